"""The backward reference and the gradient check, on Warp's CPU device.

Backward: one forward launch on a ``wp.Tape``, then backward from seeded output weights w;
the result is every float input array's gradient g = J^T w of L = sum(w * output) (a struct
array's: one number per float component of its elements). Integer inputs (index arrays, int
scalars) are never differentiated, and float scalars are launch values Warp keeps no
gradient for, so neither is checked.

Check: g against central finite differences of the same forward kernel. A sample is
one component of one element of one float input array. The steps, the rounding allowance and
the tolerance are the kernel's precision's (``tolerance.grad_precision``): float64 where every
float array is float64 (moves and weights in float64), else float32. Two methods compute the differences;
``per_thread_applies`` picks one per kernel and the result says which (``method``).

``per_thread`` (every element, a few launches). Where thread i reads only element i of each
input (every load and store at the thread index, on a 2-D/3-D grid too, arrays of the launch
shape; atomics only on a 1-D launch without struct parameters, into ``out[i % m]`` or
``out[i]``), thread i's own result depends on x[i] alone:
perturbing one component of *all* elements at once and reading each thread's result gives
every element's difference from one launch. Atomic outputs mix threads, so for them the
kernel runs in blocks of at most m threads on array views (each thread then owns a slot), and
the loss is assembled in float64 from those per-thread values the way the atomic combines
them: a sum, or for min/max the winning value (only the winner has a gradient, as in Warp's
adjoint).

``sampled`` (any read pattern, some elements). Where a thread reads neighbours, gathers
through an index array, or scatters atomically on a grid or beside struct parameters, one element moves
many outputs and one output depends on many elements, so no launch can move all elements at
once: elements move one at a time, and L's central difference along one component of one
element, over full launches, is that element's g. Each difference costs 4 launches per step
level, so each array is sampled (its corners, where clamped and wrapped indices make the
adjoint special, then seeded random elements: ``tolerance.GRAD_SAMPLED_ELEMENTS``), anew for
every input draw. It would be right for every kernel; the per-thread method stays where it
applies because it checks every element, not a sample, for the same few launches.

In both, the second (smaller) step level runs only where the first one's estimates disagree.

Both methods take L's change, not L, in float64: sum(w * (out' - out)) over the outputs, so an
output the moved element does not reach (a far element, an unwritten sentinel) cancels
exactly, and the rounding allowance comes only from the outputs that changed.

Kinks (abs, min/max, clamp, branches, atomic winners, a float turned into an index) make a
difference quotient meaningless next to them. A sample is excluded when its left and right
derivative estimates, or its central estimates at two step sizes, disagree by more than the
tolerance: a test that never looks at the adjoint, so a wrong adjoint cannot hide behind it.
Exclusions are counted, and a case with too few samples left fails.

Every case is checked on each of the ``DRAWS`` seeded input draws (with its own output
weights); the result keeps the worst draw's numbers, and a failure names its draw.
"""

from __future__ import annotations

import time

import numpy as np

from synth.model.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.model.inputs import DRAWS, draw_files, make_inputs
from synth.model.spec import KernelSpec
from synth.stages import codegen, reference, twins
from synth.stages.batch import Batch, launches_kernels
from synth.stages.gradcheck.agreement import GradCheck, compare, select_level
from synth.stages.gradcheck.backward import Backward, differentiated, output_adjoints, run_backward
from synth.stages.gradcheck.differences import Differences, finite_differences, per_thread_differences, sample_elements, sampled_differences
from synth.stages.gradcheck.method import PER_THREAD, SAMPLED, method_for, output_kinds, per_thread_applies
from synth.verify.degeneracy import gradient_degeneracy

__all__ = [
    "PER_THREAD",
    "SAMPLED",
    "Backward",
    "Differences",
    "GradCheck",
    "backward",
    "check",
    "check_kernel",
    "compare",
    "differentiated",
    "finite_differences",
    "method_for",
    "output_adjoints",
    "output_kinds",
    "per_thread_applies",
    "per_thread_differences",
    "run_backward",
    "sample_elements",
    "sampled_differences",
    "select_level",
]


