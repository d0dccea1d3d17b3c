"""Handles in captured launches (``synth.warp.handles``): a launch that passes a mesh, BVH, hash
grid or volume id is copied with the object behind it, and its replay, on an object rebuilt from
the record alone, leaves every array as the program's launch did; a record whose object was
changed (a point moved, a voxel changed) is caught by the same comparison."""

from __future__ import annotations

import base64
import json
import textwrap
import zlib

import numpy as np
import pytest

from synth.stages.ingest.child import gpu_replays
from synth.warp import handles, recorder, warp_ir

KERNELS = """\
import warp as wp


@wp.kernel
def closest(mesh: wp.uint64, points: wp.array(dtype=wp.vec3), face: wp.array(dtype=int), where: wp.array(dtype=wp.vec3)):
    i = wp.tid()
    q = wp.mesh_query_point_no_sign(mesh, points[i], 10.0)
    if q.result:
        face[i] = q.face
        where[i] = wp.mesh_eval_position(mesh, q.face, q.u, q.v)


@wp.kernel
def overlaps(bvh: wp.uint64, lowers: wp.array(dtype=wp.vec3), uppers: wp.array(dtype=wp.vec3), count: wp.array(dtype=int), first: wp.array(dtype=int)):
    i = wp.tid()
    query = wp.bvh_query_aabb(bvh, lowers[i], uppers[i])
    index = int(0)
    n = int(0)
    f = int(-1)
    while wp.bvh_query_next(query, index):
        if f < 0:
            f = index
        n += 1
    count[i] = n
    first[i] = f


@wp.kernel
def neighbours(grid: wp.uint64, points: wp.array(dtype=wp.vec3), radius: float, count: wp.array(dtype=int), order: wp.array(dtype=int)):
    i = wp.tid()
    query = wp.hash_grid_query(grid, points[i], radius)
    index = int(0)
    n = int(0)
    h = int(0)
    while wp.hash_grid_query_next(query, index):
        if wp.length(points[index] - points[i]) <= radius:
            n += 1
        h = h * 31 + index
    count[i] = n
    order[i] = h


@wp.kernel
def sample(volume: wp.uint64, points: wp.array(dtype=wp.vec3), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = wp.volume_sample_f(volume, points[i], wp.Volume.LINEAR)


@wp.kernel
def store_each(volumes: wp.array(dtype=wp.uint64), values: wp.array(dtype=float)):
    v, i = wp.tid()
    if volumes[v] != wp.uint64(0):
        wp.volume_store_f(volumes[v], i, 2, 3, values[i])


@wp.kernel
def tag_each(ids: wp.array(dtype=wp.uint64), y: wp.array(dtype=float)):
    i = wp.tid()
    y[i] = float(ids[i] % wp.uint64(7))


@wp.kernel
def tag(handle: wp.uint64, y: wp.array(dtype=float)):
    y[wp.tid()] = float(handle % wp.uint64(7))


@wp.kernel
def store(volume: wp.uint64, values: wp.array(dtype=float)):
    i = wp.tid()
    wp.volume_store_f(volume, i, 1, 2, values[i])
"""


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("handles") / "handle_kernels.py"
    path.write_text(textwrap.dedent(KERNELS))
    return warp_ir.import_file(path, "synth_test_handle_kernels")


def _rng():
    return np.random.default_rng(7)


def _grid_mesh(wp, n: int = 5, lift: float = 0.0):
    """A bumpy n x n grid of points in [0, 1]^2, two triangles a cell."""
    x, y = np.meshgrid(np.linspace(0.0, 1.0, n), np.linspace(0.0, 1.0, n), indexing="ij")
    z = 0.1 * np.sin(3.0 * x) * np.cos(2.0 * y) + lift
    points = np.stack([x, y, z], axis=-1).reshape(-1, 3).astype(np.float32)
    tris = []
    for i in range(n - 1):
        for j in range(n - 1):
            a, b, c, d = i * n + j, (i + 1) * n + j, (i + 1) * n + j + 1, i * n + j + 1
            tris += [a, b, c, a, c, d]
    return wp.array(points, dtype=wp.vec3, device="cpu"), wp.array(np.array(tris, dtype=np.int32), dtype=wp.int32, device="cpu")


