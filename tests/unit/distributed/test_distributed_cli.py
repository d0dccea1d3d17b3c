"""python -m synth.distributed: the options refused before anything runs, the settings a relaunch must keep,
and a rank's child process (signals passed on, never orphaned). No pytest session runs here."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("datatrove", reason="the distributed extra is not installed: pip install -e '.[distributed]' (nox -s tests installs it)")

from synth.distributed import cli  # noqa: E402
from synth.distributed.executors import slurm_seconds  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def at_root(monkeypatch):
    monkeypatch.chdir(ROOT)  # the default stage test files are relative to the project folder


def usage_error(capsys, *argv: str) -> str:
    assert cli.main(list(argv)) == cli.USAGE
    return capsys.readouterr().err


@pytest.mark.parametrize(
    ("option", "reason"),
    [
        (["--dataset", "d"], "each rank writes its own folder"),
        (["--dataset=d"], "each rank writes its own folder"),
        (["--synth-shard", "1/2"], "its own shard K/N"),
        (["--synth-shard=1/2"], "its own shard K/N"),
        (["--dataset-overwrite"], "restart a rank's folder"),
    ],
)
def test_options_that_make_no_sense_per_rank_are_refused(at_root, capsys, tmp_path, option, reason):
    err = usage_error(capsys, "--tasks", "2", "--output", str(tmp_path / "out"), "--", "--synth-count", "2", *option)
    assert f"{option[0].split('=')[0]} makes no sense per rank" in err and reason in err
    assert not (tmp_path / "out.work").exists()  # refused before anything was written


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--output", "o"], "the following arguments are required: --tasks"),
        (["--tasks", "0", "--output", "o"], "--tasks must be at least 1"),
        (["--tasks", "2", "--workers", "0", "--output", "o"], "--workers must be at least 1"),
        (["--tasks", "2", "--output", "o", "--executor", "slurm"], "needs --partition and --time"),
        (["--tasks", "2", "--output", "o", "--executor", "slurm", "--partition", "p"], "needs --time"),
        (["--tasks", "2", "--output", "o", "--time", "2h"], "expected a Slurm time"),
        (["--tasks", "2", "--output", "o", "--tests", "tests/nowhere.py"], "tests/nowhere.py does not exist"),
        (["--tasks", "2", "--output", "o", "--work", "o/inside"], "must not contain one another"),
        (["--tasks", "2", "--output", "o", "--", "--dataset-split", "1,2"], "--dataset-split: expected three"),
        (["--tasks", "2", "--output", "o", "--executor", "kubernetes"], "invalid choice: 'kubernetes'"),
    ],
)
def test_bad_options_are_usage_errors(at_root, capsys, argv, message):
    assert message in usage_error(capsys, *argv)


def test_an_output_that_is_a_file_or_a_users_folder_is_refused_before_any_rank_runs(at_root, capsys, tmp_path):
    (tmp_path / "afile").write_text("x\n")
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "README.md").write_text("# notes\n")
    assert "--output " + str(tmp_path / "afile") + ": is a file, not a folder" in usage_error(capsys, "--tasks", "2", "--output", str(tmp_path / "afile"))
    err = usage_error(capsys, "--tasks", "2", "--output", str(tmp_path / "mine"))
    assert "is not empty and holds no dataset (README.md)" in err
    assert (tmp_path / "mine" / "README.md").read_text() == "# notes\n" and not (tmp_path / "mine.work").exists()


def test_sbatch_args_are_key_value(at_root, capsys, tmp_path):
    argv = [
        "--executor",
        "slurm",
        "--partition",
        "p",
        "--time",
        "10",
        "--tasks",
        "2",
        "--output",
        str(tmp_path / "o"),
        "--sbatch-args=--account=x",
    ]
    plan = cli.configure(argv)
    with pytest.raises(cli.UsageError, match="expects KEY or KEY=VALUE"):
        cli._slurm_settings(plan)


def test_a_relaunch_must_keep_what_decides_the_ranks(at_root, tmp_path):
    base = ["--tasks", "3", "--output", str(tmp_path / "o")]
    cli.pin_settings(cli.configure([*base, "--", "--synth-countt", "4"]))  # a launch whose ranks made nothing (pytest refused the option)
    cli.pin_settings(cli.configure([*base, "--", "--synth-count", "4", "-n", "2"]))  # nothing to keep apart: pinned anew
    pinned = (tmp_path / "o.work" / cli.SETTINGS).read_bytes()
    manifest = tmp_path / "o.work" / "ranks" / "rank-00001" / ".shards" / "manifest.json"
    manifest.parent.mkdir(parents=True)
    manifest.write_text("{}")  # a rank's session opened its folder: from now on the settings hold
    cli.pin_settings(cli.configure([*base, "--workers", "1", "--", "--synth-count", "4", "-n", "auto"]))  # workers: no byte depends on them
    cli.pin_settings(cli.configure([*base, "--", "--synth-count", "4", "--numprocesses=1"]))
    for other, key in (
        (["--tasks", "4", "--output", str(tmp_path / "o"), "--", "--synth-count", "4"], "tasks: 3 there, 4 now"),
        ([*base, "--", "--synth-count", "5"], "pytest_args"),
        ([*base, "--tests", "tests/test_pipeline.py", "--", "--synth-count", "4"], "tests:"),
    ):
        with pytest.raises(cli.UsageError, match=f"other settings .*{key}"):
            cli.pin_settings(cli.configure(other))
    assert (tmp_path / "o.work" / cli.SETTINGS).read_bytes() == pinned


def test_the_pytest_options_reach_the_ranks_as_given(at_root, tmp_path):
    plan = cli.configure(
        [
            "--tasks",
            "2",
            "--output",
            str(tmp_path / "o"),
            "--",
            "--synth-count",
            "4",
            "--dataset-split=70,20,10",
            "--dataset-format",
            "parquet",
        ]
    )
    assert plan.pytest_args == ["--synth-count", "4", "--dataset-split=70,20,10", "--dataset-format", "parquet"]
    assert (plan.weights, plan.parquet) == ((70, 20, 10), True)
    assert plan.tests == [str(ROOT / t) for t in cli.DEFAULT_TESTS]
    assert plan.work == tmp_path / "o.work" and plan.ranks == tmp_path / "o.work" / "ranks"


@pytest.mark.parametrize(
    ("raw", "seconds"), [("30", 1800), ("5:30", 330), ("2:00:00", 7200), ("1-00", 86400), ("1-2:30", 95400), ("2-00:00:10", 172810)]
)
def test_slurm_times(raw, seconds):
    assert slurm_seconds(raw) == seconds


@pytest.mark.parametrize("raw", ["", "2h", "1:2:3:4", "-5", "1-"])
def test_bad_slurm_times(raw):
    with pytest.raises(ValueError, match="expected a Slurm time"):
        slurm_seconds(raw)


def test_without_worker_count():
    args = ["-n", "4", "--synth-count", "2", "-nauto", "--numprocesses=3", "--numprocesses", "2", "-p", "x", "--no-header"]
    assert cli.without_worker_count(args) == ["--synth-count", "2", "-p", "x", "--no-header"]


# A child that notes the SIGINT it gets, then exits 7; and a parent that runs it through run_child.
CHILD = """
import pathlib, signal, sys, time
out = pathlib.Path(sys.argv[1])
def stop(signum, frame):
    out.with_suffix(".tmp").write_text("SIGINT")
    out.with_suffix(".tmp").rename(out)  # whole or absent: a test polls for it (it read an empty file, seen 1 in 4 runs)
    sys.exit(7)
