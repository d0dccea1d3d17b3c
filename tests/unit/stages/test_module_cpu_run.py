"""How ``modules.cpu_run`` reads its debug-run processes (``_debug_runs``, for kernels run on synthesized inputs): which input set a kernel is recorded
with must depend on the kernel and its inputs only, never on a process lost to the machine.

The child (``synth.stages.ingest.debug_run``) is replaced by a script of what each round's process
prints and how it ends, so each path of the parent is taken exactly.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from synth.model.failures import StageFailure
from synth.stages import modules
from synth.stages.ingest import debug_run
from synth.stages.ingest.contract import LiftResult
from synth.toolchain import process

LLVM_LOST = "LLVM ERROR: IO failure on output stream: Bad file descriptor"
OUT_OF_BOUNDS = "Assertion failed: arr.shape[0] > i"


def case(name: str) -> SimpleNamespace:
    return SimpleNamespace(id=name, to_dict=lambda: {"id": name})


@pytest.fixture
def scripted(monkeypatch, tmp_path):
    """``scripted(cases, rounds)``: run ``cpu_run`` where round k's process prints ``rounds[k]``'s
    messages and ends with its return code and stderr; returns (results, the jobs each round got)."""

    def run(cases, rounds):
        jobs = []

        def fake_run(argv, timeout, cwd=None, env=None):
            items = json.loads(open(argv[-1]).read())["cases"]
            jobs.append([(item["case"]["id"], item["input_set"]) for item in items])
            run.wide.append([item["wide"] for item in items])
            messages, returncode, stderr = rounds[len(jobs) - 1]
            stdout = "".join(json.dumps({"synth": m}) + "\n" for m in messages)
            return process.Completed(argv, returncode, stdout, stderr, 0.1)

        monkeypatch.setattr(modules, "_job", lambda c, s, wide=True: {"case": c.to_dict(), "input_set": s, "block_dim": None, "tiled": False, "wide": wide})
        monkeypatch.setattr(modules.process, "run", fake_run)
        return modules._debug_runs(SimpleNamespace(cases=cases, workdir=tmp_path)), jobs

    run.wide = []  # per round, per kernel: whether its lift may be proved on every element
    return run


def ran(name: str, input_set: int) -> list[dict]:
    return [{"build": name, "input_set": input_set}, {"start": name, "input_set": input_set}, {"ok": name, "input_set": input_set, "dim": [1]}]


def test_a_process_lost_while_building_retries_the_same_input_set(scripted):
    a, b = case("a"), case("b")
    results, jobs = scripted(
        [a, b],
        [
            ([{"build": "a", "input_set": 0}], 1, LLVM_LOST),  # lost in the module build: a's inputs never ran
            ([*ran("a", 0), {"build": "b", "input_set": 0}, {"start": "b", "input_set": 0}], -4, OUT_OF_BOUNDS),
            (ran("b", 1), 0, ""),
        ],
    )
    assert jobs == [[("a", 0), ("b", 0)], [("a", 0), ("b", 0)], [("b", 1)]]
    assert (results["a"].input_set, results["b"].input_set) == (0, 1)


def test_a_build_that_keeps_ending_the_process_is_a_crash_not_a_later_input_set(scripted):
    lost = ([{"build": "a", "input_set": 0}], 1, LLVM_LOST)
    results, jobs = scripted([case("a")], [lost] * (modules.BUILD_RETRIES + 1))
    assert jobs == [[("a", 0)]] * (modules.BUILD_RETRIES + 1)
    assert isinstance(results["a"], StageFailure) and results["a"].label == "crash"
    assert "IO failure on output stream" in results["a"].message


def test_a_build_that_raises_fails_the_kernel_without_trying_other_inputs(scripted):
    results, jobs = scripted([case("a"), case("b")], [([{"build": "a", "input_set": 0}, {"build_error": "a", "message": "RuntimeError: x"}, *ran("b", 0)], 0, "")])
    assert jobs == [[("a", 0), ("b", 0)]]
    assert results["a"].label == "run_error" and "RuntimeError: x" in results["a"].message
    assert results["b"].input_set == 0


TILE_OUT_OF_BOUNDS = "Assertion failed: '0 && \"Warp tile index out of bounds\"' At 'warp/native/tile.h:422'"
ARENA = "Assertion failed: 'Warp CPU tile shared-memory allocation exceeds the 256 KiB arena' At 'warp/native/tile.h:1370'"


@pytest.mark.parametrize("stderr, label", [(OUT_OF_BOUNDS, "out_of_bounds"), (TILE_OUT_OF_BOUNDS, "out_of_bounds"), (ARENA, "run_error")])
def test_a_kernel_that_dies_on_every_input_set_is_labelled_by_what_it_did(scripted, stderr, label):
    """An array's bounds check (debug build) and a tile's (tile.h asserts it in every build) are
    ``out_of_bounds``; any other assertion, Warp's shared-memory arena overflowing, is ``run_error``."""
    sets = range(len(debug_run.INPUT_SETS))
    rounds = [([{"build": "a", "input_set": s}, {"start": "a", "input_set": s}], -4, stderr) for s in sets]
    results, jobs = scripted([case("a")], rounds)
    assert jobs == [[("a", s)] for s in sets]
    assert results["a"].label == label and all(f"input set {s}: " in results["a"].message for s in sets)
    assert ("a bounds check failed" in results["a"].message) == (label == "out_of_bounds")


