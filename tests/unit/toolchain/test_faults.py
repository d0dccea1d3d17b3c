"""Faults of the environment, injected: fake compilers on PATH that hang, crash or print invalid
bytes; a full disk; a broken manifest; a corrupted Warp cache entry. Each run must end within its
stated bound, name the cause, and leave nothing recorded that a rerun without the fault would
not record the same way (environment failures are retried, never saved as the case's result).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import signal
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

ROOT = Path(__file__).resolve().parents[3]
CASES = [Case("arithmetic", 0), Case("vector", 0), Case("matrix", 0)]

FAKE_TOOL = """#!/bin/sh
case "$*" in
  *--version*) [ -n "$FAULT_VERSION" ] && exec sleep 1000; echo "fake tools, release 99.0"; exit 0;;
  *--list-gpu-arch*) echo compute_90; exit 0;;
esac
[ -n "$FAULT_STARTS" ] && echo $$ >> "$FAULT_STARTS"
case "$FAULT" in
  hang) sleep 1000 & echo $! >> "$FAULT_PIDFILE"; wait;;
  segv) kill -SEGV $$;;
  bytes) printf 'error: \\377\\376 not utf-8\\n' >&2; exit 1;;
  enospc) echo "fatal error: could not write output: No space left on device" >&2; exit 1;;
  hostcc) echo "/usr/local/cuda/include/crt/host_config.h:143:2: error: #error -- unsupported GNU version! gcc versions later than 13 are not supported! The nvcc flag '-allow-unsupported-compiler' can be used to override this version check" >&2; exit 1;;
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


def test_a_host_compiler_that_nvcc_refuses_is_the_machines_fault(fake_tools, monkeypatch):
    """Every case would fail the same way: an environment failure (retried), never the kernel's nvcc_error in the dataset."""
    monkeypatch.setenv("FAULT", "hostcc")
    failure = standalone_cuda.nvcc_build(batch_of(fake_tools, "hostcc"))[CASES[0].id]
    assert "unsupported GNU version" in failure.message and is_environment(failure)


def lines(path: Path) -> list[str]:
    return path.read_text().split() if path.exists() else []


