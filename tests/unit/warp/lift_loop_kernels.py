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


@wp.kernel
def name_taken_in_other_branch(flags: wp.array(dtype=int), values: wp.array(dtype=float), out: wp.array(dtype=float)):
    t = wp.tid()
    total = wp.float32(0.0)
    if flags[t] > 0:
        b = t % 5
        total = values[b]
    else:
        for b in range(t % 3, 6):
            total += float(b) * values[b]
    out[t] = total


@wp.kernel
def name_taken_before_loop(n: int, values: wp.array(dtype=float), out: wp.array(dtype=float)):
    t = wp.tid()
    k = t % 4
    acc = float(k)
    for k in range(n):
        if k > 2:
            k = k + 1
        acc += values[(k + t) % 8]
    out[t] = acc
