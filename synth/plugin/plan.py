"""The case plan: the run's cases in batches, each kind's as it says (``synth.plugin.kinds``); how
many xdist workers share it; which case a test item is over. Read by the plugin's hook modules
(``core``, ``dataset``, ``scheduling``), it imports none of them."""

from __future__ import annotations

import pytest

from synth.generate.cases import Case
from synth.model.module_case import ModuleCase
from synth.plugin.kinds import KINDS


def plan_cases(cases: list, size: int, workers: int) -> dict[str, list]:
    """Batches, each kind's as it says (``synth.plugin.kinds``): generated cases in consecutive chunks of even estimated
    cost, then one batch per ingested module of existing code (its kernels share the module's result file)."""
    plan: dict[str, list] = {}
    for kind in KINDS.values():
        plan.update(kind.batches([c for c in cases if c.kind == kind.name], size, workers))
    return plan


def worker_count(config: pytest.Config) -> int:
    """xdist workers in this run (1 without xdist); each gets at least one batch."""
    if hasattr(config, "workerinput"):
        return int(config.workerinput.get("workercount", 1))
    if getattr(config.option, "dist", "no") != "no":  # the xdist controller plans as its workers will (synth.plugin.scheduling)
        from xdist.workermanage import parse_tx_spec_config

        return max(1, len(parse_tx_spec_config(config)))  # "3*popen" is three workers, as xdist counts them
    return 1


def case_of(item: pytest.Item) -> Case | ModuleCase | None:
    """The case (generated, or of existing code) a test item is parametrized with, or None."""
    callspec = getattr(item, "callspec", None)
    case = callspec.params.get("case") if callspec else None
    return case if isinstance(case, (Case, ModuleCase)) else None  # not NOTSET: an empty case set (a resumed dataset run with nothing left)
