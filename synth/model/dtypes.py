"""The scalar element types of kernel values, in one table: Warp's name, the numpy dtype of
the binary files and Warp arrays, the C type of the standalone .cu, the kind, and how the
standalone .cu spells its values and math (literals, C's math-function suffix, the float16
conversions: a half computes in float32 and rounds once, as Warp's builtin.h does).

A value type (``synth.model.spec.Type``) has one scalar type: a scalar is its own, a vector
or matrix names it by Warp's suffix (vec3 float32, vec3d float64, vec3h float16), a
struct's fields are float32.
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
        """``value`` as Warp Python: a bare literal is an int32 or a float32 to Warp, every other type is spelled ``wp.<type>(v)``."""
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
        Scalar("float32", "<f4", "float", "float", math="f"),
        Scalar("float64", "<f8", "double", "float", math=""),
        Scalar("int8", "<i1", "signed char", "int"),
        Scalar("uint8", "<u1", "unsigned char", "uint"),
        Scalar("int32", "<i4", "int", "int"),
        Scalar("uint32", "<u4", "unsigned int", "uint", suffix="u"),
        Scalar("int64", "<i8", "long long", "int", suffix="ll"),
        Scalar("uint64", "<u8", "unsigned long long", "uint", suffix="ull"),
        Scalar("bool", "|b1", "bool", "bool"),
    )
}

# Warp's composite names: a base, then the scalar's suffix (none: float32).
_COMPOSITE = re.compile(r"(vec\d|mat\d\d|quat|transform|spatial_vector|spatial_matrix)([fdh]?)|(vec\d)(i)")
_SUFFIX = {"": "float32", "f": "float32", "d": "float64", "h": "float16", "i": "int32"}  # int32: vectors only (vec3i)


# Names of Warp's own value types this table does not cover (vec3i, int16, mat22s ...): refused,
# never taken for a struct's name.
_WARP_LIKE = re.compile(r"(?:u?int|float)\d+|(?:vec\d|mat\d\d|quat|transform|spatial_vector|spatial_matrix)\w*")


def scalar_of(name: str) -> Scalar:
    """The element type of a Warp value type by name; any other name (a struct, whose fields
    are float32) is float32. A Warp type name outside the table is an error."""
    if name in SCALARS:
        return SCALARS[name]
    m = _COMPOSITE.fullmatch(name)
    if m:
        return SCALARS[_SUFFIX[m.group(2) if m.group(1) else m.group(4)]]
    if _WARP_LIKE.fullmatch(name):
        raise ValueError(f"{name}: a Warp type the dtype table does not cover")
    return SCALARS["float32"]


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
