"""Everything that touches Warp's private API (``warp._src``) lives here, behind a version check.

Kernels are imported from real source files (Warp reads a kernel's source through
``inspect``), then re-bound into one Warp module per batch so a batch costs one CPU build
and one NVRTC compile. Each kernel's generated code is cut out of its module's source and
normalized (hash suffix and absolute paths removed), so the text is the same whatever batch
the kernel was built in, on any machine, in any process.
"""

from __future__ import annotations

import contextlib
import copy
import errno
import functools
import importlib.util
import io
import os
import re
import shutil
import sys
import threading
from dataclasses import dataclass
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
        # A launch that names a block_dim (tile kernels) runs that many threads per block on the
        # CPU too, as on a GPU; launches that name none (every other generated kernel) keep 1.
        wp.config.enable_cpu_blocks = True
        wp.init()
        warp._initialized = True
    return wp


def value_type(t):
    """Warp's type of a model value type (``synth.model.spec.Type``): ``wp.vec3``, ``wp.mat22h``, ``wp.quatd``;
    a vector or matrix Warp exports no name for made by ``wp.types.vector`` / ``wp.types.matrix`` of its
    scalar (vec5, mat32d; mat22i, vec3bf)."""
    wp = warp()
    if hasattr(wp, t.name):
        return getattr(wp, t.name)
    dtype = getattr(wp, t.scalar.name)
    if t.is_vector:
        return wp.types.vector(length=t.shape[0], dtype=dtype)
    if t.is_matrix:
        return wp.types.matrix(shape=t.shape, dtype=dtype)
    raise ValueError(f"{t.name}: no Warp type of this name")


def import_kernel(path: Path, kernel_name: str, module_name: str | None = None):
    """Import the generated module at ``path`` and return its kernel (Warp needs a real file).

    Modules are cached by name: give a distinct ``module_name`` to files whose content can
    change under the same kernel name (Hypothesis examples).
    """
    warp()
    return getattr(import_file(path, module_name or f"synth_kernels.{kernel_name}"), kernel_name)


def concrete(kernel):
    """The kernel a launch of ``kernel`` runs and whose code it has: its one overload for a generic
    kernel (declared by ``wp.overload``), else the kernel itself."""
    if not kernel.is_generic:
        return kernel
    if len(kernel.overloads) != 1:
        raise ValueError(f"generic kernel {kernel.key} has {len(kernel.overloads)} overloads; a case runs exactly one")
    return next(iter(kernel.overloads.values()))


def import_file(path: Path | str, module_name: str):
    """The Python module of a file, imported under ``module_name`` once per process (a failed
    import leaves nothing behind, so it can be tried again)."""
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module


_LIVE: dict[str, tuple] = {}  # module name -> (module, kernel copies, kernel sources)


def forget_import(module_name: str) -> None:
    """Drop an imported kernel file's Python module and Warp's registry entry for it, so a
    worker's memory stays flat over thousands of cases (a later import reads the file again)."""
    from warp._src.context import Kernel, user_modules

    module = sys.modules.pop(module_name, None)
    user_modules.pop(module_name, None)
    for value in vars(module).values() if module is not None else ():
        # a kernel made with module="unique" registered a Warp module of its own, named by its hash
        if isinstance(value, Kernel) and user_modules.get(value.module.name) is value.module:
            del user_modules[value.module.name]


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
    copies = [_copy(wp, k, module) for k in kernels]
    _LIVE[module_name] = (module, copies, sources)
    return module, copies


def _copy(wp, kernel, module):
    """``kernel`` in ``module``, with its own options (``@wp.kernel(enable_backward=False)``). A
    generic kernel comes with its overloads, and an overload (``concrete``) with its generic
    kernel; either returns the copy of the one overload (what a case runs: its code is the overload's)."""
    source = kernel.generic_parent or kernel
    copy = wp.Kernel(func=source.func, key=source.key, module=module, options=dict(source.options))
    if not source.is_generic:
        return copy
    for ovl in (kernel,) if kernel.generic_parent is not None else kernel.overloads.values():
        copy.add_overload([a.type for a in ovl.adj.args])
    return concrete(copy)


def release(module_name: str) -> None:
    """Unload a module bound by ``bind_batch`` (its builds stay in Warp's kernel cache)."""
    live = _LIVE.pop(module_name, None)
    if live is not None:
        live[0].unload()


