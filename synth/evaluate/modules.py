"""Records of existing code (``kind: warp_module``) as problems for ``python_source`` candidates.

Such a record has no spec: its launches and inputs are those its CPU check ran
(``checks.module_cpu_run``). Where the program's own launches were captured (``inputs:
captured``), each of the record's ``captured_inputs`` (up to three) is rebuilt from its bytes by
``synth.warp.recorder`` and launched as the program launched it, for the record's kernel and for
every candidate alike, its float arrays drawn afresh within their captured values' range and in
their shape (``warp_child.redraw``, seeded by the draw), so hard-coding the record's public
captured outputs does not pass (where the kernel cannot take such values, a float used as an
index, the captured ones are used as they are).
Otherwise the launch is the check's ``dim`` at the ``build``'s block_dim on 5 draws of its
synthesized input set (``synth.stages.ingest.debug_run``, the float arrays drawn afresh,
``problems.draw_number``). The record's own kernel runs first, in a contained process like a
candidate's (``warp_child``, Warp's debug mode); its arguments are saved and every array after
the launch is the reference. A candidate is launched on the same arguments and every array is
compared. Only the record's launches are run: nothing says at which other sizes the kernel is
valid. The reference's outputs stay in memory: a candidate could read a file, never the answer.

A record without a passed CPU check (a handle, a struct or an indexed array among its
parameters) has no runnable inputs and is ``unscored``; so is one whose kernel changes none of its
arrays on every input (a candidate that does nothing would pass).
"""

from __future__ import annotations

import json
import pickle
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from synth.evaluate import python_gate, python_races
from synth.evaluate.cuda_target import killed_how
from synth.evaluate.machine import Machine
from synth.evaluate.problems import Problem, Run, Unscored, draw_number
from synth.evaluate.shapes import LaunchShape
from synth.evaluate.verdict import Verdict, judge_run
from synth.evaluate.warp_child import BUILD_FAILED
from synth.evaluate.warp_process import run_child
from synth.evaluate.warp_target import WHERE, last_lines
from synth.model import spec_codec
from synth.model.inputs import array_shape, dtype_of
from synth.render.cuda import render_standalone
from synth.stages.ingest.debug_run import input_set_of
from synth.stages.lifted import launch_inputs
from synth.verify.tolerance import candidate_tolerance_by_dtype
from synth.warp import lift_indexed
from synth.warp.lift_proof import same_shapes

CHECK = "module_cpu_run"
CAPTURED = "captured"  # how module_cpu_run's "inputs" begins when the record's captured launches were replayed


@dataclass
class ModuleRun:
    draw: int
    inputs: Path | None  # the saved arguments (npz by parameter name), copied into each candidate's folder; None: a captured launch
    captured: dict | None  # the record's captured launch (its arguments' bytes), given to every candidate alike
    redraw: int | None  # a captured launch's float arrays drawn afresh in their ranges with this seed (None: as captured)
    initial: dict[str, np.ndarray]
    expected: dict[str, np.ndarray]
    context: dict


@dataclass
class ModuleProblem:
    record: dict
    dim: list
    job: dict  # the child's job without runs: kernel, dim, block_dim, tiled, input_set
    runs: list[ModuleRun]
    skipped: list[str] = field(default_factory=lambda: ["other sizes: existing code's valid launches are not known; only the record's check's launches are run"])
    cuda: Problem | str = "existing code has no standalone CUDA to put a cuda_kernel candidate in (its kernel was not lifted)"  # or why not


