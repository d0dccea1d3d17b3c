"""One evaluation: every prediction's candidates judged against its record, then the report.

Records are judged one at a time (``--jobs N``: N worker processes, one record each at a time):
the record's problem (shapes, draws, references) is built once and shared by its candidates under
both targets; each candidate gets a folder of its own, removed after its verdict unless kept.
The results come back in (id, target, candidate) order whatever the number of workers.
"""

from __future__ import annotations

import itertools
import resource
import shutil
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

from synth.evaluate import limits, reference_races, report
from synth.evaluate.cuda_target import judge_cuda
from synth.evaluate.machine import Machine
from synth.evaluate.modules import ModuleProblem, judge_module, module_problem
from synth.evaluate.problems import DRAWS, Unscored, problem_for
from synth.evaluate.verdict import Verdict
from synth.evaluate.warp_target import judge_python
from synth.model.module_case import KIND as MODULE_KIND
from synth.toolchain import sandbox

TARGETS = ("cuda_kernel", "python_source")


@dataclass(frozen=True)
class Prediction:
    """One line of PREDICTIONS: a record's id, the field the candidates stand for, the candidates' texts."""

    id: str
    target: str
    candidates: tuple


@dataclass(frozen=True)
class Settings:
    """How candidates are judged and scored; ``dataset`` and ``predictions`` name the inputs in the report."""

    seed: int = 0
    draws: int = DRAWS
    ks: tuple[int, ...] = (1, 5, 10)
    keep: bool = False
    dataset: str = ""
    predictions: str = ""


def _cpu() -> float:
    """CPU seconds of this process and its waited-for children so far."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def judge_record(record: dict, predictions: list[Prediction], settings: Settings, machine: Machine, work: Path) -> tuple[list[dict], float]:
    """Every candidate of ``predictions`` (all for ``record``) judged: their result rows, and the CPU
    seconds the record's references took."""
    folder = work / record["id"]
    start = _cpu()
    problem, unscored = None, None
    try:
        if record.get("kind") == MODULE_KIND:
            problem = module_problem(record, settings.seed, settings.draws, folder / "reference")
        else:
            problem = problem_for(record, settings.seed, settings.draws, folder / "reference")
    except Unscored as why:
        unscored = str(why)
    reference_cpu = _cpu() - start
    rows, races = [], {}  # races: target -> the classes of race the record's own text has (reference_races), once one candidate raced
    for prediction in predictions:
        for j, text in enumerate(prediction.candidates):
            start = _cpu()
            where = folder / prediction.target / str(j)
            verdict = judge_candidate(problem, unscored, prediction.target, text, where, machine, record)
            if reference_races.race_class(verdict) is not None and isinstance(record.get(prediction.target), str):
                if prediction.target not in races:
                    own = _cpu()
                    races[prediction.target] = _reference_races(problem, prediction.target, folder / prediction.target / "reference", machine, record)
                    reference_cpu += _cpu() - own
                    start += _cpu() - own
                if races[prediction.target]:  # judged again with the reference's own races allowed
                    shutil.rmtree(where, ignore_errors=True)
                    verdict = judge_candidate(problem, unscored, prediction.target, text, where, machine, record, races[prediction.target])
                    verdict.reference_races = list(races[prediction.target])
            rows.append(_row(record, prediction.target, j, verdict, _cpu() - start))
            if not settings.keep:
                shutil.rmtree(where, ignore_errors=True)
    if not settings.keep:
        shutil.rmtree(folder, ignore_errors=True)
    return rows, reference_cpu


def _reference_races(problem, target: str, folder: Path, machine: Machine, record: dict) -> tuple[str, ...]:
    """The classes of race the record's own text for ``target`` has at the judged launches (``reference_races``)."""
    tries = itertools.count()
    return reference_races.of_reference(lambda allowed: judge_candidate(problem, None, target, record[target], folder / str(next(tries)), machine, record, allowed))


