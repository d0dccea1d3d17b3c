"""Warp's indexed arrays (native/array.h ``indexedarray_t``) as CUDA: a struct and Warp's address of an element.

An indexed array is a view of an array through an index array per dimension, or none for a
dimension read directly: ``a[i, j]`` is element ``(rows[i], j)`` of the array it indexes when only
the first dimension has one. The kernel gets an ``IndexedArray<T>`` by value (the array it indexes
and its extents, each dimension's index array or a null pointer, and the extents the kernel sees,
Warp's ``shape``); ``indexed_element`` maps each index through its dimension's index array where it
has one, as Warp's ``index(indexedarray_t, ...)``, then takes the row-major element of the array
(the host built it from the arrays it read from the file: ``synth.render.cuda.host``).
"""

from __future__ import annotations

KINDS = ("indexed",)
NAMES = frozenset({"IndexedArray", "indexed_element"})

INDEXED = """// An indexed array as Warp's indexedarray_t holds it (native/array.h): the array it indexes (data,
// row-major, of extents data_shape), per dimension an index array or null (that dimension read
// directly), and the extents the kernel sees (shape: an index array's length, else data_shape's).
template <typename T>
struct IndexedArray
{
    T* data;
    int data_shape[3];
    const int* indices[3];
    int shape[3];
};

// Element (i[, j[, k]]) of an indexed array: each index through its dimension's index array where
// it has one, then the element of the array it indexes, as Warp's index(indexedarray_t, ...).
template <typename T>
__device__ inline T& indexed_element(const IndexedArray<T>& a, int i)
{
    if (a.indices[0]) i = a.indices[0][i];
    return a.data[i];
}

template <typename T>
__device__ inline T& indexed_element(const IndexedArray<T>& a, int i, int j)
{
    if (a.indices[0]) i = a.indices[0][i];
    if (a.indices[1]) j = a.indices[1][j];
    return a.data[i * a.data_shape[1] + j];
}

template <typename T>
__device__ inline T& indexed_element(const IndexedArray<T>& a, int i, int j, int k)
{
    if (a.indices[0]) i = a.indices[0][i];
    if (a.indices[1]) j = a.indices[1][j];
    if (a.indices[2]) k = a.indices[2][k];
    return a.data[(i * a.data_shape[1] + j) * a.data_shape[2] + k];
}"""


def helper(kind: str, t: str = "float32") -> tuple[str, tuple[str, ...]]:
    """The indexed array's struct and element address (keyed ``indexed:float32``: one for every element type)."""
    if kind == "indexed":
        return INDEXED, ()
    raise KeyError(kind)
