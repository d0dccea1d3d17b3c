"""``--dataset DIR``: a test run that writes the cases passing every stage as a dataset.

Two roles. The controller (the process without ``workerinput``) locks DIR for the session,
checks the versions it was made with, tells the workers which cases DIR already holds (the run
object's ``worker_input``), and merges the shards at the end. The process that runs the tests
(an xdist worker, or the only process under ``-n 0``) keeps each case's stage outcomes on the
run (``synth.plugin.outcomes``: recorded where the stage values and reports are made); when the
last test of a batch is done (``--dist loadgroup`` keeps a batch on one worker), it appends the
batch's records and failures to its own shard, built from those outcomes.

Resume: cases DIR already holds (a record, or a recorded failure) are dropped from the plan
before collection, so their tests are never created and their kernels never built; the
merged files are the same bytes as one uninterrupted run's. ``--dataset-overwrite`` starts over.
"""

from __future__ import annotations

import datetime
import hashlib
import importlib.util
import platform
import shlex
import time
import uuid
from collections import defaultdict
from pathlib import Path

import pytest

from synth.dataset.finish import merge_and_publish
from synth.dataset.folder import (
    SHARDS,
    UNRECORDED,
    DatasetDir,
    DatasetDirError,
    ShardWriter,
    add_folder_sources,
    done_cases,
    has_parquet,
    with_checksum,
)
from synth.dataset.merge import Merged, parse_split
from synth.dataset.records import build_record, versions
from synth.generate.cases import Case
from synth.model.module_case import ModuleCase
from synth.plugin import existing_code
from synth.plugin.options import OPT_DATASET, OPT_FORMAT, OPT_SPLIT
from synth.plugin.outcomes import NOT_RUN, Outcomes
from synth.plugin.parts import DatasetRun
from synth.plugin.plan import case_of, plan_cases, worker_count
from synth.plugin.run import WORKER_INPUT, SynthRun
from synth.plugin.unrecorded import summary as unrecorded_summary
from synth.stages import ingest, registry
from synth.stages.ingest import sources
from synth.toolchain import process


