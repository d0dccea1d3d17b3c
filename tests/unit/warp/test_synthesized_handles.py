"""Synthesized handles (``synth.warp.synthesized_handles``): the kind of a uint64 parameter no launch
copied, inferred from the builtins it reaches; seeded objects of that kind; the debug CPU run on them."""

import hashlib
import sys
from pathlib import Path

import numpy as np
import pytest

wp = pytest.importorskip("warp")

sys.path.insert(0, str(Path(__file__).parent))
import handle_kernels as hk  # noqa: E402

from synth.stages.ingest import debug_run  # noqa: E402
from synth.warp import recorder, synthesized_handles  # noqa: E402
from synth.warp.synthesized_handles import Need, Refused  # noqa: E402


@pytest.mark.parametrize(
    ("kernel", "expected"),
    [
        (hk.mesh_distance, {"mesh_id": Need("mesh")}),
        (hk.mesh_through_func, {"mesh": Need("mesh")}),  # reached inside a @wp.func
        (hk.struct_held_mesh, {"surface.mesh": Need("mesh")}),  # a struct's field
        (hk.bvh_hits, {"bvh_id": Need("bvh")}),
        (hk.grid_density, {"grid": Need("hash_grid")}),
        (hk.volume_sampled, {"volume": Need("volume", "float32")}),  # volume_sample_f
        (hk.volume_stored_f64, {"volume": Need("volume", "float64")}),  # volume_store of a wp.float64(...)
        (hk.volume_index, {"cell_grid": Need("volume", "index")}),  # volume_lookup_index alone
        (hk.volume_ids, {"grids": Need("volume", "index")}),  # an array of ids, by its elements' uses
        (hk.counter, {"total": Need("value")}),  # a uint64 no handle builtin reaches: a value
        (hk.mapped_mesh, {"mesh_id": Need("mesh")}),  # reached in the function a wp.tile_map calls
    ],
    ids=lambda v: getattr(v, "key", ""),
)
def test_kind_inferred_from_the_builtins_reached(kernel, expected):
    assert synthesized_handles.infer(kernel) == expected


@pytest.mark.parametrize(
    ("kernel", "words"),
    [
        (hk.two_kinds, ["more than one kind", "mesh_query_point_no_sign (mesh)", "volume_sample_f (volume)"]),
        (hk.two_grids, ["more than one type", "float32", "int32"]),
    ],
    ids=["mesh-and-volume", "float-and-int-grid"],
)
def test_disagreeing_uses_refused_by_label(kernel, words):
    with pytest.raises(Refused) as refused:
        synthesized_handles.infer(kernel)
    assert all(w in str(refused.value) for w in words)
    assert debug_run.why_not_runnable(kernel) == str(refused.value)  # the record's label


def _object_bytes(handle) -> bytes:
    obj = handle.owner
    arrays = {"mesh": ("points", "indices", "velocities"), "bvh": ("lowers", "uppers"), "hash_grid": (), "volume": ()}[synthesized_handles.handles.kind_of(obj)]
    parts = [getattr(obj, a).numpy().tobytes() for a in arrays]
    if isinstance(obj, wp.Volume):
        parts.append(obj.array().numpy().tobytes())
    if isinstance(obj, wp.HashGrid):  # the points it was built on, as the record holds them
        parts.append(synthesized_handles.handles._made[obj]["built"].numpy().tobytes())
    return b"".join(parts)


NEEDS = [Need("mesh"), Need("bvh"), Need("hash_grid"), Need("volume", "float32"), Need("volume", "vec3f"), Need("volume", "index"), Need("volume", "int64")]


@pytest.mark.parametrize("need", NEEDS, ids=lambda n: f"{n.kind}-{n.grid}")
def test_objects_deterministic_per_seed(need):
    first = _object_bytes(synthesized_handles.build(need, 7, "p"))
    assert first == _object_bytes(synthesized_handles.build(need, 7, "p"))
    if need.grid not in ("int64",):  # a grid of zeros (integers: valid indices) has nothing seeded
        assert first != _object_bytes(synthesized_handles.build(need, 8, "p"))


