"""The gradient check's own rules, each pinned from both sides at the number synth/verify/tolerance.py
derives (written here, not read from the code, so a rule changed in the code alone fails here):
the rounding allowance (GRAD_NOISE_ULPS = 32), the verdict's boundary (|AD - FD| = allowance passes),
a NaN or inf in one adjoint element, the minimum kept share per input (exactly 3/4 passes), the kink
rule's boundary, the refinement and stopping rules of the step levels, and the gradient degeneracy
rules (one non-finite element; zero only for every input at once).
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS, make_inputs
from synth.model.spec import FLOAT, KernelSpec, Load, Param, Store
from synth.stages import gradcheck
from synth.stages.gradcheck import differences as fd_module
from synth.verify.degeneracy import gradient_degeneracy

# tolerance.py's float32 derivation: rtol, atol, the rounding allowance's ulps, eps, the steps,
# the kink fraction and the kept share.
RTOL, ATOL, NOISE_ULPS, EPS, STEPS = 3e-3, 1e-4, 32.0, 2.0**-23, (2.0**-7, 2.0**-10)
KINK_FRACTION, MIN_KEPT = 0.5, 0.75


def derived_noise(magnitude: np.ndarray, h: float) -> np.ndarray:
    """32 ulps of the loss terms the moved element changes, over the step (tolerance.py)."""
    return NOISE_ULPS * EPS * magnitude / h


def synthetic(fd: np.ndarray, spread: np.ndarray | None = None, noise: float = 0.0) -> gradcheck.Differences:
    """One level of differences of a 1-D input (the second level not needed)."""
    levels = np.stack([fd, np.full_like(fd, np.nan)])[:, :, None]
    spread = np.zeros_like(levels) if spread is None else np.stack([spread, np.full_like(spread, np.nan)])[:, :, None]
    return gradcheck.Differences(levels, spread, np.full_like(levels, noise))


def store_spec(name: str, dim: int = 64) -> KernelSpec:
    """A kernel of broken_kernels.py as the check sees it: a[i] in (-1, 1) to out[i], per thread."""
    return KernelSpec(
        name, "unit", 7, dim, (Param("a", "in", FLOAT, (-1.0, 1.0)), Param("out", "out", FLOAT)), (Store("out", Load("a", FLOAT)),)
    )


SPEC = store_spec("correct", dim=8)


def outcome(grads: dict, diffs: dict, spec: KernelSpec = SPEC):
    """The check's result, or its failure label and message."""
    try:
        return gradcheck.compare(spec, grads, diffs)
    except StageFailure as failure:
        return failure


# ----------------------------------------------------------------------------- the rounding allowance (GRAD_NOISE_ULPS)


@pytest.mark.parametrize("method", [gradcheck.PER_THREAD, gradcheck.SAMPLED])
def test_the_rounding_allowance_is_32_ulps_of_the_changed_terms_from_both_sides(kernels, method):
    """Pins GRAD_NOISE_ULPS = 32 (x10 and x0.1 both fail): on out = a/2 + 64 the allowance is mostly rounding
    noise, and an adjoint off by 0.9 of atol + rtol |FD| + 32 eps |w out| / h passes, 1.1 of it fails."""
    spec = store_spec("large_offset")
    kernel, values = kernels("large_offset"), make_inputs(spec)
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    d = gradcheck.finite_differences(kernel, spec, values, run.adjoints, method=method)["a"]
    rows = np.arange(spec.threads) if d.elements is None else d.elements
    terms = np.abs(run.adjoints["out"].astype(np.float64) * run.outputs["out"].astype(np.float64))[rows]
    noise = derived_noise(terms, STEPS[0])
    assert np.allclose(d.noise[0, :, 0], noise, rtol=1e-12, atol=0), "the code's allowance is tolerance.py's 32 ulps"
    fd, _, kept = gradcheck.select_level(d)
    assert kept.all() and np.isnan(d.fd[1]).all(), "a straight line agrees at the first step: no second level runs"
    allowed = ATOL + RTOL * np.abs(fd[:, 0]) + noise
    noisy = noise / allowed > 0.5  # x10 moves such an allowance past 1.1 of it, x0.1 below 0.9 (a weight near 0: atol's)
    assert noisy.mean() > 0.9
    for factor, passes in ((0.9, True), (1.1, False)):
        grad = np.asarray(run.grads["a"], np.float64).copy()
        grad[rows] = fd[:, 0]
        grad[rows[noisy]] += factor * allowed[noisy] * np.where(rows[noisy] % 2, 1.0, -1.0)
        result = outcome({"a": grad}, {"a": d}, spec)
        if passes:
            assert isinstance(result, gradcheck.GradCheck) and result.worst_ratio == pytest.approx(0.9, rel=1e-6), factor
        else:
            assert isinstance(result, StageFailure) and result.label == "grad_mismatch", factor
            assert f"{noisy.sum()}/{len(rows)} samples out of tolerance" in result.message


