"""pytest plugin for the benchmark: each process writes its peak RSS, the seconds it spent in
each stage (``synth.stages.batch.STAGE_SECONDS``), its CPU seconds (its own, and its finished
child processes': nvcc, g++, the emulated kernels, and in the controller the processes that
ingest existing code, with the largest one's peak RSS) and when it started, began its first test
and ended its last one (wall clock), when its session ends."""

import json
import os
import resource
import time
from pathlib import Path

_times = {"configured": 0.0, "first_test": None, "last_test": None}


def pytest_configure(config):
    _times["configured"] = time.time()


def pytest_runtest_logstart(nodeid, location):
    if _times["first_test"] is None:
        _times["first_test"] = time.time()


def pytest_runtest_logfinish(nodeid, location):
    _times["last_test"] = time.time()


def pytest_sessionfinish(session):
    out = os.environ.get("SYNTH_BENCH_RSS_DIR")
    if not out:
        return
    from synth.stages.batch import STAGE_SECONDS

    role = session.config.workerinput["workerid"] if hasattr(session.config, "workerinput") else "controller"
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    record = {"role": role, "peak_rss_mb": peak_mb, "children_peak_rss_mb": children.ru_maxrss / 1024.0, "stage_seconds": dict(STAGE_SECONDS),
              "cpu_s": own.ru_utime + own.ru_stime, "children_cpu_s": children.ru_utime + children.ru_stime,
              **_times, "finished": time.time()}
    Path(out, f"{role}-{os.getpid()}.json").write_text(json.dumps(record))
