"""tile_reduce: reductions of tiles, a float tile's sum (whole or along an axis) and an int32 tile's max, min or tile_reduce. A float tile (1-D, or 2-D from a 2-D array) combined element
by element is summed: whole (``tile_sum``: one total per tile, stored or added atomically into a
single total over all tiles, or broadcast back to centre the tile on its mean) or along an axis
(row or column sums); an int32 tile is reduced with ``tile_max``, ``tile_min`` or ``tile_reduce``
(``wp.add``, ``wp.min``, ``wp.max``), exact on every device (and, as Warp does not differentiate
them, never on a float path)."""

from synth.generate.grammar import const
from synth.generate.tiles import TileBuilder, covering, drawn_block_dim, elementwise, imul, shortfall, tile_count, tile_type
from synth.model.choices import Chooser
from synth.model.spec import INT, Const, Ref
from synth.model.tiles import (
    TileAtomicAdd,
    TileBinary,
    TileBroadcast,
    TileLoad,
    TileReduce,
    TileStore,
    TileSumAxis,
)

SIZES = (64, 32, 128, 48, 256)
SHAPES_2D = ((8, 16), (16, 8), (4, 32), (16, 16), (8, 12))
INT_REDUCTIONS = (("tile_max", None), ("tile_min", None), ("tile_reduce", "add"), ("tile_reduce", "max"), ("tile_reduce", "min"))


def generate(c: Chooser, seed: int):
    tb = TileBuilder("tile_reduce", seed, drawn_block_dim("tile_reduce", seed))
    i = Ref("i", INT)
    tiles = tile_count(c)
    body: list = []
    if c.integer(0, 2) == 0:  # 2-D: one block of rows per tile, summed along an axis
        rows, cols = c.choice(SHAPES_2D)
        height = tiles * rows - shortfall(c, rows)
        t = tile_type((rows, cols))
        leaves = [
            tb.tile(body, TileLoad(tb.input((height, cols)), t, (imul(i, rows), Const(0, INT))), name=f"t{k}")
            for k in range(c.integer(1, 2))
        ]
        value = covering(elementwise(c, tb, leaves, c.integer(0, 2)), leaves)
        axis = c.integer(0, 1)
        sums = tb.tile(body, TileSumAxis(value, axis, tile_type(t.shape[1 - axis])), name="sums")
        if axis == 1:  # a sum per row: each tile's rows are its own
            body.append(TileStore(tb.output((height,)), sums, (imul(i, rows),)))
        else:  # a sum per column, added up over the tiles
            body.append(TileAtomicAdd(tb.output((cols,), init=0.0), sums))
    else:
        n = c.choice(SIZES)
        length = tiles * n - shortfall(c, n)
        t = tile_type(n)
        offset = (imul(i, n),)
        leaves = [tb.tile(body, TileLoad(tb.input((length,)), t, offset), name=f"t{k}") for k in range(c.integer(1, 2))]
        value = covering(elementwise(c, tb, leaves, c.integer(0, 2)), leaves)
        if value not in leaves:
            value = tb.tile(body, value, name="v")
        total = tb.tile(body, TileReduce("tile_sum", value, tile_type(1)), name="total")
        uses = c.choice(("store", "atomic", "centre", "store_centre"))
        if uses in ("store", "store_centre"):
            body.append(TileStore(tb.output((tiles,)), total, (i,)))
        if uses == "atomic":
            body.append(TileAtomicAdd(tb.output((1,), init=0.0), total))
        if uses in ("centre", "store_centre"):  # the tile minus its mean
            mean = TileBinary("mul", const(-1.0 / n), TileBroadcast(total, t), t)
            body.append(TileStore(tb.output((length,)), tb.tile(body, TileBinary("add", value, mean, t), name="centred"), offset))
    if c.integer(0, 2) != 0:  # drawn last: an int32 tile reduced exactly, one result per tile
        n = c.choice(SIZES)
        counts = tb.input((tiles * n,), INT, (-100_000, 100_000))  # wide: the tiles' maxima rarely coincide
        ti = tb.tile(body, TileLoad(counts, tile_type(n, INT), (imul(i, n),)), name="ti")
        builtin, op = c.choice(INT_REDUCTIONS)
        r = tb.tile(body, TileReduce(builtin, ti, tile_type(1, INT), op), name="r")
        body.append(TileStore(tb.output((tiles,), INT), r, (i,)))
    return tb.spec(body, tiles)
