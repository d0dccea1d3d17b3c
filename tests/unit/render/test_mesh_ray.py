"""``wp.mesh_query_ray`` in the standalone CUDA (``synth/render/geometry_ops.py``: Warp's
``intersect_ray_tri_woop`` over every face, the strictly closest kept) and its tie rule.

On a mesh of distinct faces and random rays every field of the answer (result, t, face, u, v, sign,
normal) is Warp's bit for bit. The tie rule: where faces are hit at exactly the same t, the .cu keeps
the lowest index (strictly closer only), Warp the first in its BVH's order, so only result and t (what
the generated kernels read) are order-free. Shown on a face repeated later in the index array (Warp
keeps the copy on some rays, the .cu never) and on lattice values (rays through shared edges and
vertices, starts on a face: every branch of the triangle test), where result and t agree (t = +-0 where
a ray starts on two faces) and the face, barycentrics, sign and normal differ only on ties, the .cu's
face the lower. A wrong rendering (the last face skipped, u and v swapped, the normal left
unnormalized, ties kept by the last) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, plant, warp_cpu

from synth.generate.cases import spec_for
from synth.model.inputs import make_inputs
from synth.model.spec import (
    BOOL,
    FLOAT,
    INT,
    MESH_QUERY_RAY,
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

THREADS, VERTICES, FACES = 512, 16, 24
HIT = Ref("hit", MESH_QUERY_RAY)
FIELDS = {"t": FLOAT, "face": INT, "u": FLOAT, "v": FLOAT, "sign": FLOAT, "normal": VEC3}


def _spec(name: str, fields: tuple[str, ...], max_t: float = 100.0) -> KernelSpec:
    """One ray per thread; the hit flag and the named fields of Warp's answer, each stored."""
    params = (
        Param("points", "in", VEC3, (-4.0, 4.0), shape=(VERTICES,)),
        Param("indices", "in", INT, (0, VERTICES - 1), shape=(3 * FACES,)),
        Param("mesh", "mesh", UINT64, built_from=(("points", "points"), ("indices", "indices"))),
        Param("start", "in", VEC3, (-4.0, 4.0)),
        Param("dir", "in", VEC3, (-2.0, 2.0)),
        Param("out_hit", "out", INT),
        *(Param(f"out_{f}", "out", FIELDS[f]) for f in fields),
    )
    body = (
        Let("hit", Call("mesh_query_ray", (Ref("mesh", UINT64), Load("start", VEC3), Load("dir", VEC3), Const(max_t)), MESH_QUERY_RAY)),
        Store("out_hit", Select(Field(HIT, "result", BOOL), Const(1, INT), Const(0, INT), INT)),
        *(Store(f"out_{f}", Field(HIT, f, FIELDS[f])) for f in fields),
    )
    return KernelSpec(name, "handmade", 0, THREADS, params, body, enable_backward=False)


ALL = tuple(FIELDS)
RANDOM, LATTICE, REPEATED = _spec("ray_random", ALL), _spec("ray_lattice", ALL, 6.0), _spec("ray_repeated", ("t", "face"))
SPECS = [RANDOM, *(spec_for("mesh_ray", s) for s in range(6))]
TIES = [LATTICE, REPEATED]  # where Warp's order decides the face


def values_of(spec: KernelSpec) -> dict:
    """Random: distinct faces (no two of one vertex set, no repeated vertex), rays from around the mesh
    through it. Lattice: small integers, directions +-{0.5, 1, 2}. Repeated: random, the last face a copy
    of face 0, rays aimed at face 0."""
    values = make_inputs(spec)
    if spec.category != "handmade":
        return values
    rng = np.random.default_rng(sum(map(ord, spec.name)))
    if spec is LATTICE:
        values["points"] = rng.integers(-2, 3, (VERTICES, 3)).astype(np.float32)
        values["indices"] = rng.integers(0, VERTICES, 3 * FACES).astype(np.int32)
        values["start"] = rng.integers(-3, 4, (THREADS, 3)).astype(np.float32)
        values["dir"] = rng.choice(np.float32([-2.0, -1.0, -0.5, 0.5, 1.0, 2.0]), (THREADS, 3))
        return values
    values["points"] = rng.uniform(-1.0, 1.0, (VERTICES, 3)).astype(np.float32)
    faces: list[tuple] = []
    while len(faces) < FACES:
        face = tuple(int(k) for k in rng.choice(VERTICES, 3, replace=False))
        if frozenset(face) not in {frozenset(f) for f in faces}:
            faces.append(face)
    if spec is REPEATED:
        faces[-1] = faces[0]
    values["indices"] = np.array(faces, dtype=np.int32).reshape(-1)
    values["start"] = rng.uniform(-3.0, 3.0, (THREADS, 3)).astype(np.float32)
    aim = values["points"][list(faces[0])].mean(axis=0) if spec is REPEATED else rng.uniform(-0.5, 0.5, (THREADS, 3))
    values["dir"] = (aim - values["start"]).astype(np.float32)
    return values


