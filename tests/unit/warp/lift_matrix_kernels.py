"""Kernels adding matrix blocks atomically and multiplying float64 matrices, as Warp's sparse
matrices do (``tests/unit/warp/test_lift_matrix_blocks.py``), in a module of their own so that Warp
reads their source from a file, as it reads real code's."""

import warp as wp

mat11 = wp.types.matrix(shape=(1, 1), dtype=wp.float32)
mat11d = wp.types.matrix(shape=(1, 1), dtype=wp.float64)


@wp.kernel
def scatter_blocks(
    rows: wp.array(dtype=int),
    blocks: wp.array(dtype=wp.mat22d),
    scalars: wp.array(dtype=mat11),
    scalars64: wp.array(dtype=mat11d),
    sums: wp.array(dtype=wp.mat22d),
    scalar_sums: wp.array(dtype=mat11),
    scalar_sums64: wp.array(dtype=mat11d),
    vector_sums: wp.array(dtype=wp.vec3d),
):
    i = wp.tid()
    r = rows[i]
    wp.atomic_add(sums, r, blocks[i])
    sums[(r + 1) % 3] += blocks[i] * wp.float64(2.0)
    scalar_sums[r] += scalars[i]
    wp.atomic_add(scalar_sums64, r, scalars64[i])
    vector_sums[r] += wp.vec3d(blocks[i][0, 0], blocks[i][1, 0], wp.float64(1.0))


@wp.kernel
def block_products(a: wp.array(dtype=wp.mat33d), b: wp.array(dtype=wp.mat33d), c: wp.array(dtype=mat11d), out: wp.array(dtype=wp.mat33d), out11: wp.array(dtype=mat11d)):
    i = wp.tid()
    out[i] = a[i] * b[i] * a[(i + 1) % 5]
    out11[i] = c[i] * c[(i + 2) % 5]
