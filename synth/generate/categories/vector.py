"""vector: vec2/3/4 arithmetic with dot, cross, length, normalize and componentwise ops."""

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, inputs_read, mul, sub
from synth.generate.variations import outlined, relaunched
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Binary, Component, Const, Construct, Expr, Let, Load, Ref, Store, vector_of, walk_expr


def independent(c: Chooser, inputs: list[Load], u: Expr, reads: dict[str, set[str]]) -> Expr:
    """A vector independent of ``u``: an input it does not read (through the locals it reads too:
    ``reads`` maps each local to its inputs), else a constant vector.

    cross(u, v) and dot(cross(u, v), u) vanish when v depends on u only; this keeps every
    cross product and dot nonzero for random inputs.
    """
    read = inputs_read(u) | {name for e in walk_expr(u) if isinstance(e, Ref) for name in reads.get(e.name, ())}
    unused = [x for x in inputs if x.array not in read]
    if unused:
        return c.choice(unused)
    n = u.type.shape[0]
    return Construct(tuple(const(v) for v in (1.0, 2.0, 3.0, 4.0)[:n]), u.type)


def _combination(e: Expr, linear: dict) -> dict[str, float] | None:
    """``e`` as coefficients of the values in ``linear`` (``{"a": 2.0}`` for a + a), or None where
    it is not linear in them (normalize, cw_mul, cross)."""
    if e in linear:
        return linear[e]
    if isinstance(e, Binary) and e.op in ("add", "sub"):
        lhs, rhs = _combination(e.lhs, linear), _combination(e.rhs, linear)
        if lhs is None or rhs is None:
            return None
        sign = 1.0 if e.op == "add" else -1.0
        return {n: lhs.get(n, 0.0) + sign * rhs.get(n, 0.0) for n in lhs.keys() | rhs.keys()}
    if isinstance(e, Binary) and e.op == "mul" and isinstance(e.rhs, Const):
        inner = _combination(e.lhs, linear)
        return None if inner is None else {n: v * float(e.rhs.value) for n, v in inner.items()}
    return None


def _cancels(u: dict, v: dict, k: float) -> bool:
    """Whether u - v * k is zero for every input (every coefficient cancels)."""
    return all(u.get(n, 0.0) == v.get(n, 0.0) * k for n in u.keys() | v.keys())


def generate(c: Chooser, seed: int):
    b = Builder("vector", seed)
    n = c.choice((3, 2, 4))
    vt = vector_of(n)
    inputs = [b.input(vt) for _ in range(c.integer(1, 3))]
    vecs = list(inputs)
    reads: dict[str, set[str]] = {}  # local -> the inputs it reads
    linear: dict[Expr, dict[str, float]] = {x: {x.array: 1.0} for x in inputs}  # value -> coefficients of inputs and non-linear locals
    body = []
    for _ in range(c.integer(1, 4)):
        u, v = vecs[-1], c.choice(vecs)
        ops = ["add", "sub", "scale", "cw_mul", "normalize"] + (["cross"] if n == 3 else [])
        op = c.choice(ops)
        if op == "add":
            e = add(u, v)
        elif op == "sub":
            k = c.choice(CONSTANTS)
            if _cancels(linear[u], linear[v], k):  # u - v k is zero for every input (u = v k)
                k = 0.5 if k != 0.5 else 0.25
            e = sub(u, mul(v, const(k)))
        elif op == "scale":
            e = mul(u, const(c.choice(CONSTANTS)))
        elif op == "cw_mul":
            e = call("cw_mul", u, v, type=vt)
        elif op == "normalize":
            e = call("normalize", add(u, v), type=vt)
        else:
            e = call("cross", u, independent(c, inputs, u, reads), type=vt)
        var = b.fresh(vt)
        body.append(Let(var.name, e))
        linear[var] = _combination(e, linear) or {var.name: 1.0}  # a non-linear value is an atom of its own
        reads[var.name] = inputs_read(e) | {name for x in walk_expr(e) if isinstance(x, Ref) for name in reads.get(x.name, ())}
        vecs.append(var)
    last = vecs[-1]
    reduce = c.choice(("dot", "length", "component", "vector"))
    if reduce == "vector":
        out = b.output(vt)
        body.append(Store(out, last))
    else:
        out = b.output(FLOAT)
        if reduce == "dot":
            e = call("dot", last, independent(c, inputs, last, reads))
        elif reduce == "length":
            e = call("length", last)
        else:
            e = Component(last, (c.integer(0, n - 1),))
        body.append(Store(out, e))
    return outlined(c, relaunched(c, b.spec(c, body)))
