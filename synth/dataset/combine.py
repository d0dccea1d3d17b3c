"""Combine the dataset folders of a run split over machines (one per ``--synth-shard`` rank) into one.

The merged outputs are a function of the set of shard lines alone (``synth.dataset.merge``), so
copying every rank's shard files into the target's ``.shards/`` and merging there gives the bytes
one run over every case would. Folders made with other versions or settings never mix: every
rank's manifest must be the same, and the target's, if it has one. Each combine copies the shard
files the target lacks or has shorter (a shard file is append-only, so one of the same size is the
same file), atomically, so a combine that was interrupted is simply run again.
"""

from __future__ import annotations

import datetime
import json
import uuid
from pathlib import Path

from synth.dataset.finish import merge_and_publish, read_runs
from synth.dataset.folder import (
    FORMAT,
    SHARD_KINDS,
    SHARDS,
    DatasetDir,
    DatasetDirError,
    differing_keys,
    file_sha256,
    has_parquet,
    read_shards,
    refuse_special_files,
    shard_digests,
    shard_files,
    stale,
)
from synth.dataset.merge import Merged
from synth.toolchain.files import atomic_write


class CombineError(Exception):
    """Rank folders that cannot be combined (missing, never finished, other versions or settings), or a target that cannot take them."""


def rank_manifest(folder: Path) -> dict:
    """The manifest of a rank's folder, refusing one no session of that rank finished in."""
    folder = Path(folder)
    path = folder / SHARDS / "manifest.json"
    if not folder.is_dir():
        raise CombineError(f"{folder} is missing: its rank never ran")
    try:
        refuse_special_files(sorted((folder / SHARDS).iterdir()) if (folder / SHARDS).is_dir() else [])
    except DatasetDirError as exc:
        raise CombineError(str(exc)) from None
    if not path.exists():
        raise CombineError(f"{folder} holds no dataset ({SHARDS}/manifest.json is missing): its rank never started a session")
    try:
        manifest = json.loads(path.read_text())
    except (ValueError, UnicodeDecodeError) as exc:
        raise CombineError(f"{path} is unreadable ({exc})") from None
    if not isinstance(manifest, dict):
        raise CombineError(f"{path} is unreadable (not an object)")
    if not read_runs(folder):
        raise CombineError(
            f"{folder}: no session of its rank finished ({SHARDS}/runs.jsonl has no whole run line): run that rank again "
            "(a relaunch of python -m synth.distributed does; --rerun-completed runs every rank again)"
        )
    return manifest


def common_manifest(folders: list[Path]) -> dict:
    """The manifest every folder shares; refused, naming the keys and folders that differ, when they do not."""
    if not folders:
        raise CombineError("no rank folder to combine")
    manifests = {Path(f): rank_manifest(f) for f in folders}
    first, expected = next(iter(manifests.items()))
    differing = {f: differing_keys(expected, m) for f, m in manifests.items()}
    differing = {f: keys for f, keys in differing.items() if keys}
    if differing:
        keys = sorted(set().union(*differing.values()))
        detail = "; ".join(f"{f} has " + ", ".join(f"{k} {manifests[f].get(k)!r}" for k in ks) for f, ks in differing.items())
        raise CombineError(
            f"the rank folders were made with different versions or settings ({', '.join(keys)}): {first} has "
            + ", ".join(f"{k} {expected.get(k)!r}" for k in keys)
            + f"; {detail}. A dataset never mixes them: make every rank with the same environment and options"
        )
    if expected.get("format") != FORMAT:
        raise CombineError(
            f"the rank folders have dataset format {expected.get('format')!r}; this harness writes {FORMAT}: combine them with the harness that made them"
        )
    return expected


def _copies(folder: Path, target: Path) -> list[tuple[Path, Path]]:
    """A rank's shard files and the names they have in ``target/.shards/`` (named after the rank's folder)."""
    folder = Path(folder)
    return [
        (path, Path(target) / SHARDS / f"{kind}-{folder.name}-{path.name.removeprefix(kind + '-')}")
        for kind in SHARD_KINDS
        for path in shard_files(folder / SHARDS, kind)
    ]


def copy_shards(folder: Path, target: Path) -> None:
    """Copy a rank's shard files into ``target/.shards/``, named after the rank's folder."""
    for path, dest in _copies(folder, target):
        if dest.exists() and dest.stat().st_size == path.stat().st_size:
            continue  # append-only: the same size is the same bytes
        atomic_write(dest, path.read_bytes())


