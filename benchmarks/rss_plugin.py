"""pytest plugin for the benchmark: each process writes its peak RSS and the seconds it spent in
each stage (``synth.stages.batch.STAGE_SECONDS``) when its session ends."""

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
    record = {"role": role, "peak_rss_mb": peak_mb, "stage_seconds": dict(STAGE_SECONDS)}
    Path(out, f"{role}-{os.getpid()}.json").write_text(json.dumps(record))
