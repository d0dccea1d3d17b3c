"""The builtin census (``synth.generate.builtin_census``): the generated kernels of seeds 0-19
use at least the 150 Warp builtins issue 52 asks for, and every builtin the table declares is
drawn by some generator there, but the ones real code alone brings (the lifter's)."""

from __future__ import annotations

import pytest

from synth.generate.builtin_census import builtins_used, main, never_drawn

# Declared for the lifter (real code calls them), drawn by no generator, or drawn past seed 19 only.
REAL_CODE_ONLY: set[str] = set()
DRAWN_LATER = {"tile:tile_arange"}  # tile_grid draws it, on seeds past 19


@pytest.fixture(scope="module")
def used():
    return builtins_used()


def test_the_generated_kernels_use_at_least_150_builtins(used):
    assert len(used) >= 150, sorted(used)


def test_every_declared_builtin_is_drawn_by_a_generator(used):
    assert set(never_drawn(used)) <= REAL_CODE_ONLY | DRAWN_LATER, never_drawn(used)


def test_the_builtins_added_for_the_census_are_their_categories_own(used):
    """The builtins no category drew before sampling and quantize (issue 52's census: 133 then)."""
    assert {n for n, cats in used.items() if cats == {"sampling"}} >= {
        *(f"builtin:{n}" for n in ("matrix_from_cols", "matrix_from_rows", "norm_huber", "norm_pseudo_huber")),
        *(f"builtin:sample_unit_{n}" for n in ("disk", "ring", "cube", "sphere", "hemisphere_surface")),
    }
    assert {n for n, cats in used.items() if cats == {"quantize"}} >= {
        f"builtin:{n}" for n in ("isfinite", "isnan", "isinf", "rint", "ceil", "int16", "uint16", "bfloat16", "bool")
    }


def test_the_query_builtins_are_the_query_categories_own(used):
    """The BVH, mesh AABB and mesh ray queries are drawn by their categories alone."""
    assert {n for n, cats in used.items() if cats == {"bvh_query"}} == {f"builtin:{n}" for n in ("bvh_query_aabb", "bvh_query_ray", "bvh_query_next")}
    assert {n for n, cats in used.items() if cats == {"mesh_query"}} == {f"builtin:{n}" for n in ("mesh_query_aabb", "mesh_query_aabb_next")}
    assert {n for n, cats in used.items() if cats == {"mesh_ray"}} == {"builtin:mesh_query_ray"}
    assert {n for n, cats in used.items() if cats == {"mesh_point"}} == {f"builtin:{n}" for n in ("mesh_query_point_no_sign", "mesh_query_furthest_point_no_sign")}


def test_the_command_prints_the_count(capsys):
    main(["--seeds", "2"])
    first = capsys.readouterr().out.splitlines()[0]
    assert first.split()[0] == str(len(builtins_used(2)))
