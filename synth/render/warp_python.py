"""Render a KernelSpec as a Warp Python module (the dataset's source side)."""

from __future__ import annotations

from synth.model.builtins import builtin
from synth.model.dtypes import SCALARS, split_composite, warp_exports
from synth.model.spec import (
    ADJ_RET,
    HANDLE_KINDS,
    LIFTED,
    NOTHING,
    ArrayTest,
    Assign,
    Atomic,
    AtomicValue,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    Continue,
    Element,
    Expect,
    Expr,
    Field,
    For,
    ForQuery,
    Func,
    FuncCall,
    If,
    Invoke,
    KernelSpec,
    Let,
    Load,
    Logical,
    ModuleConstant,
    Param,
    Print,
    Range,
    Ref,
    Return,
    Select,
    SetComponent,
    SetElement,
    SetField,
    Shape,
    Static,
    Stmt,
    Store,
    StoreComponent,
    TupleOf,
    Type,
    Unary,
    Unpack,
    While,
)
from synth.model.tiles import TILE_SCALARS, TILE_STATEMENTS
from synth.model.twin import value_types
from synth.render import int_ops, tile_python

INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%", "matmul": "@", "pow": "**"}
AUGMENTED = {"add": "+=", "sub": "-=", "mul": "*=", "div": "/=", "and": "&=", "or": "|=", "xor": "^="}  # the last three: Atomic's
COMPARE = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
# Precedence (higher binds tighter), as in Python.
PRECEDENCE = {"ifexp": 0, "or": 1, "and": 2, "not": 3, "compare": 4, "add": 5, "sub": 5, "mul": 6, "div": 6, "mod": 6, "matmul": 6, "neg": 7, "pow": 8}
INDENT = "    "
ARRAY_KINDS = {1: "wp.array", 2: "wp.array2d", 3: "wp.array3d"}
INFIX.update(int_ops.PY_INFIX)
PRECEDENCE.update(int_ops.PY_PRECEDENCE)


def _unnamed(t: Type) -> bool:
    """A vector or matrix Warp has no name for (``wp.vec5`` does not exist): any length but 2-4, a
    matrix not square or larger than 4x4. The quaternions, transforms and spatial vectors are named."""
    if t.is_vector and t.name.startswith("vec"):
        return t.shape[0] not in (2, 3, 4)
    return t.is_matrix and not (t.shape[0] == t.shape[1] and t.shape[0] in (2, 3, 4))


def _spelled_out(t: Type, args: str = "") -> str:
    """An unnamed vector or matrix type as Warp spells it (``wp.types.vector(length=5, dtype=wp.float32)``);
    with ``args``, a value built from them (``wp.vector(a, b, ..., dtype=wp.float32)``: Warp's kernels
    cannot call a type made by a call)."""
    dtype = warp_type(Type(t.scalar.name))
    size = f"length={t.shape[0]}" if t.is_vector else f"shape=({t.shape[0]}, {t.shape[1]})"
    kind = "vector" if t.is_vector else "matrix"
    if args:
        return f"wp.{kind}({args}, {'' if t.is_vector else size + ', '}dtype={dtype})"
    return f"wp.types.{kind}({size}, dtype={dtype})"


def warp_type(t: Type) -> str:
    if t.is_struct or _aliased(t):
        return t.name
    if _unnamed(t):
        return _spelled_out(t)
    return {"float32": "wp.float32", "int32": "wp.int32", "bool": "bool"}.get(t.name, f"wp.{t.name}")  # wp.uint32 too


def _aliased(t: Type) -> bool:
    """A vector or matrix Warp has no ``wp.`` name for (mat22i, vec3bf): the module names it (``alias_lines``)."""
    return split_composite(t.name) is not None and not warp_exports(t.name)


def alias_lines(spec: KernelSpec) -> list[str]:
    """``mat22i = wp.types.matrix(shape=(2, 2), dtype=wp.int32)`` for each such type the kernel uses."""
    used = {t.array_element if t.is_array else t for t in value_types(spec)}
    lines = []
    for t in sorted((t for t in used if _aliased(t)), key=lambda t: t.name):
        scalar = f"wp.{t.scalar.name}"
        made = f"wp.types.vector(length={t.shape[0]}, dtype={scalar})" if t.is_vector else f"wp.types.matrix(shape={t.shape}, dtype={scalar})"
        lines.append(f"{t.name} = {made}")
    return lines


