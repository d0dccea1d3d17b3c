"""nvcc: every category's .cu compiles with nvcc alone, batched; failures land on their case; no nvcc is a skip."""

from __future__ import annotations

import os
import subprocess

import pytest

from synth.generate.cases import Case, spec_for
from synth.generate.categories import CATEGORIES
from synth.model.failures import StageFailure
from synth.render.cuda import CudaParts, render_cuda, render_standalone, units
from synth.stages import cuda_builds, standalone_cuda
from synth.stages.batch import Batch, Settings
from synth.toolchain import nvcc

SEEDS = (0, 1, 2)

PTXAS_REPORT = """\
ptxas info    : 24 bytes gmem
ptxas info    : Compiling entry function 'math_s000001' for 'sm_90'
ptxas info    : Function properties for math_s000001
    8 bytes stack frame, 4 bytes spill stores, 12 bytes spill loads
ptxas info    : Used 40 registers, used 0 barriers, 16 bytes smem, 380 bytes cmem[0]
ptxas info    : Compile time = 6.925 ms
ptxas info    : Compiling entry function 'vector_s000002' for 'sm_80'
ptxas info    : Function properties for vector_s000002
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 17 registers, used 0 barriers
"""


@pytest.fixture(scope="module")
def have_nvcc():
    try:
        return nvcc.require_nvcc()
    except nvcc.NvccNotFound as skip:
        pytest.skip(skip.reason)


@pytest.fixture(scope="module")
def batch(have_nvcc, tmp_path_factory):
    """Every category x SEEDS in one translation unit, PTX only (about a second)."""
    specs = [spec_for(c, s) for c in CATEGORIES for s in SEEDS]
    return specs, cuda_builds.compile_specs(specs, (90,), tmp_path_factory.mktemp("nvcc"), executable=False)


def test_every_category_compiles_to_ptx_in_one_batch(batch):
    specs, results = batch
    assert set(results) == {s.name for s in specs}
    for spec in specs:
        result = results[spec.name]
        assert isinstance(result, nvcc.NvccResult), result
        assert result.batch_size == len(specs), "the batch built at once, no per-case fallback"
        assert f".visible .entry {spec.name}(" in result.ptx[90] and ".target sm_90" in result.ptx[90]
        assert result.ptx[90].count(".entry") == 1


def test_a_kernel_cut_from_the_batch_ptx_is_its_standalone_ptx(batch, tmp_path):
    specs, results = batch
    with_global = next(s for s in specs if ".global" in results[s.name].ptx[90])  # sinf/cosf's reduction table
    for spec in (specs[0], with_global):
        source = tmp_path / f"{spec.name}.cu"
        source.write_text(render_cuda(spec))
        out = tmp_path / f"{spec.name}.ptx"
        subprocess.run([str(nvcc.find_nvcc()), "-ptx", "-arch=sm_90", "-o", str(out), str(source)], check=True, capture_output=True)
        assert results[spec.name].ptx[90] == out.read_text()


def test_the_standalone_file_builds_an_executable_with_nvcc_alone(have_nvcc, tmp_path):
    spec = spec_for("matrix", 1)
    result = cuda_builds.compile_spec(spec, (90,), tmp_path)
    assert result.command == (str(tmp_path / spec.name / spec.name),)
    assert os.access(result.command[0], os.X_OK)
    argv = nvcc.executable_command(have_nvcc, tmp_path / "x.cu", (90,), tmp_path / "x")
    assert not any(a.startswith("-I") for a in argv), "no include path beyond the toolkit"
    res = result.resources[90]
    assert res["registers"] > 0 and res["spill_stores"] == 0
    assert set(res) == {"registers", "spill_stores", "spill_loads", "stack_bytes", "shared_bytes"}


