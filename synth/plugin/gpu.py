"""Pytest hooks of the ``gpu`` marker: ``--gpu-device``, device detection, and the no-device path.

Tests marked ``gpu`` run only when ``-m`` asks for them (``-m gpu``, or ``-m "gpu or not gpu"``
for everything) and Warp sees the chosen device. Otherwise they are deselected, not skipped one by one: without ``-m gpu`` silently
(as if ``-m "not gpu"``), and with it on a host without a device with one line saying why,
and the run still exits 0 (nothing failed; there was nothing here to run them on).
"""

from __future__ import annotations

import re

import pytest
from _pytest.mark.expression import Expression  # pytest's own -m parser; not re-exported by pytest

from synth.gpu.device import SETTINGS_KEY, detect, parse_alias
from synth.plugin.parts import GpuState
from synth.plugin.run import SynthRun

REQUIRE = "gpu"  # --synth-require gpu: no device is an error (for CUDA CI hosts), not a quiet exit 0


def _state(config: pytest.Config) -> GpuState | None:
    run = SynthRun.find(config)
    return run.gpu if run is not None else None


def gpu_requested(markexpr: str) -> bool:
    """Whether ``-m`` asks for the gpu tests: it names ``gpu`` and selects a test marked gpu.

    ``-m gpu``, ``-m "gpu and not slow"`` and ``-m "gpu or not gpu"`` (everything: how a CUDA
    host writes a dataset whose records carry the gpu checks) do; no ``-m``, ``-m "not gpu"``
    and ``-m "not slow"`` do not.
    """
    if not re.search(r"\bgpu\b", markexpr or ""):
        return False
    return Expression.compile(markexpr).evaluate(lambda name, **kwargs: name == "gpu")


@pytest.hookimpl(trylast=True)  # after synth.plugin.core has made the Settings
def pytest_configure(config: pytest.Config) -> None:
    try:
        alias = parse_alias(config.getoption("gpu_device"))
    except ValueError as exc:
        raise pytest.UsageError(str(exc)) from None
    run = SynthRun.of(config)
    state = GpuState(alias, gpu_requested(config.getoption("markexpr", "")))
    if REQUIRE in run.settings.require and not state.requested:
        raise pytest.UsageError(f"--synth-require {REQUIRE} asks for the gpu tests, but -m does not select them: add -m gpu (or -m 'gpu or not gpu')")
    if state.requested:
        state.probe = detect(alias)
        run.settings.extra[SETTINGS_KEY] = state.probe
        if state.probe.target is None and REQUIRE in run.settings.require:
            raise pytest.UsageError(f"--synth-require {REQUIRE}: {state.probe.reason}")
    run.gpu = state


@pytest.hookimpl(trylast=True)  # after -m has deselected what it does not select
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    state = SynthRun.of(config).gpu
    if state.requested and state.probe.target is not None:
        return
    gpu_items = [item for item in items if item.get_closest_marker("gpu")]
    if not gpu_items:
        return
    items[:] = [item for item in items if not item.get_closest_marker("gpu")]
    config.hook.pytest_deselected(items=gpu_items)
    state.deselected = len(gpu_items)


def pytest_report_header(config: pytest.Config) -> str | None:
    state = _state(config)
    if state is None or state.probe is None or state.probe.target is None:
        return None
    nvcc = f"; {state.probe.nvcc}" if state.probe.nvcc else ""
    return f"gpu: {state.probe.target.describe()}{nvcc}"


def pytest_terminal_summary(terminalreporter, exitstatus, config: pytest.Config) -> None:
    """The one line that says why no gpu test ran (or, when only gpu tests were collected, how to run them)."""
    state = _state(config)
    if state is None:
        return
    if state.requested and state.probe.target is None:
        terminalreporter.write_line(f"gpu: no gpu test ran: {state.probe.reason}")
    elif not state.requested and state.deselected and exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED:
        terminalreporter.write_line(f"gpu: {state.deselected} gpu tests deselected: they run only with -m gpu (on a CUDA host)")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """``-m gpu`` on a host without a device ran nothing by design: exit 0, not 5 (no tests collected)."""
    state = _state(session.config)
    no_device = state is not None and state.requested and state.probe.target is None
    if no_device and exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED:
        session.exitstatus = pytest.ExitCode.OK
