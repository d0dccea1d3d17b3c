import warp as wp

A = 1.0
DAMPING = 0.5
EPS = 1e-06
N_GRID = 128
RADIUS = 3.0


@wp.func
def periodic_distance(d: float, size: float) -> float:
    """Compute minimum image distance for periodic boundaries.

    Args:
        d: The Euclidean distance between the two particles
        size: The size of the periodic domain

    Returns:
        The minimum image Euclidean distance between the two particles
    """
    half_size = size * 0.5
    if d > half_size:
        d -= size
    elif d < -half_size:
        d += size
    return d


@wp.func
def compute_potential(d: wp.vec3):
    """Compute the potential energy between two particles.

    Args:
        d: The Euclidean distance between the two particles

    Returns:
        The potential energy between the two particles
    """
    return A / (wp.length(d) + EPS)


@wp.kernel(enable_backward=False)
def compute_forces(
    grid: wp.uint64,
    x: wp.array[wp.vec3],
    v: wp.array[wp.vec3],
    f: wp.array[wp.vec3],
):
    """Compute the forces between particles in the hash grid.

    Args:
        grid: The hash grid.
        x: The positions of the particles.
        v: The velocities of the particles.
        f: The forces on the particles.
    """
    tid = wp.tid()

    # Order threads by cell
    i = wp.hash_grid_point_id(grid, tid)

    x_i = x[i]
    v_i = v[i]

    # Hash grid query is periodic
    neighbors = wp.hash_grid_query(grid, x_i, RADIUS)

    f_i = wp.vec3()

    for index in neighbors:
        if index != i:
            x_j = x[index]
            v_j = v[index]

            # Compute periodic distance (minimum image convention)
            dx = periodic_distance(x_i[0] - x_j[0], float(N_GRID))
            dy = periodic_distance(x_i[1] - x_j[1], float(N_GRID))
            d = wp.vec3(dx, dy, 0.0)

            # Compute repulsive force from potential
            f_i -= wp.grad(compute_potential)(d)

            # Damping force based on relative velocity
            v_rel = v_i - v_j
            f_i -= DAMPING * v_rel

    f[i] = f_i
