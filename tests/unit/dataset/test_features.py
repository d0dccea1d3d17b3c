"""Features name what a kernel exercises, from its spec; the card counts them per record and survives records without them."""

import hashlib
import json
from dataclasses import replace

import pytest

from synth.dataset.card import features_section, render, write_card
from synth.dataset.folder import ShardWriter, with_checksum
from synth.dataset.merge import merge
from synth.generate.cases import Case
from synth.generate.categories import CATEGORIES
from synth.model.features import BUILTIN_PREFIX, LANGUAGE_FEATURES, TILE_FEATURES, features, statement_count
from synth.model.spec import (
    BOOL,
    BVH_QUERY,
    FLOAT,
    INT,
    MAT22,
    MESH_QUERY_AABB,
    QUAT,
    SPATIAL_VECTOR,
    TRANSFORM,
    UINT,
    UINT64,
    VEC3,
    Atomic,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Const,
    Construct,
    Continue,
    Field,
    For,
    ForQuery,
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
    Static,
    Store,
    Style,
    TupleOf,
    Type,
    Unary,
    Unpack,
    While,
    tuple_of,
)
from synth.model.tiles import (
    TILE_FEATURE_PREFIX,
    TileAtomicAdd,
    TileLet,
    TileLoad,
    TileMap,
    TileOf,
    TileReduce,
    TileRef,
    TileStore,
    TileType,
    Untile,
)

A = Param("a", "in", FLOAT)
OUT = Param("out", "out", FLOAT)
IDX = Param("idx", "in", INT, (0.0, 7.0))
TI, TJ = Ref("i", INT), Ref("j", INT)
PARTICLE = Type("Particle", fields=(("pos", VEC3), ("mass", FLOAT)))


def spec(body, params=(A, OUT), dim=8, funcs=(), structs=()) -> KernelSpec:
    return KernelSpec("k", "unit", 0, dim, tuple(params), tuple(body), tuple(funcs), tuple(structs))


def add(x, y):
    return Binary("add", x, y, INT)


