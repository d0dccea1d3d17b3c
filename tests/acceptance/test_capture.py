"""Real code captured while it runs, and code that misbehaves at import, end to end in real pytest
runs (pytester subprocesses), each kernel and module with its exact outcome.

``tests/captured/test_launches.py`` is a test module whose kernels mostly exist only while its
tests run (a factory called twice, a ``wp.static`` kernel, a ``module="unique"`` closure, a kernel
of a test body, a mesh-handle kernel, one never launched: its docstring lists each outcome).
``tests/misbehaving`` holds modules that exit with status 0 and 3, crash, hang, or change
directory at import, beside one well-behaved kernel.
"""

from __future__ import annotations

import base64
import json
import os
from pathlib import Path

import numpy as np
import pytest

from synth.evaluate.cli import read_records
from synth.model.module_case import short_hash
from synth.stages import ingest
from synth.stages.ingest import sources
from synth.warp import warp_ir

pytestmark = pytest.mark.slow  # whole pytest sessions (pytester): run by nox -s tests, not by a plain pytest

ROOT = Path(__file__).resolve().parents[2]
WARP_CACHE = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
DATA = ("train.jsonl", "val.jsonl", "test.jsonl", "stats.json")


@pytest.fixture
def ingest_run(pytester, monkeypatch):
    """``ingest_run(spec, folder, *args)``: the module stage tests over ``spec``, writing the dataset to ``folder``."""
    monkeypatch.setenv("WARP_CACHE_PATH", WARP_CACHE)

    def run(spec: str, folder: str, *args: str) -> pytest.RunResult:
        argv = [
            "-p", "no:cacheprovider", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT), str(ROOT / "tests" / "test_modules.py"),
            "--synth-modules", spec, "--synth-categories", "none", f"--dataset={folder}", *args,
        ]  # fmt: skip
        if not any(a.startswith("--synth-cache-dir") for a in args):
            argv += ["--synth-cache-dir", str(ROOT / ".synth_cache")]
        return pytester.runpytest_subprocess(*argv, timeout=900)

    return run


def test_modules_that_exit_crash_hang_or_change_directory_are_skipped_and_the_rest_recorded(ingest_run, pytester):
    result = ingest_run(str(ROOT / "tests" / "misbehaving"), "rel_ds", "--synth-module-timeout", "10", "-n", "2")
    # the one kernel: nvrtc, cpu run and record check pass; no snapshot committed; no captured inputs to check gradients on;
    # not lifted: it is named `double`, a C++ keyword (the .cu's kernel carries the original's name)
    result.assert_outcomes(passed=3, skipped=2 + 4)
    assert result.ret == 0
    result.stdout.fnmatch_lines_random(
        [
            "*module misbehaving:changes_directory: changed the working directory at import (to /)*",
            "*module misbehaving:exits_three: ended the process with exit status 3 before its result was written*",
            "*module misbehaving:exits_zero: ended the process with exit status 0 before its result was written*",
            "*module misbehaving:hangs: waited 30 s of wall time without computing, 3 times its 10 CPU seconds (killed)*",
            "*module misbehaving:segfaults: ended the process with signal SIGSEGV before its result was written*",
        ]
    )
    assert set(read_records(pytester.path / "rel_ds")) == {"misbehaving-well_behaved-double"}  # the relative folder, where it was asked for
    assert not Path("/rel_ds").exists()


def test_two_folders_of_one_name_are_two_sources(tmp_path):
    for side, factor in (("x", 2.0), ("y", 3.0)):
        (tmp_path / side / "lib").mkdir(parents=True)
        (tmp_path / side / "lib" / "k.py").write_text(
            f"import warp as wp\n\n\n@wp.kernel\ndef scale(a: wp.array(dtype=float)):\n    i = wp.tid()\n    a[i] = a[i] * {factor}\n"
        )
    specs = [str(tmp_path / "x" / "lib"), str(tmp_path / "y" / "lib")]
    found = ingest.discover(specs, tmp_path / "cache", (90,), 2)
    other = f"lib_{short_hash(str((tmp_path / 'y' / 'lib').resolve()))}"
    assert [c.id for c in found.cases] == ["lib-k-scale", f"{other}-k-scale"]
    assert found.skipped_modules == []
    # a name belongs to the folder that took it first (a dataset folder keeps them across runs), whatever the SPEC order
    roots = {"lib": str((tmp_path / "x" / "lib").resolve())}
    assert [c.source for c in sources.all_candidates(specs[::-1], dict(roots))] == [other, "lib"]


