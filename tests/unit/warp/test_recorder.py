"""The launch recorder (``synth.warp.recorder``): what a launch's arguments become as bytes, what
cannot be replayed and why, and that a replay from the bytes alone gives the program's result."""

from __future__ import annotations

import base64
import textwrap

import numpy as np
import pytest

from synth.stages.ingest.child import flatten_fields, gpu_replays
from synth.verify.tolerance import real_code_gpu
from synth.warp import handles, recorder, warp_ir

KERNELS = """\
import warp as wp


@wp.struct
class Params:
    scale: float
    offset: wp.vec3
    weights: wp.array(dtype=float)


@wp.kernel
def affine(x: wp.array(dtype=wp.vec3), params: Params, n: int, flag: bool, m: wp.mat22, y: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    w = params.weights[i % n]
    if flag:
        y[i] = x[i] * params.scale * w + params.offset * m[0, 0]


@wp.kernel
def handle(mesh: wp.uint64, y: wp.array(dtype=float)):
    y[wp.tid()] = float(mesh % wp.uint64(7))


@wp.kernel
def accumulate(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = y[i] + x[i]


@wp.kernel
def add_indexed(x: wp.indexedarray(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    x[i] = x[i] + y[i]


@wp.kernel
def square(x: wp.array(dtype=float), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = x[i] * x[i]


@wp.kernel
def fill_bf16(x: wp.bfloat16, y: wp.array(dtype=wp.bfloat16)):
    y[wp.tid()] = x
"""


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("recorder") / "recorder_kernels.py"
    path.write_text(textwrap.dedent(KERNELS))
    return warp_ir.import_file(path, "synth_test_recorder_kernels")


def _params(wp, kernels):
    p = kernels.Params()
    p.scale, p.offset = 2.0, wp.vec3(1.0, 2.0, 3.0)
    p.weights = wp.array([0.5, 0.25], dtype=float, device="cpu")
    return p


def test_a_launch_is_replayed_exactly_from_its_bytes_alone(kernels):
    wp = warp_ir.warp()
    rec = recorder.Recorder()
    x = wp.array(np.arange(12, dtype=np.float32).reshape(4, 3), dtype=wp.vec3, device="cpu")
    y = wp.zeros(4, dtype=wp.vec3, device="cpu")
    with rec.installed():
        for _ in range(5):
            wp.launch(kernels.affine, dim=4, inputs=[x, _params(wp, kernels), 2, True, wp.mat22(3.0, 0.0, 0.0, 1.0)], outputs=[y], device="cpu")
    (seen,) = rec.seen.values()
    assert seen.calls == 5 and len(seen.launches) == recorder.LAUNCHES  # the first three copied
    assert [launch.replay for launch in seen.launches] == ["exact"] * 3
    names = [a["name"] for a in seen.launches[0].args]
    assert names == ["x", "params.scale", "params.offset", "params.weights", "n", "flag", "m", "y"]
    values = recorder.replay(kernels.affine, seen.launches[0].to_dict(), "cpu")
    assert np.array_equal(values[-1].numpy(), y.numpy())
    assert wp.launch is not rec._launch  # uninstalled after the block


@pytest.mark.parametrize("value", [3.14, -0.0078125, 1.0e30])
def test_a_bfloat16_scalar_is_replayed_with_its_bits(kernels, value):
    """numpy has no bfloat16 (Warp's dtype for it is uint16): the value is kept as its bits, not as
    the integer part of the number (3.14 replayed as 3.0 differs from the program's launch)."""
    wp = warp_ir.warp()
    rec = recorder.Recorder()
    y = wp.zeros(2, dtype=wp.bfloat16, device="cpu")
    with rec.installed():
        wp.launch(kernels.fill_bf16, dim=2, inputs=[wp.bfloat16(value), y], device="cpu")
    (seen,) = rec.seen.values()
    assert [launch.replay for launch in seen.launches] == ["exact"]
    replayed = recorder.replay(kernels.fill_bf16, seen.launches[0].to_dict(), "cpu")
    assert replayed[-1].numpy().tobytes() == y.numpy().tobytes() and y.numpy().any()


