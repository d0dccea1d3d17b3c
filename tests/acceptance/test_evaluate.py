"""The evaluator against hostile candidates and against the records' own texts.

Every hostile candidate of ``evaluate_hostile.py`` must get its label (one of each kind of
refusal in the fast set, the rest with the slow tests: each costs a build, 1 to 4 CPU-seconds);
the records' own texts must all pass (four cases in the fast set, a tile record among them,
fourteen with the slow tests, and every record of a 3-per-category dataset in
``test_every_record_of_a_dataset_passes``); a kernel right at the dataset's launch but missing its
bounds check must fail, a tile kernel's too (partial tiles, other tile counts); a fork bomb, an
infinite loop and a 10 GB allocation must each end within their stated limits, with the
evaluation going on after them. Judged on the CPU (the emulation and Warp's CPU), as CI runs.
"""

from __future__ import annotations

import dataclasses
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest
from evaluate_hostile import BASE, ESCAPE, HOSTILE, RIGHT_CANDIDATES, SHARED_MEMORY, TILE_SUM, WARP_CODE, WARP_CODE_CASES, record_of

from synth.evaluate import limits, warp_races
from synth.evaluate.machine import detect
from synth.evaluate.problems import problem_for
from synth.evaluate.run import judge_candidate
from synth.toolchain import sandbox

ROOT = Path(__file__).resolve().parents[2]
FAST_OWN_CASES = ["arithmetic-s000017", "grid2d-s000000", "struct-s000000", "tile_reduce-s000001"]
TILE_OWN_CASES = ["tile_map-s000001", "tile_thread-s000001", "tile_scan-s000000", "tile_grid-s000000", "tile_matmul-s000001", "combined-s000002"]
OWN_CASES = [*FAST_OWN_CASES, "half-s000001", "int64-s000000", "atomic-s000011", "stencil-s000001", "linalg-s000000", "stochastic-s000000", *TILE_OWN_CASES]
# one candidate per way of being refused runs in the fast set; the bounds bug and the resource limits have tests of their own
FAST_HOSTILE = {
    "all_zeros", "first_block_only", "caches_results_between_launches", "half_precision", "exit_early",
    "not_cuda", "empty", "writes_a_file_outside_its_folder", "warp_ignores_an_input", "warp_computes_at_import", "tile_drops_a_barrier",
    "reads_before_the_start", "non_atomic_histogram", "writes_the_next_blocks_tile", "tests_cuda_arch", "overwrites_an_input", "ignores_past_512",
    "warp_numpy_as_wp", "warp_kernel_from_elsewhere", "reads_the_evaluators_environment", "warp_non_atomic_histogram",
    "warp_non_atomic_add_in_a_helper", "warp_tile_reads_a_neighbours_output",
}  # fmt: skip
# one right-but-unusual candidate per class in the fast set: double literals, intrinsics, atomics in shared memory, nvcc's macros, a main guard
FAST_RIGHT = {"double_literals", "bit_intrinsics", "shared_float_atomic_sum", "cuda_arch_polyfill", "cas_loop_add", "warp_main_guard", "warp_explicit_atomic",
              "warp_atomic_add_behind_a_transform"}  # fmt: skip
NEEDS_READ_SANDBOX = {"reads_the_evaluators_environment", "reads_the_harness", "build_sees_the_harness", "build_sees_another_process"}


def _sets(items, fast, name=lambda x: x):
    return [pytest.param(x, id=name(x), marks=() if name(x) in fast else pytest.mark.slow) for x in items]


@pytest.fixture(scope="module")
def machine():
    found = detect(use_device=False)
    if found.nvcc is None or found.gxx is None:
        pytest.skip(f"the cuda_kernel target needs nvcc and g++: {found.nvcc_reason or 'no g++'}")
    return found


@pytest.fixture(scope="module")
def problems(tmp_path_factory):
    """Each case's problem (shapes, draws, references), made once for the module."""
    made: dict = {}
    folder = tmp_path_factory.mktemp("references")

    def get(case_id: str):
        if case_id not in made:
            made[case_id] = problem_for(record_of(case_id), seed=0, draws=5, folder=folder)
        return made[case_id]

    return get


def judge(problem, target: str, text, folder: Path, machine):
    return judge_candidate(problem, None, target, text, folder, machine, problem.record)


def _judge_hostile(hostile, problems, tmp_path, machine):
    """The hostile candidate's verdict on ``machine``; skipped where this kernel cannot confine what it tries."""
    if hostile.name == "signals_its_parent" and "signals kept inside" not in sandbox.features().get("landlock", ""):
        pytest.skip("this kernel's Landlock cannot keep signals inside the sandbox: the candidate would signal this test")
    if hostile.name in NEEDS_READ_SANDBOX and "landlock" not in sandbox.features():
        pytest.skip("this kernel has no Landlock: reads are not confined here (the report's sandbox says so)")
    Path(ESCAPE).unlink(missing_ok=True)
    return judge(problems(hostile.case), hostile.target, hostile.source(), tmp_path, machine)


