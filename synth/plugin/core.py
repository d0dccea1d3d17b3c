"""The pytest plugin: the run object, the ``case`` parameter, stage tests, batching over xdist, and the run summary.

A test over generated cases is a stage test: it is marked ``@pytest.mark.stage(NAME)`` with a
name from ``synth.stages.registry`` and asks for ``result`` (the case's value of that stage).
The run's state is one ``SynthRun`` on the config, made here at configuration. Each case's stage
outcomes are recorded on it where they are computed (``synth.plugin.outcomes``), and a report
carries the same outcome (case id, stage name, a failure's label) as one user property, which is
all the summaries read: test-function names never reach a record.
"""

from __future__ import annotations

import atexit
import collections
import gc
import os
import sys
from pathlib import Path

import pytest

import synth.gpu.stages  # noqa: F401  (registers the gpu stages)
from synth.dataset.folder import folder_sources
from synth.generate.cases import Case, case_id_in, select_cases
from synth.generate.categories import CATEGORIES
from synth.model.failures import StageFailure, StageSkipped, is_environment
from synth.model.module_case import ModuleCase
from synth.plugin import artifacts, snapshots
from synth.plugin.environment import check_environment
from synth.plugin.kinds import KINDS, kind_of
from synth.plugin.options import (
    DEFAULT_COUNT,
    DEFAULT_MODULES,
    DEFAULT_SEED,
    NONE,
    OPT_ARCHS,
    OPT_BATCH,
    OPT_CATEGORIES,
    OPT_COUNT,
    OPT_MODULE_MEMORY,
    OPT_MODULE_TIMEOUT,
    OPT_MODULES,
    OPT_REQUIRE,
    OPT_SEED,
    OPT_SHARD,
    OPT_SNAPSHOTS,
    REQUIREMENTS,
)
from synth.plugin.outcomes import OUTCOME, counted, phase_entry
from synth.plugin.paths import WORKERINPUT_ROOT, check_path_options, check_rootdir, project_root
from synth.plugin.run import WORKER_INPUT, WORKER_OUTPUT, SynthRun
from synth.plugin.snapshots import Snapshots
from synth.stages import ingest, registry
from synth.stages.batch import Pipeline, Settings
from synth.toolchain import process
from synth.toolchain.leftovers import sweep_nvrtc_pch
from synth.warp import sources

GC_YOUNG_THRESHOLD = 10_000
"""Allocations between two collections of the young generation (Python's default: 700)."""


def settle_heap() -> None:
    """Once collection is done, what the session built (Warp and its built-ins, the plan, the test
    items) lives until the end: freeze it out of the collector, and collect the young generation
    every ``GC_YOUNG_THRESHOLD`` allocations. With Python's defaults each xdist worker of a cold
    500-case run made 13-14 full collections that walked that heap again, 1.0-1.7 s of its CPU;
    now one, 0.3-0.4 s in the collector in all (mypy's build raises the threshold likewise, to
    200 000). Frozen once per process: sessions that pytester runs inside it change nothing."""
    if gc.get_freeze_count() == 0:
        gc.collect()
        gc.freeze()
    gc.set_threshold(GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])


SNAPSHOT_STAGES = frozenset({"ir_snapshot", "standalone_snapshot", "module_ir_snapshot"})  # the stages whose tests assert snapshot files


def _int(config: pytest.Config, opt: str, dest: str, minimum: int) -> int:
    raw = config.getoption(dest)
    try:
        value = int(raw)
    except ValueError:
        raise pytest.UsageError(f"{opt} expects an integer >= {minimum}, got {raw!r}") from None
    if value < minimum:
        raise pytest.UsageError(f"{opt} must be >= {minimum}, got {value}")
    return value


def _categories(config: pytest.Config) -> list[str]:
    raw = config.getoption("synth_categories")
    if raw is None:
        return list(CATEGORIES)
    if raw.strip() == NONE:
        return []
    names = [n.strip() for n in raw.split(",") if n.strip()]
    unknown = [n for n in names if n not in CATEGORIES]
    if unknown or not names:
        raise pytest.UsageError(
            f"{OPT_CATEGORIES}: unknown category {', '.join(unknown) or repr(raw)}; valid: {', '.join(CATEGORIES)}, or {NONE}"
        )
    return [n for n in CATEGORIES if n in names]  # table order, no duplicates


