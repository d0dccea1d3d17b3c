"""Per-case pipeline stages: one test function per stage over the generated ``case`` parameter.

Each stage's work is done once per batch (see synth/batch.py); a test asserts one case's
result, so a report says which stage failed for which case.
"""

from synth import codegen, reference
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
