"""selection: discrete choices made from float data, the index kernels of clustering and
geometry: the nearest of a few centres (``wp.argmin`` of the distances: vector quantisation),
the dominant axis of a vector (``wp.argmax`` of ``wp.abs(v)``, as in a normal's major axis),
and the octant code of a vector (a bit per positive component) with its popcount
(``wp.bit_count``). Outputs: the chosen index or count as int32, and a float computed from
the choice (the centre's value, the dominant component, a count-weighted input).

A choice compares values that round the same way on every device (differences of an input and
a constant, absolute values, signs), so the CPU, the emulation and a GPU choose alike.
"""

from synth.generate.grammar import Builder, add, call, const, let, mul, sub
from synth.generate.integers import cast, uconst
from synth.generate.variations import outlined
from synth.model.choices import Chooser
from synth.model.spec import (
    INT,
    UINT32,
    Binary,
    Call,
    Compare,
    Component,
    Construct,
    Expr,
    Ref,
    Select,
    Stmt,
    Store,
    vector_of,
)

KINDS = ("nearest_centre", "dominant_axis", "octant")
CENTRES = ((-1.5, -0.5, 0.5, 1.5), (-1.0, 0.0, 1.0), (-1.25, -0.25, 0.75), (-2.0, -0.75, 0.25, 1.25))


def _pick(index: Ref, values: list[Expr], style: str) -> Expr:
    """``values[index]`` as a chain of selects on ``index == k`` (a uint32 index)."""
    chosen = values[-1]
    for k in range(len(values) - 2, -1, -1):
        chosen = Select(Compare("eq", index, uconst(k)), values[k], chosen, values[k].type, style)
    return chosen


def _nearest_centre(c: Chooser, b: Builder, body: list[Stmt]) -> tuple[Expr, Expr]:
    """The index of the centre nearest to x (ties to the first), and x moved part way to it."""
    x = b.input(domain=(-2.0, 2.0))
    values = c.choice(CENTRES)
    if c.integer(0, 1):  # the centres as module constants (CENTRE0 = wp.constant(-1.5) ...), one time in two
        centres = [b.constant(f"CENTRE{k}", m) for k, m in enumerate(values)]
    else:
        centres = [const(m) for m in values]
    d = let(b, body, Construct(tuple(call("abs", sub(x, m)) for m in centres), vector_of(len(centres))))
    k = let(b, body, Call("argmin", (d,), UINT32))
    centre = _pick(k, centres, c.choice(("where", "ifexp")))
    pull = c.choice((0.5, 0.25, 0.75))
    return cast(k, INT), add(x, mul(sub(centre, x), const(pull)))


def _dominant_axis(c: Chooser, b: Builder, body: list[Stmt]) -> tuple[Expr, Expr]:
    """The axis of v's largest magnitude, and v's component along it scaled by another input."""
    n = c.integer(3, 4)
    v = b.input(vector_of(n), domain=(-2.0, 2.0))
    k = let(b, body, Call("argmax", (call("abs", v, type=v.type),), UINT32))
    major = _pick(k, [Component(v, (m,)) for m in range(n)], c.choice(("where", "ifexp")))
    s = b.input(domain=(0.5, 1.5))
    return cast(k, INT), mul(major, s)


def _octant(c: Chooser, b: Builder, body: list[Stmt]) -> tuple[Expr, Expr]:
    """The octant code of v (bit m set when v[m] > 0) and how many components are positive,
    which weights the vector's length."""
    n = c.integer(2, 4)
    v = b.input(vector_of(n), domain=(-2.0, 2.0))
    code: Expr | None = None
    style = c.choice(("where", "ifexp"))
    for m in range(n):
        bit = Select(Compare("gt", Component(v, (m,)), const(0.0)), uconst(1 << m), uconst(0), UINT32, style)
        code = bit if code is None else Binary("bit_or", code, bit, UINT32)
    code_var = let(b, body, code)
    count = let(b, body, Call("bit_count", (code_var,), INT))
    weight = add(const(1.0), mul(call("float", count), const(c.choice((0.5, 0.25)))))
    return cast(code_var, INT), mul(call("length", v), weight)


def generate(c: Chooser, seed: int):
    b = Builder("selection", seed)
    body: list[Stmt] = []
    index, value = {"nearest_centre": _nearest_centre, "dominant_axis": _dominant_axis, "octant": _octant}[c.choice(KINDS)](c, b, body)
    out_index, out_value = b.output(INT), b.output()
    body += [Store(out_index, index), Store(out_value, value)]
    return outlined(c, b.spec(c, body))
