"""The Warp launch stages with Warp's CPU standing in for the device: the plumbing, without a GPU.

On the CPU the "device" run and the reference are the same computation, so every check
passes with zero error; what is tested is the batching (one module load per batch module,
failures charged to their case), the adjoint run through wp.Tape, and the check records.
"""

import pytest

from synth.dataset.records import check_entry, dumps
from synth.generate.cases import Case
from synth.gpu import launch
from synth.gpu.compare import GpuCheck
from synth.gpu.device import Probe, Target
from synth.model.failures import StageFailure, StageSkipped
from synth.plugin.run import SynthRun
from synth.stages import codegen, gradcheck
from synth.stages.batch import Batch, Settings
from synth.warp import warp_ir

CPU_AS_DEVICE = Target("cpu", "CPU standing in for a GPU", 0)
# tile kernels too: wp.launch_tiled (tile_reduce) and wp.launch with a block_dim (tile_thread), each at its block_dim
CASES = [Case("arithmetic", 0), Case("atomic", 0), Case("tile_reduce", 0), Case("tile_thread", 0)]


def make_batch(config, cases, target=CPU_AS_DEVICE, key="gpu-unit") -> Batch:
    settings = Settings(cache_dir=SynthRun.of(config).settings.cache_dir, extra={"gpu": Probe(target)})
    return Batch(key, list(cases), settings)


@pytest.fixture(scope="module")
def cpu_batch(pytestconfig):
    return make_batch(pytestconfig, CASES)


def test_forward_on_the_stand_in_device_matches_exactly(cpu_batch):
    results = cpu_batch.results(launch.forward)
    for case in CASES:
        check = results[case.id]
        assert isinstance(check, GpuCheck), check
        assert (check.check, check.device, check.arch, check.worst_error, check.max_error) == ("forward", CPU_AS_DEVICE.name, 0, 0.0, 0.0)


def test_backward_on_the_stand_in_device_matches_exactly(cpu_batch):
    expected = cpu_batch.results(gradcheck.backward)
    results = cpu_batch.results(launch.backward)
    for case in CASES:
        assert set(expected[case.id].grads) == {p.name for p in case.spec.inputs if p.type.is_float}  # int inputs (an index) have none
        check = results[case.id]
        assert isinstance(check, GpuCheck) and check.check == "backward" and check.worst_error == 0.0


def test_gpu_checks_in_dataset_records_name_the_device(cpu_batch):
    """A record's gpu check carries the device name, alias and compute capability besides its errors."""
    forward = cpu_batch.value(CASES[0], launch.forward)
    entry = check_entry(forward)
    assert entry["passed"] is True
    assert entry["device"] == CPU_AS_DEVICE.name and entry["arch"] == 0 and entry["device_alias"] == forward.alias
    assert entry["worst_error"] == forward.worst_error and entry["tolerance"] == forward.tolerance
    dumps(entry)  # canonical JSON


def test_without_a_device_the_stages_skip(pytestconfig):
    batch = Batch("gpu-unit-none", CASES[:1], Settings(cache_dir=SynthRun.of(pytestconfig).settings.cache_dir))
    with pytest.raises(StageSkipped, match="-m gpu"):
        batch.results(launch.forward)


class FakeModule:
    def __init__(self, fails: bool):
        self.fails, self.loads = fails, []

    def load(self, device):
        self.loads.append(device)
        if self.fails:
            raise RuntimeError("nvrtc: error")


class FakeKernel:
    def __init__(self, key, module):
        self.key, self.module = key, module


@pytest.fixture
def loads_from(monkeypatch):
    """Record where each module load on the device came from (the PTX folder, or None: Warp's own compile)."""
    seen = []

    def fake_load(module, alias, ptx_dir, arch=None):
        seen.append((alias, ptx_dir, arch))
        module.load(alias)

    monkeypatch.setattr(warp_ir, "load_on_device", fake_load)
    return seen


