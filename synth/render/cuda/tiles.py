"""Block-level CUDA of tile kernels (``synth.model.tiles``): the code a person writes for them, not
Warp's ``tile.h``.

A block of ``BLOCK_DIM`` threads holds each tile in a ``__shared__`` array (a 2-D tile as a 2-D
array). An element-wise tile is computed by a strided loop in which thread t handles elements t,
t + BLOCK_DIM, ... (``for (int elem = threadIdx.x; elem < N; elem += BLOCK_DIM)``); a load or store
is the same loop between shared memory and the global array (bounds-checked: an element past the
array's end reads as zero and is not written). A whole-tile reduction adds each thread's strided
elements, then the block's partial results in a tree over shared memory; a scan is Hillis-Steele
over shared memory; a matrix product, an axis sum and a transposed read let each thread compute
its output elements from any elements of the operands.

``__syncthreads()`` goes exactly where a thread may next read (or overwrite) a shared element that
another thread wrote (or still reads) since the last barrier: ``Hazards`` records, per shared
array, who wrote and read it in the current phase (each thread its own strided elements, one
thread, or any element), and a new access that does not follow the same pattern calls for a
barrier first. A loop holding tile statements ends with one when its body leaves accesses
pending (the next iteration may overwrite what this one still reads). Element-wise expressions
nest into one loop; the values follow Warp's CPU code operation by operation (a product's sum
with ``fmaf`` in k order, as Warp's scalar GEMM), except that a whole-tile sum combines the
threads' partial sums in a tree where Warp's CPU adds them in thread order
(``synth.verify.tolerance`` allows for that reordering).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from synth.model.dtypes import SCALARS
from synth.model.spec import (
    FLOAT,
    Binary,
    Call,
    For,
    FuncCall,
    KernelSpec,
    Ref,
    Stmt,
    Type,
    Unary,
    kernel_expressions,
    walk_expr,
    walk_statements,
)
from synth.model.tiles import (
    SHARED_BYTES,
    TILE_STATEMENTS,
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
    has_tile_statement,
    in_static_loops_only,
)
from synth.render.cuda.helpers import helpers_text
from synth.render.cuda.kernel import (
    INFIX,
    PRECEDENCE,
    PRIMARY,
    _KernelWriter,
    constants_text,
    extent_name,
    extent_params,
    func_text,
    struct_text,
)
from synth.render.cuda.names import INDENT, c_name, c_type

ANY = "any"  # an access to any element (another thread's, too)
BARRIER = "__syncthreads();"
BLOCK = "BLOCK_DIM"
LANE = "lane"
# The identity a reduction starts each thread's partial result from, per combining operation and dtype.
ZERO = {"float32": "0.0f", "float64": "0.0", "int32": "0"}  # per tile dtype (float64: real code's tiles, synth.warp.lift_tiles)
ONE = {"float32": "1.0f", "float64": "1.0", "int32": "1"}
FMA = {"float32": "fmaf", "float64": "fma"}  # a product's multiply-add, as Warp's scalar GEMM
IDENTITY = {
    ("add", "float32"): "0.0f", ("add", "float64"): "0.0", ("add", "int32"): "0", ("mul", "int32"): "1",
    ("max", "int32"): "(-2147483647 - 1)", ("min", "int32"): "2147483647",
}  # fmt: skip


def zero(dtype: Type) -> str:
    """The C value of a tile element of zeros: a scalar's literal (float16's too), a vector's, matrix's or struct's ``T{}``."""
    if dtype.is_scalar:
        return ZERO.get(dtype.name) or SCALARS[dtype.name].c_literal(0.0)
    return f"{c_type(dtype)}{{}}"


def sliced_index(t: TileSlice, idx: tuple[str, ...]) -> tuple[str, ...]:
    """The index into a slice's tile of the slice's element ``idx``: ``4 + row``, ``15 - elem``, ``5``."""
    at, rest = [], iter(idx)
    for start, step in zip(t.starts, t.steps, strict=True):
        if step == 0:
            at.append(str(start))
            continue
        r = next(rest)
        r = r if r.isidentifier() or r.isdigit() else f"({r})"
        term = r if abs(step) == 1 else f"{r} * {abs(step)}"
        at.append(term if step > 0 and not start else f"{start} + {term}" if step > 0 else f"{start} - {term}")
    return tuple(at)


def own(size: int) -> tuple[str, int]:
    """The access pattern of a strided loop over ``size`` elements: thread t touches elements t, t + BLOCK_DIM, ..."""
    return ("own", size)


def one(thread: int) -> tuple[str, int]:
    """The access pattern of a single thread (``if (threadIdx.x == k)``)."""
    return ("one", thread)


