"""A loop variable assigned inside its loop (``synth.warp.lift_loops``): Python, and Warp, take the next
value from the range whatever the body did; C's loop would step from it. The model gives the body a local
of its own (``i_1 = i``). Lifted exactly (the model printed back and the emulated .cu give the original's
outputs bit for bit); the naive lift, writing the C loop's own variable, is caught by the emulation; a wrong
binding of the local by both checks."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from test_lift import _assert_caught, _emulated, _emulation, _proved  # the scalar lifter's checks

from synth.model import spec as m
from synth.model import walk
from synth.model.failures import StageFailure
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """The fixture kernel launched twice under the recorder: (kernel, [launch dicts])."""
    wp = warp_ir.warp()
    import lift_loop_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(7)
    n = 13
    rec = recorder.Recorder()
    with rec.installed():
        for count in (n, 4):
            values = wp.array(rng.uniform(-1, 1, n).astype(np.float32), dtype=float)
            wp.launch(k.skip_ahead, dim=n, inputs=[count, values, wp.zeros(n, dtype=float), wp.zeros(n, dtype=int)])
    (seen,) = rec.seen.values()
    return seen.kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]


def test_a_rebound_loop_variable_lifts_exactly_both_ways(captured, tmp_path):
    """The lifted kernel printed back runs to the original's bytes, and so does its emulated .cu."""
    kernel, launches = captured
    assert len(launches) == 2
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    assert [s.body[0] for s in spec.body if isinstance(s, (m.For, m.Range))] == [
        m.Let("i_1", m.Ref("i", m.INT)),
        m.Let("k_1", m.Ref("k", m.INT)),
    ]
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _loops(spec, fn):
    return dataclasses.replace(spec, body=tuple(fn(s) if isinstance(s, (m.For, m.Range)) else s for s in spec.body))


def _written_in_place(spec):
    """The naive lift: the body writes the loop's own variable (the local dropped, its name the loop's)."""

    def naive(loop):
        own = loop.body[0].name

        def read(e):
            return dataclasses.replace(e, name=loop.var) if isinstance(e, m.Ref) and e.name == own else e

        def write(body):
            return tuple(
                walk.with_bodies(
                    dataclasses.replace(s, name=loop.var) if isinstance(s, (m.Assign, m.AugAssign)) and s.name == own else s, write
                )
                for s in body
            )

        return dataclasses.replace(loop, body=write(walk.mapped_body(loop.body[1:], read)))

    return _loops(spec, naive)


def _bound_one_ahead(spec):
    """The body's local bound to ``i + 1``."""
    return _loops(
        spec,
        lambda loop: dataclasses.replace(
            loop, body=(m.Let(loop.body[0].name, m.Binary("add", loop.body[0].value, m.Const(1, m.INT), m.INT)), *loop.body[1:])
        ),
    )


def test_the_naive_lift_is_caught_by_the_emulation(captured, tmp_path):
    """Printed back to Python the naive lift means what the original means (Python rebinds the variable
    each iteration), so the round trip cannot tell; its .cu steps from the body's value, and the emulation
    does not give the original's outputs."""
    kernel, launches = captured
    good = lift.lift(kernel, launches[0])
    bad = _written_in_place(good)
    assert bad != good
    outcome = _emulation(bad, lift_proof.round_trip(kernel, good, launches, tmp_path / "good"), launches, tmp_path)
    assert isinstance(outcome, StageFailure), outcome


def test_a_wrong_binding_is_caught_by_both_checks(captured, tmp_path):
    kernel, launches = captured
    _assert_caught(kernel, launches, _bound_one_ahead, tmp_path)


@pytest.fixture(scope="module")
def shadowing():
    """Kernels whose loop takes a local's name, launched under the recorder: name -> (kernel, [launch dicts])."""
    wp = warp_ir.warp()
    import lift_loop_kernels as k

    rng = np.random.default_rng(11)
    n = 8
    values = wp.array(rng.uniform(-1, 1, n).astype(np.float32), dtype=float)
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(k.name_taken_in_other_branch, dim=n, inputs=[wp.array(np.arange(n) % 2, dtype=int), values, wp.zeros(n, dtype=float)])
        wp.launch(k.name_taken_before_loop, dim=n, inputs=[6, values, wp.zeros(n, dtype=float)])
    return {seen.kernel.key: (seen.kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]) for seen in rec.seen.values()}


@pytest.mark.parametrize("name", ["name_taken_in_other_branch", "name_taken_before_loop"])
def test_a_loop_taking_a_locals_name_lifts_exactly_both_ways(shadowing, name, tmp_path):
    """The loop's C variable gets a fresh name (the local keeps its own); printed back and emulated, the
    original's bytes."""
    kernel, launches = shadowing[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    loops = [s for s in walk.walk_statements(spec.body) if isinstance(s, (m.For, m.Range))]
    assert [loop.var for loop in loops] == [{"name_taken_in_other_branch": "b_1", "name_taken_before_loop": "k_1"}[name]]
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _body_reads_the_local(spec):
    """The loop body's reads of its variable left on the local the loop took the name of."""

    def stale(loop):
        def read(e):
            return dataclasses.replace(e, name="k") if isinstance(e, m.Ref) and e.name == loop.var else e

        return dataclasses.replace(loop, body=walk.mapped_body(loop.body, read))

    return _loops(spec, stale)


def test_a_body_reading_the_stale_local_is_caught_by_both_checks(shadowing, tmp_path):
    kernel, launches = shadowing["name_taken_before_loop"]
    _assert_caught(kernel, launches, _body_reads_the_local, tmp_path)


def test_the_name_after_a_loop_that_took_it_is_refused():
    """After the loop, Python's name holds the loop's last value and the C local its own: a read, a new
    binding, a nested loop and a range() reading the local are refused, each with its label."""
    wp = warp_ir.warp()

    @wp.kernel
    def read_after(out: wp.array(dtype=int)):
        b = wp.tid() * 2
        for b in range(3):
            out[b] = b
        out[0] = b

    @wp.kernel
    def bound_after(out: wp.array(dtype=int)):
        b = wp.tid() * 2
        for b in range(3):
            out[b] = b
        b = 7
        out[0] = b

    @wp.kernel
    def nested(out: wp.array(dtype=int)):
        b = wp.tid() * 2
        for j in range(2):
            out[j] = b
            for b in range(3):
                out[b] += j

    @wp.kernel
    def own_bound(out: wp.array(dtype=int)):
        b = wp.tid() * 2 + 1
        for b in range(b):  # noqa: B020 (the construct refused)
            out[b] = b

    labels = {
        read_after: "not lifted: a loop variable reusing a local's name, read after its loop",
        bound_after: "not lifted: a loop variable reusing a local's name, bound again after its loop",
        nested: "not lifted: a loop variable reusing a local's name",
        own_bound: "not lifted: a loop variable reusing a local's name in its range()",
    }
    for kernel, label in labels.items():
        with pytest.raises(lift.Refused) as refused:
            lift.lift(kernel, recorder.launch_of(kernel, [wp.zeros(4, dtype=int)], [1]))
        assert refused.value.label == label, kernel.key
