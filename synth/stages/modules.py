"""Stages of existing-code cases (``ModuleCase``, from ``--synth-modules``).

A batch is the kernels of one module (they share its import). Each kernel is built on its own
(``warp_ir.build_kernel_alone``: its texts hold exactly its functions and structs, whatever else
its module defines) with the ``block_dim`` its module launches it with, when the module's source
says so (``discovery.launches``), else the module's default; records say which.

- ``codegen``: the kernel's Python source (``kernel_source``) and its four IR texts;
- ``ptx``: NVRTC PTX of the CUDA text, per ``--synth-archs`` (no GPU needed);
- ``cpu_run``: one forward run on Warp's CPU in debug mode (bounds checked) on synthesized
  inputs, in a process of its own (``synth.warp.debug_run``), for kernels whose every parameter
  is an array or a value of a plain type: the first of ``debug_run.INPUT_SETS`` that runs
  cleanly passes; reading out of bounds (``out_of_bounds``) or failing otherwise (``run_error``)
  on every set is the case's failure; a kernel with a parameter no input can be made for is not
  run (a skip, which its record states).

The generated cases' stages (gradient check, standalone CUDA, emulation, liveness) need a spec
and do not apply: a module record carries only these checks.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

from synth.model.failures import StageFailure, StageSkipped
from synth.model.module_case import ModuleCase
from synth.stages.batch import Batch
from synth.toolchain import build_cache, process
from synth.warp import debug_run, discovery, warp_ir
from synth.warp.kernel_source import kernel_source

BUILD_RETRIES = 2  # a debug build lost to its environment (not to the kernel) is tried this many more times
RUN_BASE_S, RUN_PER_KERNEL_S = 120.0, 60.0  # a debug build of a large tile kernel takes tens of seconds


@dataclass
class ModuleTexts:
    """What ``codegen`` gives a case: the record's texts, how they were built, and where the kernel comes from."""

    python_source: str
    ir: dict
    build: dict
    provenance: dict
    cuda: warp_ir.KernelBuild  # the CUDA build for the lowest arch, which ``ptx`` compiles (not a record field)


@dataclass
class ModulePtx:
    ptx: dict  # arch -> PTX text
    entries: dict  # arch -> the kernel's entry points in it, named without Warp's hash


@dataclass
class CpuRun:
    input_set: int
    dim: list

    def check_fields(self) -> dict:
        return {"inputs": debug_run.INPUT_SETS[self.input_set], "dim": self.dim}


def _failure(label: str, case: ModuleCase, exc: BaseException) -> StageFailure:
    artifacts = {"traceback.txt": "".join(traceback.format_exception(exc))}
    try:
        artifacts[Path(case.file).name] = Path(case.file).read_text(encoding="utf-8")
    except OSError:
        pass
    return StageFailure(label, f"{type(exc).__name__}: {exc}", artifacts)


@functools.cache
def _warp_dir() -> str:
    import warp

    return str(Path(warp.__file__).resolve().parent)


def _roots(case: ModuleCase) -> dict[str, str]:
    """Where the paths Warp writes in its texts are cut: the case's source root, then Warp itself."""
    file = Path(case.file)
    root = str(file.parents[len(Path(case.path).parts) - 1]) if case.path else str(file.parent)
    return {root: f"<{case.source}>", _warp_dir(): "<warp>"}


