"""stencil: neighbour reads kept in bounds by construction: clamped indices (``wp.min``/``wp.max``/
``wp.clamp`` on ints), periodic wrap (``(i + 1) % n``), interior-only launches that write
``out[i + 1]``, and windows whose radius is an int parameter (``for d in range(-k, k + 1)``,
the centre sometimes skipped with ``continue``); 1-D, 2-D (5-point) and 3-D (7-point)
stencils, with weights from constants or a scalar.

A window's loop bound is known only at run time, so (Warp's reverse mode does not replay such
a loop) its sum is used linearly after the loop."""

from synth.generate.grammar import (
    CONSTANTS,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    const,
    dynamic_zero,
    iadd,
    imod,
    int_const,
    isub,
    mul,
    safe_div,
    sub,
)
from synth.generate.variations import outlined, with_struct_params
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, TIDS, AugAssign, Call, Compare, Continue, If, Let, Load, Logical, Range, Ref, Shape, Store, Unary

LENGTHS = (64, 128, 256)
GRIDS = ((16, 16), (8, 32), (32, 16))
GRIDS_3D = ((8, 8, 8), (4, 8, 16), (8, 8, 4))


def clamped(c: Chooser, x, d: int, last):
    """x + d kept in [0, last] by the cheapest clamp that can bind."""
    moved = iadd(x, int_const(d)) if d > 0 else isub(x, int_const(-d))
    if c.boolean():
        return Call("clamp", (moved, int_const(0), last), INT)
    return Call("min", (moved, last), INT) if d > 0 else Call("max", (moved, int_const(0)), INT)


def wrapped(x, d: int, n):
    """(x + d) % n, with d + n added for a step back so no operand is negative."""
    return imod(iadd(x, int_const(d)), n) if d > 0 else imod(iadd(x, isub(n, int_const(-d))), n)


def generate(c: Chooser, seed: int):
    b = Builder("stencil", seed, ("i",))
    if c.integer(0, 2) == 0:
        return _grid(c, seed)
    n = c.choice(LENGTHS)
    mode = c.choice(("clamp", "wrap", "interior", "window"))
    a = b.input(shape=(n,))
    i = Ref("i", INT)
    weight = b.scalar(FLOAT, (0.25, 1.0)) if c.boolean() else const(c.choice((0.5, 0.25, 2.0)))
    if mode == "window":
        return with_struct_params(c, _window(c, b, a, weight, n))
    if mode == "interior":  # launch n - 2 threads over the interior: out[i + 1] from a[i], a[i + 1], a[i + 2]
        out = b.output(shape=(n,))
        left, here, right = (Load(a.array, a.type, (iadd(i, int_const(d)) if d else i,)) for d in (0, 1, 2))
        centre = iadd(i, int_const(1))
        dim = n - 2
    else:
        out = b.output(shape=(n,))
        last = isub(Shape(a.array, 0), int_const(1))
        width = c.integer(1, 2)
        if mode == "clamp":
            left, right = (Load(a.array, a.type, (clamped(c, i, d, last),)) for d in (-width, width))
        else:
            left, right = (Load(a.array, a.type, (wrapped(i, d, Shape(a.array, 0)),)) for d in (-width, width))
        here, centre, dim = Load(a.array, a.type, (i,)), i, n
    lap = Let("x0", mul(sub(add(left, right), mul(here, const(2.0))), weight))
    value = add(here, Ref("x0", FLOAT))
    if c.boolean():
        value = UNARY[c.choice(SMOOTH_UNARY)](value)
    body = [lap, Store(out, value, (centre,))]
    b.fresh()
    if c.boolean():  # a second input mixed in at the centre
        other = b.input(shape=(n,))
        body[-1] = Store(out, add(value, mul(Load(other.array, other.type, (centre,)), const(c.choice(CONSTANTS)))), (centre,))
    return with_struct_params(c, outlined(c, b.spec(c, body, dim=dim)))


