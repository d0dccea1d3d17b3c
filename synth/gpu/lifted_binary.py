"""A real kernel's lifted standalone .cu on the device (``module_gpu_binary``): built by nvcc for the
device's architecture and run there on each launch its lift was proved on, every output array
against the ORIGINAL kernel's Warp CPU outputs.

The tolerance is the one the original kernel's own device replay has (``module_gpu_replay``:
``synth.verify.tolerance.real_code_gpu``): the device rounds as the original's CUDA build does.
Where the kernel's results depend on its threads' order (``synth.warp.thread_order``) and the
elements differ, each array is compared again as the multiset of its elements, as that replay is.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

import numpy as np

from synth.gpu.compare import GpuCheck
from synth.gpu.device import Target, target_of
from synth.model.failures import StageFailure, StageSkipped
from synth.model.inputs import dtype_of
from synth.render.cuda.io import write_inputs
from synth.stages import ingest, lifted
from synth.stages.batch import Batch
from synth.toolchain.runs import TIMEOUT_S, Draw, Job, run_draws
from synth.verify.compare import ELEMENT_BY_ELEMENT, compare_in_any_order, mismatch_arrays
from synth.verify.tolerance import real_code_gpu
from synth.warp.thread_order import order_failure


@dataclass(frozen=True)
class LiftedOnDevice(GpuCheck):
    """The lifted .cu ran on the device and matched the original kernel's CPU outputs on every launch."""

    launches: int = 0
    compared: str = ELEMENT_BY_ELEMENT  # or as multisets of elements where the threads' order decides

    def check_fields(self) -> dict:
        return {**super().check_fields(), "compared": self.compared}


def binary(batch: Batch) -> dict:
    """Per case: ``LiftedOnDevice``, a ``mismatch``/``crash``/``timeout``, or the skip of a kernel not lifted."""
    target = target_of(batch.settings)
    lifts, cases = lifted.lifted_cases(batch)
    builds = batch.results(lifted.nvcc_build) if target.arch in batch.settings.archs else lifted.built(batch, (target.arch,), f"lifted_gpu_sm_{target.arch}")
    results = {cid: x for cid, x in lifts.items() if not isinstance(x, lifted.Lift)}
    folder = batch.workdir / f"lifted_gpu_sm_{target.arch}"
    folder.mkdir(parents=True, exist_ok=True)
    draws: dict = {}  # {executable: [Draw]}
    for k, case in enumerate(cases):  # files by the case's place: overloads of a kernel share its name
        build = builds[case.id]
        if isinstance(build, (StageFailure, StageSkipped)):
            results[case.id] = build
            continue
        spec = lifts[case.id].spec
        if not spec.outputs and lifts[case.id].stdout is not None:
            results[case.id] = StageSkipped("writes no array: what it prints is compared on the CPU emulation only (a device's printf order is its scheduler's)")
            continue
        exe, *case_arg = build.command
        for n, launch in enumerate(lifts[case.id].launches):
            job = Job(case_arg[0] if case_arg else None, folder / f"case{k}.{n}.in.bin", folder / f"case{k}.{n}.out.bin")
            write_inputs(job.inputs, spec, lifted.launch_inputs(spec, launch))
            draws.setdefault(exe, []).append(Draw(case.id, spec, n, job))
    outputs = {}
    for exe, todo in draws.items():
        outputs.update(run_draws(exe, todo, TIMEOUT_S))
    for case in cases:
        if case.id not in results:
            got = outputs[case.id]
            results[case.id] = got if isinstance(got, StageFailure) else compare(target, lifts[case.id], got, ingest.entry_of(case).order_dependent)
    return results


def compare(target: Target, lift: lifted.Lift, got: list[dict], order: str) -> LiftedOnDevice | StageFailure:
    """Every output array of every launch against the original's CPU outputs (``real_code_gpu``);
    as multisets of elements where ``order`` says why the threads' order decides and they differ."""
    worst, compared, spec = None, ELEMENT_BY_ELEMENT, lift.spec
    for n, (outputs, want) in enumerate(zip(got, lift.expected, strict=True)):
        device = {p.name: np.ascontiguousarray(outputs[p.name]) for p in spec.outputs}
        cpu = {name: np.frombuffer(base64.b64decode(want[name]), dtype=dtype_of(spec.param(name))).reshape(value.shape) for name, value in device.items()}
        agreement, problems, how = compare_in_any_order(
            device, cpu, lambda name, exp: real_code_gpu(exp), (target.alias, "the original on Warp's CPU"), lambda name: len(spec.array_shape(spec.param(name))), order
        )
        compared = how if how != ELEMENT_BY_ELEMENT else compared
        if problems:
            message = f"launch {n}: the lifted .cu on {target.describe()} (compared {compared}): " + "; ".join(problems)
            label, known = order_failure(order, compared)
            return StageFailure(label, message, mismatch_arrays(device, cpu, ("gpu", "warp_cpu")), known)
        if worst is None or agreement.ratio > worst.ratio:
            worst = agreement
    return LiftedOnDevice("module_binary", target.name, target.alias, target.arch, worst.worst_error, worst.tolerance, worst.max_error, worst.arrays, len(got), compared)
