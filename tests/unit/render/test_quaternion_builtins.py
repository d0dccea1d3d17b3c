"""Quaternions, transforms and spatial vectors: each CUDA helper (synth/render/rigid_ops.py)
against Warp's CPU run, on hand-built kernels fed edge values and seeded random ones.

Edge values: the identity, 180-degree rotations (w = 0), quaternions with w < 0, the zero
quaternion (Warp's normalize falls back to the identity), non-unit quaternions (Warp's
quat_inverse is the conjugate, not the inverse), rotation matrices on each branch of
quat_from_matrix (trace >= 0, then the largest diagonal entry 0, 1 or 2), slerp at t = 0 and 1,
between equal, nearly equal and opposite-hemisphere quaternions. The helpers repeat Warp's
operations in Warp's order, so the emulation must equal Warp bit for bit; a few mutants (a
swapped cross term, a true inverse, the other product order, top and bottom swapped ...) are
each shown to be caught.
"""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, warp_cpu

from synth.model.failures import StageFailure
from synth.model.inputs import make_inputs
from synth.model.spec import (
    FLOAT,
    MAT33,
    QUAT,
    SPATIAL_VECTOR,
    TRANSFORM,
    VEC3,
    Binary,
    Call,
    Component,
    Const,
    Construct,
    KernelSpec,
    Load,
    Param,
    Store,
)
from synth.render import cuda
from synth.render.cuda import render_cuda, render_parts, units
from synth.render.warp_python import render_warp
from synth.stages import cuda_builds, standalone_cuda
from synth.toolchain import nvcc

pytestmark = pytest.mark.needs_gxx

THREADS = 64


def _call(fn, *args, type=FLOAT):
    return Call(fn, tuple(args), type)


def _spec(name: str, inputs: dict, outputs: dict) -> KernelSpec:
    params = (*(Param(n, "in", t) for n, t in inputs.items()), *(Param(n, "out", e.type) for n, e in outputs.items()))
    return KernelSpec(name, "handmade", 0, THREADS, params, tuple(Store(k, e) for k, e in outputs.items()))


def quat_spec() -> KernelSpec:
    q, r, v, t, m = Load("q", QUAT), Load("r", QUAT), Load("v", VEC3), Load("t", FLOAT), Load("m", MAT33)
    outputs = {
        "out_mul": Binary("mul", q, r, QUAT),
        "out_inverse": _call("quat_inverse", q, type=QUAT),
        "out_rotate": _call("quat_rotate", q, v, type=VEC3),
        "out_rotate_inv": _call("quat_rotate_inv", q, v, type=VEC3),
        "out_to_matrix": _call("quat_to_matrix", q, type=MAT33),
        "out_from_matrix": _call("quat_from_matrix", m, type=QUAT),
        "out_normalize": _call("normalize", q, type=QUAT),
        "out_length": _call("length", q),
        "out_dot": _call("dot", q, r),
        "out_axis_angle": _call("quat_from_axis_angle", _call("normalize", v, type=VEC3), t, type=QUAT),
        "out_rpy": _call("quat_rpy", Component(v, (0,)), Component(v, (1,)), t, type=QUAT),
        "out_slerp": _call("quat_slerp", _call("normalize", q, type=QUAT), _call("normalize", r, type=QUAT), t, type=QUAT),
        "out_identity": Binary("mul", _call("quat_identity", type=QUAT), q, QUAT),
        "out_w": Component(q, (3,)),
        "out_construct": Construct((Component(v, (2,)), t, Const(0.5), Component(q, (0,))), QUAT),
    }
    return _spec("rigid_quat", {"q": QUAT, "r": QUAT, "v": VEC3, "t": FLOAT, "m": MAT33}, outputs)


def transform_spec() -> KernelSpec:
    x, y, v = Load("x", TRANSFORM), Load("y", TRANSFORM), Load("v", VEC3)
    outputs = {
        "out_multiply": _call("transform_multiply", x, y, type=TRANSFORM),
        "out_product": Binary("mul", y, x, TRANSFORM),
        "out_inverse": _call("transform_inverse", x, type=TRANSFORM),
        "out_point": _call("transform_point", x, v, type=VEC3),
        "out_vector": _call("transform_vector", x, v, type=VEC3),
        "out_translation": _call("transform_get_translation", x, type=VEC3),
        "out_rotation": _call("transform_get_rotation", x, type=QUAT),
        "out_identity": Binary("mul", _call("transform_identity", type=TRANSFORM), x, TRANSFORM),
        "out_construct": Construct((v, _call("normalize", _call("transform_get_rotation", y, type=QUAT), type=QUAT)), TRANSFORM),
    }
    return _spec("rigid_transform", {"x": TRANSFORM, "y": TRANSFORM, "v": VEC3}, outputs)


