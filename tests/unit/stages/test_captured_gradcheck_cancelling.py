"""The rounding allowance of the captured gradient check where an output's sum cancels
(``differences.rounding_magnitudes``; the derivation: ``GRAD_PROBES`` in synth/verify/tolerance.py).
Warp's own ``_dense_mv_kernel`` (warp.optim.linear) on float64 inputs shaped like a solver's iterate
(z = y - A x, rows of |z| ~ 30 from partial sums ~ 1e4) fails with 32 ulps of |out| although its adjoint
is exact, and passes with the magnitude of what the sum cancelled; an adjoint just outside the new
allowance is still caught; a kernel whose inputs do not cancel keeps its old allowance exactly."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from synth.stages.gradcheck import agreement, captured, differences
from synth.verify import tolerance
from synth.warp import recorder, warp_ir

ROWS = 48


def _cancelling_inputs() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A with entries up to 2.7e5 of either sign, x ~ 0.1, y = A x + a remainder of ~30: each row's
    80 terms reach partial sums of ~1e4 and cancel to ~30, as on the captured solver launches."""
    rng = np.random.default_rng(7)
    a = rng.uniform(-2.7e5, 2.7e5, (ROWS, ROWS)) * rng.uniform(0, 1, (ROWS, ROWS)) ** 4
    x = rng.uniform(-0.3, 0.3, ROWS)
    y = a @ x + rng.uniform(-40.0, 40.0, ROWS)
    return a, x, y


@pytest.fixture(scope="module")
def launches():
    """Warp's _dense_mv_kernel (float64) and captured_kernels.positive_sum launched once each under the recorder."""
    wp = warp_ir.warp()
    from warp._src.optim.linear import _dense_mv_kernel

    f64 = wp.float64
    dense = wp.overload(_dense_mv_kernel, [wp.array2d(dtype=f64), wp.array1d(dtype=f64), wp.array1d(dtype=f64), wp.array1d(dtype=f64), f64, f64])
    module = warp_ir.import_file(Path(__file__).resolve().parent / "captured_kernels.py", "synth_test_captured_kernels")
    a, x, y = _cancelling_inputs()
    positive = [wp.array(np.linspace(lo, hi, 8, dtype=np.float32), dtype=float, device="cpu") for lo, hi in ((0.2, 0.8), (0.3, 0.7))]
    rec = recorder.Recorder()
    with recorder.zeroed_host_memory(), rec.installed():
        args = [wp.array(v, dtype=f64, device="cpu") for v in (a, x, y)] + [wp.zeros(ROWS, dtype=f64, device="cpu"), f64(-1.0), f64(1.0)]
        wp.launch(dense, dim=(ROWS, 1), inputs=args, block_dim=1, device="cpu")
        wp.launch(module.positive_sum, dim=8, inputs=positive, outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
        same = [wp.array(np.linspace(0.2, 0.8, 8, dtype=np.float32), dtype=float, device="cpu") for _ in range(2)]
        wp.launch(module.equal_or_fallback, dim=8, inputs=same, outputs=[wp.zeros(8, dtype=float, device="cpu")], device="cpu")
    seen = {s.kernel.key: s for s in rec.seen.values()}
    return seen["_dense_mv_kernel"], seen["positive_sum"], seen["equal_or_fallback"]


def _check(s) -> dict:
    return captured.check(s.kernel, [launch.to_dict() for launch in s.launches], 1, True)


def _magnitudes_of_outputs(monkeypatch) -> None:
    """The allowance before the estimate: 32 ulps of |w out| alone."""
    monkeypatch.setattr(captured, "rounding_magnitudes", lambda run, words, base, *rest: {q: np.abs(v) for q, v in base.items()})


def test_warps_dense_mat_vec_fails_on_the_outputs_magnitude_and_passes_on_what_its_sums_cancelled(launches, monkeypatch):
    dense = launches[0]
    found = _check(dense)
    assert found.get("passed") is True and found["precision"] == "float64" and found["excluded"] == 0, found
    _magnitudes_of_outputs(monkeypatch)
    before = _check(dense)
    assert before["passed"] is False and before["label"] == "grad_mismatch", before


def _parts(s):
    """Launch 0's inputs, weights, Warp's adjoints and differences, as the check takes them."""
    launch = s.launches[0].to_dict()
    access, source = warp_ir.array_access(s.kernel, 1)
    found, base = captured.roles(s.kernel, launch, access, source)
    precision = tolerance.grad_precision_of(found["precision"])
    weights = captured._weights(s.kernel, base, found["outputs"], 0)
    grads = captured._adjoints(s.kernel, launch, found, weights)
    return found, base, weights, grads, captured._differences(s.kernel, launch, found, weights, 0, precision)


@pytest.mark.parametrize(("fraction", "caught"), [(0.9, False), (1.1, True)])
def test_an_adjoint_just_inside_the_new_allowance_passes_and_just_outside_fails(launches, fraction, caught):
    """Every sampled adjoint of A replaced by the difference plus ``fraction`` of its allowance (the allowance
    that the estimated magnitude gives), the other inputs' adjoints left exact."""
    _, _, _, grads, diffs = _parts(launches[0])
    fd, allowed, kept = agreement.select_level(diffs["A"])
    assert kept.all()
    planted = dict(grads)
    planted["A"] = grads["A"].copy()
    planted["A"][diffs["A"].elements] = fd + fraction * allowed
    if caught:
        with pytest.raises(Exception, match="A: 16/16 samples out of tolerance"):
            agreement.compare_differences("captured", planted, diffs, differences.SAMPLED)
    else:
        assert agreement.compare_differences("captured", planted, diffs, differences.SAMPLED).worst_ratio == pytest.approx(0.9, rel=1e-6)


def test_the_new_allowance_is_wider_than_32_ulps_of_the_outputs_only_where_they_cancel(launches):
    """dense: the magnitude of each row is at least 100 times |z| (what its sum cancelled), at most 10 times
    its largest partial sum; positive_sum (nothing cancels) and equal_or_fallback (every mixed move lands on
    the fallback, at both signs: a jump, not a rate): exactly |y|, so their noise is 32 ulps of |w y| over
    the step as before."""
    dense = launches[0]
    found, base, weights, _, diffs = _parts(dense)
    z = base.views["z"].astype(np.float64)
    a, x, _ = _cancelling_inputs()
    partial = np.abs(np.cumsum(-a * x[None, :], axis=1)).max(axis=1)
    rows = np.unravel_index(diffs["A"].elements, diffs["A"].extent)[0]
    level = diffs["A"].noise[0, :, 0]
    old = 32 * 2.0**-52 * np.abs(weights["z"].astype(np.float64) * z)[rows] / 2.0**-16
    assert (level >= 100 * old).all() and (level <= 32 * 2.0**-52 * 10 * np.abs(weights["z"])[rows] * partial[rows] / 2.0**-16).all()
    for kept in launches[1:]:
        found, base, weights, _, diffs = _parts(kept)
        y = base.views["y"].reshape(-1).astype(np.float64)
        terms = np.abs(weights["y"].reshape(-1).astype(np.float64) * y)
        for name in ("a", "b"):
            d = diffs[name]
            assert np.array_equal(d.noise[0, :, 0], 32 * 2.0**-23 * terms[d.elements] / 2.0**-7), (kept.kernel.key, name)
