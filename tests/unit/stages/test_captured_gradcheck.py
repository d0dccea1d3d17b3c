"""The gradient check on captured launches of real code (``synth.stages.gradcheck.captured``), in
this process: the launches of ``tests/captured_gradients/test_gradients.py`` are recorded as its
tests run, then checked by ``ingest_child.run_gradchecks`` (a forked copy of this process, so the
kernel one input step away from a division by zero crashes the fork, not pytest). Each kernel gets
the outcome its module's ``EXPECTED`` table names; a second run gives the same numbers.
"""

from __future__ import annotations

import unittest
from pathlib import Path

import numpy as np
import pytest

from synth.stages.gradcheck import captured
from synth.stages.ingest import child as ingest_child
from synth.verify import tolerance
from synth.warp import recorder, warp_ir

FIXTURE = Path(__file__).resolve().parents[2] / "captured_gradients" / "test_gradients.py"


@pytest.fixture(scope="module")
def seen():
    """The fixture module's kernels as its tests launched them: {kernel name: recorder.Seen}."""
    module = warp_ir.import_file(FIXTURE, "synth_test_captured_gradcheck")
    warp_ir.warp().set_device("cpu")
    rec = recorder.Recorder()
    with recorder.zeroed_host_memory(), rec.installed():
        result = unittest.TestResult()
        unittest.defaultTestLoader.loadTestsFromModule(module).run(result)
    assert result.wasSuccessful(), result.errors + result.failures
    return module.EXPECTED, {s.kernel.key: s for s in rec.seen.values()}


def _outcome(found: dict) -> str:
    if found.get("skipped"):
        return found["skipped"]
    return "passed" if found["passed"] else found["label"]


def _checks(seen: dict) -> dict[str, dict]:
    entries = {name: {"id": name} for name in seen}
    ingest_child.run_gradchecks([(entries[name], s.kernel, s, 256) for name, s in sorted(seen.items())])
    return {name: entry["gradcheck"] for name, entry in entries.items()}


def test_each_kernel_gets_its_expected_outcome_and_a_rerun_the_same_numbers(seen):
    expected, launched = seen
    assert set(launched) == set(expected)
    found = _checks(launched)
    for name, outcome in expected.items():
        assert _outcome(found[name]).startswith(outcome), (name, found[name])
    assert "signal SIGFPE" in found["crash_when_moved"]["message"]  # the fork died; the kernels after it were still checked
    for name in ("in_place", "divided_in_place"):  # flagged by Warp's verifier; by the body's subscripts only
        assert "(in place: it reads the float array x it writes" in found[name]["message"], name
    assert found["smooth_float64"]["precision"] == "float64" and found["smooth"]["precision"] == "float32"
    assert found["stencil_vec3"]["samples"] == 16 * 3 and found["stencil_vec3"]["inputs"] == ["p"]  # 16 of 20 elements, 3 components
    for name, outcome in expected.items():
        if outcome == "passed":
            assert 0.0 <= found[name]["worst_error"] <= found[name]["tolerance"] and found[name]["excluded"] == 0, name
    again = _checks(launched)
    for name in expected:
        assert {k: v for k, v in again[name].items() if k != "cpu_seconds"} == {k: v for k, v in found[name].items() if k != "cpu_seconds"}, name


def test_an_adjoint_off_by_a_small_fraction_is_caught(seen, monkeypatch):
    """The check is not loose: 1% added to every adjoint of a passing kernel is a grad_mismatch."""
    _, launched = seen
    s = launched["smooth"]
    real = captured._adjoints
    monkeypatch.setattr(captured, "_adjoints", lambda *a: {k: v * 1.01 for k, v in real(*a).items()})
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch", found


def test_roles_come_from_warps_verifier_and_the_replays_writes(seen):
    """A tile store is not seen by Warp's verifier; the replay's changed bytes make b an output."""
    _, launched = seen
    s = launched["tile_scale"]
    access, source = warp_ir.array_access(s.kernel, 256)
    assert access == {"a": (False, False), "b": (False, False)}
    found, _ = captured.roles(s.kernel, s.launches[0].to_dict(), access, source)
    assert found["inputs"] == ["a"] and found["outputs"] == ["b"]
    s = launched["sum_of_squares"]
    access, source = warp_ir.array_access(s.kernel, 256)
    assert access == {"x": (True, False), "total": (False, True)}
    assert captured.roles(s.kernel, s.launches[0].to_dict(), access, source)[0]["atomic"]