def _record(kernel, launch):
    """The program's launches under the recorder: the one kernel's ``Seen``."""
    rec = recorder.Recorder()
    with rec.installed():
        launch()
    (seen,) = [s for s in rec.seen.values() if s.kernel is kernel]  # Warp's own kernels (a volume's fill) aside
    return seen


def _outputs(kernel, values) -> dict:
    return {name: array.copy() for name, array in recorder.arrays_after(kernel, values).items()}


def _replayed_from_record(kernel, seen) -> dict:
    """Outputs of a replay from the launch written as the record holds it (JSON), nothing else."""
    launch = json.loads(json.dumps(seen.launches[0].to_dict()))
    return recorder.arrays_after(kernel, recorder.replay(kernel, launch, "cpu"))


def _entry(launch: recorder.Launch, name: str) -> dict:
    return next(a for a in launch.args if a["name"] == name)


def _move(launch: recorder.Launch, name: str, index: int, by) -> None:
    """Plant a defect: vec3 ``index`` of the record's array ``name`` moved by ``by``."""
    entry = _entry(launch, name)
    values = np.frombuffer(base64.b64decode(entry["data"]), dtype=np.float32).reshape(-1, 3).copy()
    values[index] += np.asarray(by, dtype=np.float32)
    entry["data"] = base64.b64encode(values.tobytes()).decode("ascii")


def _assert_replays(kernel, seen, program: dict) -> None:
    assert [launch.replay for launch in seen.launches] == ["exact"] * len(seen.launches)
    again = _replayed_from_record(kernel, seen)
    assert sorted(again) == sorted(program)
    for name, array in program.items():
        assert np.array_equal(again[name], array), name


def _mesh_launch(kernels, make_mesh, threads: int = 32):
    """A program that makes a mesh (``make_mesh(points, indices)``) and queries it, recorded: the
    kernel's ``Seen``, the program's arrays after its launch, and the mesh."""
    wp = warp_ir.warp()
    queries = wp.array(_rng().uniform([0, 0, -0.5], [1, 1, 0.5], (threads, 3)).astype(np.float32), dtype=wp.vec3, device="cpu")
    face, where = wp.full(threads, -1, dtype=int, device="cpu"), wp.zeros(threads, dtype=wp.vec3, device="cpu")
    held = []

    def program():
        held.append(make_mesh(*_grid_mesh(wp)))
        wp.launch(kernels.closest, dim=threads, inputs=[held[0].id, queries], outputs=[face, where], device="cpu")

    seen = _record(kernels.closest, program)
    return seen, _outputs(kernels.closest, [held[0].id, queries, face, where]), held[0]


def test_a_mesh_is_rebuilt_and_a_moved_point_is_caught(kernels):
    wp = warp_ir.warp()
    seen, program_out, mesh = _mesh_launch(kernels, lambda points, indices: wp.Mesh(points, indices, support_winding_number=True))
    face = program_out["face"]
    assert (face >= 0).all() and len(set(face.tolist())) > 4  # queries hit many faces
    _assert_replays(kernels.closest, seen, program_out)
    mesh_entry = _entry(seen.launches[0], "mesh")
    assert mesh_entry["kind"] == "mesh" and json.loads(base64.b64decode(mesh_entry["data"])) == {"bvh_constructor": "sah", "bvh_leaf_size": 4, "support_winding_number": True}

    vertex = int(mesh.indices.numpy()[3 * int(face[0])])  # a corner of the face query 0 found
    _move(seen.launches[0], "mesh.points", vertex, [0.0, 0.0, 0.05])
    verdict = recorder.replay_verdict(kernels.closest, seen.launches[0])
    assert verdict.startswith("the replay differs from the program's launch in") and "where" in verdict.split(" in ", 1)[1].split(", ")


