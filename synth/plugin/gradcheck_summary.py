"""Pytest hooks of the gradient check: per-category counts of checked, excluded and kinked samples.

``test_gradcheck`` records each case's numbers in ``report.user_properties`` (they travel
from xdist workers to the controller); the controller sums them per category and prints a
section at the end, with the reason of every excluded category. Nothing is skipped silently.
"""

from __future__ import annotations

import collections

import pytest

PROPERTY = "synth_gradcheck"
TOTALS = pytest.StashKey[dict]()
_FIELDS = ("cases", "excluded_cases", "samples", "excluded", "worst_abs", "worst_rel", "worst_ratio", "seconds")


def record_gradcheck(record_property, result) -> None:
    """Attach a GradCheck's numbers to the test report."""
    record_property(PROPERTY, result.record())


def pytest_configure(config: pytest.Config) -> None:
    config.stash[TOTALS] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    props = dict(report.user_properties)
    if report.when != "call" or PROPERTY not in props:
        return
    config = _CONFIG.get("config")
    if config is None or TOTALS not in config.stash:
        return
    r = props[PROPERTY]
    totals = config.stash[TOTALS].setdefault(r["category"], collections.Counter())
    reasons = config.stash[TOTALS].setdefault("_reasons", {})
    totals["cases"] += 1
    if r["exclusion"]:
        totals["excluded_cases"] += 1
        reasons[r["category"]] = r["exclusion"]
        return
    totals["samples"] += r["samples"]
    totals["excluded"] += r["excluded"]
    totals["seconds"] += r["seconds"]
    for key in ("worst_abs", "worst_rel", "worst_ratio"):
        totals[key] = max(totals[key], r[key])


_CONFIG: dict = {}


def pytest_sessionstart(session: pytest.Session) -> None:
    _CONFIG["config"] = session.config


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    totals = dict(config.stash.get(TOTALS, {}))
    reasons = totals.pop("_reasons", {})
    if not totals:
        return
    tr = terminalreporter
    tr.write_sep("=", "synth: gradient check per category")
    tr.write_line(
        f"{'category':18s} {'cases':>5s} {'excluded':>8s} {'samples':>8s} {'at kinks':>8s} "
        f"{'worst |AD-FD|':>13s} {'worst rel':>9s} {'of allowed':>10s} {'ms/case':>7s}"
    )
    for category in sorted(totals):
        t = totals[category]
        checked = t["cases"] - t["excluded_cases"]
        ms = 1000.0 * t["seconds"] / checked if checked else 0.0
        tr.write_line(
            f"{category:18s} {t['cases']:5d} {t['excluded_cases']:8d} {t['samples']:8d} {t['excluded']:8d} "
            f"{t['worst_abs']:13.2e} {t['worst_rel']:9.2e} {t['worst_ratio']:10.3f} {ms:7.1f}"
        )
    for category, reason in sorted(reasons.items()):
        tr.write_line(f"excluded category {category}: {reason}")
    tr.write_line("'at kinks': samples next to a kink or branch (estimates disagree), not compared; see synth/gradcheck.py")
