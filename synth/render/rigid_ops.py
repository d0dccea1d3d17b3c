"""The standalone CUDA of Warp's quaternions, transforms and spatial vectors (quat.h, spatial.h).

Each type is its own struct, laid out as Warp's: ``quat`` (x, y, z, w), ``transform`` (p: vec3,
then q: quat; 7 words) and ``spatial_vector`` (6 words: w on top, v below). Each helper repeats
Warp 1.19's body with the same operations in the same order (the CPU emulation compares bit for
bit with Warp's CPU): ``quat_rotate`` scales the cross term by q.w then 2, ``normalize`` of a quat
multiplies by 1 / length and falls back to the identity, ``quat_slerp`` goes through the axis and
angle of q0^-1 q1, ``spatial_dot`` is Warp's generic vec_t<6> dot, a sum from 0.
"""

from __future__ import annotations

import ast
import re

TYPES = ("quat", "transform", "spatial_vector", "quatd", "transformd", "quath", "transformh")
# Warp's quat_t and transform_t of float64: the same bodies in double (``in_double``).
DOUBLE = {"quatd": "quat", "transformd": "transform"}
# Of float16: the quaternion's arithmetic each operation rounded to half (``half_c``), as Warp's half
# (builtin.h: widen, compute in float, round once); the transform's helpers only call the quaternion's
# and the vec3h operators, so theirs are the float32 texts with the types renamed (``in_half``).
HALF = {"quath": "quat", "transformh": "transform"}

# Helper kinds in definition order (a helper only calls helpers defined before it).
KINDS = (
    "quat_identity", "quat_mul", "quat_inverse", "quat_from_axis_angle", "quat_rpy", "quat_rotate", "quat_rotate_inv",
    "quat_to_matrix", "quat_from_matrix", "quat_to_axis_angle", "quat_slerp", "transform_identity",
    "transform_get_translation", "transform_get_rotation", "transform_multiply", "transform_inverse", "transform_point",
    "transform_vector", "make_spatial_vector", "spatial_top", "spatial_bottom", "spatial_cross", "spatial_cross_dual",
    "spatial_dot",
)  # fmt: skip
# The product operator ``a * b`` of two values of one type, by type.
PRODUCT = {"quat": "quat_mul", "transform": "transform_multiply", "quatd": "quat_mul", "transformd": "transform_multiply", "quath": "quat_mul", "transformh": "transform_multiply"}
NAMES = frozenset(KINDS) | {"quat_to_axis_angle"}

DEV = "__host__ __device__ inline"

_ROTATE = """{dev} vec3 {name}(const quat& q, vec3 x)
{{
    const float c = 2.0f * q.w * q.w - 1.0f;
    const float d = 2.0f * (q.x * x.x + q.y * x.y + q.z * x.z);
    return {{x.x * c + q.x * d {op} (q.y * x.z - q.z * x.y) * q.w * 2.0f,
            x.y * c + q.y * d {op} (q.z * x.x - q.x * x.z) * q.w * 2.0f,
            x.z * c + q.z * d {op} (q.x * x.y - q.y * x.x) * q.w * 2.0f}};
}}"""

