"""Tile kernels in the typed model: tile values, the Warp builtins that make and combine them,
and the statements that store them.

A tile kernel is a ``KernelSpec`` with a ``block_dim``: the threads of a block work on its tiles
together (``wp.launch_tiled(kernel, dim=spec.dim, block_dim=...)`` when ``spec.tiled``, where the
thread indices are the tile's coordinates and ``lane`` is the thread's place in its block; else
``wp.launch(kernel, dim=spec.dim, block_dim=...)``, where ``i`` is the global thread index and
each block of ``block_dim`` threads forms its tiles from per-thread values with ``wp.tile``).

Tile values have a ``TileType`` (a scalar element type and a static shape); they are named by
``TileLet`` and read back by ``TileRef``. Element-wise nodes (``TileMap``, ``TileBinary``,
``TileUnary``, the fills, ``TileBroadcast``, ``TileTranspose``) nest freely; every other tile
builtin (a load, a reduction, a scan, a matrix product, ``wp.tile``, ``tile_from_thread``) is the
value of a ``TileLet`` of its own, over element-wise operands, because the block computes it in
phases between barriers. Tile statements are collective: every thread of the block reaches
them, so generators place them at the kernel's top level or in a static ``For``, never under a
branch. Per-thread code reads tiles through ``Untile`` (its own element) and ``TileGet``
(one element, the same for every thread).

Tile nodes are expressions and statements like any other: ``synth.model.walk`` finds their
children by their fields' annotations (``TileExpr`` and ``Expr`` fields), so every walker sees the
tile trees and the per-thread expressions in them (offsets, fill values, ``wp.tile`` values).
"""

from __future__ import annotations

from dataclasses import dataclass

from synth.model import walk
from synth.model.spec import Expr, For, KernelSpec, Ref, Stmt, Type, child_bodies, kernel_expressions, walk_expr, walk_statements

BLOCK_DIMS = (64, 32, 128, 256)  # the block sizes generators draw (simplest first: Hypothesis shrinks to 64)
SHARED_BYTES = 48 * 1024  # static shared memory a block may declare without opting in (every CUDA GPU since sm_20)


@dataclass(frozen=True)
class TileType:
    """A tile's element type (a scalar: float32, float64 or int32; or, in real code's tiles, a value
    of float components: ``is_composite``) and its static shape (1-D or 2-D)."""

    dtype: Type
    shape: tuple[int, ...]

    @property
    def size(self) -> int:
        n = 1
        for s in self.shape:
            n *= s
        return n


def is_composite(t: Type) -> bool:
    """A tile element of several float components that Warp's ``tile.h`` combines component by
    component (``+``, ``-``, ``-x``, times a scalar, atomic add): a float32 or float64 vector or
    matrix (vec3, vec2d, mat22 ...) or a struct (its fields float32 scalars and vectors)."""
    if t.is_struct:
        return True
    return (t.is_vector or t.is_matrix) and t.name.startswith(("vec", "mat")) and t.scalar.name in ("float32", "float64")


# ----------------------------------------------------------------------------- tile expressions


@dataclass(frozen=True)
class TileRef:
    """A tile named by an earlier ``TileLet``."""

    name: str
    type: TileType


@dataclass(frozen=True)
class TileLoad:
    """``wp.tile_load(array, shape=..., offset=...)``: element (r, c) of the tile is
    ``array[offset[0] + r, offset[1] + c]``; an element past the array's end reads as zero.
    ``storage`` is Warp's hint (``register`` or ``shared``); it does not change the values.
    ``index`` fixes the array's leading dimensions (``wp.tile_load(array[i], ...)``, real code's
    row of a batch): the tile and its offset then span the dimensions after them."""

    array: str
    type: TileType
    offset: tuple[Expr, ...] | None = None
    storage: str = "register"
    index: tuple[Expr, ...] = ()


