"""Record what a CUDA device computes for each kernel of Warp's tile-stack tests, for the CPU test
that reproduces why their device replays disagreed with the CPU's (tests/unit/warp/test_thread_order.py).

Run on a CUDA host from the project root: ``python gpu/record_tile_stack.py OUT.npz``. Every
kernel is launched as its test launches it (``wp.launch_tiled``, one block of 64 threads), each
array argument 64 elements filled with -1, on ``cpu`` and ``cuda:0``; the npz holds each array
after the launch as ``<kernel>.<argument>.<device>`` and the device's name as ``device``.
"""

from __future__ import annotations

import sys

import numpy as np

from synth.warp import warp_ir

BLOCK = 64


def main(out: str) -> None:
    wp = warp_ir.warp()
    from warp.tests.tile import test_tile_stack as module

    found = {"device": np.array(wp.get_device("cuda:0").name)}
    kernels = sorted((name, k) for name, k in vars(module).items() if isinstance(k, wp.Kernel))
    for device in ("cpu", "cuda:0"):
        for name, kernel in kernels:
            arrays = [wp.full(BLOCK, -1, dtype=a.type.dtype, device=device) for a in kernel.adj.args]
            wp.launch_tiled(kernel, dim=[1], inputs=arrays, block_dim=BLOCK, device=device)
            for arg, array in zip(kernel.adj.args, arrays, strict=True):
                found[f"{name}.{arg.label}.{device}"] = array.numpy()
    np.savez_compressed(out, **found)
    print(f"recorded {len(kernels)} kernels on cpu and cuda:0 ({found['device']}) to {out}")


if __name__ == "__main__":
    main(sys.argv[1])
