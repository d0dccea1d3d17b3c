#!/usr/bin/env bash
# Every device check of a CUDA host in one bounded run (about 8 minutes on an H200 with 16 cores).
#
#   bash gpu/run-device-checks.sh OUT [MODULES]
#
# Run from the project root with the harness importable (installed, or an offline site on
# PYTHONPATH: docs/how-to/run-on-a-cuda-host.md). Each step has its own time limit and log, so a
# step that is cut still leaves the others' results and names what failed (-rA, JUnit XML):
#   env         the device, driver, Python and Warp versions
#   tile_stack  what the device computes for Warp's tile-stack test kernels (gpu/record_tile_stack.py)
#   gpu_tests   the gpu stages over two cases a category, and existing code with captured launches
#               (MODULES, default below): module_gpu_replay and module_gpu_binary among them
#   bench       verified cases a second, cold, every stage, at 2,000 cases of the 38 categories
#               but tile_matmul (its GEMM builds are timed on their own)
#   hostile     the evaluator's hostile and right candidates judged with the device
# OUT/steps.txt lists each step's exit status and seconds; OUT/checks.json counts the dataset's
# checks by stage and outcome. STEPS="gpu_tests bench" runs only the steps it names.
set -u
out=${1:?usage: bash gpu/run-device-checks.sh OUT [MODULES]}
modules=${2:-tests/captured,warp.tests.tile.test_tile_stack,warp.tests.test_sparse,warp.tests.tile.test_tile_load,warp.tests.tile.test_tile_view,warp.tests.tile.test_tile_construction,warp.tests.tile.test_tile_fused_ops}
mkdir -p "$out"
workers=$(nproc)
data=$(mktemp -d)
categories=$(python3 -c "from synth.generate.categories import CATEGORIES; print(','.join(c for c in CATEGORIES if c != 'tile_matmul'))")

steps=" ${STEPS:-env tile_stack gpu_tests bench hostile} "

step() {
  local name=$1 limit=$2 start rc
  shift 2
  [[ $steps == *" $name "* ]] || return 0
  start=$(date +%s)
  timeout -k 10 "$limit" "$@" > "$out/$name.log" 2>&1
  rc=$?
  echo "$name rc=$rc $(( $(date +%s) - start ))s (limit ${limit}s)" | tee -a "$out/steps.txt"
}

step env 60 sh -c 'nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; nvcc --version | tail -2; python3 --version; python3 -c "from synth.warp import warp_ir; wp = warp_ir.warp(); print(wp.__version__, wp.get_device(\"cuda:0\").name)"'
step tile_stack 90 python3 gpu/record_tile_stack.py "$out/tile_stack.npz"
step gpu_tests 200 python3 -m pytest -q -n "$workers" -p no:cacheprovider -m "gpu or not gpu" tests/test_pipeline.py tests/test_gpu.py \
  tests/test_modules.py tests/unit/gpu tests/unit/warp/test_handles.py --synth-count 2 --synth-modules "$modules" --dataset "$data" -rA --junitxml "$out/gpu_tests.xml"
[[ $steps == *" gpu_tests "* ]] && python3 - "$data" "$out/checks.json" <<'PY'
import collections, json, pathlib, sys
records = [json.loads(line) for f in sorted(pathlib.Path(sys.argv[1]).glob("*.jsonl")) for line in open(f)]
outcomes = collections.defaultdict(collections.Counter)
compared = collections.Counter()
for r in records:
    for stage, check in (r.get("checks") or {}).items():
        outcomes[stage]["passed" if check.get("passed") else "skipped" if check.get("skipped") else "other"] += 1
        if check.get("compared"):
            compared[f"{stage}: {check['compared'][:60]}"] += 1
replays = collections.Counter(
    f"{r['provenance']['source']} {(r.get('build') or {}).get('launch')} block_dim {(r.get('build') or {}).get('block_dim')}: {'passed' if r['checks']['module_gpu_replay'].get('passed') else 'not passed'}"
    for r in records if "module_gpu_replay" in r.get("checks", {})
)
launches = sum(int(r["checks"]["module_gpu_replay"]["inputs"].split()[0]) for r in records if r.get("checks", {}).get("module_gpu_replay", {}).get("passed"))
json.dump({"records": len(records), "checks": outcomes, "compared": compared, "gpu_replay_launches": launches, "gpu_replay_by_source": replays}, open(sys.argv[2], "w"), indent=1)
PY
step bench 200 python3 -m benchmarks.bench --pipeline-only --cold-only --device --workers "$workers" --cases 2000 --categories "$categories"
[[ $steps == *" bench "* ]] && cp benchmarks/results.json "$out/bench-results.json"
step hostile 100 python3 -m pytest -q -n "$workers" -p no:cacheprovider -m gpu tests/acceptance/test_evaluate.py -rA --junitxml "$out/hostile.xml"
rm -rf "$data"
