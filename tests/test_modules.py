"""Stages of existing Warp code (``--synth-modules``): one test per registered module stage over
the ``case`` parameter, which holds the kernels of the SPECs' modules (``synth.stages.modules``).
"""

import pytest

from synth.plugin.snapshots import CppSnapshot, CuSnapshot, PySnapshot
from synth.stages.ingest import debug_run


@pytest.mark.stage("module_ir_snapshot")
def test_module_ir_snapshot(result, case_snapshot):
    """The kernel's Python source and its four IR texts match the committed snapshots byte for byte."""
    snapshot = case_snapshot
    assert result.python_source == snapshot(extension_class=PySnapshot, name="warp")
    assert result.ir["cpu_forward"] == snapshot(extension_class=CppSnapshot, name="cpu_forward")
    assert result.ir["cpu_backward"] == snapshot(extension_class=CppSnapshot, name="cpu_backward")
    assert result.ir["cuda_forward"] == snapshot(extension_class=CuSnapshot, name="cuda_forward")
    assert result.ir["cuda_backward"] == snapshot(extension_class=CuSnapshot, name="cuda_backward")


@pytest.mark.stage("module_nvrtc")
def test_module_cuda_ir_compiles(case, result, settings):
    """Warp's CUDA code for the kernel compiles to PTX through NVRTC for every arch asked for, with its forward and backward entries."""
    assert sorted(result.ptx) == sorted(result.entries) == sorted(settings.archs)
    for arch, entries in result.entries.items():
        assert entries == (f"{case.kernel_name}_cuda_kernel_backward", f"{case.kernel_name}_cuda_kernel_forward"), f"sm_{arch}: PTX entries {entries}"
        assert f".target sm_{arch}" in result.ptx[arch], f"sm_{arch}: the PTX targets another architecture"


@pytest.mark.stage("module_cpu_run")
def test_module_cpu_run(case, result):
    """The kernel ran forward on Warp's CPU: on its captured launches, each replayed from its saved
    bytes and leaving every array as the program's own launch did (else ``mismatch``); or,
    never launched, in debug mode (bounds checked) on one of the synthesized input sets (else
    ``out_of_bounds`` / ``run_error``). A kernel with neither skips, with the reason."""
    if case.inputs == "captured":
        assert result.input_set is None and result.launches >= 1 and result.dim
    else:
        assert case.inputs == "synthesized"
        assert 0 <= result.input_set < len(debug_run.INPUT_SETS)
        assert result.dim and all(d == 1 for d in result.dim)


@pytest.mark.stage("module_gradcheck")
def test_module_gradcheck(case, result):
    """On its captured launches, Warp's adjoint of a seeded weighted loss agrees with central finite
    differences on sampled elements of every float input, kinks excluded (else ``grad_mismatch``).
    A kernel the check does not apply to skips with the reason."""
    assert case.inputs == "captured" and result.launches >= 1 and result.samples > result.excluded
    assert result.worst_error <= result.tolerance


@pytest.mark.gpu
@pytest.mark.stage("module_gpu_replay")
def test_module_gpu_replay_matches_cpu(case, result, settings):
    """Each captured launch, replayed on the CUDA device, leaves its arrays as its CPU replay did,
    within the real-code GPU tolerance (``synth.verify.tolerance.real_code_gpu``)."""
    assert case.inputs == "captured" and result.launches >= 1
    assert result.worst_error <= result.tolerance


@pytest.mark.gpu
@pytest.mark.stage("module_gpu_binary")
def test_module_lifted_binary_matches_cpu(case, result):
    """A lifted kernel's standalone .cu, built by nvcc for the device and run there on each launch
    its lift was proved on, leaves every output array as the ORIGINAL kernel did on Warp's CPU,
    within the tolerance of the original's own device replay (``real_code_gpu``; as multisets of
    elements where its threads' order decides: ``synth.warp.thread_order``)."""
    assert result.launches >= 1 and result.arch > 0
    assert result.worst_error <= result.tolerance


@pytest.mark.stage("module_record_fields")
def test_module_record_fields(case, result):
    """What the dataset card says of the record's fields holds (the stage fails with
    ``record_field``, naming the field, otherwise): the ``ptx`` assembles with ptxas and defines
    every entry of ``ptx_entries``; the ``python_source``, imported alone in a fresh process,
    builds the record's four IR texts (a kernel made inside a function under the key Warp gave it
    there). ``ptx`` is left out, with why, only where this host's ptxas is older than the PTX
    (Warp's NVRTC is a newer CUDA than the toolkit's)."""
    checked = ("ptx_entries", "python_source", "cpu_backward", "cpu_forward", "cuda_backward", "cuda_forward")
    too_old = result.not_checked is not None and result.not_checked.startswith("ptx: not assembled here: its PTX ISA is")
    assert result.fields == (checked if too_old else ("ptx", *checked))
    assert result.not_checked is None or too_old


@pytest.mark.stage("module_cuda_source")
def test_module_cuda_source(case, result):
    """A kernel lifted into the kernel model (``synth.warp.lift``) has a standalone .cu holding its
    device part verbatim, with an ``extern "C" __global__`` kernel of the kernel's name (a tile
    kernel's bounded to its block: ``__launch_bounds__(BLOCK_DIM)``). A kernel the model cannot hold
    skips with the label of the first construct it lacks."""
    assert result.kernel in result.text
    name = case.kernel_name.rsplit("__locals__", 1)[-1]
    assert f'extern "C" __global__ void {name}(' in result.kernel or f'extern "C" __global__ void __launch_bounds__(BLOCK_DIM) {name}(' in result.kernel


@pytest.mark.stage("module_nvcc")
def test_module_nvcc(result, settings):
    """nvcc compiles the lifted kernel's standalone .cu: PTX for every arch asked for, and ptxas resources."""
    assert sorted(result.ptx) == sorted(settings.archs)
    assert all(result.ptx.values())


@pytest.mark.stage("module_emulation")
def test_module_emulation(case, result):
    """The lifted kernel's standalone .cu, emulated on the CPU on each launch its lift was proved on
    (the captured ones, else its debug CPU run's synthesized inputs), leaves every output array bit
    for bit as the ORIGINAL kernel did on Warp's CPU, and a kernel that prints writes the same
    characters to stdout (else ``mismatch``); a kernel writing no array printed something."""
    assert result.inputs.startswith(case.inputs) and result.launches >= 1 and (result.arrays >= 1 or (result.printed or 0) >= 1)


@pytest.mark.stage("module_liveness")
def test_module_liveness(case, result):
    """The lifted model's liveness, recorded and never a rejection (real code is what it is): its
    probe kernel counts, on each launch its lift was proved on, the threads entering every if and
    else body, loop body and select arm; the record's check names the bodies no thread entered."""
    assert result.launches >= 1 and 0 <= len(result.dead) <= result.points
    assert result.check_fields()["branches"].startswith(f"{result.points - len(result.dead)} of {result.points} ")
