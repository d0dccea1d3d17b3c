"""The sweep of NVRTC's precompiled-header folders: those of processes that are gone are removed,
a live process's and anything not named like NVRTC's are kept."""

from __future__ import annotations

import os
import subprocess
import sys

from synth.toolchain.leftovers import sweep_nvrtc_pch


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_only_folders_of_gone_processes_are_removed(tmp_path):
    dead, alive = _dead_pid(), os.getpid()
    gone = tmp_path / f"__nvrtc_auto_pch_{dead}_0"
    live = tmp_path / f"__nvrtc_auto_pch_{alive}_0"
    other = tmp_path / f"__nvrtc_auto_pch_{dead}_0.keep"  # not NVRTC's name
    for folder in (gone, live, other):
        (folder / "sub").mkdir(parents=True)
        (folder / "sub" / "x.pch").write_bytes(b"\0" * 100)
    file_named_like_it = tmp_path / f"__nvrtc_auto_pch_{dead}_1"
    file_named_like_it.write_text("a file, not a folder")
    assert sweep_nvrtc_pch(tmp_path) == [gone]
    assert not gone.exists() and live.exists() and other.exists() and file_named_like_it.exists()


def test_a_missing_folder_is_no_error(tmp_path):
    assert sweep_nvrtc_pch(tmp_path / "absent") == []


def test_a_session_sweeps_its_tmpdir(tmp_path):
    """The plugin sweeps at the start of every session (here a collect-only run with TMPDIR set)."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    gone = tmp_path / f"__nvrtc_auto_pch_{_dead_pid()}_0"
    gone.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "pytest", "--co", "-q", "-n", "0", "-p", "no:cacheprovider", "tests/unit/toolchain/test_leftovers.py"],
                         cwd=root, env=env, capture_output=True, text=True, timeout=300)  # fmt: skip
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert not gone.exists()
