"""Warp's scalar negation is ``neg(x) = T(0.0) - x`` (builtin.h), so ``-x`` of +0 is +0 where C's
``-x`` gives -0; its vectors negate each component (``-v`` of +0 is -0). The rendered .cu follows
Warp bit for bit, zeros and their signs included (a tile of ``tile_arange`` values negated was
where the emulation first differed from Warp's CPU)."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, one_spec

from synth.model.spec import FLOAT, Binary, KernelSpec, Load, Param, Store, Type, Unary
from synth.render.cuda import kernel

VALUES = [0.0, -0.0, 1.5, -2.25, 1e-30, -1e-30, float("inf"), -float("inf")]


def _spec(dtype: Type) -> KernelSpec:
    a, b = Load("a", dtype), Load("b", dtype)
    params = (Param("a", "in", dtype), Param("b", "in", dtype), Param("neg", "out", dtype), Param("neg_sum", "out", dtype))
    body = (Store("neg", Unary("neg", a, dtype)), Store("neg_sum", Unary("neg", Binary("add", a, Unary("neg", b, dtype), dtype), dtype)))
    return KernelSpec(f"negation_{dtype.name}", "handmade", 0, len(VALUES), params, body)


def _values(dtype: Type) -> dict:
    np_type = {"float32": np.float32, "float64": np.float64}[dtype.name]
    a = np.array(VALUES, dtype=np_type)
    return {"a": a, "b": a.copy(), "neg": np.zeros_like(a), "neg_sum": np.zeros_like(a)}  # a + -a: zeros to negate


@pytest.mark.parametrize("dtype", [FLOAT, Type("float64")], ids=lambda t: t.name)
def test_negating_a_zero_gives_warps_sign(tmp_path, dtype):
    expected, actual = one_spec(_spec(dtype), _values(dtype), tmp_path)
    assert not np.signbit(expected["neg"][0])  # Warp's -(+0) is +0
    assert differing(actual, expected) == []


def test_cs_own_negation_is_caught(tmp_path, monkeypatch):
    monkeypatch.setattr(kernel, "FLOAT_ZERO", {})
    expected, actual = one_spec(_spec(FLOAT), _values(FLOAT), tmp_path)
    assert differing(actual, expected) == ["neg", "neg_sum"]
