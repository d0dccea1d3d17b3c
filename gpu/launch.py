"""Warp's own CUDA launches of a batch, forward and backward, compared with the CPU reference.

The batch's Warp module (already built for the CPU reference) is loaded on the device once;
only when that load fails is each case's kernel bound into a module of its own and loaded
alone, so the failure is charged to the case that caused it.
"""

from __future__ import annotations

from gpu.compare import compare
from gpu.device import target_of
from synth import codegen, gradcheck, reference
from synth.batch import Batch
from synth.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.inputs import make_inputs


def _no_reference(result) -> StageSkipped:
    return skipped_after(result, "CPU reference to compare with")


def device_kernels(batch: Batch) -> dict:
    """Each case's kernel, its module loaded on the device: one load per batch module."""
    target = target_of(batch.settings)
    results, modules = {}, {}
    for case in batch.cases:
        try:
            kernel = batch.value(case, codegen.cpu_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = _no_reference(failed)
            continue
        modules.setdefault(id(kernel.module), (kernel.module, []))[1].append((case, kernel))
    for module, members in modules.values():
        try:
            module.load(target.alias)
            results.update({case.id: kernel for case, kernel in members})
            continue
        except Exception:
            if len(members) == 1:
                results[members[0][0].id] = crash(f"loading the Warp module on {target.describe()} failed")
                continue
        for case, _ in members:  # the batch module failed: find the case(s) that broke it
            try:
                single = codegen.single_module(batch, case)
                single.module.load(target.alias)
                results[case.id] = single.kernels[case.id]
            except Exception:
                results[case.id] = crash(f"loading {case.kernel_name} on {target.describe()} failed")
    return results


def forward(batch: Batch) -> dict:
    """Forward outputs on the device against the CPU reference's (``synth.reference.forward``)."""
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
                actual = reference.run_forward(kernel, case.spec, make_inputs(case.spec), device=target.alias)
            except Exception:
                results[case.id] = crash(f"forward launch on {target.describe()} failed")
                continue
            results[case.id] = compare("forward", target, case.spec, actual, ref)
    return results


def backward(batch: Batch) -> dict:
    """Input gradients through wp.Tape on the device against the CPU's (``synth.gradcheck.backward``), from the same adjoints."""
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