def test_a_refit_mesh_is_rebuilt_to_the_same_tree(kernels):
    """A mesh whose points moved after its build, refit, then moved again without a refit: the
    rebuild starts from the points as built, refits on the refit ones, then holds the current."""
    wp = warp_ir.warp()

    def make_mesh(points, indices):
        mesh = wp.Mesh(points, indices)
        moved = points.numpy() + np.float32([0.0, 0.0, 0.2])
        points.assign(moved)
        mesh.refit()
        moved[::3] += np.float32([0.0, 0.0, 0.01])  # not refit: the tree's bounds are the refit ones
        points.assign(moved)
        return mesh

    seen, program_out, _ = _mesh_launch(kernels, make_mesh)
    names = [a["name"] for a in seen.launches[0].args]
    assert names[:6] == ["mesh", "mesh.points", "mesh.indices", "mesh.velocities", "mesh.groups", "mesh.points@built"]
    assert "mesh.points@fitted" in names
    _assert_replays(kernels.closest, seen, program_out)


def _bvh_launch(kernels):
    """A program that builds a BVH over boxes and asks each box for its overlaps, recorded."""
    wp = warp_ir.warp()
    centers = _rng().uniform(0.0, 1.0, (48, 3)).astype(np.float32)
    lowers = wp.array(centers - 0.08, dtype=wp.vec3, device="cpu")
    uppers = wp.array(centers + 0.08, dtype=wp.vec3, device="cpu")
    count, first = wp.zeros(48, dtype=int, device="cpu"), wp.zeros(48, dtype=int, device="cpu")
    held = []

    def program():
        held.append(wp.Bvh(wp.clone(lowers), wp.clone(uppers)))  # the same memory as the queries' would not be replayable
        wp.launch(kernels.overlaps, dim=48, inputs=[held[0].id, lowers, uppers], outputs=[count, first], device="cpu")

    seen = _record(kernels.overlaps, program)
    return seen, _outputs(kernels.overlaps, [held[0].id, lowers, uppers, count, first])


def test_a_bvh_is_rebuilt_and_a_moved_box_is_caught(kernels):
    seen, program_out = _bvh_launch(kernels)
    count = program_out["count"]
    assert count.min() >= 1 and count.max() > 1  # each box finds itself, some find others
    _assert_replays(kernels.overlaps, seen, program_out)

    box = int(np.argmax(count))
    _move(seen.launches[0], "bvh.lowers", box, [5.0, 5.0, 5.0])
    _move(seen.launches[0], "bvh.uppers", box, [5.0, 5.0, 5.0])
    assert "count" in recorder.replay_verdict(kernels.overlaps, seen.launches[0])


def _grid_launch(kernels, start):
    """A program that builds a hash grid on ``start``, then moves the points, and asks each point
    for its neighbours, recorded."""
    wp = warp_ir.warp()
    points = wp.array(start, dtype=wp.vec3, device="cpu")
    count, order = wp.zeros(len(start), dtype=int, device="cpu"), wp.zeros(len(start), dtype=int, device="cpu")
    held = []

    def program():
        held.append(wp.HashGrid(8, 8, 8, device="cpu"))
        held[0].build(points, 0.25)
        points.assign(start + np.float32(0.01))  # moved after the build: the grid's cells are the built ones
        wp.launch(kernels.neighbours, dim=len(start), inputs=[held[0].id, points, 0.25], outputs=[count, order], device="cpu")

    seen = _record(kernels.neighbours, program)
    return seen, _outputs(kernels.neighbours, [held[0].id, points, 0.25, count, order])