def spatial_spec() -> KernelSpec:
    a, b, v = Load("a", SPATIAL_VECTOR), Load("b", SPATIAL_VECTOR), Load("v", VEC3)
    sv = SPATIAL_VECTOR
    outputs = {
        "out_cross": _call("spatial_cross", a, b, type=sv),
        "out_cross_dual": _call("spatial_cross_dual", a, b, type=sv),
        "out_dot": _call("spatial_dot", a, b),
        "out_top": _call("spatial_top", a, type=VEC3),
        "out_bottom": _call("spatial_bottom", a, type=VEC3),
        "out_from_parts": Construct((v, _call("spatial_top", b, type=VEC3)), sv),
        "out_from_floats": Construct(tuple(Component(v, (k % 3,)) if k != 4 else Const(-1.5) for k in range(6)), sv),
        "out_sum": Binary("sub", Binary("add", a, b, sv), Binary("mul", b, Const(2.0), sv), sv),
        "out_scaled": Binary("mul", Const(0.5), a, sv),
        "out_component": Component(a, (4,)),
    }
    return _spec("rigid_spatial", {"a": SPATIAL_VECTOR, "b": SPATIAL_VECTOR, "v": VEC3}, outputs)


def axis_angle(axis, angle) -> np.ndarray:
    axis = np.asarray(axis, np.float64) / np.linalg.norm(axis)
    return np.array([*(axis * np.sin(angle / 2)), np.cos(angle / 2)])


def rotation_matrix(q) -> np.ndarray:
    x, y, z, w = q
    return np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    )


EDGE_QUATS = [
    (0.0, 0.0, 0.0, 1.0),  # identity
    (1.0, 0.0, 0.0, 0.0),  # 180 degrees about x (w = 0)
    (0.0, 1.0, 0.0, 0.0),
    (0.0, 0.0, -1.0, 0.0),
    (0.0, 0.0, 0.0, -1.0),  # the identity rotation with w < 0
    (0.5, -0.5, 0.5, -0.5),  # w < 0
    (0.0, 0.0, 0.0, 0.0),  # normalize: the identity
    (1.5, -2.0, 0.25, 3.0),  # not unit: inverse is the conjugate, not 1/q
    (-0.0, 0.0, -0.0, 1.0),  # signed zeros
]
# Rotations on every branch of quat_from_matrix: trace >= 0, then the largest diagonal entry.
BRANCH_ROTATIONS = [
    axis_angle((1, 2, 3), 0.3),  # trace >= 0
    axis_angle((1, 0, 0), np.radians(150)),  # trace < 0, m[0][0] largest
    axis_angle((0.1, 1, -0.2), np.radians(150)),  # m[1][1] largest, w != 0
    axis_angle((-0.2, 0.1, 1), np.radians(150)),  # m[2][2] largest
    axis_angle((0, 0, 1), np.pi),  # w = 0 exactly: diag(-1, -1, 1)
    axis_angle((1, 1, 0), np.pi),  # ties between m[0][0] and m[1][1]
    axis_angle((1, 1, 1), 2 * np.pi / 3),  # trace 0 exactly: the trace branch at its edge
]


def quat_values(spec: KernelSpec) -> dict:
    rng = np.random.default_rng(7)
    q = rng.uniform(-1.0, 1.0, (THREADS, 4))
    r = rng.uniform(-1.0, 1.0, (THREADS, 4))
    v = rng.uniform(-2.0, 2.0, (THREADS, 3))
    t = rng.uniform(-0.25, 1.25, THREADS)
    q[: len(EDGE_QUATS)] = EDGE_QUATS
    m = np.stack([rotation_matrix(axis_angle(rng.normal(size=3), rng.uniform(-np.pi, np.pi))) for _ in range(THREADS)])
    m[: len(BRANCH_ROTATIONS)] = [rotation_matrix(x) for x in BRANCH_ROTATIONS]
    # slerp: t = 0 and 1, equal quaternions (a zero axis), nearly equal ones, opposite hemispheres (q_inc.w < 0)
    k = len(EDGE_QUATS)
    t[k : k + 2] = (0.0, 1.0)
    r[k + 2] = q[k + 2]
    r[k + 3] = q[k + 3] + 1e-3
    r[k + 4] = -q[k + 4] + 0.1
    t[k + 5] = 0.5
    v[k] = 0.0  # normalize of the zero axis: the zero vector
    f32 = lambda a: a.astype(np.float32)  # noqa: E731
    return {**make_inputs(spec), "q": f32(q), "r": f32(r), "v": f32(v), "t": f32(t), "m": f32(m)}


