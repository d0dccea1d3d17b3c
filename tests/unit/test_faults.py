"""Faults of the environment, injected: fake compilers on PATH that hang, crash or print invalid
bytes; a full disk; a broken manifest; a corrupted Warp cache entry. Each run must end within its
stated bound, name the cause, and leave nothing recorded that a rerun without the fault would
not record the same way (environment failures are retried, never saved as the case's result).
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from synth.dataset import folder as dataset_folder
from synth.dataset.folder import DatasetDir, DatasetDirError, read_shards, with_checksum
from synth.dataset.records import dumps
from synth.generate.cases import Case
from synth.generate.categories import CATEGORIES
from synth.model.failures import StageFailure, is_environment
from synth.stages import standalone_cuda
from synth.stages.batch import Batch, Settings
from synth.toolchain import emulate, nvcc, process

ROOT = Path(__file__).resolve().parents[2]
CASES = [Case("arithmetic", 0), Case("vector", 0), Case("matrix", 0)]

FAKE_TOOL = """#!/bin/sh
case "$*" in
  *--version*) [ -n "$FAULT_VERSION" ] && exec sleep 1000; echo "fake tools, release 99.0"; exit 0;;
  *--list-gpu-arch*) echo compute_90; exit 0;;
esac
case "$FAULT" in
  hang) sleep 1000 & echo $! > "$FAULT_PIDFILE"; wait;;
  segv) kill -SEGV $$;;
  bytes) printf 'error: \\377\\376 not utf-8\\n' >&2; exit 1;;
  enospc) echo "fatal error: could not write output: No space left on device" >&2; exit 1;;
esac
exit 3
"""


@pytest.fixture
def fake_tools(tmp_path, monkeypatch):
    """``nvcc`` and ``g++`` on PATH that do what $FAULT says; the version cache starts empty."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name in ("nvcc", "g++"):
        (bin_dir / name).write_text(FAKE_TOOL)
        (bin_dir / name).chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.delenv("CXX", raising=False)
    monkeypatch.setenv("FAULT_PIDFILE", str(tmp_path / "grandchild.pid"))
    monkeypatch.setattr(process, "_VERSIONS", {})
    return tmp_path


def batch_of(tmp_path: Path, key: str) -> Batch:
    return Batch(key, list(CASES), Settings(cache_dir=tmp_path / "cache"))


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split()[2]
    except FileNotFoundError:
        return False
    return state != "Z"


# ----------------------------------------------------------------------------- compilers


@pytest.mark.parametrize("tool", ["nvcc", "g++"])
def test_a_hung_compiler_costs_one_batch_timeout_and_its_whole_process_group(fake_tools, monkeypatch, tool):
    monkeypatch.setenv("FAULT", "hang")
    monkeypatch.setattr(process, "BUILD_BASE_S", 1.0)
    monkeypatch.setattr(process, "BUILD_PER_CASE_S", 0.25)
    limit = process.build_timeout(len(CASES))
    batch = batch_of(fake_tools, f"hang-{tool}")
    start = time.monotonic()
    results = standalone_cuda.nvcc_build(batch) if tool == "nvcc" else standalone_cuda.emulation(batch)
    took = time.monotonic() - start
    assert limit <= took < limit + 3, f"{took:.1f} s: not one batch timeout of {limit:g} s (no per-case rebuilds)"
    for case in CASES:
        failure = results[case.id]
        assert isinstance(failure, StageFailure) and failure.label == "timeout" and is_environment(failure)
        assert f"past {limit:g} s" in failure.message
    grandchild = int((fake_tools / "grandchild.pid").read_text())
    time.sleep(0.2)
    assert not alive(grandchild), "the compiler's child outlived the timeout"


def test_a_crashing_compiler_is_an_environment_failure_named_by_its_signal(fake_tools, monkeypatch):
    monkeypatch.setenv("FAULT", "segv")
    results = standalone_cuda.nvcc_build(batch_of(fake_tools, "segv"))
    for case in CASES:
        failure = results[case.id]
        assert failure.label == "crash" and "signal SIGSEGV" in failure.message and is_environment(failure)


def test_invalid_bytes_from_a_compiler_are_reported_not_a_crash_of_ours(fake_tools, monkeypatch):
    monkeypatch.setenv("FAULT", "bytes")
    failure = standalone_cuda.nvcc_build(batch_of(fake_tools, "bytes"))[CASES[0].id]
    assert failure.label == "nvcc_error" and "\ufffd" in failure.message and "not utf-8" in failure.message
    assert not is_environment(failure), "a compile error of the kernel's text is the case's"


def test_a_full_disk_under_the_compiler_is_not_the_kernels_fault(fake_tools, monkeypatch):
    monkeypatch.setenv("FAULT", "enospc")
    failure = standalone_cuda.nvcc_build(batch_of(fake_tools, "enospc"))[CASES[0].id]
    assert failure.label == "nvcc_error" and is_environment(failure)


