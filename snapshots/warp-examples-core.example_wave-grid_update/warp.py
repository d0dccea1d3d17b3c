import warp as wp


@wp.kernel
def grid_update(heights: wp.array[float], vertices: wp.array[wp.vec3]):
    tid = wp.tid()

    h = heights[tid]
    v = vertices[tid]

    v_new = wp.vec3(v[0], h, v[2])

    vertices[tid] = v_new
