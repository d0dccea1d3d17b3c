"""math_library: Warp's wider scalar math library: inverse trigonometric and hyperbolic
functions, log2/log10, cbrt, erf/erfc, degrees/radians, atan2, copysign, float mod, lerp,
smoothstep, and the rounding (floor, ceil, round, rint, trunc, frac) and sign (sign, step,
nonzero) functions, each term a few of them on the inputs, summed with weights."""

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, mul, to_float
from synth.generate.library import (
    DEGREE_SCALES,
    EXACT_SCALES,
    MOD_DIVISORS,
    ROUNDING,
    SIGNS,
    SMOOTH_BINARY,
    SMOOTH_UNARY,
    SMOOTHSTEP_EDGES,
    TO_DEGREES,
)
from synth.generate.variations import outlined, relaunched, with_neighbour_term
from synth.model.choices import Chooser
from synth.model.spec import INT, Expr, Let, Load, Ref, Store

KINDS = ("smooth", "binary", "interpolate", "rounding", "sign", "modulo", "phase", "angle")
PHASE_SCALES = (0.125, 0.25, 0.0625)  # float(i) times a power of two: exact


def _smooth(c: Chooser, x: Expr) -> Expr:
    """One or two smooth library functions of ``x`` (or of x times a constant)."""
    arg = x if c.boolean() else mul(x, const(c.choice(CONSTANTS)))
    inner = c.choice(tuple(SMOOTH_UNARY))
    e = SMOOTH_UNARY[inner](arg)
    if c.integer(0, 2) == 0:
        # cosh is >= 1, where asin's and acos's guard clamp(x, -0.9, 0.9) always gives 0.9: the input would be dead
        outer = [f for f in SMOOTH_UNARY if not (inner == "cosh" and f in ("asin", "acos"))]
        e = SMOOTH_UNARY[c.choice(outer)](e)
    return e


def _exact(c: Chooser, x: Load) -> Expr:
    """An input times a power of two: exact in float32, so a rounding of it is the same everywhere."""
    return mul(x, const(c.choice(EXACT_SCALES)))


def _term(c: Chooser, kind: str, inputs: list[Load], first: Expr) -> Expr:
    x = c.choice(inputs)
    others = [y for y in inputs if y != x]
    if kind == "binary" and others:  # two different inputs: copysign(x, x) is just x
        return SMOOTH_BINARY[c.choice(tuple(SMOOTH_BINARY))](x, c.choice(others))
    if kind == "modulo":  # [-4, 4] wrapped by a divisor below 2: several wraps
        return call("mod", mul(x, const(2.0)), const(c.choice(MOD_DIVISORS)))
    if kind == "angle" and c.boolean():  # an angle computed in radians, reported in degrees
        return call("degrees", SMOOTH_UNARY[c.choice(TO_DEGREES)](x))
    if kind == "angle":  # an input given in degrees
        return call(c.choice(("sin", "cos")), call("radians", mul(x, const(c.choice(DEGREE_SCALES)))))
    if kind == "phase":  # a per-thread pattern in [0, 1) weighting an input
        return mul(call("frac", mul(to_float(Ref("i", INT)), const(c.choice(PHASE_SCALES)))), x)
    if kind == "interpolate" and others:
        y = c.choice(others)
        rest = [z for z in others if z != y]
        t = c.choice(rest) if rest else const(c.choice((0.25, 0.75, 1.5)))
        return call("lerp", x, y, t)
    if kind == "interpolate":
        lo, hi = c.choice(SMOOTHSTEP_EDGES)
        return call("smoothstep", const(lo), const(hi), x)
    if kind == "rounding":
        fn = c.choice(ROUNDING)
        scale = c.choice(EXACT_SCALES)
        return mul(call(fn, mul(x, const(scale))), const(1.0 / scale))
    if kind == "sign":
        fn = c.choice(SIGNS)
        arg = call("floor", _exact(c, x)) if fn == "nonzero" else x  # nonzero of a raw float is 1 almost surely
        return mul(call(fn, arg), first)
    return _smooth(c, x)


def generate(c: Chooser, seed: int):
    b = Builder("math_library", seed)
    inputs = [b.input(domain=(-2.0, 2.0)) for _ in range(c.integer(1, 3))]
    out = b.output()
    first = b.fresh()
    body = [Let(first.name, _smooth(c, c.choice(inputs)))]  # a smooth term first: the gradient is never zero everywhere
    total: Expr = first
    for _ in range(c.integer(1, 3)):
        var = b.fresh()
        body.append(Let(var.name, _term(c, c.choice(KINDS), inputs, first)))
        total = add(total, mul(var, const(c.choice(CONSTANTS))))
    body.append(Store(out, total))
    # no early exit: a thread that returns below a threshold would make sign(x) or step(x) of
    # the surviving threads a constant
    return outlined(c, with_neighbour_term(c, relaunched(c, b.spec(c, body))))
