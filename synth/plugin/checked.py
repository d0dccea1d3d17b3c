"""The options' values, read and checked at configuration (``synth.plugin.core.pytest_configure``):
each bad value is a usage error that names its option, before any case is planned."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from synth.generate.categories import CATEGORIES
from synth.plugin import snapshots
from synth.plugin.options import MAX_CASES, NONE, OPT_ARCHS, OPT_CATEGORIES, OPT_COUNT, OPT_SEED, OPT_SHARD, OPT_SNAPSHOTS
from synth.plugin.run import WORKER_INPUT


def int_option(config: pytest.Config, opt: str, dest: str, minimum: int) -> int:
    raw = config.getoption(dest)
    try:
        value = int(raw)
    except ValueError:
        raise pytest.UsageError(f"{opt} expects an integer >= {minimum}, got {raw!r}") from None
    if value < minimum:
        raise pytest.UsageError(f"{opt} must be >= {minimum}, got {value}")
    return value


def categories(config: pytest.Config) -> list[str]:
    raw = config.getoption("synth_categories")
    if raw is None:
        return list(CATEGORIES)
    if raw.strip() == NONE:
        return []
    names = [n.strip() for n in raw.split(",") if n.strip()]
    unknown = [n for n in names if n not in CATEGORIES]
    if unknown or not names:
        raise pytest.UsageError(
            f"{OPT_CATEGORIES}: unknown category {', '.join(unknown) or repr(raw)}; valid: {', '.join(CATEGORIES)}, or {NONE}"
        )
    return [n for n in CATEGORIES if n in names]  # table order, no duplicates


def shard(config: pytest.Config) -> tuple[int, int] | None:
    raw = config.getoption("synth_shard")
    if not raw:
        return None
    try:
        k, n = (int(x) for x in raw.split("/"))
    except ValueError:
        raise pytest.UsageError(f"{OPT_SHARD} expects K/N with integers, e.g. 2/4; got {raw!r}") from None
    if n < 1 or not 1 <= k <= n:
        raise pytest.UsageError(f"{OPT_SHARD} {raw}: need N >= 1 and 1 <= K <= N")
    return k, n


MAX_SEED = 2**63  # a record's seed is an int64 column (synth.dataset.schema, the Parquet files): a larger one cannot be written


def check_run_size(count: int, seed: int, categories: int, shard: tuple[int, int] | None) -> None:
    if seed + count > MAX_SEED:
        raise pytest.UsageError(
            f"{OPT_SEED} + {OPT_COUNT} must stay below 2**63 (a record's seed is a signed 64-bit integer); got seeds {seed}..{seed + count - 1}"
        )
    cases = -(-count * categories // (shard[1] if shard else 1))
    if cases > MAX_CASES:
        raise pytest.UsageError(
            f"{OPT_COUNT} {count} gives {cases} cases in this run; one run holds at most {MAX_CASES}: "
            f"split it with {OPT_SHARD} K/N (one per machine) or consecutive {OPT_SEED} ranges into the same --dataset folder"
        )


def check_archs(archs: tuple[int, ...]) -> None:
    """Architectures nvcc cannot compile for are refused up front, not as a failure of every case."""
    from synth.toolchain import nvcc

    known = nvcc.supported_archs()
    if known is None:
        return  # no nvcc (or a broken one): the nvcc stages skip or fail with that reason
    bad = [a for a in archs if a not in known]
    if bad:
        raise pytest.UsageError(
            f"{OPT_ARCHS}: nvcc cannot compile for {', '.join(f'sm_{a}' for a in bad)}; it knows {', '.join(map(str, sorted(known)))}"
        )


def archs(config: pytest.Config) -> tuple[int, ...]:
    """``--synth-archs`` normalised: sorted, each once (nvcc given ``90,90`` writes one ``.ptx``
    without the arch in its name, so a duplicate would fail every case's build)."""
    names = list_option(config, OPT_ARCHS, "synth_archs")
    if not names or not all(a.isdigit() for a in names):
        raise pytest.UsageError(f"{OPT_ARCHS} expects comma-separated integers like 80,90; got {config.getoption('synth_archs')!r}")
    return tuple(sorted({int(a) for a in names}))


def snapshot_folder(config: pytest.Config, root: Path) -> Path:
    """The snapshot folder: the committed one, or a ``--synth-snapshots`` folder that holds snapshots.

    A folder that is missing or holds none would fail every snapshot test as the kernel's
    ``mismatch``; it is a usage error instead (``--snapshot-update`` may create one).
    """
    given = config.getoption("synth_snapshots")
    folder = Path(given or root / "snapshots").resolve()
    if not given or config.getoption("update_snapshots", False):
        return folder
    if not folder.is_dir():
        raise pytest.UsageError(f"{OPT_SNAPSHOTS} {given}: no such folder (write one with --snapshot-update)")
    if not any(folder.glob(f"*/*.{snapshots.EXTENSIONS[0]}")):
        raise pytest.UsageError(
            f"{OPT_SNAPSHOTS} {given}: holds no case snapshots (<case id>/warp.py, ...); write them with --snapshot-update"
        )
    return folder


def list_option(config: pytest.Config, opt: str, dest: str, valid=None) -> list[str]:
    names = [n.strip() for n in config.getoption(dest).split(",") if n.strip()]
    if valid is not None:
        bad = [n for n in names if n not in valid]
        if bad:
            raise pytest.UsageError(f"{opt}: unknown {', '.join(bad)}; valid: {', '.join(valid)}")
    return names


def run_id(config: pytest.Config) -> str:
    """The run's id: the controller's (told to its workers), else xdist's own id of the run (a
    plugin that woke in the workers only), else a new one."""
    worker = getattr(config, "workerinput", None)
    if worker is None:
        return uuid.uuid4().hex[:16]
    return worker.get(WORKER_INPUT, {}).get("run_id") or str(worker.get("testrunuid") or uuid.uuid4().hex[:16])
