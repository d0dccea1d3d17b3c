"""Fabric arrays (``wp.fabricarray``, ``wp.indexedfabricarray``) end to end: the recorder copies a
launch's buckets and index array and its replay rebuilds them (a planted copy that moves an element
or an index is caught); the lifter holds a kernel reading and storing their elements, printed back
and emulated bit for bit on buckets in memory of their own; what it does not hold is refused with a
label; a planted off-by-one bucket lookup in the .cu and a dropped index array in the spec are caught."""

from __future__ import annotations

import ast
import base64
import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

from synth.model import spec as m
from synth.model.failures import StageFailure
from synth.render import fabric_ops
from synth.render.cuda import render_standalone
from synth.stages import cuda_builds, lifted
from synth.toolchain import emulate, nvcc
from synth.warp import fabric, lift, lift_proof, lift_uses, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx

BUCKETS = (3, 1, 4, 2)  # as Fabric's: sizes of their own, each bucket in memory of its own


def _fabric(values: np.ndarray, dtype, buckets=BUCKETS):
    """A Fabric array of ``values`` whose buckets are separate Warp arrays (returned too: alive while it is used)."""
    wp = warp_ir.warp()
    parts, start = [], 0
    for n in buckets:
        parts.append(wp.array(values[start : start + n], dtype=dtype, device="cpu"))
        start += n
    attrib = {"type": fabric.type_info(dtype), "access": 2, "pointers": [p.ptr for p in parts], "counts": list(buckets)}
    return wp.fabricarray(data={"version": 1, "device": "cpu", "attribs": {"x": attrib}}, attrib="x"), parts


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once under the recorder: {name: (kernel, [launch dicts], why not copied)}."""
    wp = warp_ir.warp()
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        import fabric_kernels as k
    finally:
        sys.path.pop(0)
    rng = np.random.default_rng(3)
    n = sum(BUCKETS)
    keep = []

    def fab(values, dtype):
        array, parts = _fabric(values, dtype)
        keep.append(parts)
        return array

    indices = wp.array(np.array([7, 0, 9, 3, 4, 8], dtype=np.int32), device="cpu")  # across buckets, out of order
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(k.doubled, dim=n, inputs=[fab(rng.uniform(-1, 1, n).astype(np.float32), float), fab(np.zeros(n, np.float32), float)], device="cpu")
        vectors = fab(rng.uniform(-1, 1, (n, 3)).astype(np.float32), wp.vec3)
        wp.launch(k.scaled, dim=6, inputs=[vectors[indices], 1.5, fab(np.zeros((n, 3), np.float32), wp.vec3)[indices]], device="cpu")
        wp.launch(k.gathered, dim=6, inputs=[fab(rng.uniform(0, 4, n), wp.float64)[indices], wp.zeros(6, dtype=wp.float64, device="cpu")], device="cpu")
        for name in ("bumped", "accumulated", "nudged"):
            dtype = wp.vec3 if name == "nudged" else float
            wp.launch(getattr(k, name), dim=n, inputs=[fab(rng.uniform(-1, 1, (n, 3) if name == "nudged" else n).astype(np.float32), dtype)], device="cpu")
        for name in ("handed",):
            wp.launch(getattr(k, name), dim=n, inputs=[fab(np.ones(n, np.float32), float), wp.zeros(n, dtype=float, device="cpu")], device="cpu")
        rows = [rng.uniform(-1, 1, length).astype(np.float32) for length in ROW_LENGTHS]
        table, parts = _rows_fabric(rows, [2, 3, 1], float)
        keep.append(parts)
        wp.launch(k.row_sums, dim=len(rows), inputs=[table, wp.zeros(len(rows), dtype=float, device="cpu")], device="cpu")
        table, parts = _rows_fabric([r * 2 for r in rows], [1, 4, 1], float)
        keep.append(parts)
        picked = wp.array(np.array([4, 0, 5, 2], dtype=np.int32), device="cpu")  # across buckets, out of order
        wp.launch(k.row_sums_indexed, dim=4, inputs=[table[picked], wp.zeros(4, dtype=float, device="cpu")], device="cpu")
        table, parts = _rows_fabric([rng.uniform(-1, 1, (n, 3)).astype(np.float32) for n in ROW_LENGTHS], [3, 3], wp.vec3)
        keep.append(parts)
        wp.launch(k.rows_stamped, dim=len(ROW_LENGTHS), inputs=[table], device="cpu")
        table, parts = _rows_fabric(rows, [6], float)
        keep.append(parts)
        wp.launch(k.row_rebound, dim=len(rows), inputs=[table, wp.zeros(len(rows), dtype=float, device="cpu")], device="cpu")
    found = {s.kernel.key: (s.kernel, [launch.to_dict() for launch in s.launches if launch.replay == "exact"], s.not_copied) for s in rec.seen.values()}
    return found


def test_a_fabric_launch_is_copied_as_its_buckets_and_replayed_exactly(captured):
    """Each Fabric array is copied as its buckets' sizes and elements in order, an indexed one with its
    index array; the replay, on the same buckets over one array, leaves every array as the program's."""
    kernel, launches, _ = captured["scaled"]
    (launch,) = launches
    kinds = [(a["name"], a["kind"], a.get("buckets")) for a in launch["args"]]
    assert kinds == [("a", "indexedfabricarray", list(BUCKETS)), ("a.indices", "array", None), ("s", "value", None), ("b", "indexedfabricarray", list(BUCKETS)), ("b.indices", "array", None)]
    values = recorder.replay(kernel, launch, "cpu")
    assert [(int(b.index_start), int(b.index_end)) for b in values[0].fa.buckets] == [(0, 3), (3, 4), (4, 8), (8, 10)]
    a, b = fabric.elements(values[0]), fabric.elements(values[2])
    chosen = [7, 0, 9, 3, 4, 8]
    assert np.array_equal(b[chosen], a[chosen] * np.float32(1.5)) and not b[[1, 2, 5, 6]].any()


