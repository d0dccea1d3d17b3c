"""64-bit integers: the standalone CUDA (through the CPU emulation) computes exactly what Warp
computes, on edge values: negative operands of int64 // and %, values past 2^53 (where a double
would round), near the int64 limits without overflow, uint64 multiplications that wrap, casts
both ways and int8/uint8 extremes. Mutants of the rendering are caught."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from conformance import one_spec

from synth.generate.categories.int64 import F64, I8, I64, U8, U64
from synth.model.builtins import BUILTINS, Spelling
from synth.model.failures import StageFailure
from synth.model.inputs import param_value
from synth.model.spec import FLOAT, INT, Binary, Call, Compare, Const, KernelSpec, Load, Param, Select, Store
from synth.render import int_ops
from synth.stages import cuda_builds
from synth.verify.tolerance import Tolerance, emulation_tolerance

pytestmark = pytest.mark.needs_gxx

I64_MIN, I64_MAX, I32_MIN, I32_MAX = -(2**63), 2**63 - 1, -(2**31), 2**31 - 1
# Per thread: dividend, divisor (never 0, never INT64_MIN // -1): every sign pair, past 2^53 and near the limits.
A = [-7, 7, -7, 7, 2**53 + 1, -(2**53) - 3, 2**62 + 5, -(2**62) - 7, I64_MAX, I64_MIN + 1, 0, -1, 10**15 + 1, -(10**15) - 1, 2**33, -(2**33)]
B = [2, -2, -2, 2, 2**53, 3, -7, 7, -(2**40) - 3, 2**33 + 1, 5, 3, -1000003, 1000003, 7, -7]
X = [I32_MIN, I32_MAX, I32_MIN, -1, 46341, -46341, 0, 1, I32_MAX, I32_MIN, 3, -3, 1000000, -1000000, 65536, 65537]
Y = [I32_MIN, I32_MAX, I32_MAX, I32_MIN, 46341, 46341, 5, -5, -2, 2, 7, 7, 1000000, 1000000, 65536, -65537]
F = [-2.5, 2.5, 2.0**53 + 2, -(2.0**60), 0.999, -0.999, 1e15 + 0.5, -1e15 - 0.5, 9.0e18, -9.0e18, 0.0, -0.0, 3.75, -3.75, 2.0**62, 1.5]
S8 = [-128, 127, -1, 0, 1, -127, 100, -100, -128, 127, 5, -5, 64, -64, 2, -2]
U8V = [0, 255, 128, 127, 1, 254, 0, 255, 255, 0, 17, 200, 64, 191, 2, 253]
N = len(A)

a, b, x, y = Load("a", I64), Load("b", I64), Load("x", INT), Load("y", INT)
f, s, u = Load("f", F64), Load("s", I8), Load("u", U8)


def op(name, lhs, rhs):
    return Binary(name, lhs, rhs, lhs.type)


def cast(e, to):
    return Call("int" if to == INT else to.name, (e,), to)


def k64(v):
    return Const(v, I64)


def ku(v):
    return Const(v % 2**64, U64)


M = 0xFF51AFD7ED558CCD
CASES = {
    "floordiv": op("floordiv", a, b),
    "mod": op("mod", a, b),
    "add": op("add", a, b),  # I64_MAX - 2^40 - 3, I64_MIN + 2^33 + 2: no overflow
    "wide_mul": op("mul", cast(x, I64), cast(y, I64)),  # up to 2^62
    "hash": op("mul", op("bit_xor", cast(a, U64), op("rshift", cast(a, U64), ku(33))), ku(M)),  # wraps modulo 2^64
    "u_floordiv": op("floordiv", cast(a, U64), cast(b, U64)),
    "u_mod": op("mod", cast(a, U64), cast(b, U64)),
    "int32_of_int64": cast(op("mod", a, k64(1000003)), INT),
    "float64_of_int64": cast(a, F64),  # 2^53 + 1 rounds to even
    "int64_of_float64": cast(f, I64),  # toward zero
    "float32_of_float64": Call("float", (op("add", f, Const(2.0**-30, F64)),), FLOAT),  # rounds to nearest (mixed_precision's result)
    "int64_of_int8": op("mul", cast(s, I64), k64(2**40)),
    "int64_of_uint8": op("sub", cast(u, I64), k64(2**40)),
    "uint8_narrowed": cast(op("floordiv", op("add", op("add", cast(u, I64), cast(s, I64)), k64(128)), k64(2)), U8),
    "int8_narrowed": cast(op("sub", op("floordiv", cast(s, I64), k64(2)), op("floordiv", cast(u, I64), k64(4))), I8),
    "compare": Select(Compare("lt", a, b), a, b, I64),  # exact past 2^53: 2^53 + 1 > 2^53
}


def semantics_spec() -> KernelSpec:
    types = (("a", I64), ("b", I64), ("x", INT), ("y", INT), ("f", F64), ("s", I8), ("u", U8))
    params = [Param(n, "in", t, (0, 1)) for n, t in types]
    body = []
    for k, value in enumerate(CASES.values()):
        params.append(Param(f"out{k}", "out", value.type))
        body.append(Store(f"out{k}", value))
    return KernelSpec("int64_semantics", "unit", 0, N, tuple(params), tuple(body))


def edge_values(spec: KernelSpec) -> dict:
    values = {
        "a": np.array(A, np.int64), "b": np.array(B, np.int64), "x": np.array(X, np.int32), "y": np.array(Y, np.int32),
        "f": np.array(F, np.float64), "s": np.array(S8, np.int8), "u": np.array(U8V, np.uint8),
    }  # fmt: skip
    return {**values, **{p.name: param_value(spec, p) for p in spec.outputs}}


@pytest.fixture(scope="module")
def warp_and_emulated(tmp_path_factory):
    spec = semantics_spec()
    values = edge_values(spec)
    return spec, *one_spec(spec, values, tmp_path_factory.mktemp("int64"))


def out(got: dict, name: str) -> list:
    return got[f"out{list(CASES).index(name)}"].tolist()


def c_rem(p: int, q: int) -> int:
    """C's remainder, exact at any width: p - q * (p / q truncated toward zero)."""
    t = abs(p) // abs(q)
    return p - q * (t if (p < 0) == (q < 0) else -t)


