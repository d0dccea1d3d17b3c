"""Warp's ``print`` (warp/native/builtin.h) as C printf calls that write the same bytes: a scalar
by its type's format (``%g`` of a float as a double, ``%d``/``%u``/``%lld``/``%llu`` of an integer,
``True``/``False`` of a bool), a vector or matrix as each component's float with ``%g `` and a
newline per row, a quaternion as ``%g %g %g %g``, a transform as ``(%g %g %g) (%g %g %g %g)``: every
component through float, as Warp's ``float(v[i])``. A scalar prints inline in the kernel, any other
type through a ``print`` helper per type (``helper("print", type)``); the expectations' messages
(``synth.render.expect_ops``) print their values with the same formats.
"""

from __future__ import annotations

from synth.model.dtypes import PRINTED_RIGID, SCALARS, printable, scalar_of
from synth.model.spec import type_named
from synth.render import half_ops

KINDS = ("print",)
NAMES = frozenset(KINDS)
# A scalar's printf format and argument (on ``{v}``), as Warp's print overload of its C type.
SCALAR_FORMATS = {
    "float32": ("%g", "(double){v}"),
    "float64": ("%g", "{v}"),
    "int32": ("%d", "{v}"),
    "uint32": ("%u", "{v}"),
    "int64": ("%lld", "{v}"),
    "uint64": ("%llu", "{v}"),
    "bool": ("%s", '{v} ? "True" : "False"'),
    "int8": ("%d", "(int){v}"),
    "uint8": ("%u", "(unsigned int){v}"),
    "int16": ("%d", "(int){v}"),
    "uint16": ("%u", "(unsigned int){v}"),
    "float16": ("%g", "(double)__half2float({v})"),
    "bfloat16": ("%g", "(double)__bfloat162float({v})"),
}
RIGID = PRINTED_RIGID


def components(t: str) -> list[list[str]]:
    """A value's components as C expressions on ``{v}``, row by row (a scalar: one row of itself;
    a transform: its translation, then its rotation)."""
    if t in RIGID and t.startswith("quat"):
        return [[f"{{v}}.{f}" for f in "xyzw"]]
    if t in RIGID:
        return [[f"{{v}}.p.{f}" for f in "xyz"], [f"{{v}}.q.{f}" for f in "xyzw"]]
    if t.startswith("vec"):
        return [[f"{{v}}.{f}" for f in half_ops.fields(type_named(t).shape[0])]]
    if t.startswith("mat"):
        rows, cols = type_named(t).shape
        return [[f"{{v}}.m[{r}][{c}]" for c in range(cols)] for r in range(rows)]
    return [["{v}"]]


def printed(t: str, name: str) -> tuple[str, str]:
    """The printf format (a C string's text) and arguments that print a value named ``name`` as Warp's ``print`` does."""
    if t in SCALAR_FORMATS:
        fmt, arg = SCALAR_FORMATS[t]
        return fmt + "\\n", arg.format(v=name)
    rows = components(t)
    if t in RIGID and t.startswith("transform"):
        fmt = "(%g %g %g) (%g %g %g %g)\\n"
    elif t in RIGID:
        fmt = "%g %g %g %g\\n"
    else:
        fmt = "".join("%g " * len(row) + "\\n" for row in rows)
    widen = "(float){0}" if t in RIGID else scalar_of(t).widen or "(float){0}"  # a half's or bfloat16's float, as Warp's print
    return fmt, ", ".join(f"(double){widen.format(c.format(v=name))}" for row in rows for c in row)


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """The C++ text of the ``print`` helper of a vector, matrix, quaternion or transform, and the helpers it needs (its struct)."""
    if kind != "print" or t in SCALARS or not printable(t):
        raise ValueError(f"no {t} helper for {kind}: print helpers are written for vectors, matrices, quaternions and transforms")
    fmt, args = printed(t, "v")
    return (
        f"// Warp's print of a {t} (builtin.h): each component's float with %g.\n"
        f'__host__ __device__ inline void print(const {t}& v) {{ printf("{fmt}", {args}); }}'
    ), (f"struct:{t}",)


def c_string(text: str) -> str:
    """``text`` as a C string literal's contents: its UTF-8 bytes, printable ASCII as is (but the
    quote and the backslash), the rest as three-digit octal escapes (``\\n`` and ``\\t`` as themselves)."""
    out = []
    for byte in text.encode("utf-8"):
        ch = chr(byte)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch in "\n\t":
            out.append("\\n" if ch == "\n" else "\\t")
        elif 32 <= byte < 127:
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    return "".join(out)
