"""float64: double-precision kernels: float64 arrays and locals, vec3d/mat33d values (vec2d or
vec4d one time in two where no cross product or matrix needs three components), Warp's
float64 math overloads (the C double functions), constants typed ``wp.float64(k)`` (a bare
literal is float32 to Warp, which mixes no float types).

The guards are the float32 grammar's (log(|x| + 1), exp(clamp(x, -3, 3)), x / (|y| + 1)),
on doubles; constants are dyadic, so both renderings hold the same double exactly.
"""

from __future__ import annotations

from synth.generate.grammar import CONSTANTS, Builder
from synth.generate.variations import with_vector_width
from synth.model.choices import Chooser
from synth.model.spec import Binary, Call, Component, Const, Construct, Expr, Let, Load, Store, Type, Unary

F64 = Type("float64")
VEC3D = Type("vec3d", (3,))
MAT33D = Type("mat33d", (3, 3))

# nvcc compiles double sin/cos/pow to device functions it does not inline (their slow paths):
# synth.toolchain.nvcc cuts them per kernel and builds such a kernel's PTX in a file of its own.
FUNCS = ("tanh", "sqrt", "log", "exp", "abs", "atan", "sin", "cos", "pow")


def const64(v: float) -> Const:
    return Const(float(v), F64)


def call64(fn: str, *args: Expr, type: Type = F64) -> Call:
    return Call(fn, tuple(args), type)


def arith(op: str, a: Expr, b: Expr) -> Binary:
    return Binary(op, a, b, b.type if a.type.is_scalar else a.type)


def abs_plus_one(x: Expr) -> Expr:
    return arith("add", call64("abs", x), const64(1.0))


def unary(fn: str, x: Expr) -> Expr:
    """A guarded float64 function of ``x``, as the float32 grammar guards it."""
    if fn in ("sqrt", "log"):
        return call64(fn, abs_plus_one(x))
    if fn == "exp":
        return call64("exp", call64("clamp", x, const64(-3.0), const64(3.0)))
    if fn == "pow":  # a positive base
        return call64("pow", abs_plus_one(x), const64(1.5))
    return call64(fn, x)


def binary(c: Chooser, a: Expr, b: Expr) -> Expr:
    """a + b, a - b k, a * b, a / (|b| + 1), min or max: never x - x or a division by less than 1."""
    op = c.choice(("add", "sub", "mul", "div", "min", "max"))
    if op == "sub":
        return arith("sub", a, arith("mul", b, const64(c.choice(CONSTANTS[1:])))) if a == b else arith("sub", a, b)
    if op == "div":
        return Binary("div", a, abs_plus_one(b), F64)
    if op in ("min", "max"):
        return call64(op, a, b) if a != b else arith("add", a, b)
    return arith(op, a, b)


def _scalar(c: Chooser, b: Builder) -> list:
    leaves: list[Expr] = [b.input(F64, domain=(-2.0, 2.0)) for _ in range(c.integer(1, 3))]
    body = []
    for _ in range(c.integer(1, 4)):
        x = leaves[-1] if c.boolean() else c.choice(leaves)
        if c.boolean():
            e = unary(c.choice(FUNCS), x)
        else:
            e = binary(c, x, c.choice(leaves) if c.boolean() else const64(c.choice(CONSTANTS)))
        var = b.fresh(F64)
        body.append(Let(var.name, e))
        leaves.append(var)
    total = leaves[-1]
    for other in leaves[:-1]:
        if isinstance(other, Load) or c.boolean():  # every input reaches the output
            total = arith("add", total, arith("mul", other, const64(c.choice(CONSTANTS))))
    body.append(Store(b.output(F64), total))
    return body


def _vector(c: Chooser, b: Builder) -> list:
    u, v = b.input(VEC3D), b.input(VEC3D)
    body = []
    if c.boolean():
        m = b.input(MAT33D)
        w = b.fresh(VEC3D)
        body.append(Let(w.name, Binary("matmul", m, u, VEC3D)))
        u = w
    op = c.choice(("cross", "add", "scale"))
    w = b.fresh(VEC3D)
    if op == "cross":
        body.append(Let(w.name, call64("cross", u, v, type=VEC3D)))
        reduce_with = Construct(tuple(const64(k) for k in (1.0, 2.0, 3.0)), VEC3D)  # cross(u, v) is orthogonal to u and v
    elif op == "add":
        body.append(Let(w.name, arith("add", u, arith("mul", v, const64(c.choice(CONSTANTS))))))
        reduce_with = Construct(tuple(const64(k) for k in (1.0, 2.0, 3.0)), VEC3D)
    else:
        body.append(Let(w.name, arith("mul", unary(c.choice(("tanh", "atan")), call64("dot", u, v)), arith("sub", u, v))))
        reduce_with = v
    reduce = c.choice(("dot", "length", "component", "vector"))
    if reduce == "vector":
        body.append(Store(b.output(VEC3D), w))
    elif reduce == "dot":
        body.append(Store(b.output(F64), call64("dot", w, reduce_with)))
    elif reduce == "length":
        body.append(Store(b.output(F64), arith("add", call64("length", w), call64("dot", u, v))))
    else:
        k = c.integer(0, 2)
        body.append(Store(b.output(F64), arith("add", Component(w, (k,), F64), Unary("neg", Component(v, ((k + 1) % 3,), F64), F64))))
    return body


def generate(c: Chooser, seed: int):
    b = Builder("float64", seed)
    body = _scalar(c, b) if c.boolean() else _vector(c, b)
    return with_vector_width(c, b.spec(c, body), VEC3D)
