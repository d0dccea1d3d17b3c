"""Existing Warp code as cases, end to end: ``--synth-modules tests/modules --dataset DIR`` in real
pytest runs (pytester subprocesses), each kernel of the fixture modules with its exact outcome.

``tests/modules`` holds one module per outcome (see its README): a generic kernel with two
declared overloads and one with none, a tile kernel launched with ``block_dim=64``, a kernel
with a struct and a ``wp.func``, one taking a mesh handle, one reading out of bounds, and a
module that cannot be imported. The records must be the same bytes with any worker count, and a
rerun adds nothing.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from synth.evaluate.cli import read_records
from synth.model.module_case import short_hash

pytestmark = pytest.mark.slow  # whole pytest sessions (pytester): run by nox -s tests, not by a plain pytest

ROOT = Path(__file__).resolve().parents[2]
MODULES = ROOT / "tests" / "modules"
WARP_CACHE = os.environ.get("WARP_CACHE_PATH") or str(Path.home() / ".cache" / "warp")
DATA = ("train.jsonl", "val.jsonl", "test.jsonl", "stats.json")
RECORDED = {
    "modules-generic-scale.a1f4_f4_a1f4",
    "modules-generic-scale.a1v3f4_f4_a1v3f4",
    "modules-particles-closest_points",
    "modules-particles-integrate",
    "modules-tiles-row_sums",
}


@pytest.fixture
def ingest(pytester, monkeypatch):
    """``ingest(folder, *args)``: the module stage tests over tests/modules, writing the dataset to ``folder``."""
    monkeypatch.setenv("WARP_CACHE_PATH", WARP_CACHE)

    def ingest(folder: Path, *args: str) -> pytest.RunResult:
        argv = [
            "-p", "no:cacheprovider", "-c", str(ROOT / "pytest.ini"), "--rootdir", str(ROOT), str(ROOT / "tests" / "test_modules.py"),
            "--synth-cache-dir", str(ROOT / ".synth_cache"), "--synth-modules", str(MODULES), "--synth-categories", "none",
            "--dataset", str(folder), *args,
        ]  # fmt: skip
        return pytester.runpytest_subprocess(*argv, timeout=600)

    return ingest


def failures(folder: Path) -> dict[str, dict]:
    lines = [json.loads(line) for shard in (folder / ".shards").glob("failures-*.jsonl") for line in shard.read_text().splitlines()]
    return {f["id"]: f for f in lines}


def test_each_fixture_kernel_has_its_outcome_and_the_bytes_do_not_depend_on_workers(ingest, tmp_path):
    one = tmp_path / "one"
    result = ingest(one, "-n", "0")
    # nvrtc and the record check pass for all 6 kernels; the CPU run passes 5 (the struct kernel on a struct drawn field by field,
    # the mesh kernel on a seeded mesh of the harness's), fails 1; no snapshots are committed for these; the gradient check skips all 6 (no captured inputs: these
    # modules are imported, not run); 4 that run on the CPU (the tile kernel too) are lifted on the synthesized inputs they ran
    # on (the standalone .cu, its nvcc build, its emulation and its liveness pass), the mesh kernel (mesh_query_point: not in the model) and the failed one skip those 4 stages
    result.assert_outcomes(passed=6 + 6 + 5 + 4 * 4, skipped=6 + 6 + 4 * 2, failed=1)
    assert result.ret == 1
    result.stdout.fnmatch_lines(
        [
            "*module modules:needs_missing_package: ModuleNotFoundError: No module named 'a_package_that_does_not_exist'*",
            "*kernel modules:generic.never_instantiated: generic kernel whose module declares no overload (wp.overload)*",
        ]
    )
    found = read_records(one)
    assert set(found) == RECORDED
    assert failures(one)["modules-particles-shift_left"]["stages"]["module_cpu_run"]["label"] == "out_of_bounds"

    tile = found["modules-tiles-row_sums"]
    assert tile["build"]["block_dim"] == 64 and tile["build"]["launch"] == "wp.launch_tiled"
    assert tile["build"]["block_dim_from"] == "launch call at tiles.py:21"
    assert all(tile[k] for k in ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward", "ptx"))
    assert tile["ptx_entries"] == ["row_sums_cuda_kernel_backward", "row_sums_cuda_kernel_forward"]

    struct = found["modules-particles-integrate"]
    assert "class Params:" in struct["python_source"] and "def step(" in struct["python_source"]
    assert struct["checks"]["module_cpu_run"]["passed"] and struct["provenance"]["inputs"] == "synthesized"
    closest = found["modules-particles-closest_points"]["checks"]["module_cpu_run"]
    assert closest["passed"] and "handles: mesh: a mesh of 6 vertices and 8 faces (seeded, built by the harness)" in closest["inputs"]

    floats, vectors = found["modules-generic-scale.a1f4_f4_a1f4"], found["modules-generic-scale.a1v3f4_f4_a1v3f4"]
    assert floats["python_source"].endswith('wp.overload(scale, {"values": wp.array(dtype=wp.float32), "out": wp.array(dtype=wp.float32)})\n')
    assert "wp.vec3f" in vectors["python_source"] and floats["hash"] != vectors["hash"]
    assert floats["cpu_forward"] != vectors["cpu_forward"]
    for record in found.values():
        assert record["kind"] == "warp_module" and record["category"] == "modules" and record["seed"] is None
        assert record["provenance"]["source"] == "modules" and record["provenance"]["licence"] is None
    lifted = {cid for cid, r in found.items() if r["cuda_kernel"] is not None}
    # each overload on its own synthesized inputs, the tiled launch's kernel and the struct kernel
    assert lifted == {"modules-generic-scale.a1f4_f4_a1f4", "modules-generic-scale.a1v3f4_f4_a1v3f4", "modules-tiles-row_sums", "modules-particles-integrate"}
    assert all(found[cid]["checks"]["module_emulation"]["inputs"].startswith("synthesized (") for cid in lifted)

    two = tmp_path / "two"
    ingest(two, "-n", "2").assert_outcomes(passed=33, skipped=20, failed=1)
    for name in DATA:
        assert (two / name).read_bytes() == (one / name).read_bytes(), name

    again = ingest(one, "-n", "2")
    again.assert_outcomes(skipped=9)  # one "already in the dataset" skip per module stage test
    again.stdout.fnmatch_lines(["*0 new, 0 failed, 6 already there*"])
    for name in DATA:
        assert (two / name).read_bytes() == (one / name).read_bytes(), name


def test_long_and_non_ascii_module_file_names_are_ingested(ingest, tmp_path):
    """A long file name made the case id plus the batch folder's name pass 255 bytes (OSError: File
    name too long, on every rerun); é.py and ü.py sanitized to one id. Each kernel is now recorded."""
    mine = tmp_path / "mine"
    mine.mkdir()
    names = ["é", "ü", "k" * 200]
    for n, name in enumerate(names):
        (mine / f"{name}.py").write_text(f"import warp as wp\n\n\n@wp.kernel\ndef scale(a: wp.array(dtype=float)):\n    i = wp.tid()\n    a[i] = a[i] * {n + 2}.0\n")
    folder = tmp_path / "ds"
    result = ingest(folder, "--synth-modules", str(mine))
    assert result.ret == 0, result.stdout.str()[-3000:]
    found = read_records(folder)
    assert sorted(r["provenance"]["path"] for r in found.values()) == sorted(f"{name}.py" for name in names)
    assert all(len(i.encode()) <= 120 for i in found)
    again = ingest(folder, "--synth-modules", str(mine))
    assert again.ret == 0 and read_records(folder) == found, again.stdout.str()[-3000:]


def test_a_folder_of_the_same_name_with_other_code_is_not_taken_for_the_one_recorded(ingest, tmp_path):
    """x/lib then y/lib (another kernel under the same file and kernel names) into one dataset folder:
    the second was reported "already there" and never recorded. The ids are unique by construction:
    the dataset folder keeps which folder took the name ``lib``, y/lib's source is ``lib_<hash of its
    path>`` and is recorded; each folder again is "already there"."""
    for side, factor in (("x", 2.0), ("y", 3.0)):
        (tmp_path / side / "lib").mkdir(parents=True)
        (tmp_path / side / "lib" / "k.py").write_text(
            f"import warp as wp\n\n\n@wp.kernel\ndef scale(a: wp.array(dtype=float)):\n    i = wp.tid()\n    a[i] = a[i] * {factor}\n"
        )
    folder = tmp_path / "ds"
    first = ingest(folder, "--synth-modules", str(tmp_path / "x" / "lib"))
    assert first.ret == 0, first.stdout.str()[-3000:]
    assert set(read_records(folder)) == {"lib-k-scale"}
    second = ingest(folder, "--synth-modules", str(tmp_path / "y" / "lib"))
    assert second.ret == 0, second.stdout.str()[-3000:]
    other = f"lib_{short_hash(str((tmp_path / 'y' / 'lib').resolve()))}-k-scale"
    found = read_records(folder)
    assert set(found) == {"lib-k-scale", other}
    assert "* 3.0" in found[other]["python_source"] and "* 2.0" in found["lib-k-scale"]["python_source"]
    for side in ("x", "y"):
        again = ingest(folder, "--synth-modules", str(tmp_path / side / "lib"))
        assert again.ret == 0 and "1 already there" in again.stdout.str(), again.stdout.str()[-3000:]
