"""``--synth-modules``: find the Warp kernels of existing code and make each a ``ModuleCase``.

A SPEC is a Python file, a folder of them, an importable module or package name, or
``warp-examples`` (the installed warp package's ``examples/``). Every module is imported (in
isolation: ``warp_ir.isolated_import``) and every ``@wp.kernel`` Warp registered for it becomes
a case; a generic kernel becomes one case per overload its module declares (``wp.overload``),
and one with none is listed as not instantiated. A module that cannot be imported (a missing
optional package, no GPU, an error) is listed with its reason, never an error of the run.

Modules of Warp's examples get the source ``warp-examples`` and their path inside it however
they were named (``warp-examples``, ``warp.examples.core.example_sph``, or their file), so a
kernel's id and record do not depend on the SPEC. Files outside a package are imported by path
under the name ``synth_modules.<source>.<module>`` with their folder on ``sys.path``, as
running them as scripts would have it.
"""

from __future__ import annotations

import ast
import functools
import importlib
import importlib.util
import pkgutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

from synth.model.module_case import ModuleCase, safe
from synth.warp import warp_ir

WARP_EXAMPLES = "warp-examples"
DEFAULT_BLOCK_DIM_FROM = "module default"


class SpecError(ValueError):
    """A SPEC that names nothing importable (a usage error, not a skipped module)."""


@dataclass(frozen=True)
class Candidate:
    """A module a SPEC names: how to import it and how its cases are named."""

    source: str
    module: str
    import_name: str
    file: str
    path: str
    spec: str


@dataclass
class Discovery:
    """What a run's SPECs hold: the cases, and what was not ingested, with reasons."""

    cases: list[ModuleCase] = field(default_factory=list)
    skipped_modules: list[tuple[str, str]] = field(default_factory=list)  # (source:module, reason)
    not_instantiated: list[tuple[str, str]] = field(default_factory=list)  # (source:module.kernel, reason)

    def to_dict(self) -> dict:
        return {
            "cases": [c.to_dict() for c in self.cases],
            "skipped_modules": [list(x) for x in self.skipped_modules],
            "not_instantiated": [list(x) for x in self.not_instantiated],
        }

    @classmethod
    def from_dict(cls, data: dict) -> Discovery:
        return cls(
            [ModuleCase.from_dict(c) for c in data["cases"]],
            [tuple(x) for x in data["skipped_modules"]],
            [tuple(x) for x in data["not_instantiated"]],
        )


def examples_root() -> Path:
    """The installed warp package's ``examples/`` folder."""
    import warp

    return Path(warp.__file__).resolve().parent / "examples"


def _python_files(folder: Path) -> list[Path]:
    skip = {"__pycache__"}
    return sorted(p for p in folder.rglob("*.py") if not (set(p.relative_to(folder).parts) & skip) and not p.name.startswith("."))


