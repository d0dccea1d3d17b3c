"""The standalone .cu of each case, built by nvcc for the device's own architecture and run on it.

One nvcc build per batch (``synth.stages.cuda_builds.compile_specs``): every case sits in its own namespace
of one executable whose ``main`` runs the case named by its first argument. Each case's
seeded inputs go to a file in the ``synth.render.cuda.io`` layout, the executable writes its outputs
to another, and those are compared with the Warp CPU reference.
"""

from __future__ import annotations

from synth.gpu.compare import compare_draws
from synth.gpu.device import target_of
from synth.model.failures import StageFailure, StageSkipped, skipped_after
from synth.model.inputs import DRAWS, make_inputs
from synth.render.cuda import io as cuda_io
from synth.stages import reference
from synth.stages import standalone_cuda as pipeline_standalone
from synth.stages.batch import Batch
from synth.toolchain.runs import TIMEOUT_S, Draw, Job, run_draws


def executables(batch: Batch) -> dict:
    """Each case's nvcc build holding the device's architecture (one nvcc call per batch).

    The pipeline's own build (``--synth-archs``) is reused when it has that architecture;
    otherwise the batch is built once more, for the device's architecture only.
    """
    arch = target_of(batch.settings).arch
    if arch in batch.settings.archs:
        return batch.results(pipeline_standalone.nvcc_build)
    return pipeline_standalone.compiled(batch, (arch,), batch.workdir / f"gpu_sm_{arch}")


def binary(batch: Batch) -> dict:
    """Each case's executable run on the device, its output files against the CPU reference's outputs.

    Every run of an executable (each case, each input draw) goes to ``run_jobs`` at once, so a
    batch executable starts one CUDA context for the whole batch.
    """
    target = target_of(batch.settings)
    expected = batch.results(reference.forward)
    builds = batch.results(executables)
    folder = batch.workdir / f"gpu_sm_{target.arch}"
    folder.mkdir(parents=True, exist_ok=True)
    results, draws = {}, {}  # draws: {executable: [Draw]}
    for case in batch.cases:
        ref, build = expected[case.id], builds[case.id]
        if isinstance(ref, (StageFailure, StageSkipped)):
            results[case.id] = skipped_after(ref, "CPU reference to compare with")
            continue
        if isinstance(build, (StageFailure, StageSkipped)):
            results[case.id] = build
            continue
        queue_draws(draws, case, build, folder)
    outputs = run_queued(draws)  # {case id: [outputs of each draw] or the first failure}
    for case in batch.cases:
        if case.id not in results:
            got = outputs[case.id]
            results[case.id] = got if isinstance(got, StageFailure) else compare_draws("binary", target, case.spec, got, expected[case.id].draws)
    return results


def queue_draws(draws: dict, case, build, folder) -> None:
    """Each input draw of the case as a run of its built executable (its input file written), queued in ``draws`` by executable."""
    exe, *case_arg = build.command
    for draw in range(DRAWS):
        job = Job(case_arg[0] if case_arg else None, folder / f"{case.kernel_name}.{draw}.in.bin", folder / f"{case.kernel_name}.{draw}.out.bin")
        cuda_io.write_inputs(job.inputs, case.spec, make_inputs(case.spec, draw))
        draws.setdefault(exe, []).append(Draw(case.id, case.spec, draw, job))


def run_queued(draws: dict) -> dict:
    """Every queued run, one process per executable (``run_draws``): {case id: its draws' outputs, or the first failure}."""
    outputs = {}
    for exe, todo in draws.items():
        outputs.update(run_draws(exe, todo, TIMEOUT_S))
    return outputs