@pytest.mark.parametrize("entry", ["a", "a.indices"])
def test_a_planted_copy_that_moves_an_element_or_an_index_is_caught(captured, entry):
    """The replay check is not vacuous: a copy whose elements (or index array) are moved by one is not exact."""
    kernel, launches, _ = captured["scaled"]
    launch = recorder.Launch(launches[0]["dim"], None, False, [dict(a) for a in launches[0]["args"]])
    launch.after = recorder.digests(kernel, recorder.replay(kernel, launches[0], "cpu"))
    assert recorder.replay_verdict(kernel, launch) == "exact"
    planted = next(a for a in launch.args if a["name"] == entry)
    dtype = np.int32 if entry.endswith("indices") else np.float32
    planted["data"] = base64.b64encode(np.roll(np.frombuffer(base64.b64decode(planted["data"]), dtype=dtype), 1).tobytes()).decode("ascii")
    assert recorder.replay_verdict(kernel, launch).startswith("the replay differs from the program's launch in")


def _rows_fabric(rows: list[np.ndarray], buckets, dtype):
    """A Fabric array of arrays over ``rows`` laid out as Warp's tests lay them out: each element's
    array a Warp array of its own, each bucket's pointers and lengths in uint64 tables (returned too:
    alive while it is used)."""
    wp = warp_ir.warp()
    arrays = [wp.array(r, dtype=dtype, device="cpu") for r in rows]
    pointers = wp.array(np.array([x.ptr for x in arrays], dtype=np.uint64), dtype=wp.uint64, device="cpu")
    lengths = wp.array(np.array([len(r) for r in rows], dtype=np.uint64), dtype=wp.uint64, device="cpu")
    starts = np.cumsum([0, *buckets[:-1]]) * 8
    attrib = {"type": fabric.type_info(dtype, 1), "access": 2, "counts": list(buckets), "pointers": [pointers.ptr + int(s) for s in starts], "array_lengths": [lengths.ptr + int(s) for s in starts]}
    return wp.fabricarray(data={"version": 1, "device": "cpu", "attribs": {"x": attrib}}, attrib="x"), (arrays, pointers, lengths)


