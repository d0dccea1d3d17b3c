"""Run the standalone .cu's kernel on the CPU: g++ with a small CUDA shim, no GPU, no nvcc.

The build compiles the very device text of ``render_cuda`` (types, helpers, kernel) and its
host ``run`` with only the launch line swapped for the shim's loop over blocks and threads,
so the emulation also exercises the host code's file reading and writing (same layout as
on a GPU, see ``synth.render.cuda_io``). One g++ build per batch, each case in its namespace; each
case then runs in its own process (``exe CASE in.bin out.bin``), so a crash is charged to
its case. A failed batch build raises; the stage charges it to each case with
``synth.stages.batch.per_case``.

Flags: ``-O0 -ffp-contract=off`` and no ``-ffast-math``: every float operation rounds as
written, in IEEE single precision, like Warp's own CPU code up to contraction (see
``synth.verify.tolerance``). ``-O0`` builds in 0.81x the time of ``-O1`` (1650 cases, 50 per
category: 35.3 s against 43.5 s) and its output files were byte-identical to ``-O1``'s on all
4950 runs (every case, 3 input draws: ``python -m benchmarks.emulation_flags``).
"""

from __future__ import annotations

import os
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from synth.model.failures import StageFailure, StageSkipped
from synth.model.spec import KernelSpec
from synth.render.cuda import CUDA_SHIM, INCLUDES_STD, batch_source, render_parts
from synth.render.cuda_io import read_outputs, write_inputs
from synth.toolchain import build_cache, process

SHIM = CUDA_SHIM
GXX_FLAGS = ("-std=c++17", "-O0", "-ffp-contract=off", "-fno-fast-math")
RUN_TIMEOUT_S = 60.0


def find_gxx() -> str | None:
    """The C++ compiler: ``$CXX`` if set, else g++ on PATH."""
    return shutil.which(os.environ.get("CXX", "g++"))


def emulation_source(specs: list[KernelSpec]) -> str:
    """The batch translation unit: the shim, then each case's device and host code in its namespace."""
    parts = [render_parts(s, launch="emulate") for s in specs]
    return batch_source(parts, includes='#include "cuda_shim.h"\n' + INCLUDES_STD)


def build(specs: list[KernelSpec], workdir: Path, timeout: float | None = None, cache: Path | None = None) -> Path:
    """Compile the emulation of ``specs`` into one executable; raises StageFailure.

    ``cache``: a ``build_cache`` folder; an identical earlier build is reused.
    """
    gxx = find_gxx()
    if gxx is None:
        raise StageSkipped("no C++ compiler for the CUDA emulation: g++ is not on PATH and $CXX is not set")
    workdir.mkdir(parents=True, exist_ok=True)
    text = emulation_source(specs)
    source = workdir / "emulate.cpp"
    source.write_text(text)
    exe = workdir / "emulate"
    key = build_cache.key_of("g++", gxx, _version(gxx), *GXX_FLAGS, SHIM.read_text(), text)
    hit = build_cache.lookup(cache, key) if cache is not None else None
    if hit is not None:
        build_cache.place(hit / "exe", exe)
        return exe
    _compile(gxx, source, exe, text, timeout or process.build_timeout(len(specs)))
    if cache is not None:
        build_cache.store(cache, key, {"exe": exe})
    return exe


def _version(gxx: str) -> str:
    try:
        return process.version(gxx)
    except process.ToolBroken as exc:
        raise StageFailure("crash", f"g++ is broken: {exc}") from None


def _compile(gxx: str, source: Path, exe: Path, text: str, timeout: float) -> None:
    argv = [gxx, *GXX_FLAGS, "-I", str(SHIM.parent), "-o", str(exe), str(source)]
    artifacts = {"emulate.cpp": text}
    try:
        proc = process.run(argv, timeout)
    except process.ToolTimeout:
        raise StageFailure("timeout", f"g++ ran past {timeout:g} s building the emulation and was killed", artifacts) from None
    except process.ToolNotStarted as exc:
        raise StageFailure("crash", str(exc), artifacts) from None
    if proc.returncode != 0:
        first = next((line for line in proc.stderr.splitlines() if "error" in line), proc.stderr.strip()[:300]) or "no output"
        label = "crash" if proc.returncode < 0 else "codegen_error"  # killed by a signal: the tool's fault, not the kernel's
        raise StageFailure(label, f"g++ could not build the CUDA emulation ({proc.how}): {first}", {**artifacts, "g++.stderr": proc.stderr})


def run_case(exe: Path, spec: KernelSpec, inputs: dict, workdir: Path, timeout: float = RUN_TIMEOUT_S, draw: int = 0) -> dict:
    """Write the case's input file, run its kernel through the emulation, read its outputs."""
    stem = spec.name if draw == 0 else f"{spec.name}.draw{draw}"
    in_path, out_path = workdir / f"{stem}.in.bin", workdir / f"{stem}.out.bin"
    write_inputs(in_path, spec, inputs)
    out_path.unlink(missing_ok=True)
    argv = [str(exe), spec.name, str(in_path), str(out_path)]
    try:
        proc = process.run(argv, timeout)
    except process.ToolTimeout:
        raise StageFailure("timeout", f"the emulated kernel ran past {timeout:g} s and was killed") from None
    except process.ToolNotStarted as exc:
        raise StageFailure("crash", str(exc)) from None
    if proc.returncode != 0:
        raise StageFailure("crash", f"the emulated kernel ended with {proc.how}: {proc.stderr.strip()[:300]}", {"emulate.stderr": proc.stderr})
    return read_outputs(out_path, spec)


def emulate_batch(specs: list[KernelSpec], inputs_by_case: dict[str, dict], workdir: Path, *,
                  timeout: float = RUN_TIMEOUT_S, cache: Path | None = None) -> dict[str, dict | StageFailure]:  # fmt: skip
    """One g++ build of every spec's kernel, then each run on the CPU: {kernel name: outputs or its StageFailure}.

    A failed build raises (StageFailure, or StageSkipped without g++); the stages charge it to
    its cases with ``synth.stages.batch.per_case``. ``inputs_by_case[spec.name]`` holds every
    parameter's value (``synth.model.inputs.make_inputs``), or a list of such draws: the case
    then runs once per draw and its result is the list of outputs (the first failure, if any).
    """
    workdir = Path(workdir)
    missing = [s.name for s in specs if s.name not in inputs_by_case]
    if missing:
        raise KeyError(f"no inputs for {', '.join(missing)}")
    exe = build(specs, workdir, cache=cache)
    return run_all(exe, specs, inputs_by_case, workdir, timeout=timeout)


def run_all(exe: Path, specs: list[KernelSpec], inputs_by_case: dict[str, dict], workdir: Path, *,
            timeout: float = RUN_TIMEOUT_S) -> dict[str, dict | StageFailure]:  # fmt: skip
    """Each spec's kernel run through the built ``exe`` (as ``emulate_batch``), runs side by side."""

    def one(spec: KernelSpec):
        given = inputs_by_case[spec.name]
        draws = given if isinstance(given, list) else [given]
        results = []
        for draw, values in enumerate(draws):
            try:
                results.append(run_case(exe, spec, values, workdir, timeout, draw))
            except (StageFailure, ValueError) as exc:
                failure = exc if isinstance(exc, StageFailure) else StageFailure("crash", f"unreadable output file: {exc}")
                if len(draws) > 1:
                    failure = StageFailure(failure.label, f"input draw {draw}: {failure.message}", failure.artifacts)
                return failure
        return results if isinstance(given, list) else results[0]

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return dict(zip([s.name for s in specs], pool.map(one, specs), strict=True))
