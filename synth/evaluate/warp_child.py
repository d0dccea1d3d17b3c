"""The contained process that imports a Warp candidate and launches it: ``python -m synth.evaluate.warp_child FOLDER``.

It reads ``FOLDER/job.pickle`` (written by the evaluator before anything of the candidate runs):
the candidate's file, its kernel's name and the runs (spec, input and output files). Warp's
kernel cache is ``FOLDER/warp-cache``, so nothing a candidate builds reaches the cache other
processes share. For each run it launches the kernel on Warp's CPU and writes the outputs
(``.npz``), printing ``done K``. Everything it writes is the candidate's to forge: the evaluator
only reads output arrays back and compares them itself.

Exit statuses: 0 every run done, 3 the candidate does not build (import, missing kernel, Warp's
codegen: ``compile_error``), 4 a launch raised (``crash``).
"""

from __future__ import annotations

import pickle
import sys
import traceback
from pathlib import Path

import numpy as np

BUILD_FAILED, LAUNCH_FAILED = 3, 4
MODULE = "synth_candidate"


def _fail(status: int, message: str) -> int:
    print(message[-4000:], file=sys.stderr, flush=True)
    return status


def main(argv: list[str] | None = None) -> int:
    folder = Path((argv or sys.argv[1:])[0])
    job = pickle.loads((folder / "job.pickle").read_bytes())
    import warp as wp

    wp.config.kernel_cache_dir = str(folder / "warp-cache")
    wp.config.quiet = True
    from synth.stages.reference import run_forward
    from synth.warp import warp_ir

    warp_ir.warp()
    try:
        module = warp_ir.import_file(folder / job["source"], MODULE)
        kernel = getattr(module, job["kernel"], None)
        if not isinstance(kernel, wp.Kernel):
            return _fail(BUILD_FAILED, f"the module defines no @wp.kernel named {job['kernel']!r}")
        kernel.module.options["enable_backward"] = False  # a forward run: half the build
        warp_ir.build_cpu(kernel.module)  # at the reference's optimization level
    except Exception:
        return _fail(BUILD_FAILED, traceback.format_exc())
    for k, run in enumerate(job["runs"]):
        with np.load(folder / run["inputs"], allow_pickle=False) as data:
            values = {p.name: _value(p, data[p.name]) for p in run["spec"].params}
        try:
            outputs = run_forward(kernel, run["spec"], values)
        except Exception:
            return _fail(LAUNCH_FAILED, f"launch {k}: " + traceback.format_exc())
        np.savez(folder / run["outputs"], **outputs)
        print(f"done {k}", flush=True)
    return 0


def _value(p, array: np.ndarray):
    """A launch value back from its npz array: a scalar parameter as a Python number (a struct's words stay an array)."""
    if p.kind == "scalar" and not p.type.is_struct:
        return array.item()
    return array


if __name__ == "__main__":
    sys.exit(main())
