"""scalar_param: kernels taking float and int scalars by value besides their arrays."""

from synth.generate.grammar import (
    ARITHMETIC_OPS,
    BINARY,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    call,
    mul,
    outlined,
    relaunched,
    with_struct_params,
)
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Let, Store


def generate(c: Chooser, seed: int):
    b = Builder("scalar_param", seed)
    inputs = [b.input() for _ in range(c.integer(1, 2))]
    floats = [b.scalar(FLOAT, (0.5, 2.0)) for _ in range(c.integer(1, 2))]
    ints = [b.scalar(INT, (1, 5)) for _ in range(c.integer(0, 1))]
    out = b.output()
    scalars = floats + [call("float", k) for k in ints]
    body = []
    leaves = list(inputs)
    for _ in range(c.integer(1, 3)):
        x = BINARY[c.choice(ARITHMETIC_OPS)](leaves[-1], c.choice(scalars))
        if c.boolean():
            x = UNARY[c.choice(SMOOTH_UNARY)](x)
        var = b.fresh()
        body.append(Let(var.name, x))
        leaves.append(var)
    body.append(Store(out, add(mul(leaves[-1], c.choice(scalars)), c.choice(inputs))))
    return with_struct_params(c, outlined(c, relaunched(c, b.spec(c, body))))
