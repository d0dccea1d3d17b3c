"""Warp's own CUDA launches of a batch, forward and backward, compared with the CPU reference.

The batch's Warp module (already built for the CPU reference) is loaded on the device once,
from the PTX the ``nvrtc`` stage compiled for the device's architecture when it is one of
``--synth-archs`` (the driver JITs the record's own PTX; NVRTC does not run twice); only when
that load fails is each case's kernel bound into a module of its own and loaded alone, so the
failure is charged to the case that caused it.
"""

from __future__ import annotations

import traceback

from synth.gpu.compare import compare, compare_draws
from synth.gpu.device import target_of
from synth.model.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.model.inputs import DRAWS, make_inputs
from synth.stages import codegen, gradcheck, reference
from synth.stages.batch import Batch, per_case
from synth.warp import warp_ir


def _no_reference(result) -> StageSkipped:
    return skipped_after(result, "CPU reference to compare with")


def device_kernels(batch: Batch) -> dict:
    """Each case's kernel, its module loaded on the device: one load per batch module, per case on failure."""
    target = target_of(batch.settings)
    ptx_dir = codegen.ptx_dir(batch) if target.arch in batch.settings.archs else None
    results, ready = {}, []
    for case in batch.cases:
        try:
            batch.value(case, codegen.cpu_kernels)
            ready.append(case)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = _no_reference(failed)

    def load(cases: list) -> dict:
        if len(cases) == 1:  # alone: a module of its own, so a broken neighbour cannot fail it
            single = codegen.single_module(batch, cases[0])
            warp_ir.load_on_device(single.module, target.alias, ptx_dir, target.arch)
            return {cases[0].id: single.kernels[cases[0].id]}
        kernels = {c.id: batch.value(c, codegen.cpu_kernels) for c in cases}
        for module in {id(k.module): k.module for k in kernels.values()}.values():
            warp_ir.load_on_device(module, target.alias, ptx_dir, target.arch)
        return kernels

    def failure(cases: list, exc: Exception) -> StageFailure:
        names = ", ".join(c.kernel_name for c in cases)
        return StageFailure("crash", f"loading {names} on {target.describe()} failed: {type(exc).__name__}: {exc}", {"traceback.txt": "".join(traceback.format_exception(exc))})

    results.update(per_case(ready, load, failure))
    return results


def forward(batch: Batch) -> dict:
    """Forward outputs on the device against the CPU reference's (``synth.stages.reference.forward``)."""
    target = target_of(batch.settings)
    expected = batch.results(reference.forward)
    kernels = batch.results(device_kernels)
    results = {}
    for case in batch.cases:
        ref, kernel = expected[case.id], kernels[case.id]
        if isinstance(ref, (StageFailure, StageSkipped)):
            results[case.id] = _no_reference(ref)
        elif isinstance(kernel, (StageFailure, StageSkipped)):
            results[case.id] = kernel
        else:
            try:
                actual = [reference.run_forward(kernel, case.spec, make_inputs(case.spec, d), device=target.alias) for d in range(DRAWS)]
            except Exception:
                results[case.id] = crash(f"forward launch on {target.describe()} failed")
                continue
            results[case.id] = compare_draws("forward", target, case.spec, actual, ref.draws)
    return results


def backward(batch: Batch) -> dict:
    """Input gradients through wp.Tape on the device against the CPU's (``synth.stages.gradcheck.backward``), from the same adjoints."""
    target = target_of(batch.settings)
    expected = batch.results(gradcheck.backward)
    kernels = batch.results(device_kernels)
    results = {}
    for case in batch.cases:
        ref, kernel = expected[case.id], kernels[case.id]
        if isinstance(ref, (StageFailure, StageSkipped)):
            results[case.id] = _no_reference(ref)
        elif isinstance(kernel, (StageFailure, StageSkipped)):
            results[case.id] = kernel
        else:
            try:
                run = gradcheck.run_backward(kernel, case.spec, make_inputs(case.spec), ref.adjoints, device=target.alias)
            except Exception:
                results[case.id] = crash(f"backward launch on {target.describe()} failed")
                continue
            results[case.id] = compare("backward", target, case.spec, run.grads, ref.grads)
    return results
