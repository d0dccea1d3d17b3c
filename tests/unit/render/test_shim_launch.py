"""The shim's launch (``emulate_launch`` in ``cuda_shim.h``) runs every thread of the grid once, no
more, in the order Warp's CPU runs a launch (row-major, x fastest), with each thread's blockIdx and
threadIdx as a GPU gives them. The rendered kernels guard their own bounds, so a launch that ran
one thread too many would pass every case: this test is what notices."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

from synth.toolchain import emulate

PROGRAM = r"""
#include "cuda_shim.h"

int main()
{
    const dim3 grid(3, 2, 2), block(4, 3, 1);
    emulate_launch(grid, block, [] {
        printf("%u %u %u %u %u %u %u %u %u\n", blockIdx.x, blockIdx.y, blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z,
               blockDim.x * gridDim.x, blockDim.y * gridDim.y, blockDim.z * gridDim.z);
    });
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("g++") is None, reason="no g++ on PATH")
def test_a_launch_runs_each_thread_once_in_warps_order(tmp_path):
    source, exe = tmp_path / "launch.cpp", tmp_path / "launch"
    source.write_text(PROGRAM)
    subprocess.run(["g++", *emulate.GXX_FLAGS, "-I", str(emulate.SHIM.parent), "-o", str(exe), str(source)], check=True)
    rows = [
        tuple(map(int, line.split())) for line in subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.splitlines()
    ]
    expected = [
        (x // 4, y // 3, z, x % 4, y % 3, 0, 12, 6, 2)
        for z in range(2) for y in range(6) for x in range(12)
    ]  # fmt: skip
    assert rows == expected


def test_a_kernel_that_reads_no_thread_index_runs_once(tmp_path):
    """A kernel that reads no thread index is launched on one thread and its .cu's guard lets exactly
    that thread through: an atomic add of a[0] into out[0] adds it once, as Warp's CPU does."""
    from conformance import one_spec

    from synth.model.spec import FLOAT, INT, Atomic, Const, KernelSpec, Load, Param

    spec = KernelSpec(
        "no_tid_add", "unit", 3, 1, (Param("a", "in", FLOAT, shape=(4,)), Param("out", "out", FLOAT, length=1, init=0.0)),
        (Atomic("add", "out", Const(0, INT), Load("a", FLOAT, (Const(0, INT),))),),
    )  # fmt: skip
    assert not spec.uses_tid
    values = {"a": np.array([0.75, 2.0, 3.0, 4.0], np.float32), "out": np.zeros(1, np.float32)}
    warp, emulated = one_spec(spec, values, tmp_path)
    assert warp["out"].tolist() == emulated["out"].tolist() == [0.75]
