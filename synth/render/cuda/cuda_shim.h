// A tiny CUDA runtime for the CPU: lets a standalone .cu from synth/render/cuda.py compile
// with g++ and run its kernel thread after thread (synth/toolchain/emulate.py builds and runs it);
// a tile kernel's blocks run their threads together (block mode, below emulate_launch).
//
// Threads run one at a time, in order, so a plain read-modify-write is a correct atomic,
// and thread-local threadIdx/blockIdx stand in for the hardware registers. "Device"
// memory is host memory. Math comes from <math.h>: the float functions (sinf, expf, ...)
// that Warp's CPU kernels call too.
#pragma once

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
// __restrict__ is a g++ keyword already.

struct uint3 {
    unsigned x, y, z;
};

struct dim3 {
    unsigned x, y, z;
    dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}
};

// Warp's CPU build of a tile module is at clang -O2 (Warp's default; a module of other kernels is
// built at -O0, synth.warp.warp_ir.cpu_level). There LLVM's library-call simplifier replaces pow by
// a constant exponent: pow(x, 0.5) by sqrt (fixed up for -0 and -inf), pow(x, 2) by x * x and
// pow(x, -1) by 1 / x, which glibc's pow rounds differently on some inputs (1 ulp). A tile kernel's
// emulation calls these (``using`` in its namespace, synth/toolchain/emulate.py) so it rounds as
// that build does. The exponent is tested at run time: a variable exponent equal to one of these is
// replaced too, where LLVM replaces only what it knows to be constant (the generator's exponents are
// constants).
namespace warp_cpu_optimized {
template <class T> inline T simplified_pow(T x, T y, T (*library_pow)(T, T), T (*root)(T), T (*magnitude)(T))
{
    if (y == T(0.5)) return x == -T(INFINITY) ? T(INFINITY) : magnitude(root(x));
    if (y == T(2)) return x * x;
    if (y == T(-1)) return T(1) / x;
    return library_pow(x, y);
}
inline float powf(float x, float y) { return simplified_pow<float>(x, y, ::powf, ::sqrtf, ::fabsf); }
inline double pow(double x, double y) { return simplified_pow<double>(x, y, ::pow, ::sqrt, ::fabs); }
}  // namespace warp_cpu_optimized

// The evaluator's race check (cuda_shim_races.h, for a candidate's kernel: synth/evaluate) is told
// which thread of which block runs, and in which phase between barriers; an atomic names its
// access. Without SYNTH_RACE_CHECK (the dataset's own emulation) these are nothing.
#ifdef SYNTH_RACE_CHECK
inline void synth_race_enter(unsigned thread, unsigned block, unsigned phase);
inline void synth_race_leave();
inline void synth_race_launch();
inline void synth_race_atomic(const void* p, unsigned bytes);
#define SYNTH_ATOMIC(p) synth_race_atomic(p, sizeof *(p))
#define SYNTH_UNCHECKED __attribute__((no_sanitize_thread))
#else
#define synth_race_enter(thread, block, phase) (void)0
#define synth_race_leave() (void)0
#define synth_race_launch() (void)0
#define SYNTH_ATOMIC(p) (void)0
#define SYNTH_UNCHECKED
#endif

inline thread_local uint3 threadIdx = {0, 0, 0};
inline thread_local uint3 blockIdx = {0, 0, 0};
inline thread_local dim3 blockDim;
inline thread_local dim3 gridDim;

