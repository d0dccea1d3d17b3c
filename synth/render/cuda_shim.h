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
