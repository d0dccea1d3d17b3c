"""Vectors and matrices of every Warp scalar type, and int16, uint16 and bfloat16 scalars, lifted
(``synth.warp.lift``) and rendered (``synth.render.component_ops``): exact both ways on inputs that
wrap around (the types' extremes, -128 // -1, negative values shifted left) and that round (bfloat16 and float16 sums and
quotients), the composite names in one table, the bfloat16 rounding against Warp's own, and planted
defects of the rendered .cu (a dropped narrowing, a wrong cast) caught."""

from __future__ import annotations

import dataclasses
import importlib
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from synth.model import dtypes, walk
from synth.model import spec as m
from synth.model.failures import StageFailure
from synth.render import component_ops, cuda, expect_ops
from synth.render.cuda import kernel as cuda_kernel
from synth.render.cuda import render_standalone
from synth.render.warp_python import render_warp
from synth.stages import cuda_builds, lifted
from synth.toolchain import emulate
from synth.warp import lift, lift_proof, recorder, warp_ir

pytestmark = pytest.mark.needs_gxx

INTEGERS = ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64")
CASES = {
    "vector_ops": ("int8", "uint8", "int16", "uint16", "uint32", "int64", "bfloat16", "float16"),
    "dots": ("int8", "int16", "uint16", "uint64"),
    "remainders": ("int8", "uint8", "int64"),
    "matrix_ops": (*INTEGERS[:-1], "float16", "bfloat16", "float64"),
    "scalar_ops": ("int8", "uint8", "int16", "uint16", "bfloat16"),
    "integer_ops": ("int8", "int16", "uint16"),
    "check_equality": ("int16", "uint8", "int64", "float16", "bfloat16"),
    "long_vector_ops": (*INTEGERS[:-1], "float16"),  # an array of uint64 may hold handles: not replayed
    "shaped_matrix_ops": (*INTEGERS[:-1], "float16"),
    "integer_products": INTEGERS[:-1],
    "check_long_equality": ("int8", "uint32", "float32", "float16"),
    "shifts": ("int8", "int16", "int32", "int64", "uint8"),
    "vector_of_ten_ops": ("float32", "float64", "int32", "float16"),
}
N = 24


def _values(rng, scalar: str, shape: tuple, nonzero: bool = False) -> np.ndarray:
    """Values of ``scalar`` that wrap or round: an integer type's extremes among draws from its whole
    range (-1 where a divisor: -128 // -1 leaves int8), a 16-bit float's draws with ties and signed zeros."""
    if scalar in ("float32", "float64"):
        return rng.uniform(-1, 1, shape)
    if scalar in ("float16", "bfloat16"):
        x = rng.uniform(-300, 300, shape).astype(np.float32)
        x.reshape(-1)[:3] = (0.0, -0.0, 257.0)  # 257: a bfloat16 tie (to 256), exact in float16
        return x.astype(np.float16) if scalar == "float16" else x
    info = np.iinfo(np.dtype(scalar))
    big = scalar.endswith("64") or scalar.endswith("32")  # no signed overflow of the wide types, which C leaves undefined
    lo, hi = (-100, 100) if big and info.min < 0 else (0, 200) if big else (int(info.min), int(info.max))
    x = rng.integers(lo, hi, shape, endpoint=True).astype(scalar)
    flat = x.reshape(-1)
    flat[:2] = (info.min, info.max) if not big else (lo, hi)
    if nonzero:
        flat[flat == 0] = 1
        flat[2] = -1 if info.min < 0 else 1
    return x


