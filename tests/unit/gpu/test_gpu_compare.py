"""The device-vs-CPU comparison on fake outputs: passes carry their numbers, failures are ``mismatch``."""

from dataclasses import replace

import numpy as np
import pytest

from synth.generate.cases import Case
from synth.gpu.compare import GpuCheck, compare, compare_draws
from synth.gpu.device import Target
from synth.model.failures import StageFailure
from synth.verify.tolerance import atomic_terms, gpu_tolerance, tolerance

TARGET = Target("cuda:0", "NVIDIA H200", 90)
SPEC = replace(Case("arithmetic", 0).spec, dim=256)  # one float32 output "out" of the launch dimension


def expected():
    return {"out": np.linspace(-2.0, 3.0, SPEC.dim, dtype=np.float32)}


def test_identical_outputs_pass_with_zero_error():
    check = compare("forward", TARGET, SPEC, expected(), expected())
    assert isinstance(check, GpuCheck)
    assert (check.device, check.alias, check.arch, check.worst_error, check.max_error) == ("NVIDIA H200", "cuda:0", 90, 0.0, 0.0)
    assert check.tolerance > 0 and check.ratio == 0.0
    assert check.check_fields() == {"device": "NVIDIA H200", "device_alias": "cuda:0", "arch": 90, "max_error": 0.0}


def test_integer_outputs_compare_exactly_over_every_draw():
    """An integer array's allowance is zero: identical draws pass with ratio 0 (on an H100 this
    divided by zero before the fix), and one differing element is a mismatch."""
    spec = Case("integer", 0).spec  # one int32 output "out"
    draws = [{"out": np.arange(spec.dim, dtype=np.int32) * d} for d in range(3)]
    check = compare_draws("forward", TARGET, spec, draws, draws)
    assert isinstance(check, GpuCheck) and (check.worst_error, check.tolerance, check.ratio) == (0.0, 0.0, 0.0)
    wrong = [dict(d) for d in draws]
    wrong[2] = {"out": draws[2]["out"] + np.int32(1)}
    failed = compare_draws("forward", TARGET, spec, wrong, draws)
    assert isinstance(failed, StageFailure) and failed.label == "mismatch" and failed.message.startswith("input draw 2:")


def test_rounding_differences_pass_and_report_the_binding_element():
    exp = expected()
    actual = {"out": exp["out"] * np.float32(1 + 2e-6)}
    check = compare("forward", TARGET, SPEC, actual, exp)
    assert isinstance(check, GpuCheck)
    assert 0 < check.worst_error <= check.max_error < 1e-5 and 0 < check.ratio < 1
    tol = tolerance("forward", "float32")
    assert check.tolerance == pytest.approx(tol.atol * 3.0 + tol.rtol * abs(float(exp["out"][np.argmax(np.abs(exp["out"]))])))


def test_a_wrong_value_is_a_mismatch_with_both_arrays():
    actual = expected()
    actual["out"][7] += 0.01
    failure = compare("forward", TARGET, SPEC, actual, expected())
    assert isinstance(failure, StageFailure) and failure.label == "mismatch"
    assert "1/" in failure.message and "worst at (7,)" in failure.message and "cuda:0 NVIDIA H200 (sm_90)" in failure.message
    assert set(failure.artifacts) == {"out.gpu.npy", "out.cpu.npy"}


def test_nan_on_the_device_is_a_mismatch():
    actual = expected()
    actual["out"][0] = np.nan
    failure = compare("backward", TARGET, SPEC, actual, expected())
    assert isinstance(failure, StageFailure) and failure.label == "mismatch" and "inf" in failure.message


@pytest.mark.parametrize("actual", [{}, {"out": np.zeros(3, dtype=np.float32)}])
def test_missing_or_misshapen_output_is_a_mismatch(actual):
    failure = compare("binary", TARGET, SPEC, actual, expected())
    assert isinstance(failure, StageFailure) and failure.label == "mismatch" and "shape" in failure.message


def test_atol_scales_with_magnitude_and_atomic_sums():
    big = np.full(4, 1000.0)
    assert gpu_tolerance("forward", SPEC, "out", big).atol == pytest.approx(tolerance("forward", "float32").atol * 1000)
    assert gpu_tolerance("forward", SPEC, "out", np.full(4, 0.5)).atol == tolerance("forward", "float32").atol
    atomic = Case("atomic", 0).spec  # atomic_min into out (exact), atomic_add of 256 threads into out1's 2 slots
    assert atomic_terms(atomic, "out") == 1
    assert atomic_terms(atomic, "out1") == 128
    assert gpu_tolerance("forward", atomic, "out1", np.ones(2)).atol == pytest.approx(tolerance("forward", "float32").atol * 128)
    assert atomic_terms(SPEC, "out") == 1
