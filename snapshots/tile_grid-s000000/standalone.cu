// tile_grid_s000000: standalone CUDA translation of the Warp kernel (tile_grid, seed 0).
// Build: nvcc -arch=sm_90 -o tile_grid_s000000 tile_grid_s000000.cu
// Run:   ./tile_grid_s000000 INPUTS.bin OUTPUTS.bin
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

constexpr int BLOCK_DIM = 32;  // threads per block: the kernel's loops and shared arrays are written for it

// tile_grid kernel, seed 0: one block of BLOCK_DIM threads per tile (2 x 3 tiles).
extern "C" __global__ void __launch_bounds__(BLOCK_DIM) tile_grid_s000000(
    const float* __restrict__ a,
    const float* __restrict__ b,
    float* out,
    int a_shape0,
    int a_shape1,
    int b_shape0,
    int b_shape1,
    int out_shape0,
    int out_shape1)
{
    const int i = blockIdx.y;  // the block's row of tiles
    const int j = blockIdx.x;  // the block's column of tiles
    // Shared memory: the block's tiles
    __shared__ float t0[8][8];
    __shared__ float t1[8][8];
    __shared__ float v[8][8];
    // t0: a tile of a, zero past its end
    for (int elem = threadIdx.x; elem < 64; elem += BLOCK_DIM) {
        const int row = elem / 8, col = elem % 8;
        const int src_row = i * 8 + row, src_col = j * 8 + col;
        t0[row][col] = src_row < a_shape0 && src_col < a_shape1 ? a[src_row * a_shape1 + src_col] : 0.0f;
    }
    // t1: a tile of b, zero past its end
    for (int elem = threadIdx.x; elem < 64; elem += BLOCK_DIM) {
        const int row = elem / 8, col = elem % 8;
        const int src_row = i * 8 + row, src_col = j * 8 + col;
        t1[row][col] = src_row < b_shape0 && src_col < b_shape1 ? b[src_row * b_shape1 + src_col] : 0.0f;
    }
    // v, computed element by element
    for (int elem = threadIdx.x; elem < 64; elem += BLOCK_DIM) {
        const int row = elem / 8, col = elem % 8;
        v[row][col] = 0.0f - t1[row][col] * t1[row][col] + t0[row][col];
    }
    __syncthreads();
    // the tile stored to out, elements past its end skipped
    for (int elem = threadIdx.x; elem < 64; elem += BLOCK_DIM) {
        const int row = elem / 8, col = elem % 8;
        const int dst_row = j * 8 + row, dst_col = i * 8 + col;
        if (dst_row < out_shape0 && dst_col < out_shape1) out[dst_row * out_shape1 + dst_col] = v[col][row];
    }
}

// Host: read the inputs, run tile_grid_s000000 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 6;  // tiles
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 3);
    const size_t bytes_a = 304 * sizeof(float);
    float* h_a = (float*)read_array(input, bytes_a, "a");
    const size_t bytes_b = 304 * sizeof(float);
    float* h_b = (float*)read_array(input, bytes_b, "b");
    const size_t bytes_out = 304 * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    float* d_a = (float*)to_device(h_a, bytes_a);
    float* d_b = (float*)to_device(h_b, bytes_b);
    float* d_out = (float*)to_device(h_out, bytes_out);

    const dim3 blocks(3, 2);  // one block per tile
    const dim3 threads(BLOCK_DIM);
    tile_grid_s000000<<<blocks, threads>>>(d_a, d_b, d_out, 16, 19, 16, 19, 19, 16);
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
