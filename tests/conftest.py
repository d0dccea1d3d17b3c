"""Hypothesis settings profiles: ``ci`` (default: small, derandomized, reproducible) and
``large`` (for exploring), chosen with the HYPOTHESIS_PROFILE environment variable."""

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parents[1]

settings.register_profile(
    "ci", max_examples=8, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.register_profile("large", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def in_process_pytest(pytester, monkeypatch):
    """``pytest ARGS`` run in this process from the project root, for command lines that end at
    configuration (usage errors): the same ``pytest.main`` a subprocess would run, without a
    second of interpreter and import start-up per test. Returns pytester's RunResult."""
    monkeypatch.chdir(ROOT)

    def run(*args: str):
        return pytester.runpytest_inprocess("-p", "no:cacheprovider", *args)

    return run
