"""Shared grammar for category generators: guarded operators as data tables, and a builder
that hands out parameter and variable names.

Every operator here is safe by construction for any finite float input: domain-restricted
functions get their guard in the tree (log(|x| + 1), x / (|y| + 1), exp(clamp(x, -3, 3)),
pow(|x| + 1, p) with small p), so the Warp and CUDA renderers print the very same program.
The guards have kinks (|x| at 0, clamp at its bounds); the gradient check finds and skips
samples next to a kink rather than the generator avoiding abs.
Options are listed simplest first, since Hypothesis shrinks toward the first option.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import numpy as np

from synth.model.choices import Chooser
from synth.model.inputs import SENTINEL, uniform01
from synth.model.spec import (
    FLOAT,
    INT,
    TIDS,
    Assign,
    Atomic,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    Expr,
    Field,
    For,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Let,
    Load,
    Logical,
    ModuleConstant,
    Param,
    Range,
    Ref,
    Return,
    Select,
    SetComponent,
    SetField,
    Shape,
    Stmt,
    Store,
    Type,
    Unary,
    While,
    kernel_expressions,
    statement_expressions,
    statement_selects,
    walk_expr,
    walk_statements,
)

CONSTANTS = (1.0, 0.5, 2.0, 0.25, 1.5, 3.0, 0.75, 0.125)
THRESHOLDS = (0.0, 0.25, -0.25, 0.5, -0.5)
DIMS = (64, 128, 256)


def const(v: float) -> Const:
    return Const(float(v), FLOAT)


def add(a: Expr, b: Expr) -> Binary:
    return Binary("add", a, b, _arith_type(a, b))


def sub(a: Expr, b: Expr) -> Binary:
    return Binary("sub", a, b, _arith_type(a, b))


def mul(a: Expr, b: Expr) -> Binary:
    return Binary("mul", a, b, _arith_type(a, b))


def _arith_type(a: Expr, b: Expr) -> Type:
    return b.type if a.type.is_scalar else a.type


def call(fn: str, *args: Expr, type: Type = FLOAT) -> Call:
    return Call(fn, tuple(args), type)


def abs_plus_one(x: Expr) -> Expr:
    """|x| + 1: a guard that is >= 1 everywhere."""
    return add(call("abs", x), const(1.0))


def safe_div(a: Expr, b: Expr) -> Expr:
    """a / (|b| + 1), or a / b for a nonzero constant b: never divides by anything below 1."""
    if isinstance(b, Const) and abs(float(b.value)) >= 0.125:
        return Binary("div", a, b, a.type)
    return Binary("div", a, abs_plus_one(b), a.type)


# Unary float functions, each guarded. Simplest (identity-like) first.
UNARY: dict[str, Callable[[Expr], Expr]] = {
    "neg": lambda x: Unary("neg", x, FLOAT),
    "sin": lambda x: call("sin", x),
    "cos": lambda x: call("cos", x),
    "tanh": lambda x: call("tanh", x),
    "abs": lambda x: call("abs", x),
    "sqrt": lambda x: call("sqrt", abs_plus_one(x)),
    "log": lambda x: call("log", abs_plus_one(x)),
    "exp": lambda x: call("exp", call("clamp", x, const(-3.0), const(3.0))),
    "pow": lambda x: call("pow", abs_plus_one(x), const(0.5)),
}

# Binary float operators, each guarded.
BINARY: dict[str, Callable[[Expr, Expr], Expr]] = {
    "add": add,
    "sub": sub,
    "mul": mul,
    "div": safe_div,
    "min": lambda a, b: call("min", a, b),
    "max": lambda a, b: call("max", a, b),
}

ARITHMETIC_OPS = ("add", "sub", "mul", "div")
SMOOTH_UNARY = ("sin", "cos", "tanh", "sqrt", "log", "exp", "pow")


class Builder:
    """Names parameters (a, b, c ... for inputs, out, out1 ... for outputs) and locals."""

    def __init__(self, category: str, seed: int, tids: tuple[str, ...] = ("i",)) -> None:
        self.category = category
        self.seed = seed
        self.tids = tids
        self.params: list[Param] = []
        self.funcs: list[Func] = []
        self.structs: list[Type] = []
        self._locals = 0
        self._loops = 0
        self.constants: list[ModuleConstant] = []

    @property
    def name(self) -> str:
        return f"{self.category}_s{self.seed:06d}"

    def input(self, type: Type = FLOAT, domain: tuple[float, float] = (-1.0, 1.0), shape: tuple[int, ...] | None = None) -> Load:
        """A new input array (of the launch shape unless ``shape``); the Load reads the thread's own element."""
        name = "abcdefgh"[len([p for p in self.params if p.kind == "in" and p.type.name != "int32"])]
        self.params.append(Param(name, "in", type, domain, shape=shape))
        return Load(name, type)

    def index_array(self, bound: int, shape: tuple[int, ...] | None = None, name: str | None = None) -> Load:
        """A new int32 array of indices drawn in [0, bound): every gather or scatter through it stays in bounds."""
        if name is None:
            name = ("idx", "idx2", "idx3")[len([p for p in self.params if p.kind == "in" and p.type.name == "int32" and p.name.startswith("idx")])]
        self.params.append(Param(name, "in", INT, (0, bound - 1), shape=shape))
        return Load(name, INT)

    def count_array(self, name: str, lo: int, hi: int, shape: tuple[int, ...] | None = None) -> Load:
        """A new int32 array of counts drawn in [lo, hi] (a loop bound per element, e.g. a neighbour count)."""
        self.params.append(Param(name, "in", INT, (lo, hi), shape=shape))
        return Load(name, INT)

    def scalar(self, type: Type, domain: tuple[float, float], name: str | None = None) -> Ref:
        if name is None:
            names = {FLOAT.name: ("s", "t", "u"), INT.name: ("k", "m", "n")}.get(type.name, ("cfg", "cfg2"))
            name = names[len([p for p in self.params if p.kind == "scalar" and p.type == type])]
        self.params.append(Param(name, "scalar", type, domain))
        return Ref(name, type)

    def output(self, type: Type = FLOAT, length: int | None = None, init: float | None = None, shape: tuple[int, ...] | None = None) -> str:
        """A new output array; it starts from ``SENTINEL`` unless ``init`` says otherwise (an atomic target's identity)."""
        n = len([p for p in self.params if p.kind == "out"])
        name = "out" if n == 0 else f"out{n}"
        self.params.append(Param(name, "out", type, length=length, init=SENTINEL if init is None else init, shape=shape))
        return name

    def fresh(self, type: Type = FLOAT) -> Ref:
        name = f"x{self._locals}"
        self._locals += 1
        return Ref(name, type)

    def constant(self, name: str, value: float | int, type: Type = FLOAT) -> Ref:
        """A module constant ``NAME = wp.constant(value)``, read as ``NAME`` (``NAME2`` ... if taken)."""
        taken = {k.name for k in self.constants}
        name = next(n for n in (name, *(f"{name}{k}" for k in range(2, 99))) if n not in taken)
        self.constants.append(ModuleConstant(name, value, type))
        return Ref(name, type)

    def loop_var(self) -> Ref:
        """A fresh loop variable: j, k, l (t, u, v ... where the launch takes j and k as thread indices)."""
        taken = set(self.tids) | {p.name for p in self.params}
        names = [n for n in ("j", "k", "l", "p", "q", "r") if n not in taken]
        name = names[self._loops] if self._loops < len(names) else f"j{self._loops}"
        self._loops += 1
        return Ref(name, INT)

    def spec(self, c: Chooser, body: list[Stmt] | tuple[Stmt, ...], dim: int | tuple[int, ...] | None = None) -> KernelSpec:
        """The finished spec; locals, inputs and scalars the body and its functions never read are dropped."""
        body = _without_dead_lets(tuple(body))
        used = _names_read(body)
        for f in self.funcs:
            used |= _names_read(f.body)
        order = {"in": 0, "scalar": 1, "out": 2}
        kept = [p for p in self.params if p.kind == "out" or p.name in used]
        params = tuple(sorted(kept, key=lambda p: order[p.kind]))
        return KernelSpec(
            name=self.name,
            category=self.category,
            seed=self.seed,
            dim=c.choice(DIMS) if dim is None else dim,
            params=params,
            body=tuple(body),
            funcs=tuple(self.funcs),
            structs=tuple(self.structs),
            constants=tuple(k for k in self.constants if k.name in used),
        )


