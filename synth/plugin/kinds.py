"""The two kinds of case a run checks, behind one protocol: generated kernels (``Case``) and
kernels of existing code (``ModuleCase``).

What differs between them for the plugin is said here, once, per kind: how they are batched,
which of them the committed snapshots cover, the options that select one case alone (its
re-run command), and the files a failure's folder holds. The plugin's other modules ask
``kind_of(case)`` and never branch on the kind.
"""

from __future__ import annotations

from typing import Protocol

from synth.generate.cases import Case
from synth.model.inputs import draw_files, make_inputs
from synth.model.module_case import ModuleCase
from synth.plugin.costs import estimated_seconds
from synth.plugin.options import DEFAULT_COUNT, DEFAULT_MODULES, DEFAULT_SEED, OPT_CATEGORIES, OPT_COUNT, OPT_MODULES, OPT_SEED
from synth.render.warp_python import render_warp
from synth.stages.batch import plan_batches


class CaseKind(Protocol):
    name: str  # the cases' ``kind``, and the stages' (``synth.stages.registry.Stage.kind``)
    described: str  # in messages: "no <described> case selected"
    covered: str  # what the committed snapshots cover
    once_per_run: bool  # its cases come from work done once per run for every xdist worker, when a test asks for them (synth.plugin.existing_code)

    def is_default(self, case) -> bool:
        """Whether the committed snapshots cover the case (a default case must have them)."""

    def batches(self, cases: list, size: int, workers: int) -> dict[str, list]:
        """The cases of this kind in batches, keyed by their first and last case id."""

    def selection(self, case) -> list[str]:
        """The command-line options that select this case alone (its re-run command)."""

    def artifacts(self, case) -> tuple[dict[str, object], dict]:
        """A failure folder's files of this case (name -> text, bytes or array) and the README's fields about it."""


class Generated:
    """Generated kernels: batched in consecutive chunks of even estimated cost (``plan_batches``, ``synth.plugin.costs``)."""

    name = Case.kind
    described = "generated"
    covered = f"seeds {DEFAULT_SEED}..{DEFAULT_SEED + DEFAULT_COUNT - 1}"
    once_per_run = False  # made from the options in every process, cheaply

    def is_default(self, case: Case) -> bool:
        return DEFAULT_SEED <= case.seed < DEFAULT_SEED + DEFAULT_COUNT

    def batches(self, cases: list[Case], size: int, workers: int) -> dict[str, list]:
        return plan_batches(cases, size, workers, cost=lambda case: estimated_seconds([case]))

    def selection(self, case: Case) -> list[str]:
        return [OPT_CATEGORIES, case.category, OPT_SEED, str(case.seed), OPT_COUNT, "1"]

    def artifacts(self, case: Case) -> tuple[dict[str, object], dict]:
        """The kernel's Warp source and standalone .cu, and its seeded inputs (arrays as .npy, scalars in the README)."""
        spec = case.spec
        files: dict[str, object] = {f"{case.kernel_name}.py": render_warp(spec)}
        try:
            from synth.render.cuda import render_cuda

            files[f"{case.kernel_name}.cu"] = render_cuda(spec)
        except Exception as exc:  # the .cu is a convenience; a renderer failure must not hide the real one
            files["cu_render_error.txt"] = f"{type(exc).__name__}: {exc}\n"
        values = make_inputs(spec)
        files |= draw_files(spec, 0)  # a stage that failed on a later draw replaces them (its own files)
        return files, {"dim": spec.dim, "scalars": {p.name: values[p.name] for p in spec.scalars}}


class ExistingCode:
    """Kernels of existing code: one batch per ingested module (its kernels share the module's result file)."""

    name = ModuleCase.kind
    described = "existing-code"
    covered = f"the kernels of {DEFAULT_MODULES}"
    once_per_run = True  # the kernels of modules run in child processes: ingested once, by the first process that needs them

    def is_default(self, case: ModuleCase) -> bool:
        return case.spec in DEFAULT_MODULES.split(",")

    def batches(self, cases: list[ModuleCase], size: int, workers: int) -> dict[str, list]:
        by_module: dict[str, list] = {}
        for case in cases:
            by_module.setdefault(case.capture, []).append(case)
        return {f"{group[0].id}--{group[-1].id}": group for group in by_module.values()}

    def selection(self, case: ModuleCase) -> list[str]:
        return [OPT_MODULES, case.spec, OPT_CATEGORIES, "none"]

    def artifacts(self, case: ModuleCase) -> tuple[dict[str, object], dict]:
        """Nothing of its own: the stage's files (the module's source among them) say it; the README names the module."""
        return {}, {"module": case.import_name, "file": case.file}


KINDS: dict[str, CaseKind] = {kind.name: kind for kind in (Generated(), ExistingCode())}  # in plan order


def kind_of(case) -> CaseKind:
    return KINDS[case.kind]

