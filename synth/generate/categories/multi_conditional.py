"""multi_conditional: if/elif/else chains whose conditions combine comparisons with and/or/not."""

from synth.generate.analyses import REDRAWS, has_unreachable_branch
from synth.generate.grammar import ARITHMETIC_OPS, BINARY, CONSTANTS, THRESHOLDS, Builder, const
from synth.generate.variations import relaunched, with_early_exit
from synth.model.choices import Chooser
from synth.model.spec import BOOL, Assign, Compare, If, Let, Logical, Store, Unary


def generate(c: Chooser, seed: int):
    b = Builder("multi_conditional", seed)
    inputs = [b.input() for _ in range(c.integer(2, 3))]
    out = b.output()
    y = b.fresh()

    def compare(x):
        return Compare(c.choice(("gt", "lt")), x, const(c.choice(THRESHOLDS)))

    def condition():
        # each comparison reads an input of its own, so none decides another's outcome (two
        # bounds of one input would be a contradiction or a tautology half the time)
        unread = list(inputs)
        e = compare(unread.pop(c.integer(0, len(unread) - 1)))
        for _ in range(c.integer(1, len(unread))):
            rhs = compare(unread.pop(c.integer(0, len(unread) - 1)))
            if c.integer(0, 3) == 0:
                rhs = Unary("not", rhs, BOOL)
            e = Logical(c.choice(("and", "or")), e, rhs)
        return e

    def value():
        return BINARY[c.choice(ARITHMETIC_OPS)](c.choice(inputs), const(c.choice(CONSTANTS)))

    domains = {p.name: p.domain for p in b.params if p.kind == "in"}
    # a chain with an arm no input reaches or a condition operand that never decides (a contradiction,
    # a tautology before it) is drawn again; about one chain in four passes, so four times the usual draws
    for _ in range(4 * REDRAWS):
        chain = (Assign(y.name, value()),)  # the final else
        for _ in range(c.integer(2, 4)):
            chain = (If(condition(), (Assign(y.name, value()),), chain),)
        if not has_unreachable_branch(chain, domains, seed):
            break
    body = [Let(y.name, const(0.0)), *chain, Store(out, y)]
    return relaunched(c, with_early_exit(c, b.spec(c, body)))