def transform_values(spec: KernelSpec) -> dict:
    rng = np.random.default_rng(8)
    x = rng.uniform(-1.0, 1.0, (THREADS, 7))
    y = rng.uniform(-1.0, 1.0, (THREADS, 7))
    x[:, 3:] /= np.linalg.norm(x[:, 3:], axis=1, keepdims=True)
    x[: len(EDGE_QUATS), 3:] = EDGE_QUATS  # the zero and non-unit rotations among them
    y[0] = 0.0
    v = rng.uniform(-2.0, 2.0, (THREADS, 3))
    f32 = lambda a: a.astype(np.float32)  # noqa: E731
    return {**make_inputs(spec), "x": f32(x), "y": f32(y), "v": f32(v)}


def spatial_values(spec: KernelSpec) -> dict:
    rng = np.random.default_rng(9)
    a = rng.uniform(-2.0, 2.0, (THREADS, 6))
    b = rng.uniform(-2.0, 2.0, (THREADS, 6))
    a[0], b[0] = 0.0, -0.0
    b[1] = a[1]  # a x a: zero on top, zero below
    a[2, :3] = 0.0  # a pure translation
    v = rng.uniform(-2.0, 2.0, (THREADS, 3))
    f32 = lambda a: a.astype(np.float32)  # noqa: E731
    return {**make_inputs(spec), "a": f32(a), "b": f32(b), "v": f32(v)}


SPECS = [quat_spec(), transform_spec(), spatial_spec()]
VALUES = {"rigid_quat": quat_values, "rigid_transform": transform_values, "rigid_spatial": spatial_values}


def values_of(spec: KernelSpec) -> dict:
    return VALUES[spec.name](spec)


@pytest.fixture(scope="module")
def warp_outputs(tmp_path_factory):
    """Warp's CPU outputs of every spec on its values (one module, built once)."""
    return warp_cpu(SPECS, values_of, tmp_path_factory.mktemp("rigid_src"), "test_rigid_reference")




def test_every_builtin_matches_warp_exactly(warp_outputs, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_outputs, signed_zero=False)


def test_the_edge_rows_hold_what_they_test(warp_outputs):
    """Warp's own results on the edge rows: normalize(0) is the identity, the inverse of a non-unit
    quaternion is its conjugate, quat_from_matrix recovers each branch's rotation (up to sign),
    slerp at t = 0 and 1 gives its ends, and of two equal quaternions the one quaternion."""
    out = warp_outputs["rigid_quat"]
    values = quat_values(quat_spec())
    np.testing.assert_array_equal(out["out_normalize"][6], [0.0, 0.0, 0.0, 1.0])
    np.testing.assert_array_equal(out["out_inverse"][7], [-1.5, 2.0, -0.25, 3.0])
    for k, expected in enumerate(BRANCH_ROTATIONS):
        got = out["out_from_matrix"][k]
        assert min(np.abs(got - expected).max(), np.abs(got + expected).max()) < 1e-6, k
    unit = lambda x: x / np.linalg.norm(x)  # noqa: E731
    k = len(EDGE_QUATS)
    np.testing.assert_allclose(out["out_slerp"][k], unit(values["q"][k]), atol=1e-6)
    r1 = unit(values["r"][k + 1].astype(np.float64))
    got = out["out_slerp"][k + 1]
    assert min(np.abs(got - r1).max(), np.abs(got + r1).max()) < 1e-5
    np.testing.assert_allclose(out["out_slerp"][k + 2], unit(values["q"][k + 2]), atol=1e-6)
    assert out["out_slerp"][k + 2].any()
    np.testing.assert_array_equal(out["out_axis_angle"][k][:3], [0.0, 0.0, 0.0])
    sp = warp_outputs["rigid_spatial"]
    assert not sp["out_cross"][1].any()  # a x a = 0