class _CodegenOnce:
    """Stands in for a module's ``Module._run_codegen``: Warp's own codegen, run once per option
    set and handed to every later ask. The IR texts are cut from the very source Warp then
    compiles (the CPU build, NVRTC), and a module's kernels go through Warp's code generator
    once per target instead of once for the texts and again for each build. Other variants (a
    GPU launch's ``block_dim``) get codegen of their own, as without it."""

    def __init__(self, run_codegen) -> None:
        self._run = run_codegen
        self._done: dict = {}
        self._lock = threading.Lock()

    @staticmethod
    def key(options: dict, is_cpu: bool) -> tuple:
        return (is_cpu, repr(sorted(options.items())))

    def asked(self) -> set:
        """The option sets codegen has run for so far."""
        with self._lock:
            return set(self._done)

    def __call__(self, options: dict, is_cpu: bool):
        key = self.key(options, is_cpu)
        with self._lock:
            if key not in self._done:
                self._done[key] = self._run(options, is_cpu)
            source, ext, meta, ltoirs, fatbins = self._done[key]
        return source, ext, copy.deepcopy(meta), list(ltoirs), list(fatbins)


def _codegen_once(module) -> _CodegenOnce:
    """The module's ``_CodegenOnce``, given to it the first time."""
    if not isinstance(vars(module).get("_run_codegen"), _CodegenOnce):
        module._run_codegen = _CodegenOnce(module._run_codegen)
    return module._run_codegen


@contextlib.contextmanager
def _built_from(module, options: dict, is_cpu: bool, what: str):
    """Around a build: were it to generate code for other options than ``options`` (those the IR
    texts are cut from), its binary would not be the texts' code; that is a harness error."""
    codegen = _codegen_once(module)
    before = codegen.asked()
    yield
    other = codegen.asked() - before - {codegen.key(options, is_cpu)}
    if other:
        raise RuntimeError(f"{what} of {module.name} generated code for options other than the IR's: {sorted(other)}")


def cpu_options(module) -> dict:
    """The resolved options of the module's CPU variant, the one ``wp.launch`` on the CPU uses:
    ``block_dim`` 1 (a tile module's own, ``set_block_dim``), at ``cpu_level`` unless the variant
    was hashed before (a kernel launched on the CPU first; ``build_cpu`` refuses that). Warp fixes a
    variant's options the first time it hashes it; that is done here, with the level set only for
    that moment."""
    warp()
    level = module.options["optimization_level"]
    module.options["optimization_level"] = cpu_level(module)
    try:
        module.get_module_hash(block_dim=cpu_block_dim(module))
    finally:
        module.options["optimization_level"] = level
    return module.resolved_options[cpu_block_dim(module)]


def cpu_level(module):
    """The optimization level of the module's CPU build: ``CPU_OPTIMIZATION_LEVEL``, except for a tile
    module (``set_block_dim``): Warp keys a module's variants by block_dim alone, and a tile module's
    CPU and CUDA variants have the same one, so they share one set of options: Warp's defaults (the
    CPU's -O2, CUDA's -O3), as a user's ``wp.launch_tiled`` builds them."""
    return CPU_OPTIMIZATION_LEVEL if cpu_block_dim(module) == CPU_BLOCK_DIM else module.options["optimization_level"]


def set_block_dim(module, block_dim: int) -> None:
    """Make ``module`` (its kernels all tile kernels of one ``block_dim``) build and launch with
    ``block_dim`` threads per block, on the CPU (cooperative fibers, ``warp``'s ``enable_cpu_blocks``)
    as on CUDA: its IR texts, CPU build and PTX are all of that variant. Before anything hashes it."""
    module.options["block_dim"] = block_dim
    module.synth_cpu_block_dim = block_dim


def cpu_block_dim(module) -> int:
    """The block_dim of the module's CPU variant: ``CPU_BLOCK_DIM``, or a tile module's own (``set_block_dim``)."""
    return getattr(module, "synth_cpu_block_dim", CPU_BLOCK_DIM)


def cuda_options(module, arch: int) -> dict:
    """The options ``compile_aot_module(module, arch=arch)`` compiles with (Warp's defaults, -O3)."""
    return module.resolve_options(warp().config) | {"output_arch": arch}


def compiled_sources(module, arch: int) -> tuple[str, str]:
    """(C++ source, CUDA source) of a module exactly as Warp compiles them: the CPU variant
    ``build_cpu`` builds and the CUDA source ``compile_ptx(module, arch)`` compiles. Generated
    once each; the builds that follow reuse them (tests/unit/warp/test_warp_ir.py compares them with
    the files Warp compiled; the builds check that they asked for no other)."""
    codegen = _codegen_once(module)
    cpu = codegen(_cpu_codegen_options(module), True)[0]
    cuda = codegen(cuda_options(module, arch), False)[0]
    return cpu, cuda


