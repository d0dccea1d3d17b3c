"""Real-looking Warp kernels for the lifter's tests (tests/unit/warp/test_lift.py): a file of its
own, since Warp reads a kernel's source from its file. Not collected (no test_ prefix)."""

from typing import Any

import warp as wp

GAIN = wp.constant(0.5)


@wp.func
def soft(x: float) -> float:
    return x / (1.0 + wp.abs(x))


@wp.kernel
def damp(x: wp.array(dtype=float), v: wp.array(dtype=wp.vec3), k: float, out: wp.array(dtype=wp.vec3)):
    tid = wp.tid()
    s = x[tid] - k
    if s > 0.0:
        s = s * GAIN
    n = int(s * 10.0)
    out[tid] = v[tid] * soft(s) + wp.vec3(float(n), 0.0, 0.0)
    x[tid] = s


@wp.kernel
def histogram(values: wp.array(dtype=int), bins: int, counts: wp.array(dtype=int)):
    i = wp.tid()
    wp.atomic_add(counts, values[i] % bins, 1)


@wp.kernel
def blur(a: wp.array2d(dtype=float), b: wp.array2d(dtype=float)):
    i, j = wp.tid()
    total = 0.0
    for d in range(-1, 2):
        jj = wp.clamp(j + d, 0, a.shape[1] - 1)
        total += a[i, jj]
    b[i, j] = total / 3.0


