"""tile_matmul: small matrix products of 2-D tiles, whole or accumulated over K in a static loop, with a transposed operand, a broadcast bias row or an element-wise activation. Each block computes one (TM, TN) tile of
C = A @ B (a 2-D ``wp.launch_tiled`` grid over C's tiles, or a 1-D one over its rows): from whole
(TM, K) and (K, TN) tiles, or accumulated over K in a static loop of tile loads (``acc +=
wp.tile_matmul(a, b)`` or the in-place ``wp.tile_matmul(a, b, acc)``); B may be stored transposed
(``wp.tile_transpose`` of its tile), a bias row may be added (``wp.tile_broadcast``), and the
result mapped element by element before it is stored."""

from synth.generate.tiles import TileBuilder, drawn_block_dim, imul, tile_count, tile_type
from synth.model.choices import Chooser
from synth.model.spec import INT, Const, For, Ref
from synth.model.tiles import (
    TileAddAssign,
    TileBinary,
    TileBroadcast,
    TileFill,
    TileLoad,
    TileMap,
    TileMatmul,
    TileMatmulAdd,
    TileStore,
    TileTranspose,
)

TILE_M = (8, 4, 16)
TILE_N = (8, 4, 16)
TILE_K = (8, 4, 16)
ACTIVATIONS = ("tanh", "sin", "abs")


def generate(c: Chooser, seed: int):
    tb = TileBuilder("tile_matmul", seed, drawn_block_dim("tile_matmul", seed))
    tm, tn, tk = c.choice(TILE_M), c.choice(TILE_N), c.choice(TILE_K)
    grid_2d = c.boolean()
    gm, gn = tile_count(c, 2), (tile_count(c, 2) if grid_2d else 1)
    steps = c.integer(1, 3)  # K = steps * tk, in a static loop when steps > 1
    m, n, k = gm * tm, gn * tn, steps * tk
    i = Ref("i", INT)
    j = Ref("j", INT) if grid_2d else None
    row, col = imul(i, tm), (imul(j, tn) if grid_2d else Const(0, INT))
    transposed = c.integer(0, 2) == 0
    a = tb.input((m, k))
    b = tb.input((n, k) if transposed else (k, n))
    kk = Ref("kk", INT)
    a_tile = TileLoad(a, tile_type((tm, tk)), (row, imul(kk, tk) if steps > 1 else Const(0, INT)))
    b_shape = (tn, tk) if transposed else (tk, tn)
    b_at = imul(kk, tk) if steps > 1 else Const(0, INT)
    b_tile = TileLoad(b, tile_type(b_shape), (col, b_at) if transposed else (b_at, col))
    body: list = []
    c_type = tile_type((tm, tn))
    if steps == 1:
        ta = tb.tile(body, a_tile, name="ta")
        tb_ = tb.tile(body, b_tile, name="tb")
        product = tb.tile(body, TileMatmul(ta, TileTranspose(tb_, tile_type((tk, tn))) if transposed else tb_, c_type), name="prod")
    else:
        product = tb.tile(body, TileFill("zeros", c_type), name="acc")
        loop: list = []
        ta = tb.tile(loop, a_tile, name="ta")
        tb_ = tb.tile(loop, b_tile, name="tb")
        rhs = TileTranspose(tb_, tile_type((tk, tn))) if transposed else tb_
        if c.boolean():
            loop.append(TileMatmulAdd(ta, rhs, product.name))
        else:
            loop.append(TileAddAssign(product.name, TileMatmul(ta, rhs, c_type)))
        body.append(For(kk.name, steps, tuple(loop)))
    result = product
    if c.boolean():  # a bias per column
        bias = tb.tile(body, TileLoad(tb.input((n,)), tile_type(tn), (col,)), name="bias")
        result = TileBinary("add", result, TileBroadcast(bias, c_type), c_type)
    if c.boolean():
        result = TileMap(c.choice(ACTIVATIONS), (result,), c_type)
    if result is not product:
        result = tb.tile(body, result, name="y")
    body.append(TileStore(tb.output((m, n)), result, (row, col)))
    return tb.spec(body, (gm, gn) if grid_2d else gm)
