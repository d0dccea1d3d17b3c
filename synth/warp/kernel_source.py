"""The Python side of an existing kernel's record: the kernel as written, with what it uses.

Not the whole module: Warp's examples are mostly host code (set-up, rendering, command lines)
around a few kernels, so a training pair built from the module would pair pages of unrelated
Python with one kernel's IR. The record's source is the kernel's own text, preceded by the
``@wp.struct`` classes and ``@wp.func`` functions its build used (as Warp's builder lists them),
the module-level constants it names (ints, floats, bools, Warp types and vector or matrix
values, written as Python that makes them again: a tuple assignment or an expression of the
module's becomes one plain assignment per name) and the imports it names, and for an overload of a
generic kernel the ``wp.overload`` declaration that makes its types concrete. Every part is
text from the module's file but the constants' assignments. The dataset checks that the text
builds the kernel's IR alone, in a fresh process (``synth.stages.promises``).

What the text must give for that, beyond the parts themselves:

- a name is looked up where its part saw it: the part's closure, then its own module's globals
  (a ``@wp.func`` of another module reads that module's), then, for a name used only in a
  parameter annotation of a function made inside another (``wp.array[mat22]`` with ``mat22`` a
  local of the enclosing test), the value the annotation evaluated to;
- a Warp type has a spelling that exists: ``wp.vec3`` where the ``warp`` package holds that very
  type, else its constructor (``wp.types.vector(length=5, dtype=wp.float16)``, which Warp caches,
  so it is the same type again); a Python type alias stays one (``ElementIndex = int``);
- a definition inside a class (``Quadmesh._compress_edges_kernel``, Warp's key
  ``Quadmesh___compress_edges_kernel``) is written inside ``class Quadmesh:``, with the class
  constants the texts name (``NanogridBase.GRID_AXIS_FLAG``); an ``enum`` class the texts name is
  its own text;
- a kernel made by ``wp.Kernel(func=f, key=...)`` (a plain ``def`` in the file) gets that call
  after its text, with its key and options.
"""

from __future__ import annotations

import ast
import builtins
import enum
import functools
import inspect
import math
import re
import sys
import textwrap
import types
import typing
from dataclasses import dataclass

import numpy as np

from synth.warp import warp_ir

INDENT = "    "


