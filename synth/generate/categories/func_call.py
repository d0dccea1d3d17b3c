"""func_call: ``@wp.func`` helpers with scalar, vector and matrix parameters and results, called
from the kernel once or several times; functions that call functions, and functions with
several ``return``s (an early return on a condition that splits the inputs)."""

from synth.generate.grammar import (
    ARITHMETIC_OPS,
    CONSTANTS,
    SMOOTH_UNARY,
    THRESHOLDS,
    UNARY,
    Builder,
    add,
    call,
    const,
    distinct_binary,
    mul,
)
from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    Binary,
    Compare,
    Func,
    FuncCall,
    If,
    Let,
    Ref,
    Return,
    Store,
    kernel_expressions,
    matrix_of,
    vector_of,
    walk_expr,
)


def scalar_func(c: Chooser, name: str, callee: Func | None) -> Func:
    """f(x, y) -> float: a few guarded operations, maybe an early return, maybe a call of ``callee``."""
    x, y = Ref("x", FLOAT), Ref("y", FLOAT)
    body = []
    leaves = [x, y]
    for n in range(c.integer(1, 3)):
        e = distinct_binary(c, ARITHMETIC_OPS, c.choice(leaves), c.choice(leaves) if c.boolean() else const(c.choice(CONSTANTS)))
        if c.boolean():
            e = UNARY[c.choice(SMOOTH_UNARY)](e)
        body.append(Let(f"v{n}", e))
        leaves.append(Ref(f"v{n}", FLOAT))
    if callee is not None:
        body.append(Let("w", FuncCall(callee.name, (leaves[-1], x), FLOAT)))
        leaves.append(Ref("w", FLOAT))
    result = leaves[-1]
    for p in (x, y, *leaves[2:]):  # every parameter and local reaches the result
        if not any(p in walk_expr(e) for e in (*kernel_expressions(tuple(body)), result)):
            result = add(result, mul(p, const(c.choice(CONSTANTS))))
    if c.boolean():  # two returns: the condition splits x's domain, so both run
        cond = Compare(c.choice(("gt", "lt")), x, const(c.choice(THRESHOLDS)))
        body.append(If(cond, (Return(mul(result, const(c.choice((0.5, 2.0, 1.5))))),)))
    body.append(Return(result))
    return Func(name, (("x", FLOAT), ("y", FLOAT)), FLOAT, tuple(body))


def vector_func(c: Chooser, name: str, n: int) -> Func:
    """g(v, s) -> vec: scale, normalize or a matrix product of a vector."""
    vt = vector_of(n)
    v, s = Ref("v", vt), Ref("s", FLOAT)
    kind = c.choice(("scale", "normalize", "matvec"))
    if kind == "matvec":
        m = Ref("m", matrix_of(n))
        return Func(name, (("m", matrix_of(n)), ("v", vt), ("s", FLOAT)), vt, (Return(mul(Binary("matmul", m, v, vt), s)),))
    e = mul(v, s) if kind == "scale" else call("normalize", add(v, mul(v, s)), type=vt)
    return Func(name, (("v", vt), ("s", FLOAT)), vt, (Return(add(e, v)),))


def generate(c: Chooser, seed: int):
    b = Builder("func_call", seed)
    body = []
    if c.integer(0, 2) == 0:  # vector/matrix helper
        n = c.choice((3, 2, 4))
        f = vector_func(c, "transform", n)
        b.funcs.append(f)
        inputs = {name: b.input(t) for name, t in f.params[:-1]}
        s = b.input()
        out = b.output(FLOAT)
        r = b.fresh(vector_of(n))
        body.append(Let(r.name, FuncCall(f.name, (*inputs.values(), s), vector_of(n))))
        body.append(Store(out, call("dot", r, inputs["v"])))
        return b.spec(c, body)
    count = c.integer(1, 3)
    funcs = []
    for k in range(count):
        callee = funcs[-1] if funcs and c.boolean() else None
        funcs.append(scalar_func(c, f"helper{k}", callee))
    b.funcs.extend(funcs)
    inputs = [b.input() for _ in range(c.integer(1, 3))]
    out = b.output()
    values = []
    for _ in range(c.integer(1, 3)):  # calls of the helpers, the last one always among them
        f = c.choice(funcs)
        var = b.fresh()
        body.append(Let(var.name, FuncCall(f.name, (c.choice(inputs), c.choice(inputs + [const(c.choice(CONSTANTS))])), FLOAT)))
        values.append(var)
    if not any(isinstance(s.value, FuncCall) and s.value.func == funcs[-1].name for s in body):
        var = b.fresh()
        body.append(Let(var.name, FuncCall(funcs[-1].name, (inputs[0], inputs[-1]), FLOAT)))
        values.append(var)
    total = values[0]
    for v in values[1:]:
        total = add(total, mul(v, const(c.choice(CONSTANTS))))
    for x in inputs:  # every input reaches the output
        if not any(x in walk_expr(e) for e in kernel_expressions(tuple(body))):
            total = add(total, x)
    body.append(Store(out, total))
    called = {e.func for body_ in (body, *(f.body for f in funcs)) for top in kernel_expressions(tuple(body_)) for e in walk_expr(top) if isinstance(e, FuncCall)}
    b.funcs[:] = [f for f in funcs if f.name in called]
    return b.spec(c, body)