def wait_for(condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out waiting"
        time.sleep(0.05)


def test_ctrl_c_kills_a_background_build_and_starts_no_other_compiler(fake_tools, monkeypatch):
    """Ctrl-C (the plugin's pytest_keyboard_interrupt calls process.stop_all) while a background nvcc
    hangs: the build ends at once, not after its timeout, and the per-case fallback starts nothing."""
    monkeypatch.setenv("FAULT", "hang")
    monkeypatch.setenv("FAULT_STARTS", str(fake_tools / "starts"))
    monkeypatch.setattr(process, "_stopping", type(process._stopping)())
    batch = batch_of(fake_tools, "ctrl-c")
    batch.start(standalone_cuda.nvcc_build)
    wait_for(lambda: lines(fake_tools / "grandchild.pid"))
    start = time.monotonic()
    process.stop_all()
    results = batch.results(standalone_cuda.nvcc_build)
    assert time.monotonic() - start < 2, "the build waited for its timeout"
    assert len(lines(fake_tools / "starts")) == 1, "a compiler was started after the interruption"
    assert all(isinstance(results[c.id], StageFailure) and is_environment(results[c.id]) for c in CASES)
    time.sleep(0.2)
    assert not alive(int(lines(fake_tools / "grandchild.pid")[0])), "the compiler's child outlived the interruption"


SESSION_WITH_TOOLS = """
import threading
from synth.toolchain import process
threading.Thread(target=process.run, args=(["nvcc", "x.cu"], 1000), daemon=True).start()  # as a background build
process.run(["g++", "y.cpp"], 1000)
"""


def test_compilers_die_with_a_session_killed_by_sigkill(fake_tools, monkeypatch):
    """nvcc, g++ and what they started (own process groups, so no terminal signal reaches them)
    do not outlive a session killed with SIGKILL, whichever thread started them."""
    monkeypatch.setenv("FAULT", "hang")
    monkeypatch.setenv("FAULT_STARTS", str(fake_tools / "starts"))
    session = subprocess.Popen([sys.executable, "-c", SESSION_WITH_TOOLS], cwd=ROOT)
    try:
        wait_for(lambda: len(lines(fake_tools / "grandchild.pid")) == 2)
        session.kill()
        session.wait()
        tools = [int(pid) for pid in lines(fake_tools / "starts") + lines(fake_tools / "grandchild.pid")]
        deadline = time.monotonic() + 5
        while any(alive(pid) for pid in tools) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [pid for pid in tools if alive(pid)], "compilers outlived the killed session"
    finally:
        for pid in lines(fake_tools / "starts") + lines(fake_tools / "grandchild.pid"):
            try:
                os.kill(int(pid), 9)
            except ProcessLookupError:
                pass


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


PUBLISHED = ("train.jsonl", "stats.json", "README.md")


class Killed(BaseException):
    """The process dying at this point (nothing after it runs)."""


def staged(root: Path, text: str) -> None:
    staging = dataset_folder.staging_folder(root)
    for name in PUBLISHED:
        (staging / name).write_text(text)


def seen(root: Path) -> set[str]:
    """What a reader of DIR sees: the texts of its outputs (one text: one whole merge)."""
    return {(root / name).read_text() if (root / name).exists() else "missing" for name in PUBLISHED}


def test_a_publish_killed_at_any_step_shows_one_whole_merge_and_rolls_forward(tmp_path, monkeypatch):
    """Every file-system step of a publish is a point where the run may die: at each, a reader sees
    the old merge or the new one, whole (never new stats.json beside old train.jsonl), and the next
    open finishes the publish."""
    steps = ("replace", "rename", "symlink", "unlink", "rmdir")
    real = {name: getattr(os, name) for name in steps}
    kill_at, completed = 0, False
    while not completed:
        kill_at += 1
        root = tmp_path / f"ds{kill_at}"
        root.mkdir()
        staged(root, "old\n")
        dataset_folder.publish(root)
        staged(root, "new\n")
        calls = [0]

        def step(name, calls=calls, kill_at=kill_at):
            def call(*args, **kwargs):
                calls[0] += 1
                if calls[0] == kill_at:
                    raise Killed(name)
                return real[name](*args, **kwargs)

            return call

        with monkeypatch.context() as m:
            for name in steps:
                m.setattr(os, name, step(name))
            try:
                dataset_folder.publish(root)
                completed = True
            except Killed:
                pass
        assert seen(root) in ({"old\n"}, {"new\n"}), f"killed at step {kill_at}: a reader sees {seen(root)}"
        staging = root / dataset_folder.STAGING
        complete = (staging / dataset_folder.COMPLETE).exists() or not staging.exists()  # else killed writing the marker
        dataset_folder.recover(root)
        assert seen(root) == {"new\n" if complete else "old\n"}, f"killed at step {kill_at}: the next open did not finish the publish"
        assert not staging.exists() and len(list(root.glob(".merges/*"))) <= 1, "a publish left an older merge or its staging behind"
    assert kill_at > 5, "the publish took fewer steps than expected: the test kills nothing"


def test_a_merge_not_complete_when_its_run_died_is_dropped(tmp_path):
    root = tmp_path / "ds"
    root.mkdir()
    staged(root, "old\n")
    dataset_folder.publish(root)
    staging = dataset_folder.staging_folder(root)
    (staging / "train.jsonl").write_text("new\n")  # no COMPLETE marker: the run died while writing it
    dataset_folder.recover(root)
    assert not staging.exists() and seen(root) == {"old\n"}


# ----------------------------------------------------------------------------- whole runs

DISK_FULL = """
import errno, os
from synth.dataset import folder, merge

_write = merge.atomic_write
_append = folder.ShardWriter.append

def atomic_write(path, data):
    if os.environ.get("DISK_FULL") and path.name == "val.jsonl":
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    if os.environ.get("MERGE_BUG") and path.name == "val.jsonl":
        raise OverflowError("Python int too large to convert to C long")  # as pyarrow said of a seed past int64
    return _write(path, data)

def append(self, obj):
    if os.environ.get("SHARD_DISK_FULL") and self.path.name.startswith("records-"):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self.path))
    return _append(self, obj)

merge.atomic_write = atomic_write
folder.ShardWriter.append = append
"""


def run_dataset(tmp_path: Path, folder: Path, *args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    (tmp_path / "disk_full.py").write_text(DISK_FULL)
    environ = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH")])), **(env or {})}
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "disk_full", "-q", "tests/test_pipeline.py",
            "--synth-categories", "arithmetic", "--synth-count", "2", "--dataset", str(folder), *args]  # fmt: skip
    return subprocess.run(argv, cwd=ROOT, env=environ, capture_output=True, text=True, errors="replace", timeout=600)


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
def test_any_merge_failure_is_exit_3_with_its_reason(tmp_path):
    """Not only an OSError: whatever the merge raises, the dataset is not written and the run says so with exit 3 (never 1, which nox accepts)."""
    folder = tmp_path / "ds"
    done = run_dataset(tmp_path, folder, env={"MERGE_BUG": "1"})
    assert done.returncode == pytest.ExitCode.INTERNAL_ERROR, done.stdout[-3000:]
    assert "dataset NOT written: the merge failed: OverflowError: Python int too large" in done.stdout
    assert not (folder / "train.jsonl").exists()


@pytest.mark.slow
@pytest.mark.parametrize("workers", ["0", "2"])
def test_a_full_disk_while_shards_are_written_stops_the_run_with_exit_3(tmp_path, workers):
    """The lines written are whole and kept; the run stops, says which file and why, and exits 3 (no INTERNALERROR traceback)."""
    folder = tmp_path / "ds"
    done = run_dataset(tmp_path, folder, "-n", workers, env={"SHARD_DISK_FULL": "1"})
    assert done.returncode == pytest.ExitCode.INTERNAL_ERROR, done.stdout[-3000:]
    assert "INTERNALERROR" not in done.stdout + done.stderr
    assert "shard lines NOT written: No space left on device" in done.stdout and "records-" in done.stdout
    again = run_dataset(tmp_path, folder)  # space again: the cases not written are run again
    assert again.returncode == 0, again.stdout[-3000:]
    assert json.loads((folder / "stats.json").read_text())["records"] == 2


@pytest.mark.slow
def test_a_folder_whose_name_is_not_utf8_is_written(tmp_path):
    """Python keeps such a name as surrogates: the card shows it escaped instead of failing the merge."""
    folder = Path(os.fsdecode(os.fsencode(str(tmp_path)) + b"/ds-\xff"))
    done = run_dataset(tmp_path, folder, "--synth-count", "1")
    assert done.returncode == 0, done.stdout[-3000:]
    assert "\\udcff" in (folder / "README.md").read_text() and json.loads((folder / "stats.json").read_text())["records"] == 1


@pytest.mark.slow
def test_an_architecture_given_twice_is_built_once(tmp_path):
    """``--synth-archs 90,90``: nvcc would write one ``.ptx`` without the arch in its name; the option is normalised, no case fails."""
    if nvcc.find_nvcc() is None:
        pytest.skip("no nvcc")
    folder = tmp_path / "ds"
    done = run_dataset(tmp_path, folder, "--synth-count", "1", "--synth-archs", "90,90")
    assert done.returncode == 0, done.stdout[-3000:]
    assert json.loads((folder / "stats.json").read_text())["records"] == 1
    assert json.loads((folder / ".shards" / "manifest.json").read_text())["archs"] == "90"


def as_from_a_terminal() -> None:
    """In the child before exec: SIGINT at its default and unblocked, as a shell gives a command
    (the test process may be an xdist worker, whose signal state is not the user's)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


@pytest.mark.slow
def test_ctrl_c_while_a_compiler_hangs_ends_the_session_at_once(fake_tools, monkeypatch):
    """SIGINT to a pytest session whose nvcc hangs on the background thread: the session ends in
    seconds (not after the build timeout), and no other compiler is started."""
    (fake_tools / "bin" / "g++").unlink()  # the real g++: only nvcc hangs
    monkeypatch.setenv("FAULT", "hang")
    monkeypatch.setenv("FAULT_STARTS", str(fake_tools / "starts"))
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "tests/test_pipeline.py", "--synth-categories", "arithmetic",
            "--synth-count", "2", "--synth-modules", "none", "--synth-cache-dir", str(fake_tools / "cache")]  # fmt: skip
    session = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=as_from_a_terminal)
    try:
        wait_for(lambda: lines(fake_tools / "grandchild.pid"), timeout=120)
        start = time.monotonic()
        session.send_signal(signal.SIGINT)
        out, _ = session.communicate(timeout=120)
        took = time.monotonic() - start
    finally:
        session.kill()
    print(f"{took:.1f} s from Ctrl-C to the end of the session")
    assert took < 15, f"{took:.0f} s from Ctrl-C to the end of the session:\n{out[-3000:]}"
    assert len(lines(fake_tools / "starts")) == 1, "a compiler was started after Ctrl-C"
    # Interrupted: pytest's exit status 2, or death by SIGINT. CPython ends a process by SIGINT at exit
    # when a KeyboardInterrupt was ever raised inside a C-API ``PyRun_*`` call (its "unhandled
    # KeyboardInterrupt" flag), even one the program then handled: pytest reports it (a
    # ``<string>:0: KeyboardInterrupt``, "no tests ran") and the exit comes out -SIGINT (measured: 4
    # runs in 11 alone). Either way the session ended, in time, starting nothing.
    assert session.returncode in (pytest.ExitCode.INTERRUPTED, -signal.SIGINT), out[-3000:]
    assert "KeyboardInterrupt" in out, out[-3000:]


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
        (["--synth-seed", str(2**64 - 1), "--synth-count", "2"], "must stay below 2**63"),
        (["--synth-seed", str(2**63 - 1), "--synth-count", "2"], "must stay below 2**63 (a record's seed is a signed 64-bit integer)"),
        (["--synth-categories", ""], "unknown category ''"),
        (["--synth-archs", "52"], "nvcc cannot compile for sm_52"),
        (["--synth-archs", "999"], "nvcc cannot compile for sm_999"),
        (["--synth-modules", "no_such_module_anywhere"], "--synth-modules: no_such_module_anywhere: not a file, a folder or an importable module"),
        (["--synth-modules", "/no/such/folder"], "--synth-modules: /no/such/folder: no such file or folder"),
        (["--synth-modules", ","], "--synth-modules: give a file, folder, module name or warp-examples, or none"),
    ],
    ids=["huge-count", "seed-past-64-bits", "seed-past-int64", "empty-categories", "old-arch", "unknown-arch", "unknown-module", "missing-folder", "empty-modules"],
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


FOLDER_FAULTS = {
    # name: (arguments, with {tmp} for this test's folder; the message of the usage error)
    "empty-dataset": (["--dataset="], "--dataset is empty: give a folder"),
    "dataset-symlink-loop": (["--dataset={tmp}/loop/ds"], "--dataset {tmp}/loop/ds: not a usable folder"),
    "dataset-name-too-long": ([f"--dataset={{tmp}}/{'d' * 300}"], "not a usable folder: File name too long"),
    "dataset-of-user-files": (["--dataset={tmp}/mine"], "is not empty and holds no dataset (README.md, data/); choose a new or empty folder"),
    "cache-dir-is-a-file": (["--synth-cache-dir={tmp}/afile"], "--synth-cache-dir {tmp}/afile: is a file, not a folder"),
    "cache-dir-under-a-file": (["--synth-cache-dir={tmp}/afile/sub"], "--synth-cache-dir {tmp}/afile/sub: {tmp}/afile is a file, not a folder"),
    "artifacts-under-a-file": (["--synth-artifacts={tmp}/afile/sub"], "--synth-artifacts {tmp}/afile/sub: {tmp}/afile is a file, not a folder"),
    "modules-not-python": (["--synth-modules={tmp}/afile"], "--synth-modules: {tmp}/afile: a file of existing code must be a Python source (.py)"),
    "snapshots-missing": (["--synth-snapshots={tmp}/nowhere"], "--synth-snapshots {tmp}/nowhere: no such folder"),
    "snapshots-empty": (["--synth-snapshots={tmp}/mine/data"], "--synth-snapshots {tmp}/mine/data: holds no case snapshots"),
}


def tree(folder: Path) -> dict[str, bytes | str | None]:
    """Every path under ``folder`` with its bytes (a link: its target; a folder: None): what must not change."""
    return {
        str(p.relative_to(folder)): os.readlink(p) if p.is_symlink() else None if p.is_dir() else p.read_bytes() for p in sorted(folder.rglob("*"))
    }


@pytest.mark.parametrize("fault", FOLDER_FAULTS)
def test_bad_folders_are_usage_errors_that_touch_nothing(in_process_pytest, tmp_path, fault):
    """A folder option that cannot be used is refused at start-up naming the option; a user's folder
    with output-like names (README.md, data/) is not a dataset and keeps its bytes."""
    (tmp_path / "loop").symlink_to(tmp_path / "loop")
    (tmp_path / "afile").write_text("not a folder\n")
    (tmp_path / "mine" / "data").mkdir(parents=True)
    (tmp_path / "mine" / "data" / "important.csv").write_text("x\n")
    (tmp_path / "mine" / "README.md").write_text("# notes\n")
    before = tree(tmp_path)
    args, message = FOLDER_FAULTS[fault]
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    done = in_process_pytest("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none", *args)
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:] + done.stderr.str()[-2000:]
    assert message.replace("{tmp}", str(tmp_path)) in done.stderr.str()
    assert tree(tmp_path) == before, "a refused run wrote into the user's folders"


def test_a_tilde_in_a_folder_option_is_the_home_folder(in_process_pytest, tmp_path, monkeypatch):
    """``--dataset=~/x`` is one shell word, so the shell leaves the ``~``: it is the home folder, not a folder named ``~``."""
    monkeypatch.setenv("HOME", str(tmp_path))
    done = in_process_pytest("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none",
                             "--dataset=~/ds", "--collect-only", "-q")  # fmt: skip
    assert done.ret == pytest.ExitCode.OK, done.stdout.str()[-2000:]
    assert (tmp_path / "ds" / ".shards" / "manifest.json").is_file() and not (ROOT / "~").exists()


def test_a_folder_is_ours_only_with_our_manifest(tmp_path):
    """Output names prove nothing: a folder without ``.shards/manifest.json`` is refused whatever it
    holds, with its bytes unchanged; an empty folder, or one a killed run left with only its lock, is fine."""
    user = tmp_path / "user"
    (user / "data").mkdir(parents=True)
    (user / "data" / "important.csv").write_text("x\n")
    (user / "README.md").write_text("# notes\n")
    (user / "train.jsonl").write_text("mine\n")
    before = tree(user)
    with pytest.raises(DatasetDirError, match=r"holds no dataset \(README.md, data/, train.jsonl\)"):
        DatasetDir(user).open({"warp": "1"}, overwrite=True)
    assert tree(user) == before
    (tmp_path / "empty").mkdir()
    (tmp_path / "killed" / ".shards").mkdir(parents=True)
    (tmp_path / "killed" / ".shards" / "lock").write_text("")
    for ok in ("empty", "killed"):
        folder = DatasetDir(tmp_path / ok)
        folder.open({"warp": "1"})
        folder.close()
        assert dataset_folder.not_ours(tmp_path / ok) == []


def test_a_cut_short_line_of_the_run_log_spoils_no_later_line(tmp_path):
    """A run killed while logging leaves a last line without its newline: the next line starts on a line of its own."""
    log = tmp_path / ".shards" / "runs.jsonl"
    log.parent.mkdir()
    log.write_text('{"run": "a"}\n{"run": "cut sh')
    writer = dataset_folder.ShardWriter(log)
    writer.append({"run": "b"})
    writer.close()
    assert dataset_folder.read_lines(log) == ([{"run": "a"}, {"run": "b"}], 1)


class SessionFailed(Exception):
    pass


class FakeNoxSession:
    """The part of nox.Session the dataset session uses; ``run`` stands for pytest: it logs a run
    into the folder when told to, and exits with ``status`` (nox fails a status not in success_codes)."""

    def __init__(self, posargs: list[str], status: int, writes: bool) -> None:
        self.posargs, self.status, self.writes = posargs, status, writes

    def install(self, *args, **kwargs) -> None:
        pass

    def run(self, *args, success_codes=(0,), **kwargs) -> None:
        noxfile = load_noxfile()
        if self.writes:
            log = Path(noxfile.dataset_folder(list(args), "data")) / ".shards" / "runs.jsonl"
            log.parent.mkdir(parents=True, exist_ok=True)
            with open(log, "a") as f:
                f.write('{"run": "x"}\n')
        if self.status not in success_codes:
            raise SessionFailed(f"pytest exited {self.status}")

    def error(self, message: str) -> None:
        raise SessionFailed(message)


@functools.cache
def load_noxfile():
    """The project's noxfile as a module (loaded once: nox registers its sessions at import)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("project_noxfile", ROOT / "noxfile.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("status", "writes", "fails"),
    [(0, True, False), (1, True, True), (1, False, True), (0, False, True), (3, False, True), (4, False, True)],
    ids=["written", "written-a-test-failed", "exit-1-not-written", "exit-0-not-written", "merge-failed", "usage-error"],
)
def test_nox_dataset_fails_whenever_the_dataset_was_not_written(tmp_path, status, writes, fails):
    """The session passes only on exit 0 with a merge published by this run (a run line logged in the folder):
    rejections by design are skips and xfails (exit 0), so exit 1, a test that FAILED, fails the session too."""
    session = FakeNoxSession([f"--dataset={tmp_path / 'ds'}"], status, writes)
    if fails:
        with pytest.raises(SessionFailed):
            load_noxfile().dataset(session)
    else:
        load_noxfile().dataset(session)


