"""The backward reference: a forward launch on a ``wp.Tape``, then backward from seeded output
weights; the gradients of the float input arrays."""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from synth.model.inputs import array_shape, stream_name, uniform01
from synth.model.spec import KernelSpec, Param
from synth.stages import reference
from synth.warp import warp_ir


def output_adjoints(spec: KernelSpec, draw: int = 0) -> dict[str, np.ndarray]:
    """Seeded weights w of every float output, in [-1, 1) (not all ones, so a transposed index shows),
    in the output's dtype (float32, or float64 for a float64 output).

    From the splitmix64 stream of ``synth.model.inputs``, so the bytes never change with NumPy;
    draw 0's are the first version's. Integer outputs have no gradient and get none.
    """
    adjoints = {}
    for p in spec.outputs:
        if not p.type.is_float:
            continue
        shape = array_shape(spec, p)
        u = uniform01(spec.seed, stream_name(f"adj_{p.name}", draw), int(np.prod(shape, dtype=np.int64)))
        adjoints[p.name] = (2.0 * u - 1.0).astype(p.type.scalar.dtype).reshape(shape)
    return adjoints


def differentiated(spec: KernelSpec) -> tuple[Param, ...]:
    """The input arrays with a gradient: float element types, struct arrays (their fields are float)."""
    return tuple(p for p in spec.inputs if p.type.is_float)


@dataclass
class Backward:
    """A backward run: the forward outputs, the adjoints it started from, the input gradients."""

    outputs: dict[str, np.ndarray]
    adjoints: dict[str, np.ndarray]
    grads: dict[str, np.ndarray]
    seconds: float = 0.0


def run_backward(kernel, spec: KernelSpec, values: dict, adjoints: dict, device: str = "cpu") -> Backward:
    """Forward on a ``wp.Tape`` and backward from ``adjoints``; gradients of the float input arrays
    (numpy, layout of ``synth.model.inputs``: a struct array's as float32 words)."""
    wp = warp_ir.warp()
    start = time.perf_counter()
    args = reference.launch_args(spec, values, device, requires_grad=True, kernel=kernel)
    tape = wp.Tape()
    with tape:
        reference.launch(kernel, spec, args, device)
    params = dict(zip((p.name for p in spec.params), args, strict=True))
    seeds = {
        params[p.name]: reference.warp_array(spec, p, adjoints[p.name], device, kernel=kernel) for p in spec.outputs if p.name in adjoints
    }
    tape.backward(grads=seeds)
    wp.synchronize_device(device)
    return Backward(
        outputs={p.name: reference.to_numpy(spec, p, params[p.name]) for p in spec.outputs},
        adjoints=adjoints,
        grads={p.name: reference.to_numpy(spec, p, params[p.name].grad) for p in differentiated(spec)},
        seconds=time.perf_counter() - start,
    )
