"""Tile kernels in the spec: what the generators make, how both renderers print them, how the
walkers see them, and how the planner and the Warp modules group them by block_dim."""

from __future__ import annotations

import pytest

from synth.generate.cases import Case, select_cases
from synth.generate.categories import CATEGORIES, TILE_CATEGORIES
from synth.model.spec import FLOAT, INT, Binary, Const, KernelSpec, Param, Ref, kernel_expressions, reachable_functions
from synth.model.tiles import (
    BLOCK_DIMS,
    TileLet,
    TileLoad,
    TileMap,
    TileRef,
    TileStore,
    TileType,
    block_size_free,
    in_static_loops_only,
    summed_terms,
    tile_builtins,
)
from synth.model.walk import walk_expr
from synth.render.cuda.tiles import check_spec, shared_bytes
from synth.render.warp_python import render_warp
from synth.stages import codegen
from synth.stages.batch import plan_batches

SEEDS = range(12)


def tile_specs():
    return [Case(c, s).spec for c in TILE_CATEGORIES for s in SEEDS]


def test_every_tile_category_makes_tile_kernels_the_renderers_accept():
    for spec in tile_specs():
        assert spec.block_dim in BLOCK_DIMS, spec.name
        check_spec(spec)  # a power-of-two block, tiles within 48 KiB of shared memory, tile statements every thread reaches
        assert in_static_loops_only(spec.body)
        assert "wp.tile" in render_warp(spec)


def test_the_block_dim_the_planner_reads_is_the_kernels():
    """``Case.block_dim`` comes from a stream of its own, without generating the kernel; it must be the spec's."""
    for case in select_cases(list(CATEGORIES), 16, 0):
        assert case.block_dim == case.spec.block_dim, case.id
    drawn = {Case(c, s).block_dim for c in TILE_CATEGORIES for s in range(40)}
    assert drawn == set(BLOCK_DIMS)  # every block size is drawn
    combined = [Case("combined", s).block_dim for s in range(40)]
    assert None in combined and any(combined)  # combined: a tile kernel some of the time


def test_the_planner_keeps_cases_of_one_block_dim_together():
    cases = select_cases(["arithmetic", "tile_map", "tile_reduce", "combined"], 12, 0)
    plan = plan_batches(cases, 16, 2)
    order = [c for batch in plan.values() for c in batch]
    assert sorted(order) == sorted(cases)  # every case, once
    keys = [c.block_dim or 0 for c in order]
    assert keys == sorted(keys)  # the others first, then by block_dim
    for batch in plan.values():
        groups = codegen.module_groups(batch)
        assert sum(len(g) for g in groups) == len(batch)
        assert all(len({c.spec.block_dim for c in g}) == 1 for g in groups)


def test_tile_nodes_are_walked_like_every_expression():
    """The offsets and values inside tile trees are seen by the one walk (synth.model.walk)."""
    spec = Case("tile_map", 0).spec
    refs = {e.name for top in kernel_expressions(spec.body) for e in walk_expr(top) if isinstance(e, Ref)}
    assert "i" in refs  # the tile index, only ever read in offsets
    assert spec.uses_tid
    loads = [e for top in kernel_expressions(spec.body) for e in walk_expr(top) if isinstance(e, TileLoad)]
    assert loads


def test_a_function_applied_by_tile_map_is_called_and_renamed_with_the_kernel():
    spec = next(s for s in tile_specs() if s.funcs)
    assert reachable_functions(spec.body, spec.funcs) == {f.name for f in spec.funcs}
    assert all(f.name.startswith(spec.name + "_") for f in spec.funcs)
    maps = [e for top in kernel_expressions(spec.body) for e in walk_expr(top) if isinstance(e, TileMap) and e.user]
    assert maps and all(m.fn in {f.name for f in spec.funcs} for m in maps)


def test_at_least_twelve_tile_builtins_are_generated():
    found = set().union(*(tile_builtins(s) for s in tile_specs()))
    assert len(found) >= 12, sorted(found)


def test_block_size_free_kernels_are_the_tiled_ones_without_per_thread_tiles():
    for spec in tile_specs():
        text = render_warp(spec)
        per_thread = any(w in text for w in ("wp.tile(", "wp.untile(", "tile_from_thread"))
        assert block_size_free(spec) == (spec.tiled and not per_thread), spec.name


def _one_tile_kernel(n: int = 48, length: int = 100, block_dim: int = 64) -> KernelSpec:
    t = TileType(FLOAT, (n,))
    off = (Binary("mul", Ref("i", INT), Const(n, INT), INT),)
    body = (TileLet("ta", TileLoad("a", t, off)), TileStore("out", TileMap("sin", (TileRef("ta", t),), t), off))
    params = (Param("a", "in", FLOAT, shape=(length,)), Param("out", "out", FLOAT, shape=(length,)))
    return KernelSpec("one_tile", "unit", 0, 3, params, body, block_dim=block_dim, tiled=True)


def test_the_warp_python_of_a_tile_kernel():
    text = render_warp(_one_tile_kernel())
    assert "Launched as wp.launch_tiled(one_tile, dim=3, inputs=[a, out], block_dim=64)." in text
    assert "    ta = wp.tile_load(a, shape=48, offset=i * 48)\n" in text
    assert "    wp.tile_store(out, wp.tile_map(wp.sin, ta), offset=i * 48)\n" in text


def test_the_renderer_refuses_what_it_cannot_translate():
    with pytest.raises(ValueError, match="power of two"):
        check_spec(_one_tile_kernel(block_dim=48))
    with pytest.raises(ValueError, match="shared memory"):
        check_spec(_one_tile_kernel(n=16_384, length=16_384))
    assert shared_bytes(_one_tile_kernel()) == 48 * 4


def test_summed_terms_follow_the_data_flow():
    assert summed_terms(_one_tile_kernel(), "out") == 1  # no sum on the way
    spec = Case("tile_reduce", 1).spec  # a whole-tile sum broadcast back (mean centring), and an int32 sum
    assert {p.name: summed_terms(spec, p.name) for p in spec.outputs} == {"out": 48, "out1": 32}


def test_the_tile_table_says_what_warp_differentiates():
    """The table's flag is Warp 1.19's own (its builtins' ``is_differentiable``), and every builtin a
    generator calls is declared; the ones Warp does not differentiate only ever see int32 tiles."""
    from synth.model.builtins import TILE_BUILTINS
    from synth.warp import warp_ir

    for b in TILE_BUILTINS.values():
        assert warp_ir.differentiates(b.name) == b.differentiable, b.name
    used = set().union(*(tile_builtins(s) for s in tile_specs()))
    assert used <= set(TILE_BUILTINS)


@pytest.mark.parametrize("category", sorted(TILE_CATEGORIES))
def test_the_emulation_allows_reordering_only_to_a_tile_kernels_sums(category):
    """The .cu sums a tile in the block's order, Warp's CPU in element order: a float array with
    summed terms gets the reordered-sum allowance; every other output of a tile kernel is exact."""
    import numpy as np

    from synth.generate.cases import parse_case_id
    from synth.model.tiles import summed_terms
    from synth.verify.tolerance import EXACT, emulation_tolerance

    for seed in range(3):
        spec = parse_case_id(f"{category}-s{seed:06d}").spec
        for p in spec.outputs:
            tol = emulation_tolerance(spec, p.name, np.ones(4, np.float32))
            if p.type.is_float and summed_terms(spec, p.name) > 1:
                assert tol != EXACT and tol.atol > 0, (spec.name, p.name)
            else:
                assert tol == EXACT, (spec.name, p.name)
