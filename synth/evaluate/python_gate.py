"""What a ``python_source`` candidate may hold before it is run at all: a Warp module's definitions.

A Warp kernel is compiled, not run as Python; but importing the module runs its top level, and
that could compute the outputs in Python (or patch Warp's launch) instead of writing a kernel.
So the module may hold only what a kernel module needs: a docstring, imports, constants
(literals, arithmetic on them, ``wp.constant(...)`` and Warp type constructors), ``@wp.func`` /
``@wp.kernel`` functions, ``@wp.struct`` classes of annotated fields, plain classes holding only
such definitions (a namespace kernels call ``Class.f`` through), ``wp.overload(...)``
declarations, and kernel factories (a plain function whose body holds only such definitions and
returns them, called at module level with literal arguments: the closure idiom); decorator and ``wp.static`` arguments are literals, names, attributes and ``wp.*``
calls; nothing anywhere calls what reaches around Python's rules (``eval``, ``exec``, ``open``,
``getattr`` ...: a parameter may be named ``input``), and no dunder name or attribute appears. What gets through still runs contained
(``synth.toolchain.sandbox``): this gate is about honest kernels, the sandbox about the machine.

A name is trusted for what it is bound to, not for how it is spelled: every import is resolved
(``import numpy as wp`` binds ``wp`` to numpy, whose calls are not Warp's), and only the modules
of ``ALLOWED_MODULES`` may be imported (Warp but its tests and examples, math, numpy, typing,
and the packages the record's own text imports), never the harness, so neither the answer nor
a replacement of ``warp.launch`` can be imported; an imported name may not be bound again. The
kernel itself must be defined in the candidate's file (``warp_child`` checks where its function
was written). An ``if __name__ == "__main__":`` block (it never runs on import) and a
module-level ``wp.init()`` or ``wp.set_module_options({...})`` are allowed.
"""

from __future__ import annotations

import ast

# top-level modules a candidate may import from, and the parts of them it may not
ALLOWED_MODULES = frozenset({"warp", "math", "numpy", "typing", "__future__", "enum", "dataclasses", "functools"})
FORBIDDEN_MODULES = ("warp.tests", "warp.examples", "warp._src.tests", "warp._src.examples", "synth")
MODULE_CALLS = frozenset({"overload", "init", "set_module_options"})  # Warp calls allowed as statements at module level
FORBIDDEN_NAMES = frozenset(
    {"eval", "exec", "compile", "__import__", "open", "globals", "locals", "vars", "getattr", "setattr", "delattr", "breakpoint", "input", "memoryview"}
)
WARP_DECORATORS = frozenset({"kernel", "func", "struct", "func_native", "func_grad", "func_replay"})


def resolved(node: ast.AST, bound: dict[str, str]) -> str | None:
    """The dotted path a name or attribute chain refers to through the module's imports
    (``wp.types.vector`` after ``import warp as wp``: ``warp.types.vector``), or None."""
    attrs = []
    while isinstance(node, ast.Attribute):
        attrs.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id not in bound:
        return None
    return ".".join([bound[node.id], *reversed(attrs)])


def _is_wp(node: ast.AST, bound: dict[str, str]) -> bool:
    """Whether ``node`` is bound to Warp or something of it (``wp.kernel`` after ``import warp as wp``)."""
    path = resolved(node, bound)
    return path is not None and (path == "warp" or path.startswith("warp."))