def _names(texts: list[str]) -> set[str]:
    found: set[str] = set()
    for text in texts:
        tree = _parsed(text)
        if tree is not None:
            found |= {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return found


def _parsed(text: str) -> ast.Module | None:
    try:
        return ast.parse(text)
    except SyntaxError:
        return None


# ----------------------------------------------------------------------------- spelling Warp types and values


def annotation(t) -> str:
    """A Warp type as Python annotation text: ``wp.array(dtype=wp.vec3f)``, ``wp.float32``, a struct's
    name, ``wp.types.vector(length=5, dtype=wp.float16)`` for a vector type the package does not name."""
    wt, codegen = warp_ir.private_types()

    if wt.is_array(t):
        ndim = "" if t.ndim == 1 else f", ndim={t.ndim}"
        return f"wp.{array_kind(t)}(dtype={annotation(t.dtype)}{ndim})"
    if isinstance(t, codegen.Struct):
        return struct_name(t)
    if t in (int, float, bool):
        return t.__name__
    if t is typing.Any:
        return "Any"
    if getattr(warp_ir.warp(), t.__name__, None) is t:
        return f"wp.{t.__name__}"
    return _generic_type(t) or f"wp.{t.__name__}"


def array_kind(t) -> str:
    """The name of the ``warp`` class an array type is one of: ``array``, ``indexedarray``,
    ``fabricarray``, ``indexedfabricarray`` (Warp's annotation objects, ``wp.fabricarray[T]``, name
    the class they stand for): an overload's signature, ``fa1f4`` or ``a1f4``, depends on it."""
    wp = warp_ir.warp()
    cls = getattr(type(t), "_concrete_cls", type(t))
    found = next((c.__name__ for c in cls.__mro__ if getattr(wp, c.__name__, None) is c), None)
    if found is None:
        raise ValueError(f"{t!r}: an array type of no class the warp package names")
    return found


def _generic_type(t) -> str | None:
    """A vector, matrix, quaternion or transformation type as the call of Warp's type constructor
    that made it (cached by Warp: the call gives the same type again), else None."""
    wt, _ = warp_ir.private_types()
    if not isinstance(t, type) or not hasattr(t, "_wp_scalar_type_"):
        return None
    dtype = annotation(t._wp_scalar_type_)
    if wt.type_is_quaternion(t):
        return f"wp.types.quaternion(dtype={dtype})"
    if wt.type_is_transformation(t):
        return f"wp.types.transformation(dtype={dtype})"
    if wt.type_is_matrix(t):
        return f"wp.types.matrix(shape={tuple(t._shape_)!r}, dtype={dtype})"
    if wt.type_is_vector(t):
        return f"wp.types.vector(length={t._length_!r}, dtype={dtype})"
    return None


def struct_name(struct) -> str:
    """How the record's text names a struct: its class path (``WholeGeometryPartition.CellArg``, written
    inside its class), or its key for a struct a function made (written at module level under it)."""
    cls = getattr(struct, "cls", None)
    if cls is not None and _has_source(cls) and _owner(cls):
        return cls.__qualname__
    return struct.key


def _has_source(obj) -> bool:
    try:
        inspect.getsource(obj)
    except (OSError, TypeError):
        return False
    return True


def value_text(value) -> str | None:
    """A module global of a Warp kind as Python text that makes it again, else None: a Warp type
    (``wp_type = wp.float64``), a Python type alias (``ElementIndex = int``), a Warp scalar
    (``FLAG = wp.uint32(8)``), a vector, matrix, quaternion or transform value
    (``scale = wp.vec2d(0.0078125, 0.0078125)``, every component exact: Python floats' repr
    reads back to the same float32 or float64), or a tuple or list of numbers (what ``wp.static`` indexes)."""
    wt, _ = warp_ir.private_types()
    kinds = (wt.type_is_vector, wt.type_is_matrix, wt.type_is_quaternion, wt.type_is_transformation)
    if isinstance(value, type):
        if value in (int, float, bool):
            return value.__name__
        return annotation(value) if value in wt.scalar_types or any(is_kind(value) for is_kind in kinds) else None
    if isinstance(value, float):
        return _float_text(value)
    if isinstance(value, (bool, int, str)) and not isinstance(value, enum.Enum):
        return repr(value)  # a string only ``wp.static`` reads (``wp.static(captured_var == "world")``)
    if isinstance(value, tuple) and all(value_text(v) is not None for v in value) and not any(isinstance(v, type) for v in value):
        return "(" + ", ".join(value_text(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    if type(value) is list and all(value_text(v) is not None for v in value) and not any(isinstance(v, type) for v in value):
        return "[" + ", ".join(value_text(v) for v in value) + "]"  # a factory's list that ``wp.static(values[i])`` indexes
    t = type(value)
    if t in wt.scalar_types:
        return f"{annotation(t)}({_scalar_text(value.value)})"
    if not any(is_kind(t) for is_kind in kinds):
        return None
    integer = t._wp_scalar_type_ in wt.int_types
    numbers = ", ".join(repr(int(x)) if integer else _float_text(float(x)) for x in _components(value))
    return f"{annotation(t)}({numbers})"


def _components(value) -> np.ndarray:
    """A vector's or matrix's components as numbers: a half-precision one holds their bits (``uint16``),
    which ``numpy`` reads as integers (Warp's test_vec_scalar_ops, ``float16``: 1.0 is 15360)."""
    wt, _ = warp_ir.private_types()
    raw = np.asarray(value).ravel()
    if value._wp_scalar_type_ is wt.float16:
        return raw.astype(np.uint16).view(np.float16)
    if value._wp_scalar_type_ is getattr(wt, "bfloat16", None):
        return (raw.astype(np.uint32) << 16).view(np.float32)
    return raw


def _scalar_text(raw) -> str:
    """A Warp scalar's Python value as text; a member of an ``IntEnum`` or ``IntFlag``
    (``wp.int32(MyIntEnum.A)``, Warp's test_enum), whose repr ``<MyIntEnum.A: 1>`` is no Python, as
    its integer: what Warp writes in the IR for it (``codegen.constant_str``)."""
    if isinstance(raw, enum.Enum):
        return repr(int(raw))
    return _float_text(raw) if isinstance(raw, float) else repr(raw)


def _float_text(value: float) -> str:
    """A float as Python text that reads back to it: ``float('inf')`` where its repr, ``inf``, is no Python."""
    return repr(value) if math.isfinite(value) else f"float({repr(value)!r})"


def closure_values(func) -> dict:
    """The values of a function's closure variables, by name (a kernel a factory made)."""
    found = {}
    for name, cell in zip(func.__code__.co_freevars, func.__closure__ or (), strict=False):
        try:
            found[name] = cell.cell_contents
        except ValueError:  # a cell not filled yet
            continue
    return found


def annotation_values(func) -> dict:
    """Names used in a function's parameter and return annotations, by the value each annotation
    evaluated to (``m: wp.array[mat22]`` gives ``mat22``: the array's dtype). A function made inside
    another evaluates its annotations there, so a name only they use is no closure variable."""
    try:
        tree = _parsed(textwrap.dedent(inspect.getsource(func)))
    except (OSError, TypeError):
        return {}
    definition = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), None) if tree else None
    if definition is None:
        return {}
    values = getattr(func, "__annotations__", {})
    found: dict = {}
    params = definition.args.posonlyargs + definition.args.args + definition.args.kwonlyargs
    for arg in params:
        if arg.annotation is not None and arg.arg in values:
            _bind(arg.annotation, values[arg.arg], found)
    if definition.returns is not None and "return" in values:
        _bind(definition.returns, values["return"], found)
    return found


def _bind(node, value, found: dict) -> None:
    if isinstance(value, str):  # a postponed annotation (``from __future__ import annotations``): no value
        return
    if isinstance(node, ast.Name):
        if not _builtin_as_warp_reads_it(node.id, value):  # ``wp.array[float]`` evaluates to float32: ``float`` stays Python's
            found.setdefault(node.id, value)  # a local named like a builtin (``type``, Warp's test_atomic) is bound
    elif isinstance(node, ast.Subscript) and hasattr(value, "dtype"):  # wp.array[X], wp.array2d[X]
        inner = node.slice.elts[0] if isinstance(node.slice, ast.Tuple) and node.slice.elts else node.slice
        _bind(inner, value.dtype, found)
    elif isinstance(node, ast.Call) and hasattr(value, "dtype"):  # wp.array(dtype=X)
        for keyword in node.keywords:
            if keyword.arg == "dtype":
                _bind(keyword.value, value.dtype, found)


def _builtin_as_warp_reads_it(name: str, value) -> bool:
    """Whether an annotation's ``name`` is Python's builtin of that name, as Warp reads it (``float``
    is float32): not where a local of the enclosing function shadows it (``type`` the factory's dtype)."""
    if name not in vars(builtins):
        return False
    wt, _ = warp_ir.private_types()
    builtin = vars(builtins)[name]
    return value is builtin or value is wt.type_to_warp(builtin)


def _scope(func, adj=None) -> dict:
    """Where a function's text finds its names, first found wins: the values ``wp.static(name)`` took
    when Warp parsed it (``adj``: a kernel made in a loop reads its loop variable's value of then, not
    the last one: Warp's test_static ``function_variable_kernel``), closure, annotations, globals (a
    function made inside another evaluates its annotations there: the factory's ``dtype`` parameter,
    not a module global ``dtype`` a loop left, Warp's test_bit_count and test_special_values)."""
    static = {code: value for code, value in getattr(adj, "resolved_static_expressions", {}).items() if code.isidentifier()}
    return {**getattr(func, "__globals__", {}), **annotation_values(func), **closure_values(func), **static}


# ----------------------------------------------------------------------------- the parts


def _owner(obj) -> tuple[str, ...]:
    """The classes a definition sits in (``("Quadmesh",)`` for ``Quadmesh._compress_edges_kernel``);
    () at module level, and inside a function (its text is then written at module level)."""
    path = obj.__qualname__.split(".")
    return () if "<locals>" in path else tuple(path[:-1])


def _struct_text(struct) -> str:
    """A ``@wp.struct`` as written; one a function made (``type(...)``, Warp's fem builds its
    argument structs so) has no source to read, and is written from its fields, which define it.
    One defined inside a function is written at module level under Warp's key for it
    (``class make__locals__Query:``, Warp's test_apic_mesh), which its C++ type's name holds."""
    try:
        text = warp_ir.struct_source(struct)
    except (OSError, TypeError):
        fields = "".join(f"    {name}: {annotation(var.type)}\n" for name, var in struct.vars.items()) or "    pass\n"
        return f"@wp.struct\nclass {struct.key}:\n" + fields
    cls, name = struct.cls, struct_name(struct)
    if "<locals>" in cls.__qualname__ and name != cls.__name__:  # Warp's key names the function that made it, and so its C++ type
        text = re.sub(rf"^class {re.escape(cls.__name__)}\b", f"class {name}", text, count=1, flags=re.MULTILINE)
    return text


def _decorated(kernel) -> bool:
    """Whether the kernel's function is written with a decorator (``@wp.kernel``): its text then binds
    the function's name; a plain ``def`` is made a kernel by ``wp.Kernel(func=f, key=...)``, bound to its key."""
    tree = _parsed(warp_ir.function_source(kernel))
    definition = tree.body[0] if tree is not None and tree.body else None
    return not isinstance(definition, ast.FunctionDef) or bool(definition.decorator_list)


def _kernel_text(kernel) -> str:
    """The kernel's function as written; a plain ``def`` (Warp's ``wp.Kernel(func=f, key=...)``, as
    Warp's tests make theirs) followed by that call, which makes the kernel under its key."""
    text = warp_ir.function_source(kernel)
    if _decorated(kernel):
        return text
    literal = {k: v for k, v in sorted(kernel.options.items()) if _is_literal(v)}  # a module's options copied in may hold enums
    options = f", options={literal!r}" if literal else ""
    return text.rstrip("\n") + f'\n\n\n{kernel.key} = wp.Kernel(func={kernel.func.__name__}, key="{kernel.key}"{options})\n'


def _is_literal(value) -> bool:
    try:
        return ast.literal_eval(repr(value)) == value
    except (ValueError, SyntaxError):
        return False


def overload_declaration(generic, overload) -> str:
    """``wp.overload(kernel, {"arg": type, ...})`` for the parameters the generic kernel leaves generic."""
    wt, _ = warp_ir.private_types()

    generic_args = {a.label: a.type for a in generic.adj.args}
    concrete = [f'"{a.label}": {annotation(a.type)}' for a in overload.adj.args if wt.type_is_generic(generic_args.get(a.label))]
    target = ".".join((*_owner(generic.func), generic.func.__name__)) if _decorated(generic) else generic.key
    return f"wp.overload({target}, {{{', '.join(concrete)}}})\n"


def _in_classes(parts: list[tuple[tuple[str, ...], str]], members: dict[tuple[str, ...], list[str]]) -> list[str]:
    """The parts as module-level texts: those of one class merged into one ``class`` block (at the
    place of its first member), its constants (``members``) first."""
    texts: list[str] = []
    at: dict[tuple[str, ...], int] = {}
    for owner in sorted(set(members) - {owner for owner, _ in parts}):  # a class whose constants alone are read
        texts.append(f"class {owner[0]}:\n" + "".join(f"{INDENT}{line}\n" for line in members[owner]))
    for owner, text in parts:
        if not owner:
            texts.append(text)
            continue
        depth = INDENT * len(owner)
        body = textwrap.indent(text.rstrip("\n"), depth) + "\n"
        if owner in at:
            texts[at[owner]] = texts[at[owner]].rstrip("\n") + "\n\n" + body
            continue
        head = "".join(f"{INDENT * k}class {name}:\n" for k, name in enumerate(owner))
        constants = "".join(f"{depth}{line}\n" for line in members.get(owner, []))
        at[owner] = len(texts)
        texts.append(head + constants + ("\n" if constants else "") + body)
    return texts


def _submodule_imports(imports: list[str], texts: list[str]) -> list[str]:
    """``import a.b.c`` for each submodule the texts read through a module they import whole
    (``warp.tests.aux_test_compile_consts_dummy.MINUS_ONE`` after ``import warp``, Warp's
    test_compile_consts): importing the package alone does not bind its submodules."""
    whole = {line.split()[1] for line in imports if line.startswith("import ") and " as " not in line}
    found = []
    for text in texts:
        tree = _parsed(text)
        for node in ast.walk(tree) if tree is not None else ():
            chain = []
            while isinstance(node, ast.Attribute):
                chain.append(node.attr)
                node = node.value
            if not (isinstance(node, ast.Name) and node.id in whole):
                continue
            dotted = node.id
            for attr in reversed(chain):
                if not isinstance(sys.modules.get(f"{dotted}.{attr}"), types.ModuleType):
                    break
                dotted += f".{attr}"
            if dotted != node.id:
                found.append(dotted)
    return [f"import {m}" for m in sorted(set(found)) if not any(other.startswith(m + ".") for other in found)]  # the longest of a chain


def _attributes_of(texts: list[str], names: set[str]) -> dict[str, set[str]]:
    """``{C: {x, ...}}`` for each ``C.x`` the texts read, C one of ``names``."""
    found: dict[str, set[str]] = {}
    for text in texts:
        tree = _parsed(text)
        for node in ast.walk(tree) if tree is not None else ():
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in names:
                found.setdefault(node.value.id, set()).add(node.attr)
    return found


def kernel_source(kernel, build: warp_ir.KernelBuild, module, generic=None) -> str:
    """The training text of one kernel (see the module docstring); ``generic`` is the generic
    kernel when ``kernel`` is one of its overloads. A kernel made inside a function gets its
    closure's values as assignments before it (numbers, booleans, Warp types: what a factory
    passes), so two kernels one factory made with different values are two different texts."""
    instanced = _instanced(kernel, build.functions, build.structs)
    scopes, lookup = _lookup(kernel, build, module)
    parts: list[tuple[tuple[str, ...], str]] = [
        (_owner(s.cls) if struct_name(s) != s.key else (), _struct_text(s)) for s in _structs_in_order(build.structs) if not _made_by(getattr(s, "cls", None), instanced.made)
    ]  # a struct a factory the text calls makes (``SimpleStruct1 = create_struct_simple()``) is made by that call
    for function in _definitions_in_order(build.functions):
        if _made_by(function.func, instanced.made):
            continue  # made by a factory the text calls (``closure_func_1 = create_func_closure(17)``)
        text = warp_ir.function_source(function)
        if all(text != t for _, t in parts):
            parts.append((_owner(function.func), text))
    kernel_text = _kernel_text(kernel)
    written = list(build.functions)  # the functions whose text the source holds
    for function in _operator_overloads([*(t for _, t in parts), kernel_text], lookup):
        written.append(function)
        text = warp_ir.function_source(function)
        if all(text != t for _, t in parts):
            parts.append((_owner(function.func), text))
    parts.append((_owner(kernel.func), kernel_text))

    top = {name for name in map(struct_name, build.structs) if "." not in name}
    top |= {f.func.__name__ for f in build.functions if not _owner(f.func)} | {kernel.func.__name__, kernel.key}
    texts = [t for _, t in parts]
    members = _class_constants(parts, build.functions, lookup)
    classes = {owner[0] for owner, _ in parts if owner} | {owner[0] for owner in members}
    imports, constants, extra, tables = ["import warp as wp"], [], list(instanced.factories), list(instanced.calls)
    done: set[str] = set(top | classes | instanced.bound)
    pending = sorted((_names(texts) | _names(instanced.calls) | instanced.reads) - done)
    while pending:  # what a constant or an enum class reads is made too
        name = pending.pop(0)
        done.add(name)
        found = _global_text(name, lookup, written, build.structs)
        if found is None:
            continue
        kind, text = found
        if kind == "part":  # an enum class as written reads the names of its own module (``enum``, ``IntEnum``)
            owner = inspect.getmodule(lookup(name))
            if owner is not None and vars(owner) not in scopes:
                scopes.append(vars(owner))
        if kind == "alias":  # right after the function's text: a name bound between two definitions of one name keeps the first
            kind, at = "table", _text_of(lookup(name), parts, written)
            if at is not None:
                parts[at] = (parts[at][0], parts[at][1].rstrip("\n") + f"\n\n\n{text}\n")
                continue
        {"import": imports, "constant": constants, "part": extra, "table": tables}[kind].append(text)
        if kind != "import":
            pending = sorted(set(pending) | (_names([text]) - done))
    imports += _submodule_imports(imports, [t for _, t in parts] + extra)
    head = "\n".join(sorted(set(imports), key=lambda line: (line != "import warp as wp", line))) + "\n"
    options = module_options(kernel)
    if options:
        head += f"\nwp.set_module_options({{{options}}})\n"
    registered = external_builtins([*(t for _, t in parts), *extra])
    if registered:
        head += "\n" + "\n".join(registered) + "\n"
    if constants:
        head += "\n" + "\n".join(constants) + "\n"
    *defined, last = _in_classes(parts, members)  # the kernel's text last: a table of functions goes right before it
    body = "\n\n".join(p.rstrip("\n") + "\n" for p in [*extra, *defined, *tables, last])
    text = head + "\n\n" + body
    unique = unique_module_options(kernel)
    if unique:
        text += f"\n\nwp.set_module_options({{{unique}}}, module={kernel.func.__name__ if _decorated(kernel) else kernel.key}.module)\n"
    if generic is not None:
        text += "\n\n" + overload_declaration(generic, kernel)
    return text


def _lookup(kernel, build: warp_ir.KernelBuild, module):
    """The scopes the kernel's texts find their names in, first found wins (a list the writer may
    extend), and the lookup of a name through them (``KeyError`` where none holds it)."""
    scopes = [_scope(kernel.func, kernel.adj), vars(module), *(_scope(f.func) for f in build.functions)]
    scopes += [vars(inspect.getmodule(s.cls) or module) for s in build.structs if getattr(s, "cls", None) is not None]

    def lookup(name: str):
        for scope in scopes:
            if name in scope:
                return scope[name]
        raise KeyError(name)

    return scopes, lookup


def not_written_alone(kernel, build: warp_ir.KernelBuild, module) -> str:
    """Why no text of the kernel can build its IR alone, as the kernel Warp built shows it, or '':
    Warp built it from an AST its code transformers rewrote; its text reads a name no scope of its
    program holds any more (a global the program bound and removed); or its ``wp.static(...)`` runs
    Python of its program's run (a function or an object of a class made inside a function), whose
    state when Warp parsed the kernel no text holds. The dataset's check of ``python_source`` names
    this as the known cause of its failure (``synth.stages.promises``)."""
    transformers = getattr(kernel.adj, "transformers", None) or []
    if transformers:
        return f"Warp built it from its text rewritten by code transformers ({', '.join(type(t).__name__ for t in transformers)}), which no text of it holds"
    _, lookup = _lookup(kernel, build, module)
    text = _kernel_text(kernel)
    gone = []
    for name in sorted(_free_names(text) - set(vars(builtins))):
        try:
            lookup(name)
        except KeyError:
            gone.append(name)
    if gone:
        return f"it reads names its program removed before its text was written ({', '.join(gone)})"
    wp = warp_ir.warp()
    run = []
    static = _static_names(text).union(*(_static_names(warp_ir.function_source(f)) for f in build.functions if _has_source(f.func)))
    for name in sorted(static):  # a ``@wp.func``'s own ``wp.static(record(index))`` runs while Warp parses it too
        try:
            value = lookup(name)
        except KeyError:
            continue
        if callable(value) and not isinstance(value, (wp.Function, type)):
            run.append(f"{name}: a Python function")
        elif "<locals>" in type(value).__qualname__ and _struct_instance_text(name, value) is None:
            run.append(f"{name}: a {type(value).__name__} made inside a function")
    return f"its wp.static runs Python of its program's run ({'; '.join(run)}), whose state when Warp parsed it no text holds" if run else ""


def _static_names(text: str) -> set[str]:
    """The names the arguments of the text's ``wp.static(...)`` calls read."""
    tree = _parsed(text)
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and ast.unparse(n.func) == "wp.static"] if tree is not None else []
    return {n.id for call in calls for arg in call.args for n in ast.walk(arg) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _structs_in_order(structs) -> list:
    """The build's structs, those of one name (``class GlobalStruct`` twice, Warp's
    test_codegen_instancing) in the order of their definitions, so a name bound between two keeps the first."""
    structs = list(structs)
    by_name: dict[str, list[int]] = {}
    for k, s in enumerate(structs):
        by_name.setdefault(struct_name(s), []).append(k)
    for at in (at for at in by_name.values() if len(at) > 1):
        ordered = sorted((structs[k] for k in at), key=lambda s: warp_ir.struct_definition(s)[0])
        for k, s in zip(at, ordered, strict=True):
            structs[k] = s
    return structs


def _definitions_in_order(functions) -> list:
    """The build's functions, those of one name (``def global_func`` twice, Warp's
    test_codegen_instancing) in the order of their definitions, as Warp numbers them; others in place."""
    functions = list(functions)
    by_name: dict[str, list[int]] = {}
    for k, f in enumerate(functions):
        by_name.setdefault(f.func.__name__, []).append(k)
    for at in by_name.values():
        ordered = sorted((functions[k] for k in at), key=lambda f: (inspect.getsourcefile(f.func) or "", f.func.__code__.co_firstlineno))
        for k, f in zip(at, ordered, strict=True):
            functions[k] = f
    return functions


@dataclass(frozen=True)
class Instanced:
    """Warp functions a module-level call of a factory made and bound, that the kernel calls
    (``closure_func_1 = create_func_closure(17)``, Warp's test_codegen_instancing): the factories'
    texts, the calls' texts, the names the calls bind, the names the factories read from their
    module, and the qualified-name prefixes of what they make (``create_func_closure.<locals>.``)."""

    factories: tuple[str, ...] = ()
    calls: tuple[str, ...] = ()
    bound: frozenset = frozenset()
    reads: frozenset = frozenset()
    made: tuple[str, ...] = ()


def _made_by(obj, made: tuple[str, ...]) -> bool:
    """Whether a function or struct class was made inside one of the factories ``made`` names."""
    return any(getattr(obj, "__qualname__", "").startswith(prefix) for prefix in made)


def _instanced(kernel, functions, structs=()) -> Instanced:
    """The factory calls of the kernel's module that bind a function or struct the kernel's build
    uses: two closures of one factory (the same text, other captured values), or two structs of one
    factory (the same key, Warp's test_codegen_instancing), can only be written as the factory and
    its calls, which make them again as the module made them."""
    owner = inspect.getmodule(kernel.func)
    source = _module_text(owner) if owner is not None else None
    tree = _parsed(source) if source is not None else None
    if tree is None:
        return Instanced()
    used = {id(f) for f in functions} | {id(s) for s in structs}
    read = _names([_kernel_text(kernel)])
    factories, calls, bound, reads, made = [], [], set(), set(), []
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)):
            continue
        targets = [n.id for t in node.targets for n in ([t] if isinstance(t, ast.Name) else getattr(t, "elts", [])) if isinstance(n, ast.Name)]
        factory = vars(owner).get(node.value.func.id)
        if not isinstance(factory, types.FunctionType) or factory.__name__ != node.value.func.id or not _has_source(factory):
            continue
        prefix = f"{factory.__qualname__}.<locals>."
        values = [vars(owner).get(t) for t in targets if t in read]  # names the kernel's own text reads
        hits = [v for v in values if _made_by(getattr(v, "func", None) or getattr(v, "cls", None), (prefix,))]
        if not any(id(f) in used for v in hits for f in [v, *getattr(v, "user_overloads", {}).values()]):
            continue
        text = textwrap.dedent(inspect.getsource(factory))
        if text not in factories:
            factories.append(text)
            reads |= _free_names(text)
            made.append(prefix)
        calls.append(ast.get_source_segment(source, node))
        bound |= set(targets)
    return Instanced(tuple(factories), tuple(calls), frozenset(bound | {f.split(".")[0] for f in made}), frozenset(reads), tuple(made))


