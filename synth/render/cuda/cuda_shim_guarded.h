// The CPU emulation's additions for judging CUDA written by someone else (synth/evaluate):
// included after cuda_shim.h.
//
// 1. Device buffers between guard pages. Each cudaMalloc gets its own mapping: an inaccessible
//    page before it and one after it. A buffer is no whole number of pages, so it touches only
//    one of them: its end (rounded up to 16 bytes, the largest alignment a kernel may assume)
//    where the page after begins, or, with SYNTH_GUARD_AT=start in the environment, its start
//    where the page before ends. The evaluator runs every launch both ways, so an access past
//    either end faults in one of them; the handler reports it on stderr and exits with status
//    SYNTH_OUT_OF_BOUNDS. The bytes between the buffer and the other guard page hold 0xff (a NaN
//    in every float type, -1 in every integer): a read there poisons the result, and a write
//    there is found when the buffer is copied back or freed.
// 2. Inputs stay inputs. A buffer the host filled (cudaMemcpy to the device) and never copied
//    back is an input the kernel only reads: if its bytes differ when it is freed, the kernel
//    wrote into it, and the run exits with status SYNTH_INPUT_CHANGED.
// 3. The device intrinsics a hand-written kernel commonly calls that run the same one thread at
//    a time: min/max, __ldg, bit counts and funnel shifts, the fast-math functions (computed
//    precisely: within their error bound), more atomics. __shared__ and __syncthreads() are
//    cuda_shim.h's block mode: a tile record's host code launches by block; any other launch
//    runs thread after thread and stops at a barrier ("__syncthreads() outside a block launch":
//    not emulated). Warp shuffles and votes are left undefined on purpose: a kernel that needs
//    them does not build here, and is reported as not emulated rather than judged wrongly.
#pragma once

#include <signal.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#define SYNTH_OUT_OF_BOUNDS 86
#define SYNTH_INPUT_CHANGED 87

struct SynthGuarded {
    char* base;     // the mapping: guard page, data pages, guard page
    size_t total;   // bytes mapped
    char* data;     // the buffer handed out
    size_t bytes;   // its size as asked
    size_t slack;   // canary bytes (0xff) before data: [base + page, data)
    size_t after;   // canary bytes after data: [data + bytes, data + bytes + after)
    char* sent;     // what the host copied in (an input's bytes), or null
    bool copied_back; // copied to the host: an output
    int number;     // how many buffers were live when it was allocated: its parameter's place among the arrays
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
    for (size_t k = 0; k < g.slack; ++k) {
        if ((unsigned char)(g.data - g.slack)[k] != 0xffu) synth_report_out_of_bounds("write", g.data - g.slack + k);
    }
    for (size_t k = g.bytes; k < g.bytes + g.after; ++k) {
        if ((unsigned char)g.data[k] != 0xffu) synth_report_out_of_bounds("write", g.data + k);
    }
}

