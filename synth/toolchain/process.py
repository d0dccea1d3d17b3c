"""The one way the harness runs an external program (nvcc, g++, an emulation or a CUDA binary).

Each program starts in a session of its own, so a timeout kills its whole process group
(nvcc's cicc and ptxas, g++'s cc1plus), not only the direct child. Output is decoded as
UTF-8 with replacement: a tool that prints invalid bytes is reported, never a crash of ours.

A program built from untrusted text runs ``contained`` (``synth.toolchain.sandbox``): in its
folder, under limits, its stdout and stderr written to files there and read back capped.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
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
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, cwd=cwd, env=environ, start_new_session=True)
    except OSError as exc:
        raise ToolNotStarted(f"cannot start {argv[0]}: {exc}") from None
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, err = proc.communicate()
        raise ToolTimeout(argv, timeout, _text(out), _text(err)) from None
    except BaseException:  # KeyboardInterrupt: leave no compiler behind
        kill_group(proc)
        raise
    return Completed(argv, proc.returncode, _text(out), _text(err), time.monotonic() - start)


def _run_contained(argv: list[str], timeout: float, contain: sandbox.Contained) -> Completed:
    """``run`` under ``contain``: output to files in its folder (bounded by its file-size limit,
    read back up to ``contain.output_bytes`` each), nothing left running after it returns."""
    folder = Path(contain.folder)
    fd_out, out_path = tempfile.mkstemp(dir=folder, prefix=".stdout-")
    fd_err, err_path = tempfile.mkstemp(dir=folder, prefix=".stderr-")
    env = contain.env if contain.env is not None else sandbox.clean_env(folder=folder)
    start = time.monotonic()
    try:
        proc = subprocess.Popen(argv, stdout=fd_out, stderr=fd_err, stdin=subprocess.DEVNULL, cwd=folder, env=env, start_new_session=True,
                                preexec_fn=sandbox.preexec(contain.limits, folder))  # fmt: skip
    except OSError as exc:
        raise ToolNotStarted(f"cannot start {argv[0]}: {exc}") from None
    finally:
        os.close(fd_out)
        os.close(fd_err)

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
    kill_group(proc)  # anything it left behind (a contained program may start none; a compiler's are done)
    return Completed(argv, proc.returncode, capped(out_path), capped(err_path), time.monotonic() - start)


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

