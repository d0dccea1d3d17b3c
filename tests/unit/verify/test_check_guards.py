"""Checks that guard themselves: defects planted in the outputs the pipeline's checks compare, each
caught by the stage's own comparison (``standalone_cuda.compare`` for the emulation,
``gpu.compare.compare`` for the gpu checks, ``gradcheck.compare`` for the gradient check,
``degeneracy`` for the reference): every tolerance with a defect just outside it (caught) and just
inside it (passed), a single NaN among the outputs, a constant output, int64 values past 2^53, a
one-element output, a shape transposed to the same size. Loosening any of these checks fails here.
"""

from __future__ import annotations

import numpy as np
import pytest

from synth.gpu.compare import GpuCheck
from synth.gpu.compare import compare as gpu_compare
from synth.gpu.device import Target
from synth.model.failures import StageFailure
from synth.model.spec import FLOAT, Atomic, Binary, Call, Const, KernelSpec, Load, Param, Ref, Store, Type
from synth.stages import gradcheck, standalone_cuda
from synth.verify import tolerance
from synth.verify.compare import Agreement
from synth.verify.degeneracy import degeneracy

TARGET = Target("cuda:0", "NVIDIA H100", 90)
THREADS = 32
DTYPES = {"float16": np.float16, "float32": np.float32, "float64": np.float64, "int32": np.int32, "uint32": np.uint32, "int64": np.int64}


def spec_of(dtype: str, shape: tuple[int, ...] | None = None, threads: int = THREADS) -> KernelSpec:
    """out[i] = a[i] in ``dtype``: one output of the launch's shape (or ``shape``)."""
    t = Type(dtype)
    params = (Param("a", "in", t), Param("out", "out", t, shape=shape))
    return KernelSpec(f"guard_{dtype}", "handmade", 0, threads, params, (Store("out", Load("a", t)),))


def values(dtype: str, n: int = THREADS) -> np.ndarray:
    if DTYPES[dtype]().dtype.kind in "iu":
        return np.arange(3, 3 + n, dtype=DTYPES[dtype]) * 7
    return np.linspace(-1.75, 2.5, n).astype(DTYPES[dtype])


def emulation(spec: KernelSpec, actual: np.ndarray, expected: np.ndarray):
    return standalone_cuda.compare(spec, {"out": actual}, {"out": expected})


def is_mismatch(outcome) -> bool:
    return isinstance(outcome, StageFailure) and outcome.label == "mismatch"


# ----------------------------------------------------------------------------- the emulation: exact


@pytest.mark.parametrize("dtype", sorted(DTYPES))
def test_the_emulation_passes_the_same_bits_and_catches_one_ulp(dtype):
    spec, expected = spec_of(dtype), values(dtype)
    same = emulation(spec, expected.copy(), expected)
    assert isinstance(same, Agreement) and same.worst_error == same.max_error == 0.0
    off = expected.copy()
    if off.dtype.kind == "f":
        off[5] = np.nextafter(off[5], np.inf, dtype=off.dtype)  # one ulp: just outside an exact check
    else:
        off[5] += 1
    failure = emulation(spec, off, expected)
    assert is_mismatch(failure) and "worst at (5,)" in failure.message  # the element that differs, however small the error


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_the_emulation_catches_the_sign_of_a_zero(dtype):
    spec = spec_of(dtype)
    expected = values(dtype)
    expected[3] = 0.0
    actual = expected.copy()
    actual[3] = -0.0
    assert is_mismatch(emulation(spec, actual, expected))


def test_a_non_finite_expected_value_is_matched_exactly_with_no_allowance():
    """An infinite or NaN expected value gets allowance 0 (its allowance computes as NaN): the same
    value on both sides passes and the reported tolerance stays 0 in an exact check; the largest
    finite float in its place is a mismatch."""
    spec, expected = spec_of("float32"), values("float32")
    expected[0], expected[1] = np.inf, np.nan
    same = emulation(spec, expected.copy(), expected)
    assert isinstance(same, Agreement) and same.worst_error == same.tolerance == same.max_error == 0.0
    off = expected.copy()
    off[0] = np.finfo(np.float32).max
    assert is_mismatch(emulation(spec, off, expected))


def test_an_empty_output_has_no_error():
    """An output of no elements (real code launches some) compares nothing: it passes, and the
    agreement reports no error."""
    spec = spec_of("float32")
    empty = np.zeros(0, np.float32)
    found = emulation(spec, empty.copy(), empty)
    assert isinstance(found, Agreement) and found.worst_error == found.max_error == 0.0 and found.arrays == ("out",)


