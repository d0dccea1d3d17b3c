"""int64: 64-bit integer arithmetic past 2^32, in one of three shapes.

- ``hash``: a 64-bit key from int32 inputs (``wp.int64(a) * K + wp.int64(b)``, beyond 2^32),
  mixed as uint64 (murmur3's fmix64: ``x ^ (x >> 33)``, ``x * 0xff51afd7ed558ccd``), whose
  multiplications wrap modulo 2^64 as C defines; out as a uint64, a bucket index
  (``wp.int32(x % m)``), the top bits as an int32, or a float64 in [0, 1).
- ``wide``: products of int32 inputs in int64 (past 2^32), floor division and C remainder by a
  nonzero divisor (a constant of either sign, or ``2 b + 1``), a select on an exact int64
  comparison, casts back (``wp.int32`` of a remainder, which fits) and to float64.
- ``bytes``: int8/uint8 arrays read and widened, packed into one int64, and a range-safe
  narrowing back to a uint8 or int8 output.

Valid by construction: every signed intermediate's interval (``synth.generate.integers``, exact
Python integers) stays within ``INT64_BOUND``, so nothing overflows; shifts are by constants
below 64; divisors are never zero. Every input reaches an output.
"""

from __future__ import annotations

from synth.generate.grammar import Builder
from synth.generate.integers import INT64_BOUND, NARROW, cast, i64, int_input, interval, within
from synth.model.choices import Chooser
from synth.model.spec import INT, Binary, Compare, Const, Expr, Let, Select, Store, Type, walk_expr

I64, U64, I8, U8, F64 = Type("int64"), Type("uint64"), Type("int8"), Type("uint8"), Type("float64")
# Input domains of the int32 inputs (signed, so // and % see negative dividends).
DOMAINS = ((-1000000, 1000000), (-46341, 46341), (-100000, 100000), (0, 2000000))
# Key multipliers: with |a| up to 1e6 the key passes 2^32 (to 2^52).
KEYS = (1000003, 2654435761, -40503, 65599, 1 << 33, -(1 << 31) - 11)
MIXERS = (0xFF51AFD7ED558CCD, 0xC4CEB9FE1A85EC53, 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9)
SHIFTS = (33, 29, 31, 27, 30)
DIVISORS = (1000003, -97, 7, -65537, 1 << 20, 3, -(1 << 33) - 1)  # odd but one (scales are powers of two)
BUCKETS = (7, 64, 1000, 65536)


def u64(v: int) -> Const:
    return Const(int(v) % (1 << 64), U64)


def op(name: str, a: Expr, b: Expr) -> Binary:
    return Binary(name, a, b, a.type)


class Kernel:
    """A Builder plus the intervals of its signed values, and a checked ``let``."""

    def __init__(self, seed: int) -> None:
        self.b = Builder("int64", seed)
        self.env: dict = {}
        self.body: list = []

    def input(self, type: Type, domain: tuple[int, int]) -> Expr:
        x = int_input(self.b, type, domain)
        self.env[x.array] = domain
        return x

    def safe(self, e: Expr) -> bool:
        """Whether every signed integer value in ``e`` is bounded within INT64_BOUND (uint64 values
        wrap as C defines: never a bound; a float64 is out of the question)."""
        signed = (x for x in walk_expr(e) if x.type.scalar.kind == "int")
        return all(within(interval(x, self.env), INT64_BOUND) for x in signed)

    def let(self, e: Expr) -> Expr:
        if not self.safe(e):
            raise AssertionError(f"unbounded int64 value {e}")
        var = self.b.fresh(e.type)
        # a uint64 wraps: any value (the intervals' rules are for values that do not wrap)
        self.env[var.name] = (0, (1 << 64) - 1) if e.type == U64 else interval(e, self.env)
        self.body.append(Let(var.name, e))
        return var

    def store(self, type: Type, value: Expr) -> None:
        if not self.safe(value):
            raise AssertionError(f"unbounded int64 value {value}")
        self.body.append(Store(self.b.output(type), value))


