"""Matrix blocks as Warp's sparse matrices use them, lifted (``synth.warp.lift``): atomic adds into
arrays of float64 matrices and vectors and of 1x1 matrices (the .cu's atomic_add helper, one scalar
atomicAdd per component, as Warp's), and products of float64 matrices (the mat_mul helper with fma, as
Warp's muladd). Each kernel is lifted exactly (the model printed back and the emulated .cu give the
original's outputs bit for bit) and a planted defect is caught by both checks."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from test_lift import _assert_caught, _emulated, _proved  # the scalar lifter's checks

from synth.model import spec as m
from synth.model import walk
from synth.render.cuda import render_standalone
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_matrix_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(9)
    n = 11

    def floats(*shape, dtype=np.float64):
        return rng.uniform(-1, 1, shape).astype(dtype)

    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(
            k.scatter_blocks,
            dim=n,
            inputs=[
                wp.array(rng.integers(0, 3, n).astype(np.int32), dtype=int),
                wp.array(floats(n, 2, 2), dtype=wp.mat22d),
                wp.array(floats(n, 1, 1, dtype=np.float32), dtype=k.mat11),
                wp.array(floats(n, 1, 1), dtype=k.mat11d),
                wp.array(floats(3, 2, 2), dtype=wp.mat22d),
                wp.array(floats(3, 1, 1, dtype=np.float32), dtype=k.mat11),
                wp.array(floats(3, 1, 1), dtype=k.mat11d),
                wp.array(floats(3, 3), dtype=wp.vec3d),
            ],
        )
        wp.launch(
            k.block_products,
            dim=5,
            inputs=[
                wp.array(floats(5, 3, 3), dtype=wp.mat33d), wp.array(floats(5, 3, 3), dtype=wp.mat33d), wp.array(floats(5, 1, 1), dtype=k.mat11d),
                wp.zeros(5, dtype=wp.mat33d), wp.zeros(5, dtype=k.mat11d),
            ],
        )  # fmt: skip
    return {seen.kernel.key: (seen.kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]) for seen in rec.seen.values()}


@pytest.mark.parametrize("name", ["scatter_blocks", "block_products"])
def test_matrix_blocks_lift_exactly_both_ways(captured, name, tmp_path):
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    cu = render_standalone(spec).kernel
    wanted = ("atomic_add(mat22d* p", "atomic_add(mat11* p", "atomic_add(mat11d* p", "atomic_add(vec3d* p") if name == "scatter_blocks" else ("mat33d mat_mul(", "mat11d mat_mul(", "double sum = 0.0;")
    assert all(w in cu for w in wanted), cu
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _first_atomic_dropped(spec):
    """The first atomic add (into ``sums``) dropped."""
    k = next(k for k, s in enumerate(spec.body) if isinstance(s, m.Atomic))
    return dataclasses.replace(spec, body=spec.body[:k] + spec.body[k + 1 :])


def _product_swapped(spec):
    """``a[i] * b[i]`` lifted as ``b[i] * a[i]``: a swapped operand of a product (not commutative)."""

    def swap(e):
        if isinstance(e, m.Binary) and e.op == "matmul" and isinstance(e.lhs, m.Load) and isinstance(e.rhs, m.Load) and e.lhs.array == "a":
            return dataclasses.replace(e, lhs=e.rhs, rhs=e.lhs)
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


@pytest.mark.parametrize(("name", "plant"), [("scatter_blocks", _first_atomic_dropped), ("block_products", _product_swapped)])
def test_planted_defects_in_matrix_blocks_are_caught(captured, name, plant, tmp_path):
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, plant, tmp_path)
