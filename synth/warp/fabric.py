"""Fabric arrays (``wp.fabricarray``, ``wp.indexedfabricarray``) as bytes and back, for the recorder.

A Fabric array's elements lie in buckets, each a pointer and an element count (Warp's
``fabricbucket_t``: the indices ``[index_start, index_end)``); element ``i`` is found in the bucket
holding ``i``. A copy keeps the buckets' sizes and their elements in order (entry kind
``fabricarray``; ``indexedfabricarray`` for an indexed one, its index array following as
``<name>.indices``), so the replay can make the same buckets over one contiguous Warp array
(``rebuild``: a Fabric interface dict with each bucket's pointer into it, as Warp's own tests make
Fabric arrays). A Fabric array of arrays (``ndim`` 2: each element a pointer to an array of its own) is
not bytes, and is refused with its reason. A Fabric attribute of ``uint64`` is values (Warp's
handles are not stored in Fabric)."""

from __future__ import annotations

import base64
import ctypes

import numpy as np

from synth.warp import warp_ir

KINDS = ("fabricarray", "indexedfabricarray")
BACKING = "_synth_elements"  # the attribute of a rebuilt Fabric array holding the Warp array its buckets point into


def _classes():
    warp_ir.warp()
    from warp._src.fabric import fabricarray, indexedfabricarray

    return fabricarray, indexedfabricarray


class _Types:
    """``type(value) in TYPES``: whether a launch value is a Fabric array, indexed or not, or of a
    subclass of one (Warp accepts those in their places; Warp imported on first use)."""

    def __contains__(self, cls) -> bool:
        return isinstance(cls, type) and issubclass(cls, _classes())


TYPES = _Types()


def _plain(value):
    """The Fabric array itself, of an indexed one the one it indexes."""
    return value.fa if isinstance(value, _classes()[1]) else value


def _buckets(fa) -> list[tuple[int, int]]:
    """Each bucket's (pointer, element count), in order."""
    return [(int(b.ptr or 0), int(b.index_end - b.index_start)) for b in (fa.buckets or ())]


def _itemsize(fa) -> int:
    wt, _ = warp_ir.private_types()
    return wt.type_size_in_bytes(fa.dtype)


def elements(value) -> np.ndarray:
    """Every element of a Fabric array (of an indexed one: of the array it indexes, all of them) in
    bucket order, as a numpy array of its dtype, read from each bucket's memory (a host copy)."""
    fa = _plain(value)
    wt, _ = warp_ir.private_types()
    size = _itemsize(fa)
    data = b"".join(ctypes.string_at(ptr, count * size) for ptr, count in _buckets(fa) if count)
    dtype = np.dtype(wt.warp_type_to_np_dtype[getattr(fa.dtype, "_wp_scalar_type_", fa.dtype)])
    flat = np.frombuffer(data, dtype=dtype).copy()
    return flat.reshape((fa.size, *getattr(fa.dtype, "_shape_", ()))) if flat.size else flat


def spans(value) -> list[tuple[int, int]]:
    """The memory each bucket's elements take (start, end), for the recorder's check that no two arrays overlap."""
    fa = _plain(value)
    size = _itemsize(fa)
    return [(ptr, ptr + count * size) for ptr, count in _buckets(fa) if ptr and count]


class NotCopied(Exception):
    """A Fabric array whose bytes are not its value (the reason is the record's: ``recorder.NotReplayable``)."""


def serialize(value, name: str, out: list[dict], check_dtype, serialize_array) -> int:
    """Append a Fabric array's entry (its buckets' sizes, its elements) and, for an indexed one, its
    index array (``<name>.indices``) to ``out``; returns their bytes. ``check_dtype`` refuses
    elements that are not values (``recorder._check_element_dtype``); NotCopied for an array of arrays."""
    wt, _ = warp_ir.private_types()
    fa = _plain(value)
    if fa.ndim != 1:
        raise NotCopied(f"{name}: a Fabric array of arrays (its elements point at arrays of their own)")
    if fa.device is None or not fa.device.is_cpu:
        raise NotCopied(f"{name}: a Fabric array on {fa.device}")
    if fa.dtype is not wt.uint64:
        check_dtype(fa.dtype, name)
    data = elements(fa).tobytes()
    indexed = fa is not value
    counts = [count for _, count in _buckets(fa)]
    out.append({"name": name, "kind": KINDS[indexed], "dtype": wt.type_repr(fa.dtype), "shape": [int(fa.size)], "buckets": counts, "data": base64.b64encode(data).decode("ascii")})
    if indexed:
        return len(data) + serialize_array(value.indices, f"{name}.indices", out)
    return len(data)


