"""What became of one candidate: a label, a message, and where its outputs first went wrong.

A candidate passes only when every output element of every input draw at every launch shape
is within tolerance of the reference; the first element that is not (in the order shapes,
draws, output arrays, then row-major) is reported, with both values and the allowance.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from numpy.lib.recfunctions import structured_to_unstructured

from synth.verify.compare import abs_error
from synth.verify.degeneracy import degeneracy
from synth.verify.tolerance import Tolerance

# label -> what it means; the order is the reference page's (docs/reference/evaluation.md)
LABELS = {
    "pass": "every output element of every input draw at every launch shape is within tolerance of the reference",
    "mismatch": "an output element differs from the reference by more than its tolerance (the first one is reported), "
    "or an input array the reference leaves as it was came out changed",
    "degenerate": "an output is NaN or infinite, all zero, constant, or left as it was, where the reference's is not",
    "out_of_bounds": "the kernel read or wrote outside a buffer, before its start or past its end (the CPU emulation's guard pages "
    "and canaries) or indexed a fixed-size array, a __shared__ tile among them, past its extent (UBSan)",
    "race": "two threads of a launch accessed one element with nothing ordering them and one access a plain write "
    "(the CPU emulation's race check: a missing __syncthreads(), a non-atomic update, a write into another block's elements), "
    "or a block's threads waited at different barriers",
    "crash": "the program exited non-zero, died of a signal (its memory or file-size limit among them), "
    "raised, or wrote no output file or a malformed one",
    "timeout": "the build or a run outran its CPU-time or wall-clock limit and was killed",
    "compile_error": "nvcc (cuda_kernel) or Python and Warp (python_source) could not build it",
    "invalid": "refused before building: no text, or (python_source) code that runs at import, an import of a module "
    "a candidate may not import, or a name bound again",
    "not_emulated": "nvcc builds it, but the CPU emulation cannot run it (it needs threads of a block to run together, "
    "or an intrinsic the emulation lacks) and there is no CUDA device here to run it on",
    "unscored": "the record cannot be judged here (no nvcc, a record this harness cannot rebuild); no fault of the candidate",
}
RACE_CHECK_DONE, RACE_CHECK_NOT_DONE = "done", "not done: "  # a Verdict's race_check: done, or not done and why


@dataclass
class Verdict:
    """One candidate's result. ``where``: the run that decided it (``cpu_emulation``, the device,
    ``warp_cpu``); ``first_difference``: the first element out of tolerance, for mismatch and degenerate;
    ``race_check``: whether a Warp candidate's race check was done; ``reference_races``: the races it was
    allowed because the record's own kernel has them at the judged launch."""

    label: str
    message: str = ""
    where: str = ""
    first_difference: dict | None = None
    shapes: list = field(default_factory=list)
    race_check: str = ""  # python_source: ``done`` or ``not done: <why>`` (synth.evaluate.python_races); '' where it does not apply
    reference_races: list = field(default_factory=list)  # the classes of race allowed because the record's own kernel has them (reference_races)

    def __post_init__(self) -> None:
        if self.label not in LABELS:
            raise ValueError(f"unknown label {self.label!r}; labels: {', '.join(LABELS)}")


def _plain(value) -> float | int | str:
    """A numpy element as JSON: an int, a finite float, or its name (nan, inf)."""
    item = np.asarray(value).item()
    if isinstance(item, float) and not np.isfinite(item):
        return repr(item)
    return item


def first_difference(actual: dict, expected: dict, tolerance_of: Callable[[str, np.ndarray], Tolerance]) -> dict | None:
    """The first element (arrays in ``expected``'s order, then row-major) outside tolerance, or
    None; a missing array or one of another shape is a difference at its first element."""
    for name, exp in expected.items():
        exp = np.asarray(exp)
        got = actual.get(name)
        if got is None or np.shape(got) != exp.shape:
            return {"array": name, "index": [], "got": f"shape {None if got is None else list(np.shape(got))}", "expected": f"shape {list(exp.shape)}"}
        if exp.size == 0:
            continue
        if exp.dtype.names:  # an array of structs (real code): its fields side by side, compared as numbers
            got, exp = structured_to_unstructured(np.asarray(got)), structured_to_unstructured(exp)
        with np.errstate(invalid="ignore"):  # inf - inf
            err = abs_error(got, exp)
        # a NaN where the reference has one, or its very infinity, agrees
        same = _same_special(np.asarray(got), exp) if exp.dtype.kind == "f" else np.zeros(exp.shape, dtype=bool)
        allowed = tolerance_of(name, exp).allowed(exp)
        if exp.dtype.kind == "f":  # an infinite reference allows no error (rtol times infinity would allow any)
            allowed = np.where(np.isfinite(exp), allowed, 0.0)
        bad = np.flatnonzero(~((err <= allowed) | same))
        if bad.size:
            at = np.unravel_index(int(bad[0]), exp.shape)
            return {
                "array": name,
                "index": [int(i) for i in at],
                "got": _plain(np.asarray(got)[at]),
                "expected": _plain(exp[at]),
                "allowed": float(allowed[at]),
                "elements_out_of_tolerance": int(bad.size),
                "elements": int(exp.size),
            }
    return None


def _same_special(got: np.ndarray, exp: np.ndarray) -> np.ndarray:
    """Elements where both sides are NaN, or the same infinity (real code's reference can hold
    either: a division by a zero length in a synthesized input); a NaN against a number still differs."""
    with np.errstate(invalid="ignore"):
        got = got.astype(np.float64)
        exp = exp.astype(np.float64)
        return (np.isnan(got) & np.isnan(exp)) | (np.isinf(got) & (got == exp))


def judge_run(actual: dict, expected: dict, initial: dict, tolerance_of, where: str, context: dict) -> Verdict | None:
    """None when one run's outputs match; else a mismatch, or degenerate when the candidate's
    outputs are degenerate (``synth.verify.degeneracy``) and the reference's are not. ``context``
    (the shape and draw) goes into the first difference."""
    diff = first_difference(actual, expected, tolerance_of)
    if diff is None:
        return None
    diff = {**context, **diff}
    why = degeneracy(actual, initial) if not degeneracy(expected, initial) else None
    at = f"{diff['array']}{diff['index']} at launch {context.get('shape')} draw {context.get('draw')}"
    if why:
        return Verdict("degenerate", f"{why}; first difference {at}: got {diff['got']}, expected {diff['expected']}", where, diff)
    return Verdict("mismatch", f"first difference {at}: got {diff['got']}, expected {diff['expected']}", where, diff)
