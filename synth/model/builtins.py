"""Warp's builtins, one declaration each: what the generators may call, what both renderers
print, what the features name.

A ``Builtin`` is a spec ``Call.fn``: its Warp Python spelling, its result type, its feature
name, and its CUDA spellings, one per kind of arguments (``Spelling.on``): a C expression
template, the helper function it calls (written by ``synth.render.cuda.helpers``) and, derived
from those, the C names it brings (which a kernel's own identifiers must not take). The CUDA
renderer takes the first spelling whose ``on`` matches a call's arguments:

- a scalar dtype name (``float32``, ``float64``, ``float16``, ``int32``, ``uint32`` ...): every
  argument is a scalar of that type;
- ``composite``: the first argument is a vector, matrix, quaternion, transform ...;
- ``any``: any arguments.

Templates are ``str.format`` text over the wrapped arguments: ``{args}`` (comma separated),
``{0}``, ``{1}`` ...; ``{result}`` and ``{arg0}`` (type names), ``{elem}`` (the element type of an
array first argument); ``{s}``, the C math suffix
of the call's dtype (``synth.model.dtypes``: ``f`` for float32, none for float64). A spelling
``via`` another dtype is that dtype's spelling on widened arguments, narrowed once (Warp's
float16 builtins compute in float32 and round the result: builtin.h). A ``cast`` spelling is
a C cast: a prefix operator, its argument wrapped as a unary operand.

Adding a builtin is one entry here (and a bit-exact test of its CUDA against Warp's CPU):
``docs/how-to/add-a-builtin.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from synth.model.dtypes import SCALARS

FLOATS = ("float32", "float64", "float16")
COMPOSITE, ANY = "composite", "any"
RIGID = "rigid:"  # a result named for float32 arguments, suffixed for float64 or float16 ones (``rigid_suffix``)


def rigid_suffix(arg_types: tuple) -> str:
    """Warp's suffix of a rigid-body builtin's arguments: "d" for float64 ones (quatd, vec3d, float64),
    "h" for float16 ones (quath, vec3h), "" for float32."""
    scalars = {t.scalar.name for t in arg_types}
    return "d" if "float64" in scalars else "h" if "float16" in scalars else ""


def suffixed(name: str, suffix: str) -> str:
    """A float32 result's counterpart of that suffix: float32 -> float64, vec3 -> vec3h, quat -> quatd."""
    return {"d": "float64", "h": "float16"}.get(suffix, name) if name == "float32" else name + suffix


# The vectors and matrices Warp's lerp is written for in the standalone CUDA: float32's and float64's.
COMPOSITE_LERP = tuple(f"vec{n}{s}" for s in ("", "d") for n in (2, 3, 4)) + tuple(f"mat{n}{n}{s}" for s in ("", "d") for n in (2, 3, 4))


@dataclass(frozen=True)
class Spelling:
    """How the standalone CUDA writes a builtin for one kind of arguments (see the module docstring)."""

    on: str
    c: str = ""
    helper: str = ""  # the helper it calls, "kind:type" (a template like ``c``): the CUDA renderer adds it to the file
    via: str = ""  # the dtype whose spelling this one reuses on widened arguments (float16: float32)
    cast: bool = False
    only: tuple[str, ...] = ()  # a composite spelling's first-argument types, where it is written for some only

    def names(self) -> set[str]:
        """The C names this spelling calls (functions in its template, its helper's kind)."""
        suffix = (SCALARS[self.on].math or "") if self.on in SCALARS else ""
        found = set(re.findall(r"([A-Za-z_]\w*)\(", self.c.replace("{s}", suffix)))
        if self.helper:
            found.add(self.helper.split(":")[0])
        return {n for n in found if "{" not in n}


