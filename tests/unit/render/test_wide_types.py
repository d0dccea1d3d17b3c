"""Element types of 1, 2, 4 and 8 bytes through the binary files: Warp's CPU run and the
emulated standalone .cu read and write every value exactly (int64 beyond 2^53 and at its
extremes, float64 values float32 would round, int8/uint8 arrays of odd length, whose files
pad them to whole words)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from conformance import one_spec

from synth.model.dtypes import SCALARS, scalar_of
from synth.model.inputs import make_inputs, param_value
from synth.model.spec import KernelSpec, Load, Param, Ref, Store, Type
from synth.render.cuda import io as cuda_io
from synth.render.cuda import render_cuda
from synth.stages import cuda_builds
from synth.stages.reference import run_forward
from synth.stages.single_spec import load_spec_kernel
from synth.verify.compare import abs_error, compare_arrays
from synth.verify.degeneracy import degeneracy
from synth.verify.tolerance import Tolerance

pytestmark = pytest.mark.needs_gxx

N = 5  # odd: a 1-byte array of N elements is padded in the files
I64_MIN, I64_MAX, U64_MAX = -(2**63), 2**63 - 1, 2**64 - 1
COPIED = ("int8", "uint8", "int32", "uint32", "int64", "uint64", "float32", "float64")
SCALAR_PARAMS = ("int8", "int64", "uint64", "float64")
# Edge values per dtype, N each: extremes, values 1 apart beyond 2^53, float64 values float32 rounds.
EDGES = {
    "int8": [-128, 127, -1, 0, 5],
    "uint8": [0, 255, 128, 1, 7],
    "int32": [-(2**31), 2**31 - 1, -1, 0, 9],
    "uint32": [0, 2**32 - 1, 2**31, 1, 3],
    "int64": [I64_MIN, I64_MAX, 2**53 + 1, -(2**53) - 1, 2**62 + 12345],
    "uint64": [0, U64_MAX, 2**63, 2**53 + 1, 2**64 - 2],
    "float32": [1.5, -0.0, 3.4e38, 1e-45, -2.25],
    "float64": [0.1, 1.0 + 2.0**-52, 1e300, 5e-324, -(2.0**60) - 1.0],
}
SCALAR_EDGES = {"int8": -128, "int64": 2**53 + 1, "uint64": 2**64 - 3, "float64": 1.0 + 2.0**-40}


def copy_spec() -> KernelSpec:
    """Every element type copied from an input array to an output, and every scalar type stored."""
    params, body = [], []
    for name in COPIED:
        t = Type(name)
        params += [Param(f"a_{name}", "in", t), Param(f"out_{name}", "out", t)]
        body.append(Store(f"out_{name}", Load(f"a_{name}", t)))
    for name in SCALAR_PARAMS:
        t = Type(name)
        params += [Param(f"k_{name}", "scalar", t), Param(f"s_{name}", "out", t)]
        body.append(Store(f"s_{name}", Ref(f"k_{name}", t)))
    return KernelSpec("wide_copy", "unit", 0, N, tuple(params), tuple(body))


def edge_values(spec: KernelSpec) -> dict:
    values = {f"a_{n}": np.array(v, SCALARS[n].dtype) for n, v in EDGES.items()}
    values.update({f"k_{n}": v for n, v in SCALAR_EDGES.items()})
    return {**values, **{p.name: param_value(spec, p) for p in spec.outputs}}


@pytest.fixture(scope="module")
def copies(tmp_path_factory):
    spec = copy_spec()
    values = edge_values(spec)
    return spec, values, *one_spec(spec, values, tmp_path_factory.mktemp("wide"))


def test_scalar_types_by_name():
    assert scalar_of("vec3d").name == "float64" and scalar_of("mat33d").c == "double"
    assert scalar_of("vec3h").name == "float16" and scalar_of("vec3").name == "float32"
    assert scalar_of("Particle").name == "float32" and scalar_of("int64").size == 8
    assert Type("vec3d", (3,)).nbytes == 24 and Type("int8").nbytes == 1 and Type("mat33d", (3, 3)).is_float
    assert Type("uint64").is_integer and not Type("int64").is_float


def test_every_width_round_trips_through_warp_and_the_emulated_cuda(copies):
    """The copies are bit-exact in both runs and equal the inputs."""
    spec, values, expected, emulated = copies
    assert isinstance(emulated, dict), emulated
    for name in COPIED:
        want = values[f"a_{name}"]
        for side in (expected, emulated):
            got = side[f"out_{name}"]
            assert got.dtype == want.dtype and got.tobytes() == want.tobytes(), (name, got, want)
    for name, k in SCALAR_EDGES.items():
        for side in (expected, emulated):
            assert side[f"s_{name}"].tolist() == [k] * N, (name, side[f"s_{name}"])


def test_files_pad_narrow_values_to_whole_words(tmp_path):
    spec = copy_spec()
    values = edge_values(spec)
    cuda_io.write_inputs(tmp_path / "in.bin", spec, values)
    data = (tmp_path / "in.bin").read_bytes()
    assert data[:8] == b"SYNCUIN1"
    assert np.frombuffer(data, "<u4", 1, 16)[0] == 2  # a_int8: 5 bytes in 2 words, 3 zero bytes of padding
    assert data[20 : 20 + 8] == np.array(EDGES["int8"], "<i1").tobytes() + bytes(3)
    back = cuda_io.read_inputs(tmp_path / "in.bin", spec)
    for name, value in values.items():
        dtype = spec.param(name).type.scalar.dtype
        assert np.asarray(back[name], dtype).tobytes() == np.asarray(value, dtype).tobytes(), name
    assert back["k_int64"] == 2**53 + 1 and isinstance(back["k_int64"], int)
    text = render_cuda(spec)
    assert 'signed char* h_a_int8 = (signed char*)read_array(input, bytes_a_int8, "a_int8");' in text  # 5 bytes, read_value pads
    assert 'read_value(input, &h_k_int64, sizeof(h_k_int64), "k_int64");' in text


def test_random_int64_draws_are_exact_and_span_the_domain():
    p = Param("a", "in", Type("int64"), (I64_MIN, I64_MAX))
    spec = KernelSpec("draws", "unit", 3, 4096, (p,), ())
    a = make_inputs(spec)["a"]
    assert a.dtype == np.int64 and a.min() < -(2**62) and a.max() > 2**62 and len(np.unique(a & 1)) == 2
    narrow = Param("b", "in", Type("uint64"), (2**60, 2**60 + 3))
    b = make_inputs(KernelSpec("draws", "unit", 3, 512, (narrow,), ()))["b"]
    assert set(b.tolist()) == {2**60, 2**60 + 1, 2**60 + 2, 2**60 + 3}
    f = make_inputs(KernelSpec("draws", "unit", 3, 64, (Param("f", "in", Type("float64")),), ()))["f"]
    assert f.dtype == np.float64 and np.any(f.astype(np.float32).astype(np.float64) != f)  # float64 precision kept


def test_int64_compares_exactly_beyond_2_53():
    """2^53 + 1 and 2^53 are the same float64: the comparison must not go through float64."""
    expected = {"out": np.array([2**53 + 1, I64_MAX], np.int64)}
    actual = {"out": np.array([2**53, I64_MAX], np.int64)}
    exact = lambda name, exp: Tolerance(0.0, 0.0)  # noqa: E731
    _, problems = compare_arrays(actual, expected, exact, ("emulated", "cpu"))
    assert problems and "1/2 elements" in problems[0]
    assert abs_error(actual["out"], expected["out"]).tolist() == [1.0, 0.0]
    assert degeneracy({"out": np.array([2**53, 2**53 + 1], np.int64)}, {}) is None  # not "constant"


def test_an_int64_read_as_int32_is_caught(copies, tmp_path, monkeypatch):
    """A mutant that holds int64 values in a C int reads half the words and fails the file check."""
    spec, values, _, _ = copies
    from synth.render.cuda import host, kernel

    c_type = kernel.c_type
    for module in (host, kernel):
        monkeypatch.setattr(module, "c_type", lambda t: "int" if t.name == "int64" else c_type(t))
    result = cuda_builds.emulate_specs([spec], {spec.name: values}, tmp_path)[spec.name]
    assert not isinstance(result, dict) and "wrong word count for parameter: a_int64" in result.artifacts["stderr.txt"]


# ----------------------------------------------------------------------------- float64 kernels

F64, V3D, M33D = Type("float64"), Type("vec3d", (3,)), Type("mat33d", (3, 3))
# Values float32 would round (0.1, 1 + 2^-40), large and tiny magnitudes, signed zeros, ties of min/max.
XS = [0.1, -0.1, 1.0 + 2.0**-40, -2.5, 1e-300, -0.0, 0.0, 3.0, 700.0, -700.0, 2.0**-30, 12345.678901234567, -1.0, 0.5, 1e10, -3.25]
YS = [0.2, -0.1, 1.0, 2.5, -1e-300, 0.0, -0.0, 3.0, 1.5, -0.75, 2.0**-31, 1.0 / 3.0, 2.0, -0.5, 1e-10, 4.0]


def f64_cases() -> dict:
    from synth.model.spec import Binary, Call, Component, Const

    x, y = Load("x", F64), Load("y", F64)
    u, v, m = Load("u", V3D), Load("v", V3D), Load("m", M33D)

    def c(fn, *args, type=F64):
        return Call(fn, args, type)

    return {
        "tanh": c("tanh", x), "sqrt": c("sqrt", c("abs", x)), "log": c("log", Binary("add", c("abs", x), Const(1.0, F64), F64)),
        "exp": c("exp", c("clamp", x, Const(-3.0, F64), Const(3.0, F64))), "atan": c("atan", x), "min": c("min", x, y),
        "max": c("max", x, y), "div": Binary("div", x, y, F64), "mul_const": Binary("mul", x, Const(0.1, F64), F64),
        "dot": c("dot", u, v), "length": c("length", u), "cross_x": Component(c("cross", u, v, type=V3D), (0,), F64),
        "mat_vec_z": Component(Binary("matmul", m, u, V3D), (2,), F64), "scale_y": Component(Binary("mul", u, x, V3D), (1,), F64),
        "cast_down": c("float64", c("float", x, type=Type("float32"))),
        "sin": c("sin", x), "cos": c("cos", x), "pow": c("pow", Binary("add", c("abs", x), Const(1.0, F64), F64), Const(1.5, F64)),
    }  # fmt: skip


def f64_spec() -> KernelSpec:
    params = [Param(n, "in", t, (-2.0, 2.0)) for n, t in (("x", F64), ("y", F64), ("u", V3D), ("v", V3D), ("m", M33D))]
    body = []
    for k, value in enumerate(f64_cases().values()):
        params.append(Param(f"out{k}", "out", value.type))
        body.append(Store(f"out{k}", value))
    return KernelSpec("f64_builtins", "unit", 0, len(XS), tuple(params), tuple(body))


def f64_values(spec: KernelSpec) -> dict:
    values = make_inputs(spec)
    values["x"], values["y"] = np.array(XS), np.array(YS)
    values["u"] = np.stack([np.array(XS), np.array(YS), np.array(XS[::-1])], axis=1)
    return values


@pytest.fixture(scope="module")
def f64_runs(tmp_path_factory):
    spec = f64_spec()
    values = f64_values(spec)
    expected = run_forward(load_spec_kernel(spec, tmp_path_factory.mktemp("warp_f64")), spec, values)
    emulated = cuda_builds.emulate_specs([spec], {spec.name: values}, tmp_path_factory.mktemp("emulate_f64"))[spec.name]
    return spec, values, expected, emulated


def test_float64_builtins_match_warp_bit_for_bit(f64_runs):
    spec, _, expected, emulated = f64_runs
    assert isinstance(emulated, dict), emulated
    for k, name in enumerate(f64_cases()):
        got, want = emulated[f"out{k}"], expected[f"out{k}"]
        assert got.dtype == np.float64
        if name in ("min", "max"):  # Warp's CPU min is a <= b ? a : b, fmin's zero sign may differ (as for float32)
            np.testing.assert_array_equal(got, want)
        else:
            assert got.tobytes() == want.tobytes(), (name, got, want)
    k = list(f64_cases()).index("mul_const")
    assert expected[f"out{k}"][0] == 0.1 * 0.1  # the double constant 0.1, not float32's
    k = list(f64_cases()).index("cast_down")
    assert expected[f"out{k}"][0] == float(np.float32(0.1))  # wp.float32 rounds, wp.float64 widens exactly


@pytest.mark.parametrize(
    "mutant",
    ["tanhf", "float_components", "float_literal"],
)
def test_float32_in_a_double_rendering_is_caught(f64_runs, tmp_path, monkeypatch, mutant):
    """tanhf for tanh or a float32 constant: off by ~1e-8 relative, far beyond the float64
    emulation tolerance (and inside float32's); float components in vec3d break the file layout."""
    from synth.model import dtypes
    from synth.model.builtins import BUILTINS, Spelling
    from synth.render.cuda import helpers
    from synth.verify.tolerance import emulation_tolerance

    spec, values, expected, _ = f64_runs
    if mutant == "tanhf":
        monkeypatch.setitem(BUILTINS, "tanh", dataclasses.replace(BUILTINS["tanh"], spellings=(Spelling("float64", "tanhf({args})"),)))
    elif mutant == "float_components":
        monkeypatch.setattr(helpers, "_component", lambda t: "float")
    else:
        monkeypatch.setattr(dtypes, "double_literal", dtypes.float_literal)
    got = cuda_builds.emulate_specs([spec], {spec.name: values}, tmp_path)[spec.name]
    if mutant == "float_components":  # half the bytes per vec3d: the host's word count check refuses the file
        assert not isinstance(got, dict) and "wrong word count for parameter: u" in str(got)
        return
    tol = lambda name, exp: emulation_tolerance(spec, name, exp)  # noqa: E731
    _, problems = compare_arrays(got, expected, tol, ("emulated", "cpu"))
    assert problems, mutant