@wp.kernel
def probe(points: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    i = wp.tid()
    p = points[i]
    acc = 0.0
    for k in range(3):
        acc += p[k] * p[k]  # a component chosen by the loop variable (Warp unrolls the loop, the model keeps it)
    out[i] = acc


@wp.func
def ramp(x: float, lo: float, hi: float) -> float:
    return wp.clamp((x - lo) / (hi - lo), 0.0, 1.0)


@wp.kernel
def keywords(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = ramp(a[i], hi=0.5, lo=-0.5) + wp.clamp(a[i], low=-0.25, high=0.25) + wp.abs(a[i]) ** 1.5


@wp.kernel
def last_bin(values: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    wp.atomic_add(out, -1, values[i])  # Warp counts a negative index from the end


@wp.func
def neighbour_mean(x: wp.array(dtype=float), i: int, n: int) -> float:
    return 0.5 * (x[i] + x[wp.min(i + 1, n - 1)])


@wp.func
def tally(counts: wp.array(dtype=int), bin: int) -> int:
    wp.atomic_add(counts, bin, 1)
    return bin


@wp.func
def put(out: wp.array(dtype=wp.vec3), i: int, v: wp.vec3) -> float:
    out[i] = v
    return v[0]


@wp.func
def put_twice(out: wp.array(dtype=wp.vec3), i: int, v: wp.vec3) -> float:
    return put(out, i, v + v)  # stores through the function it passes the array to


@wp.kernel
def gather(x: wp.array(dtype=float), n: int, counts: wp.array(dtype=int), out: wp.array(dtype=wp.vec3), sums: wp.array(dtype=float)):
    i = wp.tid()
    m = neighbour_mean(x, i, n)
    b = tally(counts, i % 3)
    sums[i] = put_twice(out, i, wp.vec3(m, float(b), 0.0))


@wp.kernel
def triangle_areas(points: wp.array(dtype=wp.vec3), tris: wp.array(dtype=wp.vec3i), offset: wp.vec3i, areas: wp.array(dtype=float), corners: wp.array(dtype=wp.vec3i)):
    t = wp.tid()
    tri = tris[t]
    a = points[tri[0]]
    b = points[tri.y]
    c = points[tri[2]]
    areas[t] = 0.5 * wp.length(wp.cross(b - a, c - a))
    corners[t] = tri + offset - wp.vec3i(1, 1, 1)


@wp.func
def min_max(a: float, b: float):
    return wp.min(a, b), wp.max(a, b)


@wp.kernel
def order_pairs(a: wp.array(dtype=float), b: wp.array(dtype=float), lo: wp.array(dtype=float), hi: wp.array(dtype=float)):
    i = wp.tid()
    x, y = a[i], b[i]
    small, large = min_max(x, y)
    lo[i] = small
    hi[i] = large


@wp.kernel
def jitter(seed: int, x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    state = wp.rand_init(seed, i)
    out[i] = x[i] + 0.1 * wp.randf(state) + wp.randn(state)


@wp.func
def lookup(f: wp.array2d(dtype=float), x: int, y: int) -> float:
    return f[wp.clamp(x, 0, f.shape[0] - 1), wp.clamp(y, 0, f.shape[1] - 1)]


@wp.func
def bilinear(f: wp.array2d(dtype=float), x: float, y: float) -> float:
    lx = int(wp.floor(x))
    ly = int(wp.floor(y))
    s0 = wp.lerp(lookup(f, lx, ly), lookup(f, lx + 1, ly), x - float(lx))
    s1 = wp.lerp(lookup(f, lx, ly + 1), lookup(f, lx + 1, ly + 1), x - float(lx))
    return wp.lerp(s0, s1, y - float(ly))


@wp.kernel
def advect(src: wp.array2d(dtype=float), vel: wp.array2d(dtype=wp.vec2), dst: wp.array2d(dtype=float)):
    i, j = wp.tid()
    v = vel[i, j]
    dst[i, j] = bilinear(src, float(i) - v[0], float(j) - v[1])


@wp.kernel
def spring_forces(x: wp.array(dtype=float), k: float, f: wp.array(dtype=float)):
    i = wp.tid()
    j = (i + 1) % x.shape[0]
    d = x[j] - x[i]
    d /= 2.0
    wp.atomic_add(f, i, k * d)
    wp.atomic_sub(f, j, k * d)
    f[i] -= 0.5 * d


@wp.func
def find_row(offsets: wp.array(dtype=int), row_count: int, entry: int) -> int:
    if not offsets:
        return 0
    return wp.where(entry < offsets[row_count], wp.lower_bound(offsets, 0, row_count + 1, entry + 1), 0) - 1


@wp.func
def row_end(offsets: wp.array(dtype=int), counts: wp.array(dtype=int), row: int) -> int:
    if counts:
        return offsets[row] + counts[row]
    return offsets[row + 1]


@wp.kernel
def scale_rows(offsets: wp.array(dtype=int), counts: wp.array(dtype=int), row_count: int, scale: wp.array(dtype=float), x: wp.array(dtype=float)):
    i = wp.tid()
    row = find_row(offsets, row_count, i)
    if row >= 0 and counts and i < row_end(offsets, counts, row):
        x[i] = x[i] * scale[row]


@wp.kernel
def claim_slots(counts: wp.array(dtype=int), counter: wp.array(dtype=int), total: wp.array(dtype=float), out: wp.array(dtype=int)):
    tid = wp.tid()
    slot = wp.atomic_add(counter, 0, counts[tid])
    for k in range(counts[tid]):
        out[slot + k] = tid * 10 + k
    before = wp.atomic_add(total, 0, float(counts[tid]))
    if before > 100.0:
        out[slot] = -1


@wp.kernel
def masked_copy(src: wp.array(dtype=float), mask: wp.array(dtype=int), weights: wp.array2d(dtype=float), dst: wp.array(dtype=float)):
    i = wp.tid()
    if mask and mask[i] == 0:
        return
    w = 1.0
    if weights:
        w = weights[i, 0]
    elif weights.shape[0] == 0:
        w = 2.0
    dst[i] = src[i] * w


@wp.func
def bump(counts: wp.array(dtype=int), slot: int, by: int):
    if by == 0:
        return
    wp.atomic_add(counts, slot, by)


@wp.func
def clipped(x: float) -> float:
    return wp.min(x, 1.0)


@wp.kernel
def tally_signs(x: wp.array(dtype=float), counts: wp.array(dtype=int), clip: wp.array(dtype=float)):
    i = wp.tid()
    bump(counts, wp.where(x[i] < 0.0, 0, 1), i % 3)
    clipped(x[i])  # a value dropped: Warp still calls it
    clip[i] = clipped(x[i] * 2.0)


@wp.kernel
def row_sums(m: wp.array(dtype=wp.mat33), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    acc = wp.vec3()
    for r in range(3):
        acc = acc + m[i][r]  # a matrix's row chosen at run time: not in the model
    out[i] = acc


@wp.kernel
def pick(cells: wp.array(dtype=wp.vec3i), axis: wp.array(dtype=int), m: wp.array(dtype=wp.mat22d), out: wp.array(dtype=float)):
    i = wp.tid()
    a = axis[i]
    out[i] = float(cells[i][a]) + float(m[i][a, 1 - a])


@wp.kernel
def nudge(values: wp.array(dtype=wp.vec3), frames: wp.array(dtype=wp.mat22), src: wp.array(dtype=float), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    values[i].y = src[i] * 2.0
    frames[i][1, 0] = src[i]
    out[i] = values[i] + wp.vec3(frames[i][1, 0], 0.0, 0.0)


@wp.kernel
def extend_rows(first: int, offsets: wp.array(dtype=int)):
    row = first + 1 + wp.tid()
    offsets[row] = offsets[first] + wp.tid()


@wp.func
def row_of(offsets: wp.array(dtype=int), rows: int, entry: int) -> int:
    return wp.lower_bound(offsets, 0, rows + 1, entry + 1) - 1


@wp.func
def row_of(offsets: wp.array(dtype=int), rows: int, entry: int, counts: wp.array(dtype=int)) -> int:  # noqa: F811 (Warp's overload)
    row = row_of(offsets, rows, entry)
    if counts and row >= 0 and entry >= offsets[row] + counts[row]:
        row = -1
    return row


@wp.kernel
def entry_rows(offsets: wp.array(dtype=int), counts: wp.array(dtype=int), rows: int, out: wp.array(dtype=int)):
    i = wp.tid()
    out[i] = row_of(offsets, rows, i, counts) * 100 + row_of(offsets, rows, i)


SCALE64 = wp.constant(wp.float64(6.283185307179586))


@wp.func
def doubled(x: wp.float64) -> wp.float64:
    return x * wp.float64(2.0)


@wp.kernel
def aliased(values: wp.array(dtype=wp.float64), out: wp.array(dtype=wp.float64)):
    i = wp.tid()
    f = doubled
    out[i] = -SCALE64 * f(values[i])


@wp.kernel
def flags(counts: wp.array(dtype=int), weights: wp.array(dtype=float), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    n = counts[i]
    w = weights[i]
    if n and w:
        out[i] = wp.vec3(w * 2.0)
    elif not n:
        v = float(n) + 1.0
        out[i] = wp.vec3(v)


@wp.kernel
def poses(p: wp.array(dtype=wp.vec3), angle: wp.array(dtype=float), out: wp.array(dtype=wp.transform)):
    i = wp.tid()
    h = angle[i] * 0.5
    q = wp.quaternion(0.0, 0.0, wp.sin(h), wp.cos(h), dtype=float)
    out[i] = wp.transformation(p[i], q)


@wp.kernel
def rotate(m: wp.array(dtype=wp.mat33), v: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3), bad: wp.array(dtype=int)):
    i = wp.tid()
    r = wp.mul(m[i], m[i])
    out[i] = r * v[i]
    bad[i] = int(wp.isnan(out[i][0])) + 2 * int(wp.isinf(out[i][1]))


vec6 = wp.types.vector(length=6, dtype=float)


@wp.func
def twist_dot(a: vec6, b: wp.spatial_vector) -> float:
    return wp.dot(a, b)


@wp.kernel
def twists(a: wp.array(dtype=vec6), b: wp.array(dtype=wp.spatial_vector), out: wp.array(dtype=vec6), power: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = a[i] + b[i] * 2.0
    power[i] = twist_dot(a[i], b[i])


@wp.func
def twice(x: Any):
    return x + x


@wp.kernel
def use_generic(a: wp.array(dtype=float), n: wp.array(dtype=int), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = twice(a[i]) + float(twice(n[i]))


@wp.struct
class Wind:
    direction: wp.vec3
    strength: float


@wp.kernel
def blow(wind: Wind, v: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = v[i] + wind.direction * wind.strength


@wp.kernel
def gate(on: bool, mask: wp.array(dtype=wp.bool), x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    if on and mask[i]:
        out[i] = x[i]
    else:
        out[i] = -x[i]


@wp.kernel
def truthy(x: wp.array(dtype=float), n: wp.array(dtype=int), out: wp.array(dtype=int)):
    i = wp.tid()
    out[i] = int(wp.bool(x[i])) + 2 * int(bool(n[i]))


@wp.kernel
def nudge_locals(x: wp.array(dtype=float), out: wp.array(dtype=wp.vec3), frames: wp.array(dtype=wp.mat22)):
    i = wp.tid()
    v = wp.vec3(x[i], 1.0, 2.0)
    v.y += x[i]
    v[2] *= 0.5
    m = wp.mat22(1.0, 2.0, 3.0, 4.0)
    m[1, 0] -= x[i]
    out[i] = v
    frames[i] = m


@wp.func
def flag_axis(ijk: wp.vec3i, axis: int):
    coord = ijk[axis]
    ijk[axis] = wp.where(coord < 0, coord & (~1024), coord | 1024)
    return ijk


@wp.kernel
def cell_faces(cells: wp.array(dtype=wp.vec3i), faces: wp.array2d(dtype=wp.vec3i), weights: wp.array(dtype=wp.mat22)):
    c = wp.tid()
    ijk = cells[c]
    for a in range(3):
        faces[c, a] = flag_axis(ijk, a)
    w = weights[c]
    k = c % 2
    w[k, 1 - k] = 0.0
    weights[c] = w


@wp.kernel
def twist_parts(w: wp.array(dtype=wp.vec3), v: wp.array(dtype=wp.vec3), axis: wp.array(dtype=int), out: wp.array(dtype=wp.spatial_vector), pick: wp.array(dtype=float)):
    i = wp.tid()
    t = wp.spatial_vector(w[i], v[i])
    k = axis[i]
    pick[i] = t[k] + t[5 - k]
    t[k] = 0.0
    out[i] = t + wp.spatial_vector(1.0, 2.0, 3.0, 4.0, 5.0, 6.0)


# Assertion kernels, as Warp's own tests write them (warp/tests/test_codegen.py): their only effect
# may be an expectation's message (tests/unit/warp/test_lift_expect.py).
@wp.kernel
def count_up(n: int):
    i = int(0)  # noqa: UP018 (Warp: a variable the loop changes, not a constant)
    total = float(0.0)  # noqa: UP018
    while i < n:
        i = i + 1
        total += float(i)
    wp.expect_eq(i, n)
    wp.expect_eq(total, float(n * (n + 1) / 2))
    wp.expect_neq(wp.vec3(total, 1.0, 2.0), wp.vec3(0.0))


@wp.kernel
def check_lengths(points: wp.array2d(dtype=wp.vec3), lengths: wp.array2d(dtype=float)):
    i, j = wp.tid()
    p = points[i, j]
    length = wp.length(p)
    lengths[i, j] = length
    wp.expect_near(length * length, wp.dot(p, p), 1.0e-6)
    if length > 0.5:
        wp.expect_eq(wp.normalize(p) * length, p)  # fails where rounding differs: Warp prints it and goes on


@wp.kernel
def check_transposes(frames: wp.array(dtype=wp.mat22), scale: float):
    tid = wp.tid()
    m = frames[tid]
    wp.expect_eq(wp.transpose(wp.transpose(m)), m)
    wp.expect_eq(m * scale, scale * m)
    wp.expect_neq(tid, -1)


@wp.kernel
def count_with_pass(n: int):
    i = int(0)  # noqa: UP018
    while i < n:
        if i < 0:
            pass  # an empty body: the model printed back says pass
        else:
            i = i + 1
    wp.expect_eq(i, n)


# Vectors and matrices of shapes Warp has no name for (tests/unit/warp/test_lift_shapes.py).
vec5 = wp.types.vector(length=5, dtype=float)
vec5d = wp.types.vector(length=5, dtype=wp.float64)
mat32 = wp.types.matrix(shape=(3, 2), dtype=float)
mat66 = wp.types.matrix(shape=(6, 6), dtype=float)
mat23d = wp.types.matrix(shape=(2, 3), dtype=wp.float64)


@wp.kernel
def five(a: wp.array(dtype=vec5), b: wp.array(dtype=vec5), k: wp.array(dtype=int), out: wp.array(dtype=vec5), s: wp.array(dtype=float)):
    i = wp.tid()
    v = a[i] + b[i] * 2.0
    w = wp.cw_mul(v, a[i]) - b[i] / 3.0
    w[4] = v[k[i]]
    out[i] = wp.normalize(w) + vec5(1.0, 2.0, 3.0, 4.0, -v[0])
    s[i] = wp.dot(v, w) + wp.length(a[i])


@wp.kernel
def five_doubles(a: wp.array(dtype=vec5d), b: wp.array(dtype=vec5d), out: wp.array(dtype=vec5d), s: wp.array(dtype=wp.float64)):
    i = wp.tid()
    v = a[i] - b[i] * wp.float64(0.5)
    out[i] = -v
    s[i] = wp.dot(v, b[i]) + v[3]


@wp.kernel
def shapes(m: wp.array(dtype=mat32), x: wp.array(dtype=wp.vec2), big: wp.array(dtype=mat66), y: wp.array(dtype=wp.spatial_vector),
           out: wp.array(dtype=wp.vec3), t: wp.array(dtype=wp.types.matrix(shape=(2, 3), dtype=float)), z: wp.array(dtype=wp.spatial_vector)):  # fmt: skip
    i = wp.tid()
    out[i] = m[i] @ x[i] + wp.vec3(m[i][2, 1], 0.0, 0.0)
    t[i] = wp.transpose(m[i] + m[i] * 0.5)
    z[i] = big[i] @ y[i] - y[i]


@wp.kernel
def shapes_doubles(m: wp.array(dtype=mat23d), x: wp.array(dtype=wp.vec3d), out: wp.array(dtype=wp.vec2d), n: wp.array(dtype=mat23d)):
    i = wp.tid()
    out[i] = m[i] @ x[i]
    n[i] = m[i] + m[i]


@wp.kernel
def poses_doubles(q: wp.array(dtype=wp.quatd), p: wp.array(dtype=wp.vec3d), angle: wp.array(dtype=wp.float64),
                  moved: wp.array(dtype=wp.vec3d), frames: wp.array(dtype=wp.transformd), turned: wp.array(dtype=wp.quatd),
                  rows: wp.array(dtype=wp.mat33d)):  # fmt: skip
    i = wp.tid()
    r = wp.quat_from_axis_angle(wp.vec3d(wp.float64(0.0), wp.float64(0.6), wp.float64(0.8)), angle[i])
    qr = q[i] * r
    t = wp.transformd(p[i], qr)
    moved[i] = wp.transform_point(t, p[i]) + wp.quat_rotate_inv(qr, p[i])
    frames[i] = t * wp.transform_inverse(t)
    turned[i] = wp.quat_inverse(qr) * wp.float64(2.0)
    rows[i] = wp.quat_to_matrix(wp.normalize(q[i]))


vec5h = wp.types.vector(length=5, dtype=wp.float16)


# What the model does not hold (test_lift_shapes.py: refused, each with its label).
mat_a3 = wp.types.matrix(shape=(10, 3), dtype=float)


@wp.kernel
def half_axis(axis: wp.array(dtype=wp.vec3h), angle: wp.array(dtype=wp.float16), out: wp.array(dtype=wp.quath)):
    i = wp.tid()
    out[i] = wp.quat_from_axis_angle(axis[i], angle[i])


@wp.kernel
def tall(a: wp.array(dtype=mat_a3)):
    a[wp.tid()] = a[wp.tid()]


@wp.kernel
def product(a: wp.array(dtype=mat32), b: wp.array(dtype=wp.types.matrix(shape=(2, 3), dtype=float)), c: wp.array(dtype=wp.mat33)):
    i = wp.tid()
    c[i] = a[i] @ b[i]


@wp.kernel
def outer_shapes(a: wp.array(dtype=wp.vec3), b: wp.array(dtype=wp.vec2), c: wp.array(dtype=mat32)):
    i = wp.tid()
    c[i] = wp.outer(a[i], b[i])


@wp.kernel
def accumulate(q: wp.array(dtype=wp.quatd), v: wp.array(dtype=vec5), m: wp.array(dtype=mat32), out: wp.array(dtype=vec5), frac: wp.array(dtype=mat32), turned: wp.array(dtype=wp.quatd)):  # fmt: skip
    i = wp.tid()
    total = v[i]
    total += v[i] * 0.5
    total -= 2.0 / v[i]
    out[i] = total
    frac[i] = 1.5 / m[i]
    turned[i] = wp.float64(2.0) / q[i]


@wp.kernel
def matrix_point(m: wp.array(dtype=wp.mat44), p: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = wp.transform_point(m[i], p[i])


@wp.kernel
def five_halves(a: wp.array(dtype=vec5h), b: wp.array(dtype=vec5h), out: wp.array(dtype=vec5h), s: wp.array(dtype=wp.float16)):
    i = wp.tid()
    v = a[i] + b[i] * wp.float16(2.0)
    out[i] = wp.cw_mul(v, a[i]) - b[i]
    s[i] = wp.dot(v, b[i]) + wp.length(a[i]) + v[4]


@wp.kernel
def poses_halves(q: wp.array(dtype=wp.quath), r: wp.array(dtype=wp.quath), p: wp.array(dtype=wp.vec3h), s: wp.array(dtype=wp.float16),
                 moved: wp.array(dtype=wp.vec3h), frames: wp.array(dtype=wp.transformh), turned: wp.array(dtype=wp.quath), size: wp.array(dtype=wp.float16)):  # fmt: skip
    i = wp.tid()
    qr = q[i] * r[i]
    t = wp.transformh(p[i], wp.normalize(qr))
    moved[i] = wp.transform_point(t, p[i]) + wp.quat_rotate_inv(qr, p[i])
    frames[i] = t * wp.transform_inverse(t)
    turned[i] = (wp.quat_inverse(qr) + q[i] * s[i] - r[i] / s[i]) * wp.float16(2.0)
    size[i] = wp.length(qr) + wp.dot(q[i], r[i]) + qr[3]


@wp.kernel
def frames_huber(a: wp.array(dtype=wp.vec3), b: wp.array(dtype=wp.vec3), d: wp.array(dtype=float), m: wp.array(dtype=wp.mat33), loss: wp.array(dtype=float)):
    i = wp.tid()
    m[i] = wp.matrix_from_cols(a[i], b[i], a[i] - b[i]) + wp.matrix_from_rows(b[i], a[i], a[i])
    loss[i] = wp.norm_huber(a[i] - b[i], d[i]) + wp.norm_pseudo_huber(b[i], d[i])


@wp.kernel
def two_columns(a: wp.array(dtype=wp.vec3), m: wp.array(dtype=mat32)):
    i = wp.tid()
    m[i] = wp.matrix_from_cols(a[i], a[i] * 2.0)  # a mat32: the table's helper is square


@wp.kernel
def smallest_component(a: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.min(a[i])  # Warp's reduction of one vector: the table's min takes two


@wp.kernel
def whole_draw(seed: int, out: wp.array(dtype=int)):
    i = wp.tid()
    state = wp.rand_init(seed, i)
    out[i] = wp.randi(state)  # a whole int32: the table's randi draws in [lo, hi)


@wp.kernel
def count_threads(out: wp.array(dtype=float), val: float):
    wp.atomic_add(out, 0, val)  # no thread index read: every thread of a 2-D launch still adds


@wp.kernel
def precise_constants(out: wp.array(dtype=wp.float64)):
    v = wp.vec3d(1.1111111111111111, wp.PI, -2.0000000005)  # Warp keeps each number at full precision
    out[0] = v[0]
    out[1] = v[1]
    out[2] = v[2]


@wp.kernel
def half_counts(h: wp.float16, out: wp.array(dtype=wp.float16)):
    v = wp.vec3h(1, h, 0.1)  # the numbers rounded to half, not their bits
    out[0] = v[0] + v[1] + v[2]


@wp.kernel
def half_tally(h: wp.array(dtype=wp.float16), out: wp.array(dtype=wp.float16), whole: wp.array(dtype=wp.int8), wide: wp.array(dtype=wp.float64)):
    i = wp.tid()
    s = wp.float16(h[i])  # a half of a half: the value itself
    s += h[i]  # in place on a half: rounded once, as Warp's
    out[i] = s
    whole[i] = wp.int8(s)  # a half to another type: through the float it holds
    wide[i] = wp.float64(s)


def expecting(constant: int):
    """A factory's kernel: one key for every constant (test_compile_consts' closure_kernel_fn)."""

    def closure_check(expected: int):
        wp.expect_eq(constant, expected)

    return wp.Kernel(func=closure_check)
