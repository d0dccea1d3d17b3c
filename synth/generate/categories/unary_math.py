"""math: compositions of guarded unary functions (sin, cos, exp, log, sqrt, tanh, pow, abs)."""

from synth.generate.grammar import CONSTANTS, UNARY, Builder, add, const, mul
from synth.generate.variations import outlined, relaunched, with_early_exit, with_neighbour_term
from synth.model.choices import Chooser
from synth.model.spec import Let, Store

FUNCS = ("sin", "cos", "tanh", "sqrt", "log", "exp", "pow", "abs")


def generate(c: Chooser, seed: int):
    b = Builder("math", seed)
    inputs = [b.input(domain=(-2.0, 2.0)) for _ in range(c.integer(1, 2))]
    out = b.output()
    body = []
    terms = []
    for _ in range(c.integer(1, 3)):
        x = c.choice(inputs)
        for _ in range(c.integer(1, 3)):
            x = UNARY[c.choice(FUNCS)](x)
        var = b.fresh()
        body.append(Let(var.name, x))
        terms.append(var)
    total = terms[0]
    for t in terms[1:]:
        total = add(total, mul(t, const(c.choice(CONSTANTS))))
    body.append(Store(out, total))
    return outlined(c, with_neighbour_term(c, relaunched(c, with_early_exit(c, b.spec(c, body)))))
