"""Judging a ``cuda_kernel`` candidate: a model's device code in place of the record's.

1. The record's standalone .cu with its device part replaced by the candidate's text is compiled
   by nvcc (to a cubin, through ptxas): the dataset's own file format and host code.
2. The candidate's text is emulated on the CPU (g++ with the harness's CUDA shim, the guarded
   allocations of ``cuda_shim_guarded.h`` and the race check of ``cuda_shim_races.h``; the macros
   nvcc defines for device code; the dataset's undefined-behaviour checks but not its lint) at
   every launch shape, each shape's host code rendered for its sizes
   (``synth.render.cuda.render_host``), every draw run with the buffers against the guard page
   after them and then before them, and compared with the reference. A tile record's host code
   launches by block, as the dataset's emulation does (the shim's block mode: a fiber per thread,
   shared memory poisoned per block); other records' launches run thread after thread. Either
   way every access is checked against the other threads': a conflict is a ``race``.
3. On a CUDA host, the same runs on the device (one nvcc executable, every shape and draw).

Every build and run is contained (``synth.evaluate.limits``). The first failure decides the label.
"""

from __future__ import annotations

import functools
import re
import tempfile
from pathlib import Path

from synth.evaluate import limits
from synth.evaluate.machine import Machine
from synth.evaluate.problems import Problem
from synth.evaluate.reference_races import race_env
from synth.evaluate.verdict import Verdict, judge_run
from synth.model.failures import StageFailure, StageSkipped
from synth.model.twin import uses_half
from synth.render.cuda import CUDA_SHIM, INCLUDES_STD, CudaParts, batch_source, render_host
from synth.render.cuda.io import read_outputs, write_inputs
from synth.render.library_ops import CEPHES_NDTRI
from synth.toolchain import emulate, nvcc, process, runs, sandbox
from synth.verify.tolerance import candidate_tolerance

# CUDA's erfinvf/erfcinvf, which a device path calls under nvcc's macros (the records' own warp_erfinv helpers among
# them): Warp's CPU code for them (Cephes' ndtri in double, synth.render.library_ops), the reference's own, under names of their own
DEVICE_INVERSE_ERF = (
    CEPHES_NDTRI.replace("#ifndef __CUDA_ARCH__\n", "").removesuffix("#endif").replace("cephes_", "synth_shim_cephes_")
    + "static inline float erfinvf(float x) { return (float)synth_shim_cephes_erfinv((double)x); }\n"
    + "static inline float erfcinvf(float x) { return (float)synth_shim_cephes_erfinv(1.0 - (double)x); }\n"
)
EMULATION_INCLUDES = (
    '#define SYNTH_RACE_CHECK\n#include "cuda_shim.h"\n#include "cuda_shim_guarded.h"\n#include "cuda_shim_races.h"\n' + INCLUDES_STD + DEVICE_INVERSE_ERF
)
# A candidate's emulation is built with the dataset's undefined-behaviour checks but not its lint
# (-Werror=double-promotion is for the harness's own renderings: a double literal is fine CUDA),
# and with the macros nvcc defines when it compiles device code, so a kernel that tests them
# (#ifdef __CUDA_ARCH__, __CUDACC__) takes its device path here as on a GPU: no build-environment tell.
EMULATION_CHECKS = ("-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all")
# every memory access calls the race check of cuda_shim_races.h (ThreadSanitizer's instrumentation, its runtime ours)
RACE_INSTRUMENTATION = ("-fsanitize=thread", "--param=tsan-instrument-func-entry-exit=0")
# Macros the emulation defines and nvcc does not (the shim's own, g++'s sanitizer's): hidden from
# the candidate's text (#pragma push_macro, #undef, then pop_macro after it), so it cannot test
# for them; and the text starts at line 1 of "candidate.cu" in every build, so __LINE__ and
# __FILE__ are the same under nvcc and g++.
HIDDEN_MACROS = ("SYNTH_RACE_CHECK", "SYNTH_ATOMIC", "SYNTH_UNCHECKED", "SYNTH_OUT_OF_BOUNDS", "SYNTH_INPUT_CHANGED",
                 "cudaMalloc", "cudaFree", "cudaMemcpy", "__SANITIZE_THREAD__")  # fmt: skip
