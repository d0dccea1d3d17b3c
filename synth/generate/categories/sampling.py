"""sampling: Monte Carlo means over a region mapped by a matrix built from the thread's input
vectors (``wp.matrix_from_cols``/``wp.matrix_from_rows``), of points from one of Warp's samplers:
the squared length, a projection, or a Huber loss (``wp.norm_huber``, ``wp.norm_pseudo_huber``).

As a renderer or a stochastic solver makes them: each thread seeds a random state, builds the
matrix (``wp.matrix_from_cols(a[i], b[i], c[i])``: the region's axes as columns), draws points
(the unit square, disk, ring, triangle, cube, sphere, sphere surface, hemisphere surface), maps
each (``m @ s``, plus a centre sometimes) and averages a smooth function of the mapped point; a
robust loss is against a target, its threshold a positive input.

Every draw is a statement of its own (``synth.generate.categories.random_numbers``). Alive: every
axis is scaled by a sample component that is nonzero almost surely, and every other input (centre,
direction, target, threshold) enters the averaged function. Differentiable: the samples do not
depend on the inputs, and the Huber norms are continuous with a continuous slope.
"""

from synth.generate.categories.random_numbers import RNG, SAMPLERS, draw
from synth.generate.grammar import Builder, add, call, const, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, UINT32, AugAssign, Binary, Call, For, Let, Ref, Stmt, Store, matrix_of, vector_of

FUNCTIONS = ("moment", "project", "huber", "pseudo_huber")
SAMPLES = (4, 2, 8)


def _estimated(c: Chooser, b: Builder, p: Ref, n: int):
    """The function of the mapped point ``p`` whose mean the kernel estimates."""
    kind = c.choice(FUNCTIONS)
    if kind == "moment":
        return call("length_sq", p)
    if kind == "project":
        return call("dot", p, b.input(vector_of(n), (-1.0, 1.0)))
    target, delta = b.input(vector_of(n), (-1.0, 1.0)), b.input(FLOAT, (0.25, 2.0))
    return call("norm_huber" if kind == "huber" else "norm_pseudo_huber", sub(p, target), delta)


def generate(c: Chooser, seed: int):
    b = Builder("sampling", seed)
    fn = c.choice(tuple(SAMPLERS))
    n = SAMPLERS[fn]
    vt, mt = vector_of(n), matrix_of(n)
    axes = [b.input(vt, (-1.0, 1.0)) for _ in range(n)]
    s = b.scalar(INT, (0, 100000), name="seed")
    m = b.fresh(mt)
    body: list[Stmt] = [
        Let(RNG.name, Call("rand_init", (s, Ref("i", INT)), UINT32)),
        Let(m.name, call(c.choice(("matrix_from_cols", "matrix_from_rows")), *axes, type=mt)),
    ]
    acc, p = b.fresh(), b.fresh(vt)
    loop: list[Stmt] = []
    mapped = Binary("matmul", m, draw(b, loop, fn, type=vt), vt)
    if c.boolean():  # a region around a centre of its own
        mapped = add(b.input(vt, (-1.0, 1.0)), mapped)
    loop += [Let(p.name, mapped), AugAssign(acc.name, "add", _estimated(c, b, p, n))]
    samples = c.choice(SAMPLES)
    body += [Let(acc.name, const(0.0)), For(b.loop_var().name, samples, tuple(loop))]
    body.append(Store(b.output(), mul(acc, const(1.0 / samples))))
    return b.spec(c, body)
