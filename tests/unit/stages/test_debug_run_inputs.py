"""Synthesized inputs of the debug CPU run (``synth.stages.ingest.debug_run``): a parameter nothing
can be drawn for is named, before anything is allocated and when the launch values are made, as
``NotRunnable`` (a labelled skip), never another error."""

from __future__ import annotations

import numpy as np
import pytest

from synth.stages.ingest import debug_run
from synth.warp import warp_ir

wp = warp_ir.warp()


@wp.kernel
def sample_textures(textures: wp.array(dtype=wp.Texture1D), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = float(i)


@wp.kernel
def read_handles(ids: wp.array(dtype=wp.uint64), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = float(ids[i] > wp.uint64(0))


@wp.struct
class Particle:
    x: wp.vec3
    q: wp.quat
    mass: float
    alive: int


@wp.struct
class Holder:
    values: wp.array(dtype=float)
    scale: float
    inner: Particle


@wp.struct
class Handles:
    mesh: wp.uint64


@wp.kernel
def move(particles: wp.array(dtype=Particle), holder: Holder, out: wp.array(dtype=float)):
    i = wp.tid()
    p = particles[i]
    out[i] = p.mass * holder.values[i] * holder.scale + p.x[0] + holder.inner.mass


@wp.kernel
def held_handle(h: Handles, out: wp.array(dtype=float)):
    out[wp.tid()] = float(h.mesh)


@wp.kernel
def divide_u64(a: wp.uint64, b: wp.uint64, out: wp.array(dtype=wp.uint64)):
    out[wp.tid()] = a / b  # a uint64 value: no handle builtin reaches it


@wp.kernel
def scale_indexed(a: wp.indexedarray2d(dtype=float), out: wp.array2d(dtype=float)):
    i, j = wp.tid()
    out[i, j] = a[i, j] * 2.0


@wp.kernel
def plain(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = a[i] * 2.0


@pytest.mark.parametrize(
    ("kernel", "why"),
    [(sample_textures, "parameter 'textures' is an array of Texture1D")],
)
def test_an_array_of_objects_is_not_runnable(kernel, why):
    assert debug_run.why_not_runnable(kernel) == why
    with pytest.raises(debug_run.NotRunnable, match=why.replace("(", r"\(").replace(")", r"\)")):
        debug_run.launch_values(kernel, 0)


def test_structs_and_arrays_of_structs_are_drawn_field_by_field():
    assert debug_run.why_not_runnable(move) is None
    particles, holder, _ = debug_run.launch_values(move, 0)
    drawn = particles.numpy()
    assert drawn["mass"].std() > 0 and drawn["x"].std() > 0 and not np.array_equal(drawn["mass"], drawn["x"][:, 0])
    assert (drawn["q"] == [0.0, 0.0, 0.0, 1.0]).all() and (drawn["alive"] == 0).all()  # the identity; valid indices
    assert holder.values.numpy().std() > 0 and holder.scale == 0.5 and holder.inner.mass == 0.5
    assert debug_run.why_not_runnable(held_handle) is None  # float(h.mesh): no handle builtin reaches it, a value
    assert debug_run.launch_values(held_handle, 0)[0].mesh == 1


def test_uint64_values_reaching_no_handle_builtin_are_drawn():
    """An array of uint64 only compared (no mesh, BVH, hash-grid or volume builtin reaches it) is drawn as values
    (zeros); one that reaches such a builtin gets synthesized objects (tests/unit/warp/test_synthesized_handles.py)."""
    assert debug_run.why_not_runnable(read_handles) is None
    ids, _ = debug_run.launch_values(read_handles, 0)
    assert ids.dtype == wp.uint64 and not ids.numpy().any()


@pytest.mark.parametrize("kernel", [held_handle, divide_u64])
def test_a_uint64_value_is_written_into_the_lift_launch_as_a_value(kernel):
    """The launch a lift is proved on writes a uint64 the inference calls a value (the struct
    field ``h.mesh``, the scalars ``a``, ``b``) as that value, and replays to the same outputs;
    without being told, the recorder takes a nonzero uint64 for a handle the program never made
    and refuses it (the debug-run process died on that before any kernel ran)."""
    from synth.warp import recorder, synthesized_handles

    values = debug_run.launch_values(kernel, 0)
    plain = frozenset(p for p, need in synthesized_handles.infer(kernel).items() if need.kind == "value")
    with pytest.raises(recorder.NotReplayable, match="handle"):
        recorder.launch_of(kernel, values, [1])
    launch = recorder.launch_of(kernel, values, [1], plain=plain)
    wp.launch(kernel, dim=1, inputs=values, device="cpu")
    replayed = recorder.replay(kernel, launch)
    assert np.array_equal(replayed[-1].numpy(), values[-1].numpy()) and values[-1].numpy().any()


def test_an_array_of_values_is_drawn():
    assert debug_run.why_not_runnable(plain) is None
    a, out = debug_run.launch_values(plain, 0)
    assert a.numpy().std() > 0 and not np.array_equal(a.numpy(), out.numpy())  # every float array drawn, each from its own stream


def test_an_indexed_array_is_a_drawn_array_indexed_in_reverse():
    """Every element once, none where it lies: a lift that ignores an index array reads other elements."""
    assert debug_run.why_not_runnable(scale_indexed) is None
    a, _ = debug_run.launch_values(scale_indexed, 0)
    assert a.shape == (16, 16) and a.data.numpy().std() > 0
    assert all(np.array_equal(a.indices[d].numpy(), np.arange(15, -1, -1)) for d in range(2))
    assert np.array_equal(a.numpy(), a.data.numpy()[::-1, ::-1])


def test_a_block_dim_warps_cpu_refuses_is_not_runnable(monkeypatch):
    """test_launch's noop_kernel is launched only with block_dim 2048 (to see CUDA refuse it): with
    CPU blocks on, Warp's CPU refuses it too, a labelled skip rather than a failed build."""
    monkeypatch.setattr(warp_ir.warp().config, "enable_cpu_blocks", True)
    assert debug_run.cpu_block_dim(256) == 256 and debug_run.cpu_block_dim(None) == 1
    with pytest.raises(debug_run.NotRunnable, match=r"Warp's CPU runs no block of its launch's block_dim \(block_dim must be at most 1024 on CPU, got 2048\)"):
        debug_run.cpu_block_dim(2048)


@wp.kernel
def stores_a_constant(out: wp.array(dtype=int)):
    i = wp.tid()
    out[i] = i * 2


@wp.kernel
def copies_one(a: wp.array(dtype=int), out: wp.array(dtype=int)):
    out[0] = a[0]


@wp.kernel
def adds_into(out: wp.array(dtype=int)):
    wp.atomic_add(out, 0, 1)  # out passed to a call: counted as read


@wp.kernel
def sized_by(a: wp.array(dtype=int), out: wp.array(dtype=int)):
    out[0] = a.shape[0]


def test_a_kernel_that_only_stores_into_its_arrays_reads_no_argument():
    """Warp's test_tile_oob kernels take only the array they store into; a read of an element, a shape,
    or an array passed to a call is a read."""
    import warp.tests.tile.test_tile_oob as oob

    assert debug_run.reads_no_argument(stores_a_constant) and debug_run.reads_no_argument(oob.shared_tile_negative_oob_kernel)
    assert not any(debug_run.reads_no_argument(k) for k in (copies_one, adds_into, sized_by))


@wp.kernel
def divides_by(a: wp.array(dtype=wp.uint64), b: wp.array(dtype=wp.uint64), out: wp.array(dtype=wp.uint64)):
    i = wp.tid()
    out[i] = a[i] / b[i]


def test_the_last_input_set_has_no_zero_integer_element():
    """Integer arrays are 0 in the first sets (valid indices), so a kernel dividing by an element
    (test_arithmetic's uint64 a / b) ends with SIGFPE there; the last set's are 1."""
    last = len(debug_run.INPUT_SETS) - 1
    a, b, _ = debug_run.launch_values(divides_by, 0)
    assert not b.numpy().any()
    a, b, out = debug_run.launch_values(divides_by, last)
    assert (b.numpy() == 1).all() and (out.numpy() == 1).all()
    wp.launch(divides_by, dim=4, inputs=[a, b, out], device="cpu")  # runs: no zero divisor
    assert (out.numpy()[:4] == a.numpy()[:4]).all()


def test_a_uint64_made_into_an_array_is_an_address_not_a_value():
    """Warp's test_array makes an array from a uint64 (``wp.array(ptr=ptr, ...)``): a drawn integer is no
    memory, and the debug run ended with SIGSEGV on every set. It is not runnable, saying why."""
    import warp.tests.test_array as test_array

    why = debug_run.why_not_runnable(test_array.kernel_array_from_ptr_variable_shape)
    assert why == "parameter 'ptr' is a uint64 the kernel makes an array from (a memory address: no drawn value points at memory)"


@wp.kernel
def scale_fabric(a: wp.indexedfabricarray(dtype=wp.vec3), out: wp.fabricarray(dtype=wp.vec3)):
    i = wp.tid()
    out[i] = a[i] * 2.0


@wp.kernel
def sum_rows(a: wp.fabricarrayarray(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    row = a[i]
    out[i] = row[0]


def test_a_fabric_array_is_a_drawn_array_in_seeded_buckets():
    """A Fabric array is a drawn array in several buckets of seeded sizes (the same for the same seed);
    an indexed one reads every element, in reverse."""
    from synth.warp import fabric

    assert debug_run.why_not_runnable(scale_fabric) is None
    a, out = debug_run.launch_values(scale_fabric, 0)
    sizes = [int(b.index_end - b.index_start) for b in a.fa.buckets]
    assert len(sizes) > 1 and sum(sizes) == 64 and min(sizes) > 0
    assert sizes == [int(b.index_end - b.index_start) for b in debug_run.launch_values(scale_fabric, 0)[0].fa.buckets]
    assert sizes != [int(b.index_end - b.index_start) for b in debug_run.launch_values(scale_fabric, 0, seed=1)[0].fa.buckets]
    assert np.array_equal(a.indices.numpy(), np.arange(63, -1, -1)) and fabric.elements(a).std() > 0
    wp.launch(scale_fabric, dim=64, inputs=[a, out], device="cpu")
    assert np.array_equal(fabric.elements(out), fabric.elements(a)[::-1] * np.float32(2.0))
    assert fabric.holds(wp.vec3) and fabric.holds(wp.mat33d) and fabric.holds(wp.quath) and fabric.holds(wp.uint64)
    assert not fabric.holds(wp.bfloat16) and not fabric.holds(wp.transform) and not fabric.holds(wp.types.matrix((2, 3), wp.float32))


def test_a_fabric_array_of_arrays_is_a_drawn_2d_array_cut_into_rows_of_seeded_lengths():
    """Each element of a Fabric array of arrays is a row of a drawn 2-D array cut to a seeded length
    (1 to all its columns, the same for the same seed), its elements in seeded buckets; the kernel
    reads each element's own array through Warp's tables."""
    from synth.warp import fabric

    assert debug_run.why_not_runnable(sum_rows) is None
    a, out = debug_run.launch_values(sum_rows, 0)
    lengths = [length for _, length in fabric.rows(a)]
    assert len(lengths) == 16 and min(lengths) >= 1 and max(lengths) <= 16 and len(set(lengths)) > 1
    assert len(a.buckets) > 1 and sum(int(b.index_end - b.index_start) for b in a.buckets) == 16
    assert lengths == [length for _, length in fabric.rows(debug_run.launch_values(sum_rows, 0)[0])]
    assert lengths != [length for _, length in fabric.rows(debug_run.launch_values(sum_rows, 0, seed=1)[0])]
    wp.launch(sum_rows, dim=16, inputs=[a, out], device="cpu")
    firsts = np.cumsum([0, *lengths[:-1]])
    assert np.array_equal(out.numpy()[:16], fabric.elements(a)[firsts]) and out.numpy()[:16].std() > 0
    assert debug_run.wide_dim(sum_rows, [a, out], 1) == [16]  # a thread per element, not per value of out
