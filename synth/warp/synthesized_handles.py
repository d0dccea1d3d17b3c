"""Handles for kernels no launch copied: the kind of each ``uint64`` parameter read from the builtins
it reaches, and a small seeded object of that kind to pass.

A kernel of existing code that nothing launched on the CPU (an example imported, not run; a
library kernel; a CUDA-only test) has no captured object behind its handle. ``infer`` follows each
``uint64`` parameter (a scalar, an array's elements ``p[]``, a struct's field ``p.f``) through the
kernel's syntax tree, into the ``@wp.func`` functions it is passed to, to the Warp builtins it
reaches: ``mesh_*`` and ``tile_mesh_*`` make it a mesh, ``bvh_*`` / ``tile_bvh_*`` a BVH,
``hash_grid_*`` a hash grid, ``volume_*`` a volume (of the grid type the builtin names: ``_f``,
``_v``, ``_i``, a ``dtype=`` keyword or the type a stored value is made as; ``volume_lookup_index``
alone, an index grid). Uses of two kinds, or two grid types, are refused by label; so is a
parameter passed somewhere the walk cannot follow. A ``uint64`` that reaches no handle builtin at
all is a value (a counter, a seed) and is drawn as one.

``build`` makes the object from ``seed`` alone (the harness's splitmix stream: the same bytes on
any machine) and keeps it in ``synth.warp.handles`` as if recorded, so a launch on it is written
and replayed as a captured one is. Each object has ``ELEMENTS`` elements at most (mesh faces,
BVH boxes, hash-grid points, active voxels of an index grid): an index a query returns is below
it, and ``check_sizes`` refuses a kernel with an array dimension smaller than that, so such an index
can never be past the kernel's arrays. The other way round (an index the kernel computes, handed
to a builtin that reads the object's own arrays unchecked: ``mesh_eval_position``'s face,
``hash_grid_point_id``'s point) is refused unless it is the ``face`` of a query of the same mesh
(Warp sets it to a face of the mesh, 0 on a miss) or the thread index (one thread: 0).
"""

from __future__ import annotations

import ast
import builtins
import inspect
from dataclasses import dataclass

import numpy as np

from synth.model.inputs import uniform01
from synth.warp import handles, warp_ir

ELEMENTS = 8
"""Elements of a synthesized object: faces of a mesh (6 vertices, 8 faces), boxes of a BVH,
points of a hash grid, active voxels of an index grid (a typed volume: one 8^3 tile at the origin)."""

FAMILIES = (("tile_mesh_", "mesh"), ("tile_bvh_", "bvh"), ("mesh_", "mesh"), ("bvh_", "bvh"), ("hash_grid_", "hash_grid"), ("volume_", "volume"))
"""Builtin name prefixes and the handle kind each gives the parameter it takes first."""

OBJECT_INDEXED = {"mesh_eval_position", "mesh_eval_velocity", "mesh_eval_face_normal", "mesh_get_point", "mesh_get_velocity", "mesh_get_index", "hash_grid_point_id"}
"""Builtins that read the object's own arrays at an index the kernel gives (second argument), unchecked."""

VOLUME_SUFFIXES = {"_f": "float32", "_v": "vec3f", "_i": "int32"}
VOLUME_TYPES = {"float": "float", "int": "int32", "float32": "float", "float64": "double", "int32": "int32", "int64": "int64", "uint32": "uint32", "vec3f": "Vec3f", "vec3": "Vec3f", "vec3d": "Vec3d", "vec4f": "Vec4f", "vec4": "Vec4f", "vec4d": "Vec4d"}
"""Grid value types a volume is allocated with, by the Warp type name a kernel writes (Warp's ``_supported_allocation_types``)."""

ALIASES = {"vec3": "vec3f", "vec4": "vec4f", "float": "float32", "int": "int32"}  # spellings of one grid type

DEPTH = 6  # @wp.func calls followed
MAPPED = {"tile_map"}  # builtins that call the function given first with the arguments after it


class Refused(Exception):
    """No synthesized object can stand for this parameter (the label is the record's)."""


@dataclass(frozen=True)
class Need:
    """What a handle parameter needs: its ``kind`` (``value`` when it is no handle) and, for a volume, its grid type."""

    kind: str
    grid: str = ""  # a volume's: a key of VOLUME_TYPES, or "index"


def _family(name: str) -> str | None:
    return next((kind for prefix, kind in FAMILIES if name.startswith(prefix)), None)


