"""The matrix-from-vectors and Huber-norm builtins (``matrix_from_cols``, ``matrix_from_rows``,
``norm_huber``, ``norm_pseudo_huber``): each CUDA helper against Warp's CPU run, bit for bit, on
hand-built kernels of every vector size fed edge values (zeros, signed zeros, a vector exactly
on the Huber threshold, far beyond it, tiny and large thresholds) and seeded random ones.

The Huber norms are Warp's ``wp.func``s of math.py (``dot(v, v)``, then the threshold test): the
helper repeats that order, so a reordered sum or a strict ``<`` for Warp's ``<=`` is a wrong bit
or a wrong branch on the threshold rows.
"""

from __future__ import annotations

import numpy as np
import pytest
from conformance import assert_matches_warp, emulated, warp_cpu

from synth.model.inputs import make_inputs
from synth.model.spec import FLOAT, Call, KernelSpec, Load, Param, Store, matrix_of, vector_of
from synth.render import cuda
from synth.render.cuda import units

pytestmark = pytest.mark.needs_gxx

THREADS = 64
SIZES = (2, 3, 4)


def frame_spec(n: int) -> KernelSpec:
    """The four builtins of size n on inputs a, b, c, d (vectors) and delta (a positive float per thread)."""
    vt, mt = vector_of(n), matrix_of(n)
    vectors = tuple(Load(x, vt) for x in "abcd"[:n])
    delta = Load("delta", FLOAT)
    outputs = {
        "out_cols": Call("matrix_from_cols", vectors, mt),
        "out_rows": Call("matrix_from_rows", vectors, mt),
        "out_huber": Call("norm_huber", (vectors[0], delta), FLOAT),
        "out_pseudo": Call("norm_pseudo_huber", (vectors[1], delta), FLOAT),
    }
    params = (
        *(Param(x.array, "in", vt) for x in vectors),
        Param("delta", "in", FLOAT),
        *(Param(name, "out", e.type) for name, e in outputs.items()),
    )
    return KernelSpec(f"frame_vec{n}", "handmade", 0, THREADS, params, tuple(Store(k, e) for k, e in outputs.items()))


def values_of(spec: KernelSpec) -> dict:
    """Seeded [-2, 2] vectors and thresholds in [0.25, 2]; the first rows: zero vectors, signed
    zeros, a vector exactly on the threshold (|a|^2 == delta^2, both exact: Warp's ``<=`` branch),
    just beyond it, far beyond it with a tiny threshold, and within a large one."""
    n = int(spec.name[-1])
    rng = np.random.default_rng(300 + n)
    vals = {x: rng.uniform(-2.0, 2.0, (THREADS, n)).astype(np.float32) for x in "abcd"[:n]}
    delta = rng.uniform(0.25, 2.0, THREADS).astype(np.float32)
    a, b = vals["a"], vals["b"]
    a[0], b[0] = 0.0, 0.0
    a[1], b[1] = -0.0, -0.0
    a[2] = 0.0
    a[2, 0], delta[2] = 0.5, 0.5  # a . a == 0.25 == delta * delta exactly
    a[3] = 0.0
    a[3, 0], delta[3] = np.nextafter(np.float32(0.5), np.float32(1.0)), 0.5  # one ulp beyond
    a[4], b[4], delta[4] = 2.0, 2.0, 1.0e-3
    a[5], b[5], delta[5] = 1.0e-3, 1.0e-3, 1.0e3
    return {**make_inputs(spec), **vals, "delta": delta}


SPECS = [frame_spec(n) for n in SIZES]


@pytest.fixture(scope="module")
def warp_outputs(tmp_path_factory):
    return warp_cpu(SPECS, values_of, tmp_path_factory.mktemp("frame_src"), "test_frame_reference")


def test_every_builtin_of_every_size_matches_warp_exactly(warp_outputs, tmp_path):
    assert_matches_warp(SPECS, values_of, tmp_path, warp_outputs)


def test_the_edge_rows_reach_both_huber_branches(warp_outputs):
    """Row 2 sits on the threshold (Warp's quadratic branch: 0.5 * 0.25), row 3 one ulp beyond
    (the linear branch), and the random rows take both."""
    for n in SIZES:
        out, values = warp_outputs[f"frame_vec{n}"], values_of(SPECS[SIZES.index(n)])
        assert out["out_huber"][2] == np.float32(0.125)
        a, delta = values["a"], values["delta"]
        quadratic = np.einsum("ij,ij->i", a, a) <= delta * delta
        assert quadratic[2] and not quadratic[3] and quadratic[6:].any() and not quadratic[6:].all()
        # the columns are the rows transposed
        np.testing.assert_array_equal(out["out_cols"], np.transpose(out["out_rows"], (0, 2, 1)))


MUTATIONS = {
    "cols_as_rows": ("frame_vec3", lambda text: text.replace("return {{{v0.x, v1.x, v2.x}", "return {{{v0.x, v0.y, v2.x}"), "out_cols"),
    "huber_threshold_unsquared": ("frame_vec2", lambda text: text.replace("if (a <= delta * delta)", "if (a <= delta)"), "out_huber"),
    "huber_half_delta_first": ("frame_vec3", lambda text: text.replace("delta * (sqrtf(a) - 0.5f * delta)", "delta * sqrtf(a) - 0.5f * delta * delta"), "out_huber"),
    "pseudo_divide_once": ("frame_vec4", lambda text: text.replace("dot(v, v) / (delta * delta)", "dot(v, v) / delta / delta"), "out_pseudo"),
}  # fmt: skip


@pytest.mark.parametrize("mutation", list(MUTATIONS))
def test_a_wrong_or_reordered_helper_is_seen(warp_outputs, tmp_path, monkeypatch, mutation):
    name, edit, output = MUTATIONS[mutation]
    spec = next(s for s in SPECS if s.name == name)
    real = units.render_parts

    def mutated(s, launch="cuda"):
        parts = real(s, launch)
        device = edit(parts.device)
        assert device != parts.device, "the mutation did not apply"
        return cuda.CudaParts(parts.name, device, parts.host)

    monkeypatch.setattr(units, "render_parts", mutated)
    got = emulated([spec], values_of, tmp_path)[spec.name]
    assert got[output].tobytes() != warp_outputs[name][output].tobytes()