def value_annotation(t: Type) -> str:
    """A function or by-value parameter's annotation: ``float``, ``int``, ``wp.vec3``, a struct's
    name, ``tuple[float, wp.vec3]``, or for an array handed to a ``@wp.func`` (``Type.is_array``)
    ``wp.array(dtype=...)``, ``wp.array2d(dtype=...)`` ..."""
    if t.is_array:
        return f"{ARRAY_KINDS[t.array_ndim]}(dtype={warp_type(t.array_element)})"
    if t.is_tuple:
        return f"tuple[{', '.join(value_annotation(ft) for _, ft in t.fields)}]"
    return {"float32": "float", "int32": "int"}.get(t.name) or warp_type(t)


def param_annotation(
    p: Param, ndim: int = 1, spelled_ndim: bool = False, subscript: bool = False, generic: bool | str = False, array1d: bool = False
) -> str:
    """An array's annotation: ``wp.array2d(dtype=...)``, with ``spelled_ndim`` ``wp.array(dtype=..., ndim=2)``,
    with ``subscript`` ``wp.array2d[float]`` (as Warp's own code writes them since 1.12; float32
    and int32 as ``float`` and ``int``); ``generic``: its dtype is ``Any``. A Fabric array
    (``Param.buckets``) is a ``wp.fabricarray``, or ``wp.indexedfabricarray``; of arrays (``Param.lengths``)
    a ``wp.fabricarrayarray``, or ``wp.indexedfabricarrayarray``; an indexed array
    (``Param.index_lengths``) a ``wp.indexedarray(dtype=..., ndim=...)``. A value's annotation for a scalar.
    ``generic`` may name the dtype (a factory's ``dtype`` parameter) instead of ``Any``; ``array1d``
    spells a 1-D array ``wp.array1d``."""
    if p.kind == "scalar":
        return value_annotation(p.type)
    if p.kind in HANDLE_KINDS:  # a geometry object's id
        return "wp.uint64"
    dtype = (generic if isinstance(generic, str) else "Any") if generic else value_annotation(p.type) if subscript else warp_type(p.type)
    kind = ("wp.array1d" if array1d and ndim == 1 else ARRAY_KINDS[ndim]) if not p.is_fabric else "wp.fabricarray" if p.indexed is None else "wp.indexedfabricarray"
    if p.lengths:  # a Fabric array of arrays: Warp's own spelling of it
        return f"{kind}array(dtype={dtype})"
    if p.is_indexed_array:  # one spelling for every ndim (Warp's subscript form needs typing.Literal for it)
        return f"wp.indexedarray(dtype={dtype})" if ndim == 1 else f"wp.indexedarray(dtype={dtype}, ndim={ndim})"
    if subscript:
        return f"{kind}[{dtype}]"
    if spelled_ndim and ndim > 1:
        return f"wp.array(dtype={dtype}, ndim={ndim})"
    return f"{kind}(dtype={dtype})"


def literal(c: Const) -> str:
    if c.named:
        return f"wp.{c.named}"
    return SCALARS[c.type.name].py_literal(c.value)


def _prec(e: Expr) -> int:
    if isinstance(e, Binary):
        return PRECEDENCE[e.op]
    if isinstance(e, Compare):
        return PRECEDENCE["compare"]
    if isinstance(e, Logical):
        return PRECEDENCE[e.op]
    if isinstance(e, Unary):
        return PRECEDENCE[e.op]
    if isinstance(e, Const) and literal(e).startswith("-"):
        return PRECEDENCE["neg"]
    if isinstance(e, Select) and e.style == "ifexp":
        return PRECEDENCE["ifexp"]
    if isinstance(e, TupleOf):
        return -1  # parenthesized anywhere but a whole right-hand side
    return 100


def _wrap(e: Expr, min_prec: int, tids: tuple[str, ...] = ("i",)) -> str:
    text = expr(e, tids)
    return f"({text})" if _prec(e) < min_prec else text


