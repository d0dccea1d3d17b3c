"""The parts of the run object (``synth.plugin.run.SynthRun``) that the plugin's modules fill: the
snapshot folder, the gpu marker's state, the dataset being written. Their types live here, below
every hook module, so that the run can name them and the hook modules can read the run with no
module importing one that imports it back."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from synth.dataset.folder import DatasetDir
from synth.gpu.device import Probe
from synth.plugin.unrecorded import Causes

EXTENSIONS = ("py", "cpp", "cu")


@dataclass
class Snapshots:
    """The run's snapshot folder, the files its tests asserted, and what the end of the run found stale."""

    root: Path
    used: set[str] = field(default_factory=set)  # resolved paths of the files asserted (this process; the controller: every worker's)
    stale: list[Path] = field(default_factory=list)  # files no test asserted, after a full run of the default cases
    deleted: bool = False  # whether --snapshot-update deleted them

    def has(self, case_id: str) -> bool:
        return (self.root / case_id).is_dir()

    def unused(self) -> list[Path]:
        """Snapshot files nobody asserted. Only meaningful after a run of the whole default case
        set with nothing deselected (a ``-k`` run asserts some files of a folder and not others)."""
        used_paths = {Path(u) for u in self.used}
        return sorted(p.resolve() for ext in EXTENSIONS for p in self.root.glob(f"*/*.{ext}") if p.resolve() not in used_paths)


@dataclass
class GpuState:
    """This run's view: the device asked for, whether -m asked for gpu tests, and what detection found."""

    alias: str
    requested: bool
    probe: Probe | None = None
    deselected: int = 0


@dataclass
class DatasetRun:
    """The dataset a ``--dataset DIR`` run writes (``synth.plugin.dataset``)."""

    root: Path
    run_id: str
    weights: tuple[int, int, int]
    parquet: bool
    done: set[str]
    started: float = field(default_factory=time.monotonic)
    skipped_cases: int = 0
    to_run: dict[str, str] = field(default_factory=dict)  # the cases this run was to check: id -> kind
    folder: DatasetDir | None = None
    summary: str = ""
    shard_errors: list[str] = field(default_factory=list)  # batches whose lines could not be written
    causes: Causes = field(default_factory=Causes)  # why a case may go unrecorded (the controller's)
    unrecorded: list[dict] = field(default_factory=list)  # {"id", "cause"} of each case this run left without a line
