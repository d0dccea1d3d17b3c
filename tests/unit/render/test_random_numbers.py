"""Warp's random numbers in the standalone CUDA (``synth/render/random_ops.py``, rand.h's bodies): run by
the CPU emulation, every draw and sampler gives Warp's CPU values bit for bit, over many
threads and seeds, and a plausible wrong rendering (the two Box-Muller draws swapped, the
offset not hashed, 23 bits instead of 24, Poisson's switch of method at rate 10 moved) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import cpu_kernels

from synth.generate.categories.random_numbers import RNG, SAMPLERS
from synth.model.inputs import make_inputs
from synth.model.spec import FLOAT, INT, UINT32, Binary, Call, Const, KernelSpec, Let, Param, Ref, Store, vector_of
from synth.render import random_ops
from synth.stages import cuda_builds
from synth.stages.reference import run_forward

pytestmark = pytest.mark.needs_gxx

THREADS = 512
SEEDS = (0, 1, 12345, 2**31 - 1, -7)  # a negative seed wraps to uint32 in rand_init, as in Warp


def _spec(name: str, draws: list[tuple[str, tuple, object]], init_args) -> KernelSpec:
    """``rng = wp.rand_init(...)``, then each draw into its own output (one statement each)."""
    body, params = [Let(RNG.name, Call("rand_init", init_args, UINT32))], [Param("seed", "scalar", INT, (0, 10))]
    for k, (fn, args, type_) in enumerate(draws):
        body += [Let(f"x{k}", Call(fn, (RNG, *args), type_)), Store(f"out{k}", Ref(f"x{k}", type_))]
        params.append(Param(f"out{k}", "out", type_))
    return KernelSpec(name, "handmade", 0, THREADS, tuple(params), tuple(body))


TID, SEED = Ref("i", INT), Ref("seed", INT)
DRAWS = [("randf", (), FLOAT), ("randf", (Const(-2.5), Const(0.75)), FLOAT), ("randi", (Const(-3, INT), Const(9, INT)), INT), ("randn", (), FLOAT)]
DRAWS += [(fn, (), vector_of(n)) for fn, n in SAMPLERS.items()]
# stochastic's draws: unsigned draws, Poisson counts on both of Warp's paths (below 10: products
# of uniforms; 10 exactly is the first rate of the rejection method) and the half-ball sampler
RATES = (0.0, 0.5, 3.0, 9.5, 10.0, 25.0, 200.0)
DRAWS += [("randu", (), UINT32), ("randu", (Const(3, UINT32), Const(11, UINT32)), UINT32), ("sample_unit_hemisphere", (), vector_of(3))]
DRAWS += [("poisson", (Const(lam),), UINT32) for lam in RATES]
SPECS = [
    _spec("rand_offset", DRAWS, (SEED, TID)),  # rand_init(seed, i), every draw from one advancing state
    _spec("rand_sum", DRAWS[:4], (Binary("sub", SEED, TID, INT),)),  # rand_init(seed - i): seed + i overflows int32 at seed 2^31 - 1
]


def _inputs(spec: KernelSpec, seed: int) -> dict:
    values = make_inputs(spec)
    values["seed"] = seed
    return values


@pytest.fixture(scope="module")
def warp_values(tmp_path_factory):
    copies = cpu_kernels(SPECS, tmp_path_factory.mktemp("random_src"), "test_random_numbers")
    return {(spec.name, s): run_forward(k, spec, _inputs(spec, s)) for spec, k in zip(SPECS, copies, strict=True) for s in SEEDS}


def _emulated(tmp_path, seed: int) -> dict:
    results = cuda_builds.emulate_specs(SPECS, {spec.name: _inputs(spec, seed) for spec in SPECS}, tmp_path / str(seed))
    return {spec.name: results[spec.name] for spec in SPECS}


def _differing(emulated: dict, warp_values: dict, seed: int) -> list[str]:
    """The outputs whose bytes differ from Warp's, named by spec, output and draw function."""
    bad = []
    for spec in SPECS:
        for k, p in enumerate(spec.outputs):
            actual, expected = emulated[spec.name][p.name], warp_values[(spec.name, seed)][p.name]
            if actual.tobytes() != np.ascontiguousarray(expected, dtype=actual.dtype).tobytes():
                bad.append(f"{spec.name}.{p.name} ({spec.body[1 + 2 * k].value.fn})")
    return bad


