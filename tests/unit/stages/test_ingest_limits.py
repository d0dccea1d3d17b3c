"""The bounds of one ingesting process (``synth.stages.ingest.run_child``): a CPU-time limit, so which
modules finish does not depend on the host's load, and a wall-time backstop for a module that
waits without computing. Each is a skipped module with its own label. Memory is bounded too, in a way a GPU driver can live with."""

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from synth.stages import ingest
from synth.stages.ingest import sources
from synth.stages.ingest.contract import ModuleIngest


def _ingest(tmp_path, name: str, text: str, limits: ingest.Limits, gpu: str | None = None) -> ModuleIngest:
    folder = tmp_path / "modules"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.py").write_text(text)
    (candidate,) = [c for c in sources.all_candidates([str(folder)]) if c.module == name]
    (result,) = ingest.ingest_all([candidate], tmp_path / "cache", (90,), 1, limits, gpu)
    return result


def test_a_module_over_its_cpu_limit_is_labelled_by_it(tmp_path, monkeypatch):
    """It computes for ever: its CPU-time limit (3 CPU seconds) ends it, however loaded the host (the
    wall backstop, 100 times the limit here, would take minutes of even a starved process)."""
    monkeypatch.setattr(ingest, "WALL_FACTOR", 100.0)
    result = _ingest(tmp_path, "spins", "while True:\n    pass\n", ingest.Limits(timeout_s=3.0, run_timeout_s=3.0))
    assert result.skipped == "used more than its 3 CPU seconds (ended by its CPU-time limit: signal SIGXCPU)"
    assert not result.finished  # not cached: a failure of the process


def test_a_module_that_waits_is_ended_by_the_wall_time_backstop(tmp_path):
    """It sleeps: no CPU limit ends it; ``WALL_FACTOR`` times its CPU limit of wall time does."""
    result = _ingest(tmp_path, "sleeps", "import time\n\ntime.sleep(10**6)\n", ingest.Limits(timeout_s=2.0, run_timeout_s=2.0))
    assert result.skipped == f"waited {2.0 * ingest.WALL_FACTOR:g} s of wall time without computing, {ingest.WALL_FACTOR:g} times its 2 CPU seconds (killed)"


def test_wall_time_spent_computing_is_not_waiting(tmp_path, monkeypatch):
    """A module that computes for longer than the backstop (about 3 s of CPU against a backstop of 1.5 s
    of wall time) is not killed by it: only time in which none of its threads runs or waits for a CPU
    counts, so a module that a loaded host slows down is left to its CPU limit. Its tail sleeps a
    little, which counts (below the backstop)."""
    monkeypatch.setattr(ingest, "WALL_FACTOR", 0.05)  # 0.05 x 30 CPU-s: 1.5 s of wall time waiting
    monkeypatch.setattr(ingest, "IDLE_SAMPLE_S", 0.25)
    text = "import time\n\nend = time.process_time() + 3.0\nwhile time.process_time() < end:\n    pass\ntime.sleep(0.5)\n"
    result = _ingest(tmp_path, "computes", text, ingest.Limits(timeout_s=30.0, run_timeout_s=30.0))
    assert result.skipped is None and result.seconds > 1.5


def test_a_thread_or_child_process_that_computes_counts_for_its_module():
    """``computing`` looks at every thread of the process and of what it started, a session of its
    own included (the compilers): a parent that only waits on a computing child is computing."""
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"], start_new_session=True)
    # the parent names its child, whose session of its own a kill of the parent's group would miss
    spawns = "import subprocess, sys\nchild = subprocess.Popen([sys.executable, '-c', 'while True: pass'], start_new_session=True)\nprint(child.pid, flush=True)\nchild.wait()"
    parent = subprocess.Popen([sys.executable, "-c", spawns], start_new_session=True, stdout=subprocess.PIPE, text=True)
    threaded = subprocess.Popen([sys.executable, "-c", "import threading\ndef spin():\n    while True: pass\nthreading.Thread(target=spin, daemon=True).start()\nimport time; time.sleep(30)"], start_new_session=True)
    groups = [sleeper.pid, parent.pid, threaded.pid]
    try:
        groups.insert(0, int(parent.stdout.readline()))  # killed first: the parent still waits on it, and reaps it
        time.sleep(2.0)  # past the interpreters' start
        assert not ingest.computing(sleeper.pid)
        assert ingest.computing(parent.pid)
        assert ingest.computing(threaded.pid)
    finally:
        for group in groups:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(group, signal.SIGKILL)
        for proc in (sleeper, parent, threaded):
            proc.wait()
        parent.stdout.close()
    assert _ended(groups[0]), "the parent's child in a session of its own was left running"


