"""The renderings a mutation test of the renderer once let through, each now caught by the
pipeline's emulation stage (its g++ build, its run, its exact comparison ``standalone_cuda.compare``):

- precision: a float widened to double (``wp.float32(x)`` as ``(double)x``, a Cephes constant or
  a determinant temporary in the other precision), a half denormal tie rounded the wrong way;
- undefined behaviour: ``(int)`` of a float as ``(unsigned int)`` (x86 wraps, a GPU saturates);
- helper branches the drawn inputs never reach: ndtri's domain guard and far tail, Poisson's
  sampler from rate 10 on, the inverse of a matrix with a negative determinant.

Loosened checks are ``test_check_guards.py``'s; every helper branch reached is ``test_helper_branches.py``'s.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from conformance import emulated, warp_cpu

from synth.generate.cases import Case
from synth.model.builtins import BUILTINS
from synth.model.failures import StageFailure
from synth.render import cuda
from synth.render.cuda import units
from synth.stages import cuda_builds, standalone_cuda
from synth.stages.batch import Batch, Settings
from synth.toolchain import emulate

pytestmark = pytest.mark.needs_gxx


def cast_as(monkeypatch, builtin: str, c_type: str) -> None:
    """Render ``wp.<builtin>(x)`` of a float or int as ``(c_type)x``."""
    spellings = tuple(s if not s.cast else dataclasses.replace(s, c=f"({c_type}){{0}}") for s in BUILTINS[builtin].spellings)
    monkeypatch.setitem(BUILTINS, builtin, dataclasses.replace(BUILTINS[builtin], spellings=spellings))


def emulation_stage(tmp_path, cases: list[Case]) -> dict:
    return standalone_cuda.emulation(Batch("unit-blind-spots", cases, Settings(tmp_path)))


def test_a_float32_cast_rendered_as_double_is_refused(tmp_path, monkeypatch):
    """``(double)x`` rounds the same wherever it is stored straight back into a float; the build
    refuses the implicit promotion the double causes in the float arithmetic around it."""
    cast_as(monkeypatch, "float", "double")
    results = emulation_stage(tmp_path, [Case("func_call", 3), Case("combined", 0)])
    for outcome in results.values():
        assert isinstance(outcome, StageFailure) and outcome.label == "codegen_error", outcome
        assert "implicit conversion from" in outcome.message and "double" in outcome.message


def test_an_int_cast_rendered_as_unsigned_is_undefined_behaviour(tmp_path, monkeypatch):
    """x86 wraps (unsigned)(-7.0f), bit-identical to Warp here; a GPU saturates to 0. UBSan stops it."""
    cast_as(monkeypatch, "int", "unsigned int")
    results = emulation_stage(tmp_path, [Case("integer", 2), Case("integer", 5)])
    for outcome in results.values():
        assert isinstance(outcome, StageFailure) and outcome.label == "undefined_behavior", outcome
        assert "is outside the range of representable values of type 'unsigned int'" in outcome.message


# ----------------------------------------------------------------------------- helper text mutants, on the families' conformance kernels


def _family(name: str):
    import importlib

    return importlib.import_module(name)


# mutant -> (family module, its spec and values, the text replaced, by)
HELPER_MUTANTS = {
    "ndtri_guard_dropped": ("test_math_library", lambda m: m.CASES["erfinv"], "    if (z < -1.0 || z > 1.0) return (double)NAN;\n", ""),
    "ndtri_guard_and": ("test_math_library", lambda m: m.CASES["erfinv"], "if (z < -1.0 || z > 1.0)", "if (z < -1.0 && z > 1.0)"),
    # a coefficient of the far tail's rational function (erfcinv below ~1e-14: x >= 8). Changes below
    # float precision are equivalent: the double result is rounded to float (moving the bound 8 to 9,
    # where both rational functions are accurate to double, changes no float result either)
    "ndtri_far_tail_coefficient": ("test_math_library", lambda m: m.CASES["erfcinv"], "3.23774891776946035970e0", "3.24774891776946035970e0"),
    "ndtri_far_tail_denominator": ("test_math_library", lambda m: m.CASES["erfcinv"], "6.02427039364742014255e0", "6.12427039364742014255e0"),
    "cephes_constant_as_float": ("test_math_library", lambda m: m.CASES["erfinv"], "const double s2pi", "const float s2pi"),
    "poisson_threshold": ("test_random_numbers", lambda m: (m.SPECS[0], m._inputs(m.SPECS[0], 1)), "if (lam >= 10.0f)", "if (lam > 10.0f)"),
    "poisson_rejection_constant": ("test_random_numbers", lambda m: (m.SPECS[0], m._inputs(m.SPECS[0], 1)), "0.931f + 2.53f * slam", "0.93f + 2.53f * slam"),
    "inverse_positive_only": ("test_linalg_builtins", lambda m: (m.SPECS[3], m.values_of(m.SPECS[3])), "if (!(det > 0.0f || det < -0.0f))", "if (!(det > 0.0f))"),
    "determinant_float_temporary": ("test_vector_builtins", lambda m: (m.SPECS[5], m.values_of(m.SPECS[5])), "const float z30 = (float)(", "const double z30 = (float)("),
}  # fmt: skip


@pytest.fixture(scope="module")
def references(tmp_path_factory) -> dict:
    """Warp's CPU outputs of each mutant's conformance kernel on its values."""
    cases = {name: HELPER_MUTANTS[name][1](_family(HELPER_MUTANTS[name][0])) for name in HELPER_MUTANTS}
    specs = {spec.name: (spec, values) for spec, values in cases.values()}
    outputs = warp_cpu([s for s, _ in specs.values()], lambda spec: specs[spec.name][1], tmp_path_factory.mktemp("blind"), "test_blind_spots")
    return {name: (spec, values, outputs[spec.name]) for name, (spec, values) in cases.items()}


@pytest.mark.parametrize("mutant", list(HELPER_MUTANTS))
def test_a_helper_mutant_on_a_rarely_drawn_branch_is_caught(references, tmp_path, monkeypatch, mutant):
    spec, values, expected = references[mutant]
    _, _, old, new = HELPER_MUTANTS[mutant]
    real = units.render_parts

    def mutated(s, launch="cuda"):
        parts = real(s, launch)
        assert old in parts.device, "the mutant's anchor is gone"
        return cuda.CudaParts(parts.name, parts.device.replace(old, new), parts.host, parts.half)

    monkeypatch.setattr(units, "render_parts", mutated)
    try:
        got = emulated([spec], lambda s: values, tmp_path)[spec.name]
    except StageFailure as refused:  # the build refused it (a float widened to double)
        assert refused.label == "codegen_error", refused
        return
    assert isinstance(got, dict), got
    outcome = standalone_cuda.compare(spec, got, expected)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch", mutant


def test_a_half_denormal_tie_rounded_down_is_caught(tmp_path, monkeypatch):
    """A half denormal's tie rounded down instead of to even: one 2^-24 step, inside the old half
    tolerance (atol 2 * 2^-10); the exact comparison sees it on the conformance kernel's ties."""
    half = _family("test_half")
    spec, values = half.HALF_CASES["narrow"]
    expected = warp_cpu([spec], lambda s: values, tmp_path, "test_blind_spots_half")[spec.name]
    text = cuda.CUDA_SHIM.read_text()
    old = "h += rest > tie || (rest == tie && (h & 1u));"
    assert text.count(old) == 1
    folder = tmp_path / "shim"
    folder.mkdir()
    (folder / "cuda_shim.h").write_text(text.replace(old, "h += rest > tie;"))  # ties of denormals round down
    monkeypatch.setattr(emulate, "SHIM", folder / "cuda_shim.h")
    got = emulated([spec], lambda s: values, tmp_path / "emulated")[spec.name]
    outcome = standalone_cuda.compare(spec, got, expected)
    assert isinstance(outcome, StageFailure) and outcome.label == "mismatch"
    differ = np.flatnonzero(got["out"].view(np.uint16) != expected["out"].view(np.uint16))
    assert differ.size and all(abs(float(got["out"][k])) < 2.0**-14 for k in differ), "only denormal ties move"


def test_a_batch_whose_build_fails_runs_each_case_on_its_own_build(tmp_path, monkeypatch):
    """When a batch's g++ build fails, each case is built alone (``batch.per_case``), each in a folder
    of its own: every case still runs its own kernel, and passes the emulation."""
    cases = [Case("arithmetic", 0), Case("arithmetic", 1)]
    real = cuda_builds.build_emulation

    def build(specs, *args, **kwargs):
        if len(specs) > 1:
            raise RuntimeError("planted: the batch's build fails")
        return real(specs, *args, **kwargs)

    monkeypatch.setattr(cuda_builds, "build_emulation", build)
    batch = Batch("unit-fallback-builds", cases, Settings(tmp_path))
    try:
        results = batch.results(standalone_cuda.emulation)
        assert not any(isinstance(results[c.id], StageFailure) for c in cases), results
        built = batch.results(standalone_cuda.emulation_build)
        assert len({built[c.id][1] for c in cases}) == 2, built
    finally:
        batch.close()