@dataclass(frozen=True)
class Builtin:
    """One Warp builtin: the spec's ``Call.fn`` (Warp's name, but for ``float``/``int``: wp.float32/wp.int32)."""

    name: str
    spellings: tuple[Spelling, ...]
    # the result type: "arg0" (the first argument's), "scalar" (its element type), "matrix"/"vector" (the
    # square matrix of a vector's size, the vector of a matrix's), "result" (the call's own), or a type name
    result: str = "arg0"
    python: str = ""  # the Warp Python template over {args} and {n} (the result's size); default wp.<name>({args})
    reserved: tuple[str, ...] = ()  # more C names it brings than its spellings call (a helper's per-type names)
    arities: tuple[int, ...] = ()  # the argument counts its spellings take, where Warp has overloads of other counts (wp.min(v))

    @property
    def feature(self) -> str:
        """The dataset's feature name of a kernel calling it."""
        return f"builtin:{self.name}"

    @property
    def names(self) -> frozenset[str]:
        """Every C name the builtin brings into a file."""
        return frozenset().union(*(s.names() for s in self.spellings), self.reserved)

    def spelling(self, arg_types: tuple) -> Spelling:
        """The first spelling for arguments of these types (``synth.model.spec.Type``), or ValueError."""
        if self.arities and len(arg_types) not in self.arities:
            counts = " or ".join(map(str, self.arities))
            raise ValueError(f"wp.{self.name} with {len(arg_types)} arguments: the table spells it with {counts} only")
        dtypes = {t.name for t in arg_types}
        for s in self.spellings:
            if s.on == ANY:
                return s
            if s.on == COMPOSITE and arg_types and not arg_types[0].is_scalar and (not s.only or arg_types[0].name in s.only):
                return s
            if dtypes == {s.on}:
                return s
        ons = ", ".join(dict.fromkeys(s.on + (f" ({' '.join(s.only)})" if s.only else "") for s in self.spellings))
        raise ValueError(f"wp.{self.name} on {', '.join(t.name for t in arg_types) or 'no arguments'}: the table spells it on {ons} only")

    def result_name(self, arg_types: tuple) -> str | None:
        """The result type's name for arguments of these types; None where the call says (``identity``)."""
        if self.result == "result":
            return None
        if self.result.startswith(RIGID):
            return suffixed(self.result.removeprefix(RIGID), rigid_suffix(arg_types))
        if self.result not in ("arg0", "scalar", "matrix", "vector", "transposed"):
            return self.result
        t = arg_types[0]
        if self.result == "transposed":  # a matrix's rows and columns swapped: mat32 -> mat23 (a square one's own type)
            return re.sub(r"^mat(\d)(\d)", r"mat\2\1", t.name)
        if self.result == "arg0":
            return t.name
        if self.result == "scalar":
            return t.scalar.name
        n, suffix = t.shape[0], t.name.removeprefix(f"vec{t.shape[0]}" if t.is_vector else f"mat{t.shape[0]}{t.shape[0]}")
        return f"mat{n}{n}{suffix}" if self.result == "matrix" else f"vec{n}{suffix}"

    def spelling_on(self, on: str) -> Spelling:
        """The spelling declared for ``on`` (a ``via`` spelling's source)."""
        return next(s for s in self.spellings if s.on == on)

    def python_text(self, args: list[str], n: int | None = None) -> str:
        return (self.python or f"wp.{self.name}({{args}})").format(args=", ".join(args), n=n)


# ----------------------------------------------------------------------------- spelling families


def c_math(c: str, dtypes: tuple[str, ...] = FLOATS) -> tuple[Spelling, ...]:
    """C's math function ``c`` on each float dtype (``sinf`` / ``sin``); float16 through float32."""
    return tuple(Spelling(d, via="float32") if d == "float16" else Spelling(d, f"{c}{{s}}({{args}})") for d in dtypes)


def helper(kind: str, on: str, key: str = "{result}") -> Spelling:
    """A call of the helper ``kind`` (its code keyed by ``kind:<key>``)."""
    return Spelling(on, f"{kind}({{args}})", helper=f"{kind}:{key}")


def _entries(*builtins: Builtin) -> dict[str, Builtin]:
    table = {}
    for b in builtins:
        if b.name in table:
            raise ValueError(f"builtin {b.name} declared twice")
        table[b.name] = b
    return table


