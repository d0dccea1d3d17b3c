"""linalg: the vector and matrix builtins beyond the basics. Vectors: componentwise ``wp.min``,
``wp.max``, ``wp.abs`` and ``cw_div``, reduced by ``length_sq``, ``norm_l1`` or ``norm_l2``;
matrices: ``outer``, ``diag``, ``skew``, ``identity``, ``inverse``, ``transpose``, reduced by
``trace``, ``ddot``, ``get_diag`` or a matrix-vector product; and locals filled component by
component (``v[k] = x``, ``m[r, c] = x``).

Safe and alive by construction:
- ``cw_div(u, wp.abs(d) + ones)`` divides every component by at least 1;
- ``inverse(k I + s A)`` takes a matrix A with entries in [-1, 1] (an input, outer/diag/skew of
  inputs, a filled identity, a scaled product or another such inverse) and k - s n >= 1. Then
  ||s A||_2 <= s ||A||_F <= s n, so every singular value of k I + s A is at least k - s n >= 1:
  |det| >= 1, the inverse's entries are at most 1 (it is again a valid A), and its condition
  number is at most (k + s n) / (k - s n) <= 5, far from singular for the value and its gradient;
- ``wp.min``/``wp.max`` pair a vector with an input it does not read (ranges that overlap, so
  each side wins somewhere); ``wp.abs`` never takes a value already known to be >= 0;
- an antisymmetric ``skew(u)`` is never reduced directly (its trace, diagonal and ddot with a
  symmetric matrix are 0): it is first inverted (shifted) or multiplied by an input matrix;
- component writes go into a local built from constants, each component at most once: where
  the old value came from inputs, Warp 1.19's adjoint would be wrong (tests/unit/warp/test_warp_reverse_mode.py).
"""

from synth.generate.grammar import Builder, add, call, const, inputs_read, mul
from synth.generate.variations import outlined, relaunched
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, Binary, Component, Construct, Expr, Let, Load, Ref, SetComponent, Store, matrix_of, vector_of, walk_expr

SHIFTS = ((2.0, 0.25), (3.0, 0.5), (2.0, 0.125))  # (k, s) for inverse(k I + s A), simplest first
FILL_SCALES = (0.5, 0.25, 0.75)


def _ones(n: int) -> Construct:
    return Construct(tuple(const(1.0) for _ in range(n)), vector_of(n))


def _read(e: Expr, reads: dict[str, set[str]]) -> set[str]:
    """The inputs ``e`` reads, through the locals it reads too."""
    return inputs_read(e) | {name for x in walk_expr(e) if isinstance(x, Ref) for name in reads.get(x.name, ())}


def _let(b: Builder, body: list, e: Expr, reads: dict[str, set[str]]) -> Ref:
    var = b.fresh(e.type)
    body.append(Let(var.name, e))
    reads[var.name] = _read(e, reads)
    return var


def _fill(
    c: Chooser, b: Builder, body: list, start: Expr, sources: list[Expr], shape: tuple[int, ...], live: dict, whole: Expr | None = None
) -> Ref:
    """A local built from ``start`` (constants), then 1..size of its components written once each,
    in drawn order, from components of ``sources`` scaled by at most 1 (or times an earlier one).

    ``live`` maps a vector whose other components are constants to the components that vary (an
    absent vector varies everywhere): only those are read, and the new vector's entry is added.
    A ``whole`` local is read whole by the first write (its norm): a local's inputs may reach only
    some of its components, which single component reads could all miss."""
    var = b.fresh(start.type)
    body.append(Let(var.name, start))
    slots = [(k,) for k in range(shape[0])] if len(shape) == 1 else [(r, q) for r in range(shape[0]) for q in range(shape[1])]
    written: list[tuple[int, ...]] = []
    for w in range(c.integer(1, shape[0])):
        # a matrix's first write is on the diagonal: with off-diagonal writes on one side only, the
        # filled identity is triangular and its inverse's diagonal (so trace, get_diag) would be constant
        pick = [q for q in slots if len(q) == 1 or w > 0 or q[0] == q[1]]
        slot = c.choice(pick)
        slots.remove(slot)
        src = c.choice(sources)
        part = Component(src, (c.choice(live.get(src, range(src.type.shape[0]))),))
        value = mul(part, const(c.choice(FILL_SCALES)))
        if whole is not None and not written:
            value = mul(call(c.choice(("length_sq", "norm_l1", "norm_l2")), whole), const(c.choice(FILL_SCALES)))
        elif written and c.integer(0, 2) == 0:  # reads a component written before: x[k] = x[j] * u[m] (both within [-1, 1])
            value = mul(Component(var, c.choice(written)), part)
        body.append(SetComponent(var.name, slot, value))
        written.append(slot)
    if len(shape) == 1:
        live[var] = sorted(k for (k,) in written)
    return var


def _vector_reduce(c: Chooser, b: Builder, body: list, v: Expr) -> None:
    fn = c.choice(("norm_l1", "length_sq", "norm_l2", "vector"))
    if fn == "vector":
        body.append(Store(b.output(v.type), v))
    else:
        body.append(Store(b.output(FLOAT), call(fn, v)))