ROW_LENGTHS = (3, 1, 4, 2, 5, 1)


def test_a_fabric_array_of_arrays_is_copied_as_its_rows_and_replayed_exactly(captured):
    """A Fabric array of arrays is copied as its buckets' sizes, each element's array's length and every
    element's array in order; the replay makes the same buckets and tables over one array, and the
    kernel, reading each element's own array, leaves the same outputs."""
    kernel, launches, _ = captured["row_sums"]
    (launch,) = launches
    a = launch["args"][0]
    assert (a["kind"], a["shape"], a["buckets"], a["lengths"]) == ("fabricarray", [sum(ROW_LENGTHS)], [2, 3, 1], list(ROW_LENGTHS))
    values = recorder.replay(kernel, launch, "cpu")
    assert values[0].ndim == 2 and [length for _, length in fabric.rows(values[0])] == list(ROW_LENGTHS)
    starts = np.cumsum([0, *ROW_LENGTHS[:-1]])
    elements = fabric.elements(values[0])
    assert np.array_equal(values[1].numpy(), [elements[s : s + n].sum() for s, n in zip(starts, ROW_LENGTHS, strict=True)])


@pytest.mark.parametrize("planted", ["lengths", "data"])
def test_a_planted_copy_of_an_array_of_arrays_with_a_wrong_row_is_caught(captured, planted):
    """The replay check is not vacuous for arrays of arrays: a copy whose row lengths shift an element
    to its neighbour row, or whose elements are moved by one, is not exact."""
    kernel, launches, _ = captured["row_sums"]
    launch = recorder.Launch(launches[0]["dim"], None, False, [dict(a) for a in launches[0]["args"]])
    launch.after = recorder.digests(kernel, recorder.replay(kernel, launches[0], "cpu"))
    assert recorder.replay_verdict(kernel, launch) == "exact"
    a = launch.args[0]
    if planted == "lengths":
        a["lengths"] = [a["lengths"][0] - 1, a["lengths"][1] + 1, *a["lengths"][2:]]
    else:
        a["data"] = base64.b64encode(np.roll(np.frombuffer(base64.b64decode(a["data"]), dtype=np.float32), 1).tobytes()).decode("ascii")
    assert recorder.replay_verdict(kernel, launch).startswith("the replay differs from the program's launch in")


def _emulated(spec: m.KernelSpec, launches: list[dict], workdir: Path) -> list[dict]:
    exe = cuda_builds.build_emulation([spec], workdir)
    return emulate.run_all(exe, [spec], {spec.name: [lifted.launch_inputs(spec, launch) for launch in launches]}, workdir)[spec.name]


def _emulation(spec: m.KernelSpec, entry: dict, launches: list[dict], workdir: Path):
    """The emulation stage's verdict on ``spec``'s .cu against a proof ``entry`` (the original's arrays)."""
    proved = lifted.Lift(spec, [launches[k] for k in entry["launches"]], entry["expected"], tuple(entry["ir_differs"]), "captured")
    return lifted.compare(proved, _emulated(spec, proved.launches, workdir))


@pytest.mark.parametrize("name", ["doubled", "scaled", "gathered", "bumped", "accumulated", "nudged"])
def test_a_fabric_kernel_lifts_exactly_both_ways(captured, name, tmp_path):
    """Printed back (with its Fabric annotations) the lifted kernel gives the original's bytes, and so
    does its .cu's emulation; its parameters keep the launch's buckets and index count. Its elements
    are read, stored, stored a component of, added to atomically (``wp.atomic_add``, ``a[i] += v``)."""
    kernel, launches, _ = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "spec" in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    fabrics = [p for p in spec.params if p.is_fabric]
    indexed = name in ("scaled", "gathered")
    assert fabrics and all(p.buckets == BUCKETS and p.indexed == (6 if indexed else None) for p in fabrics)
    assert ("wp.indexedfabricarray" if indexed else "wp.fabricarray") in lift_proof.render_warp(spec)
    assert "fabric_element<" in render_standalone(spec).kernel
    outcome = _emulation(spec, entry, launches, tmp_path)
    assert not isinstance(outcome, StageFailure), outcome