@pytest.mark.parametrize("hostile", _sets(HOSTILE, FAST_HOSTILE, lambda h: h.name))
def test_hostile_candidate_is_refused(hostile, problems, machine, tmp_path):
    verdict = _judge_hostile(hostile, problems, tmp_path, machine)
    assert verdict.label == hostile.label, f"{hostile.name} ({hostile.caught_by}): {verdict.label}: {verdict.message}"
    assert not Path(ESCAPE).exists(), "a candidate wrote outside its folder"
    if hostile.target == "python_source" and hostile.label == "race":  # found by the lifted kernel's check, or, where the lifter refuses it, Warp's own code's
        found_by = WARP_CODE if hostile.name in WARP_CODE_CASES else "lifted to CUDA"
        assert verdict.race_check == "done" and found_by in verdict.message, verdict.message


def test_the_suite_holds_seventy_hostile_and_forty_right_candidates():
    assert len(HOSTILE) >= 70 and len(RIGHT_CANDIDATES) >= 40
    assert len({h.name for h in HOSTILE} | {r.name for r in RIGHT_CANDIDATES}) == len(HOSTILE) + len(RIGHT_CANDIDATES)
    assert "pass" not in {h.label for h in HOSTILE}


@pytest.mark.parametrize("right", _sets(RIGHT_CANDIDATES, FAST_RIGHT, lambda r: r.name))
def test_a_right_but_unusual_candidate_passes(right, problems, machine, tmp_path):
    """No false rejects: each is right, written otherwise than the harness writes it."""
    verdict = judge(problems(right.case), right.target, right.source(), tmp_path, machine)
    assert verdict.label == "pass", f"{right.name} ({right.why}): {verdict.label}: {verdict.message}"
    if right.target == "python_source":  # race-checked: lifted, or in Warp's own code (a tile kernel's lanes as Warp runs them)
        assert verdict.race_check == "done", verdict.race_check
    else:
        assert verdict.race_check == ""


def test_a_kernel_the_lifter_refuses_is_race_checked_in_warps_own_code(problems, machine, tmp_path):
    """A reduction by wp.atomic_add in a kernel the lifter refuses (an aliased array): Warp's CPU code
    of it, built with the race check, passes (Warp's atomics are atomics to it); a plain += does not."""
    right = next(r for r in RIGHT_CANDIDATES if r.name == "warp_atomic_add_behind_a_transform")
    verdict = judge(problems(right.case), right.target, right.source(), tmp_path / "right", machine)
    assert (verdict.label, verdict.race_check) == ("pass", "done"), verdict.message
    assert (tmp_path / "right" / warp_races.MANIFEST).is_file() and list((tmp_path / "right").glob("warp_races/*/race.so"))  # the lifter refused it: Warp's code was checked
    racy = right.source().replace("    wp.atomic_add(bins, i % 4, x0)\n", "    bins[i % 4] = bins[i % 4] + x0\n")
    verdict = judge(problems(right.case), right.target, racy, tmp_path / "racy", machine)
    assert (verdict.label, verdict.race_check) == ("race", "done") and WARP_CODE in verdict.message, verdict.message


@pytest.mark.parametrize("case_id", _sets(OWN_CASES, FAST_OWN_CASES))
@pytest.mark.parametrize("target", ["cuda_kernel", "python_source"])
def test_the_records_own_texts_pass(case_id, target, problems, machine, tmp_path):
    problem = problems(case_id)
    verdict = judge(problem, target, problem.record[target], tmp_path, machine)
    assert verdict.label == "pass", verdict.message
    assert verdict.shapes == [s.dim for s in problem.shapes]
    if target == "python_source":  # the record's own kernel is race-checked: lifted, or in Warp's own code (a tile kernel's lanes as Warp runs them)
        assert verdict.race_check == "done", verdict.race_check


def test_the_race_check_trusts_a_lift_only_when_its_emulation_gives_the_candidates_warp_outputs(problems, machine, tmp_path):
    """``python_races.check`` on the record's own spec (a lifted spec is one too) and runs: done when
    the emulated outputs are the Warp outputs bit for bit; not done, and no verdict, when one element differs."""
    import numpy as np

    from synth.evaluate.python_races import LiftedRun, check

    problem = problems(BASE)
    runs = [LiftedRun(r.spec, r.values, r.expected, r.context) for r in problem.runs if r.shape in (0, 2)]
    assert check(runs, tmp_path / "same", machine) == (None, "done")
    tampered = {**runs[-1].warp_outputs, "out": np.array(runs[-1].warp_outputs["out"], copy=True)}
    tampered["out"][3] = np.nextafter(tampered["out"][3], np.float32(np.inf))
    found, why = check([*runs[:-1], LiftedRun(runs[-1].spec, runs[-1].values, tampered, runs[-1].context)], tmp_path / "differs", machine)
    assert found is None and why.startswith("not done: the lifted kernel's emulation differs from the candidate's Warp run") and "'out'" in why, why


def test_shapes_include_one_a_prime_and_more_than_a_block(problems):
    dims = [s.dim for s in problems(BASE).shapes]
    assert dims == [[256], [1], [37], [257], [1031], [3079]]  # the record's own (one whole block), then 1, a prime, primes past one, four and twelve blocks


