"""Per-case pipeline stages: one test function per stage over the generated ``case`` parameter.

Each stage's work is done once per batch (see synth/batch.py); a test asserts one case's
result, so a report says which stage failed for which case.
"""

import os

import pytest

from synth import codegen, gradcheck, reference, standalone
from synth.gradcheck_plugin import record_gradcheck
from synth.snapshots import CppSnapshot, CuSnapshot, PySnapshot


def test_ir_snapshot(case, stage, case_snapshot):
    """The Warp source and its four IR texts match the committed snapshots byte for byte."""
    source = stage(case, codegen.sources)
    texts = stage(case, codegen.ir)
    snapshot = case_snapshot
    assert source == snapshot(extension_class=PySnapshot, name="warp")
    assert texts["cpu_forward"] == snapshot(extension_class=CppSnapshot, name="cpu_forward")
    assert texts["cpu_backward"] == snapshot(extension_class=CppSnapshot, name="cpu_backward")
    assert texts["cuda_forward"] == snapshot(extension_class=CuSnapshot, name="cuda_forward")
    assert texts["cuda_backward"] == snapshot(extension_class=CuSnapshot, name="cuda_backward")


def test_cuda_ir_compiles(case, stage):
    """Warp's CUDA code for the case compiles to PTX through NVRTC, forward and backward, per arch."""
    results = stage(case, codegen.ptx)
    assert results, "no architecture was compiled"
    for result in results:
        assert set(result.entries) == {
            f"{case.kernel_name}_cuda_kernel_forward",
            f"{case.kernel_name}_cuda_kernel_backward",
        }, f"sm_{result.arch}: PTX entries {result.entries}"


def test_cpu_reference(case, stage):
    """The kernel runs forward on Warp's CPU device; its outputs are finite and not degenerate."""
    outputs = stage(case, reference.forward)
    spec = case.spec
    assert set(outputs) == {p.name for p in spec.outputs}
    for p in spec.outputs:
        assert outputs[p.name].shape == (spec.output_length(p), *p.type.shape)


def test_gradcheck(case, stage, record_property):
    """Warp's CPU backward matches central finite differences on every sample away from a kink.

    A category whose spec carries a ``grad_exclusion`` skips with that reason; the terminal
    summary counts excluded cases and samples per category.
    """
    result = stage(case, gradcheck.check)
    record_gradcheck(record_property, result)
    if result.exclusion:
        pytest.skip(f"gradient check excluded for {case.category}: {result.exclusion}")
    assert result.samples > result.excluded


def test_standalone_snapshot(case, stage, case_snapshot):
    """The standalone .cu (what the dataset ships) matches its committed snapshot."""
    assert stage(case, standalone.sources) == case_snapshot(extension_class=CuSnapshot, name="standalone")


def test_nvcc_compiles(case, stage):
    """nvcc compiles the .cu to PTX per architecture and to an executable; ptxas reports its resources."""
    result = stage(case, standalone.nvcc_build)
    for arch in stage.settings.archs:
        assert f".entry {case.kernel_name}(" in result.ptx[arch], f"sm_{arch}: no entry point for {case.kernel_name}"
        assert result.resources[arch]["registers"] > 0, f"sm_{arch}: ptxas reported no registers"
    assert result.command and os.access(result.command[0], os.X_OK), "no executable was built"


def test_cuda_emulation_matches_reference(case, stage):
    """The .cu kernel, run on the CPU through the CUDA shim, gives Warp's CPU outputs within tolerance."""
    check = stage(case, standalone.emulation)
    assert check.worst_error <= check.tolerance