@dataclass(frozen=True)
class TileFill:
    """``wp.tile_zeros`` / ``wp.tile_ones`` (kind ``zeros`` / ``ones``) or ``wp.tile_full(value=...)``
    (kind ``full``, ``value`` a scalar the whole block agrees on)."""

    kind: str
    type: TileType
    value: Expr | None = None


@dataclass(frozen=True)
class TileArange:
    """``wp.tile_arange(start, stop, step, dtype=...)``: element k is ``start + k * step`` (integers, so exact)."""

    start: int
    stop: int
    step: int
    type: TileType


@dataclass(frozen=True)
class TileFromThread:
    """``wp.tile_from_thread(shape=..., value=value, thread_idx=thread)``: every element is
    ``value`` as the block's thread ``thread`` computed it."""

    value: Expr
    thread: int
    type: TileType


@dataclass(frozen=True)
class TileOf:
    """``wp.tile(value)``: a 1-D tile of ``block_dim`` elements, element k the value of the block's thread k
    (a vector's, matrix's or struct's: ``wp.tile(value, preserve_type=True)``)."""

    value: Expr
    type: TileType


@dataclass(frozen=True)
class TileMap:
    """``wp.tile_map(fn, *args)``: ``fn`` applied element by element; a Warp builtin (``sin``,
    ``add``, ``max`` ...) or, with ``user``, one of the kernel's ``@wp.func`` functions. The first
    argument is a tile; a later one may be a per-thread value (``Expr``), passed to every element."""

    fn: str
    args: tuple[TileExpr | Expr, ...]
    type: TileType
    user: bool = False

    @property
    def user_function(self) -> str | None:
        """The ``@wp.func`` it applies (``synth.model.spec.called_functions`` reads it), or None for a builtin."""
        return self.fn if self.user else None


@dataclass(frozen=True)
class TileBinary:
    """``lhs <op> rhs`` element by element, op in add sub mul div; one side may be a scalar
    ``Expr`` (``2.0 * t``, ``t * s``), then applied to every element."""

    op: str
    lhs: TileExpr | Expr
    rhs: TileExpr | Expr
    type: TileType


@dataclass(frozen=True)
class TileUnary:
    """``-t`` (op ``neg``)."""

    op: str
    arg: TileExpr
    type: TileType


@dataclass(frozen=True)
class TileAstype:
    """``wp.tile_astype(t, dtype=...)``: each element converted to the type's dtype (int32 to float32 here)."""

    arg: TileExpr
    type: TileType


@dataclass(frozen=True)
class TileReduce:
    """A reduction of every element to a shape-(1,) tile: ``wp.tile_sum`` / ``wp.tile_max`` /
    ``wp.tile_min`` (``builtin``), or ``wp.tile_reduce(wp.<op>, t)`` (builtin ``tile_reduce``,
    op in add mul min max)."""

    builtin: str
    arg: TileExpr
    type: TileType
    op: str | None = None

    @property
    def combine(self) -> str:
        """The binary operation the reduction folds with: add, mul, min or max."""
        return self.op if self.builtin == "tile_reduce" else {"tile_sum": "add", "tile_max": "max", "tile_min": "min"}[self.builtin]


@dataclass(frozen=True)
class TileSumAxis:
    """``wp.tile_sum(t, axis=axis)`` of a 2-D tile: the 1-D tile of its column (axis 0) or row (axis 1) sums."""

    arg: TileExpr
    axis: int
    type: TileType


@dataclass(frozen=True)
class TileBroadcast:
    """``wp.tile_broadcast(t, shape=...)`` (numpy's rule: shapes aligned right, extent-1 dimensions repeat)."""

    arg: TileExpr
    type: TileType


@dataclass(frozen=True)
class TileTranspose:
    """``wp.tile_transpose(t)`` of a 2-D tile."""

    arg: TileExpr
    type: TileType


