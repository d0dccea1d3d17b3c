"""The second_shape stage's kernels: each generated case's kernel at its second launch shape
(``synth.generate.shapes.second_shape``). The stage checks them (``synth.stages.second_shape``),
and the batch's emulation build holds their host code beside the cases' own
(``synth.stages.standalone_cuda.emulation_build``), so one g++ build serves both shapes."""

from __future__ import annotations

from synth.generate import shapes
from synth.model.case import KernelCase
from synth.model.spec import KernelSpec


def second_shape(case: KernelCase) -> tuple[shapes.LaunchShape | None, str]:
    """The case's second launch shape, or None with why its meaning fixes its shape."""
    return shapes.second_shape(case.category, case.seed, case.spec)


def resized_specs(cases: list[KernelCase]) -> tuple[KernelSpec, ...]:
    """The cases' kernels at their second launch shape, where they have one."""
    found = (second_shape(c)[0] for c in cases)
    return tuple(other.spec for other in found if other is not None)
