"""Kernels updating a component of an array's element or a field of a local struct in place
(``tests/unit/warp/test_lift_component_updates.py``), in a module of their own so that Warp reads their
source from a file, as it reads real code's."""

import warp as wp


@wp.struct
class Tally:
    total: float
    offset: wp.vec3


@wp.kernel
def nudge_elements(
    values: wp.array(dtype=wp.vec3),
    grid: wp.array2d(dtype=wp.vec3d),
    frames: wp.array(dtype=wp.mat22),
    counts: wp.array(dtype=wp.vec3i),
    rhs: wp.array(dtype=float),
    rhs64: wp.array(dtype=wp.float64),
):
    i = wp.tid()
    values[i % 4].x += rhs[i]
    values[i % 3][1] -= rhs[i] * 2.0
    grid[i % 2, 1].z += rhs64[i]
    frames[i % 5][1, 0] += rhs[i]
    counts[0].y += i
    counts[i % 2][2] -= 1


@wp.kernel
def struct_fields(rhs: wp.array(dtype=float), out: wp.array(dtype=float), offsets: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    s = Tally()
    s.total = rhs[i]
    s.total += 2.5 * rhs[i]
    s.total *= rhs[(i + 1) % 7]
    s.offset = wp.vec3(rhs[i], 1.0, 2.0)
    s.offset -= wp.vec3(0.5, rhs[i], 0.25)
    out[i] = s.total
    offsets[i] = s.offset


@wp.struct
class Particle:
    mass: float
    velocity: wp.vec3


@wp.func
def claimed(counter: wp.array(dtype=int), i: int) -> int:
    wp.atomic_add(counter, 0, 1)
    return i % 3


@wp.kernel
def accumulate_fields(particles: wp.array(dtype=Particle), counter: wp.array(dtype=int), rhs: wp.array(dtype=float)):
    i = wp.tid()
    particles[claimed(counter, i)].mass += rhs[i]
    particles[i % 2].velocity += wp.vec3(rhs[i], 1.0, -rhs[i])
    particles[(i + 1) % 3].mass -= 0.5 * rhs[i]
