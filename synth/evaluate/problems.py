"""A record as a problem to judge candidates on: its kernel rebuilt from its generator and seed,
the launch shapes, fresh input draws, and the reference outputs of each (Warp on the CPU).

The draws are the record's own input domains with seeds the dataset never used (``draw_number``:
the dataset's draws are 0, 1, 2; these start at ``DRAW_BASE`` and depend on ``--seed``), made
after the candidate is written and shared by every candidate of the record. Outputs start at
their sentinel (``synth.model.inputs.SENTINEL``) or their atomic identity, as in the dataset's checks.
"""

from __future__ import annotations

import contextlib
import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from synth.evaluate.shapes import LaunchShape, launch_shapes
from synth.generate.cases import Case, parse_case_id
from synth.model.inputs import make_inputs
from synth.model.spec import KernelSpec
from synth.render.cuda import render_standalone
from synth.render.warp_python import render_warp
from synth.stages.reference import run_forward
from synth.stages.single_spec import load_spec_kernel
from synth.warp import warp_ir

DRAWS = 5  # input draws per launch shape (KernelBench uses 5)
DRAW_BASE = 1_000_000  # evaluation draws never reuse the dataset's own (0 .. 2)


def draw_number(seed: int, shape: int, draw: int) -> int:
    """The input stream of one draw at one shape under the evaluation ``seed``."""
    return DRAW_BASE + seed * 10_000 + shape * 100 + draw


@dataclass
class Run:
    """One launch a candidate must get right: the shape (its index and spec), the draw, the inputs, the reference outputs."""

    shape: int
    draw: int
    spec: KernelSpec
    values: dict
    expected: dict[str, np.ndarray]

    @property
    def initial(self) -> dict[str, np.ndarray]:
        return {p.name: self.values[p.name] for p in self.spec.outputs}

    @property
    def context(self) -> dict:
        return {"shape": list(self.spec.shape), "draw": self.draw}


@dataclass
class Problem:
    """A generated record ready for judging (``runs`` in shape order, then draw order)."""

    record: dict
    spec: KernelSpec
    shapes: list[LaunchShape]
    skipped: list[str]
    runs: list[Run]

    @property
    def id(self) -> str:
        return self.record["id"]


class Unscored(Exception):
    """The record cannot be judged here; the reason goes to each of its candidates."""


def rebuild(record: dict) -> tuple[Case, KernelSpec]:
    """The record's case and spec, checked against its texts; raises Unscored when this harness
    does not render them exactly (a record of another version: its reference would be another kernel)."""
    try:
        case = parse_case_id(record["id"])
    except ValueError as exc:
        raise Unscored(f"not a generated case id: {exc}") from None
    spec = case.spec
    differ = [] if render_warp(spec) == record.get("python_source") else ["python_source"]
    if record.get("cuda_standalone") is not None:
        standalone = render_standalone(spec)
        differ += [f for f, text in (("cuda_standalone", standalone.text), ("cuda_kernel", standalone.kernel)) if record.get(f) != text]
    if differ:
        harness = (record.get("versions") or {}).get("harness")
        raise Unscored(f"this harness renders the record's {', '.join(differ)} differently (the record was written by harness {harness}): its reference would be another kernel")
    return case, spec


def problem_for(record: dict, seed: int, draws: int, folder: Path) -> Problem:
    """The record's launch shapes, draws and reference outputs; raises Unscored."""
    case, spec = rebuild(record)
    shapes, skipped = launch_shapes(case.category, case.seed, spec)
    runs = []
    with _reference_kernel(spec, folder) as kernel:
        for k, shape in enumerate(shapes):
            for d in range(draws):
                values = make_inputs(shape.spec, draw_number(seed, k, d))
                try:
                    expected = run_forward(kernel, shape.spec, values)
                except Exception as exc:
                    raise Unscored(f"the reference (Warp CPU) failed at launch {shape.dim}: {type(exc).__name__}: {exc}") from None
                runs.append(Run(k, d, shape.spec, values, expected))
    return Problem(record, spec, shapes, skipped, runs)


@contextlib.contextmanager
def _reference_kernel(spec: KernelSpec, folder: Path):
    """The record's kernel bound into a Warp module of its own, built for the CPU as the dataset's
    reference is (``warp_ir.build_cpu``: clang -O0), so a candidate is held to the same numbers;
    unloaded afterwards, so memory stays flat over a dataset."""
    kernel = load_spec_kernel(spec, folder)
    name = f"synth_eval_{spec.name}_{hashlib.sha256(render_warp(spec).encode()).hexdigest()[:10]}"
    try:
        module, (bound,) = warp_ir.bind_batch([kernel], name)
        if spec.block_dim is not None:  # a tile kernel: built and launched with its block's threads, as the pipeline's reference
            warp_ir.set_block_dim(module, spec.block_dim)
        warp_ir.build_cpu(module)
        yield bound
    finally:
        warp_ir.release(name)
        warp_ir.forget_import(kernel.func.__module__)
