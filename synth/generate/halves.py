"""float16 building blocks for the half categories: the types, half literals, and guarded
operators on halves (every literal a ``wp.float16(k)``: Warp does not mix a float32 literal
with a half).

Magnitudes stay O(1) by construction, far from half's largest finite value (65504) and with
every term well above half's resolution (2^-11 relative), so no input is rounded away:
inputs in [-2, 2], literals in [0.125, 3], exp only of an argument clamped to [-2, 2]
(at most 7.4), divisions only by |y| + 1 or a literal >= 0.5.
"""

from __future__ import annotations

from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Binary, Call, Const, Expr, Type, Unary

HALF = Type("float16")
VEC3H = Type("vec3h", (3,))
LITERALS = (0.5, 2.0, 0.25, 1.5, 0.75, 3.0, 0.125)  # exact in half


def h(v: float) -> Const:
    """``wp.float16(v)``."""
    return Const(float(v), HALF)


def widened(x: Expr) -> Call:
    """``wp.float32(x)`` of a half."""
    return Call("float", (x,), FLOAT)


def narrowed(x: Expr) -> Call:
    """``wp.float16(x)`` of a float32."""
    return Call("float16", (x,), HALF)


def hcall(fn: str, *args: Expr) -> Call:
    return Call(fn, tuple(args), HALF)


def binary(op: str, a: Expr, b: Expr) -> Binary:
    """A half operator; a vec3h on either side makes the result a vec3h (scaling)."""
    return Binary(op, a, b, b.type if a.type == HALF else a.type)


def abs_plus_one(x: Expr) -> Expr:
    return binary("add", hcall("abs", x), h(1.0))


# Unary functions of a half, each guarded, simplest first.
UNARY = {
    "neg": lambda x: Unary("neg", x, HALF),
    "sin": lambda x: hcall("sin", x),
    "cos": lambda x: hcall("cos", x),
    "tanh": lambda x: hcall("tanh", x),
    "sqrt": lambda x: hcall("sqrt", abs_plus_one(x)),
    "log": lambda x: hcall("log", abs_plus_one(x)),
    "exp": lambda x: hcall("exp", hcall("clamp", x, h(-2.0), h(2.0))),
}


def half_expr(c: Chooser, leaves: list[Expr], depth: int, root: bool = False) -> Expr:
    """A random half expression over ``leaves`` (halves), an operator at the top with ``root``.

    x / x and x - x (which erase x) take a literal operand instead, and a difference of two forms of one
    leaf (x - (x + k), x * k - x: x cancels, up to roundings that liveness would take for
    dependence) becomes a sum; a division is by |y| + 1 or by a literal. Shrinks toward a leaf and the first operator.
    """
    if depth <= 0 or (not root and c.integer(0, 2) == 0):
        leaf = c.choice(leaves)
        shape = c.integer(0, 2)
        if shape == 0:
            return leaf
        k = h(c.choice(LITERALS))
        return binary("mul", leaf, k) if shape == 1 else binary("add", leaf, k)
    if c.integer(0, 2) == 0:
        return UNARY[c.choice(tuple(UNARY))](half_expr(c, leaves, depth - 1))
    op = c.choice(("add", "sub", "mul", "div"))
    lhs, rhs = half_expr(c, leaves, depth - 1), half_expr(c, leaves, depth - 1)
    if op == "div":
        return binary("div", lhs, h(c.choice((0.5, 2.0, 1.5))) if rhs == lhs else abs_plus_one(rhs))
    if op == "sub" and rhs == lhs:
        rhs = h(c.choice(LITERALS))
    elif op == "sub" and _leaf(lhs) is not None and _leaf(lhs) == _leaf(rhs):  # (x + k) - (x * k'): x cancels (k' = 1) or nearly
        op = "add"
    return binary(op, lhs, rhs)


def _leaf(e: Expr) -> Expr | None:
    """The leaf of ``x``, ``x * k`` or ``x + k`` (k a literal); None for anything else."""
    if isinstance(e, Binary) and isinstance(e.rhs, Const):
        return e.lhs if _leaf(e.lhs) is e.lhs else None
    return e if not isinstance(e, (Binary, Unary, Call, Const)) else None
