"""tile_thread: per-thread values made into tiles (``wp.tile``), summed over the block and read back per thread (``wp.untile``, ``s[0]``), or one thread's value shared with its block (``wp.tile_from_thread``). Each thread computes a value from its elements;
``wp.tile`` gathers its block's values into a tile, the block sums it, and every thread reads
results back: its own element of an element-wise transform (``wp.untile``) and the block's total
(``s[0]``). An int32 value per thread may be shared from one thread with its block
(``wp.tile_from_thread``) or reduced to the block's max or min. Launched with ``wp.launch(...,
block_dim=...)`` over whole blocks, ``i`` the global thread index."""

from synth.generate.grammar import ARITHMETIC_OPS, CONSTANTS, SMOOTH_UNARY, add, const, mul, scalar_expr, to_float
from synth.generate.tiles import TileBuilder, drawn_block_dim, elementwise, tile_count, tile_type
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Binary, Let, Load, Store, walk_expr
from synth.model.tiles import TileFromThread, TileGet, TileOf, TileReduce, Untile


def generate(c: Chooser, seed: int):
    block = drawn_block_dim("tile_thread", seed)
    tb = TileBuilder("tile_thread", seed, block, tiled=False)
    n = tile_count(c) * block
    leaves = [Load(tb.input((n,)), FLOAT) for _ in range(c.integer(1, 2))]
    body: list = []
    x = tb.fresh()
    value = scalar_expr(c, leaves, c.integer(1, 2), SMOOTH_UNARY, ARITHMETIC_OPS, root=True)
    for leaf in leaves:
        if not _reads(value, leaf.array):
            value = add(value, leaf)
    body.append(Let(x.name, value))
    t = tb.tile(body, TileOf(x, tile_type(block)), name="t")
    s = tb.tile(body, TileReduce("tile_sum", t, tile_type(1)), name="s")
    u = elementwise(c, tb, [t], c.integer(1, 2), root=True)
    y = tb.fresh()
    body.append(Let(y.name, Untile(u, FLOAT)))
    result = add(y, mul(TileGet(s, (0,), FLOAT), const(c.choice(CONSTANTS))))
    if c.boolean():  # one thread's int32 value (say a per-block count) shared with its block
        k = tb.fresh(INT)
        body.append(Let(k.name, Load(tb.input((n,), INT, (0, 7)), INT)))
        shared = tb.tile(body, TileFromThread(k, c.choice((0, block - 1)), tile_type(block, INT)), name="shared")
        result = mul(result, to_float(Binary("add", Untile(shared, INT), k, INT)))
    out = tb.output((n,))
    body.append(Store(out, result))
    if c.boolean():  # drawn last: the block's largest or smallest int32 value, and each thread's distance from it
        k = tb.fresh(INT)
        body.append(Let(k.name, Load(tb.input((n,), INT, (-20, 20)), INT)))
        builtin = c.choice(("tile_max", "tile_min"))
        m = tb.tile(body, TileReduce(builtin, tb.tile(body, TileOf(k, tile_type(block, INT)), name="tk"), tile_type(1, INT)), name="m")
        body.append(Store(tb.output((n,), INT), Binary("sub", TileGet(m, (0,), INT), k, INT)))
    return tb.spec(body, n)


def _reads(e, array: str) -> bool:
    return any(isinstance(x, Load) and x.array == array for x in walk_expr(e))
