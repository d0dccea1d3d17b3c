"""The run object: one ``SynthRun`` on the config holds everything a synth session knows.

Like syrupy's ``SnapshotSession``, it is made once when the plugin wakes up
(``synth.plugin.core.pytest_configure``) and every hook reads it with ``SynthRun.of(config)``:
the options' values (``settings``), the cases and their batches (``plan``), the existing code
found (``discovery``), the snapshot folder and the files asserted (``snapshots``), the stage of
each stage test, the counts the summaries print, and the parts other hooks add: the dataset
being written (``dataset``), the gpu device (``gpu``), each case's stage outcomes in the process
that records them (``outcomes``).

Under xdist each process has its own run; what crosses between them is said here, once:
``worker_input`` (controller to worker: the run's id, the existing code found where the
controller ingested it, the dataset's run id and the cases it holds) and ``worker_output`` / ``add_worker_output`` (worker to controller at its end).
"""

from __future__ import annotations

import collections
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from synth.plugin.outcomes import Outcomes
    from synth.plugin.parts import DatasetRun, GpuState, Snapshots
    from synth.stages.batch import Settings
    from synth.stages.ingest.sources import Discovery

WORKER_INPUT = "synth_run"  # the key of ``worker_input()`` in xdist's workerinput
WORKER_OUTPUT = "synth_run"  # the key of ``worker_output()`` in xdist's workeroutput


@dataclass
class SynthRun:
    """This process's view of the run (see the module's docstring)."""

    settings: Settings
    plan: dict[str, list]  # batch key -> its cases (generated, or kernels of existing code), in run order
    snapshots: Snapshots
    default_set: bool  # the default cases: the run that owns every committed snapshot
    discovery: Discovery | None = None  # the existing code found, once a test asked for it (synth.plugin.existing_code)
    shard: tuple[int, int] | None = None  # --synth-shard K/N
    run_id: str = ""  # names the files the run's processes share (the controller's, told to its workers)
    nothing_to_run: str | None = None  # why the plan is empty, when another plugin emptied it (a resumed dataset)
    stages: dict[str, str] = field(default_factory=dict)  # test function node id (before "[") -> stage name
    counts: collections.defaultdict[str, collections.Counter] = field(
        default_factory=lambda: collections.defaultdict(collections.Counter)
    )  # test function node id -> outcome ("passed", "skipped", "failed:<label>") -> tests
    deselected: int = 0  # case tests deselected (gpu tests aside): a partial run
    gradcheck: dict[str, collections.Counter] = field(default_factory=dict)  # category -> gradient-check totals
    dataset: DatasetRun | None = None  # --dataset DIR (synth.plugin.dataset)
    gpu: GpuState | None = None  # the gpu marker's state (synth.plugin.gpu)
    outcomes: Outcomes | None = None  # each case's stage outcomes, where a dataset recorder reads them (synth.plugin.outcomes)
    started: float = field(default_factory=time.monotonic)  # at configuration: a run's duration includes ingesting existing code

    KEY = pytest.StashKey["SynthRun"]()

    @classmethod
    def of(cls, config: pytest.Config) -> SynthRun:
        """The run of this session (made by ``synth.plugin.core.pytest_configure``)."""
        return config.stash[cls.KEY]

    @classmethod
    def find(cls, config: pytest.Config) -> SynthRun | None:
        """The run, or None before it is made (or when configuration failed)."""
        return config.stash.get(cls.KEY, None)

    def store(self, config: pytest.Config) -> SynthRun:
        config.stash[self.KEY] = self
        return self

    def cases(self) -> list:
        """Every planned case, in run order."""
        return [case for cases in self.plan.values() for case in cases]

    def worker_input(self) -> dict:
        """What an xdist worker is told (``pytest_configure_node``): it plans, and so collects, what the controller planned."""
        dataset = {"run": self.dataset.run_id, "done": sorted(self.dataset.done)} if self.dataset is not None else None
        modules = self.discovery.to_dict() if self.discovery is not None else None  # None: the workers ingest when asked
        return {"run_id": self.run_id, "modules": modules, "dataset": dataset}

    def worker_output(self) -> dict:
        """What a worker tells the controller at its end: its tests' stages, the snapshot files
        asserted, its deselected case tests, the dataset batches it could not write."""
        return {
            "stages": dict(self.stages),
            "snapshots": sorted(self.snapshots.used),
            "deselected": self.deselected,
            "shard_errors": list(self.dataset.shard_errors) if self.dataset is not None else [],
        }

    def add_worker_output(self, output: dict) -> None:
        """Controller side: one worker's ``worker_output``."""
        self.stages.update(output.get("stages", {}))
        self.snapshots.used.update(output.get("snapshots", ()))
        self.deselected += output.get("deselected", 0)
        if self.dataset is not None:
            self.dataset.shard_errors.extend(output.get("shard_errors", ()))
