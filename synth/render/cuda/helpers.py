"""The vector and matrix types and the helper functions a kernel calls, as C++ text: each
helper (``kind:type``) knows the helpers it needs, and ``helpers_text`` writes the ones a kernel
uses with everything they need, types first, in a fixed order."""

from __future__ import annotations

import re

from synth.model.dtypes import SCALARS, SUFFIXES, scalar_of, split_composite
from synth.model.spec import type_named
from synth.render import (
    component_ops,
    expect_ops,
    fabric_ops,
    geometry_ops,
    half_ops,
    indexed_ops,
    int_ops,
    library_ops,
    print_ops,
    random_ops,
    rigid_ops,
)
from synth.render.cuda.names import TYPE_ORDER, field

# The wider types' helpers sort after every float32 one (existing files keep their order).
WIDE_ORDER = ("float64", "int64", "uint64", "vec2d", "vec3d", "vec4d", "mat22d", "mat33d", "mat44d")


def _vec(n: int, suffix: str = "") -> str:
    """The vector type of ``n`` components: Warp's one float32 vector of 6 is the spatial vector."""
    return "spatial_vector" if (n, suffix) == (6, "") else f"vec{n}{suffix}"


def _mat(n: int, suffix: str = "") -> str:
    return f"mat{n}{n}{suffix}"


def _size(type_name: str) -> int:
    """A vector's length, a matrix's rows."""
    return _shape(type_name)[0]


def _shape(type_name: str) -> tuple[int, ...]:
    return type_named(type_name).shape


def _fields(n: int) -> tuple[str, ...]:
    """The C members of an ``n``-vector's components, in order (``names.field``)."""
    return tuple(field(n, k) for k in range(n))


def _suffix(type_name: str) -> str:
    """Warp's scalar suffix of a vector or matrix name ("" float32, "d" float64, "us" uint16 ...: ``SUFFIXES``); "" for a scalar."""
    found = split_composite(type_name)
    return SUFFIXES[found[1]] if found else ""


def _component(type_name: str) -> str:
    """The C type of a vector's or matrix's components."""
    return scalar_of(type_name).c


def _sqrt(type_name: str) -> str:
    return "sqrt" if _component(type_name) == "double" else "sqrtf"


def _each(n: int, template: str) -> str:
    """``template`` with {f} replaced by each vector field, comma separated: a brace initializer body."""
    return ", ".join(template.format(f=f) for f in _fields(n))


def _mat_loop(t: str, signature: str, element: str) -> str:
    """A function of type ``t`` (a matrix) whose every entry ``r.m[row][col]`` is ``element``."""
    rows, cols = _shape(t)
    return (
        f"__host__ __device__ inline {t} {signature}\n{{\n    {t} r;\n"
        f"    for (int row = 0; row < {rows}; ++row)\n        for (int col = 0; col < {cols}; ++col)\n"
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
        "// columns 2 and 3 are float products kept in double, the cofactors are summed in double\n"
        "// (each float factor widened where it meets a double: explicit, as every promotion here).\n"
        + head
        + "    const float (*m)[4] = a.m;\n"
        "    const double y01 = m[0][2] * m[1][3] - m[1][2] * m[0][3];\n"
        "    const double y02 = m[0][2] * m[2][3] - m[2][2] * m[0][3];\n"
        "    const double y03 = m[0][2] * m[3][3] - m[3][2] * m[0][3];\n"
        "    const double y12 = m[1][2] * m[2][3] - m[2][2] * m[1][3];\n"
        "    const double y13 = m[1][2] * m[3][3] - m[3][2] * m[1][3];\n"
        "    const double y23 = m[2][2] * m[3][3] - m[3][2] * m[2][3];\n"
        "    const float z30 = (float)((double)m[1][1] * y02 - (double)m[2][1] * y01 - (double)m[0][1] * y12);\n"
        "    const float z20 = (float)((double)m[0][1] * y13 - (double)m[1][1] * y03 + (double)m[3][1] * y01);\n"
        "    const float z10 = (float)((double)m[2][1] * y03 - (double)m[3][1] * y02 - (double)m[0][1] * y23);\n"
        "    const float z00 = (float)((double)m[1][1] * y23 - (double)m[2][1] * y13 + (double)m[3][1] * y12);\n"
        "    return m[3][0] * z30 + m[2][0] * z20 + m[1][0] * z10 + m[0][0] * z00;\n}"
    )


