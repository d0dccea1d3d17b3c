"""The dataset folder on disk: who may write it (a lock), for which versions (a manifest),
and the append-only shards the workers write.

Layout of ``DIR``::

    train.jsonl val.jsonl test.jsonl stats.json README.md plots/   merged outputs: symlinks through .current
croissant.json                    Croissant 1.1 metadata of the JSONL files (synth.dataset.croissant)
unrecorded.jsonl                  the cases the last run left without a line, each with its cause
    data/<split>-NNNNN-of-MMMMM.parquet                            with --dataset-format parquet
    .current                          symlink to the published merge: .merges/mNNNNNN (switched with one rename)
    .merges/mNNNNNN/                  the published merge's files
    .shards/lock                      flock'ed by the controller for the whole session
    .shards/manifest.json             versions the shards were made with
    .shards/records-<w>-<run>.jsonl   one passing case per line, appended by worker <w>
    .shards/failures-<w>-<run>.jsonl  one excluded case per line (which stages failed)
    .shards/runs.jsonl                one line per run, for the dataset card
.shards/folder_sources.json       which folder each folder source's name belongs to (ids unique across runs)
    .merge/                           a merge being written; moved into .merges/ once .merge/COMPLETE exists

A folder is the harness's only if it holds ``.shards/manifest.json`` (or is empty): any other
folder is refused, naming what it holds, and never written into.

Every shard line is written whole with one ``write`` and fsynced; files are only appended,
each by one process. A killed writer can leave at most a truncated last line, which the
reader ignores, so the folder is readable at any moment.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import os
import re
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path

from synth.dataset.records import dumps
from synth.toolchain.files import atomic_write

FORMAT = 1
SHARDS = ".shards"
# data/ holds the Parquet shards; <split>.parquet are the single files of harness < 0.5, removed by the next merge
SHARD_KINDS = ("records", "failures")  # .shards/<kind>-<worker>-<run>.jsonl
UNRECORDED = "unrecorded.jsonl"  # the cases the last run left without a line, each with its cause (synth.plugin.unrecorded)
CROISSANT = "croissant.json"  # the dataset's Croissant 1.1 metadata, with its Responsible-AI fields (synth.dataset.croissant)
OUTPUTS = (
    "train.jsonl", "val.jsonl", "test.jsonl", "data", "train.parquet", "val.parquet", "test.parquet", "stats.json", "README.md", "plots",
    UNRECORDED, CROISSANT,
)  # fmt: skip


def differing_keys(a: dict, b: dict) -> list[str]:
    """The keys whose values differ between two manifests (or settings), sorted."""
    return sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))


def has_parquet(root: Path) -> bool:
    """Whether the folder's outputs include Parquet files (then every later merge writes them too)."""
    return (root / "data").is_dir() or (root / "train.parquet").exists()


class DatasetDirError(Exception):
    """The folder cannot be written by this run (locked, other versions or settings, not a dataset)."""


