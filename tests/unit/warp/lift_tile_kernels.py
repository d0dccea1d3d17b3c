"""Real-looking Warp tile kernels for the tile lifter's tests (tests/unit/warp/test_lift_tiles.py),
written as Warp's own tile tests and examples write them. Not collected (no test_ prefix)."""

import warp as wp

TILE = 16
TM = 4
TN = 8


@wp.func
def soften(x: float) -> float:
    return x / (1.0 + wp.abs(x))


@wp.kernel
def tile_scale(a: wp.array[float], b: wp.array[float]):
    # tile index
    i = wp.tid()
    t = wp.tile_load(a, shape=TILE, offset=i * TILE)
    s = wp.tile_map(soften, t)
    wp.tile_store(b, 2.0 * s - t, offset=i * TILE)


@wp.kernel
def tile_row_sums(a: wp.array2d[float], rows: wp.array[float], total: wp.array[float]):
    i = wp.tid()
    t = wp.tile_load(a, shape=(TM, TN), offset=(i * TM, 0))
    r = wp.tile_sum(t, axis=1)
    wp.tile_store(rows, r, offset=i * TM)
    wp.tile_atomic_add(total, wp.tile_sum(t))


@wp.kernel
def tile_gemm(a: wp.array2d[float], b: wp.array2d[float], c: wp.array2d[float]):
    i, j = wp.tid()
    acc = wp.tile_zeros(shape=(TM, TM), dtype=float)
    for k in range(2):
        ta = wp.tile_load(a, shape=(TM, TN), offset=(i * TM, k * TN))
        tb = wp.tile_load(b, shape=(TN, TM), offset=(k * TN, j * TM))
        wp.tile_matmul(ta, tb, acc)
    wp.tile_store(c, acc, offset=(i * TM, j * TM))


@wp.kernel
def block_normalize(x: wp.array[float], out: wp.array[float]):
    i = wp.tid()
    v = x[i]
    t = wp.tile(v)
    s = wp.tile_sum(t)
    u = wp.tile_map(wp.sin, t)
    out[i] = wp.untile(u) + v / s[0]


@wp.kernel
def tile_counts(keys: wp.array[int], out: wp.array[int]):
    i, lane = wp.tid()
    t = wp.tile_load(keys, shape=TILE, offset=i * TILE)
    c = wp.tile_scan_inclusive(t)
    m = wp.tile_max(t)
    wp.tile_store(out, c + wp.tile_ones(shape=TILE, dtype=int) * m[0], offset=i * TILE)
    if lane == 0:
        out[i * TILE] = lane


@wp.kernel
def tile_slices(a: wp.array3d[float], out: wp.array2d[float]):
    i = wp.tid()
    t = wp.tile_load(a[i], shape=(TM, TN))
    wp.tile_store(out[i], wp.tile_sum(t, axis=0))


@wp.kernel
def tile_points(p: wp.array[wp.vec3], out: wp.array[wp.vec3]):
    i = wp.tid()
    t = wp.tile_load(p, shape=TILE, offset=i * TILE)
    wp.tile_store(out, t, offset=i * TILE)


@wp.kernel
def tile_gemm_f64(a: wp.array2d[wp.float64], b: wp.array2d[wp.float64], c: wp.array2d[wp.float64]):
    i, j = wp.tid()
    ta = wp.tile_load(a, shape=(TM, TN), offset=(i * TM, 0))
    tb = wp.tile_load(b, shape=(TN, TM), offset=(0, j * TM))
    tc = wp.tile_matmul(ta, tb)
    wp.tile_store(c, tc + wp.tile_ones(shape=(TM, TM), dtype=wp.float64), offset=(i * TM, j * TM))


@wp.kernel
def tile_transpose_vec2(x: wp.array2d[wp.vec2f], y: wp.array2d[wp.vec2f]):
    # as Warp's FFT examples transpose a complex array, tile by tile
    i, j = wp.tid()
    t = wp.tile_load(x, shape=(TM, TM), offset=(i * TM, j * TM), storage="shared")
    wp.tile_store(y, wp.tile_transpose(t), offset=(j * TM, i * TM))


@wp.kernel
def tile_vec_ops(
    p: wp.array[wp.vec3],
    q: wp.array[wp.vec3],
    s: float,
    out: wp.array[wp.vec3],
    total: wp.array[wp.vec3],
    inverse: wp.array[float],
    scaled: wp.array[wp.vec3],
):
    i = wp.tid()
    a = wp.tile_load(p, shape=TILE, offset=i * TILE)
    b = wp.tile_load(q, shape=TILE, offset=i * TILE)
    c = a * s - 2.0 * b
    c += wp.tile_map(wp.normalize, -a) / s
    wp.tile_store(out, c, offset=i * TILE)
    w = 1.0 / wp.tile_map(wp.length, b)
    wp.tile_store(inverse, w / s, offset=i * TILE)
    wp.tile_store(scaled, w * a + b * w / wp.tile_map(wp.length, a), offset=i * TILE)
    wp.tile_atomic_add(total, wp.tile_zeros(shape=TILE, dtype=wp.vec3) + a, offset=0)