def _struct(t: str) -> str:
    """A vector's or matrix's struct: x, y, z, w up to four components, else an array ``c[n]`` (as
    Warp's vec_t holds them); a matrix's rows ``m[rows][cols]``."""
    shape, s = _shape(t), _component(t)
    if len(shape) == 2:
        return f"struct {t} {{ {s} m[{shape[0]}][{shape[1]}]; }};  // row-major, like Warp"
    if shape[0] > 4:
        return f"struct {t} {{ {s} c[{shape[0]}]; }};  // {shape[0]} components: an array, like Warp's vec_t"
    return f"struct {t} {{ {s} {', '.join(_fields(shape[0]))}; }};"


def _vector_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    n, s = _size(t), _component(t)
    dev = "__host__ __device__ inline"
    if kind == "dot" and n > 4:  # Warp's generic dot (vec.h): a sum from zero, in index order
        zero = "0.0" if s == "double" else "0.0f"
        return f"{dev} {s} dot({t} a, {t} b)\n{{\n    {s} r = {zero};\n    for (int k = 0; k < {n}; ++k) r += a.c[k] * b.c[k];\n    return r;\n}}", ()
    one_line = {
        "add": (f"{t} operator+({t} a, {t} b)", f"{{{_each(n, 'a.{f} + b.{f}')}}}"),
        "sub": (f"{t} operator-({t} a, {t} b)", f"{{{_each(n, 'a.{f} - b.{f}')}}}"),
        "neg": (f"{t} operator-({t} a)", f"{{{_each(n, '-a.{f}')}}}"),
        "mul_vs": (f"{t} operator*({t} a, {s} s)", f"{{{_each(n, 'a.{f} * s')}}}"),
        "mul_sv": (f"{t} operator*({s} s, {t} a)", f"{{{_each(n, 'a.{f} * s')}}}"),
        "div": (f"{t} operator/({t} a, {s} s)", f"{{{_each(n, 'a.{f} / s')}}}"),
        "div_sv": (f"{t} operator/({s} s, {t} a)", f"{{{_each(n, 's / a.{f}')}}}"),
        "cw_mul": (f"{t} cw_mul({t} a, {t} b)", f"{{{_each(n, 'a.{f} * b.{f}')}}}"),
        "dot": (f"{s} dot({t} a, {t} b)", " + ".join(f"a.{f} * b.{f}" for f in _fields(n))),
        "length": (f"{s} length({t} a)", f"{_sqrt(t)}(dot(a, a))"),
        # v[k] with k known only at run time (Warp's extract): the struct's fields by number
        "extract": (f"{s} extract({t} a, int k)", " : ".join(f"k == {k} ? a.{f}" for k, f in enumerate(_fields(n)[:-1])) + f" : a.{_fields(n)[-1]}"),
    }
    if kind in one_line:
        signature, value = one_line[kind]
        return f"{dev} {signature} {{ return {value}; }}", ((f"dot:{t}",) if kind == "length" else ())
    if kind == "set_component":  # v[k] = s with k known only at run time (Warp's assign)
        fields = " else ".join(f"if (k == {k}) a.{f} = s;" for k, f in enumerate(_fields(n)[:-1]))
        return f"{dev} void set_component({t}& a, int k, {s} s) {{ {fields} else a.{_fields(n)[-1]} = s; }}", ()
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


def _transposed(t: str) -> str:
    """The name of a matrix type's transpose (mat32 -> mat23; a square matrix's own)."""
    rows, cols = _shape(t)
    return f"mat{cols}{rows}{_suffix(t)}"


