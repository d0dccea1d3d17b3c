"""transform: rigid poses (``wp.transform``: a translation and a unit quaternion) read from pose
arrays or built from parts, composed (``a * b``, ``transform_multiply``), inverted, chained from
``transform_identity()`` as forward kinematics does, relative (``transform_inverse(a) * b``), then
applied to points and directions (``transform_point``, ``transform_vector``), stored, or split
into translation and rotation (``transform_get_translation``/``_rotation``).

Alive by construction: a product or relative pose pairs poses made of different input poses
(``a^-1 a``, ``a a^-1`` or ``a^-1 (a b)`` would cancel a pose and leave its inputs dead);
every kernel's main use reads both parts of its pose (a point, the whole pose, or both parts
stored); ``transform_vector``, which ignores the translation, only comes as an extra output.
"""

from synth.generate.grammar import Builder, call, let
from synth.generate.rigid import pose
from synth.generate.variations import outlined, relaunched
from synth.model.choices import Chooser
from synth.model.spec import QUAT, TRANSFORM, VEC3, Assign, Binary, Let, Ref, Store

STEPS = ("compose", "relative", "inverse", "chain")
USES = ("point", "store", "split")


def compose(c: Chooser, a, b):
    """``a * b`` or ``wp.transform_multiply(a, b)``: the same product, both spellings are common."""
    return Binary("mul", a, b, TRANSFORM) if c.boolean() else call("transform_multiply", a, b, type=TRANSFORM)


def generate(c: Chooser, seed: int):
    b = Builder("transform", seed)
    body: list = []
    poses: list[Ref] = [pose(c, b, body) for _ in range(c.integer(1, 2))]
    bases = {x.name: {x.name} for x in poses}  # the poses read from inputs that each pose is made of
    for _ in range(c.integer(0, 2)):
        step = c.choice(STEPS)
        x = poses[-1]
        if step == "inverse":
            poses.append(let(b, body, call("transform_inverse", x, type=TRANSFORM)))
            bases[poses[-1].name] = bases[x.name]
            continue
        # a partner made of other poses than x: no product can cancel a pose against its inverse
        partners = [y for y in poses[:-1] if not bases[y.name] & bases[x.name]]
        other = c.choice(partners) if partners else pose(c, b, body)
        bases.setdefault(other.name, {other.name})
        if step == "compose":
            poses.append(let(b, body, compose(c, x, other)))
        elif step == "relative":
            poses.append(let(b, body, compose(c, call("transform_inverse", other, type=TRANSFORM), x)))
        else:  # world pose of a chain of links: start from the identity, multiply link by link
            world = b.fresh(TRANSFORM)
            body.append(Let(world.name, call("transform_identity", type=TRANSFORM)))
            for link in (other, x):
                body.append(Assign(world.name, compose(c, world, link)))
            poses.append(world)
        bases[poses[-1].name] = bases[x.name] | bases[other.name]
    x = poses[-1]
    use = c.choice(USES)
    if use == "point":
        body.append(Store(b.output(VEC3), call("transform_point", x, b.input(VEC3, (-2.0, 2.0)), type=VEC3)))
    elif use == "store":
        body.append(Store(b.output(TRANSFORM), x))
    else:
        body.append(Store(b.output(VEC3), call("transform_get_translation", x, type=VEC3)))
        body.append(Store(b.output(QUAT), call("transform_get_rotation", x, type=QUAT)))
    if c.integer(0, 2) == 0:
        body.append(Store(b.output(VEC3), call("transform_vector", x, b.input(VEC3, (-2.0, 2.0)), type=VEC3)))
    return outlined(c, relaunched(c, b.spec(c, body)))
