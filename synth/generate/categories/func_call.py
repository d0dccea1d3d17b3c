"""func_call: ``@wp.func`` helpers with scalar, vector and matrix parameters and results, called
from the kernel once or several times; functions that call functions, and functions with
several ``return``s (an early return on a condition that splits the inputs), and loops inside
functions: ``while``, ``continue`` and ``break`` (every generated ``break`` is inside a function)."""

from dataclasses import replace

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
    dynamic_zero,
    iadd,
    int_const,
    mul,
    to_float,
)
from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    INT,
    AugAssign,
    Binary,
    Break,
    Compare,
    Continue,
    Func,
    FuncCall,
    If,
    Let,
    Range,
    Ref,
    Return,
    Store,
    While,
    kernel_expressions,
    matrix_of,
    reachable_functions,
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
    loop = c.choice(("none", "while", "continue", "break"))
    if loop != "none":  # a loop that adds into acc, returned linearly (what Warp's reverse mode differentiates)
        acc, t = Ref("acc", FLOAT), Ref("t", INT)
        body.append(Let("acc", dynamic_zero()))
        if loop == "while":
            term = mul(UNARY[c.choice(SMOOTH_UNARY)](mul(x, to_float(iadd(t, int_const(1))))), const(0.5))
            body.append(Let("t", dynamic_zero(INT)))
            body.append(While(Compare("lt", t, int_const(c.integer(2, 4))), (AugAssign("acc", "add", term), AugAssign("t", "add", int_const(1)))))
        elif loop == "break":  # add terms of y until x * (t + 1) passes a threshold (a break is differentiable in a @wp.func)
            term = mul(UNARY[c.choice(SMOOTH_UNARY)](mul(y, to_float(iadd(t, int_const(1))))), const(0.5))
            stop = If(Compare("gt", mul(x, to_float(iadd(t, int_const(1)))), const(c.choice((0.5, 0.75, 1.0)))), (Break(),))
            body.append(Let("t", dynamic_zero(INT)))
            body.append(While(Compare("lt", t, int_const(c.integer(3, 4))), (stop, AugAssign("acc", "add", term), AugAssign("t", "add", int_const(1)))))
        else:
            term = mul(UNARY[c.choice(SMOOTH_UNARY)](add(y, to_float(t))), const(0.25))
            skip = If(Compare("eq", t, int_const(c.integer(0, 2))), (Continue(),))
            body.append(Range("t", int_const(0), int_const(c.integer(3, 5)), 1, (skip, AugAssign("acc", "add", term))))
        leaves.append(acc)
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
        if callee is not None:  # its tests of x (early return, break) use thresholds a caller's x need not reach
            funcs[-1] = callee = _still_reading(replace(callee, body=_without_tests_of(callee.body, "x")), "x")
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
    reached = reachable_functions(tuple(body), tuple(funcs))  # a helper only a dropped helper calls is dropped too
    b.funcs[:] = [f for f in funcs if f.name in reached]
    return b.spec(c, body)


def _still_reading(func: Func, name: str) -> Func:
    """``func`` with its parameter ``name`` added into its last return when no statement reads it any more
    (its only use was a test just stripped, e.g. a break's): else the caller's argument would be dead code.
    A fixed coefficient, not a draw, so the draws after it stay where they were."""
    param = Ref(name, dict(func.params)[name])
    if any(param in walk_expr(e) for e in kernel_expressions(func.body)):
        return func
    last = func.body[-1]
    return replace(func, body=(*func.body[:-1], Return(add(last.value, mul(param, const(0.25))))))


def _without_tests_of(body: tuple, name: str) -> tuple:
    """``body`` without the ``if`` statements whose condition reads ``name``, in loop bodies too."""
    kept = []
    for s in body:
        if isinstance(s, If) and any(isinstance(e, Ref) and e.name == name for e in walk_expr(s.cond)):
            continue
        if isinstance(s, (While, Range)):
            s = replace(s, body=_without_tests_of(s.body, name))
        kept.append(s)
    return tuple(kept)
