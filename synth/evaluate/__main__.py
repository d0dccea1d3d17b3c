"""Entry point: ``python -m synth.evaluate DATASET PREDICTIONS [--out REPORT.json]``."""

import sys

from synth.evaluate.cli import main

if __name__ == "__main__":
    sys.exit(main())