class Hazards:
    """Who wrote and read each shared array since the last ``__syncthreads()``, per access pattern."""

    def __init__(self) -> None:
        self.reads: dict[str, set] = {}
        self.writes: dict[str, set] = {}
        self.seen = Hazards.__new__(Hazards)  # every access ever added (a loop body's, for the barrier around the loop)
        self.seen.reads, self.seen.writes = {}, {}

    @property
    def pending(self) -> bool:
        return bool(self.reads or self.writes)

    def conflicts(self, reads: dict[str, set], writes: dict[str, set]) -> bool:
        """Whether these accesses may touch an element another thread wrote, or still reads, in this phase."""

        def clash(earlier: dict[str, set], later: dict[str, set]) -> bool:
            return any(p != q or p == ANY for name, ps in later.items() for p in ps for q in earlier.get(name, ()))

        return clash(self.writes, reads) or clash(self.writes, writes) or clash(self.reads, writes)

    def add(self, reads: dict[str, set], writes: dict[str, set]) -> None:
        for mine, new in ((self.reads, reads), (self.writes, writes), (self.seen.reads, reads), (self.seen.writes, writes)):
            for name, ps in new.items():
                mine.setdefault(name, set()).update(ps)

    def clear(self) -> None:
        self.reads.clear()
        self.writes.clear()


def _accesses(*pairs) -> dict[str, set]:
    found: dict[str, set] = {}
    for name, pattern in pairs:
        found.setdefault(name, set()).add(pattern)
    return found


def shared_bytes(spec: KernelSpec) -> int:
    """Bytes of ``__shared__`` memory the rendered kernel declares (each tile; a reduction's
    BLOCK_DIM partials; a scan's second buffer): counted from the renderer's own declarations."""
    w = TileKernelWriter(spec)
    w.statements(spec.body, 1)
    return sum(size for _, size in w.shared)


@dataclass(frozen=True)
class Rendered:
    """A tile element already rendered to C (text and precedence), as an operand of a scalar expression."""

    text: str
    prec: int
    type: Type