def test_a_bounds_bug_passes_the_dataset_shape_and_fails_the_others(problems, machine, tmp_path):
    """Without ``if (i >= n) return;`` the kernel is right at the record's 256 threads (one
    whole block), and reads and writes out of bounds at 1, 37 and 257."""
    problem = problems(BASE)
    buggy = next(h for h in HOSTILE if h.name == "no_bounds_check").source()
    at_own_shape = dataclasses.replace(problem, shapes=problem.shapes[:1], runs=[r for r in problem.runs if r.shape == 0])
    assert judge(at_own_shape, "cuda_kernel", buggy, tmp_path / "own", machine).label == "pass"
    verdict = judge(problem, "cuda_kernel", buggy, tmp_path / "all", machine)
    assert verdict.label == "out_of_bounds", verdict.message
    assert "launch [1]" in verdict.message


@pytest.mark.parametrize(
    ("name", "label", "at"),
    [
        ("tile_no_bounds_on_partial_tiles", "out_of_bounds", "launch [1]"),  # 3 whole tiles at its own launch; the arrays of one element overrun
        pytest.param("tile_ignores_its_block", "race", "launch [5]", marks=pytest.mark.slow),  # one tile at its own launch; five blocks write the first tile
        pytest.param("warp_tile_fixed_offset", "mismatch", "launch [5]", marks=pytest.mark.slow),
    ],
)
def test_a_tile_kernel_right_at_its_own_launch_fails_at_other_tile_counts(name, label, at, problems, machine, tmp_path):
    """A tile candidate whose bounds (or tile index) are wrong passes at the record's launch alone
    and fails at the tile sizes the evaluator adds: partial tiles, one tile, five tiles."""
    hostile = next(h for h in HOSTILE if h.name == name)
    problem = problems(hostile.case)
    at_own_shape = dataclasses.replace(problem, shapes=problem.shapes[:1], runs=[r for r in problem.runs if r.shape == 0])
    assert judge(at_own_shape, hostile.target, hostile.source(), tmp_path / "own", machine).label == "pass"
    verdict = judge(problem, hostile.target, hostile.source(), tmp_path / "all", machine)
    assert verdict.label == label and at in verdict.message, verdict.message


def test_a_kernel_that_needs_a_block_is_not_emulated(problems, machine, tmp_path):
    """A right kernel that shares a tile between a block's threads: the CPU emulation runs threads
    one after another and cannot judge it; without a device it is not_emulated, never a pass or a mismatch."""
    verdict = judge(problems(BASE), "cuda_kernel", SHARED_MEMORY, tmp_path, machine)
    assert verdict.label == "not_emulated" and "__syncthreads" in verdict.message, verdict.message


@pytest.mark.gpu
def test_candidates_run_on_the_device(problems, tmp_path):
    """On a CUDA host: the record's own kernel passes the emulation and the device, the block-level
    kernel passes on the device alone, and all zeros is still degenerate."""
    found = detect(use_device=True)
    if found.device is None:
        pytest.skip(found.device_reason)
    problem = problems(BASE)
    own = judge(problem, "cuda_kernel", problem.record["cuda_kernel"], tmp_path / "own", found)
    assert own.label == "pass" and own.where == f"cpu_emulation and {found.device.alias}", own.message
    shared = judge(problem, "cuda_kernel", SHARED_MEMORY, tmp_path / "shared", found)
    assert shared.label == "pass" and shared.where == found.device.alias, shared.message
    zeros = next(h for h in HOSTILE if h.name == "all_zeros").source()
    assert judge(problem, "cuda_kernel", zeros, tmp_path / "zeros", found).label == "degenerate"


@pytest.mark.gpu
@pytest.mark.parametrize("case_id", ["tile_reduce-s000001", "tile_thread-s000001", "tile_grid-s000000"])
def test_tile_candidates_run_on_the_device(case_id, problems, tmp_path):
    """On a CUDA host: a tile record's own kernel passes the block emulation and the device at every
    tile size, and a dropped barrier is still refused by the emulation (a device may not show it)."""
    found = detect(use_device=True)
    if found.device is None:
        pytest.skip(found.device_reason)
    problem = problems(case_id)
    own = judge(problem, "cuda_kernel", problem.record["cuda_kernel"], tmp_path / "own", found)
    assert own.label == "pass" and own.where == f"cpu_emulation and {found.device.alias}", own.message
    if case_id == TILE_SUM:
        dropped = next(h for h in HOSTILE if h.name == "tile_drops_a_barrier").source()
        assert judge(problem, "cuda_kernel", dropped, tmp_path / "dropped", found).label == "race"


@pytest.fixture(scope="module")
def device_machine():
    found = detect(use_device=True)
    if found.device is None:
        pytest.skip(found.device_reason)
    return found


@pytest.mark.gpu
@pytest.mark.parametrize("hostile", [pytest.param(h, id=h.name) for h in HOSTILE])
def test_hostile_candidate_is_refused_with_a_device(hostile, problems, device_machine, tmp_path):
    """On a CUDA host every hostile candidate gets the label it gets on a CPU-only host: the device is
    one more place a candidate runs, never a way past the emulation's checks."""
    verdict = _judge_hostile(hostile, problems, tmp_path, device_machine)
    assert verdict.label == hostile.label, f"{hostile.name} ({hostile.caught_by}): {verdict.label}: {verdict.message}"
    assert not Path(ESCAPE).exists(), "a candidate wrote outside its folder"


