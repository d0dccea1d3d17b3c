"""``--dataset DIR`` end to end: real pytest runs in subprocesses (pytester) on six small cases.

Every run's outcome is asserted exactly (exit code, test outcomes, records, labelled
failures). The data files must be the same bytes whatever the worker count, after a run
killed at any moment then resumed, from a folder outside the rootdir, and with the stage
tests renamed; a failing case never enters the dataset; a folder of other versions, or one
being written, is refused. Warp's kernel cache and the shared ``.synth_cache`` make the runs
after the first cheap.
"""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a whole pytest session per test (pytester): run by nox -s tests, not by a plain pytest

ROOT = Path(__file__).resolve().parents[2]
# pytester points HOME at its temporary folder; the runs keep the user's Warp kernel cache
# (otherwise every run builds every kernel cold, and a run killed with SIGINT may still be in LLVM)
WARP_CACHE = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
PIPELINE = ROOT / "tests" / "test_pipeline.py"
# generated cases only (these runs test tests/test_pipeline.py; tests/acceptance/test_module_ingest.py does existing code)
CASES = ["--synth-count", "2", "--synth-categories", "arithmetic,vector,matrix,stencil,struct,loop_control,gather_scatter,nested_loop", "--synth-modules", "none"]
N_CASES, N_STAGES = 16, 10  # every one of the sixteen cases passes all ten pipeline stages
DATA = ("train.jsonl", "val.jsonl", "test.jsonl")

# A test-only plugin, loaded with -p from the pytester folder: it fails one stage of one case,
# kills its worker, holds one case's test for a while so that a run can be killed half-way, or
# fails one case's record texts (the stage no test runs when every test's stage brings its own).
PLANTED = """
import dataclasses, os, time


def pytest_configure(config):
    case = os.environ.get("PLANT_TEXTS")
    if not case:
        return
    from synth.model.failures import StageFailure
    from synth.stages import registry

    real = registry.required

    def required(kind):
        stage = real(kind)

        def planted_texts(batch):
            values = batch.results(stage.compute)
            return {k: StageFailure("codegen_error", "planted: the texts could not be built") if k == case else v for k, v in values.items()}

        return dataclasses.replace(stage, compute=planted_texts)

    registry.required = required


def pytest_runtest_call(item):
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_FAIL", "<none>")):
        raise AssertionError("planted failure")
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_KNOWN", "<none>")):
        from synth.model.failures import StageFailure
        raise StageFailure("dead_input", "planted: an input no output depends on", known="planted: dead by design")
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_TIMEOUT", "<none>")):
        from synth.model.failures import StageFailure
        raise StageFailure("timeout", "planted: nvcc ran past 220 s and was killed")
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_SLEEP", "<none>")):
        time.sleep(120)
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_CRASH", "<none>")):
        os._exit(3)  # as a segfault would: the worker dies mid-batch
"""


def arguments(folder: Path, *args: str, tests: Path = PIPELINE) -> list[str]:
    return [
        "-p", "no:cacheprovider", "-p", "planted", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT), str(tests),
        "--synth-cache-dir", str(ROOT / ".synth_cache"), "--dataset", str(folder), *CASES, *args,
    ]  # fmt: skip


@pytest.fixture
def run(pytester, monkeypatch):
    """``run(folder, *args, env={...})``: pytester.runpytest_subprocess on the pipeline tests, writing the dataset to ``folder``."""
    pytester.makepyfile(planted=PLANTED)
    monkeypatch.setenv("WARP_CACHE_PATH", WARP_CACHE)

    def run(folder: Path, *args: str, env: dict | None = None, tests: Path = PIPELINE) -> pytest.RunResult:
        with monkeypatch.context() as m:
            for key, value in (env or {}).items():
                m.setenv(key, value)
            return pytester.runpytest_subprocess(*arguments(folder, *args, tests=tests), timeout=600)

    return run


