"""What a kernel exercises, named: the dataset records it so users can filter and the card can show coverage.

Features are computed from the spec's nodes, never from the rendered text, so they say what the
kernel is built from whatever the renderers print. Names are stable (records keep them); a
builtin is ``builtin:<Call.fn>``, e.g. ``builtin:sin``; an integer operator that Warp implements as
a builtin counts under Warp's name (``a // b`` is ``builtin:floordiv``, ``a & b`` ``builtin:bit_and``,
``~a`` ``builtin:invert``). ``%`` is not counted: kernels recorded before integer kernels use
``i % m`` and their features must not change.
"""

from __future__ import annotations

from synth.model.builtins import TILE_BUILTINS, builtin
from synth.model.spec import (
    BOOL,
    INT,
    OPAQUE_TYPES,
    Atomic,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Const,
    Continue,
    For,
    ForQuery,
    FuncCall,
    If,
    KernelSpec,
    Let,
    Load,
    Logical,
    Range,
    Ref,
    Return,
    Select,
    SetComponent,
    SetField,
    Shape,
    Static,
    Store,
    TupleOf,
    Type,
    Unary,
    Unpack,
    While,
    all_bodies,
    kernel_expressions,
    walk_expr,
    walk_statements,
)
from synth.model.tiles import TILE_FEATURE_PREFIX, TileAtomicAdd, tile_builtins
from synth.model.walk import children

# Every language feature ``features`` can report, in the order the card lists them (grouped by theme).
LANGUAGE_FEATURES = (
    "launch_1d",
    "launch_2d",
    "launch_3d",
    "no_thread_index",
    "array_2d",
    "array_3d",
    "launch_differs_from_arrays",
    "shape_read",
    "neighbour_read",
    "gather",
    "scatter",
    "atomic",
    "array_aug_assign",
    "scalar_param",
    "module_constant",
    "math_constant",
    "int_input_array",
    "int_output",
    "dtype_uint32",
    "dtype_float16",
    "dtype_float64",
    "dtype_int64",
    "dtype_int8",
    "dtype_uint8",
    "vector",
    "matrix",
    "quaternion",
    "transform",
    "spatial_vector",
    "struct",
    "struct_array",
    "struct_field_write",
    "component_write",
    "wp_func",
    "func_calls_func",
    "func_multiple_returns",
    "branch",
    "select_where",
    "select_ifexp",
    "int_equality",
    "static_loop",
    "runtime_loop",
    "negative_step",
    "while_loop",
    "break",
    "continue",
    "early_return",
    "aug_assign",
    # how the kernel is spelled, drawn per kernel like real code (synth.generate.idioms)
    "annotation_subscript",
    "annotation_dtype",
    "annotation_ndim",
    "annotation_array1d",
    "module_global",
    "factory_kernel",
    "unique_module",
    "named_loop_bound",
    "wp_static",
    "static_range",
    "static_expression",
    "forward_only",
    "tuple_return",
    "tuple_assign",
    "chained_comparison",
    "bool_local",
    "generic_func",
    "generic_kernel",
    "closure_dtype",
    "custom_grad",
    "tile_kernel",
    "tiled_launch",
    "mesh_handle",
    "hash_grid_handle",
    "bvh_handle",
    "query_loop",
)
BUILTIN_PREFIX = "builtin:"
# Each tile builtin a generated kernel may call, ``tile:<Warp name>`` (synth.model.builtins.TILE_BUILTINS): the card lists them all.
TILE_FEATURES = tuple(b.feature for b in TILE_BUILTINS.values())
# Integer operators that are Warp builtins, by their spec op and Warp's name (synth.render.int_ops.WARP_BUILTIN).
WARP_OPERATORS = {"pow": "pow", "floordiv": "floordiv", "bit_and": "bit_and", "bit_or": "bit_or", "bit_xor": "bit_xor", "lshift": "lshift", "rshift": "rshift", "invert": "invert"}


def statement_count(spec: KernelSpec) -> int:
    """Statements in the kernel and its functions, nested ones included (as ``walk_statements`` yields them)."""
    return sum(1 for body in all_bodies(spec) for _ in walk_statements(body))


def _reads_tid(e, tids: tuple[str, ...]) -> bool:
    """Whether ``e`` uses a thread index itself (a nested ``Load``'s own index does not count)."""
    if isinstance(e, Ref):
        return e.name in tids
    if isinstance(e, Load):
        return False
    return any(_reads_tid(c, tids) for c in children(e))


