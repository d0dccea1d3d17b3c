"""The objects behind a kernel's ``uint64`` handles (mesh, BVH, hash grid, volume): captured with a
launch, rebuilt for its replay.

Warp keeps no table from an id to its object: the id is the address of the native object
(``wp_mesh_create_host`` and the like return it, and ``mesh_get(id)`` in a kernel casts it back),
and the Python objects are not listed anywhere. So while a program is recorded (``recording``),
every ``Mesh``, ``Bvh``, ``HashGrid`` and ``Volume`` it makes is kept here, weakly, with what a
rebuild needs that the object does not keep: a mesh's or BVH's constructor options and the
points / bounds its tree was built and last refit on, a hash grid's points, radius and groups as
of its last ``build`` (the grid keeps only the sorted cells). A volume is its NanoVDB buffer,
whole. An id the program passes that is none of these objects stays not replayable, named so.

A captured handle is flattened into the launch's arguments as the recorder's other values are:
one entry of kind ``mesh``, ``bvh``, ``hash_grid`` or ``volume`` under the parameter's name (its
``data``: the options as canonical JSON; a volume's: its buffer, zlib-compressed), then the
object's arrays as ``array`` entries named ``param.points``, ``param.indices``, ... (``@built``
and ``@fitted``: the points or bounds of the tree's build and last refit, where they differ
from the current ones). ``rebuild`` makes the object again from these entries alone, on any
device, and hands back its id as a ``Handle``: an int that holds its object alive as long as the
launch values do.
"""

from __future__ import annotations

import base64
import contextlib
import inspect
import json
import weakref
import zlib

import numpy as np

from synth.warp import warp_ir

KINDS = ("mesh", "bvh", "hash_grid", "volume")  # of a handle entry; ``handles``: an array of ids

VOLUME_RAW_BYTES = 64 * 1024**2
"""The largest volume buffer rebuilt (uncompressed): NanoVDB's internal nodes make even an 8^3
grid 300 KiB, mostly zeros, which the record holds compressed; the raw size bounds what a
record can make a replaying process allocate."""

NOT_FOUND = "no mesh, BVH, hash grid or volume the program made while recorded has this id"


class Handle(int):
    """A rebuilt object's id, as the launch value: the int Warp packs, holding its ``owner`` alive."""

    owner: object


class NotCaptured(Exception):
    """The object behind a handle cannot be captured (the reason is the record's)."""


_made: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # object -> what rebuilding it needs


def _classes() -> dict:
    wp = warp_ir.warp()
    return {"mesh": wp.Mesh, "bvh": wp.Bvh, "hash_grid": wp.HashGrid, "volume": wp.Volume}


_limit = [0]  # the bytes of one kept copy (the recorder's cap: a larger one could not be captured)


class _Unkept:
    """An array too large (or not on the CPU) to keep a copy of: its object cannot be captured."""


def _copy(array) -> object | None:
    """A host copy of a Warp array (its bytes at this moment); None for None, ``_Unkept`` past the limit."""
    if array is None:
        return None
    if not array.device.is_cpu or array.size * warp_ir.private_types()[0].type_size_in_bytes(array.dtype) > _limit[0]:
        return _Unkept
    wp = warp_ir.warp()
    return wp.array(np.ascontiguousarray(array.numpy()), dtype=array.dtype, device="cpu")


def _constructor_name(value) -> str:
    return value.name.lower() if hasattr(value, "name") else str(value).lower()