CANDIDATE_LINE = '#line 1 "candidate.cu"\n'
GUARD_LAYOUTS = ({}, {"SYNTH_GUARD_AT": "start"})  # buffers ending at a guard page, then starting at one
# stand-ins for the CUDA headers a candidate may include (<cuda_runtime.h>, <cuda_fp16.h>): the shim has what they would give
SHIM_INCLUDE = CUDA_SHIM.parent / "shim_include"
OUT_OF_BOUNDS_EXIT = 86  # cuda_shim_guarded.h's SYNTH_OUT_OF_BOUNDS
INPUT_CHANGED_EXIT = 87  # cuda_shim_guarded.h's SYNTH_INPUT_CHANGED
# UBSan's bounds check of a fixed-size array (a __shared__ tile indexed past its extent): the emulation builds with it
UBSAN_INDEX = r"runtime error: index -?\d+ out of bounds for type"


@functools.cache
def race_check_missing(gxx: str) -> str | None:
    """Why ``gxx`` cannot build the race check's instrumentation (GCC's ``-fsanitize=thread`` and
    its parameter), or None: probed once on a one-line file."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "probe.cpp"
        source.write_text("int probe(int* p) { return *p; }\n")
        try:
            done = process.run([gxx, *RACE_INSTRUMENTATION, "-c", str(source), "-o", str(source.with_suffix(".o"))], limits.BUILD_WALL_S)
        except (process.ToolTimeout, process.ToolNotStarted) as exc:
            return f"{gxx} could not be run: {exc}"
    return None if done.returncode == 0 else f"{gxx} cannot build the race check ({' '.join(RACE_INSTRUMENTATION)}): {done.stderr.strip()[:200]}"


def judge_cuda(problem: Problem, text: str, folder: Path, machine: Machine, allowed: tuple[str, ...] = ()) -> Verdict:
    """Compile, emulate and (on a CUDA host) run the candidate; its verdict. ``allowed``: the classes
    of race the record's own kernel has (``reference_races``), not a race here."""
    shapes = [s.dim for s in problem.shapes]
    missing = race_check_missing(machine.gxx) if machine.device is None and machine.gxx else None
    if missing is not None:  # the emulation would call every candidate not_emulated: no fault of theirs
        return Verdict("unscored", f"the CPU emulation needs GCC's ThreadSanitizer instrumentation for its race check: {missing}", shapes=shapes)
    failed = _compile_check(problem, text, folder / "nvcc", machine)
    if failed is not None:
        return _with(failed, shapes)
    emulated = _emulation(problem, text, folder / "emulation", machine, allowed)
    if isinstance(emulated, Verdict):
        return _with(emulated, shapes)
    if machine.device is not None:
        failed = _device(problem, text, folder / "device", machine)
        if failed is not None:
            return _with(failed, shapes)
        where = f"cpu_emulation and {machine.device.alias}" if emulated is None else machine.device.alias
        return Verdict("pass", "", where, shapes=shapes)
    if emulated is not None:  # the emulation could not build it, and there is no device
        return Verdict("not_emulated", emulated, "cpu_emulation", shapes=shapes)
    return Verdict("pass", "", "cpu_emulation", shapes=shapes)


def _with(verdict: Verdict, shapes: list) -> Verdict:
    verdict.shapes = shapes
    return verdict


def contained(folder: Path, lim: sandbox.Limits, extra_env: dict | None = None) -> sandbox.Contained:
    """A build or run of the candidate in ``folder`` under ``lim`` (which may also read this host's compilers)."""
    folder.mkdir(parents=True, exist_ok=True)
    return sandbox.Contained(folder, limits.with_toolchain(lim), sandbox.clean_env(extra_env, folder))


def _compile_check(problem: Problem, text: str, folder: Path, machine: Machine) -> Verdict | None:
    """nvcc on the record's standalone .cu with the candidate's device code in place of its own."""
    record = problem.record
    contain = contained(folder, limits.BUILD)
    source = folder / f"{record['kernel_name']}.cu"
    source.write_text(record["cuda_standalone"].replace(record["cuda_kernel"], CANDIDATE_LINE + text, 1))
    try:
        nvcc.compile_contained(source, folder / "kernel.cubin", (machine.arch,), False, limits.BUILD_WALL_S, contain)
    except StageFailure as failure:
        return _build_failure(failure, "nvcc")
    return None


