"""``--synth-modules``: which modules of existing code a SPEC names (``Candidate``), found without importing them.

A SPEC is a Python file, a folder of them, an importable module or package name (an installed
package by name: ``newton``, ``mujoco_warp``), ``warp-examples`` (the installed warp package's
``examples/``), ``warp-tests`` (its ``tests/``) or ``warp-library`` (its library modules:
``warp.fem``, ``warp.sparse``, ``warp.utils``... all defined under ``warp._src``). Each module is
a ``Candidate``; ``synth.stages.ingest`` ingests each in a process of its own (nothing here
imports user code in a pytest process).

Modules of Warp's examples get the source ``warp-examples`` and their path inside it however
they were named (``warp-examples``, ``warp.examples.core.example_sph``, or their file), so a
kernel's id and record do not depend on the SPEC. Files outside a package are imported by path
under the name ``synth_modules.<source>.<module>`` with their folder on ``sys.path``, as
running them as scripts would have it; two folders of one name (``x/lib``, ``y/lib``) are the
sources ``lib`` and ``lib_<hash of y/lib's path>`` (``all_candidates``), in one run or across runs into one dataset folder.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from dataclasses import dataclass, field
from pathlib import Path

from synth.model.module_case import ModuleCase, safe, short_hash

WARP_EXAMPLES = "warp-examples"
WARP_TESTS = "warp-tests"
WARP_LIBRARY = "warp-library"
SOURCES = (WARP_EXAMPLES, WARP_TESTS, WARP_LIBRARY)


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
    not_run: list[tuple[str, str]] = field(default_factory=list)  # (case id, why its CPU run has no inputs)
    not_made: list[tuple[str, str]] = field(default_factory=list)  # (source:module.factory.kernel, why): defined in a function no code called
    dropped_tests: list[tuple[str, str]] = field(default_factory=list)  # (source:test id, why): a test that ended its module's process by a signal, left out
    counts: dict = field(default_factory=dict)  # per source: modules, kernels found, recorded, captured... (synth.stages.ingest)

    def to_dict(self) -> dict:
        return {
            "cases": [c.to_dict() for c in self.cases],
            "skipped_modules": [list(x) for x in self.skipped_modules],
            "not_instantiated": [list(x) for x in self.not_instantiated],
            "not_run": [list(x) for x in self.not_run],
            "not_made": [list(x) for x in self.not_made],
            "dropped_tests": [list(x) for x in self.dropped_tests],
            "counts": self.counts,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Discovery:
        return cls(
            [ModuleCase.from_dict(c) for c in data["cases"]],
            [tuple(x) for x in data["skipped_modules"]],
            [tuple(x) for x in data["not_instantiated"]],
            [tuple(x) for x in data.get("not_run", [])],
            [tuple(x) for x in data.get("not_made", [])],
            [tuple(x) for x in data.get("dropped_tests", [])],
            data.get("counts", {}),
        )


def warp_root() -> Path:
    """The installed warp package's folder (found without importing Warp)."""
    found = importlib.util.find_spec("warp")
    return Path(found.origin).resolve().parent


def examples_root() -> Path:
    """The installed warp package's ``examples/`` folder."""
    return warp_root() / "examples"


def tests_root() -> Path:
    """The installed warp package's ``tests/`` folder."""
    return warp_root() / "tests"


def _python_files(folder: Path) -> list[Path]:
    skip = {"__pycache__"}
    return sorted(p for p in folder.rglob("*.py") if not (set(p.relative_to(folder).parts) & skip) and not p.name.startswith("."))


