"""shading: Blinn-Phong shading of a surface point per thread, with Python's power operator as
renderers write it: a specular lobe ``wp.clamp(wp.dot(n, h), 0.0, 1.0) ** 32.0``, sometimes
Schlick's Fresnel term ``0.04 + 0.96 * wp.clamp(1.0 - wp.dot(h, l), 0.0, 1.0) ** 5.0``, and a
gamma curve ``wp.clamp(c, 0.0, 1.0) ** 2.2`` on the colour stored.

The normal, the light and the view direction are input vectors, normalized in the kernel (``h`` is
the half vector of the light and the view); the albedo is an input too, so every input reaches the
output. Warp compiles ``x ** y`` as its builtin ``pow``, and the standalone CUDA writes that call.
One kernel in two lights only the faces turned towards the light (``facing = False``, set ``True``
where ``wp.dot(n, l) > 0.0``: about half the threads). Every base is clamped to [0, 1] and every
exponent is 2 or more, so no power is NaN and none has an infinite derivative; the gradient check
skips the samples next to a clamp's kink or the facing test.
"""

from synth.generate.grammar import Builder, add, call, const, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import BOOL, FLOAT, VEC3, Assign, Binary, Compare, Const, Expr, If, Let, Select, Store

SHININESS = (32.0, 8.0, 80.0, 16.0)
GAMMA = (2.2, 2.0, 2.4)


def power(base: Expr, exponent: float) -> Binary:
    """``base ** exponent`` (a float exponent: Warp's pow of two floats)."""
    return Binary("pow", base, const(exponent), FLOAT)


def unit(e: Expr) -> Expr:
    return call("clamp", e, const(0.0), const(1.0))


def generate(c: Chooser, seed: int):
    b = Builder("shading", seed)
    normal, light, view = b.input(VEC3), b.input(VEC3), b.input(VEC3)
    albedo = b.input(domain=(0.0, 1.0))
    n, to_light, h = b.fresh(VEC3), b.fresh(VEC3), b.fresh(VEC3)
    body = [
        Let(n.name, call("normalize", normal)),
        Let(to_light.name, call("normalize", light)),
        Let(h.name, call("normalize", add(to_light, call("normalize", view)))),
    ]
    diffuse, specular = b.fresh(), b.fresh()
    body += [
        Let(diffuse.name, unit(call("dot", n, to_light))),
        Let(specular.name, power(unit(call("dot", n, h)), c.choice(SHININESS))),
    ]
    lit: Expr = specular
    if c.boolean():
        fresnel = b.fresh()
        body.append(Let(fresnel.name, add(const(0.04), mul(const(0.96), power(unit(sub(const(1.0), call("dot", h, to_light))), 5.0)))))
        lit = mul(specular, fresnel)
    if c.boolean():  # no highlight on a face turned away from the light (half the threads)
        facing = b.fresh(BOOL)
        body += [Let(facing.name, Const(False, BOOL)), If(Compare("gt", call("dot", n, to_light), const(0.0)), (Assign(facing.name, Const(True, BOOL)),))]
        lit = Select(facing, lit, const(0.0), FLOAT)
    colour = b.fresh()
    body.append(Let(colour.name, add(mul(albedo, diffuse), lit)))
    stored = power(unit(colour), c.choice(GAMMA)) if c.boolean() else colour
    body.append(Store(b.output(), stored))
    return b.spec(c, body)
