"""Warp's mesh queries in the standalone CUDA (``synth/render/geometry_ops.py``, native/mesh.h's bodies):
the emulated .cu, given a ``Mesh`` of the arrays Warp's ``wp.Mesh`` was built from, computes
``mesh_eval_position`` and ``mesh_eval_velocity`` exactly as Warp's CPU, inside and outside the
triangle, on degenerate faces (a vertex repeated) and on a mesh built without velocities (zero);
and a plausible wrong rendering (two vertices swapped, the third weight as 1 - (u + v), the sum
grouped the other way, the velocities read from the points) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, warp_cpu

from synth.generate.cases import spec_for
from synth.model.inputs import make_inputs
from synth.model.spec import FLOAT, INT, UINT64, VEC3, Call, KernelSpec, Let, Load, Param, Ref, Store
from synth.render import geometry_ops
from synth.toolchain import emulate

pytestmark = pytest.mark.needs_gxx

THREADS, VERTICES, FACES = 512, 6, 16
MESH = Ref("mesh", UINT64)


def _spec(name: str, velocities: bool) -> KernelSpec:
    """Both queries at a drawn face and drawn barycentrics (in [-1, 2]: outside the triangle too), each into an output."""
    built = (("points", "points"), ("indices", "indices")) + ((("velocities", "velocities"),) if velocities else ())
    params = [
        Param("points", "in", VEC3, (-4.0, 4.0), shape=(VERTICES,)),
        Param("indices", "in", INT, (0, VERTICES - 1), shape=(3 * FACES,)),  # 6 vertices: many faces repeat one
        *([Param("velocities", "in", VEC3, (-3.0, 3.0), shape=(VERTICES,))] if velocities else []),
        Param("face", "in", INT, (0, FACES - 1)),
        Param("u", "in", FLOAT, (-1.0, 2.0)),
        Param("v", "in", FLOAT, (-1.0, 2.0)),
        Param("mesh", "mesh", UINT64, built_from=built),
        Param("out_p", "out", VEC3),
        Param("out_v", "out", VEC3),
    ]
    args = (MESH, Load("face", INT), Load("u", FLOAT), Load("v", FLOAT))
    body = (
        Let("p", Call("mesh_eval_position", args, VEC3)),
        Let("w", Call("mesh_eval_velocity", args, VEC3)),
        Store("out_p", Ref("p", VEC3)),
        Store("out_v", Ref("w", VEC3)),
    )
    return KernelSpec(name, "handmade", 0, THREADS, tuple(params), body, enable_backward=False)


SPECS = [_spec("mesh_eval_both", True), _spec("mesh_eval_no_velocities", False), *(spec_for("mesh_eval", s) for s in range(6))]


@pytest.fixture(scope="module")
def warp_values(tmp_path_factory):
    return warp_cpu(SPECS, make_inputs, tmp_path_factory.mktemp("geometry_src"), "test_geometry_queries")


def _wrong(tmp_path, warp_values) -> dict[str, list[str]]:
    results = emulate.emulate_batch(SPECS, {s.name: make_inputs(s) for s in SPECS}, tmp_path)
    return {s.name: differing(results[s.name], warp_values[s.name]) for s in SPECS}


def test_mesh_queries_match_warp_bit_for_bit(warp_values, tmp_path):
    assert all(bad == [] for bad in _wrong(tmp_path, warp_values).values()), _wrong(tmp_path, warp_values)


def test_the_values_exercise_the_queries(warp_values):
    """Bit equality means something only on values that tell the renderings apart: the points leave the
    triangle (a weight below zero) and land inside it, velocities are nonzero where the mesh has them
    and Warp's zero where it was built without."""
    spec = SPECS[0]
    values = make_inputs(spec)
    u, v = values["u"], values["v"]
    assert ((u < 0) | (v < 0) | (1 - u - v < 0)).any() and ((u > 0) & (v > 0) & (1 - u - v > 0)).any()
    assert np.abs(warp_values["mesh_eval_both"]["out_v"]).min(axis=1).max() > 0.1
    assert (warp_values["mesh_eval_no_velocities"]["out_v"] == 0).all()
    tris = values["indices"].reshape(-1, 3)
    assert any(len(set(t)) < 3 for t in tris) and any(len(set(t)) == 3 for t in tris)


MUTANTS = {
    "vertices_swapped": ("const vec3 p = mesh.{a}[j];\n    const vec3 q = mesh.{a}[i];", "const vec3 p = mesh.{a}[i];\n    const vec3 q = mesh.{a}[j];"),
    "third_weight": ("r * (1.0f - (u + v))", "r * (1.0f - u - v)"),
    "grouping": ("p * u + (q * v + r * (1.0f - u - v))", "p * u + q * v + r * (1.0f - u - v)"),
}


@pytest.mark.parametrize("name", sorted([*MUTANTS, "velocities_from_points"]))
def test_a_wrong_rendering_is_caught(warp_values, tmp_path, monkeypatch, name):
    real = geometry_ops.helper

    def mutated(kind, t="float32"):
        code, deps = real(kind, t)
        if name == "velocities_from_points" and kind == "mesh_eval_velocity":
            right, wrong = "= mesh.velocities[", "= mesh.points["
        elif name in MUTANTS and kind.startswith("mesh_eval_"):
            array = "points" if kind == "mesh_eval_position" else "velocities"
            wrong, right = (s.format(a=array) for s in MUTANTS[name])
        else:
            return code, deps
        assert right in code, f"the mutant's anchor is gone from {kind}'s helper"
        return code.replace(right, wrong), deps

    monkeypatch.setattr(geometry_ops, "helper", mutated)
    assert any(_wrong(tmp_path, warp_values).values()), f"a wrong {name} went unnoticed"
