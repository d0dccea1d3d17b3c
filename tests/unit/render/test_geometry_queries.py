"""Warp's geometry queries in the standalone CUDA (``synth/render/geometry_ops.py``, native/mesh.h's and hashgrid.h's bodies):
the emulated .cu, given a ``Mesh`` of the arrays Warp's ``wp.Mesh`` was built from, computes
``mesh_eval_position`` and ``mesh_eval_velocity`` exactly as Warp's CPU, inside and outside the
triangle, on degenerate faces (a vertex repeated) and on a mesh built without velocities (zero);
and a plausible wrong rendering (two vertices swapped, the third weight as 1 - (u + v), the sum
grouped the other way, the velocities read from the points) is caught. A hash grid rebuilt by the .cu
gives Warp's candidates in Warp's order, which follows the stated rule (``expected_order``), and a wrong
build or traversal (an unstable sort, x and y swapped, a dimension visited twice, truncation for floor) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, warp_cpu

from synth.generate.cases import spec_for
from synth.model.inputs import make_inputs
from synth.model.spec import (
    BOOL,
    FLOAT,
    HASH_GRID_QUERY,
    INT,
    UINT64,
    VEC3,
    Assign,
    AugAssign,
    Binary,
    Call,
    Const,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    Store,
    While,
)
from synth.render import geometry_ops
from synth.stages import cuda_builds

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
    results = cuda_builds.emulate_specs(SPECS, {s.name: make_inputs(s) for s in SPECS}, tmp_path)
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


# -- hash grids: Warp's build and traversal, and its order rule

POINTS, RADIUS = 64, 0.6
GRID = Ref("grid", UINT64)
WRAPPED = {"dim_x": 4, "dim_y": 3, "dim_z": 5, "cell_width": 0.25}  # a grid 1 x 0.75 x 1.25 wide: the points wrap around it
FINE = {"dim_x": 16, "dim_y": 16, "dim_z": 16, "cell_width": 0.125}


def _grid_spec(name: str, options: dict, radius: float) -> KernelSpec:
    """Every candidate of a query around a drawn point, in the order the traversal gives them: an order code
    (code * 7 + index, mod 1000003), their count, the float sum of their distances; and the grid's slot i % points."""
    query, index, code, count, total = Ref("query", HASH_GRID_QUERY), Ref("index", INT), Ref("code", INT), Ref("count", INT), Ref("total", FLOAT)
    p = Load("x", VEC3)
    step = Binary("mod", Binary("add", Binary("mul", code, Const(7, INT), INT), index, INT), Const(1000003, INT), INT)
    body = (
        Let("query", Call("hash_grid_query", (GRID, p, Const(radius)), HASH_GRID_QUERY)),
        Let("index", Call("int", (Const(0, INT),), INT)),
        Let("code", Call("int", (Const(0, INT),), INT)),
        Let("count", Call("int", (Const(0, INT),), INT)),
        Let("total", Call("float", (Const(0.0),), FLOAT)),
        While(
            Call("hash_grid_query_next", (query, index), BOOL),
            (Assign("code", step), AugAssign("count", "add", Const(1, INT)), AugAssign("total", "add", Call("length", (Binary("sub", Load("points", VEC3, (index,)), p, VEC3),), FLOAT))),
        ),
        Store("out_code", code),
        Store("out_count", count),
        Store("out_total", total),
        Store("out_id", Call("hash_grid_point_id", (GRID, Binary("mod", Ref("i", INT), Const(POINTS, INT), INT)), INT)),
    )
    params = (
        Param("points", "in", VEC3, (-1.0, 1.0), shape=(POINTS,)),
        Param("x", "in", VEC3, (-1.5, 1.5)),
        Param("grid", "hash_grid", UINT64, built_from=(("points", "points"),), options=tuple(options.items())),
        Param("out_code", "out", INT),
        Param("out_count", "out", INT),
        Param("out_total", "out", FLOAT),
        Param("out_id", "out", INT),
    )
    return KernelSpec(name, "handmade", 0, 256, params, body, enable_backward=False)


GRID_SPECS = [_grid_spec("grid_wrapped", WRAPPED, RADIUS), _grid_spec("grid_fine", FINE, 0.2), *(spec_for("hash_grid", s) for s in range(6))]
SPECS += GRID_SPECS


def _cell(options: dict, p: np.ndarray) -> tuple:
    """A point's cell coordinates (float32 arithmetic, floor), as the rule states them."""
    inv = np.float32(1.0) / np.float32(options["cell_width"])
    return tuple(int(np.floor(np.float32(c) * inv)) for c in p)


