"""Warp's Fabric arrays (native/fabric.h) as CUDA: a bucket table and Warp's lookup of an element.

A Fabric array's elements lie in buckets, each holding the indices ``[index_start, index_end)`` at
its own pointer; element ``i`` is found by a binary search over the buckets, as Warp's
``fabricarray_find_bucket``, then read at its offset in the bucket. The kernel gets a ``FabricArray``
by value (the device's bucket table and its length), an indexed one its index array too (``a[i]`` is
element ``indices[i]``, Warp's ``indexedfabricarray_t``). The host builds the table from the launch's
bucket sizes over the array it read from the file (``synth.render.cuda.host``).
"""

from __future__ import annotations

KINDS = ("fabric",)
NAMES = frozenset({"FabricBucket", "FabricArray", "fabric_find_bucket", "fabric_element"})

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


def helper(kind: str, t: str = "float32") -> tuple[str, tuple[str, ...]]:
    """The Fabric array's types and lookup (keyed ``fabric:float32``: one for every element type)."""
    if kind == "fabric":
        return FABRIC, ()
    raise KeyError(kind)
