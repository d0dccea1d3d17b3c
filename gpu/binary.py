"""Running a standalone executable: one process, a time limit, and a label for each way it can fail.

``crash``: it could not start, exited non-zero, died of a signal, or wrote no output file
(its stderr is kept as an artifact); ``timeout``: it outran the limit and its whole process
group was killed (a hung CUDA launch must not hang the test run).
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from synth.failures import StageFailure

TIMEOUT_S = 60.0  # a CUDA context starts in a second or two; the generated kernels run in microseconds


@dataclass(frozen=True)
class Ran:
    """A run that exited 0 and wrote its output file."""

    seconds: float
    stdout: str
    stderr: str


def _text(data: bytes | None) -> str:
    return (data or b"").decode("utf-8", "replace")


def _how(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    return f"exit status {returncode}"


def run_binary(exe: Path, input_path: Path, output_path: Path, timeout: float = TIMEOUT_S, case: str | None = None) -> Ran:
    """Run ``exe [case] INPUTS OUTPUTS``; raises StageFailure ``crash`` or ``timeout``.

    ``case`` selects one kernel of a batch executable (its ``main`` dispatches on it).
    """
    argv = [str(exe), *([case] if case else []), str(input_path), str(output_path)]
    name = Path(exe).name + (f" {case}" if case else "")
    Path(output_path).unlink(missing_ok=True)  # a stale file must not pass for this run's output
    start = time.monotonic()
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    except OSError as exc:
        raise StageFailure("crash", f"cannot start {name}: {exc}") from None
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        logs = {"stdout.txt": _text(out), "stderr.txt": _text(err)}
        raise StageFailure("timeout", f"{name} ran longer than {timeout:g} s and was killed", logs) from None
    seconds = time.monotonic() - start
    logs = {"stdout.txt": _text(out), "stderr.txt": _text(err)}
    if proc.returncode != 0:
        last = next((line for line in reversed(logs["stderr.txt"].splitlines()) if line.strip()), "no stderr")
        raise StageFailure("crash", f"{name} failed with {_how(proc.returncode)}: {last}", logs)
    if not Path(output_path).is_file():
        raise StageFailure("crash", f"{name} exited 0 but wrote no output file {output_path}", logs)
    return Ran(seconds, logs["stdout.txt"], logs["stderr.txt"])