def test_a_hash_grid_is_rebuilt_from_its_build_and_a_moved_point_is_caught(kernels):
    """The grid keeps only its sorted cells: it is rebuilt from the points, radius and groups of
    its last build, which the program's later moves of the points do not change."""
    start = _rng().uniform(0.0, 1.0, (64, 3)).astype(np.float32)
    seen, program_out = _grid_launch(kernels, start)
    assert program_out["count"].max() > 1
    _assert_replays(kernels.neighbours, seen, program_out)
    assert np.array_equal(np.frombuffer(base64.b64decode(_entry(seen.launches[0], "grid.points@built")["data"]), dtype=np.float32).reshape(-1, 3), start)

    busiest = int(np.argmax(program_out["count"]))
    _move(seen.launches[0], "grid.points@built", busiest, [3.0, 3.0, 3.0])
    assert "count" in recorder.replay_verdict(kernels.neighbours, seen.launches[0])


def _volume_launch(kernels, bump: float = 0.0):
    """A program that samples a dense 6^3 volume (one voxel ``bump``ed) at seeded points, recorded."""
    wp = warp_ir.warp()
    at = wp.array(_rng().uniform(0.0, 5.0, (40, 3)).astype(np.float32), dtype=wp.vec3, device="cpu")
    out = wp.zeros(40, dtype=float, device="cpu")
    held = []

    def program():
        values = np.arange(6 * 6 * 6, dtype=np.float32).reshape(6, 6, 6) / 100.0
        values[2, 3, 1] += bump
        held.append(wp.Volume.load_from_numpy(values, min_world=(0.0, 0.0, 0.0), voxel_size=1.0, bg_value=0.0, device="cpu"))
        wp.launch(kernels.sample, dim=40, inputs=[held[0].id, at], outputs=[out], device="cpu")

    seen = _record(kernels.sample, program)
    return seen, _outputs(kernels.sample, [held[0].id, at, out])


def test_a_volume_is_rebuilt_from_its_buffer_and_a_changed_voxel_is_caught(kernels):
    seen, program_out = _volume_launch(kernels)
    _assert_replays(kernels.sample, seen, program_out)
    entry = _entry(seen.launches[0], "volume")
    assert entry["kind"] == "volume" and len(zlib.decompress(base64.b64decode(entry["data"]))) == entry["shape"][0]

    changed, _ = _volume_launch(kernels, bump=0.5)
    entry["data"] = _entry(changed.launches[0], "volume")["data"]  # planted: the volume with one voxel changed
    assert recorder.replay_verdict(kernels.sample, seen.launches[0]).startswith("the replay differs from the program's launch in out")


def test_a_volume_a_kernel_writes_is_compared_after_the_replay(kernels):
    wp = warp_ir.warp()
    values = wp.array(np.linspace(1.0, 2.0, 8, dtype=np.float32), dtype=float, device="cpu")
    held = []

    def program():
        volume = wp.Volume.allocate(min=[0, 0, 0], max=[7, 7, 7], voxel_size=1.0, bg_value=0.0, device="cpu")
        held.append(volume)
        wp.launch(kernels.store, dim=8, inputs=[volume.id, values], device="cpu")

    seen = _record(kernels.store, program)
    program_out = _outputs(kernels.store, [held[0].id, values])
    assert "volume.buffer" in program_out
    _assert_replays(kernels.store, seen, program_out)
    seen.launches[0].after["volume.buffer"] = "0" * 64  # a program whose store landed elsewhere
    assert recorder.replay_verdict(kernels.store, seen.launches[0]) == "the replay differs from the program's launch in volume.buffer"


def test_a_record_of_handles_is_the_same_bytes_when_the_program_runs_again(kernels):
    wp = warp_ir.warp()

    def once():
        return json.dumps([_mesh_launch(kernels, wp.Mesh, threads=8)[0].launches[0].to_dict(), _volume_launch(kernels)[0].launches[0].to_dict()], sort_keys=True)

    assert once() == once()


