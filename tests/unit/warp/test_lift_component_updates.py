"""A component of an array's element updated in place (``a[i].y += v``, ``a[i][k] -= v``, ``m[i][r, c] += v``,
a struct element's field ``p[i].mass += v``: Warp's atomic on that part, the .cu's atomic at its address) and a field of a local struct
(``s.x += v``: Warp's ``s.x = s.x + v``), lifted (``synth.warp.lift``). Each kernel is lifted exactly (the
model printed back and the emulated .cu give the original's outputs bit for bit) and a planted defect in
it is caught by both checks; what stays refused is labelled."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from test_lift import _assert_caught, _emulated, _proved  # the scalar lifter's checks

from synth.model import spec as m
from synth.render.cuda import render_standalone
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_component_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(5)
    n = 7

    def floats(*shape, dtype=np.float32):
        return rng.uniform(-1, 1, shape).astype(dtype)

    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(
            k.nudge_elements,
            dim=n,
            inputs=[
                wp.array(floats(4, 3), dtype=wp.vec3),
                wp.array(floats(2, 2, 3, dtype=np.float64), dtype=wp.vec3d),
                wp.array(floats(5, 2, 2), dtype=wp.mat22),
                wp.array(rng.integers(-9, 9, (2, 3)).astype(np.int32), dtype=wp.vec3i),
                wp.array(floats(n), dtype=float),
                wp.array(floats(n, dtype=np.float64), dtype=wp.float64),
            ],
        )
        wp.launch(k.struct_fields, dim=n, inputs=[wp.array(floats(n), dtype=float), wp.zeros(n, dtype=float), wp.zeros(n, dtype=wp.vec3)])
        particles = wp.zeros(3, dtype=k.Particle)
        wp.launch(k.accumulate_fields, dim=n, inputs=[particles, wp.zeros(1, dtype=int), wp.array(floats(n), dtype=float)])
    return {seen.kernel.key: (seen.kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]) for seen in rec.seen.values()}


@pytest.mark.parametrize("name", ["nudge_elements", "struct_fields", "accumulate_fields"])
def test_in_place_updates_lift_exactly_both_ways(captured, name, tmp_path):
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    if name == "nudge_elements":
        found = [(s.op, s.component, s.style) for s in spec.body if isinstance(s, m.Atomic)]
        assert found == [
            ("add", (0,), "attribute"), ("sub", (1,), "aug"), ("add", (2,), "attribute"),
            ("add", (1, 0), "aug"), ("add", (1,), "attribute"), ("sub", (2,), "aug"),
        ]  # fmt: skip
        cu = render_standalone(spec).kernel
        assert "atomicAdd(&frames[" in cu and "].m[1][0], " in cu, cu
    if name == "accumulate_fields":
        assert [(s.op, s.field) for s in spec.body if isinstance(s, m.Atomic)] == [("add", "mass"), ("add", "velocity"), ("sub", "mass")]
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _mass_sign_flipped(spec):
    """The first field atomic's sign flipped (``-=`` for ``+=``)."""
    k = next(k for k, s in enumerate(spec.body) if isinstance(s, m.Atomic) and s.field == "mass")
    return dataclasses.replace(spec, body=(*spec.body[:k], dataclasses.replace(spec.body[k], op="sub"), *spec.body[k + 1 :]))


def _next_component(spec):
    """Each component atomic made on the vector's next component (x -> y)."""

    def moved(s):
        if isinstance(s, m.Atomic) and len(s.component) == 1:
            return dataclasses.replace(s, component=((s.component[0] + 1) % 3,))
        return s

    return dataclasses.replace(spec, body=tuple(moved(s) for s in spec.body))


def _field_op_swapped(spec):
    """``s.total += v`` lifted as ``s.total = v + ...`` of the wrong operator (sub for add)."""

    def swap(s):
        if isinstance(s, m.SetField) and isinstance(s.value, m.Binary) and s.value.op == "add":
            return dataclasses.replace(s, value=dataclasses.replace(s.value, op="sub"))
        return s

    return dataclasses.replace(spec, body=tuple(swap(s) for s in spec.body))


@pytest.mark.parametrize(("name", "plant"), [("nudge_elements", _next_component), ("struct_fields", _field_op_swapped), ("accumulate_fields", _mass_sign_flipped)])
def test_planted_defects_in_updates_are_caught(captured, name, plant, tmp_path):
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, plant, tmp_path)


def test_what_stays_refused_is_labelled():
    wp = warp_ir.warp()

    @wp.kernel
    def narrow(values: wp.array(dtype=wp.vec3s)):
        i = wp.tid()
        values[i].x += wp.int16(1)

    @wp.kernel
    def both_with_effects(particles: wp.array(dtype=wp.vec3), counter: wp.array(dtype=int)):
        i = wp.tid()
        particles[wp.atomic_add(counter, 0, 1) % 3].x += float(wp.atomic_add(counter, 1, i))

    labels = {
        both_with_effects: (
            "not lifted: += into a component of an array's element, its index and its value both with side effects",
            [wp.zeros(3, dtype=wp.vec3), wp.zeros(2, dtype=int)],
        ),
        narrow: ("not lifted: += into a component of vec3s (the standalone CUDA has no such atomic)", [wp.zeros(3, dtype=wp.vec3s)]),
    }
    for kernel, (label, args) in labels.items():
        with pytest.raises(lift.Refused) as refused:
            lift.lift(kernel, recorder.launch_of(kernel, args, [3]))
        assert refused.value.label == label, kernel.key
