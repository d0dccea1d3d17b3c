"""The race check of a ``python_source`` candidate whose kernel the lifter refuses: Warp's own CPU
code of the kernel, built with the race check and launched by Warp on the candidate's runs.

Warp's CPU runs a launch's threads one after another, so a Warp run cannot show a race. Where
the kernel lifts, ``python_races`` checks its lifted CUDA; where it does not (a ``@wp.func``
called for its effect, a construct the kernel model lacks), this module checks the code Warp
itself runs:

1. The candidate's process (``warp_child``), before any launch, writes the C++ Warp generates for
   the kernel on the CPU (``write_source``: ``warp_race.json`` and one ``.cpp`` per overload).
2. The evaluator builds it with g++'s ThreadSanitizer instrumentation, its runtime the CUDA
   target's race check (``cuda_shim_races.h``, ``RUNTIME``), against Warp's headers with one
   change: the atomics of ``builtin.h`` (on the CPU a plain read-modify-write) are marked atomic
   and not instrumented, as the CUDA shim's are (``atomic_builtin_h``). Each thread of the launch
   is one thread of the check (``ENTRY``: Warp's loop over a launch's threads, with its index).
3. The candidate's process runs again on ``job_races.pickle``: every launch of the kernel goes
   through the built library (``launch_checked``), its arrays registered with the check. A race
   ends the run (``race``); otherwise the outputs must be those of the candidate's Warp run, bit for
   bit, or the check is not done.

A tile kernel (a module built with a block of more than one thread) is checked the same way, its
block's lanes run as Warp runs them (``wp_cpu_run_block``: a fiber per lane, switched at each
barrier): each lane is a thread of its block to the check, and each barrier it passes
(``wp_cpu_tile_sync``) orders what it did before it. Warp's library exports these only as a table
(``wp_cpu_block_runtime_get_api``); the runtime defines the functions Warp's code calls through it,
naming the lane and its barrier interval (``TILE_RUNTIME``). Not watched: the block's tile memory
(Warp's own tile operations, their barriers Warp's).
"""

from __future__ import annotations

import dataclasses
import json
import os
import pickle
import re
import stat
from pathlib import Path

import numpy as np

from synth.evaluate import cuda_target, limits
from synth.evaluate.machine import Machine
from synth.evaluate.reference_races import race_env
from synth.evaluate.verdict import RACE_CHECK_DONE, RACE_CHECK_NOT_DONE, Verdict
from synth.evaluate.warp_process import run_child
from synth.toolchain import process

MANIFEST = "warp_race.json"
SOURCE_NAME = re.compile(r"warp_race\d+\.cpp")  # what write_source names a source
JOB = "job_races.pickle"
WHERE = "warp_cpu race check"
BUILD_FLAGS = ("-std=c++17", "-O1", "-fPIC", "-DNDEBUG", "-w")
TILE_KERNEL = "a tile kernel whose module is built for one thread per block"  # not checked this way (Warp's CPU would not run it)
ATOMICS = ("add", "min", "max", "cas", "exch", "and", "or", "xor")
# builtin.h's scalar atomics, the ones every other atomic (array, vector, matrix) ends in:
# ``template <...> inline CUDA_CALLABLE T atomic_add(T* buf, T value)`` and its specializations
_ATOMIC = re.compile(
    r"^((?:template <[^>\n]*> )?)inline CUDA_CALLABLE (\w+) atomic_(" + "|".join(ATOMICS) + r")\((\w+)\* (\w+),([^\n]*)\n\{\n", re.M
)

