"""Render a KernelSpec as standalone CUDA C++ (the dataset's target side): nvcc alone builds it.

The text comes in pieces so that every consumer compiles the very same code:

- ``INCLUDES_CUDA`` + ``COMMON``: kernel-independent (includes, ``CUDA_CHECK``, file I/O);
  a batch translation unit holds them once.
- ``CudaParts.device``: the vector/matrix types and helpers the kernel uses, then the kernel.
- ``CudaParts.host``: ``int run(input_path, output_path)``: read inputs, launch, write outputs.

``render_cuda(spec)`` joins them with a ``main`` into one file (``render_standalone`` also
hands back its device part, the dataset's ``cuda_kernel``); ``batch_source`` wraps each
case's device and host code in ``namespace <spec.name>``; the CPU emulation
(``synth.toolchain.emulate``) compiles the same device text, and the same host text with only the
launch line swapped for the shim's loop over blocks and threads.

Semantics follow Warp 1.19's native headers exactly, per element type: float32 builtins map to
the float C functions (``wp.sin`` -> ``sinf``, ``wp.min`` -> ``fminf``), float64 ones to the
double functions (``MATH64``), float16 ones to ``__half`` operations (``half_ops``), integer
ones to Warp's integer semantics (``int_ops``); ``wp.clamp(x, lo, hi)``
is ``fminf(fmaxf(x, lo), hi)``, ``normalize`` of a zero vector is zero, matrices are
row-major, and the helpers repeat Warp's evaluation order: ``mat @ mat`` accumulates with
``fmaf``, the 4x4 determinant holds its 2x2 minors and cofactors in double like Warp's.
Kernels are ``extern "C"`` so the PTX entry and the ptxas report carry the plain kernel
name, whether the kernel sits in a namespace (batch) or not (standalone).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from synth.model.dtypes import SCALARS, scalar_of
from synth.model.spec import (
    Assign,
    Atomic,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Const,
    Construct,
    Continue,
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
    walk_expr,
    walk_statements,
)
from synth.model.twin import uses_half
from synth.render import half_ops, int_ops, library_ops, random_ops, rigid_ops
from synth.render.library_ops import FLOAT_HELPERS, INVERSE_ERF
from synth.render.random_ops import RANDOM

CUDA_SHIM = Path(__file__).with_name("cuda_shim.h")  # the CUDA runtime subset the CPU emulation compiles against

INDENT = "    "
THREADS_PER_BLOCK = 256
FIELDS = "xyzw"
TYPE_ORDER = ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")
# The wider types' helpers sort after every float32 one (existing files keep their order).
WIDE_ORDER = ("float64", "int64", "uint64", "vec2d", "vec3d", "vec4d", "mat22d", "mat33d", "mat44d")

INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%"}
AUGMENTED = {"add": "+=", "sub": "-=", "mul": "*="}
COMPARE = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
LOGICAL = {"and": "&&", "or": "||"}
# C++ precedence, higher binds tighter; 100 is a primary expression (name, call, subscript).
PRECEDENCE = {"conditional": 0, "or": 1, "and": 2, "compare": 4, "add": 5, "sub": 5, "mul": 6, "div": 6, "mod": 6, "unary": 7}
# Blocks of a multi-dimensional launch: x runs along the last (fastest) thread index, as Warp's
# row-major thread order, so neighbouring threads touch neighbouring elements.
BLOCK_SHAPES = {2: (16, 16), 3: (8, 8, 4)}
PRIMARY = 100
INFIX.update(int_ops.C_INFIX)
PRECEDENCE.update(int_ops.C_PRECEDENCE)
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

INCLUDES_CUDA = "#include <cuda_runtime.h>\n"
INCLUDES_FP16 = "#include <cuda_fp16.h>\n"  # only in files with float16 values (the emulation's shim has its own __half)
INCLUDES_STD = "#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n"

COMMON = r"""
// Every CUDA runtime call is checked: on failure, print the call, where, and why, then exit 1.
#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        const cudaError_t err_ = (call);                                                  \
        if (err_ != cudaSuccess) {                                                        \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__,      \
                    __LINE__, cudaGetErrorString(err_));                                  \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

// Binary files, all fields little-endian 32-bit words (float32 or int32 values):
//   inputs:  "SYNCUIN1", n (threads), parameter count, then for every kernel parameter in
//            order (arrays, scalars, and the outputs' initial contents): word count, words
//   outputs: "SYNCUOU1", output count, then for every output array: word count, words
// A malformed file is reported on stderr with exit status 2.
static void io_fail(const char* what, const char* detail)
{
    fprintf(stderr, "I/O error: %s: %s\n", what, detail);
    exit(2);
}

static FILE* open_file(const char* path, const char* mode)
{
    FILE* f = fopen(path, mode);
    if (!f) io_fail("cannot open", path);
    return f;
}

static void close_file(FILE* f, const char* path)
{
    if (fclose(f) != 0) io_fail("cannot close", path);
}

static void read_header(FILE* f, int n, unsigned params)
{
    char magic[8];
    unsigned header[2];
    if (fread(magic, 1, 8, f) != 8 || memcmp(magic, "SYNCUIN1", 8) != 0) io_fail("not an input file", "bad magic");
    if (fread(header, 4, 2, f) != 2) io_fail("truncated header", "n and parameter count");
    if (header[0] != (unsigned)n || header[1] != params) io_fail("input file is for another kernel", "n or parameter count");
}

// One parameter's value of `bytes` bytes: its word count, then the bytes (a value that is no
// whole number of words is padded with zero bytes to the next one).
static void read_value(FILE* f, void* dst, size_t bytes, const char* name)
{
    const size_t words = (bytes + 3) / 4, pad = 4 * words - bytes;
    unsigned count = 0;
    char padding[4];
    if (fread(&count, 4, 1, f) != 1) io_fail("missing parameter", name);
    if (count != words) io_fail("wrong word count for parameter", name);
    if (fread(dst, 1, bytes, f) != bytes || fread(padding, 1, pad, f) != pad) io_fail("truncated parameter", name);
}

// An array parameter of `bytes` bytes, read into new host memory (free it).
static void* read_array(FILE* f, size_t bytes, const char* name)
{
    void* host = malloc(bytes ? bytes : 1);
    if (!host) io_fail("out of memory for parameter", name);
    read_value(f, host, bytes, name);
    return host;
}

static void write_header(FILE* f, unsigned outputs)
{
    if (fwrite("SYNCUOU1", 1, 8, f) != 8 || fwrite(&outputs, 4, 1, f) != 1) io_fail("cannot write", "output header");
}

static void write_array(FILE* f, const void* src, size_t bytes)
{
    const size_t words = (bytes + 3) / 4, pad = 4 * words - bytes;
    const unsigned count = (unsigned)words;
    const char padding[4] = {0, 0, 0, 0};
    if (fwrite(&count, 4, 1, f) != 1 || fwrite(src, 1, bytes, f) != bytes || fwrite(padding, 1, pad, f) != pad)
        io_fail("cannot write", "output array");
}

static void* to_device(const void* host, size_t bytes)
{
    void* device = nullptr;
    CUDA_CHECK(cudaMalloc(&device, bytes));
    CUDA_CHECK(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice));
    return device;
}

static void to_host(void* host, const void* device, size_t bytes)
{
    CUDA_CHECK(cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost));
}
"""

STANDALONE_MAIN = """
int main(int argc, char** argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s INPUTS.bin OUTPUTS.bin\\n", argv[0]);
        return 2;
    }
    return run(argv[1], argv[2]);
}
"""


@dataclass(frozen=True)
class CudaParts:
    """One case's CUDA text in pieces: ``device`` (types, helpers, kernel) and ``host`` (``run``)."""

    name: str
    device: str
    host: str
    half: bool = False  # it uses __half: an nvcc build includes cuda_fp16.h


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


# ----------------------------------------------------------------------------- helpers


def _vec(n: int, suffix: str = "") -> str:
    return f"vec{n}{suffix}"


def _mat(n: int, suffix: str = "") -> str:
    return f"mat{n}{n}{suffix}"


def _size(type_name: str) -> int:
    return int(type_name.rstrip("dh")[-1])


def _suffix(type_name: str) -> str:
    """Warp's scalar suffix of a vector or matrix name: "" (float32), "d" (float64) or "h" (float16)."""
    return type_name[-1] if type_name[-1] in "dh" else ""