@dataclass(frozen=True)
class TileSlice:
    """``t[4:12, :]``, ``t[::-1]``, ``t[5, :]``: constant slices and indices of a tile. Element
    ``r`` of the result is element ``starts[d] + r[j] * steps[d]`` of ``arg`` along each of its
    dimensions ``d``; a dimension with step 0 is fixed at ``starts[d]`` (an index: no dimension of
    the result), the others are the result's dimensions ``j`` in order."""

    arg: TileExpr
    starts: tuple[int, ...]
    steps: tuple[int, ...]
    type: TileType


@dataclass(frozen=True)
class TileMatmul:
    """``wp.tile_matmul(a, b)``: the (M, N) product of an (M, K) and a (K, N) tile."""

    a: TileExpr
    b: TileExpr
    type: TileType


@dataclass(frozen=True)
class TileScan:
    """``wp.tile_scan_inclusive(t)`` / ``wp.tile_scan_exclusive(t)`` (kind) of a 1-D tile: prefix sums."""

    kind: str
    arg: TileExpr
    type: TileType


TileExpr = (
    TileRef | TileLoad | TileFill | TileArange | TileFromThread | TileOf | TileMap | TileBinary | TileUnary | TileAstype | TileReduce
    | TileSumAxis | TileBroadcast | TileTranspose | TileSlice | TileMatmul | TileScan
)  # fmt: skip
TILE_EXPRS = TileExpr.__args__
ELEMENTWISE = (TileRef, TileFill, TileArange, TileMap, TileBinary, TileUnary, TileAstype, TileBroadcast, TileTranspose, TileSlice)
COLLECTIVE = (TileLoad, TileFromThread, TileOf, TileReduce, TileSumAxis, TileMatmul, TileScan)  # the value of a TileLet of its own


# ----------------------------------------------------------------------------- per-thread values read from tiles


@dataclass(frozen=True)
class Untile:
    """``wp.untile(t)`` of a 1-D tile of ``block_dim`` elements: the calling thread's own element."""

    tile: TileExpr
    type: Type


@dataclass(frozen=True)
class TileGet:
    """``t[r]`` / ``t[r, c]`` with constant indices: one element, the same for every thread."""

    tile: TileExpr
    index: tuple[int, ...]
    type: Type




TILE_SCALARS = (Untile, TileGet)


# ----------------------------------------------------------------------------- statements


@dataclass(frozen=True)
class TileLet:
    """``name = <tile expression>``: the first (and only) definition of a tile local."""

    name: str
    value: TileExpr


@dataclass(frozen=True)
class TileAddAssign:
    """``name += <tile expression>``: element-wise accumulation into a tile local of the same shape."""

    name: str
    value: TileExpr


@dataclass(frozen=True)
class TileStore:
    """``wp.tile_store(array, tile, offset=...)``: element (r, c) to ``array[offset[0] + r, offset[1] + c]``,
    those past the array's end skipped (``index``: the leading dimensions fixed, as ``TileLoad``'s)."""

    array: str
    tile: TileExpr
    offset: tuple[Expr, ...] | None = None
    index: tuple[Expr, ...] = ()


@dataclass(frozen=True)
class TileAtomicAdd:
    """``wp.tile_atomic_add(array, tile, offset=...)``: each element added atomically, as ``TileStore`` places it."""

    array: str
    tile: TileExpr
    offset: tuple[Expr, ...] | None = None
    index: tuple[Expr, ...] = ()


@dataclass(frozen=True)
class TileMatmulAdd:
    """``wp.tile_matmul(a, b, out)``: ``out += a @ b`` in place (Warp's alpha = beta = 1)."""

    a: TileExpr
    b: TileExpr
    out: str




@dataclass(frozen=True)
class TileAssign:
    """``wp.tile_assign(name, value, offset=...)``: the elements of ``value`` copied into tile local
    ``name`` at the constant ``offset`` (the origin when None), the others kept."""

    name: str
    value: TileExpr
    offset: tuple[int, ...] | None = None


