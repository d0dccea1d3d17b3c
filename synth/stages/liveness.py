"""Liveness: no dead code reaches the dataset.

A training pair whose kernel holds code that never matters teaches nothing true about it, so
a case fails when, on its ``DRAWS`` seeded input draws,

- an input parameter never changes any output (``dead_input``): per draw, that one parameter
  is replaced by another draw's value (an int scalar whose other draws are equal: another
  in-domain value), the kernel runs again on Warp's CPU, and the outputs are compared bit for
  bit with the draw's reference outputs; the input is live as soon as one draw changes a bit;
- code never runs (``dead_branch``): a ``@wp.func`` the kernel never calls, directly or through
  another function (read off the spec), or a branch, loop body or select arm no thread enters:
  a *probe kernel*, the spec with ``wp.atomic_add(probe_hits, k, 1)`` as the first statement of
  every if body, non-empty else branch and loop body, and an ``if cond: <count> else: <count>``
  before each statement computing a select (``wp.where(cond, a, b)``, ``a if cond else b``), in
  ``@wp.func`` functions too (they get ``probe_hits`` as an extra parameter), runs on each draw;
  a probe point with no hit on any draw is dead.

When both hold, the label is ``dead_branch`` (code that never runs is usually why an input it
alone reads never matters); the message names every dead input and statement. The probe
kernels are the harness's own: one Warp module per batch (one per case when that fails),
built without a backward pass; a probe that does not build or run is a ``crash`` (an
environment failure with its traceback, retried by the next run), never the case's label.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
import traceback
from dataclasses import dataclass

import numpy as np

from synth.model.case import KernelCase
from synth.model.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.model.inputs import DRAWS, make_inputs, param_value
from synth.model.spec import (
    INT,
    Atomic,
    Const,
    Expr,
    For,
    ForQuery,
    FuncCall,
    If,
    KernelSpec,
    Param,
    Range,
    Ref,
    Stmt,
    Type,
    While,
    all_bodies,
    reachable_functions,
    statement_selects,
    walk_statements,
)
from synth.model.walk import mapped_expr, with_expressions
from synth.render.warp_python import expr, render_warp
from synth.stages import codegen, reference
from synth.stages.batch import Batch, launches_kernels, per_case
from synth.toolchain.files import write_if_changed
from synth.warp import warp_ir

PROBE = "probe_hits"
# A 1-D ``wp.array(dtype=wp.int32)`` parameter of a ``@wp.func`` (the spec model's func
# parameters are value types; the Warp renderer prints this one as the array annotation).
PROBE_ARRAY = Type("array_int32")
PROBE_REF = Ref(PROBE, PROBE_ARRAY)


# ----------------------------------------------------------------------------- the probe transformation


@dataclass(frozen=True)
class ProbePoint:
    """One probed body: its counter's index, where it is (``""`` for the kernel, else the function) and which statement."""

    index: int
    function: str
    text: str  # "the body of `if a[i] > 0.25`"

    def describe(self) -> str:
        return self.text + (f" in `{self.function}`" if self.function else "")


@dataclass(frozen=True)
class Probed:
    """A kernel's probe spec and its probe points, in counter order."""

    spec: KernelSpec
    points: tuple[ProbePoint, ...]


def probe_count(spec: KernelSpec) -> int:
    """How many probe points a spec has: every if body, non-empty else branch and loop body, and
    both arms of every select outside a loop's condition or bounds, kernel and functions."""
    n = 0
    for body in all_bodies(spec):
        for s in walk_statements(body):
            if isinstance(s, If):
                n += 1 + bool(s.orelse)
            elif isinstance(s, (For, Range, While, ForQuery)):
                n += 1
            n += 2 * len(statement_selects(s))
    return n


def _range_text(s: Range, tids: tuple[str, ...]) -> str:
    step = "" if s.step == 1 else f", {s.step}"
    return f"for {s.var} in range({expr(s.start, tids)}, {expr(s.stop, tids)}{step})"


def _probe_expr(e: Expr) -> Expr:
    """``e`` with every FuncCall in it passing the probe array."""
    return mapped_expr(e, lambda x: dataclasses.replace(x, args=(*x.args, PROBE_REF)) if isinstance(x, FuncCall) else x)


