"""Kernels with Warp's bitwise atomics (``tests/unit/warp/test_lift_bitwise_atomics.py``), in a module of
their own so that Warp reads their source from a file, as it reads real code's."""

import warp as wp


@wp.kernel
def set_bits(a: wp.array(dtype=wp.uint32), b: wp.array(dtype=wp.uint32), op_type: int):
    i = wp.tid()
    word = i // 32
    bit = wp.uint32(1) << wp.uint32(i % 32)
    if op_type == 0:
        a[word] &= (b[word] & bit) | ~bit
    elif op_type == 1:
        a[word] |= b[word] & bit
    elif op_type == 2:
        a[word] ^= b[word] & bit
    elif op_type == 3:
        wp.atomic_and(a, word, (b[word] & bit) | ~bit)
    elif op_type == 4:
        wp.atomic_or(a, word, b[word] & bit)
    else:
        wp.atomic_xor(a, word, b[word] & bit)


@wp.kernel
def toggle_flags(flags: wp.array(dtype=wp.int32), grid: wp.array2d(dtype=wp.int32), before: wp.array(dtype=wp.int32)):
    i = wp.tid()
    before[i] = wp.atomic_xor(flags, i % 3, 1 << (i % 7))
    wp.atomic_or(grid, i % 2, i % 3, i * 5)
    grid[1, i % 4] &= ~(1 << (i % 6))
    if wp.atomic_and(flags, 2, ~i) > 0:
        wp.atomic_or(flags, 0, 64)