@pytest.mark.gpu
@pytest.mark.parametrize("right", [pytest.param(r, id=r.name) for r in RIGHT_CANDIDATES])
def test_a_right_but_unusual_candidate_passes_with_a_device(right, problems, device_machine, tmp_path):
    """No false rejects on a CUDA host either: each right candidate passes the emulation and the device."""
    verdict = judge(problems(right.case), right.target, right.source(), tmp_path, device_machine)
    assert verdict.label == "pass", f"{right.name} ({right.why}): {verdict.label}: {verdict.message}"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _processes_named(fragment: str) -> list[str]:
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True, check=True).stdout.splitlines()
    return [line for line in ps if fragment in line and "ps -eo" not in line]


@pytest.mark.parametrize("name, label", [("fork_bomb", "crash"), ("loops_forever", "timeout"), ("allocates_without_bound", "crash")])
def test_resource_limits_end_the_candidate_and_the_run_goes_on(name, label, problems, machine, tmp_path):
    """Each ends within the run's stated CPU and wall-clock limits (builds aside), leaves no
    process behind, and the record's own kernel is judged right after it."""
    problem = problems(BASE)
    hostile = next(h for h in HOSTILE if h.name == name)
    cpu, wall = _children_cpu(), time.monotonic()
    verdict = judge(problem, "cuda_kernel", hostile.source(), tmp_path / name, machine)
    cpu, wall = _children_cpu() - cpu, time.monotonic() - wall
    assert verdict.label == label, verdict.message
    builds = 2 * limits.BUILD.cpu_s  # nvcc and g++, each bounded by its own limit (about 1 CPU-second here)
    assert cpu <= limits.RUN.cpu_s + 1 + builds
    assert wall <= limits.RUN_WALL_S + 2 * limits.BUILD_WALL_S
    assert not _processes_named(str(tmp_path / name)), "a candidate's process outlived its run"
    assert judge(problem, "cuda_kernel", problem.record["cuda_kernel"], tmp_path / "after", machine).label == "pass"


def test_the_command_line_writes_the_report(tmp_path):
    """``python -m synth.evaluate DATASET PREDICTIONS --out``: a dataset folder of two records,
    their own texts and two hostile candidates; the report's pass@k, labels and Markdown."""
    data = tmp_path / "data"
    data.mkdir()
    records = [record_of(BASE), record_of("vector-s000000")]
    (data / "test.jsonl").write_text("".join(json.dumps(r) + "\n" for r in records))
    zeros = next(h for h in HOSTILE if h.name == "all_zeros").source()
    predictions = [
        {"id": BASE, "target": "cuda_kernel", "candidates": [records[0]["cuda_kernel"], zeros]},
        {"id": "vector-s000000", "target": "python_source", "candidates": [records[1]["python_source"]]},
    ]
    preds = tmp_path / "preds.jsonl"
    preds.write_text("".join(json.dumps(p) + "\n" for p in predictions))
    out = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, "-m", "synth.evaluate", str(data), str(preds), "--out", str(out), "--device", "cpu", "--no-progress"],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    report = json.loads(out.read_text())
    assert [(r["id"], r["target"], r["candidate"], r["label"]) for r in report["results"]] == [
        (BASE, "cuda_kernel", 0, "pass"),
        (BASE, "cuda_kernel", 1, "degenerate"),
        ("vector-s000000", "python_source", 0, "pass"),
    ]
    assert report["pass@1"] == pytest.approx((0.5 + 1.0) / 2)
    assert report["summary"]["by_target"]["cuda_kernel"]["pass@1"] == pytest.approx(0.5)
    assert report["summary"]["compile_rate"] == 1.0
    assert report["results"][1]["first_difference"]["array"] == "out"
    assert set(report["sandbox"]) >= {"network", "landlock", "seccomp"} or "unavailable" in report["sandbox"]
    assert "| all | 75.0% |" in out.with_suffix(".md").read_text()


@pytest.mark.parametrize(
    "args, message",
    [
        (["--draws", "0"], "--draws must be at least 1"),
        (["--k", "1,x"], "--k expects positive integers"),
        (["--device", "gpu"], "--device expects auto, cpu or cuda:N"),
        (["--jobs", "0"], "--jobs must be at least 1"),
    ],
)
def test_usage_errors_exit_4_naming_the_option(args, message, tmp_path, capsys):
    from synth.evaluate.cli import main

    data = tmp_path / "test.jsonl"
    data.write_text(json.dumps(record_of(BASE)) + "\n")
    preds = tmp_path / "preds.jsonl"
    preds.write_text(json.dumps({"id": BASE, "target": "cuda_kernel", "candidates": ["x"]}) + "\n")
    assert main([str(data), str(preds), *args]) == 4
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    "line, message",
    [
        ("not json", "line 1: not JSON"),
        ('{"id": "arithmetic-s000017", "target": "ptx", "candidates": ["x"]}', "target 'ptx' is not one of cuda_kernel, python_source"),
        ('{"id": "nope", "target": "cuda_kernel", "candidates": ["x"]}', "id 'nope' is not a record of DATASET"),
        ('{"id": "arithmetic-s000017", "target": "cuda_kernel", "candidates": []}', "candidates must be a non-empty list"),
        ('{"id": "arithmetic-s000017", "target": "cuda_kernel"}', "expected an object with id, target and candidates"),
    ],
)
def test_malformed_predictions_exit_4_naming_the_line(line, message, tmp_path, capsys):
    from synth.evaluate.cli import main

    data = tmp_path / "test.jsonl"
    data.write_text(json.dumps(record_of(BASE)) + "\n")
    preds = tmp_path / "preds.jsonl"
    preds.write_text(line + "\n")
    assert main([str(data), str(preds)]) == 4
    assert message in capsys.readouterr().err


