"""Temporary folders that compilers leave behind when their process is killed.

NVRTC (CUDA 13) keeps its automatic precompiled headers in ``$TMPDIR/__nvrtc_auto_pch_<pid>_<n>``
(~77 MB each, one per process that compiled Warp's CUDA code) and removes them at a normal exit
only; a worker killed by a timeout, a crash or Ctrl-C leaves its folder for good, and /tmp fills
run after run. Each session sweeps the folders whose process is gone.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

NVRTC_PCH = re.compile(r"__nvrtc_auto_pch_(\d+)_\d+")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's live process
        return True
    return True


def sweep_nvrtc_pch(folder: Path | None = None) -> list[Path]:
    """Remove NVRTC precompiled-header folders of processes that no longer exist; the removed paths.

    A folder of a live process (this one's, a concurrent session's) is left alone; a pid reused
    by an unrelated process only delays a folder's removal to a later session.
    """
    folder = Path(folder or tempfile.gettempdir())
    removed = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        m = NVRTC_PCH.fullmatch(entry.name)
        if m and entry.is_dir() and not entry.is_symlink() and not _alive(int(m.group(1))):
            shutil.rmtree(entry, ignore_errors=True)
            if not entry.exists():
                removed.append(entry)
    return removed
