"""Device results against the CPU reference: a GpuCheck (what ran where, worst error) or a mismatch.

A passing check keeps its numbers (device, architecture, worst error, tolerance) because the
dataset records them; a failing one becomes a ``mismatch`` StageFailure carrying both arrays.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import numpy as np

from gpu.device import Target
from synth.failures import StageFailure
from synth.spec import KernelSpec
from synth.tolerance import gpu_tolerance


@dataclass(frozen=True)
class GpuCheck:
    """One passed gpu check of one case.

    The binding element is the one closest to failing (largest error / allowed error):
    ``worst_error`` is |device - cpu| there and ``tolerance`` the error allowed there, so
    ``worst_error / tolerance`` is the check's margin (<= 1 passes; synth.records ranks
    checks by that ratio). ``max_error`` is the largest |device - cpu| anywhere.
    """

    check: str
    device: str
    alias: str
    arch: int
    worst_error: float
    tolerance: float
    max_error: float

    @property
    def ratio(self) -> float:
        return self.worst_error / self.tolerance

    def record(self) -> dict:
        """JSON-ready fields for a dataset record."""
        return asdict(self)


def _errors(actual, expected) -> np.ndarray:
    a = np.asarray(actual, dtype=np.float64)
    e = np.asarray(expected, dtype=np.float64)
    err = np.abs(a - e)
    return np.where(np.isnan(err), np.inf, err)  # a NaN on one side is an infinite error


def compare(check: str, target: Target, spec: KernelSpec, actual: dict, expected: dict) -> GpuCheck | StageFailure:
    """Compare every expected array; the result is a GpuCheck or a ``mismatch`` failure."""
    problems = []
    binding = (-1.0, 0.0, 1.0)  # (ratio, error, allowed) of the element closest to failing
    max_error = 0.0
    for name, exp in expected.items():
        got = actual.get(name)
        if got is None or np.shape(got) != np.shape(exp):
            problems.append(f"{name}: shape {None if got is None else np.shape(got)} on {target.alias}, {np.shape(exp)} on cpu")
            continue
        err = _errors(got, exp)
        if err.size == 0:
            continue
        allowed = gpu_tolerance(check, spec, name, exp).allowed(exp)
        ratio = err / allowed
        at = np.unravel_index(int(np.argmax(ratio)), ratio.shape)
        max_error = max(max_error, float(err.max()))
        if ratio[at] > binding[0]:
            binding = (float(ratio[at]), float(err[at]), float(allowed[at]))
        if ratio[at] > 1.0:
            bad = int(np.count_nonzero(ratio > 1.0))
            problems.append(
                f"{name}: {bad}/{err.size} elements out of tolerance, worst at {tuple(int(i) for i in at)}: "
                f"{target.alias} {np.asarray(got)[at]!r} vs cpu {np.asarray(exp)[at]!r} ({ratio[at]:.3g}x the allowed error)"
            )
    if problems:
        arrays = {f"{n}.{side}.npy": np.asarray(v) for side, d in (("gpu", actual), ("cpu", expected)) for n, v in d.items()}
        return StageFailure("mismatch", f"{check} on {target.describe()} differs from the CPU reference: " + "; ".join(problems), arrays)
    _, worst, allowed = binding
    return GpuCheck(check, target.name, target.alias, target.arch, worst, allowed, max_error)
