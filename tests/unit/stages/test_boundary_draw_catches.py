"""The pipeline's own checks catch a rendered comparison swapped for its neighbour (``<`` for ``<=``,
``>`` for ``>=`` and back) through the boundary draw, where no uniform draw can: the emulated .cu of
the swapped kernel against Warp's CPU on the original's input draws, as the emulation stage compares
them. Each comparison of an input element with a literal in generated kernels is swapped alone."""

from __future__ import annotations

import dataclasses

import pytest
from conformance import cpu_kernels, differing, emulated

from synth.generate.cases import spec_for
from synth.model.inputs import BOUNDARY_DRAW, DRAWS, make_inputs
from synth.model.spec import Compare, Const, KernelSpec, Load
from synth.model.walk import children, replace_children
from synth.stages.reference import run_forward

pytestmark = pytest.mark.needs_gxx

SWAP = {"lt": "le", "le": "lt", "gt": "ge", "ge": "gt"}
CASES = [("multi_conditional", s) for s in range(4)] + [("control_flow", s) for s in range(4)]


# Swaps no input can tell apart: the two paths a boundary value chooses between compute the same value.
EQUIVALENT = {
    "multi_conditional_s000001_swap0": "a < OFFSET made <=: at a = 0.25 the first branch needs b <= -0.5, and then the elif "
    "(b < -0.25) takes it with the same value, b * 0.5",
    "multi_conditional_s000001_swap1": "not b > -0.5 made not b >= -0.5: at b = -0.5 the elif (b < -0.25) takes the thread "
    "the first branch gave up, with the same value, b * 0.5",
}


def _direct(node, spec: KernelSpec) -> bool:
    """A float comparison of an input array's element with a literal."""
    if not isinstance(node, Compare) or node.op not in SWAP:
        return False
    sides = (node.lhs, node.rhs)
    loads = [s for s in sides if isinstance(s, Load) and spec.param(s.array).kind == "in" and s.type.is_scalar and s.type.is_float]
    return len(loads) == 1 and any(isinstance(s, Const) for s in sides)


def _swapped(spec: KernelSpec, target: int) -> KernelSpec | None:
    """``spec`` with its ``target``-th direct comparison (walk order) swapped; None when it has fewer."""
    seen = [0]

    def visit(node):
        if _direct(node, spec):
            seen[0] += 1
            if seen[0] - 1 == target:
                return dataclasses.replace(node, op=SWAP[node.op])
        return replace_children(node, [visit(c) for c in children(node)])

    body = tuple(visit(s) for s in spec.body)
    return dataclasses.replace(spec, name=f"{spec.name}_swap{target}", body=body) if seen[0] > target else None


def _mutants() -> list[tuple[KernelSpec, KernelSpec]]:
    pairs = []
    for category, seed in CASES:
        spec = spec_for(category, seed)
        k = 0
        while (mutant := _swapped(spec, k)) is not None:
            pairs.append((spec, mutant))
            k += 1
    return pairs


def test_every_swapped_comparison_of_an_input_with_a_literal_is_caught_on_the_boundary_draw_only(tmp_path):
    pairs = _mutants()
    assert len(pairs) >= 20, "the cases hold enough direct comparisons to mean something"
    originals = list({spec.name: spec for spec, _ in pairs}.values())
    (tmp_path / "warp").mkdir()
    draws = {spec.name: [make_inputs(spec, d) for d in range(DRAWS)] for spec in originals}
    kernels = dict(zip((s.name for s in originals), cpu_kernels(originals, tmp_path / "warp", "test_boundary_draw_catches"), strict=True))
    expected = {
        name: [run_forward(kernels[name], spec, values) for values in draws[name]] for name, spec in ((s.name, s) for s in originals)
    }
    got = emulated([m for _, m in pairs], lambda m: draws[m.name.rsplit("_swap", 1)[0]], tmp_path / "emulated")
    caught = {m.name: [d for d in range(DRAWS) if differing(got[m.name][d], expected[spec.name][d])] for spec, m in pairs}
    assert {name for name, draws in caught.items() if draws != [BOUNDARY_DRAW]} == set(EQUIVALENT)
    assert all(caught[name] == [] for name in EQUIVALENT)
