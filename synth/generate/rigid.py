"""Shared pieces of the quaternion, transform and rigid_body categories: unit rotations and
rigid poses built from inputs in forms valid by construction.

- A quaternion input array holds four free components in [-1, 1]; the kernel normalizes it on
  read (``wp.normalize(a[i])``), since quat_rotate and the others assume a unit quaternion.
- A transform input holds p and four free rotation components; the kernel rebuilds it with the
  rotation normalized (``wp.transform(wp.transform_get_translation(t), wp.normalize(...))``).
- Axis-angle rotations turn about a constant unit axis by an input angle; rpy rotations take
  roll, pitch and yaw from the components of an input vector.
"""

from __future__ import annotations

from synth.generate.grammar import Builder, call, const, let
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, QUAT, TRANSFORM, VEC3, Component, Construct, Expr, Ref

# Unit axes with exact decimal components (0.36 + 0.64 = 1, 0.2304 + 0.36 + 0.4096 = 1).
AXES = ((0.0, 0.0, 1.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.6, 0.8, 0.0), (0.0, 0.6, -0.8), (0.48, 0.6, 0.64))
ROTATION_SOURCES = ("input", "axis_angle", "rpy")
# Angles of a slerp's relative rotation: away from 0 (where its axis is a normalized zero vector,
# with an unbounded gradient) and from pi (where the shortest path flips).
SLERP_ANGLES = (0.4, 2.6)


def axis(c: Chooser) -> Construct:
    return Construct(tuple(const(x) for x in c.choice(AXES)), VEC3)


def rotation(c: Chooser, b: Builder, body: list, source: str | None = None) -> Ref:
    """A local unit quaternion from new inputs (``source``: one of ROTATION_SOURCES, else drawn)."""
    source = source or c.choice(ROTATION_SOURCES)
    if source == "input":
        e = call("normalize", b.input(QUAT), type=QUAT)
    elif source == "axis_angle":
        e = call("quat_from_axis_angle", axis(c), b.input(FLOAT, (-3.0, 3.0)), type=QUAT)
    else:
        v = b.input(VEC3, (-1.5, 1.5))
        e = call("quat_rpy", *(Component(v, (k,)) for k in range(3)), type=QUAT)
    return let(b, body, e)


def relative_rotation(c: Chooser, b: Builder) -> Expr:
    """A rotation about a constant axis by an angle in SLERP_ANGLES (an input or a constant)."""
    angle = b.input(FLOAT, SLERP_ANGLES) if c.boolean() else const(c.choice((0.5, 1.0, 2.0)))
    return call("quat_from_axis_angle", axis(c), angle, type=QUAT)


def pose(c: Chooser, b: Builder, body: list) -> Ref:
    """A local rigid pose: an input transform with its rotation normalized, or built from a
    translation input and a rotation."""
    if c.boolean():
        t = b.input(TRANSFORM)
        rot = call("normalize", call("transform_get_rotation", t, type=QUAT), type=QUAT)
        e = Construct((call("transform_get_translation", t, type=VEC3), rot), TRANSFORM)
    else:
        p = b.input(VEC3, (-2.0, 2.0))
        e = Construct((p, rotation(c, b, body)), TRANSFORM)
    return let(b, body, e)
