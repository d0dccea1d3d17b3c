"""The tile lifter (``synth.warp.lift_tiles``) on real-looking tile kernels: a tiled or block_dim
launch is lifted into the model's tile nodes exactly or refused with a label; the model printed
back gives the original's outputs bit for bit; the standalone .cu's emulation does too (a float
array summed in the block's order within its derived allowance); and a planted defect in a
lifted tile spec is caught by the round trip and by the emulation, each on its own."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from test_lift import (  # the scalar lifter's checks: the emulated .cu, a proof as the stages read it, a plant caught
    _assert_caught,
    _emulated,
    _proved,
)

from synth.model import spec as m
from synth.model import tiles as t
from synth.model.failures import StageFailure
from synth.render.cuda.tiles import shared_bytes
from synth.stages import cuda_builds, lifted
from synth.toolchain import nvcc
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx


@pytest.fixture(scope="module")
def captured():
    """Each fixture tile kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    import lift_tile_kernels as k  # beside this file, on the path as test_lift is

    rng = np.random.default_rng(0)

    def floats(*shape):
        return wp.array(rng.uniform(-1, 1, shape).astype(np.float32), dtype=float)

    rec = recorder.Recorder()
    with rec.installed():
        wp.launch_tiled(k.tile_scale, dim=3, inputs=[floats(45), wp.zeros(45, dtype=float)], block_dim=32)
        wp.launch_tiled(k.tile_row_sums, dim=3, inputs=[floats(12, 8), wp.zeros(12, dtype=float), wp.zeros(1, dtype=float)], block_dim=64)
        wp.launch_tiled(k.tile_gemm, dim=(2, 3), inputs=[floats(8, 16), floats(16, 12), wp.zeros((8, 12), dtype=float)], block_dim=32)
        wp.launch(k.block_normalize, dim=128, inputs=[floats(128), wp.zeros(128, dtype=float)], block_dim=64)
        keys = wp.array(rng.integers(0, 9, 32).astype(np.int32), dtype=int)
        wp.launch_tiled(k.tile_counts, dim=2, inputs=[keys, wp.zeros(32, dtype=int)], block_dim=32)
        wp.launch_tiled(k.tile_slices, dim=3, inputs=[floats(3, 4, 8), wp.zeros((3, 8), dtype=float)], block_dim=32)
        doubles = [wp.array(rng.uniform(-1, 1, shape), dtype=wp.float64) for shape in ((8, 8), (8, 12))]
        wp.launch_tiled(k.tile_gemm_f64, dim=(2, 3), inputs=[*doubles, wp.zeros((8, 12), dtype=wp.float64)], block_dim=32)
        points = wp.array(rng.uniform(-1, 1, (32, 3)).astype(np.float32), dtype=wp.vec3)
        wp.launch_tiled(k.tile_points, dim=2, inputs=[points, wp.zeros(32, dtype=wp.vec3)], block_dim=32)
        pairs = wp.array(rng.uniform(-1, 1, (8, 8, 2)).astype(np.float32), dtype=wp.vec2f)
        wp.launch_tiled(k.tile_transpose_vec2, dim=(2, 2), inputs=[pairs, wp.zeros((8, 8), dtype=wp.vec2f)], block_dim=32)
        others = wp.array(rng.uniform(-1, 1, (32, 3)).astype(np.float32), dtype=wp.vec3)
        vec_out = [wp.zeros(32, dtype=wp.vec3), wp.zeros(k.TILE, dtype=wp.vec3), wp.zeros(32, dtype=float), wp.zeros(32, dtype=wp.vec3)]
        wp.launch_tiled(k.tile_vec_ops, dim=2, inputs=[points, others, 0.75, *vec_out], block_dim=32)
        particles = wp.array(rng.uniform(-1, 1, (32, 4)).astype(np.float32).view(k.Particle.numpy_dtype()).ravel(), dtype=k.Particle)
        particle_out = [wp.zeros(32, dtype=k.Particle), wp.zeros(2, dtype=float), wp.zeros(k.TILE, dtype=k.Particle)]
        wp.launch_tiled(k.tile_particles, dim=2, inputs=[particles, *particle_out], block_dim=32)
        wp.launch_tiled(k.tile_particle_sums, dim=2, inputs=[particles, wp.zeros(32, dtype=k.Particle)], block_dim=32)
        halves = [wp.array(rng.uniform(0.5, 2, 32).astype(np.float16), dtype=wp.float16) for _ in range(2)]
        wp.launch_tiled(k.tile_half, dim=2, inputs=[*halves, wp.zeros(32, dtype=wp.float16)], block_dim=32)
        view_out = [wp.zeros((6, 4), dtype=float), wp.zeros(21, dtype=float), wp.zeros(12, dtype=float)]
        wp.launch_tiled(k.tile_views, dim=3, inputs=[floats(12, 8), *view_out], block_dim=32)
        wp.launch_tiled(k.tile_rows_loop, dim=1, inputs=[floats(4, 8), wp.zeros((4, 8), dtype=float)], block_dim=32)
        wp.launch_tiled(k.tile_assign_parts, dim=3, inputs=[floats(12), wp.zeros(48, dtype=float)], block_dim=32)
        wp.launch_tiled(k.tile_vec_sum, dim=2, inputs=[points, wp.zeros(2, dtype=wp.vec3)], block_dim=32)
        wp.launch_tiled(k.tile_wide_axis_sum, dim=1, inputs=[floats(2, 4608), wp.zeros(4608, dtype=float)], block_dim=64)
        wp.launch_tiled(k.tile_axis_sum_at_the_limit, dim=1, inputs=[floats(2, 4096), wp.zeros(4096, dtype=float)], block_dim=64)
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


