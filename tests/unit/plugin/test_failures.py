"""Failures carry one label and leave a folder a person can reproduce them from, plus a re-run command."""

import copy
import json
import pickle

import numpy as np
import pytest

from synth.generate.cases import Case
from synth.model.failures import LABELS, StageFailure
from synth.plugin import artifacts


def test_stage_failure_survives_copy_and_pickle():
    """``Batch.value`` raises a copy of the stored failure: label, message and artifacts must survive."""
    failure = StageFailure("degenerate", "all zero", {"out.npy": np.zeros(2)})
    for clone in (copy.copy(failure), pickle.loads(pickle.dumps(failure))):
        assert (clone.label, clone.message, list(clone.artifacts)) == ("degenerate", "all zero", ["out.npy"])


def test_unknown_label_is_refused():
    with pytest.raises(ValueError, match="grad_mismatch"):
        StageFailure("wrong", "x")


@pytest.mark.parametrize(
    ("exc", "label"),
    [(StageFailure("grad_mismatch", "m"), "grad_mismatch"), (AssertionError("x"), "mismatch"), (RuntimeError("x"), "crash")],
)
def test_every_failure_gets_one_label(exc, label):
    assert artifacts.label_of(exc) == label and label in LABELS


def test_write_holds_source_cu_inputs_and_stage_files(tmp_path):
    case = Case("atomic", 1)
    extra = {"a.grad.npy": np.arange(3.0), "stderr.txt": "nvcc said no", "raw.bin": b"\x00\x01"}
    folder = artifacts.write(tmp_path / "f", case, "grad_mismatch", "planted", extra, "Traceback ...", "python -m pytest x")
    names = {p.name for p in folder.iterdir()}
    assert {"atomic_s000001.py", "atomic_s000001.cu", "b.npy", "out.init.npy", "traceback.txt", "README.json"} <= names
    assert {"a.grad.npy", "stderr.txt", "raw.bin"} <= names
    assert np.array_equal(np.load(folder / "a.grad.npy"), np.arange(3.0))
    readme = json.loads((folder / "README.json").read_text())
    assert readme["label"] == "grad_mismatch" and readme["rerun"] == "python -m pytest x"
    artifacts.write(folder, case, "crash", "again", {}, "", "cmd")  # a re-run replaces, never mixes
    assert "a.grad.npy" not in {p.name for p in folder.iterdir()}


PLANTED = """
import numpy as np
import pytest

from synth.model.failures import StageFailure
from synth.stages.registry import Stage, register


def wrong_gradients(batch):
    return {c.id: StageFailure("grad_mismatch", "planted", {"a.grad.npy": np.ones(3)}) for c in batch.cases}


register(Stage("planted_wrong_gradients", wrong_gradients))


@pytest.mark.stage("planted_wrong_gradients")
def test_planted_stage(result):
    pass


@pytest.mark.stage("cpu_reference")
def test_planted_assert(case):
    assert case.seed == 99, "planted"
"""


def test_failed_case_leaves_artifacts_and_a_rerun_command(pytester):
    """A labelled failure is one line (case, stage, label, artifacts, re-run); an unexpected one keeps its traceback."""
    pytester.makepyfile(test_planted=PLANTED)
    out = pytester.path / "artifacts"
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "--synth-categories", "arithmetic", "--synth-count", "1", "--synth-seed", "2",
        "--synth-artifacts", str(out), "--synth-cache-dir", str(pytester.path / "cache"),
    )  # fmt: skip
    result.assert_outcomes(failed=2)
    text = result.stdout.str()
    folder = out / "arithmetic-s000002" / "planted_wrong_gradients-call"
    assert {"arithmetic_s000002.py", "a.grad.npy", "README.json", "traceback.txt"} <= {p.name for p in folder.iterdir()}
    assert (out / "arithmetic-s000002" / "cpu_reference-call" / "README.json").is_file()
    rerun = "'test_planted.py::test_planted_stage[arithmetic-s000002]' --synth-categories arithmetic --synth-seed 2 --synth-count 1"
    one_line = [line for line in text.splitlines() if line.startswith("arithmetic-s000002 planted_wrong_gradients: grad_mismatch: planted")]
    assert len(one_line) == 1 and f"artifacts: {folder}" in one_line[0] and rerun in one_line[0], text
    assert "wrong_gradients" not in text.split("planted_wrong_gradients")[0] and "Traceback" not in text  # no traceback for a labelled failure
    assert "assert case.seed == 99" in text and "synth artifacts" in text  # the assertion keeps its traceback and section
    assert "failed:grad_mismatch" in text and "failed:mismatch" in text  # the per-stage summary counts labels