def _component(type_name: str) -> str:
    """The C type of a vector's or matrix's components."""
    return scalar_of(type_name).c


def _sqrt(type_name: str) -> str:
    return "sqrt" if _component(type_name) == "double" else "sqrtf"


def _each(n: int, template: str) -> str:
    """``template`` with {f} replaced by each vector field, comma separated: a brace initializer body."""
    return ", ".join(template.format(f=f) for f in FIELDS[:n])


def _mat_loop(t: str, signature: str, element: str) -> str:
    n = _size(t)
    return (
        f"__host__ __device__ inline {t} {signature}\n{{\n    {t} r;\n"
        f"    for (int row = 0; row < {n}; ++row)\n        for (int col = 0; col < {n}; ++col)\n"
        f"            r.m[row][col] = {element};\n    return r;\n}}"
    )


def _determinant(n: int) -> str:
    head = f"__host__ __device__ inline float determinant(const {_mat(n)}& a)\n{{\n"
    if n == 2:
        return head + "    return a.m[0][0] * a.m[1][1] - a.m[1][0] * a.m[0][1];\n}"
    if n == 3:  # dot(row 0, cross(row 1, row 2)), as Warp computes it
        return head + (
            "    const float c0 = a.m[1][1] * a.m[2][2] - a.m[1][2] * a.m[2][1];\n"
            "    const float c1 = a.m[1][2] * a.m[2][0] - a.m[1][0] * a.m[2][2];\n"
            "    const float c2 = a.m[1][0] * a.m[2][1] - a.m[1][1] * a.m[2][0];\n"
            "    return a.m[0][0] * c0 + a.m[0][1] * c1 + a.m[0][2] * c2;\n}"
        )
    return (
        "// Warp's 4x4 determinant (adapted from USD): expansion along column 0; the 2x2 minors of\n"
        "// columns 2 and 3 are float products kept in double, the cofactors are summed in double.\n"
        + head
        + "    const float (*m)[4] = a.m;\n"
        "    const double y01 = m[0][2] * m[1][3] - m[1][2] * m[0][3];\n"
        "    const double y02 = m[0][2] * m[2][3] - m[2][2] * m[0][3];\n"
        "    const double y03 = m[0][2] * m[3][3] - m[3][2] * m[0][3];\n"
        "    const double y12 = m[1][2] * m[2][3] - m[2][2] * m[1][3];\n"
        "    const double y13 = m[1][2] * m[3][3] - m[3][2] * m[1][3];\n"
        "    const double y23 = m[2][2] * m[3][3] - m[3][2] * m[2][3];\n"
        "    const float z30 = (float)(m[1][1] * y02 - m[2][1] * y01 - m[0][1] * y12);\n"
        "    const float z20 = (float)(m[0][1] * y13 - m[1][1] * y03 + m[3][1] * y01);\n"
        "    const float z10 = (float)(m[2][1] * y03 - m[3][1] * y02 - m[0][1] * y23);\n"
        "    const float z00 = (float)(m[1][1] * y23 - m[2][1] * y13 + m[3][1] * y12);\n"
        "    return m[3][0] * z30 + m[2][0] * z20 + m[1][0] * z10 + m[0][0] * z00;\n}"
    )


def _vector_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    n, s = _size(t), _component(t)
    dev = "__host__ __device__ inline"
    one_line = {
        "add": (f"{t} operator+({t} a, {t} b)", f"{{{_each(n, 'a.{f} + b.{f}')}}}"),
        "sub": (f"{t} operator-({t} a, {t} b)", f"{{{_each(n, 'a.{f} - b.{f}')}}}"),
        "neg": (f"{t} operator-({t} a)", f"{{{_each(n, '-a.{f}')}}}"),
        "mul_vs": (f"{t} operator*({t} a, {s} s)", f"{{{_each(n, 'a.{f} * s')}}}"),
        "mul_sv": (f"{t} operator*({s} s, {t} a)", f"{{{_each(n, 'a.{f} * s')}}}"),
        "div": (f"{t} operator/({t} a, {s} s)", f"{{{_each(n, 'a.{f} / s')}}}"),
        "cw_mul": (f"{t} cw_mul({t} a, {t} b)", f"{{{_each(n, 'a.{f} * b.{f}')}}}"),
        "dot": (f"{s} dot({t} a, {t} b)", " + ".join(f"a.{f} * b.{f}" for f in FIELDS[:n])),
        "length": (f"{s} length({t} a)", f"{_sqrt(t)}(dot(a, a))"),
    }
    if kind in one_line:
        signature, value = one_line[kind]
        return f"{dev} {signature} {{ return {value}; }}", ((f"dot:{t}",) if kind == "length" else ())
    if kind == "normalize":
        zero = ", ".join("0.0f" for _ in range(n))
        code = (
            f"// Warp's normalize: the zero vector when the length is 0.\n{dev} {t} normalize({t} a)\n{{\n"
            f"    const float l = length(a);\n    if (l > 0.0f) return {{{_each(n, 'a.{f} / l')}}};\n"
            f"    return {{{zero}}};\n}}"
        )
        return code, (f"length:{t}",)
    if kind == "cross":
        return (
            f"{dev} {t} cross({t} a, {t} b)\n{{\n    return {{a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}};\n}}"
        ), ()
    raise KeyError(f"{kind}:{t}")


def _matrix_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    n = _size(t)
    v = _vec(n, _suffix(t))
    loops = {
        "add": (f"operator+(const {t}& a, const {t}& b)", "a.m[row][col] + b.m[row][col]"),
        "sub": (f"operator-(const {t}& a, const {t}& b)", "a.m[row][col] - b.m[row][col]"),
        "neg": (f"operator-(const {t}& a)", "-a.m[row][col]"),
        "mul_vs": (f"operator*(const {t}& a, float s)", "a.m[row][col] * s"),
        "mul_sv": (f"operator*(float s, const {t}& a)", "a.m[row][col] * s"),
        "div": (f"operator/(const {t}& a, float s)", "a.m[row][col] / s"),
        "transpose": (f"transpose(const {t}& a)", "a.m[col][row]"),
    }
    if kind in loops:
        return _mat_loop(t, *loops[kind]), ()
    if kind == "mat_mul":
        return (
            f"// Matrix product: each entry accumulates with fmaf in k order, as Warp does.\n"
            f"__host__ __device__ inline {t} mat_mul(const {t}& a, const {t}& b)\n{{\n    {t} r;\n"
            f"    for (int row = 0; row < {n}; ++row) {{\n        for (int col = 0; col < {n}; ++col) {{\n"
            f"            float sum = 0.0f;\n            for (int k = 0; k < {n}; ++k) sum = fmaf(a.m[row][k], b.m[k][col], sum);\n"
            f"            r.m[row][col] = sum;\n        }}\n    }}\n    return r;\n}}"
        ), ()
    if kind == "mat_vec":
        rows = ",\n            ".join(" + ".join(f"a.m[{r}][{c}] * v.{FIELDS[c]}" for c in range(n)) for r in range(n))
        return f"__host__ __device__ inline {v} mat_vec(const {t}& a, {v} v)\n{{\n    return {{{rows}}};\n}}", (f"struct:{v}",)
    if kind == "determinant":
        return _determinant(n), ()
    raise KeyError(f"{kind}:{t}")