def _volume_grid(name: str, call: ast.Call) -> str | None:
    """The grid type a volume builtin call names, None where it names none (works on any grid)."""
    for suffix, grid in VOLUME_SUFFIXES.items():
        if name.endswith(suffix) and not name.endswith("_index" + suffix):
            return grid
    if name in ("volume_lookup_index", "volume_sample_index"):
        return "index"
    if name in ("volume_lookup", "volume_sample", "volume_sample_grad"):
        dtype = next((k.value for k in call.keywords if k.arg == "dtype"), None)
        return _type_name(dtype) if dtype is not None else "?"
    if name == "volume_store" and len(call.args) >= 5:
        return _made_as(call.args[4]) or "?"
    return None


def _type_name(node) -> str:
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else "?"


def _made_as(node) -> str | None:
    """The Warp type an expression is made as: ``wp.T(...)``, or the left operand of arithmetic on one."""
    while isinstance(node, ast.BinOp):
        node = node.left
    if isinstance(node, ast.Call) and _type_name(node.func) in VOLUME_TYPES:
        return _type_name(node.func)
    return None


def _path(node) -> str | None:
    """``x``, ``x.f``, ``x.f[]`` (an element of), for a name and attributes and subscripts of it."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _path(node.value)
        return f"{base}.{node.attr}" if base else None
    if isinstance(node, ast.Subscript):
        base = _path(node.value)
        return f"{base}[]" if base else None
    return None


class _Walk:
    """Uses of the tracked paths: builtin calls per root path, and what could not be followed."""

    def __init__(self) -> None:
        self.uses: dict[str, list[tuple[str, ast.Call]]] = {}  # root -> (builtin, call)
        self.unfollowed: dict[str, str] = {}
        self.unsafe: dict[str, str] = {}  # root -> an object-indexing builtin given an index the walk cannot bound

    def function(self, tree, env: dict, tracked: dict[str, str], depth: int) -> None:
        """Walk a function's tree with ``tracked`` (local path -> root path)."""
        tracked = dict(tracked)
        tids: set[str] = set()
        queries: dict[str, str] = {}  # local -> the root its mesh query was made on
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                target, value = node.targets[0].id, node.value
                if _path(value) in tracked:
                    tracked[target] = tracked[_path(value)]
                if isinstance(value, ast.Call) and _type_name(value.func) == "tid":
                    tids.add(target)
                if isinstance(value, ast.Call) and _type_name(value.func).startswith("mesh_query_") and value.args and _path(value.args[0]) in tracked:
                    queries[target] = tracked[_path(value.args[0])]
            elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and _type_name(node.value.func) == "tid":
                tids.update(_path(e) for t in node.targets if isinstance(t, ast.Tuple) for e in t.elts)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                self.call(node, env, tracked, depth, tids, queries)

    def call(self, node: ast.Call, env: dict, tracked: dict[str, str], depth: int, tids: set, queries: dict) -> None:
        passed = [(n, _path(a)) for n, a in enumerate(node.args)] + [(k.arg, _path(k.value)) for k in node.keywords]
        hits = [(n, p, root, rest) for n, p in passed if p for root, rest in _reaches(p, tracked)]
        if not hits:
            return
        name = _type_name(node.func)
        callee = _resolve(node.func, env)
        if isinstance(node.func, ast.Attribute) and name in warp_ir.builtin_names() and _resolve(node.func.value, env) is warp_ir.warp():
            if name in MAPPED and node.args:  # wp.tile_map(f, a, b, ...): a, b, ... are f's parameters
                mapped = _resolve(node.args[0], env)
                hits = [(n - 1 if isinstance(n, int) else n, p, root, rest) for n, p, root, rest in hits]
                self.into(mapped, hits, f"{name}'s {ast.unparse(node.args[0])}", depth)
                return
            for n, p, root, rest in hits:
                self.uses.setdefault(root, []).append((name if not rest else f"{name} (given {p})", node))
                if name in OBJECT_INDEXED and n == 0 and len(node.args) > 1:
                    index = node.args[1]
                    bounded = (_path(index) in tids) or (isinstance(index, ast.Attribute) and index.attr == "face" and queries.get(_path(index.value)) == root)
                    if not bounded:
                        self.unsafe.setdefault(root, f"{name} is given an index the kernel computes ({ast.unparse(index)}), and reads the {name.split('_')[0].replace('hash', 'hash grid')}'s own arrays unchecked")
            return
        if callee is not None and _is_type(callee):
            return  # a conversion (wp.uint64(x), int(x)): a value use
        self.into(callee, hits, ast.unparse(node.func), depth)

    def into(self, callee, hits: list, called: str, depth: int) -> None:
        """Follow ``hits`` (argument position or keyword, path, root, rest) into a ``@wp.func``'s body."""
        adj = getattr(callee, "adj", None)
        if adj is None or getattr(callee, "func", None) is None or depth >= DEPTH:
            for _, _, root, _ in hits:
                self.unfollowed.setdefault(root, f"passed to {called}, which the walk cannot follow")
            return
        params = [a.label for a in adj.args]
        inner = {}
        for n, _, root, rest in hits:
            target = params[n] if isinstance(n, int) and 0 <= n < len(params) else n if n in params else None
            if target is None:
                self.unfollowed.setdefault(root, f"passed to {called} as an argument the walk cannot place")
                continue
            inner[target + rest] = root
        self.function(adj.tree, _env(callee.func), inner, depth + 1)