_FROM_MATRIX = """// Warp's quat_from_matrix: the trace branch, else the branch of the largest diagonal entry; normalized.
{dev} quat quat_from_matrix(const mat33& a)
{{
    const float (*m)[3] = a.m;
    const float tr = m[0][0] + m[1][1] + m[2][2];
    float x = 0.0f, y = 0.0f, z = 0.0f, w = 0.0f, h = 0.0f;
    if (tr >= 0.0f) {{
        h = sqrtf(tr + 1.0f);
        w = 0.5f * h;
        h = 0.5f / h;
        x = (m[2][1] - m[1][2]) * h;
        y = (m[0][2] - m[2][0]) * h;
        z = (m[1][0] - m[0][1]) * h;
    }} else {{
        int max_diag = 0;
        if (m[1][1] > m[0][0]) max_diag = 1;
        if (m[2][2] > m[max_diag][max_diag]) max_diag = 2;
        if (max_diag == 0) {{
            h = sqrtf((m[0][0] - (m[1][1] + m[2][2])) + 1.0f);
            x = 0.5f * h;
            h = 0.5f / h;
            y = (m[0][1] + m[1][0]) * h;
            z = (m[2][0] + m[0][2]) * h;
            w = (m[2][1] - m[1][2]) * h;
        }} else if (max_diag == 1) {{
            h = sqrtf((m[1][1] - (m[2][2] + m[0][0])) + 1.0f);
            y = 0.5f * h;
            h = 0.5f / h;
            z = (m[1][2] + m[2][1]) * h;
            x = (m[0][1] + m[1][0]) * h;
            w = (m[0][2] - m[2][0]) * h;
        }}
        if (max_diag == 2) {{
            h = sqrtf((m[2][2] - (m[0][0] + m[1][1])) + 1.0f);
            z = 0.5f * h;
            h = 0.5f / h;
            x = (m[2][0] + m[0][2]) * h;
            y = (m[1][2] + m[2][1]) * h;
            w = (m[1][0] - m[0][1]) * h;
        }}
    }}
    return normalize(quat{{x, y, z, w}});
}}"""

_RPY = """{dev} quat quat_rpy(float roll, float pitch, float yaw)
{{
    const float cy = cosf(yaw * 0.5f);
    const float sy = sinf(yaw * 0.5f);
    const float cr = cosf(roll * 0.5f);
    const float sr = sinf(roll * 0.5f);
    const float cp = cosf(pitch * 0.5f);
    const float sp = sinf(pitch * 0.5f);
    const float w = cy * cr * cp + sy * sr * sp;
    const float x = cy * sr * cp - sy * cr * sp;
    const float y = cy * cr * sp + sy * sr * cp;
    const float z = sy * cr * cp - cy * sr * sp;
    return {{x, y, z, w}};
}}"""

_SLERP = """// Warp's quat_slerp: q0 times the rotation q0^-1 q1 scaled to t of its angle (through its axis and angle).
{dev} quat quat_slerp(const quat& q0, const quat& q1, float t)
{{
    vec3 axis;
    float angle;
    quat_to_axis_angle(quat_mul(quat_inverse(q0), q1), axis, angle);
    return quat_mul(q0, quat_from_axis_angle(axis, t * angle));
}}"""


