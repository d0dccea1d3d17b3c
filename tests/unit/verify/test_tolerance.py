"""synth.verify.tolerance: one table keyed by (check, dtype), every compared dtype covered."""

from __future__ import annotations

import pytest

from synth.model.dtypes import SCALARS
from synth.verify.tolerance import EXACT, GPU_CHECKS, tolerance


def test_every_check_has_a_tolerance_for_every_dtype_it_compares():
    for check in GPU_CHECKS:
        for name, s in SCALARS.items():
            # exact unless the arrays hold float numbers (bfloat16's hold its bits: numpy has no bfloat16)
            assert (tolerance(check, name) == EXACT) == (s.dtype.kind != "f"), (check, name)
    for name in SCALARS:
        assert tolerance("emulation", name) == EXACT, name  # the emulation is bit for bit, every dtype
    assert tolerance("gradcheck", "float64").rtol < tolerance("gradcheck", "float32").rtol


def test_a_missing_tolerance_is_an_error_not_a_default():
    with pytest.raises(ValueError, match="no gradcheck tolerance for float16 arrays"):
        tolerance("gradcheck", "float16")  # a half kernel's gradient is checked on its float32 twin
