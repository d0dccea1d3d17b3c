"""The pytest plugin's hooks: the run object made at configuration (the options' values checked in
``synth.plugin.checked``, the plan in ``synth.plugin.plan``, existing code in
``synth.plugin.existing_code``), the ``case`` parameter and stage tests; the run's summary is
``synth.plugin.summary``.

A test over generated cases is a stage test: it is marked ``@pytest.mark.stage(NAME)`` with a
name from ``synth.stages.registry`` and asks for ``result`` (the case's value of that stage).
The run's state is one ``SynthRun`` on the config, made here at configuration. Each case's stage
outcomes are recorded on it where they are computed (``synth.plugin.outcomes``), and a report
carries the same outcome (case id, stage name, a failure's label) as one user property, which is
all the summaries read: test-function names never reach a record.
"""

from __future__ import annotations

import atexit
import gc
from pathlib import Path

import pytest

import synth.gpu.stages  # noqa: F401  (registers the gpu stages)
from synth.generate.cases import Case, select_cases
from synth.generate.categories import CATEGORIES
from synth.model.failures import StageFailure, StageSkipped, is_environment
from synth.plugin import artifacts, checked, existing_code, summary
from synth.plugin.environment import check_environment
from synth.plugin.kinds import KINDS, kind_of
from synth.plugin.options import (
    DEFAULT_COUNT,
    DEFAULT_MODULES,
    DEFAULT_SEED,
    OPT_BATCH,
    OPT_CATEGORIES,
    OPT_COUNT,
    OPT_MODULES,
    OPT_REQUIRE,
    OPT_SEED,
    OPT_SHARD,
    REQUIREMENTS,
)
from synth.plugin.outcomes import OUTCOME, phase_entry
from synth.plugin.paths import WORKERINPUT_ROOT, check_path_options, check_rootdir, project_root
from synth.plugin.plan import case_of, plan_cases, worker_count
from synth.plugin.run import WORKER_INPUT, WORKER_OUTPUT, SynthRun
from synth.plugin.snapshots import Snapshots
from synth.stages import registry
from synth.stages.batch import Pipeline, Settings
from synth.toolchain import process
from synth.toolchain.leftovers import sweep_nvrtc_pch

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
    count = checked.int_option(config, OPT_COUNT, "synth_count", 1)
    seed = checked.int_option(config, OPT_SEED, "synth_seed", 0)
    batch = checked.int_option(config, OPT_BATCH, "synth_batch", 1)
    categories = checked.categories(config)
    shard = checked.shard(config)
    archs = checked.archs(config)
    if not hasattr(config, "workerinput"):  # once per run, in the controller
        checked.check_archs(archs)
    checked.check_run_size(count, seed, len(categories), shard)
    require = checked.list_option(config, OPT_REQUIRE, "synth_require", REQUIREMENTS)
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
    snapshot_folder = checked.snapshot_folder(config, root)
    if not hasattr(config, "workerinput"):
        existing_code.check_options(config)  # its cases are found when a test asks for them (synth.plugin.existing_code)
    cases = select_cases(categories, count, seed, shard)
    default_modules = config.getoption("synth_modules") == DEFAULT_MODULES
    run = SynthRun(
        settings=Settings(cache_dir=cache, archs=archs, require=frozenset(require)),
        plan=plan_cases(cases, batch, worker_count(config)),
        shard=shard,
        run_id=checked.run_id(config),
        snapshots=Snapshots(snapshot_folder),
        # only the default case set owns every committed snapshot; other sets leave the rest unused
        default_set=count == DEFAULT_COUNT and seed == DEFAULT_SEED and shard is None and len(categories) == len(CATEGORIES) and default_modules,
    ).store(config)

    # Batches must stay on one worker: group by batch unless the user chose a distribution.
    if getattr(config.option, "dist", "no") == "load":
        config.option.dist = "loadgroup"
    config.pluginmanager.register(summary.RunCounts(run), "synth-run-counts")


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
    if KINDS[kind].once_per_run:
        existing_code.cases(metafunc.config)  # ingested now, once: a run that asks for none pays nothing
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


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    summary.write(terminalreporter, config)


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
    existing_code.forget(run)
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
