"""Vectors and matrices of the scalar types C does not compute in as they are: the integers
of every width (vec3b, mat22ui, vec4ul ...; vec3i keeps its own helpers), float16 matrices and
bfloat16 vectors and matrices, and the integer vectors and matrices and float16 matrices of the
shapes Warp has no name for (vec5b, mat32s, mat66h: ``holds``; a vector longer than four holds its
components in an array ``c[n]``, as Warp's vec_t). As the CUDA renderer prints them, with Warp 1.19's meaning
(warp/native/vec.h, mat.h, builtin.h):

- An integer component operation is C's on the promoted values, converted back to the component
  type where Warp's ``vec_t``/``mat_t`` stores it: ``(signed char)(a.x + b.x)`` wraps as Warp's
  int8 vector does (C's conversion to a narrower integer is modular; nvcc and clang agree). A
  uint16 product is taken in ``unsigned int`` (two uint16 promoted to int can overflow int, which
  C leaves undefined; its low 16 bits are the same). Division is C's (toward zero); the int8/int16
  quotient -128 / -1 wraps back as Warp's does. int32 and wider compute in their own type.
- A float16/bfloat16 component operation widens to float, operates and rounds once (Warp's half and
  bfloat16 operators): ``__float2half_rn(__half2float(a) + __half2float(b))``; ``-h`` is the
  widened value negated and rounded (Warp's unary minus; a NaN comes back quiet).

The kinds written are those whose result is exact by construction: the componentwise operators,
scalar products and quotients, ``transpose``, component access, and ``dot`` and ``%`` of integer vectors
and the products ``m @ v`` and ``m @ n`` of integer matrices (sums of products modulo 2^k, the same
whichever step narrows). Anything else (a float16 matrix product, ``length``, an atomic ...) has no helper here: ``helper`` raises KeyError, which the
renderer reports as a missing helper and the lifter as its refusal label.
"""

from __future__ import annotations

from synth.model.dtypes import SCALARS, composite_name, split_composite
from synth.model.spec import type_named
from synth.render.half_ops import fields as _fields

