"""Warp stages of a batch: source files, kernels, the four IR texts, the CPU build and NVRTC PTX.

Each case's Warp source is written to its own file under the cache folder (Warp reads
kernels through ``inspect``; a per-case file keeps each kernel's line numbers, and so its
IR, independent of the batch). The kernels are then bound into one Warp module per batch.
"""

from __future__ import annotations

import hashlib
import traceback
from dataclasses import dataclass
from pathlib import Path

from synth.model.case import KernelCase
from synth.model.failures import StageFailure, StageSkipped
from synth.render.warp_python import render_warp
from synth.stages.batch import Batch, per_case
from synth.toolchain.files import write_if_changed
from synth.warp import warp_ir


def kernel_file(folder: Path, kernel_name: str, text: str) -> Path:
    """Where a kernel's source lives: named by its content, so runs of different harness
    versions sharing a cache never read each other's kernels."""
    return folder / f"{kernel_name}_{hashlib.sha256(text.encode()).hexdigest()[:12]}.py"


def source_path(batch: Batch, case: KernelCase) -> Path:
    return kernel_file(batch.settings.cache_dir / "kernels", case.kernel_name, batch.results(sources)[case.id])


def import_case_kernel(batch: Batch, case: KernelCase):
    """The case's kernel, imported from its file; forgotten again when the batch closes."""
    path = source_path(batch, case)
    name = f"synth_kernels.{path.stem}"
    kernel = warp_ir.import_kernel(path, case.kernel_name, module_name=name)
    batch.on_close(lambda: warp_ir.forget_import(name))
    return kernel


def sources(batch: Batch) -> dict:
    """Warp Python source of each case, written to its file."""
    results = {case.id: render_warp(case.spec) for case in batch.cases}
    for case in batch.cases:
        write_if_changed(kernel_file(batch.settings.cache_dir / "kernels", case.kernel_name, results[case.id]), results[case.id])
    return results


@dataclass
class BoundKernels:
    """A Warp module and the kernel copies bound into it, by case id."""

    module: object
    kernels: dict


def _failure(label: str, cases: list[KernelCase], batch: Batch, exc: BaseException) -> StageFailure:
    text = "".join(traceback.format_exception(exc))
    names = ", ".join(c.id for c in cases)
    artifacts = {"traceback.txt": text}
    for c in cases:
        artifacts[f"{c.kernel_name}.py"] = batch.results(sources)[c.id]
    return StageFailure(label, f"{type(exc).__name__}: {exc} (cases: {names})", artifacts)


def module_name(batch: Batch, cases: list[KernelCase]) -> str:
    """A Warp module name that changes with any of its kernels' sources (no name-keyed cache can go stale)."""
    texts = batch.results(sources)
    digest = hashlib.sha256("".join(texts[c.id] for c in cases).encode()).hexdigest()[:10]
    if len(cases) == 1:
        return f"synth_{cases[0].kernel_name}_{digest}"
    return f"synth_batch_{cases[0].kernel_name}_{len(cases)}_{digest}"


def bind(batch: Batch, kernels: list, name: str, block_dim: int | None = None):
    """``warp_ir.bind_batch``, unloaded again when the batch closes; a module of tile kernels
    builds and launches with their ``block_dim`` (``warp_ir.set_block_dim``)."""
    module, copies = warp_ir.bind_batch(kernels, name)
    if block_dim is not None:
        warp_ir.set_block_dim(module, block_dim)
    batch.on_close(lambda: warp_ir.release(name))
    return module, copies


def module_groups(cases: list) -> list[list]:
    """The cases in groups that share one Warp module, batch order kept within each: a module's
    kernels all build with one ``block_dim`` (Warp's ``WP_TILE_BLOCK_DIM``), so tile kernels go
    by theirs, every other kernel (block_dim None: 1 on the CPU) together."""
    groups: dict = {}
    for c in cases:
        groups.setdefault(c.spec.block_dim, []).append(c)
    return list(groups.values())


def bound(batch: Batch) -> dict:
    """Import every case's kernel and bind them into one module per ``module_groups`` group (one per case on failure)."""

    def build(cases: list[KernelCase]) -> dict:
        results = {}
        for group in module_groups(cases):
            kernels = []
            for c in group:
                try:
                    kernels.append(import_case_kernel(batch, c))
                except Exception as exc:
                    raise _failure("codegen_error", [c], batch, exc) from exc
            module, copies = bind(batch, kernels, module_name(batch, group), group[0].spec.block_dim)
            shared = BoundKernels(module, {c.id: k for c, k in zip(group, copies, strict=False)})
            results.update({c.id: shared for c in group})
        return results

    return _per_case(batch, build, "codegen_error")


