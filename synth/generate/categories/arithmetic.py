"""arithmetic: chains of + - * / (guarded division) over float arrays, no function calls. A step
that updates the last local with one operand is written in place one time in four (``x1 -= b[i]``,
``x1 *= 0.5``, ``x1 /= wp.abs(c[i]) + 1.0``), as Warp code updates a value it keeps; that draw comes
from a stream of its own (``arithmetic:in_place``), so the kernel's values are the same either way."""

from synth.generate.grammar import ARITHMETIC_OPS, CONSTANTS, Builder, const, distinct_binary
from synth.generate.variations import outlined, relaunched, with_early_exit, with_neighbour_term
from synth.model.choices import Chooser, SeededChooser
from synth.model.spec import AugAssign, Binary, Let, Ref, Store


def generate(c: Chooser, seed: int):
    b = Builder("arithmetic", seed)
    in_place = SeededChooser(seed, stream="arithmetic:in_place") if isinstance(c, SeededChooser) else c
    leaves = [b.input() for _ in range(c.integer(1, 3))]
    out = b.output()
    body = []
    for _ in range(c.integer(1, 5)):
        lhs = leaves[-1] if len(leaves) > 1 and c.integer(0, 2) else c.choice(leaves)
        rhs = c.choice(leaves) if c.boolean() else const(c.choice(CONSTANTS))
        step = distinct_binary(c, ARITHMETIC_OPS, lhs, rhs)
        if isinstance(lhs, Ref) and isinstance(step, Binary) and step.lhs == lhs and in_place.integer(0, 3) == 0:
            body.append(AugAssign(lhs.name, step.op, step.rhs))  # the local holds the new value; its old one is not read again
            leaves = [leaf for leaf in leaves if leaf != lhs] + [lhs]
            continue
        var = b.fresh()
        body.append(Let(var.name, step))
        leaves.append(var)
    body.append(Store(out, distinct_binary(c, ARITHMETIC_OPS, leaves[-1], c.choice(leaves[:-1]))))
    return outlined(c, with_neighbour_term(c, relaunched(c, with_early_exit(c, b.spec(c, body)))))