PLAIN = spec([Store("out", Load("a", FLOAT))])
GRID_2D = spec([Store("out", Load("a", FLOAT))], dim=(4, 4))
GRID_3D = spec([Store("out", Load("a", FLOAT))], dim=(2, 2, 2))
ONE_THREAD = spec([Store("out", Const(1.0), index=(Const(0, INT),))], params=(Param("out", "out", FLOAT, length=1),))
CLAMPED = spec(
    [
        Store(
            "out",
            Load(
                "a", FLOAT, (Call("clamp", (add(TI, Const(1, INT)), Const(0, INT), Binary("sub", Shape("a", 0), Const(1, INT), INT)), INT),)
            ),
        )
    ]
)
MODULO_2D = spec([Store("out", Load("a", FLOAT, (TI, Binary("mod", add(TJ, Const(1, INT)), Const(4, INT), INT))))], dim=(4, 4))
# the bare thread indices in any order, or a constant, read no neighbour
TRANSPOSED = spec([Store("out", Binary("add", Load("a", FLOAT, (TJ, TI)), Load("a", FLOAT, (Const(0, INT), TI)), FLOAT))], dim=(4, 4))
GATHER = spec(
    [Store("out", Binary("add", Load("a", FLOAT, (Load("idx", INT),)), Load("a", FLOAT, (Load("idx", INT, (TI,)),)), FLOAT))],
    params=(IDX, Param("a", "in", FLOAT, shape=(16,)), OUT),
)
SCATTER_STORE = spec([Store("out", Load("a", FLOAT), index=(Load("idx", INT),))], params=(IDX, A, OUT))
SCATTER_ATOMIC = spec([Atomic("add", "out", Load("idx", INT), Load("a", FLOAT))], params=(IDX, A, OUT))
BIN = Func("bin_of", (("x", FLOAT),), INT, (Return(Call("int", (Binary("mul", Ref("x", FLOAT), Const(2.0), FLOAT),), INT)),))
BINNED = spec(  # a scatter through an index computed from the data, not read from an index array
    [Atomic("max", "out", FuncCall("bin_of", (Load("a", FLOAT),), INT), Load("a", FLOAT))],
    params=(A, Param("out", "out", FLOAT, length=2)),
    funcs=(BIN,),
)
AUG_ATOMIC = spec(
    [Atomic("add", "out", Binary("mod", TI, Const(4, INT), INT), Load("a", FLOAT), style="aug")],
    params=(A, Param("out", "out", FLOAT, length=4)),
)
STRUCTS = spec(
    [
        Let("p", Load("ps", PARTICLE)),
        SetField("p", "mass", Binary("mul", Field(Ref("p", PARTICLE), "mass", FLOAT), Ref("s", FLOAT), FLOAT)),
        Store("out", Field(Ref("p", PARTICLE), "mass", FLOAT)),
    ],
    params=(Param("ps", "in", PARTICLE), Param("s", "scalar", FLOAT), OUT),
    structs=(PARTICLE,),
)
STRUCT_SCALAR = spec(
    [Store("out", Field(Ref("q", PARTICLE), "mass", FLOAT))], params=(Param("q", "scalar", PARTICLE), OUT), structs=(PARTICLE,)
)
X = Ref("x", FLOAT)
FUNCS = spec(
    [Store("out", FuncCall("g", (Load("a", FLOAT),), FLOAT))],
    funcs=(
        Func(
            "f",
            (("x", FLOAT),),
            FLOAT,
            (If(Compare("lt", X, Const(0.0)), (Return(Unary("neg", X, FLOAT)),)), Return(Call("sin", (X,), FLOAT))),
        ),
        Func("g", (("x", FLOAT),), FLOAT, (Return(FuncCall("f", (X,), FLOAT)),)),
    ),
)
S, N = Ref("s", FLOAT), Ref("n", INT)
LOOPS = spec(
    [
        If(Compare("gt", Load("a", FLOAT), Const(0.5)), (Return(),)),
        Let("s", Const(0.0)),
        For("k", 3, (AugAssign("s", "add", Const(1.0)),)),
        Range("r", Const(0, INT), Const(4, INT), 1, (AugAssign("s", "mul", Const(0.5)),)),
        Let("n", Const(0, INT)),
        While(
            Compare("lt", N, Const(5, INT)),
            (AugAssign("n", "add", Const(1, INT)), If(Compare("gt", S, Const(9.0)), (Break(),)), Continue()),
        ),
        Store("out", S),
    ]
)
RUNTIME_RANGE = spec(
    [Let("s", Const(0.0)), Range("r", Load("idx", INT), Const(0, INT), -1, (AugAssign("s", "add", Const(1.0)),)), Store("out", S)],
    params=(IDX, OUT),
)
SELECTS = spec(
    [
        Let("c", Compare("eq", Binary("mod", TI, Const(2, INT), INT), Const(0, INT))),
        Store(
            "out",
            Select(
                Ref("c", Type("bool")),
                Load("a", FLOAT),
                Select(Compare("lt", Load("a", FLOAT), Const(0.0)), Const(1.0), Const(2.0), FLOAT, "ifexp"),
                FLOAT,
            ),
        ),
    ]
)
LINEAR = spec(
    [
        Let("v", Construct((Load("a", FLOAT), Const(1.0), Const(2.0)), VEC3)),
        Let("m", Construct((Const(1.0), Const(0.0), Const(0.0), Const(1.0)), MAT22)),
        Store(
            "out",
            Binary("add", Call("dot", (Ref("v", VEC3), Ref("v", VEC3)), FLOAT), Call("determinant", (Ref("m", MAT22),), FLOAT), FLOAT),
        ),
    ]
)
FILLED = spec(
    [
        Let("m", Call("identity", (), MAT22)),
        SetComponent("m", (0, 1), Load("a", FLOAT)),
        Store("out", Call("trace", (Call("inverse", (Ref("m", MAT22),), MAT22),), FLOAT)),
    ]
)

