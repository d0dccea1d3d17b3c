"""Real-looking Warp kernels for the lifter's small constructs (tests/unit/warp/test_lift_tail.py):
module constants that are not plain numbers, lerp of vectors and matrices, float64 matrix scaling,
atomic subtraction. A file of its own, since Warp reads a kernel's source from its file."""

import warp as wp

ROWS = wp.constant(3)  # range() reads it without evaluating it (Warp resolves the global itself)
STEP = 2
OFFSET = wp.constant(wp.vec3(0.1, -2.5, 3.0e-7))
FRAME = wp.constant(wp.mat22d(0.5, -1.25, 1.0 / 3.0, 2.0))
USE_OFFSET = wp.constant(True)


@wp.kernel
def constants(
    x: wp.array(dtype=float),
    v: wp.array(dtype=wp.vec3),
    m: wp.array(dtype=wp.mat22d),
    out: wp.array(dtype=wp.vec3),
    bits: wp.array(dtype=int),
):
    i = wp.tid()
    s = float(0.0)  # noqa: UP018 (Warp: a variable the loops change, not a constant)
    for k in range(ROWS):
        s += x[(i + k) % x.shape[0]]
    for k in range(i % 4, 9, STEP):
        s -= x[k]
    p = v[i] * s
    if USE_OFFSET:
        p = p + OFFSET
    out[i] = p
    m[i] = m[i] - FRAME
    flags = int(0)  # noqa: UP018
    for k in range(4):
        if x[(i + k) % x.shape[0]] > 0.5:
            flags += wp.static(wp.int32(1)) << k
    bits[i] = flags


@wp.kernel
def blends(
    a: wp.array(dtype=wp.vec3),
    b: wp.array(dtype=wp.vec3),
    t: wp.array(dtype=float),
    q: wp.array(dtype=wp.mat33),
    d: wp.array(dtype=wp.vec2d),
    out: wp.array(dtype=wp.vec3),
    mats: wp.array(dtype=wp.mat33),
    wide: wp.array(dtype=wp.vec2d),
):
    i = wp.tid()
    out[i] = wp.lerp(a[i], b[i], t[i])
    mats[i] = wp.lerp(q[i], wp.transpose(q[i]), t[i])
    wide[i] = wp.lerp(d[i], wp.vec2d(1.0, -1.0), wp.float64(t[i]))


@wp.kernel
def scaled(m: wp.array(dtype=wp.mat44d), s: wp.array(dtype=wp.float64), out: wp.array(dtype=wp.mat44d), quot: wp.array(dtype=wp.mat33d)):
    i = wp.tid()
    out[i] = s[i] * m[i] + m[i] * s[i]
    quot[i] = wp.mat33d(m[i][0, 0], m[i][0, 1], m[i][0, 2], m[i][1, 0], m[i][1, 1], m[i][1, 2], m[i][2, 0], m[i][2, 1], m[i][2, 2]) / s[i]


@wp.kernel
def release(
    counts: wp.array(dtype=int),
    free: wp.array(dtype=int),
    forces: wp.array(dtype=wp.vec3),
    f: wp.array(dtype=wp.vec3),
    slots: wp.array(dtype=int),
):
    i = wp.tid()
    wp.atomic_sub(free, 0, counts[i])
    slots[i] = wp.atomic_add(free, 1, -1)
    free[2] -= counts[i]
    wp.atomic_sub(f, i % 3, forces[i])


@wp.kernel
def rows(
    x: wp.array(dtype=wp.vec3),
    q: wp.array(dtype=wp.mat33),
    d: wp.array(dtype=wp.vec2d),
    out: wp.array(dtype=wp.mat33),
    firsts: wp.array(dtype=wp.vec3),
    narrow: wp.array(dtype=wp.vec2),
    wide: wp.array(dtype=wp.mat22d),
):
    i = wp.tid()
    a = wp.matrix_from_rows(x[i], 2.0 * x[i], wp.vec3(1.0, -0.5, 0.25))
    b = wp.matrix_from_cols(x[i], x[(i + 1) % x.shape[0]], wp.vec3(0.0, 1.0, 0.0))
    m = q[i]
    m[1] = x[i] * 3.0
    m[2] += b[0]
    m[0] -= a[2]
    out[i] = a + b + m
    firsts[i] = q[i][0] + m[2]
    narrow[i] = wp.vec2(d[i])
    wide[i] = wp.mat22d(wp.mat22(1.5, x[i][0], x[i][1], x[i][2]))


@wp.kernel
def reuse(n: int, x: wp.array(dtype=float), out: wp.array(dtype=int)):
    t = wp.tid()
    acc = int(0)  # noqa: UP018
    for i in range(2):
        acc = acc + i
    i = int(0)  # noqa: UP018
    while i < n + t:
        acc = acc + 10
        i = i + 1
    for j in range(t, n):
        if x[j] > 0.5:
            acc += j
    j = acc * 2
    out[t] = acc + i + j


@wp.func
def acquire(lock: wp.array(dtype=int)):
    while wp.atomic_cas(lock, 0, 0, 1) == 1:
        pass


@wp.kernel
def claims(
    flags: wp.array(dtype=int),
    lock: wp.array(dtype=int),
    total: wp.array(dtype=float),
    x: wp.array(dtype=float),
    owner: wp.array(dtype=int),
    before: wp.array(dtype=float),
):
    i = wp.tid()
    acquire(lock)
    before[i] = wp.atomic_exch(total, 0, total[0] * 0.5 + x[i])
    wp.atomic_exch(lock, 0, 0)
    owner[i] = wp.atomic_cas(flags, i % 4, 0, i + 1)


BIG = wp.constant(123456789012)
TENTH = 0.1


@wp.kernel
def wide(x: wp.array(dtype=float), data: wp.array(dtype=wp.float64), big: wp.array(dtype=wp.int64), ubig: wp.array(dtype=wp.uint64)):
    i = wp.tid()
    pi = wp.float64(wp.PI)
    data[i] = pi + wp.float64(0.1) * wp.float64(-0.1) + wp.float64(TENTH) + wp.float64(x[i])
    big[i] = wp.int64(BIG) + wp.int64(-9223372036854775807) + wp.int64(i)
    ubig[i] = wp.uint64(18446744073709551615) - wp.uint64(i)
