"""The float32 twins of a batch's float16 cases (``synth.model.twin``), built for the CPU in one
Warp module of their own: the gradient check takes finite differences of a twin, not of the
half kernel, whose every operation rounds to 11 bits."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from synth.generate.cases import Case
from synth.model.spec import KernelSpec
from synth.model.twin import float32_twin, uses_half
from synth.render.warp_python import render_warp
from synth.stages import codegen
from synth.stages.batch import Batch, per_case
from synth.toolchain.files import write_if_changed
from synth.warp import warp_ir


@dataclass
class Twin:
    spec: KernelSpec
    kernel: object


def twin_kernels(batch: Batch) -> dict:
    """Each half case's built float32 twin (None for a case without halves)."""
    halves = [c for c in batch.cases if uses_half(c.spec)]

    def build(cases: list[Case]) -> dict:
        specs, kernels, texts = [], [], []
        for c in cases:
            spec = float32_twin(c.spec)
            text = render_warp(spec)
            path = codegen.kernel_file(batch.settings.cache_dir / "kernels", f"{spec.name}_twin", text)
            write_if_changed(path, text)
            name = f"synth_twins.{path.stem}"
            kernels.append(warp_ir.import_kernel(path, spec.name, module_name=name))
            batch.on_close(lambda name=name: warp_ir.forget_import(name))
            specs.append(spec)
            texts.append(text)
        digest = hashlib.sha256("".join(texts).encode()).hexdigest()[:10]
        module, copies = codegen.bind(batch, kernels, f"synth_twin_{cases[0].kernel_name}_{len(cases)}_{digest}")
        warp_ir.build_cpu(module)
        return {c.id: Twin(s, k) for c, s, k in zip(cases, specs, copies, strict=True)}

    results = per_case(halves, build) if halves else {}
    return {c.id: results.get(c.id) for c in batch.cases}
