"""Compiler outputs are reused by content: a second identical build compiles nothing, a changed
source builds anew."""

import dataclasses

import pytest

from synth.generate.cases import Case
from synth.model.spec import FLOAT, Binary, Const, Load, Store
from synth.stages import cuda_builds
from synth.toolchain import build_cache, nvcc

SPECS = [Case("arithmetic", 0).spec, Case("vector", 1).spec]


def test_store_is_atomic_and_first_writer_wins(tmp_path):
    key = build_cache.key_of("tool", "flags", "source")
    assert build_cache.lookup(tmp_path, key) is None
    first = build_cache.store(tmp_path, key, {"out.txt": "one"})
    second = build_cache.store(tmp_path, key, {"out.txt": "two"})
    assert first == second == build_cache.lookup(tmp_path, key)
    assert (first / "out.txt").read_text() == "one"
    assert not [p for p in first.parent.iterdir() if p.name.startswith(".")]  # no temp folder left
    assert build_cache.key_of("a", "bc") != build_cache.key_of("ab", "c")


@pytest.mark.skipif(nvcc.find_nvcc() is None, reason="nvcc is not installed")
def test_nvcc_batch_is_reused_and_changes_rebuild(tmp_path):
    cache = tmp_path / "builds"
    first = cuda_builds.compile_specs(SPECS, (90,), tmp_path / "a", cache=cache)
    again = cuda_builds.compile_specs(SPECS, (90,), tmp_path / "b", cache=cache)
    for spec in SPECS:
        assert "cached" not in first[spec.name].timings
        assert again[spec.name].timings == {"cached": 0.0}
        assert again[spec.name].ptx == first[spec.name].ptx
        assert again[spec.name].resources == first[spec.name].resources
    assert (tmp_path / "b" / "batch").is_file()  # the executable is in place for the next stage
    changed = dataclasses.replace(SPECS[0], body=(Store("out", Binary("mul", Load("a", FLOAT), Const(5.0), FLOAT)),))
    rebuilt = cuda_builds.compile_specs([changed, SPECS[1]], (90,), tmp_path / "c", cache=cache)
    assert "cached" not in rebuilt[changed.name].timings


@pytest.mark.needs_gxx
def test_emulation_build_is_reused(tmp_path):
    cache = tmp_path / "builds"
    exe = cuda_builds.build_emulation(SPECS, tmp_path / "a", cache=cache)
    entries = list(cache.glob("*/*"))
    again = cuda_builds.build_emulation(SPECS, tmp_path / "b", cache=cache)
    assert again.read_bytes() == exe.read_bytes()
    assert list(cache.glob("*/*")) == entries  # nothing new was built
