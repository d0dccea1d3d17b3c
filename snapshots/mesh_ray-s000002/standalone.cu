// mesh_ray_s000002: standalone CUDA translation of the Warp kernel (mesh_ray, seed 2).
// Build: nvcc -arch=sm_90 -o mesh_ray_s000002 mesh_ray_s000002.cu
// Run:   ./mesh_ray_s000002 INPUTS.bin OUTPUTS.bin
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

__host__ __device__ inline float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__host__ __device__ inline float length(vec3 a) { return sqrtf(dot(a, a)); }

// Warp's normalize: the zero vector when the length is 0.
__host__ __device__ inline vec3 normalize(vec3 a)
{
    const float l = length(a);
    if (l > 0.0f) return {a.x / l, a.y / l, a.z / l};
    return {0.0f, 0.0f, 0.0f};
}

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

// a * b - c * d with one rounding error fewer (Warp's diff_product: two fmaf).
__host__ __device__ inline float diff_product(float a, float b, float c, float d)
{
    const float cd = c * d;
    const float diff = fmaf(a, b, -cd);
    const float error = fmaf(-c, d, cd);
    return diff + error;
}

// Whether the ray p + t * dir crosses triangle (a, b, c), where (t), its barycentrics u, v (of a and b),
// its determinant (sign: negative from the back) and the unnormalized normal (b - a) x (c - a): Warp's
// watertight test, the same operations in the same order; the components by index through arrays.
__host__ __device__ inline bool intersect_ray_tri_woop(vec3 p, vec3 dir, vec3 a, vec3 b, vec3 c, float& t, float& u, float& v, float& sign, vec3& normal)
{
    const float d[3] = {dir.x, dir.y, dir.z};
    int kz = 0;  // dir's longest axis (Warp's max_dim: the first of the largest |component|)
    if (fabsf(d[1]) > fabsf(d[kz])) kz = 1;
    if (fabsf(d[2]) > fabsf(d[kz])) kz = 2;
    int kx = kz + 1;
    if (kx == 3) kx = 0;
    int ky = kx + 1;
    if (ky == 3) ky = 0;
    if (d[kz] < 0.0f) {
        const int tmp = kx;
        kx = ky;
        ky = tmp;
    }
    const float Sx = d[kx] / d[kz];
    const float Sy = d[ky] / d[kz];
    const float Sz = 1.0f / d[kz];
    const vec3 a_p = a - p;
    const vec3 b_p = b - p;
    const vec3 c_p = c - p;
    const float A[3] = {a_p.x, a_p.y, a_p.z};
    const float B[3] = {b_p.x, b_p.y, b_p.z};
    const float C[3] = {c_p.x, c_p.y, c_p.z};
    const float Ax = A[kx] - Sx * A[kz];
    const float Ay = A[ky] - Sy * A[kz];
    const float Bx = B[kx] - Sx * B[kz];
    const float By = B[ky] - Sy * B[kz];
    const float Cx = C[kx] - Sx * C[kz];
    const float Cy = C[ky] - Sy * C[kz];
    float U = diff_product(Cx, By, Cy, Bx);
    float V = diff_product(Ax, Cy, Ay, Cx);
    float W = diff_product(Bx, Ay, By, Ax);
    if (U == 0.0f || V == 0.0f || W == 0.0f) {  // on an edge: the products again in double, as Warp's
        U = (float)((double)Cx * (double)By - (double)Cy * (double)Bx);
        V = (float)((double)Ax * (double)Cy - (double)Ay * (double)Cx);
        W = (float)((double)Bx * (double)Ay - (double)By * (double)Ax);
    }
    if ((U < 0.0f || V < 0.0f || W < 0.0f) && (U > 0.0f || V > 0.0f || W > 0.0f)) return false;
    const float det = U + V + W;
    if (det == 0.0f) return false;
    const float T = U * (Sz * A[kz]) + V * (Sz * B[kz]) + W * (Sz * C[kz]);
    if ((det < 0.0f ? -T : T) < 0.0f) return false;  // Warp's xorf(T, sign_mask(det)) < 0: behind the start
    const float rcp_det = 1.0f / det;
    u = U * rcp_det;
    v = V * rcp_det;
    t = T * rcp_det;
    sign = det;
    normal = cross(b - a, c - a);
    return true;
}

