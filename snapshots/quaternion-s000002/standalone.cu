// quaternion_s000002: standalone CUDA translation of the Warp kernel (quaternion, seed 2).
// Build: nvcc -arch=sm_90 -o quaternion_s000002 quaternion_s000002.cu
// Run:   ./quaternion_s000002 INPUTS.bin OUTPUTS.bin
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
struct mat33 { float m[3][3]; };  // row-major, like Warp
struct quat { float x, y, z, w; };  // Warp's quat_t: the vector part, then the real part

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

__host__ __device__ inline quat quat_from_axis_angle(vec3 axis, float angle)
{
    const float half = angle * 0.5f;
    const float w = cosf(half);
    const float s = sinf(half);
    return {axis.x * s, axis.y * s, axis.z * s, w};
}

__host__ __device__ inline vec3 quat_rotate(const quat& q, vec3 x)
{
    const float c = 2.0f * q.w * q.w - 1.0f;
    const float d = 2.0f * (q.x * x.x + q.y * x.y + q.z * x.z);
    return {x.x * c + q.x * d + (q.y * x.z - q.z * x.y) * q.w * 2.0f,
            x.y * c + q.y * d + (q.z * x.x - q.x * x.z) * q.w * 2.0f,
            x.z * c + q.z * d + (q.x * x.y - q.y * x.x) * q.w * 2.0f};
}

// Warp's quat_to_matrix: the columns are the rotated unit vectors.
__host__ __device__ inline mat33 quat_to_matrix(const quat& q)
{
    const vec3 c1 = quat_rotate(q, vec3{1.0f, 0.0f, 0.0f});
    const vec3 c2 = quat_rotate(q, vec3{0.0f, 1.0f, 0.0f});
    const vec3 c3 = quat_rotate(q, vec3{0.0f, 0.0f, 1.0f});
    return {{{c1.x, c2.x, c3.x}, {c1.y, c2.y, c3.y}, {c1.z, c2.z, c3.z}}};
}

// Warp's quat_from_matrix: the trace branch, else the branch of the largest diagonal entry; normalized.
__host__ __device__ inline quat quat_from_matrix(const mat33& a)
{
    const float (*m)[3] = a.m;
    const float tr = m[0][0] + m[1][1] + m[2][2];
    float x = 0.0f, y = 0.0f, z = 0.0f, w = 0.0f, h = 0.0f;
    if (tr >= 0.0f) {
        h = sqrtf(tr + 1.0f);
        w = 0.5f * h;
        h = 0.5f / h;
        x = (m[2][1] - m[1][2]) * h;
        y = (m[0][2] - m[2][0]) * h;
        z = (m[1][0] - m[0][1]) * h;
    } else {
        int max_diag = 0;
        if (m[1][1] > m[0][0]) max_diag = 1;
        if (m[2][2] > m[max_diag][max_diag]) max_diag = 2;
        if (max_diag == 0) {
            h = sqrtf((m[0][0] - (m[1][1] + m[2][2])) + 1.0f);
            x = 0.5f * h;
            h = 0.5f / h;
            y = (m[0][1] + m[1][0]) * h;
            z = (m[2][0] + m[0][2]) * h;
            w = (m[2][1] - m[1][2]) * h;
        } else if (max_diag == 1) {
            h = sqrtf((m[1][1] - (m[2][2] + m[0][0])) + 1.0f);
            y = 0.5f * h;
            h = 0.5f / h;
            z = (m[1][2] + m[2][1]) * h;
            x = (m[0][1] + m[1][0]) * h;
            w = (m[0][2] - m[2][0]) * h;
        }
        if (max_diag == 2) {
            h = sqrtf((m[2][2] - (m[0][0] + m[1][1])) + 1.0f);
            z = 0.5f * h;
            h = 0.5f / h;
            x = (m[2][0] + m[0][2]) * h;
            y = (m[1][2] + m[2][1]) * h;
            w = (m[1][0] - m[0][1]) * h;
        }
    }
    return normalize(quat{x, y, z, w});
}

// The values make_quaternion_s000002 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 0.6f;

// quaternion kernel, seed 2: a 2-D grid of threads.
extern "C" __global__ void quaternion_s000002(
    const quat* __restrict__ a,
    const float* __restrict__ b,
    const vec3* __restrict__ c,
    vec3* out,
    int n0,
    int n1)
{
    const int i = blockIdx.y * blockDim.y + threadIdx.y;
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n0 || j >= n1) return;
    const quat x0 = normalize(a[i * n1 + j]);
    const quat x1 = quat_from_axis_angle(vec3{scale, 0.8f, 0.0f}, b[i * n1 + j]);
    const quat x2 = quat_mul(x1, x0);
    const quat x3 = quat_from_matrix(quat_to_matrix(x2));
    out[i * n1 + j] = quat_rotate(x3, c[i * n1 + j]);
}

// Host: read the inputs, run quaternion_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n0 = 8;
    const int n1 = 32;
    const int n = n0 * n1;  // threads
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 4);
    const size_t bytes_a = n * sizeof(quat);
    quat* h_a = (quat*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(float);
    float* h_b = (float*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(vec3);
    vec3* h_c = (vec3*)read_array(input, bytes_c, "c");
    const size_t bytes_out = n * sizeof(vec3);
    vec3* h_out = (vec3*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    quat* d_a = (quat*)to_device(h_a, bytes_a);
    float* d_b = (float*)to_device(h_b, bytes_b);
    vec3* d_c = (vec3*)to_device(h_c, bytes_c);
    vec3* d_out = (vec3*)to_device(h_out, bytes_out);

    const dim3 threads(16, 16);
    const dim3 blocks((n1 + threads.x - 1) / threads.x, (n0 + threads.y - 1) / threads.y);
    quaternion_s000002<<<blocks, threads>>>(d_a, d_b, d_c, d_out, n0, n1);
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