class TileKernelWriter(_KernelWriter):
    """Renders a tile kernel's body: tile statements as block-level loops over shared memory with
    the barriers they need, every other statement as ``_KernelWriter`` does (per thread)."""

    def __init__(self, spec: KernelSpec) -> None:
        super().__init__(spec, spec.body)
        self.hazards = Hazards()
        self.struct_ops: set[tuple[str, str]] = set()  # (struct, add or sub): the operators a tile of structs is combined by
        self.shared: list[tuple[str, int]] = []  # the __shared__ declarations and their bytes, in definition order
        self.kinds: dict[str, str] = {}  # tile name -> "array" (its elements), "total" (a reduction: element 0), "value" (one scalar)
        self._reads: dict[str, set] = {}
        taken = {p.name for p in spec.params} | {s.name for s in walk_statements(spec.body) if hasattr(s, "name")}
        taken |= {s.var for s in walk_statements(spec.body) if isinstance(s, For)} | {f.name for f in spec.funcs} | set(spec.tids)
        self.taken = {c_name(n) for n in taken}

    def local(self, name: str) -> str:
        """A C name for a loop index or a temporary that no name of the kernel takes."""
        while name in self.taken:
            name += "_"
        return name

    # elements ----------------------------------------------------------------

    def _read(self, name: str, pattern) -> None:
        self._reads.setdefault(name, set()).add(pattern)

    def tile_element(self, t, idx: tuple[str, ...], mine: int | None) -> tuple[str, int]:
        """C text (and precedence) of element ``idx`` of a tile expression. ``mine`` is the size of
        the strided loop ``idx`` indexes when it is that loop's own element of a tile of ``t``'s
        shape (then a read of a shared array is the thread's own element), else None."""
        if isinstance(t, TileRef):
            name, kind = c_name(t.name), self.kinds[t.name]
            if kind == "value":
                self._read(name, ANY)
                return name, PRIMARY
            if kind == "total":
                self._read(name, ANY)
                return f"{name}[0]", PRIMARY
            self._read(name, own(t.type.size) if mine == t.type.size else ANY)
            return name + "".join(f"[{x}]" for x in idx), PRIMARY
        if isinstance(t, TileFill):
            if t.kind == "full":
                return self.expr(t.value)
            if t.kind == "zeros":
                return zero(t.type.dtype), PRIMARY
            return ONE.get(t.type.dtype.name) or SCALARS[t.type.dtype.name].c_literal(1.0), PRIMARY
        if isinstance(t, TileArange):
            text = idx[0] if t.step == 1 else f"{idx[0]} * {t.step}"
            if t.start:
                text = f"{t.start} + {text}"
            return (f"({c_type(t.type.dtype)})({text})" if t.type.dtype.is_float else f"({text})"), PRIMARY
        if isinstance(t, TileMap):
            args = tuple(self._placeholder(a, idx, mine) if isinstance(a.type, TileType) else a for a in t.args)
            if t.user:
                return self.expr(FuncCall(t.fn, args, t.type.dtype))
            if t.fn in ("add", "sub", "mul"):
                return self.expr(Binary(t.fn, *args, t.type.dtype))
            return self.expr(Call(t.fn, args, t.type.dtype))
        if isinstance(t, TileBinary):
            lhs, rhs = (self._placeholder(x, idx, mine) if isinstance(getattr(x, "type", None), TileType) else x for x in (t.lhs, t.rhs))
            return self.expr(Binary(t.op, lhs, rhs, t.type.dtype))
        if isinstance(t, TileUnary):
            return self.expr(Unary(t.op, self._placeholder(t.arg, idx, mine), t.type.dtype))
        if isinstance(t, TileAstype):
            return self.expr(Call("float" if t.type.dtype == FLOAT else "int", (self._placeholder(t.arg, idx, mine),), t.type.dtype))
        if isinstance(t, TileBroadcast):
            source = t.arg.type.shape
            lead = len(idx) - len(source)
            at = tuple("0" if n == 1 else idx[lead + k] for k, n in enumerate(source))
            return self.tile_element(t.arg, at, mine if source == t.type.shape else None)
        if isinstance(t, TileTranspose):
            return self.tile_element(t.arg, tuple(reversed(idx)), None)
        if isinstance(t, TileSlice):
            return self.tile_element(t.arg, sliced_index(t, idx), mine if t.arg.type == t.type and not any(t.starts) and set(t.steps) == {1} else None)
        raise ValueError(f"{type(t).__name__} is computed by the block in phases: it must be the value of a tile assignment of its own")

    def _placeholder(self, t, idx, mine) -> Rendered:
        """An element as a scalar operand of the per-thread renderer."""
        text, prec = self.tile_element(t, idx, mine)
        return Rendered(text, prec, t.type.dtype)

    def binary(self, e: Binary) -> tuple[str, int]:
        """Elements of a tile of structs added or subtracted: by the struct's operator, field by field (``struct_operators``)."""
        if not e.type.is_struct:
            return super().binary(e)
        self.struct_ops.add((e.type.name, e.op))
        for _, ft in e.type.fields:
            if not ft.is_scalar:
                self.helpers.add(f"{e.op}:{ft.name}")
        p = PRECEDENCE[e.op]
        return f"{self.wrap(e.lhs, p)} {INFIX[e.op]} {self.wrap(e.rhs, p + 1)}", p

    def expr(self, e):
        if isinstance(e, Rendered):
            return e.text, e.prec
        if isinstance(e, Untile):
            return self.tile_element(e.tile, ("threadIdx.x",), self.spec.block_dim)
        if isinstance(e, TileGet):
            return self.tile_element(e.tile, tuple(str(k) for k in e.index), None)
        return super().expr(e)

    # loops --------------------------------------------------------------------

    def each(self, shape: tuple[int, ...], pad: str) -> tuple[list[str], tuple[str, ...], int]:
        """The strided loop over a tile's elements: its opening lines, the element's index names, its size."""
        elem = self.local("elem")
        size = 1
        for n in shape:
            size *= n
        lines = [f"{pad}for (int {elem} = threadIdx.x; {elem} < {size}; {elem} += {BLOCK}) {{"]
        if len(shape) == 1:
            return lines, (elem,), size
        row, col = self.local("row"), self.local("col")
        lines.append(f"{pad}{INDENT}const int {row} = {elem} / {shape[1]}, {col} = {elem} % {shape[1]};")
        return lines, (row, col), size

    def phase(self, lines: list[str], pad: str, writes: dict[str, set], synced: bool = False) -> list[str]:
        """``lines`` (an operation that made the reads collected since the last call, and ``writes``),
        preceded by a barrier when they conflict with the phase so far; ``synced``: the operation
        ends with a barrier of its own."""
        reads, self._reads = self._reads, {}
        out = []
        if self.hazards.conflicts(reads, writes):
            out.append(pad + BARRIER)
            self.hazards.clear()
        self.hazards.add(reads, writes)
        if synced:
            self.hazards.clear()
        return out + lines

    def need_element(self, dtype: Type) -> None:
        """The C types a tile element needs declared: a vector's or matrix's, a struct's fields'."""
        self.need_type(dtype)
        for _, ft in dtype.fields:
            self.need_type(ft)

    def declare(self, name: str, t: TileType, size: tuple[int, ...] | None = None) -> None:
        self.need_element(t.dtype)
        shape = t.shape if size is None else size
        dims = "".join(f"[{n}]" for n in shape)
        self.shared.append((f"__shared__ {c_type(t.dtype)} {name}{dims};", math.prod(shape) * t.dtype.nbytes))

    # statements ----------------------------------------------------------------

    def statements(self, body: tuple[Stmt, ...], depth: int) -> list[str]:
        pad = INDENT * depth
        lines: list[str] = []
        for s in body:
            if isinstance(s, TILE_STATEMENTS):
                lines += self.tile_statement(s, pad)
            elif isinstance(s, For) and has_tile_statement(s.body):
                lines += self.tile_loop(s, depth)
            else:
                self._reads = {}
                text = super().statements((s,), depth)
                lines += self.phase(text, pad, {})
        return lines

    def tile_loop(self, s: For, depth: int) -> list[str]:
        """A static loop over tile statements: a barrier before it when its body's accesses conflict
        with those pending, and at the end of its body when what the body leaves pending conflicts
        with its accesses (the next iteration may overwrite what this one reads, or read what it wrote)."""
        pad = INDENT * depth
        body = self._accesses_of(s.body, depth + 1)
        lines = []
        if self.hazards.conflicts(body.reads, body.writes):
            lines.append(pad + BARRIER)
            self.hazards.clear()
        v = c_name(s.var)
        lines.append(f"{pad}for (int {v} = 0; {v} < {s.count}; ++{v}) {{")
        lines += self.statements(s.body, depth + 1)
        if self.hazards.conflicts(body.reads, body.writes):
            lines.append(pad + INDENT + BARRIER)
            self.hazards.clear()
        return [*lines, f"{pad}}}"]

    def _accesses_of(self, body: tuple[Stmt, ...], depth: int) -> Hazards:
        """Every shared-memory access of ``body``, from a dry run of its rendering (the writer's state restored after)."""
        saved = (self.hazards, list(self.shared), dict(self.kinds), set(self.helpers))
        self.hazards = Hazards()
        try:
            self.statements(body, depth)
            return self.hazards.seen
        finally:
            self.hazards, self.shared, self.kinds, self.helpers = saved

    def tile_statement(self, s, pad: str) -> list[str]:
        if isinstance(s, TileLet):
            return self.let(s.name, s.value, pad)
        if isinstance(s, TileAddAssign):
            if isinstance(s.value, TileMatmul):
                return self.matmul(s.name, s.value.a, s.value.b, s.value.type, pad, accumulate=True)
            return self.elementwise(s.name, s.value, pad, "+=")
        if isinstance(s, TileAssign):
            return self.assign(s, pad)
        if isinstance(s, TileMatmulAdd):
            return self.matmul(s.out, s.a, s.b, self._type_of(s.out), pad, accumulate=True)
        if isinstance(s, (TileStore, TileAtomicAdd)):
            return self.store(s, pad)
        raise TypeError(f"unknown statement node {type(s).__name__}")

    def _type_of(self, name: str) -> TileType:
        return next(s.value.type for s in walk_statements(self.spec.body) if isinstance(s, TileLet) and s.name == name)

    def let(self, name: str, value, pad: str) -> list[str]:
        c = c_name(name)
        t = value.type
        if isinstance(value, TileFromThread):
            self.kinds[name] = "value"
            self.need_element(t.dtype)
            self.shared.append((f"__shared__ {c_type(t.dtype)} {c};", t.dtype.nbytes))
            v = self.expr(value.value)[0]
            lines = [
                f"{pad}// {c}: thread {value.thread}'s value, for the whole block",
                f"{pad}if (threadIdx.x == {value.thread}) {c} = {v};",
            ]
            return self.phase(lines, pad, _accesses((c, one(value.thread))))
        if isinstance(value, TileReduce):
            return self.reduce(name, value, pad)
        self.kinds[name] = "array"
        if isinstance(value, TileScan):
            return self.scan(name, value, pad)
        self.declare(c, t)
        if isinstance(value, TileOf):
            lines = [f"{pad}// {c}: one element per thread", f"{pad}{c}[threadIdx.x] = {self.expr(value.value)[0]};"]
            return self.phase(lines, pad, _accesses((c, own(self.spec.block_dim))))
        if isinstance(value, TileLoad):
            return self.load(c, value, pad)
        if isinstance(value, TileMatmul):
            return self.matmul(name, value.a, value.b, t, pad)
        if isinstance(value, TileSumAxis):
            return self.sum_axis(c, value, pad)
        return self.elementwise(name, value, pad, "=")

    def elementwise(self, name: str, value, pad: str, op: str) -> list[str]:
        c = c_name(name)
        t = value.type
        head, idx, size = self.each(t.shape, pad)
        target = c + "".join(f"[{x}]" for x in idx)
        if op == "+=":
            self._read(c, own(size))
        text = self.tile_element(value, idx, size)[0]
        what = "accumulated" if op == "+=" else "computed"
        if op == "+=" and t.dtype.name not in ZERO:  # float16, vectors, structs: as Warp's tile +=, element + element
            rendered = Rendered(target, PRIMARY, t.dtype)
            op, text = "=", self.expr(Binary("add", rendered, Rendered(text, PRIMARY, t.dtype), t.dtype))[0]
        lines = [f"{pad}// {c}, {what} element by element", *head, f"{pad}{INDENT}{target} {op} {text};", f"{pad}}}"]
        return self.phase(lines, pad, _accesses((c, own(size))))

    def assign(self, s: TileAssign, pad: str) -> list[str]:
        """``wp.tile_assign``: each thread copies its strided elements of the value into the tile at the offset."""
        c = c_name(s.name)
        t = s.value.type
        head, idx, size = self.each(t.shape, pad)
        offset = s.offset or (0,) * len(idx)
        at = tuple(x if not k else f"{k} + {x}" for k, x in zip(offset, idx, strict=True))
        text = self.tile_element(s.value, idx, size)[0]
        target = c + "".join(f"[{x}]" for x in at)
        lines = [f"{pad}// the tile copied into {c}" + (f" at ({', '.join(str(k) for k in offset)})" if s.offset else ""), *head]
        lines += [f"{pad}{INDENT}{target} = {text};", f"{pad}}}"]
        mine = s.offset is None and self._type_of(s.name) == t
        return self.phase(lines, pad, _accesses((c, own(size) if mine else ANY)))

    def _bounds(self, array: str, offset, idx: tuple[str, ...], pad: str, role: str, index=()) -> tuple[list[str], str, str]:
        """Lines computing the global coordinates (``role``: src or dst) of element ``idx`` at ``offset``,
        the in-bounds test, and the flat index (``index``: the array's leading dimensions, fixed)."""
        p = self.spec.param(array)
        names = [self.local(role)] if len(idx) == 1 else [self.local(f"{role}_row"), self.local(f"{role}_col")]
        starts = [self.expr(x)[0] for x in offset] if offset is not None else ["0"] * len(idx)
        coords = [x if s == "0" else s if x == "0" else f"{s} + {x}" for s, x in zip(starts, idx, strict=True)]
        lines = [f"{pad}{INDENT}const int {', '.join(f'{n} = {v}' for n, v in zip(names, coords, strict=True))};"]
        lead = len(index)
        test = " && ".join(f"{n} < {extent_name(self.spec, p, lead + d)}" for d, n in enumerate(names))
        if not index:
            flat = names[0] if len(names) == 1 else f"{names[0]} * {extent_name(self.spec, p, 1)} + {names[1]}"
            return lines, test, flat
        flat = self.expr(index[0])[0]
        for d, term in enumerate([self.expr(x)[0] for x in index[1:]] + names, start=1):  # row-major, the fixed dimensions first
            flat = f"({flat}) * {extent_name(self.spec, p, d)} + {term}"
        return lines, test, flat

    def load(self, c: str, value: TileLoad, pad: str) -> list[str]:
        t = value.type
        head, idx, size = self.each(t.shape, pad)
        coords, test, flat = self._bounds(value.array, value.offset, idx, pad, "src", value.index)
        target = c + "".join(f"[{x}]" for x in idx)
        lines = [f"{pad}// {c}: a tile of {c_name(value.array)}, zero past its end", *head, *coords]
        lines += [f"{pad}{INDENT}{target} = {test} ? {c_name(value.array)}[{flat}] : {zero(t.dtype)};", f"{pad}}}"]
        return self.phase(lines, pad, _accesses((c, own(size))))

    def store(self, s, pad: str) -> list[str]:
        t = s.tile.type
        array = c_name(s.array)
        atomic = isinstance(s, TileAtomicAdd)
        if t.size == 1:  # one element: thread 0 writes it
            coords, test, flat = self._bounds(s.array, s.offset, ("0",) * len(t.shape), pad, "dst", s.index)
            value = self.tile_element(s.tile, ("0",) * len(t.shape), None)[0]
            write = self.atomic_add(f"{array}[{flat}]", value, t.dtype) if atomic else f"{array}[{flat}] = {value};"
            lines = [f"{pad}if (threadIdx.x == 0) {{", *coords, f"{pad}{INDENT}if ({test}) {write}", f"{pad}}}"]
            return self.phase(lines, pad, {})
        head, idx, size = self.each(t.shape, pad)
        coords, test, flat = self._bounds(s.array, s.offset, idx, pad, "dst", s.index)
        value = self.tile_element(s.tile, idx, size)[0]
        write = self.atomic_add(f"{array}[{flat}]", value, t.dtype) if atomic else f"{array}[{flat}] = {value};"
        what = "added atomically to" if atomic else "stored to"
        lines = [
            f"{pad}// the tile {what} {array}, elements past its end skipped",
            *head,
            *coords,
            f"{pad}{INDENT}if ({test}) {write}",
            f"{pad}}}",
        ]
        return self.phase(lines, pad, {})

    def atomic_add(self, target: str, value: str, dtype: Type) -> str:
        """``target += value`` atomically: a float32 scalar by ``atomicAdd``, a vector or matrix by the
        helper adding each component so (as Warp's tile atomics), a struct field by field."""
        if dtype.is_scalar:
            return f"atomicAdd(&{target}, {value});"
        if not dtype.is_struct:
            self.helpers.add(f"atomic_add:{dtype.name}")
            return f"atomic_add(&{target}, {value});"
        v = self.local("value")
        adds = " ".join(self.atomic_add(f"{target}.{c_name(f)}", f"{v}.{c_name(f)}", ft) for f, ft in dtype.fields)
        return f"{{ const {c_type(dtype)} {v} = {value}; {adds} }}"

    def reduce(self, name: str, value: TileReduce, pad: str) -> list[str]:
        """Each thread folds its strided elements, then a tree over the block's partial results (in
        ``name[BLOCK_DIM]``; the result is ``name[0]``), a barrier after every step."""
        c = c_name(name)
        self.kinds[name] = "total"
        arg = value.arg
        dtype = arg.type.dtype
        self.declare(c, value.type, (self.spec.block_dim,))
        op = value.combine
        head, idx, size = self.each(arg.type.shape, pad + INDENT)
        part, stride = self.local("part"), self.local("stride")
        x = self.tile_element(arg, idx, size)[0]
        fold = {"add": f"{part} += {x};", "mul": f"{part} *= {x};"}.get(op) or f"{part} = {self._pick(op, part, x)};"
        left, right = f"{c}[threadIdx.x]", f"{c}[threadIdx.x + {stride}]"
        step = {"add": f"{left} += {right};", "mul": f"{left} *= {right};"}.get(op) or f"{left} = {self._pick(op, left, right)};"
        what = {"add": "sum", "mul": "product", "max": "maximum", "min": "minimum"}[op]
        lines = [
            f"{pad}// {c}: the {what} of the tile: each thread's elements, then a tree over the block's partial results",
            f"{pad}{{",
            f"{pad}{INDENT}{c_type(dtype)} {part} = {IDENTITY[op, dtype.name]};",
            *head,
            f"{pad}{INDENT}{INDENT}{fold}",
            f"{pad}{INDENT}}}",
            f"{pad}{INDENT}{c}[threadIdx.x] = {part};",
            f"{pad}}}",
        ]
        first = self.phase(lines, pad, _accesses((c, own(self.spec.block_dim))))
        tree = [
            f"{pad}{BARRIER}",
            f"{pad}for (int {stride} = {BLOCK} / 2; {stride} > 0; {stride} /= 2) {{",
            f"{pad}{INDENT}if (threadIdx.x < {stride}) {step}",
            f"{pad}{INDENT}{BARRIER}",
            f"{pad}}}",
        ]
        self.hazards.clear()
        return first + tree

    @staticmethod
    def _pick(op: str, a: str, b: str) -> str:
        return f"{b} > {a} ? {b} : {a}" if op == "max" else f"{b} < {a} ? {b} : {a}"

    def scan(self, name: str, value: TileScan, pad: str) -> list[str]:
        """Prefix sums, Hillis-Steele: after the step of distance d each element holds the sum of the
        2d elements up to it; a second buffer keeps a step's reads apart from its writes. The
        exclusive scan is the inclusive scan of the input shifted by one."""
        c = c_name(name)
        t = value.type
        n = t.shape[0]
        tmp = self.local(f"{c}_prev")
        self.declare(c, t)
        self.declare(tmp, t)
        head, idx, size = self.each(t.shape, pad)
        elem = idx[0]
        zero = ZERO[t.dtype.name]
        if value.kind == "exclusive":
            first = self.tile_element(value.arg, (f"{elem} - 1",), None)[0]
            init = f"{c}[{elem}] = {elem} > 0 ? {first} : {zero};"
        else:
            init = f"{c}[{elem}] = {self.tile_element(value.arg, idx, size)[0]};"
        what = (
            "exclusive (element k: the sum of the elements before k)"
            if value.kind == "exclusive"
            else "inclusive (element k: the sum up to k)"
        )
        lines = [f"{pad}// {c}: the {what} prefix sums, in log2({n}) steps over shared memory", *head, f"{pad}{INDENT}{init}", f"{pad}}}"]
        out = self.phase(lines, pad, _accesses((c, own(size))))
        d = self.local("dist")
        inner, idx2, _ = self.each(t.shape, pad + INDENT)
        e2 = idx2[0]
        out += [
            f"{pad}{BARRIER}",
            f"{pad}for (int {d} = 1; {d} < {n}; {d} *= 2) {{",
            *inner,
            f"{pad}{INDENT}{INDENT}{tmp}[{e2}] = {e2} >= {d} ? {c}[{e2} - {d}] : {zero};",
            f"{pad}{INDENT}}}",
            f"{pad}{INDENT}{BARRIER}",
            *inner,
            f"{pad}{INDENT}{INDENT}{c}[{e2}] += {tmp}[{e2}];",
            f"{pad}{INDENT}}}",
            f"{pad}{INDENT}{BARRIER}",
            f"{pad}}}",
        ]
        self.hazards.clear()
        return out

    def matmul(self, name: str, a, b, t: TileType, pad: str, accumulate: bool = False) -> list[str]:
        """Each thread computes its strided output elements: a sum over k with ``fmaf``, in k order (Warp's scalar GEMM)."""
        c = c_name(name)
        m, n = t.shape
        kk = a.type.shape[1]
        head, (row, col), size = self.each(t.shape, pad)
        k, acc = self.local("k"), self.local("sum")
        x = self.tile_element(a, (row, k), None)[0]
        y = self.tile_element(b, (k, col), None)[0]
        target = f"{c}[{row}][{col}]"
        if accumulate:
            self._read(c, own(size))
        lines = [
            f"{pad}// {c} {'+=' if accumulate else '='} a ({m} x {kk}) @ b ({kk} x {n}): one output element per thread and step",
            *head,
            f"{pad}{INDENT}{c_type(t.dtype)} {acc} = {ZERO[t.dtype.name]};",
            f"{pad}{INDENT}for (int {k} = 0; {k} < {kk}; ++{k}) {acc} = {FMA[t.dtype.name]}({x}, {y}, {acc});",
            f"{pad}{INDENT}{target} {'+=' if accumulate else '='} {acc};",
            f"{pad}}}",
        ]
        return self.phase(lines, pad, _accesses((c, own(size))))

    def sum_axis(self, c: str, value: TileSumAxis, pad: str) -> list[str]:
        """One output element per thread: the sum down a column (axis 0) or along a row (axis 1), in order."""
        rows, cols = value.arg.type.shape
        n = value.type.shape[0]
        head, (elem,), size = self.each(value.type.shape, pad)
        k, acc = self.local("k"), self.local("sum")
        at = (k, elem) if value.axis == 0 else (elem, k)
        x = self.tile_element(value.arg, at, None)[0]
        count = rows if value.axis == 0 else cols
        what = "column" if value.axis == 0 else "row"
        lines = [
            f"{pad}// {c}: the sum of each {what} of the tile ({n} sums of {count} elements)",
            *head,
            f"{pad}{INDENT}{c_type(value.type.dtype)} {acc} = {ZERO[value.type.dtype.name]};",
            f"{pad}{INDENT}for (int {k} = 0; {k} < {count}; ++{k}) {acc} += {x};",
            f"{pad}{INDENT}{c}[{elem}] = {acc};",
            f"{pad}}}",
        ]
        return self.phase(lines, pad, _accesses((c, own(size))))


