"""Merge the shards into the dataset: dedup by hash, split by hash, write files and statistics.

The outputs are a function of the set of shard lines alone (sorted, canonical JSON, no time),
so any worker count, batching, kill-and-resume history gives the same bytes.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from synth.dataset import parquet as parquet_files
from synth.dataset import schema
from synth.dataset.folder import FORMAT, Shards, read_shards
from synth.dataset.near_dup import SHINGLE, THRESHOLD, near_duplicates
from synth.dataset.records import TEXT_FIELDS, dumps, normalized_source
from synth.toolchain.files import atomic_write

SPLITS = ("train", "val", "test")
DEFAULT_SPLIT = (80, 10, 10)


def parse_split(raw: str) -> tuple[int, int, int]:
    """``"80,10,10"`` -> (80, 10, 10): three non-negative integer weights, not all zero."""
    try:
        weights = tuple(int(x) for x in raw.split(","))
    except ValueError:
        weights = ()
    if len(weights) != 3 or min(weights) < 0 or sum(weights) == 0:
        raise ValueError(f"expected three non-negative integers for train,val,test like 80,10,10; got {raw!r}")
    return weights


def split_of(digest: str, weights: tuple[int, int, int]) -> str:
    """Deterministic split from the source hash: identical kernels always land in the same split."""
    bucket = int(digest[:16], 16) % sum(weights)
    for name, weight in zip(SPLITS, weights, strict=True):
        if bucket < weight:
            return name
        bucket -= weight
    raise AssertionError("unreachable")


def order_key(record: dict) -> tuple[str, int, str]:
    """Category, then seed (generated) or id (existing code, which has no seed)."""
    return record["category"], record["seed"] if record["seed"] is not None else -1, record["id"]


def dedup(records: dict[str, dict]) -> tuple[list[dict], dict[str, str]]:
    """Records with a unique hash (the lowest case of each), in id order; and removed id -> kept id."""
    kept: dict[str, dict] = {}
    removed = {}
    for record in sorted(records.values(), key=order_key):
        first = kept.setdefault(record["hash"], record)
        if first is not record:
            removed[record["id"]] = first["id"]
    return sorted(kept.values(), key=order_key), removed


def _distribution(values: list[int]) -> dict:
    if not values:
        return {"count": 0}
    ordered = sorted(values)
    return {
        "count": len(values),
        "min": ordered[0],
        "p50": statistics.median_low(ordered),
        "mean": round(statistics.fmean(ordered), 1),
        "p90": ordered[min(len(ordered) - 1, (9 * len(ordered)) // 10)],
        "max": ordered[-1],
    }


def text_length(value) -> int:
    """Characters of a text field; of all its texts for a per-architecture mapping (``ptx``)."""
    return len(value) if isinstance(value, str) else sum(len(v) for v in value.values() if isinstance(v, str))


def _stage_counts(shards: Shards) -> dict:
    """Per check (test): cases where it passed, failed, or did not run, over every case attempted."""
    counts: dict[str, Counter] = defaultdict(Counter)
    entries = [r["checks"] for r in shards.records.values()] + [f["stages"] for f in shards.failures.values()]
    for checks in entries:
        for name, entry in checks.items():
            outcome = {True: "passed", False: "failed", None: "not_run"}[entry.get("passed")]
            counts[name][outcome] += 1
    result = {}
    for name in sorted(counts):
        c = counts[name]
        ran = c["passed"] + c["failed"]
        result[name] = {
            "passed": c["passed"],
            "failed": c["failed"],
            "not_run": c["not_run"],
            "pass_rate": round(c["passed"] / ran, 4) if ran else None,
        }
    return result


def compute_stats(shards: Shards, kept: list[dict], removed: dict, near: list, weights, manifest: dict | None) -> dict:
    by_split = Counter(r["split"] for r in kept)
    by_cat_split: dict[str, Counter] = defaultdict(Counter)
    for r in kept:
        by_cat_split[r["category"]][r["split"]] += 1
    failures_by_cat = Counter(f["category"] for f in shards.failures.values())
    labels = Counter(
        entry.get("label") or "failed" for f in shards.failures.values() for entry in f["stages"].values() if entry.get("passed") is False
    )
    involved = {x for a, b, _ in near for x in (a, b)}
    split = {r["id"]: r["split"] for r in kept}
    sizes = {f"{field}_chars": _distribution([text_length(r[field]) for r in kept if r.get(field)]) for field in TEXT_FIELDS}
    sizes["python_source_lines"] = _distribution([r["python_source"].count("\n") for r in kept])
    categories = sorted(set(by_cat_split) | set(failures_by_cat))
    return {
        "by_kind": dict(sorted(Counter(r.get("kind", "generated") for r in kept).items())),
        "sources": _sources(kept),
        "format": FORMAT,
        "versions": manifest or {},
        "split_weights": dict(zip(SPLITS, weights, strict=True)),
        "cases": {"attempted": len(shards.records) + len(shards.failures), "passed": len(shards.records), "failed": len(shards.failures)},
        "records": len(kept),
        "exact_duplicates_removed": len(removed),
        "exact_duplicates": dict(sorted(removed.items())),
        "by_split": {s: by_split[s] for s in SPLITS},
        "by_category": {c: {**{s: by_cat_split[c][s] for s in SPLITS}, "total": sum(by_cat_split[c].values()), "failed": failures_by_cat[c]} for c in categories},
        "stages": _stage_counts(shards),
        "failure_labels": dict(sorted(labels.items())),
        "sizes": sizes,
        "near_duplicates": {
            "threshold": THRESHOLD,
            "shingle_tokens": SHINGLE,
            "pairs": len(near),
            "cross_split_pairs": sum(split[a] != split[b] for a, b, _ in near),
            "records_with_near_duplicate": len(involved),
            "rate": round(len(involved) / len(kept), 4) if kept else 0.0,
            "examples": [list(p) for p in near[:20]],
        },
    }


def _sources(kept: list[dict]) -> dict:
    """Existing code by source: records, where their CPU run's inputs came from, and the packages,
    versions and licences their provenance names."""
    found: dict[str, dict] = {}
    for r in kept:
        where = r.get("provenance")
        if not isinstance(where, dict):
            continue
        entry = found.setdefault(where["source"], {"records": 0, "packages": set(), "licences": set(), "inputs": {}})
        entry["records"] += 1
        inputs = where.get("inputs") or "not recorded"
        entry["inputs"][inputs] = entry["inputs"].get(inputs, 0) + 1
        if where.get("package"):
            entry["packages"].add(f"{where['package']} {where.get('version') or ''}".strip())
        entry["licences"].add(where.get("licence") or "unknown")
    return {
        s: {"records": e["records"], "packages": sorted(e["packages"]), "licences": sorted(e["licences"]), "inputs": dict(sorted(e["inputs"].items()))}
        for s, e in sorted(found.items())
    }


@dataclass
class Merged:
    records: list[dict]
    stats: dict
    broken_lines: int
    done: set[str]  # case ids with a record or a recorded failure
    passed: set[str]  # case ids with a record (before dedup)


def merge(root: Path, weights=DEFAULT_SPLIT, parquet: bool = False, manifest: dict | None = None, out: Path | None = None) -> Merged:
    """Read every shard of ``root`` and write the split files and stats.json into ``out``
    (default ``root``; ``finish.merge_and_publish`` writes into ``folder.staging_folder`` and publishes it whole)."""
    shards = read_shards(root)
    root = Path(out or root)
    kept, removed = dedup(shards.records)
    for record in kept:
        record["split"] = split_of(record["hash"], weights)
    keys = schema.keyed_names(kept)
    for name in SPLITS:
        rows = [r for r in kept if r["split"] == name]
        atomic_write(root / f"{name}.jsonl", "".join(dumps(r) + "\n" for r in rows))
        if parquet:
            parquet_files.write_split(root, name, rows, keys)
    near = near_duplicates({r["id"]: normalized_source(r["python_source"], r["kernel_name"]) for r in kept})
    stats = compute_stats(shards, kept, removed, near, weights, manifest)
    atomic_write(root / "stats.json", dumps(stats) + "\n")
    return Merged(kept, stats, shards.broken_lines, shards.done, set(shards.records))
