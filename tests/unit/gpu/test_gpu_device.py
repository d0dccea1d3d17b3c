"""Device detection and selection with a fake Warp: each failing condition gives its own reason."""

from pathlib import Path
from types import SimpleNamespace

import pytest

from synth.gpu.device import Probe, Target, detect, devices, parse_alias, target_of
from synth.model.failures import StageSkipped
from synth.stages.batch import Settings


class FakeWarp:
    """The four Warp calls detection makes, over a list of (name, arch) devices."""

    def __init__(self, found=(), driver=(12, 8), broken=False):
        self.found = list(found)
        self.driver = driver
        self.broken = broken

    def get_cuda_device_count(self):
        return len(self.found)

    def get_cuda_driver_version(self):
        return self.driver

    def get_device(self, alias):
        if self.broken:
            raise RuntimeError("CUDA_ERROR_UNKNOWN")
        name, arch = self.found[int(alias.split(":")[1])]
        return SimpleNamespace(name=name, arch=arch, alias=alias)


H200 = ("NVIDIA H200", 90)
A100 = ("NVIDIA A100-SXM4-80GB", 80)


@pytest.mark.parametrize("raw", ["cuda:0", "cuda:7", " cuda:12 "])
def test_parse_alias_accepts_cuda_n(raw):
    assert parse_alias(raw) == raw.strip()


@pytest.mark.parametrize("raw", ["0", "cuda", "cuda:", "cuda:x", "gpu:0", "cpu", "cuda:-1", "CUDA:0"])
def test_parse_alias_rejects_other_forms_naming_the_expected_one(raw):
    with pytest.raises(ValueError, match=r"expects cuda:N .* e\.g\. cuda:0"):
        parse_alias(raw)


def test_no_driver():
    probe = detect("cuda:0", FakeWarp(driver=None))
    assert probe.target is None
    assert probe.reason == "Warp sees no CUDA device (no NVIDIA CUDA driver found)"


def test_driver_without_devices():
    probe = detect("cuda:0", FakeWarp(driver=(12, 8)))
    assert probe.reason == "Warp sees no CUDA device (CUDA driver 12.8 reports no device)"


def test_index_beyond_the_devices_lists_them():
    probe = detect("cuda:2", FakeWarp([H200, A100]))
    assert probe.target is None
    assert "cuda:2 was asked for, but Warp sees 2 CUDA device(s)" in probe.reason
    assert "cuda:0 NVIDIA H200 (sm_90)" in probe.reason and "cuda:1 NVIDIA A100-SXM4-80GB (sm_80)" in probe.reason


def test_query_failure_is_a_reason_not_an_exception():
    probe = detect("cuda:0", FakeWarp([H200], broken=True))
    assert probe.target is None and "CUDA_ERROR_UNKNOWN" in probe.reason


def test_found_device_has_name_and_compute_capability(monkeypatch):
    monkeypatch.setattr("synth.toolchain.nvcc.find_nvcc", lambda: Path("/usr/local/bin/nvcc"))
    probe = detect("cuda:1", FakeWarp([H200, A100]))
    assert probe == Probe(Target("cuda:1", "NVIDIA A100-SXM4-80GB", 80), None, None)


def test_missing_nvcc_is_its_own_reason(monkeypatch):
    monkeypatch.setattr("synth.toolchain.nvcc.find_nvcc", lambda: None)
    probe = detect("cuda:0", FakeWarp([H200]))
    assert probe.target == Target("cuda:0", "NVIDIA H200", 90)
    assert probe.nvcc.startswith("nvcc not found")


def test_warp_that_cannot_start(monkeypatch):
    from synth.warp import warp_ir

    def broken():
        raise warp_ir.UnsupportedWarpError("warp-lang 1.18.0 is installed")

    monkeypatch.setattr(warp_ir, "warp", broken)
    probe = detect("cuda:0")
    assert probe.target is None and probe.reason.startswith("Warp cannot start: UnsupportedWarpError")


def test_device_modes():
    wp = FakeWarp([H200, A100, H200])
    assert [t.alias for t in devices("first", wp)] == ["cuda:0"]
    assert [t.alias for t in devices("all", wp)] == ["cuda:0", "cuda:1", "cuda:2"]
    assert [t.alias for t in devices("unique_arch", wp)] == ["cuda:0", "cuda:1"]
    assert devices("first", FakeWarp()) == []
    with pytest.raises(ValueError, match="modes: first, all, unique_arch"):
        devices("fastest", wp)


def test_stages_skip_with_the_reason_when_the_run_has_no_device(tmp_path):
    with pytest.raises(StageSkipped, match="run the gpu tests with -m gpu"):
        target_of(Settings(cache_dir=tmp_path))
    with pytest.raises(StageSkipped, match="no NVIDIA CUDA driver"):
        target_of(Settings(cache_dir=tmp_path, extra={"gpu": Probe(None, "Warp sees no CUDA device (no NVIDIA CUDA driver found)")}))
    target = Target("cuda:0", "NVIDIA H200", 90)
    assert target_of(Settings(cache_dir=tmp_path, extra={"gpu": Probe(target)})) == target