# ----------------------------------------------------------------------------- the kernel


def struct_operators(structs: tuple[Type, ...], ops: set[tuple[str, str]]) -> str:
    """``+`` and ``-`` of the structs a tile kernel adds or subtracts, field by field, as Warp's
    generated struct operators (``ret = a; ret += b``); "" when it uses none."""
    lines = []
    for t in structs:
        for op in ("add", "sub"):
            if (t.name, op) in ops:
                fields = ", ".join(f"a.{c_name(f)} {INFIX[op]} b.{c_name(f)}" for f, _ in t.fields)
                lines.append(f"__host__ __device__ inline {t.name} operator{INFIX[op]}({t.name} a, {t.name} b) {{ return {{{fields}}}; }}")
    return "// Struct arithmetic of the tiles, field by field (as Warp's).\n" + "\n".join(lines) if lines else ""


def kernel_signature(spec: KernelSpec) -> list[str]:
    """Arrays and scalars in the spec's order, then the extents the kernel checks (no thread count:
    the grid has exactly one block per tile, or per BLOCK_DIM threads)."""
    params = []
    for p in spec.params:
        t = c_type(p.type)
        params.append(
            {"in": f"const {t}* __restrict__ {c_name(p.name)}", "out": f"{t}* {c_name(p.name)}"}.get(p.kind, f"{t} {c_name(p.name)}")
        )
    return params + [f"int {extent_name(spec, p, d)}" for p, d in extent_params(spec)]


