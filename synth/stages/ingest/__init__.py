"""Existing code, ingested one module per process: ``discover`` turns ``--synth-modules`` SPECs into cases.

Each module a SPEC names (``synth.stages.ingest.sources.all_candidates``) is imported, and a test
module run, by ``python -m synth.stages.ingest.child`` in a process of its own:

- in a scratch folder of its own as its working directory, ``TMPDIR`` inside it (a module that
  writes files or changes directory changes nothing of the run's);
- with a CPU-time limit (``RLIMIT_CPU``, set by the child before it imports anything):
  ``Limits.timeout_s`` CPU seconds to import, ``Limits.run_timeout_s`` for a test module, which
  runs its tests; past it the kernel ends the process (``SIGXCPU``). CPU time, not wall time,
  so which modules finish does not depend on the host's load;
- in a session of its own, killed with its whole process group once it has spent ``WALL_FACTOR``
  times its CPU limit of wall time waiting without computing (a sleep, a deadlock), which no CPU
  limit ends: wall time counts while none of its processes (it and those it started) runs or waits
  for a CPU (read from ``/proc`` every ``IDLE_SAMPLE_S``), so a module that computes slowly on a
  loaded host is left to its CPU limit;
- with its address space limited to ``Limits.memory_bytes`` (``RLIMIT_AS``, set by the child
  before it imports anything: an allocation past it fails in the module, as a ``MemoryError`` or
  a crash, never the machine's memory; ``RLIMIT_DATA`` where launches are replayed on a GPU, whose
  driver reserves terabytes of address space it never fills), and no core file;
- its output into files of the scratch folder, of which the last lines are kept for the reason.

A module that exits, is killed by a signal, hangs, or changes directory at import is a skipped
module with its reason (``Discovery.skipped_modules``); the others' kernels are recorded as if it
were not there. At most ``jobs`` modules are ingested at once, so the cost of a bad module is
bounded: one process slot for at most its time limit. A child's result is cached by content (the
module's file, its folder's Python files for a folder SPEC, the Warp and harness code that
ingests it): a warm rerun starts no process. Failures of the process itself (exit, signal,
timeout) are not cached: they may be the machine's.

The controller merges the results in candidate order, so the case list is the same in every
process and on every run: a kernel found by two modules (Warp's hash is the identity) is one
case, the first found, or the first whose inputs were captured (whatever module found it first).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from synth import HARNESS_VERSION
from synth.model.module_case import MAX_ID_BYTES, ModuleCase, shortened, unique_safe
from synth.stages.ingest import sources
from synth.stages.ingest.contract import FORMAT, KernelEntry, ModuleIngest
from synth.toolchain.process import exit_description
from synth.warp.recorder import HANDLE

TIMEOUT_S = 120.0
"""CPU seconds of a module that is only imported: Warp's examples import in under 10 s here (the
slowest, importing its assets' readers); past 120 s it is taken as hung."""

RUN_TIMEOUT_S = 600.0
"""CPU seconds of a test module, imported and run on the CPU with its kernels built: the slowest
of Warp's test modules measured here takes 176 CPU seconds on a cold kernel cache."""

MAX_DROPPED_TESTS = 3
"""Tests of one module that may each end its process by a signal and be left out of a rerun: each
rerun runs the module's tests again, so the cost of a module is bounded by this many more runs."""

WALL_FACTOR = 3.0
"""Wall time a module may take, in multiples of its CPU limit: a process on a host loaded to three
times its cores still finishes its CPU budget within it; a module that only waits is ended by it."""

MEMORY_BYTES = 6 * 1024**3
"""Address space of one ingesting process. Python, Warp, its LLVM and NVRTC reserve about 1.5 GiB
of address space before any test runs (their resident memory is far less); Warp's test modules
stay under 2 GiB of resident memory here."""

TAIL_LINES = 3  # lines of a child's stderr kept in the reason of a crash

STILL_RUNNING_S = 60.0
IDLE_SAMPLE_S = 5.0  # how often a running module's processes are looked at (a full look at /proc costs ~50 ms): computing, or waiting
"""How often a module still ingesting is reported (``still_running``): a test module of a package
can take many minutes, and a run that prints nothing for them looks hung."""


