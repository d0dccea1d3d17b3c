"""Judging a ``python_source`` candidate: a model's Warp kernel launched like the record's.

The text must pass ``python_gate`` (a module of Warp definitions), then a contained Python
process (``synth.evaluate.warp_child``) imports it with a kernel cache of its own, builds it for
the CPU at the reference's optimization level and launches it on every run of the problem (the
record's launch at each shape, the same inputs as the reference's), writing the outputs to files.
The evaluator compares them with the reference itself: nothing the process says is believed.
"""

from __future__ import annotations

import pickle
import re
import sys
from pathlib import Path

import numpy as np

from synth.evaluate import limits, python_gate
from synth.evaluate.cuda_target import killed_how
from synth.evaluate.machine import Machine
from synth.evaluate.problems import Problem
from synth.evaluate.python_races import race_check
from synth.evaluate.verdict import Verdict, judge_run
from synth.evaluate.warp_child import BUILD_FAILED, LAUNCH_FAILED
from synth.evaluate.warp_process import child_env, warp_limits
from synth.toolchain import process, sandbox
from synth.verify.tolerance import candidate_tolerance

WHERE = "warp_cpu"


def judge_python(problem: Problem, text: str, folder: Path, machine: Machine, allowed: tuple[str, ...] = ()) -> Verdict:
    """Gate, import, build and launch the candidate; its verdict. A candidate whose every run
    matched is then checked for races (``python_races``: its kernel lifted, emulated under the
    race check; ``allowed``: the classes of race the record's own kernel has); the verdict says
    whether that check was done."""
    shapes = [s.dim for s in problem.shapes]
    refused = python_gate.refusal(text)
    if refused is not None:
        return Verdict("invalid", refused, "python_gate", shapes=shapes)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "candidate.py").write_text(text)
    runs = []
    for i, r in enumerate(problem.runs):
        np.savez(folder / f"run{i}.in.npz", **{p.name: np.asarray(r.values[p.name]) for p in r.spec.valued})  # handles are built from these
        runs.append({"spec": r.spec, "shape": r.shape, "inputs": f"run{i}.in.npz", "outputs": f"run{i}.out.npz"})
    job = {"source": "candidate.py", "kernel": problem.record["kernel_name"], "block_dim": problem.spec.block_dim, "runs": runs, "lift": True}
    (folder / "job.pickle").write_bytes(pickle.dumps(job))
    verdict = _launched(problem, folder)
    if verdict.label == "pass":  # Warp's CPU runs threads one at a time: its outputs cannot show a race
        found, checked = race_check(problem, folder, machine, job, allowed)
        verdict = found or verdict
        verdict.race_check = checked
    verdict.shapes = shapes
    return verdict


def _launched(problem: Problem, folder: Path) -> Verdict:
    argv = [sys.executable, "-m", "synth.evaluate.warp_child", str(folder)]
    contain = sandbox.Contained(folder, warp_limits(), child_env(folder))
    try:
        proc = process.run(argv, limits.WARP_WALL_S, contain=contain)
    except process.ToolTimeout as exc:
        proc, ended = None, f"ran past {exc.timeout:g} s and was killed"
    except process.ToolNotStarted as exc:
        return Verdict("crash", str(exc), WHERE)
    else:
        ended = proc.how
    said = last_lines(proc.stderr if proc else "")
    if proc is not None and proc.returncode == BUILD_FAILED:
        return Verdict("compile_error", said, WHERE)
    for i, r in enumerate(problem.runs):
        out = folder / f"run{i}.out.npz"
        if not out.is_file():
            return _unfinished(proc, ended, said, r.context)
        try:
            with np.load(out, allow_pickle=False) as data:
                actual = {name: data[name] for name in data.files}
        except (ValueError, OSError, EOFError) as malformed:
            return Verdict("crash", f"a malformed output file at launch {r.context['shape']} draw {r.draw}: {malformed}", WHERE)
        verdict = judge_run(actual, r.expected, r.initial, lambda name, exp, spec=r.spec: candidate_tolerance(spec, name, exp), WHERE, r.context)
        if verdict is not None:
            return verdict
        changed = changed_input(actual, r)
        if changed is not None:
            return Verdict("mismatch", f"{changed} at launch {r.context['shape']} draw {r.draw}", WHERE)
    return Verdict("pass", "", WHERE)


def changed_input(actual: dict, run) -> str | None:
    """Which input array the candidate's launch changed (the reference reads its inputs only), or None."""
    for p in run.spec.inputs:
        after = actual.get(p.name)
        before = np.asarray(run.values[p.name])
        if after is None or np.asarray(after).tobytes() != before.astype(np.asarray(after).dtype, copy=False).tobytes():
            return f"the kernel changed its input {p.name!r}, which the reference leaves as it was"
    return None


def _unfinished(proc, ended: str, said: str, context: dict) -> Verdict:
    at = f" at launch {context['shape']} draw {context['draw']}"
    if proc is None or re.search(r"signal SIG(XCPU|KILL)", ended):
        return Verdict("timeout", f"the Warp process {ended}{at}", WHERE)
    what = "its launch raised" if proc.returncode == LAUNCH_FAILED else f"the Warp process ended with {ended}{killed_how(ended)}"
    return Verdict("crash", f"{what}{at}: {said}", WHERE)


def last_lines(text: str, lines: int = 6) -> str:
    """The end of what a process said (a traceback's last lines name the error)."""
    return "\n".join(line for line in text.strip().splitlines()[-lines:])
