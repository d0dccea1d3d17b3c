"""Tile kernels lifted into the kernel model's tile nodes (``synth.model.tiles``), exactly or refused.

``synth.warp.lift`` hands this module what is tile work: a launch with a ``block_dim`` or through
``wp.launch_tiled`` (``launch_fields``, ``thread_indices``), a statement that makes, accumulates
or stores a tile (``statement``), and a per-thread read of a tile (``scalar``). Every tile value
is read from Warp's own typing of the kernel (the trace ``synth.warp.lift`` records), so a tile's
shape and element type are Warp's, never guessed.

The model holds tiles of float32, float64, int32 and float16 elements, and of float vectors,
matrices and structs (``tiles.is_composite``: loaded, stored, mapped, added, scaled, read, as
Warp's ``tile.h`` treats them element by element), 1-D and 2-D, made by the builtins the
generator draws (``tile_load``, the fills, ``tile_arange``, ``wp.tile``, ``tile_from_thread``,
``tile_map``, the operators ``+ - * /``, ``tile_astype``, the reductions, ``tile_broadcast``,
``tile_transpose``, ``tile_matmul``, the scans) and constant slices (``t[4:12, :]``), and stored
by ``tile_store``, ``tile_atomic_add`` and ``tile_matmul(a, b, out)``. A builtin the block computes in phases
(a load, a reduction ...) nested in a larger tile expression is named by a ``TileLet`` of its own
(``_tile0``, ...) first: the same values, one more name. Anything else is refused with a label.
"""

from __future__ import annotations

import ast

from synth.model import spec as m
from synth.model import tiles as t
from synth.warp import warp_ir
from synth.warp.refusal import Refused

FILLS = {"tile_zeros": "zeros", "tile_ones": "ones", "tile_full": "full"}
REDUCTIONS = ("tile_sum", "tile_max", "tile_min")
REDUCE_OPS = ("add", "mul", "min", "max")
BINARY = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div"}
STORES = ("tile_store", "tile_atomic_add")
SUMMED = ("float32", "float64", "int32")  # the tile dtypes a reduction, product or scan is rendered for
HOISTED = "_tile"  # the prefix of the names given to nested collective tile builtins
# A block's stack: each thread's push or pop gets the slot it reached first, so what a kernel stores
# depends on its threads' order (synth.warp.thread_order), and with a capacity that clamps or pops
# fewer than pushed not even the multiset of an output is the same in every order: no proof against
# Warp's CPU, in order or in any order, would be exact for every such kernel.
STACK = "wp.tile_stack (a block's stack: the slot each thread gets depends on the threads' order)"
LANE = "lane"  # the model's name of a tiled kernel's thread index within its block (``synth.render.tile_python.LANE``)


# ----------------------------------------------------------------------------- the launch


def is_tile_launch(launch: dict) -> bool:
    return bool(launch.get("tiled") or launch.get("block_dim"))


def build_block_dim(kernel, launch: dict) -> int:
    """The ``block_dim`` the lifter builds (and so types) the kernel at: the CPU's for a tile launch,
    what its replay runs with (a tile of ``wp.tile(x)`` has ``block_dim`` elements), else the module's."""
    if is_tile_launch(launch):
        return warp_ir.launch_block_dim("cpu", launch.get("block_dim"))
    return kernel.module.options["block_dim"]


def thread_indices(lifter, tids: tuple[str, ...], dim: tuple) -> tuple[str, ...]:
    """The kernel's tile (or thread) indices for the spec: a tiled launch's ``wp.tid()`` gives one
    more, the thread's place in its block, which the model names ``lane`` (unused, it is dropped)."""
    if not lifter.tiles.launch.get("tiled") or len(tids) != len(dim) + 1:
        return tids
    lane = tids[-1]
    reads = any(isinstance(n, ast.Name) and n.id == lane and isinstance(n.ctx, ast.Load) for n in ast.walk(lifter.kernel.adj.tree))
    if lane != LANE and reads:
        raise Refused(f"a tiled kernel's lane index named other than {LANE}")
    return tids[:-1]


