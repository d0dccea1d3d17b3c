"""Render a KernelSpec as a Warp Python module (the dataset's source side)."""

from __future__ import annotations

from synth.model.builtins import builtin
from synth.model.dtypes import SCALARS
from synth.model.spec import (
    Assign,
    Atomic,
    AugAssign,
    Binary,
    Break,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    Continue,
    Expr,
    Field,
    For,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Let,
    Load,
    Logical,
    Param,
    Range,
    Ref,
    Return,
    Select,
    SetComponent,
    SetField,
    Shape,
    Stmt,
    Store,
    Type,
    Unary,
    While,
)
from synth.render import int_ops

INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "mod": "%", "matmul": "@"}
AUGMENTED = {"add": "+=", "sub": "-=", "mul": "*="}
COMPARE = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "eq": "==", "ne": "!="}
# Precedence (higher binds tighter), as in Python.
PRECEDENCE = {"ifexp": 0, "or": 1, "and": 2, "not": 3, "compare": 4, "add": 5, "sub": 5, "mul": 6, "div": 6, "mod": 6, "matmul": 6, "neg": 7}
INDENT = "    "
ARRAY_KINDS = {1: "wp.array", 2: "wp.array2d", 3: "wp.array3d"}
INFIX.update(int_ops.PY_INFIX)
PRECEDENCE.update(int_ops.PY_PRECEDENCE)


def warp_type(t: Type) -> str:
    if t.is_struct:
        return t.name
    return {"float32": "wp.float32", "int32": "wp.int32", "bool": "bool"}.get(t.name, f"wp.{t.name}")  # wp.uint32 too


def value_annotation(t: Type) -> str:
    """A function or by-value parameter's annotation: ``float``, ``int``, ``wp.vec3``, a struct's
    name, or for a type named ``array_<dtype>`` (an array handed to a ``@wp.func``) ``wp.array(dtype=...)``."""
    if t.name.startswith("array_"):
        return f"wp.array(dtype={warp_type(Type(t.name.removeprefix('array_')))})"
    return {"float32": "float", "int32": "int"}.get(t.name) or warp_type(t)


def param_annotation(p: Param, ndim: int = 1, spelled_ndim: bool = False) -> str:
    """``wp.array2d(dtype=...)``, or with ``spelled_ndim`` ``wp.array(dtype=..., ndim=2)``, for an array; a value's annotation for a scalar."""
    if p.kind == "scalar":
        return value_annotation(p.type)
    if spelled_ndim and ndim > 1:
        return f"wp.array(dtype={warp_type(p.type)}, ndim={ndim})"
    return f"{ARRAY_KINDS[ndim]}(dtype={warp_type(p.type)})"


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
    if isinstance(e, Unary):
        if e.op == "neg":
            return f"-{_wrap(e.arg, PRECEDENCE['neg'], tids)}"
        if e.op == "invert":
            return f"~{_wrap(e.arg, PRECEDENCE['invert'], tids)}"
        return f"not {_wrap(e.arg, PRECEDENCE['not'], tids)}"
    if isinstance(e, Binary):
        p = PRECEDENCE[e.op]
        lp, rp = (100 if int_ops.clarify(e.op, x) else q for x, q in ((e.lhs, p), (e.rhs, p + 1)))
        # left-associative: the right operand needs parentheses at equal precedence
        return f"{_wrap(e.lhs, lp, tids)} {INFIX[e.op]} {_wrap(e.rhs, rp, tids)}"
    if isinstance(e, Compare):
        p = PRECEDENCE["compare"]
        return f"{_wrap(e.lhs, p + 1, tids)} {COMPARE[e.op]} {_wrap(e.rhs, p + 1, tids)}"
    if isinstance(e, Logical):
        p = PRECEDENCE[e.op]
        return f"{_wrap(e.lhs, p, tids)} {e.op} {_wrap(e.rhs, p + 1, tids)}"
    if isinstance(e, Call):  # as the builtin table spells it (wp.identity's size is a keyword)
        return builtin(e.fn).python_text([expr(a, tids) for a in e.args], e.type.shape[0] if e.type.shape else None)
    if isinstance(e, Construct):
        return f"{warp_type(e.type)}({', '.join(expr(a, tids) for a in e.args)})"
    if isinstance(e, Component):
        return f"{_wrap(e.base, 100, tids)}[{', '.join(str(k) for k in e.index)}]"
    raise TypeError(f"unknown expression node {type(e).__name__}")


def index_text(index: tuple[Expr, ...] | None, tids: tuple[str, ...] = ("i",)) -> str:
    """A subscript: the thread indices ``tids`` when ``index`` is None."""
    return ", ".join(tids) if index is None else ", ".join(expr(x, tids) for x in index)