def _ended(pid: int, within_s: float = 5.0) -> bool:
    """Whether the process has ended (gone, or a zombie left for its reaper) within ``within_s``."""
    end = time.monotonic() + within_s
    while time.monotonic() < end:
        try:
            if ingest._stat_fields(Path(f"/proc/{pid}/stat"))[0] == "Z":
                return True
        except OSError:
            return True
        time.sleep(0.05)
    return False


def test_a_module_within_its_cpu_limit_is_ingested_however_long_it_waits_for_the_cpu(tmp_path):
    """A module that imports in well under its CPU limit is ingested: the limit is CPU time, which a
    loaded host stretches in wall time only."""
    text = "import warp as wp\n\n\n@wp.kernel\ndef double(a: wp.array[float]):\n    i = wp.tid()\n    a[i] = 2.0 * a[i]\n"
    result = _ingest(tmp_path, "fits", text, ingest.Limits(timeout_s=60.0, run_timeout_s=60.0))
    assert result.skipped is None and [e.case.kernel for e in result.kernels] == ["double"]
    assert 0 < result.cpu_seconds < 60.0


# what the CUDA driver does when a process starts using a GPU: reserve tens of GiB of address space, inaccessible
RESERVES_LIKE_CUDA = "import mmap\n\nRESERVED = mmap.mmap(-1, 64 << 30, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS, prot=0)\n"
ALLOCATES = "BLOCK = bytearray(8 << 30)\n"


def test_a_child_that_replays_on_a_gpu_may_reserve_address_space_but_not_allocate_past_its_limit(tmp_path):
    """A 64 GiB inaccessible reservation (the driver's) fails under the address-space limit of a
    CPU-only ingest, and must not where launches are replayed on a device (there Warp would see no
    GPU); an 8 GiB allocation fails under both limits of 6 GiB."""
    limits = ingest.Limits(timeout_s=60.0, run_timeout_s=60.0, memory_bytes=6 << 30)
    assert _ingest(tmp_path / "cpu", "reserves", RESERVES_LIKE_CUDA, limits).skipped
    assert _ingest(tmp_path / "gpu", "reserves", RESERVES_LIKE_CUDA, limits, gpu="cuda:0").skipped is None
    for gpu in (None, "cuda:0"):
        assert "MemoryError" in _ingest(tmp_path / f"alloc-{gpu}", "allocates", ALLOCATES, limits, gpu).skipped



class _Heard:
    """A ``progress`` of ``ingest_all`` that keeps what it was told."""

    def __init__(self) -> None:
        self.still: list[tuple[str, float]] = []
        self.finished: list[str] = []

    def running(self, candidate, seconds: float) -> None:
        self.still.append((candidate.module, seconds))

    def done(self, candidate, result) -> None:
        self.finished.append(candidate.module)


def test_a_module_still_ingesting_is_reported_while_it_runs_and_once_when_done(tmp_path, monkeypatch):
    """A long module is not silent: ``progress.running`` every ``STILL_RUNNING_S`` of wall time (0.5 s
    here, for a module that takes 3 s), then ``progress.done`` once."""
    monkeypatch.setattr(ingest, "STILL_RUNNING_S", 0.5)
    folder = tmp_path / "modules"
    folder.mkdir()
    (folder / "slow.py").write_text("import time\n\ntime.sleep(3)\n")
    (candidate,) = sources.all_candidates([str(folder)])
    heard = _Heard()
    (result,) = ingest.ingest_all([candidate], tmp_path / "cache", (90,), 1, ingest.Limits(timeout_s=60.0, run_timeout_s=60.0), progress=heard)
    assert result.skipped is None
    assert heard.finished == ["slow"]
    assert len(heard.still) >= 4 and all(m == "slow" for m, _ in heard.still)
    seconds = [s for _, s in heard.still]
    assert seconds == sorted(seconds) and seconds[0] >= 0.5


class _CutAfterFirst(_Heard):
    """Ctrl-C as the first module finishes (the interrupt reaches the run while it waits on the others)."""

    def done(self, candidate, result) -> None:
        super().done(candidate, result)
        raise KeyboardInterrupt


