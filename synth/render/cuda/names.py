"""C++ names and spellings of the standalone .cu: the C names of Warp's builtins (per element
type), the names a spec's identifier must not take (renamed with a trailing ``_``), and literals."""

from __future__ import annotations

import numpy as np

from synth.model.dtypes import SCALARS
from synth.model.spec import Type
from synth.render import half_ops, int_ops, library_ops, random_ops, rigid_ops

INDENT = "    "
FIELDS = "xyzw"
TYPE_ORDER = ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")

# Casts, by the spec's call name: wp.float32(x) and wp.int32(x) are "float" and "int", the others
# (wp.uint32, wp.float64, wp.int64, wp.uint8 ...) their Warp name; the C type from the dtype table.
# float16 casts are half_ops' conversions.
CASTS = {"float": "float", "int": "int", **{name: s.c for name, s in SCALARS.items() if name not in ("float16", "float32", "int32", "bool")}}

# Warp float builtins and their C float functions (Warp's CPU code calls the same ones).
MATH = {"sin": "sinf", "cos": "cosf", "tanh": "tanhf", "exp": "expf", "log": "logf", "sqrt": "sqrtf", "abs": "fabsf", "pow": "powf"}
MATH.update({"min": "fminf", "max": "fmaxf"})
# The wider library (synth.generate.library): the same C float functions Warp's float overloads call.
MATH.update({"tan": "tanf", "atan": "atanf", "atan2": "atan2f", "sinh": "sinhf", "cosh": "coshf", "log2": "log2f"})
MATH.update({"log10": "log10f", "cbrt": "cbrtf", "erf": "erff", "erfc": "erfcf", "copysign": "copysignf", "mod": "fmodf"})
MATH.update({"floor": "floorf", "ceil": "ceilf", "round": "roundf", "rint": "rintf", "trunc": "truncf"})
# Warp's float64 overloads (builtin.h) call the C double functions; its min/max are fmin/fmax on CUDA.
MATH64 = {"sin": "sin", "cos": "cos", "tanh": "tanh", "exp": "exp", "log": "log", "sqrt": "sqrt", "abs": "fabs", "pow": "pow"}
MATH64.update({"min": "fmin", "max": "fmax", "atan": "atan", "atan2": "atan2", "floor": "floor", "cbrt": "cbrt", "erf": "erf"})
# Warp clamps the argument of asin/acos to [-1, 1] itself (its float overloads, builtin.h).
CLAMPED_TO_UNIT = {"asin": "asinf", "acos": "acosf"}
# Builtins on vectors and matrices, rendered as calls to helpers defined in the file.
HELPER_CALLS = ("dot", "cross", "length", "normalize", "cw_mul", "transpose", "determinant")
# More vector/matrix builtins (Warp name -> helper name), keyed by their first argument's type;
# min/max/abs only take this path on vectors (on floats they are MATH), identity (no argument) by its result type.
LINALG_CALLS = {
    "min": "cw_min", "max": "cw_max", "abs": "cw_abs", "cw_div": "cw_div", "length_sq": "length_sq", "norm_l1": "norm_l1",
    "norm_l2": "norm_l2", "outer": "outer", "diag": "diag", "skew": "skew", "identity": "identity", "trace": "trace",
    "ddot": "ddot", "get_diag": "get_diag", "inverse": "inverse", "argmin": "argmin", "argmax": "argmax",
}  # fmt: skip

# Names a parameter or local must not take in C++ (keywords, our helpers, C math); renamed with a trailing _.
RESERVED = (
    frozenset(
        """auto bool break case char class const continue default delete do double else enum explicit extern false float for
    friend goto if inline int long namespace new operator private protected public register return short signed sizeof
    static struct switch template this throw true try typedef typename union unsigned using virtual void volatile while
    dim3 threadIdx blockIdx blockDim gridDim run main atomicAdd atomicCAS atomicMin atomicMax""".split()
    )
    | set(MATH.values())
    | set(MATH64.values())
    | set(CLAMPED_TO_UNIT.values())
    | library_ops.NAMES
    | random_ops.NAMES
    | set(HELPER_CALLS)
    | set(LINALG_CALLS.values())
    | {f"identity_{t}" for t in TYPE_ORDER}
    | {"mat_mul", "mat_vec", "atomic_min_float", "atomic_max_float", "fmaf", "n0", "n1", "n2"}
    | set(int_ops.C_HELPERS)
    | set(TYPE_ORDER)
    | rigid_ops.NAMES
    | set(rigid_ops.TYPES)
    | set(half_ops.HALF_VECTORS)
    | {"hdiv"}
)


def c_type(t: Type) -> str:
    """A scalar's C type (``synth.model.dtypes``), else the name of the rendered struct."""
    return SCALARS[t.name].c if t.name in SCALARS else t.name


def c_name(name: str) -> str:
    """A spec name as a C++ identifier (a trailing _ where the name is taken in C++)."""
    return name + "_" if name in RESERVED else name


def double_literal(value: float) -> str:
    """The float64 value as the shortest C double literal that reads back to it."""
    text = repr(float(value))
    if not np.isfinite(float(value)):
        raise ValueError(f"float64 constant {value!r} is not finite")
    return text if "." in text or "e" in text else text + ".0"


def float_literal(value: float) -> str:
    """The float32 value as the shortest C literal that reads back to it (single rounding, like Warp's constant)."""
    with np.errstate(over="ignore"):
        f32 = np.float32(value)
    if not np.isfinite(f32):
        raise ValueError(f"float constant {value!r} is not finite in float32")
    text = str(f32)
    if "." not in text and "e" not in text:
        text += ".0"
    return text + "f"
