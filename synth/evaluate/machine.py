"""What this host can judge candidates with: nvcc, g++, a CUDA device (found as the gpu tests find it)."""

from __future__ import annotations

from dataclasses import dataclass

from synth.toolchain import emulate, nvcc


@dataclass(frozen=True)
class Machine:
    """``device``: the CUDA device candidates also run on (``synth.gpu.device.Target``), or None with
    ``device_reason``; ``nvcc``: its path, or None with ``nvcc_reason``; ``arch``: what the
    compile check builds for (the device's, else the harness's default)."""

    device: object | None
    device_reason: str | None
    nvcc: str | None
    nvcc_reason: str | None
    gxx: str | None
    arch: int

    def describe(self) -> dict:
        return {
            "device": self.device.describe() if self.device is not None else None,
            "device_reason": self.device_reason,
            "nvcc": self.nvcc,
            "nvcc_reason": self.nvcc_reason,
            "gxx": self.gxx,
            "compile_arch": f"sm_{self.arch}",
        }


def detect(use_device: bool, alias: str = "cuda:0") -> Machine:
    """The tools and, when ``use_device``, the device ``alias`` through ``synth.gpu.device.detect`` (Warp's view)."""
    found = nvcc.find_nvcc()
    nvcc_reason = None
    if found is None:
        try:
            nvcc.require_nvcc()
        except nvcc.NvccNotFound as missing:
            nvcc_reason = str(missing)
    device, reason = None, "not asked for (--device cpu)"
    if use_device:
        from synth.gpu.device import detect as detect_device

        probe = detect_device(alias)
        device, reason = probe.target, probe.reason
        if device is not None and found is None:
            device, reason = None, f"{probe.target.describe()} is there, but {nvcc_reason}"
    arch = device.arch if device is not None else nvcc.DEFAULT_ARCHS[0]
    return Machine(device, reason, str(found) if found else None, nvcc_reason, emulate.find_gxx(), arch)
