"""The vector and matrix operators and builtins the categories use most (+ - * / of vectors and
matrices, cw_mul, dot, length, normalize, cross, transpose, mat @ mat, mat @ vec, determinant, their
float64 forms, the float64 and half vectors' operators, and float atomic min/max): each CUDA helper against Warp's CPU run, bit for bit, on
hand-built kernels of every size fed edge values (zero and tiny vectors, signed zeros, singular
matrices and determinants of either sign) and seeded random ones; wrong helpers are caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, warp_cpu

from synth.model.failures import StageFailure
from synth.model.inputs import make_inputs, param_value
from synth.model.spec import (
    FLOAT,
    INT,
    Atomic,
    Binary,
    Call,
    Const,
    KernelSpec,
    Load,
    Param,
    Ref,
    Store,
    Type,
    Unary,
    matrix_of,
    vector_of,
)
from synth.render import cuda
from synth.render.cuda import units

pytestmark = pytest.mark.needs_gxx

THREADS = 64
SIZES = (2, 3, 4)
F64, V3D, M33D = Type("float64"), Type("vec3d", (3,)), Type("mat33d", (3, 3))
HALF = Type("float16")


def _call(fn, *args, type=FLOAT):
    return Call(fn, tuple(args), type)


def vector_spec(n: int, vt: Type | None = None, st: Type = FLOAT) -> KernelSpec:
    """Every vector operator of size n on inputs a, b (vectors) and s (a scalar), each into its own output."""
    vt = vt or vector_of(n)
    a, b, s = Load("a", vt), Load("b", vt), Load("s", st)
    outputs = {
        "out_add": Binary("add", a, b, vt), "out_sub": Binary("sub", a, b, vt), "out_neg": Unary("neg", a, vt),
        "out_mul_vs": Binary("mul", a, s, vt), "out_mul_sv": Binary("mul", s, b, vt), "out_div": Binary("div", a, s, vt),
        "out_cw_mul": _call("cw_mul", a, b, type=vt), "out_dot": _call("dot", a, b, type=st), "out_length": _call("length", a, type=st),
    }  # fmt: skip
    if st == FLOAT:
        outputs["out_normalize"] = _call("normalize", a, type=vt)
    if st != HALF:  # Warp's lerp of float32 and float64 vectors (library_ops.composite_lerp)
        outputs["out_lerp"] = _call("lerp", a, b, s, type=vt)
    if st == HALF:  # no generator divides a half vector: the renderer has no such helper
        del outputs["out_div"]
    if n == 3:
        outputs["out_cross"] = _call("cross", a, b, type=vt)
    params = (Param("a", "in", vt), Param("b", "in", vt), Param("s", "in", st), *(Param(k, "out", e.type) for k, e in outputs.items()))
    return KernelSpec(f"vectors_{vt.name}", "handmade", 0, THREADS, params, tuple(Store(k, e) for k, e in outputs.items()))


def matrix_spec(n: int, mt: Type | None = None, st: Type = FLOAT) -> KernelSpec:
    """Every matrix operator of size n on inputs m, q (matrices), v (a vector) and s (a scalar)."""
    mt = mt or matrix_of(n)
    vt = Type(f"vec{n}{mt.name[5:]}", (n,))
    m, q, v, s = Load("m", mt), Load("q", mt), Load("v", vt), Load("s", st)
    outputs = {
        "out_add": Binary("add", m, q, mt), "out_sub": Binary("sub", m, q, mt), "out_neg": Unary("neg", m, mt), "out_mat_vec": Binary("matmul", m, v, vt),
        "out_mul_vs": Binary("mul", m, s, mt), "out_mul_sv": Binary("mul", s, q, mt), "out_div": Binary("div", m, s, mt),
        "out_lerp": _call("lerp", m, q, s, type=mt),
    }  # fmt: skip
    if st in (FLOAT, F64):
        outputs["out_transpose"] = _call("transpose", m, type=mt)
    if st == FLOAT:
        outputs |= {"out_mat_mul": Binary("matmul", m, q, mt), "out_det": _call("determinant", m)}
    params = (Param("m", "in", mt), Param("q", "in", mt), Param("v", "in", vt), Param("s", "in", st), *(Param(k, "out", e.type) for k, e in outputs.items()))
    return KernelSpec(f"matrices_{mt.name}", "handmade", 0, THREADS, params, tuple(Store(k, e) for k, e in outputs.items()))


def transpose_spec(rows: int, cols: int, suffix: str) -> KernelSpec:
    """The transpose of a matrix of another shape than square (mat32d into a mat23d)."""
    mt, tt = Type(f"mat{rows}{cols}{suffix}", (rows, cols)), Type(f"mat{cols}{rows}{suffix}", (cols, rows))
    params = (Param("w", "in", mt), Param("out_transpose", "out", tt))
    return KernelSpec(f"transpose_{mt.name}", "handmade", 0, THREADS, params, (Store("out_transpose", _call("transpose", Load("w", mt), type=tt)),))


def atomic_spec() -> KernelSpec:
    """Float atomic min and max into 4 slots (every 4th thread's value each): the CAS loops."""
    slot = Binary("mod", Ref("i", INT), Const(4, INT), INT)
    params = (Param("a", "in", FLOAT), Param("lo", "out", FLOAT, length=4, init=1e30), Param("hi", "out", FLOAT, length=4, init=-1e30))
    body = (Atomic("min", "lo", slot, Load("a", FLOAT)), Atomic("max", "hi", slot, Load("a", FLOAT)))
    return KernelSpec("atomic_minmax", "handmade", 0, THREADS, params, body)


SPECS = [vector_spec(n) for n in SIZES] + [matrix_spec(n) for n in SIZES]
SPECS += [vector_spec(3, V3D, F64), matrix_spec(3, M33D, F64), atomic_spec()]
# the float64 and half vectors of two and four components (generate.variations.with_vector_width)
SPECS += (
    [vector_spec(n, Type(f"vec{n}d", (n,)), F64) for n in (2, 4)]
    + [matrix_spec(n, Type(f"mat{n}{n}d", (n, n)), F64) for n in (2, 4)]
    + [vector_spec(n, Type(f"vec{n}h", (n,)), HALF) for n in (2, 4)]
    + [transpose_spec(3, 2, "d"), transpose_spec(2, 3, "")]
)


def values_of(spec: KernelSpec) -> dict:
    """Seeded components in [-2, 2]; the first rows: zeros, -0 against +0, a tiny vector (normalize's
    length is not 0), equal inputs, a singular matrix (det 0), a negative determinant, the identity."""
    rng = np.random.default_rng(sum(map(ord, spec.name)))
    values = make_inputs(spec)
    for p in spec.inputs:
        dtype = {"float64": np.float64, "float16": np.float16}.get(p.type.scalar.name, np.float32)
        x = rng.uniform(-2.0, 2.0, (THREADS, *p.type.shape)).astype(dtype)
        if p.name in ("a", "b", "v"):
            x[0], x[1] = 0.0, -0.0
            x[2] = 1e-20
            x[3] = x[4] if p.name == "a" else x[3]
        if p.name in ("m", "q"):
            n = p.type.shape[0]
            x[0] = 0.0
            x[1] = np.arange(1, n * n + 1).reshape(n, n)
            x[1][1] = x[1][0]  # two equal rows: det exactly 0
            x[2] = np.eye(n)
            x[3] = np.eye(n)[::-1] * 1.5  # a reversed identity: det -1.5^n for n = 2, 3 (sign by permutation)
        if p.name == "s":
            x[np.abs(x) < 0.1] = 0.75  # a divisor away from zero
            x[0] = -0.0 if x.ndim == 1 else x[0]
        values[p.name] = x
    for p in spec.outputs:
        values[p.name] = param_value(spec, p)
    return values


@pytest.fixture(scope="module")
def warp_outputs(tmp_path_factory):
    return warp_cpu(SPECS, values_of, tmp_path_factory.mktemp("vector_src"), "test_vector_reference")




def test_every_operator_of_every_size_matches_warp_bit_for_bit(warp_outputs, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_outputs)


def test_the_edge_rows_hold_what_they_test(warp_outputs):
    for n in SIZES:
        vec = warp_outputs[f"vectors_vec{n}"]
        assert not vec["out_normalize"][0].any() and vec["out_normalize"][2].any(), "normalize: the zero vector, and a tiny one"
        det = warp_outputs[f"matrices_mat{n}{n}"]["out_det"]
        assert det[0] == det[1] == 0.0 and det[2] == 1.0 and (det < 0).any() and (det > 0).any()
    lo, hi = warp_outputs["atomic_minmax"]["lo"], warp_outputs["atomic_minmax"]["hi"]
    assert (lo < hi).all() and (lo < 0).all() and (hi > 0).all()


MUTATIONS = {
    "normalize_without_zero_check": ("vectors_vec3", "    if (l > 0.0f) return", "    return", "out_normalize"),
    "cross_swapped_term": ("vectors_vec3", "a.y * b.z - a.z * b.y", "a.z * b.y - a.y * b.z", "out_cross"),
    "mat_mul_multiply_add": ("matrices_mat33", "sum = fmaf(a.m[row][k], b.m[k][col], sum)", "sum = sum + a.m[row][k] * b.m[k][col]", "out_mat_mul"),
    "determinant_3x3_order": ("matrices_mat33", "return a.m[0][0] * c0 + a.m[0][1] * c1 + a.m[0][2] * c2;", "return a.m[0][2] * c2 + a.m[0][1] * c1 + a.m[0][0] * c0;", "out_det"),
    "determinant_4x4_float_minor": ("matrices_mat44", "const double y01", "const float y01", "out_det"),
    "atomic_min_as_max": ("atomic_minmax", "__float_as_int(fminf(value", "__float_as_int(fmaxf(value", "lo"),
}  # fmt: skip


@pytest.mark.parametrize("mutation", list(MUTATIONS))
def test_a_wrong_or_reordered_helper_is_caught(warp_outputs, tmp_path, monkeypatch, mutation):
    name, old, new, output = MUTATIONS[mutation]
    spec = next(s for s in SPECS if s.name == name)
    real = units.render_parts

    def mutated(s, launch="cuda"):
        parts = real(s, launch)
        assert old in parts.device, "the mutation's anchor is gone"
        return cuda.CudaParts(parts.name, parts.device.replace(old, new), parts.host)

    monkeypatch.setattr(units, "render_parts", mutated)
    try:
        got = emulated([spec], values_of, tmp_path)[spec.name]
    except StageFailure as refused:  # a float widened to double where a double meets the float minor
        assert refused.label == "codegen_error" and "implicit conversion from" in refused.message
        return
    assert output in differing(got, warp_outputs[name])


def test_a_length_alone_brings_the_dot_it_calls(tmp_path):
    """length(v) is sqrt(dot(v, v)) in the .cu: a kernel that calls length and no dot still gets dot's
    helper, and computes Warp's value bit for bit (the helper list follows each helper's needs)."""
    v3 = vector_of(3)
    spec = KernelSpec("length_alone", "unit", 5, THREADS, (Param("v", "in", v3), Param("out", "out", FLOAT)), (Store("out", _call("length", Load("v", v3))),))
    expected = warp_cpu([spec], make_inputs, tmp_path, "test_vector_length_alone")
    assert_matches_warp([spec], make_inputs, tmp_path / "emulated", expected)
