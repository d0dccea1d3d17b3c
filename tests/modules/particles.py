"""Kernels using a struct and a function, a mesh handle, and an index past the end."""

import warp as wp


@wp.struct
class Params:
    dt: float
    gravity: wp.vec3


@wp.func
def step(p: wp.vec3, v: wp.vec3, params: Params):
    return p + (v + params.gravity * params.dt) * params.dt


@wp.kernel
def integrate(positions: wp.array(dtype=wp.vec3), velocities: wp.array(dtype=wp.vec3), params: Params):
    i = wp.tid()
    positions[i] = step(positions[i], velocities[i], params)


@wp.kernel
def closest_points(mesh: wp.uint64, points: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    q = wp.mesh_query_point(mesh, points[i], 1.0e6)
    out[i] = wp.mesh_eval_position(mesh, q.face, q.u, q.v)


@wp.kernel
def shift_left(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = a[i + a.shape[0]]
