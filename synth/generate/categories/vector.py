"""vector: vec2/3/4 arithmetic with dot, cross, length, normalize and componentwise ops."""

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, inputs_read, mul, outlined, relaunched, sub
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Component, Construct, Expr, Let, Load, Store, vector_of


def independent(c: Chooser, inputs: list[Load], u: Expr) -> Expr:
    """A vector independent of ``u``: an input it does not read, else a constant vector.

    cross(u, v) and dot(cross(u, v), u) vanish when v depends on u only; this keeps every
    cross product and dot nonzero for random inputs.
    """
    unused = [x for x in inputs if x.array not in inputs_read(u)]
    if unused:
        return c.choice(unused)
    n = u.type.shape[0]
    return Construct(tuple(const(v) for v in (1.0, 2.0, 3.0, 4.0)[:n]), u.type)


def generate(c: Chooser, seed: int):
    b = Builder("vector", seed)
    n = c.choice((3, 2, 4))
    vt = vector_of(n)
    inputs = [b.input(vt) for _ in range(c.integer(1, 3))]
    vecs = list(inputs)
    body = []
    for _ in range(c.integer(1, 4)):
        u, v = vecs[-1], c.choice(vecs)
        ops = ["add", "sub", "scale", "cw_mul", "normalize"] + (["cross"] if n == 3 else [])
        op = c.choice(ops)
        if op == "add":
            e = add(u, v)
        elif op == "sub":
            e = sub(u, mul(v, const(c.choice(CONSTANTS))))
        elif op == "scale":
            e = mul(u, const(c.choice(CONSTANTS)))
        elif op == "cw_mul":
            e = call("cw_mul", u, v, type=vt)
        elif op == "normalize":
            e = call("normalize", add(u, v), type=vt)
        else:
            e = call("cross", u, independent(c, inputs, u), type=vt)
        var = b.fresh(vt)
        body.append(Let(var.name, e))
        vecs.append(var)
    last = vecs[-1]
    reduce = c.choice(("dot", "length", "component", "vector"))
    if reduce == "vector":
        out = b.output(vt)
        body.append(Store(out, last))
    else:
        out = b.output(FLOAT)
        if reduce == "dot":
            e = call("dot", last, independent(c, inputs, last))
        elif reduce == "length":
            e = call("length", last)
        else:
            e = Component(last, (c.integer(0, n - 1),))
        body.append(Store(out, e))
    return outlined(c, relaunched(c, b.spec(c, body)))
