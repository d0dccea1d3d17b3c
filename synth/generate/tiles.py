"""Building blocks of tile kernels (``synth.model.tiles``): a builder of their parameters, tiles and
functions, and element-wise tile expressions drawn over loaded tiles.

A tile case's ``block_dim`` is drawn from a stream of its own (``drawn_block_dim``), so the batch
planner can keep cases of one block_dim together (one Warp module per block_dim and batch)
without generating their kernels.

Gradients: Warp 1.19 differentiates tile_load/store, tile_map, the operators, tile_sum,
tile_broadcast, tile_transpose, tile_matmul, tile_atomic_add, wp.tile and wp.untile, but not
tile_max, tile_min, tile_reduce, the scans or tile_from_thread (their adjoint is zero: a float
path through one would fail the gradient check against finite differences). Generators
therefore apply those to int32 tiles only, whose values are exact on every device and never
differentiated.
"""

from __future__ import annotations

from dataclasses import replace

from synth.generate.grammar import ARITHMETIC_OPS, CONSTANTS, SMOOTH_UNARY, Builder, const, scalar_expr
from synth.model.choices import Chooser, SeededChooser
from synth.model.inputs import SENTINEL
from synth.model.spec import (
    FLOAT,
    INT,
    Binary,
    Const,
    Expr,
    Func,
    KernelSpec,
    Let,
    Param,
    Ref,
    Return,
    Stmt,
    Store,
    Type,
    walk_expr,
    walk_statements,
)
from synth.model.tiles import (
    BLOCK_DIMS,
    TileArange,
    TileAtomicAdd,
    TileBinary,
    TileFill,
    TileLet,
    TileMap,
    TileOf,
    TileReduce,
    TileRef,
    TileType,
    TileUnary,
    scalar_parts,
    walk_tile,
)

# Element-wise tile_map builtins that are safe on every finite float (a kink is the gradient check's to skip).
MAP_UNARY = ("sin", "cos", "tanh", "abs")
MAP_BINARY = ("add", "mul", "sub", "max", "min")
TILE_OPERATORS = ("add", "mul", "sub")


def drawn_block_dim(category: str, seed: int) -> int:
    """A tile case's threads per block, from a stream of its own (the planner reads it without the kernel)."""
    return SeededChooser(seed, stream=f"{category}:block_dim").choice(BLOCK_DIMS)


def tile_count(c: Chooser, most: int = 3) -> int:
    """How many tiles (or blocks) along one axis of the launch: drawn from 1..``most``. The draw can
    be answered by a resizing chooser (``synth.generate.shapes``: the same kernel at other launch
    sizes), which still consumes the stream, so every later choice is the case's own."""
    return _answered(c, "tiles", c.integer(1, most), most)


def shortfall(c: Chooser, extent: int) -> int:
    """How far an array stops short of whole tiles of ``extent``: 0 one time in two, else 1..extent-1
    (the last tile partly past the array's end: its loads read zeros there, its stores skip it).
    Answerable by a resizing chooser as ``tile_count``."""
    return _answered(c, "shortfall", c.integer(1, extent - 1) if c.boolean() else 0, extent)


def _answered(c: Chooser, what: str, drawn: int, bound: int) -> int:
    """``drawn``, or a resizing chooser's answer for this launch-size draw (its ``answer_tile_draw``)."""
    answer = getattr(c, "answer_tile_draw", None)
    return drawn if answer is None else answer(what, drawn, bound)


def block_step_dim(category: str, seed: int) -> int | None:
    """For a category that sometimes ends with a block-level step (``with_block_total``): that step's
    block_dim one time in two, else None; from a stream of its own, as ``drawn_block_dim``."""
    c = SeededChooser(seed, stream=f"{category}:block_step")
    return c.choice(BLOCK_DIMS) if c.boolean() else None