def _cpu_codegen_options(module) -> dict:
    return cpu_options(module) | {"output_arch": None}


SIGNATURES = {
    "cpu_forward": "static void {name}_cpu_kernel_forward(",
    "cpu_backward": "static void {name}_cpu_kernel_backward(",
    "cuda_forward": 'extern "C" __global__ void {name}_cuda_kernel_forward(',
    "cuda_backward": 'extern "C" __global__ void {name}_cuda_kernel_backward(',
}


# Warp puts a kernel's attributes into its CUDA signature: ``__launch_bounds__(N)`` and
# ``WP_CLUSTER_DIMS(x, y, z)`` before ``__global__``, ``WP_MAXNREG(N)`` after ``void``.
_ATTRIBUTES = r"(?:[A-Za-z_]\w*\([^()\n]*\) )*"


_SIGNATURE = re.compile(rf'^(extern "C" ){_ATTRIBUTES}(__global__ void ){_ATTRIBUTES}', re.M)


def without_attributes(text: str) -> str:
    """A CUDA text without the attributes of its kernels' signatures (what module options such as
    ``cluster_dim`` or ``launch_bounds`` put there)."""
    return _SIGNATURE.sub(r"\1\2", text)


def _signature_at(source: str, signature: str) -> int:
    """Where the line of the function ``signature`` names starts in ``source`` (-1 if nowhere), its attributes allowed."""
    pattern = re.escape(signature).replace(re.escape("__global__ void "), f"{_ATTRIBUTES}__global__ void {_ATTRIBUTES}")
    found = re.search("\n" + pattern, source)
    return found.start() if found else -1


def cut_function(source: str, signature: str) -> str:
    """The function whose signature line starts with ``signature`` (a CUDA kernel's with or without
    attributes), with a preceding template line."""
    start = _signature_at(source, signature)
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
    """The four normalized texts of one kernel, cut from its module's cpu and cuda sources; a kernel
    declared ``enable_backward=False`` has no backward code, and its backward texts are empty."""
    mangled = kernel.get_mangled_name()
    forward_only = kernel.options.get("enable_backward") is False
    return cut_kernel_texts(kernel.key, (cpu_source, mangled), (cuda_source, mangled), roots, backward=not forward_only)


def cut_kernel_texts(key: str, cpu: tuple[str, str], cuda: tuple[str, str], roots: tuple[str, ...] = (), backward: bool = True) -> dict[str, str]:
    """The four normalized texts of kernel ``key`` from (source, mangled name) of its CPU and of its
    CUDA build (without ``backward``: the backward texts are empty, and the sources must hold none)."""
    texts = {}
    for kind in IR_KINDS:
        source, mangled = cpu if kind.startswith("cpu") else cuda
        if kind.endswith("backward") and not backward:
            if _signature_at(source, SIGNATURES[kind].format(name=mangled)) >= 0:
                raise RuntimeError(f"{key} is declared without a backward pass, but Warp generated one")
            texts[kind] = ""
            continue
        text = cut_function(source, SIGNATURES[kind].format(name=mangled))
        if kind == "cpu_forward":
            text = _cut_struct(source, mangled) + "\n" + text
        texts[kind] = normalize(text, mangled, key, roots)
    return texts


CPU_BLOCK_DIM = 1
"""What ``wp.launch`` resolves ``block_dim`` to on the CPU, whatever it is asked for (unless
``wp.config.enable_cpu_blocks``): the CPU variant Warp builds and runs generated kernels with, and so
their CPU texts. (Existing code's CPU run turns CPU blocks on, as tile kernels need: its texts are at
the kernel's own ``block_dim``, ``synth.stages.modules``.)"""

CPU_OPTIMIZATION_LEVEL = 0
"""Warp's CPU build of generated kernels at clang -O0, not Warp's default -O2: the build is 2.5x
faster (72 kernels: 2.7 s against 6.7 s) and over 50 cases of each category the outputs,
gradients, gradient checks and liveness are bit-identical to -O2's except where a kernel calls
``wp.pow(x, 0.5)``: -O1 and above rewrite ``powf(x, 0.5f)`` into ``sqrtf``, -O0 calls glibc's
``powf`` (1 ulp apart on some inputs), which is what the standalone .cu calls too: at -O0 the
CPU emulation of those 12 of 900 kernels matches Warp's CPU bit for bit instead of within 1-4 ulp."""


