"""nested_loop: two or three nested loops with static bounds accumulating into a local."""

from synth.generate.grammar import CONSTANTS, SMOOTH_UNARY, UNARY, Builder, add, call, const, mul
from synth.model.choices import Chooser
from synth.model.spec import Assign, For, Let, Store


def generate(c: Chooser, seed: int):
    b = Builder("nested_loop", seed)
    inputs = [b.input() for _ in range(c.integer(1, 2))]
    out = b.output()
    acc = b.fresh()
    depth = c.integer(2, 3)
    loop_vars = [b.loop_var() for _ in range(depth)]
    counts = [c.integer(2, 4) for _ in range(depth)]
    # the innermost term mixes an input with the loop indices, so every loop matters
    term = mul(c.choice(inputs), const(c.choice(CONSTANTS)))
    for v in loop_vars:
        term = add(term, mul(call("float", v), const(c.choice((0.5, 0.25, 0.75, 0.125)))))
    if c.boolean():
        term = UNARY[c.choice(SMOOTH_UNARY)](term)
    inner = (Assign(acc.name, add(mul(acc, const(0.5)), term)),)
    for v, n in reversed(list(zip(loop_vars, counts, strict=False))):
        inner = (For(v.name, n, inner),)
    body = [Let(acc.name, const(0.0)), *inner, Store(out, acc)]
    return b.spec(c, body)
