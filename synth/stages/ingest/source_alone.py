"""A record's ``python_source`` on its own: imported from a file of its own in this (fresh) process,
its kernel's four IR texts built as ``synth.stages.modules.codegen`` builds them.

``python -m synth.stages.ingest.source_alone JOBS.json``: JOBS is a list of ``{id, file, kernel, overload,
block_dim, arch}``; one line per job on stdout, ``{"synth_source_alone": {"id", "ir"}}`` or
``{"synth_source_alone": {"id", "error"}}`` (the source does not import, lacks the kernel, or does
not build). Run by ``synth.stages.promises`` in a process of its own, with a time limit: the text
is code we did not write.
"""

from __future__ import annotations

import json
import re
import sys
import traceback
from pathlib import Path
from types import SimpleNamespace

from synth.warp import discovery, warp_ir

MADE_INSIDE = "__locals__"  # in Warp's key of a kernel made inside a function (a factory, a test body)


def texts(job: dict, module_name: str) -> dict[str, str]:
    """The four IR texts of the job's kernel, from its source file imported as ``module_name``.

    A kernel made inside a function (Warp's key ``<function>__locals__<name>``) is defined at
    module level in its source, under ``<name>``: it is built under the key it had in its
    program, the one thing of its texts that a module-level source cannot give."""
    warp = warp_ir.warp()
    module = warp_ir.import_file(job["file"], module_name)
    kernels = dict(discovery.defined_kernels(module, module.__name__))  # module="unique" kernels included
    for attr, value in vars(module).items():  # a module="unique" kernel this process met in an earlier source:
        if isinstance(value, warp.Kernel) and all(value is not k for k in kernels.values()):  # Warp hands back that one
            kernels.setdefault(attr, value)  # by the name this source gives it (an earlier job may have re-keyed it)
    key = job["kernel"]
    name = key if key in kernels else key.rsplit(MADE_INSIDE, 1)[-1]
    if name not in kernels:
        raise LookupError(f"the source defines no kernel {name} (it defines {', '.join(kernels) or 'none'})")
    kernel = kernels[name]
    if job["overload"]:
        kernel = warp_ir.overloads(kernel).get(job["overload"])
        if kernel is None:
            raise LookupError(f"the source declares no overload {job['overload']} of {name}")
    if name != key:  # made inside a function, lifted to module level: built under the key Warp gave it there
        kernel.key, kernel._mangled_name = key, None
    cpu = warp_ir.build_kernel_alone(kernel, "cpu", job["block_dim"], None)
    cuda = warp_ir.build_kernel_alone(kernel, "cuda", job["block_dim"], job["arch"])
    ir = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
    roots = {str(Path(job["file"]).parent): "<alone>", str(Path(warp.__file__).resolve().parent): "<warp>"}
    functions = [_under_key_made_inside(f, job.get("made_inside", ())) for f in cpu.functions + cuda.functions]
    return {kind: warp_ir.normalize_paths(warp_ir.canonical_function_names(text, functions), roots) for kind, text in ir.items()}


def _under_key_made_inside(function, names: list[str]):
    """``function`` as ``canonical_function_names`` names it: under the key it had inside the function
    that made it (``<function>__locals__<name>``), when the record's texts name it by exactly one
    such key (``names``: the record's identifiers holding ``__locals__``); else under its own."""
    pattern = re.compile(rf"(?:adj_)?(\w*{MADE_INSIDE}{re.escape(function.key)})_\d+")
    keys = {m[1] for name in names if (m := pattern.fullmatch(name))}
    if MADE_INSIDE in function.key or len(keys) != 1:
        return function
    return SimpleNamespace(key=keys.pop(), native_func=getattr(function, "native_func", None))


def main(argv: list[str]) -> int:
    jobs = json.loads(Path(argv[1]).read_text())
    for k, job in enumerate(jobs):
        try:
            entry = {"id": job["id"], "ir": texts(job, f"synth_source_alone_{k}")}
        except Exception as exc:  # the source is the record's, not ours: every failure is its verdict
            entry = {"id": job["id"], "error": "".join(traceback.format_exception_only(exc)).strip()[-1000:]}
        print(json.dumps({"synth_source_alone": entry}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