BUILD_ROOM_BYTES = 32 * 2**20
"""Room Warp's kernel cache must have before a CPU build: LLVM, in this process, ends it with
``exit(1)`` when it cannot write its object file ("LLVM ERROR: IO failure on output stream: No space
left on device": no summary, no run logged). A build writes far less (a 6-case batch: 220 KB)."""


def _room_to_build(folder: str) -> None:
    """An OSError (ENOSPC: an environment failure of the cases, the run goes on) instead of LLVM's exit on a full disk."""
    existing = next(f for f in (Path(folder), *Path(folder).parents) if f.exists())  # Warp makes the folder when it builds
    free = shutil.disk_usage(existing).free
    if free < BUILD_ROOM_BYTES:
        raise OSError(errno.ENOSPC, f"No space left on device: Warp's kernel cache has {free // 1024} KiB free, a CPU build is not started "
                      f"with less than {BUILD_ROOM_BYTES // 2**20} MiB (LLVM would end the process)", folder)  # fmt: skip


def build_cpu(module) -> None:
    """Build (or load from Warp's kernel cache) the module's CPU binary: its ``cpu_options``
    variant (``block_dim=1``, what ``wp.launch`` resolves on the CPU; the CUDA variant keeps
    Warp's -O3), from the source ``compiled_sources`` gave when it ran first."""
    wp = warp()
    block_dim = cpu_block_dim(module)
    _room_to_build(wp.config.kernel_cache_dir)
    with _built_from(module, _cpu_codegen_options(module), True, "The CPU build"):
        try:
            module.load("cpu", block_dim=block_dim)
        except Exception:
            # A cache entry that does not load (a truncated .o from a full disk or a killed build)
            # would fail every later run: drop the module's entry and build it once more. A second
            # failure is real and goes up.
            entry = Path(wp.config.kernel_cache_dir) / module.get_module_identifier(block_dim)
            if not entry.is_dir():
                raise
            shutil.rmtree(entry, ignore_errors=True)
            module.load("cpu", block_dim=block_dim)
    built = module.resolved_options[block_dim]["optimization_level"]
    if built != cpu_level(module):
        raise RuntimeError(f"{module.name}'s CPU variant was fixed at optimization level {built} before build_cpu (hashed too early)")


def compile_ptx(module, arch: int, out_dir: Path) -> Path:
    """Compile the module's CUDA code to PTX with NVRTC (no GPU needed); returns the .ptx path.

    Never ``strip_hash=True``: Warp keeps that setting on the module, and its later CPU build
    would then be cached under the module's name alone, so a changed kernel could load a stale
    binary built from an older source. Entry names keep their hash; ``kernel_entries`` maps them.
    """
    wp = warp()
    out_dir.mkdir(parents=True, exist_ok=True)
    with _built_from(module, cuda_options(module, arch), False, f"The NVRTC compile for sm_{arch}"):
        paths = wp.compile_aot_module(module, arch=arch, module_dir=str(out_dir), use_ptx=True)
    ptx = [Path(p) for p in paths if str(p).endswith(".ptx")]
    if not ptx:
        raise RuntimeError(f"NVRTC produced no PTX for {module.name}: {paths}")
    return ptx[0]


def load_on_device(module, alias: str, ptx_dir: Path | None, arch: int | None = None) -> None:
    """Load the module on a CUDA device. With ``ptx_dir``, from the PTX ``compile_ptx(module, arch,
    ptx_dir)`` wrote (compiled there first if the NVRTC check has not run yet): the driver JITs the very
    PTX a record holds, and NVRTC does not compile the module a second time for the device (on an H100,
    66 cases: Warp's own load 10.5 s, the PTX's 4.6 s; and a second NVRTC configuration in the same
    process slowed the NVRTC check 5x). Without it (the device's architecture is not one the check
    compiles for), or on a CPU device (the tests' pretend device: no PTX runs there), Warp compiles and
    loads the module as ``wp.launch`` would."""
    if ptx_dir is None or warp().get_device(alias).is_cpu:
        module.load(alias)
        return
    compile_ptx(module, arch, ptx_dir)
    warp().load_aot_module(module, device=alias, arch=arch, module_dir=str(ptx_dir), use_ptx=True)


def ptx_entry_points(ptx_text: str) -> list[str]:
    """The ``.entry`` (kernel) names in a PTX file."""
    return re.findall(r"\.entry\s+([A-Za-z_][A-Za-z0-9_]*)", ptx_text)


