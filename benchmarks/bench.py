"""Benchmark of the harness: throughput of the full pipeline and of each compiler step, batched
and one-per-case, and peak memory. Prints a table and writes benchmarks/results.json.

Run with ``nox -s bench`` (or ``python -m benchmarks.bench --cases 506``). Cold runs use
an empty Warp kernel cache and an empty harness cache in a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results.json"


def _default_batch() -> int:
    from synth.plugin.options import DEFAULT_BATCH

    return DEFAULT_BATCH


def _categories(chosen: str | None = None) -> list[str]:
    """Every category, or the comma-separated ``chosen`` ones (to time the workload of an older main)."""
    from synth.generate.categories import CATEGORIES

    if not chosen:
        return list(CATEGORIES)
    names = chosen.split(",")
    unknown = [n for n in names if n not in CATEGORIES]
    if unknown:
        raise SystemExit(f"--categories: unknown {', '.join(unknown)}; valid: {', '.join(CATEGORIES)}")
    return names


def _cases(total: int, chosen: str | None = None):
    from synth.generate.cases import select_cases

    per_category = max(1, -(-total // len(_categories(chosen))))
    return select_cases(_categories(chosen), per_category, 0)


def with_root() -> str:
    """PYTHONPATH for a child: the project first, then whatever the caller had (an install by PYTHONPATH, as on an offline host)."""
    return os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))


def run_pytest(args: list[str], workdir: Path, rss_dir: Path, env: dict[str, str] | None = None) -> float:
    """Wall time of one pytest run in a subprocess with its own Warp cache under ``workdir`` (``env``: more variables)."""
    env = {**os.environ, **(env or {}), "WARP_CACHE_PATH": str(workdir / "warp"), "SYNTH_BENCH_RSS_DIR": str(rss_dir), "PYTHONPATH": with_root()}
    rss_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "benchmarks.rss_plugin", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"pytest {' '.join(args)} exited {proc.returncode}:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    tail = [line for line in proc.stdout.splitlines() if line.strip()][-1:]
    print(f"    pytest {' '.join(args[:6])}... -> {tail[0] if tail else ''} in {elapsed:.1f}s", flush=True)
    for row in failed_tests(rss_dir):
        print(f"      FAILED {row['test']} [{row['label']}] {row['when']}: {row['message']}", flush=True)
    return elapsed


def failed_tests(rss_dir: Path) -> list[dict]:
    """Every failed test of one run, as the controller saw it (``benchmarks/rss_plugin.py``):
    ``{test, when, label, message}``, in the order they failed."""
    rows = [json.loads(p.read_text()) for p in rss_dir.glob("controller-*.json")]
    return [failure for row in rows for failure in row.get("failures", [])]


def gpu_name() -> str | None:
    """The first CUDA device's name (``nvidia-smi``), for a run with the gpu stages; None where it cannot be asked."""
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    names = out.stdout.strip().splitlines()
    return names[0].strip() if out.returncode == 0 and names else None


def peak_rss(rss_dir: Path) -> dict:
    rows = [json.loads(p.read_text()) for p in rss_dir.glob("*.json")]
    workers = [r["peak_rss_mb"] for r in rows if r["role"] != "controller"]
    controller = [r["peak_rss_mb"] for r in rows if r["role"] == "controller"]
    return {"worker_max_mb": max(workers, default=0.0), "controller_mb": max(controller, default=0.0)}


def cpu_seconds(rss_dir: Path, wall: float, cores: int) -> dict[str, float]:
    """Where the machine's time went in one run: CPU seconds of the controller, of the workers'
    own Python and in-process compilers (Warp's LLVM, NVRTC), of their child processes (nvcc,
    g++, emulated kernels), and what was left idle of wall x cores (start-up waits, the last
    batch running on one worker while the others are done)."""
    rows = [json.loads(p.read_text()) for p in rss_dir.glob("*.json")]
    out = {"controller": sum(r.get("cpu_s", 0.0) for r in rows if r["role"] == "controller"),
           "workers": sum(r.get("cpu_s", 0.0) for r in rows if r["role"] != "controller"),
           "worker_children": sum(r.get("children_cpu_s", 0.0) for r in rows if r["role"] != "controller")}
    out["idle"] = max(0.0, wall * cores - sum(out.values()))
    controller = next((r for r in rows if r["role"] == "controller"), None)
    workers = [r for r in rows if r["role"] != "controller" and r.get("first_test")]
    if controller and workers:  # of the idle time: workers not yet testing, or done while another still was
        out["workers_starting"] = sum(r["first_test"] - controller["configured"] for r in workers)
        out["workers_done_waiting"] = sum(max(w["last_test"] for w in workers) - r["last_test"] for r in workers)
    return out


