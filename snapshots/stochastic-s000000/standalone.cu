// stochastic_s000000: standalone CUDA translation of the Warp kernel (stochastic, seed 0).
// Build: nvcc -arch=sm_90 -o stochastic_s000000 stochastic_s000000.cu
// Run:   ./stochastic_s000000 INPUTS.bin OUTPUTS.bin
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

// Warp's CPU inverse error function (crt.h): Cephes' ndtri (Moshier, 1984) in double.
#ifndef __CUDA_ARCH__
static inline double cephes_polevl(double x, const double* coefs, int N)
{
    double ans = coefs[0];
    for (int i = 1; i <= N; i++) ans = ans * x + coefs[i];
    return ans;
}

static inline double cephes_p1evl(double x, const double* coefs, int N)
{
    double ans = x + coefs[0];
    for (int i = 1; i < N; i++) ans = ans * x + coefs[i];
    return ans;
}

static inline double cephes_ndtri(double y)
{
    if (y <= 0.0 || y >= 1.0) return (y <= 0.0) ? -(double)INFINITY : (double)INFINITY;
    const double s2pi = 2.50662827463100050242E0;
    const double exp_neg2 = 0.13533528323661269189;
    static const double P0[5] = {-5.99633501014107895267e1, 9.80010754185999661536e1, -5.66762857469070293439e1,
                                 1.39312609387279679503e1, -1.23916583867381258016e0};
    static const double Q0[8] = {1.95448858338141759834e0, 4.67627912898881538453e0, 8.63602421390890590575e1,
                                 -2.25462687854119370527e2, 2.00260212380060660359e2, -8.20372256168333339912e1,
                                 1.59056225126211695515e1, -1.18331621121330003142e0};
    static const double P1[9] = {4.05544892305962419923e0, 3.15251094599893866154e1, 5.71628192246421288162e1,
                                 4.40805073893200834700e1, 1.46849561928858024014e1, 2.18663306850790267539e0,
                                 -1.40256079171354495875e-1, -3.50424626827848203418e-2, -8.57456785154685413611e-4};
    static const double Q1[8] = {1.57799883256466749731e1, 4.53907635128879210584e1, 4.13172038254672030440e1,
                                 1.50425385692907503408e1, 2.50464946208309415979e0, -1.42182922854787788574e-1,
                                 -3.80806407691578277194e-2, -9.33259480895457427372e-4};
    static const double P2[9] = {3.23774891776946035970e0, 6.91522889068984211695e0, 3.93881025292474443415e0,
                                 1.33303460815807542389e0, 2.01485389549179081538e-1, 1.23716634817820021358e-2,
                                 3.01581553508235416007e-4, 2.65806974686737550832e-6, 6.23974539184983293730e-9};
    static const double Q2[8] = {6.02427039364742014255e0, 3.67983563856160859403e0, 1.37702099489081330271e0,
                                 2.16236993594496635890e-1, 1.34204006088543189037e-2, 3.28014464682127739104e-4,
                                 2.89247864745380683936e-6, 6.79019408009981274425e-9};
    int code = 1;
    double y_work = y;
    if (y_work > (1.0 - exp_neg2)) {
        y_work = 1.0 - y_work;
        code = 0;
    }
    if (y_work > exp_neg2) {
        y_work -= 0.5;
        const double y2 = y_work * y_work;
        double x = y_work + y_work * (y2 * cephes_polevl(y2, P0, 4) / cephes_p1evl(y2, Q0, 8));
        x = x * s2pi;
        return x;
    }
    double x = sqrt(-2.0 * log(y_work));
    const double x0 = x - log(x) / x;
    const double z = 1.0 / x;
    const double x1 = x < 8.0 ? z * cephes_polevl(z, P1, 8) / cephes_p1evl(z, Q1, 8) : z * cephes_polevl(z, P2, 8) / cephes_p1evl(z, Q2, 8);
    x = x0 - x1;
    if (code != 0) x = -x;
    return x;
}

static inline double cephes_erfinv(double z)
{
    if (z == 0.0) return 0.0;
    if (z == 1.0) return (double)INFINITY;
    if (z == -1.0) return -(double)INFINITY;
    if (z < -1.0 || z > 1.0) return (double)NAN;
    return cephes_ndtri((z + 1.0) / 2.0) / sqrt(2.0);
}
#endif

__host__ __device__ inline float warp_erfcinv(float x)
{
#ifdef __CUDA_ARCH__
    return erfcinvf(x);
#else
    return (float)cephes_erfinv(1.0 - (double)x);
#endif
}

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
constexpr float RATE = 6.0f;

// The values make_stochastic_s000000 captured (closure variables: Warp inlines each where the kernel reads it).
constexpr float scale = 0.001f;
constexpr float offset = 1.999f;

__device__ float stochastic_s000000_combine(float b, float x0, float a, unsigned int x1, float RATE)
{
    return b + warp_erfcinv(x0) * -1.4142135f * 0.1f + a * ((float)x1 - RATE) * 2.0f;
}

// stochastic kernel, seed 0: one thread per array element.
extern "C" __global__ void stochastic_s000000(
    const float* __restrict__ a,
    const float* __restrict__ b,
    int seed,
    float* out,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned int rng = rand_init(seed + i);
    const float x0 = randf(rng, scale, offset);
    const unsigned int x1 = poisson(rng, RATE);
    out[i] = stochastic_s000000_combine(b[i], x0, a[i], x1, RATE);
}

// Host: read the inputs, run stochastic_s000000 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 128;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 4);
    const size_t bytes_a = n * sizeof(float);
    float* h_a = (float*)read_array(input, bytes_a, "a");
    const size_t bytes_b = n * sizeof(float);
    float* h_b = (float*)read_array(input, bytes_b, "b");
    int h_seed = 0;
    read_value(input, &h_seed, sizeof(h_seed), "seed");
    const size_t bytes_out = n * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    float* d_a = (float*)to_device(h_a, bytes_a);
    float* d_b = (float*)to_device(h_b, bytes_b);
    float* d_out = (float*)to_device(h_out, bytes_out);

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    stochastic_s000000<<<blocks, threads>>>(d_a, d_b, h_seed, d_out, n);
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