# The rigid-body builtins' helpers are keyed by the type they belong to (synth.render.rigid_ops).
_RIGID = {
    "quat": ("quat_identity", "quat_from_axis_angle", "quat_rpy", "quat_inverse", "quat_rotate", "quat_rotate_inv", "quat_to_matrix", "quat_from_matrix", "quat_slerp"),
    "transform": ("transform_identity", "transform_get_translation", "transform_get_rotation", "transform_multiply", "transform_inverse", "transform_point", "transform_vector"),
    "spatial_vector": ("spatial_top", "spatial_bottom", "spatial_cross", "spatial_cross_dual", "spatial_dot"),
}  # fmt: skip
_RIGID_RESULTS = {
    "quat_to_matrix": "mat33", "quat_rotate": "vec3", "quat_rotate_inv": "vec3", "transform_get_translation": "vec3",
    "transform_get_rotation": "quat", "transform_point": "vec3", "transform_vector": "vec3", "spatial_top": "vec3",
    "spatial_bottom": "vec3", "spatial_dot": "float32",
}  # fmt: skip
# Warp's random functions (rand.h): one helper each, keyed float32 (synth.render.random_ops).
_RANDOM_RESULTS = {
    "rand_init": "uint32", "randf": "float32", "randi": "int32", "randn": "float32", "randu": "uint32", "poisson": "uint32",
    "sample_unit_square": "vec2", "sample_unit_disk": "vec2", "sample_unit_ring": "vec2", "sample_triangle": "vec2",
    "sample_unit_cube": "vec3", "sample_unit_sphere_surface": "vec3", "sample_unit_sphere": "vec3",
    "sample_unit_hemisphere_surface": "vec3", "sample_unit_hemisphere": "vec3",
}  # fmt: skip
_RANDOM_ARITIES = {"randi": (3,)}  # the helper draws in [lo, hi): not Warp's wp.randi(state), a whole int32


def _math(name: str, c: str | None = None, dtypes: tuple[str, ...] = FLOATS) -> Builtin:
    return Builtin(name, c_math(c or name, dtypes))


def _linalg(name: str, result: str = "arg0", kind: str | None = None) -> Builtin:
    """A vector/matrix builtin: a helper per type, keyed by the first argument's."""
    return Builtin(name, (helper(kind or name, COMPOSITE, "{arg0}"),), result)


def _casts() -> tuple[Builtin, ...]:
    """``wp.<dtype>(x)`` of every dtype: a C cast to its C type (``float``/``int`` for wp.float32/wp.int32);
    to and from float16 the conversions of cuda_fp16.h (``synth.model.dtypes``)."""
    half, bf16 = SCALARS["float16"], SCALARS["bfloat16"]
    # a bfloat16 converts as the float it holds (builtin.h's conversion operators)
    from_bf16 = lambda c: Spelling("bfloat16", c + bf16.widen)  # noqa: E731
    casts = [
        Builtin("float", (Spelling("float16", half.widen), from_bf16(""), Spelling(ANY, "(float){0}", cast=True)), "float32", "wp.float32({args})"),
        Builtin("int", (Spelling("float16", "(int)" + half.widen), from_bf16("(int)"), Spelling(ANY, "(int){0}", cast=True)), "int32", "wp.int32({args})"),
        Builtin("float16", (Spelling(ANY, half.narrow),), "float16"),
        # wp.bool(x): nonzero, as C's conversion (a NaN is true in both; a half widened first)
        Builtin("bool", (Spelling("float16", "(bool)" + half.widen), from_bf16("(bool)"), Spelling(ANY, "(bool){0}", cast=True)), "bool", "wp.bool({args})"),
        Builtin("bfloat16", (Spelling("float16", bf16.narrow.format(half.widen)), Spelling(ANY, bf16.narrow),), "bfloat16"),
    ]
    # a half to any other type converts as the float it holds too (the emulation's __half has no conversion operators)
    for name, s in SCALARS.items():
        if name not in ("float16", "float32", "int32", "bool", "bfloat16"):
            casts.append(Builtin(name, (Spelling("float16", f"({s.c})" + half.widen), from_bf16(f"({s.c})"), Spelling(ANY, f"({s.c}){{0}}", cast=True)), name))
    return tuple(casts)