@pytest.mark.slow
def test_every_record_of_a_dataset_passes(pytester, monkeypatch, tmp_path):
    """0 false rejects: a 3-per-category dataset written by the pipeline (seeds 0..2, those of the
    snapshots), every record's own cuda_kernel and python_source judged by ``python -m
    synth.evaluate`` (all on the CPU: the emulation and Warp's CPU), each must pass at every launch
    shape and draw, tile kernels' records (launched by block) among them, none unscored. (20 per
    category cost ~40 CPU-minutes: too long for CI.)"""
    data = tmp_path / "data"
    warp_cache = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
    monkeypatch.setenv("WARP_CACHE_PATH", warp_cache)  # pytester moves HOME: keep the shared kernel cache
    run = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT), str(ROOT / "tests" / "test_pipeline.py"),
        "--synth-cache-dir", str(ROOT / ".synth_cache"), "--dataset", str(data), "--synth-count", "3", "--synth-modules", "none", "-n", str(os.cpu_count() or 1),
    )  # fmt: skip
    assert run.ret in (0, 1), run.stdout.str()[-3000:]  # 1: some cases rejected by the pipeline (they are not in the dataset)
    records = [json.loads(line) for split in ("train", "val", "test") for line in (data / f"{split}.jsonl").read_text().splitlines()]
    assert len({r["category"] for r in records}) >= 30 and len(records) >= 90
    preds = tmp_path / "own.jsonl"
    preds.write_text("".join(json.dumps({"id": r["id"], "target": t, "candidates": [r[t]]}) + "\n" for r in records for t in ("cuda_kernel", "python_source")))
    out = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, "-m", "synth.evaluate", str(data), str(preds), "--out", str(out), "--device", "cpu", "--no-progress", "--jobs", str(os.cpu_count() or 1)],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "WARP_CACHE_PATH": warp_cache})  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    report = json.loads(out.read_text())
    tiled = {r["id"] for r in records if (r.get("build") or {}).get("block_dim") is not None}
    assert len(tiled) >= 18, "the six tile categories and combined's block steps"
    rejected = [(r["id"], r["target"], r["label"], r["message"][:300]) for r in report["results"] if r["label"] != "pass"]
    assert not rejected, rejected[:20]
    assert report["pass@1"] == 1.0 and report["summary"]["candidates"] == 2 * len(records) and report["unscored_problems"] == 0


@pytest.mark.slow
def test_every_lifted_record_of_existing_code_is_scored_and_passes(pytester, monkeypatch, tmp_path):
    """Existing code's lifted records (tests/captured: kernels made inside a factory and a test body,
    on captured launches, and one never launched, on synthesized inputs): each record's own texts
    are scored on both targets and pass. A kernel made inside a function is found by the name its
    text gives it, and a synthesized record's kernel is lifted again at the launch its lift was
    proved on (its ``module_emulation`` check's ``dim``), not unscored."""
    data = tmp_path / "data"
    warp_cache = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
    monkeypatch.setenv("WARP_CACHE_PATH", warp_cache)  # pytester moves HOME: keep the shared kernel cache
    run = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT), str(ROOT / "tests" / "test_modules.py"),
        "--synth-cache-dir", str(tmp_path / "cache"), "--dataset", str(data), "--synth-categories", "none",
        "--synth-modules", str(ROOT / "tests" / "captured"),
    )  # fmt: skip
    assert run.ret == 0, run.stdout.str()[-3000:]
    records = [json.loads(line) for split in ("train", "val", "test") for line in (data / f"{split}.jsonl").read_text().splitlines()]
    lifted = [r for r in records if r.get("cuda_kernel")]
    assert {r["kernel_name"] for r in lifted} >= {"never_launched", "with_static", "make_scale__locals__scale_by", "TestLaunches__test_body__locals__body_kernel"}
    preds = tmp_path / "own.jsonl"
    preds.write_text("".join(json.dumps({"id": r["id"], "target": t, "candidates": [r[t]]}) + "\n" for r in lifted for t in ("cuda_kernel", "python_source")))
    out = tmp_path / "report.json"
    proc = subprocess.run([sys.executable, "-m", "synth.evaluate", str(data), str(preds), "--out", str(out), "--device", "cpu", "--no-progress"],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "WARP_CACHE_PATH": warp_cache})  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    results = json.loads(out.read_text())["results"]
    assert [(r["id"], r["target"], r["label"], r["message"][:200]) for r in results if r["label"] != "pass"] == []
    assert len(results) == 2 * len(lifted)


