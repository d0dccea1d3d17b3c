"""The standalone-binary stage (``synth.gpu.executable.binary``) with fake builds (no GPU): fake "device
binaries" are small Python scripts that write prepared output files in the cuda_io layout; the
CPU emulation (synth.toolchain.emulate) builds a real executable with the same command line,
which stands in for the device binary end to end."""

import stat
import sys
from pathlib import Path

import numpy as np
import pytest

from synth.generate.cases import Case
from synth.gpu import executable
from synth.gpu.compare import GpuCheck
from synth.gpu.device import Probe, Target
from synth.model.failures import StageFailure
from synth.plugin.run import SynthRun
from synth.render.cuda import io as cuda_io
from synth.render.cuda import render_standalone
from synth.stages import cuda_builds, reference
from synth.stages.batch import Batch, Settings
from synth.toolchain import nvcc

H200 = Target("cuda:0", "NVIDIA H200", 90)
CASES = [Case("arithmetic", 0), Case("vector", 0), Case("atomic", 0)]


def script(folder: Path, name: str, body: str) -> Path:
    """An executable Python script standing in for a device binary."""
    path = folder / name
    path.write_text(f"#!{sys.executable}\nimport os, shutil, sys\n{body}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


# ----------------------------------------------------------------------------- the stage, with fake builds


def make_batch(config, key: str, target: Target = H200, cases=CASES) -> Batch:
    settings = Settings(cache_dir=SynthRun.of(config).settings.cache_dir, archs=(90,), extra={"gpu": Probe(target)})
    return Batch(key, list(cases), settings)


def fake_builds(monkeypatch, tmp_path, outputs: dict, broken=()):
    """compile_specs returning a fake batch executable that writes ``outputs[case name][draw]``
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

    def compile_batch(specs, archs, workdir, executable=True, cache=None, flags=()):
        calls.append(tuple(archs))
        if any(s.name in broken for s in specs):  # like nvcc: one broken case fails the whole build
            raise StageFailure("nvcc_error", "nvcc exited 1: error")
        return {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs}

    monkeypatch.setattr(cuda_builds, "compile_specs", compile_batch)
    return calls


def no_probe_without_nvcc(monkeypatch):
    """The exact check asks which math functions nvcc and NVRTC compile differently (synth.gpu.skew);
    where no nvcc is installed (the fake builds stand in for it), none is said to."""
    from synth.gpu import skew

    if nvcc.find_nvcc() is None:
        monkeypatch.setattr(skew, "differing", lambda functions, arch, cache: skew.Skew((), "no nvcc", "not probed"))


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


@pytest.mark.needs_gxx
def test_the_emulated_binary_passes_the_binary_check(pytestconfig, monkeypatch, tmp_path):
    """The real standalone .cu, run through the CPU shim in place of the device, is within the binary tolerance."""
    exe = cuda_builds.build_emulation([c.spec for c in CASES], tmp_path)
    monkeypatch.setattr(
        cuda_builds,
        "compile_specs",
        lambda specs, archs, workdir, executable=True, cache=None: {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs},
    )
    results = make_batch(pytestconfig, "gpu-unit-binary-emulated").results(executable.binary)
    for case in CASES:
        assert isinstance(results[case.id], GpuCheck), results[case.id]
        assert results[case.id].worst_error <= results[case.id].tolerance


# ----------------------------------------------------------------------------- the binary against Warp's CUDA, bit for bit


@pytest.mark.needs_gxx
def test_the_exact_check_compares_the_unfused_binary_with_the_unfused_warp_launch(pytestconfig, monkeypatch, tmp_path):
    """``gpu_binary_exact`` with the CPU standing in for the device: the emulated .cu as the binary
    (built with -fmad=false asked for) and Warp's CPU launch of the fuse_fp-off module as Warp's
    CUDA: bit for bit, a zero error; one ulp off in a draw is a mismatch naming Warp's launch."""
    from synth.gpu import exact
    from synth.warp import warp_ir

    exe = cuda_builds.build_emulation([c.spec for c in CASES], tmp_path)
    asked = []

    def fake_compile(specs, archs, workdir, executable=True, cache=None, flags=()):
        asked.append(flags)
        return {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs}

    loaded = []
    no_probe_without_nvcc(monkeypatch)
    monkeypatch.setattr(cuda_builds, "compile_specs", fake_compile)
    monkeypatch.setattr(warp_ir, "load_on_device", lambda module, alias, ptx_dir, arch=None: loaded.append((module.options["fuse_fp"], alias)))
    cpu = Target("cpu", "the CPU standing in for a device", 90)
    results = make_batch(pytestconfig, "gpu-unit-exact", cpu).results(exact.binary_exact)
    assert asked == [("-fmad=false",)] and loaded == [(False, "cpu")]
    for case in CASES:
        check = results[case.id]
        assert isinstance(check, GpuCheck) and check.check == "binary_exact" and check.worst_error == 0.0, (case.id, check)

    real = reference.run_forward
    first = CASES[0].spec.outputs[0].name

    def one_ulp_off(kernel, spec, values, device="cpu"):
        out = real(kernel, spec, values, device)
        if spec.name == CASES[0].spec.name:
            out[first][3] = np.nextafter(out[first][3], np.float32(np.inf), dtype=np.float32)
        return out

    monkeypatch.setattr(reference, "run_forward", one_ulp_off)
    failed = make_batch(pytestconfig, "gpu-unit-exact-ulp", cpu).results(exact.binary_exact)[CASES[0].id]
    assert isinstance(failed, StageFailure) and failed.label == "mismatch" and "Warp's CUDA launch" in failed.message


@pytest.mark.needs_gxx
def test_the_exact_check_builds_tile_kernels_at_their_own_block_dim(pytestconfig, monkeypatch, tmp_path):
    """Warp's unfused module of a batch holding tile kernels of two block_dims (64 and 128: at Warp's
    default 256, tile_thread-s000001's 64-wide untile does not build) and a plain kernel: one
    module per block_dim, compiled by NVRTC to forward-only PTX for the device, each case passing
    against the emulated binary."""
    from synth.gpu import exact
    from synth.verify.tolerance import atomic_terms
    from synth.warp import warp_ir

    cases = [Case("tile_thread", 1), Case("tile_map", 0), Case("arithmetic", 0)]
    exe = cuda_builds.build_emulation([c.spec for c in cases], tmp_path)
    monkeypatch.setattr(cuda_builds, "compile_specs", lambda specs, archs, workdir, executable=True, cache=None, flags=(): {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs})
    block_dims, real_load = [], warp_ir.load_on_device

    def compile_then_load_on_the_cpu(module, alias, ptx_dir, arch=None):
        """What the device would load: NVRTC's PTX for the device's arch, forward kernels only."""
        block_dims.append(module.options["block_dim"])
        entries = warp_ir.ptx_entry_points(warp_ir.compile_ptx(module, arch, ptx_dir).read_text())
        assert entries and all(e.endswith("_cuda_kernel_forward") for e in entries), entries
        real_load(module, alias, ptx_dir, arch)

    monkeypatch.setattr(warp_ir, "load_on_device", compile_then_load_on_the_cpu)
    no_probe_without_nvcc(monkeypatch)
    cpu = Target("cpu", "the CPU standing in for a device", 90)
    results = make_batch(pytestconfig, "gpu-unit-exact-tiles", cpu, cases).results(exact.binary_exact)
    assert sorted(block_dims) == sorted([64, 128, warp_ir.warp().Module("probe", None).options["block_dim"]])
    for case in cases:  # tile_thread-s000001 sums a tile: another order on each side, the binary tolerance (exact_tolerance)
        check, summed = results[case.id], any(atomic_terms(case.spec, o.name) > 1 for o in case.spec.outputs)
        assert isinstance(check, GpuCheck) and check.check == "binary_exact", (case.id, check)
        assert summed == (case.id == "tile_thread-s000001") and (summed or check.worst_error == 0.0), (case.id, check)


@pytest.mark.needs_gxx
def test_a_case_calling_a_function_the_toolkits_compile_differently_is_compared_at_the_binary_tolerance(pytestconfig, monkeypatch, tmp_path):
    """nvcc 13.0 and NVRTC 13.4 inline other erff code (synth.gpu.skew, probed in test_gpu_skew): a case whose
    .cu calls erff (math_library-s000030) may not match Warp's launch bit for bit, so one ulp off passes at
    the binary tolerance and its check says why (bit for bit, it stays an exact check); far off still fails, saying at which tolerance. A case
    calling no such function (arithmetic-s000000) still fails on one ulp."""
    from synth.dataset.records import check_entry
    from synth.gpu import exact, skew
    from synth.warp import warp_ir

    cases = [Case("math_library", 30), Case("arithmetic", 0)]
    exe = cuda_builds.build_emulation([c.spec for c in cases], tmp_path)
    monkeypatch.setattr(cuda_builds, "compile_specs", lambda specs, archs, workdir, executable=True, cache=None, flags=(): {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs})
    monkeypatch.setattr(warp_ir, "load_on_device", lambda module, alias, ptx_dir, arch=None: None)
    asked = []

    def differing(functions, arch, cache):
        asked.append(set(functions))
        return skew.Skew(tuple(sorted(f for f in functions if f == "erff")), "Cuda compilation tools, release 13.0, V13.0.88", "release 13.4")

    monkeypatch.setattr(skew, "differing", differing)
    real, shift = reference.run_forward, {}

    def off(kernel, spec, values, device="cpu"):
        out = real(kernel, spec, values, device)
        name = spec.outputs[0].name
        out[name] = shift[spec.name](out[name])
        return out

    monkeypatch.setattr(reference, "run_forward", off)
    cpu = Target("cpu", "the CPU standing in for a device", 90)
    ulp = lambda a: np.nextafter(a, np.float32(np.inf), dtype=np.float32)  # noqa: E731
    shift.update({cases[0].spec.name: ulp, cases[1].spec.name: lambda a: a})
    results = make_batch(pytestconfig, "gpu-unit-exact-skew", cpu, cases).results(exact.binary_exact)
    assert asked == [set(skew.called(render_standalone(cases[0].spec).kernel)) | set(skew.called(render_standalone(cases[1].spec).kernel))]
    skewed, plain = results[cases[0].id], results[cases[1].id]
    assert isinstance(skewed, exact.SkewedExact) and skewed.check == "binary_exact" and 0 < skewed.worst_error <= skewed.tolerance, skewed
    entry = check_entry(skewed)
    assert entry["compared"].startswith("at the standalone binary's tolerance, not bit for bit: erff") and "release 13.4" in entry["compared"]
    assert type(plain) is GpuCheck and plain.worst_error == 0.0 and "compared" not in check_entry(plain)

    shift.update({cases[0].spec.name: lambda a: a * np.float32(1.01), cases[1].spec.name: ulp})
    results = make_batch(pytestconfig, "gpu-unit-exact-skew-off", cpu, cases).results(exact.binary_exact)
    assert isinstance(results[cases[0].id], StageFailure) and "at the binary tolerance: erff" in results[cases[0].id].message
    failed = results[cases[1].id]
    assert isinstance(failed, StageFailure) and failed.label == "mismatch" and "binary tolerance" not in failed.message

    shift.update({cases[0].spec.name: lambda a: a, cases[1].spec.name: lambda a: a})  # the erff case bit for bit: it stays an exact check
    results = make_batch(pytestconfig, "gpu-unit-exact-skew-same", cpu, cases).results(exact.binary_exact)
    same = results[cases[0].id]
    assert type(same) is GpuCheck and (same.worst_error, same.tolerance, same.max_error) == (0.0, 0.0, 0.0) and "compared" not in check_entry(same)