signal.signal(signal.SIGINT, stop)
out.with_suffix(".started").write_text("")
time.sleep(60)
"""
PARENT = """
import sys
from pathlib import Path
from synth.distributed.child import run_child
print("child exited", run_child([sys.executable, "-c", sys.argv[1], sys.argv[2]], Path.cwd(), Path(sys.argv[3])), flush=True)
"""


def _as_from_a_terminal(sigint=signal.SIG_DFL):
    """The parent's signals as a terminal gives them, whatever this pytest was started with (a
    background job of a script has SIGINT ignored, which exec keeps); or SIGINT as ``sigint``."""

    def preexec() -> None:
        signal.signal(signal.SIGINT, sigint)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})

    return preexec


def _start_parent(tmp_path: Path, sigint=signal.SIG_DFL) -> subprocess.Popen:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT, CHILD, str(tmp_path / "child.out"), str(tmp_path / "child.log")], cwd=ROOT, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True, preexec_fn=_as_from_a_terminal(sigint),
    )  # fmt: skip
    deadline = time.monotonic() + 30
    while not (tmp_path / "child.started").exists():
        assert parent.poll() is None and time.monotonic() < deadline, "the child did not start"
        time.sleep(0.05)
    return parent


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGINT], ids=["sigterm", "sigint"])
def test_a_signal_is_passed_on_as_sigint_then_takes_its_course(tmp_path, how):
    parent = _start_parent(tmp_path)
    os.kill(parent.pid, how)  # to the parent alone: the child is in a session of its own
    out, _ = parent.communicate(timeout=30)
    assert (tmp_path / "child.out").read_text() == "SIGINT"  # the child stopped as after Ctrl-C
    assert "child exited" not in out  # the parent went on to die of the signal, SIGINT's by KeyboardInterrupt
    assert parent.returncode == -how  # an uncaught KeyboardInterrupt ends Python by SIGINT too
    assert "=== " in (tmp_path / "child.log").read_text()


def test_a_parent_that_ignores_sigint_still_stops_its_child_and_raises_interrupted(tmp_path):
    """Started with SIGINT ignored (a background job of a script), the parent does not die of it:
    the child is stopped as after Ctrl-C all the same, then run_child raises Interrupted."""
    parent = _start_parent(tmp_path, sigint=signal.SIG_IGN)
    os.kill(parent.pid, signal.SIGINT)
    out, err = parent.communicate(timeout=30)
    assert (tmp_path / "child.out").read_text() == "SIGINT"
    assert "child exited" not in out
    assert parent.returncode == 1 and "Interrupted: stopped by SIGINT (pytest exited 7)" in err


def test_a_child_whose_parent_is_killed_gets_sigint(tmp_path):
    parent = _start_parent(tmp_path)
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait(timeout=10)
    deadline = time.monotonic() + 30
    while not (tmp_path / "child.out").exists():
        assert time.monotonic() < deadline, "the orphaned child was never told to stop"
        time.sleep(0.05)
    assert (tmp_path / "child.out").read_text() == "SIGINT"


def test_a_child_exit_status_is_returned(tmp_path):
    from synth.distributed.child import run_child

    log = tmp_path / "log"
    assert run_child([sys.executable, "-c", "print('hello'); raise SystemExit(4)"], tmp_path, log) == 4
    assert run_child([sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGKILL)"], tmp_path, log) == -signal.SIGKILL
    assert "hello" in log.read_text() and log.read_text().count("=== ") == 2  # appended, one header per run


def test_a_completed_rank_whose_run_log_was_cut_short_runs_again(tmp_path):
    """A rank's runs.jsonl cut short made every plain relaunch skip the rank (datatrove's marker) and
    the combine refuse it: the relaunch now removes that marker, so the rank runs again."""
    from synth.dataset.records import dumps
    from synth.distributed.steps import rank_folder, rank_marker, redo_unfinished

    ranks, logs = tmp_path / "ranks", tmp_path / "logs"
    line = (dumps({"run": "abc", "exitstatus": 0}) + "\n").encode()
    logged = {0: line, 1: line[: len(line) // 2], 2: b"", 3: line}  # 2: never finished; 3: not marked complete
    for rank, text in logged.items():
        (rank_folder(ranks, rank) / ".shards").mkdir(parents=True)
        (rank_folder(ranks, rank) / ".shards" / "runs.jsonl").write_bytes(text)
        if rank != 3:
            rank_marker(logs, rank).parent.mkdir(parents=True, exist_ok=True)
            rank_marker(logs, rank).write_text("")
    assert redo_unfinished(ranks, logs, 4) == [1, 2]
    assert [rank_marker(logs, r).exists() for r in range(4)] == [True, False, False, False]
    assert redo_unfinished(ranks, logs, 4) == [], "a second look finds nothing more to redo"


@pytest.mark.parametrize("exitstatus, expected", [(0, cli.WRITTEN), (1, cli.REJECTED)])
def test_the_command_exits_1_when_the_combined_run_rejected_cases(tmp_path, capsys, exitstatus, expected):
    """Written either way; 1 says some cases were rejected (the combine's logged run exited 1), as pytest's 1 does."""
    from types import SimpleNamespace

    from synth.dataset.records import dumps

    output = tmp_path / "data"
    (output / ".shards").mkdir(parents=True)
    stats = {"records": 3, "by_split": {"train": 1, "val": 1, "test": 1}, "cases": {"failed": exitstatus}}
    (output / "stats.json").write_text(json.dumps(stats))
    (output / ".shards" / "runs.jsonl").write_text(dumps({"exitstatus": exitstatus, "new_records": 3, "new_failures": exitstatus}) + "\n")
    assert cli._summary(SimpleNamespace(output=output), True) == expected
    assert f"{exitstatus} cases rejected in all" in capsys.readouterr().err
