"""Kernels binding a row of a 2-D or 3-D array to a name, as Warp's sparse matrix-vector products do
(``tests/unit/warp/test_lift_array_views.py``), in a module of their own so that Warp reads their source
from a file, as it reads real code's."""

import warp as wp


@wp.kernel
def column_sums(
    values: wp.array3d(dtype=float),
    values64: wp.array3d(dtype=wp.float64),
    x: wp.array(dtype=float),
    y: wp.array(dtype=float),
    out: wp.array2d(dtype=float),
    out64: wp.array(dtype=wp.float64),
):
    block, col = wp.tid()
    rows = values.shape[1]
    b = values[block]
    b64 = values64[block]
    total = float(0.0)  # noqa: UP018 (Warp: a dynamic variable, not a constant)
    total64 = wp.float64(0.0)
    for r in range(b.shape[0]):
        total += b[r, col] * x[block * rows + r]
        total64 += b64[r, col] * wp.float64(b.shape[1])
    wp.atomic_add(y, col, total)
    o = out[block]
    o[col] = total
    o[col] += b[0, col]
    out64[block * 3 + col] = total64


@wp.kernel
def reserve_slots(values: wp.array(dtype=wp.int32), bins: wp.array(dtype=wp.int32), counters: wp.array2d(dtype=wp.int32), output: wp.array2d(dtype=wp.int32)):
    tid = wp.tid()
    b = bins[tid]
    slot = wp.atomic_add(counters[b], 0, 1)
    output[b, slot] = values[tid]
    wp.atomic_max(counters[b], 1, values[tid])