def with_block_total(spec: KernelSpec, block_dim: int | None) -> KernelSpec:
    """``spec`` (a 1-D kernel whose last statement stores the thread's value at its own element) with
    that value also summed over its block (``wp.tile``, ``wp.tile_sum``) and added atomically into a
    one-element ``total``: a tile kernel launched with ``wp.launch(..., block_dim=...)`` over whole
    blocks (a launch shorter than one block grows to one). ``block_dim`` None: ``spec`` unchanged."""
    if block_dim is None:
        return spec
    store = spec.body[-1]
    if not (isinstance(store, Store) and store.index is None and isinstance(spec.dim, int)):
        raise ValueError(f"{spec.name}: with_block_total needs a 1-D kernel ending in a store at the thread's element")
    taken = {p.name for p in spec.params} | {getattr(x, "name", "") for x in walk_statements(spec.body)}
    value = next(Ref(n, FLOAT) for n in ("y", "value", "result") if n not in taken)
    total = tile_type(1)
    block = tile_type(block_dim)
    body = (
        *spec.body[:-1],
        Let(value.name, store.value),
        replace(store, value=value),
        TileLet("block_values", TileOf(value, block)),
        TileLet("block_sum", TileReduce("tile_sum", TileRef("block_values", block), total)),
        TileAtomicAdd("total", TileRef("block_sum", total)),
    )
    params = (*spec.params, Param("total", "out", FLOAT, shape=(1,), init=0.0))
    return replace(spec, body=body, params=params, dim=max(spec.dim, block_dim), block_dim=block_dim)


def tile_type(shape: tuple[int, ...] | int, dtype: Type = FLOAT) -> TileType:
    return TileType(dtype, (shape,) if isinstance(shape, int) else tuple(shape))


def imul(a: Expr, k: int) -> Expr:
    """``a * k`` as an int32 expression (an offset: tile index times tile extent)."""
    return Binary("mul", a, Const(int(k), INT), INT)


class TileBuilder:
    """Names a tile kernel's parameters (``Builder``'s a, b ... and out, out1 ...), its tiles and its
    functions, and finishes the spec with its launch (``block_dim``, tiled or not)."""

    def __init__(self, category: str, seed: int, block_dim: int, tiled: bool = True) -> None:
        self.base = Builder(category, seed)
        self.block_dim = block_dim
        self.tiled = tiled
        self._tiles = 0
        self.funcs: list[Func] = []

    @property
    def name(self) -> str:
        return self.base.name

    def input(self, shape: tuple[int, ...], type: Type = FLOAT, domain: tuple[float, float] = (-1.0, 1.0)) -> str:
        """A new input array of extent ``shape``; its name."""
        if type == INT:
            return self.base.count_array(
                ("idx", "idx2", "idx3")[sum(p.type == INT and p.kind == "in" for p in self.base.params)],
                int(domain[0]),
                int(domain[1]),
                shape=shape,
            ).array
        return self.base.input(type, domain, shape=shape).array

    def output(self, shape: tuple[int, ...], type: Type = FLOAT, init: float | None = None) -> str:
        """A new output array of extent ``shape`` (starting from ``SENTINEL`` unless ``init``)."""
        return self.base.output(type, init=SENTINEL if init is None else init, shape=shape)

    def scalar(self, type: Type = FLOAT, domain: tuple[float, float] = (0.5, 1.5)) -> Ref:
        return self.base.scalar(type, domain)

    def tile(self, body: list, value, name: str | None = None) -> TileRef:
        """``name = value`` appended to ``body`` (``t0``, ``t1`` ... unless named); the tile."""
        if name is None:
            name = f"t{self._tiles}"
            self._tiles += 1
        body.append(TileLet(name, value))
        return TileRef(name, value.type)

    def fresh(self, type: Type = FLOAT) -> Ref:
        return self.base.fresh(type)

    def func(self, c: Chooser, arity: int) -> Func:
        """A ``@wp.func`` f(x[, y]) -> float of a few guarded operations (``with_kernel_prefixed_functions`` prefixes its name)."""
        args = [Ref(n, FLOAT) for n in "xy"[:arity]]
        value = scalar_expr(c, list(args), 2, SMOOTH_UNARY, ARITHMETIC_OPS, root=True)
        missing = [a for a in args if not any(isinstance(e, Ref) and e.name == a.name for e in walk_expr(value))]
        for a in missing:  # every parameter matters
            value = Binary("add", value, a, FLOAT)
        f = Func(f"f{len(self.funcs)}", tuple((a.name, FLOAT) for a in args), FLOAT, (Return(value),))
        self.funcs.append(f)
        return f

    def spec(self, body: list[Stmt], dim: int | tuple[int, ...]) -> KernelSpec:
        order = {"in": 0, "scalar": 1, "out": 2}
        params: tuple[Param, ...] = tuple(sorted(self.base.params, key=lambda p: order[p.kind]))
        return KernelSpec(
            name=self.name,
            category=self.base.category,
            seed=self.base.seed,
            dim=dim,
            params=params,
            body=tuple(body),
            funcs=tuple(self.funcs),
            block_dim=self.block_dim,
            tiled=self.tiled,
        )


