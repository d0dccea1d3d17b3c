"""atomic: atomic_add/min/max of per-thread values into a small output array at i % m."""

from synth.generate.grammar import ARITHMETIC_OPS, CONSTANTS, SMOOTH_UNARY, UNARY, Builder, const, distinct_binary
from synth.model.choices import Chooser
from synth.model.spec import INT, Atomic, Binary, Const, Let, Ref

INIT = {"add": 0.0, "min": 1.0e4, "max": -1.0e4}


def generate(c: Chooser, seed: int):
    b = Builder("atomic", seed)
    inputs = [b.input() for _ in range(c.integer(1, 2))]
    ops = [c.choice(("add", "min", "max")) for _ in range(c.integer(1, 2))]
    body = []
    for op in ops:
        m = c.choice((4, 1, 2, 8))
        out = b.output(length=m, init=INIT[op])
        x = distinct_binary(c, ARITHMETIC_OPS, c.choice(inputs), c.choice(inputs) if c.boolean() else const(c.choice(CONSTANTS)))
        if c.boolean():
            x = UNARY[c.choice(SMOOTH_UNARY)](x)
        var = b.fresh()
        body.append(Let(var.name, x))
        index = Binary("mod", Ref("i", INT), Const(m, INT), INT)
        body.append(Atomic(op, out, index, var))
    return b.spec(c, body)