def test_a_full_temporary_folder_is_a_usage_error_not_a_bus_error(in_process_pytest, monkeypatch):
    """On a full $TMPDIR Warp's in-process NVRTC dies with 'Fatal Python error: Bus error' (it maps
    the precompiled header it could not write): the run is refused at start-up, naming the folder."""
    import shutil

    real = shutil.disk_usage
    monkeypatch.setattr(shutil, "disk_usage", lambda path: real(path)._replace(free=10 * 2**20))
    done = in_process_pytest("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none")
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:]
    assert "has 10 MiB free; this run needs 128 MiB (128 MiB per worker" in done.stderr.str()


@pytest.fixture
def full_disk(tmp_path):
    """A 1 MiB tmpfs filled to the last byte: a disk with no room (mounting needs root)."""
    folder = tmp_path / "full"
    folder.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)], capture_output=True).returncode != 0:
        pytest.skip("mounting a small tmpfs needs root (mount -t tmpfs)")
    try:
        with pytest.raises(OSError, match="No space left on device"), open(folder / "filler", "wb") as f:
            f.write(b"\0" * 2 * 2**20)
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


@pytest.mark.parametrize(
    "where, message",
    [
        ("TMPDIR", "the temporary folder $TMPDIR {full} has 0 MiB free; this run needs 128 MiB (128 MiB per worker"),
        ("WARP_CACHE_PATH", "Warp's kernel cache {full}/warp has 0 MiB free; this run needs 64 MiB (Warp builds every module there)"),
        ("--synth-cache-dir", "the harness's cache folder {full}/cache has 0 MiB free; this run needs 64 MiB (generated sources and builds)"),
    ],
)
def test_a_full_disk_under_a_folder_the_run_writes_is_refused_at_start_up(in_process_pytest, full_disk, monkeypatch, where, message):
    """Python skips a full $TMPDIR (it answers /tmp) while the tools still use it; a full Warp kernel
    cache ended a run part-way with no summary: each is a usage error at start-up, naming the folder."""
    args = ["tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none"]
    if where == "TMPDIR":
        monkeypatch.setenv("TMPDIR", str(full_disk))
    elif where == "WARP_CACHE_PATH":
        monkeypatch.setenv("WARP_CACHE_PATH", str(full_disk / "warp"))
    else:
        args.append(f"--synth-cache-dir={full_disk}/cache")
    done = in_process_pytest(*args)
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:]
    err = done.stderr.str()
    assert message.format(full=full_disk) in err, err