def _quat(kind: str) -> tuple[str, tuple[str, ...]]:
    mat, vec = ("struct:mat33",), ("struct:vec3",)
    if kind == "struct":
        return "struct quat { float x, y, z, w; };  // Warp's quat_t: the vector part, then the real part", ()
    if kind == "dot":
        return f"{DEV} float dot(const quat& a, const quat& b) {{ return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }}", ()
    if kind == "length":
        return f"{DEV} float length(const quat& q) {{ return sqrtf(dot(q, q)); }}", ("dot:quat",)
    if kind == "normalize":
        return (
            f"// Warp's quat normalize: times 1 / length; the identity where the length is 0.\n{DEV} quat normalize(const quat& q)\n{{\n"
            "    const float l = length(q);\n    if (l > 0.0f) {\n        const float inv_l = 1.0f / l;\n"
            "        return {q.x * inv_l, q.y * inv_l, q.z * inv_l, q.w * inv_l};\n    }\n    return {0.0f, 0.0f, 0.0f, 1.0f};\n}"
        ), ("length:quat",)
    componentwise = {  # Warp's quat add, sub, neg, mul and div by a scalar: each component on its own
        "add": ("quat operator+(const quat& a, const quat& b)", "a.{f} + b.{f}"),
        "sub": ("quat operator-(const quat& a, const quat& b)", "a.{f} - b.{f}"),
        "neg": ("quat operator-(const quat& a)", "-a.{f}"),
        "mul_vs": ("quat operator*(const quat& a, float s)", "a.{f} * s"),
        "mul_sv": ("quat operator*(float s, const quat& a)", "a.{f} * s"),
        "div": ("quat operator/(const quat& a, float s)", "a.{f} / s"),
        "div_sv": ("quat operator/(float s, const quat& a)", "s / a.{f}"),  # Warp's div(s, q): a scalar by each component
    }
    if kind in componentwise:
        signature, each = componentwise[kind]
        return f"{DEV} {signature} {{ return {{{', '.join(each.format(f=f) for f in 'xyzw')}}}; }}", ()
    if kind == "quat_identity":
        return f"{DEV} quat quat_identity() {{ return {{0.0f, 0.0f, 0.0f, 1.0f}}; }}", ()
    if kind == "quat_mul":
        return (
            f"// The quaternion product a * b (Warp's mul, its term order).\n{DEV} quat quat_mul(const quat& a, const quat& b)\n{{\n"
            "    return {a.w * b.x + b.w * a.x + a.y * b.z - b.y * a.z, a.w * b.y + b.w * a.y + a.z * b.x - b.z * a.x,\n"
            "            a.w * b.z + b.w * a.z + a.x * b.y - b.x * a.y, a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z};\n}"
        ), ()
    if kind == "quat_inverse":
        return f"// Warp's quat_inverse is the conjugate (exact for unit quaternions).\n{DEV} quat quat_inverse(const quat& q) {{ return {{-q.x, -q.y, -q.z, q.w}}; }}", ()
    if kind == "quat_from_axis_angle":
        return (
            f"{DEV} quat quat_from_axis_angle(vec3 axis, float angle)\n{{\n    const float half = angle * 0.5f;\n"
            "    const float w = cosf(half);\n    const float s = sinf(half);\n    return {axis.x * s, axis.y * s, axis.z * s, w};\n}"
        ), vec
    if kind == "quat_rpy":
        return _RPY.format(dev=DEV), ()
    if kind in ("quat_rotate", "quat_rotate_inv"):
        return _ROTATE.format(dev=DEV, name=kind, op="+" if kind == "quat_rotate" else "-"), vec
    if kind == "quat_to_matrix":
        return (
            f"// Warp's quat_to_matrix: the columns are the rotated unit vectors.\n{DEV} mat33 quat_to_matrix(const quat& q)\n{{\n"
            "    const vec3 c1 = quat_rotate(q, vec3{1.0f, 0.0f, 0.0f});\n    const vec3 c2 = quat_rotate(q, vec3{0.0f, 1.0f, 0.0f});\n"
            "    const vec3 c3 = quat_rotate(q, vec3{0.0f, 0.0f, 1.0f});\n"
            "    return {{{c1.x, c2.x, c3.x}, {c1.y, c2.y, c3.y}, {c1.z, c2.z, c3.z}}};\n}"
        ), ("quat_rotate:quat", *mat)
    if kind == "quat_from_matrix":
        return _FROM_MATRIX.format(dev=DEV), ("normalize:quat", *mat)
    if kind == "quat_to_axis_angle":
        return (
            f"{DEV} void quat_to_axis_angle(const quat& q, vec3& axis, float& angle)\n{{\n    const vec3 v = {{q.x, q.y, q.z}};\n"
            "    axis = q.w < 0.0f ? -normalize(v) : normalize(v);\n    angle = 2.0f * atan2f(length(v), fabsf(q.w));\n}"
        ), ("normalize:vec3", "neg:vec3", "length:vec3")
    if kind == "quat_slerp":
        return _SLERP.format(dev=DEV), ("quat_mul:quat", "quat_inverse:quat", "quat_to_axis_angle:quat", "quat_from_axis_angle:quat")
    raise KeyError(f"{kind}:quat")