def _hash(c: Chooser, k: Kernel) -> None:
    a = k.input(INT, c.choice(DOMAINS))
    b = k.input(c.choice((INT, U8)), (0, 255)) if c.boolean() else k.input(INT, c.choice(DOMAINS))
    key = k.let(op("add", op("mul", cast(a, I64), i64(c.choice(KEYS))), cast(b, I64)))
    x = k.let(cast(key, U64))
    for _ in range(c.integer(1, 2)):
        x = k.let(op("mul", op("bit_xor", x, op("rshift", x, u64(c.choice(SHIFTS)))), u64(c.choice(MIXERS))))
    x = k.let(op("bit_xor", x, op("rshift", x, u64(c.choice(SHIFTS)))))
    outs = c.choice((("u64",), ("bucket",), ("top",), ("unit",), ("u64", "bucket"), ("unit", "top")))
    for out in outs:
        if out == "u64":
            k.store(U64, x)
        elif out == "bucket":  # index arithmetic: a bucket in [0, m), which fits an int32
            k.store(INT, cast(op("mod", x, u64(c.choice(BUCKETS))), INT))
        elif out == "top":
            k.store(INT, cast(op("rshift", x, u64(40)), INT))  # < 2^24
        else:  # 53 random bits as a float64 in [0, 1), exact
            k.store(F64, Binary("mul", cast(op("rshift", x, u64(11)), F64), Const(2.0**-53, F64), F64))


def _wide(c: Chooser, k: Kernel) -> None:
    a, b = k.input(INT, c.choice(DOMAINS)), k.input(INT, c.choice(DOMAINS))
    p = k.let(op("mul", cast(a, I64), cast(b, I64)))
    if c.boolean():  # an int64 input on top: past 2^40 by itself
        t = k.input(I64, c.choice(((-(1 << 44), 1 << 44), (1 << 40, 1 << 41), (-(10**15), 10**15))))
        p = k.let(op("add", p, t))
    if c.boolean():
        scaled = op("mul", p, i64(c.choice((2, -4, 1 << 10, 1 << 16))))  # powers of two: never a multiple of an odd divisor
        p = k.let(scaled) if k.safe(scaled) else p
    if c.boolean():
        d = k.input(INT, c.choice(((-1000, 1000), (-50, 50))))
        divisor = op("add", op("mul", cast(d, I64), i64(2)), i64(1))  # odd: never zero, either sign
    else:
        divisor = i64(c.choice(DIVISORS))
    q = k.let(op("floordiv", p, divisor))
    r = k.let(op("mod", p, divisor))  # |r| < |divisor| <= 2^33 + 1
    lo, hi = k.env[p.name]
    threshold = i64(c.choice((0, (lo + 3 * hi) // 4)) if lo < 0 < hi else lo // 2 + hi // 2)  # both sides occur
    combined = op("add", op("mul", q, i64(c.choice((2, -3, 7)))), r)
    if c.boolean() or not k.safe(combined):
        k.store(I64, Select(Compare(c.choice(("lt", "ge", "gt", "le")), p, threshold), q, op("sub", r, q), I64, style=c.choice(("where", "ifexp"))))
    else:
        k.store(I64, combined)
    if within(k.env[r.name], (1 << 31) - 1):
        k.store(INT, cast(r, INT))
    else:
        k.store(INT, cast(op("mod", r, i64(c.choice(DIVISORS[:4]))), INT))
    if c.boolean():
        k.store(F64, Binary("mul", cast(q, F64), Const(c.choice((0.5, 0.125, 3.0)), F64), F64))


def _bytes(c: Chooser, k: Kernel) -> None:
    u = k.input(U8, (0, 255))
    s = k.input(I8, (-128, 127))
    a = k.input(INT, c.choice(DOMAINS)) if c.boolean() else None
    packed = op("add", op("mul", cast(u, I64), i64(1 << 40)), op("mul", cast(s, I64), i64(1 << 24)))
    if a is not None:
        packed = op("add", packed, cast(a, I64))
    w = k.let(packed)
    k.store(I64, op("bit_xor", w, i64(c.choice((0x5555555555, 0xFF00FF00FF, 1 << 45)))) if c.boolean() else w)
    narrow = c.choice(("uint8", "int8"))
    if narrow == "uint8":  # (u + s + 128) // 2 in [0, 255]
        v = op("floordiv", op("add", op("add", cast(u, I64), cast(s, I64)), i64(128)), i64(2))
    else:  # s // 2 - u // 4 in [-127, 63]
        v = op("sub", op("floordiv", cast(s, I64), i64(2)), op("floordiv", cast(u, I64), i64(4)))
    lo, hi = NARROW[narrow]
    assert within(interval(v, k.env), 1 << 10) and lo <= interval(v, k.env)[0] and interval(v, k.env)[1] <= hi
    to = U8 if narrow == "uint8" else I8
    if c.boolean():
        k.store(to, cast(v, to))
    else:  # a select on an exact comparison of the widened bytes
        cond = Compare(c.choice(("lt", "ge")), cast(s, I64), op("sub", cast(u, I64), i64(128)))
        k.store(to, cast(Select(cond, v, op("floordiv", v, i64(2)), I64, style="where"), to))


def generate(c: Chooser, seed: int):
    k = Kernel(seed)
    c.choice((_hash, _wide, _bytes))(c, k)
    return k.b.spec(c, k.body)
