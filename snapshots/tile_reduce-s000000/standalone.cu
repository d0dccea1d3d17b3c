// tile_reduce_s000000: standalone CUDA translation of the Warp kernel (tile_reduce, seed 0).
// Build: nvcc -arch=sm_90 -o tile_reduce_s000000 tile_reduce_s000000.cu
// Run:   ./tile_reduce_s000000 INPUTS.bin OUTPUTS.bin
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

// Module constants, which Warp inlines where the kernel reads them.
constexpr float SCALE = 0.75f;
constexpr float OFFSET = 1.0f;

constexpr int BLOCK_DIM = 64;  // threads per block: the kernel's loops and shared arrays are written for it

__device__ float tile_reduce_s000000_f0(float x)
{
    return (x + x * SCALE) / (fabsf(x + 2.0f) + OFFSET);
}

// tile_reduce kernel, seed 0: one block of BLOCK_DIM threads per tile (3 tiles).
extern "C" __global__ void __launch_bounds__(BLOCK_DIM) tile_reduce_s000000(
    const float* __restrict__ a,
    const int* __restrict__ idx,
    float* out,
    int* out1,
    int a_shape0,
    int a_shape1,
    int idx_shape0,
    int out_shape0,
    int out1_shape0)
{
    const int i = blockIdx.x;  // the block's tile
    // Shared memory: the block's tiles
    __shared__ float t0[8][12];
    __shared__ float sums[12];
    __shared__ int ti[256];
    __shared__ int r[64];
    // t0: a tile of a, zero past its end
    for (int elem = threadIdx.x; elem < 96; elem += BLOCK_DIM) {
        const int row = elem / 12, col = elem % 12;
        const int src_row = i * 8 + row, src_col = col;
        t0[row][col] = src_row < a_shape0 && src_col < a_shape1 ? a[src_row * a_shape1 + src_col] : 0.0f;
    }
    __syncthreads();
    // sums: the sum of each column of the tile (12 sums of 8 elements)
    for (int elem = threadIdx.x; elem < 12; elem += BLOCK_DIM) {
        float sum = 0.0f;
        for (int k = 0; k < 8; ++k) sum += tile_reduce_s000000_f0(t0[k][elem]);
        sums[elem] = sum;
    }
    // the tile added atomically to out, elements past its end skipped
    for (int elem = threadIdx.x; elem < 12; elem += BLOCK_DIM) {
        const int dst = elem;
        if (dst < out_shape0) atomicAdd(&out[dst], sums[elem]);
    }
    // ti: a tile of idx, zero past its end
    for (int elem = threadIdx.x; elem < 256; elem += BLOCK_DIM) {
        const int src = i * 256 + elem;
        ti[elem] = src < idx_shape0 ? idx[src] : 0;
    }
    // r: the minimum of the tile: each thread's elements, then a tree over the block's partial results
    {
        int part = 2147483647;
        for (int elem = threadIdx.x; elem < 256; elem += BLOCK_DIM) {
            part = ti[elem] < part ? ti[elem] : part;
        }
        r[threadIdx.x] = part;
    }
    __syncthreads();
    for (int stride = BLOCK_DIM / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride) r[threadIdx.x] = r[threadIdx.x + stride] < r[threadIdx.x] ? r[threadIdx.x + stride] : r[threadIdx.x];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        const int dst = i;
        if (dst < out1_shape0) out1[dst] = r[0];
    }
}

// Host: read the inputs, run tile_reduce_s000000 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 3;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 4);
    const size_t bytes_a = 276 * sizeof(float);
    float* h_a = (float*)read_array(input, bytes_a, "a");
    const size_t bytes_idx = 768 * sizeof(int);
    int* h_idx = (int*)read_array(input, bytes_idx, "idx");
    const size_t bytes_out = 12 * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = 3 * sizeof(int);
    int* h_out1 = (int*)read_array(input, bytes_out1, "out1");
    close_file(input, input_path);

    float* d_a = (float*)to_device(h_a, bytes_a);
    int* d_idx = (int*)to_device(h_idx, bytes_idx);
    float* d_out = (float*)to_device(h_out, bytes_out);
    int* d_out1 = (int*)to_device(h_out1, bytes_out1);

    const dim3 blocks(3);  // one block per tile
    const dim3 threads(BLOCK_DIM);
    tile_reduce_s000000<<<blocks, threads>>>(d_a, d_idx, d_out, d_out1, 23, 12, 768, 12, 3);
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
    CUDA_CHECK(cudaFree(d_idx));
    free(h_idx);
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
