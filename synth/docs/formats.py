"""File-format reference: the docstrings of the modules that own each format (the I/O files, the dataset folder)."""

from __future__ import annotations

import inspect

from synth.docs.markdown import rst


def io_files() -> str:
    """The binary input and output files of a standalone .cu (``synth.render.cuda.io``)."""
    from synth.render.cuda import io as cuda_io

    return rst(inspect.getdoc(cuda_io) or "")


def dataset_folder() -> str:
    """The dataset folder's layout (``synth.dataset.folder``)."""
    from synth.dataset import folder

    return rst(inspect.getdoc(folder) or "")