def _modules_for(batch: Batch, cases: list[KernelCase]) -> list[tuple[BoundKernels, list[KernelCase]]]:
    """The batch modules holding ``cases``, each with its cases; a module of the case's own for one."""
    if len(cases) == 1:
        return [(single_module(batch, cases[0]), cases)]
    return [(batch.value(group[0], bound), group) for group in module_groups(cases)]


def single_module(batch: Batch, case: KernelCase) -> BoundKernels:
    """The case's kernel in a module of its own (when its batch module cannot build or load)."""
    b = batch.value(case, bound)
    if len(b.kernels) == 1:
        return b
    kernel = import_case_kernel(batch, case)
    module, copies = bind(batch, [kernel], module_name(batch, [case]), case.spec.block_dim)
    return BoundKernels(module, {case.id: copies[0]})


def _per_case(batch: Batch, build, label: str) -> dict:
    """``batch.per_case`` with this module's failures: a StageFailure keeps its label, any
    other exception becomes ``label`` with the traceback and the kernel sources as artifacts."""

    def failure(cases: list[KernelCase], exc: Exception) -> StageFailure:
        return exc if isinstance(exc, StageFailure) else _failure(label, cases, batch, exc)

    return per_case(batch.cases, build, failure)


def ir(batch: Batch) -> dict:
    """The four normalized IR texts per case, cut from the sources Warp compiles for the batch module
    (the CPU variant a CPU launch runs; CUDA for the lowest ``--synth-archs``, as for existing code), generated once per target."""
    roots = (str(batch.settings.cache_dir.resolve()),)

    def build(cases: list[KernelCase]) -> dict:
        results = {}
        for b, group in _modules_for(batch, cases):
            cpu, cuda = warp_ir.compiled_sources(b.module, min(batch.settings.archs))
            results.update({c.id: warp_ir.kernel_ir(b.kernels[c.id], cpu, cuda, roots) for c in group})
        return results

    return _per_case(batch, build, "codegen_error")


def texts(batch: Batch) -> dict:
    """The Python source and the four IR texts of each case (a case whose IR failed keeps its failure);
    a tile kernel's with its launch (``build``: block_dim, the launch call, the CUDA text's arch), as existing code's records carry it."""
    python, irs = batch.results(sources), batch.results(ir)
    results = {}
    for c in batch.cases:
        if isinstance(irs[c.id], StageFailure | StageSkipped):
            results[c.id] = irs[c.id]
            continue
        results[c.id] = {"python_source": python[c.id], **irs[c.id]}
        if c.spec.block_dim is not None:
            results[c.id]["build"] = tile_build(c.spec, min(batch.settings.archs))
    return results


def tile_build(spec, arch: int) -> dict:
    """A generated tile kernel's ``build`` record field (the schema's, as for existing code)."""
    return {
        "block_dim": spec.block_dim,
        "block_dim_from": "generator",
        "launch": "wp.launch_tiled" if spec.tiled else "wp.launch",
        "cuda_arch": arch,
        "enable_backward": "as written",
    }


def cpu_kernels(batch: Batch) -> dict:
    """Each case's kernel, built for the CPU: one LLVM build for the batch, per case on failure."""

    def build(cases: list[KernelCase]) -> dict:
        results = {}
        for b, group in _modules_for(batch, cases):
            warp_ir.build_cpu(b.module)
            results.update({c.id: b.kernels[c.id] for c in group})
        return results

    return _per_case(batch, build, "codegen_error")


@dataclass
class PtxResult:
    arch: int
    entries: tuple[str, ...]


def ptx_dir(batch: Batch) -> Path:
    """Where ``ptx`` writes the batch modules' PTX (named by module hash, so a warm run reuses it; the gpu stages load it)."""
    return batch.settings.cache_dir / "ptx"


def ptx(batch: Batch) -> dict:
    """NVRTC PTX of the batch module per architecture (no GPU needed); entries per case."""

    def build(cases: list[KernelCase]) -> dict:
        results: dict = {c.id: [] for c in cases}
        for b, group in _modules_for(batch, cases):
            for arch in batch.settings.archs:
                path = warp_ir.compile_ptx(b.module, arch, ptx_dir(batch))  # named by module hash: reused when warm
                entries = warp_ir.ptx_entry_points(path.read_text())
                for c in group:
                    results[c.id].append(PtxResult(arch, warp_ir.kernel_entries(b.kernels[c.id].key, b.kernels[c.id].get_mangled_name(), entries)))
        return results

    return _per_case(batch, build, "ptx_error")
