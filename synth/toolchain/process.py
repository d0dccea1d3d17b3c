"""The one way the harness runs an external program (nvcc, g++, an emulation or a CUDA binary).

Each program starts in a session of its own, so a timeout kills its whole process group
(nvcc's cicc and ptxas, g++'s cc1plus), not only the direct child. Output is decoded as
UTF-8 with replacement: a tool that prints invalid bytes is reported, never a crash of ours.

A program built from untrusted text runs ``contained`` (``synth.toolchain.sandbox``): in its
folder, under limits, its stdout and stderr written to files there and read back capped.

The groups die with the process that started them: a watchdog process (one per process that runs
tools, started with the first) is told each live group on a pipe (by the tool itself, before exec,
so no kill can fall between its start and its registration) and kills those still listed
when the pipe closes, which the kernel does when this process dies, even by SIGKILL. (A
parent-death signal would reach only the direct child, not nvcc's cicc or ptxas, and fires when
the starting *thread* ends: the background builds run on a thread.) ``stop_all`` (Ctrl-C) kills
the live groups at once and starts no new tool.
"""

from __future__ import annotations

import functools
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from synth.toolchain import sandbox


@dataclass
class Completed:
    argv: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float

    @property
    def how(self) -> str:
        """How it ended, for messages: ``exit status 1`` or ``signal SIGSEGV``."""
        return exit_description(self.returncode)


class ToolTimeout(Exception):
    """The program outran its limit; its process group was killed. Carries what it printed."""

    def __init__(self, argv: list[str], timeout: float, stdout: str, stderr: str) -> None:
        super().__init__(f"{Path(argv[0]).name} ran past {timeout:g} s and was killed")
        self.argv, self.timeout, self.stdout, self.stderr = argv, timeout, stdout, stderr


class ToolNotStarted(Exception):
    """The program could not be started (missing, not executable)."""


class ToolBroken(Exception):
    """A tool that cannot say its version (hangs, crashes, cannot start): known once per process."""


VERSION_TIMEOUT_S = 20.0
BUILD_BASE_S, BUILD_PER_CASE_S = 60.0, 5.0  # a batch of 32 builds in ~2 s here: 220 s is a hang, not a slow host


def build_timeout(cases: int) -> float:
    """The limit of one compiler call over ``cases`` kernels: it grows with the batch."""
    return BUILD_BASE_S + BUILD_PER_CASE_S * max(cases, 1)


_VERSIONS: dict[str, str | ToolBroken] = {}  # tool path -> its --version output, or why it could not say


