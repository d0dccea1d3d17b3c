"""Cold seconds per case of each category, every stage, one thread: the figures behind
``synth.plugin.costs.CASE_SECONDS`` (how batches are cut and handed to xdist workers).

Run with ``python -m benchmarks.category_costs`` (about 5 minutes on one core); it prints a
table and the dict to paste. Re-measure when a category is added or a generator changes
much: the figures only order the batches (heaviest first), they never change a result.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def measure(categories: list[str], count: int, root: Path) -> dict[str, float]:
    """Seconds per case of each category: a batch of ``count`` cases through every generated-case
    stage, its compiler builds in the foreground (so the time is the batch's whole cost on one core)."""
    from synth.generate.cases import Case, select_cases
    from synth.stages.batch import Batch, Settings
    from synth.stages.registry import STAGES

    stages = [s for s in STAGES.values() if s.kind == Case.kind]
    settings = Settings(cache_dir=root / "cache")

    def run(cases: list) -> float:
        batch = Batch(f"{cases[0].id}--{cases[-1].id}", cases, settings)
        start = time.perf_counter()
        try:
            for stage in stages:
                for case in cases:
                    try:
                        batch.value(case, stage.compute)
                    except Exception:  # a failing or skipped case still cost its time
                        pass
            return time.perf_counter() - start
        finally:
            batch.close()

    run(select_cases(["arithmetic"], 4, 10_000))  # Warp's precompiled headers, built once per process
    seconds = {}
    for name in categories:
        seconds[name] = run(select_cases([name], count, 0)) / count
        print(f"  {name:20s} {seconds[name]:.3f} s per case", flush=True)
    return seconds


def main(argv=None) -> int:
    from synth.generate.categories import CATEGORIES

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--count", type=int, default=16, help="cases per category (default 16)")
    parser.add_argument("--categories", default=None, help="comma-separated categories (default: all)")
    args = parser.parse_args(argv)
    names = args.categories.split(",") if args.categories else list(CATEGORIES)
    unknown = [n for n in names if n not in CATEGORIES]
    if unknown:
        raise SystemExit(f"--categories: unknown {', '.join(unknown)}; valid: {', '.join(CATEGORIES)}")
    with tempfile.TemporaryDirectory(prefix="synth-costs-") as tmp:
        os.environ["WARP_CACHE_PATH"] = str(Path(tmp) / "warp")  # cold: an empty Warp kernel cache
        print(f"cold seconds per case, {args.count} cases per category, one thread", flush=True)
        seconds = measure(names, args.count, Path(tmp))
    print("\nCASE_SECONDS = {")
    for name, value in seconds.items():
        print(f'    "{name}": {value:.3f},')
    print("}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
