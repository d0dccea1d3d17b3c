"""Each float builtin of the wider math library (``synth/generate/library.py``): its CUDA rendering,
run by the CPU emulation, gives Warp's CPU result bit for bit on edge values of its domain,
and a plausible wrong rendering (roundf for rint, a float degrees constant, fmod for Python's
%, ...) is caught by those values."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from conformance import emulated, warp_cpu

from synth.model.builtins import BUILTINS, Spelling
from synth.model.inputs import make_inputs
from synth.model.spec import FLOAT, Call, KernelSpec, Load, Param, Store
from synth.render import cuda, library_ops

pytestmark = pytest.mark.needs_gxx

HALVES = [-4194304.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, 4194304.5]  # round: away from zero; rint: to even
SIGNED = [0.0, -0.0, 1e-40, -1e-40, 1e-8, -1e-8, -1.0, 1.0, -0.7, 0.7, -2.0, 2.0, -1.25, 1.25]
RNG = np.random.default_rng(7)
SWEEP = list(RNG.uniform(-3.0, 3.0, 40))

# builtin -> its argument columns (one list per argument; every list as long as the first)
UNARY_VALUES = {
    "floor": HALVES + SIGNED + SWEEP,
    "ceil": HALVES + SIGNED + SWEEP,
    "round": HALVES + SIGNED + SWEEP,
    "rint": HALVES + SIGNED + SWEEP,
    "trunc": HALVES + SIGNED + SWEEP,
    "frac": HALVES + SIGNED + SWEEP,
    "sign": SIGNED + SWEEP,
    "step": SIGNED + SWEEP,
    "nonzero": SIGNED + SWEEP,
    "asin": [-1.5, -1.0, 1.0, 1.5, 0.9, -0.9] + SIGNED + SWEEP,  # Warp clamps to [-1, 1] first
    "acos": [-1.5, -1.0, 1.0, 1.5, 0.9, -0.9] + SIGNED + SWEEP,
    "atan": SIGNED + SWEEP + [1e6, -1e6],
    "tan": SIGNED + [x / 3.0 for x in SWEEP],
    "sinh": SIGNED + SWEEP,
    "cosh": SIGNED + SWEEP,
    "log2": [1.0, 2.0, 8.0, 0.5, 1024.0, 3.0, 1e-3, 1e30] + [abs(x) + 1e-3 for x in SWEEP],
    "log10": [1.0, 10.0, 1000.0, 0.1, 1e-3, 7.0, 1e30] + [abs(x) + 1e-3 for x in SWEEP],
    "cbrt": [-27.0, -8.0, 27.0, 0.001, -0.001] + SIGNED + SWEEP,
    "erf": SIGNED + SWEEP + [4.0, -4.0, 10.0],
    "erfc": SIGNED + SWEEP + [4.0, -4.0, 10.0],
    "degrees": SIGNED + SWEEP + [3.14159265, -1.5707964],
    "radians": SIGNED + [x * 60.0 for x in SWEEP] + [180.0, -90.0, 360.0],
    # Warp's CPU runs Cephes' ndtri in double: its middle region (|z| < 0.73), both tails, the poles
    # (+-1: +-inf), zero, and the float neighbours of +-1
    # outside [-1, 1]: NaN (the domain guard); erfcinv below ~1.3e-14 reaches ndtri's far tail (x >= 8), where a
    # float erfinv cannot (its nearest float to +-1 leaves 2^-25: x = 5.9)
    "erfinv": [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 0.729, 0.73, -0.73, 0.999, -0.999, 0.99999994, -0.99999994, 1e-8, -1e-30, 1.5, -1.5, 1.0000001, -1.0000001]
    + [x / 3.01 for x in SWEEP],
    # 2^-53: ndtri's own y >= 1 guard ((1 - x + 1) / 2 rounds to 1 in double; test_helper_boundaries.py)
    "erfcinv": [1.0, 0.0, 2.0, 0.5, 1.5, 0.271, 0.27, 1.73, 0.001, 1.999, 1.1920929e-07, 1.9999999, 1e-30, 1e-15, 3e-15, 1e-14, -0.5, 2.5, 2.0**-53]
    + [x / 3.01 + 1.0 for x in SWEEP],
}
N2 = len(SIGNED) + len(SWEEP)
BINARY_VALUES = {
    # atan2(y, x): every quadrant, the axes, signed zeros
    "atan2": ([0.0, -0.0, 0.0, -0.0, 1.0, -1.0, 1.0, -1.0, 0.0] + SWEEP, [-1.0, -1.0, 1.0, 1.0, 0.0, 0.0, -2.0, -2.0, 0.0] + SWEEP[::-1]),
    "copysign": (SIGNED + SWEEP, SIGNED[::-1] + SWEEP[::-1]),
    # float mod is C's fmod: the sign of the dividend (-3.5 mod 1.5 = -0.5; Python's % gives 1.0)
    "mod": ([-3.5, 3.5, -3.5, 3.5, -3.0, 3.0, -0.25, 0.0, -0.0, 7.25] + SWEEP, [1.5, 1.5, -1.5, -1.5, 1.5, 0.75, 1.0, 2.0, 2.0, 0.5] + [1.25] * len(SWEEP)),
}
TERNARY_VALUES = {
    # lerp(a, b, t): t in and outside [0, 1], at its ends
    "lerp": (SWEEP + [1.0, -1.0, 2.0], SWEEP[::-1] + [3.0, 5.0, -2.0], [x / 2.0 for x in SWEEP] + [0.0, 1.0, 0.5]),
    # smoothstep(edge0, edge1, x): x below, between, at and above the edges; reversed edges
    "smoothstep": (
        [-1.0] * 20 + [1.0] * 5 + [0.0] * 15,
        [1.0] * 20 + [-1.0] * 5 + [0.5] * 15,
        [-2.0, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 2.0, 0.999, -0.999, *SWEEP[:10], 2.0, 1.0, 0.0, -1.0, -2.0, *SWEEP[10:25]],
    ),
}


def _spec(fn: str, columns) -> tuple[KernelSpec, dict]:
    names = "abc"[: len(columns)]
    n = len(columns[0])
    params = tuple(Param(name, "in", FLOAT, (-3.0, 3.0)) for name in names) + (Param("out", "out", FLOAT),)
    spec = KernelSpec(f"lib_{fn}", "handmade", 0, n, params, (Store("out", Call(fn, tuple(Load(x, FLOAT) for x in names), FLOAT)),))
    values = make_inputs(spec)
    for name, column in zip(names, columns, strict=True):
        values[name] = np.array(column, dtype=np.float32)
    return spec, values


CASES = {fn: _spec(fn, [v]) for fn, v in UNARY_VALUES.items()}
CASES |= {fn: _spec(fn, list(v)) for fn, v in (BINARY_VALUES | TERNARY_VALUES).items()}
VALUES = {spec.name: values for spec, values in CASES.values()}


@pytest.fixture(scope="module")
def warp_results(tmp_path_factory):
    """Warp's CPU result of every builtin's kernel on its edge values (one module, built once)."""
    outputs = warp_cpu([spec for spec, _ in CASES.values()], _values, tmp_path_factory.mktemp("library_src"), "test_math_library")
    return {name: out["out"] for name, out in outputs.items()}


def _values(spec: KernelSpec) -> dict:
    return VALUES[spec.name]


def _emulated(tmp_path, fns) -> dict[str, np.ndarray]:
    specs = [CASES[fn][0] for fn in fns]
    return {name: r["out"] for name, r in emulated(specs, _values, tmp_path).items()}


def _bits(x: np.ndarray) -> np.ndarray:
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def test_every_library_builtin_matches_warp_bit_for_bit(warp_results, tmp_path):
    emulated = _emulated(tmp_path, list(CASES))
    for fn, (spec, values) in CASES.items():
        expected, actual = warp_results[spec.name], emulated[spec.name]
        differ = np.flatnonzero(_bits(expected) != _bits(actual))
        assert differ.size == 0, f"wp.{fn}: {differ.size} values differ, first at {[values[k][differ[0]] for k in 'abc' if k in values]}: cuda {actual[differ[0]]!r} vs warp {expected[differ[0]]!r}"


# A wrong rendering of each kind, and the builtin whose edge values must expose it.
MATH_MUTANTS = [("round", "rintf"), ("rint", "roundf"), ("floor", "truncf"), ("ceil", "floorf"), ("trunc", "floorf"), ("mod", "remainderf"), ("copysign", "fminf"), ("log10", "log2f"), ("atan2", "fminf")]
HELPER_MUTANTS = {
    "frac": "inline float frac(float x) { return x - floorf(x); }",
    "sign": "inline float sign(float x) { return x <= 0.0f ? -1.0f : 1.0f; }",
    "step": "inline float step(float x) { return x <= 0.0f ? 1.0f : 0.0f; }",
    "nonzero": "inline float nonzero(float x) { return x > 0.0f ? 1.0f : 0.0f; }",
    "degrees": "inline float degrees(float x) { return x * 57.29577951308232087679f; }",
    "radians": "inline float radians(float x) { return x * 0.01745329251994329577f; }",
    "lerp": "inline float lerp(float a, float b, float t) { return a + (b - a) * t; }",
    "smoothstep": "inline float smoothstep(float e0, float e1, float x) { x = (x - e0) / (e1 - e0); return x * x * (3.0f - 2.0f * x); }",
}


@pytest.mark.parametrize("fn, wrong", MATH_MUTANTS, ids=[f"{f}->{w}" for f, w in MATH_MUTANTS])
def test_a_wrong_c_function_is_caught(warp_results, tmp_path, monkeypatch, fn, wrong):
    monkeypatch.setitem(BUILTINS, fn, dataclasses.replace(BUILTINS[fn], spellings=(Spelling("float32", f"{wrong}({{args}})"),)))
    spec = CASES[fn][0]
    assert not np.array_equal(_bits(_emulated(tmp_path, [fn])[spec.name]), _bits(warp_results[spec.name]))


@pytest.mark.parametrize("fn", sorted(HELPER_MUTANTS))
def test_a_wrong_helper_body_is_caught(warp_results, tmp_path, monkeypatch, fn):
    real = library_ops.float_helper
    monkeypatch.setattr(library_ops, "float_helper", lambda kind: "__host__ __device__ " + HELPER_MUTANTS[kind] if kind == fn else real(kind))
    spec = CASES[fn][0]
    assert not np.array_equal(_bits(_emulated(tmp_path, [fn])[spec.name]), _bits(warp_results[spec.name]))


INVERSE_ERF_MUTANTS = {
    "erfinv": ("cephes_erfinv((double)x)", "cephes_erfinv((double)(float)((double)x * 1.0000001))"),  # a float-rounded step
    "erfcinv": ("cephes_erfinv(1.0 - (double)x)", "-cephes_erfinv((double)x - 1.0)"),  # the same in exact arithmetic, not in double
}


@pytest.mark.parametrize("fn", sorted(INVERSE_ERF_MUTANTS))
def test_a_wrong_inverse_erf_is_caught(warp_results, tmp_path, monkeypatch, fn):
    right, wrong = INVERSE_ERF_MUTANTS[fn]
    real = library_ops.inverse_erf_helper

    def mutated(kind):
        code = real(kind)
        if kind == f"warp_{fn}":
            assert right in code, "the mutant's anchor is gone"
            code = code.replace(right, wrong)
        return code

    monkeypatch.setattr(library_ops, "inverse_erf_helper", mutated)
    spec = CASES[fn][0]
    assert not np.array_equal(_bits(_emulated(tmp_path, [fn])[spec.name]), _bits(warp_results[spec.name]))


def test_asin_and_acos_outside_the_unit_interval_need_warps_clamp(warp_results):
    """Warp's asin(1.5) is asin(1): without the clamp the CUDA's asinf would give NaN (the bit test catches it)."""
    spec, values = CASES["asin"]
    assert np.isfinite(warp_results[spec.name]).all() and (np.abs(values["a"]) > 1.0).any()
    assert "asinf(fminf(fmaxf(a[i], -1.0f), 1.0f))" in cuda.render_device(spec)