def index_lines(spec: KernelSpec) -> list[str]:
    """The block's tile coordinates (tiled: x along the last index), the lane, or the global thread index."""
    uses = {e.name for top in kernel_expressions(spec.body) for e in walk_expr(top) if isinstance(e, Ref)}
    lines = []
    if not spec.tiled:
        if spec.uses_tid:
            lines.append(f"{INDENT}const int {spec.tids[0]} = blockIdx.x * {BLOCK} + threadIdx.x;  // the global thread index")
        return lines
    axes = "xyz"
    what = ("the block's tile",) if len(spec.shape) == 1 else ("the block's row of tiles", "the block's column of tiles")
    for d, name in enumerate(spec.tids):
        if name in uses:
            lines.append(f"{INDENT}const int {name} = blockIdx.{axes[len(spec.shape) - 1 - d]};  // {what[d]}")
    if LANE in uses:
        lines.append(f"{INDENT}const int {LANE} = threadIdx.x;  // the thread's place in its block")
    return lines


def render_device(spec: KernelSpec) -> str:
    """Helpers and functions the kernel uses, ``BLOCK_DIM``, and the kernel: one block per tile (or per BLOCK_DIM threads)."""
    w = TileKernelWriter(spec)
    for p in spec.params:
        w.need_type(p.type)
    funcs = [func_text(spec, f, w.helpers) for f in spec.funcs]
    body = w.statements(spec.body, 1)
    hoisted = [f"{INDENT}{c_type(t)} {c_name(name)}{{}};" for name, t in w.hoisted.items()]
    head = f'extern "C" __global__ void __launch_bounds__({BLOCK}) {spec.name}('
    signature = head + ", ".join(kernel_signature(spec)) + ")"
    if len(signature) > 100:
        signature = head + "\n" + ",\n".join(INDENT + a for a in kernel_signature(spec)) + ")"
    grid = " x ".join(str(d) for d in spec.shape)
    what = (
        f"one block of {BLOCK} threads per tile ({grid} tile{'s' if spec.threads > 1 else ''})"
        if spec.tiled
        else f"blocks of {BLOCK} threads, {spec.threads} threads in all"
    )
    shared = [f"{INDENT}// Shared memory: the block's tiles"] + [INDENT + d for d, _ in w.shared] if w.shared else []
    kernel = "\n".join(
        [f"// {spec.described}: {what}.", signature, "{", *index_lines(spec), *shared, *hoisted, *body, "}"]
    )
    chunks = [helpers_text(w.helpers), *constants_text(spec)]
    if spec.structs:
        chunks.append("// Structs (float32 fields, laid out as Warp's).\n" + "\n".join(struct_text(t) for t in spec.structs))
        chunks.append(struct_operators(spec.structs, w.struct_ops))
    chunks.append(f"constexpr int {BLOCK} = {spec.block_dim};  // threads per block: the kernel's loops and shared arrays are written for it")
    chunks += funcs
    return "\n\n".join(c for c in chunks if c) + "\n\n" + kernel + "\n"