def test_what_cannot_be_replayed_says_why(kernels):
    wp = warp_ir.warp()
    rec = recorder.Recorder(cap=16)
    y = wp.zeros(4, dtype=float, device="cpu")
    with rec.installed():
        wp.launch(kernels.handle, dim=4, inputs=[wp.uint64(12345), y], device="cpu")
        wp.launch(kernels.accumulate, dim=4, inputs=[y, y], device="cpu")  # the same memory twice
        wp.launch(kernels.square, dim=4, inputs=[wp.zeros(4, dtype=float, device="cpu"), wp.zeros(4, dtype=float, device="cpu")], device="cpu")  # 32 bytes > 16
    reasons = {s.kernel.key: s.not_copied for s in rec.seen.values()}
    assert reasons == {
        "handle": {f"{recorder.HANDLE}: mesh: {handles.NOT_FOUND}": 1},
        "accumulate": {"not replayable (arrays share memory)": 1},
        "square": {"inputs over the 0 KiB cap": 1},
    }
    assert all(not s.launches for s in rec.seen.values())


def test_an_indexed_array_is_replayed_from_the_array_it_indexes_and_its_indices(kernels):
    """An indexed array is copied as the array it indexes and its index array; the replay writes
    through the indices into a copy of that array, compared with the program's; a planted index
    that moves the write is caught."""
    wp = warp_ir.warp()
    data = wp.array(np.arange(10, dtype=np.float32), dtype=float, device="cpu")
    indexed = wp.indexedarray(data, [wp.array([7, 2, 5], dtype=wp.int32, device="cpu")])
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(kernels.add_indexed, dim=3, inputs=[indexed, wp.array([1.0, 2.0, 3.0], dtype=float, device="cpu")], device="cpu")
    (seen,) = rec.seen.values()
    (launch,) = seen.launches
    assert launch.replay == "exact"
    assert [(a["name"], a["kind"]) for a in launch.args] == [("x", "indexedarray"), ("x.data", "array"), ("x.indices[0]", "array"), ("y", "array")]
    values = recorder.replay(kernels.add_indexed, launch.to_dict(), "cpu")
    assert np.array_equal(values[0].data.numpy(), data.numpy()) and data.numpy()[[7, 2, 5]].tolist() == [8.0, 4.0, 8.0]
    index = next(a for a in launch.args if a["name"] == "x.indices[0]")
    index["data"] = base64.b64encode(np.array([7, 2, 6], dtype=np.int32).tobytes()).decode("ascii")
    assert recorder.replay_verdict(kernels.add_indexed, launch) == "the replay differs from the program's launch in x.data"


def test_backward_launches_are_counted_not_recorded(kernels):
    wp = warp_ir.warp()
    rec = recorder.Recorder()
    x = wp.array([1.0, 2.0], dtype=float, device="cpu", requires_grad=True)
    y = wp.zeros(2, dtype=float, device="cpu", requires_grad=True)
    with rec.installed():
        tape = wp.Tape()
        with tape:
            wp.launch(kernels.square, dim=2, inputs=[x, y], device="cpu")
        tape.backward(grads={y: wp.ones(2, dtype=float, device="cpu")})
    assert rec.backward_launches == 1
    (seen,) = rec.seen.values()
    assert seen.calls == 1 and seen.launches[0].replay == "exact"
    assert np.array_equal(x.grad.numpy(), [2.0, 4.0])  # the program's own backward is untouched


def test_the_device_comparison_runs_on_any_device_and_passes_on_the_same_one(kernels):
    """The gpu stage's path (replay on a device, compare with the CPU replay) taken with the CPU
    as the device: the comparison must find the two equal."""
    wp = warp_ir.warp()
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(kernels.square, dim=3, inputs=[wp.array([1.0, 2.0, 3.0], dtype=float, device="cpu"), wp.zeros(3, dtype=float, device="cpu")], device="cpu")
    (seen,) = rec.seen.values()
    found = gpu_replays(seen.kernel, seen, "cpu")
    assert found["passed"] and found["worst_error"] == 0.0 and found["launches"] == 1


def test_struct_arrays_are_compared_field_by_field():
    data = np.zeros(2, dtype=[("a", "<f4"), ("b", "<i4", (2,))])
    assert sorted(flatten_fields({"s": data})) == ["s.a", "s.b"]


def test_the_real_code_gpu_tolerance_is_exact_for_integers_and_scaled_for_floats():
    assert real_code_gpu(np.array([1, 2], dtype=np.int32)) == real_code_gpu(np.array([True]))
    assert real_code_gpu(np.array([1, 2], dtype=np.int32)).atol == 0.0
    small, large = real_code_gpu(np.array([0.5], dtype=np.float32)), real_code_gpu(np.array([100.0], dtype=np.float32))
    assert large.atol == 100 * small.atol and large.rtol == small.rtol
    assert real_code_gpu(np.array([0.5], dtype=np.float64)).rtol < small.rtol < real_code_gpu(np.array([0.5], dtype=np.float16)).rtol
