"""The same generated kernel at other launch shapes: size 1, a prime within a block, sizes that are
no multiple of the block and span more than one.

A kernel right at its own shape can be wrong at another: a missing bounds check is harmless when
the launch is a whole number of blocks, a hard-coded length when it equals the record's, and most
records launch 64, 128 or 256 threads (2-D 8 x 32, 16 x 16). A case is rebuilt from its generator
and seed with the generator's launch-size draw answered by one of ``RESIZE_TARGETS``: every other
choice is drawn from the same seeded stream, so it is the same kernel over arrays of another size.

A size counts only where the rebuilt spec is the case's own up to sizes (``same_kernel``: its body,
functions, structs, constants and parameters' names, kinds and types; launch and array extents,
input domains and output fills may differ). Otherwise the kernel's meaning fixes its shape at that
size (a transpose needs a square grid, an interior stencil launches two threads fewer than its
array), which ``launch_shapes`` says. Shared by the pipeline's ``second_shape`` stage and the
evaluator's resized runs.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

from synth.generate.categories import CATEGORIES
from synth.generate.categories.grid import SHAPES as GRID_SHAPES
from synth.generate.categories.stencil import GRIDS, GRIDS_3D
from synth.generate.grammar import DIMS
from synth.generate.variations import MULTI_DIMS
from synth.model.choices import SeededChooser
from synth.model.spec import KernelSpec

# The generators' launch-size tables, by value: a choice among one of these is the launch size.
# (random_math's 2-D relaunch draws among ((16, 16), (8, 32)) literally.)
SIZE_TABLES = frozenset({DIMS, MULTI_DIMS, GRID_SHAPES[2], GRID_SHAPES[3], GRIDS, GRIDS_3D, ((16, 16), (8, 32))})

# Sizes tried per launch rank (the 1-D block is 256 threads, the 2-D block 16 x 16, the 3-D block
# 8 x 8 x 4 with x along the last index):
RESIZE_TARGETS: dict[int, tuple] = {
    1: (1, 37, 257),  # one thread; a prime within one block; a prime past one block (no multiple of it)
    2: ((1, 1), (13, 13), (37, 37), (7, 13), (19, 41)),  # one thread; primes within a block; past a block on both axes (square and not)
    3: ((1, 1, 1), (3, 5, 5), (5, 11, 11), (3, 5, 7), (5, 9, 11)),  # one thread; within a block; past a block on every axis (the last two equal and not)
}

# A tile kernel's launch is counted in tiles (or whole blocks), and its arrays may stop short of
# whole tiles (``synth.generate.tiles``: ``tile_count`` and ``shortfall`` draws). Sizes tried: the
# tiles per launch axis (the first axis's count, then the next's; the last one given repeats) and
# how far each array stops short of whole tiles (0: none; 1: one element; -1: all but one element
# of the last tile, extent - 1):
TILE_RESIZE_TARGETS: tuple[tuple[tuple[int, ...], int], ...] = (
    ((1,), 0),  # one tile (one block), whole
    ((1,), -1),  # one tile, of which the arrays hold a single element (row, column)
    ((5, 3), 1),  # 5 (x 3) tiles: more than the generator draws, no square; the last tile one element short
)


class _Resizing(SeededChooser):
    """The seeded chooser of a case, with its launch-size draw answered by ``size`` (of the rank of
    the size it replaces). The draw still consumes the stream, so every later choice is the same;
    a seeded chooser still, so the generator's idioms draw from their own stream as for the case."""

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


class _TileResizing(SeededChooser):
    """The seeded chooser of a tile case, with its ``tile_count`` and ``shortfall`` draws answered by
    one of ``TILE_RESIZE_TARGETS`` (``synth.generate.tiles`` asks ``answer_tile_draw`` after drawing,
    so the stream and every later choice stay the case's own)."""

    def __init__(self, seed: int, stream: str, target: tuple[tuple[int, ...], int]) -> None:
        super().__init__(seed, stream=stream)
        self._tiles, self._short = target
        self._axis = 0
        self.resized = 0

    def answer_tile_draw(self, what: str, drawn: int, bound: int) -> int:
        self.resized += 1
        if what == "tiles":
            self._axis += 1
            return self._tiles[min(self._axis - 1, len(self._tiles) - 1)]
        return bound - 1 if self._short < 0 else min(self._short, bound - 1)


def rebuilt(category: str, seed: int, size=None) -> KernelSpec | None:
    """The case's spec with its launch-size draw answered by ``size`` (None: the case's own spec),
    or None when the generator has no size draw of that rank or cannot make its kernel at that size."""
    return _made(category, seed, _Resizing(seed, category, size) if size is not None else SeededChooser(seed, stream=category))


def rebuilt_tiles(category: str, seed: int, target: tuple[tuple[int, ...], int]) -> KernelSpec | None:
    """The tile case's spec with its tile counts and shortfalls answered by ``target`` (one of
    ``TILE_RESIZE_TARGETS``), or None when its generator draws neither."""
    return _made(category, seed, _TileResizing(seed, category, target))


def _made(category: str, seed: int, chooser: SeededChooser) -> KernelSpec | None:
    try:
        spec = CATEGORIES[category](chooser, seed)
    except (ValueError, IndexError, ZeroDivisionError):
        return None  # an empty range, a negative length: no kernel at that size
    if getattr(chooser, "resized", 1) == 0:
        return None
    return spec


