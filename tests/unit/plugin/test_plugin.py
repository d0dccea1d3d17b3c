"""The plugin's command line: valid options select the right cases, bad ones are usage errors (exit 4)."""

import gc
import subprocess
import sys
from pathlib import Path

import pytest

from synth.generate.cases import Case, parse_case_id, select_cases
from synth.generate.categories import CATEGORIES
from synth.plugin.core import GC_YOUNG_THRESHOLD
from synth.stages.batch import plan_batches

ROOT = Path(__file__).resolve().parents[3]


def run_pytest(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=300, env=env,
    )


def test_once_collected_the_session_heap_is_frozen_and_young_collections_are_rarer():
    """``settle_heap`` ran when this very session's collection finished (``pytest_collection_finish``)."""
    assert gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] == GC_YOUNG_THRESHOLD != 700


def test_collect_one_case_per_category_per_stage():
    result = run_pytest("--collect-only", "-q", "--synth-count", "1", "tests/test_pipeline.py")
    assert result.returncode == 0, result.stdout + result.stderr
    ids = [line for line in result.stdout.splitlines() if "::" in line]
    stages = {line.split("::")[1].split("[")[0] for line in ids}
    assert len(stages) >= 3
    for stage in stages:
        cases = {line.split("[")[1].rstrip("]").split("@")[0] for line in ids if f"::{stage}[" in line}
        assert cases == {f"{cat}-s000000" for cat in CATEGORIES}, stage


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--synth-categories", "arithmetic,nope"], "valid: arithmetic, vector"),
        (["--synth-count", "0"], "--synth-count must be >= 1"),
        (["--synth-count", "three"], "expects an integer"),
        (["--synth-shard", "3/2"], "1 <= K <= N"),
        (["--synth-shard", "0/2"], "1 <= K <= N"),
        (["--synth-shard", "1-2"], "expects K/N"),
        (["--synth-seed", "-1"], "--synth-seed must be >= 0"),
        (["--synth-batch", "0"], "--synth-batch must be >= 1"),
        (["--synth-require", "gcc"], "valid: nvcc"),
        (["--synth-archs", "sm90"], "--synth-archs expects"),
    ],
)
def test_bad_options_are_usage_errors(in_process_pytest, args, message):
    result = in_process_pytest("--collect-only", "-q", *args)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str() + result.stderr.str()
    assert message in result.stderr.str()


def test_shards_partition_the_cases():
    everything = select_cases(list(CATEGORIES), 3, 0)
    shards = [select_cases(list(CATEGORIES), 3, 0, (k, 4)) for k in range(1, 5)]
    assert sorted(c for s in shards for c in s) == sorted(everything)
    assert all(s for s in shards)


def test_case_ids_round_trip():
    case = Case("matrix", 42)
    assert case.id == "matrix-s000042"
    assert parse_case_id(case.id) == case
    with pytest.raises(ValueError, match="categories"):
        parse_case_id("nosuch-s000001")


