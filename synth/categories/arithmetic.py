"""arithmetic: chains of + - * / (guarded division) over float arrays, no function calls."""

from synth.categories.common import ARITHMETIC_OPS, BINARY, CONSTANTS, Builder, const
from synth.choices import Chooser
from synth.spec import Expr, Let, Store


def combine(c: Chooser, lhs: Expr, rhs: Expr) -> Expr:
    """``lhs <op> rhs``; x - x and x / x (which erase x) take a constant operand instead."""
    op = c.choice(ARITHMETIC_OPS)
    if rhs == lhs and op in ("sub", "div"):
        rhs = const(c.choice(CONSTANTS))
    return BINARY[op](lhs, rhs)


def generate(c: Chooser, seed: int):
    b = Builder("arithmetic", seed)
    leaves = [b.input() for _ in range(c.integer(1, 3))]
    out = b.output()
    body = []
    for _ in range(c.integer(1, 5)):
        lhs = leaves[-1] if len(leaves) > 1 and c.integer(0, 2) else c.choice(leaves)
        rhs = c.choice(leaves) if c.boolean() else const(c.choice(CONSTANTS))
        var = b.fresh()
        body.append(Let(var.name, combine(c, lhs, rhs)))
        leaves.append(var)
    body.append(Store(out, combine(c, leaves[-1], c.choice(leaves[:-1]))))
    return b.spec(c, body)
