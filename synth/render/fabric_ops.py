"""Warp's Fabric arrays (native/fabric.h) as CUDA: a bucket table and Warp's lookup of an element.

A Fabric array's elements lie in buckets, each holding the indices ``[index_start, index_end)`` at
its own pointer; element ``i`` is found by a binary search over the buckets, as Warp's
``fabricarray_find_bucket``, then read at its offset in the bucket. The kernel gets a ``FabricArray``
by value (the device's bucket table and its length), an indexed one its index array too (``a[i]`` is
element ``indices[i]``, Warp's ``indexedfabricarray_t``). The host builds the table from the launch's
bucket sizes over the array it read from the file (``synth.render.cuda.host``).

A Fabric array of arrays (``FabricArrayOfArrays``) has each element an array of its own: each
bucket's ``ptr`` is a table of pointers, one per element, and Warp's bucket also points at a table
of their lengths, held here beside the buckets (one table per bucket) so that the plain Fabric
array's bucket and lookup serve both. ``a[i, j]`` is value ``j`` of element ``i``'s array, and
``a[i].shape[0]`` its length (Warp's ``index(fa, i, j)`` and ``view(fa, i)``).
"""

from __future__ import annotations

KINDS = ("fabric", "fabric_rows")
NAMES = frozenset({"FabricBucket", "FabricArray", "fabric_find_bucket", "fabric_element", "FabricArrayOfArrays", "fabric_row_element", "fabric_row_length"})

FABRIC = """// A Fabric array as Warp's fabricarray_t holds it (native/fabric.h): its elements in buckets,
// each holding the indices [index_start, index_end) at ptr.
struct FabricBucket
{
    size_t index_start;
    size_t index_end;
    void* ptr;
};

struct FabricArray
{
    const FabricBucket* buckets;  // on the device, in index order
    size_t nbuckets;
};

// The bucket holding index i: a binary search over the buckets, as Warp's fabricarray_find_bucket.
__device__ inline const FabricBucket* fabric_find_bucket(const FabricArray& a, size_t i)
{
    const FabricBucket* bucket = nullptr;
    size_t lo = 0;
    size_t hi = a.nbuckets - 1;
    while (hi >= lo) {
        const size_t mid = (lo + hi) >> 1;
        bucket = a.buckets + mid;
        if (i >= bucket->index_end)
            lo = mid + 1;
        else if (i < bucket->index_start)
            hi = mid - 1;
        else
            return bucket;
    }
    return nullptr;
}

// Element i of a Fabric array of T: at its offset in the bucket holding it.
template <typename T>
__device__ inline T& fabric_element(const FabricArray& a, size_t i)
{
    const FabricBucket* bucket = fabric_find_bucket(a, i);
    return ((T*)bucket->ptr)[i - bucket->index_start];
}"""


FABRIC_ROWS = """// A Fabric array of arrays as Warp's fabricarray_t holds it: each element an array of its own. Each
// bucket's ptr is a table of pointers, one per element; lengths[b] is bucket b's table of their lengths.
struct FabricArrayOfArrays
{
    FabricArray pointers;
    const size_t* const* lengths;  // on the device, one table per bucket
};

// The length of element i's array (Warp's view(fa, i).shape[0]).
__device__ inline int fabric_row_length(const FabricArrayOfArrays& a, size_t i)
{
    const FabricBucket* bucket = fabric_find_bucket(a.pointers, i);
    return (int)a.lengths[bucket - a.pointers.buckets][i - bucket->index_start];
}

// Value j of element i's array (Warp's index(fa, i, j)).
template <typename T>
__device__ inline T& fabric_row_element(const FabricArrayOfArrays& a, size_t i, size_t j)
{
    const FabricBucket* bucket = fabric_find_bucket(a.pointers, i);
    return ((T**)bucket->ptr)[i - bucket->index_start][j];
}"""


def helper(kind: str, t: str = "float32") -> tuple[str, tuple[str, ...]]:
    """The Fabric array's types and lookup (keyed ``fabric:float32``: one for every element type); an
    array of arrays' (``fabric_rows:float32``) after them."""
    if kind == "fabric":
        return FABRIC, ()
    if kind == "fabric_rows":
        return FABRIC_ROWS, ("fabric:float32",)
    raise KeyError(kind)
