"""tile_grid: 2-D tiles on a 2-D ``wp.launch_tiled`` grid, combined element by element and stored in place or transposed, sometimes with their column sums added atomically. Block (i, j) loads the (TM, TN) tile at
(i * TM, j * TN) of each 2-D input (arrays that the tiles may overrun at the bottom and right:
zeros read, writes skipped), combines them element by element, maybe with a per-column row
tile broadcast down the rows, and stores the result at its place, or transposed at (j * TN,
i * TM) of a transposed output; sometimes its column sums are added atomically into a row
vector shared by the blocks of one tile column."""

from synth.generate.tiles import TileBuilder, covering, drawn_block_dim, elementwise, imul, reads, shortfall, tile_count, tile_type
from synth.model.choices import Chooser
from synth.model.spec import INT, Ref
from synth.model.tiles import TileAtomicAdd, TileBinary, TileBroadcast, TileLoad, TileRef, TileStore, TileSumAxis, TileTranspose

SHAPES = ((8, 8), (16, 8), (8, 16), (4, 16), (16, 16), (8, 4))


def generate(c: Chooser, seed: int):
    tb = TileBuilder("tile_grid", seed, drawn_block_dim("tile_grid", seed))
    tm, tn = c.choice(SHAPES)
    gy, gx = tile_count(c, 2), tile_count(c, 3)
    rows = gy * tm - shortfall(c, tm)
    cols = gx * tn - shortfall(c, tn)
    i, j = Ref("i", INT), Ref("j", INT)
    at = (imul(i, tm), imul(j, tn))
    t = tile_type((tm, tn))
    body: list = []
    leaves = [tb.tile(body, TileLoad(tb.input((rows, cols)), t, at), name=f"t{k}") for k in range(c.integer(1, 2))]
    pool = list(leaves)
    if c.boolean():  # a value per column, the same down every row
        row = tb.tile(body, TileLoad(tb.input((cols,)), tile_type(tn), (imul(j, tn),)), name="row")
        pool.append(TileBroadcast(row, t))
    value = covering(elementwise(c, tb, pool, c.integer(1, 2), root=True), leaves)
    if len(pool) > len(leaves) and not reads(value, "row"):
        value = TileBinary("add", value, pool[-1], t)
    v = value if isinstance(value, TileRef) else tb.tile(body, value, name="v")
    if c.integer(0, 2) == 0:
        body.append(TileStore(tb.output((cols, rows)), TileTranspose(v, tile_type((tn, tm))), (imul(j, tn), imul(i, tm))))
    else:
        body.append(TileStore(tb.output((rows, cols)), v, at))
    if c.integer(0, 2) == 0:  # drawn last: the tile's column sums, added up over the tile column
        sums = tb.tile(body, TileSumAxis(v, 0, tile_type(tn)), name="colsum")
        body.append(TileAtomicAdd(tb.output((cols,), init=0.0), sums, (imul(j, tn),)))
    return tb.spec(body, (gy, gx))
