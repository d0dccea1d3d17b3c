"""Device results against the CPU reference: a GpuCheck (what ran where, worst error) or a mismatch.

A passing check keeps its numbers (device, architecture, worst error, tolerance) because the
dataset records them; a failing one becomes a ``mismatch`` StageFailure carrying both arrays.
"""

from __future__ import annotations

from dataclasses import dataclass

from synth.gpu.device import Target
from synth.model.failures import StageFailure
from synth.model.inputs import draw_files
from synth.model.spec import KernelSpec
from synth.verify.compare import compare_arrays, error_ratio, mismatch_arrays
from synth.verify.tolerance import gpu_tolerance


@dataclass(frozen=True)
class GpuCheck:
    """One passed gpu check of one case.

    The binding element is the one closest to failing (largest error / allowed error):
    ``worst_error`` is |device - cpu| there and ``tolerance`` the error allowed there, so
    ``worst_error / tolerance`` is the check's margin (<= 1 passes; synth.dataset.records ranks
    checks by that ratio). ``max_error`` is the largest |device - cpu| anywhere.
    """

    check: str
    device: str
    alias: str
    arch: int
    worst_error: float
    tolerance: float
    max_error: float
    arrays: tuple[str, ...] = ()  # the arrays compared

    @property
    def ratio(self) -> float:
        return error_ratio(self.worst_error, self.tolerance)

    def check_fields(self) -> dict:
        """What a dataset record says of this check besides worst_error/tolerance (synth.dataset.records.metrics)."""
        return {"device": self.device, "device_alias": self.alias, "arch": self.arch, "max_error": self.max_error}


def compare(check: str, target: Target, spec: KernelSpec, actual: dict, expected: dict, against: str = "cpu", tolerance_of: str = "") -> GpuCheck | StageFailure:
    """Compare every expected array; the result is a GpuCheck or a ``mismatch`` failure. ``against``
    names the expected side in messages (the CPU reference, or Warp's CUDA launch); ``tolerance_of``:
    the check whose tolerance applies, when not ``check``'s own (synth.gpu.exact under toolkit skew)."""
    of = tolerance_of or check
    agreement, problems = compare_arrays(actual, expected, lambda name, exp: gpu_tolerance(of, spec, name, exp), (target.alias, against))
    if problems:
        arrays = mismatch_arrays(actual, expected, ("gpu", "cpu"))
        reference = "the CPU reference" if against == "cpu" else against
        return StageFailure("mismatch", f"{check} on {target.describe()} differs from {reference}: " + "; ".join(problems), arrays)
    return GpuCheck(check, target.name, target.alias, target.arch, agreement.worst_error, agreement.tolerance, agreement.max_error, agreement.arrays)


def compare_draws(check: str, target: Target, spec: KernelSpec, actual: list[dict], expected: list[dict]) -> GpuCheck | StageFailure:
    """``compare`` on every input draw: the first failing draw's mismatch, or the check closest to failing."""
    worst = None
    for draw, (got, want) in enumerate(zip(actual, expected, strict=True)):
        outcome = compare(check, target, spec, got, want)
        if isinstance(outcome, StageFailure):
            return StageFailure(outcome.label, f"input draw {draw}: {outcome.message}", draw_files(spec, draw) | outcome.artifacts)
        if worst is None or outcome.ratio > worst.ratio:
            worst = outcome
    return worst
