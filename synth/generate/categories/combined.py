"""combined: a loop holding a data-dependent branch and guarded math, then a final math step (sometimes a
``@wp.func``), sometimes plus a term from a search function that ``break``s; one time in two (a stream
of its own) the stored value is also summed over the thread's block into a total (a tile kernel)."""

from dataclasses import replace

from synth.generate.grammar import (
    CONSTANTS,
    SMOOTH_UNARY,
    THRESHOLDS,
    UNARY,
    Builder,
    add,
    call,
    const,
    first_step_func,
    int_const,
    mul,
    safe_div,
    to_float,
)
from synth.generate.tiles import block_step_dim, with_block_total
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Assign, Compare, For, Func, FuncCall, If, Let, Ref, Return, Store


def generate(c: Chooser, seed: int):
    b = Builder("combined", seed)
    inputs = [b.input() for _ in range(c.integer(1, 3))]
    out = b.output()
    acc = b.fresh()
    j = b.loop_var()
    x = c.choice(inputs)
    step = add(mul(x, const(c.choice(CONSTANTS))), mul(call("float", j), const(c.choice((0.25, 0.5)))))
    then = (Assign(acc.name, add(acc, UNARY[c.choice(SMOOTH_UNARY)](step))),)
    orelse = (Assign(acc.name, safe_div(acc, add(step, const(c.choice(CONSTANTS))))),)
    cond = Compare(c.choice(("gt", "lt")), c.choice(inputs), const(c.choice(THRESHOLDS)))
    loop_body = (If(cond, then, orelse),)
    if c.boolean():
        loop_body = loop_body + (Assign(acc.name, mul(acc, const(c.choice((0.5, 0.75))))),)
    start, count = c.choice(inputs), c.integer(2, 4)
    finish = UNARY[c.choice(SMOOTH_UNARY)]
    body = [Let(acc.name, start), For(j.name, count, loop_body), Store(out, finish(acc))]
    spec = b.spec(c, body)
    if c.integer(0, 2) == 0:  # drawn last, so the kernels above stay as they were: the final step as a @wp.func
        helper = Func("finish", (("x", FLOAT),), FLOAT, (Return(finish(Ref("x", FLOAT))),))
        spec = replace(spec, funcs=(helper,), body=(*spec.body[:-1], Store(out, FuncCall("finish", (acc,), FLOAT))))
    if c.boolean():  # drawn last: plus x * (the first step at which x * (t + 1) passes a threshold) from a search that breaks
        search = first_step_func(c, "first_step")
        steps = FuncCall(search.name, (x, int_const(c.integer(3, 4))), INT)
        store = spec.body[-1]
        value = add(store.value, mul(mul(x, to_float(steps)), const(c.choice((0.5, 0.25)))))
        spec = replace(spec, funcs=(*spec.funcs, search), body=(*spec.body[:-1], replace(store, value=value)))
    return with_block_total(spec, block_dim(seed))


def block_dim(seed: int) -> int | None:
    """The case's block_dim when it ends with a block total (``with_block_total``), else None."""
    return block_step_dim("combined", seed)
