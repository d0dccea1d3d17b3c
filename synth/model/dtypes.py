"""The scalar element types of kernel values, in one table: Warp's name, the numpy dtype of
the binary files and Warp arrays, the C type of the standalone .cu, and the kind.

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


SCALARS: dict[str, Scalar] = {
    s.name: s
    for s in (
        Scalar("float16", "<f2", "__half", "float"),
        Scalar("float32", "<f4", "float", "float"),
        Scalar("float64", "<f8", "double", "float"),
        Scalar("int8", "<i1", "signed char", "int"),
        Scalar("uint8", "<u1", "unsigned char", "uint"),
        Scalar("int32", "<i4", "int", "int"),
        Scalar("uint32", "<u4", "unsigned int", "uint"),
        Scalar("int64", "<i8", "long long", "int"),
        Scalar("uint64", "<u8", "unsigned long long", "uint"),
        Scalar("bool", "|b1", "bool", "bool"),
    )
}

# Warp's composite names: a base, then the scalar's suffix (none: float32).
_COMPOSITE = re.compile(r"(vec\d|mat\d\d|quat|transform|spatial_vector|spatial_matrix)([fdh]?)")
_SUFFIX = {"": "float32", "f": "float32", "d": "float64", "h": "float16"}


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
        return SCALARS[_SUFFIX[m.group(2)]]
    if _WARP_LIKE.fullmatch(name):
        raise ValueError(f"{name}: a Warp type the dtype table does not cover")
    return SCALARS["float32"]
