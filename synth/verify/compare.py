"""Array-by-array comparison under a tolerance, shared by every check against the CPU reference
(the CPU emulation of the .cu, the GPU launches, the standalone binary on the device)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from synth.verify.tolerance import Tolerance


@dataclass(frozen=True)
class Agreement:
    """How close a passing comparison came: the element closest to failing (largest error /
    allowed error) gives ``worst_error`` and ``tolerance``; ``max_error`` is the largest error."""

    worst_error: float
    tolerance: float
    max_error: float
    arrays: tuple[str, ...] = ()  # the output arrays compared

    @property
    def ratio(self) -> float:
        return error_ratio(self.worst_error, self.tolerance)


def error_ratio(error: float, allowed: float) -> float:
    """error / allowed, where a zero allowance (exact checks: integers) makes any error infinite and none 0."""
    return error / allowed if allowed else (float("inf") if error else 0.0)


def abs_error(got, exp) -> np.ndarray:
    """|got - exp| elementwise in float64, a NaN on either side infinite. Integers compare
    exactly first: two int64 values 1 apart beyond 2^53 round to the same float64, so a
    differing integer element has an error of at least 1. Floats of one dtype compare by their
    bits first: the same bits are no error (one infinity, one NaN), and bits that differ where
    the values are equal (+0 and -0) the smallest error there is, 2^-1074: nothing to a
    tolerance, a failure of an exact check. Two NaNs are the same value, whatever their bits: IEEE
    754 leaves the sign and payload of a NaN an operation makes unspecified, and a compiler orders
    a commutative operation's operands as it likes (NaN + NaN keeps one or the other: g++ and Warp's
    clang differ on warp-examples' ``eval_springs`` where both ends of a spring are one particle)."""
    got, exp = np.asarray(got), np.asarray(exp)
    with np.errstate(invalid="ignore"):  # inf - inf: NaN, made infinite below
        err = np.abs(got.astype(np.float64) - exp.astype(np.float64))
    if got.dtype.kind in "iu" and exp.dtype.kind in "iu":
        differ = got != exp if got.dtype == exp.dtype else got.astype(object) != exp.astype(object)
        return np.where(differ, np.maximum(err, 1.0), 0.0)
    err = np.where(np.isnan(err), np.inf, err)
    if got.dtype == exp.dtype and got.dtype.kind == "f":
        bits = np.dtype(f"u{got.dtype.itemsize}")
        same = np.ascontiguousarray(got).view(bits) == np.ascontiguousarray(exp).view(bits)
        same |= np.isnan(got) & np.isnan(exp)
        err = np.where(same, 0.0, np.maximum(err, np.finfo(np.float64).smallest_subnormal))
    return err


def same_values(a, b) -> bool:
    """Whether two arrays hold the same values bit for bit, but for NaNs, which are the same value
    whatever their sign and payload (``abs_error``)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.tobytes() == b.tobytes() and a.shape == b.shape:
        return True
    return a.shape == b.shape and a.dtype == b.dtype and a.dtype.kind == "f" and not abs_error(a, b).any()


def compare_arrays(
    actual: dict, expected: dict, tolerance_of: Callable[[str, np.ndarray], Tolerance], sides: tuple[str, str]
) -> tuple[Agreement, list[str]]:
    """Compare every expected array with its actual one: (agreement, problems); no problems = pass.

    ``sides`` names the two results in the messages, e.g. ("cuda:0", "cpu"). A NaN on one
    side is an infinite error.
    """
    problems: list[str] = []
    binding = (-1.0, 0.0, 1.0)  # (ratio, error, allowed) of the element closest to failing
    max_error = 0.0
    for name, exp in expected.items():
        got = actual.get(name)
        if got is None or np.shape(got) != np.shape(exp):
            problems.append(f"{name}: shape {None if got is None else np.shape(got)} on {sides[0]}, {np.shape(exp)} on {sides[1]}")
            continue
        err = abs_error(got, exp)
        if err.size == 0:
            continue
        with np.errstate(invalid="ignore", over="ignore"):
            allowed = tolerance_of(name, exp).allowed(exp)
        allowed = np.where(np.isfinite(allowed), allowed, 0.0)  # a non-finite expected value is matched exactly, never by a NaN allowance
        # error / allowed, where a zero allowance (exact checks) makes any error infinite, never NaN
        ratio = np.divide(err, allowed, out=np.where(err > 0, np.inf, 0.0), where=allowed > 0)
        at = np.unravel_index(int(np.argmax(ratio)), ratio.shape)
        max_error = max(max_error, float(err.max()))
        if ratio[at] > binding[0]:
            binding = (float(ratio[at]), float(err[at]), float(allowed[at]))
        if np.any(err > allowed):
            problems.append(
                f"{name}: {int(np.count_nonzero(err > allowed))}/{err.size} elements out of tolerance, worst at "
                f"{tuple(int(i) for i in at)}: {sides[0]} {np.asarray(got)[at]!r} vs {sides[1]} {np.asarray(exp)[at]!r} "
                f"({ratio[at]:.3g}x the allowed error)"
            )
    return Agreement(binding[1], binding[2], max_error, tuple(sorted(expected))), problems


def mismatch_arrays(actual: dict, expected: dict, sides: tuple[str, str]) -> dict:
    """Both sides' arrays as ``<name>.<side>.npy`` artifacts."""
    return {f"{n}.{side}.npy": np.asarray(v) for side, d in zip(sides, (actual, expected), strict=True) for n, v in d.items()}


def elements_sorted(value: np.ndarray, ndim: int) -> np.ndarray:
    """An array's elements in sorted order, each element's components kept together (a vector
    element is one row), in the array's own shape: the form in which two results that are
    permutations of each other compare equal (a kernel whose threads' order decides where a
    value goes: ``synth.warp.thread_order``)."""
    value = np.asarray(value)
    count = int(np.prod(value.shape[:ndim], dtype=np.int64))
    rows = value.reshape(count, -1)
    order = np.lexsort(rows.T[::-1]) if rows.shape[1] else np.arange(count)
    return rows[order].reshape(value.shape)


ELEMENT_BY_ELEMENT = "element by element"


def compare_in_any_order(actual: dict, expected: dict, tolerance_of, sides: tuple[str, str], ndim_of: Callable[[str], int], order: str) -> tuple[Agreement, list[str], str]:
    """``compare_arrays``; where it fails and ``order`` says why the threads' order decides the results
    (``synth.warp.thread_order``), again as the multiset of each array's elements (``elements_sorted``,
    ``ndim_of`` an array's dimensions): (agreement, problems, how they were compared)."""
    agreement, problems = compare_arrays(actual, expected, tolerance_of, sides)
    if not problems or not order:
        return agreement, problems, ELEMENT_BY_ELEMENT
    agreement, problems = compare_arrays(
        {name: elements_sorted(v, ndim_of(name)) for name, v in actual.items()},
        {name: elements_sorted(v, ndim_of(name)) for name, v in expected.items()},
        tolerance_of,
        sides,
    )
    return agreement, problems, f"as the multiset of each array's elements: {order}"