def test_a_tmpdir_that_does_not_exist_is_refused_not_replaced_by_tmp(in_process_pytest, tmp_path, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path / "nowhere"))
    done = in_process_pytest("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none")
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:]
    assert f"the temporary folder $TMPDIR {tmp_path / 'nowhere'} cannot be written: No such file or directory" in done.stderr.str()


def test_a_run_reads_at_start_up_only_the_lines_of_its_own_cases(tmp_path, monkeypatch):
    """A run of a few cases into a folder of many records parses (and holds) the lines of its own
    cases only: start-up costs the run's size plus a byte scan, not a parse of the whole folder
    (measured in docs/reference/faults.md: 20,000 records, 977 MB: 52.6 s and 3.0 GB before, 14.5 s and 70 MB after)."""
    shards = tmp_path / ".shards"
    shards.mkdir()
    mine = {"arithmetic-s000001", "arithmetic-s000002", "arithmetic-s000003"}
    other = [with_checksum({"id": f"vector-s{seed:06d}", "nested": {"id": "vector-x"}, "python_source": "x" * 100}) for seed in range(500)]
    tampered = dumps(with_checksum({"id": "arithmetic-s000002", "python_source": "a"})).replace('"a"', '"b"')
    lines = [dumps(o) for o in other[:250]] + [dumps(with_checksum({"id": "arithmetic-s000001"})), tampered] + [dumps(o) for o in other[250:]]
    (shards / "records-w-r.jsonl").write_text("\n".join(lines) + "\n" + dumps(with_checksum({"id": "arithmetic-s000003"})))  # cut short
    (shards / "failures-w-r.jsonl").write_text(dumps(with_checksum({"id": "vector-s000001", "stages": {}})) + "\n")
    parsed = []
    real_loads = json.loads
    monkeypatch.setattr(json, "loads", lambda text, *a, **k: parsed.append(text) or real_loads(text, *a, **k))
    assert dataset_folder.done_cases(tmp_path, mine) == {"arithmetic-s000001"}  # the tampered line is rerun, the cut one too
    assert len(parsed) == 2, "lines of other cases were parsed"
    assert dataset_folder.done_cases(tmp_path, {"vector-s000001", "vector-s000499"}) == {"vector-s000001", "vector-s000499"}