def _vector_kernel(c: Chooser, b: Builder, n: int) -> list:
    vt = vector_of(n)
    inputs = [b.input(vt) for _ in range(c.integer(2, 3))]
    reads: dict[str, set[str]] = {}
    nonneg: set[Expr] = set()  # values known to be >= 0 componentwise
    live: dict[Expr, list[int]] = {}  # filled vectors (and values made from them alone): their varying components
    body: list = []
    last: Expr = inputs[0]
    steps = c.integer(1, 3)
    for step in range(steps):
        fresh = [x for x in inputs if x.array not in _read(last, reads)]
        # abs is never last: every reduction but the store (a norm) would ignore the signs it drops
        ops = ["cw_div", "fill"] + (["abs"] if last not in nonneg and step < steps - 1 else []) + (["min", "max"] if fresh else [])
        op = c.choice(ops)
        varying = None  # the new value's varying components, where not all
        if op in ("min", "max"):
            other = c.choice(fresh)
            e = call(op, last, other, type=vt)
            grows = op == "max" and (last in nonneg or other in nonneg)
        elif op == "abs":
            e, grows, varying = call("abs", last, type=vt), True, live.get(last)
        elif op == "cw_div":
            d = c.choice([last, *inputs])
            e = call("cw_div", last, add(call("abs", d, type=vt), _ones(n)), type=vt)
            grows, varying = last in nonneg, live.get(last) if d == last else None
        else:
            start = Construct(tuple(const(c.choice((0.0, 0.5))) for _ in range(n)), vt)
            last = _fill(c, b, body, start, [last, *inputs[:1]], (n,), live, None if isinstance(last, Load) else last)
            reads[last.name] = set().union(*(_read(s.value, reads) for s in body if isinstance(s, SetComponent) and s.name == last.name))
            continue
        last = _let(b, body, e, reads)
        if grows:
            nonneg.add(last)
        if varying is not None:
            live[last] = varying
    _vector_reduce(c, b, body, last)
    return body


def _bounded_source(c: Chooser, b: Builder, body: list, n: int, reads: dict) -> tuple[Expr, str]:
    """A matrix with entries in [-1, 1] and its kind: ``dense``, ``diag``, ``skew`` (antisymmetric) or ``fill``."""
    mt, vt = matrix_of(n), vector_of(n)
    kind = c.choice(("dense", "outer", "diag", "fill") + (("skew",) if n == 3 else ()))
    if kind == "dense":
        return b.input(mt), kind
    u = b.input(vt)
    if kind == "outer":
        return _let(b, body, call("outer", u, b.input(vt) if c.boolean() else u, type=mt), reads), "dense"
    if kind == "fill":
        ident = call("identity", type=mt)
        var = _fill(c, b, body, ident, [u], (n, n), {})
        reads[var.name] = {u.array}
        return var, kind
    return _let(b, body, call(kind, u, type=mt), reads), kind


def _matrix_kernel(c: Chooser, b: Builder, n: int) -> list:
    mt, vt = matrix_of(n), vector_of(n)
    reads: dict[str, set[str]] = {}
    body: list = []
    p, kind = _bounded_source(c, b, body, n, reads)

    def dense_input() -> Load:
        have = [x for x in b.params if x.kind == "in" and x.type == mt]
        return Load(have[0].name, mt) if have and have[0].name not in _read(p, reads) else b.input(mt)

    transposed = False
    for _ in range(c.integer(1, 2)):
        ops = ["inverse", "matmul"] + (["transpose"] if kind in ("dense", "fill") and not transposed else [])
        op = c.choice(ops)
        transposed = op == "transpose"
        if op == "inverse":
            k, s = c.choice(SHIFTS)
            assert k - s * n >= 1.0, "every shift keeps k I + s A's singular values >= 1 for n <= 4"
            shifted = add(mul(call("identity", type=mt), const(k)), mul(p, const(s)))
            e, kind = call("inverse", shifted, type=mt), ("diag" if kind == "diag" else "dense")
        elif op == "matmul":  # (p @ m) * 0.25: entries stay within [-1, 1] for n <= 4
            e, kind = mul(Binary("matmul", p, dense_input(), mt), const(0.25)), "dense"
        else:
            e = call("transpose", p, type=mt)
        p = _let(b, body, e, reads)
    reduce = c.choice(("trace", "ddot", "get_diag", "matvec", "matrix"))
    if reduce == "trace":
        body.append(Store(b.output(FLOAT), call("trace", p)))
    elif reduce == "ddot":
        q = p if c.boolean() else dense_input()
        body.append(Store(b.output(FLOAT), call("ddot", p, q)))
    elif reduce == "get_diag":
        _vector_reduce(c, b, body, call("get_diag", p, type=vt))
    elif reduce == "matvec":
        _vector_reduce(c, b, body, Binary("matmul", p, b.input(vt), vt))
    else:
        body.append(Store(b.output(mt), p))
    return body


def generate(c: Chooser, seed: int):
    b = Builder("linalg", seed)
    n = c.choice((3, 2, 4))
    body = _vector_kernel(c, b, n) if c.boolean() else _matrix_kernel(c, b, n)
    return outlined(c, relaunched(c, b.spec(c, body)))