def launch_fields(lifter, body: tuple, dim: tuple) -> dict:
    """``block_dim`` and ``tiled`` for the spec of a tile kernel (``{}`` for a kernel without tiles,
    whose launch's ``block_dim`` changes nothing it computes); refused where the model's tile
    kernels cannot be launched so."""
    launch = lifter.tiles.launch
    if not t.has_tile_statement(body) and not lifter.tiles.reads:
        if launch.get("tiled"):
            raise Refused("a kernel without tile statements launched with wp.launch_tiled")
        return {}
    if not is_tile_launch(launch):
        raise Refused("tiles in a launch without a block_dim")
    block_dim = warp_ir.launch_block_dim("cpu", launch.get("block_dim"))
    if block_dim & (block_dim - 1):
        raise Refused("a tile kernel whose block_dim is not a power of two")
    if not t.in_static_loops_only(body):
        raise Refused("a tile statement under a branch or in a run-time loop")
    tiled = bool(launch.get("tiled"))
    if tiled and len(dim) > 2:
        raise Refused("a grid of tiles of more than 2 dimensions")
    if not tiled:
        threads = 1
        for d in dim:
            threads *= d
        if len(dim) != 1 or threads % block_dim:
            raise Refused("a block_dim launch that is not 1-D whole blocks")
    return {"block_dim": block_dim, "tiled": tiled}


# ----------------------------------------------------------------------------- types


def warp_tile(value):
    """The Warp tile type of a traced value, or None."""
    wt, _ = warp_ir.private_types()
    found = getattr(value, "type", None)
    return found if wt.is_tile(found) else None


def tile_type(tile, model_type) -> t.TileType:
    """The model's type of a Warp tile type, 1-D or 2-D, else refused: its elements float32, float64 or
    int32 scalars, or values of float32 or float64 components (``t.is_composite``: vectors,
    matrices, structs of float32 scalars and vectors), laid out and combined as Warp's ``tile.h``
    does them, element by element. ``model_type`` is the scalar lifter's (``synth.warp.lift``)."""
    wt, _ = warp_ir.private_types()

    dtype = getattr(tile.dtype, "__name__", None)
    if dtype in ("float32", "float64", "int32", "float16"):
        element = m.Type(dtype)
    else:
        element = model_type(tile.dtype, "a tile's elements")  # a struct the model cannot hold is refused by its own label
        if not t.is_composite(element):
            raise Refused(f"a tile of {wt.type_repr(tile.dtype)} (the model's tiles hold float32, float64 or int32, or float vectors, matrices and structs)")
    shape = tuple(int(s) for s in tile.shape)
    if len(shape) not in (1, 2):
        raise Refused(f"a {len(shape)}-D tile (the model's tiles are 1-D or 2-D)")
    return t.TileType(element, shape)


# ----------------------------------------------------------------------------- arguments


def _arguments(node: ast.Call, func) -> dict:
    """A builtin call's arguments by the names of the overload Warp resolved it to."""
    names = list(getattr(func, "input_types", None) or {})
    if len(node.args) > len(names):
        raise Refused(f"wp.{func.key} with more arguments than its parameters")
    found = dict(zip(names, node.args, strict=False))
    for k in node.keywords:
        if k.arg is None or k.arg in found or k.arg not in names:
            raise Refused(f"wp.{func.key} with keyword arguments the lifter cannot place")
        found[k.arg] = k.value
    return found


def _only(args: dict, allowed: tuple[str, ...], key: str) -> None:
    extra = sorted(set(args) - set(allowed))
    if extra:
        raise Refused(f"wp.{key} with {', '.join(extra)}")


def composite(tt: t.TileType, what: str, struct: bool = True) -> None:
    """Refuse ``what`` on a tile of vectors, matrices or structs (``t.is_composite``); with ``struct``
    false only on a tile of structs (which Warp's ``tile.h`` adds and subtracts, field by field, and nothing more)."""
    if not t.is_composite(tt.dtype) or not struct and not tt.dtype.is_struct:
        return
    raise Refused(f"{what} on a tile of {tt.dtype.name} (the model combines tiles of scalars so)")


