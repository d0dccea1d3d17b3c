"""Mutation score of the checks: how many small wrong edits of the renderer, the shim and the checks
the harness catches.

A mutant is one edit of one token: an operator (``+`` for ``-``, ``<`` for ``<=``, ``&&`` for
``||``, ``and`` for ``or``), a number (one more; a float constant 10x larger or smaller), a C type or
function (``float`` for ``double``, ``fminf`` for ``fmaxf``, ``sinf`` for ``sin``, ``(int)`` for
``(unsigned int)``), a Python name (``any`` for ``all``, ``min`` for ``max``, ``True`` for
``False``). It applies to Python code and to the C++ text inside its strings (the renderer's
templates), never to comments or docstrings. Mutation tools for Python (mutmut, cosmic-ray) leave
string contents alone, which is where the renderer's CUDA is, hence this table of our own.

Three scopes, each with its own bar (``THRESHOLDS``):

- ``render``: ``synth/render/`` and the shim. A mutant is killed when a semantic stage fails a
  case whose texts it changes (every case, for the shim) among seeds 1000..1002 of every
  category, that passes every stage unmutated: codegen, the CPU reference, the gradient check,
  liveness, NVRTC, nvcc, the emulation, the record check, the second shape (snapshots left out),
  or else when the helper conformance tests fail (the same exact comparison on the edge values
  that reach every helper branch) or, last, the lift tests (the renderer's code that only lifted
  real kernels reach, emulated against Warp's CPU).
- ``verify``: ``synth/verify/`` (but its gradient degeneracy) and the check stages. Killed when the
  checks' own tests fail (planted defects just inside and outside each tolerance, the gradient
  check's guards of tolerance.py's numbers, ..., and the record check of existing code on
  ``tests/captured``) or the pipeline fails a case that passes unmutated.
- ``gradcheck``: the gradient check (``synth/stages/gradcheck/``), liveness and the degeneracy rules
  (``synth/verify/degeneracy.py``). Killed like ``verify``'s, by their own tests (the guards of
  ``tests/unit/stages/test_gradcheck_guards.py``, the planted faults, liveness on hand-built cases,
  the gradient check of captured launches) or the pipeline.

A mutant whose Python does not compile is discarded (stillborn). A survivor is either listed in
``benchmarks/mutants_equivalent.txt`` with why it changes nothing, or it counts against the score.

``python -m benchmarks.mutants --scope gradcheck --sample 40 --seed 7`` (``nox -s mutants``): ``--seed``
draws the sample, so a seed not used before judges sites no earlier run saw. Each
mutant runs in a copy of the tree (``--work``), one process per mutant, with ``nice -n 19``.

A hang is told by CPU time, not by the clock: each judge and each test run may use
``MUTANT_CPU_S`` CPU-seconds (``RLIMIT_CPU``; past it the process dies, which kills the mutant), while
the wall clock only bounds a run that is waiting, not computing. A run past ``MUTANT_WALL_S`` of wall
time is *undecided* (a loaded host, not the mutant): neither killed nor survived, left out of the score
and listed, and the run exits 3. So a score measured on a busy host is the score of an idle one.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import io
import json
import os
import random
import re
import resource
import shutil
import subprocess
import sys
import time
import tokenize
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT = ROOT / "benchmarks" / "mutants_equivalent.txt"
THRESHOLDS = {"render": 0.95, "verify": 0.90, "gradcheck": 0.95}
SCOPES = {
    "render": ["synth/render/**/*.py", "synth/render/cuda/cuda_shim.h"],
    "verify": [
        "synth/verify/compare.py", "synth/verify/tolerance.py", "synth/stages/standalone_cuda.py", "synth/stages/promises.py",
        "synth/stages/second_shape.py", "synth/gpu/compare.py",
    ],
    "gradcheck": ["synth/stages/gradcheck/*.py", "synth/stages/liveness.py", "synth/verify/degeneracy.py"],
}  # fmt: skip
SEEDS = (1000, 1001, 1002)
CONFORMANCE_TESTS = [
    "tests/unit/render/test_helper_branches.py", "tests/unit/render/test_blind_spots.py", "tests/unit/render/test_vector_builtins.py",
    "tests/unit/render/test_math_library.py", "tests/unit/render/test_linalg_builtins.py", "tests/unit/render/test_quaternion_builtins.py",
    "tests/unit/render/test_selection_builtins.py", "tests/unit/render/test_random_numbers.py", "tests/unit/render/test_half.py",
    "tests/unit/render/test_helper_boundaries.py", "tests/unit/render/test_rare_forms.py", "tests/unit/render/test_integer_ops.py", "tests/unit/render/test_int64_ops.py", "tests/unit/render/test_wide_types.py", "tests/unit/render/test_negation.py", "tests/unit/render/test_shim_launch.py",
    "tests/unit/generate/test_idioms.py::test_static_expressions_fold_as_python_evaluates_them",
    "tests/unit/render/test_int32_cast.py", "tests/unit/toolchain/test_tile_emulation.py", "tests/unit/stages/test_boundary_draw_catches.py",
    # Last, so only a mutant every check above missed pays for them: the renderer's code that only lifted real kernels
    # reach (indexed and Fabric arrays, matrix atomics, ...; an expectation's verification run) has its checks there,
    # the lifted kernel's .cu emulated against Warp's CPU bit for bit.
    *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "unit" / "warp").glob("test_lift*.py") if p.name != "test_lift_census.py"),
]  # fmt: skip
CHECK_TESTS = [
    "tests/unit/verify/test_check_guards.py", "tests/unit/verify/test_tolerance.py", "tests/unit/gpu/test_gpu_compare.py", "tests/unit/stages/test_gradcheck.py",
    "tests/unit/stages/test_gradcheck_guards.py",  # tolerance.py's gradient numbers (kink fraction, kept share, noise ulps) pinned from both sides
    "tests/unit/stages/test_gradcheck_half.py", "tests/unit/stages/test_promises.py", "tests/unit/render/test_blind_spots.py", "tests/unit/generate/test_shapes.py",
    "tests/test_modules.py", "--synth-modules=tests/captured",  # the record check of existing code, which the generated cases do not reach
]  # fmt: skip
GRADCHECK_TESTS = [
    "tests/unit/stages/test_gradcheck_guards.py", "tests/unit/stages/test_gradcheck.py", "tests/unit/stages/test_gradcheck_sampled.py",
    "tests/unit/stages/test_gradcheck_half.py", "tests/unit/stages/test_captured_gradcheck.py", "tests/unit/stages/test_liveness.py",
    "tests/unit/verify/test_check_guards.py",
]  # fmt: skip
JUDGING = {"render": CONFORMANCE_TESTS, "verify": CHECK_TESTS, "gradcheck": GRADCHECK_TESTS}
MUTANT_CPU_S = 1800  # CPU-seconds one judge or one test run may use: a mutant past it hangs (killed)
MUTANT_WALL_S = 4 * 3600.0  # wall seconds before a run is given up as undecided (a loaded host)
BASELINE_CPU_S = 4 * 3600  # the unmutated baseline runs every case: no hang to detect, only a bound
RUNTIME = ("cuda_shim.h", "cuda/io.py")  # render files that make no text but run in every case (the shim, the binary files' I/O)

# ----------------------------------------------------------------------------- operators
C_SWAPS = {
    " + ": " - ", " - ": " + ", " * ": " / ", " / ": " * ", " < ": " <= ", " <= ": " < ", " > ": " >= ", " >= ": " > ",
    " == ": " != ", " != ": " == ", " && ": " || ", " || ": " && ", "fminf": "fmaxf", "fmaxf": "fminf", "(int)": "(unsigned int)",
}  # fmt: skip
C_WORDS = {"float": "double", "double": "float"}
C_FLOAT_FUNCTIONS = re.compile(r"\b(sin|cos|tan|exp|log|sqrt|pow|tanh|atan|atan2|floor|ceil|fabs|fmod|erf)f\(")
C_NUMBER = re.compile(r"(?<![\w.])(\d+\.\d*|\d+)(e[+-]?\d+)?(f|u)?(?![\w.])")
PY_OPS = {"+": "-", "-": "+", "*": "/", "/": "*", "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
PY_NAMES = {"and": "or", "or": "and", "any": "all", "all": "any", "min": "max", "max": "min", "True": "False", "False": "True"}


@dataclass(frozen=True)
class Mutant:
    path: str  # relative to the tree's root
    line: int  # 1-based
    col: int  # 0-based, in the line
    old: str
    new: str
    scope: str

    @property
    def id(self) -> str:
        return f"{self.path}:{self.line}:{self.col}:{self.old.strip()}->{self.new.strip()}"

    def apply(self, text: str) -> str:
        lines = text.splitlines(keepends=True)
        line = lines[self.line - 1]
        if line[self.col : self.col + len(self.old)] != self.old:
            raise ValueError(f"{self.id}: the text at the site is {line[self.col : self.col + len(self.old)]!r}")
        lines[self.line - 1] = line[: self.col] + self.new + line[self.col + len(self.old) :]
        return "".join(lines)


def _c_sites(line: str) -> list[tuple[int, str, str]]:
    """(column, old, new) of every C++ mutation in one line of C++ text (its ``//`` comment left out)."""
    code = line.split("//", 1)[0]
    sites = []
    for old, new in C_SWAPS.items():
        sites += [(m.start(), old, new) for m in re.finditer(re.escape(old), code)]
    for old, new in C_WORDS.items():
        sites += [(m.start(), old, new) for m in re.finditer(rf"\b{old}\b", code)]
    sites += [(m.start(), m.group(0), m.group(1) + "(") for m in C_FLOAT_FUNCTIONS.finditer(code)]
    for m in C_NUMBER.finditer(code):
        number, exponent, suffix = m.group(1), m.group(2) or "", m.group(3) or ""
        if "." in number or exponent:  # a float 10x larger (a zero becomes 1.0: 10 x 0 would be no mutant)
            sites.append((m.start(), m.group(0), f"{float(number + exponent) * 10 or 1.0!r}{suffix}"))
        else:
            sites.append((m.start(), m.group(0), f"{int(number) + 1}{suffix}"))
    return sites


def _docstring_lines(source: str) -> set[int]:
    lines = set()
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str):
            lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return lines


