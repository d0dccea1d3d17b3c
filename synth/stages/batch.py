"""Batches: cases that share one build of each compiler step, on one worker.

A stage is a plain function ``stage(batch) -> {case_id: value}``; it builds everything for
the batch at once (one Warp module, one nvcc call, ...) and, when that fails, falls back to
one build per case so the failure is charged to the right case. A per-case value may be a
``StageFailure`` or ``StageSkipped``, which ``Pipeline.get`` raises for that case only.
Results are memoized per batch; a worker keeps only its most recent batches in memory
(tests are ordered batch by batch, so older batches are never asked for again).
"""

from __future__ import annotations

import collections
import copy
import itertools
import os
import resource
import shutil
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from synth.model.case import KernelCase
from synth.model.failures import StageFailure, StageSkipped

Stage = Callable[["Batch"], dict]
KEEP_BATCHES = 2

STAGE_SECONDS: collections.Counter[str] = collections.Counter()  # wall seconds in each stage in this process, its nested stages excluded (the benchmark's cost table)
# CPU seconds in each stage, its nested stages excluded: its thread's (Python, Warp's LLVM, NVRTC) and
# the child processes reaped meanwhile (nvcc, g++, runs). Exact per stage when the builds run inline
# (``INLINE_BUILDS``); otherwise a background build's children are charged to the stage then running.
STAGE_CPU: collections.Counter[str] = collections.Counter()
INLINE_BUILDS = "SYNTH_INLINE_BUILDS"  # environment: set, ``Batch.start`` starts nothing (the benchmark's per-stage CPU run)
_nested: list[list[float]] = []  # per running stage: [wall, CPU] seconds spent in the stages it asked for
_background_lock = threading.Lock()
_background_pool: ThreadPoolExecutor | None = None
WAITED = " (waited for)"  # STAGE_SECONDS suffix: time a stage's test waited for its background build


def _cpu_now() -> float:
    """This thread's CPU seconds plus those of this process's reaped child processes."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.thread_time() + children.ru_utime + children.ru_stime


def _timed(name: str, compute: Callable[[], object]):
    """``compute()``, its wall and CPU time added to ``STAGE_SECONDS[name]`` and ``STAGE_CPU[name]``
    less the time of the stages it calls."""
    _nested.append([0.0, 0.0])
    start, cpu = time.perf_counter(), _cpu_now()
    try:
        return compute()
    finally:
        spent, used = time.perf_counter() - start, _cpu_now() - cpu
        inner = _nested.pop()
        STAGE_SECONDS[name] += spent - inner[0]
        STAGE_CPU[name] += used - inner[1]
        if _nested:
            _nested[-1][0] += spent
            _nested[-1][1] += used


@dataclass
class Settings:
    """What stages need from the command line (filled in by the plugin)."""

    cache_dir: Path
    archs: tuple[int, ...] = (90,)
    require: frozenset[str] = frozenset()
    extra: dict = field(default_factory=dict)
    # per case kind, the builds started on a background thread when a batch of that kind opens (``Batch.start``)
    background: dict[str, tuple[Stage, ...]] = field(default_factory=dict)


def launches_kernels(stage: Stage) -> Stage:
    """Mark a stage that runs kernels in this process. It is computed one case at a time
    (the builds it uses stay batched), so a kernel that crashes the worker takes only its own
    case with it: the replacement worker never re-runs its batch-mates' kernels first."""
    stage.per_case = True
    return stage


