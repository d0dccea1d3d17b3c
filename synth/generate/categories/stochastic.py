"""stochastic: stochastic processes driven by Warp's random numbers, beside ``random``'s single
draws: random walks (Brownian steps, in a loop of fixed or run-time length), Poisson counts
(``wp.poisson``), stochastic rounding, unsigned draws (``wp.randu``), normal samples by inverse transform (``wp.erfinv``/``wp.erfcinv``
of a uniform draw), waves of random phase (``wp.pi``, ``wp.tau``) and the samplers
``random`` does not use
(``sample_unit_hemisphere``), and barycentric interpolation at ``sample_triangle`` points.

Every draw is a statement of its own, as in ``random`` (a draw advances the state in place).
Nothing differentiable passes through a draw: inputs enter the outputs through sums and
products with random values, which Warp's reverse mode differentiates (a run-time loop only
adds into an accumulator, the form Warp's reverse mode gets right, see ``loop_control``).
Stochastic rounding rounds an input times a power of two plus a uniform draw: the product is
exact and the sum rounds the same on any device, so the jump falls at the same draw everywhere.
A walk's coefficients and a Poisson rate are module constants (``RATE = wp.constant(...)``)
one time in two.
"""

import math

from synth.generate.categories.random_numbers import RNG, draw
from synth.generate.grammar import Builder, add, call, const, iadd, mul, sub, to_float
from synth.generate.variations import outlined
from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    INT,
    UINT32,
    VEC2,
    VEC3,
    AugAssign,
    Call,
    Component,
    Const,
    Expr,
    For,
    Let,
    Load,
    Range,
    Ref,
    Stmt,
    Store,
)

KINDS = ("walk", "walk_runtime", "poisson", "stochastic_round", "randu", "hemisphere", "triangle", "inverse_transform", "phase")
# Poisson rates: below 10 Warp multiplies uniforms (Knuth), from 10 on it runs Hoermann's
# transformed rejection; both paths appear.
RATES = (0.5, 1.5, 3.0, 6.0, 12.0, 25.0)


def _walk(c: Chooser, b: Builder, body: list, x: Load, steps) -> Ref:
    """``p = x``, then ``steps`` Brownian steps with drift: ``p += mu dt + sigma sqrt(dt) z``."""
    dt = c.choice((0.25, 0.125, 0.0625))
    mu, sigma = c.choice((0.5, -0.25, 1.0)), c.choice((0.5, 1.0, 0.25))
    p, z = b.fresh(), b.fresh()
    draw = Let(z.name, Call(c.choice(("randn", "randf")), (RNG,), FLOAT))
    drift, diffusion = const(mu * dt), const(sigma * dt**0.5)
    if c.integer(0, 1):  # the step's coefficients as module constants, as simulation code declares them
        drift, diffusion = b.constant("DRIFT", mu * dt), b.constant("DIFFUSION", sigma * dt**0.5)
    step = AugAssign(p.name, "add", add(drift, mul(diffusion, z)))
    if isinstance(steps, int):
        body += [Let(p.name, x), For(b.loop_var().name, steps, (draw, step))]
        return p
    # a run-time number of steps: the walk's displacement accumulates from zero, then adds to x
    body += [Let(p.name, call("float", const(0.0))), Range(b.loop_var().name, Const(0, INT), steps, 1, (draw, step))]
    return add(x, p)


