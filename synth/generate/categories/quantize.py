"""quantize: a derived value's status (``wp.isnan``, ``wp.isinf``) and its sanitized value
(``wp.isfinite``: float32 or ``wp.bfloat16``), and inputs quantized into int16/uint16 arrays
(``wp.rint``/``wp.ceil``, clamped, then ``wp.int16``/``wp.uint16``), as the I/O stage of a
simulation or an ML kernel packs values.

A derived value that is not finite on some threads (the
log or square root of a signed input: NaN below zero; the exponential of a scaled input: +inf
past float32's range) gets a status word (``if wp.isnan(v)`` ... ``elif wp.isinf(v)``), and
``wp.where(wp.isfinite(v), v, fallback)`` stores it sanitized (as float32, or rounded to
``wp.bfloat16``). Inputs are quantized: ``wp.int16(wp.clamp(wp.rint(x * 32768.0), ...))`` and
``wp.uint16(wp.clamp(wp.ceil(y * s), 0.0, 65535.0))`` into int16/uint16 arrays, clamped first
(a float cast to an integer it does not fit is undefined in C), and the status word says whether
a coarse level is nonzero (``wp.bool(wp.rint(x * 2.0))``).

Rounding applies to an input times a power of two only (``synth.generate.library``: exact on
every device). Every branch runs on some thread: inputs in [-2, 2] are negative on half of them
and overflow the exponential on an eighth or more (y above 88.7 / 60). Forward only (``enable_backward=False``): the
packed outputs are piecewise constant, and Warp's adjoint through a non-finite value is NaN
(the exponential's adjoint at +inf times the where's zero), which no finite difference matches.
"""

import dataclasses

from synth.generate.grammar import Builder, add, call, const, iadd, int_const, mul
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Assign, Expr, If, Let, Select, Stmt, Store, Type

I16, U16, BF16 = Type("int16"), Type("uint16"), Type("bfloat16")
NOT_FINITE = ("log", "sqrt")  # NaN below zero
OVERFLOW_SCALES = (100.0, 60.0, 200.0)  # exp(y * k) is +inf for y above 88.7 / k
LEVEL_SCALES = (32768.0, 16384.0, 65536.0)  # powers of two: x * k is exact


def _status(c: Chooser, b: Builder, body: list[Stmt], v: Expr, x: Expr) -> None:
    """``flag``: 1 where v is NaN, 2 where it is infinite, plus 4 where x's coarse level is nonzero."""
    flag = b.fresh(INT)
    body += [
        Let(flag.name, int_const(0)),
        If(call("isnan", v), (Assign(flag.name, int_const(1)),), (If(call("isinf", v), (Assign(flag.name, int_const(2)),)),)),
    ]
    if c.boolean():
        body.append(If(call("bool", call("rint", mul(x, const(2.0)))), (Assign(flag.name, iadd(flag, int_const(4))),)))
    body.append(Store(b.output(INT), flag))


def generate(c: Chooser, seed: int):
    b = Builder("quantize", seed)
    x, y = b.input(domain=(-2.0, 2.0)), b.input(domain=(-2.0, 2.0))
    body: list[Stmt] = []
    v = b.fresh()
    body.append(Let(v.name, add(call(c.choice(NOT_FINITE), x), call("exp", mul(y, const(c.choice(OVERFLOW_SCALES)))))))
    _status(c, b, body, v, x)
    clean = Select(call("isfinite", v), v, c.choice((const(0.0), x)), FLOAT, c.choice(("where", "ifexp")))
    if c.boolean():
        body.append(Store(b.output(BF16), call("bfloat16", clean)))
    else:
        body.append(Store(b.output(), clean))
    level = call("rint", mul(x, const(c.choice(LEVEL_SCALES))))
    body.append(Store(b.output(I16), call("int16", call("clamp", level, const(-32768.0), const(32767.0)))))
    if c.boolean():
        up = call("ceil", mul(y, const(c.choice(LEVEL_SCALES))))
        body.append(Store(b.output(U16), call("uint16", call("clamp", up, const(0.0), const(65535.0)))))
    return dataclasses.replace(b.spec(c, body), enable_backward=False)