def stage_costs(rss_dir: Path, cases: int, key: str = "stage_seconds") -> dict[str, float]:
    """Seconds per case in each stage, summed over the workers (a stage's nested stages excluded):
    what each step costs the machine, whichever worker paid it. ``key``: ``stage_seconds`` (wall)
    or ``stage_cpu_seconds`` (CPU, ``synth.stages.batch.STAGE_CPU``)."""
    total: dict[str, float] = {}
    for path in rss_dir.glob("*.json"):
        for name, seconds in json.loads(path.read_text()).get(key, {}).items():
            short = name.removeprefix("synth.stages.")
            total[short] = total.get(short, 0.0) + seconds / cases
    return dict(sorted(total.items(), key=lambda kv: -kv[1]))


def _codegen_chunk(args) -> tuple[int, float]:
    """Sources and the four IR texts for a chunk of cases, in one worker process: (cases, seconds).

    The clock starts after Warp is imported and initialized (a one-off per process, as for a
    pytest worker), so the figure is the per-case throughput.
    """
    ids, cache_dir, batch = args
    from synth.generate.cases import parse_case_id
    from synth.stages import codegen
    from synth.stages.batch import Pipeline, Settings, plan_batches
    from synth.warp import warp_ir

    warp_ir.warp()
    start = time.perf_counter()
    cases = [parse_case_id(i) for i in ids]
    pipeline = Pipeline(plan_batches(cases, batch), Settings(cache_dir=Path(cache_dir)))
    for case in cases:
        pipeline.get(case, codegen.ir)
    return len(cases), time.perf_counter() - start


def codegen_rate(cases, workers: int, cache_dir: Path, batch: int) -> float:
    """Cases per second over all workers: the slowest worker's time bounds the run."""
    ids = [c.id for c in cases]
    chunks = [(ids[k::workers], str(cache_dir), batch) for k in range(workers)]
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(_codegen_chunk, chunks))
    return sum(n for n, _ in results) / max(seconds for _, seconds in results)


WARP_BUILD = """
import sys, time, json
from pathlib import Path
from synth.warp import warp_ir
from synth.stages import codegen
from synth.stages.batch import Batch, Settings
from synth.generate.cases import parse_case_id
from synth.stages import cuda_builds
from synth.render.cuda import units
ids = sys.argv[1].split(",")
cache = Path(sys.argv[2])
cases = [parse_case_id(i) for i in ids]
batch = Batch("bench", cases, Settings(cache_dir=cache))
kernels = [codegen.import_case_kernel(batch, c) for c in cases]
# the first CPU build in a process pays a one-off LLVM and precompiled-header set-up: not a per-case cost
t = time.perf_counter()
warmup = parse_case_id("arithmetic-s999999")
w = Batch("warmup", [warmup], Settings(cache_dir=cache))
module, _ = warp_ir.bind_batch([codegen.import_case_kernel(w, warmup)], "bench_warmup")
warp_ir.build_cpu(module)
first = time.perf_counter() - t
t = time.perf_counter()
module, _ = warp_ir.bind_batch(kernels, "bench_batched")
warp_ir.build_cpu(module)
batched = time.perf_counter() - t
t = time.perf_counter()
for k in kernels:
    module, _ = warp_ir.bind_batch([k], "bench_single_" + k.key)
    warp_ir.build_cpu(module)
single = time.perf_counter() - t
print(json.dumps({"batched_s": batched, "single_s": single, "first_build_s": first}))
"""