def summed(tt: t.TileType, what: str) -> None:
    """Refuse ``what`` (a reduction, product or scan: the renderer's tables hold its identity and
    accumulator) but on a tile of float32, float64 or int32."""
    composite(tt, what)
    if tt.dtype.name not in SUMMED:
        raise Refused(f"{what} on a tile of {tt.dtype.name} (the model reduces, multiplies and scans tiles of float32, float64 or int32)")


def element_type(x) -> m.Type:
    """The type of one element of a tile operand (a tile's element type, a per-thread value's type)."""
    return x.type.dtype if isinstance(x.type, t.TileType) else x.type


def scaling(op: str, tt: t.TileType, lt: m.Type, rt: m.Type) -> None:
    """Refuse a tile operator on these element types unless both are the result's, or a tile of
    vectors or matrices is scaled (``*``, either side) or divided (``/``, on the right) by a scalar
    of their components, element by element (the tile's or a per-thread value)."""
    if lt == rt == tt.dtype:
        if op == "mul" and t.is_composite(tt.dtype):
            raise Refused(f"a tile product of two tiles of {tt.dtype.name} (the model scales them by a scalar)")
        return
    scalar = m.Type(tt.dtype.scalar.name)
    if op == "mul" and {lt, rt} == {tt.dtype, scalar} or op == "div" and (lt, rt) == (tt.dtype, scalar):
        return
    raise Refused(f"a tile of {tt.dtype.name} from {lt.name} {op} {rt.name}")


def changed(tiles, name: str) -> None:
    """Refuse changing tile local ``name`` in place when a slice views it, or it is one: in Warp
    the change shows through the view; the model's slice is a copy."""
    if name in tiles.viewed:
        raise Refused("a tile changed in place that a slice views (or that is a slice)")