def _dotted(relative: Path) -> str:
    parts = list(relative.with_suffix("").parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _example(file: Path, spec: str) -> Candidate:
    relative = file.relative_to(examples_root())
    module = _dotted(relative)
    return Candidate(WARP_EXAMPLES, module, f"warp.examples.{module}" if module else "warp.examples", str(file), relative.as_posix(), spec)


def _under(file: Path, root: Path) -> bool:
    try:
        file.relative_to(root)
    except ValueError:
        return False
    return True


def candidates(spec: str) -> list[Candidate]:
    """The modules one SPEC names (raises ``SpecError`` when it names none)."""
    spec = spec.strip()
    if spec == WARP_EXAMPLES:
        return [_example(f, spec) for f in _python_files(examples_root())]
    path = Path(spec)
    if spec.endswith(".py") or "/" in spec or path.exists():
        path = path.resolve()
        if path.is_file():
            root, files = path.parent, [path]
        elif path.is_dir():
            root, files = path, _python_files(path)
        else:
            raise SpecError(f"{spec}: no such file or folder")
        if not files:
            raise SpecError(f"{spec}: holds no Python files")
        found = []
        for f in files:
            if _under(f, examples_root()):
                found.append(_example(f, spec))
                continue
            module = _dotted(f.relative_to(root)) or root.name
            source = root.name
            found.append(Candidate(source, module, f"synth_modules.{safe(source)}.{module}", str(f), f.relative_to(root).as_posix(), spec))
        return found
    return _importable(spec)


def _importable(spec: str) -> list[Candidate]:
    """A module, or every module of a package, by its import name."""
    try:
        found = importlib.util.find_spec(spec)
    except (ImportError, ValueError) as exc:
        raise SpecError(f"{spec}: not a file, a folder or an importable module ({type(exc).__name__}: {exc})") from None
    if found is None or found.origin is None:
        raise SpecError(f"{spec}: not a file, a folder or an importable module")
    names = [spec]
    if found.submodule_search_locations:
        names += [m.name for m in pkgutil.walk_packages(found.submodule_search_locations, prefix=spec + ".")]
    top = spec.split(".")[0]
    top_spec = importlib.util.find_spec(top)
    top_dir = Path(top_spec.origin).resolve().parent.parent if top_spec and top_spec.origin else Path(found.origin).resolve().parent
    result = []
    for name in names:
        module_spec = importlib.util.find_spec(name)
        if module_spec is None or module_spec.origin is None or not module_spec.origin.endswith(".py"):
            continue
        file = Path(module_spec.origin).resolve()
        if _under(file, examples_root()):
            result.append(_example(file, spec))
            continue
        module = name.split(".", 1)[1] if "." in name else name
        path = file.relative_to(top_dir).as_posix() if _under(file, top_dir) else file.name
        result.append(Candidate(top, module, name, str(file), path, spec))
    return result


def import_module(candidate: Candidate | ModuleCase):
    """Import (once per process) the module of a candidate or a case, in isolation; raises what the import raises."""
    name = candidate.import_name
    if name in sys.modules:
        return sys.modules[name]
    by_path = candidate.import_name.startswith("synth_modules.")
    with warp_ir.isolated_import(str(Path(candidate.file).parent) if by_path else None):
        return warp_ir.import_file(candidate.file, name) if by_path else importlib.import_module(name)


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def discover(specs: list[str]) -> Discovery:
    """Every kernel of every module the SPECs name, as cases sorted by id (the same list in every process)."""
    found = Discovery()
    seen: set[str] = set()
    for spec in specs:
        for candidate in candidates(spec):
            if candidate.import_name in seen:
                continue
            seen.add(candidate.import_name)
            label = f"{candidate.source}:{candidate.module}"
            try:
                import_module(candidate)
            except KeyboardInterrupt:
                raise
            except BaseException as exc:  # SystemExit included: a script that exits at import
                found.skipped_modules.append((label, _reason(exc)))
                continue
            for key, kernel in warp_ir.module_kernels(candidate.import_name):
                overloads = warp_ir.overloads(kernel)
                if kernel.is_generic and not overloads:
                    found.not_instantiated.append((f"{label}.{key}", "generic kernel whose module declares no overload (wp.overload)"))
                for signature in sorted(overloads) if kernel.is_generic else [""]:
                    c = candidate
                    found.cases.append(ModuleCase(c.source, c.module, key, signature, c.import_name, c.file, c.path, c.spec))
    found.cases.sort(key=lambda case: case.id)
    return found


def kernel_of(case: ModuleCase):
    """The case's kernel object (an overload's for an overload); raises LookupError when its module lost it."""
    import_module(case)
    for key, kernel in warp_ir.module_kernels(case.import_name):
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


def launches(case: ModuleCase, module) -> Launch:
    """The first launch of the case's kernel in its module's source with a resolvable ``block_dim``,
    else the first launch, else none (``Launch(None, False, "")``)."""
    tree = _syntax_tree(case.file)
    if tree is None:
        return Launch(None, False, "")
    first = None
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("launch", "launch_tiled")):
            continue
        target = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "kernel"), None)
        name = target.id if isinstance(target, ast.Name) else target.attr if isinstance(target, ast.Attribute) else None
        if name != case.kernel:
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
