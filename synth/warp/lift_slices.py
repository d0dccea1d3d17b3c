"""Slices of vectors, matrices and quaternions (``v[1:]``, ``v[::-1]``, ``m[:2, 1]``, ``m[1:, :2]``)
lifted as the components they select.

Warp takes a slice of a composite value only with compile-time bounds and resolves them as
CPython's ``slice.indices`` does (``Adjoint.eval_const_slice``); the result is a copy, a vector
or matrix of the selected components. The model has no slice: it holds the copy as a
constructor of those components, read one by one (``Component``), so the sliced value must be
pure (read once per component). Written slices (``v[1:3] = w``, ``v[1:3] += w``) are
``SetComponent`` per component. A slice of an array (a view of its memory) or a transform stays refused by label.
"""

from __future__ import annotations

import ast
import itertools

from synth.model import spec as m
from synth.model import walk
from synth.warp.lift_exprs import component
from synth.warp.lift_exprs import pure as _pure
from synth.warp.refusal import Refused


def has_slice(index_node) -> bool:
    """Whether a subscript's index is, or holds, a slice (``v[1:]``, ``m[0, :2]``)."""
    items = index_node.elts if isinstance(index_node, ast.Tuple) else [index_node]
    return any(isinstance(x, ast.Slice) for x in items)


def selected(lifter, index_node, t: m.Type, scope) -> tuple[list[tuple[int, ...]], tuple[int, ...]]:
    """The components a slice of a value of type ``t`` selects, in Warp's (row-major) order, and the
    shape of the result (one length per sliced dimension)."""
    if not (t.name.startswith(("vec", "mat", "quat", "spatial_vector"))):
        raise Refused(f"a slice of a {t.name}")
    items = index_node.elts if isinstance(index_node, ast.Tuple) else [index_node]
    if len(items) > len(t.shape):
        raise Refused(f"a slice of {len(items)} indices into a {t.name}")
    items = items + [ast.Slice()] * (len(t.shape) - len(items))  # m[1:] is m[1:, :]
    per_dim, shape = [], []
    for item, n in zip(items, t.shape, strict=True):
        if isinstance(item, ast.Slice):
            bounds = [None if part is None else _constant(lifter, part, scope) for part in (item.lower, item.upper, item.step)]
            if bounds[2] == 0:
                raise Refused("a slice with a zero step")
            picked = list(range(*slice(*bounds).indices(n)))  # Warp's bounds are CPython's (eval_const_slice)
            per_dim.append(picked)
            shape.append(len(picked))
        else:
            k = _constant(lifter, item, scope)
            if not 0 <= k < n:
                raise Refused(f"an index out of range or negative beside a slice of a {t.name}")
            per_dim.append([k])
    if 0 in shape:
        raise Refused(f"an empty slice of a {t.name} (a vector of no components)")
    return [tuple(k) for k in itertools.product(*per_dim)], tuple(shape)


def read(lifter, node: ast.Subscript, base: m.Expr, scope) -> m.Construct:
    """``base[slice]``: a constructor of the selected components, of the type Warp gave the slice."""
    t = base.type
    picked, shape = selected(lifter, node.slice, t, scope)
    result = lifter.type_of(node)
    if tuple(result.shape) != shape or result.scalar != t.scalar:
        raise Refused(f"a slice of a {t.name} to a {result.name}")
    if not _pure(base):
        raise Refused(f"a slice of a {t.name} that is not pure (the model reads each of its components)")
    scalar = m.Type(t.scalar.name)
    return m.Construct(tuple(m.Component(base, k, scalar) for k in picked), result)


def written(lifter, name: str, index_node, value: m.Expr, scope, op: str | None = None) -> list:
    """``v[slice] = w`` on a local vector or matrix: each selected component from ``w``'s, in order;
    ``v[slice] op= w`` (``op`` add, sub ...): each selected component ``op`` ``w``'s (Warp's ``v[slice] = v[slice] op w``)."""
    t = scope.locals[name]
    picked, shape = selected(lifter, index_node, t, scope)
    if tuple(value.type.shape) != shape or value.type.scalar != t.scalar:
        raise Refused(f"a {value.type.name} stored into a slice of a {t.name}")
    if not _pure(value) or any(isinstance(x, m.Ref) and x.name == name for x in walk.walk_expr(value)):
        raise Refused(f"a slice of a {t.name} written from a value that is not pure or reads it")
    scalar = m.Type(t.scalar.name)
    source = [tuple(k) for k in itertools.product(*(range(n) for n in shape))]
    out = []
    for k, s in zip(picked, source, strict=True):
        part = component(value, s, scalar)
        if op is not None:
            part = lifter.arithmetic(op, m.Component(m.Ref(name, t), k, scalar), part, scalar)
        out.append(m.SetComponent(name, k, part))
    return out




def _constant(lifter, node, scope) -> int:
    value = lifter.static_value(node, scope)
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refused("a slice bound that is not a constant int")
    return value