@contextlib.contextmanager
def recording(cap: int):
    """Every mesh, BVH, hash grid and volume made while inside, kept (weakly) with its build state
    (copies of at most ``cap`` bytes an array: a larger object is over the recorder's cap anyway)."""
    wp = warp_ir.warp()
    patched = []
    _limit[0] = cap

    def patch(cls, name, make):
        original = cls.__dict__[name]
        patched.append((cls, name, original))
        setattr(cls, name, make(original))

    def made(original):
        def __new__(cls, *args, **kwargs):
            instance = original(cls, *args, **kwargs)
            _made[instance] = {}
            return instance

        return staticmethod(__new__)

    for cls in _classes().values():
        patch(cls, "__new__", lambda original: made(original.__func__ if isinstance(original, staticmethod) else original))

    def after(note):
        """``original`` followed by ``note(self, arguments)``, which records the object's state; a
        note that fails leaves the state unknown (the object is then refused), never the program."""

        def make(original):
            signature = inspect.signature(original)

            def method(self, *args, **kwargs):
                result = original(self, *args, **kwargs)
                try:
                    bound = signature.bind(self, *args, **kwargs)
                    bound.apply_defaults()
                    note(self, bound.arguments)
                except Exception:
                    _made[self] = {}
                return result

            return method

        return make

    def mesh_built(self, a):
        constructor = a["bvh_constructor"] or ("sah" if self.device.is_cpu else "lbvh")
        if self.device.is_cpu and _constructor_name(constructor) == "lbvh":
            constructor = "sah"  # what Warp falls back to on the CPU
        leaf = a["bvh_leaf_size"] if a["bvh_leaf_size"] is not None else (0 if _constructor_name(constructor) == "cubql" else 4)
        options = {"support_winding_number": bool(a["support_winding_number"]), "bvh_constructor": _constructor_name(constructor), "bvh_leaf_size": int(leaf)}
        _made[self] = {"options": options, "built": _copy(a["points"]), "fitted": None}

    def bvh_built(self, a):
        options = {"constructor": _constructor_name(self._constructor), "leaf_size": int(a["leaf_size"])}
        _made[self] = {"options": options, "built": (_copy(a["lowers"]), _copy(a["uppers"])), "fitted": None}

    def bvh_rebuilt(self, a):
        state = _made.get(self, {})
        if "options" in state:  # one made before the recorder stays unknown
            state["options"]["constructor"] = _constructor_name(self._constructor)
            state.update(built=(_copy(self.lowers), _copy(self.uppers)), fitted=None)

    def fitted(self, a):
        state = _made.setdefault(self, {})
        state["fitted"] = (_copy(self.lowers), _copy(self.uppers)) if isinstance(self, wp.Bvh) else _copy(self.points)

    def grid_made(self, a):
        _made[self] = {"options": {"dims": [self._dim_x, self._dim_y, self._dim_z], "dtype": self.dtype.__name__}}

    def grid_built(self, a):
        points = a["points"]
        flat = points.contiguous().flatten() if points.ndim > 1 else points
        _made.setdefault(self, {}).update(radius=float(a["radius"]), built=_copy(flat), groups=_copy(self.groups))

    points = wp.Mesh.__dict__["points"]

    def mesh_points(original):
        def setter(self, value):
            original.fset(self, value)  # Warp refits the tree on the new points
            try:
                fitted(self, {})
            except Exception:
                _made[self] = {}

        return property(original.fget, setter, original.fdel, original.__doc__)

    try:
        patch(wp.Mesh, "__init__", after(mesh_built))
        patch(wp.Mesh, "refit", after(fitted))
        patched.append((wp.Mesh, "points", points))
        wp.Mesh.points = mesh_points(points)
        patch(wp.Bvh, "__init__", after(bvh_built))
        patch(wp.Bvh, "refit", after(fitted))
        patch(wp.Bvh, "rebuild", after(bvh_rebuilt))
        patch(wp.HashGrid, "__init__", after(grid_made))
        patch(wp.HashGrid, "build", after(grid_built))
        yield
    finally:
        for cls, name, original in reversed(patched):
            setattr(cls, name, original)


def keep(obj, state: dict) -> None:
    """Keep an object the harness made (``synth.warp.synthesized_handles``) as if the recorder had
    seen its build: ``state`` is what ``recording`` notes for its kind."""
    _made[obj] = state


def owner_of(value) -> object | None:
    """The mesh, BVH, hash grid or volume whose id ``value`` is: a rebuilt ``Handle``'s, else one
    made while recording; None when there is none."""
    if isinstance(value, Handle):
        return value.owner
    value = int(getattr(value, "value", value))  # a wp.uint64 or a Python int
    if not value:
        return None
    return next((obj for obj in list(_made.keys()) if obj.id == value), None)


