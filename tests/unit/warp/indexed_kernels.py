"""Kernels over indexed arrays for tests/unit/warp/test_lift_indexed.py (a file of its own, since Warp
reads a kernel's source from its file). Not collected (no test_ prefix)."""

import warp as wp


@wp.kernel
def gathered(a: wp.indexedarray2d(dtype=float), out: wp.array2d(dtype=float)):
    i, j = wp.tid()
    out[i, j] = a[i, j] * 2.0 + a[i][j]


@wp.kernel
def scaled(a: wp.indexedarray2d(dtype=wp.vec3), s: float):
    i, j = wp.tid()
    a[i, j] = a[i, j] * s


@wp.kernel
def bumped(a: wp.indexedarray(dtype=float)):
    i = wp.tid()
    wp.atomic_add(a, i, 1.0)
    a[i] += 2.0


@wp.kernel
def counted(a: wp.indexedarray3d(dtype=int), out: wp.array(dtype=int)):
    i, j, k = wp.tid()
    a[i, j, k] = a[i, j, k] + a.shape[0] * 100 + a.shape[1] * 10 + a.shape[2]
    wp.atomic_add(out, 0, a[i, j, k])


@wp.kernel
def row_view(a: wp.indexedarray2d(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    row = a[i]
    out[i] = row[0]



@wp.kernel
def clipped(a: wp.indexedarray2d(dtype=float), out: wp.array2d(dtype=float)):
    i, j = wp.tid()
    if a[i, j] > 0.0:
        out[i, j] = a[i, j]
    else:
        out[i, j] = -a[i, j]
