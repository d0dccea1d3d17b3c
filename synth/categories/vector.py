"""vector: vec2/3/4 arithmetic with dot, cross, length, normalize and componentwise ops."""

from synth.categories.common import CONSTANTS, Builder, add, call, const, mul, sub
from synth.choices import Chooser
from synth.spec import FLOAT, Component, Let, Store, vector_of


def generate(c: Chooser, seed: int):
    b = Builder("vector", seed)
    n = c.choice((3, 2, 4))
    vt = vector_of(n)
    vecs = [b.input(vt) for _ in range(c.integer(1, 3))]
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
            e = call("cross", u, v, type=vt)
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
            e = call("dot", last, c.choice(vecs))
        elif reduce == "length":
            e = call("length", last)
        else:
            e = Component(last, (c.integer(0, n - 1),))
        body.append(Store(out, e))
    return b.spec(c, body)
