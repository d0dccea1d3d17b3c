import warp as wp

N_GRID = 128


@wp.func
def periodic_wrap(val: float, size: float) -> float:
    """Wrap a value to [0, size) range.

    Args:
        val: The value to wrap
        size: The size of the periodic domain

    Returns:
        The wrapped value
    """
    result = wp.mod(val, size)
    if result < 0.0:
        result += size
    return result


@wp.kernel(enable_backward=False)
def integrate(
    x: wp.array[wp.vec3],
    v: wp.array[wp.vec3],
    f: wp.array[wp.vec3],
    dt: float,
):
    """Integrate the positions and velocities of the particles.

    Args:
        x: The positions of the particles
        v: The velocities of the particles
        f: The forces on the particles
        dt: The time step
    """
    tid = wp.tid()

    v_new = v[tid] + f[tid] * dt
    x_new = x[tid] + v_new * dt

    # Wrap positions for toroidal boundaries
    x_new = wp.vec3(periodic_wrap(x_new[0], float(N_GRID)), periodic_wrap(x_new[1], float(N_GRID)), 0.0)

    v[tid] = v_new
    x[tid] = x_new
