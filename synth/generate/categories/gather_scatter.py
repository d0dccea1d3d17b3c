"""gather_scatter: reads through int index arrays (``a[idx[i]]``, values drawn in range) and
scatters through them with atomics (``wp.atomic_add(out, idx[i], v)`` or ``out[idx[i]] += v``),
since two threads may hit the same element."""

from synth.generate.grammar import (
    ARITHMETIC_OPS,
    CONSTANTS,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    const,
    distinct_binary,
    iadd,
    imod,
    int_const,
    mul,
)
from synth.model.choices import Chooser
from synth.model.spec import INT, Atomic, Let, Load, Store

TABLES = (16, 32, 64)


def generate(c: Chooser, seed: int):
    b = Builder("gather_scatter", seed)
    n = c.choice((64, 128, 256))
    m = c.choice(TABLES)
    mode = c.choice(("gather", "scatter", "both"))
    body = []
    if mode in ("gather", "both"):
        table = b.input(shape=(m,))
        idx = b.index_array(m)
        gathered = Load(table.array, table.type, (idx,))
        if c.boolean():  # a second gather through a shifted index, wrapped back into range
            gathered = add(gathered, mul(Load(table.array, table.type, (imod(iadd(idx, int_const(c.integer(1, 3))), int_const(m)),)), const(0.5)))
        x = b.input()
        value = distinct_binary(c, ARITHMETIC_OPS, gathered, x)
        if c.boolean():
            value = UNARY[c.choice(SMOOTH_UNARY)](value)
        var = b.fresh()
        body.append(Let(var.name, value))
        source = var
    else:
        x = b.input()
        source = mul(x, const(c.choice(CONSTANTS)))
        if c.boolean():
            source = UNARY[c.choice(SMOOTH_UNARY)](source)
    if mode == "gather":
        out = b.output()
        body.append(Store(out, source))
    else:
        target = b.index_array(m) if mode == "scatter" or c.boolean() else Load("idx", INT)
        out = b.output(shape=(m,), init=0.0)
        style = c.choice(("call", "aug"))
        body.append(Atomic("add", out, (target,), source, style))
        if c.boolean():  # the thread's own value kept too
            own = b.output()
            body.append(Store(own, source))
    return b.spec(c, body, dim=n)
