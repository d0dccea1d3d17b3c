"""The lifter (``synth.warp.lift``) and its proof (``synth.warp.lift_proof``) on real-looking kernels:
a lift is exact or refused with a label; the model printed back gives the original's outputs bit
for bit; the standalone .cu's emulation does too; and a planted defect in a lifted spec (a dropped
statement, a swapped operand, a wrong index, a wrong cast) is caught by the round trip AND by the
emulation, each on its own."""

from __future__ import annotations

import base64
import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

from synth.model import expectations, walk
from synth.model import spec as m
from synth.model.failures import StageFailure
from synth.render import expect_ops
from synth.render.cuda import render_standalone
from synth.render.warp_python import render_warp
from synth.stages import cuda_builds, lifted
from synth.toolchain import emulate
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import lift_kernels as k
    finally:
        sys.path.pop(0)
    rng = np.random.default_rng(0)
    rec = recorder.Recorder()
    with rec.installed():
        n = 37
        x = wp.array(rng.uniform(-1, 2, n).astype(np.float32), dtype=float)
        v = wp.array(rng.uniform(-1, 1, (n, 3)).astype(np.float32), dtype=wp.vec3)
        wp.launch(k.damp, dim=n, inputs=[x, v, 0.25, wp.zeros(n, dtype=wp.vec3)])
        values = wp.array(rng.integers(0, 50, 64).astype(np.int32), dtype=int)
        wp.launch(k.histogram, dim=64, inputs=[values, 5, wp.zeros(5, dtype=int)])
        wp.launch(
            k.blur, dim=(4, 6), inputs=[wp.array(rng.uniform(0, 1, (4, 6)).astype(np.float32), dtype=float), wp.zeros((4, 6), dtype=float)]
        )
        wp.launch(k.probe, dim=5, inputs=[wp.array(rng.uniform(-1, 1, (5, 3)).astype(np.float32), dtype=wp.vec3), wp.zeros(5, dtype=float)])
        floats = wp.array(rng.uniform(-1, 1, 29).astype(np.float32), dtype=float)
        wp.launch(k.keywords, dim=29, inputs=[floats, wp.zeros(29, dtype=float)])
        wp.launch(k.last_bin, dim=29, inputs=[floats, wp.zeros(4, dtype=float)])
        points = wp.array(rng.uniform(-1, 1, (12, 3)).astype(np.float32), dtype=wp.vec3)
        tris = wp.array(rng.integers(0, 12, (9, 3)).astype(np.int32), dtype=wp.vec3i)
        wp.launch(k.triangle_areas, dim=9, inputs=[points, tris, wp.vec3i(2, 3, 4), wp.zeros(9, dtype=float), wp.zeros(9, dtype=wp.vec3i)])
        more = wp.array(rng.uniform(-1, 1, 29).astype(np.float32), dtype=float)
        wp.launch(k.order_pairs, dim=29, inputs=[floats, more, wp.zeros(29, dtype=float), wp.zeros(29, dtype=float)])
        wp.launch(k.jitter, dim=29, inputs=[42, floats, wp.zeros(29, dtype=float)])
        grid = wp.array(rng.uniform(0, 1, (5, 7)).astype(np.float32), dtype=float)
        vel = wp.array(rng.uniform(-2, 2, (5, 7, 2)).astype(np.float32), dtype=wp.vec2)
        wp.launch(k.advect, dim=(5, 7), inputs=[grid, vel, wp.zeros((5, 7), dtype=float)])
        wp.launch(k.spring_forces, dim=29, inputs=[floats, 3.0, wp.zeros(29, dtype=float)])
        wp.launch(k.gather, dim=29, inputs=[floats, 29, wp.zeros(3, dtype=int), wp.zeros(29, dtype=wp.vec3), wp.zeros(29, dtype=float)])
        offsets = wp.array(np.array([0, 4, 4, 9, 15, 20], dtype=np.int32), dtype=int)  # 5 rows (one empty) over 20 entries
        row_counts = wp.array(np.array([3, 0, 5, 2, 5], dtype=np.int32), dtype=int)  # padded rows: not every slot is active
        scale = wp.array(rng.uniform(0.5, 2, 5).astype(np.float32), dtype=float)
        wp.launch(k.scale_rows, dim=23, inputs=[offsets, row_counts, 5, scale, wp.array(rng.uniform(-1, 1, 23).astype(np.float32), dtype=float)])
        counts = wp.array(rng.integers(0, 4, 29).astype(np.int32), dtype=int)
        wp.launch(k.masked_copy, dim=29, inputs=[floats, None, None, wp.zeros(29, dtype=float)])  # optional arrays passed as None
        mats = wp.array(rng.uniform(-1, 1, (5, 3, 3)).astype(np.float32), dtype=wp.mat33)
        wp.launch(k.row_sums, dim=5, inputs=[mats, wp.zeros(5, dtype=wp.vec3)])
        cells = wp.array(rng.integers(-9, 9, (29, 3)).astype(np.int32), dtype=wp.vec3i)
        axes = wp.array(rng.integers(0, 2, 29).astype(np.int32), dtype=int)
        m22 = wp.array(rng.uniform(-1, 1, (29, 2, 2)), dtype=wp.mat22d)
        wp.launch(k.pick, dim=29, inputs=[cells, axes, m22, wp.zeros(29, dtype=float)])
        vecs = wp.array(rng.uniform(-1, 1, (29, 3)).astype(np.float32), dtype=wp.vec3)
        frames = wp.array(rng.uniform(-1, 1, (29, 2, 2)).astype(np.float32), dtype=wp.mat22)
        wp.launch(k.nudge, dim=29, inputs=[vecs, frames, floats, wp.zeros(29, dtype=wp.vec3)])
        wp.launch(k.extend_rows, dim=6, inputs=[3, wp.array(np.arange(10, dtype=np.int32), dtype=int)])
        wp.launch(k.entry_rows, dim=21, inputs=[offsets, row_counts, 5, wp.zeros(21, dtype=int)])  # two overloads of row_of
        wp.launch(k.aliased, dim=29, inputs=[wp.array(rng.uniform(-1, 1, 29), dtype=wp.float64), wp.zeros(29, dtype=wp.float64)])
        sparse = np.where(rng.uniform(0, 1, 29) < 0.5, 0.0, rng.uniform(-1, 1, 29)).astype(np.float32)  # zeros and -0.0 tested too
        sparse[:2] = (0.0, -0.0)
        wp.launch(k.flags, dim=29, inputs=[counts, wp.array(sparse, dtype=float), wp.zeros(29, dtype=wp.vec3)])
        wp.launch(k.poses, dim=12, inputs=[points, wp.array(rng.uniform(-3, 3, 12).astype(np.float32), dtype=float), wp.zeros(12, dtype=wp.transform)])
        huge = rng.uniform(-1, 1, (9, 3, 3)).astype(np.float32)
        huge[0] = np.inf  # an inf and a nan among the products: isnan, isinf both ways
        huge[1, 0, 0] = np.nan
        wp.launch(k.rotate, dim=9, inputs=[wp.array(huge, dtype=wp.mat33), points[:9], wp.zeros(9, dtype=wp.vec3), wp.zeros(9, dtype=int)])
        six = rng.uniform(-1, 1, (2, 11, 6)).astype(np.float32)
        wp.launch(k.twists, dim=11, inputs=[wp.array(six[0], dtype=k.vec6), wp.array(six[1], dtype=wp.spatial_vector), wp.zeros(11, dtype=k.vec6), wp.zeros(11, dtype=float)])
        wp.launch(k.use_generic, dim=29, inputs=[floats, counts, wp.zeros(29, dtype=float)], block_dim=64)  # twice on float32 and on int32; a block_dim
        wind = k.Wind()
        wind.direction, wind.strength = wp.vec3(0.25, -1.5, 3.0), 0.75
        wp.launch(k.blow, dim=12, inputs=[wind, points, wp.zeros(12, dtype=wp.vec3)])
        wp.launch(k.gate, dim=29, inputs=[True, wp.array(rng.uniform(0, 1, 29) < 0.5, dtype=wp.bool), floats, wp.zeros(29, dtype=float)])
        wp.launch(k.truthy, dim=29, inputs=[wp.array(sparse, dtype=float), counts, wp.zeros(29, dtype=int)])  # zeros, -0.0
        wp.launch(k.nudge_locals, dim=29, inputs=[floats, wp.zeros(29, dtype=wp.vec3), wp.zeros(29, dtype=wp.mat22)])
        wp.launch(k.cell_faces, dim=29, inputs=[cells, wp.zeros((29, 3), dtype=wp.vec3i), wp.array(rng.uniform(-1, 1, (29, 2, 2)).astype(np.float32), dtype=wp.mat22)])
        six_axes = wp.array(rng.integers(0, 6, 12).astype(np.int32), dtype=int)
        other_points = wp.array(rng.uniform(-1, 1, (12, 3)).astype(np.float32), dtype=wp.vec3)
        wp.launch(k.twist_parts, dim=12, inputs=[points, other_points, six_axes, wp.zeros(12, dtype=wp.spatial_vector), wp.zeros(12, dtype=float)])
        wp.launch(k.tally_signs, dim=29, inputs=[floats, wp.zeros(2, dtype=int), wp.zeros(29, dtype=float)])
        wp.launch(k.claim_slots, dim=29, inputs=[counts, wp.zeros(1, dtype=int), wp.zeros(1, dtype=float), wp.zeros(29 * 3, dtype=int)])
        wp.launch(k.count_up, dim=1, inputs=[6])  # assertion kernels (test_expectations_...)
        wp.launch(k.count_with_pass, dim=2, inputs=[4])
        wp.launch(k.check_lengths, dim=(3, 4), inputs=[wp.array(rng.uniform(-1, 1, (3, 4, 3)).astype(np.float32), dtype=wp.vec3), wp.zeros((3, 4), dtype=float)])
        wp.launch(k.check_transposes, dim=7, inputs=[wp.array(rng.uniform(-1, 1, (7, 2, 2)).astype(np.float32), dtype=wp.mat22), 0.3])
        # last: the draws above stay the ones the other kernels' expectations were written for
        near = wp.array(rng.uniform(0.25, 2, 29).astype(np.float32), dtype=float)  # Huber thresholds: both branches taken
        wp.launch(k.frames_huber, dim=29, inputs=[vecs, wp.array(rng.uniform(-1, 1, (29, 3)).astype(np.float32), dtype=wp.vec3), near, wp.zeros(29, dtype=wp.mat33), wp.zeros(29, dtype=float)])
        wp.launch(k.two_columns, dim=29, inputs=[vecs, wp.zeros(29, dtype=k.mat32)])
        wp.launch(k.smallest_component, dim=29, inputs=[vecs, wp.zeros(29, dtype=float)])
        wp.launch(k.whole_draw, dim=29, inputs=[7, wp.zeros(29, dtype=int)])
        wp.launch(k.count_threads, dim=(2, 3), inputs=[wp.zeros(1, dtype=float), 1.0])
        wp.launch(k.precise_constants, dim=1, inputs=[wp.zeros(3, dtype=wp.float64)])
        wp.launch(k.half_counts, dim=1, inputs=[wp.float16(2.5), wp.zeros(1, dtype=wp.float16)])
        halves = wp.array(np.linspace(-3.3, 3.3, 29).astype(np.float16), dtype=wp.float16)
        wp.launch(k.half_tally, dim=29, inputs=[halves, wp.zeros(29, dtype=wp.float16), wp.zeros(29, dtype=wp.int8), wp.zeros(29, dtype=wp.float64)])
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


