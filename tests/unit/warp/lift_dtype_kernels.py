"""Real-looking Warp kernels on vectors and matrices of every scalar type, and on int16, uint16 and
bfloat16 scalars, for tests/unit/warp/test_lift_dtypes.py: each made per dtype by a factory, as
Warp's own tests make theirs. Not collected (no test_ prefix)."""

import warp as wp


def _per_dtype(make):
    """A factory of one kernel per scalar type (each in a module of its own, as Warp's tests make theirs), made once."""
    made: dict = {}

    def kernel(scalar):
        if scalar not in made:
            made[scalar] = wp.kernel(make(scalar), module="unique")
        return made[scalar]

    return kernel


@_per_dtype
def vector_kernel(scalar):
    """Every vector operation the model holds on ``scalar`` components: scalar products, sums and
    differences (which wrap in an integer type and round once in a 16-bit float type), negation, a
    componentwise product, a quotient by a scalar, a component set and read at run time."""
    vec3 = wp.types.vector(3, scalar)

    def vector_ops(
        a: wp.array(dtype=vec3),
        b: wp.array(dtype=vec3),
        s: wp.array(dtype=scalar),
        k: wp.array(dtype=int),
        out: wp.array(dtype=vec3),
        last: wp.array(dtype=scalar),
    ):
        i = wp.tid()
        x = a[i] * scalar(3) + b[i]
        y = -(x - a[i])
        z = wp.cw_mul(y, b[i]) / s[i]
        z[k[i]] = s[i] * s[i]
        out[i] = z
        last[i] = z[k[i]] + z.y

    return vector_ops


@_per_dtype
def dot_kernel(scalar):
    """Warp's dot of integer vectors, which wraps (a sum of products modulo 2^bits)."""
    vec4 = wp.types.vector(4, scalar)

    def dots(a: wp.array(dtype=vec4), b: wp.array(dtype=vec4), out: wp.array(dtype=scalar)):
        i = wp.tid()
        out[i] = wp.dot(a[i], b[i])

    return dots


@_per_dtype
def remainder_kernel(scalar):
    """Warp's % of integer vectors: C's remainder per component (the dividend's sign)."""
    vec2 = wp.types.vector(2, scalar)

    def remainders(a: wp.array(dtype=vec2), b: wp.array(dtype=vec2), out: wp.array(dtype=vec2)):
        i = wp.tid()
        out[i] = a[i] % b[i]

    return remainders


@_per_dtype
def matrix_kernel(scalar):
    """Matrix operations on ``scalar`` components: a scalar product, a sum, a negated difference, a
    transpose, a quotient by a scalar, and a component read and written at run time."""
    mat22 = wp.types.matrix((2, 2), scalar)

    def matrix_ops(
        m: wp.array(dtype=mat22), n: wp.array(dtype=mat22), s: wp.array(dtype=scalar), k: wp.array(dtype=int), out: wp.array(dtype=mat22)
    ):
        i = wp.tid()
        x = scalar(3) * m[i] + n[i]
        y = wp.transpose(-(x - n[i])) / s[i]
        y[k[i], 1] = x[1, k[i]]
        out[i] = y

    return matrix_ops


@_per_dtype
def long_vector_kernel(scalar):
    """A vector of five ``scalar`` components (Warp has no name for it; Warp's test_vec_scalar_ops
    uses them): the componentwise operations, a scalar product and quotient, a component set and read
    at run time (an array of components in the C), a constructor, and an integer type's dot."""
    vec5 = wp.types.vector(5, scalar)

    def long_vector_ops(
        a: wp.array(dtype=vec5), b: wp.array(dtype=vec5), s: wp.array(dtype=scalar), k: wp.array(dtype=int), out: wp.array(dtype=vec5), last: wp.array(dtype=scalar)
    ):
        i = wp.tid()
        x = a[i] * scalar(3) + b[i]
        y = -(x - a[i]) + vec5(scalar(1), scalar(2), scalar(3), scalar(4), s[i])
        z = wp.cw_mul(y, b[i]) / s[i]
        z[k[i]] = s[i] * s[i]
        out[i] = z
        last[i] = z[k[i]] + z[4] + wp.dot(a[i], b[i])

    return long_vector_ops


@_per_dtype
def shaped_matrix_kernel(scalar):
    """Matrices of ``scalar`` of the shapes Warp has no name for: 3x2 (a sum, a scalar product, a
    negated difference, a transpose to 2x3, a component read and written at run time) and 5x5."""
    mat32 = wp.types.matrix((3, 2), scalar)
    mat23 = wp.types.matrix((2, 3), scalar)
    mat55 = wp.types.matrix((5, 5), scalar)

    def shaped_matrix_ops(
        m: wp.array(dtype=mat32), n: wp.array(dtype=mat32), s: wp.array(dtype=scalar), k: wp.array(dtype=int), out: wp.array(dtype=mat23), big: wp.array(dtype=mat55)
    ):
        i = wp.tid()
        x = scalar(3) * m[i] + n[i]
        y = wp.transpose(-(x - n[i])) / s[i]
        y[1, k[i]] = x[k[i], 1]
        out[i] = y
        big[i] = wp.transpose(big[i] * s[i]) - big[i]

    return shaped_matrix_ops


