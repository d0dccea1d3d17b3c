// bvh_query_s000002: standalone CUDA translation of the Warp kernel (bvh_query, seed 2).
// Build: nvcc -arch=sm_90 -o bvh_query_s000002 bvh_query_s000002.cu
// Run:   ./bvh_query_s000002 INPUTS.bin OUTPUTS.bin
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

// Vector and matrix types (float32 components, as Warp's).
struct vec3 { float x, y, z; };

__host__ __device__ inline int min_int(int a, int b) { return a < b ? a : b; }

__host__ __device__ inline vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

// Warp's box overlap test (native/intersect.h intersect_aabb_aabb): closed boxes, so boxes that touch
// overlap. (Warp's || of the six tests; | here: the same value, without a branch per test.)
__host__ __device__ inline bool intersect_aabb_aabb(vec3 a_lower, vec3 a_upper, vec3 b_lower, vec3 b_upper)
{
    return !((a_lower.x > b_upper.x) | (a_lower.y > b_upper.y) | (a_lower.z > b_upper.z) | (a_upper.x < b_lower.x) | (a_upper.y < b_lower.y) |
             (a_upper.z < b_lower.z));
}

// A BVH as a query reads Warp's (native/bvh.h): the boxes Warp built its tree of, item k's box
// lowers[k] .. uppers[k]. Here the kernel gets the boxes themselves, by value, and tests each.
struct Bvh
{
    const vec3* lowers;
    const vec3* uppers;
    int num_items;
};

// Warp's ray/box slab test (native/intersect.h intersect_ray_aabb), the ray given by its start and the
// reciprocal of its direction; t is where it enters the box (negative: it starts inside). fminf/fmaxf
// for Warp's min/max: they differ only on NaN and on the sign of a zero, neither of which changes a
// comparison below (a query's direction has no zero component: no 0 * inf).
__host__ __device__ inline bool intersect_ray_aabb(vec3 pos, vec3 rcp_dir, vec3 lower, vec3 upper, float& t)
{
    float l1 = (lower.x - pos.x) * rcp_dir.x;
    float l2 = (upper.x - pos.x) * rcp_dir.x;
    float lmin = fminf(l1, l2);
    float lmax = fmaxf(l1, l2);
    l1 = (lower.y - pos.y) * rcp_dir.y;
    l2 = (upper.y - pos.y) * rcp_dir.y;
    lmin = fmaxf(fminf(l1, l2), lmin);
    lmax = fminf(fmaxf(l1, l2), lmax);
    l1 = (lower.z - pos.z) * rcp_dir.z;
    l2 = (upper.z - pos.z) * rcp_dir.z;
    lmin = fmaxf(fminf(l1, l2), lmin);
    lmax = fminf(fmaxf(l1, l2), lmax);
    t = lmin;
    return (lmax >= 0.0f) & (lmax >= lmin);
}

// A query's state: its box (or its ray: the start and 1 / direction, as Warp's) and the next item to test.
struct bvh_query_t
{
    Bvh bvh;
    vec3 input_lower;  // the box's lower corner; a ray's start
    vec3 input_upper;  // the box's upper corner; a ray's 1 / direction
    bool ray;          // a ray query (bvh_query_ray), else a box query (bvh_query_aabb)
    int next;          // the next item to test: every item, in index order
};

// Every item whose box the ray start + t * dir crosses (Warp keeps 1 / dir, computed once, per component).
__host__ __device__ inline bvh_query_t bvh_query_ray(Bvh bvh, vec3 start, vec3 dir)
{
    return {bvh, start, vec3{1.0f / dir.x, 1.0f / dir.y, 1.0f / dir.z}, true, 0};
}

// The next item the query finds (its index into `index`), or false when every item has been tested.
// A ray's item counts when it enters the item's box before max_dist (in multiples of dir), as Warp's
// !(t >= max_dist); a box query ignores max_dist. Warp's `while` passes +inf by default (Warp 1.19
// has no `for index in query` over a BVH query).
__host__ __device__ inline bool bvh_query_next(bvh_query_t& query, int& index, float max_dist)
{
    while (query.next < query.bvh.num_items) {
        const int item = query.next++;
        const vec3 lower = query.bvh.lowers[item];
        const vec3 upper = query.bvh.uppers[item];
        float t;
        const bool hit = query.ray ? intersect_ray_aabb(query.input_lower, query.input_upper, lower, upper, t) && !(t >= max_dist)
                                   : intersect_aabb_aabb(query.input_lower, query.input_upper, lower, upper);
        if (hit) {
            index = item;
            return true;
        }
    }
    return false;
}

__host__ __device__ inline bool bvh_query_next(bvh_query_t& query, int& index) { return bvh_query_next(query, index, INFINITY); }

// bvh_query kernel, seed 2: one thread per array element.
extern "C" __global__ void bvh_query_s000002(
    const vec3* __restrict__ lowers,
    const vec3* __restrict__ uppers,
    const vec3* __restrict__ c,
    const vec3* __restrict__ d,
    const int* __restrict__ idx,
    Bvh bvh,
    int* out,
    int* out1,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const vec3 x0 = d[i];
    bvh_query_t query = bvh_query_ray(bvh, x0, c[i] - x0);
    int x1 = (int)0;
    int x2 = (int)1000;
    int index = (int)0;
    while (bvh_query_next(query, index)) {
        x1 += 1;
        x2 = min_int(x2, idx[index]);
    }
    out[i] = x1;
    out1[i] = x2;
}

// Host: read the inputs, run bvh_query_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 128;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 7);
    const size_t bytes_lowers = 64 * sizeof(vec3);
    vec3* h_lowers = (vec3*)read_array(input, bytes_lowers, "lowers");
    const size_t bytes_uppers = 64 * sizeof(vec3);
    vec3* h_uppers = (vec3*)read_array(input, bytes_uppers, "uppers");
    const size_t bytes_c = n * sizeof(vec3);
    vec3* h_c = (vec3*)read_array(input, bytes_c, "c");
    const size_t bytes_d = n * sizeof(vec3);
    vec3* h_d = (vec3*)read_array(input, bytes_d, "d");
    const size_t bytes_idx = 64 * sizeof(int);
    int* h_idx = (int*)read_array(input, bytes_idx, "idx");
    const size_t bytes_out = n * sizeof(int);
    int* h_out = (int*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(int);
    int* h_out1 = (int*)read_array(input, bytes_out1, "out1");
    close_file(input, input_path);

    vec3* d_lowers = (vec3*)to_device(h_lowers, bytes_lowers);
    vec3* d_uppers = (vec3*)to_device(h_uppers, bytes_uppers);
    vec3* d_c = (vec3*)to_device(h_c, bytes_c);
    vec3* d_d = (vec3*)to_device(h_d, bytes_d);
    int* d_idx = (int*)to_device(h_idx, bytes_idx);
    int* d_out = (int*)to_device(h_out, bytes_out);
    int* d_out1 = (int*)to_device(h_out1, bytes_out1);
    const Bvh d_bvh = {d_lowers, d_uppers, 64};  // bvh: the boxes of Warp's BVH

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    bvh_query_s000002<<<blocks, threads>>>(d_lowers, d_uppers, d_c, d_d, d_idx, d_bvh, d_out, d_out1, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_out1, d_out1, bytes_out1);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 2);
    write_array(output, h_out, bytes_out);
    write_array(output, h_out1, bytes_out1);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_lowers));
    free(h_lowers);
    CUDA_CHECK(cudaFree(d_uppers));
    free(h_uppers);
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_d));
    free(h_d);
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