U = Load("u", UINT)
INTEGERS = spec(  # Warp's integer operators count under their builtin names; % does not (see features.py)
    [
        Store("out", Binary("bit_xor", Binary("rshift", U, Const(3, UINT), UINT), Unary("invert", U, UINT), UINT)),
        Store("out1", Binary("floordiv", Binary("mod", Ref("i", INT), Const(3, INT), INT), Const(-2, INT), INT)),
        Store("out2", Call("sign", (Binary("bit_and", Ref("i", INT), Const(5, INT), INT),), INT)),
    ],
    params=(Param("u", "in", UINT, (0, 99)), Param("out", "out", UINT), Param("out1", "out", INT), Param("out2", "out", INT)),
)
CONSTANTS = replace(
    spec([Store("out", Binary("mul", Binary("mul", Load("a", FLOAT), Ref("SCALE", FLOAT), FLOAT), Const(3.141592653589793, FLOAT, "pi"), FLOAT))]),
    constants=(ModuleConstant("SCALE", 0.5),),
)
# spellings of synth.generate.idioms: subscript annotations, a factory capturing a closure value
# (module="unique"), a plain module global, a named static loop bound, wp.static values, forward only
FACTORY = replace(
    spec(
        [
            Let("s", Const(0.0)),
            For("t", 2, (AugAssign("s", "add", Call("float", (Static(Binary("add", Ref("t", INT), Const(1, INT), INT), INT),), FLOAT)),), "STEPS", True),
            Store("out", Binary("mul", Binary("mul", Load("a", FLOAT), Ref("gain", FLOAT), FLOAT), Ref("S", FLOAT), FLOAT)),
        ]
    ),
    constants=(ModuleConstant("gain", 0.5, FLOAT, "closure"), ModuleConstant("STEPS", 2, INT, "global"), ModuleConstant("S", 1.5, FLOAT, "global")),
    style=Style("subscript", unique_module=True),
    enable_backward=False,
)
FACTORY_FEATURES = [
    "annotation_subscript", "aug_assign", "builtin:float", "factory_kernel", "forward_only", "launch_1d", "module_global",
    "named_loop_bound", "static_expression", "static_loop", "static_range", "unique_module", "wp_static",
]  # fmt: skip
CLOSURE_DTYPE = replace(  # a factory's dtype types the arrays: a factory kernel, not a generic one (no wp.overload)
    spec([Store("out", Binary("mul", Load("a", FLOAT), Const(0.5), FLOAT))]),
    generic_params=("a", "out"),
    style=Style(array1d=True, closure_dtype=True),
)
PAIR = tuple_of(FLOAT, FLOAT)
Y = Ref("y", FLOAT)
TUPLES = replace(
    spec(
        [
            Unpack(("p", "q"), FuncCall("pair", (Load("a", FLOAT),), PAIR)),
            Unpack(("u", "v"), TupleOf((Ref("p", FLOAT), Ref("q", FLOAT)), PAIR)),
            If(
                Logical("and", Compare("lt", Const(-0.5), Ref("u", FLOAT)), Compare("lt", Ref("u", FLOAT), Const(0.5)), style="chained"),
                (Store("out", FuncCall("twice", (Ref("v", FLOAT),), FLOAT)),),
                (Store("out", Ref("v", FLOAT)),),
            ),
        ]
    ),
    funcs=(
        Func("pair", (("x", FLOAT),), PAIR, (Return(TupleOf((X, Binary("mul", X, X, FLOAT)), PAIR)),), grad=None),
        Func("twice", (("y", FLOAT),), FLOAT, (Return(Binary("mul", Y, Const(2.0), FLOAT)),), generic=("y",)),
        Func("cube", (("x", FLOAT),), FLOAT, (Return(Binary("mul", X, X, FLOAT)),), grad=(("x", Binary("mul", Ref("adj_ret", FLOAT), X, FLOAT)),)),
    ),
    generic_params=("a",),
)
TUPLES_FEATURES = [
    "annotation_dtype", "branch", "chained_comparison", "custom_grad", "generic_func", "generic_kernel", "launch_1d", "tuple_assign",
    "tuple_return", "wp_func",
]  # fmt: skip
POSE = Load("x", TRANSFORM)
RIGID = spec(  # a quaternion read out of a pose counts as one too; wp.spatial_vector(w, v) is a construct, not a builtin
    [
        Store("out", Call("quat_rotate", (Call("transform_get_rotation", (POSE,), QUAT), Load("v", VEC3)), VEC3)),
        Store("out1", Construct((Load("v", VEC3), Load("v", VEC3)), SPATIAL_VECTOR)),
    ],
    params=(Param("x", "in", TRANSFORM), Param("v", "in", VEC3), Param("out", "out", VEC3), Param("out1", "out", SPATIAL_VECTOR)),
)
_H, _VH = Type("float16"), Type("vec3h", (3,))
HALVES = spec(  # half storage (widened, narrowed back) and half arithmetic on a vec3h: dtype_float16
    [
        Store("out", Call("float16", (Binary("mul", Call("float", (Load("h", _H),), FLOAT), Const(2.0), FLOAT),), _H)),
        Store("out1", Call("dot", (Load("v", _VH), Load("v", _VH)), _H)),
    ],
    params=(Param("h", "in", _H), Param("v", "in", _VH), Param("out", "out", _H), Param("out1", "out", _H)),
)
_I64, _F64, _I8, _U8 = Type("int64"), Type("float64"), Type("int8"), Type("uint8")
WIDE = spec(  # the element types of 1 and 8 bytes: one feature each
    [Store("out", Load("w8", _I8)), Store("out1", Load("u8", _U8)), Store("out2", Load("big", _I64)), Store("out3", Load("d", _F64))],
    params=(
        Param("w8", "in", _I8), Param("u8", "in", _U8), Param("big", "in", _I64), Param("d", "in", _F64),
        Param("out", "out", _I8), Param("out1", "out", _U8), Param("out2", "out", _I64), Param("out3", "out", _F64),
    ),
)  # fmt: skip
TILE_1D = TileType(FLOAT, (8,))
TILED = replace(
    spec(
        [
            TileLet("ta", TileLoad("a", TILE_1D, (Binary("mul", TI, Const(8, INT), INT),))),
            TileLet("s", TileReduce("tile_sum", TileRef("ta", TILE_1D), TileType(FLOAT, (1,)))),
            TileStore("out", TileMap("sin", (TileRef("ta", TILE_1D),), TILE_1D), (Binary("mul", TI, Const(8, INT), INT),)),
            TileAtomicAdd("total", TileRef("s", TileType(FLOAT, (1,)))),
        ],
        params=(replace(A, shape=(16,)), replace(OUT, shape=(16,)), Param("total", "out", FLOAT, shape=(1,), init=0.0)),
        dim=2,
    ),
    block_dim=32,
    tiled=True,
)
PER_THREAD_TILES = replace(
    spec(
        [
            Let("x", Load("a", FLOAT)),
            TileLet("t", TileOf(Ref("x", FLOAT), TileType(FLOAT, (32,)))),
            Store("out", Untile(TileRef("t", TileType(FLOAT, (32,))), FLOAT)),
        ],
        dim=64,
    ),
    block_dim=32,
)