def warp_cpu_build(cases, workdir: Path) -> dict:
    env = {**os.environ, "WARP_CACHE_PATH": str(workdir / "warp_build"), "PYTHONPATH": with_root()}
    out = subprocess.run([sys.executable, "-c", WARP_BUILD, ",".join(c.id for c in cases), str(workdir / "cache_build")],
                         cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def nvcc_build(cases, workdir: Path) -> dict | None:
    """Batched vs one-per-case nvcc (PTX + executable) for the standalone .cu files."""
    from synth.stages import cuda_builds
    from synth.toolchain import nvcc

    if nvcc.find_nvcc() is None:
        return None
    specs = [c.spec for c in cases]
    t = time.perf_counter()
    cuda_builds.compile_specs(specs, (90,), workdir / "nvcc_batched")
    batched = time.perf_counter() - t
    t = time.perf_counter()
    for spec in specs:
        cuda_builds.compile_specs([spec], (90,), workdir / "nvcc_single" / spec.name)
    single = time.perf_counter() - t
    return {"batched_s": batched, "single_s": single}


def modules_run(spec: str, workers: str) -> int:
    """Existing code alone, cold (empty Warp and harness caches): its wall time and the peak RSS of
    each kind of process (the target: at most 1 GB per worker)."""
    with tempfile.TemporaryDirectory(prefix="synth-bench-modules-") as tmp:
        tmp = Path(tmp)
        print(f"existing code --synth-modules {spec}, -n {workers}, cold caches", flush=True)
        args = ["-q", "-n", str(workers), "-m", "not gpu", "tests/test_modules.py", "--synth-categories", "none", "--synth-modules", spec,
                "--synth-cache-dir", str(tmp / "cache"), f"--dataset={tmp / 'data'}"]
        wall = run_pytest(args, tmp, tmp / "rss")
        rows = [json.loads(p.read_text()) for p in (tmp / "rss").glob("*.json")]
        records = sum(1 for name in ("train", "val", "test") for _ in (tmp / "data" / f"{name}.jsonl").open())
    results = {
        "spec": spec, "workers": workers, "cores": os.cpu_count(), "wall_s": wall, "records": records,
        "peak_rss_mb_per_worker": max((r["peak_rss_mb"] for r in rows if r["role"] != "controller"), default=0.0),
        "controller_rss_mb": max((r["peak_rss_mb"] for r in rows if r["role"] == "controller"), default=0.0),
        "ingesting_process_peak_rss_mb": max((r.get("children_peak_rss_mb", 0.0) for r in rows if r["role"] == "controller"), default=0.0),
    }
    for key, value in results.items():
        print(f"  {key:32s} {value:.1f}" if isinstance(value, float) else f"  {key:32s} {value}")
    (ROOT / "benchmarks" / "results-modules.json").write_text(json.dumps(results, indent=2, sort_keys=True) + "\n")
    return 0


COLLECT_ARGS = ["--collect-only", "-q", "tests/test_pipeline.py", "--synth-categories", "arithmetic", "--synth-count", "1"]


def collect_costs(repeats: int = 3) -> int:
    """What a collect-only of generated tests costs with the default ``--synth-modules`` and with
    ``none``, each on a cold harness cache: CPU seconds (the process and its children) and peak RSS
    (the larger of the process's and its largest child's), the median of ``repeats`` runs. Existing
    code is ingested only when a test asks for it, so the two should be within 10%."""
    found: dict[str, dict] = {}
    for label, extra in (("default modules", []), ("--synth-modules none", ["--synth-modules", "none"])):
        runs = []
        for _ in range(repeats):
            with tempfile.TemporaryDirectory(prefix="synth-bench-collect-") as tmp:
                tmp = Path(tmp)
                run_pytest([*COLLECT_ARGS, *extra, "--synth-cache-dir", str(tmp / "cache")], tmp, tmp / "rss")
                (row,) = [json.loads(p.read_text()) for p in (tmp / "rss").glob("*.json")]
                runs.append((row["cpu_s"] + row["children_cpu_s"], max(row["peak_rss_mb"], row["children_peak_rss_mb"])))
        found[label] = {"cpu_s": sorted(r[0] for r in runs)[repeats // 2], "peak_rss_mb": sorted(r[1] for r in runs)[repeats // 2]}
    base, default = found["--synth-modules none"], found["default modules"]
    found["ratio"] = {"cpu_s": default["cpu_s"] / base["cpu_s"], "peak_rss_mb": default["peak_rss_mb"] / base["peak_rss_mb"]}
    for label in ("default modules", "--synth-modules none"):
        print(f"  {label:24s} {found[label]['cpu_s']:6.2f} CPU-s  {found[label]['peak_rss_mb']:7.1f} MB peak RSS", flush=True)
    print(f"  {'ratio':24s} {found['ratio']['cpu_s']:6.2f}x        {found['ratio']['peak_rss_mb']:7.2f}x  (target <= 1.10)", flush=True)
    (ROOT / "benchmarks" / "results-collect.json").write_text(json.dumps(found, indent=2, sort_keys=True) + "\n")
    return 0 if max(found["ratio"].values()) <= 1.10 else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=506, help="cases in the full-pipeline run (default 506: 46 per category)")
    parser.add_argument("--sample", type=int, default=32, help="cases in the batched-vs-single compiler comparison")
    parser.add_argument("--batch", type=int, default=None, help="--synth-batch for the pipeline runs (default: the plugin's)")
    parser.add_argument("--workers", default="auto", help="pytest -n value (default auto)")
    parser.add_argument("--categories", default=None, help="comma-separated categories (default: all); e.g. an older main's, to compare like with like")
    parser.add_argument("--modules", default=None, metavar="SPEC",
                        help="only a cold run of existing code (--synth-modules SPEC, e.g. warp-examples,warp-library): wall time, peak RSS of the "
                             "controller, of each worker and of the ingesting processes; writes benchmarks/results-modules.json")
    parser.add_argument("--device", action="store_true",
                        help="on a CUDA host: the pipeline runs the gpu stages too (Warp CUDA launches, the binaries on the device), "
                             "-m 'gpu or not gpu' over tests/test_pipeline.py and tests/test_gpu.py; a missing device or nvcc is an error")
    parser.add_argument("--inline-builds", action="store_true",
                        help="nvcc and g++ run where a test asks for them, not on a background thread: slower, but the per-stage "
                             "CPU table charges every compiler process to its own stage (what a stage costs, for a before/after)")
    parser.add_argument("--cold-only", action="store_true", help="with --pipeline-only: the cold run alone (no warm rerun), for a short device lease")
    parser.add_argument("--pipeline-only", action="store_true",
                        help="only the full-pipeline runs and the per-stage table (for a quick before/after); kept in results.json "
                             "as pipeline_only_cpu or pipeline_only_device, the rest of the file unchanged")
    parser.add_argument("--collect", action="store_true",
                        help="only the collect-only costs: the default --synth-modules against none, cold (target: within 10%%); "
                             "writes benchmarks/results-collect.json")
    args = parser.parse_args(argv)
    if args.collect:
        return collect_costs()

    workers = os.cpu_count() if args.workers == "auto" else int(args.workers)
    if args.modules:
        return modules_run(args.modules, args.workers)
    cases = _cases(args.cases, args.categories)
    per_category = len(cases) // len(_categories(args.categories))
    category_args = ["--synth-categories", args.categories] if args.categories else []
    sample = _cases(args.sample)[: args.sample]
    batch_args = ["--synth-batch", str(args.batch)] if args.batch else []
    results: dict = {"cases": len(cases), "categories": _categories(args.categories), "workers": workers, "cores": os.cpu_count(), "machine": platform.machine(),
                     "python": platform.python_version(), "device_stages": args.device, "gpu": gpu_name() if args.device else None}
    stage_args = ["-m", "not gpu", "tests/test_pipeline.py"]
    if args.device:  # every stage, the gpu ones included: what a CUDA host's dataset run does
        stage_args = ["-m", "gpu or not gpu", "tests/test_pipeline.py", "tests/test_gpu.py", "--synth-require", "gpu,nvcc"]

    with tempfile.TemporaryDirectory(prefix="synth-bench-") as tmp:
        tmp = Path(tmp)
        print(f"full pipeline{' with the gpu stages' if args.device else ''}, {len(cases)} cases, -n {args.workers}, cold caches", flush=True)
        common = ["-q", "-n", str(args.workers), *stage_args, "--synth-count", str(per_category),
                  "--synth-cache-dir", str(tmp / "cache"), "--synth-snapshots", str(tmp / "snapshots"), *batch_args, *category_args]
        from synth.stages.batch import INLINE_BUILDS

        inline = {INLINE_BUILDS: "1"} if args.inline_builds else None
        cold = run_pytest([*common, "--snapshot-update"], tmp, tmp / "rss_cold", inline)
        rss = peak_rss(tmp / "rss_cold")
        warm = None if args.cold_only and args.pipeline_only else run_pytest(common, tmp, tmp / "rss_warm", inline)
        results["full_pipeline_cold_s"] = cold
        results["full_pipeline_cases_per_s"] = len(cases) / cold
        results["full_pipeline_warm_cases_per_s"] = len(cases) / warm if warm else float("nan")
        results["peak_rss_mb_per_worker"] = rss["worker_max_mb"]
        results["controller_rss_mb"] = rss["controller_mb"]
        results["stage_seconds_per_case_cold"] = stage_costs(tmp / "rss_cold", len(cases))
        results["stage_seconds_per_case_warm"] = stage_costs(tmp / "rss_warm", len(cases))
        results["stage_cpu_seconds_per_case_cold"] = stage_costs(tmp / "rss_cold", len(cases), "stage_cpu_seconds")
        results["inline_builds"] = args.inline_builds
        results["cpu_seconds_cold"] = cpu_seconds(tmp / "rss_cold", cold, os.cpu_count() or 1)
        results["cpu_seconds_warm"] = cpu_seconds(tmp / "rss_warm", warm, os.cpu_count() or 1) if warm else {}
        results["failed_tests_cold"] = failed_tests(tmp / "rss_cold")
        results["failed_tests_warm"] = failed_tests(tmp / "rss_warm") if warm else []
        if args.pipeline_only:
            print_stage_table(results)
            record_pipeline_run(results)
            return 0

        print("codegen only (four IR texts per case)", flush=True)
        results["codegen_cases_per_s"] = codegen_rate(cases, workers, tmp / "cache", args.batch or _default_batch())

        print(f"Warp CPU build, {len(sample)} kernels: one module vs one per kernel (cold)", flush=True)
        wb = warp_cpu_build(sample, tmp)
        results["warp_cpu_build_batched_s"] = wb["batched_s"]
        results["warp_cpu_build_single_s"] = wb["single_s"]
        results["warp_cpu_build_batch_ratio"] = wb["single_s"] / wb["batched_s"]
        results["warp_cpu_first_build_s"] = wb["first_build_s"]

        print(f"nvcc, {len(sample)} standalone files: one translation unit vs one per file", flush=True)
        nb = nvcc_build(sample, tmp)
        if nb:
            results["nvcc_batched_s"] = nb["batched_s"]
            results["nvcc_single_s"] = nb["single_s"]
            results["nvcc_batch_ratio"] = nb["single_s"] / nb["batched_s"]

        print("default test session (pytest -n auto), cold then warm", flush=True)
        results["cold_default_session_s"] = run_pytest(["-q", "-n", str(args.workers)], tmp, tmp / "rss_default_cold")
        results["warm_default_session_s"] = run_pytest(["-q", "-n", str(args.workers)], tmp, tmp / "rss_default")

    print_table(results)
    print_stage_table(results)
    RESULTS.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n")
    print(f"wrote {RESULTS.relative_to(ROOT)}")
    return 0


def record_pipeline_run(results: dict, path: Path = RESULTS) -> None:
    """Keep a ``--pipeline-only`` run in ``results.json`` under ``pipeline_only_device`` or
    ``pipeline_only_cpu`` (the latest of each), beside the last full run's figures."""
    kept = json.loads(path.read_text()) if path.is_file() else {}
    kept["pipeline_only_device" if results["device_stages"] else "pipeline_only_cpu"] = results
    path.write_text(json.dumps(kept, indent=2, sort_keys=True) + "\n")
    print(f"wrote {path.name} ({'pipeline_only_device' if results['device_stages'] else 'pipeline_only_cpu'})")


def print_table(r: dict) -> None:
    rows = [
        ("full CPU-verified pipeline, cold", f"{r['full_pipeline_cases_per_s']:.2f} cases/s", "target >= 5"),
        ("full CPU-verified pipeline, warm", f"{r['full_pipeline_warm_cases_per_s']:.2f} cases/s", ""),
        ("codegen only (4 IR texts)", f"{r['codegen_cases_per_s']:.0f} cases/s", "target >= 300"),
        ("Warp CPU build batched / single", f"{r['warp_cpu_build_batched_s']:.1f} s / {r['warp_cpu_build_single_s']:.1f} s",
         f"ratio {r['warp_cpu_build_batch_ratio']:.1f}x (target >= 15)"),
        ("Warp CPU first build in a process", f"{r['warp_cpu_first_build_s']:.1f} s", "one-off LLVM/PCH set-up"),
    ]
    if "nvcc_batch_ratio" in r:
        rows.append(("nvcc batched / single", f"{r['nvcc_batched_s']:.1f} s / {r['nvcc_single_s']:.1f} s",
                     f"ratio {r['nvcc_batch_ratio']:.1f}x (target >= 15)"))
    rows += [
        ("peak RSS per worker", f"{r['peak_rss_mb_per_worker']:.0f} MB", "target <= 1500"),
        ("controller RSS", f"{r['controller_rss_mb']:.0f} MB", ""),
        ("default test session, cold", f"{r['cold_default_session_s']:.1f} s", ""),
        ("default test session, warm", f"{r['warm_default_session_s']:.1f} s", "target < 60"),
    ]
    print(f"\n{r['cases']} cases, {r['workers']} workers, {r['cores']} cores")
    for name, value, note in rows:
        print(f"  {name:36s} {value:>24s}  {note}")


def print_stage_table(r: dict) -> None:
    cold, warm = r["stage_seconds_per_case_cold"], r["stage_seconds_per_case_warm"]
    print(f"\nfull pipeline: {r['full_pipeline_cases_per_s']:.2f} cases/s cold, {r['full_pipeline_warm_cases_per_s']:.2f} warm;"
          f" peak RSS per worker {r['peak_rss_mb_per_worker']:.0f} MB")
    cpu = r.get("stage_cpu_seconds_per_case_cold", {})
    exact = "builds inline: each compiler process charged to its stage" if r.get("inline_builds") else "background builds' compilers charged to the stage then running"
    print(f"seconds per case in each stage (all workers, nested stages excluded), {r['cases']} cases; CPU: {exact}")
    print(f"  {'stage':40s} {'cold':>8s} {'warm':>8s} {'CPU cold':>9s}")
    for name in sorted(cold.keys() | cpu.keys(), key=lambda n: -cpu.get(n, cold.get(n, 0.0))):
        print(f"  {name:40s} {cold.get(name, 0.0):8.3f} {warm.get(name, 0.0):8.3f} {cpu.get(name, 0.0):9.3f}")
    print(f"  {'all stages':40s} {sum(cold.values()):8.3f} {sum(warm.values()):8.3f} {sum(cpu.values()):9.3f}")
    failed = r.get("failed_tests_cold", [])
    print(f"failed tests, cold: {len(failed)}" + "".join(f"\n  {f['test']} [{f['label']}] {f['when']}: {f['message']}" for f in failed))
    if "cpu_seconds_cold" in r:
        print(f"CPU seconds of the whole run (wall x {r['cores']} cores)")
        for name in r["cpu_seconds_cold"]:
            print(f"  {name:40s} {r['cpu_seconds_cold'][name]:8.1f} {r['cpu_seconds_warm'].get(name, 0.0):8.1f}")


if __name__ == "__main__":
    sys.exit(main())