def _reads_data(indices) -> bool:
    """Whether an index depends on values read from an array (``a[idx[i]]``, ``hist[bin_of(x[i])]``):
    a gather or a scatter, as opposed to an index computed from thread indices and shapes alone."""
    return any(isinstance(n, Load) for x in indices for n in walk_expr(x))


def _types(spec: KernelSpec, exprs: list):
    """Every value type the kernel and its functions mention: parameters, signatures, struct fields, expressions."""
    found = [p.type for p in spec.params] + list(spec.structs)
    for f in spec.funcs:
        found += [t for _, t in f.params] + [f.returns]
    found += [e.type for e in exprs if isinstance(getattr(e, "type", None), Type)]  # a tile's TileType is not a value type
    found = [t for t in found if t.name not in OPAQUE_TYPES]  # a query's state has no element type
    seen: set[Type] = set()
    while found:
        t = found.pop()
        if t not in seen:
            seen.add(t)
            found += [ft for _, ft in t.fields]
    return seen


def _style_features(spec: KernelSpec, arrays: list, stmts: list, exprs: list) -> dict[str, bool]:
    """The idioms of ``synth.generate.idioms``: how arrays are annotated, where constants live, wp.static, tuples ..."""
    call = spec.style.arrays == "call" and bool(arrays)
    multi = any(len(spec.array_shape(p)) > 1 for p in arrays)
    loops = [s for s in stmts if isinstance(s, For)]
    found = {
        "annotation_subscript": spec.style.arrays == "subscript" and bool(arrays),
        "annotation_dtype": call and not (spec.ndim_arrays and multi),
        "annotation_ndim": call and spec.ndim_arrays and multi,
        "annotation_array1d": spec.style.array1d and any(len(spec.array_shape(p)) == 1 for p in arrays),
        "module_global": any(k.kind == "global" for k in spec.constants),  # NAME = value
        "factory_kernel": spec.factory,
        "unique_module": spec.factory and spec.style.unique_module,
        "named_loop_bound": any(s.count_name for s in loops),
        "static_range": any(s.static for s in loops),
        "static_expression": any(isinstance(e, Static) for e in exprs),
        "forward_only": not spec.enable_backward,
        "tuple_return": any(f.returns.is_tuple for f in spec.funcs),
        "tuple_assign": any(isinstance(s, Unpack) and isinstance(s.value, TupleOf) for s in stmts),
        "chained_comparison": any(isinstance(e, Logical) and e.style == "chained" for e in exprs),
        "bool_local": any(isinstance(s, Let) and s.value.type == BOOL for s in stmts),
        "generic_func": any(f.generic for f in spec.funcs),
        "generic_kernel": bool(spec.generic_params) and not spec.style.closure_dtype,
        "closure_dtype": spec.style.closure_dtype,
        "custom_grad": any(f.grad is not None for f in spec.funcs),
    }
    found["wp_static"] = found["static_range"] or found["static_expression"]
    return found


