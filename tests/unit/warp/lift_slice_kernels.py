"""Kernels with slices of vectors, matrices and quaternions (``tests/unit/warp/test_lift_slices.py``),
in a module of their own so that Warp reads their source from a file, as it reads real code's."""

import warp as wp


@wp.kernel
def vector_slices(
    v: wp.array(dtype=wp.vec4),
    q: wp.array(dtype=wp.quat),
    head: wp.array(dtype=wp.vec2),
    tail: wp.array(dtype=wp.vec3),
    back: wp.array(dtype=wp.vec4),
    odd: wp.array(dtype=wp.vec2),
    imag: wp.array(dtype=wp.vec3),
):
    i = wp.tid()
    a = v[i]
    head[i] = a[:2]
    tail[i] = a[1:] * 2.0
    back[i] = a[::-1]
    odd[i] = a[-3::2]
    imag[i] = q[i][:3]


@wp.kernel
def matrix_slices(
    m: wp.array(dtype=wp.mat33),
    rows: wp.array(dtype=wp.types.matrix(shape=(2, 3), dtype=wp.float32)),
    column: wp.array(dtype=wp.vec2),
    corner: wp.array(dtype=wp.mat22),
    row: wp.array(dtype=wp.vec2),
):
    i = wp.tid()
    a = m[i]
    rows[i] = a[1:]
    column[i] = a[:2, 2]
    corner[i] = a[1:, :2]
    row[i] = a[0, ::2]


@wp.kernel
def slice_stores(
    v: wp.array(dtype=wp.vec4),
    w: wp.array(dtype=wp.vec2),
    m: wp.array(dtype=wp.mat33),
    out: wp.array(dtype=wp.vec4),
    out_m: wp.array(dtype=wp.mat33),
    out_q: wp.array(dtype=wp.quat),
):
    i = wp.tid()
    a = v[i]
    a[1:3] = w[i]
    a[::3] = wp.vec2(w[i][1], -1.0)
    out[i] = a
    b = m[i]
    b[0, 1:] = w[i]
    b[1:, 2] = w[i] * 3.0
    b[::2, 0] -= w[i]
    out_m[i] = b
    q = wp.quat(a[0], a[1], a[2], a[3])
    q[1:-1] += w[i][:2]
    q[3:1:-1] -= w[i]
    out_q[i] = q


# Refused, each with its label.


@wp.kernel
def array_view(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    b = a[1:]
    out[0] = b[0]


@wp.kernel
def transform_slice(t: wp.array(dtype=wp.transform), out: wp.array(dtype=wp.vec3)):
    out[0] = t[0][:3]


@wp.func
def stored(v: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    out[0] = v[0]
    return v[0]


@wp.kernel
def impure_slice(v: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3), head: wp.array(dtype=wp.vec2)):
    head[0] = stored(v, out)[:2]