@functools.lru_cache(maxsize=8)
def _module_text(module) -> str | None:
    """A module's text, read once for all its kernels."""
    try:
        return inspect.getsource(module)
    except (OSError, TypeError):
        return None


def _free_names(text: str) -> set[str]:
    """The names a function's text reads that it does not bind itself (its parameters, locals, inner definitions)."""
    tree = _parsed(text)
    if tree is None:
        return set()
    bound = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
    bound |= {a.arg for n in ast.walk(tree) if isinstance(n, ast.arguments) for a in [*n.posonlyargs, *n.args, *n.kwonlyargs, n.vararg, n.kwarg] if a is not None}
    bound |= {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    return _names([text]) - bound


def module_options(kernel) -> str:
    """The options the kernel's module set (``wp.set_module_options`` in its file, or while its program
    ran) as the items of a dict's text, ``"enable_mathdx_solver": False``; '' for none. A kernel of a
    module of its own (``module="unique"``) is left out: its decorator's text holds its options."""
    if kernel.module.name != kernel.func.__module__:
        return ""
    spelled = {name: _option_text(value) for name, value in warp_ir.options_set(kernel.module).items()}
    return ", ".join(f"{name!r}: {text}" for name, text in spelled.items() if text is not None)  # one no text makes: the IR check says so


def unique_module_options(kernel) -> str:
    """The options its program set on a kernel's module of its own (``module="unique"``) that its
    decorator does not name (``wp.set_module_options({"extra_build_options": ...}, module=k.module)``
    after the kernel, Warp's test_external_build), as the items of a dict's text; '' for none (a kernel
    of its file's module, or one of a class: ``module_options``)."""
    if kernel.module.name == kernel.func.__module__ or _owner(kernel.func):
        return ""
    tree = _parsed(_kernel_text(kernel))
    definition = tree.body[0] if tree is not None and tree.body and isinstance(tree.body[0], ast.FunctionDef) else None
    named = {k.arg for d in (definition.decorator_list if definition else ()) if isinstance(d, ast.Call) for k in d.keywords}
    spelled = {name: _option_text(value) for name, value in warp_ir.options_set(kernel.module).items() if name not in named}
    return ", ".join(f"{name!r}: {text}" for name, text in spelled.items() if text is not None)


def external_builtins(texts: list[str]) -> list[str]:
    """``wp.build_experimental.add_builtin(...)`` for each C++ function its program registered that the
    texts call as ``wp.name`` (Warp's test_external_build: a fresh process knows no such builtin), with
    its parameters' and return's Warp types and its C++ name; one of a native value type is left out
    (that type is the program's ``ctypes`` class: the check then names it)."""
    import ctypes

    from warp._src.context import builtin_functions

    called = sorted({n.attr for t in texts for n in ast.walk(_parsed(t) or ast.Module(body=[], type_ignores=[])) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) and n.value.id == "wp"})
    found = []
    for name in called:
        function = builtin_functions.get(name)
        if not getattr(function, "_has_external_builtin_contract", False):
            continue
        for overload in function.overloads:
            contract = getattr(overload, "_external_builtin_contract", None)
            types_used = [*overload.input_types.values(), overload.value_type]
            if contract is None or any(isinstance(t, type) and issubclass(t, ctypes.Structure) for t in types_used):
                continue
            inputs = ", ".join(f"{param!r}: {annotation(t)}" for param, t in overload.input_types.items())
            returns = "None" if overload.value_type is None else annotation(overload.value_type)
            found.append(f"wp.build_experimental.add_builtin({name!r}, {{{inputs}}}, {returns}, native_name={contract[1] + contract[2]!r})")
    return found


