"""The lifted real kernels' standalone .cu on the device (``synth.gpu.lifted_binary``), without a GPU:
the CPU emulation of the same .cu (a real executable with the device binary's command line) stands
in for the device binary, end to end through the stage; the comparison is tested on its own with
another thread order and a planted wrong element."""

from __future__ import annotations

import base64
from pathlib import Path

import numpy as np
import pytest

from synth.gpu import lifted_binary
from synth.gpu.device import Probe, Target
from synth.model.failures import StageFailure, StageSkipped
from synth.plugin.run import SynthRun
from synth.stages import cuda_builds, ingest, lifted
from synth.stages.batch import Batch, Settings
from synth.toolchain import nvcc
from synth.warp import lift, lift_proof, recorder, thread_order, warp_ir

pytestmark = pytest.mark.needs_gxx

H200 = Target("cuda:0", "NVIDIA H200", 90)
CAPTURED = Path(__file__).resolve().parents[2] / "captured"


def test_every_lifted_kernel_of_a_module_runs_its_cu_against_the_original(pytestconfig, monkeypatch, tmp_path):
    cases = ingest.discover([str(CAPTURED)], tmp_path / "cache", (90,), 2).cases
    batch = Batch("gpu-unit-lifted", cases, Settings(cache_dir=SynthRun.of(pytestconfig).settings.cache_dir, archs=(90,), extra={"gpu": Probe(H200)}))

    def emulated_build(specs, archs, workdir, executable=True, cache=None, flags=()):
        exe = cuda_builds.build_emulation(list(specs), Path(workdir))
        return {s.name: nvcc.NvccResult(s.name, {}, {}, (str(exe), s.name)) for s in specs}

    monkeypatch.setattr(cuda_builds, "compile_specs", emulated_build)
    results = batch.results(lifted_binary.binary)
    ran = {c.kernel: results[c.id] for c in cases if isinstance(results[c.id], lifted_binary.LiftedOnDevice)}
    lifted_kernels = {"with_static", "make_scale__locals__scale_by", "make_offset__locals__offset", "TestLaunches__test_body__locals__body_kernel", "never_launched"}
    assert set(ran) == lifted_kernels, sorted(ran)  # captured launches, and never_launched's synthesized inputs
    for found in ran.values():
        assert found.worst_error == 0.0 and found.launches >= 1 and found.arch == 90 and found.compared == "element by element"
    mesh = next(results[c.id] for c in cases if c.kernel == "mesh_points")
    assert isinstance(mesh, StageSkipped) and mesh.reason.startswith("not lifted")


COMPACT = """\
import warp as wp


@wp.kernel
def compact(x: wp.array(dtype=float), counter: wp.array(dtype=int), out: wp.array(dtype=float)):
    i = wp.tid()
    slot = wp.atomic_add(counter, 0, 1)
    out[slot] = x[i] * 2.0
"""


@pytest.fixture(scope="module")
def compact_lift(tmp_path_factory):
    """The lift of a kernel whose threads take slots in arrival order, proved on one launch."""
    wp = warp_ir.warp()
    folder = tmp_path_factory.mktemp("compact")
    (folder / "compact_kernels.py").write_text(COMPACT)
    kernel = warp_ir.import_file(folder / "compact_kernels.py", "synth_test_compact_kernels").compact
    rec = recorder.Recorder()
    with rec.installed():
        x = wp.array(np.linspace(-1.0, 2.0, 12, dtype=np.float32), dtype=float, device="cpu")
        wp.launch(kernel, dim=12, inputs=[x, wp.zeros(1, dtype=int, device="cpu"), wp.zeros(12, dtype=float, device="cpu")], device="cpu")
    launches = [launch.to_dict() for s in rec.seen.values() for launch in s.launches]
    entry = lift_proof.prove(kernel, launches, folder)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    order = thread_order.order_dependence(warp_ir.build_kernel_alone(kernel, "cpu", 1, None).source)
    return lifted.Lift(spec, launches, entry["expected"], tuple(entry["ir_differs"]), "captured"), order


def _original(found: lifted.Lift) -> dict:
    """The original kernel's CPU outputs of the one launch, as the device binary would write them."""
    return {
        p.name: np.frombuffer(base64.b64decode(found.expected[0][p.name]), dtype=p.type.scalar.dtype).copy()
        for p in found.spec.outputs
    }


def test_a_device_that_takes_the_slots_in_reverse_order_agrees_as_multisets(compact_lift):
    found, order = compact_lift
    assert order
    device = _original(found)
    device["out"] = device["out"][::-1].copy()  # thread i got slot n-1-i
    assert isinstance(lifted_binary.compare(H200, found, [device], ""), StageFailure)  # element by element they differ
    outcome = lifted_binary.compare(H200, found, [device], order)
    assert isinstance(outcome, lifted_binary.LiftedOnDevice) and outcome.compared.startswith("as the multiset")


def test_a_wrong_element_fails_in_any_order(compact_lift):
    """Rejected either way: as a mismatch where the order cannot matter, as a race where it can (a
    wrong value and a value another order kept cannot be told apart there)."""
    found, order = compact_lift
    device = _original(found)
    same = lifted_binary.compare(H200, found, [device], order)
    assert isinstance(same, lifted_binary.LiftedOnDevice) and same.compared == "element by element" and same.worst_error == 0.0
    device["out"] = device["out"][::-1].copy()
    device["out"][5] += np.float32(0.25)
    failed = lifted_binary.compare(H200, found, [device], order)
    assert isinstance(failed, StageFailure) and failed.label == "race" and failed.known and "out: 1/12 elements" in failed.message
    device["out"] = device["out"][::-1].copy()  # back in the CPU's order: compared element by element, still wrong
    assert lifted_binary.compare(H200, found, [device], "").label == "mismatch"
