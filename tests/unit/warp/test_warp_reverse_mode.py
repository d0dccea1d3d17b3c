"""The loop forms, component writes and builtins Warp's reverse mode gets right and wrong, measured on the pinned Warp.

The generators keep to the forms below that Warp differentiates (``synth/generate/grammar.py``,
"loops Warp differentiates"; ``tests/unit/generate/test_properties.py`` checks they do). These tests hold the
evidence: each kernel's tape gradient against central finite differences in float64 of the
float32 forward. If Warp changes, a test here fails and names the rule: a "wrong" form that
became right means the generators may widen; a "right" form that became wrong means they must
narrow before the gradient check starts rejecting cases.

A float64 accumulator over a runtime loop, cast back to float32, is differentiated right; a
division by a counter the runtime loop also advances is not (the adjoint sees the counter's value
before the loop: a nonlinear use after the loop, as ``runtime_range_nonlinear_after``), so
``mixed_precision`` divides by its counter only after a static loop.

Builtins (``synth/generate/library.py``): Warp 1.19 leaves ``frac``'s adjoint out (its source
says "MISSINGADJOINT": the gradient is 0, not 1) and ``mod``'s adjoint carries only the
dividend's part (d mod(x, y) / dy = -trunc(x / y) is dropped); so generated kernels take
``frac`` of thread-index values only (never differentiated) and ``mod`` by a constant.

Random numbers: the backward does not replay a run-time loop, so draws inside one do not advance
the state there, and a draw after such a loop takes another value in the backward than in the
forward; ``stochastic`` makes a run-time loop the last user of the state.
"""

import os

import numpy as np
import pytest
import warp as wp

N = 16


