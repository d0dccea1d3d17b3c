"""pytest plugin for the benchmark: each process writes its peak RSS, the seconds it spent in
each stage (``synth.stages.batch.STAGE_SECONDS``) and its CPU seconds (its own, and its finished
child processes': nvcc, g++, the emulated kernels) when its session ends."""

import json
import os
import resource
from pathlib import Path


def pytest_sessionfinish(session):
    out = os.environ.get("SYNTH_BENCH_RSS_DIR")
    if not out:
        return
    from synth.stages.batch import STAGE_SECONDS

    role = session.config.workerinput["workerid"] if hasattr(session.config, "workerinput") else "controller"
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    record = {"role": role, "peak_rss_mb": peak_mb, "stage_seconds": dict(STAGE_SECONDS),
              "cpu_s": own.ru_utime + own.ru_stime, "children_cpu_s": children.ru_utime + children.ru_stime}
    Path(out, f"{role}-{os.getpid()}.json").write_text(json.dumps(record))