// Runs body() once per thread, in the row-major order of the global thread index with x
// fastest: the order Warp's CPU runs a launch in (its last index fastest, which the .cu maps
// to x), so atomic sums add up in the same order. A 1-D launch is block after block.
template <class Body> void emulate_launch(dim3 grid, dim3 block, Body body)
{
    gridDim = grid;
    blockDim = block;
    synth_race_launch();
    for (unsigned z = 0; z < grid.z * block.z; ++z) {
        for (unsigned y = 0; y < grid.y * block.y; ++y) {
            for (unsigned x = 0; x < grid.x * block.x; ++x) {
                blockIdx = {x / block.x, y / block.y, z / block.z};
                threadIdx = {x % block.x, y % block.y, z % block.z};
                const unsigned b = blockIdx.x + grid.x * (blockIdx.y + grid.y * blockIdx.z);
                synth_race_enter(threadIdx.x + block.x * (threadIdx.y + block.y * threadIdx.z), b, 0);
                body();
                synth_race_leave();
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Block mode, for kernels whose threads cooperate through shared memory (tile kernels,
// synth/render/cuda_tiles.py): a block's threads run together, each a fiber (ucontext) on its
// own stack. A fiber runs until its next __syncthreads() or its end; when every thread of the
// block waits at the barrier, the next phase starts. Blocks run one after another, in the order
// of emulate_launch.
//
// __shared__ arrays are static, in their own linker section: one copy, which every thread of the
// running block sees. It is filled with 0xff bytes (a NaN float, int -1) when each block starts,
// so a read of an element no thread wrote shows.
//
// A missing or misplaced barrier is made visible, not hidden: the whole launch runs twice from the
// same device memory, the threads of every phase resumed in ascending order, then in descending
// order. A thread that reads (or overwrites) a shared element another thread writes (or reads) in
// the same phase sees a different value in the two runs; the device memory after them then
// differs and the emulation fails (exit status 3, "emulation: race: ..." on stderr). It fails too
// when the threads of a block wait at different barriers, or some wait while others have returned.
// Atomics cannot cause a false alarm: each element of a block's tile is added by one thread, and
// blocks run in the same order in both runs. (That holds for the harness's own kernels; a
// candidate's may add floats into one shared element from many threads. The evaluator's build,
// SYNTH_RACE_CHECK, runs the launch once and checks every access instead: cuda_shim_races.h.)
#define __shared__ static __attribute__((section("synth_shared")))
#define __launch_bounds__(...)  // the bound is checked at the launch (emulate_block_launch's max_threads)

extern "C" char __start_synth_shared[] __attribute__((weak));  // the section's bounds (the linker's; null without it)
extern "C" char __stop_synth_shared[] __attribute__((weak));

struct SynthAllocation {
    void* ptr;
    size_t bytes;
};

inline SynthAllocation* synth_allocations = nullptr;  // every live cudaMalloc, in allocation order
inline int synth_allocation_count = 0;

inline void synth_track(void* ptr, size_t bytes)
{
    synth_allocations = (SynthAllocation*)realloc(synth_allocations, (synth_allocation_count + 1) * sizeof(SynthAllocation));
    if (!synth_allocations) {
        fprintf(stderr, "emulation: out of memory\n");
        exit(EXIT_FAILURE);
    }
    synth_allocations[synth_allocation_count++] = {ptr, bytes};
}

inline void synth_untrack(void* ptr)
{
    for (int k = 0; k < synth_allocation_count; ++k) {
        if (synth_allocations[k].ptr == ptr) {
            synth_allocations[k] = synth_allocations[--synth_allocation_count];
            return;
        }
    }
}

[[noreturn]] inline void synth_fail(const char* what)
{
    fprintf(stderr, "emulation: race: %s\n", what);
    exit(3);
}

struct SynthFiber {
    ucontext_t context;
    char* stack;
    int line;  // the __syncthreads() it waits at
    bool done;
};

constexpr size_t SYNTH_STACK_BYTES = 256 * 1024;
inline SynthFiber* synth_fibers = nullptr;
inline int synth_fiber_capacity = 0;
inline int synth_current = -1;  // the fiber running, -1 between phases
inline ucontext_t synth_scheduler;
inline void (*synth_body)(void*) = nullptr;
inline void* synth_body_arg = nullptr;

template <class Body> void synth_call(void* body) { (*static_cast<Body*>(body))(); }

inline void synth_fiber_main()
{
    synth_body(synth_body_arg);
    synth_fibers[synth_current].done = true;  // returning resumes the scheduler (uc_link)
}

inline void synth_syncthreads(int line)
{
    if (synth_current < 0) synth_fail("__syncthreads() outside a block launch");
    SynthFiber& fiber = synth_fibers[synth_current];
    fiber.line = line;
    swapcontext(&fiber.context, &synth_scheduler);
}

// A function, not a macro (nvcc's is a function: a kernel cannot tell the emulation by it); the
// default argument is the caller's line, which names the barrier.
inline void __syncthreads(int line = __builtin_LINE()) { synth_syncthreads(line); }

// Runs one block to its end, phase after phase, the threads of each phase in ascending (or descending) order.
inline void synth_run_block(int threads, dim3 block, bool descending)
{
    if (__stop_synth_shared != __start_synth_shared) memset(__start_synth_shared, 0xff, __stop_synth_shared - __start_synth_shared);
    for (int t = 0; t < threads; ++t) {
        SynthFiber& f = synth_fibers[t];
        f.done = false;
        f.line = 0;
        getcontext(&f.context);
        f.context.uc_stack.ss_sp = f.stack;
        f.context.uc_stack.ss_size = SYNTH_STACK_BYTES;
        f.context.uc_link = &synth_scheduler;
        makecontext(&f.context, synth_fiber_main, 0);
    }
    const unsigned block_number = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    for (unsigned phase = 0;; ++phase) {
        for (int k = 0; k < threads; ++k) {
            const int t = descending ? threads - 1 - k : k;
            if (synth_fibers[t].done) continue;
            threadIdx = {t % block.x, (t / block.x) % block.y, t / (block.x * block.y)};
            synth_current = t;
            synth_race_enter((unsigned)t, block_number, phase);
            swapcontext(&synth_scheduler, &synth_fibers[t].context);
            synth_race_leave();
        }
        synth_current = -1;
        int waiting = 0, line = 0;
        char what[200];
        for (int t = 0; t < threads; ++t) {
            const SynthFiber& f = synth_fibers[t];
            if (f.done) continue;
            if (waiting++ == 0) {
                line = f.line;
            } else if (f.line != line) {
                snprintf(what, sizeof what, "threads of block (%u, %u, %u) wait at different __syncthreads() (lines %d and %d)",
                         blockIdx.x, blockIdx.y, blockIdx.z, line, f.line);
                synth_fail(what);
            }
        }
        if (waiting == 0) return;
        if (waiting < threads) {
            snprintf(what, sizeof what, "%d of the %d threads of block (%u, %u, %u) wait at __syncthreads() (line %d) after the others returned",
                     waiting, threads, blockIdx.x, blockIdx.y, blockIdx.z, line);
            synth_fail(what);
        }
    }
}

// The block-mode launch: the whole grid twice (ascending, then descending thread order in every
// phase) from the same device memory, which must come out byte-identical. ``max_threads`` is the
// kernel's __launch_bounds__: a launch of more threads per block fails, as it does on a GPU
// (exit status 3, "emulation: launch: ..."), before any thread writes past the block's arrays.
template <class Body> void emulate_block_launch(dim3 grid, dim3 block, int max_threads, Body body)
{
    gridDim = grid;
    blockDim = block;
    const int threads = (int)(block.x * block.y * block.z);
    if (threads > max_threads) {
        fprintf(stderr, "emulation: launch: %d threads per block, more than the kernel's __launch_bounds__(%d)\n", threads, max_threads);
        exit(3);
    }
    if (threads > synth_fiber_capacity) {
        synth_fibers = (SynthFiber*)realloc(synth_fibers, threads * sizeof(SynthFiber));
        for (int t = synth_fiber_capacity; t < threads; ++t) synth_fibers[t].stack = (char*)malloc(SYNTH_STACK_BYTES);
        synth_fiber_capacity = threads;
    }
    synth_body = &synth_call<Body>;
    synth_body_arg = &body;
    char** before = (char**)malloc((synth_allocation_count + 1) * sizeof(char*));
    for (int k = 0; k < synth_allocation_count; ++k) {
        before[k] = (char*)malloc(synth_allocations[k].bytes + 1);
        memcpy(before[k], synth_allocations[k].ptr, synth_allocations[k].bytes);
    }
#ifdef SYNTH_RACE_CHECK
    const int passes = 1;  // the race check sees every conflicting access: one order is enough
#else
    const int passes = 2;
#endif
    synth_race_launch();
    for (int pass = 0; pass < passes; ++pass) {
        if (pass == 1) {  // keep the first run's memory in `before`, restore the memory the launch started from
            for (int k = 0; k < synth_allocation_count; ++k) {
                char* first = (char*)malloc(synth_allocations[k].bytes + 1);
                memcpy(first, synth_allocations[k].ptr, synth_allocations[k].bytes);
                memcpy(synth_allocations[k].ptr, before[k], synth_allocations[k].bytes);
                free(before[k]);
                before[k] = first;
            }
        }
        for (unsigned z = 0; z < grid.z; ++z)
            for (unsigned y = 0; y < grid.y; ++y)
                for (unsigned x = 0; x < grid.x; ++x) {
                    blockIdx = {x, y, z};
                    synth_run_block(threads, block, pass == 1);
                }
    }
    for (int k = 0; k < synth_allocation_count && passes == 2; ++k) {
        const char* a = before[k];
        const char* b = (const char*)synth_allocations[k].ptr;
        for (size_t i = 0; i < synth_allocations[k].bytes; ++i) {
            if (a[i] != b[i]) {
                char what[240];
                snprintf(what, sizeof what,
                         "the result depends on the order of a block's threads between barriers (a missing or misplaced __syncthreads()): "
                         "device array %d (in parameter order, from 0) differs at byte %zu", k, i);
                synth_fail(what);
            }
        }
    }
    for (int k = 0; k < synth_allocation_count; ++k) free(before[k]);
    free(before);
}

// Bit casts, as the CUDA intrinsics.
inline int __float_as_int(float f)
{
    int i;
    memcpy(&i, &f, sizeof i);
    return i;
}

inline float __int_as_float(int i)
{
    float f;
    memcpy(&f, &i, sizeof f);
    return f;
}

// Half precision (the subset of cuda_fp16.h the rendered .cu calls), so the emulation needs
// no CUDA headers. Conversions round to nearest, ties to even, with denormals, overflow to
// infinity from 65520 up (the half-way point past 65504) and NaN kept NaN (quiet, the payload's
// top bits): the conversion Warp's CPU kernels make (clang's _Float16) and numpy's; tested on
// every half and on every tie (tests/unit/render/test_half.py). Arithmetic widens to float, operates
// and rounds once: Warp's half operators exactly, and, because float carries 24 >= 2 * 11 + 2
// bits, also the correctly rounded half operation the GPU's __hadd_rn/__hsub_rn/__hmul_rn perform.
struct __half {
    unsigned short __x;
};

inline __half __float2half_rn(float f)
{
    unsigned int u;
    memcpy(&u, &f, sizeof u);
    const unsigned int sign = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    unsigned int h;
    if (a > 0x7f800000u) {
        h = 0x7e00u | ((a >> 13) & 0x3ffu);  // NaN: quiet
    } else if (a >= 0x477ff000u) {
        h = 0x7c00u;  // 65520 and up (and infinity): infinity
    } else if (a >= 0x38800000u) {
        const unsigned int m = a - 0x38000000u;  // 2^-14 and up: rebias the exponent from 127 to 15
        h = (m + 0xfffu + ((m >> 13) & 1u)) >> 13;  // round the 13 dropped bits to nearest even
    } else if (a >= 0x33000000u) {
        const unsigned int shift = 126u - (a >> 23);  // a denormal half counts 2^-24s: 14 to 24 bits drop
        const unsigned int mant = (a & 0x7fffffu) | 0x800000u;
        const unsigned int rest = mant & ((1u << shift) - 1u), tie = 1u << (shift - 1u);
        h = mant >> shift;
        h += rest > tie || (rest == tie && (h & 1u));
    } else {
        h = 0u;  // below 2^-25 (half the smallest denormal): zero
    }
    __half r;
    r.__x = (unsigned short)(sign | h);
    return r;
}

inline float __half2float(__half h)
{
    const unsigned int sign = (h.__x & 0x8000u) << 16, e = (h.__x >> 10) & 0x1fu, m = h.__x & 0x3ffu;
    unsigned int u;
    if (e == 0x1fu) {
        u = sign | 0x7f800000u | (m << 13);  // infinity, NaN
    } else if (e != 0u) {
        u = sign | ((e + 112u) << 23) | (m << 13);
    } else {
        const float f = (float)m * 5.9604644775390625e-8f;  // zero or a denormal: m * 2^-24, exact
        return sign ? -f : f;
    }
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

inline __half __hadd_rn(__half a, __half b) { return __float2half_rn(__half2float(a) + __half2float(b)); }
inline __half __hsub_rn(__half a, __half b) { return __float2half_rn(__half2float(a) - __half2float(b)); }
inline __half __hmul_rn(__half a, __half b) { return __float2half_rn(__half2float(a) * __half2float(b)); }
inline __half __hneg(__half a) { a.__x ^= 0x8000u; return a; }

// bfloat16 (the subset of cuda_bf16.h the rendered .cu calls): a float's top 16 bits. The
// conversion from float rounds to nearest, ties to even, and keeps a NaN a NaN by setting its
// quiet bit where the dropped bits held its whole payload: Warp's own (builtin.h's
// wp_float_to_bfloat16_bits_sw), which Warp's CPU kernels call; the device's cvt.rn.bf16.f32
// rounds the same way (a NaN aside). Arithmetic widens to float, operates and rounds once.
struct __nv_bfloat16 {
    unsigned short __x;
};

inline __nv_bfloat16 __float2bfloat16_rn(float f)
{
    unsigned int u;
    memcpy(&u, &f, sizeof u);
    __nv_bfloat16 r;
    if ((u & 0x7f800000u) == 0x7f800000u) {  // infinity or NaN: truncated, a NaN kept quiet
        r.__x = (unsigned short)(u >> 16);
        if ((u & 0x7fffffu) != 0u && (r.__x & 0x7fu) == 0u) r.__x |= 0x40u;
        return r;
    }
    r.__x = (unsigned short)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
    return r;
}

inline float __bfloat162float(__nv_bfloat16 h)
{
    const unsigned int u = (unsigned int)h.__x << 16;
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

// Atomics: sequential threads make read-modify-write exact. Each returns the old value. An int sum
// wraps around as the device's atomicAdd does (added as unsigned: no signed overflow, which C++ leaves undefined).
SYNTH_UNCHECKED inline float atomicAdd(float* p, float v) { SYNTH_ATOMIC(p); float old = *p; *p = old + v; return old; }
SYNTH_UNCHECKED inline double atomicAdd(double* p, double v) { SYNTH_ATOMIC(p); double old = *p; *p = old + v; return old; }
SYNTH_UNCHECKED inline __half atomicAdd(__half* p, __half v) { SYNTH_ATOMIC(p); __half old = *p; *p = __hadd_rn(old, v); return old; }
SYNTH_UNCHECKED inline int atomicAdd(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = (int)((unsigned int)old + (unsigned int)v); return old; }
SYNTH_UNCHECKED inline int atomicMin(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = v < old ? v : old; return old; }
SYNTH_UNCHECKED inline int atomicMax(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = v > old ? v : old; return old; }
SYNTH_UNCHECKED inline int atomicCAS(int* p, int compare, int v) { SYNTH_ATOMIC(p); int old = *p; if (old == compare) *p = v; return old; }
SYNTH_UNCHECKED inline int atomicSub(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = (int)((unsigned int)old - (unsigned int)v); return old; }
SYNTH_UNCHECKED inline unsigned int atomicAdd(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = old + v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicSub(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = old - v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicCAS(unsigned int* p, unsigned int compare, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; if (old == compare) *p = v; return old; }
SYNTH_UNCHECKED inline int atomicExch(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicExch(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = v; return old; }
SYNTH_UNCHECKED inline float atomicExch(float* p, float v) { SYNTH_ATOMIC(p); float old = *p; *p = v; return old; }
SYNTH_UNCHECKED inline int atomicAnd(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = old & v; return old; }
SYNTH_UNCHECKED inline int atomicOr(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = old | v; return old; }
SYNTH_UNCHECKED inline int atomicXor(int* p, int v) { SYNTH_ATOMIC(p); int old = *p; *p = old ^ v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicAnd(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = old & v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicOr(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = old | v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicXor(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = old ^ v; return old; }
SYNTH_UNCHECKED inline unsigned int atomicMin(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = v < old ? v : old; return old; }
SYNTH_UNCHECKED inline unsigned int atomicMax(unsigned int* p, unsigned int v) { SYNTH_ATOMIC(p); unsigned int old = *p; *p = v > old ? v : old; return old; }

// Runtime API: the calls the generated host code makes, on host memory.
enum cudaError_t { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice };

template <class T> cudaError_t cudaMalloc(T** p, size_t bytes)
{
    *p = static_cast<T*>(malloc(bytes ? bytes : 1));
    if (*p) synth_track(*p, bytes);
    return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}

inline cudaError_t cudaFree(void* p) { synth_untrack(p); free(p); return cudaSuccess; }

inline cudaError_t cudaMemcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind)
{
    memcpy(dst, src, bytes);
    return cudaSuccess;
}

inline cudaError_t cudaGetLastError() { return cudaSuccess; }
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }

inline const char* cudaGetErrorString(cudaError_t err)
{
    return err == cudaSuccess ? "no error" : "out of memory";
}