def _build_options_text(value) -> str | None:
    """``wp.ModuleBuildOptions(extra_cpu_preamble=...)`` of the fields it sets, None where it names
    paths of the machine it ran on (include folders, dependencies: no text of another machine holds them)."""
    fields = {k: v for k, v in vars(value).items() if v}
    if any(not isinstance(v, str) for v in fields.values()):
        return None
    return "wp.ModuleBuildOptions(" + ", ".join(f"{k}={v!r}" for k, v in sorted(fields.items())) + ")"


def _option_text(value) -> str | None:
    """A module option's value as Python text: a literal, a member of an enum the ``warp`` package
    names, or Warp's ``ModuleBuildOptions`` of preambles."""
    if isinstance(value, warp_ir.warp().ModuleBuildOptions):
        return _build_options_text(value)
    if isinstance(value, enum.Enum):
        return f"wp.{type(value).__name__}.{value.name}" if getattr(warp_ir.warp(), type(value).__name__, None) is type(value) else None
    return repr(value) if _is_literal(value) else None


def _class_constants(parts: list, functions, lookup) -> dict[tuple[str, ...], list[str]]:
    """``{(C,): ["x = value", ...]}``: the attributes ``C.x`` the texts read of a class C that is
    not a Warp type, and that the texts do not define: constants written as values, a Warp function
    of another class (inherited: ``AdaptiveNanogrid._add_axis_flag``) as that class's attribute."""
    owners = {f: _owner(f.func) for f in functions}
    texts = [t for _, t in parts]
    found: dict[tuple[str, ...], list[str]] = {}
    for cls_name, attributes in sorted(_attributes_of(texts, _names(texts)).items()):
        try:
            cls = lookup(cls_name)
        except KeyError:
            continue
        if not isinstance(cls, type) or issubclass(cls, enum.Enum) or cls.__module__ in ("builtins", "typing"):
            continue
        defined = {name for owner, text in parts if owner == (cls_name,) for name in _top_names(text)}
        for attribute in sorted(attributes - defined):
            value = getattr(cls, attribute, None)
            function = next((f for f in owners if f is value), None)
            if function is not None and owners[function] and owners[function] != (cls_name,):
                spelled = ".".join((*owners[function], function.func.__name__))
            else:
                spelled = value_text(value) if value is not None and not isinstance(value, type) else None
            if spelled is not None:
                found.setdefault((cls_name,), []).append(f"{attribute} = {spelled}")
    return found


