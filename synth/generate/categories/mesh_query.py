"""mesh_query: the faces of a ``wp.Mesh`` the case builds (seeded vertices, triangle indices) whose
bounds a box overlaps: ``wp.mesh_query_aabb`` around a point per thread, then the faces by
``while wp.mesh_query_aabb_next(query, face)`` or by Warp's iteration over the query object,
``for face in query:``, counted and combined into the outputs.

The mesh's arrays are input parameters of the kernel (``points``, ``indices``) and the ``mesh``
parameter (``wp.uint64``) is the ``wp.Mesh`` the launch builds from them (``Param.built_from``), so
the record holds everything that rebuilds it. The box is around one of the mesh's vertices or a drawn
point (empty on some threads). Warp visits the faces in its BVH's order; the standalone CUDA tests
every face in index order with Warp's bounds and overlap test (``synth.render.geometry_ops``): the
same set of faces, so they are combined only in ways their order does not change (the tie rule of
``synth.generate.query_items``). Forward only: Warp does not differentiate through a query.
"""

import dataclasses

from synth.generate.categories.mesh_eval import MESH, mesh_arrays
from synth.generate.grammar import Builder, add, call, const, dynamic_zero, imod, int_const, mul, sub
from synth.generate.query_items import combined_loop_parts
from synth.model.choices import Chooser
from synth.model.spec import BOOL, INT, MESH_QUERY_AABB, VEC3, Call, Compare, ForQuery, Let, Load, Ref, Store, While


def generate(c: Chooser, seed: int):
    b = Builder("mesh_query", seed)
    n = c.choice((64, 128, 256))
    vertices, faces = mesh_arrays(c, b, False, (8, 16, 32))
    i = Ref("i", INT)
    centre = Load("points", VEC3, (imod(i, int_const(vertices)),)) if c.boolean() else b.input(VEC3, domain=(-1.5, 1.5))
    half = b.input(VEC3, domain=(0.05, 0.5))
    p, query, face = b.fresh(VEC3), Ref("query", MESH_QUERY_AABB), Ref("face", INT)
    body = [Let(p.name, centre), Let(query.name, Call("mesh_query_aabb", (MESH, sub(p, half), add(p, half)), MESH_QUERY_AABB))]

    def near() -> Compare:  # the face's first vertex near the box's centre
        first = Load("points", VEC3, (Load("indices", INT, (mul(face, int_const(3)),)),))
        return Compare("le", call("length", sub(first, p)), const(c.choice((0.25, 0.5, 0.75))))

    inits, steps, accs = combined_loop_parts(c, b, face, faces, near)
    body += inits
    if c.boolean():  # Warp's iteration over the query object
        body.append(ForQuery(face.name, query, tuple(steps)))
    else:
        body += [Let(face.name, dynamic_zero(INT)), While(Call("mesh_query_aabb_next", (query, face), BOOL), tuple(steps))]
    body += [Store(b.output(acc.type), acc) for acc in accs]
    return dataclasses.replace(b.spec(c, body, dim=n), enable_backward=False)
