"""float16: the emulation shim's half conversions and arithmetic (``synth/render/cuda/cuda_shim.h``)
are IEEE round-to-nearest-even, bit for bit, on every half and on every tie between two halves,
and a plausible wrong conversion (truncation, ties away from zero, denormals flushed, overflow
saturated at 65504) is caught by those values."""

from __future__ import annotations

import dataclasses
import subprocess

import numpy as np
import pytest
from conformance import emulated, warp_cpu

from synth.model.dtypes import SCALARS
from synth.model.failures import StageFailure
from synth.model.inputs import make_inputs
from synth.model.spec import FLOAT, Binary, Call, Compare, Component, Const, Construct, KernelSpec, Load, Param, Select, Store, Type, Unary
from synth.render import cuda, half_ops
from synth.toolchain import emulate
from synth.verify import tolerance

pytestmark = pytest.mark.needs_gxx

# A driver over the shim: float -> half of a float file, half -> float of all 65536 halves,
# and + - * of half pairs (each operand pair as two uint16 words).
DRIVER = r"""
#include "cuda_shim.h"
#include <vector>
static std::vector<char> slurp(const char* path)
{
    FILE* f = fopen(path, "rb");
    fseek(f, 0, SEEK_END);
    std::vector<char> data(ftell(f));
    fseek(f, 0, SEEK_SET);
    if (fread(data.data(), 1, data.size(), f) != data.size()) exit(3);
    fclose(f);
    return data;
}
static void spill(const char* path, const void* data, size_t bytes)
{
    FILE* f = fopen(path, "wb");
    fwrite(data, 1, bytes, f);
    fclose(f);
}
int main(int, char** argv)
{
    std::vector<char> floats = slurp(argv[1]);
    size_t n = floats.size() / 4;
    std::vector<unsigned short> halves(n);
    for (size_t k = 0; k < n; ++k) {
        float x;
        memcpy(&x, &floats[4 * k], 4);
        halves[k] = __float2half_rn(x).__x;
    }
    spill(argv[2], halves.data(), 2 * n);
    std::vector<float> widened(65536);
    for (unsigned k = 0; k < 65536; ++k) widened[k] = __half2float(__half{(unsigned short)k});
    spill(argv[3], widened.data(), 4 * 65536);
    std::vector<char> pairs = slurp(argv[4]);
    size_t m = pairs.size() / 4;
    std::vector<unsigned short> ops(4 * m);
    for (size_t k = 0; k < m; ++k) {
        __half a, b;
        memcpy(&a, &pairs[4 * k], 2);
        memcpy(&b, &pairs[4 * k + 2], 2);
        ops[4 * k] = __hadd_rn(a, b).__x;
        ops[4 * k + 1] = __hsub_rn(a, b).__x;
        ops[4 * k + 2] = __hmul_rn(a, b).__x;
        ops[4 * k + 3] = __hneg(a).__x;
    }
    spill(argv[5], ops.data(), 8 * m);
}
"""

ALL_HALVES = np.arange(65536, dtype=np.uint16).view(np.float16)
FINITE = ALL_HALVES[np.isfinite(ALL_HALVES)]