def _operator_overloads(texts: list[str], lookup) -> list:
    """The user ``@wp.func`` overloads of the operators the texts use (``def add(x: wp.float32, ...)``
    for a ``+=``): Warp looks an operator's name up in the kernel's scope before its builtin, so they
    change the IR even where no overload matches (then it writes the update out), and are in no build's list."""
    _, codegen = warp_ir.private_types()
    used = sorted({codegen.builtin_operators[type(n.op)] for t in texts for n in ast.walk(_parsed(t) or ast.Module(body=[], type_ignores=[])) if isinstance(n, (ast.BinOp, ast.AugAssign, ast.UnaryOp)) and type(n.op) in codegen.builtin_operators})
    found = []
    for name in used:
        try:
            function = lookup(name)
        except KeyError:
            continue
        if isinstance(function, warp_ir.warp().Function) and getattr(function, "func", None) is not None:
            found += [f for f in [function, *getattr(function, "user_overloads", {}).values()] if f not in found and _has_source(f.func)]
    return found


def _top_names(text: str) -> set[str]:
    """The names a text defines at its top level (a ``def``, a ``class``, an assignment)."""
    tree = _parsed(text)
    found: set[str] = set()
    for node in tree.body if tree is not None else ():
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            found.add(node.name)
        elif isinstance(node, ast.Assign):
            found |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return found


