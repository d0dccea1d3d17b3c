"""quaternion: unit quaternions (``wp.quat``) from inputs, axis-angle or roll-pitch-yaw, combined
by products, relative rotations (``quat_inverse(a) * b``), slerp and a round trip through a
rotation matrix, then used to rotate vectors (``quat_rotate``, ``quat_rotate_inv``), as a matrix
(``quat_to_matrix``), stored, dotted or read by component.

Valid and alive by construction:
- every rotation is unit (rigid.py); a product or relative rotation pairs rotations made of
  different input rotations (``a^-1 a`` or ``a^-1 (a b)`` would cancel a and leave its inputs dead);
- ``quat_slerp(q0, q0 * r, t)`` and ``quat_slerp(quat_identity(), r, t)`` take a relative rotation
  r by an angle in rigid.SLERP_ANGLES, so Warp's axis of q0^-1 q1 is never a normalized zero
  vector and the shortest path never flips;
- ``quat_from_matrix`` recovers a rotation only up to sign (the sign depends on which branch of
  the trace test it takes), so its result and everything made from it is used only through
  sign-invariant uses: rotating a vector or a matrix, never stored, dotted or read by component.
"""

from synth.generate.grammar import Builder, add, call, const, let, mul
from synth.generate.rigid import relative_rotation, rotation
from synth.generate.variations import outlined, relaunched
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, MAT33, QUAT, VEC3, Binary, Component, Expr, Ref, Store

STEPS = ("product", "relative", "slerp", "slerp_identity", "matrix_round_trip")
SIGNED_USES = ("store", "dot", "component")
USES = ("rotate", "rotate_inv", "matrix", "matrix_vector", *SIGNED_USES)


def qmul(a: Expr, b: Expr) -> Binary:
    return Binary("mul", a, b, QUAT)


def generate(c: Chooser, seed: int):
    b = Builder("quaternion", seed)
    body: list = []
    rots: list[Ref] = [rotation(c, b, body) for _ in range(c.integer(1, 2))]
    signless: set[str] = set()  # rotations known only up to sign
    bases = {q.name: {q.name} for q in rots}  # the rotations read from inputs that each rotation is made of
    for _ in range(c.integer(0, 2)):
        step = c.choice(STEPS)
        q = rots[-1]
        # a partner made of other rotations than q: no product can cancel a rotation against its inverse
        partners = [r for r in rots[:-1] if not bases[r.name] & bases[q.name]]
        other = q
        if step in ("product", "relative"):
            other = c.choice(partners) if partners else rotation(c, b, body)
            bases.setdefault(other.name, {other.name})
            e = qmul(q, other) if step == "product" else qmul(call("quat_inverse", other, type=QUAT), q)
            sign = {q.name, other.name} & signless
        elif step == "slerp":
            t = b.input(FLOAT, (0.0, 1.0))
            e, sign = call("quat_slerp", q, qmul(q, relative_rotation(c, b)), t, type=QUAT), q.name in signless
        elif step == "slerp_identity":
            t = b.input(FLOAT, (0.0, 1.0))
            e, sign = qmul(q, call("quat_slerp", call("quat_identity", type=QUAT), relative_rotation(c, b), t, type=QUAT)), q.name in signless
        else:
            m = call("quat_to_matrix", q, type=MAT33)
            if partners and c.boolean():
                other = c.choice(partners)
                m = Binary("matmul", m, call("quat_to_matrix", other, type=MAT33), MAT33)
            e, sign = call("quat_from_matrix", m, type=QUAT), True
        var = let(b, body, e)
        bases[var.name] = bases[q.name] | bases[other.name]
        if sign:
            signless.add(var.name)
        rots.append(var)
    q = rots[-1]
    uses = [u for u in USES if q.name not in signless or u not in SIGNED_USES]
    use = c.choice(uses)
    v = b.input(VEC3, (-2.0, 2.0)) if use in ("rotate", "rotate_inv", "matrix_vector") else None
    if use in ("rotate", "rotate_inv"):
        e = call(f"quat_{use}", q, v, type=VEC3)
        if c.integer(0, 2) == 0:  # a quaternion's squared norm scales what it rotates: q v q* = |q|^2 R v
            raw = b.input(QUAT, (0.25, 1.0))
            e = mul(e, call("length", raw))
        out = b.output(VEC3)
    elif use == "matrix":
        e, out = call("quat_to_matrix", q, type=MAT33), b.output(MAT33)
    elif use == "matrix_vector":
        e, out = Binary("matmul", call("quat_to_matrix", q, type=MAT33), v, VEC3), b.output(VEC3)
    elif use == "store":
        e, out = q, b.output(QUAT)
    elif use == "dot":
        other = rotation(c, b, body)
        e, out = mul(call("dot", q, other), const(c.choice((1.0, 2.0, 0.5)))), b.output(FLOAT)
    else:
        k = c.integer(0, 3)
        e = Component(q, (k,))
        e, out = (add(e, mul(Component(q, ((k + 1) % 4,)), const(0.5))) if c.boolean() else e), b.output(FLOAT)
    body.append(Store(out, e))
    return outlined(c, relaunched(c, b.spec(c, body)))