@pytest.mark.parametrize("name", ["row_sums", "row_sums_indexed", "rows_stamped"])
def test_a_fabric_array_of_arrays_kernel_lifts_exactly_both_ways(captured, name, tmp_path):
    """A kernel binding an element's array (``row = a[i]``) and reading, storing, adding to its values
    and its length is lifted: printed back (``a[i, j]``, ``a[i].shape[0]``) it gives the original's
    bytes, and so does its .cu's emulation, each element's array in memory of its own."""
    kernel, launches, _ = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "spec" in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    (rows,) = [p for p in spec.params if p.lengths]
    assert rows.lengths == ROW_LENGTHS and rows.indexed == (4 if name == "row_sums_indexed" else None)
    assert ("wp.indexedfabricarrayarray" if rows.indexed else "wp.fabricarrayarray") in lift_proof.render_warp(spec)
    assert "fabric_row_element<" in render_standalone(spec).kernel and "fabric_row_length(" in render_standalone(spec).kernel
    outcome = _emulation(spec, entry, launches, tmp_path)
    assert not isinstance(outcome, StageFailure), outcome


@pytest.mark.parametrize(
    "planted",
    [
        ("a wrong row length", "return (int)a.lengths[bucket - a.pointers.buckets][i - bucket->index_start];", "return (int)a.lengths[bucket - a.pointers.buckets][i - bucket->index_start] - 1;"),
        ("a wrong offset in a row", "return ((T**)bucket->ptr)[i - bucket->index_start][j];", "return ((T**)bucket->ptr)[i - bucket->index_start][(int)j + 1 < fabric_row_length(a, i) ? j + 1 : j];"),
    ],
    ids=lambda p: p[0],
)
def test_a_planted_wrong_row_in_the_cu_is_caught_by_the_emulation(captured, tmp_path, monkeypatch, planted):
    """The .cu reads each element's array and length as Warp does; one that takes a row one short, or
    the neighbour element's array, differs from the original's outputs."""
    kernel, launches, _ = captured["row_sums_indexed"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    spec = lift.lift(kernel, launches[0])
    _, good, bad = planted
    assert good in fabric_ops.FABRIC_ROWS
    monkeypatch.setattr(fabric_ops, "FABRIC_ROWS", fabric_ops.FABRIC_ROWS.replace(good, bad))
    outcome = _emulation(spec, entry, launches, tmp_path / "planted")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "out differs" in outcome.message, outcome


def test_a_planted_wrong_row_length_in_the_spec_is_caught_by_the_emulation(captured, tmp_path):
    """A lift whose element lengths are shifted by one (a value moved to its neighbour's array) gives a
    .cu whose emulation differs from the original's outputs (the printed-back Python runs on the
    launch's own tables, so the .cu is where the lengths are checked)."""
    kernel, launches, _ = captured["row_sums"]
    good = lift.lift(kernel, launches[0])
    lengths = (ROW_LENGTHS[0] - 1, ROW_LENGTHS[1] + 1, *ROW_LENGTHS[2:])
    bad = dataclasses.replace(good, params=tuple(dataclasses.replace(p, lengths=lengths) if p.lengths else p for p in good.params))
    entry = lift_proof.round_trip(kernel, good, launches, tmp_path)
    assert not isinstance(_emulation(good, entry, launches, tmp_path / "good"), StageFailure)
    outcome = _emulation(bad, entry, launches, tmp_path / "bad")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "out differs" in outcome.message, outcome


REFUSED = {
    "handed": "not lifted: a Fabric array given to first (Fabric arrays passed to a function are not modelled)",
    "row_rebound": "not lifted: a Fabric array of arrays' element bound to a name, chosen other than by the thread index or a literal (not modelled)",
}


@pytest.mark.parametrize("name", list(REFUSED))
def test_what_the_model_lacks_of_fabric_arrays_is_refused_with_its_label(captured, name):
    kernel, launches, _ = captured[name]
    launch = launches[0] if launches else {"dim": [1], "block_dim": None, "tiled": False, "args": []}
    with pytest.raises(lift.Refused) as refused:
        lift.lift(kernel, launch)
    assert refused.value.label == REFUSED[name]


def test_a_fabric_arrays_size_is_refused():
    """``a.size`` of a Fabric array (Warp 1.19's CPU build of it fails, so no fixture kernel reads it)."""
    with pytest.raises(lift.Refused, match=r"a Fabric array's \.size \(not modelled\)"):
        lift_uses.check_uses(ast.parse("def k(a, out):\n    out[0] = float(a.size)"), {"a": 1}, lift_uses.FABRIC)


def test_a_planted_off_by_one_bucket_lookup_is_caught_by_the_emulation(captured, tmp_path, monkeypatch):
    """The .cu finds an index's bucket as Warp does; one that takes the index one past a bucket's end
    as still in it reads past that bucket's memory (the buckets are not neighbours), and differs."""
    kernel, launches, _ = captured["scaled"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    spec = lift.lift(kernel, launches[0])
    planted = fabric_ops.FABRIC.replace("if (i >= bucket->index_end)", "if (i > bucket->index_end)")
    assert planted != fabric_ops.FABRIC
    monkeypatch.setattr(fabric_ops, "FABRIC", planted)
    outcome = _emulation(spec, entry, launches, tmp_path / "planted")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch" and "b differs" in outcome.message, outcome


def test_a_planted_dropped_index_array_is_caught_both_ways(captured, tmp_path):
    """A lift that reads an indexed Fabric array as a plain one (``a[i]``, not ``a[indices[i]]``) fails the
    round trip, and on its own the emulation of its .cu against the original's outputs."""
    kernel, launches, _ = captured["gathered"]
    good = lift.lift(kernel, launches[0])
    bad = dataclasses.replace(good, params=tuple(dataclasses.replace(p, indexed=None) for p in good.params))
    assert bad != good
    refused = lift_proof.round_trip(kernel, bad, launches, tmp_path)
    assert refused.get("refused", "").startswith("not lifted: the model printed back"), refused
    outcome = _emulation(bad, lift_proof.round_trip(kernel, good, launches, tmp_path / "good"), launches, tmp_path)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome


def test_the_lifted_fabric_arrays_of_arrays_build_with_nvcc(captured, tmp_path):
    """nvcc compiles each lifted kernel's .cu (its bucket and length tables, the row lookups) to an executable."""
    try:
        nvcc.require_nvcc()
    except nvcc.NvccNotFound as skip:
        pytest.skip(skip.reason)
    specs = [lift.lift(captured[name][0], captured[name][1][0]) for name in ("row_sums", "row_sums_indexed", "rows_stamped")]
    results = cuda_builds.compile_specs(specs, (90,), tmp_path)
    assert all(results[s.name].command and results[s.name].ptx[90] for s in specs)


@pytest.mark.parametrize("name", ["gathered", "row_sums", "row_sums_indexed"])
def test_the_liveness_probe_of_a_lifted_fabric_kernel_runs_on_fabric_arrays(captured, name, tmp_path):
    """The model's probe kernel (``module_liveness``) is launched with Fabric arrays rebuilt over the
    launch's elements (``reference.launch_args``): Warp refuses a plain array for a Fabric parameter,
    and every branch or loop body some thread of the launch entered is counted as entered."""
    kernel, launches, _ = captured[name]
    spec = lift.lift(kernel, launches[0])
    coverage = lifted.model_coverage(lifted.Lift(spec, launches, [], (), "captured"), tmp_path)
    assert coverage.points >= 1 and coverage.dead == (), coverage