def _reaches(path: str, tracked: dict[str, str]):
    """(root, rest) for each tracked path ``path`` is, or holds (a struct passed whole)."""
    for local, root in tracked.items():
        if path == local:
            yield root, ""
        elif local.startswith(path + ".") or local.startswith(path + "["):
            yield root, local[len(path) :]


def _env(func) -> dict:
    env = dict(getattr(func, "__globals__", {}))
    try:
        env.update(inspect.getclosurevars(func).nonlocals)
    except (TypeError, ValueError):
        pass
    return env


def _resolve(node, env: dict):
    """The object a name or attribute chain is bound to in ``env``; None where it is not found."""
    if isinstance(node, ast.Name):
        return env.get(node.id, getattr(builtins, node.id, None))
    if isinstance(node, ast.Attribute):
        base = _resolve(node.value, env)
        if base is None:
            return None
        try:
            return inspect.getattr_static(base, node.attr, None) if not inspect.ismodule(base) else getattr(base, node.attr, None)
        except Exception:
            return None
    return None


def _is_type(obj) -> bool:
    """A conversion or constructor (``int``, ``wp.uint64``, a vector type): passing a handle to it uses its value."""
    return isinstance(obj, type)


def _roots(kernel) -> dict[str, str]:
    """The kernel's uint64 places: a parameter ``p``, an array's element ``p[]``, a struct's field ``p.f`` (nested)."""
    wt, codegen = warp_ir.private_types()
    found = {}

    def visit(t, path: str) -> None:
        if t is wt.uint64:
            found[path] = path
        elif wt.is_array(t) and t.dtype is wt.uint64:
            found[path + "[]"] = path
        elif isinstance(t, codegen.Struct):
            for field, var in t.vars.items():
                visit(var.type, f"{path}.{field}")

    for a in kernel.adj.args:
        visit(a.type, a.label)
    return found


def infer(kernel) -> dict[str, Need]:
    """Each uint64 place of the kernel (``p``, ``p.f``; an array of ids by its name) -> its ``Need``;
    raises ``Refused`` naming the first place that cannot be given one."""
    roots = _roots(kernel)
    if not roots:
        return {}
    walk = _Walk()
    walk.function(kernel.adj.tree, _env(kernel.func), {local: local for local in roots}, 0)
    needs = {}
    for local, name in roots.items():
        uses = walk.uses.get(local, [])
        kinds = {}
        for builtin, _ in uses:
            kind = _family(builtin)
            if kind is not None:
                kinds.setdefault(kind, builtin)
        if len(kinds) > 1:
            raise Refused(f"parameter {name!r} (a handle) reaches builtins of more than one kind: " + ", ".join(f"{b} ({k})" for k, b in sorted(kinds.items())))
        if local in walk.unfollowed:
            raise Refused(f"parameter {name!r} is a uint64 {walk.unfollowed[local]} (a handle's kind is not known)")
        if any(builtin == "array" for builtin, _ in uses):  # ``wp.array(ptr=p, ...)``: Warp's test_array
            raise Refused(f"parameter {name!r} is a uint64 the kernel makes an array from (a memory address: no drawn value points at memory)")
        if not kinds:
            needs[name] = Need("value")
            continue
        if local in walk.unsafe:
            raise Refused(f"parameter {name!r} (a handle): {walk.unsafe[local]}")
        (kind,) = kinds
        grid = ""
        if kind == "volume":
            grids = {g for builtin, call in uses if (g := _volume_grid(builtin, call)) is not None}
            if "?" in grids:
                raise Refused(f"parameter {name!r} (a volume handle): a volume builtin whose value type is not read from the source")
            typed = grids - {"index"}
            if len(typed) > 1:
                raise Refused(f"parameter {name!r} (a volume handle) is used as grids of more than one type: {', '.join(sorted(typed))}")
            grid = typed.pop() if typed else "index" if grids else "float32"
            grid = ALIASES.get(grid, grid)
            if grid != "index" and grid not in VOLUME_TYPES:
                raise Refused(f"parameter {name!r} (a volume handle) is used as a grid of {grid}, which Warp allocates no volume of")
        needs[name] = Need(kind, grid)
    return needs


