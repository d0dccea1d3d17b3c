"""The same kernel at other launch shapes (``synth.generate.shapes``): rebuilt from its generator
with the size draw answered, the same text at every size it is used at, one second shape per case
drawn by its seed, and a kernel whose meaning fixes its shape left at its own."""

from __future__ import annotations

import dataclasses

from synth.generate import shapes
from synth.generate.cases import spec_for
from synth.generate.categories import CATEGORIES
from synth.render.cuda import render_device
from synth.render.warp_python import render_warp


def test_every_shape_used_is_the_same_kernel_text():
    """Both renderings the dataset ships (Warp's Python, the CUDA device code) are the case's own at every size used."""
    used = 0
    for category in sorted(CATEGORIES):
        for seed in range(4):
            own = spec_for(category, seed)
            found, _ = shapes.launch_shapes(category, seed, own)
            assert found[0].own and found[0].spec is own
            for other in found[1:]:
                assert (render_warp(other.spec), render_device(other.spec)) == (render_warp(own), render_device(own)), (category, seed, other.dim)
                used += 1
    assert used > 2 * len(CATEGORIES) * 4, "most cases have several other shapes"


def test_the_second_shape_is_a_target_drawn_by_the_case_seed():
    targets = {rank: {t if isinstance(t, tuple) else (t,) for t in sizes} for rank, sizes in shapes.RESIZE_TARGETS.items()}
    drawn = set()
    for seed in range(24):
        own = spec_for("arithmetic", seed)
        other, why = shapes.second_shape("arithmetic", seed, own)
        assert other is not None and not why and not other.own
        assert other.spec.shape in targets[len(own.shape)] and other.spec.shape != own.shape
        assert shapes.second_shape("arithmetic", seed, own) == (other, why), "deterministic"
        drawn.add(other.spec.shape)
    assert {(1,), (37,), (257,)} <= drawn, "1, a prime within a block, a prime past one block: each drawn for some seed"


def test_a_kernel_whose_meaning_fixes_its_shape_says_why():
    """mixed_precision's column-major rows stride by the launch size, a literal in the kernel."""
    fixed = [s for s in range(12) if shapes.second_shape("mixed_precision", s, spec_for("mixed_precision", s))[0] is None]
    assert fixed
    _, why = shapes.second_shape("mixed_precision", fixed[0], spec_for("mixed_precision", fixed[0]))
    assert why.startswith("its meaning fixes its launch shape: 1: the kernel changes with the size")


def test_same_kernel_ignores_sizes_only():
    own = spec_for("stencil", 0)
    other = shapes.launch_shapes("stencil", 0, own)[0][-1].spec if len(shapes.launch_shapes("stencil", 0, own)[0]) > 1 else own
    assert shapes.same_kernel(own, other)
    assert not shapes.same_kernel(own, dataclasses.replace(own, body=own.body[:-1]))
    first = own.params[0]
    renamed = dataclasses.replace(own, params=(dataclasses.replace(first, name=first.name + "_x"), *own.params[1:]))
    assert not shapes.same_kernel(own, renamed)
    assert shapes.same_kernel(own, dataclasses.replace(own, params=(dataclasses.replace(first, domain=(-9.0, 9.0)), *own.params[1:])))


TILE_CATEGORIES = ("tile_map", "tile_reduce", "tile_matmul", "tile_thread", "tile_scan", "tile_grid")


class _Echo(shapes.SeededChooser):
    """A seeded chooser that answers every tile draw with the value drawn: the case's own choices."""

    def answer_tile_draw(self, what, drawn, bound):
        return drawn


def test_answering_a_tile_draw_with_its_own_value_gives_the_case_own_kernel():
    """The tile generators' tile_count and shortfall draws consume the stream as before whoever answers them."""
    for category in TILE_CATEGORIES:
        for seed in range(20):
            assert CATEGORIES[category](_Echo(seed, stream=category), seed) == spec_for(category, seed), (category, seed)


def test_a_tile_kernel_keeps_its_own_shape_unless_tile_sizes_are_asked_for():
    own = spec_for("tile_map", 0)
    used, skipped = shapes.launch_shapes("tile_map", 0, own)
    assert [s.dim for s in used] == [[3]] and "tile kernel" in skipped[0]
    used, skipped = shapes.launch_shapes("tile_map", 0, own, tiles=True)
    # 3 tiles of 128 (the record's, whole); one whole tile; one tile holding a single element; 5 tiles, the last one element short
    assert [(s.dim, s.spec.array_shape(s.spec.params[0])) for s in used] == [([3], (384,)), ([1], (128,)), ([1], (1,)), ([5], (639,))]
    assert not skipped


def test_tile_sizes_are_the_same_kernel_and_whole_blocks():
    """Every tile category at every tile size used: the same kernel up to sizes, a launch by threads in whole blocks, and some tried for every category."""
    for category in (*TILE_CATEGORIES, "combined"):
        others = 0
        for seed in range(6):
            own = spec_for(category, seed)
            if own.block_dim is None:
                continue
            used, _ = shapes.launch_shapes(category, seed, own, tiles=True)
            for s in used[1:]:
                assert shapes.same_kernel(s.spec, own) and s.spec.block_dim == own.block_dim, (category, seed, s.dim)
                assert s.spec.tiled or s.spec.threads % s.spec.block_dim == 0, (category, seed, s.dim)
                others += 1
        assert others, category
