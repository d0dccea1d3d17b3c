"""``wp.static(...)`` as Warp evaluates it: Python arithmetic when Warp generates code.

Warp hands the expression inside ``wp.static`` to Python with the module's globals, the
kernel's closure variables and, inside a loop it unrolls, the loop variable's value for that
iteration; the result becomes a constant of the kernel (an int is int32, a float float32,
rounded once from Python's double). The standalone .cu holds the same folded value, so this
module computes it the same way: Python's own operators (``//`` floors, ``/`` is true
division), on Python ints and floats.
"""

from __future__ import annotations

import operator

from synth.model.spec import Binary, Call, Const, Expr, Ref, Static, Unary, walk_expr

_OPERATORS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "div": operator.truediv, "floordiv": operator.floordiv, "mod": operator.mod}
_CASTS = {"float": float, "int": int}


def fold(e: Expr, names: dict[str, int | float]) -> int | float:
    """The Python value of a static expression; ``names`` holds the constants and loop variables it may read."""
    if isinstance(e, Static):
        return fold(e.value, names)
    if isinstance(e, Const) and e.type.name in ("int32", "float32") and not e.named:
        return int(e.value) if e.type.name == "int32" else float(e.value)
    if isinstance(e, Ref):
        if e.name not in names:
            raise ValueError(f"wp.static reads {e.name!r}, which is no constant or unrolled loop variable here")
        return names[e.name]
    if isinstance(e, Binary) and e.op in _OPERATORS:
        return _OPERATORS[e.op](fold(e.lhs, names), fold(e.rhs, names))
    if isinstance(e, Unary) and e.op == "neg":
        return -fold(e.arg, names)
    if isinstance(e, Call) and e.fn in _CASTS and len(e.args) == 1:
        return _CASTS[e.fn](fold(e.args[0], names))
    raise ValueError(f"{type(e).__name__} is not folded inside wp.static (Python arithmetic on int32/float32 literals, constants and loop variables is)")


def reads(e: Expr, name: str) -> bool:
    """Whether a static expression reads ``name`` (a loop variable: Warp unrolls that loop)."""
    return any(isinstance(x, Ref) and x.name == name for x in walk_expr(e))
