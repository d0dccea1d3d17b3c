"""float16 values (``wp.float16``, ``wp.vec3h``) as the CUDA renderer prints them: ``__half``
of cuda_fp16.h, which the CPU emulation's shim provides too (``cuda_shim.h``).

Semantics are Warp 1.19's (warp/native/builtin.h, vec.h): a half is 16 bits, and every
operation on halves widens to float, computes in float and rounds the result once to half
(round to nearest even): ``a + b`` is ``half(float(a) + float(b))``, ``wp.sin(h)`` is
``half(sinf(float(h)))``. The CUDA text does the same: for + - * the correctly rounded
``__hadd_rn``/``__hsub_rn``/``__hmul_rn`` (float has 24 >= 2 * 11 + 2 bits, so widening,
operating and rounding once gives the correctly rounded half result: identical bits; the _rn
forms also keep nvcc from fusing a product and a sum into one fma), for / the float quotient
rounded (cuda_fp16's ``__hdiv`` multiplies by an approximate reciprocal on the device), for
the math builtins the float C function between ``__half2float`` and ``__float2half_rn``.
Comparisons compare the widened floats (exact). A half literal ``wp.float16(0.5)`` is Warp's
float32 constant rounded to half, ``__float2half_rn(0.5f)``. vec3h's operators and dot/length
round after every component operation, in Warp's order (``a.x * b.x + a.y * b.y + a.z * b.z``).
"""

from __future__ import annotations

import re

from synth.model.dtypes import SCALARS

HALF = "float16"
HALF_VECTORS = ("vec2h", "vec3h", "vec4h")
FIELDS = "xyzw"
_DEV = "__host__ __device__ inline"

# scalar operators on two halves -> the CUDA call
C_BINARY = {"add": "__hadd_rn", "sub": "__hsub_rn", "mul": "__hmul_rn", "div": "hdiv"}
# the one helper the scalar operators need (no correctly rounded division in cuda_fp16.h on every device)
HDIV = (
    "// Warp's half division: the float quotient, rounded once to half (cuda_fp16's __hdiv uses an\n"
    "// approximate reciprocal on the device).\n"
    f"{_DEV} __half hdiv(__half a, __half b) {{ return __float2half_rn(__half2float(a) / __half2float(b)); }}"
)


KINDS = ("hdiv",)  # the scalar helper; the vector types' helpers are the float vectors' kinds on vec2h ... vec4h


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """One half helper's C++ text (``hdiv:float16``, or a kind on a half vector) and the helpers it needs."""
    return (HDIV, ()) if kind == "hdiv" else vector_helper(kind, t)


def negate(text: str) -> str:
    """Warp's scalar ``-h`` is ``neg(h) = T(0.0) - h`` (builtin.h): -(+0) is +0, not -0 (its
    vectors' ``-v`` negates each component, ``__hneg``)."""
    return f"__hsub_rn(__float2half_rn(0.0f), {text})"


def is_half(type_name: str) -> bool:
    """float16 or one of its vectors (vec3h, and those Warp has no name for: vec5h)."""
    return type_name == HALF or re.fullmatch(r"vec\d+h", type_name) is not None


def widen(text: str) -> str:
    """A half as the float it computes in (the dtype table's conversion)."""
    return SCALARS[HALF].widen.format(text)


def narrow(text: str) -> str:
    """A float rounded once to half."""
    return SCALARS[HALF].narrow.format(text)


def _size(t: str) -> int:
    return int(re.match(r"vec(\d+)", t).group(1))


def fields(n: int) -> tuple[str, ...]:
    """The struct members of an n-vector's components: x, y, z, w, or ``c[k]`` past four (as ``names.field``)."""
    return tuple(FIELDS[k] if n <= len(FIELDS) else f"c[{k}]" for k in range(n))


def _each(n: int, template: str) -> str:
    return ", ".join(template.format(f=f) for f in fields(n))


