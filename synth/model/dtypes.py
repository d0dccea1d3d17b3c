"""The scalar element types of kernel values, in one table: Warp's name, the numpy dtype of
the binary files and Warp arrays, the C type of the standalone .cu, the kind, and how the
standalone .cu spells its values and math (literals, C's math-function suffix, the float16
conversions: a half computes in float32 and rounds once, as Warp's builtin.h does).

A value type (``synth.model.spec.Type``) has one scalar type: a scalar is its own, a vector
or matrix names it by Warp's suffix (``SUFFIXES``: vec3 float32, vec3d float64, vec3h float16,
vec3s int16, mat22ub uint8 ...), a struct's fields are float32.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Scalar:
    """One element type: ``kind`` is "float", "int" (signed), "uint" or "bool"."""

    name: str  # Warp's name (wp.<name>)
    numpy: str  # little-endian numpy dtype string
    c: str  # the C type in the standalone .cu
    kind: str
    math: str | None = None  # the suffix of C's math functions on it (sinf: "f", sin: ""); None: C has none
    suffix: str = ""  # of an integer literal (10u, 10ll)
    via: str | None = None  # the type its operations compute in (float16: float32, rounded once to half)
    widen: str = ""  # C to ``via`` (a template over {0})
    narrow: str = ""  # C from ``via``

    @property
    def dtype(self) -> np.dtype:
        return np.dtype(self.numpy)

    @property
    def size(self) -> int:
        """Bytes of one element."""
        return self.dtype.itemsize

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_integer(self) -> bool:
        return self.kind in ("int", "uint")

    def c_literal(self, value: float | int) -> str:
        """``value`` as a C literal of this type (a float: the shortest text that reads back to it)."""
        if self.kind == "bool":
            return "true" if value else "false"
        if self.via:
            return self.narrow.format(SCALARS[self.via].c_literal(value))
        if self.name == "float32":
            return float_literal(value)
        if self.name == "float64":
            return double_literal(value)
        if self.name == "uint32":  # masks and hash multipliers read as hexadecimal from 256 up
            return uint_digits(value) + self.suffix
        return f"{int(value)}{self.suffix}"

    def py_literal(self, value: float | int) -> str:
        """``value`` as Warp Python: a bare literal is an int32, a float32 or a bool to Warp, every other type is spelled ``wp.<type>(v)``."""
        if self.kind == "bool":
            return "True" if value else "False"
        if self.name == "int32":
            return str(int(value))
        if self.name == "float32":
            return repr(float(value))
        digits = uint_digits(value) if self.name == "uint32" else repr(float(value)) if self.is_float else str(int(value))
        return f"wp.{self.name}({digits})"


SCALARS: dict[str, Scalar] = {
    s.name: s
    for s in (
        # Warp's halves widen to float, compute, and round the result once (round to nearest even)
        Scalar("float16", "<f2", "__half", "float", via="float32", widen="__half2float({0})", narrow="__float2half_rn({0})"),
        # bfloat16 too (builtin.h's software rounding: to nearest even, a NaN kept quiet); numpy has
        # no bfloat16, so its arrays are its 16 bits (Warp's own numpy dtype for it is uint16)
        Scalar("bfloat16", "<u2", "__nv_bfloat16", "float", via="float32", widen="__bfloat162float({0})", narrow="__float2bfloat16_rn({0})"),
        Scalar("float32", "<f4", "float", "float", math="f"),
        Scalar("float64", "<f8", "double", "float", math=""),
        Scalar("int8", "<i1", "signed char", "int"),
        Scalar("uint8", "<u1", "unsigned char", "uint"),
        Scalar("int16", "<i2", "short", "int"),
        Scalar("uint16", "<u2", "unsigned short", "uint"),
        Scalar("int32", "<i4", "int", "int"),
        Scalar("uint32", "<u4", "unsigned int", "uint", suffix="u"),
        Scalar("int64", "<i8", "long long", "int", suffix="ll"),
        Scalar("uint64", "<u8", "unsigned long long", "uint", suffix="ull"),
        Scalar("bool", "|b1", "bool", "bool"),
    )
}

# Warp's composite names: a base, then the suffix of its scalar type (vec3s: int16, mat22ub: uint8).
# float32's is none (vec3; Warp's alias vec3f reads as the same type), the one spelling the model writes.
SUFFIXES = {
    "float32": "", "float64": "d", "float16": "h", "bfloat16": "bf", "int8": "b", "uint8": "ub",
    "int16": "s", "uint16": "us", "int32": "i", "uint32": "ui", "int64": "l", "uint64": "ul",
}  # fmt: skip
_BY_SUFFIX = {**{v: k for k, v in SUFFIXES.items()}, "f": "float32"}
_COMPOSITE = re.compile(r"(vec\d+|mat\d\d|quat|transform|spatial_vector|spatial_matrix)(|f|d|h|bf|b|ub|s|us|i|ui|l|ul)")
# The suffixes Warp exports a name for (wp.vec3s, wp.mat22h); others are spelled through
# wp.types.vector/matrix (there is no wp.mat22i or wp.vec3bf).
_EXPORTED = {"vec": frozenset(SUFFIXES.values()) - {"bf"}, "mat": frozenset(("", "f", "d", "h"))}

# Names of Warp's own value types this table does not cover (vec5, int128 ...): refused,
# never taken for a struct's name.
_WARP_LIKE = re.compile(r"(?:u?int|b?float)\d+|(?:vec\d+|mat\d\d|quat|transform|spatial_vector|spatial_matrix)\w*")


def composite_name(base: str, scalar: str) -> str:
    """Warp's name of a vector, matrix, quaternion ... of ``scalar`` components: ``vec3`` + int16 is ``vec3s``."""
    return base + SUFFIXES[scalar]