def elementwise(c: Chooser, tb: TileBuilder, leaves: list, depth: int, scalars: tuple[Expr, ...] = (), root: bool = False):
    """A float element-wise tile expression over ``leaves`` (tiles of one shape): operators,
    ``tile_map`` of builtins or of a ``@wp.func``, a scalar factor; with ``root`` (and depth > 0)
    the top is an operation. Shrinks toward a single leaf."""
    if depth <= 0 or (not root and c.integer(0, 2) == 0):
        return c.choice(leaves)
    t = leaves[0].type
    kind = c.integer(0, 4)
    if kind == 0:  # operators between tiles, or a scalar factor
        op = c.choice(TILE_OPERATORS)
        lhs = elementwise(c, tb, leaves, depth - 1, scalars)
        if op == "mul" and c.boolean():
            factor = c.choice(scalars) if scalars and c.boolean() else const(c.choice(CONSTANTS))
            return TileBinary("mul", factor, lhs, t)
        rhs = elementwise(c, tb, leaves, depth - 1, scalars)
        if rhs == lhs and op == "sub":
            rhs = TileFill("full", t, const(c.choice(CONSTANTS)))
        return TileBinary(op, lhs, rhs, t)
    if kind == 1:
        return TileMap(c.choice(MAP_UNARY), (elementwise(c, tb, leaves, depth - 1, scalars),), t)
    if kind == 2:
        a, b = elementwise(c, tb, leaves, depth - 1, scalars), elementwise(c, tb, leaves, depth - 1, scalars)
        op = c.choice(MAP_BINARY)
        if a == b and op == "sub":
            op = "add"
        return TileMap(op, (a, b), t)
    if kind == 3:
        f = tb.funcs[0] if tb.funcs and c.boolean() else tb.func(c, c.integer(1, 2))
        args = tuple(elementwise(c, tb, leaves, depth - 1, scalars) for _ in f.params)
        return TileMap(f.name, args, t, user=True)
    return TileUnary("neg", elementwise(c, tb, leaves, depth - 1, scalars), t)


def constant_tile(c: Chooser, t: TileType, scalars: tuple[Expr, ...] = ()):
    """A tile the block builds without reading memory: ones, a fill value, or positions (arange, 1-D), scaled to O(1)."""
    kind = c.integer(0, 2)
    if kind == 0:
        return TileFill("ones", t)
    if kind == 1 or len(t.shape) != 1:
        value = c.choice(scalars) if scalars and c.boolean() else const(c.choice(CONSTANTS))
        return TileFill("full", t, value)
    n = t.shape[0]
    return TileBinary("mul", const(1.0 / 2 ** (n - 1).bit_length()), TileArange(0, n, 1, t), t)


def reads(tree, name: str) -> bool:
    """Whether a tile expression reads the tile named ``name``."""
    return any(isinstance(node, TileRef) and node.name == name for node in walk_tile(tree))


def covering(tree, leaves: list):
    """``tree`` plus each leaf it does not read yet (every loaded input reaches the output)."""
    for leaf in leaves:
        if not reads(tree, leaf.name):
            tree = TileBinary("add", tree, leaf, tree.type)
    return tree


def reads_scalar(tree, name: str) -> bool:
    """Whether a tile expression reads the scalar (parameter or local) ``name``."""
    return any(isinstance(e, Ref) and e.name == name for part in scalar_parts(tree) for e in walk_expr(part))
