"""``v[k] op= s`` on a local vector or matrix with ``k`` known only at run time (real code's
``nijk[axis] += step`` in an unrolled ``for axis in range(3)``): lifted as ``v[k] = v[k] op s``
(``SetElement``), exactly (the model printed back and the emulated .cu give the original's outputs bit
for bit); a planted defect is caught by both checks; an index that is not pure stays refused by label."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from test_lift import _assert_caught, _emulated, _proved  # the scalar lifter's checks

from synth.model import spec as m
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_element_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(5)
    n = 19
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(
            k.neighbours,
            dim=n,
            inputs=[
                wp.array(rng.integers(-1000, 1000, (n, 3)).astype(np.int32), dtype=wp.vec3i),
                wp.array(rng.integers(0, 6, n).astype(np.uint8), dtype=wp.uint8),
                wp.zeros((n, 6), dtype=wp.vec3i),
            ],
        )
        wp.launch(
            k.scaled_entries,
            dim=n,
            inputs=[
                wp.array(rng.uniform(-1, 1, (n, 3, 3)).astype(np.float32), dtype=wp.mat33),
                wp.array(rng.uniform(-1, 1, (n, 4)).astype(np.float32), dtype=wp.vec4),
                wp.array(rng.integers(0, 12, n).astype(np.int32), dtype=int),
                wp.zeros(n, dtype=wp.mat33),
                wp.zeros(n, dtype=wp.vec4),
            ],
        )
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


@pytest.mark.parametrize("name", ["neighbours", "scaled_entries"])
def test_run_time_component_updates_lift_exactly_both_ways(captured, name, tmp_path):
    """The lifted kernel printed back runs to the original's bytes, and so does its emulated .cu."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _updates(spec, fn):
    def each(s):
        return fn(s) if isinstance(s, m.SetElement) else s

    def mapped(body):
        return tuple(each(dataclasses.replace(s, **{f: mapped(getattr(s, f)) for f in ("body",) if hasattr(s, f)})) for s in body)

    return dataclasses.replace(spec, body=mapped(spec.body))


def _update_made_store(spec):
    """``nijk[axis] += step`` made ``nijk[axis] = step`` (the component's old value dropped)."""
    return _updates(spec, lambda s: dataclasses.replace(s, value=s.value.rhs))


def _operands_swapped(spec):
    """``a[r, c] -= s`` made ``a[r, c] = s - a[r, c]``."""

    def swap(s):
        v = s.value
        return dataclasses.replace(s, value=dataclasses.replace(v, lhs=v.rhs, rhs=v.lhs)) if v.op == "sub" else s

    return _updates(spec, swap)


@pytest.mark.parametrize(
    ("name", "plant"),
    [("neighbours", _update_made_store), ("scaled_entries", _operands_swapped)],
    ids=lambda x: getattr(x, "__name__", x),
)
def test_planted_update_defects_are_caught(captured, name, plant, tmp_path):
    """A dropped old value or swapped operands fail the round trip and, on their own, the emulation."""
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, plant, tmp_path)


def test_an_index_that_is_not_pure_is_refused():
    """``a[wp.atomic_add(counter, 0, 1) % 3] += 1.0`` reads its index twice in the model: refused, with its label."""
    wp = warp_ir.warp()
    import lift_element_kernels as k

    with pytest.raises(lift.Refused) as refused:
        lift.lift(
            k.impure_index,
            recorder.launch_of(k.impure_index, [wp.zeros(1, dtype=wp.vec3), wp.zeros(1, dtype=int), wp.zeros(1, dtype=wp.vec3)], [1]),
        )
    assert refused.value.label == "not lifted: add= into a component of a vec3 at an index that is not pure"