def _emulated(spec: m.KernelSpec, launches: list[dict], workdir: Path) -> list[dict]:
    exe = cuda_builds.build_emulation([spec], workdir)
    return emulate.run_all(exe, [spec], {spec.name: [lifted.launch_inputs(spec, launch) for launch in launches]}, workdir)[spec.name]


def _proved(spec: m.KernelSpec, entry: dict, launches: list[dict]) -> lifted.Lift:
    """The ``Lift`` the stages read, of ``spec`` and a ``lift_proof`` entry on ``launches``."""
    return lifted.Lift(spec, [launches[k] for k in entry["launches"]], entry["expected"], tuple(entry["ir_differs"]), "captured")


# Whether Warp's CPU code of the printed-back kernel is the original's: damp's is not (the model writes
# its cast ``float(n)`` as ``wp.float32(n)`` and its module constant GAIN as the literal), nor is gather's (its
# ``float(b)``, like claim_slots' and pick's), nor keywords' (Warp negates the literal 0.5 of
# ``lo=-0.5`` in its code, the model writes -0.5), nor extend_rows' (its inline ``wp.tid()`` is
# declared at the kernel's top: ``tid = wp.tid()``), nor entry_rows' (the second overload of ``row_of``
# is the model's ``row_of_2``), nor aliased' (the model calls ``doubled`` where the kernel binds it to
# ``f`` first, and writes the global SCALE64 as its value), nor flags' (``if n and w`` is the model's
# ``n != 0 and w != 0.0``, ``wp.vec3(w * 2.0)`` its ``wp.vec3(w * 2.0, w * 2.0, w * 2.0)``), nor poses' (the model's quaternion has
# no ``dtype=`` keyword: Warp's code for it differs, its value not), nor rotate's (``M * v`` is the model's
# ``M @ v``, ``int(b)`` its ``wp.int32(b)``), nor use_generic's (its int32 overload of ``twice`` is the model's
# ``twice_2``), nor nudge_locals' (``v.y += s`` is the model's ``v[1] = v[1] + s``: Warp's code for the
# first is an in-place add), nor frames_huber's (``wp.matrix_from_cols(a, b, c)`` is the model's matrix of their
# components), nor precise_constants' and half_counts' (a constructor's numbers are the model's constants
# of the vector's type, float64 or a cast to float16: Warp retypes them in its code), nor half_tally's (``wp.float16(h)`` of a
# half is the model's ``h``); the others' are.
IR_SAME = {
    "damp": False, "histogram": True, "blur": True, "keywords": False, "gather": False, "triangle_areas": True, "order_pairs": True,
    "jitter": True, "advect": False, "spring_forces": True, "scale_rows": True, "claim_slots": False, "masked_copy": True, "tally_signs": True, "probe": True, "pick": False, "nudge": True, "extend_rows": False, "entry_rows": False, "aliased": False, "flags": False, "poses": False, "rotate": False, "twists": True, "use_generic": False, "blow": True, "gate": True, "truthy": False, "nudge_locals": False, "cell_faces": True, "twist_parts": True, "frames_huber": False, "count_threads": True, "precise_constants": False, "half_counts": False, "half_tally": False,
}  # fmt: skip


