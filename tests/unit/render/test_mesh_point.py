"""``wp.mesh_query_point_no_sign`` and ``wp.mesh_query_furthest_point_no_sign`` in the standalone CUDA
(``synth/render/geometry_ops.py``: Warp's closest/furthest point of each face, every face but slivers in
index order, the strictly closer/further kept) and their tie rule.

On a triangle soup (no two faces share a vertex) every field of both answers, and the point and distance
made from them, is Warp's bit for bit. The tie rule: where faces lie at exactly the same distance, the .cu
keeps the lowest index, Warp the first in its BVH's order (its CPU's SAH tree; its CUDA's LBVH tree is
another), so the face and barycentrics differ there, the .cu's face the lower. What the generated kernels
read does not: the closest query's ``result``, the furthest query's ``result``, point and distance (a
vertex, exact in every face holding it). Shown on a face repeated later in the index array and on meshes
drawn as the category draws them (shared vertices and edges, slivers), where the closest point itself
differs on a shared edge (why the kernels do not read it). The generated kernels' outputs are the same
under a reversed or tie-to-the-last traversal; a wrong rendering (the last face skipped, slivers kept,
the interior weights swapped, a reversed or tie-to-the-last order) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, plant, warp_cpu

from synth.generate.cases import spec_for
from synth.generate.grammar import sub
from synth.model.inputs import make_inputs
from synth.model.spec import (
    BOOL,
    FLOAT,
    INT,
    MESH_QUERY_POINT,
    UINT64,
    VEC3,
    Call,
    Const,
    Field,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    Select,
    Store,
)
from synth.render import geometry_ops

pytestmark = pytest.mark.needs_gxx

THREADS, FACES = 1024, 24
Q, MESH, POINT = Ref("q", MESH_QUERY_POINT), Ref("mesh", UINT64), Load("p", VEC3)
CLOSEST, FURTHEST = ("mesh_query_point_no_sign", 0.5), ("mesh_query_furthest_point_no_sign", 2.0)


def _spec(name: str, query: tuple[str, float], vertices: int) -> KernelSpec:
    """One query point per thread; every field of the answer, the point it names and its distance, stored."""
    fn, dist = query
    at = Call("mesh_eval_position", (MESH, Field(Q, "face", INT), Field(Q, "u", FLOAT), Field(Q, "v", FLOAT)), VEC3)
    params = (
        Param("points", "in", VEC3, (-1.0, 1.0), shape=(vertices,)),
        Param("indices", "in", INT, (0, vertices - 1), shape=(3 * FACES,)),
        Param("mesh", "mesh", UINT64, built_from=(("points", "points"), ("indices", "indices"))),
        Param("p", "in", VEC3, (-1.5, 1.5)),
        *(Param(f"out_{f}", "out", t) for f, t in (("hit", INT), ("face", INT), ("u", FLOAT), ("v", FLOAT), ("point", VEC3), ("dist", FLOAT))),
    )
    body = (
        Let("q", Call(fn, (MESH, POINT, Const(dist)), MESH_QUERY_POINT)),
        Store("out_hit", Select(Field(Q, "result", BOOL), Const(1, INT), Const(0, INT), INT)),
        *(Store(f"out_{f}", Field(Q, f, t)) for f, t in (("face", INT), ("u", FLOAT), ("v", FLOAT))),
        Store("out_point", at),
        Store("out_dist", Call("length", (sub(at, POINT),), FLOAT)),
    )
    return KernelSpec(name, "handmade", 0, THREADS, params, body, enable_backward=False)


SOUP = [_spec("closest_soup", CLOSEST, 3 * FACES), _spec("furthest_soup", FURTHEST, 3 * FACES)]
SHARED = [_spec("closest_shared", CLOSEST, 16), _spec("furthest_shared", FURTHEST, 16)]
REPEATED = [_spec("closest_repeated", CLOSEST, 3 * FACES)]  # (Warp's furthest query keeps face 0 of the two: its leaf's order)
GENERATED = [spec_for("mesh_point", s) for s in range(8)]
SPECS = [*SOUP, *GENERATED]
TIES = [*SHARED, *REPEATED]  # where Warp's order decides the face


def values_of(spec: KernelSpec) -> dict:
    """Soup: each face its own three vertices. Shared: vertices and indices drawn as the category's
    (uniform indices: shared vertices and edges, repeated faces, slivers). Repeated: the soup, its last
    face a copy of face 0, the closest query's points around face 0."""
    values = make_inputs(spec)
    if spec.category != "handmade":
        return values
    rng = np.random.default_rng(sum(map(ord, spec.name)))
    vertices = len(values["points"])
    values["points"] = rng.uniform(-1.0, 1.0, (vertices, 3)).astype(np.float32)
    values["p"] = rng.uniform(-1.5, 1.5, (THREADS, 3)).astype(np.float32)
    if spec in SHARED:
        values["indices"] = rng.integers(0, vertices, 3 * FACES).astype(np.int32)
        return values
    faces = rng.permutation(vertices).astype(np.int32).reshape(FACES, 3)
    if spec in REPEATED:
        faces[-1] = faces[0]
        values["p"] = (values["points"][faces[0]].mean(axis=0) + rng.uniform(-0.4, 0.4, (THREADS, 3))).astype(np.float32)
    values["indices"] = faces.reshape(-1)
    return values


