"""The linalg builtins (vector min/max/abs, cw_div, length_sq, norm_l1/l2, outer, diag, skew,
identity, inverse, trace, ddot, get_diag, component writes): each CUDA helper against Warp's CPU
run, on hand-built kernels of every vector and matrix size fed edge values (zeros, signed zeros,
equal components, negative values, singular matrices) and seeded random ones.

The helpers repeat Warp's evaluation order, so the emulation is bit-identical to Warp here (as
``synth/verify/tolerance.py`` measures for the categories); the exact check is what sees an order
change (fmaf vs multiply-add, double vs float cofactors) that stays within the pipeline's tolerance.
"""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, warp_cpu

from synth.model.failures import StageFailure
from synth.model.inputs import make_inputs
from synth.model.spec import (
    FLOAT,
    Binary,
    Call,
    Component,
    Const,
    Construct,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    SetComponent,
    Store,
    matrix_of,
    vector_of,
)
from synth.render import cuda
from synth.render.cuda import render_cuda, render_parts, units
from synth.render.warp_python import render_warp
from synth.stages import cuda_builds, standalone_cuda
from synth.toolchain import nvcc

pytestmark = pytest.mark.needs_gxx

THREADS = 64
SIZES = (2, 3, 4)


def _call(fn, *args, type=FLOAT):
    return Call(fn, tuple(args), type)


def vector_spec(n: int) -> KernelSpec:
    """Every vector builtin of size n on inputs a, b, each into its own output."""
    vt, mt = vector_of(n), matrix_of(n)
    a, b = Load("a", vt), Load("b", vt)
    ones = Construct(tuple(Const(1.0) for _ in range(n)), vt)
    x = Ref("x0", vt)
    outputs = {
        "out_min": _call("min", a, b, type=vt),
        "out_max": _call("max", a, b, type=vt),
        "out_abs": _call("abs", a, type=vt),
        "out_div": _call("cw_div", a, Binary("add", _call("abs", b, type=vt), ones, vt), type=vt),
        "out_lsq": _call("length_sq", a),
        "out_l1": _call("norm_l1", a),
        "out_l2": _call("norm_l2", a),
        "out_outer": _call("outer", a, b, type=mt),
        "out_diag": _call("diag", a, type=mt),
        "out_fill": x,
    }
    if n == 3:
        outputs["out_skew"] = _call("skew", a, type=mt)
    fill = (
        Let("x0", Construct(tuple(Const(0.5) for _ in range(n)), vt)),
        SetComponent("x0", (n - 1,), Binary("mul", Component(a, (0,)), Component(b, (n - 1,)), FLOAT)),
        SetComponent("x0", (0,), Binary("mul", Component(x, (n - 1,)), Const(2.0), FLOAT)),
    )
    params = (Param("a", "in", vt), Param("b", "in", vt), *(Param(name, "out", e.type) for name, e in outputs.items()))
    return KernelSpec(f"linalg_vec{n}", "handmade", 0, THREADS, params, (*fill, *(Store(k, e) for k, e in outputs.items())))


def matrix_spec(n: int) -> KernelSpec:
    """Every matrix builtin of size n on inputs m, q, each into its own output (inverse of the raw m)."""
    mt, vt = matrix_of(n), vector_of(n)
    m, q = Load("m", mt), Load("q", mt)
    x = Ref("x0", mt)
    outputs = {
        "out_inverse": _call("inverse", m, type=mt),
        "out_trace": _call("trace", m),
        "out_ddot": _call("ddot", m, q),
        "out_get_diag": _call("get_diag", m, type=vt),
        "out_identity": Binary("add", _call("identity", type=mt), m, mt),
        "out_fill": x,
    }
    fill = (
        Let("x0", _call("identity", type=mt)),
        SetComponent("x0", (n - 1, n - 1), _call("trace", m)),
        SetComponent("x0", (0, n - 1), Binary("mul", Component(m, (1, 0)), Component(x, (n - 1, n - 1)), FLOAT)),
    )
    params = (Param("m", "in", mt), Param("q", "in", mt), *(Param(name, "out", e.type) for name, e in outputs.items()))
    return KernelSpec(f"linalg_mat{n}", "handmade", 0, THREADS, params, (*fill, *(Store(k, e) for k, e in outputs.items())))


