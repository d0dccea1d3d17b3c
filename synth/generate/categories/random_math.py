"""random_math: random expression trees over every guarded unary and binary operator."""

from synth.generate.grammar import BINARY, UNARY, Builder, scalar_expr
from synth.model.choices import Chooser
from synth.model.spec import Let, Store


def generate(c: Chooser, seed: int):
    b = Builder("random_math", seed)
    leaves = [b.input(domain=(-2.0, 2.0)) for _ in range(c.integer(1, 4))]
    outs = [b.output() for _ in range(c.integer(1, 2))]
    body = []
    for out in outs:
        var = b.fresh()
        body.append(Let(var.name, scalar_expr(c, leaves, c.integer(2, 5), tuple(UNARY), tuple(BINARY), root=True)))
        body.append(Store(out, var))
    return b.spec(c, body)