def split_composite(name: str) -> tuple[str, str] | None:
    """A composite type name's base and scalar type (``mat33ub``: ("mat33", "uint8")), None for any other name."""
    found = _COMPOSITE.fullmatch(name)
    return (found.group(1), _BY_SUFFIX[found.group(2)]) if found else None


def warp_exports(name: str) -> bool:
    """Whether Warp has the composite as ``wp.<name>`` (vec3s, mat22h; not mat22i, vec3bf)."""
    base, scalar = split_composite(name)
    return base[:3] not in _EXPORTED or SUFFIXES[scalar] in _EXPORTED[base[:3]]


def scalar_of(name: str) -> Scalar:
    """The element type of a Warp value type by name; any other name (a struct, whose fields
    are float32) is float32. A Warp type name outside the table is an error."""
    if name in SCALARS:
        return SCALARS[name]
    found = split_composite(name)
    if found:
        return SCALARS[found[1]]
    if _WARP_LIKE.fullmatch(name):
        raise ValueError(f"{name}: a Warp type the dtype table does not cover")
    return SCALARS["float32"]


def bfloat16_bits(values) -> np.ndarray:
    """float32 values rounded to bfloat16 (nearest, ties to even; a NaN kept quiet) as their 16
    bits: Warp's ``wp_float_to_bfloat16_bits_sw`` (builtin.h), numpy having no bfloat16."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    special = (bits & 0x7F800000) == 0x7F800000
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF
    kept = bits >> 16
    quiet = np.where(((bits & 0x7FFFFF) != 0) & ((kept & 0x7F) == 0), kept | 0x40, kept)
    return np.where(special, quiet, rounded).astype(np.uint16)


def bfloat16_values(bits) -> np.ndarray:
    """bfloat16 bits as the float32 values they hold (exact)."""
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


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


def double_literal(value: float) -> str:
    """The float64 value as the shortest C double literal that reads back to it."""
    text = repr(float(value))
    if not np.isfinite(float(value)):
        raise ValueError(f"float64 constant {value!r} is not finite")
    return text if "." in text or "e" in text else text + ".0"


def uint_digits(value: int) -> str:
    """A uint32 constant's digits: hexadecimal from 256 up (masks and hash multipliers read so)."""
    return f"0x{int(value):X}" if value >= 256 else str(int(value))


PRINTED_RIGID = ("quat", "quatd", "transform", "transformd")  # Warp's quat_t and transform_t of float32 and float64


def printable(name: str) -> bool:
    """Whether the model holds a print of a value of this type (``spec.Print``: its CUDA writes what
    Warp's print overload writes): a scalar, a vector or matrix of any scalar, a float32 or float64
    quaternion or transform."""
    found = split_composite(name)
    return name in SCALARS or name in PRINTED_RIGID or (found is not None and found[0][:3] in ("vec", "mat"))