@pytest.fixture(scope="module")
def captured():
    """Each fixture kernel launched once per dtype under the recorder: {"name[dtype]": (kernel, [launch dicts])}."""
    wp = warp_ir.warp()
    k = warp_ir.import_file(
        Path(__file__).with_name("lift_dtype_kernels.py"), "lift_dtype_kernels"
    )  # Warp reads kernels' source from their file
    rng = np.random.default_rng(7)
    rec, made = recorder.Recorder(), {}

    def arr(values, dtype):
        return wp.array(values, dtype=dtype)

    with rec.installed():
        for name, scalars in CASES.items():
            for s in scalars:
                w = getattr(wp, s)
                vec3, vec4, mat22 = wp.types.vector(3, w), wp.types.vector(4, w), wp.types.matrix((2, 2), w)
                axes = arr(rng.integers(0, 2, N).astype(np.int32), int)
                if name == "vector_ops":
                    kernel = k.vector_kernel(w)
                    inputs = [
                        arr(_values(rng, s, (N, 3)), vec3),
                        arr(_values(rng, s, (N, 3)), vec3),
                        arr(_values(rng, s, N, True), w),
                        axes,
                    ]
                    inputs += [wp.zeros(N, dtype=vec3), wp.zeros(N, dtype=w)]
                elif name == "dots":
                    kernel = k.dot_kernel(w)
                    inputs = [arr(_values(rng, s, (N, 4)), vec4), arr(_values(rng, s, (N, 4)), vec4), wp.zeros(N, dtype=w)]
                elif name == "remainders":
                    kernel = k.remainder_kernel(w)
                    vec2 = wp.types.vector(2, w)
                    inputs = [arr(_values(rng, s, (N, 2)), vec2), arr(_values(rng, s, (N, 2), True), vec2), wp.zeros(N, dtype=vec2)]
                elif name == "matrix_ops":
                    kernel = k.matrix_kernel(w)
                    two = [arr(_values(rng, s, (N, 2, 2)), mat22) for _ in range(2)]
                    inputs = [*two, arr(_values(rng, s, N, True), w), axes, wp.zeros(N, dtype=mat22)]
                elif name == "long_vector_ops":
                    kernel, vec5 = k.long_vector_kernel(w), wp.types.vector(5, w)
                    inputs = [arr(_values(rng, s, (N, 5)), vec5), arr(_values(rng, s, (N, 5)), vec5), arr(_values(rng, s, N, True), w)]
                    inputs += [arr(rng.integers(0, 5, N).astype(np.int32), int), wp.zeros(N, dtype=vec5), wp.zeros(N, dtype=w)]
                elif name == "shaped_matrix_ops":
                    kernel, mat32 = k.shaped_matrix_kernel(w), wp.types.matrix((3, 2), w)
                    two = [arr(_values(rng, s, (N, 3, 2)), mat32) for _ in range(2)]
                    big = arr(_values(rng, s, (N, 5, 5)), wp.types.matrix((5, 5), w))
                    inputs = [*two, arr(_values(rng, s, N, True), w), arr(rng.integers(0, 3, N).astype(np.int32), int), wp.zeros(N, dtype=wp.types.matrix((2, 3), w)), big]
                elif name == "integer_products":
                    kernel, mat32, vec2 = k.integer_product_kernel(w), wp.types.matrix((3, 2), w), wp.types.vector(2, w)
                    inputs = [arr(_values(rng, s, (N, 2, 2)), mat22), arr(_values(rng, s, (N, 3, 2)), mat32), arr(_values(rng, s, (N, 2)), vec2)]
                    inputs += [wp.zeros(N, dtype=mat22), wp.zeros(N, dtype=wp.types.vector(3, w))]
                elif name == "check_long_equality":
                    kernel = k.long_equality_kernel(w)
                    fives = np.tile(np.arange(1, 6, dtype=np.float32), (N, 1))
                    fives[::3, 4] = 7  # some expectations fail: compared thread by thread
                    sixes = np.tile(np.arange(1, 7, dtype=np.float32), (N, 1))
                    sixes[::2, 0] = 9
                    inputs = [arr(fives.astype(s), wp.types.vector(5, w)), arr(sixes.astype(s).reshape(N, 3, 2), wp.types.matrix((3, 2), w))]
                elif name == "scalar_ops":
                    kernel = k.scalar_kernel(w)
                    inputs = [arr(_values(rng, s, N), w), arr(_values(rng, s, N, True), w), wp.zeros(N, dtype=w), wp.zeros(N, dtype=int)]
                elif name == "vector_of_ten_ops":
                    kernel, vec10 = k.vector_of_ten_kernel(w), wp.types.vector(10, w)
                    inputs = [arr(_values(rng, s, (N, 10)), vec10), arr(_values(rng, s, N), w), arr(rng.integers(0, 10, N).astype(np.int32), int)]
                    inputs += [wp.zeros(N, dtype=vec10), wp.zeros(N, dtype=w)]
                elif name == "shifts":  # every count below the width C computes in, the largest among them
                    kernel, bits = k.shift_kernel(w), 8 * np.dtype(s).itemsize
                    counts = rng.integers(0, bits, N)
                    counts[:2] = (bits - 1, 0)
                    inputs = [arr(_values(rng, s, N), w), arr(counts.astype(s), w), wp.zeros(N, dtype=w), wp.zeros(N, dtype=w)]
                elif name == "integer_ops":
                    kernel = k.integer_scalar_kernel(w)
                    inputs = [arr(_values(rng, s, N), w), arr(_values(rng, s, N, True), w), wp.zeros(N, dtype=w)]
                else:
                    kernel = k.equality_kernel(w)
                    ones = np.tile(np.array([1, 2, 3, 4], dtype=np.float32), (N, 1))
                    ones[::3, 3] = 5  # some expectations fail: compared thread by thread
                    vecs = np.tile(np.array([1, 2, 3], dtype=np.float32), (N, 1))
                    vecs[::2, 0] = 7
                    inputs = [
                        arr(ones.astype(np.dtype(s) if s != "bfloat16" else np.float32).reshape(N, 2, 2), mat22),
                        arr(vecs.astype(np.dtype(s) if s != "bfloat16" else np.float32), vec3),
                    ]
                wp.launch(kernel, dim=N, inputs=inputs)
                made[f"{name}[{s}]"] = kernel
        product = k.product_kernel(wp.float16)
        wp.launch(
            product,
            dim=N,
            inputs=[
                arr(_values(rng, "float16", (N, 2, 2)), wp.types.matrix((2, 2), wp.float16)),
                wp.zeros(N, dtype=wp.types.matrix((2, 2), wp.float16)),
            ],
        )
        made["products[float16]"] = product
    by_kernel = {id(s.kernel): [launch.to_dict() for launch in s.launches if launch.replay == "exact"] for s in rec.seen.values()}
    return {name: (kernel, by_kernel[id(kernel)]) for name, kernel in made.items()}