def python_sites(path: str, source: str, scope: str) -> list[Mutant]:
    """The mutants of a Python file: its operators, numbers and names, and the C++ inside its strings."""
    docstrings = _docstring_lines(source)
    found = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        (row, col), kind, text = tok.start, tok.type, tok.string
        if row in docstrings:
            continue
        if kind == tokenize.OP and text in PY_OPS:
            found.append(Mutant(path, row, col, text, PY_OPS[text], scope))
        elif kind == tokenize.NAME and text in PY_NAMES:
            found.append(Mutant(path, row, col, text, PY_NAMES[text], scope))
        elif kind == tokenize.NUMBER and not text.startswith("0x"):
            value = float(text) if any(c in text for c in ".eE") else int(text)
            new = repr(value * 10 or 1.0) if isinstance(value, float) else str(value + 1)  # a float zero becomes 1.0
            found.append(Mutant(path, row, col, text, new, scope))
        elif kind == tokenize.STRING:
            for k, line in enumerate(text.splitlines(keepends=True)):
                offset = col if k == 0 else 0
                found += [Mutant(path, row + k, offset + c, old, new, scope) for c, old, new in _c_sites(line)]
    return found


def sites(scope: str, root: Path = ROOT) -> list[Mutant]:
    """Every mutant of a scope, in file and line order."""
    found = []
    for pattern in SCOPES[scope]:
        for file in sorted(root.glob(pattern)):
            path, source = str(file.relative_to(root)), file.read_text()
            if file.suffix == ".py":
                found += python_sites(path, source, scope)
            else:
                for row, line in enumerate(source.splitlines(keepends=True), start=1):
                    found += [Mutant(path, row, c, old, new, scope) for c, old, new in _c_sites(line)]
    return found


