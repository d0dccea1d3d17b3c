"""Merging: exact dedup keeps the lowest case, the split is a function of the hash, the card and Parquet are plain."""

import hashlib
import json

import pytest

from synth.dataset import schema
from synth.dataset.card import front_matter, plots, render, size_category
from synth.dataset.folder import ShardWriter, with_checksum
from synth.dataset.merge import dedup, merge, parse_split, split_of
from synth.dataset.near_dup import near_duplicates
from synth.dataset.records import dumps

TEXTS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward")


def record(category: str, seed: int, digest: str, body: str = "x = 1") -> dict:
    source = f"@wp.kernel\ndef {category}_s{seed:06d}():\n    {body}\n"
    return {
        "id": f"{category}-s{seed:06d}", "category": category, "seed": seed, "kernel_name": f"{category}_s{seed:06d}",
        "python_source": source, **dict.fromkeys(TEXTS, "ir"), "cuda_standalone": None, "ptx": None, "resources": None,
        "launch": {"dim": [4], "args": []}, "checks": {"test_a": {"passed": True}}, "versions": {"warp": "1.19.0"}, "hash": digest,
    }  # fmt: skip


def test_parse_split():
    assert parse_split("80,10,10") == (80, 10, 10)
    for bad in ("80,20", "a,b,c", "0,0,0", "-1,1,100"):
        with pytest.raises(ValueError, match="three non-negative integers"):
            parse_split(bad)


def test_split_is_a_function_of_the_hash():
    digests = [hashlib.sha256(str(n).encode()).hexdigest() for n in range(1000)]
    splits = [split_of(d, (80, 10, 10)) for d in digests]
    assert splits == [split_of(d, (80, 10, 10)) for d in digests]
    assert 0.7 < splits.count("train") / len(splits) < 0.9
    assert {split_of(d, (0, 0, 1)) for d in digests} == {"test"}


def test_dedup_keeps_the_lowest_case():
    records = {r["id"]: r for r in (record("math", 12, "h1"), record("math", 3, "h1"), record("arithmetic", 40, "h1"), record("math", 5, "h2"))}
    kept, removed = dedup(records)
    assert [r["id"] for r in kept] == ["arithmetic-s000040", "math-s000005"]
    assert removed == {"math-s000003": "arithmetic-s000040", "math-s000012": "arithmetic-s000040"}


def test_near_duplicates_are_found_and_distinct_kernels_are_not():
    base = "def kernel(a, out):\n" + "".join(f"    x{k} = a[i] * {k}.0 + wp.sin(a[i])\n" for k in range(30))
    texts = {"a": base, "b": base.replace("x29 = a[i] * 29.0", "x29 = a[i] * 31.0"), "c": "def other():\n    return 1\n"}
    pairs = near_duplicates(texts)
    assert [(a, b) for a, b, _ in pairs] == [("a", "b")]
    assert pairs[0][2] >= 0.9


def test_merge_writes_sorted_splits_and_matching_stats(tmp_path):
    writer = ShardWriter(tmp_path / ".shards" / "records-main-r.jsonl")
    for n in range(30):
        writer.append(with_checksum(record("math" if n % 2 else "arithmetic", n, hashlib.sha256(bytes([n])).hexdigest(), body=f"x = {n}")))
    writer.append(with_checksum(record("math", 99, hashlib.sha256(bytes([1])).hexdigest())))  # an exact duplicate of math-s000001
    writer.close()
    failures = ShardWriter(tmp_path / ".shards" / "failures-main-r.jsonl")
    failures.append(with_checksum({"id": "math-s000100", "category": "math", "seed": 100, "stages": {"test_a": {"passed": False, "label": "mismatch"}}}))
    failures.close()
    merged = merge(tmp_path, (50, 25, 25))
    stats = merged.stats
    assert stats["records"] == 30 and stats["exact_duplicates"] == {"math-s000099": "math-s000001"}
    total = 0
    for split in ("train", "val", "test"):
        rows = [json.loads(line) for line in (tmp_path / f"{split}.jsonl").read_text().splitlines()]
        assert [(r["category"], r["seed"]) for r in rows] == sorted((r["category"], r["seed"]) for r in rows)
        assert {r["split"] for r in rows} <= {split} and len(rows) == stats["by_split"][split]
        total += len(rows)
    assert total == 30
    assert stats["stages"]["test_a"] == {"passed": 31, "failed": 1, "not_run": 0, "pass_rate": round(31 / 32, 4)}
    assert stats["failure_labels"] == {"mismatch": 1}
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    merge(tmp_path, (50, 25, 25))
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()} == before

    images = plots(stats, merged.records)
    assert set(images) == {"categories.png", "lengths.png", "pass_rates.png"}
    assert all(png.startswith(b"\x89PNG") for png in images.values())
    run = {"command": "pytest --dataset d", "finished": "now", "workers": 2, "duration_s": 1.0, "new_records": 30, "records_per_s": 30.0, "new_failures": 1}
    card = render(stats, run, [run])
    assert "**30 records**" in card and "| math |" in card and "plots/pass_rates.png" in card


