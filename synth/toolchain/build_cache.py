"""A content-addressed cache of compiler outputs (nvcc, g++), so a warm re-run compiles nothing.

The key hashes everything the output depends on: the tool (path and version), its flags and
the whole source text. An entry is written to a temporary folder and renamed into place, so
a reader never sees half an entry; two processes racing on one key both build and one
rename wins. Nothing is ever overwritten or deleted here (delete ``.synth_cache/builds``
to reclaim the space).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from pathlib import Path


def key_of(*parts: str) -> str:
    h = hashlib.sha256()
    for part in parts:
        data = part.encode()
        h.update(len(data).to_bytes(8, "little") + data)
    return h.hexdigest()


def lookup(root: Path, key: str) -> Path | None:
    entry = root / key[:2] / key
    return entry if entry.is_dir() else None


def store(root: Path, key: str, files: dict[str, Path | str]) -> Path:
    """Keep ``files`` (name -> a path to copy, or text) under ``key``; returns the entry."""
    entry = root / key[:2] / key
    entry.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=entry.parent, prefix=f".{key[:12]}-"))
    for name, value in files.items():
        if isinstance(value, Path):
            shutil.copy2(value, tmp / name)
        else:
            (tmp / name).write_text(value)
    try:
        os.rename(tmp, entry)
    except OSError:  # another process stored the same key first
        shutil.rmtree(tmp, ignore_errors=True)
    return entry


def place(cached: Path, target: Path) -> None:
    """Put a cached file at ``target`` (a hard link where possible, else a copy)."""
    target.unlink(missing_ok=True)
    try:
        os.link(cached, target)
    except OSError:
        shutil.copy2(cached, target)
