"""Kernels launched under the recorder by ``test_captured_gradcheck.py`` itself (beside the fixture
module's): a vector output, and two inputs of which the adjoint moves one while the loss moves neither."""

import warp as wp


@wp.kernel
def spread(x: wp.array(dtype=float), y: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    y[i] = wp.vec3(wp.sin(x[i]), x[i] * x[i], 2.0 * x[i])


@wp.func
def floor_tiny(x: float):
    return float(int(x))


@wp.func_grad(floor_tiny)
def adj_floor_tiny(x: float, adj_ret: float):
    wp.adjoint[x] += 1.0e-6 * adj_ret  # a nonzero adjoint where the loss is flat: within atol of 0


@wp.kernel
def flat_pair(x: wp.array(dtype=float), z: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = floor_tiny(x[i]) + float(int(z[i]))
