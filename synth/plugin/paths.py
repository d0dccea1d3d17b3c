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
_CONFIG_FILES = (("pytest.ini", ""), (".pytest.ini", ""), ("pyproject.toml", "[tool.pytest"), ("tox.ini", "[pytest]"), ("setup.cfg", "[tool:pytest]"))


def _config_above(folder: Path) -> bool:
    """Whether a pytest configuration file is in ``folder`` or above it (the files pytest looks for)."""
    for directory in (folder, *folder.parents):
        for name, section in _CONFIG_FILES:
            path = directory / name
            if path.is_file() and (not section or section in path.read_text(errors="replace")):
                return True
    return False


def check_rootdir(config: pytest.Config) -> None:
    """Refuse a run whose rootdir pytest took from one of our options' folders.

    pytest finds the rootdir and its configuration file before plugins add their options, so it
    reads the value of ``--dataset /elsewhere`` as a test path (pytest-dev/pytest#8846): with no
    test path given, the rootdir moves to ``/elsewhere`` or a common ancestor, the project's
    ``pytest.ini`` is not read and its snapshots are not found. The sign: no configuration file
    was found although one is where pytest was started. ``--dataset=/elsewhere`` is not misread.
    """
    started = Path(config.invocation_params.dir).resolve()
    if config.inipath is not None or not _config_above(started):
        return
    for flag, dest in PATH_OPTIONS:
        value = config.getoption(dest, None)
        if value and started not in (Path(value).resolve(), *Path(value).resolve().parents):
            raise pytest.UsageError(
                f"pytest took {flag} {value} for a test path and looked for the project's root there (it reads an option's separate "
                f"value so before plugins load: pytest-dev/pytest#8846), so its pytest.ini and committed snapshots would not be found. "
                f"Write {flag}={value} (one argument), or give the test paths first (pytest tests {flag} {value})."
            )


def check_path_options(config: pytest.Config) -> None:
    """Every folder option as a usable path, or a usage error that names the option.

    ``~`` is expanded (``--dataset=~/x`` is one shell word, which the shell leaves alone); an empty
    value, a name too long, a symlink loop, an unreadable parent or a value naming a file is
    refused here, before any work, instead of a traceback (or a silent no-op) later.
    """
    for flag, dest in PATH_OPTIONS:
        value = config.getoption(dest, None)
        if value is None:
            continue
        if not value.strip():
            raise pytest.UsageError(f"{flag} is empty: give a folder, e.g. {flag}=data")
        path = Path(value).expanduser()
        try:
            resolved = path.resolve()
            existing = next(p for p in (resolved, *resolved.parents) if p.exists())
        except (OSError, RuntimeError) as exc:  # ENAMETOOLONG, EACCES, ELOOP (3.11's resolve raises RuntimeError on a loop)
            raise pytest.UsageError(f"{flag} {value}: not a usable folder: {getattr(exc, 'strerror', None) or exc}") from None
        if existing == resolved and not resolved.is_dir():
            raise pytest.UsageError(f"{flag} {value}: is a file, not a folder")
        if not existing.is_dir():  # FILE/sub: the folder could never be made
            raise pytest.UsageError(f"{flag} {value}: {existing} is a file, not a folder")
        setattr(config.option, dest, str(path))
