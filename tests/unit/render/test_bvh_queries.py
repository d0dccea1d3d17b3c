"""BVH and mesh AABB queries in the standalone CUDA (``synth/render/geometry_ops.py``) and their tie rule.

Warp visits a query's items in its tree's order (native/bvh.h, mesh.h); the .cu tests every item in
index order with Warp's own tests (intersect.h). The rule the generators keep (``synth.generate.query_items``):
the SET of items is the same, so kernels combine the items only in ways their order does not change.
Here: Warp's own answers equal a brute-force model written from intersect.h (closed boxes: touching
counts; a ray's ``!(t >= max_dist)``) on lattice values where boxes touch exactly and rays enter boxes
exactly at max_dist; Warp's order is not the index order (so an order-dependent output would differ,
and the .cu's is the index order); every generated query loop combines its items order-free; the .cu
matches Warp bit for bit on order-free outputs; and a wrong traversal (touching boxes left out, the
last item or face skipped, max_dist closed, a face's bounds from two of its vertices) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, plant, warp_cpu

from synth.generate.cases import spec_for
from synth.model.inputs import make_inputs
from synth.model.spec import (
    BOOL,
    BVH_QUERY,
    FLOAT,
    INT,
    MESH_QUERY_AABB,
    QUERY_NEXT,
    UINT64,
    VEC3,
    Assign,
    AugAssign,
    Binary,
    Call,
    Const,
    ForQuery,
    If,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    Stmt,
    Store,
    While,
    walk_statements,
)
from synth.render import geometry_ops

pytestmark = pytest.mark.needs_gxx

THREADS, ITEMS, VERTICES, FACES, MAX_DIST = 256, 48, 16, 32, 2.0
INDEX = Ref("index", INT)
COUNT, TOTAL, BITS, TOP, CODE = (Ref(n, INT) for n in ("count", "total", "bits", "top", "code"))


def _steps(order: bool) -> tuple[Stmt, ...]:
    """The item count, the sum of indices, a bit per index, the largest index (all order-free); with
    ``order`` an order code (code * 7 + index, mod 1000003) too, which depends on the visiting order."""
    steps = (
        AugAssign("count", "add", Const(1, INT)),
        AugAssign("total", "add", INDEX),
        Assign("bits", Binary("bit_or", BITS, Binary("lshift", Const(1, INT), Binary("mod", INDEX, Const(31, INT), INT), INT), INT)),
        Assign("top", Call("max", (TOP, INDEX), INT)),
    )
    code = Assign("code", Binary("mod", Binary("add", Binary("mul", CODE, Const(7, INT), INT), INDEX, INT), Const(1000003, INT), INT))
    return (*steps, code) if order else steps


def _spec(name: str, query: Call, handle: list[Param], next_args: tuple = (), loop: str = "while", order: bool = False) -> KernelSpec:
    """One query per thread, its items combined by ``_steps``, each combination stored."""
    qtype = query.type
    zero = [Let(r.name, Call("int", (Const(-1 if r is TOP else 0, INT),), INT)) for r in (COUNT, TOTAL, BITS, TOP, *((CODE,) if order else ()))]
    body: list[Stmt] = [Let("query", query), *zero]
    if loop == "for":
        body.append(ForQuery("index", Ref("query", qtype), _steps(order)))
    else:
        fn = QUERY_NEXT[qtype.name]
        body += [Let("index", Call("int", (Const(0, INT),), INT)), While(Call(fn, (Ref("query", qtype), INDEX, *next_args), BOOL), _steps(order))]
    outs = ("count", "total", "bits", "top", *(("code",) if order else ()))
    body += [Store(f"out_{n}", Ref(n, INT)) for n in outs]
    params = (*handle, *(Param(f"out_{n}", "out", INT) for n in outs))
    return KernelSpec(name, "handmade", 0, THREADS, params, tuple(body), enable_backward=False)


BVH = Ref("bvh", UINT64)
BOXES = [
    Param("lowers", "in", VEC3, (0.0, 4.0), shape=(ITEMS,)),
    Param("uppers", "in", VEC3, (0.0, 6.0), shape=(ITEMS,)),
    Param("bvh", "bvh", UINT64, built_from=(("lowers", "lowers"), ("uppers", "uppers"))),
]
BOX_QUERY = [Param("lo", "in", VEC3, (-1.0, 5.0)), Param("hi", "in", VEC3, (-1.0, 7.0))]
RAYS = [Param("start", "in", VEC3, (-2.0, 6.0)), Param("dir", "in", VEC3, (-2.0, 2.0))]
AABB = Call("bvh_query_aabb", (BVH, Load("lo", VEC3), Load("hi", VEC3)), BVH_QUERY)
RAY = Call("bvh_query_ray", (BVH, Load("start", VEC3), Load("dir", VEC3)), BVH_QUERY)
MESH = Ref("mesh", UINT64)
TRIANGLES = [
    Param("points", "in", VEC3, (0.0, 4.0), shape=(VERTICES,)),
    Param("indices", "in", INT, (0, VERTICES - 1), shape=(3 * FACES,)),
    Param("mesh", "mesh", UINT64, built_from=(("points", "points"), ("indices", "indices"))),
]
MESH_AABB = Call("mesh_query_aabb", (MESH, Load("lo", VEC3), Load("hi", VEC3)), MESH_QUERY_AABB)

LATTICE = [
    _spec("bvh_boxes", AABB, [*BOXES, *BOX_QUERY]),
    _spec("bvh_rays", RAY, [*BOXES, *RAYS], (Const(MAX_DIST),)),
    _spec("bvh_rays_unbounded", RAY, [*BOXES, *RAYS]),
    _spec("mesh_boxes", MESH_AABB, [*TRIANGLES, *BOX_QUERY]),
    _spec("mesh_boxes_for", MESH_AABB, [*TRIANGLES, *BOX_QUERY], loop="for"),
]
ORDER = [_spec("bvh_order", AABB, [*BOXES, *BOX_QUERY], order=True), _spec("mesh_order", MESH_AABB, [*TRIANGLES, *BOX_QUERY], loop="for", order=True)]
GENERATED = [spec_for(category, s) for category in ("bvh_query", "mesh_query") for s in range(6)]
SPECS = [*LATTICE, *GENERATED]


def values_of(spec: KernelSpec) -> dict:
    """Lattice values (small integers, a ray's direction components in +-{0.5, 1, 2}: every product
    exact), so boxes touch exactly and rays enter boxes exactly at max_dist; generated kernels: their own draws."""
    values = make_inputs(spec)
    if spec.category != "handmade":
        return values
    rng = np.random.default_rng(sum(map(ord, spec.name)))
    f32 = lambda a: a.astype(np.float32)  # noqa: E731
    if "lowers" in values:
        values["lowers"] = f32(rng.integers(0, 4, (ITEMS, 3)))
        values["uppers"] = values["lowers"] + f32(rng.integers(0, 3, (ITEMS, 3)))  # 0: a flat box
    if "points" in values:
        values["points"] = f32(rng.integers(0, 5, (VERTICES, 3)))
        values["indices"] = rng.integers(0, VERTICES, 3 * FACES).astype(np.int32)
    if "lo" in values:
        values["lo"] = f32(rng.integers(-1, 5, (THREADS, 3)))
        values["hi"] = values["lo"] + f32(rng.integers(0, 2, (THREADS, 3)))
    if "start" in values:
        values["start"] = f32(rng.integers(-2, 7, (THREADS, 3)))
        values["dir"] = f32(rng.choice([-2.0, -1.0, -0.5, 0.5, 1.0, 2.0], (THREADS, 3)))
    return values


@pytest.fixture(scope="module")
def warp_values(tmp_path_factory):
    return warp_cpu([*SPECS, *ORDER], values_of, tmp_path_factory.mktemp("bvh_src"), "test_bvh_queries")


def test_queries_match_warp_bit_for_bit(warp_values, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_values)


def _boxes(spec: KernelSpec, values: dict) -> tuple[np.ndarray, np.ndarray]:
    """Each item's box: a BVH's own, a mesh face's its vertices' smallest and largest coordinates."""
    if "lowers" in values:
        return values["lowers"], values["uppers"]
    tri = values["points"][values["indices"].reshape(-1, 3)]
    return tri.min(axis=1), tri.max(axis=1)


def expected_items(spec: KernelSpec, values: dict, t: int) -> list[int]:
    """The rule's set, written from intersect.h apart from both renderings: the items whose closed box
    overlaps the query box, or whose box the ray enters (slab test in float32) before max_dist."""
    lower, upper = _boxes(spec, values)
    if "lo" in values:
        hit = (values["lo"][t] <= upper).all(axis=1) & (values["hi"][t] >= lower).all(axis=1)
    else:
        start, rcp = values["start"][t], np.float32(1.0) / values["dir"][t]
        l1, l2 = (lower - start) * rcp, (upper - start) * rcp
        lmin, lmax = np.minimum(l1, l2).max(axis=1), np.maximum(l1, l2).min(axis=1)
        bound = MAX_DIST if spec.name == "bvh_rays" else np.inf
        hit = (lmax >= 0) & (lmax >= lmin) & ~(lmin >= np.float32(bound))
    return [int(k) for k in np.flatnonzero(hit)]


@pytest.mark.parametrize("spec", LATTICE, ids=lambda s: s.name)
def test_warp_finds_the_brute_force_set(warp_values, spec):
    """Warp's traversal finds exactly the brute-force set, thread by thread (count, sum, bits, largest
    index), on values where the comparisons tie: touching boxes, rays entering a box at max_dist."""
    values, got = values_of(spec), warp_values[spec.name]
    sizes, ties = [], 0
    for t in range(THREADS):
        items = expected_items(spec, values, t)
        bits = 0
        for k in items:
            bits |= 1 << (k % 31)
        want = (len(items), sum(items), bits, max(items, default=-1))
        assert (got["out_count"][t], got["out_total"][t], got["out_bits"][t], got["out_top"][t]) == want, (spec.name, t)
        sizes.append(len(items))
        ties += _ties(spec, values, t)
    assert min(sizes) == 0 and max(sizes) > 1  # misses on some threads, several items on others
    assert ties > 0 or spec.name == "bvh_rays_unbounded"  # the closed comparisons decided some item


def _ties(spec: KernelSpec, values: dict, t: int) -> int:
    """How many items a closed comparison decides: a box touching the query's (kept), a box the ray
    enters exactly at max_dist (left out: Warp's !(t >= max_dist))."""
    lower, upper = _boxes(spec, values)
    if "lo" in values:
        touch = (values["lo"][t] == upper).any(axis=1) | (values["hi"][t] == lower).any(axis=1)
        return int(touch[expected_items(spec, values, t)].sum())
    if spec.name != "bvh_rays":
        return 0
    start, rcp = values["start"][t], np.float32(1.0) / values["dir"][t]
    l1, l2 = (lower - start) * rcp, (upper - start) * rcp
    lmin, lmax = np.minimum(l1, l2).max(axis=1), np.maximum(l1, l2).min(axis=1)
    return int(((lmax >= lmin) & (lmin == np.float32(MAX_DIST))).sum())


def test_warp_order_is_not_the_index_order(warp_values, tmp_path):
    """Why the rule exists: an order code over the items differs between Warp (its tree's order) and the
    .cu (index order) on some thread, while both find the same set; the .cu's code is the index order's."""
    results = emulated(ORDER, values_of, tmp_path)
    for spec in ORDER:
        values, warp, cu = values_of(spec), warp_values[spec.name], results[spec.name]
        assert differing(cu, warp) == ["out_code"], spec.name
        codes = []
        for t in range(THREADS):
            code = 0
            for k in expected_items(spec, values, t):
                code = (code * 7 + k) % 1000003
            codes.append(code)
        assert list(cu["out_code"]) == codes, spec.name


def _order_free(s: Stmt, index: str) -> bool:
    """A loop step whose result does not depend on the items' order: an int sum (+= of an int), a max
    or min (x = max(x, ...)), a bitwise or, a count under the item's own test, or a local of this item
    alone (``inside = ...``: defined anew each pass, never carried to the next)."""
    if isinstance(s, Let):
        return True
    if isinstance(s, AugAssign):
        return s.op == "add" and s.value.type == INT
    if isinstance(s, Assign) and isinstance(s.value, Call) and s.value.fn in ("max", "min"):
        return s.value.args[0] == Ref(s.name, s.value.type)
    if isinstance(s, Assign) and isinstance(s.value, Binary):
        return s.value.op == "bit_or" and s.value.lhs == Ref(s.name, INT)
    if isinstance(s, If):
        return not s.orelse and all(_order_free(x, index) for x in s.body)
    return False


@pytest.mark.parametrize("category", ["bvh_query", "mesh_query"])
def test_generated_kernels_combine_items_order_free(category):
    """Every query loop of seeds 0-199 keeps the rule, and the seeds draw both loop forms where Warp has them."""
    forms = set()
    for seed in range(200):
        spec = spec_for(category, seed)
        loops = [s for s in walk_statements(spec.body) if isinstance(s, ForQuery) or (isinstance(s, While) and getattr(s.cond, "fn", None) in QUERY_NEXT.values())]
        assert len(loops) == 1, spec.name
        loop = loops[0]
        forms.add(type(loop).__name__)
        index = loop.var if isinstance(loop, ForQuery) else loop.cond.args[1].name
        assert all(_order_free(s, index) for s in loop.body), spec.name
        floats = [s for s in walk_statements(loop.body) if isinstance(s, Assign) and s.value.type == FLOAT]
        assert all(s.value.fn == "max" for s in floats), spec.name
    assert forms == ({"While", "ForQuery"} if category == "mesh_query" else {"While"})


MUTANTS = {
    "touching_left_out": ("(a_lower.x >= b_upper.x)", "(a_lower.x > b_upper.x)"),
    "last_item_skipped": ("query.next < query.bvh.num_items - 1", "query.next < query.bvh.num_items"),
    "max_dist_closed": ("!(t > max_dist)", "!(t >= max_dist)"),
    "last_face_skipped": ("query.next < query.mesh.num_tris - 1", "query.next < query.mesh.num_tris"),
    "face_bounds_of_two_vertices": ("fminf(p.x, q.x), fminf(fminf(p.y", "fminf(fminf(p.x, q.x), r.x), fminf(fminf(p.y"),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_wrong_traversal_is_caught(warp_values, tmp_path, monkeypatch, name):
    wrong, right = MUTANTS[name]
    plant(monkeypatch, geometry_ops, (*geometry_ops.BVH_KINDS, *geometry_ops.MESH_QUERY_KINDS), right, wrong)
    results = emulated(LATTICE, values_of, tmp_path)
    assert any(differing(results[s.name], warp_values[s.name]) for s in LATTICE), f"a wrong {name} went unnoticed"
