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

from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    INT,
    Binary,
    Call,
    Const,
    Expr,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    Stmt,
    Type,
    Unary,
    statement_expressions,
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

    def __init__(self, category: str, seed: int) -> None:
        self.category = category
        self.seed = seed
        self.params: list[Param] = []
        self._locals = 0
        self._loops = 0

    @property
    def name(self) -> str:
        return f"{self.category}_s{self.seed:06d}"

    def input(self, type: Type = FLOAT, domain: tuple[float, float] = (-1.0, 1.0)) -> Load:
        name = "abcdefgh"[len([p for p in self.params if p.kind == "in"])]
        self.params.append(Param(name, "in", type, domain))
        return Load(name, type)

    def scalar(self, type: Type, domain: tuple[float, float]) -> Ref:
        names = {FLOAT.name: ("s", "t", "u"), INT.name: ("k", "m", "n")}[type.name]
        name = names[len([p for p in self.params if p.kind == "scalar" and p.type == type])]
        self.params.append(Param(name, "scalar", type, domain))
        return Ref(name, type)

    def output(self, type: Type = FLOAT, length: int | None = None, init: float = 0.0) -> str:
        n = len([p for p in self.params if p.kind == "out"])
        name = "out" if n == 0 else f"out{n}"
        self.params.append(Param(name, "out", type, length=length, init=init))
        return name

    def fresh(self, type: Type = FLOAT) -> Ref:
        name = f"x{self._locals}"
        self._locals += 1
        return Ref(name, type)

    def loop_var(self) -> Ref:
        name = "jkl"[self._loops] if self._loops < 3 else f"j{self._loops}"
        self._loops += 1
        return Ref(name, INT)

    def spec(self, c: Chooser, body: list[Stmt] | tuple[Stmt, ...]) -> KernelSpec:
        """The finished spec; locals, inputs and scalars the body never reads are dropped."""
        body = _without_dead_lets(tuple(body))
        used = _names_read(body)
        order = {"in": 0, "scalar": 1, "out": 2}
        kept = [p for p in self.params if p.kind == "out" or p.name in used]
        params = tuple(sorted(kept, key=lambda p: order[p.kind]))
        return KernelSpec(
            name=self.name,
            category=self.category,
            seed=self.seed,
            dim=c.choice(DIMS),
            params=params,
            body=tuple(body),
        )


def distinct_binary(c: Chooser, ops: tuple[str, ...], lhs: Expr, rhs: Expr) -> Expr:
    """``lhs <op> rhs``, where x - x and x / x (which erase x) take a constant operand instead."""
    op = c.choice(ops)
    if rhs == lhs and op in ("sub", "div"):
        rhs = const(c.choice(CONSTANTS))
    return BINARY[op](lhs, rhs)


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
                if isinstance(e, Load):
                    names.add(e.array)
                elif isinstance(e, Ref):
                    names.add(e.name)
    return names


def _without_dead_lets(body: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
    """Drop top-level ``Let``s nobody reads (repeatedly: a dropped one may free another)."""
    while True:
        read = _names_read(body)
        kept = tuple(s for s in body if not (isinstance(s, Let) and s.name not in read))
        if kept == body:
            return body
        body = kept