def test_object_digests_pinned_across_runs():
    """The bytes depend on the seed alone: a fresh process makes the same objects."""
    import subprocess

    code = (
        "import hashlib, warp as wp; wp.config.quiet = True\n"
        "from synth.warp import synthesized_handles as s\n"
        "import test_synthesized_handles as t\n"
        "print(' '.join(hashlib.sha256(t._object_bytes(s.build(n, 3, 'p'))).hexdigest() for n in t.NEEDS))\n"
    )
    here = " ".join(hashlib.sha256(_object_bytes(synthesized_handles.build(n, 3, "p"))).hexdigest() for n in NEEDS)
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=Path(__file__).parent)
    assert there.stdout.split() == here.split()


def test_query_indices_below_the_kernels_arrays():
    """A query's indices are at most ELEMENTS - 1: a kernel with a smaller array dimension is refused;
    one with larger ones runs in debug mode (bounds checked) with every index a query returned in range."""
    with pytest.raises(debug_run.ArraysTooSmall, match="could be past an array dimension of 4"):
        debug_run.launch_values(hk.four_dims, 0)  # input set 0: a 4-D array of 4x4x4x4 elements
    assert debug_run.why_not_runnable(hk.four_dims) is None  # the large sets' 16^4 arrays are large enough
    assert "could be past an array dimension of 4" in str(pytest.raises(Refused, synthesized_handles.check_sizes, "p", Need("bvh"), [64, 4]).value)
    args = debug_run.launch_values(hk.bvh_hits, 0)
    assert min(a.shape[0] for a in args[1:]) >= synthesized_handles.ELEMENTS
    args[1].fill_(wp.vec3(-1.0, -1.0, -1.0))  # a query box around every box of the BVH
    args[2].fill_(wp.vec3(2.0, 2.0, 2.0))
    hk.bvh_hits.module.options["mode"] = "debug"
    wp.launch(hk.bvh_hits, 1, args, device="cpu")
    wp.synchronize_device("cpu")
    hits = args[3].numpy()
    assert hits[: synthesized_handles.ELEMENTS].tolist() == [1] * synthesized_handles.ELEMENTS and not hits[synthesized_handles.ELEMENTS :].any()


def test_index_the_kernel_computes_for_the_object_refused():
    """mesh_eval_position at a face from the kernel's data (lower_bound over an array of 64) would read
    past an 8-face mesh unchecked: refused; the face of a query of the same mesh is accepted."""
    why = debug_run.why_not_runnable(hk.mesh_face_from_data)
    assert "mesh_eval_position is given an index the kernel computes (tri)" in why
    assert debug_run.why_not_runnable(hk.mesh_distance) is None


@pytest.mark.parametrize("kernel", [hk.mesh_distance, hk.mesh_through_func, hk.struct_held_mesh, hk.bvh_hits, hk.grid_density, hk.volume_sampled, hk.volume_stored_f64, hk.volume_index, hk.volume_ids, hk.counter], ids=lambda k: k.key)
def test_runs_on_synthesized_handles_and_replays_from_the_record(kernel):
    """The debug run's launch on synthesized objects is written as a captured one is and replays from
    the record's bytes alone to the same arrays (the objects rebuilt by ``synth.warp.handles``)."""
    args = debug_run.launch_values(kernel, 0)
    dim = [1] * debug_run.tid_arity(kernel)
    launch = recorder.launch_of(kernel, args, dim)
    wp.launch(kernel, dim, args, device="cpu")
    wp.synchronize_device("cpu")
    copied = recorder.Launch(launch["dim"], launch["block_dim"], launch["tiled"], launch["args"], recorder.digests(kernel, args))
    assert recorder.replay_verdict(kernel, copied) == "exact"


def test_the_record_names_the_objects():
    args = debug_run.launch_values(hk.volume_ids, 0)
    assert synthesized_handles.described(hk.volume_ids, args) == "grids: 8 ids of an index grid of 8 voxels (seeded, built by the harness)"
    assert synthesized_handles.described(hk.counter, debug_run.launch_values(hk.counter, 0)) == ""