# ----------------------------------------------------------------------------- the verdict and the non-finite adjoint


@pytest.mark.parametrize("noise", [0.0, 2.0**-10])
def test_an_error_of_exactly_the_allowance_passes_and_the_next_float_fails(noise):
    """Pins the verdict's ``ratio > 1`` (>= fails here): |AD - FD| equal to the allowance passes."""
    fd = np.zeros(8)
    allowed = ATOL + noise
    grad = fd.copy()
    grad[3] = allowed  # exactly: FD is 0, so |AD - FD| is the allowance's own float64
    result = outcome({"a": grad}, {"a": synthetic(fd, noise=noise)})
    assert isinstance(result, gradcheck.GradCheck) and result.worst_ratio == 1.0 and result.worst_error == allowed
    grad[3] = np.nextafter(allowed, np.inf)
    failure = outcome({"a": grad}, {"a": synthetic(fd, noise=noise)})
    assert isinstance(failure, StageFailure) and failure.label == "grad_mismatch" and "worst at element 3 component 0" in failure.message


def test_a_perfect_adjoint_still_reports_its_allowance():
    """Every error 0: the report's worst sample is the first, with its allowance (a record never says
    "0 of 0"): ratio 0, error 0, tolerance atol + rtol |FD| there."""
    fd = np.array([0.5, -2.0, 1.0])
    result = outcome({"a": fd.copy()}, {"a": synthetic(fd)})
    assert result.worst_ratio == 0.0 and result.worst_error == 0.0 and result.tolerance == ATOL + RTOL * 0.5


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf], ids=["nan", "inf", "-inf"])
def test_one_non_finite_adjoint_element_is_a_mismatch(kernels, bad):
    """Pins the agreement's NaN rule: ONE NaN (or inf) element among true adjoints is grad_mismatch,
    named, not a sample with no error (a NaN ratio is never > 1)."""
    spec = store_spec("correct")
    kernel, values = kernels("correct"), make_inputs(spec)
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    diffs = gradcheck.finite_differences(kernel, spec, values, run.adjoints)
    assert isinstance(outcome(run.grads, diffs, spec), gradcheck.GradCheck), "the true adjoints pass"
    _, _, kept = gradcheck.select_level(diffs["a"])
    at = int(np.flatnonzero(kept[:, 0])[7])  # a kept sample
    grads = {"a": run.grads["a"].copy()}
    grads["a"][at] = bad
    failure = outcome(grads, diffs, spec)
    assert isinstance(failure, StageFailure) and failure.label == "grad_mismatch"
    assert f"1/{int(kept.sum())} samples out of tolerance" in failure.message and f"worst at element {at} component 0" in failure.message


# ----------------------------------------------------------------------------- kept samples: the kink rule and the minimum share


def test_a_spread_of_exactly_half_the_allowance_is_kept_and_the_next_float_excluded():
    """Pins GRAD_KINK_FRACTION = 0.5 and its ``<=``: at FD = 0 and no noise the allowance is atol."""
    fd, spread = np.zeros(8), np.zeros(8)
    spread[2] = KINK_FRACTION * ATOL
    assert gradcheck.select_level(synthetic(fd, spread))[2][:, 0].all()
    spread[2] = np.nextafter(KINK_FRACTION * ATOL, np.inf)
    assert gradcheck.select_level(synthetic(fd, spread))[2][:, 0].tolist() == [True, True, False, True, True, True, True, True]
    spread[2] = KINK_FRACTION * ATOL * 0.9  # and the fraction is 0.5, not 0.45 (a 0.9 x boundary is still kept)
    assert gradcheck.select_level(synthetic(fd, spread))[2][:, 0].all()


def test_an_excluded_sample_is_never_the_reported_worst():
    """A kinked sample's wrong adjoint is neither a failure nor the report's worst: the worst is the
    kept samples' (here a 0.5 error on one of 8, 7 kept at 0.2 of their allowance)."""
    fd, spread = np.zeros(8), np.zeros(8)
    spread[0] = 1.0
    grad = np.full(8, 0.2 * ATOL)
    grad[0] = 0.5
    result = outcome({"a": grad}, {"a": synthetic(fd, spread)})
    assert result.excluded == 1 and result.worst_ratio == pytest.approx(0.2, rel=1e-12) and result.worst_error == pytest.approx(0.2 * ATOL)


