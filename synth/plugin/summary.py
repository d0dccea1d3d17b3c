"""What a run says at its end: outcomes per stage (counted where reports arrive), existing code
per source, and snapshot files no test asserted."""

from __future__ import annotations

import collections

import pytest

from synth.generate.cases import case_id_in
from synth.model.module_case import ModuleCase
from synth.plugin import existing_code
from synth.plugin.outcomes import OUTCOME, counted
from synth.plugin.plan import case_of
from synth.plugin.run import SynthRun
from synth.stages import registry


def stage_from_nodeid(run: SynthRun, nodeid: str) -> str:
    """The stage a test's node id checks; its test function's node id when no process told."""
    test = nodeid.split("[")[0]
    return run.stages.get(test, test)



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
    if hasattr(config, "workerinput") or not _checked_existing_code(config):
        return
    found = existing_code.cases(config)
    if not (found.counts or found.skipped_modules):
        return
    tr = terminalreporter
    tr.write_sep("=", "synth: existing code per source")
    for source, n in sorted(found.counts.items()):
        tr.write_line(
            f"  {source}: {n['modules']} modules ({n['skipped_modules']} skipped, {n['tests_run']} tests run, {n.get('tests_failed', 0)} failed), "
            f"{n['kernels_found']} kernels found, "
            f"{n['recorded']} distinct: inputs {n['captured']} captured, {n['synthesized']} synthesized, {n['none']} none ({n['handle']} handles), "
            f"{n.get('not_made', 0)} defined in functions no code called"
        )
    if found.skipped_modules or found.not_instantiated:
        tr.write_sep(
            "=", f"synth: existing code not ingested ({len(found.skipped_modules)} modules, {len(found.not_instantiated)} kernels)"
        )
    for label, reason in found.skipped_modules:
        tr.write_line(f"  module {label}: {reason}")
    for label, reason in found.not_instantiated:
        tr.write_line(f"  kernel {label}: {reason}")
    if found.dropped_tests:
        tr.write_sep("=", f"synth: tests of existing code left out: they ended their module's process by a signal ({len(found.dropped_tests)})")
        for label, reason in found.dropped_tests:
            tr.write_line(f"  test {label}: {reason}")
    if found.not_made:
        tr.write_sep("=", f"synth: kernels of existing code defined in functions no code called ({len(found.not_made)})")
        for label, reason in found.not_made:
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


def write(terminalreporter, config: pytest.Config) -> None:
    """The run's summary at its end (the controller's): existing code per source, stale snapshot
    files, and every stage's outcomes."""
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
