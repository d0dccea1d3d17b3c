"""Language census: how much of the Warp language of Warp's own example kernels a dataset's
generated records use.

Each ``@wp.kernel`` of the installed Warp's ``examples/`` (the files ``warp-examples`` ingests)
is reduced to its set of *features*, read from its source alone (``ast``, nothing imported but
Warp's own names); so is every ``@wp.kernel``, ``@wp.func`` and ``@wp.func_grad`` of the generated
records' ``python_source`` (records of ``DATA/{train,val,test}.jsonl`` whose ``kind`` is not
``warp_module``). An example kernel is *expressible* when the records use every one of its
features. The census prints the share of the examples' distinct features the records use, the
expressible kernels, and the missing features ranked by the example kernels they block.

A feature is one thing a kernel's author has to know how to write, named so a kernel of another
module writing the same thing gets the same name:

- ``builtin:NAME``: a call of Warp's builtin ``wp.NAME`` (or a Python builtin Warp maps to its own:
  ``min``, ``max``, ``abs``, ``len``, ``print``, ``round``).
- ``type:NAME``: a Warp type constructed, converted to or annotated (``wp.vec3(...)``,
  ``wp.float32(x)``, ``x: wp.array2d[wp.vec3]``, ``dtype=wp.mat33``, ``wp.types.vector(...)``),
  under its shortest alias (``vec3f`` is ``vec3``); Python's ``float``/``int``/``bool`` are
  ``float32``/``int32``/``bool``. ``constant:NAME`` is a Warp constant (``wp.pi``,
  ``wp.Volume.LINEAR``).
- a syntax construct: ``for_range`` (``for_range_step`` with a step), ``for_query`` (``for`` over
  anything else: a query object), ``while``, ``if``, ``else``, ``elif``, ``ternary``, ``break``,
  ``continue``, ``return`` (bare), ``return_value``, ``return_tuple``, ``assign_op:OP`` (augmented
  assignment, per operator), ``binop:OP``, ``unary:OP``, ``compare:OP``, ``chained_comparison``,
  ``and``, ``or``, ``not``, ``subscript``, ``multi_index`` (``a[i, j]``), ``slice``,
  ``store_subscript``, ``attribute`` / ``store_attribute`` (struct fields, query results,
  ``a.shape``), ``tuple_unpack``, ``tuple_literal``, ``annotated_local``, ``keyword_argument``,
  ``literal:float|int|bool|str``, ``wp_static`` (what it holds is Python's, not counted),
  ``function_call`` (a ``@wp.func``, of the module or another), ``function_value`` (one passed as
  a value: ``wp.tile_map(f, t)``), ``struct_type``, ``struct_construct``, ``module_global`` (a
  module-level value), ``closure_value`` (a value of the function the kernel is made in),
  ``closure_annotation`` (a parameter typed by one: ``wp.array(dtype=dtype)``), ``closure_call``,
  ``attribute_call`` (``a.dtype(0.0)``), ``generic_annotation`` (``typing.Any``), ``assert``,
  ``nested_def``, ``kernel_option:NAME`` (``@wp.kernel(enable_backward=False)``).

Only the kernel's own body and signature count on the examples' side (the functions it calls are
not followed: each is code of its own, and a feature used in one is counted where it is
written). The features are read from the text, so the census is deterministic: the same files
and records give the same numbers on any machine.

Two readings of "feature" are options (``--follow-calls``, ``--spellings``; ``--calibrated`` is
both, the rules that reproduce the totals of another census of the same examples):

- *follow calls*: a kernel also has the features of the module's ``@wp.func`` functions it calls,
  transitively (called by name; a function of another module is not followed): writing the kernel
  means writing them too.
- *spellings*: a type also counts under the name it is written with (``spelling:vec2f``,
  ``spelling:float``), beside the type it names: an author who writes ``wp.vec2`` has not written
  ``wp.vec2f``.

Run ``python -m benchmarks.language_census DATA [--top 25] [--json FILE] [--calibrated]``.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from synth.stages.ingest.sources import WARP_EXAMPLES, candidates

PYTHON_AS_WARP_TYPES = {"float": "float32", "int": "int32", "bool": "bool"}
PYTHON_AS_WARP_BUILTINS = {"min", "max", "abs", "len", "print", "round"}
OPERATORS = {
    ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%",
    ast.Pow: "**", ast.MatMult: "@", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
    ast.LShift: "<<", ast.RShift: ">>",
}  # fmt: skip
UNARY = {ast.USub: "-", ast.UAdd: "+", ast.Invert: "~"}
COMPARISONS = {
    ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!=",
    ast.Is: "is", ast.IsNot: "is not", ast.In: "in", ast.NotIn: "not in",
}  # fmt: skip
KERNEL_DECORATORS = {"kernel"}
RECORD_DECORATORS = {"kernel", "func", "func_grad"}
FUNCTION_DECORATORS = {"func"}


@dataclass(frozen=True)
class Rules:
    """The optional readings of "feature" (the module docstring says why each is one)."""

    follow_calls: bool = False
    spellings: bool = False


CALIBRATED = Rules(follow_calls=True, spellings=True)


class WarpNames:
    """Warp's public names split into types (under their shortest alias) and the rest, read once
    from the installed Warp."""

    def __init__(self) -> None:
        import warp as wp

        self.types: dict[str, str] = {}
        by_object: dict[int, list[str]] = {}
        for name in dir(wp):
            if name.startswith("_"):
                continue
            try:
                value = getattr(wp, name)
            except AttributeError:
                continue
            if isinstance(value, type):
                by_object.setdefault(id(value), []).append(name)
        for names in by_object.values():
            canonical = min(names, key=lambda n: (len(n), n))
            for name in names:
                self.types[name] = canonical
        self.constants = {n for n in dir(wp) if not n.startswith("_") and isinstance(getattr(wp, n, None), (int, float)) and n not in self.types}

    def attribute(self, name: str, called: bool) -> str:
        """The feature of ``wp.NAME``, called or not."""
        if name in self.types:
            return f"type:{self.types[name]}"
        if name == "static":
            return "wp_static"
        if name in self.constants and not called:
            return f"constant:{name}"
        return f"builtin:{name}"


@dataclass
class Scope:
    """What the names a function reads refer to: the module's functions, structs and values, and
    the enclosing function's locals (a kernel made in a factory)."""

    functions: set[str] = field(default_factory=set)
    structs: set[str] = field(default_factory=set)
    closure: set[str] = field(default_factory=set)
    warp_aliases: set[str] = field(default_factory=lambda: {"wp"})


