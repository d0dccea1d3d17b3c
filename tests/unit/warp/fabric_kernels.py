"""Kernels over Fabric arrays for tests/unit/warp/test_lift_fabric.py (a file of its own, since Warp
reads a kernel's source from its file). Not collected (no test_ prefix)."""

import warp as wp


@wp.kernel
def doubled(a: wp.fabricarray[float], b: wp.fabricarray[float]):
    i = wp.tid()
    b[i] = a[i] + a[i]


@wp.kernel
def scaled(a: wp.indexedfabricarray[wp.vec3], s: float, b: wp.indexedfabricarray[wp.vec3]):
    i = wp.tid()
    b[i] = a[i] * s


@wp.kernel
def gathered(a: wp.indexedfabricarray[wp.float64], out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    if a[i] > 2.0:
        out[i] = a[i] * a[i]


@wp.kernel
def bumped(a: wp.fabricarray[float]):
    i = wp.tid()
    wp.atomic_add(a, i, 1.0)


@wp.kernel
def accumulated(a: wp.fabricarray[float]):
    i = wp.tid()
    a[i] += 1.0


@wp.kernel
def nudged(a: wp.fabricarray[wp.vec3]):
    i = wp.tid()
    a[i][0] = 1.0


@wp.func
def first(a: wp.fabricarray[float]) -> float:
    return a[0]


@wp.kernel
def handed(a: wp.fabricarray[float], out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = first(a)


@wp.kernel
def row_sums(a: wp.fabricarrayarray(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    row = a[i]
    for j in range(row.shape[0]):
        out[i] = out[i] + row[j]


@wp.kernel
def row_sums_indexed(a: wp.indexedfabricarrayarray(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    row = a[i]
    count = row.shape[0]
    for j in range(count):
        out[i] = out[i] + row[j]


@wp.kernel
def rows_stamped(values: wp.fabricarrayarray(dtype=wp.vec3)):
    i = wp.tid()
    row = values[i]
    row[0].x = 7.0
    for j in range(1, row.shape[0]):
        row[j] = row[j - 1] * 2.0
        values[i][j] += wp.vec3(1.0, 0.0, 0.0)


@wp.kernel
def row_rebound(a: wp.fabricarrayarray(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    k = i
    row = a[k]
    out[i] = row[0]
