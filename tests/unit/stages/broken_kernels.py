"""Kernels for the gradient check's own tests, deliberately broken ones beside correct ones
(a module of their own, as in Warp's tests: one CPU build for both test files).

The first kernels take ``a: array(float32)`` and write ``out``; their specs are in
``tests/unit/stages/test_gradcheck.py``. The read patterns of the sampled method (neighbours,
gathers, 2-D, structs, scatters) and their specs are in ``tests/unit/stages/test_gradcheck_sampled.py``.
"""

import warp as wp


@wp.func
def square(x: float):
    return x * x


@wp.func
def square_wrong(x: float):
    return x * x


@wp.func_grad(square_wrong)
def adj_square_wrong(x: float, adj_ret: float):
    wp.adjoint[x] += 3.0 * x * adj_ret  # planted: d(x*x)/dx is 2x


@wp.func
def square_no_grad(x: float):
    return x * x


@wp.func_grad(square_no_grad)
def adj_square_no_grad(x: float, adj_ret: float):
    wp.adjoint[x] += 0.0 * adj_ret  # planted: no gradient at all


@wp.kernel
def correct(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = square(a[i]) + wp.sin(a[i])


@wp.kernel
def wrong_adjoint(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = square_wrong(a[i]) + wp.sin(a[i])


@wp.kernel
def vec_out(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = wp.vec3(wp.sin(a[i]), square(a[i]), 2.0 * a[i])


@wp.kernel
def vec_out_wrong(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = wp.vec3(wp.sin(a[i]), square_wrong(a[i]), 2.0 * a[i])  # only the middle component's adjoint is wrong


@wp.kernel
def zero_adjoint(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = square_no_grad(a[i])


@wp.kernel
def writes_zero(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = 0.0


@wp.kernel
def atomic_max(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    wp.atomic_max(out, i % 4, wp.sin(a[i] * 2.0))


@wp.kernel
def atomic_min(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    wp.atomic_min(out, i % 4, wp.sin(a[i] * 2.0))


@wp.kernel
def two_sums(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32), out1: wp.array(dtype=wp.float32)):
    i = wp.tid()
    wp.atomic_add(out, i % 4, wp.sin(a[i]))
    wp.atomic_add(out1, i % 8, a[i] * a[i])


@wp.kernel
def kinked(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = wp.abs(a[i] - 0.001) + a[i]


@wp.kernel
def large_offset(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = a[i] * 0.5 + 64.0  # outputs large beside their derivative: the rounding allowance dominates


@wp.kernel
def two_frequencies(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = wp.sin(a[i] * float(1 + 19 * (i % 2)))  # odd elements oscillate 20x faster: only the second step resolves them


# ----------------------------------------------------------------------------- read patterns of the sampled method
# (specs in tests/unit/stages/test_gradcheck_sampled.py)


@wp.kernel
def neighbour(a: wp.array(dtype=wp.float32), n: int, out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = wp.sin(a[i]) * square(a[wp.min(i + 1, n - 1)])


@wp.kernel
def vec_neighbour(a: wp.array(dtype=wp.float32), n: int, out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = wp.vec3(wp.sin(a[i]), square(a[wp.min(i + 1, n - 1)]), 2.0 * a[i])


@wp.kernel
def neighbour_wrong(a: wp.array(dtype=wp.float32), n: int, out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = wp.sin(a[i]) * square_wrong(a[wp.min(i + 1, n - 1)])  # planted: the neighbour's adjoint is 1.5x


@wp.kernel
def gather(
    a: wp.array(dtype=wp.float32), table: wp.array(dtype=wp.float32), idx: wp.array(dtype=wp.int32), out: wp.array(dtype=wp.float32)
):
    i = wp.tid()
    out[i] = a[i] * wp.sin(table[idx[i]]) + square(table[idx[i]])


@wp.kernel
def gather_wrong(
    a: wp.array(dtype=wp.float32), table: wp.array(dtype=wp.float32), idx: wp.array(dtype=wp.int32), out: wp.array(dtype=wp.float32)
):
    i = wp.tid()
    out[i] = a[i] * wp.sin(table[idx[i]]) + square_wrong(table[idx[i]])  # planted: the gathered value's adjoint


@wp.kernel
def grid(a: wp.array2d(dtype=wp.float32), out: wp.array2d(dtype=wp.float32)):
    i, j = wp.tid()
    out[i, j] = wp.sin(a[i, j]) * a[i, wp.min(j + 1, a.shape[1] - 1)] + 0.5 * a[i, j]


@wp.kernel
def grid_own(a: wp.array2d(dtype=wp.vec3), out: wp.array2d(dtype=wp.float32)):
    i, j = wp.tid()
    v = a[i, j]
    out[i, j] = wp.sin(v[0]) * square(v[1]) + float(i - j) * v[2]  # thread (i, j) reads element (i, j) alone


@wp.kernel
def grid_own_wrong(a: wp.array2d(dtype=wp.vec3), out: wp.array2d(dtype=wp.float32)):
    i, j = wp.tid()
    v = a[i, j]
    out[i, j] = wp.sin(v[0]) * square_wrong(v[1]) + float(i - j) * v[2]  # planted: v[1]'s adjoint


@wp.struct
class Particle:
    x: float
    v: wp.vec3


@wp.kernel
def particles(p: wp.array(dtype=Particle), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    q = p[i]
    out[i] = wp.cos(q.x) * wp.length(q.v)


@wp.kernel
def scatter_add(a: wp.array(dtype=wp.float32), idx: wp.array(dtype=wp.int32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    wp.atomic_add(out, idx[i], wp.sin(a[i]) * a[i])


@wp.kernel
def partial_write(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    if i % 2 == 0:
        out[i] = square(a[i + 1]) - a[i]  # odd elements keep their sentinel


# float64 kernels: the float64 gradient check (finer steps, eps 2^-52) and its planted faults.
@wp.func
def cube64(x: wp.float64):
    return x * x * x


@wp.func
def cube64_wrong(x: wp.float64):
    return x * x * x


@wp.func_grad(cube64_wrong)
def adj_cube64_wrong(x: wp.float64, adj_ret: wp.float64):
    wp.adjoint[x] += wp.float64(3.0001) * x * x * adj_ret  # planted: 3.3e-5 relative off


@wp.func
def cube64_float32(x: wp.float64):
    return x * x * x


@wp.func_grad(cube64_float32)
def adj_cube64_float32(x: wp.float64, adj_ret: wp.float64):
    wp.adjoint[x] += wp.float64(wp.float32(wp.float64(3.0) * x * x)) * adj_ret  # planted: a float32-strength adjoint


@wp.kernel
def correct64(a: wp.array(dtype=wp.float64), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = cube64(a[i]) + wp.tanh(a[i])


@wp.kernel
def wrong_adjoint64(a: wp.array(dtype=wp.float64), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = cube64_wrong(a[i]) + wp.tanh(a[i])


@wp.kernel
def float32_adjoint64(a: wp.array(dtype=wp.float64), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    out[i] = cube64_float32(a[i]) + wp.tanh(a[i])
