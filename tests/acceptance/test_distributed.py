"""python -m synth.distributed end to end, on six small cases split into three ranks.

Each run is a real process tree: the command, datatrove's executor, one pytest session per rank
(``-n 0``), the combine. The final data files must be the bytes of one plain ``pytest -n 2``
run with the same options; a relaunch must run only the ranks that did not complete (a test-only
plugin logs which shard each pytest session ran, and can make one shard fail or hang); rank folders
of other settings are refused; the Slurm job scripts are checked, then run here with stub
``sbatch``/``srun``/``scontrol``; the Ray executor runs on a local Ray instance.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("datatrove", reason="the distributed extra is not installed: pip install -e '.[distributed]' (nox -s tests installs it)")
pytestmark = [pytest.mark.xdist_group("distributed"), pytest.mark.slow]  # one worker: the reference and the local run are made once; slow: whole runs of the command (nox -s tests runs them)

ROOT = Path(__file__).resolve().parents[2]
WARP_CACHE = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
STAGE_TESTS = [str(ROOT / "tests" / "test_pipeline.py"), str(ROOT / "tests" / "test_modules.py")]
CASES = ["--synth-count", "3", "--synth-categories", "arithmetic,vector", "--synth-modules", "none"]
N_CASES, TASKS = 6, 3


def _has_pyarrow() -> bool:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


PARQUET = ["--dataset-format", "parquet"] if _has_pyarrow() else []
OPTIONS = ["-p", "no:cacheprovider", "-p", "planted_distributed", "--synth-cache-dir", str(ROOT / ".synth_cache"), *CASES, *PARQUET]
DATA = ("train.jsonl", "val.jsonl", "test.jsonl", "stats.json")

# Loaded with -p in every pytest session: logs the shard each session runs, and makes one shard
# fail with a usage error (PLANT_USAGE_ERROR=K/N) or hold its last pipeline test (PLANT_SLEEP=K/N).
PLANTED = """
import os, time

import pytest


def pytest_configure(config):
    if hasattr(config, "workerinput"):
        return
    shard = config.getoption("synth_shard") or "all"
    if os.environ.get("PLANT_LOG"):
        with open(os.environ["PLANT_LOG"], "a") as log:
            log.write(shard + "\\n")
    if shard == os.environ.get("PLANT_USAGE_ERROR"):
        raise pytest.UsageError(f"planted usage error in shard {shard}")


def pytest_collection_modifyitems(session, config, items):
    pipeline = [item.nodeid for item in items if "test_pipeline.py" in item.nodeid]
    config.planted_last = pipeline[-1] if pipeline else None


def pytest_runtest_call(item):
    if item.config.getoption("synth_shard") == os.environ.get("PLANT_SLEEP") and item.nodeid == item.config.planted_last:
        time.sleep(300)
