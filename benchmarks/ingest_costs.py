"""What ingesting existing code costs, per module, and the default subset of Warp's examples and tests chosen from it.

``python -m benchmarks.ingest_costs measure SPEC[,SPEC] --out FILE`` ingests the SPECs' modules
(``synth.stages.ingest``, one bounded process each, ``--jobs`` at a time) with an empty Warp kernel
cache and an empty harness cache, as a fresh clone would, and writes per module: the CPU seconds of
its ingesting process (user + system, its compilers included: the cost on a shared host, where wall
time is not), its wall seconds, and its kernels (Warp's hash, where the inputs come from, whether
the four IR texts and PTX were made, the gradient check's outcome). It prints the counts per source.

``python -m benchmarks.ingest_costs choose --costs FILE --budget CPU_SECONDS`` picks the modules of
``warp-examples`` and ``warp-tests`` (``--pool``) that ``nox -s dataset`` ingests by default from
such a file, deterministically: every other source's modules (``warp-library``) are always in;
then, greedily, the pool's module that adds the most value per CPU second, where value counts each
kernel not yet recorded by a module already chosen (Warp's hash is the identity, as in the merge)
once, and once more if its inputs were captured (a CPU run on real inputs and a gradient check);
ties by source and name; a module is taken while the total stays within the budget. A module
that adds no kernel (an example that only fails to import) is never taken.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMITS = {"timeout_s": 600.0, "run_timeout_s": 3600.0}  # generous: a module cut short on a loaded host would be missing, not cheap


def _kernel(entry) -> dict:
    """A ``synth.stages.ingest.contract.KernelEntry`` as the report counts it."""
    ok = entry.codegen_error is None and entry.ptx_error is None and all((entry.ir or {}).values()) and bool(entry.ptx)
    check = entry.gradcheck
    outcome = None if check is None else "skipped" if check.skipped else "passed" if check.passed else check.label
    return {"id": entry.id, "identity": entry.identity, "inputs": entry.inputs, "texts_and_ptx": ok, "gradcheck": outcome}


def measure(specs: list[str], out: Path, jobs: int, archs: tuple[int, ...], cache_dir: Path | None) -> int:
    from synth.stages import ingest
    from synth.stages.ingest import sources

    with tempfile.TemporaryDirectory(prefix="synth-ingest-costs-") as tmp:
        cache = cache_dir or Path(tmp) / "cache"
        os.environ.setdefault("WARP_CACHE_PATH", str(Path(tmp) / "warp"))  # the children inherit it: a cold Warp kernel cache
        candidates = sources.all_candidates(specs)
        start = time.perf_counter()

        def progress(c, r) -> None:
            print(f"  {c.source}:{c.module}: {r.cpu_seconds} CPU s, {r.seconds} s, {len(r.kernels)} kernels {r.skipped or ''}", flush=True)

        results = ingest.ingest_all(candidates, cache, archs, jobs, ingest.Limits(**LIMITS), progress=progress)
        wall = time.perf_counter() - start
        found = ingest.merge(candidates, results)
    modules = []
    for c, r in zip(candidates, results, strict=True):
        modules.append({
            "source": c.source, "module": c.module, "cpu_seconds": r.cpu_seconds, "wall_seconds": r.seconds,
            "skipped": r.skipped, "tests": r.tests.to_dict() if r.tests else None, "kernels": [_kernel(e) for e in r.kernels],
        })  # fmt: skip
    report = {"specs": specs, "archs": list(archs), "jobs": jobs, "wall_seconds": round(wall, 1), "counts": found.counts, "modules": modules}
    out.write_text(json.dumps(report, indent=1, sort_keys=True) + "\n")
    print_counts(report)
    return 0


def distinct(modules: list[dict]) -> dict[str, dict]:
    """The kernels the merge would record, first found first (a kernel found again later with
    captured inputs takes them), by Warp's hash (else by id)."""
    found: dict[str, dict] = {}
    for m in modules:
        for k in m["kernels"]:
            key = k["identity"] or k["id"]
            if key not in found or (found[key]["inputs"] != "captured" and k["inputs"] == "captured" and found[key]["id"] == k["id"]):
                found[key] = {**k, "source": m["source"] if key not in found else found[key]["source"]}
    return found


