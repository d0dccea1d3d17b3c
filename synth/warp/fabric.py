"""Fabric arrays (``wp.fabricarray``, ``wp.indexedfabricarray``) as bytes and back, for the recorder.

A Fabric array's elements lie in buckets, each a pointer and an element count (Warp's
``fabricbucket_t``: the indices ``[index_start, index_end)``); element ``i`` is found in the bucket
holding ``i``. A copy keeps the buckets' sizes and their elements in order (entry kind
``fabricarray``; ``indexedfabricarray`` for an indexed one, its index array following as
``<name>.indices``), so the replay can make the same buckets over one contiguous Warp array
(``rebuild``: a Fabric interface dict with each bucket's pointer into it, as Warp's own tests make
Fabric arrays). A Fabric array of arrays (``ndim`` 2, ``wp.fabricarrayarray``) holds in each bucket
a table of pointers, one per element, each at an array of its own, and a table of those arrays'
lengths (Warp's ``fabricbucket_t.lengths``); its copy keeps the buckets' sizes, each element's
length (``lengths``) and every element's array in order, and the replay makes the same tables over one
contiguous Warp array. A Fabric attribute of ``uint64`` is values (Warp's handles are not stored in
Fabric)."""

from __future__ import annotations

import base64
import ctypes

import numpy as np

from synth.warp import warp_ir

KINDS = ("fabricarray", "indexedfabricarray")
BACKING = "_synth_elements"  # the attribute of a rebuilt Fabric array holding the Warp array its buckets point into
TABLES = "_synth_tables"  # the attribute of a rebuilt Fabric array of arrays holding its pointer and length tables
POINTER = 8  # bytes of a pointer and of a length in a bucket's tables (Warp's void* and size_t, 64-bit hosts)


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


def _table(address: int, count: int) -> list[int]:
    """``count`` 64-bit words of a bucket's table of pointers or lengths, at ``address`` (host memory)."""
    return [int(x) for x in np.frombuffer(ctypes.string_at(address, count * POINTER), dtype=np.uint64)] if count else []


def rows(value) -> list[tuple[int, int]]:
    """A Fabric array of arrays' elements, each its array's (pointer, length), in order: read from each
    bucket's tables of pointers and lengths, as Warp's ``view(fa, i)``."""
    found = []
    for b in _plain(value).buckets or ():
        count = int(b.index_end - b.index_start)
        found += zip(_table(int(b.ptr or 0), count), _table(int(b.lengths or 0), count), strict=True)
    return found


def _parts(fa) -> list[tuple[int, int]]:
    """Where the elements' values lie, in order, each (pointer, element count): a plain Fabric array's
    buckets, an array of arrays' elements' arrays."""
    return rows(fa) if fa.ndim == 2 else _buckets(fa)