def module_problem(record: dict, seed: int, draws: int, folder: Path) -> ModuleProblem:
    """The record's own kernel run on ``draws`` draws of its check's inputs; raises Unscored."""
    check = (record.get("checks") or {}).get(CHECK) or {}
    if check.get("passed") is not True:
        raise Unscored(f"existing code without runnable inputs: its CPU check did not run ({check.get('skipped') or 'no ' + CHECK + ' check'})")
    captured = list(record.get("captured_inputs") or [])
    if str(check.get("inputs", "")).startswith(CAPTURED):
        if not captured:
            raise Unscored("existing code whose CPU check replayed captured launches the record does not hold (captured_inputs is empty)")
    elif input_set_of(str(check.get("inputs"))) is None:
        raise Unscored(f"existing code whose CPU check ran on inputs this evaluator cannot make again: {check.get('inputs')!r}")
    else:
        captured = []
    build = record.get("build") or {}
    dim = list(check["dim"])
    lifted_at = ((record.get("checks") or {}).get("module_emulation") or {}).get("dim")
    if not captured and record.get("cuda_kernel") and lifted_at:  # the launch its lift was proved on: every element of its first array
        dim = list(lifted_at)
    job = {
        "kind": "module",
        "source": "kernel.py",
        "kernel": record["kernel_name"],
        "dim": dim,
        "block_dim": build.get("block_dim") or 256,
        "tiled": build.get("launch") == "wp.launch_tiled",
        "input_set": None if captured else input_set_of(check["inputs"]),
        "overload": (record.get("provenance") or {}).get("overload"),  # Warp's signature of a generic kernel's overload
        "lift": bool(record.get("cuda_kernel")),  # the child lifts the kernel again: the spec of the record's .cu, for cuda_kernel candidates
    }
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "kernel.py").write_text(record["python_source"])
    if captured:  # the program's own launches, as many as were copied, their float arrays drawn afresh in their ranges
        runs = [{"captured": launch, "redraw": draw_number(seed, 0, d), "save_inputs": True, "inputs": f"run{d}.in.npz", "outputs": f"run{d}.ref.npz"}
                for d, launch in enumerate(captured)]  # fmt: skip
    else:
        runs = [{"make_inputs": True, "seed": draw_number(seed, 0, d), "inputs": f"run{d}.in.npz", "outputs": f"run{d}.ref.npz"} for d in range(draws)]
    (folder / "job.pickle").write_bytes(pickle.dumps({**job, "runs": runs}))
    done = run_child(folder)
    if captured and (isinstance(done, str) or done.returncode != 0):  # fresh values the kernel cannot take (a float used as an index): the captured ones
        runs = [{**run, "redraw": None} for run in runs]
        (folder / "job.pickle").write_bytes(pickle.dumps({**job, "runs": runs}))
        done = run_child(folder)
    if isinstance(done, str) or done.returncode != 0:
        ended = done if isinstance(done, str) else f"{done.how}: {last_lines(done.stderr)}"
        raise Unscored(f"the record's own kernel did not run here: {ended}")
    found = []
    for d, run in enumerate(runs):
        expected, saved = _arrays(folder / run["outputs"]), _arrays(folder / run["inputs"])
        (folder / run["outputs"]).unlink()  # the answer never stays on disk
        launch = run.get("captured")
        context = {"shape": list(launch["dim"]) if launch else job["dim"], "draw": d}
        found.append(ModuleRun(d, None if launch else folder / run["inputs"], launch, run.get("redraw"), {k: saved[k] for k in expected}, expected, context))
    if all(np.asarray(r.expected[k]).tobytes() == np.asarray(r.initial[k]).tobytes() for r in found for k in r.expected):
        raise Unscored("the record's own kernel changes none of its arrays on these inputs: a kernel that does nothing would pass")
    problem = ModuleProblem(record, job["dim"], job, found)
    if job["lift"]:
        problem.cuda = _lifted_problem(record, found, folder)
    return problem


