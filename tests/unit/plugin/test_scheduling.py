"""The xdist scheduler: a batch's tests on one worker, the heaviest batches handed out first."""

from __future__ import annotations

import types

from synth.generate.cases import Case, select_cases
from synth.generate.categories import CATEGORIES
from synth.plugin.run import SynthRun
from synth.plugin.scheduling import CASE_SECONDS, OTHER_CASE_SECONDS, BatchScheduling, estimated_seconds
from synth.stages.batch import plan_batches


class _Config:
    """What the scheduler reads of a pytest config: the plan and two workers."""

    def __init__(self, plan: dict) -> None:
        self.stash = {SynthRun.KEY: types.SimpleNamespace(plan=plan)}
        self.option = types.SimpleNamespace(loadscopereorder=True)  # xdist's default

    def getvalue(self, name: str):
        return ["2*popen"] if name == "tx" else None


class _Worker:
    """An xdist worker as the scheduler sees it: it notes the tests it is sent, in ``sent``."""

    def __init__(self, name: str, sent: list) -> None:
        self.gateway = types.SimpleNamespace(id=name)
        self.sent = sent
        self.shutting_down = False

    def send_runtest_some(self, indexes: list[int]) -> None:
        self.sent.append((self, indexes))

    def shutdown(self) -> None:
        self.shutting_down = True


def _handed_out(plan: dict, collection: list[str]) -> list[str]:
    """The scopes in the order the scheduler hands them out to two workers that run every test sent."""
    scheduler = BatchScheduling(_Config(plan))
    sent: list = []
    workers = [_Worker("gw0", sent), _Worker("gw1", sent)]
    for worker in workers:
        scheduler.add_node(worker)
        scheduler.add_node_collection(worker, collection)
    scheduler.schedule()
    order = []
    while sent:
        worker, indexes = sent.pop(0)
        order.append(scheduler._split_scope(collection[indexes[0]]))
        for index in indexes:
            scheduler.mark_test_complete(worker, index)  # may send the next scope
    return order


def test_every_category_has_a_measured_cost():
    assert set(CASE_SECONDS) == set(CATEGORIES), "measure new categories: python -m benchmarks.category_costs"


def test_batches_are_handed_out_heaviest_first_then_other_tests():
    plan = plan_batches(select_cases(list(CATEGORIES), 4, 0), 16, 2)
    cases = [c for batch in plan.values() for c in batch]
    collection = [f"tests/test_pipeline.py::test_{stage}[{c.id}]" for stage in ("a", "b", "c") for c in cases]
    collection += [f"tests/unit/test_x.py::test_{n}" for n in range(5)] + ["tests/unit/test_y.py::test_0"]
    order = _handed_out(plan, collection)

    expected = sorted(plan, key=lambda key: -estimated_seconds(plan[key]))
    assert order == [*expected, *collection[-6:]]  # a test outside a batch is a scope of its own
    assert estimated_seconds(plan[order[0]]) > 1.5 * estimated_seconds(plan[order[len(plan) - 1]])  # the order is not the plan's


def test_a_kernel_of_existing_code_or_of_an_unmeasured_category_has_the_default_cost():
    existing = types.SimpleNamespace(kind="warp_module", category=None)
    assert estimated_seconds([Case("quaternion", 0), Case("atomic", 1)]) == CASE_SECONDS["quaternion"] + CASE_SECONDS["atomic"]
    assert estimated_seconds([existing, Case("not_measured", 0)]) == 2 * OTHER_CASE_SECONDS
