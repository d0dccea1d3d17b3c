"""stencil: neighbour reads kept in bounds by construction: clamped indices (``wp.min``/``wp.max``/
``wp.clamp`` on ints), periodic wrap (``(i + 1) % n``), and interior-only launches that write
``out[i + 1]``; 1-D and 2-D (5-point) stencils, with weights from constants or a scalar."""

from synth.generate.grammar import (
    CONSTANTS,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    const,
    iadd,
    imod,
    int_const,
    isub,
    mul,
    outlined,
    sub,
    with_struct_params,
)
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Call, Let, Load, Ref, Shape, Store

LENGTHS = (64, 128, 256)
GRIDS = ((16, 16), (8, 32), (32, 16))


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
    mode = c.choice(("clamp", "wrap", "interior"))
    a = b.input(shape=(n,))
    i = Ref("i", INT)
    weight = b.scalar(FLOAT, (0.25, 1.0)) if c.boolean() else const(c.choice((0.5, 0.25, 2.0)))
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


def _grid(c: Chooser, seed: int):
    """A 5-point stencil on a 2-D launch, indices clamped to the array."""
    b = Builder("stencil", seed, ("i", "j"))
    shape = c.choice(GRIDS)
    a = b.input()
    out = b.output()
    i, j = Ref("i", INT), Ref("j", INT)
    rows, cols = isub(Shape(a.array, 0), int_const(1)), isub(Shape(a.array, 1), int_const(1))
    up = Load(a.array, a.type, (clamped(c, i, -1, rows), j))
    down = Load(a.array, a.type, (clamped(c, i, 1, rows), j))
    left = Load(a.array, a.type, (i, clamped(c, j, -1, cols)))
    right = Load(a.array, a.type, (i, clamped(c, j, 1, cols)))
    here = Load(a.array, a.type, (i, j))
    total = add(add(up, down), add(left, right))
    body = [Let("x0", sub(mul(total, const(0.25)), here))]
    b.fresh()
    value = add(here, mul(Ref("x0", FLOAT), const(c.choice((0.5, 0.25, 0.125)))))
    if c.boolean():
        value = UNARY[c.choice(SMOOTH_UNARY)](value)
    body.append(Store(out, value))
    return outlined(c, b.spec(c, body, dim=shape))