def test_a_hanging_version_query_costs_one_wait_per_run(fake_tools, monkeypatch):
    monkeypatch.setenv("FAULT_VERSION", "1")
    monkeypatch.setattr(process, "VERSION_TIMEOUT_S", 1.0)
    start = time.monotonic()
    first = standalone_cuda.nvcc_build(batch_of(fake_tools, "version-1"))[CASES[0].id]
    middle = time.monotonic()
    second = standalone_cuda.nvcc_build(batch_of(fake_tools, "version-2"))[CASES[0].id]
    end = time.monotonic()
    assert first.label == second.label == "crash" and "--version did not answer within 1 s" in first.message
    assert 1.0 <= middle - start < 3 and end - middle < 0.5, "the second batch asked again"
    assert is_environment(first)


def test_the_emulation_compiler_crash_is_an_environment_failure(fake_tools, monkeypatch):
    monkeypatch.setenv("FAULT", "segv")
    assert emulate.find_gxx() == str(fake_tools / "bin" / "g++")
    failure = standalone_cuda.emulation(batch_of(fake_tools, "gxx-segv"))[CASES[0].id]
    assert failure.label == "crash" and "SIGSEGV" in failure.message and is_environment(failure)


# ----------------------------------------------------------------------------- the dataset folder


def test_a_corrupt_manifest_is_a_clear_error_that_overwrite_repairs(tmp_path):
    folder = DatasetDir(tmp_path / "ds")
    folder.open({"warp": "1"})
    folder.close()
    (tmp_path / "ds" / ".shards" / "manifest.json").write_text('{"format": ')
    with pytest.raises(DatasetDirError, match="manifest.json is unreadable.*--dataset-overwrite"):
        DatasetDir(tmp_path / "ds").open({"warp": "1"})
    repaired = DatasetDir(tmp_path / "ds")
    repaired.open({"warp": "1"}, overwrite=True)
    assert repaired.manifest()["warp"] == "1"
    repaired.close()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_a_clear_error(tmp_path):
    (tmp_path / "ro").mkdir(mode=0o555)
    with pytest.raises(DatasetDirError, match="cannot be written"):
        DatasetDir(tmp_path / "ro" / "ds").open({"warp": "1"})


def test_a_dataset_path_under_a_regular_file_is_a_clear_error(tmp_path):
    (tmp_path / "file").write_text("x")
    with pytest.raises(DatasetDirError, match="cannot be written: Not a directory"):
        DatasetDir(tmp_path / "file" / "ds").open({"warp": "1"})


def test_a_shard_line_changed_after_it_was_written_is_dropped(tmp_path):
    shards = tmp_path / ".shards"
    shards.mkdir()
    good = {"id": "arithmetic-s000001", "python_source": "x", "kernel_name": "k", "hash": "h"}
    from synth.dataset.records import source_hash

    good["hash"] = source_hash("x", "k")
    other = {**good, "id": "arithmetic-s000002"}
    tampered = dumps(with_checksum(other)).replace('"python_source":"x"', '"python_source":"y"')
    (shards / "records-w-r.jsonl").write_text(dumps(with_checksum(good)) + "\n" + tampered + "\n")
    read = read_shards(tmp_path)
    assert set(read.records) == {"arithmetic-s000001"} and read.broken_lines == 1
    assert "line_sha256" not in read.records["arithmetic-s000001"]


def test_a_merge_is_published_whole_or_rolled_forward(tmp_path):
    root = tmp_path / "ds"
    root.mkdir()
    (root / "train.jsonl").write_text("old\n")
    (root / "stats.json").write_text("old\n")
    staging = dataset_folder.staging_folder(root)
    (staging / "train.jsonl").write_text("new\n")
    dataset_folder.recover(root)  # no COMPLETE marker: the half-written merge is dropped
    assert not staging.exists() and (root / "train.jsonl").read_text() == "old\n"
    staging = dataset_folder.staging_folder(root)
    (staging / "train.jsonl").write_text("new\n")
    (staging / "stats.json").write_text("new\n")
    (staging / dataset_folder.COMPLETE).write_text("stats.json\ntrain.jsonl\n")
    os.replace(staging / "train.jsonl", root / "train.jsonl")  # a run killed half-way through publish
    dataset_folder.recover(root)
    assert (root / "train.jsonl").read_text() == (root / "stats.json").read_text() == "new\n"
    assert not staging.exists()


# ----------------------------------------------------------------------------- whole runs

DISK_FULL = """
import errno, os
from synth.dataset import merge

_write = merge.atomic_write

def atomic_write(path, data):
    if os.environ.get("DISK_FULL") and path.name == "val.jsonl":
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    return _write(path, data)

merge.atomic_write = atomic_write
"""