def _decorator_name(d: ast.expr, warp_aliases: set[str]) -> tuple[str | None, list[ast.keyword]]:
    """``wp.kernel`` / ``wp.kernel(...)`` -> ("kernel", keywords); None for another package's
    decorator (``ti.kernel``)."""
    keywords: list[ast.keyword] = []
    if isinstance(d, ast.Call):
        keywords, d = d.keywords, d.func
    if isinstance(d, ast.Attribute) and isinstance(d.value, ast.Name) and d.value.id in warp_aliases:
        return d.attr, keywords
    return None, keywords


def warp_functions(tree: ast.Module, kinds: set[str]) -> list[tuple[ast.FunctionDef, Scope]]:
    """Every function of the module decorated with one of ``kinds`` (``wp.kernel``...), at any
    depth, with its scope, in source order."""
    module = Scope()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            module.functions.add(node.name)
        elif isinstance(node, ast.ClassDef):
            module.structs.add(node.name)
        elif isinstance(node, ast.ImportFrom):
            module.functions.update(a.asname or a.name for a in node.names)
        elif isinstance(node, ast.Import):
            module.warp_aliases.update(a.asname for a in node.names if a.name == "warp" and a.asname)
    found: list[tuple[ast.FunctionDef, Scope]] = []

    def visit(body: list[ast.stmt], closure: set[str]) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef):
                if any(_decorator_name(d, module.warp_aliases)[0] in kinds for d in node.decorator_list):
                    found.append((node, Scope(module.functions, module.structs, set(closure), module.warp_aliases)))
                    continue
                inner = closure | {a.arg for a in node.args.args + node.args.kwonlyargs} | _assigned(node.body)
                visit(node.body, inner)
            elif isinstance(node, ast.ClassDef):
                visit(node.body, closure)
            elif isinstance(node, (ast.If, ast.With, ast.Try, ast.For, ast.While)):
                for part in ("body", "orelse", "finalbody"):
                    visit(getattr(node, part, []), closure)

    visit(tree.body, set())
    return found