def elements(value) -> np.ndarray:
    """Every element of a Fabric array (of an indexed one: of the array it indexes, all of them) in
    bucket order, as a numpy array of its dtype, read from each bucket's memory (a host copy); of an
    array of arrays, every element's array, one after another."""
    fa = _plain(value)
    wt, _ = warp_ir.private_types()
    size = _itemsize(fa)
    data = b"".join(ctypes.string_at(ptr, count * size) for ptr, count in _parts(fa) if count)
    dtype = np.dtype(wt.warp_type_to_np_dtype[getattr(fa.dtype, "_wp_scalar_type_", fa.dtype)])
    flat = np.frombuffer(data, dtype=dtype).copy()
    return flat.reshape((len(data) // size, *getattr(fa.dtype, "_shape_", ()))) if flat.size else flat


def spans(value) -> list[tuple[int, int]]:
    """The memory each bucket's elements take (start, end), an array of arrays' each element's array,
    for the recorder's check that no two arrays overlap."""
    fa = _plain(value)
    size = _itemsize(fa)
    return [(ptr, ptr + count * size) for ptr, count in _parts(fa) if ptr and count]


class NotCopied(Exception):
    """A Fabric array whose bytes are not its value (the reason is the record's: ``recorder.NotReplayable``)."""


def serialize(value, name: str, out: list[dict], check_dtype, serialize_array) -> int:
    """Append a Fabric array's entry (its buckets' sizes, its elements; an array of arrays' also each
    element's length, ``lengths``, its ``shape`` their sum) and, for an indexed one, its index array
    (``<name>.indices``) to ``out``; returns their bytes. ``check_dtype`` refuses elements that are
    not values (``recorder._check_element_dtype``)."""
    wt, _ = warp_ir.private_types()
    fa = _plain(value)
    if fa.device is None or not fa.device.is_cpu:
        raise NotCopied(f"{name}: a Fabric array on {fa.device}")
    if fa.dtype is not wt.uint64:
        check_dtype(fa.dtype, name)
    data = elements(fa).tobytes()
    indexed = fa is not value
    counts = [count for _, count in _buckets(fa)]
    entry = {"name": name, "kind": KINDS[indexed], "dtype": wt.type_repr(fa.dtype), "shape": [len(data) // _itemsize(fa)], "buckets": counts}
    if fa.ndim == 2:
        entry["lengths"] = [length for _, length in rows(fa)]
    out.append({**entry, "data": base64.b64encode(data).decode("ascii")})
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


def type_info(dtype, depth: int = 0) -> tuple:
    """The Fabric interface's type of an attribute of Warp ``dtype`` (``warp._src.fabric.fabric_to_warp_dtype`` reversed):
    (usable, base type code, element count, array depth: 1 for an array of arrays, role)."""
    code = _SCALAR_CODES[_scalar_name(dtype)]
    generic = getattr(dtype, "_wp_generic_type_str_", None)
    role = {"vec_t": "vector", "mat_t": "matrix", "quat_t": "quat"}.get(generic, "") if generic else ""
    return (True, code, int(getattr(dtype, "_length_", 1)) if generic else 1, depth, role)


def rebuild(entry: dict, indices_entry: dict | None, t, device, array_of):
    """The launch value of a Fabric array entry: the same buckets, over one contiguous Warp array
    holding the copied elements (kept alive on the Fabric array, ``BACKING``); an indexed one
    indexed by its copied index array (``array_of``: ``recorder._array_of``)."""
    wp = warp_ir.warp()
    fa = over(array_of({**entry, "kind": "array"}, t.dtype, device), entry["buckets"], t.dtype, entry.get("lengths"))
    if entry["kind"] == "fabricarray":
        return fa
    return fa[array_of(indices_entry, wp.int32, device)]


def _starts(address: int, counts, size: int) -> list[int]:
    """The addresses of consecutive runs of ``counts`` items of ``size`` bytes from ``address``."""
    found = []
    for count in counts:
        found.append(address)
        address += int(count) * size
    return found


def over(array, buckets, dtype=None, lengths=None):
    """A Fabric array of ``dtype`` (default: the array's) whose buckets of these sizes lie in order over
    the 1-D Warp ``array`` (kept alive on it, ``BACKING``); with ``lengths``, a Fabric array of arrays
    whose elements' arrays, of these lengths, lie in order over it (its buckets' tables of pointers
    and lengths Warp arrays on the array's device, kept alive on it, ``TABLES``)."""
    fabricarray, _ = _classes()
    dtype = array.dtype if dtype is None else dtype
    start = int(array.ptr or 0)
    attrib = {"type": type_info(dtype, int(lengths is not None)), "access": 2, "counts": list(buckets)}
    if lengths is None:
        attrib["pointers"] = _starts(start, buckets, _itemsize(array))
    else:
        wp = warp_ir.warp()
        tables = [wp.array(np.array(words, dtype=np.uint64), dtype=wp.uint64, device=array.device) for words in (_starts(start, lengths, _itemsize(array)), lengths)]
        attrib["pointers"], attrib["array_lengths"] = (_starts(int(table.ptr or 0), buckets, POINTER) for table in tables)
    fa = fabricarray(data={"version": 1, "device": str(array.device), "attribs": {"values": attrib}}, attrib="values")
    setattr(fa, BACKING, array)
    if lengths is not None:
        setattr(fa, TABLES, tables)
    return fa


def synthesized(array, cuts: np.ndarray, indexed: bool):
    """A drawn 1-D array as a Fabric array for a kernel no launch was copied of: buckets split at
    ``cuts`` (numbers in [0, 1): up to one bucket more than cuts, none empty); an indexed one reads
    the elements in reverse order (every element once, through the index array)."""
    return _reversed(over(array, _bucket_sizes(array.shape[0], cuts)), indexed)


def synthesized_rows(array, cuts: np.ndarray, draws: np.ndarray, indexed: bool):
    """A drawn 2-D array (rows x columns) as a Fabric array of arrays: element ``k`` the first
    ``1 + int(draws[k] * columns)`` values of row ``k`` (numbers in [0, 1): each element's array
    1 to ``columns`` long), the elements in buckets split at ``cuts``; an indexed one as ``synthesized``."""
    wp = warp_ir.warp()
    values = array.numpy()
    lengths = [1 + int(u * values.shape[1]) for u in draws[: values.shape[0]]]
    flat = np.concatenate([row[:length] for row, length in zip(values, lengths, strict=True)])
    return _reversed(over(wp.array(flat, dtype=array.dtype, device=array.device), _bucket_sizes(len(lengths), cuts), lengths=lengths), indexed)


def _bucket_sizes(n: int, cuts: np.ndarray) -> list[int]:
    """``n`` elements in buckets split at ``cuts`` (numbers in [0, 1): up to one bucket more than cuts, none empty)."""
    ends = sorted({int(c * (n - 1)) + 1 for c in cuts} | {n}) if n > 1 else [n]
    return [end - start for start, end in zip([0, *ends[:-1]], ends, strict=True)]


def _reversed(fa, indexed: bool):
    """``fa``, or read through the indices n-1, ..., 1, 0 (every element once) where ``indexed``."""
    wp = warp_ir.warp()
    return fa[wp.array(np.arange(fa.size - 1, -1, -1, dtype=np.int32), dtype=wp.int32, device=fa.device)] if indexed else fa


def backing(value):
    """The contiguous Warp array a rebuilt Fabric array's buckets point into (None for a program's own)."""
    return getattr(_plain(value), BACKING, None)