@wp.kernel
def static_loop_break(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float32(0.0)
    for t in range(4):
        if a[i] * float(t + 1) > 0.5:
            break
        acc += wp.sin(a[i])
    out[i] = acc + a[i]


@wp.func
def sum_until(x: float, limit: int) -> float:
    acc = wp.float32(0.0)
    t = wp.int32(0)
    while t < limit:
        if x * float(t + 1) > 0.5:
            break
        acc += wp.sin(x * float(t + 1))
        t += 1
    return acc


@wp.kernel
def func_loop_break(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = sum_until(a[i], k) + wp.cos(a[i])


@wp.kernel
def while_reassign(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float32(0.0)
    t = wp.int32(0)
    while t < k:
        acc = acc * 0.5 + wp.sin(a[i] + float(t))
        t += 1
    out[i] = acc


@wp.kernel
def while_accumulate(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float32(0.0)
    t = wp.int32(0)
    while t < k:
        acc += wp.sin(a[i] + float(t))
        t += 1
    out[i] = acc


@wp.kernel
def runtime_range_decay(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float32(0.0)
    for t in range(k):
        acc = acc * 0.5 + wp.sin(a[i] + float(t))
    out[i] = acc


@wp.kernel
def runtime_range_nonlinear_after(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float32(0.0)
    for t in range(k):
        acc += wp.sin(a[i] + float(t))
    out[i] = wp.sin(acc)


@wp.kernel
def runtime_range_float64_accumulate(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float64(0.0)
    for t in range(k):
        acc += wp.tanh(wp.float64(a[i]) * wp.float64(t + 1))
    out[i] = wp.float32(acc * wp.float64(0.5))


@wp.kernel
def runtime_range_divided_by_counter(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    acc = wp.float64(0.0)
    hits = wp.int64(0)
    for t in range(k):
        acc += wp.float64(a[i]) * wp.float64(a[i])
        hits += wp.int64(a[i] * float(t + 1) > -2.0)
    out[i] = wp.float32(acc / wp.float64(hits + wp.int64(1)))  # the adjoint divides by hits' value before the loop


@wp.kernel
def serial_while_index(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    acc = wp.float32(0.0)
    t = wp.int32(0)
    while t < a.shape[0]:
        acc += wp.sin(a[t] * 1.5)
        t += k
    out[0] = acc


@wp.kernel
def serial_range_index(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    acc = wp.float32(0.0)
    for t in range(a.shape[0] - 1, -1, -1):
        if t % k == 0:
            continue
        acc += wp.sin(a[t] * 1.5)
    out[0] = acc


@wp.kernel
def frac_of_input(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.frac(a[i] * 4.0) + wp.sin(a[i])


@wp.kernel
def mod_by_input(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.mod(2.0, a[i] + 1.5)


@wp.kernel
def mod_by_constant(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.mod(a[i] * 4.0, 1.5) + wp.floor(a[i] * 4.0) * wp.cos(a[i])


@wp.kernel
def component_write_over_input(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    """v[1] overwrites a value computed from a: Warp 1.19 still passes v[1]'s adjoint on to that old value."""
    i = wp.tid()
    v = wp.vec3(a[i], a[i] * 2.0, 1.0)
    v[1] = wp.sin(a[i])
    m = wp.mat22(a[i], a[i], a[i], a[i])
    m[0, 1] = wp.cos(a[i])
    out[i] = wp.dot(v, v) + wp.ddot(m, m)


@wp.kernel
def component_write_into_constants(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    """Each component written once into a local built from constants, a write reading an earlier one."""
    i = wp.tid()
    v = wp.vec3(0.0, 0.5, 1.0)
    v[0] = a[i] * 1.5
    v[2] = wp.sin(a[i]) * v[0]
    m = wp.identity(n=2, dtype=wp.float32)
    m[1, 1] = v[2]
    m[0, 1] = a[i] * 0.5
    out[i] = wp.dot(v, v) + wp.ddot(m, m) + wp.trace(wp.inverse(m * 0.25 + wp.identity(n=2, dtype=wp.float32) * 2.0))


@wp.kernel
def draw_after_runtime_loop(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    """The backward skips the run-time loop, so its draws do not advance rng there: u takes another value."""
    i = wp.tid()
    rng = wp.rand_init(7, i)
    walk = wp.float32(0.0)
    for _t in range(k):
        z = wp.randn(rng)
        walk += 0.5 * z
    u = wp.randf(rng)
    out[i] = a[i] * u + walk


@wp.kernel
def draw_before_runtime_loop(a: wp.array(dtype=float), k: int, out: wp.array(dtype=float)):
    """The same kernel with the run-time loop the last user of rng (stochastic's order)."""
    i = wp.tid()
    rng = wp.rand_init(7, i)
    u = wp.randf(rng)
    walk = wp.float32(0.0)
    for _t in range(k):
        z = wp.randn(rng)
        walk += 0.5 * z
    out[i] = a[i] * u + walk


def wrong_elements(kernel, k: int, serial: bool = False) -> int:
    """How many elements of a's gradient disagree with central differences (|g - fd| > 1e-2 (1 + |fd|)).

    a is the grid -0.9, -0.78, ..., 0.9: at least 0.013 from every break threshold above
    (0.5 / (t + 1) = 0.5, 0.25, 0.167, 0.125), a hundred steps h away, so no difference
    straddles a kink and a right gradient has no wrong element.
    """
    a = np.linspace(-0.9, 0.9, N, dtype=np.float32)
    outputs = 1 if serial else N
    w = 1.0 + 0.5 * np.sin(np.arange(outputs))

    def run(values, tape=None):
        arr = wp.array(values, dtype=float, device="cpu", requires_grad=tape is not None)
        out = wp.zeros(outputs, dtype=float, device="cpu", requires_grad=tape is not None)
        if tape is None:
            wp.launch(kernel, dim=outputs, inputs=[arr, k], outputs=[out], device="cpu")
            return float(w @ out.numpy().astype(np.float64))
        with tape:
            wp.launch(kernel, dim=outputs, inputs=[arr, k], outputs=[out], device="cpu")
        tape.backward(grads={out: wp.array(w.astype(np.float32), device="cpu")})
        return arr.grad.numpy().astype(np.float64)

    grad = run(a, wp.Tape())
    h = 2.0**-10
    fd = np.empty(N)
    for e in range(N):
        up, down = a.copy(), a.copy()
        up[e] += h
        down[e] -= h
        fd[e] = (run(up) - run(down)) / (2 * h)
    return int(np.count_nonzero(np.abs(grad - fd) > 1e-2 * (1.0 + np.abs(fd))))


@pytest.mark.parametrize(
    "kernel, k, serial",
    [
        (func_loop_break, 4, False),
        (while_accumulate, 3, False),
        (runtime_range_decay, 3, False),
        (serial_range_index, 3, True),
        (component_write_into_constants, 0, False),
        (mod_by_constant, 0, False),
        (draw_before_runtime_loop, 3, False),
        (runtime_range_float64_accumulate, 3, False),
    ],
    ids=[
        "break_in_a_func",
        "while_accumulate",
        "runtime_range_decay",
        "serial_range_index",
        "component_write_into_constants",
        "mod_by_constant",
        "draw_before_runtime_loop",
        "runtime_range_float64_accumulate",
    ],
)
def test_forms_the_generators_use_are_differentiated_right(kernel, k, serial):
    assert wrong_elements(kernel, k, serial) == 0


@pytest.mark.parametrize(
    "kernel, k, serial",
    [
        (static_loop_break, 0, False),
        (while_reassign, 3, False),
        (runtime_range_nonlinear_after, 3, False),
        (serial_while_index, 1, True),
        (component_write_over_input, 0, False),
        (frac_of_input, 0, False),
        (mod_by_input, 0, False),
        (draw_after_runtime_loop, 3, False),
        (runtime_range_divided_by_counter, 3, False),
    ],
    ids=[
        "break_in_a_kernel_loop",
        "while_reassign",
        "runtime_range_nonlinear_after",
        "while_counter_as_index",
        "component_write_over_input",
        "frac_of_input",
        "mod_by_input",
        "draw_after_runtime_loop",
        "runtime_range_divided_by_counter",
    ],
)
def test_forms_the_generators_avoid_are_still_differentiated_wrong(kernel, k, serial):
    """Still wrong on this Warp: if this fails, Warp fixed it and the generators may widen."""
    assert wrong_elements(kernel, k, serial) > 0


@wp.kernel
def index_to_world(volume: wp.uint64, p: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = wp.volume_index_to_world(volume, p[i])


@wp.kernel
def world_to_index(volume: wp.uint64, p: wp.array(dtype=wp.vec3), out: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = wp.volume_world_to_index(volume, p[i])


def _volume(rotated: bool) -> wp.Volume:
    """Warp's own torus grid (index to world: a 90-degree rotation about x, scaled by 0.1: not
    symmetric), or a grid whose map is a scale (symmetric)."""
    if rotated:
        with open(os.path.join(os.path.dirname(wp.__file__), "tests", "assets", "torus.nvdb"), "rb") as stream:
            return wp.Volume.load_from_nvdb(stream.read(), "cpu")
    return wp.Volume.load_from_numpy(np.zeros((8, 8, 8), dtype=np.float32), min_world=(1.0, 2.0, 3.0), voxel_size=0.25, device="cpu")


def _volume_adjoint_and_differences(kernel, volume: wp.Volume) -> tuple[np.ndarray, np.ndarray]:
    """The tape's gradient of L = w . out(p) at one point, and L's central differences (float64 of the float32 map)."""
    p0 = np.array([[1.5, -2.25, 3.0]], dtype=np.float32)
    w = np.array([[0.5, -1.25, 2.0]], dtype=np.float32)

    def loss(p):
        out = wp.zeros(1, dtype=wp.vec3, device="cpu")
        wp.launch(kernel, dim=1, inputs=[volume.id, wp.array(p, dtype=wp.vec3, device="cpu"), out], device="cpu")
        return float(np.sum(w.astype(np.float64) * out.numpy().astype(np.float64)))

    p = wp.array(p0, dtype=wp.vec3, device="cpu", requires_grad=True)
    out = wp.zeros(1, dtype=wp.vec3, device="cpu", requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, dim=1, inputs=[volume.id, p, out], device="cpu")
    tape.backward(grads={out: wp.array(w, dtype=wp.vec3, device="cpu")})
    h = 2.0**-6
    fd = np.empty(3)
    for c in range(3):
        up, down = p0.copy(), p0.copy()
        up[0, c] += h
        down[0, c] -= h
        fd[c] = (loss(up) - loss(down)) / (2 * h)
    return p.grad.numpy()[0].astype(np.float64), fd


@pytest.mark.parametrize("kernel", [index_to_world, world_to_index], ids=["volume_index_to_world", "volume_world_to_index"])
def test_a_volume_transforms_adjoint_applies_the_map_not_its_transpose(kernel):
    """Warp 1.19's adjoints of ``volume_index_to_world`` and ``volume_world_to_index`` apply the map
    (its direction form) to the output's adjoint where its transpose is due: right on a grid whose map
    is symmetric, wrong on one that rotates (Warp's own test compares against the same direction form,
    so it cannot see it). The captured gradient check names a kernel calling them as Warp's adjoint."""
    adjoint, fd = _volume_adjoint_and_differences(kernel, _volume(rotated=False))
    np.testing.assert_allclose(adjoint, fd, rtol=1e-3, atol=1e-4)
    adjoint, fd = _volume_adjoint_and_differences(kernel, _volume(rotated=True))
    assert np.max(np.abs(adjoint - fd)) > 1e-2 * (1.0 + np.max(np.abs(fd)))
    np.testing.assert_allclose(np.abs(adjoint), np.abs(fd), rtol=1e-3, atol=1e-4)  # a rotation's transpose: the same numbers, signs swapped


TILE = 8


@wp.kernel
def tile_max_of_input(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    wp.tile_store(out, wp.tile_max(wp.tile_load(a, shape=TILE)))


@wp.kernel
def tile_min_of_input(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    wp.tile_store(out, wp.tile_min(wp.tile_load(a, shape=TILE)))


@wp.kernel
def tile_reduce_product(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    wp.tile_store(out, wp.tile_reduce(wp.mul, wp.tile_load(a, shape=TILE)))


@wp.kernel
def tile_reduce_axis_product(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    t = wp.tile_reshape(wp.tile_load(a, shape=TILE), shape=(2, 4))
    wp.tile_store(out, wp.tile_reduce(wp.mul, t, axis=0))


@wp.kernel
def tile_scan_of_input(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    wp.tile_store(out, wp.tile_scan_inclusive(wp.tile_load(a, shape=TILE)))


@wp.kernel
def tile_sum_of_input(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    wp.tile_store(out, wp.tile_sum(wp.tile_load(a, shape=TILE)))


def _tile_adjoint_and_differences(kernel, outputs: int) -> tuple[np.ndarray, np.ndarray]:
    """The tape's gradient of L = w . out(a) on distinct inputs (no ties: max and min are smooth
    there), and L's central differences (float64 of the float32 forward), one tiled launch each."""
    a0 = np.linspace(0.5, 1.2, TILE, dtype=np.float32)[[3, 0, 6, 1, 7, 2, 5, 4]]
    w = np.linspace(-1.0, 1.0, outputs, dtype=np.float32) + 0.25

    def launch(a, out):
        wp.launch_tiled(kernel, dim=[1], inputs=[a, out], block_dim=TILE, device="cpu")

    def loss(values):
        out = wp.zeros(outputs, dtype=float, device="cpu")
        launch(wp.array(values, dtype=float, device="cpu"), out)
        return float(np.sum(w.astype(np.float64) * out.numpy().astype(np.float64)))

    a = wp.array(a0, dtype=float, device="cpu", requires_grad=True)
    out = wp.zeros(outputs, dtype=float, device="cpu", requires_grad=True)
    tape = wp.Tape()
    with tape:
        launch(a, out)
    tape.backward(grads={out: wp.array(w, dtype=float, device="cpu")})
    h = 2.0**-8
    fd = np.empty(TILE)
    for e in range(TILE):
        up, down = a0.copy(), a0.copy()
        up[e] += h
        down[e] -= h
        fd[e] = (loss(up) - loss(down)) / (2 * h)
    return a.grad.numpy().astype(np.float64), fd


def test_a_tile_sum_is_differentiated_right():
    """The measurement's control: tile_sum's adjoint (Warp's own) equals the differences, w everywhere."""
    adjoint, fd = _tile_adjoint_and_differences(tile_sum_of_input, 1)
    np.testing.assert_allclose(adjoint, fd, rtol=1e-3, atol=1e-4)
    assert np.all(np.abs(fd) > 0.1)


@pytest.mark.parametrize(
    ("kernel", "outputs"),
    [(tile_max_of_input, 1), (tile_min_of_input, 1), (tile_reduce_product, 1), (tile_reduce_axis_product, TILE // 2), (tile_scan_of_input, TILE)],
    ids=["tile_max", "tile_min", "tile_reduce", "tile_reduce_axis", "tile_scan_inclusive"],
)
def test_a_tile_reduction_declared_not_differentiable_has_a_zero_adjoint(kernel, outputs):
    """Warp 1.19 declares tile_max, tile_min, tile_reduce (whole tile or along an axis) and the tile
    scans not differentiable (their adjoints in tile_reduce.h and tile_scan.h say MISSINGADJOINT):
    on distinct inputs, where each is smooth, the differences move and the tape's gradient is 0. The
    captured gradient check names a kernel calling them on floats as Warp's adjoint."""
    adjoint, fd = _tile_adjoint_and_differences(kernel, outputs)
    assert np.all(adjoint == 0.0)
    assert np.max(np.abs(fd)) > 0.1
