"""Every generated case once more at a second launch shape: the reference, the CPU emulation of
the .cu and the gradient check, at one size drawn from {1, a prime within a block, sizes that are
no multiple of the block and span more than one} (``synth.stages.resized``).

The kernel is the same text at that size (the rebuilt spec is the case's up to sizes), so the
case's built Warp kernel runs it and the batch's emulation build holds its host code for it
(``synth.render.cuda.units``: ``<kernel>__resized``). A kernel that runs on one thread whatever
its size (it reads no thread index) runs at its own launch over arrays of another size. Its check
entry says the shape (``dim``), the emulation's worst error there (0: exact) and the gradient
check's method, or why that check was vacuous there (a single thread that takes a branch no input
reaches has zero gradients: not a defect of the kernel, whose own shape's check passed); a kernel
whose meaning fixes its shape skips, saying why. On a device the gpu stages run the case's own
shape only (the lead's device run).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from synth.model.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.model.inputs import DRAWS, make_inputs
from synth.model.twin import float32_twin
from synth.render.cuda.units import resized_name
from synth.stages import codegen, gradcheck, reference, standalone_cuda, twins
from synth.stages.batch import Batch, launches_kernels, per_case
from synth.stages.resized import second_shape
from synth.toolchain import emulate
from synth.verify.degeneracy import non_finite


@dataclass(frozen=True)
class SecondShape:
    """A case that passed at its second shape: the launch, the emulation's worst error against Warp's CPU there, the gradient check's method."""

    dim: tuple[int, ...]
    arrays: tuple[tuple[int, ...], ...]  # the array parameters' extents there
    worst_error: float
    tolerance: float
    gradcheck: str  # its method, or why it was vacuous at this shape

    def check_fields(self) -> dict:
        return {"dim": list(self.dim), "method": self.gradcheck}


def _at(failure: StageFailure, dim: tuple[int, ...]) -> StageFailure:
    return StageFailure(failure.label, f"at the second launch shape {list(dim)}: {failure.message}", failure.artifacts)


def emulated(batch: Batch) -> dict:
    """Per case: the emulation's outputs at its second shape, every draw (or the run's failure), from
    one process per emulation build for the whole batch, as ``standalone_cuda.emulation`` runs the
    cases' own shapes (a fork of this process per case cost about 10 ms); None for a case without a
    second shape or without a build. Runs no kernel in this process."""
    built = batch.results(standalone_cuda.emulation_build)
    results, by_exe = {}, {}
    for case in batch.cases:
        other, _ = second_shape(case)
        if other is None or isinstance(built[case.id], (StageFailure, StageSkipped)):
            results[case.id] = None
        else:
            by_exe.setdefault(built[case.id], []).append((case, other.spec))
    for (exe, folder), group in by_exe.items():
        specs = {case.id: spec for case, spec in group}

        def run(cases: list, exe=exe, folder=folder, specs=specs) -> dict:
            named = {c.id: dataclasses.replace(specs[c.id], name=resized_name(specs[c.id])) for c in cases}
            draws = {named[c.id].name: [make_inputs(specs[c.id], d) for d in range(DRAWS)] for c in cases}
            got = emulate.run_all(exe, list(named.values()), draws, folder)
            return {c.id: got[named[c.id].name] for c in cases}

        results.update(per_case([case for case, _ in group], run))
    return results


@launches_kernels
def check(batch: Batch) -> dict:
    """Per case: ``SecondShape``, a failure of its reference, emulation or gradient check at that shape, or a skip."""
    results = {}
    for case in batch.cases:
        other, why = second_shape(case)
        if other is None:
            results[case.id] = StageSkipped(why)
            continue
        spec = other.spec
        try:
            kernel = batch.value(case, codegen.cpu_kernels)
            twin = batch.value(case, twins.twin_kernels)
            batch.value(case, standalone_cuda.emulation_build)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = skipped_after(failed, "the case's kernel and emulation build")
            continue
        try:
            results[case.id] = _check(kernel, twin, batch.results(emulated)[case.id], spec)
        except StageFailure as failure:
            results[case.id] = _at(failure, spec.shape)
        except Exception as exc:
            results[case.id] = crash(f"the second launch shape {list(spec.shape)} failed to run: {type(exc).__name__}: {exc}")
    return results


def _check(kernel, twin, got, spec) -> SecondShape:
    """The reference, the emulation's outputs ``got`` (``emulated``'s) and the gradient check of
    ``spec`` (the case's kernel at another shape); raises StageFailure."""
    expected = []
    for draw in range(DRAWS):
        values = make_inputs(spec, draw)
        outputs = reference.run_forward(kernel, spec, values)
        bad = _non_finite(outputs)
        if bad:
            raise StageFailure("degenerate", f"input draw {draw}: {bad}", {f"{k}.npy": v for k, v in outputs.items()})
        expected.append(outputs)
    if isinstance(got, StageFailure):
        raise got
    agreement = standalone_cuda.compare_draws(spec, got, expected)
    if isinstance(agreement, StageFailure):
        raise agreement
    resized_twin = None if twin is None else dataclasses.replace(twin, spec=float32_twin(spec))
    try:
        method = gradcheck.check_kernel(kernel, spec, None, resized_twin).method
    except StageFailure as failure:
        if failure.label != "degenerate":
            raise
        # one thread (or a few) may all take a branch where no input matters, or sit on kinks: the
        # kernel is not wrong there, its gradient check is vacuous (the case's own shape checked it)
        method = f"vacuous at this shape: {failure.message}"
    arrays = tuple(spec.array_shape(p) for p in spec.params if p.kind != "scalar")
    return SecondShape(spec.shape, arrays, agreement.worst_error, agreement.tolerance, method)


def _non_finite(outputs: dict) -> str | None:
    """Non-finite outputs (a NaN or infinity at this shape is a defect at any shape); a constant or
    untouched output is not one here: one thread may well write one value, or leave an element it
    does not own."""
    for name, values in outputs.items():
        reason = non_finite(name, values)
        if reason:
            return reason
    return None