def test_int64_values_past_2_53_compare_exactly():
    """2^53 + 1 and 2^53 are one float64: compared as integers they differ."""
    spec = spec_of("int64")
    expected = np.full(THREADS, 2**53 + 1, dtype=np.int64) + np.arange(THREADS, dtype=np.int64) * 2
    actual = expected.copy()
    actual[9] += 1  # 2^53 + 19 and 2^53 + 20: one float64
    assert float(actual[9]) == float(expected[9])
    outcome = emulation(spec, actual, expected)
    assert is_mismatch(outcome) and "1/32 elements" in outcome.message
    assert is_mismatch(gpu_compare("forward", TARGET, spec, {"out": actual}, {"out": expected}))


def test_a_one_element_output_is_compared():
    spec = spec_of("float32", shape=(1,))
    expected = np.array([0.625], np.float32)
    assert isinstance(emulation(spec, expected.copy(), expected), Agreement)
    assert is_mismatch(emulation(spec, np.array([0.75], np.float32), expected))
    assert is_mismatch(gpu_compare("forward", TARGET, spec, {"out": np.array([0.75], np.float32)}, {"out": expected}))


def test_a_transposed_shape_of_the_same_size_is_a_mismatch():
    spec = spec_of("float32", shape=(4, 8))
    expected = values("float32").reshape(4, 8)
    outcome = emulation(spec, expected.T.copy(), expected)
    assert is_mismatch(outcome) and "shape (8, 4)" in outcome.message
    assert is_mismatch(gpu_compare("forward", TARGET, spec, {"out": expected.reshape(8, 4)}, {"out": expected}))


def test_a_single_nan_among_the_outputs_is_caught():
    spec = spec_of("float32")
    expected = values("float32")
    actual = expected.copy()
    actual[17] = np.nan
    assert is_mismatch(emulation(spec, actual, expected))
    assert is_mismatch(gpu_compare("forward", TARGET, spec, {"out": actual}, {"out": expected}))
    assert degeneracy({"out": actual}, {"out": np.zeros_like(actual)}) == "output 'out' has 1 non-finite values"
    actual[17] = np.inf
    assert degeneracy({"out": actual}, {"out": np.zeros_like(actual)}) == "output 'out' has 1 non-finite values"


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_two_nans_are_the_same_value_whatever_their_sign_and_payload_and_a_nan_is_no_number(dtype):
    """IEEE 754 leaves a computed NaN's sign and payload unspecified (NaN + NaN keeps either
    operand's, as the compiler ordered them): a NaN matches a NaN; it never matches a number or an
    infinity, and one NaN among the outputs is still caught."""
    spec, expected = spec_of(dtype), values(dtype)
    bits = np.dtype(f"u{expected.dtype.itemsize}")
    expected[3] = np.nan
    actual = expected.copy()
    flipped = actual.view(bits)
    flipped[3] ^= np.array(1, bits) << (8 * expected.dtype.itemsize - 1)  # the other sign
    flipped[3] |= 1  # and another payload
    assert np.isnan(actual[3]) and actual.view(bits)[3] != expected.view(bits)[3]
    same = emulation(spec, actual, expected)
    assert isinstance(same, Agreement) and same.worst_error == 0.0
    for other in (np.inf, -np.inf, 0.0, 1.0):
        actual[3] = other
        assert is_mismatch(emulation(spec, actual, expected)), other
    actual[3], actual[4] = np.nan, np.nan
    assert is_mismatch(emulation(spec, actual, expected))  # element 4 is a number


def test_a_constant_or_untouched_output_is_degenerate():
    initial = np.full(THREADS, -7777.0, np.float32)
    assert degeneracy({"out": np.full(THREADS, 0.5, np.float32)}, {"out": initial}) == "output 'out' is constant (0.5)"
    assert degeneracy({"out": initial.copy()}, {"out": initial}) == "output 'out' equals its untouched buffer"
    assert degeneracy({"out": np.zeros(THREADS, np.float32)}, {"out": initial}) == "output 'out' is all zero"
    nearly = np.full(THREADS, 0.5, np.float32)
    nearly[31] = 0.25
    assert degeneracy({"out": nearly}, {"out": initial}) is None, "one differing element is not constant"
    assert degeneracy({"out": np.array([0.5], np.float32)}, {"out": np.array([-7777.0], np.float32)}) is None, "one element cannot vary"
    big = np.full(THREADS, 2**53, np.int64)
    big[4] += 1
    assert degeneracy({"out": big}, {"out": np.zeros(THREADS, np.int64)}) is None, "int64 past 2^53 varies in its own dtype"