def test_exactly_the_minimum_kept_share_passes_and_one_fewer_is_degenerate():
    """Pins GRAD_MIN_KEPT = 3/4 and its ``<``: 6 of 8 kept passes, 5 of 8 is degenerate."""
    fd = np.linspace(-1.0, 1.0, 8)
    for excluded, passes in ((2, True), (3, False)):
        assert (8 - excluded) / 8 >= MIN_KEPT if passes else (8 - excluded) / 8 < MIN_KEPT
        spread = np.zeros(8)
        spread[:excluded] = 1.0
        result = outcome({"a": fd.copy()}, {"a": synthetic(fd, spread)})
        if passes:
            assert isinstance(result, gradcheck.GradCheck) and result.excluded == excluded, result
        else:
            assert isinstance(result, StageFailure) and result.label == "degenerate" and f"a: {8 - excluded} of 8" in result.message


def test_the_kept_share_is_counted_per_input():
    """An input kept at 5/8 is degenerate beside one kept at 8/8 (13/16 over both would pass)."""
    fd = np.linspace(-1.0, 1.0, 8)
    spread = np.zeros(8)
    spread[:3] = 1.0
    spec = KernelSpec(
        "two",
        "unit",
        7,
        8,
        (Param("a", "in", FLOAT), Param("b", "in", FLOAT), Param("out", "out", FLOAT)),
        (Store("out", Load("a", FLOAT)),),
    )
    failure = outcome({"a": fd.copy(), "b": fd.copy()}, {"a": synthetic(fd), "b": synthetic(fd, spread)}, spec)
    assert (
        isinstance(failure, StageFailure)
        and failure.label == "degenerate"
        and "b: 5 of 8" in failure.message
        and "a:" not in failure.message
    )


# ----------------------------------------------------------------------------- step levels: the first agreeing one, and when to stop


def test_each_sample_takes_the_first_level_that_agrees():
    """Both levels agree: the first (less rounding); only the second: the second; neither: not kept."""
    fd = np.array([[[1.0], [2.0], [3.0]], [[1.5], [2.5], [3.5]]])
    spread = np.array([[[0.0], [1.0], [1.0]], [[0.0], [0.0], [1.0]]])
    noise = np.array([[[0.0], [0.0], [0.0]], [[1e-3], [2e-3], [0.0]]])
    chosen, allowed, kept = gradcheck.select_level(gradcheck.Differences(fd, spread, noise))
    assert chosen[:, 0].tolist()[:2] == [1.0, 2.5] and kept[:, 0].tolist() == [True, True, False]
    assert allowed[1, 0] == pytest.approx(ATOL + RTOL * 2.5 + 2e-3, rel=1e-12), "the chosen level's own allowance"


@pytest.mark.parametrize("method", [gradcheck.PER_THREAD, gradcheck.SAMPLED])
def test_the_second_step_runs_where_the_first_cannot_resolve_and_every_sample_is_kept(kernels, method):
    """Pins the refinement and stopping rules: sin(a) (even elements) agrees at h = 2^-7, sin(20 a) (odd)
    only at 2^-10. The per-thread search goes on while any element disagrees (stopping at its first
    level leaves the odd half unkept: degenerate); the sampled one stops per sample (the even ones
    have no second level)."""
    spec = store_spec("two_frequencies")
    kernel, values = kernels("two_frequencies"), make_inputs(spec)
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    d = gradcheck.finite_differences(kernel, spec, values, run.adjoints, method=method)["a"]
    rows = np.arange(spec.threads) if d.elements is None else d.elements
    odd = rows % 2 == 1
    assert odd.any() and (~odd).any()
    first = fd_module.agree(d.fd[0, :, 0], d.spread[0, :, 0], d.noise[0, :, 0], d.precision)
    assert first[~odd].all() and not first[odd].any(), "the first step resolves sin(a), not sin(20 a)"
    fd, _, kept = gradcheck.select_level(d)
    assert kept.all() and np.array_equal(fd[odd, 0], d.fd[1, odd, 0]) and np.array_equal(fd[~odd, 0], d.fd[0, ~odd, 0])
    if method == gradcheck.SAMPLED:
        assert np.isnan(d.fd[1, ~odd]).all(), "a sample that agreed at the first step runs no second one"
    result = gradcheck.compare(spec, run.grads, {"a": d})
    assert result.excluded == 0 and result.worst_ratio < 1.0


