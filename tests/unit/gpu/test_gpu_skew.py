"""Which CUDA math functions nvcc and Warp's NVRTC compile to other device code (synth.gpu.skew), on the
CPU: probes compiled by both compilers to PTX, compared, cached per toolkit pair and function."""

import tempfile
from pathlib import Path

import pytest

from synth.generate.cases import Case
from synth.gpu import skew
from synth.model.builtins import BUILTINS
from synth.render.cuda import render_standalone
from synth.toolchain import nvcc
from synth.warp import warp_ir

needs_nvcc = pytest.mark.skipif(nvcc.find_nvcc() is None, reason="no nvcc")


def releases():
    return skew.nvcc_release(), skew.nvrtc_release()


def test_called_names_the_math_functions_of_a_cu_and_nothing_else():
    """math_library-s000030 calls erff (and fabsf, ...); its own helpers and C keywords are not math functions."""
    kernel = render_standalone(Case("math_library", 30).spec).kernel
    found = skew.called(kernel)
    assert "erff" in found and all(f in skew.MATH_FUNCTIONS for f in found)
    assert skew.called("int f(int x) { if (x) return g(x); return sqrtf(tanhf(x)) + fmax(1.0, 2.0); }") == ("fmax", "sqrtf", "tanhf")


def test_every_math_function_the_builtins_spell_is_probed():
    """A builtin's float32/float64 spelling calls C math functions: each must have a probe, or a case
    calling it would stay bit for bit unexamined. isfinite/isnan/isinf test bits: no library code."""
    spelled = {n for b in BUILTINS.values() for s in b.spellings if s.on in ("float32", "float64") and not s.helper for n in s.names()}
    assert spelled - set(skew.MATH_FUNCTIONS) == {"isfinite", "isnan", "isinf"}


@needs_nvcc
def test_the_probe_finds_erff_differing_between_nvcc_13_0_and_nvrtc_13_4(tmp_path):
    """Measured here: nvcc 13.0.88 and Warp 1.19's NVRTC 13.4.92 inline other erff polynomials; sqrtf, fabsf,
    fmaf, double erf and tanhf compute alike (tanhf's PTX is the same under both), and so do sinf and
    remainderf, whose integer code the releases arrange differently (a loop unrolled, an add's operands swapped)."""
    if releases() != ((13, 0), (13, 4)):
        pytest.skip(f"measured for nvcc 13.0 against NVRTC 13.4, not {releases()}")
    found = skew.differing(["erff", "tanhf", "sqrtf", "fabsf", "fmaf", "erf", "sinf", "remainderf"], 90, tmp_path)
    assert found.functions == ("erff",)
    assert "release 13.0" in found.nvcc and found.nvrtc == "release 13.4"
    assert "erff" in found.describe() and "13.4" in found.describe()


@needs_nvcc
def test_plain_arithmetic_compiles_to_the_same_instructions_under_both():
    """The comparison itself does not flag what both compile alike: a kernel of arithmetic alone."""
    source = 'extern "C" __global__ void probe_arith(float x, float y, float z, float* out) { out[0] = x * y + z / x - y; }\n'
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "probe.cu").write_text(source)
        ours = skew.instructions(nvcc.ptx_with(Path(tmp) / "probe.cu", 90, skew.PROBE_FLAGS))
        theirs = skew.instructions(warp_ir.compile_source(source, 90, Path(tmp) / "nvrtc", fuse_fp=False))
    assert ours["arith"] and ours == theirs


@needs_nvcc
def test_answers_are_cached_per_toolkit_pair_and_function(tmp_path, monkeypatch):
    """A second ask compiles nothing; a function not asked before is probed alone."""
    if releases()[0] == releases()[1]:
        pytest.skip("nvcc and NVRTC are one release here: nothing is probed")
    first = skew.differing(["erff", "sqrtf"], 90, tmp_path)
    compiled = []
    real = nvcc.ptx_with
    monkeypatch.setattr(nvcc, "ptx_with", lambda source, arch, flags=(): compiled.append(source.read_text()) or real(source, arch, flags))
    assert skew.differing(["sqrtf", "erff"], 90, tmp_path) == first and compiled == []
    skew.differing(["erff", "logf"], 90, tmp_path)
    assert len(compiled) == 1 and "probe_logf" in compiled[0] and "probe_erff" not in compiled[0]


def test_equal_releases_probe_nothing(tmp_path, monkeypatch):
    """Where nvcc and NVRTC are one release, no function differs and no compiler runs."""
    monkeypatch.setattr(skew, "nvcc_release", lambda: (13, 4))
    monkeypatch.setattr(skew, "nvrtc_release", lambda: (13, 4))
    monkeypatch.setattr(nvcc, "nvcc_version", lambda: "Cuda compilation tools, release 13.4, V13.4.92")
    monkeypatch.setattr(nvcc, "ptx_with", lambda *a, **k: pytest.fail("compiled with nvcc"))
    monkeypatch.setattr(warp_ir, "compile_source", lambda *a, **k: pytest.fail("compiled with NVRTC"))
    assert skew.differing(["erff", "tanhf"], 90, tmp_path).functions == ()


PTX = """//
.version {version}
.target sm_90
.address_size 64

	// .globl	probe_f
.visible .entry probe_f(
	.param .f32 probe_f_param_0,
	.param .u64 probe_f_param_1
)
{{
	.reg .f32 	%f<4>;
	.reg .b32 	%r<4>;
	ld.param.f32 	%f1, [probe_f_param_0];
	add.s32 	%r{a}, %r1, %r2;
	mul.rn.f32 	%f{b}, %f1, {constant};
	st.global.f32 	[%rd1], %f{b};
	ret;
}}
"""


def test_instructions_compare_float_code_not_register_numbers_or_integer_order():
    """Another ISA version, other register numbers, another integer add: alike; another float constant: not."""
    base = skew.instructions(PTX.format(version="9.0", a=3, b=2, constant="0f3F800000"))
    assert base["f"] and "mul.rn.f32 %f, %f, 0f3F800000;" in base["f"]
    assert skew.instructions(PTX.format(version="9.4", a=2, b=3, constant="0f3F800000")) == base
    assert skew.instructions(PTX.format(version="9.0", a=3, b=2, constant="0f3F800001")) != base