@pytest.mark.parametrize("name", list(IR_SAME))
def test_lift_is_exact_both_ways(captured, name, tmp_path):
    """The lifted kernel printed back runs to the original's bytes, and so does its emulated .cu."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    assert spec.category == m.LIFTED and [p.kind for p in spec.params].count("out") >= 1
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome
    assert outcome.ir_differs == tuple(entry["ir_differs"]) and entry["ir_same"] == (not entry["ir_differs"])
    assert entry["ir_same"] == IR_SAME[name], entry["ir_differs"]


def test_lift_keeps_the_kernels_names(captured):
    """The thread index keeps the kernel's own name (``tid``), in both renderings; a module constant is its value."""
    kernel, launches = captured["damp"]
    spec = lift.lift(kernel, launches[0])
    assert spec.tids == ("tid",)
    assert "tid = wp.tid()" in render_warp(spec) and "const int tid = blockIdx.x" in render_standalone(spec).kernel
    assert "s = s * 0.5" in render_warp(spec)


@pytest.mark.parametrize(
    "name, label",
    [
        ("two_columns", "not lifted: a mat32 built from 2 values of vec3, vec3"),
        ("smallest_component", "not lifted: wp.min with 1 arguments: the table spells it with 2 only"),
        ("whole_draw", "not lifted: wp.randi with 1 arguments: the table spells it with 3 only"),
    ],
)
def test_a_builtin_call_the_helper_does_not_take_is_refused(captured, name, label):
    """A matrix from vectors is lifted as its components (the table's square helper is the generators'):
    a non-square one is refused with its label, never rendered to C++ that fails to build; so is a
    builtin called with an argument count the table does not spell (Warp's wp.min(v), wp.randi(state))."""
    kernel, launches = captured[name]
    with pytest.raises(lift.Refused) as refused:
        lift.lift(kernel, launches[0])
    assert refused.value.label == label