def viable(mutant: Mutant, root: Path = ROOT) -> bool:
    """Not stillborn: the mutated Python still compiles (C++ text is the compilers' to judge)."""
    text = mutant.apply((root / mutant.path).read_text())
    if not mutant.path.endswith(".py"):
        return True
    try:
        compile(text, mutant.path, "exec")
    except SyntaxError:
        return False
    return True


def sample(scope: str, count: int, seed: int) -> list[Mutant]:
    """``count`` viable mutants of the scope, drawn by ``seed`` (every one for count 0)."""
    pool = sites(scope)
    rng = random.Random(f"{scope}:{seed}")
    rng.shuffle(pool)
    chosen = []
    for mutant in pool:
        if viable(mutant):
            chosen.append(mutant)
        if count and len(chosen) == count:
            break
    return chosen


def listed(ids: list[str], scopes: list[str]) -> list[Mutant]:
    """The mutants of ``ids`` (``path:line:col:old->new``) in this tree; an id that names no mutant
    here (its file changed at that site) is an error, not a silent drop."""
    found = {m.id: m for scope in scopes for m in sites(scope)}
    missing = [i for i in ids if i not in found]
    if missing:
        raise SystemExit(f"no such mutant in this tree: {', '.join(missing)}")
    return [found[i] for i in ids]