def expr(e: Expr, tids: tuple[str, ...] = ("i",)) -> str:
    """Warp Python text of one expression, with only the parentheses it needs (``tids``: the
    kernel's thread indices, which an index-less Load reads at)."""
    if isinstance(e, Const):
        return literal(e)
    if isinstance(e, Load):
        return f"{e.array}[{index_text(e.index, tids)}]"
    if isinstance(e, Shape) and e.row is not None:  # a Fabric array of arrays' element's length
        return f"{e.array}[{expr(e.row, tids)}].shape[{e.dim}]"
    if isinstance(e, Shape):
        return f"{e.array}.shape[{e.dim}]"
    if isinstance(e, Field):
        return f"{_wrap(e.base, 100, tids)}.{e.name}"
    if isinstance(e, FuncCall):
        return f"{e.func}({', '.join(expr(a, tids) for a in e.args)})"
    if isinstance(e, Select):
        if e.style == "ifexp":
            p = PRECEDENCE["ifexp"]
            return f"{_wrap(e.a, p + 1, tids)} if {_wrap(e.cond, p + 1, tids)} else {_wrap(e.b, p, tids)}"
        return f"wp.where({expr(e.cond, tids)}, {expr(e.a, tids)}, {expr(e.b, tids)})"
    if isinstance(e, Ref):
        return e.name
    if isinstance(e, ArrayTest):
        return e.array
    if isinstance(e, Element):
        return f"{_wrap(e.base, 100, tids)}[{', '.join(expr(x, tids) for x in e.index)}]"
    if isinstance(e, AtomicValue):
        compare = f"{expr(e.compare, tids)}, " if e.compare is not None else ""
        return f"wp.atomic_{e.op}({e.array}, {', '.join(expr(x, tids) for x in e.indices)}, {compare}{expr(e.value, tids)})"
    if isinstance(e, Unary):
        if e.op == "neg":
            return f"-{_wrap(e.arg, PRECEDENCE['neg'], tids)}"
        if e.op == "invert":
            return f"~{_wrap(e.arg, PRECEDENCE['invert'], tids)}"
        return f"not {_wrap(e.arg, PRECEDENCE['not'], tids)}"
    if isinstance(e, Binary):
        p = PRECEDENCE[e.op]
        lp, rp = (100 if int_ops.clarify(e.op, x) else q for x, q in ((e.lhs, p), (e.rhs, p + 1)))
        if e.op == "pow":  # right-associative, and binding tighter than a unary minus on its left: (-x) ** 2.0
            lp, rp = p + 1, p
        # left-associative: the right operand needs parentheses at equal precedence
        return f"{_wrap(e.lhs, lp, tids)} {INFIX[e.op]} {_wrap(e.rhs, rp, tids)}"
    if isinstance(e, Compare):
        p = PRECEDENCE["compare"]
        return f"{_wrap(e.lhs, p + 1, tids)} {COMPARE[e.op]} {_wrap(e.rhs, p + 1, tids)}"
    if isinstance(e, Logical) and e.style == "chained":  # a < b <= c: lhs is a < b, rhs b <= c
        p = PRECEDENCE["compare"]
        return f"{_wrap(e.lhs.lhs, p + 1, tids)} {COMPARE[e.lhs.op]} {_wrap(e.lhs.rhs, p + 1, tids)} {COMPARE[e.rhs.op]} {_wrap(e.rhs.rhs, p + 1, tids)}"
    if isinstance(e, Logical):
        p = PRECEDENCE[e.op]
        return f"{_wrap(e.lhs, p, tids)} {e.op} {_wrap(e.rhs, p + 1, tids)}"
    if isinstance(e, Static):
        return f"wp.static({expr(e.value, tids)})"
    if isinstance(e, TupleOf):
        return ", ".join(_wrap(x, 0, tids) for x in e.items)
    if isinstance(e, Call):  # as the builtin table spells it (wp.identity's size is a keyword)
        return builtin(e.fn).python_text([expr(a, tids) for a in e.args], e.type.shape[0] if e.type.shape else None)
    if isinstance(e, Construct) and _unnamed(e.type):
        return _spelled_out(e.type, ", ".join(expr(a, tids) for a in e.args))
    if isinstance(e, Construct):
        return f"{warp_type(e.type)}({', '.join(expr(a, tids) for a in e.args)})"
    if isinstance(e, Component):
        return f"{_wrap(e.base, 100, tids)}[{', '.join(str(k) for k in e.index)}]"
    if isinstance(e, TILE_SCALARS):
        return tile_python.scalar(e, tids, tile_python.Scalars(expr, _wrap))
    raise TypeError(f"unknown expression node {type(e).__name__}")


