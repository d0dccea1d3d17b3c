"""Stages of real kernels lifted into the kernel model (``synth.warp.lift``): the same standalone
CUDA, nvcc build and CPU emulation as a generated case, judged against the ORIGINAL kernel.

The process that ingested the kernel's module lifted it and proved the lift (``synth.warp.lift_proof``:
the model printed back to Warp Python gives the original's outputs bit for bit on the captured
launches) and kept the original's outputs. Here, in pytest's process:

- ``sources``: the spec rendered to a standalone ``.cu`` by the generated cases' renderer;
- ``nvcc``: nvcc builds it (PTX, executable, ptxas resources), the module's lifted kernels in one
  translation unit (kernels of one name in separate ones); a tile kernel whose ``.cu`` would declare
  more ``__shared__`` memory than any architecture allows statically is rejected before nvcc runs;
- ``emulation``: the ``.cu`` compiled with g++ against the CUDA shim and run on each captured
  launch; every output array must equal the original kernel's, bit for bit, but for a float
  array a tile kernel sums into in the block's order: that one within the allowance a generated
  tile case's emulation has (``synth.verify.tolerance.emulation_tolerance``, from the spec's sums);
- ``coverage`` (the ``module_liveness`` stage): which of the model's bodies (if and else branches, loop bodies, select arms) some
  thread entered on those launches, by the generated cases' probe kernel (``synth.stages.liveness``)
  on Warp's CPU. Recorded, never a rejection: real code is what it is, and its inputs are what
  its program gave (no other values are tried: another index could go out of bounds).

A kernel that was not lifted skips these stages with its refusal label; its record keeps Warp's
IR alone, as before.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

import numpy as np

from synth.model import expectations, spec_codec
from synth.model.failures import StageFailure, StageSkipped
from synth.model.inputs import array_shape, dtype_of
from synth.model.module_case import ModuleCase
from synth.model.spec import KernelSpec
from synth.model.tiles import SHARED_BYTES, summed_terms
from synth.render.cuda import render_standalone
from synth.render.cuda.io import index_arrays
from synth.render.cuda.tiles import shared_bytes
from synth.render.warp_python import render_warp
from synth.stages import codegen, cuda_builds, ingest, liveness, modules, reference
from synth.stages.batch import Batch, per_case
from synth.stages.ingest import debug_run
from synth.toolchain import emulate
from synth.toolchain.files import write_if_changed
from synth.toolchain.runs import STDOUT
from synth.verify.compare import compare_arrays, same_values
from synth.verify.tolerance import emulation_tolerance
from synth.warp import warp_ir


@dataclass
class Lift:
    """A lifted kernel's spec and its proof: the launches it was checked on and the original's outputs."""

    spec: KernelSpec
    launches: list[dict]  # the launches the proof replayed, in the layout of ``recorder.Launch.to_dict``
    expected: list[dict]  # per launch, the original's output arrays (base64 of their bytes, by name)
    ir_differs: tuple[str, ...]  # which of Warp's four IR texts of the model printed back differ from the original's
    inputs: str  # where the launches come from, for the record's check text
    stdout: list[str] | None = None  # a kernel that prints: what the original wrote on each launch (base64)


def lift_of(batch: Batch, case: ModuleCase) -> Lift | StageSkipped:
    """The case's lift: proved on its captured launches by the ingesting process, or on its
    synthesized inputs by its debug CPU run (``modules.cpu_run``); else a skip naming why not."""
    entry = ingest.entry_of(case)
    if entry.codegen_error is not None:
        return StageSkipped("not lifted: its module's kernel did not build")
    if entry.inputs == "captured":
        found, launches = entry.lift, entry.captured.launches
        inputs = "captured"
    elif entry.inputs == "synthesized":
        run = batch.results(modules.cpu_run)[case.id]
        if not isinstance(run, modules.CpuRun):
            return StageSkipped("not lifted: its debug CPU run did not pass")
        found, launches = run.lift, [run.launch]
        inputs = f"synthesized ({debug_run.INPUT_SETS[run.input_set]}), {_threads(run.launch['dim']) if run.launch else ''}"
    else:
        return StageSkipped("not lifted: no inputs to prove it on (not run on the CPU)")
    if found is None:
        return StageSkipped("not lifted: no launch to lift it on")
    if found.refused is not None:
        return StageSkipped(found.refused)
    return Lift(spec_codec.from_data(found.spec), [launches[k] for k in found.launches], found.expected, tuple(found.ir_differs), inputs, found.stdout)


def _threads(dim: list) -> str:
    count = int(np.prod(dim))
    return f"{count} thread{'s' if count != 1 else ''}"


def _groups(cases: list, lifts: dict) -> list[list]:
    """The cases in groups of distinct kernel names (one translation unit each), in order."""
    groups: list[list] = []
    for case in cases:
        for group in groups:
            if all(lifts[c.id].spec.name != lifts[case.id].spec.name for c in group):
                group.append(case)
                break
        else:
            groups.append([case])
    return groups


def lifted_cases(batch: Batch) -> tuple[dict, list]:
    """({case id: Lift or skip}, the cases that were lifted)."""
    lifts = {case.id: lift_of(batch, case) for case in batch.cases}
    return lifts, [c for c in batch.cases if isinstance(lifts[c.id], Lift)]


def sources(batch: Batch) -> dict:
    """Per case: the standalone ``.cu`` (``StandaloneFile``), or the skip of a kernel not lifted."""
    lifts, _ = lifted_cases(batch)
    return {cid: render_standalone(x.spec) if isinstance(x, Lift) else x for cid, x in lifts.items()}


def nvcc_build(batch: Batch) -> dict:
    """Per case: ``NvccResult`` of the lifted ``.cu``, or its failure or skip."""
    return built(batch, batch.settings.archs, "lifted_nvcc")


def built(batch: Batch, archs: tuple[int, ...], folder: str) -> dict:
    """Per case: the lifted ``.cu`` built by nvcc for ``archs`` (the module's lifted kernels in one
    translation unit, kernels of one name in separate ones), or its failure or skip."""
    lifts, cases = lifted_cases(batch)
    results = {cid: x for cid, x in lifts.items() if not isinstance(x, Lift)}
    for case in cases:
        over = _over_static_shared_memory(lifts[case.id].spec, archs)
        if over:
            results[case.id] = over
    cases = [c for c in cases if c.id not in results]
    for n, group in enumerate(_groups(cases, lifts)):

        def build(group_cases: list, n=n) -> dict:
            by_name = cuda_builds.compile_specs(
                [lifts[c.id].spec for c in group_cases],
                tuple(archs),
                batch.workdir / f"{folder}_{n}",
                cache=batch.settings.cache_dir / "builds",
            )
            return {c.id: by_name[lifts[c.id].spec.name] for c in group_cases}

        results.update(per_case(group, build))
    return results


def _over_static_shared_memory(spec: KernelSpec, archs: tuple[int, ...]) -> StageFailure | None:
    """The rejection of a tile kernel whose rendered ``.cu`` declares more ``__shared__`` memory than
    a block may declare statically on any architecture (ptxas: "uses too much shared data"), decided
    from the renderer's own declarations before nvcc runs, so the same on every machine."""
    if spec.block_dim is None:
        return None
    declared = shared_bytes(spec)
    if declared <= SHARED_BYTES:
        return None
    why = (
        f"its tiles need {declared} bytes of __shared__ memory, over the {SHARED_BYTES} a block may declare "
        f"statically on every CUDA architecture (sm_{', sm_'.join(map(str, archs))} asked for), and the standalone .cu declares its tiles statically"
    )
    return StageFailure("nvcc_error", f"not built: {why}", known=why)