@dataclass(frozen=True)
class Limits:
    """The bounds of one ingesting process."""

    timeout_s: float = TIMEOUT_S
    run_timeout_s: float = RUN_TIMEOUT_S
    memory_bytes: int = MEMORY_BYTES


def runs_tests(candidate: sources.Candidate) -> bool:
    """A test module (``test_*.py``, or absl's ``*_test.py`` as mujoco_warp names them) is run, not
    only imported: its kernels exist when its tests run."""
    name = Path(candidate.file).name
    return name.startswith("test_") or name.endswith("_test.py")


def harness_files() -> list[Path]:
    """The harness code an ingesting process runs (what it imports: the stages, Warp's side, the
    generator the gradient check shares, the kernel model, the printers the lift's round trip builds
    it back with, the checks' rules), but the SPEC resolution, which the key's candidate stands for."""
    here = Path(__file__).resolve().parent
    synth = here.parents[1]
    left_out = {here / "__init__.py", here / "sources.py"}
    folders = ["stages", "warp", "model", "render", "generate", "verify", "toolchain"]
    files = [f for folder in folders for f in sorted((synth / folder).rglob("*.py")) if f not in left_out]
    return [synth / "__init__.py", *files]


@functools.cache
def _harness_code() -> str:
    """A digest of ``harness_files``: a change of any invalidates the cache."""
    return hashlib.sha256(b"".join(f.read_bytes() for f in harness_files())).hexdigest()


@functools.cache
def _folder_digest(root: str) -> str:
    """The Python files of a SPEC folder (a module may import its siblings)."""
    h = hashlib.sha256()
    for f in sorted(Path(root).rglob("*.py")):
        if "__pycache__" not in f.parts:
            h.update(f.relative_to(root).as_posix().encode() + b"\0" + f.read_bytes())
    return h.hexdigest()


def _warp_version() -> str:
    import importlib.metadata

    return importlib.metadata.version("warp-lang")


def cache_key(candidate: sources.Candidate, archs: tuple[int, ...], gpu: str | None) -> str:
    file = Path(candidate.file)
    parts = [str(FORMAT), HARNESS_VERSION, _harness_code(), _warp_version(), sys.version, json.dumps(candidate.__dict__, sort_keys=True)]
    parts += [",".join(map(str, archs)), gpu or "", hashlib.sha256(file.read_bytes()).hexdigest()]
    if candidate.import_name.startswith("synth_modules."):
        parts.append(_folder_digest(str(file.resolve().parents[len(Path(candidate.path).parts) - 1])))
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def _tail(path: Path) -> str:
    try:
        lines = [line for line in path.read_text(errors="replace").splitlines() if line.strip() and "CUDA driver" not in line]
    except OSError:
        return ""
    return " ".join(line.strip() for line in lines[-TAIL_LINES:])[:400]