MESH_EVAL = spec(
    [Store("out", Call("mesh_eval_position", (Ref("mesh", UINT64), Const(0, INT), Load("a", FLOAT), Const(0.5)), VEC3))],
    params=(
        Param("points", "in", VEC3, shape=(3,)),
        Param("indices", "in", INT, (0, 2), shape=(3,)),
        A,
        Param("mesh", "mesh", UINT64, built_from=(("points", "points"), ("indices", "indices"))),
        Param("out", "out", VEC3),
    ),
)

GRID_POINT_ID = spec(
    [Store("out", Call("hash_grid_point_id", (Ref("grid", UINT64), Const(0, INT)), INT))],
    params=(
        Param("points", "in", VEC3, shape=(3,)),
        Param("grid", "hash_grid", UINT64, built_from=(("points", "points"),), options=(("dim_x", 2), ("dim_y", 2), ("dim_z", 2), ("cell_width", 0.5))),
        Param("out", "out", INT),
    ),
)

BVH_BOXES = (
    Param("lowers", "in", VEC3, shape=(4,)),
    Param("uppers", "in", VEC3, shape=(4,)),
    Param("bvh", "bvh", UINT64, built_from=(("lowers", "lowers"), ("uppers", "uppers"))),
    Param("out", "out", INT),
)
BVH_COUNT = spec(
    [
        Let("query", Call("bvh_query_aabb", (Ref("bvh", UINT64), Load("lowers", VEC3, (Const(0, INT),)), Load("uppers", VEC3, (Const(0, INT),))), BVH_QUERY)),
        Let("index", Call("int", (Const(0, INT),), INT)),
        Let("n", Call("int", (Const(0, INT),), INT)),
        While(Call("bvh_query_next", (Ref("query", BVH_QUERY), Ref("index", INT)), BOOL), (AugAssign("n", "add", Const(1, INT)),)),
        Store("out", Ref("n", INT)),
    ],
    params=BVH_BOXES,
)
MESH_FACES = spec(
    [
        Let("query", Call("mesh_query_aabb", (Ref("mesh", UINT64), Load("points", VEC3, (Const(0, INT),)), Load("points", VEC3, (Const(1, INT),))), MESH_QUERY_AABB)),
        Let("n", Call("int", (Const(0, INT),), INT)),
        ForQuery("face", Ref("query", MESH_QUERY_AABB), (AugAssign("n", "add", Const(1, INT)),)),
        Store("out", Ref("n", INT)),
    ],
    params=(
        Param("points", "in", VEC3, shape=(3,)),
        Param("indices", "in", INT, (0, 2), shape=(3,)),
        Param("mesh", "mesh", UINT64, built_from=(("points", "points"), ("indices", "indices"))),
        Param("out", "out", INT),
    ),
)

