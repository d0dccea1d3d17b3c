"""The stage registry: the record contract.

A stage has a stable name, the batch function that computes it, and the record fields its
value contributes. A test of a stage is marked ``@pytest.mark.stage(NAME)``; a dataset record's
``checks`` are keyed by these names and its fields come from ``Stage.fields``, so renaming a
test function or moving a module changes no dataset byte.

``brings`` names stages whose fields join a record when this stage's test passed (the .cu
joins when it was compiled or emulated, not only when its snapshot test ran). ``kind`` says
which cases a stage checks (``synth.model.case``): generated ones (``GENERATED``) or kernels of existing
code (``ModuleCase.kind``); a stage test is parametrized with the cases of its stage's kind. Every
record has the fields of its kind's ``REQUIRED`` stage. The cases of existing code, and what their
stages read, come from work done once per run for every xdist worker (the ingest,
``synth.stages.ingest``), started when a stage test of that kind is collected
(``synth.plugin.kinds``: ``once_per_run``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from synth.dataset.records import IR_FIELDS
from synth.model.case import GENERATED
from synth.model.module_case import KIND as MODULE_KIND
from synth.stages import codegen, gradcheck, lifted, liveness, modules, promises, reference, second_shape, standalone_cuda
from synth.stages.batch import Batch


def no_fields(value) -> dict:
    return {}


@dataclass(frozen=True)
class Stage:
    name: str
    compute: Callable[[Batch], dict]  # batch -> {case id: value | StageFailure | StageSkipped}
    fields: Callable[[object], dict] = no_fields  # record fields of a passing value
    brings: tuple[str, ...] = ()
    kind: str = GENERATED  # the cases it checks: "generated", or "warp_module"
    background: Callable[[Batch], dict] | None = None  # its compiler build, started when a batch opens (``Batch.start``)
    summary: Callable[[object], dict] | None = None  # plain numbers of a passing value for the run's summary (they travel from xdist workers)


STAGES: dict[str, Stage] = {}
REQUIRED = {GENERATED: "codegen", MODULE_KIND: "module_codegen"}  # its fields (Python source, four IR texts) are in every record


def required(kind: str) -> Stage:
    """The stage whose fields every record of this kind has."""
    return get(REQUIRED[kind])


def register(*stages: Stage) -> None:
    for stage in stages:
        if stage.name in STAGES and STAGES[stage.name] != stage:
            raise ValueError(f"stage {stage.name!r} registered twice")
        STAGES[stage.name] = stage


def get(name: str) -> Stage:
    try:
        return STAGES[name]
    except KeyError:
        raise KeyError(f"unknown stage {name!r}; registered: {', '.join(sorted(STAGES))}") from None


def _codegen_fields(value: dict) -> dict:
    return {
        "python_source": value["python_source"],
        **{k: value[k] for k in IR_FIELDS},
        **({"build": value["build"]} if "build" in value else {}),
    }


def _nvcc_fields(result) -> dict:
    """The PTX of the first architecture compiled, and ptxas resources per architecture."""
    first = min(result.ptx) if result.ptx else None
    return {
        "ptx": result.ptx[first] if first is not None else None,
        "resources": {f"sm_{arch}": numbers for arch, numbers in sorted(result.resources.items())} or None,
    }


def _cuda_fields(file) -> dict:
    """The whole .cu and its device part (``synth.render.cuda.StandaloneFile``)."""
    return {"cuda_standalone": file.text, "cuda_kernel": file.kernel}


register(
    Stage("codegen", codegen.texts, _codegen_fields),
    Stage("ir_snapshot", codegen.texts, _codegen_fields),
    Stage("nvrtc", codegen.ptx),
    Stage("cpu_reference", reference.forward),
    Stage("gradcheck", gradcheck.check, summary=gradcheck.GradCheck.record),
    Stage("liveness", liveness.check),
    Stage("cuda_source", standalone_cuda.sources, _cuda_fields),
    Stage("standalone_snapshot", standalone_cuda.sources, _cuda_fields),
    Stage("nvcc", standalone_cuda.nvcc_build, _nvcc_fields, brings=("cuda_source",), background=standalone_cuda.nvcc_build),
    Stage("emulation", standalone_cuda.emulation, brings=("cuda_source",), background=standalone_cuda.emulation_build),
    Stage("record_fields", promises.fields),
    Stage("second_shape", second_shape.check),
    Stage("module_codegen", modules.codegen, modules.codegen_fields, kind=MODULE_KIND),
    Stage("module_ir_snapshot", modules.codegen, modules.codegen_fields, kind=MODULE_KIND),
    Stage("module_nvrtc", modules.ptx, modules.ptx_fields, kind=MODULE_KIND),
    Stage("module_cpu_run", modules.cpu_run, kind=MODULE_KIND),
    Stage("module_gradcheck", modules.gradcheck, kind=MODULE_KIND),
    Stage("module_gpu_replay", modules.gpu_replay, kind=MODULE_KIND),
    Stage("module_cuda_source", lifted.sources, _cuda_fields, kind=MODULE_KIND),
    Stage("module_nvcc", lifted.nvcc_build, brings=("module_cuda_source",), kind=MODULE_KIND),
    Stage("module_emulation", lifted.emulation, brings=("module_cuda_source",), kind=MODULE_KIND),
    Stage("module_liveness", lifted.coverage, kind=MODULE_KIND),
    Stage("module_record_fields", promises.module_fields, kind=MODULE_KIND),
)
