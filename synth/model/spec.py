"""The typed kernel model: every generated kernel is a KernelSpec, printed to Warp Python and to CUDA.

Renderers never parse text; every expression node knows its type. A kernel launches over
``dim`` threads (an int, or a 2- or 3-tuple for a multi-dimensional launch); its thread
indices are implicit INT locals named ``i`` (``i, j`` / ``i, j, k`` for 2-D / 3-D launches).
A ``Load``/``Store`` without an ``index`` reads/writes the element at the thread index;
with one, the element at those INT expressions (neighbours, gathers). Generators keep every
computed index in bounds by construction; nothing checks indices at run time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from synth.model import walk
from synth.model.dtypes import Scalar, scalar_of, split_composite
from synth.model.walk import walk_expr, walk_statements


@dataclass(frozen=True)
class Type:
    """A Warp value type. ``shape`` is () for scalars, (n,) for vectors, (r, c) for matrices;
    a struct (``@wp.struct``) has ``fields``: (name, type) pairs of float32 scalars and vectors.
    Every component has one element type, ``scalar`` (``synth.model.dtypes``)."""

    name: str  # Warp name without the module prefix: float32, int64, bool, vec3, vec3d, mat33, or the struct's name
    shape: tuple[int, ...] = ()
    fields: tuple[tuple[str, Type], ...] = ()

    @property
    def is_struct(self) -> bool:
        return bool(self.fields) and self.name != TUPLE

    @property
    def is_tuple(self) -> bool:
        """The values a ``@wp.func`` returns together (``return a, b``): ``fields`` are ("0", type), ("1", type) ..."""
        return self.name == TUPLE

    @property
    def is_scalar(self) -> bool:
        return self.shape == () and not self.fields

    @property
    def is_vector(self) -> bool:
        return len(self.shape) == 1

    @property
    def is_matrix(self) -> bool:
        return len(self.shape) == 2

    @property
    def scalar(self) -> Scalar:
        """The element type of every component (a struct's: float32; a tuple's: its first value's)."""
        return self.fields[0][1].scalar if self.is_tuple else scalar_of(self.name)

    @property
    def nbytes(self) -> int:
        """Bytes of one value (a struct's fields packed, as Warp lays them out)."""
        return self.components * self.scalar.size

    @property
    def components(self) -> int:
        """Scalar elements of one value (a struct's fields are packed float32, as Warp lays them out)."""
        if self.fields:
            return sum(t.components for _, t in self.fields)
        n = 1
        for s in self.shape:
            n *= s
        return n

    @property
    def value_shape(self) -> tuple[int, ...]:
        """The numpy shape of one value: ``shape``, or (components,) for a struct."""
        return (self.components,) if self.fields else self.shape

    def field(self, name: str) -> Type:
        for n, t in self.fields:
            if n == name:
                return t
        raise KeyError(f"{self.name} has no field {name!r}")

    @property
    def is_array(self) -> bool:
        """An array handed to a ``@wp.func``: a function parameter's type ``array_<element>`` (1-D),
        ``array2d_<element>`` or ``array3d_<element>``."""
        return re.match(r"array(\dd)?_", self.name) is not None

    @property
    def array_ndim(self) -> int:
        """The dimensions of an array handed to a ``@wp.func``."""
        found = re.match(r"array(\d)d_", self.name)
        return int(found.group(1)) if found else 1

    @property
    def array_element(self) -> Type:
        """The element type of an array handed to a ``@wp.func``."""
        return type_named(self.name.split("_", 1)[1])

    @property
    def is_float(self) -> bool:
        """True for the float scalars, vectors, matrices and structs (everything differentiable)."""
        return self.scalar.is_float

    @property
    def is_integer(self) -> bool:
        """An integer scalar (int8 ... uint64): exact values, never differentiated."""
        return self.scalar.is_integer


TUPLE = "tuple"
FLOAT = Type("float32")
INT = Type("int32")
UINT32 = Type("uint32")  # unsigned integer values, and Warp's random number state (``wp.rand_init``)
UINT = UINT32
UINT64 = Type("uint64")  # a geometry handle's type in Warp (``Param`` of a kind in ``HANDLE_KINDS``)
# A hash-grid query's state (``wp.hash_grid_query``): a local advanced in place by ``wp.hash_grid_query_next``;
# no value of its own (no scalar, never an array element or a parameter).
HASH_GRID_QUERY = Type("hash_grid_query_t")
# A BVH query's state (``wp.bvh_query_aabb``, ``wp.bvh_query_ray``) and a mesh AABB query's (``wp.mesh_query_aabb``):
# likewise opaque locals, advanced by ``wp.bvh_query_next`` / ``wp.mesh_query_aabb_next`` or iterated (``ForQuery``).
BVH_QUERY = Type("bvh_query_t")
MESH_QUERY_AABB = Type("mesh_query_aabb_t")
# A mesh ray query's answer (``wp.mesh_query_ray``): read by field (``Field``: result, t, face, u, v, sign, normal).
MESH_QUERY_RAY = Type("mesh_query_ray_t")
# A mesh point query's answer (``wp.mesh_query_point_no_sign``, ``wp.mesh_query_furthest_point_no_sign``): read by
# field (``Field``: result, sign, face, u, v).
MESH_QUERY_POINT = Type("mesh_query_point_t")
OPAQUE_TYPES = (HASH_GRID_QUERY.name, BVH_QUERY.name, MESH_QUERY_AABB.name, MESH_QUERY_RAY.name, MESH_QUERY_POINT.name)
BOOL = Type("bool")
VEC2, VEC3, VEC4 = Type("vec2", (2,)), Type("vec3", (3,)), Type("vec4", (4,))
MAT22, MAT33, MAT44 = Type("mat22", (2, 2)), Type("mat33", (3, 3)), Type("mat44", (4, 4))
VECTORS = (VEC2, VEC3, VEC4)
MATRICES = (MAT22, MAT33, MAT44)
# Rigid-body types, each its own Warp type (not a vec4/vec7): a quaternion (x, y, z, w), a
# transform (p: vec3, then q: quat; 7 float32 words) and a spatial vector (w: vec3 on top, v: vec3 below).
QUAT = Type("quat", (4,))
TRANSFORM = Type("transform", (7,))
SPATIAL_VECTOR = Type("spatial_vector", (6,))
RIGID_NAMES = ("quat", "transform", "spatial_vector")


def tuple_of(*types: Type) -> Type:
    """The type of ``(a, b, ...)``: values of these types, in order."""
    return Type(TUPLE, fields=tuple((str(k), t) for k, t in enumerate(types)))


NOTHING = tuple_of()  # what a @wp.func returning nothing returns (C: void)

_SHAPED = {"vec": lambda n: (int(n),), "mat": lambda rc: (int(rc[0]), int(rc[1]))}
_RIGID_SHAPES = {"quat": (4,), "transform": (7,), "spatial_vector": (6,), "quatd": (4,), "transformd": (7,), "quath": (4,), "transformh": (7,)}


def array_type(element: Type, ndim: int) -> Type:
    """The type of an array of ``element`` handed to a ``@wp.func`` (see ``Type.is_array``)."""
    return Type(f"array_{element.name}" if ndim == 1 else f"array{ndim}d_{element.name}")


def type_named(name: str) -> Type:
    """The value type Warp calls ``name``: a scalar (float32, uint32 ...), a vector or matrix of any
    scalar (vec3, vec3d, mat33h, vec2ub: ``synth.model.dtypes.SUFFIXES``), a quat, transform or spatial_vector."""
    found = split_composite(name)
    if found and found[0].startswith(("vec", "mat")):
        kind, digits = found[0][:3], found[0][3:]
        return Type(name, _SHAPED[kind](digits))
    if name in _RIGID_SHAPES:
        return Type(name, _RIGID_SHAPES[name])
    scalar_of(name)  # an unknown Warp type name is an error
    return Type(name)


def vector_of(n: int) -> Type:
    return {2: VEC2, 3: VEC3, 4: VEC4}[n]


def matrix_of(n: int) -> Type:
    return {2: MAT22, 3: MAT33, 4: MAT44}[n]


# ----------------------------------------------------------------------------- expressions


@dataclass(frozen=True)
class Const:
    """A literal. Floats render as Python/C literals (``0.5``, ``0.5f``), ints as integers; a
    ``named`` one is Warp's module constant of that value (``wp.pi``), a literal in the C."""

    value: float | int
    type: Type = FLOAT
    named: str | None = None


@dataclass(frozen=True)
class Load:
    """``array[i]`` (no ``index``: the thread index) or ``array[e0, e1]`` (INT index expressions)."""

    array: str
    type: Type
    index: tuple[Expr, ...] | None = None


@dataclass(frozen=True)
class Shape:
    """``array.shape[d]``: an array's extent along dimension ``d`` (INT). With ``row``: the length of
    element ``row`` of a Fabric array of arrays, ``array[row].shape[0]`` (``Param.lengths``)."""

    array: str
    dim: int
    type: Type = INT
    row: Expr | None = None


@dataclass(frozen=True)
class Field:
    """``base.name``: a field of a struct value."""

    base: Expr
    name: str
    type: Type


@dataclass(frozen=True)
class Select:
    """``wp.where(cond, a, b)`` (style ``where``) or ``a if cond else b`` (style ``ifexp``)."""

    cond: Expr
    a: Expr
    b: Expr
    type: Type
    style: str = "where"


@dataclass(frozen=True)
class FuncCall:
    """A call of one of the kernel's own ``@wp.func`` functions."""

    func: str
    args: tuple[Expr, ...]
    type: Type


@dataclass(frozen=True)
class Ref:
    """A local variable, a loop variable, a scalar parameter, or the thread index ``i``."""

    name: str
    type: Type


@dataclass(frozen=True)
class Unary:
    """``-x`` (op ``neg``), ``not x`` (op ``not``) or ``~x`` (op ``invert``, int32/uint32)."""

    op: str
    arg: Expr
    type: Type


@dataclass(frozen=True)
class Binary:
    """Infix arithmetic: add sub mul div mod, and ``matmul`` (``@``: mat×mat, mat×vec).

    ``mul`` also covers scalar×vector, vector×scalar, scalar×matrix, matrix×scalar and is
    componentwise for nothing else (vector×vector is not allowed: use ``cw_mul``).
    ``div`` covers scalar/scalar and vector/scalar. ``mod`` is int % int (C semantics).
    On int32/uint32 operands of one type also: ``floordiv`` (``//``: floor division for int32,
    as Warp's), ``bit_and`` ``bit_or`` ``bit_xor`` (``& | ^``), ``lshift`` ``rshift`` (``<< >>``).
    ``pow`` (``**``, right-associative) on two float scalars of one type: Warp's ``wp.pow``.
    """

    op: str
    lhs: Expr
    rhs: Expr
    type: Type


@dataclass(frozen=True)
class Compare:
    """``lhs <op> rhs`` on float or int scalars; op in lt le gt ge (and eq ne, for ints). Type BOOL."""

    op: str
    lhs: Expr
    rhs: Expr
    type: Type = BOOL


@dataclass(frozen=True)
class Logical:
    """``lhs and rhs`` / ``lhs or rhs`` on BOOL operands.

    Style ``chained`` (op ``and``, two ``Compare``s whose middle operands are one expression):
    Python's chained comparison ``a < b <= c``, which Warp evaluates as ``(a < b) && (b <= c)``
    with ``b`` computed once and no short circuit; the C spells it ``a < b && b <= c``.
    """

    op: str
    lhs: Expr
    rhs: Expr
    type: Type = BOOL
    style: str = ""


@dataclass(frozen=True)
class Call:
    """A Warp builtin by name, e.g. ``wp.sin(x)``, ``wp.dot(a, b)``; domain guards are explicit nodes of the tree, never implicit."""

    fn: str
    args: tuple[Expr, ...]
    type: Type


@dataclass(frozen=True)
class Construct:
    """A vector or matrix built from scalar components: ``wp.vec3(x, y, z)``; matrices row-major;
    ``wp.quat(x, y, z, w)``; a transform from (p: vec3, q: quat), a spatial vector from (w: vec3, v: vec3) or 6 floats."""

    args: tuple[Expr, ...]
    type: Type


@dataclass(frozen=True)
class Component:
    """``v[k]`` of a vector, or ``m[r, c]`` of a matrix (``index`` is (k,) or (r, c))."""

    base: Expr
    index: tuple[int, ...]
    type: Type = FLOAT


@dataclass(frozen=True)
class Element:
    """``v[k]`` of a vector, or ``m[r, c]`` of a matrix, its indices (INT) known only at run time
    (Warp's ``extract``). Real code writes it (``synth.warp.lift``); the generators read components
    by constant (``Component``)."""

    base: Expr
    index: tuple[Expr, ...]
    type: Type = FLOAT


@dataclass(frozen=True)
class Static:
    """``wp.static(value)``: evaluated by Python when Warp generates code, folded into a constant.

    ``value`` holds literals, module or closure constants (``Ref``s of ``KernelSpec.constants``)
    and the variables of the loops around it (``For``, which Warp then unrolls: each iteration
    gets its own constant). Python's arithmetic, then Warp's constant type: an int is int32, a
    float float32 (rounded once from Python's double). The C holds the folded value.
    """

    value: Expr
    type: Type


@dataclass(frozen=True)
class ArrayTest:
    """An array as a condition (``if a:``, ``not a``, ``a and ...``): true where an array was
    passed, false for None. Warp tests the array's data pointer; the C, the pointer. Real code
    writes it for optional arrays (``synth.warp.lift``); the generators never draw it."""

    array: str
    type: Type = BOOL


@dataclass(frozen=True)
class AtomicValue:
    """``wp.atomic_<op>(array, index, value)`` whose result is used: the element's value before the
    operation (a slot claimed from a counter, ``slot = wp.atomic_add(count, 0, 1)``). ``index`` as
    ``Atomic``'s; op ``add`` on int32, uint32, float32 or float64 (CUDA's atomicAdd returns it),
    or ``cas`` on int32 or uint32: ``wp.atomic_cas(array, index, compare, value)`` stores ``value`` where the
    element equals ``compare`` (CUDA's atomicCAS), ``exch`` on int32, uint32 or float32 (atomicExch), or
    ``and``, ``or``, ``xor`` on int32 or uint32 (atomicAnd, atomicOr, atomicXor)."""

    op: str
    array: str
    index: Expr | tuple[Expr, ...]
    value: Expr
    type: Type
    compare: Expr | None = None  # cas only

    @property
    def indices(self) -> tuple[Expr, ...]:
        return self.index if isinstance(self.index, tuple) else (self.index,)


@dataclass(frozen=True)
class TupleOf:
    """``a, b``: a tuple expression, the value of an ``Unpack`` or of a function's ``Return``."""

    items: tuple[Expr, ...]
    type: Type


Expr = (
    Const | Load | Ref | Unary | Binary | Compare | Logical | Call | Construct | Component | Shape | Field | Select | FuncCall | Static | TupleOf
    | ArrayTest | AtomicValue | Element
)


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
class Unpack:
    """``a, b = value``: first definitions of locals from a ``TupleOf`` (``a, b = x, y``) or from a
    call of a function returning a tuple (``a, b = f(x)``)."""

    names: tuple[str, ...]
    value: Expr


@dataclass(frozen=True)
class If:
    """``if cond: body else: orelse``; an ``orelse`` holding a single If renders as ``elif``."""

    cond: Expr
    body: tuple[Stmt, ...]
    orelse: tuple[Stmt, ...] = ()


@dataclass(frozen=True)
class AugAssign:
    """``name <op>= value`` on a local (op in add sub mul div; div on floats: Warp's ``x /= v`` is
    its ``x = x / v``)."""

    name: str
    op: str
    value: Expr


@dataclass(frozen=True)
class SetField:
    """``name.field = value`` on a local struct."""

    name: str
    field: str
    value: Expr


@dataclass(frozen=True)
class SetComponent:
    """``name[k] = value`` / ``name[r, c] = value`` on a local vector or matrix (a float32 value).

    Warp 1.19's reverse mode passes the adjoint of an overwritten component on to its old value
    too (tests/unit/warp/test_warp_reverse_mode.py), so generators write each component at most once,
    into a local built from constants (``wp.vec3(0.0, ...)``, ``wp.identity``), where that is harmless.
    """

    name: str
    index: tuple[int, ...]
    value: Expr


@dataclass(frozen=True)
class SetElement:
    """``v[k] = value`` or ``m[r, c] = value`` on a local, its indices (INT) known only at run time
    (``Element``'s store). Real code writes it (``synth.warp.lift``); the generators do not."""

    name: str
    index: tuple[Expr, ...]
    value: Expr
    type: Type  # the local's (a vector or matrix)


@dataclass(frozen=True)
class For:
    """``for var in range(count):`` with a static count (Warp unrolls it).

    Spelling only (Warp's code is the same): ``count_name`` names the module or closure constant
    holding the count (``range(STEPS)``); ``static`` wraps it in ``wp.static`` (``range(wp.static(STEPS))``).
    """

    var: str
    count: int
    body: tuple[Stmt, ...]
    count_name: str | None = None
    static: bool = False


@dataclass(frozen=True)
class Range:
    """``for var in range(start, stop, step):`` with INT bounds known at run time; step a nonzero constant."""

    var: str
    start: Expr
    stop: Expr
    step: int
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class While:
    """``while cond: body``; the generator bounds it by construction (a counter the body advances)."""

    cond: Expr
    body: tuple[Stmt, ...]


@dataclass(frozen=True)
class ForQuery:
    """``for var in query:``: Warp's iteration over a query object (a local of type ``MESH_QUERY_AABB``
    or ``HASH_GRID_QUERY``; Warp 1.19 has no ``iter_next`` for a BVH query); ``var`` (INT, a new local)
    is each face or point the query finds. The same traversal as ``while wp.mesh_query_aabb_next(query,
    var)`` (``QUERY_NEXT``)."""

    var: str
    query: Expr
    body: tuple[Stmt, ...]


# The builtin advancing each query type, by the query's type name (what ``ForQuery`` calls in the C).
QUERY_NEXT = {"bvh_query_t": "bvh_query_next", "mesh_query_aabb_t": "mesh_query_aabb_next", "hash_grid_query_t": "hash_grid_query_next"}


@dataclass(frozen=True)
class Break:
    """``break`` out of the innermost loop."""


@dataclass(frozen=True)
class Continue:
    """``continue`` with the innermost loop's next iteration."""


@dataclass(frozen=True)
class Return:
    """``return`` (from a kernel: the thread ends early) or ``return value`` (from a function;
    a ``TupleOf`` from a function returning a tuple)."""

    value: Expr | None = None


@dataclass(frozen=True)
class StoreComponent:
    """``array[index].y = value`` (style ``attribute``) or ``array[index][k] = value`` (style
    ``subscript``): one component of an array's vector or matrix element stored (``component``
    is (k,) or (r, c)). Real code writes it (``synth.warp.lift``); the generators do not."""

    array: str
    index: tuple[Expr, ...]
    component: tuple[int, ...]
    value: Expr
    style: str = "attribute"


@dataclass(frozen=True)
class Invoke:
    """A call whose value is unused: ``f(a, i)``, a ``@wp.func`` called for what it stores (one
    returning nothing has ``Func.returns`` the empty tuple, ``NOTHING``). Real code writes it
    (``synth.warp.lift``); the generators do not."""

    call: Expr


@dataclass(frozen=True)
class Store:
    """``array[i] = value`` (no ``index``: the thread index) or ``array[e0, e1] = value``."""

    array: str
    value: Expr
    index: tuple[Expr, ...] | None = None


@dataclass(frozen=True)
class Atomic:
    """``wp.atomic_<op>(array, index, value)`` (op in add sub min max exch and or xor), or with style ``aug``
    (op add, sub, and, or, xor) ``array[index] += value``, ``-=``, ``&=``, ``|=``, ``^=``, which Warp
    compiles to the same atomics (its atomic_sub is atomic_add of -value). ``index`` is an INT expression, or a
    tuple of them for a multi-dimensional array. ``component`` (k,) or (r, c): the atomic is on that component
    of a vector or matrix element, ``array[index][k] += value`` (style ``aug``) or ``array[index].y += value``
    (style ``attribute``), as Warp compiles them; ``field``: on that field of a struct element,
    ``array[index].mass += value``. Real code writes both (``synth.warp.lift``)."""

    op: str
    array: str
    index: Expr | tuple[Expr, ...]
    value: Expr
    style: str = "call"
    component: tuple[int, ...] = ()
    field: str = ""

    @property
    def indices(self) -> tuple[Expr, ...]:
        return self.index if isinstance(self.index, tuple) else (self.index,)


@dataclass(frozen=True)
class Expect:
    """``wp.expect_eq(actual, expected)``, ``wp.expect_neq`` or ``wp.expect_near(actual, expected,
    tolerance)`` (``kind``: eq, neq, near): Warp prints an error when the expectation fails and goes on
    (warp/native/builtin.h). Real code writes it (Warp's tests, ``synth.warp.lift``); the generators do not.

    ``outcome`` is set in the verification run only (``synth.model.expectations.observed``): an int32
    array the expectation's result is stored to at the thread index, 1 failed, 0 held."""

    kind: str
    actual: Expr
    expected: Expr
    tolerance: Expr | None = None
    outcome: str | None = None


@dataclass(frozen=True)
class Print:
    """What a thread writes to stdout: ``wp.print(value)`` or ``print(value)`` (``kind`` print or
    python: Warp's ``print`` overload for the value's type, warp/native/builtin.h), with ``text`` a
    string constant instead of a value (``wp.print("...")``: ``args`` empty), or ``wp.printf(text,
    *args)`` (kind printf: C's printf, ``text`` its format). Real code writes it (Warp's tests,
    ``synth.warp.lift``); the generators do not. Its proof compares the bytes written
    (``synth.warp.stdout``)."""

    kind: str
    args: tuple[Expr, ...] = ()
    text: str | None = None


Stmt = Let | Unpack | Assign | AugAssign | SetField | SetComponent | SetElement | If | For | Range | While | ForQuery | Break | Continue | Return | Store | Atomic | Invoke | StoreComponent | Expect | Print


# ----------------------------------------------------------------------------- kernel


@dataclass(frozen=True)
class Param:
    """A kernel parameter.

    ``kind`` is ``in`` (input array), ``out`` (output array), ``scalar`` (a float32,
    int32 or struct value passed by value), or ``none``: an array parameter passed as None (real
    code's optional arrays, lifted by ``synth.warp.lift``; shape ``(0,)``, Warp's None array's):
    the kernel gets a null pointer, the files hold no value for it. A kind of ``HANDLE_KINDS``
    (``mesh``, ``hash_grid``, ``bvh``) is a geometry object's id (``wp.uint64``) that the launch
    builds from input arrays of the kernel: ``built_from`` pairs each of the object's arrays
    (``points``, ``indices``, ``velocities``; a BVH's ``lowers``, ``uppers``) with the parameter
    holding it (those come before it), ``options`` names its other construction values (a hash
    grid's ``dim_x``, ``dim_y``, ``dim_z`` and ``cell_width``); the files hold no value for it. An
    input array's ``options`` may hold ``("sorted", 1)``: its values are drawn, then sorted ascending
    (a cumulative table that ``wp.lower_bound`` searches).
    ``domain`` is the closed interval input values (or each component) are drawn from; for scalars the value itself is drawn from it; int32
    values are drawn as integers in it (index arrays hold in-range indices this way).
    An array's extent is ``shape`` when given, else ``length`` (1-D ``out`` arrays), else the
    launch shape. ``init`` is the value an output buffer is filled with before launch.

    ``buckets``: a Fabric array (``wp.fabricarray``, real code's, lifted): its elements lie in
    buckets of these sizes, in order (Warp finds an index's bucket at run time); ``shape`` is
    their sum, and the files hold the buckets' elements in order. ``indexed``: a Fabric array read
    through an index array of this length (``wp.indexedfabricarray``: ``a[i]`` is element
    ``indices[i]``); the files hold the indices (int32) right after the elements. ``lengths``: a
    Fabric array of arrays (``wp.fabricarrayarray``): element ``k`` is an array of ``lengths[k]``
    values, read as ``a[i, j]`` (``Load`` of two indices) and measured as ``a[i].shape[0]``
    (``Shape.row``); ``buckets`` count elements, ``shape`` is the lengths' sum, and the files hold
    every element's array in order.

    ``index_lengths``: an indexed array (``wp.indexedarray``, real code's, lifted): per dimension,
    the length of the index array that dimension is read through, None where it is read directly
    (Warp's ``indexedarray_t``: ``a[i, j]`` is element ``(rows[i], j)`` of the array it indexes);
    ``shape`` is the array it indexes, and the files hold its elements, then each index array
    (int32) in dimension order.
    """

    name: str
    kind: str
    type: Type
    domain: tuple[float, float] = (-1.0, 1.0)
    length: int | None = None
    init: float = 0.0
    shape: tuple[int, ...] | None = None
    built_from: tuple[tuple[str, str], ...] = ()
    options: tuple[tuple[str, float | int], ...] = ()
    buckets: tuple[int, ...] = ()
    indexed: int | None = None
    lengths: tuple[int, ...] = ()
    index_lengths: tuple[int | None, ...] = ()

    @property
    def is_fabric(self) -> bool:
        """A Fabric array, indexed or not (``buckets``)."""
        return bool(self.buckets)

    @property
    def is_indexed_array(self) -> bool:
        """An indexed array (``index_lengths``)."""
        return bool(self.index_lengths)

    @property
    def indexed_shape(self) -> tuple[int, ...]:
        """An indexed array's shape as the kernel sees it (Warp's ``shape``: each dimension's index
        count, or the indexed array's extent where it has no index array)."""
        return tuple(s if n is None else n for s, n in zip(self.shape or (), self.index_lengths, strict=True))


HANDLE_KINDS = ("mesh", "hash_grid", "bvh")  # parameters holding a geometry object's id, built at launch (``Param.built_from``)


@dataclass(frozen=True)
class Func:
    """A ``@wp.func``: typed parameters, a return type (a tuple type: it returns several values),
    a body ending in ``Return`` on every path.

    ``generic`` names parameters annotated ``typing.Any``: Warp makes one overload of the function
    per set of argument types it is called with; the types here are the one it is called with.
    ``grad`` is a custom adjoint (``@wp.func_grad``): per float parameter, the expression added to
    its adjoint (``wp.adjoint[x] += ...``), reading the parameters and ``adj_ret`` (``ADJ_RET``).
    """

    name: str
    params: tuple[tuple[str, Type], ...]
    returns: Type
    body: tuple[Stmt, ...]
    generic: tuple[str, ...] = ()
    grad: tuple[tuple[str, Expr], ...] | None = None


ADJ_RET = "adj_ret"  # the adjoint of a function's result, as a custom adjoint (Func.grad) reads it


TIDS = ("i", "j", "k")
LIFTED = "lifted"  # the category of a real kernel lifted into the model (synth.warp.lift)


CONSTANT_KINDS = ("wp_constant", "global", "closure")


@dataclass(frozen=True)
class ModuleConstant:
    """A named constant read as ``Ref(NAME)``: Warp inlines its value at compile time (its code is
    the literal's); the C declares it ``constexpr``.

    ``kind``: ``wp_constant`` (``NAME = wp.constant(value)`` at module level), ``global`` (a plain
    ``NAME = value``) or ``closure`` (a parameter of the factory function the kernel is made in,
    captured by value when the factory runs: ``kernel = make_kernel(value)``).
    """

    name: str
    value: float | int
    type: Type = FLOAT
    kind: str = "wp_constant"


@dataclass(frozen=True)
class Style:
    """How the kernel is spelled, where Warp's code does not change with it (``synth.generate.idioms``).

    ``arrays``: ``call`` (``wp.array(dtype=float)``, ``wp.array2d(dtype=...)``, or with the spec's
    ``ndim_arrays`` ``wp.array(dtype=..., ndim=2)``) or ``subscript`` (``wp.array[float]``,
    ``wp.array2d[wp.vec3]``; Warp >= 1.12). ``unique_module``: a kernel made in a factory is
    decorated ``@wp.kernel(module="unique")`` (a Warp module of its own, named by its hash).
    ``array1d``: 1-D arrays are spelled ``wp.array1d`` (Warp's alias of ``wp.array``, as some of
    its examples write them). ``closure_dtype``: the kernel's ``generic_params`` are typed by the factory's ``dtype``
    parameter (``def make_k(dtype)``, ``a: wp.array(dtype=dtype)``, ``k = make_k(wp.vec3)``), not
    ``Any`` and a ``wp.overload``: the kernel is made for the one type its factory is called with.
    """

    arrays: str = "call"
    unique_module: bool = False
    array1d: bool = False
    closure_dtype: bool = False


@dataclass(frozen=True)
class KernelSpec:
    """One generated kernel: everything both renderers, the inputs and the checks need.

    ``funcs`` are rendered before the kernel, callees before callers; ``structs`` are the
    struct types the kernel and its functions use, in definition order. ``ndim_arrays`` spells
    multi-dimensional array parameters ``wp.array(dtype=..., ndim=2)`` instead of ``wp.array2d``
    (the same type to Warp; both spellings are common in real code).

    ``enable_backward`` False is ``@wp.kernel(enable_backward=False)``: Warp generates no adjoint
    (the record's backward texts are empty, the gradient check is skipped). ``generic_params``
    are array parameters annotated ``wp.array[Any]``: the kernel is generic and one
    ``wp.overload`` declares it for the parameter types, the overload every stage runs.
    """

    name: str
    category: str
    seed: int
    dim: int | tuple[int, ...]
    params: tuple[Param, ...]
    body: tuple[Stmt, ...]
    funcs: tuple[Func, ...] = ()
    structs: tuple[Type, ...] = ()
    ndim_arrays: bool = False
    constants: tuple[ModuleConstant, ...] = ()
    block_dim: int | None = None  # a tile kernel's threads per block (synth.model.tiles); None for every other kernel
    tiled: bool = False  # launched with wp.launch_tiled: ``dim`` counts tiles, not threads (synth.model.tiles)
    style: Style = Style()
    enable_backward: bool = True
    generic_params: tuple[str, ...] = ()
    tid_names: tuple[str, ...] = ()  # the thread indices' names where a real kernel chose its own (``tid = wp.tid()``); default i, j, k

    @property
    def described(self) -> str:
        """What the kernel is, for the comments and docstrings of both renderings."""
        return "kernel lifted from existing Warp code" if self.category == LIFTED else f"{self.category} kernel, seed {self.seed}"

    @property
    def factory(self) -> bool:
        """Whether the kernel is made inside a factory function (it captures closure constants, or
        its arrays' dtype)."""
        return self.style.closure_dtype or any(k.kind == "closure" for k in self.constants)

    @property
    def factory_name(self) -> str:
        """The factory function's name (``factory``): ``make_<name>``."""
        return f"make_{self.name}"

    @property
    def warp_key(self) -> str:
        """Warp's name for the kernel (its qualified name): ``make_<name>__locals__<name>`` for one
        made in a factory, else the name; the IR texts and PTX entry points carry it."""
        return f"{self.factory_name}__locals__{self.name}" if self.factory else self.name

    @property
    def shape(self) -> tuple[int, ...]:
        """The launch shape: (dim,) for a 1-D launch."""
        return self.dim if isinstance(self.dim, tuple) else (self.dim,)

    @property
    def threads(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n

    @property
    def tids(self) -> tuple[str, ...]:
        """The thread index names, one per launch dimension (``tid_names``, else i, j, k)."""
        return self.tid_names or TIDS[: len(self.shape)]

    @property
    def uses_tid(self) -> bool:
        """Whether the kernel reads its thread index (a kernel that does not runs on one thread)."""
        for top in kernel_expressions(self.body):
            for e in walk_expr(top):
                if isinstance(e, Ref) and e.name in self.tids:
                    return True
                if isinstance(e, Load) and e.index is None:
                    return True
        return any(isinstance(s, Store) and s.index is None for s in walk_statements(self.body))

    def func(self, name: str) -> Func:
        for f in self.funcs:
            if f.name == name:
                return f
        raise KeyError(name)

    def array_shape(self, p: Param) -> tuple[int, ...]:
        """An array parameter's extent (without the element's own shape)."""
        if p.shape is not None:
            return p.shape
        if p.kind == "out" and p.length is not None:
            return (p.length,)
        return self.shape

    @property
    def inputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.params if p.kind == "in")

    @property
    def valued(self) -> tuple[Param, ...]:
        """The parameters whose value the input files hold: every one but the arrays passed as None and
        the geometry handles (built at launch from other parameters' arrays)."""
        return tuple(p for p in self.params if p.kind != "none" and p.kind not in HANDLE_KINDS)

    @property
    def handles(self) -> tuple[Param, ...]:
        """The geometry handle parameters (``HANDLE_KINDS``)."""
        return tuple(p for p in self.params if p.kind in HANDLE_KINDS)

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
        """The element count of an array parameter (all dimensions)."""
        n = 1
        for s in self.array_shape(p):
            n *= s
        return n


def child_bodies(s: Stmt) -> tuple[tuple[Stmt, ...], ...]:
    """The statement lists nested directly in ``s`` (an if's two branches, a loop's body)."""
    return walk.bodies(s)


def statement_expressions(s: Stmt) -> tuple[Expr, ...]:
    """The expressions directly held by one statement (not those of nested statements)."""
    return walk.expressions(s)


def statement_selects(s: Stmt) -> list[Select]:
    """The selects (``wp.where``, ``x if c else y``) a statement computes where it stands: in its
    values, indices and if condition, not in a loop's condition or bounds (evaluated on every pass)."""
    if isinstance(s, (While, Range, ForQuery)):
        return []
    return [e for top in statement_expressions(s) for e in walk_expr(top) if isinstance(e, Select)]


def kernel_expressions(body: tuple[Stmt, ...]):
    """Every top-level expression of every statement in ``body``."""
    for s in walk_statements(body):
        yield from statement_expressions(s)


def all_bodies(spec: KernelSpec):
    """The kernel's body, then each function's."""
    yield spec.body
    for f in spec.funcs:
        yield f.body


def called_functions(body: tuple[Stmt, ...]) -> set[str]:
    """The ``@wp.func`` names a body calls directly: by a call, or through ``wp.tile_map`` (a tile
    node's ``user_function``, synth.model.tiles)."""
    called = set()
    for top in kernel_expressions(body):
        for e in walk_expr(top):
            name = e.func if isinstance(e, FuncCall) else getattr(e, "user_function", None)
            if name:
                called.add(name)
    return called


def reachable_functions(body: tuple[Stmt, ...], funcs: tuple[Func, ...]) -> set[str]:
    """The names of the functions in ``funcs`` that ``body`` calls, directly or through each other."""
    by_name = {f.name: f for f in funcs}
    reached: set[str] = set()
    frontier = called_functions(body)
    while frontier:
        name = frontier.pop()
        if name in by_name and name not in reached:
            reached.add(name)
            frontier |= called_functions(by_name[name].body)
    return reached


def used_functions(spec: KernelSpec) -> set[str]:
    """Names of the builtins and binary ops used anywhere in the kernel and its functions."""
    names: set[str] = set()
    for body in all_bodies(spec):
        for top in kernel_expressions(body):
            for e in walk_expr(top):
                if isinstance(e, Call):
                    names.add(e.fn)
                elif isinstance(e, Binary):
                    names.add(f"op:{e.op}:{e.lhs.type.name}:{e.rhs.type.name}")
    return names