EXPECTED = {
    "bvh": (
        BVH_COUNT,
        ["annotation_dtype", "aug_assign", "builtin:bvh_query_aabb", "builtin:bvh_query_next", "builtin:int", "bvh_handle", "int_output", "launch_1d", "launch_differs_from_arrays", "vector", "while_loop"],
    ),
    "mesh_faces": (
        MESH_FACES,
        ["annotation_dtype", "aug_assign", "builtin:int", "builtin:mesh_query_aabb", "int_input_array", "int_output", "launch_1d", "launch_differs_from_arrays", "mesh_handle", "query_loop", "vector"],
    ),
    "hash_grid": (GRID_POINT_ID, ["annotation_dtype", "builtin:hash_grid_point_id", "hash_grid_handle", "int_output", "launch_1d", "launch_differs_from_arrays", "vector"]),
    "mesh": (
        MESH_EVAL,
        ["annotation_dtype", "builtin:mesh_eval_position", "int_input_array", "launch_1d", "launch_differs_from_arrays", "mesh_handle", "vector"],
    ),
    "tiled": (
        TILED,
        ["annotation_dtype", "atomic", "launch_1d", "launch_differs_from_arrays", "tile:tile_atomic_add", "tile:tile_load", "tile:tile_map", "tile:tile_store", "tile:tile_sum", "tile_kernel", "tiled_launch"],
    ),
    "per_thread_tiles": (PER_THREAD_TILES, ["annotation_dtype", "launch_1d", "tile:tile", "tile:untile", "tile_kernel"]),
    "plain": (PLAIN, ["annotation_dtype", "launch_1d"]),
    "wide": (WIDE, ["annotation_dtype", "dtype_float64", "dtype_int64", "dtype_int8", "dtype_uint8", "int_output", "launch_1d"]),
    "halves": (HALVES, ["annotation_dtype", "builtin:dot", "builtin:float", "builtin:float16", "dtype_float16", "launch_1d", "vector"]),
    "2d": (GRID_2D, ["annotation_dtype", "array_2d", "launch_2d"]),
    "3d": (GRID_3D, ["annotation_dtype", "array_3d", "launch_3d"]),
    "one_thread": (ONE_THREAD, ["annotation_dtype", "launch_1d", "launch_differs_from_arrays", "no_thread_index"]),
    "clamped": (CLAMPED, ["annotation_dtype", "builtin:clamp", "launch_1d", "neighbour_read", "shape_read"]),
    "modulo_2d": (MODULO_2D, ["annotation_dtype", "array_2d", "launch_2d", "neighbour_read"]),
    "transposed": (TRANSPOSED, ["annotation_dtype", "array_2d", "launch_2d"]),
    "gather": (GATHER, ["annotation_dtype", "gather", "int_input_array", "launch_1d", "launch_differs_from_arrays"]),
    "scatter_store": (SCATTER_STORE, ["annotation_dtype", "int_input_array", "launch_1d", "scatter"]),
    "scatter_atomic": (SCATTER_ATOMIC, ["annotation_dtype", "atomic", "int_input_array", "launch_1d", "scatter"]),
    "binned": (BINNED, ["annotation_dtype", "atomic", "builtin:int", "launch_1d", "launch_differs_from_arrays", "scatter", "wp_func"]),
    "aug_atomic": (AUG_ATOMIC, ["annotation_dtype", "array_aug_assign", "atomic", "launch_1d", "launch_differs_from_arrays"]),
    "structs": (STRUCTS, ["annotation_dtype", "launch_1d", "scalar_param", "struct", "struct_array", "struct_field_write", "vector"]),
    "struct_scalar": (STRUCT_SCALAR, ["annotation_dtype", "launch_1d", "scalar_param", "struct", "vector"]),
    "funcs": (FUNCS, ["annotation_dtype", "branch", "builtin:sin", "func_calls_func", "func_multiple_returns", "launch_1d", "wp_func"]),
    "loops": (LOOPS, ["annotation_dtype", "aug_assign", "branch", "break", "continue", "early_return", "launch_1d", "static_loop", "while_loop"]),
    "runtime_range": (RUNTIME_RANGE, ["annotation_dtype", "aug_assign", "int_input_array", "launch_1d", "negative_step", "runtime_loop"]),
    "selects": (SELECTS, ["annotation_dtype", "bool_local", "int_equality", "launch_1d", "select_ifexp", "select_where"]),
    "linear": (LINEAR, ["annotation_dtype", "builtin:determinant", "builtin:dot", "launch_1d", "matrix", "vector"]),
    "filled": (FILLED, ["annotation_dtype", "builtin:identity", "builtin:inverse", "builtin:trace", "component_write", "launch_1d", "matrix"]),
    "constants": (CONSTANTS, ["annotation_dtype", "launch_1d", "math_constant", "module_constant"]),
    "rigid": (
        RIGID,
        ["annotation_dtype", "builtin:quat_rotate", "builtin:transform_get_rotation", "launch_1d", "quaternion", "spatial_vector", "transform", "vector"],
    ),
    "integers": (
        INTEGERS,
        ["annotation_dtype", "builtin:bit_and", "builtin:bit_xor", "builtin:floordiv", "builtin:invert", "builtin:rshift", "builtin:sign", "dtype_uint32", "int_output", "launch_1d"],
    ),
    "ndim_keyword": (replace(GRID_2D, ndim_arrays=True), ["annotation_ndim", "array_2d", "launch_2d"]),
    "factory": (FACTORY, FACTORY_FEATURES),
    "closure_dtype": (CLOSURE_DTYPE, ["annotation_array1d", "annotation_dtype", "closure_dtype", "factory_kernel", "launch_1d"]),
    "tuples": (TUPLES, TUPLES_FEATURES),
}


