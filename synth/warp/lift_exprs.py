"""Expressions of the kernel model as the lifter rewrites them: whether one may be evaluated twice, and a
component of a vector or matrix value (shared by ``synth.warp.lift`` and ``synth.warp.lift_slices``)."""

from __future__ import annotations

from synth.model import spec as m
from synth.model import walk
from synth.model.builtins import BUILTINS

RANDOM_WITH_STATE = frozenset({"randf", "randi", "randn", "randu", "poisson"} | {n for n in BUILTINS if n.startswith("sample_")})


def pure(e: m.Expr) -> bool:
    """Whether evaluating ``e`` twice is evaluating it once: no call of a function (which may store),
    no atomic, no random draw (which advances its state)."""
    return not any(isinstance(x, (m.FuncCall, m.AtomicValue)) or isinstance(x, m.Call) and x.fn in RANDOM_WITH_STATE for x in walk.walk_expr(e))


def component(value: m.Expr, k: tuple[int, ...], scalar: m.Type) -> m.Expr:
    """Component ``k`` of a vector or matrix value: of one built from its components (``wp.vec3(a, b, c)``,
    a matrix's row), that component itself; else ``value[k]``."""
    if isinstance(value, m.Construct) and len(value.args) == value.type.components and all(a.type == scalar for a in value.args):
        flat = k[0] if len(k) == 1 else k[0] * value.type.shape[1] + k[1]
        return value.args[flat]
    return m.Component(value, k, scalar)
