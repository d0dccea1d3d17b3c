"""atomic: atomic_add/min/max/sub of per-thread values into a small output array at i % m, or (a
grouped reduction) at the bin of the thread's input value, found by a search function. A
subtraction is ``wp.atomic_sub(out, k, x)`` or, as often written, ``out[k] -= x`` (Warp's atomic_sub):
an add becomes one one time in three, drawn from a stream of its own (``atomic:sub``), so every other
choice of the kernel is the same either way."""

from dataclasses import replace

from synth.generate.grammar import ARITHMETIC_OPS, CONSTANTS, SMOOTH_UNARY, UNARY, Builder, bin_search_func, const, distinct_binary
from synth.model.choices import Chooser, SeededChooser
from synth.model.spec import INT, Atomic, Binary, Const, FuncCall, Let, Load, Ref, Shape

INIT = {"add": 0.0, "min": 1.0e4, "max": -1.0e4, "sub": 0.0}


def generate(c: Chooser, seed: int):
    b = Builder("atomic", seed)
    inputs = [b.input() for _ in range(c.integer(1, 2))]
    ops = [c.choice(("add", "min", "max")) for _ in range(c.integer(1, 2))]
    subs = SeededChooser(seed, stream="atomic:sub") if isinstance(c, SeededChooser) else c
    body = []
    for op in ops:
        m = c.choice((4, 1, 2, 8))
        out = b.output(length=m, init=INIT[op])
        x = distinct_binary(c, ARITHMETIC_OPS, c.choice(inputs), c.choice(inputs) if c.boolean() else const(c.choice(CONSTANTS)))
        if c.boolean():
            x = UNARY[c.choice(SMOOTH_UNARY)](x)
        var = b.fresh()
        body.append(Let(var.name, x))
        index = Binary("mod", Ref("i", INT), Const(m, INT), INT)
        if op == "add" and subs.integer(0, 2) == 0:
            body.append(Atomic("sub", out, index, var, subs.choice(("call", "aug"))))
        else:
            body.append(Atomic(op, out, index, var))
    return grouped(c, b.spec(c, body))


def grouped(c: Chooser, spec):
    """Drawn last: one time in three, the first atomic's slot is the bin of the thread's first
    input among as many equal bins of its domain as the target has slots (4 or 8)."""
    first = next(s for s in spec.body if isinstance(s, Atomic))
    m = spec.output_length(spec.param(first.array))
    if c.integer(0, 2) != 0 or m < 4:
        return spec
    x = spec.inputs[0]
    f = bin_search_func("bin_of", *x.domain)
    slot = FuncCall(f.name, (Load(x.name, x.type), Shape(first.array, 0)), INT)
    body = tuple(replace(s, index=slot) if s is first else s for s in spec.body)
    return replace(spec, body=body, funcs=(*spec.funcs, f))
