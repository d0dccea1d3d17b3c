"""The reference: the kernel run on Warp's CPU device with the case's seeded inputs."""

from __future__ import annotations

import traceback

import numpy as np

from synth.model.failures import StageFailure
from synth.model.inputs import make_inputs
from synth.model.spec import KernelSpec, Param
from synth.stages import codegen
from synth.stages.batch import Batch, launches_kernels
from synth.verify.degeneracy import degeneracy
from synth.warp import warp_ir


def warp_array(spec: KernelSpec, p: Param, value: np.ndarray, device: str, requires_grad: bool = False):
    wp = warp_ir.warp()
    dtype = getattr(wp, p.type.name)
    return wp.array(value, dtype=dtype, device=device, requires_grad=requires_grad)


def launch_args(spec: KernelSpec, values: dict, device: str, requires_grad: bool = False) -> list:
    """Warp launch arguments in parameter order: arrays on ``device``, scalars as Python values."""
    args = []
    for p in spec.params:
        if p.kind == "scalar":
            args.append(values[p.name])
        else:
            args.append(warp_array(spec, p, values[p.name], device, requires_grad and p.type.is_float))
    return args


def run_forward(kernel, spec: KernelSpec, values: dict, device: str = "cpu") -> dict[str, np.ndarray]:
    """Launch once and return the output arrays by name."""
    wp = warp_ir.warp()
    args = launch_args(spec, values, device)
    wp.launch(kernel, dim=spec.dim, inputs=args, device=device)
    wp.synchronize_device(device)
    return {p.name: a.numpy().copy() for p, a in zip(spec.params, args, strict=True) if p.kind == "out"}


@launches_kernels
def forward(batch: Batch) -> dict:
    """Forward outputs on the CPU for every case; degenerate outputs are failures."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        try:
            kernel = batch.value(case, codegen.cpu_kernels)
        except StageFailure as failure:
            results[case.id] = failure
            continue
        values = make_inputs(spec)
        initial = {p.name: values[p.name] for p in spec.outputs}
        try:
            outputs = run_forward(kernel, spec, values)
        except Exception as exc:
            results[case.id] = StageFailure("crash", f"CPU launch failed: {exc}", {"traceback.txt": traceback.format_exc()})
            continue
        reason = degeneracy(outputs, initial)
        if reason:
            arrays = {f"{k}.npy": v for k, v in {**values, **outputs}.items() if isinstance(v, np.ndarray)}
            results[case.id] = StageFailure("degenerate", reason, arrays)
            continue
        results[case.id] = outputs
    return results