def test_a_run_cut_short_ends_its_running_modules_at_once_keeps_the_finished_ones_and_starts_no_other(tmp_path):
    """Modules a (fast), b (sleeps for ever), c (queued) ingested two at a time; the run is cut when a
    finishes: b's process is ended at once (it runs in a session of its own, which Ctrl-C does not
    reach), c never starts, and a's result is in the cache, where the next run reads it."""
    import time

    folder = tmp_path / "modules"
    folder.mkdir()
    text = "import warp as wp\n\n\n@wp.kernel\ndef double(a: wp.array[float]):\n    i = wp.tid()\n    a[i] = 2.0 * a[i]\n"
    (folder / "a.py").write_text(text)
    (folder / "b.py").write_text("import time\n\ntime.sleep(10**6)\n")
    (folder / "c.py").write_text(text)
    candidates = sorted(sources.all_candidates([str(folder)]), key=lambda c: c.module)
    assert [c.module for c in candidates] == ["a", "b", "c"]
    limits, cut = ingest.Limits(timeout_s=60.0, run_timeout_s=60.0), _CutAfterFirst()
    started = time.monotonic()
    try:
        ingest.ingest_all(candidates, tmp_path / "cache", (90,), 2, limits, progress=cut)
    except KeyboardInterrupt:
        pass
    else:
        raise AssertionError("the interrupt was swallowed")
    assert time.monotonic() - started < 60.0  # b's process did not run to its backstop (180 s)
    assert cut.finished == ["a"] and len(list((tmp_path / "cache" / "captures").glob("*.json"))) == 1
    again = _Heard()
    (result,) = ingest.ingest_all(candidates[:1], tmp_path / "cache", (90,), 1, limits, progress=again)
    assert again.finished == [] and [e.case.kernel for e in result.kernels] == ["double"]  # read from the cache: no process


ABORTS = """
import os
import signal
import unittest

import warp as wp


@wp.kernel
def double(a: wp.array[float]):
    i = wp.tid()
    a[i] = 2.0 * a[i]


class TestAborts(unittest.TestCase):
{tests}

    def test_z_launches(self):
        a = wp.ones(4, dtype=float, device="cpu")
        wp.launch(double, dim=4, inputs=[a], device="cpu")
"""


def _aborting(names: list[str]) -> str:
    return ABORTS.format(tests="\n".join(f"    def {name}(self):\n        os.kill(os.getpid(), signal.SIGILL)\n" for name in names))


def test_a_test_that_ends_its_process_by_a_signal_is_left_out_and_the_module_ingested_again(tmp_path):
    """Warp's CPU tile arena assertion ends a test module's process (``SIGILL``): every kernel of the
    module was lost with it. The child names the test it runs; the module is ingested again without
    that test, the kernels its other tests launch kept (captured inputs), the test left out with why."""
    limits = ingest.Limits(timeout_s=120.0, run_timeout_s=120.0)
    result = _ingest(tmp_path, "test_aborts", _aborting(["test_a_aborts"]), limits)
    assert result.skipped is None and result.finished
    ((test, why),) = result.dropped_tests
    assert test.endswith("test_aborts.TestAborts.test_a_aborts"), test
    assert why.startswith("ended the process with ") and "SIGILL" in why and f"while its test {test} ran" in why, why
    assert result.tests.run == 1 and result.tests.failed == 0
    assert [(e.case.kernel, e.inputs) for e in result.kernels] == [("double", "captured")]
    (candidate,) = [c for c in sources.all_candidates([str(tmp_path / "modules")]) if c.module == "test_aborts"]
    (again,) = ingest.ingest_all([candidate], tmp_path / "cache", (90,), 1, limits)  # the cached result: the run's summary reads it
    assert again.dropped_tests == result.dropped_tests
    found = ingest.merge([candidate], [again])
    assert found.dropped_tests == [(f"{candidate.source}:{test}", why)]
    assert sources.Discovery.from_dict(found.to_dict()).dropped_tests == found.dropped_tests


def test_a_module_that_keeps_aborting_is_skipped_after_a_bounded_number_of_tests_left_out(tmp_path, monkeypatch):
    """Each rerun costs a whole run of the module's tests: past ``MAX_DROPPED_TESTS`` tests left out, the
    module is skipped, its reason naming the tests left out, in the order they ran (by id)."""
    monkeypatch.setattr(ingest, "MAX_DROPPED_TESTS", 2)
    result = _ingest(tmp_path, "test_aborts", _aborting(["test_a", "test_b", "test_c"]), ingest.Limits(timeout_s=120.0, run_timeout_s=120.0))
    assert [test.rsplit(".", 1)[1] for test, _ in result.dropped_tests] == ["test_a", "test_b"]
    assert result.skipped is not None and "while its test" in result.skipped and result.skipped.endswith("test_aborts.TestAborts.test_a, " + result.dropped_tests[1][0] + ")")
    assert "after leaving out 2 tests that ended it by a signal" in result.skipped
    assert not result.finished  # not cached: a failure of the process
