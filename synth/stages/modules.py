"""Stages of existing-code cases (``ModuleCase``, from ``--synth-modules``).

Every kernel was built, and its launches captured and replayed, by the process that ingested
its module (``synth.stages.ingest``: its result file holds the texts); these stages read that
result, so no pytest process imports the code. A batch is the kernels of one ingested module.

- ``codegen``: the kernel's Python source (``kernel_source``, with its closure's values) and its
  four IR texts, built on its own (``warp_ir.build_kernel_alone``: its texts hold exactly its
  functions and structs) with the ``block_dim`` of its first captured launch, else of its
  module's launch call (``discovery.launches``), else the module's default; records say which;
- ``ptx``: NVRTC PTX of the CUDA text, per ``--synth-archs`` (no GPU needed);
- ``cpu_run``: a forward run on Warp's CPU. A kernel whose launches were captured
  (``inputs: captured``) passes when each copied launch, replayed from its saved bytes alone,
  left every array exactly as the program's own launch did. A kernel of the module no launch
  copied (``synthesized``) runs once in Warp's debug mode (bounds checked) on synthesized
  inputs, in a process of its own (``synth.stages.ingest.debug_run``): the first of
  ``debug_run.INPUT_SETS`` that runs cleanly passes; reading out of bounds (``out_of_bounds``)
  or failing otherwise (``run_error``) on every set is the case's failure. A kernel with neither
  (``none``: a handle no captured launch passed, a parameter no input can be made for) is not
  run: a skip, which its record states. A captured launch's handles are replayed on their
  objects rebuilt from the record (``synth.warp.handles``);
- ``gradcheck``: where the kernel's launches were captured, Warp's adjoint against finite
  differences on them, computed by the ingesting process (``synth.stages.gradcheck.captured``:
  seeded weighted loss, sampled elements, kinks excluded and counted); a kernel the check does
  not apply to (forward only, no float input or output, float16, not differentiable or not
  moving at the captured point) skips with the reason;
- ``gpu_replay`` (``-m gpu``, on a CUDA host): each captured launch replayed on the device too,
  its arrays compared with the CPU replay's (``synth.verify.tolerance.real_code_gpu``).

The generated cases' other stages (standalone CUDA, emulation, liveness) need a spec and do not
apply: a module record carries only these checks.
"""

from __future__ import annotations

import functools
import importlib.metadata
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from synth.model.failures import ENVIRONMENT_SIGNS, StageFailure, StageSkipped
from synth.model.module_case import ModuleCase
from synth.stages import ingest
from synth.stages.batch import Batch
from synth.stages.ingest import debug_run, sources
from synth.stages.ingest.contract import KernelEntry, LiftResult
from synth.toolchain import process
from synth.verify.compare import ELEMENT_BY_ELEMENT
from synth.warp import discovery

BUILD_RETRIES = 2  # a debug build lost to its environment (not to the kernel) is tried this many more times
RUN_BASE_S, RUN_PER_KERNEL_S = 120.0, 60.0  # a debug build of a large tile kernel takes tens of seconds


@dataclass
class ModuleTexts:
    """What ``codegen`` gives a case: the record's texts, how they were built, and where the kernel comes from."""

    python_source: str
    ir: dict
    build: dict
    provenance: dict
    captured_inputs: list | None
    not_alone: str = ""  # why no text of the kernel builds its IR alone, known from the kernel Warp built, or ''


@dataclass
class ModulePtx:
    ptx: dict  # arch -> PTX text
    entries: dict  # arch -> the kernel's entry points in it, named without Warp's hash


@dataclass
class CpuRun:
    input_set: int | None  # the synthesized input set that ran; None for captured inputs
    dim: list
    launches: int = 0  # captured launches replayed
    lift: LiftResult | None = None  # synthesized inputs: the lift's proof on them (``synth.warp.lift_proof``)
    launch: dict | None = None  # synthesized inputs: the launch the proof ran, as a captured one is kept
    handles: str = ""  # synthesized inputs: the objects made for its handles (``synth.warp.synthesized_handles``)

    def check_fields(self) -> dict:
        if self.input_set is None:
            return {"inputs": f"captured: {self.launches} launches replayed, every array as the program's launch left it", "dim": self.dim}
        handles = f"{debug_run.HANDLES}{self.handles}" if self.handles else ""
        return {"inputs": debug_run.INPUT_SETS[self.input_set] + handles, "dim": self.dim}


