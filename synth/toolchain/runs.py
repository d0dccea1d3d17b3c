"""Running standalone executables: as few processes as possible, a time limit, and a label for each way a run can fail.

A process's first CUDA call creates a context, and the driver creates them one at a time:
0.3 s each on an H100, so 16 workers starting one process per case and input draw waited
about 9 s for each (measured on the device, 2026-11-24). A batch executable therefore runs
all its jobs in one process (``synth.render.cuda.batch_source``: ``exe CASE IN OUT [CASE IN OUT
...]``, ``done K`` after each); a one-case executable takes one job per process.

``crash``: a run could not start, exited non-zero, died of a signal, or wrote no output file
(its stderr is kept as an artifact); ``timeout``: the process outran its limit and its whole
process group was killed (a hung CUDA launch must not hang the test run). Either is charged to
the job the process was on; the jobs after it run in a fresh process. The GPU's standalone
binaries and the CPU emulation of the same .cu (``synth.toolchain.emulate``) both run through here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from synth.model.failures import StageFailure
from synth.model.spec import KernelSpec
from synth.render.cuda.io import read_outputs
from synth.toolchain import process, sandbox

TIMEOUT_S = 60.0  # a process: a CUDA context starts in a second or two (longer while other processes make theirs)
JOB_S = 1.0  # added per job: a generated kernel runs in microseconds, its files take milliseconds
DONE = re.compile(r"^done (\d+)$", re.MULTILINE)
UNDEFINED = re.compile(r":\d+:\d+: runtime error: ")  # UBSan's report (an emulation built with -fsanitize=undefined)


@dataclass(frozen=True)
class Job:
    """One run: the kernel a batch executable runs (None for a one-case executable), its input and output files."""

    case: str | None
    inputs: Path
    outputs: Path


@dataclass(frozen=True)
class Ran:
    """A run that exited 0 (or said ``done``) and wrote its output file; ``seconds`` is its process's."""

    seconds: float
    stdout: str
    stderr: str


def run_jobs(exe: Path, jobs: list[Job], timeout: float = TIMEOUT_S, contain: sandbox.Contained | None = None,
             keep_going: bool = True) -> list[Ran | StageFailure]:  # fmt: skip
    """Every job through ``exe``, in order: one process for all of them when each names its case,
    else one per job. A job that fails gets its label; the rest start again in a new process,
    or (``keep_going`` False) are not run: the outcomes then end at the first failure.
    ``contain``: run each process sandboxed (``synth.toolchain.sandbox``), for a program built from untrusted text."""
    outcomes: list[Ran | StageFailure] = []
    while len(outcomes) < len(jobs):
        rest = jobs[len(outcomes) :]
        group = rest if all(job.case for job in rest) else rest[:1]
        outcomes += _run_group(Path(exe), group, timeout + JOB_S * (len(group) - 1), contain)
        if not keep_going and isinstance(outcomes[-1], StageFailure):
            break
    return outcomes


@dataclass(frozen=True)
class Draw:
    """One input draw of one case: whose it is (a case key), the kernel, the draw's number and its run."""

    key: str
    spec: KernelSpec
    draw: int
    job: Job


STDOUT = "<stdout>"  # the key of a run's own stdout among its outputs (no parameter is named so)


def run_draws(exe: Path, draws: list[Draw], timeout: float = TIMEOUT_S, stdout: bool = False) -> dict[str, list[dict] | StageFailure]:
    """Every draw through ``exe`` (``run_jobs``), each output file read back for its kernel: per
    key, the outputs of its draws in order, or its first failing draw's failure (``input draw D: ...``).
    ``stdout``: each draw's outputs also hold what its run printed (``STDOUT``: a batch
    executable's text before its ``done K``)."""
    outputs: dict[str, list[dict] | StageFailure] = {}
    for d, ran in zip(draws, run_jobs(exe, [d.job for d in draws], timeout), strict=True):
        if isinstance(outputs.get(d.key), StageFailure):
            continue
        try:
            got = ran if isinstance(ran, StageFailure) else read_outputs(d.job.outputs, d.spec) | ({STDOUT: ran.stdout} if stdout else {})
        except ValueError as malformed:
            got = StageFailure("crash", f"{Path(exe).name} wrote a malformed output file: {malformed}")
        if isinstance(got, StageFailure):
            outputs[d.key] = StageFailure(got.label, f"input draw {d.draw}: {got.message}", got.artifacts)
        else:
            outputs.setdefault(d.key, []).append(got)
    return outputs