class Children:
    """The ingesting processes running now. Each runs in a session of its own, which the terminal's
    interrupt (Ctrl-C) does not reach: a run cut short ends them with ``stop``, at once."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._live: set[subprocess.Popen] = set()
        self.stopped = False

    def add(self, proc: subprocess.Popen) -> bool:
        """Keep ``proc``; False once the run was stopped (the caller ends it)."""
        with self._lock:
            if not self.stopped:
                self._live.add(proc)
            return not self.stopped

    def discard(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._live.discard(proc)

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
            for proc in self._live:
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass


def run_child(candidate: sources.Candidate, job: dict, scratch: Path, limits: Limits, still_running=None, children: Children | None = None) -> ModuleIngest:
    """One module in its own bounded process; its result, or one ``skipped`` with why when the process
    failed. ``still_running(seconds)`` is called every ``STILL_RUNNING_S`` of wall time it runs;
    ``children`` keeps the process while it runs.

    A test module whose process dies by a signal while one of its tests runs (Warp's CPU tile arena
    assertion, ``SIGILL``) is ingested again without that test, the test the child named as running
    when it died, so the kernels its other tests make are kept; at most ``MAX_DROPPED_TESTS`` tests
    are left out so (``dropped_tests``, each with the reason), past that the module is skipped."""
    dropped: list[list[str]] = []
    seconds = 0.0
    while True:
        result, aborted = _run_once(candidate, {**job, "without_tests": [test for test, _ in dropped]}, scratch, limits, still_running, children)
        seconds += result.seconds or 0.0
        if aborted is None or len(dropped) == MAX_DROPPED_TESTS or (children is not None and children.stopped):
            break  # a run cut short killed it (SIGKILL): no test of the module's to leave out
        dropped.append([aborted, result.skipped])
    if dropped and result.skipped:
        result = dataclasses.replace(result, skipped=f"{result.skipped} (after leaving out {len(dropped)} tests that ended it by a signal: {', '.join(test for test, _ in dropped)})")
    return dataclasses.replace(result, dropped_tests=dropped, seconds=round(seconds, 1))


def _run_once(candidate: sources.Candidate, job: dict, scratch: Path, limits: Limits, still_running, children: Children | None) -> tuple[ModuleIngest, str | None]:
    """One run of the module's process: its result, and the test it was running when a signal other
    than its CPU-time limit's ended it (None for any other end)."""
    shutil.rmtree(scratch, ignore_errors=True)
    (scratch / "tmp").mkdir(parents=True)
    job_file, out, running = scratch / "job.json", scratch / "result.json", scratch / "running.txt"
    cpu = limits.run_timeout_s if job["run"] else limits.timeout_s
    job_file.write_text(json.dumps({**job, "out": str(out), "running": str(running), "memory_bytes": limits.memory_bytes, "cpu_seconds": cpu}))
    timeout = cpu * WALL_FACTOR
    env = {**os.environ, "TMPDIR": str(scratch / "tmp"), "PYTHONHASHSEED": "0", "PYTHONPATH": _python_path()}
    started = time.monotonic()
    with open(scratch / "stdout.txt", "wb") as stdout, open(scratch / "stderr.txt", "wb") as stderr:
        proc = subprocess.Popen(
            [sys.executable, "-m", "synth.stages.ingest.child", str(job_file)],
            cwd=scratch, env=env, stdin=subprocess.DEVNULL, stdout=stdout, stderr=stderr,
            start_new_session=True,
        )  # fmt: skip
        try:
            if children is not None and not children.add(proc):
                raise KeyboardInterrupt  # the run was cut while this one started
            code = _wait(proc, timeout, still_running)
        except subprocess.TimeoutExpired:
            _kill(proc)
            return ModuleIngest(skipped=f"waited {timeout:g} s of wall time without computing, {WALL_FACTOR:g} times its {cpu:g} CPU seconds (killed)", seconds=round(time.monotonic() - started, 1)), None
        except BaseException:
            _kill(proc)
            raise
        finally:
            _kill(proc)  # what the module started in its session goes with it
            if children is not None:
                children.discard(proc)
    seconds = round(time.monotonic() - started, 1)
    if code == -signal.SIGXCPU:  # what the kernel sends at RLIMIT_CPU's soft limit
        return ModuleIngest(skipped=f"used more than its {cpu:g} CPU seconds (ended by its CPU-time limit: signal SIGXCPU)", seconds=seconds), None
    if code != 0 or not out.is_file():
        tail = _tail(scratch / "stderr.txt")
        how = exit_description(code)
        test = _running_test(running) if code < 0 else None
        during = f" while its test {test} ran" if test else ""
        return ModuleIngest(skipped=f"ended the process with {how}{during} before its result was written" + (f": {tail}" if tail else ""), seconds=seconds), test
    return ModuleIngest.from_dict({**json.loads(out.read_text()), "seconds": seconds}), None


def _running_test(running: Path) -> str | None:
    """The test the child named as running (``synth.stages.ingest.child``), None where none was."""
    try:
        return running.read_text().strip() or None
    except OSError:
        return None


def _wait(proc: subprocess.Popen, timeout: float, still_running) -> int:
    """The process's exit code; ``TimeoutExpired`` once it has waited ``timeout`` seconds without
    computing, it and what it started (every second counts where ``/proc`` cannot tell)."""
    started = last = told = time.monotonic()
    idle = 0.0
    while True:
        try:
            return proc.wait(timeout=min(IDLE_SAMPLE_S, STILL_RUNNING_S))
        except subprocess.TimeoutExpired:
            now = time.monotonic()
            if not computing(proc.pid):
                idle += now - last
            last = now
            if idle >= timeout:
                raise
            if still_running is not None and now - told >= STILL_RUNNING_S:
                told = now
                still_running(now - started)


