"""Running a standalone executable: one process, a time limit, and a label for each way it can fail.

``crash``: it could not start, exited non-zero, died of a signal, or wrote no output file
(its stderr is kept as an artifact); ``timeout``: it outran the limit and its whole process
group was killed (a hung CUDA launch must not hang the test run).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from synth.model.failures import StageFailure
from synth.toolchain import process

TIMEOUT_S = 60.0  # a CUDA context starts in a second or two; the generated kernels run in microseconds


@dataclass(frozen=True)
class Ran:
    """A run that exited 0 and wrote its output file."""

    seconds: float
    stdout: str
    stderr: str


def run_binary(exe: Path, input_path: Path, output_path: Path, timeout: float = TIMEOUT_S, case: str | None = None) -> Ran:
    """Run ``exe [case] INPUTS OUTPUTS``; raises StageFailure ``crash`` or ``timeout``.

    ``case`` selects one kernel of a batch executable (its ``main`` dispatches on it).
    """
    argv = [str(exe), *([case] if case else []), str(input_path), str(output_path)]
    name = Path(exe).name + (f" {case}" if case else "")
    Path(output_path).unlink(missing_ok=True)  # a stale file must not pass for this run's output
    try:
        proc = process.run(argv, timeout)
    except process.ToolNotStarted as exc:
        raise StageFailure("crash", f"cannot start {name}: {exc}") from None
    except process.ToolTimeout as exc:
        logs = {"stdout.txt": exc.stdout, "stderr.txt": exc.stderr}
        raise StageFailure("timeout", f"{name} ran longer than {timeout:g} s and was killed", logs) from None
    logs = {"stdout.txt": proc.stdout, "stderr.txt": proc.stderr}
    if proc.returncode != 0:
        last = next((line for line in reversed(proc.stderr.splitlines()) if line.strip()), "no stderr")
        raise StageFailure("crash", f"{name} failed with {proc.how}: {last}", logs)
    if not Path(output_path).is_file():
        raise StageFailure("crash", f"{name} exited 0 but wrote no output file {output_path}", logs)
    return Ran(proc.seconds, proc.stdout, proc.stderr)