def _linalg_vector_helper(kind: str, t: str) -> str:
    """Warp's vec.h/mat.h in their order: componentwise ops, then sums left to right (Warp's dot
    of a vec4 starts from 0, which adds nothing); norm_l1 is Warp's ``wp.func``, a sum from 0.0."""
    n = _size(t)
    dev = "__host__ __device__ inline"
    m = _mat(n)
    one_line = {
        "cw_min": (f"{t} cw_min({t} a, {t} b)", f"{{{_each(n, 'fminf(a.{f}, b.{f})')}}}"),
        "cw_max": (f"{t} cw_max({t} a, {t} b)", f"{{{_each(n, 'fmaxf(a.{f}, b.{f})')}}}"),
        "cw_abs": (f"{t} cw_abs({t} a)", f"{{{_each(n, 'fabsf(a.{f})')}}}"),
        "cw_div": (f"{t} cw_div({t} a, {t} b)", f"{{{_each(n, 'a.{f} / b.{f}')}}}"),
        "length_sq": (f"float length_sq({t} a)", " + ".join(f"a.{f} * a.{f}" for f in FIELDS[:n])),
        "norm_l1": (f"float norm_l1({t} a)", " + ".join(f"fabsf(a.{f})" for f in FIELDS[:n])),
        "norm_l2": (f"float norm_l2({t} a)", f"sqrtf({' + '.join(f'a.{f} * a.{f}' for f in FIELDS[:n])})"),
    }
    if kind in one_line:
        signature, value = one_line[kind]
        return f"{dev} {signature} {{ return {value}; }}"
    if kind in ("argmin", "argmax"):
        return (
            f"// Warp's {kind} (vec.h): the first extremum, NaN components skipped (0 if all are NaN).\n"
            f"{dev} unsigned int {kind}({t} a)\n{{\n    const float v[{n}] = {{{', '.join(f'a.{f}' for f in FIELDS[:n])}}};\n"
            f"    unsigned int ret = 0;\n    while (ret < {n} && isnan(v[ret])) ++ret;\n    if (ret == {n}) return 0;\n"
            f"    for (unsigned int i = ret + 1; i < {n}; ++i) {{\n        if (isnan(v[i])) continue;\n"
            f"        if (v[i] {'<' if kind == 'argmin' else '>'} v[ret]) ret = i;\n    }}\n    return ret;\n}}"
        )
    rows = {
        "outer": [[f"a.{FIELDS[r]} * b.{FIELDS[c]}" for c in range(n)] for r in range(n)],
        "diag": [[f"d.{FIELDS[r]}" if r == c else "0.0f" for c in range(n)] for r in range(n)],
        "skew": [["0.0f", "-a.z", "a.y"], ["a.z", "0.0f", "-a.x"], ["-a.y", "a.x", "0.0f"]],
    }[kind]
    params = {"outer": f"{t} a, {t} b", "diag": f"{t} d", "skew": f"{t} a"}[kind]
    body = ", ".join("{" + ", ".join(row) + "}" for row in rows)
    return f"{dev} {m} {kind}({params})\n{{\n    return {{{{{body}}}}};\n}}"


def _inverse(n: int) -> str:
    """Warp's inverse: the adjugate times 1 / det (2x2 and 3x3 in float, zero where det is 0); the
    4x4 with USD's cofactors, half of them and the 2x2 minors in double, det's reciprocal in double."""
    t = _mat(n)
    head = f"__host__ __device__ inline {t} inverse(const {t}& a)\n{{\n    const float (*m)[{n}] = a.m;\n"
    if n < 4:
        head = "// Warp's inverse: the adjugate times 1.0f / det, all float; the zero matrix where det is 0.\n" + head
    if n == 2:
        return head + (
            "    const float det = m[0][0] * m[1][1] - m[1][0] * m[0][1];\n"
            "    if (!(det > 0.0f || det < -0.0f)) return mat22{};\n"
            "    const float rcp = 1.0f / det;\n"
            "    return {{{m[1][1] * rcp, -m[0][1] * rcp}, {-m[1][0] * rcp, m[0][0] * rcp}}};\n}"
        )
    if n == 3:
        cof = {  # b[r][c], as Warp's inverse_impl lists them
            (0, 0): "m[1][1] * m[2][2] - m[1][2] * m[2][1]", (1, 0): "m[1][2] * m[2][0] - m[1][0] * m[2][2]",
            (2, 0): "m[1][0] * m[2][1] - m[1][1] * m[2][0]", (0, 1): "m[0][2] * m[2][1] - m[0][1] * m[2][2]",
            (1, 1): "m[0][0] * m[2][2] - m[0][2] * m[2][0]", (2, 1): "m[0][1] * m[2][0] - m[0][0] * m[2][1]",
            (0, 2): "m[0][1] * m[1][2] - m[0][2] * m[1][1]", (1, 2): "m[0][2] * m[1][0] - m[0][0] * m[1][2]",
            (2, 2): "m[0][0] * m[1][1] - m[0][1] * m[1][0]",
        }  # fmt: skip
        rows = ", ".join("{" + ", ".join(f"b{r}{c} * rcp" for c in range(3)) + "}" for r in range(3))
        return head + (
            "    // det: row 0 dotted with the cross product of rows 1 and 2, as Warp's determinant\n"
            "    const float det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) + m[0][1] * (m[1][2] * m[2][0] - m[1][0] * m[2][2])\n"
            "                      + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);\n"
            "    if (det == 0.0f) return mat33{};\n"
            + "".join(f"    const float b{r}{c} = {cof[r, c]};\n" for r in range(3) for c in range(3))
            + f"    const float rcp = 1.0f / det;\n    return {{{{{rows}}}}};\n}}"
        )
    x = "".join(f"    const float x{r}{c} = m[{r}][{c}];\n" for r in range(4) for c in range(4))
    minors = ("01", "02", "03", "12", "13", "23")

    def y(c0: int, c1: int) -> str:
        return "".join(f"    y{p} = x{p[0]}{c0} * x{p[1]}{c1} - x{p[1]}{c0} * x{p[0]}{c1};\n" for p in minors)

    z_hi = {
        "33": "x02 * y12 - x12 * y02 + x22 * y01", "23": "x12 * y03 - x32 * y01 - x02 * y13",
        "13": "x02 * y23 - x22 * y03 + x32 * y02", "03": "x22 * y13 - x32 * y12 - x12 * y23",
        "32": "x13 * y02 - x23 * y01 - x03 * y12", "22": "x03 * y13 - x13 * y03 + x33 * y01",
        "12": "x23 * y03 - x33 * y02 - x03 * y23", "02": "x13 * y23 - x23 * y13 + x33 * y12",
    }  # fmt: skip
    z_lo = {
        "30": "x11 * y02 - x21 * y01 - x01 * y12", "20": "x01 * y13 - x11 * y03 + x31 * y01",
        "10": "x21 * y03 - x31 * y02 - x01 * y23", "00": "x11 * y23 - x21 * y13 + x31 * y12",
        "31": "x00 * y12 - x10 * y02 + x20 * y01", "21": "x10 * y03 - x30 * y01 - x00 * y13",
        "11": "x00 * y23 - x20 * y03 + x30 * y02", "01": "x20 * y13 - x30 * y12 - x10 * y23",
    }  # fmt: skip
    rows = ",\n            ".join("{" + ", ".join(f"(float)(z{c}{r} * rcp)" for c in range(4)) + "}" for r in range(4))
    return (
        "// Warp's 4x4 inverse (adapted from USD): the 2x2 minors are float products kept in double; the\n"
        "// cofactors of columns 2-3 are double, those of columns 0-1 float; det is a float sum, its reciprocal double.\n"
        + head
        + x
        + "    double y01, y02, y03, y12, y13, y23;\n"
        + y(0, 1)
        + "".join(f"    const double z{k} = {v};\n" for k, v in z_hi.items())
        + y(2, 3)
        + "".join(f"    const float z{k} = {v};\n" for k, v in z_lo.items())
        + "    const double det = x30 * z30 + x20 * z20 + x10 * z10 + x00 * z00;\n"
        "    if (!(fabs(det) > 0.0)) return mat44{};\n"
        "    const double rcp = 1.0 / det;\n"
        f"    return {{{{{rows}}}}};\n}}"
    )


def _linalg_matrix_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    n = _size(t)
    dev = "__host__ __device__ inline"
    diagonal = [f"a.m[{k}][{k}]" for k in range(n)]
    if kind == "identity":
        rows = ", ".join("{" + ", ".join("1.0f" if r == c else "0.0f" for c in range(n)) + "}" for r in range(n))
        return f"{dev} {t} identity_{t}() {{ return {{{{{rows}}}}}; }}", ()
    if kind == "trace":
        return f"{dev} float trace(const {t}& a) {{ return {' + '.join(diagonal)}; }}", ()
    if kind == "get_diag":
        return f"{dev} {_vec(n)} get_diag(const {t}& a) {{ return {{{', '.join(diagonal)}}}; }}", (f"struct:{_vec(n)}",)
    if kind == "ddot":
        return (
            f"// Warp's ddot: one fmaf per entry, row by row.\n{dev} float ddot(const {t}& a, const {t}& b)\n{{\n    float r = 0.0f;\n"
            f"    for (int row = 0; row < {n}; ++row)\n        for (int col = 0; col < {n}; ++col) r = fmaf(a.m[row][col], b.m[row][col], r);\n"
            "    return r;\n}"
        ), ()
    if kind == "inverse":
        return _inverse(n), ()
    raise KeyError(f"{kind}:{t}")


