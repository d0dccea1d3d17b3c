"""control_flow: if/else on data values, optionally nested one level."""

from synth.generate.analyses import REDRAWS, has_unreachable_branch
from synth.generate.grammar import ARITHMETIC_OPS, BINARY, CONSTANTS, SMOOTH_UNARY, THRESHOLDS, UNARY, Builder, const
from synth.generate.variations import relaunched, with_early_exit
from synth.model.choices import Chooser
from synth.model.spec import Assign, Compare, If, Let, Store


def generate(c: Chooser, seed: int):
    b = Builder("control_flow", seed)
    inputs = [b.input() for _ in range(c.integer(1, 3))]
    out = b.output()
    y = b.fresh()
    body = [Let(y.name, const(0.0))]

    def branch_value():
        x = BINARY[c.choice(ARITHMETIC_OPS)](c.choice(inputs), const(c.choice(CONSTANTS)))
        return UNARY[c.choice(SMOOTH_UNARY)](x) if c.boolean() else x

    def condition():
        return Compare(c.choice(("gt", "lt", "ge", "le")), c.choice(inputs), const(c.choice(THRESHOLDS)))

    domains = {p.name: p.domain for p in b.params if p.kind == "in"}
    for _ in range(REDRAWS):  # a nested condition that contradicts (or is implied by) its outer one is drawn again
        then = (Assign(y.name, branch_value()),)
        orelse = (Assign(y.name, branch_value()),)
        if c.boolean():
            then = (If(condition(), (Assign(y.name, branch_value()),), then),)
        branch = If(condition(), then, orelse if c.integer(0, 3) else ())
        if not has_unreachable_branch((branch,), domains, seed):
            break
    body.append(branch)
    body.append(Store(out, y))
    return relaunched(c, with_early_exit(c, b.spec(c, body)))
