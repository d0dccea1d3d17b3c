// A tiny CUDA runtime for the CPU: lets a standalone .cu from synth/render_cuda.py compile
// with g++ and run its kernel thread after thread (synth/emulate.py builds and runs it).
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
    for (unsigned z = 0; z < grid.z * block.z; ++z) {
        for (unsigned y = 0; y < grid.y * block.y; ++y) {
            for (unsigned x = 0; x < grid.x * block.x; ++x) {
                blockIdx = {x / block.x, y / block.y, z / block.z};
                threadIdx = {x % block.x, y % block.y, z % block.z};
                body();
            }
        }
    }
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
// every half and on every tie (tests/unit/test_half.py). Arithmetic widens to float, operates
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

// Atomics: sequential threads make read-modify-write exact. Each returns the old value.
inline float atomicAdd(float* p, float v) { float old = *p; *p = old + v; return old; }
inline int atomicAdd(int* p, int v) { int old = *p; *p = old + v; return old; }
inline int atomicMin(int* p, int v) { int old = *p; *p = v < old ? v : old; return old; }
inline int atomicMax(int* p, int v) { int old = *p; *p = v > old ? v : old; return old; }
inline int atomicCAS(int* p, int compare, int v) { int old = *p; if (old == compare) *p = v; return old; }
inline unsigned int atomicAdd(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = old + v; return old; }
inline unsigned int atomicMin(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = v < old ? v : old; return old; }
inline unsigned int atomicMax(unsigned int* p, unsigned int v) { unsigned int old = *p; *p = v > old ? v : old; return old; }

// Runtime API: the calls the generated host code makes, on host memory.
enum cudaError_t { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice };

template <class T> cudaError_t cudaMalloc(T** p, size_t bytes)
{
    *p = static_cast<T*>(malloc(bytes ? bytes : 1));
    return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}

inline cudaError_t cudaFree(void* p) { free(p); return cudaSuccess; }

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
