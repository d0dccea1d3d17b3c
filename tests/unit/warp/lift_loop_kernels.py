"""Kernels assigning their loop variable inside its loop (``tests/unit/warp/test_lift_loop_rebinding.py``),
in a module of their own so that Warp reads their source from a file, as it reads real code's."""

import warp as wp


@wp.kernel
def skip_ahead(n: int, values: wp.array(dtype=float), out: wp.array(dtype=float), last: wp.array(dtype=int)):
    t = wp.tid()
    total = wp.float32(0.0)
    for i in range(t % 3, n):
        if values[i] > 0.0:
            i = i + 2
        i += 1
        total += float(i) * values[i % n]
        last[t] = i
    for k in range(4):
        k *= 3
        if k > 5:
            k = k - 1
        total += float(k)
    out[t] = total