_STANDARD_IMPORTS = {"Any": "from typing import Any", "types": "import types"}  # what a text the writer makes reads


def _global_text(name: str, lookup, written: list, structs=()) -> tuple[str, str] | None:
    """How the text makes a name it reads: ``("import", line)``, ``("constant", line)`` or
    ``("part", text)`` (an ``enum`` class, as written); None where it cannot (the check then says so)."""
    try:
        value = lookup(name)
    except KeyError:
        return ("import", _STANDARD_IMPORTS[name]) if name in _STANDARD_IMPORTS else None
    if isinstance(value, types.ModuleType):
        return "import", f"import {value.__name__}" + (f" as {name}" if name != value.__name__ else "")
    if value is typing.Any:
        return "import", "from typing import Any"
    standard = _standard_module(value, name)
    if standard is not None:  # ``IntEnum``, ``Tuple``: imported as the module that reads it imports them
        return "import", f"from {standard} import {name}"
    if name in vars(builtins) and value is vars(builtins)[name]:
        return None
    if isinstance(value, type) and issubclass(value, enum.Enum) and _has_source(value):
        return "part", textwrap.dedent(inspect.getsource(value))
    alias = _function_alias(name, value, written) or _struct_alias(name, value, structs)
    if alias is not None:
        return alias
    if isinstance(value, types.SimpleNamespace):  # ``TID_NAMESPACE.tid()``: its functions' texts come before it
        spelled = _namespace_text(value, written)
        return None if spelled is None else ("table", f"{name} = {spelled}")
    if _read_only_statically(name, value, written):
        written.append(value)
        return "part", warp_ir.function_source(value)
    instance = _struct_instance_text(name, value)
    if instance is not None:  # ``wp.static(params).inner.scale``: after the structs' texts
        return "table", instance
    if _function_table(value):  # what ``wp.static(handlers["double"])`` reads: the functions are in the text before it
        if isinstance(value, list):
            return "table", f"{name} = [" + ", ".join(f.func.__name__ for f in value) + "]"
        return "table", f"{name} = {{" + ", ".join(f"{k!r}: {f.func.__name__}" for k, f in value.items()) + "}"
    spelled = value_text(value)
    return None if spelled is None else ("constant", f"{name} = {spelled}")


