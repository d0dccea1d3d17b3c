"""Keep every test of a batch on one xdist worker, so each batch is built once.

xdist's ``loadgroup`` groups by an ``@<group>`` suffix that its workers append to node ids.
With pytest 9.2 that suffix no longer takes effect (pytest-dev/pytest-xdist#1386): the
``xdist_group`` marks are silently ignored and a batch's tests spread over the workers, each
building the whole batch. This scheduler reads the case id in the node id instead and maps it
to its batch with the plan the controller made exactly as the workers did (same worker count).
Tests that are not over a case keep loadgroup's behaviour. A test that crashes its worker is
reported once and not run again.

Batches are handed out heaviest first (estimated from ``CASE_SECONDS``), so the last to run are
the light ones and the workers finish together instead of one waiting while another compiles
a heavy batch. The order never changes a result, only when each batch runs.
"""

from __future__ import annotations

import pytest
from xdist.scheduler import LoadGroupScheduling

from synth.generate.cases import case_id_in
from synth.plugin import existing_code
from synth.plugin.costs import CASE_SECONDS, OTHER_CASE_SECONDS, estimated_seconds
from synth.plugin.run import SynthRun

__all__ = ["CASE_SECONDS", "OTHER_CASE_SECONDS", "BatchScheduling", "estimated_seconds"]


class BatchScheduling(LoadGroupScheduling):
    """loadgroup whose group for a case's test is the case's batch."""

    def __init__(self, config: pytest.Config, log=None) -> None:
        super().__init__(config, log)
        self._learn_plan()

    def _learn_plan(self) -> None:
        plan = SynthRun.of(self.config).plan
        self.batch_of = {case.id: key for key, cases in plan.items() for case in cases}
        self.batch_seconds = {key: estimated_seconds(cases) for key, cases in plan.items()}

    def _assign_work_unit(self, node) -> None:
        """Hand out the heaviest batch left, then the other scopes in loadgroup's order."""
        heaviest = max(self.workqueue, key=lambda scope: self.batch_seconds.get(scope, -1.0))
        self.workqueue.move_to_end(heaviest, last=False)
        super()._assign_work_unit(node)

    def _split_scope(self, nodeid: str) -> str:
        case_id = case_id_in(nodeid)
        run = SynthRun.of(self.config)
        if case_id is not None and case_id not in self.batch_of and run.discovery is None and existing_code.run_file(run).is_file():
            existing_code.cases(self.config)  # the workers collected existing code: its cases, as they found them
            self._learn_plan()
        if case_id in self.batch_of:
            return self.batch_of[case_id]
        return super()._split_scope(nodeid)

    def remove_node(self, node):
        """As loadscope, except for what a crashed worker leaves behind.

        loadscope re-queues every batch the crashed worker held, the crashing test included
        and finished batches too: the crashing kernel then takes down each replacement worker,
        and a finished batch handed to an idle worker sends it nothing, so it is never told
        to shut down and the run hangs. Here the crashing test is reported once (by xdist,
        from the return value) and not run again, and only unfinished tests are re-queued.
        """
        workload = self.assigned_work.pop(node)
        crashed = next((nodeid for unit in workload.values() for nodeid, done in unit.items() if not done), None)
        if crashed is None:
            return None
        workload[self._split_scope(crashed)][crashed] = True
        for scope, unit in workload.items():
            if not all(unit.values()):
                self.workqueue[scope] = unit
        for other in self.assigned_work:
            self._reschedule(other)  # or shut it down, when nothing is left
        return crashed


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):
    if config.getvalue("dist") == "loadgroup" and SynthRun.find(config) is not None:
        return BatchScheduling(config, log)
    return None
