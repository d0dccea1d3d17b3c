"""grid2d / grid3d: kernels over 2-D and 3-D launches and arrays (``i, j = wp.tid()``):
elementwise maps with the indices as terms, transposed reads, reductions along an axis with
the loop bound read from ``arr.shape``, and launches smaller than the arrays they read; some
scale and shift the result by ``gain`` and ``bias`` parameters, often packed in a ``@wp.struct``;
some spell their arrays ``wp.array(dtype=..., ndim=N)``."""

from dataclasses import replace

from synth.generate.grammar import (
    ARITHMETIC_OPS,
    CONSTANTS,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    const,
    distinct_binary,
    dynamic_zero,
    iadd,
    int_const,
    mul,
    to_float,
)
from synth.generate.variations import outlined, with_gain_and_bias
from synth.model.choices import Chooser
from synth.model.spec import INT, TIDS, AugAssign, Let, Load, Range, Ref, Shape, Store, walk_expr

SHAPES = {2: ((16, 16), (8, 32), (32, 8), (12, 20)), 3: ((4, 8, 8), (8, 8, 4), (4, 4, 16), (6, 6, 6))}


def generate_nd(c: Chooser, seed: int, nd: int):
    category = f"grid{nd}d"
    tids = TIDS[:nd]
    b = Builder(category, seed, tids)
    shape = c.choice(SHAPES[nd])
    kind = c.choice(("map", "reduce", "transpose", "offset") if shape[-1] == shape[-2] else ("map", "reduce", "offset"))
    index = tuple(Ref(t, INT) for t in tids)
    body = []
    if kind == "offset":  # the launch covers the arrays minus a border: out[i, j] = f(a[i, j + d], a[i, j])
        d = c.integer(1, 2)
        arrays = (*shape[:-1], shape[-1] + d)
        a = b.input(shape=arrays)
        out = b.output(shape=shape)
        shifted = Load(a.array, a.type, (*index[:-1], add_int(index[-1], d)))
        here = Load(a.array, a.type, index)
        value = distinct_binary(c, ("sub", "add", "mul"), shifted, here)
        body.append(Store(out, mul(value, const(c.choice(CONSTANTS)))))
        return spelled(c, with_gain_and_bias(c, outlined(c, b.spec(c, body, dim=shape))))
    inputs = [b.input() for _ in range(c.integer(1, 2))]
    out = b.output()
    leaves = list(inputs)
    if c.boolean():
        leaves.append(to_float(index[c.integer(0, nd - 1)]))
    if kind == "transpose":  # a[.., j, i]: the last two indices swapped (square in those two)
        swapped = (*index[:-2], index[-1], index[-2])
        leaves.append(Load(inputs[0].array, inputs[0].type, swapped))
    linear = []  # values that may only enter the output linearly
    if kind == "reduce":  # a sum along the last axis, its bound from the array's shape
        # Warp's backward does not replay a runtime loop: its sum is used linearly after it
        acc, t = b.fresh(), b.loop_var()
        body.append(Let(acc.name, dynamic_zero()))
        term = mul(Load(inputs[0].array, inputs[0].type, (*index[:-1], t)), const(c.choice(CONSTANTS)))
        if c.boolean():
            term = UNARY[c.choice(SMOOTH_UNARY)](term)
        body.append(Range(t.name, int_const(0), Shape(inputs[0].array, nd - 1), 1, (AugAssign(acc.name, "add", term),)))
        linear.append(acc)
    for _ in range(c.integer(0, 4)):
        x = distinct_binary(c, ARITHMETIC_OPS, c.choice(leaves), c.choice(leaves) if c.boolean() else const(c.choice(CONSTANTS)))
        if c.integer(0, 2) == 0:
            x = UNARY[c.choice(SMOOTH_UNARY)](x)
        var = b.fresh()
        body.append(Let(var.name, x))
        leaves.append(var)
    # the store uses the newest value and every input and reduction not yet used
    value = leaves[-1]
    for leaf in leaves[:-1] + linear:
        if not any(x == leaf for x in walk_expr(value)):
            value = add(value, mul(leaf, const(c.choice(CONSTANTS))))
    body.append(Store(out, value))
    return spelled(c, with_gain_and_bias(c, outlined(c, b.spec(c, body, dim=shape))))


def spelled(c: Chooser, spec):
    """Drawn last: one time in three, the arrays annotated ``wp.array(dtype=..., ndim=N)``."""
    return replace(spec, ndim_arrays=True) if c.integer(0, 2) == 0 else spec


def add_int(e, d: int):
    return iadd(e, int_const(d))


def generate_2d(c: Chooser, seed: int):
    return generate_nd(c, seed, 2)


def generate_3d(c: Chooser, seed: int):
    return generate_nd(c, seed, 3)