def _emulated(spec: m.KernelSpec, entry: dict, launches: list[dict], workdir: Path):
    """The emulation stage's verdict on ``spec``'s .cu against a proof ``entry`` (a kernel with expectations: its verification run)."""
    proved = lifted.Lift(spec, [launches[k] for k in entry["launches"]], entry["expected"], tuple(entry["ir_differs"]), "captured")
    run_spec, run_launches = lifted.checked(proved)
    exe = cuda_builds.build_emulation([run_spec], workdir)
    got = emulate.run_all(exe, [run_spec], {run_spec.name: [lifted.launch_inputs(run_spec, launch) for launch in run_launches]}, workdir)[
        run_spec.name
    ]
    return got if isinstance(got, StageFailure) else lifted.compare(proved, got)


@pytest.mark.parametrize("name", [f"{n}[{s}]" for n, scalars in CASES.items() for s in scalars])
def test_lift_is_exact_both_ways(captured, name, tmp_path):
    """Lifted, printed back to Warp Python and built, the kernel gives the original's bytes; its .cu, emulated, too."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    outcome = _emulated(spec, entry, launches, tmp_path)
    assert isinstance(outcome, lifted.Emulated), outcome


def test_the_cu_narrows_and_rounds_as_warp(captured):
    """What the exactness rests on, in the text: an int8 component operation converted back to int8,
    a uint16 product taken unsigned, an int32 left shift taken unsigned, a bfloat16 operation widened to float and rounded once, the
    bfloat16 header included; and a type Warp has no ``wp.`` name for named by the printed module."""
    int8 = render_standalone(lift.lift(*_first(captured, "vector_ops[int8]"))).kernel
    assert "(signed char)(a.x * s)" in int8 and "(signed char)(-a.x)" in int8
    assert "(unsigned short)((unsigned int)a.x * s)" in render_standalone(lift.lift(*_first(captured, "vector_ops[uint16]"))).kernel
    bf16 = lift.lift(*_first(captured, "vector_ops[bfloat16]"))
    text = render_standalone(bf16).kernel
    assert text.startswith("#include <cuda_bf16.h>") and "__float2bfloat16_rn(__bfloat162float(a.x) + __bfloat162float(b.x))" in text
    assert "vec3bf = wp.types.vector(length=3, dtype=wp.bfloat16)" in render_warp(bf16)
    assert "(short)floordiv_int(" in render_standalone(lift.lift(*_first(captured, "integer_ops[int16]"))).kernel
    shifted = render_standalone(lift.lift(*_first(captured, "shifts[int32]"))).kernel  # a signed left shift through the unsigned type
    assert "(int)((unsigned int)((int)2 * a[i] - (int)1) << n[i])" in shifted and "a[i] >> n[i]" in shifted


def _first(captured, name: str):
    kernel, launches = captured[name]
    return kernel, launches[0]


def test_a_product_of_float16_matrices_is_refused_by_label(captured, tmp_path):
    """An operation with no exact helper on the type is refused, naming it, never approximated."""
    kernel, launches = captured["products[float16]"]
    assert (
        lift_proof.prove(kernel, launches, tmp_path)["refused"]
        == "not lifted: the standalone CUDA renderer has no mat22h helper for mat_mul"
    )


def test_composite_names_are_one_table():
    """Every scalar's vectors and matrices are named by Warp's suffix and read back to the same scalar."""
    for scalar, suffix in dtypes.SUFFIXES.items():
        for base in ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44"):
            name = dtypes.composite_name(base, scalar)
            assert name == base + suffix and dtypes.split_composite(name) == (base, scalar)
            t = m.type_named(name)
            assert t.scalar.name == scalar and t.shape == ((int(base[3]),) if base.startswith("vec") else (int(base[3]),) * 2)
    assert dtypes.split_composite("vec3f") == ("vec3", "float32") and dtypes.split_composite("wind") is None
    assert not dtypes.warp_exports("mat22i") and dtypes.warp_exports("vec3us") and not dtypes.warp_exports("vec3bf")
    with pytest.raises(ValueError):
        dtypes.scalar_of("vec3q")


def _warp_bfloat16(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Warp's CPU kernel conversion of float32 ``values`` to bfloat16 (its bits) and back to float32
    (not ``wp.array(values, dtype=wp.bfloat16)``, whose host path passes a float through a double and
    quiets a signaling NaN first)."""
    wp = warp_ir.warp()
    k = warp_ir.import_file(Path(__file__).with_name("lift_dtype_kernels.py"), "lift_dtype_kernels")
    x = wp.array(values.view(np.uint32), dtype=wp.uint32, device="cpu").view(wp.float32)
    out, back = wp.zeros(len(values), dtype=wp.bfloat16, device="cpu"), wp.zeros(len(values), dtype=wp.float32, device="cpu")
    wp.launch(k.to_bfloat16, dim=len(values), inputs=[x, out, back], device="cpu")
    return out.numpy().view(np.uint16), back.numpy()