class Tiles:
    """The tile part of one kernel's lift: its tile locals and the calls into the scalar lifter."""

    def __init__(self, lifter, model_type) -> None:
        self.lifter = lifter
        self.model_type = model_type  # the model's type of a Warp value type (``synth.warp.lift.model_type``), for a tile's elements
        self.launch: dict = {}  # the launch being lifted (``synth.warp.lift.Lifter.lift`` sets it)
        self.locals: dict[str, t.TileType] = {}
        self.hoisted = 0
        self.viewed: set[str] = set()  # tile locals a slice reads, or that are a slice: views of each other in Warp
        self.reads = False  # whether per-thread code reads a tile

    def builtin_of(self, node):
        """The builtin a call resolved to, or None."""
        if not isinstance(node, ast.Call):
            return None
        func = self.lifter.trace.calls.get(id(node))
        return func if func is not None and func.is_builtin() else None

    def is_tile(self, node) -> bool:
        return id(node) in self.lifter.trace.values and warp_tile(self.lifter.trace.values[id(node)]) is not None

    def type_of(self, node) -> t.TileType:
        found = warp_tile(self.lifter.value(node))
        if found is None:
            raise Refused("a tile operand that is not a tile")
        tt = tile_type(found, self.model_type)
        if tt.dtype.is_struct:  # declared with the kernel's other structs
            self.lifter.structs.setdefault(tt.dtype.name, tt.dtype)
        return tt

    def array(self, node, scope, key: str, want: t.TileType) -> tuple[str, tuple]:
        """The array parameter a tile load or store names, of the tile's element type, and the indices
        fixing its leading dimensions (``a[i]``: the tile spans the dimensions after them)."""
        index: tuple = ()
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id in scope.arrays:
            index = self.lifter.index_exprs(node.slice, scope)
            node = node.value
        if not (isinstance(node, ast.Name) and node.id in scope.arrays):
            raise Refused(f"wp.{key} of something other than an array parameter")
        if scope.arrays[node.id] != want.dtype:
            raise Refused(f"wp.{key} between an array of {scope.arrays[node.id].name} and a tile of {want.dtype.name}")
        ndim = self.lifter.value(node).type.ndim  # an array parameter: the lifter read its type already
        if ndim != len(index) + len(want.shape):
            raise Refused(f"wp.{key} of a {len(want.shape)}-D tile and a {ndim - len(index)}-D array")
        return node.id, index

    def offset(self, node, scope, ndim: int) -> tuple | None:
        if node is None:
            return None
        found = self.lifter.index_exprs(node, scope)  # int32, not written negative: as an array index
        if len(found) != ndim:
            raise Refused("a tile offset of another rank than its tile")
        return found

    def constant(self, node, what: str, scope):
        """A compile-time value that reads no local: an unrolled loop's variable, which Warp folds
        to a constant per iteration (its first one traced), is not one."""
        value = self.lifter.static_value(node, scope)
        if value is None:
            raise Refused(f"{what} not known at compile time")
        return value

    # -- tile expressions

    def tile(self, node, scope, pending: list, top: bool = False):
        """A tile expression; a collective builtin below the top is named first (into ``pending``)."""
        if isinstance(node, ast.Name) and node.id in self.locals:
            return t.TileRef(node.id, self.locals[node.id])
        if isinstance(node, ast.Name):
            raise Refused("a tile that is not a local of the kernel")
        if not scope.is_kernel:
            raise Refused("tiles in a @wp.func")
        tt = self.type_of(node)
        if isinstance(node, ast.BinOp):
            op = BINARY.get(type(node.op))
            if op is None:
                raise Refused(f"tile operator {type(node.op).__name__}")
            if op in ("mul", "div") and tt.dtype.is_struct:
                raise Refused(f"tile operator {type(node.op).__name__} on a tile of {tt.dtype.name} (structs are added and subtracted)")
            if op == "div" and not tt.dtype.is_float:
                raise Refused(f"tile operator Div on a tile of {tt.dtype.name}")
            lhs, rhs = (self.operand(x, scope, pending, tt, op) for x in (node.left, node.right))
            scaling(op, tt, *(element_type(x) for x in (lhs, rhs)))
            return t.TileBinary(op, lhs, rhs, tt)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            composite(tt, "a negated tile", struct=False)
            return t.TileUnary("neg", self.tile(node.operand, scope, pending), tt)
        if isinstance(node, ast.Subscript):
            return self.sliced(node, scope, pending, tt)
        func = self.builtin_of(node)
        if func is None:
            raise Refused(f"a tile made by {type(node).__name__} (not a builtin)")
        value = self.builtin(node, func, scope, pending, tt)
        if isinstance(value, t.COLLECTIVE) and not top:
            name = self.fresh(scope)
            pending.append(t.TileLet(name, value))
            self.locals[name] = tt
            return t.TileRef(name, tt)
        return value

    def sliced(self, node: ast.Subscript, scope, pending: list, tt: t.TileType | None) -> t.TileSlice:
        """``t[4:12, :]``, ``t[::-1]``, ``t[5, :]``: constant slices and indices of a tile (Python's
        rules: a negative index or bound counts from the end). A view of the tile in Warp: read here,
        and the tile it views is not changed in place afterwards (``statement``). The inner
        subscripts of a chain (``t[::-1][::2]``) Warp folds into one view without typing them: their
        types (``tt`` None) are the slice's own, the outer one's Warp's."""
        inner = isinstance(node.value, ast.Subscript) and id(node.value) not in self.lifter.trace.values
        arg = self.sliced(node.value, scope, pending, None) if inner else self.tile(node.value, scope, pending)
        shape = arg.type.shape
        items = list(node.slice.elts) if isinstance(node.slice, ast.Tuple) else [node.slice]
        if len(items) > len(shape):
            raise Refused("a tile subscript of more indices than the tile's dimensions")
        starts, steps, counts = [], [], []
        for item, n in zip(items + [ast.Slice()] * (len(shape) - len(items)), shape, strict=True):
            if isinstance(item, ast.Slice):
                bounds = tuple(None if x is None else self.slice_bound(x, scope) for x in (item.lower, item.upper, item.step))
                if bounds[2] == 0:
                    raise Refused("a tile slice of step 0")
                start, stop, step = slice(*bounds).indices(n)
                starts.append(start)
                steps.append(step)
                counts.append(len(range(start, stop, step)))
                continue
            k = self.slice_bound(item, scope)
            k += n if k < 0 else 0
            if not 0 <= k < n:
                raise Refused("a tile index past the tile's end")
            starts.append(k)
            steps.append(0)
        if tt is None:
            tt = t.TileType(arg.type.dtype, tuple(counts))
        if tuple(counts) != tt.shape or arg.type.dtype != tt.dtype or 0 in counts or len(counts) not in (1, 2):
            raise Refused("a tile slice of another shape than Warp's")
        if isinstance(arg, t.TileRef):
            self.viewed.add(arg.name)
        return t.TileSlice(arg, tuple(starts), tuple(steps), tt)

    def slice_bound(self, node, scope) -> int:
        if self.is_tile(node) or isinstance(node, ast.Name) and node.id in self.locals:
            raise Refused("a tile gathered by a tile of indices")
        value = self.constant(node, "a tile slice's bound", scope)
        if not isinstance(value, int) or isinstance(value, bool):
            raise Refused("a tile slice's bound not an integer constant")
        return value

    def operand(self, node, scope, pending: list, tt: t.TileType, op: str):
        """An operand of a tile operator: a tile of the result's shape, or a per-thread value, of the
        result's element type or (``scaling``) a scalar of its components."""
        if self.is_tile(node) or isinstance(node, ast.Name) and node.id in self.locals:
            operand = self.tile(node, scope, pending)
            if operand.type.shape != tt.shape or operand.type.dtype not in (tt.dtype, m.Type(tt.dtype.scalar.name)):
                raise Refused("a tile operator between tiles of other shapes or types (broadcast)")
            return operand
        value = self.lifter.expr(node, scope)
        if value.type not in (tt.dtype, m.Type(tt.dtype.scalar.name)):
            raise Refused(f"a tile of {tt.dtype.name} combined with a {value.type.name}")
        return value

    def fresh(self, scope) -> str:
        while f"{HOISTED}{self.hoisted}" in scope.locals or f"{HOISTED}{self.hoisted}" in self.locals:
            self.hoisted += 1
        name = f"{HOISTED}{self.hoisted}"
        self.hoisted += 1
        return name

    def builtin(self, node: ast.Call, func, scope, pending: list, tt: t.TileType):
        key = func.key
        if key == "tile_map":
            return self.tile_map(node, scope, pending, tt)
        if key == "tile_reduce":
            if node.keywords or len(node.args) != 2:
                raise Refused("wp.tile_reduce with other than (op, tile)")
            op = self.lifter.value(node.args[0])
            if not (getattr(op, "is_builtin", lambda: False)() and op.key in REDUCE_OPS):
                raise Refused("wp.tile_reduce of an operation other than wp.add, mul, min, max")
            return self.reduction(t.TileReduce("tile_reduce", self.tile(node.args[1], scope, pending), tt, op=op.key))
        if key == "tile_arange":
            return self.arange(node, tt, scope)
        args = _arguments(node, func)
        if key == "tile_load":
            _only(args, ("a", "shape", "offset", "storage"), key)
            storage = self.constant(args["storage"], "a tile's storage", scope) if "storage" in args else "register"
            array, index = self.array(args["a"], scope, key, tt)
            return t.TileLoad(array, tt, self.offset(args.get("offset"), scope, len(tt.shape)), storage, index)
        if key in FILLS:
            _only(args, ("shape", "dtype", "value", "storage"), key)
            if key == "tile_ones":
                composite(tt, "wp.tile_ones")
            value = self.lifter.expr(args["value"], scope) if key == "tile_full" else None
            if value is not None and value.type != tt.dtype:
                raise Refused(f"wp.tile_full of a {value.type.name} into a tile of {tt.dtype.name}")
            return t.TileFill(FILLS[key], tt, value)
        if key == "tile":
            _only(args, ("x", "preserve_type"), key)
            if "preserve_type" in args and self.constant(args["preserve_type"], "wp.tile's preserve_type", scope) not in (True, False):
                raise Refused("wp.tile with preserve_type other than True or False")
            if self.launch.get("tiled"):
                raise Refused("wp.tile in a tiled launch")
            return t.TileOf(self.scalar_operand(args["x"], scope, tt), tt)
        if key == "tile_from_thread":
            _only(args, ("shape", "value", "thread_idx", "storage"), key)
            return t.TileFromThread(self.scalar_operand(args["value"], scope, tt), self.constant(args["thread_idx"], "a thread_idx", scope), tt)
        if key == "tile_astype":
            _only(args, ("t", "dtype"), key)
            arg = self.tile(args["t"], scope, pending)
            if not (arg.type.dtype == m.INT and tt.dtype == m.FLOAT):
                raise Refused("wp.tile_astype other than int32 to float32")
            return t.TileAstype(arg, tt)
        if key in REDUCTIONS:
            _only(args, ("a", "axis"), key)
            arg = self.tile(args["a"], scope, pending)
            if "axis" in args:
                axis = self.constant(args["axis"], "a reduction's axis", scope)
                if key != "tile_sum" or len(arg.type.shape) != 2 or axis not in (0, 1):
                    raise Refused(f"wp.{key} along an axis (the model sums 2-D tiles along one)")
                return self.product(t.TileSumAxis(arg, axis, tt))
            return self.reduction(t.TileReduce(key, arg, tt))
        if key == "tile_broadcast":
            _only(args, ("a", "shape"), key)
            return t.TileBroadcast(self.tile(args["a"], scope, pending), tt)
        if key == "tile_transpose":
            _only(args, ("a",), key)
            return t.TileTranspose(self.tile(args["a"], scope, pending), tt)
        if key == "tile_matmul":
            _only(args, ("a", "b"), key)
            return self.product(t.TileMatmul(self.tile(args["a"], scope, pending), self.tile(args["b"], scope, pending), tt))
        if key in ("tile_scan_inclusive", "tile_scan_exclusive"):
            _only(args, ("a",), key)
            summed(tt, f"wp.{key}")
            return t.TileScan(key.rsplit("_", 1)[1], self.tile(args["a"], scope, pending), tt)
        raise Refused(f"wp.{key} (tile builtin not in the model)")

    def arange(self, node: ast.Call, tt: t.TileType, scope) -> t.TileArange:
        """``wp.tile_arange(stop)`` / ``(start, stop[, step])``, integer constants, ``dtype`` and ``storage`` by keyword."""
        if any(k.arg not in ("dtype", "storage") for k in node.keywords):
            raise Refused("wp.tile_arange with keyword bounds")
        bounds = [self.constant(a, "a tile_arange bound", scope) for a in node.args]
        if not all(isinstance(b, int) and not isinstance(b, bool) for b in bounds) or len(bounds) not in (1, 2, 3):
            raise Refused("wp.tile_arange of other than integer constants")
        if tt.dtype.name not in SUMMED:
            raise Refused(f"wp.tile_arange of {tt.dtype.name}")
        start, stop, step = (0, bounds[0], 1) if len(bounds) == 1 else (*bounds, 1)[:3]
        return t.TileArange(start, stop, step, tt)

    @staticmethod
    def reduction(value: t.TileReduce) -> t.TileReduce:
        """A reduction the model's CUDA holds: float tiles are summed (max, min and product of
        floats have no identity in the renderer's table); int32 tiles by any of the four."""
        summed(value.arg.type, f"wp.{value.builtin}")
        if value.arg.type.dtype.is_float and value.combine != "add":
            raise Refused(f"a {value.combine} reduction of a {value.arg.type.dtype.name} tile")
        return value

    @staticmethod
    def product(value):
        """A matrix product or axis sum the model's CUDA holds: of float tiles (it accumulates in the tile's float type)."""
        summed(value.type, "a tile product or axis sum")
        if not value.type.dtype.is_float:
            raise Refused(f"a tile {'product' if isinstance(value, t.TileMatmul) else 'axis sum'} of {value.type.dtype.name}")
        return value

    def scalar_operand(self, node, scope, tt: t.TileType) -> m.Expr:
        value = self.lifter.expr(node, scope)
        if value.type != tt.dtype:
            raise Refused(f"a tile of {tt.dtype.name} made from a {value.type.name}")
        return value

    def tile_map(self, node: ast.Call, scope, pending: list, tt: t.TileType) -> t.TileMap:
        if node.keywords or len(node.args) < 2:
            raise Refused("wp.tile_map with keyword arguments or no tile")
        fn = self.lifter.value(node.args[0])
        if not (self.is_tile(node.args[1]) or isinstance(node.args[1], ast.Name) and node.args[1].id in self.locals):
            raise Refused("wp.tile_map whose first operand is not a tile")
        args = tuple(
            self.tile(a, scope, pending) if self.is_tile(a) or isinstance(a, ast.Name) and a.id in self.locals else self.lifter.expr(a, scope)
            for a in node.args[1:]
        )  # a value that is not a tile is broadcast: every element is mapped with it
        if any(isinstance(a.type, t.TileType) and a.type.shape != tt.shape for a in args):
            raise Refused("wp.tile_map of tiles of other shapes")
        if getattr(fn, "is_builtin", None) is None:
            raise Refused("wp.tile_map of something other than a function")
        placeholders = tuple(m.Ref(f"_x{k}", a.type.dtype if isinstance(a.type, t.TileType) else a.type) for k, a in enumerate(args))
        if fn.is_builtin():
            if t.is_composite(tt.dtype) and fn.key in ("add", "sub", "mul"):
                composite(tt, f"wp.tile_map(wp.{fn.key})", struct=fn.key == "mul")
            if fn.key not in ("add", "sub", "mul"):
                self.lifter.builtin(fn.key, placeholders, tt.dtype)  # refused where the model does not spell it for these types
            return t.TileMap(fn.key, args, tt)
        name = self.lifter.lift_function(fn)
        func = self.lifter.funcs[name]
        if tuple(p for _, p in func.params) != tuple(a.type for a in placeholders) or func.returns != tt.dtype:
            raise Refused("wp.tile_map of a @wp.func of other element types")
        return t.TileMap(name, args, tt, user=True)

    # -- statements

    def statement(self, node, scope) -> list | None:
        """The model's statements for a tile statement, or None when ``node`` is not one."""
        if isinstance(node, ast.Assign) and getattr(self.builtin_of(node.value), "key", None) == "tile_stack":
            raise Refused(STACK)
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if not (self.is_tile(node.value) or isinstance(target, ast.Name) and target.id in self.locals):
                return None
            if not isinstance(target, ast.Name):
                raise Refused("a tile assigned into other than a name")
            if target.id in self.locals or target.id in scope.locals:
                raise Refused("a tile local bound twice")
            pending: list = []
            value = self.tile(node.value, scope, pending, top=True)
            self.locals[target.id] = value.type
            if isinstance(value, t.TileSlice):
                self.viewed.add(target.id)
            return [*pending, t.TileLet(target.id, value)]
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id in self.locals:
            if not isinstance(node.op, ast.Add):
                raise Refused(f"a tile {type(node.op).__name__}= (the model accumulates tiles by +=)")
            pending = []
            changed(self, node.target.id)
            value = self.tile(node.value, scope, pending)
            if value.type != self.locals[node.target.id]:
                raise Refused("a tile += of another shape")
            return [*pending, t.TileAddAssign(node.target.id, value)]
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            func = self.lifter.trace.calls.get(id(node))  # Warp resolves a statement's call while evaluating the statement
            if func is None or not func.is_builtin() or not func.key.startswith("tile"):
                return None
            return self.call_statement(node.value, func, scope)
        return None

    def call_statement(self, node: ast.Call, func, scope) -> list:
        key = func.key
        pending: list = []
        if key in STORES:
            args = _arguments(node, func)
            _only(args, ("a", "t", "offset"), key)
            tile = self.tile(args["t"], scope, pending)
            array, index = self.array(args["a"], scope, key, tile.type)
            if key == "tile_atomic_add" and tile.type.dtype.scalar.name != "float32":
                raise Refused(f"wp.tile_atomic_add of a tile of {tile.type.dtype.name} (the model adds float32 components)")
            self.lifter.written.add(array)
            make = t.TileStore if key == "tile_store" else t.TileAtomicAdd
            return [*pending, make(array, tile, self.offset(args.get("offset"), scope, len(tile.type.shape)), index)]
        if key == "tile_matmul" and len(node.args) == 3 and not node.keywords:
            out = node.args[2]
            if not (isinstance(out, ast.Name) and out.id in self.locals):
                raise Refused("wp.tile_matmul into other than a tile local")
            changed(self, out.id)
            a, b = (self.tile(x, scope, pending) for x in node.args[:2])
            self.product(t.TileMatmul(a, b, self.locals[out.id]))
            return [*pending, t.TileMatmulAdd(a, b, out.id)]
        if key == "tile_assign":
            return [*pending, self.assign(_arguments(node, func), scope, pending)]
        raise Refused(f"a call whose value is unused (wp.{key})")

    def assign(self, args: dict, scope, pending: list) -> t.TileAssign:
        """``wp.tile_assign(dst, src, offset=...)`` into a tile local, of its element type, within it at a constant offset."""
        _only(args, ("dst", "src", "offset"), "tile_assign")
        dst = args["dst"]
        if not (isinstance(dst, ast.Name) and dst.id in self.locals):
            raise Refused("wp.tile_assign into other than a tile local")
        changed(self, dst.id)
        value = self.tile(args["src"], scope, pending)
        into = self.locals[dst.id]
        offset = None
        if "offset" in args:
            items = args["offset"].elts if isinstance(args["offset"], ast.Tuple) else [args["offset"]]
            offset = tuple(self.constant(k, "wp.tile_assign's offset", scope) for k in items)
            if not all(isinstance(k, int) and not isinstance(k, bool) and k >= 0 for k in offset):
                raise Refused("wp.tile_assign at an offset other than non-negative integers")
        if value.type.dtype != into.dtype or len(value.type.shape) != len(into.shape):
            raise Refused("wp.tile_assign of a tile of another element type or rank")
        if any(k + n > d for k, n, d in zip(offset or (0,) * len(into.shape), value.type.shape, into.shape, strict=True)):
            raise Refused("wp.tile_assign of a tile that does not fit")
        return t.TileAssign(dst.id, value, offset)

    # -- per-thread reads of a tile

    def scalar(self, node, scope) -> m.Expr | None:
        """``t[r]``, ``t[r, c]``, ``wp.tile_extract(t, r)`` (constant indices) or ``wp.untile(t)``,
        or None when ``node`` is not a read of a tile."""
        func = self.builtin_of(node)
        if isinstance(node, ast.Subscript) and not self.is_tile(node) and (  # a slice of a tile is a tile (``sliced``)
            self.is_tile(node.value) or isinstance(node.value, ast.Name) and node.value.id in self.locals
        ):
            return self.element(node.value, node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice], scope)
        if func is None or func.key not in ("tile_extract", "untile"):
            return None
        if node.keywords or not node.args:
            raise Refused(f"wp.{func.key} with keyword arguments")
        if func.key == "tile_extract":
            return self.element(node.args[0], node.args[1:], scope)
        tile = self.read_tile(node.args[0], scope)
        if self.launch.get("tiled") or tile.type.shape != (warp_ir.launch_block_dim("cpu", self.launch.get("block_dim")),):
            raise Refused("wp.untile of other than a block_dim tile of a block_dim launch")
        return t.Untile(tile, tile.type.dtype)

    def element(self, tile_node, items: list, scope) -> t.TileGet:
        """One element of a tile local, at constant indices within it."""
        tile = self.read_tile(tile_node, scope)
        index = tuple(self.lifter.static_value(x, scope) for x in items)
        if any(not isinstance(k, int) or isinstance(k, bool) or k < 0 for k in index) or len(index) != len(tile.type.shape):
            raise Refused("a tile element chosen at run time")
        if any(k >= s for k, s in zip(index, tile.type.shape, strict=True)):
            raise Refused("a tile element past the tile's end")
        return t.TileGet(tile, index, tile.type.dtype)

    def read_tile(self, node, scope):
        """The tile a per-thread read takes its element from: a tile local (a read sits in a
        per-thread expression, where no tile can be computed)."""
        if not (isinstance(node, ast.Name) and node.id in self.locals):
            raise Refused("a tile element read from a tile expression (not a tile local)")
        self.reads = True
        return t.TileRef(node.id, self.locals[node.id])
