"""Combining rank folders: the bytes of one folder holding every shard, and no mixing of versions or settings.

Rank folders are made here as the plugin leaves them (a manifest, checksummed shard lines, a
finished run in runs.jsonl), so these tests need no pytest session.
"""

import hashlib
import json
from pathlib import Path

import pytest

from synth.dataset.combine import CombineError, combine, copy_shards, not_combined
from synth.dataset.finish import read_runs
from synth.dataset.folder import FORMAT, ShardWriter, with_checksum
from synth.dataset.merge import merge

MANIFEST = {"format": FORMAT, "warp": "1.19.0", "harness": "0.4.0", "python": "3.11.7", "nvcc": "13.0", "archs": "90"}
DATA = ("train.jsonl", "val.jsonl", "test.jsonl", "stats.json")


def record(category: str, seed: int) -> dict:
    name = f"{category}_s{seed:06d}"
    return {
        "id": f"{category}-s{seed:06d}", "kind": "generated", "category": category, "seed": seed, "kernel_name": name,
        "python_source": f"@wp.kernel\ndef {name}():\n    x = {seed}\n", "cpu_forward": "ir", "cpu_backward": "ir", "cuda_forward": "ir",
        "cuda_backward": "ir", "cuda_standalone": None, "ptx": None, "resources": None, "launch": {"dim": 4, "args": []},
        "checks": {"nvcc": {"passed": True}}, "versions": {"warp": "1.19.0"}, "hash": hashlib.sha256(f"{category}{seed}".encode()).hexdigest(),
    }  # fmt: skip


def failure(category: str, seed: int) -> dict:
    return {
        "id": f"{category}-s{seed:06d}",
        "category": category,
        "seed": seed,
        "stages": {"nvcc": {"passed": False, "label": "nvcc_error"}},
    }


def shard(path: Path, objects: list[dict]) -> None:
    writer = ShardWriter(path)
    for obj in objects:
        writer.append(with_checksum(obj))
    writer.close()


def rank(folder: Path, seeds: range, manifest: dict = MANIFEST, run: str = "r") -> Path:
    """A rank's folder as a finished session leaves it: records of even seeds, failures of odd ones, two workers."""
    shard(folder / ".shards" / f"records-gw0-{run}.jsonl", [record("math", s) for s in seeds if s % 2 == 0 and s % 4 == 0])
    shard(folder / ".shards" / f"records-gw1-{run}.jsonl", [record("math", s) for s in seeds if s % 2 == 0 and s % 4 != 0])
    shard(folder / ".shards" / f"failures-gw0-{run}.jsonl", [failure("math", s) for s in seeds if s % 2])
    (folder / ".shards" / "manifest.json").write_text(json.dumps(manifest))
    shard(
        folder / ".shards" / "runs.jsonl",
        [{"run": f"{folder.name}-{run}", "workers": 2, "duration_s": 1.5, "exitstatus": 1, "left_for_rerun": 0}],
    )
    return folder


def data(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in DATA}


def test_combined_ranks_are_the_bytes_of_one_folder_of_every_shard(tmp_path):
    ranks = [rank(tmp_path / f"rank-{k}", range(k, 40, 3)) for k in range(3)]
    one = tmp_path / "one"
    for r in ranks:  # every shard line in one folder, as one run would have written them
        for path in (r / ".shards").glob("*-*.jsonl"):
            (one / ".shards").mkdir(parents=True, exist_ok=True)
            (one / ".shards" / path.name.replace("-", f"-{r.name}-", 1)).write_bytes(path.read_bytes())
    merge(one, (80, 10, 10), manifest=MANIFEST)

    target = tmp_path / "out"
    merged, run = combine(ranks, target, (80, 10, 10), False, "python -m synth.distributed ...")
    assert data(target) == data(one)
    assert merged.stats["cases"] == {"attempted": 40, "passed": 20, "failed": 20}
    assert json.loads((target / ".shards" / "manifest.json").read_text()) == MANIFEST
    assert (run["ranks"], run["workers"], run["exitstatus"], run["new_records"]) == (3, 6, 1, 20)
    assert run["rank_runs"] == ["rank-0-r", "rank-1-r", "rank-2-r"]
    assert "**20 records**" in (target / "README.md").read_text()

    shards = sorted(p.name for p in (target / ".shards").glob("*.jsonl"))
    again, run2 = combine(ranks, target, (80, 10, 10), False, "python -m synth.distributed ...")  # a relaunch that had nothing new
    assert sorted(p.name for p in (target / ".shards").glob("*.jsonl")) == shards  # copies replaced, nothing added
    assert data(target) == data(one)
    assert (run2["new_records"], run2["rank_runs"], run2["duration_s"]) == (0, [], 0.0)
    assert [r["run"] for r in read_runs(target)] == [run["run"], run2["run"]]


