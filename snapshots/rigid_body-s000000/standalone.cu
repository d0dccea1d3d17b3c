// rigid_body_s000000: standalone CUDA translation of the Warp kernel (rigid_body, seed 0).
// Build: nvcc -arch=sm_90 -o rigid_body_s000000 rigid_body_s000000.cu
// Run:   ./rigid_body_s000000 INPUTS.bin OUTPUTS.bin
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Every CUDA runtime call is checked: on failure, print the call, where, and why, then exit 1.
#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        const cudaError_t err_ = (call);                                                  \
        if (err_ != cudaSuccess) {                                                        \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__,      \
                    __LINE__, cudaGetErrorString(err_));                                  \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

// Binary files, all fields little-endian 32-bit words (float32 or int32 values):
//   inputs:  "SYNCUIN1", n (threads), parameter count, then for every kernel parameter in
//            order (arrays, scalars, and the outputs' initial contents): word count, words
//   outputs: "SYNCUOU1", output count, then for every output array: word count, words
// A malformed file is reported on stderr with exit status 2.
static void io_fail(const char* what, const char* detail)
{
    fprintf(stderr, "I/O error: %s: %s\n", what, detail);
    exit(2);
}

static FILE* open_file(const char* path, const char* mode)
{
    FILE* f = fopen(path, mode);
    if (!f) io_fail("cannot open", path);
    return f;
}

static void close_file(FILE* f, const char* path)
{
    if (fclose(f) != 0) io_fail("cannot close", path);
}

static void read_header(FILE* f, int n, unsigned params)
{
    char magic[8];
    unsigned header[2];
    if (fread(magic, 1, 8, f) != 8 || memcmp(magic, "SYNCUIN1", 8) != 0) io_fail("not an input file", "bad magic");
    if (fread(header, 4, 2, f) != 2) io_fail("truncated header", "n and parameter count");
    if (header[0] != (unsigned)n || header[1] != params) io_fail("input file is for another kernel", "n or parameter count");
}

// One parameter's value of `bytes` bytes: its word count, then the bytes (a value that is no
// whole number of words is padded with zero bytes to the next one).
static void read_value(FILE* f, void* dst, size_t bytes, const char* name)
{
    const size_t words = (bytes + 3) / 4, pad = 4 * words - bytes;
    unsigned count = 0;
    char padding[4];
    if (fread(&count, 4, 1, f) != 1) io_fail("missing parameter", name);
    if (count != words) io_fail("wrong word count for parameter", name);
    if (fread(dst, 1, bytes, f) != bytes || fread(padding, 1, pad, f) != pad) io_fail("truncated parameter", name);
}

// An array parameter of `bytes` bytes, read into new host memory (free it).
static void* read_array(FILE* f, size_t bytes, const char* name)
{
    void* host = malloc(bytes ? bytes : 1);
    if (!host) io_fail("out of memory for parameter", name);
    read_value(f, host, bytes, name);
    return host;
}

static void write_header(FILE* f, unsigned outputs)
{
    if (fwrite("SYNCUOU1", 1, 8, f) != 8 || fwrite(&outputs, 4, 1, f) != 1) io_fail("cannot write", "output header");
}

static void write_array(FILE* f, const void* src, size_t bytes)
{
    const size_t words = (bytes + 3) / 4, pad = 4 * words - bytes;
    const unsigned count = (unsigned)words;
    const char padding[4] = {0, 0, 0, 0};
    if (fwrite(&count, 4, 1, f) != 1 || fwrite(src, 1, bytes, f) != bytes || fwrite(padding, 1, pad, f) != pad)
        io_fail("cannot write", "output array");
}

static void* to_device(const void* host, size_t bytes)
{
    void* device = nullptr;
    CUDA_CHECK(cudaMalloc(&device, bytes));
    CUDA_CHECK(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice));
    return device;
}

static void to_host(void* host, const void* device, size_t bytes)
{
    CUDA_CHECK(cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost));
}

// Vector and matrix types (float32 components, double for Warp's d-suffixed types).
struct vec3 { float x, y, z; };
struct quat { float x, y, z, w; };  // Warp's quat_t: the vector part, then the real part
struct transform { vec3 p; quat q; };  // Warp's transform_t: translation, then rotation
struct spatial_vector { float c[6]; };  // Warp's vec_t<6>: w (angular) on top, v (linear) below

__host__ __device__ inline vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

__host__ __device__ inline spatial_vector operator+(const spatial_vector& a, const spatial_vector& b) { return {{a.c[0] + b.c[0], a.c[1] + b.c[1], a.c[2] + b.c[2], a.c[3] + b.c[3], a.c[4] + b.c[4], a.c[5] + b.c[5]}}; }

__host__ __device__ inline spatial_vector operator*(const spatial_vector& a, float s) { return {{a.c[0] * s, a.c[1] * s, a.c[2] * s, a.c[3] * s, a.c[4] * s, a.c[5] * s}}; }