TileStmt = TileLet | TileAddAssign | TileStore | TileAtomicAdd | TileMatmulAdd | TileAssign
TILE_STATEMENTS = TileStmt.__args__
# The Warp builtins a tile node is, by node type (TileReduce, TileScan and TileFill name theirs themselves).
BUILTIN_OF = {
    TileLoad: "tile_load", TileArange: "tile_arange", TileFromThread: "tile_from_thread", TileOf: "tile", TileMap: "tile_map",
    TileSumAxis: "tile_sum", TileAstype: "tile_astype", TileBroadcast: "tile_broadcast", TileTranspose: "tile_transpose", TileMatmul: "tile_matmul",
    Untile: "untile", TileGet: "tile_extract", TileStore: "tile_store", TileAtomicAdd: "tile_atomic_add", TileMatmulAdd: "tile_matmul",
    TileAssign: "tile_assign",
}  # fmt: skip
TILE_FEATURE_PREFIX = "tile:"


# ----------------------------------------------------------------------------- walking


def tile_children(t) -> tuple:
    """The tile operands of a tile expression (its children, ``synth.model.walk``, that are tiles)."""
    return tuple(c for c in walk.children(t) if isinstance(c, TILE_EXPRS))


def walk_tile(t):
    """Yield ``t`` and every tile expression under it through tile operands, depth first."""
    yield t
    for child in tile_children(t):
        yield from walk_tile(child)


def scalar_parts(t) -> tuple[Expr, ...]:
    """The per-thread (scalar) expressions held directly by the nodes of a tile expression tree:
    offsets, fill values, ``wp.tile`` values, scalar operands."""
    return tuple(c for node in walk_tile(t) for c in walk.children(node) if not isinstance(c, TILE_EXPRS))


def statement_tiles(s) -> tuple:
    """The tile expressions a tile statement holds (its value, stored tile or operands)."""
    return tuple(c for c in walk.expressions(s) if isinstance(c, TILE_EXPRS)) if isinstance(s, TILE_STATEMENTS) else ()


def is_tile_kernel(spec: KernelSpec) -> bool:
    return spec.block_dim is not None


def block_size_free(spec: KernelSpec) -> bool:
    """Whether the kernel computes the same values at any block_dim: launched with ``wp.launch_tiled``
    (tile shapes are its own) and no tile of per-thread values (``wp.tile``, ``tile_from_thread``),
    no per-thread read of one (``wp.untile``), no lane index."""
    if not (spec.tiled and spec.block_dim is not None):
        return False
    for top in kernel_expressions(spec.body):
        for e in walk_expr(top):
            if isinstance(e, Untile) or (isinstance(e, Ref) and e.name == "lane"):
                return False
    trees = [t for s in tile_statements(spec.body) for t in statement_tiles(s)]
    return not any(isinstance(node, (TileOf, TileFromThread)) for tree in trees for node in walk_tile(tree))


def tile_statements(body: tuple[Stmt, ...]) -> list:
    """Every tile statement in ``body``, nested ones included, in source order."""
    return [s for s in walk_statements(body) if isinstance(s, TILE_STATEMENTS)]


def has_tile_statement(body: tuple[Stmt, ...]) -> bool:
    return bool(tile_statements(body))


def tile_builtins(spec: KernelSpec) -> set[str]:
    """The Warp tile builtins the kernel calls, by Warp's name (``tile_load``, ``tile_sum``, ``untile`` ...)."""
    found = {BUILTIN_OF[type(s)] for s in walk_statements(spec.body) if type(s) in BUILTIN_OF}
    for top in kernel_expressions(spec.body):
        for node in walk_expr(top):
            if isinstance(node, TileFill):
                found.add(f"tile_{node.kind}")
            elif isinstance(node, TileReduce):
                found.add(node.builtin)
            elif isinstance(node, TileScan):
                found.add(f"tile_scan_{node.kind}")
            elif type(node) in BUILTIN_OF:
                found.add(BUILTIN_OF[type(node)])
    return found


