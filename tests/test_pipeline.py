"""Per-case pipeline stages: one test function per registered stage over the generated ``case`` parameter.

Each test is marked with its stage's name (``synth.stages.registry``), which is what a dataset
record calls the check; ``result`` is the case's value of that stage, computed once per batch.
A stage that fails raises its labelled StageFailure before the test body runs.
"""

import math
import os

import pytest

from synth.model.inputs import DRAWS, make_inputs
from synth.model.spec import HANDLE_KINDS
from synth.model.tiles import summed_terms
from synth.plugin.snapshots import CppSnapshot, CuSnapshot, PySnapshot
from synth.stages import codegen, liveness, reference, registry
from synth.stages.gradcheck.method import PER_THREAD
from synth.verify.tolerance import GRAD_SAMPLED_ELEMENTS


@pytest.mark.stage("ir_snapshot")
def test_ir_snapshot(result, case_snapshot):
    """The Warp source and its four IR texts match the committed snapshots byte for byte."""
    snapshot = case_snapshot
    assert result["python_source"] == snapshot(extension_class=PySnapshot, name="warp")
    assert result["cpu_forward"] == snapshot(extension_class=CppSnapshot, name="cpu_forward")
    assert result["cpu_backward"] == snapshot(extension_class=CppSnapshot, name="cpu_backward")
    assert result["cuda_forward"] == snapshot(extension_class=CuSnapshot, name="cuda_forward")
    assert result["cuda_backward"] == snapshot(extension_class=CuSnapshot, name="cuda_backward")


@pytest.mark.stage("nvrtc")
def test_cuda_ir_compiles(case, result, settings):
    """Warp's CUDA code for the case compiles to PTX through NVRTC, forward and backward (forward only for
    a kernel declared ``enable_backward=False``), for every arch asked for; entries carry Warp's name
    for the kernel (a factory's kernel: its qualified name)."""
    assert [r.arch for r in result] == list(settings.archs)
    passes = ("forward", "backward") if case.spec.enable_backward else ("forward",)
    for r in result:
        assert set(r.entries) == {f"{case.spec.warp_key}_cuda_kernel_{p}" for p in passes}, f"sm_{r.arch}: PTX entries {r.entries}"


@pytest.mark.stage("cpu_reference")
def test_cpu_reference(case, result, pipeline):
    """The kernel runs forward on Warp's CPU device on each input draw (finite, non-degenerate outputs: the stage's own check).

    The test checks each draw's outputs against the inputs' own layout (``synth.model.inputs``:
    the dtype and shape of the output's initial values, which the stage converted to Warp arrays
    and back), and that launching the kernel again on draw 0's inputs gives draw 0's outputs bit
    for bit: the reference is reproducible, and is that of the inputs a record's draw 0 names.
    """
    spec = case.spec
    assert len(result.draws) == DRAWS
    for draw, outputs in enumerate(result.draws):
        initial = make_inputs(spec, draw)
        layout = {p.name: (initial[p.name].dtype, initial[p.name].shape) for p in spec.outputs}
        assert {name: (a.dtype, a.shape) for name, a in outputs.items()} == layout, f"draw {draw}"
    again = reference.run_forward(pipeline.get(case, codegen.cpu_kernels), spec, make_inputs(spec, 0))
    assert {name: a.tobytes() for name, a in again.items()} == {name: a.tobytes() for name, a in result.items()}


@pytest.mark.stage("gradcheck")
def test_gradcheck(case, result):
    """Warp's CPU backward matches central finite differences on every sample away from a kink (the stage fails otherwise).

    The test checks that the adjoint of every float input array was compared; the numbers go
    to the terminal summary per category (``Stage.summary``).

    The test checks the number of samples compared against the spec: on each input draw, every
    float component of every element of each float input array (``per_thread``), or of at most
    ``GRAD_SAMPLED_ELEMENTS`` elements of it (``sampled``).
    """
    spec = case.spec

    def samples(p) -> int:
        elements = math.prod(spec.array_shape(p))
        return (elements if result.method == PER_THREAD else min(elements, GRAD_SAMPLED_ELEMENTS)) * p.type.components

    assert result.draws == DRAWS
    assert result.samples == DRAWS * sum(samples(p) for p in spec.inputs if p.type.is_float) > 0, (result.method, result.samples)


