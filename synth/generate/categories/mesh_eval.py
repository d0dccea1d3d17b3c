"""mesh_eval: points and velocities on a triangle mesh the case builds (``wp.Mesh`` of seeded
vertices, triangle indices and per-vertex velocities): ``wp.mesh_eval_position`` and
``wp.mesh_eval_velocity`` at a face and barycentrics per thread, fed to the outputs.

The mesh's arrays are input parameters of the kernel (``points``, ``indices``, ``velocities``)
and the ``mesh`` parameter (``wp.uint64``) is the ``wp.Mesh`` the launch builds from them
(``Param.built_from``), so the record holds everything that rebuilds it. The face comes from an
index array drawn in range or from the thread index (``i % faces``); the barycentrics from
inputs, inside the triangle (``v = (1 - u) * t``) or anywhere on its plane. The standalone CUDA
gets a ``Mesh`` struct of the same arrays and Warp's arithmetic (``synth.render.geometry_ops``).
The kernel declares ``enable_backward=False``: Warp's adjoint of both queries reaches the
barycentrics only, never the mesh's arrays (native/mesh.h), so a gradient check over the
vertices would compare a zero adjoint with a nonzero difference.
"""

import dataclasses

from synth.generate.grammar import CONSTANTS, Builder, add, call, const, imod, int_const, mul, sub
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, UINT64, VEC3, Call, Let, Param, Ref, Store

MESH = Ref("mesh", UINT64)


def mesh_arrays(c: Chooser, b: Builder, velocities: bool, face_counts: tuple[int, ...] = (4, 8, 16)) -> tuple[int, int]:
    """The mesh's arrays (seeded vertices in [-1, 1]^3, triangle indices drawn in range) and the ``mesh``
    handle built from them; (vertices, faces). Also the mesh_query and mesh_ray categories' mesh."""
    vertices = c.choice((8, 16, 32))
    faces = c.choice(face_counts)
    b.params.append(Param("points", "in", VEC3, (-1.0, 1.0), shape=(vertices,)))
    b.params.append(Param("indices", "in", INT, (0, vertices - 1), shape=(3 * faces,)))
    built = [("points", "points"), ("indices", "indices")]
    if velocities:
        b.params.append(Param("velocities", "in", VEC3, (-2.0, 2.0), shape=(vertices,)))
        built.append(("velocities", "velocities"))
    b.params.append(Param(MESH.name, "mesh", UINT64, built_from=tuple(built)))
    return vertices, faces


def generate(c: Chooser, seed: int):
    b = Builder("mesh_eval", seed)
    n = c.choice((64, 128, 256))
    query = c.choice(("position", "both"))  # velocities alone would leave the points dead (the mesh needs them)
    _, faces = mesh_arrays(c, b, query == "both")
    face = b.index_array(faces, name="face") if c.boolean() else imod(Ref("i", INT), int_const(faces))
    u = b.input(domain=(0.0, 1.0))
    t = b.input(domain=(0.0, 1.0))
    v = mul(sub(const(1.0), u), t) if c.boolean() else t  # inside the triangle, or anywhere on its plane
    body = []
    position = b.fresh(VEC3)
    body.append(Let(position.name, Call("mesh_eval_position", (MESH, face, u, v), VEC3)))
    value = position
    if query == "both":
        velocity = b.fresh(VEC3)
        body.append(Let(velocity.name, Call("mesh_eval_velocity", (MESH, face, u, v), VEC3)))
        if c.boolean():  # a step along the surface's velocity
            value = add(position, mul(velocity, const(c.choice((0.1, 0.25, 0.5)))))
        else:  # the velocity an output of its own
            body.append(Store(b.output(VEC3), velocity))
    shape = c.choice(("vector", "distance", "dot"))
    if shape == "vector":
        body.append(Store(b.output(VEC3), value))
    elif shape == "distance":  # how far the surface point is from a query point
        x = b.input(VEC3)
        body.append(Store(b.output(FLOAT), call("length", sub(value, x))))
    else:
        body.append(Store(b.output(FLOAT), mul(call("dot", value, b.input(VEC3)), const(c.choice(CONSTANTS)))))
    return dataclasses.replace(b.spec(c, body, dim=n), enable_backward=False)
