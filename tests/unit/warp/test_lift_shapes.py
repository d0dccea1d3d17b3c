"""The lifter on vectors and matrices of shapes Warp has no name for (vec5, mat32, a 6x6 matrix) and on
float64 quaternions and transforms (quatd, transformd): each fixture kernel (lift_kernels.py) lifts, its
model printed back gives the original's outputs bit for bit, and so does its .cu's emulation; a planted
defect in a lifted spec (a swapped quatd product) or in a helper (a wrong index in a non-square
matrix-vector product) is caught; what the model does not hold is refused with a label."""

from __future__ import annotations

import dataclasses
import importlib
import sys
from pathlib import Path

import numpy as np
import pytest

from synth.model import spec as m
from synth.model import walk
from synth.model.failures import StageFailure
from synth.render.cuda import helpers, render_standalone
from synth.render.warp_python import render_warp
from synth.stages import lifted
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


def _sibling(name: str):
    """A module of this folder: the fixture kernels (Warp reads a kernel's source from its file), test_lift's checks."""
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.pop(0)


def _kernels():
    return _sibling("lift_kernels")


def _emulation(spec: m.KernelSpec, entry: dict, launches: list[dict], workdir: Path):
    """The emulation stage's verdict on ``spec``'s .cu against a proof ``entry`` (test_lift's)."""
    return _sibling("test_lift")._emulation(spec, entry, launches, workdir)


@pytest.fixture(scope="module")
def captured():
    """Each shape fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    k, wp = _kernels(), warp_ir.warp()
    rng = np.random.default_rng(1)
    n = 17

    def drawn(shape: tuple[int, ...], dtype, numpy_dtype=np.float32):
        return wp.array(rng.uniform(-1, 1, (n, *shape)).astype(numpy_dtype), dtype=dtype)

    mat23 = wp.types.matrix(shape=(2, 3), dtype=float)
    rec = recorder.Recorder()
    with rec.installed():
        picks = wp.array(rng.integers(0, 5, n).astype(np.int32), dtype=int)
        wp.launch(k.five, dim=n, inputs=[drawn((5,), k.vec5), drawn((5,), k.vec5), picks, wp.zeros(n, dtype=k.vec5), wp.zeros(n, dtype=float)])
        wp.launch(k.five_doubles, dim=n, inputs=[drawn((5,), k.vec5d, np.float64), drawn((5,), k.vec5d, np.float64), wp.zeros(n, dtype=k.vec5d), wp.zeros(n, dtype=wp.float64)])
        wp.launch(
            k.shapes,
            dim=n,
            inputs=[drawn((3, 2), k.mat32), drawn((2,), wp.vec2), drawn((6, 6), k.mat66), drawn((6,), wp.spatial_vector), wp.zeros(n, dtype=wp.vec3), wp.zeros(n, dtype=mat23), wp.zeros(n, dtype=wp.spatial_vector)],
        )
        wp.launch(k.shapes_doubles, dim=n, inputs=[drawn((2, 3), k.mat23d, np.float64), drawn((3,), wp.vec3d, np.float64), wp.zeros(n, dtype=wp.vec2d), wp.zeros(n, dtype=k.mat23d)])
        angles = wp.array(rng.uniform(-3, 3, n), dtype=wp.float64)
        outs = [wp.zeros(n, dtype=t) for t in (wp.vec3d, wp.transformd, wp.quatd, wp.mat33d)]
        wp.launch(k.accumulate, dim=n, inputs=[drawn((4,), wp.quatd, np.float64), drawn((5,), k.vec5), drawn((3, 2), k.mat32), wp.zeros(n, dtype=k.vec5), wp.zeros(n, dtype=k.mat32), wp.zeros(n, dtype=wp.quatd)])
        halves = [drawn((5,), k.vec5h, np.float16) for _ in range(2)]
        wp.launch(k.five_halves, dim=n, inputs=[*halves, wp.zeros(n, dtype=k.vec5h), wp.zeros(n, dtype=wp.float16)])
        h = [drawn(shape, t, np.float16) for shape, t in (((4,), wp.quath), ((4,), wp.quath), ((3,), wp.vec3h))]
        scales = wp.array(rng.uniform(0.5, 2, n).astype(np.float16), dtype=wp.float16)
        outs_h = [wp.zeros(n, dtype=t) for t in (wp.vec3h, wp.transformh, wp.quath, wp.float16)]
        wp.launch(k.poses_halves, dim=n, inputs=[*h, scales, *outs_h])
        wp.launch(k.poses_doubles, dim=n, inputs=[drawn((4,), wp.quatd, np.float64), drawn((3,), wp.vec3d, np.float64), angles, *outs])
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


KERNELS = ("five", "five_doubles", "five_halves", "shapes", "shapes_doubles", "poses_doubles", "poses_halves", "accumulate")


@pytest.mark.parametrize("name", KERNELS)
def test_lift_is_exact_both_ways(captured, name, tmp_path):
    """The lifted kernel printed back runs to the original's bytes, and so does its emulated .cu."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    assert isinstance(_emulation(spec, entry, launches, tmp_path), lifted.Emulated)