def launch_inputs(spec: KernelSpec, launch: dict) -> dict:
    """A captured launch's values in the layout of ``synth.model.inputs`` (what the emulation reads)."""
    values = {}
    by_name = {a["name"]: a for a in launch["args"]}
    for p in spec.valued:
        if p.kind == "scalar" and p.type.is_struct:  # the recorder keeps a struct field by field (``name.field``)
            data = b"".join(base64.b64decode(by_name[f"{p.name}.{f}"]["data"]) for f, _ in p.type.fields)
        else:  # an indexed array's elements are those of the array it indexes (``name.data``)
            data = base64.b64decode(by_name[f"{p.name}.data" if p.is_indexed_array else p.name]["data"])
        a = np.frombuffer(data, dtype=dtype_of(p)).reshape(array_shape(spec, p)).copy()
        values[p.name] = (a.item() if p.type.is_scalar else a) if p.kind == "scalar" else a
        if p.indexed is not None:  # an indexed Fabric array's index array (``synth.warp.fabric``)
            values[f"{p.name}.indices"] = np.frombuffer(base64.b64decode(by_name[f"{p.name}.indices"]["data"]), dtype=np.int32).copy()
        for key, _ in index_arrays(p):  # an indexed array's index arrays (``synth.warp.recorder``)
            values[key] = np.frombuffer(base64.b64decode(by_name[key]["data"]), dtype=np.int32).copy()
    return values


