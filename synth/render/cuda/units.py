"""The translation units the compilers build, rendered here so that the compilers take text
(``synth.toolchain.nvcc``, ``synth.toolchain.emulate``): nvcc's (one case's standalone .cu, or
a batch of cases) and the CPU emulation's (a batch, with kernels at a second launch shape)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from synth.model.spec import KernelSpec
from synth.model.twin import uses_float64, uses_half
from synth.render.cuda.files import CudaParts, batch_source, render_parts, render_standalone
from synth.render.cuda.host import INCLUDES_STD, render_host


@dataclass(frozen=True)
class NvccUnit:
    """What one nvcc build compiles: ``text``, written as ``filename``, and ``alone``: each of its
    kernels' standalone .cu (the text itself for one kernel). A kernel whose PTX calls a device
    function nvcc did not inline is built alone too (``synth.toolchain.nvcc.compile_unit``)."""

    filename: str
    text: str
    alone: dict[str, str]

    @property
    def kernels(self) -> tuple[str, ...]:
        return tuple(self.alone)


def nvcc_unit(specs: list[KernelSpec]) -> NvccUnit:
    """One case: its standalone .cu (``NAME.cu``); several: ``batch.cu`` (``batch_source``), each rendered once."""
    if not specs:
        raise ValueError("an nvcc unit holds at least one kernel")
    parts = [render_parts(s) for s in specs]
    alone = {s.name: render_standalone(s, p).text for s, p in zip(specs, parts, strict=True)}
    if len(specs) == 1:
        return NvccUnit(f"{specs[0].name}.cu", alone[specs[0].name], alone)
    return NvccUnit("batch.cu", batch_source(parts), alone)


RESIZED = "__resized"  # the suffix of the case name that runs a kernel's host code at its other launch shape
# The emulation builds with -Werror=double-promotion (``synth.toolchain.emulate.CHECK_FLAGS``); a
# kernel with float64 values computes in double on purpose, so its code sits in this pragma.
DOUBLE_ALLOWED = '#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored "-Wdouble-promotion"\n'
DOUBLE_ALLOWED_END = "#pragma GCC diagnostic pop\n"
# A tile kernel's module is built on the CPU at Warp's default -O2, where LLVM replaces pow by a
# constant exponent (sqrt, x * x, 1 / x): its emulation calls the shim's model of that (cuda_shim.h).
OPTIMIZED_POW = "using warp_cpu_optimized::pow;  // Warp's -O2 CPU build of a tile module\nusing warp_cpu_optimized::powf;\n"


def resized_name(spec: KernelSpec) -> str:
    """The emulation executable's case name of ``spec`` (a kernel at another launch shape than its own case's)."""
    return spec.name + RESIZED


def emulation_unit(specs: list[KernelSpec], resized: tuple[KernelSpec, ...] = ()) -> str:
    """The emulation's translation unit: the shim, then each case's device and host code in its namespace.

    ``resized``: kernels of ``specs`` at another launch shape (the same kernel text, arrays of
    other sizes): each gets its host code alone, in ``namespace <name>__resized``, launching the
    kernel of its case's namespace (``resized_name``: run it as that case)."""
    parts = [render_parts(s, launch="emulate") for s in specs]
    parts += [CudaParts(resized_name(s), f"using namespace {s.name};  // the kernel at another launch shape\n", render_host(s, "emulate", f"{s.name}::{s.name}"), uses_half(s)) for s in resized]
    doubles = {s.name for s in specs if uses_float64(s)} | {resized_name(s) for s in resized if uses_float64(s)}
    parts = [replace(p, device=DOUBLE_ALLOWED + p.device, host=p.host + DOUBLE_ALLOWED_END) if p.name in doubles else p for p in parts]
    optimized = {s.name for s in specs if s.block_dim is not None}
    parts = [replace(p, device=OPTIMIZED_POW + p.device) if p.name in optimized else p for p in parts]
    return batch_source(parts, includes='#include "cuda_shim.h"\n' + INCLUDES_STD)