class Recorder:
    """Writes each batch of the process that runs its tests, once the batch is done, from the run's outcomes.

    Registered as a plugin only on that process (an xdist controller hears every worker's tests finish).
    """

    def __init__(self, root: Path, run_id: str, worker: str, outcomes: Outcomes, errors: list[str]) -> None:
        self.outcomes = outcomes  # recorded by synth.plugin.core where the stage values and reports are made
        self.errors = errors  # why a batch's lines could not be written (DatasetRun.shard_errors)
        self.session: pytest.Session | None = None
        self.records = ShardWriter(root / SHARDS / f"records-{worker}-{run_id}.jsonl")
        self.failures = ShardWriter(root / SHARDS / f"failures-{worker}-{run_id}.jsonl")
        self.items: dict[str, tuple[Case, str]] = {}  # nodeid -> (case, batch key)
        self.pending: dict[str, set[str]] = defaultdict(set)  # batch key -> nodeids not yet finished
        self.batches: dict[str, list[Case]] = {}
        self.incomplete: set[str] = set()  # cases with a (non-gpu) stage deselected: recorded neither way
        self.nodeids_of: dict[str, set[str]] = defaultdict(set)  # case id -> its test node ids
        self.finished: set[str] = set()
        self.complete: set[str] = set()  # cases all of whose tests ran in this process

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        """A case whose stages did not all run (-k, -m, --deselect, --lf) is left for a full run."""
        for item in items:
            case = case_of(item)
            if case is not None and not item.get_closest_marker("gpu"):
                self.incomplete.add(case.id)

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.session = session
        plan = SynthRun.of(session.config).plan
        batch_of = {case.id: key for key, cases in plan.items() for case in cases}
        for item in session.items:
            case = case_of(item)
            if case is not None and case.id in batch_of:
                key = batch_of[case.id]
                self.items[item.nodeid] = (case, key)
                self.nodeids_of[case.id].add(item.nodeid)
                self.pending[key].add(item.nodeid)
                self.batches[key] = plan[key]

    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        """A test's phases are all reported: when it is its batch's last, the batch is written."""
        if nodeid not in self.items:
            return
        case, key = self.items[nodeid]
        self.finished.add(nodeid)
        if all(n in self.finished for n in self.nodeids_of[case.id]):
            self.complete.add(case.id)
        self.pending[key].discard(nodeid)
        if not self.pending[key]:
            del self.pending[key]
            self.finish(key)

    def finish(self, key: str) -> None:
        """Write the batch: a record per case whose every test that ran passed, a failure line otherwise.

        A line that cannot be written (a full disk) stops the session: the lines written are whole,
        the batch's other cases are run again by the next run, and the run ends with exit status 3.
        """
        try:
            self._write(key)
        except OSError as exc:
            self.errors.append(f"{exc.strerror or exc} ({exc.filename or self.records.path.parent})")
            if self.session is not None:
                self.session.shouldstop = f"dataset shard not written: {self.errors[-1]}"

    def _write(self, key: str) -> None:
        for case in self.batches.pop(key):
            outcome = self.outcomes.pop(case.id, None)
            if outcome is None or case.id in self.incomplete or case.id not in self.complete:
                continue  # not every stage ran here: a full run records it
            entries, required = outcome.checks, outcome.required
            if required == "environment" or any(e.get("environment") for e in entries.values()):
                continue  # the machine's fault, not the kernel's: never recorded, the next run retries
            if all(e.get("passed") is not False for e in entries.values()):
                ran = any(e.get("passed") for e in entries.values())
                if required is None and ran:
                    checks = {check: outcome.numbers.get(check, e) if e.get("passed") else e for check, e in entries.items()}
                    self.records.append(with_checksum(build_record(case, outcome.fields, checks)))
                    continue
                if required in (None, NOT_RUN) or (required == "skipped" and not ran):
                    continue  # nothing ran for it (all skipped): not in the dataset, a rerun tries again
                why = outcome.required_why  # its required stage failed (a kernel that does not build): a rejection
                entries["record"] = {"passed": False, "label": required, **({"message": why} if why else {})}
            self.failures.append(
                with_checksum({"id": case.id, "category": case.category, "seed": case.seed, "stages": dict(sorted(entries.items()))})
            )

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """Batches left open: tests of theirs ran on a worker that died, the rest here (xdist
        re-sent them). Cases that ran whole here are written; the others are left for a rerun."""
        for key in list(self.pending):
            del self.pending[key]
            self.finish(key)
        self.records.close()
        self.failures.close()


def _manifest(config: pytest.Config) -> dict:
    """Everything a record's bytes or a case's outcome depend on besides the case: a folder never mixes them."""
    v = versions()
    archs = ",".join(str(a) for a in SynthRun.of(config).settings.archs)
    return {"warp": v["warp"], "harness": v["harness"], "python": v["python"], "nvcc": v["nvcc"], "archs": archs}


def _require(module: str, message: str) -> None:
    """A usage error at configuration when an optional dependency the run needs is missing, not a failure after every stage ran."""
    if importlib.util.find_spec(module) is None:
        raise pytest.UsageError(message)


