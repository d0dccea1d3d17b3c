"""The block-level CUDA of tile kernels and the emulator that runs a block's threads together.

Planted defects: each is a one-line edit of a correct kernel's emulation source, and each must be
caught (by the emulator's race detection or by the comparison with Warp's CPU run), while the
unedited kernel passes: a dropped barrier, a reduction that leaves out one thread, a tile stored
with a wrong stride, a launch with the wrong block size. A case whose CUDA lacks a needed
barrier is rejected by the pipeline's emulation stage itself (label ``race``).
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from conformance import cpu_kernels

from synth.generate.cases import Case
from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS, SENTINEL, make_inputs
from synth.model.spec import FLOAT, INT, Binary, Const, KernelSpec, Param, Ref
from synth.model.tiles import TileBinary, TileLet, TileLoad, TileReduce, TileRef, TileScan, TileStore, TileSumAxis, TileTranspose, TileType
from synth.render.cuda import render_device, units
from synth.render.cuda import tiles as cuda_tiles
from synth.stages import standalone_cuda
from synth.stages.batch import Pipeline, Settings, plan_batches
from synth.stages.reference import run_forward
from synth.toolchain import emulate

pytestmark = pytest.mark.needs_gxx

I = Ref("i", INT)  # noqa: E741 (the tile index, as the kernels name it)


def _at(k: int):
    return Binary("mul", I, Const(k, INT), INT)


def block_sum() -> KernelSpec:
    """Two tiles of 100 elements (a block of 64 threads: two elements for some), each scaled and
    stored, and summed into one total per tile: strided loads, a reduction tree, a short array."""
    t, one = TileType(FLOAT, (100,)), TileType(FLOAT, (1,))
    body = (
        TileLet("ta", TileLoad("a", t, (_at(100),))),
        TileLet("scaled", TileBinary("mul", Const(2.0), TileRef("ta", t), t)),
        TileStore("out", TileRef("scaled", t), (_at(100),)),
        TileLet("total", TileReduce("tile_sum", TileRef("scaled", t), one)),
        TileStore("sums", TileRef("total", one), (I,)),
    )
    params = (
        Param("a", "in", FLOAT, shape=(193,)),
        Param("out", "out", FLOAT, init=SENTINEL, shape=(193,)),
        Param("sums", "out", FLOAT, init=SENTINEL, shape=(2,)),
    )
    return KernelSpec("planted_block_sum", "planted", 0, 2, params, body, block_dim=64, tiled=True)


def transposed() -> KernelSpec:
    """Tiles of 8 x 16 of a 2-D array (a grid of 2 x 2 tiles, the last row of tiles partly past the
    array's end) stored transposed into a 2-D output of the transposed shape."""
    t, tt = TileType(FLOAT, (8, 16)), TileType(FLOAT, (16, 8))
    j = Ref("j", INT)
    body = (
        TileLet("t", TileLoad("a", t, (_at(8), Binary("mul", j, Const(16, INT), INT)))),
        TileStore("out", TileTranspose(TileRef("t", t), tt), (Binary("mul", j, Const(16, INT), INT), _at(8))),
    )
    params = (Param("a", "in", FLOAT, shape=(13, 32)), Param("out", "out", FLOAT, init=SENTINEL, shape=(32, 13)))
    return KernelSpec("planted_transposed", "planted", 0, (2, 2), params, body, block_dim=32, tiled=True)


def axis_sums() -> KernelSpec:
    """A 4 x 8 tile of a 2-D array summed down its columns (8 sums of 4) and along its rows (4 sums of 8)."""
    t = TileType(FLOAT, (4, 8))
    body = (
        TileLet("t", TileLoad("a", t, (Const(0, INT), Const(0, INT)))),
        TileLet("c", TileSumAxis(TileRef("t", t), 0, TileType(FLOAT, (8,)))),
        TileLet("r", TileSumAxis(TileRef("t", t), 1, TileType(FLOAT, (4,)))),
        TileStore("cols", TileRef("c", TileType(FLOAT, (8,))), (Const(0, INT),)),
        TileStore("rows", TileRef("r", TileType(FLOAT, (4,))), (Const(0, INT),)),
    )
    params = (
        Param("a", "in", FLOAT, shape=(4, 8)),
        Param("cols", "out", FLOAT, init=SENTINEL, shape=(8,)),
        Param("rows", "out", FLOAT, init=SENTINEL, shape=(4,)),
    )
    return KernelSpec("planted_axis_sums", "planted", 0, 1, params, body, block_dim=32, tiled=True)


def scans() -> KernelSpec:
    """Exclusive and inclusive prefix sums of a float tile of 24 and an exclusive one of an int tile
    of values past 2^24: an exclusive scan's first element is its type's zero (a float zero in the
    int scan's conditional would round its other elements through float)."""
    t, ti = TileType(FLOAT, (24,)), TileType(INT, (24,))
    zero = (Const(0, INT),)
    body = (
        TileLet("t", TileLoad("a", t, zero)),
        TileLet("k", TileLoad("b", ti, zero)),
        TileLet("ex_t", TileScan("exclusive", TileRef("t", t), t)),
        TileLet("inc_t", TileScan("inclusive", TileRef("t", t), t)),
        TileLet("kex_t", TileScan("exclusive", TileRef("k", ti), ti)),
        TileStore("ex", TileRef("ex_t", t), zero),
        TileStore("inc", TileRef("inc_t", t), zero),
        TileStore("kex", TileRef("kex_t", ti), zero),
    )
    params = (
        Param("a", "in", FLOAT, shape=(24,)),
        Param("b", "in", INT, (-20_000_000, 20_000_000), shape=(24,)),
        Param("ex", "out", FLOAT, init=SENTINEL, shape=(24,)),
        Param("inc", "out", FLOAT, init=SENTINEL, shape=(24,)),
        Param("kex", "out", INT, init=-7, shape=(24,)),
    )
    return KernelSpec("planted_scans", "planted", 0, 1, params, body, block_dim=32, tiled=True)


SPECS = [block_sum(), transposed(), axis_sums(), scans()]


@pytest.fixture(scope="module")
def warp_reference(tmp_path_factory):
    """Each spec run by Warp on the CPU with its block_dim (every draw), one module per spec."""
    folder = tmp_path_factory.mktemp("warp_src")
    reference = {}
    for spec in SPECS:
        (copy,) = cpu_kernels([spec], folder, f"test_tile_emulation_{spec.name}", spec.block_dim)
        reference[spec.name] = [run_forward(copy, spec, make_inputs(spec, d)) for d in range(DRAWS)]
    return reference


def emulated(spec: KernelSpec, workdir, edit=None, expect_edit: str | None = None):
    """The spec's emulation, its source edited by ``edit`` (a function of the text; it must change
    it, and the edited line must contain ``expect_edit``): every draw's outputs, or the failure."""
    text = units.emulation_unit([spec])
    if edit is not None:
        changed = edit(text)
        assert changed != text, "the planted defect did not apply"
        if expect_edit:
            assert expect_edit in changed
        text = changed
    exe = emulate.build_source(text, workdir, timeout=120.0)
    draws = {spec.name: [make_inputs(spec, d) for d in range(DRAWS)]}
    return emulate.run_all(exe, [spec], draws, workdir)[spec.name]


def verdict(spec: KernelSpec, got, expected) -> StageFailure | None:
    """The emulation stage's verdict: its failure (race, crash), or the comparison's (mismatch), or None."""
    if isinstance(got, StageFailure):
        return got
    outcome = standalone_cuda.compare_draws(spec, got, expected)
    return outcome if isinstance(outcome, StageFailure) else None


def _drop_line(pattern: str, which: int = 0):
    """An edit that deletes the ``which``-th line matching ``pattern``."""

    def edit(text: str) -> str:
        lines = text.split("\n")
        hits = [k for k, line in enumerate(lines) if re.search(pattern, line)]
        del lines[hits[which]]
        return "\n".join(lines)

    return edit


def _replace(old: str, new: str):
    return lambda text: text.replace(old, new, 1)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.name)
