"""The run object and the case outcomes recorded on it: what crosses from xdist workers, and each phase's check entry."""

from __future__ import annotations

import types
from pathlib import Path
from types import SimpleNamespace

import pytest

from synth.plugin.outcomes import CaseOutcome, counted, phase_entry
from synth.plugin.run import SynthRun
from synth.plugin.snapshots import Snapshots
from synth.stages.batch import Settings
from synth.stages.ingest.sources import Discovery


def _run(tmp_path: Path) -> SynthRun:
    return SynthRun(settings=Settings(cache_dir=tmp_path), plan={}, discovery=Discovery(), snapshots=Snapshots(tmp_path), default_set=True)


def test_this_session_has_one_run_on_its_config(pytestconfig):
    """This project's sessions wake the plugin (``synth = true``): the run holds the plan the stage tests are parametrized with."""
    run = SynthRun.of(pytestconfig)
    assert run is SynthRun.find(pytestconfig) and run.plan and all(run.plan.values())
    assert run.snapshots.root == (Path(pytestconfig.rootpath) / "snapshots").resolve()


def test_what_a_worker_tells_reaches_the_controllers_run(tmp_path):
    """A worker's stages, asserted snapshot files, deselected tests and unwritten batches add up on the controller."""
    controller, workers = _run(tmp_path), [_run(tmp_path), _run(tmp_path)]
    controller.dataset = types.SimpleNamespace(shard_errors=[])
    for n, worker in enumerate(workers):
        worker.dataset = types.SimpleNamespace(shard_errors=[f"disk full {n}"])
        worker.stages[f"tests/test_x.py::test_{n}"] = f"stage{n}"
        worker.snapshots.used.add(f"/snapshots/c{n}/warp.py")
        worker.deselected = n + 1
        controller.add_worker_output(worker.worker_output())
    assert controller.stages == {"tests/test_x.py::test_0": "stage0", "tests/test_x.py::test_1": "stage1"}
    assert controller.snapshots.used == {"/snapshots/c0/warp.py", "/snapshots/c1/warp.py"}
    assert controller.deselected == 3
    assert controller.dataset.shard_errors == ["disk full 0", "disk full 1"]


def _report(when: str, outcome: str, longrepr=None, **extra) -> pytest.TestReport:
    report = pytest.TestReport("t.py::test[c]", ("t.py", 0, "test"), {}, outcome, longrepr, when)
    for name, value in extra.items():
        setattr(report, name, value)
    return report


def test_each_phase_is_one_check_entry_and_one_counted_outcome():
    passed, setup = _report("call", "passed"), _report("setup", "passed")
    skipped = _report("setup", "skipped", ("t.py", 1, "Skipped: no committed snapshots"))
    failed = _report("call", "failed", "boom")
    xfailed = _report("call", "skipped", ("t.py", 1, "reason"), wasxfail="known")
    assert phase_entry(passed, None, False) == {"passed": True}
    assert phase_entry(setup, None, False) is None  # a passed setup changes nothing
    assert phase_entry(skipped, None, False) == {"passed": None, "skipped": "no committed snapshots"}
    assert phase_entry(failed, "mismatch", False) == {"passed": False, "label": "mismatch"}
    assert phase_entry(failed, "timeout", True) == {"passed": False, "label": "timeout", "environment": True}
    assert phase_entry(xfailed, None, False) == {"passed": False, "label": "xfail"}
    outcome = {"entry": {"passed": False, "label": "mismatch"}}
    assert [counted(r, outcome) for r in (passed, setup, skipped, failed)] == ["passed", None, "skipped", "failed:mismatch"]
    assert counted(_report("teardown", "failed", "x"), outcome) is None  # a teardown is not a stage's outcome


def test_a_stages_first_failure_stays():
    """A failed call followed by a passing teardown (no entry) or a later phase keeps the failure."""
    outcome = CaseOutcome()
    outcome.add_entry("nvcc", {"passed": True})
    outcome.add_entry("nvcc", {"passed": False, "label": "nvcc_error"})
    outcome.add_entry("nvcc", {"passed": None, "skipped": "later"})
    outcome.add_entry("nvcc", None)
    outcome.add_entry("emulation", {"passed": None, "skipped": "no g++"})
    assert outcome.checks == {"nvcc": {"passed": False, "label": "nvcc_error"}, "emulation": {"passed": None, "skipped": "no g++"}}