def features(spec: KernelSpec) -> list[str]:
    """The sorted feature names of one kernel (see ``LANGUAGE_FEATURES``, plus one ``builtin:<name>`` per builtin)."""
    kernel_stmts = list(walk_statements(spec.body))
    stmts = [s for body in all_bodies(spec) for s in walk_statements(body)]
    exprs = [e for body in all_bodies(spec) for top in kernel_expressions(body) for e in walk_expr(top)]
    kernel_exprs = [e for top in kernel_expressions(spec.body) for e in walk_expr(top)]
    func_exprs = [e for f in spec.funcs for top in kernel_expressions(f.body) for e in walk_expr(top)]
    arrays = [p for p in spec.params if p.kind in ("in", "out")]
    types = _types(spec, exprs)
    ranges = [s for s in stmts if isinstance(s, Range)]
    tids = spec.tids

    def neighbour(e) -> bool:
        # a computed index component (i + 1, clamp(i - 1, ...), (i + 1) % n): not the bare thread index
        return isinstance(e, Load) and e.index is not None and any(not isinstance(x, Ref) and _reads_tid(x, tids) for x in e.index)

    found = {
        f"launch_{len(spec.shape)}d": True,
        "no_thread_index": not spec.uses_tid,
        "array_2d": any(len(spec.array_shape(p)) == 2 for p in arrays),
        "array_3d": any(len(spec.array_shape(p)) == 3 for p in arrays),
        # any array whose extent is not the launch shape (a reduction buffer of its own length counts)
        "launch_differs_from_arrays": any(spec.array_shape(p) != spec.shape for p in arrays),
        "shape_read": any(isinstance(e, Shape) for e in exprs),
        "neighbour_read": any(neighbour(e) for e in kernel_exprs),
        "gather": any(isinstance(e, Load) and e.index is not None and _reads_data(e.index) for e in exprs),
        "scatter": any(
            (isinstance(s, Store) and s.index is not None and _reads_data(s.index))
            or (isinstance(s, Atomic) and _reads_data(s.indices))
            for s in stmts
        ),
        "atomic": any(isinstance(s, (Atomic, TileAtomicAdd)) for s in stmts),
        "array_aug_assign": any(isinstance(s, Atomic) and s.style in ("aug", "attribute") for s in stmts),
        "scalar_param": any(p.kind == "scalar" for p in spec.params),
        "module_constant": any(k.kind == "wp_constant" for k in spec.constants),  # NAME = wp.constant(value)
        "math_constant": any(isinstance(e, Const) and e.named for e in exprs),  # wp.pi, wp.tau, wp.e ...
        "int_input_array": any(p.kind == "in" and p.type == INT for p in spec.params),
        "int_output": any(p.kind == "out" and p.type.is_integer for p in spec.params),
        "dtype_uint32": any(t.name == "uint32" for t in types),
        "dtype_float16": any(t.scalar.name == "float16" for t in types),
        **{f"dtype_{n}": any(t.scalar.name == n for t in types) for n in ("float64", "int64", "int8", "uint8")},
        "vector": any(t.is_vector for t in types),
        "matrix": any(t.is_matrix for t in types),
        "quaternion": any(t.name == "quat" for t in types),
        "transform": any(t.name == "transform" for t in types),
        "spatial_vector": any(t.name == "spatial_vector" for t in types),
        "struct": any(t.is_struct for t in types),
        "struct_array": any(p.type.is_struct for p in arrays),
        "struct_field_write": any(isinstance(s, SetField) for s in stmts),
        "component_write": any(isinstance(s, SetComponent) for s in stmts),
        "wp_func": any(isinstance(e, FuncCall) for e in exprs),
        "func_calls_func": any(isinstance(e, FuncCall) for e in func_exprs),
        "func_multiple_returns": any(sum(isinstance(s, Return) for s in walk_statements(f.body)) > 1 for f in spec.funcs),
        "branch": any(isinstance(s, If) for s in stmts),
        "select_where": any(isinstance(e, Select) and e.style == "where" for e in exprs),
        "select_ifexp": any(isinstance(e, Select) and e.style == "ifexp" for e in exprs),
        "int_equality": any(isinstance(e, Compare) and e.op in ("eq", "ne") for e in exprs),
        "static_loop": any(isinstance(s, For) for s in stmts),
        "runtime_loop": any(not (isinstance(s.start, Const) and isinstance(s.stop, Const)) for s in ranges),
        "negative_step": any(s.step < 0 for s in ranges),
        "while_loop": any(isinstance(s, While) for s in stmts),
        "break": any(isinstance(s, Break) for s in stmts),
        "continue": any(isinstance(s, Continue) for s in stmts),
        "early_return": any(isinstance(s, Return) for s in kernel_stmts),
        "aug_assign": any(isinstance(s, AugAssign) for s in stmts),
        "tile_kernel": spec.block_dim is not None,
        "tiled_launch": spec.tiled,
        "mesh_handle": any(p.kind == "mesh" for p in spec.params),  # a wp.Mesh id the launch built (synth.model.spec.HANDLE_KINDS)
        "hash_grid_handle": any(p.kind == "hash_grid" for p in spec.params),
        "bvh_handle": any(p.kind == "bvh" for p in spec.params),
        "query_loop": any(isinstance(s, ForQuery) for s in stmts),  # for index in query (Warp's iteration over a query object)
        **_style_features(spec, arrays, stmts, exprs),
    }
    names = {name for name, present in found.items() if present}
    names |= {builtin(e.fn).feature for e in exprs if isinstance(e, Call)}
    names |= {BUILTIN_PREFIX + WARP_OPERATORS[e.op] for e in exprs if isinstance(e, (Binary, Unary)) and e.op in WARP_OPERATORS}
    names |= {TILE_FEATURE_PREFIX + name for name in tile_builtins(spec)}
    return sorted(names)