# The runtime: the CUDA target's race check (its shadow cells, ThreadSanitizer's entry points),
# its buffers the launch's Warp arrays, each thread of the launch thread t of block 0.
RUNTIME = """#define SYNTH_RACE_CHECK
#include "cuda_shim.h"
#include "cuda_shim_guarded.h"
#include "cuda_shim_races.h"
static int synth_warp_arrays = 0;
extern "C" {
SYNTH_UNCHECKED void synth_warp_begin() { for (SynthGuarded& g : synth_guarded) g = SynthGuarded{}; synth_warp_arrays = 0; }
SYNTH_UNCHECKED int synth_warp_array(void* data, unsigned long bytes)
{
    if (synth_warp_arrays == 256) return 0;
    char* at = (char*)data;
    synth_guarded[synth_warp_arrays] = SynthGuarded{at, bytes, at, bytes, 0, 0, nullptr, false, synth_warp_arrays};
    ++synth_warp_arrays;
    return 1;
}
SYNTH_UNCHECKED void synth_warp_launch() { synth_race_launch(); }
SYNTH_UNCHECKED void synth_warp_thread(unsigned long t) { synth_race_enter((unsigned)t, 0, 0); }
SYNTH_UNCHECKED void synth_warp_done() { synth_race_leave(); }
SYNTH_UNCHECKED void synth_warp_atomic(const void* p, unsigned bytes) { synth_race_atomic(p, bytes); }
// what Warp's own loader gives its CPU code and its library does not export (warp/native/crt.cpp)
int _wp_isfinite(double x) { return __builtin_isfinite(x); }
int _wp_isnan(double x) { return __builtin_isnan(x); }
int _wp_isinf(double x) { return __builtin_isinf(x); }
void _wp_assert(const char* expression, const char* file, unsigned int line)
{
    fprintf(stderr, "Assertion failed: '%s'\\nAt '%s:%u'\\n", expression, file, line);
    abort();
}
}
""" + """
// A block's lanes as Warp's CPU runs them (warp/native/cpu_block_runtime.h, Warp 1.19: its library
// exports the scheduler only as this table, which Warp's JIT binds the generated code to): each lane
// thread `lane` of block `block` to the check, its barrier interval counted at each tile_sync.
struct synth_block_api {
    int (*get_thread_idx)();
    int (*get_active_count)();
    int (*get_first_active_lane)();
    void (*tile_sync)();
    int (*run_block)(int, int, void (*)(void*, size_t, int, void*), void*, size_t, void*);
};
extern "C" const synth_block_api* wp_cpu_block_runtime_get_api();
static unsigned synth_block = 0;
static unsigned synth_lane_phase[1024];
extern "C" {
SYNTH_UNCHECKED int wp_cpu_get_thread_idx() { return wp_cpu_block_runtime_get_api()->get_thread_idx(); }
SYNTH_UNCHECKED int wp_cpu_get_active_count() { return wp_cpu_block_runtime_get_api()->get_active_count(); }
SYNTH_UNCHECKED int wp_cpu_get_first_active_lane() { return wp_cpu_block_runtime_get_api()->get_first_active_lane(); }
SYNTH_UNCHECKED int wp_cpu_run_block(int block_dim, int active, void (*fn)(void*, size_t, int, void*), void* dim, size_t block, void* args)
{
    if (block_dim > 1024) {
        fprintf(stderr, "the race check runs blocks of at most 1024 lanes\\n");
        exit(EXIT_FAILURE);
    }
    synth_block = (unsigned)block;
    for (int lane = 0; lane < block_dim; ++lane) synth_lane_phase[lane] = 0;
    return wp_cpu_block_runtime_get_api()->run_block(block_dim, active, fn, dim, block, args);
}
SYNTH_UNCHECKED void wp_cpu_tile_sync()
{
    ++synth_lane_phase[wp_cpu_get_thread_idx()];
    wp_cpu_block_runtime_get_api()->tile_sync();
    const int lane = wp_cpu_get_thread_idx();  // the lane the scheduler resumed
    synth_race_enter((unsigned)lane, synth_block, synth_lane_phase[lane]);
}
SYNTH_UNCHECKED void synth_warp_lane(unsigned long block, int lane) { synth_race_enter((unsigned)lane, (unsigned)block, synth_lane_phase[lane]); }
}
"""

