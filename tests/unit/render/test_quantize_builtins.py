"""The float-classification and narrowing builtins the ``quantize`` category draws (``isnan``,
``isinf``, the casts ``wp.int16``, ``wp.uint16``, ``wp.bfloat16``, ``wp.bool`` of a float32):
their standalone CUDA against Warp's CPU, bit for bit, on every class of float value (NaN,
infinities, signed zeros, denormals, the largest floats), on bfloat16's rounding ties and its
overflow, and on the fractions and bounds an integer cast truncates (after the clamp a
generated kernel applies first: a float cast to an integer it does not fit is undefined in C).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from conformance import one_spec

from synth.model.inputs import param_value
from synth.model.spec import BOOL, FLOAT, INT, Call, Const, KernelSpec, Load, Param, Select, Store, Type

pytestmark = pytest.mark.needs_gxx

I16, U16, BF16 = Type("int16"), Type("uint16"), Type("bfloat16")
ONE_ULP_BF16 = 2.0**-7  # bfloat16 keeps 8 significant bits: its spacing at 1
SPECIAL = [
    0.0, -0.0, math.inf, -math.inf, math.nan, -math.nan, 3.4028234663852886e38, -3.4028234663852886e38, 1e-45, -1e-45, 1e-39,
    1.0 + ONE_ULP_BF16 / 2, 1.0 + 3 * ONE_ULP_BF16 / 2, -(1.0 + ONE_ULP_BF16 / 2), 1.0 + ONE_ULP_BF16 / 2 + 2.0**-20,  # ties to even, and past one
    3.3895313892515355e38, 3.3961e38,  # bfloat16's largest finite value, and past its rounding to infinity
    0.5, -0.5, 0.9999999, -0.9999999, 32767.0, 32767.9, -32768.0, -32768.9, 65535.0, 65535.5, 1e9, -1e9,
]  # fmt: skip


def quantize_spec(n: int) -> KernelSpec:
    """Each builtin of input a into its own output: a flag (1/0) for the predicates, the casts of a
    clamped a for the integers, bfloat16 of a itself."""
    a = Load("a", FLOAT)

    def flag(fn: str) -> Select:
        return Select(Call(fn, (a,), BOOL), Const(1, INT), Const(0, INT), INT)

    def clamped(lo: float, hi: float) -> Call:
        return Call("clamp", (a, Const(lo), Const(hi)), FLOAT)

    outputs = {
        "out_nan": flag("isnan"),
        "out_inf": flag("isinf"),
        "out_bool": flag("bool"),
        "out_i16": Call("int16", (clamped(-32768.0, 32767.0),), I16),
        "out_u16": Call("uint16", (clamped(0.0, 65535.0),), U16),
        "out_bf16": Call("bfloat16", (a,), BF16),
    }
    params = (Param("a", "in", FLOAT), *(Param(k, "out", e.type) for k, e in outputs.items()))
    return KernelSpec("quantize_builtins", "handmade", 0, n, params, tuple(Store(k, e) for k, e in outputs.items()))


def values() -> np.ndarray:
    """The special values, then seeded ones of every magnitude and sign (each a float32)."""
    rng = np.random.default_rng(52)
    spread = rng.uniform(-1.0, 1.0, 200) * 10.0 ** rng.uniform(-40, 38, 200)
    return np.concatenate([np.array(SPECIAL), spread, rng.uniform(-70000.0, 70000.0, 200)]).astype(np.float32)


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    a = values()
    spec = quantize_spec(len(a))
    inputs = {"a": a, **{p.name: param_value(spec, p) for p in spec.outputs}}
    return spec, a, *one_spec(spec, inputs, tmp_path_factory.mktemp("quantize"))


def test_the_emulated_cuda_is_bit_identical_to_warps_cpu(runs):
    spec, _, expected, emulated = runs
    assert isinstance(emulated, dict), emulated
    for name in expected:
        assert expected[name].tobytes() == emulated[name].tobytes(), name


def test_the_values_reach_every_class(runs):
    """Warp's own answers on the special rows: NaN and both infinities classified, a NaN true as a
    bool, bfloat16's ties to even and its overflow to infinity, truncation toward zero."""
    _, _, expected, _ = runs
    row = SPECIAL.index
    nan, inf = 4, row(math.inf)
    assert expected["out_nan"][nan] == 1 and expected["out_nan"][inf] == 0 and expected["out_inf"][inf] == 1
    assert expected["out_inf"][nan] == 0 and expected["out_nan"][row(1e9)] == 0 == expected["out_inf"][row(1e9)]
    assert expected["out_bool"][nan] == 1 and expected["out_bool"][1] == 0 and expected["out_bool"][row(1e-45)] == 1
    bf16 = expected["out_bf16"].view(np.uint16)
    assert bf16[11] == 0x3F80 and bf16[12] == 0x3F82 and bf16[14] == 0x3F81  # 1 + 2^-8 -> 1; 1 + 3 * 2^-8 -> up; past the tie -> up
    assert bf16[row(3.4028234663852886e38)] == 0x7F80 and bf16[15] == bf16[16] == 0x7F7F  # float32's largest: +inf; below the tie: bfloat16's largest
    assert expected["out_i16"][row(-0.9999999)] == 0 and expected["out_i16"][row(-32768.9)] == -32768 and expected["out_i16"][row(32767.9)] == 32767
    assert expected["out_u16"][row(65535.5)] == 65535 and expected["out_u16"][row(-0.5)] == 0 and expected["out_u16"][row(0.9999999)] == 0