def test_refusal_names_the_construct(captured):
    """A matrix row chosen at run time is not in the model: refused, never approximated (Warp folds
    the unrolled loop variable to a constant per iteration, which a naive lift would take as 0)."""
    kernel, launches = captured["row_sums"]
    with pytest.raises(lift.Refused) as refused:
        lift.lift(kernel, launches[0])
    assert refused.value.label == "not lifted: a component of a mat33 chosen at run time"
    assert lift_proof.prove(kernel, launches, Path("."))["refused"].startswith("not lifted: a component")


def test_negative_index_refused(captured):
    """Warp counts a negative index from the array's end; the model's C would index before the array."""
    kernel, launches = captured["last_bin"]
    assert lift_proof.prove(kernel, launches, Path("."))["refused"] == "not lifted: a negative index (Warp counts it from the end)"


def test_kernels_of_one_key_a_factory_made_are_each_observed_as_themselves(tmp_path):
    """Two kernels of one key and other closure values each prove against their own observed build
    (one observed module for both ran the first one's code for the second: "Failed to find forward kernel")."""
    wp = warp_ir.warp()
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import lift_kernels as k
    finally:
        sys.path.pop(0)
    rec = recorder.Recorder()
    with rec.installed():
        for constant in (1, 2):
            wp.launch(k.expecting(constant), dim=1, inputs=[constant])
    seen = list(rec.seen.values())
    assert len(seen) == 2 and seen[0].kernel.key == seen[1].kernel.key
    for s in seen:
        entry = lift_proof.prove(s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"], tmp_path)
        assert "refused" not in entry, entry.get("refused")


# ----------------------------------------------------------------------------- planted defects


def _drop_last_store(spec):
    stores = [k for k, s in enumerate(spec.body) if isinstance(s, m.Store)]
    return dataclasses.replace(spec, body=spec.body[: stores[-1]] + spec.body[stores[-1] + 1 :])


def _swap_sub(spec):
    def swap(e):
        return dataclasses.replace(e, lhs=e.rhs, rhs=e.lhs) if isinstance(e, m.Binary) and e.op == "sub" else e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


def _wrong_index(spec):
    def shift(e):
        if isinstance(e, m.Load) and e.array == "x":
            return dataclasses.replace(e, index=(m.Const(0, m.INT),))
        return e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, shift))


