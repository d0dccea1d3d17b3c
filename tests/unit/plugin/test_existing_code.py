"""Existing code is ingested when a test asks for its cases, and once per run (``synth.plugin.existing_code``):
a collect-only or a generated-only run starts no ingesting process; xdist workers share one ingest."""

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from synth.model.module_case import ModuleCase
from synth.plugin import existing_code
from synth.plugin.run import WORKER_INPUT, SynthRun
from synth.plugin.snapshots import Snapshots
from synth.stages.batch import Settings
from synth.stages.ingest.sources import Discovery

ROOT = Path(__file__).resolve().parents[3]
KERNEL = "import warp as wp\n\n\n@wp.kernel\ndef double(a: wp.array[float]):\n    i = wp.tid()\n    a[i] = 2.0 * a[i]\n"


def _collect(tmp_path: Path, test_file: str) -> subprocess.CompletedProcess:
    mods = tmp_path / "mods"
    mods.mkdir(exist_ok=True)
    (mods / "kernels.py").write_text(KERNEL)
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only", "-q", test_file, "--synth-categories", "arithmetic", "--synth-count", "1"]
    argv += ["--synth-modules", str(mods), "--synth-cache-dir", str(tmp_path / "cache")]
    return subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_a_collect_only_of_generated_tests_ingests_nothing_and_one_of_existing_code_does(tmp_path):
    generated = _collect(tmp_path, "tests/test_pipeline.py")
    assert generated.returncode == 0, generated.stdout[-2000:] + generated.stderr[-2000:]
    assert not (tmp_path / "cache" / "captures").exists(), "a run that asks for no existing-code case ingested its modules"
    existing = _collect(tmp_path, "tests/test_modules.py")
    assert existing.returncode == 0, existing.stdout[-2000:] + existing.stderr[-2000:]
    assert "[mods-kernels-double]" in existing.stdout and any((tmp_path / "cache" / "captures").glob("*.json"))


def _worker(tmp_path: Path, run_id: str) -> SimpleNamespace:
    """What ``existing_code.cases`` reads of an xdist worker's config."""
    options = {"synth_modules": "mods", "synth_batch": "8", "synth_module_timeout": None, "synth_module_memory": "6"}
    config = SimpleNamespace(stash=pytest.Stash(), workerinput={WORKER_INPUT: {"run_id": run_id, "modules": None}}, getoption=lambda name, default=None: options.get(name, default))
    config.option = SimpleNamespace(dist="loadgroup")
    SynthRun(settings=Settings(cache_dir=tmp_path), plan={}, snapshots=Snapshots(tmp_path), default_set=False, run_id=run_id).store(config)
    return config


def test_the_workers_of_one_run_share_one_ingest(tmp_path, monkeypatch):
    case = ModuleCase("mods", "kernels", "double", "", "synth_modules.kernels", "/x/kernels.py", "kernels.py", "mods", capture="/c/kernels.json", inputs="captured")
    calls = []
    monkeypatch.setattr(existing_code, "_discover", lambda config, run: calls.append(run.run_id) or Discovery(cases=[case]))
    first, second, other_run = _worker(tmp_path, "run1"), _worker(tmp_path, "run1"), _worker(tmp_path, "run2")
    assert existing_code.cases(first).cases == existing_code.cases(second).cases == [case]
    assert calls == ["run1"]  # the second worker read the first's discovery
    assert list(SynthRun.of(second).plan.values()) == [[case]]  # and planned its batch as the first did
    existing_code.cases(other_run)
    assert calls == ["run1", "run2"]
    existing_code.forget(SynthRun.of(first))
    assert not existing_code.run_file(SynthRun.of(first)).exists()


@pytest.mark.slow
def test_a_runs_duration_includes_ingesting_its_existing_code(tmp_path):
    """A module that takes 4 s to import: the run's ``duration_s`` in ``.shards/runs.jsonl`` (the
    card's "last run" line, and its records per second) counts that time, spent before any test."""
    import json

    mods = tmp_path / "mods"
    mods.mkdir()
    (mods / "kernels.py").write_text("import time\n\ntime.sleep(4)\n" + KERNEL)
    argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "tests/test_modules.py", "--synth-categories", "none", "--synth-modules", str(mods)]
    argv += ["--synth-cache-dir", str(tmp_path / "cache"), "--dataset", str(tmp_path / "data"), "-k", "module_ir_snapshot"]
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    (run,) = [json.loads(line) for line in (tmp_path / "data" / ".shards" / "runs.jsonl").read_text().splitlines()]
    assert run["duration_s"] >= 4.0