def kernel_entries(key: str, mangled: str, entries: list[str]) -> tuple[str, ...]:
    """The entry points of the kernel ``key`` (Warp's mangled name ``mangled``) among ``entries``,
    named without the hash (``<key>_cuda_kernel_forward``)."""
    prefix = mangled + "_cuda_kernel_"
    return tuple(key + e[len(mangled) :] for e in entries if e.startswith(prefix))


# ----------------------------------------------------------------------------- existing modules
# Kernels of modules the harness did not write (Warp's examples, a user's code). Their Warp
# module is the one their import made; each kernel is built on its own (a hasher over that one
# kernel), so its texts hold exactly its functions and structs, whatever else its module holds.


@contextlib.contextmanager
def isolated_import(extra_path: str | None = None):
    """Import user code without letting it change this process: ``wp.config`` (a module that sets
    ``wp.config.enable_backward = False`` at import would strip the backward pass from every
    Warp module created after it), the default device, ``sys.path`` and what it prints; and
    without its ``wp.clear_kernel_cache()`` or ``wp.clear_lto_cache()`` (two of Warp's examples
    call the first at import): they would delete the kernel cache the xdist workers share,
    another worker's build in flight included, and unload this process's modules."""
    wp = warp()
    saved = {k: v for k, v in vars(wp.config).items() if not k.startswith("__")}
    device = wp.get_device()
    path = list(sys.path)
    if extra_path is not None and extra_path not in sys.path:
        sys.path.insert(0, extra_path)
    clearers = {name: getattr(wp, name) for name in ("clear_kernel_cache", "clear_lto_cache")}
    try:
        for name in clearers:
            setattr(wp, name, _cache_kept)
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        for name, clearer in clearers.items():
            setattr(wp, name, clearer)
        for key, value in saved.items():
            setattr(wp.config, key, value)
        for key in [k for k in vars(wp.config) if not k.startswith("__") and k not in saved]:
            delattr(wp.config, key)
        wp.set_device(device)
        sys.path[:] = path


def _cache_kept() -> None:
    """What ``wp.clear_kernel_cache`` and ``wp.clear_lto_cache`` do while user code is imported: nothing."""


def private_types():
    """(``warp._src.types``, ``warp._src.codegen``): Warp's type predicates and ``Struct``, for the
    modules that read kernel parameter types (``kernel_source``, ``debug_run``); reached through
    here so the version check comes first."""
    warp()
    import warp._src.codegen as codegen
    import warp._src.types as types

    return types, codegen


def options_set(module) -> dict:
    """The options of a Warp module that differ from a new module's (``wp.set_module_options`` at the
    top of a test file: ``enable_mathdx_solver``, ``max_unroll``...), by name, in Warp's order."""
    warp()
    from warp._src.context import Module

    defaults = Module(None).options
    return {name: value for name, value in module.options.items() if name not in defaults or defaults[name] != value}


def builtin_names() -> frozenset[str]:
    """The names of Warp's builtins (``wp.sin``, ``wp.identity`` ...), some of which the ``warp``
    package does not export as attributes: what a kernel may call."""
    warp()
    from warp._src.context import builtin_functions

    return frozenset(builtin_functions)


def cpu_launch_block_dim(block_dim: int | None) -> int:
    """The block_dim ``wp.launch`` builds and runs with on the CPU for a requested ``block_dim``
    (Warp's own rule: 1 unless ``enable_cpu_blocks``), so a module loaded with it before a launch
    is the binary that launch uses."""
    wp = warp()
    from warp._src.context import _resolve_launch_block_dim

    return _resolve_launch_block_dim(wp.get_device("cpu"), block_dim)


def differentiates(builtin: str) -> bool:
    """Whether Warp declares an adjoint for a builtin (any of its overloads): the tile table's flag is checked against it."""
    warp()
    from warp._src.context import builtin_functions

    return any(o.is_differentiable for o in builtin_functions[builtin].overloads)


def module_kernels(module_name: str) -> list:
    """The kernels Warp registered for a Python module, in definition order: (key, kernel)."""
    from warp._src.context import user_modules

    module = user_modules.get(module_name)
    return [] if module is None else list(module.kernels.items())


def overloads(kernel) -> dict:
    """A generic kernel's declared overloads by Warp's signature name (``a1f4_f4_a1f4``); {} for other kernels."""
    return dict(kernel.overloads) if kernel.is_generic else {}