def _floats() -> np.ndarray:
    """Every finite half, every tie between two neighbouring halves (in float32 exactly) with the
    floats just above and below it, the overflow boundary, and random bit patterns."""
    values = np.unique(FINITE.astype(np.float64))
    ties = ((values[:-1] + values[1:]) / 2).astype(np.float32)
    assert (ties.astype(np.float64) == (values[:-1] + values[1:]) / 2).all()  # the ties are exact in float32
    special = np.float32([65504.0, 65519.996, 65520.0, 65536.0, 1e6, 2.0**-24, 2.0**-25, 2.0**-26, 3 * 2.0**-26, 1e-30, np.inf, 0.0])
    rng = np.random.default_rng(16)
    random = rng.integers(0, 2**32, 400_000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    x = np.concatenate(
        [FINITE.astype(np.float32), ties, np.nextafter(ties, np.float32(np.inf)), np.nextafter(ties, np.float32(-np.inf)), special]
    )
    x = np.concatenate([x, -x, random])
    return x[~np.isnan(x)]


def _pairs() -> np.ndarray:
    """Operand pairs: random halves from the whole finite range, and from [-4, 4] (more ties)."""
    rng = np.random.default_rng(17)
    wide = rng.choice(FINITE, size=(200_000, 2))
    near = rng.uniform(-4.0, 4.0, size=(200_000, 2)).astype(np.float16)
    return np.concatenate([wide, near])


def _run(tmp_path, shim_text: str):
    (tmp_path / "cuda_shim.h").write_text(shim_text)
    (tmp_path / "driver.cpp").write_text(DRIVER)
    exe = tmp_path / "driver"
    subprocess.run([emulate.find_gxx(), *emulate.GXX_FLAGS, "-I", str(tmp_path), "-o", str(exe), str(tmp_path / "driver.cpp")], check=True)
    x, pairs = _floats(), _pairs()
    x.tofile(tmp_path / "x.bin")
    pairs.tofile(tmp_path / "pairs.bin")
    paths = [tmp_path / name for name in ("x.bin", "h.bin", "f.bin", "pairs.bin", "ops.bin")]
    subprocess.run([str(exe), *map(str, paths)], check=True)
    halves = np.fromfile(paths[1], np.uint16)
    widened = np.fromfile(paths[2], np.float32)
    ops = np.fromfile(paths[4], np.uint16).reshape(-1, 4)
    return x, halves, widened, pairs, ops


def _mismatches(x, halves, widened, pairs, ops) -> dict[str, int]:
    with np.errstate(over="ignore"):
        expected = x.astype(np.float16).view(np.uint16)  # numpy: round to nearest, ties to even
    nan = np.isnan(ALL_HALVES)
    a, b = pairs[:, 0], pairs[:, 1]
    with np.errstate(over="ignore", invalid="ignore"):
        # the correctly rounded half result: exact in float64 (22-bit products, sums within 2^-24..2^17), rounded once
        exact = [
            (a.astype(np.float64) + b).astype(np.float16),
            (a.astype(np.float64) - b).astype(np.float16),
            (a.astype(np.float64) * b).astype(np.float16),
            -a,
        ]
    return {
        "float2half": int((halves != expected).sum()),
        "half2float": int(
            (widened.view(np.uint32) != ALL_HALVES.astype(np.float32).view(np.uint32))[~nan].sum() + (~np.isnan(widened[nan])).sum()
        ),
        **{
            op: int((ops[:, k] != e.view(np.uint16)).sum())
            for k, (op, e) in enumerate(zip(("add", "sub", "mul", "neg"), exact, strict=True))
        },
    }


def test_shim_half_is_round_to_nearest_even_on_every_half_and_tie(tmp_path):
    """Bit for bit with numpy's float16 (Warp's CPU conversion gives the same bits: clang's
    _Float16), and + - * equal the correctly rounded half operation, as on the GPU."""
    assert _mismatches(*_run(tmp_path, cuda.CUDA_SHIM.read_text())) == dict.fromkeys(
        ("float2half", "half2float", "add", "sub", "mul", "neg"), 0
    )


MUTANTS = {
    "truncation": ("(m + 0xfffu + ((m >> 13) & 1u)) >> 13", "m >> 13"),
    "ties away from zero": ("(m + 0xfffu + ((m >> 13) & 1u)) >> 13", "(m + 0x1000u) >> 13"),
    "denormals flushed": ("} else if (a >= 0x33000000u) {", "} else if (a >= 0x38800000u) {"),
    "overflow saturates": ("h = 0x7c00u;  // 65520", "h = 0x7bffu;  // 65520"),
    "denormal ties up": ("rest > tie || (rest == tie && (h & 1u))", "rest >= tie"),
    "denormal widening wrong": ("5.9604644775390625e-8f", "6.103515625e-05f"),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_a_wrong_conversion_is_caught(tmp_path, mutant):
    old, new = MUTANTS[mutant]
    text = cuda.CUDA_SHIM.read_text()
    assert text.count(old) == 1
    assert sum(_mismatches(*_run(tmp_path, text.replace(old, new))).values()) > 0


# ----------------------------------------------------------------------------- kernels: the emulation of the .cu against Warp's CPU

HALF, VEC3H = Type("float16"), Type("vec3h", (3,))
TIE = 2.0**-11  # 1 + TIE lies half-way between the halves 1 and 1 + 2^-10
EDGES = [1.0, 1.0 + 2 * TIE, 1.0 + 3 * TIE, -(1.0 + TIE), 2.0**-24, -(2.0**-24), 3 * 2.0**-24, 2.0**-14, 2.0**-15, 65504.0, -65504.0]
EDGES += [65472.0, 0.0, -0.0, 0.5, -0.5, 1.5, 2.5, 1024.5, -3.0, 0.099975586, 1.0 / 3.0, 7.0, 0.000061035156]
OTHER = [TIE, TIE, TIE, TIE, 2.0**-24, 2.0**-24, -(2.0**-24), -(2.0**-15), 2.0**-15, 16.0, -16.0]
OTHER += [32.0, -0.0, -0.0, 3.0, 0.25, -1.5, 2.5, 1.0, 1.75, 0.099975586, 3.0, -0.001, 2.0**-10]
RNG_H = np.random.default_rng(18)
SWEEP_A = list(RNG_H.uniform(-4.0, 4.0, 40))
SWEEP_B = list(RNG_H.uniform(-4.0, 4.0, 40))
A, B = EDGES + SWEEP_A, OTHER + SWEEP_B
POSITIVE = [abs(x) + 2.0**-20 for x in A]  # log, sqrt: positive halves (2^-20 adds nothing to most of them)


def _h(name: str) -> Load:
    return Load(name, HALF)


def _kernel(name: str, value, columns: dict[str, list[float]], in_type: Type = HALF, out_type: Type = HALF) -> tuple[KernelSpec, dict]:
    """``out[i] = value`` over the input columns (float16 arrays, or ``in_type``)."""
    n = len(next(iter(columns.values())))
    params = tuple(Param(k, "in", in_type, (-4.0, 4.0)) for k in columns) + (Param("out", "out", out_type),)
    spec = KernelSpec(f"half_{name}", "handmade", 0, n, params, (Store("out", value),))
    values = make_inputs(spec)
    for k, column in columns.items():
        values[k] = np.array(column, dtype=np.float16 if in_type.name == "float16" else np.float32)
    return spec, values


def _unary(fn: str, xs: list[float]):
    return _kernel(fn, Call(fn, (_h("a"),), HALF), {"a": xs})


def _vector_columns() -> dict[str, list[list[float]]]:
    rows = len(A) // 3
    return {"a": [A[3 * r : 3 * r + 3] for r in range(rows)], "b": [B[3 * r : 3 * r + 3] for r in range(rows)]}


def _vec_kernel(name: str, value, out_type: Type):
    cols = _vector_columns()
    n = len(cols["a"])
    params = (Param("a", "in", VEC3H), Param("b", "in", VEC3H), Param("s", "in", HALF), Param("out", "out", out_type))
    spec = KernelSpec(f"half_{name}", "handmade", 0, n, params, (Store("out", value),))
    values = make_inputs(spec)
    values["a"], values["b"] = (np.array(cols[k], dtype=np.float16) for k in "ab")
    values["s"] = np.array(A[:n], dtype=np.float16)
    return spec, values


va, vb, s = Load("a", VEC3H), Load("b", VEC3H), Load("s", HALF)
HALF_CASES = {
    **{op: _kernel(op, Binary(op, _h("a"), _h("b"), HALF), {"a": A, "b": B}) for op in ("add", "sub", "mul")},
    "div": _kernel("div", Binary("div", _h("a"), _h("b"), HALF), {"a": A, "b": [x if x != 0 else 0.75 for x in B]}),
    "neg": _kernel("neg", Unary("neg", _h("a"), HALF), {"a": A}),
    "chain": _kernel("chain", Binary("add", Binary("mul", _h("a"), _h("b"), HALF), _h("a"), HALF), {"a": A, "b": B}),
    "literal": _kernel("literal", Binary("mul", _h("a"), Const(0.1, HALF), HALF), {"a": A}),
    "select": _kernel("select", Select(Compare("lt", _h("a"), _h("b")), _h("a"), _h("b"), HALF), {"a": A, "b": B}),
    # float -> half: the ties, denormals and the overflow boundary in float32
    "narrow": _kernel(
        "narrow",
        Call("float16", (Load("a", FLOAT),), HALF),
        {
            "a": [1.0 + TIE, 1.0 + 3 * TIE, 2.0**-25, 3 * 2.0**-25, 65519.0, 65520.0, 1e-9, -(1.0 + TIE), 0.1, 1e-5, 2.0**-14 * 0.999]
            + [float("nan"), float("-nan"), float("inf")]  # NaN stays NaN (quiet, sign and payload top bits kept), inf stays inf
            + SWEEP_A
        },
        in_type=FLOAT,
    ),
    "widen": _kernel("widen", Binary("mul", Call("float", (_h("a"),), FLOAT), Const(3.0), FLOAT), {"a": A}, out_type=FLOAT),
    "mixed": _kernel(
        "mixed",
        Call(
            "float16",
            (Binary("add", Binary("mul", Call("float", (_h("a"),), FLOAT), Call("float", (_h("b"),), FLOAT), FLOAT), Const(1.0), FLOAT),),
            HALF,
        ),
        {"a": A, "b": B},
    ),
    **{fn: _unary(fn, A) for fn in ("sin", "cos", "tanh", "abs", "exp")},
    **{fn: _unary(fn, POSITIVE) for fn in ("sqrt", "log")},
    # min(+0, -0): Warp's CPU keeps the first (a <= b ? a : b), fminf (Warp's GPU, the .cu) may give -0;
    # the float32 min/max have the same known difference (the sign of a zero), so that pair is left out
    **{
        fn: _kernel(fn, Call(fn, (_h("a"), _h("b")), HALF), {"a": A, "b": [0.0 if k == 12 else x for k, x in enumerate(B)]})
        for fn in ("min", "max")
    },
    "pow": _kernel("pow", Call("pow", (_h("a"), _h("b")), HALF), {"a": POSITIVE, "b": B}),
    "clamp": _kernel("clamp", Call("clamp", (_h("a"), Const(-1.0, HALF), Const(0.5, HALF)), HALF), {"a": A}),
    "vadd": _vec_kernel("vadd", Binary("add", va, vb, VEC3H), VEC3H),
    "vsub": _vec_kernel("vsub", Binary("sub", va, vb, VEC3H), VEC3H),
    "vneg": _vec_kernel("vneg", Unary("neg", va, VEC3H), VEC3H),
    "vscale": _vec_kernel("vscale", Binary("mul", va, s, VEC3H), VEC3H),
    "vscale_left": _vec_kernel("vscale_left", Binary("mul", s, vb, VEC3H), VEC3H),
    "vcw_mul": _vec_kernel("vcw_mul", Call("cw_mul", (va, vb), VEC3H), VEC3H),
    "vdot": _vec_kernel("vdot", Call("dot", (va, vb), HALF), HALF),
    "vlength": _vec_kernel("vlength", Call("length", (va,), HALF), HALF),
    "vbuild": _vec_kernel("vbuild", Construct((Component(va, (2,), HALF), s, Const(-2.5, HALF)), VEC3H), VEC3H),
}
HALF_VALUES = {spec.name: values for spec, values in HALF_CASES.values()}


@pytest.fixture(scope="module")
def warp_half(tmp_path_factory):
    """Warp's CPU result of every half kernel (one module, built once)."""
    outputs = warp_cpu([spec for spec, _ in HALF_CASES.values()], _values, tmp_path_factory.mktemp("half_src"), "test_half")
    return {name: out["out"] for name, out in outputs.items()}


def _values(spec: KernelSpec) -> dict:
    return HALF_VALUES[spec.name]


def _emulated(tmp_path, names) -> dict[str, np.ndarray]:
    specs = [HALF_CASES[n][0] for n in names]
    return {name: r["out"] if isinstance(r, dict) else r for name, r in emulated(specs, _values, tmp_path).items()}


def _bits(x: np.ndarray) -> np.ndarray:
    x = np.asarray(x)
    return x.view(np.uint16) if x.dtype == np.float16 else x.astype(np.float32).view(np.uint32)


def test_every_half_operation_matches_warp_bit_for_bit(warp_half, tmp_path):
    emulated = _emulated(tmp_path, list(HALF_CASES))
    for name, (spec, _) in HALF_CASES.items():
        expected, actual = warp_half[spec.name], emulated[spec.name]
        assert expected.dtype == actual.dtype, name
        differ = np.flatnonzero(_bits(expected) != _bits(actual))
        assert differ.size == 0, (
            f"{name}: {differ.size} values differ, first: cuda {actual.flat[differ[0]]!r} vs warp {expected.flat[differ[0]]!r}"
        )


def test_the_edge_values_reach_the_edges(warp_half):
    """The values above do hit what they are for: ties rounded to even, denormal results, overflow, -0."""
    add = warp_half["half_add"].astype(np.float64)
    assert add[0] == 1.0 and add[1] == 1.0 + 4 * TIE  # 1 + 2^-11 -> 1 (even); 1 + 3 * 2^-11 + 2^-11 exact
    assert add[2] == 1.0 + 4 * TIE  # 1 + 3 * 2^-11 + 2^-11 = 1 + 2^-9 exactly
    assert add[4] == 2.0**-23  # denormal + denormal
    mul = warp_half["half_mul"]
    assert mul[4] == 0.0  # 2^-24 * 2^-24 underflows to +0
    assert np.signbit(warp_half["half_add"][13])  # -0 + -0 = -0
    narrow = warp_half["half_narrow"]
    assert narrow[0] == 1.0 and narrow[1] == 1.0 + 4 * TIE and narrow[2] == 0.0 and narrow[3] == 2.0**-23
    assert narrow[4] == 65504.0 and np.isinf(narrow[5])


def _shim_mutant(tmp_path, monkeypatch, old: str, new: str) -> None:
    text = cuda.CUDA_SHIM.read_text()
    assert text.count(old) == 1
    folder = tmp_path / "shim"
    folder.mkdir()
    (folder / "cuda_shim.h").write_text(text.replace(old, new))
    monkeypatch.setattr(emulate, "SHIM", folder / "cuda_shim.h")


def _caught(warp_half, tmp_path, names) -> bool:
    """Whether some case of ``names`` no longer matches Warp (or no longer builds)."""
    try:
        emulated = _emulated(tmp_path, names)
    except StageFailure:
        return True
    return any(
        not isinstance(emulated[HALF_CASES[n][0].name], np.ndarray)
        or not np.array_equal(_bits(emulated[HALF_CASES[n][0].name]), _bits(warp_half[HALF_CASES[n][0].name]))
        for n in names
    )


def test_round_toward_zero_is_caught(warp_half, tmp_path, monkeypatch):
    _shim_mutant(tmp_path, monkeypatch, *MUTANTS["truncation"])
    assert _caught(warp_half, tmp_path, ["add", "narrow", "sin"])


def test_float_without_rounding_between_operations_is_caught(warp_half, tmp_path, monkeypatch):
    """A vec3h dot that sums the float products and rounds once (not Warp's rounding after each)."""
    real = half_ops.vector_helper

    def fused(kind, t):
        if kind == "dot":
            return (
                "__host__ __device__ inline __half dot(vec3h a, vec3h b) { return __float2half_rn(__half2float(a.x) * __half2float(b.x) + __half2float(a.y) * __half2float(b.y) + __half2float(a.z) * __half2float(b.z)); }",
                ("struct:vec3h",),
            )
        return real(kind, t)

    monkeypatch.setattr(half_ops, "vector_helper", fused)
    assert _caught(warp_half, tmp_path, ["vdot"])


def test_a_chain_computed_in_float_is_caught(warp_half, tmp_path, monkeypatch):
    """a * b + a as one float expression rounded once, the product not rounded to half first."""
    from synth.render.cuda.kernel import _KernelWriter

    real = _KernelWriter.binary

    def fused(self, e):
        if e.op == "add" and e.type.name == "float16" and isinstance(e.lhs, Binary) and e.lhs.op == "mul":
            a, b, c = (half_ops.widen(self.wrap(x, 0)) for x in (e.lhs.lhs, e.lhs.rhs, e.rhs))
            return half_ops.narrow(f"{a} * {b} + {c}"), cuda.PRIMARY
        return real(self, e)

    assert "__hadd_rn(__hmul_rn(a[i], b[i]), a[i])" in cuda.render_device(HALF_CASES["chain"][0])
    monkeypatch.setattr(_KernelWriter, "binary", fused)
    assert _caught(warp_half, tmp_path, ["chain"])


def test_a_missing_widening_is_caught(warp_half, tmp_path, monkeypatch):
    """sinf of the __half itself, no __half2float: the shim's __half has no conversion, so the build fails
    (cuda_fp16.h's has one, and would compute the same; the emulation insists on the explicit form)."""
    monkeypatch.setitem(SCALARS, "float16", dataclasses.replace(SCALARS["float16"], widen="{0}"))
    assert _caught(warp_half, tmp_path, ["sin"])


def test_half_arrays_get_the_half_tolerances():
    """float16 outputs compare within a few half ulps on a GPU; the emulation is exact for every dtype."""
    spec, values = HALF_CASES["vdot"]
    expected = np.ones(spec.threads)
    assert tolerance.emulation_tolerance(spec, "out", expected) == tolerance.Tolerance(0.0, 0.0)
    assert tolerance.gpu_tolerance("forward", spec, "out", expected).rtol == 8 * 2.0**-10
    spec32 = HALF_CASES["widen"][0]
    assert tolerance.emulation_tolerance(spec32, "out", expected) == tolerance.EXACT