"""


@pytest.fixture(scope="module")
def planted(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("planted")
    (folder / "planted_distributed.py").write_text(PLANTED)
    return folder


def environment(planted: Path, log: Path | None = None, **extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PLANT_")}
    env.update(WARP_CACHE_PATH=WARP_CACHE, PYTHONPATH=os.pathsep.join(filter(None, [str(planted), os.environ.get("PYTHONPATH")])), **extra)
    if log is not None:
        env["PLANT_LOG"] = str(log)
    return env


def distributed(env: dict, *ours: str, options: list[str] = OPTIONS) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "synth.distributed", *ours, "--", *options, "-n", "0"]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def data_bytes(folder: Path) -> dict[str, bytes]:
    """The data files (and the Parquet shards, when pyarrow is there): what must not depend on how the run was split."""
    shards = sorted((folder / "data").glob("*.parquet"))
    assert bool(shards) == bool(PARQUET), f"{folder}: Parquet shards {[p.name for p in shards]}"
    return {name: (folder / name).read_bytes() for name in DATA} | {f"data/{p.name}": p.read_bytes() for p in shards}


def record_ids(folder: Path) -> set[str]:
    return {
        json.loads(line)["id"] for name in ("train.jsonl", "val.jsonl", "test.jsonl") for line in (folder / name).read_text().splitlines()
    }


def sessions(log: Path) -> list[str]:
    """The shards of the pytest sessions that ran, in the order they started."""
    return log.read_text().split() if log.exists() else []


def completions(work: Path, step: str = "ranks") -> set[str]:
    folder = work / "logs" / step / "completions"
    return {p.name for p in folder.iterdir()} if folder.exists() else set()


@pytest.fixture(scope="module")
def reference(planted, tmp_path_factory) -> Path:
    """One plain run over every case, with the same options, on two xdist workers."""
    folder = tmp_path_factory.mktemp("reference") / "data"
    command = [sys.executable, "-m", "pytest", *STAGE_TESTS, f"--dataset={folder}", *OPTIONS, "-n", "2"]
    done = subprocess.run(command, cwd=ROOT, env=environment(planted), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert len(record_ids(folder)) == N_CASES
    return folder


@pytest.fixture(scope="module")
def local_run(planted, reference, tmp_path_factory) -> tuple[Path, Path, subprocess.CompletedProcess]:
    """Three ranks on two local workers: (output, work folder, the command's outcome)."""
    output = tmp_path_factory.mktemp("local") / "data"
    log = output.parent / "sessions.log"
    done = distributed(environment(planted, log), "--tasks", str(TASKS), "--workers", "2", "--output", str(output))
    assert done.returncode == 0, done.stderr[-5000:]
    assert sorted(sessions(log)) == [f"{k}/{TASKS}" for k in range(1, TASKS + 1)]
    return output, output.with_name("data.work"), done


def test_local_ranks_give_the_bytes_of_one_run(local_run, reference):
    output, work, done = local_run
    assert data_bytes(output) == data_bytes(reference)
    ranks = [record_ids(work / "ranks" / f"rank-{k:05d}") for k in range(TASKS)]
    assert all(0 < len(ids) < N_CASES for ids in ranks)  # each rank made a part of the cases...
    assert sum(map(len, ranks)) == N_CASES and set().union(*ranks) == record_ids(reference)  # ...and together all, once
    assert completions(work) == {f"{k:05d}" for k in range(TASKS)} and completions(work, "combine") == {"00000"}
    assert f"{N_CASES} records in {output}" in done.stderr
    assert "python -m synth.distributed --tasks 3" in (output / "README.md").read_text()


def test_a_relaunch_of_a_complete_run_runs_nothing(local_run, planted):
    output, work, _ = local_run
    before = {p: p.read_bytes() for p in output.rglob("*") if p.is_file()}
    log = output.parent / "relaunch.log"
    done = distributed(environment(planted, log), "--tasks", str(TASKS), "--workers", "2", "--output", str(output))
    assert done.returncode == 0, done.stderr[-3000:]
    assert "nothing to do: every rank and the combine completed before" in done.stderr
    assert sessions(log) == []
    assert {p: p.read_bytes() for p in output.rglob("*") if p.is_file()} == before


def test_ranks_of_different_manifests_are_not_combined(local_run, planted, tmp_path):
    """A rank folder made with other settings (here another --synth-archs) fails the combine; the output keeps its last merge."""
    output, work, _ = local_run
    copy, out = tmp_path / "work", tmp_path / "data"
    shutil.copytree(work, copy)
    shutil.copytree(output, out)
    settings = json.loads((copy / "distributed.json").read_text())
    (copy / "distributed.json").write_text(json.dumps({**settings, "output": str(out)}))
    manifest = copy / "ranks" / "rank-00002" / ".shards" / "manifest.json"
    manifest.write_text(json.dumps({**json.loads(manifest.read_text()), "archs": "80"}))
    (copy / "logs" / "combine" / "completions" / "00000").unlink()
    before = data_bytes(out)
    done = distributed(environment(planted), "--tasks", str(TASKS), "--output", str(out), "--work", str(copy))
    assert done.returncode == 3, done.stderr[-3000:]
    assert "different versions or settings (archs)" in done.stderr and f"{copy / 'ranks' / 'rank-00002'} has archs '80'" in done.stderr
    assert "FAILED: the combine" in done.stderr
    assert data_bytes(out) == before and completions(copy, "combine") == set()


def test_a_relaunch_checks_the_output_against_the_ranks_not_the_combine_marker(local_run, planted, reference, tmp_path):
    """The output lags the ranks (its copy of a rank's shard lost a line, as after a combine killed
    during a --rerun-completed relaunch) while every completion marker is there: the relaunch combines
    again; a combine that fails then (an OSError: here a file where the merge stages) is exit 3, not
    the old stats with exit 0; once it can, the next relaunch writes the bytes of one run."""
    output, work, _ = local_run
    copy, out = tmp_path / "work", tmp_path / "data"
    shutil.copytree(work, copy, symlinks=True)
    shutil.copytree(output, out, symlinks=True)
    settings = json.loads((copy / "distributed.json").read_text())
    (copy / "distributed.json").write_text(json.dumps({**settings, "output": str(out)}))
    lagging = next(p for p in sorted((out / ".shards").glob("records-rank-00000-*.jsonl")) if p.read_text().count("\n") > 1)
    lagging.write_text("".join(lagging.read_text().splitlines(keepends=True)[:-1]))
    assert completions(copy) == {f"{k:05d}" for k in range(TASKS)} and completions(copy, "combine") == {"00000"}
    (out / ".merge").write_text("in the way\n")
    before = data_bytes(out)
    log = tmp_path / "sessions.log"
    failed = distributed(environment(planted, log), "--tasks", str(TASKS), "--output", str(out), "--work", str(copy))
    assert failed.returncode == 3, failed.stderr[-3000:]
    assert "the output is combined again" in failed.stderr and "FAILED: the combine" in failed.stderr
    assert data_bytes(out) == before and sessions(log) == []
    (out / ".merge").unlink()
    done = distributed(environment(planted, log), "--tasks", str(TASKS), "--output", str(out), "--work", str(copy))
    assert done.returncode == 0, done.stderr[-3000:]
    assert sessions(log) == [] and data_bytes(out) == data_bytes(reference)
    again = distributed(environment(planted, log), "--tasks", str(TASKS), "--output", str(out), "--work", str(copy))
    assert again.returncode == 0 and "nothing to do" in again.stderr, again.stderr[-3000:]


def test_a_rank_whose_run_log_was_cut_short_runs_again_on_a_plain_relaunch(local_run, planted, reference, tmp_path):
    """Rank 2's .shards/runs.jsonl cut mid-line (its only run) while every completion marker is there:
    a plain relaunch failed the combine every time ("no session of its rank finished") and only
    --rerun-completed, which no message named, recovered. Now the relaunch runs that rank again.
    The output is not there yet (as after a combine that never ran), so the relaunch must combine."""
    _, work, _ = local_run
    copy, out = tmp_path / "work", tmp_path / "data"
    shutil.copytree(work, copy, symlinks=True)
    settings = json.loads((copy / "distributed.json").read_text())
    (copy / "distributed.json").write_text(json.dumps({**settings, "output": str(out)}))
    runs = copy / "ranks" / "rank-00001" / ".shards" / "runs.jsonl"
    runs.write_bytes(runs.read_bytes()[: len(runs.read_bytes()) // 2])
    assert completions(copy) == {f"{k:05d}" for k in range(TASKS)}
    log = tmp_path / "sessions.log"
    done = distributed(environment(planted, log), "--tasks", str(TASKS), "--output", str(out), "--work", str(copy))
    assert done.returncode == 0, done.stderr[-3000:]
    assert "ranks [1] completed, but their folders log no finished session" in done.stderr
    assert sessions(log) == ["2/3"] and data_bytes(out) == data_bytes(reference)


def test_a_pytest_option_every_rank_refuses_is_a_usage_error_that_a_relaunch_may_fix(planted, reference, tmp_path):
    output, log = tmp_path / "data", tmp_path / "sessions.log"
    ours = ["--tasks", "2", "--workers", "2", "--output", str(output)]
    refused = distributed(environment(planted, log), *ours, options=[*OPTIONS, "--no-such-option"])
    assert refused.returncode == 4, refused.stderr[-3000:]
    assert "pytest refused the options after --" in refused.stderr and "unrecognized arguments: --no-such-option" in refused.stderr
    fixed = distributed(environment(planted, log), *ours)  # the settings pinned with the bad option held no rank's work
    assert fixed.returncode == 0, fixed.stderr[-3000:]
    assert data_bytes(output) == data_bytes(reference)


def test_a_failed_rank_runs_again_alone(planted, reference, tmp_path):
    output, log = tmp_path / "data", tmp_path / "sessions.log"
    ours = ["--tasks", str(TASKS), "--workers", "2", "--output", str(output)]
    failed = distributed(environment(planted, log, PLANT_USAGE_ERROR=f"2/{TASKS}"), *ours)
    assert failed.returncode == 3, failed.stderr[-3000:]
    assert "FAILED: ranks [1] did not complete" in failed.stderr
    assert "planted usage error in shard 2/3" in failed.stderr  # the end of the rank's pytest output, in the error
    assert sorted(sessions(log)) == ["1/3", "2/3", "3/3"]  # the other ranks ran to their end
    assert completions(tmp_path / "data.work") == {"00000", "00002"} and not (output / "train.jsonl").exists()

    log.unlink()
    done = distributed(environment(planted, log), *ours)
    assert done.returncode == 0, done.stderr[-3000:]
    assert sessions(log) == ["2/3"]
    assert data_bytes(output) == data_bytes(reference)

    shutil.rmtree(output)  # an output deleted after a complete run is combined again, from the ranks as they are
    log.unlink()
    again = distributed(environment(planted, log), *ours)
    assert again.returncode == 0, again.stderr[-3000:]
    assert sessions(log) == []
    assert data_bytes(output) == data_bytes(reference)


def _processes_naming(text: str) -> list[str]:
    found = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            args = cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if text in args:
            found.append(f"{cmdline.parent.name}: {args[:200]}")
    return found


def _start_with_rank_1_hanging(planted: Path, tmp_path: Path, log: Path) -> tuple[subprocess.Popen, Path, list[str], list[str]]:
    """The command on three ranks, in a session of its own, once ranks 0 and 2 completed and rank 1
    wrote its first case and hangs in its last test: (process, rank 1's shards, our options, pytest options)."""
    output, work = tmp_path / "data", tmp_path / "data.work"
    ours = ["--tasks", str(TASKS), "--workers", "2", "--output", str(output)]
    options = [*OPTIONS, "--synth-batch", "1"]  # one case per batch: rank 1 writes its first case before it hangs
    command = [sys.executable, "-m", "synth.distributed", *ours, "--", *options, "-n", "0"]
    process = subprocess.Popen(
        command, cwd=ROOT, env=environment(planted, log, PLANT_SLEEP=f"2/{TASKS}"), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, start_new_session=True, preexec_fn=lambda: signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT}),
    )  # fmt: skip
    rank1 = work / "ranks" / "rank-00001" / ".shards"
    deadline = time.monotonic() + 300
    while completions(work) != {"00000", "00002"} or not any(p.stat().st_size for p in rank1.glob("records-*.jsonl")):
        assert process.poll() is None, process.communicate()[0][-5000:]
        assert time.monotonic() < deadline, "ranks 0 and 2 did not finish, or rank 1 wrote nothing, in time"
        time.sleep(0.2)
    return process, rank1, ours, options


@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM], ids=["sigint", "sigterm"])
def test_an_interrupted_run_resumes_its_unfinished_rank_to_the_same_bytes(planted, reference, tmp_path, how):
    """SIGINT to the command's process group, as Ctrl-C sends it (or SIGTERM, as a process manager
    does), while rank 1 holds its last test: every pytest stops cleanly (rank 1 keeps the case it
    finished), the command exits 2, and the relaunch runs rank 1 alone."""
    output, log, work = tmp_path / "data", tmp_path / "sessions.log", tmp_path / "data.work"
    process, rank1, ours, options = _start_with_rank_1_hanging(planted, tmp_path, log)
    os.killpg(process.pid, how)
    try:
        out = process.communicate(timeout=180)[0]
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        pytest.fail(f"the command did not stop within 180 s of SIGINT:\n{process.communicate()[0][-5000:]}")
    assert process.returncode == 2, out[-5000:]
    assert "interrupted: what the ranks finished is kept" in out
    assert not _processes_naming(str(work)), "a rank's process outlived the command"
    with open(rank1 / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)  # released: its pytest is gone
    assert completions(work) == {"00000", "00002"} and not (output / "train.jsonl").exists()
    first = [json.loads(line) for line in (rank1 / "runs.jsonl").read_text().splitlines()]
    assert [r["exitstatus"] for r in first] == [2]  # rank 1's pytest stopped as after Ctrl-C, and merged what it had

    log.unlink()
    command = [sys.executable, "-m", "synth.distributed", *ours, "--", *options, "-n", "0"]
    done = subprocess.run(command, cwd=ROOT, env=environment(planted, log), capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert sessions(log) == ["2/3"]
    rerun = json.loads((rank1 / "runs.jsonl").read_text().splitlines()[-1])
    assert rerun["skipped_cases"] == first[0]["new_records"] >= 1  # what it finished before the interruption was kept
    assert data_bytes(output) == data_bytes(reference)


def test_a_killed_command_leaves_no_rank_running(planted, tmp_path):
    """SIGKILL to the command alone (no signal reaches its pool workers or the ranks' pytest
    sessions, which run in sessions of their own): the pool workers and the ranks' pytest still stop."""
    work = tmp_path / "data.work"
    process, rank1, _, _ = _start_with_rank_1_hanging(planted, tmp_path, tmp_path / "sessions.log")
    process.kill()
    process.wait()  # not communicate(): a survivor holding the output pipe would block it
    process.stdout.close()

    def left() -> list[str]:  # the ranks' pytest (they name the work folder), the pool and its fork server (the command's session)
        return _processes_naming(str(work)) + _processes_in_session(process.pid)

    try:
        deadline = time.monotonic() + 60
        while left() and time.monotonic() < deadline:
            time.sleep(0.5)
        assert not left(), "processes of the killed command were still running a minute later"
    finally:
        for line in left():
            try:
                os.kill(int(line.split(":")[0]), signal.SIGKILL)
            except ProcessLookupError:
                pass


def _processes_in_session(sid: int) -> list[str]:
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[3]) == sid and fields[0] != "Z":  # after the command name: state, ppid, pgrp, session (a zombie is gone)
                args = (stat.parent / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                found.append(f"{stat.parent.name}: {args[:200]}")
        except (OSError, IndexError, ValueError):
            continue
    return found


STUB = "#!{python}\n{body}"
SBATCH = """
import json, os, sys
from pathlib import Path
calls = Path(os.environ["SBATCH_CALLS"])
calls.mkdir(exist_ok=True)
n = len(list(calls.iterdir()))
(calls / f"{n:02d}.json").write_text(json.dumps({"argv": sys.argv[1:], "script": Path(sys.argv[-1]).read_text()}))
print(f"Submitted batch job {12345 + n}")
"""
SRUN = """
import os, sys
args = sys.argv[1:]
while args and args[0].startswith("-"):
    if args.pop(0) in ("-n", "-N"):
        args.pop(0)
os.execvp(args[0], args)
"""
SCONTROL = """
import sys
if sys.argv[1:3] == ["show", "hostnames"]:
    print("node1")
"""


def _sbatch_calls(folder: Path) -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(folder.iterdir())] if folder.exists() else []


