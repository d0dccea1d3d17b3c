"""mixed_precision: float32 data accumulated in float64, with int64 indices and counters.

Each thread owns a row of K float32 values (``a[i * K + j]``, or a column ``a[j * dim + i]``;
the flat index computed in int64 and narrowed with ``wp.int32``, which fits), widens each with ``wp.float64(x)``, and sums a
float64 term over a static loop (``range(K)``) or a runtime one (``range(m)``, m a scalar):
runtime loops only add into accumulators (``+=``), which is what Warp's reverse mode
differentiates (see ``loop_control``). An int64 counter tallies the values passing a test
(``wp.int64(x > 0)``, a threshold, ``|x| > 0.5``), or sums their positions (``j + 1``). The result goes back to float32 (``wp.float32(acc ...)``), sometimes
divided by the counter (``wp.float64(count + 1)``; after a static loop only, the form Warp's
reverse mode gets right), and the counter is an int64 output.

Every kernel holds a float64 and an int64 value. The inputs and the float output are float32,
so the gradient check is the float32 one (``tolerance.grad_precision``): the float64 inside
only lowers the rounding the check allows for.
"""

from __future__ import annotations

from synth.generate.grammar import Builder, add, mul
from synth.generate.integers import cast, i64
from synth.model.choices import Chooser
from synth.model.spec import INT, AugAssign, Binary, Call, Compare, Const, Expr, For, Let, Load, Range, Ref, Store, Type

F32, F64, I64 = Type("float32"), Type("float64"), Type("int64")
ROWS = (4, 8)
TERMS = ("square", "weighted", "ramp", "tanh")


def f64(v: float) -> Const:
    return Const(float(v), F64)


def _term(c: Chooser, kind: str, x: Expr, j: Ref, weights: Load | None) -> Expr:
    """One float64 term of the row sum, from the widened value x."""
    wide = cast(x, F64)
    if kind == "square":
        return mul(wide, wide)
    if kind == "weighted" and weights is not None:
        return mul(wide, cast(Load(weights.array, F32, (j,)), F64))
    if kind == "ramp":  # the loop index as a float64 weight, through int64
        return mul(wide, cast(add(cast(j, I64), i64(1)), F64))
    return Call("tanh", (mul(wide, f64(c.choice((0.5, 2.0)))),), F64)


def generate(c: Chooser, seed: int):
    b = Builder("mixed_precision", seed)
    dim, k = c.choice((64, 128, 256)), c.choice(ROWS)
    a = b.input(F32, (-1.0, 1.0), shape=(dim * k,))
    kind = c.choice(TERMS)
    weights = b.input(F32, (-1.0, 1.0), shape=(k,)) if kind == "weighted" else None
    runtime = c.boolean()
    count = b.scalar(INT, (2, k)) if runtime else None
    j, base, acc, hits = b.loop_var(), b.fresh(I64), b.fresh(F64), b.fresh(I64)
    if c.boolean():  # row-major: thread i's row holds a[i * K + j]
        flat = add(base, cast(j, I64))
    else:  # column-major: a[j * dim + i], the stride in int64
        flat = add(mul(cast(j, I64), i64(dim)), cast(Ref("i", INT), I64))
    x = Load(a.array, F32, (cast(flat, INT),))
    # every row's int64 output is data: how many of its values pass a test, or the sum of their positions
    test = c.choice((Compare("gt", x, Const(0.0, F32)), Compare("gt", x, Const(c.choice((0.25, -0.5)), F32)), Compare("gt", Call("abs", (x,), F32), Const(0.5, F32))))
    mark = cast(test, I64)
    tally = mark if c.integer(0, 2) else mul(mark, add(cast(j, I64), i64(1)))
    loop = [AugAssign(acc.name, "add", _term(c, kind, x, j, weights)), AugAssign(hits.name, "add", tally)]
    body = [Let(base.name, mul(cast(Ref("i", INT), I64), i64(k))), Let(acc.name, f64(0.0)), Let(hits.name, i64(0))]
    body.append(Range(j.name, Const(0, INT), count, 1, tuple(loop)) if runtime else For(j.name, k, tuple(loop)))
    # acc / (count + 1) only after a static loop: after a runtime one, Warp's adjoint divides by the
    # counter's value before the loop (tests/unit/warp/test_warp_reverse_mode.py)
    if not runtime and c.boolean():
        total = Binary("div", acc, cast(add(hits, i64(1)), F64), F64)
    else:
        total = mul(acc, f64(c.choice((0.25, 0.125, 0.5))))
    body.append(Store(b.output(F32), cast(total, F32)))
    body.append(Store(b.output(I64), hits))
    return b.spec(c, body, dim=dim)