def imports(tree: ast.Module, allowed: frozenset = ALLOWED_MODULES) -> tuple[dict[str, str], str | None]:
    """Every import of the module: {bound name: dotted path}, and what is wrong with one (a module
    outside ``allowed``, or in ``FORBIDDEN_MODULES``, a ``*`` import, a name imported twice)."""
    bound: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            pairs = [(a.asname or a.name.split(".")[0], a.name if a.asname else a.name.split(".")[0], a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level or not node.module:
                return bound, f"line {node.lineno}: a relative import"
            if any(a.name == "*" for a in node.names):
                return bound, f"line {node.lineno}: imports * from {node.module} (what it binds cannot be known)"
            pairs = [(a.asname or a.name, f"{node.module}.{a.name}", node.module) for a in node.names]
        else:
            continue
        for name, path, module in pairs:
            forbidden = module not in allowed and any(module == f or module.startswith(f + ".") or path.startswith(f + ".") for f in FORBIDDEN_MODULES)
            if module.split(".")[0] not in allowed or forbidden:
                return bound, f"line {node.lineno}: imports {module}, which a candidate may not (only {', '.join(sorted(allowed))}; not the harness, Warp's tests or examples)"
            if bound.get(name, path) != path:
                return bound, f"line {node.lineno}: binds {name!r} to {path}, already bound to {bound[name]}"
            bound[name] = path
    return bound, None


def main_guard(node: ast.stmt) -> bool:
    """``if __name__ == "__main__":`` without an else: its body never runs when the module is imported."""
    test = node.test if isinstance(node, ast.If) and not node.orelse else None
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == "__name__"
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.Eq)
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value == "__main__"
    )


def _kernel_bodies(tree: ast.Module, bound: dict[str, str]) -> set[str]:
    """Plain functions a module-level ``wp.Kernel(func=name, ...)`` makes a kernel of (Warp's own way to
    make one kernel per dtype, as its tests write): their bodies never run in Python."""
    found = set()
    for node in tree.body:
        call = node.value if isinstance(node, ast.Assign) else None
        if isinstance(call, ast.Call) and _is_wp(call.func, bound) and (resolved(call.func, bound) or "").rsplit(".", 1)[-1] == "Kernel":
            found |= {k.value.id for k in call.keywords if k.arg == "func" and isinstance(k.value, ast.Name)}
    return found


def _body_problem(node: ast.FunctionDef, bound: dict[str, str]) -> str | None:
    """A kernel's body function (``_kernel_bodies``): defining it evaluates only its annotations and defaults."""
    args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
    evaluated = [a.annotation for a in args if a.annotation is not None] + [node.returns] * (node.returns is not None)
    evaluated += [*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]
    return None if all(_plain(e, bound) for e in evaluated) else f"function {node.name!r} has computed annotations or defaults"


def _rebinds(tree: ast.Module, bound: dict[str, str]) -> str | None:
    """Where an imported name is bound again (assigned, defined, a parameter): its calls would not be what the import says."""
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names = [node.name]
            if isinstance(node, ast.FunctionDef):
                names += [a.arg for a in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs, node.args.vararg, node.args.kwarg] if a is not None]
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names = [node.id]
        elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(node.target, ast.Name):
            names = [node.target.id]
        for name in names:
            if name in bound:
                return f"line {getattr(node, 'lineno', '?')}: binds {name!r} again, which is imported as {bound[name]}"
    return None


def _plain(node: ast.AST, bound: dict[str, str]) -> bool:
    """Literals, names, attributes, operators on them, tuples, lists and dicts of them, and ``wp.*`` calls of them."""
    if isinstance(node, ast.Call):
        return _is_wp(node.func, bound) and all(_plain(a, bound) for a in node.args) and all(_plain(k.value, bound) for k in node.keywords)
    if isinstance(node, ast.Name):
        return node.id not in FORBIDDEN_NAMES and not _dunder(node.id)
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Attribute):
        return _plain(node.value, bound)
    if isinstance(node, ast.UnaryOp):
        return _plain(node.operand, bound)
    if isinstance(node, ast.BinOp):
        return _plain(node.left, bound) and _plain(node.right, bound)
    if isinstance(node, (ast.Tuple, ast.List)):
        return all(_plain(e, bound) for e in node.elts)
    if isinstance(node, ast.Dict):  # wp.overload(kernel, {"arg": type})
        return all(k is not None and _plain(k, bound) for k in node.keys) and all(_plain(v, bound) for v in node.values)
    if isinstance(node, ast.Subscript):  # wp.array(dtype=...)[...] is not a thing; annotations like wp.array[float] are
        return _plain(node.value, bound) and _plain(node.slice, bound)
    return False


