"""The contained Python process of a ``python_source`` candidate (``synth.evaluate.warp_child``):
its environment, what it may read, and running it on a job of its folder.

Used by the candidate's Warp runs (``warp_target``, ``modules``) and by the race check of its
kernel in Warp's own CPU code (``warp_races``), which runs the same child once more.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import numpy as np

from synth.evaluate import limits
from synth.toolchain import process, sandbox

THREADS_ONE = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "PYTHONDONTWRITEBYTECODE": "1"}


def _packages() -> list[Path]:
    """The folders of the harness, Warp and numpy, as this process imported them."""
    import warp

    import synth

    return [Path(m.__file__).resolve().parent for m in (synth, warp, np)]


def child_env(folder: Path) -> dict[str, str]:
    """The Warp child's environment: ``sandbox.clean_env``, with a ``PYTHONPATH`` of its own
    folder's ``.packages`` (a link to each of the harness, Warp and numpy, as this process
    imported them, installed or through our own ``PYTHONPATH``), so the child imports the same
    ones while it can read nothing beside them (``python_reads``: not the checkout around the harness)."""
    links = folder / ".packages"
    links.mkdir(parents=True, exist_ok=True)
    for package in _packages():
        if not (links / package.name).exists():
            (links / package.name).symlink_to(package, target_is_directory=True)
    return sandbox.clean_env({**THREADS_ONE, "PYTHONPATH": str(links)}, folder)


def warp_limits() -> sandbox.Limits:
    """``limits.WARP``, readable besides: the interpreter's installation and environment, its
    site-packages (Warp's and numpy's dependencies), and the harness's, Warp's and numpy's folders."""
    import site
    import sysconfig

    places = {sys.prefix, sys.base_prefix, sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"], *site.getsitepackages()}
    places |= {str(p) for p in _packages()}
    return dataclasses.replace(limits.WARP, readable=(*limits.WARP.readable, *sorted(places)))


def run_child(folder: Path, job_file: str = "job.pickle", extra_env: dict[str, str] | None = None) -> process.Completed | str:
    """The Warp child on ``folder``'s job (``job_file``), contained, ``extra_env`` added to its
    environment: its completion, or why it did not end."""
    argv = [sys.executable, "-m", "synth.evaluate.warp_child", str(folder), job_file]
    contain = sandbox.Contained(folder, warp_limits(), {**child_env(folder), **(extra_env or {})})
    try:
        return process.run(argv, limits.WARP_WALL_S, contain=contain)
    except process.ToolTimeout as exc:
        return f"ran past {exc.timeout:g} s and was killed"
    except process.ToolNotStarted as exc:
        return str(exc)
