"""Warp's scalar float math library as guarded operators: the builtins beyond the core set
(``grammar.UNARY``/``BINARY``) that a kernel author reaches for.

Each entry builds a Call tree whose arguments stay in the builtin's domain for any finite
input, the guard explicit in the tree as in ``grammar``: ``asin(clamp(x, -0.9, 0.9))``,
``log2(|x| + 1)``, ``sinh(clamp(x, -3, 3))``, ``mod(x, |y| + 1)``.

The rounding family (floor, ceil, round, rint, trunc, frac) and the sign family (sign, step,
nonzero) are piecewise constant: a generator applies them to an input times a power of two,
``floor(a[i] * 4.0)`` (or, ``frac``, to a thread index times one), never to a computed value, so their argument is exact on every device
and a device that rounds a computed argument differently (an FMA) cannot move a jump.
"""

from __future__ import annotations

from collections.abc import Callable

from synth.generate.grammar import abs_plus_one, call, const
from synth.model.spec import Expr


def _clamped(fn: str, bound: float) -> Callable[[Expr], Expr]:
    return lambda x: call(fn, call("clamp", x, const(-bound), const(bound)))


# Smooth unary functions (differentiable almost everywhere), simplest first.
SMOOTH_UNARY: dict[str, Callable[[Expr], Expr]] = {
    "atan": lambda x: call("atan", x),
    "erf": lambda x: call("erf", x),
    "erfc": lambda x: call("erfc", x),
    "cbrt": lambda x: call("cbrt", x),
    "tan": _clamped("tan", 1.2),  # tan's poles at +-pi/2 stay outside
    "asin": _clamped("asin", 0.9),  # |x| < 1: the derivative stays finite
    "acos": _clamped("acos", 0.9),
    "sinh": _clamped("sinh", 3.0),  # no overflow, as exp's guard
    "cosh": _clamped("cosh", 3.0),
    "log2": lambda x: call("log2", abs_plus_one(x)),
    "log10": lambda x: call("log10", abs_plus_one(x)),
}

# Smooth binary and ternary functions over two or three values.
SMOOTH_BINARY: dict[str, Callable[[Expr, Expr], Expr]] = {
    "atan2": lambda y, x: call("atan2", y, abs_plus_one(x)),  # x >= 1: away from the branch cut and the origin
    "copysign": lambda x, y: call("copysign", x, y),
}

# ``wp.mod(x, d)`` by a constant d: Warp 1.19's adjoint of mod drops the divisor's part
# (tests/unit/warp/test_warp_reverse_mode.py), so a divisor that is an input would fail the gradient check.
MOD_DIVISORS = (1.5, 0.75, 1.25)

# Angles: ``degrees`` of what an inverse trigonometric function returns (|value| <= 180), and
# ``sin``/``cos`` of ``radians`` of an input read as degrees. Not composed freely: degrees of
# degrees reaches thousands, and an output that large rounds away the small changes of the
# other inputs that the finite differences need.
TO_DEGREES = ("atan", "asin", "acos")
DEGREE_SCALES = (45.0, 30.0, 90.0)  # an input in [-2, 2] read as up to 90, 60 or 180 degrees

SMOOTHSTEP_EDGES = ((-1.0, 1.0), (-0.5, 0.5), (0.0, 1.0), (-2.0, 0.5))

# Piecewise-constant functions of an exact argument (an input times a power of two). ``frac``
# (x - trunc(x)) has slope 1, but Warp 1.19 gives it no adjoint at all (the test above): it
# takes thread-index values only, ``frac(float(i) * 0.125)``, which nothing differentiates.
ROUNDING = ("floor", "ceil", "round", "rint", "trunc")
SIGNS = ("sign", "step", "nonzero")
EXACT_SCALES = (4.0, 2.0, 8.0)