@contextlib.contextmanager
def at_most(seconds: int):
    """Fail, instead of hanging the suite, when the block blocks (an open of a FIFO waits for a writer)."""

    def expired(signum, frame):
        raise TimeoutError(f"still blocked after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("name", ["records-gw0-abc.jsonl", "failures-gw0-abc.jsonl", "runs.jsonl"])
def test_a_fifo_named_like_a_shard_file_is_refused_at_start_up_never_opened(in_process_pytest, tmp_path, name):
    """A FIFO in .shards/ hung the run at start-up with no output (opening it waits for a writer): exit 4 naming it."""
    folder = tmp_path / "ds"
    args = ("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none", f"--dataset={folder}")
    assert in_process_pytest(*args, "--collect-only", "-q").ret == pytest.ExitCode.OK
    fifo = folder / ".shards" / name
    fifo.unlink(missing_ok=True)
    os.mkfifo(fifo)
    with at_most(60):
        done = in_process_pytest(*args)
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:]
    assert f"{fifo} is a FIFO, not a file the harness wrote: remove it" in done.stderr.str()


def test_every_reader_of_shard_files_refuses_a_fifo(tmp_path):
    """The combine of rank folders reads them too (read_shards, the digests, the copies): each refuses, none opens."""
    shards = tmp_path / ".shards"
    shards.mkdir()
    os.mkfifo(shards / "records-gw0-abc.jsonl")
    for read in (read_shards, dataset_folder.shard_digests, lambda root: dataset_folder.done_cases(root, {"x"})):
        with at_most(30), pytest.raises(DatasetDirError, match="is a FIFO"):
            read(tmp_path)


