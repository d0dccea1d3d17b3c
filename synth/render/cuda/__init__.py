"""Render a KernelSpec as standalone CUDA C++ (the dataset's target side): nvcc alone builds it.

One job per module: ``names`` (C types, reserved names), ``helpers`` (the
vector/matrix types and helper functions, in dependency order), ``kernel`` (the device code),
``host`` (``run`` and the shared I/O code), ``files`` (a standalone file, a batch's
translation unit), ``io`` (the binary input/output files, Python side).

The text comes in pieces so that every consumer compiles the very same code:

- ``INCLUDES_CUDA`` + ``COMMON``: kernel-independent (includes, ``CUDA_CHECK``, file I/O);
  a batch translation unit holds them once.
- ``CudaParts.device``: the vector/matrix types and helpers the kernel uses, then the kernel.
- ``CudaParts.host``: ``int run(input_path, output_path)``: read inputs, launch, write outputs.

``render_cuda(spec)`` joins them with a ``main`` into one file (``render_standalone`` also
hands back its device part, the dataset's ``cuda_kernel``); ``batch_source`` wraps each
case's device and host code in ``namespace <spec.name>``; the CPU emulation
(``synth.toolchain.emulate``) compiles the same device text, and the same host text with only the
launch line swapped for the shim's loop over blocks and threads.

Semantics follow Warp 1.19's native headers exactly, per element type: float32 builtins map to
the float C functions (``wp.sin`` -> ``sinf``, ``wp.min`` -> ``fminf``), float64 ones to the
double functions (``synth.model.builtins``), float16 ones to ``__half`` operations (``half_ops``), integer
ones to Warp's integer semantics (``int_ops``); ``wp.clamp(x, lo, hi)``
is ``fminf(fmaxf(x, lo), hi)``, ``normalize`` of a zero vector is zero, matrices are
row-major, and the helpers repeat Warp's evaluation order: ``mat @ mat`` accumulates with
``fmaf``, the 4x4 determinant holds its 2x2 minors and cofactors in double like Warp's.
Kernels are ``extern "C"`` so the PTX entry and the ptxas report carry the plain kernel
name, whether the kernel sits in a namespace (batch) or not (standalone).
"""
from synth.render.cuda.device import render_device
from synth.render.cuda.files import CudaParts, StandaloneFile, batch_source, io_note, render_cuda, render_parts, render_standalone
from synth.render.cuda.host import COMMON, CUDA_SHIM, INCLUDES_CUDA, INCLUDES_FP16, INCLUDES_STD, render_host
from synth.render.cuda.kernel import INFIX, PRIMARY
from synth.render.cuda.names import RESERVED, c_name, c_type

__all__ = [
    "COMMON",
    "CUDA_SHIM",
    "INCLUDES_CUDA",
    "INCLUDES_FP16",
    "INCLUDES_STD",
    "INFIX",
    "PRIMARY",
    "RESERVED",
    "CudaParts",
    "StandaloneFile",
    "batch_source",
    "c_name",
    "c_type",
    "io_note",
    "render_cuda",
    "render_device",
    "render_host",
    "render_parts",
    "render_standalone",
]