def _struct_instance_text(name: str, value) -> str | None:
    """A struct value (what ``wp.static(params)`` reads: Warp's test_compile_consts) as the statements
    that make it again, ``params = Outer()`` then one assignment per field (``params.inner.scale =
    0.1``), where each field is a value ``value_text`` spells; None for anything else (an array field)."""
    _, codegen = warp_ir.private_types()
    if not isinstance(value, codegen.StructInstance):
        return None
    lines = [f"{name} = {struct_name(value._cls)}()"]
    pending = [(name, value)]
    while pending:
        path, instance = pending.pop(0)
        for field in instance._cls.vars:
            member = getattr(instance, field)
            if isinstance(member, codegen.StructInstance):
                pending.append((f"{path}.{field}", member))
                continue
            spelled = value_text(member)
            if spelled is None:
                return None
            lines.append(f"{path}.{field} = {spelled}")
    return "\n".join(lines)


def _function_alias(name: str, value, written: list) -> tuple[str, str] | None:
    """A Warp function the texts read under another name than its own (``FUNCTION_TARGET =
    function_double_it``, a factory's ``helper_func`` parameter; Warp's test_func_parameter_targets,
    test_unique_module): ``("alias", "NAME = its_name")``, written after its function's text, or a
    builtin the ``warp`` package exports (``wp.sin``) as ``("constant", "NAME = wp.sin")``, one it does
    not (``wp.tid``: Warp's test_template_launch_bounds) from Warp's builtin table; else None
    (a function whose text the source does not hold: ``written``)."""
    wp = warp_ir.warp()
    if not isinstance(value, wp.Function):
        return None
    if getattr(value, "func", None) is None:
        builtin = _builtin_text(value)
        return None if builtin is None else ("constant", f"{name} = {builtin}")
    if value.func.__name__ == name:
        return None
    spelled = _function_text_name(value, written)
    return None if spelled is None else ("alias", f"{name} = {spelled}")