def _atomic_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    if t == "float32":  # kind is atomic_min or atomic_max
        op = kind.removeprefix("atomic_")
        return (
            f"// CUDA has no float atomic{op.capitalize()}: compare-and-swap the float's bits until no other thread intervened.\n"
            f"__device__ inline float atomic_{op}_float(float* address, float value)\n{{\n"
            "    int* bits = reinterpret_cast<int*>(address);\n    int old = *bits;\n    int assumed;\n    do {\n"
            "        assumed = old;\n"
            f"        old = atomicCAS(bits, assumed, __float_as_int(f{op}f(value, __int_as_float(assumed))));\n"
            "    } while (old != assumed);\n    return __int_as_float(old);\n}"
        ), ()
    # a vector or matrix: one scalar atomic per component, like Warp's componentwise atomics
    op = kind.removeprefix("atomic_")
    scalar, deps = _scalar_atomic(op, "float32")
    comps = (
        [f"{FIELDS[k]}" for k in range(_size(t))]
        if t.startswith("vec")
        else [f"m[{r}][{c}]" for r in range(_size(t)) for c in range(_size(t))]
    )
    body = "\n".join(f"    {scalar}(&p->{c}, value.{c});" for c in comps)
    return f"__device__ inline void {kind}({t}* p, const {t}& value)\n{{\n{body}\n}}", deps


def _scalar_atomic(op: str, type_name: str) -> tuple[str, tuple[str, ...]]:
    """The CUDA function for one scalar atomic, and the helper it needs (float min/max use CAS)."""
    if op == "add" or type_name in ("int32", "uint32"):
        return "atomic" + op.capitalize(), ()
    return f"atomic_{op}_float", (f"atomic_{op}:float32",)


HELPER_KINDS = (
    "min_int", "max_int", "clamp_int", "abs_int", *FLOAT_HELPERS, "cephes_ndtri", *INVERSE_ERF.values(), "rand_pcg", *RANDOM, "struct", "add", "sub", "neg", "mul_vs", "mul_sv", "div", "dot", "length", "normalize", "cw_mul", "cross",
    "mat_mul", "mat_vec", "transpose", "determinant", "atomic_add", "atomic_min", "atomic_max",
    *LINALG_CALLS.values(), "hdiv",
) + tuple(int_ops.C_HELPERS) + rigid_ops.KINDS  # fmt: skip


# The vector and matrix helpers whose bodies take the component type from the type (double for
# vec3d, mat33d ...); the others are written for float32 (fabsf, fmaf, float locals) and refuse a
# double type rather than render float32 arithmetic into a float64 kernel.
DOUBLE_HELPERS = {
    "vec": ("struct", "add", "sub", "neg", "mul_vs", "mul_sv", "div", "cw_mul", "dot", "length", "cross"),
    "mat": ("struct", "add", "sub", "neg", "mat_vec"),
}


def helper_code(key: str) -> tuple[str, tuple[str, ...]]:
    """The C++ text of one helper (``kind:type``) and the keys of the helpers it needs."""
    kind, t = key.split(":")
    if t in ("int32", "uint32", "int64", "uint64"):
        return int_ops.C_HELPERS[kind], ()
    if t in rigid_ops.TYPES:
        return rigid_ops.helper_code(kind, t)
    if _suffix(t) == "d" and kind not in DOUBLE_HELPERS["vec" if t.startswith("vec") else "mat"]:
        raise ValueError(f"no {t} helper for {kind}: its body is written for float32 (rendered for double only: {', '.join(DOUBLE_HELPERS['vec'])})")
    if kind in FLOAT_HELPERS:
        return library_ops.float_helper(kind), ()
    if kind == "cephes_ndtri":
        return library_ops.CEPHES_NDTRI, ()
    if kind in INVERSE_ERF.values():
        return library_ops.inverse_erf_helper(kind), ("cephes_ndtri:float32",)
    if kind == "hdiv":
        return half_ops.HDIV, ()
    if t in half_ops.HALF_VECTORS:
        return half_ops.vector_helper(kind, t)
    if kind in RANDOM or kind == "rand_pcg":
        return random_ops.helper(kind)
    if kind == "struct":
        n = _size(t)
        if t.startswith("vec"):
            return f"struct {t} {{ {_component(t)} {', '.join(FIELDS[:n])}; }};", ()
        return f"struct {t} {{ {_component(t)} m[{n}][{n}]; }};  // row-major, like Warp", ()
    if kind.startswith("atomic_"):
        code, deps = _atomic_helper(kind, t)
    elif kind in LINALG_CALLS.values() and t.startswith("vec"):
        code, deps = _linalg_vector_helper(kind, t), (f"struct:{_mat(_size(t))}",) if kind in ("outer", "diag", "skew") else ()
    elif kind in LINALG_CALLS.values():
        code, deps = _linalg_matrix_helper(kind, t)
    elif t.startswith("vec"):
        code, deps = _vector_helper(kind, t)
    else:
        code, deps = _matrix_helper(kind, t)
    return code, deps + (() if t in SCALARS else (f"struct:{t}",))


def helpers_text(keys: set[str]) -> str:
    """The helpers in ``keys`` and everything they need, types first, in a fixed order."""
    todo, done = list(keys), set()
    while todo:
        key = todo.pop()
        if key not in done:
            done.add(key)
            todo.extend(helper_code(key)[1])

    def order(key: str):
        kind, t = key.split(":")
        return HELPER_KINDS.index(kind), (("int32", "float32") + TYPE_ORDER + ("uint32",) + WIDE_ORDER + ("float16",) + half_ops.HALF_VECTORS + rigid_ops.TYPES).index(t)  # a float atomic before the vector one using it

    keys_sorted = sorted(done, key=order)
    structs = [helper_code(k)[0] for k in keys_sorted if k.startswith("struct:")]
    functions = [helper_code(k)[0] for k in keys_sorted if not k.startswith("struct:")]
    parts = []
    if structs and any(half_ops.is_half(k.split(":")[1]) for k in keys_sorted):
        parts.append("// Vector and matrix types (float32 or __half components, as Warp's).\n" + "\n".join(structs))
    elif structs and all(k.split(":")[1] in TYPE_ORDER for k in keys_sorted if k.startswith("struct:")):
        parts.append("// Vector and matrix types (float32 components, as Warp's).\n" + "\n".join(structs))
    elif structs:
        parts.append("// Vector and matrix types (float32 components, double for Warp's d-suffixed types).\n" + "\n".join(structs))
    if functions:
        parts.append("\n\n".join(functions))
    return "\n\n".join(parts)


# ----------------------------------------------------------------------------- kernel