def test_a_shard_line_cut_by_a_full_disk_says_no_space_left(full_disk):
    """A disk that fills part-way through a line gave 'short write … 9259 of 20463 bytes' with no reason:
    the rest is written again, and the disk's own error (ENOSPC) is what the run reports."""
    subprocess.run(["umount", "-l", str(full_disk)], check=True)  # start over on an empty 1 MiB tmpfs
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(full_disk)], check=True)
    writer = dataset_folder.ShardWriter(full_disk / "records-gw0-abc.jsonl")
    writer.append({"id": "first"})  # the file's page is partly used: the next line fits in part
    with pytest.raises(OSError, match="No space left on device"), open(full_disk / "filler", "wb") as f:
        f.write(b"\0" * 2 * 2**20)
    with pytest.raises(OSError) as raised:
        writer.append({"id": "second", "text": "x" * 20_000})
    writer.close()
    assert (raised.value.errno, raised.value.strerror, raised.value.filename) == (errno.ENOSPC, "No space left on device", str(writer.path))
    assert 0 < (full_disk / "records-gw0-abc.jsonl").stat().st_size - len(dumps({"id": "first"})) - 1 < 20_000, "no part of the line was written"


@pytest.mark.parametrize(
    "output, plant",
    [
        ("train.jsonl", lambda p: p.mkdir() or (p / "mine.txt").write_text("keep me\n")),
        ("stats.json", lambda p: p.mkdir()),
        ("plots", lambda p: p.write_text("a file where a folder goes\n")),
        ("val.jsonl", lambda p: os.mkfifo(p)),
    ],
    ids=["folder-for-train.jsonl", "folder-for-stats.json", "file-for-plots", "fifo-for-val.jsonl"],
)
def test_a_merge_never_deletes_what_it_did_not_write_where_an_output_goes(tmp_path, output, plant):
    """A folder named train.jsonl (its contents too) was deleted without a word when the merge replaced it:
    now the publish stops naming it, nothing is deleted, and a reader still sees the last whole merge."""
    root = tmp_path / "ds"
    root.mkdir()
    staged(root, "old\n")
    dataset_folder.publish(root)
    (root / output).unlink(missing_ok=True)
    plant(root / output)
    planted = os.stat(root / output)
    inside = tree(root / output) if (root / output).is_dir() else None
    staged(root, "new\n")
    with pytest.raises(DatasetDirError, match=f"{root / output} is a .* the harness did not write, where its output {output} goes: move it away"):
        dataset_folder.publish(root)
    assert os.stat(root / output).st_ino == planted.st_ino and (inside is None or tree(root / output) == inside), "the planted entry was changed"
    assert {(root / ".current" / name).read_text() for name in PUBLISHED} == {"old\n"}, "the last whole merge is no longer the published one"
    assert (root / ".merge" / "COMPLETE").is_file(), "the new merge is not kept staged, whole, for the next run"


