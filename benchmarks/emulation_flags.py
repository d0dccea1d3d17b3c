"""Do two g++ flag sets give the CPU emulation the same results? Builds each batch of generated
cases both ways and compares every output file byte for byte, every input draw, and times the
builds: how the emulation's ``-O0`` (``synth.toolchain.emulate.GXX_FLAGS``) was accepted.

    python -m benchmarks.emulation_flags --per-category 50 --other -O1
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from synth.generate.cases import select_cases
from synth.generate.categories import CATEGORIES
from synth.model.inputs import DRAWS, make_inputs
from synth.render.cuda import units
from synth.render.cuda.io import write_inputs
from synth.toolchain import emulate


def build(flags: list[str], source: Path, exe: Path) -> float:
    start = time.perf_counter()
    subprocess.run([emulate.find_gxx(), *flags, "-I", str(emulate.SHIM.parent), "-o", str(exe), str(source)], check=True)
    return time.perf_counter() - start


def outputs(exe: Path, name: str, inputs: Path, out: Path) -> tuple[int, bytes]:
    out.unlink(missing_ok=True)
    code = subprocess.run([str(exe), name, str(inputs), str(out)], capture_output=True).returncode
    return code, out.read_bytes() if out.exists() else b""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-category", type=int, default=50)
    parser.add_argument("--other", default="-O1", help="the optimization flag to compare GXX_FLAGS' with")
    parser.add_argument("--batch", type=int, default=32)
    args = parser.parse_args(argv)
    ours = list(emulate.GXX_FLAGS)
    other = [args.other if f.startswith("-O") else f for f in ours]
    cases = select_cases(list(CATEGORIES), args.per_category, 0)
    seconds, differing, runs = [0.0, 0.0], [], 0
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for start in range(0, len(cases), args.batch):
            specs = [c.spec for c in cases[start : start + args.batch]]
            source = tmp / "emulate.cpp"
            source.write_text(units.emulation_unit(specs))
            exes = [tmp / "ours", tmp / "other"]
            for k, flags in enumerate((ours, other)):
                seconds[k] += build(flags, source, exes[k])
            for spec in specs:
                for draw in range(DRAWS):
                    write_inputs(tmp / "in.bin", spec, make_inputs(spec, draw))
                    results = [outputs(exe, spec.name, tmp / "in.bin", tmp / f"out{k}.bin") for k, exe in enumerate(exes)]
                    runs += 1
                    if results[0] != results[1]:
                        differing.append(f"{spec.name} draw {draw}")
    print(f"{len(cases)} cases, {runs} runs: {len(differing)} differ {differing[:20]}")
    print(f"g++ builds: {' '.join(ours)} {seconds[0]:.1f} s, {' '.join(other)} {seconds[1]:.1f} s ({seconds[0] / seconds[1]:.2f}x)")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
