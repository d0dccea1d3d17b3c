"""float16 kernels for the half gradient check's tests (``tests/unit/stages/test_gradcheck_half.py``),
deliberately broken ones beside a correct one; each computes a * a + sin(a) in half, and
``twin`` is their float32 twin."""

import warp as wp


@wp.func
def square_h(x: wp.float16):
    return x * x


@wp.func
def square_h_off(x: wp.float16):
    return x * x


@wp.func_grad(square_h_off)
def adj_square_h_off(x: wp.float16, adj_ret: wp.float16):
    wp.adjoint[x] += wp.float16(2.2) * x * adj_ret  # planted: d(x*x)/dx is 2x, this is 10% off


@wp.func
def square_h_wrong(x: wp.float16):
    return x * x


@wp.func_grad(square_h_wrong)
def adj_square_h_wrong(x: wp.float16, adj_ret: wp.float16):
    wp.adjoint[x] += wp.float16(3.0) * x * adj_ret  # planted: 50% off


@wp.kernel
def half_correct(a: wp.array(dtype=wp.float16), out: wp.array(dtype=wp.float16)):
    i = wp.tid()
    out[i] = square_h(a[i]) + wp.sin(a[i])


@wp.kernel
def half_off(a: wp.array(dtype=wp.float16), out: wp.array(dtype=wp.float16)):
    i = wp.tid()
    out[i] = square_h_off(a[i]) + wp.sin(a[i])


@wp.kernel
def half_wrong(a: wp.array(dtype=wp.float16), out: wp.array(dtype=wp.float16)):
    i = wp.tid()
    out[i] = square_h_wrong(a[i]) + wp.sin(a[i])


@wp.kernel
def twin(a: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.float32)):
    i = wp.tid()
    out[i] = a[i] * a[i] + wp.sin(a[i])