def test_a_foreign_output_at_start_up_is_exit_4_naming_it(in_process_pytest, tmp_path):
    """At open a run finishes or re-links the last publish (``recover``): a folder planted where an output goes stops it first."""
    folder = tmp_path / "ds"
    args = ("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none", f"--dataset={folder}")
    assert in_process_pytest(*args, "--collect-only", "-q").ret == pytest.ExitCode.OK
    staged(folder, "old\n")
    dataset_folder.publish(folder)
    (folder / "train.jsonl").unlink()
    (folder / "train.jsonl").mkdir()
    (folder / "train.jsonl" / "mine.txt").write_text("keep me\n")
    done = in_process_pytest(*args)
    assert done.ret == pytest.ExitCode.USAGE_ERROR, done.stdout.str()[-2000:]
    assert f"{folder / 'train.jsonl'} is a folder the harness did not write" in done.stderr.str()
    assert (folder / "train.jsonl" / "mine.txt").read_text() == "keep me\n"


def test_a_run_that_selects_no_test_is_exit_5(in_process_pytest):
    """pytest's own status 5 (docs/reference/exit-statuses.md): the plugin neither hides nor changes it."""
    done = in_process_pytest("tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none", "-k", "no_test_has_this_name")
    assert done.ret == pytest.ExitCode.NO_TESTS_COLLECTED, done.stdout.str()[-2000:]


