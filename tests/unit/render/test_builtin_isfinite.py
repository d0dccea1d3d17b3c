"""wp.isfinite, added as one entry of the builtin table: its standalone CUDA computes what Warp's CPU
computes, bit for bit (the .cu through the CPU emulation), on every class of float value, and nvcc
builds it."""

from __future__ import annotations

import math

import numpy as np
import pytest
from conformance import one_spec

from synth.model.features import features
from synth.model.inputs import param_value
from synth.model.spec import BOOL, FLOAT, Call, Const, KernelSpec, Load, Param, Select, Store, Type
from synth.render.warp_python import render_warp
from synth.stages import cuda_builds
from synth.toolchain import nvcc

pytestmark = pytest.mark.needs_gxx

F64 = Type("float64")
INF, NAN = math.inf, math.nan
# infinities, NaN, the largest finite value, a denormal, signed zeros, an ordinary value
X = [1.5, -0.0, INF, -INF, NAN, 3.4028234663852886e38, 1e-45, 0.0]
D = [1.5, -0.0, INF, -INF, NAN, 1.7976931348623157e308, 5e-324, -2.0**60]


def isfinite_spec() -> KernelSpec:
    """out = a if isfinite(a) else -1 (float32), out1 the same in float64."""
    a, d = Load("a", FLOAT), Load("d", F64)
    body = (
        Store("out", Select(Call("isfinite", (a,), BOOL), a, Const(-1.0), FLOAT)),
        Store("out1", Select(Call("isfinite", (d,), BOOL), d, Const(-1.0, F64), F64)),
    )
    params = (Param("a", "in", FLOAT), Param("d", "in", F64), Param("out", "out", FLOAT), Param("out1", "out", F64))
    return KernelSpec("isfinite_s000000", "unit", 0, len(X), params, body)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    spec = isfinite_spec()
    values = {"a": np.array(X, np.float32), "d": np.array(D, np.float64), **{p.name: param_value(spec, p) for p in spec.outputs}}
    return spec, *one_spec(spec, values, tmp_path_factory.mktemp("isfinite"))


def test_the_emulated_cuda_is_bit_identical_to_warps_cpu(runs):
    spec, expected, emulated = runs
    assert isinstance(emulated, dict), emulated
    assert expected["out"].tolist() == [1.5, -0.0, -1.0, -1.0, -1.0, np.float32(X[5]), np.float32(1e-45), 0.0]
    assert expected["out1"].tolist() == [1.5, -0.0, -1.0, -1.0, -1.0, D[5], D[6], D[7]]
    for name, bits in (("out", np.uint32), ("out1", np.uint64)):
        assert np.array_equal(expected[name].view(bits), emulated[name].view(bits)), name


def test_both_renderers_and_the_features_name_it(runs):
    spec = runs[0]
    assert "wp.where(wp.isfinite(a[i]), a[i], -1.0)" in render_warp(spec)
    assert "builtin:isfinite" in features(spec)


@pytest.mark.skipif(nvcc.find_nvcc() is None, reason="no nvcc")
def test_nvcc_builds_it(runs, tmp_path):
    result = cuda_builds.compile_spec(runs[0], (90,), tmp_path)
    assert "isfinite" in (tmp_path / runs[0].name / f"{runs[0].name}.cu").read_text()
    assert f".visible .entry {runs[0].name}(" in result.ptx[90]