def _as_from_a_terminal() -> None:
    """In the child before exec: SIGINT at its default and unblocked, as a shell gives a command
    (the test process is an xdist worker whose inherited signal state is not the user's)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


def _signal_state(pgid: int) -> str:
    """Blocked/ignored/caught signal masks of a process group's members (/proc), for a hang's report."""
    states = []
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            text = status.read_text()
            if os.getpgid(int(status.parent.name)) != pgid:
                continue
        except (OSError, ProcessLookupError):
            continue
        fields = dict(line.split(":\t", 1) for line in text.splitlines() if line.startswith(("Sig", "Shd")))
        states.append(f"{status.parent.name}: " + " ".join(f"{k}={v.strip()}" for k, v in fields.items() if k in ("SigBlk", "SigIgn", "SigCgt", "ShdPnd", "SigPnd")))
    return "; ".join(states)


def data_bytes(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in (*DATA, "stats.json")}


def all_records(folder: Path) -> list[dict]:
    return [json.loads(line) for name in DATA for line in (folder / name).read_text().splitlines()]


def shard_lines(folder: Path) -> int:
    return sum(len(p.read_bytes().splitlines()) for p in (folder / ".shards").glob("records-*.jsonl"))


def _has_pyarrow() -> bool:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    """One uninterrupted run without xdist (and with Parquet when pyarrow is there), shared by the module.

    Module-scoped, so it cannot use the function-scoped pytester; its output is parsed by
    pytest's own RunResult all the same.
    """
    folder = tmp_path_factory.mktemp("reference") / "data"
    (folder.parent / "planted.py").write_text(PLANTED)
    parquet = ["--dataset-format", "parquet"] if _has_pyarrow() else []
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(folder.parent), os.environ.get("PYTHONPATH", "")])}
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", *arguments(folder, "-n", "0", *parquet)], cwd=folder.parent, env=env, capture_output=True, text=True, timeout=600)
    result = pytest.RunResult(done.returncode, done.stdout.splitlines(), done.stderr.splitlines(), time.monotonic() - start)
    assert result.ret == 0, done.stdout + done.stderr
    result.assert_outcomes(passed=N_CASES * N_STAGES)
    assert len(all_records(folder)) == N_CASES
    return folder


def test_worker_count_does_not_change_the_bytes(reference, run, tmp_path):
    folder = tmp_path / "data"
    result = run(folder, "-n", "2")
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES * N_STAGES)
    assert data_bytes(folder) == data_bytes(reference)


def test_renaming_the_stage_tests_changes_no_dataset_byte(reference, run, pytester, tmp_path):
    """Checks are named by stage (``@pytest.mark.stage``), never by test function."""
    renamed = pytester.path / "test_renamed_pipeline.py"
    text = PIPELINE.read_text().replace("def test_", "def test_renamed_")
    assert text.count("def test_renamed_") == N_STAGES
    renamed.write_text(text)
    folder = tmp_path / "data"
    result = run(folder, "-n", "2", tests=renamed)
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES * N_STAGES)
    assert data_bytes(folder) == data_bytes(reference)
    assert set(all_records(folder)[0]["checks"]) == {"ir_snapshot", "nvrtc", "cpu_reference", "gradcheck", "standalone_snapshot", "nvcc", "emulation", "liveness", "record_fields", "second_shape"}


@pytest.mark.parametrize("exists", [False, True], ids=["new", "existing"])
def test_a_dataset_outside_the_rootdir_is_written_and_resumed(reference, pytester, tmp_path_factory, monkeypatch, exists):
    """From the repository root, as a user types it: the folder is an option's value, never taken for a test path."""
    folder = tmp_path_factory.mktemp("elsewhere", numbered=True) / "ds"
    if exists:
        folder.mkdir()
    assert ROOT not in folder.parents
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("WARP_CACHE_PATH", WARP_CACHE)
    args = ["-p", "no:cacheprovider", "tests/test_pipeline.py", "--dataset", str(folder), *CASES, "-n", "2"]
    result = pytester.runpytest_subprocess(*args, timeout=600)
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES * N_STAGES)
    assert data_bytes(folder) == data_bytes(reference)
    again = pytester.runpytest_subprocess(*args, timeout=600)  # resumes: nothing left to run
    assert again.ret == 0
    again.assert_outcomes(skipped=N_STAGES)  # one "already in the dataset" skip per stage test
    again.stdout.fnmatch_lines([f"*0 new, 0 failed, {N_CASES} already there*"])
    assert data_bytes(folder) == data_bytes(reference)


