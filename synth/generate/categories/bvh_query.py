"""bvh_query: the items of a ``wp.Bvh`` the case builds (seeded boxes around the origin, or seeded
points as boxes of no extent) that a box or a ray overlaps: ``wp.bvh_query_aabb`` around a point per
thread, or ``wp.bvh_query_ray`` from a start outside the boxes towards a drawn target, then the
items, by ``while wp.bvh_query_next(query, index)`` (a ray's with a ``max_dist`` sometimes), counted
and combined into the outputs. Warp 1.19 has no ``for index in query:`` over a BVH query (its
``iter_next`` is registered for hash-grid and mesh queries only: "Couldn't find function overload for
'iter_next'"), so that form is the mesh_query category's.

The boxes are input parameters of the kernel (``lowers``/``uppers``, or ``points`` for both) and the
``bvh`` parameter (``wp.uint64``) is the BVH the launch builds from them (``Param.built_from``), so the
record holds everything that rebuilds it. A box around a point's own centre never misses; one around a
drawn point, or a ray, misses on some threads. A ray is drawn
only against boxes of some extent (a point's box has no volume for it to cross).

The tie rule. Warp visits the items in its tree's order (its build and traversal, native/bvh.h), which
the standalone CUDA does not reproduce: it tests every item in index order with Warp's own overlap
test (``synth.render.geometry_ops``). The SET of items is the same (a node's box holds its children's,
and both tests are monotone in the box), so the kernels combine the items only with operators whose
result does not depend on their order (``synth.generate.query_items``: a count, an integer sum, the
bitwise or of a bit per item, the largest or smallest of an int key per item, the largest of a float per item drawn in
(0.25, 1), counts of the items passing a test of their own). A float sum in visiting order is never
drawn (tests/unit/render/test_bvh_queries.py shows Warp's order is not the index order).
Forward only: Warp does not differentiate through a query.
"""

import dataclasses

from synth.generate.grammar import Builder, add, call, const, dynamic_zero, imod, int_const, mul, sub
from synth.generate.query_items import combined_loop_parts
from synth.model.choices import Chooser
from synth.model.spec import (
    BOOL,
    BVH_QUERY,
    INT,
    UINT64,
    VEC3,
    Call,
    Compare,
    Expr,
    Let,
    Load,
    Param,
    Ref,
    Stmt,
    Store,
    While,
)

BVH = Ref("bvh", UINT64)


def _boxes(c: Chooser, b: Builder, count: int) -> tuple[str, str]:
    """The boxes the BVH is built of: (lowers, uppers) parameter names."""
    if c.boolean():  # boxes around the origin, of drawn extents
        b.params.append(Param("lowers", "in", VEC3, (-1.0, 0.0), shape=(count,)))
        b.params.append(Param("uppers", "in", VEC3, (0.0, 1.0), shape=(count,)))
        built = ("lowers", "uppers")
    else:  # points: boxes of no extent (a point BVH)
        b.params.append(Param("points", "in", VEC3, (-1.0, 1.0), shape=(count,)))
        built = ("points", "points")
    b.params.append(Param(BVH.name, "bvh", UINT64, built_from=(("lowers", built[0]), ("uppers", built[1]))))
    return built


def _query(c: Chooser, b: Builder, count: int, built: tuple[str, str]) -> tuple[list[Stmt], Expr | None]:
    """The query's statements (``query = ...``) and the max_dist its loop passes (None: the default).
    A ray only crosses boxes of some extent (never a point's: it has no volume)."""
    query = Ref("query", BVH_QUERY)
    points = built[0] == built[1]
    if points or c.boolean():  # a box around an item's own centre (never empty) or a drawn point
        i = Ref("i", INT)
        # an item's own: of points only (boxes around the origin all overlap one around a centre near it:
        # every thread would find the same items)
        own = c.boolean() and points
        k = imod(i, int_const(count))
        centre = mul(add(Load(built[0], VEC3, (k,)), Load(built[1], VEC3, (k,))), const(0.5)) if own else b.input(VEC3, domain=(-1.5, 1.5))
        # half extents: wide enough to hold a few of the points, narrow enough that boxes miss some boxes
        half = b.input(VEC3, domain=(0.25, 0.75) if points else (0.05, 0.35))
        p = b.fresh(VEC3)
        return [Let(p.name, centre), Let(query.name, Call("bvh_query_aabb", (BVH, sub(p, half), add(p, half)), BVH_QUERY))], None
    side = c.choice(((-2.0, -1.25), (1.25, 2.0)))  # the start outside the boxes: each component of dir at least 0.25 from zero
    start = b.fresh(VEC3)
    target = b.input(VEC3, domain=(-1.0, 1.0))
    body = [Let(start.name, b.input(VEC3, domain=side)), Let(query.name, Call("bvh_query_ray", (BVH, start, sub(target, start)), BVH_QUERY))]
    max_dist = const(c.choice((1.0, 0.75))) if c.boolean() else None  # the items entered before the target (or 3/4 of the way)
    return body, max_dist


def generate(c: Chooser, seed: int):
    b = Builder("bvh_query", seed)
    n = c.choice((64, 128, 256))
    count = c.choice((16, 32, 64))
    built = _boxes(c, b, count)
    body, max_dist = _query(c, b, count, built)
    query, index = Ref("query", BVH_QUERY), Ref("index", INT)

    def near() -> Compare:  # the item's box centre near the origin: |lower + upper| (twice its distance) under a drawn bound
        lower, upper = Load(built[0], VEC3, (index,)), Load(built[1], VEC3, (index,))
        return Compare("le", call("length", add(lower, upper)), const(c.choice((1.0, 1.5, 2.0))))

    inits, steps, accs = combined_loop_parts(c, b, index, count, near)
    args = (query, index) if max_dist is None else (query, index, max_dist)
    body += [*inits, Let(index.name, dynamic_zero(INT)), While(Call("bvh_query_next", args, BOOL), tuple(steps))]
    body += [Store(b.output(acc.type), acc) for acc in accs]
    return dataclasses.replace(b.spec(c, body, dim=n), enable_backward=False)