def run_dataset(tmp_path: Path, folder: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    (tmp_path / "disk_full.py").write_text(DISK_FULL)
    environ = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH")])), **(env or {})}
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "disk_full", "-q", "tests/test_pipeline.py",
            "--synth-categories", "arithmetic", "--synth-count", "2", "--dataset", str(folder), *args]  # fmt: skip
    return subprocess.run(argv, cwd=ROOT, env=environ, capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_a_merge_on_a_full_disk_fails_the_run_and_keeps_the_last_dataset(tmp_path):
    folder = tmp_path / "ds"
    first = run_dataset(tmp_path, folder, "--synth-count", "1")
    assert first.returncode == 0, first.stdout[-2000:]
    before = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    full = run_dataset(tmp_path, folder, env={"DISK_FULL": "1"})
    assert full.returncode == pytest.ExitCode.INTERNAL_ERROR, full.stdout[-2000:]
    assert "dataset NOT written" in full.stdout and "No space left on device" in full.stdout
    assert {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()} == before, "a failed merge changed the outputs"
    assert not (folder / dataset_folder.STAGING).exists() or not (folder / dataset_folder.STAGING / dataset_folder.COMPLETE).exists()
    again = run_dataset(tmp_path, folder)  # space again: the kept shards merge, nothing is rerun
    assert again.returncode == 0, again.stdout[-2000:]
    assert "0 new, 0 failed, 2 already there" in again.stdout
    assert json.loads((folder / "stats.json").read_text())["records"] == 2


@pytest.mark.slow
def test_other_archs_are_refused_for_an_existing_dataset(tmp_path):
    folder = tmp_path / "ds"
    assert run_dataset(tmp_path, folder, "--synth-count", "1").returncode == 0
    other = run_dataset(tmp_path, folder, "--synth-count", "1", "--synth-archs", "80")
    assert other.returncode == pytest.ExitCode.USAGE_ERROR
    assert "archs '90' (this run: '80')" in other.stderr and "--dataset-overwrite" in other.stderr


@pytest.mark.slow
def test_a_corrupted_warp_cache_entry_is_rebuilt(tmp_path):
    """A truncated CPU object in Warp's kernel cache (a full disk, a killed build) is rebuilt once, not saved as the case's failure."""
    cache = tmp_path / "warp-cache"
    env = {"WARP_CACHE_PATH": str(cache)}
    args = ("--synth-cache-dir", str(tmp_path / "synth-cache"))
    assert run_dataset(tmp_path, tmp_path / "ds1", *args, env=env).returncode == 0
    objects = list(cache.rglob("*.o"))
    assert objects, "Warp wrote no CPU object to its cache"
    for obj in objects:
        obj.write_bytes(obj.read_bytes()[:100])
    second = run_dataset(tmp_path, tmp_path / "ds2", *args, env=env)
    assert second.returncode == 0, second.stdout[-3000:]
    # repaired in place: without the rebuild, a batch's module would fall back to one module per case in every run
    assert all(obj.stat().st_size > 100 for obj in objects), "a truncated cache entry was left as it was"
    for name in ("train.jsonl", "val.jsonl", "test.jsonl", "stats.json"):
        assert (tmp_path / "ds1" / name).read_bytes() == (tmp_path / "ds2" / name).read_bytes()


# ----------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--synth-count", "1000000000", "--synth-modules", "none"], f"gives {1000000000 * len(CATEGORIES)} cases in this run; one run holds at most 100000"),
        (["--synth-seed", str(2**64 - 1), "--synth-count", "2"], "must stay below 2**64"),
        (["--synth-categories", ""], "unknown category ''"),
        (["--synth-archs", "52"], "nvcc cannot compile for sm_52"),
        (["--synth-archs", "999"], "nvcc cannot compile for sm_999"),
        (["--synth-modules", "no_such_module_anywhere"], "--synth-modules: no_such_module_anywhere: not a file, a folder or an importable module"),
        (["--synth-modules", "/no/such/folder"], "--synth-modules: /no/such/folder: no such file or folder"),
        (["--synth-modules", ","], "--synth-modules: give a file, folder, module name or warp-examples, or none"),
    ],
    ids=["huge-count", "seed-past-64-bits", "empty-categories", "old-arch", "unknown-arch", "unknown-module", "missing-folder", "empty-modules"],
)
def test_bad_options_are_usage_errors_before_anything_runs(in_process_pytest, args, message):
    if "--synth-archs" in args and nvcc.find_nvcc() is None:
        pytest.skip("no nvcc to ask which architectures it compiles for")
    start = time.monotonic()
    done = in_process_pytest("tests/test_pipeline.py", *args)
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:]
    assert message in done.stderr.str()
    assert time.monotonic() - start < 60, "the run did real work before refusing"


@pytest.mark.parametrize(
    ("exc", "environment"),
    [
        (StageFailure("mismatch", "x"), False),
        (StageFailure("degenerate", "x"), False),
        (StageFailure("nvcc_error", "error: expected ;", {"nvcc.stderr": "error: expected ;"}), False),
        (StageFailure("nvcc_error", "x", {"nvcc.stderr": "fatal: No space left on device"}), True),
        (StageFailure("codegen_error", "g++: internal compiler error: Segmentation fault"), True),
        (StageFailure("timeout", "x"), True),
        (StageFailure("crash", "x"), True),
        (AssertionError("planted"), False),
        (OSError(errno.ENOSPC, "No space left on device"), True),
        (KeyError("a bug of ours"), True),
    ],
)
def test_whose_fault_a_failure_is(exc, environment):
    assert is_environment(exc) is environment