@pytest.mark.parametrize("reads_none", [True, False])
def test_a_kernel_reading_none_of_its_arguments_that_dies_on_every_input_set_is_known(scripted, reads_none):
    """The child says which kernels read none of their arguments (test_tile_oob's): their failure on
    every input set is their own code's, still ``out_of_bounds`` but known (an xfail); the same
    failure of a kernel that reads its inputs is not."""
    start = {"start": "a", "input_set": 0, **({"reads_none": True} if reads_none else {})}
    rounds = [([{"build": "a", "input_set": s}, {**start, "input_set": s}], -4, TILE_OUT_OF_BOUNDS) for s in range(len(debug_run.INPUT_SETS))]
    results, _ = scripted([case("a")], rounds)
    assert results["a"].label == "out_of_bounds"
    assert (results["a"].known is not None) == reads_none
    assert results["a"].known is None or results["a"].known.startswith("it reads none of its arguments")


def test_a_debug_run_that_dies_leaves_its_temporary_files_in_the_batch_folder(tmp_path):
    """A debug-run process killed by a failed bounds check cannot remove Warp's precompiled-header
    folder (``wp_pch_*``); with TMPDIR in the batch's folder it goes when the batch does, not into /tmp."""
    import sys
    from pathlib import Path

    from synth.stages import ingest

    fixtures = Path(__file__).resolve().parents[2] / "modules"
    case = next(c for c in ingest.discover([str(fixtures)], tmp_path / "cache", (90,), 2).cases if c.kernel == "shift_left")
    job = tmp_path / "job.json"
    job.write_text(json.dumps({"cases": [modules._job(case, 0)]}))
    batch = SimpleNamespace(workdir=tmp_path / "batch")
    env = modules._temporary_files_in(batch)
    cold = {**env, "WARP_CACHE_PATH": str(tmp_path / "warp")}  # a build happens: Warp makes the folder when it builds
    done = process.run([sys.executable, "-m", "synth.stages.ingest.debug_run", str(job)], 300, cwd=tmp_path, env=cold)
    assert done.returncode < 0, done.how  # ended by the bounds check, not by an exit
    assert Path(env["TMPDIR"]).parent == batch.workdir
    assert list(Path(env["TMPDIR"]).glob("wp_pch_*")), "Warp's temporary folder is inside the batch's folder"


LAUNCH = {"dim": [1], "block_dim": None, "tiled": False, "args": []}


