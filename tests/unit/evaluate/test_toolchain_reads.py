"""A host whose compiler lives outside /usr (an H200 host's ``$CXX`` was /opt/gcc/bin/g++): the
evaluator's contained builds may read and run it, so the CPU emulation still judges candidates."""

from __future__ import annotations

import shutil

import pytest

from synth.evaluate import limits
from synth.evaluate.cuda_target import contained
from synth.model.failures import StageFailure
from synth.toolchain import emulate, sandbox

pytestmark = pytest.mark.needs_gxx
PROGRAM = "int main() { return 0; }\n"


@pytest.fixture
def compiler_elsewhere(tmp_path, monkeypatch):
    """$CXX: a g++ installed under a folder of its own (a wrapper script there, running the system's)."""
    if "landlock" not in sandbox.features():
        pytest.skip("this kernel has no Landlock: reads are not confined here")
    prefix = tmp_path / "opt" / "gcc"
    (prefix / "bin").mkdir(parents=True)
    wrapper = prefix / "bin" / "g++"
    wrapper.write_text(f'#!/bin/sh\nexec {shutil.which("g++")} "$@"\n')
    wrapper.chmod(0o755)
    monkeypatch.setenv("CXX", str(wrapper))
    return prefix


def test_the_compilers_prefix_is_readable_by_a_contained_build(compiler_elsewhere, tmp_path):
    assert limits.toolchain_prefixes() == (str(compiler_elsewhere),)
    assert str(compiler_elsewhere) in limits.with_toolchain(limits.BUILD).readable
    exe = emulate.build_text(PROGRAM, tmp_path / "build", limits.BUILD_WALL_S, contained(tmp_path / "build", limits.BUILD), flags=())
    assert exe.is_file()


def test_without_it_the_build_cannot_start_its_compiler(compiler_elsewhere, tmp_path):
    """What the evaluator did on that host: the emulation never built, for any candidate."""
    folder = tmp_path / "build"
    folder.mkdir()
    bare = sandbox.Contained(folder, limits.BUILD, sandbox.clean_env(None, folder))
    with pytest.raises(StageFailure, match="Permission denied"):
        emulate.build_text(PROGRAM, folder, limits.BUILD_WALL_S, bare, flags=())
