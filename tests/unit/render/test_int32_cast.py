"""``wp.int32(x)`` rendered as the C cast ``(int)x``: its value used as a signed number, bit for bit
against Warp's CPU, and the cast rendered ``(unsigned int)`` caught (a survivor of the mutation runs,
killed before only at 20 seeds of generated cases, through UBSan). A narrowed int64 keeps its sign
(no undefined behaviour either way: the unsigned cast wraps), so the mutant changes values where the
result is converted to float, compared, or taken modulo; a float below -1 cast to unsigned is
undefined behaviour, which the emulation's UBSan stops."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from conformance import differing, one_spec

from synth.generate.categories.int64 import I64
from synth.model.builtins import BUILTINS, Spelling
from synth.model.failures import StageFailure
from synth.model.spec import FLOAT, INT, Binary, Call, Compare, Const, KernelSpec, Load, Param, Select, Store
from synth.stages import cuda_builds

pytestmark = pytest.mark.needs_gxx

B = [-6, -1, 0, 5, -100, 100, -(2**31), 2**31 - 1]  # int64 values inside int32: the cast keeps them
X = [-2.75, -1.0, -0.5, 0.0, 0.5, 1.0, 2.75, -3.0]


def _spec() -> KernelSpec:
    narrowed = Call("int", (Load("b", I64),), INT)
    truncated = Call("int", (Load("x", FLOAT),), INT)
    body = (
        Store("out0", Call("float", (narrowed,), FLOAT)),  # (float)(int)b: -6.0, not 4294967290.0
        Store("out1", Binary("mod", narrowed, Const(7, INT), INT)),  # C's % keeps the dividend's sign
        Store("out2", Select(Compare("lt", narrowed, Const(0, INT)), Const(1, INT), Const(0, INT), INT)),
        Store("out3", Call("float", (truncated,), FLOAT)),  # toward zero: -2.75 -> -2.0
    )
    params = (
        Param("b", "in", I64, (-(2**31), 2**31 - 1)),
        Param("x", "in", FLOAT, (-3.0, 3.0)),
        Param("out0", "out", FLOAT),
        Param("out1", "out", INT),
        Param("out2", "out", INT),
        Param("out3", "out", FLOAT),
    )
    return KernelSpec("int32_cast", "handmade", 0, len(B), params, body)


def _values(spec: KernelSpec) -> dict:
    values = {"b": np.array(B, np.int64), "x": np.array(X, np.float32)}
    return values | {p.name: np.full(len(B), -7, p.type.scalar.dtype) for p in spec.outputs}


def test_an_int32_cast_keeps_the_sign_as_warp_does(tmp_path):
    spec = _spec()
    expected, got = one_spec(spec, _values(spec), tmp_path)
    assert isinstance(got, dict), got
    assert differing(got, expected) == []
    assert expected["out0"].tolist() == [float(np.float32(b)) for b in B]
    assert expected["out1"].tolist() == [int(np.fmod(b, 7)) for b in B]
    assert expected["out2"].tolist() == [int(b < 0) for b in B]
    assert expected["out3"].tolist() == [float(np.trunc(x)) for x in X]


def test_the_int32_cast_rendered_unsigned_is_caught(tmp_path, monkeypatch):
    """Pins builtins.py's ``(int){0}`` spelling of wp.int32: ``(unsigned int){0}`` changes the narrowed
    int64's float value, remainder and sign test on the int64 inputs alone (no float input below -1,
    where the unsigned cast is undefined), and UBSan stops the run where a float below -1 is cast."""
    spec = _spec()
    expected, _ = one_spec(spec, _values(spec), tmp_path / "right")
    monkeypatch.setitem(BUILTINS, "int", dataclasses.replace(BUILTINS["int"], spellings=(Spelling("any", "(unsigned int){0}", cast=True),)))
    safe = _values(spec) | {"x": np.abs(np.array(X, np.float32))}
    got = cuda_builds.emulate_specs([spec], {spec.name: safe}, tmp_path / "mutant")[spec.name]
    assert isinstance(got, dict), got
    assert set(differing(got, expected)) >= {"out0", "out1", "out2"}
    undefined = cuda_builds.emulate_specs([spec], {spec.name: _values(spec)}, tmp_path / "mutant_ub")[spec.name]
    assert isinstance(undefined, StageFailure) and undefined.label == "undefined_behavior", undefined
