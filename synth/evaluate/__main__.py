"""Entry point: ``python -m synth.evaluate DATASET PREDICTIONS [--out REPORT.json]``."""

import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy: no BLAS threads in a process that forks contained children

from synth.evaluate.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