def let(b: Builder, body: list, e: Expr) -> Ref:
    """``x = e`` appended to ``body`` as a fresh local; the local."""
    var = b.fresh(e.type)
    body.append(Let(var.name, e))
    return var


def distinct_binary(c: Chooser, ops: tuple[str, ...], lhs: Expr, rhs: Expr) -> Expr:
    """``lhs <op> rhs``, where x - x and x / x (which erase x) take a constant operand instead."""
    op = c.choice(ops)
    if rhs == lhs and op in ("sub", "div"):
        rhs = const(c.choice(CONSTANTS))
    return BINARY[op](lhs, rhs)


def to_float(x: Expr) -> Call:
    """``wp.float32(x)``: an int (a thread or loop index) as a float term."""
    return call("float", x)


def int_const(v: int) -> Const:
    return Const(int(v), INT)


def iadd(a: Expr, b: Expr) -> Binary:
    return Binary("add", a, b, INT)


def isub(a: Expr, b: Expr) -> Binary:
    return Binary("sub", a, b, INT)


def imod(a: Expr, b: Expr) -> Binary:
    return Binary("mod", a, b, INT)


def dynamic_zero(type: Type = FLOAT) -> Call:
    """``wp.float32(0.0)`` / ``wp.int32(0)``: how Warp wants a local that a runtime loop changes to be declared."""
    return call("float", const(0.0)) if type == FLOAT else Call("int", (int_const(0),), INT)


