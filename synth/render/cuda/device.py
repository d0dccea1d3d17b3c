"""A kernel's device part (types, helpers, functions and the kernel): a tile kernel's is block-level
code (``synth.render.cuda.tiles``), any other's one thread per launch index (``synth.render.cuda.kernel``).
The choice is made here, above both, so neither imports the other back."""

from __future__ import annotations

from synth.model.spec import KernelSpec
from synth.render.cuda import kernel, tiles


def render_device(spec: KernelSpec) -> str:
    return tiles.render_device(spec) if spec.block_dim is not None else kernel.render_device(spec)