class _Prober:
    """Numbers probe points in source order (kernel, then functions; an if's body before its else)."""

    def __init__(self, tids: tuple[str, ...] = ("i",)) -> None:
        self.points: list[ProbePoint] = []
        self.function = ""
        self.tids = tids  # the kernel's thread indices, for the statement texts

    def _hit(self, text: str) -> Stmt:
        k = len(self.points)
        self.points.append(ProbePoint(k, self.function, text))
        return Atomic("add", PROBE, Const(k, INT), Const(1, INT))

    def body(self, body: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
        probed: list[Stmt] = []
        for s in body:
            probed += self.select_arms(s)
            probed.append(self.statement(s))
        return tuple(probed)

    def select_arms(self, s: Stmt) -> list[Stmt]:
        """``if cond: <hit> else: <hit>`` just before ``s`` for each select it computes: the select's
        condition has the same value there (Warp evaluates both arms of a select and picks one), so
        the two counters say which arms some thread took."""
        probes = []
        for sel in statement_selects(s):
            cond = expr(sel.cond, self.tids)
            arms = (self._hit(f"the true arm of the select on `{cond}`"),), (self._hit(f"the false arm of the select on `{cond}`"),)
            probes.append(If(_probe_expr(sel.cond), *arms))
        return probes

    def statement(self, s: Stmt) -> Stmt:
        s = with_expressions(s, _probe_expr)  # expressions only: the bodies are left to the cases below
        if isinstance(s, If):
            cond = expr(s.cond, self.tids)
            body = (self._hit(f"the body of `if {cond}`"), *self.body(s.body))
            orelse = (self._hit(f"the else branch of `if {cond}`"), *self.body(s.orelse)) if s.orelse else ()
            return dataclasses.replace(s, body=body, orelse=orelse)
        if isinstance(s, For):
            return dataclasses.replace(s, body=(self._hit(f"the body of `for {s.var} in range({s.count})`"), *self.body(s.body)))
        if isinstance(s, Range):
            return dataclasses.replace(s, body=(self._hit(f"the body of `{_range_text(s, self.tids)}`"), *self.body(s.body)))
        if isinstance(s, While):
            return dataclasses.replace(s, body=(self._hit(f"the body of `while {expr(s.cond, self.tids)}`"), *self.body(s.body)))
        if isinstance(s, ForQuery):
            return dataclasses.replace(s, body=(self._hit(f"the body of `for {s.var} in {expr(s.query, self.tids)}`"), *self.body(s.body)))
        return s


def with_probes(spec: KernelSpec) -> Probed:
    """The probe spec: ``probe_hits`` counters (an int32 output, one per probe point) bumped
    first thing in every probed body (if/else bodies, loop bodies), and for each arm of a select
    just before the statement holding it (under that arm's condition); the array is passed down
    to every function.

    Nothing else changes, so every other output is the kernel's own. The kernel is renamed
    ``<name>_probe``, which keeps its Warp module and cache entries apart from the real kernel's.
    """
    prober = _Prober(spec.tids)
    body = prober.body(spec.body)
    funcs = []
    for f in spec.funcs:
        prober.function = f.name
        # a custom adjoint takes the function's parameters, and the probe runs forward only: it is left out
        funcs.append(dataclasses.replace(f, params=(*f.params, (PROBE, PROBE_ARRAY)), body=prober.body(f.body), grad=None))
    points = tuple(prober.points)
    params = spec.params + (Param(PROBE, "out", INT, length=len(points), init=0.0),)
    probed = dataclasses.replace(spec, name=f"{spec.name}_probe", params=params, body=body, funcs=tuple(funcs))
    return Probed(probed, points)


# ----------------------------------------------------------------------------- the checks of one case


@dataclass
class Liveness:
    """A case with no dead code: the checked inputs, the probe points and their hits.

    ``live`` maps each input parameter to the first draw in which replacing it changed an output;
    ``unvaried`` are parameters with no other value to try (a one-value domain: not checkable).
    ``hits[d, k]`` counts the threads (times iterations) that entered probe point k in draw d.
    """

    live: dict[str, int]
    unvaried: tuple[str, ...]
    points: tuple[ProbePoint, ...]
    hits: np.ndarray
    seconds: float = 0.0

    @property
    def dead_points(self) -> tuple[ProbePoint, ...]:
        """The probe points no thread entered in any draw. The threshold is zero hits over all
        draws: one thread entering once shows the code runs on some input (its outputs are then
        checked like the rest), so a single hit is live; a count taken per draw, or a minimum
        above one, would call rare but real branches dead (a branch only a corner thread takes).
        Inputs likewise: one changed bit of one output in one draw makes an input live
        (``input_liveness``), since the comparison is bit for bit."""
        total = self.hits.sum(axis=0)
        return tuple(p for p in self.points if total[p.index] == 0)


def _differs(a, b) -> bool:
    return np.asarray(a).tobytes() != np.asarray(b).tobytes()


def replacement(spec: KernelSpec, p: Param, draw: int):
    """Another value for parameter ``p`` in ``draw``: the next draw's that differs, else (an int
    scalar) the first other in-domain integer; None when there is none."""
    own = param_value(spec, p, draw)
    for k in range(1, DRAWS):
        other = param_value(spec, p, (draw + k) % DRAWS)
        if _differs(other, own):
            return other
    if p.kind == "scalar" and p.type == INT:
        lo, hi = int(p.domain[0]), int(p.domain[1])
        return next((v for v in range(lo, hi + 1) if v != own), None)
    return None


def input_liveness(kernel, spec: KernelSpec, baselines: list[dict] | None = None) -> tuple[dict[str, int], list[str], list[str]]:
    """(live, dead, unvaried) input parameters of a built kernel; ``baselines[d]`` are draw d's reference outputs.

    Live means: in some draw, replacing that one parameter changes at least one output bit.
    """
    if baselines is None:
        baselines = [reference.run_forward(kernel, spec, make_inputs(spec, d)) for d in range(DRAWS)]
    live, dead, unvaried = {}, [], []
    for p in spec.valued:  # a geometry handle is live through the arrays it is built from
        if p.kind == "out":
            continue
        tried = False
        for draw in range(DRAWS):
            other = replacement(spec, p, draw)
            if other is None:
                continue
            tried = True
            values = make_inputs(spec, draw)
            values[p.name] = other
            outputs = reference.run_forward(kernel, spec, values)
            if any(_differs(outputs[name], baselines[draw][name]) for name in outputs):
                live[p.name] = draw
                break
        if p.name not in live:
            (dead if tried else unvaried).append(p.name)
    return live, dead, unvaried


def probe_hits(probe_kernel, probed: Probed) -> np.ndarray:
    """Hits per draw and probe point, shape (DRAWS, points): the probe kernel run on each draw's inputs
    (``probe_kernel`` is None for a kernel without probe points)."""
    hits = np.zeros((DRAWS, len(probed.points)), dtype=np.int64)
    if not probed.points:
        return hits
    for draw in range(DRAWS):
        hits[draw] = reference.run_forward(probe_kernel, probed.spec, make_inputs(probed.spec, draw))[PROBE]
    return hits


def check_case(kernel, spec: KernelSpec, probe_kernel, probed: Probed, baselines: list[dict] | None = None) -> Liveness:
    """Both checks of one case; raises ``dead_branch`` or ``dead_input`` (see the module docstring)."""
    start = time.perf_counter()
    live, dead, unvaried = input_liveness(kernel, spec, baselines)
    result = Liveness(live, tuple(unvaried), probed.points, probe_hits(probe_kernel, probed))
    result.seconds = time.perf_counter() - start
    reached = reachable_functions(spec.body, spec.funcs)
    uncalled = [f.name for f in spec.funcs if f.name not in reached]
    problems = [f"function `{name}` is never called from the kernel" for name in uncalled]
    problems += [f"{p.describe()} runs for no thread" for p in result.dead_points]
    problems += [f"input `{name}` never changes any output (with another value in its place, every output stayed bit-identical in every draw)" for name in dead]
    if problems:
        label = "dead_branch" if result.dead_points or uncalled else "dead_input"
        artifacts = {"probe_hits.npy": result.hits} if result.dead_points else {}
        raise StageFailure(label, f"on {DRAWS} input draws: " + "; ".join(problems), artifacts)
    return result


# ----------------------------------------------------------------------------- batch stages


def probe_sources(batch: Batch) -> dict:
    """Each case's probe spec and its Warp source, written to its file (a case whose probe does not render: ``crash``)."""

    def render(group: list[KernelCase]) -> dict:
        results = {}
        for case in group:
            probed = with_probes(case.spec)
            text = render_warp(probed.spec)
            write_if_changed(_probe_file(batch, probed, text), text)
            results[case.id] = (probed, text)
        return results

    return per_case(batch.cases, render, lambda group, exc: _crash(group, exc, "did not render", {}))


def _probe_file(batch: Batch, probed: Probed, text: str):
    return codegen.kernel_file(batch.settings.cache_dir / "probes", probed.spec.name, text)


def _module_name(texts: list[str], cases: list[KernelCase]) -> str:
    """Distinct from the real kernels' modules (``synth_...``), and changing with any probe source."""
    digest = hashlib.sha256("".join(texts).encode()).hexdigest()[:10]
    if len(cases) == 1:
        return f"liveness_{cases[0].kernel_name}_{digest}"
    return f"liveness_batch_{cases[0].kernel_name}_{len(cases)}_{digest}"


def probe_kernels(batch: Batch) -> dict:
    """The probe kernels, built for the CPU: one Warp module for the batch, one per case on failure.

    A case without probe points gets None (nothing to build). A case whose real kernel did not
    build is skipped (its codegen test says why). A probe that does not build is the harness's
    fault, so a ``crash`` with the traceback and the probe source.
    """
    real, sources = batch.results(codegen.cpu_kernels), batch.results(probe_sources)
    results = {}
    for c in batch.cases:
        if isinstance(real[c.id], (StageFailure, StageSkipped)):
            results[c.id] = skipped_after(real[c.id], "CPU kernel to probe")
        elif isinstance(sources[c.id], StageFailure):
            results[c.id] = sources[c.id]
        elif not sources[c.id][0].points:
            results[c.id] = None
    cases = [c for c in batch.cases if c.id not in results]

    def build(cases: list[KernelCase]) -> dict:
        results = {}
        for group in codegen.module_groups(cases):
            kernels = []
            for c in group:
                probed, text = sources[c.id]
                path = _probe_file(batch, probed, text)
                name = f"synth_probes.{path.stem}"
                kernels.append(warp_ir.import_kernel(path, probed.spec.name, module_name=name))
                batch.on_close(lambda name=name: warp_ir.forget_import(name))
            module, copies = codegen.bind(batch, kernels, _module_name([sources[c.id][1] for c in group], group), group[0].spec.block_dim)
            module.options["enable_backward"] = False  # probes only run forward: half the build
            warp_ir.build_cpu(module)
            results.update({c.id: k for c, k in zip(group, copies, strict=True)})
        return results

    def failure(group: list[KernelCase], exc: Exception) -> StageFailure:
        return _crash(group, exc, "did not build", {f"{sources[c.id][0].spec.name}.py": sources[c.id][1] for c in group})

    return {**results, **per_case(cases, build, failure)} if cases else results


def _crash(cases: list[KernelCase], exc: Exception, what: str, artifacts: dict) -> StageFailure:
    names = ", ".join(c.id for c in cases)
    text = "".join(traceback.format_exception(exc))
    return StageFailure("crash", f"the liveness probe kernel {what}: {type(exc).__name__}: {exc} (cases: {names})", {"traceback.txt": text, **artifacts})


@launches_kernels
def check(batch: Batch) -> dict:
    """Per case: a ``Liveness``, or its ``dead_input`` / ``dead_branch`` failure (a skip when
    the case has no CPU reference; ``crash`` when the probe does not build or run)."""
    results = {}
    for case in batch.cases:
        try:
            kernel = batch.value(case, codegen.cpu_kernels)
            outputs = batch.value(case, reference.forward)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = skipped_after(failed, "CPU reference to check liveness against")
            continue
        try:
            probe_kernel = batch.value(case, probe_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = failed
            continue
        probed, text = batch.results(probe_sources)[case.id]
        try:
            results[case.id] = check_case(kernel, case.spec, probe_kernel, probed, outputs.draws)
        except StageFailure as failure:
            if failure.label == "dead_branch":
                failure.artifacts[f"{probed.spec.name}.py"] = text
            results[case.id] = failure
        except Exception as exc:
            results[case.id] = crash(f"the liveness check failed to run: {type(exc).__name__}: {exc}")
    return results
