"""random_math: random expression trees over every guarded unary and binary operator, on 1-D or 2-D launches."""

from dataclasses import replace

from synth.generate.analyses import REDRAWS, has_decided_min_max
from synth.generate.grammar import BINARY, UNARY, Builder, scalar_expr
from synth.generate.variations import outlined
from synth.model.choices import Chooser
from synth.model.spec import Let, Store


def generate(c: Chooser, seed: int):
    b = Builder("random_math", seed)
    leaves = [b.input(domain=(-2.0, 2.0)) for _ in range(c.integer(1, 4))]
    outs = [b.output() for _ in range(c.integer(1, 2))]
    body = []
    for out in outs:
        var = b.fresh()
        domains = {p.name: p.domain for p in b.params if p.kind == "in"}
        for _ in range(REDRAWS):  # a min/max whose one side always wins (an input it alone reads is dead) is drawn again
            tree = scalar_expr(c, leaves, c.integer(2, 5), tuple(UNARY), tuple(BINARY), root=True)
            if not has_decided_min_max(tree, domains):
                break
        body.append(Let(var.name, tree))
        body.append(Store(out, var))
    spec = b.spec(c, body)
    if c.integer(0, 3) == 0:  # drawn last, so the 1-D kernels stay as they were: a 2-D launch over 2-D arrays
        spec = replace(spec, dim=c.choice(((16, 16), (8, 32))))
    return outlined(c, spec)
