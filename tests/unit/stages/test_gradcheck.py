"""The gradient check labels planted faults: a wrong adjoint is ``grad_mismatch``, a missing one ``degenerate``.

The kernels live in ``broken_kernels.py`` (one Warp module, one CPU build for this file).
"""

import dataclasses

import numpy as np
import pytest

from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS, make_inputs
from synth.model.spec import FLOAT, INT, VEC3, Atomic, Binary, Call, Const, Construct, KernelSpec, Load, Param, Ref, Store, Type
from synth.stages import gradcheck
from synth.verify import tolerance
from synth.verify.degeneracy import degeneracy

A = Param("a", "in", FLOAT, (-1.0, 1.0))


def store_spec(name: str, dim: int = 64) -> KernelSpec:
    """The spec the check needs of a hand-written kernel: parameters, dim, and how out is written."""
    return KernelSpec(name, "unit", 7, dim, (A, Param("out", "out", FLOAT)), (Store("out", Load("a", FLOAT)),))


ATOMIC_MAX = KernelSpec(
    "atomic_max",
    "unit",
    7,
    64,
    (A, Param("out", "out", FLOAT, length=4, init=-1.0e4)),
    (Atomic("max", "out", Binary("mod", Ref("i", INT), Const(4, INT), INT), Load("a", FLOAT)),),
)


def test_correct_kernel_passes(kernels):
    result = gradcheck.check_kernel(kernels("correct"), store_spec("correct"))
    assert result.samples == 64 * DRAWS and result.excluded <= 2 * DRAWS and result.draws == DRAWS
    assert result.method == "per_thread"
    assert result.worst_ratio < 1.0 and result.worst_abs < 1e-3


def vec_out_spec(name: str) -> KernelSpec:
    """out[i] = vec3(sin(a[i]), square(a[i]), 2 a[i]): one vec3 output element per thread."""
    a = Load("a", FLOAT)
    value = Construct((Call("sin", (a,), FLOAT), Binary("mul", a, a, FLOAT), Binary("mul", Const(2.0), a, FLOAT)), VEC3)
    return KernelSpec(name, "unit", 7, 64, (A, Param("out", "out", VEC3)), (Store("out", value),))


def test_a_vector_output_is_checked_per_thread_over_its_components(kernels):
    """Each thread's loss terms are its vec3 element's three components: the true adjoint passes on
    every element, and an adjoint wrong in the middle component alone is grad_mismatch."""
    result = gradcheck.check_kernel(kernels("vec_out"), vec_out_spec("vec_out"))
    assert result.method == "per_thread" and result.samples == 64 * DRAWS and result.worst_ratio < 1.0
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels("vec_out_wrong"), vec_out_spec("vec_out_wrong"))
    assert failure.value.label == "grad_mismatch"


def test_wrong_custom_adjoint_is_grad_mismatch(kernels):
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels("wrong_adjoint"), store_spec("wrong_adjoint"))
    assert failure.value.label == "grad_mismatch"
    assert "a:" in failure.value.message and "adjoint" in failure.value.message
    assert {"a.grad.npy", "a.fd.npy", "a.kept.npy"} <= set(failure.value.artifacts)


def test_comparison_flags_adjoints_that_are_off(kernels):
    """The same finite differences pass the true adjoint and fail one 1% off (or with one bad element)."""
    spec = store_spec("correct")
    kernel, values = kernels("correct"), make_inputs(spec)
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    diffs = gradcheck.finite_differences(kernel, spec, values, run.adjoints)
    assert gradcheck.compare(spec, run.grads, diffs).worst_ratio < 1.0
    for off in (run.grads["a"] * 1.01, np.where(np.arange(64) == 5, -run.grads["a"], run.grads["a"])):
        with pytest.raises(StageFailure) as failure:
            gradcheck.compare(spec, {"a": off}, diffs)
        assert failure.value.label == "grad_mismatch"


def test_zero_adjoint_is_degenerate(kernels):
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels("zero_adjoint"), store_spec("zero_adjoint"))
    assert failure.value.label == "degenerate"
    assert failure.value.message == "gradients of every input (a) are zero everywhere"  # draw 0: no draw named


def test_kernel_writing_zero_is_degenerate_forward_and_backward(kernels):
    spec = store_spec("writes_zero")
    values = make_inputs(spec)
    run = gradcheck.run_backward(kernels("writes_zero"), spec, values, gradcheck.output_adjoints(spec))
    assert degeneracy(run.outputs, {"out": values["out"]}) == "output 'out' equals its untouched buffer"
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels("writes_zero"), spec)
    assert failure.value.label == "degenerate"


