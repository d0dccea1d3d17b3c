"""Which CUDA device the gpu tests use, and why none can be used when that is so.

Detection goes through Warp itself (the device Warp launches on is the one that matters),
and every failing condition comes back as a reason, never an exception, so the plugin can
say in one line why nothing ran.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
from dataclasses import dataclass

from synth.model.failures import StageSkipped

DEFAULT_ALIAS = "cuda:0"
ALIAS = re.compile(r"^cuda:(\d+)$")
SETTINGS_KEY = "gpu"  # Settings.extra[SETTINGS_KEY]: the Probe of the selected device
MODES = ("first", "all", "unique_arch")


@dataclass(frozen=True)
class Target:
    """One CUDA device as Warp sees it: ``cuda:0``, ``NVIDIA H200``, compute capability 90."""

    alias: str
    name: str
    arch: int

    def describe(self) -> str:
        return f"{self.alias} {self.name} (sm_{self.arch})"


@dataclass(frozen=True)
class Probe:
    """The result of detection: a target, or the reason there is none; ``nvcc`` is why nvcc is unusable, or None."""

    target: Target | None
    reason: str | None = None
    nvcc: str | None = None


def parse_alias(raw: str) -> str:
    """``cuda:N``, validated; raises ValueError naming the expected form."""
    if not ALIAS.match(raw.strip()):
        raise ValueError(f"--gpu-device expects cuda:N with N a device index, e.g. cuda:0; got {raw!r}")
    return raw.strip()


def devices(mode: str, wp) -> list[Target]:
    """CUDA devices chosen by a named mode, like Warp's own ``get_test_devices``.

    ``first``: cuda:0 only; ``all``: every device; ``unique_arch``: the first device of each
    compute capability (one per architecture is enough to cover code generation).
    """
    if mode not in MODES:
        raise ValueError(f"unknown device mode {mode!r}; modes: {', '.join(MODES)}")
    found = [_target(wp, f"cuda:{n}") for n in range(wp.get_cuda_device_count())]
    if mode == "first":
        return found[:1]
    if mode == "unique_arch":
        seen: dict[int, Target] = {}
        for t in found:
            seen.setdefault(t.arch, t)
        return list(seen.values())
    return found


def _target(wp, alias: str) -> Target:
    d = wp.get_device(alias)
    return Target(alias, str(d.name), int(d.arch))


def detect(alias: str, wp=None) -> Probe:
    """Whether Warp can launch on ``alias``; ``wp`` is the Warp module (injected by unit tests)."""
    if wp is None:
        try:
            from synth.warp import warp_ir

            with _silenced():  # Warp's greeting and driver warning would bury the one-line reason
                wp = warp_ir.warp()
        except Exception as exc:
            return Probe(None, f"Warp cannot start: {type(exc).__name__}: {exc}")
    try:
        count = wp.get_cuda_device_count()
        if count == 0:
            driver = wp.get_cuda_driver_version()
            why = "no NVIDIA CUDA driver found" if driver is None else f"CUDA driver {_version(driver)} reports no device"
            return Probe(None, f"Warp sees no CUDA device ({why})")
        index = int(ALIAS.match(alias).group(1))
        if index >= count:
            listed = ", ".join(t.describe() for t in devices("all", wp))
            return Probe(None, f"{alias} was asked for, but Warp sees {count} CUDA device(s): {listed}")
        target = _target(wp, alias)
    except Exception as exc:
        return Probe(None, f"Warp cannot query {alias}: {type(exc).__name__}: {exc}")
    return Probe(target, None, nvcc_problem())


@contextlib.contextmanager
def _silenced():
    """Discard what native code writes to stdout and stderr (file descriptors 1 and 2) for a while."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), 1)
            os.dup2(devnull.fileno(), 2)
            try:
                yield
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os.dup2(saved[0], 1)
                os.dup2(saved[1], 2)
    finally:
        for fd in saved:
            os.close(fd)


def _version(v) -> str:
    return ".".join(str(x) for x in v) if isinstance(v, tuple) else str(v)


def nvcc_problem() -> str | None:
    """Why the standalone binaries cannot be built here (synth.toolchain.nvcc's reason), or None."""
    from synth.toolchain.nvcc import NvccNotFound, require_nvcc

    try:
        require_nvcc()
    except NvccNotFound as missing:
        return missing.reason
    return None


def target_of(settings) -> Target:
    """The device a gpu stage runs on (set by the plugin); skips when the run has none."""
    probe = settings.extra.get(SETTINGS_KEY)
    if probe is None or probe.target is None:
        reason = probe.reason if probe is not None else "no CUDA device selected (run the gpu tests with -m gpu on a CUDA host)"
        raise StageSkipped(reason)
    return probe.target