@_per_dtype
def scalar_kernel(scalar):
    """Scalar arithmetic on a narrow or bfloat16 type: each operation returns the type (Warp's builtins),
    so a sum that leaves the type wraps (or rounds) before a division or a comparison reads it."""

    def scalar_ops(a: wp.array(dtype=scalar), b: wp.array(dtype=scalar), out: wp.array(dtype=scalar), flags: wp.array(dtype=int)):
        i = wp.tid()
        x = (a[i] + b[i]) * scalar(3)
        y = (x + a[i]) / b[i] - (-a[i])
        out[i] = y
        if a[i] + b[i] > a[i]:
            flags[i] = 1

    return scalar_ops


@_per_dtype
def integer_scalar_kernel(scalar):
    """Floor division and remainders of a narrow integer type (Warp's floordiv_signed: -128 // -1 wraps to -128)."""

    def integer_ops(a: wp.array(dtype=scalar), b: wp.array(dtype=scalar), out: wp.array(dtype=scalar)):
        i = wp.tid()
        out[i] = (a[i] // b[i]) * scalar(3) + (a[i] % b[i])

    return integer_ops


@_per_dtype
def equality_kernel(scalar):
    """``wp.expect_eq``/``expect_neq`` of matrices and vectors of ``scalar`` (Warp's test_mat_basics)."""
    mat22 = wp.types.matrix((2, 2), scalar)
    vec3 = wp.types.vector(3, scalar)

    def check_equality(m: wp.array(dtype=mat22), v: wp.array(dtype=vec3)):
        i = wp.tid()
        wp.expect_eq(scalar(2) * m[i], mat22(scalar(2.0), scalar(4.0), scalar(6.0), scalar(8.0)))
        wp.expect_neq(v[i] * scalar(1), vec3(scalar(1.0), scalar(2.0), scalar(3.0)))

    return check_equality


@_per_dtype
def long_equality_kernel(scalar):
    """``wp.expect_eq``/``expect_neq`` of a vector of five and a 3x2 matrix of ``scalar`` (Warp's test_vec_scalar_ops); the
    matrix an array element as it is (a reference to Warp, whose value the verification run stores)."""
    vec5 = wp.types.vector(5, scalar)
    mat32 = wp.types.matrix((3, 2), scalar)

    def check_long_equality(v: wp.array(dtype=vec5), m: wp.array(dtype=mat32)):
        i = wp.tid()
        wp.expect_eq(v[i] * scalar(2), vec5(scalar(2.0), scalar(4.0), scalar(6.0), scalar(8.0), scalar(10.0)))
        wp.expect_neq(m[i], mat32(scalar(1.0), scalar(2.0), scalar(3.0), scalar(4.0), scalar(5.0), scalar(6.0)))

    return check_long_equality


@_per_dtype
def integer_product_kernel(scalar):
    """Products of integer matrices (Warp's test_mat_linalg): a square product and a 3x2 matrix times a
    vector of two, each entry a sum of products that wraps as the type does."""
    mat22 = wp.types.matrix((2, 2), scalar)
    mat32 = wp.types.matrix((3, 2), scalar)
    vec2 = wp.types.vector(2, scalar)
    vec3 = wp.types.vector(3, scalar)

    def integer_products(m: wp.array(dtype=mat22), n: wp.array(dtype=mat32), v: wp.array(dtype=vec2), out: wp.array(dtype=mat22), w: wp.array(dtype=vec3)):
        i = wp.tid()
        out[i] = m[i] @ m[i]
        w[i] = n[i] @ (m[i] @ v[i])

    return integer_products


@_per_dtype
def product_kernel(scalar):
    """A matrix product of float16 matrices: not in the model (refused by label)."""
    mat22 = wp.types.matrix((2, 2), scalar)

    def products(m: wp.array(dtype=mat22), out: wp.array(dtype=mat22)):
        i = wp.tid()
        out[i] = m[i] * m[i]

    return products


@wp.kernel
def to_bfloat16(x: wp.array(dtype=wp.float32), out: wp.array(dtype=wp.bfloat16), back: wp.array(dtype=wp.float32)):
    """Warp's own float -> bfloat16 conversion in a CPU kernel (builtin.h), and the value widened back."""
    i = wp.tid()
    out[i] = wp.bfloat16(x[i])
    back[i] = wp.float32(out[i])


@_per_dtype
def shift_kernel(scalar):
    """Left shifts of negative values and past the type's maximum (warp.fem's ``(2 * j - 1) << level``), which
    Warp computes in two's complement on both devices and C++ leaves undefined; ``1 << n`` up to the sign bit;
    right shifts of negative values (arithmetic)."""

    def shifts(a: wp.array(dtype=scalar), n: wp.array(dtype=scalar), out: wp.array(dtype=scalar), bit: wp.array(dtype=scalar)):
        i = wp.tid()
        out[i] = ((scalar(2) * a[i] - scalar(1)) << n[i]) ^ (a[i] >> n[i])
        bit[i] = scalar(1) << n[i]

    return shifts


@_per_dtype
def vector_of_ten_kernel(scalar):
    """A vector of ten ``scalar`` components (mujoco_warp's vec10f, Warp's test_vector_mutation): the
    componentwise operations, components set and read at run time and by constant, and a dot."""
    vec10 = wp.types.vector(length=10, dtype=scalar)

    def vector_of_ten_ops(a: wp.array(dtype=vec10), s: wp.array(dtype=scalar), k: wp.array(dtype=int), out: wp.array(dtype=vec10), last: wp.array(dtype=scalar)):
        i = wp.tid()
        v = a[i] * s[i]
        v[k[i]] = s[i]
        v[9] = scalar(2)
        x = a[i] * scalar(3) + v
        out[i] = x - a[i]
        last[i] = x[k[i]] + x[9] + wp.dot(a[i], v)

    return vector_of_ten_ops