def vector_values(spec: KernelSpec, n: int) -> dict:
    """Seeded uniform [-2, 2] components, the first rows edge cases: zeros, -0 against +0, a == b,
    all negative against all positive, mixed signs with a zero, and ties in one component."""
    rng = np.random.default_rng(100 + n)
    a = rng.uniform(-2.0, 2.0, (THREADS, n)).astype(np.float32)
    b = rng.uniform(-2.0, 2.0, (THREADS, n)).astype(np.float32)
    a[0], b[0] = 0.0, 0.0
    a[1], b[1] = -0.0, 0.0
    b[2] = a[2]
    a[3], b[3] = -np.abs(a[3]), np.abs(b[3])
    a[4] = np.array([-1.0, 0.0, 1.0, -0.5][:n], np.float32)
    b[5, 0] = a[5, 0]
    return {**make_inputs(spec), "a": a, "b": b}


def matrix_values(spec: KernelSpec, n: int) -> dict:
    """Seeded uniform [-1, 1] entries (some nearly singular, so the inverse magnifies any rounding
    difference), the first rows: zero and rank-deficient matrices (inverse returns zero), identity,
    a diagonally dominant and an all-negative matrix."""
    rng = np.random.default_rng(200 + n)
    m = rng.uniform(-1.0, 1.0, (THREADS, n, n)).astype(np.float32)
    q = rng.uniform(-1.0, 1.0, (THREADS, n, n)).astype(np.float32)
    m[0] = 0.0
    rows = np.arange(1, n * n + 1, dtype=np.float32).reshape(n, n)
    rows[1] = rows[0]  # two equal rows of small integers: det is exactly 0 in float
    m[1] = rows
    m[2] = np.eye(n, dtype=np.float32)
    m[3] = 2.0 * np.eye(n, dtype=np.float32) + 0.25 * m[3]
    m[4] = -np.abs(m[4])
    return {**make_inputs(spec), "m": m, "q": q}


SPECS = [vector_spec(n) for n in SIZES] + [matrix_spec(n) for n in SIZES]


def values_of(spec: KernelSpec) -> dict:
    n = int(spec.name[-1])
    return vector_values(spec, n) if "vec" in spec.name else matrix_values(spec, n)


@pytest.fixture(scope="module")
def warp_outputs(tmp_path_factory):
    """Warp's CPU outputs of every spec on its values (one module, built once)."""
    return warp_cpu(SPECS, values_of, tmp_path_factory.mktemp("linalg_src"), "test_linalg_reference")




def test_every_builtin_of_every_size_matches_warp_exactly(warp_outputs, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_outputs, signed_zero=False)


def test_the_edge_rows_hold_what_they_test(warp_outputs):
    """The edge values reach the branches they are for: Warp's inverse is zero for the singular
    rows and not for the others, min/max/abs of the zero rows are zeros, norms of a zero vector 0."""
    for n in SIZES:
        inverse = warp_outputs[f"linalg_mat{n}"]["out_inverse"]
        assert not inverse[0].any() and not inverse[1].any()
        np.testing.assert_array_equal(inverse[2], np.eye(n))
        assert inverse[3].any() and inverse[4].any()
        vec = warp_outputs[f"linalg_vec{n}"]
        for name in ("out_min", "out_max", "out_abs"):
            assert not vec[name][0].any() and not vec[name][1].any()
        assert vec["out_l1"][0] == vec["out_l2"][0] == vec["out_lsq"][0] == 0.0
        np.testing.assert_array_equal(vec["out_min"][2], vec["out_max"][2])


