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
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import types
import typing

import numpy as np

from synth.warp import warp_ir


def _names(texts: list[str]) -> set[str]:
    found: set[str] = set()
    for text in texts:
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        found |= {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return found


def annotation(t) -> str:
    """A Warp type as Python annotation text: ``wp.array(dtype=wp.vec3f)``, ``wp.float32``, a struct's name."""
    wt, codegen = warp_ir.private_types()

    if wt.is_array(t):
        ndim = "" if t.ndim == 1 else f", ndim={t.ndim}"
        return f"wp.array(dtype={annotation(t.dtype)}{ndim})"
    if isinstance(t, codegen.Struct):
        return t.key
    if t in (int, float, bool):
        return t.__name__
    return f"wp.{t.__name__}"


def _struct_text(struct) -> str:
    """A ``@wp.struct`` as written; one a function made (``type(...)``, Warp's fem builds its
    argument structs so) has no source to read, and is written from its fields, which define it."""
    try:
        return warp_ir.struct_source(struct)
    except (OSError, TypeError):
        fields = "".join(f"    {name}: {annotation(var.type)}\n" for name, var in struct.vars.items()) or "    pass\n"
        return f"@wp.struct\nclass {struct.key}:\n" + fields


def overload_declaration(generic, overload) -> str:
    """``wp.overload(kernel, {"arg": type, ...})`` for the parameters the generic kernel leaves generic."""
    wt, _ = warp_ir.private_types()

    generic_args = {a.label: a.type for a in generic.adj.args}
    concrete = [f'"{a.label}": {annotation(a.type)}' for a in overload.adj.args if wt.type_is_generic(generic_args.get(a.label))]
    return f"wp.overload({overload.key}, {{{', '.join(concrete)}}})\n"


def value_text(value) -> str | None:
    """A module global of a Warp kind as Python text that makes it again, else None: a Warp type
    (``wp_type = wp.float64``) or a vector, matrix, quaternion or transform value
    (``scale = wp.vec2d(0.0078125, 0.0078125)``, every component exact: Python floats' repr
    reads back to the same float32 or float64)."""
    wt, _ = warp_ir.private_types()
    kinds = (wt.type_is_vector, wt.type_is_matrix, wt.type_is_quaternion, wt.type_is_transformation)
    if isinstance(value, type):
        return annotation(value) if value in wt.scalar_types or any(is_kind(value) for is_kind in kinds) else None
    t = type(value)
    if not any(is_kind(t) for is_kind in kinds) or getattr(warp_ir.warp(), t.__name__, None) is not t:
        return None
    integer = t._wp_scalar_type_ in wt.int_types
    numbers = ", ".join(repr(int(x)) if integer else repr(float(x)) for x in np.asarray(value).ravel())
    return f"wp.{t.__name__}({numbers})"


def closure_values(func) -> dict:
    """The values of a function's closure variables, by name (a kernel a factory made)."""
    found = {}
    for name, cell in zip(func.__code__.co_freevars, func.__closure__ or (), strict=False):
        try:
            found[name] = cell.cell_contents
        except ValueError:  # a cell not filled yet
            continue
    return found


def kernel_source(kernel, build: warp_ir.KernelBuild, module, generic=None) -> str:
    """The training text of one kernel (see the module docstring); ``generic`` is the generic
    kernel when ``kernel`` is one of its overloads. A kernel made inside a function gets its
    closure's values as assignments before it (numbers, booleans, Warp types: what a factory
    passes), so two kernels one factory made with different values are two different texts."""
    parts = [_struct_text(s) for s in build.structs]
    for text in (warp_ir.function_source(f) for f in build.functions):
        if text not in parts:
            parts.append(text)
    parts.append(textwrap.dedent(inspect.getsource(kernel.func)))
    defined = {s.key for s in build.structs} | {f.key for f in build.functions} | {kernel.key}
    imports, constants = ["import warp as wp"], []
    closure = closure_values(kernel.func)
    scope = {**vars(module), **closure}
    for name in sorted(_names(parts) - defined):
        if name not in scope:
            continue
        value = scope[name]
        if isinstance(value, types.ModuleType):
            line = f"import {value.__name__}" + (f" as {name}" if name != value.__name__ else "")
            if line not in imports:
                imports.append(line)
        elif value is typing.Any:
            imports.append("from typing import Any")
        elif isinstance(value, (bool, int, float)):
            constants.append(f"{name} = {value!r}")
        elif value_text(value) is not None:
            constants.append(f"{name} = {value_text(value)}")
    head = "\n".join(sorted(set(imports), key=lambda line: (line != "import warp as wp", line))) + "\n"
    if constants:
        head += "\n" + "\n".join(constants) + "\n"
    body = "\n\n".join(p.rstrip("\n") + "\n" for p in parts)
    text = head + "\n\n" + body
    if generic is not None:
        text += "\n\n" + overload_declaration(generic, kernel)
    return text