BUILTINS: dict[str, Builtin] = _entries(
    # -- float math: C's functions on each float type (Warp's CPU code calls the same ones)
    *(_math(n) for n in ("sin", "cos", "tanh", "exp", "log", "sqrt", "pow", "atan", "atan2", "floor", "cbrt", "erf")),
    *(_math(n, dtypes=("float32", "float16")) for n in ("tan", "sinh", "cosh", "log2", "log10", "erfc", "copysign", "ceil", "round", "rint", "trunc")),
    Builtin("mod", c_math("fmod", ("float32", "float16"))),
    Builtin("abs", (*c_math("fabs"), helper("abs_int", "int32"), helper("cw_abs", COMPOSITE, "{arg0}"))),
    *(
        Builtin(n, (*c_math(f"f{n}"), helper(f"{n}_int", "int32"), helper(f"{n}_uint", "uint32"), helper(f"cw_{n}", COMPOSITE, "{arg0}")), arities=(2,))
        for n in ("min", "max")  # not Warp's reduction of one vector (wp.min(v))
    ),
    # Warp's clamp is min(max(x, lo), hi) (builtin.h)
    Builtin(
        "clamp",
        (
            *(Spelling(d, "fmin{s}(fmax{s}({0}, {1}), {2})") for d in ("float32", "float64")),
            Spelling("float16", via="float32"),
            helper("clamp_int", "int32"),
            helper("clamp_uint", "uint32"),
        ),
    ),
    # Warp's isfinite is C's (builtin.h: ::isfinite(x) on float and double)
    Builtin("isfinite", tuple(Spelling(d, "isfinite({0})") for d in ("float32", "float64")), "bool"),
    *(Builtin(n, tuple(Spelling(d, f"{n}({{0}})") for d in ("float32", "float64")), "bool") for n in ("isnan", "isinf")),
    # Warp clamps the argument of asin/acos to [-1, 1] itself (its float overloads, builtin.h)
    *(Builtin(n, (Spelling("float32", f"{n}f(fminf(fmaxf({{0}}, -1.0f), 1.0f))"),)) for n in ("asin", "acos")),
    # -- float builtins Warp defines in its own headers: helpers with Warp's bodies (synth.render.library_ops)
    *(Builtin(n, (helper(n, "float32", "float32"),)) for n in ("frac", "smoothstep", "degrees", "radians")),
    # lerp of float32 and float64 vectors and matrices too (synth.render.library_ops.composite_lerp), keyed by their type
    Builtin("lerp", (helper("lerp", "float32", "float32"), Spelling(COMPOSITE, "lerp({args})", helper="lerp:{arg0}", only=COMPOSITE_LERP))),
    *(Builtin(n, (helper(n, "float32", "float32"), helper(f"{n}_int", "int32"))) for n in ("sign", "step", "nonzero")),
    # wp.lower_bound(a, begin, end, value) on a 1-D array: Warp's binary search (array.h); the helper keyed
    # by the element type ({elem}). Real code calls it (sparse rows, batch offsets); the generators do not.
    Builtin("lower_bound", (Spelling(ANY, "lower_bound({args})", helper="lower_bound:{elem}"),), "int32"),
    # erfinv/erfcinv: CUDA's on the device, Warp's CPU (Cephes' ndtri in double) on the host
    *(Builtin(n, (helper(f"warp_{n}", "float32", "float32"),)) for n in ("erfinv", "erfcinv")),
    # -- integer builtins (synth.render.int_ops)
    Builtin("bit_count", (helper("bit_count_uint", "uint32"),), "int32"),
    # -- vectors and matrices: helpers per type (synth.render.cuda.helpers, half_ops, rigid_ops)
    *(_linalg(n, "scalar") for n in ("dot", "length", "determinant", "length_sq", "norm_l1", "norm_l2", "trace", "ddot")),
    # Warp's Huber norms (its wp.funcs of math.py, which the lifter lifts as functions) of a vector and a threshold
    *(_linalg(n, "scalar") for n in ("norm_huber", "norm_pseudo_huber")),
    *(_linalg(n, "transposed" if n == "transpose" else "arg0") for n in ("cross", "normalize", "cw_mul", "transpose", "cw_div", "inverse")),
    *(_linalg(n, "matrix") for n in ("outer", "diag", "skew")),
    # a square matrix from as many vectors as their size, each a column or a row (mat.h); the lifter
    # refuses Warp's other counts (a mat32 from two vec3 columns: not the table's square result)
    *(_linalg(n, "matrix") for n in ("matrix_from_cols", "matrix_from_rows")),
    _linalg("get_diag", "vector"),
    *(_linalg(n, "uint32") for n in ("argmin", "argmax")),
    # wp.identity(n=..., dtype=...): no argument; the helper is keyed by the result type
    Builtin(
        "identity",
        (Spelling(ANY, "identity_{result}()", helper="identity:{result}"),),
        "result",
        "wp.identity(n={n}, dtype=wp.float32)",
        reserved=tuple(f"identity_{t}" for t in ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")),
    ),
    # -- quaternions, transforms, spatial vectors (synth.render.rigid_ops): one helper each, keyed by its type
    # (on float64 or float16 arguments, Warp's quat_t<double> or <half>: the helper of the suffixed type, its result the suffixed one)
    *(Builtin(n, (helper(n, ANY, t + "{suffix}"),), RIGID + _RIGID_RESULTS.get(n, t)) for t, names in _RIGID.items() for n in names),
    # -- random numbers (synth.render.random_ops)
    *(Builtin(n, (helper(n, ANY, "float32"),), result, arities=_RANDOM_ARITIES.get(n, ())) for n, result in _RANDOM_RESULTS.items()),
    # -- geometry queries (synth.render.geometry_ops): the first argument a handle (a mesh's: the Mesh struct in the C)
    *(Builtin(n, (helper(n, ANY, "float32"),), "vec3") for n in ("mesh_eval_position", "mesh_eval_velocity")),
    # a hash grid's (the HashGrid struct): the query a local the next call advances in place, with the index it writes
    Builtin("hash_grid_query", (helper("hash_grid_query", ANY, "float32"),), "hash_grid_query_t"),
    Builtin("hash_grid_query_next", (helper("hash_grid_query_next", ANY, "float32"),), "bool"),
    Builtin("hash_grid_point_id", (helper("hash_grid_point_id", ANY, "float32"),), "int32"),
    # a BVH's (the Bvh struct) and a mesh's AABB query: each item (face) the query's box or ray overlaps
    *(Builtin(n, (helper(n, ANY, "float32"),), "bvh_query_t") for n in ("bvh_query_aabb", "bvh_query_ray")),
    Builtin("bvh_query_next", (helper("bvh_query_next", ANY, "float32"),), "bool", arities=(2, 3)),
    Builtin("mesh_query_aabb", (helper("mesh_query_aabb", ANY, "float32"),), "mesh_query_aabb_t"),
    Builtin("mesh_query_aabb_next", (helper("mesh_query_aabb_next", ANY, "float32"),), "bool"),
    # (Warp's older overloads with output arguments, returning a bool, are not modelled: the arities refuse them)
    Builtin("mesh_query_ray", (helper("mesh_query_ray", ANY, "float32"),), "mesh_query_ray_t", arities=(4,)),
    # a mesh's closest (furthest) point query: the face and barycentrics of the closest (furthest) point
    *(Builtin(n, (helper(n, ANY, "float32"),), "mesh_query_point_t", arities=(3,)) for n in ("mesh_query_point_no_sign", "mesh_query_furthest_point_no_sign")),
    # -- casts
    *_casts(),
)


def builtin(name: str) -> Builtin:
    """The table's entry for a spec ``Call.fn``; an unknown name is an error."""
    try:
        return BUILTINS[name]
    except KeyError:
        raise ValueError(f"unknown builtin {name!r} (not in synth.model.builtins.BUILTINS)") from None


# ----------------------------------------------------------------------------- tile builtins
# Warp's tile builtins (synth.model.tiles): a node of the spec each, which the CUDA renderer writes
# block by block (synth.render.cuda.tiles), not through a Spelling. Declared here for their
# feature names (``tile:<name>``, listed on the dataset card) and for whether Warp 1.19
# differentiates them: its adjoint of the others is zero, so the generators apply those to int32
# tiles only (a float path through one would fail the gradient check).


@dataclass(frozen=True)
class TileBuiltin:
    """One Warp tile builtin: Warp's name, and whether Warp differentiates it."""

    name: str
    differentiable: bool

    @property
    def feature(self) -> str:
        return f"tile:{self.name}"


TILE_BUILTINS: dict[str, TileBuiltin] = {
    b.name: b
    for b in (
        *(TileBuiltin(n, True) for n in ("tile_load", "tile_store", "tile", "untile", "tile_map", "tile_sum", "tile_broadcast")),
        *(TileBuiltin(n, True) for n in ("tile_transpose", "tile_matmul", "tile_atomic_add", "tile_extract", "tile_astype")),
        *(TileBuiltin(n, False) for n in ("tile_zeros", "tile_ones", "tile_full", "tile_arange", "tile_from_thread")),
        *(TileBuiltin(n, False) for n in ("tile_max", "tile_min", "tile_reduce", "tile_scan_inclusive", "tile_scan_exclusive")),
    )
}
TILE_C_NAMES = frozenset({"BLOCK_DIM"})  # the block size every tile kernel's file declares (synth.render.cuda.tiles)
