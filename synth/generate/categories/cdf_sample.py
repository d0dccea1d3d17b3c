"""cdf_sample: inverse-transform sampling from a tabulated distribution, as renderers and particle
emitters pick a triangle or a bin by area: ``k = wp.lower_bound(cdf, 0, n, u[i])``, Warp's binary
search of a sorted cumulative table for a uniform draw per thread, then the bin's value, sometimes
scaled by the draw's offset from the table entry below it.

The table ``cdf`` is an input drawn in (0, 1) and sorted (``Param.options`` ``sorted=1``: the
record says so); the draws ``u`` are uniform in (0, 1), so they find most of the n + 1 results (seeds
0-19: two thirds of them or more) and, in 19 cases of 20, past the last entry too (``k == n``, clamped to the last
bin with ``wp.min``). The index is an output too: the search itself is compared,
not only what it picks. The table and every other input reach the outputs. Forward only
(``enable_backward=False``): the search is piecewise constant in the table, and a table entry moved
by a finite difference moves the draws near it across bins (the gradient check found too few of the
table's samples away from such kinks: 5 of 8 entries).
"""

import dataclasses

from synth.generate.grammar import Builder, add, call, const, int_const, isub, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, VEC3, Call, Let, Load, Param, Ref, Store, array_type

TABLE = "cdf"


def generate(c: Chooser, seed: int):
    b = Builder("cdf_sample", seed)
    count = c.choice((16, 32, 8))
    b.params.append(Param(TABLE, "in", FLOAT, (0.0, 1.0), shape=(count,), options=(("sorted", 1),)))
    b.params.append(Param("u", "in", FLOAT, (0.0, 1.0)))
    u = Load("u", FLOAT)
    kind = c.choice((FLOAT, VEC3))
    b.params.append(Param("values", "in", kind, (-1.0, 1.0), shape=(count,)))
    k, bin_ = b.fresh(INT), b.fresh(INT)
    body = [
        Let(k.name, Call("lower_bound", (Ref(TABLE, array_type(FLOAT, 1)), int_const(0), int_const(count), u), INT)),
        Let(bin_.name, call("min", k, int_const(count - 1))),
    ]
    picked = Load("values", kind, (bin_,))
    if c.boolean():  # the draw's offset from the entry below it (from the first entry, for a draw below that)
        below = Load(TABLE, FLOAT, (call("max", isub(k, int_const(1)), int_const(0)),))
        offset = b.fresh()
        body.append(Let(offset.name, sub(u, below)))
        picked = mul(picked, add(const(1.0), offset))
    body += [Store(b.output(kind), picked), Store(b.output(INT), k)]
    return dataclasses.replace(b.spec(c, body), enable_backward=False)
