"""mesh_ray: the closest face a ray hits on a ``wp.Mesh`` the case builds (seeded vertices, triangle
indices): ``hit = wp.mesh_query_ray(mesh, start, dir, max_t)`` from a start outside the mesh towards a
drawn target (``dir`` the difference, or normalized), then ``hit.result`` and ``hit.t``: where the ray
stops (a point, a distance), a miss's own value on the threads that miss.

The mesh's arrays are input parameters of the kernel and the ``mesh`` parameter (``wp.uint64``) is
the ``wp.Mesh`` the launch builds from them (``Param.built_from``), so the record rebuilds it. The
standalone CUDA tests every face in index order with Warp's ray/triangle test (``intersect_ray_tri_woop``,
bit for bit) and keeps a strictly closer hit, as Warp's traversal does (``synth.render.geometry_ops``).

The tie rule. The closest distance ``t`` is the smallest of the hits' distances, whichever order the
faces are visited in, so ``result`` and ``t`` (and what is computed from them) are Warp's (the start
is outside the mesh's box, so t > 0: no +0/-0 tie of a ray starting on two faces). The face,
barycentrics, sign and normal are not read: when two faces are hit at exactly the same ``t`` (a
repeated face, a ray through a shared edge or vertex: the drawn indices repeat faces often), Warp keeps
the first in its BVH's order and the .cu the lowest index (tests/unit/render/test_mesh_ray.py shows
both on a repeated face). Forward only (``enable_backward=False``): a query's face is found, not computed.
"""

import dataclasses

from synth.generate.categories.mesh_eval import MESH, mesh_arrays
from synth.generate.grammar import Builder, add, call, const, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import BOOL, FLOAT, INT, MESH_QUERY_RAY, VEC3, Call, Const, Field, If, Let, Select, Store


def generate(c: Chooser, seed: int):
    b = Builder("mesh_ray", seed)
    n = c.choice((64, 128, 256))
    mesh_arrays(c, b, False, (8, 16, 32))
    start, direction = b.fresh(VEC3), b.fresh(VEC3)
    side = c.choice(((-2.0, -1.25), (1.25, 2.0)))  # outside the mesh: each component of dir at least 0.25 from zero
    target = b.input(VEC3, domain=(-1.0, 1.0))
    normalized = c.boolean()
    towards = call("normalize", sub(target, start)) if normalized else sub(target, start)
    # max_t: all faces ahead (10), the faces before the target (1: t = 1 there when dir is the difference) or a distance (4)
    max_t = const(c.choice((10.0, 4.0) if normalized else (10.0, 1.0)))
    hit = b.fresh(MESH_QUERY_RAY)
    result, t = Field(hit, "result", BOOL), Field(hit, "t", FLOAT)
    body = [
        Let(start.name, b.input(VEC3, domain=side)),
        Let(direction.name, towards),
        Let(hit.name, Call("mesh_query_ray", (MESH, start, direction, max_t), MESH_QUERY_RAY)),
    ]
    shape = c.choice(("point", "distance", "both"))
    if shape in ("point", "both"):  # where the ray stops: the hit, or (t = 0 on a miss) its start
        body.append(Store(b.output(VEC3), add(start, mul(direction, t))))
    if shape in ("distance", "both"):
        miss = const(c.choice((-1.0, 0.0)))
        if c.boolean():
            body.append(Store(b.output(FLOAT), Select(result, t, miss, FLOAT)))
        else:
            out = b.output(FLOAT)
            body.append(If(result, (Store(out, t),), (Store(out, miss),)))
    if c.boolean():  # the hit flag alone
        body.append(Store(b.output(INT), Select(result, Const(1, INT), Const(0, INT), INT)))
    return dataclasses.replace(b.spec(c, body, dim=n), enable_backward=False)