def test_the_kernels_without_a_defect_match_warp(spec, warp_reference, tmp_path):
    assert verdict(spec, emulated(spec, tmp_path), warp_reference[spec.name]) is None


def test_a_dropped_barrier_is_a_race(warp_reference, tmp_path):
    spec = block_sum()
    # the barrier between the threads' partial sums and the tree that reads them
    got = emulated(spec, tmp_path, _drop_line(r"^\s*__syncthreads\(\);$"))
    failure = verdict(spec, got, warp_reference[spec.name])
    assert failure is not None and failure.label == "race", failure
    assert "missing or misplaced __syncthreads()" in failure.message


def test_a_dropped_barrier_before_a_transposed_read_is_a_race(warp_reference, tmp_path):
    spec = transposed()
    failure = verdict(spec, emulated(spec, tmp_path, _drop_line(r"^\s*__syncthreads\(\);$")), warp_reference[spec.name])
    assert failure is not None and failure.label == "race", failure


def test_a_barrier_under_a_branch_is_a_race(warp_reference, tmp_path):
    """A barrier some threads skip (only thread 0 reaches it): the block's threads wait at different places."""
    spec = block_sum()
    edit = _replace("    __syncthreads();\n    for (int stride", "    if (threadIdx.x == 0) __syncthreads();\n    for (int stride")
    failure = verdict(spec, emulated(spec, tmp_path, edit), warp_reference[spec.name])
    assert failure is not None and failure.label == "race", failure