def full_record(category: str, seed: int, digest: str, body: str = "x = 1") -> dict:
    """``record`` with every declared column, as ``build_record`` and the merge make it."""
    found = {name: None for name in schema.NAMES}
    return {**found, **record(category, seed, digest, body), "kind": "generated", "split": "train", "features": ["launch_1d"], "statements": 1}


def test_parquet_shards_are_cut_by_size_in_order_with_the_declared_schema(tmp_path):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    from synth.dataset import parquet

    rows = [full_record("math", n, f"{n:064x}", body="x = 1" + " + 1" * (n % 7) * 200) for n in range(40)]
    sizes = [len(dumps(r).encode()) for r in rows]
    limit_file, limit_group = 4 * max(sizes), max(sizes) + 1
    names = parquet.write_split(tmp_path, "train", rows, {"checks": ["test_a"], "resources": []}, max_file_bytes=limit_file, max_row_group_bytes=limit_group)
    assert len(names) > 2 and names == [parquet.file_name("train", i, len(names)) for i in range(len(names))]
    assert names[0] == f"train-00000-of-{len(names):05d}.parquet"
    ids = []
    for name in names:
        file = pq.ParquetFile(tmp_path / "data" / name)
        assert file.schema_arrow == schema.arrow_schema({"checks": ["test_a"], "resources": []})
        groups = [file.read_row_group(g) for g in range(file.num_row_groups)]
        group_sizes = [sum(len(dumps(r).encode()) for r in rows if r["id"] in set(g.column("id").to_pylist())) for g in groups]
        assert all(size <= limit_group or g.num_rows == 1 for size, g in zip(group_sizes, groups, strict=True))
        assert sum(group_sizes) <= limit_file or file.metadata.num_rows == 1
        ids += file.read().column("id").to_pylist()
    assert ids == [r["id"] for r in rows]  # every row once, in order
    table = pq.read_table(tmp_path / "data" / names[0])
    assert table.column("launch")[0].as_py() == {"dim": [4], "args": []}
    assert table.column("checks")[0].as_py() == {"test_a": {**dict.fromkeys(dict(schema.CHECK)), "passed": True}}
    assert table.column("features").type == pa.list_(pa.string())
    again = tmp_path / "again"
    parquet.write_split(again, "train", rows, {"checks": ["test_a"], "resources": []}, max_file_bytes=limit_file, max_row_group_bytes=limit_group)
    assert all((again / "data" / n).read_bytes() == (tmp_path / "data" / n).read_bytes() for n in names)


def test_cut_keeps_each_range_under_the_limit_and_an_oversized_row_alone():
    from synth.dataset.parquet import cut

    assert cut([], 10) == [(0, 0)]
    assert cut([4, 4, 4, 30, 1, 9], 10) == [(0, 2), (2, 3), (3, 4), (4, 6)]


def test_the_front_matter_declares_splits_files_features_and_licence():
    yaml = pytest.importorskip("yaml")
    stats = {"records": 1500, "by_split": {"train": 1200, "val": 300, "test": 0}, "by_kind": {"generated": 1400, "warp_module": 100},
             "sources": {"warp-examples": {"records": 100, "packages": ["warp-lang 1.19.0"], "licences": ["Apache-2.0"]}}}  # fmt: skip
    meta = yaml.safe_load(front_matter(stats, True, {"checks": ["nvrtc"], "resources": ["sm_90"]}).split("---\n")[1])
    assert meta["license"] == "apache-2.0" and meta["size_categories"] == ["1K<n<10K"]
    assert meta["configs"] == [{"config_name": "default", "data_files": [
        {"split": "train", "path": "data/train-*.parquet"}, {"split": "validation", "path": "data/val-*.parquet"}]}]  # fmt: skip
    features = meta["dataset_info"]["features"]
    assert [f["name"] for f in features] == list(schema.NAMES)
    assert next(f for f in features if f["name"] == "checks")["struct"][0]["name"] == "nvrtc"
    jsonl = yaml.safe_load(front_matter(stats, False, {"checks": ["nvrtc"], "resources": ["sm_90"]}).split("---\n")[1])
    assert jsonl["configs"][0]["data_files"][0] == {"split": "train", "path": "train.jsonl"}
    mixed = {**stats, "sources": {"mine": {"records": 3, "packages": [], "licences": ["unknown"]}}}
    meta = yaml.safe_load(front_matter(mixed, False, {"checks": ["nvrtc"], "resources": ["sm_90"]}).split("---\n")[1])
    assert meta["license"] == "other" and meta["license_name"] == "mixed: Apache-2.0, unknown"
    assert [size_category(n) for n in (0, 999, 1000, 10**5, 5 * 10**7)] == ["n<1K", "n<1K", "1K<n<10K", "100K<n<1M", "10M<n<100M"]