def _window(c: Chooser, b: Builder, a: Load, weight, n: int):
    """acc = sum of f(a[i + d]) for d in [-k, k] (k an int parameter; the index clamped or
    wrapped; the centre sometimes skipped); out[i] = a[i] * c + acc * weight."""
    i = Ref("i", INT)
    k = b.scalar(INT, (1, 3))
    d, acc = b.loop_var(), b.fresh()
    if c.boolean():
        index = Call("clamp", (iadd(i, d), int_const(0), isub(Shape(a.array, 0), int_const(1))), INT)
    else:  # (i + d + n) % n: the operand is never negative, since k <= 3 < n
        index = imod(iadd(iadd(i, d), Shape(a.array, 0)), Shape(a.array, 0))
    read = Load(a.array, a.type, (index,))
    term = UNARY[c.choice(SMOOTH_UNARY)](mul(read, const(c.choice((1.5, 0.5, 2.0))))) if c.boolean() else read
    inner = (AugAssign(acc.name, "add", term),)
    if c.boolean():
        inner = (If(Compare("eq", d, int_const(0)), (Continue(),)), *inner)
    out = b.output(shape=(n,))
    here = Load(a.array, a.type, (i,))
    body = [
        Let(acc.name, dynamic_zero()),
        Range(d.name, Unary("neg", k, INT), iadd(k, int_const(1)), 1, inner),
        Store(out, add(mul(here, const(c.choice(CONSTANTS))), mul(acc, weight)), (i,)),
    ]
    return outlined(c, b.spec(c, body, dim=n))


def _grid(c: Chooser, seed: int):
    """A 5-point stencil on a 2-D launch or a 7-point one on a 3-D launch, or a box filter of
    runtime radius on either; indices clamped to the array."""
    nd = c.choice((2, 3))
    b = Builder("stencil", seed, TIDS[:nd])
    shape = c.choice(GRIDS if nd == 2 else GRIDS_3D)
    a = b.input()
    out = b.output()
    index = tuple(Ref(t, INT) for t in TIDS[:nd])
    if c.boolean():
        return outlined(c, b.spec(c, _box(c, b, a, index, out), dim=shape))
    neighbours = []
    for axis in range(nd):
        last = isub(Shape(a.array, axis), int_const(1))
        for step in (-1, 1):
            moved = clamped(c, index[axis], step, last)
            neighbours.append(Load(a.array, a.type, (*index[:axis], moved, *index[axis + 1 :])))
    here = Load(a.array, a.type, index)
    total = neighbours[0]
    for x in neighbours[1:]:
        total = add(total, x)
    mean = mul(total, const(0.25)) if nd == 2 else safe_div(total, const(6.0))
    body = [Let("x0", sub(mean, here))]
    b.fresh()
    value = add(here, mul(Ref("x0", FLOAT), const(c.choice((0.5, 0.25, 0.125)))))
    if c.boolean():
        value = UNARY[c.choice(SMOOTH_UNARY)](value)
    body.append(Store(out, value))
    return outlined(c, b.spec(c, body, dim=shape))


def _box(c: Chooser, b: Builder, a: Load, index: tuple, out: str) -> list:
    """acc = the sum of a over the box of half-width ``radius`` (an int parameter) around the
    element, clamped at the edges, the centre sometimes left out (``continue``); the sum is
    used linearly, since Warp's reverse mode does not replay a runtime loop."""
    radius = b.scalar(INT, (1, 2), name="radius")
    acc = b.fresh()
    offsets = [b.loop_var() for _ in index]
    moved = tuple(
        Call("clamp", (iadd(x, d), int_const(0), isub(Shape(a.array, axis), int_const(1))), INT)
        for axis, (x, d) in enumerate(zip(index, offsets, strict=True))
    )
    inner = (AugAssign(acc.name, "add", Load(a.array, a.type, moved)),)
    if c.boolean():
        centre = Compare("eq", offsets[0], int_const(0))
        for d in offsets[1:]:
            centre = Logical("and", centre, Compare("eq", d, int_const(0)))
        inner = (If(centre, (Continue(),)), *inner)
    for d in reversed(offsets):
        inner = (Range(d.name, Unary("neg", radius, INT), iadd(radius, int_const(1)), 1, inner),)
    here = Load(a.array, a.type, index)
    value = add(mul(here, const(c.choice(CONSTANTS))), mul(acc, const(c.choice((0.125, 0.0625, 0.25)))))
    return [Let(acc.name, dynamic_zero()), *inner, Store(out, value)]