# Whether Warp's four IR texts of the printed-back kernel are the original's: block_normalize's are; the
# others name their tile shapes by module constants (TILE, TM, TN), which the model writes as literals
# (Warp declares one constant per use of a literal, one per constant name).
IR_SAME = {
    "tile_scale": False, "tile_row_sums": False, "tile_gemm": False, "block_normalize": True, "tile_counts": False, "tile_slices": False,
    "tile_gemm_f64": False, "tile_points": False, "tile_transpose_vec2": False, "tile_vec_ops": False, "tile_particles": False,
    "tile_particle_sums": False, "tile_half": False, "tile_views": False, "tile_assign_parts": False,
}  # fmt: skip
SUMMED = {
    "tile_row_sums": {"rows", "total"}, "tile_gemm": {"c"}, "block_normalize": {"out"}, "tile_slices": {"out"}, "tile_gemm_f64": {"c"},
    "tile_vec_ops": {"total"}, "tile_particles": {"loss", "acc"},
}  # fmt: skip  # float arrays summed in a block's order


@pytest.mark.parametrize("name", sorted(IR_SAME))
def test_tile_lift_is_exact_both_ways(captured, name, tmp_path):
    """The lifted tile kernel printed back runs to the original's bytes, and so does its emulated .cu
    (within the derived allowance where the block sums floats in its own order, else bit for bit)."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    launch = launches[0]
    assert spec.block_dim == launch["block_dim"] and spec.tiled == launch["tiled"] and t.has_tile_statement(spec.body)
    assert {p.name for p in spec.outputs if p.type.is_float and t.summed_terms(spec, p.name) > 1} == SUMMED.get(name, set())
    proved = _proved(spec, entry, launches)
    outcome = lifted.compare(proved, _emulated(spec, proved.launches, tmp_path))
    assert isinstance(outcome, lifted.Emulated), outcome
    assert entry["ir_same"] == IR_SAME[name], entry["ir_differs"]


def test_nested_collective_is_named_first(captured):
    """``wp.tile_atomic_add(total, wp.tile_sum(t))``: the reduction, computed by the block in phases,
    becomes a tile local of its own before the store (the model's rule for collective builtins)."""
    kernel, launches = captured["tile_row_sums"]
    spec = lift.lift(kernel, launches[0])
    *_, let, store = spec.body
    assert isinstance(let, t.TileLet) and isinstance(let.value, t.TileReduce) and let.name.startswith("_tile")
    assert isinstance(store, t.TileAtomicAdd) and store.tile == t.TileRef(let.name, let.value.type)


def test_tiled_lane_index_kept(captured):
    """``i, lane = wp.tid()`` of a tiled launch: ``i`` is the tile, ``lane`` the thread's place in its block."""
    kernel, launches = captured["tile_counts"]
    spec = lift.lift(kernel, launches[0])
    from synth.render.cuda import render_standalone
    from synth.render.warp_python import render_warp

    assert spec.tids == ("i",) and "i, lane = wp.tid()" in render_warp(spec)
    assert "const int lane = threadIdx.x;" in render_standalone(spec).kernel


def test_tile_of_vectors_sum_refused(captured):
    """A tile of vec3 is loaded, stored, mapped and scaled, but not reduced (the model sums tiles of scalars): refused with its label."""
    kernel, launches = captured["tile_vec_sum"]
    assert lift_proof.prove(kernel, launches, Path("."))["refused"] == "not lifted: wp.tile_sum on a tile of vec3 (the model combines tiles of scalars so)"


def test_slice_at_a_loop_variable_refused(captured):
    """``t[r]`` in ``for r in range(TM)``: Warp folds the unrolled loop's variable to a constant per
    iteration (the trace holds its first), so the slice is not one constant slice: refused, not lifted as ``t[0]``."""
    kernel, launches = captured["tile_rows_loop"]
    assert lift_proof.prove(kernel, launches, Path("."))["refused"] == "not lifted: a tile slice's bound not known at compile time"


def test_slice_fixes_leading_dimensions(captured):
    """``wp.tile_load(a[i], ...)`` and ``wp.tile_store(out[i], ...)``: the row of a batch, the index
    held by the load and the store, printed back as the original wrote it."""
    kernel, launches = captured["tile_slices"]
    spec = lift.lift(kernel, launches[0])
    load, _, store = spec.body
    assert load.value.index == (m.Ref("i", m.INT),) and store.index == (m.Ref("i", m.INT),)
    from synth.render.warp_python import render_warp

    assert "wp.tile_load(a[i], shape=(4, 8))" in render_warp(spec) and "wp.tile_store(out[i], " in render_warp(spec)


# ----------------------------------------------------------------------------- planted defects


def _swap_tile_sub(spec):
    """``2.0 * s - t`` lifted as ``t - 2.0 * s``."""
    return _mapped_tiles(spec, lambda x: dataclasses.replace(x, lhs=x.rhs, rhs=x.lhs) if isinstance(x, t.TileBinary) and x.op == "sub" else x)


def _shifted_load(spec):
    """A tile loaded one row (or element) further on (offset ``i * 16 + 1``)."""

    def shift(x):
        if isinstance(x, t.TileLoad):
            return dataclasses.replace(x, offset=(m.Binary("add", x.offset[0], m.Const(1, m.INT), m.INT), *x.offset[1:]))
        return x

    return _mapped_tiles(spec, shift)


def _other_component(spec):
    """A tile of structs mapped with another value: ``wp.tile_map(kick, a, dv)`` lifted as ``wp.tile_map(kick, a, a)``."""
    return _mapped_tiles(spec, lambda x: dataclasses.replace(x, args=(x.args[0], x.args[0])) if isinstance(x, t.TileMap) and len(x.args) == 2 else x)


def _shifted_slice(spec):
    """``t[1:3, ::2]`` lifted as ``t[2:4, ::2]``: a slice one row further on."""
    return _mapped_tiles(spec, lambda x: dataclasses.replace(x, starts=(x.starts[0] + 1, *x.starts[1:])) if isinstance(x, t.TileSlice) and x.steps == (1, 2) else x)


def _moved_assign(spec):
    """``wp.tile_assign(dst, src, offset=(2,))`` lifted at offset (3,)."""
    return dataclasses.replace(spec, body=tuple(dataclasses.replace(s, offset=(s.offset[0] + 1,)) if isinstance(s, t.TileAssign) and s.offset == (2,) else s for s in spec.body))


def _mapped_tiles(spec, fn):
    """``spec`` with ``fn`` applied to every tile expression of its tile statements (children first)."""

    def tree(x):
        changed = {f.name: tree(getattr(x, f.name)) for f in dataclasses.fields(x) if isinstance(getattr(x, f.name), t.TILE_EXPRS)}
        return fn(dataclasses.replace(x, **changed) if changed else x)

    def statement(s):
        if isinstance(s, t.TileLet):
            return dataclasses.replace(s, value=tree(s.value))
        if isinstance(s, (t.TileStore, t.TileAtomicAdd)):
            return dataclasses.replace(s, tile=tree(s.tile))
        return s

    return dataclasses.replace(spec, body=tuple(statement(s) for s in spec.body))


@pytest.mark.parametrize(
    ("name", "plant"),
    [
        ("tile_scale", _swap_tile_sub), ("tile_scale", _shifted_load), ("tile_row_sums", _shifted_load),
        ("tile_transpose_vec2", _shifted_load), ("tile_vec_ops", _swap_tile_sub), ("tile_particles", _shifted_load),
        ("tile_particle_sums", _swap_tile_sub), ("tile_particles", _other_component), ("tile_views", _shifted_slice),
        ("tile_assign_parts", _moved_assign),
    ],
    ids=[
        "scale-swapped-sub", "scale-shifted-load", "row-sums-shifted-load",
        "vec2-shifted-load", "vec3-swapped-sub", "struct-shifted-load", "struct-swapped-sub", "struct-map-other-operand", "slice-shifted",
        "assign-moved",
    ],
)  # fmt: skip
def test_planted_tile_lift_defects_are_caught(captured, name, plant, tmp_path):
    """A lifted tile spec with a planted defect fails the round trip and, on its own, the emulation
    (row sums: the reduction's allowance does not hide a wrong row; tiles of vectors and structs: a
    tile loaded from the wrong place, operands swapped, a struct mapped with the wrong value)."""
    kernel, launches = captured[name]
    _assert_caught(kernel, launches, plant, tmp_path)


def test_a_tile_kernel_past_the_static_shared_memory_is_rejected_before_nvcc(captured):
    """A (2, 4608) tile and its column sums are 55,296 bytes of __shared__ arrays in the standalone
    .cu, past the 48 KiB a block may declare statically on every architecture (ptxas: "uses too much
    shared data"): an nvcc_error known by design, decided from the renderer's declarations, with no
    nvcc. A kernel within the limit is built as before."""
    kernel, launches = captured["tile_wide_axis_sum"]
    spec = lift.lift(kernel, launches[0])
    assert shared_bytes(spec) == (2 * 4608 + 4608) * 4
    failure = lifted._over_static_shared_memory(spec, (75, 90))
    assert failure.label == "nvcc_error" and failure.known and "55296 bytes of __shared__ memory, over the 49152" in failure.message, failure
    assert "sm_75, sm_90" in failure.known
    small = lift.lift(*[(k, ls[0]) for k, ls in [captured["tile_row_sums"]]][0])
    assert 0 < shared_bytes(small) <= 49152 and lifted._over_static_shared_memory(small, (75, 90)) is None


@pytest.mark.skipif(nvcc.find_nvcc() is None, reason="no nvcc")
def test_the_static_shared_memory_limit_is_ptxas_own(captured, tmp_path):
    """The rejection's bound is where ptxas draws it, from both sides: 49,152 bytes of tiles build
    for sm_75 and sm_90 (ptxas counts the same bytes), 55,296 do not ("uses too much shared data")."""
    at_limit = lift.lift(captured["tile_axis_sum_at_the_limit"][0], captured["tile_axis_sum_at_the_limit"][1][0])
    assert shared_bytes(at_limit) == 49152 and lifted._over_static_shared_memory(at_limit, (75, 90)) is None
    built = cuda_builds.compile_spec(at_limit, (75, 90), tmp_path / "at_limit")
    assert {arch: numbers["shared_bytes"] for arch, numbers in built.resources.items()} == {75: 49152, 90: 49152}
    wide = lift.lift(captured["tile_wide_axis_sum"][0], captured["tile_wide_axis_sum"][1][0])
    with pytest.raises(StageFailure, match="uses too much shared data"):
        cuda_builds.compile_spec(wide, (75, 90), tmp_path / "wide")


def test_the_nvcc_stage_rejects_a_kernel_past_the_static_shared_memory_and_builds_the_others(captured, tmp_path, monkeypatch):
    """``lifted.built`` (the module_nvcc stage) gives the wide kernel its known nvcc_error without
    handing it to nvcc, and hands the kernel within the limit to nvcc as before."""
    lifts = {}
    for name in ("tile_wide_axis_sum", "tile_row_sums"):
        kernel, launches = captured[name]
        lifts[name] = lifted.Lift(lift.lift(kernel, launches[0]), launches[:1], [], (), "captured")
    cases = [SimpleNamespace(id=name) for name in lifts]
    monkeypatch.setattr(lifted, "lifted_cases", lambda batch: (lifts, cases))
    asked = []
    monkeypatch.setattr(cuda_builds, "compile_specs", lambda specs, *a, **k: {s.name: asked.append(s.name) or "built" for s in specs})
    batch = SimpleNamespace(workdir=tmp_path, settings=SimpleNamespace(cache_dir=tmp_path / "cache"))
    found = lifted.built(batch, (90,), "lifted_nvcc")
    assert asked == [lifts["tile_row_sums"].spec.name] and found["tile_row_sums"] == "built"
    failure = found["tile_wide_axis_sum"]
    assert isinstance(failure, StageFailure) and failure.label == "nvcc_error" and "(sm_90 asked for)" in failure.known, failure
