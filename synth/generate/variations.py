"""Drawn-last variations of a finished kernel (a multi-dimensional launch, an early exit, a
neighbour term, an outlined ``@wp.func``, struct parameters, a gain and bias) and the renaming of
a kernel's functions: each applied after a generator has drawn its kernel, so a "no" leaves the
kernel it always made."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import replace

from synth.generate.analyses import has_unreachable_branch
from synth.generate.grammar import CONSTANTS, THRESHOLDS, add, const, iadd, imod, int_const, mul
from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    INT,
    TIDS,
    Atomic,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    Expr,
    Field,
    For,
    ForQuery,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Load,
    Param,
    Range,
    Ref,
    Return,
    Shape,
    Stmt,
    Store,
    Type,
    kernel_expressions,
    walk_expr,
    walk_statements,
)
from synth.model.tiles import TileMap
from synth.model.walk import children, mapped_body, replace_children

# ----------------------------------------------------------------------------- drawn-last variations
# Applied after a generator has drawn its kernel, so a "no" leaves the kernel it always made.

MULTI_DIMS = ((16, 16), (8, 32), (4, 8, 8), (8, 8, 4))


def with_vector_width(c: Chooser, spec: KernelSpec, vec3: Type) -> KernelSpec:
    """One time in two, the kernel's ``vec3`` values (vec3d, vec3h) as vectors of two or four
    components of the same scalar (vec2d, vec4h ...), where nothing needs three: no cross product,
    no matrix, no construction from computed components it would drop. A component index wraps
    (``v[2]`` of a vec2d is ``v[0]``); a constructed vector gets its missing components from
    literals; drawn last, so a "no" leaves the kernel as it was."""
    if c.integer(0, 1) == 0:
        return spec
    n = c.choice((2, 4))
    wide = Type(f"vec{n}{vec3.name[4:]}", (n,))
    scalar = Type(vec3.scalar.name)
    for body in (spec.body, *(f.body for f in spec.funcs)):
        for top in kernel_expressions(body):
            for e in walk_expr(top):
                if isinstance(e, Call) and e.fn == "cross" or e.type.is_matrix:
                    return spec
                if isinstance(e, Construct) and e.type == vec3 and n < 3 and any(not isinstance(a, Const) for a in e.args[n:]):
                    return spec

    def widened(e: Expr) -> Expr:
        if isinstance(e, Construct) and e.type == wide:
            extra = tuple(Const(0.5 * (k + 1), scalar) for k in range(n - len(e.args)))
            return replace(e, args=(*e.args[:n], *extra))
        if isinstance(e, Component) and e.base.type == wide:
            return replace(e, index=(e.index[0] % n,))
        return e

    def retyped(node):
        if isinstance(node, Type):
            return wide if node == vec3 else node
        if isinstance(node, tuple):
            return tuple(retyped(x) for x in node)
        if not dataclasses.is_dataclass(node):
            return node
        return replace(node, **{f.name: retyped(getattr(node, f.name)) for f in dataclasses.fields(node)})

    spec = retyped(spec)
    funcs = tuple(replace(f, body=mapped_body(f.body, widened)) for f in spec.funcs)
    return replace(spec, body=mapped_body(spec.body, widened), funcs=funcs)


def relaunched(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Two times in three, the same elementwise kernel on a 2-D or 3-D launch over arrays of
    that shape (``a[i, j]``), where every read and write is at the thread's own element."""
    if c.integer(0, 2) == 0:
        return spec
    dim = c.choice(MULTI_DIMS)
    taken = {s.var for s in walk_statements(spec.body) if isinstance(s, (For, Range, ForQuery))} | {p.name for p in spec.params}
    elementwise = not any(isinstance(s, Atomic) or (isinstance(s, Store) and s.index is not None) for s in walk_statements(spec.body))
    for top in kernel_expressions(spec.body):
        for e in walk_expr(top):
            elementwise &= not (isinstance(e, Load) and e.index is not None) and not (isinstance(e, Ref) and e.name == "i")
    if not elementwise or taken & set(TIDS[1 : len(dim)]) or any(p.shape or p.length for p in spec.params):
        return spec
    return replace(spec, dim=dim)