def _matrix_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    n, cols = _shape(t)
    v = _vec(n, _suffix(t))
    if kind in ("mat_mul", "determinant") and (n != cols or n > 4):  # Warp's determinant: 2x2 to 4x4 only
        raise KeyError(f"{kind}:{t}")
    s = _component(t)
    loops = {
        "add": (f"operator+(const {t}& a, const {t}& b)", "a.m[row][col] + b.m[row][col]"),
        "sub": (f"operator-(const {t}& a, const {t}& b)", "a.m[row][col] - b.m[row][col]"),
        "neg": (f"operator-(const {t}& a)", "-a.m[row][col]"),
        "mul_vs": (f"operator*(const {t}& a, {s} s)", "a.m[row][col] * s"),
        "mul_sv": (f"operator*({s} s, const {t}& a)", "a.m[row][col] * s"),
        "div": (f"operator/(const {t}& a, {s} s)", "a.m[row][col] / s"),
        "div_sv": (f"operator/({s} s, const {t}& a)", "s / a.m[row][col]"),
    }
    if kind in loops:
        return _mat_loop(t, *loops[kind]), ()
    if kind == "transpose":
        return _mat_loop(_transposed(t), f"transpose(const {t}& a)", "a.m[col][row]"), (f"struct:{_transposed(t)}",)
    if kind == "mat_mul":  # Warp's muladd: fmaf of floats, fma of doubles
        fma, zero = ("fma", "0.0") if s == "double" else ("fmaf", "0.0f")
        return (
            f"// Matrix product: each entry accumulates with {fma} in k order, as Warp does.\n"
            f"__host__ __device__ inline {t} mat_mul(const {t}& a, const {t}& b)\n{{\n    {t} r;\n"
            f"    for (int row = 0; row < {n}; ++row) {{\n        for (int col = 0; col < {n}; ++col) {{\n"
            f"            {s} sum = {zero};\n            for (int k = 0; k < {n}; ++k) sum = {fma}(a.m[row][k], b.m[k][col], sum);\n"
            f"            r.m[row][col] = sum;\n        }}\n    }}\n    return r;\n}}"
        ), ()
    if kind == "mat_vec":
        # Warp's mul(mat, vec): column 0 times v[0], then each further column times its component added, in order
        rows = ",\n            ".join(" + ".join(f"a.m[{r}][{c}] * v.{field(cols, c)}" for c in range(cols)) for r in range(n))
        arg = _vec(cols, _suffix(t))
        return f"__host__ __device__ inline {v} mat_vec(const {t}& a, {arg} v)\n{{\n    return {{{rows}}};\n}}", (f"struct:{v}", f"struct:{arg}")
    if kind == "determinant":
        return _determinant(n), ()
    raise KeyError(f"{kind}:{t}")