PRINTS = {"print": "wp.print", "python": "print", "printf": "wp.printf"}  # Print.kind's spellings


def _component_spelling(component: tuple[int, ...], style: str) -> str:
    """A component of an array's element as the kernel wrote it: ``.y`` (style ``attribute``) or ``[1]``, ``[1, 0]``; none: ``""``."""
    if not component:
        return ""
    return f".{'xyzw'[component[0]]}" if style == "attribute" else f"[{', '.join(str(k) for k in component)}]"


def index_text(index: tuple[Expr, ...] | None, tids: tuple[str, ...] = ("i",)) -> str:
    """A subscript: the thread indices ``tids`` when ``index`` is None."""
    return ", ".join(tids) if index is None else ", ".join(expr(x, tids) for x in index)


def statements(body: tuple[Stmt, ...], depth: int, tids: tuple[str, ...] = ("i",)) -> list[str]:
    pad = INDENT * depth
    lines: list[str] = []
    for s in body:
        if isinstance(s, (Let, Assign)):
            lines.append(f"{pad}{s.name} = {expr(s.value, tids)}")
        elif isinstance(s, Unpack):
            lines.append(f"{pad}{', '.join(s.names)} = {expr(s.value, tids)}")
        elif isinstance(s, AugAssign):
            lines.append(f"{pad}{s.name} {AUGMENTED[s.op]} {expr(s.value, tids)}")
        elif isinstance(s, SetField):
            lines.append(f"{pad}{s.name}.{s.field} = {expr(s.value, tids)}")
        elif isinstance(s, SetElement):
            lines.append(f"{pad}{s.name}[{', '.join(expr(x, tids) for x in s.index)}] = {expr(s.value, tids)}")
        elif isinstance(s, SetComponent):
            lines.append(f"{pad}{s.name}[{', '.join(str(k) for k in s.index)}] = {expr(s.value, tids)}")
        elif isinstance(s, Store):
            lines.append(f"{pad}{s.array}[{index_text(s.index, tids)}] = {expr(s.value, tids)}")
        elif isinstance(s, StoreComponent):
            lines.append(f"{pad}{s.array}[{index_text(s.index, tids)}]{_component_spelling(s.component, s.style)} = {expr(s.value, tids)}")
        elif isinstance(s, Invoke):
            lines.append(f"{pad}{expr(s.call, tids)}")
        elif isinstance(s, Expect):
            lines += expect_lines(s, pad, tids)
        elif isinstance(s, Print):
            words = ([] if s.text is None else [repr(s.text)]) + [expr(a, tids) for a in s.args]
            lines.append(f"{pad}{PRINTS[s.kind]}({', '.join(words)})")
        elif isinstance(s, Atomic):
            if s.style in ("aug", "attribute"):
                part = f".{s.field}" if s.field else _component_spelling(s.component, s.style)
                slot = f"{s.array}[{', '.join(expr(x, tids) for x in s.indices)}]{part}"
                lines.append(f"{pad}{slot} {AUGMENTED[s.op]} {expr(s.value, tids)}")
            else:
                lines.append(f"{pad}wp.atomic_{s.op}({s.array}, {', '.join(expr(x, tids) for x in s.indices)}, {expr(s.value, tids)})")
        elif isinstance(s, For):
            count = s.count_name or str(s.count)
            lines.append(f"{pad}for {s.var} in range({f'wp.static({count})' if s.static else count}):")
            lines.extend(block(s.body, depth + 1, tids))
        elif isinstance(s, Range):
            lines.append(f"{pad}for {s.var} in range({expr(s.start, tids)}, {expr(s.stop, tids)}{'' if s.step == 1 else f', {s.step}'}):")
            lines.extend(block(s.body, depth + 1, tids))
        elif isinstance(s, While):
            lines.append(f"{pad}while {expr(s.cond, tids)}:")
            lines.extend(block(s.body, depth + 1, tids))
        elif isinstance(s, ForQuery):
            lines.append(f"{pad}for {s.var} in {expr(s.query, tids)}:")
            lines.extend(block(s.body, depth + 1, tids))
        elif isinstance(s, If):
            lines.extend(_if_chain(s, depth, "if", tids))
        elif isinstance(s, Break):
            lines.append(f"{pad}break")
        elif isinstance(s, Continue):
            lines.append(f"{pad}continue")
        elif isinstance(s, Return):
            lines.append(f"{pad}return" if s.value is None else f"{pad}return {expr(s.value, tids)}")
        elif isinstance(s, TILE_STATEMENTS):
            lines.append(tile_python.statement(s, pad, tids, tile_python.Scalars(expr, _wrap)))
        else:
            raise TypeError(f"unknown statement node {type(s).__name__}")
    return lines


