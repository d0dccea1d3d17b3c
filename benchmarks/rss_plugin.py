"""pytest plugin for the benchmark: each process writes its peak RSS when its session ends."""

import json
import os
import resource
from pathlib import Path


def pytest_sessionfinish(session):
    out = os.environ.get("SYNTH_BENCH_RSS_DIR")
    if not out:
        return
    role = session.config.workerinput["workerid"] if hasattr(session.config, "workerinput") else "controller"
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # Linux: KiB
    Path(out, f"{role}-{os.getpid()}.json").write_text(json.dumps({"role": role, "peak_rss_mb": peak_mb}))
