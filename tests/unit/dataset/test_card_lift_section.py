"""The card's section on standalone CUDA of existing code (``synth.dataset.card.lift_section``):
the share of lifted records per source, how many of them entered every body of their kernel, and
the refusal labels of the others, counted."""

from synth.dataset.card import lift_section


def _record(source: str, lifted: bool, bodies: int = 0, entered: int = 0, why: str = "not lifted: wp.expect_eq") -> dict:
    checks = {"module_liveness": {"passed": True, "bodies": bodies, "entered": entered}} if lifted else {"module_cuda_source": {"passed": None, "skipped": why}}
    return {"provenance": {"source": source}, "category": source, "cuda_kernel": "__global__ ..." if lifted else None, "checks": checks}


def test_the_section_counts_lifted_records_whole_bodies_and_refusals():
    records = [
        _record("warp-tests", True, 3, 3),
        _record("warp-tests", True, 4, 2),
        _record("warp-tests", False),
        _record("warp-library", True, 0, 0),  # no branch at all: every body (none) entered
        _record("warp-library", False, why="not lifted: a tiled launch"),
        _record("warp-library", False),
        {"category": "arithmetic", "cuda_kernel": "..."},  # generated: not counted here
    ]
    text = "\n".join(lift_section(records))
    assert "3 of 6 records of existing code carry `cuda_standalone` and `cuda_kernel`" in text
    assert "| warp-library | 3 | 1 | 33% | 1 |" in text
    assert "| warp-tests | 3 | 2 | 67% | 1 |" in text
    assert "| all | 6 | 3 | 50% | 2 |" in text
    assert "| not lifted: wp.expect_eq | 2 |" in text and "| not lifted: a tiled launch | 1 |" in text


def test_no_section_without_existing_code():
    assert lift_section([{"category": "arithmetic", "cuda_kernel": "..."}]) == []
