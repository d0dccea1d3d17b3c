"""Seeded kernel inputs in the domains the spec declares.

Values come from a vectorized splitmix64 stream keyed by (case seed, parameter name), not
from NumPy's generators, so the same case gets the same bytes with any NumPy version.
"""

from __future__ import annotations

import functools

import numpy as np

from synth.model import boundary
from synth.model.dtypes import bfloat16_bits, bfloat16_values
from synth.model.spec import KernelSpec, Param

# Every case runs on this many seeded input draws; the checks keep the worst over them.
DRAWS = 4
# The last draw is the boundary draw: uniform values, then on a few elements of each input exactly
# the constants the kernel compares it with, and their neighbours (synth.model.boundary).
BOUNDARY_DRAW = DRAWS - 1
# The initial contents of every stored-to output (atomic targets start at their op's
# identity instead): a value no kernel computes from the input domains, so an element one
# side writes and the other misses can never agree by accident.
SENTINEL = -7777.0

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _stream_key(seed: int, name: str) -> int:
    key = seed * 0x2545F4914F6CDD1D
    for ch in name.encode():
        key = key * 131 + ch
    return key & ((1 << 64) - 1)


def bits64(seed: int, name: str, count: int) -> np.ndarray:
    """``count`` uint64 splitmix64 outputs of the stream (seed, name)."""
    with np.errstate(over="ignore"):
        z = np.uint64(_stream_key(seed, name)) + _GOLDEN * np.arange(1, count + 1, dtype=np.uint64)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def uniform01(seed: int, name: str, count: int) -> np.ndarray:
    """``count`` float64 values in [0, 1) from splitmix64 outputs (53 high bits)."""
    return (bits64(seed, name, count) >> np.uint64(11)).astype(np.float64) / float(1 << 53)


def _integers(bits: np.ndarray, lo: int, hi: int, dtype: np.dtype) -> np.ndarray:
    """Integers in [lo, hi] from uint64 draws, exact at any width (modulo the span, wrapped
    into ``dtype``): the 8-byte types' bounds pass 2^53, where a float draw would round."""
    span = hi - lo + 1
    offset = bits if span == 1 << 64 else bits % np.uint64(span)
    with np.errstate(over="ignore"):
        return (offset + np.uint64(lo % (1 << 64))).view(np.int64 if dtype.kind == "i" else np.uint64).astype(dtype)


def array_shape(spec: KernelSpec, p: Param) -> tuple[int, ...]:
    """The numpy shape of a parameter's value: () for a scalar (a struct: its words), else
    the array's extent then the element's own shape (a struct element: its words)."""
    if p.kind == "scalar":
        return p.type.value_shape
    return (*spec.array_shape(p), *p.type.value_shape)


def dtype_of(p: Param) -> np.dtype:
    """The numpy dtype of a parameter's elements: its type's scalar (``synth.model.dtypes``;
    struct fields are float32)."""
    return p.type.scalar.dtype


def init_value(p: Param):
    """An output's initial element value in its dtype; an integer init wraps into its type
    (the uint32 sentinel is 2^32 - 7777)."""
    if p.type.is_integer:
        return np.int64(int(p.init)).astype(dtype_of(p))
    if p.type.scalar.name == "bfloat16":  # held as its bits (numpy has no bfloat16)
        return bfloat16_bits(np.float32(p.init))[()]
    return dtype_of(p).type(p.init)


def stream_name(name: str, draw: int) -> str:
    """The stream of a parameter's values in one draw; draw 0 keeps the first version's bytes."""
    return name if draw == 0 else f"{name}@{draw}"


def param_value(spec: KernelSpec, p: Param, draw: int = 0):
    """The launch value of one parameter in one draw: an array (numpy), a number, or a
    struct's fields (numpy float32). Floats are drawn in float64 and rounded once to the
    parameter's dtype; integers are uniform in the domain, exact at every width. In the
    boundary draw some elements are then replaced by the kernel's comparison constants. An array
    with the option ``sorted`` is then sorted ascending."""
    value = _uniform_value(spec, p, draw)
    if draw == BOUNDARY_DRAW and p.kind != "out" and (placed := boundary_placement(spec).get(p.name)) is not None:
        if p.kind == "scalar":
            return placed
        flat = value.reshape(-1, *p.type.value_shape)
        for position, component, v in placed:
            flat[(position, *component)] = v
    if dict(p.options).get("sorted"):  # a table searched by wp.lower_bound: sorted in every draw, placed values included
        value = np.sort(value, axis=None).reshape(value.shape)
    return value