class _KernelWriter:
    """Renders a kernel's or a function's body and records which helpers it calls."""

    def __init__(self, spec: KernelSpec, body: tuple[Stmt, ...], params: tuple[str, ...] = ()) -> None:
        self.spec = spec
        self.helpers: set[str] = set()
        assigned = {s.name for s in walk_statements(body) if isinstance(s, (Assign, AugAssign, SetField, SetComponent))}
        # a random state is advanced in place by every draw (``randf(unsigned int& state)``)
        advanced = {s.name for s in walk_statements(body) if isinstance(s, Let) and isinstance(s.value, Call) and s.value.fn == "rand_init"}
        self.constant = {s.name for s in walk_statements(body) if isinstance(s, Let)} - assigned - advanced
        self.hoisted = _nested_lets(body, params)

    def need_type(self, t: Type) -> None:
        if not t.is_scalar and not t.is_struct:
            self.helpers.add(f"struct:{t.name}")

    # expressions -------------------------------------------------------------

    def wrap(self, e: Expr, min_prec: int) -> str:
        text, prec = self.expr(e)
        return f"({text})" if prec < min_prec else text

    def expr(self, e: Expr) -> tuple[str, int]:
        """C++ text of an expression and its precedence."""
        if not isinstance(e, Expr.__args__):
            raise TypeError(f"unknown expression node {type(e).__name__}")
        self.need_type(e.type)
        if isinstance(e, Const):
            if e.type.name == "bool":
                return ("true" if e.value else "false"), PRIMARY
            if e.type.name == "uint32":
                return int_ops.uint_digits(e.value) + "u", PRIMARY
            if e.type.name == half_ops.HALF:  # Warp's float32 constant, rounded to half
                return half_ops.narrow(float_literal(e.value)), PRIMARY
            if e.type.name in ("int64", "uint64"):
                text = f"{int(e.value)}{'ll' if e.type.name == 'int64' else 'ull'}"
            elif e.type.name == "float64":
                text = double_literal(e.value)
            else:
                text = str(int(e.value)) if e.type.name == "int32" else float_literal(e.value)
            return text, PRECEDENCE["unary"] if text.startswith("-") else PRIMARY
        if isinstance(e, Load):
            return f"{c_name(e.array)}[{self.element(e.array, e.index)}]", PRIMARY
        if isinstance(e, Shape):
            return extent_name(self.spec, self.spec.param(e.array), e.dim), PRIMARY
        if isinstance(e, Ref):
            return c_name(e.name), PRIMARY
        if isinstance(e, Field):
            return f"{self.wrap(e.base, PRIMARY)}.{e.name}", PRIMARY
        if isinstance(e, FuncCall):
            return f"{c_name(e.func)}({', '.join(self.wrap(a, 0) for a in e.args)})", PRIMARY
        if isinstance(e, Select):
            p = PRECEDENCE["conditional"]
            return f"{self.wrap(e.cond, p + 1)} ? {self.wrap(e.a, p + 1)} : {self.wrap(e.b, p)}", p
        if isinstance(e, Unary):
            if e.op == "neg" and e.type.name == half_ops.HALF:
                return half_ops.negate(self.wrap(e.arg, 0)), PRIMARY
            if e.op == "neg":
                if not e.type.is_scalar:
                    self.helpers.add(f"neg:{e.type.name}")
                return f"-{self.wrap(e.arg, PRECEDENCE['unary'] + 1)}", PRECEDENCE["unary"]
            if e.op == "not":
                return f"!{self.wrap(e.arg, PRECEDENCE['unary'] + 1)}", PRECEDENCE["unary"]
            if e.op == "invert":
                return f"~{self.wrap(e.arg, PRECEDENCE['unary'] + 1)}", PRECEDENCE["unary"]
            raise ValueError(f"unknown unary op {e.op!r}")
        if isinstance(e, Binary):
            return self.binary(e)
        if isinstance(e, Compare):
            p = PRECEDENCE["compare"]
            if e.lhs.type.name == half_ops.HALF:  # halves compare as the floats they widen to (exact)
                return f"{half_ops.widen(self.wrap(e.lhs, 0))} {COMPARE[e.op]} {half_ops.widen(self.wrap(e.rhs, 0))}", p
            return f"{self.wrap(e.lhs, p + 1)} {COMPARE[e.op]} {self.wrap(e.rhs, p + 1)}", p
        if isinstance(e, Logical):
            p = PRECEDENCE[e.op]
            # && inside || gets parentheses anyway: clearer, and what -Wparentheses asks for
            lhs = self.wrap(e.lhs, PRIMARY if isinstance(e.lhs, Logical) and e.lhs.op != e.op else p)
            rhs = self.wrap(e.rhs, PRIMARY if isinstance(e.rhs, Logical) and e.rhs.op != e.op else p + 1)
            return f"{lhs} {LOGICAL[e.op]} {rhs}", p
        if isinstance(e, Call):
            return self.call(e)
        if isinstance(e, Construct):
            return self.construct(e), PRIMARY
        base = self.wrap(e.base, PRIMARY)  # a Component
        if e.base.type.name == "spatial_vector":
            return f"{base}.c[{e.index[0]}]", PRIMARY
        if e.base.type.name == "transform":
            raise ValueError("a transform's components are read through transform_get_translation/_rotation")
        if e.base.type.is_vector:
            return f"{base}.{FIELDS[e.index[0]]}", PRIMARY
        return f"{base}.m[{e.index[0]}][{e.index[1]}]", PRIMARY

    def element(self, array: str, index: tuple[Expr, ...] | None) -> str:
        """The flat, row-major element offset of ``array[index]`` (no index: the thread's own element)."""
        p = self.spec.param(array)
        parts = [(c_name(t), PRIMARY) for t in self.spec.tids] if index is None else [self.expr(x) for x in index]
        text, prec = parts[0]
        for d, (part, part_prec) in enumerate(parts[1:], start=1):
            left = text if prec >= PRECEDENCE["mul"] else f"({text})"
            right = part if part_prec > PRECEDENCE["add"] else f"({part})"
            text, prec = f"{left} * {extent_name(self.spec, p, d)} + {right}", PRECEDENCE["add"]
        return text

    def binary(self, e: Binary) -> tuple[str, int]:
        lt, rt = e.lhs.type, e.rhs.type
        if e.op == "matmul":
            fn = "mat_mul" if rt.is_matrix else "mat_vec"
            self.helpers.add(f"{fn}:{lt.name}")
            return f"{fn}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if e.op not in INFIX:
            raise ValueError(f"unknown binary op {e.op!r}")
        if e.op == "mul" and lt == rt and lt.name in rigid_ops.PRODUCT:  # q1 * q2, t1 * t2
            fn = rigid_ops.PRODUCT[lt.name]
            self.helpers.add(f"{fn}:{lt.name}")
            return f"{fn}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if lt.name == rt.name == half_ops.HALF and e.op in half_ops.C_BINARY:
            fn = half_ops.C_BINARY[e.op]
            if fn == "hdiv":
                self.helpers.add("hdiv:float16")
            return f"{fn}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if e.op == "floordiv" and e.type.name in int_ops.FLOORDIV:  # Warp's floor division, not C's truncation
            helper = int_ops.FLOORDIV[e.type.name]
            self.helpers.add(f"{helper}:{e.type.name}")
            return f"{helper}({self.wrap(e.lhs, 0)}, {self.wrap(e.rhs, 0)})", PRIMARY
        if not (lt.is_scalar and rt.is_scalar):  # vector/matrix operators defined in the file
            kind = e.op
            if e.op == "mul":
                kind = "mul_sv" if lt.is_scalar else "mul_vs"
                if not (lt.is_scalar or rt.is_scalar):
                    raise ValueError(f"mul of {lt.name} by {rt.name}: use cw_mul or matmul")
            self.helpers.add(f"{kind}:{e.type.name}")
        p = PRECEDENCE[e.op]
        lp, rp = (PRIMARY if int_ops.clarify(e.op, x) else q for x, q in ((e.lhs, p), (e.rhs, p + 1)))
        # left-associative: the right operand needs parentheses at equal precedence
        return f"{self.wrap(e.lhs, lp)} {INFIX[e.op]} {self.wrap(e.rhs, rp)}", p

    def call(self, e: Call) -> tuple[str, int]:
        args = [self.wrap(a, 0) for a in e.args]
        if e.fn == "float16" or (e.fn == "float" and e.args[0].type.name == half_ops.HALF):  # wp.float16(x), wp.float32(h)
            return (half_ops.narrow if e.fn == "float16" else half_ops.widen)(args[0]), PRIMARY
        if (e.fn in MATH or e.fn == "clamp") and all(a.type.name == half_ops.HALF for a in e.args):
            if e.fn == "clamp":  # Warp's clamp of halves: fmin(fmax(lo, x), hi), each exact
                return half_ops.narrow(f"fminf(fmaxf({half_ops.widen(args[0])}, {half_ops.widen(args[1])}), {half_ops.widen(args[2])})"), PRIMARY
            return half_ops.math_call(MATH[e.fn], args), PRIMARY
        if e.fn in CASTS:
            return f"({CASTS[e.fn]}){self.wrap(e.args[0], PRECEDENCE['unary'])}", PRECEDENCE["unary"]
        helper = int_ops.helper_of(e.fn, e.args)
        if helper:
            self.helpers.add(f"{helper}:{e.type.name}")
            return f"{helper}({', '.join(args)})", PRIMARY
        if e.fn in LINALG_CALLS and (e.fn == "identity" or not e.args[0].type.is_scalar):
            helper = LINALG_CALLS[e.fn]
            self.helpers.add(f"{helper}:{e.type.name if e.fn == 'identity' else e.args[0].type.name}")
            return (f"identity_{e.type.name}()" if e.fn == "identity" else f"{helper}({', '.join(args)})"), PRIMARY
        if e.fn in RANDOM:
            self.helpers.add(f"{e.fn}:float32")
            return f"{e.fn}({', '.join(args)})", PRIMARY
        if e.fn in INVERSE_ERF:
            if e.args[0].type.name != "float32":
                raise ValueError(f"wp.{e.fn} on {e.args[0].type.name}: the spec allows it on float32 only")
            self.helpers.add(f"{INVERSE_ERF[e.fn]}:float32")
            return f"{INVERSE_ERF[e.fn]}({args[0]})", PRIMARY
        if e.fn in FLOAT_HELPERS or e.fn in CLAMPED_TO_UNIT:
            bad = [a.type.name for a in e.args if a.type.name != "float32"]
            if bad:
                raise ValueError(f"wp.{e.fn} on {', '.join(bad)}: the spec allows it on float32 only")
            if e.fn in CLAMPED_TO_UNIT:
                return f"{CLAMPED_TO_UNIT[e.fn]}(fminf(fmaxf({args[0]}, -1.0f), 1.0f))", PRIMARY
            self.helpers.add(f"{e.fn}:float32")
            return f"{e.fn}({', '.join(args)})", PRIMARY
        if (e.fn in MATH64 or e.fn == "clamp") and all(a.type.name == "float64" for a in e.args):
            if e.fn == "clamp":
                return f"fmin(fmax({args[0]}, {args[1]}), {args[2]})", PRIMARY
            return f"{MATH64[e.fn]}({', '.join(args)})", PRIMARY
        if e.fn in MATH or e.fn == "clamp":
            bad = [a.type.name for a in e.args if a.type.name != "float32"]
            if bad:
                raise ValueError(f"wp.{e.fn} on {', '.join(bad)}: the spec allows it on float32 (or all int32) only")
            if e.fn == "clamp":
                return f"fminf(fmaxf({args[0]}, {args[1]}), {args[2]})", PRIMARY
            return f"{MATH[e.fn]}({', '.join(args)})", PRIMARY
        if e.fn in rigid_ops.CALLS:
            self.helpers.add(f"{e.fn}:{rigid_ops.CALLS[e.fn]}")
            return f"{e.fn}({', '.join(args)})", PRIMARY
        if e.fn in HELPER_CALLS:
            self.helpers.add(f"{e.fn}:{e.args[0].type.name}")
            return f"{e.fn}({', '.join(args)})", PRIMARY
        raise ValueError(f"unknown builtin {e.fn!r}")

    def construct(self, e: Construct) -> str:
        args = [self.wrap(a, 0) for a in e.args]
        if e.type.is_struct:
            return f"{e.type.name}{{{', '.join(args)}}}"
        if e.type.name == "spatial_vector" and len(args) == 2:  # wp.spatial_vector(w, v)
            self.helpers.add("make_spatial_vector:spatial_vector")
            return f"make_spatial_vector({', '.join(args)})"
        if e.type.is_vector:
            return f"{e.type.name}{{{', '.join(args)}}}"
        n = e.type.shape[1]
        rows = ", ".join("{" + ", ".join(args[r * n : (r + 1) * n]) + "}" for r in range(e.type.shape[0]))
        return f"{e.type.name}{{{{{rows}}}}}"

    # statements --------------------------------------------------------------

    def statements(self, body: tuple[Stmt, ...], depth: int) -> list[str]:
        pad = INDENT * depth
        lines: list[str] = []
        for s in body:
            if isinstance(s, Let):
                value, _ = self.expr(s.value)
                if s.name in self.hoisted:
                    lines.append(f"{pad}{c_name(s.name)} = {value};")
                else:
                    const = "const " if s.name in self.constant else ""
                    lines.append(f"{pad}{const}{c_type(s.value.type)} {c_name(s.name)} = {value};")
            elif isinstance(s, Assign):
                lines.append(f"{pad}{c_name(s.name)} = {self.expr(s.value)[0]};")
            elif isinstance(s, AugAssign):
                lines.append(f"{pad}{c_name(s.name)} {AUGMENTED[s.op]} {self.expr(s.value)[0]};")
            elif isinstance(s, SetField):
                lines.append(f"{pad}{c_name(s.name)}.{s.field} = {self.expr(s.value)[0]};")
            elif isinstance(s, SetComponent):
                k = s.index
                part = f".{FIELDS[k[0]]}" if len(k) == 1 else f".m[{k[0]}][{k[1]}]"
                lines.append(f"{pad}{c_name(s.name)}{part} = {self.expr(s.value)[0]};")
            elif isinstance(s, Store):
                lines.append(f"{pad}{c_name(s.array)}[{self.element(s.array, s.index)}] = {self.expr(s.value)[0]};")
            elif isinstance(s, Atomic):
                lines.append(pad + self.atomic(s))
            elif isinstance(s, For):
                v = c_name(s.var)
                lines.append(f"{pad}for (int {v} = 0; {v} < {s.count}; ++{v}) {{")
                lines.extend(self.statements(s.body, depth + 1))
                lines.append(f"{pad}}}")
            elif isinstance(s, Range):
                v = c_name(s.var)
                test = "<" if s.step > 0 else ">"
                step = "++" + v if s.step == 1 else ("--" + v if s.step == -1 else f"{v} += {s.step}")
                lines.append(f"{pad}for (int {v} = {self.expr(s.start)[0]}; {v} {test} {self.wrap(s.stop, PRECEDENCE['compare'] + 1)}; {step}) {{")
                lines.extend(self.statements(s.body, depth + 1))
                lines.append(f"{pad}}}")
            elif isinstance(s, While):
                lines.append(f"{pad}while ({self.expr(s.cond)[0]}) {{")
                lines.extend(self.statements(s.body, depth + 1))
                lines.append(f"{pad}}}")
            elif isinstance(s, If):
                lines.extend(self.if_chain(s, depth))
            elif isinstance(s, Break):
                lines.append(f"{pad}break;")
            elif isinstance(s, Continue):
                lines.append(f"{pad}continue;")
            elif isinstance(s, Return):
                lines.append(f"{pad}return;" if s.value is None else f"{pad}return {self.expr(s.value)[0]};")
            else:
                raise TypeError(f"unknown statement node {type(s).__name__}")
        return lines

    def if_chain(self, s: If, depth: int) -> list[str]:
        pad = INDENT * depth
        lines = [f"{pad}if ({self.expr(s.cond)[0]}) {{", *self.statements(s.body, depth + 1)]
        while len(s.orelse) == 1 and isinstance(s.orelse[0], If):
            s = s.orelse[0]
            lines.append(f"{pad}}} else if ({self.expr(s.cond)[0]}) {{")
            lines.extend(self.statements(s.body, depth + 1))
        if s.orelse:
            lines.append(f"{pad}}} else {{")
            lines.extend(self.statements(s.orelse, depth + 1))
        lines.append(f"{pad}}}")
        return lines

    def atomic(self, s: Atomic) -> str:
        if s.op not in ("add", "min", "max"):
            raise ValueError(f"unknown atomic op {s.op!r}")
        t = self.spec.param(s.array).type
        self.need_type(t)
        target = f"&{c_name(s.array)}[{self.element(s.array, s.indices)}]"
        value = self.expr(s.value)[0]
        if t.is_scalar:
            fn, deps = _scalar_atomic(s.op, t.name)
            self.helpers.update(deps)
            return f"{fn}({target}, {value});"
        self.helpers.add(f"atomic_{s.op}:{t.name}")
        return f"atomic_{s.op}({target}, {value});"


