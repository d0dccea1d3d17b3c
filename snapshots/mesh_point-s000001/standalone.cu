// mesh_point_s000001: standalone CUDA translation of the Warp kernel (mesh_point, seed 1).
// Build: nvcc -arch=sm_90 -o mesh_point_s000001 mesh_point_s000001.cu
// Run:   ./mesh_point_s000001 INPUTS.bin OUTPUTS.bin
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

__host__ __device__ inline vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

__host__ __device__ inline vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

__host__ __device__ inline vec3 operator*(vec3 a, float s) { return {a.x * s, a.y * s, a.z * s}; }

__host__ __device__ inline vec3 operator*(float s, vec3 a) { return {a.x * s, a.y * s, a.z * s}; }

__host__ __device__ inline float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__host__ __device__ inline float length(vec3 a) { return sqrtf(dot(a, a)); }

__host__ __device__ inline vec3 cross(vec3 a, vec3 b)
{
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

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

__host__ __device__ inline vec3 mesh_eval_position(Mesh mesh, int tri, float u, float v)
{
    const int i = mesh.indices[tri * 3 + 0];
    const int j = mesh.indices[tri * 3 + 1];
    const int k = mesh.indices[tri * 3 + 2];
    const vec3 p = mesh.points[i];
    const vec3 q = mesh.points[j];
    const vec3 r = mesh.points[k];
    return p * u + q * v + r * (1.0f - u - v);
}

// The barycentrics (u, v) of a, b of the point of triangle (a, b, c) closest to p: Warp's region
// tests in its order, each region's weights computed as Warp's (a vertex's exactly 0 and 1).
__host__ __device__ inline void closest_point_to_triangle(vec3 a, vec3 b, vec3 c, vec3 p, float& u, float& v)
{
    const vec3 ab = b - a;
    const vec3 ac = c - a;
    const vec3 ap = p - a;
    float w;
    const float d1 = dot(ab, ap);
    const float d2 = dot(ac, ap);
    if (d1 <= 0.0f && d2 <= 0.0f) {  // vertex a
        v = 0.0f;
        w = 0.0f;
        u = 1.0f - v - w;
        return;
    }
    const vec3 bp = p - b;
    const float d3 = dot(ab, bp);
    const float d4 = dot(ac, bp);
    if (d3 >= 0.0f && d4 <= d3) {  // vertex b
        v = 1.0f;
        w = 0.0f;
        u = 1.0f - v - w;
        return;
    }
    const float vc = d1 * d4 - d3 * d2;
    if (vc <= 0.0f && d1 >= 0.0f && d3 <= 0.0f) {  // edge ab
        v = d1 / (d1 - d3);
        w = 0.0f;
        u = 1.0f - v - w;
        return;
    }
    const vec3 cp = p - c;
    const float d5 = dot(ab, cp);
    const float d6 = dot(ac, cp);
    if (d6 >= 0.0f && d5 <= d6) {  // vertex c
        v = 0.0f;
        w = 1.0f;
        u = 1.0f - v - w;
        return;
    }
    const float vb = d5 * d2 - d1 * d6;
    if (vb <= 0.0f && d2 >= 0.0f && d6 <= 0.0f) {  // edge ac
        v = 0.0f;
        w = d2 / (d2 - d6);
        u = 1.0f - v - w;
        return;
    }
    const float va = d3 * d6 - d5 * d4;
    if (va <= 0.0f && (d4 - d3) >= 0.0f && (d5 - d6) >= 0.0f) {  // edge bc
        w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        v = 1.0f - w;
        u = 1.0f - v - w;
        return;
    }
    const float denom = 1.0f / (va + vb + vc);  // inside the face
    v = vb * denom;
    w = vc * denom;
    u = 1.0f - v - w;
}

// Warp's furthest point of a triangle (intersect.h furthest_point_to_triangle): the furthest vertex,
// the first of equal distances but for a, kept only when strictly the furthest.
__host__ __device__ inline void furthest_point_to_triangle(vec3 a, vec3 b, vec3 c, vec3 p, float& u, float& v)
{
    const vec3 pa = p - a;
    const vec3 pb = p - b;
    const vec3 pc = p - c;
    const float dist_a = dot(pa, pa);
    const float dist_b = dot(pb, pb);
    const float dist_c = dot(pc, pc);
    u = 0.0f;
    v = 0.0f;
    if (dist_a > dist_b && dist_a > dist_c) u = 1.0f;
    else if (dist_b > dist_c) v = 1.0f;
}

// A point query's answer, as Warp's mesh_query_point_t (all zero when nothing is found).
struct mesh_query_point_t
{
    bool result;  // whether a face was found within the query's distance
    float sign;   // 0 for the _no_sign queries
    int face;
    float u;      // barycentrics of the face's first and second vertex
    float v;
};

// Warp's sliver test: a face whose normal is tiny beside its squared edges is skipped (a face of two
// equal vertices; one of three gives 0 / 0, NaN, which no comparison holds: Warp tests it).
__host__ __device__ inline bool mesh_face_is_sliver(vec3 p, vec3 q, vec3 r)
{
    const vec3 e0 = q - p;
    const vec3 e1 = r - p;
    const vec3 e2 = r - q;
    return length(cross(e0, e1)) / (dot(e0, e0) + dot(e1, e1) + dot(e2, e2)) < 1.e-6f;
}

// The squared distance from `point` of the face's point at (u, v) as Warp computes it: w = 1 - u - v,
// c = u * p + v * q + w * r, then |c - point|^2.
__host__ __device__ inline float mesh_face_point_dist_sq(vec3 p, vec3 q, vec3 r, vec3 point, float u, float v, float& w)
{
    w = 1.0f - u - v;
    const vec3 d = u * p + v * q + w * r - point;
    return dot(d, d);
}

// The face closest to `point` within max_dist (strictly), as Warp's mesh_query_point_no_sign: every
// face but slivers, in index order, keeping a strictly closer one (Warp's dist_sq < min_dist_sq; Warp
// visits its BVH's leaves nearest first, so on faces at exactly the same distance the first in its order
// wins, here the lowest index: the tie rule of the mesh_point category). Warp's u is 1 - v - w again.
__host__ __device__ inline mesh_query_point_t mesh_query_point_no_sign(Mesh mesh, vec3 point, float max_dist)
{
    mesh_query_point_t query = {false, 0.0f, 0, 0.0f, 0.0f};
    float min_dist_sq = max_dist * max_dist;
    float min_v = 0.0f, min_w = 0.0f;
    for (int face = 0; face < mesh.num_tris; ++face) {
        const vec3 p = mesh.points[mesh.indices[face * 3 + 0]];
        const vec3 q = mesh.points[mesh.indices[face * 3 + 1]];
        const vec3 r = mesh.points[mesh.indices[face * 3 + 2]];
        if (mesh_face_is_sliver(p, q, r)) continue;
        float u, v, w;
        closest_point_to_triangle(p, q, r, point, u, v);
        const float dist_sq = mesh_face_point_dist_sq(p, q, r, point, u, v, w);
        if (dist_sq < min_dist_sq) {
            min_dist_sq = dist_sq;
            min_v = v;
            min_w = w;
            query.face = face;
        }
    }
    if (min_dist_sq < max_dist * max_dist) {
        query.result = true;
        query.u = 1.0f - min_v - min_w;
        query.v = min_v;
    }
    return query;
}

// The face whose furthest vertex is furthest from `point`, beyond min_dist (strictly), as Warp's
// mesh_query_furthest_point_no_sign: every face but slivers, in index order, keeping a strictly further
// one (Warp's dist_sq > min_dist_sq; on equal distances Warp's BVH order decides, here the lowest index).
__host__ __device__ inline mesh_query_point_t mesh_query_furthest_point_no_sign(Mesh mesh, vec3 point, float min_dist)
{
    mesh_query_point_t query = {false, 0.0f, 0, 0.0f, 0.0f};
    float max_dist_sq = min_dist * min_dist;
    float max_v = 0.0f, max_w = 0.0f;
    for (int face = 0; face < mesh.num_tris; ++face) {
        const vec3 p = mesh.points[mesh.indices[face * 3 + 0]];
        const vec3 q = mesh.points[mesh.indices[face * 3 + 1]];
        const vec3 r = mesh.points[mesh.indices[face * 3 + 2]];
        if (mesh_face_is_sliver(p, q, r)) continue;
        float u, v, w;
        furthest_point_to_triangle(p, q, r, point, u, v);
        const float dist_sq = mesh_face_point_dist_sq(p, q, r, point, u, v, w);
        if (dist_sq > max_dist_sq) {
            max_dist_sq = dist_sq;
            max_v = v;
            max_w = w;
            query.face = face;
        }
    }
    if (max_dist_sq > min_dist * min_dist) {
        query.result = true;
        query.u = 1.0f - max_v - max_w;
        query.v = max_v;
    }
    return query;
}

// Module constants, which Warp inlines where the kernel reads them.
constexpr float SCALE = 2.0f;
constexpr float OFFSET = 0.5f;

// mesh_point kernel, seed 1: one thread per array element.
extern "C" __global__ void mesh_point_s000001(
    const vec3* __restrict__ points,
    const int* __restrict__ indices,
    const vec3* __restrict__ b,
    Mesh mesh,
    int* out,
    vec3* out1,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const vec3 x0 = b[i];
    const mesh_query_point_t x1 = mesh_query_point_no_sign(mesh, x0, OFFSET);
    out[i] = x1.result ? 1 : 0;
    const mesh_query_point_t x2 = mesh_query_furthest_point_no_sign(mesh, x0, SCALE);
    const vec3 x3 = mesh_eval_position(mesh, x2.face, x2.u, x2.v);
    out1[i] = x3;
}

// Host: read the inputs, run mesh_point_s000001 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 5);
    const size_t bytes_points = 32 * sizeof(vec3);
    vec3* h_points = (vec3*)read_array(input, bytes_points, "points");
    const size_t bytes_indices = 48 * sizeof(int);
    int* h_indices = (int*)read_array(input, bytes_indices, "indices");
    const size_t bytes_b = n * sizeof(vec3);
    vec3* h_b = (vec3*)read_array(input, bytes_b, "b");
    const size_t bytes_out = n * sizeof(int);
    int* h_out = (int*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(vec3);
    vec3* h_out1 = (vec3*)read_array(input, bytes_out1, "out1");
    close_file(input, input_path);

    vec3* d_points = (vec3*)to_device(h_points, bytes_points);
    int* d_indices = (int*)to_device(h_indices, bytes_indices);
    vec3* d_b = (vec3*)to_device(h_b, bytes_b);
    int* d_out = (int*)to_device(h_out, bytes_out);
    vec3* d_out1 = (vec3*)to_device(h_out1, bytes_out1);
    const Mesh d_mesh = {d_points, nullptr, d_indices, 32, 16};  // mesh: the Warp mesh of these arrays

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    mesh_point_s000001<<<blocks, threads>>>(d_points, d_indices, d_b, d_mesh, d_out, d_out1, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    to_host(h_out1, d_out1, bytes_out1);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 2);
    write_array(output, h_out, bytes_out);
    write_array(output, h_out1, bytes_out1);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_points));
    free(h_points);
    CUDA_CHECK(cudaFree(d_indices));
    free(h_indices);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
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