def block(body: tuple[Stmt, ...], depth: int, tids: tuple[str, ...]) -> list[str]:
    """A nested body's lines; ``pass`` for an empty one (real code's ``if c: pass``, lifted)."""
    return statements(body, depth, tids) or [f"{INDENT * depth}pass"]


def expect_lines(s: Expect, pad: str, tids: tuple[str, ...]) -> list[str]:
    """``wp.expect_eq(actual, expected)`` (``neq``, ``near`` with its tolerance); in the verification
    run (``outcome``) also its result stored at the thread index, computed with Warp's ``==`` (``abs``
    and ``>`` for near) as Warp's expectation computes it (warp/native/builtin.h)."""
    operands = [expr(x, tids) for x in (s.actual, s.expected, s.tolerance) if x is not None]
    lines = [f"{pad}wp.expect_{s.kind}({', '.join(operands)})"]
    if s.outcome is not None:
        a, b = (_wrap(x, PRECEDENCE["compare"] + 1, tids) for x in (s.actual, s.expected))
        failed = {"eq": f"wp.where({a} == {b}, 0, 1)", "neq": f"wp.where({a} == {b}, 1, 0)"}.get(s.kind)
        if failed is None:
            failed = f"wp.where(wp.abs({expr(s.actual, tids)} - {_wrap(s.expected, PRECEDENCE['sub'] + 1, tids)}) > {operands[2]}, 1, 0)"
        lines.append(f"{pad}{s.outcome}[{index_text(None, tids)}] = {failed}")
    return lines


def _if_chain(s: If, depth: int, keyword: str, tids: tuple[str, ...] = ("i",)) -> list[str]:
    pad = INDENT * depth
    lines = [f"{pad}{keyword} {expr(s.cond, tids)}:", *block(s.body, depth + 1, tids)]
    if len(s.orelse) == 1 and isinstance(s.orelse[0], If):
        lines.extend(_if_chain(s.orelse[0], depth, "elif", tids))
    elif s.orelse:
        lines.append(f"{pad}else:")
        lines.extend(block(s.orelse, depth + 1, tids))
    return lines


def struct_lines(t: Type) -> list[str]:
    return ["@wp.struct", f"class {t.name}:", *(f"{INDENT}{n}: {value_annotation(ft)}" for n, ft in t.fields), "", ""]


def func_lines(f: Func) -> list[str]:
    """A ``@wp.func`` (its ``Any`` parameters generic, without a return annotation), then its
    custom adjoint when it has one (``@wp.func_grad``)."""
    params = ", ".join(f"{n}: {'Any' if n in f.generic else value_annotation(t)}" for n, t in f.params)
    returns = "" if f.generic or f.returns == NOTHING else f" -> {value_annotation(f.returns)}"
    lines = ["@wp.func", f"def {f.name}({params}){returns}:", *statements(f.body, 1), "", ""]
    if f.grad is not None:
        lines += grad_lines(f)
    return lines


def grad_lines(f: Func) -> list[str]:
    """``@wp.func_grad(f)``: the function's parameters and ``adj_ret``; one ``wp.adjoint[x] += ...`` per float parameter."""
    params = ", ".join([*(f"{n}: {value_annotation(t)}" for n, t in f.params), f"{ADJ_RET}: {value_annotation(f.returns)}"])
    body = [f"{INDENT}wp.adjoint[{n}] += {expr(value)}" for n, value in f.grad]
    return [f"@wp.func_grad({f.name})", f"def adj_{f.name}({params}):", *body, "", ""]


def kernel_decorator(spec: KernelSpec) -> str:
    """``@wp.kernel``, with the options the spec declares."""
    options = []
    if not spec.enable_backward:
        options.append("enable_backward=False")
    if spec.factory and spec.style.unique_module:
        options.append('module="unique"')
    return f"@wp.kernel({', '.join(options)})" if options else "@wp.kernel"


