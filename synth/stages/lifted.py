"""Stages of real kernels lifted into the kernel model (``synth.warp.lift``): the same standalone
CUDA, nvcc build and CPU emulation as a generated case, judged against the ORIGINAL kernel.

The process that ingested the kernel's module lifted it and proved the lift (``synth.warp.lift_proof``:
the model printed back to Warp Python gives the original's outputs bit for bit on the captured
launches) and kept the original's outputs. Here, in pytest's process:

- ``sources``: the spec rendered to a standalone ``.cu`` by the generated cases' renderer;
- ``nvcc``: nvcc builds it (PTX, executable, ptxas resources), the module's lifted kernels in one
  translation unit (kernels of one name in separate ones);
- ``emulation``: the ``.cu`` compiled with g++ against the CUDA shim and run on each captured
  launch; every output array must equal the original kernel's, bit for bit.

A kernel that was not lifted skips these stages with its refusal label; its record keeps Warp's
IR alone, as before.
"""

from __future__ import annotations

import base64
from dataclasses import dataclass

import numpy as np

from synth.model import spec_codec
from synth.model.failures import StageFailure, StageSkipped
from synth.model.inputs import array_shape, dtype_of
from synth.model.module_case import ModuleCase
from synth.model.spec import KernelSpec
from synth.render.cuda import render_standalone
from synth.stages import ingest
from synth.stages.batch import Batch, per_case
from synth.toolchain import emulate, nvcc


def lifted_spec(case: ModuleCase) -> KernelSpec | StageSkipped:
    """The case's lifted spec, or a skip naming why it was not lifted."""
    entry = ingest.entry_of(case)
    found = entry.lift
    if found is None:
        why = "its module's kernel did not build" if entry.codegen_error is not None else f"no captured launch to lift it on ({entry.inputs})"
        return StageSkipped(f"not lifted: {why}")
    if found.refused is not None:
        return StageSkipped(found.refused)
    return spec_codec.from_data(found.spec)


def _groups(cases: list, specs: dict) -> list[list]:
    """The cases in groups of distinct kernel names (one translation unit each), in order."""
    groups: list[list] = []
    for case in cases:
        for group in groups:
            if all(specs[c.id].name != specs[case.id].name for c in group):
                group.append(case)
                break
        else:
            groups.append([case])
    return groups


def _lifted(batch: Batch) -> tuple[dict, list]:
    """({case id: spec or skip}, the cases that were lifted)."""
    specs = {case.id: lifted_spec(case) for case in batch.cases}
    return specs, [c for c in batch.cases if isinstance(specs[c.id], KernelSpec)]


def sources(batch: Batch) -> dict:
    """Per case: the standalone ``.cu`` (``StandaloneFile``), or the skip of a kernel not lifted."""
    specs, _ = _lifted(batch)
    return {cid: render_standalone(s) if isinstance(s, KernelSpec) else s for cid, s in specs.items()}


def nvcc_build(batch: Batch) -> dict:
    """Per case: ``NvccResult`` of the lifted ``.cu``, or its failure or skip."""
    specs, cases = _lifted(batch)
    results = {cid: s for cid, s in specs.items() if not isinstance(s, KernelSpec)}
    for n, group in enumerate(_groups(cases, specs)):

        def build(group_cases: list, n=n) -> dict:
            by_name = nvcc.compile_batch(
                [specs[c.id] for c in group_cases],
                batch.settings.archs,
                batch.workdir / f"lifted_nvcc_{n}",
                cache=batch.settings.cache_dir / "builds",
            )
            return {c.id: by_name[specs[c.id].name] for c in group_cases}

        results.update(per_case(group, build))
    return results


def launch_inputs(spec: KernelSpec, launch: dict) -> dict:
    """A captured launch's values in the layout of ``synth.model.inputs`` (what the emulation reads)."""
    values = {}
    by_name = {a["name"]: a for a in launch["args"]}
    for p in spec.params:
        data = base64.b64decode(by_name[p.name]["data"])
        a = np.frombuffer(data, dtype=dtype_of(p)).reshape(array_shape(spec, p)).copy()
        values[p.name] = (a.item() if p.type.is_scalar else a) if p.kind == "scalar" else a
    return values


@dataclass
class Emulated:
    """The emulated ``.cu`` matched the original kernel on these captured launches, bit for bit."""

    launches: int
    arrays: int
    ir_same: bool  # Warp's CPU code of the model printed back is the original's (comments and name aside)

    def check_fields(self) -> dict:
        ir = "the same as" if self.ir_same else "other than"
        return {"inputs": f"captured: {self.launches} launches, {self.arrays} output arrays bit for bit; Warp's CPU code of the lifted model {ir} the original's"}


def compare(spec: KernelSpec, got: list[dict], expected: list[dict], launches: list[int], ir_same: bool = False) -> Emulated | StageFailure:
    """Every output array of every launch equal to the original kernel's bytes."""
    for n, (outputs, want) in enumerate(zip(got, expected, strict=True)):
        for p in spec.outputs:
            have = np.ascontiguousarray(outputs[p.name])
            original = np.frombuffer(base64.b64decode(want[p.name]), dtype=dtype_of(p)).reshape(have.shape)
            if have.tobytes() != original.tobytes():
                flat_have, flat_want = have.reshape(-1), original.reshape(-1)
                at = _first_difference(flat_have, flat_want)
                message = f"launch {launches[n]}: {p.name} differs from the original kernel's at element {at} (emulated {flat_have[at]!r}, Warp CPU {flat_want[at]!r})"
                return StageFailure("mismatch", message, {f"{p.name}.emulated.npy": have, f"{p.name}.warp_cpu.npy": original})
    return Emulated(len(got), len(spec.outputs), ir_same)


def _first_difference(a: np.ndarray, b: np.ndarray) -> int:
    """The first flat index whose bytes differ (NaNs with equal bits are equal)."""
    width = a.dtype.itemsize
    rows_a, rows_b = a.view(np.uint8).reshape(-1, width), b.view(np.uint8).reshape(-1, width)
    return int(np.flatnonzero((rows_a != rows_b).any(axis=1))[0])


def emulation(batch: Batch) -> dict:
    """Per case: ``Emulated``, the emulation's failure, or a skip (not lifted, or no .cu build)."""
    specs, cases = _lifted(batch)
    results = {cid: s for cid, s in specs.items() if not isinstance(s, KernelSpec)}
    for n, group in enumerate(_groups(cases, specs)):

        def run(group_cases: list, n=n) -> dict:
            folder = batch.workdir / f"lifted_emulate_{n}"
            chosen = [specs[c.id] for c in group_cases]
            exe = emulate.build(chosen, folder, cache=batch.settings.cache_dir / "builds")
            inputs = {}
            for c in group_cases:
                found = ingest.entry_of(c)
                launches = found.captured.launches
                inputs[specs[c.id].name] = [launch_inputs(specs[c.id], launches[k]) for k in found.lift.launches]
            by_name = emulate.run_all(exe, chosen, inputs, folder)
            return {c.id: by_name[specs[c.id].name] for c in group_cases}

        emulated = per_case(group, run)
        for c in group:
            got = emulated[c.id]
            if isinstance(got, (StageFailure, StageSkipped)):
                results[c.id] = got
                continue
            lift = ingest.entry_of(c).lift
            results[c.id] = compare(specs[c.id], got, lift.expected, lift.launches, lift.ir_same)
    return results