# Before Warp's source: what the patched builtin.h's atomics call.
PRELUDE = """#define SYNTH_UNCHECKED __attribute__((no_sanitize_thread))
extern "C" void synth_warp_atomic(const void* p, unsigned bytes);
extern "C" void synth_warp_thread(unsigned long t);
extern "C" void synth_warp_lane(unsigned long block, int lane);
#define SYNTH_ATOMIC(p) synth_warp_atomic(p, sizeof *(p))
#include "warp_kernel.cpp"
"""

# After it: Warp's loop over the launch's threads (its cpu_module_template), each thread named.
ENTRY = """extern "C" void synth_warp_forward(wp::launch_bounds_t<{ndim}>* dim, wp_args_{name}* args)
{{
    for (size_t task_index = 0; task_index < dim->size; ++task_index) {{
        synth_warp_thread(task_index);
        {name}_cpu_kernel_forward<false>(*dim, task_index, args);
    }}
}}
"""
# A tile kernel's: Warp's loop over a launch's blocks (its cpu_block_entry_body_forward), each lane named as it starts.
BLOCK_ENTRY = """static void synth_warp_lane_thunk(void* dim, size_t block, int lane, void* payload)
{{
    synth_warp_lane(block, lane);
    {name}_cpu_block_thunk_forward(dim, block, lane, payload);
}}

extern "C" void synth_warp_forward(wp::launch_bounds_t<{ndim}>* dim, wp_args_{name}* _wp_args)
{{
    constexpr size_t block_dim = (size_t)WP_TILE_BLOCK_DIM;
    const size_t total = dim->size;
    size_t block_first = 0;
    size_t block_id = 0;
    while (block_first < total) {{
        const size_t remaining = total - block_first;
        const int active_count = (int)(remaining < block_dim ? remaining : block_dim);
        wp::tile_shared_storage_t tile_mem;
        {name}_cpu_block_payload_forward payload = {{_wp_args, &tile_mem, block_first}};
        if (!wp_cpu_run_block(WP_TILE_BLOCK_DIM, active_count, &synth_warp_lane_thunk, dim, block_id, &payload)) return;
        block_first += (size_t)active_count;
        ++block_id;
    }}
}}
"""


def atomic_builtin_h(text: str) -> str:
    """Warp's ``builtin.h`` with each scalar atomic marked: not instrumented (``SYNTH_UNCHECKED``), its
    access reported as an atomic one (``SYNTH_ATOMIC``). Raises ValueError where an atomic is not
    found as expected (another Warp): the check would take Warp's atomics for races."""
    found = set()

    def mark(m: re.Match) -> str:
        found.add(m.group(3))
        return f"{m.group(1)}SYNTH_UNCHECKED inline CUDA_CALLABLE {m.group(2)} atomic_{m.group(3)}({m.group(4)}* {m.group(5)},{m.group(6)}\n{{\n    SYNTH_ATOMIC({m.group(5)});\n"

    patched = _ATOMIC.sub(mark, text)
    missing = [a for a in ATOMICS if a not in found]
    if missing:
        raise ValueError(f"Warp's builtin.h defines no scalar atomic_{missing[0]} as expected")
    return patched


def native_folder() -> Path:
    """Warp's C++ headers (``warp/native``)."""
    import warp

    return Path(warp.__file__).resolve().parent / "native"


# -- in the candidate's process (warp_child) ---------------------------------------------------


def signature(kernel) -> str:
    """A launched kernel's key among the written sources: its name and, for an overload of a generic kernel, Warp's signature."""
    return f"{kernel.key}|{getattr(kernel, 'sig', '')}"


