"""Standalone CUDA stages of a batch: each case's .cu, one nvcc build for the batch, and the
CPU emulation of the .cu compared with Warp's CPU reference."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from synth import emulate, nvcc, reference
from synth.batch import Batch
from synth.failures import StageFailure, StageSkipped
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


@dataclass(frozen=True)
class EmulationCheck:
    """The emulated .cu agreed with the reference; the element closest to failing is reported."""

    worst_error: float  # |emulated - reference| at the binding element
    tolerance: float  # the error allowed there
    max_error: float  # the largest |emulated - reference| anywhere


def compare(spec, actual: dict, expected: dict) -> EmulationCheck | StageFailure:
    """Every output array within its emulation tolerance, or a ``mismatch`` carrying both arrays."""
    problems, binding, max_error = [], (-1.0, 0.0, 1.0), 0.0
    for name, exp in expected.items():
        got = actual.get(name)
        if got is None or np.shape(got) != np.shape(exp):
            problems.append(f"{name}: shape {None if got is None else np.shape(got)}, expected {np.shape(exp)}")
            continue
        err = np.abs(np.asarray(got, dtype=np.float64) - np.asarray(exp, dtype=np.float64))
        err = np.where(np.isnan(err), np.inf, err)
        allowed = emulation_tolerance(spec, name, exp).allowed(exp)
        ratio = err / allowed
        at = np.unravel_index(int(np.argmax(ratio)), ratio.shape)
        max_error = max(max_error, float(err.max()))
        if ratio[at] > binding[0]:
            binding = (float(ratio[at]), float(err[at]), float(allowed[at]))
        if ratio[at] > 1.0:
            problems.append(
                f"{name}: {int(np.count_nonzero(ratio > 1))}/{err.size} elements differ, worst at {tuple(int(i) for i in at)}: "
                f"emulated {np.asarray(got)[at]!r} vs Warp CPU {np.asarray(exp)[at]!r}"
            )
    if problems:
        arrays = {f"{n}.{side}.npy": np.asarray(v) for side, d in (("emulated", actual), ("warp_cpu", expected)) for n, v in d.items()}
        return StageFailure("mismatch", "the emulated .cu differs from Warp's CPU result: " + "; ".join(problems), arrays)
    return EmulationCheck(worst_error=binding[1], tolerance=binding[2], max_error=max_error)


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
            results[case.id] = StageSkipped(f"no CPU reference to compare with: {failure.label} (see test_cpu_reference)")
            continue
        outcome = compare(case.spec, got, expected)
        if isinstance(outcome, StageFailure):
            outcome.artifacts[f"{case.kernel_name}.cu"] = render_cuda(case.spec)
        results[case.id] = outcome
    return results