def _transform(kind: str) -> tuple[str, tuple[str, ...]]:
    if kind == "struct":
        return "struct transform { vec3 p; quat q; };  // Warp's transform_t: translation, then rotation", ("struct:vec3", "struct:quat")
    if kind == "transform_identity":
        return f"{DEV} transform transform_identity() {{ return {{vec3{{0.0f, 0.0f, 0.0f}}, quat{{0.0f, 0.0f, 0.0f, 1.0f}}}}; }}", ()
    if kind == "transform_get_translation":
        return f"{DEV} vec3 transform_get_translation(const transform& t) {{ return t.p; }}", ()
    if kind == "transform_get_rotation":
        return f"{DEV} quat transform_get_rotation(const transform& t) {{ return t.q; }}", ()
    if kind == "transform_multiply":
        return (
            f"// a * b: b's frame expressed in a's parent (Warp's transform_multiply).\n"
            f"{DEV} transform transform_multiply(const transform& a, const transform& b)\n{{\n"
            "    return {quat_rotate(a.q, b.p) + a.p, quat_mul(a.q, b.q)};\n}"
        ), ("quat_rotate:quat", "quat_mul:quat", "add:vec3")
    if kind == "transform_inverse":
        return (
            f"{DEV} transform transform_inverse(const transform& t)\n{{\n    const quat q_inv = quat_inverse(t.q);\n"
            "    return {-quat_rotate(q_inv, t.p), q_inv};\n}"
        ), ("quat_inverse:quat", "quat_rotate:quat", "neg:vec3")
    if kind == "transform_point":
        return f"{DEV} vec3 transform_point(const transform& t, vec3 x) {{ return t.p + quat_rotate(t.q, x); }}", ("quat_rotate:quat", "add:vec3")
    if kind == "transform_vector":
        return f"{DEV} vec3 transform_vector(const transform& t, vec3 x) {{ return quat_rotate(t.q, x); }}", ("quat_rotate:quat",)
    raise KeyError(f"{kind}:transform")


def _spatial(kind: str) -> tuple[str, tuple[str, ...]]:
    t, vec = "spatial_vector", ("struct:vec3",)
    each = lambda template: ", ".join(template.format(k=k) for k in range(6))  # noqa: E731
    if kind == "struct":
        return "struct spatial_vector { float c[6]; };  // Warp's vec_t<6>: w (angular) on top, v (linear) below", ()
    one_line = {
        "add": (f"{t} operator+(const {t}& a, const {t}& b)", f"{{{{{each('a.c[{k}] + b.c[{k}]')}}}}}"),
        "sub": (f"{t} operator-(const {t}& a, const {t}& b)", f"{{{{{each('a.c[{k}] - b.c[{k}]')}}}}}"),
        "neg": (f"{t} operator-(const {t}& a)", f"{{{{{each('-a.c[{k}]')}}}}}"),
        "mul_vs": (f"{t} operator*(const {t}& a, float s)", f"{{{{{each('a.c[{k}] * s')}}}}}"),
        "mul_sv": (f"{t} operator*(float s, const {t}& a)", f"{{{{{each('a.c[{k}] * s')}}}}}"),
        "make_spatial_vector": (f"{t} make_spatial_vector(vec3 w, vec3 v)", "{{w.x, w.y, w.z, v.x, v.y, v.z}}"),
        "spatial_top": (f"vec3 spatial_top(const {t}& a)", "{a.c[0], a.c[1], a.c[2]}"),
        "spatial_bottom": (f"vec3 spatial_bottom(const {t}& a)", "{a.c[3], a.c[4], a.c[5]}"),
    }
    if kind in one_line:
        signature, value = one_line[kind]
        return f"{DEV} {signature} {{ return {value}; }}", vec if kind.startswith(("make", "spatial")) else ()
    if kind in ("spatial_dot", "dot"):  # wp.dot of two spatial vectors is Warp's spatial_dot
        return (
            f"// Warp's dot of a vec_t<6>: a sum from 0, in index order.\n{DEV} float {kind}(const {t}& a, const {t}& b)\n{{\n"
            "    float r = 0.0f;\n    for (int k = 0; k < 6; ++k) r += a.c[k] * b.c[k];\n    return r;\n}"
        ), ()
    if kind in ("spatial_cross", "spatial_cross_dual"):
        top, bottom = ("w = cross(aw, bw)", "v = cross(av, bw) + cross(aw, bv)")
        if kind == "spatial_cross_dual":
            top, bottom = ("w = cross(aw, bw) + cross(av, bv)", "v = cross(aw, bv)")
        what = "motion (twist) cross product" if kind == "spatial_cross" else "force (wrench) cross product"
        return (
            f"// Warp's {kind}: the {what}.\n{DEV} {t} {kind}(const {t}& a, const {t}& b)\n{{\n"
            "    const vec3 aw = spatial_top(a), av = spatial_bottom(a), bw = spatial_top(b), bv = spatial_bottom(b);\n"
            f"    const vec3 {top};\n    const vec3 {bottom};\n    return {{{{w.x, w.y, w.z, v.x, v.y, v.z}}}};\n}}"
        ), ("spatial_top:spatial_vector", "spatial_bottom:spatial_vector", "cross:vec3", "add:vec3")
    raise KeyError(f"{kind}:{t}")


