"""Export one case for running by hand on a CUDA host: its .cu, its input file, and Warp's CPU
reference outputs; then check a binary's output file against that reference.

    python -m synth.export matrix-s000042 out/           # writes out/matrix_s000042.{py,cu,in.bin,expected.npz}
    nvcc -arch=sm_90 -o out/matrix_s000042 out/matrix_s000042.cu
    out/matrix_s000042 out/matrix_s000042.in.bin out/matrix_s000042.out.bin
    python -m synth.export matrix-s000042 out/ --check out/matrix_s000042.out.bin
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import numpy as np

from synth.generate.cases import parse_case_id
from synth.model.inputs import make_inputs
from synth.render.cuda import render_cuda
from synth.render.cuda.io import read_outputs, write_inputs
from synth.render.warp_python import render_warp
from synth.verify.compare import abs_error
from synth.verify.tolerance import gpu_tolerance


def export(case_id: str, folder: Path) -> list[Path]:
    """Write the case's Warp source, .cu, input file and CPU reference outputs."""
    from synth.stages.reference import run_forward
    from synth.stages.single_spec import load_spec_kernel

    spec = parse_case_id(case_id).spec
    folder.mkdir(parents=True, exist_ok=True)
    values = make_inputs(spec)
    paths = [folder / f"{spec.name}.py", folder / f"{spec.name}.cu", folder / f"{spec.name}.in.bin", folder / f"{spec.name}.expected.npz"]
    paths[0].write_text(render_warp(spec))
    paths[1].write_text(render_cuda(spec))
    write_inputs(paths[2], spec, values)
    with tempfile.TemporaryDirectory() as tmp:
        expected = run_forward(load_spec_kernel(spec, Path(tmp)), spec, values)
    np.savez(paths[3], **expected)
    return paths


def check(case_id: str, folder: Path, output_file: Path) -> list[str]:
    """Problems of a binary's output file against the exported reference (empty: it matches)."""
    spec = parse_case_id(case_id).spec
    expected = dict(np.load(folder / f"{spec.name}.expected.npz"))
    actual = read_outputs(output_file, spec)
    problems = []
    for name, exp in expected.items():
        err = abs_error(actual[name], exp)
        allowed = gpu_tolerance("binary", spec, name, exp).allowed(exp)
        if not np.all(err <= allowed):
            problems.append(f"{name}: {int(np.count_nonzero(~(err <= allowed)))}/{err.size} elements out of tolerance, max error {err.max():.3g}")
    return problems


def argument_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m synth.export", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("case", help="case id, e.g. matrix-s000042")
    p.add_argument("folder", type=Path, help="where the files go")
    p.add_argument("--check", type=Path, metavar="OUT.bin", help="compare a binary's output file with the exported reference")
    return p


def main(argv=None) -> int:
    parser = argument_parser()
    args = parser.parse_args(argv)
    try:
        parse_case_id(args.case)
    except ValueError as exc:
        parser.error(str(exc))
    if args.check:
        problems = check(args.case, args.folder, args.check)
        print("\n".join(problems) if problems else f"{args.case}: outputs match Warp's CPU reference")
        return 1 if problems else 0
    for path in export(args.case, args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
