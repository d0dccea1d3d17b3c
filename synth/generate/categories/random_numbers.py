"""random: Warp's random numbers. A per-thread state from ``wp.rand_init(seed, i)`` (or
``wp.rand_init(seed + i)``), then uniform (``randf``, in [0, 1) or a range), integer (``randi``)
and normal (``randn``) draws and the geometric samplers (``sample_unit_disk`` ...), used as
jitter, dropout masks, noise, random weights and Monte Carlo averages over the inputs.

Every draw is a statement of its own (``u = wp.randf(rng)``): a draw advances the state in
place, and C++ leaves the order of two calls in one expression open, where Warp's SSA code
fixes it; separate statements fix it in both. Nothing branches on a normal draw (its cosf and
logf round differently on a GPU); dropout compares a uniform draw, which is exact everywhere.
"""

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, iadd, int_const, mul, to_float
from synth.generate.variations import outlined, with_neighbour_term
from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    INT,
    UINT32,
    AugAssign,
    Binary,
    Call,
    Compare,
    Component,
    Expr,
    For,
    Let,
    Load,
    Ref,
    Select,
    Stmt,
    Store,
    vector_of,
)

RNG = Ref("rng", UINT32)
KINDS = ("scale", "jitter", "dropout", "noise", "choice", "sampler", "monte_carlo")
SAMPLERS = {  # Warp's samplers and the vector size they return
    "sample_unit_square": 2,
    "sample_unit_disk": 2,
    "sample_unit_ring": 2,
    "sample_triangle": 2,
    "sample_unit_cube": 3,
    "sample_unit_sphere_surface": 3,
    "sample_unit_sphere": 3,
    "sample_unit_hemisphere_surface": 3,
}


def draw(b: Builder, body: list[Stmt], fn: str, *args: Expr, type=FLOAT) -> Ref:
    """``x = wp.<fn>(rng, ...)`` as its own statement; the local holding the draw."""
    var = b.fresh(type)
    body.append(Let(var.name, Call(fn, (RNG, *args), type)))
    return var


def _term(c: Chooser, b: Builder, body: list[Stmt], kind: str, x: Load, inputs: list[Load]) -> Expr:
    if kind == "scale":  # a random weight in [0, 1)
        return mul(x, draw(b, body, "randf"))
    if kind == "jitter":
        h = c.choice((0.1, 0.25, 0.5))
        return add(x, draw(b, body, "randf", const(-h), const(h)))
    if kind == "dropout":  # keep with probability p, rescaled so the mean is unchanged
        p = c.choice((0.5, 0.8, 0.9))
        u = draw(b, body, "randf")
        return Select(Compare("lt", u, const(p)), Binary("div", x, const(p), FLOAT), const(0.0), FLOAT, c.choice(("where", "ifexp")))
    if kind == "noise":
        return add(x, mul(draw(b, body, "randn"), const(c.choice((0.1, 0.25, 0.05)))))
    if kind == "choice":  # one of a few integer levels
        hi = c.integer(2, 5)
        return mul(to_float(draw(b, body, "randi", int_const(0), int_const(hi), type=INT)), x)
    if kind == "sampler":
        fn = c.choice(tuple(SAMPLERS))
        n = SAMPLERS[fn]
        v = draw(b, body, fn, type=vector_of(n))
        other = c.choice(inputs)
        return add(mul(Component(v, (0,)), x), mul(Component(v, (n - 1,)), other))
    # monte_carlo: the mean of a smooth function over a few jittered copies of x
    acc, r = b.fresh(), b.fresh()
    samples = c.choice((4, 2, 8))
    fn = c.choice(("sin", "cos", "tanh"))
    loop = (Let(r.name, Call("randf", (RNG, const(-0.5), const(0.5)), FLOAT)), AugAssign(acc.name, "add", call(fn, add(x, r))))
    body += [Let(acc.name, const(0.0)), For(b.loop_var().name, samples, loop)]
    return mul(acc, const(1.0 / samples))


def generate(c: Chooser, seed: int):
    b = Builder("random", seed)
    inputs = [b.input(domain=(-2.0, 2.0)) for _ in range(c.integer(1, 2))]
    s = b.scalar(INT, (0, 100000), name="seed")
    out = b.output()
    i = Ref("i", INT)
    init = Call("rand_init", (s, i), UINT32) if c.integer(0, 2) else Call("rand_init", (iadd(s, i),), UINT32)
    body: list[Stmt] = [Let(RNG.name, init)]
    total = None
    for _ in range(c.integer(1, 3)):
        term = _term(c, b, body, c.choice(KINDS), c.choice(inputs), inputs)
        total = term if total is None else add(total, mul(term, const(c.choice(CONSTANTS))))
    body.append(Store(out, total))
    return outlined(c, with_neighbour_term(c, b.spec(c, body)))