MODULE_SOURCE = '''import warp as wp


@wp.func
def twice(x: float):
    return x * 2.0


@wp.kernel
def double_it(a: wp.array(dtype=float), v: wp.array(dtype=wp.vec3), s: float, out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = twice(a[i]) + s + v[i][1]
'''


def test_a_record_of_existing_code_is_judged_on_its_checks_inputs(machine, tmp_path):
    """A ``warp_module`` record: its own python_source passes, a kernel that drops the scalar
    fails, a cuda_kernel candidate is unscored (no standalone CUDA), and a record whose CPU
    check did not run (no runnable inputs) is unscored."""
    from synth.evaluate.run import Prediction, Settings, judge_record
    from synth.stages.ingest.debug_run import INPUT_SETS

    record = {"id": "tests-m-double_it", "kind": "warp_module", "category": "tests", "kernel_name": "double_it", "python_source": MODULE_SOURCE,
              "build": {"block_dim": 256, "launch": "wp.launch"}, "checks": {"module_cpu_run": {"passed": True, "inputs": INPUT_SETS[0], "dim": [1]}}}  # fmt: skip
    predictions = [Prediction(record["id"], "python_source", (MODULE_SOURCE, MODULE_SOURCE.replace("+ s +", "+"))), Prediction(record["id"], "cuda_kernel", ("x",))]
    rows, _ = judge_record(record, predictions, Settings(), machine, tmp_path / "runnable")
    assert [r["label"] for r in rows] == ["pass", "mismatch", "unscored"], [r["message"] for r in rows]
    assert [r["race_check"] for r in rows] == ["done", "", ""], [r["race_check"] for r in rows]
    skipped = {**record, "checks": {"module_cpu_run": {"passed": None, "skipped": "parameter 'mesh' is a uint64 (an object handle)"}}}
    rows, _ = judge_record(skipped, predictions[:1], Settings(), machine, tmp_path / "handle")
    assert [r["label"] for r in rows] == ["unscored", "unscored"] and "uint64" in rows[0]["message"]


CLASS_SOURCE = """import warp as wp


class Category:
    OFFSET = 4


class Partition:
    @wp.kernel
    def _scatter(a: wp.array(dtype=int), out: wp.array(dtype=int)):
        i = wp.tid()
        out[i] = a[i] + Category.OFFSET
"""


def test_a_record_of_a_kernel_in_a_class_body_is_scored(machine, tmp_path):
    """Real code defines kernels in a class's body (warp.fem's ``Quadmesh._compress_edges_kernel``, Warp's
    key ``Quadmesh___compress_edges_kernel``) and constants in a plain class: such a record was unscored
    ("defines no @wp.kernel named ..."); its own text passes, and a candidate that drops the constant does not."""
    from synth.evaluate.run import Prediction, Settings, judge_record
    from synth.stages.ingest.debug_run import INPUT_SETS

    record = {"id": "tests-m-partition", "kind": "warp_module", "category": "tests", "kernel_name": "Partition___scatter", "python_source": CLASS_SOURCE,
              "build": {"block_dim": 256, "launch": "wp.launch"}, "checks": {"module_cpu_run": {"passed": True, "inputs": INPUT_SETS[0], "dim": [1]}}}  # fmt: skip
    rows, _ = judge_record(record, [Prediction(record["id"], "python_source", (CLASS_SOURCE, CLASS_SOURCE.replace(" + Category.OFFSET", "")))], Settings(), machine, tmp_path)
    assert [r["label"] for r in rows] == ["pass", "mismatch"], [r["message"] for r in rows]


