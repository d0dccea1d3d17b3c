"""Kernels that print, for the lifter's print tests (tests/unit/warp/test_lift_print.py): a file of
its own, since Warp reads a kernel's source from its file. Not collected (no test_ prefix)."""

import warp as wp


@wp.func
def report(x: float, k: int) -> float:
    print(k)  # Python's print, in a callee
    wp.printf("x=%f k=%d\n", x, k)
    return x * 2.0


@wp.kernel
def print_scalars(x: wp.array(dtype=float), d: wp.array(dtype=wp.float64), n: int, flags: wp.array(dtype=wp.bool), out: wp.array(dtype=float)):
    i = wp.tid()
    wp.print(x[i])
    print(i)
    wp.print(d[i])
    wp.print(flags[i])
    wp.print(wp.int8(n + i))
    wp.print(wp.uint8(n + i))
    wp.print(wp.int16(n - i))
    wp.print(wp.uint16(n - i))
    wp.print(wp.uint32(n - i))
    wp.print(wp.int64(n - i))
    wp.print(wp.uint64(n - i))
    wp.print(wp.float16(x[i]))
    wp.print(x[i] + float(i))
    wp.print("a string with %d, a \\ and\ta tab")
    out[i] = report(x[i], i)


@wp.kernel
def print_composites(v: wp.array(dtype=wp.vec3), m: wp.array(dtype=wp.mat22), q: wp.array(dtype=wp.quat), t: wp.array(dtype=wp.transform),
                     c: wp.array(dtype=wp.vec3i), md: wp.array(dtype=wp.mat33d), out: wp.array(dtype=wp.vec3)):  # fmt: skip
    i = wp.tid()
    wp.print(v[i])
    print(m[i])
    wp.print(q[i])
    wp.print(t[i])
    wp.print(c[i])
    wp.print(md[i])
    wp.print(v[i] * 2.0)
    out[i] = v[i] + wp.vec3(1.0, 2.0, 3.0)


@wp.kernel
def print_formats(x: wp.array(dtype=float), n: wp.array(dtype=wp.int64), out: wp.array(dtype=float)):
    i = wp.tid()
    for k in range(2):
        if x[i] > 0.0:
            wp.printf("thread %d step %d: %g %e %.3f %lld\n", i, k, x[i], x[i] * 3.0, x[i], n[i])
        else:
            wp.printf("thread %d: negative\n", i)
    out[i] = x[i] * 0.5


@wp.struct
class Pair:
    a: float
    b: float


@wp.kernel
def print_struct(p: Pair, out: wp.array(dtype=float)):
    i = wp.tid()
    wp.print(p)  # Warp prints "<type without print implementation>": not modelled
    out[i] = p.a


@wp.kernel
def printf_half(x: wp.array(dtype=wp.float16), out: wp.array(dtype=float)):
    i = wp.tid()
    wp.printf("%f\n", x[i])  # a half through C's varargs
    out[i] = float(x[i])


@wp.kernel
def print_accent(out: wp.array(dtype=float)):
    i = wp.tid()
    wp.print("caf\u00e9")  # Warp's C literal is "caf\xe9": a byte, not the UTF-8 of the text
    out[i] = 1.0


@wp.kernel
def print_only(value: int, flag: wp.bool):
    wp.print(wp.int8(value))
    wp.print(wp.uint64(value))
    wp.print(wp.float16(value))
    wp.print(not flag)


@wp.kernel
def print_never(value: int):
    if value > 100:
        wp.print(value)