# The float32 names and spellings a helper's double version replaces (Warp's templates on float64:
# the same operations in the same order, double literals and C's double math functions).
_TO_DOUBLE = (
    (r"\b(quat|transform|vec3|mat33)\b", r"\1d"),
    (r"\bfloat\b", "double"),
    (r"\b(\d+\.\d+)f\b", r"\1"),
    (r"\b(sqrt|cos|sin|atan2|fabs)f\(", r"\1("),
)


def in_double(text: str) -> str:
    """A float32 helper's text (or a helper key) as its float64 version: quat -> quatd, vec3 -> vec3d,
    float -> double, 2.0f -> 2.0, sqrtf -> sqrt."""
    for pattern, replacement in _TO_DOUBLE:
        text = re.sub(pattern, replacement, text)
    return text


_HALF_CALLS = {ast.Add: "__hadd_rn", ast.Sub: "__hsub_rn", ast.Mult: "__hmul_rn"}


def half_c(expression: str) -> str:
    """A float expression (Python's syntax, C's precedence: ``a.w * b.x + b.w * a.x``) as Warp computes
    it on halves: every + - * / rounded to half in the same order (``__hadd_rn``, ``__hmul_rn``; a quotient
    the float one rounded), a literal the half of its float, a negation ``__hneg``."""

    def text(node) -> str:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
            return f"__float2half_rn(__half2float({text(node.left)}) / __half2float({text(node.right)}))"
        if isinstance(node, ast.BinOp):
            return f"{_HALF_CALLS[type(node.op)]}({text(node.left)}, {text(node.right)})"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return f"__hneg({text(node.operand)})"
        if isinstance(node, ast.Constant):
            return f"__float2half_rn({node.value!r}f)"
        if isinstance(node, ast.Attribute):
            return f"{text(node.value)}.{node.attr}"
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Call):
            return f"{text(node.func)}({', '.join(text(a) for a in node.args)})"
        raise ValueError(f"no half form of {ast.dump(node)}")

    return text(ast.parse(expression, mode="eval").body)


_QUAT_MUL = (
    "a.w * b.x + b.w * a.x + a.y * b.z - b.y * a.z", "a.w * b.y + b.w * a.y + a.z * b.x - b.z * a.x",
    "a.w * b.z + b.w * a.z + a.x * b.y - b.x * a.y", "a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z",
)  # fmt: skip
_ROTATED = ("x.x * c + q.x * d {op} (q.y * x.z - q.z * x.y) * q.w * 2.0", "x.y * c + q.y * d {op} (q.z * x.x - q.x * x.z) * q.w * 2.0",
            "x.z * c + q.z * d {op} (q.x * x.y - q.y * x.x) * q.w * 2.0")  # fmt: skip


