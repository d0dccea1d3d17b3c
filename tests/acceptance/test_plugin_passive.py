"""The plugin is passive in a project that does not ask for it: installed in a virtual environment,
it is loaded into every pytest session there, and a one-test project outside this one must not
pay for Warp (its import, its memory, its CUDA warning) or see anything of the harness."""

import subprocess
import sys
import textwrap

import pytest

from synth.plugin import options

# A project of one test, and a conftest that writes down, at the very end of the session (after
# every plugin's unconfigure), what the synth plugin might have done in this process.
TEST_X = """
import sys

def test_x():
    assert "warp" not in sys.modules
"""
CONFTEST = """
import gc, json, sys

def pytest_unconfigure(config):
    with open("state.json", "w") as f:
        json.dump({"modules": sorted(m for m in sys.modules if m == "warp" or m.startswith(("warp.", "synth", "numpy"))),
                   "gc_threshold": gc.get_threshold()[0], "gc_frozen": gc.get_freeze_count()}, f)
"""


def run_elsewhere(folder, *args: str) -> subprocess.CompletedProcess:
    """``python -m pytest ARGS`` in FOLDER with this project's interpreter (its venv has the plugin installed)."""
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args], cwd=folder, capture_output=True, text=True, timeout=300)


def one_test_project(folder, test: str = TEST_X):
    (folder / "test_x.py").write_text(textwrap.dedent(test))
    (folder / "conftest.py").write_text(CONFTEST)
    return folder


def test_a_one_test_project_elsewhere_imports_no_warp_and_prints_nothing_of_ours(tmp_path):
    import json
    import os

    project = one_test_project(tmp_path)
    (project / "tmp").mkdir()
    leftover = project / "tmp" / "__nvrtc_auto_pch_999999999_0"  # of no live process: the plugin's TMPDIR sweep would delete it, were it awake
    leftover.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-rA"],
        cwd=project, capture_output=True, text=True, timeout=300, env={**os.environ, "TMPDIR": str(project / "tmp")},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 passed" in result.stdout
    state = json.loads((project / "state.json").read_text())
    assert state["modules"] == ["synth", "synth.plugin", "synth.plugin.options"], state  # the entry point and nothing below it: no Warp, no numpy
    assert state["gc_threshold"] == 700 and state["gc_frozen"] == 0, state  # Python's defaults: no tuning
    output = result.stdout + result.stderr
    assert "synth:" not in output and "Warp " not in output, output  # no summary of ours, no Warp banner or CUDA warning
    assert leftover.exists()


def test_a_synth_option_wakes_the_plugin(tmp_path):
    """Any option of ours with a value other than its default asks for the plugin (here: no cases at all, nothing ingested)."""
    import json

    project = one_test_project(tmp_path, "def test_x():\n    pass\n")
    result = run_elsewhere(project, "--synth-categories", "none", "--synth-modules", "none")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "synth.plugin.core" in json.loads((project / "state.json").read_text())["modules"]


@pytest.mark.slow  # plans the default cases and ingests the default modules of existing code
def test_a_collected_stage_test_wakes_the_plugin(tmp_path):
    """No option, no configuration: the first stage test collected wakes the plugin before its parameters are made."""
    project = one_test_project(
        tmp_path,
        """
        import pytest

        @pytest.mark.stage("codegen")
        def test_codegen(case, result):
            pass
        """,
    )
    result = run_elsewhere(project, "--collect-only", "-q", "--strict-markers")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "test_x.py::test_codegen[arithmetic-s000000]" in result.stdout, result.stdout[-3000:]


def test_the_defaults_shown_in_help_are_those_of_the_modules_that_use_them():
    """``synth.plugin.options`` writes them down so that ``--help`` imports nothing of the harness."""
    from synth.dataset.merge import DEFAULT_SPLIT
    from synth.gpu.device import DEFAULT_ALIAS
    from synth.stages import ingest

    assert options.MODULE_TIMEOUT_S == ingest.TIMEOUT_S and options.MODULE_RUN_TIMEOUT_S == ingest.RUN_TIMEOUT_S
    assert options.MODULE_MEMORY_GIB * 1024**3 == ingest.MEMORY_BYTES
    assert options.DEFAULT_DEVICE == DEFAULT_ALIAS
    assert options.DEFAULT_SPLIT == ",".join(map(str, DEFAULT_SPLIT))