def _nested_lets(body: tuple[Stmt, ...], params: tuple[str, ...] = ()) -> dict[str, Type]:
    """Locals first defined inside an if or a loop: declared at the top, since Python scopes them to the kernel."""
    top = {s.name for s in body if isinstance(s, Let)} | set(params)
    found: dict[str, Type] = {}
    for s in walk_statements(body):
        if isinstance(s, Let) and s.name not in top:
            found.setdefault(s.name, s.value.type)
    return found


def extent_name(spec: KernelSpec, p: Param, d: int) -> str:
    """The C name holding array ``p``'s extent along ``d``: a launch extent for an array of the
    launch shape, else a kernel parameter ``<array>_shape<d>``."""
    if p.shape is None and not (p.kind == "out" and p.length is not None):
        return launch_extents(spec)[d]
    return f"{c_name(p.name)}_shape{d}"


def launch_extents(spec: KernelSpec) -> tuple[str, ...]:
    """The kernel's thread-count parameters: ``n`` for a 1-D launch, ``n0, n1[, n2]`` otherwise."""
    return (_size_name(spec),) if len(spec.shape) == 1 else tuple(f"n{d}" for d in range(len(spec.shape)))


def extent_params(spec: KernelSpec) -> list[tuple[Param, int]]:
    """(array, dimension) pairs whose extent the kernel needs as a parameter: the inner
    extents of multi-dimensional arrays not of the launch shape, and every extent read by ``.shape``."""
    needed: set[tuple[str, int]] = set()
    for p in spec.params:
        if p.kind != "scalar" and extent_name(spec, p, 0).endswith("_shape0"):
            needed.update((p.name, d) for d in range(1, len(spec.array_shape(p))))
    for body in [spec.body, *(f.body for f in spec.funcs)]:
        for top in kernel_expressions(body):
            needed.update((e.array, e.dim) for e in walk_expr(top) if isinstance(e, Shape))
    if spec.block_dim is not None:  # a tile's loads and stores check every extent of their arrays
        from synth.render import cuda_tiles

        needed |= cuda_tiles.tile_extents(spec)
    return [(p, d) for p in spec.params for d in range(3) if (p.name, d) in needed and extent_name(spec, p, d).endswith(f"_shape{d}")]