def _sum_of_products(n: int, a: str, b: str) -> str:
    """Warp's dot of half vectors, left to right, every product and sum rounded to half."""
    text = f"__hmul_rn({a}.x, {b}.x)"
    for f in FIELDS[1:n]:
        text = f"__hadd_rn({text}, __hmul_rn({a}.{f}, {b}.{f}))"
    return text


def _long_vector_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """dot and length of a half vector longer than four: Warp's generic ones (vec.h), a sum from a half
    zero in index order, each product and sum rounded; length the float sqrt of it, rounded."""
    n = _size(t)
    if kind == "dot":
        return (
            f"{_DEV} __half dot({t} a, {t} b)\n{{\n    __half r = __float2half_rn(0.0f);\n"
            f"    for (int k = 0; k < {n}; ++k) r = __hadd_rn(r, __hmul_rn(a.c[k], b.c[k]));\n    return r;\n}}"
        ), (f"struct:{t}",)
    value = narrow(f"sqrtf({widen('dot(a, a)')})")
    return f"{_DEV} __half length({t} a) {{ return {value}; }}", (f"struct:{t}", f"dot:{t}")


def vector_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """A half-vector type or operator (kind as the float vector helpers), and the helpers it needs."""
    n = _size(t)
    if kind == "struct" and n > len(FIELDS):
        return f"struct {t} {{ __half c[{n}]; }};  // {n} components: an array, like Warp's vec_t", ()
    if kind == "struct":
        return f"struct {t} {{ __half {', '.join(FIELDS[:n])}; }};", ()
    if kind in ("dot", "length") and n > len(FIELDS):
        return _long_vector_helper(kind, t)
    one_line = {
        "add": (f"{t} operator+({t} a, {t} b)", f"{{{_each(n, '__hadd_rn(a.{f}, b.{f})')}}}"),
        "sub": (f"{t} operator-({t} a, {t} b)", f"{{{_each(n, '__hsub_rn(a.{f}, b.{f})')}}}"),
        "neg": (f"{t} operator-({t} a)", f"{{{_each(n, '__hneg(a.{f})')}}}"),
        "mul_vs": (f"{t} operator*({t} a, __half s)", f"{{{_each(n, '__hmul_rn(a.{f}, s)')}}}"),
        "mul_sv": (f"{t} operator*(__half s, {t} a)", f"{{{_each(n, '__hmul_rn(s, a.{f})')}}}"),
        "cw_mul": (f"{t} cw_mul({t} a, {t} b)", f"{{{_each(n, '__hmul_rn(a.{f}, b.{f})')}}}"),
        "div": (f"{t} operator/({t} a, __half s)", f"{{{_each(n, narrow(widen('a.{f}') + ' / ' + widen('s')))}}}"),  # as hdiv, which sorts after
        "dot": (f"__half dot({t} a, {t} b)", _sum_of_products(n, "a", "b")),
        "length": (f"__half length({t} a)", narrow(f"sqrtf({widen(_sum_of_products(n, 'a', 'a'))})")),
    }
    if kind == "extract":  # v[k] with k known only at run time (Warp's extract): the struct's fields by number
        chain = " : ".join(f"k == {k} ? a.{f}" for k, f in enumerate(fields(n)[:-1])) + f" : a.{fields(n)[-1]}"
        return f"{_DEV} __half extract({t} a, int k) {{ return {chain}; }}", (f"struct:{t}",)
    if kind == "set_component":  # v[k] = s (Warp's assign)
        chain = " else ".join(f"if (k == {k}) a.{f} = s;" for k, f in enumerate(fields(n)[:-1]))
        return f"{_DEV} void set_component({t}& a, int k, __half s) {{ {chain} else a.{fields(n)[-1]} = s; }}", (f"struct:{t}",)
    if kind not in one_line:
        raise KeyError(f"{kind}:{t}")
    signature, value = one_line[kind]
    return f"{_DEV} {signature} {{ return {value}; }}", (f"struct:{t}",)
