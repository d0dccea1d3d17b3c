"""The launch shapes a candidate is judged at: the record's own, and the same kernel at other sizes.

A kernel that is right at the dataset's shape can still be wrong elsewhere: a missing bounds
check is harmless when the launch is a whole number of blocks, a hard-coded length when it
equals the dataset's. So a generated record is rebuilt from its generator and seed with the
generator's launch-size draw answered by the evaluator (``RESIZE_TARGETS``: size 1, a prime below
a block, a prime above one block that is no multiple of it; for 2-D and 3-D launches the same
idea per axis): every other choice is drawn from the same seeded stream, so it is the same
kernel over arrays of another size, and the reference is recomputed on it.

A size is used only when the rebuilt kernel's texts (the Warp source and the CUDA device code:
what a candidate replaces) are exactly the record's, so the record's own text is right there
too; otherwise the kernel's semantics fix its shape at that size (a transpose needs a square
grid, an interior stencil launches two threads fewer than its array) and the size is skipped,
which the report says.

A tile kernel's launch counts tiles (or whole blocks), so it is rebuilt with its generator's
tile counts and shortfalls answered (``TILE_RESIZE_TARGETS``: one tile, one tile the arrays barely
reach into, five tiles the last one element short): a candidate whose bounds are right only for
whole tiles, or that ignores its block's tile, fails there. Its texts describe the launch in a
docstring and a comment; those may change with the size, nothing else.
"""

from __future__ import annotations

import dataclasses
import functools

from synth.generate import shapes
from synth.generate.shapes import RESIZE_TARGETS, TILE_RESIZE_TARGETS, LaunchShape, rebuilt, rebuilt_tiles
from synth.model.spec import KernelSpec
from synth.render.cuda import render_device
from synth.render.warp_python import render_warp

__all__ = ["EVALUATION_TARGETS", "RESIZE_TARGETS", "TILE_RESIZE_TARGETS", "LaunchShape", "launch_shapes", "rebuilt", "rebuilt_tiles"]


def same_texts(spec: KernelSpec, own: KernelSpec) -> bool:
    """Whether the rebuilt kernel's texts (the Warp source and the CUDA device code: what a
    candidate replaces) are exactly the record's. A tile kernel's texts describe its launch in a
    docstring and a comment (``dim=2``, ``(2 tiles)``): those may differ, nothing else (its texts
    with the record's launch put back are the record's)."""
    if _texts(spec) == _texts(own):
        return True
    return own.block_dim is not None and _texts(dataclasses.replace(spec, dim=own.dim)) == _texts(own)


@functools.lru_cache(maxsize=256)
def _texts(spec: KernelSpec) -> tuple[str, str]:
    return render_warp(spec), render_device(spec)


# The dataset's sizes (``RESIZE_TARGETS``: one thread, a prime within a block, a prime past one),
# and thousands of threads besides: a kernel that ignores what lies past element 512 or 1024, or
# works only on whole blocks, fails there (primes: no multiple of any block).
EVALUATION_TARGETS: dict[int, tuple] = {
    1: (*RESIZE_TARGETS[1], 1031, 3079),
    2: (*RESIZE_TARGETS[2], (41, 73)),
    3: (*RESIZE_TARGETS[3], (7, 19, 23)),
}


def launch_shapes(category: str, seed: int, own: KernelSpec) -> tuple[list[LaunchShape], list[str]]:
    """The record's own shape and each ``EVALUATION_TARGETS`` size whose rebuilt texts are the
    record's (deduplicated by launch and array sizes); and why each other size was skipped."""
    return shapes.launch_shapes(category, seed, own, same=same_texts, tiles=True, targets=EVALUATION_TARGETS)
