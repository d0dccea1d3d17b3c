"""A lifted kernel proves itself in the process that ingested it, where the original kernel and
its captured launches exist (``synth.stages.ingest.child``):

1. the kernel is lifted for its first exactly replayed launch (``synth.warp.lift``);
2. the model, printed back to Warp Python (``synth.render.warp_python``) and built by Warp, is
   replayed on every captured launch of the same shapes: each array must end bit for bit as the
   original kernel's replay left it (the round trip). A lift that fails it is refused, with the
   arrays that differ: the lifter never hands on an approximation;
   A kernel that prints (``Print``) must also write the same bytes to stdout on each launch
   (``synth.warp.stdout``: captured at the file descriptor; Warp's CPU runs the threads in order);
3. the original's output arrays on those launches, and what it printed, are kept: the standalone CUDA's emulation
   (``synth.stages.lifted``, in pytest's process) is compared with them, bit for bit;
4. which of Warp's four IR texts of the printed-back kernel equal the original's (after the
   kernel's name) is reported, not required: the model spells some things its own way.
"""

from __future__ import annotations

import base64
import hashlib
import re
import traceback
from pathlib import Path

import numpy as np

from synth.model import expectations, spec_codec
from synth.model.spec import Print, all_bodies
from synth.model.walk import walk_statements
from synth.render.cuda import render_standalone
from synth.render.cuda.names import RESERVED
from synth.render.warp_python import render_warp
from synth.warp import lift, lift_expect, lift_indexed, recorder, stdout, warp_ir

FORMAT = 1  # of the ``lift`` entry


def same_shapes(a: dict, b: dict) -> bool:
    """Whether two launches have one dim and the same arrays' shapes: one lifted spec holds both."""
    shapes = lambda launch: (launch["dim"], [(x["name"], x["kind"], x["shape"]) for x in launch["args"]])  # noqa: E731
    return shapes(a) == shapes(b)


IR_ARCH = 90  # the CUDA texts compared are Warp's code generation for this architecture (text only, nothing compiled)


def _ir_texts(kernel, block_dim: int, cpu: warp_ir.KernelBuild | None = None) -> dict[str, str]:
    """Warp's four IR texts of a kernel built alone, its name and hash replaced by ``KERNEL`` and its
    functions' overload numbers by ``N`` (Warp numbers them per module), without the comments and
    a debug build's ``#line`` directives (Warp quotes each source line and its number, which the
    model spells its own way). A text
    Warp does not generate (no backward pass) is empty."""
    builds = {"cpu": cpu or warp_ir.build_kernel_alone(kernel, "cpu", block_dim, None), "cuda": warp_ir.build_kernel_alone(kernel, "cuda", block_dim, IR_ARCH)}
    texts = {}
    for kind, signature in warp_ir.SIGNATURES.items():
        build = builds[kind.split("_")[0]]
        try:
            text = warp_ir.cut_function(build.source, signature.format(name=build.mangled)).replace(build.mangled, "KERNEL")
        except LookupError:
            text = ""
        for f in build.functions:
            text = re.sub(rf"\b(adj_)?{re.escape(f.key)}_\d+\b", rf"\g<1>{f.key}_N", text)  # a function and its adjoint, called or passed (tile_map)
        lines = (re.sub(r"\s*//.*$", "", line) for line in text.splitlines() if not line.startswith("#line "))  # debug builds' source lines
        texts[kind] = "\n".join(line for line in lines if line.strip())
    return texts


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
    if spec.block_dim is not None and prints(spec):
        return {"format": FORMAT, "refused": "not lifted: a print in a tile kernel (a block's threads run together)"}
    if spec.name in RESERVED:  # the .cu's kernel carries the original's name, which C++ keeps for itself
        return {"format": FORMAT, "refused": "not lifted: a kernel named as a C++ keyword"}
    try:
        render_standalone(spec)
    except ValueError as why:  # a helper the renderer writes for float32 only (one label per helper and type)
        if spec.block_dim is not None:  # what the tile renderer assumes of a block, its numbers aside (so the labels count)
            reason = re.sub(r"\d+", "N", str(why).removeprefix(f"{spec.name}: "))
            return {"format": FORMAT, "refused": f"not lifted: a tile kernel the standalone CUDA renderer cannot write ({reason})"}
        return {"format": FORMAT, "refused": f"not lifted: the standalone CUDA renderer has {str(why).split(':')[0]}"}
    return round_trip(kernel, spec, launches, workdir, build)