def _assigned(body: list[ast.stmt]) -> set[str]:
    """The names a block binds (assignments, loop targets, inner definitions), not descending into
    inner functions' bodies."""
    names: set[str] = set()
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names.add(node.name)
    return names


class _Features(ast.NodeVisitor):
    """The features of one function's body and signature."""

    def __init__(self, warp: WarpNames, scope: Scope, local: set[str], spellings: bool = False) -> None:
        self.warp, self.scope, self.local, self.spellings = warp, scope, local, spellings
        self.found: set[str] = set()

    def add(self, name: str) -> None:
        self.found.add(name)

    def spelling(self, name: str) -> None:
        """A Warp type (or Python's ``float``/``int``/``bool``) as written, under the spellings rule."""
        if self.spellings:
            self.add(f"spelling:{name}")

    def annotation(self, node: ast.expr | None) -> None:
        if node is None:
            return
        for sub in ast.walk(node):
            if isinstance(sub, ast.Name):
                if sub.id in PYTHON_AS_WARP_TYPES:
                    self.add(f"type:{PYTHON_AS_WARP_TYPES[sub.id]}")
                    self.spelling(sub.id)
                elif sub.id in self.scope.closure:
                    self.add("closure_annotation")
                elif sub.id in self.scope.structs:
                    self.add("struct_type")
            elif isinstance(sub, ast.Attribute) and self._is_warp(sub.value):
                self.add(self.warp_feature([sub.attr], called=False))
                if sub.attr in self.warp.types:
                    self.spelling(sub.attr)
            elif isinstance(sub, ast.Attribute) and sub.attr == "Any":
                self.add("generic_annotation")

    def _is_warp(self, node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id in self.scope.warp_aliases

    # statements
    def visit_For(self, node: ast.For) -> None:
        it = node.iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
            self.add("for_range_step" if len(it.args) == 3 else "for_range")
            for a in it.args:
                self.visit(a)
        else:
            self.add("for_query")
            self.visit(it)
        if node.orelse:
            self.add("for_else")
        self.visit(node.target)
        self._body(node.body + node.orelse)

    def visit_While(self, node: ast.While) -> None:
        self.add("while")
        self.visit(node.test)
        self._body(node.body + node.orelse)

    def visit_If(self, node: ast.If) -> None:
        self.add("if")
        self.visit(node.test)
        self._body(node.body)
        if len(node.orelse) == 1 and isinstance(node.orelse[0], ast.If):
            self.add("elif")
            self.visit(node.orelse[0])
        elif node.orelse:
            self.add("else")
            self._body(node.orelse)

    def _body(self, body: list[ast.stmt]) -> None:
        for stmt in body:
            self.visit(stmt)

    def visit_Break(self, node: ast.Break) -> None:
        self.add("break")

    def visit_Continue(self, node: ast.Continue) -> None:
        self.add("continue")

    def visit_Return(self, node: ast.Return) -> None:
        if node.value is None:
            self.add("return")
        elif isinstance(node.value, ast.Tuple):
            self.add("return_tuple")
            for e in node.value.elts:
                self.visit(e)
        else:
            self.add("return_value")
            self.visit(node.value)

    def visit_Assert(self, node: ast.Assert) -> None:
        self.add("assert")
        self.generic_visit(node)

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.add("nested_def")

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self.add(f"assign_op:{OPERATORS[type(node.op)]}")
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        self.add("annotated_local")
        self.annotation(node.annotation)
        if node.value is not None:
            self.visit(node.value)
        self.visit(node.target)

    def visit_Assign(self, node: ast.Assign) -> None:
        if len(node.targets) > 1:
            self.add("chained_assign")
        for t in node.targets:
            if isinstance(t, ast.Tuple):
                self.add("tuple_unpack")
                for e in t.elts:
                    self.visit(e)
            else:
                self.visit(t)
        if isinstance(node.value, ast.Tuple):
            for e in node.value.elts:
                self.visit(e)
        else:
            self.visit(node.value)

    def visit_Expr(self, node: ast.Expr) -> None:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            return  # a docstring
        self.visit(node.value)

    # expressions
    def visit_Tuple(self, node: ast.Tuple) -> None:
        self.add("tuple_literal")
        self.generic_visit(node)

    def visit_IfExp(self, node: ast.IfExp) -> None:
        self.add("ternary")
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        self.add(f"binop:{OPERATORS[type(node.op)]}")
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if isinstance(node.op, ast.Not):
            self.add("not")
        elif not (isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant)):
            self.add(f"unary:{UNARY[type(node.op)]}")
        self.generic_visit(node)

    def visit_BoolOp(self, node: ast.BoolOp) -> None:
        self.add("and" if isinstance(node.op, ast.And) else "or")
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:
        if len(node.ops) > 1:
            self.add("chained_comparison")
        for op in node.ops:
            self.add(f"compare:{COMPARISONS[type(op)]}")
        self.generic_visit(node)

    def visit_Constant(self, node: ast.Constant) -> None:
        kind = {bool: "bool", int: "int", float: "float", str: "str"}.get(type(node.value))
        if kind:
            self.add(f"literal:{kind}")

    def visit_Subscript(self, node: ast.Subscript) -> None:
        index = node.slice
        if isinstance(node.ctx, ast.Store):
            self.add("store_subscript")
        parts = index.elts if isinstance(index, ast.Tuple) else [index]
        self.add("multi_index" if len(parts) > 1 else "subscript")
        if any(isinstance(p, ast.Slice) for p in parts):
            self.add("slice")
        self.visit(node.value)
        for p in parts:
            self.visit(p)

    def visit_Slice(self, node: ast.Slice) -> None:
        self.generic_visit(node)

    def _warp_path(self, node: ast.expr) -> list[str] | None:
        """``wp.a.b`` -> ["a", "b"]; None for anything not under Warp."""
        names: list[str] = []
        while isinstance(node, ast.Attribute):
            names.insert(0, node.attr)
            node = node.value
        return names if names and self._is_warp(node) else None

    def warp_feature(self, path: list[str], called: bool) -> str:
        """``wp.NAME``, ``wp.types.NAME`` (``wp.types.vector(...)`` makes a type) or a type's
        constant (``wp.Volume.LINEAR``)."""
        if path[0] == "types" and len(path) == 2:
            return f"type:{path[1]}" if path[1] in ("vector", "matrix") else self.warp.attribute(path[1], called)
        if len(path) == 2 and path[0] in self.warp.types:
            return f"constant:{self.warp.types[path[0]]}.{path[1]}"
        return self.warp.attribute(".".join(path), called)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        path = self._warp_path(node)
        if path:
            self.add(self.warp_feature(path, called=False))
            if len(path) == 1 and path[0] in self.warp.types:
                self.spelling(path[0])
            return
        self.add("store_attribute" if isinstance(node.ctx, ast.Store) else "attribute")
        self.visit(node.value)

    def visit_Name(self, node: ast.Name) -> None:
        if not isinstance(node.ctx, ast.Load) or node.id in self.local:
            return
        if node.id in self.scope.closure:
            self.add("closure_value")
        elif node.id in self.scope.functions or node.id in self.scope.structs:
            self.add("function_value")
        elif node.id in ("True", "False", "None") or hasattr(builtins, node.id):
            return
        else:
            self.add("module_global")

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if node.keywords:
            self.add("keyword_argument")
        path = self._warp_path(func)
        if path:
            self.add(self.warp_feature(path, called=True))
            if len(path) == 1 and path[0] in self.warp.types:
                self.spelling(path[0])
            if path == ["static"]:
                return  # a static expression is evaluated by Python: its inside is not Warp code
        elif isinstance(func, ast.Name) and func.id not in self.local:
            name = func.id
            if name in PYTHON_AS_WARP_TYPES:
                self.add(f"type:{PYTHON_AS_WARP_TYPES[name]}")
                self.spelling(name)
            elif name in PYTHON_AS_WARP_BUILTINS:
                self.add(f"builtin:{name}")
            elif name in self.scope.closure:
                self.add("closure_call")
            elif name in self.scope.structs:
                self.add("struct_construct")
            else:
                self.add("function_call")
        elif isinstance(func, ast.Attribute):
            root = func
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id not in self.local:
                self.add("function_call")  # a function of another module: fem.linalg.inverse_qr(...)
            else:
                self.add("attribute_call")  # a type read from an argument: a.dtype(0.0)
                self.visit(func.value)
        else:
            self.visit(func)
        for a in node.args:
            self.visit(a)
        for k in node.keywords:
            if k.arg == "dtype":
                self.annotation(k.value)
            else:
                self.visit(k.value)


