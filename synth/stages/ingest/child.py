"""One module of existing code, in a process of its own: ``python -m synth.stages.ingest.child JOB.json``.

The parent (``synth.stages.ingest``) starts this process per module with a time limit, a memory
limit and a scratch folder as its working directory; whatever the module does (exit, crash,
hang, print, change directory) ends here, and the parent reports it. Its result is a JSON file
(written last, atomically) that holds everything the stages need, so no pytest process imports
user code to build its texts:

1. the module is imported with the launch recorder on (``synth.warp.recorder``);
2. a test module (``test_*.py``) is then run: its ``unittest`` tests and its plain ``test_*``
   functions, one after another in sorted order, each after seeding numpy's and Python's global
   random generators with 0 (Warp's test devices are the CPU alone, so the kernels, their
   launches and their bytes are the same on a CUDA host);
3. every kernel the module defines (each declared overload of a generic one) and every distinct
   kernel the run launched becomes an entry: its Python source (with its closure's values), its
   four IR texts, NVRTC's PTX per architecture, and where its inputs come from: ``captured``
   (launches copied and replayed on the CPU, byte for byte), ``synthesized`` (a kernel of the
   module the recorder did not copy, whose parameters the debug run can fill), or ``none``, with
   the reason (``not replayable (handle)``, over the cap, ...).

4. each captured kernel's gradient check (``synth.stages.gradcheck.captured``), run by a forked
   copy of this process, so that a kernel an input step crashes or hangs costs only its own check.

On a CUDA host (``job["gpu"]``) each captured launch is also replayed on the device and its
arrays compared with the CPU replay's (``synth.verify.tolerance.real_code_gpu``).
"""

from __future__ import annotations

import ctypes
import dataclasses
import hashlib
import importlib.metadata
import inspect
import json
import math
import os
import random
import resource
import selectors
import signal
import sys
import time
import traceback
import unittest
from pathlib import Path

import numpy as np

from synth.model.module_case import ModuleCase, safe
from synth.stages.gradcheck import captured as captured_gradcheck
from synth.stages.ingest import IDLE_SAMPLE_S, WALL_FACTOR, computing, debug_run, sources
from synth.stages.ingest.contract import FORMAT
from synth.toolchain import build_cache
from synth.toolchain.process import exit_description
from synth.warp import discovery, lift_proof, recorder, thread_order, warp_ir
from synth.warp.kernel_source import kernel_source, not_written_alone

CPU_GRACE_S = 5  # CPU seconds between SIGXCPU (which a module could catch) and SIGKILL

GRADCHECK_CPU_S = 120
"""CPU seconds of one kernel's gradient check: Warp's tests launch on at most thousands of elements,
and the check's few hundred launches take seconds; past this the kernel is taken as hung by a moved
input. CPU time, as for a module (``synth.stages.ingest``): which checks finish does not depend on
the host's load. ``WALL_FACTOR`` times it of wall time spent waiting without computing ends a check."""


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0][:300]}" if text else type(exc).__name__


def _cpu_only_tests() -> None:
    """Warp's test helpers give the CPU alone as the test device, before a test module imports them."""
    try:
        from warp.tests import unittest_utils
    except Exception:
        return
    unittest_utils.get_test_devices = lambda mode=None: unittest_utils.get_cpu_test_devices()
    for name in ("get_cuda_test_devices", "get_selected_cuda_test_devices"):
        setattr(unittest_utils, name, lambda mode=None: [])


class _Recorded(unittest.TestResult):
    """Runs a module's unittest suite: before each test, the recorder learns its id and the global
    random generators are seeded; each test's outcome is counted."""

    def __init__(self, rec: recorder.Recorder, name: str, prefix: str, running: Path | None) -> None:
        super().__init__()
        self.rec, self.name, self.prefix, self.running = rec, name, prefix, running

    def startTest(self, test) -> None:
        super().startTest(test)
        test_id = _test_id(test)
        _starting(self.running, test_id)
        self.rec.current = self.prefix + test_id[len(self.name) :] if test_id.startswith(self.name) else test_id
        np.random.seed(0)
        random.seed(0)


