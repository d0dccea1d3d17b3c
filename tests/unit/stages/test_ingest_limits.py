"""The bounds of one ingesting process (``synth.stages.ingest.run_child``): a CPU-time limit, so which
modules finish does not depend on the host's load, and a wall-time backstop for a module that
waits without computing. Each is a skipped module with its own label."""

from synth.stages import ingest
from synth.warp import sources


def _ingest(tmp_path, name: str, text: str, limits: ingest.Limits) -> dict:
    folder = tmp_path / "modules"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.py").write_text(text)
    (candidate,) = [c for c in sources.all_candidates([str(folder)]) if c.module == name]
    (result,) = ingest.ingest_all([candidate], tmp_path / "cache", (90,), 1, limits)
    return result


def test_a_module_over_its_cpu_limit_is_labelled_by_it(tmp_path, monkeypatch):
    """It computes for ever: its CPU-time limit (3 CPU seconds) ends it, however loaded the host (the
    wall backstop, 100 times the limit here, would take minutes of even a starved process)."""
    monkeypatch.setattr(ingest, "WALL_FACTOR", 100.0)
    result = _ingest(tmp_path, "spins", "while True:\n    pass\n", ingest.Limits(timeout_s=3.0, run_timeout_s=3.0))
    assert result["skipped"] == "used more than its 3 CPU seconds (ended by its CPU-time limit: signal SIGXCPU)"
    assert "format" not in result  # not cached: a failure of the process


def test_a_module_that_waits_is_ended_by_the_wall_time_backstop(tmp_path):
    """It sleeps: no CPU limit ends it; ``WALL_FACTOR`` times its CPU limit of wall time does."""
    result = _ingest(tmp_path, "sleeps", "import time\n\ntime.sleep(10**6)\n", ingest.Limits(timeout_s=2.0, run_timeout_s=2.0))
    assert result["skipped"] == f"did not finish within {2.0 * ingest.WALL_FACTOR:g} s of wall time, {ingest.WALL_FACTOR:g} times its 2 CPU seconds (killed)"


def test_a_module_within_its_cpu_limit_is_ingested_however_long_it_waits_for_the_cpu(tmp_path):
    """A module that imports in well under its CPU limit is ingested: the limit is CPU time, which a
    loaded host stretches in wall time only."""
    text = "import warp as wp\n\n\n@wp.kernel\ndef double(a: wp.array[float]):\n    i = wp.tid()\n    a[i] = 2.0 * a[i]\n"
    result = _ingest(tmp_path, "fits", text, ingest.Limits(timeout_s=60.0, run_timeout_s=60.0))
    assert result.get("skipped") is None and [e["case"]["kernel"] for e in result["kernels"]] == ["double"]
    assert 0 < result["cpu_seconds"] < 60.0