def function_features(node: ast.FunctionDef, scope: Scope, warp: WarpNames, rules: Rules = Rules()) -> set[str]:
    """The features of one Warp function: its decorator's options, its parameters' annotations,
    its body."""
    params = {a.arg for a in node.args.args + node.args.kwonlyargs}
    visitor = _Features(warp, scope, params | _assigned(node.body), rules.spellings)
    for d in node.decorator_list:
        name, keywords = _decorator_name(d, scope.warp_aliases)
        if name == "kernel":
            visitor.found.update(f"kernel_option:{k.arg}" for k in keywords)
    for a in node.args.args + node.args.kwonlyargs:
        visitor.annotation(a.annotation)
    visitor.annotation(node.returns)
    for stmt in node.body:
        visitor.visit(stmt)
    return visitor.found


def _called_names(node: ast.FunctionDef) -> set[str]:
    """The names a function calls directly (``f(x)``, not ``m.f(x)``)."""
    return {c.func.id for c in ast.walk(node) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)}


def module_features(source: str, kinds: set[str], warp: WarpNames, rules: Rules = Rules()) -> list[tuple[str, set[str]]]:
    """(name, features) of each function of ``kinds`` in one module's source; under
    ``rules.follow_calls`` with those of the module's ``@wp.func`` functions each calls, transitively
    (overloads of one name are one function)."""
    tree = ast.parse(source)
    found = [(node, function_features(node, scope, warp, rules)) for node, scope in warp_functions(tree, kinds)]
    if not rules.follow_calls:
        return [(node.name, features) for node, features in found]
    functions: dict[str, set[str]] = {}
    calls: dict[str, set[str]] = {}
    for node, scope in warp_functions(tree, FUNCTION_DECORATORS):
        functions.setdefault(node.name, set()).update(function_features(node, scope, warp, rules))
        calls.setdefault(node.name, set()).update(_called_names(node))
    result = []
    for node, features in found:
        features, pending, seen = set(features), sorted(_called_names(node)), set()
        while pending:
            name = pending.pop()
            if name in functions and name not in seen:
                seen.add(name)
                features |= functions[name]
                pending += sorted(calls[name])
        result.append((node.name, features))
    return result


