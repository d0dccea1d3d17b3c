"""scalar_param: kernels taking float and int scalars by value besides their arrays; an int
scalar is sometimes also a loop bound."""

from dataclasses import replace

from synth.generate.grammar import (
    ARITHMETIC_OPS,
    BINARY,
    SMOOTH_UNARY,
    UNARY,
    Builder,
    add,
    call,
    const,
    dynamic_zero,
    iadd,
    int_const,
    mul,
    to_float,
)
from synth.generate.variations import outlined, relaunched, with_struct_params
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, AugAssign, Let, Load, Param, Range, Ref, Store


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
    return with_int_loop(c, with_struct_params(c, outlined(c, relaunched(c, b.spec(c, body)))))


def with_int_loop(c: Chooser, spec):
    """Drawn last: one time in two, an int parameter (the kernel's own, else a new ``steps``)
    bounds a loop, ``for t in range(k): acc += f(x * (t + 1))``, whose sum the store adds
    linearly (Warp's reverse mode does not replay a runtime loop, so its result may only be
    used linearly)."""
    if not c.boolean():
        return spec
    ints = [p for p in spec.scalars if p.type == INT]
    if not ints:
        ints = [Param("steps", "scalar", INT, (1, 4))]
        at = next(n for n, p in enumerate(spec.params) if p.kind == "out")
        spec = replace(spec, params=(*spec.params[:at], *ints, *spec.params[at:]))
    k, x = Ref(ints[0].name, INT), Load(spec.inputs[0].name, FLOAT)
    taken = {p.name for p in spec.params}  # float scalars are named s, t, u
    acc, t = Ref("acc", FLOAT), Ref(next(n for n in ("r", "q", "p") if n not in taken), INT)
    term = mul(UNARY[c.choice(SMOOTH_UNARY)](mul(x, to_float(iadd(t, int_const(1))))), const(c.choice((0.25, 0.5))))
    loop = Range(t.name, int_const(0), k, 1, (AugAssign(acc.name, "add", term),))
    store = spec.body[-1]
    total = replace(store, value=add(store.value, mul(acc, const(c.choice((0.5, 0.25, 1.5))))))
    return replace(spec, body=(*spec.body[:-1], Let(acc.name, dynamic_zero()), loop, total))
