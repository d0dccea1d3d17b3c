"""The gpu stages: every case on a real CUDA device, compared with the Warp CPU reference.

Run with ``pytest -m gpu`` (``nox -s gpu``) on a CUDA host; elsewhere these tests are
deselected and the run says why in one line. Each stage's work is done once per batch
(one module load, one nvcc build); a stage whose result differs from the CPU's beyond its
tolerance fails with ``mismatch`` before the test body runs. The tests check that the
comparison covered exactly the arrays it should and ran on the device asked for.
"""

import pytest

from synth.gpu.device import target_of

pytestmark = pytest.mark.gpu


def float_inputs(spec) -> set[str]:
    return {p.name for p in spec.params if p.kind == "in" and p.type.is_float}


@pytest.mark.stage("gpu_forward")
def test_gpu_forward_matches_cpu(case, result, settings):
    """Warp's CUDA launch of the kernel gives the CPU reference's outputs within the GPU forward tolerance."""
    assert set(result.arrays) == {p.name for p in case.spec.outputs}
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)


@pytest.mark.stage("gpu_backward")
def test_gpu_backward_matches_cpu(case, result, settings):
    """wp.Tape's adjoints on the device match the CPU's, from the same seeded output gradients."""
    assert set(result.arrays) == float_inputs(case.spec)
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)


@pytest.mark.stage("gpu_binary")
def test_standalone_binary_matches_cpu(case, result, settings):
    """The nvcc-built standalone executable, run on the device with the case's input file, writes the CPU reference's outputs."""
    assert set(result.arrays) == {p.name for p in case.spec.outputs}
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)


@pytest.mark.stage("gpu_binary_exact")
def test_standalone_binary_matches_warp_cuda_bit_for_bit(case, result, settings):
    """Without contraction on either side (nvcc -fmad=false, Warp's fuse_fp off), the standalone
    executable writes the bits Warp's own CUDA launch writes (a float atomic_add target within the
    binary tolerance: the device sums in another order)."""
    assert set(result.arrays) == {p.name for p in case.spec.outputs}
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)