def test_rerun_skips_what_is_there_and_changes_nothing(reference, run):
    before = data_bytes(reference)
    lines = shard_lines(reference)
    result = run(reference, "-n", "0")
    assert result.ret == 0
    result.assert_outcomes(skipped=N_STAGES)  # one "already in the dataset" skip per stage test
    result.stdout.fnmatch_lines([f"*0 new, 0 failed, {N_CASES} already there*"])
    assert shard_lines(reference) == lines  # nothing recomputed, nothing written twice
    assert data_bytes(reference) == before


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGINT], ids=["sigkill", "sigint"])
def test_killed_run_resumes_to_the_same_bytes(reference, pytester, run, monkeypatch, tmp_path, how):
    folder = tmp_path / "data"
    # One case per batch, and the last case's test held: the run is certainly killed half-way.
    monkeypatch.setenv("PLANT_SLEEP", "test_cpu_reference[matrix-s000001]")
    command = [sys.executable, "-m", "pytest", *arguments(folder, "-n", "2", "--synth-batch", "1")]
    process = pytester.popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True, start_new_session=True,
        preexec_fn=_as_from_a_terminal,
    )  # fmt: skip
    monkeypatch.delenv("PLANT_SLEEP")
    deadline = time.monotonic() + 300
    while not (folder / ".shards").exists() or shard_lines(folder) < 2:
        assert process.poll() is None, process.communicate()[0]
        assert time.monotonic() < deadline, "no record written in time"
        time.sleep(0.2)
    os.killpg(process.pid, how)
    try:
        process.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        masks = _signal_state(process.pid)
        os.killpg(process.pid, signal.SIGKILL)
        pytest.fail(f"the run did not stop within 120 s of {how.name} ({masks}):\n{process.communicate()[0][-4000:]}")
    if how == signal.SIGKILL:  # what a writer killed mid-line would leave
        with open(next((folder / ".shards").glob("records-*.jsonl")), "ab") as f:
            f.write(b'{"category":"arithmetic","id":"arith')
    readable = all_records(folder) if (folder / "train.jsonl").exists() else []
    assert len(readable) < N_CASES  # it really was interrupted

    result = run(folder, "-n", "2")
    assert result.ret == 0
    assert data_bytes(folder) == data_bytes(reference)
    if how == signal.SIGKILL:
        assert "shard line(s) dropped: truncated" in (folder / "README.md").read_text()