@pytest.fixture(scope="module")
def warp_values(tmp_path_factory):
    return warp_cpu([*SPECS, *TIES], values_of, tmp_path_factory.mktemp("point_src"), "test_mesh_point")


def test_point_queries_match_warp_bit_for_bit(warp_values, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_values)


def test_the_values_exercise_the_queries(warp_values):
    """Finds and misses of both queries, many faces found."""
    for spec in (*SOUP, *SHARED):
        got = warp_values[spec.name]
        hits = got["out_hit"] == 1
        assert hits.any() and not hits.all(), spec.name
        assert len(set(got["out_face"][hits])) > 5, spec.name


def differing_of(actual: dict, expected: dict, names: list[str]) -> list[str]:
    """The named outputs that differ in any bit."""
    return differing({n: actual[n] for n in names}, {n: expected[n] for n in names})


def _tie_rule_broken(spec: KernelSpec, cu: dict, warp: dict) -> str | None:
    """What breaks the rule: a result Warp's is not, a furthest point or distance Warp's is not, or a
    differing face that is not the lower one (the .cu keeps the lowest index of the tied faces)."""
    if differing_of(cu, warp, ["out_hit"]):
        return "result"
    if spec.name.startswith("furthest") and differing_of(cu, warp, ["out_point", "out_dist"]):
        return "the furthest point"
    differs = cu["out_face"] != warp["out_face"]
    if not (cu["out_face"][differs] < warp["out_face"][differs]).all():
        return "a tie kept by a higher index"
    return None


@pytest.mark.parametrize("spec", TIES, ids=lambda s: s.name)
def test_ties_are_broken_by_warp_order_and_by_the_lowest_index(warp_values, tmp_path, spec):
    cu, warp = emulated([spec], values_of, tmp_path)[spec.name], warp_values[spec.name]
    assert _tie_rule_broken(spec, cu, warp) is None
    differs = cu["out_face"] != warp["out_face"]
    assert differs.any()  # ties decided differently on some points
    if spec in REPEATED:  # face 0 or its copy, the last face: the same point
        assert (cu["out_face"][differs] == 0).all() and (warp["out_face"][differs] == FACES - 1).all()
        assert differing_of(cu, warp, ["out_u", "out_v", "out_point", "out_dist"]) == []


def test_the_closest_point_is_not_order_free_on_shared_edges(warp_values, tmp_path):
    """Why the generated kernels read only the closest query's result: two faces sharing an edge tie in
    distance with closest points a rounding apart, and Warp's order picks one."""
    spec = SHARED[0]
    cu, warp = emulated([spec], values_of, tmp_path)[spec.name], warp_values[spec.name]
    assert differing_of(cu, warp, ["out_point"]) == ["out_point"]
    moved = np.abs(cu["out_point"] - warp["out_point"]).max()
    assert 0 < moved < 1e-6


MUTANTS = {
    "last_face_skipped": ("face < mesh.num_tris - 1", "face < mesh.num_tris"),
    "slivers_kept": ("if (false) continue;", "if (mesh_face_is_sliver(p, q, r)) continue;"),
    "interior_weights_swapped": ("v = vc * denom;\n    w = vb * denom;", "v = vb * denom;\n    w = vc * denom;"),
    "reversed_order": ("for (int face = mesh.num_tris - 1; face >= 0; --face)", "for (int face = 0; face < mesh.num_tris; ++face)"),
    "closest_ties_to_the_last": ("if (dist_sq <= min_dist_sq)", "if (dist_sq < min_dist_sq)"),
    "furthest_ties_to_the_last": ("if (dist_sq >= max_dist_sq)", "if (dist_sq > max_dist_sq)"),
}
ORDER_ONLY = ("reversed_order", "closest_ties_to_the_last", "furthest_ties_to_the_last")


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_wrong_rendering_is_caught(warp_values, tmp_path, monkeypatch, name):
    """Caught by the bit-exact comparison on the soup or by the tie rule."""
    wrong, right = MUTANTS[name]
    plant(monkeypatch, geometry_ops, geometry_ops.POINT_QUERY_KINDS, right, wrong)
    results = emulated([*SOUP, *TIES], values_of, tmp_path)
    broken = any(differing(results[s.name], warp_values[s.name]) for s in SOUP)
    broken = broken or any(_tie_rule_broken(s, results[s.name], warp_values[s.name]) for s in TIES)
    assert broken, f"a wrong {name} went unnoticed"


@pytest.mark.parametrize("name", ORDER_ONLY)
def test_the_generated_outputs_do_not_depend_on_the_order(warp_values, tmp_path, monkeypatch, name):
    """A traversal in another order changes no output the category reads (its checks cannot see it, and
    need not); a defect that changes an output is caught by the emulation's comparison (above)."""
    wrong, right = MUTANTS[name]
    plant(monkeypatch, geometry_ops, geometry_ops.POINT_QUERY_KINDS, right, wrong)
    results = emulated(GENERATED, values_of, tmp_path)
    assert [s.name for s in GENERATED if differing(results[s.name], warp_values[s.name])] == []