def _size_name(spec: KernelSpec) -> str:
    """The kernel's thread-count parameter: ``n``, unless the spec already uses that name."""
    names = {p.name for p in spec.params} | {s.name for s in walk_statements(spec.body) if isinstance(s, Let)}
    names |= {s.var for s in walk_statements(spec.body) if isinstance(s, (For, Range))}
    return "n" if "n" not in names else "num_threads"


def kernel_signature(spec: KernelSpec) -> list[str]:
    params = []
    for p in spec.params:
        t = c_type(p.type)
        if p.kind == "in":
            params.append(f"const {t}* __restrict__ {c_name(p.name)}")
        elif p.kind == "out":
            params.append(f"{t}* {c_name(p.name)}")
        elif p.kind == "scalar":
            params.append(f"{t} {c_name(p.name)}")
        else:
            raise ValueError(f"unknown parameter kind {p.kind!r}")
    params += [f"int {extent_name(spec, p, d)}" for p, d in extent_params(spec)]
    return [*params, *(f"int {n}" for n in launch_extents(spec))]


def struct_text(t: Type) -> str:
    """A user struct: its fields in order, float32 words like Warp's layout."""
    fields = "".join(f" {c_type(ft)} {n};" for n, ft in t.fields)
    return f"struct {t.name} {{{fields} }};"


def func_text(spec: KernelSpec, f: Func, helpers: set[str]) -> str:
    """A ``@wp.func`` as a ``__device__`` function (by-value parameters, one return type)."""
    w = _KernelWriter(spec, f.body, tuple(n for n, _ in f.params))
    for _, t in (*f.params, ("", f.returns)):
        w.need_type(t)
    body = w.statements(f.body, 1)
    hoisted = [f"{INDENT}{c_type(t)} {c_name(name)}{{}};" for name, t in w.hoisted.items()]
    for t in w.hoisted.values():
        w.need_type(t)
    helpers |= w.helpers
    params = ", ".join(f"{c_type(t)} {c_name(n)}" for n, t in f.params)
    return "\n".join([f"__device__ {c_type(f.returns)} {c_name(f.name)}({params})", "{", *hoisted, *body, "}"])


def thread_index_lines(spec: KernelSpec) -> list[str]:
    """The thread's indices from the CUDA grid (x along the last index) and the bounds check."""
    extents = launch_extents(spec)
    if not spec.uses_tid:  # a kernel that reads no thread index is launched on one thread
        return [f"{INDENT}if (blockIdx.x * blockDim.x + threadIdx.x >= {extents[0]}) return;"]
    if len(spec.shape) == 1:
        return [f"{INDENT}const int i = blockIdx.x * blockDim.x + threadIdx.x;", f"{INDENT}if (i >= {extents[0]}) return;"]
    axes = "xyz"
    lines = []
    for d, name in enumerate(spec.tids):
        a = axes[len(spec.shape) - 1 - d]
        lines.append(f"{INDENT}const int {name} = blockIdx.{a} * blockDim.{a} + threadIdx.{a};")
    bounds = " || ".join(f"{t} >= {n}" for t, n in zip(spec.tids, extents, strict=True))
    return [*lines, f"{INDENT}if ({bounds}) return;"]


def render_device(spec: KernelSpec) -> str:
    """The types, the helpers and functions the kernel uses, and the kernel (one thread per launch index;
    a tile kernel's: ``synth.render.cuda_tiles``)."""
    if spec.block_dim is not None:
        from synth.render import cuda_tiles

        return cuda_tiles.render_device(spec)
    w = _KernelWriter(spec, spec.body)
    for p in spec.params:
        w.need_type(p.type)
    funcs = [func_text(spec, f, w.helpers) for f in spec.funcs]
    body = w.statements(spec.body, 1)
    hoisted = [f"{INDENT}{c_type(t)} {c_name(name)}{{}};" for name, t in w.hoisted.items()]
    for t in w.hoisted.values():
        w.need_type(t)
    for st in spec.structs:
        for _, ft in st.fields:
            w.need_type(ft)
    head = f'extern "C" __global__ void {spec.name}('
    signature = head + ", ".join(kernel_signature(spec)) + ")"
    if len(signature) > 100:
        signature = head + "\n" + ",\n".join(INDENT + a for a in kernel_signature(spec)) + ")"
    if not spec.uses_tid:
        what = "a single thread (it reads no thread index)"
    else:
        what = "one thread per array element" if len(spec.shape) == 1 else f"a {len(spec.shape)}-D grid of threads"
    kernel = "\n".join(
        [
            f"// {spec.category} kernel, seed {spec.seed}: {what}.",
            signature,
            "{",
            *thread_index_lines(spec),
            *hoisted,
            *body,
            "}",
        ]
    )
    chunks = [helpers_text(w.helpers)]
    if spec.constants:
        chunks.append("// Module constants, which Warp inlines where the kernel reads them.\n" + "\n".join(constant_text(k) for k in spec.constants))
    if spec.structs:
        chunks.append("// Structs (float32 fields, laid out as Warp's).\n" + "\n".join(struct_text(t) for t in spec.structs))
    chunks += funcs
    return "\n\n".join(c for c in chunks if c) + ("\n\n" if any(chunks) else "") + kernel + "\n"


def constant_text(k: ModuleConstant) -> str:
    """``constexpr`` of a float32 or int32 module constant (the types generators declare)."""
    if k.type.name not in ("float32", "int32"):
        raise ValueError(f"module constant {k.name}: {k.type.name} constants are not rendered (float32 and int32 are)")
    value = float_literal(k.value) if k.type.name == "float32" else str(int(k.value))
    return f"constexpr {c_type(k.type)} {c_name(k.name)} = {value};"


def launch_line(spec: KernelSpec, launch: str) -> str:
    """The kernel launch: ``<<<blocks, threads>>>`` for nvcc, the shim's thread loop for the emulation."""
    if spec.block_dim is not None:
        from synth.render import cuda_tiles

        return cuda_tiles.launch_line(spec, launch)
    args = [f"d_{p.name}" if p.kind != "scalar" else f"h_{p.name}" for p in spec.params]
    args += [str(spec.array_shape(p)[d]) for p, d in extent_params(spec)]
    args += ["n"] if len(spec.shape) == 1 else [f"n{d}" for d in range(len(spec.shape))]
    call = f"{spec.name}({', '.join(args)})"
    if launch == "cuda":
        return f"{spec.name}<<<blocks, threads>>>({', '.join(args)});"
    if launch == "emulate":
        return f"emulate_launch(blocks, threads, [&] {{ {call}; }});"
    raise ValueError(f"launch must be 'cuda' or 'emulate', not {launch!r}")


