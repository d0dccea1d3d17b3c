"""Symbolic derivatives of float32 expressions: the custom adjoints (``@wp.func_grad``) of
generated functions, written the way Warp's own adjoints route them.

``derivative(e, x)`` is d e / d x as a spec expression over the same values, or None where
``e`` holds a node this does not differentiate. The kinks follow Warp's native adjoints
(``warp/native/builtin.h``): ``abs`` counts x = 0 with the positive side, ``min``/``max`` send
a tie to the second operand, ``clamp(x, lo, hi)`` passes the gradient for lo <= x < hi. The
gradient check compares the result with finite differences like any other adjoint.
"""

from __future__ import annotations

from synth.model.spec import BOOL, FLOAT, Binary, Call, Compare, Const, Expr, Logical, Ref, Select, Unary

ZERO, ONE = Const(0.0, FLOAT), Const(1.0, FLOAT)


def _is(e: Expr, value: float) -> bool:
    return isinstance(e, Const) and e.type == FLOAT and not e.named and float(e.value) == value


def add(a: Expr, b: Expr) -> Expr:
    if _is(a, 0.0):
        return b
    if _is(b, 0.0):
        return a
    return Binary("add", a, b, FLOAT)


def sub(a: Expr, b: Expr) -> Expr:
    if _is(b, 0.0):
        return a
    if _is(a, 0.0):
        return neg(b)
    return Binary("sub", a, b, FLOAT)


def mul(a: Expr, b: Expr) -> Expr:
    if _is(a, 0.0) or _is(b, 0.0):
        return ZERO
    if _is(a, 1.0):
        return b
    if _is(b, 1.0):
        return a
    return Binary("mul", a, b, FLOAT)


def div(a: Expr, b: Expr) -> Expr:
    if _is(a, 0.0):
        return ZERO
    return Binary("div", a, b, FLOAT)


def neg(a: Expr) -> Expr:
    if _is(a, 0.0):
        return ZERO
    return Unary("neg", a, FLOAT)


def where(cond: Expr, a: Expr, b: Expr) -> Expr:
    if a == b:
        return a
    return Select(cond, a, b, FLOAT)


def _call(fn: str, *args: Expr) -> Call:
    return Call(fn, tuple(args), FLOAT)


def derivative(e: Expr, x: str) -> Expr | None:
    """d e / d x, for ``x`` a float32 parameter; None where ``e`` holds a node this does not cover."""
    if isinstance(e, Ref):
        return ONE if e.name == x else ZERO
    if isinstance(e, Const):
        return ZERO
    if e.type != FLOAT:
        return None
    if isinstance(e, Unary) and e.op == "neg":
        d = derivative(e.arg, x)
        return None if d is None else neg(d)
    if isinstance(e, Binary) and e.op in ("add", "sub", "mul", "div") and e.lhs.type == e.rhs.type == FLOAT:
        da, db = derivative(e.lhs, x), derivative(e.rhs, x)
        if da is None or db is None:
            return None
        if e.op == "add":
            return add(da, db)
        if e.op == "sub":
            return sub(da, db)
        if e.op == "mul":
            return add(mul(da, e.rhs), mul(e.lhs, db))
        # (a / b)' = a' / b - a * b' / b^2 = (a' - (a / b) * b') / b
        return div(sub(da, mul(e, db)), e.rhs) if not _is(db, 0.0) else div(da, e.rhs)
    if isinstance(e, Select):
        da, db = derivative(e.a, x), derivative(e.b, x)
        return None if da is None or db is None else where(e.cond, da, db)
    if isinstance(e, Call):
        return _call_derivative(e, x)
    return None


def _call_derivative(e: Call, x: str) -> Expr | None:
    if any(a.type != FLOAT for a in e.args):
        return None
    ds = [derivative(a, x) for a in e.args]
    if any(d is None for d in ds):
        return None
    u, du = e.args[0], ds[0]
    if _is(du, 0.0) and all(_is(d, 0.0) for d in ds):
        return ZERO
    if e.fn == "sin":
        return mul(_call("cos", u), du)
    if e.fn == "cos":
        return mul(neg(_call("sin", u)), du)
    if e.fn == "tanh":
        return mul(sub(ONE, mul(e, e)), du)
    if e.fn == "exp":
        return mul(e, du)
    if e.fn == "log":
        return div(du, u)
    if e.fn == "sqrt":
        return div(mul(Const(0.5, FLOAT), du), e)
    if e.fn == "abs":
        return where(Compare("lt", u, ZERO, BOOL), neg(du), du)
    if e.fn == "pow" and isinstance(e.args[1], Const):  # a constant exponent: no adjoint of its own
        p = float(e.args[1].value)
        return mul(mul(Const(p, FLOAT), _call("pow", u, Const(p - 1.0, FLOAT))), du)
    if e.fn in ("min", "max"):
        a, b = e.args
        return where(Compare("lt" if e.fn == "min" else "gt", a, b, BOOL), ds[0], ds[1])
    if e.fn == "clamp" and all(_is(d, 0.0) for d in ds[1:]):  # constant bounds: lo <= u < hi passes it on
        lo, hi = e.args[1], e.args[2]
        inside = Logical("and", Compare("le", lo, u, BOOL), Compare("lt", u, hi, BOOL), style="chained")
        return where(inside, du, ZERO)
    return None