def _failure_lines(root: Path) -> list[dict]:
    import json

    return [json.loads(line) for p in (root / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]


@pytest.mark.parametrize("required", ["codegen_error", None])
def test_a_case_whose_tests_all_skipped_is_a_rejection_only_when_its_kernel_does_not_build(tmp_path, required):
    """Every test skipped: a kernel Warp refused to build is a ``codegen_error`` line with Warp's
    reason (it was left unrecorded on every run); one that builds was not checked, and is left for a rerun."""
    from synth.model.module_case import ModuleCase
    from synth.plugin.dataset import Recorder
    from synth.plugin.outcomes import Outcomes

    case = ModuleCase("lib", "mod", "k", "", "synth_modules.lib.mod", "/x/mod.py", "mod.py", "/x")
    outcomes = Outcomes()
    outcome = outcomes.of(case)
    outcome.add_entry("module_nvrtc", {"passed": None, "skipped": "the kernel does not build: WarpCodegenError: no CPU ABI"})
    outcome.required, outcome.required_why = required, "WarpCodegenError: no CPU ABI" if required else None
    recorder = Recorder(tmp_path, "r", "gw0", outcomes, [])
    recorder.batches["b"], recorder.complete = [case], {case.id}
    recorder._write("b")
    recorder.records.close()
    recorder.failures.close()
    lines = _failure_lines(tmp_path)
    if required is None:
        assert lines == [] and not list((tmp_path / ".shards").glob("records-*.jsonl"))  # nothing written
    else:
        assert [(f["id"], f["stages"]["record"]) for f in lines] == [(case.id, {"passed": False, "label": "codegen_error", "message": "WarpCodegenError: no CPU ABI"})]


def test_a_kernel_that_does_not_build_is_a_rejection_naming_whose_code_raised_unless_the_machine_failed(monkeypatch):
    """Where the exception was raised says whose fault it is: a frame of Warp's last, Warp's refusal;
    a frame of the harness's last, a defect of the harness. Both are deterministic (the ingesting
    process's result is cached): a skip, the case a codegen_error rejection saying which. Only a
    failure that names the machine (a full disk) is a crash, never recorded, which a rerun retries."""
    from synth.model.failures import StageFailure, StageSkipped
    from synth.model.module_case import ModuleCase
    from synth.stages import modules
    from synth.stages.ingest.contract import Failure

    warp_file = str(Path(pytest.__file__).parent / "warp" / "_src" / "codegen.py")
    ours_file = str(Path(modules.__file__))
    case = ModuleCase("lib", "mod", "k", "", "synth_modules.lib.mod", "/x/mod.py", "mod.py", "/x")
    for last, message, expected in (
        (warp_file, "Error: x", "the kernel does not build: Error: x"),
        (ours_file, "LookupError: x", f"{modules.HARNESS_DEFECT}: LookupError: x"),
        (ours_file, "OSError: [Errno 28] No space left on device", None),
    ):
        traceback = f'Traceback (most recent call last):\n  File "{ours_file}", line 1, in f\n  File "{last}", line 2, in g\n{message}\n'
        entry = SimpleNamespace(codegen_error=Failure(message, traceback))
        outcome = modules.not_built(case, entry)
        if expected is None:
            assert isinstance(outcome, StageFailure) and outcome.label == "crash", outcome
            continue
        assert isinstance(outcome, StageSkipped) and outcome.reason == expected, outcome
    ours_traceback = f'Traceback (most recent call last):\n  File "{ours_file}", line 1, in f\nLookupError: x\n'
    monkeypatch.setattr(modules.ingest, "entry_of", lambda case: SimpleNamespace(codegen_error=Failure("LookupError: x", ours_traceback)))
    (rejected,) = modules.codegen(SimpleNamespace(cases=[case])).values()
    assert rejected.label == "codegen_error" and rejected.message == f"{modules.HARNESS_DEFECT}: LookupError: x"
