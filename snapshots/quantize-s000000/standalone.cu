// quantize_s000000: standalone CUDA translation of the Warp kernel (quantize, seed 0).
// Build: nvcc -arch=sm_90 -o quantize_s000000 quantize_s000000.cu
// Run:   ./quantize_s000000 INPUTS.bin OUTPUTS.bin
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

// Binary files, little-endian, counted in 32-bit words; values in the parameter's type (float32, int16, int32, uint16):
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

// The values make_quantize_s000000 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = -32768.0f;

// quantize kernel, seed 0: one thread per array element.
extern "C" __global__ void quantize_s000000(
    const float* __restrict__ a,
    const float* __restrict__ b,
    int* out,
    float* out1,
    short* out2,
    unsigned short* out3,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const float x0 = logf(a[i]) + expf(b[i] * 100.0f);
    int x1 = 0;
    if (isnan(x0)) {
        x1 = 1;
    } else if (isinf(x0)) {
        x1 = 2;
    }
    out[i] = x1;
    out1[i] = isfinite(x0) ? x0 : 0.0f;
    out2[i] = (short)fminf(fmaxf(rintf(a[i] * 65536.0f), scale), 32767.0f);
    out3[i] = (unsigned short)fminf(fmaxf(ceilf(b[i] * 65536.0f), 0.0f), 65535.0f);
}

// Host: read the inputs, run quantize_s000000 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 6);
    const size_t bytes_a = n * sizeof(float);
    float* h_a = (float*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(float);
    float* h_b = (float*)read_array(input, bytes_b, "b");
    const size_t bytes_out = n * sizeof(int);
    int* h_out = (int*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(float);
    float* h_out1 = (float*)read_array(input, bytes_out1, "out1");
    const size_t bytes_out2 = n * sizeof(short);
    short* h_out2 = (short*)read_array(input, bytes_out2, "out2");
    const size_t bytes_out3 = n * sizeof(unsigned short);
    unsigned short* h_out3 = (unsigned short*)read_array(input, bytes_out3, "out3");
    close_file(input, input_path);

    float* d_a = (float*)to_device(h_a, bytes_a);
    float* d_b = (float*)to_device(h_b, bytes_b);
    int* d_out = (int*)to_device(h_out, bytes_out);
    float* d_out1 = (float*)to_device(h_out1, bytes_out1);
    short* d_out2 = (short*)to_device(h_out2, bytes_out2);
    unsigned short* d_out3 = (unsigned short*)to_device(h_out3, bytes_out3);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    quantize_s000000<<<blocks, threads>>>(d_a, d_b, d_out, d_out1, d_out2, d_out3, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_out1, d_out1, bytes_out1);
    to_host(h_out2, d_out2, bytes_out2);
    to_host(h_out3, d_out3, bytes_out3);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 4);
    write_array(output, h_out, bytes_out);
    write_array(output, h_out1, bytes_out1);
    write_array(output, h_out2, bytes_out2);
    write_array(output, h_out3, bytes_out3);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_a));
    free(h_a);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
    CUDA_CHECK(cudaFree(d_out));
    free(h_out);
    CUDA_CHECK(cudaFree(d_out1));
    free(h_out1);
    CUDA_CHECK(cudaFree(d_out2));
    free(h_out2);
    CUDA_CHECK(cudaFree(d_out3));
    free(h_out3);
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