CAPTURED = {
    "captured-test_launches-with_static": "captured",
    "captured-test_launches-never_launched": "synthesized",
    "captured-test_launches-mesh_points": "synthesized",  # its captured launch is not replayable: a seeded mesh instead
}


def test_kernels_that_exist_only_while_tests_run_are_captured_with_their_inputs(ingest_run, tmp_path):
    one = tmp_path / "one"
    result = ingest_run(str(ROOT / "tests" / "captured"), str(one), "-n", "0")
    # 7 kernels: nvrtc passes for all; the CPU run passes 5 captured + 2 synthesized (the mesh kernel's launch
    # passes the mesh's own points array too, so it is not replayed: it runs on a seeded mesh of the harness's); the gradient check passes the 5 captured, skips the 2 others; the record check passes all 7; no snapshots are committed for them;
    # the 5 captured kernels and the synthesized never_launched are lifted: their standalone .cu, its nvcc build, its emulation and its
    # recorded liveness pass; the mesh kernel (mesh_query_point: not in the model) skips those 4 stages
    result.assert_outcomes(passed=7 + 7 + 5 + 7 + 4 * 6, skipped=7 + 2 + 4 * 1)
    assert result.ret == 0
    result.stdout.fnmatch_lines(["*captured: 1 modules (0 skipped, 5 tests run, 0 failed), 7 kernels found, 7 distinct: inputs 5 captured, 2 synthesized, 0 none (0 handles)*"])
    found = read_records(one)
    assert len(found) == 7
    for case_id, inputs in CAPTURED.items():
        assert found[case_id]["provenance"]["inputs"] == inputs, case_id
    factories = sorted((r for r in found.values() if r["kernel_name"] == "make_scale__locals__scale_by"), key=lambda r: r["python_source"])
    assert [r["python_source"].split("\n")[2] for r in factories] == ["factor = 2.0", "factor = 3.0"]
    assert factories[0]["hash"] != factories[1]["hash"] and factories[0]["cpu_forward"] == factories[1]["cpu_forward"].replace("3.0", "2.0")

    body = next(r for r in found.values() if r["kernel_name"] == "TestLaunches__test_body__locals__body_kernel")
    assert body["provenance"]["launched_by"] == "captured:test_launches.TestLaunches.test_body"
    assert [launch["dim"] for launch in body["captured_inputs"]] == [[8], [8], [8]]  # 3 of its 5 launches kept
    k = [launch["args"][2] for launch in body["captured_inputs"]]
    assert [np.frombuffer(base64.b64decode(a["data"]), np.float32)[0] for a in k] == [0.0, 1.0, 2.0]
    x = body["captured_inputs"][0]["args"][0]
    assert x["kind"] == "array" and x["dtype"] == "float32" and x["shape"] == [8]
    assert np.array_equal(np.frombuffer(base64.b64decode(x["data"]), np.float32), np.arange(8, dtype=np.float32) * 0.5)
    assert body["checks"]["module_cpu_run"]["inputs"].startswith("captured: 3 launches replayed")
    assert body["checks"]["module_gradcheck"]["inputs"] == "captured: 3 of 3 captured launches checked, 24 samples (float32)"
    assert body["checks"]["module_emulation"]["passed"] and body["checks"]["module_emulation"]["inputs"].startswith("captured: 3 launches, 1 output arrays bit for bit; Warp's IR of the lifted model ")
    assert 'extern "C" __global__ void body_kernel(' in body["cuda_kernel"] and body["cuda_kernel"] in body["cuda_standalone"]
    for record in found.values():  # every kernel of the fixture is lifted but the mesh kernel, which says why not
        lifted = record["kernel_name"] != "mesh_points"
        assert bool(record["cuda_kernel"]) == lifted
        assert lifted or record["checks"]["module_cuda_source"]["skipped"] == "not lifted: a value: a value of type warp._src.types.MeshQueryPoint"

    unique = next(r for r in found.values() if r["kernel_name"] == "make_offset__locals__offset")
    assert "amount = 1.5" in unique["python_source"] and unique["captured_inputs"]
    mesh = found["captured-test_launches-mesh_points"]
    assert mesh["captured_inputs"] is None and mesh["ptx"] and all(mesh[k] for k in ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward"))
    assert mesh["checks"]["module_cpu_run"]["passed"] and "handles: mesh: a mesh of 6 vertices and 8 faces (seeded, built by the harness)" in mesh["checks"]["module_cpu_run"]["inputs"]

    # a cold second ingest (its own cache: every module run again), on two workers: the same bytes
    two = tmp_path / "two"
    ingest_run(str(ROOT / "tests" / "captured"), str(two), "-n", "2", f"--synth-cache-dir={tmp_path / 'cache'}").assert_outcomes(passed=50, skipped=13)  # as the first run
    for name in DATA:
        assert (two / name).read_bytes() == (one / name).read_bytes(), name
    again = ingest_run(str(ROOT / "tests" / "captured"), str(one), "-n", "2")
    again.stdout.fnmatch_lines(["*0 new, 0 failed, 7 already there*"])
    for name in DATA:
        assert (two / name).read_bytes() == (one / name).read_bytes(), name


def expected_gradchecks() -> dict[str, str]:
    """``tests/captured_gradients/test_gradients.py``'s table of each kernel's expected outcome."""
    return warp_ir.import_file(ROOT / "tests" / "captured_gradients" / "test_gradients.py", "synth_test_captured_gradients").EXPECTED


def test_the_gradient_check_of_captured_launches_passes_fails_or_skips_each_kernel_as_expected(ingest_run, tmp_path):
    folder = tmp_path / "ds"
    expected = expected_gradchecks()
    result = ingest_run(str(ROOT / "tests" / "captured_gradients"), str(folder), "-n", "2", "-rx")
    # 14 kernels, all captured: nvrtc and the CPU run pass for all; no snapshots are committed for them
    # + the record check of each of the 14 kernels; 12 are lifted, the tile kernel too (the standalone .cu, nvcc, emulation and
    # liveness pass), 2 refused (4 skips each; divided_in_place: an array element's /= is Warp's atomic_div, not in the model).
    # The three grad_mismatch kernels disagree by design (a hand-written adjoint, two in-place launches): xfails, rejected all the same
    result.assert_outcomes(passed=14 + 14 + 6 + 14 + 4 * 12, failed=1, xfailed=3, skipped=14 + 4 + 4 * 2)
    found = {r["provenance"]["kernel"]: r for r in read_records(folder).values()}
    assert set(found) == {k for k, outcome in expected.items() if outcome not in ("grad_mismatch", "crash")}  # a failed check keeps a kernel out
    for kernel, outcome in expected.items():
        if outcome == "passed":
            check = found[kernel]["checks"]["module_gradcheck"]
            assert check["passed"] and check["method"] == "sampled" and 0 <= check["worst_error"] <= check["tolerance"], kernel
        elif outcome == "grad_mismatch":
            result.stdout.fnmatch_lines([f"XFAIL *test_module_gradcheck[[]captured_gradients-test_gradients-{kernel}[]] - [[]grad_mismatch[]] *"])
        elif outcome == "crash":
            result.stdout.fnmatch_lines([f"*{kernel} module_gradcheck: crash (environment failure*): the gradient check ended its process with signal SIGFPE*"])
        else:
            assert found[kernel]["checks"]["module_gradcheck"]["skipped"].startswith(outcome), kernel
    assert "(float64)" in found["smooth_float64"]["checks"]["module_gradcheck"]["inputs"]
    assert found["smooth_float64"]["checks"]["module_emulation"]["passed"] and "double" in found["smooth_float64"]["cuda_kernel"]
    assert found["tile_scale"]["checks"]["module_emulation"]["passed"] and found["tile_scale"]["cuda_kernel"]  # a tiled launch, lifted
    for kernel in ("in_place", "divided_in_place"):  # Warp's verifier flags the first; only the body's subscripts show the second
        result.stdout.fnmatch_lines([f"*-{kernel}] - [[]grad_mismatch[]] in place: it reads the float array x it writes*"])
    result.stdout.fnmatch_lines(["*-wrong_adjoint] - [[]grad_mismatch[]] its adjoint is custom by design (@wp.func_grad/@wp.func_replay of *"])
    failures = [json.loads(line) for p in (folder / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]
    assert sorted(f["stages"]["module_gradcheck"]["label"] for f in failures if "module_gradcheck" in f["stages"]) == ["grad_mismatch"] * 3
