"""Parquet output: ``data/<split>-NNNNN-of-MMMMM.parquet``, files and row groups cut by size.

Sizes are measured on each row's canonical JSON (a close upper bound of its in-memory Arrow
size), so the cut points are a function of the records alone and the bytes are the same on every
machine with the same pyarrow. Limits, from the Hugging Face side: the dataset viewer refuses to
read a row group larger than 286 MiB in memory and recommends 100-300 MB; ``datasets`` shards its
own uploads at 500 MB a file.
"""

from __future__ import annotations

from pathlib import Path

from synth.dataset import schema
from synth.dataset.records import dumps
from synth.toolchain.files import atomic_write

FOLDER = "data"
MAX_FILE_BYTES = 500 * 10**6
MAX_ROW_GROUP_BYTES = 100 * 2**20


def file_name(split: str, index: int, count: int) -> str:
    return f"{split}-{index:05d}-of-{count:05d}.parquet"


def pattern(split: str) -> str:
    """The card's ``data_files`` path of a split's shards."""
    return f"{FOLDER}/{split}-*.parquet"


def cut(sizes: list[int], limit: int) -> list[tuple[int, int]]:
    """Consecutive (start, stop) ranges whose sizes sum to at most ``limit`` (a larger row stands alone); one empty range for no rows."""
    ranges, start, total = [], 0, 0
    for i, size in enumerate(sizes):
        if i > start and total + size > limit:
            ranges.append((start, i))
            start, total = i, 0
        total += size
    ranges.append((start, len(sizes)))
    return ranges


def write_split(
    root: Path, split: str, rows: list[dict], keys: dict[str, list[str]], max_file_bytes: int = MAX_FILE_BYTES, max_row_group_bytes: int = MAX_ROW_GROUP_BYTES
) -> list[str]:
    """Write a split's rows (in order) as Parquet shards under ``root/data``; returns the file names.

    ``keys`` are the keyed columns' keys over the whole dataset (``schema.keyed_names``), so every
    shard has one schema. A split with no rows still gets one file (schema only).
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    sizes = [len(dumps(r).encode()) for r in rows]
    files = cut(sizes, max_file_bytes)
    arrow_schema = schema.arrow_schema(keys)
    names = []
    for index, (start, stop) in enumerate(files):
        sink = pa.BufferOutputStream()
        with pq.ParquetWriter(sink, arrow_schema) as writer:
            for a, b in cut(sizes[start:stop], max_row_group_bytes):
                table = pa.Table.from_pylist(rows[start + a : start + b], schema=arrow_schema)  # a key a row lacks is null
                writer.write_table(table, row_group_size=max(1, b - a))
        name = file_name(split, index, len(files))
        atomic_write(root / FOLDER / name, sink.getvalue().to_pybytes())
        names.append(name)
    return names
