"""nested_loop: two or three nested loops accumulating into a local. The inner loops have static
bounds; the outer one is static, a ``range`` whose bound is an int parameter known only at run
time, or a ``while`` loop counting up to it; some kernels skip the diagonal (``continue``
where the two innermost indices are equal).

Warp's reverse mode does not replay a runtime loop: the accumulator's update stays
``acc = c * acc + term`` with a constant c and terms of the inputs and indices only, and the
kernel stores it as it is. Inside a ``while`` even that reassignment gets a wrong adjoint
(warp-lang 1.19, finite differences against the tape), while ``acc += term`` is right, so the
``while`` form accumulates with ``+=``.
"""

from dataclasses import replace

from synth.generate.grammar import CONSTANTS, SMOOTH_UNARY, UNARY, Builder, add, call, const, dynamic_zero, int_const, mul
from synth.model.choices import Chooser
from synth.model.spec import INT, Assign, AugAssign, Compare, Continue, For, If, Let, Param, Range, Ref, Store, While


def generate(c: Chooser, seed: int):
    b = Builder("nested_loop", seed)
    inputs = [b.input() for _ in range(c.integer(1, 2))]
    out = b.output()
    acc = b.fresh()
    depth = c.integer(2, 3)
    loop_vars = [b.loop_var() for _ in range(depth)]
    counts = [c.integer(2, 4) for _ in range(depth)]
    # the innermost term mixes an input with the loop indices, so every loop matters
    term = mul(c.choice(inputs), const(c.choice(CONSTANTS)))
    for v in loop_vars:
        term = add(term, mul(call("float", v), const(c.choice((0.5, 0.25, 0.75, 0.125)))))
    if c.boolean():
        term = UNARY[c.choice(SMOOTH_UNARY)](term)
    update = Assign(acc.name, add(mul(acc, const(0.5)), term))
    spec = b.spec(c, _body(acc, loop_vars, counts, (update,), out))
    # drawn last, so a "static, no skip" draw keeps the kernel this category always made
    outer, skip = c.choice(("static", "range", "range", "while")), c.boolean()
    if outer == "static" and not skip:
        return spec
    if outer == "while":
        update = AugAssign(acc.name, "add", term)
    inner = (update,)
    if skip:  # skip the diagonal of the two innermost loops: some passes skip, some add
        inner = (If(Compare("eq", loop_vars[-2], loop_vars[-1]), (Continue(),)), update)
    body = _body(acc, loop_vars, counts, inner, out)
    if outer == "static":
        return replace(spec, body=body)
    steps = Param("steps", "scalar", INT, (2, 4))
    at = next(k for k, p in enumerate(spec.params) if p.kind == "out")
    params = (*spec.params[:at], steps, *spec.params[at:])
    outer_loop, v = body[1], loop_vars[0]
    if outer == "range":  # for j in range(steps)
        loop = (Range(v.name, int_const(0), Ref("steps", INT), 1, outer_loop.body),)
    else:  # j = 0; while j < steps: ...; j += 1
        counter = AugAssign(v.name, "add", int_const(1))
        loop = (Let(v.name, dynamic_zero(INT)), While(Compare("lt", v, Ref("steps", INT)), (*outer_loop.body, counter)))
    # Warp wants a local that a runtime loop changes declared as a dynamic value (wp.float32(0.0))
    return replace(spec, params=params, body=(Let(acc.name, dynamic_zero()), *loop, body[2]))


def _body(acc: Ref, loop_vars: list[Ref], counts: list[int], inner: tuple, out: str) -> tuple:
    """acc = 0.0; the nested static loops around ``inner``; out[i] = acc."""
    for v, n in reversed(list(zip(loop_vars, counts, strict=True))):
        inner = (For(v.name, n, inner),)
    return (Let(acc.name, const(0.0)), *inner, Store(out, acc))
