"""Integer grammar: int32/uint32 operators with their guards, and value intervals that keep
every int32 intermediate free of overflow by construction.

C++ (so CUDA) leaves signed overflow, shifts by >= 32 or by a negative amount, left shifts of
negative values, division by zero and float -> int casts out of range undefined. Each builder
here returns None where its result could do any of that (the caller then picks a simpler
form), judged on ``interval``: a range holding every value of an int32 expression over the
inputs' domains. uint32 arithmetic wraps modulo 2^32, which C defines, so uint32 values are
only bounded where they become an int32 (a cast, an index) or a shift amount.
The intervals are Python integers, exact at any width: int64 expressions use the same rules,
bounded by their own category (``INT64_BOUND``), and uint64 wraps as uint32 does.
"""

from __future__ import annotations

from synth.generate.grammar import Builder, call, const, mul
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, UINT, Binary, Call, Compare, Const, Expr, Load, Param, Ref, Select, Type, Unary, walk_expr

# |int32 intermediate| stays below this: a sum of 256 of them (an atomic_add target) is still < 2^31.
BOUND = 1 << 20
# |int64 intermediate| stays below this: two of them still add without overflow.
INT64_BOUND = 1 << 62
U32_MAX = (1 << 32) - 1
# Input domains: signed, so // and % see negative dividends (where Warp's floor division and C's
# remainder differ from Python's and from each other).
INT_DOMAINS = ((-50, 50), (-9, 9), (-1000, 1000), (-100000, 100000))
# Multipliers are powers of two and constant divisors odd, so no product is a multiple of a
# divisor by construction (``(x * 3) % 3`` would be a constant 0 and x dead).
SMALL_CONSTS = (3, 2, 5, 7, -3, -2, 4, -7, 1, 10)
MULTIPLIERS = (2, -2, 4, 8, -4)
DIVISORS = (3, 5, 7, -3, -5, -7, 9)  # nonzero constants, both signs

Interval = tuple[int, int]
NARROW = {"int8": (-128, 127), "uint8": (0, 255)}


def iconst(v: int) -> Const:
    return Const(int(v), INT)


def uconst(v: int) -> Const:
    return Const(int(v) & U32_MAX, UINT)


def ibin(op: str, a: Expr, b: Expr) -> Binary:
    """An infix op on two values of one integer type (the result has that type)."""
    if a.type != b.type:
        raise TypeError(f"{op} of {a.type.name} and {b.type.name}: Warp mixes no integer types")
    return Binary(op, a, b, a.type)


def icall(fn: str, *args: Expr) -> Call:
    return Call(fn, tuple(args), args[0].type)


def cast(x: Expr, to: Type) -> Call:
    """``wp.int32(x)`` / ``wp.float32(x)`` (the spec's calls "int" and "float"), or ``wp.<name>(x)``
    for the other scalar types (``wp.uint32``, ``wp.int64``, ``wp.float64``, ``wp.uint8`` ...)."""
    return Call({"int32": "int", "float32": "float"}.get(to.name, to.name), (x,), to)


def i64(v: int) -> Const:
    return Const(int(v), Type("int64"))


def int_input(b: Builder, type: Type, domain: tuple[int, int]) -> Load:
    """A new input array of ``type`` named with the first free letter (a, b, c ...)."""
    taken = {p.name for p in b.params}
    name = next(n for n in "abcdefgh" if n not in taken)
    b.params.append(Param(name, "in", type, domain))
    return Load(name, type)


# ----------------------------------------------------------------------------- intervals


