"""A test module whose kernels exist only when its tests run: the launch recorder's fixture.

Each kernel has one expected outcome (``tests/acceptance/test_capture.py``):

- ``scale_by``: a factory (``make_scale``) called with 2.0 and 3.0: two kernels, told apart by
  Warp's hash, with their closure value in their source; inputs captured and replayed;
- ``with_static``: a ``wp.static`` expression of a module constant; captured;
- ``offset``: a closure kernel with ``module="unique"``; captured;
- ``body_kernel``: defined and launched in a test body; captured (3 launches kept of 5);
- ``mesh_points``: takes a mesh handle: recorded with its IR and PTX, inputs "not replayable (handle)";
- ``never_launched``: a module-level kernel no test launches: synthesized inputs.
"""

import unittest

import numpy as np
import warp as wp

N = 8
TERMS = 3


def make_scale(factor: float):
    @wp.kernel
    def scale_by(x: wp.array(dtype=float), y: wp.array(dtype=float)):
        i = wp.tid()
        y[i] = x[i] * factor

    return scale_by


@wp.kernel
def with_static(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    total = float(0.0)  # noqa: UP018  (a Warp variable: a literal would be a constant the loop cannot change)
    for k in range(wp.static(TERMS)):
        total += x[i] * float(k + 1)
    y[i] = total


def make_offset(amount: float):
    @wp.kernel(module="unique")
    def offset(x: wp.array(dtype=float), y: wp.array(dtype=float)):
        i = wp.tid()
        y[i] = x[i] + amount

    return offset


@wp.kernel
def mesh_points(mesh: wp.uint64, points: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    q = wp.mesh_query_point(mesh, points[i], 1.0e6)
    out[i] = wp.mesh_eval_position(mesh, q.face, q.u, q.v)


@wp.kernel
def never_launched(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = wp.sin(x[i])


def _ramp():
    return wp.array(np.arange(N, dtype=np.float32) * 0.5, dtype=float, device="cpu")


class TestLaunches(unittest.TestCase):
    def test_factory(self):
        for factor in (2.0, 3.0):
            y = wp.zeros(N, dtype=float, device="cpu")
            wp.launch(make_scale(factor), dim=N, inputs=[_ramp(), y], device="cpu")
            np.testing.assert_allclose(y.numpy(), np.arange(N) * 0.5 * factor)

    def test_static(self):
        y = wp.zeros(N, dtype=float, device="cpu")
        wp.launch(with_static, dim=N, inputs=[_ramp(), y], device="cpu")
        np.testing.assert_allclose(y.numpy(), np.arange(N) * 0.5 * 6.0)

    def test_unique_closure(self):
        y = wp.zeros(N, dtype=float, device="cpu")
        wp.launch(make_offset(1.5), dim=N, inputs=[_ramp(), y], device="cpu")
        np.testing.assert_allclose(y.numpy(), np.arange(N) * 0.5 + 1.5)

    def test_body(self):
        @wp.kernel
        def body_kernel(x: wp.array(dtype=float), y: wp.array(dtype=float), k: float):
            i = wp.tid()
            y[i] = x[i] * x[i] + k

        y = wp.zeros(N, dtype=float, device="cpu")
        for k in range(5):
            wp.launch(body_kernel, dim=N, inputs=[_ramp(), y, float(k)], device="cpu")
        np.testing.assert_allclose(y.numpy(), (np.arange(N) * 0.5) ** 2 + 4.0)

    def test_mesh(self):
        points = wp.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]], dtype=wp.vec3, device="cpu")
        mesh = wp.Mesh(points=points, indices=wp.array([0, 1, 2], dtype=int, device="cpu"))
        out = wp.zeros(3, dtype=wp.vec3, device="cpu")
        wp.launch(mesh_points, dim=3, inputs=[mesh.id, points, out], device="cpu")
        np.testing.assert_allclose(out.numpy(), points.numpy(), atol=1e-6)


if __name__ == "__main__":
    unittest.main()