def _quat_half(kind: str) -> tuple[str, tuple[str, ...]]:
    """A quath helper: Warp's quat_t<half>, the float32 helper's operations each rounded to half."""
    t, each = "quath", lambda template: ", ".join(half_c(template.format(f=f)) for f in "xyzw")  # noqa: E731
    one_line = {
        "add": (f"{t} operator+(const {t}& a, const {t}& b)", each("a.{f} + b.{f}")),
        "sub": (f"{t} operator-(const {t}& a, const {t}& b)", each("a.{f} - b.{f}")),
        "neg": (f"{t} operator-(const {t}& a)", each("-a.{f}")),
        "mul_vs": (f"{t} operator*(const {t}& a, __half s)", each("a.{f} * s")),
        "mul_sv": (f"{t} operator*(__half s, const {t}& a)", each("a.{f} * s")),
        "div": (f"{t} operator/(const {t}& a, __half s)", each("a.{f} / s")),
        "div_sv": (f"{t} operator/(__half s, const {t}& a)", each("s / a.{f}")),
        "quat_mul": (f"{t} quat_mul(const {t}& a, const {t}& b)", ",\n            ".join(half_c(c) for c in _QUAT_MUL)),
        "quat_inverse": (f"{t} quat_inverse(const {t}& q)", f"{half_c('-q.x')}, {half_c('-q.y')}, {half_c('-q.z')}, q.w"),
    }
    if kind == "struct":
        return "struct quath { __half x, y, z, w; };  // Warp's quat_t<half>: the vector part, then the real part", ()
    if kind in one_line:
        signature, values = one_line[kind]
        return f"{DEV} {signature}\n{{\n    return {{{values}}};\n}}", ()
    if kind == "dot":
        return f"{DEV} __half dot(const {t}& a, const {t}& b) {{ return {half_c('a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w')}; }}", ()
    if kind == "length":  # Warp's half sqrt: the float sqrt, rounded
        return f"{DEV} __half length(const {t}& q) {{ return __float2half_rn(sqrtf(__half2float(dot(q, q)))); }}", ("dot:quath",)
    if kind == "normalize":
        return (
            f"// Warp's quat normalize on halves: times 1 / length; the identity where the length is 0.\n{DEV} {t} normalize(const {t}& q)\n{{\n"
            "    const __half l = length(q);\n    if (__half2float(l) > 0.0f) {\n"
            f"        const __half inv_l = {half_c('1.0 / l')};\n        return {{{each('q.{f} * inv_l')}}};\n    }}\n"
            f"    return {{{', '.join(half_c(v) for v in ('0.0', '0.0', '0.0', '1.0'))}}};\n}}"
        ), ("length:quath",)
    if kind in ("quat_rotate", "quat_rotate_inv"):
        op = "+" if kind == "quat_rotate" else "-"
        return (
            f"{DEV} vec3h {kind}(const {t}& q, vec3h x)\n{{\n    const __half c = {half_c('2.0 * q.w * q.w - 1.0')};\n"
            f"    const __half d = {half_c('2.0 * (q.x * x.x + q.y * x.y + q.z * x.z)')};\n"
            f"    return {{{(',' + chr(10) + '            ').join(half_c(r.format(op=op)) for r in _ROTATED)}}};\n}}"
        ), ("struct:vec3h",)
    raise KeyError(f"{kind}:quath")


def in_half(text: str) -> str:
    """A transform helper's float32 text (or key) on halves: transform -> transformh, quat -> quath, vec3 -> vec3h."""
    return re.sub(r"\b(quat|transform|vec3)\b", r"\1h", text)


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """The C++ text of one helper on a rigid-body type and the keys of the helpers it needs."""
    if t == "quath":
        code, deps = _quat_half(kind)
        return code, deps + (() if kind == "struct" else ("struct:quath",))
    if t == "transformh" and kind in ("struct", "transform_multiply", "transform_inverse", "transform_point", "transform_vector", "transform_get_translation", "transform_get_rotation"):
        code, deps = helper(kind, "transform")
        return in_half(code), tuple(in_half(d) for d in deps)
    if t in HALF:
        raise KeyError(f"{kind}:{t}")
    if t in DOUBLE:
        code, deps = helper(kind, DOUBLE[t])
        return in_double(code), tuple(in_double(d) for d in deps)
    code, deps = {"quat": _quat, "transform": _transform, "spatial_vector": _spatial}[t](kind)
    return code, deps + (() if kind == "struct" else (f"struct:{t}",))