def computing(root: int) -> bool:
    """Whether a thread of ``root`` or of a process it started (in its session, or in a session of its
    own: a compiler) is running, runnable (waiting for a CPU) or in an uninterruptible wait (disk):
    state R or D in ``/proc/PID/task/TID/stat``. Its own threads first; the processes it started
    only while it waits (their parents read from every process's stat). False where there is no ``/proc``."""
    if _busy(Path(f"/proc/{root}")):
        return True
    parent, busy = {}, []
    for folder in Path("/proc").glob("[0-9]*"):
        try:
            parent[int(folder.name)] = int(_stat_fields(folder / "stat")[1])
            if _busy(folder):
                busy.append(int(folder.name))
        except (OSError, IndexError, ValueError):
            continue  # it ended while it was read
    for pid in busy:
        for _ in range(64):  # up its parents, to root or to the top
            if pid == root:
                return True
            if pid <= 1:
                break
            pid = parent.get(pid, 0)
    return False


def _busy(process: Path) -> bool:
    """Whether a thread of the process at ``/proc/PID`` is in state R or D (False once it has ended)."""
    try:
        return any(_stat_fields(task / "stat")[0] in ("R", "D") for task in (process / "task").iterdir())
    except (OSError, IndexError):
        return False


def _stat_fields(stat: Path) -> list[str]:
    """The fields of a ``/proc`` stat file after the command's name: state, parent, ..."""
    return stat.read_text().rsplit(")", 1)[1].split()


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.wait()


@functools.cache
def _python_path() -> str:
    """The harness's root first (``synth`` importable from the scratch folder), then the caller's."""
    root = str(Path(__file__).resolve().parents[3])
    return os.pathsep.join([root, *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))])


def ingest_all(candidates: list[sources.Candidate], cache_dir: Path, archs: tuple[int, ...], jobs: int, limits: Limits, gpu: str | None = None, progress=None) -> list[ModuleIngest]:
    """Every candidate's result, in candidate order (cached ones read, the others computed ``jobs`` at
    a time). ``progress``: told of each module computed (``progress.done(candidate, result)``) and of
    each still running, every ``STILL_RUNNING_S`` (``progress.running(candidate, seconds)``). A run
    cut here keeps the results of the modules it finished: the next run reads them from the cache."""
    cache_dir = cache_dir.resolve()  # the children run elsewhere
    folder = cache_dir / "captures"
    folder.mkdir(parents=True, exist_ok=True)
    results: list[ModuleIngest | None] = [None] * len(candidates)
    todo = []
    for n, c in enumerate(candidates):
        key = cache_key(c, archs, gpu)
        name = shortened(f"{unique_safe(c.source)}-{unique_safe(c.module) or 'init'}", MAX_ID_BYTES)  # a long file name: 255 bytes at most
        path = folder / f"{name}-{key[:16]}.json"
        if path.is_file():
            try:
                results[n] = _result(str(path))
                continue
            except ValueError:
                pass  # a cut-short file: computed again (a ContractError is not one: it propagates)
        todo.append((n, c, key, path))
    lock = threading.Lock()
    children = Children()

    def one(item) -> None:
        n, c, key, path = item
        job = {"candidate": c.__dict__, "run": runs_tests(c), "archs": list(archs), "cache_dir": str(cache_dir), "gpu": gpu}
        scratch = cache_dir / "ingest" / f"{key[:16]}.{os.getpid()}"
        result = run_child(c, job, scratch, limits, (lambda seconds: progress.running(c, seconds)) if progress is not None else None, children)
        if result.finished:  # the process finished: its result is a function of the module
            result = dataclasses.replace(result, file=str(path))
            partial = path.with_suffix(f".{os.getpid()}.partial")
            partial.write_text(json.dumps(result.to_dict(), sort_keys=True))
            os.replace(partial, path)
        shutil.rmtree(scratch, ignore_errors=True)
        with lock:
            results[n] = result
            if progress is not None and not children.stopped:  # a module ended by the cut is not news
                progress.done(c, result)

    pool = ThreadPoolExecutor(max_workers=max(1, jobs), thread_name_prefix="synth-ingest")
    try:
        list(pool.map(one, todo))
    except BaseException:  # Ctrl-C: the running modules end now, the queued ones never start
        children.stop()
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown()
    return results  # type: ignore[return-value]


