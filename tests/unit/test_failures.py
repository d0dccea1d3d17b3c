"""Failures carry one label and leave a folder a person can reproduce them from, plus a re-run command."""

import copy
import json
import pickle
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from synth.generate.cases import Case
from synth.model.failures import LABELS, StageFailure
from synth.plugin import artifacts

ROOT = Path(__file__).resolve().parents[2]


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
from synth.model.failures import StageFailure


def wrong_gradients(batch):
    return {c.id: StageFailure("grad_mismatch", "planted", {"a.grad.npy": np.ones(3)}) for c in batch.cases}


def test_planted_stage(case, stage):
    stage(case, wrong_gradients)


def test_planted_assert(case):
    assert case.seed == 99, "planted"
"""


def test_failed_case_leaves_artifacts_and_a_rerun_command(tmp_path):
    (tmp_path / "test_planted.py").write_text(textwrap.dedent(PLANTED))
    out = tmp_path / "artifacts"
    argv = [sys.executable, "-m", "pytest", "-p", "synth.plugin.core", "-p", "no:cacheprovider", "test_planted.py", "--rootdir", str(tmp_path)]
    argv += ["--synth-categories", "arithmetic", "--synth-count", "1", "--synth-seed", "2", "--synth-artifacts", str(out)]
    argv += ["--synth-cache-dir", str(tmp_path / "cache")]
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    result = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True, timeout=300, env=env)
    text = result.stdout + result.stderr
    assert result.returncode == 1, text
    folder = out / "arithmetic-s000002" / "test_planted_stage-call"
    assert {"arithmetic_s000002.py", "a.grad.npy", "README.json", "traceback.txt"} <= {p.name for p in folder.iterdir()}
    assert (out / "arithmetic-s000002" / "test_planted_assert-call" / "README.json").is_file()
    assert "synth artifacts" in text and f"artifacts: {folder}" in text
    rerun = "'test_planted.py::test_planted_stage[arithmetic-s000002]' --synth-categories arithmetic --synth-seed 2 --synth-count 1"
    assert rerun in text
    assert "failed:grad_mismatch" in text and "failed:mismatch" in text  # the per-stage summary counts labels
