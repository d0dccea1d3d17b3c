"""What a kernel writes to stdout, captured at the file descriptor: Warp's CPU kernels print
through C's printf (``wp.print``, ``wp.printf``: warp/native/builtin.h), not through Python's
``sys.stdout``, so the capture points descriptor 1 at a file around the launch and flushes C's
stdio buffers (``fflush(NULL)``) on both sides of it. Warp's CPU runs a launch's threads one
after another in index order (one loop over the launch's dimension), so the bytes are in the
threads' order, as the standalone CUDA's emulation writes them (its shim: the same order).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
import tempfile


def _flush() -> None:
    sys.stdout.flush()
    ctypes.CDLL(None).fflush(None)  # every C stdio stream: printf's buffer reaches the descriptor


@contextlib.contextmanager
def captured():
    """``with captured() as out:`` ... ``out[0]`` holds the bytes written to descriptor 1 inside the
    block (Warp's build lines are not among them: ``synth.warp.warp_ir`` sets its log level to warnings)."""
    out = [b""]
    _flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 1)
        try:
            yield out
        finally:
            _flush()
            os.dup2(saved, 1)
            os.close(saved)
            sink.seek(0)
            out[0] = sink.read()