MUTATIONS = {
    # a wrong helper: caught by the pipeline's own tolerance
    "min_as_max": ("linalg_vec3", lambda text: text.replace("fminf(a.x, b.x)", "fmaxf(a.x, b.x)"), "out_min", True),
    "inverse_4x4_transposed": ("linalg_mat4", lambda text: text.replace("(float)((double)z10 * rcp)", "(float)((double)z01 * rcp)", 1), "out_inverse", True),
    "skew_sign": ("linalg_vec3", lambda text: text.replace("{a.z, 0.0f, -a.x}", "{-a.z, 0.0f, -a.x}"), "out_skew", True),
    # Warp's evaluation order dropped: a few ulps, which the pipeline's exact comparison catches (its old rtol 1e-5 did not)
    "ddot_without_fmaf": ("linalg_mat4", lambda text: text.replace("r = fmaf(a.m[row][col], b.m[row][col], r)", "r = r + a.m[row][col] * b.m[row][col]"), "out_ddot", True),
    "inverse_4x4_all_float": ("linalg_mat4", lambda text: text.replace("double", "float").replace("fabs(", "fabsf("), "out_inverse", True),
}  # fmt: skip


@pytest.mark.parametrize("mutation", list(MUTATIONS))
def test_a_wrong_or_reordered_helper_is_seen(warp_outputs, tmp_path, monkeypatch, mutation):
    name, edit, output, beyond_tolerance = MUTATIONS[mutation]
    spec = next(s for s in SPECS if s.name == name)
    real = units.render_parts

    def mutated(s, launch="cuda"):
        parts = real(s, launch)
        if s.name != name:
            return parts
        device = edit(parts.device)
        assert device != parts.device, "the mutation did not apply"
        return cuda.CudaParts(parts.name, device, parts.host)

    monkeypatch.setattr(units, "render_parts", mutated)
    try:
        got = emulated([spec], values_of, tmp_path)[spec.name]
    except StageFailure as refused:  # a float widened to double where the mutant mixes them: the build refuses it
        assert refused.label == "codegen_error" and "implicit conversion from" in refused.message
        return
    assert output in differing(got, warp_outputs[name], signed_zero=False)
    outcome = standalone_cuda.compare(spec, got, warp_outputs[name])
    assert isinstance(outcome, StageFailure) == beyond_tolerance, getattr(outcome, "message", outcome)


def test_renderings_of_component_writes_and_identity():
    spec = matrix_spec(3)
    source = render_warp(spec)
    assert "x0 = wp.identity(n=3, dtype=wp.float32)" in source
    assert "x0[2, 2] = wp.trace(m[i])" in source and "x0[0, 2] = m[i][1, 0] * x0[2, 2]" in source
    device = render_parts(spec).device
    assert "mat33 x0 = identity_mat33();" in device and "const mat33 x0" not in device  # written, so not const
    assert "x0.m[2][2] = trace(m[i]);" in device and "x0.m[0][2] = m[i].m[1][0] * x0.m[2][2];" in device
    vec = render_parts(vector_spec(2)).device
    assert "x0.y = a[i].x * b[i].y;" in vec and "x0.x = x0.y * 2.0f;" in vec
    assert "out_min[i] = cw_min(a[i], b[i]);" in vec and "out_l1[i] = norm_l1(a[i]);" in vec


def test_the_helpers_compile_with_nvcc(tmp_path):
    try:
        nvcc.require_nvcc()
    except nvcc.NvccNotFound as missing:
        pytest.skip(missing.reason)
    results = cuda_builds.compile_specs(SPECS, (90,), tmp_path, executable=False)
    assert all(isinstance(r, nvcc.NvccResult) and r.batch_size == len(SPECS) for r in results.values()), results
    assert "linalg_mat4" in render_cuda(SPECS[-1])