MUTATIONS = {
    # wrong helpers: caught by the pipeline's own tolerance
    "rotate_cross_swapped": ("rigid_quat", lambda s: s.replace("(q.y * x.z - q.z * x.y) * q.w", "(q.z * x.y - q.y * x.z) * q.w", 1), "out_rotate", True),
    "inverse_not_conjugate": ("rigid_quat", lambda s: s.replace("return {-q.x, -q.y, -q.z, q.w};", "const float n = dot(q, q); return {-q.x / n, -q.y / n, -q.z / n, q.w / n};"), "out_inverse", True),
    "normalize_zero_fallback": ("rigid_quat", lambda s: s.replace("return {0.0f, 0.0f, 0.0f, 1.0f};\n}", "return {0.0f, 0.0f, 0.0f, 0.0f};\n}", 1), "out_normalize", True),
    "from_matrix_branch_1_sign": ("rigid_quat", lambda s: s.replace("w = (m[0][2] - m[2][0]) * h;", "w = (m[2][0] - m[0][2]) * h;"), "out_from_matrix", True),
    "slerp_whole_angle": ("rigid_quat", lambda s: s.replace("quat_from_axis_angle(axis, t * angle)", "quat_from_axis_angle(axis, angle)"), "out_slerp", True),
    "multiply_order": ("rigid_transform", lambda s: s.replace("quat_mul(a.q, b.q)", "quat_mul(b.q, a.q)"), "out_multiply", True),
    "top_bottom_swapped": ("rigid_spatial", lambda s: s.replace("{a.c[0], a.c[1], a.c[2]}", "{a.c[3], a.c[4], a.c[5]}"), "out_top", True),
    "cross_dual_as_cross": ("rigid_spatial", lambda s: s.replace("w = cross(aw, bw) + cross(av, bv)", "w = cross(aw, bw)"), "out_cross_dual", True),
    # Warp's evaluation order dropped: a few ulps, which the pipeline's exact comparison catches (its old rtol 1e-5 did not)
    "normalize_divides": ("rigid_quat", lambda s: s.replace("return {q.x * inv_l, q.y * inv_l, q.z * inv_l, q.w * inv_l};", "return {q.x / l, q.y / l, q.z / l, q.w / l};"), "out_normalize", True),
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
    got = emulated([spec], values_of, tmp_path)[spec.name]
    assert output in differing(got, warp_outputs[name], signed_zero=False)
    outcome = standalone_cuda.compare(spec, got, warp_outputs[name])
    assert isinstance(outcome, StageFailure) == beyond_tolerance, getattr(outcome, "message", outcome)


def test_renderings():
    source = render_warp(SPECS[0])
    assert "out_mul[i] = q[i] * r[i]" in source and "wp.quat_slerp(wp.normalize(q[i]), wp.normalize(r[i]), t[i])" in source
    assert "out_identity[i] = wp.quat_identity() * q[i]" in source
    device = render_parts(SPECS[0]).device
    assert "out_mul[i] = quat_mul(q[i], r[i]);" in device and "out_w[i] = q[i].w;" in device
    assert "struct quat { float x, y, z, w; };" in device
    t = render_warp(SPECS[1])
    assert "out_construct[i] = wp.transform(v[i], wp.normalize(wp.transform_get_rotation(y[i])))" in t
    assert "transform{v[i], normalize(transform_get_rotation(y[i]))}" in render_parts(SPECS[1]).device
    s = render_parts(SPECS[2]).device
    assert "make_spatial_vector(v[i], spatial_top(b[i]))" in s and "out_component[i] = a[i].c[4];" in s
    assert "wp.spatial_vector(v[i], wp.spatial_top(b[i]))" in render_warp(SPECS[2])


def test_the_helpers_compile_with_nvcc(tmp_path):
    try:
        nvcc.require_nvcc()
    except nvcc.NvccNotFound as missing:
        pytest.skip(missing.reason)
    results = cuda_builds.compile_specs(SPECS, (90,), tmp_path, executable=False)
    assert all(isinstance(r, nvcc.NvccResult) and r.batch_size == len(SPECS) for r in results.values()), results
    assert "rigid_spatial" in render_cuda(SPECS[-1])
