"""A row of a 2-D or 3-D array bound to a name (``block = values[i]``: Warp's view of row ``i``), lifted
(``synth.warp.lift``) as the array at that row: ``block[r, c]`` is ``values[i, r, c]``, ``block.shape[0]``
is ``values.shape[1]``; an atomic on a row (``wp.atomic_add(counters[b], 0, 1)``) is the atomic at
``counters[b, 0]``. Lifted exactly (the model printed back and the emulated .cu give the original's
outputs bit for bit) and a wrong index planted in the lift is caught by both checks."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from test_lift import _assert_caught, _emulated, _proved  # the scalar lifter's checks

from synth.model import spec as m
from synth.model import walk
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_view_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(13)
    blocks = 4
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(
            k.column_sums,
            dim=(blocks, 3),
            inputs=[
                wp.array(rng.uniform(-1, 1, (blocks, 3, 3)).astype(np.float32), dtype=float),
                wp.array(rng.uniform(-1, 1, (blocks, 3, 3)), dtype=wp.float64),
                wp.array(rng.uniform(-1, 1, blocks * 3).astype(np.float32), dtype=float),
                wp.zeros(3, dtype=float),
                wp.zeros((blocks, 3), dtype=float),
                wp.zeros(blocks * 3, dtype=wp.float64),
            ],
        )
        n = 9
        wp.launch(
            k.reserve_slots,
            dim=n,
            inputs=[
                wp.array(rng.integers(-50, 50, n).astype(np.int32), dtype=wp.int32),
                wp.array(rng.integers(0, 3, n).astype(np.int32), dtype=wp.int32),
                wp.zeros((3, 2), dtype=wp.int32),
                wp.zeros((3, n), dtype=wp.int32),
            ],
        )
    return {seen.kernel.key: (seen.kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]) for seen in rec.seen.values()}


def test_a_row_bound_to_a_name_lifts_exactly_both_ways(captured, tmp_path):
    kernel, launches = captured["column_sums"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    loads = {(e.array, len(e.index)) for top in m.kernel_expressions(spec.body) for e in walk.walk_expr(top) if isinstance(e, m.Load)}
    assert {("values", 3), ("values64", 3)} <= loads
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _row_and_column_swapped(spec):
    """``b[r, col]`` lifted as ``values[block, col, r]``: a wrong index."""

    def swap(e):
        if isinstance(e, m.Load) and e.array == "values" and len(e.index) == 3:
            return dataclasses.replace(e, index=(e.index[0], e.index[2], e.index[1]))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


def test_a_wrong_index_through_the_row_is_caught_by_both_checks(captured, tmp_path):
    kernel, launches = captured["column_sums"]
    _assert_caught(kernel, launches, _row_and_column_swapped, tmp_path)


def test_atomics_on_a_row_lift_exactly_both_ways(captured, tmp_path):
    kernel, launches = captured["reserve_slots"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    atomic = next(s for s in spec.body if isinstance(s, m.Atomic))
    assert (atomic.op, atomic.array, len(atomic.indices)) == ("max", "counters", 2)
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _maximum_in_the_first_row(spec):
    """``wp.atomic_max(counters[b], 1, v)`` lifted at ``counters[0, 1]``: the row's index lost."""

    def moved(s):
        if isinstance(s, m.Atomic) and s.array == "counters":
            return dataclasses.replace(s, index=(m.Const(0, m.INT), s.indices[1]))
        return s

    return dataclasses.replace(spec, body=tuple(moved(s) for s in spec.body))


def test_an_atomic_on_the_wrong_row_is_caught_by_both_checks(captured, tmp_path):
    kernel, launches = captured["reserve_slots"]
    _assert_caught(kernel, launches, _maximum_in_the_first_row, tmp_path)


def test_a_row_chosen_otherwise_is_refused():
    """A row chosen by a computed index could change under the name (not modelled): refused by label."""
    wp = warp_ir.warp()

    @wp.kernel
    def shifted(values: wp.array2d(dtype=float), out: wp.array(dtype=float)):
        i = wp.tid()
        row = values[(i + 1) % 2]
        out[i] = row[0]

    with pytest.raises(lift.Refused) as refused:
        lift.lift(shifted, recorder.launch_of(shifted, [wp.zeros((2, 2), dtype=float), wp.zeros(2, dtype=float)], [2]))
    assert refused.value.label == "not lifted: an array's row bound to a name, chosen other than by the thread index or a literal (not modelled)"
