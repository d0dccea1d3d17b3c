"""The folders a run writes outside the dataset, checked at start-up: a full or unwritable one is a
usage error naming it, not a run that fails part-way (a bus error in NVRTC, a worker lost in Warp's
build, every case an environment failure).

- the temporary folders: ``$TMPDIR`` as the tools will use it (nvcc, NVRTC and the child processes
  read the variable), and the one Python's ``tempfile`` chose; Python skips a ``$TMPDIR`` it cannot
  write and answers ``/tmp``, so checking only its answer passed a full ``$TMPDIR``;
- Warp's kernel cache (``WARP_CACHE_PATH``, else Warp's default folder);
- the harness's cache folder (``--synth-cache-dir``, default ``<rootdir>/.synth_cache``).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

TMP_BYTES_PER_PROCESS = 128 * 2**20  # NVRTC's precompiled headers (~77 MB a process, synth.toolchain.leftovers) and nvcc's files
CACHE_BYTES = 64 * 2**20  # a floor for the two caches: Warp's builds of a 6-case run took 220 KB, a run holds many


def temporary_folders() -> list[tuple[str, Path]]:
    """``$TMPDIR`` when it is set (what subprocesses use), and Python's own choice, each once."""
    found = []
    if os.environ.get("TMPDIR"):
        found.append(("the temporary folder $TMPDIR", Path(os.environ["TMPDIR"])))
    chosen = Path(tempfile.gettempdir())
    if not found or not _same(found[0][1], chosen):
        found.append(("the temporary folder Python chose (tempfile.gettempdir())", chosen))
    return found


def warp_cache_folder() -> Path:
    """Where Warp will build its modules: ``WARP_CACHE_PATH``, else this process's or Warp's default (``appdirs``), as ``warp.init`` decides."""
    import warp.config
    from warp._src.thirdparty import appdirs

    if os.environ.get("WARP_CACHE_PATH"):  # what the workers, fresh processes, will use
        return Path(os.environ["WARP_CACHE_PATH"]).expanduser()
    if warp.config.kernel_cache_dir:
        return Path(warp.config.kernel_cache_dir)
    return Path(appdirs.user_cache_dir(appname="warp", appauthor="NVIDIA", version=warp.config.version))


def check_environment(processes: int, cache: Path) -> None:
    """Every folder the run writes outside the dataset: writable and with room, or a usage error naming it."""
    for what, folder in temporary_folders():
        why = f"{TMP_BYTES_PER_PROCESS // 2**20} MiB per worker: NVRTC's precompiled headers, nvcc's files"
        require(what, folder, TMP_BYTES_PER_PROCESS * max(processes, 1), why, "set TMPDIR", make=False)
    require("Warp's kernel cache", warp_cache_folder(), CACHE_BYTES, "Warp builds every module there", "set WARP_CACHE_PATH")
    require("the harness's cache folder", cache, CACHE_BYTES, "generated sources and builds", "give --synth-cache-dir")


def require(what: str, folder: Path, need: int, why: str, elsewhere: str, make: bool = True) -> None:
    """``folder`` (made if missing and ``make``) takes a file and has ``need`` bytes free; else a usage error naming it."""
    try:
        if make:
            folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
        free = shutil.disk_usage(folder).free
    except OSError as exc:
        raise pytest.UsageError(
            f"{what} {folder} cannot be written: {exc.strerror or exc}. Free space there, fix its permissions or {elsewhere}"
        ) from None
    if free < need:
        raise pytest.UsageError(
            f"{what} {folder} has {free // 2**20} MiB free; this run needs {need // 2**20} MiB ({why}). Free space there or {elsewhere}"
        )


def _same(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:  # a $TMPDIR that does not exist: checked on its own
        return False
