"""A tile kernel: each block of BLOCK_DIM threads sums a row of a 2-D array."""

import numpy as np
import warp as wp

BLOCK_DIM = 64
TILE = 128


@wp.kernel
def row_sums(a: wp.array2d(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    row = wp.tile_load(a[i], shape=TILE)
    total = wp.tile_sum(row)
    wp.tile_store(out, total, offset=i)


def run(rows: int = 4):
    a = wp.array(np.ones((rows, TILE), dtype=np.float32))
    out = wp.zeros(rows, dtype=float)
    wp.launch_tiled(row_sums, dim=[rows], inputs=[a], outputs=[out], block_dim=BLOCK_DIM)
    return out.numpy()
