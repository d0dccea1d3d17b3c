"""A tile module is built on Warp's CPU at clang -O2, where LLVM replaces ``pow`` by a constant
exponent (sqrt, x * x, 1 / x); the emulation of a tile kernel models that
(``warp_cpu_optimized`` in cuda_shim.h) and must round as that build does, bit for bit."""

from __future__ import annotations

import importlib.util
import subprocess

import numpy as np
import pytest
from conformance import one_spec

from synth.generate.cases import spec_for
from synth.model.inputs import make_inputs
from synth.toolchain import emulate

pytestmark = pytest.mark.needs_gxx

EXPONENTS = (0.5, 2.0, -1.0, 1.5, -0.5)
SPECIAL = [0.0, -0.0, float("inf"), -float("inf"), float("nan"), -1.0, -2.5, 1e-40, 3e38, 1.0]


def _values(dtype) -> np.ndarray:
    rng = np.random.default_rng(3)
    return np.concatenate([np.array(SPECIAL, dtype=dtype), rng.uniform(0.0, 4.0, 3000).astype(dtype)])


def _warp_default_level(tmp_path, dtype_name: str, values: np.ndarray) -> dict[float, np.ndarray]:
    """``wp.pow(a[i], c)`` for each exponent, built on the CPU at Warp's default optimization level."""
    import warp as wp

    source = "import warp as wp\n" + "".join(
        f"@wp.kernel\ndef k{k}(a: wp.array(dtype=wp.{dtype_name}), out: wp.array(dtype=wp.{dtype_name})):\n"
        f"    i = wp.tid()\n    out[i] = wp.pow(a[i], wp.{dtype_name}({c!r}))\n"
        for k, c in enumerate(EXPONENTS)
    )
    path = tmp_path / f"pow_{dtype_name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(f"synth_test_pow_{dtype_name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    a = wp.array(values, device="cpu")
    results = {}
    for k, c in enumerate(EXPONENTS):
        out = wp.zeros(len(values), dtype=a.dtype, device="cpu")
        wp.launch(getattr(module, f"k{k}"), dim=len(values), inputs=[a, out], device="cpu")
        results[c] = out.numpy()
    return results


def _shim(tmp_path, c_type: str, function: str, values: np.ndarray) -> dict[float, np.ndarray]:
    """The shim's ``warp_cpu_optimized`` pow (and glibc's, as ``library``) of each exponent, printed in hex."""
    literals = ", ".join(float(v).hex() if np.isfinite(v) else ("NAN" if np.isnan(v) else ("-INFINITY" if v < 0 else "INFINITY")) for v in values)
    exps = ", ".join(float(c).hex() for c in EXPONENTS)
    text = (
        '#include "cuda_shim.h"\n'
        f"static const {c_type} xs[] = {{{literals}}};\nstatic const {c_type} cs[] = {{{exps}}};\n"
        "int main() {\n"
        f"    for ({c_type} c : cs) for ({c_type} x : xs) printf(\"%a\\n\", (double)warp_cpu_optimized::{function}(x, c));\n"
        "}\n"
    )
    exe = emulate.build_text(text, tmp_path, timeout=120)
    lines = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split()
    got = np.array([float.fromhex(s) if "nan" not in s else float("nan") for s in lines], dtype=values.dtype)
    return {c: got[k * len(values) : (k + 1) * len(values)] for k, c in enumerate(EXPONENTS)}


@pytest.mark.parametrize(("dtype", "dtype_name", "c_type", "function"), [(np.float32, "float32", "float", "powf"), (np.float64, "float64", "double", "pow")])
def test_the_shims_optimized_pow_rounds_as_warps_default_cpu_build(tmp_path, dtype, dtype_name, c_type, function):
    values = _values(dtype)
    expected = _warp_default_level(tmp_path, dtype_name, values)
    got = _shim(tmp_path, c_type, function, values)
    for c in EXPONENTS:
        nan = np.isnan(got[c]) & np.isnan(expected[c])  # a NaN's sign and payload are not compared
        same = nan | ((got[c] == expected[c]) & (np.signbit(got[c]) == np.signbit(expected[c])))
        assert same.all(), f"pow(x, {c}): {int((~same).sum())} of {len(values)} differ, first at x={values[~same][0]!r}"


def test_glibc_pow_differs_from_the_optimized_build_where_the_model_matters():
    """Without the model the emulation would differ: glibc's powf(x, 0.5) is not sqrt on some inputs."""
    import ctypes

    libm = ctypes.CDLL("libm.so.6")
    libm.powf.restype, libm.powf.argtypes = ctypes.c_float, [ctypes.c_float, ctypes.c_float]
    xs = _values(np.float32)[len(SPECIAL) :]
    glibc = np.array([libm.powf(float(x), 0.5) for x in xs], dtype=np.float32)
    assert (glibc != np.sqrt(xs)).sum() > 0


def test_a_tile_kernels_pow_emulates_bit_for_bit(tmp_path):
    """combined seed 13 (a tile step; ``wp.pow(|x| + 1, 0.5)``) on the input draw where glibc's powf
    was 1 ulp from Warp's -O2 CPU build."""
    spec = spec_for("combined", 13)
    assert spec.block_dim is not None
    expected, got = one_spec(spec, make_inputs(spec, 2), tmp_path)
    assert not isinstance(got, Exception), got
    for name in expected:
        assert np.asarray(got[name]).tobytes() == np.asarray(expected[name]).tobytes(), name