def print_counts(report: dict) -> None:
    modules = report["modules"]
    kernels = distinct(modules)
    per_source: dict[str, Counter] = {}
    for m in modules:
        n = per_source.setdefault(m["source"], Counter())
        n["modules"] += 1
        n["skipped modules"] += bool(m["skipped"])
        n["cpu_seconds"] += m["cpu_seconds"] or 0.0
    for k in kernels.values():
        n = per_source.setdefault(k["source"], Counter())
        n["recorded"] += 1
        n["with texts and PTX"] += k["texts_and_ptx"]
        n[f"inputs {k['inputs']}"] += 1
        if k["gradcheck"]:
            n[f"gradcheck {k['gradcheck']}"] += 1
    for source, n in sorted(per_source.items()):
        print(f"{source}: " + ", ".join(f"{key} {round(value, 1)}" for key, value in sorted(n.items())))
    total = len(kernels)
    captured = sum(k["inputs"] == "captured" for k in kernels.values())
    print(f"all: {total} distinct kernels, {sum(k['texts_and_ptx'] for k in kernels.values())} with four IR texts and PTX, {captured} with captured inputs "
          f"({captured / max(1, total):.1%}); {sum(m['cpu_seconds'] or 0.0 for m in modules):.0f} CPU s, {report['wall_seconds']} s wall")


POOL = ("warp-examples", "warp-tests")  # sources whose modules the default may leave out; the others' modules are always in
PACKAGES = {"warp-examples": "warp.examples", "warp-tests": "warp.tests", "warp-library": "warp"}


def spec(source: str, module: str) -> str:
    """The --synth-modules SPEC that names one module of a Warp source (``warp.tests.test_codegen``)."""
    return f"{PACKAGES[source]}.{module}" if source in PACKAGES else module


def choose(report: dict, budget: float, pool_sources: tuple[str, ...] = POOL) -> tuple[dict[str, list[str]], float, int, int]:
    """({source: modules chosen}, CPU seconds of everything chosen, distinct kernels, captured) for ``budget`` CPU seconds."""
    fixed = [m for m in report["modules"] if m["source"] not in pool_sources]
    pool = sorted((m for m in report["modules"] if m["source"] in pool_sources and not m["skipped"]), key=lambda m: (m["source"], m["module"]))
    chosen = list(fixed)
    spent = sum(m["cpu_seconds"] or 0.0 for m in fixed)
    while True:
        have = distinct(chosen)
        best, best_rate = None, 0.0
        for m in pool:
            gain = 0
            for k in m["kernels"]:
                if not k["texts_and_ptx"]:
                    continue
                known = have.get(k["identity"] or k["id"])
                gain += (known is None) + (k["inputs"] == "captured" and (known is None or known["inputs"] != "captured"))
            cost = max(m["cpu_seconds"] or 0.0, 0.1)
            if gain and spent + cost <= budget and gain / cost > best_rate:
                best, best_rate = m, gain / cost
        if best is None:
            break
        chosen.append(best)
        pool.remove(best)
        spent += best["cpu_seconds"] or 0.0
    kernels = distinct(chosen)
    names = {source: sorted(m["module"] for m in chosen if m["source"] == source) for source in pool_sources}
    return names, spent, len(kernels), sum(k["inputs"] == "captured" for k in kernels.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ingest_costs", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("measure", help="ingest SPECs cold and write per-module costs")
    m.add_argument("specs", help="comma-separated --synth-modules SPECs, e.g. warp-examples,warp-library,warp-tests")
    m.add_argument("--out", type=Path, required=True)
    m.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    m.add_argument("--archs", default="90", help="--synth-archs (default 90, the plugin's)")
    m.add_argument("--cache-dir", type=Path, default=None, help="harness cache to fill (default: a temporary one); a pytest run with this --synth-cache-dir and the same archs then reuses the results")
    c = sub.add_parser("choose", help="the default subset of Warp's examples and tests within a CPU budget")
    c.add_argument("--costs", type=Path, required=True)
    c.add_argument("--budget", type=float, required=True, help="CPU seconds for ingesting every module chosen (the always-in sources' modules count against it)")
    c.add_argument("--pool", default=",".join(POOL), help=f"sources whose modules may be left out (default {','.join(POOL)}); every other source's modules are in")
    args = parser.parse_args(argv)
    if args.command == "measure":
        return measure(args.specs.split(","), args.out, args.jobs, tuple(int(a) for a in args.archs.split(",")), args.cache_dir)
    report = json.loads(args.costs.read_text())
    names, spent, total, captured = choose(report, args.budget, tuple(args.pool.split(",")))
    counts = ", ".join(f"{len(modules)} of {source}" for source, modules in names.items())
    print(f"{counts}: {spent:.0f} CPU s of {args.budget:.0f}, {total} distinct kernels, {captured} with captured inputs")
    print(json.dumps({source: [spec(source, m) for m in modules] for source, modules in names.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