def pytest_configure(config: pytest.Config) -> None:
    """Runs after the synth plugin's (tryfirst) configure, which planned the batches."""
    raw = config.getoption("dataset_dir")
    if not raw:
        return
    try:
        weights = parse_split(config.getoption("dataset_split"))
    except ValueError as exc:
        raise pytest.UsageError(f"{OPT_SPLIT}: {exc}") from None
    # a folder that has Parquet files keeps them up to date (a merge replaces all outputs at once)
    parquet = config.getoption("dataset_format") == "parquet" or has_parquet(Path(raw))
    for module in ("matplotlib", "yaml"):  # the dataset card's plots and front matter, written by the merge at the end
        _require(module, f"{OPT_DATASET} needs {module} for the dataset card: pip install -e '.[dataset]'")
    if parquet:
        _require("pyarrow", f"{OPT_FORMAT} parquet needs pyarrow: pip install -e '.[parquet]'")
    dist = getattr(config.option, "dist", "no")
    if dist not in ("no", "loadgroup"):
        raise pytest.UsageError(
            f"{OPT_DATASET} needs every test of a batch on one worker: use --dist loadgroup (the default with -n), not --dist {dist}"
        )
    if any("::" in arg for arg in config.args):
        raise pytest.UsageError(f"{OPT_DATASET} records a case only when all its stages run: give test files or folders, not node ids")
    root = Path(raw).resolve()
    run = SynthRun.of(config)
    existing_code.cases(config)  # before the plan drops the cases DIR holds (the controller ingests; its workers are told)
    worker = getattr(config, "workerinput", None)
    if worker is None:
        folder = DatasetDir(root)
        try:
            manifest = _manifest(config)
        except process.ToolBroken as exc:  # the records would name no nvcc version
            raise pytest.UsageError(f"{OPT_DATASET}: {exc}: fix the CUDA toolkit, or take it off PATH and unset CUDA_HOME") from None
        try:
            folder.open(manifest, overwrite=config.getoption("dataset_overwrite"))
        except DatasetDirError as exc:
            raise pytest.UsageError(f"{OPT_DATASET}: {exc}") from None
        folders = [c for c in run.cases() if isinstance(c, ModuleCase) and c.import_name.startswith("synth_modules.")]
        add_folder_sources(root, {c.source: sources.folder_root(c) for c in folders})  # the names stay these folders' in DIR
        planned = {case.id for case in run.cases()}
        held: dict[str, str] = {}
        done = done_cases(root, planned, held)
        _refuse_other_code_under_one_id(root, [c for c in run.cases() if c.id in held and isinstance(c, ModuleCase)], held, folder)
        state = DatasetRun(root, uuid.uuid4().hex[:12], weights, parquet, done, folder=folder, started=run.started)
        config.pluginmanager.register(state.causes, "synth-dataset-unrecorded")  # where every test report arrives
    else:
        info = worker[WORKER_INPUT]["dataset"]
        state = DatasetRun(root, info["run"], weights, parquet, set(info["done"]))
    run.dataset = state
    _drop_done_cases(config, run)
    if worker is not None or dist == "no" or config.option.collectonly:
        run.outcomes = Outcomes()
        recorder = Recorder(root, state.run_id, worker["workerid"] if worker else "main", run.outcomes, state.shard_errors)
        config.pluginmanager.register(recorder, "synth-dataset-recorder")
    # The test of a worker that died is the environment's fault: nothing records it, a rerun tries it.


def _refuse_other_code_under_one_id(root: Path, held_cases: list[ModuleCase], held: dict[str, str], folder: DatasetDir) -> None:
    """A kernel of existing code whose id DIR holds for other code (a folder of the same name run
    before, or a module edited since) would be taken as "already there" and never recorded: a usage
    error naming it, before anything runs."""
    clashes = []
    for case in held_cases:
        source = ingest.entry_of(case).python_source
        if isinstance(source, str) and hashlib.sha256(source.encode()).hexdigest() != held[case.id]:
            clashes.append(case)
    if clashes:
        folder.close()
        names = ", ".join(f"{c.id} ({c.file})" for c in clashes[:5])
        raise pytest.UsageError(
            f"{OPT_DATASET}: {root} holds {len(clashes)} id(s) of existing code for other code than this run's: {names}. A folder of the "
            f"same name as one written there before, or a module edited since: write to another {OPT_DATASET} folder, or rename the folder"
        )


def _drop_done_cases(config: pytest.Config, run: SynthRun) -> None:
    """Re-plan the batches without the cases DIR already holds (their tests are never created)."""
    state, cases = run.dataset, run.cases()
    remaining = [case for case in cases if case.id not in state.done]
    state.to_run = {case.id: case.kind for case in remaining}
    state.skipped_cases = len(cases) - len(remaining)
    if not state.skipped_cases:
        return
    run.plan = plan_cases(remaining, int(config.getoption("synth_batch")), worker_count(config))
    run.nothing_to_run = f"all {len(cases)} cases of this run are already in {state.root}"
    run.default_set = False  # the committed snapshots of the dropped cases are not stale


