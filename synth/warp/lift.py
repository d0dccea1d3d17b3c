"""Lift a real Warp kernel into the kernel model (``synth.model.spec.KernelSpec``), exactly or not at all.

The lifter reads the kernel as Warp parsed and typed it: its Python AST (``kernel.adj.tree``),
with the type Warp gave every expression and the function or overload every call resolved to,
recorded while Warp builds the kernel (``traced``: Warp's own ``Adjoint.eval`` and
``Adjoint.resolve_call``, watched, not changed). So no type is guessed: a literal is what Warp
made it, ``min`` is the builtin Warp chose, a ``@wp.func`` call is the overload Warp picked.

A construct the model cannot hold refuses the whole kernel with ``Refused``, whose label names
the first such construct (``not lifted: wp.mesh_query_point (builtin not in the model)``). A
lifted kernel is checked by the caller twice: printed back to Warp Python it must give the
original's outputs bit for bit (``synth.stages.ingest.child``), and its standalone CUDA,
emulated, must too (``synth.stages.lifted``).

A lifted spec is for one launch: its ``dim`` and every array's shape are the captured launch's.
Arrays the kernel (or a function it calls) stores to are ``out`` parameters whose initial
contents are the launch's; the others are ``in``.
"""

from __future__ import annotations

import ast
import contextlib
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from synth.model import expectations, walk
from synth.model import spec as m
from synth.model.builtins import BUILTINS, RIGID
from synth.model.dtypes import SCALARS, SUFFIXES, composite_name, printable
from synth.warp import lift_indexed, lift_loops, lift_slices, lift_tiles, lift_uses, warp_ir
from synth.warp.lift_exprs import RANDOM_WITH_STATE
from synth.warp.lift_exprs import component as _component
from synth.warp.lift_exprs import pure as _pure
from synth.warp.refusal import Refused