def merge(candidates: list[sources.Candidate], results: list[ModuleIngest]) -> sources.Discovery:
    """The run's cases from the modules' results, in candidate order (the same in every process)."""
    found = sources.Discovery()
    by_id: dict[str, int] = {}
    by_identity: dict[str, int] = {}
    counts: dict[str, dict] = {}

    def count(source: str) -> dict:
        return counts.setdefault(
            source, {"modules": 0, "skipped_modules": 0, "kernels_found": 0, "recorded": 0, "captured": 0, "synthesized": 0, "none": 0, "handle": 0, "tests_run": 0, "tests_failed": 0, "not_made": 0}
        )

    for c, result in zip(candidates, results, strict=True):
        count(c.source)["modules"] += 1
        label = f"{c.source}:{c.module}"
        found.dropped_tests += [(f"{c.source}:{test}", why) for test, why in result.dropped_tests]
        if result.skipped:
            found.skipped_modules.append((label, result.skipped))
            count(c.source)["skipped_modules"] += 1
            continue
        found.not_instantiated += [tuple(x) for x in result.not_instantiated + result.not_recorded]
        if result.tests:
            count(c.source)["tests_run"] += result.tests.run
            count(c.source)["tests_failed"] += result.tests.failed
        for entry in result.kernels:
            case = dataclasses.replace(entry.case, capture=result.file, inputs=entry.inputs)
            count(case.source)["kernels_found"] += 1
            at = by_identity.get(entry.identity) if entry.identity else None
            at = by_id.get(case.id) if at is None else at
            if at is not None:
                if found.cases[at].inputs != "captured" and case.inputs == "captured":
                    by_id[case.id] = at
                    found.cases[at] = case  # the same kernel, now with captured inputs: the captured version wins
                continue
            by_id[case.id] = len(found.cases)
            if entry.identity:
                by_identity[entry.identity] = len(found.cases)
            found.cases.append(case)
    made = {(file, line) for result in results for file, line in result.made}
    for c, result in zip(candidates, results, strict=True):
        for file, line, label, why in result.not_made:
            if (file, line) not in made:  # no other module's run made it either
                found.not_made.append((label, why))
                count(c.source)["not_made"] += 1
    inputs_reason = {}
    for result in results:
        for entry in result.kernels:
            inputs_reason.setdefault((result.file, entry.id), entry.inputs_reason)
    for case in found.cases:
        n = count(case.source)
        n["recorded"] += 1
        n[case.inputs] += 1
        if case.inputs != "captured":
            why = inputs_reason[(case.capture, case.id)]
            if case.inputs == "none":
                found.not_run.append((case.id, why))
                n["handle"] += why.startswith(HANDLE)
    found.cases.sort(key=lambda case: case.id)
    found.not_run.sort()
    found.counts = counts
    return found


def discover(
    specs: list[str], cache_dir: Path, archs: tuple[int, ...], jobs: int, limits: Limits = Limits(), gpu: str | None = None, progress=None, roots: dict | None = None
) -> sources.Discovery:
    """Every kernel of every module the SPECs name, as cases sorted by id (see the module docstring);
    ``roots``: the folder sources named before (``sources.all_candidates``)."""
    candidates = sources.all_candidates(specs, roots)
    results = ingest_all(candidates, cache_dir, archs, jobs, limits, gpu, progress)
    found = merge(candidates, results)
    if sources.WARP_TESTS in specs:
        found.skipped_modules += [(f"{sources.WARP_TESTS}:{name}", f"left out: {why}") for name, why in sorted(sources.WARP_TESTS_LEFT_OUT.items())]
    if sources.WARP_LIBRARY in specs:
        found.skipped_modules += [(f"{sources.WARP_LIBRARY}:{name.removeprefix('warp.')}", "left out: " + sources.LIBRARY_WHY) for name in sources.LIBRARY_LEFT_OUT]
    return found


@functools.lru_cache(maxsize=4)
def _result(path: str) -> ModuleIngest:
    return ModuleIngest.from_dict({**json.loads(Path(path).read_text()), "file": path})


def entry_of(case: ModuleCase) -> KernelEntry:
    """The case's entry in the result file of the module that ingested it."""
    return _result(case.capture).entry(case.id)