def _dataset(config: pytest.Config) -> DatasetRun | None:
    run = SynthRun.find(config)
    return run.dataset if run is not None else None


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    state = _dataset(config)
    if state is None:
        return
    if state.folder is None or config.option.collectonly:
        return
    numprocesses = getattr(config.option, "numprocesses", None) or 0

    def unrecorded(merged: Merged) -> list[dict]:
        state.unrecorded = state.causes.lines(_checked(SynthRun.of(config), state.to_run) - merged.done)
        return state.unrecorded

    def describe(merged: Merged) -> dict:
        duration = time.monotonic() - state.started
        new_records = len(merged.passed & state.to_run.keys())  # a run checks only cases the folder did not hold
        return {
            "run": state.run_id,
            "finished": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M:%S"),
            "command": shlex.join(["pytest", *config.invocation_params.args]),
            "workers": numprocesses if getattr(config.option, "dist", "no") != "no" else 1,
            "duration_s": round(duration, 2),
            "new_records": new_records,
            "new_failures": len((merged.done - merged.passed) & state.to_run.keys()),
            "records_per_s": round(new_records / duration, 3) if duration > 0 else 0.0,
            "skipped_cases": state.skipped_cases,
            "left_for_rerun": len(unrecorded(merged)),
            "broken_lines": merged.broken_lines,
            "exitstatus": int(exitstatus),
            "python": platform.python_version(),
            "nvcc": versions()["nvcc"],
        }

    if state.shard_errors:  # a full disk while a batch was written: the session stopped there
        state.summary += (
            f"shard lines NOT written: {state.shard_errors[0]} ({len(state.shard_errors)} batches): their cases are not in the "
            "dataset; free space and run again to check them\n"
        )
        session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
    try:
        merged, run = merge_and_publish(state.root, state.weights, state.parquet, state.folder.manifest(), describe, lambda merged: state.unrecorded)
    except Exception as exc:  # whatever it is (a full disk, a value the schema cannot hold, a bug of ours): not written
        _not_written(
            session, state, f"the merge failed: {_reason(exc)}", f"The outputs in {state.root} are those of the last complete merge"
        )
        return
    stats, new_records = merged.stats, run["new_records"]
    state.folder.close()
    split = ", ".join(f"{n} {s}" for s, n in stats["by_split"].items())
    state.summary += (
        f"{stats['records']} records in {state.root} ({split}); this run: {new_records} new, "
        f"{run['new_failures']} failed, {state.skipped_cases} already there, {run['records_per_s']:.2f} records/s"
    )
    if merged.broken_lines:
        state.summary += (
            f"\n{merged.broken_lines} shard lines dropped (cut short by a killed run, or changed since written): "
            "their cases are not in the dataset, and the next run on this folder checks them again"
        )
    if run["left_for_rerun"]:
        state.summary += (
            f"\n{run['left_for_rerun']} cases not recorded (an environment failure: timeout, crash, worker lost, "
            "full disk; or a stage not run): the next run on this folder tries them again"
        ) + unrecorded_summary(state.unrecorded, str(state.root / UNRECORDED))


def _checked(run: SynthRun, to_run: dict[str, str]) -> set[str]:
    """The planned cases this run's tests were over: a kind none of whose stage tests was collected
    (``pytest tests/test_pipeline.py`` has no test of existing code) was never to be checked here."""
    kinds = {registry.get(name).kind for name in run.stages.values() if name in registry.STAGES}
    return {case_id for case_id, kind in to_run.items() if kind in kinds}


def _reason(exc: BaseException) -> str:
    """An exception for a one-line message: an OSError's cause and file, else its type and text."""
    if isinstance(exc, OSError) and exc.strerror:
        return f"{exc.strerror} ({exc.filename})" if exc.filename else exc.strerror
    return f"{type(exc).__name__}: {exc}"


def _not_written(session: pytest.Session, state: DatasetRun, why: str, kept: str) -> None:
    """A dataset not (wholly) written: the shards written are kept, the run fails with its own exit
    status (3, not 1: 1 means the dataset was written and some cases were rejected)."""
    state.summary += f"dataset NOT written: {why}. {kept} and the shards are kept: run again (after fixing the cause) to finish\n"
    session.exitstatus = pytest.ExitCode.INTERNAL_ERROR


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    state = _dataset(config)
    if state is not None and state.summary:
        terminalreporter.write_sep("=", "synth: dataset")
        terminalreporter.write_line(state.summary)


def pytest_unconfigure(config: pytest.Config) -> None:
    state = _dataset(config)
    if state is not None and state.folder is not None:
        state.folder.close()
