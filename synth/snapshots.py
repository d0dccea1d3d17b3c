"""Syrupy extensions that keep each case's texts as plain files: ``snapshots/<case id>/<artifact>.<ext>``.

A snapshot is asserted with ``snapshot(extension_class=PySnapshot, name="warp")``; the case
id comes from the test's parameter id, the file name from ``name``. Reviewing a Warp upgrade
is then an ordinary ``git diff snapshots/``.
"""

from __future__ import annotations

import re
from pathlib import Path

from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

SNAPSHOT_ROOT = Path(__file__).resolve().parent.parent / "snapshots"
_CASE_IN_NODE = re.compile(r"\[(?P<case>[a-z_]+-s\d{6,})\]")


def case_id_of(test_location) -> str:
    m = _CASE_IN_NODE.search(test_location.nodename)
    if not m:
        raise ValueError(f"snapshot test {test_location.nodename!r} is not parametrized by a case")
    return m["case"]


class CaseSnapshot(SingleFileSnapshotExtension):
    """Text file per case and artifact, under the project's ``snapshots/`` folder."""

    _write_mode = WriteMode.TEXT

    @classmethod
    def dirname(cls, *, test_location) -> str:
        return str(SNAPSHOT_ROOT / case_id_of(test_location))

    @classmethod
    def get_snapshot_name(cls, *, test_location, index=0) -> str:
        if not isinstance(index, str):
            raise ValueError("case snapshots are named: use snapshot(name=...)")
        return index


class PySnapshot(CaseSnapshot):
    file_extension = "py"


class CppSnapshot(CaseSnapshot):
    file_extension = "cpp"


class CuSnapshot(CaseSnapshot):
    file_extension = "cu"
