"""Output sanity checks shared by every stage: a degenerate result never counts as a pass."""

from __future__ import annotations

import numpy as np


def degeneracy(outputs: dict[str, np.ndarray], initial: dict[str, np.ndarray]) -> str | None:
    """Why these outputs are degenerate (NaN/Inf, all zero, constant, or untouched), or None.

    A kernel that writes nothing, or the same value everywhere, would pass many comparisons
    under absolute tolerances; such a case is a failure, not a training pair.
    """
    for name, out in outputs.items():
        values = np.asarray(out)  # in its own dtype: int64 values beyond 2^53 compare exactly
        if non_finite(name, values):
            return non_finite(name, values)
        if name in initial and np.array_equal(values, np.asarray(initial[name])):
            return f"output {name!r} equals its untouched buffer"
        if not np.any(values):
            return f"output {name!r} is all zero"
        if values.size > 1 and np.all(values == values.flat[0]):
            return f"output {name!r} is constant ({values.flat[0].item()!r})"
    return None


def non_finite(name: str, values) -> str | None:
    """Why a float output is degenerate for its NaN or infinite values (even one), or None."""
    values = np.asarray(values)
    if values.dtype.kind == "f" and not np.all(np.isfinite(values)):
        return f"output {name!r} has {int(np.count_nonzero(~np.isfinite(values)))} non-finite values"
    return None


def gradient_degeneracy(grads: dict[str, np.ndarray]) -> str | None:
    """Why input gradients are degenerate (NaN/Inf, or zero for every input), or None.

    Only cases whose forward passed get here, so the outputs vary with the inputs (they are
    not constant); gradients that are exactly zero everywhere then mean a backward pass that
    does nothing, and the gradient check would compare zeros with zeros.
    """
    # The rules, and why each is where it is (pinned by tests/unit/stages/test_gradcheck_guards.py):
    # - ONE non-finite element of any input's gradient is degenerate: the agreement excludes a sample
    #   whose finite difference is not finite too (no level agrees), so a NaN or inf adjoint there
    #   would be compared with nothing; a record must not carry such a backward. The forward's
    #   outputs passed ``non_finite`` (even one is degenerate there), so the non-finite value is the
    #   backward's own.
    # - Zero is degenerate only for EVERY input at once: one input's gradient may be exactly zero
    #   while the kernel is right (an input read only in a branch or select condition); the agreement
    #   then checks that zero against its finite differences. All of them zero is a backward that
    #   does nothing, which the agreement would pass at atol.
    for name, g in grads.items():
        values = np.asarray(g, dtype=np.float64)
        if not np.all(np.isfinite(values)):
            bad = int(np.count_nonzero(~np.isfinite(values)))
            return f"gradient of {name!r} has {bad} non-finite values"
    if grads and not any(np.any(np.asarray(g)) for g in grads.values()):
        return f"gradients of every input ({', '.join(grads)}) are zero everywhere"
    return None
