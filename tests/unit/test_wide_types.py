"""Element types of 1, 2, 4 and 8 bytes through the binary files: Warp's CPU run and the
emulated standalone .cu read and write every value exactly (int64 beyond 2^53 and at its
extremes, float64 values float32 would round, int8/uint8 arrays of odd length, whose files
pad them to whole words)."""

from __future__ import annotations

import numpy as np
import pytest

from synth.model.dtypes import SCALARS, scalar_of
from synth.model.inputs import make_inputs, param_value
from synth.model.spec import KernelSpec, Load, Param, Ref, Store, Type
from synth.render import cuda_io
from synth.render.cuda import render_cuda
from synth.stages.reference import run_forward
from synth.stages.single_spec import load_spec_kernel
from synth.toolchain import emulate
from synth.verify.compare import abs_error, compare_arrays
from synth.verify.degeneracy import degeneracy
from synth.verify.tolerance import Tolerance

pytestmark = pytest.mark.skipif(emulate.find_gxx() is None, reason="no g++ for the CUDA emulation")

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
    kernel = load_spec_kernel(spec, tmp_path_factory.mktemp("warp_wide"))
    expected = run_forward(kernel, spec, values)
    emulated = emulate.emulate_batch([spec], {spec.name: values}, tmp_path_factory.mktemp("emulate_wide"))[spec.name]
    return spec, values, expected, emulated


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
    assert 'read_bytes(input, h_a_int8.data(), h_a_int8.size() * sizeof(signed char), "a_int8");' in text
    assert 'read_words(input, &h_k_int64, 2, "k_int64");' in text and 'read_array(input, h_a_float64, "a_float64");' in text


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
    from synth.render import cuda

    c_type = cuda.c_type
    monkeypatch.setattr(cuda, "c_type", lambda t: "int" if t.name == "int64" else c_type(t))
    result = emulate.emulate_batch([spec], {spec.name: values}, tmp_path)[spec.name]
    assert not isinstance(result, dict) and "wrong word count for parameter: a_int64" in result.artifacts["emulate.stderr"]
