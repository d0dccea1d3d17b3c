"""Syrupy extensions that keep each case's texts as plain files: ``snapshots/<case id>/<artifact>.<ext>``.

A snapshot is asserted with ``snapshot(extension_class=PySnapshot, name="warp")``; the case
id comes from the test's parameter id, the file name from ``name``. Reviewing a Warp upgrade
is then an ordinary ``git diff snapshots/``.

Stale files are found here, not by syrupy: this module records every snapshot file asserted in
the process (``USED``) and ``unused_snapshots`` finds the rest, which the plugin reports as a
failure (or deletes under ``--snapshot-update``) after a full run of the default case set.
Syrupy 7.0 can only judge these files in a run given no path argument (it relates a file to
the tests of a module of the same name, so ``pytest tests/test_pipeline.py`` and
``nox -s snapshots`` would never report or delete), evaluates ``-k`` against snapshot names
(false "unused" reports), and would delete the files of skipped tests; making it safe needs
the same per-case bookkeeping as ``USED`` plus those restrictions.
"""

from __future__ import annotations

from pathlib import Path

from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from synth.generate.cases import case_id_in

SNAPSHOT_ROOT = Path("snapshots").resolve()  # set by the plugin: --synth-snapshots, or <rootdir>/snapshots


def root() -> Path:
    return SNAPSHOT_ROOT


def set_root(path: Path) -> None:
    global SNAPSHOT_ROOT
    SNAPSHOT_ROOT = path.resolve()


def has_snapshots(case_id: str) -> bool:
    return (root() / case_id).is_dir()


def case_id_of(test_location) -> str:
    case_id = case_id_in(test_location.nodename)
    if case_id is None:
        raise ValueError(f"snapshot test {test_location.nodename!r} is not parametrized by a case")
    return case_id


USED: set[str] = set()
EXTENSIONS = ("py", "cpp", "cu")


class CaseSnapshot(SingleFileSnapshotExtension):
    """Text file per case and artifact, under the project's ``snapshots/`` folder."""

    _write_mode = WriteMode.TEXT

    def read_snapshot_data_from_location(self, *, snapshot_location: str, snapshot_name: str, session_id: str):
        USED.add(str(Path(snapshot_location).resolve()))
        return super().read_snapshot_data_from_location(
            snapshot_location=snapshot_location, snapshot_name=snapshot_name, session_id=session_id
        )

    @classmethod
    def dirname(cls, *, test_location) -> str:
        return str(root() / case_id_of(test_location))

    @classmethod
    def get_snapshot_name(cls, *, test_location, index=0) -> str:
        if not isinstance(index, str):
            raise ValueError("case snapshots are named: use snapshot(name=...)")
        return index

    @classmethod
    def matches_test_location(cls, *, test_location, snapshot_location) -> bool:
        """A file belongs to the tests of its case folder (syrupy's default wants the module's name)."""
        case_id = case_id_in(test_location.nodename)
        return case_id is not None and Path(snapshot_location).resolve().parent == root() / case_id


class PySnapshot(CaseSnapshot):
    file_extension = "py"


class CppSnapshot(CaseSnapshot):
    file_extension = "cpp"


class CuSnapshot(CaseSnapshot):
    file_extension = "cu"


def unused_snapshots(used: set[str]) -> list[Path]:
    """Snapshot files nobody asserted. Only meaningful after a run of the whole default case
    set with nothing deselected (a ``-k`` run asserts some files of a folder and not others)."""
    used_paths = {Path(u) for u in used}
    return sorted(p.resolve() for ext in EXTENSIONS for p in root().glob(f"*/*.{ext}") if p.resolve() not in used_paths)
