"""Pytest hooks of the gradient check: per-category counts of checked samples and samples at kinks.

A passing gradcheck test's report carries the stage's summary numbers in its outcome
(``synth.plugin.outcomes.OUTCOME``, from ``Stage.summary``: they travel from xdist workers to
the controller); the controller sums them per category on the run and prints a section at the end.
"""

from __future__ import annotations

import collections

import pytest

from synth.plugin.outcomes import OUTCOME
from synth.plugin.run import SynthRun

STAGE = "gradcheck"


class GradcheckTotals:
    """Sums per category on the run, where reports arrive (the controller under xdist). A plugin
    object, because these hooks are not handed the config."""

    def __init__(self, run: SynthRun) -> None:
        self.totals = run.gradcheck

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        outcome = dict(report.user_properties).get(OUTCOME)
        if report.when != "call" or outcome is None or outcome["stage"] != STAGE or outcome["summary"] is None:
            return
        r = outcome["summary"]
        totals = self.totals.setdefault(r["category"], collections.Counter())
        totals["cases"] += 1
        totals["samples"] += r["samples"]
        totals["excluded"] += r["excluded"]
        totals["seconds"] += r["seconds"]
        for key in ("worst_abs", "worst_rel", "worst_ratio"):
            totals[key] = max(totals[key], r[key])

    def pytest_terminal_summary(self, terminalreporter) -> None:
        if not self.totals:
            return
        tr = terminalreporter
        tr.write_sep("=", "synth: gradient check per category")
        tr.write_line(
            f"{'category':18s} {'cases':>5s} {'samples':>8s} {'at kinks':>8s} "
            f"{'worst |AD-FD|':>13s} {'worst rel':>9s} {'of allowed':>10s} {'ms/case':>7s}"
        )
        for category in sorted(self.totals):
            t = self.totals[category]
            ms = 1000.0 * t["seconds"] / t["cases"]
            tr.write_line(
                f"{category:18s} {t['cases']:5d} {t['samples']:8d} {t['excluded']:8d} "
                f"{t['worst_abs']:13.2e} {t['worst_rel']:9.2e} {t['worst_ratio']:10.3f} {ms:7.1f}"
            )
        tr.write_line("'at kinks': samples next to a kink or branch (estimates disagree), not compared; see synth/stages/gradcheck/")


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(GradcheckTotals(SynthRun.of(config)), "synth-gradcheck-totals")
