// complex_math_s000002: standalone CUDA translation of the Warp kernel (complex_math, seed 2).
// Build: nvcc -arch=sm_90 -o complex_math_s000002 complex_math_s000002.cu
// Run:   ./complex_math_s000002 INPUTS.bin OUTPUTS.bin
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

// Binary files, little-endian, counted in 32-bit words; values in the parameter's type (float64):
// an 8-byte value is two words, an array of 1- or 2-byte values is packed and its end
// padded with zero bytes to a whole word:
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
struct vec2d { double x, y; };

__host__ __device__ inline vec2d operator/(vec2d a, double s) { return {a.x / s, a.y / s}; }

__host__ __device__ inline double dot(vec2d a, vec2d b) { return a.x * b.x + a.y * b.y; }

__host__ __device__ inline double length(vec2d a) { return sqrt(dot(a, a)); }

// complex_math kernel, seed 2: one thread per array element.
extern "C" __global__ void complex_math_s000002(
    const double* __restrict__ a,
    const double* __restrict__ b,
    const vec2d* __restrict__ c,
    vec2d* out,
    double* out1,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const vec2d x0 = vec2d{a[i], b[i]};
    const vec2d x1 = c[i] / length(c[i]);
    const vec2d x2 = vec2d{x0.x * x1.x - x0.y * x1.y, x0.x * x1.y + x0.y * x1.x};
    out[i] = x2;
    out1[i] = dot(x2, x2) + x0.x * 0.5;
}

// Host: read the inputs, run complex_math_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 5);
    const size_t bytes_a = n * sizeof(double);
    double* h_a = (double*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(double);
    double* h_b = (double*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(vec2d);
    vec2d* h_c = (vec2d*)read_array(input, bytes_c, "c");
    const size_t bytes_out = n * sizeof(vec2d);
    vec2d* h_out = (vec2d*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(double);
    double* h_out1 = (double*)read_array(input, bytes_out1, "out1");
    close_file(input, input_path);

    double* d_a = (double*)to_device(h_a, bytes_a);
    double* d_b = (double*)to_device(h_b, bytes_b);
    vec2d* d_c = (vec2d*)to_device(h_c, bytes_c);
    vec2d* d_out = (vec2d*)to_device(h_out, bytes_out);
    double* d_out1 = (double*)to_device(h_out1, bytes_out1);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    complex_math_s000002<<<blocks, threads>>>(d_a, d_b, d_c, d_out, d_out1, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_out1, d_out1, bytes_out1);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 2);
    write_array(output, h_out, bytes_out);
    write_array(output, h_out1, bytes_out1);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_a));
    free(h_a);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_out));
    free(h_out);
    CUDA_CHECK(cudaFree(d_out1));
    free(h_out1);
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