def expected_order(options: dict, points: np.ndarray, pos: np.ndarray, radius: float) -> list[int]:
    """The tie/order rule, written from hashgrid.h/.cpp independently of both renderings: the cells of
    the box [pos - r, pos + r] (each dimension at most once around the grid), z outermost, then y, then x,
    each from the box's low corner; within a cell its points in increasing index order (Warp's stable sort)."""
    dims = (options["dim_x"], options["dim_y"], options["dim_z"])
    inv, r = np.float32(1.0) / np.float32(options["cell_width"]), np.float32(radius)
    start = [int(np.floor((np.float32(c) - r) * inv)) for c in pos]
    end = [int(np.floor((np.float32(c) + r) * inv)) for c in pos]
    end = [s + d - 1 if e - s >= d else e for s, e, d in zip(start, end, dims, strict=True)]
    wrap = lambda cell: tuple(c % d for c, d in zip(cell, dims, strict=True))  # noqa: E731  (Python's % is nonnegative)
    cells = [wrap(_cell(options, p)) for p in points]
    order = []
    for z in range(start[2], end[2] + 1):
        for y in range(start[1], end[1] + 1):
            for x in range(start[0], end[0] + 1):
                order += [k for k, c in enumerate(cells) if c == wrap((x, y, z))]
    return order


@pytest.mark.parametrize("spec", GRID_SPECS[:2], ids=lambda s: s.name)
def test_warp_visits_a_hash_grid_in_the_stated_order(warp_values, spec):
    """Warp's own answers follow the rule: the order code, the count and the grid's slots, thread by thread;
    on values where it matters (several candidates in one cell, empty and wrapped neighbourhoods)."""
    values, got = make_inputs(spec), warp_values[spec.name]
    options = dict(spec.param("grid").options)
    radius = spec.body[0].value.args[2].value
    counts, shared = [], 0
    for t in range(spec.threads):
        order = expected_order(options, values["points"], values["x"][t], radius)
        code = 0
        for k in order:
            code = (code * 7 + k) % 1000003
        assert (got["out_code"][t], got["out_count"][t]) == (code, len(order)), t
        counts.append(len(order))
        shared += len(order) != len(set(_cell(options, values["points"][k]) for k in order))
    slots = sorted(range(POINTS), key=lambda k: (np.ravel_multi_index(tuple(reversed(_wrapped(options, values["points"][k]))), tuple(reversed(_dims(options)))), k))
    assert list(got["out_id"][:POINTS]) == slots
    assert min(counts) == 0 or spec.name == "grid_wrapped"  # the fine grid's queries miss on some threads
    assert max(counts) > 1 and shared > 0  # candidates that share a cell: their order is the tie rule's


def _dims(options: dict) -> tuple:
    return options["dim_x"], options["dim_y"], options["dim_z"]


def _wrapped(options: dict, p: np.ndarray) -> tuple:
    return tuple(c % d for c, d in zip(_cell(options, p), _dims(options), strict=True))


GRID_MUTANTS = {
    "unstable_sort": ("for (int i = num_points - 1; i >= 0; --i) point_ids[", "for (int i = 0; i < num_points; ++i) point_ids["),
    "x_before_y": (
        "query.y++;\n        if (query.y > query.y_end) {\n            query.y = query.y_start;\n            query.x++;\n        }\n"
        "        if (query.x > query.x_end) {\n            query.x = query.x_start;",
        "query.x++;\n        if (query.x > query.x_end) {\n            query.x = query.x_start;\n            query.y++;\n        }\n"
        "        if (query.y > query.y_end) {\n            query.y = query.y_start;",
    ),
    "no_single_pass": ("? end : end", "? start + (dim - 1) : end"),
    "truncated_cell": ("return (int)v;", "return (int)floorf(v);"),
}


@pytest.mark.parametrize("name", sorted(GRID_MUTANTS))
def test_a_wrong_traversal_is_caught(warp_values, tmp_path, monkeypatch, name):
    real = geometry_ops.helper
    wrong, right = GRID_MUTANTS[name]

    def mutated(kind, t="float32"):
        code, deps = real(kind, t)
        if kind.startswith("hash_grid") and right in code:
            return code.replace(right, wrong), deps
        return code, deps

    assert any(right in real(k)[0] for k in geometry_ops.GRID_KINDS), "the mutant's anchor is gone from the hash grid's helpers"
    monkeypatch.setattr(geometry_ops, "helper", mutated)
    assert any(_wrong(tmp_path, warp_values).values()), f"a wrong {name} went unnoticed"
