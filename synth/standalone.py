"""Standalone CUDA stages of a batch: each case's .cu, one nvcc build for the batch, and the
CPU emulation of the .cu compared with Warp's CPU reference."""

from __future__ import annotations

from synth import emulate, nvcc, reference
from synth.batch import Batch
from synth.compare import Agreement, compare_arrays, mismatch_arrays
from synth.failures import StageFailure, StageSkipped, skipped_after
from synth.inputs import make_inputs
from synth.render_cuda import render_cuda
from synth.tolerance import emulation_tolerance


def build_folder(batch: Batch):
    """Where compiler outputs are kept by content (``synth.build_cache``): warm re-runs reuse them."""
    return batch.settings.cache_dir / "builds"


def sources(batch: Batch) -> dict:
    """The standalone .cu of every case (what the dataset ships and nvcc compiles)."""
    return {case.id: render_cuda(case.spec) for case in batch.cases}


def nvcc_build(batch: Batch) -> dict:
    """One nvcc translation unit for the batch (PTX per arch, an executable, ptxas resources)."""
    by_name = nvcc.compile_batch([c.spec for c in batch.cases], batch.settings.archs, batch.workdir / "nvcc", cache=build_folder(batch))
    return {case.id: by_name[case.kernel_name] for case in batch.cases}


def compare(spec, actual: dict, expected: dict) -> Agreement | StageFailure:
    """Every output array within its emulation tolerance, or a ``mismatch`` carrying both arrays."""
    agreement, problems = compare_arrays(actual, expected, lambda name, exp: emulation_tolerance(spec, name, exp), ("emulated", "Warp CPU"))
    if problems:
        arrays = mismatch_arrays(actual, expected, ("emulated", "warp_cpu"))
        return StageFailure("mismatch", "the emulated .cu differs from Warp's CPU result: " + "; ".join(problems), arrays)
    return agreement


def emulation(batch: Batch) -> dict:
    """The .cu kernels run on the CPU (one g++ build per batch) and compared with Warp's CPU forward."""
    specs = [c.spec for c in batch.cases]
    emulated = emulate.emulate_batch(specs, {s.name: make_inputs(s) for s in specs}, batch.workdir / "emulate", cache=build_folder(batch))
    results = {}
    for case in batch.cases:
        got = emulated[case.kernel_name]
        if isinstance(got, (StageFailure, StageSkipped)):
            if isinstance(got, StageFailure):
                got.artifacts.setdefault(f"{case.kernel_name}.cu", render_cuda(case.spec))
            results[case.id] = got
            continue
        try:
            expected = batch.value(case, reference.forward)
        except StageFailure as failure:
            results[case.id] = skipped_after(failure, "CPU reference to compare with (see test_cpu_reference)")
            continue
        outcome = compare(case.spec, got, expected)
        if isinstance(outcome, StageFailure):
            outcome.artifacts[f"{case.kernel_name}.cu"] = render_cuda(case.spec)
        results[case.id] = outcome
    return results