_DEV = "__host__ __device__ inline"
FIELDS = "xyzw"
INTEGERS = ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64")
FLOAT16S = ("float16", "bfloat16")
# The types this family writes: every integer vector but int32's (vec2i ... keep their helpers),
# every integer matrix, the float16 matrices (float16 vectors: synth.render.half_ops), bfloat16's.
TYPES = (
    *(composite_name(f"vec{n}", s) for s in INTEGERS if s != "int32" for n in (2, 3, 4)),
    *(composite_name(f"mat{n}{n}", s) for s in INTEGERS for n in (2, 3, 4)),
    *(composite_name(f"mat{n}{n}", "float16") for n in (2, 3, 4)),
    *(composite_name(base, "bfloat16") for base in ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")),
)
NAMED = ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")


def holds(t: str) -> bool:
    """Whether this family writes ``t``'s helpers: ``TYPES``, and the vectors and matrices of their
    scalars of every other shape (vec5i, mat32ub, mat66h; a float16 vector is ``half_ops``')."""
    if t in TYPES:
        return True
    found = split_composite(t)
    if not found or found[0] in NAMED or found[0][:3] not in ("vec", "mat"):
        return False
    return found[1] in INTEGERS or (found[1] == "float16" and found[0].startswith("mat"))


C_OPERATORS = {"add": "+", "sub": "-", "mul": "*", "div": "/"}
# The scalar operators whose int8 ... uint16 result C's int can leave the type (& | ^ % >> cannot).
NARROWED = ("add", "sub", "mul", "div", "floordiv", "lshift")


def promotes(scalar: str) -> bool:
    """Whether C computes on values of this integer type in int (narrower than int: int8 ... uint16)."""
    return SCALARS[scalar].is_integer and SCALARS[scalar].size < 4


def binary(op: str, scalar: str, a: str, b: str) -> str:
    """``a <op> b`` on two values of ``scalar`` as Warp computes it (add, sub, mul, div), a value of ``scalar``."""
    s = SCALARS[scalar]
    if s.via:  # float16, bfloat16: in float, rounded once
        return s.narrow.format(f"{s.widen.format(a)} {C_OPERATORS[op]} {s.widen.format(b)}")
    if not promotes(scalar):
        return f"{a} {C_OPERATORS[op]} {b}"
    if op == "mul" and scalar == "uint16":  # two uint16 promoted to int may overflow it: multiply unsigned
        return f"({s.c})((unsigned int){a} * {b})"
    return f"({s.c})({a} {C_OPERATORS[op]} {b})"


def negate(scalar: str, a: str) -> str:
    """``-a`` on a component (Warp's vector and matrix unary minus)."""
    s = SCALARS[scalar]
    if s.via:
        return s.narrow.format(f"-{s.widen.format(a)}")
    return f"({s.c})(-{a})" if promotes(scalar) else f"-{a}"


def _scalar(t: str) -> str:
    return split_composite(t)[1]


def _vector_helper(kind: str, t: str) -> str:
    n, s = type_named(t).shape[0], _scalar(t)
    c = SCALARS[s].c
    fields = _fields(n)

    def each(make) -> str:
        return ", ".join(make(f) for f in fields)

    one_line = {
        "add": (f"{t} operator+({t} a, {t} b)", lambda: f"{{{each(lambda f: binary('add', s, f'a.{f}', f'b.{f}'))}}}"),
        "sub": (f"{t} operator-({t} a, {t} b)", lambda: f"{{{each(lambda f: binary('sub', s, f'a.{f}', f'b.{f}'))}}}"),
        "neg": (f"{t} operator-({t} a)", lambda: f"{{{each(lambda f: negate(s, f'a.{f}'))}}}"),
        "mul_vs": (f"{t} operator*({t} a, {c} s)", lambda: f"{{{each(lambda f: binary('mul', s, f'a.{f}', 's'))}}}"),
        "mul_sv": (f"{t} operator*({c} s, {t} a)", lambda: f"{{{each(lambda f: binary('mul', s, f'a.{f}', 's'))}}}"),
        "div": (f"{t} operator/({t} a, {c} s)", lambda: f"{{{each(lambda f: binary('div', s, f'a.{f}', 's'))}}}"),
        "cw_mul": (f"{t} cw_mul({t} a, {t} b)", lambda: f"{{{each(lambda f: binary('mul', s, f'a.{f}', f'b.{f}'))}}}"),
        # v[k] with k known only at run time (Warp's extract): the struct's fields by number
        "extract": (
            f"{c} extract({t} a, int k)",
            lambda: " : ".join(f"k == {k} ? a.{f}" for k, f in enumerate(fields[:-1])) + f" : a.{fields[-1]}",
        ),
    }
    if kind == "mod" and SCALARS[s].is_integer:  # Warp's vec mod: C's % per component (the dividend's sign), in range of the type
        return f"{_DEV} {t} operator%({t} a, {t} b) {{ return {{{each(lambda f: f'({c})(a.{f} % b.{f})' if promotes(s) else f'a.{f} % b.{f}')}}}; }}"
    if kind == "dot" and SCALARS[s].is_integer:
        if promotes(s):  # summed in unsigned int: modulo 2^32, whose low bits are Warp's sum in the narrow type
            terms = " + ".join(f"(unsigned int)a.{f} * b.{f}" for f in fields)
            return f"// Warp's dot, modulo 2^{8 * SCALARS[s].size} as its {s} sum wraps.\n{_DEV} {c} dot({t} a, {t} b) {{ return ({c})({terms}); }}"
        return f"{_DEV} {c} dot({t} a, {t} b) {{ return {' + '.join(f'a.{f} * b.{f}' for f in fields)}; }}"
    if kind == "set_component":  # v[k] = s with k known only at run time (Warp's assign)
        chain = " else ".join(f"if (k == {k}) a.{f} = s;" for k, f in enumerate(fields[:-1]))
        return f"{_DEV} void set_component({t}& a, int k, {c} s) {{ {chain} else a.{fields[-1]} = s; }}"
    if kind not in one_line:
        raise KeyError(f"{kind}:{t}")
    signature, value = one_line[kind]
    text = f"{_DEV} {signature} {{ return {value()}; }}"
    if len(text) <= 120 or not value().startswith("{"):
        return text
    parts = value()[1:-1].split(", ")  # one component a line (no component's text holds ", ")
    return f"{_DEV} {signature}\n{{\n    return {{" + ",\n            ".join(parts) + "};\n}"


def _matrix_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    (rows, cols), s = type_named(t).shape, _scalar(t)
    c = SCALARS[s].c
    result = t
    element = {
        "add": (f"operator+(const {t}& a, const {t}& b)", binary("add", s, "a.m[row][col]", "b.m[row][col]")),
        "sub": (f"operator-(const {t}& a, const {t}& b)", binary("sub", s, "a.m[row][col]", "b.m[row][col]")),
        "neg": (f"operator-(const {t}& a)", negate(s, "a.m[row][col]")),
        "mul_vs": (f"operator*(const {t}& a, {c} s)", binary("mul", s, "a.m[row][col]", "s")),
        "mul_sv": (f"operator*({c} s, const {t}& a)", binary("mul", s, "a.m[row][col]", "s")),
        "div": (f"operator/(const {t}& a, {c} s)", binary("div", s, "a.m[row][col]", "s")),
        "transpose": (f"transpose(const {t}& a)", "a.m[col][row]"),
    }
    if kind not in element:
        raise KeyError(f"{kind}:{t}")
    if kind == "transpose":  # cols rows of rows (mat32b -> mat23b)
        result, rows, cols = composite_name(f"mat{cols}{rows}", s), cols, rows
    signature, value = element[kind]
    return (
        f"{_DEV} {result} {signature}\n{{\n    {result} r;\n"
        f"    for (int row = 0; row < {rows}; ++row)\n        for (int col = 0; col < {cols}; ++col)\n"
        f"            r.m[row][col] = {value};\n    return r;\n}}"
    ), (f"struct:{result}",)


def _wrapping(scalar: str) -> str:
    """The unsigned C type an integer sum of products is taken in, modulo 2^32 or 2^64: its low bits are
    Warp's sum in ``scalar``, which wraps at every step; no signed overflow, which C leaves undefined."""
    return "unsigned long long" if SCALARS[scalar].size == 8 else "unsigned int"


def _sum_of_products(scalar: str, pairs: list[tuple[str, str]]) -> str:
    """``a0 * b0 + a1 * b1 ...`` of ``scalar`` integers as Warp's muladd chain gives it (each step wraps)."""
    wide, c = _wrapping(scalar), SCALARS[scalar].c
    return f"({c})({' + '.join(f'({wide}){a} * {b}' for a, b in pairs)})"


def _product_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """Warp's ``m @ v`` and ``m @ n`` (mat.h's mul: a sum of products per entry) of integer matrices."""
    (rows, cols), s = type_named(t).shape, _scalar(t)
    if not SCALARS[s].is_integer or (kind == "mat_mul" and rows != cols):
        raise KeyError(f"{kind}:{t}")
    if kind == "mat_mul":
        entry = _sum_of_products(s, [(f"a.m[row][{k}]", f"b.m[{k}][col]") for k in range(cols)])
        return (
            f"// Warp's matrix product of {s}: each entry a sum of products that wraps as the type does.\n"
            f"{_DEV} {t} mat_mul(const {t}& a, const {t}& b)\n{{\n    {t} r;\n"
            f"    for (int row = 0; row < {rows}; ++row)\n        for (int col = 0; col < {cols}; ++col)\n"
            f"            r.m[row][col] = {entry};\n    return r;\n}}"
        ), (f"struct:{t}",)
    out, arg = composite_name(f"vec{rows}", s), composite_name(f"vec{cols}", s)
    rows_text = ",\n            ".join(_sum_of_products(s, [(f"a.m[{r}][{k}]", f"v.{_fields(cols)[k]}") for k in range(cols)]) for r in range(rows))
    return f"{_DEV} {out} mat_vec(const {t}& a, {arg} v)\n{{\n    return {{{rows_text}}};\n}}", (f"struct:{t}", f"struct:{out}", f"struct:{arg}")


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """One helper's C++ text (``kind:type``, ``t`` one ``holds``) and the helpers it needs (its type, a transpose's too)."""
    shape, c = type_named(t).shape, SCALARS[_scalar(t)].c
    if kind == "struct" and len(shape) == 2:
        return f"struct {t} {{ {c} m[{shape[0]}][{shape[1]}]; }};  // row-major, like Warp", ()
    if kind == "struct" and shape[0] > len(FIELDS):
        return f"struct {t} {{ {c} c[{shape[0]}]; }};  // {shape[0]} components: an array, like Warp's vec_t", ()
    if kind == "struct":
        return f"struct {t} {{ {c} {', '.join(FIELDS[:shape[0]])}; }};", ()
    if t.startswith("vec"):
        return _vector_helper(kind, t), (f"struct:{t}",)
    if kind in ("mat_vec", "mat_mul"):
        return _product_helper(kind, t)
    code, deps = _matrix_helper(kind, t)
    return code, tuple(dict.fromkeys((f"struct:{t}", *deps)))
