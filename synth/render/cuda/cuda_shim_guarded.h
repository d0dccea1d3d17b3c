// The CPU emulation's additions for judging CUDA written by someone else (synth/evaluate):
// included after cuda_shim.h.
//
// 1. Device buffers between guard pages. Each cudaMalloc gets its own mapping: the buffer ends
//    where an inaccessible page begins (rounded up to 16 bytes, the largest alignment a kernel
//    may assume), and an inaccessible page comes before it. An access past either end faults;
//    the handler reports it on stderr and exits with status SYNTH_OUT_OF_BOUNDS. The up to 15
//    bytes between the buffer's end and the guard hold 0xff (a NaN in every float type, -1 in
//    every integer): a read there poisons the result, and a write there is found when the buffer
//    is copied back or freed.
// 2. The device intrinsics a hand-written kernel commonly calls that run the same one thread at
//    a time: min/max, __ldg, the fast-math functions (computed precisely: within their error
//    bound), more atomics. __shared__ and __syncthreads() are cuda_shim.h's block mode: a tile
//    record's host code launches by block (every device buffer is tracked, so the two thread
//    orders start from the same memory); any other launch runs thread after thread and stops at
//    a barrier ("__syncthreads() outside a block launch": not emulated). Warp shuffles and votes
//    are left undefined on purpose: a kernel that needs them does not build here, and is
//    reported as not emulated rather than judged wrongly.
#pragma once

#include <signal.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#define SYNTH_OUT_OF_BOUNDS 86

struct SynthGuarded {
    char* base;     // the mapping: guard page, data pages, guard page
    size_t total;   // bytes mapped
    char* data;     // the buffer handed out
    size_t bytes;   // its size as asked
    size_t rounded; // its size up to 16 bytes: the canary bytes are [bytes, rounded)
};

inline SynthGuarded synth_guarded[256];

inline void synth_report_out_of_bounds(const char* what, const void* where)
{
    char message[160];
    int n = snprintf(message, sizeof message, "out-of-bounds %s at %p (outside every device buffer)\n", what, where);
    if (n > 0) (void)!write(2, message, (size_t)n);
    _exit(SYNTH_OUT_OF_BOUNDS);
}

inline void synth_on_fault(int sig, siginfo_t* info, void*)
{
    const char* at = (const char*)info->si_addr;
    for (const SynthGuarded& g : synth_guarded) {
        if (g.base && at >= g.base && at < g.base + g.total) synth_report_out_of_bounds("access", at);
    }
    signal(sig, SIG_DFL);  // another fault: die of it as the program would
}

inline void synth_check_canary(const SynthGuarded& g)
{
    for (size_t k = g.bytes; k < g.rounded; ++k) {
        if ((unsigned char)g.data[k] != 0xffu) synth_report_out_of_bounds("write", g.data + k);
    }
}

template <class T> cudaError_t synth_guarded_malloc(T** p, size_t bytes)
{
    static bool handler = false;
    if (!handler) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = synth_on_fault;
        action.sa_flags = SA_SIGINFO;
        sigaction(SIGSEGV, &action, nullptr);
        sigaction(SIGBUS, &action, nullptr);
        handler = true;
    }
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    const size_t rounded = (bytes + 15) / 16 * 16;
    const size_t pages = (rounded + page - 1) / page;
    const size_t total = (pages + 2) * page;
    for (SynthGuarded& g : synth_guarded) {
        if (g.base) continue;
        void* mapped = mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) return cudaErrorMemoryAllocation;
        char* base = (char*)mapped;
        mprotect(base, page, PROT_NONE);
        mprotect(base + (pages + 1) * page, page, PROT_NONE);
        char* data = base + (pages + 1) * page - rounded;
        memset(data + bytes, 0xff, rounded - bytes);
        g = SynthGuarded{base, total, data, bytes, rounded};
        synth_track(data, bytes);  // block mode restores and compares every device buffer between its two runs
        *p = (T*)data;
        return cudaSuccess;
    }
    return cudaErrorMemoryAllocation;  // more live buffers than any kernel's parameters
}

inline cudaError_t synth_guarded_free(void* p)
{
    for (SynthGuarded& g : synth_guarded) {
        if (g.base && g.data == p) {
            synth_check_canary(g);
            synth_untrack(p);
            munmap(g.base, g.total);
            g = SynthGuarded{};
            return cudaSuccess;
        }
    }
    return cudaSuccess;
}

inline cudaError_t synth_guarded_memcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind)
{
    for (const SynthGuarded& g : synth_guarded) {
        if (g.base && g.data == src) synth_check_canary(g);  // a copy back to the host: the kernel is done
    }
    return cudaMemcpy(dst, src, bytes, kind);
}

#define cudaMalloc synth_guarded_malloc
#define cudaFree synth_guarded_free
#define cudaMemcpy synth_guarded_memcpy

// ---------------------------------------------------------------------------------- intrinsics

// Qualifiers nvcc knows and g++ does not; on one thread at a time they change nothing.
#define __constant__
#define __launch_bounds__(...)
#define __noinline__ __attribute__((noinline))
#define __align__(n) alignas(n)

inline int min(int a, int b) { return a < b ? a : b; }
inline int max(int a, int b) { return a > b ? a : b; }
inline unsigned int min(unsigned int a, unsigned int b) { return a < b ? a : b; }
inline unsigned int max(unsigned int a, unsigned int b) { return a > b ? a : b; }
inline long long min(long long a, long long b) { return a < b ? a : b; }
inline long long max(long long a, long long b) { return a > b ? a : b; }
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double max(double a, double b) { return fmax(a, b); }

template <class T> inline T __ldg(const T* p) { return *p; }

inline float __expf(float x) { return expf(x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log10f(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __tanf(float x) { return tanf(x); }
inline float __powf(float x, float y) { return powf(x, y); }
inline float __fdividef(float x, float y) { return x / y; }
inline float __frcp_rn(float x) { return 1.0f / x; }
inline float __fsqrt_rn(float x) { return sqrtf(x); }
inline float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
inline float __fadd_rn(float a, float b) { return a + b; }
inline float __fmul_rn(float a, float b) { return a * b; }
inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
inline void __sincosf(float x, float* s, float* c) { *s = sinf(x); *c = cosf(x); }
inline void sincosf(float x, float* s, float* c) { *s = sinf(x); *c = cosf(x); }
inline int __float2int_rn(float x) { return (int)nearbyintf(x); }
inline int __float2int_rz(float x) { return (int)x; }

inline double atomicAdd(double* p, double v) { double old = *p; *p = old + v; return old; }
inline unsigned long long atomicAdd(unsigned long long* p, unsigned long long v) { unsigned long long old = *p; *p = old + v; return old; }
inline int atomicSub(int* p, int v) { int old = *p; *p = old - v; return old; }
inline unsigned int atomicSub(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = old - v; return old; }
inline int atomicExch(int* p, int v) { int old = *p; *p = v; return old; }
inline float atomicExch(float* p, float v) { float old = *p; *p = v; return old; }
inline int atomicAnd(int* p, int v) { int old = *p; *p = old & v; return old; }
inline int atomicOr(int* p, int v) { int old = *p; *p = old | v; return old; }
inline int atomicXor(int* p, int v) { int old = *p; *p = old ^ v; return old; }
inline unsigned int atomicAnd(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = old & v; return old; }
inline unsigned int atomicOr(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = old | v; return old; }
inline unsigned int atomicXor(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = old ^ v; return old; }
