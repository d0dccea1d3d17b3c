"""Kernels updating a component of a local vector or matrix chosen at run time (``v[axis] += s``;
``tests/unit/warp/test_lift_element_updates.py``), in a module of their own so that Warp reads their
source from a file, as it reads real code's."""

import warp as wp


@wp.kernel
def neighbours(cell_ijk: wp.array(dtype=wp.vec3i), cell_level: wp.array(dtype=wp.uint8), out: wp.array2d(dtype=wp.vec3i)):
    cell = wp.tid()
    ijk = cell_ijk[cell]
    level = int(cell_level[cell])
    for axis in range(3):
        for j in range(2):
            nijk = ijk
            nijk[axis] += (2 * j - 1) * (1 << level)
            out[cell, 2 * axis + j] = nijk


@wp.kernel
def scaled_entries(
    m: wp.array(dtype=wp.mat33),
    v: wp.array(dtype=wp.vec4),
    picks: wp.array(dtype=int),
    out_m: wp.array(dtype=wp.mat33),
    out_v: wp.array(dtype=wp.vec4),
):
    i = wp.tid()
    a = m[i]
    r = picks[i] % 3
    c = (picks[i] + 1) % 3
    a[r, c] *= 2.5
    a[c, r] -= 0.75
    b = v[i]
    b[picks[i] % 4] /= 3.0
    out_m[i] = a
    out_v[i] = b


@wp.kernel
def impure_index(v: wp.array(dtype=wp.vec3), counter: wp.array(dtype=int), out: wp.array(dtype=wp.vec3)):
    a = v[0]
    a[wp.atomic_add(counter, 0, 1) % 3] += 1.0
    out[0] = a
