"""The gradient check of float16 kernels: Warp's half adjoint against finite differences of the
float32 twin, within the float32 allowance plus the half one (``tolerance.HALF_GRAD_ULPS``).
A correct half adjoint passes; one 10% or 50% off is ``grad_mismatch``. The twin transform
keeps the computation and drops only the precision."""

from pathlib import Path

import numpy as np
import pytest

from synth.generate.cases import spec_for
from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS
from synth.model.spec import Binary, Call, KernelSpec, Load, Param, Ref, Store, Type
from synth.model.twin import float32_twin, uses_half
from synth.render.warp_python import render_warp
from synth.stages import gradcheck, twins
from synth.verify import tolerance
from synth.warp import warp_ir

HALF = Type("float16")
a = Load("a", HALF)
# out = a * a + sin(a) in half, as every kernel of half_broken_kernels.py computes it
SPEC = KernelSpec(
    "half_unit",
    "unit",
    7,
    256,
    (Param("a", "in", HALF, (-2.0, 2.0)), Param("out", "out", HALF)),
    (Store("out", Binary("add", Binary("mul", a, a, HALF), Call("sin", (a,), HALF), HALF)),),
)


def _check(kernels, name):
    return gradcheck.check_kernel(kernels(name), SPEC, None, twins.Twin(float32_twin(SPEC), kernels("twin")))


def test_twin_is_the_same_kernel_in_float32():
    assert render_warp(float32_twin(SPEC)).count("wp.float32") == 2  # a and out, nothing else of the half kernel's
    assert "float16" not in render_warp(float32_twin(spec_for("half", 3)))
    storage = spec_for("half_storage", 0)
    assert uses_half(storage) and "wp.float32(" not in render_warp(float32_twin(storage)).split("):")[-1]
    plain = spec_for("arithmetic", 0)
    assert not uses_half(plain) and float32_twin(plain) == plain


def test_correct_half_adjoint_passes(half_kernels):
    result = _check(half_kernels, "half_correct")
    assert 0.0 < result.worst_ratio < 1.0 and result.samples == 256 * DRAWS


@pytest.mark.parametrize("name", ["half_off", "half_wrong"])
def test_wrong_half_adjoint_is_grad_mismatch(half_kernels, name):
    with pytest.raises(StageFailure) as failure:
        _check(half_kernels, name)
    assert failure.value.label == "grad_mismatch"


def test_the_half_allowance_counts_roundings():
    """Six roundings: three loads (adjoints accumulated in half), the product, sin and the sum."""
    assert tolerance.half_roundings(SPEC) == 6
    fd = np.array([0.5, -3.0])
    assert np.allclose(tolerance.half_adjoint_allowance(SPEC, fd), 2.0 * min(6, 2.0 * 6**0.5) * 2.0**-11 * np.array([1.0, 3.0]))
    assert tolerance.half_adjoint_allowance(float32_twin(SPEC), fd) == 0.0
    # a gather out[i] = a[idx[i]] * a[i]: the int index read is no rounding to half (three: two loads, the product)
    idx = Param("idx", "in", Type("int32"), (0, 255))
    gathered = Binary("mul", Load("a", HALF, (Load("idx", Type("int32")),)), a, HALF)
    gather = KernelSpec("half_gather", "unit", 7, 256, (SPEC.params[0], idx, SPEC.params[1]), (Store("out", gathered),))
    assert tolerance.half_roundings(gather) == 3


def test_half_output_weights_are_halves():
    """A half output's weights are halves (the output's dtype): the twin's finite differences use the very values Warp's half adjoint starts from."""
    w = gradcheck.output_adjoints(SPEC)["out"]
    assert w.dtype == np.float16
    assert gradcheck.output_adjoints(float32_twin(SPEC))["out"].dtype == np.float32


def _built(spec: KernelSpec, folder: Path, tag: str):
    path = folder / f"{spec.name}_{tag}.py"
    path.write_text(render_warp(spec))
    kernel = warp_ir.import_kernel(path, spec.name, module_name=f"test_gradcheck_half_{tag}.{spec.name}")
    warp_ir.build_cpu(kernel.module)
    return kernel


def test_a_half_kernel_with_a_scalar_parameter_is_checked_through_its_twin(tmp_path):
    """The twin's launch widens the half arrays to float32 and passes every other value (a scalar,
    a Python number) as it is: out = a * s + sin(a) with a half scalar s passes, a differentiated."""
    s = Ref("s", HALF)
    spec = KernelSpec(
        "half_scaled", "unit", 7, 256, (Param("a", "in", HALF, (-2.0, 2.0)), Param("s", "scalar", HALF, (0.5, 1.5)), Param("out", "out", HALF)),
        (Store("out", Binary("add", Binary("mul", a, s, HALF), Call("sin", (a,), HALF), HALF)),),
    )  # fmt: skip
    kernel, twin = _built(spec, tmp_path, "half"), _built(float32_twin(spec), tmp_path, "twin")
    result = gradcheck.check_kernel(kernel, spec, None, twins.Twin(float32_twin(spec), twin))
    assert 0.0 < result.worst_ratio < 1.0 and result.inputs == ("a",) and result.samples == 256 * DRAWS


@pytest.mark.parametrize("scale, passes", [(1.0, True), (1.02, False), (0.98, False)])
def test_a_long_half_kernel_catches_a_few_percent(tmp_path, monkeypatch, scale, passes):
    """half_s000058 rounds to half 43 times: every gradient 2% off is caught there (the linear bound,
    2 n eps, allowed 4.4% of max(|g|, 1) and let it pass; the sqrt(n) one allows 1.3%), the true one passes."""
    spec = spec_for("half", 58)
    assert tolerance.half_roundings(spec) >= 40
    kernel, twin = _built(spec, tmp_path, "half"), _built(float32_twin(spec), tmp_path, "twin")
    real = gradcheck.compare
    monkeypatch.setattr(gradcheck, "compare", lambda s, grads, diffs: real(s, {k: np.asarray(g) * scale for k, g in grads.items()}, diffs))
    if passes:
        assert gradcheck.check_kernel(kernel, spec, None, twins.Twin(float32_twin(spec), twin)).worst_ratio < 1.0
    else:
        with pytest.raises(StageFailure) as failure:
            gradcheck.check_kernel(kernel, spec, None, twins.Twin(float32_twin(spec), twin))
        assert failure.value.label == "grad_mismatch"