def write_source(kernel, folder: Path, launch_block_dim: int | None = None) -> None:
    """Warp's CPU source of ``kernel`` (an overload, as its launch resolves it) for its race check,
    written before any launch: ``warp_race{n}.cpp`` and its entry in ``warp_race.json``, or the
    reason there is none. Built for the module's CPU block, as Warp runs the launch: one thread
    per block (a loop over its threads), or a tile module's block of lanes (fibers); whatever fails
    is a reason, never the candidate's failure. A tile kernel of a module not built for its block
    (existing code) is built for the block its launch asks for (``launch_block_dim``), as Warp's CPU runs it."""
    path = folder / MANIFEST
    found = json.loads(path.read_text()) if path.is_file() else {"kernels": {}}
    key = signature(kernel)
    if "refused" in found or key in found["kernels"]:
        return
    try:
        from warp._src.types import is_tile, is_tile_stack

        from synth.warp.warp_ir import build_kernel_alone, cpu_block_dim, cpu_launch_block_dim

        if kernel.is_generic:
            raise ValueError("a generic kernel not resolved to an overload")
        def tiles() -> bool:  # its variables are known once Warp has generated its code (its module's build, or the one here)
            return any(is_tile(v.type) or is_tile_stack(v.type) for v in kernel.adj.variables)

        block = cpu_block_dim(kernel.module)  # a tile module's block (its lanes together at barriers), else one thread per block
        if block == 1 and tiles():
            block = cpu_launch_block_dim(launch_block_dim)
        built = None if block == 1 and tiles() else build_kernel_alone(kernel, "cpu", block, None, backward=False)
        if built is None or (block == 1 and tiles()):
            found = {"refused": TILE_KERNEL}
        else:
            name = f"warp_race{len(found['kernels'])}.cpp"
            (folder / name).write_text(built.source)
            found["kernels"][key] = {"source": name, "mangled": built.mangled}
    except Exception as exc:
        found = {"refused": f"Warp's CPU source could not be written ({type(exc).__name__}: {str(exc).strip()[:200]})"}
    path.write_text(json.dumps(found))


def launch_checked(folder: Path, libraries: dict[str, str]) -> None:
    """Every CPU launch of a kernel in ``libraries`` (signature -> the built library, in ``folder``)
    goes through that library: its arrays registered with the race check, then each thread in turn.
    A race ends the process (status 3, ``emulation: race: ...``)."""
    import ctypes

    import warp._src.context as context

    ctypes.CDLL(context.runtime.core._name, mode=os.RTLD_NOLOAD | os.RTLD_GLOBAL)  # Warp's library, loaded: what Warp's code calls (its assert, bfloat16 conversions)
    loaded = {key: ctypes.CDLL(str(folder / lib)) for key, lib in libraries.items()}
    original = context.invoke

    def invoke(kernel, hooks, params, adjoint):
        lib = loaded.get(signature(kernel))
        if lib is None or adjoint:
            raise RuntimeError(f"the race check's run launched {kernel.key!r}, which has no checked build")
        args, _ = context._build_cpu_args_structs(kernel, hooks, params, False)
        lib.synth_warp_begin()
        for data, size in arrays_of(kernel, args):
            if not lib.synth_warp_array(ctypes.c_void_p(data), ctypes.c_ulong(size)):
                raise RuntimeError("more than 256 arrays in one launch")
        lib.synth_warp_launch()
        lib.synth_warp_forward(ctypes.byref(params[0]), ctypes.byref(args))
        lib.synth_warp_done()

    context.invoke = invoke
    context.invoke_cpu_blocks = invoke  # a kernel without tiles: the same threads, one after another
    del original


def arrays_of(kernel, args) -> list[tuple[int, int]]:
    """(address, bytes) of every array a launch passes (struct fields too), read from Warp's argument
    structure (``wp_args``): the memory the race check watches (an indexed array's: the array it
    indexes). Raises on an argument kind it cannot read (a fabric array)."""
    from warp._src import types as wt

    found: list[tuple[int, int]] = []

    def visit(t, value) -> None:
        if isinstance(value, wt.array_t):  # a plain array's (indexed and fabric arrays have structures of their own)
            shape, strides = list(value.shape)[: value.ndim], list(value.strides)[: value.ndim]
            if value.data and all(n > 0 for n in shape):
                found.append((value.data, sum((n - 1) * s for n, s in zip(shape, strides, strict=True)) + wt.type_size_in_bytes(t.dtype)))
        elif isinstance(value, wt.indexedarray_t):  # the array it indexes (its index arrays are only read)
            visit(t, value.data)
        elif wt.type_is_struct(t):
            for name, var in t.vars.items():
                visit(var.type, getattr(value, name))
        elif wt.is_array(t):
            raise TypeError(f"an argument of type {type(t).__name__}, which the race check does not read")

    for arg in kernel.adj.args:
        visit(arg.type, getattr(args, arg.label))
    return found


