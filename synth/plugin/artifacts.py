"""Failure artifacts: one folder per failed case and stage, and the command that re-runs just that test.

The folder holds what a person needs to reproduce the failure without the harness: the
kernel's Warp source, its standalone .cu, the seeded inputs as .npy, whatever the stage
attached to its StageFailure (arrays, compiler stderr), the traceback, and a README with
the label and the command. It is written by the process that ran the test (an xdist worker
included), under ``--synth-artifacts DIR`` or ``<basetemp>/synth-artifacts``.
"""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

import numpy as np
import pytest

from synth.generate.cases import Case
from synth.model.failures import StageFailure, is_environment
from synth.model.module_case import ModuleCase
from synth.plugin.kinds import kind_of
from synth.plugin.paths import project_root

DIRNAME = "synth-artifacts"


def label_of(exc: BaseException | None) -> str:
    """The failure label of a test's exception: a stage's own, else ``mismatch`` for an assertion, else ``crash``."""
    if isinstance(exc, StageFailure):
        return exc.label
    if isinstance(exc, AssertionError):
        return "mismatch"
    return "crash"


def root(config: pytest.Config) -> Path:
    """The artifacts folder of this run (per process under xdist when it is the basetemp default)."""
    chosen = config.getoption("synth_artifacts", None)
    if chosen:
        return Path(chosen).resolve()
    return config._tmp_path_factory.getbasetemp() / DIRNAME


def rerun_command(config: pytest.Config, nodeid: str, case: Case | ModuleCase, gpu: bool = False) -> str:
    """The pytest command line that runs this one test of this one case again (from the rootdir)."""
    argv = ["python", "-m", "pytest", nodeid, *kind_of(case).selection(case)]
    for dest, flag in (("synth_archs", "--synth-archs"), ("synth_cache_dir", "--synth-cache-dir"), ("gpu_device", "--gpu-device")):
        value = config.getoption(dest, None)
        default = {"synth_archs": "90", "gpu_device": "cuda:0"}.get(dest)
        if value and value != default:
            argv += [flag, str(value)]
    if gpu:
        argv += ["-m", "gpu"]
    return f"cd {shlex.quote(str(project_root(config)))} && " + " ".join(shlex.quote(a) for a in argv)


def _write(folder: Path, name: str, value) -> None:
    path = folder / name
    if isinstance(value, np.ndarray) or name.endswith(".npy"):
        np.save(path if name.endswith(".npy") else path.with_name(name + ".npy"), np.asarray(value), allow_pickle=False)
    elif isinstance(value, bytes):
        path.write_bytes(value)
    else:
        path.write_text(str(value))


def write(folder: Path, case: Case | ModuleCase, label: str, message: str, extra: dict, traceback_text: str, command: str) -> Path:
    """Write one failure's folder (replacing an older one of the same case and stage); returns it."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    own, about = kind_of(case).artifacts(case)
    for name, value in {**own, **extra}.items():
        _write(folder, name, value)
    _write(folder, "traceback.txt", traceback_text)
    readme = {"case": case.id, "label": label, "message": message, **about, "rerun": command}
    _write(folder, "README.json", json.dumps(readme, indent=2) + "\n")
    return folder


def attach(item: pytest.Item, report: pytest.TestReport, exc: BaseException | None, label: str, case: Case | ModuleCase) -> None:
    """Write a failed report's artifacts, and show the folder and re-run command in the report."""
    marker = item.get_closest_marker("stage")
    stage_name = marker.args[0] if marker else item.name
    command = rerun_command(item.config, item.nodeid, case, gpu=item.get_closest_marker("gpu") is not None)
    extra = exc.artifacts if isinstance(exc, StageFailure) else {}
    message = exc.message if isinstance(exc, StageFailure) else (f"{type(exc).__name__}: {exc}" if exc else "")
    folder = root(item.config) / case.id / f"{stage_name}-{report.when}"
    try:
        write(folder, case, label, message, extra, report.longreprtext, command)
        where = str(folder)
    except Exception as error:  # report the failure to write, never replace the test's own failure
        where = f"(not written: {type(error).__name__}: {error})"
    report.user_properties.append(("synth_artifacts", where))
    report.user_properties.append(("synth_rerun", command))
    if isinstance(exc, StageFailure):  # a case the harness rejected for a stated reason: one line, no traceback
        first = message.strip().splitlines()[0] if message.strip() else ""
        retry = " (environment failure: not recorded, a rerun tries it again)" if is_environment(exc) else ""
        report.longrepr = f"{case.id} {stage_name}: {label}{retry}: {first} | artifacts: {where} | re-run: {command}"
    else:  # an unexpected error keeps its traceback
        report.sections.append(("synth artifacts", f"label: {label}\nartifacts: {where}\nre-run: {command}"))
