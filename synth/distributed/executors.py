"""datatrove executor pairs for a distributed run: the ranks, and the combine that ``depends=`` on them.

datatrove runs the tasks, writes the completion markers (``LOGGING/ranks/completions/NNNNN``) and
skips completed tasks on a relaunch (``skip_completed``). Two changes for the executors that run in
this process (local, Ray), both about failed ranks:

- on the local executor a failed rank does not stop the others (datatrove's pool would terminate
  them on the first exception): every rank runs to its end, and the failures are reported
  together. An interruption still stops them all.
- ``run`` raises when a rank is left incomplete, before the combine starts: since a failed local
  rank now returns instead of raising, datatrove's combine would otherwise wait for it (polling
  every 2 minutes, forever); its Ray executor only logs an incomplete rank.

On Slurm the submitting process returns once the jobs are queued: the combine job waits with
``--dependency=afterok`` on the rank array, and ``kill-on-invalid-dep`` cancels it if a rank fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from datatrove.executor import LocalPipelineExecutor, RayPipelineExecutor, SlurmPipelineExecutor
from datatrove.utils.stats import PipelineStats

from synth.distributed.child import Interrupted
from synth.distributed.steps import CombineRanks, GenerateRank


class RanksFailed(Exception):
    """Some ranks did not complete: the combine did not run; a relaunch runs those ranks (and only those) again."""

    def __init__(self, ranks: list[int], logging_dir: str) -> None:
        self.ranks = ranks
        super().__init__(
            f"{len(ranks)} rank(s) did not complete: {', '.join(map(str, ranks))} (logs: {logging_dir}/logs/task_NNNNN.log); "
            "run the same command again to run them (the ranks that completed are skipped)"
        )


class _RaiseIfIncomplete:
    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(map(repr, self.pipeline))}, tasks={self.world_size})"

    def run(self):
        result = super().run()
        failed = self.get_incomplete_ranks(skip_completed=True)
        if failed:
            raise RanksFailed(failed, self.logging_dir.path)
        return result


class LocalExecutor(_RaiseIfIncomplete, LocalPipelineExecutor):
    """datatrove's local executor, where a failed rank leaves the others running."""

    def _launch_run_for_rank(self, rank: int, ranks_q, completed=None, completed_lock=None) -> PipelineStats:
        try:
            return super()._launch_run_for_rank(rank, ranks_q, completed, completed_lock)
        except Interrupted:
            raise
        except Exception:  # datatrove logged it, and wrote no completion marker: run() reports the rank
            return PipelineStats()


class RayExecutor(_RaiseIfIncomplete, RayPipelineExecutor):
    """datatrove's Ray executor, raising when a rank did not complete."""


@dataclass
class Resources:
    """What each rank's task gets on Slurm or Ray (the local executor runs each rank as one process)."""

    cpus_per_task: int = 1
    mem_per_cpu_gb: int = 4
    gpus_per_task: int = 0
    time: str | None = None  # Slurm's format; converted to seconds for Ray


@dataclass
class SlurmSettings:
    partition: str = ""
    qos: str | None = None
    venv: str | None = None
    env_command: str | None = None
    sbatch_args: dict = field(default_factory=dict)
    max_array_size: int = 1001
    job_name: str = "synth"


def slurm_seconds(raw: str) -> int:
    """Slurm's time formats (``MM``, ``MM:SS``, ``HH:MM:SS``, ``D-HH``, ``D-HH:MM``, ``D-HH:MM:SS``) in seconds."""
    m = re.fullmatch(r"(?:(\d+)-)?(\d+)(?::(\d+))?(?::(\d+))?", raw.strip())
    if not m:
        raise ValueError(f"expected a Slurm time such as 30, 2:00:00 or 1-00:00:00; got {raw!r}")
    days, a, b, c = m.groups()
    if days is not None:  # D-HH[:MM[:SS]]
        hours, minutes, seconds = int(a), int(b or 0), int(c or 0)
    elif b is None:  # MM
        hours, minutes, seconds = 0, int(a), 0
    elif c is None:  # MM:SS
        hours, minutes, seconds = 0, int(a), int(b)
    else:
        hours, minutes, seconds = int(a), int(b), int(c)
    return ((int(days or 0) * 24 + hours) * 60 + minutes) * 60 + seconds


def build(
    kind: str,
    generate: GenerateRank,
    combine: CombineRanks,
    tasks: int,
    workers: int,
    logging_dir: Path,
    resources: Resources,
    slurm: SlurmSettings | None = None,
):
    """The (ranks, combine) executors of ``kind``; running the combine's runs (or submits) the ranks first."""
    ranks_logs, combine_logs = str(Path(logging_dir) / "ranks"), str(Path(logging_dir) / "combine")
    if kind == "local":
        ranks = LocalExecutor([generate], tasks=tasks, workers=workers, logging_dir=ranks_logs)
        return ranks, LocalExecutor([combine], tasks=1, workers=1, logging_dir=combine_logs, depends=ranks)
    if kind == "ray":
        seconds = slurm_seconds(resources.time) if resources.time else None
        common = {"cpus_per_task": resources.cpus_per_task, "mem_per_cpu_gb": resources.mem_per_cpu_gb}
        ranks = RayExecutor(
            [generate], tasks=tasks, workers=workers, logging_dir=ranks_logs, gpus_per_task=resources.gpus_per_task, time=seconds, **common
        )
        return ranks, RayExecutor([combine], tasks=1, workers=1, logging_dir=combine_logs, depends=ranks, time=seconds, **common)
    if kind == "slurm":
        slurm = slurm or SlurmSettings()
        common = {
            "time": resources.time, "partition": slurm.partition, "mem_per_cpu_gb": resources.mem_per_cpu_gb, "qos": slurm.qos,
            "venv_path": slurm.venv, "env_command": slurm.env_command, "max_array_size": slurm.max_array_size,
        }  # fmt: skip
        ranks = SlurmPipelineExecutor(
            [generate], tasks=tasks, workers=workers, logging_dir=ranks_logs, job_name=f"{slurm.job_name}-ranks",
            cpus_per_task=resources.cpus_per_task, gpus_per_task=resources.gpus_per_task, sbatch_args=dict(slurm.sbatch_args), **common,
        )  # fmt: skip
        combine_args = {
            **slurm.sbatch_args,
            "kill-on-invalid-dep": "yes",
        }  # a failed rank cancels the combine instead of leaving it pending
        return ranks, SlurmPipelineExecutor(
            [combine], tasks=1, workers=1, logging_dir=combine_logs, job_name=f"{slurm.job_name}-combine", depends=ranks,
            cpus_per_task=1, sbatch_args=combine_args, **common,
        )  # fmt: skip
    raise ValueError(f"unknown executor {kind!r}: local, slurm or ray")