def round_trip(kernel, spec, launches: list[dict], workdir: Path, build: warp_ir.KernelBuild | None = None) -> dict:
    """``spec`` printed back to Warp Python, built and replayed on the launches shaped as the first:
    the ``lift`` entry (see ``prove``), or a refusal naming the arrays that differ from the original's.
    A kernel with expectations is replayed in its verification run: the original instrumented
    (``synth.warp.lift_expect``), the model observed (``synth.model.expectations``), both on the
    launches with the observation arrays added, so what each expectation compared is compared too.
    ``build``: the original's CPU build at its module's ``block_dim`` where the caller has it."""
    used = [n for n, launch in enumerate(launches) if same_shapes(launch, launches[0])]
    block_dim = spec.block_dim or kernel.module.options["block_dim"]  # a tile kernel's texts at its launch's (the lift's build)
    probe = None
    try:
        probe = lift_expect.instrument(kernel, block_dim, len(spec.shape))
        if probe is not None or expectations.expectations(spec.body):
            mismatch = _expectations_differ(probe, spec)
            if mismatch:
                return {"format": FORMAT, "refused": f"not lifted: the model printed back differs from the original ({mismatch})"}
        checked = expectations.observed(spec) if probe is not None else spec
        original_kernel = probe.kernel if probe is not None else kernel
        lifted = _import(render_warp(spec), workdir, spec.name)
        again_kernel = lifted if probe is None else _import(render_warp(checked), workdir, spec.name)
        expected, differ, printed = [], [], []
        for n in used:
            launch = expectations.observed_launch(spec, launches[n]) if probe is not None else launches[n]
            with stdout.captured() as original_text:
                original = recorder.arrays_after(original_kernel, recorder.replay(original_kernel, launch))
            with stdout.captured() as again_text:
                again = recorder.arrays_after(again_kernel, recorder.replay(again_kernel, launch))
            differ += [f"launch {n}: {name}" for name in original if name not in again or original[name].tobytes() != again[name].tobytes()]
            if prints(spec) and original_text[0] != again_text[0]:
                differ.append(f"launch {n}: stdout")
            expected.append({p.name: base64.b64encode(np.ascontiguousarray(original[lift_indexed.recorded(p)]).tobytes()).decode() for p in checked.outputs})
            printed.append(base64.b64encode(original_text[0]).decode())
        if not checked.outputs and not any(printed):  # a kernel that only prints, silent on these launches
            return {"format": FORMAT, "refused": "not lifted: no array is written and nothing printed on its launches (nothing to compare)"}
        if differ:
            return {"format": FORMAT, "refused": f"not lifted: the model printed back differs from the original ({', '.join(differ[:4])})"}
        original, again = _ir_texts(kernel, block_dim, build), _ir_texts(lifted, block_dim)
        ir_differs = [kind for kind in warp_ir.SIGNATURES if original[kind] != again[kind]]
    except lift.Refused as why:
        return {"format": FORMAT, "refused": why.label}
    except Exception as exc:
        return {
            "format": FORMAT,
            "refused": f"not lifted: the model printed back does not run ({type(exc).__name__}: {str(exc).replace(str(workdir), '.').strip()[:200]})",
            "traceback": traceback.format_exc()[-3000:],
        }
    finally:
        if probe is not None:
            lift_expect.forget(probe)
    entry = {"format": FORMAT, "spec": spec_codec.to_data(spec), "launches": used, "expected": expected, "ir_same": not ir_differs, "ir_differs": ir_differs}
    return entry | ({"stdout": printed} if prints(spec) else {})


def prints(spec) -> bool:
    """Whether the kernel or a function it calls prints (``Print``): its proof compares stdout too."""
    return any(isinstance(s, Print) for body in all_bodies(spec) for s in walk_statements(body))


def _import(text: str, workdir: Path, name: str):
    """The kernel ``name`` of a printed-back module (a file named by its text's hash)."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    path = workdir / f"lifted_{digest}.py"
    workdir.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return getattr(warp_ir.import_file(path, f"synth_lifted.m{digest}"), name)


def _expectations_differ(probe, spec) -> str:
    """Why the model's expectations are not the original's (their number, kinds, operand types), or ""."""
    original = lift_expect.model_types(probe) if probe is not None else []
    model = [(e.kind, e.actual.type.name, e.expected.type.name) for e in expectations.expectations(spec.body)]
    if original == model:
        return ""
    said = lambda found: ", ".join(f"expect_{kind}({a}, {b})" for kind, a, b in found) or "none"  # noqa: E731
    return f"its expectations: {said(model)}; the original's: {said(original)}"
