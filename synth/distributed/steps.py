"""The two datatrove pipeline steps of a distributed run: a rank's pytest session, and the combine.

A step that raises fails its datatrove task, so the task's completion marker is not written and
a relaunch runs it again; one that returns is marked complete and skipped by every relaunch.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from datatrove.pipeline.base import PipelineStep
from datatrove.utils.logging import logger

from synth.dataset.combine import combine
from synth.dataset.finish import read_runs
from synth.distributed.child import as_pool_worker, run_child
from synth.toolchain.files import atomic_write
from synth.toolchain.process import exit_description

# pytest's exit statuses a rank may end with: 0 all passed, 1 dataset written and some cases rejected
SUCCESS = (0, 1)
MEANING = {2: "interrupted", 3: "the rank's merge failed", 4: "usage error", 5: "no tests collected"}
LOG_TAIL = 25


class RankFailed(Exception):
    """A rank's pytest session ended without writing its dataset folder (or with an error): its task must run again."""


def rank_folder(ranks: Path, rank: int) -> Path:
    return Path(ranks) / f"rank-{rank:05d}"


def rank_marker(logging_dir: Path, rank: int) -> Path:
    """datatrove's completion marker of a rank's task (``synth.distributed.executors``: the ranks log under LOGGING/ranks)."""
    return Path(logging_dir) / "ranks" / "completions" / f"{rank:05d}"


def redo_unfinished(ranks: Path, logging_dir: Path, tasks: int) -> list[int]:
    """The ranks marked complete whose folder logs no finished session (its ``runs.jsonl`` cut short
    or lost), their markers removed so this launch runs them again: each resumes its folder, so only
    its merge and its run's line are made again. Without this a plain relaunch skipped them and the
    combine refused them, every time."""
    redo = [r for r in range(tasks) if rank_marker(logging_dir, r).exists() and not read_runs(rank_folder(ranks, r))]
    for rank in redo:
        rank_marker(logging_dir, rank).unlink()
    return redo


def rank_log(ranks: Path, rank: int) -> Path:
    """Beside the rank's folder: a dataset folder holds only what the harness writes."""
    return Path(ranks) / f"rank-{rank:05d}.log"


def rank_command(tests: list[str], pytest_args: list[str], ranks: Path, rank: int, world_size: int) -> list[str]:
    """The pytest command of rank ``rank`` (0-based, datatrove's) of ``world_size``: shard rank+1/world_size."""
    return [
        sys.executable, "-m", "pytest", *tests,
        f"--synth-shard={rank + 1}/{world_size}", f"--dataset={rank_folder(ranks, rank)}", *pytest_args,
    ]  # fmt: skip


def rank_exit(ranks: Path, rank: int) -> Path:
    """Beside the rank's log: its last pytest's exit status (the command tells a usage error, 4, from a failure)."""
    return Path(ranks) / f"rank-{rank:05d}.exit"


def last_exit(ranks: Path, rank: int) -> int | None:
    try:
        return int(rank_exit(ranks, rank).read_text())
    except (OSError, ValueError):
        return None


def last_output(ranks: Path, rank: int, lines: int = LOG_TAIL) -> str:
    """What the rank's last pytest printed (its log from the last header on), at most ``lines`` lines."""
    text = _tail(rank_log(ranks, rank), 10 * lines)
    return "\n".join(text.split("\n=== ")[-1].splitlines()[1:][-lines:])


def _tail(path: Path, lines: int = LOG_TAIL) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


class GenerateRank(PipelineStep):
    """One rank: ``python -m pytest TESTS --synth-shard r+1/N --dataset RANKS/rank-r OPTIONS`` in ``cwd``.

    Exit status 0 or 1 is success (1: some cases were rejected as labelled failures, which the
    dataset records); anything else, or a signal, raises RankFailed. The rank's folder resumes
    where it stopped when the task runs again.
    """

    name = "pytest rank"
    type = "SYNTH"

    def __init__(self, tests: list[str], pytest_args: list[str], ranks: Path, cwd: Path, launcher: int | None = None) -> None:
        super().__init__()
        self.tests, self.pytest_args, self.ranks, self.cwd = list(tests), list(pytest_args), Path(ranks), Path(cwd)
        self.launcher = launcher  # the command's pid, for the local executor's pool workers (as_pool_worker)

    def run(self, data=None, rank: int = 0, world_size: int = 1):
        self.generate(rank, world_size)
        yield from data or ()

    def generate(self, rank: int, world_size: int) -> None:
        if self.launcher is not None and os.getpid() != self.launcher:
            as_pool_worker(self.launcher)
        command = rank_command(self.tests, self.pytest_args, self.ranks, rank, world_size)
        log = rank_log(self.ranks, rank)
        logger.info(f"rank {rank} of {world_size}: {' '.join(command)} (output: {log})")
        code = run_child(command, self.cwd, log)
        atomic_write(rank_exit(self.ranks, rank), f"{code}\n")
        if code not in SUCCESS:
            why = MEANING.get(code, exit_description(code))
            raise RankFailed(f"rank {rank}: pytest exited {code} ({why}); a relaunch runs it again. End of {log}:\n{_tail(log)}")
        runs = read_runs(rank_folder(self.ranks, rank))
        if runs:
            self.stat_update("new_records", value=runs[-1].get("new_records", 0))
            self.stat_update("new_failures", value=runs[-1].get("new_failures", 0))
        logger.info(f"rank {rank}: pytest exited {code}")


class CombineRanks(PipelineStep):
    """The one task after every rank: their folders combined into the output folder (``synth.dataset.combine``)."""

    name = "combine ranks"
    type = "SYNTH"

    def __init__(self, ranks: Path, tasks: int, output: Path, weights: tuple[int, int, int], parquet: bool, command: str) -> None:
        super().__init__()
        self.ranks, self.tasks, self.output = Path(ranks), tasks, Path(output)
        self.weights, self.parquet, self.command = tuple(weights), parquet, command

    def run(self, data=None, rank: int = 0, world_size: int = 1):
        folders = [rank_folder(self.ranks, r) for r in range(self.tasks)]
        merged, run = combine(folders, self.output, self.weights, self.parquet, self.command)
        self.stat_update("records", value=merged.stats["records"])
        logger.info(
            f"combined {self.tasks} ranks into {self.output}: {json.dumps(merged.stats['by_split'])}, {run['new_records']} new records"
        )
        yield from data or ()