def test_a_record_of_existing_code_with_captured_launches_replays_them(machine, tmp_path):
    """A ``warp_module`` record whose CPU check replayed the program's captured launches: the
    record's own kernel and every candidate run on those launches (rebuilt from their bytes), so
    the record's text passes and one that drops the scalar fails at the captured values."""
    import numpy as np

    from synth.evaluate.run import Prediction, Settings, judge_record
    from synth.warp import recorder, warp_ir

    wp = warp_ir.warp()
    (tmp_path / "double_it.py").write_text(MODULE_SOURCE)
    kernel = warp_ir.import_file(tmp_path / "double_it.py", "captured_double_it").double_it
    values = [
        wp.array(np.linspace(-1.0, 1.0, 7, dtype=np.float32), dtype=float, device="cpu"),
        wp.array(np.arange(21, dtype=np.float32).reshape(7, 3), dtype=wp.vec3, device="cpu"),
        3.0,
        wp.full(7, -1.0, dtype=float, device="cpu"),
    ]
    args: list[dict] = []
    for a, v in zip(kernel.adj.args, values, strict=True):
        recorder.serialize(a.type, v, a.label, args)
    launches = [{"dim": [7], "block_dim": 256, "tiled": False, "args": args}, {"dim": [5], "block_dim": 64, "tiled": False, "args": args}]
    record = {"id": "tests-m-double_it", "kind": "warp_module", "category": "tests", "kernel_name": "double_it", "python_source": MODULE_SOURCE,
              "build": {"block_dim": 256, "launch": "wp.launch"}, "captured_inputs": launches,
              "checks": {"module_cpu_run": {"passed": True, "inputs": "captured: 2 launches replayed, every array as the program's launch left it", "dim": [7]}}}  # fmt: skip
    candidates = (MODULE_SOURCE, MODULE_SOURCE.replace("+ s +", "+"), MODULE_SOURCE.replace("out[i] =", "out[0] ="))
    rows, _ = judge_record(record, [Prediction(record["id"], "python_source", candidates)], Settings(), machine, tmp_path / "captured")
    assert [r["label"] for r in rows] == ["pass", "mismatch", "mismatch"], [r["message"] for r in rows]
    assert rows[0]["shapes"] == [[7], [5]]
    assert rows[0]["race_check"] == "done", rows[0]["race_check"]  # a plain launch's block_dim does not change a kernel without tiles: lifted
    # launched with the device's default block (as most programs launch) too: lifted on each captured launch and emulated under the
    # race check; right on Warp's CPU (threads one after another) but a race on a device: thread i reads what thread i - 1 wrote
    plain = {**record, "captured_inputs": [{**launch, "block_dim": None} for launch in launches]}
    racy = MODULE_SOURCE.replace("    out[i] = twice(a[i]) + s + v[i][1]\n", "    out[i] = twice(a[i]) + s + v[i][1]\n    if i > 0:\n        out[i] = out[i] + 0.0 * out[i - 1]\n")
    raced, _ = judge_record(plain, [Prediction(record["id"], "python_source", (MODULE_SOURCE, racy))], Settings(), machine, tmp_path / "racy")
    assert [r["label"] for r in raced] == ["pass", "race"] and "lifted to CUDA" in raced[1]["message"], [r["message"] for r in raced]
    assert [r["race_check"] for r in raced] == ["done", "done"]
    assert rows[1]["first_difference"]["array"] == "out" and rows[1]["first_difference"]["expected"] != rows[1]["first_difference"]["got"]
    # hard-coded for the public captured inputs (a = linspace(-1, 1, 7), v[i][1] = 3i + 1): right there, wrong on fresh draws in their ranges
    memorized = MODULE_SOURCE.replace("out[i] = twice(a[i]) + s + v[i][1]", "out[i] = twice(-1.0 + float(i) / 3.0) + s + float(3 * i + 1)")
    rows, _ = judge_record(record, [Prediction(record["id"], "python_source", (memorized,))], Settings(), machine, tmp_path / "memorized")
    assert [r["label"] for r in rows] == ["mismatch"], [r["message"] for r in rows]
    # a kernel that writes nothing on its inputs: nothing to judge a candidate by
    idle = MODULE_SOURCE.replace("    out[i] = twice(a[i]) + s + v[i][1]\n", "    if a[i] > 100.0:\n        out[i] = twice(a[i]) + s + v[i][1]\n")
    rows, _ = judge_record({**record, "python_source": idle}, [Prediction(record["id"], "python_source", (idle,))], Settings(), machine, tmp_path / "idle")
    assert [r["label"] for r in rows] == ["unscored"] and "changes none of its arrays" in rows[0]["message"]
    empty = {**record, "captured_inputs": []}
    rows, _ = judge_record(empty, [Prediction(record["id"], "python_source", candidates[:1])], Settings(), machine, tmp_path / "empty")
    assert [r["label"] for r in rows] == ["unscored"] and "captured_inputs is empty" in rows[0]["message"]


def _lifted_texts(kernel, launch: dict) -> dict:
    """A record's ``cuda_standalone`` and ``cuda_kernel`` as the lifted stages write them."""
    from synth.render.cuda import render_standalone
    from synth.warp import lift

    standalone = render_standalone(lift.lift(kernel, launch))
    return {"cuda_standalone": standalone.text, "cuda_kernel": standalone.kernel}


