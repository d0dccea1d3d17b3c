"""The standalone binary against Warp's own CUDA launch, bit for bit, on the device.

Both sides compile the same operations against the same CUDA math library; what they may do
differently is contract a*b + c into one fma where each compiler sees fit. With contraction off
on both (the batch's .cu built by nvcc with ``-fmad=false``; the batch's Warp kernels bound in a
module of their own with ``fuse_fp`` off, which Warp compiles with NVRTC for the device) every
operation rounds once as written, and the outputs must have the same bits
(``synth.verify.tolerance.exact_tolerance``: a float atomic_add target keeps the binary check's
tolerance, the device summing in another order each run). It checks the rendering against
Warp's CUDA where the ``gpu_binary`` check, against the CPU, must allow for the device's library.

"The same CUDA math library" holds only where nvcc and Warp's NVRTC come from one toolkit release.
Where they do not, a case whose .cu calls a math function the two releases compile differently
(``synth.gpu.skew``: nvcc 13.0 and NVRTC 13.4 differ in erff and expm1f) cannot agree bit for bit:
it is compared bit for bit first and, only where that fails, at the standalone binary's tolerance
(``gpu_tolerance("binary")``), and its check says so (``SkewedExact``: which functions, which
releases). Every other case is bit for bit or fails.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from synth.gpu import skew
from synth.gpu.compare import GpuCheck, compare
from synth.gpu.device import target_of
from synth.gpu.executable import queue_draws, run_queued
from synth.model.failures import StageFailure, StageSkipped, crash
from synth.model.inputs import DRAWS, draw_files, make_inputs
from synth.stages import codegen, cuda_builds, reference
from synth.stages import standalone_cuda as pipeline_standalone
from synth.stages.batch import Batch, per_case
from synth.warp import warp_ir

UNFUSED = ("-fmad=false",)


@dataclass(frozen=True)
class SkewedExact(GpuCheck):
    """A ``binary_exact`` check compared at the binary tolerance, and why: the math functions of the
    case's .cu that nvcc and Warp's NVRTC compile differently."""

    skew: skew.Skew | None = None

    def check_fields(self) -> dict:
        return {**super().check_fields(), "compared": f"at the standalone binary's tolerance, not bit for bit: {self.skew.describe()}"}


def skew_of(batch: Batch, arch: int) -> dict:
    """Per case: the math functions of its .cu whose device code differs between nvcc and Warp's NVRTC
    (a ``skew.Skew``, empty where none does), probed once per toolkit pair and function (build cache)."""
    texts = batch.results(pipeline_standalone.sources)
    called = {c.id: skew.called(texts[c.id].kernel) for c in batch.cases}
    differing = skew.differing({f for names in called.values() for f in names}, arch, pipeline_standalone.build_folder(batch))
    return {i: skew.Skew(tuple(f for f in names if f in differing.functions), differing.nvcc, differing.nvrtc) for i, names in called.items()}


def unfused_builds(batch: Batch) -> dict:
    """The batch's .cu built by nvcc without contraction, for the device's architecture (one build per batch)."""
    arch = target_of(batch.settings).arch

    def build(cases: list) -> dict:
        built = cuda_builds.compile_specs([c.spec for c in cases], (arch,), batch.workdir / "gpu_exact", cache=pipeline_standalone.build_folder(batch), flags=UNFUSED)
        return {c.id: built[c.kernel_name] for c in cases}

    return per_case(batch.cases, build)


def unfused_kernels(batch: Batch) -> dict:
    """Each case's Warp kernel with ``fuse_fp`` off, loaded on the device: one module per group of the
    batch's modules (``codegen.module_groups``: tile kernels build at their own ``block_dim``),
    forward only, through NVRTC's PTX as the forward check loads its module (``load_on_device``).
    Measured with NVRTC here (66 kernels, fuse_fp off): 7.2-8.0 CPU-s with the adjoints, 2.4-2.9 without."""
    target = target_of(batch.settings)

    def load(cases: list) -> dict:
        loaded = {}
        for group in codegen.module_groups(cases):
            kernels = [codegen.import_case_kernel(batch, c) for c in group]
            name = codegen.module_name(batch, group) + "_unfused"
            module, copies = codegen.bind(batch, kernels, name, group[0].spec.block_dim)
            module.options["fuse_fp"] = False
            module.options["enable_backward"] = False  # only forward launches are compared: a third of NVRTC's work
            warp_ir.load_on_device(module, target.alias, batch.workdir / "gpu_exact_ptx", target.arch)
            loaded.update({c.id: k for c, k in zip(group, copies, strict=True)})
        return loaded

    return per_case(batch.cases, load)


def binary_exact(batch: Batch) -> dict:
    """Per case: the unfused binary's outputs against the unfused Warp CUDA launch's, every draw (a GpuCheck), or a mismatch."""
    target = target_of(batch.settings)
    builds, kernels = batch.results(unfused_builds), batch.results(unfused_kernels)
    folder = batch.workdir / "gpu_exact_runs"
    folder.mkdir(parents=True, exist_ok=True)
    results, draws, launched = {}, {}, {}
    for case in batch.cases:
        build, kernel = builds[case.id], kernels[case.id]
        failed = next((v for v in (build, kernel) if isinstance(v, (StageFailure, StageSkipped))), None)
        if failed is not None:
            results[case.id] = failed
            continue
        try:
            launched[case.id] = [reference.run_forward(kernel, case.spec, make_inputs(case.spec, d), device=target.alias) for d in range(DRAWS)]
        except Exception:
            results[case.id] = crash(f"the unfused Warp launch on {target.describe()} failed")
            continue
        queue_draws(draws, case, build, folder)
    outputs = run_queued(draws)
    skews = probed(batch, target.arch) if launched else {}
    for case in batch.cases:
        if case.id in results:
            continue
        got = outputs[case.id]
        if isinstance(got, StageFailure) or not isinstance(skews, dict):
            results[case.id] = got if isinstance(got, StageFailure) else skews
            continue
        results[case.id] = exact_outcome(target, case.spec, got, launched[case.id], skews[case.id])
    return results


def probed(batch: Batch, arch: int) -> dict | StageFailure | StageSkipped:
    """``skew_of``, or why it could not say (no nvcc, a probe that did not compile): every case's result then."""
    try:
        return skew_of(batch, arch)
    except (StageFailure, StageSkipped) as exc:
        return exc
    except Exception:
        return crash("probing which math functions nvcc and Warp's NVRTC compile differently failed")