def example_kernels(warp: WarpNames, rules: Rules = Rules()) -> list[tuple[str, set[str]]]:
    """(``module.kernel``, features) of every ``@wp.kernel`` of Warp's installed examples, found as
    the ``warp-examples`` modules are (every ``.py`` under ``warp/examples``)."""
    kernels = []
    for candidate in candidates(WARP_EXAMPLES):
        source = Path(candidate.file).read_text(encoding="utf-8")
        kernels += [(f"{candidate.module}.{name}", found) for name, found in module_features(source, KERNEL_DECORATORS, warp, rules)]
    return kernels


def record_features(data: Path, warp: WarpNames, rules: Rules = Rules()) -> tuple[set[str], int]:
    """The features of every Warp function of the generated records of a dataset folder, and how
    many records were read."""
    used: set[str] = set()
    records = 0
    for split in ("train", "val", "test"):
        path = data / f"{split}.jsonl"
        if not path.exists():
            continue
        with path.open(encoding="utf-8") as f:
            for line in f:
                record = json.loads(line)
                if record["kind"] == "warp_module":
                    continue
                records += 1
                for _, found in module_features(record["python_source"], RECORD_DECORATORS, warp, rules):
                    used |= found
    return used, records


@dataclass
class Census:
    kernels: int
    features: int
    covered: int
    expressible: int
    missing: list[tuple[str, int, int]]  # (feature, kernels using it, kernels it alone would make expressible)

    @property
    def coverage(self) -> float:
        return self.covered / self.features if self.features else 1.0


