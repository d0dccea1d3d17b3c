"""Everything that touches Warp's private API (``warp._src``) lives here, behind a version check.

Kernels are imported from real source files (Warp reads a kernel's source through
``inspect``), then re-bound into one Warp module per batch so a batch costs one CPU build
and one NVRTC compile. Each kernel's generated code is cut out of its module's source and
normalized (hash suffix and absolute paths removed), so the text is the same whatever batch
the kernel was built in, on any machine, in any process.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
from pathlib import Path

SUPPORTED_WARP = "1.19.0"
IR_KINDS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward")


class UnsupportedWarpError(RuntimeError):
    pass


def warp():
    """Import Warp quietly, once, after checking its version."""
    import warp as wp

    if wp.__version__ != SUPPORTED_WARP:
        raise UnsupportedWarpError(
            f"warp-lang {wp.__version__} is installed, but this harness supports only warp-lang=={SUPPORTED_WARP}: "
            f"its IR extraction uses Warp's private code generator and its snapshots depend on that version. "
            f"Install it with: pip install warp-lang=={SUPPORTED_WARP}"
        )
    if not getattr(warp, "_initialized", False):
        wp.config.log_level = wp.LOG_WARNING  # no start-up banner or per-module build lines
        wp.init()
        warp._initialized = True
    return wp


def import_kernel(path: Path, kernel_name: str, module_name: str | None = None):
    """Import the generated module at ``path`` and return its kernel (Warp needs a real file).

    Modules are cached by name: give a distinct ``module_name`` to files whose content can
    change under the same kernel name (Hypothesis examples).
    """
    module_name = module_name or f"synth_kernels.{kernel_name}"
    if module_name in sys.modules:
        return getattr(sys.modules[module_name], kernel_name)
    warp()
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return getattr(module, kernel_name)


_LIVE: dict[str, tuple] = {}  # module name -> (module, kernel copies, kernel sources)


def forget_import(module_name: str) -> None:
    """Drop an imported kernel file's Python module and Warp's registry entry for it, so a
    worker's memory stays flat over thousands of cases (a later import reads the file again)."""
    from warp._src.context import user_modules

    sys.modules.pop(module_name, None)
    user_modules.pop(module_name, None)


def bind_batch(kernels: list, module_name: str) -> tuple[object, list]:
    """A Warp module holding a copy of each kernel; returns (module, kernel copies).

    Warp's CPU runtime keys loaded modules by name, and two live modules of one name crash the
    process (a segfault at launch). So a name is bound once per process until ``release``;
    binding it again returns the same module, and binding it to other kernels is an error.
    Callers make names change with content (``codegen.module_name`` hashes the sources).
    """
    wp = warp()
    from warp._src.context import Module

    sources = tuple(k.adj.source for k in kernels)
    live = _LIVE.get(module_name)
    if live is not None:
        if live[2] != sources:
            raise ValueError(f"Warp module name {module_name!r} is already bound to other kernels in this process")
        return live[0], live[1]
    module = Module(module_name, None)
    copies = [wp.Kernel(func=k.func, key=k.key, module=module) for k in kernels]
    _LIVE[module_name] = (module, copies, sources)
    return module, copies


def release(module_name: str) -> None:
    """Unload a module bound by ``bind_batch`` (its builds stay in Warp's kernel cache)."""
    live = _LIVE.pop(module_name, None)
    if live is not None:
        live[0].unload()


def module_source(module, target: str) -> str:
    """The complete C++ (``cpu``) or CUDA (``cuda``) source Warp generates for a module."""
    wp = warp()
    from warp._src.context import ModuleBuilder

    options = module.resolve_options(wp.config)
    builder = ModuleBuilder(module, options, target=target)
    return builder.codegen(target)


def module_sources(module) -> tuple[str, str]:
    """(C++ source, CUDA source) of a module from ONE build of its kernels' adjoints.

    Building the adjoints is half of codegen's cost, and for this harness's kernels (no tiles,
    no ``wp.static``) the build does not depend on the target: tests/unit/test_warp_ir.py
    checks that both texts equal ``module_source``'s, target by target.
    """
    wp = warp()
    from warp._src.context import ModuleBuilder

    builder = ModuleBuilder(module, module.resolve_options(wp.config), target="cpu")
    return builder.codegen("cpu"), builder.codegen("cuda")