@pytest.mark.stage("standalone_snapshot")
def test_standalone_snapshot(result, case_snapshot):
    """The standalone .cu (what the dataset ships) matches its committed snapshot."""
    assert result.text == case_snapshot(extension_class=CuSnapshot, name="standalone")


@pytest.mark.stage("nvcc")
def test_nvcc_compiles(case, result, settings):
    """nvcc compiles the .cu to PTX per architecture and to an executable; ptxas reports its resources."""
    for arch in settings.archs:
        assert f".entry {case.kernel_name}(" in result.ptx[arch], f"sm_{arch}: no entry point for {case.kernel_name}"
        assert result.resources[arch]["registers"] > 0, f"sm_{arch}: ptxas reported no registers"
    assert result.command and os.access(result.command[0], os.X_OK), "no executable was built"


@pytest.mark.stage("emulation")
def test_cuda_emulation_matches_reference(case, result):
    """The .cu kernel, run on the CPU through the CUDA shim (built with UBSan, refusing a float widened to
    double), gives Warp's CPU outputs bit for bit (the stage fails otherwise).

    The test checks that the comparison allowed no error at all: a tolerance loosened for the
    emulation would pass the stage and fail here. A tile kernel's float sums are the one allowance
    (the block's order of addition, ``synth.verify.tolerance.emulation_tolerance``;
    ``tests/unit/toolchain/test_tile_emulation.py`` says which arrays take it).
    """
    spec = case.spec
    summed = [p.name for p in spec.outputs if spec.block_dim is not None and p.type.is_float and summed_terms(spec, p.name) > 1]
    if not summed:
        assert (result.worst_error, result.tolerance, result.max_error) == (0.0, 0.0, 0.0), result


@pytest.mark.stage("liveness")
def test_liveness(case, result):
    """No dead code reaches the dataset: every input parameter changes some output bit and every
    branch and loop body runs for some thread, on the case's input draws (the stage fails with
    ``dead_input`` / ``dead_branch`` otherwise).

    The test checks that the stage varied every input parameter and, from the probe counts themselves
    (not the stage's own verdict), that every probe point of the spec ran for some thread.
    """
    spec = case.spec
    # a geometry handle is built from input arrays (varied themselves), never replaced alone
    assert set(result.live) | set(result.unvaried) == {p.name for p in spec.params if p.kind != "out" and p.kind not in HANDLE_KINDS}
    assert [p.index for p in result.points] == list(range(liveness.probe_count(spec)))
    assert result.hits.shape == (DRAWS, len(result.points)) and (result.hits.sum(axis=0) > 0).all(), result.hits


@pytest.mark.stage("record_fields")
def test_record_fields(case, result, pipeline, settings):
    """What the dataset card says of the record's CUDA fields holds (the stage fails with
    ``record_field``, naming the field, otherwise): ``cuda_kernel`` compiles alone to the record's
    ``ptx``, every architecture's PTX assembles with ptxas, and ``resources`` are ptxas's numbers
    for the kernel's own function.

    The test checks the verdict against what the stage compared: the PTX of ``cuda_kernel`` alone
    is the nvcc stage's (the record's ``ptx``), and ptxas's numbers are its ``resources``, for every architecture.
    """
    built = pipeline.get(case, registry.get("nvcc").compute)
    assert result.alone_ptx == built.ptx[min(settings.archs)]
    assert result.ptxas == built.resources and sorted(result.ptxas) == sorted(settings.archs)


@pytest.mark.stage("second_shape")
def test_second_shape(case, result):
    """The kernel at a second launch shape (1, a prime within a block, or sizes that are no multiple
    of the block and span more than one): Warp's CPU gives finite outputs, the emulated .cu gives
    them bit for bit, the gradient check passes (the stage fails otherwise; a kernel whose meaning
    fixes its shape skips, saying why). The test checks the launch or the arrays are of other sizes."""
    own = (case.spec.shape, tuple(case.spec.array_shape(p) for p in case.spec.params if p.kind != "scalar"))
    assert (result.dim, result.arrays) != own and result.worst_error == result.tolerance == 0.0
