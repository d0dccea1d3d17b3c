"""selection's builtins (``wp.argmin``, ``wp.argmax`` on vectors, ``wp.bit_count`` on uint32): each
CUDA helper against Warp's CPU run on edge values, bit for bit: ties (Warp keeps the first
extremum), -0 against +0 (equal, so the first), NaN components (Warp skips them; all NaN gives 0),
infinities, and the popcounts of 0, all ones, the top bit alone and alternating bits. A plausible
wrong rendering of each (the last of tied extrema, a leading NaN not skipped, a shifted popcount) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, differing, emulated, warp_cpu

from synth.model.inputs import make_inputs
from synth.model.spec import INT, UINT32, Call, KernelSpec, Load, Param, Store, vector_of
from synth.render.cuda import units

pytestmark = pytest.mark.needs_gxx

THREADS = 64
NAN, INF = np.float32("nan"), np.float32("inf")


def _spec(n: int) -> KernelSpec:
    vt = vector_of(n)
    a, w = Load("a", vt), Load("w", UINT32)
    outputs = {"out_argmin": Call("argmin", (a,), UINT32), "out_argmax": Call("argmax", (a,), UINT32), "out_count": Call("bit_count", (w,), INT)}
    params = (Param("a", "in", vt), Param("w", "in", UINT32), *(Param(k, "out", e.type) for k, e in outputs.items()))
    return KernelSpec(f"selection_vec{n}", "handmade", 0, THREADS, params, tuple(Store(k, e) for k, e in outputs.items()))


SPECS = [_spec(n) for n in (2, 3, 4)]
EDGE_ROWS = [
    [1.0, 1.0, 1.0, 1.0],  # all tied: index 0 for both
    [0.5, -1.0, 2.0, 2.0],  # tied maximum at the end: the first of them
    [-0.0, 0.0, -0.0, 0.0],  # signed zeros compare equal
    [NAN, 1.0, -3.0, 2.0],  # a NaN first: skipped
    [1.0, NAN, -2.0, NAN],  # NaNs between
    [NAN, NAN, NAN, NAN],  # all NaN: 0
    [-INF, 0.0, INF, 1.0],
    [3.0, -3.0, 2.0, -2.0],
]
WORDS = [0, 0xFFFFFFFF, 0x80000000, 0x55555555, 1, 0xAAAAAAAB, 0x00FF00FF]


def _values(spec: KernelSpec) -> dict:
    n = spec.param("a").type.shape[0]
    rng = np.random.default_rng(7 + n)
    a = rng.uniform(-2.0, 2.0, (THREADS, n)).astype(np.float32)
    a[: len(EDGE_ROWS)] = np.array(EDGE_ROWS, np.float32)[:, :n]
    w = rng.integers(0, 2**32, THREADS, dtype=np.uint64).astype(np.uint32)
    w[: len(WORDS)] = WORDS
    return {**make_inputs(spec), "a": a, "w": w}


@pytest.fixture(scope="module")
def warp_outputs(tmp_path_factory):
    return warp_cpu(SPECS, _values, tmp_path_factory.mktemp("selection_src"), "test_selection_reference")


def _differing(folder, warp_outputs) -> list[str]:
    results = emulated(SPECS, _values, folder)
    return [f"{s.name}.{name}" for s in SPECS for name in differing(results[s.name], warp_outputs[s.name], signed_zero=False)]


def test_each_builtin_matches_warp_bit_for_bit(warp_outputs, tmp_path):
    assert_matches_warp(SPECS, _values, tmp_path, warp_outputs, signed_zero=False)


def test_the_edge_rows_hold_what_they_test(warp_outputs):
    """Warp's own answers on the edge rows, so the comparison above covers ties, zeros and NaN skipping."""
    got = warp_outputs["selection_vec4"]
    assert list(got["out_argmin"][:8]) == [0, 1, 0, 2, 2, 0, 0, 1]
    assert list(got["out_argmax"][:8]) == [0, 2, 0, 3, 0, 0, 2, 0]
    assert list(got["out_count"][: len(WORDS)]) == [bin(x).count("1") for x in WORDS]


MUTANTS = {
    "argmin_last_tie": ("if (v[i] < v[ret]) ret = i;", "if (v[i] <= v[ret]) ret = i;"),
    "no_leading_nan_skip": ("while (ret < 4 && isnan(v[ret])) ++ret;", ""),  # a NaN first would win
    "bit_count_shifted": ("__builtin_popcount(x)", "__builtin_popcount(x >> 1)"),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_wrong_rendering_is_caught(warp_outputs, tmp_path, monkeypatch, name):
    right, wrong = MUTANTS[name]
    real = units.render_parts

    def mutated(s, launch="cuda"):
        parts = real(s, launch)
        if s.name == "selection_vec4":
            assert right in parts.device, "the mutant's anchor is gone"
        return type(parts)(parts.name, parts.device.replace(right, wrong), parts.host)

    monkeypatch.setattr(units, "render_parts", mutated)
    assert _differing(tmp_path, warp_outputs), f"a wrong {name} went unnoticed"
