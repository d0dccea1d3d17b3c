"""Run one spec outside the batch machinery: for Hypothesis examples and unit tests.

The source is written to a file named after its content hash (Warp needs real files, and
a kernel name can be reused by different examples), imported, and built in its own module.
"""

from __future__ import annotations

from pathlib import Path

from synth.model.spec import KernelSpec
from synth.render.warp_python import render_warp
from synth.stages.codegen import kernel_file
from synth.toolchain.files import write_if_changed
from synth.toolchain.nvcc import DEFAULT_ARCHS
from synth.warp import warp_ir


def load_spec_kernel(spec: KernelSpec, folder: Path):
    """Render, write and import the spec's kernel; returns the Warp kernel (a generic kernel's overload)."""
    source = render_warp(spec)
    path = kernel_file(folder, spec.name, source)
    write_if_changed(path, source)
    kernel = warp_ir.concrete(warp_ir.import_kernel(path, spec.name, module_name=f"synth_examples.{path.stem}"))
    if spec.block_dim is not None:  # a tile kernel's module builds with its block_dim, as the pipeline's does
        warp_ir.set_block_dim(kernel.module, spec.block_dim)
    return kernel


def cpu_kernels(specs: list[KernelSpec], folder: Path, module_name: str, block_dim: int | None = None) -> list:
    """The specs' kernels bound in one Warp module and built once for the CPU (``block_dim``: a tile
    kernel's, as the pipeline builds it); returns each spec's kernel, in order."""
    kernels = []
    for spec in specs:
        path = folder / f"{spec.name}.py"
        path.write_text(render_warp(spec))
        kernels.append(warp_ir.import_kernel(path, spec.name, module_name=f"{module_name}_src.{spec.name}"))
    module, copies = warp_ir.bind_batch(kernels, module_name)
    if block_dim is not None:
        warp_ir.set_block_dim(module, block_dim)
    warp_ir.build_cpu(module)
    return copies


def forward_outputs(specs: list[KernelSpec], values_of, folder: Path, module_name: str, block_dim: int | None = None) -> dict[str, dict]:
    """Warp's CPU outputs of each spec on ``values_of(spec)``: the kernels bound in one module,
    built once (the conformance tests' reference, ``tests/conformance.py``)."""
    from synth.stages.reference import run_forward

    kernels = cpu_kernels(specs, folder, module_name, block_dim)
    return {spec.name: run_forward(kernel, spec, values_of(spec)) for spec, kernel in zip(specs, kernels, strict=True)}


def spec_ir(spec: KernelSpec, folder: Path) -> dict[str, str]:
    """The four IR texts of a spec's kernel (codegen only, no compiler)."""
    kernel = load_spec_kernel(spec, folder)
    cpu, cuda = warp_ir.compiled_sources(kernel.module, DEFAULT_ARCHS[0])
    return warp_ir.kernel_ir(kernel, cpu, cuda, (str(folder.resolve()),))