def statements(body: tuple[Stmt, ...], depth: int, tids: tuple[str, ...] = ("i",)) -> list[str]:
    pad = INDENT * depth
    lines: list[str] = []
    for s in body:
        if isinstance(s, (Let, Assign)):
            lines.append(f"{pad}{s.name} = {expr(s.value, tids)}")
        elif isinstance(s, AugAssign):
            lines.append(f"{pad}{s.name} {AUGMENTED[s.op]} {expr(s.value, tids)}")
        elif isinstance(s, SetField):
            lines.append(f"{pad}{s.name}.{s.field} = {expr(s.value, tids)}")
        elif isinstance(s, SetComponent):
            lines.append(f"{pad}{s.name}[{', '.join(str(k) for k in s.index)}] = {expr(s.value, tids)}")
        elif isinstance(s, Store):
            lines.append(f"{pad}{s.array}[{index_text(s.index, tids)}] = {expr(s.value, tids)}")
        elif isinstance(s, Atomic):
            if s.style == "aug":
                lines.append(f"{pad}{s.array}[{', '.join(expr(x, tids) for x in s.indices)}] {AUGMENTED[s.op]} {expr(s.value, tids)}")
            else:
                lines.append(f"{pad}wp.atomic_{s.op}({s.array}, {', '.join(expr(x, tids) for x in s.indices)}, {expr(s.value, tids)})")
        elif isinstance(s, For):
            lines.append(f"{pad}for {s.var} in range({s.count}):")
            lines.extend(statements(s.body, depth + 1, tids))
        elif isinstance(s, Range):
            lines.append(f"{pad}for {s.var} in range({expr(s.start, tids)}, {expr(s.stop, tids)}{'' if s.step == 1 else f', {s.step}'}):")
            lines.extend(statements(s.body, depth + 1, tids))
        elif isinstance(s, While):
            lines.append(f"{pad}while {expr(s.cond, tids)}:")
            lines.extend(statements(s.body, depth + 1, tids))
        elif isinstance(s, If):
            lines.extend(_if_chain(s, depth, "if", tids))
        elif isinstance(s, Break):
            lines.append(f"{pad}break")
        elif isinstance(s, Continue):
            lines.append(f"{pad}continue")
        elif isinstance(s, Return):
            lines.append(f"{pad}return" if s.value is None else f"{pad}return {expr(s.value, tids)}")
        else:
            raise TypeError(f"unknown statement node {type(s).__name__}")
    return lines


def _if_chain(s: If, depth: int, keyword: str, tids: tuple[str, ...] = ("i",)) -> list[str]:
    pad = INDENT * depth
    lines = [f"{pad}{keyword} {expr(s.cond, tids)}:", *statements(s.body, depth + 1, tids)]
    if len(s.orelse) == 1 and isinstance(s.orelse[0], If):
        lines.extend(_if_chain(s.orelse[0], depth, "elif", tids))
    elif s.orelse:
        lines.append(f"{pad}else:")
        lines.extend(statements(s.orelse, depth + 1, tids))
    return lines


def struct_lines(t: Type) -> list[str]:
    return ["@wp.struct", f"class {t.name}:", *(f"{INDENT}{n}: {value_annotation(ft)}" for n, ft in t.fields), "", ""]


def func_lines(f: Func) -> list[str]:
    params = ", ".join(f"{n}: {value_annotation(t)}" for n, t in f.params)
    return ["@wp.func", f"def {f.name}({params}) -> {value_annotation(f.returns)}:", *statements(f.body, 1), "", ""]


def render_warp(spec: KernelSpec) -> str:
    """The complete Python module for one case: imports, structs, functions, then one ``@wp.kernel``."""
    params = ",\n".join(f"{INDENT}{p.name}: {param_annotation(p, len(spec.array_shape(p)), spec.ndim_arrays)}" for p in spec.params)
    tid = []
    if spec.uses_tid:
        tid = [f"{INDENT}{', '.join(spec.tids)} = wp.tid()"]
    definitions: list[str] = []
    for t in spec.structs:
        definitions += struct_lines(t)
    for f in spec.funcs:
        definitions += func_lines(f)
    constants = [f"{k.name} = wp.constant({literal(Const(k.value, k.type))})" for k in spec.constants]
    lines = [
        f'"""{spec.category} kernel, seed {spec.seed}: generated by the Warp kernel verification harness."""',
        "",
        "import warp as wp",
        "",
        *([*constants, ""] if constants else []),
        "",
        *definitions,
        "@wp.kernel",
        f"def {spec.name}(",
        f"{params},",
        "):",
        *tid,
        *statements(spec.body, 1, spec.tids),
        "",
    ]
    return "\n".join(lines)