def check_sizes(name: str, need: Need, extents: list[int]) -> None:
    """Refuse a handle whose query indices could be past the kernel's arrays: ``extents``, the
    dimensions of every array the kernel is given."""
    if need.kind in ("mesh", "bvh", "hash_grid", "volume") and extents and min(extents) < ELEMENTS:
        raise Refused(f"parameter {name!r} (a {need.kind.replace('_', ' ')} handle): an index its queries return (up to {ELEMENTS - 1}) could be past an array dimension of {min(extents)}")


def build(need: Need, seed: int, name: str) -> handles.Handle:
    """The seeded object ``need`` asks for, kept as a recorded one (``handles.keep``), as a launch value."""
    wp = warp_ir.warp()
    stream = f"handle:{name}"
    if need.kind == "mesh":
        unit = np.array([[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]], dtype=np.float32)
        jitter = uniform01(seed, stream + ".points", 18).reshape(6, 3).astype(np.float32)
        points = (0.5 + unit * (0.3 + 0.1 * jitter)).astype(np.float32)  # an octahedron around the unit cube's centre
        faces = np.array([[0, 2, 4], [2, 1, 4], [1, 3, 4], [3, 0, 4], [2, 0, 5], [1, 2, 5], [3, 1, 5], [0, 3, 5]], dtype=np.int32)
        velocities = (uniform01(seed, stream + ".velocities", 18).reshape(6, 3) - 0.5).astype(np.float32)
        obj = wp.Mesh(wp.array(points, dtype=wp.vec3, device="cpu"), wp.array(faces.reshape(-1), dtype=wp.int32, device="cpu"), wp.array(velocities, dtype=wp.vec3, device="cpu"), True, "sah", 4)
        handles.keep(obj, {"options": {"support_winding_number": True, "bvh_constructor": "sah", "bvh_leaf_size": 4}, "built": wp.clone(obj.points), "fitted": None})
    elif need.kind == "bvh":
        centres = uniform01(seed, stream + ".centres", 3 * ELEMENTS).reshape(ELEMENTS, 3)
        half = 0.05 + 0.2 * uniform01(seed, stream + ".sizes", 3 * ELEMENTS).reshape(ELEMENTS, 3)
        lowers, uppers = (wp.array((centres + s * half).astype(np.float32), dtype=wp.vec3, device="cpu") for s in (-1, 1))
        obj = wp.Bvh(lowers, uppers, "sah", None, 1)
        handles.keep(obj, {"options": {"constructor": "sah", "leaf_size": 1}, "built": (wp.clone(lowers), wp.clone(uppers)), "fitted": None})
    elif need.kind == "hash_grid":
        points = wp.array(uniform01(seed, stream + ".points", 3 * ELEMENTS).reshape(ELEMENTS, 3).astype(np.float32), dtype=wp.vec3, device="cpu")
        obj = wp.HashGrid(4, 4, 4, device="cpu")
        obj.build(points, 0.25)
        handles.keep(obj, {"options": {"dims": [4, 4, 4], "dtype": "float32"}, "radius": 0.25, "built": wp.clone(points), "groups": None})
    elif need.kind == "volume":
        obj = _volume(wp, need.grid, seed, stream)
        handles.keep(obj, {})
    else:
        raise ValueError(f"no synthesized object of kind {need.kind!r}")
    made = (handles.kind_of(obj), grid_of(obj) if need.kind == "volume" else "")
    if made != (need.kind, need.grid):
        raise ValueError(f"{name}: asked for {need}, made a {made[0]} {made[1]}".rstrip())
    handle = handles.Handle(obj.id)
    handle.owner = obj
    obj._synth_recipe = {"kind": need.kind, "grid": need.grid, "seed": seed, "name": name}
    return handle