def test_atomic_max_gradient_goes_to_the_winners_only(kernels):
    result = gradcheck.check_kernel(kernels("atomic_max"), ATOMIC_MAX)
    assert result.samples == 64 * DRAWS and result.worst_ratio < 1.0
    spec, values = ATOMIC_MAX, make_inputs(ATOMIC_MAX)
    run = gradcheck.run_backward(kernels("atomic_max"), spec, values, gradcheck.output_adjoints(spec))
    assert np.count_nonzero(run.grads["a"]) == 4  # one winner per output slot


ATOMIC_MIN = dataclasses.replace(
    ATOMIC_MAX,
    name="atomic_min",
    params=(A, Param("out", "out", FLOAT, length=4, init=1.0e4)),
    body=(dataclasses.replace(ATOMIC_MAX.body[0], op="min"),),
)


def test_atomic_min_gradient_goes_to_the_winners_only(kernels):
    """The per-thread method's min: each element's term is the smaller of its value and the best of
    its slot's init and every other element (the max's rule, mirrored)."""
    result = gradcheck.check_kernel(kernels("atomic_min"), ATOMIC_MIN)
    assert result.method == "per_thread" and result.samples == 64 * DRAWS and result.worst_ratio < 1.0
    run = gradcheck.run_backward(kernels("atomic_min"), ATOMIC_MIN, make_inputs(ATOMIC_MIN), gradcheck.output_adjoints(ATOMIC_MIN))
    assert np.count_nonzero(run.grads["a"]) == 4  # one winner per output slot


def test_an_atomic_min_init_inside_the_values_range_is_taken_as_it_is(kernels):
    """The slot's init enters each element's best-of-the-others at its own value: at init -0.5,
    inside sin(2a)'s range, the per-thread terms still match Warp's adjoint (one winner below it
    per slot); an init taken 10x would floor every term at -5 and leave the winners no derivative."""
    spec = dataclasses.replace(ATOMIC_MIN, params=(A, Param("out", "out", FLOAT, length=4, init=-0.5)))
    result = gradcheck.check_kernel(kernels("atomic_min"), spec)
    assert result.method == "per_thread" and result.samples == 64 * DRAWS and result.worst_ratio < 1.0
    run = gradcheck.run_backward(kernels("atomic_min"), spec, make_inputs(spec), gradcheck.output_adjoints(spec))
    assert np.count_nonzero(run.grads["a"]) == 4 and (run.outputs["out"] < -0.5).all()


def test_atomic_sums_into_outputs_of_two_lengths_are_checked_per_thread(kernels):
    """Slots of 4 and of 8 (the per-thread method runs blocks of the shorter, 4 threads, on views of
    16 rows of each output): every element checked, the adjoints pass."""
    i = Ref("i", INT)
    spec = KernelSpec(
        "two_sums",
        "unit",
        7,
        64,
        (A, Param("out", "out", FLOAT, length=4, init=0.0), Param("out1", "out", FLOAT, length=8, init=0.0)),
        (
            Atomic("add", "out", Binary("mod", i, Const(4, INT), INT), Load("a", FLOAT)),
            Atomic("add", "out1", Binary("mod", i, Const(8, INT), INT), Load("a", FLOAT)),
        ),
    )
    result = gradcheck.check_kernel(kernels("two_sums"), spec)
    assert result.method == "per_thread" and result.samples == 64 * DRAWS and result.excluded == 0 and result.worst_ratio < 1.0


def test_kink_samples_are_excluded_and_counted(kernels):
    """Samples within a step of |x - 0.001|'s kink are excluded whatever their adjoint; others are compared."""
    spec = store_spec("kinked", dim=8)
    values = make_inputs(spec)
    values["a"] = np.array([0.001, 0.0012, 0.0005, 0.5, -0.5, 0.25, -0.75, 0.9], dtype=np.float32)
    kernel = kernels("kinked")
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    diffs = gradcheck.finite_differences(kernel, spec, values, run.adjoints)
    _, _, kept = gradcheck.select_level(diffs["a"])
    assert kept.ravel().tolist() == [False, False, False, True, True, True, True, True]
    scrambled = run.grads["a"].copy()
    scrambled[:3] = 42.0  # adjoints at the kink are not compared
    with pytest.raises(StageFailure) as failure:  # 3 of 8 excluded: fewer than GRAD_MIN_KEPT left
        gradcheck.compare(spec, {"a": scrambled}, diffs)
    assert failure.value.label == "degenerate" and "vacuous" in failure.value.message
    scrambled[5] = 42.0  # a smooth sample is
    with pytest.raises(StageFailure) as failure:
        gradcheck.compare(spec, {"a": scrambled}, diffs)
    assert failure.value.label == "grad_mismatch"


