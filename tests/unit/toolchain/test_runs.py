"""Running standalone executables (``synth.toolchain.runs``) on fake executables: small Python
scripts that write an output file, exit non-zero, die of a signal, hang, or write nothing; batch
ones that take ``CASE IN OUT ...`` and say ``done K`` like ``synth.render.cuda.batch_source``'s."""

import os
import stat
import sys
import time
from pathlib import Path

import pytest

from synth.generate.cases import Case
from synth.model.failures import StageFailure
from synth.render.cuda import io as cuda_io
from synth.stages import cuda_builds, reference
from synth.toolchain import nvcc
from synth.toolchain.runs import Job, Ran, run_jobs

CASES = [Case("arithmetic", 0)]


def script(folder: Path, name: str, body: str) -> Path:
    path = folder / name
    path.write_text(f"#!{sys.executable}\nimport os, shutil, signal, subprocess, sys, time\n{body}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def run_one(exe: Path, inputs: Path, outputs: Path, timeout: float, case: str | None = None) -> Ran | StageFailure:
    """The outcome of a single run (``run_jobs`` of one job)."""
    (outcome,) = run_jobs(exe, [Job(case, inputs, outputs)], timeout)
    return outcome


def test_a_run_that_writes_its_output(tmp_path):
    exe = script(tmp_path, "ok", "open(sys.argv[-1], 'w').write(' '.join(sys.argv[1:-2])); print('hi'); sys.stderr.write('note')")
    ran = run_one(exe, tmp_path / "in.bin", tmp_path / "out.bin", timeout=30, case="matrix_s000003")
    assert isinstance(ran, Ran), ran
    assert (tmp_path / "out.bin").read_text() == "matrix_s000003"
    assert ran.stdout.strip() == "hi" and ran.stderr == "note" and ran.seconds >= 0


def test_non_zero_exit_is_a_crash_with_its_stderr(tmp_path):
    exe = script(tmp_path, "fails", "sys.stderr.write('CUDA error: no CUDA-capable device is detected\\n'); sys.exit(3)")
    failure = run_one(exe, tmp_path / "in.bin", tmp_path / "out.bin", timeout=30)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "crash"
    assert "exit status 3" in failure.message and "no CUDA-capable device" in failure.message
    assert "no CUDA-capable device" in failure.artifacts["stderr.txt"]


def test_death_by_signal_is_a_crash_naming_the_signal(tmp_path):
    exe = script(tmp_path, "segv", "os.kill(os.getpid(), signal.SIGSEGV)")
    failure = run_one(exe, tmp_path / "in.bin", tmp_path / "out.bin", timeout=30)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "crash" and "signal SIGSEGV" in failure.message


def test_a_hanging_binary_is_a_timeout_and_its_children_die_too(tmp_path):
    pid_file = tmp_path / "child.pid"
    exe = script(
        tmp_path, "hangs", f"p = subprocess.Popen(['sleep', '60']); open({str(pid_file)!r}, 'w').write(str(p.pid)); time.sleep(60)"
    )
    start = time.monotonic()
    failure = run_one(exe, tmp_path / "in.bin", tmp_path / "out.bin", timeout=1.0)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "timeout" and "longer than 1 s" in failure.message
    assert time.monotonic() - start < 10
    child = int(pid_file.read_text())
    for _ in range(50):  # the killed child may linger as a zombie of init for a moment
        if not Path(f"/proc/{child}").exists() or "Z" in Path(f"/proc/{child}/stat").read_text().split()[2]:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the hung binary's child process survived the timeout")


def test_exit_zero_without_output_is_a_crash_even_with_a_stale_file(tmp_path):
    (tmp_path / "out.bin").write_text("from an earlier run")
    exe = script(tmp_path, "silent", "pass")
    failure = run_one(exe, tmp_path / "in.bin", tmp_path / "out.bin", timeout=30)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "crash" and "wrote no output file" in failure.message


def test_a_binary_that_cannot_start_is_a_crash(tmp_path):
    failure = run_one(tmp_path / "missing", tmp_path / "in.bin", tmp_path / "out.bin", timeout=30)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "crash" and "cannot start" in failure.message


BATCH = """
open(os.path.join(os.path.dirname(sys.argv[0]), 'processes.log'), 'a').write('x')
for i in range(1, len(sys.argv), 3):
    case, out = sys.argv[i], sys.argv[i + 2]
    if case == 'bad':
        sys.stderr.write('CUDA error: an illegal memory access was encountered\\n'); sys.exit(1)
    if case == 'hang':
        time.sleep(60)
    if case != 'silent':
        open(out, 'w').write(case)
    print('done', (i - 1) // 3, flush=True)
"""


def jobs(folder: Path, cases: list[str | None]) -> list[Job]:
    return [Job(case, folder / f"{n}.in.bin", folder / f"{n}.out.bin") for n, case in enumerate(cases)]


def test_a_batch_executable_runs_every_job_in_one_process(tmp_path):
    exe = script(tmp_path, "batch", BATCH)
    todo = jobs(tmp_path, ["a", "b", "a", "c"])
    outcomes = run_jobs(exe, todo, timeout=30)
    assert all(isinstance(o, Ran) for o in outcomes), outcomes
    assert [j.outputs.read_text() for j in todo] == ["a", "b", "a", "c"]
    assert (tmp_path / "processes.log").read_text() == "x"


def test_a_failing_job_is_charged_alone_and_the_rest_run_in_a_new_process(tmp_path):
    exe = script(tmp_path, "batch", BATCH)
    outcomes = run_jobs(exe, jobs(tmp_path, ["a", "bad", "c", "silent", "d"]), timeout=30)
    assert [type(o).__name__ for o in outcomes] == ["Ran", "StageFailure", "Ran", "StageFailure", "Ran"]
    assert outcomes[1].label == "crash" and "batch bad failed with exit status 1" in outcomes[1].message
    assert "illegal memory access" in outcomes[1].artifacts["stderr.txt"]
    assert outcomes[3].label == "crash" and "batch silent exited 0 but wrote no output file" in outcomes[3].message
    assert (tmp_path / "processes.log").read_text() == "xx"


def test_a_hanging_job_is_the_timeout_and_the_jobs_after_it_still_run(tmp_path):
    exe = script(tmp_path, "batch", BATCH)
    start = time.monotonic()
    outcomes = run_jobs(exe, jobs(tmp_path, ["a", "hang", "c"]), timeout=1.0)
    assert time.monotonic() - start < 15
    assert isinstance(outcomes[0], Ran) and isinstance(outcomes[2], Ran)
    assert outcomes[1].label == "timeout" and "batch hang ran longer than 3 s" in outcomes[1].message  # 1 s + 1 s per further job


def test_a_one_case_executable_runs_one_job_per_process(tmp_path):
    exe = script(tmp_path, "one", f"open({str(tmp_path / 'processes.log')!r}, 'a').write('x'); open(sys.argv[2], 'w').write('ok')")
    outcomes = run_jobs(exe, jobs(tmp_path, [None, None]), timeout=30)
    assert all(isinstance(o, Ran) for o in outcomes) and (tmp_path / "processes.log").read_text() == "xx"


@pytest.mark.skipif(nvcc.find_nvcc() is None, reason="nvcc not installed")
def test_a_real_nvcc_binary_without_a_device_is_a_crash(tmp_path):
    """Here (no driver) the real executable starts, reads its inputs and fails at its first CUDA call."""
    spec = CASES[0].spec
    built = cuda_builds.compile_specs([spec], (90,), tmp_path)[spec.name]
    if os.path.exists("/dev/nvidia0"):
        pytest.skip("this host has a GPU; the binary would run")
    cuda_io.write_inputs(tmp_path / "in.bin", spec, reference.make_inputs(spec))
    failure = run_one(built.command[0], tmp_path / "in.bin", tmp_path / "out.bin", timeout=60)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "crash" and failure.artifacts["stderr.txt"].strip()
