"""python -m synth.docs [--check] [--root DIR]: rewrite (or check) the generated blocks of docs/."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from synth.docs import REGENERATE, drift, write


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=REGENERATE, description=__doc__)
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 listing the blocks that differ from the code")
    parser.add_argument("--root", type=Path, default=Path("."), help="the project folder, which holds docs/ (default: the current folder)")
    args = parser.parse_args(argv)
    if not (args.root / "docs").is_dir():
        parser.exit(4, f"{REGENERATE}: --root: no docs/ folder in {args.root}\n")
    if args.check:
        problems = drift(args.root)
        for problem in problems:
            print(problem)
        if problems:
            print(f"regenerate with: {REGENERATE}")
        return 1 if problems else 0
    for page in write(args.root):
        print(f"rewrote {page}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
