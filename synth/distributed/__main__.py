"""Entry point: ``python -m synth.distributed --executor local|slurm|ray --tasks N --output DIR -- PYTEST OPTIONS``."""

import sys

from synth.distributed.cli import main

if __name__ == "__main__":
    sys.exit(main())