@dataclass
class Emulated:
    """The emulated ``.cu`` matched the original kernel on these launches, bit for bit."""

    inputs: str  # where the launches come from (``Lift.inputs``)
    launches: int
    arrays: int
    ir_differs: tuple[str, ...]  # Warp's IR texts of the model printed back that are not the original's (comments and names aside)
    expectations: int = 0  # the kernel's expectations, each observed (operands and result) among the arrays
    dim: tuple[int, ...] = ()  # the first launch's: the evaluator lifts a synthesized record's kernel again at it
    printed: int | None = None  # a kernel that prints: the characters of stdout it wrote as the original did, over its launches

    def check_fields(self) -> dict:
        ir = f"other than the original's in {', '.join(self.ir_differs)}" if self.ir_differs else "the same as the original's in all four texts"
        observed = {0: "", 1: " (1 expectation's operands and result among them)"}.get(self.expectations, f" ({self.expectations} expectations' operands and results among them)")
        printed = "" if self.printed is None else f", {self.printed} characters of stdout as the original printed them"
        text = f"{self.inputs}: {self.launches} launches, {self.arrays} output arrays bit for bit{observed}{printed}; Warp's IR of the lifted model {ir}"
        return {"inputs": text, "dim": list(self.dim)}


def agrees(spec: KernelSpec, name: str, have: np.ndarray, want: np.ndarray) -> list[str]:
    """Why an emulated output array is not Warp's (empty: it is): bit for bit, but a float array a
    tile kernel sums into in the block's order, within the generated tile cases' allowance."""
    if spec.block_dim is not None and spec.param(name).type.is_float and summed_terms(spec, name) > 1:
        return compare_arrays({name: have}, {name: want}, lambda n, exp: emulation_tolerance(spec, n, exp), ("emulated", "Warp CPU"))[1]
    if same_values(have, want):  # bit for bit; a NaN of another sign or payload is the same NaN
        return []
    flat_have, flat_want = have.reshape(-1), want.reshape(-1)
    at = _first_difference(flat_have, flat_want)
    return [f"{name} differs from the original kernel's at element {at} (emulated {flat_have[at]!r}, Warp CPU {flat_want[at]!r})"]


def checked(lift: Lift) -> tuple[KernelSpec, list[dict]]:
    """The spec the emulation runs and its launches: a kernel with expectations in its verification
    run (``synth.model.expectations.observed``: what each expectation compared is an output too, as the
    proof kept the instrumented original's), any other as lifted."""
    if not expectations.expectations(lift.spec.body):
        return lift.spec, lift.launches
    return expectations.observed(lift.spec), [expectations.observed_launch(lift.spec, launch) for launch in lift.launches]


def compare(lift: Lift, got: list[dict]) -> Emulated | StageFailure:
    """Every output array of every launch equal to the original kernel's bytes (a tile kernel's
    float sums within their allowance: ``agrees``); for a kernel with expectations, the operands and
    result of each too (``checked``); for a kernel that prints, what it printed (``printed_differs``)."""
    spec = checked(lift)[0]
    for n, (outputs, want) in enumerate(zip(got, lift.expected, strict=True)):
        if lift.stdout is not None and (why := printed_differs(outputs.get(STDOUT), lift.stdout[n])):
            return StageFailure("mismatch", f"launch {n}: {why}", {"stdout.emulated.txt": outputs.get(STDOUT) or "", "stdout.warp_cpu.txt": _text(lift.stdout[n])})
        unmatched = sorted(set(want) ^ {p.name for p in spec.outputs})
        if unmatched:  # an expectation (an output) the original has and the .cu not, or the other way
            return StageFailure("mismatch", f"launch {n}: arrays of one side only: {', '.join(unmatched)}")
        for p in spec.outputs:
            have = np.ascontiguousarray(outputs[p.name])
            data = base64.b64decode(want[p.name])
            if len(data) != have.nbytes:
                return StageFailure("mismatch", f"launch {n}: {p.name} holds {have.nbytes} bytes, the original's {len(data)}")
            original = np.frombuffer(data, dtype=dtype_of(p)).reshape(have.shape)
            problems = agrees(spec, p.name, have, original)
            if problems:
                message = f"launch {n}: " + "; ".join(problems)
                return StageFailure("mismatch", message, {f"{p.name}.emulated.npy": have, f"{p.name}.warp_cpu.npy": original})
    dim = tuple(lift.launches[0]["dim"]) if lift.launches else ()
    printed = None if lift.stdout is None else sum(len(_text(s)) for s in lift.stdout)
    return Emulated(lift.inputs, len(got), len(spec.outputs), lift.ir_differs, len(expectations.expectations(spec.body)), dim, printed)