def test_a_failing_case_never_enters_the_dataset(reference, run, tmp_path):
    failing = all_records(reference)[0]["id"]  # a case that passes, made to fail one stage
    folder = tmp_path / "data"
    result = run(folder, "-n", "2", env={"PLANT_FAIL": f"test_cpu_reference[{failing}]"})
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.assert_outcomes(passed=N_CASES * N_STAGES - 1, failed=1)
    assert {r["id"] for r in all_records(folder)} == {r["id"] for r in all_records(reference)} - {failing}
    shards = b"".join(p.read_bytes() for p in (folder / ".shards").glob("records-*.jsonl"))
    assert f'"id":"{failing}"'.encode() not in shards
    failures = [json.loads(line) for p in (folder / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]
    assert [(f["id"], f["stages"]["cpu_reference"]) for f in failures] == [(failing, {"passed": False, "label": "mismatch"})]
    stats = json.loads((folder / "stats.json").read_text())
    assert (stats["cases"]["passed"], stats["cases"]["failed"]) == (N_CASES - 1, 1)
    assert stats["stages"]["cpu_reference"]["failed"] == 1
    # The failure is recorded: a rerun does not try the case again (start over with --dataset-overwrite).
    again = run(folder, "-n", "0")
    assert again.ret == 0
    again.assert_outcomes(skipped=N_STAGES)  # one "already in the dataset" skip per stage test
    assert failing not in {r["id"] for r in all_records(folder)}


def test_a_rejection_by_design_is_an_xfail_that_the_card_still_counts(reference, run, tmp_path):
    """A failure the stage knows to be by design (``StageFailure.known``) is reported as an xfail with
    its reason, not FAILED: exit 0, and the case is rejected with its own label all the same."""
    refused = all_records(reference)[0]["id"]
    folder = tmp_path / "data"
    result = run(folder, "-n", "2", "-rx", env={"PLANT_KNOWN": f"test_liveness[{refused}]"})
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    result.assert_outcomes(passed=N_CASES * N_STAGES - 1, xfailed=1)
    result.stdout.fnmatch_lines(["liveness * 1 refused:dead_input*", f"XFAIL*test_liveness[[]{refused}[]]* - [[]dead_input[]] planted: dead by design"])
    assert "FAILED" not in result.stdout.str()
    failures = [json.loads(line) for p in (folder / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]
    assert [(f["id"], f["stages"]["liveness"]) for f in failures] == [(refused, {"passed": False, "label": "dead_input"})]
    assert json.loads((folder / "stats.json").read_text())["failure_labels"] == {"dead_input": 1}
    assert "Failure labels: dead_input 1." in (folder / "README.md").read_text()


def test_a_case_whose_record_texts_fail_is_a_failure_line_that_says_why(reference, run, tmp_path):
    """Every test of the case passed, but the texts every record needs could not be built: no
    record, and the failure line keeps the reason (no test report carries it)."""
    failing = all_records(reference)[0]["id"]
    folder = tmp_path / "data"
    result = run(folder, "-n", "0", env={"PLANT_TEXTS": failing})
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES * N_STAGES)
    assert {r["id"] for r in all_records(folder)} == {r["id"] for r in all_records(reference)} - {failing}
    failures = [json.loads(line) for p in (folder / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]
    assert [(f["id"], f["stages"]["record"]) for f in failures] == [
        (failing, {"passed": False, "label": "codegen_error", "message": "planted: the texts could not be built"})
    ]
    assert json.loads((folder / "stats.json").read_text())["failure_labels"] == {"codegen_error": 1}


def test_a_killed_worker_is_an_environment_failure_that_the_rerun_retries(reference, run, tmp_path):
    """A worker that dies is the machine's fault: nothing is recorded for its case, the replacement
    worker's cases are written, and a rerun with the fault gone gives the uninterrupted bytes."""
    crashing = all_records(reference)[-1]["id"]
    folder = tmp_path / "data"
    # one case per batch: every other case runs whole on one worker, the dead one's or its replacement's
    result = run(folder, "-n", "2", "--synth-batch", "1", env={"PLANT_CRASH": f"test_cpu_reference[{crashing}]"})
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert result.stdout.str().count("node down") == 1  # the worker died once: the case was not rerun on its replacement
    assert not [line for p in (folder / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]
    assert {r["id"] for r in all_records(folder)} == {r["id"] for r in all_records(reference)} - {crashing}
    result.stdout.fnmatch_lines(
        ["1 cases not recorded (an environment failure*the next run on this folder tries them again", f"  {crashing}: worker lost: it died running test_cpu_reference*"]
    )
    assert [json.loads(line)["id"] for line in (folder / "unrecorded.jsonl").read_text().splitlines()] == [crashing]
    again = run(folder, "-n", "2")
    assert again.ret == 0
    again.assert_outcomes(passed=N_STAGES)
    assert data_bytes(folder) == data_bytes(reference)


def test_a_timeout_is_not_recorded_and_the_rerun_gives_the_same_bytes(reference, run, tmp_path):
    """An environment failure (here a compiler timeout) leaves its case out of the shards entirely."""
    hung = all_records(reference)[1]["id"]
    folder = tmp_path / "data"
    result = run(folder, "-n", "2", env={"PLANT_TIMEOUT": f"test_nvcc_compiles[{hung}]"})
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.assert_outcomes(passed=N_CASES * N_STAGES - 1, failed=1)
    result.stdout.fnmatch_lines([f"{hung} nvcc: timeout (environment failure: not recorded, a rerun tries it again): planted*"])
    result.stdout.fnmatch_lines([f"  {hung}: nvcc: timeout (environment failure): *planted: nvcc ran past 220 s and was killed"])
    unrecorded = [json.loads(line) for line in (folder / "unrecorded.jsonl").read_text().splitlines()]
    assert [u["id"] for u in unrecorded] == [hung] and "nvcc: timeout (environment failure)" in unrecorded[0]["cause"]
    assert not [line for p in (folder / ".shards").glob("failures-*.jsonl") for line in p.read_text().splitlines()]
    again = run(folder, "-n", "2")
    assert again.ret == 0
    again.assert_outcomes(passed=N_STAGES)
    assert data_bytes(folder) == data_bytes(reference)


def test_card_and_stats_match_the_data(reference):
    stats = json.loads((reference / "stats.json").read_text())
    records = all_records(reference)
    lines = {name.split(".")[0]: len((reference / name).read_text().splitlines()) for name in DATA}
    assert stats["by_split"] == lines
    assert stats["records"] == len(records) == N_CASES == sum(c["total"] for c in stats["by_category"].values())
    for category, counts in stats["by_category"].items():
        assert counts["total"] == sum(r["category"] == category for r in records)
    card = (reference / "README.md").read_text()
    assert f"**{len(records)} records**" in card
    for png in ("categories.png", "lengths.png", "pass_rates.png"):
        assert (reference / "plots" / png).read_bytes().startswith(b"\x89PNG")
        assert f"plots/{png}" in card
    for record in records:
        assert list(record) == sorted(record)
        assert record["split"] in ("train", "val", "test")
        assert set(record["checks"]) == {"ir_snapshot", "nvrtc", "cpu_reference", "gradcheck", "standalone_snapshot", "nvcc", "emulation", "liveness", "record_fields", "second_shape"}
        assert all(entry["passed"] is True for entry in record["checks"].values())
    if _has_pyarrow():
        import pyarrow.parquet as pq

        from synth.dataset.schema import arrow_schema, keyed_names

        shards = sorted((reference / "data").glob("train-*.parquet"))
        assert [p.name for p in shards] == ["train-00000-of-00001.parquet"]
        table = pq.read_table(shards[0])
        assert table.num_rows == lines["train"] and table.schema == arrow_schema(keyed_names(records))
        assert table.to_pylist()[0]["checks"]["nvcc"]["passed"] is True


def test_other_versions_are_refused_unless_overwrite(reference, run, tmp_path):
    folder = tmp_path / "data"
    (folder / ".shards").mkdir(parents=True)
    for path in reference.glob(".shards/*.jsonl"):
        (folder / ".shards" / path.name).write_bytes(path.read_bytes())
    manifest = json.loads((reference / ".shards" / "manifest.json").read_text())
    (folder / ".shards" / "manifest.json").write_text(json.dumps({**manifest, "harness": "0.1.0"}))
    result = run(folder, "-n", "0")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*other versions*--dataset-overwrite*"])
    result = run(folder, "-n", "0", "--dataset-overwrite")
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES * N_STAGES)
    assert data_bytes(folder) == data_bytes(reference)


def test_a_folder_being_written_is_refused(run, tmp_path):
    folder = tmp_path / "data"
    (folder / ".shards").mkdir(parents=True)
    with open(folder / ".shards" / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        result = run(folder, "-n", "0")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*being written by another run*"])
    assert not (folder / "train.jsonl").exists()


def test_a_folder_that_is_not_a_dataset_is_refused(run, tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    result = run(folder, "-n", "0")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*holds no dataset*"])
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]


def test_a_narrowed_run_records_nothing_it_did_not_fully_check(run, tmp_path):
    """-k (like -m, --deselect, --lf) leaves stages out: those cases wait for a full run."""
    folder = tmp_path / "data"
    result = run(folder, "-n", "0", "-k", "cpu_reference")
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES, deselected=N_CASES * (N_STAGES - 1))
    assert not all_records(folder)
    result.stdout.fnmatch_lines(["*0 new, 0 failed*"])
    result = run(folder, "-n", "0", "--synth-count", "1")  # a full run then records them
    assert result.ret == 0
    result.assert_outcomes(passed=N_CASES // 2 * N_STAGES)
    assert len(all_records(folder)) == N_CASES // 2
