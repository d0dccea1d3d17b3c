"""The gpu stages: every case on a real CUDA device, compared with the Warp CPU reference.

Run with ``pytest -m gpu`` (``nox -s gpu``) on a CUDA host; elsewhere these tests are
deselected and the run says why in one line. Each stage's work is done once per batch
(one module load, one nvcc build); a stage whose result differs from the CPU's beyond its
tolerance fails with ``mismatch`` before the test body runs. The tests check that the
comparison allowed no more error than its check's documented tolerance
(``synth.verify.tolerance``; none where the check is exact) and ran on the device asked for.
"""

import pytest

from synth.gpu.device import target_of
from synth.gpu.exact import SkewedExact
from synth.stages import gradcheck, reference
from synth.verify.tolerance import atomic_terms, gpu_tolerance, magnitude

pytestmark = pytest.mark.gpu


def allowed_at_most(check: str, spec, draws: list[dict]) -> float:
    """The largest error ``check``'s documented tolerance allows anywhere in these expected arrays
    (``synth.verify.tolerance.gpu_tolerance``: atol + rtol * |expected|; 0 for an exact check)."""
    return max(t.atol + t.rtol * magnitude(exp) for expected in draws for name, exp in expected.items() for t in (gpu_tolerance(check, spec, name, exp),))


def within(result, bound: float) -> bool:
    """The check allowed no more than ``bound`` at its binding element and erred no more than that anywhere."""
    return result.worst_error <= result.tolerance <= bound and result.max_error <= bound


@pytest.mark.stage("gpu_forward")
def test_gpu_forward_matches_cpu(case, result, settings, pipeline):
    """Warp's CUDA launch of the kernel gives the CPU reference's outputs within the GPU forward tolerance."""
    bound = allowed_at_most("forward", case.spec, pipeline.get(case, reference.forward).draws)
    assert within(result, bound), (result, bound)
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)


@pytest.mark.stage("gpu_backward")
def test_gpu_backward_matches_cpu(case, result, settings, pipeline):
    """wp.Tape's adjoints on the device match the CPU's, from the same seeded output gradients."""
    bound = allowed_at_most("backward", case.spec, [pipeline.get(case, gradcheck.backward).grads])
    assert within(result, bound), (result, bound)
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)


@pytest.mark.stage("gpu_binary")
def test_standalone_binary_matches_cpu(case, result, settings, pipeline):
    """The nvcc-built standalone executable, run on the device with the case's input file, writes the CPU reference's outputs."""
    bound = allowed_at_most("binary", case.spec, pipeline.get(case, reference.forward).draws)
    assert within(result, bound), (result, bound)
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)


@pytest.mark.stage("gpu_binary_exact")
def test_standalone_binary_matches_warp_cuda_bit_for_bit(case, result, settings):
    """Without contraction on either side (nvcc -fmad=false, Warp's fuse_fp off), the standalone
    executable writes the bits Warp's own CUDA launch writes (a float atomic_add target within the
    binary tolerance: the device sums in another order).

    Where nvcc and Warp's NVRTC are different releases that compile a math function the case calls
    differently (``synth.gpu.skew``), and only where the bits then differ, it is compared at the binary
    tolerance and says so (``SkewedExact``).

    The test checks that, without such a target or function, the comparison allowed no error at all."""
    spec = case.spec
    if isinstance(result, SkewedExact):
        assert result.skew.functions and 0 < result.max_error and result.worst_error <= result.tolerance, result
    elif not any(p.type.is_float and atomic_terms(spec, p.name) > 1 for p in spec.outputs):
        assert (result.worst_error, result.tolerance, result.max_error) == (0.0, 0.0, 0.0), result
    assert result.alias == target_of(settings).alias  # the device asked for (--gpu-device)
