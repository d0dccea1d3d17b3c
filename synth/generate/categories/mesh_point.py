"""mesh_point: the closest and the furthest point of a ``wp.Mesh`` the case builds (seeded vertices,
triangle indices) from a point per thread: ``q = wp.mesh_query_point_no_sign(mesh, p, max_dist)``, whether a
face lies within ``max_dist`` (``q.result``: some threads miss), and sometimes ``f =
wp.mesh_query_furthest_point_no_sign(mesh, p, min_dist)``, the furthest point beyond ``min_dist`` (``wp.mesh_eval_position`` at ``f.face``, ``f.u``,
``f.v``), its distance, a miss's own value on the threads that find none.

The mesh's arrays are input parameters of the kernel and the ``mesh`` parameter (``wp.uint64``) is the
``wp.Mesh`` the launch builds from them (``Param.built_from``), so the record rebuilds it. The standalone
CUDA tests every face but Warp's slivers in index order with Warp's ``closest_point_to_triangle`` /
``furthest_point_to_triangle`` and distance arithmetic, bit for bit, keeping a strictly closer (further)
face, as Warp's traversal does (``synth.render.geometry_ops``).

The tie rule. Warp visits its BVH's leaves nearest first, and its CPU builds that BVH by SAH, its CUDA by
LBVH: on faces at exactly the same distance the face, and so u and v, are the first in one of two orders
(the .cu's: the lowest index). What does not depend on the order is read: the closest query's
``result`` (is the smallest distance below ``max_dist``: a node is skipped only when its box is no
closer than the best face so far, and a box holds its faces; only a closest point rounded out of its box,
within 2^-24 of a vertex, could be skipped wrongly), and the furthest query's ``result``, point
and distance: the furthest point of a face is one of its vertices, computed exactly (barycentrics 0 and
1), so faces tied at the furthest distance share that vertex and give the same point (unless two
distinct vertices round to exactly the same distance, a chance of order 2^-24 per point). The closest
point is not read: on an edge two faces share, each computes it with its own rounding and the two can
tie in distance while differing in the last bit (tests/unit/render/test_mesh_point.py measures both).
Forward only (``enable_backward=False``): Warp's adjoints of the point queries reach the query point
through the chosen face, never the mesh's arrays, and the furthest query's is the closest point's.
"""

import dataclasses

from synth.generate.categories.mesh_eval import MESH, mesh_arrays
from synth.generate.grammar import Builder, call, const, sub
from synth.model.choices import Chooser
from synth.model.spec import BOOL, FLOAT, INT, MESH_QUERY_POINT, VEC3, Call, Const, Field, If, Let, Select, Store


def generate(c: Chooser, seed: int):
    b = Builder("mesh_point", seed)
    n = c.choice((64, 128, 256))
    mesh_arrays(c, b, False, (8, 16, 32))
    p = b.fresh(VEC3)
    body = [Let(p.name, b.input(VEC3, domain=(-1.5, 1.5)))]
    # whether a face lies within max_dist (a flag, or a value chosen by it), always: the furthest point is a
    # vertex, the same for most index arrays, so alone it would leave the indices dead (liveness)
    q = b.fresh(MESH_QUERY_POINT)
    body.append(Let(q.name, Call("mesh_query_point_no_sign", (MESH, p, const(c.choice((0.25, 0.5)))), MESH_QUERY_POINT)))
    found = Field(q, "result", BOOL)
    if c.boolean():
        body.append(Store(b.output(INT), Select(found, Const(1, INT), Const(0, INT), INT)))
    else:
        near, far = b.input(domain=(0.0, 1.0)), b.input(domain=(-1.0, 0.0))
        body.append(Store(b.output(FLOAT), Select(found, near, far, FLOAT)))
    if c.boolean():  # the furthest point beyond min_dist and its distance
        f = b.fresh(MESH_QUERY_POINT)
        body.append(Let(f.name, Call("mesh_query_furthest_point_no_sign", (MESH, p, const(c.choice((2.0, 2.5)))), MESH_QUERY_POINT)))
        found = Field(f, "result", BOOL)
        furthest = b.fresh(VEC3)
        body.append(Let(furthest.name, Call("mesh_eval_position", (MESH, Field(f, "face", INT), Field(f, "u", FLOAT), Field(f, "v", FLOAT)), VEC3)))
        what = c.choice(("point", "distance", "both"))
        if what in ("point", "both"):  # a miss's point: face 0 at (0, 0), its third vertex
            body.append(Store(b.output(VEC3), furthest))
        if what in ("distance", "both"):
            distance, miss = call("length", sub(furthest, p)), const(c.choice((-1.0, 0.0)))
            if c.boolean():
                body.append(Store(b.output(FLOAT), Select(found, distance, miss, FLOAT)))
            else:
                out = b.output(FLOAT)
                body.append(If(found, (Store(out, distance),), (Store(out, miss),)))
    return dataclasses.replace(b.spec(c, body, dim=n), enable_backward=False)
