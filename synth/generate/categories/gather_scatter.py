"""gather_scatter: reads through int index arrays (``a[idx[i]]``, values drawn in range),
neighbour lists (``for e in range(degree[i]): acc += a[nbr[i, e]]``: a per-element count and a
2-D index array, the loop bound known only at run time), scatters through index arrays with
atomics (``wp.atomic_add(out, idx[i], v)`` or ``out[idx[i]] += v``), since two threads may
hit the same element, and histograms whose bin a ``@wp.func`` finds by a search that
``break``s at the first edge above the value."""

from synth.generate.grammar import (
    ARITHMETIC_OPS,
    CONSTANTS,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    bin_search_func,
    const,
    distinct_binary,
    dynamic_zero,
    iadd,
    imod,
    int_const,
    mul,
)
from synth.model.choices import Chooser
from synth.model.spec import INT, Atomic, AugAssign, FuncCall, Let, Load, Range, Ref, Shape, Store

TABLES = (16, 32, 64)


def generate(c: Chooser, seed: int):
    b = Builder("gather_scatter", seed)
    n = c.choice((64, 128, 256))
    m = c.choice(TABLES)
    mode = c.choice(("gather", "scatter", "both", "neighbours", "histogram"))
    if mode == "neighbours":
        return _neighbours(c, b, n, m)
    if mode == "histogram":
        return _histogram(c, b, n)
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


def _neighbours(c: Chooser, b: Builder, n: int, m: int):
    """Each element sums f(a[nbr[i, e]]) over its first degree[i] neighbours (an ELL neighbour
    list); the sum is used linearly, since Warp's reverse mode does not replay a runtime loop."""
    width = c.choice((4, 8))
    table = b.input(shape=(m,))
    nbr = b.index_array(m, shape=(n, width), name="nbr")
    degree = b.count_array("degree", 1, width)
    i = Ref("i", INT)
    e, acc = b.loop_var(), b.fresh()
    read = Load(table.array, table.type, (Load(nbr.array, INT, (i, e)),))
    term = UNARY[c.choice(SMOOTH_UNARY)](mul(read, const(c.choice((1.5, 0.5, 2.0))))) if c.boolean() else read
    x = b.input()
    out = b.output()
    body = [
        Let(acc.name, dynamic_zero()),
        Range(e.name, int_const(0), degree, 1, (AugAssign(acc.name, "add", term),)),
        Store(out, add(mul(acc, const(c.choice((0.5, 0.25, 0.125)))), mul(x, const(c.choice(CONSTANTS))))),
    ]
    return b.spec(c, body, dim=n)


def _histogram(c: Chooser, b: Builder, n: int):
    """hist[bin_of(x[i], bins)] += v: the bin from a search over equal bins of x's domain."""
    bins = c.choice((8, 16))
    f = bin_search_func("bin_of", -1.0, 1.0)
    b.funcs.append(f)
    x = b.input()
    value = mul(x, const(c.choice(CONSTANTS))) if c.boolean() else b.input()
    if c.boolean():
        value = UNARY[c.choice(SMOOTH_UNARY)](value)
    hist = b.output(shape=(bins,), init=0.0)
    target = FuncCall(f.name, (x, Shape(hist, 0)), INT)
    body = [Atomic("add", hist, (target,), value, c.choice(("call", "aug")))]
    if c.boolean():  # the thread's own value kept too
        body.append(Store(b.output(), value))
    return b.spec(c, body, dim=n)
