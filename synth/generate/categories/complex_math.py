"""complex_math: complex arithmetic on ``wp.vec2d`` values (real, imaginary parts in float64), as
Warp's FFT examples hold complex numbers: a value built from two arrays or read from an array of
``wp.vec2d``, turned by a unit phase factor (an input ``wp.vec2d`` over its ``wp.length``) with the
complex product written out by components, sometimes conjugated, then stored, with its magnitude (``wp.length``) or
its squared magnitude (``wp.dot(z, z)``).

The phase's inputs lie in one quadrant away from zero (components
in [0.25, 1] or [-1, -0.25]), so its length is never small. Every input reaches an output; there is
no branch (no ``wp.cos``/``wp.sin``: nvcc builds double transcendentals out of line, several times
the cost of a case). Float64 constants are typed ``wp.float64(k)``
(a bare literal is float32 to Warp, which mixes no float types), as the float64 category writes
them.
"""

from synth.generate.categories.float64 import F64, call64, const64
from synth.generate.grammar import Builder
from synth.model.choices import Chooser
from synth.model.spec import Binary, Component, Construct, Expr, Let, Ref, Store, Type, Unary

VEC2D = Type("vec2d", (2,))


def part(z: Expr, k: int) -> Component:
    return Component(z, (k,), F64)


def product(z: Ref, w: Ref) -> Construct:
    """z * w, the complex product, by components: (zr wr - zi wi, zr wi + zi wr)."""
    mul = lambda a, b: Binary("mul", a, b, F64)  # noqa: E731
    real = Binary("sub", mul(part(z, 0), part(w, 0)), mul(part(z, 1), part(w, 1)), F64)
    imag = Binary("add", mul(part(z, 0), part(w, 1)), mul(part(z, 1), part(w, 0)), F64)
    return Construct((real, imag), VEC2D)


def generate(c: Chooser, seed: int):
    b = Builder("complex_math", seed)
    z, w, p = b.fresh(VEC2D), b.fresh(VEC2D), b.fresh(VEC2D)
    if c.boolean():
        value: Expr = Construct((b.input(F64, domain=(-2.0, 2.0)), b.input(F64, domain=(-2.0, 2.0))), VEC2D)
    else:
        value = b.input(VEC2D, domain=(-2.0, 2.0))
    phase = b.input(VEC2D, domain=(0.25, 1.0)) if c.boolean() else b.input(VEC2D, domain=(-1.0, -0.25))  # never near zero
    body = [
        Let(z.name, value),
        Let(w.name, Binary("div", phase, call64("length", phase), VEC2D)),
        Let(p.name, product(z, w)),
    ]
    stored: Expr = p
    if c.boolean():  # the conjugate
        stored = Construct((part(p, 0), Unary("neg", part(p, 1), F64)), VEC2D)
    body.append(Store(b.output(VEC2D), stored))
    if c.boolean():
        size = call64("length", p) if c.boolean() else call64("dot", p, p)
        body.append(Store(b.output(F64), Binary("add", size, Binary("mul", part(z, 0), const64(0.5), F64), F64)))
    return b.spec(c, body)
