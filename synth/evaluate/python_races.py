"""The race check of a ``python_source`` candidate: its kernel lifted, rendered to CUDA, emulated under the race check.

Warp's CPU runs a launch's threads one after another, so a Warp run cannot show a race: a
non-atomic ``a[k] = a[k] + 1`` histogram, a read of another thread's output, two threads writing
one element all give the right numbers there. The candidate's process lifts its kernel into the
kernel model (``synth.warp.lift``, exactly or not at all; ``warp_child`` writes
``lift_shape{S}.json`` before any of the candidate's code runs), and here the lifted spec of each
launch shape is rendered by the project's renderer to standalone CUDA and emulated with the
instrumentation of ``cuda_shim_races.h`` on the candidate's own runs (the problem's inputs): every
access is checked against every other thread's, whatever the order the threads run in. The lift
is exact, so a race in the lifted kernel is a race in the candidate (so is an access outside a
buffer: the guard pages). Warp's array ``+=`` and ``wp.atomic_*`` lift to atomics, which never
race with each other.

The emulated outputs must equal the candidate's own Warp outputs bit for bit: a lift that does
not is not trusted. A kernel the lifter refuses (a construct the model lacks) is checked in Warp's
own CPU code instead (``warp_races``); a lift that disagrees, or a check that cannot run (a tile
kernel the lifter refuses) leaves the race check *not done*, with its reason: the candidate keeps
the label of its Warp runs, and the report counts each reason.
A candidate for a record of existing code is lifted on each run's launch (``race_lift{K}.json``,
with the launch: the values its Warp run gets).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from synth.evaluate import cuda_target, limits, warp_races
from synth.evaluate.machine import Machine
from synth.evaluate.problems import Problem
from synth.evaluate.reference_races import race_env
from synth.evaluate.verdict import RACE_CHECK_DONE, RACE_CHECK_NOT_DONE, Verdict
from synth.model import spec_codec
from synth.model.failures import StageFailure, StageSkipped
from synth.model.inputs import array_shape
from synth.model.spec import HANDLE_KINDS, KernelSpec
from synth.model.twin import uses_half
from synth.render.cuda import CudaParts, batch_source, render_host
from synth.render.cuda.device import render_device
from synth.render.cuda.io import read_outputs, write_inputs
from synth.stages.lifted import agrees, launch_inputs
from synth.toolchain import emulate, runs

WHERE = "cpu_emulation of the lifted kernel"
CAUGHT = ("race", "out_of_bounds")  # what the lifted kernel's emulation finds in the candidate itself


@dataclass
class LiftedRun:
    """One run of the candidate as its lifted kernel takes it: the spec lifted for its launch, the
    launch values and the candidate's own arrays after its Warp run, both by the spec's parameter names."""

    spec: KernelSpec
    values: dict
    warp_outputs: dict[str, np.ndarray]
    context: dict


def race_check(problem: Problem, folder: Path, machine: Machine, job: dict, allowed: tuple[str, ...] = ()) -> tuple[Verdict | None, str]:
    """A generated record's candidate (its Warp runs done by ``job``): (a ``race`` or ``out_of_bounds``
    verdict, or None), and the check's outcome, ``done`` or ``not done: <why>``. A kernel the lifter
    refused is checked in Warp's own CPU code (``warp_races``). ``allowed``: classes of race that
    are not one here (the record's own kernel has them, ``reference_races``)."""
    lifted = _lifted(problem, folder)
    found = (None, RACE_CHECK_NOT_DONE + lifted) if isinstance(lifted, str) else check(lifted, folder / "races", machine, allowed)
    return _or_warp_code(found, job, [r.context for r in problem.runs], folder, machine, allowed)


def _or_warp_code(found: tuple[Verdict | None, str], job: dict, contexts: list[dict], folder: Path, machine: Machine, allowed: tuple[str, ...]) -> tuple[Verdict | None, str]:
    """The lifted kernel's check, or, where it was not done and the candidate's process wrote Warp's
    source of the kernel (the lifter refused it), the check of that code (``warp_races``)."""
    if found[1] == RACE_CHECK_DONE or not (folder / warp_races.MANIFEST).is_file():
        return found
    return warp_races.race_check(job, contexts, folder, machine, allowed)


def check(lifted: list[LiftedRun], work: Path, machine: Machine, allowed: tuple[str, ...] = ()) -> tuple[Verdict | None, str]:
    """Every run through the emulation of its lifted kernel (one build, each distinct spec in a
    namespace of its own), under the race check (``allowed`` not a race); the outputs must be the
    candidate's own Warp outputs, bit for bit."""
    if machine.gxx is None:
        return None, RACE_CHECK_NOT_DONE + "no C++ compiler for the CPU emulation (g++ is not on PATH, $CXX is not set)"
    missing = cuda_target.race_check_missing(machine.gxx)
    if missing is not None:
        return None, RACE_CHECK_NOT_DONE + missing
    cases: dict[str, KernelSpec] = {}  # one per distinct spec, renamed: extern "C" kernels of one name would clash
    names = []
    for run in lifted:
        key = json.dumps(spec_codec.to_data(run.spec), sort_keys=True)
        if key not in cases:
            cases[key] = dataclasses.replace(run.spec, name=f"{run.spec.name}_lifted{len(cases)}")
        names.append(key)
    parts = [CudaParts(f"case{k}", render_device(spec), render_host(spec, "emulate"), uses_half(spec)) for k, spec in enumerate(cases.values())]
    try:
        exe = emulate.build_text(batch_source(parts, includes=cuda_target.EMULATION_INCLUDES), work, limits.BUILD_WALL_S, cuda_target.contained(work, limits.BUILD),
                                 (cuda_target.SHIM_INCLUDE,), cuda_target.EMULATION_CHECKS, cuda_target.RACE_INSTRUMENTATION)  # fmt: skip
    except (StageFailure, StageSkipped) as failure:
        return None, RACE_CHECK_NOT_DONE + f"the lifted kernel's emulation does not build ({str(failure).strip()[:200]})"
    order = list(cases)
    jobs = []
    for i, (run, key) in enumerate(zip(lifted, names, strict=True)):
        job = runs.Job(f"case{order.index(key)}", work / f"run{i}.in.bin", work / f"run{i}.out.bin")
        write_inputs(job.inputs, cases[key], run.values)
        jobs.append(job)
    outcomes = runs.run_jobs(exe, jobs, limits.RUN_WALL_S, cuda_target.contained(work, limits.RUN, race_env(allowed)), keep_going=False)
    for run, key, job, outcome in zip(lifted, names, jobs, outcomes, strict=False):
        if isinstance(outcome, StageFailure):
            verdict = cuda_target.run_failure(outcome, WHERE, run.context)
            if verdict.label in CAUGHT:
                verdict.message = f"the candidate's kernel, lifted to CUDA (synth.warp.lift) and emulated under the race check: {verdict.message}"
                return verdict, RACE_CHECK_DONE
            return None, RACE_CHECK_NOT_DONE + f"the lifted kernel's emulation ended with {verdict.label} ({verdict.message[:200]})"
        differs = _differs(cases[key], job.outputs, run.warp_outputs)
        if differs:
            return None, RACE_CHECK_NOT_DONE + f"the lifted kernel's emulation differs from the candidate's Warp run at launch {run.context['shape']} draw {run.context['draw']}: {differs}"
    return None, RACE_CHECK_DONE


def _lifted(problem: Problem, folder: Path) -> list[LiftedRun] | str:
    """Each run of a generated record's problem with the spec its launch shape was lifted to
    (``lift_shape{S}.json``) and the candidate's outputs (``run{i}.out.npz``), or why there are
    none: a refusal label, or parameters that are not the record's."""
    specs = {}
    for k, shape in enumerate(problem.shapes):
        path = folder / f"lift_shape{k}.json"
        if not path.is_file():
            return "the candidate's process wrote no lift"
        try:
            found = json.loads(path.read_text())
            if "refused" in found:
                return str(found["refused"])
            spec = spec_codec.from_data(found["spec"])
        except (ValueError, KeyError, TypeError) as malformed:
            return f"a malformed lift ({type(malformed).__name__}: {malformed})"
        mismatch = _params_differ(spec, shape.spec)
        if mismatch:
            return mismatch
        specs[k] = spec
    lifted = []
    for i, r in enumerate(problem.runs):
        spec = specs[r.shape]
        pairs = [(mine, theirs) for mine, theirs in zip(spec.params, r.spec.params, strict=True) if theirs.kind not in HANDLE_KINDS]  # a handle: built from the arrays
        try:
            with np.load(folder / f"run{i}.out.npz", allow_pickle=False) as data:
                warp = {mine.name: data[theirs.name] for mine, theirs in pairs if mine.kind != "scalar"}
        except (ValueError, OSError, EOFError, KeyError) as malformed:
            return f"the candidate's outputs cannot be read back ({malformed})"
        lifted.append(LiftedRun(spec, {mine.name: r.values[theirs.name] for mine, theirs in pairs}, warp, r.context))
    return lifted


def module_race_check(runs: list[tuple[int, dict]], folder: Path, machine: Machine, job: dict, allowed: tuple[str, ...] = ()) -> tuple[Verdict | None, str]:
    """A candidate for a record of existing code (its Warp runs done by ``job``), each of its runs
    ``(draw, context)``: the spec lifted on the run's launch and the launch (``race_lift{draw}.json``),
    its Warp outputs (``run{draw}.out.npz``, by flattened name); ``race_check``'s result."""
    return _or_warp_code(_module_lifted_check(runs, folder, machine, allowed), job, [c for _, c in runs], folder, machine, allowed)


def _module_lifted_check(runs: list[tuple[int, dict]], folder: Path, machine: Machine, allowed: tuple[str, ...]) -> tuple[Verdict | None, str]:
    lifted = []
    for draw, context in runs:
        path = folder / f"race_lift{draw}.json"
        if not path.is_file():
            return None, RACE_CHECK_NOT_DONE + "the candidate's process wrote no lift"
        try:
            found = json.loads(path.read_text())
            if "refused" in found:
                return None, RACE_CHECK_NOT_DONE + str(found["refused"])
            spec = spec_codec.from_data(found["spec"])
            values = launch_inputs(spec, found["launch"])
            with np.load(folder / f"run{draw}.out.npz", allow_pickle=False) as data:
                warp = {name: data[name] for name in data.files}
        except (ValueError, KeyError, TypeError, OSError, EOFError) as malformed:
            return None, RACE_CHECK_NOT_DONE + f"a malformed lift or output ({type(malformed).__name__}: {malformed})"
        lifted.append(LiftedRun(spec, values, warp, context))
    return check(lifted, folder / "races", machine, allowed)


def _params_differ(lifted: KernelSpec, record: KernelSpec) -> str:
    """Why the lifted kernel's parameters do not stand for the record's, position by position (type, array or not, shape), or ''."""
    if len(lifted.params) != len(record.params):
        return f"the lifted kernel has {len(lifted.params)} parameters, the record's {len(record.params)}"
    for mine, theirs in zip(lifted.params, record.params, strict=True):
        if (mine.kind == "scalar") != (theirs.kind == "scalar") or mine.type.name != theirs.type.name:
            return f"the lifted kernel's parameter {mine.name!r} is not the record's {theirs.name!r} in type"
        if mine.kind != "scalar" and tuple(array_shape(lifted, mine)) != tuple(array_shape(record, theirs)):
            return f"the lifted kernel's array {mine.name!r} is not shaped as the record's {theirs.name!r}"
    return ""


def _differs(spec: KernelSpec, emulated: Path, warp: dict[str, np.ndarray]) -> str:
    """Which output array of the emulation is not the candidate's Warp run's, or '': bit for bit (a
    tile kernel's float sums within their allowance, ``synth.stages.lifted.agrees``)."""
    try:
        got = read_outputs(emulated, spec)
    except ValueError as malformed:
        return f"unreadable outputs ({malformed})"
    for p in spec.outputs:
        if p.name not in warp or agrees(spec, p.name, np.ascontiguousarray(got[p.name]), np.ascontiguousarray(warp[p.name])):
            return f"array {p.name!r}"
    return ""