@pytest.fixture(scope="module")
def warp_values(tmp_path_factory):
    return warp_cpu([*SPECS, *TIES], values_of, tmp_path_factory.mktemp("ray_src"), "test_mesh_ray")


def test_ray_queries_match_warp_bit_for_bit(warp_values, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_values)


def test_the_values_exercise_the_query(warp_values):
    """Hits and misses, faces hit from the front and from the back, several faces hit."""
    for spec in (RANDOM, LATTICE):
        got = warp_values[spec.name]
        hits = got["out_hit"] == 1
        assert hits.any() and not hits.all(), spec.name
        assert (got["out_sign"][hits] > 0).any() and (got["out_sign"][hits] < 0).any(), spec.name
        assert len(set(got["out_face"][hits])) > 3, spec.name


def _tie_rule_broken(cu: dict, warp: dict) -> str | None:
    """What breaks the rule: a hit flag or t Warp's is not (by value: +-0 where t is 0), or a differing
    face that is not the lower one (the .cu keeps the lowest index of the tied faces)."""
    if not np.array_equal(cu["out_hit"], warp["out_hit"]) or not np.array_equal(cu["out_t"], warp["out_t"]):
        return "result or t"
    if (cu["out_t"] != 0).any() and differing({"t": cu["out_t"][cu["out_t"] != 0]}, {"t": warp["out_t"][cu["out_t"] != 0]}):
        return "the bits of a nonzero t"
    differs = cu["out_face"] != warp["out_face"]
    if not (cu["out_face"][differs] < warp["out_face"][differs]).all():
        return "a tie kept by a higher index"
    return None


@pytest.mark.parametrize("spec", TIES, ids=lambda s: s.name)
def test_ties_are_broken_by_warp_order_and_by_the_lowest_index(warp_values, tmp_path, spec):
    cu, warp = emulated([spec], values_of, tmp_path)[spec.name], warp_values[spec.name]
    assert _tie_rule_broken(cu, warp) is None
    differs = cu["out_face"] != warp["out_face"]
    assert differs.any() and (warp["out_hit"] == 1).sum() > THREADS // 4  # ties decided differently on some rays
    if spec is REPEATED:  # face 0 or its copy, the last face
        assert (cu["out_face"][differs] == 0).all() and (warp["out_face"][differs] == FACES - 1).all()


MUTANTS = {
    "last_face_skipped": ("face < mesh.num_tris - 1", "face < mesh.num_tris"),
    "u_and_v_swapped": ("u = V * rcp_det;\n    v = U * rcp_det;", "u = U * rcp_det;\n    v = V * rcp_det;"),
    "normal_unnormalized": ("query.normal = min_normal;", "query.normal = normalize(min_normal);"),
    "ties_to_the_last": ("&& t <= min_t)", "&& t < min_t)"),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_wrong_rendering_is_caught(warp_values, tmp_path, monkeypatch, name):
    """Caught by the bit-exact comparison on distinct faces or by the tie rule."""
    wrong, right = MUTANTS[name]
    plant(monkeypatch, geometry_ops, geometry_ops.MESH_QUERY_KINDS, right, wrong)
    results = emulated([RANDOM, *TIES], values_of, tmp_path)
    broken = differing(results[RANDOM.name], warp_values[RANDOM.name]) or any(_tie_rule_broken(results[s.name], warp_values[s.name]) for s in TIES)
    assert broken, f"a wrong {name} went unnoticed"


def test_the_older_mesh_query_forms_with_output_arguments_are_not_spelled():
    """Warp's deprecated ``wp.mesh_query_ray(mesh, start, dir, max_t, t, u, v, sign, n, f)`` (and the point
    queries' ``(mesh, point, max_dist, face, u, v)``) return a bool and write their outputs: the model
    spells only the forms returning the query struct, so the lifter refuses the others by label (a lifted
    real kernel of the older form passed the mesh id where the .cu's helper takes a Mesh: nvcc failed)."""
    from synth.model.builtins import BUILTINS

    BUILTINS["mesh_query_ray"].spelling((UINT64, VEC3, VEC3, FLOAT))
    with pytest.raises(ValueError, match="wp.mesh_query_ray with 10 arguments: the table spells it with 4 only"):
        BUILTINS["mesh_query_ray"].spelling((UINT64, VEC3, VEC3, FLOAT, FLOAT, FLOAT, FLOAT, FLOAT, VEC3, INT))
    for name in ("mesh_query_point_no_sign", "mesh_query_furthest_point_no_sign"):
        with pytest.raises(ValueError, match="with 6 arguments"):
            BUILTINS[name].spelling((UINT64, VEC3, FLOAT, INT, FLOAT, FLOAT))
