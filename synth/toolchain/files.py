"""The one atomic writer: a file is either its old bytes or its new bytes, never a torn mix."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes | str) -> None:
    """Write to a temp file in the same folder, fsync, then rename over ``path``."""
    data = data.encode() if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, 0o644)  # mkstemp's 0600 would make a shared dataset unreadable to others
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_if_changed(path: Path, text: str) -> None:
    """``atomic_write``, skipped when the file already holds ``text`` (keeps mtimes, and so Warp's caches, stable)."""
    if path.exists() and path.read_text() == text:
        return
    atomic_write(path, text)