def judge_candidate(problem, unscored: str | None, target: str, text, folder: Path, machine: Machine, record: dict, allowed: tuple[str, ...] = ()) -> Verdict:
    """One candidate's verdict: refused as it is (empty, not text), unscored with its record, or
    judged for its target (``allowed``: the classes of race the record's own text has there)."""
    if unscored is not None:
        return Verdict("unscored", unscored)
    if not isinstance(text, str) or not text.strip():
        return Verdict("invalid", "the candidate is empty" if isinstance(text, str) else f"the candidate is a {type(text).__name__}, not a string")
    if isinstance(problem, ModuleProblem):
        if target == "python_source":
            return judge_module(problem, text, folder, machine, allowed)
        if isinstance(problem.cuda, str):
            return Verdict("unscored", problem.cuda)
        problem = problem.cuda
    elif target == "python_source":
        return judge_python(problem, text, folder, machine, allowed)
    if record.get("cuda_standalone") is None:
        return Verdict("unscored", "the record has no standalone CUDA (its cuda stage did not run)")
    if machine.nvcc is None:
        return Verdict("unscored", f"a cuda_kernel candidate needs nvcc: {machine.nvcc_reason}")
    if machine.gxx is None and machine.device is None:
        return Verdict("unscored", "a cuda_kernel candidate runs in the CPU emulation (g++ is not on PATH, $CXX is not set) or on a CUDA device (none here)")
    return judge_cuda(problem, text, folder, machine, allowed)


def _row(record: dict, target: str, j: int, v: Verdict, cpu: float) -> dict:
    return {
        "id": record["id"],
        "target": target,
        "candidate": j,
        "label": v.label,
        "message": v.message,
        "where": v.where,
        "first_difference": v.first_difference,
        "shapes": v.shapes,
        "race_check": v.race_check,
        "reference_races": v.reference_races,
        "category": record.get("category"),
        "features": record.get("features") or [],
        "cpu_seconds": round(cpu, 3),
    }


class Progress:
    """A one-line progress bar on stderr (when it is a terminal), ``done/total`` candidates."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total, self.done, self.enabled = total, 0, enabled and sys.stderr.isatty()

    def advance(self, n: int, note: str = "") -> None:
        self.done += n
        if self.enabled:
            width = 30
            filled = width * self.done // max(self.total, 1)
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} candidates {note[:40]:<40}")
            sys.stderr.flush()

    def close(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")


def evaluate(records: dict[str, dict], predictions: list[Prediction], settings: Settings, machine: Machine,
             jobs: int = 1, work: Path | None = None, progress: bool = True) -> dict:  # fmt: skip
    """Judge every candidate; the report (settings, machine, sandbox, limits, summary, results, cost)."""
    by_record: dict[str, list[Prediction]] = {}
    for p in sorted(predictions, key=lambda p: (p.id, TARGETS.index(p.target))):
        by_record.setdefault(p.id, []).append(p)
    root = Path(tempfile.mkdtemp(prefix="synth-evaluate-", dir=work))
    bar = Progress(sum(len(p.candidates) for p in predictions), progress)
    rows: list[dict] = []
    reference_cpu = 0.0
    try:
        if jobs > 1:
            with ProcessPoolExecutor(jobs, mp_context=get_context("spawn")) as pool:
                futures = [pool.submit(judge_record, records[i], ps, settings, machine, root) for i, ps in by_record.items()]
                for future in futures:
                    got, cpu = future.result()
                    rows += got
                    reference_cpu += cpu
                    bar.advance(len(got), got[0]["id"] if got else "")
        else:
            for i, ps in by_record.items():
                got, cpu = judge_record(records[i], ps, settings, machine, root)
                rows += got
                reference_cpu += cpu
                bar.advance(len(got), i)
    finally:
        bar.close()
        if not settings.keep:
            shutil.rmtree(root, ignore_errors=True)
    return _report(rows, settings, machine, reference_cpu, len(by_record))


def _report(rows: list[dict], settings: Settings, machine: Machine, reference_cpu: float, records: int) -> dict:
    cpu = [r["cpu_seconds"] for r in rows if r["label"] != "unscored"] or [0.0]
    unscored = {(r["id"], r["target"]) for r in rows} - {(r["id"], r["target"]) for r in rows if r["label"] != "unscored"}
    scores = report.summary(rows, settings.ks)
    return {
        "pass@1": scores.get("pass@1"),
        "summary": scores,
        "settings": {"seed": settings.seed, "draws": settings.draws, "k": list(settings.ks), "dataset": settings.dataset, "predictions": settings.predictions},
        "machine": machine.describe(),
        "sandbox": sandbox.features(),
        "limits": limits.describe(),
        "unscored_problems": len(unscored),
        "results": rows,
        "cost": {
            "records": records,
            "reference_cpu_seconds": round(reference_cpu, 3),
            "cpu_seconds_per_candidate": {"mean": sum(cpu) / len(cpu), "max": max(cpu)},
        },
    }

