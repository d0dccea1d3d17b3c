"""Syrupy extensions that keep each case's texts as plain files: ``snapshots/<case id>/<artifact>.<ext>``.

A snapshot is asserted with ``snapshot(extension_class=PySnapshot, name="warp")``; the case
id comes from the test's parameter id, the file name from ``name``. Reviewing a Warp upgrade
is then an ordinary ``git diff snapshots/``.

The folder is the run's (``Snapshots``, held by the run object ``synth.plugin.run.SynthRun``):
the committed ``snapshots/``, or ``--synth-snapshots``. Stale files are found here, not by
syrupy: every snapshot file asserted in the process is added to ``Snapshots.used`` and
``Snapshots.stale`` finds the rest, which the plugin reports as a failure (or deletes under
``--snapshot-update``) after a full run of the default case set.
Syrupy 7.0 can only judge these files in a run given no path argument (it relates a file to
the tests of a module of the same name, so ``pytest tests/test_pipeline.py`` and
``nox -s snapshots`` would never report or delete), evaluates ``-k`` against snapshot names
(false "unused" reports), and would delete the files of skipped tests; making it safe needs
the same per-case bookkeeping as ``used`` plus those restrictions.
"""

from __future__ import annotations

from pathlib import Path

from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from synth.generate.cases import case_id_in
from synth.plugin.parts import EXTENSIONS, Snapshots
from synth.plugin.run import SynthRun

__all__ = ["EXTENSIONS", "Snapshots"]

def _snapshots(test_location) -> Snapshots:
    return SynthRun.of(test_location.item.config).snapshots


def case_id_of(test_location) -> str:
    case_id = case_id_in(test_location.nodename)
    if case_id is None:
        raise ValueError(f"snapshot test {test_location.nodename!r} is not parametrized by a case")
    return case_id


class CaseSnapshot(SingleFileSnapshotExtension):
    """Text file per case and artifact, under the project's ``snapshots/`` folder."""

    _write_mode = WriteMode.TEXT

    @classmethod
    def get_location(cls, *, test_location, index) -> str:
        """The file of an assertion (syrupy asks for it on every read and write): recorded as asserted."""
        location = super().get_location(test_location=test_location, index=index)
        _snapshots(test_location).used.add(str(Path(location).resolve()))
        return location

    @classmethod
    def dirname(cls, *, test_location) -> str:
        return str(_snapshots(test_location).root / case_id_of(test_location))

    @classmethod
    def get_snapshot_name(cls, *, test_location, index=0) -> str:
        if not isinstance(index, str):
            raise ValueError("case snapshots are named: use snapshot(name=...)")
        return index

    @classmethod
    def matches_test_location(cls, *, test_location, snapshot_location) -> bool:
        """A file belongs to the tests of its case folder (syrupy's default wants the module's name)."""
        case_id = case_id_in(test_location.nodename)
        return case_id is not None and Path(snapshot_location).resolve().parent == _snapshots(test_location).root / case_id


class PySnapshot(CaseSnapshot):
    file_extension = "py"


class CppSnapshot(CaseSnapshot):
    file_extension = "cpp"


class CuSnapshot(CaseSnapshot):
    file_extension = "cu"
