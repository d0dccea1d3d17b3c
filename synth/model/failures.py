"""Stage failures carry one label, so a report says what kind of failure it was.

A stage raises ``StageFailure(label, message, artifacts)``; the plugin writes the artifacts
(kernel source, .cu, arrays, compiler stderr) next to the report.
"""

from __future__ import annotations

import traceback

# The one place that says whose fault a failure is.
# A case failure belongs to the kernel and is deterministic: the dataset records it and a rerun
# does not try the case again.
# ``dead_input`` / ``dead_branch``: code that never matters on the drawn inputs (synth.stages.liveness).
# ``out_of_bounds`` / ``run_error``: a kernel of existing code that reads out of bounds in Warp's
# debug mode, or fails otherwise, on every input set tried (synth.stages.modules).
# ``record_field``: a record field that is not what the dataset card says it is (synth.stages.promises).
# ``undefined_behavior``: the emulated .cu did something C++ leaves undefined (UBSan, synth.toolchain.emulate).
# ``race``: a tile kernel's standalone .cu whose result depends on the order of a block's threads
# between barriers, or whose threads reach different barriers (a missing or misplaced
# ``__syncthreads()``, found by the emulation: synth/render/cuda/cuda_shim.h).
CASE_LABELS = (
    "codegen_error", "ptx_error", "nvcc_error", "mismatch", "grad_mismatch", "degenerate", "dead_input", "dead_branch", "out_of_bounds", "run_error",
    "record_field", "undefined_behavior", "race",
)  # fmt: skip
# An environment failure belongs to the machine or the harness (a tool that hangs, crashes or
# cannot start, a worker that died, an exception of ours, a full disk): it is never recorded as
# the case's result, so the next run on the dataset folder tries the case again.
ENVIRONMENT_LABELS = ("timeout", "crash")
LABELS = CASE_LABELS + ENVIRONMENT_LABELS
MEANINGS = {  # one line per label, for the failure-label reference (docs/reference/stages.md, python -m synth.docs)
    "codegen_error": "Warp could not import, generate or build the kernel (or g++ could not build its emulation)",
    "ptx_error": "NVRTC could not compile Warp's CUDA text to PTX",
    "nvcc_error": "nvcc could not compile the standalone .cu (to PTX, to an executable, or for the device)",
    "mismatch": "outputs differ from Warp's CPU reference beyond the tolerance (the emulation: in any bit; gpu checks), a tile kernel's launch exceeds its __launch_bounds__ (emulation), or a stage test's assertion failed",
    "grad_mismatch": "an adjoint differs from the finite differences beyond the gradient check's allowance",
    "degenerate": "outputs all zero, constant or left untouched, gradients zero everywhere, or too few gradient samples left away from kinks",
    "dead_input": "an input parameter changes no output on any input draw",
    "dead_branch": "a branch, loop body, select arm or @wp.func never runs for any thread on any input draw",
    "out_of_bounds": "a kernel of existing code reads out of bounds in Warp's debug mode on every input set tried",
    "run_error": "a kernel of existing code fails otherwise on every input set tried (or its debug build fails)",
    "record_field": "a record field is not what the dataset card says it is (the message names the field)",
    "undefined_behavior": "the emulated .cu did something C++ leaves undefined (UBSan: a float cast out of range, a signed overflow, an over-wide shift)",
    "race": "a tile kernel's emulated .cu gives results that depend on the order of a block's threads between barriers, or its threads wait at different barriers (a missing or misplaced __syncthreads())",
    "timeout": "a compiler or a run passed its time bound; its whole process group was killed",
    "crash": "a tool killed by a signal or that cannot start, a worker that died, or an exception of the harness",
}
# A compiler error that quotes one of these was caused by the machine, not by the kernel's text.
ENVIRONMENT_SIGNS = (
    "No space left on device",
    "Disk quota exceeded",
    "Read-only file system",
    "Permission denied",
    "Input/output error",
    "Cannot allocate memory",
    "Too many open files",
    "virtual memory exhausted",
    "out of memory",
    "internal compiler error",  # the compiler crashed (cc1plus, cicc): its bug, not the kernel's text
    # nvcc refusing the machine's host compiler: "#error -- unsupported GNU version! ... The nvcc flag
    # '-allow-unsupported-compiler' can be used ...", "nvcc fatal : Failed to preprocess host compiler
    # properties", "Cannot find compiler 'cl.exe' in PATH": every case would fail the same way
    "-allow-unsupported-compiler",
    "host compiler",
    "Cannot find compiler",
)


class StageFailure(Exception):
    """A case failed a stage. ``artifacts`` maps file names to text, bytes or numpy arrays.

    ``known`` says why the failure is by design, known before the check or from what it found (a
    kernel written to run only inside its program, a custom adjoint): the case is rejected with its
    label all the same, but its test is an xfail with that reason, so FAILED means "look at this".
    """

    def __init__(self, label: str, message: str, artifacts: dict | None = None, known: str | None = None) -> None:
        if label not in LABELS:
            raise ValueError(f"unknown failure label {label!r}; labels: {', '.join(LABELS)}")
        if known is not None and label not in CASE_LABELS:
            raise ValueError(f"an environment failure ({label}) is never known by design")
        super().__init__(f"[{label}] {message}")
        self.label = label
        self.message = message
        self.artifacts = dict(artifacts or {})
        self.known = known

    def __reduce__(self):
        """Copy and pickle with every field (``Batch.value`` raises a copy per test)."""
        return (type(self), (self.label, self.message, self.artifacts, self.known))


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


def is_environment(exc: BaseException | None) -> bool:
    """Whether a test's exception is the environment's fault (see ENVIRONMENT_LABELS): a rerun retries it.

    An assertion of a stage test is the case's (``mismatch``); any other exception that is not a
    StageFailure is ours or the machine's; a compile error is the machine's when its message or
    the tool's stderr names an environment cause (a full disk, a read-only folder, no memory).
    """
    if isinstance(exc, AssertionError):
        return False
    if not isinstance(exc, StageFailure):
        return exc is not None
    if exc.label in ENVIRONMENT_LABELS:
        return True
    texts = [exc.message, *(v for k, v in exc.artifacts.items() if k.endswith(".stderr") and isinstance(v, str))]
    return any(sign in text for text in texts for sign in ENVIRONMENT_SIGNS)
