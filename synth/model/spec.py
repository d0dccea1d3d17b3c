"""The typed kernel model: every generated kernel is a KernelSpec, printed to Warp Python and to CUDA.

Renderers never parse text; every expression node knows its type. The kernel body
always starts with the thread index ``i = wp.tid()`` (an implicit INT named ``i``),
every array read is ``array[i]`` and every plain store is ``out[i] = value``; only
atomics write to a computed index.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Type:
    """A Warp value type. ``shape`` is () for scalars, (n,) for vectors, (r, c) for matrices."""

    name: str  # Warp name without the module prefix: float32, int32, bool, vec3, mat33
    shape: tuple[int, ...] = ()

    @property
    def is_scalar(self) -> bool:
        return self.shape == ()

    @property
    def is_vector(self) -> bool:
        return len(self.shape) == 1

    @property
    def is_matrix(self) -> bool:
        return len(self.shape) == 2

    @property
    def components(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n

    @property
    def is_float(self) -> bool:
        """True for float32 and the float vectors/matrices (everything differentiable)."""
        return self.name not in ("int32", "bool")


FLOAT = Type("float32")
INT = Type("int32")
BOOL = Type("bool")
VEC2, VEC3, VEC4 = Type("vec2", (2,)), Type("vec3", (3,)), Type("vec4", (4,))
MAT22, MAT33, MAT44 = Type("mat22", (2, 2)), Type("mat33", (3, 3)), Type("mat44", (4, 4))
VECTORS = (VEC2, VEC3, VEC4)
MATRICES = (MAT22, MAT33, MAT44)


def vector_of(n: int) -> Type:
    return {2: VEC2, 3: VEC3, 4: VEC4}[n]


def matrix_of(n: int) -> Type:
    return {2: MAT22, 3: MAT33, 4: MAT44}[n]


# ----------------------------------------------------------------------------- expressions


@dataclass(frozen=True)
class Const:
    """A literal. Floats render as Python/C literals (``0.5``, ``0.5f``), ints as integers."""

    value: float | int
    type: Type = FLOAT


@dataclass(frozen=True)
class Load:
    """``array[i]``: the element of an input array at the thread index."""

    array: str
    type: Type


@dataclass(frozen=True)
class Ref:
    """A local variable, a loop variable, a scalar parameter, or the thread index ``i``."""

    name: str
    type: Type


@dataclass(frozen=True)
class Unary:
    """``-x`` (op ``neg``) or ``not x`` (op ``not``)."""

    op: str
    arg: Expr
    type: Type


@dataclass(frozen=True)
class Binary:
    """Infix arithmetic: add sub mul div mod, and ``matmul`` (``@``: mat×mat, mat×vec).

    ``mul`` also covers scalar×vector, vector×scalar, scalar×matrix, matrix×scalar and is
    componentwise for nothing else (vector×vector is not allowed: use ``cw_mul``).
    ``div`` covers scalar/scalar and vector/scalar. ``mod`` is int % int (C semantics).
    """

    op: str
    lhs: Expr
    rhs: Expr
    type: Type


@dataclass(frozen=True)
class Compare:
    """``lhs <op> rhs`` on float scalars; op in lt le gt ge. Type BOOL."""

    op: str
    lhs: Expr
    rhs: Expr
    type: Type = BOOL


@dataclass(frozen=True)
class Logical:
    """``lhs and rhs`` / ``lhs or rhs`` on BOOL operands."""

    op: str
    lhs: Expr
    rhs: Expr
    type: Type = BOOL


@dataclass(frozen=True)
class Call:
    """A Warp builtin by name, e.g. ``wp.sin(x)``, ``wp.dot(a, b)``; domain guards are explicit nodes of the tree, never implicit."""

    fn: str
    args: tuple[Expr, ...]
    type: Type


@dataclass(frozen=True)
class Construct:
    """A vector or matrix built from scalar components: ``wp.vec3(x, y, z)``; matrices row-major."""

    args: tuple[Expr, ...]
    type: Type


@dataclass(frozen=True)
class Component:
    """``v[k]`` of a vector, or ``m[r, c]`` of a matrix (``index`` is (k,) or (r, c))."""

    base: Expr
    index: tuple[int, ...]
    type: Type = FLOAT


Expr = Const | Load | Ref | Unary | Binary | Compare | Logical | Call | Construct | Component



# ----------------------------------------------------------------------------- statements


@dataclass(frozen=True)
class Let:
    """``name = value``: the first definition of a local variable."""

    name: str
    value: Expr


@dataclass(frozen=True)
class Assign:
    """``name = value``: reassignment of an existing local of the same type."""

    name: str
    value: Expr


@dataclass(frozen=True)
class If:
    """``if cond: body else: orelse``; an ``orelse`` holding a single If renders as ``elif``."""

    cond: Expr
    body: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] = ()


@dataclass(frozen=True)
class For:
    """``for var in range(count):`` with a static count (Warp unrolls it)."""

    var: str
    count: int
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class Store:
    """``array[i] = value`` into an output array of the launch dimension."""

    array: str
    value: Expr


@dataclass(frozen=True)
class Atomic:
    """``wp.atomic_<op>(array, index, value)``; op in add min max; index is an INT expression."""

    op: str
    array: str
    index: Expr
    value: Expr


Stmt = Let | Assign | If | For | Store | Atomic


# ----------------------------------------------------------------------------- kernel


@dataclass(frozen=True)
class Param:
    """A kernel parameter.

    ``kind`` is ``in`` (input array, length = launch dim), ``out`` (output array),
    or ``scalar`` (a float32/int32 value passed by value). ``domain`` is the closed
    interval input values (or each component) are drawn from; for scalars the value
    itself is drawn from it. ``length`` is the output length for ``out`` arrays (None:
    the launch dim) and ``init`` the value the output buffer is filled with before launch.
    """

    name: str
    kind: str
    type: Type
    domain: tuple[float, float] = (-1.0, 1.0)
    length: int | None = None
    init: float = 0.0


@dataclass(frozen=True)
class KernelSpec:
    """One generated kernel: everything both renderers, the inputs and the checks need."""

    name: str
    category: str
    seed: int
    dim: int
    params: tuple[Param, ...]
    body: tuple[Stmt, ...]

    @property
    def inputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.kind == "in")

    @property
    def scalars(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.kind == "scalar")

    @property
    def outputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.kind == "out")

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)

    def output_length(self, p: Param) -> int:
        return self.dim if p.length is None else p.length


def walk_statements(body: tuple[Stmt, ...]):
    """Yield every statement in ``body``, depth first, in source order."""
    for s in body:
        yield s
        if isinstance(s, If):
            yield from walk_statements(s.body)
            yield from walk_statements(s.orelse)
        elif isinstance(s, For):
            yield from walk_statements(s.body)


def statement_expressions(s: Stmt) -> tuple[Expr, ...]:
    """The expressions directly held by one statement (not those of nested statements)."""
    if isinstance(s, (Let, Assign, Store)):
        return (s.value,)
    if isinstance(s, If):
        return (s.cond,)
    if isinstance(s, Atomic):
        return (s.index, s.value)
    return ()


def walk_expr(e: Expr):
    """Yield ``e`` and every sub-expression, depth first."""
    yield e
    if isinstance(e, Unary):
        yield from walk_expr(e.arg)
    elif isinstance(e, (Binary, Compare, Logical)):
        yield from walk_expr(e.lhs)
        yield from walk_expr(e.rhs)
    elif isinstance(e, (Call, Construct)):
        for a in e.args:
            yield from walk_expr(a)
    elif isinstance(e, Component):
        yield from walk_expr(e.base)


def used_functions(spec: KernelSpec) -> set[str]:
    """Names of the builtins and binary ops used anywhere in the kernel."""
    names: set[str] = set()
    for s in walk_statements(spec.body):
        for top in statement_expressions(s):
            for e in walk_expr(top):
                if isinstance(e, Call):
                    names.add(e.fn)
                elif isinstance(e, Binary):
                    names.add(f"op:{e.op}:{e.lhs.type.name}:{e.rhs.type.name}")
    return names