def dotted(relative: Path) -> str:
    """``a/b/c.py`` -> ``a.b.c`` (a package's ``__init__.py`` is the package)."""
    parts = list(relative.with_suffix("").parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _example(file: Path, spec: str) -> Candidate:
    relative = file.relative_to(examples_root())
    module = dotted(relative)
    return Candidate(WARP_EXAMPLES, module, f"warp.examples.{module}" if module else "warp.examples", str(file), relative.as_posix(), spec)


WARP_TESTS_LEFT_OUT = {
    "test_examples": "runs each of Warp's examples in a process of its own (their kernels are ingested as warp-examples)",
    "test_fem_examples": "runs Warp's fem examples in processes of their own",
}
"""Test modules of ``warp-tests`` not ingested: their launches happen in other processes."""


def _warp_test(file: Path, spec: str) -> Candidate:
    relative = file.relative_to(tests_root())
    module = dotted(relative)
    return Candidate(WARP_TESTS, module, f"warp.tests.{module}", str(file), relative.as_posix(), spec)


LIBRARY_LEFT_OUT = ("warp._src.jax", "warp._src.paddle", "warp._src.torch", "warp._src.thirdparty", "warp._src.render")
LIBRARY_WHY = "interop with a framework the harness does not install, vendored code, or rendering (OpenGL/USD)"
"""Library modules not ingested: the interop modules import their framework (not installed by the
harness), ``thirdparty`` is vendored code without kernels, ``render`` needs OpenGL/USD to import."""


def _library(spec: str) -> list[Candidate]:
    """Every module of ``warp._src`` (where ``warp.fem``, ``warp.sparse``, ``warp.utils``... are
    defined) whose text says ``kernel`` (a module that never does defines none: not worth a
    process of its own), but those ``LIBRARY_LEFT_OUT`` names."""
    found = [_library_module(f, spec) for f in _python_files(warp_root() / "_src") if "kernel" in f.read_text(encoding="utf-8", errors="replace")]
    return [c for c in found if not any(c.import_name == p or c.import_name.startswith(p + ".") for p in LIBRARY_LEFT_OUT)]


def _library_module(file: Path, spec: str) -> Candidate:
    root = warp_root()
    inner = dotted(file.relative_to(root / "_src"))
    name = "warp._src" + (f".{inner}" if inner else "")
    return Candidate(WARP_LIBRARY, name.removeprefix("warp."), name, str(file), file.relative_to(root.parent).as_posix(), spec)


def under(file: Path, root: Path) -> bool:
    """Whether ``file`` lies inside the folder ``root``."""
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
    if spec == WARP_TESTS:
        return [_warp_test(f, spec) for f in _python_files(tests_root()) if f.name.startswith("test_") and f.stem not in WARP_TESTS_LEFT_OUT]
    if spec == WARP_LIBRARY:
        return _library(spec)
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
            if under(f, examples_root()):
                found.append(_example(f, spec))
                continue
            module = dotted(f.relative_to(root)) or root.name
            source = root.name
            found.append(Candidate(source, module, f"synth_modules.{safe(source)}.{module}", str(f), f.relative_to(root).as_posix(), spec))
        return found
    return _importable(spec)


def _module_file(name: str) -> tuple[Path, bool] | None:
    """(file, is a package) of a dotted module name, looked up on ``sys.path`` without importing
    anything (``importlib.util.find_spec`` of ``a.b`` would import ``a``: user code, in this process)."""
    parts = name.split(".")
    for entry in sys.path:
        base = Path(entry or ".").joinpath(*parts)
        if (base / "__init__.py").is_file():
            return (base / "__init__.py").resolve(), True
        if base.with_suffix(".py").is_file():
            return base.with_suffix(".py").resolve(), False
        if base.is_dir() and len(parts) > 1 and list(base.glob("*.py")):  # a namespace package
            return base.resolve(), True
    return None


def _importable(spec: str) -> list[Candidate]:
    """A module, or every module of a package, by its import name (an installed package:
    ``newton``, ``mujoco_warp``); its files are found on ``sys.path``, not imported."""
    if not all(part.isidentifier() for part in spec.split(".")):
        raise SpecError(f"{spec}: not a file, a folder or an importable module")
    found = _module_file(spec)
    if found is None:
        raise SpecError(f"{spec}: not a file, a folder or an importable module")
    file, package = found
    folder = (file if file.is_dir() else file.parent) if package else None
    files = [file] if folder is None else _python_files(folder)
    top = spec.split(".")[0]
    top_found = _module_file(top)
    top_dir = top_found[0].parent.parent if top_found and top_found[0].name == "__init__.py" else top_found[0].parent if top_found else file.parent
    result = []
    for f in files:
        if under(f, examples_root()):
            result.append(_example(f, spec))
            continue
        if under(f, tests_root()) and f.name.startswith("test_"):
            result.append(_warp_test(f, spec))
            continue
        if under(f, warp_root() / "_src"):
            result.append(_library_module(f, spec))
            continue
        name = spec if folder is None else ".".join(filter(None, [spec, dotted(f.relative_to(folder))]))
        module = name  # the import name, package prefix and all: what ``locate`` names a kernel of this file found through another module
        path = f.relative_to(top_dir).as_posix() if under(f, top_dir) else f.name
        result.append(Candidate(top, module, name, str(f), path, spec))
    return result


def folder_root(c: Candidate | ModuleCase) -> str:
    """The folder a loose file's source is named after (the SPEC's folder), absolute."""
    return str(Path(c.file).resolve().parents[len(Path(c.path).parts) - 1])


def all_candidates(specs: list[str], roots: dict[str, str] | None = None) -> list[Candidate]:
    """The modules of every SPEC, in SPEC order, each once.

    Two folders of one name (``x/lib``, ``y/lib``) are two sources by construction: a name belongs
    to the first folder that took it (in ``roots``, source name -> folder, which a dataset folder
    keeps across runs; then in SPEC order), and any other folder of that name is the source
    ``<name>_<short hash of its path>``. ``roots`` gains this run's names."""
    found, names = [], set()
    roots = {} if roots is None else roots
    for spec in specs:
        for c in candidates(spec):
            if c.import_name.startswith("synth_modules."):
                root = folder_root(c)
                if roots.setdefault(c.source, root) != root:
                    source = f"{c.source}_{short_hash(root)}"
                    roots.setdefault(source, root)
                    c = Candidate(source, c.module, f"synth_modules.{safe(source)}.{c.module}", c.file, c.path, c.spec)
            if c.import_name in names:
                continue
            names.add(c.import_name)
            found.append(c)
    return found
