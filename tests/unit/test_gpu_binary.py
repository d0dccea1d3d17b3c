"""The binary runner and the standalone-binary stage on fake executables (no GPU).

Fake "device binaries" are small Python scripts: one writes a prepared output file in the
cuda_io layout, others exit non-zero, die of a signal, hang, or write nothing. The CPU
emulation (synth.toolchain.emulate) builds a real executable with the same command line, which
stands in for the device binary end to end.
"""

import os
import stat
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from gpu import executable
from gpu.binary import Job, Ran, run_jobs
from gpu.compare import GpuCheck
from gpu.device import Probe, Target
from synth.generate.cases import Case
from synth.model.failures import StageFailure
from synth.plugin.core import SETTINGS
from synth.render import cuda_io
from synth.stages import reference
from synth.stages.batch import Batch, Settings
from synth.toolchain import emulate, nvcc

H200 = Target("cuda:0", "NVIDIA H200", 90)
CASES = [Case("arithmetic", 0), Case("vector", 0), Case("atomic", 0)]


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
    built = nvcc.compile_batch([spec], (90,), tmp_path)[spec.name]
    if os.path.exists("/dev/nvidia0"):
        pytest.skip("this host has a GPU; the binary would run")
    cuda_io.write_inputs(tmp_path / "in.bin", spec, reference.make_inputs(spec))
    failure = run_one(built.command[0], tmp_path / "in.bin", tmp_path / "out.bin", timeout=60)
    assert isinstance(failure, StageFailure), failure
    assert failure.label == "crash" and failure.artifacts["stderr.txt"].strip()


# ----------------------------------------------------------------------------- the stage, with fake builds


def make_batch(config, key: str, target: Target = H200) -> Batch:
    settings = Settings(cache_dir=config.stash[SETTINGS].cache_dir, archs=(90,), extra={"gpu": Probe(target)})
    return Batch(key, list(CASES), settings)


def fake_builds(monkeypatch, tmp_path, outputs: dict, broken=()):
    """compile_batch returning a fake batch executable that writes ``outputs[case name][draw]``
    (the draw read from the input file's name, ``NAME.DRAW.in.bin``)."""
    for name, draws in outputs.items():
        spec = next(c.spec for c in CASES if c.spec.name == name)
        for draw, arrays in enumerate(draws):
            body = b"".join(
                np.array([a.size], "<u4").tobytes() + np.ascontiguousarray(a, "<f4").tobytes() for a in (arrays[p.name] for p in spec.outputs)
            )
            (tmp_path / f"{name}.{draw}.bin").write_bytes(cuda_io.OUTPUT_MAGIC + np.array([len(spec.outputs)], "<u4").tobytes() + body)
    copy = (
        f"open({str(tmp_path / 'processes.log')!r}, 'a').write('x')\n"
        "for i in range(1, len(sys.argv), 3):\n"
        f"    shutil.copy(os.path.join({str(tmp_path)!r}, sys.argv[i] + '.' + sys.argv[i + 1].split('.')[-3] + '.bin'), sys.argv[i + 2])\n"
        "    print('done', (i - 1) // 3)"
    )
    exe = script(tmp_path, "batch", copy)
    calls = []

    def compile_batch(specs, archs, workdir, executable=True, cache=None):
        calls.append(tuple(archs))
        if any(s.name in broken for s in specs):  # like nvcc: one broken case fails the whole build
            raise StageFailure("nvcc_error", "nvcc exited 1: error")
        return {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs}

    monkeypatch.setattr(nvcc, "compile_batch", compile_batch)
    return calls


def reference_outputs(batch) -> dict:
    """Every case's CPU outputs, per input draw."""
    return {c.spec.name: batch.value(c, reference.forward).draws for c in CASES}


def test_binary_outputs_matching_the_reference_pass(pytestconfig, monkeypatch, tmp_path):
    batch = make_batch(pytestconfig, "gpu-unit-binary-ok")
    calls = fake_builds(monkeypatch, tmp_path, reference_outputs(batch))
    results = batch.results(executable.binary)
    assert calls == [(90,)], "one build per batch (the pipeline's, which holds the device's sm_90)"
    assert (tmp_path / "processes.log").read_text() == "x", "one process runs every case and draw of the batch"
    for case in CASES:
        check = results[case.id]
        assert isinstance(check, GpuCheck) and check.check == "binary" and check.worst_error == 0.0 and check.arch == 90


def test_a_device_outside_synth_archs_gets_a_build_of_its_own(pytestconfig, monkeypatch, tmp_path):
    batch = make_batch(pytestconfig, "gpu-unit-binary-sm80", Target("cuda:1", "NVIDIA A100-SXM4-80GB", 80))
    calls = fake_builds(monkeypatch, tmp_path, reference_outputs(batch))
    results = batch.results(executable.binary)
    assert calls == [(80,)]
    assert all(isinstance(results[c.id], GpuCheck) and results[c.id].arch == 80 for c in CASES)


def test_binary_outputs_off_by_a_little_are_a_mismatch(pytestconfig, monkeypatch, tmp_path):
    batch = make_batch(pytestconfig, "gpu-unit-binary-off")
    outputs = reference_outputs(batch)
    wrong = {name: [dict(arrays) for arrays in draws] for name, draws in outputs.items()}
    first = CASES[1].spec.outputs[0].name
    wrong[CASES[1].spec.name][2][first] = outputs[CASES[1].spec.name][2][first] + np.float32(0.01)  # the last draw only
    calls = fake_builds(monkeypatch, tmp_path, wrong, broken={CASES[2].spec.name})
    results = batch.results(executable.binary)
    assert len(calls) == 1 + len(CASES), "the failed batch build falls back to one build per case"
    assert isinstance(results[CASES[0].id], GpuCheck)
    assert isinstance(results[CASES[1].id], StageFailure) and results[CASES[1].id].label == "mismatch"
    assert f"{first}.gpu.npy" in results[CASES[1].id].artifacts
    assert results[CASES[2].id].label == "nvcc_error"


@pytest.mark.skipif(emulate.find_gxx() is None, reason="no g++ for the CUDA emulation")
def test_the_emulated_binary_passes_the_binary_check(pytestconfig, monkeypatch, tmp_path):
    """The real standalone .cu, run through the CPU shim in place of the device, is within the binary tolerance."""
    exe = emulate.build([c.spec for c in CASES], tmp_path)
    monkeypatch.setattr(
        nvcc,
        "compile_batch",
        lambda specs, archs, workdir, executable=True, cache=None: {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs},
    )
    results = make_batch(pytestconfig, "gpu-unit-binary-emulated").results(executable.binary)
    for case in CASES:
        assert isinstance(results[case.id], GpuCheck), results[case.id]
        assert results[case.id].worst_error <= results[case.id].tolerance
