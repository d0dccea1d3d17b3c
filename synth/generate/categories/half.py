"""half: arithmetic on float16 values: + - * / of halves and ``wp.float16(k)`` literals, Warp's
math builtins on halves (sin, cos, tanh, sqrt, log, exp), or vec3h values (sums, scaling by a
half, cw_mul, construction from halves) reduced by dot, length or a component; the vectors are
vec2h or vec4h one time in two (drawn last).

Every operation rounds to half (Warp widens, computes in float and rounds once), so values
stay O(1) by construction (``synth.generate.halves``): inputs in [-1, 1], nothing near half's
largest value, every input's term well above the output's rounding.
"""

from synth.generate.grammar import Builder, inputs_read
from synth.generate.halves import HALF, LITERALS, VEC3H, binary, h, half_expr, hcall
from synth.generate.variations import relaunched, with_vector_width
from synth.model.choices import Chooser
from synth.model.spec import Call, Component, Construct, Expr, Let, Store, statement_expressions, walk_expr

KINDS = ("scalar", "vector")


def _scalar(c: Chooser, b: Builder) -> list:
    loads = [b.input(HALF) for _ in range(c.integer(1, 3))]
    body, leaves = [], list(loads)
    for _ in range(c.integer(0, 2)):  # named intermediate halves
        x = b.fresh(HALF)
        body.append(Let(x.name, half_expr(c, leaves, 2, root=True)))
        leaves.append(x)
    # the stored value reads the locals (each, else it is dropped with the inputs only it reads) and every input
    value = half_expr(c, leaves[len(loads) :] or loads, 2, root=True)
    for x in leaves[len(loads) :]:
        if x not in walk_expr(value):
            value = binary("add", value, binary("mul", x, h(c.choice(LITERALS))))
    for load in loads:
        if not _reads(body, value, load.array):
            value = binary("add", value, binary("mul", load, h(c.choice(LITERALS))))
    out = b.output(HALF)
    return [*body, Store(out, value)]


def _reads(body: list, value: Expr, name: str) -> bool:
    return name in inputs_read(value) or any(name in inputs_read(e) for s in body for e in statement_expressions(s))


def _vector(c: Chooser, b: Builder) -> list:
    u, v = b.input(VEC3H), b.input(VEC3H)
    s = b.input(HALF) if c.boolean() else h(c.choice(LITERALS))
    body = []
    ops = ("add", "sub", "scale", "cw_mul", "build")
    w = b.fresh(VEC3H)
    op = c.choice(ops)
    if op == "add":
        e = binary("add", u, binary("mul", v, s))
    elif op == "sub":
        e = binary("sub", binary("mul", u, s), v)
    elif op == "scale":
        e = binary("add", binary("mul", u, s), v)
    elif op == "cw_mul":
        e = binary("add", Call("cw_mul", (u, v), VEC3H), binary("mul", u, s))
    else:  # a vec3h from half components
        e = Construct(
            (
                binary("mul", Component(u, (0,), HALF), s),
                binary("add", Component(v, (1,), HALF), Component(u, (2,), HALF)),
                hcall("tanh", Component(v, (2,), HALF)),
            ),
            VEC3H,
        )
        e = binary("add", e, binary("mul", u, h(0.5)))  # every component of u and v reached
        e = binary("add", e, binary("mul", v, h(0.25)))
    body.append(Let(w.name, e))
    reduce = c.choice(("dot", "length", "component", "vector"))
    if reduce == "vector":
        out = b.output(VEC3H)
        body.append(Store(out, w))
        return body
    out = b.output(HALF)
    if reduce == "dot":
        value = hcall("dot", w, u if op != "sub" else v)
    elif reduce == "length":
        value = hcall("length", w)
    else:  # one component, plus a dot so every component of the inputs is reached
        value = binary("add", Component(w, (c.integer(0, 2),), HALF), hcall("dot", w, w))
    body.append(Store(out, value))
    return body


def generate(c: Chooser, seed: int):
    b = Builder("half", seed)
    kind = c.choice(KINDS)
    body = _scalar(c, b) if kind == "scalar" else _vector(c, b)
    return with_vector_width(c, relaunched(c, b.spec(c, body)), VEC3H)