def census(examples: list[tuple[str, set[str]]], used: set[str]) -> Census:
    """Coverage of the examples' features by ``used``, and the missing features ranked by the
    example kernels they block (then by those they alone block, then by name)."""
    distinct = set().union(*(f for _, f in examples)) if examples else set()
    lacking = [f - used for _, f in examples]
    blocked = Counter(name for missing in lacking for name in missing)
    alone = Counter(next(iter(missing)) for missing in lacking if len(missing) == 1)
    ranked = sorted(blocked, key=lambda n: (-blocked[n], -alone[n], n))
    return Census(len(examples), len(distinct), len(distinct & used), sum(not m for m in lacking), [(n, blocked[n], alone[n]) for n in ranked])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", type=Path, help="a dataset folder (its train/val/test.jsonl)")
    parser.add_argument("--top", type=int, default=25, help="missing features to list (default 25)")
    parser.add_argument("--json", type=Path, help="also write the census and every kernel's missing features here")
    parser.add_argument("--follow-calls", action="store_true", help="a kernel also has the features of the module's @wp.func functions it calls")
    parser.add_argument("--spellings", action="store_true", help="a type also counts under the name it is written with (vec2f, not only vec2)")
    parser.add_argument("--calibrated", action="store_true", help="both of the above")
    args = parser.parse_args(argv)
    rules = CALIBRATED if args.calibrated else Rules(args.follow_calls, args.spellings)
    warp = WarpNames()
    examples = example_kernels(warp, rules)
    used, records = record_features(args.data, warp, rules)
    result = census(examples, used)
    print(f"{result.kernels} example kernels, {records} generated records; rules: follow calls {rules.follow_calls}, spellings {rules.spellings}")
    print(f"distinct features: {result.covered}/{result.features} = {result.coverage:.3f}")
    print(f"fully expressible kernels: {result.expressible}/{result.kernels}")
    print("| feature | example kernels using it | expressible with it alone |")
    print("|---|---|---|")
    for name, kernels, alone in result.missing[: args.top]:
        print(f"| `{name}` | {kernels} | {alone} |")
    if args.json:
        blocked = {k: sorted(f - used) for k, f in examples if f - used}
        args.json.write_text(json.dumps({"kernels": result.kernels, "features": result.features, "covered": result.covered, "expressible": result.expressible, "missing": result.missing, "blocked": blocked}, indent=1) + "\n")


if __name__ == "__main__":
    main()