def test_every_launch_is_checked_and_the_worst_one_reported(seen):
    """Two launches of one kernel (the same bytes, each draw its own weights): both checked, their
    samples added, the worst ratio (and its launch) the larger of the two."""
    _, launched = seen
    s = launched["smooth"]
    launch = s.launches[0].to_dict()
    one = captured.check(s.kernel, [launch], 256, True)
    two = captured.check(s.kernel, [launch, launch], 256, True)
    assert one["passed"] and two["passed"] and one["launches"] == 1 and two["launches"] == 2
    assert two["samples"] == 2 * one["samples"] and two["worst_ratio"] >= one["worst_ratio"]
    assert (two["worst_launch"] == 0) == (two["worst_ratio"] == one["worst_ratio"])


def test_the_output_weights_are_seeded_in_minus_one_to_one(seen):
    """w in [-1, 1), the output's dtype, not all equal, the same on a rerun and other for another draw."""
    _, launched = seen
    s = launched["smooth"]
    access, source = warp_ir.array_access(s.kernel, 256)
    found, base = captured.roles(s.kernel, s.launches[0].to_dict(), access, source)
    w = captured._weights(s.kernel, base, found["outputs"], 0)
    for name, values in w.items():
        assert values.dtype == base.views[name].dtype and (-1.0 <= values).all() and (values < 1.0).all() and len(np.unique(values)) > 1
        assert np.array_equal(values, captured._weights(s.kernel, base, found["outputs"], 0)[name])
        assert not np.array_equal(values, captured._weights(s.kernel, base, found["outputs"], 1)[name])