def equivalents() -> dict[str, str]:
    """Mutant id -> why it changes nothing the checks could see (``benchmarks/mutants_equivalent.txt``)."""
    found = {}
    if EQUIVALENT.exists():
        for line in EQUIVALENT.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                mutant_id, _, why = line.partition("  # ")
                found[mutant_id.strip()] = why.strip()
    return found


# ----------------------------------------------------------------------------- the checks, run in the mutated copy


def case_texts(case_ids: list[str]) -> dict[str, str]:
    """A hash of each case's texts (Warp source, standalone .cu, emulation parts): what a renderer mutant may change."""
    from synth.generate.cases import parse_case_id
    from synth.render.cuda import render_cuda, render_parts
    from synth.render.warp_python import render_warp

    texts = {}
    for case in map(parse_case_id, case_ids):
        try:
            parts = render_parts(case.spec, launch="emulate")
            text = render_warp(case.spec) + render_cuda(case.spec) + parts.device + parts.host
        except Exception as exc:  # a mutant that breaks rendering: every stage of the case fails
            text = f"render error: {type(exc).__name__}: {exc}"
        texts[case.id] = hashlib.sha256(text.encode()).hexdigest()
    return texts


def pipeline(case_ids: list[str], cache: Path) -> dict[str, str]:
    """Every semantic stage on the cases: {case id: "pass" or the first failing stage and label}."""
    from synth.generate.cases import parse_case_id
    from synth.model.failures import StageFailure
    from synth.stages import codegen, gradcheck, liveness, promises, reference, second_shape, standalone_cuda
    from synth.stages.batch import Batch, Settings

    stages = [codegen.texts, codegen.ptx, reference.forward, gradcheck.check, liveness.check, standalone_cuda.nvcc_build,
              standalone_cuda.emulation, promises.fields, second_shape.check]  # fmt: skip
    verdicts = {}
    by_category: dict[str, list] = {}
    for case_id in case_ids:
        case = parse_case_id(case_id)
        by_category.setdefault(case.category, []).append(case)
    for category, cases in sorted(by_category.items()):
        batch = Batch(f"mutant-{category}", cases, Settings(cache_dir=cache))
        try:
            for case in cases:
                verdicts[case.id] = "pass"
                for stage in stages:
                    try:
                        result = batch.results(stage)[case.id]
                    except Exception as exc:  # the stage itself broke on the mutant: the case is not recorded
                        result = StageFailure("crash", f"{type(exc).__name__}: {exc}")
                    if isinstance(result, StageFailure):  # a skip (no float input to differentiate, a fixed shape) is no failure
                        verdicts[case.id] = f"{stage.__module__.rsplit('.', 1)[-1]}.{stage.__name__}: {result.label}"
                        break
        finally:
            batch.close()
    return verdicts


