"""Export one case for running by hand on a CUDA host: its .cu, its input file, and Warp's CPU
reference outputs; then check a binary's output file against that reference.

    python -m synth.export matrix-s000042 out/           # writes out/matrix_s000042.{py,cu,in.bin,expected.npz}
    nvcc -arch=sm_90 -o out/matrix_s000042 out/matrix_s000042.cu
    out/matrix_s000042 out/matrix_s000042.in.bin out/matrix_s000042.out.bin
    python -m synth.export matrix-s000042 out/ --check out/matrix_s000042.out.bin

Exit statuses, one meaning each: 0 the files are written (or, with --check, the outputs match),
1 --check only: the outputs do not match the reference, 4 usage error (a bad case id, a FOLDER
that cannot hold the files, a --check file that is missing, not a regular file or not this
case's output file, no reference exported into FOLDER yet), named, before anything is written.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import zipfile
from pathlib import Path

import numpy as np

from synth.generate.cases import parse_case_id
from synth.model.inputs import make_inputs
from synth.render.cuda import render_cuda
from synth.render.cuda.io import read_outputs, write_inputs
from synth.render.warp_python import render_warp
from synth.toolchain.files import unwritable
from synth.verify.compare import abs_error
from synth.verify.tolerance import gpu_tolerance

MISMATCH, USAGE = 1, 4


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
    """Problems of a binary's output file against the exported reference (empty: it matches).

    Raises ``UsageError`` when either file cannot be read as what it should be."""
    spec = parse_case_id(case_id).spec
    reference = folder / f"{spec.name}.expected.npz"
    if not reference.is_file():
        raise UsageError(f"{reference}: no reference exported there; run python -m synth.export {case_id} {folder} first")
    if not output_file.is_file():
        raise UsageError(f"--check {output_file}: " + ("not a regular file" if output_file.exists() else "no such file"))
    try:
        expected = dict(np.load(reference))
    except (OSError, ValueError, EOFError, zipfile.BadZipFile) as exc:
        raise UsageError(f"{reference}: not a reference this command wrote ({exc})") from None
    if sorted(expected) != sorted(p.name for p in spec.outputs):
        raise UsageError(f"{reference}: holds arrays {sorted(expected)}, {case_id} has outputs {sorted(p.name for p in spec.outputs)}")
    try:
        actual = read_outputs(output_file, spec)
    except (OSError, ValueError) as exc:
        raise UsageError(f"--check {exc}" if isinstance(exc, ValueError) else f"--check {output_file}: cannot be read: {exc.strerror}") from None
    problems = []
    for name, exp in expected.items():
        err = abs_error(actual[name], exp)
        allowed = gpu_tolerance("binary", spec, name, exp).allowed(exp)
        if not np.all(err <= allowed):
            problems.append(f"{name}: {int(np.count_nonzero(~(err <= allowed)))}/{err.size} elements out of tolerance, max error {err.max():.3g}")
    return problems


class UsageError(Exception):
    """An argument that cannot make an export or a check; exit status 4."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):
        raise UsageError(message)


def argument_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python -m synth.export", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("case", help="case id, e.g. matrix-s000042")
    p.add_argument("folder", type=Path, help="where the files go")
    p.add_argument("--check", type=Path, metavar="OUT.bin", help="compare a binary's output file with the exported reference")
    return p


def _writable_folder(case_id: str, folder: Path) -> None:
    """FOLDER can take the four files, checked before the reference run; else a UsageError naming why."""
    name = parse_case_id(case_id).spec.name
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"FOLDER {folder}: is a file, not a folder")
    for suffix in (".py", ".cu", ".in.bin", ".expected.npz"):
        problem = unwritable(folder / f"{name}{suffix}")
        if problem:
            raise UsageError(f"FOLDER {folder}: {name}{suffix} {problem}")


def main(argv=None) -> int:
    try:
        args = argument_parser().parse_args(argv)
        try:
            parse_case_id(args.case)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        if args.check:
            problems = check(args.case, args.folder, args.check)
        else:
            _writable_folder(args.case, args.folder)
    except UsageError as exc:
        print(f"python -m synth.export: error: {exc}", file=sys.stderr)
        return USAGE
    if args.check:
        print("\n".join(problems) if problems else f"{args.case}: outputs match Warp's CPU reference")
        return MISMATCH if problems else 0
    for path in export(args.case, args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
