"""Hypothesis strategies for kernel specs: the category generators with every choice a draw.

Examples shrink toward the first option of every choice (the generators list the simplest
first), toward the low end of every integer, and so toward a kernel with one input, one
statement and one output.
"""

from __future__ import annotations

from hypothesis import strategies as st

from synth.generate.categories import CATEGORIES
from synth.model.choices import HypothesisChooser

# Drawn kernels are named with this seed range; a small seed shrinks first and names stay unique per example.
SEED_RANGE = (0, 999_999)


@st.composite
def kernel_specs(draw, category: str | None = None):
    """A KernelSpec of ``category`` (or of a drawn category, shrinking toward the first one)."""
    name = category or draw(st.sampled_from(list(CATEGORIES)))
    seed = draw(st.integers(*SEED_RANGE))
    return CATEGORIES[name](HypothesisChooser(draw), seed)