def exact_outcome(target, spec, binary_draws: list, warp_draws: list, skewed: skew.Skew):
    """Every draw's binary outputs against Warp's CUDA launch's, bit for bit; where that fails and
    ``skewed`` names functions the two toolkits compile differently, again at the binary tolerance
    (a ``SkewedExact``, saying why). The first failing draw's mismatch otherwise."""
    exact = _compared(target, spec, binary_draws, warp_draws, "")
    if isinstance(exact, StageFailure) and skewed.functions:
        widened = _compared(target, spec, binary_draws, warp_draws, "binary")
        if isinstance(widened, StageFailure):
            return StageFailure(widened.label, f"{widened.message} (at the binary tolerance: {skewed.describe()})", widened.artifacts)
        return SkewedExact(**{f.name: getattr(widened, f.name) for f in fields(widened)}, skew=skewed)
    return exact


def _compared(target, spec, binary_draws: list, warp_draws: list, tolerance_of: str):
    """``compare`` on every draw (bit for bit, or at ``tolerance_of``): the first failing draw's
    mismatch, or the check closest to failing."""
    worst = None
    for draw, (binary, warp_cuda) in enumerate(zip(binary_draws, warp_draws, strict=True)):
        outcome = compare("binary_exact", target, spec, binary, warp_cuda, against="Warp's CUDA launch", tolerance_of=tolerance_of)
        if isinstance(outcome, StageFailure):
            return StageFailure(outcome.label, f"input draw {draw}: {outcome.message}", draw_files(spec, draw) | outcome.artifacts)
        worst = outcome if worst is None or outcome.ratio > worst.ratio else worst
    return worst
