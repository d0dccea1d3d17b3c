"""pytest plugin for the benchmark: each process writes its peak RSS, the seconds it spent in
each stage, wall and CPU (``synth.stages.batch.STAGE_SECONDS`` and ``STAGE_CPU``), its CPU seconds (its own, and its finished
child processes': nvcc, g++, the emulated kernels, and in the controller the processes that
ingest existing code, with the largest one's peak RSS) and when it started, began its first test
and ended its last one (wall clock), when its session ends. The controller (the one process that
receives every report) also writes each failed test: its node id, phase, label and first line, so a
run's failures are named, never only counted."""

import json
import os
import resource
import time
from pathlib import Path

_times = {"configured": 0.0, "first_test": None, "last_test": None}
_failures: list[dict] = []


def pytest_configure(config):
    _times["configured"] = time.time()


def pytest_runtest_logstart(nodeid, location):
    if _times["first_test"] is None:
        _times["first_test"] = time.time()


def pytest_runtest_logfinish(nodeid, location):
    _times["last_test"] = time.time()


def pytest_runtest_logreport(report):
    if report.failed:
        _failures.append(failure(report))


def pytest_collectreport(report):
    if report.failed:
        _failures.append(failure(report, label="collection_error"))


def failure(report, label: str | None = None) -> dict:
    """A failed report as ``{test, when, label, message}``: the label of the case's outcome
    (``synth.plugin.outcomes.OUTCOME``), ``crash`` for a worker that died (xdist's ``???`` phase),
    else ``mismatch`` for an assertion and ``crash`` for any other exception, as
    ``synth.plugin.artifacts.label_of`` labels a case test's."""
    from synth.plugin.outcomes import OUTCOME

    crash = getattr(report.longrepr, "reprcrash", None)
    message = crash.message if crash is not None else str(report.longrepr or "")
    entry = (dict(getattr(report, "user_properties", ())).get(OUTCOME) or {}).get("entry") or {}
    when = getattr(report, "when", "collect")
    if label is None:
        label = entry.get("label") or ("crash" if when == "???" or not message.startswith(("AssertionError", "assert ")) else "mismatch")
    lines = message.strip().splitlines()
    return {"test": report.nodeid, "when": when, "label": label, "message": lines[0][:300] if lines else ""}


def pytest_sessionfinish(session):
    out = os.environ.get("SYNTH_BENCH_RSS_DIR")
    if not out:
        return
    from synth.stages.batch import STAGE_CPU, STAGE_SECONDS

    role = session.config.workerinput["workerid"] if hasattr(session.config, "workerinput") else "controller"
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    record = {"role": role, "peak_rss_mb": peak_mb, "children_peak_rss_mb": children.ru_maxrss / 1024.0, "stage_seconds": dict(STAGE_SECONDS),
              "stage_cpu_seconds": dict(STAGE_CPU),
              "cpu_s": own.ru_utime + own.ru_stime, "children_cpu_s": children.ru_utime + children.ru_stime,
              **_times, "finished": time.time()}
    if role == "controller":
        record["failures"] = _failures
    Path(out, f"{role}-{os.getpid()}.json").write_text(json.dumps(record))