@dataclass
class CapturedGradCheck:
    """Warp's adjoint against finite differences on the captured launches (``synth.stages.gradcheck.captured``)."""

    worst_error: float
    tolerance: float
    launches: int
    samples: int
    excluded: int
    precision: str
    captured: int  # launches captured: those not replayed exactly, or not differentiable where captured, are not checked

    def check_fields(self) -> dict:
        kinks = f", {self.excluded} at kinks excluded" if self.excluded else ""
        checked = f"{self.launches} of {self.captured} captured launches checked"
        return {"method": "sampled", "inputs": f"captured: {checked}, {self.samples} samples{kinks} ({self.precision})"}


@dataclass
class GpuReplay:
    """The captured launches on the device against their CPU replays."""

    worst_error: float
    tolerance: float
    device: str
    launches: int
    compared: str  # element by element, or as multisets of elements where the threads' order decides

    def check_fields(self) -> dict:
        return {"device": self.device, "compared": self.compared, "inputs": f"{self.launches} captured launch{'es' if self.launches != 1 else ''} replayed"}


def _failure(label: str, case: ModuleCase, message: str, traceback_text: str = "", known: str | None = None) -> StageFailure:
    artifacts = {"traceback.txt": traceback_text} if traceback_text else {}
    try:
        artifacts[Path(case.file).name] = Path(case.file).read_text(encoding="utf-8")
    except OSError:
        pass
    return StageFailure(label, message, artifacts, known)


_FRAME = re.compile(r'^  File "([^"]+)", line \d+', re.M)


def ours(traceback_text: str) -> bool:
    """Whether the exception was raised in the harness's own code (its last frame under ``synth/``),
    not in Warp's or the module's: then a kernel that "does not build" is our fault, not the kernel's."""
    frames = _FRAME.findall(traceback_text)
    return bool(frames) and Path(frames[-1]).resolve().is_relative_to(Path(__file__).resolve().parents[1])


HARNESS_DEFECT = "the harness failed on the kernel's code (a defect of the harness, the same on every run)"


def not_built(case: ModuleCase, entry: KernelEntry) -> StageFailure | StageSkipped:
    """The outcome of a stage of a kernel whose build failed in its ingesting process: a skip naming
    Warp's refusal, or the harness's own exception (``HARNESS_DEFECT``), known at ingestion and
    recorded as a ``codegen_error`` rejection: the child's result is cached by content, so a rerun
    reads the same failure and retrying it would change nothing. Only an exception that names the
    machine (a full disk, no memory: ``failures.ENVIRONMENT_SIGNS``) is a ``crash``, never
    recorded, which a rerun tries again."""
    error = entry.codegen_error
    if any(sign in error.message for sign in ENVIRONMENT_SIGNS) or error.message.startswith(("OSError", "MemoryError")):
        return _failure("crash", case, f"the machine failed the kernel's build: {error.message}", error.traceback)
    if ours(error.traceback):
        return StageSkipped(f"{HARNESS_DEFECT}: {error.message}")
    return StageSkipped(f"the kernel does not build: {error.message}")


@functools.cache
def licence(distribution: str) -> str | None:
    """A distribution's licence as its metadata states it (``License-Expression``, else ``License``)."""
    try:
        meta = importlib.metadata.metadata(distribution)
    except importlib.metadata.PackageNotFoundError:
        return None
    return meta.get("License-Expression") or meta.get("License") or None


def provenance(case: ModuleCase, entry: KernelEntry) -> dict:
    """Where the kernel comes from: its source, module, file (relative to the source), line, the
    package, version and licence where a distribution holds it; where its CPU run's inputs come
    from, and which test or script launched it first."""
    found = {"source": case.source, "module": case.module, "path": case.path, "kernel": case.kernel, "overload": case.overload or None}
    top = "warp" if case.source in sources.SOURCES else None if case.import_name.startswith("synth_modules.") else case.source
    distribution = distribution_of(top) if top else None
    found["package"] = distribution
    found["version"] = importlib.metadata.version(distribution) if distribution else None
    found["licence"] = licence(distribution) if distribution else None
    found["line"] = entry.line
    found["inputs"] = entry.inputs
    found["launched_by"] = entry.launched_by
    return found


@functools.cache
def distribution_of(top_level: str) -> str | None:
    """The installed distribution holding a top-level package (``packages_distributions`` scans them all: once)."""
    return next(iter(_packages_distributions().get(top_level, [])), None)


@functools.cache
def _packages_distributions() -> dict:
    return importlib.metadata.packages_distributions()


def codegen(batch: Batch) -> dict:
    """Per case: ``ModuleTexts``, or ``codegen_error`` (the kernel does not build)."""
    results = {}
    for case in batch.cases:
        entry = ingest.entry_of(case)
        if entry.codegen_error is not None:
            error = entry.codegen_error
            failed = not_built(case, entry)
            message = error.message if isinstance(failed, StageFailure) or not failed.reason.startswith(HARNESS_DEFECT) else failed.reason
            results[case.id] = failed if isinstance(failed, StageFailure) else _failure("codegen_error", case, message, error.traceback)
            continue
        captured = entry.captured.launches if entry.inputs == "captured" else None
        results[case.id] = ModuleTexts(entry.python_source, entry.ir, entry.build.to_dict(), provenance(case, entry), captured, entry.source_not_alone)
    return results