_SIGNATURES = {
    "cpu_forward": "static void {name}_cpu_kernel_forward(",
    "cpu_backward": "static void {name}_cpu_kernel_backward(",
    "cuda_forward": 'extern "C" __global__ void {name}_cuda_kernel_forward(',
    "cuda_backward": 'extern "C" __global__ void {name}_cuda_kernel_backward(',
}


def _cut_function(source: str, signature: str) -> str:
    """The function whose signature line starts with ``signature``, with a preceding template line."""
    start = source.find("\n" + signature)
    if start < 0:
        raise LookupError(f"Warp's generated source has no function starting {signature!r}")
    start += 1
    prev = source.rfind("\n", 0, start - 1)
    if source[prev + 1 : start].startswith("template <"):
        start = prev + 1
    end = source.find("\n}\n", start)
    if end < 0:
        raise LookupError(f"unterminated function {signature!r}")
    return source[start : end + 2]


def _cut_struct(source: str, name: str) -> str:
    start = source.find(f"\nstruct wp_args_{name} {{")
    if start < 0:
        return ""
    end = source.find("\n};\n", start)
    return source[start + 1 : end + 3] + "\n"


def normalize(text: str, mangled: str, key: str, roots: tuple[str, ...] = ()) -> str:
    """Remove what differs between machines and builds: the hash suffix and absolute paths."""
    text = text.replace(mangled, key)
    for root in roots:
        text = text.replace(root, "<generated>")
    return text


def kernel_ir(kernel, cpu_source: str, cuda_source: str, roots: tuple[str, ...] = ()) -> dict[str, str]:
    """The four normalized texts of one kernel, cut from its module's cpu and cuda sources."""
    mangled = kernel.get_mangled_name()
    texts = {}
    for kind in IR_KINDS:
        source = cpu_source if kind.startswith("cpu") else cuda_source
        text = _cut_function(source, _SIGNATURES[kind].format(name=mangled))
        if kind == "cpu_forward":
            text = _cut_struct(source, mangled) + "\n" + text
        texts[kind] = normalize(text, mangled, kernel.key, roots)
    return texts


def build_cpu(module) -> None:
    """Build (or load from Warp's kernel cache) the module's CPU binary.

    ``block_dim=1`` is what ``wp.launch`` resolves on the CPU; loading with the module
    default (256) would build a second binary that no launch uses.
    """
    wp = warp()
    try:
        module.load("cpu", block_dim=1)
    except Exception:
        # A cache entry that does not load (a truncated .o from a full disk or a killed build)
        # would fail every later run: drop the module's entry and build it once more. A second
        # failure is real and goes up.
        entry = Path(wp.config.kernel_cache_dir) / module.get_module_identifier(1)
        if not entry.is_dir():
            raise
        shutil.rmtree(entry, ignore_errors=True)
        module.load("cpu", block_dim=1)


def compile_ptx(module, arch: int, out_dir: Path) -> Path:
    """Compile the module's CUDA code to PTX with NVRTC (no GPU needed); returns the .ptx path.

    Never ``strip_hash=True``: Warp keeps that setting on the module, and its later CPU build
    would then be cached under the module's name alone, so a changed kernel could load a stale
    binary built from an older source. Entry names keep their hash; ``kernel_entries`` maps them.
    """
    wp = warp()
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = wp.compile_aot_module(module, arch=arch, module_dir=str(out_dir), use_ptx=True)
    ptx = [Path(p) for p in paths if str(p).endswith(".ptx")]
    if not ptx:
        raise RuntimeError(f"NVRTC produced no PTX for {module.name}: {paths}")
    return ptx[0]


def ptx_entry_points(ptx_text: str) -> list[str]:
    """The ``.entry`` (kernel) names in a PTX file."""
    return re.findall(r"\.entry\s+([A-Za-z_][A-Za-z0-9_]*)", ptx_text)


def kernel_entries(kernel, entries: list[str]) -> tuple[str, ...]:
    """The kernel's entry points among ``entries``, named without the hash (``<key>_cuda_kernel_forward``)."""
    prefix = kernel.get_mangled_name() + "_cuda_kernel_"
    return tuple(kernel.key + e[len(kernel.get_mangled_name()) :] for e in entries if e.startswith(prefix))