@functools.cache
def licence(distribution: str) -> str | None:
    """A distribution's licence as its metadata states it (``License-Expression``, else ``License``)."""
    try:
        meta = importlib.metadata.metadata(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None
    return meta.get("License-Expression") or meta.get("License") or None


def provenance(case: ModuleCase) -> dict:
    """Where the kernel comes from: its source, module, file (relative to the source), and the
    package, version and licence where a distribution holds it."""
    found = {"source": case.source, "module": case.module, "path": case.path, "kernel": case.kernel, "overload": case.overload or None}
    distribution = None if case.import_name.startswith("synth_modules.") else distribution_of(case.import_name.split(".")[0])
    found["package"] = distribution
    found["version"] = importlib.metadata.version(distribution) if distribution else None
    found["licence"] = licence(distribution) if distribution else None
    return found


@functools.cache
def distribution_of(top_level: str) -> str | None:
    """The installed distribution holding a top-level package (``packages_distributions`` scans them all: once)."""
    return next(iter(_packages_distributions().get(top_level, [])), None)


@functools.cache
def _packages_distributions() -> dict:
    return importlib.metadata.packages_distributions()


def _kernel_build(case: ModuleCase) -> tuple:
    """(kernel, module, generic kernel or None, Launch, block_dim, where block_dim came from)."""
    kernel = discovery.kernel_of(case)
    module = discovery.import_module(case)
    generic = next((k for key, k in warp_ir.module_kernels(case.import_name) if key == case.kernel), None) if case.overload else None
    launch = discovery.launches(case, module)
    if launch.block_dim is not None:
        block_dim, origin = launch.block_dim, f"launch call at {launch.where}"
    else:
        block_dim, origin = kernel.module.options["block_dim"], discovery.DEFAULT_BLOCK_DIM_FROM
    return kernel, module, generic, launch, block_dim, origin


def _backward(kernel) -> str:
    """Whether the record's adjoint is what the code asks for, or forced on (the texts always hold it)."""
    if kernel.options.get("enable_backward") is False:
        return "forced on (the kernel declares enable_backward=False)"
    if not kernel.module.options["enable_backward"]:
        return "forced on (the module disables it)"
    return "as written"


def codegen(batch: Batch) -> dict:
    """Per case: ``ModuleTexts``, or ``codegen_error`` (the kernel does not build, or its module no longer imports)."""
    arch = min(batch.settings.archs)
    results = {}
    for case in batch.cases:
        try:
            kernel, module, generic, launch, block_dim, origin = _kernel_build(case)
            cpu = warp_ir.build_kernel_alone(kernel, "cpu", block_dim, None)
            cuda = warp_ir.build_kernel_alone(kernel, "cuda", block_dim, arch)
            roots = _roots(case)
            ir = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
            ir = {kind: warp_ir.normalize_paths(warp_ir.canonical_function_names(text, cpu.functions + cuda.functions), roots) for kind, text in ir.items()}
            build = {
                "block_dim": block_dim,
                "block_dim_from": origin,
                "launch": "wp.launch_tiled" if launch.tiled else "wp.launch",
                "cuda_arch": arch,
                "enable_backward": _backward(kernel),
            }
            results[case.id] = ModuleTexts(kernel_source(kernel, cpu, module, generic), ir, build, provenance(case), cuda)
        except Exception as exc:
            results[case.id] = _failure("codegen_error", case, exc)
    return results


def codegen_fields(value: ModuleTexts) -> dict:
    return {"python_source": value.python_source, **value.ir, "build": value.build, "provenance": value.provenance}


def ptx(batch: Batch) -> dict:
    """Per case: ``ModulePtx`` for every ``--synth-archs`` architecture, or ``ptx_error``."""
    results = {}
    built = batch.results(codegen)
    for case in batch.cases:
        try:
            kernel, _module, _generic, _launch, block_dim, _origin = _kernel_build(case)
        except Exception as exc:
            results[case.id] = StageSkipped(f"its module does not import, or no longer defines the kernel: {type(exc).__name__}: {exc}")
            continue
        try:
            texts, entries = {}, {}
            for arch in batch.settings.archs:
                done = built[case.id]
                reuse = isinstance(done, ModuleTexts) and arch == done.build["cuda_arch"]
                build = done.cuda if reuse else warp_ir.build_kernel_alone(kernel, "cuda", block_dim, arch)
                texts[arch] = _compiled(batch, build, arch, case)
                entries[arch] = tuple(sorted(warp_ir.kernel_entries(kernel.key, build.mangled, warp_ir.ptx_entry_points(texts[arch]))))
            results[case.id] = ModulePtx(texts, entries)
        except Exception as exc:
            results[case.id] = _failure("ptx_error", case, exc)
    return results


def _compiled(batch: Batch, build: warp_ir.KernelBuild, arch: int, case: ModuleCase) -> str:
    """NVRTC's PTX of a CUDA build, cached by content (the source, the compile options, what it
    links, the Warp version), as every compiler output of the harness is: a warm run compiles nothing."""
    ltoirs, fatbins = build.link_inputs
    links = hashlib.sha256(b"".join(bytes(x) for x in (*ltoirs, *fatbins))).hexdigest()
    options = repr(sorted(build.options.items()))  # all of them: whatever compile_cuda passes on is in the key
    key = build_cache.key_of("module-ptx", importlib.metadata.version("warp-lang"), str(arch), options, links, build.source)
    root = batch.settings.cache_dir / "builds"
    entry = build_cache.lookup(root, key)
    if entry is None:
        text = warp_ir.compile_cuda(build, arch, batch.workdir / "ptx" / case.id / str(arch))
        build_cache.store(root, key, {"kernel.ptx": text})
        return text
    return (entry / "kernel.ptx").read_text()


def ptx_fields(value: ModulePtx) -> dict:
    return {"ptx": value.ptx[min(value.ptx)], "ptx_entries": list(value.entries[min(value.entries)])}


# ----------------------------------------------------------------------------- the CPU run


def _job(case: ModuleCase, input_set: int) -> dict:
    launch = discovery.launches(case, discovery.import_module(case))
    return {"case": case.to_dict(), "input_set": input_set, "block_dim": launch.block_dim, "tiled": launch.tiled}


def _messages(stdout: str) -> list[dict]:
    found = []
    for line in stdout.splitlines():
        if line.startswith('{"synth":'):
            try:
                found.append(json.loads(line)["synth"])
            except (ValueError, KeyError):
                continue
    return found


def _why_it_died(completed: process.Completed) -> tuple[str, str]:
    """(label, message) of a run process that ended inside a kernel."""
    lines = [line for line in completed.stderr.splitlines() if line.strip() and "CUDA driver" not in line]
    detail = " ".join(lines[-3:])[:500]
    if "Assertion failed" in completed.stderr and "arr.shape" in completed.stderr:
        return "out_of_bounds", f"a bounds check failed ({detail})"
    return "run_error", f"the process ended with {completed.how}" + (f": {detail}" if detail else "")


def _temporary_files_in(batch: Batch) -> dict[str, str]:
    """TMPDIR for a debug-run process: inside the batch's folder, which is removed with the batch.

    Warp keeps its clang precompiled header in a temporary folder (``wp_pch_*``, ~5 MB) that
    only a normal exit removes; the debug run ends processes on purpose (a failed bounds check
    is SIGILL), so in /tmp they would pile up: ~30 per run of Warp's examples."""
    folder = batch.workdir / "tmp"
    folder.mkdir(parents=True, exist_ok=True)
    return {"TMPDIR": str(folder)}


def cpu_run(batch: Batch) -> dict:
    """Per case: ``CpuRun`` (the input set that ran), ``StageSkipped`` (not runnable), or its failure.

    One process runs the batch's kernels in turn; when one ends the process (a failed bounds
    check, a signal), the rest run in a new one, and the failed kernel tries its next input set.
    A process lost while building a module (before any input ran) is retried on the same set,
    ``BUILD_RETRIES`` times, so a kernel's input set never depends on the machine's load.
    """
    tries: dict[str, list[str]] = {c.id: [] for c in batch.cases}  # what each set did
    labels: dict[str, set[str]] = {c.id: set() for c in batch.cases}
    builds_lost: dict[str, int] = {c.id: 0 for c in batch.cases}
    results: dict = {}
    pending = [(c, 0) for c in batch.cases]
    by_id = {c.id: c for c in batch.cases}
    rounds = 0
    while pending:
        rounds += 1
        job = batch.workdir / f"cpu_run_{rounds}.json"
        try:
            job.write_text(json.dumps({"cases": [_job(c, s) for c, s in pending]}))
        except Exception as exc:  # the module no longer imports here: its codegen test says so
            return {c.id: StageSkipped(f"its module does not import: {type(exc).__name__}: {exc}") for c, _ in pending} | results
        timeout = RUN_BASE_S + RUN_PER_KERNEL_S * len(pending)
        try:
            completed = process.run([sys.executable, "-m", "synth.warp.debug_run", str(job)], timeout, cwd=batch.workdir, env=_temporary_files_in(batch))
        except process.ToolTimeout as exc:
            started = [m.get("start") or m.get("build") for m in _messages(exc.stdout) if "start" in m or "build" in m]
            culprit = started[-1] if started else None
            for c, _ in pending:
                if c.id not in results and (culprit is None or c.id == culprit):
                    results[c.id] = StageFailure("timeout", f"the debug CPU run did not finish within {timeout:g} s")
            pending = [(c, s) for c, s in pending if c.id not in results]
            continue
        done, building, current, retry = set(), None, None, []
        for m in _messages(completed.stdout):
            if "build" in m:
                building = m["build"]
            elif "build_error" in m:
                results[m["build_error"]] = StageFailure("run_error", f"Warp's debug build failed: {m['message']}")
                done.add(m["build_error"])
                building = None
            elif "start" in m:
                building, current = None, m["start"]
            elif "skip" in m:
                results[m["skip"]] = StageSkipped(f"not run on the CPU: {m['reason']}")
                done.add(m["skip"])
            elif "ok" in m:
                results[m["ok"]] = CpuRun(m["input_set"], m["dim"])
                done.add(m["ok"])
                current = None
            elif "error" in m:
                tries[m["error"]].append(f"input set {m['input_set']}: {m['message']}")
                labels[m["error"]].add("run_error")
                done.add(m["error"])
                retry.append((by_id[m["error"]], m["input_set"] + 1))
                current = None
        if building is not None:  # lost while building the module: the inputs never ran, so try the same set again
            s = next(s for c, s in pending if c.id == building)
            builds_lost[building] += 1
            done.add(building)
            if builds_lost[building] > BUILD_RETRIES:
                _, message = _why_it_died(completed)
                results[building] = StageFailure("crash", f"the debug build ended the process {builds_lost[building]} times: {message}")
            else:
                retry.append((by_id[building], s))
        elif current is not None:  # the process ended inside this kernel
            label, message = _why_it_died(completed)
            s = next(s for c, s in pending if c.id == current)
            tries[current].append(f"input set {s}: {message}")
            labels[current].add(label)
            done.add(current)
            retry.append((by_id[current], s + 1))
        elif completed.returncode != 0 and not done:
            message = f"the debug run process ended with {completed.how} before any kernel: {completed.stderr.strip()[-500:]}"
            return {c.id: StageFailure("crash", message) for c, _ in pending} | results
        pending = [(c, s) for c, s in retry if s < len(debug_run.INPUT_SETS)] + [(c, s) for c, s in pending if c.id not in done]
        for c, s in retry:
            if s >= len(debug_run.INPUT_SETS):
                label = "out_of_bounds" if "out_of_bounds" in labels[c.id] else "run_error"
                results[c.id] = StageFailure(label, "on every input set: " + "; ".join(tries[c.id]))
    return results