def test_a_lift_proved_on_the_run_is_kept_with_its_launch(scripted):
    """The debug run proves the lift on the input set that ran: its result and launch stay with the run."""
    proof = {"format": 1, "spec": {}, "launches": [0], "expected": [{}], "ir_same": True, "ir_differs": []}
    results, jobs = scripted([case("a")], [([*ran("a", 0), {"lift_start": "a"}, {"lift": "a", "launch": LAUNCH, "result": proof}], 0, "")])
    assert isinstance(results["a"], modules.CpuRun) and results["a"].input_set == 0
    assert results["a"].lift == LiftResult.from_dict(proof) and results["a"].launch == LAUNCH
    assert jobs == [[("a", 0)]]


def test_a_lifted_model_that_ends_the_process_is_refused_and_the_kernels_run_stands(scripted):
    """A lifted model that crashes (a wrong model, a guard that fires) is refused; the kernel's own run
    passed and is not tried again; the kernels after it run in a new process."""
    a, b = case("a"), case("b")
    results, jobs = scripted([a, b], [([*ran("a", 0), {"lift_start": "a"}], -4, "Illegal instruction"), (ran("b", 0), 0, "")])
    assert isinstance(results["a"], modules.CpuRun) and results["a"].input_set == 0
    assert results["a"].lift.refused == "not lifted: the model printed back ended the process"
    assert isinstance(results["b"], modules.CpuRun) and results["b"].lift is None
    assert jobs == [[("a", 0), ("b", 0)], [("b", 0)]]


def test_a_lifted_model_past_the_time_limit_is_refused_and_the_kernels_run_stands(monkeypatch, tmp_path):
    """A process killed at its time limit while proving a lift: the kernel ran; its lift is refused."""
    said = "".join(json.dumps({"synth": m}) + "\n" for m in [*ran("a", 0), {"lift_start": "a"}])

    def killed(argv, timeout, cwd=None, env=None):
        raise process.ToolTimeout(argv, timeout, said, "")

    monkeypatch.setattr(modules, "_job", lambda c, s, wide=True: {"case": c.to_dict(), "input_set": s, "block_dim": None, "tiled": False, "wide": wide})
    monkeypatch.setattr(modules.process, "run", killed)
    results = modules._debug_runs(SimpleNamespace(cases=[case("a")], workdir=tmp_path))
    assert isinstance(results["a"], modules.CpuRun) and results["a"].input_set == 0
    assert results["a"].lift.refused.startswith("not lifted: the model printed back did not finish within")


def test_an_every_element_launch_out_of_bounds_proves_the_lift_on_one_thread(scripted):
    """The lift is proved on every element of the kernel's first array where the kernel stays in
    bounds; where that launch ends the process, the kernel runs again and its lift is proved on the
    one thread its own run used (never refused for it)."""
    proof = {"format": 1, "spec": {}, "launches": [0], "expected": [{}], "ir_same": True, "ir_differs": []}
    results, jobs = scripted(
        [case("a")],
        [
            ([*ran("a", 0), {"wide_start": "a", "dim": [64]}], -4, OUT_OF_BOUNDS),
            ([*ran("a", 0), {"lift_start": "a"}, {"lift": "a", "launch": LAUNCH, "result": proof}], 0, ""),
        ],
    )
    assert isinstance(results["a"], modules.CpuRun) and results["a"].input_set == 0 and results["a"].lift == LiftResult.from_dict(proof)
    assert jobs == [[("a", 0)], [("a", 0)]] and scripted.wide == [[True], [False]]


@pytest.mark.parametrize(("replay", "label"), [("the replay differs from the program's launch in output", "mismatch"), ("the replay raised RuntimeError", "run_error")])
def test_a_captured_replay_that_is_not_exact_fails_with_a_registered_label(monkeypatch, replay, label):
    """A replay that differs from the program's own launch is a labelled failure, never a crash of the stage."""
    entry = SimpleNamespace(inputs="captured", captured=SimpleNamespace(replays=["exact", replay], dim=(4,)))
    monkeypatch.setattr(modules.ingest, "entry_of", lambda c: entry)
    results = modules.cpu_run(SimpleNamespace(cases=[case("k")]))
    assert isinstance(results["k"], StageFailure) and results["k"].label == label
    assert results["k"].message == f"launch 1: {replay}"
