"""Why a case this run was to check has no line in the dataset (neither a record nor a failure).

Collected where the test reports arrive (the xdist controller, or the only process): an
environment failure names its stage, label and message; a worker that died names the test it
was running; a case whose every test skipped names the first reason. The dataset summary names
each such case with its cause, and the merge writes them all to ``DIR/unrecorded.jsonl``.
"""

from __future__ import annotations

import re

import pytest

from synth.plugin.outcomes import OUTCOME

SHOWN = 20  # cases named in the terminal summary; the file has them all
_PARAM = re.compile(r"\[(?P<case>[^\[\]]+)\](?:@[^\[\]]*)?$")
NO_REPORT = "no test of it reported here (the session stopped before its batch, or it was deselected)"


class Causes:
    """Case id -> why it may go unrecorded, from the reports of its tests (a plugin object)."""

    def __init__(self) -> None:
        self.environment: dict[str, str] = {}  # the first environment failure
        self.skipped: dict[str, str] = {}  # the first skip reason
        self.ran: set[str] = set()  # cases with a test that passed or failed for the kernel

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        found = _PARAM.search(report.nodeid)
        if found is None:
            return
        case = found["case"]
        if report.when == "???" and report.failed:  # xdist's report for the test of a worker that died
            self.environment.setdefault(case, f"worker lost: it died running {report.nodeid.split('::')[-1].split('@')[0]}")
            return
        outcome = dict(report.user_properties).get(OUTCOME)
        if outcome is None:
            return
        entry = outcome.get("entry") or {}
        if entry.get("environment"):
            self.environment.setdefault(case, f"{outcome['stage']}: {entry['label']} (environment failure): {outcome.get('why') or ''}")
        elif report.skipped and not hasattr(report, "wasxfail"):
            self.skipped.setdefault(case, f"{outcome['stage']} skipped: {entry.get('skipped', '')}"[:300])
        elif report.when == "call" or report.failed:
            self.ran.add(case)

    def cause(self, case: str) -> str:
        if case in self.environment:
            return self.environment[case]
        if case in self.skipped and case not in self.ran:
            return f"every test of it skipped: nothing was checked (first: {self.skipped[case]})"
        return NO_REPORT

    def lines(self, cases: set[str]) -> list[dict]:
        """One ``{"id", "cause"}`` per case, by id."""
        return [{"id": case, "cause": self.cause(case)} for case in sorted(cases)]


def summary(lines: list[dict], where: str) -> str:
    """The terminal's lines naming the unrecorded cases with their causes (the first ``SHOWN``)."""
    text = "".join(f"\n  {line['id']}: {line['cause']}" for line in lines[:SHOWN])
    if len(lines) > SHOWN:
        text += f"\n  ... and {len(lines) - SHOWN} more"
    return text + f"\n  (all of them, with their causes: {where})"