def grid_lines(spec: KernelSpec) -> list[str]:
    """The launch's grid (x along the last tile index) and block: ``BLOCK_DIM`` threads."""
    if spec.tiled and len(spec.shape) == 2:
        blocks = f"    const dim3 blocks({spec.shape[1]}, {spec.shape[0]});  // one block per tile"
    elif spec.tiled:
        blocks = f"    const dim3 blocks({spec.shape[0]});  // one block per tile"
    else:
        blocks = f"    const dim3 blocks(n / {BLOCK});  // n is a whole number of blocks"
    return [blocks, f"    const dim3 threads({BLOCK});"]


def launch_line(spec: KernelSpec, launch: str) -> str:
    """``kernel<<<blocks, threads>>>(...)``, or for the CPU emulation the shim's launch that runs a block's threads together."""
    args = [f"d_{p.name}" if p.kind != "scalar" else f"h_{p.name}" for p in spec.params]
    args += [str(spec.array_shape(p)[d]) for p, d in extent_params(spec)]
    if launch == "cuda":
        return f"{spec.name}<<<blocks, threads>>>({', '.join(args)});"
    if launch == "emulate":
        return f"emulate_block_launch(blocks, threads, {BLOCK}, [&] {{ {spec.name}({', '.join(args)}); }});"
    raise ValueError(f"launch must be 'cuda' or 'emulate', not {launch!r}")


def check_spec(spec: KernelSpec) -> None:
    """What the renderer assumes of a tile kernel, checked: a power-of-two block, tiles within the
    static shared memory, tile statements that every thread of a block reaches."""
    b = spec.block_dim
    if b is None or b < 1 or b & (b - 1):
        raise ValueError(f"{spec.name}: block_dim {b} is not a power of two (the reductions halve it)")
    if shared_bytes(spec) > SHARED_BYTES:
        raise ValueError(f"{spec.name}: {shared_bytes(spec)} bytes of shared memory, over the {SHARED_BYTES} a block may declare")
    if not in_static_loops_only(spec.body):
        raise ValueError(f"{spec.name}: a tile statement under a branch or in a runtime loop (every thread of a block must reach it)")
