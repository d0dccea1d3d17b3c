"""The lifter's small constructs (``synth.warp.lift``): module constants Warp reads unevaluated
(``range(ROWS)``), vector, matrix and bool constants, ``wp.static`` of a typed number, lerp of vectors
and matrices, float64 matrices times a scalar, atomic subtraction (int32, float32 vectors), matrices from row or column vectors, a matrix's row read and written, float32/float64 casts of
vectors and matrices, a loop variable's name bound again after its loop, atomic_cas and atomic_exch (a spin lock), 64-bit casts of compile-time numbers (Warp writes them at full precision). Each is lifted exactly (the model printed back and the emulated .cu give the original's
outputs bit for bit) and a planted defect in it is caught by both checks."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from test_lift import _assert_caught, _emulated, _proved  # the scalar lifter's checks

from synth.model import spec as m
from synth.model import walk
from synth.render.cuda import render_standalone
from synth.render.warp_python import render_warp
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_tail_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(1)

    def floats(*shape, dtype=np.float32):
        return rng.uniform(-1, 1, shape).astype(dtype)

    n = 23
    rec = recorder.Recorder()
    with rec.installed():
        x = wp.array(rng.uniform(0, 1, n).astype(np.float32), dtype=float)
        wp.launch(
            k.constants,
            dim=n,
            inputs=[
                x,
                wp.array(floats(n, 3), dtype=wp.vec3),
                wp.array(floats(n, 2, 2, dtype=np.float64), dtype=wp.mat22d),
                wp.zeros(n, dtype=wp.vec3),
                wp.zeros(n, dtype=int),
            ],
        )
        t = np.concatenate([[0.0, 1.0, -0.5, 2.0], rng.uniform(0, 1, n - 4)]).astype(np.float32)  # the ends, and outside [0, 1]
        wp.launch(
            k.blends,
            dim=n,
            inputs=[
                wp.array(floats(n, 3), dtype=wp.vec3), wp.array(floats(n, 3), dtype=wp.vec3), wp.array(t, dtype=float),
                wp.array(floats(n, 3, 3), dtype=wp.mat33), wp.array(floats(n, 2, dtype=np.float64), dtype=wp.vec2d),
                wp.zeros(n, dtype=wp.vec3), wp.zeros(n, dtype=wp.mat33), wp.zeros(n, dtype=wp.vec2d),
            ],
        )  # fmt: skip
        s = rng.uniform(0.5, 3, n) * np.where(np.arange(n) % 2, -1.0, 1.0)
        wp.launch(
            k.scaled,
            dim=n,
            inputs=[
                wp.array(floats(n, 4, 4, dtype=np.float64), dtype=wp.mat44d),
                wp.array(s, dtype=wp.float64),
                wp.zeros(n, dtype=wp.mat44d),
                wp.zeros(n, dtype=wp.mat33d),
            ],
        )
        counts = wp.array(rng.integers(-3, 9, n).astype(np.int32), dtype=int)
        wp.launch(
            k.release,
            dim=n,
            inputs=[
                counts,
                wp.array(np.array([5, 100, -7], dtype=np.int32), dtype=int),
                wp.array(floats(n, 3), dtype=wp.vec3),
                wp.array(floats(3, 3), dtype=wp.vec3),
                wp.zeros(n, dtype=int),
            ],
        )
        wp.launch(
            k.rows,
            dim=n,
            inputs=[
                wp.array(floats(n, 3), dtype=wp.vec3), wp.array(floats(n, 3, 3), dtype=wp.mat33), wp.array(floats(n, 2, dtype=np.float64) * 1e-3, dtype=wp.vec2d),
                wp.zeros(n, dtype=wp.mat33), wp.zeros(n, dtype=wp.vec3), wp.zeros(n, dtype=wp.vec2), wp.zeros(n, dtype=wp.mat22d),
            ],
        )  # fmt: skip
        wp.launch(k.reuse, dim=5, inputs=[4, wp.array(rng.uniform(0, 1, 8).astype(np.float32), dtype=float), wp.zeros(5, dtype=int)])
        flags = wp.array(np.array([0, 3, 0, -1], dtype=np.int32), dtype=int)  # two slots free, two taken
        wp.launch(
            k.claims,
            dim=n,
            inputs=[
                flags,
                wp.zeros(1, dtype=int),
                wp.zeros(1, dtype=float),
                wp.array(floats(n), dtype=float),
                wp.zeros(n, dtype=int),
                wp.zeros(n, dtype=float),
            ],
        )
        wp.launch(
            k.wide,
            dim=n,
            inputs=[
                wp.array(floats(n), dtype=float),
                wp.zeros(n, dtype=wp.float64),
                wp.zeros(n, dtype=wp.int64),
                wp.zeros(n, dtype=wp.uint64),
            ],
        )
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


@pytest.mark.parametrize("name", ["constants", "blends", "scaled", "release", "rows", "reuse", "claims", "wide"])
def test_small_constructs_lift_exactly_both_ways(captured, name, tmp_path):
    """The lifted kernel printed back runs to the original's bytes, and so does its emulated .cu."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome


