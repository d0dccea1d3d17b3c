"""The dataset folder: whole-line shards that survive a kill, the lock, and the version manifest."""

import fcntl
import os

import pytest

from synth.dataset.folder import DatasetDir, DatasetDirError, ShardWriter, read_lines, read_shards, with_checksum
from synth.toolchain.files import atomic_write, write_if_changed

VERSIONS = {"warp": "1.19.0", "harness": "0.1.0"}


def test_a_truncated_last_line_is_ignored(tmp_path):
    path = tmp_path / "records-gw0-x.jsonl"
    writer = ShardWriter(path)
    writer.append(with_checksum({"id": "a-s000001", "v": 1}))
    writer.append(with_checksum({"id": "a-s000002", "v": 2}))
    writer.close()
    with open(path, "ab") as f:
        f.write(b'{"id": "a-s0000')
    objects, broken = read_lines(path)
    assert [o["id"] for o in objects] == ["a-s000001", "a-s000002"]
    assert broken == 1


def test_shards_merge_by_case_id(tmp_path):
    for name, ids in (("records-gw0-r1", ["x-s000001", "x-s000002"]), ("records-gw1-r2", ["x-s000002"]), ("failures-gw0-r1", ["x-s000003", "x-s000001"])):
        writer = ShardWriter(tmp_path / ".shards" / f"{name}.jsonl")
        for case_id in ids:
            writer.append(with_checksum({"id": case_id}))
        writer.close()
    shards = read_shards(tmp_path)
    assert sorted(shards.records) == ["x-s000001", "x-s000002"]
    assert sorted(shards.failures) == ["x-s000003"]  # a case with a record is not a failure
    assert shards.done == {"x-s000001", "x-s000002", "x-s000003"}


def test_atomic_write_replaces_whole_files(tmp_path):
    atomic_write(tmp_path / "f.txt", "one")
    atomic_write(tmp_path / "f.txt", b"two")
    assert (tmp_path / "f.txt").read_text() == "two"
    assert [p.name for p in tmp_path.iterdir()] == ["f.txt"]


def test_dataset_files_are_fsynced_and_cache_files_are_rewritten_when_torn(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    atomic_write(tmp_path / "train.jsonl", "x\n")
    assert len(synced) == 1  # dataset files survive a power cut
    kernel = tmp_path / "k.py"
    write_if_changed(kernel, "import warp\n")
    assert len(synced) == 1  # cache files are not fsynced: the next call reads them back
    kernel.write_bytes(b"\xff\x00")  # what a crash could leave: torn, not even UTF-8
    write_if_changed(kernel, "import warp\n")
    assert kernel.read_text() == "import warp\n"
    os.utime(kernel, (1, 1))
    write_if_changed(kernel, "import warp\n")
    assert kernel.stat().st_mtime == 1  # unchanged text: the file is left alone


def test_a_second_writer_is_refused(tmp_path):
    first = DatasetDir(tmp_path / "d")
    first.open(VERSIONS)
    with pytest.raises(DatasetDirError, match="another run"):
        DatasetDir(tmp_path / "d").open(VERSIONS)
    first.close()
    second = DatasetDir(tmp_path / "d")
    second.open(VERSIONS)
    with open(tmp_path / "d" / ".shards" / "lock") as f, pytest.raises(BlockingIOError):
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    second.close()


def test_other_versions_are_refused_and_overwrite_starts_over(tmp_path):
    root = tmp_path / "d"
    folder = DatasetDir(root)
    folder.open(VERSIONS)
    ShardWriter(root / ".shards" / "records-main-r.jsonl").append(with_checksum({"id": "a-s000001"}))
    atomic_write(root / "train.jsonl", "x\n")
    folder.close()
    with pytest.raises(DatasetDirError, match=r"warp '1\.19\.0' \(this run: '9\.9'\)"):
        DatasetDir(root).open({**VERSIONS, "warp": "9.9"})
    again = DatasetDir(root)
    again.open({**VERSIONS, "warp": "9.9"}, overwrite=True)
    assert again.manifest()["warp"] == "9.9"
    assert not read_shards(root).done and not (root / "train.jsonl").exists()
    again.close()


def test_a_folder_of_other_files_is_refused(tmp_path):
    (tmp_path / "mine.txt").write_text("x")
    with pytest.raises(DatasetDirError, match="holds no dataset"):
        DatasetDir(tmp_path).open(VERSIONS)
    assert not (tmp_path / ".shards").exists()