@wp.struct
class Particle:
    x: wp.float32
    v: wp.vec3


@wp.func
def kick(p: Particle, dv: Particle) -> Particle:
    out = Particle()
    out.x = p.x + dv.x
    out.v = p.v * wp.float32(2.0) + dv.v
    return out


@wp.func
def energy(p: Particle) -> float:
    return p.x + p.v[0] * p.v[0] + p.v[1] - p.v[2]


@wp.kernel
def tile_particles(ps: wp.array[Particle], out: wp.array[Particle], loss: wp.array[float], acc: wp.array[Particle]):
    i = wp.tid()
    a = wp.tile_load(ps, shape=TILE, offset=i * TILE)
    dv = Particle()
    dv.x = wp.float32(0.5)
    dv.v = wp.vec3(1.0, 2.0, 3.0)
    b = wp.tile_map(kick, a, dv)
    wp.tile_store(out, b, offset=i * TILE)
    e = wp.tile_map(energy, b)
    wp.tile_store(loss, wp.tile_sum(e), offset=i)
    wp.tile_atomic_add(acc, a, offset=0)


@wp.kernel
def tile_vec_sum(p: wp.array[wp.vec3], out: wp.array[wp.vec3]):
    i = wp.tid()
    t = wp.tile_load(p, shape=TILE, offset=i * TILE)
    wp.tile_store(out, wp.tile_sum(t), offset=i)


@wp.kernel
def tile_particle_sums(ps: wp.array[Particle], out: wp.array[Particle]):
    i = wp.tid()
    a = wp.tile_load(ps, shape=TILE, offset=i * TILE)
    b = wp.tile_zeros(shape=TILE, dtype=Particle) - a
    b += a + a
    wp.tile_store(out, b - wp.tile_map(kick, a, a), offset=i * TILE)


@wp.kernel
def tile_half(a: wp.array[wp.float16], b: wp.array[wp.float16], out: wp.array[wp.float16]):
    i = wp.tid()
    x = wp.tile_load(a, shape=TILE, offset=i * TILE)
    y = wp.tile_load(b, shape=TILE, offset=i * TILE)
    z = x * y - wp.tile_ones(shape=TILE, dtype=wp.float16)
    z += -x
    wp.tile_store(out, z / y, offset=i * TILE)


@wp.kernel
def tile_views(a: wp.array2d[float], rows: wp.array2d[float], rev: wp.array[float], col: wp.array[float]):
    i = wp.tid()
    t = wp.tile_load(a, shape=(TM, TN), offset=(i * TM, 0))
    wp.tile_store(rows, t[1:3, ::2] * 2.0, offset=(i * 2, 0))
    r = t[-1]
    wp.tile_store(rev, r[::-1][1:], offset=i * (TN - 1))
    wp.tile_store(col, wp.tile_map(wp.abs, t[:, 5]), offset=i * TM)


@wp.kernel
def tile_rows_loop(a: wp.array2d[float], out: wp.array2d[float]):
    # as Warp's tile view test copies a tile row by row: the row is the unrolled loop's variable
    t = wp.tile_load(a, shape=(TM, TN))
    for r in range(TM):
        wp.tile_store(out[r], t[r])


@wp.kernel
def tile_assign_parts(a: wp.array[float], out: wp.array[float]):
    i = wp.tid()
    dst = wp.tile_full(shape=TILE, value=-1.0, dtype=float, storage="shared")
    src = wp.tile_load(a, shape=TM, offset=i * TM)
    wp.tile_assign(dst, src, offset=(2,))
    wp.tile_assign(dst, src * 2.0, offset=(10,))
    wp.tile_store(out, dst, offset=i * TILE)


@wp.kernel
def tile_wide_axis_sum(x: wp.array2d(dtype=float), y: wp.array(dtype=float)):
    a = wp.tile_load(x, shape=(2, 4608), storage="shared")  # 36 KiB, and 18 KiB of column sums
    wp.tile_store(y, wp.tile_sum(a, axis=0))


@wp.kernel
def tile_axis_sum_at_the_limit(x: wp.array2d(dtype=float), y: wp.array(dtype=float)):
    a = wp.tile_load(x, shape=(2, 4096), storage="shared")  # with its column sums: 48 KiB exactly
    wp.tile_store(y, wp.tile_sum(a, axis=0))