def test_constants_are_written_as_their_values(captured):
    """A module's wp.constant in range() is its number; a vector or matrix constant its components, as
    Warp's C spells them; a bool constant a bool; wp.static(wp.int32(1)) the number 1."""
    kernel, launches = captured["constants"]
    spec = lift.lift(kernel, launches[0])
    python, cuda = render_warp(spec), render_standalone(spec).kernel
    assert "for k in range(3):" in python and "range(i % 4, 9, 2)" in python
    as_float32 = ", ".join(repr(float(np.float32(c))) for c in (0.1, -2.5, 3.0e-7))  # Warp's vec3 holds float32 components
    assert f"wp.vec3({as_float32})" in python and "vec3{0.1f, -2.5f, 3e-07f}" in cuda
    found = [x for s in walk.walk_statements(spec.body) for e in walk.expressions(s) for x in walk.walk_expr(e)]
    constructs = {x.type.name: x for x in found if isinstance(x, m.Construct)}
    assert [c.value for c in constructs["mat22d"].args] == [0.5, -1.25, 1.0 / 3.0, 2.0]
    assert any(isinstance(x, m.Const) and x.type == m.BOOL and x.value is True for x in found)


def _wrong_constant(spec):
    """The vector constant's second component off by one float32 ulp."""

    def nudge(e):
        if isinstance(e, m.Construct) and e.type.name == "vec3" and all(isinstance(a, m.Const) for a in e.args):
            second = float(np.nextafter(np.float32(e.args[1].value), np.float32(0)))
            return dataclasses.replace(e, args=(e.args[0], m.Const(second, m.FLOAT), e.args[2]))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, nudge))


def _lerp_ends_swapped(spec):
    def swap(e):
        return (
            dataclasses.replace(e, args=(e.args[1], e.args[0], e.args[2]))
            if isinstance(e, m.Call) and e.fn == "lerp" and e.type.name == "vec3"
            else e
        )

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


def _sub_made_add(spec):
    """The int32 ``wp.atomic_sub`` statement (CUDA's atomicSub) made an add."""
    body = list(spec.body)
    k = next(k for k, s in enumerate(body) if isinstance(s, m.Atomic) and s.op == "sub" and s.style == "call" and s.array == "free")
    body[k] = dataclasses.replace(body[k], op="add")
    return dataclasses.replace(spec, body=tuple(body))


def _cas_operands_swapped(spec):
    def swap(e):
        return dataclasses.replace(e, compare=e.value, value=e.compare) if isinstance(e, m.AtomicValue) and e.op == "cas" else e

    return dataclasses.replace(
        spec,
        body=walk.mapped_body(spec.body, swap),
        funcs=tuple(dataclasses.replace(f, body=walk.mapped_body(f.body, swap)) for f in spec.funcs),
    )