def test_the_cuda_kernel_field_compiles_alone_to_the_batch_ptx(batch, tmp_path):
    """``cuda_kernel`` (the device part, no prelude or host code) is a complete CUDA translation
    unit on its own, and its PTX is the kernel's PTX in the batch (the same device code): a half
    kernel's text holds its ``#include <cuda_fp16.h>`` (once outside it: ``__half`` undefined)."""
    specs, results = batch
    halves = [s for s in specs if s.category in ("half", "half_storage") and s.seed == 0]
    assert len(halves) == 2
    for spec in [*halves, *specs[:: max(1, len(specs) // 6)]]:
        source = tmp_path / f"{spec.name}_kernel.cu"
        source.write_text(render_standalone(spec).kernel)
        out = tmp_path / f"{spec.name}_kernel.ptx"
        subprocess.run([str(nvcc.find_nvcc()), "-ptx", "-arch=sm_90", "-o", str(out), str(source)], check=True, capture_output=True)
        assert results[spec.name].ptx[90] == out.read_text()


def test_parse_ptxas_reads_registers_spills_and_shared_memory():
    report = nvcc.parse_ptxas(PTXAS_REPORT)
    assert report[90]["math_s000001"] == {"registers": 40, "spill_stores": 4, "spill_loads": 12, "stack_bytes": 8, "shared_bytes": 16}
    assert report[80]["vector_s000002"]["registers"] == 17


# ptxas -v on float64-s000008 (double cos and pow): the device functions nvcc did not inline get
# their "Function properties" after the kernel's; their 0-byte frames are not the kernel's 40.
PTXAS_WITH_FUNCTIONS = """\
ptxas info    : 272 bytes gmem
ptxas info    : Compiling entry function 'float64_s000008' for 'sm_90'
ptxas info    : Function properties for float64_s000008
    40 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 30 registers, used 0 barriers, 40 bytes cumulative stack size
ptxas info    : Compile time = 109.562 ms
ptxas info    : Function properties for __internal_accurate_pow
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Function properties for __internal_trig_reduction_slowpathd
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
"""


def test_parse_ptxas_takes_the_kernels_own_frame_not_a_device_functions():
    assert nvcc.parse_ptxas(PTXAS_WITH_FUNCTIONS)[90]["float64_s000008"] == {
        "registers": 30, "spill_stores": 0, "spill_loads": 0, "stack_bytes": 40, "shared_bytes": 0,
    }  # fmt: skip


def test_the_resources_of_a_kernel_with_device_functions_are_its_own(have_nvcc, tmp_path):
    """float64-s000008's 40-byte frame (ptxas on its own file), whatever its device functions report."""
    result = cuda_builds.compile_spec(spec_for("float64", 8), (90,), tmp_path)
    assert "\n.func " in result.ptx[90]
    assert result.resources[90]["stack_bytes"] == 40


def test_a_half_kernels_ptx_cut_keeps_its_inline_asm_blocks(have_nvcc, tmp_path):
    """cuda_fp16.h's operators are inline asm whose closing brace starts a line of the PTX
    (``{mul.rn.f16 %rs2,%rs3,%rs1;`` then ``}``): the kernel's cut ends at its own closing brace,
    balanced, and is the PTX of its standalone file, which ptxas assembles."""
    specs = [spec_for("half", 0), spec_for("arithmetic", 0)]
    results = cuda_builds.compile_specs(specs, (90,), tmp_path / "batch", executable=False)
    ptx = results[specs[0].name].ptx[90]
    assert "\n}\n\t// end inline asm" in ptx
    assert ptx.count("{") == ptx.count("}") and ptx.rstrip().endswith("}")
    assert ptx == _ptx(tmp_path, "half", render_cuda(specs[0]))
    (tmp_path / "cut.ptx").write_text(ptx)
    ptxas = nvcc.find_nvcc().parent / "ptxas"
    subprocess.run([str(ptxas), "-arch=sm_90", "-o", str(tmp_path / "cut.cubin"), str(tmp_path / "cut.ptx")], check=True, capture_output=True)


def test_a_failing_case_is_charged_to_itself(have_nvcc, tmp_path, monkeypatch):
    specs = [spec_for("arithmetic", 0), spec_for("vector", 0), spec_for("math", 0)]
    guilty = specs[1].name
    broken = "this is not C++;\n"
    real_parts = units.render_parts  # the batch's parts and each case's own .cu are rendered from them

    def parts(spec, launch="cuda"):
        p = real_parts(spec, launch)
        return CudaParts(p.name, p.device + broken, p.host) if spec.name == guilty else p

    monkeypatch.setattr(units, "render_parts", parts)
    with pytest.raises(StageFailure):
        cuda_builds.compile_specs(specs, (90,), tmp_path / "whole", executable=False)
    cases = [Case(s.category, s.seed) for s in specs]
    results = standalone_cuda.compiled(Batch("unit-nvcc", cases, Settings(tmp_path)), (90,), tmp_path / "stage")
    failure = results[cases[1].id]
    assert isinstance(failure, StageFailure) and failure.label == "nvcc_error"
    assert "error" in failure.artifacts["nvcc.stderr"] and broken in failure.artifacts[f"{guilty}.cu"]
    for case in (cases[0], cases[2]):
        assert isinstance(results[case.id], nvcc.NvccResult) and results[case.id].batch_size == 1


def test_a_timeout_is_a_timeout_failure(have_nvcc, tmp_path):
    with pytest.raises(StageFailure) as info:
        cuda_builds.compile_spec(spec_for("arithmetic", 0), (90,), tmp_path, executable=False, timeout=0.001)
    assert info.value.label == "timeout"


def test_no_nvcc_is_a_skip_with_a_clear_reason(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CUDA_HOME", raising=False)
    assert nvcc.find_nvcc() is None
    case = Case("arithmetic", 0)
    skip = standalone_cuda.compiled(Batch("unit-no-nvcc", [case], Settings(tmp_path)), (90,), tmp_path)[case.id]
    assert isinstance(skip, nvcc.NvccNotFound)
    assert "not on PATH" in skip.reason and "CUDA_HOME is not set" in skip.reason
    monkeypatch.setenv("CUDA_HOME", str(tmp_path / "cuda"))
    with pytest.raises(nvcc.NvccNotFound, match="cuda/bin/nvcc"):
        nvcc.require_nvcc()
    fake = tmp_path / "cuda" / "bin" / "nvcc"
    fake.parent.mkdir(parents=True)
    fake.write_text("#!/bin/sh\n")
    fake.chmod(0o755)
    assert nvcc.find_nvcc() == fake


def test_the_executable_build_keeps_the_ptx_nvcc_ptx_writes(batch, tmp_path):
    """The executable build's kept PTX (``-keep``) is byte for byte what ``nvcc -ptx`` writes, for
    one arch and for two, so one nvcc call gives both the PTX and the executable."""
    specs, ptx_only = batch
    some = specs[:: max(1, len(specs) // 5)]
    two = cuda_builds.compile_specs(some, (80, 90), tmp_path / "two", executable=True)
    one = cuda_builds.compile_specs(some, (90,), tmp_path / "one", executable=True)
    for spec in some:
        assert one[spec.name].ptx[90] == two[spec.name].ptx[90] == ptx_only[spec.name].ptx[90]
        assert ".target sm_80" in two[spec.name].ptx[80] and set(two[spec.name].resources) == {80, 90}
    assert not list((tmp_path / "two").glob("*.nvcc-keep")), "the intermediates are removed"


DOUBLE_KERNELS = {  # nvcc does not inline double sin/cos/pow's slow paths: they stay .func in the PTX
    "k_sin_pow": "out[i] = sin(a[i]) + pow(a[i], 1.5);",
    "k_cos": "out[i] = cos(a[i]) * 2.0;",
    "k_sinf": "out[i] = (double)sinf((float)a[i]);",
}


def _unit(kernels: dict[str, str]) -> str:
    return "".join(
        f'extern "C" __global__ void {name}(const double* a, double* out, int n)\n'
        f"{{\n    const int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n) {{ {line} }}\n}}\n"
        for name, line in kernels.items()
    )


def _ptx(tmp_path, name: str, text: str) -> str:
    source = tmp_path / f"{name}.cu"
    source.write_text(text)
    out = tmp_path / f"{name}.ptx"
    subprocess.run([str(nvcc.find_nvcc()), "-ptx", "-arch=sm_90", "-o", str(out), str(source)], check=True, capture_output=True)
    return out.read_text()


def test_a_kernel_cut_with_its_device_functions_is_its_standalone_ptx(have_nvcc, tmp_path):
    """Prototypes after the .globl line, the globals the functions use, definitions after the
    entry, labels, stack depots and call sequences renumbered as in the kernel's own file."""
    cut = nvcc.split_ptx(_ptx(tmp_path, "unit", _unit(DOUBLE_KERNELS)))
    assert "\n.func " in cut["k_sin_pow"] and "\n.func " in cut["k_cos"] and "\n.func " not in cut["k_sinf"]
    for name, line in DOUBLE_KERNELS.items():
        assert cut[name] == _ptx(tmp_path, name, _unit({name: line})), name


def test_a_device_function_shared_by_kernels_is_built_for_the_unit(have_nvcc, tmp_path):
    """Why nvcc.compile_unit builds a kernel with a device function alone: with two callers passing
    different exponents, pow's slow path takes the exponent as a parameter, where a kernel's own
    file folds its constant in; the cut cannot give the standalone text."""
    kernels = {"k_pow15": "out[i] = pow(a[i], 1.5);", "k_pow25": "out[i] = pow(a[i], 2.5);"}
    cut = nvcc.split_ptx(_ptx(tmp_path, "unit", _unit(kernels)))
    alone = _ptx(tmp_path, "k_pow15", _unit({"k_pow15": kernels["k_pow15"]}))
    assert "__internal_accurate_pow_param_1" in cut["k_pow15"] and "__internal_accurate_pow_param_1" not in alone


def test_a_batched_kernel_with_a_device_function_gets_its_standalone_ptx(have_nvcc, tmp_path):
    """float64 seeds 1 and 8 both call double pow (8 also cos): built in one batch, each kernel's
    PTX and resources come from a build of its own file, so the PTX is nvcc's for that file."""
    specs = [spec_for("float64", 1), spec_for("float64", 8), spec_for("arithmetic", 0)]
    results = cuda_builds.compile_specs(specs, (90,), tmp_path / "batch", executable=True)
    for spec in specs:
        result = results[spec.name]
        assert isinstance(result, nvcc.NvccResult), result
        assert result.batch_size == 3 and result.resources[90]["registers"] > 0
        source = tmp_path / f"{spec.name}.cu"
        source.write_text(render_cuda(spec))
        out = tmp_path / f"{spec.name}.ptx"
        subprocess.run([str(nvcc.find_nvcc()), "-ptx", "-arch=sm_90", "-o", str(out), str(source)], check=True, capture_output=True)
        assert result.ptx[90] == out.read_text(), spec.name
    assert "\n.func " in results[specs[0].name].ptx[90] and "\n.func " not in results[specs[2].name].ptx[90]