FILL_AFTER_START_UP = """
import os, shutil


def pytest_collection_finish(session):
    folder = os.environ["WARP_CACHE_PATH"]
    with open(os.path.join(folder, "filler"), "wb") as f:
        f.write(bytes(max(shutil.disk_usage(folder).free - 120 * 1024, 0)))
"""


@pytest.mark.slow
def test_warps_kernel_cache_filling_during_the_run_leaves_a_summary_and_the_runs_line(tmp_path, full_disk):
    """Warp's cache filled after the start-up check (120 KiB left): LLVM, building in the pytest
    process, ended it with exit(1) ("LLVM ERROR: IO failure on output stream"): no summary, nothing
    in runs.jsonl. Now the build is not started: each case is an environment failure and the run ends as runs do."""
    subprocess.run(["umount", "-l", str(full_disk)], check=True)
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=66m", "tmpfs", str(full_disk)], check=True)
    (tmp_path / "fill_after_start_up.py").write_text(FILL_AFTER_START_UP)
    folder = tmp_path / "ds"
    env = {**os.environ, "WARP_CACHE_PATH": str(full_disk), "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH")]))}
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "fill_after_start_up", "-q", "tests/test_pipeline.py", "--synth-categories", "arithmetic,matrix,vector",
            "--synth-count", "2", "--synth-modules", "none", "--synth-cache-dir", str(tmp_path / "cache"), f"--dataset={folder}"]  # fmt: skip
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, errors="replace", timeout=600)
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, done.stdout[-3000:] + done.stderr[-3000:]
    assert "LLVM ERROR" not in done.stdout + done.stderr
    assert "Warp's kernel cache has 120 KiB free, a CPU build is not started" in done.stdout
    assert "6 cases not recorded (an environment failure" in done.stdout
    (run,) = [json.loads(line) for line in (folder / ".shards" / "runs.jsonl").read_text().splitlines()]
    assert run["left_for_rerun"] == 6 and run["exitstatus"] == 1
