"""The gpu stages: every case on a real CUDA device, compared with the Warp CPU reference.

Run with ``pytest -m gpu`` (``nox -s gpu``) on a CUDA host; elsewhere these tests are
deselected and the run says why in one line. Each stage's work is done once per batch
(one module load, one nvcc build); a test asserts one case's result.
"""

import pytest

from gpu import launch, standalone

pytestmark = pytest.mark.gpu


def test_gpu_forward_matches_cpu(case, stage):
    """Warp's CUDA launch of the kernel gives the CPU reference's outputs within the GPU forward tolerance."""
    check = stage(case, launch.forward)
    assert check.worst_error <= check.tolerance


def test_gpu_backward_matches_cpu(case, stage):
    """wp.Tape's adjoints on the device match the CPU's, from the same seeded output gradients."""
    check = stage(case, launch.backward)
    assert check.worst_error <= check.tolerance


def test_standalone_binary_matches_cpu(case, stage):
    """The nvcc-built standalone executable, run on the device with the case's input file, writes the CPU reference's outputs."""
    check = stage(case, standalone.binary)
    assert check.worst_error <= check.tolerance
