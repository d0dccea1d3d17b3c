"""The kernels a batch's gradient check takes finite differences of instead of the case's own, built
for the CPU in one Warp module of their own: a float16 case's float32 twin (``synth.model.twin``),
not the half kernel, whose every operation rounds to 11 bits; and a tile kernel that computes the
same values at any block size (``synth.model.tiles.block_size_free``) at block_dim 1, one thread
per tile, which Warp's CPU launches in 6 us where 256 cooperating fibers take 2.8 ms (an 8 x 8
tile product, measured): the check launches a kernel hundreds of times. The adjoint checked is
still the case's own, at its own block_dim."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace

from synth.model.case import KernelCase
from synth.model.spec import KernelSpec
from synth.model.tiles import block_size_free
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


def twin_spec(spec: KernelSpec) -> KernelSpec | None:
    """The kernel the finite differences of ``spec`` run, when it is not ``spec`` itself."""
    if uses_half(spec):
        return float32_twin(spec)
    if block_size_free(spec):
        return replace(spec, block_dim=1)
    return None


def twin_kernels(batch: Batch) -> dict:
    """Each case's built twin (None for a case that has none)."""
    halves = [c for c in batch.cases if twin_spec(c.spec) is not None]

    def build(cases: list[KernelCase]) -> dict:
        specs, kernels, texts = [], [], []
        for c in cases:
            spec = twin_spec(c.spec)
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
