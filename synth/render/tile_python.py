"""The Warp Python text of tile nodes (``synth.model.tiles``); ``synth.render.warp_python`` hands them here,
with its printer of scalar expressions (``Scalars``: a tile holds scalars, a scalar reads tiles), so
neither module imports the other back."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from synth.model.spec import KernelSpec, Ref, kernel_expressions, walk_expr
from synth.model.tiles import (
    TileAddAssign,
    TileArange,
    TileAssign,
    TileAstype,
    TileAtomicAdd,
    TileBinary,
    TileBroadcast,
    TileFill,
    TileFromThread,
    TileGet,
    TileLet,
    TileLoad,
    TileMap,
    TileMatmul,
    TileMatmulAdd,
    TileOf,
    TileReduce,
    TileRef,
    TileScan,
    TileSlice,
    TileStore,
    TileSumAxis,
    TileTranspose,
    TileType,
    TileUnary,
    Untile,
)

INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/"}
PRECEDENCE = {"add": 5, "sub": 5, "mul": 6, "div": 6, "neg": 7}
DTYPES = {"float32": "float", "float64": "wp.float64", "int32": "int"}
LANE = "lane"  # a tiled kernel's thread index within its block (``i, lane = wp.tid()``)


class Scalars(NamedTuple):
    """The scalar-expression printer of ``synth.render.warp_python``: ``expr(e, tids)`` and
    ``wrap(e, min_prec, tids)`` (parenthesized where an operator of ``min_prec`` needs it)."""

    expr: Callable[..., str]
    wrap: Callable[..., str]


def shape_text(shape: tuple[int, ...]) -> str:
    """``48`` for a 1-D shape, ``(16, 8)`` otherwise (both are how Warp's own examples write them)."""
    return str(shape[0]) if len(shape) == 1 else f"({', '.join(str(s) for s in shape)})"


def tuple_text(shape: tuple[int, ...]) -> str:
    """A shape as a Python tuple, ``(48,)`` too (``tile_broadcast`` takes no bare int)."""
    return f"({shape[0]},)" if len(shape) == 1 else shape_text(shape)


def _dtype(t: TileType) -> str:
    """The ``dtype=`` of a tile: ``float``, ``int``, ``wp.float64``, ``wp.vec3``, a struct's name."""
    return DTYPES.get(t.dtype.name) or (t.dtype.name if t.dtype.is_struct else f"wp.{t.dtype.name}")


def _offset(offset, tids, scalars: Scalars) -> str:
    if offset is None:
        return ""
    text = scalars.expr(offset[0], tids) if len(offset) == 1 else f"({', '.join(scalars.expr(x, tids) for x in offset)})"
    return f", offset={text}"


def _array(name: str, index, tids, scalars: Scalars) -> str:
    """A tile load's or store's array, ``a[i]`` where leading dimensions are fixed."""
    return f"{name}[{', '.join(scalars.expr(x, tids) for x in index)}]" if index else name


def _prec(t) -> int:
    if isinstance(t, TileBinary):
        return PRECEDENCE[t.op]
    if isinstance(t, TileUnary):
        return PRECEDENCE["neg"]
    return 100


def _operand(x, min_prec: int, tids, scalars: Scalars) -> str:
    """A tile or scalar operand of an infix operator, parenthesized where Python needs it."""
    if isinstance(getattr(x, "type", None), TileType):
        text = tile_expr(x, tids, scalars)
        return f"({text})" if _prec(x) < min_prec else text
    return scalars.wrap(x, min_prec, tids)


def tile_expr(t, tids: tuple[str, ...], scalars: Scalars) -> str:
    """Warp Python text of a tile expression."""
    if isinstance(t, TileRef):
        return t.name
    if isinstance(t, TileLoad):
        storage = ', storage="shared"' if t.storage == "shared" else ""
        return f"wp.tile_load({_array(t.array, t.index, tids, scalars)}, shape={shape_text(t.type.shape)}{_offset(t.offset, tids, scalars)}{storage})"
    if isinstance(t, TileFill):
        value = f", value={scalars.expr(t.value, tids)}" if t.kind == "full" else ""
        return f"wp.tile_{t.kind}(shape={shape_text(t.type.shape)}{value}, dtype={_dtype(t.type)})"
    if isinstance(t, TileArange):
        args = str(t.stop) if (t.start, t.step) == (0, 1) else f"{t.start}, {t.stop}" + ("" if t.step == 1 else f", {t.step}")
        return f"wp.tile_arange({args}, dtype={_dtype(t.type)})"
    if isinstance(t, TileFromThread):
        return f"wp.tile_from_thread(shape={shape_text(t.type.shape)}, value={scalars.expr(t.value, tids)}, thread_idx={t.thread})"
    if isinstance(t, TileOf):  # a vector's, matrix's or struct's tile of its values (else of their components)
        return f"wp.tile({scalars.expr(t.value, tids)}{'' if t.type.dtype.is_scalar else ', preserve_type=True'})"
    if isinstance(t, TileMap):
        fn = t.fn if t.user else f"wp.{t.fn}"
        args = (tile_expr(a, tids, scalars) if isinstance(a.type, TileType) else scalars.expr(a, tids) for a in t.args)
        return f"wp.tile_map({fn}, {', '.join(args)})"
    if isinstance(t, TileBinary):
        p = PRECEDENCE[t.op]
        return f"{_operand(t.lhs, p, tids, scalars)} {INFIX[t.op]} {_operand(t.rhs, p + 1, tids, scalars)}"
    if isinstance(t, TileUnary):
        return f"-{_operand(t.arg, PRECEDENCE['neg'], tids, scalars)}"
    if isinstance(t, TileAstype):
        return f"wp.tile_astype({tile_expr(t.arg, tids, scalars)}, dtype={_dtype(t.type)})"
    if isinstance(t, TileReduce):
        if t.builtin == "tile_reduce":
            return f"wp.tile_reduce(wp.{t.op}, {tile_expr(t.arg, tids, scalars)})"
        return f"wp.{t.builtin}({tile_expr(t.arg, tids, scalars)})"
    if isinstance(t, TileSumAxis):
        return f"wp.tile_sum({tile_expr(t.arg, tids, scalars)}, axis={t.axis})"
    if isinstance(t, TileBroadcast):
        return f"wp.tile_broadcast({tile_expr(t.arg, tids, scalars)}, shape={tuple_text(t.type.shape)})"
    if isinstance(t, TileTranspose):
        return f"wp.tile_transpose({tile_expr(t.arg, tids, scalars)})"
    if isinstance(t, TileSlice):
        base = tile_expr(t.arg, tids, scalars)
        return f"{base if _prec(t.arg) == 100 else f'({base})'}[{slice_text(t)}]"
    if isinstance(t, TileMatmul):
        return f"wp.tile_matmul({tile_expr(t.a, tids, scalars)}, {tile_expr(t.b, tids, scalars)})"
    if isinstance(t, TileScan):
        return f"wp.tile_scan_{t.kind}({tile_expr(t.arg, tids, scalars)})"
    raise TypeError(f"unknown tile expression node {type(t).__name__}")


def slice_text(t: TileSlice) -> str:
    """The subscript of a tile slice: ``4:12, :``, ``15::-1``, ``5, ::2`` (a fixed index, or start:stop:step)."""
    items, rest = [], iter(t.type.shape)
    for start, step, n in zip(t.starts, t.steps, t.arg.type.shape, strict=True):
        if step == 0:
            items.append(str(start))
            continue
        stop = start + next(rest) * step
        if (start, stop, step) == (0, n, 1):
            items.append(":")
        else:
            first = "" if start == 0 and step > 0 else str(start)  # a negative step starts from the end when omitted
            bounds = f"{first}:{'' if stop < 0 or stop >= n else stop}"  # a stop past either end: to the end
            items.append(bounds if step == 1 else f"{bounds}:{step}")
    return ", ".join(items)


def scalar(e, tids: tuple[str, ...], scalars: Scalars) -> str:
    """A per-thread read of a tile: ``wp.untile(t)`` or ``t[0]``."""
    if isinstance(e, Untile):
        return f"wp.untile({tile_expr(e.tile, tids, scalars)})"
    if isinstance(e, TileGet):
        base = tile_expr(e.tile, tids, scalars)
        if not isinstance(e.tile, TileRef):
            base = f"({base})"
        return f"{base}[{', '.join(str(k) for k in e.index)}]"
    raise TypeError(f"unknown expression node {type(e).__name__}")


def statement(s, pad: str, tids: tuple[str, ...], scalars: Scalars) -> str:
    """One tile statement, indented by ``pad``."""
    if isinstance(s, TileLet):
        return f"{pad}{s.name} = {tile_expr(s.value, tids, scalars)}"
    if isinstance(s, TileAddAssign):
        return f"{pad}{s.name} += {tile_expr(s.value, tids, scalars)}"
    if isinstance(s, TileStore):
        return f"{pad}wp.tile_store({_array(s.array, s.index, tids, scalars)}, {tile_expr(s.tile, tids, scalars)}{_offset(s.offset, tids, scalars)})"
    if isinstance(s, TileAtomicAdd):
        return f"{pad}wp.tile_atomic_add({_array(s.array, s.index, tids, scalars)}, {tile_expr(s.tile, tids, scalars)}{_offset(s.offset, tids, scalars)})"
    if isinstance(s, TileAssign):
        offset = "" if s.offset is None else f", offset=({', '.join(str(k) for k in s.offset)},)"
        return f"{pad}wp.tile_assign({s.name}, {tile_expr(s.value, tids, scalars)}{offset})"
    if isinstance(s, TileMatmulAdd):
        return f"{pad}wp.tile_matmul({tile_expr(s.a, tids, scalars)}, {tile_expr(s.b, tids, scalars)}, {s.out})"
    raise TypeError(f"unknown statement node {type(s).__name__}")


def uses_lane(spec: KernelSpec) -> bool:
    """Whether a tiled kernel reads its thread's index within the block (``lane``)."""
    return spec.tiled and any(isinstance(e, Ref) and e.name == LANE for top in kernel_expressions(spec.body) for e in walk_expr(top))


def tid_line(spec: KernelSpec, indent: str) -> list[str]:
    """``i = wp.tid()`` (the tile's, or the thread's, index), ``i, lane = wp.tid()`` where a tiled kernel reads its lane."""
    names = list(spec.tids) + ([LANE] if uses_lane(spec) else [])
    return [f"{indent}{', '.join(names)} = wp.tid()"] if spec.uses_tid or uses_lane(spec) else []


def launch_text(spec: KernelSpec) -> str:
    """How the kernel is launched, for the module's docstring: ``wp.launch_tiled(k, dim=3, ..., block_dim=64)``."""
    dim = spec.dim if isinstance(spec.dim, int) else f"({', '.join(str(d) for d in spec.dim)})"
    fn = "wp.launch_tiled" if spec.tiled else "wp.launch"
    inputs = ", ".join(p.name for p in spec.params)
    return f"{fn}({spec.name}, dim={dim}, inputs=[{inputs}], block_dim={spec.block_dim})"
