"""tile_scan: prefix sums over a block, stream compaction of kept elements and running counts, or offsets and running totals of int32 counts weighting a float tile. Each thread decides whether it keeps its element (a float
test); ``wp.tile_scan_exclusive`` of the block's 0/1 flags gives every kept element its slot, and
the block writes its kept elements (transformed) packed to the front of its part of the output
(stream compaction), and adds its count (``wp.tile_sum`` of the flags) to the total; or a block's int32 counts are
turned into offsets and running totals (``wp.tile_scan_exclusive`` / ``wp.tile_scan_inclusive``
of a loaded tile) that weight a float result. Scans and the flags are int32: exact on every
device, and (as Warp does not differentiate scans) never on a float path."""

from synth.generate.grammar import CONSTANTS, SMOOTH_UNARY, THRESHOLDS, UNARY, const, mul
from synth.generate.tiles import TileBuilder, drawn_block_dim, imul, tile_count, tile_type
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Binary, Compare, Const, If, Let, Load, Ref, Select, Store
from synth.model.tiles import TileAstype, TileAtomicAdd, TileBinary, TileLoad, TileOf, TileReduce, TileScan, TileStore, Untile

SIZES = (64, 32, 128, 48)


def generate(c: Chooser, seed: int):
    block = drawn_block_dim("tile_scan", seed)
    if c.integer(0, 2) == 0:
        return _offsets(c, seed, block)
    tb = TileBuilder("tile_scan", seed, block, tiled=False)
    blocks = tile_count(c)
    n = blocks * block
    i = Ref("i", INT)
    a = Load(tb.input((n,)), FLOAT)
    body: list = []
    keep = tb.fresh(INT)
    test = Compare(c.choice(("gt", "lt")), a, const(c.choice(THRESHOLDS)))
    body.append(Let(keep.name, Select(test, Const(1, INT), Const(0, INT), INT)))
    flags = tb.tile(body, TileOf(keep, tile_type(block, INT)), name="flags")
    slots = tb.tile(body, TileScan("exclusive", flags, tile_type(block, INT)), name="slots")
    slot = tb.fresh(INT)
    body.append(Let(slot.name, Untile(slots, INT)))
    first = Binary("sub", i, Binary("mod", i, Const(block, INT), INT), INT)  # the block's first thread
    packed = tb.output((n,))
    value = UNARY[c.choice(SMOOTH_UNARY)](a) if c.boolean() else mul(a, const(c.choice(CONSTANTS)))
    body.append(If(Compare("eq", keep, Const(1, INT)), (Store(packed, value, (Binary("add", first, slot, INT),)),)))
    count = tb.tile(body, TileReduce("tile_sum", flags, tile_type(1, INT)), name="count")
    body.append(TileAtomicAdd(tb.output((1,), INT, init=0), count))  # the kept elements of every block
    if c.boolean():  # drawn last: each thread's running count of kept elements (an inclusive scan)
        running = tb.tile(body, TileScan("inclusive", flags, tile_type(block, INT)), name="running")
        body.append(Store(tb.output((n,), INT), Untile(running, INT)))
    return tb.spec(body, n)


def _offsets(c: Chooser, seed: int, block: int):
    """Counts per element loaded as an int32 tile; their exclusive scan (offsets) stored, and the
    float input weighted by the inclusive scan (running totals) element by element."""
    tb = TileBuilder("tile_scan", seed, block)
    size = c.choice(SIZES)
    tiles = tile_count(c)
    length = tiles * size
    offset = (imul(Ref("i", INT), size),)
    body: list = []
    counts = tb.tile(body, TileLoad(tb.input((length,), INT, (0, 3)), tile_type(size, INT), offset), name="counts")
    starts = tb.tile(body, TileScan("exclusive", counts, tile_type(size, INT)), name="starts")
    body.append(TileStore(tb.output((length,), INT), starts, offset))
    ta = tb.tile(body, TileLoad(tb.input((length,)), tile_type(size), offset), name="ta")
    totals = tb.tile(body, TileScan("inclusive", counts, tile_type(size, INT)), name="totals")
    weighted = TileBinary("mul", ta, TileAstype(totals, tile_type(size)), tile_type(size))
    body.append(TileStore(tb.output((length,)), tb.tile(body, weighted, name="weighted"), offset))
    return tb.spec(body, tiles)
