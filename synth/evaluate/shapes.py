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
"""

from __future__ import annotations

from dataclasses import dataclass

from synth.generate.categories import CATEGORIES
from synth.generate.categories.grid import SHAPES as GRID_SHAPES
from synth.generate.categories.stencil import GRIDS, GRIDS_3D
from synth.generate.grammar import DIMS
from synth.generate.variations import MULTI_DIMS
from synth.model.choices import SeededChooser
from synth.model.spec import KernelSpec
from synth.render.cuda import render_device
from synth.render.warp_python import render_warp

# The generators' launch-size tables, by value: a choice among one of these is the launch size.
# (random_math's 2-D relaunch draws among ((16, 16), (8, 32)) literally.)
SIZE_TABLES = frozenset({DIMS, MULTI_DIMS, GRID_SHAPES[2], GRID_SHAPES[3], GRIDS, GRIDS_3D, ((16, 16), (8, 32))})

# Sizes tried per launch rank, besides the record's own (the 1-D block is 256 threads, the 2-D
# block 16 x 16, the 3-D block 8 x 8 x 4 with x along the last index):
RESIZE_TARGETS: dict[int, tuple] = {
    1: (1, 37, 257),  # one thread; a prime within one block; a prime past one block (no multiple of it)
    2: ((1, 1), (13, 13), (37, 37), (7, 13), (19, 41)),  # one thread; primes within a block; past a block on both axes (square and not)
    3: ((1, 1, 1), (3, 5, 5), (5, 11, 11), (3, 5, 7), (5, 9, 11)),  # one thread; within a block; past a block on every axis (the last two equal and not)
}


@dataclass(frozen=True)
class LaunchShape:
    """One size a record's kernel is run at: its spec (arrays sized for it) and whether it is the record's own."""

    spec: KernelSpec
    own: bool

    @property
    def dim(self) -> list[int]:
        return list(self.spec.shape)


class _Resizing(SeededChooser):
    """The seeded chooser of a case, with its launch-size draw answered by ``size`` (of the rank of
    the size it replaces). The draw still consumes the stream, so every later choice is the same;
    it is a SeededChooser, so the generators' own seeded streams (the idioms') are drawn as for the record."""

    def __init__(self, seed: int, stream: str, size) -> None:
        super().__init__(seed, stream=stream)
        self._size = size
        self.resized = 0

    def choice(self, options):
        picked = super().choice(options)
        if tuple(options) not in SIZE_TABLES:
            return picked
        rank = len(picked) if isinstance(picked, tuple) else 1
        wanted = self._size if isinstance(self._size, tuple) else (self._size,)
        if len(wanted) != rank:
            return picked
        self.resized += 1
        return wanted if rank > 1 else wanted[0]


def rebuilt(category: str, seed: int, size=None) -> KernelSpec | None:
    """The case's spec with its launch-size draw answered by ``size`` (None: the case's own
    spec), or None when the generator has no size draw of that rank or fails at that size."""
    chooser = _Resizing(seed, category, size) if size is not None else SeededChooser(seed, stream=category)
    try:
        spec = CATEGORIES[category](chooser, seed)
    except (ValueError, IndexError, ZeroDivisionError):
        return None  # the generator cannot make its kernel at that size (an empty range, a negative length)
    if size is not None and chooser.resized == 0:
        return None
    return spec


def _size_toward(spec: KernelSpec, want: tuple[int, ...], asked: tuple[int, ...]) -> tuple[int, ...]:
    """The size to ask for so that the launch becomes ``want``, when asking ``asked`` gave ``spec``'s
    launch (an interior stencil launches two threads fewer than the length it draws)."""
    return tuple(a + (w - g) for a, w, g in zip(asked, want, spec.shape, strict=True))


def launch_shapes(category: str, seed: int, own: KernelSpec) -> tuple[list[LaunchShape], list[str]]:
    """The record's own shape and each ``RESIZE_TARGETS`` size whose rebuilt texts are the
    record's (deduplicated by launch and array sizes); and why each other size was skipped."""
    texts = (render_warp(own), render_device(own))
    shapes = [LaunchShape(own, True)]
    seen = {_footprint(own)}
    skipped = []
    for target in RESIZE_TARGETS.get(len(own.shape), ()):
        want = target if isinstance(target, tuple) else (target,)
        spec = rebuilt(category, seed, target)
        if spec is not None and spec.shape != want and len(spec.shape) == len(want):
            asked = _size_toward(spec, want, want)
            if min(asked) >= 1:
                spec = rebuilt(category, seed, asked if len(asked) > 1 else asked[0])
        if spec is None:
            skipped.append(f"{_text(want)}: the generator makes no kernel of this launch rank at that size")
        elif (render_warp(spec), render_device(spec)) != texts:
            skipped.append(f"{_text(want)}: the kernel's text changes with the size (its semantics fix the shape)")
        elif _footprint(spec) in seen:
            skipped.append(f"{_text(want)}: the same launch as a size already used")
        else:
            seen.add(_footprint(spec))
            shapes.append(LaunchShape(spec, False))
    return shapes, skipped


def _footprint(spec: KernelSpec) -> tuple:
    return (spec.shape, tuple(spec.array_shape(p) for p in spec.params if p.kind != "scalar"))


def _text(shape: tuple[int, ...]) -> str:
    return "x".join(str(s) for s in shape)

