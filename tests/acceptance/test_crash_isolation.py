"""A kernel that crashes its worker takes only its own case with it: stages that launch
kernels run one case at a time, so the replacement worker never re-runs it for a batch-mate."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # a whole pytest session with a crashing worker: run by nox -s tests, not by a plain pytest

ROOT = Path(__file__).resolve().parents[2]

CRASHER = '''
import os, signal
from synth.stages import reference


_run = reference.run_forward

def run_forward(kernel, spec, values, device="cpu"):
    if spec.name == os.environ["CRASH_KERNEL"]:
        os.kill(os.getpid(), signal.SIGSEGV)
    return _run(kernel, spec, values, device)

reference.run_forward = run_forward
'''


def test_a_segfaulting_kernel_fails_only_its_case(tmp_path):
    (tmp_path / "crasher.py").write_text(CRASHER)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH")])), "CRASH_KERNEL": "arithmetic_s000002"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "crasher", "-n", "2", "-q", "tests/test_pipeline.py",
         "-k", "cpu_reference", "--synth-categories", "arithmetic", "--synth-count", "4", "--synth-batch", "4"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    failed = sorted(line.split("::")[1].split(" ")[0] for line in result.stdout.splitlines() if line.startswith("FAILED"))
    assert failed == ["test_cpu_reference[arithmetic-s000002]"], result.stdout[-3000:]
    assert "3 passed" in result.stdout, result.stdout[-3000:]
