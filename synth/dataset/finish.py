"""The end of a session on a dataset folder: merge the shards, write the card, publish, log the run.

One sequence for every writer of a folder (the ``--dataset`` plugin at the end of a pytest
session, ``synth.dataset.combine`` after a distributed run), so the outputs are made the same way
whoever made the shards. The merge is written into a staging folder and moved into place whole.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from synth.dataset import card, croissant
from synth.dataset.folder import (
    SHARDS,
    UNRECORDED,
    ShardWriter,
    publish,
    read_lines,
    refuse_foreign_outputs,
    shard_digests,
    staging_folder,
    write_sources,
)
from synth.dataset.merge import Merged, merge
from synth.dataset.records import dumps
from synth.toolchain.files import atomic_write

RUNS = "runs.jsonl"


def read_runs(root: Path) -> list[dict]:
    """The runs whose merge was published into ``root`` (a line cut short by a kill is ignored)."""
    log = Path(root) / SHARDS / RUNS
    return read_lines(log)[0] if log.exists() else []


def merge_and_publish(
    root: Path, weights, parquet: bool, manifest: dict, describe: Callable[[Merged], dict], unrecorded: Callable[[Merged], list[dict]] | None = None
) -> tuple[Merged, dict]:
    """Merge ``root``'s shards, write the card for the run ``describe(merged)`` returns, publish, log the run.

    ``unrecorded(merged)``: the cases the run left without a line, with their causes, published as
    ``unrecorded.jsonl`` (a combine of ranks, which does not know them, publishes none).

    Raises OSError with the outputs as they were (the last complete merge) and the shards kept.
    The run is logged only once its merge is published.
    """
    root = Path(root)
    refuse_foreign_outputs(root)  # before any work; publish checks again before it moves the merge in
    staging = staging_folder(root)
    shards = shard_digests(root)  # the folder is locked: no shard changes until the merge is published
    merged = merge(root, weights, parquet, manifest, out=staging)
    run = describe(merged)
    card.write_card(staging, merged.stats, merged.records, run, [*read_runs(root), run], parquet)
    croissant.write(staging, merged.stats)
    if unrecorded is not None:
        atomic_write(staging / UNRECORDED, "".join(dumps(line) + "\n" for line in unrecorded(merged)))
    write_sources(staging, shards)
    publish(root)
    log = ShardWriter(root / SHARDS / RUNS)
    try:
        log.append(run)
    finally:
        log.close()
    return merged, run