def _starting(running: Path | None, test_id: str) -> None:
    """Tell the controller which test runs now (``''``: none), in the file it reads when this process
    dies by a signal: it then ingests the module again without that test (``synth.stages.ingest.run_child``)."""
    if running is not None:
        running.write_text(test_id)


def _test_id(test) -> str:
    """A test's unittest id without what a parameterized test appends to it (absl's ``id()`` adds the
    parameters' repr, whole MJCF texts in mujoco_warp's tests): the method's name already tells the
    cases apart (``test_collision0``, ``test_collision1``...), and it names the launch in the record."""
    return unittest.TestCase.id(test) if isinstance(test, unittest.TestCase) else test.id()


def _suite(module, without: frozenset = frozenset()) -> unittest.TestSuite:
    """The module's unittest tests but those ``without`` names (by ``_test_id``), sorted by id (a
    class's tests stay together: its setUpClass runs once)."""
    tests, stack = [], [unittest.defaultTestLoader.loadTestsFromModule(module)]
    while stack:
        item = stack.pop()
        if isinstance(item, unittest.TestSuite):
            stack.extend(item)
        elif _test_id(item) not in without:
            tests.append(item)
    return unittest.TestSuite(sorted(tests, key=lambda t: t.id()))


def _functions(module) -> list:
    """The module's plain ``test_*`` functions that take no argument (pytest style, without
    fixtures), by name. Warp's tests define ``test_x(test, device)`` helpers that their
    ``add_function_test`` turns into unittest methods: those are run as such, not here."""
    found = []
    for name, value in sorted(vars(module).items()):
        if not (name.startswith("test_") and inspect.isfunction(value) and value.__module__ == module.__name__):
            continue
        required = [p for p in inspect.signature(value).parameters.values() if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if not required:
            found.append((name, value))
    return found


def run_tests(module, rec: recorder.Recorder, prefix: str, without: frozenset = frozenset(), running: Path | None = None) -> dict:
    """Run a test module's tests under the recorder (unittest's, then plain functions, each named
    ``module.name``), but those ``without`` names; counts of their outcomes. ``running``: the file
    that names the test running now."""
    result = _Recorded(rec, module.__name__, prefix, running)
    _suite(module, without).run(result)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    counts = {"passed": result.testsRun - failed - len(result.skipped), "failed": failed, "skipped": len(result.skipped)}
    counts["failures"] = sorted(f"{t.id()}: {text.strip().splitlines()[-1][:200]}" for t, text in result.failures + result.errors)[:20]
    for name, function in _functions(module):
        if f"{module.__name__}.{name}" in without:
            continue
        _starting(running, f"{module.__name__}.{name}")
        rec.current = f"{prefix}.{name}"
        np.random.seed(0)
        random.seed(0)
        try:
            function()
            counts["passed"] += 1
        except unittest.SkipTest:
            counts["skipped"] += 1
        except Exception as exc:
            counts["failed"] += 1
            counts["failures"].append(f"{name}: {_reason(exc)}")
    _starting(running, "")
    rec.current = "after the tests"
    return counts


# ----------------------------------------------------------------------------- where a kernel lives


def _warp_dir() -> Path:
    import warp

    return Path(warp.__file__).resolve().parent


def locate(file: str, candidate: sources.Candidate) -> tuple[str, str, str]:
    """(source, module, path) of a kernel's file: the candidate's own, Warp's tests, examples or
    library, another file of the candidate's source, or a file of an installed package."""
    path = Path(file).resolve()
    if str(path) == str(Path(candidate.file).resolve()):
        return candidate.source, candidate.module, candidate.path
    warp_dir = _warp_dir()
    for folder, source in (("tests", sources.WARP_TESTS), ("examples", sources.WARP_EXAMPLES)):
        root = warp_dir / folder
        if sources.under(path, root):
            relative = path.relative_to(root)
            return source, sources.dotted(relative), relative.as_posix()
    if sources.under(path, warp_dir):
        relative = path.relative_to(warp_dir.parent)
        return sources.WARP_LIBRARY, sources.dotted(relative).removeprefix("warp."), relative.as_posix()
    root = Path(candidate.file).resolve().parents[len(Path(candidate.path).parts) - 1]
    if sources.under(path, root):
        relative = path.relative_to(root)
        return candidate.source, sources.dotted(relative), relative.as_posix()
    here = Path.cwd().resolve()
    for entry in sorted((Path(p).resolve() for p in sys.path if p and Path(p).is_dir() and Path(p).resolve() != here), key=lambda p: -len(p.parts)):
        if sources.under(path, entry):
            relative = path.relative_to(entry)
            return relative.parts[0].removesuffix(".py"), sources.dotted(relative), relative.as_posix()
    return "elsewhere", safe(path.stem), path.name


def _module_level(kernel) -> bool:
    """Whether the kernel is a module's own name (one per module and key), not one a function made."""
    func = kernel.func
    owner = sys.modules.get(func.__module__)
    value = vars(owner).get(func.__name__) if owner is not None else None
    return value is kernel or (value is not None and kernel in getattr(value, "overloads", {}).values())


def generic_of(kernel) -> tuple:
    """(the generic kernel, the overload's signature) when the launched ``kernel`` is an overload of
    one (declared by ``wp.overload`` or made by the launch: Warp links it to its generic kernel),
    else (None, ""): the record's source then declares that overload."""
    parent = kernel.generic_parent
    signature = next((s for s, k in parent.overloads.items() if k is kernel), None) if parent is not None else None
    return (parent, signature) if signature is not None else (None, "")


# ----------------------------------------------------------------------------- one kernel's entry


def _roots(file: str, path: str, source: str) -> dict[str, str]:
    root = str(Path(file).resolve().parents[len(Path(path).parts) - 1]) if path else str(Path(file).parent)
    return {root: f"<{source}>", str(_warp_dir()): "<warp>"}


def _backward(kernel) -> str:
    """Whether the record's adjoint is what the code asks for, or forced on (the texts always hold it)."""
    if kernel.options.get("enable_backward") is False:
        return "forced on (the kernel declares enable_backward=False)"
    if not kernel.module.options["enable_backward"]:
        return "forced on (the module disables it)"
    return "as written"


def texts(kernel, generic, module, block_dim: int, origin: str, tiled: bool, roots: dict, archs: list[int], compile_ptx) -> dict:
    """The record's texts of one kernel: Python source, the four IR texts, how it was built, PTX per arch."""
    arch = min(archs)
    cpu = warp_ir.build_kernel_alone(kernel, "cpu", block_dim, None)
    cuda = warp_ir.build_kernel_alone(kernel, "cuda", block_dim, arch)
    ir = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
    ir = {kind: warp_ir.normalize_paths(warp_ir.canonical_function_names(text, cpu.functions + cuda.functions), roots) for kind, text in ir.items()}
    build = {"block_dim": block_dim, "block_dim_from": origin, "launch": "wp.launch_tiled" if tiled else "wp.launch", "cuda_arch": arch, "enable_backward": _backward(kernel)}
    found = {"python_source": kernel_source(kernel, cpu, module, generic), "ir": ir, "build": build, "ptx": {}, "ptx_entries": {}}
    unwritten = not_written_alone(kernel, cpu, module)
    if unwritten:
        found["source_not_alone"] = unwritten
    order = thread_order.order_dependence(cpu.source)
    if order:
        found["order_dependent"] = order
    try:
        for a in archs:
            b = cuda if a == arch else warp_ir.build_kernel_alone(kernel, "cuda", block_dim, a)
            ptx = compile_ptx(b, a)
            found["ptx"][str(a)] = ptx
            found["ptx_entries"][str(a)] = sorted(warp_ir.kernel_entries(kernel.key, b.mangled, warp_ir.ptx_entry_points(ptx)))
    except Exception as exc:
        found["ptx_error"] = {"message": _reason(exc), "traceback": "".join(traceback.format_exception(exc))}
        why = forward_only_compiles(kernel, block_dim, arch, compile_ptx) or native_snippets_fail(kernel, block_dim, arch, compile_ptx)
        if why:
            found["ptx_error"]["known"] = why
    return found


def forward_only_compiles(kernel, block_dim: int, arch: int, compile_ptx) -> str:
    """Why a kernel's PTX failed by design, or '': its adjoint was forced on (a record holds one) where
    the kernel or its module turns it off, and the forward alone, as it is declared, compiles (Warp
    generates an adjoint it never builds: ``test_tile_inline_user_function_index``'s tile function)."""
    backward = _backward(kernel)
    if not backward.startswith("forced on"):
        return ""
    try:
        compile_ptx(warp_ir.build_kernel_alone(kernel, "cuda", block_dim, arch, backward=False), arch)
    except Exception:
        return ""
    return f"Warp's adjoint of it does not compile, and the kernel never builds one: the backward pass was {backward}, and the forward alone compiles"


def native_snippets_fail(kernel, block_dim: int, arch: int, compile_ptx) -> str:
    """Why a kernel's PTX failed by design, or '': the C++ of its ``@wp.func_native`` snippets is its
    program's own (Warp's test_texture calls ``cpu_apply_address_mode_index``, which Warp defines for
    the CPU only, and launches the kernel there only), and the same source with the snippets' texts
    left out compiles: the failure is the snippets', not Warp's code generation or the harness's."""
    build = warp_ir.build_kernel_alone(kernel, "cuda", block_dim, arch)
    native = [f for f in build.functions if getattr(f, "native_snippet", None)]
    source = build.source
    for snippet in (s for f in native for s in (f.native_snippet, f.adj_native_snippet) if s):
        source = source.replace(snippet, "\n")
    if source == build.source:
        return ""
    try:
        compile_ptx(dataclasses.replace(build, source=source), arch)
    except Exception:
        return ""
    return f"the C++ of its native snippets (@wp.func_native {', '.join(f.key for f in native)}) does not compile for CUDA, and the kernel without it does: its program's own text"


def inputs_of(kernel, seen: recorder.Seen | None, static: bool) -> tuple[str, str]:
    """(where the inputs come from, why not captured): ``captured``, ``synthesized`` or ``none``."""
    if seen is not None and seen.launches:
        return "captured", ""
    why = max(seen.not_copied.items(), key=lambda kv: (kv[1], kv[0]))[0] if seen is not None and seen.not_copied else "never launched"
    if static:
        reason = debug_run.why_not_runnable(kernel)
        if reason is None:
            return "synthesized", why
        if seen is None:
            why = f"{recorder.HANDLE}: {reason}" if "handle" in reason else reason
    return "none", why


def _captured(seen: recorder.Seen) -> dict:
    return {
        "launches": [launch.to_dict() for launch in seen.launches],
        "replays": [launch.replay for launch in seen.launches],
        "calls": seen.calls,
    }


def gradcheck_of(kernel, seen: recorder.Seen, block_dim: int) -> dict:
    """The gradient check on the launches whose replay was exact (``synth.stages.gradcheck.captured``)."""
    exact = [launch.to_dict() for launch in seen.launches if launch.replay == "exact"]
    if not exact:
        return {"skipped": "no captured launch replayed exactly"}
    try:
        return captured_gradcheck.check(kernel, exact, block_dim, _backward(kernel) == "as written")
    except Exception as exc:
        return {"passed": False, "label": "crash", "message": f"the gradient check failed to run: {_reason(exc)}", "traceback": "".join(traceback.format_exception(exc))[-4000:]}


def run_gradchecks(todo: list) -> None:
    """Each captured kernel's gradient check (``gradcheck_of``), put in its entry, run by a forked
    copy of this process (it holds the kernels): moving an input by a finite-difference step can
    take a kernel where it crashes (an index computed from a float, a division) or never ends, and
    that must cost the check of that one kernel, not the module's result. A fork that dies is the
    ``crash`` of the kernel it was checking, one past its CPU seconds (``GRADCHECK_CPU_S``) or their wall-time backstop its ``timeout``; the
    kernels after it are checked by a new fork."""
    pending = list(todo)
    while pending:
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the fork
            os.close(read_fd)
            try:
                with os.fdopen(write_fd, "w") as out:
                    for entry, kernel, seen, block_dim in pending:
                        _limit_cpu_from_now(GRADCHECK_CPU_S)
                        print(json.dumps({"start": entry["id"]}), file=out, flush=True)
                        print(json.dumps({"id": entry["id"], "result": gradcheck_of(kernel, seen, block_dim)}), file=out, flush=True)
            finally:
                os._exit(0)  # no atexit handler of the module's or Warp's runs twice
        os.close(write_fd)
        done, current, timed_out = _gradcheck_messages(read_fd, pid)
        _, status = os.waitpid(pid, 0)
        by_id = {entry["id"]: entry for entry, *_ in pending}
        for case_id, found in done.items():
            by_id[case_id]["gradcheck"] = found
        if current is not None:
            code = os.waitstatus_to_exitcode(status)
            over_cpu = code == -signal.SIGXCPU
            if timed_out:
                how = f"waited {GRADCHECK_CPU_S * WALL_FACTOR:g} s of wall time without computing, {WALL_FACTOR:g} times its {GRADCHECK_CPU_S} CPU seconds (killed)"
            elif over_cpu:
                how = f"used more than its {GRADCHECK_CPU_S} CPU seconds (ended by its CPU-time limit: signal SIGXCPU)"
            else:
                how = f"ended its process with {exit_description(code)}"
            by_id[current]["gradcheck"] = {"passed": False, "label": "timeout" if timed_out or over_cpu else "crash", "message": f"the gradient check {how}"}
        left = [item for item in pending if "gradcheck" not in item[0]]
        if len(left) == len(pending):  # nothing started: a fork that cannot run at all
            for entry, *_ in left:
                entry["gradcheck"] = {"passed": False, "label": "crash", "message": f"the gradient check's process ended with {exit_description(os.waitstatus_to_exitcode(status))} before it"}
            left = []
        pending = left


def _limit_cpu_from_now(seconds: int) -> None:
    """This process may use ``seconds`` more CPU seconds (``RLIMIT_CPU``'s soft limit, within the hard
    limit the module's process was given): past them the kernel sends SIGXCPU, which ends it."""
    used = resource.getrusage(resource.RUSAGE_SELF)
    soft = math.ceil(used.ru_utime + used.ru_stime) + seconds
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    resource.setrlimit(resource.RLIMIT_CPU, (soft if hard == resource.RLIM_INFINITY else min(soft, hard), hard))


def _gradcheck_messages(read_fd: int, pid: int) -> tuple[dict, str | None, bool]:
    """The fork's finished checks, the kernel it was checking when it ended (None), and whether it
    was killed for waiting without computing (``synth.stages.ingest.computing``) for ``WALL_FACTOR``
    times ``GRADCHECK_CPU_S`` of wall time on one kernel: a slow check on a loaded host is left to its CPU limit."""
    idle_limit = GRADCHECK_CPU_S * WALL_FACTOR
    done, current, buffer = {}, None, b""
    idle, last = 0.0, time.monotonic()
    with selectors.DefaultSelector() as selector:
        selector.register(read_fd, selectors.EVENT_READ)
        while True:
            if not selector.select(timeout=min(IDLE_SAMPLE_S, idle_limit)):
                now = time.monotonic()
                if not computing(pid):
                    idle += now - last
                last = now
                if idle >= idle_limit:
                    os.kill(pid, signal.SIGKILL)
                    os.close(read_fd)
                    return done, current, True
                continue
            last = time.monotonic()  # it wrote: it was computing
            chunk = os.read(read_fd, 1 << 16)
            if not chunk:
                os.close(read_fd)
                return done, current, False
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for line in lines:
                message = json.loads(line)
                if "start" in message:
                    current, idle = message["start"], 0.0
                else:
                    done[message["id"]], current = message["result"], None


def gpu_replays(kernel, seen: recorder.Seen, device: str, order: str = "") -> dict:
    """Each copied launch replayed on ``device`` and compared with its CPU replay (real-code GPU
    tolerance), element by element. Where the kernel's results depend on its threads' order
    (``order``: why, from ``synth.warp.thread_order``) and the elements differ, each array is
    compared again as the multiset of its elements: the device's threads may take the slots in
    another order than the CPU's, and both are right."""
    from synth.verify.compare import ELEMENT_BY_ELEMENT, compare_in_any_order
    from synth.verify.tolerance import real_code_gpu

    worst, compared = None, ELEMENT_BY_ELEMENT
    for n, launch in enumerate(seen.launches):
        cpu_values = recorder.replay(kernel, launch, "cpu")
        ndims = {name: array.ndim for name, array in recorder.launch_arrays(kernel, cpu_values).items()}
        cpu = flatten_fields(recorder.arrays_after(kernel, cpu_values))
        dev = flatten_fields(recorder.arrays_after(kernel, recorder.replay(kernel, launch, device)))
        agreement, problems, how = compare_in_any_order(dev, cpu, lambda name, exp: real_code_gpu(exp), (device, "cpu"), lambda name, ndims=ndims: _ndim(ndims, name), order)
        compared = how if how != ELEMENT_BY_ELEMENT else compared
        if problems:
            label, known = thread_order.order_failure(order, compared)
            return {"passed": False, "launch": n, "label": label, "known": known, "message": ("; ".join(problems) + f" (compared {compared})")[:2000]}
        if worst is None or agreement.ratio > worst.ratio:
            worst = agreement
    name = warp_ir.warp().get_device(device).name
    return {"passed": True, "worst_error": worst.worst_error, "tolerance": worst.tolerance, "launches": len(seen.launches), "device": name, "compared": compared}


def _ndim(ndims: dict, name: str) -> int:
    """The array dimensions of a compared array: its own, or the array of structs a field was flattened from."""
    while name not in ndims and "." in name:
        name = name.rsplit(".", 1)[0]
    return ndims[name]


def flatten_fields(arrays: dict) -> dict:
    """Arrays of structs as one array per (nested) field, named ``array.field``; others unchanged."""
    found = {}
    for name, value in arrays.items():
        if value.dtype.names:
            found.update(flatten_fields({f"{name}.{f}": np.ascontiguousarray(value[f]) for f in value.dtype.names}))
        else:
            found[name] = value
    return found


# ----------------------------------------------------------------------------- the module


def ingest(job: dict, compile_ptx) -> dict:
    """The result of one module (see the module docstring)."""
    candidate = sources.Candidate(**job["candidate"])
    wp = warp_ir.warp()
    wp.set_device("cpu")
    label = f"{candidate.source}:{candidate.module}"
    _cpu_only_tests()
    start = os.getcwd()
    rec = recorder.Recorder()
    result: dict = {"format": FORMAT, "label": label, "skipped": None, "tests": None, "not_instantiated": [], "not_recorded": [], "kernels": []}
    with recorder.zeroed_host_memory(), rec.installed():
        try:
            module = discovery.import_module(candidate)
        except BaseException as exc:  # SystemExit included: a script that exits at import
            result["skipped"] = _reason(exc)
            return result
        if os.getcwd() != start:
            result["skipped"] = f"changed the working directory at import (to {os.getcwd()})"
            return result
        static = []
        for key, kernel in discovery.defined_kernels(module, candidate.import_name):
            overloads = warp_ir.overloads(kernel)
            if kernel.is_generic and not overloads:
                result["not_instantiated"].append([f"{label}.{key}", "generic kernel whose module declares no overload (wp.overload)"])
            for signature in sorted(overloads) if kernel.is_generic else [""]:
                static.append((key, signature, overloads[signature] if signature else kernel, kernel if signature else None))
        if job["run"]:
            running = Path(job["running"]) if job.get("running") else None
            result["tests"] = run_tests(module, rec, label, frozenset(job.get("without_tests", ())), running)
            if os.getcwd() != start:
                result["tests"]["changed_directory"] = os.getcwd()
                os.chdir(start)
    seen_by_object = {id(s.kernel): s for s in rec.seen.values()}
    entries, identities, gradchecks = [], set(), []
    for key, signature, kernel, generic in static:
        seen = seen_by_object.get(id(kernel))
        case = ModuleCase(candidate.source, candidate.module, key, signature, candidate.import_name, candidate.file, candidate.path, candidate.spec)
        entries.append(_entry(case, kernel, generic, module, seen, True, candidate, job, compile_ptx, gradchecks))
        identities.add(id(kernel))
    for identity, seen in sorted(rec.seen.items(), key=lambda kv: (kv[1].kernel.key, kv[0])):
        kernel = seen.kernel
        if id(kernel) in identities:
            continue
        if not Path(kernel.func.__code__.co_filename).is_file():
            result["not_recorded"].append([f"{label}:{kernel.key}", f"defined in {kernel.func.__code__.co_filename}, not in a file (exec'd source)"])
            continue
        source, module_name, path = locate(kernel.func.__code__.co_filename, candidate)
        owner = sys.modules.get(kernel.func.__module__)
        generic, signature = generic_of(kernel)
        variant = "" if _module_level(kernel) else f"h{identity[:8]}"
        key = generic.key if generic is not None else kernel.key
        case = ModuleCase(source, module_name, key, signature, candidate.import_name, str(Path(kernel.func.__code__.co_filename).resolve()), path, candidate.spec, variant)
        entries.append(_entry(case, kernel, generic, owner, seen, False, candidate, job, compile_ptx, gradchecks))
    run_gradchecks(gradchecks)
    result["made"], result["not_made"] = _factory_kernels(candidate, label, rec, job["run"])
    result["kernels"] = entries
    result["backward_launches"] = rec.backward_launches
    return result


def _factory_kernels(candidate, label: str, rec: recorder.Recorder, ran_tests: bool) -> tuple[list, list]:
    """Where the kernels this run made were defined ([file, line]), and the kernels the module's
    functions define that Warp never made here: each with the factory that makes them (the merge
    drops the ones another module's run made)."""
    made = {(str(Path(s.kernel.func.__code__.co_filename).resolve()), s.kernel.func.__code__.co_firstlineno) for s in rec.seen.values() if "<locals>" in s.kernel.func.__qualname__}
    made |= discovery.made_kernels()
    here = str(Path(candidate.file).resolve())
    how = "neither importing the module nor running its tests" if ran_tests else "importing the module"
    not_made = [
        [here, f.line, f"{label}.{f.factory}.{f.kernel}", f"made by {f.factory}() (line {f.line}), which {how} never called: add a module that calls it, such as the package's tests, to --synth-modules"]
        for f in discovery.factory_kernels(candidate.file)
        if (here, f.line) not in made
    ]
    return sorted([list(x) for x in made]), not_made


def _entry(case: ModuleCase, kernel, generic, module, seen, static: bool, candidate, job: dict, compile_ptx, gradchecks: list) -> dict:
    """One kernel's entry; a captured kernel that builds is added to ``gradchecks`` (run by ``run_gradchecks``)."""
    entry = {"case": case.to_dict(), "id": case.id, "static": static}
    inputs, why = inputs_of(kernel, seen, static)
    if seen is not None:
        block_dim, tiled = seen.block_dim, seen.tiled
        block_dim_from = f"the launch by {seen.launched_by}"
        if block_dim is None:
            block_dim, block_dim_from = kernel.module.options["block_dim"], discovery.DEFAULT_BLOCK_DIM_FROM
    else:
        launch = discovery.launches(case, module, case.kernel)
        tiled = launch.tiled
        if launch.block_dim is not None:
            block_dim, block_dim_from = launch.block_dim, f"launch call at {launch.where}"
        else:
            block_dim, block_dim_from = kernel.module.options["block_dim"], discovery.DEFAULT_BLOCK_DIM_FROM
    try:
        entry.update(texts(kernel, generic, module, block_dim, block_dim_from, tiled, _roots(case.file, case.path, case.source), job["archs"], compile_ptx))
    except Exception as exc:
        entry["codegen_error"] = {"message": _reason(exc), "traceback": "".join(traceback.format_exception(exc))}
    entry["identity"] = kernel.hash.hex() if getattr(kernel, "hash", None) else ""
    entry["line"] = kernel.func.__code__.co_firstlineno
    entry["inputs"], entry["inputs_reason"] = inputs, why
    entry["launched_by"] = seen.launched_by if seen is not None else None
    if inputs == "captured":
        entry["captured"] = _captured(seen)
        if "codegen_error" not in entry:
            gradchecks.append((entry, kernel, seen, block_dim))
            entry["lift"] = lift_proof.prove(kernel, [launch.to_dict() for launch in seen.launches if launch.replay == "exact"], Path.cwd())
        if job.get("gpu"):
            wp = warp_ir.warp()
            if not wp.is_cuda_available():
                entry["gpu"] = {"unavailable": f"the ingesting process saw no CUDA device for {job['gpu']}, which this run found"}
            else:
                try:
                    entry["gpu"] = gpu_replays(kernel, seen, job["gpu"], entry.get("order_dependent", ""))
                except Exception as exc:
                    entry["gpu"] = {"passed": False, "message": _reason(exc)}
    return entry


def ptx_compiler(cache_dir: Path, workdir: Path):
    """``compile_ptx(build, arch)``: NVRTC's PTX of a CUDA build, cached by content (the source, the
    compile options, what it links, the Warp version), as every compiler output of the harness is."""

    def compile_ptx(build: warp_ir.KernelBuild, arch: int) -> str:
        ltoirs, fatbins = build.link_inputs
        links = hashlib.sha256(b"".join(bytes(x) for x in (*ltoirs, *fatbins))).hexdigest()
        options = repr(sorted(build.options.items()))  # all of them: whatever compile_cuda passes on is in the key
        key = build_cache.key_of("module-ptx", importlib.metadata.version("warp-lang"), str(arch), options, links, build.source)
        root = cache_dir / "builds"
        entry = build_cache.lookup(root, key)
        work = workdir / key[:16] / str(arch)
        if entry is None:
            text = warp_ir.portable_ptx(warp_ir.compile_cuda(build, arch, work), work)
            build_cache.store(root, key, {"kernel.ptx": text})
            return text
        return warp_ir.portable_ptx((entry / "kernel.ptx").read_text(), work)  # an entry stored before it was portable

    return compile_ptx


def _die_with_parent() -> None:
    """SIGKILL when the process that started this one ends (Linux ``PR_SET_PDEATHSIG``): a killed
    pytest run leaves no module running on in its own session."""
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG = 1
    except (OSError, AttributeError):
        return
    if os.getppid() == 1:  # the parent was gone before the signal was asked for
        os._exit(1)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    _die_with_parent()
    job = json.loads(Path(argv[0]).read_text())
    # RLIMIT_AS bounds every mapping, and the CUDA driver reserves terabytes of address space: under
    # it Warp sees no device. A child that replays launches on a GPU is bounded by RLIMIT_DATA (the
    # heap and private writable mappings), as every GPU process of the harness (synth.toolchain.sandbox)
    memory = resource.RLIMIT_DATA if job.get("gpu") else resource.RLIMIT_AS
    resource.setrlimit(memory, (job["memory_bytes"], job["memory_bytes"]))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # a module that crashes the interpreter leaves no core file
    cpu = math.ceil(job["cpu_seconds"])
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + CPU_GRACE_S))  # SIGXCPU, then SIGKILL (synth.stages.ingest)
    result = ingest(job, ptx_compiler(Path(job["cache_dir"]), Path.cwd() / "ptx"))
    used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    result["cpu_seconds"] = round(sum(u.ru_utime + u.ru_stime for u in used), 1)  # the cost on a shared host, where wall time is not
    out = Path(job["out"])
    partial = out.with_suffix(".partial")
    partial.write_text(json.dumps(result, sort_keys=True))
    os.replace(partial, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