def _dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def _decorator_ok(d: ast.AST, allowed: frozenset, bound: dict[str, str]) -> bool:
    target = d.func if isinstance(d, ast.Call) else d
    name = (resolved(target, bound) or "").rsplit(".", 1)[-1]
    return _is_wp(target, bound) and name in allowed and (not isinstance(d, ast.Call) or _plain(d, bound))


def _returns_names(node: ast.stmt) -> bool:
    """``return k`` or ``return k1, k2``: a factory hands back what it defined, nothing computed."""
    value = node.value if isinstance(node, ast.Return) else None
    names = value.elts if isinstance(value, ast.Tuple) else [value]
    return all(isinstance(n, ast.Name) for n in names)


def _factory_problem(node: ast.FunctionDef, bound: dict[str, str]) -> str | None:
    """A plain function is a kernel factory when its body holds only Warp definitions and constants
    (the module-level rules) and ends by returning what it defined; calling it computes nothing."""
    body = node.body[1:] if node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant) else node.body
    if not body or not _returns_names(body[-1]):
        return f"function {node.name!r} is not a @wp.kernel or @wp.func (nor a factory returning the Warp definitions it makes)"
    for item in body[:-1]:
        if isinstance(item, ast.FunctionDef) and not item.decorator_list:
            return f"function {node.name!r} defines a plain function {item.name!r}"
        problem = _statement_problem(item, frozenset(), bound)
        if problem is not None:
            return f"factory {node.name!r}: {problem}"
    return None


def _statement_problem(node: ast.stmt, factories: frozenset, bound: dict[str, str]) -> str | None:
    """What is wrong with a module-level statement (``factories``: the kernel factories defined above it)."""
    if isinstance(node, ast.Expr):
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return None  # a docstring
        call = node.value
        if isinstance(call, ast.Call) and _is_wp(call.func, bound) and (resolved(call.func, bound) or "").rsplit(".", 1)[-1] in MODULE_CALLS and _plain(call, bound):
            return None
        return "an expression statement"
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return None
    if isinstance(node, ast.Assign):
        value = node.value
        made = isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in factories
        if made:  # kernel = make_kernel(1.0): a factory defined above, called with plain arguments
            value = ast.Tuple(elts=[*value.args, *(k.value for k in value.keywords)])
        targets = [e for t in node.targets for e in (t.elts if made and isinstance(t, ast.Tuple) else [t])]
        return None if _plain(value, bound) and all(isinstance(t, ast.Name) for t in targets) else "an assignment of a computed value"
    if isinstance(node, ast.AnnAssign):
        return None if isinstance(node.target, ast.Name) and (node.value is None or _plain(node.value, bound)) and _plain(node.annotation, bound) else "an assignment of a computed value"
    if isinstance(node, ast.FunctionDef):
        if not node.decorator_list:
            problem = _factory_problem(node, bound)
            if problem is not None:
                return problem
        elif not all(_decorator_ok(d, WARP_DECORATORS, bound) for d in node.decorator_list):
            return f"function {node.name!r} is not a @wp.kernel or @wp.func"
        defaults = [*node.args.defaults, *(d for d in node.args.kw_defaults if d is not None)]
        return None if all(_plain(d, bound) for d in defaults) else f"function {node.name!r} has computed default arguments"
    if isinstance(node, ast.ClassDef):
        if not node.decorator_list and not node.bases and not node.keywords:
            return _namespace_problem(node, bound)
        if not all(_decorator_ok(d, frozenset({"struct"}), bound) for d in node.decorator_list) or node.bases or node.keywords:
            return f"class {node.name!r} is not a @wp.struct"
        for item in node.body:
            docstring = isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant)
            field = isinstance(item, ast.AnnAssign) and item.value is None and _plain(item.annotation, bound)
            if not (docstring or field):
                return f"struct {node.name!r} holds more than annotated fields"
        return None
    return f"a {type(node).__name__} statement"


