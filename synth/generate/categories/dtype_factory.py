"""dtype_factory: a kernel written once for several element types and made for one by a factory
function (``def make_k(dtype)``, arrays ``wp.array(dtype=dtype)``, ``k = make_k(wp.vec3)``), as
Warp's own examples and libraries write a kernel for float and vector arrays alike.

The body uses only what every drawn type supports, so the one text would build for each: sums and
differences of elements, products with a float (a scalar parameter or a literal) and in-place
updates (``x *= s``, ``x += a[i] * 0.5``). The element type is float32, vec2, vec3 or vec4 (float32
first: what Hypothesis shrinks toward); the factory is called with the drawn one
(``synth.model.spec.Style.closure_dtype``). One kernel in two spells its arrays ``wp.array1d``, as
some of Warp's examples do. Every input reaches the output; there is no branch.
"""

import dataclasses

from synth.generate.grammar import Builder, add, const, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, VEC2, VEC3, VEC4, AugAssign, Let, Store

ELEMENT_TYPES = (FLOAT, VEC2, VEC3, VEC4)
FACTORS = (0.5, -1.5, 0.25, 2.0)  # never 1.0: a product that changes nothing


def generate(c: Chooser, seed: int):
    b = Builder("dtype_factory", seed)
    t = c.choice(ELEMENT_TYPES)
    a, other = b.input(t), b.input(t)
    s = b.scalar(FLOAT, (-2.0, 2.0))
    x = b.fresh(t)
    body = [Let(x.name, c.choice((add, sub))(a, other))]
    body.append(AugAssign(x.name, "mul", s if c.boolean() else mul(s, const(c.choice(FACTORS)))))
    if c.boolean():
        body.append(AugAssign(x.name, c.choice(("add", "sub")), mul(c.choice((a, other)), const(c.choice(FACTORS)))))
    body.append(Store(b.output(t), x))
    spec = b.spec(c, body)
    arrays = tuple(p.name for p in spec.params if p.kind in ("in", "out"))
    style = dataclasses.replace(spec.style, closure_dtype=True, array1d=c.boolean())
    return dataclasses.replace(spec, generic_params=arrays, style=style)
