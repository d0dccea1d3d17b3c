"""Shared grammar for category generators: guarded operators as data tables, and a builder
that hands out parameter and variable names.

Every operator here is safe by construction for any finite float input: domain-restricted
functions get their guard in the tree (log(|x| + 1), x / (|y| + 1), exp(clamp(x, -3, 3)),
pow(|x| + 1, p) with small p), so the Warp and CUDA renderers print the very same program.
The guards have kinks (|x| at 0, clamp at its bounds); the gradient check finds and skips
samples next to a kink rather than the generator avoiding abs.
Options are listed simplest first, since Hypothesis shrinks toward the first option.
What a generator asks of a drawn body (dead branches, decided min/max) is in ``analyses``; the
drawn-last variations of a finished kernel (2-D launch, early exit, outlined function ...) in
``variations``.
"""

from __future__ import annotations

from collections.abc import Callable

from synth.model.builtins import builtin
from synth.model.choices import Chooser
from synth.model.inputs import SENTINEL
from synth.model.spec import (
    FLOAT,
    HANDLE_KINDS,
    INT,
    Atomic,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Const,
    Expr,
    Func,
    If,
    KernelSpec,
    Let,
    Load,
    ModuleConstant,
    Param,
    Ref,
    Return,
    SetComponent,
    SetField,
    Shape,
    Stmt,
    Store,
    Type,
    Unary,
    While,
    statement_expressions,
    type_named,
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


def call(fn: str, *args: Expr, type: Type | None = None) -> Call:
    """``wp.<fn>(args)``, of the type the builtin table gives for these arguments unless ``type`` says."""
    if type is None:
        name = builtin(fn).result_name(tuple(a.type for a in args))
        if name is None:
            raise ValueError(f"wp.{fn}: its result type is the call's own (give type=)")
        type = type_named(name)
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
        order = {"in": 0, **dict.fromkeys(HANDLE_KINDS, 1), "scalar": 2, "out": 3}  # a geometry handle after the arrays it is built from
        used |= {name for p in self.params if p.name in used for _, name in p.built_from}
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
