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

from synth.generate.cases import Case, case_id_in
from synth.plugin.core import PLAN

CASE_SECONDS = {
    "arithmetic": 0.131,
    "vector": 0.133,
    "matrix": 0.167,
    "control_flow": 0.140,
    "math": 0.159,
    "atomic": 0.129,
    "nested_loop": 0.277,
    "multi_conditional": 0.170,
    "combined": 0.251,
    "scalar_param": 0.154,
    "random_math": 0.129,
    "grid2d": 0.155,
    "grid3d": 0.168,
    "stencil": 0.192,
    "gather_scatter": 0.142,
    "func_call": 0.208,
    "struct": 0.162,
    "loop_control": 0.224,
    "math_library": 0.143,
    "random": 0.175,
    "linalg": 0.187,
    "integer": 0.122,
    "bitwise": 0.125,
    "stochastic": 0.162,
    "selection": 0.166,
    "quaternion": 0.373,
    "transform": 0.267,
    "rigid_body": 0.297,
    "half_storage": 0.168,
    "half": 0.181,
    "float64": 0.228,
    "int64": 0.125,
    "mixed_precision": 0.203,
    "tile_map": 1.825,
    "tile_reduce": 2.529,
    "tile_matmul": 49.0,
    "tile_thread": 1.218,
    "tile_scan": 1.910,
    "tile_grid": 3.385,
}
"""Cold seconds per case of each category on one core, every stage (``python -m
benchmarks.category_costs``, 16 cases each, 2026-11-24, after the host code lost its templates): the
heaviest cost 3.1 times the lightest. The tile categories: 3 cases each, 2026-11-26, on a shared
machine; tile_matmul in CPU seconds of one case (its wall time there, 68 s, was half waiting):
Warp compiles three cuBLASDx LTOs for each (docs/explanation/tiles.md), so its batch goes first."""
OTHER_CASE_SECONDS = 0.2  # a kernel of existing code, or a category not measured yet


def estimated_seconds(cases: list) -> float:
    """A batch's cold cost on one core, as ``CASE_SECONDS`` estimates it."""
    return sum(CASE_SECONDS.get(c.category, OTHER_CASE_SECONDS) if c.kind == Case.kind else OTHER_CASE_SECONDS for c in cases)


class BatchScheduling(LoadGroupScheduling):
    """loadgroup whose group for a case's test is the case's batch."""

    def __init__(self, config: pytest.Config, log=None) -> None:
        super().__init__(config, log)
        plan = config.stash[PLAN]
        self.batch_of = {case.id: key for key, cases in plan.items() for case in cases}
        self.batch_seconds = {key: estimated_seconds(cases) for key, cases in plan.items()}

    def _assign_work_unit(self, node) -> None:
        """Hand out the heaviest batch left, then the other scopes in loadgroup's order."""
        heaviest = max(self.workqueue, key=lambda scope: self.batch_seconds.get(scope, -1.0))
        self.workqueue.move_to_end(heaviest, last=False)
        super()._assign_work_unit(node)

    def _split_scope(self, nodeid: str) -> str:
        case_id = case_id_in(nodeid)
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
    if config.getvalue("dist") == "loadgroup" and PLAN in config.stash:
        return BatchScheduling(config, log)
    return None
