"""Run the standalone .cu's kernel on the CPU: g++ with a small CUDA shim, no GPU, no nvcc.

The build compiles the text ``synth.render.cuda.units.emulation_unit`` renders: the very device
text of ``render_cuda`` (types, helpers, kernel) and its host ``run`` with only the launch line swapped for the shim's loop over blocks and threads,
so the emulation also exercises the host code's file reading and writing (same layout as
on a GPU, see ``synth.render.cuda.io``) and the batch ``main`` a GPU host runs. One g++ build
per batch, each case in its namespace; every case and input draw then runs in one process
(``exe CASE in.bin out.bin ...``, ``synth.toolchain.runs``), and a crash is charged to its
case. A failed batch build raises; the stage charges it to each case with
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
from pathlib import Path

from synth.model.failures import StageFailure, StageSkipped
from synth.model.spec import KernelSpec
from synth.render.cuda import CUDA_SHIM
from synth.render.cuda.io import write_inputs
from synth.toolchain import build_cache, process, runs, sandbox
from synth.toolchain.runs import Draw, Job

SHIM = CUDA_SHIM
GXX_FLAGS = ("-std=c++17", "-O0", "-ffp-contract=off", "-fno-fast-math")
# What a GPU would do differently from x86 is undefined behaviour in C++: a float converted to an
# integer type that cannot hold it (x86 wraps, a GPU saturates), a signed overflow, an over-wide
# shift, an out-of-bounds index. UBSan stops the run at the first (``runs``: ``undefined_behavior``).
# A float32 or float16 kernel's text never widens a float to double implicitly: Warp's CPU and CUDA
# code computes in float, so a stray double (``(double)x`` for ``wp.float32(x)``, a double literal)
# is a rendering error even where it rounds the same; the helpers that do compute in double, as
# Warp's do (the 4x4 determinant and inverse, degrees/radians, Cephes' ndtri), say so with casts.
# Kernels with float64 values are exempt (``synth.render.cuda.units.DOUBLE_ALLOWED``: a diagnostic pragma around them).
CHECK_FLAGS = ("-fsanitize=undefined,float-cast-overflow", "-fno-sanitize-recover=all", "-Werror=double-promotion")
RUN_TIMEOUT_S = 60.0  # a process; ``runs.run_jobs`` adds a second per further run
# How the shim's block mode says a tile kernel's .cu is wrong (exit status 3), and the case's label: its
# threads race (a barrier missing or misplaced), or its launch exceeds the kernel's __launch_bounds__.
BLOCK_DEFECTS = {"emulation: race: ": "race", "emulation: launch: ": "mismatch"}


def find_gxx() -> str | None:
    """The C++ compiler: ``$CXX`` if set, else g++ on PATH."""
    return shutil.which(os.environ.get("CXX", "g++"))


def build_source(text: str, workdir: Path, timeout: float, cache: Path | None = None) -> Path:
    """Compile an emulation translation unit (``synth.render.cuda.units.emulation_unit``'s, or a test's edit of it)
    into ``workdir/emulate``, cached by content in ``cache`` (a ``build_cache`` folder) when given; raises StageFailure."""
    gxx = find_gxx()
    if gxx is None:
        raise StageSkipped("no C++ compiler for the CUDA emulation: g++ is not on PATH and $CXX is not set")
    workdir.mkdir(parents=True, exist_ok=True)
    source = workdir / "emulate.cpp"
    source.write_text(text)
    exe = workdir / "emulate"
    key = build_cache.key_of("g++", gxx, _version(gxx), *GXX_FLAGS, *CHECK_FLAGS, SHIM.read_text(), text)
    hit = build_cache.lookup(cache, key) if cache is not None else None
    if hit is not None:
        build_cache.place(hit / "exe", exe)
        return exe
    _compile(gxx, source, exe, text, timeout)
    if cache is not None:
        build_cache.store(cache, key, {"exe": exe})
    return exe


def _version(gxx: str) -> str:
    try:
        return process.version(gxx)
    except process.ToolBroken as exc:
        raise StageFailure("crash", f"g++ is broken: {exc}") from None


def build_text(text: str, workdir: Path, timeout: float, contain: sandbox.Contained | None = None, include: tuple[Path, ...] = (),
               flags: tuple[str, ...] = CHECK_FLAGS, compile_only: tuple[str, ...] = ()) -> Path:  # fmt: skip
    """Compile one emulation translation unit (the shim's headers on the include path, then
    ``include``) into ``workdir/emulate``, uncached; raises StageFailure (StageSkipped without
    g++). ``contain``: the compiler runs sandboxed, for text that is not ours (``synth.evaluate``).
    ``flags``: the checks (the dataset's by default); ``compile_only``: flags of the compile alone,
    not the link (an instrumentation whose runtime the text itself provides): two g++ runs."""
    gxx = find_gxx()
    if gxx is None:
        raise StageSkipped("no C++ compiler for the CUDA emulation: g++ is not on PATH and $CXX is not set")
    source, exe = workdir / "emulate.cpp", workdir / "emulate"
    source.write_text(text)
    if compile_only:
        obj = workdir / "emulate.o"
        _compile(gxx, source, obj, text, timeout, contain, include, (*flags, *compile_only, "-c"))
        _compile(gxx, obj, exe, text, timeout, contain, (), flags)
    else:
        _compile(gxx, source, exe, text, timeout, contain, include, flags)
    return exe


def _compile(gxx: str, source: Path, exe: Path, text: str, timeout: float, contain: sandbox.Contained | None = None, include: tuple[Path, ...] = (),
             flags: tuple[str, ...] = CHECK_FLAGS) -> None:  # fmt: skip
    argv = [gxx, *GXX_FLAGS, *flags, "-I", str(SHIM.parent), *(f"-I{folder}" for folder in include), "-o", str(exe), str(source)]
    artifacts = {"emulate.cpp": text}
    try:
        proc = process.run(argv, timeout, contain=contain)
    except process.ToolTimeout:
        raise StageFailure("timeout", f"g++ ran past {timeout:g} s building the emulation and was killed", artifacts) from None
    except process.ToolNotStarted as exc:
        raise StageFailure("crash", str(exc), artifacts) from None
    if proc.returncode != 0:
        first = next((line for line in proc.stderr.splitlines() if "error" in line), proc.stderr.strip()[:300]) or "no output"
        label = "crash" if proc.returncode < 0 else "codegen_error"  # killed by a signal: the tool's fault, not the kernel's
        raise StageFailure(label, f"g++ could not build the CUDA emulation ({proc.how}): {first}", {**artifacts, "g++.stderr": proc.stderr})


def run_all(exe: Path, specs: list[KernelSpec], inputs_by_case: dict[str, dict], workdir: Path, *,
            timeout: float = RUN_TIMEOUT_S, stdout: bool = False) -> dict[str, dict | StageFailure]:  # fmt: skip
    """Each spec's kernel run through the built ``exe``: every case and input draw in one process (``synth.toolchain.runs``: a run that fails is charged to its case and the
    runs after it go on in a new process). One process per run cost 1.2 ms of process start each,
    about 0.2 CPU-seconds a batch of 64 cases and 3 draws; the whole batch's runs take 0.035."""
    draws = []
    for spec in specs:
        given = inputs_by_case[spec.name]
        for draw, values in enumerate(given if isinstance(given, list) else [given]):
            stem = spec.name if draw == 0 else f"{spec.name}.draw{draw}"
            job = Job(spec.name, workdir / f"{stem}.in.bin", workdir / f"{stem}.out.bin")
            write_inputs(job.inputs, spec, values)
            draws.append(Draw(spec.name, spec, draw, job))
    outputs = runs.run_draws(exe, draws, timeout, stdout)  # stdout: each run's printed text too (runs.STDOUT)
    results = {}
    for spec in specs:
        got = outputs[spec.name]
        for marker, label in BLOCK_DEFECTS.items():  # the shim's block mode found a defect of the .cu (exit status 3)
            if isinstance(got, StageFailure) and marker in got.message:
                got = StageFailure(label, got.message[got.message.index(marker) :], got.artifacts)
        one_draw = not isinstance(inputs_by_case[spec.name], list)
        results[spec.name] = got[0] if one_draw and not isinstance(got, StageFailure) else got
    return results