def _term(c: Chooser, b: Builder, body: list[Stmt], kind: str, x: Load, other: Load) -> Expr:
    if kind == "walk":
        return _walk(c, b, body, x, c.integer(2, 5))
    if kind == "walk_runtime":
        return _walk(c, b, body, x, b.scalar(INT, (1, 6), name="steps"))
    if kind == "poisson":  # a Poisson count of events, each carrying x (shot noise around its mean)
        value = c.choice(RATES)
        lam = b.constant("RATE", value) if c.integer(0, 1) else const(value)  # a module constant one time in two
        k = draw(b, body, "poisson", lam, type=UINT32)
        return mul(x, sub(to_float(k), lam)) if c.integer(0, 1) else add(x, mul(to_float(k), const(c.choice((0.1, 0.25)))))
    if kind == "stochastic_round":  # x rounded to a multiple of 2^-k, up with probability frac
        scale = float(2 ** c.integer(1, 4))
        u = draw(b, body, "randf")
        q = mul(call("floor", add(mul(x, const(scale)), u)), const(1.0 / scale))
        return add(x, mul(sub(q, x), const(c.choice((0.5, 0.25)))))  # a fraction of the rounding error kept
    if kind == "phase":  # x modulated by a wave of random phase: cos(2 pi u), or sin(tau u)
        u = draw(b, body, "randf")
        wave = call("cos", mul(mul(const(2.0), Const(math.pi, FLOAT, "pi")), u)) if c.integer(0, 1) else call("sin", mul(Const(math.tau, FLOAT, "tau"), u))
        return mul(x, add(const(1.0), mul(wave, const(c.choice((0.5, 0.25))))))
    if kind == "inverse_transform":  # a normal sample by inverting the error function at a uniform draw
        # (truncated at |z| < 3.3 by the draw's range, away from erfinv's poles at -1 and 1)
        if c.integer(0, 1):
            z = mul(call("erfinv", draw(b, body, "randf", const(-0.999), const(0.999))), const(2.0**0.5))
        else:  # erfcinv(2 u) = -erfinv(2 u - 1) on (0, 2)
            z = mul(call("erfcinv", draw(b, body, "randf", const(0.001), const(1.999))), const(-(2.0**0.5)))
        return add(x, mul(z, const(c.choice((0.1, 0.25, 0.5)))))
    if kind == "randu":  # one of a few unsigned levels, weighting x
        lo = c.integer(0, 2)
        level = draw(b, body, "randu", Const(lo, UINT32), Const(lo + c.integer(2, 5), UINT32), type=UINT32)
        return mul(x, to_float(level))
    if kind == "hemisphere":  # a point of the unit half-ball (z >= 0) weighting two inputs
        v = draw(b, body, "sample_unit_hemisphere", type=VEC3)
        return add(mul(x, Component(v, (2,))), mul(other, Component(v, (c.integer(0, 1),))))
    # triangle: the inputs interpolated at a uniform point (u, v) of the triangle, weights u, v, 1 - u - v
    uv = draw(b, body, "sample_triangle", type=VEC2)
    u, v = Component(uv, (0,)), Component(uv, (1,))
    third = const(c.choice((0.5, 1.0))) if other == x else mul(x, other)
    return add(add(mul(u, x), mul(v, other)), mul(sub(sub(const(1.0), u), v), third))


def generate(c: Chooser, seed: int):
    b = Builder("stochastic", seed)
    inputs = [b.input(domain=(-2.0, 2.0)) for _ in range(c.integer(1, 2))]
    s = b.scalar(INT, (0, 100000), name="seed")
    out = b.output()
    i = Ref("i", INT)
    init = Call("rand_init", (s, i), UINT32) if c.integer(0, 2) else Call("rand_init", (iadd(s, i),), UINT32)
    body: list[Stmt] = [Let(RNG.name, init)]
    kinds = list(KINDS)
    chosen = []
    for _ in range(c.integer(1, 2)):
        chosen.append(c.choice(tuple(kinds)))
        kinds.remove(chosen[-1])  # one run-time walk at most (one ``steps`` parameter)
    # Warp's backward does not replay a run-time loop, so its draws do not advance the state
    # there: a draw after one would take another value in the backward (test_warp_reverse_mode).
    chosen.sort(key=lambda kind: kind == "walk_runtime")
    total = None
    for kind in chosen:
        x = c.choice(inputs)
        term = _term(c, b, body, kind, x, inputs[-1] if len(inputs) > 1 and inputs[-1] != x else inputs[0])
        total = term if total is None else add(total, mul(term, const(c.choice((0.5, 0.25, 2.0)))))
    body.append(Store(out, total))
    return outlined(c, b.spec(c, body))
