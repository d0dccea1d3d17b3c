"""Hypothesis settings profiles: ``ci`` (default: small, derandomized, reproducible) and
``large`` (for exploring), chosen with the HYPOTHESIS_PROFILE environment variable; the
``needs_gxx`` marker (a test that builds C++ with g++ is skipped, with its reason, where there is none);
the fixture modules of existing code left out of collection."""

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]

# Existing code for the ingest tests (run by an ingesting process, ``--synth-modules tests/captured``),
# not tests of this project: their test classes are what the recorder watches launch kernels.
collect_ignore = ["captured", "captured_gradients"]

settings.register_profile(
    "ci", max_examples=8, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.register_profile("large", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Skip a ``needs_gxx`` test where no C++ compiler is found (``$CXX``, else g++ on PATH)."""
    if item.get_closest_marker("needs_gxx") is None:
        return
    from synth.toolchain.emulate import find_gxx  # imported only for a marked test: the plugin stays passive

    if find_gxx() is None:
        pytest.skip("no g++ for the CUDA emulation ($CXX, else g++ on PATH)")


@pytest.fixture
def in_process_pytest(pytester, monkeypatch):
    """``pytest ARGS`` run in this process from the project root, for command lines that end at
    configuration (usage errors): the same ``pytest.main`` a subprocess would run, without a
    second of interpreter and import start-up per test. Returns pytester's RunResult."""
    monkeypatch.chdir(ROOT)

    def run(*args: str):
        return pytester.runpytest_inprocess("-p", "no:cacheprovider", *args)

    return run