BINARY = {
    ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div", ast.Mod: "mod", ast.FloorDiv: "floordiv",
    ast.MatMult: "matmul", ast.BitAnd: "bit_and", ast.BitOr: "bit_or", ast.BitXor: "bit_xor", ast.LShift: "lshift", ast.RShift: "rshift",
}  # fmt: skip
COMPARE = {ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge", ast.Eq: "eq", ast.NotEq: "ne"}
AUGMENTED = (
    "add",
    "sub",
    "mul",
)  # the model's AugAssign ops; others are written ``x = x <op> v`` (Warp's meaning of ``x op= v`` on a local)
CASTS = {"float32": "float", "int32": "int"}  # the builtin table's names of the two default casts
# Atomics whose result (the element before) the model holds, on the element types CUDA's atomicAdd, atomicCAS
# and atomicExch return it for. Not atomic_sub's: real code counts down with it into indices that go negative
# on synthesized inputs (``wp.atomic_sub(count, 0, n) - n``), which Warp counts from the array's end and the
# .cu writes before the array (the emulation crashes instead of comparing).
ATOMIC_VALUES = {
    "atomic_add": ("int32", "uint32", "float32", "float64"),
    "atomic_cas": ("int32", "uint32"),
    "atomic_exch": ("int32", "uint32", "float32"),
    **dict.fromkeys(("atomic_and", "atomic_or", "atomic_xor"), ("int32", "uint32")),
}
# The element types each atomic statement is rendered for (synth.render.cuda.kernel.atomic_call: CUDA's atomics,
# the shim's, a float CAS loop for float32 min/max, a helper per component for float32 vectors and matrices).
_FLOAT32_COMPOSITES = ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")
_ADDED_COMPOSITES = (*_FLOAT32_COMPOSITES, "mat11")  # a 1x1 block: Warp's sparse matrices of scalars
ATOMIC_ELEMENTS = {
    "add": ("int32", "uint32", "float32", "float64", "float16", *_ADDED_COMPOSITES, *(f"{t}d" for t in _ADDED_COMPOSITES), "vec2i", "vec3i", "vec4i"),
    "sub": ("int32", "uint32", "float32", "float64", "vec2", "vec3", "vec4"),
    "min": ("int32", "uint32", "float32", *_FLOAT32_COMPOSITES),
    "max": ("int32", "uint32", "float32", *_FLOAT32_COMPOSITES),
    "exch": ("int32", "uint32", "float32"),
    **dict.fromkeys(("and", "or", "xor"), ("int32", "uint32")),  # CUDA's atomicAnd, atomicOr, atomicXor
}
# ``a[i] op= v`` on an array element: the atomic Warp compiles it to (``emit_AugAssign``).
ARRAY_AUGMENTED = {"add": "add", "sub": "sub", "bit_and": "and", "bit_or": "or", "bit_xor": "xor"}
ARRAY_OPERATORS = {"add": "+=", "sub": "-=", "and": "&=", "or": "|=", "xor": "^="}
ARRAY_BUILTINS = ("lower_bound",)  # builtins taking an array (by name), besides the atomics
EXPECTATIONS = ("expect_eq", "expect_neq", "expect_near")  # Warp's assertions: the model's Expect


class RunTimeIndex(Refused):
    """A component index that is not a compile-time constant (``Lifter.element`` may still hold it)."""


# ----------------------------------------------------------------------------- the trace of Warp's build


@dataclass
class Trace:
    """What Warp made of each AST node while building: its value (a ``Var``, a constant, a function)
    and, for calls, the function or overload it resolved to. Keyed by ``id(node)``; the first
    evaluation wins (an unrolled loop evaluates its body once per iteration, to the same types)."""

    values: dict = field(default_factory=dict)
    calls: dict = field(default_factory=dict)
    nodes: list = field(default_factory=list)  # keeps the nodes alive while their ids are keys


@contextlib.contextmanager
def traced():
    """Record every AST node's value and every call's resolution while Warp builds code."""
    warp_ir.warp()
    from warp._src.codegen import Adjoint

    trace, stack = Trace(), []
    evaluate, resolve = Adjoint.eval, Adjoint.resolve_call

    def eval_node(adj, node):
        stack.append(node)
        try:
            value = evaluate(adj, node)
        finally:
            stack.pop()
        if id(node) not in trace.values:
            trace.values[id(node)] = value
            trace.nodes.append(node)
        return value

    def resolve_call(adj, func, *args, **kwargs):
        found = resolve(adj, func, *args, **kwargs)
        if stack and id(stack[-1]) not in trace.calls:
            trace.calls[id(stack[-1])] = found[0]
        return found

    Adjoint.eval, Adjoint.resolve_call = eval_node, resolve_call
    try:
        yield trace
    finally:
        Adjoint.eval, Adjoint.resolve_call = evaluate, resolve


# ----------------------------------------------------------------------------- types


def model_type(t, what: str) -> m.Type:
    """The model's type of a Warp value type, or ``Refused``."""
    wt, codegen = warp_ir.private_types()
    if wt.is_reference(t):
        t = wt.strip_reference(t)
    python = {float: m.FLOAT, int: m.INT, bool: m.BOOL}  # Python's types in annotations: Warp's float32, int32, bool
    if t in python:
        return python[t]
    if isinstance(t, codegen.Struct):
        fields = []
        for name, var in t.vars.items():
            ft = model_type(var.type, what)
            if not (ft == m.FLOAT or (ft.is_vector and ft.scalar.name == "float32" and ft.name.startswith("vec"))):
                raise Refused(
                    f"struct {t.key} with a field of type {wt.type_repr(var.type)} (the model's structs hold float32 scalars and vectors)"
                )
            fields.append((name, ft))
        return m.Type(t.key, fields=tuple(fields))
    generic = getattr(t, "_wp_generic_type_str_", None)
    scalar = getattr(t, "_wp_scalar_type_", None)
    if generic is not None:
        if scalar.__name__ not in SUFFIXES:  # bool vectors among them
            raise Refused(f"{what}: a {wt.type_repr(t)} (vectors and matrices of {scalar.__name__} are not modelled)")
        plain = scalar.__name__ in ("float32", "float64", "float16")  # the scalars quaternions and transforms have in the model
        shape = tuple(t._shape_)
        if generic == "vec_t" and shape == (6,) and scalar.__name__ == "float32":  # wp.spatial_vector, or any vector(length=6, dtype=float32): Warp's one type
            return m.SPATIAL_VECTOR
        if generic in ("quat_t", "transform_t"):  # quat, quatd, quath; transform, transformd, transformh
            if not plain:
                raise Refused(f"{what}: a {wt.type_repr(t)} (quaternions and transforms of {scalar.__name__} are not modelled)")
            return m.type_named(f"{generic.removesuffix('_t')}{SUFFIXES[scalar.__name__]}")
        if generic == "vec_t" and shape[0] in (2, 3, 4):
            return m.type_named(composite_name(f"vec{shape[0]}", scalar.__name__))
        if generic == "mat_t" and shape[0] == shape[1] and shape[0] in (2, 3, 4):
            return m.type_named(composite_name(f"mat{shape[0]}{shape[1]}", scalar.__name__))
        if generic in ("vec_t", "mat_t"):
            return _any_shape(shape, SUFFIXES[scalar.__name__], f"{what}: a {wt.type_repr(t)}")
        raise Refused(f"{what}: a {wt.type_repr(t)}")
    name = getattr(t, "__name__", None)
    if name in SCALARS:
        return m.Type(name)
    raise Refused(f"{what}: a value of type {wt.type_repr(t) if t is not None else 'None'}")


def _any_shape(shape: tuple[int, ...], suffix: str, what: str) -> m.Type:
    """A vector of any length but 2-4, a matrix of any other shape, of any scalar type with a suffix
    but bfloat16: the model names them as Warp's suffixes do (vec5, vec5h, vec5ub, mat32, mat66d, mat23s);
    the C holds a longer vector's components in an array (``synth.render.cuda.names.field``), of any
    length (vec10, vec16i). Refused for bfloat16 (no real kernel has one) and for matrices above 9 rows
    or columns (the name would not say where the rows end: mat1010)."""
    if suffix == "bf":
        raise Refused(f"{what} (vectors and matrices of bfloat16 are modelled with 2 to 4 components only)")
    if len(shape) == 2 and max(shape) > 9:
        raise Refused(f"{what} (matrices of more than 9 rows or columns are not modelled)")
    if len(shape) == 1:
        return m.type_named(f"vec{shape[0]}{suffix}")
    return m.type_named(f"mat{shape[0]}{shape[1]}{suffix}")


FABRIC = ("fabricarray", "indexedfabricarray")


def array_class(t) -> str:
    """The name of an array type's class: ``array``, ``indexedarray``, ``fabricarray`` ... (``wp.array[float]``
    annotates with an _ArrayAnnotation, whose class is ``array``)."""
    concrete = type(t) if not hasattr(type(t), "_concrete_cls") else type(t)._concrete_cls
    return concrete.__name__


def array_ndim(t, fabric: bool = False) -> int | None:
    """An array type's dimensions (None: not an array); refused for the arrays the model lacks.
    ``fabric``: a Fabric array (a kernel's parameter; of arrays too) is modelled."""
    wt, _ = warp_ir.private_types()
    if not wt.is_array(t):
        return None
    kind = array_class(t)
    if kind in FABRIC and not fabric:
        raise Refused(f"a {kind} parameter of a @wp.func (Fabric arrays are modelled as a kernel's parameters only)")
    if kind not in ("array", *FABRIC):
        raise Refused(f"a {kind} parameter of a @wp.func (indexed arrays are modelled as a kernel's parameters only)")
    return t.ndim


def _bindings(tree: ast.AST) -> dict[str, int]:
    """How often each name is bound in ``tree`` (assigned, augmented, a loop's variable)."""
    found: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            found[node.id] = found.get(node.id, 0) + 1
    return found


def rows_read_whole(body: tuple, rows: set[str]) -> None:
    """Refused where a Fabric array of arrays (``rows``) is indexed other than by an element and a value
    in its array (``a[i, j]``): an element itself (an array) read, stored or updated atomically."""
    for s in walk.walk_statements(body):
        nodes = [s, *(e for top in walk.expressions(s) for e in walk.walk_expr(top))]
        for n in nodes:
            array, index = getattr(n, "array", None), getattr(n, "index", None)
            if array in rows and not isinstance(n, m.Shape) and not (isinstance(index, tuple) and len(index) == 2):
                raise Refused(f"a Fabric array of arrays' element used as a whole, {type(n).__name__} (not modelled)")


def _positional(node: ast.Call, func) -> list:
    """A call's arguments in the order of the parameters Warp resolved it to (keyword arguments
    put in their places); refused where a keyword skips a parameter or names none."""
    names = list(getattr(func, "input_types", None) or {})
    given = {k.arg: k.value for k in node.keywords}
    if not names or None in given:
        raise Refused("keyword arguments in a call")
    args = list(node.args)
    for name in names[len(args) :]:
        if name not in given:
            break
        args.append(given.pop(name))
    if given:
        raise Refused("keyword arguments in a call")
    return args


def _constructs(func) -> bool:
    """Whether a resolved builtin builds a vector, matrix, quaternion or transform (its ``dtype``,
    ``length`` and ``shape`` keywords are the result's type, which the trace already holds). A matrix
    from vectors is lifted as its components (``_from_parts``), though the table declares it for the generators."""
    name = getattr(func, "key", "")
    return func is not None and func.is_builtin() and (
        name in ("vec_t", "mat_t", "quat_t", "transform_t", "quaternion", "transformation", "spatial_vector", "matrix_from_rows", "matrix_from_cols")
        or name.startswith(("vec", "mat"))
        and name not in BUILTINS
    )




def _from_parts(args: tuple, t: m.Type, name: str) -> m.Construct | None:
    """A vector or matrix built from the components of other values, each component as Warp copies it:
    ``wp.matrix_from_rows(a, b)`` / ``matrix_from_cols`` of vectors, or a float32 vector or matrix made
    from a float64 one and back (Warp's ``static_cast`` of each component, C's cast). None for other
    forms; refused where an argument is not pure (the model reads each of its components)."""
    scalar = m.Type(t.scalar.name) if not t.is_scalar else t
    cast = len(args) == 1 and args[0].type.shape == t.shape and {args[0].type.scalar.name, t.scalar.name} == {"float32", "float64"}
    cast = cast and args[0].type.name.startswith(("vec", "mat")) and t.name.startswith(("vec", "mat"))
    vectors = name in ("matrix_from_rows", "matrix_from_cols") and t.is_matrix and len(args) == t.shape[0] == t.shape[1]
    vectors = vectors and all(a.type.is_vector and a.type.shape == (t.shape[1],) and a.type.scalar == t.scalar for a in args)
    if not (cast or vectors):
        return None
    if not all(_pure(a) for a in args):
        raise Refused(f"a {t.name} built from the components of a value that is not pure")
    if cast:
        fn = CASTS.get(t.scalar.name, t.scalar.name)
        flat = [(r,) for r in range(t.shape[0])] if t.is_vector else [(r, c) for r in range(t.shape[0]) for c in range(t.shape[1])]
        source = m.Type(args[0].type.scalar.name)
        return m.Construct(tuple(m.Call(fn, (_component(args[0], k, source),), scalar) for k in flat), t)
    n = t.shape[0]
    rows = name == "matrix_from_rows"
    return m.Construct(tuple(_component(args[r] if rows else args[c], ((c if rows else r),), scalar) for r in range(n) for c in range(n)), t)


def _not_negative(index: m.Expr) -> m.Expr:
    """An index that is not written negative: Warp counts a negative index from the array's end,
    the model's C indexes memory (an index negative only at run time is caught by the emulation's
    guard pages)."""
    if isinstance(index, m.Const) and index.value < 0 or isinstance(index, m.Unary) and index.op == "neg":
        raise Refused("a negative index (Warp counts it from the end)")
    return index


# ----------------------------------------------------------------------------- the lifter


def _literal(node):
    """The number a literal expression (``3``, ``-1``, ``2.5``) stands for, else None: what Warp reads
    without evaluating the node (it takes range bounds and a cast's argument as Python values)."""
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    return value if isinstance(value, (bool, int, float)) else None


@dataclass
class _Scope:
    """One body being lifted (the kernel's or a function's): its locals' types and its parameters."""

    locals: dict = field(default_factory=dict)  # name -> model Type
    arrays: dict = field(default_factory=dict)  # array parameter name -> element Type (the kernel's)
    tids: tuple[str, ...] = ()
    loop_vars: set = field(default_factory=set)  # names of loop variables: Python keeps them after the loop, C does not
    rebound: set = field(default_factory=set)  # loop variables their loop's body assigns: the body's own local (synth.warp.lift_loops)
    rand_states: set = field(default_factory=set)  # locals first bound to wp.rand_init(...): the draws advance them in place
    is_kernel: bool = True
    returns: m.Type | None = None
    loops: int = 0  # how many loops the statement being lifted is in
    block: int = 0  # which body (of the kernel, an if, a loop) the statement being lifted is in: a number per body
    blocks: int = 0  # how many bodies were numbered
    loop_blocks: dict = field(default_factory=dict)  # loop variable -> the body its loop statement is in
    shadowed: set = field(default_factory=set)  # locals a loop took the name of: after it, Python's name is the loop's last value, the C local is not
    made_names: set = field(default_factory=set)  # names the lifter gave loops' C variables (a body's own local must not take one)


class Lifter:
    """AST + trace -> KernelSpec parts. One instance per kernel."""

    def __init__(self, kernel, trace: Trace) -> None:
        self.kernel, self.trace = kernel, trace
        self.funcs: dict[str, m.Func] = {}  # lifted callees by name, callees first
        self.func_objects: dict[str, object] = {}
        self.structs: dict[str, m.Type] = {}
        self.written: set[str] = set()  # arrays stored to (in the body being lifted)
        self.func_writes: dict[str, set[str]] = {}  # per lifted function, the array parameters it stores to
        self.tiles = lift_tiles.Tiles(self, model_type)  # tile locals and tile statements (synth.warp.lift_tiles)
        self.adj = kernel.adj  # the body being lifted: the kernel's, or a function's while it is lifted
        self.rows: set[str] = set()  # the kernel's Fabric arrays of arrays (``Param.lengths``)
        self.views: dict[str, tuple[str, m.Expr]] = {}  # ``row = a[i]`` of one of them: row -> (a, i)
        self.bindings: dict[str, int] = {}  # how often each name of the kernel is bound
        self.top: set[int] = set()  # the kernel's own statements (not nested in a loop or branch)

    # -- trace lookups

    def value(self, node):
        if id(node) not in self.trace.values:
            raise Refused(
                f"{type(node).__name__} never evaluated by Warp (dead code Warp skips, or a construct Warp folds)"
            )
        return self.trace.values[id(node)]

    def type_of(self, node) -> m.Type:
        v = self.value(node)
        t = getattr(v, "type", None)
        if isinstance(v, (list, tuple)):
            raise Refused("a tuple value")
        found = model_type(t, "a value")
        if found.is_struct:
            self.structs.setdefault(found.name, found)
        return found

    def constant_of(self, node):
        """The compile-time value Warp gave a node (a literal, a global, ``wp.static``), else None."""
        if id(node) not in self.trace.values:
            literal = _literal(node)
            return literal if literal is not None else self.static_int(node)
        v = self.value(node)
        constant = getattr(v, "constant", None)
        wt, _ = warp_ir.private_types()
        if type(constant) in wt.scalar_types:  # a typed global (``wp.constant(wp.float64(...))``): its number
            return constant.value
        return constant

    def static_int(self, node) -> int | None:
        """The int a global or closure name (``range(N)`` with ``N = wp.constant(3)``) stands for where
        Warp read it without evaluating it: range()'s bounds, which Warp resolves from the function's
        globals and closure (``Adjoint.resolve_static_expression``) before evaluating them; else None."""
        found = self.external(node)
        return found if isinstance(found, int) and not isinstance(found, bool) else None

    def external(self, node):
        """The global or closure value a name or a dotted name (``N``, ``wp.PI``) stands for in the body
        being lifted (Warp's own lookup: the function's closure, then its globals, then Warp's module), else None."""
        path = []
        while isinstance(node, ast.Attribute):
            path.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        found = self.adj.resolve_external_reference(node.id)
        if found is None:
            found = getattr(warp_ir.warp(), node.id, None)
        for attr in reversed(path):
            found = getattr(found, attr, None)
        return found

    def number_type(self, node) -> m.Type:
        """The type of a number ``constant_of`` found: Warp's, or int32 for a name Warp read unevaluated (``static_int``)."""
        return self.type_of(node) if id(node) in self.trace.values else m.INT

    # -- expressions

    def expr(self, node, scope: _Scope) -> m.Expr:
        if (tile_read := self.tiles.scalar(node, scope)) is not None:
            return tile_read
        if (
            id(node) not in self.trace.values and _literal(node) is not None
        ):  # a literal Warp read without evaluating it (range bounds, a cast's argument)
            value = _literal(node)
            return m.Const(value, m.BOOL if isinstance(value, bool) else m.INT if isinstance(value, int) else m.FLOAT)
        if isinstance(node, ast.Constant):
            value = node.value
            if type(value) in warp_ir.private_types()[0].scalar_types:  # wp.static(wp.int32(1)): Warp put its value in the tree
                value = value.value
            if not isinstance(value, (bool, int, float)):
                raise Refused(f"a constant of type {type(value).__name__} (not a number)")
            return m.Const(value, self.type_of(node))
        if isinstance(node, ast.Name):
            return self.name(node, scope)
        if isinstance(node, ast.Attribute):
            return self.attribute(node, scope)
        if isinstance(node, ast.Subscript):
            return self.subscript(node, scope)
        if isinstance(node, ast.BinOp):
            op = BINARY.get(type(node.op))
            if isinstance(node.op, ast.Pow):  # Warp's x ** y is its builtin pow
                return self.builtin("pow", (self.expr(node.left, scope), self.expr(node.right, scope)), self.type_of(node))
            if op is None:
                raise Refused(f"operator {type(node.op).__name__}")
            return self.arithmetic(op, self.expr(node.left, scope), self.expr(node.right, scope), self.type_of(node))
        if isinstance(node, ast.UnaryOp):
            arg = self.truth(node.operand, scope) if isinstance(node.op, ast.Not) else self.expr(node.operand, scope)
            if isinstance(node.op, ast.UAdd):
                return arg
            op = {ast.USub: "neg", ast.Not: "not", ast.Invert: "invert"}[type(node.op)]
            return m.Unary(op, arg, self.type_of(node))
        if isinstance(node, ast.Compare):
            parts = [self.expr(x, scope) for x in (node.left, *node.comparators)]
            ops = [COMPARE.get(type(o)) for o in node.ops]
            if None in ops:
                raise Refused(f"comparison {type(node.ops[ops.index(None)]).__name__}")
            compares = [m.Compare(op, parts[k], parts[k + 1]) for k, op in enumerate(ops)]
            if len(compares) == 1:
                return compares[0]
            if len(compares) == 2:
                return m.Logical("and", compares[0], compares[1], style="chained")
            raise Refused("a chain of more than two comparisons")
        if isinstance(node, ast.BoolOp):
            op = "and" if isinstance(node.op, ast.And) else "or"
            values = [self.truth(v, scope) for v in node.values]
            result = values[0]
            for v in values[1:]:
                result = m.Logical(op, result, v)
            return result
        if isinstance(node, ast.IfExp):
            return m.Select(
                self.expr(node.test, scope), self.expr(node.body, scope), self.expr(node.orelse, scope), self.type_of(node), "ifexp"
            )
        if isinstance(node, ast.Call):
            return self.call(node, scope)
        raise Refused(f"expression {type(node).__name__}")

    def arithmetic(self, op: str, lhs: m.Expr, rhs: m.Expr, t: m.Type) -> m.Expr:
        """``lhs <op> rhs`` (an operator, or Warp's ``wp.add``/``wp.sub``/``wp.mul``/``wp.div`` of two values)."""
        if op == "mod" and t.is_float:
            return m.Call("mod", (lhs, rhs), t)
        if op == "floordiv" and not t.is_integer:
            raise Refused("// on floats")
        if op == "mul" and lhs.type.is_matrix and (rhs.type.is_matrix or rhs.type.is_vector and rhs.type.name.startswith("vec")):
            op = "matmul"  # Warp's M * v and M * N are its matrix products (wp.mul), the model's @
        elif op == "mul" and not lhs.type.is_scalar and not rhs.type.is_scalar and not lhs.type.name.startswith(("quat", "transform")):
            raise Refused(f"{lhs.type.name} * {rhs.type.name}")
        return m.Binary(op, lhs, rhs, t)

    def name(self, node: ast.Name, scope: _Scope) -> m.Expr:
        if node.id in scope.shadowed and node.id not in scope.locals:
            raise Refused("a loop variable reusing a local's name, read after its loop")
        if node.id in scope.locals:
            return m.Ref(node.id, scope.locals[node.id])
        if node.id in scope.arrays:
            raise Refused("an array used as a value (passed to a function, or aliased)")
        if node.id in self.views:
            raise Refused("a Fabric array of arrays' element used other than by its values and .shape[0] (not modelled)")
        return self.global_value(node, "a name of a global or closure value")

    def global_value(self, node, what: str) -> m.Expr:
        """A global or closure value (a name or an attribute) Warp made a constant of: a number, a bool
        (``if FLAG:``), or a vector or matrix of float32 or float64 (its components, as Warp's C spells them)."""
        constant = self.constant_of(node)
        if isinstance(constant, bool):
            t = self.type_of(node)
            if t != m.BOOL:
                raise Refused(f"{what}: a bool Warp typed {t.name}")
            return m.Const(constant, t)
        if isinstance(constant, (int, float)):
            return m.Const(constant, self.number_type(node))
        t = self.type_of(node) if constant is not None else None
        if t is not None and t.name.startswith(("vec", "mat")) and t.scalar.name in ("float32", "float64"):
            flat = [float(x) for row in constant for x in (row if t.is_matrix else (row,))]  # a matrix row-major, as Warp's
            if len(flat) != t.components:
                raise Refused(f"{what}: a {t.name} of {len(flat)} components")
            return m.Construct(tuple(m.Const(x, m.Type(t.scalar.name)) for x in flat), t)
        raise Refused(f"{what} that is not a number, a bool, or a vector or matrix of float32 or float64")

    def attribute(self, node: ast.Attribute, scope: _Scope) -> m.Expr:
        constant = self.constant_of(node)
        if isinstance(constant, (int, float)) or hasattr(type(constant), "_wp_generic_type_str_"):
            return self.global_value(node, "an attribute of a global or closure value")
        if isinstance(node.value, ast.Name) and node.value.id in scope.arrays:
            raise Refused(f"array attribute .{node.attr}")
        base = self.expr(node.value, scope)
        if base.type.is_struct:
            return m.Field(base, node.attr, base.type.field(node.attr))
        if base.type.is_vector and base.type.name.startswith("vec") and node.attr in "xyzw" and len(node.attr) == 1:
            k = "xyzw".index(node.attr)
            return m.Component(base, (k,), m.Type(base.type.scalar.name))
        raise Refused(f"attribute .{node.attr} of a {base.type.name}")

    def index_exprs(self, node, scope: _Scope) -> tuple:
        items = node.elts if isinstance(node, ast.Tuple) else [node]
        found = []
        for x in items:
            e = self.expr(x, scope)
            if e.type != m.INT:
                raise Refused(f"an index of type {e.type.name} (int32 indices are modelled)")
            found.append(_not_negative(e))
        return tuple(found)

    def subscript(self, node: ast.Subscript, scope: _Scope) -> m.Expr:
        target = node.value
        if (
            isinstance(target, ast.Attribute)
            and target.attr == "shape"
            and isinstance(target.value, ast.Name)
            and target.value.id in scope.arrays
        ):
            dim = self.static_value(node.slice, scope)
            if not isinstance(dim, int):
                raise Refused("a.shape[d] with a computed d")
            return m.Shape(target.value.id, dim)
        if isinstance(target, ast.Attribute) and target.attr == "shape" and (row := self.row_of(target.value, scope)) is not None:
            dim = self.static_value(node.slice, scope)
            if row[0] not in self.rows and isinstance(dim, int) and not isinstance(dim, bool):  # an array's row: the array's next dimension
                return m.Shape(row[0], dim + 1)
            if dim != 0:
                raise Refused("a Fabric array of arrays' element's .shape[d] other than d = 0")
            return m.Shape(row[0], 0, row=row[1])
        if (row := self.row_of(target, scope)) is not None:  # row[j], a[i][j]: a[i, j]
            return m.Load(row[0], scope.arrays[row[0]], (row[1], *self.index_exprs(node.slice, scope)))
        if isinstance(target, ast.Name) and target.id in scope.arrays:
            if lift_slices.has_slice(node.slice):
                raise Refused("a slice of an array (a view of its memory)")
            index = self.index_exprs(node.slice, scope)
            return m.Load(target.id, scope.arrays[target.id], index)
        if (element := self.element_of_view(node, scope)) is not None:
            return element
        base = self.expr(target, scope)
        if base.type.is_scalar or base.type.is_struct:
            raise Refused(f"subscript of a {base.type.name}")
        if lift_slices.has_slice(node.slice):
            return lift_slices.read(self, node, base, scope)
        if (row := self.matrix_row(node.slice, base, scope)) is not None:
            return row
        try:
            index = self.constant_index(node.slice, base.type, scope)
        except RunTimeIndex as why:
            return self.element(node.slice, base, why, scope)
        return m.Component(base, index, m.Type(base.type.scalar.name))

    def row_of(self, node, scope: _Scope) -> tuple[str, m.Expr] | None:
        """The Fabric array of arrays and the element ``node`` is (``row`` bound to ``a[i]``, or ``a[i]``
        itself), else None."""
        if isinstance(node, ast.Name) and node.id in self.views:
            return self.views[node.id]
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in self.rows:
            (index,) = self.index_exprs(node.slice, scope)
            return node.value.id, index
        return None

    def view(self, node: ast.Assign, name: str, scope: _Scope, what: str = "a Fabric array of arrays' element") -> list:
        """``row = a[i]`` of a Fabric array of arrays, or of a 2-D or 3-D array (``what``): Warp's view of
        element ``i``'s array (of row ``i``), held as the name of ``a`` at ``i`` (``row[j]`` is ``a[i, j]``,
        ``row.shape[0]`` is ``a[i].shape[0]``, an array's ``a.shape[1]``). Exact where nothing can change
        which element it is: the name bound once, in the kernel's own body, to the element of the
        thread's index or of a constant."""
        if name in scope.locals or name in scope.arrays or self.bindings.get(name, 0) != 1:
            raise Refused(f"a name bound to {what} and to something else (not modelled)")
        if id(node) not in self.top:
            raise Refused(f"{what} bound to a name in a loop or a branch (not modelled)")
        index = node.value.slice
        if not (isinstance(index, ast.Name) and index.id in scope.tids) and not isinstance(_literal(index), int):
            raise Refused(f"{what} bound to a name, chosen other than by the thread index or a literal (not modelled)")
        self.views[name] = (node.value.value.id, self.index_exprs(index, scope)[0])
        return []

    def array_row(self, node, scope: _Scope) -> bool:
        """Whether ``node`` is ``a[i]`` of a 2-D or 3-D array parameter: Warp's view of its row ``i``."""
        if not (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in scope.arrays):
            return False
        if isinstance(node.slice, (ast.Tuple, ast.Slice)) or node.value.id in self.rows:
            return False
        t = self.value(node.value).type
        return array_class(t) == "array" and t.ndim > 1

    def element_of_view(self, node: ast.Subscript, scope: _Scope) -> m.Load | None:
        """``a[i][j]`` of a 2-D or 3-D array parameter (each subscript but the last a view of fewer indices
        than its dimensions): Warp's element ``a[i, j]``; None for any other subscript."""
        array, slices = lift_indexed.subscripts(node)
        if array is None or array.id not in scope.arrays or len(slices) < 2:
            return None
        ndim = self.value(array).type.ndim
        counts = [len(x.elts) if isinstance(x, ast.Tuple) else 1 for x in slices]
        if sum(counts) != ndim:
            return None
        index = tuple(e for x in slices for e in self.index_exprs(x, scope))
        return m.Load(array.id, scope.arrays[array.id], index)

    def matrix_row(self, node, base: m.Expr, scope: _Scope) -> m.Construct | None:
        """``M[r]`` with r a constant: Warp's row of a matrix, a vector of its components (a copy, as
        Warp's); None where ``base`` is not a matrix or not so indexed."""
        t = base.type
        r = self.constant_row(node, t, scope)
        if r is None:
            return None
        if not _pure(base):
            raise Refused(f"a row of a {t.name} that is not pure (the model reads each of its components)")
        vector = m.type_named(f"vec{t.shape[1]}{t.name.removeprefix(f'mat{t.shape[0]}{t.shape[1]}')}")
        scalar = m.Type(t.scalar.name)
        return m.Construct(tuple(m.Component(base, (r, c), scalar) for c in range(t.shape[1])), vector)

    def constant_row(self, node, t: m.Type, scope: _Scope) -> int | None:
        """The row ``M[r]`` reads or writes where ``t`` is a matrix and the one index ``r`` a constant in range; else None."""
        if not t.is_matrix or isinstance(node, ast.Tuple):
            return None
        r = self.static_value(node, scope)
        return r if isinstance(r, int) and not isinstance(r, bool) and 0 <= r < t.shape[0] else None

    def element(self, node, base: m.Expr, why: Refused, scope: _Scope) -> m.Element:
        """``v[k]`` or ``m[r, c]`` with indices known only at run time: of a vector or a matrix (both
        indices), else refused with ``why``."""
        index = self.index_exprs(node, scope)
        t = base.type
        vector = t.is_vector and t.name.startswith(("vec", "spatial_vector")) and len(index) == 1
        matrix = t.is_matrix and len(index) == 2  # .m[r][c] in C, of any component type
        if not (vector or matrix):
            raise why
        return m.Element(base, index, m.Type(t.scalar.name))

    def static_value(self, node, scope: _Scope):
        """A compile-time value that does not depend on the kernel's locals, else None: Warp also
        folds an unrolled loop's variable, but that value differs per iteration."""
        if any(isinstance(n, ast.Name) and (n.id in scope.locals or n.id in scope.arrays) for n in ast.walk(node)):
            return None
        return self.constant_of(node)

    def constant_index(self, node, t: m.Type, scope: _Scope) -> tuple[int, ...]:
        items = node.elts if isinstance(node, ast.Tuple) else [node]
        index = tuple(self.static_value(x, scope) for x in items)
        if any(not isinstance(k, int) or isinstance(k, bool) for k in index):
            raise RunTimeIndex(f"a component of a {t.name} chosen at run time")
        if len(index) != len(t.shape) or t.name.startswith("transform"):
            raise Refused(f"{len(index)} indices into a {t.name}")
        return index

    def call(self, node: ast.Call, scope: _Scope) -> m.Expr:
        func = self.trace.calls.get(id(node))
        type_keywords = all(k.arg in ("dtype", "length", "shape") for k in node.keywords) and _constructs(func)
        arg_nodes = _positional(node, func) if node.keywords and not self._is_identity(node) and not type_keywords else node.args
        if func is None:
            constant = self.constant_of(node)
            if constant is not None and isinstance(constant, (int, float)) and not isinstance(constant, bool):  # wp.static(...)
                return m.Const(constant, self.type_of(node))
            raise Refused("a call Warp resolved to no function (a type constructor or static value)")
        if not func.is_builtin():
            return self.func_call(func, arg_nodes, scope)
        t = self.type_of(node)
        name = func.key
        if name == "tid":
            return self.inline_tid(t, scope)
        if name in ATOMIC_VALUES:
            return self.atomic_value(name, arg_nodes, t, scope)
        if name in ARRAY_BUILTINS:
            return self.array_builtin(name, arg_nodes, t, scope)
        if t.is_struct and name.startswith(f"{t.name}_") and not arg_nodes:  # ``S()``: Warp's struct of zeros
            return m.Construct((), t)
        if any(isinstance(a, ast.Name) and a.id in scope.arrays for a in arg_nodes):
            raise Refused(f"wp.{name} taking an array")
        if (wide := self.wide_constant(name, arg_nodes, t, scope)) is not None:
            return wide
        args = tuple(self.expr(a, scope) for a in arg_nodes)
        if _constructs(func):
            return self.construct(node, tuple(self.component(a, arg, t) for a, arg in zip(arg_nodes, args, strict=True)), t, name)
        if name in ("add", "sub", "mul", "div") and len(args) == 2:  # an operator's function form (wp.mul(M, v))
            return self.arithmetic(name, args[0], args[1], t)
        if name == "where":
            return m.Select(args[0], args[1], args[2], t)
        if name == "select":  # wp.select(cond, value_if_false, value_if_true)
            return m.Select(args[0], args[2], args[1], t)
        if name == "identity":
            return m.Call("identity", (), t)
        if name in SCALARS and len(args) == 1 and args[0].type == t and t.name in ("float16", "bfloat16"):
            return args[0]  # wp.float16(h) of a half is h (the model's cast converts from float, not from a half)
        if name in SCALARS and len(args) == 1:
            return m.Call(CASTS.get(name, name), args, t)
        if name in RANDOM_WITH_STATE and not (isinstance(arg_nodes[0], ast.Name) and arg_nodes[0].id in scope.rand_states):
            raise Refused(f"wp.{name} on a random state not made by wp.rand_init in the body (a state advanced in place)")
        return self.builtin(name, args, t)

    def wide_constant(self, name: str, arg_nodes: list, t: m.Type, scope: _Scope) -> m.Const | None:
        """``wp.float64(wp.PI)``, ``wp.int64(123456789012)``: Warp writes a 64-bit cast of one compile-time
        number as that number, at full precision (``Adjoint.add_call``: the argument's variable retyped,
        its value written in the wide type), not narrowed to float32 or int32 first. None otherwise."""
        if name not in ("float64", "int64", "uint64") or len(arg_nodes) != 1 or id(arg_nodes[0]) not in self.trace.values:
            return None
        node = arg_nodes[0]
        negative = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
        base = node.operand if negative else node
        if isinstance(base, ast.Constant):
            raw = base.value
        elif isinstance(base, (ast.Name, ast.Attribute)) and not negative and not any(isinstance(n, ast.Name) and (n.id in scope.locals or n.id in scope.arrays) for n in ast.walk(base)):
            raw = self.external(base)  # a global or closure value, not a local's
        else:
            return None
        if type(raw) in warp_ir.private_types()[0].scalar_types:
            raw = raw.value
        if isinstance(raw, bool) or not isinstance(raw, (int, float)) or raw != raw:
            return None
        raw = -raw if negative else raw
        return m.Const(float(raw) if name == "float64" else int(raw), t)

    def component(self, node, arg: m.Expr, t: m.Type) -> m.Expr:
        """A constructor's scalar argument as Warp converts it (``builtins._cast_scalar_constant``): a
        compile-time number handed to a float64 constructor (``wp.vec3d(1.1, wp.PI, 0.5)``) at full
        precision, retyped from the Python number, not narrowed to float32 first; one handed to a
        float16 constructor (``wp.vec3h(1, 2, 3)``) rounded to half from float32, as the model's cast
        writes it. A float16 component of another type that is no constant is refused."""
        if t.is_scalar or t.is_struct or not arg.type.is_scalar or arg.type.name == t.scalar.name or t.scalar.name not in ("float64", "float16"):
            return arg
        raw = getattr(self.trace.values.get(id(node)), "constant", None)
        if type(raw) in warp_ir.private_types()[0].scalar_types:
            raw = raw.value
        if isinstance(raw, bool) or not isinstance(raw, (int, float)):
            if t.scalar.name == "float16":
                raise Refused(f"a {t.name} built from a {arg.type.name} value (no compile-time number)")
            return arg
        if t.scalar.name == "float64":
            return m.Const(float(raw), m.Type("float64"))
        return m.Call("float16", (m.Const(float(raw), m.FLOAT),), m.Type("float16"))

    def unread_thread_names(self, ndim: int) -> tuple[str, ...]:
        """Names for the thread indices of a kernel that reads none: the model's ``i, j, k`` unless the
        kernel takes one of them for a local (``i = int(0)``, Warp's counting tests), then ``tid0, ...``."""
        taken = {n.id for n in ast.walk(self.kernel.adj.tree) if isinstance(n, ast.Name)} | {a.label for a in self.kernel.adj.args}
        for names in (m.TIDS[:ndim], tuple(f"tid{d}" for d in range(ndim))):
            if not taken & set(names):
                return () if names == m.TIDS[:ndim] else names
        raise Refused("a kernel reading no thread index whose locals take every name for it")

    def inline_tid(self, t: m.Type, scope: _Scope) -> m.Ref:
        """``wp.tid()`` inside an expression (``offsets[base + wp.tid()]``): the thread index under a
        name of its own, which the model declares at the kernel's top (``tid = wp.tid()``)."""
        if not scope.is_kernel or t != m.INT:
            raise Refused("wp.tid() inside an expression, other than a 1-D kernel's")
        if not scope.tids:
            taken = {n.id for n in ast.walk(self.kernel.adj.tree) if isinstance(n, ast.Name)} | {a.label for a in self.kernel.adj.args}
            name = next((n for n in ("tid", "i", "thread", "thread_index") if n not in taken), None)
            if name is None:
                raise Refused("wp.tid() inside an expression, every name for it taken")
            scope.tids = (name,)
            scope.locals[name] = m.INT
        return m.Ref(scope.tids[0], m.INT)

    def func_call(self, func, arg_nodes: list, scope: _Scope) -> m.FuncCall:
        """A call of a ``@wp.func`` overload, lifted once; the arrays it stores to are the caller's, written."""
        name = self.lift_function(func)
        for (param, _), a in zip(self.funcs[name].params, arg_nodes, strict=False):
            if param in self.func_writes[name] and isinstance(a, ast.Name):
                self.written.add(a.id)
        return m.FuncCall(name, tuple(self.argument(a, scope) for a in arg_nodes), self.funcs[name].returns)

    def atomic_value(self, name: str, arg_nodes: list, t: m.Type, scope: _Scope) -> m.AtomicValue:
        """``wp.atomic_add(a, index, v)`` whose result (the element before the add) is used."""
        array, row = self.atomic_array(arg_nodes[0], name, scope)
        element = scope.arrays[array]
        if element.name not in ATOMIC_VALUES[name]:
            raise Refused(f"the result of wp.{name} on an array of {element.name}")
        values = 2 if name == "atomic_cas" else 1  # atomic_cas(a, index, compare, value)
        index = (*row, *(_not_negative(self.expr(a, scope)) for a in arg_nodes[1:-values]))
        if any(i.type != m.INT for i in index):
            raise Refused(f"wp.{name} with a non-int32 index")
        value = self.expr(arg_nodes[-1], scope)
        if value.type != element or t != element:
            raise Refused(f"wp.{name} of a {value.type.name} into an array of {element.name}")
        compare = self.expr(arg_nodes[-2], scope) if values == 2 else None
        if compare is not None and (compare.type != element or not (_pure(compare) and _pure(value))):
            raise Refused(f"wp.{name} comparing with a {compare.type.name}, or with values that are not pure (C's order of arguments is not Python's)")
        self.written.add(array)
        return m.AtomicValue(name.removeprefix("atomic_"), array, index if len(index) > 1 else index[0], value, t, compare)

    def atomic_array(self, node, name: str, scope: _Scope) -> tuple[str, tuple[m.Expr, ...]]:
        """The array an atomic's first argument is, and the indices it fixes: an array parameter's none;
        a row of one (``counters[b]``, or a name bound to it) its row's, the atomic at ``counters[b, j]``."""
        if isinstance(node, ast.Name) and node.id in scope.arrays:
            return node.id, ()
        if isinstance(node, ast.Name) and node.id in self.views and self.views[node.id][0] not in self.rows:
            array, index = self.views[node.id]
            return array, (index,)
        if self.array_row(node, scope):
            return node.value.id, self.index_exprs(node.slice, scope)
        raise Refused(f"wp.{name} on something other than an array parameter")

    def array_builtin(self, name: str, arg_nodes: list, t: m.Type, scope: _Scope) -> m.Call:
        """A builtin reading an array (``wp.lower_bound(a, begin, end, value)``), the array passed by name."""
        args = tuple(self.argument(a, scope) for a in arg_nodes)
        types = tuple(a.type for a in args)
        if len(args) != 4 or types[0] != m.array_type(types[3], 1) or types[1:3] != (m.INT, m.INT) or types[3].name not in ("int32", "float32"):
            raise Refused(f"wp.{name} on {', '.join(x.name for x in types)} (the model's: a 1-D int32 or float32 array, begin, end, value)")
        return self.builtin(name, args, t)

    def truth(self, node, scope: _Scope) -> m.Expr:
        """A value tested for truth (a condition, ``not``, ``and``/``or``): an array parameter is its null
        test, a number its comparison with zero (``if count:`` is ``count != 0``: Warp's C tests it so)."""
        if isinstance(node, ast.Name) and node.id in scope.arrays:
            return m.ArrayTest(node.id)
        value = self.expr(node, scope)
        if value.type.is_scalar and value.type != m.BOOL and value.type.name != "float16":
            return m.Compare("ne", value, m.Const(0.0 if value.type.is_float else 0, value.type))
        return value

    @staticmethod
    def builtin(name: str, args: tuple, t: m.Type) -> m.Call:
        """A call of one of the model's builtins, refused where the model does not spell it for these types."""
        if name not in BUILTINS:
            raise Refused(f"wp.{name} (builtin not in the model)")
        try:
            BUILTINS[name].spelling(tuple(a.type for a in args))
        except ValueError as exc:
            raise Refused(str(exc)) from None
        if BUILTINS[name].result.startswith(RIGID) and any(a.type.is_matrix and (name, a.type.shape) != ("quat_from_matrix", (3, 3)) for a in args):
            raise Refused(f"wp.{name} on {', '.join(a.type.name for a in args)} (Warp's matrix overloads of the rigid-body builtins are not modelled)")
        table = BUILTINS[name].result_name(tuple(a.type for a in args)) if t.is_vector or t.is_matrix else None
        if table is not None and table != t.name:  # wp.outer of a vec3 and a vec2 is a mat32; the table's helper writes a square one
            raise Refused(f"wp.{name} on {', '.join(a.type.name for a in args) or 'no arguments'}: a {t.name}, the model's helper gives a {table}")
        return m.Call(name, args, t)

    def argument(self, node, scope: _Scope) -> m.Expr:
        """A ``@wp.func`` call's argument: an array parameter of the caller is passed by name."""
        if isinstance(node, ast.Name) and node.id in scope.arrays:
            return m.Ref(node.id, m.array_type(scope.arrays[node.id], array_ndim(self.value(node).type)))
        return self.expr(node, scope)

    def _is_identity(self, node: ast.Call) -> bool:
        func = self.trace.calls.get(id(node))
        return func is not None and func.is_builtin() and func.key == "identity"

    def construct(self, node: ast.Call, args: tuple, t: m.Type, name: str = "") -> m.Expr:
        if t.is_scalar:
            raise Refused(f"a constructor of {t.name}")
        if len(args) == 1 and args[0].type == t:  # wp.matrix(a, shape=(2, 2)) of a mat22, wp.vec3(v) of a vec3: a copy
            return args[0]
        if (found := _from_parts(args, t, name)) is not None:
            return found
        if len(args) == t.components and all(a.type.is_scalar for a in args):
            return m.Construct(args, t)
        if (t.name.startswith("transform") or t.name == "spatial_vector") and len(args) == 2:
            return m.Construct(args, t)
        if not args:
            return m.Construct(tuple(m.Const(0.0, m.Type(t.scalar.name)) for _ in range(t.components)), t)
        if len(args) == 1 and args[0].type == m.Type(t.scalar.name) and _pure(args[0]):
            return m.Construct((args[0],) * t.components, t)  # every component the one value (pure: evaluating it again changes nothing)
        raise Refused(f"a {t.name} built from {len(args)} values of {', '.join(a.type.name for a in args)}")

    def lift_function(self, func) -> str:
        """Lift a ``@wp.func`` overload (once); its name in the spec: its own, or for a second
        overload of one name (``bsr_row_index(offsets, n, b)`` and ``(offsets, n, b, counts)``, or a
        generic function called with two sets of types) its name and a number, ``_2``, ``_3`` ..."""
        for known, obj in self.func_objects.items():
            if obj is func:
                return known
        name, k = func.key, 1
        while name in self.func_objects:
            k += 1
            name = f"{func.key}_{k}"
        if func.custom_grad_func is not None or getattr(func, "custom_replay_func", None) is not None:
            raise Refused("a @wp.func with a custom adjoint")
        if func.native_snippet is not None:
            raise Refused("a @wp.func_native")
        adj = func.adj
        parent = getattr(func, "generic_parent", None)  # the overload Warp made of a generic (``Any``) function for these types
        if getattr(adj, "is_user_function", True) is False and parent is None:
            raise Refused("a function of Warp's library that is not a builtin")
        generic = tuple(n for n, t in (parent.input_types.items() if parent is not None else ()) if t is Any)
        self.func_objects[name] = func
        params = []
        scope = _Scope(is_kernel=False)
        for arg in adj.args:
            ndim = array_ndim(arg.type)
            if ndim is not None:
                scope.arrays[arg.label] = model_type(arg.type.dtype, "an array")
                if scope.arrays[arg.label].is_struct:
                    raise Refused("a @wp.func taking an array of structs")
                params.append((arg.label, m.array_type(scope.arrays[arg.label], ndim)))
                continue
            pt = model_type(arg.type, "a @wp.func parameter")
            params.append((arg.label, pt))
            scope.locals[arg.label] = pt
        results = tuple(model_type(r.type, "a @wp.func result") for r in adj.return_var or ())
        for r in results:
            if r.is_struct:
                self.structs.setdefault(r.name, r)
        scope.returns = results[0] if len(results) == 1 else m.tuple_of(*results)  # none: m.NOTHING
        tree = adj.tree.body[0]
        callers_writes, self.written, callers_adj, self.adj = self.written, set(), self.adj, adj
        try:
            body = self.body(self.own_body(tree), scope)
            self.func_writes[name] = self.written & set(scope.arrays)
        finally:
            self.written, self.adj = callers_writes, callers_adj
        if scope.returns != m.NOTHING and (not body or not isinstance(body[-1], m.Return)):
            raise Refused("a @wp.func not ending in a return")
        self.funcs[name] = m.Func(name, tuple(params), scope.returns, body, generic=generic)
        return name

    # -- statements

    @staticmethod
    def own_body(tree: ast.FunctionDef) -> list:
        body = list(tree.body)
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            body = body[1:]  # the docstring
        return body

    def body(self, nodes: list, scope: _Scope) -> tuple:
        out = []
        outer, scope.blocks = scope.block, scope.blocks + 1
        scope.block = scope.blocks
        try:
            for node in nodes:
                out.extend(self.statement(node, scope))
        finally:
            scope.block = outer
        return tuple(out)

    def statement(self, node, scope: _Scope) -> list:
        if (tile_statements := self.tiles.statement(node, scope)) is not None:
            return tile_statements
        if isinstance(node, ast.Pass):
            return []
        if isinstance(node, ast.Expr):
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                return []
            if isinstance(node.value, ast.Call):
                return [self.call_statement(node.value, scope, self.trace.calls.get(id(node)))]
            raise Refused("an expression statement")
        if isinstance(node, ast.Assign):
            return self.assign(node, scope)
        if isinstance(node, ast.AugAssign):
            return self.aug_assign(node, scope)
        if isinstance(node, ast.If):
            return [m.If(self.condition(node.test, scope), self.body(node.body, scope), self.body(node.orelse, scope))]
        if isinstance(node, (ast.While, ast.For)):
            scope.loops += 1
            try:
                return [self.while_loop(node, scope) if isinstance(node, ast.While) else self.for_loop(node, scope)]
            finally:
                scope.loops -= 1
        if isinstance(node, ast.Break):
            return [m.Break()]
        if isinstance(node, ast.Continue):
            return [m.Continue()]
        if isinstance(node, ast.Return):
            if scope.is_kernel:
                if node.value is not None:
                    raise Refused("a kernel returning a value")
                return [m.Return()]
            if node.value is None:
                if scope.returns != m.NOTHING:
                    raise Refused("a bare return in a @wp.func returning a value")
                return [m.Return()]
            value = self.tuple_of(node.value, scope) if isinstance(node.value, ast.Tuple) else self.expr(node.value, scope)
            if value.type != scope.returns:
                raise Refused(f"a {value.type.name} returned as {scope.returns.name}")  # Warp converts only between equal types
            return [m.Return(value)]
        raise Refused(f"statement {type(node).__name__}")

    def while_loop(self, node: ast.While, scope: _Scope) -> m.While:
        if node.orelse:
            raise Refused("while ... else")
        return m.While(self.condition(node.test, scope), self.body(node.body, scope))

    def condition(self, node, scope: _Scope) -> m.Expr:
        cond = self.truth(node, scope)
        if cond.type != m.BOOL:
            raise Refused(f"a condition of type {cond.type.name} (Warp tests it against zero)")
        return cond

    def call_statement(self, node: ast.Call, scope: _Scope, func):
        """A call whose value is unused (Warp emits it from the statement: ``func`` is its resolution)."""
        key = getattr(func, "key", None)
        if func is not None and func.is_builtin() and key.startswith("atomic_") and key.removeprefix("atomic_") in ATOMIC_ELEMENTS:
            array, row = self.atomic_array(node.args[0], key, scope)
            index = (*row, *(_not_negative(self.expr(a, scope)) for a in node.args[1:-1]))
            if any(i.type != m.INT for i in index):
                raise Refused(f"wp.{key} with a non-int32 index")
            value = self.expr(node.args[-1], scope)
            if value.type != scope.arrays[array]:
                raise Refused(f"wp.{key} of a {value.type.name} into an array of {scope.arrays[array].name}")
            if value.type.name not in ATOMIC_ELEMENTS.get(key.removeprefix("atomic_"), ()):
                raise Refused(f"wp.{key} into an array of {value.type.name} (the standalone CUDA has no such atomic)")
            self.written.add(array)
            return m.Atomic(key.removeprefix("atomic_"), array, index if len(index) > 1 else index[0], value)
        if func is not None and func.is_builtin() and key in EXPECTATIONS:
            return self.expectation(node, func, key, scope)
        if func is not None and func.is_builtin() and key in ("print", "printf"):
            return self.printing(node, key, scope)
        if func is not None and not func.is_builtin():  # a @wp.func called for its stores
            args = _positional(node, func) if node.keywords else node.args
            call = self.func_call(func, args, scope)
            if call.type.is_tuple and call.type != m.NOTHING:  # the C returns a tuple through out-parameters
                raise Refused("a call dropping a @wp.func's tuple of results")
            return m.Invoke(call)
        raise Refused(
            f"a call whose value is unused ({'wp.' + key if func is not None and func.is_builtin() else key or 'unresolved'})"
        )

    def expectation(self, node: ast.Call, func, key: str, scope: _Scope) -> m.Expect:
        """``wp.expect_eq(actual, expected)`` (``expect_neq``, ``expect_near`` with a tolerance) in the
        kernel's body, outside loops: the verification run observes each once per thread
        (``synth.model.expectations``)."""
        if not scope.is_kernel:
            raise Refused(f"wp.{key} in a @wp.func (expectations are observed in the kernel's body)")
        if scope.loops:
            raise Refused(f"wp.{key} inside a loop (expectations are observed once per thread)")
        args = _positional(node, func) if node.keywords else node.args
        operands = [self.expr(a, scope) for a in args]
        kind = key.removeprefix("expect_")
        if len(operands) != (3 if kind == "near" else 2):
            raise Refused(f"wp.{key} with {len(operands)} arguments (expect_near: its tolerance written out)")
        if any(o.type != operands[0].type for o in operands[1:2]):
            raise Refused(f"wp.{key} of a {operands[0].type.name} and a {operands[1].type.name}")
        return m.Expect(kind, operands[0], operands[1], operands[2] if kind == "near" else None)

    def printing(self, node: ast.Call, key: str, scope: _Scope) -> m.Print:
        """``wp.print(value)``, ``print(value)`` or ``wp.print("text")``: Warp's print of a type the
        CUDA prints the same (``synth.render.print_ops``); ``wp.printf("format", *args)`` of scalars
        (C's varargs: a half is a struct there, passed as nothing printf reads)."""
        spelled = "wp.printf" if key == "printf" else "print" if isinstance(node.func, ast.Name) else "wp.print"
        if node.keywords or not node.args:
            raise Refused(f"{spelled} with keywords or without arguments")
        first = node.args[0]
        text = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
        if text is not None and not all(" " <= ch <= "~" and ch != '"' or ch in "\n\t" for ch in text):
            raise Refused(f"{spelled} of a string with characters other than printable ASCII, newline and tab (Warp's C literal escapes them as Python does)")
        if key == "printf":
            if text is None:
                raise Refused("wp.printf of a format that is not a string constant")
            args = tuple(self.expr(a, scope) for a in node.args[1:])
            for a in args:
                if not a.type.is_scalar or a.type.name in ("float16", "bfloat16"):
                    raise Refused(f"wp.printf of a {a.type.name} (C's printf takes the scalars but float16 and bfloat16)")
            return m.Print("printf", args, text)
        if len(node.args) != 1:
            raise Refused(f"{spelled} of {len(node.args)} values")
        kind = "python" if spelled == "print" else "print"
        if text is not None:
            return m.Print(kind, (), text)
        value = self.expr(first, scope)
        if not printable(value.type.name):
            raise Refused(f"{spelled} of a {value.type.name} (printed are scalars, vectors, matrices, float32 and float64 quaternions and transforms)")
        return m.Print(kind, (value,))

    def assign(self, node: ast.Assign, scope: _Scope) -> list:
        if len(node.targets) != 1:
            raise Refused("a chained assignment")
        target, value_node = node.targets[0], node.value
        if isinstance(value_node, ast.Call) and self._is_tid(value_node):
            names = [t.id for t in target.elts] if isinstance(target, ast.Tuple) else [target.id] if isinstance(target, ast.Name) else []
            if not scope.is_kernel or scope.tids or not names or any(not isinstance(n, str) for n in names):
                raise Refused("wp.tid() used other than once, in the kernel, into names")
            scope.tids = tuple(names)
            for n in names:
                scope.locals[n] = m.INT
            return []
        if isinstance(target, ast.Name) and self._is_function(value_node):  # ``f = some_func``: calls of f resolve to it
            if target.id in scope.locals or target.id in scope.arrays:
                raise Refused("a function bound to a name already taken")
            return []
        if isinstance(target, ast.Name) and isinstance(value_node, ast.Subscript) and getattr(value_node.value, "id", None) in self.rows:
            return self.view(node, target.id, scope)
        if isinstance(target, ast.Name) and self.array_row(value_node, scope):  # block = values[i] of a 2-D or 3-D array
            return self.view(node, target.id, scope, "an array's row")
        if isinstance(target, ast.Subscript) and (row := self.row_of(target.value, scope)) is not None:  # row[j] = v
            return [self.store(row[0], (row[1], *self.index_exprs(target.slice, scope)), value_node, scope)]
        if isinstance(target, (ast.Attribute, ast.Subscript)) and isinstance(target.value, ast.Subscript):
            if (row := self.row_of(target.value.value, scope)) is not None:  # row[j].y = v
                return [self.store_component(target, target.value, value_node, scope, row)]
        if isinstance(target, ast.Name):
            value = self.expr(value_node, scope)
            if target.id in scope.shadowed and target.id not in scope.locals:
                raise Refused("a loop variable reusing a local's name, bound again after its loop")
            in_its_loop = target.id in scope.loop_vars and target.id in scope.locals  # in its loop, the body's own local where rebound (loop_body)
            if in_its_loop and target.id not in scope.rebound:
                raise Refused("a loop variable assigned in its loop")  # Python's loop rebinds it each iteration, C's would step from it
            if not in_its_loop and target.id in scope.loop_vars and scope.loop_blocks.get(target.id) != scope.block:
                raise Refused("a loop variable's name bound again after its loop, in another body (Python's keeps the loop's last value where it is not run)")
            if not in_its_loop and target.id in scope.loop_vars:  # after its loop, at its level: a new local of the name (C's loop variable is the loop's own)
                scope.loop_vars.discard(target.id)
            if target.id in scope.tids:
                raise Refused(f"the thread index {target.id} reassigned")
            if target.id in scope.locals:
                if scope.locals[target.id] != value.type:
                    raise Refused(f"{target.id} rebound from {scope.locals[target.id].name} to {value.type.name}")
                return [m.Assign(target.id, value)]
            scope.locals[target.id] = value.type
            if isinstance(value, m.Call) and value.fn == "rand_init":  # the model's random state: a local the draws advance
                scope.rand_states.add(target.id)
            return [m.Let(target.id, value)]
        element = target.value if isinstance(target, (ast.Attribute, ast.Subscript)) else None
        if isinstance(element, ast.Subscript) and isinstance(element.value, ast.Name) and element.value.id in scope.arrays:
            return [self.store_component(target, element, value_node, scope)]  # a[i].y = v, a[i][k] = v
        if isinstance(target, ast.Subscript):
            base = target.value
            if isinstance(base, ast.Name) and base.id in scope.arrays:
                return [self.store(base.id, self.index_exprs(target.slice, scope), value_node, scope)]
            if isinstance(base, ast.Name) and base.id in scope.locals:
                t = scope.locals[base.id]
                if t.is_scalar or t.is_struct:
                    raise Refused(f"subscript assignment into a {t.name}")
                if lift_slices.has_slice(target.slice):
                    return lift_slices.written(self, base.id, target.slice, self.expr(value_node, scope), scope)
                if (row := self.row_update(base.id, target.slice, None, value_node, scope)) is not None:
                    return row
                try:
                    index = self.constant_index(target.slice, t, scope)
                except RunTimeIndex as why:  # ijk[axis] = v: a component chosen at run time
                    element = self.element(target.slice, m.Ref(base.id, t), why, scope)
                    return [m.SetElement(base.id, element.index, self.expr(value_node, scope), t)]
                return [m.SetComponent(base.id, index, self.expr(value_node, scope))]
            raise Refused("assignment into a subscript of an expression")
        if isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) and target.value.id in scope.locals:
            t = scope.locals[target.value.id]
            value = self.expr(value_node, scope)
            if t.is_struct:
                return [m.SetField(target.value.id, target.attr, value)]
            if t.is_vector and t.name.startswith("vec") and target.attr in ("x", "y", "z", "w"):
                return [m.SetComponent(target.value.id, ("xyzw".index(target.attr),), value)]
            raise Refused(f"assignment to .{target.attr} of a {t.name}")
        if isinstance(target, ast.Tuple):
            return [self.unpack(target, value_node, scope)]
        raise Refused(f"assignment to a {type(target).__name__}")

    def store(self, array: str, index: tuple, value_node, scope: _Scope) -> m.Store:
        """``a[i] = v``: an array's element stored."""
        value = self.expr(value_node, scope)
        if value.type != scope.arrays[array]:
            raise Refused(f"a {value.type.name} stored into an array of {scope.arrays[array].name}")
        self.written.add(array)
        return m.Store(array, value, index)

    def store_component(self, target, element: ast.Subscript, value_node, scope: _Scope, row: tuple | None = None) -> m.StoreComponent:
        """``a[i].y = v`` or ``a[i][k] = v``: one component of an array's vector (or matrix) element
        (``row``: of a Fabric array of arrays' element's value, ``row[j].y = v``)."""
        array, prefix = row if row is not None else (element.value.id, None)
        t = scope.arrays[array]
        index = (*((prefix,) if row is not None else ()), *self.index_exprs(element.slice, scope))
        component, style = self.element_component(target, t, "assignment", scope)
        value = self.expr(value_node, scope)
        if value.type != m.Type(t.scalar.name):
            raise Refused(f"a {value.type.name} stored into a component of {t.name}")
        self.written.add(array)
        return m.StoreComponent(array, index, component, value, style)

    def element_component(self, target, t: m.Type, what: str, scope: _Scope) -> tuple[tuple[int, ...], str]:
        """The constant component ``a[i].y`` or ``a[i][k]`` names of an array's element of type ``t``, and
        its spelling (``attribute`` or ``subscript``); ``what`` the statement, for the refusal."""
        if isinstance(target, ast.Attribute):
            if not (t.is_vector and t.name.startswith("vec") and target.attr in ("x", "y", "z", "w")[: t.shape[0]]):
                raise Refused(f"{what} to .{target.attr} of an element of an array of {t.name}")
            return ("xyzw".index(target.attr),), "attribute"
        if not t.name.startswith(("vec", "mat")):  # the .cu names a vector's or matrix's components, not a quaternion's ...
            raise Refused(f"subscript {what} into an element of an array of {t.name}")
        return self.constant_index(target.slice, t, scope), "subscript"

    def component_atomic(self, target, element: ast.Subscript, op: str | None, value_node, scope: _Scope) -> m.Atomic:
        """``a[i].y += v``, ``a[i][k] -= v`` or ``a[i].mass += v`` (a struct's field): Warp's atomic on that
        component of the array's element (``Adjoint.atomic_array_slot``), the ``.cu``'s atomic at its address."""
        array = element.value.id
        t = scope.arrays[array]
        atomic = ARRAY_AUGMENTED.get(op)
        if atomic is None:  # Warp reads, operates and stores: not atomic
            raise Refused(f"{op or 'an operator'}= into a component of an array's element")
        if self.operator_overloaded(op):
            raise Refused(f"{ARRAY_OPERATORS[atomic]} into a component of an array's element, with the operator overloaded by a @wp.func")
        index = self.index_exprs(element.slice, scope)
        if t.is_struct and isinstance(target, ast.Attribute):  # a[i].mass += v: the field's atomic
            component, style, field, part = (), "attribute", target.attr, dict(t.fields).get(target.attr)
            if part is None:
                raise Refused(f"augmented assignment to .{target.attr} of an element of an array of {t.name}")
        else:
            (component, style), field, part = self.element_component(target, t, "augmented assignment", scope), "", m.Type(t.scalar.name)
        value = self.expr(value_node, scope)
        if value.type != part:
            raise Refused(f"{ARRAY_OPERATORS[atomic]} of a {value.type.name} into a component of {t.name}")
        if part.name not in ATOMIC_ELEMENTS[atomic]:
            raise Refused(f"{ARRAY_OPERATORS[atomic]} into a component of {t.name} (the standalone CUDA has no such atomic)")
        if not (all(_pure(k) for k in index) or _pure(value)):  # C's order of a call's arguments is not Python's
            raise Refused(f"{ARRAY_OPERATORS[atomic]} into a component of an array's element, its index and its value both with side effects")
        self.written.add(array)
        return m.Atomic(atomic, array, index if len(index) > 1 else index[0], value, "aug" if style == "subscript" else style, component, field)

    def operator_overloaded(self, op: str) -> bool:
        """Whether a ``@wp.func`` named like the operator (``add``) is in reach: Warp's augmented
        assignment then calls it where its types match."""
        from warp._src.context import Function

        return isinstance(self.adj.resolve_external_reference(op), Function)

    def tuple_of(self, node: ast.Tuple, scope: _Scope) -> m.TupleOf:
        items = tuple(self.expr(x, scope) for x in node.elts)
        return m.TupleOf(items, m.tuple_of(*(x.type for x in items)))

    def unpack(self, target: ast.Tuple, value_node, scope: _Scope) -> m.Unpack:
        """``a, b = x, y`` or ``a, b = f(x)`` (``f`` returning a tuple), into names not bound before."""
        names = [t.id if isinstance(t, ast.Name) else None for t in target.elts]
        if None in names or len(set(names)) != len(names):
            raise Refused("a tuple assignment into other than distinct names")
        if any(n in scope.locals or n in scope.arrays or n in scope.loop_vars for n in names):
            raise Refused("a tuple assignment rebinding a name")
        value = self.tuple_of(value_node, scope) if isinstance(value_node, ast.Tuple) else self.expr(value_node, scope)
        if not value.type.is_tuple or len(value.type.fields) != len(names):
            raise Refused(f"a tuple assignment of {len(names)} names from a {value.type.name}")
        for n, (_, t) in zip(names, value.type.fields, strict=True):
            scope.locals[n] = t
        return m.Unpack(tuple(names), value)

    def _is_function(self, node) -> bool:
        """Whether Warp evaluated ``node`` to a ``@wp.func`` itself (a function value, not a call)."""
        from warp._src.context import Function

        return isinstance(self.trace.values.get(id(node)), Function)

    def _is_tid(self, node: ast.Call) -> bool:
        func = self.trace.calls.get(id(node))
        return func is not None and func.is_builtin() and func.key == "tid"

    def aug_assign(self, node: ast.AugAssign, scope: _Scope) -> list:
        op = BINARY.get(type(node.op))
        target = node.target
        row = self.row_of(target.value, scope) if isinstance(target, ast.Subscript) else None  # row[j] += v
        if row is not None or isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) and target.value.id in scope.arrays:
            if op not in ARRAY_AUGMENTED:
                raise Refused(f"array element {op or type(node.op).__name__}= (Warp's atomic_{op or type(node.op).__name__.lower()})")
            op = ARRAY_AUGMENTED[op]
            array = row[0] if row is not None else target.value.id
            index = (*((row[1],) if row is not None else ()), *self.index_exprs(target.slice, scope))
            value = self.expr(node.value, scope)
            if value.type != scope.arrays[array]:
                raise Refused(f"+= of a {value.type.name} into an array of {scope.arrays[array].name}")
            if value.type.name not in ATOMIC_ELEMENTS.get(op, ()):  # the .cu: atomicAdd, atomicSub, or atomicAdd of the negated value
                raise Refused(f"{ARRAY_OPERATORS[op]} into an array of {value.type.name} (the standalone CUDA has no such atomic)")
            self.written.add(array)
            return [m.Atomic(op, array, index if len(index) > 1 else index[0], value, style="aug")]
        if isinstance(target, ast.Name) and target.id in scope.locals:
            if target.id in scope.tids:
                raise Refused(f"the thread index {target.id} reassigned")
            t = scope.locals[target.id]
            value = self.expr(node.value, scope)
            if (op in AUGMENTED or op == "div" and t.is_float) and value.type == t:  # the model's x /= v: floats (Warp's x = x / v)
                return [m.AugAssign(target.id, op, value)]
            if op is None:
                raise Refused(f"operator {type(node.op).__name__}=")
            return [
                m.Assign(
                    target.id,
                    m.Binary(op, m.Ref(target.id, t), value, t)
                    if op != "mod" or t.is_integer
                    else m.Call("mod", (m.Ref(target.id, t), value), t),
                )
            ]
        local = target.value if isinstance(target, (ast.Attribute, ast.Subscript)) else None
        if isinstance(local, ast.Subscript) and isinstance(local.value, ast.Name) and local.value.id in scope.arrays:
            return [self.component_atomic(target, local, op, node.value, scope)]  # a[i].y += v, a[i][k] -= v
        if isinstance(local, ast.Name) and local.id in scope.locals and op in ("add", "sub", "mul", "div"):
            if isinstance(target, ast.Subscript) and lift_slices.has_slice(target.slice):  # v[1:3] += w
                return lift_slices.written(self, local.id, target.slice, self.expr(node.value, scope), scope, op)
            if isinstance(target, ast.Subscript) and (row := self.row_update(local.id, target.slice, op, node.value, scope)) is not None:
                return row  # M[0] += v on a local matrix
            return [self.component_update(target, local.id, op, node.value, scope)]  # v.x += s, m[0, 1] *= s on a local
        kind = type(target).__name__
        raise Refused(f"augmented assignment to {'an' if kind[0] in 'AEIOU' else 'a'} {kind}")

    def row_update(self, name: str, index_node, op: str | None, value_node, scope: _Scope) -> list | None:
        """``M[r] = v`` (op None), ``M[r] += v`` or ``M[r] -= v`` on a local matrix, r a constant: one
        component at a time, as Warp's row is a copy of the vector's (or their sum, component by
        component); None where ``name`` is not a matrix so indexed. The vector, read once per
        component, must be pure and not read the matrix being written."""
        t = scope.locals[name]
        r = self.constant_row(index_node, t, scope)
        if r is None:
            return None
        value = self.expr(value_node, scope)
        scalar = m.Type(t.scalar.name)
        if not (value.type.is_vector and value.type.shape == (t.shape[1],) and value.type.scalar == t.scalar):
            raise Refused(f"a {value.type.name} stored into a row of a {t.name}")
        if not _pure(value) or any(isinstance(x, m.Ref) and x.name == name for x in walk.walk_expr(value)):
            raise Refused(f"a row of a {t.name} written from a value that is not pure or reads the matrix")
        if op not in (None, "add", "sub"):
            raise Refused(f"{op}= into a row of a {t.name}")
        out = []
        for c in range(t.shape[1]):
            part = _component(value, (c,), scalar)
            if op is not None:
                part = self.arithmetic(op, m.Component(m.Ref(name, t), (r, c), scalar), part, scalar)
            out.append(m.SetComponent(name, (r, c), part))
        return out

    def component_update(self, target, name: str, op: str, value_node, scope: _Scope) -> m.SetComponent | m.SetElement:
        """``v.x op= s`` or ``v[k] op= s`` on a local vector or matrix: Warp's ``v.x = v.x op s``."""
        t = scope.locals[name]
        if isinstance(target, ast.Attribute) and t.is_struct:  # s.x += v: Warp's s.x = s.x + v
            return self.field_update(name, target.attr, op, value_node, scope)
        if isinstance(target, ast.Attribute):
            if not (t.is_vector and t.name.startswith("vec") and target.attr in ("x", "y", "z", "w")[: t.shape[0]]):
                raise Refused(f"augmented assignment to .{target.attr} of a {t.name}")
            index = ("xyzw".index(target.attr),)
        else:
            if t.is_scalar or t.is_struct:
                raise Refused(f"augmented assignment into a subscript of a {t.name}")
            try:
                index = self.constant_index(target.slice, t, scope)
            except RunTimeIndex as why:  # v[axis] += s: Warp's v[axis] = v[axis] + s, the index read twice
                return self.element_update(target.slice, name, op, value_node, why, scope)
        part = m.Type(t.scalar.name)
        value = self.expr(value_node, scope)
        if value.type != part:
            raise Refused(f"{op}= of a {value.type.name} into a component of {t.name}")
        return m.SetComponent(name, index, self.arithmetic(op, m.Component(m.Ref(name, t), index, part), value, part))

    def field_update(self, name: str, field: str, op: str, value_node, scope: _Scope) -> m.SetField:
        """``s.x op= v`` on a local struct: Warp's ``s.x = s.x op v``, the value read once."""
        t = scope.locals[name]
        part = dict(t.fields).get(field)
        if part is None or not part.is_scalar and not part.is_vector:
            raise Refused(f"augmented assignment to .{field} of a {t.name}")
        if self.operator_overloaded(op):
            raise Refused("augmented assignment to a struct's field, with the operator overloaded by a @wp.func")
        value = self.expr(value_node, scope)
        if value.type != part:
            raise Refused(f"{op}= of a {value.type.name} into .{field} of a {t.name}")
        return m.SetField(name, field, self.arithmetic(op, m.Field(m.Ref(name, t), field, part), value, part))

    def element_update(self, index_node, name: str, op: str, value_node, why: Refused, scope: _Scope) -> m.SetElement:
        """``v[k] op= s`` on a local vector or matrix, ``k`` known only at run time: ``SetElement`` of
        ``v[k] op s`` (Python's meaning, and Warp's). The index is read twice, so it must be pure."""
        t = scope.locals[name]
        element = self.element(index_node, m.Ref(name, t), why, scope)
        if not all(_pure(k) for k in element.index):
            raise Refused(f"{op}= into a component of a {t.name} at an index that is not pure")
        value = self.expr(value_node, scope)
        if value.type != element.type:
            raise Refused(f"{op}= of a {value.type.name} into a component of {t.name}")
        return m.SetElement(name, element.index, self.arithmetic(op, element, value, element.type), t)

    def for_loop(self, node: ast.For, scope: _Scope):
        if node.orelse:
            raise Refused("for ... else")
        if not isinstance(node.target, ast.Name):
            raise Refused("a for loop over a tuple target")
        it = node.iter
        func = self.trace.calls.get(id(it)) if isinstance(it, ast.Call) else None
        if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range") and not (
            func is not None and func.is_builtin() and func.key == "range"
        ):
            raise Refused("a for loop over something other than range()")
        var = node.target.id
        shadows = var in scope.locals
        if shadows and (scope.loops > 1 or var in scope.loop_vars or var in scope.tids or var in scope.rand_states or scope.locals[var].is_struct):
            # in an outer loop, the next iteration may read the name before this loop: Python's last value, not the C local's
            raise Refused("a loop variable reusing a local's name")
        if shadows and any(isinstance(n, ast.Name) and n.id == var for a in it.args for n in ast.walk(a)):
            raise Refused("a loop variable reusing a local's name in its range()")
        c_name = lift_loops.fresh_name(var, self.adj.tree, (*scope.locals, *scope.arrays, *scope.made_names)) if shadows else var
        if shadows:
            scope.made_names.add(c_name)
        scope.loop_vars.add(var)
        scope.loop_blocks[var] = scope.block
        args = it.args
        constants = [self.static_value(a, scope) for a in args]
        scope.locals[var] = m.INT
        rebound = lift_loops.assigns(node)
        try:
            if len(args) == 1 and isinstance(constants[0], int) and not isinstance(constants[0], bool):
                return m.For(c_name, constants[0], lift_loops.renamed(var, c_name, self.loop_body(node, rebound, scope)))
            bounds = [self.expr(a, scope) for a in args]
            if any(b.type != m.INT for b in bounds):
                raise Refused("range() bounds that are not int32")
            start, stop = (bounds[0], bounds[1]) if len(bounds) >= 2 else (m.Const(0, m.INT), bounds[0])
            step = 1
            if len(args) == 3:
                step = constants[2]
                if not isinstance(step, int) or step == 0:
                    raise Refused("range() with a step not a nonzero constant")
            return m.Range(c_name, start, stop, step, lift_loops.renamed(var, c_name, self.loop_body(node, rebound, scope)))
        finally:
            del scope.locals[var]
            if shadows:  # the local's C variable is stale after the loop: the name is neither read nor bound again
                scope.shadowed.add(var)
                scope.loop_vars.discard(var)

    def loop_body(self, node: ast.For, rebound: bool, scope: _Scope) -> tuple:
        """A for loop's body; where it assigns the loop variable, with a local of its own for it (``synth.warp.lift_loops``)."""
        var = node.target.id
        if not rebound:
            return self.body(node.body, scope)
        scope.rebound.add(var)
        try:
            body = self.body(node.body, scope)
        finally:
            scope.rebound.discard(var)
        own = lift_loops.fresh_name(var, self.adj.tree, (*scope.locals, *scope.arrays, *scope.made_names))
        return lift_loops.own_local(var, own, body)

    # -- the kernel

    @staticmethod
    def fabric_param(name: str, t: m.Type, entry: dict | None, shapes: dict) -> m.Param:
        """A Fabric array parameter as its launch copied it (``synth.warp.fabric``): its buckets' sizes, and
        an indexed one's index array's length."""
        if entry is None:
            raise Refused("a Fabric array with no value in the launch")
        indexed = None
        if entry["kind"] == "indexedfabricarray":
            if f"{name}.indices" not in shapes:
                raise Refused("an indexed Fabric array with no index array in the launch")
            indexed = shapes[f"{name}.indices"][0]
        lengths = tuple(entry.get("lengths") or ())  # a Fabric array of arrays: each element's array's length
        return m.Param(name, "in", t, shape=tuple(entry["shape"]), buckets=tuple(entry["buckets"]), indexed=indexed, lengths=lengths)

    def lift(self, name: str, launch: dict) -> m.KernelSpec:
        adj = self.kernel.adj
        scope = _Scope()
        self.tiles.launch = launch
        params = []
        shapes = {a["name"]: tuple(a["shape"]) for a in launch["args"] if a["kind"] == "array"}
        nulls = {a["name"] for a in launch["args"] if a["kind"] == "null"}
        fabrics = {a["name"]: a for a in launch["args"] if a["kind"] in FABRIC}
        for arg in adj.args:
            indexed = array_class(arg.type) == lift_indexed.KIND
            ndim = arg.type.ndim if indexed else array_ndim(arg.type, fabric=True)
            if ndim is None:
                t = model_type(arg.type, "a parameter")
                if t.is_struct:
                    self.structs.setdefault(t.name, t)
                scope.locals[arg.label] = t
                params.append(m.Param(arg.label, "scalar", t))
            else:
                t = model_type(arg.type.dtype, "an array")
                if t.is_struct:
                    self.structs.setdefault(t.name, t)
                scope.arrays[arg.label] = t
                if indexed:
                    params.append(lift_indexed.param(arg.label, t, launch))
                elif array_class(arg.type) in FABRIC:
                    params.append(self.fabric_param(arg.label, t, fabrics.get(arg.label), shapes))
                elif arg.label in nulls:  # Warp's None array: a null data pointer, every extent 0
                    params.append(m.Param(arg.label, "none", t, shape=(0,) * ndim))
                elif arg.label in shapes:
                    params.append(m.Param(arg.label, "in", t, shape=shapes[arg.label]))
                else:
                    raise Refused("an array with no value in the launch")
        tree = adj.tree.body[0]
        lift_uses.check_uses(tree, {p.name: 1 for p in params if p.is_fabric}, lift_uses.FABRIC)  # a[i] and a[i, j] of an array of arrays alike
        self.rows = {p.name for p in params if p.lengths}
        self.bindings = _bindings(tree)
        self.top = {id(s) for s in self.own_body(tree)}
        lift_uses.check_uses(tree, {p.name: len(p.shape) for p in params if p.is_indexed_array}, lift_uses.INDEXED)
        body = self.body(self.own_body(tree), scope)
        rows_read_whole(body, self.rows)
        dim = tuple(launch["dim"])
        if len(dim) > 3:
            raise Refused("a launch of more than 3 dimensions")
        tids = lift_tiles.thread_indices(self, scope.tids, dim) or self.unread_thread_names(len(dim))
        if tids and len(tids) != len(dim):
            if len(tids) == 1 and len(dim) > 1:
                raise Refused("a scalar wp.tid() in a multi-dimensional launch")
            raise Refused(f"wp.tid() unpacked into {len(tids)} names for a {len(dim)}-D launch")
        for p in params:
            if p.kind == "in" and any(s == 0 for s in p.shape):
                raise Refused("an empty array")
        params = [dataclasses.replace(p, kind="out") if p.name in self.written and p.kind == "in" else p for p in params]
        observed = expectations.expectations(body)
        prints = any(isinstance(s, m.Print) for b in (body, *(f.body for f in self.funcs.values())) for s in walk.walk_statements(b))
        if not any(p.kind == "out" for p in params) and not observed and not prints:  # a print is compared by its bytes (synth.warp.lift_proof)
            raise Refused(
                "no array is written (an empty kernel: nothing to compare)" if not body else "no array is written (nothing to compare)"
            )
        fields = lift_tiles.launch_fields(self, body, dim)
        if observed and fields.get("block_dim") is not None:
            raise Refused("wp.expect_eq in a tile kernel (expectations are observed once per thread)")
        taken = {n.id for n in ast.walk(adj.tree) if isinstance(n, ast.Name)} | {p.name for p in params}
        if observed and any(n.startswith(expectations.PREFIX) for n in taken):
            raise Refused(f"a name starting {expectations.PREFIX} (the verification run's own)")
        return m.KernelSpec(
            name=name,
            category="lifted",
            seed=0,
            dim=dim[0] if len(dim) == 1 else dim,
            params=tuple(params),
            body=body,
            funcs=tuple(self.funcs.values()),
            structs=tuple(self.structs.values()),
            tid_names=tids if tids and tuple(tids) != m.TIDS[: len(dim)] else (),
            **fields,
        )


def lift(kernel, launch: dict) -> m.KernelSpec:
    """The kernel as a ``KernelSpec`` for one captured launch (``synth.warp.recorder.Launch.to_dict``),
    or ``Refused``. Builds the kernel's CPU code once under the trace."""
    return lift_built(kernel, launch)[0]


def lift_built(kernel, launch: dict) -> tuple[m.KernelSpec, warp_ir.KernelBuild]:
    """``lift``, and the CPU build it traced (at the module's ``block_dim``, a tile launch's at its own), for a caller that reads
    Warp's code of the original too (``synth.warp.lift_proof``: no second build)."""
    if getattr(kernel, "is_generic", False):
        raise Refused("a generic kernel")
    with traced() as trace:
        build = warp_ir.build_kernel_alone(kernel, "cpu", lift_tiles.build_block_dim(kernel, launch), None)
    name = kernel.key.rsplit("__locals__", 1)[-1]
    return Lifter(kernel, trace).lift(name, launch), build