def kind_of(obj) -> str:
    return next(kind for kind, cls in _classes().items() if isinstance(obj, cls))


def _encode(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _entry(name: str, kind: str, data: bytes, shape=()) -> dict:
    return {"name": name, "kind": kind, "dtype": "uint64", "shape": list(shape), "data": _encode(data)}


def _options(state: dict, kind: str, name: str) -> dict:
    if "options" not in state:
        raise NotCaptured(f"{name}: a {kind} whose build the recorder did not see (its options are unknown)")
    return state["options"]


def serialize(value, name: str, out: list[dict], serialize_array) -> int:
    """Append the object behind handle ``value`` (parameter ``name``) to ``out``; its bytes.
    ``serialize_array(array, name, out)`` writes one array as the recorder does. Raises
    ``NotCaptured`` with the reason."""
    obj = owner_of(value)
    if obj is None:
        raise NotCaptured(f"{name}: {NOT_FOUND}")
    kind = kind_of(obj)
    state = _made.get(obj, {})
    if kind == "volume":
        raw = np.ascontiguousarray(obj.array().numpy()).tobytes()
        if len(raw) > VOLUME_RAW_BYTES:
            raise NotCaptured(f"{name}: a volume of {len(raw) // 1024**2} MiB, over the {VOLUME_RAW_BYTES // 1024**2} MiB a replay rebuilds")
        packed = zlib.compress(raw, 9)
        out.append(_entry(name, kind, packed, (len(raw),)))
        return len(packed)
    options = dict(_options(state, kind, name))
    arrays: list[tuple[str, object]] = []
    if kind == "mesh":
        arrays = [("points", obj.points), ("indices", obj.indices), ("velocities", obj.velocities), ("groups", obj.groups)]
        arrays += _tree_states(state, [obj.points], ["points"], name, kind)
    elif kind == "bvh":
        arrays = [("lowers", obj.lowers), ("uppers", obj.uppers), ("groups", obj.groups)]
        arrays += _tree_states(state, [obj.lowers, obj.uppers], ["lowers", "uppers"], name, kind)
    else:  # hash grid
        if state.get("built") is None:
            raise NotCaptured(f"{name}: a hash grid never built while recorded")
        if state["built"] is _Unkept or state["groups"] is _Unkept:
            raise NotCaptured(f"{name}: a hash grid over the {_limit[0] // 1024} KiB cap (its points as built were not kept)")
        options["radius"] = state["radius"]
        arrays = [("points@built", state["built"]), ("groups@built", state["groups"])]
    out.append(_entry(name, kind, json.dumps(options, sort_keys=True).encode()))
    return sum(serialize_array(array, f"{name}.{field}", out) for field, array in arrays)


def serialize_ids(array, name: str, out: list[dict], serialize_array) -> int:
    """Append an array of ids (``uint64``) to ``out``: a ``handles`` entry (its shape; its data, where
    an object is in several elements, the pairs [element, first element with it]), then the object
    behind each first nonzero element as a handle ``name[n]`` (``serialize``); its bytes. Raises
    ``NotCaptured`` where an element is no object the program made (an id or a plain value: the
    two are not told apart, and a replay must not dereference a stale address)."""
    ids = np.ascontiguousarray(array.numpy()).reshape(-1)
    stray = [n for n, i in enumerate(ids.tolist()) if i and owner_of(i) is None]
    if stray:
        raise NotCaptured(f"{name}: an array of uint64 whose element {stray[0]} is no mesh, BVH, hash grid or volume the program made (an id or a plain value: not told apart)")
    first: dict[int, int] = {}
    same = {n: first.setdefault(i, n) for n, i in enumerate(ids.tolist()) if i}  # an object passed twice is written once
    repeats = sorted([n, f] for n, f in same.items() if n != f)
    out.append({"name": name, "kind": "handles", "dtype": "uint64", "shape": list(array.shape), "data": _encode(json.dumps(repeats).encode()) if repeats else ""})
    return sum(serialize(i, f"{name}[{n}]", out, serialize_array) for i, n in first.items())


def rebuild_ids(entry: dict, args: list[dict], rebuild_entry, device):
    """The array of ids a ``handles`` entry describes: each object made again (``rebuild_entry``),
    its new id in its element, 0 where the program's was; the array holds the objects alive."""
    wp = warp_ir.warp()
    name = entry["name"]
    ids = np.zeros(int(np.prod(entry["shape"], dtype=np.int64)), dtype=np.uint64)
    owners = {}
    for a in args:
        if a["name"].startswith(f"{name}[") and a["name"].endswith("]") and a["kind"] in KINDS:
            handle = rebuild_entry(a)
            ids[int(a["name"][len(name) + 1 : -1])] = handle
            owners[int(handle)] = handle.owner
    for n, f in json.loads(base64.b64decode(entry["data"])) if entry["data"] else []:  # the same object as element f
        ids[n] = ids[f]
    array = wp.array(ids.reshape(entry["shape"]), dtype=wp.uint64, device=device)
    array._synth_owners = owners
    return array


def _tree_states(state: dict, current: list, fields: list[str], name: str, kind: str) -> list[tuple[str, object]]:
    """The bounds a tree was built and last refit on, where the current ones do not tell them:
    ``@built`` where they differ from the current ones; ``@fitted`` where the tree was refit since
    and either differs (a rebuild starts from ``@built``, refits on ``@fitted``, then holds the
    current arrays)."""
    built = state.get("built")
    built = list(built) if isinstance(built, tuple) else [built]
    fitted = state.get("fitted")
    fitted = list(fitted) if isinstance(fitted, tuple) else [fitted] if fitted is not None else None
    if any(a is _Unkept for a in built + (fitted or [])):
        raise NotCaptured(f"{name}: a {kind} over the {_limit[0] // 1024} KiB cap (the bounds of its tree's build were not kept)")
    now = [_bytes(a) for a in current]
    moved = [_bytes(a) for a in built] != now
    found = [(f"{f}@built", a) for f, a in zip(fields, built, strict=True)] if moved else []
    if fitted is not None and (moved or [_bytes(a) for a in fitted] != now):
        found += [(f"{f}@fitted", a) for f, a in zip(fields, fitted, strict=True)]
    return found


def _bytes(array) -> bytes:
    return np.ascontiguousarray(array.numpy()).tobytes()


def generated(kind: str, arrays: dict, options: dict) -> Handle:
    """A generated case's geometry object (``synth.model.spec.Param.built_from``, ``options``), made from
    its launch arrays by role: a mesh of ``points``, ``indices`` and, if given, ``velocities``; a hash
    grid of ``dim_x`` x ``dim_y`` x ``dim_z`` cells, built on ``points`` with cells of ``cell_width``; a BVH
    of the boxes ``lowers`` / ``uppers`` (Warp's default constructor for the device)."""
    wp = warp_ir.warp()
    if kind == "mesh":
        obj = wp.Mesh(arrays["points"], arrays["indices"], arrays.get("velocities"))
    elif kind == "hash_grid":
        obj = wp.HashGrid(options["dim_x"], options["dim_y"], options["dim_z"], device=arrays["points"].device)
        obj.build(arrays["points"], options["cell_width"])
    elif kind == "bvh":
        obj = wp.Bvh(arrays["lowers"], arrays["uppers"])
    else:
        raise ValueError(f"no generated geometry of kind {kind!r}")
    handle = Handle(obj.id)
    handle.owner = obj
    return handle


def rebuild(entry: dict, load, device) -> Handle:
    """The object a handle entry describes, made again on ``device``; ``load(field, dtype)`` gives
    the entry's array ``param.field`` (None where it is absent or null)."""
    wp = warp_ir.warp()
    kind = entry["kind"]
    data = base64.b64decode(entry["data"])
    if kind == "volume":
        size = entry["shape"][0]
        if size > VOLUME_RAW_BYTES:
            raise ValueError(f"a volume of {size} bytes, over the {VOLUME_RAW_BYTES} a replay rebuilds")
        inflate = zlib.decompressobj()
        raw = inflate.decompress(data, size)
        if len(raw) != size or inflate.unconsumed_tail or not inflate.eof:
            raise ValueError(f"a volume's buffer does not inflate to its {size} bytes")
        obj = wp.Volume(wp.array(np.frombuffer(raw, dtype=np.uint8), dtype=wp.uint8, device=device))
    elif kind == "hash_grid":
        options = json.loads(data)
        scalar = getattr(wp, options["dtype"])
        obj = wp.HashGrid(*options["dims"], device=device, dtype=scalar)
        points = load("points@built", {"float16": wp.vec3h, "float32": wp.vec3f, "float64": wp.vec3d}[options["dtype"]])
        obj.build(points, options["radius"], load("groups@built", wp.int32))
    elif kind == "mesh":
        options = json.loads(data)
        points, built = load("points", wp.vec3), load("points@built", wp.vec3)
        obj = wp.Mesh(built if built is not None else points, load("indices", wp.int32), load("velocities", wp.vec3), options["support_winding_number"], options["bvh_constructor"], options["bvh_leaf_size"], load("groups", wp.int32))
        _refit(obj, [obj.points], [load("points@fitted", wp.vec3)], [points], built is not None)
    elif kind == "bvh":
        options = json.loads(data)
        lowers, uppers = load("lowers", wp.vec3), load("uppers", wp.vec3)
        built = [load("lowers@built", wp.vec3), load("uppers@built", wp.vec3)]
        first = built if built[0] is not None else [lowers, uppers]
        obj = wp.Bvh(first[0], first[1], options["constructor"], load("groups", wp.int32), options["leaf_size"])
        _refit(obj, [obj.lowers, obj.uppers], [load("lowers@fitted", wp.vec3), load("uppers@fitted", wp.vec3)], [lowers, uppers], built[0] is not None)
    else:
        raise ValueError(f"not a handle entry: kind {kind!r}")
    handle = Handle(obj.id)
    handle.owner = obj
    return handle


def _refit(obj, held: list, fitted: list, current: list, rebuilt_on_other: bool) -> None:
    """Bring a tree built on its ``@built`` bounds to the program's state: refit on ``@fitted``
    (where there is one), then hold the current arrays' contents."""
    if fitted[0] is not None:
        for array, values in zip(held, fitted, strict=True):
            array.assign(values)
        obj.refit()
    if rebuilt_on_other or fitted[0] is not None:
        for array, values in zip(held, current, strict=True):
            array.assign(values)


def canonical_ids(array, host: np.ndarray) -> np.ndarray:
    """An array of ids as a replay can match it: each id of an object numbered by its first
    appearance (1, 2, ...), other values as they are (a rebuilt object has another address)."""
    owners = getattr(array, "_synth_owners", {})
    numbers: dict = {}
    flat = host.reshape(-1).copy()
    for n, i in enumerate(flat.tolist()):
        if i and (i in owners or owner_of(i) is not None):
            flat[n] = numbers.setdefault(i, len(numbers) + 1)
    return flat.reshape(host.shape)


def id_arrays(array, name: str) -> dict:
    """``arrays`` of the object behind each element of an array of ids, by ``name[n].field``."""
    owners = getattr(array, "_synth_owners", {})
    found = {}
    for n, i in enumerate(np.ascontiguousarray(array.numpy()).reshape(-1).tolist()):
        obj = owners.get(i) or owner_of(i)
        if obj is not None:
            handle = Handle(i)
            handle.owner = obj
            found.update(arrays(handle, f"{name}[{n}]"))
    return found


def arrays(value, name: str) -> dict:
    """The arrays of the object behind handle ``value`` a kernel can write (through ``mesh_get``,
    ``volume_store``...), by ``param.field``: what a replay must leave as the program's launch did."""
    obj = owner_of(value)
    if obj is None:
        return {}
    kind = kind_of(obj)
    if kind == "volume":
        return {f"{name}.buffer": obj.array()}
    if kind == "mesh":
        found = {"points": obj.points, "indices": obj.indices, "velocities": obj.velocities}
    elif kind == "bvh":
        found = {"lowers": obj.lowers, "uppers": obj.uppers}
    else:
        found = {}
    return {f"{name}.{field}": array for field, array in found.items() if array is not None}
