"""The mutation benchmark tells a hang (CPU time used up: the mutant is killed) from a busy host
(wall time spent waiting: undecided, left out of the score), so a score taken under load is not
inflated by runs that were only slow."""

import importlib.util
import sys
from pathlib import Path

import pytest

SPEC = importlib.util.spec_from_file_location("mutants", Path(__file__).resolve().parents[3] / "benchmarks" / "mutants.py")
mutants = importlib.util.module_from_spec(SPEC)
sys.modules[SPEC.name] = mutants  # its dataclasses look their module up while it loads
SPEC.loader.exec_module(mutants)


def test_a_run_that_computes_past_its_cpu_limit_dies_of_it():
    spin = [sys.executable, "-c", "while True: pass"]
    proc = mutants.run_bounded(spin, cpu_s=1, wall_s=60.0)
    assert proc.returncode < 0  # SIGXCPU (or SIGKILL at the hard limit): a failure, which kills a mutant


def test_a_run_that_only_waits_is_undecided_not_killed():
    wait = [sys.executable, "-c", "import time; time.sleep(30)"]
    with pytest.raises(mutants.Undecided, match="wall time below its 60 CPU-s limit"):
        mutants.run_bounded(wait, cpu_s=60, wall_s=0.5)


def test_a_run_within_both_limits_answers():
    proc = mutants.run_bounded([sys.executable, "-c", "print('ok')"], cpu_s=60, wall_s=60.0)
    assert (proc.returncode, proc.stdout.strip()) == (0, "ok")


def test_a_judge_whose_tests_only_wait_is_undecided(monkeypatch, tmp_path):
    def waited(files, *args):
        raise mutants.Undecided("waited")

    monkeypatch.setattr(mutants, "tests_fail", waited)
    mutant = mutants.Mutant("synth/verify/tolerance.py", 1, 0, "+", "-", "verify")
    outcome = mutants.judge(mutant, {"verdicts": {}, "texts": {}}, tmp_path)
    assert outcome["killed_by"] is None and outcome["undecided"] is True


def test_undecided_mutants_are_out_of_the_score_and_crashes_in_it():
    outcomes = [
        {"id": "a", "scope": "verify", "killed_by": "tests"},
        {"id": "b", "scope": "verify", "killed_by": "crash"},
        {"id": "c", "scope": "verify", "killed_by": None, "undecided": True},
        {"id": "d", "scope": "verify", "killed_by": None},
        {"id": "e", "scope": "verify", "killed_by": None},
    ]
    row = mutants.score(outcomes, known={"e": "changes nothing"})["verify"]
    assert row == {"mutants": 5, "killed": 2, "equivalent": 1, "undecided": 1, "survived": 1, "score": 2 / 3}


def test_every_mutant_of_the_ci_sample_is_in_this_tree():
    """CI judges `benchmarks/mutants_ci.txt` by id (path:line:col): an edit that moves one of their
    sites must move the id too, or CI stops with "no such mutant in this tree"."""
    ids = [line.split()[0] for line in (mutants.ROOT / "benchmarks" / "mutants_ci.txt").read_text().splitlines() if line.strip() and not line.startswith("#")]
    assert ids and [m.id for m in mutants.listed(ids, ["verify"])] == ids