@dataclass
class Batch:
    key: str
    cases: list[KernelCase]
    settings: Settings
    _results: dict = field(default_factory=dict, repr=False)
    _started: dict = field(default_factory=dict, repr=False)  # stage name -> Future of a background computation
    _on_close: list = field(default_factory=list, repr=False)
    _parent: Batch | None = field(default=None, repr=False)  # set on the one-case views of per-case stages

    @property
    def workdir(self) -> Path:
        """Build folder of this batch in this process (two runs sharing a cache never share it)."""
        path = self.settings.cache_dir / "batches" / f"{self.key}.{os.getpid()}"
        path.mkdir(parents=True, exist_ok=True)
        return path

    def on_close(self, release: Callable[[], None]) -> None:
        """Run ``release`` when the batch is closed (e.g. unload its Warp modules)."""
        (self._parent or self)._on_close.append(release)

    def start(self, stage: Stage) -> None:
        """Compute ``stage`` on a background thread while this one goes on with the batch's other stages.

        Only for a stage whose work is child processes (nvcc, g++: they use a core of their own
        while this process runs Warp's LLVM, NVRTC and the kernels) and that asks for no other
        stage. Its first ``results`` waits for it; the wait is counted in ``STAGE_SECONDS`` as
        ``name + WAITED``, the background computation's own time under the stage's name.
        """
        name = _name(stage)
        if name in self._results or name in self._started or os.environ.get(INLINE_BUILDS):
            return

        def compute():
            start, cpu = time.perf_counter(), time.thread_time()
            try:
                return stage(self)
            finally:
                with _background_lock:
                    STAGE_SECONDS[name] += time.perf_counter() - start
                    STAGE_CPU[name] += time.thread_time() - cpu

        self._started[name] = _pool().submit(compute)

    def close(self) -> None:
        """Release what the stages held, drop the results and the build folder (failure
        artifacts are copied out before)."""
        wait(self._started.values())  # a background build still writing into the folder
        self._started.clear()
        while self._on_close:
            self._on_close.pop()()
        self._results.clear()
        shutil.rmtree(self.settings.cache_dir / "batches" / f"{self.key}.{os.getpid()}", ignore_errors=True)

    def results(self, stage: Stage) -> dict:
        """The stage's per-case results for this batch's cases, each computed once."""
        root = self._parent or self
        if getattr(stage, "per_case", False):
            return {case.id: root._one(case, stage) for case in self.cases}
        name = _name(stage)
        if name not in root._results:
            started: Future | None = root._started.pop(name, None)
            if started is not None:
                root._results[name] = _timed(name + WAITED, started.result)
            else:
                root._results[name] = _timed(name, lambda: stage(root))
        return root._results[name]

    def _one(self, case: KernelCase, stage: Stage):
        key = (_name(stage), case.id)
        if key not in self._results:
            self._results[key] = _timed(key[0], lambda: stage(Batch(self.key, [case], self.settings, _parent=self))[case.id])
        return self._results[key]

    def value(self, case: KernelCase, stage: Stage):
        """One case's result of a stage; raises its StageFailure/StageSkipped."""
        root = self._parent or self
        result = root._one(case, stage) if getattr(stage, "per_case", False) else self.results(stage)[case.id]
        if isinstance(result, (StageFailure, StageSkipped)):
            raise copy.copy(result)
        return result


def _name(stage: Stage) -> str:
    return f"{stage.__module__}.{stage.__qualname__}"


def _pool() -> ThreadPoolExecutor:
    """The process's background thread (one: two compiler processes per worker at most)."""
    global _background_pool
    with _background_lock:
        if _background_pool is None:
            _background_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="synth-background")
        return _background_pool


def per_case(cases: list[KernelCase], build_all: Callable[[list[KernelCase]], dict], failure: Callable[[list[KernelCase], Exception], StageFailure] | None = None) -> dict:
    """THE fallback of every batched build: run ``build_all`` on all ``cases``; if it raises, once
    per case, so each failure is charged to its own case and the others still pass.

    ``build_all(cases)`` returns ``{case_id: value}``. Any exception becomes that case's
    ``failure(cases, exc)`` (default: a StageFailure passes as it is, anything else is a
    ``crash`` with its traceback), the same whatever the batch size, so labels and dataset
    bytes do not depend on how cases were batched. A StageSkipped (a tool that is not
    installed) skips every case without retrying. A timeout is never retried case by case:
    a batch build that hangs costs one (batch-scaled) timeout, and a hang in the fallback ends
    it; ``timeout`` is an environment failure, so those cases are retried by the next run.
    """
    failure = failure or _as_failure
    try:
        return build_all(cases)
    except StageSkipped as skip:
        return {case.id: skip for case in cases}
    except Exception as exc:
        if len(cases) == 1 or _timed_out(exc):  # a hang is not retried case by case: that would cost a timeout per case
            return {case.id: failure([case], exc) for case in cases}
    results, hung = {}, None
    for case in cases:
        if hung is not None:  # one hang in the fallback: the rest are not tried (a rerun retries them)
            results[case.id] = StageFailure("timeout", f"not built: an earlier build of its batch timed out ({hung.message})")
            continue
        try:
            results.update(build_all([case]))
        except StageSkipped as skip:
            results[case.id] = skip
        except Exception as exc:
            results[case.id] = failure([case], exc)
            if _timed_out(exc):
                hung = exc
    return results


def _timed_out(exc: Exception) -> bool:
    return isinstance(exc, StageFailure) and exc.label == "timeout"


def _as_failure(cases: list[KernelCase], exc: Exception) -> StageFailure:
    if isinstance(exc, StageFailure):
        return exc
    names = ", ".join(c.id for c in cases)
    return StageFailure("crash", f"{type(exc).__name__}: {exc} (cases: {names})", {"traceback.txt": "".join(traceback.format_exception(exc))})


