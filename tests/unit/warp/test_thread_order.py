"""Kernels whose results depend on their threads' order: found from Warp's C++, and compared
across devices as multisets only where they are found (synth.warp.thread_order)."""

from __future__ import annotations

import textwrap

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