# ----------------------------------------------------------------------------- gradient degeneracy


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf], ids=["nan", "inf", "-inf"])
def test_one_non_finite_gradient_element_of_one_input_is_degenerate(bad):
    """Pins the ``all`` of the non-finite rule: one element of one input is enough."""
    a, b = np.linspace(-1.0, 1.0, 16), np.linspace(0.5, 2.0, 16)
    assert gradient_degeneracy({"a": a, "b": b}) is None
    b[9] = bad
    assert gradient_degeneracy({"a": a, "b": b}) == "gradient of 'b' has 1 non-finite values"
    assert gradient_degeneracy({"a": np.full(16, bad)}) == "gradient of 'a' has 16 non-finite values"


def test_zero_gradients_are_degenerate_only_for_every_input_at_once():
    """Pins the ``any``/``all`` of the zero rule: one input's zero gradient is checked, not refused;
    one nonzero element anywhere is a backward that does something."""
    zero, one = np.zeros(16), np.zeros(16)
    one[11] = -0.25
    assert gradient_degeneracy({"a": zero, "b": zero.copy()}) == "gradients of every input (a, b) are zero everywhere"
    assert gradient_degeneracy({"a": zero, "b": one}) is None
    assert gradient_degeneracy({"a": one}) is None
    assert gradient_degeneracy({"a": -zero}) == "gradients of every input (a) are zero everywhere", "-0.0 is zero"
    assert gradient_degeneracy({}) is None, "no input to differentiate is the backward stage's skip, not degeneracy"


# ----------------------------------------------------------------------------- the draws: every one checked, the counts added


def test_the_samples_and_exclusions_of_every_draw_are_added(kernels):
    """check_kernel's samples and excluded are the sums over the input draws of each draw's own
    comparison (|a - 0.001| excludes a few samples per draw), and its worst ratio their maximum;
    its seconds are the time its runs took: more than 0, no more than the call's own wall time."""
    spec = store_spec("kinked")
    kernel = kernels("kinked")
    start = time.perf_counter()
    total = gradcheck.check_kernel(kernel, spec)
    assert 0.0 < total.seconds <= time.perf_counter() - start
    per_draw = []
    for draw in range(DRAWS):
        values = make_inputs(spec, draw)
        run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec, draw))
        per_draw.append(gradcheck.compare(spec, run.grads, gradcheck.finite_differences(kernel, spec, values, run.adjoints, draw)))
    assert total.draws == DRAWS and total.samples == sum(r.samples for r in per_draw) == DRAWS * spec.threads
    assert total.excluded == sum(r.excluded for r in per_draw) and total.excluded > 0
    ratios = [r.worst_ratio for r in per_draw]
    assert total.worst_ratio == max(ratios) and total.worst_draw == int(np.argmax(ratios))


def test_the_sampled_method_moves_16_elements_per_input_and_draw():
    """tolerance.py's derivation: 16 elements of each float input per draw (4 launches per step level
    each, 64 for a scalar array), its corners among them: an adjoint wrong on a quarter of a 1-D
    interior escapes one draw's 14 drawn elements with probability (3/4)^14 = 1.8%. Written here:
    a 1-D array of 64 gives 16, its 2 corners included; a 4 x 5 grid 16 of 20, its 4 corners included;
    an array of 16 or fewer, every element."""
    for extent, corners in (((64,), {0, 63}), ((4, 5), {0, 4, 15, 19})):
        picked = set(fd_module.sample_indices(extent, 7, "a", 0).tolist())
        assert len(picked) == 16 and corners <= picked
    assert fd_module.sample_indices((16,), 7, "a", 0).tolist() == list(range(16))


def test_the_worst_sample_is_a_kept_one_even_when_every_kept_sample_is_exact():
    """Every kept sample agrees exactly (ratio 0) and the first one is excluded (a kink; a NaN input
    element of Warp's test_special_values): the check passes with the kept samples' numbers. It once
    reported the excluded sample's, worst_error inf over tolerance NaN, a pass the test then failed."""
    fd = np.array([np.nan, 0.5, -0.25, 1.0])
    d = synthetic(fd, spread=np.array([np.nan, 0.0, 0.0, 0.0]))
    grads = {"a": np.array([np.nan, 0.5, -0.25, 1.0])}
    found = outcome(grads, {"a": d}, store_spec("correct", dim=4))
    assert not isinstance(found, StageFailure), found
    assert found.excluded == 1 and found.worst_error == 0.0 and np.isfinite(found.tolerance) and found.tolerance > 0.0
