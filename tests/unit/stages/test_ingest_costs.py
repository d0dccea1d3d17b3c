"""benchmarks/ingest_costs.py's choice of the default modules: deterministic, within the budget, by new kernels per CPU second."""

import importlib.util
from pathlib import Path

SPEC = importlib.util.spec_from_file_location("ingest_costs", Path(__file__).resolve().parents[3] / "benchmarks" / "ingest_costs.py")
ingest_costs = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(ingest_costs)


def module(source: str, name: str, cpu: float, *kernels: tuple[str, str]) -> dict:
    return {
        "source": source, "module": name, "cpu_seconds": cpu, "skipped": None,
        "kernels": [{"id": h, "identity": h, "inputs": inputs, "texts_and_ptx": True, "gradcheck": None} for h, inputs in kernels],
    }  # fmt: skip


REPORT = {
    "modules": [
        module("warp-library", "_src.sparse", 5.0, ("s1", "synthesized")),
        module("warp-examples", "core.example_wave", 2.0, ("w1", "synthesized"), ("w2", "synthesized")),
        module("warp-examples", "core.example_torch", 0.6),  # imports nothing Warp can build: never worth taking
        module("warp-examples", "benchmarks.benchmark_launches", 100.0, *((f"b{i}", "synthesized") for i in range(12))),
        module("warp-tests", "test_codegen", 20.0, *((f"c{i}", "captured") for i in range(40))),
        module("warp-tests", "test_again", 1.0, ("c0", "captured"), ("w1", "synthesized")),  # only kernels already chosen
        module("warp-tests", "test_sparse", 10.0, ("s1", "captured"), ("t1", "captured")),  # captures s1 (the library kernel, one id whoever launched it), found before without inputs
    ]
}


def test_the_library_is_always_in_and_the_pool_is_taken_by_new_kernels_per_cpu_second_within_the_budget():
    names, spent, kernels, captured = ingest_costs.choose(REPORT, budget=40.0)
    assert names == {"warp-examples": ["core.example_wave"], "warp-tests": ["test_codegen", "test_sparse"]}
    assert spent == 5.0 + 2.0 + 20.0 + 10.0  # benchmark_launches (100 s) does not fit; test_again and example_torch add nothing
    assert kernels == 1 + 2 + 40 + 1 and captured == 40 + 2  # s1 takes test_sparse's captured inputs


def test_a_larger_budget_takes_the_expensive_module_and_the_choice_is_the_same_every_time():
    first = ingest_costs.choose(REPORT, budget=1000.0)
    assert first[0]["warp-examples"] == ["benchmarks.benchmark_launches", "core.example_wave"]
    assert all(ingest_costs.choose(REPORT, budget=1000.0) == first for _ in range(3))


def test_the_chosen_modules_are_written_as_the_specs_nox_passes_to_pytest():
    assert ingest_costs.spec("warp-examples", "core.example_wave") == "warp.examples.core.example_wave"
    assert ingest_costs.spec("warp-tests", "tile.test_tile_stack") == "warp.tests.tile.test_tile_stack"
    assert ingest_costs.spec("warp-library", "_src.sparse") == "warp._src.sparse"
