"""half_storage: float16 storage, float32 compute, as mixed-precision ML kernels do: float16
arrays are loaded and widened with ``wp.float32(h)``, an activation layer (affine terms through
tanh, sigmoid, softplus, GELU, softsign, ReLU) runs in float32, and the result is stored back
with ``wp.float16(x)``; sometimes a float32 output (a squared value, a gate) beside it.

Every input is widened and feeds the stored sum with a weight of at least 0.125; activations
are bounded (the largest output is a few tens, far below half's 65504), so no term drowns in
the half rounding of the output (2^-11 of it) and nothing overflows.
"""

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, mul, sub
from synth.generate.halves import HALF, narrowed, widened
from synth.generate.variations import relaunched
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Binary, Expr, Let, Ref, Store, Unary

ACTIVATIONS = ("tanh", "sigmoid", "softplus", "gelu", "softsign", "relu", "identity")
GELU_C = 0.7978845608  # sqrt(2 / pi), tanh form of GELU
WEIGHTS = (1.0, 0.5, -0.75, 0.25, -1.5, 0.125)


def _clamped(x: Expr, bound: float = 3.0) -> Expr:
    return call("clamp", x, const(-bound), const(bound))


def activation(name: str, v: Expr) -> Expr:
    """A float32 activation of ``v``; exp only of a clamped argument."""
    if name == "tanh":
        return call("tanh", v)
    if name == "sigmoid":  # 1 / (1 + exp(-v)): the denominator is >= 1
        return Binary("div", const(1.0), add(const(1.0), call("exp", _clamped(Unary("neg", v, FLOAT)))), FLOAT)
    if name == "softplus":
        return call("log", add(const(1.0), call("exp", _clamped(v))))
    if name == "gelu":  # 0.5 v (1 + tanh(c (v + 0.044715 v^3)))
        cubic = add(v, mul(const(0.044715), mul(v, mul(v, v))))
        return mul(mul(const(0.5), v), add(const(1.0), call("tanh", mul(const(GELU_C), cubic))))
    if name == "softsign":
        return Binary("div", v, add(call("abs", v), const(1.0)), FLOAT)
    if name == "relu":  # a kink at 0: the gradient check leaves out samples next to it
        return call("max", v, const(0.0))
    return v


def _affine(c: Chooser, x: Ref, others: list[Ref], shifted: bool = True) -> Expr:
    """x * k + b, or x * y + b with another widened input y (a learned scale); no shift b
    where ``shifted`` is false (a ReLU of x * k - 3 would be 0 for every x in [-2, 2])."""
    scale = c.choice(others) if others and c.integer(0, 2) == 0 else const(c.choice(CONSTANTS))
    v = mul(x, scale)
    shape = c.integer(0, 2)
    if shape == 0 or not shifted:
        return v
    return add(v, const(c.choice(CONSTANTS))) if shape == 1 else sub(v, const(c.choice(CONSTANTS)))


def generate(c: Chooser, seed: int):
    b = Builder("half_storage", seed)
    loads = [b.input(HALF, domain=(-2.0, 2.0)) for _ in range(c.integer(1, 3))]
    body, xs = [], []
    for load in loads:  # every input widened once, first thing (one rounding-free conversion)
        x = b.fresh()
        body.append(Let(x.name, widened(load)))
        xs.append(x)
    total: Expr | None = None
    for k, x in enumerate(xs):
        others = [y for y in xs if y != x]
        term = b.fresh()
        name = c.choice(ACTIVATIONS)
        body.append(Let(term.name, activation(name, _affine(c, x, others, shifted=name != "relu"))))
        weighted = mul(term, const(c.choice(WEIGHTS))) if k else term
        total = weighted if total is None else add(total, weighted)
    if len(xs) > 1 and c.integer(0, 2) == 0:  # a product of two layers' terms: a gate
        total = add(total, mul(xs[0], call("tanh", xs[-1])))
    if isinstance(total, Ref):  # one input: its term is the value
        y = total
    else:
        y = b.fresh()
        body.append(Let(y.name, total))
    out = b.output(HALF)
    body.append(Store(out, narrowed(y)))
    if c.integer(0, 2) == 0:  # a float32 output beside the half one: a squared value or a gate, no rounding to half
        second = b.output(FLOAT)
        body.append(Store(second, mul(y, y) if c.boolean() else mul(call("tanh", y), xs[0])))
    return relaunched(c, b.spec(c, body))