def check_kernel(kernel, spec: KernelSpec, backward_run: Backward | None = None, twin: twins.Twin | None = None) -> GradCheck:
    """Backward and finite differences of one built kernel on every input draw; raises StageFailure.

    ``backward_run`` is draw 0's backward when the ``backward`` stage already ran it; the other
    draws run their own, from their own output weights. A float16 kernel's finite differences
    are its float32 ``twin``'s (``synth.stages.twins``), on the same input values and weights; a
    tile kernel's whose values do not depend on its block size, its block_dim-1 twin's.
    The result holds the worst draw's
    numbers (largest ``worst_ratio``), the samples and exclusions of all draws, and ``seconds``
    covering every backward run and finite difference.
    """
    worst, samples, excluded, seconds, inputs = None, 0, 0, 0.0, ()
    for draw in range(DRAWS):
        values = make_inputs(spec, draw)
        run = backward_run if draw == 0 else None
        if run is None:
            run = run_backward(kernel, spec, values, output_adjoints(spec, draw))
            _raise_degenerate(run, draw)
        start = time.perf_counter()
        try:
            if twin is None:
                diffs = finite_differences(kernel, spec, values, run.adjoints, draw)
            else:
                widened = {k: v.astype(np.float32) if getattr(v, "dtype", None) == np.float16 else v for k, v in values.items()}  # scalars pass as they are
                diffs = finite_differences(twin.kernel, twin.spec, widened, run.adjoints, draw)
            result = compare(spec, run.grads, diffs)
        except StageFailure as failure:
            artifacts = {**draw_files(spec, draw), **failure.artifacts, **{f"{k}.adjoint.npy": v for k, v in run.adjoints.items()}}
            raise StageFailure(failure.label, f"input draw {draw}: {failure.message}", artifacts) from failure
        seconds += run.seconds + time.perf_counter() - start
        samples, excluded = samples + result.samples, excluded + result.excluded
        inputs += tuple(n for n in result.inputs if n not in inputs)
        if worst is None or result.worst_ratio > worst.worst_ratio:
            worst = result
            worst.worst_draw = draw
    worst.samples, worst.excluded, worst.seconds, worst.inputs, worst.draws = samples, excluded, seconds, inputs, DRAWS
    return worst


def _raise_degenerate(run: Backward, draw: int = 0) -> None:
    reason = gradient_degeneracy(run.grads)
    if reason:
        arrays = {f"{k}.npy": v for k, v in run.outputs.items()}  # the inputs are written by synth.plugin.artifacts
        arrays.update({f"{k}.adjoint.npy": v for k, v in run.adjoints.items()})
        arrays.update({f"{k}.grad.npy": v for k, v in run.grads.items()})
        raise StageFailure("degenerate", reason if draw == 0 else f"input draw {draw}: {reason}", arrays)


# ----------------------------------------------------------------------------- batch stages


@launches_kernels
def backward(batch: Batch) -> dict:
    """The backward reference per case (draw 0): gradients from the seeded adjoints; all-zero or non-finite is degenerate
    (a skip for a kernel without float input or float output arrays, or declared ``enable_backward=False``)."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        if not spec.enable_backward:  # its record holds no backward texts either
            results[case.id] = StageSkipped("forward only: the kernel declares enable_backward=False, so Warp generates no adjoint")
            continue
        if not (differentiated(spec) and any(p.type.is_float for p in spec.outputs)):  # a check of no gradient cannot fail
            results[case.id] = StageSkipped("nothing to differentiate: no float input or no float output array (integers have no gradient)")
            continue
        try:
            batch.value(case, reference.forward)
            kernel = batch.value(case, codegen.cpu_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = skipped_after(failed, "CPU forward reference to differentiate")
            continue
        values = make_inputs(spec)
        try:
            run = run_backward(kernel, spec, values, output_adjoints(spec))
        except Exception:
            results[case.id] = crash("backward launch on the CPU failed")
            continue
        try:
            _raise_degenerate(run)
        except StageFailure as failure:
            results[case.id] = failure
            continue
        results[case.id] = run
    return results


@launches_kernels
def check(batch: Batch) -> dict:
    """The gradient check per case on every input draw: a GradCheck, or its failure (``grad_mismatch``, ``degenerate``, ``crash``)."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        try:
            run = batch.value(case, backward)
            kernel = batch.value(case, codegen.cpu_kernels)
            twin = batch.value(case, twins.twin_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = failed
            continue
        try:
            results[case.id] = check_kernel(kernel, spec, run, twin)
        except StageFailure as failure:
            results[case.id] = failure
        except Exception:
            results[case.id] = crash("gradient check failed to run")
    return results