def codegen_fields(value: ModuleTexts) -> dict:
    return {"python_source": value.python_source, **value.ir, "build": value.build, "provenance": value.provenance, "captured_inputs": value.captured_inputs}


def ptx(batch: Batch) -> dict:
    """Per case: ``ModulePtx`` for every ``--synth-archs`` architecture, or ``ptx_error``."""
    results = {}
    for case in batch.cases:
        entry = ingest.entry_of(case)
        if entry.codegen_error is not None:
            results[case.id] = not_built(case, entry)
        elif entry.ptx_error is not None:
            results[case.id] = _failure("ptx_error", case, entry.ptx_error.message, entry.ptx_error.traceback, entry.ptx_error.known)
        else:
            archs = [str(a) for a in batch.settings.archs]
            missing = [a for a in archs if a not in entry.ptx]
            if missing:
                raise RuntimeError(f"{case.capture} was made for other architectures than {', '.join(archs)}")
            results[case.id] = ModulePtx({int(a): entry.ptx[a] for a in archs}, {int(a): tuple(entry.ptx_entries[a]) for a in archs})
    return results


def ptx_fields(value: ModulePtx) -> dict:
    return {"ptx": value.ptx[min(value.ptx)], "ptx_entries": list(value.entries[min(value.entries)])}


def gradcheck(batch: Batch) -> dict:
    """Per captured case: ``CapturedGradCheck``, its failure (``grad_mismatch``, ``crash``), or a skip
    with the reason the ingesting process gave; other cases skip (no captured launch)."""
    results = {}
    for case in batch.cases:
        entry = ingest.entry_of(case)
        found = entry.gradcheck
        if entry.inputs != "captured":
            results[case.id] = StageSkipped(f"no captured launch to differentiate ({entry.inputs}: {entry.inputs_reason or 'not launched'})")
        elif found is None:
            results[case.id] = not_built(case, entry)
        elif found.skipped:
            results[case.id] = StageSkipped(found.skipped)
        elif not found.passed:
            results[case.id] = _failure(found.label, case, found.message, found.traceback or "", found.known)
        else:
            results[case.id] = CapturedGradCheck(found.worst_error, found.tolerance, found.launches, found.samples, found.excluded, found.precision, len(entry.captured.launches))
    return results


def gpu_replay(batch: Batch) -> dict:
    """Per captured case: ``GpuReplay``, or ``mismatch``; other cases skip (no captured inputs)."""
    results = {}
    for case in batch.cases:
        entry = ingest.entry_of(case)
        gpu = entry.gpu
        if entry.inputs != "captured":
            results[case.id] = StageSkipped(f"no captured inputs to replay on the device ({entry.inputs}: {entry.inputs_reason or 'not launched'})")
        elif gpu is None:
            results[case.id] = StageSkipped("its module was ingested without a CUDA device (run with -m gpu on a CUDA host)")
        elif gpu.unavailable:  # the run found a device its ingesting process did not: the machine's fault, retried
            results[case.id] = StageFailure("crash", gpu.unavailable)
        elif not gpu.passed:
            results[case.id] = StageFailure(gpu.label or "mismatch", gpu.message, known=gpu.known)
        else:
            results[case.id] = GpuReplay(gpu.worst_error, gpu.tolerance, gpu.device, gpu.launches, gpu.compared or ELEMENT_BY_ELEMENT)
    return results


# ----------------------------------------------------------------------------- the CPU run


def _job(case: ModuleCase, input_set: int, wide: bool = True) -> dict:
    build = ingest.entry_of(case).build
    block_dim = None if build.block_dim_from == discovery.DEFAULT_BLOCK_DIM_FROM else build.block_dim
    return {"case": case.to_dict(), "input_set": input_set, "block_dim": block_dim, "tiled": build.tiled, "lift": True, "wide": wide}


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
    if "Assertion failed" in completed.stderr and ("arr.shape" in completed.stderr or "tile index out of bounds" in completed.stderr):
        return "out_of_bounds", f"a bounds check failed ({detail})"  # an array's (debug build) or a tile's (tile.h, always)
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
    """Per case: ``CpuRun``, ``StageSkipped`` (no inputs), or its failure (see the module docstring)."""
    results, synthesized = {}, []
    for case in batch.cases:
        entry = ingest.entry_of(case)
        if entry.inputs == "captured":
            replays = entry.captured.replays
            wrong = [f"launch {n}: {r}" for n, r in enumerate(replays) if r != "exact"]
            label = "mismatch" if any("differs" in w for w in wrong) else "run_error"
            results[case.id] = StageFailure(label, "; ".join(wrong)) if wrong else CpuRun(None, entry.captured.dim, len(replays))
        elif entry.codegen_error is not None:
            results[case.id] = not_built(case, entry)
        elif entry.inputs == "synthesized":
            synthesized.append(case)
        else:
            results[case.id] = StageSkipped(f"not run on the CPU: {entry.inputs_reason}")
    if synthesized:
        results.update(_debug_runs(Batch(batch.key, synthesized, batch.settings, _parent=batch)))
    return results