def module_specs(config: pytest.Config) -> list[str]:
    """The ``--synth-modules`` SPECs of this run ([] for ``none``)."""
    raw = config.getoption("synth_modules")
    if raw.strip() == NONE:
        return []
    specs = [s.strip() for s in raw.split(",") if s.strip()]
    if not specs:
        raise pytest.UsageError(f"{OPT_MODULES}: give a file, folder, module name or warp-examples, or {NONE}; got {raw!r}")
    for spec in specs:
        if Path(spec).is_file() and Path(spec).suffix != ".py":
            raise pytest.UsageError(f"{OPT_MODULES}: {spec}: a file of existing code must be a Python source (.py)")
    return specs


def _limits(config: pytest.Config) -> ingest.Limits:
    raw = config.getoption("synth_module_timeout")
    limits = ingest.Limits(memory_bytes=int(_float(config, OPT_MODULE_MEMORY, "synth_module_memory") * 1024**3))
    if raw is None:
        return limits
    timeout = _float(config, OPT_MODULE_TIMEOUT, "synth_module_timeout")
    return ingest.Limits(timeout, timeout, limits.memory_bytes)


def _float(config: pytest.Config, opt: str, dest: str) -> float:
    raw = config.getoption(dest)
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not value > 0 or value == float("inf"):
        raise pytest.UsageError(f"{opt} expects a positive number, got {raw!r}")
    return value


def _modules(config: pytest.Config, cache: Path, archs: tuple[int, ...]) -> sources.Discovery:
    """The existing-code cases: found here in the controller (or a single process), each module
    ingested in a process of its own (``synth.stages.ingest``), handed to xdist workers."""
    worker = getattr(config, "workerinput", None)
    if worker is not None and WORKER_INPUT in worker:
        return sources.Discovery.from_dict(worker[WORKER_INPUT]["modules"])
    specs = module_specs(config)
    limits = _limits(config)
    if not specs:
        return sources.Discovery()
    folder = config.getoption("dataset_dir", None)
    roots = folder_sources(Path(folder)) if folder and not config.getoption("dataset_overwrite", False) else {}  # names its runs gave folders
    try:
        sources.all_candidates(specs, dict(roots))  # a SPEC that names nothing is a usage error before any process starts
    except sources.SpecError as exc:
        raise pytest.UsageError(f"{OPT_MODULES}: {exc}") from None
    from synth.plugin.gpu import gpu_requested

    gpu = config.getoption("gpu_device", None) if gpu_requested(config.getoption("markexpr", "")) else None
    return ingest.discover(specs, cache, archs, os.cpu_count() or 1, limits, gpu, _progress(), roots)


def _progress():
    """A line on stderr every 10 modules ingested (a cold warp-tests run takes minutes before the tests start)."""
    done = [0]

    def progress(candidate, result) -> None:
        done[0] += 1
        if done[0] % 10 == 0 or result.get("skipped"):
            note = f" ({candidate.source}:{candidate.module} skipped: {result['skipped']})" if result.get("skipped") else ""
            print(f"synth: ingested {done[0]} modules of existing code{note}", file=sys.stderr, flush=True)

    return progress


def select_module_cases(cases: list[ModuleCase], shard: tuple[int, int] | None) -> list[ModuleCase]:
    """The module cases of shard (k, n): every n-th ingested module from the (k-1)-th, all its kernels together."""
    if shard is None:
        return cases
    k, n = shard
    modules = sorted({c.capture for c in cases})
    kept = set(modules[k - 1 :: n])
    return [c for c in cases if c.capture in kept]


def plan_cases(cases: list, size: int, workers: int) -> dict[str, list]:
    """Batches, each kind's as it says (``synth.plugin.kinds``): generated cases in consecutive chunks of even estimated
    cost, then one batch per ingested module of existing code (its kernels share the module's result file)."""
    plan: dict[str, list] = {}
    for kind in KINDS.values():
        plan.update(kind.batches([c for c in cases if c.kind == kind.name], size, workers))
    return plan