class Undecided(Exception):
    """A run that waited past ``MUTANT_WALL_S`` without using its CPU limit: the host was too busy to judge."""


def cpu_limited(seconds: int):
    """A ``preexec_fn`` giving the child (and each process it starts, on its own) ``seconds`` of CPU time."""
    return lambda: resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds))


def run_bounded(argv: list[str], cpu_s: int, wall_s: float, **kwargs) -> subprocess.CompletedProcess:
    """``argv`` under a CPU limit (a hang dies of it: SIGXCPU, a failure) and a wall limit (Undecided)."""
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=wall_s, preexec_fn=cpu_limited(cpu_s), **kwargs)
    except subprocess.TimeoutExpired as exc:
        raise Undecided(f"{' '.join(argv[:6])}... waited {wall_s:.0f} s of wall time below its {cpu_s} CPU-s limit") from exc


def tests_fail(files: list[str], cpu_s: int = MUTANT_CPU_S, wall_s: float = MUTANT_WALL_S) -> str | None:
    """The first failing test of ``files`` (pytest in this tree, one process), or None when all pass;
    tests that use up their CPU time hang (a failure), tests that only wait raise Undecided."""
    argv = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:randomly", "-p", "no:cacheprovider", "-n", "0", *files]
    proc = run_bounded(argv, cpu_s, wall_s, cwd=Path.cwd())
    if proc.returncode < 0:  # killed by a signal (SIGXCPU: past its CPU time)
        return f"the tests were killed by signal {-proc.returncode} (a hang uses up {cpu_s} CPU-s)"
    if proc.returncode == 0:
        return None
    failed = re.findall(r"^FAILED (\S+)", proc.stdout, re.M)
    return failed[0] if failed else f"pytest exited {proc.returncode}: {proc.stdout.strip()[-300:]}"


def judge(mutant: Mutant, baseline: dict, cache: Path) -> dict:
    """In the mutated copy: which check killed the mutant, if any (see the module docstring)."""
    start = time.perf_counter()
    passing = [cid for cid, verdict in baseline["verdicts"].items() if verdict == "pass"]
    if mutant.path.endswith(RUNTIME) or mutant.scope != "render":  # no text to compare: every case runs it
        reached = passing
    else:
        texts = case_texts(passing)
        reached = [cid for cid in passing if texts[cid] != baseline["texts"][cid]]
    order = ["pipeline", "tests"] if mutant.scope == "render" else ["tests", "pipeline"]
    outcome = {"id": mutant.id, "scope": mutant.scope, "reached": len(reached), "killed_by": None, "why": ""}
    try:
        judge_steps(mutant, order, reached, cache, outcome)
    except Undecided as exc:
        outcome.update(undecided=True, why=str(exc))
    outcome["seconds"] = round(time.perf_counter() - start, 1)
    return outcome