def test_a_handle_the_recorder_cannot_find_or_hold_says_why(kernels):
    wp = warp_ir.warp()
    queries = wp.array(np.zeros((4, 3), dtype=np.float32), dtype=wp.vec3, device="cpu")
    outputs = [wp.zeros(4, dtype=int, device="cpu"), wp.zeros(4, dtype=wp.vec3, device="cpu")]
    points, indices = _grid_mesh(wp)
    made_before = wp.Mesh(points, indices)  # before the recorder: not known to it
    rec = recorder.Recorder(cap=1024)
    with rec.installed():
        wp.launch(kernels.closest, dim=4, inputs=[made_before.id, queries], outputs=outputs, device="cpu")
        big_points, big_indices = _grid_mesh(wp, n=12)
        big = wp.Mesh(big_points, big_indices)
        wp.launch(kernels.closest, dim=4, inputs=[big.id, queries], outputs=outputs, device="cpu")
    (seen,) = rec.seen.values()
    assert not seen.launches
    assert seen.not_copied == {
        f"{recorder.HANDLE}: mesh: {handles.NOT_FOUND}": 1,
        f"{recorder.HANDLE}: mesh: a mesh over the 1 KiB cap (the bounds of its tree's build were not kept)": 1,
    }

    rec = recorder.Recorder(cap=2048)
    with rec.installed():
        small_points, small_indices = _grid_mesh(wp, n=9)  # each array under 2 KiB, all of them over
        small = wp.Mesh(small_points, small_indices)
        wp.launch(kernels.closest, dim=4, inputs=[small.id, queries], outputs=outputs, device="cpu")
    (seen,) = rec.seen.values()
    assert seen.not_copied == {"inputs over the 2 KiB cap (the mesh behind mesh included)": 1}

    rec = recorder.Recorder()
    with rec.installed():
        shared = wp.Mesh(*_grid_mesh(wp))
        wp.launch(kernels.closest, dim=4, inputs=[shared.id, shared.points], outputs=outputs, device="cpu")  # its points as the queries
    (seen,) = rec.seen.values()
    assert seen.not_copied == {"not replayable (arrays share memory)": 1}


def test_an_id_that_is_no_object_stays_refused_and_the_null_handle_is_a_value(kernels):
    wp = warp_ir.warp()
    rec = recorder.Recorder()
    with rec.installed():
        wp.launch(kernels.tag, dim=2, inputs=[wp.uint64(12345)], outputs=[wp.zeros(2, dtype=float, device="cpu")], device="cpu")
        wp.launch(kernels.tag, dim=2, inputs=[wp.uint64(0)], outputs=[wp.zeros(2, dtype=float, device="cpu")], device="cpu")  # the null handle
    (seen,) = rec.seen.values()
    assert seen.not_copied == {f"{recorder.HANDLE}: handle: {handles.NOT_FOUND}": 1}
    (null,) = seen.launches
    assert null.replay == "exact" and _entry(null, "handle") == {"name": "handle", "kind": "value", "dtype": "uint64", "shape": [], "data": "AAAAAAAAAAA="}


def test_the_device_replay_rebuilds_the_object_on_the_device(kernels):
    """The gpu stage's path with the CPU as the device: the object is made again there, and the
    comparison with the CPU replay finds them equal."""
    wp = warp_ir.warp()
    seen, _, _ = _mesh_launch(kernels, wp.Mesh, threads=16)
    found = gpu_replays(seen.kernel, seen, "cpu")
    assert found["passed"] and found["worst_error"] == 0.0


def test_recording_leaves_warps_classes_as_they_were():
    wp = warp_ir.warp()
    before = {cls: dict(vars(cls)) for cls in (wp.Mesh, wp.Bvh, wp.HashGrid, wp.Volume)}
    with recorder.Recorder().installed():
        assert wp.Mesh.__dict__["__init__"] is not before[wp.Mesh]["__init__"]
    assert {cls: dict(vars(cls)) for cls in before} == before


