"""Synthesized inputs of the debug CPU run (``synth.stages.ingest.debug_run``): a parameter nothing
can be drawn for is named, before anything is allocated and when the launch values are made, as
``NotRunnable`` (a labelled skip), never another error."""

from __future__ import annotations

import numpy as np
import pytest

from synth.stages.ingest import debug_run
from synth.warp import warp_ir

wp = warp_ir.warp()


@wp.kernel
def sample_textures(textures: wp.array(dtype=wp.Texture1D), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = float(i)


@wp.kernel
def read_handles(ids: wp.array(dtype=wp.uint64), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = float(ids[i] > wp.uint64(0))


@wp.kernel
def plain(a: wp.array(dtype=float), out: wp.array(dtype=float)):
    i = wp.tid()
    out[i] = a[i] * 2.0


@pytest.mark.parametrize(
    ("kernel", "why"),
    [(sample_textures, "parameter 'textures' is an array of Texture1D"), (read_handles, "parameter 'ids' is an array of uint64 (object handles)")],
)
def test_an_array_of_objects_is_not_runnable(kernel, why):
    assert debug_run.why_not_runnable(kernel) == why
    with pytest.raises(debug_run.NotRunnable, match=why.replace("(", r"\(").replace(")", r"\)")):
        debug_run.launch_values(kernel, 0)


def test_an_array_of_values_is_drawn():
    assert debug_run.why_not_runnable(plain) is None
    a, out = debug_run.launch_values(plain, 0)
    assert a.numpy().std() > 0 and not np.array_equal(a.numpy(), out.numpy())  # every float array drawn, each from its own stream
