// half_storage_s000002: standalone CUDA translation of the Warp kernel (half_storage, seed 2).
// Build: nvcc -arch=sm_90 -o half_storage_s000002 half_storage_s000002.cu
// Run:   ./half_storage_s000002 INPUTS.bin OUTPUTS.bin
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

// Binary files, little-endian, counted in 32-bit words; values in the parameter's type (float16):
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

#include <cuda_fp16.h>

// Module constants, which Warp inlines where the kernel reads them.
constexpr float SCALE = 3.0f;

// half_storage kernel, seed 2: a 2-D grid of threads.
extern "C" __global__ void half_storage_s000002(
    const __half* __restrict__ a,
    const __half* __restrict__ b,
    __half* out,
    int n0,
    int n1)
{
    const int i = blockIdx.y * blockDim.y + threadIdx.y;
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n0 || j >= n1) return;
    const float x0 = __half2float(a[i * n1 + j]);
    const float x1 = __half2float(b[i * n1 + j]);
    const float x2 = tanhf(x0 * 2.0f + 1.0f);
    const float x3 = 1.0f / (1.0f + expf(fminf(fmaxf(0.0f - x1 * x0, -3.0f), SCALE)));
    const float x4 = x2 + x3 * 0.5f;
    out[i * n1 + j] = __float2half_rn(x4);
}

// Host: read the inputs, run half_storage_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n0 = 8;
    const int n1 = 32;
    const int n = n0 * n1;  // threads
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 3);
    const size_t bytes_a = n * sizeof(__half);
    __half* h_a = (__half*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(__half);
    __half* h_b = (__half*)read_array(input, bytes_b, "b");
    const size_t bytes_out = n * sizeof(__half);
    __half* h_out = (__half*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    __half* d_a = (__half*)to_device(h_a, bytes_a);
    __half* d_b = (__half*)to_device(h_b, bytes_b);
    __half* d_out = (__half*)to_device(h_out, bytes_out);

    const dim3 threads(16, 16);
    const dim3 blocks((n1 + threads.x - 1) / threads.x, (n0 + threads.y - 1) / threads.y);
    half_storage_s000002<<<blocks, threads>>>(d_a, d_b, d_out, n0, n1);
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
