"""The conformance tests' one procedure: specs built as one Warp module and run on Warp's CPU (the
reference), the same specs' .cu emulated on the CPU (g++ and the CUDA shim), and the outputs
compared bit for bit. A test module imports it (``from conformance import ...``: pytest puts
``tests/`` on ``sys.path`` with its conftest) and marks itself ``needs_gxx``."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from synth.model.failures import StageFailure
from synth.model.spec import KernelSpec
from synth.stages import cuda_builds, standalone_cuda
from synth.stages.reference import run_forward
from synth.stages.single_spec import cpu_kernels, forward_outputs, load_spec_kernel

__all__ = ["assert_matches_warp", "cpu_kernels", "differing", "emulated", "one_spec", "plant", "warp_cpu"]


def warp_cpu(specs: list[KernelSpec], values_of, folder: Path, module_name: str, block_dim: int | None = None) -> dict[str, dict]:
    """Warp's CPU outputs of each spec on ``values_of(spec)``: {spec name: {output: array}} (one module, built once)."""
    return forward_outputs(specs, values_of, folder, module_name, block_dim)


def emulated(specs: list[KernelSpec], values_of, folder: Path) -> dict:
    """The emulated .cu's outputs of each spec on ``values_of(spec)`` (one g++ build): {spec name: {output: array}},
    or the spec's StageFailure."""
    return cuda_builds.emulate_specs(specs, {s.name: values_of(s) for s in specs}, folder)


def one_spec(spec: KernelSpec, values: dict, folder: Path) -> tuple[dict, dict]:
    """(Warp's CPU outputs, the emulated .cu's outputs) of one spec on ``values``."""
    (folder / "warp").mkdir(parents=True, exist_ok=True)
    expected = run_forward(load_spec_kernel(spec, folder / "warp"), spec, values)
    return expected, cuda_builds.emulate_specs([spec], {spec.name: values}, folder / "emulated")[spec.name]


def plant(monkeypatch, family, kinds: tuple[str, ...], right: str, wrong: str) -> None:
    """A planted defect: ``family.helper`` (a helper family of ``synth.render``) writes ``wrong`` for
    ``right`` in every helper holding it; the anchor must stand in one of ``kinds``' helpers."""
    real = family.helper
    assert any(right in real(k)[0] for k in kinds), f"the mutant's anchor is gone from {family.__name__}: {right!r}"

    def mutated(kind, t="float32"):
        code, deps = real(kind, t)
        return (code.replace(right, wrong), deps) if right in code else (code, deps)

    monkeypatch.setattr(family, "helper", mutated)


def differing(actual: dict, expected: dict, signed_zero: bool = True) -> list[str]:
    """The names of ``expected``'s arrays that ``actual`` does not hold bit for bit (``signed_zero=False``:
    by value, where -0 and +0 count as equal and a NaN equals nothing)."""
    if signed_zero:
        return [name for name in expected if np.asarray(actual[name]).tobytes() != np.asarray(expected[name]).tobytes()]
    return [name for name in expected if not np.array_equal(actual[name], expected[name])]


def assert_matches_warp(specs: list[KernelSpec], values_of, folder: Path, expected: dict, signed_zero: bool = True) -> None:
    """Every spec's emulated .cu gives Warp's CPU outputs ``expected`` (``warp_cpu``): as the pipeline's
    emulation check judges it, bit for bit (``signed_zero`` as in ``differing``), and writes every output."""
    results = emulated(specs, values_of, folder)
    for spec in specs:
        got, want = results[spec.name], expected[spec.name]
        assert isinstance(got, dict), f"{spec.name}: {got}"
        outcome = standalone_cuda.compare(spec, got, want)
        assert not isinstance(outcome, StageFailure), f"{spec.name}: {outcome.message}"
        assert differing(got, want, signed_zero=signed_zero) == [], spec.name
        for name, initial in values_of(spec).items():
            if spec.param(name).kind == "out":
                assert not np.array_equal(got[name], initial), f"{spec.name}.{name} was never written"