@pytest.mark.needs_gxx
def test_a_lifted_record_of_existing_code_judges_cuda_kernel_candidates(machine, tmp_path):
    """A record of existing code whose kernel was lifted carries a .cu: a ``cuda_kernel`` candidate is
    judged on the record's own inputs (its synthesized input set, and its captured launches of the
    lifted shapes, their floats drawn afresh) against the ORIGINAL kernel's outputs; a .cu this
    harness does not render from the kernel leaves it unscored."""
    import numpy as np

    from synth.evaluate.run import Prediction, Settings, judge_record
    from synth.stages.ingest import debug_run
    from synth.warp import recorder, warp_ir

    wp = warp_ir.warp()
    (tmp_path / "double_it.py").write_text(MODULE_SOURCE)
    kernel = warp_ir.import_file(tmp_path / "double_it.py", "lifted_double_it").double_it
    values = [wp.array(np.linspace(-1.0, 1.0, 7, dtype=np.float32), dtype=float, device="cpu"),
              wp.array(np.arange(21, dtype=np.float32).reshape(7, 3), dtype=wp.vec3, device="cpu"), 3.0, wp.full(7, -1.0, dtype=float, device="cpu")]  # fmt: skip
    args: list[dict] = []
    for a, v in zip(kernel.adj.args, values, strict=True):
        recorder.serialize(a.type, v, a.label, args)
    launch = {"dim": [7], "block_dim": None, "tiled": False, "args": args}
    base = {"id": "tests-m-double_it", "kind": "warp_module", "category": "tests", "kernel_name": "double_it", "python_source": MODULE_SOURCE,
            "build": {"block_dim": 256, "launch": "wp.launch"}}  # fmt: skip
    captured = {**base, **_lifted_texts(kernel, launch), "captured_inputs": [launch, {**launch, "dim": [5]}],
                "checks": {"module_cpu_run": {"passed": True, "inputs": "captured: 2 launches replayed, every array as the program's launch left it", "dim": [7]}}}  # fmt: skip
    synthesized_launch = {"dim": [1], "block_dim": None, "tiled": False, "args": []}
    for a, v in zip(kernel.adj.args, debug_run.launch_values(kernel, 0), strict=True):
        recorder.serialize(a.type, v, a.label, synthesized_launch["args"])
    synthesized = {**base, **_lifted_texts(kernel, synthesized_launch), "checks": {"module_cpu_run": {"passed": True, "inputs": debug_run.INPUT_SETS[0], "dim": [1]}}}
    for name, record in (("captured", captured), ("synthesized", synthesized)):
        own = record["cuda_kernel"]
        wrong = own.replace("+ s +", "+")
        assert wrong != own
        rows, _ = judge_record(record, [Prediction(record["id"], "cuda_kernel", (own, wrong))], Settings(), machine, tmp_path / name)
        assert [r["label"] for r in rows] == ["pass", "mismatch"], (name, [r["message"] for r in rows])
    other = {**captured, "cuda_standalone": captured["cuda_standalone"].replace("* 2.0f", "* 3.0f")}
    rows, _ = judge_record(other, [Prediction(other["id"], "cuda_kernel", (captured["cuda_kernel"],))], Settings(), machine, tmp_path / "other")
    assert [r["label"] for r in rows] == ["unscored"] and "renders the record's lifted kernel differently" in rows[0]["message"]


SET_FIRST = '''import warp as wp


@wp.kernel
def set_first(a: wp.array(dtype=float), val: float):
    a[0] = val
'''


@pytest.mark.needs_gxx
def test_a_record_whose_own_kernel_races_at_the_judged_launch_allows_that_race_only(machine, tmp_path):
    """warp's ``autograd.set_element_kernel`` is judged at the 64 threads its lift was proved on, where
    every thread writes one element: the record's own text races there (a write-write conflict of one
    value). The reference is race-checked at that launch and its race allowed: its own texts pass,
    naming the race (``reference_races``); a candidate that also reads the element another thread
    wrote is still a ``race``, one with other outputs a ``mismatch``."""
    from synth.evaluate.run import Prediction, Settings, judge_record
    from synth.stages.ingest import debug_run
    from synth.warp import recorder, warp_ir

    (tmp_path / "set_first.py").write_text(SET_FIRST)
    kernel = warp_ir.import_file(tmp_path / "set_first.py", "set_first_races").set_first
    lifted_on = {"dim": [64], "block_dim": None, "tiled": False, "args": []}
    for a, v in zip(kernel.adj.args, debug_run.launch_values(kernel, 0), strict=True):
        recorder.serialize(a.type, v, a.label, lifted_on["args"])
    record = {"id": "tests-m-set_first", "kind": "warp_module", "category": "tests", "kernel_name": "set_first", "python_source": SET_FIRST,
              "build": {"block_dim": 256, "launch": "wp.launch"}, **_lifted_texts(kernel, lifted_on),
              "checks": {"module_cpu_run": {"passed": True, "inputs": debug_run.INPUT_SETS[0], "dim": [1]}, "module_emulation": {"passed": True, "dim": [64]}}}  # fmt: skip
    own = {"python_source": SET_FIRST, "cuda_kernel": record["cuda_kernel"]}
    reads_too = {"python_source": SET_FIRST.replace("a[0] = val", "a[0] = val + a[0] * 0.0"), "cuda_kernel": own["cuda_kernel"].replace("a[0] = val;", "a[0] = val + a[0] * 0.0f;")}
    wrong = {"python_source": SET_FIRST.replace("a[0] = val", "a[0] = val * 2.0"), "cuda_kernel": own["cuda_kernel"].replace("a[0] = val;", "a[0] = val * 2.0f;")}
    for target in ("python_source", "cuda_kernel"):
        candidates = (own[target], reads_too[target], wrong[target])
        assert len(set(candidates)) == 3, target
        rows, _ = judge_record(record, [Prediction(record["id"], target, candidates)], Settings(), machine, tmp_path / target)
        assert [r["label"] for r in rows] == ["pass", "race", "mismatch"], (target, [r["message"] for r in rows])
        assert rows[0]["reference_races"] == ["array0:write:write"], rows[0]
        assert "[race class array0:read:write]" in rows[1]["message"] and rows[1]["reference_races"] == ["array0:write:write"], rows[1]
    # without the allowance the record's own text is a race at this launch: the check still sees it
    from synth.evaluate.modules import module_problem
    from synth.evaluate.run import judge_candidate

    problem = module_problem(record, 0, 2, tmp_path / "reference")
    verdict = judge_candidate(problem, None, "cuda_kernel", own["cuda_kernel"], tmp_path / "plain", machine, record)
    assert verdict.label == "race" and "[race class array0:write:write]" in verdict.message, verdict.message