def _text(printed: str) -> str:
    """The original's stdout (base64 of its bytes) as the emulation's is read: UTF-8, undecodable bytes replaced."""
    return base64.b64decode(printed).decode("utf-8", "replace")


def printed_differs(emulated: str | None, printed: str) -> str:
    """Why the emulation's stdout is not what the original printed (base64), or "": the same
    characters in the same order (threads run in order on both sides)."""
    want = _text(printed)
    if emulated == want:
        return ""
    if emulated is None:
        return "the emulation's stdout was not read"
    at = next((k for k, (a, b) in enumerate(zip(emulated, want, strict=False)) if a != b), min(len(emulated), len(want)))
    line = want.count("\n", 0, at)
    return f"stdout differs from the original kernel's at character {at} (line {line}: emulated {emulated[at:at + 40]!r}, Warp CPU {want[at:at + 40]!r})"


def _first_difference(a: np.ndarray, b: np.ndarray) -> int:
    """The first flat index whose bytes differ (NaNs with equal bits are equal)."""
    width = a.dtype.itemsize
    rows_a, rows_b = a.view(np.uint8).reshape(-1, width), b.view(np.uint8).reshape(-1, width)
    return int(np.flatnonzero((rows_a != rows_b).any(axis=1))[0])


def emulation(batch: Batch) -> dict:
    """Per case: ``Emulated``, the emulation's failure, or a skip (not lifted, or no .cu build)."""
    lifts, cases = lifted_cases(batch)
    results = {cid: x for cid, x in lifts.items() if not isinstance(x, Lift)}
    for n, group in enumerate(_groups(cases, lifts)):

        def run(group_cases: list, n=n) -> dict:
            folder = batch.workdir / f"lifted_emulate_{n}"
            runs = [checked(lifts[c.id]) for c in group_cases]
            chosen = [spec for spec, _ in runs]
            exe = cuda_builds.build_emulation(chosen, folder, cache=batch.settings.cache_dir / "builds")
            inputs = {spec.name: [launch_inputs(spec, launch) for launch in launches] for spec, launches in runs}
            by_name = emulate.run_all(exe, chosen, inputs, folder, stdout=any(lifts[c.id].stdout is not None for c in group_cases))
            return {c.id: by_name[lifts[c.id].spec.name] for c in group_cases}

        emulated = per_case(group, run)
        for c in group:
            got = emulated[c.id]
            results[c.id] = got if isinstance(got, (StageFailure, StageSkipped)) else compare(lifts[c.id], got)
    return results


@dataclass
class Coverage:
    """The lifted model's probed bodies some thread entered on the lift's launches (``liveness.with_probes``)."""

    launches: int
    points: int
    dead: tuple[str, ...]  # the bodies no thread entered, described

    def check_fields(self) -> dict:
        entered = f"{self.points - len(self.dead)} of {self.points} branch and loop bodies entered on {self.launches} launches"
        return {"branches": entered + (f"; never: {'; '.join(self.dead)}" if self.dead else ""), "bodies": self.points, "entered": self.points - len(self.dead)}


def coverage(batch: Batch) -> dict:
    """Per case: ``Coverage`` of its lifted model on the launches its lift was proved on, or a skip (not lifted)."""
    lifts, cases = lifted_cases(batch)
    results = {cid: x for cid, x in lifts.items() if not isinstance(x, Lift)}
    for case in cases:
        results.update(per_case([case], lambda group: {group[0].id: model_coverage(lifts[group[0].id], batch.settings.cache_dir / "probes")}))
    return results


def model_coverage(lift: Lift, folder) -> Coverage:
    """The lifted model with a counter in each body (its probe kernel, written to ``folder``), run
    on Warp's CPU on each of the lift's launches."""
    probed = liveness.with_probes(lift.spec)
    if not probed.points:
        return Coverage(len(lift.launches), 0, ())
    text = render_warp(probed.spec)
    path = codegen.kernel_file(folder, probed.spec.name, text)
    write_if_changed(path, text)
    name = f"synth_probes.{path.stem}"
    try:
        kernel = warp_ir.import_kernel(path, probed.spec.name, module_name=name)
        kernel.module.options["enable_backward"] = False  # the probe runs forward only
        warp_ir.build_cpu(kernel.module)
        hits = np.zeros(len(probed.points), dtype=np.int64)
        for launch in lift.launches:
            values = launch_inputs(lift.spec, launch) | {liveness.PROBE: np.zeros(len(probed.points), dtype=np.int32)}
            hits += reference.run_forward(kernel, probed.spec, values)[liveness.PROBE]
    finally:
        warp_ir.forget_import(name)
    return Coverage(len(lift.launches), len(probed.points), tuple(p.describe() for p in probed.points if hits[p.index] == 0))