def _linalg_vector_helper(kind: str, t: str) -> str:
    """Warp's vec.h/mat.h in their order: componentwise ops, then sums left to right (Warp's dot
    of a vec4 starts from 0, which adds nothing); norm_l1 is Warp's ``wp.func``, a sum from 0.0."""
    n = _size(t)
    dev = "__host__ __device__ inline"
    m = _mat(n)
    if n > 4 and kind in ("length_sq", "norm_l1", "norm_l2", "norm_huber", "norm_pseudo_huber", "matrix_from_cols", "matrix_from_rows"):  # written for the short vectors
        raise KeyError(f"{kind}:{t}")
    one_line = {
        "cw_min": (f"{t} cw_min({t} a, {t} b)", f"{{{_each(n, 'fminf(a.{f}, b.{f})')}}}"),
        "cw_max": (f"{t} cw_max({t} a, {t} b)", f"{{{_each(n, 'fmaxf(a.{f}, b.{f})')}}}"),
        "cw_abs": (f"{t} cw_abs({t} a)", f"{{{_each(n, 'fabsf(a.{f})')}}}"),
        "cw_div": (f"{t} cw_div({t} a, {t} b)", f"{{{_each(n, 'a.{f} / b.{f}')}}}"),
        "length_sq": (f"float length_sq({t} a)", " + ".join(f"a.{f} * a.{f}" for f in _fields(n))),
        "norm_l1": (f"float norm_l1({t} a)", " + ".join(f"fabsf(a.{f})" for f in _fields(n))),
        "norm_l2": (f"float norm_l2({t} a)", f"sqrtf({' + '.join(f'a.{f} * a.{f}' for f in _fields(n))})"),
    }
    if kind in one_line:
        signature, value = one_line[kind]
        return f"{dev} {signature} {{ return {value}; }}"
    if kind in ("argmin", "argmax"):
        return (
            f"// Warp's {kind} (vec.h): the first extremum, NaN components skipped (0 if all are NaN).\n"
            f"{dev} unsigned int {kind}({t} a)\n{{\n    const float v[{n}] = {{{', '.join(f'a.{f}' for f in _fields(n))}}};\n"
            f"    unsigned int ret = 0;\n    while (ret < {n} && isnan(v[ret])) ++ret;\n    if (ret == {n}) return 0;\n"
            f"    for (unsigned int i = ret + 1; i < {n}; ++i) {{\n        if (isnan(v[i])) continue;\n"
            f"        if (v[i] {'<' if kind == 'argmin' else '>'} v[ret]) ret = i;\n    }}\n    return ret;\n}}"
        )
    if kind == "norm_huber":  # math.py's wp.func: half the squared norm within delta, linear beyond
        return (
            f"// Warp's norm_huber (math.py): 0.5 |v|^2 where |v|^2 <= delta^2, else delta (|v| - delta / 2).\n"
            f"{dev} float norm_huber({t} v, float delta)\n{{\n    const float a = dot(v, v);\n"
            f"    if (a <= delta * delta) return 0.5f * a;\n    return delta * (sqrtf(a) - 0.5f * delta);\n}}"
        )
    if kind == "norm_pseudo_huber":
        return f"{dev} float norm_pseudo_huber({t} v, float delta) {{ return delta * sqrtf(1.0f + dot(v, v) / (delta * delta)); }}"
    if kind in ("matrix_from_cols", "matrix_from_rows"):  # mat.h: vector k is column k (row k)
        cols = kind == "matrix_from_cols"
        params = ", ".join(f"{t} v{k}" for k in range(n))
        body = ", ".join("{" + ", ".join(f"v{c if cols else r}.{field(n, r if cols else c)}" for c in range(n)) + "}" for r in range(n))
        return f"{dev} {m} {kind}({params})\n{{\n    return {{{{{body}}}}};\n}}"
    rows = {
        "outer": [[f"a.{field(n, r)} * b.{field(n, c)}" for c in range(n)] for r in range(n)],
        "diag": [[f"d.{field(n, r)}" if r == c else "0.0f" for c in range(n)] for r in range(n)],
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

    def widened(terms: str) -> str:  # each float factor widened explicitly where it meets a double minor
        return re.sub(r"\b(x\d\d) \* (y\d\d)\b", r"(double)\1 * \2", terms)

    rows = ",\n            ".join("{" + ", ".join(f"(float)((double)z{c}{r} * rcp)" for c in range(4)) + "}" for r in range(4))
    return (
        "// Warp's 4x4 inverse (adapted from USD): the 2x2 minors are float products kept in double; the\n"
        "// cofactors of columns 2-3 are double, those of columns 0-1 float; det is a float sum, its reciprocal double.\n"
        + head
        + x
        + "    double y01, y02, y03, y12, y13, y23;\n"
        + y(0, 1)
        + "".join(f"    const double z{k} = {widened(v)};\n" for k, v in z_hi.items())
        + y(2, 3)
        + "".join(f"    const float z{k} = {widened(v)};\n" for k, v in z_lo.items())
        + "    const double det = x30 * z30 + x20 * z20 + x10 * z10 + x00 * z00;\n"
        "    if (!(fabs(det) > 0.0)) return mat44{};\n"
        "    const double rcp = 1.0 / det;\n"
        f"    return {{{{{rows}}}}};\n}}"
    )


def _linalg_matrix_helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    n, cols = _shape(t)
    if n != cols or (kind == "inverse" and n > 4):  # written for square matrices; Warp inverts 2x2 to 4x4 only
        raise KeyError(f"{kind}:{t}")
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
    # a vector or matrix: one scalar atomic per component, like Warp's componentwise atomics (CUDA's
    # atomicAdd takes float and double alike; min and max are written for float32)
    op = kind.removeprefix("atomic_")
    scalar, deps = scalar_atomic(op, "float32")
    comps = (
        list(_fields(_size(t)))
        if t.startswith("vec")
        else [f"m[{r}][{c}]" for r in range(_shape(t)[0]) for c in range(_shape(t)[1])]
    )
    body = "\n".join(f"    {scalar}(&p->{c}, value.{c});" for c in comps)
    return f"__device__ inline void {kind}({t}* p, const {t}& value)\n{{\n{body}\n}}", deps


def scalar_atomic(op: str, type_name: str) -> tuple[str, tuple[str, ...]]:
    """The CUDA function for one scalar atomic, and the helper it needs (float min/max use CAS)."""
    if op == "add" or type_name in ("int32", "uint32"):
        return "atomic" + op.capitalize(), ()
    return f"atomic_{op}_float", (f"atomic_{op}:float32",)


# The helpers this module writes: the vector and matrix operators and builtins, the atomics.
VECTOR_KINDS = (
    "struct", "add", "sub", "neg", "mul_vs", "mul_sv", "div", "dot", "length", "normalize", "cw_mul", "cross",
    "mat_mul", "mat_vec", "transpose", "determinant", "atomic_add", "atomic_min", "atomic_max", "extract", "set_component", "div_sv",
)  # fmt: skip
LINALG_KINDS = (
    "cw_min", "cw_max", "cw_abs", "cw_div", "length_sq", "norm_l1", "norm_l2", "outer", "diag", "skew", "identity",
    "trace", "ddot", "get_diag", "inverse", "argmin", "argmax", "norm_huber", "norm_pseudo_huber", "matrix_from_cols", "matrix_from_rows",
)  # fmt: skip
# The order a file defines its helpers in, kind by kind (each family's kinds in its definition
# order: a helper needs only helpers before it, tests/unit/render/test_builtins.py), then type by type.
# The int32 min/max/clamp/abs helpers came first and stay first, the later integer ones after the
# rest: the files written before them keep their order.
HELPER_KINDS = (*int_ops.KINDS[:4], *library_ops.KINDS, *random_ops.KINDS, *VECTOR_KINDS, *LINALG_KINDS, *half_ops.KINDS, *int_ops.KINDS, *rigid_ops.KINDS, *expect_ops.KINDS, "mod", *geometry_ops.KINDS, *print_ops.KINDS, *fabric_ops.KINDS, *indexed_ops.KINDS)
HELPER_TYPES = (
    "int32", "float32", *TYPE_ORDER, "uint32", *WIDE_ORDER, "float16", *half_ops.HALF_VECTORS, *rigid_ops.TYPES, "vec2i", "vec3i", "vec4i", "bool",
    "int8", "uint8", "int16", "uint16", "bfloat16", *component_ops.TYPES,
)  # fmt: skip

# Who writes a helper: the library, random, half scalar and expectation families by its kind (``lower_bound:int32``
# is the library's), else the integer, rigid-body and half-vector families by its type, this module the rest. Each family
# module's ``helper(kind, type)`` gives the C++ text and the keys of the helpers it needs.
BY_TYPE = {
    **dict.fromkeys(("int32", "uint32", "int64", "uint64"), int_ops), **dict.fromkeys(rigid_ops.TYPES, rigid_ops),
    **dict.fromkeys(half_ops.HALF_VECTORS, half_ops), **dict.fromkeys(component_ops.TYPES, component_ops),
}  # fmt: skip
BY_KIND = {**dict.fromkeys(library_ops.KINDS, library_ops), **dict.fromkeys(random_ops.KINDS, random_ops), **dict.fromkeys(half_ops.KINDS, half_ops), **dict.fromkeys(expect_ops.KINDS, expect_ops), **dict.fromkeys(geometry_ops.KINDS, geometry_ops), **dict.fromkeys(print_ops.KINDS, print_ops), **dict.fromkeys(fabric_ops.KINDS, fabric_ops), **dict.fromkeys(indexed_ops.KINDS, indexed_ops)}

# The vector and matrix helpers whose bodies take the component type from the type (double for
# vec3d, mat33d ...); the others are written for float32 (fabsf, fmaf, float locals) and refuse a
# double type rather than render float32 arithmetic into a float64 kernel.
DOUBLE_HELPERS = {
    "vec": ("struct", "add", "sub", "neg", "mul_vs", "mul_sv", "div", "div_sv", "cw_mul", "dot", "length", "cross", "extract", "set_component", "atomic_add"),
    "mat": ("struct", "add", "sub", "neg", "mul_vs", "mul_sv", "div", "mat_vec", "transpose", "mat_mul", "atomic_add"),
}
# The int32 vectors' (vec3i: index triples, grid sizes): their component arithmetic, written for the
# component type like the double ones'.
INT_VECTOR_HELPERS = ("struct", "add", "sub", "neg", "mul_vs", "mul_sv", "cw_mul", "dot", "cross", "extract", "set_component")


def helper_code(key: str) -> tuple[str, tuple[str, ...]]:
    """The C++ text of one helper (``kind:type``) and the keys of the helpers it needs; ValueError
    for a helper no family writes (a lifted kernel's ``dot`` of a type the table has no body for)."""
    try:
        return _helper_code(key)
    except KeyError:
        kind, t = key.split(":")
        raise ValueError(f"no {t} helper for {kind}: none is written") from None


def _helper_code(key: str) -> tuple[str, tuple[str, ...]]:
    kind, t = key.split(":")
    family = BY_KIND.get(kind) or BY_TYPE.get(t) or (half_ops if half_ops.is_half(t) else component_ops if component_ops.holds(t) else None)
    if family:
        return family.helper(kind, t)
    shape = "vec" if t.startswith("vec") else "mat"
    if _suffix(t) == "d" and kind not in DOUBLE_HELPERS[shape]:
        raise ValueError(f"no {t} helper for {kind}: its body is written for float32 (rendered for double only: {', '.join(DOUBLE_HELPERS[shape])})")
    if _suffix(t) == "i" and kind not in INT_VECTOR_HELPERS:
        raise ValueError(f"no {t} helper for {kind}: its body is written for float32 (rendered for int32 vectors only: {', '.join(INT_VECTOR_HELPERS)})")
    if kind == "struct":
        return _struct(t), ()
    if kind.startswith("atomic_"):
        code, deps = _atomic_helper(kind, t)
    elif kind in LINALG_KINDS and t.startswith("vec"):
        matrix = kind in ("outer", "diag", "skew", "matrix_from_cols", "matrix_from_rows")
        code, deps = _linalg_vector_helper(kind, t), (f"struct:{_mat(_size(t))}",) if matrix else (f"dot:{t}",) if kind.startswith("norm_") and "huber" in kind else ()
    elif kind in LINALG_KINDS:
        code, deps = _linalg_matrix_helper(kind, t)
    elif t.startswith("vec"):
        code, deps = _vector_helper(kind, t)
    else:
        code, deps = _matrix_helper(kind, t)
    return code, deps + (() if t in SCALARS else (f"struct:{t}",))


def helper_order(key: str) -> tuple:
    """Where a helper goes in a file: by kind, then by type (a float atomic before the vector one using it);
    the vectors and matrices of other shapes (vec5, mat32d) after every named type, by shape, then name."""
    kind, t = key.split(":")
    if t in HELPER_TYPES:
        return HELPER_KINDS.index(kind), HELPER_TYPES.index(t), ()
    return HELPER_KINDS.index(kind), len(HELPER_TYPES), (len(_shape(t)), _shape(t), t)


def closure(keys: set[str]) -> set[str]:
    """The helpers in ``keys`` and everything they need."""
    todo, done = list(keys), set()
    while todo:
        key = todo.pop()
        if key not in done:
            done.add(key)
            todo.extend(helper_code(key)[1])
    return done


def helpers_text(keys: set[str]) -> str:
    """The helpers in ``keys`` and everything they need, types first, in a fixed order."""
    done = closure(keys)

    keys_sorted = sorted(done, key=helper_order)
    structs = [helper_code(k)[0] for k in keys_sorted if k.startswith("struct:")]
    functions = [helper_code(k)[0] for k in keys_sorted if not k.startswith("struct:")]
    parts = []
    if structs and any(component_ops.holds(k.split(":")[1]) for k in keys_sorted):
        parts.append("// Vector and matrix types (components of Warp's scalar type for each name's suffix: vec3s int16, mat22ub uint8 ...).\n" + "\n".join(structs))
    elif structs and any(half_ops.is_half(k.split(":")[1]) for k in keys_sorted):
        parts.append("// Vector and matrix types (float32 or __half components, as Warp's).\n" + "\n".join(structs))
    elif structs and all(k.split(":")[1] in TYPE_ORDER for k in keys_sorted if k.startswith("struct:")):
        parts.append("// Vector and matrix types (float32 components, as Warp's).\n" + "\n".join(structs))
    elif structs:
        parts.append("// Vector and matrix types (float32 components, double for Warp's d-suffixed types).\n" + "\n".join(structs))
    if functions:
        parts.append("\n\n".join(functions))
    return "\n\n".join(parts)
