"""Without nvcc (a PATH without it and no CUDA_HOME), the nvcc stage skips with the reason;
with --synth-require nvcc the run is a usage error."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def pytest_without_nvcc(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("g++", "gcc", "cc", "c++", "ld", "as"):
        found = shutil.which(tool)
        if found:
            (bin_dir / tool).symlink_to(found)
    env = {k: v for k, v in os.environ.items() if k != "CUDA_HOME"}
    env["PATH"] = str(bin_dir)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rs", "tests/test_pipeline.py", "-k", "test_nvcc_compiles",
         "--synth-categories", "arithmetic", "--synth-count", "1", *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )


def test_nvcc_stage_skips_with_reason(tmp_path):
    result = pytest_without_nvcc(tmp_path)
    assert result.returncode == 0, result.stdout[-2000:] + result.stderr[-2000:]
    assert "1 skipped" in result.stdout
    assert "nvcc" in result.stdout and "CUDA_HOME" in result.stdout


def test_require_nvcc_makes_it_an_error(tmp_path):
    result = pytest_without_nvcc(tmp_path, "--synth-require", "nvcc")
    assert result.returncode == 4, result.stdout[-2000:] + result.stderr[-2000:]
    assert "--synth-require nvcc" in result.stderr
