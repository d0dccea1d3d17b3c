"""Each case's stage outcomes, recorded once where they are computed; the dataset recorder reads them.

In the process that runs a case's tests (an xdist worker, or the only process):

- a stage's value, when a test's ``result`` is computed (``synth.plugin.core.pytest_runtest_call``):
  its check numbers, and the record fields of the stage, of the stages it brings and of the
  case's required stage (``CaseOutcome.add_value``);
- each test phase's outcome, when its report is made (``synth.plugin.core.pytest_runtest_makereport``):
  passed, skipped with the reason, or failed with its label (``phase_entry``).

The phase outcome also travels on the report as one user property (``OUTCOME``), to where
reports arrive (the xdist controller), which counts it per stage and sums the stage's summary
numbers (``synth.stages.registry.Stage.summary``). Kept only where a dataset is written (the
run's ``outcomes``): ``Outcomes.pop`` hands a case's outcome to the recorder once its batch is done.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from synth.dataset.records import check_entry
from synth.model.failures import StageFailure, StageSkipped, is_environment
from synth.stages import registry
from synth.stages.batch import Pipeline

OUTCOME = "synth_outcome"  # report user property: {"case": id, "stage": name, "entry": phase_entry or None, "summary": numbers or None}
NOT_RUN = "not_run"  # CaseOutcome.required before the required stage was asked for


def phase_entry(report: pytest.TestReport, label: str | None, environment: bool) -> dict | None:
    """One test phase's outcome as a record's check entry; None when the phase changes nothing (a passed setup or teardown).

    ``label`` is the failure's (``synth.plugin.artifacts.label_of``); ``environment``: the failure
    is the machine's, not the kernel's (such a case is never written: the key stays in memory).
    """
    if report.failed or (report.skipped and hasattr(report, "wasxfail")):
        entry = {"passed": False, "label": label or "xfail"}  # a refusal by design keeps its label (synth.plugin.core)
        if environment:
            entry["environment"] = True
        return entry
    if report.skipped:
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        return {"passed": None, "skipped": reason.removeprefix("Skipped: ")}
    return {"passed": True} if report.when == "call" else None


def counted(report: pytest.TestReport, outcome: dict) -> str | None:
    """The outcome a summary counts for a phase ("passed", "skipped", "failed:<label>", "refused:<label>"
    for a rejection by design, an xfail), or None for a phase it does not count."""
    if report.when != "call" and not (report.when == "setup" and report.outcome != "passed"):
        return None
    entry = outcome.get("entry") or {}
    if report.skipped and hasattr(report, "wasxfail"):
        return f"refused:{entry.get('label', 'xfail')}"
    return f"failed:{entry['label']}" if report.failed else report.outcome


@dataclass
class CaseOutcome:
    """One case's stage outcomes in this process."""

    checks: dict[str, dict] = field(default_factory=dict)  # stage name -> its tests' outcome (the first failure stays)
    numbers: dict[str, dict] = field(default_factory=dict)  # stage name -> its passing value's check entry, with the numbers
    fields: dict = field(default_factory=dict)  # record fields from the stage values its tests used
    required: str | None = NOT_RUN  # None once the required stage's fields are in, else its failure label
    required_why: str | None = None  # why the required stage failed (no test reports it: its tests may all pass)

    def add_entry(self, stage: str, entry: dict | None) -> None:
        if entry is not None and self.checks.get(stage, {}).get("passed") is not False:
            self.checks[stage] = entry

    def add_value(self, case, stage: registry.Stage, value, pipeline: Pipeline) -> None:
        """A stage's value for the case: its numbers and fields, those of the stages it brings, and (once) the fields every record has."""
        self.numbers[stage.name] = check_entry(value)
        self.fields.update(stage.fields(value))
        for other in map(registry.get, stage.brings):
            try:
                self.fields.update(other.fields(pipeline.get(case, other.compute)))
            except (StageFailure, StageSkipped):
                pass  # then the record has no such field
        self.add_required(case, pipeline)

    def add_required(self, case, pipeline: Pipeline) -> None:
        """The fields every record of the case has (once), or the label of why its required stage
        failed; also asked for when a test skipped, so a case all of whose tests skip because its
        kernel does not build is a rejection with that label, not a case left unrecorded."""
        if self.required != NOT_RUN:
            return
        self.required = None
        required = registry.required(case.kind)
        try:  # computed here only if no test asked for it
            self.fields.update(required.fields(pipeline.get(case, required.compute)))
        except (StageFailure, StageSkipped) as exc:
            self.required = "environment" if is_environment(exc) else getattr(exc, "label", "skipped")
            self.required_why = str(getattr(exc, "message", exc))[:2000]


class Outcomes(dict[str, CaseOutcome]):
    """Case id -> its outcome, while its batch runs here."""

    def of(self, case) -> CaseOutcome:
        if case.id not in self:
            self[case.id] = CaseOutcome()
        return self[case.id]