def constant_line(k: ModuleConstant) -> str:
    value = literal(Const(k.value, k.type))
    return f"{k.name} = wp.constant({value})" if k.kind == "wp_constant" else f"{k.name} = {value}"


def overload_line(spec: KernelSpec) -> str:
    """``wp.overload(kernel, {...})``: the generic kernel's ``Any`` parameters at the spec's types."""
    subscript = spec.style.arrays == "subscript"
    types = ", ".join(
        f'"{p.name}": {param_annotation(p, len(spec.array_shape(p)), spec.ndim_arrays, subscript)}' for p in spec.params if p.name in spec.generic_params
    )
    return f"wp.overload({spec.name}, {{{types}}})"


CLOSURE_DTYPE = "dtype"  # the factory's parameter a closure-typed kernel's arrays are annotated with


def closure_dtype_value(spec: KernelSpec) -> str:
    """The type a closure-typed kernel's factory is called with (``wp.vec3``): its generic arrays' one element type."""
    types = {spec.param(name).type for name in spec.generic_params}
    if len(types) != 1:
        raise ValueError(f"{spec.name}: a closure dtype types arrays of one element type, not {sorted(t.name for t in types)}")
    return warp_type(types.pop())


def kernel_lines(spec: KernelSpec, depth: int) -> list[str]:
    """The decorated kernel, indented ``depth`` levels."""
    pad = INDENT * depth
    subscript = spec.style.arrays == "subscript"
    generic = CLOSURE_DTYPE if spec.style.closure_dtype else True
    params = [
        f"{pad}{INDENT}{p.name}: {param_annotation(p, len(spec.array_shape(p)), spec.ndim_arrays, subscript, p.name in spec.generic_params and generic, spec.style.array1d)},"
        for p in spec.params
    ]
    tid = [f"{pad}{INDENT}{', '.join(spec.tids)} = wp.tid()"] if spec.uses_tid else []
    if spec.block_dim is not None:  # a tile kernel's tile (or thread) index, and its lane where it reads it
        tid = tile_python.tid_line(spec, pad + INDENT)
    return [f"{pad}{kernel_decorator(spec)}", f"{pad}def {spec.name}(", *params, f"{pad}):", *tid, *statements(spec.body, depth + 1, spec.tids)]


def render_warp(spec: KernelSpec) -> str:
    """The complete Python module for one case: imports, constants, structs, functions, then one
    ``@wp.kernel`` (made by a factory function when it captures closure constants; a generic
    kernel followed by its ``wp.overload``)."""
    definitions: list[str] = []
    for t in spec.structs:
        definitions += struct_lines(t)
    for f in spec.funcs:
        definitions += func_lines(f)
    constants = [constant_line(k) for k in spec.constants if k.kind != "closure"]
    doc = f"{spec.described}: generated by the Warp kernel verification harness." if spec.category != LIFTED else f"The {spec.described} by the Warp kernel verification harness."
    if spec.block_dim is not None:
        doc += f"\n\nLaunched as {tile_python.launch_text(spec)}.\n"
    overloaded = bool(spec.generic_params) and not spec.style.closure_dtype
    generic = overloaded or any(f.generic for f in spec.funcs)
    if spec.factory:
        closure = [k for k in spec.constants if k.kind == "closure"]
        factory = spec.factory_name
        names = [CLOSURE_DTYPE] if spec.style.closure_dtype else []
        values = [closure_dtype_value(spec)] if spec.style.closure_dtype else []
        kernel = [
            f"def {factory}({', '.join(names + [f'{k.name}: {value_annotation(k.type)}' for k in closure])}):",
            *kernel_lines(spec, 1),
            "",
            f"{INDENT}return {spec.name}",
            "",
            "",
            f"{spec.name} = {factory}({', '.join(values + [literal(Const(k.value, k.type)) for k in closure])})",
        ]
    else:
        kernel = kernel_lines(spec, 0)
    if overloaded:
        kernel += ["", "", overload_line(spec)]
    lines = [
        f'"""{doc}"""',
        "",
        *(["from typing import Any", ""] if generic else []),
        "import warp as wp",
        "",
        *([*alias_lines(spec), ""] if alias_lines(spec) else []),
        *([*constants, ""] if constants else []),
        "",
        *definitions,
        *kernel,
        "",
    ]
    return "\n".join(lines)
