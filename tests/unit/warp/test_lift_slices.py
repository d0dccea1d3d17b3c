"""Slices of vectors, matrices and quaternions (``synth.warp.lift_slices``): read (``a[1:]``,
``a[::-1]``, ``m[:2, 2]``, ``q[:3]``) and written (``a[1:3] = w``, ``m[0, 1:] = w``, ``q[3:1:-1] -= w``). Each is lifted
exactly (the model printed back and the emulated .cu give the original's outputs bit for bit), a
planted defect in it is caught by both checks, and what stays refused is labelled."""

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
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_slice_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(3)

    def floats(*shape):
        return rng.uniform(-1, 1, shape).astype(np.float32)

    n = 17
    mat23 = wp.types.matrix(shape=(2, 3), dtype=wp.float32)
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(
            k.vector_slices,
            dim=n,
            inputs=[
                wp.array(floats(n, 4), dtype=wp.vec4), wp.array(floats(n, 4), dtype=wp.quat),
                wp.zeros(n, dtype=wp.vec2), wp.zeros(n, dtype=wp.vec3), wp.zeros(n, dtype=wp.vec4), wp.zeros(n, dtype=wp.vec2), wp.zeros(n, dtype=wp.vec3),
            ],
        )  # fmt: skip
        wp.launch(
            k.matrix_slices,
            dim=n,
            inputs=[
                wp.array(floats(n, 3, 3), dtype=wp.mat33),
                wp.zeros(n, dtype=mat23),
                wp.zeros(n, dtype=wp.vec2),
                wp.zeros(n, dtype=wp.mat22),
                wp.zeros(n, dtype=wp.vec2),
            ],
        )
        wp.launch(
            k.slice_stores,
            dim=n,
            inputs=[
                wp.array(floats(n, 4), dtype=wp.vec4), wp.array(floats(n, 2), dtype=wp.vec2), wp.array(floats(n, 3, 3), dtype=wp.mat33),
                wp.zeros(n, dtype=wp.vec4), wp.zeros(n, dtype=wp.mat33), wp.zeros(n, dtype=wp.quat),
            ],
        )  # fmt: skip
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


@pytest.mark.parametrize("name", ["vector_slices", "matrix_slices", "slice_stores"])
def test_slices_lift_exactly_both_ways(captured, name, tmp_path):
    """The lifted kernel printed back runs to the original's bytes, and so does its emulated .cu."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _reversal_off_by_one(spec):
    """``a[::-1]`` read as ``a[1], a[2], a[1], a[0]``: its first component taken one place over."""

    def shift(e):
        if isinstance(e, m.Construct) and e.type.name == "vec4" and [c.index for c in e.args] == [(3,), (2,), (1,), (0,)]:
            return dataclasses.replace(e, args=(dataclasses.replace(e.args[0], index=(1,)), *e.args[1:]))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, shift))


def _column_read_as_row(spec):
    """``a[:2, 2]`` (a column) read as ``a[2, :2]``."""

    def transpose(e):
        if isinstance(e, m.Construct) and e.type.name == "vec2" and [c.index for c in e.args] == [(0, 2), (1, 2)]:
            return dataclasses.replace(e, args=tuple(dataclasses.replace(c, index=c.index[::-1]) for c in e.args))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, transpose))


def _slice_store_shifted(spec):
    """``a[1:3] = w`` written into ``a[2:4]``."""
    body = list(spec.body)
    for k, s in enumerate(body):
        if isinstance(s, m.SetComponent) and s.name == "a" and s.index in ((1,), (2,)):
            body[k] = dataclasses.replace(s, index=(s.index[0] + 1,))
    return dataclasses.replace(spec, body=tuple(body))


def _slice_update_made_add(spec):
    """``q[3:1:-1] -= w`` made ``+=``: the last two components' updates of ``q`` adding."""
    body = list(spec.body)
    for k, s in enumerate(body):
        if isinstance(s, m.SetComponent) and s.name == "q" and isinstance(s.value, m.Binary) and s.value.op == "sub":
            body[k] = dataclasses.replace(s, value=dataclasses.replace(s.value, op="add"))
    return dataclasses.replace(spec, body=tuple(body))


@pytest.mark.parametrize(
    ("name", "plant"),
    [
        ("vector_slices", _reversal_off_by_one),
        ("matrix_slices", _column_read_as_row),
        ("slice_stores", _slice_store_shifted),
        ("slice_stores", _slice_update_made_add),
    ],
    ids=lambda x: getattr(x, "__name__", x),
)
def test_planted_slice_defects_are_caught(captured, name, plant, tmp_path):
    """A component of a slice taken from the wrong place fails the round trip and, on its own, the emulation."""
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, plant, tmp_path)


def _refusal(kernel, values) -> str:
    with pytest.raises(lift.Refused) as refused:
        lift.lift(kernel, recorder.launch_of(kernel, values, [1]))
    return refused.value.label


def test_what_stays_refused_is_labelled():
    """A slice of an array (a view of its memory), of a transform, and of a value that is not pure
    (the model reads each component) keep their refusals, with labels saying so."""
    wp = warp_ir.warp()
    import lift_slice_kernels as k

    assert (
        _refusal(k.array_view, [wp.zeros(3, dtype=float), wp.zeros(1, dtype=float)])
        == "not lifted: a slice of an array (a view of its memory)"
    )
    assert (
        _refusal(k.transform_slice, [wp.zeros(1, dtype=wp.transform), wp.zeros(1, dtype=wp.vec3)]) == "not lifted: a slice of a transform"
    )
    assert _refusal(k.impure_slice, [wp.zeros(1, dtype=wp.vec3), wp.zeros(1, dtype=wp.vec3), wp.zeros(1, dtype=wp.vec2)]) == (
        "not lifted: a slice of a vec3 that is not pure (the model reads each of its components)"
    )
