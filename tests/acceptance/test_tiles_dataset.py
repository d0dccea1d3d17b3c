"""Tile kernels end to end: a dataset of the tile categories (and combined, whose block step
makes some of its kernels tile kernels) is the same bytes with one worker and with two, and its
tile records carry their launch (``build``) and their tile builtins (``features``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # whole pytest sessions: run by nox -s tests, not by a plain pytest

ROOT = Path(__file__).resolve().parents[2]
WARP_CACHE = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
CATEGORIES = "tile_map,tile_reduce,tile_matmul,tile_thread,tile_scan,tile_grid,combined"
DATA = ("train.jsonl", "val.jsonl", "test.jsonl", "stats.json")


def dataset(folder: Path, workers: str) -> dict[str, bytes]:
    """The data files of a ``--dataset`` run of the tile categories (two cases each) with ``workers``."""
    args = [
        sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT),
        str(ROOT / "tests" / "test_pipeline.py"), "--synth-cache-dir", str(ROOT / ".synth_cache"), "--dataset", str(folder),
        "--synth-count", "2", "--synth-categories", CATEGORIES, "--synth-modules", "none", "-n", workers, "-q",
    ]  # fmt: skip
    done = subprocess.run(args, cwd=ROOT, env={**os.environ, "WARP_CACHE_PATH": WARP_CACHE}, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    return {name: (folder / name).read_bytes() for name in DATA}


def test_tile_datasets_are_the_same_bytes_with_any_worker_count(tmp_path):
    one, two = dataset(tmp_path / "one", "0"), dataset(tmp_path / "two", "2")
    assert one == two
    records = [json.loads(line) for name in DATA[:3] for line in one[name].decode().splitlines()]
    tiles = [r for r in records if "tile_kernel" in r["features"]]
    assert len(tiles) >= 12  # the six tile categories' two cases, and combined's tile kernels
    for r in tiles:
        assert r["build"]["block_dim"] in (32, 64, 128, 256) and r["build"]["launch"] in ("wp.launch", "wp.launch_tiled"), r["id"]
        assert any(f.startswith("tile:") for f in r["features"]), r["id"]
        assert "__syncthreads" in r["cuda_kernel"] or "__shared__" in r["cuda_kernel"], r["id"]
    assert all(r["build"] is None for r in records if r not in tiles)