def inputs_read(e: Expr) -> set[str]:
    """Names of the input arrays an expression reads."""
    return {x.array for x in walk_expr(e) if isinstance(x, Load)}


def scalar_expr(
    c: Chooser, leaves: list[Expr], depth: int, unary: tuple[str, ...], binary: tuple[str, ...], root: bool = False
) -> Expr:
    """A random float expression tree over ``leaves``; with ``root`` the top is an operator.

    Shrinks toward a single leaf (depth choice 0 first) and toward the first operator.
    """
    if depth <= 0 or (not root and c.integer(0, 2) == 0):
        leaf = c.choice(leaves)
        shape = c.integer(0, 2)
        if shape == 0:
            return leaf
        k = const(c.choice(CONSTANTS))
        return mul(leaf, k) if shape == 1 else add(leaf, k)
    if unary and c.integer(0, 2) == 0:
        return UNARY[c.choice(unary)](scalar_expr(c, leaves, depth - 1, unary, binary))
    op = c.choice(binary)
    return BINARY[op](scalar_expr(c, leaves, depth - 1, unary, binary), scalar_expr(c, leaves, depth - 1, unary, binary))


def _names_read(body: tuple[Stmt, ...]) -> set[str]:
    names: set[str] = set()
    for s in walk_statements(body):
        for top in statement_expressions(s):
            for e in walk_expr(top):
                if isinstance(e, (Load, Shape)):
                    names.add(e.array)
                elif isinstance(e, Ref):
                    names.add(e.name)
        if isinstance(s, (Store, Atomic)):
            names.add(s.array)
        if isinstance(s, (AugAssign, SetField, SetComponent)):
            names.add(s.name)
    return names


