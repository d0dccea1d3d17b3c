"""The comparison: adjoints against the finite differences on the samples away from kinks, within
the precision's tolerance and rounding allowance; ``grad_mismatch`` or ``degenerate`` where not."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from synth.model.failures import StageFailure
from synth.model.spec import KernelSpec
from synth.stages.gradcheck.differences import Differences, agree
from synth.stages.gradcheck.method import PER_THREAD, method_for
from synth.verify import tolerance


@dataclass
class GradCheck:
    """A passed gradient check of one case, with the numbers the report prints."""

    category: str
    samples: int = 0
    excluded: int = 0
    worst_abs: float = 0.0
    worst_rel: float = 0.0
    worst_ratio: float = 0.0
    seconds: float = 0.0
    inputs: tuple[str, ...] = ()  # the inputs whose adjoints were compared
    worst_error: float = 0.0  # |AD - FD| at the sample closest to failing (dataset records)
    tolerance: float = 0.0  # the error allowed at that sample
    method: str = PER_THREAD  # how the differences were taken: per_thread (every element) or sampled
    draws: int = 1  # input draws checked
    worst_draw: int = 0  # the draw the worst numbers come from

    def record(self) -> dict:
        """Plain fields (they travel from xdist workers in ``report.user_properties``)."""
        return dict(self.__dict__)

    def check_fields(self) -> dict:
        """What a dataset record says of this check besides worst_error/tolerance (synth.dataset.records.metrics)."""
        return {"method": self.method}


def compare(spec: KernelSpec, grads: dict[str, np.ndarray], diffs: dict[str, Differences]) -> GradCheck:
    """Adjoint against finite differences of a generated case (``compare_differences``), with a
    float16 kernel's half-adjoint allowance on top (``tolerance.half_adjoint_allowance``)."""
    method = next((d.method for d in diffs.values()), None) or method_for(spec)
    return compare_differences(spec.category, grads, diffs, method, lambda fd: tolerance.half_adjoint_allowance(spec, fd))


def compare_differences(category: str, grads: dict[str, np.ndarray], diffs: dict[str, Differences], method: str, extra=lambda fd: 0.0) -> GradCheck:
    """Adjoint against finite differences on the samples away from kinks; raises ``grad_mismatch``.

    Passes where |AD - FD| <= atol + rtol * |FD| + noise (the precision's tolerance: ``tolerance.GRADCHECK``
    or ``GRADCHECK_FLOAT64``) + ``extra(fd)``.
    A sample is excluded (a kink) where its ``spread`` exceeds ``GRAD_KINK_FRACTION`` of
    that allowance. Too few samples left for any one input (``GRAD_MIN_KEPT``) is
    ``degenerate``: the check of that input's adjoint would be vacuous.
    """
    result = GradCheck(category, method=method)
    problems, thin = [], []
    for name, d in diffs.items():
        tol = d.precision.tolerance
        fd, allowed, kept = select_level(d)
        allowed = allowed + extra(fd)
        ad = np.asarray(grads[name], dtype=np.float64).reshape(-1, fd.shape[1])
        ad = ad if d.elements is None else ad[d.elements]
        err = np.abs(ad - fd)
        err = np.where(np.isnan(err), np.inf, err)
        result.samples += fd.size
        result.inputs += (name,)
        result.excluded += int(np.count_nonzero(~kept))
        if kept.sum() < tolerance.GRAD_MIN_KEPT * kept.size:  # per input: one input's adjoint never goes unchecked
            thin.append(f"{name}: {int(kept.sum())} of {kept.size}")
        if not kept.any():
            continue
        with np.errstate(invalid="ignore", divide="ignore"):
            ratio = np.where(kept, err / allowed, -np.inf)  # an excluded sample is never the worst, even where every kept one is exact
        at = np.unravel_index(int(np.argmax(ratio)), ratio.shape)
        result.worst_abs = max(result.worst_abs, float(err[kept].max()))
        result.worst_rel = max(result.worst_rel, float((err / np.maximum(np.abs(fd), tol.atol))[kept].max()))
        if ratio[at] >= result.worst_ratio:
            result.worst_ratio, result.worst_error, result.tolerance = float(ratio[at]), float(err[at]), float(allowed[at])
        if ratio[at] > 1.0:
            bad = int(np.count_nonzero(ratio > 1.0))
            problems.append(
                f"{name}: {bad}/{int(kept.sum())} samples out of tolerance ({d.method}), worst at element {_element(d, at[0])} "
                f"component {at[1]}: adjoint {ad[at]:.7g} vs finite difference {fd[at]:.7g} (allowed {allowed[at]:.3g})"
            )
    if problems:
        raise StageFailure("grad_mismatch", "backward disagrees with finite differences: " + "; ".join(problems), _arrays(grads, diffs, extra))
    if thin:
        raise StageFailure(
            "degenerate",
            f"gradient check vacuous: too few samples away from kinks ({'; '.join(thin)}; "
            f"at least {tolerance.GRAD_MIN_KEPT:.0%} of each input's needed)",
            _arrays(grads, diffs, extra),
        )
    return result


def _element(d: Differences, row: int):
    """The array index of a sample row: an int for a 1-D array, a tuple otherwise."""
    flat = row if d.elements is None else int(d.elements[row])
    if len(d.extent) <= 1:
        return flat
    return tuple(int(v) for v in np.unravel_index(flat, d.extent))



def select_level(d: Differences) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per sample, the first step level whose estimates agree: (fd, allowed error, kept mask).

    A smaller step resolves high curvature (fast oscillation) that the larger one cannot,
    at the price of more rounding noise; a kink stays a kink at every level.
    """
    allowed = d.precision.tolerance.allowed(d.fd) + d.noise
    with np.errstate(invalid="ignore"):
        ok = agree(d.fd, d.spread, d.noise, d.precision)  # a level left NaN (not needed) is False here
    level = np.argmax(ok, axis=0)[None]  # first agreeing level (0 where none: then not kept)
    fd = np.take_along_axis(d.fd, level, axis=0)[0]
    return fd, np.take_along_axis(allowed, level, axis=0)[0], ok.any(axis=0)


def _arrays(grads: dict, diffs: dict[str, Differences], extra) -> dict:
    arrays = {f"{n}.grad.npy": np.asarray(g) for n, g in grads.items()}
    for n, d in diffs.items():
        fd, allowed, kept = select_level(d)
        arrays[f"{n}.fd.npy"] = fd
        arrays[f"{n}.allowed.npy"] = allowed + extra(fd)
        arrays[f"{n}.kept.npy"] = kept
        if d.elements is not None:
            arrays[f"{n}.elements.npy"] = d.elements  # the flat indices of fd's rows
    return arrays
