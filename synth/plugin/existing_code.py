"""``--synth-modules``: the existing-code cases of a run, found when a test asks for them.

Generated cases are made from the options in every process, cheaply. Existing-code cases are the
kernels of modules run in child processes (``synth.stages.ingest``), which costs seconds to
minutes: that work is done only when a stage test over existing code is parametrized
(``cases``), never at configuration, so a collect-only or a generated-only run pays nothing for
it. Under xdist it is done once for all workers (``synth.plugin.kinds``: ``ExistingCode.once_per_run``): the
first worker to need the cases ingests under a file lock and writes the run's discovery to a
file of the cache named by the run's id; the others, and the controller (its scheduler and
summary), read that file. A ``--dataset`` run needs the cases at configuration (which it already
holds), so ``cases`` is asked there.
"""

from __future__ import annotations

import fcntl
import json
import os
import sys
from pathlib import Path

import pytest

from synth.dataset.folder import folder_sources
from synth.model.module_case import ModuleCase
from synth.plugin.kinds import KINDS
from synth.plugin.options import MAX_CASES, NONE, OPT_MODULE_MEMORY, OPT_MODULE_TIMEOUT, OPT_MODULES
from synth.plugin.run import WORKER_INPUT, SynthRun
from synth.stages import ingest
from synth.stages.ingest import sources


def module_specs(config: pytest.Config) -> list[str]:
    """The ``--synth-modules`` SPECs of this run ([] for ``none``)."""
    raw = config.getoption("synth_modules")
    if raw.strip() == NONE:
        return []
    specs = [s.strip() for s in raw.split(",") if s.strip()]
    if not specs:
        raise pytest.UsageError(f"{OPT_MODULES}: give a file, folder, module name or warp-examples, or {NONE}; got {raw!r}")
    for spec in specs:
        if Path(spec).is_file() and Path(spec).suffix != ".py":
            raise pytest.UsageError(f"{OPT_MODULES}: {spec}: a file of existing code must be a Python source (.py)")
    return specs


def check_options(config: pytest.Config) -> None:
    """Usage errors of the existing-code options, at configuration, before any process starts:
    a SPEC that names nothing, a limit that is not a positive number."""
    specs = module_specs(config)
    limits(config)
    if specs:
        try:
            sources.all_candidates(specs, dict(folder_roots(config)))
        except sources.SpecError as exc:
            raise pytest.UsageError(f"{OPT_MODULES}: {exc}") from None


def limits(config: pytest.Config) -> ingest.Limits:
    raw = config.getoption("synth_module_timeout")
    found = ingest.Limits(memory_bytes=int(_positive(config, OPT_MODULE_MEMORY, "synth_module_memory") * 1024**3))
    if raw is None:
        return found
    timeout = _positive(config, OPT_MODULE_TIMEOUT, "synth_module_timeout")
    return ingest.Limits(timeout, timeout, found.memory_bytes)


def _positive(config: pytest.Config, opt: str, dest: str) -> float:
    raw = config.getoption(dest)
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not value > 0 or value == float("inf"):
        raise pytest.UsageError(f"{opt} expects a positive number, got {raw!r}")
    return value


def select_module_cases(cases: list[ModuleCase], shard: tuple[int, int] | None) -> list[ModuleCase]:
    """The module cases of shard (k, n): every n-th ingested module from the (k-1)-th, all its kernels together."""
    if shard is None:
        return cases
    k, n = shard
    modules = sorted({c.capture for c in cases})
    kept = set(modules[k - 1 :: n])
    return [c for c in cases if c.capture in kept]


def cases(config: pytest.Config) -> sources.Discovery:
    """The run's existing code, ingested on first use (see the module docstring); its cases join the plan."""
    run = SynthRun.of(config)
    if run.discovery is not None:
        return run.discovery
    worker = getattr(config, "workerinput", None)
    given = worker.get(WORKER_INPUT, {}).get("modules") if worker is not None else None
    if given is not None:  # the controller ingested at configuration (a --dataset run)
        found = sources.Discovery.from_dict(given)
    elif not module_specs(config):
        found = sources.Discovery()
    elif worker is None and getattr(config.option, "dist", "no") == "no":
        found = _discover(config, run)
    else:
        found = _once_per_run(config, run)
    chosen = select_module_cases(found.cases, run.shard)
    if len(run.cases()) + len(chosen) > MAX_CASES:
        raise pytest.UsageError(f"{OPT_MODULES}: {len(chosen)} kernels of existing code take this run past {MAX_CASES} cases: split it with --synth-shard K/N")
    run.plan.update(KINDS[ModuleCase.kind].batches(chosen, int(config.getoption("synth_batch")), 1))
    run.discovery = found
    return found


def _discover(config: pytest.Config, run: SynthRun) -> sources.Discovery:
    from synth.plugin.gpu import gpu_requested

    gpu = config.getoption("gpu_device", None) if gpu_requested(config.getoption("markexpr", "")) else None
    progress = _Progress()
    try:
        return ingest.discover(module_specs(config), run.settings.cache_dir, run.settings.archs, os.cpu_count() or 1, limits(config), gpu, progress, folder_roots(config))
    except KeyboardInterrupt:
        print(
            f"synth: ingesting existing code was cut short after {progress.finished} modules of this run: the results of every "
            f"module that finished are kept in {run.settings.cache_dir}, and the next run starts from them",
            file=sys.stderr, flush=True,
        )  # fmt: skip
        raise


def folder_roots(config: pytest.Config) -> dict[str, str]:
    """The names earlier runs into this ``--dataset`` folder gave folders of existing code (kept in
    the folder), so a folder keeps its name and another of the same name gets its own."""
    folder = config.getoption("dataset_dir", None)
    return folder_sources(Path(folder)) if folder and not config.getoption("dataset_overwrite", False) else {}


def run_file(run: SynthRun) -> Path:
    """Where the run's discovery is shared between its xdist processes."""
    return run.settings.cache_dir / "ingest" / "runs" / f"{run.run_id}.json"


def _once_per_run(config: pytest.Config, run: SynthRun) -> sources.Discovery:
    """The discovery of this run: read from its file, or made by this process under the file's lock."""
    path = run_file(run)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, however this process ends
        if path.is_file():
            return sources.Discovery.from_dict(json.loads(path.read_text()))
        found = _discover(config, run)
        partial = path.with_suffix(f".{os.getpid()}.partial")
        partial.write_text(json.dumps(found.to_dict()))
        os.replace(partial, path)
        return found


def forget(run: SynthRun) -> None:
    """Controller side, at the end: the run's shared files go."""
    for path in (run_file(run), run_file(run).with_suffix(".lock")):
        path.unlink(missing_ok=True)


class _Progress:
    """Lines on stderr while existing code is ingested (a cold warp-tests run takes minutes before the
    tests start): one every 10 modules, one per module skipped, and one a minute per module still running."""

    def __init__(self) -> None:
        self.finished = 0

    def done(self, candidate, result) -> None:
        self.finished += 1
        if self.finished % 10 == 0 or result.skipped:
            note = f" ({candidate.source}:{candidate.module} skipped: {result.skipped})" if result.skipped else ""
            print(f"synth: ingested {self.finished} modules of existing code{note}", file=sys.stderr, flush=True)

    def running(self, candidate, seconds: float) -> None:
        print(f"synth: still ingesting {candidate.source}:{candidate.module} ({seconds:.0f} s)", file=sys.stderr, flush=True)