# -- in the evaluator --------------------------------------------------------------------------


def race_check(job: dict, contexts: list[dict], folder: Path, machine: Machine, allowed: tuple[str, ...] = ()) -> tuple[Verdict | None, str]:
    """The candidate in ``folder`` (its Warp runs done by ``job``, each run's ``context``): its kernel's
    Warp CPU code built with the race check and launched on the same runs; (a ``race`` verdict or
    None, ``done`` or ``not done: <why>``); ``allowed``: classes of race that are not one here (``reference_races``)."""
    path = folder / MANIFEST
    try:
        found = json.loads(_read_plain(path)) if path.is_file() else {"refused": "the candidate's process wrote no Warp source"}
        kernels = {str(k): (str(v["source"]), str(v["mangled"])) for k, v in found.get("kernels", {}).items()}
        if not all(SOURCE_NAME.fullmatch(source) and re.fullmatch(r"\w+", mangled) for source, mangled in kernels.values()):
            raise ValueError("a source or kernel name that this module does not write")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as malformed:
        return None, RACE_CHECK_NOT_DONE + f"a malformed {MANIFEST} ({type(malformed).__name__})"
    if "refused" in found or not kernels:
        return None, RACE_CHECK_NOT_DONE + str(found.get("refused", "no kernel's Warp source"))
    if machine.gxx is None:
        return None, RACE_CHECK_NOT_DONE + "no C++ compiler (g++ is not on PATH, $CXX is not set)"
    missing = cuda_target.race_check_missing(machine.gxx)
    if missing is not None:
        return None, RACE_CHECK_NOT_DONE + missing
    try:  # made here, never the candidate's: whatever it left by these names (a link out of its folder) is refused
        (folder / "warp_races").mkdir()
        (folder / JOB).unlink(missing_ok=True)
    except OSError as exc:
        return None, RACE_CHECK_NOT_DONE + f"the candidate's folder holds what the check writes ({exc})"
    libraries = {}
    for k, (key, (source, mangled)) in enumerate(sorted(kernels.items())):
        built = build(folder / source, mangled, folder / "warp_races" / f"k{k}", machine.gxx)
        if isinstance(built, str):
            return None, RACE_CHECK_NOT_DONE + built
        libraries[key] = str(built.relative_to(folder))
    runs = [{**run, "outputs": f"race{i}.out.npz"} for i, run in enumerate(job["runs"])]
    _write_new(folder / JOB, pickle.dumps({**job, "runs": runs, "lift": False, "race_lift": False, "races": libraries}))
    done = run_child(folder, JOB, race_env(allowed))
    said = done if isinstance(done, str) else done.stderr
    if cuda_target.RACE in said:
        message = said[said.index(cuda_target.RACE) :].strip().splitlines()[0]
        return Verdict("race", f"the candidate's kernel as Warp's CPU code, built with the race check: {message}", WHERE), RACE_CHECK_DONE
    if isinstance(done, str) or done.returncode != 0:
        ended = done if isinstance(done, str) else f"{done.how}: {said.strip()[-300:]}"
        return None, RACE_CHECK_NOT_DONE + f"the checked build of Warp's code did not run to the end ({ended})"
    for i, (run, context) in enumerate(zip(job["runs"], contexts, strict=True)):
        differs = _differs(folder / f"race{i}.out.npz", folder / run["outputs"])
        if differs:
            return (
                None,
                RACE_CHECK_NOT_DONE
                + f"the checked build of Warp's code gives other outputs than Warp's own at launch {context['shape']} draw {context['draw']}: {differs}",
            )
    return None, RACE_CHECK_DONE


