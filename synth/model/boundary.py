"""The boundary draw's values: inputs that sit exactly on the kernel's comparisons.

Uniform float draws never equal a comparison's constant, so ``x < c`` and ``x <= c`` (or a clamp's
bound taken on the other side) give the same outputs on every random draw, and a rendering that
swaps them passes every check. One input draw per case (``inputs.BOUNDARY_DRAW``) therefore puts,
on a few elements of each input array, exactly each constant an input is compared with, and its
neighbouring values (the floats just below and above in the array's dtype, never a subnormal,
which a device flushing them to zero would read as 0; for integers the one below and above): thresholds of ``if``/``while``/``wp.where``/``x if c else y`` conditions,
``wp.clamp``/``wp.min``/``wp.max`` bounds, runtime loop bounds (the start, so a loop of 0 and 1
passes). Each value stays inside the parameter's declared domain, so every guarantee the
generator built on the domain (domain guards, in-range indices) still holds.

What is solved, and why only that: the compared side must BE an input value (an array element or
one component of it, a scalar parameter, a local or function argument bound once to one, possibly
negated), so the value an input needs is the constant itself, exact in any precision on any
device. A computed side (``a[i] * 2.0 < c``) would need an inverse the float rounding may not
have, and a device's FMA contraction could move it off the boundary again. The constant side is a
literal, a ``wp.static`` literal, a module constant, or a scalar parameter (its value in this
draw). The random samplers' accept constants are compared with the generator's state, which no
input reaches except through a hash (tests/unit/render/test_helper_boundaries.py pins seeds found
by search instead).

How many elements: an eighth of each array a comparison reads, the values repeated round it, each
exact value twice as often as each neighbour. Several copies, since a value decides a comparison
only on threads whose other conditions let that comparison matter (``if a < 0 and b < 0.25: ...
elif a < -0.5``: a = -0.5 matters only where b >= 0.25, 3/8 of b's uniform values). The gradient check excludes the kinks these points sit on (and their neighbours, within a step of
them), and needs 3/4 of each input kept (``tolerance.GRAD_MIN_KEPT``): 1/8 leaves twice the
measured 4.2% of other exclusions before that bar. Arrays of fewer than 8 elements are left alone
(every thread would read the boundary). A scalar parameter is one value for every thread: it takes
the first exact constant only, without neighbours (a loop bound: start + step, one pass).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from synth.model.spec import (
    Call,
    Compare,
    Component,
    Const,
    Func,
    FuncCall,
    KernelSpec,
    Let,
    Load,
    Range,
    Ref,
    Static,
    Unary,
)
from synth.model.walk import children, walk_statements

SMALLEST_ARRAY = 8  # an array with fewer elements keeps its uniform draw (1/8 of it is under one element)
SHARE = 8  # slots: 1/8 of an array's elements
_BOUNDED = ("clamp", "min", "max")  # builtins that compare their first argument with the others


@dataclass(frozen=True)
class Source:
    """An input value a compared expression is: ``param`` (component ``component`` of each element
    for a vector/matrix array, () for a scalar element), negated when ``sign`` is -1."""

    param: str
    component: tuple[int, ...] = ()
    sign: int = 1


@dataclass(frozen=True)
class Target:
    """A value some elements of ``param`` (that component) get in the boundary draw."""

    param: str
    component: tuple[int, ...]
    value: float | int
    exact: bool = True  # the constant itself, not a neighbour


def _bound_once(body: tuple) -> dict:
    """Locals defined by one ``Let`` and never assigned again: {name: value expression}."""
    lets, assigned = {}, set()
    for s in walk_statements(body):
        if isinstance(s, Let):
            if s.name in lets:
                assigned.add(s.name)
            lets[s.name] = s.value
        else:
            for name in ("name", "names", "var"):
                value = getattr(s, name, None)
                assigned.update(value if isinstance(value, tuple) else (value,) if isinstance(value, str) else ())
    return {k: v for k, v in lets.items() if k not in assigned}


class _Solver:
    """Walks a kernel (and each function at each call, its parameters bound to the call's
    arguments) collecting the boundary targets."""

    def __init__(self, spec: KernelSpec, scalars: dict):
        self.spec = spec
        self.scalars = scalars  # the scalar parameters' values in this draw
        self.params = {p.name: p for p in spec.params}
        self.constants = {c.name: c.value for c in spec.constants}
        self.funcs = {f.name: f for f in spec.funcs}
        self.targets: list[Target] = []

    def source(self, e, env: dict) -> Source | None:
        if isinstance(e, Load):
            p = self.params.get(e.array)
            return Source(e.array) if p is not None and p.kind == "in" and p.type.value_shape == () and not p.type.is_struct else None
        if isinstance(e, Component):
            if isinstance(e.base, Load):
                p = self.params.get(e.base.array)
                if p is not None and p.kind == "in" and not p.type.is_struct and len(p.type.value_shape) == len(e.index):
                    return Source(e.base.array, tuple(e.index))
            return None
        if isinstance(e, Unary) and e.op == "neg":
            inner = self.source(e.arg, env)
            return Source(inner.param, inner.component, -inner.sign) if inner else None
        if isinstance(e, Ref):
            if e.name in env:
                value, outer = env[e.name]
                return self.source(value, outer)
            p = self.params.get(e.name)
            return Source(e.name) if p is not None and p.kind == "scalar" and p.type.is_scalar else None
        return None

    def known(self, e, env: dict):
        if isinstance(e, Const):
            return e.value
        if isinstance(e, Static):
            return self.known(e.value, env)
        if isinstance(e, Unary) and e.op == "neg":
            v = self.known(e.arg, env)
            return None if v is None else -v
        if isinstance(e, Ref):
            if e.name in env:
                value, outer = env[e.name]
                return self.known(value, outer)
            if e.name in self.constants:
                return self.constants[e.name]
            return self.scalars.get(e.name)
        return None

    def pair(self, x, c, env: dict, offsets=(0,), step: int = 0) -> None:
        """``x`` against ``c``: a target at c (+ each offset x step) when x is an input and c known."""
        s, v = self.source(x, env), self.known(c, env)
        if s is None or v is None or isinstance(v, bool):
            return
        for k in offsets:
            value = v + k * step
            self.targets.append(Target(s.param, s.component, -value if s.sign < 0 else value))

    def walk(self, node, env: dict, depth: int = 0) -> None:
        if isinstance(node, Compare):
            self.pair(node.lhs, node.rhs, env)
            self.pair(node.rhs, node.lhs, env)
        elif isinstance(node, Call) and node.fn in _BOUNDED and len(node.args) >= 2:
            for bound in node.args[1:]:
                self.pair(node.args[0], bound, env)
        elif isinstance(node, Range):
            self.pair(node.stop, node.start, env, (1, 0), node.step)  # one pass first: a scalar bound takes it
        elif isinstance(node, FuncCall) and depth < 8 and node.func in self.funcs:
            self.call(self.funcs[node.func], node.args, env, depth + 1)
        for child in children(node):
            self.walk(child, env, depth)

    def call(self, f: Func, args: tuple, env: dict, depth: int) -> None:
        inner = {name: (value, {}) for name, value in _bound_once(f.body).items()}
        for (name, _), arg in zip(f.params, args, strict=True):
            inner[name] = (arg, env)
        for s in f.body:
            self.walk(s, inner, depth)

    def run(self) -> list[Target]:
        env = {name: (value, {}) for name, value in _bound_once(self.spec.body).items()}
        for s in self.spec.body:
            self.walk(s, env)
        return self.targets


def _with_neighbours(value, dtype: np.dtype) -> list:
    """The value in the dtype, then the values just below and above it (none for a value the
    integer dtype does not hold; a float's subnormal neighbours left out: a device that flushes
    them to zero would take the other branch)."""
    if dtype.kind in "iu":
        v = int(value)
        return [v, v - 1, v + 1] if v == value else []
    v = dtype.type(value)
    around = (np.nextafter(v, dtype.type(-np.inf)), np.nextafter(v, dtype.type(np.inf)))
    return [v, *(w for w in around if abs(w) >= np.finfo(dtype).tiny)]


def targets(spec: KernelSpec, scalars: dict) -> list[Target]:
    """Every (input, component, value) the kernel's comparisons ask for, deduplicated in walk order
    (the exact value first, then its neighbours; only values inside the parameter's domain; a
    scalar parameter, one value for every thread, only the exact one)."""
    seen, out = set(), []
    for t in _Solver(spec, scalars).run():
        p = spec.param(t.param)
        lo, hi = p.domain
        values = _with_neighbours(t.value, p.type.scalar.dtype)
        for k, v in enumerate(values[:1] if p.kind == "scalar" else values):
            key = (t.param, t.component, float(v))
            if lo <= v <= hi and np.isfinite(float(v)) and key not in seen:
                seen.add(key)
                out.append(Target(t.param, t.component, v, k == 0))
    return out


def slots(count: int, wanted: int) -> int:
    """How many elements of an array of ``count`` get boundary values when ``wanted`` are asked for."""
    if count < SMALLEST_ARRAY or wanted == 0:
        return 0
    return count // SHARE


def weighted(values: list) -> list:
    """The values in the order slots take them round: each exact one (``Target.exact``) twice."""
    return [t for t in values for _ in range(2 if t.exact else 1)]