@dataclass(frozen=True)
class KernelBuild:
    """One kernel built alone for one target: its module source, the user functions and structs
    it uses (by their Python objects), and what NVRTC must link (tile libraries' LTO-IR)."""

    source: str
    mangled: str
    functions: tuple
    structs: tuple
    link_inputs: tuple
    options: dict


def named_in(source: str, key: str, target: str) -> str | None:
    """The name (key and hash) under which a source of one kernel defines kernel ``key``'s forward
    function, read from the source: what its texts are cut by, whatever ``get_mangled_name()``
    caches (Warp keeps one hash per kernel object, which building another variant of its module
    replaces); None where the source defines no such function or several."""
    kind = "cpu_forward" if target == "cpu" else "cuda_forward"
    pattern = re.escape(SIGNATURES[kind].format(name="\x00")).replace(re.escape("__global__ void "), f"{_ATTRIBUTES}__global__ void {_ATTRIBUTES}")
    pattern = pattern.replace(re.escape("\x00"), rf"({re.escape(key)}(?:_[0-9a-f]{{8}})?)")
    names = set(re.findall("\n" + pattern, source))
    return names.pop() if len(names) == 1 else None


def build_kernel_alone(kernel, target: str, block_dim: int, arch: int | None, backward: bool = True) -> KernelBuild:
    """The module source Warp generates for ``kernel`` alone, with the options Warp's own load sets:
    the module's resolved options at ``block_dim``, ``output_arch`` None for the CPU, ``arch`` for
    CUDA; and the backward pass on, whatever the module says (a record holds the adjoint too), unless
    ``backward`` is False (the forward alone, as a kernel declaring ``enable_backward=False`` builds).
    ``KernelBuild.mangled`` is the kernel's name in this source (its hash depends on the options)."""
    wp = warp()
    from warp._src.context import ModuleBuilder, ModuleHasher

    module = kernel.module
    options = module.resolve_options(wp.config, block_dim=block_dim) | {"output_arch": None if target == "cpu" else arch, "enable_backward": backward}
    declared = dict(kernel.options)  # a kernel's own options win over its module's: @wp.kernel(enable_backward=False)
    kernel.options["enable_backward"] = backward
    try:
        builder = ModuleBuilder(module, options, hasher=ModuleHasher([kernel], options), target=target)
        source = builder.codegen(target)
        mangled = named_in(source, kernel.key, target) or kernel.get_mangled_name()
    finally:
        kernel.options.clear()
        kernel.options.update(declared)
    functions = tuple(f for f in builder.functions if getattr(f, "func", None) is not None and not getattr(f, "is_builtin", lambda: False)())
    structs = tuple(builder.structs)
    return KernelBuild(source, mangled, functions, structs, tuple(map(tuple, builder.get_link_inputs())), options)


def compile_cuda(build: KernelBuild, arch: int, work: Path) -> str:
    """NVRTC PTX of a ``build_kernel_alone(..., "cuda", ...)`` source, compiled the way ``Module._compile``
    compiles a module's (same options, same link inputs); no GPU needed."""
    warp()
    from warp._src import build as warp_build
    from warp._src.context import runtime

    work.mkdir(parents=True, exist_ok=True)
    source = work / "kernel.cu"
    source.write_text(build.source)
    output = work / "kernel.ptx"
    options = build.options
    ltoirs, fatbins = build.link_inputs
    opt = options["optimization_level"] if options["optimization_level"] is not None else 3
    warp_build.build_cuda(
        str(source),
        arch,
        str(output),
        pch_dir=runtime.get_nvrtc_pch_dir(),
        config=options["mode"],
        optimization_level=opt,
        verify_fp=options["verify_fp"],
        fast_math=options["fast_math"],
        fuse_fp=options["fuse_fp"],
        lineinfo=options["lineinfo"],
        ltoirs=list(ltoirs),
        fatbins=list(fatbins),
        llvm_cuda=options["llvm_cuda"],
        use_precompiled_headers=options["use_precompiled_headers"],
        extra_include_dirs=options["extra_cuda_include_dirs"],
    )
    return output.read_bytes().rstrip(b"\0").decode("utf-8", errors="replace")


_PTX_FILE = re.compile(r'^(\s*\.file\s+\d+\s+")([^"]*)(")', re.MULTILINE)


