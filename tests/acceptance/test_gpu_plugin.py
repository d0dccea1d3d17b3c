"""The gpu marker end to end: pytest runs in a subprocess, with no device or a pretend one.

``--gpu-device cuda:63`` names a device no host has, so the no-device path is tested the
same way on a CUDA host; the pretend device is Warp's CPU (and the CPU emulation as its
standalone binary), so the gpu tests' plumbing runs here without a GPU.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from synth.gpu.device import detect
from synth.plugin.gpu import gpu_requested

pytestmark = pytest.mark.slow  # a whole pytest session per test: run by nox -s tests, not by a plain pytest

ROOT = Path(__file__).resolve().parents[2]
NO_SUCH_DEVICE = ("--gpu-device", "cuda:63")


def run_pytest(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args], cwd=ROOT, capture_output=True, text=True, timeout=600, env=env
    )


def one_reason_line(result: subprocess.CompletedProcess) -> str:
    lines = [line for line in result.stdout.splitlines() if line.startswith("gpu:")]
    assert len(lines) == 1, result.stdout
    assert "skipped" not in result.stdout.lower(), result.stdout
    return lines[0]


@pytest.mark.parametrize(
    ("expr", "requested"),
    [
        ("", False),
        ("gpu", True),
        ("gpu and not slow", True),
        ("gpu or slow", True),
        ("gpu or not gpu", True),
        ("not gpu", False),
        ("not slow", False),
        ("gpus", False),
    ],
)
def test_which_marker_expressions_ask_for_the_gpu_tests(expr, requested):
    assert gpu_requested(expr) is requested


# The files with gpu tests and one without: a test module skipped whole for a missing extra
# (test_hub.py without datasets, as on a CUDA host set up with only .[dev,dataset]) would add a
# "skipped" that is not a gpu test's.
SUITE = ("tests/test_gpu.py", "tests/test_pipeline.py")


@pytest.mark.parametrize("extra", [(), ("-n", "2")], ids=["serial", "xdist"])
def test_no_device_is_one_line_and_exit_0(extra):
    result = run_pytest("-m", "gpu", "-q", *NO_SUCH_DEVICE, *extra, *SUITE)
    assert result.returncode == 0, result.stdout + result.stderr
    assert one_reason_line(result).startswith("gpu: no gpu test ran: ")


def test_plain_gpu_run_on_this_host_says_why_nothing_ran():
    """The ``pytest -m gpu`` of a host without a CUDA device (skipped where there is one)."""
    probe = detect("cuda:0")
    if probe.target is not None:
        pytest.skip(f"this host has {probe.target.describe()}")
    result = run_pytest("-m", "gpu", *SUITE)
    assert result.returncode == 0, result.stdout + result.stderr
    assert one_reason_line(result) == f"gpu: no gpu test ran: {probe.reason}"


def gpu_stage_tests() -> int:
    """How many gpu tests one case has: tests/test_gpu.py's test functions (one per gpu stage)."""
    count = (ROOT / "tests" / "test_gpu.py").read_text().count("\ndef test_")
    assert count >= 4, count  # forward, backward, binary, binary bit for bit
    return count


def test_without_m_gpu_the_gpu_tests_are_not_collected():
    result = run_pytest("--collect-only", "-q", "tests/test_gpu.py", "tests/test_pipeline.py", "--synth-count", "1")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "test_gpu.py::" not in result.stdout and "test_pipeline.py::" in result.stdout


def test_running_only_the_gpu_file_without_m_gpu_says_how():
    result = run_pytest("-q", "tests/test_gpu.py", "--synth-count", "1", "--synth-categories", "arithmetic")
    assert result.returncode == 5  # pytest's "no tests ran": nothing was asked for that could run
    assert one_reason_line(result) == f"gpu: {gpu_stage_tests()} gpu tests deselected: they run only with -m gpu (on a CUDA host)"


def test_bad_device_is_a_usage_error():
    result = run_pytest("--collect-only", "-q", "--gpu-device", "gpu0")
    assert result.returncode == 4
    assert "--gpu-device expects cuda:N" in result.stderr and "e.g. cuda:0" in result.stderr


def test_required_gpu_without_a_device_is_an_error():
    result = run_pytest("-m", "gpu", "-q", "--synth-require", "gpu", *NO_SUCH_DEVICE)
    assert result.returncode == 4
    assert "--synth-require gpu: " in result.stderr


PRETEND_DEVICE = '''
"""Pretend Warp's CPU is a CUDA device of compute capability 90, and the CPU emulation its binary."""
import synth.plugin.gpu
from synth.gpu.device import Probe, Target
from synth.toolchain import nvcc
from synth.stages import cuda_builds


synth.plugin.gpu.detect = lambda alias: Probe(Target("cpu", "CPU standing in for a GPU", 90))


def compile_specs(specs, archs, workdir, executable=True, cache=None, flags=()):
    exe = cuda_builds.build_emulation(list(specs), workdir)
    return {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs}


cuda_builds.compile_specs = compile_specs
'''


@pytest.mark.needs_gxx
def test_with_a_pretend_device_the_gpu_tests_run_and_pass(tmp_path):
    (tmp_path / "pretend_gpu.py").write_text(PRETEND_DEVICE)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.environ.get("PYTHONPATH", "")])}
    args = ("-p", "pretend_gpu", "-m", "gpu", "tests/test_gpu.py", "--synth-count", "1", "--synth-categories", "arithmetic,vector,atomic")
    result = run_pytest(*args, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"{3 * gpu_stage_tests()} passed" in result.stdout  # three cases
    assert "gpu: cpu CPU standing in for a GPU (sm_90)" in result.stdout  # the report header


def test_requiring_the_gpu_without_selecting_its_tests_is_an_error():
    result = run_pytest("--collect-only", "-q", "--synth-require", "gpu")
    assert result.returncode == 4, result.stdout + result.stderr
    assert "add -m gpu" in result.stderr
