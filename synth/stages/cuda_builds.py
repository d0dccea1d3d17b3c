"""Render, then compile: a case's kernels built by nvcc or for the CPU emulation. The renderer
(``synth.render.cuda.units``) writes the translation units and the compilers
(``synth.toolchain``) take only their text; the stages, the gpu checks and the tests build
kernels through these two steps here."""

from __future__ import annotations

from pathlib import Path

from synth.model.spec import KernelSpec
from synth.render.cuda.units import emulation_unit, nvcc_unit
from synth.toolchain import emulate, nvcc, process


def compile_specs(specs: list[KernelSpec], archs: tuple[int, ...] = nvcc.DEFAULT_ARCHS, workdir: Path = Path("."), **options) -> dict[str, nvcc.NvccResult]:
    """nvcc of the specs' kernels in one translation unit (``nvcc.compile_unit``'s options): {kernel name: result}."""
    return nvcc.compile_unit(nvcc_unit(specs), archs, workdir, **options)


def compile_spec(spec: KernelSpec, archs: tuple[int, ...] = nvcc.DEFAULT_ARCHS, workdir: Path = Path("."), **options) -> nvcc.NvccResult:
    """nvcc of one kernel's standalone .cu."""
    return compile_specs([spec], archs, workdir, **options)[spec.name]


def build_emulation(specs: list[KernelSpec], workdir: Path, *, resized: tuple[KernelSpec, ...] = (), cache: Path | None = None,
                    timeout: float | None = None) -> Path:  # fmt: skip
    """The g++ build of the specs' emulation (``resized``: kernels of ``specs`` at another launch shape, see ``emulation_unit``)."""
    return emulate.build_source(emulation_unit(specs, resized), Path(workdir), timeout or process.build_timeout(len(specs)), cache)


def emulate_specs(specs: list[KernelSpec], inputs_by_case: dict[str, dict], workdir: Path, *, timeout: float = emulate.RUN_TIMEOUT_S,
                  cache: Path | None = None) -> dict[str, dict | object]:  # fmt: skip
    """One g++ build of every spec's kernel, then each run on the CPU: {kernel name: outputs or its StageFailure}.

    ``inputs_by_case[spec.name]`` holds every parameter's value (``synth.model.inputs.make_inputs``),
    or a list of such draws: the case then runs once per draw and its result is the list of outputs.
    A failed build raises (StageFailure, or StageSkipped without g++)."""
    missing = [s.name for s in specs if s.name not in inputs_by_case]
    if missing:
        raise KeyError(f"no inputs for {', '.join(missing)}")
    exe = build_emulation(specs, workdir, cache=cache)
    return emulate.run_all(exe, specs, inputs_by_case, Path(workdir), timeout=timeout)