def _bfloat16_edges() -> np.ndarray:
    """Every tie and both its neighbours at each of a float's exponents, both signs; infinities, NaNs
    (quiet and signaling) whose payload lies in the kept or only in the dropped bits, denormals; random floats."""
    exponents = np.arange(256, dtype=np.uint32) << 23
    mantissas = np.array([0x8000, 0x18000, 0x7FFF, 0x8001, 0x17FFF, 0x18001, 0x7F8000, 0x7FFFFF, 0, 1, 0x400000], dtype=np.uint32)
    bits = (exponents[:, None] | mantissas[None, :]).reshape(-1)
    bits = np.concatenate([bits, bits | 0x80000000])
    rng = np.random.default_rng(3)
    return np.concatenate([bits.view(np.float32), rng.uniform(-1e6, 1e6, 20000).astype(np.float32)])


def test_bfloat16_rounding_is_warps():
    """The dtype table's float -> bfloat16 rounding (the input draws') equals Warp's kernels' own on
    every tie, the largest finite values, infinities, NaNs, denormals; its widening is exact."""
    values = _bfloat16_edges()
    warp_bits, warp_back = _warp_bfloat16(values)
    assert np.array_equal(dtypes.bfloat16_bits(values), warp_bits)
    assert np.array_equal(dtypes.bfloat16_values(warp_bits).view(np.uint32), warp_back.view(np.uint32))


BF16_DRIVER = r"""
#include <cstdio>
#include "cuda_shim.h"
int main(int argc, char** argv)
{
    FILE* in = fopen(argv[1], "rb");
    FILE* out = fopen(argv[2], "wb");
    float x;
    while (fread(&x, sizeof x, 1, in) == 1) {
        const __nv_bfloat16 h = __float2bfloat16_rn(x);
        const float back = __bfloat162float(h);
        fwrite(&h.__x, sizeof h.__x, 1, out);
        fwrite(&back, sizeof back, 1, out);
    }
    return fclose(out);
}
"""


