"""The binary files a standalone .cu reads and writes (its host code, the CPU emulation, GPU runs).

Every header field is a little-endian 32-bit word. Values are raw little-endian elements of
the parameter's scalar type (``synth.model.dtypes``: float16/32/64, int8/32/64, uint8/32/64;
vectors and matrices are their components, matrices row-major, structs their float32 fields
in order, element after element; a multi-dimensional array row-major, its last index
fastest). A parameter's values are counted in 32-bit words: 8-byte elements take two words
each, and 1- or 2-byte elements are padded with zero bytes to a whole word. A kernel of 32-bit
values therefore has the same files as before the wider types (the format did not change for
it, so neither did its magic).

Input file::

    magic    8 bytes  b"SYNCUIN1"
    n        uint32   threads of the launch (the product of a multi-dimensional launch's extents)
    count    uint32   number of kernel parameters
    then for every parameter in the kernel's order (spec.params):
      words  uint32   number of 32-bit words that follow: ceil(bytes / 4)
      values          scalar: one value; input array: n values; output array: its element
                      count of values (the initial contents); a value is components * size
                      bytes; then the zero padding
      (an indexed Fabric array: then its index array, words and int32 values)
      (an indexed array: then each dimension's index array, words and int32 values, in dimension order)

Output file::

    magic    8 bytes  b"SYNCUOU1"
    count    uint32   number of output arrays
    then for every output array in the kernel's order: words (uint32), values

The generated host code checks the magic, n, the count and every word count, and exits
with status 2 on a mismatch, so a file written for another kernel never runs silently.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from synth.model.inputs import array_shape, param_value
from synth.model.inputs import dtype_of as element_dtype
from synth.model.spec import KernelSpec, Param

INPUT_MAGIC = b"SYNCUIN1"
OUTPUT_MAGIC = b"SYNCUOU1"


def dtype_of(p: Param) -> np.dtype:
    """The file's element dtype of a parameter (``synth.model.inputs.dtype_of``; a bool is one byte, C++'s ``bool``)."""
    return element_dtype(p)


def words_of(nbytes: int) -> int:
    """32-bit words holding ``nbytes`` bytes with their padding."""
    return -(-nbytes // 4)


def shape_of(spec: KernelSpec, p: Param) -> tuple[int, ...]:
    """The numpy shape of a parameter's value (``synth.model.inputs.array_shape``)."""
    return array_shape(spec, p)


def _words(value, shape: tuple[int, ...], dtype: np.dtype, name: str) -> bytes:
    a = np.asarray(value)
    if a.size != int(np.prod(shape, dtype=np.int64)):
        raise ValueError(f"parameter {name}: expected {shape} values, got shape {a.shape}")
    data = np.ascontiguousarray(a.reshape(shape), dtype=dtype).tobytes()
    words = words_of(len(data))
    return np.uint32(words).astype("<u4").tobytes() + data + bytes(4 * words - len(data))


def write_inputs(path: Path, spec: KernelSpec, arrays: dict) -> None:
    """Write every parameter's launch value; an output missing from ``arrays`` starts at its ``init``."""
    chunks = [INPUT_MAGIC, np.array([spec.threads, len(spec.valued)], dtype="<u4").tobytes()]
    for p in spec.valued:
        shape = shape_of(spec, p)
        if p.name in arrays:
            value = arrays[p.name]
        elif p.kind == "out":
            value = param_value(spec, p)  # its init, in its dtype
        else:
            raise KeyError(f"no value for parameter {p.name!r} of {spec.name}")
        chunks.append(_words(value, shape, dtype_of(p), p.name))
        if p.indexed is not None:
            chunks.append(_words(arrays[f"{p.name}.indices"], (p.indexed,), np.dtype("<i4"), f"{p.name}.indices"))
        for key, length in index_arrays(p):
            chunks.append(_words(arrays[key], (length,), np.dtype("<i4"), key))
    Path(path).write_bytes(b"".join(chunks))


def read_outputs(path: Path, spec: KernelSpec) -> dict[str, np.ndarray]:
    """The output arrays by name, shaped as ``shape_of``; raises ValueError on a malformed file."""
    data = Path(path).read_bytes()
    if data[:8] != OUTPUT_MAGIC:
        raise ValueError(f"{path}: not an output file (magic {data[:8]!r})")
    outputs = spec.outputs
    offset = 8
    (count,) = np.frombuffer(data, "<u4", 1, offset)
    offset += 4
    if count != len(outputs):
        raise ValueError(f"{path}: {count} output arrays, {spec.name} has {len(outputs)}")
    result = {}
    for p in outputs:
        shape, dtype = shape_of(spec, p), dtype_of(p)
        (words,) = np.frombuffer(data, "<u4", 1, offset) if offset + 4 <= len(data) else (None,)
        elements = int(np.prod(shape, dtype=np.int64))
        expected = words_of(elements * dtype.itemsize)
        if words != expected or offset + 4 + 4 * expected > len(data):
            raise ValueError(f"{path}: output {p.name} has {words} words (file of {len(data)} bytes), expected {expected}")
        result[p.name] = np.frombuffer(data, dtype, elements, offset + 4).reshape(shape).copy()
        offset += 4 + 4 * expected
    if offset != len(data):
        raise ValueError(f"{path}: {len(data) - offset} bytes after the last output")
    return result


def read_inputs(path: Path, spec: KernelSpec) -> dict:
    """The parameter values of an input file (for tests and for inspecting an artifact)."""
    data = Path(path).read_bytes()
    if data[:8] != INPUT_MAGIC:
        raise ValueError(f"{path}: not an input file (magic {data[:8]!r})")
    n, count = np.frombuffer(data, "<u4", 2, 8)
    if n != spec.threads or count != len(spec.valued):
        raise ValueError(f"{path}: written for n={n} with {count} parameters; {spec.name} has n={spec.threads}, {len(spec.valued)}")
    offset, values = 16, {}
    for p in spec.valued:
        shape, dtype = shape_of(spec, p), dtype_of(p)
        (words,) = np.frombuffer(data, "<u4", 1, offset)
        elements = int(np.prod(shape, dtype=np.int64))
        if words != words_of(elements * dtype.itemsize):
            raise ValueError(f"{path}: parameter {p.name} has {words} words, expected {words_of(elements * dtype.itemsize)}")
        a = np.frombuffer(data, dtype, elements, offset + 4).reshape(shape).copy()
        values[p.name] = a.item() if p.kind == "scalar" and not p.type.is_struct else a
        offset += 4 + 4 * int(words)
        if p.indexed is not None:
            values[f"{p.name}.indices"] = np.frombuffer(data, "<i4", p.indexed, offset + 4).copy()
            offset += 4 + 4 * p.indexed
        for key, length in index_arrays(p):
            values[key] = np.frombuffer(data, "<i4", length, offset + 4).copy()
            offset += 4 + 4 * length
    return values


def index_arrays(p) -> list[tuple[str, int]]:
    """An indexed array's index arrays (``Param.index_lengths``): each one's name, as the recorder
    names it (``a.indices[d]``), and length, in dimension order; none for any other parameter."""
    return [(f"{p.name}.indices[{d}]", n) for d, n in enumerate(p.index_lengths) if n is not None]
