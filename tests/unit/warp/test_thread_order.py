"""Kernels whose results depend on their threads' order: found from Warp's C++, and compared
across devices as multisets only where they are found (synth.warp.thread_order)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import numpy as np
import pytest

from synth.stages.ingest.child import gpu_replays
from synth.verify.compare import elements_sorted
from synth.warp import recorder, warp_ir
from synth.warp.thread_order import order_dependence

KERNELS = """\
import warp as wp


@wp.func
def take_slot(counter: wp.array(dtype=int)):
    return wp.atomic_add(counter, 0, 1)


@wp.kernel
def compact(x: wp.array(dtype=float), counter: wp.array(dtype=int), out: wp.array(dtype=float)):
    i = wp.tid()
    slot = wp.atomic_add(counter, 0, 1)
    out[slot] = x[i]


@wp.kernel
def compact_in_func(x: wp.array(dtype=float), counter: wp.array(dtype=int), out: wp.array(dtype=float)):
    i = wp.tid()
    out[take_slot(counter)] = x[i]


@wp.kernel
def total(x: wp.array(dtype=float), sums: wp.array(dtype=float)):
    i = wp.tid()
    wp.atomic_add(sums, 0, x[i])


@wp.kernel
def square(x: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = x[i] * x[i]
"""


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("order") / "order_kernels.py"
    path.write_text(textwrap.dedent(KERNELS))
    return warp_ir.import_file(path, "synth_test_order_kernels")


def _order(kernel, block_dim: int = 1) -> str:
    return order_dependence(warp_ir.build_kernel_alone(kernel, "cpu", block_dim, None).source)


def test_an_atomic_whose_value_is_used_makes_the_threads_order_matter(kernels):
    assert "wp.atomic_add returns is used" in _order(kernels.compact)
    assert "wp.atomic_add returns is used" in _order(kernels.compact_in_func)  # in a function the kernel calls
    assert _order(kernels.total) == ""  # a sum is the same in any order
    assert _order(kernels.square) == ""


def test_a_tile_stack_makes_the_threads_order_matter():
    warp_ir.warp()
    from warp.tests.tile import test_tile_stack

    assert "wp.tile_stack_push" in _order(test_tile_stack.push_all_kernel, 64)
    assert "wp.tile_stack_pop" in _order(test_tile_stack.pop_empty_kernel, 64)


def test_elements_are_sorted_with_their_components_together():
    vectors = np.array([[3.0, 0.0], [1.0, 9.0], [1.0, 2.0]], dtype=np.float32)
    assert elements_sorted(vectors, 1).tolist() == [[1.0, 2.0], [1.0, 9.0], [3.0, 0.0]]
    grid = np.array([[4, 1], [3, 2]], dtype=np.int32)
    assert elements_sorted(grid, 2).tolist() == [[1, 2], [3, 4]]


def _seen(wp, kernel, inputs):
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(kernel, dim=len(inputs[0]), inputs=inputs, device="cpu")
    (seen,) = rec.seen.values()
    return seen


def _device_in_reverse_order(monkeypatch, change=None):
    """The CPU as a device whose threads reach the atomic in reverse order: the slot thread i takes
    is n-1-i, so the compacted output is the CPU's reversed. ``change`` plants a wrong result."""
    real, calls = recorder.replay, []

    def replay(kernel, launch, device="cpu", **kwargs):
        values = real(kernel, launch, "cpu", **kwargs)
        calls.append(device)
        if len(calls) % 2 == 0:  # gpu_replays replays on the CPU first, then on the device
            out = values[-1].numpy()[::-1].copy()
            if change is not None:
                change(out)
            values[-1].assign(out)
        return values

    monkeypatch.setattr(recorder, "replay", replay)


def _compact_launch(wp, kernels):
    x = wp.array(np.arange(1.0, 9.0, dtype=np.float32) * 1.5, dtype=float, device="cpu")
    return _seen(wp, kernels.compact, [x, wp.zeros(1, dtype=int, device="cpu"), wp.zeros(8, dtype=float, device="cpu")])


def test_a_device_that_takes_the_slots_in_another_order_agrees(kernels, monkeypatch):
    wp = warp_ir.warp()
    seen = _compact_launch(wp, kernels)
    _device_in_reverse_order(monkeypatch)
    element_wise = gpu_replays(seen.kernel, seen, "cpu")
    assert not element_wise["passed"]  # element by element the two schedules differ
    found = gpu_replays(seen.kernel, seen, "cpu", _order(kernels.compact))
    assert found["passed"] and found["worst_error"] == 0.0
    assert found["compared"].startswith("as the multiset of each array's elements: the value wp.atomic_add returns")


def test_a_wrong_value_in_another_order_still_fails(kernels, monkeypatch):
    wp = warp_ir.warp()
    seen = _compact_launch(wp, kernels)

    def plant(out):
        out[3] += 0.5

    _device_in_reverse_order(monkeypatch, plant)
    found = gpu_replays(seen.kernel, seen, "cpu", _order(kernels.compact))
    assert not found["passed"] and "out: 1/8 elements out of tolerance" in found["message"] and "multiset" in found["message"]


def test_same_order_results_are_compared_element_by_element(kernels):
    wp = warp_ir.warp()
    seen = _compact_launch(wp, kernels)
    found = gpu_replays(seen.kernel, seen, "cpu", _order(kernels.compact))
    assert found["passed"] and found["compared"] == "element by element"


# ----------------------------------------------------------------------------- Warp's tile-stack tests on an H200

H200 = Path(__file__).parent / "data" / "tile_stack_h200.npz"  # gpu/record_tile_stack.py on an NVIDIA H200
BLOCK = 64


def _tile_stack_kernels():
    wp = warp_ir.warp()
    from warp.tests.tile import test_tile_stack

    return sorted((name, k) for name, k in vars(test_tile_stack).items() if isinstance(k, wp.Kernel))


def _device_recorded(monkeypatch, recorded, name):
    """The device side of ``gpu_replays``: the arrays the H200 left, in place of a launch."""
    real, calls = recorder.replay, []

    def replay(kernel, launch, device="cpu", **kwargs):
        values = real(kernel, launch, "cpu", **kwargs)
        calls.append(device)
        if len(calls) % 2 == 0:
            for arg, value in zip(kernel.adj.args, values, strict=True):
                value.assign(recorded[f"{name}.{arg.label}.cuda:0"])
        return values

    monkeypatch.setattr(recorder, "replay", replay)


def _replays(monkeypatch, with_order: bool) -> dict:
    """Each tile-stack kernel launched on the CPU as its test launches it, against the H200's outputs."""
    wp = warp_ir.warp()
    recorded = np.load(H200)
    found = {}
    for name, kernel in _tile_stack_kernels():
        rec = recorder.Recorder()
        with rec.installed():
            arrays = [wp.full(BLOCK, -1, dtype=a.type.dtype, device="cpu") for a in kernel.adj.args]
            wp.launch_tiled(kernel, dim=[1], inputs=arrays, block_dim=BLOCK, device="cpu")
        for arg, array in zip(kernel.adj.args, arrays, strict=True):  # Warp's CPU here is the H200 host's CPU
            assert np.array_equal(array.numpy(), recorded[f"{name}.{arg.label}.cpu"]), f"{name}.{arg.label}"
        (seen,) = rec.seen.values()
        with monkeypatch.context() as patch:
            _device_recorded(patch, recorded, name)
            found[name] = gpu_replays(kernel, seen, "cpu", _order(kernel, BLOCK) if with_order else "")
    return found


ELEMENT_ORDER_DIFFERS = {
    "float16_dtype_kernel", "float_dtype_kernel", "func_tile_stack_kernel", "overflow_data_integrity_kernel", "overflow_kernel",
    "pop_slot_compact_kernel", "push_all_kernel", "two_stacks_kernel", "vec3_dtype_kernel",
}  # fmt: skip


def test_the_h200_and_warps_cpu_fill_tile_stacks_in_other_orders(monkeypatch):
    """The cause of the tile-stack replays that disagreed: compared element by element (as before),
    nine of the eighteen kernels differ, each where a thread's slot decides where its value goes."""
    found = _replays(monkeypatch, with_order=False)
    assert {name for name, r in found.items() if not r["passed"]} == ELEMENT_ORDER_DIFFERS
    assert all(r["label"] == "mismatch" for r in found.values() if not r["passed"])


def test_compared_as_multisets_the_h200_agrees_but_where_the_order_chose_the_values(monkeypatch):
    found = _replays(monkeypatch, with_order=True)
    assert {name for name, r in found.items() if r["passed"] and r["compared"] != "element by element"} == ELEMENT_ORDER_DIFFERS - {"overflow_data_integrity_kernel"}
    assert {name for name, r in found.items() if not r["passed"]} == {"overflow_data_integrity_kernel"}
    failed = found["overflow_data_integrity_kernel"]  # capacity 4: which four threads' values the stack kept is the order's choice
    assert failed["label"] == "race" and "depend on its threads' order" in failed["known"]