def _shim_bfloat16(tmp_path: Path, shim: str, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The shim's float -> bfloat16 bits of ``values`` and those bits widened back to float."""
    (tmp_path / "cuda_shim.h").write_text(shim)
    (tmp_path / "driver.cpp").write_text(BF16_DRIVER)
    exe = tmp_path / "driver"
    subprocess.run([emulate.find_gxx(), *emulate.GXX_FLAGS, "-I", str(tmp_path), "-o", str(exe), str(tmp_path / "driver.cpp")], check=True)
    values.astype(np.float32).tofile(tmp_path / "x.bin")
    subprocess.run([str(exe), str(tmp_path / "x.bin"), str(tmp_path / "y.bin")], check=True)
    rows = np.fromfile(tmp_path / "y.bin", dtype=np.dtype([("bits", "<u2"), ("back", "<f4")]))
    return rows["bits"], rows["back"]


def test_the_shims_bfloat16_is_warps(tmp_path):
    """The emulation's __float2bfloat16_rn gives Warp's own bits (its CPU kernels' conversion) on every
    tie, NaN and infinity, and __bfloat162float widens them as Warp does; a truncating conversion, and one
    that lets a NaN whose payload it drops become infinity, are caught."""
    values = _bfloat16_edges()
    warp_bits, warp_back = _warp_bfloat16(values)
    bits, back = _shim_bfloat16(tmp_path, cuda.CUDA_SHIM.read_text(), values)
    assert np.array_equal(bits, warp_bits)
    assert np.array_equal(back.view(np.uint32), warp_back.view(np.uint32))
    mutants = {"truncated": ("(u + 0x7fffu + ((u >> 16) & 1u)) >> 16", "u >> 16"), "nan_to_infinity": ("r.__x |= 0x40u;", "")}
    for name, (old, new) in mutants.items():
        mutant = cuda.CUDA_SHIM.read_text().replace(old, new)
        assert mutant != cuda.CUDA_SHIM.read_text()
        (tmp_path / name).mkdir()
        assert not np.array_equal(_shim_bfloat16(tmp_path / name, mutant, values)[0], warp_bits), name


# ----------------------------------------------------------------------------- planted defects of the rendered .cu


def test_a_dropped_narrowing_is_caught(captured, tmp_path, monkeypatch):
    """int8 scalar operations rendered without their conversion back to int8 (C's int sum read by
    the division and the comparison before it wraps): the emulation differs from Warp's."""
    kernel, launches = captured["scalar_ops[int8]"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    spec = lift.lift(kernel, launches[0])

    def unnarrowed(self, e):
        p = cuda_kernel.PRECEDENCE[e.op]
        return f"({self.wrap(e.lhs, p)} {cuda_kernel.INFIX[e.op]} {self.wrap(e.rhs, p + 1)})"

    monkeypatch.setattr(cuda_kernel._KernelWriter, "narrowed", unnarrowed)
    assert "(signed char)(a[i] + b[i])" not in render_standalone(spec).kernel
    outcome = _emulated(spec, entry, launches, tmp_path)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome


def test_a_wrong_cast_is_caught(captured, tmp_path, monkeypatch):
    """int8 operations converted back to uint8 instead (the same bits, another value): the sum the
    kernel compares reads 200 where Warp's reads -56, and the emulation differs from Warp's."""
    kernel, launches = captured["scalar_ops[int8]"]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    spec = lift.lift(kernel, launches[0])
    binary = component_ops.binary

    def unsigned(op, scalar, a, b):
        return binary(op, "uint8" if scalar == "int8" else scalar, a, b)

    monkeypatch.setattr(component_ops, "binary", unsigned)
    assert "(unsigned char)(a[i] + b[i]) > a[i]" in render_standalone(spec).kernel
    outcome = _emulated(spec, entry, launches, tmp_path)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome


# ----------------------------------------------------------------------------- vectors and matrices of other shapes


def test_other_shapes_are_arrays_and_rows_of_their_scalar(captured):
    """A vector of five int16 is an array of five shorts (its run-time component ``c[k]``, no helper),
    a 3x2 uint8 matrix three rows of two unsigned chars transposed into a 2x3 one, a 5x5 float16
    matrix rows of __half rounded once per operation; the Python spells each type in full."""
    spec = lift.lift(*_first(captured, "long_vector_ops[int16]"))
    text = render_standalone(spec).kernel
    assert "struct vec5s { short c[5]; };" in text and "z.c[k[i]] = " in text and "(short)(a.c[4] * s)" in text
    assert "a: wp.array(dtype=wp.types.vector(length=5, dtype=wp.int16))" in render_warp(spec)
    text = render_standalone(lift.lift(*_first(captured, "shaped_matrix_ops[uint8]"))).kernel
    assert "struct mat32ub { unsigned char m[3][2]; };" in text and "struct mat23ub { unsigned char m[2][3]; };" in text
    assert "mat23ub transpose(const mat32ub& a)" in text
    half = render_standalone(lift.lift(*_first(captured, "shaped_matrix_ops[float16]"))).kernel
    assert "struct mat55h { __half m[5][5]; };" in half and "__float2half_rn(__half2float(a.m[row][col]) * __half2float(s))" in half


def _swapped_long_difference(spec: m.KernelSpec) -> m.KernelSpec:
    """``x - a[i]`` on vec5s made ``a[i] - x``."""

    def swap(e):
        return dataclasses.replace(e, lhs=e.rhs, rhs=e.lhs) if isinstance(e, m.Binary) and e.op == "sub" and e.type.name == "vec5s" else e

    return dataclasses.replace(spec, body=walk.mapped_body(spec.body, swap))


def test_a_swapped_operand_on_a_long_vector_is_caught(captured, tmp_path):
    """A lifted spec with a vec5s difference's operands swapped fails the round trip, and on its own the emulation."""
    sys.path.insert(0, str(Path(__file__).parent))
    try:
        test_lift = importlib.import_module("test_lift")
    finally:
        sys.path.pop(0)
    kernel, launches = captured["long_vector_ops[int16]"]
    test_lift._assert_caught(kernel, launches, _swapped_long_difference, tmp_path)


@pytest.mark.parametrize(
    ("name", "key", "good", "bad"),
    [
        ("check_long_equality[int8]", "expect_eq:vec5b", " && actual.c[4] == expected.c[4]", ""),  # an expectation blind to the last component
        ("long_vector_ops[int8]", "dot:vec5b", " + (unsigned int)a.c[4] * b.c[4]", ""),  # the dot's last component dropped
        ("shaped_matrix_ops[int32]", "transpose:mat32i", "a.m[col][row]", "a.m[2 - col][row]"),  # a non-square transpose reading the rows backwards
        ("integer_products[int16]", "mat_vec:mat32s", "(unsigned int)a.m[2][1] * v.y", "(unsigned int)a.m[2][1] * v.x"),  # a wrong index in m @ v
        ("integer_products[uint8]", "mat_mul:mat22ub", "* b.m[1][col]", "* b.m[col][1]"),  # a product reading b's entries transposed
        ("shaped_matrix_ops[float16]", "mul_vs:mat55h", "__half2float(s)", "__half2float(s) * 1.0009765625f"),  # a scaled product off by an ulp of half
    ],
)
def test_a_wrong_helper_of_another_shape_is_caught(captured, name, key, good, bad, tmp_path, monkeypatch):
    """A helper of the new shapes rendered wrong (the model is right: the round trip passes) fails the
    emulation against the original's outputs; the helper as written passes it."""
    kernel, launches = captured[name]
    entry = lift_proof.prove(kernel, launches, tmp_path)
    assert "refused" not in entry, entry.get("refused")
    spec = lift.lift(kernel, launches[0])
    family = expect_ops if key.startswith("expect") else component_ops
    helper = family.helper

    def planted(kind: str, t: str):
        code, deps = helper(kind, t)
        if f"{kind}:{t}" == key:
            assert good in code
            code = code.replace(good, bad)
        return code, deps

    monkeypatch.setattr(family, "helper", planted)
    outcome = _emulated(spec, entry, launches, tmp_path / "wrong")
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", outcome
    monkeypatch.setattr(family, "helper", helper)
    assert isinstance(_emulated(spec, entry, launches, tmp_path / "again"), lifted.Emulated)