# ----------------------------------------------------------------------------- the gpu checks: just inside, just outside


HALF_ULP = 2.0**-10  # float16's spacing at 1
# (rtol, atol) of each gpu check as synth/verify/tolerance.py derives them in its comments (the error
# budget of a chain of operations, with its margin over what the H100 measured): written here, not
# read from the code, so a tolerance changed in the code alone (looser or tighter) fails below.
DERIVED = {
    ("forward", "float32"): (1e-4, 1e-5), ("backward", "float32"): (1e-3, 1e-4), ("binary", "float32"): (1e-4, 1e-5),
    ("forward", "float64"): (2e-13, 2e-14), ("backward", "float64"): (2e-12, 2e-13), ("binary", "float64"): (2e-13, 2e-14),
    ("forward", "float16"): (8 * HALF_ULP, 4 * HALF_ULP), ("backward", "float16"): (16 * HALF_ULP, 8 * HALF_ULP),
    ("binary", "float16"): (8 * HALF_ULP, 4 * HALF_ULP),
}  # fmt: skip
GPU_CASES = sorted(DERIVED)


@pytest.mark.parametrize("check, dtype", GPU_CASES, ids=[f"{c}-{d}" for c, d in GPU_CASES])
def test_each_gpu_tolerance_passes_just_inside_and_fails_just_outside(check, dtype):
    """At an output of 0 (atol alone, scaled by the array's magnitude) and at the largest one (rtol
    and atol), an error of 0.9 of the derived allowance passes and 1.1 of it fails."""
    spec = spec_of(dtype)
    expected = values(dtype)
    expected[3] = 0
    rtol, atol = DERIVED[(check, dtype)]
    magnitude = float(np.abs(expected.astype(np.float64)).max())
    for k in (3, int(np.argmax(np.abs(expected)))):
        allowed = atol * magnitude + rtol * abs(float(expected[k]))
        for factor, passes in ((0.9, True), (1.1, False)):
            actual = expected.copy()
            actual[k] = (np.float64(expected[k]) + factor * allowed).astype(expected.dtype)
            error = abs(float(actual[k]) - float(expected[k]))
            assert (error <= allowed) == passes, "the planted error lands on its side of the allowance"
            outcome = gpu_compare(check, TARGET, spec, {"out": actual}, {"out": expected})
            assert isinstance(outcome, GpuCheck) == passes, (k, factor, outcome)


# ----------------------------------------------------------------------------- the gradient check: just inside, just outside


def _differences(fd: np.ndarray, noise: float, precision: str) -> gradcheck.Differences:
    levels = np.stack([fd, np.full_like(fd, np.nan)])[:, :, None]
    return gradcheck.Differences(levels, np.zeros_like(levels), np.full_like(levels, noise), precision=tolerance.GRAD_PRECISIONS[precision])


GRAD_CASES = [("float32", 0.0), ("float32", 2e-4), ("float64", 0.0), ("float64", 1e-9), ("float16", 0.0)]
GRAD_DERIVED = {"float32": (3e-3, 1e-4), "float64": (1e-8, 3e-10), "float16": (3e-3, 1e-4)}  # (rtol, atol), tolerance.py's derivations; float16 is checked in float32


@pytest.mark.parametrize("dtype, noise", GRAD_CASES, ids=[f"{d}-noise{n:g}" for d, n in GRAD_CASES])
def test_the_gradient_check_passes_just_inside_and_fails_just_outside(dtype, noise):
    """Its allowance, atol + rtol |FD| + the rounding noise (+ the half adjoint's), to 1%."""
    spec = spec_of(dtype)
    precision = tolerance.grad_precision(spec)
    fd = np.array([0.0, 1e-3, -0.5, 2.0, 40.0], np.float64)
    diffs = {"a": _differences(fd, noise, precision.name)}
    rtol, atol = GRAD_DERIVED[dtype]
    allowed = atol + rtol * np.abs(fd) + noise + tolerance.half_adjoint_allowance(spec, fd)
    for factor, passes in ((0.99, True), (1.01, False)):
        for k in range(len(fd)):
            grad = fd.copy()
            grad[k] += factor * allowed[k] * (1 if k % 2 else -1)
            try:
                result = gradcheck.compare(spec, {"a": grad}, diffs)
                passed = True
                error = abs(grad[k] - fd[k])  # the report names the planted sample as the worst
                assert result.worst_ratio == pytest.approx(error / allowed[k], rel=1e-9) and result.worst_abs == pytest.approx(error, rel=1e-9)
                assert result.worst_rel == pytest.approx(error / max(abs(fd[k]), atol), rel=1e-9)
            except StageFailure as failure:
                assert failure.label == "grad_mismatch"
                assert f"worst at element {k} component 0:" in failure.message  # the planted sample, named
                passed = False
            assert passed == passes, (factor, k, fd[k], allowed[k])


