"""The launch recorder: every ``wp.launch`` / ``wp.launch_tiled`` a program makes, seen as it happens.

While a program runs (a test module of Warp's suite, a user's script: always in a process of
its own, ``synth.stages.ingest.child``), ``Recorder.install`` wraps Warp's ``launch`` (which
``launch_tiled`` calls too). Each distinct kernel is keyed by Warp's own kernel hash (its key,
options and the hash of its adjoint: source, closure constants and ``wp.static`` values), so two
kernels a factory made with different closure values are two kernels, and the same kernel
launched from ten tests is one.

For the first ``LAUNCHES`` launches of each kernel on the CPU, the arguments are copied to host
before the launch (``serialize``: arrays as their raw bytes, made contiguous; scalars, vectors,
matrices and structs field by field) and, after it, a digest of every array's bytes. A launch
whose arrays hold more than ``CAP_BYTES`` together is not copied (counted as over the cap).
Right after the program's own launch, the copy is *replayed*: fresh arrays are made from the
saved bytes alone and the kernel is launched on them (``replay``); the replay must leave every
array exactly as the program's launch did. That proves the saved inputs are the whole input of
the launch, and its outputs are the CPU reference that a CUDA device is compared with.

An indexed array is copied as the array it indexes and its index arrays. A Fabric array
(``wp.fabricarray``) is copied as its buckets' sizes and their elements in order, an indexed one
(``wp.indexedfabricarray``) as that and its index array, a Fabric array of arrays
(``wp.fabricarrayarray``) as that and each element's array's length, its elements' arrays in order;
the replay rebuilds the same buckets over one contiguous array (``fabric``), as Warp's own tests make
Fabric arrays. A ``uint64`` parameter
is a handle (a mesh, BVH, hash grid or volume id): the object behind it is copied with the launch
and made again for the replay (``synth.warp.handles``), its bytes counted in the cap (0, the null
handle, is a value); an array of ``uint64`` likewise, each nonzero element the id of such an
object (all zeros: values). What cannot be replayed from bytes is said, never guessed: a
``uint64`` that is no such object the program made, an array of Warp objects (textures), arrays
that share memory (a handle's arrays included), structs holding what cannot be
replayed, a launch inside a graph capture or recorded as a command (``record_cmd``). Backward
launches (``adjoint=True``) are not recorded: the kernel's forward launch is its case.
"""

from __future__ import annotations

import base64
import contextlib
import ctypes
import hashlib
import inspect
import sys
import traceback
from dataclasses import dataclass, field

import numpy as np

from synth.warp import fabric, handles, warp_ir

LAUNCHES = 3
"""Launches copied per kernel: the first three (more add bytes to the record, rarely new behaviour)."""

CAP_BYTES = 64 * 1024
"""At most this many array bytes per copied launch (before the launch). Warp's tests launch on
tens to thousands of elements (a record then holds a few KiB); an example's million-particle
state is not a training input, and is left out with the reason."""


class NotReplayable(Exception):
    """A launch argument that cannot be rebuilt from bytes (the reason is the record's)."""


HANDLE = "not replayable (handle)"


@dataclass
class Launch:
    """One copied launch: its shape, ``block_dim`` and arguments (``serialize``), and each
    array's digest after the program's own launch (flattened argument name -> sha256)."""

    dim: list[int]  # as the program gave it (a tiled launch's without the trailing block dimension)
    block_dim: int | None  # as the program asked for it (None: the device's default)
    tiled: bool
    args: list[dict]
    after: dict[str, str] = field(default_factory=dict)
    replay: str = ""  # "" before the replay; "exact", or why it differs / failed

    def to_dict(self) -> dict:
        return {"dim": self.dim, "block_dim": self.block_dim, "tiled": self.tiled, "args": self.args}


@dataclass
class Seen:
    """A kernel the program launched: the kernel object, who launched it first, what was copied."""

    kernel: object
    launched_by: str
    block_dim: int | None
    tiled: bool
    launches: list[Launch] = field(default_factory=list)
    not_copied: dict[str, int] = field(default_factory=dict)  # reason -> launches not copied
    calls: int = 0