def tile_locals(body: tuple[Stmt, ...]) -> dict[str, TileType]:
    """Every tile local the body defines, by name, in definition order."""
    return {s.name: s.value.type for s in walk_statements(body) if isinstance(s, TileLet)}


def in_static_loops_only(body: tuple[Stmt, ...]) -> bool:
    """Whether every tile statement sits at the top level or inside static ``For`` loops only (never
    under a branch or in a runtime loop, where some threads of a block could skip it)."""
    for s in body:
        if isinstance(s, For):
            if not in_static_loops_only(s.body):
                return False
        elif any(has_tile_statement(b) for b in walk.bodies(s)):
            return False
    return True


def summed_terms(spec: KernelSpec, array: str) -> int:
    """How many float terms one element of ``array`` may have summed in an order other devices or
    renderings need not share (1 if none): through every whole-tile sum (its elements), axis sum
    (its axis), matrix product (its K, times the steps of a loop accumulating it) and scan it
    depends on, the largest, times the blocks adding into one element when it is a
    ``tile_atomic_add`` target. A bound read off the spec's data flow, for the tolerances of tile kernels."""
    terms: dict[str, int] = {}  # tile or per-thread local -> its bound
    blocks = spec.threads if spec.tiled else spec.threads // spec.block_dim
    found = 1

    def of_tree(tree) -> int:
        n = max([1, *(of_expr(e) for e in scalar_parts(tree))])
        for node in walk_tile(tree):
            if isinstance(node, TileRef):
                n = max(n, terms.get(node.name, 1))
            elif isinstance(node, TileReduce) and node.combine == "add":
                n = max(n, node.arg.type.size * of_tree(node.arg))
            elif isinstance(node, TileSumAxis):
                n = max(n, node.arg.type.shape[node.axis] * of_tree(node.arg))
            elif isinstance(node, TileMatmul):
                n = max(n, node.a.type.shape[1] * max(of_tree(node.a), of_tree(node.b)))
            elif isinstance(node, TileScan):
                n = max(n, node.arg.type.size * of_tree(node.arg))
        return n

    def of_expr(e) -> int:
        n = 1
        for x in walk_expr(e):
            if isinstance(x, TILE_SCALARS):
                n = max(n, of_tree(x.tile))
            elif isinstance(x, Ref):
                n = max(n, terms.get(x.name, 1))
        return n

    def visit(body, steps: int) -> None:
        nonlocal found
        for s in body:
            if isinstance(s, (TileLet, TileAddAssign)):
                accumulated = steps if isinstance(s, TileAddAssign) else 1
                terms[s.name] = max(terms.get(s.name, 1), of_tree(s.value) * accumulated)
            elif isinstance(s, TileAssign):
                terms[s.name] = max(terms.get(s.name, 1), of_tree(s.value))
            elif isinstance(s, TileMatmulAdd):
                terms[s.out] = max(terms.get(s.out, 1), s.a.type.shape[1] * max(of_tree(s.a), of_tree(s.b)) * steps)
            elif isinstance(s, (TileStore, TileAtomicAdd)):
                if s.array == array:
                    found = max(found, of_tree(s.tile) * (blocks if isinstance(s, TileAtomicAdd) else 1))
            elif hasattr(s, "value") and getattr(s, "value", None) is not None:
                n = of_expr(s.value)
                if hasattr(s, "name"):  # Let, Assign, AugAssign ...
                    terms[s.name] = max(terms.get(s.name, 1), n)
                elif getattr(s, "array", None) == array:  # a per-thread Store or Atomic
                    found = max(found, n)
            for child in child_bodies(s):
                visit(child, steps * (s.count if isinstance(s, For) else 1))

    visit(spec.body, 1)
    return found