@functools.lru_cache(maxsize=256)
def boundary_placement(spec: KernelSpec) -> dict:
    """The boundary draw's values by parameter: a scalar's value, or an array's (element position in
    flat order, component, value) triples; positions are a seeded choice (stream ``<name>@boundary``)."""
    scalars = {p.name: _uniform_value(spec, p, BOUNDARY_DRAW) for p in spec.scalars if p.type.is_scalar}
    chosen: dict = {}
    for t in boundary.targets(spec, scalars):  # a scalar takes its first target; the arrays then see it
        p = spec.param(t.param)
        if p.kind == "scalar" and t.param not in chosen:
            chosen[t.param] = int(t.value) if p.type.is_integer else float(t.value)
    scalars |= chosen
    wanted: dict[str, list] = {}
    for t in boundary.targets(spec, scalars):
        if spec.param(t.param).kind == "in":
            wanted.setdefault(t.param, []).append(t)
    placed: dict = dict(chosen)
    for name, values in wanted.items():
        count = int(np.prod(spec.array_shape(spec.param(name)), dtype=np.int64))
        n = boundary.slots(count, len(values))
        order = np.argsort(bits64(spec.seed, f"{name}@boundary", count), kind="stable")[:n]
        cycle = boundary.weighted(values) * n
        placed[name] = [(int(pos), t.component, t.value) for pos, t in zip(order, cycle[:n], strict=True)]
    return placed


def _uniform_value(spec: KernelSpec, p: Param, draw: int):
    """A parameter's value drawn uniformly from its domain (an output: its init value)."""
    lo, hi = p.domain
    shape = array_shape(spec, p)
    if p.kind == "out":
        return np.full(shape, init_value(p), dtype=dtype_of(p))
    count = int(np.prod(shape, dtype=np.int64))
    if p.type.is_integer and p.type.scalar.size == 8:
        values = _integers(bits64(spec.seed, stream_name(p.name, draw), count), int(lo), int(hi), dtype_of(p))
    elif p.type.is_integer:
        u = uniform01(spec.seed, stream_name(p.name, draw), count)
        values = (int(lo) + np.floor(u * (int(hi) - int(lo) + 1))).astype(np.int64).astype(dtype_of(p))
    else:
        u = uniform01(spec.seed, stream_name(p.name, draw), count)
        values = lo + u * (hi - lo)
        values = bfloat16_bits(values.astype(np.float32)) if p.type.scalar.name == "bfloat16" else values.astype(dtype_of(p))
    if p.kind == "scalar" and not p.type.is_struct:
        if p.type.scalar.name == "bfloat16":
            return float(bfloat16_values(values)[0])
        return int(values[0]) if p.type.is_integer else float(values[0])
    return values.reshape(shape)


def draw_files(spec: KernelSpec, draw: int) -> dict:
    """An input draw's values as a failure folder holds them (``a.npy``, ``out.init.npy``, and
    ``input_draw.txt`` with the draw and its scalars, and in the boundary draw each placed value):
    a failure on draw N carries its own inputs."""
    values = make_inputs(spec, draw)
    files = {(f"{p.name}.npy" if p.kind == "in" else f"{p.name}.init.npy"): values[p.name] for p in spec.valued if p.kind != "scalar"}
    scalars = "".join(f"{p.name} = {values[p.name]!r}\n" for p in spec.scalars)
    return files | {"input_draw.txt": f"input draw {draw}\n{scalars}{_boundary_lines(spec) if draw == BOUNDARY_DRAW else ''}"}


def _boundary_lines(spec: KernelSpec) -> str:
    """The boundary draw's placed values, one line each (``a[17] = 0.25``, ``v[3][1] = -0.5``)."""
    lines = []
    for name, placed in boundary_placement(spec).items():
        for position, component, v in placed if isinstance(placed, list) else ():
            lines.append(f"boundary {name}[{position}]{''.join(f'[{c}]' for c in component)} = {float(v)!r}\n")
    return "".join(lines)


def make_inputs(spec: KernelSpec, draw: int = 0) -> dict:
    """All launch values of one input draw by parameter name, in spec order (outputs filled
    with their init value)."""
    return {p.name: param_value(spec, p, draw) for p in spec.valued}