def _narrowed(spec):
    """wp.float64(wp.PI) narrowed to float32 first, as a lift that ignored Warp's full-precision cast would write it."""

    def narrow(e):
        if isinstance(e, m.Const) and e.type.name == "float64" and e.value == np.pi:
            return dataclasses.replace(e, value=float(np.float32(e.value)))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, narrow))


def _components_swapped(spec):
    """The first two components of each 3x3 matrix built from vectors swapped (a row read as a column)."""

    def swap(e):
        if isinstance(e, m.Construct) and e.type.name == "mat33":
            return dataclasses.replace(e, args=(e.args[1], e.args[0], *e.args[2:]))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


def _row_written_twice(spec):
    """``m[1] = v`` written into row 2 (its last component statement)."""
    body = list(spec.body)
    k = next(k for k, s in enumerate(body) if isinstance(s, m.SetComponent) and s.index == (1, 2))
    body[k] = dataclasses.replace(body[k], index=(2, 2))
    return dataclasses.replace(spec, body=tuple(body))


@pytest.mark.parametrize(
    ("name", "plant"),
    [
        ("constants", _wrong_constant),
        ("blends", _lerp_ends_swapped),
        ("release", _sub_made_add),
        ("rows", _components_swapped),
        ("rows", _row_written_twice),
        ("claims", _cas_operands_swapped),
        ("wide", _narrowed),
    ],
    ids=lambda x: getattr(x, "__name__", x),
)
def test_planted_defects_in_the_new_constructs_are_caught(captured, name, plant, tmp_path):
    """A wrong constant component, lerp's ends swapped, an atomic_sub made an add: each fails the round
    trip and, on its own, the emulation."""
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, plant, tmp_path)


def test_what_stays_refused_is_labelled():
    """A global that is none of a number, a bool, a float vector or matrix keeps its refusal, with a label saying so."""
    wp = warp_ir.warp()
    counts = wp.constant(wp.vec3i(1, 2, 3))

    @wp.kernel
    def int_vector_global(out: wp.array(dtype=int)):
        out[0] = wp.int32(counts[1])

    with pytest.raises(lift.Refused) as refused:
        lift.lift(int_vector_global, recorder.launch_of(int_vector_global, [wp.zeros(1, dtype=int)], [1]))
    assert (
        refused.value.label
        == "not lifted: a name of a global or closure value that is not a number, a bool, or a vector or matrix of float32 or float64"
    )


def test_a_loop_variable_rebound_in_another_body_is_refused():
    """After ``for i in range(2)``, ``if c: i = 5`` leaves Python's ``i`` the loop's last value where
    the if is not taken; a fresh local in the model's C would not hold it: refused, with its label."""
    wp = warp_ir.warp()

    @wp.kernel
    def rebound_under_if(c: int, out: wp.array(dtype=int)):
        for i in range(2):
            out[i] = i
        if c > 0:
            i = wp.int32(5)
        out[0] = i

    with pytest.raises(lift.Refused) as refused:
        lift.lift(rebound_under_if, recorder.launch_of(rebound_under_if, [0, wp.zeros(2, dtype=int)], [1]))
    assert refused.value.label.startswith("not lifted: a loop variable's name bound again after its loop, in another body")


def test_the_value_of_an_atomic_sub_is_refused():
    """Real code counts down with ``wp.atomic_sub``'s value into indices that go negative on synthesized
    inputs (Warp counts them from the end, the .cu writes before the array): refused, with its label."""
    wp = warp_ir.warp()

    @wp.kernel
    def count_down(count: wp.array(dtype=int), out: wp.array(dtype=int)):
        i = wp.tid()
        out[wp.atomic_sub(count, 0, 1) - 1] = i

    with pytest.raises(lift.Refused) as refused:
        lift.lift(count_down, recorder.launch_of(count_down, [wp.zeros(1, dtype=int), wp.zeros(4, dtype=int)], [1]))
    assert refused.value.label == "not lifted: wp.atomic_sub taking an array"
