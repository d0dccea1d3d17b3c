"""Indexed arrays (``wp.indexedarray``) lifted: a kernel reading, storing and adding to their elements
(a dimension with an index array, one without) and reading their shape is printed back and emulated
bit for bit on the launch's own data and index arrays; nvcc builds its .cu; what the model does not
hold is refused with a label; a planted .cu that ignores an index array, or takes another
dimension's, and a lift that reads the indexed array as the array it indexes are caught."""

from __future__ import annotations

import ast
import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

from synth.model import spec as m
from synth.model.failures import StageFailure
from synth.render import indexed_ops
from synth.render.cuda import render_standalone
from synth.stages import cuda_builds, lifted
from synth.stages.ingest import debug_run
from synth.toolchain import emulate, nvcc
from synth.warp import lift, lift_proof, lift_uses, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx

# Per kernel: the index lengths its indexed array is lifted with (None: a dimension read directly).
LENGTHS = {"gathered": (3, None), "scaled": (None, 2), "bumped": (3,), "counted": (None, 2, None)}


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import indexed_kernels as k
    finally:
        sys.path.pop(0)
    rng = np.random.default_rng(5)
    index = lambda values: wp.array(np.array(values, dtype=np.int32), device="cpu")  # noqa: E731
    floats = lambda shape, dtype=float: wp.array(rng.uniform(-1, 1, shape).astype(np.float32), dtype=dtype, device="cpu")  # noqa: E731
    rec = recorder.Recorder()
    with rec.installed():
        rows = wp.indexedarray(floats((5, 3)), [index([4, 0, 2]), None])
        wp.launch(k.gathered, dim=(3, 3), inputs=[rows, wp.zeros((3, 3), dtype=float, device="cpu")], device="cpu")
        columns = wp.indexedarray(floats((4, 3, 3), wp.vec3).reshape((4, 3)), [None, index([2, 0])])
        wp.launch(k.scaled, dim=(4, 2), inputs=[columns, 1.5], device="cpu")
        wp.launch(k.bumped, dim=3, inputs=[wp.indexedarray(floats(6), [index([5, 2, 3])])], device="cpu")
        middle = wp.indexedarray(wp.array(np.arange(24, dtype=np.int32).reshape(2, 4, 3), device="cpu"), [None, index([3, 1]), None])
        wp.launch(k.counted, dim=(2, 2, 3), inputs=[middle, wp.zeros(1, dtype=int, device="cpu")], device="cpu")
        wp.launch(k.clipped, dim=(3, 3), inputs=[rows, wp.zeros((3, 3), dtype=float, device="cpu")], device="cpu")
        wp.launch(k.row_view, dim=3, inputs=[rows, wp.zeros(3, dtype=float, device="cpu")], device="cpu")
    return {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"]) for s in rec.seen.values()}


def _emulation(spec: m.KernelSpec, entry: dict, launches: list[dict], workdir: Path):
    """The emulation stage's verdict on ``spec``'s .cu against a proof ``entry`` (the original's arrays)."""
    proved = lifted.Lift(spec, [launches[k] for k in entry["launches"]], entry["expected"], tuple(entry["ir_differs"]), "captured")
    spec, runs = lifted.checked(proved)
    exe = cuda_builds.build_emulation([spec], workdir)
    got = emulate.run_all(exe, [spec], {spec.name: [lifted.launch_inputs(spec, launch) for launch in runs]}, workdir)[spec.name]
    return lifted.compare(proved, got)


@pytest.mark.parametrize("name", list(LENGTHS))
def test_an_indexed_array_kernel_lifts_exactly_both_ways(captured, name, tmp_path):
    """Printed back (``wp.indexedarray(dtype=..., ndim=...)``) the lifted kernel gives the original's bytes,
    and so does its .cu's emulation; the parameter is the array it indexes with each dimension's index
    count. Elements are read (``a[i, j]``, ``a[i][j]``), stored, added to (``wp.atomic_add``, ``+=``),
    and the shape Warp gives it (``a.shape[d]``: the index count where indexed) is read."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "spec" in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    (p,) = [p for p in spec.params if p.is_indexed_array]
    data = next(a for a in launches[0]["args"] if a["name"] == f"{p.name}.data")
    assert p.index_lengths == LENGTHS[name] and p.shape == tuple(data["shape"]) and p.kind == ("in" if name == "gathered" else "out")
    assert "wp.indexedarray(dtype=" in lift_proof.render_warp(spec)
    assert "indexed_element(" in render_standalone(spec).kernel
    outcome = _emulation(spec, entry, launches, tmp_path)
    assert not isinstance(outcome, StageFailure), outcome


@pytest.mark.skipif(nvcc.find_nvcc() is None, reason="no nvcc")
def test_nvcc_builds_the_cu_of_a_2d_indexed_array_with_an_unindexed_dimension(captured, tmp_path):
    kernel, launches = captured["gathered"]
    spec = lift.lift(kernel, launches[0])
    result = cuda_builds.compile_spec(spec, (90,), tmp_path)
    assert "IndexedArray<float> a" in (tmp_path / spec.name / f"{spec.name}.cu").read_text()
    assert f".visible .entry {spec.name}(" in result.ptx[90]


def test_a_view_of_an_indexed_array_is_refused_with_its_label(captured):
    kernel, launches = captured["row_view"]
    with pytest.raises(lift.Refused) as refused:
        lift.lift(kernel, launches[0])
    assert refused.value.label == "not lifted: a view of an indexed array (1 of its 2 indices: not modelled)"


USES = {  # a kernel body's use of indexed array ``a`` the model does not hold, and its label
    "out[0] = first(a)": "an indexed array given to first (indexed arrays passed to a function are not modelled)",
    "out[0] = float(a.size)": "an indexed array's .size (not modelled)",
    "if a:\n        out[0] = 1.0": "an indexed array used other than by its elements and shape (not modelled)",
    "a[0][1] = 1.0": "a store through a view of an indexed array, a[i][j] = v (not modelled)",
}


@pytest.mark.parametrize("body", list(USES))
def test_what_the_model_lacks_of_indexed_arrays_is_refused_with_its_label(body):
    """Warp 1.19 builds no backward of a function taking an indexed array, so these are checked on the source."""
    with pytest.raises(lift.Refused) as refused:
        lift_uses.check_uses(ast.parse(f"def k(a, out):\n    {body}"), {"a": 2}, lift_uses.INDEXED)
    assert refused.value.label == f"not lifted: {USES[body]}"


PLANTS = {
    "the row index ignored": ("    if (a.indices[0]) i = a.indices[0][i];\n    if (a.indices[1]) j = a.indices[1][j];", "    if (a.indices[1]) j = a.indices[1][j];"),
    "the other dimension's index array": ("    if (a.indices[0]) i = a.indices[0][i];\n    if (a.indices[1]) j = a.indices[1][j];", "    if (a.indices[1]) i = a.indices[1][i];\n    if (a.indices[0]) j = a.indices[0][j];"),
}


@pytest.mark.parametrize("plant", list(PLANTS))
def test_a_planted_wrong_address_in_the_cu_is_caught_by_the_emulation(captured, plant, tmp_path, monkeypatch):
    """The .cu takes each index through its own dimension's index array, as Warp; one that ignores the
    rows' index array, or takes it for the columns, reads other elements, and the emulation differs."""
    kernel, launches = captured["gathered"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    spec = lift.lift(kernel, launches[0])
    good, bad = PLANTS[plant]
    planted = indexed_ops.INDEXED.replace(good, bad)
    assert planted != indexed_ops.INDEXED
    monkeypatch.setattr(indexed_ops, "INDEXED", planted)
    outcome = _emulation(spec, entry, launches, tmp_path / "planted")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "out differs" in outcome.message, outcome


def test_a_planted_lift_that_reads_the_array_it_indexes_is_caught_by_the_round_trip(captured, tmp_path):
    """A lift that drops the index arrays (a plain array of the data's shape) does not give the original's outputs."""
    kernel, launches = captured["gathered"]
    good = lift.lift(kernel, launches[0])
    bad = dataclasses.replace(good, params=tuple(dataclasses.replace(p, index_lengths=()) for p in good.params))
    assert bad != good
    refused = lift_proof.round_trip(kernel, bad, launches, tmp_path)
    assert refused.get("refused", "").startswith("not lifted: the model printed back"), refused


def test_the_liveness_probe_runs_the_lifted_model_on_the_indexed_array(captured, tmp_path):
    """The probe kernel (the model printed back with a counter per body) is launched on the launch's
    own indexed array, rebuilt from the array it indexes and its index arrays: both branches entered."""
    kernel, launches = captured["clipped"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    spec = lift.lift(kernel, launches[0])
    coverage = lifted.model_coverage(lifted.Lift(spec, launches, entry["expected"], (), "captured"), tmp_path / "probes")
    assert coverage.points == 2 and coverage.dead == (), coverage


def test_on_synthesized_inputs_a_planted_ignored_index_is_caught(captured, tmp_path, monkeypatch):
    """A kernel no launch copied is lifted on the debug run's drawn indexed array, read in reverse in
    every dimension: its .cu's emulation matches there, and one that ignores the rows' index array does not."""
    kernel, _ = captured["gathered"]
    args = debug_run.launch_values(kernel, 0)
    launch = recorder.launch_of(kernel, args, debug_run.wide_dim(kernel, args, 2))
    entry = lift_proof.prove(kernel, [launch], tmp_path)
    spec = lift.lift(kernel, launch)
    assert not isinstance(_emulation(spec, entry, [launch], tmp_path / "good"), StageFailure)
    good, bad = PLANTS["the row index ignored"]
    monkeypatch.setattr(indexed_ops, "INDEXED", indexed_ops.INDEXED.replace(good, bad))
    outcome = _emulation(spec, entry, [launch], tmp_path / "planted")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome
