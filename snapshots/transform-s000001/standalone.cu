// transform_s000001: standalone CUDA translation of the Warp kernel (transform, seed 1).
// Build: nvcc -arch=sm_90 -o transform_s000001 transform_s000001.cu
// Run:   ./transform_s000001 INPUTS.bin OUTPUTS.bin
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

__host__ __device__ inline vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

__host__ __device__ inline vec3 operator-(vec3 a) { return {-a.x, -a.y, -a.z}; }

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

// The quaternion product a * b (Warp's mul, its term order).
__host__ __device__ inline quat quat_mul(const quat& a, const quat& b)
{
    return {a.w * b.x + b.w * a.x + a.y * b.z - b.y * a.z, a.w * b.y + b.w * a.y + a.z * b.x - b.z * a.x,
            a.w * b.z + b.w * a.z + a.x * b.y - b.x * a.y, a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z};
}

// Warp's quat_inverse is the conjugate (exact for unit quaternions).
__host__ __device__ inline quat quat_inverse(const quat& q) { return {-q.x, -q.y, -q.z, q.w}; }

__host__ __device__ inline vec3 quat_rotate(const quat& q, vec3 x)
{
    const float c = 2.0f * q.w * q.w - 1.0f;
    const float d = 2.0f * (q.x * x.x + q.y * x.y + q.z * x.z);
    return {x.x * c + q.x * d + (q.y * x.z - q.z * x.y) * q.w * 2.0f,
            x.y * c + q.y * d + (q.z * x.x - q.x * x.z) * q.w * 2.0f,
            x.z * c + q.z * d + (q.x * x.y - q.y * x.x) * q.w * 2.0f};
}

__host__ __device__ inline vec3 transform_get_translation(const transform& t) { return t.p; }

__host__ __device__ inline quat transform_get_rotation(const transform& t) { return t.q; }

// a * b: b's frame expressed in a's parent (Warp's transform_multiply).
__host__ __device__ inline transform transform_multiply(const transform& a, const transform& b)
{
    return {quat_rotate(a.q, b.p) + a.p, quat_mul(a.q, b.q)};
}

__host__ __device__ inline transform transform_inverse(const transform& t)
{
    const quat q_inv = quat_inverse(t.q);
    return {-quat_rotate(q_inv, t.p), q_inv};
}

__host__ __device__ inline vec3 transform_vector(const transform& t, vec3 x) { return quat_rotate(t.q, x); }

// transform kernel, seed 1: one thread per array element.
extern "C" __global__ void transform_s000001(
    const vec3* __restrict__ a,
    const quat* __restrict__ b,
    const transform* __restrict__ c,
    const vec3* __restrict__ d,
    const quat* __restrict__ e,
    const vec3* __restrict__ f,
    vec3* out,
    quat* out1,
    vec3* out2,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const quat x0 = normalize(b[i]);
    const transform x1 = transform{a[i], x0};
    const transform x2 = transform{transform_get_translation(c[i]), normalize(transform_get_rotation(c[i]))};
    const transform x3 = transform_multiply(x1, x2);
    const quat x4 = normalize(e[i]);
    const transform x5 = transform{d[i], x4};
    const transform x6 = transform_multiply(transform_inverse(x5), x3);
    out[i] = transform_get_translation(x6);
    out1[i] = transform_get_rotation(x6);
    out2[i] = transform_vector(x6, f[i]);
}

// Host: read the inputs, run transform_s000001 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 128;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 9);
    const size_t bytes_a = n * sizeof(vec3);
    vec3* h_a = (vec3*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(quat);
    quat* h_b = (quat*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(transform);
    transform* h_c = (transform*)read_array(input, bytes_c, "c");
    const size_t bytes_d = n * sizeof(vec3);
    vec3* h_d = (vec3*)read_array(input, bytes_d, "d");
    const size_t bytes_e = n * sizeof(quat);
    quat* h_e = (quat*)read_array(input, bytes_e, "e");
    const size_t bytes_f = n * sizeof(vec3);
    vec3* h_f = (vec3*)read_array(input, bytes_f, "f");
    const size_t bytes_out = n * sizeof(vec3);
    vec3* h_out = (vec3*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(quat);
    quat* h_out1 = (quat*)read_array(input, bytes_out1, "out1");
    const size_t bytes_out2 = n * sizeof(vec3);
    vec3* h_out2 = (vec3*)read_array(input, bytes_out2, "out2");
    close_file(input, input_path);

    vec3* d_a = (vec3*)to_device(h_a, bytes_a);
    quat* d_b = (quat*)to_device(h_b, bytes_b);
    transform* d_c = (transform*)to_device(h_c, bytes_c);
    vec3* d_d = (vec3*)to_device(h_d, bytes_d);
    quat* d_e = (quat*)to_device(h_e, bytes_e);
    vec3* d_f = (vec3*)to_device(h_f, bytes_f);
    vec3* d_out = (vec3*)to_device(h_out, bytes_out);
    quat* d_out1 = (quat*)to_device(h_out1, bytes_out1);
    vec3* d_out2 = (vec3*)to_device(h_out2, bytes_out2);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    transform_s000001<<<blocks, threads>>>(d_a, d_b, d_c, d_d, d_e, d_f, d_out, d_out1, d_out2, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_out1, d_out1, bytes_out1);
    to_host(h_out2, d_out2, bytes_out2);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 3);
    write_array(output, h_out, bytes_out);
    write_array(output, h_out1, bytes_out1);
    write_array(output, h_out2, bytes_out2);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_a));
    free(h_a);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_d));
    free(h_d);
    CUDA_CHECK(cudaFree(d_e));
    free(h_e);
    CUDA_CHECK(cudaFree(d_f));
    free(h_f);
    CUDA_CHECK(cudaFree(d_out));
    free(h_out);
    CUDA_CHECK(cudaFree(d_out1));
    free(h_out1);
    CUDA_CHECK(cudaFree(d_out2));
    free(h_out2);
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