def test_batches_are_consecutive_chunks_in_a_multiple_of_the_workers():
    cases = select_cases(list(CATEGORIES), 3, 0)
    for size, workers in ((8, 1), (8, 2), (8, 5), (32, 2), (1000, 3)):
        batches = plan_batches(cases, size, workers)
        assert [c for b in batches.values() for c in b] == sorted(cases, key=lambda c: c.block_dim or 0)  # tile kernels last, by block_dim
        assert all(len(b) <= size for b in batches.values()) and len(batches) % workers == 0
        assert max(map(len, batches.values())) - min(map(len, batches.values())) <= 1
    fewest = -(-len(cases) // 8)  # batches of at most 8; with 2 workers, a multiple of 2 of them
    assert len(plan_batches(cases, 8, 1)) == fewest and len(plan_batches(cases, 8, 2)) == fewest + fewest % 2
    assert len(plan_batches(cases[:3], 8, 5)) == 3  # never an empty batch



def test_batches_cut_at_even_cost_stay_consecutive_and_within_size():
    cases = select_cases(list(CATEGORIES), 20, 0)
    cost = {c: (50.0 if c.category == "tile_matmul" else 0.2) for c in cases}
    even_count = plan_batches(cases, 64, 2)
    even_cost = plan_batches(cases, 64, 2, cost=cost.__getitem__)
    assert [c for b in even_cost.values() for c in b] == [c for b in even_count.values() for c in b]
    assert len(even_cost) % 2 == 0 and all(0 < len(b) <= 64 for b in even_cost.values())

    def heaviest(plan):
        return max(sum(map(cost.__getitem__, b)) for b in plan.values())

    assert heaviest(even_cost) < 0.7 * heaviest(even_count)  # the tile_matmul cases spread over more batches
    assert heaviest(even_cost) <= sum(cost.values()) / 4  # no batch over half a worker's even share
    assert len(plan_batches(cases[:3], 8, 5, cost=cost.__getitem__)) == 3  # never an empty batch


def test_batches_are_added_only_where_full_batches_of_cheap_cases_crowd_out_the_expensive():
    """Sixteen batches of 64 hold 1,000 cheap cases and leave the 20 expensive ones one batch: more
    batches let them spread; where that batch stays within half a worker's share, the count is the fewest."""
    cases = [c for c in select_cases(list(CATEGORIES), 40, 0) if not c.block_dim][:1020]  # no tiles: kept in order
    cheap, dear = cases[:1000], cases[1000:]
    cost = {**{c: 0.2 for c in cheap}, **{c: 30.0 for c in dear}}
    crowded = plan_batches(cases, 64, 2, cost=cost.__getitem__)
    assert len(crowded) > 16 and max(sum(map(cost.__getitem__, b)) for b in crowded.values()) <= sum(cost.values()) / 4
    mild = {**{c: 0.2 for c in cheap}, **{c: 1.0 for c in dear}}
    assert len(plan_batches(cases, 64, 2, cost=mild.__getitem__)) == 16  # no batch past half a share: the fewest

@pytest.mark.slow
def test_stale_snapshot_files_fail_a_full_run_only(tmp_path):
    """A snapshot file no test asserts fails a run over the whole default set (both stage files);
    a partial run (-k, node ids, other counts, one stage file of two) cannot tell and says nothing,
    and under --snapshot-update deletes nothing it did not assert."""
    import shutil

    snapshots = tmp_path / "snapshots"
    shutil.copytree(ROOT / "snapshots", snapshots)
    (snapshots / "arithmetic-s000000" / "stale.cpp").write_text("x")
    stage_files = ["tests/test_pipeline.py", "tests/test_modules.py"]
    full = run_pytest(*stage_files, "--synth-snapshots", str(snapshots), "-p", "no:randomly")
    assert full.returncode == 1 and "arithmetic-s000000/stale.cpp" in full.stdout, full.stdout[-2000:]
    partial = run_pytest("tests/test_pipeline.py", "-k", "snapshot and arithmetic-s000000", "--synth-snapshots", str(snapshots))
    assert partial.returncode == 0, partial.stdout[-2000:]
    one_file = run_pytest("tests/test_modules.py", "--synth-snapshots", str(snapshots), "--snapshot-update")
    assert one_file.returncode == 0 and (snapshots / "arithmetic-s000000" / "stale.cpp").exists(), one_file.stdout[-2000:]
    assert (snapshots / "arithmetic-s000000" / "warp.py").exists(), "a run of the module stages deleted a generated case's snapshots"
    update = run_pytest(*stage_files, "--synth-snapshots", str(snapshots), "--snapshot-update")
    assert update.returncode == 0 and not (snapshots / "arithmetic-s000000" / "stale.cpp").exists(), update.stdout[-2000:]


@pytest.mark.slow
def test_a_dataset_elsewhere_never_moves_the_project_root(tmp_path):
    """``pytest -n 2 --dataset /elsewhere`` with no test path: pytest reads the option's value as a
    test path when it looks for the rootdir (pytest-dev/pytest#8846). On a first run the folder
    does not exist yet, but xdist workers start after it was made: they get the controller's root,
    so their snapshot tests pass. On a resume (the folder exists) the controller's own rootdir
    would be /elsewhere: the run is refused with the form that works, ``--dataset=/elsewhere``."""
    elsewhere = tmp_path / "elsewhere"
    narrow = ["--synth-categories", "arithmetic", "--synth-count", "1", "--synth-modules", "none", "-k", "test_ir_snapshot or test_standalone_snapshot"]
    first = run_pytest("-n", "2", "-p", "no:randomly", "--dataset", str(elsewhere), *narrow)
    assert first.returncode == 0, first.stdout[-3000:]
    assert "ir_snapshot              1 passed" in first.stdout and "standalone_snapshot      1 passed" in first.stdout, first.stdout[-3000:]
    resumed = run_pytest("-n", "2", "-p", "no:randomly", "--dataset", str(elsewhere), *narrow)
    assert resumed.returncode == pytest.ExitCode.USAGE_ERROR
    assert f"Write --dataset={elsewhere} (one argument)" in resumed.stderr, resumed.stdout[-2000:] + resumed.stderr[-2000:]
    joined = run_pytest("-n", "2", "-p", "no:randomly", f"--dataset={elsewhere}", *narrow)
    assert joined.returncode == 0 and "ir_snapshot              1 passed" in joined.stdout, joined.stdout[-3000:]
