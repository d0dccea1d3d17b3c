// combined_s000002: standalone CUDA translation of the Warp kernel (combined, seed 2).
// Build: nvcc -arch=sm_90 -o combined_s000002 combined_s000002.cu
// Run:   ./combined_s000002 INPUTS.bin OUTPUTS.bin
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

// The values make_combined_s000002 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 0.25f;
constexpr float offset = 0.5f;

constexpr int BLOCK_DIM = 128;  // threads per block: the kernel's loops and shared arrays are written for it

__device__ int combined_s000002_first_step(float x, int limit)
{
    int t = (int)0;
    while (t < limit) {
        if (x * (float)(t + 1) > 1.0f) {
            break;
        }
        t += 1;
    }
    return t;
}

// combined kernel, seed 2: blocks of BLOCK_DIM threads, 256 threads in all.
extern "C" __global__ void __launch_bounds__(BLOCK_DIM) combined_s000002(
    const float* __restrict__ c,
    float* out,
    float* total,
    int total_shape0)
{
    const int i = blockIdx.x * BLOCK_DIM + threadIdx.x;  // the global thread index
    // Shared memory: the block's tiles
    __shared__ float block_values[128];
    __shared__ float block_sum[128];
    bool inside{};
    float x0 = c[i];
    for (int j = 0; j < 3; ++j) {
        inside = c[i] > offset;
        if (inside) {
            x0 = x0 + tanhf(c[i] * offset + (float)j * scale);
        } else {
            x0 = x0 / (fabsf(c[i] * offset + (float)j * scale + 1.0f) + 1.0f);
        }
        x0 = x0 * offset;
    }
    const float y = sinf(x0) + c[i] * (float)combined_s000002_first_step(c[i], 4) * offset;
    out[i] = y;
    // block_values: one element per thread
    block_values[threadIdx.x] = y;
    // block_sum: the sum of the tile: each thread's elements, then a tree over the block's partial results
    {
        float part = 0.0f;
        for (int elem = threadIdx.x; elem < 128; elem += BLOCK_DIM) {
            part += block_values[elem];
        }
        block_sum[threadIdx.x] = part;
    }
    __syncthreads();
    for (int stride = BLOCK_DIM / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride) block_sum[threadIdx.x] += block_sum[threadIdx.x + stride];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        const int dst = 0;
        if (dst < total_shape0) atomicAdd(&total[dst], block_sum[0]);
    }
}

// Host: read the inputs, run combined_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 256;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 3);
    const size_t bytes_c = n * sizeof(float);
    float* h_c = (float*)read_array(input, bytes_c, "c");
    const size_t bytes_out = n * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    const size_t bytes_total = 1 * sizeof(float);
    float* h_total = (float*)read_array(input, bytes_total, "total");
    close_file(input, input_path);

    float* d_c = (float*)to_device(h_c, bytes_c);
    float* d_out = (float*)to_device(h_out, bytes_out);
    float* d_total = (float*)to_device(h_total, bytes_total);

    const dim3 blocks(n / BLOCK_DIM);  // n is a whole number of blocks
    const dim3 threads(BLOCK_DIM);
    combined_s000002<<<blocks, threads>>>(d_c, d_out, d_total, 1);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_total, d_total, bytes_total);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 2);
    write_array(output, h_out, bytes_out);
    write_array(output, h_total, bytes_total);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_out));
    free(h_out);
    CUDA_CHECK(cudaFree(d_total));
    free(h_total);
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