class ShardWriter:
    """Appends whole JSON lines to one file: one ``write`` per line, then flush and fsync.

    A file whose last line was cut short (a writer killed mid-line) first gets the newline it
    lacks, so the cut line stays one broken line and the new one is whole, not glued to it.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def append(self, obj: dict) -> None:
        line = (dumps(obj) + "\n").encode()
        if self._fd is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fd = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
            size = os.fstat(self._fd).st_size
            if size and os.pread(self._fd, 1, size - 1) != b"\n":
                line = b"\n" + line
        rest = memoryview(line)
        while rest:  # a short write (a disk that filled part-way): the next write raises the reason, ENOSPC
            try:
                written = os.write(self._fd, rest)
            except OSError as exc:
                raise OSError(exc.errno, exc.strerror, str(self.path)) from None  # the message names the file
            if not written:
                raise OSError(errno.EIO, "no byte written", str(self.path))
            rest = rest[written:]
        os.fsync(self._fd)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def shard_files(folder: Path, kind: str) -> list[Path]:
    """The ``kind`` shard files of a ``.shards`` folder; a FIFO, socket or device named like one is
    refused (DatasetDirError), since opening it to read would wait for a writer for ever."""
    paths = sorted(Path(folder).glob(f"{kind}-*.jsonl"))
    refuse_special_files(paths)
    return paths


def refuse_special_files(paths) -> None:
    """DatasetDirError naming the first of ``paths`` that is neither a regular file nor a folder (checked by ``stat``, never opened)."""
    for path in paths:
        try:
            mode = os.stat(path).st_mode
        except FileNotFoundError:
            continue
        if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
            kind = "a FIFO" if stat.S_ISFIFO(mode) else "a socket" if stat.S_ISSOCK(mode) else "a device or other special file"
            raise DatasetDirError(f"{path} is {kind}, not a file the harness wrote: remove it (a run never reads or opens it)")


def read_lines(path: Path) -> tuple[list[dict], int]:
    """The complete JSON lines of a shard, and how many broken ones (a killed writer's last line) were ignored."""
    data = path.read_bytes()
    lines = data.split(b"\n")
    tail = lines.pop()  # text after the last newline: empty, or a line cut short
    objects, bad = [], int(bool(tail))
    for line in lines:
        if not line:
            continue
        try:
            objects.append(json.loads(line))
        except ValueError:
            bad += 1
    return objects, bad


@dataclass
class Shards:
    """Everything the shards hold: records and failures by case id, and broken lines skipped."""

    records: dict[str, dict] = field(default_factory=dict)
    failures: dict[str, dict] = field(default_factory=dict)
    broken_lines: int = 0

    @property
    def done(self) -> set[str]:
        return set(self.records) | set(self.failures)


def _first_by_id(objects: list[dict]) -> dict[str, dict]:
    """One object per case id; a case written twice (a resumed run racing an orphan worker) keeps its smallest line."""
    best: dict[str, tuple[str, dict]] = {}
    for obj in objects:
        text = dumps(obj)
        if obj["id"] not in best or text < best[obj["id"]][0]:
            best[obj["id"]] = (text, obj)
    return {k: v for k, (_, v) in best.items()}


CHECKSUM = "line_sha256"  # on every shard line: a line changed after it was written is dropped, its case rerun


def with_checksum(obj: dict) -> dict:
    """``obj`` as a shard line: with the sha256 of its canonical JSON (taken off again by ``read_shards``)."""
    return {**obj, CHECKSUM: hashlib.sha256(dumps(obj).encode()).hexdigest()}


def _verified(obj) -> dict | None:
    """A shard line's object if its checksum holds (so every byte is as written); else None."""
    if not isinstance(obj, dict) or "id" not in obj:
        return None
    body = {k: v for k, v in obj.items() if k != CHECKSUM}
    return body if obj.get(CHECKSUM) == hashlib.sha256(dumps(body).encode()).hexdigest() else None


def read_shards(root: Path) -> Shards:
    """Records and failures of every shard; lines cut short, unparsable or changed since written are counted in ``broken_lines``."""
    shards = Shards()
    folder = root / SHARDS
    found: dict[str, list] = {kind: [] for kind in SHARD_KINDS}
    for kind in found:
        for path in shard_files(folder, kind):
            objects, bad = read_lines(path)
            verified = [_verified(o) for o in objects]
            found[kind].extend(o for o in verified if o is not None)
            shards.broken_lines += bad + sum(o is None for o in verified)
    shards.records = _first_by_id(found["records"])
    shards.failures = {k: v for k, v in _first_by_id(found["failures"]).items() if k not in shards.records}
    return shards


_ID = re.compile(rb'"id":"([^"\\]+)"')


def done_cases(root: Path, wanted: set[str], hashes: dict[str, str] | None = None) -> set[str]:
    """The cases of ``wanted`` that ``root``'s shards hold (a record or a failure, line checksum verified);
    with ``hashes``, each held record's code ``hash`` is put there too, by id.

    What a run needs at start-up, at the cost of its own cases: a line is parsed only when one of
    the ids it quotes is wanted (the others are skipped by a byte scan), so a run of a few cases
    into a folder of a million records neither parses nor holds them (``read_shards`` does both).
    """
    found: set[str] = set()
    for kind in SHARD_KINDS:
        for path in shard_files(Path(root) / SHARDS, kind):
            with open(path, "rb") as f:
                for line in f:
                    if not line.endswith(b"\n") or not any(m.decode() in wanted for m in _ID.findall(line)):
                        continue  # a line cut short (read_lines ignores it too), or none of ours
                    try:
                        obj = _verified(json.loads(line))
                    except ValueError:
                        continue
                    if obj is not None and obj["id"] in wanted:
                        found.add(obj["id"])
                        if hashes is not None and isinstance(obj.get("hash"), str):
                            hashes[obj["id"]] = obj["hash"]
    return found


def _temp_file(name: str) -> bool:
    """A temp file of ``atomic_write`` left by a killed run (harmless: it is never read)."""
    return name.startswith(".") and name.endswith(".tmp")


def not_ours(root: Path) -> list[str]:
    """What makes ``root`` a folder the harness must not write into: its entries, when it holds no
    manifest (``.shards/manifest.json``). Empty for a folder that is missing, empty, or ours; a
    ``.shards`` that holds only its lock (a run killed before it wrote the manifest) is empty too.
    Output names prove nothing: a user's ``README.md`` or ``data/`` is not ours."""
    root = Path(root)
    if not root.is_dir() or (root / SHARDS / "manifest.json").is_file():
        return []
    entries = []
    for path in sorted(root.iterdir()):
        if _temp_file(path.name):
            continue
        if path.name == SHARDS and path.is_dir() and not path.is_symlink():
            inside = [p.name for p in path.iterdir() if p.name != "lock" and not _temp_file(p.name)]
            entries += [f"{SHARDS}/{n}" for n in sorted(inside)]
            continue
        entries.append(path.name + ("/" if path.is_dir() else ""))
    return entries


class DatasetDir:
    """A dataset folder opened for writing by the controller: locked until ``close``."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.shards = self.root / SHARDS
        self._lock_fd: int | None = None

    def open(self, versions: dict, overwrite: bool = False) -> None:
        """Lock the folder and check (or write) its manifest; refuse with DatasetDirError."""
        try:
            self._open(versions, overwrite)
        except OSError as exc:  # read-only, a path under a regular file, no permission, a full disk
            self.close()
            raise DatasetDirError(f"{self.root} cannot be written: {exc.strerror or exc} ({exc.filename or self.root})") from None

    def _open(self, versions: dict, overwrite: bool) -> None:
        if self.root.exists() and not self.root.is_dir():
            raise DatasetDirError(f"{self.root} is not a folder")
        foreign = not_ours(self.root)
        if foreign:
            raise DatasetDirError(f"{self.root} is not empty and holds no dataset ({', '.join(foreign[:5])}); choose a new or empty folder")
        self.shards.mkdir(parents=True, exist_ok=True)
        refuse_special_files(sorted(self.shards.iterdir()))  # before the lock, the manifest or a shard is opened
        self._lock()
        recover(self.root)
        expected = {"format": FORMAT, **versions}
        manifest = self.manifest(overwrite)  # again, now that we hold the lock
        if manifest is not None and manifest != expected and not overwrite:
            diff = ", ".join(f"{k} {manifest.get(k)!r} (this run: {expected.get(k)!r})" for k in differing_keys(manifest, expected))
            self.close()
            raise DatasetDirError(
                f"{self.root} was made with other versions or settings: {diff}. A dataset never mixes them: "
                f"write to a new folder, or pass --dataset-overwrite to delete it and start over"
            )
        if overwrite:
            self._clear()
        if manifest != expected or overwrite:
            atomic_write(self.shards / "manifest.json", dumps(expected) + "\n")

    def manifest(self, overwrite: bool = False) -> dict | None:
        """The folder's manifest; an unreadable one is refused unless it is to be overwritten."""
        path = self.shards / "manifest.json"
        if not path.exists():
            return None
        try:
            manifest = json.loads(path.read_text())
        except (ValueError, UnicodeDecodeError) as exc:
            manifest = exc
        if isinstance(manifest, dict):
            return manifest
        if overwrite:
            return {}  # not this run's: --dataset-overwrite clears the folder and writes a new one
        self.close()
        raise DatasetDirError(f"{path} is unreadable ({manifest if isinstance(manifest, Exception) else 'not an object'}); pass --dataset-overwrite to start the folder over")

    def close(self) -> None:
        if self._lock_fd is not None:
            os.close(self._lock_fd)  # closing releases the flock; so does the process dying
            self._lock_fd = None

    def _lock(self) -> None:
        fd = os.open(self.shards / "lock", os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise DatasetDirError(f"{self.root} is being written by another run (lock {self.shards / 'lock'} is held); wait for it to finish") from None
        self._lock_fd = fd

    def _clear(self) -> None:
        for path in self.shards.iterdir():
            if path.name != "lock":
                _remove(path)
        for name in (*OUTPUTS, STAGING, CURRENT, MERGES):
            _remove(self.root / name)


FOLDER_SOURCES = "folder_sources.json"  # in .shards/: each folder source's name -> the folder it names, so a name stays one folder's


def folder_sources(root: Path) -> dict[str, str]:
    """The folder sources DIR's runs named (``synth.stages.ingest.sources.all_candidates``): {} for none, or a file that is not ours."""
    try:
        found = json.loads((Path(root) / SHARDS / FOLDER_SOURCES).read_text())
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def add_folder_sources(root: Path, found: dict[str, str]) -> None:
    """Keep this run's folder sources in DIR (a name taken before keeps its folder)."""
    held = folder_sources(root)
    if found.keys() - held.keys():
        atomic_write(Path(root) / SHARDS / FOLDER_SOURCES, dumps({**found, **held}) + "\n")


STAGING = ".merge"
COMPLETE = "COMPLETE"
SOURCES = "SOURCES.json"  # in a published merge: the shard files it was made from and the files it wrote, by sha256
MERGES = ".merges"  # every published merge in a folder of its own: m000001, m000002, ...
CURRENT = ".current"  # the one switch: a symlink to the published merge's folder


def staging_folder(root: Path) -> Path:
    """An empty folder beside the outputs for the next merge to write into (``publish`` moves it in)."""
    staging = Path(root) / STAGING
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir()
    return staging


def publish(root: Path) -> None:
    """Make a written merge the folder's outputs with one atomic switch.

    Each merge is kept whole in ``.merges/mNNNNNN/``; every output name in DIR is a symlink
    through ``.current``, which points at one of them. Publishing renames the staged folder into
    ``.merges/`` and then replaces the ``.current`` symlink (one ``rename``): a reader, or a run
    killed at any point, sees the old merge or the new one, never a mix. The COMPLETE marker is
    written (fsynced) only after every staged file; from then on the publish is rolled forward,
    by this call or, if the run dies mid-way, by ``recover`` at the next open.
    """
    root = Path(root)
    staging = root / STAGING
    marker = staging / COMPLETE
    if not marker.exists():
        names = sorted(p.name for p in staging.iterdir())
        atomic_write(marker, "\n".join(names) + "\n")
    refuse_foreign_outputs(root)  # before the merge is moved in: it stays staged, whole, for the next run
    versions = root / MERGES
    versions.mkdir(exist_ok=True)
    os.rename(staging, versions / f"m{_latest(root) + 1:06d}")
    _switch(root)


def recover(root: Path) -> None:
    """At open: finish a publish that was complete when its run died, or drop a merge that was not."""
    staging = Path(root) / STAGING
    if (staging / COMPLETE).exists():
        publish(root)
    else:
        if staging.exists():
            shutil.rmtree(staging)
        _switch(root)


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def shard_digests(root: Path) -> dict[str, str]:
    """The shard files of ``root`` (records and failures) by name, with their sha256: what a merge is made from."""
    folder = Path(root) / SHARDS
    return {p.name: file_sha256(p) for kind in SHARD_KINDS for p in shard_files(folder, kind)}


def write_sources(staging: Path, shards: dict[str, str]) -> None:
    """Record in a staged merge the shard files it was made from and the sha256 of every file it wrote."""
    outputs = {p.relative_to(staging).as_posix(): file_sha256(p) for p in sorted(staging.rglob("*")) if p.is_file() and p.name != COMPLETE}
    atomic_write(Path(staging) / SOURCES, dumps({"shards": shards, "outputs": outputs}) + "\n")


def stale(root: Path) -> str | None:
    """Why ``root``'s outputs are not the merge of its shards as they are now; None when they are.

    Checked from the bytes, not from any completion marker: the published merge's SOURCES must
    name exactly the shard files the folder holds now, and every output must be the file that
    merge wrote (read through DIR, as a reader sees it).
    """
    root = Path(root)
    if (root / STAGING).exists():
        return "a merge was interrupted before it was published"
    try:
        sources = json.loads((root / CURRENT / SOURCES).read_text())
    except (OSError, ValueError):
        return "no merge was published (or it was made before merges recorded their sources)"
    if sources.get("shards") != shard_digests(root):
        return "its shards changed since its last merge"
    for name, digest in sources.get("outputs", {}).items():
        path = root / name
        if not path.is_file() or file_sha256(path) != digest:
            return f"{name} is not the file its last merge wrote"
    return None


OUTPUT_FOLDERS = ("data", "plots")  # the outputs that were real folders in the older layout; the rest were files


def refuse_foreign_outputs(root: Path) -> None:
    """DatasetDirError naming an output name that holds what the harness never wrote there: a folder
    where a file goes (``train.jsonl/``), a file where a folder goes, a FIFO, socket or device.
    Publishing replaces outputs of the older layout (real files, ``data/``, ``plots/``): never these."""
    for output in OUTPUTS:
        path = Path(root) / output
        if path.is_symlink() or not path.exists():
            continue  # a link (ours, or replaced without touching what it points at), or nothing
        regular = path.is_dir() if output in OUTPUT_FOLDERS else path.is_file()
        if not regular:
            what = "a folder" if path.is_dir() else "a file" if path.is_file() else "a special file"
            raise DatasetDirError(f"{path} is {what} the harness did not write, where its output {output} goes: move it away; nothing was deleted")


def _latest(root: Path) -> int:
    """The number of the newest merge in ``.merges`` (0 for none)."""
    numbers = [int(p.name[1:]) for p in (Path(root) / MERGES).glob("m[0-9]*") if p.name[1:].isdigit()]
    return max(numbers, default=0)


def _switch(root: Path) -> None:
    """Point ``.current`` at the newest complete merge, give each of its outputs a link in DIR, drop the rest.

    Idempotent: each step is redone or skipped when a run died after it. Only the replace of
    ``.current`` changes what a reader sees; the links it then adds are names the old merge did not
    have, and the outputs of an older layout (real files in DIR) are replaced one by one, once.
    """
    root = Path(root)
    latest = _latest(root)
    if not latest:
        return  # nothing published in this layout yet
    refuse_foreign_outputs(root)
    name = f"m{latest:06d}"
    target = root / MERGES / name
    current = root / CURRENT
    if not (current.is_symlink() and os.readlink(current) == f"{MERGES}/{name}"):
        if current.exists() and not current.is_symlink():
            shutil.rmtree(current)  # a copy that followed the link (cp -r, shutil.copytree): not the switch
        _symlink(f"{MERGES}/{name}", current)
    names = [n for n in (target / COMPLETE).read_text().splitlines() if n]
    for output in OUTPUTS:
        path = root / output
        if output not in names:
            _remove(path)
        elif not (path.is_symlink() and os.readlink(path) == f"{CURRENT}/{output}"):
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)  # an output folder of the older layout (plots/, data/)
            _symlink(f"{CURRENT}/{output}", path)
    for old in (root / MERGES).iterdir():
        if old.name != name:
            _remove(old)


def _symlink(points_to: str, path: Path) -> None:
    """Make ``path`` a symlink to ``points_to`` with one rename (it replaces a file or a symlink atomically)."""
    tmp = path.with_name(f".{path.name}.link.tmp")
    tmp.unlink(missing_ok=True)
    os.symlink(points_to, tmp)
    os.replace(tmp, path)


def _remove(path: Path) -> None:
    if path.is_symlink() or not path.is_dir():
        path.unlink(missing_ok=True)
    else:
        shutil.rmtree(path)