def portable_ptx(text: str, work: Path) -> str:
    """PTX whose debug ``.file`` paths name no folder of this machine or run: a debug build (a module
    in ``mode="debug"``, ``lineinfo``) names Warp's headers by where the package is installed and
    NVRTC's builtin header by the compile's working folder (a scratch folder named by its process).
    They become ``warp/native/...`` and the name within ``work``, so the record's PTX is the same
    bytes on any machine and run; the paths are debug information only."""
    roots = sorted({str(Path(warp().__file__).resolve().parent.parent), str(Path(work).resolve()), os.getcwd()}, key=len, reverse=True)

    def relative(match) -> str:
        path = match.group(2)
        for root in roots:
            if path.startswith(root.rstrip("/") + "/"):
                path = path[len(root.rstrip("/")) + 1 :]
                break
        return match.group(1) + path + match.group(3)

    return _PTX_FILE.sub(relative, text)


def compile_source(source: str, arch: int, work: Path, fuse_fp: bool) -> str:
    """NVRTC PTX of a plain CUDA text (``extern "C"`` kernels), compiled as Warp compiles a module at its
    default options (release, -O3, no fast math, no precompiled header); no GPU needed."""
    warp()
    from warp._src import build as warp_build

    work.mkdir(parents=True, exist_ok=True)
    (work / "source.cu").write_text(source)
    output = work / "source.ptx"
    warp_build.build_cuda(str(work / "source.cu"), arch, str(output), pch_dir=None, fuse_fp=fuse_fp, use_precompiled_headers=False)
    return output.read_bytes().rstrip(b"\0").decode("utf-8", errors="replace")


def function_source(function) -> str:
    """The Python source of a user ``@wp.func`` or ``@wp.kernel`` as written (decorator included): the
    text Warp parsed where the file no longer holds it (a test that rewrites a module's file and reloads
    it, Warp's test_reload: Python reads the new file at the old function's lines), else the file's."""
    import inspect
    import textwrap

    parsed = getattr(getattr(function, "adj", None), "source", None)
    try:
        written = textwrap.dedent(inspect.getsource(function.func))
    except (OSError, TypeError):
        if parsed is None:
            raise
        return parsed
    if parsed is None or _code_of(parsed) == _code_of(written):
        return written
    return parsed


def _code_of(text: str) -> str | None:
    """A function's text as code (comments and layout aside), None where it is no Python."""
    import ast

    try:
        return ast.dump(ast.parse(text))
    except SyntaxError:
        return None


def struct_source(struct) -> str:
    """The Python source of a user ``@wp.struct`` class as written (see ``struct_definition``)."""
    return struct_definition(struct)[1]


def struct_definition(struct) -> tuple[int, str]:
    """Where a user ``@wp.struct`` class is defined in its file (the first line, decorators included)
    and its text as written: of a class defined twice under one name (``class GlobalStruct``
    redefined, Warp's test_codegen_instancing), the definition whose fields' annotations evaluate to
    the class's own (Python's ``inspect`` gives the first definition for both)."""
    import ast
    import inspect
    import textwrap

    cls = struct.cls
    lines, line = inspect.getsourcelines(cls)
    module = inspect.getmodule(cls)
    if module is None or "." in cls.__qualname__:
        return line, textwrap.dedent("".join(lines))
    source, tree = _module_tree(module)
    definitions = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls.__name__]
    own = getattr(cls, "__annotations__", {})
    every = source.splitlines(keepends=True)
    for node in definitions if len(definitions) > 1 else ():  # two that match define the same fields: the last
        fields = _annotated_fields(node, vars(module))
        if fields is not None and fields.keys() == own.keys() and all(fields[k] is own[k] for k in own):
            line = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            lines = every[line - 1 : node.end_lineno]
    return line, textwrap.dedent("".join(lines))


@functools.lru_cache(maxsize=8)
def _module_tree(module):
    """A module's text and its parse, once for all its structs."""
    import ast
    import inspect

    source = inspect.getsource(module)
    return source, ast.parse(source)


def _annotated_fields(node, scope: dict) -> dict | None:
    """``{field: the value its annotation evaluates to in scope}`` of a class definition, None where one does not evaluate."""
    import ast

    fields = {}
    for item in node.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            try:
                fields[item.target.id] = eval(compile(ast.Expression(item.annotation), "<annotation>", "eval"), dict(scope))  # noqa: S307 - the module's own annotation text
            except Exception:
                return None
    return fields


