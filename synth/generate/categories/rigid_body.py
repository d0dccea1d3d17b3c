"""rigid_body: spatial vectors (``wp.spatial_vector``: w on top, v below) as rigid body dynamics
uses them. A twist (angular velocity w, linear velocity v) or a wrench (torque on top, force
below) is read from an array or built from parts, moved from a body's frame to the world by the
body's pose (``transform_vector`` of both halves, plus p x w for a twist, p x f for a wrench),
combined by the motion and force cross products (``spatial_cross``, ``spatial_cross_dual``),
summed and scaled, then stored, reduced to power (``spatial_dot`` of a twist and a wrench), or
used for the velocity of a point on the body (v + w x r).

Every kernel moves something by a pose (a transform builtin). Alive by construction: no cross
product of a twist with itself (zero), and power only pairs a twist with a wrench it was not
crossed with (a twist's power against its own gyroscopic wrench, ``spatial_dot(t,
spatial_cross_dual(t, h))``, is identically zero).
"""

from synth.generate.grammar import Builder, add, call, const, let, mul
from synth.generate.rigid import pose
from synth.generate.variations import outlined, relaunched
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, SPATIAL_VECTOR, VEC3, Construct, Expr, Ref, Store

SV = SPATIAL_VECTOR
STEPS = ("cross", "cross_dual", "sum", "scale")
USES = ("store", "power", "point_velocity", "halves")


def spatial(b: Builder, c: Chooser) -> Expr:
    """A spatial vector input, or one built from two vec3 inputs (or six components of them);
    one input where four are taken already (a kernel has at most eight input arrays, a to h)."""
    if c.integer(0, 2) > 0 or len([p for p in b.params if p.kind == "in"]) > 4:
        return b.input(SV)
    return Construct((b.input(VEC3), b.input(VEC3)), SV)


def to_world(x: Ref, s: Expr, wrench: bool) -> Expr:
    """A twist or wrench in the body frame moved to the world by pose ``x`` (Featherstone's X*)."""
    top = call("transform_vector", x, call("spatial_top", s, type=VEC3), type=VEC3)
    bottom = call("transform_vector", x, call("spatial_bottom", s, type=VEC3), type=VEC3)
    p = call("transform_get_translation", x, type=VEC3)
    if wrench:  # torque about the world origin picks up p x f
        return Construct((add(top, call("cross", p, bottom, type=VEC3)), bottom), SV)
    return Construct((top, add(bottom, call("cross", p, top, type=VEC3))), SV)


def generate(c: Chooser, seed: int):
    b = Builder("rigid_body", seed)
    body: list = []
    x = pose(c, b, body)
    wrench = c.integer(0, 2) == 0
    s = let(b, body, to_world(x, spatial(b, c), wrench))
    for _ in range(c.integer(0, 2)):
        step = c.choice(STEPS)
        other = spatial(b, c) if step != "scale" else None
        if step == "cross":
            e = call("spatial_cross", s, other, type=SV)
        elif step == "cross_dual":
            e = call("spatial_cross_dual", s, other, type=SV)
        elif step == "sum":
            e = add(s, mul(other, const(c.choice((0.5, 0.25, 2.0)))))
        else:
            e = mul(s, const(c.choice((0.5, 0.25, 2.0))))
        s = let(b, body, e)
    use = c.choice(USES)
    if use == "store":
        body.append(Store(b.output(SV), s))
    elif use == "power":
        other = b.input(SV)  # a new wrench (or twist): never one s was crossed with
        body.append(Store(b.output(FLOAT), call("spatial_dot", s, other)))
    elif use == "point_velocity":  # v + w x r at a point r given in the body frame, placed in the world by the pose
        r = call("transform_point", x, b.input(VEC3), type=VEC3)
        w, v = call("spatial_top", s, type=VEC3), call("spatial_bottom", s, type=VEC3)
        body.append(Store(b.output(VEC3), add(v, call("cross", w, r, type=VEC3))))
    else:
        body.append(Store(b.output(VEC3), call("spatial_top", s, type=VEC3)))
        body.append(Store(b.output(VEC3), call("spatial_bottom", s, type=VEC3)))
    return outlined(c, relaunched(c, b.spec(c, body)))
