"""Stage failures carry one label, so a report says what kind of failure it was.

A stage raises ``StageFailure(label, message, artifacts)``; the plugin writes the artifacts
(kernel source, .cu, arrays, compiler stderr) next to the report.
"""

from __future__ import annotations

import traceback

LABELS = ("codegen_error", "ptx_error", "nvcc_error", "mismatch", "grad_mismatch", "degenerate", "timeout", "crash")


class StageFailure(Exception):
    """A case failed a stage. ``artifacts`` maps file names to text, bytes or numpy arrays."""

    def __init__(self, label: str, message: str, artifacts: dict | None = None) -> None:
        if label not in LABELS:
            raise ValueError(f"unknown failure label {label!r}; labels: {', '.join(LABELS)}")
        super().__init__(f"[{label}] {message}")
        self.label = label
        self.message = message
        self.artifacts = dict(artifacts or {})

    def __reduce__(self):
        """Copy and pickle with all three fields (``Batch.value`` raises a copy per test)."""
        return (type(self), (self.label, self.message, self.artifacts))


class StageSkipped(Exception):
    """A stage cannot run on this machine (e.g. no nvcc); the test skips with ``reason``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def crash(message: str) -> StageFailure:
    """A ``crash`` failure for the exception being handled, its traceback kept as an artifact."""
    return StageFailure("crash", message, {"traceback.txt": traceback.format_exc()})


def skipped_after(failed: StageFailure | StageSkipped, missing: str) -> StageSkipped:
    """The skip of a stage whose input (``missing``, e.g. "CPU reference") failed or was skipped."""
    what = f"[{failed.label}] {failed.message}" if isinstance(failed, StageFailure) else failed.reason
    return StageSkipped(f"no {missing}: {what}")
