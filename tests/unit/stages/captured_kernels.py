"""Kernels launched under the recorder by ``test_captured_gradcheck.py`` itself (beside the fixture
module's): a vector output, two inputs of which the adjoint moves one while the loss moves neither,
a reciprocal (infinite where its input is 0) beside a finite output, two inputs of which the loss moves one by a
little while every adjoint is 0, one input that moves the loss by a little at some elements only, and
a kink at one captured element; and adjoints Warp gets wrong (frac of an input, mod by an input,
eigenvectors at a repeated eigenvalue, a component of a local overwritten, tile_max, tile_reduce and a
tile scan of floats) beside ones it gets right (a mod of integers, components written into a local of
constants, a tile sum beside an integer tile's max); and a sum whose inputs' contributions all have one
sign and a product with a fallback off the inputs' equality (their rounding allowance stays 32 ulps of
|out|)."""

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


@wp.kernel
def reciprocal(x: wp.array(dtype=float), y: wp.array(dtype=float), twice: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = 1.0 / x[i]
    twice[i] = 2.0 * x[i]


@wp.func
def tiny(x: float):
    return 1.0e-6 * x


@wp.func_grad(tiny)
def adj_tiny(x: float, adj_ret: float):
    wp.adjoint[x] += 0.0 * adj_ret  # zero where the loss moves by 1e-6: within atol


@wp.kernel
def tiny_pair(x: wp.array(dtype=float), z: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = tiny(x[i]) + float(int(z[i]))


@wp.kernel
def tiny_some(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = tiny(x[i]) * float(int(2.0 * x[i]))  # moves (by 1e-6) only where x >= 0.5; every adjoint 0


@wp.kernel
def one_kink(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = wp.abs(x[i] - 0.5)  # a kink where x is 0.5


@wp.kernel
def fractional(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = wp.frac(x[i] * 4.0) + x[i]  # derivative 5; Warp's adjoint 1 (frac's left out)


@wp.kernel
def modulo(x: wp.array(dtype=float), z: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = wp.mod(x[i] * 4.0, z[i])  # d/dz = -trunc(4x / z), at least 1 here; Warp's adjoint of z is 0


@wp.kernel
def int_modulo(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = x[i] * float(wp.mod(i, 3)) + x[i]  # a mod of integers: nothing of Warp's is left out


@wp.kernel
def eigenvectors(m: wp.array(dtype=wp.mat33), q: wp.array(dtype=wp.mat33)):
    i = wp.tid()
    vectors, values = wp.eig3(m[i])
    q[i] = vectors * values[0]


@wp.kernel
def inverse_diagonal(m: wp.array(dtype=wp.mat33), d: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = wp.get_diag(m[i])
    for k in range(3):
        v[k] = 1.0 / v[k]  # Warp passes the write's adjoint to the overwritten v[k] too
    d[i] = v


@wp.kernel
def diagonal_into_constants(m: wp.array(dtype=wp.mat33), d: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    v = wp.vec3(0.0, 0.0, 0.0)
    for k in range(3):
        v[k] = 1.0 / m[i][k, k]  # over a constant: Warp's adjoint is right
    d[i] = v


@wp.kernel
def to_world(volume: wp.uint64, p: wp.array(dtype=wp.vec3), y: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    y[i] = wp.volume_index_to_world(volume, p[i])  # Warp's adjoint applies the grid's map, not its transpose


@wp.kernel
def tile_largest(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    t = wp.tile_load(x, shape=8)
    wp.tile_store(y, wp.tile_max(t))  # Warp's adjoint of tile_max is left out: 0 at the largest element


@wp.kernel
def tile_column_products(x: wp.array2d(dtype=float), y: wp.array(dtype=float)):
    t = wp.tile_load(x, shape=(2, 4))
    wp.tile_store(y, wp.tile_reduce(wp.mul, t, axis=0))  # left out for every operator: 0


@wp.kernel
def tile_running_sum(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    t = wp.tile_load(x, shape=8)
    wp.tile_store(y, wp.tile_scan_inclusive(t))  # left out: 0 where element k moves every output from k on


@wp.kernel
def tile_total_beside_int_max(x: wp.array(dtype=float), k: wp.array(dtype=int), y: wp.array(dtype=float), top: wp.array(dtype=int)):
    wp.tile_store(y, wp.tile_sum(wp.tile_load(x, shape=8)))  # tile_sum's adjoint is Warp's own, and right
    wp.tile_store(top, wp.tile_max(wp.tile_load(k, shape=8)))  # an integer tile: nothing to differentiate


@wp.kernel
def positive_sum(a: wp.array(dtype=float), b: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = a[i] * b[i] + 2.0 * a[i] + wp.exp(b[i])  # every input's contribution has one sign: nothing cancels


@wp.kernel
def equal_or_fallback(a: wp.array(dtype=float), b: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    if a[i] == b[i]:  # a test no move of one input alone passes, as Warp's LDL^T tests a block for symmetry
        y[i] = a[i] * b[i]
    else:
        y[i] = 1000.0  # its fallback, the identity there
