// mesh_query_s000001: standalone CUDA translation of the Warp kernel (mesh_query, seed 1).
// Build: nvcc -arch=sm_90 -o mesh_query_s000001 mesh_query_s000001.cu
// Run:   ./mesh_query_s000001 INPUTS.bin OUTPUTS.bin
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

__host__ __device__ inline vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

__host__ __device__ inline vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

// A triangle mesh as Warp's Mesh holds it (native/mesh.h): the arrays it was built from. Warp's
// id is the address of its Mesh; here the kernel gets the struct itself, by value.
struct Mesh
{
    const vec3* points;      // num_points vertices
    const vec3* velocities;  // one per vertex, or nullptr: the mesh was built without velocities
    const int* indices;      // three vertex indices per triangle, counterclockwise
    int num_points;
    int num_tris;
};

// Warp's box overlap test (native/intersect.h intersect_aabb_aabb): closed boxes, so boxes that touch
// overlap. (Warp's || of the six tests; | here: the same value, without a branch per test.)
__host__ __device__ inline bool intersect_aabb_aabb(vec3 a_lower, vec3 a_upper, vec3 b_lower, vec3 b_upper)
{
    return !((a_lower.x > b_upper.x) | (a_lower.y > b_upper.y) | (a_lower.z > b_upper.z) | (a_upper.x < b_lower.x) | (a_upper.y < b_lower.y) |
             (a_upper.z < b_lower.z));
}

// A mesh AABB query's state (native/mesh.h mesh_query_aabb_t): its box and the next face to test.
struct mesh_query_aabb_t
{
    Mesh mesh;
    vec3 input_lower;
    vec3 input_upper;
    int next;  // every face, in index order
};

// Every face whose bounds overlap [lower, upper].
__host__ __device__ inline mesh_query_aabb_t mesh_query_aabb(Mesh mesh, vec3 lower, vec3 upper) { return {mesh, lower, upper, 0}; }

// The next face the query finds (its index into `index`), or false when every face has been tested. A
// face's bounds are its three vertices' smallest and largest coordinates (Warp's, made when the mesh is
// built: bounds3::add_point; fminf/fmaxf choose the same values but for the sign of a zero, which no
// comparison sees), tested with Warp's box overlap test.
__host__ __device__ inline bool mesh_query_aabb_next(mesh_query_aabb_t& query, int& index)
{
    while (query.next < query.mesh.num_tris) {
        const int face = query.next++;
        const vec3 p = query.mesh.points[query.mesh.indices[face * 3 + 0]];
        const vec3 q = query.mesh.points[query.mesh.indices[face * 3 + 1]];
        const vec3 r = query.mesh.points[query.mesh.indices[face * 3 + 2]];
        const vec3 lower = {fminf(fminf(p.x, q.x), r.x), fminf(fminf(p.y, q.y), r.y), fminf(fminf(p.z, q.z), r.z)};
        const vec3 upper = {fmaxf(fmaxf(p.x, q.x), r.x), fmaxf(fmaxf(p.y, q.y), r.y), fmaxf(fmaxf(p.z, q.z), r.z)};
        if (intersect_aabb_aabb(query.input_lower, query.input_upper, lower, upper)) {
            index = face;
            return true;
        }
    }
    return false;
}

// mesh_query kernel, seed 1: one thread per array element.
extern "C" __global__ void mesh_query_s000001(
    const vec3* __restrict__ points,
    const int* __restrict__ indices,
    const vec3* __restrict__ b,
    const vec3* __restrict__ c,
    const int* __restrict__ idx,
    Mesh mesh,
    int* out,
    int* out1,
    int* out2,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const vec3 x0 = b[i];
    mesh_query_aabb_t query = mesh_query_aabb(mesh, x0 - c[i], x0 + c[i]);
    int x1 = (int)0;
    int x2 = (int)1000;
    int x3 = (int)0;
    int face = (int)0;
    while (mesh_query_aabb_next(query, face)) {
        x1 += 1;
        x2 = min_int(x2, idx[face]);
        x3 += face;
    }
    out[i] = x1;
    out1[i] = x2;
    out2[i] = x3;
}

// Host: read the inputs, run mesh_query_s000001 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 8);
    const size_t bytes_points = 8 * sizeof(vec3);
    vec3* h_points = (vec3*)read_array(input, bytes_points, "points");
    const size_t bytes_indices = 24 * sizeof(int);
    int* h_indices = (int*)read_array(input, bytes_indices, "indices");
    const size_t bytes_b = n * sizeof(vec3);
    vec3* h_b = (vec3*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(vec3);
    vec3* h_c = (vec3*)read_array(input, bytes_c, "c");
    const size_t bytes_idx = 8 * sizeof(int);
    int* h_idx = (int*)read_array(input, bytes_idx, "idx");
    const size_t bytes_out = n * sizeof(int);
    int* h_out = (int*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(int);
    int* h_out1 = (int*)read_array(input, bytes_out1, "out1");
    const size_t bytes_out2 = n * sizeof(int);
    int* h_out2 = (int*)read_array(input, bytes_out2, "out2");
    close_file(input, input_path);

    vec3* d_points = (vec3*)to_device(h_points, bytes_points);
    int* d_indices = (int*)to_device(h_indices, bytes_indices);
    vec3* d_b = (vec3*)to_device(h_b, bytes_b);
    vec3* d_c = (vec3*)to_device(h_c, bytes_c);
    int* d_idx = (int*)to_device(h_idx, bytes_idx);
    int* d_out = (int*)to_device(h_out, bytes_out);
    int* d_out1 = (int*)to_device(h_out1, bytes_out1);
    int* d_out2 = (int*)to_device(h_out2, bytes_out2);
    const Mesh d_mesh = {d_points, nullptr, d_indices, 8, 8};  // mesh: the Warp mesh of these arrays

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    mesh_query_s000001<<<blocks, threads>>>(d_points, d_indices, d_b, d_c, d_idx, d_mesh, d_out, d_out1, d_out2, n);
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
    CUDA_CHECK(cudaFree(d_points));
    free(h_points);
    CUDA_CHECK(cudaFree(d_indices));
    free(h_indices);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_idx));
    free(h_idx);
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