def _builtin_text(value) -> str | None:
    """A Warp builtin as Python text: ``wp.sin`` where the ``warp`` package exports it, else (``tid``)
    from Warp's builtin table, as its program read it; None for anything else."""
    wp = warp_ir.warp()
    if getattr(wp, value.key, None) is value:
        return f"wp.{value.key}"
    from warp._src.context import builtin_functions

    return f"wp._src.context.builtin_functions[{value.key!r}]" if builtin_functions.get(value.key) is value else None


def _function_text_name(value, written: list) -> str | None:
    """The name a module-level ``@wp.func`` the source holds the text of (``written``) is bound to, else None."""
    func = value.func
    forms = [value, *getattr(value, "user_overloads", {}).values()]
    if _owner(func) or not any(f is g for f in forms for g in written):
        return None
    return func.__name__


def _namespace_text(value, written: list) -> str | None:
    """A ``types.SimpleNamespace`` of Warp functions (what Warp reads through one) as the call that
    makes it again (``types.SimpleNamespace(tid=wp._src.context.builtin_functions['tid'])``, Warp's
    test_template_launch_bounds reads ``wp.tid`` so), None where one of its attributes has no text."""
    wp = warp_ir.warp()
    items = []
    for attribute, member in sorted(vars(value).items()):
        spelled = None
        if isinstance(member, wp.Function):
            spelled = _builtin_text(member) if getattr(member, "func", None) is None else _function_text_name(member, written)
        if spelled is None:
            return None
        items.append(f"{attribute}={spelled}")
    return f"types.SimpleNamespace({', '.join(items)})"


def _struct_alias(name: str, value, structs) -> tuple[str, str] | None:
    """A struct of the build the texts read under another name than its own (``GlobalStruct1 =
    GlobalStruct`` before ``GlobalStruct`` is defined again, a factory's ``struct_type`` parameter:
    Warp's test_codegen_instancing): ``("alias", "NAME = its_name")``, written after its text."""
    _, codegen = warp_ir.private_types()
    if not isinstance(value, codegen.Struct) or not any(value is s for s in structs):
        return None
    own = struct_name(value)
    return None if own == name or "." in own else ("alias", f"{name} = {own}")


def _read_only_statically(name: str, value, written: list) -> bool:
    """Whether ``value`` is a ``@wp.func`` of its own name, at a module's top level, whose text the
    source does not hold yet: one the kernel calls only inside ``wp.static(...)``, which Python runs
    while Warp parses the kernel (test_static's ``construct_struct``), so it is in no build's functions."""
    wp = warp_ir.warp()
    func = getattr(value, "func", None)
    return isinstance(value, wp.Function) and func is not None and func.__name__ == name and not _owner(func) and _has_source(func) and not any(value is g for g in written)


def _text_of(value, parts: list, written: list) -> int | None:
    """The index in ``parts`` of the text that defines the Warp function ``value`` (or one of its
    overloads), or the struct ``value``."""
    forms = [value, *getattr(value, "user_overloads", {}).values()]
    texts = [warp_ir.function_source(g) for g in written if any(f is g for f in forms)]
    if not hasattr(value, "func"):
        texts = [_struct_text(value)]
    return next((k for k, (owner, text) in enumerate(parts) if not owner and text in texts), None)


def _standard_module(value, name: str) -> str | None:
    """The standard library module that defines ``value`` under ``name`` (``enum`` for ``IntEnum``,
    ``typing`` for ``Tuple``), where it does: a text imports it from there rather than copying it."""
    where = getattr(value, "__module__", None)
    if not isinstance(where, str) or where.split(".")[0] not in sys.stdlib_module_names:
        return None
    owner = sys.modules.get(where)
    return where if owner is not None and getattr(owner, name, None) is value else None


def _function_table(value) -> bool:
    """A dict of literal keys to module-level ``@wp.func`` functions (a handler table ``wp.static``
    indexes), or a list of them (``wp.static(late_bound_targets[index])``, Warp's test_module_variants)."""
    wp = warp_ir.warp()
    functions = value if type(value) is list else value.values() if isinstance(value, dict) else None
    return (
        bool(functions)
        and all(isinstance(k, (str, int)) and not isinstance(k, bool) for k in (value if isinstance(value, dict) else ()))
        and all(isinstance(f, wp.Function) and getattr(f, "func", None) is not None and not _owner(f.func) for f in functions)
    )


def missing_at_import(text: str) -> list[str]:
    """The names a source reads while it is imported (decorators, annotations, defaults, bases, the
    values of module and class assignments, top-level calls) before or without defining them, in
    order: what makes a record's source fail alone for sure (a fem kernel's ``self``: a value of the
    program's run that no text at module level can name)."""
    tree = _parsed(text)
    missing: list[str] = []
    if tree is None:
        return missing

    def read(nodes, known: set[str]) -> None:
        for node in nodes:
            stored = {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
            for n in ast.walk(node):
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id not in known | stored and n.id not in vars(builtins) and n.id not in missing:
                    missing.append(n.id)

    def visit(body, known: set[str]) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                params = node.args.posonlyargs + node.args.args + node.args.kwonlyargs + [a for a in (node.args.vararg, node.args.kwarg) if a]
                annotations = [a.annotation for a in params if a.annotation is not None] + ([node.returns] if node.returns else [])
                read([*node.decorator_list, *node.args.defaults, *filter(None, node.args.kw_defaults), *annotations], known)
                known.add(node.name)
            elif isinstance(node, ast.ClassDef):
                read([*node.decorator_list, *node.bases, *(k.value for k in node.keywords)], known)
                visit(node.body, set(known))  # the class body sees the module's names, its own stay its own
                known.add(node.name)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                known |= {(a.asname or a.name).split(".")[0] for a in node.names}
            else:
                read([node], known)
                known |= {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}

    visit(tree.body, set())
    return missing
