"""bitwise: uint32 hashes of the thread index and the inputs (multiply, xor-shift, rotate, shifts
by a runtime amount, masks, ``~``), wrapping as unsigned arithmetic does; int32 inputs mixed in
through casts and sign tricks (``x ^ (x >> 31)``); outputs: the hash, a mask of it, an int32 of
it, a popcount done with shifts and masks, a select on one of its bits, a histogram of its low
bits (uint32 atomics), or hash noise added to a float input."""

from synth.generate.grammar import DIMS, Builder, add, const, mul
from synth.generate.integers import U32_MAX, cast, ibin, iconst, int_input, uconst
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, UINT, Atomic, Compare, Let, Param, Ref, Select, Store, Unary

MULTIPLIERS = (0x9E3779B9, 0x85EBCA6B, 0xC2B2AE35, 0x27D4EB2D)
SHIFTS = (16, 13, 15, 7, 17, 1)
ROTATIONS = (5, 13, 27, 1, 31)
MASKS = (0xFF, 0xFFFF, 0x0F0F0F0F, 0x7, 0x55555555)
STEPS = ("mul", "xorshift", "rotate", "varshift", "invert", "add")


class _Hash:
    """The body being built: each step a new local, so every value is one line of either language."""

    def __init__(self, b: Builder) -> None:
        self.b, self.body = b, []

    def let(self, value):
        var = self.b.fresh(value.type)
        self.body.append(Let(var.name, value))
        return var


def generate(c: Chooser, seed: int):
    b = Builder("bitwise", seed)
    dim = c.choice(DIMS)
    floats = [b.input(FLOAT, (-1.0, 1.0))] if c.integer(0, 3) == 0 else []
    words = [int_input(b, UINT, (0, U32_MAX)) for _ in range(c.integer(1, 2))]
    signed = [int_input(b, INT, (-1000, 1000))] if c.integer(0, 2) == 0 else []
    key = []
    if c.integer(0, 2) == 0:
        b.params.append(Param("key", "scalar", UINT, (0, U32_MAX)))
        key = [Ref("key", UINT)]
    h = _Hash(b)
    x = h.let(cast(Ref("i", INT), UINT)) if c.boolean() else words.pop(0)
    pending = [*words, *(_signed_word(c, s) for s in signed), *key]  # each input is mixed in once
    for _ in range(c.integer(1, 4)):
        x = h.let(_step(c, x, pending.pop(0) if pending and c.boolean() else None))
    while pending:
        x = h.let(_step(c, x, pending.pop(0)))
    _outputs(c, b, h, x, floats)
    return b.spec(c, h.body, dim=dim)


def _signed_word(c: Chooser, s):
    """An int32 input as a uint32 word: a plain cast (negative values wrap, as C defines), after
    the sign-folding ``x ^ (x >> 31)``, after ``~x``, or its low byte shifted up."""
    form = c.integer(0, 3)
    if form == 1:
        s = ibin("bit_xor", s, ibin("rshift", s, iconst(31)))
    elif form == 2:
        s = Unary("invert", s, INT)
    elif form == 3:
        s = ibin("lshift", ibin("bit_and", s, iconst(0xFF)), iconst(c.choice((3, 8, 20))))
    return cast(s, UINT)


def _step(c: Chooser, x, other):
    """One mixing step of the uint32 value x (with ``other`` mixed in by xor or add when given)."""
    if other is not None:
        return ibin(c.choice(("bit_xor", "add", "bit_xor")), x, other)
    kind = c.choice(STEPS)
    if kind == "mul":
        return ibin("mul", x, uconst(c.choice(MULTIPLIERS)))
    if kind == "xorshift":
        return ibin("bit_xor", x, ibin(c.choice(("rshift", "lshift")), x, uconst(c.choice(SHIFTS))))
    if kind == "rotate":  # both shift amounts within 1..31
        r = c.choice(ROTATIONS)
        return ibin("bit_or", ibin("lshift", x, uconst(r)), ibin("rshift", x, uconst(32 - r)))
    if kind == "varshift":  # a runtime amount, masked to 0..31
        return ibin("bit_xor", x, ibin("rshift", x, ibin("bit_and", ibin("mul", x, uconst(0x2545F491)), uconst(31))))
    if kind == "invert":
        return ibin("add", Unary("invert", x, UINT), uconst(c.choice(MULTIPLIERS)))
    return ibin("add", x, uconst(c.choice(MULTIPLIERS)))


def _popcount(h: _Hash, x):
    """The bits set in x by the SWAR steps (shifts, masks, one multiply): 0..32."""
    x1 = h.let(ibin("sub", x, ibin("bit_and", ibin("rshift", x, uconst(1)), uconst(0x55555555))))
    m = uconst(0x33333333)
    x2 = h.let(ibin("add", ibin("bit_and", x1, m), ibin("bit_and", ibin("rshift", x1, uconst(2)), m)))
    x3 = h.let(ibin("bit_and", ibin("add", x2, ibin("rshift", x2, uconst(4))), uconst(0x0F0F0F0F)))
    return ibin("rshift", ibin("mul", x3, uconst(0x01010101)), uconst(24))


def _outputs(c: Chooser, b: Builder, h: _Hash, x, floats) -> None:
    """One or two outputs of the final hash x (a float input always gets its noisy copy)."""
    kinds = ("word", "int", "popcount", "select", "histogram")
    chosen = [c.choice(kinds)]
    if c.boolean():
        chosen.append(c.choice(kinds))
    for kind in dict.fromkeys(chosen):
        if kind == "word":
            value = ibin("bit_and", x, uconst(c.choice(MASKS))) if c.boolean() else x
            h.body.append(Store(b.output(UINT), value))
        elif kind == "int":  # below 2^31 before the cast
            word = ibin("rshift", x, uconst(1)) if c.boolean() else ibin("bit_and", x, uconst(0xFFFF))
            h.body.append(Store(b.output(INT), ibin("sub", cast(word, INT), iconst(c.choice((0, 32768))))))
        elif kind == "popcount":
            h.body.append(Store(b.output(INT), cast(_popcount(h, x), INT)))
        elif kind == "select":
            bit = Compare(c.choice(("eq", "ne")), ibin("bit_and", x, uconst(c.choice((1, 2, 0x100)))), uconst(0))
            value = Select(bit, ibin("rshift", x, uconst(c.choice(SHIFTS))), Unary("invert", x, UINT), UINT, c.choice(("where", "ifexp")))
            h.body.append(Store(b.output(UINT), value))
        else:
            op = c.choice(("add", "max", "min"))
            bins = c.choice((8, 4))
            target = b.output(UINT, length=bins, init=0.0 if op != "min" else float(U32_MAX))
            slot = cast(ibin("bit_and", x, uconst(bins - 1)), INT)
            h.body.append(Atomic(op, target, slot, uconst(1) if op == "add" else ibin("rshift", x, uconst(8))))
    for f in floats:
        noise = mul(cast(ibin("bit_and", x, uconst(0xFFFF)), FLOAT), const(1.0 / 65536.0))
        h.body.append(Store(b.output(FLOAT), add(f, noise)))
