"""combined: a loop holding a data-dependent branch and guarded math, then a final math step."""

from synth.generate.grammar import CONSTANTS, SMOOTH_UNARY, THRESHOLDS, UNARY, Builder, add, call, const, mul, safe_div
from synth.model.choices import Chooser
from synth.model.spec import Assign, Compare, For, If, Let, Store


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
    body = [
        Let(acc.name, c.choice(inputs)),
        For(j.name, c.integer(2, 4), loop_body),
        Store(out, UNARY[c.choice(SMOOTH_UNARY)](acc)),
    ]
    return b.spec(c, body)