def _shard(config: pytest.Config) -> tuple[int, int] | None:
    raw = config.getoption("synth_shard")
    if not raw:
        return None
    try:
        k, n = (int(x) for x in raw.split("/"))
    except ValueError:
        raise pytest.UsageError(f"{OPT_SHARD} expects K/N with integers, e.g. 2/4; got {raw!r}") from None
    if n < 1 or not 1 <= k <= n:
        raise pytest.UsageError(f"{OPT_SHARD} {raw}: need N >= 1 and 1 <= K <= N")
    return k, n


MAX_SEED = 2**63  # a record's seed is an int64 column (synth.dataset.schema, the Parquet files): a larger one cannot be written
MAX_CASES = 100_000  # pytest holds an item per stage and case: a larger run goes over machines or runs


def _check_run_size(count: int, seed: int, categories: int, shard: tuple[int, int] | None, modules: int = 0) -> None:
    if seed + count > MAX_SEED:
        raise pytest.UsageError(
            f"{OPT_SEED} + {OPT_COUNT} must stay below 2**63 (a record's seed is a signed 64-bit integer); got seeds {seed}..{seed + count - 1}"
        )
    cases = -(-count * categories // (shard[1] if shard else 1)) + modules
    if cases > MAX_CASES:
        raise pytest.UsageError(
            f"{OPT_COUNT} {count} gives {cases} cases in this run; one run holds at most {MAX_CASES}: "
            f"split it with {OPT_SHARD} K/N (one per machine) or consecutive {OPT_SEED} ranges into the same --dataset folder"
        )


def _check_archs(archs: tuple[int, ...]) -> None:
    """Architectures nvcc cannot compile for are refused up front, not as a failure of every case."""
    from synth.toolchain import nvcc

    known = nvcc.supported_archs()
    if known is None:
        return  # no nvcc (or a broken one): the nvcc stages skip or fail with that reason
    bad = [a for a in archs if a not in known]
    if bad:
        raise pytest.UsageError(
            f"{OPT_ARCHS}: nvcc cannot compile for {', '.join(f'sm_{a}' for a in bad)}; it knows {', '.join(map(str, sorted(known)))}"
        )


def _archs(config: pytest.Config) -> tuple[int, ...]:
    """``--synth-archs`` normalised: sorted, each once (nvcc given ``90,90`` writes one ``.ptx``
    without the arch in its name, so a duplicate would fail every case's build)."""
    names = _list(config, OPT_ARCHS, "synth_archs")
    if not names or not all(a.isdigit() for a in names):
        raise pytest.UsageError(f"{OPT_ARCHS} expects comma-separated integers like 80,90; got {config.getoption('synth_archs')!r}")
    return tuple(sorted({int(a) for a in names}))


def _snapshot_folder(config: pytest.Config, root: Path) -> Path:
    """The snapshot folder: the committed one, or a ``--synth-snapshots`` folder that holds snapshots.

    A folder that is missing or holds none would fail every snapshot test as the kernel's
    ``mismatch``; it is a usage error instead (``--snapshot-update`` may create one).
    """
    given = config.getoption("synth_snapshots")
    folder = Path(given or root / "snapshots").resolve()
    if not given or config.getoption("update_snapshots", False):
        return folder
    if not folder.is_dir():
        raise pytest.UsageError(f"{OPT_SNAPSHOTS} {given}: no such folder (write one with --snapshot-update)")
    if not any(folder.glob(f"*/*.{snapshots.EXTENSIONS[0]}")):
        raise pytest.UsageError(
            f"{OPT_SNAPSHOTS} {given}: holds no case snapshots (<case id>/warp.py, ...); write them with --snapshot-update"
        )
    return folder


def worker_count(config: pytest.Config) -> int:
    """xdist workers in this run (1 without xdist); each gets at least one batch."""
    if hasattr(config, "workerinput"):
        return int(config.workerinput.get("workercount", 1))
    if getattr(config.option, "dist", "no") != "no":  # the xdist controller plans as its workers will (synth.plugin.scheduling)
        from xdist.workermanage import parse_tx_spec_config

        return max(1, len(parse_tx_spec_config(config)))  # "3*popen" is three workers, as xdist counts them
    return 1


def _list(config: pytest.Config, opt: str, dest: str, valid=None) -> list[str]:
    names = [n.strip() for n in config.getoption(dest).split(",") if n.strip()]
    if valid is not None:
        bad = [n for n in names if n not in valid]
        if bad:
            raise pytest.UsageError(f"{opt}: unknown {', '.join(bad)}; valid: {', '.join(valid)}")
    return names


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Runs when the plugin wakes up (``synth.plugin.options``): at configuration, or at the first stage test collected."""
    # At exit Python's last garbage collections walk every object the session made (Warp modules,
    # test items, reports): 0.5-1 s per process after a 500-case run, on the path between the last
    # test and the end of the run, since the controller waits for its workers to exit. Frozen, they
    # are skipped (the memory goes back to the system with the process). pytest's own collection at
    # unconfigure, which reports exceptions raised in ``__del__``, runs before this.
    atexit.unregister(gc.freeze)  # once per process, however many sessions pytester runs in it
    atexit.register(gc.freeze)
    check_path_options(config)
    count = _int(config, OPT_COUNT, "synth_count", 1)
    seed = _int(config, OPT_SEED, "synth_seed", 0)
    batch = _int(config, OPT_BATCH, "synth_batch", 1)
    categories = _categories(config)
    shard = _shard(config)
    archs = _archs(config)
    if not hasattr(config, "workerinput"):  # once per run, in the controller
        _check_archs(archs)
    _check_run_size(count, seed, len(categories), shard)
    require = _list(config, OPT_REQUIRE, "synth_require", REQUIREMENTS)
    if "nvcc" in require:
        from synth.toolchain.nvcc import NvccNotFound, require_nvcc

        try:
            require_nvcc()
        except NvccNotFound as missing:
            raise pytest.UsageError(f"{OPT_REQUIRE} nvcc: {missing.reason}") from None
    if not hasattr(config, "workerinput"):
        check_rootdir(config)
        sweep_nvrtc_pch()  # what killed workers of earlier sessions left in /tmp
    root = project_root(config)
    cache = Path(config.getoption("synth_cache_dir") or root / ".synth_cache").resolve()
    if not hasattr(config, "workerinput"):
        check_environment(worker_count(config), cache)
    snapshot_folder = _snapshot_folder(config, root)  # a usage error before any module is ingested
    found = _modules(config, cache, archs)
    module_cases = select_module_cases(found.cases, shard)
    _check_run_size(count, seed, len(categories), shard, len(module_cases))

    cases = select_cases(categories, count, seed, shard) + module_cases
    default_modules = config.getoption("synth_modules") == DEFAULT_MODULES
    run = SynthRun(
        settings=Settings(cache_dir=cache, archs=archs, require=frozenset(require)),
        plan=plan_cases(cases, batch, worker_count(config)),
        discovery=found,
        snapshots=Snapshots(snapshot_folder),
        # only the default case set owns every committed snapshot; other sets leave the rest unused
        default_set=count == DEFAULT_COUNT and seed == DEFAULT_SEED and shard is None and len(categories) == len(CATEGORIES) and default_modules,
    ).store(config)

    # Batches must stay on one worker: group by batch unless the user chose a distribution.
    if getattr(config.option, "dist", "no") == "load":
        config.option.dist = "loadgroup"
    config.pluginmanager.register(RunCounts(run), "synth-run-counts")


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node) -> None:
    """Controller side of xdist: workers get what the run says (``SynthRun.worker_input``: the module
    cases found here, so no worker imports every module to plan) and this process's rootdir
    (``synth.plugin.paths.project_root``)."""
    run = SynthRun.find(node.config)
    if run is not None:
        node.workerinput[WORKER_INPUT] = run.worker_input()
    node.workerinput[WORKERINPUT_ROOT] = str(node.config.rootpath)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Learn each stage test's stage (an xdist controller learns them from its workers), and
    which compiler builds to start in the background when a batch opens: those of the stages
    this session runs (nvcc and g++ then use the second core while Warp's compilers use the first),
    for the kind of case each stage checks: a batch of existing code starts none of the generated
    cases' builds (they would fail for every case, formatting tracebacks on the background thread
    while this one parses the code's modules: on Python 3.11 two threads in ``ast`` at once can
    raise ``SystemError: AST constructor recursion depth mismatch``, CPython gh-106905)."""
    run = SynthRun.of(session.config)
    names = set()
    functions = set()  # a stage is marked on the test function: asked once per function, not once per case
    for item in session.items:
        function = (item.parent, getattr(item, "originalname", item.name))
        if function in functions:
            continue
        functions.add(function)
        name = stage_of(item)
        if name is not None:
            run.stages[item.nodeid.split("[")[0]] = name
            names.add(name)
    builds = [s for s in registry.STAGES.values() if s.name in names and s.background is not None]  # in the order the tests ask
    run.settings.background = {kind: tuple(dict.fromkeys(s.background for s in builds if s.kind == kind)) for kind in {s.kind for s in builds}}
    settle_heap()


def stage_from_nodeid(run: SynthRun, nodeid: str) -> str:
    """The stage a test's node id checks; its test function's node id when no process told."""
    test = nodeid.split("[")[0]
    return run.stages.get(test, test)


def stage_of(item_or_function) -> str | None:
    """The stage name a test is marked with (``@pytest.mark.stage(NAME)``), or None."""
    marker = item_or_function.get_closest_marker("stage") if hasattr(item_or_function, "get_closest_marker") else None
    if marker is None:
        marks = getattr(item_or_function, "pytestmark", [])
        marker = next((m for m in marks if m.name == "stage"), None)
    return marker.args[0] if marker is not None and marker.args else None


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "case" not in metafunc.fixturenames:
        return
    name = stage_of(metafunc.definition)
    if name is None:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: a test over generated cases needs @pytest.mark.stage(NAME)")
    if name not in registry.STAGES:
        raise pytest.UsageError(f"{metafunc.definition.nodeid}: unknown stage {name!r}; registered: {', '.join(sorted(registry.STAGES))}")
    kind = registry.get(name).kind
    run = SynthRun.of(metafunc.config)
    params = [
        pytest.param(case, id=case.id, marks=group)
        for key, cases in run.plan.items()
        for group in (pytest.mark.xdist_group(key),)  # one mark per batch, not per case (a tenth of collection's time at 100,000 cases)
        for case in cases
        if case.kind == kind
    ]
    if not params:  # one clear skip per stage test rather than pytest's "got empty parameter set"
        default = f"no {KINDS[kind].described} case selected ({OPT_COUNT}, {OPT_CATEGORIES}, {OPT_MODULES}, {OPT_SHARD})"
        why = run.nothing_to_run or default
        params = [pytest.param(None, id="no-case", marks=pytest.mark.skip(reason=why))]
    metafunc.parametrize("case", params)


def case_of(item: pytest.Item) -> Case | ModuleCase | None:
    """The case (generated, or of existing code) a test item is parametrized with, or None."""
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    return case if isinstance(case, (Case, ModuleCase)) else None  # not NOTSET: an empty case set (a resumed dataset run with nothing left)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run batch by batch (every stage of a batch, then the next), so a worker holds one batch at a time."""
    batch_index = {case.id: n for n, cases in enumerate(SynthRun.of(config).plan.values()) for case in cases}

    def key(indexed):
        index, item = indexed
        case = case_of(item)
        if case is None or case.id not in batch_index:
            return (-1, index)
        return (batch_index[case.id], index)

    items[:] = [item for _, item in sorted(enumerate(items), key=key)]


@pytest.fixture(scope="session")
def pipeline(pytestconfig: pytest.Config) -> Pipeline:
    """This process's batches and their memoized stage results."""
    run = SynthRun.of(pytestconfig)
    pipeline = Pipeline(dict(run.plan), run.settings)
    yield pipeline
    pipeline.close()


PENDING = object()


@pytest.fixture
def result(case: Case, pipeline: Pipeline):
    """The case's value of the test's stage (``@pytest.mark.stage``).

    Filled in at the start of the test's call phase (``pytest_runtest_call``), so a stage that
    fails is a failed test, not a setup error; a stage that cannot run here skips.
    """
    return PENDING


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_call(item: pytest.Item) -> None:
    """Compute the test's stage value (a StageFailure fails the test), and record it on the run where a dataset is written."""
    funcargs = getattr(item, "funcargs", {})
    if funcargs.get("result") is PENDING:
        case, pipeline = funcargs["case"], funcargs["pipeline"]
        stage = registry.get(stage_of(item))
        try:
            funcargs["result"] = pipeline.get(case, stage.compute)
        except StageSkipped as skipped:
            outcomes = SynthRun.of(item.config).outcomes
            if outcomes is not None:
                outcomes.of(case).add_required(case, pipeline)
            pytest.skip(skipped.reason)
        outcomes = SynthRun.of(item.config).outcomes
        if outcomes is not None:
            outcomes.of(case).add_value(case, stage, funcargs["result"], pipeline)


@pytest.fixture
def settings(pipeline: Pipeline) -> Settings:
    """This run's Settings (archs, cache folder, required tools)."""
    return pipeline.settings


@pytest.fixture
def case_snapshot(case: Case, snapshot, pytestconfig: pytest.Config):
    """The syrupy fixture for a case that must have snapshots.

    The committed snapshots cover the default cases; other cases (dataset runs at large
    counts) skip the snapshot comparison, visibly, unless their folder exists or
    --snapshot-update asks to create it. A ``--synth-snapshots`` folder of the user's holds the
    cases it holds: there, a default case without a folder skips too.
    """
    kind = kind_of(case)
    must = kind.is_default(case) and not pytestconfig.getoption("synth_snapshots")
    if not (must or SynthRun.of(pytestconfig).snapshots.has(case.id) or pytestconfig.getoption("update_snapshots", False)):
        pytest.skip(f"no committed snapshots for {case.id}: they cover {kind.covered}")
    return snapshot


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """A case test's phase outcome, made once: recorded on the run where a dataset is written, and
    carried by the report (``OUTCOME``) to the summaries; a failure's artifacts are written."""
    report = yield
    case = case_of(item)
    if case is None:
        return report
    stage = registry.get(stage_of(item))
    exc = call.excinfo.value if call.excinfo is not None else None
    label = artifacts.label_of(exc) if report.failed else None
    if report.failed and isinstance(exc, StageFailure) and exc.known:
        report.outcome, report.wasxfail = "skipped", f"[{label}] {exc.known}"  # a refusal by design: rejected, not FAILED
    entry = phase_entry(report, label, is_environment(exc))
    value = getattr(item, "funcargs", {}).get("result", PENDING)
    summary = stage.summary(value) if stage.summary is not None and report.passed and report.when == "call" and value is not PENDING else None
    why = " ".join(str(getattr(exc, "message", exc)).split())[:300] if entry and entry.get("environment") else None  # named where the case goes unrecorded
    report.user_properties.append((OUTCOME, {"case": case.id, "stage": stage.name, "entry": entry, "summary": summary, "why": why}))
    outcomes = SynthRun.of(item.config).outcomes
    if outcomes is not None:
        outcomes.of(case).add_entry(stage.name, entry)
    if report.failed:
        artifacts.attach(item, report, exc, label, case)  # every failure: its files, a re-run command
    return report


class RunCounts:
    """Outcomes per stage and deselected case tests, counted where reports arrive (the
    controller under xdist, which receives every worker's reports). A plugin object, because
    these hooks are not handed the config."""

    def __init__(self, run: SynthRun) -> None:
        self.run = run

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        test = report.nodeid.split("[")[0]
        if report.when == "???" and report.failed and case_id_in(report.nodeid):
            self.run.counts[test]["failed:crash"] += 1  # xdist's report for the test of a worker that died
            return
        outcome = dict(report.user_properties).get(OUTCOME)
        kind = counted(report, outcome) if outcome is not None else None
        if kind is not None:
            self.run.stages[test] = outcome["stage"]
            self.run.counts[test][kind] += 1

    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        # gpu tests assert no snapshots: deselecting them (synth/plugin/gpu.py) leaves the snapshot set complete
        if any(case_of(i) is not None and not i.get_closest_marker("gpu") for i in items):
            self.run.deselected += 1


def _checked_existing_code(config: pytest.Config) -> bool:
    """Whether this session ran a stage test over existing code (collected and not deselected):
    ``pytest tests/test_pipeline.py``, or ``tests/test_gpu.py`` without ``-m gpu``, checked none,
    and says nothing of the modules it ingested."""
    names = SynthRun.of(config).stages.values()
    return any(registry.get(name).kind == ModuleCase.kind for name in names if name in registry.STAGES)


def _modules_summary(terminalreporter, config: pytest.Config) -> None:
    """Existing code per source (modules, kernels found and recorded, where their inputs come
    from), the modules not ingested and generic kernels no module instantiated (each, with the
    reason), and the kernels without a CPU run, by reason (each listed with -v)."""
    found = SynthRun.of(config).discovery
    if hasattr(config, "workerinput") or not (found.counts or found.skipped_modules) or not _checked_existing_code(config):
        return
    tr = terminalreporter
    tr.write_sep("=", "synth: existing code per source")
    for source, n in sorted(found.counts.items()):
        tr.write_line(
            f"  {source}: {n['modules']} modules ({n['skipped_modules']} skipped, {n['tests_run']} tests run, {n.get('tests_failed', 0)} failed), "
            f"{n['kernels_found']} kernels found, "
            f"{n['recorded']} distinct: inputs {n['captured']} captured, {n['synthesized']} synthesized, {n['none']} none ({n['handle']} handles)"
        )
    if found.skipped_modules or found.not_instantiated:
        tr.write_sep(
            "=", f"synth: existing code not ingested ({len(found.skipped_modules)} modules, {len(found.not_instantiated)} kernels)"
        )
    for label, reason in found.skipped_modules:
        tr.write_line(f"  module {label}: {reason}")
    for label, reason in found.not_instantiated:
        tr.write_line(f"  kernel {label}: {reason}")
    if found.not_run:
        tr.write_sep("=", f"synth: kernels of existing code without a CPU run ({len(found.not_run)})")
        by_reason = collections.defaultdict(list)
        for case_id, reason in found.not_run:
            by_reason[reason].append(case_id)
        for reason, ids in sorted(by_reason.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            tr.write_line(f"  {len(ids)}: {reason}")
            if config.getoption("verbose") > 0:
                for case_id in ids:
                    tr.write_line(f"      {case_id}")


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    _modules_summary(terminalreporter, config)
    run = SynthRun.of(config)
    paths = run.snapshots.stale
    if paths:
        verb = "deleted" if run.snapshots.deleted else "not asserted by any test (stale? review, then run nox -s snapshots)"
        terminalreporter.write_sep("=", f"synth: {len(paths)} snapshot files {verb}")
        for path in paths[:20]:
            terminalreporter.write_line(f"  {path.relative_to(run.snapshots.root.parent)}")
        if len(paths) > 20:
            terminalreporter.write_line(f"  ... and {len(paths) - 20} more")
    if not run.counts:
        return
    tr = terminalreporter
    by_stage = collections.defaultdict(collections.Counter)
    for test, counts in run.counts.items():
        by_stage[stage_from_nodeid(run, test)].update(counts)
    tr.write_sep("=", "synth: outcomes per stage")
    for stage_name in sorted(by_stage):
        parts = ", ".join(f"{n} {k}" for k, n in sorted(by_stage[stage_name].items()))
        tr.write_line(f"{stage_name:24s} {parts}")


def pytest_keyboard_interrupt(excinfo) -> None:
    """Ctrl-C: the compilers this process runs (a background build's too) are killed now and no
    new one starts, so the session ends at once instead of after their timeout and a fallback."""
    process.stop_all()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    """Controller side of xdist: what each worker's run tells at its end (``SynthRun.worker_output``)."""
    run = SynthRun.find(node.config)
    if run is not None:
        run.add_worker_output(getattr(node, "workeroutput", {}).get(WORKER_OUTPUT, {}))


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Report snapshot files no test asserted (stale cases); delete them under --snapshot-update."""
    config = session.config
    run = SynthRun.of(config)
    if hasattr(config, "workerinput"):
        config.workeroutput[WORKER_OUTPUT] = run.worker_output()  # after the dataset recorder's own sessionfinish (trylast)
        return
    if not run.snapshots.used or session.testsfailed or session.shouldstop:
        return
    narrowed = any("::" in arg for arg in config.args)  # tests chosen by node id
    # every snapshot-asserting stage's test must have run: `pytest tests/test_modules.py` asserts none of the generated cases' files
    every_stage = SNAPSHOT_STAGES <= set(run.stages.values())
    if not run.default_set or run.deselected or narrowed or not every_stage:
        return  # a partial run: files it did not assert may belong to the tests it left out
    unused = run.snapshots.unused()
    if not unused:
        return
    run.snapshots.stale = unused
    if config.getoption("update_snapshots", False):
        for path in unused:
            path.unlink()
            if not any(path.parent.iterdir()):
                path.parent.rmdir()
        run.snapshots.deleted = True
    else:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