def recipe_of(value) -> dict | None:
    """How a synthesized object was made (``build``'s arguments), for a launch value that holds one:
    a handle, or an array of ids of one; None for any other value. Another process makes the same
    object from it (``from_recipe``): an id is an address, never to be passed between processes."""
    owners = getattr(value, "_synth_owners", None)
    if owners:
        return getattr(next(iter(owners.values())), "_synth_recipe", None)
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):  # a handle, also as a struct's field gives it back
        return getattr(handles.owner_of(value), "_synth_recipe", None)
    return None


def from_recipe(recipe: dict) -> handles.Handle:
    return build(Need(recipe["kind"], recipe["grid"]), int(recipe["seed"]), str(recipe["name"]))


def _volume(wp, grid: str, seed: int, stream: str):
    """An index grid of at most ELEMENTS active voxels (the origin's among them), or a grid of
    ``grid`` values on one 8^3 tile at the origin: floats seeded in [0, 1), other types zero."""
    if grid == "index":
        drawn = np.floor(uniform01(seed, stream + ".voxels", 3 * (ELEMENTS - 1)) * 4).astype(np.int32).reshape(-1, 3)
        voxels = np.unique(np.vstack([np.zeros((1, 3), np.int32), drawn]), axis=0)
        return wp.Volume.allocate_by_voxels(wp.array(voxels, dtype=wp.vec3i, device="cpu"), 1.0, device="cpu")
    if grid in ("float32", "vec3f", "vec3"):
        shape = (8, 8, 8, 3) if grid != "float32" else (8, 8, 8)
        values = uniform01(seed, stream + ".values", int(np.prod(shape))).reshape(shape).astype(np.float32)
        return wp.Volume.load_from_numpy(values, (0.0, 0.0, 0.0), 1.0, (0.0, 0.0, 0.0) if grid != "float32" else 0.0, device="cpu")
    dtype = getattr(wp, {"vec4": "vec4f", "vec3": "vec3f"}.get(grid, grid))
    return wp.Volume.allocate((0.0, 0.0, 0.0), (7.0, 7.0, 7.0), 1.0, dtype(0), device="cpu")


def grid_of(volume) -> str:
    """A volume's grid type as ``Need.grid`` names it, as Warp reads it from the grid itself."""
    if volume.is_index:
        return "index"
    return next(name for name, alloc in VOLUME_TYPES.items() if alloc == _allocation_name(volume.dtype) and name not in ALIASES)


def _allocation_name(dtype) -> str:
    wp = warp_ir.warp()
    names = {wp.float32: "float", wp.float64: "double", wp.int32: "int32", wp.int64: "int64", wp.uint32: "uint32", wp.vec3f: "Vec3f", wp.vec3d: "Vec3d", wp.vec4f: "Vec4f", wp.vec4d: "Vec4d"}
    return next((n for t, n in names.items() if t == dtype), str(dtype))


def describe(obj) -> str:
    """What a synthesized object is, for the record: its kind and size."""
    kind = handles.kind_of(obj)
    if kind == "mesh":
        return f"a mesh of {obj.points.shape[0]} vertices and {obj.indices.shape[0] // 3} faces"
    if kind == "bvh":
        return f"a BVH of {obj.lowers.shape[0]} boxes"
    if kind == "hash_grid":
        return f"a hash grid of {ELEMENTS} points"
    grid = grid_of(obj)
    return f"an index grid of {obj.get_voxel_count()} voxels" if grid == "index" else f"a volume of {obj.get_voxel_count()} {grid} voxels"


def described(kernel, values: list) -> str:
    """The synthesized objects behind a launch's handles, named by parameter ('' when none)."""
    wt, _ = warp_ir.private_types()
    found = []
    for a, v in zip(kernel.adj.args, values, strict=True):
        if a.type is wt.uint64 and handles.owner_of(v) is not None:
            found.append(f"{a.label}: {describe(handles.owner_of(v))}")
        elif wt.is_array(a.type) and a.type.dtype is wt.uint64 and getattr(v, "_synth_owners", None):
            found.append(f"{a.label}: {v.size} ids of {describe(next(iter(v._synth_owners.values())))}")
    return ", ".join(found) + (" (seeded, built by the harness)" if found else "")