def build(source: Path, mangled: str, work: Path, gxx: str) -> Path | str:
    """``source`` (Warp's CPU code of the kernel ``mangled``) built with the race check into a shared
    library (two contained g++ runs: the kernel instrumented, the runtime not), or why it was not."""
    try:
        text = _read_plain(source).decode()
    except (OSError, UnicodeDecodeError) as exc:
        return f"Warp's source cannot be read ({type(exc).__name__})"
    ndim = re.search(rf"static void {re.escape(mangled)}_cpu_kernel_forward\(\s*wp::launch_bounds_t<(\d)> dim", text)
    if ndim is None:
        return f"Warp's source defines no CPU forward function of {mangled}"
    try:
        header = atomic_builtin_h((native_folder() / "builtin.h").read_text())
    except ValueError as unexpected:
        return str(unexpected)
    work.mkdir()
    # Warp's headers, builtin.h patched: each other one a link, so that their own #include "builtin.h" finds the patched one
    headers = work / "native"
    headers.mkdir(exist_ok=True)
    for entry in native_folder().iterdir():
        if entry.name != "builtin.h" and not (headers / entry.name).exists():
            (headers / entry.name).symlink_to(entry)
    (headers / "builtin.h").write_text(header)
    (work / "warp_kernel.cpp").write_text(text)
    blocks = f"{mangled}_cpu_block_thunk_forward(" in text  # built for a block of lanes (a tile module)
    (work / "kernel.cpp").write_text(PRELUDE + (BLOCK_ENTRY if blocks else ENTRY).format(ndim=ndim.group(1), name=mangled))
    (work / "runtime.cpp").write_text(RUNTIME)
    contain = cuda_target.contained(work, dataclasses.replace(limits.BUILD, readable=(*limits.BUILD.readable, str(native_folder()))))
    shim = ("-I", str(cuda_target.SHIM_INCLUDE), "-I", str(cuda_target.CUDA_SHIM.parent))
    steps = [
        [gxx, *BUILD_FLAGS, *cuda_target.RACE_INSTRUMENTATION, "-I", str(headers), "-c", "kernel.cpp", "-o", "kernel.o"],
        [gxx, *BUILD_FLAGS, "-shared", *shim, "runtime.cpp", "kernel.o", "-o", "race.so"],
    ]  # fmt: skip
    for argv in steps:
        try:
            done = process.run(argv, limits.BUILD_WALL_S, contain=contain)
        except (process.ToolTimeout, process.ToolNotStarted) as exc:
            return f"g++ did not build Warp's code with the race check ({exc})"
        if done.returncode != 0:
            first = next((line for line in done.stderr.splitlines() if "error" in line), done.stderr.strip()[:300])
            return f"g++ did not build Warp's code with the race check ({done.how}): {first[:300]}"
    return work / "race.so"


def _read_plain(path: Path) -> bytes:
    """A regular file of the candidate's folder, never through a link the candidate left there (to the reference, to /proc)."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        return f.read()


def _write_new(path: Path, data: bytes) -> None:
    """A file made here, not one the candidate made (a link it left would be written through)."""
    with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644), "wb") as f:
        f.write(data)


def _differs(checked: Path, own: Path) -> str:
    """Which array of the checked run is not the candidate's own Warp run's, byte for byte, or ''."""
    try:
        with np.load(checked, allow_pickle=False) as a, np.load(own, allow_pickle=False) as b:
            for name in b.files:
                if name not in a.files or np.asarray(a[name]).tobytes() != np.asarray(b[name]).tobytes():
                    return f"array {name!r}"
    except (ValueError, OSError, EOFError) as malformed:
        return f"unreadable outputs ({malformed})"
    return ""