def test_a_reduction_off_by_one_thread_is_a_mismatch(warp_reference, tmp_path):
    """The tree stops one step early: thread 1's partial sum never reaches element 0."""
    spec = block_sum()
    failure = verdict(spec, emulated(spec, tmp_path, _replace("stride > 0;", "stride > 1;")), warp_reference[spec.name])
    assert failure is not None and failure.label == "mismatch" and "sums" in failure.message, failure


def test_a_reduction_that_leaves_out_the_last_thread_is_a_mismatch(warp_reference, tmp_path):
    spec = block_sum()
    edit = _replace("total[threadIdx.x] = part;", "total[threadIdx.x] = threadIdx.x == BLOCK_DIM - 1 ? 0.0f : part;")
    failure = verdict(spec, emulated(spec, tmp_path, edit), warp_reference[spec.name])
    assert failure is not None and failure.label == "mismatch", failure


@pytest.mark.parametrize(("count", "output"), [(4, "cols"), (8, "rows")])
def test_a_sum_along_an_axis_one_element_too_far_is_caught(warp_reference, tmp_path, count, output):
    """Pins sum_axis's loop bound (``k < count``, tiles.py): ``k <= count`` adds the element past the
    column's or row's end; the emulation's verdict is a failure (a mismatch, or the read caught)."""
    spec = axis_sums()
    edit = _replace(f"k < {count}; ++k", f"k <= {count}; ++k")
    failure = verdict(spec, emulated(spec, tmp_path, edit, f"k <= {count}"), warp_reference[spec.name])
    assert failure is not None, "the sum one element too far passed"
    assert failure.label != "mismatch" or output in failure.message, failure


def test_a_tile_stored_with_a_wrong_stride_is_a_mismatch(warp_reference, tmp_path):
    """The transposed tile's rows written one element apart too few (the input's width for the output's)."""
    spec = transposed()
    edit = _replace("out[dst_row * out_shape1 + dst_col]", "out[dst_row * (out_shape1 - 1) + dst_col]")
    failure = verdict(spec, emulated(spec, tmp_path, edit), warp_reference[spec.name])
    assert failure is not None and failure.label == "mismatch", failure


def test_a_tile_loaded_with_a_wrong_stride_is_a_mismatch(warp_reference, tmp_path):
    spec = transposed()
    edit = _replace("a[src_row * a_shape1 + src_col]", "a[src_row * a_shape0 + src_col]")
    failure = verdict(spec, emulated(spec, tmp_path, edit), warp_reference[spec.name])
    assert failure is not None and failure.label == "mismatch", failure


@pytest.mark.parametrize("threads", ["BLOCK_DIM / 2", "BLOCK_DIM * 2", "BLOCK_DIM - 1"])
def test_a_launch_with_the_wrong_block_size_is_caught(threads, warp_reference, tmp_path):
    """Fewer threads leave elements no thread computes (shared memory still holds its poison);
    more threads write partial sums past the block's array (or compute elements twice)."""
    spec = block_sum()
    got = emulated(spec, tmp_path, _replace("const dim3 threads(BLOCK_DIM);", f"const dim3 threads({threads});"))
    failure = verdict(spec, got, warp_reference[spec.name])
    assert failure is not None and failure.label in ("mismatch", "race"), failure
    if threads == "BLOCK_DIM / 2":  # the tree reads the partial sums of threads that never ran: the poison shows
        assert np.isnan(got[0]["sums"]).any()


def test_the_emulation_stage_rejects_a_kernel_without_its_barriers(tmp_path, monkeypatch):
    """The renderer's barrier placement switched off: the pipeline's own emulation stage fails the case as a race."""
    monkeypatch.setattr(cuda_tiles.Hazards, "conflicts", lambda self, reads, writes: False)
    case = Case("tile_grid", 0)
    assert "__syncthreads" not in render_device(case.spec)
    pipeline = Pipeline(plan_batches([case], 1), Settings(cache_dir=tmp_path))
    result = pipeline.batch(case).results(standalone_cuda.emulation)[case.id]
    assert isinstance(result, StageFailure) and result.label == "race", result


def test_barriers_stand_only_where_a_thread_reads_another_threads_elements():
    """An element-wise chain needs no barrier (each thread reads the elements it wrote); a
    reduction's tree and a transposed read do."""
    text = render_device(block_sum())
    body = text[text.index("{", text.index("__global__")) :]
    assert "__syncthreads" not in body[: body.index("// total")]  # load, scale, store: each thread its own elements
    assert body.count("__syncthreads();") == 2  # after the partial sums, and after each step of the tree
    text = render_device(transposed())
    assert text.count("__syncthreads();") == 1  # between the load and the transposed store


def test_emulated_outputs_are_those_of_the_descending_run_too(warp_reference, tmp_path):
    """Both thread orders give the same bytes for a correct kernel (the stage compares the second run's)."""
    spec = transposed()
    got = emulated(spec, tmp_path)
    for draw, outputs in enumerate(got):
        np.testing.assert_array_equal(outputs["out"], warp_reference[spec.name][draw]["out"])