def _run_group(exe: Path, group: list[Job], timeout: float, contain: sandbox.Contained | None = None) -> list[Ran | StageFailure]:
    """One process for ``group``: the outcomes of the jobs it finished, then of the one it failed on (if any)."""
    argv = [str(exe)]
    for job in group:
        argv += [*([job.case] if job.case else []), str(job.inputs), str(job.outputs)]
        job.outputs.unlink(missing_ok=True)  # a stale file must not pass for this run's output

    def name(job: Job) -> str:
        return exe.name + (f" {job.case}" if job.case else "")

    try:
        proc = process.run(argv, timeout, contain=contain)
    except process.ToolNotStarted as exc:
        return [StageFailure("crash", f"cannot start {name(group[0])}: {exc}")]
    except process.ToolTimeout as exc:
        done = _said_done(exc.stdout, group)
        logs = {"stdout.txt": exc.stdout, "stderr.txt": exc.stderr}
        failed = StageFailure("timeout", f"{name(group[done])} ran longer than {timeout:g} s (the limit of a process of {len(group)} run(s)) and was killed", logs)
        return [*_outputs(group[:done], exc.stdout, exc.stderr, 0.0, name), failed]
    done = len(group) if proc.returncode == 0 else _said_done(proc.stdout, group)  # a batch executable stops at its first failure
    outcomes = _outputs(group[:done], proc.stdout, proc.stderr, proc.seconds, name)
    if done < len(group):
        logs = {"stdout.txt": proc.stdout, "stderr.txt": proc.stderr}
        undefined = next((line for line in proc.stderr.splitlines() if UNDEFINED.search(line)), None)
        if undefined is not None:  # the kernel's own doing, the same on every run: a case failure
            outcomes.append(StageFailure("undefined_behavior", f"{name(group[done])}: {undefined.strip()}", logs))
            return outcomes
        last = next((line for line in reversed(proc.stderr.splitlines()) if line.strip()), "no stderr")
        outcomes.append(StageFailure("crash", f"{name(group[done])} failed with {proc.how}: {last}", logs))
    return outcomes


def _said_done(stdout: str, group: list[Job]) -> int:
    """How many of the group's jobs a batch executable said ``done`` to before it stopped (it runs them in order)."""
    return min(len(DONE.findall(stdout)), len(group) - 1)


def _outputs(finished: list[Job], stdout: str, stderr: str, seconds: float, name) -> list[Ran | StageFailure]:
    """A finished job without its output file is a crash; the others ran (each with its own stdout: ``_printed``)."""
    return [
        Ran(seconds, own, stderr)
        if job.outputs.is_file()
        else StageFailure("crash", f"{name(job)} exited 0 but wrote no output file {job.outputs}", {"stdout.txt": stdout, "stderr.txt": stderr})
        for job, own in zip(finished, _printed(finished, stdout), strict=True)
    ]


def _printed(finished: list[Job], stdout: str) -> list[str]:
    """Each finished job's own stdout: a batch executable's jobs' texts end at their ``done K``
    lines (it prints them in order from 0), a one-case executable's process is its job's."""
    if not finished or not finished[0].case:
        return [stdout] * len(finished)
    texts, start = [], 0
    for k in range(len(finished)):
        found = re.compile(rf"^done {k}\n", re.MULTILINE).search(stdout, start)
        end = found.start() if found else len(stdout)
        texts.append(stdout[start:end])
        start = found.end() if found else end
    return texts