def test_an_atomic_sums_noise_scale_is_the_root_of_its_terms_per_element():
    """tolerance.grad_noise_scale: sqrt(n) for an atomic_add (or sub) target summing n terms per
    element (the walk of n roundings), n = the adds times ceil(threads / length); 1 for a stored
    output. Written here: 72 threads into 8 slots is 9 terms (sqrt 3), 70 threads 9 too (the last
    slots get 8, the first 9), two adds of 64 threads into 8 slots 16 (sqrt 4)."""
    t = Type("float32")
    a, out8 = Param("a", "in", t), Param("out", "out", t, length=8, init=0.0)
    slot = Binary("mod", Ref("i", Type("int32")), Const(8, Type("int32")), Type("int32"))

    def spec(threads: int, adds: int, op: str = "add") -> KernelSpec:
        return KernelSpec("sums", "handmade", 0, threads, (a, out8), (Atomic(op, "out", slot, Load("a", t)),) * adds)

    assert tolerance.grad_noise_scale(spec(72, 1), "out") == 3.0
    assert tolerance.grad_noise_scale(spec(70, 1, "sub"), "out") == 3.0
    assert tolerance.grad_noise_scale(spec(64, 2), "out") == 4.0
    assert tolerance.grad_noise_scale(spec_of("float32"), "out") == 1.0
    # the device checks' bound (atomic_terms): through a computed index (an index array, or a min of
    # i + 1) every thread's term may land in one element, not only every m-th thread's
    idx = Param("idx", "in", Type("int32"), (0, 7))
    shifted = Call("min", (Binary("add", Ref("i", Type("int32")), Const(1, Type("int32")), Type("int32")), Const(7, Type("int32"))), Type("int32"))
    for index in (Load("idx", Type("int32")), Binary("add", shifted, Const(0, Type("int32")), Type("int32"))):
        scatter = KernelSpec("scatter", "handmade", 0, 72, (a, idx, out8), (Atomic("add", "out", index, Load("a", t)),))
        assert tolerance.atomic_terms(scatter, "out") == 72 and tolerance.atomic_terms(spec(72, 1), "out") == 9


def test_a_kinked_sample_is_excluded_and_too_many_are_degenerate():
    spec = spec_of("float32")
    fd = np.linspace(-1.0, 1.0, 8)
    levels = np.stack([fd, np.full_like(fd, np.nan)])[:, :, None]
    spread = np.zeros_like(levels)
    spread[0, 0, 0] = 1.0  # one kink: excluded, its wrong adjoint not held against the kernel
    grad = fd.copy()
    grad[0] += 0.5
    check = gradcheck.compare(spec, {"a": grad}, {"a": gradcheck.Differences(levels, spread, np.zeros_like(levels))})
    assert check.excluded == 1 and check.samples == 8
    spread[0, :3, 0] = 1.0  # 3 of 8 kinked: fewer than GRAD_MIN_KEPT kept
    with pytest.raises(StageFailure) as info:
        gradcheck.compare(spec, {"a": fd.copy()}, {"a": gradcheck.Differences(levels, spread, np.zeros_like(levels))})
    assert info.value.label == "degenerate"


def test_the_exact_check_is_exact_but_for_a_float_atomic_sum():
    """gpu_binary_exact: 0 ulp for every array, but a float atomic_add target of several threads
    (two are enough), which the device sums in another order each run (the binary tolerance, scaled
    by the terms)."""
    from synth.generate.cases import Case

    plain = spec_of("float32")
    assert tolerance.gpu_tolerance("binary_exact", plain, "out", values("float32")) == tolerance.EXACT
    atomic = Case("atomic", 0).spec  # atomic_min into out (exact), atomic_add of 256 threads into out1's 2 slots
    assert tolerance.gpu_tolerance("binary_exact", atomic, "out", np.ones(2)) == tolerance.EXACT
    summed = tolerance.gpu_tolerance("binary_exact", atomic, "out1", np.ones(2))
    assert summed == tolerance.gpu_tolerance("binary", atomic, "out1", np.ones(2))
    assert summed.atol == pytest.approx(DERIVED["binary", "float32"][1] * 128)
    # two terms are already enough: from an init of 1, 0.75 and 0.5 ulp added in either order round apart
    one, ulp = np.float32(1.0), np.float32(2.0**-23)
    assert (one + np.float32(0.75) * ulp) + np.float32(0.5) * ulp != (one + np.float32(0.5) * ulp) + np.float32(0.75) * ulp
    t = Type("float32")
    slot = Binary("mod", Ref("i", Type("int32")), Const(4, Type("int32")), Type("int32"))
    pairs = KernelSpec("pairs", "handmade", 0, 8, (Param("a", "in", t), Param("out", "out", t, length=4, init=1.0)), (Atomic("add", "out", slot, Load("a", t)),))
    assert tolerance.gpu_tolerance("binary_exact", pairs, "out", np.ones(4)) == tolerance.gpu_tolerance("binary", pairs, "out", np.ones(4)) != tolerance.EXACT


