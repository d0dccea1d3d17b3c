"""integer: int32 arithmetic over signed inputs: + - *, floor division and C remainder by guarded
divisors, Warp's integer min/max/abs/clamp/sign/step/nonzero, selects on int comparisons, an
int32 output; sometimes a float input turned into an int (``wp.int32(x * 4.0)``) and an int
turned back into a float output (``wp.float32(n) * x``), or an int32 atomic reduction."""

from synth.generate.grammar import DIMS, Builder, add, const, mul
from synth.generate.integers import (
    BOUND,
    INT_DOMAINS,
    MULTIPLIERS,
    SMALL_CONSTS,
    cast,
    exact,
    float_to_int,
    iconst,
    int_binary,
    int_compare,
    int_input,
    int_unary,
    interval,
    within,
)
from synth.generate.variations import outlined
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Atomic, Binary, Let, Load, Ref, Select, Store, walk_expr

OPS = ("add", "floordiv", "mod", "sub", "mul", "min", "max")
ATOMIC_INIT = {"add": 0.0, "min": float(1 << 30), "max": -float(1 << 30)}


def generate(c: Chooser, seed: int):
    b = Builder("integer", seed)
    dim = c.choice(DIMS)
    floats = [b.input(FLOAT, (-4.0, 4.0))] if c.integer(0, 2) == 0 else []
    ints = [int_input(b, INT, c.choice(INT_DOMAINS)) for _ in range(c.integer(1, 2))]
    env = {p.name: p.domain for p in b.params}
    leaves = list(ints)
    nonzero = ()
    if c.boolean():
        k = b.scalar(INT, c.choice(((1, 9), (-9, -1))))  # never zero: a divisor as it is
        env[k.name] = b.params[-1].domain
        nonzero = (k,)  # only a divisor: a value one per launch elsewhere makes thread-uniform terms
    if c.integer(0, 2) == 0:
        leaves.append(Ref("i", INT))
        env["i"] = (0, dim - 1)
    if floats:
        leaves.append(float_to_int(floats[0]))
    body = []
    for t in range(max(len(ints), c.integer(1, 4))):  # a chain: each local starts from the one before
        x = _int_expr(c, leaves, env, nonzero, depth=2, root=True, first=leaves[-1] if body else ints[0])
        if t < len(ints) and ints[t] not in _loads(x):
            x = _mix(c, x, ints[t], env)
        if isinstance(x, (Load, Ref)):  # a local is never a bare copy
            x = ibin_add_const(c, x)
        if not within(interval(x, env), BOUND // 4):
            x = Binary("mod", x, iconst(1009), INT)
        var = b.fresh(INT)
        env[var.name] = interval(x, env)
        body.append(Let(var.name, x))
        leaves.append(var)
    last = leaves[-1]
    out = b.output(INT)
    body.append(Store(out, _final(c, last, leaves, env, nonzero)))
    if floats:  # the int result back in float arithmetic: a differentiable output in x
        f = b.output(FLOAT)
        scale = cast(last, FLOAT) if c.boolean() else mul(cast(last, FLOAT), const(0.125))
        body.append(Store(f, add(mul(floats[0], scale), floats[0]) if c.boolean() else mul(floats[0], scale)))
    if c.integer(0, 3) == 0:
        # min/max only of an input's affine value: of a computed one, every slot tends to the same extreme
        op = c.choice(("add", "max", "min")) if exact(body[-1].value) else "add"
        m = c.choice((4, 8))
        target = b.output(INT, length=m, init=ATOMIC_INIT[op])
        body.append(Atomic(op, target, Binary("mod", Ref("i", INT), iconst(m), INT), last))
    spec = b.spec(c, body, dim=dim)
    return outlined(c, spec) if not floats else spec


def _final(c: Chooser, last, leaves, env, nonzero):
    """The stored value: the last local with another leaf (a select on a comparison, or one more op)."""
    if c.integer(0, 2) == 0:
        cond = int_compare(c, c.choice(leaves[:-1]) if len(leaves) > 1 else last, env)  # None unless that leaf is an input
        other = c.choice(leaves[:-1]) if len(leaves) > 1 else iconst(c.choice(SMALL_CONSTS))
        if cond is not None and other != last:
            return Select(cond, last, other, INT, style=c.choice(("where", "ifexp")))
    return _int_expr(c, [last, *leaves[:-1]], env, nonzero, depth=1, root=True, first=last)


def _int_expr(c: Chooser, leaves, env, nonzero, depth: int, root: bool = False, first=None):
    """A random int32 expression over ``leaves`` (``first`` as its left operand), every
    intermediate within ``BOUND``; a form that would leave it falls back to ``x + const``.
    Divisors come from the thread-varying leaves, constants, or ``nonzero`` (the int scalar)."""
    if depth <= 0 or (not root and c.integer(0, 2) == 0):
        leaf = first if first is not None else c.choice(leaves)
        return leaf if c.boolean() else _safe(ibin_add_const(c, leaf), leaf, env)
    if c.integer(0, 3) == 0:
        x = _int_expr(c, leaves, env, nonzero, depth - 1, first=first)
        e = int_unary(c, x, env)
        return e if e is not None and within(interval(e, env)) else x
    op = c.choice(OPS)
    x = _int_expr(c, leaves, env, nonzero, depth - 1, first=first)
    y = _int_expr(c, leaves, env, nonzero, depth - 1)
    e = int_binary(c, op, x, y, leaves, env, nonzero)
    return e if e is not None else x if x == y else _safe(Binary("add", x, y, INT), x, env)


def _loads(e) -> list:
    return [x for x in walk_expr(e) if isinstance(x, Load)]


def _mix(c: Chooser, x, y, env):
    """x combined with input y (so y is read), within BOUND: x - y, x + y, or a min/max where the ranges overlap."""
    e = int_binary(c, c.choice(("sub", "add", "max", "min")), x, y, [], env)
    return e if e is not None else Binary("sub", x, y, INT)


def ibin_add_const(c: Chooser, x):
    k = c.choice(SMALL_CONSTS)
    if c.boolean():
        return Binary("mul", x, iconst(c.choice(MULTIPLIERS)), INT)
    return Binary("add", x, iconst(k), INT) if k > 0 else Binary("sub", x, iconst(-k), INT)


def _safe(e, fallback, env):
    return e if within(interval(e, env)) else fallback