def test_warp_int64_semantics_are_as_the_renderer_assumes(warp_and_emulated):
    """Read off Warp's own CPU run: int64 // floors and % keeps the dividend's sign (as int32), uint64
    wraps modulo 2^64, casts truncate toward zero and round to nearest even into float64."""
    _, got, _ = warp_and_emulated
    assert out(got, "floordiv") == [p // q for p, q in zip(A, B, strict=True)]
    assert out(got, "mod") == [c_rem(p, q) for p, q in zip(A, B, strict=True)] and out(got, "mod")[0] == -1  # -7 % 2
    assert out(got, "add") == [p + q for p, q in zip(A, B, strict=True)]
    assert out(got, "wide_mul") == [p * q for p, q in zip(X, Y, strict=True)]
    assert out(got, "hash") == [((p % 2**64 ^ (p % 2**64) >> 33) * M) % 2**64 for p in A]
    assert out(got, "u_floordiv") == [(p % 2**64) // (q % 2**64) for p, q in zip(A, B, strict=True)]
    assert out(got, "int32_of_int64") == [c_rem(p, 1000003) for p in A]
    assert out(got, "float64_of_int64") == [float(p) for p in A] and out(got, "float64_of_int64")[4] == 2.0**53
    assert out(got, "int64_of_float64") == [int(v) for v in F]
    assert out(got, "float32_of_float64") == [float(np.float32(v + 2.0**-30)) for v in F]
    assert out(got, "int64_of_int8") == [v * 2**40 for v in S8]
    assert out(got, "uint8_narrowed") == [(p + q + 128) // 2 for p, q in zip(U8V, S8, strict=True)]
    assert out(got, "int8_narrowed") == [q // 2 - p // 4 for p, q in zip(U8V, S8, strict=True)]
    assert out(got, "compare") == [min(p, q) for p, q in zip(A, B, strict=True)]


def test_the_emulated_cuda_matches_warp_exactly_on_int64_edges(warp_and_emulated):
    spec, expected, emulated = warp_and_emulated
    assert isinstance(emulated, dict), emulated
    for name, want in expected.items():
        assert emulation_tolerance(spec, name, want) == Tolerance(0.0, 0.0) or spec.param(name).type.is_float
        assert emulated[name].dtype == want.dtype, name
        np.testing.assert_array_equal(emulated[name], want, err_msg=name)


TRUNCATING = "__host__ __device__ inline long long floordiv_int64(long long a, long long b) { return a / b; }"
IN_32_BITS = int_ops.C_HELPERS["floordiv_int"].replace("floordiv_int(", "floordiv_int64(")  # int32's body under the int64 name


@pytest.mark.parametrize(
    "mutant",
    [
        ("helper", "floordiv_int64", TRUNCATING, "floordiv", "wrong"),
        ("helper", "floordiv_int64", IN_32_BITS, "floordiv", "undefined"),  # a 32-bit divisor of 2^53 is 0: a division by zero
        ("cast", "int64", "int", "wide_mul", "undefined"),  # wp.int64(x) rendered as a 32-bit int: the product overflows
        ("cast", "uint64", "unsigned int", "hash", "undefined"),  # the truncated hash shifts a 32-bit value by 33
    ],
)
def test_rendering_mutants_are_caught(warp_and_emulated, tmp_path, monkeypatch, mutant):
    spec, expected, _ = warp_and_emulated
    where, key, text, case, outcome = mutant
    if where == "helper":
        monkeypatch.setitem(int_ops.C_HELPERS, key, text)
    else:
        monkeypatch.setitem(BUILTINS, key, dataclasses.replace(BUILTINS[key], spellings=(Spelling("any", f"({text}){{0}}", cast=True),)))
    got = cuda_builds.emulate_specs([spec], {spec.name: edge_values(spec)}, tmp_path)[spec.name]
    if outcome == "undefined":  # UBSan stops the run: a case failure, whatever x86 would have computed
        assert isinstance(got, StageFailure) and got.label == "undefined_behavior", got
        return
    assert isinstance(got, dict), got
    k = list(CASES).index(case)
    assert not np.array_equal(got[f"out{k}"], expected[f"out{k}"])