def test_a_tile_sum_of_two_terms_already_takes_the_binary_tolerance_in_the_emulation():
    """The emulation against Warp's CPU is exact but for a float array a tile kernel sums into (a
    tile stored as it is stays exact): two terms are already enough, since a pair added from 0 in order and one added as a pair can
    differ in the sign of a zero (0 + -0 + -0 is +0, -0 + -0 is -0), which an exact check fails."""
    from synth.model.tiles import TileLet, TileLoad, TileReduce, TileRef, TileStore, TileType

    zero = np.float32(0.0)
    assert np.signbit(np.float32(-0.0) + np.float32(-0.0)) and not np.signbit(zero + np.float32(-0.0) + np.float32(-0.0))
    pair, one, i = TileType(FLOAT, (2,)), TileType(FLOAT, (1,)), Ref("i", Type("int32"))
    body = (
        TileLet("t", TileLoad("a", pair, (Binary("mul", i, Const(2, Type("int32")), Type("int32")),))),
        TileLet("total", TileReduce("tile_sum", TileRef("t", pair), one)),
        TileStore("sums", TileRef("total", one), (i,)),
    )
    body += (TileStore("copy", TileRef("t", pair), (Binary("mul", i, Const(2, Type("int32")), Type("int32")),)),)  # no sum: exact
    params = (Param("a", "in", FLOAT, shape=(8,)), Param("sums", "out", FLOAT, shape=(4,)), Param("copy", "out", FLOAT, shape=(8,)))
    spec = KernelSpec("pair_sums", "handmade", 0, 4, params, body, block_dim=32, tiled=True)
    expected = np.ones(4, np.float32)
    assert tolerance.emulation_tolerance(spec, "sums", expected) == tolerance.gpu_tolerance("binary", spec, "sums", expected) != tolerance.EXACT
    assert tolerance.emulation_tolerance(spec, "copy", np.ones(8, np.float32)) == tolerance.EXACT


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_a_candidates_allowance_is_the_binary_checks(dtype):
    """The evaluator scores a model's output against Warp's CPU with the binary check's numbers,
    atol scaled by the array's magnitude (no atomic terms: both sides are Warp's CPU order)."""
    expected = values(dtype)
    rtol, atol = DERIVED[("binary", dtype)]
    allowed = tolerance.candidate_tolerance_by_dtype(dtype, expected).allowed(expected)
    magnitude = float(np.abs(expected.astype(np.float64)).max())
    assert np.allclose(allowed, atol * magnitude + rtol * np.abs(expected.astype(np.float64)), rtol=1e-12, atol=0)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_a_real_kernels_device_replay_allowance_is_the_forward_checks(dtype):
    """A captured launch replayed on the device against its CPU replay: the forward check's numbers
    of the array's dtype, atol scaled by max(1, max |expected|) over its finite values."""
    rtol, atol = DERIVED[("forward", dtype)]
    for scale in (0.5, 40.0):  # a magnitude below 1 keeps atol; above, scales it
        expected = (values(dtype).astype(np.float64) * scale).astype(DTYPES[dtype])
        expected[0] = np.inf  # a non-finite value does not scale the others' allowance
        allowed = tolerance.real_code_gpu(expected).allowed(expected)
        finite = np.abs(expected[1:].astype(np.float64))
        assert np.allclose(allowed[1:], atol * max(1.0, finite.max()) + rtol * finite, rtol=1e-12, atol=0)



@pytest.mark.parametrize("dtype", [np.int32, np.uint8, np.int64, np.bool_])
def test_a_real_kernels_integer_arrays_replay_exactly(dtype):
    """Integers and booleans of a captured launch's device replay compare exactly: allowance 0."""
    expected = np.array([0, 1, 5, 100], dtype=dtype)
    assert (tolerance.real_code_gpu(expected).allowed(expected) == 0.0).all()
