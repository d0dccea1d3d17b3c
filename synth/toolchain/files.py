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


def unwritable(path: Path) -> str | None:
    """Why a file could not be written at ``path`` (None: it could), found before any work is done.

    Nothing is left behind: the nearest folder that exists takes a temporary file, which is removed,
    so a report or export that would fail at the end is refused at the start instead."""
    try:
        if path.is_dir():
            return "is a folder, not a file"
        if path.exists() and not path.is_file():
            return "is not a regular file (a FIFO, socket or device)"
        folder = path.parent
        while not folder.exists():
            folder = folder.parent
        if not folder.is_dir():
            return f"{folder} is a file, not a folder"
        with tempfile.TemporaryFile(dir=folder):
            pass
    except (OSError, RuntimeError) as exc:  # ENAMETOOLONG, EACCES, EROFS, ELOOP
        return f"cannot be written: {getattr(exc, 'strerror', None) or exc}"
    if len(path.name.encode("utf-8", "surrogateescape")) > 255:
        return "cannot be written: File name too long"
    return None
