"""A lifted kernel proves itself in the process that ingested it, where the original kernel and
its captured launches exist (``synth.stages.ingest.child``):

1. the kernel is lifted for its first exactly replayed launch (``synth.warp.lift``);
2. the model, printed back to Warp Python (``synth.render.warp_python``) and built by Warp, is
   replayed on every captured launch of the same shapes: each array must end bit for bit as the
   original kernel's replay left it (the round trip). A lift that fails it is refused, with the
   arrays that differ: the lifter never hands on an approximation;
3. the original's output arrays on those launches are kept: the standalone CUDA's emulation
   (``synth.stages.lifted``, in pytest's process) is compared with them, bit for bit;
4. whether Warp's CPU forward code of the printed-back kernel equals the original's (after the
   kernel's name) is reported, not required: the model spells some things its own way.
"""

from __future__ import annotations

import base64
import hashlib
import re
import traceback
from pathlib import Path

import numpy as np

from synth.model import spec_codec
from synth.render.warp_python import render_warp
from synth.warp import lift, recorder, warp_ir

FORMAT = 1  # of the ``lift`` entry


def _same_shapes(a: dict, b: dict) -> bool:
    shapes = lambda launch: (launch["dim"], [(x["name"], x["kind"], x["shape"]) for x in launch["args"]])  # noqa: E731
    return shapes(a) == shapes(b)


def _cpu_forward(build: warp_ir.KernelBuild) -> str:
    """Warp's CPU forward function of a build, its name and hash replaced by ``KERNEL``, without
    the comments (Warp quotes each source line and its number, which the model spells its own way)."""
    text = warp_ir.cut_function(build.source, warp_ir.SIGNATURES["cpu_forward"].format(name=build.mangled))
    lines = (re.sub(r"\s*//.*$", "", line) for line in text.replace(build.mangled, "KERNEL").splitlines())
    return "\n".join(line for line in lines if line.strip())


def prove(kernel, launches: list[dict], workdir: Path) -> dict:
    """The ``lift`` entry of one captured kernel: ``{"refused": label}``, or the spec (``spec_codec``
    data), the launches it was checked on (their index among ``launches``), the original's output
    arrays on each (base64 of their bytes, by parameter name) and ``ir_same``."""
    if not launches:
        return {"format": FORMAT, "refused": "not lifted: no captured launch replayed exactly"}
    try:
        spec, build = lift.lift_built(kernel, launches[0])
    except lift.Refused as why:
        return {"format": FORMAT, "refused": why.label}
    return round_trip(kernel, spec, launches, workdir, build)


def round_trip(kernel, spec, launches: list[dict], workdir: Path, build: warp_ir.KernelBuild | None = None) -> dict:
    """``spec`` printed back to Warp Python, built and replayed on the launches shaped as the first:
    the ``lift`` entry (see ``prove``), or a refusal naming the arrays that differ from the original's.
    ``build``: the original's CPU build at its module's ``block_dim`` where the caller has it."""
    used = [n for n, launch in enumerate(launches) if _same_shapes(launch, launches[0])]
    text = render_warp(spec)
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    path = workdir / f"lifted_{digest}.py"
    workdir.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    try:
        module = warp_ir.import_file(path, f"synth_lifted.m{digest}")
        lifted = getattr(module, spec.name)
        expected, differ = [], []
        for n in used:
            original = recorder.arrays_after(kernel, recorder.replay(kernel, launches[n]))
            again = recorder.arrays_after(lifted, recorder.replay(lifted, launches[n]))
            differ += [f"launch {n}: {name}" for name in original if name not in again or original[name].tobytes() != again[name].tobytes()]
            expected.append({p.name: base64.b64encode(np.ascontiguousarray(original[p.name]).tobytes()).decode() for p in spec.outputs})
        if differ:
            return {"format": FORMAT, "refused": f"not lifted: the model printed back differs from the original ({', '.join(differ[:4])})"}
        block_dim = kernel.module.options["block_dim"]
        original_build = build or warp_ir.build_kernel_alone(kernel, "cpu", block_dim, None)
        ir_same = _cpu_forward(warp_ir.build_kernel_alone(lifted, "cpu", block_dim, None)) == _cpu_forward(original_build)
    except Exception as exc:
        return {
            "format": FORMAT,
            "refused": f"not lifted: the model printed back does not run ({type(exc).__name__}: {str(exc).strip()[:200]})",
            "traceback": traceback.format_exc()[-3000:],
        }
    return {"format": FORMAT, "spec": spec_codec.to_data(spec), "launches": used, "expected": expected, "ir_same": ir_same}
