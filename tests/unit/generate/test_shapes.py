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
