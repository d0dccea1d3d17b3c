"""How a module of existing code is imported in isolation, its kernels found again, and the
``block_dim`` its source launches a kernel with (``launches``). The modules a SPEC names are
``synth.stages.ingest.sources``'s."""

from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path

from synth.model.module_case import ModuleCase
from synth.warp import warp_ir

DEFAULT_BLOCK_DIM_FROM = "module default"


def import_module(candidate):
    """Import (once per process) the module of a candidate (``synth.stages.ingest.sources.Candidate``) or a
    ``ModuleCase``, in isolation; raises what the import raises."""
    name = candidate.import_name
    if name in sys.modules:
        return sys.modules[name]
    by_path = candidate.import_name.startswith("synth_modules.")
    with warp_ir.isolated_import(str(Path(candidate.file).parent) if by_path else None):
        if name.startswith("warp._src."):
            _import_public_package(name)
        return warp_ir.import_file(candidate.file, name) if by_path else importlib.import_module(name)


def _import_public_package(name: str) -> None:
    """Import ``warp.fem`` before ``warp._src.fem.quadrature.pic_quadrature``: Warp's library
    modules are imported through their public package, and some only import in that order
    (entered directly, ``warp._src.fem.quadrature`` is a circular import)."""
    public = "warp." + name.split(".")[2]
    if importlib.util.find_spec(public) is not None:
        importlib.import_module(public)


def defined_kernels(module, import_name: str) -> list:
    """(key, kernel) of the kernels a module's file defines: those Warp registered under its name, then
    module-level kernels Warp registered elsewhere (Warp's library registers ``warp._src.sparse``'s
    under ``warp.sparse``; ``module="unique"`` kernels get a module each), in definition order."""
    wp = warp_ir.warp()
    here = getattr(module, "__file__", None)
    found = {key: k for key, k in warp_ir.module_kernels(import_name) if k.func.__code__.co_filename == here}
    others = [v for v in vars(module).values() if isinstance(v, wp.Kernel) and v.func.__code__.co_filename == here and v.key not in found]
    for kernel in sorted(others, key=lambda k: (k.func.__code__.co_firstlineno, k.key)):
        found.setdefault(kernel.key, kernel)
    return list(found.items())


@dataclass(frozen=True)
class FactoryKernel:
    """A kernel a function of the module defines (a factory): it exists only once the function runs."""

    factory: str  # the enclosing functions, outermost first, dotted (``make.inner``)
    kernel: str
    line: int  # of its first decorator: the ``co_firstlineno`` of the kernel's function once made


def factory_kernels(path: str) -> list[FactoryKernel]:
    """The ``@wp.kernel`` definitions inside functions of the file at ``path``, in source order
    (``@wp.kernel``, ``@wp.kernel(...)``, ``@warp.kernel``, or ``@kernel`` as imported from warp)."""
    try:
        tree = ast.parse(Path(path).read_text(encoding="utf-8"), path)
    except (OSError, SyntaxError, ValueError):
        return []
    found: list[FactoryKernel] = []

    def walk(node: ast.AST, enclosing: tuple[str, ...]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if enclosing and any(_is_kernel_decorator(d) for d in child.decorator_list):
                    found.append(FactoryKernel(".".join(enclosing), child.name, child.decorator_list[0].lineno))
                walk(child, (*enclosing, child.name))
            elif isinstance(child, ast.ClassDef):
                walk(child, enclosing)  # a method is a factory by its own name; the class adds nothing to call
            else:
                walk(child, enclosing)

    walk(tree, ())
    return found


def _is_kernel_decorator(node: ast.expr) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    if isinstance(target, ast.Attribute):
        return target.attr == "kernel" and isinstance(target.value, ast.Name) and target.value.id in ("wp", "warp")
    return isinstance(target, ast.Name) and target.id == "kernel"


def made_kernels() -> set[tuple[str, int]]:
    """(file, first line) of the function of every kernel a function made that Warp holds now (the
    resolved file path): the factories' kernels that exist."""
    from warp._src.context import user_modules

    return {
        (str(Path(k.func.__code__.co_filename).resolve()), k.func.__code__.co_firstlineno)
        for module in list(user_modules.values())
        for k in list(module.kernels.values())
        if "<locals>" in k.func.__qualname__
    }


def kernel_of(case: ModuleCase):
    """The case's kernel object (an overload's for an overload); raises LookupError when its module lost it."""
    module = import_module(case)
    for key, kernel in defined_kernels(module, case.import_name):
        if key == case.kernel:
            if not case.overload:
                return kernel
            overload = warp_ir.overloads(kernel).get(case.overload)
            if overload is not None:
                return overload
    raise LookupError(f"{case.import_name} has no kernel {case.kernel}{'.' + case.overload if case.overload else ''} any more")


# ----------------------------------------------------------------------------- launches in the module's source


@dataclass(frozen=True)
class Launch:
    """How a module launches a kernel, as far as its source says: the ``block_dim`` (a literal or a
    module-level constant), whether through ``wp.launch_tiled``, and where."""

    block_dim: int | None
    tiled: bool
    where: str  # "path:line" of the launch call, or "" when none was found


def launches(case, module, kernel: str | None = None) -> Launch:
    """The first launch of the kernel (the case's, or ``kernel`` of a candidate's module) in its
    module's source with a resolvable ``block_dim``, else the first launch, else none
    (``Launch(None, False, "")``)."""
    kernel = kernel or case.kernel
    tree = _syntax_tree(case.file)
    if tree is None:
        return Launch(None, False, "")
    first = None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("launch", "launch_tiled")):
            continue
        target = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "kernel"), None)
        name = target.id if isinstance(target, ast.Name) else target.attr if isinstance(target, ast.Attribute) else None
        if name != kernel:
            continue
        tiled = node.func.attr == "launch_tiled"
        where = f"{case.path}:{node.lineno}"
        value = next((k.value for k in node.keywords if k.arg == "block_dim"), None)
        block_dim = _int_value(value, module)
        if block_dim is not None:
            return Launch(block_dim, tiled, where)
        if first is None:
            first = Launch(None, tiled, where)
    return first or Launch(None, False, "")


@functools.cache
def _syntax_tree(file: str) -> ast.Module | None:
    """A module file's syntax tree, parsed once per process (every kernel of a module, every stage asks)."""
    try:
        return ast.parse(Path(file).read_text(encoding="utf-8"))
    except (OSError, SyntaxError, UnicodeDecodeError):
        return None


def _int_value(node, module) -> int | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
        return node.value
    if isinstance(node, ast.Name):
        value = getattr(module, node.id, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None
