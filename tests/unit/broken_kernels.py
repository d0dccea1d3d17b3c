"""Deliberately broken kernels for the gradient check's own tests (a module of their own, as in Warp's tests).

Each kernel takes ``a: array(float32)`` and writes ``out``; the matching specs are in
``tests/unit/test_gradcheck.py``.
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
def kinked(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = wp.abs(a[i] - 0.001) + a[i]
