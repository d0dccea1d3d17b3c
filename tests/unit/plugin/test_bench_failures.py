"""The benchmark names every failed test of its pipeline run, with its label, in what it prints and in results.json."""

import importlib.util
import json
from pathlib import Path

from test_failures import PLANTED as FAILING_CASES

SPEC = importlib.util.spec_from_file_location("bench", Path(__file__).resolve().parents[3] / "benchmarks" / "bench.py")
bench = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench)

PLANTED = (
    FAILING_CASES  # a labelled stage failure (grad_mismatch) and an assertion (mismatch), on each case
    + """

def test_not_a_case():
    raise RuntimeError("planted crash")
"""
)


def test_each_failed_test_reaches_the_printout_and_the_results_with_its_label(tmp_path, capsys):
    test_file = tmp_path / "test_planted_bench.py"
    test_file.write_text(PLANTED)
    args = ["-q", "-p", "no:cacheprovider", "-c", str(bench.ROOT / "pytest.ini"), str(test_file), "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-seed", "2",
            f"--synth-cache-dir={tmp_path / 'cache'}", f"--synth-artifacts={tmp_path / 'artifacts'}"]  # fmt: skip
    bench.run_pytest(args, tmp_path, tmp_path / "rss")
    failed = {(f["test"].split("::")[-1], f["label"]) for f in bench.failed_tests(tmp_path / "rss")}
    assert failed == {
        ("test_planted_stage[arithmetic-s000002]", "grad_mismatch"), ("test_planted_assert[arithmetic-s000002]", "mismatch"),
        ("test_not_a_case", "crash"),
    }  # fmt: skip
    printed = capsys.readouterr().out
    assert "test_planted_stage[arithmetic-s000002] [grad_mismatch] call: " in printed and "grad_mismatch: planted" in printed
    assert "test_not_a_case [crash] call: RuntimeError: planted crash" in printed

    results = tmp_path / "results.json"
    results.write_text(json.dumps({"full_pipeline_cases_per_s": 1.0}))  # a full run's figures stay beside the pipeline-only run
    bench.record_pipeline_run({"device_stages": False, "failed_tests_cold": bench.failed_tests(tmp_path / "rss")}, results)
    kept = json.loads(results.read_text())
    assert kept["full_pipeline_cases_per_s"] == 1.0
    assert {(f["test"].split("::")[-1], f["label"]) for f in kept["pipeline_only_cpu"]["failed_tests_cold"]} == failed