@pytest.mark.parametrize("seed", SEEDS)
def test_every_draw_and_sampler_matches_warp_bit_for_bit(warp_values, tmp_path, seed):
    assert _differing(_emulated(tmp_path, seed), warp_values, seed) == []


def test_the_draws_are_random_not_constant(warp_values):
    """A check of bit equality is only as good as its values: the draws spread over their ranges and differ per thread and seed."""
    a, b = warp_values[("rand_offset", 0)], warp_values[("rand_offset", 1)]
    assert 0.0 <= a["out0"].min() < 0.01 and 0.99 < a["out0"].max() < 1.0
    assert set(np.unique(a["out2"])) == set(range(-3, 9))
    assert abs(float(a["out3"].mean())) < 0.2 and 0.8 < float(a["out3"].std()) < 1.2
    assert not np.array_equal(a["out0"], b["out0"])
    assert np.allclose(np.linalg.norm(a["out9"], axis=1), 1.0, atol=1e-5)  # sample_unit_sphere_surface
    assert len(np.unique(a["out12"])) > 500 and set(np.unique(a["out13"])) == set(range(3, 11))  # randu
    ball = a["out14"]  # sample_unit_hemisphere: inside the unit ball, z >= 0
    assert np.linalg.norm(ball, axis=1).max() <= 1.0 + 1e-6 and ball[:, 2].min() >= 0.0 and ball[:, 2].max() > 0.9
    for k, lam in enumerate(RATES):  # Poisson counts: mean and variance both lam
        counts = a[f"out{15 + k}"].astype(np.float64)
        assert abs(counts.mean() - lam) <= 0.15 * lam + 0.05 and abs(counts.var() - lam) <= 0.3 * lam + 0.05, (lam, counts.mean(), counts.var())


MUTANTS = {
    "randn": ("randn", "const float u2 = randf(state);\n    const float u1 = randf(state);", "const float u1 = randf(state);\n    const float u2 = randf(state);"),
    "rand_init": ("rand_init", "(unsigned int)seed + (unsigned int)offset", "(unsigned int)seed + rand_pcg((unsigned int)offset)"),
    "randf": ("randf", "(state >> 9) * (1.0f / 8388608.0f)", "(state >> 8) * (1.0f / 16777216.0f)"),
    "sample_unit_disk": ("sample_unit_disk", "sqrtf(randf(state)) * 0.5f", "sqrtf(randf(state))"),
    "randu": ("randu", "state % (hi - lo + 1u) + lo", "state % (hi - lo) + lo"),
    "sample_unit_hemisphere": ("sample_unit_hemisphere", "1.0f - 2.0f * randf(state)", "1.0f - randf(state)"),
    "poisson_switch": ("poisson", "lam > 10.0f", "lam >= 10.0f"),  # caught at rate 10 exactly
    "poisson_mult": ("poisson", "X += 1;\n        } else {\n            return X + 1;", "X += 1;\n        } else {\n            return X;"),  # Knuth counts one draw less
    "poisson_loggam": ("poisson", "random_loggam(k + 2.0f)", "random_loggam(k + 1.0f)"),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_wrong_rendering_is_caught(warp_values, tmp_path, monkeypatch, name):
    kind, wrong, right = MUTANTS[name]
    real = random_ops.helper

    def mutated(k, t="float32"):
        code, deps = real(k, t)
        if k == kind:
            assert right in code, f"the mutant's anchor is gone from {k}'s helper"
            code = code.replace(right, wrong)
        return code, deps

    monkeypatch.setattr(random_ops, "helper", mutated)
    assert _differing(_emulated(tmp_path, 12345), warp_values, 12345), f"a wrong {name} went unnoticed"
