"""``--dataset DIR`` end to end: real pytest runs in subprocesses on a few small cases.

The data files must be the same bytes whatever the worker count, and after a run killed at
any moment then resumed; a failing case never enters the dataset; a folder of other versions,
or one being written, is refused. Warp's kernel cache and the shared ``.synth_cache`` make
the runs after the first cheap.
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

ROOT = Path(__file__).resolve().parents[1]
CASES = ["--synth-count", "2", "--synth-categories", "arithmetic,vector,matrix"]
DATA = ("train.jsonl", "val.jsonl", "test.jsonl")

# A test-only plugin, loaded with -p from the tmp folder: it fails one stage of one case, kills
# its worker, or holds one case's test for a while so that a run can be killed half-way.
PLANTED = '''
import os, time

def pytest_runtest_call(item):
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_FAIL", "<none>")):
        raise AssertionError("planted failure")
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_SLEEP", "<none>")):
        time.sleep(120)
    if item.nodeid.split("@")[0].endswith(os.environ.get("PLANT_CRASH", "<none>")):
        os._exit(3)  # as a segfault would: the worker dies mid-batch
'''


def pytest_run(folder: Path, *args: str, env: dict | None = None, wait: bool = True):
    """pytest on the pipeline tests, from a tmp folder, writing the dataset to ``folder``."""
    (folder.parent / "planted.py").write_text(PLANTED)
    command = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "planted",
        "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT), str(ROOT / "tests" / "test_pipeline.py"),
        "--synth-cache-dir", str(ROOT / ".synth_cache"), "--dataset", str(folder), *CASES, *args,
    ]  # fmt: skip
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(folder.parent), str(ROOT)]), **(env or {})}
    process = subprocess.Popen(
        command, cwd=folder.parent, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True
    )
    if not wait:
        return process
    output, _ = process.communicate(timeout=600)
    return process.returncode, output


def data_bytes(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in DATA}


def all_records(folder: Path) -> list[dict]:
    return [json.loads(line) for name in DATA for line in (folder / name).read_text().splitlines()]


def shard_lines(folder: Path) -> int:
    return sum(len(p.read_bytes().splitlines()) for p in (folder / ".shards").glob("records-*.jsonl"))


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> Path:
    """One uninterrupted run without xdist (and with Parquet when pyarrow is there)."""
    folder = tmp_path_factory.mktemp("reference") / "data"
    parquet = ["--dataset-format", "parquet"] if _has_pyarrow() else []
    code, output = pytest_run(folder, "-n", "0", *parquet)
    assert code in (0, 1), output
    assert all_records(folder), output
    return folder


def _has_pyarrow() -> bool:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return False
    return True


def test_worker_count_does_not_change_the_bytes(reference, tmp_path):
    folder = tmp_path / "data"
    code, output = pytest_run(folder, "-n", "2")
    assert code in (0, 1), output
    assert data_bytes(folder) == data_bytes(reference)
    assert (folder / "stats.json").read_bytes() == (reference / "stats.json").read_bytes()


def test_rerun_skips_what_is_there_and_changes_nothing(reference):
    before = {**data_bytes(reference), "stats.json": (reference / "stats.json").read_bytes()}
    lines = shard_lines(reference)
    code, output = pytest_run(reference, "-n", "0")
    assert code == 0, output
    assert "0 new" in output and "already there" in output
    assert shard_lines(reference) == lines  # nothing recomputed, nothing written twice
    assert {**data_bytes(reference), "stats.json": (reference / "stats.json").read_bytes()} == before


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGINT], ids=["sigkill", "sigint"])
def test_killed_run_resumes_to_the_same_bytes(reference, tmp_path, how):
    folder = tmp_path / "data"
    # One case per batch, and the last case's test held: the run is certainly killed half-way.
    process = pytest_run(folder, "-n", "2", "--synth-batch", "1", env={"PLANT_SLEEP": "test_cpu_reference[matrix-s000001]"}, wait=False)
    deadline = time.monotonic() + 300
    while not (folder / ".shards").exists() or shard_lines(folder) < 2:
        assert process.poll() is None, process.communicate()[0]
        assert time.monotonic() < deadline, "no record written in time"
        time.sleep(0.2)
    os.killpg(process.pid, how)
    process.communicate(timeout=120)
    if how == signal.SIGKILL:  # what a writer killed mid-line would leave
        with open(next((folder / ".shards").glob("records-*.jsonl")), "ab") as f:
            f.write(b'{"category":"arithmetic","id":"arith')
    readable = all_records(folder) if (folder / "train.jsonl").exists() else []
    assert len(readable) < len(all_records(reference))  # it really was interrupted

    code, output = pytest_run(folder, "-n", "2")
    assert code in (0, 1), output
    assert data_bytes(folder) == data_bytes(reference)
    assert (folder / "stats.json").read_bytes() == (reference / "stats.json").read_bytes()
    if how == signal.SIGKILL:
        assert "truncated shard line" in (folder / "README.md").read_text()


def test_a_failing_case_never_enters_the_dataset(reference, tmp_path):
    failing = all_records(reference)[0]["id"]  # a case that passes, made to fail one stage
    expected = json.loads((reference / "stats.json").read_text())
    folder = tmp_path / "data"
    code, output = pytest_run(folder, "-n", "2", env={"PLANT_FAIL": f"test_cpu_reference[{failing}]"})
    assert code == 1, output
    ids = {r["id"] for r in all_records(folder)}
    assert ids == {r["id"] for r in all_records(reference)} - {failing}
    shards = b"".join(p.read_bytes() for p in (folder / ".shards").glob("records-*.jsonl"))
    assert f'"id":"{failing}"'.encode() not in shards
    stats = json.loads((folder / "stats.json").read_text())
    assert stats["cases"]["failed"] == expected["cases"]["failed"] + 1
    assert stats["stages"]["test_cpu_reference"]["failed"] == expected["stages"]["test_cpu_reference"]["failed"] + 1
    # The failure is recorded: a rerun does not try the case again (start over with --dataset-overwrite).
    code, output = pytest_run(folder, "-n", "0")
    assert code == 0, output
    assert failing not in {r["id"] for r in all_records(folder)}


def test_a_case_that_kills_its_worker_is_a_crash_and_the_rest_resumes(reference, tmp_path):
    crashing = all_records(reference)[-1]["id"]
    folder = tmp_path / "data"
    code, output = pytest_run(folder, "-n", "2", env={"PLANT_CRASH": f"test_cpu_reference[{crashing}]"})
    assert code == 1, output
    assert output.count("node down") == 1, output  # the worker died once: the case was not rerun on its replacement
    failures = [json.loads(line) for p in (folder / ".shards").glob("failures-controller-*.jsonl") for line in p.read_text().splitlines()]
    assert [(f["id"], f["stages"]) for f in failures] == [(crashing, {"test_cpu_reference": {"passed": False, "label": "crash"}})]
    code, output = pytest_run(folder, "-n", "2")  # the crashed worker's batch mates are written now
    assert code in (0, 1), output
    assert {r["id"] for r in all_records(folder)} == {r["id"] for r in all_records(reference)} - {crashing}


def test_card_and_stats_match_the_data(reference):
    stats = json.loads((reference / "stats.json").read_text())
    records = all_records(reference)
    lines = {name.split(".")[0]: len((reference / name).read_text().splitlines()) for name in DATA}
    assert stats["by_split"] == lines
    assert stats["records"] == len(records) == sum(c["total"] for c in stats["by_category"].values())
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
        assert all(entry["passed"] is not False for entry in record["checks"].values())
    if _has_pyarrow():
        import pyarrow.parquet as pq

        table = pq.read_table(reference / "train.parquet")
        assert table.num_rows == lines["train"]
        assert all(not (t.startswith("struct") or t.startswith("list")) for t in map(str, table.schema.types))


def test_other_versions_are_refused_unless_overwrite(reference, tmp_path):
    folder = tmp_path / "data"
    (folder / ".shards").mkdir(parents=True)
    for path in reference.glob(".shards/*.jsonl"):
        (folder / ".shards" / path.name).write_bytes(path.read_bytes())
    manifest = json.loads((reference / ".shards" / "manifest.json").read_text())
    (folder / ".shards" / "manifest.json").write_text(json.dumps({**manifest, "warp": "0.0.1"}))
    code, output = pytest_run(folder, "-n", "0")
    assert code == 4, output
    assert "other versions" in output and "--dataset-overwrite" in output
    code, output = pytest_run(folder, "-n", "0", "--dataset-overwrite")
    assert code in (0, 1), output
    assert data_bytes(folder) == data_bytes(reference)


def test_a_folder_being_written_is_refused(tmp_path):
    folder = tmp_path / "data"
    (folder / ".shards").mkdir(parents=True)
    with open(folder / ".shards" / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        code, output = pytest_run(folder, "-n", "0")
    assert code == 4, output
    assert "being written by another run" in output
    assert not (folder / "train.jsonl").exists()


def test_a_folder_that_is_not_a_dataset_is_refused(tmp_path):
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    code, output = pytest_run(folder, "-n", "0")
    assert code == 4, output
    assert "holds no dataset" in output
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]


def test_a_narrowed_run_records_nothing_it_did_not_fully_check(tmp_path):
    """-k (like -m, --deselect, --lf) leaves stages out: those cases wait for a full run."""
    folder = tmp_path / "data"
    code, output = pytest_run(folder, "-n", "0", "-k", "cpu_reference")
    assert code == 0, output
    assert not all_records(folder) and "0 new, 0 failed" in output
    code, output = pytest_run(folder, "-n", "0", "--synth-count", "1")  # a full run then records them
    assert code in (0, 1), output
    assert all_records(folder)