def judge_steps(mutant: Mutant, order: list[str], reached: list[str], cache: Path, outcome: dict) -> None:
    """The pipeline on the reached cases and the scope's tests, in ``order``, until one kills the mutant."""
    for step in order:
        if step == "pipeline" and reached:
            verdicts = pipeline(reached, cache)
            failed = {cid: v for cid, v in verdicts.items() if v != "pass"}
            if failed:
                first = sorted(failed)[0]
                outcome.update(killed_by="pipeline", why=f"{len(failed)}/{len(reached)} cases fail, e.g. {first}: {failed[first]}")
                break
        if step == "tests":
            failed = tests_fail(JUDGING[mutant.scope])
            if failed:
                outcome.update(killed_by="tests", why=failed)
                break


# ----------------------------------------------------------------------------- the driver


def make_copy(work: Path) -> Path:
    """The tree as tracked and untracked-but-not-ignored files, copied to ``work/tree``."""
    tree = work / "tree"
    if tree.exists():
        shutil.rmtree(tree)
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for name in files:
        target = tree / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if (ROOT / name).is_file():
            shutil.copy2(ROOT / name, target)
    return tree


def in_copy(tree: Path, *args: str, cpu_s: int = MUTANT_CPU_S) -> dict:
    """``python -m benchmarks.mutants ARGS`` in the copy (its synth first on the path), at the lowest priority; its JSON answer.
    Undecided past ``MUTANT_WALL_S`` of wall time; RuntimeError when it fails (past ``cpu_s`` CPU-s included)."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONDONTWRITEBYTECODE": "1"}
    argv = ["nice", "-n", "19", sys.executable, "-m", "benchmarks.mutants", *args]
    proc = run_bounded(argv, cpu_s, MUTANT_WALL_S, cwd=tree, env=env)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise RuntimeError(f"{' '.join(args)} failed ({proc.returncode}): {proc.stderr.strip()[-2000:]}")
    return json.loads(lines[-1])


def score(outcomes: list[dict], known: dict[str, str]) -> dict:
    """Killed / (run - equivalent), per scope."""
    table = {}
    for scope in sorted({o["scope"] for o in outcomes}):
        mine = [o for o in outcomes if o["scope"] == scope]
        undecided = [o for o in mine if o.get("undecided")]
        equivalent = [o for o in mine if not o["killed_by"] and not o.get("undecided") and o["id"] in known]
        killed = [o for o in mine if o["killed_by"]]
        counted = len(mine) - len(equivalent) - len(undecided)
        table[scope] = {"mutants": len(mine), "killed": len(killed), "equivalent": len(equivalent), "undecided": len(undecided),
                        "survived": counted - len(killed), "score": len(killed) / counted if counted else 1.0}  # fmt: skip
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.mutants", description=__doc__.split("\n\n")[0])
    parser.add_argument("--scope", choices=[*SCOPES, "all"], default="all")
    parser.add_argument("--sample", type=int, default=30, help="mutants per scope, drawn by --seed (0: every one)")
    parser.add_argument("--seed", type=int, default=1, help="draws the sample of mutant sites: a seed not used before samples sites no earlier run judged")
    parser.add_argument("--seeds", type=int, default=len(SEEDS), help=f"cases per category, seeds from {SEEDS[0]} (default {len(SEEDS)})")
    parser.add_argument("--categories", default="", help="comma-separated categories (default: every one)")
    parser.add_argument("--work", type=Path, default=ROOT / ".synth_cache" / "mutants", help="the copy of the tree, its cache and results")
    parser.add_argument("--ids", type=Path, help="judge the mutants this file lists (one id a line, as the results name them) instead of a sample")
    parser.add_argument("--list", action="store_true", help="print the sampled mutants and stop")
    parser.add_argument("--_baseline", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--_judge", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args._baseline:  # in the copy, unmutated
        from synth.generate.cases import select_cases
        from synth.generate.categories import CATEGORIES

        chosen = [c for c in args.categories.split(",") if c] or list(CATEGORIES)
        texts = case_texts([case.id for case in select_cases(chosen, args.seeds, SEEDS[0])])
        # a test that fails unmutated would "kill" every mutant it is asked about
        broken = {files[0]: tests_fail(files, BASELINE_CPU_S) for scope, files in JUDGING.items() if args.scope in (scope, "all")}
        print(json.dumps({"texts": texts, "verdicts": pipeline(sorted(texts), args.work / "cache"), "broken_tests": {k: v for k, v in broken.items() if v}}))
        return 0
    if args._judge:  # in the copy, mutated
        baseline = json.loads((args.work / "baseline.json").read_text())
        print(json.dumps(judge(Mutant(**json.loads(args._judge)), baseline, args.work / "cache")))
        return 0

    scopes = list(SCOPES) if args.scope == "all" else [args.scope]
    if args.ids:
        mutants = listed([line.split()[0] for line in args.ids.read_text().splitlines() if line.strip() and not line.startswith("#")], scopes)
    else:
        mutants = [m for scope in scopes for m in sample(scope, args.sample, args.seed)]
    if args.list:
        for m in mutants:
            print(m.id)
        return 0
    args.work.mkdir(parents=True, exist_ok=True)
    tree = make_copy(args.work)
    work = args.work.resolve()
    baseline_file = work / "baseline.json"
    baseline = in_copy(tree, "--_baseline", "--scope", args.scope, "--work", str(work), "--seeds", str(args.seeds), "--categories", args.categories, cpu_s=BASELINE_CPU_S)
    baseline_file.write_text(json.dumps(baseline))
    if baseline["broken_tests"]:
        print(f"the tests that judge mutants fail unmutated: {baseline['broken_tests']}", flush=True)
        return 2
    bad = {cid: v for cid, v in baseline["verdicts"].items() if v != "pass"}
    print(f"baseline: {len(baseline['verdicts']) - len(bad)} of {len(baseline['verdicts'])} cases pass every semantic stage" + (f" (left out: {bad})" if bad else ""), flush=True)
    known, outcomes = equivalents(), []
    for k, mutant in enumerate(mutants):
        original = (tree / mutant.path).read_text()
        (tree / mutant.path).write_text(mutant.apply(original))
        try:
            outcome = in_copy(tree, "--_judge", json.dumps(asdict(mutant)), "--work", str(work))
        except RuntimeError as exc:  # the judge died: an import the mutant broke, its CPU time used up (a hang)
            outcome = {"id": mutant.id, "scope": mutant.scope, "reached": None, "killed_by": "crash", "why": str(exc)[-300:], "seconds": None}
        except Undecided as exc:
            outcome = {"id": mutant.id, "scope": mutant.scope, "reached": None, "killed_by": None, "undecided": True, "why": str(exc), "seconds": None}
        finally:
            (tree / mutant.path).write_text(original)
        outcomes.append(outcome)
        mark = outcome["killed_by"] or ("undecided" if outcome.get("undecided") else "equivalent" if mutant.id in known else "SURVIVED")
        print(f"[{k + 1}/{len(mutants)}] {mark:10} {mutant.id}  ({outcome['reached']} cases reached; {outcome['why'][:160]})", flush=True)
    table = score(outcomes, known)
    (work / "results.json").write_text(json.dumps({"outcomes": outcomes, "score": table}, indent=1))
    failed = False
    for scope, row in table.items():
        ok = row["score"] >= THRESHOLDS[scope]
        failed |= not ok
        print(f"{scope}: {row['killed']} killed of {row['mutants']} ({row['equivalent']} equivalent, {row['undecided']} undecided, {row['survived']} survived): "
              f"score {row['score']:.1%} ({'>=' if ok else 'below'} {THRESHOLDS[scope]:.0%})")  # fmt: skip
    for o in outcomes:
        if o.get("undecided"):
            print(f"undecided (judge it again on a quieter host, --ids): {o['id']}")
        elif not o["killed_by"] and o["id"] not in known:
            print(f"survived: {o['id']}")
    return 1 if failed else 3 if any(o.get("undecided") for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