def test_adjoints_are_seeded_and_stable():
    spec = store_spec("correct")
    a, b = gradcheck.output_adjoints(spec)["out"], gradcheck.output_adjoints(spec)["out"]
    assert a.dtype == np.float32 and np.array_equal(a, b)
    assert -1.0 <= a.min() and a.max() < 1.0 and len(np.unique(a)) == a.size


def test_steps_are_powers_of_two():
    assert all(np.log2(h) == int(np.log2(h)) for h in tolerance.GRAD_STEPS)


A64 = Param("a", "in", Type("float64"), (-1.0, 1.0))


def store_spec64(name: str, dim: int = 64) -> KernelSpec:
    return KernelSpec(name, "unit", 7, dim, (A64, Param("out", "out", Type("float64"))), (Store("out", Load("a", Type("float64"))),))


def test_float64_kernels_get_the_float64_check():
    """Steps, allowance and tolerance follow the kernel's float arrays: float64 only where all are float64."""
    assert tolerance.grad_precision(store_spec64("correct64")).name == "float64"
    assert tolerance.grad_precision(store_spec("correct")).name == "float32"
    mixed = KernelSpec("m", "unit", 7, 64, (A, Param("out", "out", Type("float64"))), (Store("out", Load("a", FLOAT)),))
    assert tolerance.grad_precision(mixed).name == "float32"
    f64 = Type("float64")  # an index array and a float32 scalar leave a float64 kernel's arrays float64: the float64 check
    indexed = KernelSpec("i", "unit", 7, 64, (A64, Param("idx", "in", Type("int32")), Param("s", "scalar", FLOAT), Param("out", "out", f64)), (Store("out", Load("a", f64)),))
    assert tolerance.grad_precision(indexed).name == "float64"
    assert all(np.log2(h) == int(np.log2(h)) for h in tolerance.GRAD_STEPS_FLOAT64)
    assert gradcheck.output_adjoints(store_spec64("correct64"))["out"].dtype == np.float64


@pytest.mark.parametrize("name", ["float32", "float64"])
def test_the_steps_follow_their_derivation(name):
    """tolerance.py: q, the power of two at or below the balance (3 eps)^(1/3) of truncation and
    rounding; the first step h = 2q, the second 3 bits lower."""
    precision = tolerance.GRAD_PRECISIONS[name]
    q = 2.0 ** np.floor(np.log2((3 * precision.eps) ** (1 / 3)))
    assert precision.steps == (2 * q, 2 * q / 8)


def test_float64_check_passes_the_true_adjoint_tightly(kernels):
    result = gradcheck.check_kernel(kernels("correct64"), store_spec64("correct64"))
    assert result.samples == 64 * DRAWS and result.excluded == 0 and result.worst_ratio < 1.0
    assert result.worst_rel < 1e-8  # the float32 check's errors are ~1e-5


@pytest.mark.parametrize("name", ["wrong_adjoint64", "float32_adjoint64"])
def test_float64_check_catches_adjoints_the_float32_check_lets_pass(kernels, name):
    """A 3e-5 relative error and a float32-rounded adjoint: grad_mismatch at float64 precision, while
    the float32 numbers (rtol 3e-3) would have passed both."""
    spec = store_spec64(name)
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels(name), spec)
    assert failure.value.label == "grad_mismatch"
    values = make_inputs(spec)
    run = gradcheck.run_backward(kernels(name), spec, values, gradcheck.output_adjoints(spec))
    diffs = gradcheck.finite_differences(kernels(name), spec, values, run.adjoints)
    weak = {n: dataclasses.replace(d, precision=tolerance.GRAD_PRECISIONS["float32"]) for n, d in diffs.items()}
    _, allowed, kept = gradcheck.select_level(weak["a"])
    err = np.abs(run.grads["a"].reshape(-1, 1) - gradcheck.select_level(diffs["a"])[0])
    assert kept.all() and (err <= allowed).all()