def _without_dead_lets(body: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
    """Drop top-level ``Let``s nobody reads (repeatedly: a dropped one may free another)."""
    while True:
        read = _names_read(body)
        kept = tuple(s for s in body if not (isinstance(s, Let) and s.name not in read))
        if kept == body:
            return body
        body = kept


# ----------------------------------------------------------------------------- loops Warp differentiates
# What warp-lang 1.19's reverse mode gets right, measured by central finite differences against
# ``wp.Tape`` on hand-written kernels (the gradient check rejects any generated kernel that breaks
# a rule; these are why generators keep to these forms):
# - a static ``for`` (constant bounds, unrolled): anything, ``continue`` included;
# - a runtime ``for ... in range(...)`` is not replayed: a loop-carried local may only be updated
#   as ``acc = c * acc + term`` or ``acc += term`` (c constant, term free of loop-carried values)
#   and used linearly after the loop; ``continue`` and negative steps are fine;
# - a ``while`` loop: only ``acc += term`` (a reassignment ``acc = 0.5 * acc + term`` gets a wrong
#   adjoint), and its counter may be used as a value (``float(t + 1)``) but never as an array
#   index (the adjoints of ``a[t]`` land on the wrong elements);
# - ``break`` in a kernel's own loop (static or runtime) loses the whole kernel's gradient; inside
#   a ``@wp.func`` it is right, whether the function returns an int or a float accumulated before
#   the break. So every generated ``break`` sits in a function, like the searches below.


def first_step_func(c: Chooser, name: str) -> Func:
    """while t < limit: if x * (t + 1) > threshold: break; t += 1; return t (the first step that passes, or limit)."""
    x, limit, t = Ref("x", FLOAT), Ref("limit", INT), Ref("t", INT)
    threshold = const(c.choice((0.5, 0.75, 1.0)))
    loop = (
        If(Compare("gt", mul(x, to_float(iadd(t, int_const(1)))), threshold), (Break(),)),
        AugAssign("t", "add", int_const(1)),
    )
    return Func(name, (("x", FLOAT), ("limit", INT)), INT, (Let("t", dynamic_zero(INT)), While(Compare("lt", t, limit), loop), Return(t)))


def bin_search_func(name: str, lo: float, hi: float) -> Func:
    """The bin of x among ``bins`` equal bins over [lo, hi] by a linear search that breaks at the
    first upper edge above x (values outside fall in the first or last bin)."""
    x, bins, k = Ref("x", FLOAT), Ref("bins", INT), Ref("b", INT)
    width = Binary("div", const(hi - lo), to_float(bins), FLOAT)
    edge = add(const(lo), mul(width, to_float(iadd(k, int_const(1)))))
    loop = (If(Compare("lt", x, edge), (Break(),)), AugAssign("b", "add", int_const(1)))
    search = While(Compare("lt", k, isub(bins, int_const(1))), loop)
    return Func(name, (("x", FLOAT), ("bins", INT)), INT, (Let("b", dynamic_zero(INT)), search, Return(k)))


# ----------------------------------------------------------------------------- reachable branches

REACH_SAMPLES = 4096
REDRAWS = 16  # draws of a body before a generator keeps a dead one (the liveness stage then rejects it)


def has_unreachable_branch(body: tuple[Stmt, ...], domains: dict[str, tuple[float, float]], seed: int = 0) -> bool:
    """Whether some if-body, else-branch or select arm in ``body`` runs for no input in the arrays' domains.

    Conditions made of comparisons between inputs (the thread's own element) and constants,
    ``and``/``or``/``not``, are evaluated on REACH_SAMPLES seeded points of the inputs'
    domains (the splitmix stream: the same points with any NumPy) along every path; any other
    condition counts as reachable both ways. Generators
    redraw a body this finds dead (a contradiction nested in its opposite, a tautology), so
    the liveness stage seldom has to reject one.
    """
    points = {name: lo + (hi - lo) * uniform01(seed, f"reach_{name}", REACH_SAMPLES) for name, (lo, hi) in domains.items()}
    return _dead_in(body, np.ones(REACH_SAMPLES, dtype=bool), points)


def _dead_in(body: tuple[Stmt, ...], mask: np.ndarray, points: dict) -> bool:
    for s in body:
        for sel in statement_selects(s):  # a select's arms are branches too
            truth = _truth(sel.cond, points)
            if truth is not None and not ((mask & truth).any() and (mask & ~truth).any()):
                return True
        if isinstance(s, (For, Range, While)) and _dead_in(s.body, mask, points):
            return True
        if not isinstance(s, If):
            continue
        truth = _truth(s.cond, points)
        taken, skipped = (mask, mask) if truth is None else (mask & truth, mask & ~truth)
        if not taken.any() or (s.orelse and not skipped.any()):
            return True
        if _dead_in(s.body, taken, points) or _dead_in(s.orelse, skipped, points):
            return True
        if s.body and isinstance(s.body[-1], Return) and not s.orelse:
            mask = skipped  # threads that took the early exit run nothing after it
    return False


def _truth(e: Expr, points: dict) -> np.ndarray | None:
    """A condition's value at every sample point, or None where it reads anything else."""
    if isinstance(e, Logical):
        lhs, rhs = _truth(e.lhs, points), _truth(e.rhs, points)
        if lhs is None or rhs is None:
            return None
        return lhs & rhs if e.op == "and" else lhs | rhs
    if isinstance(e, Unary) and e.op == "not":
        arg = _truth(e.arg, points)
        return None if arg is None else ~arg
    if isinstance(e, Compare):
        lhs, rhs = _value(e.lhs, points), _value(e.rhs, points)
        if lhs is None or rhs is None:
            return None
        return {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal, "eq": np.equal, "ne": np.not_equal}[e.op](lhs, rhs)
    return None


def _value(e: Expr, points: dict):
    if isinstance(e, Const):
        return float(e.value)
    if isinstance(e, Load) and e.index is None and e.array in points:
        return points[e.array]
    return None


# ----------------------------------------------------------------------------- decided min/max

_MONOTONE = {"tanh": np.tanh, "exp": np.exp, "log": np.log, "sqrt": np.sqrt}


def interval(e: Expr, domains: dict[str, tuple[float, float]]) -> tuple[float, float] | None:
    """A range holding every value of a float expression over the inputs' domains (wider is
    allowed, narrower never), or None where the expression reads anything else."""
    if isinstance(e, Const):
        return float(e.value), float(e.value)
    if isinstance(e, Load) and e.index is None and e.array in domains:
        return tuple(map(float, domains[e.array]))
    if isinstance(e, Unary) and e.op == "neg":
        r = interval(e.arg, domains)
        return None if r is None else (-r[1], -r[0])
    if isinstance(e, Binary) and e.type == FLOAT and e.op in ("add", "sub", "mul", "div"):
        a, b = interval(e.lhs, domains), interval(e.rhs, domains)
        if a is None or b is None:
            return None
        if e.op == "add":
            return a[0] + b[0], a[1] + b[1]
        if e.op == "sub":
            return a[0] - b[1], a[1] - b[0]
        if e.op == "div":
            if b[0] <= 0.0 <= b[1]:
                return None
            b = (1.0 / b[1], 1.0 / b[0])
        products = [x * y for x in a for y in b]
        return min(products), max(products)
    if isinstance(e, Call) and e.type == FLOAT:
        args = [interval(x, domains) for x in e.args]
        if any(r is None for r in args):
            return None
        if e.fn in ("sin", "cos"):
            return -1.0, 1.0
        if e.fn == "abs":
            lo, hi = args[0]
            return (0.0 if lo <= 0.0 <= hi else min(abs(lo), abs(hi))), max(abs(lo), abs(hi))
        if e.fn in ("min", "max"):
            pick = min if e.fn == "min" else max
            return pick(args[0][0], args[1][0]), pick(args[0][1], args[1][1])
        if e.fn == "clamp":
            return max(min(args[0][0], args[2][1]), args[1][0]), min(max(args[0][1], args[1][0]), args[2][1])
        if e.fn in _MONOTONE and args[0][0] > (0.0 if e.fn in ("log", "sqrt") else -np.inf):
            f = _MONOTONE[e.fn]
            return float(f(args[0][0])), float(f(args[0][1]))
        if e.fn == "pow" and args[0][0] > 0.0 and args[1][0] == args[1][1] >= 0.0:
            return args[0][0] ** args[1][0], args[0][1] ** args[1][0]
    return None


def has_decided_min_max(e: Expr, domains: dict[str, tuple[float, float]]) -> bool:
    """Whether some ``wp.min``/``wp.max`` in ``e`` always picks the same side: its operand ranges
    over the domains do not overlap, or it absorbs its other side (``max(x, min(y, x))`` is x,
    ``min(x, max(y, x))`` is x). The other side, and any input only it reads, is dead."""
    for x in walk_expr(e):
        if isinstance(x, Call) and x.fn in ("min", "max") and len(x.args) == 2:
            a, b = interval(x.args[0], domains), interval(x.args[1], domains)
            if a is not None and b is not None and (a[1] < b[0] or b[1] < a[0]):
                return True
            dual = "max" if x.fn == "min" else "min"
            for kept, other in (x.args, x.args[::-1]):
                if isinstance(other, Call) and other.fn == dual and kept in other.args:
                    return True
    return False


# ----------------------------------------------------------------------------- drawn-last variations
# Applied after a generator has drawn its kernel, so a "no" leaves the kernel it always made.

MULTI_DIMS = ((16, 16), (8, 32), (4, 8, 8), (8, 8, 4))


def relaunched(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Two times in three, the same elementwise kernel on a 2-D or 3-D launch over arrays of
    that shape (``a[i, j]``), where every read and write is at the thread's own element."""
    if c.integer(0, 2) == 0:
        return spec
    dim = c.choice(MULTI_DIMS)
    taken = {s.var for s in walk_statements(spec.body) if isinstance(s, (For, Range))} | {p.name for p in spec.params}
    elementwise = not any(isinstance(s, Atomic) or (isinstance(s, Store) and s.index is not None) for s in walk_statements(spec.body))
    for top in kernel_expressions(spec.body):
        for e in walk_expr(top):
            elementwise &= not (isinstance(e, Load) and e.index is not None) and not (isinstance(e, Ref) and e.name == "i")
    if not elementwise or taken & set(TIDS[1 : len(dim)]) or any(p.shape or p.length for p in spec.params):
        return spec
    return replace(spec, dim=dim)


def with_early_exit(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in two, threads whose first input lies below a threshold store a cheap value
    and ``return`` first thing; kept only where every branch after it still runs for some input."""
    if c.integer(0, 1) == 0:
        return spec
    threshold, scale = const(c.choice(THRESHOLDS)), const(c.choice(CONSTANTS))
    floats = [p for p in spec.inputs if p.type == FLOAT and p.shape is None]
    stores = [s for s in spec.body if isinstance(s, Store) and s.index is None and spec.param(s.array).type == FLOAT]
    if not floats or not stores:
        return spec
    x = Load(floats[0].name, FLOAT)
    exit_ = If(Compare("lt", x, threshold), (Store(stores[-1].array, mul(x, scale)), Return()))
    body = (exit_, *spec.body)
    domains = {p.name: p.domain for p in spec.inputs}
    return spec if has_unreachable_branch(body, domains, spec.seed) else replace(spec, body=body)


def with_neighbour_term(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in two, the final store also reads the next element along the last axis of
    the first float input, wrapped by its extent: ``+ a[i, (j + 1) % a.shape[1]] * 0.25``."""
    if c.integer(0, 1) == 0:
        return spec
    scale = const(c.choice((0.25, 0.5, 0.125)))
    floats = [p for p in spec.inputs if p.type == FLOAT and p.shape is None]
    if not floats or not spec.body or not isinstance(spec.body[-1], Store) or spec.body[-1].index is not None:
        return spec
    a, nd = floats[0].name, len(spec.shape)
    index = (*(Ref(t, INT) for t in spec.tids[:-1]), imod(iadd(Ref(spec.tids[-1], INT), int_const(1)), Shape(a, nd - 1)))
    store = spec.body[-1]
    value = add(store.value, mul(Load(a, FLOAT, index), scale))
    return replace(spec, body=(*spec.body[:-1], replace(store, value=value)))


def outlined(c: Chooser, spec: KernelSpec, name: str = "combine") -> KernelSpec:
    """One time in two, the value of the kernel's final store computed by a ``@wp.func``
    whose parameters are the values it reads (array elements, locals, scalars)."""
    if c.integer(0, 1) == 0 or not spec.body or not isinstance(spec.body[-1], Store):
        return spec
    store = spec.body[-1]
    free: list[Expr] = []
    _leaves(store.value, free)
    if not free or store.value in free or any(f.name == name for f in spec.funcs):
        return spec
    names = []
    for x in free:
        base = x.array if isinstance(x, Load) else x.name
        names.append(base if base not in names else f"{base}{len(names)}")
    mapping = {x: Ref(n, x.type) for x, n in zip(free, names, strict=True)}
    func = Func(name, tuple((n, x.type) for x, n in zip(free, names, strict=True)), store.value.type, (Return(_substituted(store.value, mapping)),))
    call = FuncCall(name, tuple(free), store.value.type)
    return replace(spec, funcs=(*spec.funcs, func), body=(*spec.body[:-1], replace(store, value=call)))


def _leaves(e: Expr, found: list[Expr]) -> None:
    """The distinct values an expression reads, in order: array elements, locals, scalars, indices."""
    if isinstance(e, (Load, Ref, Shape)):
        if e not in found:
            found.append(e)
        return
    for child in _children(e):
        _leaves(child, found)


def _children(e: Expr) -> tuple[Expr, ...]:
    if isinstance(e, Unary):
        return (e.arg,)
    if isinstance(e, (Binary, Compare, Logical)):
        return (e.lhs, e.rhs)
    if isinstance(e, (Call, Construct, FuncCall)):
        return e.args
    if isinstance(e, (Component, Field)):
        return (e.base,)
    if isinstance(e, Select):
        return (e.cond, e.a, e.b)
    return ()


def _substituted(e: Expr, mapping: dict) -> Expr:
    if e in mapping:
        return mapping[e]
    if isinstance(e, Unary):
        return replace(e, arg=_substituted(e.arg, mapping))
    if isinstance(e, (Binary, Compare, Logical)):
        return replace(e, lhs=_substituted(e.lhs, mapping), rhs=_substituted(e.rhs, mapping))
    if isinstance(e, (Call, Construct, FuncCall)):
        return replace(e, args=tuple(_substituted(a, mapping) for a in e.args))
    if isinstance(e, (Component, Field)):
        return replace(e, base=_substituted(e.base, mapping))
    if isinstance(e, Select):
        return replace(e, cond=_substituted(e.cond, mapping), a=_substituted(e.a, mapping), b=_substituted(e.b, mapping))
    return e


# ----------------------------------------------------------------------------- function names


def with_kernel_prefixed_functions(generate: Callable[[Chooser, int], KernelSpec]) -> Callable[[Chooser, int], KernelSpec]:
    """The generator, its ``@wp.func`` names prefixed with the kernel's (``arithmetic_s000004_combine``).

    Warp numbers same-named functions within a module (``combine_0``, ``combine_1``, ...), so a
    function named the same in two kernels of one batch module would make a kernel's IR depend
    on its batch-mates; a kernel-unique name keeps every IR byte independent of the batch.
    """

    def generate_unique(c: Chooser, seed: int) -> KernelSpec:
        spec = generate(c, seed)
        # a function already named after the kernel keeps its name (``tile_map`` refers to it by name, not by a FuncCall)
        names = {f.name: f"{spec.name}_{f.name}" for f in spec.funcs if not f.name.startswith(f"{spec.name}_")}
        if not names:
            return spec
        funcs = tuple(replace(f, name=names.get(f.name, f.name), body=_renamed_calls(f.body, names)) for f in spec.funcs)
        return replace(spec, funcs=funcs, body=_renamed_calls(spec.body, names))

    generate_unique.__doc__ = generate.__doc__
    return generate_unique


def _renamed_calls(body: tuple[Stmt, ...], names: dict[str, str]) -> tuple[Stmt, ...]:
    """``body`` with every call of a function in ``names`` calling its new name."""
    return mapped_body(body, lambda e: replace(e, func=names.get(e.func, e.func)) if isinstance(e, FuncCall) else e)


def mapped_body(body: tuple[Stmt, ...], fn: Callable[[Expr], Expr]) -> tuple[Stmt, ...]:
    """``body`` with ``fn`` applied to every expression node, children first."""

    def expr(e):
        if e is None:
            return None
        if isinstance(e, FuncCall):
            e = replace(e, args=tuple(expr(a) for a in e.args))
        elif isinstance(e, Load) and e.index is not None:
            e = replace(e, index=tuple(expr(x) for x in e.index))
        elif isinstance(e, Unary):
            e = replace(e, arg=expr(e.arg))
        elif isinstance(e, (Binary, Compare, Logical)):
            e = replace(e, lhs=expr(e.lhs), rhs=expr(e.rhs))
        elif isinstance(e, (Call, Construct)):
            e = replace(e, args=tuple(expr(a) for a in e.args))
        elif isinstance(e, (Component, Field)):
            e = replace(e, base=expr(e.base))
        elif isinstance(e, Select):
            e = replace(e, cond=expr(e.cond), a=expr(e.a), b=expr(e.b))
        return fn(e)

    def stmt(s):
        if isinstance(s, (Let, Assign, AugAssign, SetField, SetComponent)):
            return replace(s, value=expr(s.value))
        if isinstance(s, Store):
            return replace(s, value=expr(s.value), index=None if s.index is None else tuple(expr(x) for x in s.index))
        if isinstance(s, Atomic):
            index = tuple(expr(x) for x in s.index) if isinstance(s.index, tuple) else expr(s.index)
            return replace(s, index=index, value=expr(s.value))
        if isinstance(s, If):
            return replace(s, cond=expr(s.cond), body=mapped_body(s.body, fn), orelse=mapped_body(s.orelse, fn))
        if isinstance(s, While):
            return replace(s, cond=expr(s.cond), body=mapped_body(s.body, fn))
        if isinstance(s, Range):
            return replace(s, start=expr(s.start), stop=expr(s.stop), body=mapped_body(s.body, fn))
        if isinstance(s, For):
            return replace(s, body=mapped_body(s.body, fn))
        if isinstance(s, Return):
            return replace(s, value=expr(s.value))
        return s  # Break, Continue

    return tuple(stmt(s) for s in body)


def with_struct_params(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Three times in four, the kernel's float scalar parameters (sharing one domain) passed
    together as one by-value ``@wp.struct Params`` and read as ``params.s``."""
    if c.integer(0, 3) == 0:
        return spec
    scalars = [p for p in spec.scalars if p.type == FLOAT]
    if not scalars or len({p.domain for p in scalars}) != 1 or any(p.name == "params" for p in spec.params):
        return spec
    struct = Type("Params", fields=tuple((p.name, FLOAT) for p in scalars))
    packed = Param("params", "scalar", struct, scalars[0].domain)
    ref = Ref("params", struct)
    names = {p.name for p in scalars}
    body = mapped_body(spec.body, lambda e: Field(ref, e.name, FLOAT) if isinstance(e, Ref) and e.name in names else e)
    params = [p for p in spec.params if p.name not in names]
    at = next((k for k, p in enumerate(params) if p.kind == "out"), len(params))
    return replace(spec, params=(*params[:at], packed, *params[at:]), body=body, structs=(*spec.structs, struct))


def with_gain_and_bias(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in three, the final store scaled and shifted by two float scalars,
    ``out[...] = value * gain + bias``, then (three times in four) packed as ``@wp.struct Params``."""
    if c.integer(0, 2) != 0:
        return spec
    names = {p.name for p in spec.params}
    if not spec.body or not isinstance(spec.body[-1], Store) or names & {"gain", "bias", "params"}:
        return spec
    gain, bias = (Param(name, "scalar", FLOAT, (0.5, 2.0)) for name in ("gain", "bias"))
    store = spec.body[-1]
    value = add(mul(store.value, Ref("gain", FLOAT)), Ref("bias", FLOAT))
    at = next((k for k, p in enumerate(spec.params) if p.kind == "out"), len(spec.params))
    params = (*spec.params[:at], gain, bias, *spec.params[at:])
    return with_struct_params(c, replace(spec, params=params, body=(*spec.body[:-1], replace(store, value=value))))
