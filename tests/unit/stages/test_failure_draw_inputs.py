"""A check that fails on input draw N leaves draw N's inputs in its failure folder, not draw 0's."""

from __future__ import annotations

import numpy as np

from synth.generate.cases import spec_for
from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS, draw_files, make_inputs
from synth.stages.standalone_cuda import compare_draws


def test_an_emulation_mismatch_on_a_later_draw_carries_that_draws_inputs():
    spec = spec_for("arithmetic", 0)
    out = spec.outputs[0].name
    expected = [{out: np.arange(8, dtype=np.float32) + d} for d in range(DRAWS)]
    actual = [dict(e) for e in expected]
    actual[2] = {out: expected[2][out] + 1.0}
    failure = compare_draws(spec, actual, expected)
    assert isinstance(failure, StageFailure) and failure.message.startswith("input draw 2:")
    drawn = make_inputs(spec, 2)
    first = make_inputs(spec, 0)
    for p in spec.inputs:
        assert np.array_equal(failure.artifacts[f"{p.name}.npy"], drawn[p.name])
        assert not np.array_equal(failure.artifacts[f"{p.name}.npy"], first[p.name])
    assert failure.artifacts["input_draw.txt"].startswith("input draw 2\n")
    assert set(draw_files(spec, 2)) <= set(failure.artifacts)