def test_types_are_named_as_warps_suffixes(captured):
    """The model's types and the .cu's structs: vec5 (an array of components, as Warp's vec_t), mat32
    (3 rows of 2), mat66, a float32 vector of 6 as Warp's one spatial vector; the Python spells the
    types Warp has no name for in full."""
    types = {name: {p.name: p.type.name for p in lift.lift(*_first(captured, name)).params} for name in ("five", "shapes", "poses_doubles")}
    assert types["five"]["a"] == "vec5" and types["shapes"] == {"m": "mat32", "x": "vec2", "big": "mat66", "y": "spatial_vector", "out": "vec3", "t": "mat23", "z": "spatial_vector"}
    assert types["poses_doubles"]["q"] == "quatd" and types["poses_doubles"]["frames"] == "transformd"
    five = render_standalone(lift.lift(*_first(captured, "five")))
    assert "struct vec5 { float c[5]; };" in five.kernel and "w.c[4] = v.c[k[i]];" in five.kernel
    shapes = lift.lift(*_first(captured, "shapes"))
    assert "struct mat32 { float m[3][2]; };" in render_standalone(shapes).kernel
    assert "m: wp.array(dtype=wp.types.matrix(shape=(3, 2), dtype=wp.float32))" in render_warp(shapes)
    assert "wp.vector(1.0, 2.0, 3.0, 4.0, -v[0], dtype=wp.float32)" in render_warp(lift.lift(*_first(captured, "five")))


def _first(captured, name: str) -> tuple:
    kernel, launches = captured[name]
    return kernel, launches[0]


def _swapped_quat_product(spec: m.KernelSpec) -> m.KernelSpec:
    """``q[i] * r`` made ``r * q[i]``: quaternion products do not commute."""

    def swap(e):
        return dataclasses.replace(e, lhs=e.rhs, rhs=e.lhs) if isinstance(e, m.Binary) and e.op == "mul" and e.type.name == "quatd" and e.lhs.type == e.rhs.type else e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


def test_a_swapped_quatd_product_is_caught(captured, tmp_path):
    """A lifted spec with its quatd product's operands swapped fails the round trip and, on its own,
    the emulation of its .cu against the original's outputs."""
    kernel, launches = captured["poses_doubles"]
    _sibling("test_lift")._assert_caught(kernel, launches, _swapped_quat_product, tmp_path)


def test_a_wrong_index_in_a_non_square_product_is_caught(captured, tmp_path, monkeypatch):
    """The mat32 @ vec2 helper reading v's components in the wrong order (a renderer defect: the model is
    right, the round trip passes) fails the emulation; the helper as written passes it."""
    kernel, launches = captured["shapes"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry
    spec = lift.lift(kernel, launches[0])
    helper = helpers._matrix_helper

    def wrong_index(kind: str, t: str):
        code, deps = helper(kind, t)
        return (code.replace("* v.x", "* v.TMP").replace("* v.y", "* v.x").replace("* v.TMP", "* v.y") if (kind, t) == ("mat_vec", "mat32") else code), deps

    monkeypatch.setattr(helpers, "_matrix_helper", wrong_index)
    assert "a.m[0][0] * v.y + a.m[0][1] * v.x" in render_standalone(spec).kernel
    outcome = _emulation(spec, entry, launches, tmp_path / "wrong")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome
    monkeypatch.setattr(helpers, "_matrix_helper", helper)
    assert isinstance(_emulation(spec, entry, launches, tmp_path / "again"), lifted.Emulated)


def test_what_the_model_lacks_is_refused_with_a_label(tmp_path):
    """wp.quat_from_axis_angle of halves (no quath helper), matrices of ten rows, products of two
    non-square matrices (no helper), wp.transform_point of a mat44 (the helper takes a transform) and wp.outer of two vectors of different lengths (the helper writes a
    square matrix) are refused, each with a label that names it; never lifted approximately."""
    k, wp = _kernels(), warp_ir.warp()

    def label(kernel, *types) -> str:
        launch = recorder.launch_of(kernel, [wp.zeros(1, dtype=t) for t in types], [1])
        return lift_proof.prove(kernel, [launch], tmp_path)["refused"]

    assert label(k.half_axis, wp.vec3h, wp.float16, wp.quath) == "not lifted: the standalone CUDA renderer has no quath helper for quat_from_axis_angle"
    assert label(k.tall, k.mat_a3).endswith("(matrices of more than 9 rows or columns are not modelled)")
    mat23 = wp.types.matrix(shape=(2, 3), dtype=float)
    assert label(k.product, k.mat32, mat23, wp.mat33) == "not lifted: the standalone CUDA renderer has no mat32 helper for mat_mul by mat23"
    assert label(k.matrix_point, wp.mat44, wp.vec3, wp.vec3).endswith("(Warp's matrix overloads of the rigid-body builtins are not modelled)")
    assert label(k.outer_shapes, wp.vec3, wp.vec2, k.mat32) == "not lifted: wp.outer on vec3, vec2: a mat32, the model's helper gives a mat33"