inline void synth_check_input(const SynthGuarded& g)
{
    if (!g.sent || g.copied_back) return;
    for (size_t k = 0; k < g.bytes; ++k) {
        if (g.data[k] != g.sent[k]) {
            char message[200];
            int n = snprintf(message, sizeof message, "input changed: the kernel wrote into device array %d (in parameter order, from 0) at byte %zu, an input it may only read\n", g.number, k);
            if (n > 0) (void)!write(2, message, (size_t)n);
            _exit(SYNTH_INPUT_CHANGED);
        }
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
    static const bool at_start = getenv("SYNTH_GUARD_AT") && strcmp(getenv("SYNTH_GUARD_AT"), "start") == 0;
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    const size_t rounded = (bytes + 15) / 16 * 16;
    const size_t pages = (rounded + page - 1) / page + (rounded == 0);
    const size_t total = (pages + 2) * page;
    int live = 0;
    for (const SynthGuarded& g : synth_guarded) live += g.base != nullptr;
    for (SynthGuarded& g : synth_guarded) {
        if (g.base) continue;
        void* mapped = mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) return cudaErrorMemoryAllocation;
        char* base = (char*)mapped;
        mprotect(base, page, PROT_NONE);
        mprotect(base + (pages + 1) * page, page, PROT_NONE);
        memset(base + page, 0xff, pages * page);
        char* data = at_start ? base + page : base + (pages + 1) * page - rounded;
        const size_t slack = (size_t)(data - (base + page));
        g = SynthGuarded{base, total, data, bytes, slack, (size_t)(base + (pages + 1) * page - data) - bytes, nullptr, false, live};
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
            synth_check_input(g);
            free(g.sent);
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
    for (SynthGuarded& g : synth_guarded) {
        if (!g.base) continue;
        if (g.data == src) {  // a copy back to the host: the kernel is done, and the buffer is an output
            synth_check_canary(g);
            g.copied_back = true;
        }
        if (g.data == dst && kind == cudaMemcpyHostToDevice && bytes == g.bytes) {  // an input's (or an output's first) contents
            free(g.sent);
            g.sent = (char*)malloc(bytes ? bytes : 1);
            if (g.sent) memcpy(g.sent, src, bytes);
        }
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

// (int and unsigned atomicSub, atomicAnd, atomicOr and atomicXor, atomicExch of int, unsigned and float, and unsigned atomicCAS:
// cuda_shim.h's, which the lifted kernels use too)
SYNTH_UNCHECKED inline unsigned long long atomicAdd(unsigned long long* p, unsigned long long v) { SYNTH_ATOMIC(p); unsigned long long old = *p; *p = old + v; return old; }
SYNTH_UNCHECKED inline unsigned long long atomicExch(unsigned long long* p, unsigned long long v) { SYNTH_ATOMIC(p); unsigned long long old = *p; *p = v; return old; }
SYNTH_UNCHECKED inline unsigned long long atomicCAS(unsigned long long* p, unsigned long long compare, unsigned long long v) { SYNTH_ATOMIC(p); unsigned long long old = *p; if (old == compare) *p = v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicInc(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = old >= v ? 0u : old + 1u; return old; }
SYNTH_UNCHECKED inline unsigned int atomicDec(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = (old == 0u || old > v) ? v : old - 1u; return old; }
SYNTH_UNCHECKED inline long long atomicMin(long long* p, long long v) { SYNTH_ATOMIC(p); long long old = *p; *p = v < old ? v : old; return old; }
SYNTH_UNCHECKED inline long long atomicMax(long long* p, long long v) { SYNTH_ATOMIC(p); long long old = *p; *p = v > old ? v : old; return old; }
SYNTH_UNCHECKED inline unsigned long long atomicMin(unsigned long long* p, unsigned long long v) { SYNTH_ATOMIC(p); unsigned long long old = *p; *p = v < old ? v : old; return old; }
SYNTH_UNCHECKED inline unsigned long long atomicMax(unsigned long long* p, unsigned long long v) { SYNTH_ATOMIC(p); unsigned long long old = *p; *p = v > old ? v : old; return old; }

// Memory fences order one thread's accesses for the others: one thread at a time needs none.
inline void __threadfence() {}
inline void __threadfence_block() {}
inline void __threadfence_system() {}

// Integer intrinsics: bit counts, bit reversal, funnel shifts, high halves of products.
inline int __popc(unsigned int x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline unsigned int __brev(unsigned int x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
inline unsigned long long __brevll(unsigned long long x) { return ((unsigned long long)__brev((unsigned int)x) << 32) | __brev((unsigned int)(x >> 32)); }
// funnel shifts: the 64-bit hi:lo shifted, the high (left) or low (right) word kept; the shift
// is taken mod 32 (plain) or clamped to 32 (_c)
inline unsigned int synth_funnel(unsigned int lo, unsigned int hi, unsigned int shift, bool left)
{
    const unsigned long long both = ((unsigned long long)hi << 32) | lo;
    return left ? (unsigned int)((both << shift) >> 32) : (unsigned int)(both >> shift);
}
inline unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) { return synth_funnel(lo, hi, shift & 31u, true); }
inline unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift) { return synth_funnel(lo, hi, shift < 32u ? shift : 32u, true); }
inline unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) { return synth_funnel(lo, hi, shift & 31u, false); }
inline unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift) { return synth_funnel(lo, hi, shift < 32u ? shift : 32u, false); }
inline int __mul24(int a, int b) { return (int)((long long)((a << 8) >> 8) * (long long)((b << 8) >> 8)); }
inline unsigned int __umul24(unsigned int a, unsigned int b) { return (a & 0xffffffu) * (b & 0xffffffu); }
inline int __mulhi(int a, int b) { return (int)(((long long)a * (long long)b) >> 32); }
inline unsigned int __umulhi(unsigned int a, unsigned int b) { return (unsigned int)(((unsigned long long)a * b) >> 32); }
inline long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) { return (unsigned long long)(((unsigned __int128)a * b) >> 64); }
inline unsigned int __sad(int a, int b, unsigned int c) { return (unsigned int)(a > b ? a - b : b - a) + c; }
inline unsigned int __usad(unsigned int a, unsigned int b, unsigned int c) { return (a > b ? a - b : b - a) + c; }

// More float intrinsics (computed precisely: within the device's error bounds).
inline float __exp10f(float x) { return exp10f(x); }
inline float __fsub_rn(float a, float b) { return a - b; }
inline float __fdiv_rn(float a, float b) { return a / b; }
inline float __frsqrt_rn(float x) { return 1.0f / sqrtf(x); }
inline double __dadd_rn(double a, double b) { return a + b; }
inline double __dmul_rn(double a, double b) { return a * b; }
inline double __fma_rn(double a, double b, double c) { return fma(a, b, c); }
inline float __int2float_rn(int x) { return (float)x; }
inline float __uint2float_rn(unsigned int x) { return (float)x; }
inline unsigned int __float2uint_rn(float x) { return (unsigned int)nearbyintf(x); }
inline unsigned int __float2uint_rz(float x) { return (unsigned int)x; }
inline int __float2int_rd(float x) { return (int)floorf(x); }
inline int __float2int_ru(float x) { return (int)ceilf(x); }
inline float __double2float_rn(double x) { return (float)x; }
inline int __double2int_rn(double x) { return (int)nearbyint(x); }
inline unsigned int __float_as_uint(float f) { unsigned int u; memcpy(&u, &f, sizeof u); return u; }
inline float __uint_as_float(unsigned int u) { float f; memcpy(&f, &u, sizeof f); return f; }
inline long long __double_as_longlong(double d) { long long i; memcpy(&i, &d, sizeof i); return i; }
inline double __longlong_as_double(long long i) { double d; memcpy(&d, &i, sizeof d); return d; }