@pytest.mark.parametrize("name", EXPECTED)
def test_features_of_hand_built_specs(name):
    built, expected = EXPECTED[name]
    assert features(built) == expected


def test_every_language_feature_is_exercised_above_and_listed():
    """A feature no test spec produces is untested; one missing from LANGUAGE_FEATURES would be missing from the card's order."""
    found = {f for built, _ in EXPECTED.values() for f in features(built)}
    language = {f for f in found if not f.startswith((BUILTIN_PREFIX, TILE_FEATURE_PREFIX))}
    assert language == set(LANGUAGE_FEATURES)
    assert len(LANGUAGE_FEATURES) == len(set(LANGUAGE_FEATURES))


@pytest.mark.parametrize("category", list(CATEGORIES))
def test_generated_kernels_have_listed_features(category):
    for seed in range(5):
        case_spec = Case(category, seed).spec
        names = features(case_spec)
        assert names == sorted(set(names))
        assert {f for f in names if not f.startswith((BUILTIN_PREFIX, TILE_FEATURE_PREFIX))} <= set(LANGUAGE_FEATURES)
        assert {f for f in names if f.startswith(TILE_FEATURE_PREFIX)} <= set(TILE_FEATURES)
        assert sum(f.startswith("launch_") and f[-1] == "d" for f in names) == 1
        assert statement_count(case_spec) >= 1