def not_combined(folders: list[Path], target: Path) -> str | None:
    """Why ``target`` is not the combine of the rank ``folders`` as they are now; None when it is.

    What a relaunch checks instead of trusting a completion marker (a combine killed, or failed
    on a full disk, after an earlier one completed leaves that marker): every rank's shard file is
    in the target byte for byte (sha256), and the target's outputs are the merge of its shards as
    they are (``folder.stale``: the shards it was made from, the files it wrote).
    """
    target = Path(target)
    digests = shard_digests(target)
    for folder in folders:
        for path, dest in _copies(folder, target):
            if digests.get(dest.name) != file_sha256(path):
                return f"{path} holds shard lines that {target} does not"
    return stale(target)


def combine(folders: list[Path], target: Path, weights, parquet: bool, command: str) -> tuple[Merged, dict]:
    """Merge the rank folders into ``target``, it and they locked meanwhile: dedup, split, stats, card, publish.

    Raises CombineError for folders that cannot be combined, OSError when the target cannot be
    written (its outputs are then those of its last complete merge, as after a failed pytest merge).
    """
    folders = [Path(f) for f in folders]
    names = [f.name for f in folders]
    if len(set(names)) != len(names):
        raise CombineError(f"rank folders must have distinct names (their shard files are named after them): {', '.join(names)}")
    manifest = common_manifest(folders)
    versions = {k: v for k, v in manifest.items() if k != "format"}
    target = Path(target)
    folder = DatasetDir(target)
    try:
        existing = folder.manifest()
    except DatasetDirError as exc:
        raise CombineError(f"{exc}; or choose a new output folder") from None
    if existing is not None and existing != manifest:
        keys = differing_keys(existing, manifest)
        raise CombineError(
            f"{target} was made with other versions or settings than the ranks: "
            + ", ".join(f"{k} {existing.get(k)!r} (ranks: {manifest.get(k)!r})" for k in keys)
            + ": choose a new output folder"
        )
    locked = [folder, *(DatasetDir(rank) for rank in folders)]  # no rank's pytest may still be writing its shards
    try:
        for each in locked:
            each.open(versions)
    except DatasetDirError as exc:
        for each in locked:
            each.close()
        raise CombineError(str(exc)) from None
    try:
        prior = read_shards(target)
        for rank in folders:
            copy_shards(rank, target)
        rank_runs = {rank: read_runs(rank) for rank in folders}
        counted = {r for run in read_runs(target) for r in run.get("rank_runs", ())}
        parquet = parquet or has_parquet(target)

        def describe(merged: Merged) -> dict:
            return _run(merged, rank_runs, counted, len(prior.records), len(prior.failures), manifest, command)

        return merge_and_publish(target, weights, parquet, manifest, describe)
    finally:
        for each in locked:
            each.close()


def _run(
    merged: Merged,
    rank_runs: dict[Path, list[dict]],
    counted: set[str],
    prior_records: int,
    prior_failures: int,
    manifest: dict,
    command: str,
) -> dict:
    """The combine as one run of the target's log: its rank sessions not combined before, summed (time: the longest rank's)."""
    new = {rank: [r for r in runs if r.get("run") not in counted] for rank, runs in rank_runs.items()}
    last = [runs[-1] for runs in rank_runs.values()]
    duration = max((sum(r.get("duration_s", 0.0) for r in runs) for runs in new.values()), default=0.0)
    new_records = merged.stats["cases"]["passed"] - prior_records
    return {
        "run": uuid.uuid4().hex[:12],
        "finished": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M:%S"),
        "command": command,
        "ranks": len(rank_runs),
        "workers": sum(r.get("workers", 1) for r in last),
        "duration_s": round(duration, 2),
        "new_records": new_records,
        "new_failures": merged.stats["cases"]["failed"] - prior_failures,
        "records_per_s": round(new_records / duration, 3) if duration > 0 else 0.0,
        "skipped_cases": sum(r.get("skipped_cases", 0) for runs in new.values() for r in runs),
        "left_for_rerun": sum(r.get("left_for_rerun", 0) for r in last),
        "broken_lines": merged.broken_lines,
        "exitstatus": max((r.get("exitstatus", 0) for r in last), default=0),
        "python": manifest.get("python"),
        "nvcc": manifest.get("nvcc"),
        "rank_runs": sorted(r["run"] for runs in new.values() for r in runs if "run" in r),
    }