def _lifted_problem(record: dict, runs: list[ModuleRun], folder: Path) -> Problem | str:
    """The record's lifted kernel as a problem for ``cuda_kernel`` candidates, or why not: the spec the
    child lifted again must render the record's .cu exactly; the runs are the record's own (the
    launches of the lifted shapes), each output the ORIGINAL kernel's, as the dataset's emulation check."""
    found = json.loads((folder / "lift.json").read_text()) if (folder / "lift.json").exists() else {"refused": "the reference run lifted nothing"}
    if "refused" in found:
        return f"the record's kernel is not lifted by this harness ({found['refused']})"
    spec = spec_codec.from_data(found["spec"])
    standalone = render_standalone(spec)
    if (standalone.text, standalone.kernel) != (record.get("cuda_standalone"), record.get("cuda_kernel")):
        harness = (record.get("versions") or {}).get("harness")
        return f"this harness renders the record's lifted kernel differently (the record was written by harness {harness}): its reference would be another kernel"
    cuda_runs, lifted_on = [], None
    for run in runs:
        launch = json.loads((folder / f"lift{run.draw}.json").read_text())
        (folder / f"lift{run.draw}.json").unlink()
        lifted_on = lifted_on or launch  # the first run's: the child lifted the kernel on it
        if not same_shapes(launch, lifted_on):
            continue  # a launch of other shapes than the lifted one (its .cu is sized for those)
        values = launch_inputs(spec, launch)
        expected = {p.name: np.frombuffer(np.ascontiguousarray(run.expected[lift_indexed.recorded(p)]).tobytes(), dtype=dtype_of(p)).reshape(array_shape(spec, p)) for p in spec.outputs}
        cuda_runs.append(Run(0, run.draw, spec, values, expected))
    if not cuda_runs:
        return "none of the record's launches has the shapes its kernel was lifted for"
    return Problem(record, spec, [LaunchShape(spec, True)], ["other sizes: existing code's valid launches are not known; only the record's check's launches are run"], cuda_runs)


def _arrays(path: Path) -> dict[str, np.ndarray]:
    with np.load(path, allow_pickle=False) as data:
        return {k: data[k] for k in data.files}


def judge_module(problem: ModuleProblem, text: str, folder: Path, machine: Machine, allowed: tuple[str, ...] = ()) -> Verdict:
    """A candidate launched on the record's saved arguments; every array compared with the
    reference's; then, all right, its race check (``python_races``; ``allowed``: the classes of race
    the record's own kernel has)."""
    shapes = [list(s) for s in dict.fromkeys(tuple(r.context["shape"]) for r in problem.runs)]
    refused = python_gate.refusal(text, python_gate.allowed_for(problem.record["python_source"]))
    if refused is not None:
        return Verdict("invalid", refused, "python_gate", shapes=shapes)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "kernel.py").write_text(text)
    runs = []
    for r in problem.runs:
        if r.captured is not None:
            runs.append({"captured": r.captured, "redraw": r.redraw, "outputs": f"run{r.draw}.out.npz"})
            continue
        shutil.copyfile(r.inputs, folder / r.inputs.name)
        runs.append({"make_inputs": False, "inputs": r.inputs.name, "outputs": f"run{r.draw}.out.npz"})
    job = {**problem.job, "runs": runs, "race_lift": True}
    (folder / "job.pickle").write_bytes(pickle.dumps(job))
    done = run_child(folder)
    if not isinstance(done, str) and done.returncode == BUILD_FAILED:
        return Verdict("compile_error", last_lines(done.stderr), WHERE, shapes=shapes)
    for r, run in zip(problem.runs, runs, strict=True):
        out = folder / run["outputs"]
        if not out.is_file():
            if isinstance(done, str) or "SIGXCPU" in done.how or "SIGKILL" in done.how:
                return Verdict("timeout", f"the Warp process {done if isinstance(done, str) else done.how} at draw {r.draw}", WHERE, shapes=shapes)
            return Verdict("crash", f"the Warp process ended with {done.how}{killed_how(done.how)} at draw {r.draw}: {last_lines(done.stderr)}", WHERE, shapes=shapes)
        try:
            actual = _arrays(out)
        except (ValueError, OSError, EOFError) as malformed:
            return Verdict("crash", f"a malformed output file at draw {r.draw}: {malformed}", WHERE, shapes=shapes)
        verdict = judge_run(actual, r.expected, r.initial, lambda name, exp: candidate_tolerance_by_dtype(exp.dtype.name, exp), WHERE, r.context)
        if verdict is not None:
            verdict.shapes = shapes
            return verdict
    found, checked = python_races.module_race_check([(r.draw, r.context) for r in problem.runs], folder, machine, job, allowed)
    verdict = found or Verdict("pass", "", WHERE)
    verdict.shapes, verdict.race_check = shapes, checked
    return verdict