def _build_failure(failure: StageFailure, where: str) -> Verdict:
    if failure.label == "timeout":
        return Verdict("timeout", failure.message, where)
    return Verdict("compile_error", failure.message, where)


def nvcc_macros(arch: int, nvcc_path: str | None) -> tuple[str, ...]:
    """``-D`` flags for the macros nvcc defines in a device compilation for ``sm_<arch>``, its
    version's among them (``nvcc --version``: "release 13.0, V13.0.88")."""
    flags = ("-D__CUDACC__=1", "-D__NVCC__=1", f"-D__CUDA_ARCH__={arch * 10}", f"-D__CUDA_ARCH_LIST__={arch * 10}")
    try:
        found = re.search(r"V(\d+)\.(\d+)\.(\d+)", process.version(nvcc_path)) if nvcc_path else None
    except process.ToolBroken:
        found = None
    if found:
        flags += tuple(f"-D__CUDACC_VER_{part}__={n}" for part, n in zip(("MAJOR", "MINOR", "BUILD"), found.groups(), strict=True))
    return flags


def hidden(text: str) -> str:
    """The candidate's text at line 1 of candidate.cu, with ``HIDDEN_MACROS`` undefined around it."""
    push = "".join(f'#pragma push_macro("{m}")\n#undef {m}\n' for m in HIDDEN_MACROS)
    pop = "".join(f'#pragma pop_macro("{m}")\n' for m in HIDDEN_MACROS)
    return push + CANDIDATE_LINE + text + "\n" + pop


def _emulation(problem: Problem, text: str, folder: Path, machine: Machine, allowed: tuple[str, ...] = ()) -> Verdict | str | None:
    """The CPU emulation's verdict on a failure, None when every run matched, or why it could not be built.
    Every run is made with the buffers against the guard page after them, then, unless that failed
    otherwise than by its outputs, against the guard page before them: the first failure of the
    first layout decides, unless the second finds an access outside a buffer (a read before a
    buffer's start reads canary bytes in the first: a mismatch there)."""
    contain = contained(folder, limits.BUILD)
    parts = _parts(problem, hidden(text), "emulate")
    try:
        exe = emulate.build_text(batch_source(parts, includes=EMULATION_INCLUDES), folder, limits.BUILD_WALL_S, contain, (SHIM_INCLUDE,),
                                 (*EMULATION_CHECKS, *nvcc_macros(machine.arch, machine.nvcc)), RACE_INSTRUMENTATION)  # fmt: skip
    except StageSkipped as skipped:
        return f"the CPU emulation cannot build here: {skipped}"
    except StageFailure as failure:
        if failure.label == "timeout":
            return Verdict("timeout", failure.message, "cpu_emulation")
        first = failure.message.split(": ", 1)[-1]
        return f"nvcc builds it, but the CPU emulation (the shim's intrinsics; a block's threads together only for a tile record) does not: {first}"
    verdict = _runs(problem, exe, folder, limits.RUN, limits.RUN_WALL_S, "cpu_emulation", {**GUARD_LAYOUTS[0], **race_env(allowed)})
    if verdict is None or verdict.label in ("mismatch", "degenerate"):  # what a read of the canary bytes before a buffer gives
        other = _runs(problem, exe, folder, limits.RUN, limits.RUN_WALL_S, "cpu_emulation", {**GUARD_LAYOUTS[1], **race_env(allowed)})
        verdict = other if verdict is None or (other is not None and other.label == "out_of_bounds") else verdict
    if verdict is not None and BLOCK_LEVEL in verdict.message:
        # the record's host code launches thread by thread; a candidate that waits at a barrier
        # needs the shim's block mode, which the record's file does not ask for
        return f"the CPU emulation runs the record's launch thread by thread, and the candidate needs a block's threads together: {verdict.message}"
    return verdict


BLOCK_LEVEL = "__syncthreads() outside a block launch"  # the shim's words (cuda_shim.h: synth_syncthreads)
RACE = "emulation: race: "  # the race check (cuda_shim_races.h) or the block mode's barriers


