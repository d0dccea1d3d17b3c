"""hash_grid: neighbour sums over a point cloud in a ``wp.HashGrid`` the case builds (seeded points,
a grid of drawn dimensions and cell width): ``wp.hash_grid_query`` around a query point, then
``while wp.hash_grid_query_next(query, index)`` over the candidates, the ones within the radius
counted and summed (a kernel weight of the distance, or a value per point), and
``wp.hash_grid_point_id`` (the grid's sorted order) stored as an int output.

The points are an input parameter of the kernel (``points``) and the ``grid`` parameter
(``wp.uint64``) is the hash grid the launch builds from them (``Param.built_from``; its dimensions
and cell width in ``Param.options``), so the record holds everything that rebuilds it. The query
point is a drawn point (its neighbourhood is empty on some threads) or one of the cloud's own (never
empty). The standalone CUDA builds the same grid on the host (``build_hash_grid``: a stable sort by
cell, as Warp's radix sort) and runs Warp's traversal (``synth.render.geometry_ops``), so the
candidates come in Warp's order: cells z outermost, then y, then x, from the query box's low corner;
a cell's points in increasing index order. A float sum over them depends on that order. Forward
only: Warp does not differentiate through a query (the candidates are found, not computed).
"""

import dataclasses

from synth.generate.grammar import Builder, add, call, const, dynamic_zero, imod, int_const, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import (
    BOOL,
    FLOAT,
    HASH_GRID_QUERY,
    INT,
    UINT64,
    VEC3,
    AugAssign,
    Call,
    Compare,
    If,
    Let,
    Load,
    Param,
    Ref,
    Store,
    While,
)

GRID = Ref("grid", UINT64)
DIMS = ((4, 4, 4), (8, 8, 8), (5, 3, 7), (16, 16, 16))


def generate(c: Chooser, seed: int):
    b = Builder("hash_grid", seed)
    n = c.choice((64, 128, 256))
    count = c.choice((64, 128, 32))
    dims = c.choice(DIMS)
    width = c.choice((0.25, 0.5, 0.125))
    radius = c.choice((0.3, 0.2, 0.5))
    b.params.append(Param("points", "in", VEC3, (-1.0, 1.0), shape=(count,)))
    options = (("dim_x", dims[0]), ("dim_y", dims[1]), ("dim_z", dims[2]), ("cell_width", width))
    b.params.append(Param(GRID.name, "hash_grid", UINT64, built_from=(("points", "points"),), options=options))
    i = Ref("i", INT)
    own = c.boolean()
    pos = Load("points", VEC3, (imod(i, int_const(count)),)) if own else b.input(VEC3)
    body = []
    p = b.fresh(VEC3)
    body.append(Let(p.name, pos))
    query, index, found, total = Ref("query", HASH_GRID_QUERY), Ref("index", INT), b.fresh(INT), b.fresh(FLOAT)
    body += [
        Let(query.name, Call("hash_grid_query", (GRID, p, const(radius)), HASH_GRID_QUERY)),
        Let(index.name, dynamic_zero(INT)),
        Let(found.name, dynamic_zero(INT)),
        Let(total.name, dynamic_zero()),
    ]
    d = b.fresh(FLOAT)
    weight = c.choice(("falloff", "square", "value"))
    if weight == "falloff":
        term = sub(const(radius), d)
    elif weight == "square":
        term = mul(sub(const(radius), d), sub(const(radius), d))
    else:  # a value per point, weighted by closeness
        values = b.input(FLOAT, shape=(count,))
        term = mul(Load(values.array, FLOAT, (index,)), sub(const(radius), d))
    inside = (AugAssign(found.name, "add", int_const(1)), AugAssign(total.name, "add", term))
    body.append(
        While(
            Call("hash_grid_query_next", (query, index), BOOL),
            (Let(d.name, call("length", sub(Load("points", VEC3, (index,)), p))), If(Compare("le", d, const(radius)), inside)),
        )
    )
    body.append(Store(b.output(FLOAT), add(total, mul(call("float", found), const(c.choice((0.5, 0.25, 1.0)))))))
    if c.boolean():  # the neighbour count alone
        body.append(Store(b.output(INT), found))
    if c.boolean():  # the grid's sorted order: which point sits in slot i % count
        body.append(Store(b.output(INT), Call("hash_grid_point_id", (GRID, imod(i, int_const(count))), INT)))
    return dataclasses.replace(b.spec(c, body, dim=n), enable_backward=False)
