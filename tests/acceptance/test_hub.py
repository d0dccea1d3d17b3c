"""A dataset folder loads with ``datasets.load_dataset(DIR)`` and nothing else, JSONL or Parquet.

Real runs (subprocesses) write generated kernels and the fixture modules of ``tests/modules`` (so
both record kinds, with every column filled somewhere); the real ``datasets`` library then reads
the folder by the card's front matter alone. Each split must come back with the declared
features and exactly the records of the JSONL file, ``json`` columns decoded to the same objects.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from synth.dataset import schema
from synth.dataset.card import HUB_SPLITS
from synth.dataset.merge import SPLITS

pytestmark = pytest.mark.slow  # a dataset run, then datasets.load_dataset: run by nox -s tests, not by a plain pytest

datasets = pytest.importorskip("datasets", reason="the hub extra is not installed: pip install -e '.[hub]' (nox -s tests installs it)")

ROOT = Path(__file__).resolve().parents[2]
WARP_CACHE = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")


def write(folder: Path, *args: str) -> subprocess.CompletedProcess:
    argv = [
        sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT),
        str(ROOT / "tests" / "test_pipeline.py"), str(ROOT / "tests" / "test_modules.py"), "--synth-cache-dir", str(ROOT / ".synth_cache"),
        "--synth-categories", "arithmetic,struct,grid2d", "--synth-count", "2", "--synth-modules", str(ROOT / "tests" / "modules"),
        f"--dataset={folder}", "-n", "0", *args,
    ]  # fmt: skip
    env = {**os.environ, "WARP_CACHE_PATH": WARP_CACHE}
    return subprocess.run(argv, cwd=folder.parent, env=env, capture_output=True, text=True, timeout=900)


@pytest.fixture(scope="module")
def folders(tmp_path_factory) -> tuple[Path, Path]:
    """A JSONL dataset, and a copy of it merged again with ``--dataset-format parquet`` (nothing rerun)."""
    base = tmp_path_factory.mktemp("hub")
    jsonl, parquet = base / "jsonl", base / "parquet"
    first = write(jsonl)
    assert first.returncode == 1, first.stdout[-3000:] + first.stderr[-3000:]  # written; the fixture's out-of-bounds kernel is rejected
    shutil.copytree(jsonl, parquet)
    done = write(parquet, "--dataset-format", "parquet")
    # a case the first run could not finish (an environment failure is not recorded) is rerun here: show both runs
    both = f"first run:\n{first.stdout[-3000:]}{first.stderr[-2000:]}\nsecond run:\n{done.stdout[-3000:]}{done.stderr[-2000:]}"
    assert done.returncode == 0 and "this run: 0 new, 0 failed," in done.stdout, both
    assert not (jsonl / "data").exists() and any((parquet / "data").glob("train-*.parquet"))
    return jsonl, parquet


def jsonl_records(folder: Path) -> dict[str, list[dict]]:
    return {s: [json.loads(line) for line in (folder / f"{s}.jsonl").read_text().splitlines()] for s in SPLITS}


@pytest.mark.parametrize("kind", ["jsonl", "parquet"])
def test_load_dataset_reads_the_folder_by_its_card_alone(folders, kind, tmp_path):
    folder = folders[0] if kind == "jsonl" else folders[1]
    expected = jsonl_records(folder)
    assert {r["kind"] for rows in expected.values() for r in rows} == {"generated", "warp_module"}
    loaded = datasets.load_dataset(str(folder), cache_dir=str(tmp_path / "hf"))
    assert set(loaded) == {HUB_SPLITS[s] for s in SPLITS if expected[s]}
    declared = datasets.Features._from_yaml_list(schema.hub_features(schema.keyed_names(r for rows in expected.values() for r in rows)))
    for split in SPLITS:
        if not expected[split]:
            continue
        got = loaded[HUB_SPLITS[split]]
        assert got.features == declared
        assert got.to_list() == [with_every_field(r, declared) for r in expected[split]]


def with_every_field(value, feature):
    """A JSONL record as ``datasets`` gives it back: every declared struct field present, null where the record has none."""
    if isinstance(value, dict) and isinstance(feature, dict):
        return {name: with_every_field(value.get(name), sub) for name, sub in feature.items()}
    if isinstance(value, list) and isinstance(feature, datasets.List):
        return [with_every_field(v, feature.feature) for v in value]
    return value


def test_both_formats_hold_the_same_records(folders):
    jsonl, parquet = folders
    assert jsonl_records(jsonl) == jsonl_records(parquet)
    card = (parquet / "README.md").read_text()
    assert card.startswith("---\n") and "path: data/train-*.parquet" in card and "license: other" in card  # the fixture modules' licence is unknown