def plan_batches(cases: list[KernelCase], size: int, workers: int = 1, cost: Callable[[KernelCase], float] | None = None) -> dict[str, list[KernelCase]]:
    """Consecutive chunks of at most ``size`` cases, balanced, as many as a multiple of ``workers``.

    A multiple of ``workers`` batches ends the run with every worker busy on its last one, not
    one worker finishing a batch while the others wait (2 workers, 528 cases: 18 batches of
    29-30, not 17 of 31-32). Chunks stay consecutive: a batch of few categories compiles faster
    than one of every category (nvcc, NVRTC and Warp's LLVM took 0.02 s more per case with cases
    dealt round robin, measured). Keyed by their first and last case id. Batching never changes
    a result, only how compiler work is shared (tests compare batch sizes).

    Tile kernels come after the others, grouped by block_dim (``Case.block_dim``, in run order
    within a group): a Warp module holds kernels of one block_dim (``codegen.module_groups``), and
    each module costs a CPU build, a probe build and an NVRTC compile of its own (~2 s, 2 s and
    0.5 s of fixed cost), so a batch of one block_dim builds once where a batch of four would four times.

    With ``cost`` (a case's estimated cold seconds), the chunks are cut at even cost rather than even
    count, still consecutive and at most ``size`` cases: a tile_matmul case costs about 250 times an
    arithmetic one, so chunks of even count left one worker with every expensive case. Where full
    batches of cheap cases leave too few batches for the expensive ones (the size cap binds before
    the cost), ``workers`` batches more are planned at a time until no batch holds more than half a
    worker's even share, so the workers' last batches end near together.
    """
    if not cases:
        return {}
    cases = sorted(cases, key=lambda c: c.block_dim or 0)  # stable: tile kernels after the others, by block_dim
    count = -(-len(cases) // size)
    count = min(len(cases), -(-count // workers) * workers)  # at least one batch per worker too
    if cost is None:
        bounds = [k * len(cases) // count for k in range(count + 1)]
    else:
        weights = [cost(c) for c in cases]
        bounds = _even_cost_bounds(weights, count, size)
        while count + workers <= len(cases) and _heaviest(weights, bounds) > max(sum(weights) / (2 * workers), max(weights)):
            count += workers
            bounds = _even_cost_bounds(weights, count, size)
    batches = {}
    for lo, hi in itertools.pairwise(bounds):
        batches[f"{cases[lo].id}--{cases[hi - 1].id}"] = cases[lo:hi]
    return batches


def _heaviest(weights: list[float], bounds: list[int]) -> float:
    return max(sum(weights[lo:hi]) for lo, hi in itertools.pairwise(bounds))


def _even_cost_bounds(weights: list[float], count: int, size: int) -> list[int]:
    """Where to cut ``weights`` into ``count`` consecutive non-empty chunks of at most ``size``: each
    cut where the chunk comes nearest the even share of what is left (the cost left over the chunks left)."""
    bounds, spent, left = [0], 0.0, sum(weights)
    for i, w in enumerate(weights):
        chunks_left = count - len(bounds) + 1
        start, share = bounds[-1], left / chunks_left
        may_cut = i > start and chunks_left > 1 and len(weights) - i <= (chunks_left - 1) * size
        must_cut = may_cut and (i - start == size or len(weights) - i == chunks_left - 1)
        if must_cut or (may_cut and abs(spent + w - share) > abs(spent - share)):
            bounds.append(i)
            left -= spent
            spent = 0.0
        spent += w
    return [*bounds, len(weights)]


class Pipeline:
    """The per-process view of the run: which batch each case is in, and recent batches' results."""

    def __init__(self, batches: dict[str, list[KernelCase]], settings: Settings) -> None:
        self.settings = settings
        self._plan = batches
        self._batch_of = {case.id: key for key, cases in batches.items() for case in cases}
        self._live: collections.OrderedDict[str, Batch] = collections.OrderedDict()

    def batch(self, case: KernelCase) -> Batch:
        key = self._batch_of.get(case.id)
        if key is None:  # a case outside the planned run (unit tests): a batch of its own
            key, self._plan[case.id] = case.id, [case]
            self._batch_of[case.id] = key
        if key not in self._live:
            self._live[key] = Batch(key, self._plan[key], self.settings)
            for stage in self.settings.background.get(self._plan[key][0].kind, ()):  # a batch holds one kind of case
                self._live[key].start(stage)
            while len(self._live) > KEEP_BATCHES:
                self._live.popitem(last=False)[1].close()
        self._live.move_to_end(key)
        return self._live[key]

    def close(self) -> None:
        """Release every live batch (at the end of the session)."""
        while self._live:
            self._live.popitem(last=False)[1].close()

    def get(self, case: KernelCase, stage: Stage):
        """One case's result of one stage (computed for its whole batch on first use)."""
        return self.batch(case).value(case, stage)