def _debug_runs(batch: Batch) -> dict:
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
    narrow: set[str] = set()  # kernels whose every-element launch read out of bounds: their lift is proved on one thread
    blind: set[str] = set()  # kernels that read none of their arguments: their failure is their own code's
    rounds = 0
    while pending:
        rounds += 1
        job = batch.workdir / f"cpu_run_{rounds}.json"
        job.write_text(json.dumps({"cases": [_job(c, s, c.id not in narrow) for c, s in pending]}))
        timeout = RUN_BASE_S + RUN_PER_KERNEL_S * len(pending)
        try:
            completed = process.run([sys.executable, "-m", "synth.stages.ingest.debug_run", str(job)], timeout, cwd=batch.workdir, env=_temporary_files_in(batch))
        except process.ToolTimeout as exc:
            said = _messages(exc.stdout)
            if said and "wide_start" in said[-1]:  # the every-element launch did not finish: the round again, that lift on one thread
                narrow.add(said[-1]["wide_start"])
                continue
            if said and "lift_start" in said[-1]:  # the kernel ran; its lifted model did not finish
                ran = next(m for m in reversed(said) if m.get("ok") == said[-1]["lift_start"])
                results[ran["ok"]] = CpuRun(ran["input_set"], ran["dim"], handles=ran.get("handles", ""), lift=LiftResult(refused=f"not lifted: the model printed back did not finish within {timeout:g} s"))
                pending = [(c, s) for c, s in pending if c.id not in results]
                continue
            started = [m.get("start") or m.get("build") for m in said if "start" in m or "build" in m]
            culprit = started[-1] if started else None
            for c, _ in pending:
                if c.id not in results and (culprit is None or c.id == culprit):
                    results[c.id] = StageFailure("timeout", f"the debug CPU run did not finish within {timeout:g} s")
            pending = [(c, s) for c, s in pending if c.id not in results]
            continue
        done, building, current, lifting, widening, retry = set(), None, None, None, None, []
        for m in _messages(completed.stdout):
            if "build" in m:
                building = m["build"]
            elif "build_error" in m:
                results[m["build_error"]] = StageFailure("run_error", f"Warp's debug build failed: {m['message']}")
                done.add(m["build_error"])
                building = None
            elif "start" in m:
                building, current = None, m["start"]
                if m.get("reads_none"):
                    blind.add(current)
            elif "skip" in m:
                results[m["skip"]] = StageSkipped(f"not run on the CPU: {m['reason']}")
                done.add(m["skip"])
            elif "ok" in m:
                results[m["ok"]] = CpuRun(m["input_set"], m["dim"], handles=m.get("handles", ""))
                done.add(m["ok"])
                current = None
            elif "wide_start" in m:
                widening = m["wide_start"]
            elif "wide_ok" in m:
                widening = None
            elif "lift_start" in m:
                lifting = m["lift_start"]
            elif "lift" in m:
                results[m["lift"]].lift, results[m["lift"]].launch = LiftResult.from_dict(m["result"]), m["launch"]
                lifting = None
            elif "error" in m:
                tries[m["error"]].append(f"input set {m['input_set']}: {m['message']}")
                labels[m["error"]].add("run_error")
                done.add(m["error"])
                retry.append((by_id[m["error"]], m["input_set"] + 1))
                current = None
        if widening is not None:  # the every-element launch ended the process: the kernel runs again, its lift proved on one thread
            narrow.add(widening)
            retry.append((by_id[widening], results.pop(widening).input_set))
        elif lifting is not None:  # the lifted model ended the process: refused; the kernel's own run stands
            _, message = _why_it_died(completed)
            results[lifting].lift = LiftResult(refused="not lifted: the model printed back ended the process", traceback=message)
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
                known = "it reads none of its arguments, so it fails so on any input: by its own code (a kernel written to fail, as Warp's tests of its own checks)" if c.id in blind else None
                results[c.id] = StageFailure(label, "on every input set: " + "; ".join(tries[c.id]), known=known)
    return results