_SCALAR_CODES = {
    "bool": "b", "int8": "i1", "int16": "i2", "int32": "i4", "int64": "i8", "uint8": "u1", "uint16": "u2",
    "uint32": "u4", "uint64": "u8", "float16": "f2", "float32": "f4", "float64": "f8",
}  # fmt: skip


def _scalar_name(dtype) -> str:
    """Warp's name of ``dtype``'s scalar (Python's ``float``, ``int``, ``bool`` annotate Warp's float32, int32, bool)."""
    scalar = getattr(dtype, "_wp_scalar_type_", dtype)
    return {float: "float32", int: "int32", bool: "bool"}.get(scalar) or getattr(scalar, "__name__", "")


def holds(dtype) -> bool:
    """Whether a Fabric attribute can be of Warp ``dtype`` (``warp._src.fabric.fabric_to_warp_dtype``'s
    types: its scalars but bfloat16, their vectors, square matrices and quaternions; no transform)."""
    name = _scalar_name(dtype)
    generic = getattr(dtype, "_wp_generic_type_str_", None)
    shape = tuple(getattr(dtype, "_shape_", ()))
    square = generic != "mat_t" or shape[0] == shape[1]
    return name in _SCALAR_CODES and generic in (None, "vec_t", "mat_t", "quat_t") and square


def type_info(dtype) -> tuple:
    """The Fabric interface's type of an attribute of Warp ``dtype`` (``warp._src.fabric.fabric_to_warp_dtype`` reversed):
    (usable, base type code, element count, array depth 0, role)."""
    code = _SCALAR_CODES[_scalar_name(dtype)]
    generic = getattr(dtype, "_wp_generic_type_str_", None)
    role = {"vec_t": "vector", "mat_t": "matrix", "quat_t": "quat"}.get(generic, "") if generic else ""
    return (True, code, int(getattr(dtype, "_length_", 1)) if generic else 1, 0, role)


def rebuild(entry: dict, indices_entry: dict | None, t, device, array_of):
    """The launch value of a Fabric array entry: the same buckets, over one contiguous Warp array
    holding the copied elements (kept alive on the Fabric array, ``BACKING``); an indexed one
    indexed by its copied index array (``array_of``: ``recorder._array_of``)."""
    wp = warp_ir.warp()
    fa = over(array_of({**entry, "kind": "array"}, t.dtype, device), entry["buckets"], t.dtype)
    if entry["kind"] == "fabricarray":
        return fa
    return fa[array_of(indices_entry, wp.int32, device)]


def over(array, buckets, dtype=None):
    """A Fabric array of ``dtype`` (default: the array's) whose buckets of these sizes lie in order over
    the 1-D Warp ``array`` (kept alive on it, ``BACKING``)."""
    fabricarray, _ = _classes()
    dtype = array.dtype if dtype is None else dtype
    itemsize = _itemsize(array)
    pointers, start = [], int(array.ptr or 0)
    for count in buckets:
        pointers.append(start)
        start += count * itemsize
    attrib = {"type": type_info(dtype), "access": 2, "pointers": pointers, "counts": list(buckets)}
    fa = fabricarray(data={"version": 1, "device": str(array.device), "attribs": {"values": attrib}}, attrib="values")
    setattr(fa, BACKING, array)
    return fa


def synthesized(array, cuts: np.ndarray, indexed: bool):
    """A drawn 1-D array as a Fabric array for a kernel no launch was copied of: buckets split at
    ``cuts`` (numbers in [0, 1): up to one bucket more than cuts, none empty); an indexed one reads
    the elements in reverse order (every element once, through the index array)."""
    wp = warp_ir.warp()
    n = array.shape[0]
    ends = sorted({int(c * (n - 1)) + 1 for c in cuts} | {n}) if n > 1 else [n]
    buckets = [end - start for start, end in zip([0, *ends[:-1]], ends, strict=True)]
    fa = over(array, buckets)
    return fa[wp.array(np.arange(n - 1, -1, -1, dtype=np.int32), dtype=wp.int32, device=array.device)] if indexed else fa


def backing(value):
    """The contiguous Warp array a rebuilt Fabric array's buckets point into (None for a program's own)."""
    return getattr(_plain(value), BACKING, None)
