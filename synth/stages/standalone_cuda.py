"""Standalone CUDA stages of a batch: each case's .cu, one nvcc build for the batch, and the
CPU emulation of the .cu compared with Warp's CPU reference."""

from __future__ import annotations

from synth.model.failures import StageFailure, StageSkipped, skipped_after
from synth.model.inputs import DRAWS, draw_files, make_inputs
from synth.render.cuda import render_cuda, render_standalone
from synth.stages import cuda_builds, reference
from synth.stages.batch import Batch, per_case
from synth.stages.resized import resized_specs
from synth.toolchain import emulate
from synth.verify.compare import Agreement, compare_arrays, mismatch_arrays
from synth.verify.tolerance import emulation_tolerance


def build_folder(batch: Batch):
    """Where compiler outputs are kept by content (``synth.toolchain.build_cache``): warm re-runs reuse them."""
    return batch.settings.cache_dir / "builds"


def sources(batch: Batch) -> dict:
    """The standalone .cu of every case, with its device part (what the dataset ships and nvcc compiles)."""
    return {case.id: render_standalone(case.spec) for case in batch.cases}


def nvcc_build(batch: Batch) -> dict:
    """One nvcc translation unit for the batch (PTX per arch, an executable, ptxas resources)."""
    return compiled(batch, batch.settings.archs, batch.workdir / "nvcc")


def compiled(batch: Batch, archs: tuple[int, ...], workdir) -> dict:
    """nvcc for the batch's cases, charged per case when the batch build fails."""

    def build(cases: list) -> dict:
        by_name = cuda_builds.compile_specs([c.spec for c in cases], archs, workdir, cache=build_folder(batch))
        return {c.id: by_name[c.kernel_name] for c in cases}

    return per_case(batch.cases, build)


def compare(spec, actual: dict, expected: dict) -> Agreement | StageFailure:
    """Every output array within its emulation tolerance, or a ``mismatch`` carrying both arrays."""
    agreement, problems = compare_arrays(actual, expected, lambda name, exp: emulation_tolerance(spec, name, exp), ("emulated", "Warp CPU"))
    if problems:
        arrays = mismatch_arrays(actual, expected, ("emulated", "warp_cpu"))
        return StageFailure("mismatch", "the emulated .cu differs from Warp's CPU result: " + "; ".join(problems), arrays)
    return agreement


def compare_draws(spec, actual: list[dict], expected: list[dict]) -> Agreement | StageFailure:
    """``compare`` on every input draw: the first draw's failure, or the agreement closest to failing."""
    worst = None
    for draw, (got, want) in enumerate(zip(actual, expected, strict=True)):
        outcome = compare(spec, got, want)
        if isinstance(outcome, StageFailure):
            return StageFailure(outcome.label, f"input draw {draw}: {outcome.message}", draw_files(spec, draw) | outcome.artifacts)
        if worst is None or outcome.ratio > worst.ratio:
            worst = outcome
    return worst



def emulation_build(batch: Batch) -> dict:
    """The g++ build of the batch's CPU emulation, one build per case when the batch's fails:
    {case id: (executable, its folder)}; it runs each case's kernel at its second launch shape
    too, the second_shape stage's kernels (``synth.stages.resized``). Runs no kernel (it may run on a background thread)."""

    def build(cases: list) -> dict:
        folder = batch.workdir / "emulate" / ("batch" if len(cases) > 1 else cases[0].kernel_name)
        exe = cuda_builds.build_emulation([c.spec for c in cases], folder, cache=build_folder(batch), resized=resized_specs(cases))
        return {c.id: (exe, folder) for c in cases}

    return per_case(batch.cases, build)


def emulation(batch: Batch) -> dict:
    """The .cu kernels run on the CPU (one g++ build per batch) and compared with Warp's CPU forward."""
    built = batch.results(emulation_build)
    emulated = {case.id: built[case.id] for case in batch.cases if isinstance(built[case.id], (StageFailure, StageSkipped))}
    by_exe: dict = {}
    for case in batch.cases:
        if case.id not in emulated:
            by_exe.setdefault(built[case.id], []).append(case)
    for (exe, folder), cases in by_exe.items():

        def run(group: list, exe=exe, folder=folder) -> dict:
            specs = [c.spec for c in group]
            draws = {s.name: [make_inputs(s, d) for d in range(DRAWS)] for s in specs}
            by_name = emulate.run_all(exe, specs, draws, folder)
            return {c.id: by_name[c.kernel_name] for c in group}

        emulated.update(per_case(cases, run))
    results = {}
    for case in batch.cases:
        got = emulated[case.id]
        if isinstance(got, (StageFailure, StageSkipped)):
            if isinstance(got, StageFailure):
                got.artifacts.setdefault(f"{case.kernel_name}.cu", render_cuda(case.spec))
            results[case.id] = got
            continue
        try:
            expected = batch.value(case, reference.forward)
        except StageFailure as failure:
            results[case.id] = skipped_after(failure, "CPU reference to compare with (see test_cpu_reference)")
            continue
        outcome = compare_draws(case.spec, got, expected.draws)
        if isinstance(outcome, StageFailure):
            outcome.artifacts[f"{case.kernel_name}.cu"] = render_cuda(case.spec)
        results[case.id] = outcome
    return results
