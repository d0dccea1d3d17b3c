"""Kernels taking handles no launch copied, for ``test_synthesized_handles.py`` (not collected)."""

import warp as wp


@wp.func
def closest_face(mesh: wp.uint64, p: wp.vec3):
    q = wp.mesh_query_point_sign_winding_number(mesh, p, 1.0e6)
    return q.face


@wp.kernel
def mesh_distance(mesh_id: wp.uint64, field: wp.array3d(dtype=float), origin: wp.vec3, h: float):
    i, j, k = wp.tid()
    p = origin + h * wp.vec3(float(i), float(j), float(k))
    q = wp.mesh_query_point_sign_winding_number(mesh_id, p, 1.0e6)
    field[i, j, k] = q.sign * wp.length(p - wp.mesh_eval_position(mesh_id, q.face, q.u, q.v))


@wp.kernel
def mesh_through_func(mesh: wp.uint64, points: wp.array(dtype=wp.vec3), faces: wp.array(dtype=int)):
    tid = wp.tid()
    faces[tid] = closest_face(mesh, points[tid])


@wp.kernel
def mesh_face_from_data(mesh: wp.uint64, cdf: wp.array(dtype=float), out: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    tri = wp.lower_bound(cdf, 0.5)
    out[tid] = wp.mesh_eval_position(mesh, tri, 0.2, 0.3)


@wp.kernel
def bvh_hits(bvh_id: wp.uint64, lowers: wp.array(dtype=wp.vec3), uppers: wp.array(dtype=wp.vec3), hits: wp.array(dtype=int)):
    tid = wp.tid()
    query = wp.bvh_query_aabb(bvh_id, lowers[tid], uppers[tid])
    index = int(0)  # noqa: UP018 (a Warp local the loop changes)
    while wp.bvh_query_next(query, index):
        wp.atomic_add(hits, index, 1)


@wp.kernel
def grid_density(grid: wp.uint64, x: wp.array(dtype=wp.vec3), rho: wp.array(dtype=float), radius: float):
    tid = wp.tid()
    i = wp.hash_grid_point_id(grid, tid)
    p = x[i]
    total = float(0.0)  # noqa: UP018 (a Warp local the loop changes)
    for index in wp.hash_grid_query(grid, p, radius):
        total += wp.length(p - x[index])
    rho[i] = total


@wp.kernel
def volume_sampled(volume: wp.uint64, points: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    tid = wp.tid()
    uvw = wp.volume_world_to_index(volume, points[tid])
    out[tid] = wp.volume_sample_f(volume, uvw, wp.Volume.LINEAR)


@wp.kernel
def volume_stored_f64(volume: wp.uint64, tiles: wp.array2d(dtype=wp.int32)):
    tid = wp.tid()
    wp.volume_store(volume, tiles[tid, 0], tiles[tid, 1], tiles[tid, 2], wp.float64(tiles[tid, 0]) * wp.float64(0.25))


@wp.kernel
def volume_index(cell_grid: wp.uint64, ijk: wp.array(dtype=wp.vec3i), level: wp.array(dtype=wp.uint8), out: wp.array(dtype=int)):
    tid = wp.tid()
    c = ijk[tid]
    index = wp.volume_lookup_index(cell_grid, c[0], c[1], c[2])
    if index != -1:
        out[tid] = int(level[index])


@wp.kernel
def volume_ids(grids: wp.array(dtype=wp.uint64), ijk: wp.array(dtype=wp.vec3i), out: wp.array(dtype=int)):
    tid = wp.tid()
    c = ijk[tid]
    out[tid] = wp.volume_lookup_index(grids[0], c[0], c[1], c[2])


@wp.kernel
def counter(total: wp.array(dtype=wp.uint64)):
    wp.atomic_add(total, 0, wp.uint64(1))


@wp.kernel
def two_kinds(handle: wp.uint64, points: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    tid = wp.tid()
    q = wp.mesh_query_point_no_sign(handle, points[tid], 1.0)
    out[tid] = wp.volume_sample_f(handle, points[tid], wp.Volume.CLOSEST) + q.u


@wp.kernel
def two_grids(volume: wp.uint64, out: wp.array(dtype=float)):
    out[0] = wp.volume_lookup_f(volume, 0, 0, 0) + float(wp.volume_lookup_i(volume, 0, 0, 0))


@wp.kernel
def four_dims(bvh_id: wp.uint64, lowers: wp.array(dtype=wp.vec3), counts: wp.array4d(dtype=int)):
    tid = wp.tid()
    query = wp.bvh_query_aabb(bvh_id, lowers[tid], lowers[tid])
    index = int(0)  # noqa: UP018 (a Warp local the loop changes)
    while wp.bvh_query_next(query, index):
        counts[index, 0, 0, 0] += 1


@wp.struct
class Surface:
    mesh: wp.uint64
    scale: float


@wp.kernel
def struct_held_mesh(surface: Surface, points: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    tid = wp.tid()
    q = wp.mesh_query_point_no_sign(surface.mesh, points[tid], 10.0)
    out[tid] = surface.scale * wp.length(points[tid] - wp.mesh_eval_position(surface.mesh, q.face, q.u, q.v))


@wp.kernel
def over_meshes(mesh_ids: wp.array(dtype=wp.uint64), poses: wp.array2d(dtype=wp.transform), out: wp.array3d(dtype=float)):
    i, j, k = wp.tid()
    best = float(1.0e6)  # noqa: UP018 (a Warp local the loop changes)
    for m in range(mesh_ids.shape[0]):  # poses[m, 0]: the kernel assumes one row of poses per mesh
        p = wp.transform_point(wp.transform_inverse(poses[m, 0]), wp.vec3(float(i), float(j), float(k)))
        q = wp.mesh_query_point_no_sign(mesh_ids[m], p, 10.0)
        if q.result:
            best = wp.min(best, wp.length(p - wp.mesh_eval_position(mesh_ids[m], q.face, q.u, q.v)))
    out[i, j, k] = best


@wp.func
def nearest_distance(offset: int, mesh: wp.uint64, p: wp.vec3):
    q = wp.mesh_query_point_no_sign(mesh, p, 1.0e6)
    return wp.length(wp.mesh_eval_position(mesh, q.face, q.u, q.v) - p) + float(offset)


@wp.kernel
def mapped_mesh(mesh_id: wp.uint64, points: wp.array(dtype=wp.vec3), out: wp.array2d(dtype=float)):
    i = wp.tid()
    offsets = wp.tile_arange(4, dtype=int)
    wp.tile_store(out[i], wp.tile_map(nearest_distance, offsets, mesh_id, points[i]))