def test_statement_count_includes_nested_statements_and_functions():
    assert statement_count(PLAIN) == 1
    # If, Return | Let | For, AugAssign | Range, AugAssign | Let | While, AugAssign, If, Break, Continue | Store
    assert statement_count(LOOPS) == 14
    # kernel: Store; f: If, Return, Return; g: Return
    assert statement_count(FUNCS) == 5


def old_record(n: int, **extra) -> dict:
    return {"id": f"math-s{n:06d}", "category": "math", "seed": n, **extra}


def test_features_table_counts_shares_and_order():
    records = [
        old_record(1, features=["builtin:sin", "launch_1d"], statements=1),
        old_record(2, features=["builtin:cos", "builtin:sin", "launch_2d", "gather"], statements=4),
        old_record(3, features=["launch_1d", "future_feature"], statements=10),
        old_record(4, features=["builtin:abs", "launch_1d", "gather"], statements=7),
    ]
    text = "\n".join(features_section(records))
    rows = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| feature")]
    listed = len(LANGUAGE_FEATURES) + len(TILE_FEATURES)
    assert len(rows) == listed + 1 + 3  # every language feature and tile builtin, the unknown one, three builtins
    assert "| launch_1d | 3 | 75.0% |" in rows and "| gather | 2 | 50.0% |" in rows and "| struct | 0 | 0.0% |" in rows
    assert "| tile:tile_load | 0 | 0.0% |" in rows  # each tile builtin is listed, used or not
    names = [r.split(" | ")[0][2:] for r in rows]
    assert names[:listed] == [*LANGUAGE_FEATURES, *TILE_FEATURES]
    assert names[listed:] == [
        "future_feature",
        "builtin:sin",
        "builtin:abs",
        "builtin:cos",
    ]  # builtins by count, then name
    assert "| builtin:sin | 2 | 50.0% |" in rows
    assert "not recorded" not in text
    assert "min 1, p10 1, p50 4, p90 10, max 10" in text


def test_statement_spread_is_nearest_rank():
    text = "\n".join(features_section([old_record(n, features=["launch_1d"], statements=n) for n in range(1, 21)]))
    assert "min 1, p10 2, p50 10, p90 18, max 20" in text


