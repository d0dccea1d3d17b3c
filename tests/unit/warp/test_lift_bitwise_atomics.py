"""Warp's bitwise atomics lifted (``synth.warp.lift``): ``wp.atomic_and/or/xor`` as statements and as
values, and ``a[i] &= v``, ``|=``, ``^=`` on array elements (Warp compiles them to the same atomics), on
int32 and uint32 arrays. Each kernel is lifted exactly (the model printed back and the emulated .cu give
the original's outputs bit for bit) and a wrong atomic planted in its lift is caught by both checks."""

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
    import lift_bitwise_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(3)
    words = 3
    rec = recorder.Recorder()
    with rec.installed():
        for op_type in range(6):
            a = wp.array(rng.integers(0, 2**32, words, dtype=np.uint32), dtype=wp.uint32)
            b = wp.array(rng.integers(0, 2**32, words, dtype=np.uint32), dtype=wp.uint32)
            wp.launch(k.set_bits, dim=words * 32, inputs=[a, b, op_type])
        n = 29
        flags = wp.array(rng.integers(-(2**31), 2**31, 3, dtype=np.int64).astype(np.int32), dtype=wp.int32)
        grid = wp.array(rng.integers(-(2**31), 2**31, (2, 5), dtype=np.int64).astype(np.int32), dtype=wp.int32)
        wp.launch(k.toggle_flags, dim=n, inputs=[flags, grid, wp.zeros(n, dtype=wp.int32)])
    return {seen.kernel.key: (seen.kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]) for seen in rec.seen.values()}


def _atomics(spec) -> list:
    found = [s for s in walk.walk_statements(spec.body) if isinstance(s, m.Atomic)]
    return found + [e for top in m.kernel_expressions(spec.body) for e in walk.walk_expr(top) if isinstance(e, m.AtomicValue)]


@pytest.mark.parametrize("name", ["set_bits", "toggle_flags"])
def test_bitwise_atomics_lift_exactly_both_ways(captured, name, tmp_path):
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    assert {a.op for a in _atomics(spec)} == {"and", "or", "xor"}
    cu = render_standalone(spec).kernel
    assert all(f"atomic{op}(&" in cu for op in ("And", "Or", "Xor")), cu
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def _or_made_xor(spec):
    """Every ``or`` atomic (statement or value) made ``xor``."""

    def swap(e):
        return dataclasses.replace(e, op="xor") if isinstance(e, m.AtomicValue) and e.op == "or" else e

    def statement(s):
        s = walk.with_bodies(s, lambda body: tuple(statement(x) for x in body))
        return dataclasses.replace(s, op="xor") if isinstance(s, m.Atomic) and s.op == "or" else s

    return dataclasses.replace(spec, body=tuple(statement(s) for s in walk.mapped_body(spec.body, swap)))


@pytest.mark.parametrize("name", ["set_bits", "toggle_flags"])
def test_a_wrong_bitwise_atomic_is_caught_by_both_checks(captured, name, tmp_path):
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, _or_made_xor, tmp_path)


def test_bitwise_atomics_on_other_types_stay_refused():
    """A 64-bit element has no CUDA atomicOr of its own type here: refused by label."""
    wp = warp_ir.warp()

    @wp.kernel
    def wide(a: wp.array(dtype=wp.int64)):
        i = wp.tid()
        wp.atomic_or(a, 0, wp.int64(i))

    with pytest.raises(lift.Refused) as refused:
        lift.lift(wide, recorder.launch_of(wide, [wp.zeros(4, dtype=wp.int64)], [4]))
    assert refused.value.label == "not lifted: wp.atomic_or into an array of int64 (the standalone CUDA has no such atomic)"