// A ray query's answer, as Warp's mesh_query_ray_t (all zero when nothing is hit).
struct mesh_query_ray_t
{
    bool result;  // whether a face was hit before max_t
    float sign;   // the hit face's determinant: negative when hit from the back
    int face;
    float t;      // the hit's distance along the ray, in multiples of dir
    float u;
    float v;
    vec3 normal;  // the hit face's unit normal
};

// The closest face the ray start + t * dir hits with 0 <= t < max_t. Every face, in index order,
// keeping a hit only when strictly closer (Warp's tri_t < min_t): on faces at exactly the same t the
// lowest index wins here, the first in its BVH's order in Warp (the tie rule of the mesh_ray category).
__host__ __device__ inline mesh_query_ray_t mesh_query_ray(Mesh mesh, vec3 start, vec3 dir, float max_t)
{
    mesh_query_ray_t query = {false, 0.0f, 0, 0.0f, 0.0f, 0.0f, {0.0f, 0.0f, 0.0f}};
    float min_t = max_t;
    vec3 min_normal = {0.0f, 0.0f, 0.0f};
    for (int face = 0; face < mesh.num_tris; ++face) {
        const vec3 p = mesh.points[mesh.indices[face * 3 + 0]];
        const vec3 q = mesh.points[mesh.indices[face * 3 + 1]];
        const vec3 r = mesh.points[mesh.indices[face * 3 + 2]];
        float t, u, v, sign;
        vec3 n;
        // (Warp also asks t >= 0, which the test's own T check already ensures: T and det of one sign)
        if (intersect_ray_tri_woop(start, dir, p, q, r, t, u, v, sign, n) && t < min_t) {
            min_t = t;
            min_normal = n;
            query = {true, sign, face, t, u, v, n};
        }
    }
    if (query.result) query.normal = normalize(min_normal);
    return query;
}

// The values make_mesh_ray_s000002 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 4.0f;

// mesh_ray kernel, seed 2: one thread per array element.
extern "C" __global__ void mesh_ray_s000002(
    const vec3* __restrict__ points,
    const int* __restrict__ indices,
    const vec3* __restrict__ b,
    const vec3* __restrict__ c,
    Mesh mesh,
    vec3* out,
    float* out1,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    const vec3 x0 = c[i];
    const vec3 x1 = normalize(b[i] - x0);
    const mesh_query_ray_t x2 = mesh_query_ray(mesh, x0, x1, scale);
    out[i] = x0 + x1 * x2.t;
    out1[i] = x2.result ? x2.t : 0.0f;
}

// Host: read the inputs, run mesh_ray_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 6);
    const size_t bytes_points = 8 * sizeof(vec3);
    vec3* h_points = (vec3*)read_array(input, bytes_points, "points");
    const size_t bytes_indices = 96 * sizeof(int);
    int* h_indices = (int*)read_array(input, bytes_indices, "indices");
    const size_t bytes_b = n * sizeof(vec3);
    vec3* h_b = (vec3*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(vec3);
    vec3* h_c = (vec3*)read_array(input, bytes_c, "c");
    const size_t bytes_out = n * sizeof(vec3);
    vec3* h_out = (vec3*)read_array(input, bytes_out, "out");
    const size_t bytes_out1 = n * sizeof(float);
    float* h_out1 = (float*)read_array(input, bytes_out1, "out1");
    close_file(input, input_path);

    vec3* d_points = (vec3*)to_device(h_points, bytes_points);
    int* d_indices = (int*)to_device(h_indices, bytes_indices);
    vec3* d_b = (vec3*)to_device(h_b, bytes_b);
    vec3* d_c = (vec3*)to_device(h_c, bytes_c);
    vec3* d_out = (vec3*)to_device(h_out, bytes_out);
    float* d_out1 = (float*)to_device(h_out1, bytes_out1);
    const Mesh d_mesh = {d_points, nullptr, d_indices, 8, 32};  // mesh: the Warp mesh of these arrays

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    mesh_ray_s000002<<<blocks, threads>>>(d_points, d_indices, d_b, d_c, d_mesh, d_out, d_out1, n);
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