def canonical_function_names(text: str, functions: tuple) -> str:
    """``text`` with each user function's native name made independent of the process.

    Warp names a ``@wp.func`` ``<key>_<n>`` in native code, ``n`` counting every function created
    with that key in the process so far: a kernel calling ``periodic_wrap`` gets ``periodic_wrap_1``
    when another module defining a ``periodic_wrap`` was imported first. Here each of ``functions``
    (a build's user functions) becomes ``<key>_<k>``, ``k`` its index among the build's functions
    of that key (in build order), in every form Warp writes it (``f_1(``, ``adj_f_1(``, ``f_1_replay``).
    """
    seen: dict[str, int] = {}
    renames = {}
    for f in functions:
        native = getattr(f, "native_func", None)
        if not native or native in renames:
            continue
        renames[native] = f"{f.key}_{seen.get(f.key, 0)}"
        seen[f.key] = seen.get(f.key, 0) + 1
    if all(old == new for old, new in renames.items()):
        return text
    pattern = re.compile(r"(?<![0-9A-Za-z_])((?:adj_)?)(" + "|".join(re.escape(n) for n in sorted(renames, key=len, reverse=True)) + r")(?![0-9])")
    return pattern.sub(lambda m: m[1] + renames[m[2]], text)


_LINE_COMMENT = re.compile(r"(//\s*)(/[^\s:]+?\.py)(:\d+)")
_LINE_DIRECTIVE = re.compile(r'^(\s*#line \d+ ")(/[^"]+?\.py)(")', re.M)  # a debug build's (mode="debug", lineinfo)


def normalize_paths(text: str, roots: dict[str, str]) -> str:
    """Replace the absolute file paths Warp writes in line comments (``// /abs/file.py:12``) and
    ``#line`` directives (``#line 12 "/abs/file.py"``) by ``<label>/relative/file.py`` for the first
    root (``{"/abs/dir": "<label>"}``) holding them, else by the file's name alone, so the texts
    are the same on any machine."""

    def relative(m: re.Match) -> str:
        path = m[2]
        for root, label in roots.items():
            if path.startswith(root.rstrip("/") + "/"):
                return f"{m[1]}{label}/{path[len(root.rstrip('/')) + 1 :]}{m[3]}"
        return f"{m[1]}<elsewhere>/{Path(path).name}{m[3]}"

    return _LINE_DIRECTIVE.sub(relative, _LINE_COMMENT.sub(relative, text))


def launch_block_dim(device, block_dim: int | None) -> int:
    """The block_dim a launch on ``device`` resolves a requested ``block_dim`` to (Warp's own rule)."""
    wp = warp()
    from warp._src.context import _resolve_launch_block_dim

    return _resolve_launch_block_dim(wp.get_device(device), block_dim)


def array_access(kernel, block_dim: int) -> tuple[dict[str, tuple[bool, bool]], str]:
    """Which array parameters ``kernel`` reads and writes, as Warp's own autograd access verifier
    (``wp.config.verify_autograd_array_access``) marks them while it generates the kernel's CPU
    code, by parameter name: (read, written); and that CPU source.

    The verifier sees loads, stores, atomics and what user functions do to their arrays; it does
    not see tile loads and stores, nor arrays inside structs (both stay (False, False)).
    Only code is generated here (``build_kernel_alone``), nothing is compiled or cached."""
    wp = warp()
    import warnings

    from warp._src import codegen

    saved = wp.config.verify_autograd_array_access, codegen.options.get("verify_autograd_array_access")
    wp.config.verify_autograd_array_access = True
    codegen.options["verify_autograd_array_access"] = True  # read by the atomic builtins' dispatch
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # its "written after read" warning: the caller decides
            build = build_kernel_alone(kernel, "cpu", block_dim, None)
        flags = {a.label: (bool(a.is_read), bool(a.is_write)) for a in kernel.adj.args}
    finally:
        wp.config.verify_autograd_array_access = saved[0]
        if saved[1] is None:
            codegen.options.pop("verify_autograd_array_access", None)
        else:
            codegen.options["verify_autograd_array_access"] = saved[1]
    return flags, build.source


def custom_adjoints(kernel) -> list[str]:
    """The ``@wp.func`` keys the built kernel calls (directly or not) whose adjoint is written by
    hand (``@wp.func_grad``, ``@wp.func_replay``): its gradient is what they say by design."""
    found, seen = set(), set()
    todo = list(getattr(kernel.adj, "called_user_functions", ()))
    while todo:
        func = todo.pop()
        if id(func) in seen:
            continue
        seen.add(id(func))
        if getattr(func, "custom_grad_func", None) is not None or getattr(func, "custom_replay_func", None) is not None:
            found.add(func.key)
        todo.extend(getattr(getattr(func, "adj", None), "called_user_functions", ()))
    return sorted(found)
