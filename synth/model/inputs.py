"""Seeded kernel inputs in the domains the spec declares.

Values come from a vectorized splitmix64 stream keyed by (case seed, parameter name), not
from NumPy's generators, so the same case gets the same bytes with any NumPy version.
"""

from __future__ import annotations

import numpy as np

from synth.model.spec import KernelSpec, Param

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _stream_key(seed: int, name: str) -> int:
    key = seed * 0x2545F4914F6CDD1D
    for ch in name.encode():
        key = key * 131 + ch
    return key & ((1 << 64) - 1)


def uniform01(seed: int, name: str, count: int) -> np.ndarray:
    """``count`` float64 values in [0, 1) from splitmix64 outputs (53 high bits)."""
    with np.errstate(over="ignore"):
        z = np.uint64(_stream_key(seed, name)) + _GOLDEN * np.arange(1, count + 1, dtype=np.uint64)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(11)).astype(np.float64) / float(1 << 53)


def array_shape(spec: KernelSpec, p: Param) -> tuple[int, ...]:
    length = spec.output_length(p) if p.kind == "out" else spec.dim
    return (length, *p.type.shape)


def param_value(spec: KernelSpec, p: Param, seed: int | None = None):
    """The launch value of one parameter: an input or output buffer (numpy) or a scalar."""
    seed = spec.seed if seed is None else seed
    lo, hi = p.domain
    if p.kind == "out":
        return np.full(array_shape(spec, p), p.init, dtype=np.float32)
    if p.kind == "scalar":
        u = uniform01(seed, p.name, 1)[0]
        if p.type.name == "int32":
            return int(lo + int(u * (int(hi) - int(lo) + 1)))
        return float(np.float32(lo + u * (hi - lo)))
    shape = array_shape(spec, p)
    u = uniform01(seed, p.name, int(np.prod(shape)))
    return (lo + u * (hi - lo)).astype(np.float32).reshape(shape)


def make_inputs(spec: KernelSpec, seed: int | None = None) -> dict:
    """All launch values by parameter name, in spec order (outputs filled with their init value)."""
    return {p.name: param_value(spec, p, seed) for p in spec.params}