def test_slurm_jobs_run_the_ranks_then_the_combine(planted, reference, tmp_path):
    """The job scripts are those a Slurm user asked for; run here as Slurm would run them (a stub srun), they make the dataset."""
    stubs, calls = tmp_path / "bin", tmp_path / "calls"
    stubs.mkdir()
    for name, body in (("sbatch", SBATCH), ("srun", SRUN), ("scontrol", SCONTROL)):
        (stubs / name).write_text(STUB.format(python=sys.executable, body=body))
        (stubs / name).chmod(0o755)
    env = environment(planted, tmp_path / "sessions.log", PATH=f"{stubs}{os.pathsep}{os.environ['PATH']}", SBATCH_CALLS=str(calls))
    output = tmp_path / "data"
    work = tmp_path / "data.work"
    ours = [
        "--executor", "slurm", "--partition", "debug", "--time", "0:30:00", "--cpus-per-task", "2", "--mem-per-cpu-gb", "3", "--gpus", "1",
        "--sbatch-args", "account=proj", "--tasks", str(TASKS), "--workers", "2", "--output", str(output),
    ]  # fmt: skip
    done = distributed(env, *ours)
    assert done.returncode == 0, done.stderr[-3000:]
    ranks, ranks_stats, combine, combine_stats = _sbatch_calls(calls)
    assert "submitted: ranks job 12345, combine job 12347" in done.stderr
    for line in (
        "#SBATCH --partition=debug", "#SBATCH --time=0:30:00", "#SBATCH --cpus-per-task=2", "#SBATCH --mem-per-cpu=3G", "#SBATCH --gpus=1",
        f"#SBATCH --array=0-{TASKS - 1}%2", "#SBATCH --account=proj", "#SBATCH --job-name=synth-ranks", f"source {sys.prefix}/bin/activate",
    ):  # fmt: skip
        assert line in ranks["script"].splitlines(), line
    assert "--qos" not in ranks["script"]  # no QOS is forced on a cluster that may have none of that name
    assert f"launch_pickled_pipeline {work / 'logs' / 'ranks' / 'executor.pik'}" in ranks["script"]
    assert f"{work / 'logs' / 'ranks' / 'stats'}" in ranks_stats["script"]
    assert "--dependency=afterok:12345" in combine["argv"]  # the combine waits for every rank to succeed
    for line in (
        "#SBATCH --array=0-0%1",
        "#SBATCH --cpus-per-task=1",
        "#SBATCH --kill-on-invalid-dep=yes",
        "#SBATCH --job-name=synth-combine",
    ):
        assert line in combine["script"].splitlines(), line
    assert "--gpus" not in combine["script"] and "#SBATCH --dependency=afterok:12347" in combine_stats["script"].splitlines()

    import dill

    with open(work / "logs" / "ranks" / "executor.pik", "rb") as f:
        step = dill.load(f).pipeline[0]
    assert (type(step).__name__, step.tests, step.pytest_args) == ("GenerateRank", STAGE_TESTS, [*OPTIONS, "-n", "0"])

    def job(call: dict, task: int) -> None:
        script = tmp_path / "job.sh"
        script.write_text(call["script"])
        slurm = {"SLURM_ARRAY_TASK_ID": str(task), "SLURM_NODELIST": "node1", "SLURM_JOB_ID": "12345"}
        ran = subprocess.run(["bash", str(script)], cwd=ROOT, env={**env, **slurm}, capture_output=True, text=True, timeout=600)
        assert ran.returncode == 0, ran.stderr[-5000:]

    for task in range(TASKS):
        job(ranks, task)
    job(combine, 0)
    assert sorted(sessions(tmp_path / "sessions.log")) == ["1/3", "2/3", "3/3"]
    assert data_bytes(output) == data_bytes(reference)

    again = distributed(env, *ours)  # everything completed: nothing is submitted
    assert again.returncode == 0 and "nothing to submit" in again.stderr, again.stderr[-3000:]
    assert len(_sbatch_calls(calls)) == 4
    (work / "logs" / "ranks" / "completions" / "00001").unlink()  # as if rank 1's job had failed
    resumed = distributed(env, *ours)
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    ranks2, _, combine2, _ = _sbatch_calls(calls)[4:]
    assert "#SBATCH --array=0-0%2" in ranks2["script"].splitlines()  # one array task, for the one incomplete rank
    assert json.loads((work / "logs" / "ranks" / "ranks_to_run.json").read_text()) == [1]
    assert "--dependency=afterok:12349" in combine2["argv"]


def test_ray_runs_the_ranks_and_a_relaunch_only_the_failed_one(planted, reference, tmp_path):
    pytest.importorskip("ray", reason="the ray extra is not installed: pip install -e '.[ray]' (nox -s tests installs it)")
    output, log = tmp_path / "data", tmp_path / "sessions.log"
    ours = ["--executor", "ray", "--tasks", str(TASKS), "--workers", "2", "--mem-per-cpu-gb", "1", "--output", str(output)]
    failed = distributed(environment(planted, log, PLANT_USAGE_ERROR=f"3/{TASKS}"), *ours)
    assert failed.returncode == 3, failed.stderr[-5000:]
    assert "FAILED: ranks [2] did not complete" in failed.stderr
    assert sorted(sessions(log)) == ["1/3", "2/3", "3/3"]
    log.unlink()
    done = distributed(environment(planted, log), *ours)
    assert done.returncode == 0, done.stderr[-5000:]
    assert sessions(log) == ["3/3"]
    assert data_bytes(output) == data_bytes(reference)
