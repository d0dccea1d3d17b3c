"""struct: ``@wp.struct`` types with float and vector fields, as array elements (read field by
field) and as a by-value parameter; outputs either a float per element or a new struct built
field by field and stored whole."""

from synth.generate.grammar import CONSTANTS, SMOOTH_UNARY, UNARY, Builder, add, call, const, mul, safe_div
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Construct, Field, Let, Ref, SetField, Store, Type, vector_of


def generate(c: Chooser, seed: int):
    b = Builder("struct", seed)
    n = c.choice((3, 2))
    vt = vector_of(n)
    particle = Type("Particle", fields=(("pos", vt), ("vel", vt), ("mass", FLOAT)))
    b.structs.append(particle)
    ps = b.input(particle)
    body = []
    pos, vel, mass = (Field(ps, f, t) for f, t in particle.fields)
    if c.boolean():  # a by-value struct of settings
        settings = Type("Settings", fields=(("dt", FLOAT), ("gravity", vt)))
        b.structs.append(settings)
        cfg = b.scalar(settings, (0.25, 1.0))
        dt, gravity = Field(cfg, "dt", FLOAT), Field(cfg, "gravity", vt)
    else:
        dt, gravity = const(c.choice((0.5, 0.25, 0.125))), None
    accel = safe_div(vel, mass) if c.boolean() else mul(vel, mass)
    if gravity is not None:
        accel = add(accel, gravity)
    v = b.fresh(vt)
    body.append(Let(v.name, add(vel, mul(accel, dt))))
    if c.boolean():  # a new struct per element
        out = b.output(particle)
        q = b.fresh(particle)
        body.append(Let(q.name, Construct((), particle)))
        body.append(SetField(q.name, "pos", add(pos, mul(v, dt))))
        body.append(SetField(q.name, "vel", v))
        m = mul(mass, const(c.choice((0.5, 1.5, 2.0))))
        body.append(SetField(q.name, "mass", UNARY[c.choice(SMOOTH_UNARY)](m) if c.boolean() else m))
        body.append(Store(out, Ref(q.name, particle)))
    else:  # the kinetic energy and a position component
        out = b.output()
        energy = mul(mul(call("dot", v, v), mass), const(0.5))
        body.append(Store(out, add(energy, mul(call("length", pos), const(c.choice(CONSTANTS))))))
    return b.spec(c, body)