def test_records_without_features_are_named_not_recorded():
    mixed = [old_record(1), old_record(2, features=["launch_1d"], statements=3)]
    text = "\n".join(features_section(mixed))
    assert "Not recorded for 1 record(s)" in text and "| launch_1d | 1 | 100.0% |" in text
    assert "over 1 record(s): min 3, p10 3, p50 3, p90 3, max 3; not recorded for 1 record(s)." in text
    old = "\n".join(features_section([old_record(1), old_record(2)]))
    assert "Features: not recorded (none of the 2 records has a `features` field)." in old
    assert "Statements per kernel: not recorded." in old and "| feature" not in old


def shard_record(n: int, with_features: bool) -> dict:
    source = f"@wp.kernel\ndef math_s{n:06d}():\n    x = {n}\n"
    r = {
        "id": f"math-s{n:06d}", "category": "math", "seed": n, "kernel_name": f"math_s{n:06d}", "python_source": source,
        **dict.fromkeys(("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward"), "ir"),
        "cuda_standalone": None, "ptx": None, "resources": None, "launch": {"dim": [4], "args": []},
        "checks": {"test_a": {"passed": True}}, "versions": {"warp": "1.19.0"}, "hash": hashlib.sha256(bytes([n])).hexdigest(),
    }  # fmt: skip
    if with_features:
        r.update(features=["builtin:sin", "launch_1d"] if n % 2 else ["launch_2d"], statements=n)
    return r


def test_a_card_renders_from_merged_records_old_and_new(tmp_path):
    """Shards written before and after the fields existed merge into one card that counts only what was recorded."""
    writer = ShardWriter(tmp_path / ".shards" / "records-main-r.jsonl")
    for n in range(1, 11):
        writer.append(with_checksum(shard_record(n, with_features=n > 2)))
    writer.close()
    merged = merge(tmp_path, (100, 0, 0))
    run = {
        "command": "pytest --dataset d",
        "finished": "now",
        "workers": 1,
        "duration_s": 1.0,
        "new_records": 10,
        "records_per_s": 10.0,
        "new_failures": 0,
    }
    write_card(tmp_path, merged.stats, merged.records, run, [run])
    card = (tmp_path / "README.md").read_text()
    section = card[card.index("## Features") : card.index("## Checks")]
    assert "of the 8 records that list their features" in section and "Not recorded for 2 record(s)" in section
    assert "| launch_1d | 4 | 50.0% |" in section and "| launch_2d | 4 | 50.0% |" in section and "| builtin:sin | 4 | 50.0% |" in section
    builtins = {line.split(" | ")[0].removeprefix("| ") for line in section.splitlines() if line.startswith("| builtin:")}
    assert f"{len(builtins)} distinct Warp builtins are used." in section and builtins
    assert "over 8 record(s): min 3, p10 3, p50 6, p90 10, max 10; not recorded for 2 record(s)." in section
    assert "| `features` | list of str or null |" in card
    rows = [json.loads(line) for line in (tmp_path / "train.jsonl").read_text().splitlines()]
    assert [r.get("statements") for r in rows] == [None, None, *range(3, 11)]
    # without records (the old call), the card still renders and says so
    assert "Features: not recorded (no records)." in render(merged.stats, run, [run])


def test_existing_code_records_are_not_counted_as_missing_features():
    """Records of existing code have no spec: the section counts generated records only and says why,
    never calling them records written before features existed."""
    generated = [old_record(n, kind="generated", features=["launch_1d"], statements=3) for n in range(4)]
    existing = [{"id": f"warp-examples-core.m-k{n}", "kind": "warp_module", "features": None, "statements": None} for n in range(2)]
    text = "\n".join(features_section(generated + existing))
    assert "the 2 records of existing code have no spec" in text
    assert "of the 4 records that list their features" in text and "| launch_1d | 4 | 100.0% |" in text
    assert "Not recorded for" not in text and "over 4 record(s)" in text