def interval(e: Expr, env: dict[str, Interval]) -> Interval | None:
    """A range holding every value of an int32 or uint32 expression (wider is allowed); None
    where it reads something ``env`` does not bound. ``env`` maps input arrays (the thread's own
    element), locals, scalars and thread indices to their ranges."""
    if isinstance(e, Const):
        return int(e.value), int(e.value)
    if isinstance(e, Load) and e.index is None or isinstance(e, Ref):
        r = env.get(e.array if isinstance(e, Load) else e.name)
        return None if r is None else (int(r[0]), int(r[1]))
    if isinstance(e, Unary):
        r = interval(e.arg, env)
        if r is None:
            return None
        if e.type == UINT:
            return (U32_MAX - r[1], U32_MAX - r[0]) if e.op == "invert" else None
        return (-r[1], -r[0]) if e.op == "neg" else (-r[1] - 1, -r[0] - 1)  # ~x == -x - 1
    if isinstance(e, Binary):
        a, b = interval(e.lhs, env), interval(e.rhs, env)
        return None if a is None or b is None else _binary(e.op, a, b, e.type == UINT)
    if isinstance(e, Call):
        if e.fn == "int" and e.args[0].type == FLOAT:
            return _float_interval(e.args[0], env)
        args = [interval(x, env) for x in e.args]
        if any(r is None for r in args):
            return None
        return _call(e.fn, args, e.type)
    if isinstance(e, Select):
        a, b = interval(e.a, env), interval(e.b, env)
        return None if a is None or b is None else (min(a[0], b[0]), max(a[1], b[1]))
    return None


def _corners(f, a: Interval, b: Interval) -> Interval:
    values = [f(x, y) for x in a for y in b]
    return min(values), max(values)