def _parts(problem: Problem, text: str, launch: str) -> list[CudaParts]:
    """One batch part per launch shape, each with its host code: the candidate's text only in the
    first (its kernel is ``extern "C"``, one symbol), the others see it through a using-directive."""
    half = uses_half(problem.spec)
    return [
        CudaParts(f"shape{k}", text if k == 0 else "using namespace shape0;\n", render_host(s.spec, launch), half) for k, s in enumerate(problem.shapes)
    ]


def _device(problem: Problem, text: str, folder: Path, machine: Machine) -> Verdict | None:
    """Every shape and draw on the CUDA device: one nvcc executable, one process."""
    contain = contained(folder, limits.BUILD)
    parts = _parts(problem, CANDIDATE_LINE + text, "cuda")
    source = folder / "device.cu"
    source.write_text(batch_source(parts))
    exe = folder / "device"
    try:
        nvcc.compile_contained(source, exe, (machine.arch,), True, limits.BUILD_WALL_S, contain)
    except StageFailure as failure:
        return _build_failure(failure, f"nvcc ({machine.device.alias})")
    index = machine.device.alias.split(":")[1]
    return _runs(problem, exe, folder, limits.DEVICE_RUN, limits.DEVICE_RUN_WALL_S, machine.device.alias, {"CUDA_VISIBLE_DEVICES": index})


def _runs(problem: Problem, exe: Path, folder: Path, lim: sandbox.Limits, wall: float, where: str, env: dict | None = None) -> Verdict | None:
    """Every run of the problem through ``exe`` (one process, each run's buffers fresh), compared in order."""
    jobs = []
    for r in problem.runs:
        job = runs.Job(f"shape{r.shape}", folder / f"s{r.shape}d{r.draw}.in.bin", folder / f"s{r.shape}d{r.draw}.out.bin")
        write_inputs(job.inputs, r.spec, r.values)
        jobs.append(job)
    outcomes = runs.run_jobs(exe, jobs, wall, contained(folder, lim, env), keep_going=False)  # the first failure decides
    for r, job, outcome in zip(problem.runs, jobs, outcomes, strict=False):
        if isinstance(outcome, StageFailure):
            return run_failure(outcome, where, r.context)
        try:
            actual = read_outputs(job.outputs, r.spec)
        except ValueError as malformed:
            return Verdict("crash", f"a malformed output file at launch {r.context['shape']} draw {r.draw}: {malformed}", where)
        verdict = judge_run(actual, r.expected, r.initial, lambda name, exp, spec=r.spec: candidate_tolerance(spec, name, exp), where, r.context)
        if verdict is not None:
            return verdict
    return None


def run_failure(failure: StageFailure, where: str, context: dict) -> Verdict:
    """The label of a run that did not finish: an access outside a buffer, a CPU-time or wall-clock
    limit (SIGXCPU, or SIGKILL at the hard limit), or any other crash (``killed_how`` says what a
    signal of the sandbox's means)."""
    at = f" at launch {context['shape']} draw {context['draw']}"
    if f"exit status {OUT_OF_BOUNDS_EXIT}" in failure.message or re.search(UBSAN_INDEX, failure.message):
        return Verdict("out_of_bounds", failure.message + at, where)
    if f"exit status {INPUT_CHANGED_EXIT}" in failure.message:
        return Verdict("mismatch", failure.message + at, where)
    if RACE in failure.message:  # the race check found a conflict, or a block's threads waited at different barriers
        return Verdict("race", failure.message[failure.message.index(RACE) :] + at, where)
    label = "timeout" if failure.label == "timeout" or re.search(r"signal SIG(XCPU|KILL)\b", failure.message) else "crash"
    return Verdict(label, failure.message + at + killed_how(failure.message), where)


SANDBOX_SIGNALS = {
    "SIGSYS": "it tried to start a process, and the sandbox kills a process that does (seccomp)",
    "SIGXCPU": "it used up its CPU-time limit",
    "SIGXFSZ": "it wrote past its file-size limit (its output, stdout and stderr are files)",
}


def killed_how(message: str) -> str:
    """``; <why>`` when ``message`` names a signal the sandbox sends, else nothing."""
    found = re.search(r"signal (SIG[A-Z]+)", message)
    return f"; {SANDBOX_SIGNALS[found.group(1)]}" if found and found.group(1) in SANDBOX_SIGNALS else ""