def test_a_failed_module_load_is_charged_to_the_case_that_broke_it(pytestconfig, monkeypatch, loads_from):
    shared = FakeModule(fails=True)
    cases = [Case("arithmetic", 1), Case("vector", 1), Case("matrix", 1)]

    def fake_cpu_kernels(batch):
        return {c.id: FakeKernel(c.kernel_name, shared) for c in batch.cases}

    singles = {}

    def fake_bind(kernels, name):
        (kernel,) = kernels
        singles[kernel.key] = FakeModule(fails=kernel.key == cases[1].spec.warp_key)
        return singles[kernel.key], [FakeKernel(kernel.key, singles[kernel.key])]

    monkeypatch.setattr(codegen, "cpu_kernels", fake_cpu_kernels)
    monkeypatch.setattr(warp_ir, "bind_batch", fake_bind)
    results = make_batch(pytestconfig, cases, Target("cuda:0", "NVIDIA H200", 90), key="gpu-unit-fake").results(launch.device_kernels)
    assert shared.loads == ["cuda:0"], "the batch module is loaded once"
    assert isinstance(results["vector-s000001"], StageFailure) and results["vector-s000001"].label == "crash"
    assert "vector_s000001 on cuda:0 NVIDIA H200 (sm_90)" in results["vector-s000001"].message
    for ok in (cases[0], cases[2]):  # the modules bound per case are keyed by Warp's name of the kernel
        assert results[ok.id].module is singles[ok.spec.warp_key] and singles[ok.spec.warp_key].loads == ["cuda:0"]


def test_one_module_load_per_batch(pytestconfig, monkeypatch, loads_from):
    shared = FakeModule(fails=False)
    monkeypatch.setattr(codegen, "cpu_kernels", lambda batch: {c.id: FakeKernel(c.kernel_name, shared) for c in batch.cases})
    batch = make_batch(pytestconfig, CASES, Target("cuda:0", "NVIDIA H200", 90), key="gpu-unit-once")
    results = batch.results(launch.device_kernels)
    assert shared.loads == ["cuda:0"] and all(r.module is shared for r in results.values())
    assert loads_from == [("cuda:0", codegen.ptx_dir(batch), 90)], "sm_90 is compiled by the nvrtc stage: its PTX is what the device loads"


def test_a_device_of_an_architecture_the_nvrtc_stage_skips_is_loaded_by_warps_own_compile(pytestconfig, monkeypatch, loads_from):
    shared = FakeModule(fails=False)
    monkeypatch.setattr(codegen, "cpu_kernels", lambda batch: {c.id: FakeKernel(c.kernel_name, shared) for c in batch.cases})
    make_batch(pytestconfig, CASES, Target("cuda:0", "NVIDIA A100", 80), key="gpu-unit-sm80").results(launch.device_kernels)
    assert loads_from == [("cuda:0", None, 80)]


@pytest.mark.gpu
def test_on_a_device_the_batch_module_runs_the_ptx_the_nvrtc_stage_compiled(pytestconfig):
    """On a CUDA host whose architecture is in --synth-archs, the module Warp launches is the nvrtc stage's PTX file, JIT-compiled by the driver."""
    from synth.gpu.device import target_of

    settings = SynthRun.of(pytestconfig).settings
    target = target_of(settings)
    if target.arch not in settings.archs:
        pytest.skip(f"sm_{target.arch} is not in --synth-archs {settings.archs}: Warp compiles the module itself there")
    batch = Batch("gpu-unit-ptx", list(CASES), settings)
    kernels = batch.results(launch.device_kernels)
    module = kernels[CASES[0].id].module
    wp = warp_ir.warp()
    loaded = module.execs[(wp.get_device(target.alias).context, module.options["block_dim"])]
    assert loaded.binary_path.endswith(f".sm{target.arch}.ptx") and str(codegen.ptx_dir(batch)) in loaded.binary_path
    assert all(isinstance(r, GpuCheck) for r in batch.results(launch.forward).values())
