"""tile_map: 1-D tiles loaded from float arrays, combined element by element (operators, ``tile_map``
of builtins and of a ``@wp.func``, fills and positions), stored back, one tile per block of a
``wp.launch_tiled`` grid; the arrays' length may leave the last tile partly past their end (its
loads read zeros there, its stores skip it). Sometimes the result is accumulated into a
``tile_zeros`` tile with ``+=``."""

from synth.generate.tiles import (
    TileBuilder,
    constant_tile,
    covering,
    drawn_block_dim,
    elementwise,
    imul,
    reads,
    reads_scalar,
    shortfall,
    tile_count,
    tile_type,
)
from synth.model.choices import Chooser
from synth.model.spec import INT, Ref
from synth.model.tiles import TileAddAssign, TileBinary, TileFill, TileLoad, TileRef, TileStore

SIZES = (32, 64, 16, 128, 48, 100)


def generate(c: Chooser, seed: int):
    tb = TileBuilder("tile_map", seed, drawn_block_dim("tile_map", seed))
    n = c.choice(SIZES)
    tiles = tile_count(c)
    length = tiles * n - shortfall(c, n)
    offset = (imul(Ref("i", INT), n),)
    t = tile_type(n)
    body: list = []
    leaves = []
    for _ in range(c.integer(1, 3)):
        name = tb.input((length,))
        storage = "shared" if c.integer(0, 3) == 0 else "register"
        leaves.append(tb.tile(body, TileLoad(name, t, offset, storage), name=f"t{name}"))
    scalars = (tb.scalar(),) if c.boolean() else ()
    pool = leaves + ([constant_tile(c, t, scalars)] if c.boolean() else [])
    trees = []
    for _ in range(c.integer(1, 2)):
        tree = elementwise(c, tb, pool, c.integer(1, 3), scalars, root=True)
        if not any(reads(tree, leaf.name) for leaf in leaves):
            tree = covering(tree, [c.choice(leaves)])
        trees.append(tree)
    trees[-1] = covering(trees[-1], [leaf for leaf in leaves if not any(reads(x, leaf.name) for x in trees)])
    if scalars and not any(reads_scalar(x, scalars[0].name) for x in trees):
        trees[0] = TileBinary("mul", scalars[0], trees[0], t)
    if c.integer(0, 2) == 0:  # drawn last: the first result accumulated term by term into a zero tile
        first = trees[0]
        terms = (first.lhs, first.rhs) if isinstance(first, TileBinary) and first.op == "add" else (first,)
        acc = tb.tile(body, TileFill("zeros", t), name="acc")
        body += [TileAddAssign(acc.name, term) for term in terms]
        trees[0] = acc
    for tree in trees:
        value = tree if isinstance(tree, TileRef) else tb.tile(body, tree)
        body.append(TileStore(tb.output((length,)), value, offset))
    return tb.spec(body, tiles)