def test_the_gradient_check_runs_on_rebuilt_objects(kernels):
    """The captured gradient check (its own process in a run; here in this one) on launches whose
    handles it rebuilds: the query points are the input, the mesh's arrays are held."""
    from synth.stages.ingest.child import gradcheck_of

    wp = warp_ir.warp()
    seen, _, _ = _mesh_launch(kernels, wp.Mesh, threads=16)
    found = gradcheck_of(kernels.closest, seen, 256)
    assert found["passed"] is True and found["inputs"] == ["points"] and found["outputs"] == ["where"], found


def test_an_array_of_ids_is_captured_object_by_object(kernels):
    """An array of ``uint64`` whose nonzero elements are ids: each object captured and rebuilt,
    the rebuilt ids in their elements; an array of zeros is values; a stray value is refused."""
    wp = warp_ir.warp()
    values = wp.array(np.linspace(1.0, 2.0, 8, dtype=np.float32), dtype=float, device="cpu")
    held = []

    def program():
        volumes = [wp.Volume.allocate(min=[0, 0, 0], max=[7, 7, 7], voxel_size=1.0, bg_value=0.0, device="cpu") for _ in range(2)]
        held.extend(volumes)
        ids = wp.array([volumes[0].id, 0, volumes[1].id], dtype=wp.uint64, device="cpu")
        wp.launch(kernels.store_each, dim=(3, 8), inputs=[ids, values], device="cpu")
        wp.launch(kernels.store_each, dim=(3, 8), inputs=[wp.zeros(3, dtype=wp.uint64, device="cpu"), values], device="cpu")

    seen = _record(kernels.store_each, program)
    ids_launch, zeros_launch = seen.launches
    assert [(a["name"], a["kind"]) for a in ids_launch.args if "." not in a["name"]] == [("volumes", "handles"), ("volumes[0]", "volume"), ("volumes[2]", "volume"), ("values", "array")]
    assert sorted(ids_launch.after) == ["values", "volumes", "volumes[0].buffer", "volumes[2].buffer"]
    assert ids_launch.replay == "exact" and zeros_launch.replay == "exact"
    assert _entry(zeros_launch, "volumes")["kind"] == "array"
    ids_launch.after["volumes[2].buffer"] = "0" * 64  # a store into the third volume the replay must make
    assert recorder.replay_verdict(kernels.store_each, ids_launch) == "the replay differs from the program's launch in volumes[2].buffer"

    rec = recorder.Recorder()
    with rec.installed():
        volume = wp.Volume.allocate(min=[0, 0, 0], max=[7, 7, 7], voxel_size=1.0, bg_value=0.0, device="cpu")
        wp.launch(kernels.tag_each, dim=3, inputs=[wp.array([volume.id, 99, 0], dtype=wp.uint64, device="cpu")], outputs=[wp.zeros(3, dtype=float, device="cpu")], device="cpu")
    (seen,) = [s for s in rec.seen.values() if s.kernel is kernels.tag_each]
    assert seen.not_copied == {f"{recorder.HANDLE}: ids: an array of uint64 whose element 1 is no mesh, BVH, hash grid or volume the program made (an id or a plain value: not told apart)": 1}


@pytest.mark.gpu
def test_captured_handles_replay_on_a_cuda_device(kernels):
    """The gpu stage's comparison on a CUDA device: each object rebuilt there from the record, the
    launch replayed on it, every array compared with the CPU replay's."""
    wp = warp_ir.warp()
    if not wp.is_cuda_available():
        pytest.skip("no CUDA device")
    launches = {
        "mesh": _mesh_launch(kernels, lambda points, indices: wp.Mesh(points, indices, support_winding_number=True))[0],
        "bvh": _bvh_launch(kernels)[0],
        "hash grid": _grid_launch(kernels, _rng().uniform(0.0, 1.0, (64, 3)).astype(np.float32))[0],
        "volume": _volume_launch(kernels)[0],
    }
    found = {kind: gpu_replays(seen.kernel, seen, "cuda:0") for kind, seen in launches.items()}
    assert all(result["passed"] for result in found.values()), found