__host__ __device__ inline float dot(const quat& a, const quat& b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }

__host__ __device__ inline float length(const quat& q) { return sqrtf(dot(q, q)); }

// Warp's quat normalize: times 1 / length; the identity where the length is 0.
__host__ __device__ inline quat normalize(const quat& q)
{
    const float l = length(q);
    if (l > 0.0f) {
        const float inv_l = 1.0f / l;
        return {q.x * inv_l, q.y * inv_l, q.z * inv_l, q.w * inv_l};
    }
    return {0.0f, 0.0f, 0.0f, 1.0f};
}

__host__ __device__ inline vec3 cross(vec3 a, vec3 b)
{
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

__host__ __device__ inline vec3 quat_rotate(const quat& q, vec3 x)
{
    const float c = 2.0f * q.w * q.w - 1.0f;
    const float d = 2.0f * (q.x * x.x + q.y * x.y + q.z * x.z);
    return {x.x * c + q.x * d + (q.y * x.z - q.z * x.y) * q.w * 2.0f,
            x.y * c + q.y * d + (q.z * x.x - q.x * x.z) * q.w * 2.0f,
            x.z * c + q.z * d + (q.x * x.y - q.y * x.x) * q.w * 2.0f};
}

__host__ __device__ inline vec3 transform_get_translation(const transform& t) { return t.p; }

__host__ __device__ inline vec3 transform_vector(const transform& t, vec3 x) { return quat_rotate(t.q, x); }

__host__ __device__ inline spatial_vector make_spatial_vector(vec3 w, vec3 v) { return {{w.x, w.y, w.z, v.x, v.y, v.z}}; }

__host__ __device__ inline vec3 spatial_top(const spatial_vector& a) { return {a.c[0], a.c[1], a.c[2]}; }

__host__ __device__ inline vec3 spatial_bottom(const spatial_vector& a) { return {a.c[3], a.c[4], a.c[5]}; }

// The values make_rigid_body_s000000 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 0.25f;
constexpr float offset = 2.0f;

// rigid_body kernel, seed 0: a 2-D grid of threads.
extern "C" __global__ void rigid_body_s000000(
    const vec3* __restrict__ a,
    const quat* __restrict__ b,
    const spatial_vector* __restrict__ c,
    const spatial_vector* __restrict__ d,
    spatial_vector* out,
    int n0,
    int n1)
{
    const int i = blockIdx.y * blockDim.y + threadIdx.y;
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n0 || j >= n1) return;
    const quat x0 = normalize(b[i * n1 + j]);
    const transform x1 = transform{a[i * n1 + j], x0};
    const spatial_vector x2 = make_spatial_vector(transform_vector(x1, spatial_top(c[i * n1 + j])), transform_vector(x1, spatial_bottom(c[i * n1 + j])) + cross(transform_get_translation(x1), transform_vector(x1, spatial_top(c[i * n1 + j]))));
    const spatial_vector x3 = x2 * scale;
    const spatial_vector x4 = x3 + d[i * n1 + j] * offset;
    out[i * n1 + j] = x4;
}

// Host: read the inputs, run rigid_body_s000000 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n0 = 16;
    const int n1 = 16;
    const int n = n0 * n1;  // threads
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 5);
    const size_t bytes_a = n * sizeof(vec3);
    vec3* h_a = (vec3*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(quat);
    quat* h_b = (quat*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(spatial_vector);
    spatial_vector* h_c = (spatial_vector*)read_array(input, bytes_c, "c");
    const size_t bytes_d = n * sizeof(spatial_vector);
    spatial_vector* h_d = (spatial_vector*)read_array(input, bytes_d, "d");
    const size_t bytes_out = n * sizeof(spatial_vector);
    spatial_vector* h_out = (spatial_vector*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    vec3* d_a = (vec3*)to_device(h_a, bytes_a);
    quat* d_b = (quat*)to_device(h_b, bytes_b);
    spatial_vector* d_c = (spatial_vector*)to_device(h_c, bytes_c);
    spatial_vector* d_d = (spatial_vector*)to_device(h_d, bytes_d);
    spatial_vector* d_out = (spatial_vector*)to_device(h_out, bytes_out);

    const dim3 threads(16, 16);
    const dim3 blocks((n1 + threads.x - 1) / threads.x, (n0 + threads.y - 1) / threads.y);
    rigid_body_s000000<<<blocks, threads>>>(d_a, d_b, d_c, d_d, d_out, n0, n1);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 1);
    write_array(output, h_out, bytes_out);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_a));
    free(h_a);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_d));
    free(h_d);
    CUDA_CHECK(cudaFree(d_out));
    free(h_out);
    return 0;
}

int main(int argc, char** argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s INPUTS.bin OUTPUTS.bin\n", argv[0]);
        return 2;
    }
    return run(argv[1], argv[2]);
}