def test_a_rank_that_ran_again_adds_its_new_shards(tmp_path):
    ranks = [rank(tmp_path / f"rank-{k}", range(k, 20, 2)) for k in range(2)]
    target = tmp_path / "out"
    combine(ranks, target, (80, 10, 10), False, "cmd")
    rank(ranks[1], range(21, 30, 2), run="second")  # rank 1 resumed with other cases (a new run id, new shard files)
    merged, run = combine(ranks, target, (80, 10, 10), False, "cmd")
    assert merged.stats["cases"]["attempted"] == 25
    assert run["rank_runs"] == ["rank-1-second"]


@pytest.mark.parametrize("key", ["archs", "warp", "nvcc"])
def test_ranks_made_with_different_manifests_are_refused(tmp_path, key):
    ranks = [rank(tmp_path / f"rank-{k}", range(k, 12, 3)) for k in range(3)]
    (ranks[2] / ".shards" / "manifest.json").write_text(json.dumps({**MANIFEST, key: "other"}))
    with pytest.raises(CombineError) as refused:
        combine(ranks, tmp_path / "out", (80, 10, 10), False, "cmd")
    message = str(refused.value)
    assert f"different versions or settings ({key})" in message
    assert f"{ranks[2]} has {key} 'other'" in message and f"{ranks[0]} has {key} {MANIFEST[key]!r}" in message
    assert not (tmp_path / "out" / "train.jsonl").exists()


def test_missing_unstarted_and_unfinished_ranks_are_refused(tmp_path):
    good = rank(tmp_path / "rank-0", range(0, 6))
    with pytest.raises(CombineError, match="rank-1 is missing: its rank never ran"):
        combine([good, tmp_path / "rank-1"], tmp_path / "out", (80, 10, 10), False, "cmd")
    (tmp_path / "rank-1").mkdir()
    with pytest.raises(CombineError, match="holds no dataset"):
        combine([good, tmp_path / "rank-1"], tmp_path / "out", (80, 10, 10), False, "cmd")
    unfinished = rank(tmp_path / "rank-2", range(6, 9))
    (unfinished / ".shards" / "runs.jsonl").unlink()  # shards written, but its session never reached its end
    with pytest.raises(CombineError, match="no session of its rank finished"):
        combine([good, unfinished], tmp_path / "out", (80, 10, 10), False, "cmd")
    assert not (tmp_path / "out" / "train.jsonl").exists()


def test_a_target_of_other_versions_is_refused(tmp_path):
    ranks = [rank(tmp_path / "rank-0", range(4))]
    target = tmp_path / "out"
    (target / ".shards").mkdir(parents=True)
    (target / ".shards" / "manifest.json").write_text(json.dumps({**MANIFEST, "harness": "0.1.0"}))
    with pytest.raises(CombineError, match="other versions or settings than the ranks: harness '0.1.0' \\(ranks: '0.4.0'\\)"):
        combine(ranks, target, (80, 10, 10), False, "cmd")


def test_a_target_being_written_is_refused(tmp_path):
    import fcntl

    ranks = [rank(tmp_path / "rank-0", range(4))]
    target = tmp_path / "out"
    (target / ".shards").mkdir(parents=True)
    with open(target / ".shards" / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        with pytest.raises(CombineError, match="being written by another run"):
            combine(ranks, target, (80, 10, 10), False, "cmd")


def test_a_rank_being_written_is_refused(tmp_path):
    import fcntl

    ranks = [rank(tmp_path / f"rank-{k}", range(k, 6, 2)) for k in range(2)]
    with open(ranks[1] / ".shards" / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a pytest of that rank still running
        with pytest.raises(CombineError, match=f"{ranks[1]} is being written by another run"):
            combine(ranks, tmp_path / "out", (80, 10, 10), False, "cmd")
    combine(ranks, tmp_path / "out", (80, 10, 10), False, "cmd")  # every lock was released
    assert (tmp_path / "out" / "train.jsonl").exists()


def test_the_output_is_checked_against_the_ranks_shards_not_a_marker(tmp_path):
    """What a relaunch asks instead of trusting the combine's completion marker: are the ranks'
    shard files in the output byte for byte, and are its outputs the merge of its shards as they are?"""
    ranks = [rank(tmp_path / f"rank-{k}", range(k, 12, 2)) for k in range(2)]
    target = tmp_path / "out"
    assert "holds shard lines" in not_combined(ranks, target)  # never combined
    combine(ranks, target, (80, 10, 10), False, "cmd")
    assert not_combined(ranks, target) is None

    rank(ranks[1], range(21, 24, 2), run="second")  # rank 1 ran again (--rerun-completed) after the combine
    assert f"{ranks[1]}/.shards/failures-gw0-second.jsonl holds shard lines that {target} does not" == not_combined(ranks, target)
    copy_shards(ranks[1], target)  # a combine killed (or out of space) after copying, before its merge was published
    assert not_combined(ranks, target) == "its shards changed since its last merge"
    combine(ranks, target, (80, 10, 10), False, "cmd")
    assert not_combined(ranks, target) is None

    published = (target / "train.jsonl").resolve()
    published.write_text(published.read_text().splitlines(keepends=True)[0])  # an output that lost lines (11 of 12 records)
    assert not_combined(ranks, target) == "train.jsonl is not the file its last merge wrote"