def _namespace_problem(node: ast.ClassDef, bound: dict[str, str]) -> str | None:
    """A plain class used as a namespace of Warp definitions (real code's ``class AdaptiveNanogrid``
    holding ``@wp.func`` methods and constants that kernels call as ``AdaptiveNanogrid.f``), or of
    constants alone (``class NodeCategory: EXTERIOR = 4``): its body holds what a module may, but
    factories and other classes; defining it computes nothing."""
    constants = all(isinstance(item, ast.Assign) or (isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant)) for item in node.body)
    if not constants and not any(isinstance(item, ast.FunctionDef) for item in node.body):
        return f"class {node.name!r} is not a @wp.struct"
    for item in node.body:
        if isinstance(item, ast.ClassDef) or (isinstance(item, ast.FunctionDef) and not item.decorator_list):
            return f"class {node.name!r} is not a @wp.struct, nor a namespace of Warp definitions (it defines {item.name!r})"
        problem = _statement_problem(item, frozenset(), bound)
        if problem is not None:
            return f"class {node.name!r}: {problem}"
    return None


def refusal(source: str, allowed: frozenset = ALLOWED_MODULES) -> str | None:
    """Why ``source`` is refused before it runs, or None when it is a plain Warp module.
    ``allowed``: the top-level modules it may import (``ALLOWED_MODULES``, and a record's own imports)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return None  # not Python: its import fails, a compile_error like any other build's
    tree.body = [node for node in tree.body if not main_guard(node)]
    bound, problem = imports(tree, allowed)
    problem = problem or _rebinds(tree, bound)
    if problem is not None:
        return problem
    return _refusal(tree, bound)


def allowed_for(record_source: str) -> frozenset:
    """``ALLOWED_MODULES`` and what the record's own text imports (real code imports its own
    package's functions and constants): their top-level packages, and the very modules even
    where ``FORBIDDEN_MODULES`` holds them (a helper of Warp's tests); the harness never."""
    try:
        tree = ast.parse(record_source)
    except SyntaxError:
        return ALLOWED_MODULES
    own = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    own |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module and not n.level}
    own |= {name.split(".")[0] for name in own}
    return ALLOWED_MODULES | frozenset(name for name in own if name.split(".")[0] != "synth")


def _refusal(tree: ast.Module, bound: dict[str, str]) -> str | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and (node.func.id in FORBIDDEN_NAMES or _dunder(node.func.id)):
            return f"line {node.lineno}: calls {node.func.id!r}"
        if isinstance(node, ast.Name) and _dunder(node.id):
            return f"line {node.lineno}: uses {node.id!r}"
        if isinstance(node, ast.Attribute) and node.attr.startswith("__") and node.attr.endswith("__"):
            return f"line {node.lineno}: reaches the attribute {node.attr!r}"
        if isinstance(node, ast.Call) and _is_wp(node.func, bound) and getattr(node.func, "attr", "") == "static" and not _plain(node, bound):
            return f"line {node.lineno}: wp.static of something other than literals, names and wp.* calls"
        if isinstance(node, (ast.Global, ast.Nonlocal, ast.Lambda, ast.AsyncFunctionDef, ast.Await, ast.Yield, ast.YieldFrom)):
            return f"line {node.lineno}: a {type(node).__name__}"
    factories: set[str] = set()
    bodies = _kernel_bodies(tree, bound)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and not node.decorator_list and node.name in bodies:
            problem = _body_problem(node, bound)  # never called, never a factory: Warp reads its source
        else:
            problem = _statement_problem(node, frozenset(factories), bound)
        if isinstance(node, ast.FunctionDef) and not node.decorator_list and node.name not in bodies:
            factories.add(node.name)
        if problem is not None:
            return f"line {node.lineno}: {problem} at module level (only Warp definitions, constants and imports may be)"
    return None
