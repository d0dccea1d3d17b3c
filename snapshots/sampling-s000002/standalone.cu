// sampling_s000002: standalone CUDA translation of the Warp kernel (sampling, seed 2).
// Build: nvcc -arch=sm_90 -o sampling_s000002 sampling_s000002.cu
// Run:   ./sampling_s000002 INPUTS.bin OUTPUTS.bin
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
struct mat33 { float m[3][3]; };  // row-major, like Warp

// Warp's random numbers (rand.h): a PCG hash (Jarzynski and Olano, JCGT 2020) of a 32-bit state.
__host__ __device__ inline unsigned int rand_pcg(unsigned int state)
{
    unsigned int b = state * 747796405u + 2891336453u;
    unsigned int c = ((b >> ((b >> 28u) + 4u)) ^ b) * 277803737u;
    return (c >> 22u) ^ c;
}

__host__ __device__ inline unsigned int rand_init(int seed) { return rand_pcg((unsigned int)seed); }
__host__ __device__ inline unsigned int rand_init(int seed, int offset) { return rand_pcg((unsigned int)seed + rand_pcg((unsigned int)offset)); }

// Uniform in [0, 1 - 2^-24], in steps of 2^-24: the top 24 bits of the next state.
__host__ __device__ inline float randf(unsigned int& state)
{
    state = rand_pcg(state);
    return (state >> 8) * (1.0f / 16777216.0f);
}
__host__ __device__ inline float randf(unsigned int& state, float lo, float hi) { return (hi - lo) * randf(state) + lo; }

__host__ __device__ inline vec3 sample_unit_sphere_surface(unsigned int& state)
{
    const float phi = acosf(fminf(fmaxf(1.0f - 2.0f * randf(state), -1.0f), 1.0f));
    const float theta = randf(state, 0.0f, 2.0f * 3.14159265358979323846f);
    return {cosf(theta) * sinf(phi), sinf(theta) * sinf(phi), cosf(phi)};
}

__host__ __device__ inline vec3 operator+(vec3 a, vec3 b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }

__host__ __device__ inline vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

__host__ __device__ inline float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__host__ __device__ inline vec3 mat_vec(const mat33& a, vec3 v)
{
    return {a.m[0][0] * v.x + a.m[0][1] * v.y + a.m[0][2] * v.z,
            a.m[1][0] * v.x + a.m[1][1] * v.y + a.m[1][2] * v.z,
            a.m[2][0] * v.x + a.m[2][1] * v.y + a.m[2][2] * v.z};
}

__host__ __device__ inline float norm_pseudo_huber(vec3 v, float delta) { return delta * sqrtf(1.0f + dot(v, v) / (delta * delta)); }

__host__ __device__ inline mat33 matrix_from_rows(vec3 v0, vec3 v1, vec3 v2)
{
    return {{{v0.x, v0.y, v0.z}, {v1.x, v1.y, v1.z}, {v2.x, v2.y, v2.z}}};
}

// The values make_sampling_s000002 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 0.5f;
constexpr int steps = 2;

// sampling kernel, seed 2: one thread per array element.
extern "C" __global__ void sampling_s000002(
    const vec3* __restrict__ a,
    const vec3* __restrict__ b,
    const vec3* __restrict__ c,
    const vec3* __restrict__ d,
    const vec3* __restrict__ e,
    const float* __restrict__ f,
    int seed,
    float* out,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    vec3 x3{};
    vec3 x2{};
    unsigned int rng = rand_init(seed, i);
    const mat33 x0 = matrix_from_rows(a[i], b[i], c[i]);
    float x1 = 0.0f;
    for (int j = 0; j < 2; ++j) {
        x3 = sample_unit_sphere_surface(rng);
        x2 = d[i] + mat_vec(x0, x3);
        x1 += norm_pseudo_huber(x2 - e[i], f[i]);
    }
    out[i] = x1 * scale;
}

// Host: read the inputs, run sampling_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 64;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 8);
    const size_t bytes_a = n * sizeof(vec3);
    vec3* h_a = (vec3*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(vec3);
    vec3* h_b = (vec3*)read_array(input, bytes_b, "b");
    const size_t bytes_c = n * sizeof(vec3);
    vec3* h_c = (vec3*)read_array(input, bytes_c, "c");
    const size_t bytes_d = n * sizeof(vec3);
    vec3* h_d = (vec3*)read_array(input, bytes_d, "d");
    const size_t bytes_e = n * sizeof(vec3);
    vec3* h_e = (vec3*)read_array(input, bytes_e, "e");
    const size_t bytes_f = n * sizeof(float);
    float* h_f = (float*)read_array(input, bytes_f, "f");
    int h_seed = 0;
    read_value(input, &h_seed, sizeof(h_seed), "seed");
    const size_t bytes_out = n * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    vec3* d_a = (vec3*)to_device(h_a, bytes_a);
    vec3* d_b = (vec3*)to_device(h_b, bytes_b);
    vec3* d_c = (vec3*)to_device(h_c, bytes_c);
    vec3* d_d = (vec3*)to_device(h_d, bytes_d);
    vec3* d_e = (vec3*)to_device(h_e, bytes_e);
    float* d_f = (float*)to_device(h_f, bytes_f);
    float* d_out = (float*)to_device(h_out, bytes_out);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    sampling_s000002<<<blocks, threads>>>(d_a, d_b, d_c, d_d, d_e, d_f, h_seed, d_out, n);
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
    CUDA_CHECK(cudaFree(d_c));
    free(h_c);
    CUDA_CHECK(cudaFree(d_d));
    free(h_d);
    CUDA_CHECK(cudaFree(d_e));
    free(h_e);
    CUDA_CHECK(cudaFree(d_f));
    free(h_f);
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