def _grid_lines(spec: KernelSpec) -> list[str]:
    if spec.block_dim is not None:
        from synth.render import cuda_tiles

        sizes = [f"    const int n = {spec.dim};"] if len(spec.shape) == 1 else [f"    const int n = {spec.threads};  // tiles"]
        return sizes, cuda_tiles.grid_lines(spec)
    if len(spec.shape) == 1:
        threads = THREADS_PER_BLOCK if spec.uses_tid else 1
        return [
            f"    const int n = {spec.dim};",
        ], [f"    const int threads = {threads};", "    const int blocks = (n + threads - 1) / threads;"]
    nd = len(spec.shape)
    sizes = [f"    const int n{d} = {extent};" for d, extent in enumerate(spec.shape)]
    sizes.append(f"    const int n = {' * '.join(f'n{d}' for d in range(nd))};  // threads")
    block = BLOCK_SHAPES[nd]
    along = [f"n{nd - 1 - a}" for a in range(nd)]  # x along the last launch index
    grid = ", ".join(f"({n} + threads.{'xyz'[a]} - 1) / threads.{'xyz'[a]}" for a, n in enumerate(along))
    return sizes, [f"    const dim3 threads({', '.join(str(b) for b in block)});", f"    const dim3 blocks({grid});"]


def render_host(spec: KernelSpec, launch: str = "cuda") -> str:
    """``int run(input_path, output_path)``: read the input file, launch, write the output file.

    Host buffers are plain ``malloc`` memory handled by size in bytes (``read_array``,
    ``to_device``, ``to_host``, ``write_array`` in ``COMMON``), not a template per element
    type: a batch holds each case's types in its own namespace, and ``std::vector`` of each
    made the host compiler instantiate some 150 functions per case, half of nvcc's time
    on a batch (README: "The fifth speed round")."""
    sizes, grid = _grid_lines(spec)
    lines = [
        f"// Host: read the inputs, run {spec.name} on n threads, write the outputs.",
        "int run(const char* input_path, const char* output_path)",
        "{",
        *sizes,
        '    FILE* input = open_file(input_path, "rb");',
        f"    read_header(input, n, {len(spec.params)});",
    ]
    for p in spec.params:
        t = c_type(p.type)
        if p.kind == "scalar":
            zero = "{}" if p.type.is_struct or t == "__half" else " = 0"  # __half has no conversion from int
            lines.append(f"    {t} h_{p.name}{zero};")
            lines.append(f'    read_value(input, &h_{p.name}, sizeof(h_{p.name}), "{p.name}");')
            continue
        if p.kind == "in" and p.shape is None:
            length = "n"
        elif p.kind == "out" and p.shape is None and p.length is None:
            length = "n"
        else:
            length = str(spec.output_length(p))
        lines.append(f"    const size_t bytes_{p.name} = {length} * sizeof({t});")
        lines.append(f'    {t}* h_{p.name} = ({t}*)read_array(input, bytes_{p.name}, "{p.name}");')
    lines.append("    close_file(input, input_path);")
    lines.append("")
    arrays = [p for p in spec.params if p.kind != "scalar"]
    for p in arrays:
        t = c_type(p.type)
        lines.append(f"    {t}* d_{p.name} = ({t}*)to_device(h_{p.name}, bytes_{p.name});")
    lines += [
        "",
        *grid,
        f"    {launch_line(spec, launch)}",
        "    CUDA_CHECK(cudaGetLastError());",
        "    CUDA_CHECK(cudaDeviceSynchronize());",
        "",
    ]
    outputs = spec.outputs
    for p in outputs:
        lines.append(f"    to_host(h_{p.name}, d_{p.name}, bytes_{p.name});")
    lines.append('    FILE* output = open_file(output_path, "wb");')
    lines.append(f"    write_header(output, {len(outputs)});")
    for p in outputs:
        lines.append(f"    write_array(output, h_{p.name}, bytes_{p.name});")
    lines.append("    close_file(output, output_path);")
    for p in arrays:
        lines.append(f"    CUDA_CHECK(cudaFree(d_{p.name}));")
        lines.append(f"    free(h_{p.name});")
    lines += ["    return 0;", "}"]
    return "\n".join(lines) + "\n"


def render_parts(spec: KernelSpec, launch: str = "cuda") -> CudaParts:
    """The case's device part (types, helpers, kernel) and host part (``run``)."""
    return CudaParts(spec.name, render_device(spec), render_host(spec, launch), uses_half(spec))


@dataclass(frozen=True)
class StandaloneFile:
    """The standalone .cu of one case (``text``) and its device part (``kernel``: types, helpers,
    functions and the kernel), which the file holds verbatim: what a model would learn to write."""

    text: str
    kernel: str


def render_cuda(spec: KernelSpec) -> str:
    """The standalone .cu of one case: ``nvcc -arch=sm_90 -o k k.cu`` builds it, ``./k in.bin out.bin`` runs it."""
    return render_standalone(spec).text


def render_standalone(spec: KernelSpec) -> StandaloneFile:
    """The standalone .cu with its device part (the same string, cut out before joining)."""
    parts = render_parts(spec)
    header = (
        f"// {spec.name}: standalone CUDA translation of the Warp kernel ({spec.category}, seed {spec.seed}).\n"
        f"// Build: nvcc -arch=sm_90 -o {spec.name} {spec.name}.cu\n"
        f"// Run:   ./{spec.name} INPUTS.bin OUTPUTS.bin\n"
    )
    includes = INCLUDES_CUDA + (INCLUDES_FP16 if parts.half else "") + INCLUDES_STD
    text = "\n".join([header + includes + io_note(spec, COMMON), parts.device, parts.host + STANDALONE_MAIN])
    return StandaloneFile(text, parts.device)


IO_NOTE_32 = "// Binary files, all fields little-endian 32-bit words (float32 or int32 values):\n"


def io_note(spec: KernelSpec, common: str) -> str:
    """``common`` with its note on the binary files true for the kernel: a kernel with values
    other than 4 bytes wide (float64, int64, float16, int8 ...) says how they are laid out."""
    sizes = {p.type.scalar.size for p in spec.params}
    if sizes <= {4}:
        return common
    names = ", ".join(sorted({p.type.scalar.name for p in spec.params}))
    note = (
        f"// Binary files, little-endian, counted in 32-bit words; values in the parameter's type ({names}):\n"
        "// an 8-byte value is two words, an array of 1- or 2-byte values is packed and its end\n"
        "// padded with zero bytes to a whole word:\n"
    )
    if IO_NOTE_32 not in common:
        raise ValueError("the shared code's note on binary files changed: update io_note")
    return common.replace(IO_NOTE_32, note, 1)


def batch_source(parts: list[CudaParts], includes: str | None = None) -> str:
    """One translation unit for many cases: shared code once, each case in ``namespace <name>``,
    and a ``main`` that runs the named cases in order: ``exe CASE INPUTS.bin OUTPUTS.bin [CASE
    INPUTS.bin OUTPUTS.bin ...]``, printing ``done K`` after the K-th (from 0), and stopping at the first
    that fails (with its status). Many runs in one process, because a process's first CUDA call
    creates a context and the driver makes those one at a time (0.3 s each on an H100: 16 workers
    running one process per case and draw waited ~9 s for each; see synth/toolchain/runs.py).
    ``includes`` defaults to the CUDA runtime's (and cuda_fp16.h where a case uses __half)."""
    if includes is None:
        includes = INCLUDES_CUDA + (INCLUDES_FP16 if any(p.half for p in parts) else "") + INCLUDES_STD
    names = [p.name for p in parts]
    if len(set(names)) != len(names):
        raise ValueError("a batch holds each kernel name once")
    chunks = [includes + COMMON]
    for p in parts:
        chunks.append(f"namespace {p.name} {{\n\n{p.device}\n{p.host}\n}}  // namespace {p.name}\n")
    dispatch = "\n".join(f'    if (strcmp(name, "{n}") == 0) return {n}::run(inputs, outputs);' for n in names)
    chunks.append(
        "static int run_case(const char* name, const char* inputs, const char* outputs)\n{\n"
        f'{dispatch}\n    fprintf(stderr, "unknown case %s\\n", name);\n    return 2;\n}}\n\n'
        "int main(int argc, char** argv)\n{\n    if (argc < 4 || (argc - 1) % 3 != 0) {\n"
        '        fprintf(stderr, "usage: %s CASE INPUTS.bin OUTPUTS.bin [CASE INPUTS.bin OUTPUTS.bin ...]\\n", argv[0]);\n        return 2;\n    }\n'
        "    for (int i = 1; i < argc; i += 3) {\n"
        "        int status = run_case(argv[i], argv[i + 1], argv[i + 2]);\n"
        "        if (status != 0) return status;\n"
        '        printf("done %d\\n", (i - 1) / 3);\n'
        "        fflush(stdout);\n    }\n    return 0;\n}\n"
    )
    return "\n".join(chunks)