@pytest.fixture(scope="module")
def own_launches():
    """captured_kernels.py's kernels launched once each (on 8 values in (0.2, 0.8); the reciprocal on 4 with a 0), recorded."""
    module = warp_ir.import_file(Path(__file__).resolve().parent / "captured_kernels.py", "synth_test_captured_kernels")
    wp = warp_ir.warp()
    x = wp.array(np.linspace(0.2, 0.8, 8, dtype=np.float32), dtype=float, device="cpu")
    z = wp.array(np.linspace(0.3, 0.7, 8, dtype=np.float32), dtype=float, device="cpu")
    rec = recorder.Recorder()
    with recorder.zeroed_host_memory(), rec.installed():
        wp.launch(module.spread, dim=8, inputs=[x], outputs=[wp.zeros(8, dtype=wp.vec3, device="cpu")], device="cpu")
        wp.launch(module.flat_pair, dim=8, inputs=[x, z], outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        wp.launch(module.tiny_pair, dim=8, inputs=[x, z], outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        wp.launch(module.tiny_some, dim=8, inputs=[x], outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        sevenths = wp.array(np.linspace(0.2, 0.8, 7, dtype=np.float32), dtype=float, device="cpu")  # 0.5 among them
        wp.launch(module.one_kink, dim=7, inputs=[sevenths], outputs=[wp.zeros(7, dtype=float, device="cpu")], device="cpu")
        zero = wp.array(np.array([0.5, 0.0, 0.25, 1.0], dtype=np.float32), dtype=float, device="cpu")
        outputs = [wp.zeros(4, dtype=float, device="cpu"), wp.zeros(4, dtype=float, device="cpu")]
        wp.launch(module.reciprocal, dim=4, inputs=[zero], outputs=outputs, device="cpu")
    return {s.kernel.key: s for s in rec.seen.values()}


def test_a_vector_output_is_weighted_per_component(own_launches):
    """A vec3 output's weights and differences are (elements, 3): the check passes, 8 samples of x."""
    s = own_launches["spread"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found["passed"] and found["outputs"] == ["y"] and found["samples"] == 8, found


def test_an_adjoint_that_moves_where_the_loss_does_not_is_checked_not_skipped(own_launches):
    """Only when every difference AND every adjoint is 0 is a launch skipped as flat: here x's adjoint
    is 1e-6 w (within atol, so it passes) and z's is 0."""
    s = own_launches["flat_pair"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found.get("passed") is True and found["inputs"] == ["x", "z"], found


def test_a_loss_that_moves_with_one_input_is_checked_not_skipped(own_launches):
    """Only when every difference AND every adjoint is 0 is a launch skipped as flat: here the loss
    moves with x (by 1e-6 w, within atol of its zero adjoint) and not with z."""
    s = own_launches["tiny_pair"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found.get("passed") is True and found["inputs"] == ["x", "z"], found


def test_a_loss_that_moves_at_some_elements_only_is_checked_not_skipped(own_launches):
    """One moving difference is enough: the loss moves with x (by 1e-6 w, within atol of its zero
    adjoint) at the 4 of 8 elements where x >= 0.5 and not at the others, while every adjoint is 0."""
    s = own_launches["tiny_some"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found.get("passed") is True and found["inputs"] == ["x"] and found["samples"] == 8, found


def test_the_excluded_samples_of_every_launch_are_added(own_launches):
    """|x - 0.5| captured at 0.2, 0.3 ... 0.8: the sample at 0.5 is a kink, excluded, the other 6
    pass; checked over two launches, the samples and exclusions of both are added."""
    s = own_launches["one_kink"]
    launch = s.launches[0].to_dict()
    one = captured.check(s.kernel, [launch], 256, True)
    assert one.get("passed") is True and (one["samples"], one["excluded"]) == (7, 1), one
    two = captured.check(s.kernel, [launch, launch], 256, True)
    assert two.get("passed") is True and (two["samples"], two["excluded"]) == (14, 2), two


def test_each_kernel_draws_its_own_weights_and_samples(seen, own_launches):
    """The weights and sampled elements are seeded by the kernel's own hash, so kernels of different
    code draw differently: every captured kernel here gets a seed of its own."""
    kernels = [s.kernel for s in [*seen[1].values(), *own_launches.values()]]
    assert len(kernels) >= 8
    assert len({captured._seed(k) for k in kernels}) == len(kernels)


def test_a_launch_with_one_non_finite_output_is_skipped(own_launches):
    """1 / x at x = 0: one infinite element of one of two outputs is enough to skip the launch (not checked)."""
    s = own_launches["reciprocal"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found.get("skipped") == "launch 0: outputs not finite at the captured point", found


def test_a_captured_launch_without_atomics_has_the_generated_kernels_noise_allowance(seen):
    """32 ulps of |w y| over the step at each sampled element (no atomic sums: scale 1), as for a
    generated kernel (synth/verify/tolerance.py)."""
    _, launched = seen
    s = launched["smooth"]
    launch = s.launches[0].to_dict()
    access, source = warp_ir.array_access(s.kernel, 256)
    found, base = captured.roles(s.kernel, launch, access, source)
    assert not found["atomic"]
    w = captured._weights(s.kernel, base, found["outputs"], 0)
    d = captured._differences(s.kernel, launch, found, w, 0, tolerance.GRAD_PRECISIONS["float32"])["x"]
    y = base.views["y"].reshape(-1).astype(np.float64)
    terms = np.abs(w["y"].reshape(-1).astype(np.float64) * y)[d.elements]
    assert np.allclose(d.noise[0, :, 0], 32 * 2.0**-23 * terms / 2.0**-7, rtol=1e-12, atol=0)


def test_the_record_says_how_many_of_the_captured_launches_were_checked(own_launches):
    """Three launches captured, two replayed exactly and checked: the record's ``inputs`` counts both
    (a check on fewer launches than were captured does not read as all of them)."""
    from synth.stages.modules import CapturedGradCheck

    s = own_launches["one_kink"]
    launch = s.launches[0].to_dict()
    found = captured.check(s.kernel, [launch, launch], 256, True)
    result = CapturedGradCheck(found["worst_error"], found["tolerance"], found["launches"], found["samples"], found["excluded"], found["precision"], 3)
    assert result.check_fields()["inputs"] == f"captured: 2 of 3 captured launches checked, {found['samples']} samples, {found['excluded']} at kinks excluded (float32)"


def _spins_or_sleeps(kernel, seen, block_dim) -> dict:
    """A stand-in for ``gradcheck_of``: the kernel named "spins" computes forever, "sleeps" waits forever."""
    import time

    if kernel == "spins":
        while True:
            pass
    if kernel == "sleeps":
        time.sleep(10**6)
    return {"passed": True, "kernel": kernel}


def test_a_gradient_check_past_its_cpu_seconds_is_a_timeout_and_the_kernels_after_it_are_still_checked(monkeypatch):
    monkeypatch.setattr(ingest_child, "GRADCHECK_CPU_S", 1)
    monkeypatch.setattr(ingest_child, "WALL_FACTOR", 100.0)  # a loaded host gives the fork its CPU second well within 100 s
    monkeypatch.setattr(ingest_child, "gradcheck_of", _spins_or_sleeps)
    entries = [{"id": "a"}, {"id": "b"}]
    ingest_child.run_gradchecks([(entries[0], "spins", None, 1), (entries[1], "fine", None, 1)])
    assert entries[0]["gradcheck"]["label"] == "timeout"
    assert entries[0]["gradcheck"]["message"] == "the gradient check used more than its 1 CPU seconds (ended by its CPU-time limit: signal SIGXCPU)"
    assert entries[1]["gradcheck"] == {"passed": True, "kernel": "fine"}


def test_a_gradient_check_that_waits_without_computing_is_ended_by_its_wall_time_backstop(monkeypatch):
    monkeypatch.setattr(ingest_child, "GRADCHECK_CPU_S", 1)
    monkeypatch.setattr(ingest_child, "WALL_FACTOR", 2.0)
    monkeypatch.setattr(ingest_child, "gradcheck_of", _spins_or_sleeps)
    entries = [{"id": "a"}, {"id": "b"}]
    ingest_child.run_gradchecks([(entries[0], "sleeps", None, 1), (entries[1], "fine", None, 1)])
    assert entries[0]["gradcheck"] == {"passed": False, "label": "timeout", "message": "the gradient check waited 2 s of wall time without computing, 2 times its 1 CPU seconds (killed)"}
    assert entries[1]["gradcheck"] == {"passed": True, "kernel": "fine"}


@pytest.fixture(scope="module")
def warps_adjoints():
    """captured_kernels.py's kernels whose adjoint Warp gets wrong (frac of an input, mod by an input,
    eigenvectors at a repeated eigenvalue, components of a local overwritten) and ones it gets right
    (a mod of integers, components written into a local of constants), launched once each."""
    module = warp_ir.import_file(Path(__file__).resolve().parent / "captured_kernels.py", "synth_test_captured_kernels")
    wp = warp_ir.warp()
    x = wp.array(np.linspace(0.2, 0.8, 8, dtype=np.float32), dtype=float, device="cpu")
    z = wp.array(np.linspace(0.3, 0.7, 8, dtype=np.float32), dtype=float, device="cpu")
    m = wp.array(np.array([np.diag([1.0, 1.0, 1.5]), np.diag([0.5, 1.0, 2.0])], dtype=np.float32), dtype=wp.mat33, device="cpu")
    rec = recorder.Recorder()
    with recorder.zeroed_host_memory(), rec.installed():
        wp.launch(module.fractional, dim=8, inputs=[x], outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        wp.launch(module.modulo, dim=8, inputs=[x, z], outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        wp.launch(module.int_modulo, dim=8, inputs=[x], outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        wp.launch(module.eigenvectors, dim=2, inputs=[m], outputs=[wp.zeros(2, dtype=wp.mat33, device="cpu")], device="cpu")
        spread_out = wp.array(np.array([np.diag([1.0, 2.0, 1.5]), np.diag([0.5, 1.0, 2.0])], dtype=np.float32) + 0.1, dtype=wp.mat33, device="cpu")
        for kernel in (module.inverse_diagonal, module.diagonal_into_constants):
            wp.launch(kernel, dim=2, inputs=[spread_out], outputs=[wp.zeros(2, dtype=wp.vec3, device="cpu")], device="cpu")
    return {s.kernel.key: s for s in rec.seen.values()}


@pytest.mark.parametrize(("kernel", "named"), [("fractional", "frac's adjoint"), ("modulo", "mod's adjoint of its divisor")])
def test_a_builtin_whose_adjoint_warp_leaves_out_is_a_known_mismatch(warps_adjoints, kernel, named):
    """Warp's adjoint of frac (0) and of mod's divisor (0) disagree with the differences: still a
    grad_mismatch (the record is rejected), named as Warp's by design (an xfail)."""
    s = warps_adjoints[kernel]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch", found
    assert found["known"].startswith(f"Warp 1.19 leaves out {named} (") and found["known"].endswith(", on floats this kernel passes it"), found


def test_a_volume_transform_on_a_rotating_grid_is_a_known_mismatch(tmp_path):
    """``volume_index_to_world`` on Warp's torus grid (its map rotates: Warp's adjoint applies it where
    its transpose is due, tests/unit/warp/test_warp_reverse_mode.py) is a grad_mismatch named as
    Warp's; on a grid whose map is a scale (symmetric, where Warp's adjoint is right) the same kernel
    passes, and a planted 1% error in the adjoints there is a plain grad_mismatch, not Warp's."""
    module = warp_ir.import_file(Path(__file__).resolve().parent / "captured_kernels.py", "synth_test_captured_kernels")
    wp = warp_ir.warp()
    with open(Path(wp.__file__).parent / "tests" / "assets" / "torus.nvdb", "rb") as stream:
        torus = stream.read()
    p = wp.array(np.linspace(-2.0, 2.0, 24, dtype=np.float32).reshape(8, 3), dtype=wp.vec3, device="cpu")
    found = {}
    for name in ("rotating", "scaling"):
        rec = recorder.Recorder()
        with recorder.zeroed_host_memory(), rec.installed():  # a volume made while recorded is copied with the launch
            if name == "rotating":
                volume = wp.Volume.load_from_nvdb(torus, "cpu")
            else:
                volume = wp.Volume.load_from_numpy(np.zeros((8, 8, 8), dtype=np.float32), min_world=(1.0, 2.0, 3.0), voxel_size=0.25, device="cpu")
            wp.launch(module.to_world, dim=8, inputs=[volume.id, p], outputs=[wp.zeros(8, dtype=wp.vec3, device="cpu")], device="cpu")
        s = next(s for s in rec.seen.values() if s.kernel.key == module.to_world.key)  # not load_from_numpy's own kernels
        assert len(s.launches) == 1, s.not_copied
        found[name] = (s.kernel, [launch.to_dict() for launch in s.launches])
    failed = captured.check(*found["rotating"], 256, True)
    assert failed["passed"] is False and failed["label"] == "grad_mismatch", failed
    assert failed["known"].startswith("Warp 1.19 leaves out the transpose in a volume transform's adjoint ("), failed
    assert captured.check(*found["scaling"], 256, True)["passed"] is True
    real = captured._adjoints
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(captured, "_adjoints", lambda *a: {k: v * 1.01 for k, v in real(*a).items()})
        planted = captured.check(*found["scaling"], 256, True)
    assert planted["passed"] is False and planted["label"] == "grad_mismatch" and planted["known"] is None, planted


@pytest.fixture(scope="module")
def tile_reductions():
    """captured_kernels.py's tile kernels, one tiled launch each on distinct inputs (no ties): the
    float tile reductions and scan Warp declares not differentiable, and a tile sum (differentiated
    right) beside an integer tile's max."""
    module = warp_ir.import_file(Path(__file__).resolve().parent / "captured_kernels.py", "synth_test_captured_kernels")
    wp = warp_ir.warp()
    x = wp.array(np.linspace(0.5, 1.2, 8, dtype=np.float32)[[3, 0, 6, 1, 7, 2, 5, 4]], dtype=float, device="cpu")
    k = wp.array(np.arange(8, dtype=np.int32), dtype=int, device="cpu")
    rec = recorder.Recorder()
    with recorder.zeroed_host_memory(), rec.installed():
        for kernel, out in ((module.tile_largest, 1), (module.tile_running_sum, 8)):
            wp.launch_tiled(kernel, dim=[1], inputs=[x], outputs=[wp.zeros(out, dtype=float, device="cpu")], block_dim=8, device="cpu")
        x2 = wp.array(x.numpy().reshape(2, 4), dtype=float, device="cpu")
        wp.launch_tiled(module.tile_column_products, dim=[1], inputs=[x2], outputs=[wp.zeros(4, dtype=float, device="cpu")], block_dim=8, device="cpu")
        outs = [wp.zeros(1, dtype=float, device="cpu"), wp.full(1, 7, dtype=int, device="cpu")]  # holds its max already: not stateful
        wp.launch_tiled(module.tile_total_beside_int_max, dim=[1], inputs=[x, k], outputs=outs, block_dim=8, device="cpu")
    return {s.kernel.key: s for s in rec.seen.values()}


@pytest.mark.parametrize(
    ("kernel", "named"),
    [("tile_largest", "tile_max's and tile_min's adjoint"), ("tile_column_products", "tile_reduce's adjoint"), ("tile_running_sum", "the tile scans' adjoint")],
)
def test_a_tile_reduction_warp_declares_not_differentiable_is_a_known_mismatch(tile_reductions, kernel, named):
    """On distinct inputs (no kink) the differences of a tile max, an axis product and a prefix sum
    move; Warp's adjoint is 0 (tests/unit/warp/test_warp_reverse_mode.py): a grad_mismatch named as Warp's."""
    s = tile_reductions[kernel]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 8, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch", found
    assert found["known"].startswith(f"Warp 1.19 leaves out {named} (") and found["known"].endswith(", on floats this kernel passes it"), found


def test_a_mismatch_beside_an_integer_tiles_max_is_not_named_warps(tile_reductions, monkeypatch):
    """A tile sum's adjoint is right (the check passes) beside the max of an integer tile; a planted
    1% error in the adjoints is then a plain grad_mismatch: only float tiles' reductions are Warp's."""
    s = tile_reductions["tile_total_beside_int_max"]
    launches = [launch.to_dict() for launch in s.launches]
    assert captured.check(s.kernel, launches, 8, True)["passed"] is True
    real = captured._adjoints
    monkeypatch.setattr(captured, "_adjoints", lambda *a: {k: v * 1.01 for k, v in real(*a).items()})
    found = captured.check(s.kernel, launches, 8, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch" and found["known"] is None, found


def test_a_non_finite_adjoint_of_warps_at_finite_outputs_is_a_known_mismatch(warps_adjoints):
    """eig3 of diag(1, 1, 1.5): the eigenvectors are finite, Warp's adjoint divides by the zero gap."""
    s = warps_adjoints["eigenvectors"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch", found
    assert found["known"].startswith("Warp's own adjoint of m is not finite at the captured point"), found


def test_a_mismatch_beside_a_mod_of_integers_is_not_named_warps(warps_adjoints, monkeypatch):
    """The integer mod's adjoint is whole; a planted 1% error in the adjoints is a plain grad_mismatch
    (FAILED, not an xfail): only the float calls of the table are Warp's."""
    s = warps_adjoints["int_modulo"]
    launches = [launch.to_dict() for launch in s.launches]
    assert captured.check(s.kernel, launches, 256, True)["passed"] is True
    real = captured._adjoints
    monkeypatch.setattr(captured, "_adjoints", lambda *a: {k: v * 1.01 for k, v in real(*a).items()})
    found = captured.check(s.kernel, launches, 256, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch" and found["known"] is None, found


def test_a_component_overwritten_in_a_local_computed_from_inputs_is_a_known_mismatch(warps_adjoints):
    """v = get_diag(m[i]); v[k] = 1 / v[k]: Warp's adjoint of m also gets the write's own (the
    optim.linear kernels' form); a grad_mismatch, named as Warp's."""
    s = warps_adjoints["inverse_diagonal"]
    found = captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 256, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch", found
    assert found["known"].startswith("it overwrites a component of a local vector or matrix computed from its inputs"), found


def test_components_written_into_a_local_of_constants_are_not_named_warps(warps_adjoints, monkeypatch):
    """The same writes into vec3(0, 0, 0) are differentiated right (the check passes); a planted 1%
    error in the adjoints is then a plain grad_mismatch, not Warp's."""
    s = warps_adjoints["diagonal_into_constants"]
    launches = [launch.to_dict() for launch in s.launches]
    assert captured.check(s.kernel, launches, 256, True)["passed"] is True
    assert captured._overwrites_computed_components(warp_ir.array_access(s.kernel, 256)[1]) is False
    assert captured._overwrites_computed_components(warp_ir.array_access(warps_adjoints["inverse_diagonal"].kernel, 256)[1]) is True
    real = captured._adjoints
    monkeypatch.setattr(captured, "_adjoints", lambda *a: {k: v * 1.01 for k, v in real(*a).items()})
    found = captured.check(s.kernel, launches, 256, True)
    assert found["passed"] is False and found["label"] == "grad_mismatch" and found["known"] is None, found


def test_a_native_adjoint_writing_a_struct_arrays_gradient_has_a_buffer_to_write_to():
    """Warp's test_ref: a native function's adjoint writes into a struct array's gradient (the array
    is held, not differentiated). Every held float or struct array gets a gradient buffer, so the
    backward runs (it ended the process with SIGSEGV on a null one) and the check passes."""
    import warp.tests.test_ref as test_ref

    rec = recorder.Recorder()
    with recorder.zeroed_host_memory(), rec.installed():
        test_ref.test_native_ref_param_adjoint_nested_struct_array_field(unittest.TestCase(), "cpu")
    (s,) = rec.seen.values()
    entry = {"id": s.kernel.key}
    ingest_child.run_gradchecks([(entry, s.kernel, s, 256)])  # in a fork: a crash is a label, not pytest's end
    assert entry["gradcheck"].get("passed") is True and entry["gradcheck"]["inputs"] == ["x"], entry["gradcheck"]
