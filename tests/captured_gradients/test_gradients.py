"""The gradient check of captured launches: one kernel per outcome (``tests/test_capture_gradcheck.py``).

- ``smooth``, ``stencil_vec3`` (a 2-D grid reading neighbours of a vec3 array), ``sum_of_squares``
  (an atomic sum), ``smooth_float64``, ``tile_scale`` (a tiled launch: tile loads and stores): pass;
- ``wrong_adjoint``: a function whose custom adjoint (``wp.func_grad``) is 3 where the derivative is 2: ``grad_mismatch``;
- ``in_place``: ``x[i] = v[i] * x[i]`` reads the float array it writes; Warp's backward re-runs the
  forward on the overwritten x, so v's adjoint is w * v * x where the derivative is w * x:
  ``grad_mismatch``, said to be in place;
- ``accumulate``: ``y[i] = y[i] + v[i] * v[i]`` (read, then written; Warp's verifier does not count
  it): its adjoint holds, passes;
- ``kink``: ``abs`` at 0 for every element: skipped (not differentiable at the captured point);
- ``flat``: the float input only rounds to an integer: skipped (the loss does not move);
- ``count_positive``: writes integers only: skipped (no float output);
- ``forward_only``: ``enable_backward=False``: skipped;
- ``crash_when_moved``: an integer remainder by a divisor computed from x, -1 at the captured x and 0
  one step away: the check's process dies (SIGFPE), a ``crash`` of this kernel alone.
"""

import unittest

import numpy as np
import warp as wp

N = 16
TILE = 8

EXPECTED = {  # kernel -> "passed", a failure label, or the start of the skip's reason
    "smooth": "passed",
    "accumulate": "passed",
    "sum_of_squares": "passed",
    "stencil_vec3": "passed",
    "smooth_float64": "passed",
    "tile_scale": "passed",
    "wrong_adjoint": "grad_mismatch",
    "in_place": "grad_mismatch",
    "divided_in_place": "grad_mismatch",
    "crash_when_moved": "crash",
    "kink": "launch 0: not differentiable at the captured point",
    "flat": "launch 0: the loss does not move with any float input at the captured point",
    "count_positive": "writes no float array",
    "forward_only": "forward only",
}


@wp.func
def twice(x: float):
    return 2.0 * x


@wp.func_grad(twice)
def adj_twice(x: float, adj_ret: float):
    wp.adjoint[x] += 3.0 * adj_ret


@wp.kernel
def smooth(x: wp.array(dtype=float), y: wp.array(dtype=float), scale: float):
    i = wp.tid()
    y[i] = wp.sin(x[i]) * scale + x[i] * x[i]


@wp.kernel
def wrong_adjoint(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = twice(x[i])


@wp.kernel
def in_place(x: wp.array(dtype=float), v: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = v[i] * x[i]


@wp.kernel
def divided_in_place(x: wp.array(dtype=float), v: wp.array(dtype=float)):
    i = wp.tid()
    x[i] /= v[i]  # Warp's access verifier does not flag this read of x; the check's own reading does


@wp.kernel
def accumulate(y: wp.array(dtype=float), v: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = y[i] + v[i] * v[i]


@wp.kernel
def kink(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = wp.abs(x[i])


@wp.kernel
def flat(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = float(int(x[i]))


@wp.kernel
def count_positive(x: wp.array(dtype=float), count: wp.array(dtype=int)):
    i = wp.tid()
    if x[i] > 0.0:
        wp.atomic_add(count, 0, 1)


@wp.kernel
def sum_of_squares(x: wp.array(dtype=float), total: wp.array(dtype=float)):
    i = wp.tid()
    wp.atomic_add(total, 0, x[i] * x[i])


@wp.kernel
def stencil_vec3(p: wp.array2d(dtype=wp.vec3), out: wp.array2d(dtype=float)):
    i, j = wp.tid()
    left = p[i, wp.max(j - 1, 0)]
    out[i, j] = wp.dot(p[i, j], left) + wp.length(p[i, j])


@wp.kernel
def smooth_float64(x: wp.array(dtype=wp.float64), y: wp.array(dtype=wp.float64)):
    i = wp.tid()
    y[i] = wp.exp(x[i] * wp.float64(0.5)) * x[i]


@wp.kernel
def crash_when_moved(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    d = int(x[i] * 128.0) - 65  # -1 at x = 0.5, 0 at x = 0.5 + 2^-7
    y[i] = x[i] * float(7 % d + 2)


@wp.kernel(enable_backward=False)
def forward_only(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = x[i] * x[i]


@wp.kernel
def tile_scale(a: wp.array(dtype=float), b: wp.array(dtype=float)):
    i = wp.tid()
    t = wp.tile_load(a, shape=TILE, offset=i * TILE)
    wp.tile_store(b, wp.tile_map(wp.sin, t) * 2.0, offset=i * TILE)


def _values(dtype=float):
    return wp.array(np.linspace(-1.5, 1.7, N), dtype=dtype, device="cpu")


class TestGradients(unittest.TestCase):
    def test_elementwise(self):
        for kernel in (wrong_adjoint, kink, flat, forward_only):
            x = wp.zeros(N, dtype=float, device="cpu") if kernel is kink else _values()
            if kernel is flat:
                x = wp.array(np.linspace(0.25, 3.4, N), dtype=float, device="cpu")  # never within a step of an integer
            wp.launch(kernel, dim=N, inputs=[x, wp.zeros(N, dtype=float, device="cpu")], device="cpu")
        wp.launch(smooth, dim=N, inputs=[_values(), wp.zeros(N, dtype=float, device="cpu"), 0.75], device="cpu")
        wp.launch(smooth_float64, dim=N, inputs=[_values(wp.float64), wp.zeros(N, dtype=wp.float64, device="cpu")], device="cpu")

    def test_writes(self):
        wp.launch(in_place, dim=N, inputs=[_values(), _values()], device="cpu")
        wp.launch(divided_in_place, dim=N, inputs=[_values(), _values()], device="cpu")
        wp.launch(accumulate, dim=N, inputs=[_values(), _values()], device="cpu")
        wp.launch(count_positive, dim=N, inputs=[_values(), wp.zeros(1, dtype=int, device="cpu")], device="cpu")
        wp.launch(sum_of_squares, dim=N, inputs=[_values(), wp.zeros(1, dtype=float, device="cpu")], device="cpu")

    def test_crash(self):
        x = wp.full(N, 0.5, dtype=float, device="cpu")
        wp.launch(crash_when_moved, dim=N, inputs=[x, wp.zeros(N, dtype=float, device="cpu")], device="cpu")

    def test_grid(self):
        p = wp.array(np.linspace(-1.0, 1.0, 4 * 5 * 3).reshape(4, 5, 3), dtype=wp.vec3, device="cpu")
        wp.launch(stencil_vec3, dim=(4, 5), inputs=[p, wp.zeros((4, 5), dtype=float, device="cpu")], device="cpu")

    def test_tiles(self):
        wp.launch_tiled(tile_scale, dim=N // TILE, inputs=[_values(), wp.zeros(N, dtype=float, device="cpu")], block_dim=TILE, device="cpu")


if __name__ == "__main__":
    unittest.main()
