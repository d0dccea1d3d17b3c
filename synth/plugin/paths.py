"""The run's rootdir, the same in the xdist controller and its workers."""

from __future__ import annotations

from pathlib import Path

import pytest

WORKERINPUT_ROOT = "synth_rootdir"  # the controller's rootdir, handed to each worker (synth.plugin.core)


def project_root(config: pytest.Config) -> Path:
    """The rootdir the run was started in: the controller's, in an xdist worker too.

    pytest infers the rootdir from the command line's existing paths before plugin options are
    known, so ``pytest -n 2 --dataset /elsewhere`` (no test path) gives workers, started after
    the dataset folder was made, ``/elsewhere`` as their rootdir: their snapshots, cache and
    re-run commands would be the wrong ones.
    """
    worker = getattr(config, "workerinput", None)
    if worker is not None and WORKERINPUT_ROOT in worker:
        return Path(worker[WORKERINPUT_ROOT])
    return Path(config.rootpath)


PATH_OPTIONS = (("--dataset", "dataset_dir"), ("--synth-cache-dir", "synth_cache_dir"), ("--synth-snapshots", "synth_snapshots"), ("--synth-artifacts", "synth_artifacts"))


def check_rootdir(config: pytest.Config) -> None:
    """Refuse a run whose rootdir pytest took from one of our options' folders.

    pytest finds the rootdir and its ini file before plugins add their options, so it reads the
    value of ``--dataset /elsewhere`` as a test path (pytest-dev/pytest#8846): with no test path
    given and no ini file above ``/elsewhere``, the rootdir becomes ``/elsewhere``, the project's
    ``pytest.ini`` is never read and its snapshots are never found. ``--dataset=/elsewhere`` (one
    argument) is not misread.
    """
    if config.inipath is not None:
        return
    root = Path(config.rootpath).resolve()
    started = Path(config.invocation_params.dir).resolve()
    if root == started or root in started.parents:
        return  # the folder pytest was started in (or above it): a rootdir of the user's choosing
    for flag, dest in PATH_OPTIONS:
        value = config.getoption(dest, None)
        if value and root in (Path(value).resolve(), Path(value).resolve().parent):
            raise pytest.UsageError(
                f"pytest took {flag} {value} for the project's root (it reads an option's separate value as a test path before "
                f"plugins load: pytest-dev/pytest#8846), so pytest.ini and the committed snapshots would not be found. "
                f"Write {flag}={value} (one argument), or give the test paths first (pytest tests {flag} {value})."
            )
