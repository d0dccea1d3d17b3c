// cdf_sample_s000002: standalone CUDA translation of the Warp kernel (cdf_sample, seed 2).
// Build: nvcc -arch=sm_90 -o cdf_sample_s000002 cdf_sample_s000002.cu
// Run:   ./cdf_sample_s000002 INPUTS.bin OUTPUTS.bin
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

__host__ __device__ inline int min_int(int a, int b) { return a < b ? a : b; }

__host__ __device__ inline int max_int(int a, int b) { return a > b ? a : b; }

__host__ __device__ inline int lower_bound(const float* a, int begin, int end, float value)
{
    int lower = begin;
    int upper = end - 1;
    while (lower < upper) {
        const int mid = lower + (upper - lower) / 2;
        if (a[mid] < value) {
            lower = mid + 1;
        } else {
            upper = mid;
        }
    }
    return lower;
}

// The values make_cdf_sample_s000002 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 1.0f;

__device__ void cdf_sample_s000002_pair(int x0, float u, float cdf, int& ret_0, float& ret_1)
{
    ret_0 = min_int(x0, 31);
    ret_1 = u - cdf;
    return;
}

// cdf_sample kernel, seed 2: one thread per array element.
extern "C" __global__ void cdf_sample_s000002(
    const float* __restrict__ cdf,
    const float* __restrict__ u,
    const float* __restrict__ values,
    float* out,
    int* out1,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const int x0 = lower_bound(cdf, 0, 32, u[i]);
    int x1;
    float x2;
    cdf_sample_s000002_pair(x0, u[i], cdf[max_int(x0 - 1, 0)], x1, x2);
    out[i] = values[x1] * (scale + x2);
    out1[i] = x0;
}

// Host: read the inputs, run cdf_sample_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 5);
    const size_t bytes_cdf = 32 * sizeof(float);
    float* h_cdf = (float*)read_array(input, bytes_cdf, "cdf");
    const size_t bytes_u = n * sizeof(float);
    float* h_u = (float*)read_array(input, bytes_u, "u");
    const size_t bytes_values = 32 * sizeof(float);
    float* h_values = (float*)read_array(input, bytes_values, "values");
    const size_t bytes_out = n * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(int);
    int* h_out1 = (int*)read_array(input, bytes_out1, "out1");
    close_file(input, input_path);

    float* d_cdf = (float*)to_device(h_cdf, bytes_cdf);
    float* d_u = (float*)to_device(h_u, bytes_u);
    float* d_values = (float*)to_device(h_values, bytes_values);
    float* d_out = (float*)to_device(h_out, bytes_out);
    int* d_out1 = (int*)to_device(h_out1, bytes_out1);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    cdf_sample_s000002<<<blocks, threads>>>(d_cdf, d_u, d_values, d_out, d_out1, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_out1, d_out1, bytes_out1);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 2);
    write_array(output, h_out, bytes_out);
    write_array(output, h_out1, bytes_out1);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_cdf));
    free(h_cdf);
    CUDA_CHECK(cudaFree(d_u));
    free(h_u);
    CUDA_CHECK(cudaFree(d_values));
    free(h_values);
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