def with_early_exit(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in two, threads whose first input lies below a threshold store a cheap value
    and ``return`` first thing; kept only where every branch after it still runs for some input."""
    if c.integer(0, 1) == 0:
        return spec
    threshold, scale = const(c.choice(THRESHOLDS)), const(c.choice(CONSTANTS))
    floats = [p for p in spec.inputs if p.type == FLOAT and p.shape is None]
    stores = [s for s in spec.body if isinstance(s, Store) and s.index is None and spec.param(s.array).type == FLOAT]
    if not floats or not stores:
        return spec
    x = Load(floats[0].name, FLOAT)
    exit_ = If(Compare("lt", x, threshold), (Store(stores[-1].array, mul(x, scale)), Return()))
    body = (exit_, *spec.body)
    domains = {p.name: p.domain for p in spec.inputs}
    return spec if has_unreachable_branch(body, domains, spec.seed) else replace(spec, body=body)


def with_neighbour_term(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in two, the final store also reads the next element along the last axis of
    the first float input, wrapped by its extent: ``+ a[i, (j + 1) % a.shape[1]] * 0.25``."""
    if c.integer(0, 1) == 0:
        return spec
    scale = const(c.choice((0.25, 0.5, 0.125)))
    floats = [p for p in spec.inputs if p.type == FLOAT and p.shape is None]
    if not floats or not spec.body or not isinstance(spec.body[-1], Store) or spec.body[-1].index is not None:
        return spec
    a, nd = floats[0].name, len(spec.shape)
    index = (*(Ref(t, INT) for t in spec.tids[:-1]), imod(iadd(Ref(spec.tids[-1], INT), int_const(1)), Shape(a, nd - 1)))
    store = spec.body[-1]
    value = add(store.value, mul(Load(a, FLOAT, index), scale))
    return replace(spec, body=(*spec.body[:-1], replace(store, value=value)))


def outlined(c: Chooser, spec: KernelSpec, name: str = "combine") -> KernelSpec:
    """One time in two, the value of the kernel's final store computed by a ``@wp.func``
    whose parameters are the values it reads (array elements, locals, scalars)."""
    if c.integer(0, 1) == 0 or not spec.body or not isinstance(spec.body[-1], Store):
        return spec
    store = spec.body[-1]
    free: list[Expr] = []
    _leaves(store.value, free)
    if not free or store.value in free or any(f.name == name for f in spec.funcs):
        return spec
    names = []
    for x in free:
        base = x.array if isinstance(x, Load) else x.name
        names.append(base if base not in names else f"{base}{len(names)}")
    mapping = {x: Ref(n, x.type) for x, n in zip(free, names, strict=True)}
    func = Func(name, tuple((n, x.type) for x, n in zip(free, names, strict=True)), store.value.type, (Return(_substituted(store.value, mapping)),))
    call = FuncCall(name, tuple(free), store.value.type)
    return replace(spec, funcs=(*spec.funcs, func), body=(*spec.body[:-1], replace(store, value=call)))


def _leaves(e: Expr, found: list[Expr]) -> None:
    """The distinct values an expression reads, in order: array elements, locals, scalars, indices."""
    if isinstance(e, (Load, Ref, Shape)):
        if e not in found:
            found.append(e)
        return
    for child in children(e):
        _leaves(child, found)


def _substituted(e: Expr, mapping: dict) -> Expr:
    """``e`` with each sub-expression found in ``mapping`` replaced (the outermost match wins)."""
    if e in mapping:
        return mapping[e]
    return replace_children(e, [_substituted(c, mapping) for c in children(e)])


# ----------------------------------------------------------------------------- function names


def with_kernel_prefixed_functions(generate: Callable[[Chooser, int], KernelSpec]) -> Callable[[Chooser, int], KernelSpec]:
    """The generator, its ``@wp.func`` names prefixed with the kernel's (``arithmetic_s000004_combine``).

    Warp numbers same-named functions within a module (``combine_0``, ``combine_1``, ...), so a
    function named the same in two kernels of one batch module would make a kernel's IR depend
    on its batch-mates; a kernel-unique name keeps every IR byte independent of the batch.
    """

    def generate_unique(c: Chooser, seed: int) -> KernelSpec:
        spec = generate(c, seed)
        if not spec.funcs:
            return spec
        names = {f.name: f"{spec.name}_{f.name}" for f in spec.funcs}
        funcs = tuple(replace(f, name=names[f.name], body=_renamed_calls(f.body, names)) for f in spec.funcs)
        return replace(spec, funcs=funcs, body=_renamed_calls(spec.body, names))

    generate_unique.__doc__ = generate.__doc__
    return generate_unique


def _renamed_calls(body: tuple[Stmt, ...], names: dict[str, str]) -> tuple[Stmt, ...]:
    """``body`` with every call of a function in ``names`` calling its new name (a ``wp.tile_map`` of one too)."""

    def renamed(e):
        if isinstance(e, FuncCall):
            return replace(e, func=names.get(e.func, e.func))
        if isinstance(e, TileMap) and e.user:
            return replace(e, fn=names.get(e.fn, e.fn))
        return e

    return mapped_body(body, renamed)


def with_struct_params(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Three times in four, the kernel's float scalar parameters (sharing one domain) passed
    together as one by-value ``@wp.struct Params`` and read as ``params.s``."""
    if c.integer(0, 3) == 0:
        return spec
    scalars = [p for p in spec.scalars if p.type == FLOAT]
    if not scalars or len({p.domain for p in scalars}) != 1 or any(p.name == "params" for p in spec.params):
        return spec
    struct = Type("Params", fields=tuple((p.name, FLOAT) for p in scalars))
    packed = Param("params", "scalar", struct, scalars[0].domain)
    ref = Ref("params", struct)
    names = {p.name for p in scalars}
    body = mapped_body(spec.body, lambda e: Field(ref, e.name, FLOAT) if isinstance(e, Ref) and e.name in names else e)
    params = [p for p in spec.params if p.name not in names]
    at = next((k for k, p in enumerate(params) if p.kind == "out"), len(params))
    return replace(spec, params=(*params[:at], packed, *params[at:]), body=body, structs=(*spec.structs, struct))


def with_gain_and_bias(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in three, the final store scaled and shifted by two float scalars,
    ``out[...] = value * gain + bias``, then (three times in four) packed as ``@wp.struct Params``."""
    if c.integer(0, 2) != 0:
        return spec
    names = {p.name for p in spec.params}
    if not spec.body or not isinstance(spec.body[-1], Store) or names & {"gain", "bias", "params"}:
        return spec
    gain, bias = (Param(name, "scalar", FLOAT, (0.5, 2.0)) for name in ("gain", "bias"))
    store = spec.body[-1]
    value = add(mul(store.value, Ref("gain", FLOAT)), Ref("bias", FLOAT))
    at = next((k for k, p in enumerate(spec.params) if p.kind == "out"), len(spec.params))
    params = (*spec.params[:at], gain, bias, *spec.params[at:])
    return with_struct_params(c, replace(spec, params=params, body=(*spec.body[:-1], replace(store, value=value))))