def _binary(op: str, a: Interval, b: Interval, unsigned: bool) -> Interval | None:
    if unsigned:
        full = (0, U32_MAX)
        if op == "bit_and":
            return 0, min(a[1], b[1])
        if op == "rshift":
            return a[0] >> min(b[1], 31), a[1] >> b[0]
        if op in ("floordiv", "mod") and b[0] > 0:
            return (a[0] // b[1], a[1] // b[0]) if op == "floordiv" else (0, min(a[1], b[1] - 1))
        if op in ("add", "mul", "lshift") and b[0] >= 0:
            hi = a[1] + b[1] if op == "add" else (a[1] * b[1] if op == "mul" else a[1] << b[1])
            return (a[0] + b[0] if op == "add" else 0, hi) if hi <= U32_MAX else full
        return full
    if op in ("add", "sub", "mul"):
        return _corners({"add": int.__add__, "sub": int.__sub__, "mul": int.__mul__}[op], a, b)
    if op in ("floordiv", "mod"):
        if b[0] <= 0 <= b[1] and (b[0], b[1]) != (0, 0):  # a divisor nonzero by construction (y | 1)
            big = max(abs(a[0]), abs(a[1]))
            m = max(abs(b[0]), abs(b[1]))
            return (-big - 1, big + 1) if op == "floordiv" else (-min(big, m - 1), min(big, m - 1))
        if b[0] <= 0 <= b[1]:
            return None
        if op == "floordiv":
            return _corners(int.__floordiv__, a, b)
        m = max(abs(b[0]), abs(b[1])) - 1  # C's %: the dividend's sign, |r| < |b|
        return (max(a[0], -m) if a[0] < 0 else 0), (min(a[1], m) if a[1] > 0 else 0)
    if op == "lshift":
        return (a[0] << b[0], a[1] << b[1]) if a[0] >= 0 and b[0] >= 0 else None
    if op == "rshift":
        return _corners(int.__rshift__, a, b) if b[0] >= 0 else None
    if op == "bit_and" and (a[0] >= 0 or b[0] >= 0):
        return 0, min(x[1] for x in (a, b) if x[0] >= 0)
    if op in ("bit_and", "bit_or", "bit_xor"):  # both within [-2^k, 2^k - 1], so is the result
        k = max(max(abs(x[0]), abs(x[1]) + 1) for x in (a, b)).bit_length()
        return -(1 << k), (1 << k) - 1
    return None


def _call(fn: str, args: list[Interval], type: Type) -> Interval | None:
    a = args[0]
    if fn in ("min", "max"):
        pick = min if fn == "min" else max
        return pick(a[0], args[1][0]), pick(a[1], args[1][1])
    if fn == "clamp":
        return max(min(a[0], args[2][1]), args[1][0]), min(max(a[1], args[1][0]), args[2][1])
    if fn == "abs":
        return (0 if a[0] <= 0 <= a[1] else min(abs(a[0]), abs(a[1]))), max(abs(a[0]), abs(a[1]))
    if fn == "sign":
        return (-1 if a[0] < 0 else 1), 1
    if fn in ("step", "nonzero"):
        return 0, 1
    if fn == "uint32":
        return a if a[0] >= 0 else (0, U32_MAX)
    if fn == "int":
        return a if a[1] <= (1 << 31) - 1 else None
    if fn == "int64":  # a widening keeps every value
        return a
    if fn in NARROW:  # a narrowing only of values that fit
        lo, hi = NARROW[fn]
        return a if lo <= a[0] and a[1] <= hi else None
    return None


def _float_interval(e: Expr, env: dict) -> Interval | None:
    """The int32 range of ``wp.int32(x * c)`` (truncation toward zero) of a float input x."""
    if isinstance(e, Binary) and e.op == "mul" and isinstance(e.lhs, Load) and isinstance(e.rhs, Const) and e.lhs.array in env:
        lo, hi = env[e.lhs.array]
        c = float(e.rhs.value)
        values = (int(lo * c), int(hi * c))
        return min(values), max(values)
    return None


def within(r: Interval | None, bound: int = BOUND) -> bool:
    return r is not None and -bound <= r[0] and r[1] <= bound


def straddles_zero(r: Interval | None) -> bool:
    return r is not None and r[0] < 0 < r[1]


# ----------------------------------------------------------------------------- guarded int32 forms


def magnitude(r: Interval) -> int:
    return max(abs(r[0]), abs(r[1]))


def divisor(c: Chooser, leaves: list[Expr], env: dict, dividend: Expr, nonzero: tuple[Expr, ...] = ()) -> Expr | None:
    """A nonzero int32 divisor at most half the dividend's magnitude (a larger one mostly gives
    0 or -1): a constant of either sign, ``y | 1`` (odd, so nonzero, with y's sign),
    ``wp.abs(y) % 7 + 1`` (1..7), or ``-(wp.abs(y) % 5) - 1`` (-5..-1), y a leaf that varies per
    thread and the dividend does not read (``x // (x | 1)`` is about 1), or a value of ``nonzero``
    (a scalar whose domain excludes 0); None if none fits."""
    kind = c.integer(0, 3)
    size = magnitude(interval(dividend, env))
    leaves = [x for x in leaves if names_read(x).isdisjoint(names_read(dividend))]
    ys = [x for x in leaves if within(interval(x, env), size // 2)]
    consts = [d for d in DIVISORS if 2 * abs(d) <= size]
    if kind == 0 and nonzero and c.boolean():
        return c.choice(nonzero)
    if kind == 1 and ys:
        return ibin("bit_or", c.choice(ys), iconst(1))
    if kind == 2 and leaves and size >= 14:
        return ibin("add", ibin("mod", _nonnegative(c.choice(leaves), env), iconst(7)), iconst(1))
    if kind == 3 and leaves and size >= 10:
        return ibin("sub", Unary("neg", ibin("mod", _nonnegative(c.choice(leaves), env), iconst(5)), INT), iconst(1))
    return iconst(c.choice(consts)) if consts else None


def exact(e: Expr) -> bool:
    """Whether ``interval`` is exact for ``e``: an input element, or one under ``+ - *`` by constants
    (a computed value's interval can be far wider than its values, and a clamp, sign or
    threshold placed by it could be decided)."""
    if isinstance(e, Binary) and e.op in ("add", "sub", "mul"):
        return isinstance(e.rhs, Const) and exact(e.lhs) or isinstance(e.lhs, Const) and exact(e.rhs)
    return isinstance(e, Load) and e.index is None


def _nonnegative(y: Expr, env: dict) -> Expr:
    """``wp.abs(y)``, or y itself where it is never negative (a thread index)."""
    r = interval(y, env)
    return y if r is not None and r[0] >= 0 else icall("abs", y)


def int_unary(c: Chooser, x: Expr, env: dict) -> Expr | None:
    """A Warp integer builtin of one int32 value, where it is not constant over x's range
    (sign, step, nonzero and clamp only of values whose range is ``exact``)."""
    r = interval(x, env)
    if r is None:
        return None
    fn = c.choice(("abs", "sign", "clamp", "step", "nonzero", "neg"))
    if fn == "neg":
        return Unary("neg", x, INT)
    if fn == "abs":
        return icall(fn, x) if straddles_zero(r) else None
    if not exact(x):
        return None
    if fn == "clamp" and r[1] - r[0] >= 4:
        quarter = (r[1] - r[0]) // 4
        return icall("clamp", x, iconst(r[0] + quarter), iconst(r[1] - quarter))
    if fn in ("sign", "step") and straddles_zero(r) or fn == "nonzero" and straddles_zero(r) and r[1] - r[0] <= 16:
        return icall(fn, x)  # nonzero of a wide range would be 1 almost everywhere
    return None


def int_binary(c: Chooser, op: str, x: Expr, y: Expr, leaves: list[Expr], env: dict, nonzero: tuple[Expr, ...] = ()) -> Expr | None:
    """``x <op> y`` for an int32 op, y replaced by a guard where the op needs one (``divisor``:
    ``leaves`` and ``nonzero`` feed it); None where the result could leave ``BOUND`` or a
    min/max would mostly pick one side."""
    if op in ("floordiv", "mod"):
        d = None if interval(x, env) is None else divisor(c, leaves, env, x, nonzero)
        if d is None:
            return None
        e = ibin(op, x, d)
    elif op in ("min", "max"):  # independent operands whose ranges overlap: each side wins somewhere
        a, b = interval(x, env), interval(y, env)
        if a is None or b is None or not names_read(x).isdisjoint(names_read(y)):
            return None
        if 4 * (min(a[1], b[1]) - max(a[0], b[0])) < max(a[1] - a[0], b[1] - b[0]):  # overlap under a quarter
            return None
        e = icall(op, x, y)
    else:
        if op == "add" and x == y or op == "sub" and not names_read(x).isdisjoint(names_read(y)):
            y = iconst(c.choice(SMALL_CONSTS))  # x - (x + 3) would erase x; x + x is 2 * x
        if op in ("add", "sub") and isinstance(y, Const) and y.value < 0:  # x - 3, not x + -3
            op, y = "sub" if op == "add" else "add", iconst(-y.value)
        e = ibin(op, x, y)
    return e if within(interval(e, env)) else None


def names_read(e: Expr) -> set[str]:
    """The arrays, locals, scalars and indices an expression reads."""
    return {x.array if isinstance(x, Load) else x.name for x in walk_expr(e) if isinstance(x, (Load, Ref))}


def float_to_int(x: Load, scale: float = 4.0) -> Call:
    """``wp.int32(x * scale)``: a float input truncated toward zero (its domain keeps it far inside int32)."""
    return call("int", mul(x, const(scale)), type=INT)


def int_compare(c: Chooser, x: Expr, env: dict) -> Compare | None:
    """``x < k`` / ``x >= k`` / ``x == k`` ... with k strictly inside x's range, so both outcomes
    occur; == and != only on an input of a narrow domain (every value in it is drawn, while a
    computed value may skip some: ``wp.sign`` is never 0)."""
    r = interval(x, env)
    if r is None or r[1] - r[0] < 2 or not exact(x):
        return None
    narrow = r[1] - r[0] <= 8 and isinstance(x, Load)
    op = c.choice(("lt", "ge", "gt", "le", "ne", "eq") if narrow else ("lt", "ge", "gt", "le"))
    k = c.integer(r[0] + 1, r[1] - 1) if narrow else c.choice((0, r[0] // 2 + r[1] // 2, (r[0] + 3 * r[1]) // 4))
    k = min(max(k, r[0] + 1), r[1] - 1)
    return Compare(op, x, iconst(k))