def exit_description(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    return f"exit status {returncode}"


def _text(data: bytes | None) -> str:
    return (data or b"").decode("utf-8", "replace")


def run(argv: list[str], timeout: float, cwd: Path | None = None, env: dict[str, str] | None = None,
        contain: sandbox.Contained | None = None) -> Completed:  # fmt: skip
    """Run ``argv`` to completion within ``timeout`` seconds; raises ToolTimeout or ToolNotStarted.
    ``env``: variables set for the program on top of this process's environment. ``contain``:
    run it sandboxed instead (its folder is the working directory, its env the whole environment)."""
    argv = [str(a) for a in argv]
    if contain is not None:
        return _run_contained(argv, timeout, contain)
    start = time.monotonic()
    environ = {**os.environ, **env} if env else None
    if _stopping.is_set():
        raise ToolNotStarted(f"not starting {argv[0]}: the session is stopping (interrupted)")
    with _live_lock:  # the watchdog's pipe stays the same until the child has told it its group
        fd = _watchdog_pipe()
        try:
            proc = subprocess.Popen(
                argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, cwd=cwd, env=environ, start_new_session=True,
                preexec_fn=None if fd is None else functools.partial(_announce, fd),
            )  # fmt: skip
        except OSError as exc:
            raise ToolNotStarted(f"cannot start {argv[0]}: {exc}") from None
    _watch(proc, True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, err = proc.communicate()
        raise ToolTimeout(argv, timeout, _text(out), _text(err)) from None
    except BaseException:  # KeyboardInterrupt: leave no compiler behind
        kill_group(proc)
        raise
    finally:
        _watch(proc, False)
    return Completed(argv, proc.returncode, _text(out), _text(err), time.monotonic() - start)


def _run_contained(argv: list[str], timeout: float, contain: sandbox.Contained) -> Completed:
    """``run`` under ``contain``: output to files in its folder (bounded by its file-size limit,
    read back up to ``contain.output_bytes`` each), nothing left running after it returns."""
    folder = Path(contain.folder)
    fd_out, out_path = tempfile.mkstemp(dir=folder, prefix=".stdout-")
    fd_err, err_path = tempfile.mkstemp(dir=folder, prefix=".stderr-")
    env = contain.env if contain.env is not None else sandbox.clean_env(folder=folder)
    start = time.monotonic()
    if _stopping.is_set():
        raise ToolNotStarted(f"not starting {argv[0]}: the session is stopping (interrupted)")
    contained = sandbox.preexec(contain.limits, folder)
    try:
        with _live_lock:  # as in ``run``: the group is told to the watchdog before the sandbox closes in
            fd = _watchdog_pipe()

            def preexec() -> None:
                if fd is not None:
                    _announce(fd)
                contained()

            proc = subprocess.Popen(argv, stdout=fd_out, stderr=fd_err, stdin=subprocess.DEVNULL, cwd=folder, env=env, start_new_session=True,
                                    preexec_fn=preexec)  # fmt: skip
    except OSError as exc:
        raise ToolNotStarted(f"cannot start {argv[0]}: {exc}") from None
    finally:
        os.close(fd_out)
        os.close(fd_err)
    _watch(proc, True)

    def capped(path: str) -> str:
        with open(path, "rb") as f:
            return _text(f.read(contain.output_bytes))

    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        proc.wait()
        raise ToolTimeout(argv, timeout, capped(out_path), capped(err_path)) from None
    except BaseException:
        kill_group(proc)
        raise
    finally:
        kill_group(proc)  # anything it left behind (a contained program may start none; a compiler's are done)
        _watch(proc, False)
    return Completed(argv, proc.returncode, capped(out_path), capped(err_path), time.monotonic() - start)


# The watchdog: reads "+PGID" / "-PGID" lines; at end of input (its parent is gone, or closed the
# pipe at exit) it kills the groups still listed. Isolated (-I -S): no site, no project import.
WATCHDOG = """
import os, signal, sys
groups = set()
for line in sys.stdin:
    (groups.add if line[0] == "+" else groups.discard)(int(line[1:]))
for pgid in groups:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except OSError:
        pass
"""
_live: dict[int, subprocess.Popen] = {}  # pid (= process group) -> a tool still running
_live_lock = threading.Lock()
_stopping = threading.Event()
_watchdog: tuple[int, subprocess.Popen] | None = None  # (the pid that started it, the watchdog)


def _announce(fd: int) -> None:
    """In the tool's process, between fork and exec: tell the watchdog its group, so a session
    killed before ``Popen`` returns leaves no tool (the child may run, and start its own children,
    before the starting thread is scheduled again). A watchdog that is gone is replaced by ``_watch``."""
    signal.signal(signal.SIGPIPE, signal.SIG_IGN)  # a closed pipe is EPIPE here, not the tool's death
    try:
        os.write(fd, b"+%d\n" % os.getpid())
    except OSError:
        pass
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # exec keeps an ignored signal: the tool gets the default


def _watchdog_pipe() -> int | None:
    """The pipe to this process's watchdog (started if need be); called with ``_live_lock`` held."""
    global _watchdog
    if _watchdog is None or _watchdog[0] != os.getpid() or _watchdog[1].poll() is not None:
        try:
            dog = subprocess.Popen(
                [sys.executable, "-I", "-S", "-c", WATCHDOG], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL, start_new_session=True,
            )  # fmt: skip
        except OSError:
            return None
        _watchdog = (os.getpid(), dog)
        if _live and not _tell("".join(f"+{pid}\n" for pid in _live)):
            return None
    return _watchdog[1].stdin.fileno()


def _tell(lines: str) -> bool:
    """Write ``lines`` to the watchdog; False (and no watchdog) if it is gone. Called with ``_live_lock`` held."""
    global _watchdog
    try:
        _watchdog[1].stdin.write(lines.encode())
        _watchdog[1].stdin.flush()
        return True
    except OSError:  # BrokenPipeError: it died
        _watchdog = None
        return False


def _watch(proc: subprocess.Popen, live: bool) -> None:
    """Tell this process's watchdog that ``proc``'s group started or ended (best effort: a watchdog that died is replaced, told every live group)."""
    with _live_lock:
        if live:
            _live[proc.pid] = proc
        else:
            _live.pop(proc.pid, None)
        for _ in range(2):
            fresh = _watchdog is None or _watchdog[0] != os.getpid() or _watchdog[1].poll() is not None
            if _watchdog_pipe() is None:
                return
            if fresh or _tell(f"{'+' if live else '-'}{proc.pid}\n"):
                return  # a new watchdog was told every live group


def stop_all() -> None:
    """Kill every tool this process is running and refuse to start more (the session was interrupted)."""
    _stopping.set()
    with _live_lock:
        procs = list(_live.values())
    for proc in procs:
        kill_group(proc)


def kill_group(proc: subprocess.Popen, sig: int = signal.SIGKILL) -> None:
    """``sig`` to the process group ``proc`` leads (started with ``start_new_session``); nothing if it is gone."""
    try:
        os.killpg(proc.pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def version(tool: str, timeout: float | None = None) -> str:
    """``tool --version``'s output, asked once per process: after a failure every later call
    raises the same ToolBroken at once, so a hanging tool costs one ``timeout`` per run, not one per batch."""
    timeout = timeout or VERSION_TIMEOUT_S
    if tool not in _VERSIONS:
        try:
            proc = run([tool, "--version"], timeout)
            ok = proc.returncode == 0
            _VERSIONS[tool] = proc.stdout if ok else ToolBroken(f"{tool} --version ended with {proc.how}: {(proc.stderr or proc.stdout).strip()[:200] or 'no output'}")
        except ToolTimeout:
            _VERSIONS[tool] = ToolBroken(f"{tool} --version did not answer within {timeout:g} s and was killed")
        except ToolNotStarted as exc:
            _VERSIONS[tool] = ToolBroken(str(exc))
    known = _VERSIONS[tool]
    if isinstance(known, ToolBroken):
        raise known
    return known

