"""What a ``python_source`` candidate may hold before it is run at all: a Warp module's definitions.

A Warp kernel is compiled, not run as Python; but importing the module runs its top level, and
that could compute the outputs in Python (or patch Warp's launch) instead of writing a kernel.
So the module may hold only what a kernel module needs: a docstring, imports, constants
(literals, arithmetic on them, ``wp.constant(...)`` and Warp type constructors), ``@wp.func`` /
``@wp.kernel`` functions, ``@wp.struct`` classes of annotated fields, and ``wp.overload(...)``
declarations; decorator and ``wp.static`` arguments are literals, names, attributes and ``wp.*``
calls; nothing anywhere calls what reaches around Python's rules (``eval``, ``exec``, ``open``,
``getattr`` ...: a parameter may be named ``input``), and no dunder name or attribute appears. What gets through still runs contained
(``synth.toolchain.sandbox``): this gate is about honest kernels, the sandbox about the machine.
"""

from __future__ import annotations

import ast

FORBIDDEN_NAMES = frozenset(
    {"eval", "exec", "compile", "__import__", "open", "globals", "locals", "vars", "getattr", "setattr", "delattr", "breakpoint", "input", "memoryview"}
)
WARP_DECORATORS = frozenset({"kernel", "func", "struct", "func_native", "func_grad", "func_replay"})


def _is_wp(node: ast.AST) -> bool:
    """``wp.<anything>`` (or ``warp.<...>``), attribute chains included: ``wp.types.vector``."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return isinstance(node, ast.Name) and node.id in ("wp", "warp")


def _plain(node: ast.AST) -> bool:
    """Literals, names, attributes, operators on them, tuples, lists and dicts of them, and ``wp.*`` calls of them."""
    if isinstance(node, ast.Call):
        return _is_wp(node.func) and all(_plain(a) for a in node.args) and all(_plain(k.value) for k in node.keywords)
    if isinstance(node, ast.Name):
        return node.id not in FORBIDDEN_NAMES and not _dunder(node.id)
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Attribute):
        return _plain(node.value)
    if isinstance(node, ast.UnaryOp):
        return _plain(node.operand)
    if isinstance(node, ast.BinOp):
        return _plain(node.left) and _plain(node.right)
    if isinstance(node, (ast.Tuple, ast.List)):
        return all(_plain(e) for e in node.elts)
    if isinstance(node, ast.Dict):  # wp.overload(kernel, {"arg": type})
        return all(k is not None and _plain(k) for k in node.keys) and all(_plain(v) for v in node.values)
    if isinstance(node, ast.Subscript):  # wp.array(dtype=...)[...] is not a thing; annotations like wp.array[float] are
        return _plain(node.value) and _plain(node.slice)
    return False


def _dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _decorator_ok(d: ast.AST, allowed: frozenset) -> bool:
    target = d.func if isinstance(d, ast.Call) else d
    name = target.attr if isinstance(target, ast.Attribute) else None
    return _is_wp(target) and name in allowed and (not isinstance(d, ast.Call) or _plain(d))


def _statement_problem(node: ast.stmt) -> str | None:
    if isinstance(node, ast.Expr):
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return None  # a docstring
        call = node.value
        if isinstance(call, ast.Call) and _is_wp(call.func) and getattr(call.func, "attr", "") == "overload" and _plain(call):
            return None
        return "an expression statement"
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return None
    if isinstance(node, ast.Assign):
        return None if _plain(node.value) and all(isinstance(t, ast.Name) for t in node.targets) else "an assignment of a computed value"
    if isinstance(node, ast.AnnAssign):
        return None if isinstance(node.target, ast.Name) and (node.value is None or _plain(node.value)) and _plain(node.annotation) else "an assignment of a computed value"
    if isinstance(node, ast.FunctionDef):
        if not node.decorator_list or not all(_decorator_ok(d, WARP_DECORATORS) for d in node.decorator_list):
            return f"function {node.name!r} is not a @wp.kernel or @wp.func"
        defaults = [*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]
        return None if all(_plain(d) for d in defaults) else f"function {node.name!r} has computed default arguments"
    if isinstance(node, ast.ClassDef):
        if not node.decorator_list or not all(_decorator_ok(d, frozenset({"struct"})) for d in node.decorator_list) or node.bases or node.keywords:
            return f"class {node.name!r} is not a @wp.struct"
        for item in node.body:
            docstring = isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant)
            field = isinstance(item, ast.AnnAssign) and item.value is None and _plain(item.annotation)
            if not (docstring or field):
                return f"struct {node.name!r} holds more than annotated fields"
        return None
    return f"a {type(node).__name__} statement"


def refusal(source: str) -> str | None:
    """Why ``source`` is refused before it runs, or None when it is a plain Warp module."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None  # not Python: its import fails, a compile_error like any other build's
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (node.func.id in FORBIDDEN_NAMES or _dunder(node.func.id)):
            return f"line {node.lineno}: calls {node.func.id!r}"
        if isinstance(node, ast.Name) and _dunder(node.id):
            return f"line {node.lineno}: uses {node.id!r}"
        if isinstance(node, ast.Attribute) and node.attr.startswith("__") and node.attr.endswith("__"):
            return f"line {node.lineno}: reaches the attribute {node.attr!r}"
        if isinstance(node, ast.Call) and _is_wp(node.func) and getattr(node.func, "attr", "") == "static" and not _plain(node):
            return f"line {node.lineno}: wp.static of something other than literals, names and wp.* calls"
        if isinstance(node, (ast.Global, ast.Nonlocal, ast.Lambda, ast.AsyncFunctionDef, ast.Await, ast.Yield, ast.YieldFrom)):
            return f"line {node.lineno}: a {type(node).__name__}"
    for node in tree.body:
        problem = _statement_problem(node)
        if problem is not None:
            return f"line {node.lineno}: {problem} at module level (only Warp definitions, constants and imports may be)"
    return None