def _types():
    return warp_ir.private_types()


def _np_scalar(t):
    wt, _ = _types()
    if t is float:
        return np.float32
    if t is int:
        return np.int32
    if t is bool:
        return np.bool_
    return wt.warp_type_to_np_dtype.get(t)


def _encode(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def array_bytes(array) -> bytes:
    """An array's elements as contiguous bytes, in its logical order (a strided view is copied)."""
    return np.ascontiguousarray(array.numpy()).tobytes()


def _check_element_dtype(dtype, name: str) -> None:
    """An array is bytes only when its elements are values (scalars, vectors, matrices, quaternions,
    transforms) or structs of values: not pointers (arrays in structs), not handles (``uint64``, and
    Warp's objects stored in arrays, e.g. ``Texture2D``, which point at memory the program frees)."""
    wt, codegen = _types()
    if isinstance(dtype, codegen.Struct):
        for field_name, var in dtype.vars.items():
            if wt.is_array(var.type):
                raise NotReplayable(f"{name}: an array of structs holding arrays ({dtype.key}.{field_name})")
            _check_element_dtype(var.type, name)
    elif dtype is wt.uint64:
        raise NotReplayable(HANDLE)
    elif not wt.type_is_value(dtype):
        raise NotReplayable(f"{HANDLE}: {name} is an array of {wt.type_repr(dtype)}")


def serialize(t, value, name: str, out: list[dict], plain: frozenset[str] = frozenset()) -> int:
    """Append ``value`` of Warp type ``t`` as flattened arguments to ``out``; returns its array bytes.
    ``plain``: the uint64 places (``p``, an array ``p``, a field ``p.f``) known to hold values, not
    handles (a synthesized input's, ``synthesized_handles.infer``). Raises ``NotReplayable`` with the reason."""
    wt, codegen = _types()
    if wt.is_array(t):
        if type(value) is wt.indexedarray:
            return _serialize_indexed(value, name, out)
        if type(value) in fabric.TYPES:
            try:
                return fabric.serialize(value, name, out, _check_element_dtype, _serialize_array)
            except fabric.NotCopied as why:
                raise NotReplayable(str(why)) from None
        if value is not None and type(value) is not wt.array:
            raise NotReplayable(f"{name}: a {type(value).__name__}, not a plain array")
        return _serialize_array(value, name, out, t, values=name in plain)
    if isinstance(t, codegen.Struct):
        if value is None:
            raise NotReplayable(f"{name}: a struct passed as None")
        size = 0
        for field_name, var in t.vars.items():
            size += serialize(var.type, getattr(value, field_name), f"{name}.{field_name}", out, plain)
        return size
    if t is wt.uint64 and (name in plain or int(getattr(value, "value", value)) == 0):  # a value, or the null handle ("no BVH")
        data = np.array(int(getattr(value, "value", value)), dtype=np.uint64).tobytes()
        out.append({"name": name, "kind": "value", "dtype": "uint64", "shape": [], "data": _encode(data)})
        return 0
    if t is wt.uint64:
        try:
            return handles.serialize(value, name, out, _serialize_array)
        except handles.NotCaptured as why:
            raise NotReplayable(f"{HANDLE}: {why}") from None
    scalar = _np_scalar(t)
    if t is wt.bfloat16:  # its bits (numpy has no bfloat16: its dtype is uint16, which would keep the number's integer part)
        bits = wt.float_to_bfloat16_bits(float(value.value if hasattr(value, "value") else value))
        out.append({"name": name, "kind": "value", "dtype": "bfloat16", "shape": [], "data": _encode(np.uint16(bits).tobytes())})
        return 0
    if scalar is not None:
        data = np.array(value.value if hasattr(value, "value") else value, dtype=scalar).tobytes()
        out.append({"name": name, "kind": "value", "dtype": wt.type_repr(t) if t not in (int, float, bool) else t.__name__, "shape": [], "data": _encode(data)})
        return 0
    if isinstance(t, type) and issubclass(t, ctypes.Array):  # vectors, matrices, quaternions, transforms
        packed = value if wt.types_equal(type(value), t) else t(value)
        out.append({"name": name, "kind": "value", "dtype": wt.type_repr(t), "shape": [], "data": _encode(bytes(packed))})
        return 0
    raise NotReplayable(f"{name}: a parameter of type {wt.type_repr(t)}")


def _serialize_array(value, name: str, out: list[dict], t=None, values: bool = False) -> int:
    """Append one plain array (None: a null one, of type ``t``) to ``out``; its bytes. ``values``:
    a uint64 array known to hold values, not object ids."""
    wt, _ = _types()
    if value is None:
        out.append({"name": name, "kind": "null", "dtype": wt.type_repr(t) if t is not None else "", "shape": [], "data": ""})
        return 0
    if value.dtype is wt.uint64 and not values and value.numpy().any():  # ids: the objects behind them (zeros are values)
        try:
            return handles.serialize_ids(value, name, out, _serialize_array)
        except handles.NotCaptured as why:
            raise NotReplayable(f"{HANDLE}: {why}") from None
    if value.dtype is not wt.uint64:
        _check_element_dtype(value.dtype, name)
    data = array_bytes(value)
    out.append({"name": name, "kind": "array", "dtype": wt.type_repr(value.dtype), "shape": list(value.shape), "data": _encode(data)})
    return len(data)


def _serialize_indexed(value, name: str, out: list[dict]) -> int:
    """An indexed array: an ``indexedarray`` entry (its shape), then the array it indexes
    (``name.data``) and its index array per dimension (``name.indices[d]``, null where none)."""
    wt, _ = _types()
    if type(value.data) is not wt.array:
        raise NotReplayable(f"{name}: an indexed array over a {type(value.data).__name__}, not a plain array")
    out.append({"name": name, "kind": "indexedarray", "dtype": wt.type_repr(value.dtype), "shape": list(value.shape), "data": ""})
    size = _serialize_array(value.data, f"{name}.data", out)
    for d in range(value.ndim):
        size += _serialize_array(value.indices[d], f"{name}.indices[{d}]", out, wt.array(dtype=wt.int32))
    return size


def launch_of(kernel, values: list, dim: list, block_dim=None, tiled: bool = False, plain: frozenset[str] = frozenset()) -> dict:
    """Launch ``values`` of ``kernel`` written as a copied launch is (``Launch.to_dict``): what
    ``replay`` rebuilds; ``plain`` as ``serialize``'s. Raises ``NotReplayable``."""
    args: list[dict] = []
    for param, value in zip(kernel.adj.args, values, strict=True):
        serialize(param.type, value, param.label, args, plain)
    return {"dim": list(dim), "block_dim": block_dim, "tiled": tiled, "args": args}


def _arrays_share_memory(kernel, values: list) -> bool:
    """Whether two array arguments overlap in memory (a replay with separate copies would differ)."""
    wt, _ = _types()
    spans = []
    arrays = [v.data if type(v) is wt.indexedarray else v for a, v in zip(kernel.adj.args, values, strict=False) if wt.is_array(a.type)]
    for v in arrays + list(handle_arrays(kernel, values).values()):  # a mesh's points passed as an argument too
        if type(v) is wt.array and v.ptr and v.capacity:
            spans.append((v.ptr, v.ptr + v.capacity))
        elif type(v) in fabric.TYPES:  # each bucket's elements
            spans += fabric.spans(v)
    spans.sort()
    return any(b[0] < a[1] for a, b in zip(spans, spans[1:], strict=False))


def deserialize(t, args: list[dict], name: str, device):
    """The launch value of parameter ``name`` (type ``t``) rebuilt from flattened ``args`` alone
    (a handle's object made again: ``synth.warp.handles.rebuild``)."""
    wp = warp_ir.warp()
    wt, codegen = _types()
    if isinstance(t, codegen.Struct):
        instance = t()
        for field_name, var in t.vars.items():
            setattr(instance, field_name, deserialize(var.type, args, f"{name}.{field_name}", device))
        return instance
    entry = next(a for a in args if a["name"] == name)
    if entry["kind"] in handles.KINDS:
        by_name = {a["name"]: a for a in args}

        def load(field: str, dtype):
            found = by_name.get(f"{name}.{field}")
            return _array_of(found, dtype, device) if found is not None else None

        return handles.rebuild(entry, load, device)
    if entry["kind"] in ("null", "array"):
        return _array_of(entry, t.dtype, device)
    if entry["kind"] == "handles":
        return handles.rebuild_ids(entry, args, lambda element: deserialize(wt.uint64, args, element["name"], device), device)
    if entry["kind"] in fabric.KINDS:
        return fabric.rebuild(entry, next((a for a in args if a["name"] == f"{name}.indices"), None), t, device, _array_of)
    if entry["kind"] == "indexedarray":
        by_name = {a["name"]: a for a in args}
        indices = [_array_of(by_name[f"{name}.indices[{d}]"], wt.int32, device) for d in range(len(entry["shape"]))]
        return wp.indexedarray(_array_of(by_name[f"{name}.data"], t.dtype, device), indices)
    data = base64.b64decode(entry["data"])
    if t is wt.bfloat16:  # the number its bits hold, which Warp packs back to the same bits
        return wt.bfloat16_bits_to_float(int(np.frombuffer(data, dtype=np.uint16)[0]))
    scalar = _np_scalar(t)
    if scalar is not None:
        return np.frombuffer(data, dtype=scalar)[0].item()
    return t.from_buffer_copy(data)


def _array_of(entry: dict, dtype, device):
    """A Warp array of ``dtype`` on ``device`` holding an ``array`` entry's bytes (None: a ``null`` one)."""
    if entry["kind"] == "null":
        return None
    wp = warp_ir.warp()
    data = base64.b64decode(entry["data"])
    host = wp.empty(tuple(entry["shape"]), dtype=dtype, device="cpu")
    if data:
        host.numpy().reshape(-1).view(np.uint8)[:] = np.frombuffer(data, dtype=np.uint8)
    return host if str(device) == "cpu" else host.to(device)


def handle_arrays(kernel, values: list) -> dict:
    """The arrays of the objects behind the launch's handles (``synth.warp.handles.arrays``), by
    ``param.field``: held at their captured values by the gradient check, compared after a replay."""
    wt, _ = _types()
    found = {}
    for a, v in zip(kernel.adj.args, values, strict=False):
        if a.type is wt.uint64:
            found.update(handles.arrays(v, a.label))
        elif wt.is_array(a.type) and a.type.dtype is wt.uint64 and type(v) is wt.array:
            found.update(handles.id_arrays(v, a.label))
    return found


def launch_arrays(kernel, values: list) -> dict:
    """Every Warp array among launch ``values`` (struct fields flattened, ``p.field``; the array an
    indexed array indexes, ``p.data``; a Fabric array's elements, ``p``: the array a rebuilt one's
    buckets point into, else the Fabric array itself), by name."""
    wt, codegen = _types()
    found = {}

    def visit(t, v, name):
        if wt.is_array(t) and type(v) is wt.array:
            found[name] = v
        elif wt.is_array(t) and type(v) is wt.indexedarray:
            found[f"{name}.data"] = v.data
        elif wt.is_array(t) and type(v) in fabric.TYPES:  # its buckets' elements in order (an indexed one's, all): a rebuilt one's array
            found[name] = fabric.backing(v) or v
        elif isinstance(t, codegen.Struct) and v is not None:
            for field_name, var in t.vars.items():
                visit(var.type, getattr(v, field_name), f"{name}.{field_name}")

    for a, v in zip(kernel.adj.args, values, strict=False):
        visit(a.type, v, a.label)
    return found


def arrays_after(kernel, values: list) -> dict[str, np.ndarray]:
    """Every array among launch ``values`` and behind its handles, copied to host as numpy, by flattened name."""
    wt, _ = _types()
    found = {name: fabric.elements(array) if type(array) in fabric.TYPES else np.ascontiguousarray(array.numpy()) for name, array in launch_arrays(kernel, values).items()}
    for a, v in zip(kernel.adj.args, values, strict=False):
        if a.label in found and a.type.dtype is wt.uint64:  # ids: numbered, as a rebuilt object's address differs
            found[a.label] = handles.canonical_ids(v, found[a.label])
    found.update({name: np.array(array.numpy()) for name, array in handle_arrays(kernel, values).items()})  # copies: the memory is the object's
    return found


def digests(kernel, values: list) -> dict[str, str]:
    """sha256 of every array's bytes among launch ``values`` (struct fields flattened), by name."""
    return {name: hashlib.sha256(array.tobytes()).hexdigest() for name, array in arrays_after(kernel, values).items()}


def launch_dim(data: dict, device) -> list[int]:
    """The ``dim`` to launch a copied launch with on ``device``: a tiled launch's gets one more
    dimension, of the block's size as the device resolves it (what ``launch_tiled`` does)."""
    dim = list(data["dim"])
    if data["tiled"]:
        dim.append(warp_ir.launch_block_dim(device, data["block_dim"]))
    return dim


def replay(kernel, launch: Launch | dict, device="cpu", launcher=None, prepare=None) -> list:
    """Launch ``kernel`` on ``device`` with arguments rebuilt from a copied launch; returns the
    launch values (their arrays hold the results). ``launcher``: Warp's own ``launch`` (the
    recorder passes the one it wraps, so a replay is not recorded); ``prepare``: called on the
    values before the launch (the evaluator draws fresh values into them)."""
    wp = warp_ir.warp()
    data = launch.to_dict() if isinstance(launch, Launch) else launch
    values = [deserialize(a.type, data["args"], a.label, device) for a in kernel.adj.args]
    if prepare is not None:
        prepare(values)
    (launcher or wp.launch)(kernel, dim=launch_dim(data, device), inputs=values, device=device, block_dim=data["block_dim"], record_tape=False)
    wp.synchronize_device(device)
    return values


def replay_verdict(kernel, launch: Launch, launcher=None) -> str:
    """``exact`` when the replay of a copied launch from its bytes alone leaves every array (a
    handle's included) as the program's launch did (``launch.after``), else what differs or failed."""
    try:
        got = digests(kernel, replay(kernel, launch, "cpu", launcher=launcher))
    except Exception as exc:
        return f"the replay failed: {type(exc).__name__}: {exc}"[:500]
    differ = sorted(k for k in launch.after if got.get(k) != launch.after[k])
    return "exact" if not differ else f"the replay differs from the program's launch in {', '.join(differ)}"


class Recorder:
    """Wraps Warp's ``launch`` while installed; ``seen`` holds each distinct kernel by its hash."""

    def __init__(self, launches: int = LAUNCHES, cap: int = CAP_BYTES) -> None:
        self.launches, self.cap = launches, cap
        self.seen: dict[str, Seen] = {}
        self.current = "import"  # what is running: "import", or a test's id (the runner sets it)
        self.backward_launches = 0
        self._original = None

    @contextlib.contextmanager
    def installed(self):
        import warp
        from warp._src import context

        self._original = context.launch
        context.launch = warp.launch = self._launch
        try:
            with handles.recording(self.cap):
                yield self
        finally:
            context.launch = warp.launch = self._original

    def _launch(self, kernel, *args, **kwargs):
        original = self._original
        bound = inspect.signature(original).bind(kernel, *args, **kwargs)
        bound.apply_defaults()
        a = bound.arguments
        if a["adjoint"]:
            self.backward_launches += 1
            return original(*bound.args, **bound.kwargs)
        wp = warp_ir.warp()
        tiled = sys._getframe(1).f_code.co_name == "launch_tiled"
        values = list(a["inputs"]) + list(a["outputs"])
        concrete = kernel
        copy, why_not, size = None, None, 0
        try:
            if isinstance(kernel, wp.Kernel) and kernel.is_generic:
                concrete = kernel._add_normalized_overload(kernel.infer_argument_types(values))
            device = wp.get_device(a["device"])
            if a["stream"] is not None:
                device = a["stream"].device
            known = self._known(concrete)
            if known is None or len(known.launches) < self.launches:
                copy, why_not, size = self._copy(concrete, values, device, a, tiled)
        except Exception as exc:  # the program's own launch decides what is wrong with its arguments
            copy, why_not = None, f"arguments not read: {type(exc).__name__}: {exc}"
        result = original(*bound.args, **bound.kwargs)
        try:
            self._note(concrete, copy, why_not, values, a["block_dim"], tiled)
        except Exception:
            traceback.print_exc()
        return result

    def _known(self, kernel) -> Seen | None:
        identity = getattr(kernel, "hash", None)
        return self.seen.get(identity.hex()) if identity else None

    def _copy(self, kernel, values: list, device, a: dict, tiled: bool):
        """(Launch, None, bytes) for a copy, or (None, why not, 0)."""
        if a["record_cmd"]:
            return None, "launched as a recorded command (record_cmd=True)", 0
        if not device.is_cpu:
            return None, f"launched on {device}", 0
        if getattr(device, "is_capturing", False):
            return None, "launched inside a graph capture", 0
        if len(values) != len(kernel.adj.args):
            return None, "argument count differs from the kernel's", 0
        if _arrays_share_memory(kernel, values):
            return None, "not replayable (arrays share memory)", 0
        wt, _ = _types()
        args, size = [], 0
        try:
            for param, value in zip(kernel.adj.args, values, strict=True):
                size += serialize(param.type, value, param.label, args)
        except NotReplayable as why:
            return None, str(why), 0
        if size > self.cap:
            objects = [f"the {handles.kind_of(handles.owner_of(v)).replace('_', ' ')} behind {p.label}" for p, v in zip(kernel.adj.args, values, strict=True) if p.type is wt.uint64]
            return None, f"inputs over the {self.cap // 1024} KiB cap" + (f" ({', '.join(objects)} included)" if objects else ""), 0
        dim = [int(d) for d in np.atleast_1d(np.asarray(a["dim"], dtype=np.int64))]
        if tiled:
            dim = dim[:-1]
        block_dim = a["block_dim"] if a["block_dim"] and a["block_dim"] > 0 else None
        return Launch(dim, block_dim, tiled, args), None, size

    def _note(self, kernel, copy: Launch | None, why_not: str | None, values: list, block_dim, tiled: bool) -> None:
        identity = getattr(kernel, "hash", None)
        if identity is None:  # an empty launch (dim 0) builds nothing and runs nothing
            return
        key = identity.hex()
        seen = self.seen.get(key)
        if seen is None:
            block_dim = block_dim if block_dim and block_dim > 0 else None
            seen = self.seen[key] = Seen(kernel, self.current, block_dim, tiled)
        seen.calls += 1
        if len(seen.launches) >= self.launches:
            return
        if copy is None:
            if why_not:
                seen.not_copied[why_not] = seen.not_copied.get(why_not, 0) + 1
            return
        copy.after = digests(kernel, values)
        copy.replay = replay_verdict(kernel, copy, launcher=self._original)
        seen.launches.append(copy)


@contextlib.contextmanager
def zeroed_host_memory():
    """Warp's CPU allocations zero-filled while a program is recorded. ``wp.empty`` hands out
    whatever ``malloc`` returned: a copied output array that a kernel writes only in part would
    hold different bytes on every run, and records of real code must be the same bytes on rerun."""
    warp_ir.warp()
    from warp._src.context import CpuDefaultAllocator

    allocate = CpuDefaultAllocator.allocate

    def zeroed(self, size_in_bytes):
        ptr = allocate(self, size_in_bytes)
        ctypes.memset(ptr, 0, size_in_bytes)
        return ptr

    CpuDefaultAllocator.allocate = zeroed
    try:
        yield
    finally:
        CpuDefaultAllocator.allocate = allocate
