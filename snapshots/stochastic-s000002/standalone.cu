// stochastic_s000002: standalone CUDA translation of the Warp kernel (stochastic, seed 2).
// Build: nvcc -arch=sm_90 -o stochastic_s000002 stochastic_s000002.cu
// Run:   ./stochastic_s000002 INPUTS.bin OUTPUTS.bin
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
struct vec2 { float x, y; };

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

__host__ __device__ inline vec2 sample_triangle(unsigned int& state)
{
    const float r = sqrtf(randf(state));
    const float u = 1.0f - r;
    const float v = randf(state) * r;
    return {u, v};
}

__host__ __device__ inline float random_loggam(float x)
{
    const float a[10] = {8.333333333333333e-02f, -2.777777777777778e-03f, 7.936507936507937e-04f, -5.952380952380952e-04f,
                         8.417508417508418e-04f, -1.917526917526918e-03f, 6.410256410256410e-03f, -2.955065359477124e-02f,
                         1.796443723688307e-01f, -1.39243221690590e+00f};
    unsigned int n;
    if ((x == 1.0f) || (x == 2.0f)) {
        return 0.0f;
    } else if (x < 7.0f) {
        n = (unsigned int)(7 - x);
    } else {
        n = 0;
    }
    float x0 = x + (float)n;
    const float x2 = (1.0f / x0) * (1.0f / x0);
    const float lg2pi = 1.8378770664093453f;
    float gl0 = a[9];
    for (int i = 8; i >= 0; i--) {
        gl0 *= x2;
        gl0 += a[i];
    }
    float gl = gl0 / x0 + 0.5f * lg2pi + (x0 - 0.5f) * logf(x0) - x0;
    if (x < 7.0f) {
        for (unsigned int k = 1; k <= n; k++) {
            gl -= logf(x0 - 1.0f);
            x0 -= 1.0f;
        }
    }
    return gl;
}

__host__ __device__ inline unsigned int random_poisson_mult(unsigned int& state, float lam)
{
    const float enlam = expf(-lam);
    unsigned int X = 0;
    float prod = 1.0f;
    while (1) {
        const float U = randf(state);
        prod *= U;
        if (prod > enlam) {
            X += 1;
        } else {
            return X;
        }
    }
}

__host__ __device__ inline unsigned int random_poisson(unsigned int& state, float lam)
{
    const float slam = sqrtf(lam);
    const float loglam = logf(lam);
    const float b = 0.931f + 2.53f * slam;
    const float a = -0.059f + 0.02483f * b;
    const float invalpha = 1.1239f + 1.1328f / (b - 3.4f);
    const float vr = 0.9277f - 3.6224f / (b - 2.0f);
    while (1) {
        const float U = randf(state) - 0.5f;
        const float V = randf(state);
        const float us = 0.5f - fabsf(U);
        const float k = floorf((2.0f * a / us + b) * U + lam + 0.43f);
        if ((us >= 0.07f) && (V <= vr)) {
            return (unsigned int)k;
        }
        if ((k < 0.0f) || ((us < 0.013f) && (V > us))) {
            continue;
        }
        if ((logf(V) + logf(invalpha) - logf(a / (us * us) + b)) <= (-lam + k * loglam - random_loggam(k + 1.0f))) {
            return (unsigned int)k;
        }
    }
}

__host__ __device__ inline unsigned int poisson(unsigned int& state, float lam)
{
    if (lam >= 10.0f) {
        return random_poisson(state, lam);
    } else if (lam == 0.0f) {
        return 0;
    } else {
        return random_poisson_mult(state, lam);
    }
}

// Module constants, which Warp inlines where the kernel reads them.
constexpr float SCALE = 1.0f;
constexpr float OFFSET = 0.25f;

__device__ float stochastic_s000002_combine(vec2 x0, float a, unsigned int x1)
{
    return x0.x * a + x0.y * a + (SCALE - x0.x - x0.y) * SCALE + a * ((float)x1 - 12.0f) * OFFSET;
}

// stochastic kernel, seed 2: one thread per array element.
extern "C" __global__ void stochastic_s000002(
    const float* __restrict__ a,
    int seed,
    float* out,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned int rng = rand_init(seed, i);
    const vec2 x0 = sample_triangle(rng);
    const unsigned int x1 = poisson(rng, 12.0f);
    out[i] = stochastic_s000002_combine(x0, a[i], x1);
}

// Host: read the inputs, run stochastic_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 256;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 3);
    const size_t bytes_a = n * sizeof(float);
    float* h_a = (float*)read_array(input, bytes_a, "a");
    int h_seed = 0;
    read_value(input, &h_seed, sizeof(h_seed), "seed");
    const size_t bytes_out = n * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    float* d_a = (float*)to_device(h_a, bytes_a);
    float* d_out = (float*)to_device(h_out, bytes_out);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    stochastic_s000002<<<blocks, threads>>>(d_a, h_seed, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 1);
    write_array(output, h_out, bytes_out);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_a));
    free(h_a);
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
