"""matrix: mat22/33/44 products, transpose, determinant and matrix-vector products."""

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, mul
from synth.generate.variations import outlined, relaunched
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Binary, Component, Let, Store, matrix_of, vector_of


def generate(c: Chooser, seed: int):
    b = Builder("matrix", seed)
    n = c.choice((3, 2, 4))
    mt, vt = matrix_of(n), vector_of(n)
    mats = [b.input(mt) for _ in range(c.integer(1, 2))]
    body = []
    for _ in range(c.integer(1, 3)):
        p, q = mats[-1], c.choice(mats)
        op = c.choice(("matmul", "transpose", "add", "scale"))
        if op == "matmul":
            e = Binary("matmul", p, q, mt)
        elif op == "transpose":
            e = call("transpose", p, type=mt)
        elif op == "add":
            e = add(p, q)
        else:
            e = mul(p, const(c.choice(CONSTANTS)))
        var = b.fresh(mt)
        body.append(Let(var.name, e))
        mats.append(var)
    last = mats[-1]
    reduce = c.choice(("determinant", "matvec", "component"))
    if reduce == "matvec":
        v = b.input(vt)
        out = b.output(vt)
        body.append(Store(out, Binary("matmul", last, v, vt)))
    elif reduce == "determinant":
        out = b.output(FLOAT)
        body.append(Store(out, call("determinant", last)))
    else:
        out = b.output(FLOAT)
        body.append(Store(out, Component(last, (c.integer(0, n - 1), c.integer(0, n - 1)))))
    return outlined(c, relaunched(c, b.spec(c, body)))