def _sizes_blanked(spec: KernelSpec) -> KernelSpec:
    """The spec with what may change with the launch size blanked: the launch, array extents (kept:
    whether an array has its own shape or length), input domains and output fills."""
    params = tuple(
        dataclasses.replace(p, domain=(0.0, 0.0), init=0.0, length=None if p.length is None else 0, shape=None if p.shape is None else (0,) * len(p.shape))
        for p in spec.params
    )
    return dataclasses.replace(spec, dim=(0,) * len(spec.shape), params=params)


def same_kernel(a: KernelSpec, b: KernelSpec) -> bool:
    """Whether two specs are one kernel up to sizes (so both renderings of it are the same text)."""
    return _sizes_blanked(a) == _sizes_blanked(b)


@dataclass(frozen=True)
class LaunchShape:
    """One size a case's kernel runs at: its spec (arrays sized for it) and whether it is the case's own."""

    spec: KernelSpec
    own: bool

    @property
    def dim(self) -> list[int]:
        return list(self.spec.shape)


def _size_toward(spec: KernelSpec, want: tuple[int, ...], asked: tuple[int, ...]) -> tuple[int, ...]:
    """The size to ask for so that the launch becomes ``want``, when asking ``asked`` gave ``spec``'s
    launch (an interior stencil launches two threads fewer than the length it draws)."""
    return tuple(a + (w - g) for a, w, g in zip(asked, want, spec.shape, strict=True))


def launch_shapes(category: str, seed: int, own: KernelSpec, same=same_kernel, tiles: bool = False, targets: dict[int, tuple] = RESIZE_TARGETS) -> tuple[list[LaunchShape], list[str]]:
    """The case's own shape and each ``targets`` size (``RESIZE_TARGETS``) at which it is the same kernel by
    ``same(spec, own)`` (deduplicated by launch and array sizes); and why each other size was left out.

    A tile kernel keeps its own shape unless ``tiles``: then it is tried at ``TILE_RESIZE_TARGETS``
    (its generator's tile counts and shortfalls answered; a generator without such draws, such as
    ``combined``'s block step, at ``RESIZE_TARGETS``), a launch by threads (not tiles) only at whole blocks.
    """
    shapes = [LaunchShape(own, True)]
    if own.block_dim is not None and not tiles:  # a tile kernel: its tiles are its block's, so its block fixes the launch
        return shapes, [f"a tile kernel launched in blocks of {own.block_dim} threads (its tiles are the block's)"]
    seen = {_footprint(own)}
    skipped = []
    for text, spec in _resized(category, seed, own, targets):
        if spec is None:
            skipped.append(f"{text}: the generator makes no kernel of this launch rank at that size")
        elif not same(spec, own):
            skipped.append(f"{text}: the kernel changes with the size (its meaning fixes the shape)")
        elif spec.block_dim is not None and not spec.tiled and spec.threads % spec.block_dim:
            skipped.append(f"{text}: {spec.threads} threads, no whole number of blocks of {spec.block_dim}")
        elif _footprint(spec) in seen:
            skipped.append(f"{text}: the same launch as a size already used")
        else:
            seen.add(_footprint(spec))
            shapes.append(LaunchShape(spec, False))
    return shapes, skipped


def _resized(category: str, seed: int, own: KernelSpec, targets: dict[int, tuple]):
    """(what was asked, the spec the generator made of it or None) for each size tried."""
    if own.block_dim is not None:
        tiled = [(_tile_text(target), rebuilt_tiles(category, seed, target)) for target in TILE_RESIZE_TARGETS]
        if any(spec is not None for _, spec in tiled):
            yield from tiled
            return
    for target in targets.get(len(own.shape), ()):
        want = target if isinstance(target, tuple) else (target,)
        spec = rebuilt(category, seed, target)
        if spec is not None and spec.shape != want and len(spec.shape) == len(want):
            asked = _size_toward(spec, want, want)
            if min(asked) >= 1:
                spec = rebuilt(category, seed, asked if len(asked) > 1 else asked[0])
        yield _text(want), spec


def _tile_text(target: tuple[tuple[int, ...], int]) -> str:
    counts, short = target
    shortfall = {0: "whole tiles", 1: "arrays one element short of whole tiles", -1: "arrays reaching one element into the last tile"}[short]
    return f"{_text(counts)} tile(s), {shortfall}"


def _footprint(spec: KernelSpec) -> tuple:
    return (spec.shape, tuple(spec.array_shape(p) for p in spec.params if p.kind != "scalar"))


def _text(shape: tuple[int, ...]) -> str:
    return "x".join(str(s) for s in shape)


@functools.lru_cache(maxsize=1024)
def second_shape(category: str, seed: int, own: KernelSpec) -> tuple[LaunchShape | None, str]:
    """One other shape for the case, drawn from its usable ones by its own seed (the pipeline runs
    every case at it too); None with why when the kernel's meaning fixes its shape at every size.
    Asked by the emulation build and the ``second_shape`` stage of each case: kept (a few ms of
    generator runs each)."""
    shapes, skipped = launch_shapes(category, seed, own)
    others = shapes[1:]
    if not others:
        return None, "its meaning fixes its launch shape: " + "; ".join(skipped)
    return SeededChooser(seed, stream=f"{category}/second_shape").choice(others), ""