def _wrong_cast(spec):
    """``int(v)`` (truncation toward zero) made ``int(wp.floor(v))``: the same on v >= 0, not below."""

    def cast(e):
        return dataclasses.replace(e, args=(m.Call("floor", e.args, m.FLOAT),)) if isinstance(e, m.Call) and e.fn == "int" else e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, cast))


@pytest.mark.parametrize("plant", [_drop_last_store, _swap_sub, _wrong_index, _wrong_cast], ids=lambda f: f.__name__.strip("_"))
def test_planted_lifter_defects_are_caught(captured, plant, tmp_path):
    """A lifted spec with a planted defect fails the round trip (its Warp Python differs from the
    original's outputs) and, on its own, the emulation of its .cu against the original's outputs."""
    kernel, launches = captured["damp"]
    _assert_caught(kernel, launches, plant, tmp_path)


def _assert_caught(kernel, launches: list[dict], plant, tmp_path: Path) -> None:
    """``plant`` applied to the kernel's lift fails the round trip, and the emulation on its own."""
    good = lift.lift(kernel, launches[0])
    bad = plant(good)
    assert bad != good, "the plant changed nothing"
    refused = lift_proof.round_trip(kernel, bad, launches, tmp_path)
    assert refused.get("refused", "").startswith("not lifted: the model printed back differs"), refused
    outcome = _emulation(bad, lift_proof.round_trip(kernel, good, launches, tmp_path / "good"), launches, tmp_path)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome


def test_coverage_of_a_lifted_kernel_names_the_bodies_no_thread_entered(captured, tmp_path):
    """Real code's liveness is recorded, not enforced: masked_copy, launched with its optional arrays
    as None, never enters the bodies under ``if mask ...`` and ``if weights``; every other body runs."""
    kernel, launches = captured["masked_copy"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    found = lifted.model_coverage(_proved(lift.lift(kernel, launches[0]), entry, launches), tmp_path)
    assert (found.launches, found.points) == (1, 4)  # if mask, if weights, its else, the elif's body
    assert found.dead == ("the body of `if mask and mask[i] == 0`", "the body of `if weights`")
    assert found.check_fields()["branches"].startswith("2 of 4 branch and loop bodies entered on 1 launches; never: the body of `if mask")
    kernel, launches = captured["scale_rows"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    found = lifted.model_coverage(_proved(lift.lift(kernel, launches[0]), entry, launches), tmp_path)
    assert found.points >= 3 and found.dead == ("the body of `if not offsets` in `find_row`",)


# ----------------------------------------------------------------------------- expectations
# Kernels with expectations (wp.expect_eq, expect_neq, expect_near), and their check not vacuous: the
# verification run stores what each expectation compared and its result, on the original
# (instrumented from its own tree, synth.warp.lift_expect) and on the model (synth.model.expectations);
# a wrong operand, a dropped expectation or a swapped comparison, in the lifted spec or in the
# rendered .cu, is caught (count_up writes no array at all: its expectations are all the check has).


def _emulation(spec: m.KernelSpec, entry: dict, launches: list[dict], workdir: Path):
    """The emulation stage's verdict on ``spec``'s .cu against a proof ``entry`` (the original's arrays;
    a kernel with expectations in its verification run, ``lifted.checked``)."""
    proved = _proved(spec, entry, launches)
    run_spec, run_launches = lifted.checked(proved)
    return lifted.compare(proved, _emulated(run_spec, run_launches, workdir))


EXPECTATIONS = {"count_up": 3, "check_lengths": 2, "check_transposes": 3, "count_with_pass": 1}  # as each kernel writes them


@pytest.mark.parametrize("name", list(EXPECTATIONS))
def test_expectations_lift_exactly_both_ways(captured, name, tmp_path):
    """Lifted, the model printed back gives the instrumented original's observations bit for bit,
    and so does the emulated .cu; the dataset's .cu says the expectation as Warp does."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    found = expectations.expectations(spec.body)
    outcome = _emulation(spec, entry, launches, tmp_path)
    assert isinstance(outcome, lifted.Emulated), outcome
    assert outcome.expectations == len(found) == EXPECTATIONS[name]
    names = {n for k in range(len(found)) for n in expectations.names(k)}
    assert names <= set(entry["expected"][0])  # the original's observations are what the emulation met
    cu = render_standalone(spec).kernel
    assert f"expect_{found[0].kind}(" in cu and "Error, expect_" in cu and expectations.PREFIX not in cu
    assert f"wp.expect_{found[0].kind}(" in render_warp(spec) and expectations.PREFIX not in render_warp(spec)


def test_failed_expectations_are_compared_too(captured, tmp_path):
    """check_lengths' second expectation fails on some threads (rounding): the results (1 failed,
    0 held, -1 not reached) are the original's, thread by thread, and not all alike."""
    kernel, launches = captured["check_lengths"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    failed = np.frombuffer(base64.b64decode(entry["expected"][0]["_expect1_failed"]), dtype=np.int32)
    assert set(failed.tolist()) - {0} and len(set(failed.tolist())) > 1, failed


# ----------------------------------------------------------------------------- planted defects


def _rewrite_expectations(spec: m.KernelSpec, fn) -> m.KernelSpec:
    """``spec`` with ``fn(k, expect)`` (a list of statements) in place of its ``k``-th expectation."""
    counter = iter(range(100))

    def body(statements: tuple) -> tuple:
        out = []
        for s in statements:
            out += fn(next(counter), s) if isinstance(s, m.Expect) else [walk.with_bodies(s, body)]
        return tuple(out)

    return dataclasses.replace(spec, body=body(spec.body))


def _wrong_operand(spec):
    """The first expectation's expected value off by one (count_up: ``i == n + 1``)."""

    def plant(k, e):
        if k:
            return [e]
        one = m.Const(1, e.expected.type) if e.expected.type == m.INT else m.Const(1.0, e.expected.type)
        return [dataclasses.replace(e, expected=m.Binary("add", e.expected, one, e.expected.type))]

    return _rewrite_expectations(spec, plant)


def _dropped_expectation(spec):
    return _rewrite_expectations(spec, lambda k, e: [] if k == 1 else [e])


def _swapped_comparison(spec):
    return _rewrite_expectations(spec, lambda k, e: [dataclasses.replace(e, kind={"eq": "neq", "neq": "eq"}[e.kind])] if k == 0 else [e])


@pytest.mark.parametrize("plant", [_wrong_operand, _dropped_expectation, _swapped_comparison], ids=lambda f: f.__name__.strip("_"))
def test_planted_expectation_defects_are_caught(captured, plant, tmp_path):
    """count_up writes no array: a planted defect in its lifted expectations fails the round trip,
    and, on its own, the emulation of its .cu against the original's observations."""
    kernel, launches = captured["count_up"]
    _assert_caught(kernel, launches, plant, tmp_path)


@pytest.mark.parametrize("name", ["count_up", "check_transposes"])
def test_a_swapped_comparison_in_the_rendered_cu_is_caught(captured, name, tmp_path, monkeypatch):
    """The .cu's expect_eq written with expect_neq's test (a renderer defect: the model is right, so
    the round trip passes) fails the emulation: its results are not the original's."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry
    spec = lift.lift(kernel, launches[0])
    helper = expect_ops.helper

    def swapped(kind: str, t: str):
        code, deps = helper({"expect_eq": "expect_neq", "expect_neq": "expect_eq"}.get(kind, kind), t)
        return code.replace("expect_neq(", "TMP(").replace("expect_eq(", "expect_neq(").replace("TMP(", "expect_eq("), deps

    monkeypatch.setattr(expect_ops, "helper", swapped)
    outcome = _emulation(spec, entry, launches, tmp_path / "swapped")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "_failed" in outcome.message, outcome
    monkeypatch.setattr(expect_ops, "helper", helper)
    assert isinstance(_emulation(spec, entry, launches, tmp_path / "again"), lifted.Emulated)


def test_refusals_are_labelled(captured):
    """An expectation the verification run cannot observe once per thread is refused with its label."""
    kernel, launches = captured["count_up"]
    spec = lift.lift(kernel, launches[0])
    assert len(expectations.expectations(spec.body)) == 3 and not spec.outputs
    assert spec.tids == ("tid0",) and not spec.uses_tid  # its local i is not the thread index: i = wp.tid() would be rebound
    wp = warp_ir.warp()

    @wp.kernel
    def in_a_loop(n: int):
        for k in range(n):
            wp.expect_eq(k, k)

    launch = recorder.launch_of(in_a_loop, [3], [1])
    with pytest.raises(lift.Refused) as refused:
        lift.lift(in_a_loop, launch)
    assert refused.value.label == "not lifted: wp.expect_eq inside a loop (expectations are observed once per thread)"