def test_planted_wrong_object_caught(monkeypatch):
    """A builder that makes the wrong grid (a float grid where the kernel looks up an index grid) is
    caught against Warp's own reading of the object, before any launch."""
    real = synthesized_handles._volume
    monkeypatch.setattr(synthesized_handles, "_volume", lambda wp_, grid, seed, stream: real(wp_, "float32", seed, stream))
    with pytest.raises(ValueError, match="asked for .*index.*made a volume float32"):
        debug_run.launch_values(hk.volume_index, 0)


def test_planted_wrong_kind_caught(monkeypatch):
    """A family table that calls mesh builtins a BVH's gives the inference a wrong kind: the per-kind
    expectation and the object check both see it."""
    monkeypatch.setattr(synthesized_handles, "FAMILIES", tuple((p, "bvh" if k == "mesh" else k) for p, k in synthesized_handles.FAMILIES))
    assert synthesized_handles.infer(hk.mesh_distance) != {"mesh_id": Need("mesh")}
    monkeypatch.setattr(synthesized_handles.handles, "kind_of", lambda obj: "mesh")  # a BVH made, read as a mesh
    with pytest.raises(ValueError, match="asked for"):
        synthesized_handles.build(Need("bvh"), 0, "p")


def test_ids_array_writes_one_object_once():
    args = debug_run.launch_values(hk.volume_ids, 0)
    launch = recorder.launch_of(hk.volume_ids, args, [1])
    objects = [a["name"] for a in launch["args"] if a["kind"] == "volume"]
    assert objects == ["grids[0]"] and np.unique(args[0].numpy()).size == 1


@pytest.mark.parametrize("kernel", [hk.struct_held_mesh, hk.volume_ids], ids=lambda k: k.key)
def test_evaluator_saves_a_recipe_never_an_address(kernel, tmp_path):
    """The evaluator's reference saves the inputs a candidate's process reads back: a synthesized object
    is saved as how it was made (its id as zeros) and made again there to the same bytes."""
    from synth.evaluate import warp_child
    from synth.warp import warp_ir

    wt, _ = warp_ir.private_types()
    args = debug_run.launch_values(kernel, 0, seed=5)
    saved = {k: s for a, v in zip(kernel.adj.args, args, strict=True) for k, s in warp_child._saved_as(wp, wt, a.type, a.label, v).items()}
    np.savez(tmp_path / "in.npz", **saved)
    ids = [k for k in saved if f"{k}@object" in saved]
    assert ids and all(not saved[k].any() for k in ids)
    with np.load(tmp_path / "in.npz") as data:
        loaded = [warp_child._loaded(wp, wt, a.type, a.label, data) for a in kernel.adj.args]
    before = recorder.arrays_after(kernel, args)
    after = recorder.arrays_after(kernel, loaded)
    assert before.keys() == after.keys() and all(before[k].tobytes() == after[k].tobytes() for k in before)


def test_an_array_of_ids_is_sized_to_the_objects():
    """An array of ids has ELEMENTS elements (not the input set's 64 or 2^18): a kernel that loops over
    it and indexes another array by the same counter (Warp's swept_volume_field_kernel) stays in
    bounds. Run in Warp's debug mode in a process of its own: a bounds check that fails ends it."""
    import subprocess

    code = (
        "import warp as wp; wp.config.quiet = True; wp.config.mode = 'debug'\n"
        "import handle_kernels as hk\n"
        "from synth.stages.ingest import debug_run\n"
        "for s in range(3):\n"
        "    args = debug_run.launch_values(hk.over_meshes, s)\n"
        "    wp.launch(hk.over_meshes, [1, 1, 1], args, device='cpu'); wp.synchronize_device('cpu')\n"
        "    print(args[0].shape[0], args[1].shape[0], args[2].numpy()[0, 0, 0])\n"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).parent)
    assert ran.returncode == 0, ran.stderr[-2000:]
    rows = [line.split() for line in ran.stdout.splitlines()]
    assert [int(r[0]) for r in rows] == [synthesized_handles.ELEMENTS] * 3 and all(int(r[1]) >= synthesized_handles.ELEMENTS for r in rows)
    assert all(float(r[2]) < 1.0e6 for r in rows)  # a query of the meshes hit: their surfaces are within 10 of the point
