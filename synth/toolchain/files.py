"""The one atomic writer: a file is either its old bytes or its new bytes, never a torn mix."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes | str, durable: bool = True) -> None:
    """Write to a temp file in the same folder, fsync (if ``durable``), then rename over ``path``:
    a reader sees the old file or the whole new one, never a part."""
    data = data.encode() if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o644)  # mkstemp's 0600 would make a shared dataset unreadable to others
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_if_changed(path: Path, text: str) -> None:
    """``atomic_write``, skipped when the file already holds ``text`` (keeps mtimes, and so Warp's caches, stable).

    Not fsynced: what a crash could leave half-written on disk is read back and rewritten by the
    next call, so only a reader's view needs the rename (1 ms a file, two files a case)."""
    data = text.encode()
    if path.exists() and path.read_bytes() == data:
        return
    atomic_write(path, data, durable=False)
