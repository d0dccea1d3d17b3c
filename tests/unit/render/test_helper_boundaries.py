"""The helpers' branches at their boundaries, checked by value: each input below sits exactly where a
comparison or guard of a helper the .cu carries changes its answer, and the emulated .cu's value
must be Warp's CPU value bit for bit there (not merely run: ``test_helper_branches`` counts that).
A ``<=`` made ``<``, a guard moved or a clamp reordered then changes an output here.

- ``erfcinv`` at 2^-53: 1 - x is exact in double, (z + 1) / 2 rounds to 1, and Cephes' ndtri returns
  +inf through its ``y >= 1`` guard (past it, sqrt(-2 log 0) - log(inf) / inf is NaN);
- ``smoothstep`` with equal edges: the quotient is NaN (at x = edge) or +-inf, and Warp's clamp
  (fmin(fmax(0, q), 1)) takes NaN to 0, where the other order gives 1;
- the Poisson sampler (rand.h): seeds whose first draws land exactly on the rejection method's
  acceptance test (both sides equal), just inside it at small counts (log-gamma's recurrence steps
  at x < 7, and its x = 1 guard), and on the product method's ``prod > exp(-rate)``.
"""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, one_spec

from synth.model.spec import FLOAT, INT, UINT32, Call, Const, KernelSpec, Let, Load, Param, Ref, Store

pytestmark = pytest.mark.needs_gxx

F32 = np.float32


def unary_spec(fn: str, n: int) -> KernelSpec:
    return KernelSpec(
        f"edge_{fn}",
        "handmade",
        0,
        n,
        (Param("a", "in", FLOAT), Param("out", "out", FLOAT)),
        (Store("out", Call(fn, (Load("a", FLOAT),), FLOAT)),),
    )


def run(spec: KernelSpec, columns: dict, tmp_path) -> tuple[dict, dict]:
    """(Warp's CPU outputs, the emulated .cu's) of ``spec`` on ``columns`` (its input arrays)."""
    from synth.model.inputs import make_inputs

    values = make_inputs(spec)
    values.update(columns)
    return one_spec(spec, values, tmp_path)


# ----------------------------------------------------------------------------- erfcinv: ndtri's y >= 1 guard


def test_erfcinv_at_2_to_the_minus_53_is_ndtris_guard_value(tmp_path):
    """Pins ndtri's ``y >= 1`` guard (a ``>`` there gives NaN): at x = 2^-53, 1 - x is exact but
    (1 - x + 1) / 2 is 1 in double; at 2^-54, 1 - x is 1 itself (erfinv's ``z == 1``)."""
    x = [
        2.0**-53,
        2.0**-54,
        2.0**-52,
        1.5 * 2.0**-53,
        float(np.nextafter(F32(2.0**-53), F32(1))),
        float(np.nextafter(F32(2.0**-53), F32(0))),
    ]
    z = [1.0 - v for v in x]
    assert z[0] != 1.0 and (z[0] + 1.0) / 2.0 == 1.0, "2^-53 reaches ndtri with y = 1"
    assert z[1] == 1.0, "2^-54 stops at erfinv's z == 1"
    spec = unary_spec("erfcinv", len(x))
    expected, actual = run(spec, {"a": np.array(x, F32)}, tmp_path)
    assert differing(actual, expected) == []
    assert np.isposinf(expected["out"][0]), "Warp's CPU: +inf, the guard's value"


# ----------------------------------------------------------------------------- smoothstep: the clamp of a NaN quotient


def test_smoothstep_with_equal_edges_clamps_a_nan_quotient_as_warp(tmp_path):
    """Pins the clamp's order fmin(fmax(q, 0), 1) (Warp's clamp(q, 0, 1)): a NaN quotient (x at both
    edges) is 0, not 1; an infinite one (x off them) is 0 or 1."""
    edge = np.array([0.5, 0.5, 0.5, -1.0, 0.0, 0.0], F32)
    x = np.array([0.5, 0.75, 0.25, -1.0, 0.0, -0.0], F32)
    params = (Param("a", "in", FLOAT), Param("b", "in", FLOAT), Param("c", "in", FLOAT), Param("out", "out", FLOAT))
    body = (Store("out", Call("smoothstep", (Load("a", FLOAT), Load("b", FLOAT), Load("c", FLOAT)), FLOAT)),)
    spec = KernelSpec("edge_smoothstep", "handmade", 0, len(x), params, body)
    with np.errstate(invalid="ignore", divide="ignore"):
        assert np.isnan((x[0] - edge[0]) / (edge[0] - edge[0])), "x at both edges: a NaN quotient"
    expected, actual = run(spec, {"a": edge, "b": edge.copy(), "c": x}, tmp_path)
    assert differing(actual, expected) == []
    assert expected["out"][0] == 0.0, "Warp's CPU clamps NaN to 0"


# ----------------------------------------------------------------------------- the Poisson sampler: seeds on its tests' boundaries

# Seeds of rand_init(seed) found by a search over the int32 seeds (a C++ loop over the renderer's
# own rand_pcg, randf and Poisson texts): at rate 10 the first acceptance test of the rejection
# method has both sides equal (TIES), or the left side below the right by under 1e-6 with a count
# k < 7 (NEAR, keyed by k: log-gamma at x = k + 1 < 7, its recurrence and its x = 1 guard; the search
# found none at k = 1 in the 89% of the seeds it covered); at rate 0.5 the product method's first
# uniform equals exp(-0.5) (PRODUCT_TIES); at rate 10 the squeeze's V equals vr (SQUEEZE_TIES). ``probe``
# re-checks each one on the texts as they are now.
RATE, PRODUCT_RATE = 10.0, 0.5
TIES = (34253500, 149866436, 16567699, 9451224)  # k = 4, 6, 10, 12
NEAR = {
    0: (-883967613,),
    2: (1236895081, 1679286879),
    3: (130557132, 574097984),
    4: (56040830, 178793854),
    5: (30381300, 84066358),
    6: (6120348, 13788894),
}
PRODUCT_TIES = (1959260, 16148086, 34738987, 58054232)
SQUEEZE_TIES = (46616332, 50104164, 76454902, 88066143)
SEEDS = (*TIES, *(s for seeds in NEAR.values() for s in seeds), *PRODUCT_TIES, *SQUEEZE_TIES)


def poisson_spec() -> KernelSpec:
    """Per thread: rng = rand_init(s[i]); out0 = poisson(rng, 10); from a fresh rng, out1 = poisson(rng, 0.5)."""
    rng, rng2 = Ref("rng", UINT32), Ref("rng2", UINT32)
    seed = Call("rand_init", (Load("s", INT),), UINT32)
    body = (
        Let("rng", seed),
        Let("x0", Call("poisson", (rng, Const(RATE)), UINT32)),
        Store("out0", Ref("x0", UINT32)),
        Let("rng2", seed),
        Let("x1", Call("poisson", (rng2, Const(PRODUCT_RATE)), UINT32)),
        Store("out1", Ref("x1", UINT32)),
    )
    params = (Param("s", "in", INT), Param("out0", "out", UINT32), Param("out1", "out", UINT32))
    return KernelSpec("edge_poisson", "handmade", 0, len(SEEDS), params, body)


# Where the probe records each test's operands: before the line that starts so (the operator and the
# rest of the line are left out, so a mutated comparison is still probed, and caught by value).
ACCEPT = "        if ((logf(V) + logf(invalpha) - logf(a / (us * us) + b))"
PRODUCT = "        if (prod "
RECORD_ACCEPT = (
    "        if (!g_reached) { g_reached = 1; g_k = k; g_lhs = logf(V) + logf(invalpha) - logf(a / (us * us) + b);"
    " g_rhs = -lam + k * loglam - random_loggam(k + 1.0f); }\n"
)
RECORD_PRODUCT = "        if (prod == enlam && X == 0) g_tie = 1;\n"
SQUEEZE = "        if ((us >= 0.07f)"
RECORD_SQUEEZE = "        if (!g_squeezed) g_squeezed = 1 + ((us >= 0.07f) && (V == vr));\n"


def probe(tmp_path) -> dict[int, tuple]:
    """Per seed, from the renderer's texts instrumented (each test's operands recorded as it runs):
    (whether the acceptance test ran, its k, its left and right sides at its first run, whether the
    product method's first test had prod == exp(-rate), whether the first squeeze test had V == vr)."""
    from synth.render import random_ops
    from synth.toolchain import emulate

    text = random_ops.POISSON
    for line, record in ((ACCEPT, RECORD_ACCEPT), (PRODUCT, RECORD_PRODUCT), (SQUEEZE, RECORD_SQUEEZE)):
        assert text.count(line) == 1, f"the probe instruments the sampler's own tests: {line.strip()}"
        text = text.replace(line, record + line)
    helpers = "\n".join(random_ops.helper(kind)[0] for kind in ("rand_pcg", "randf"))
    source = tmp_path / "probe.cpp"
    source.write_text(
        "#include <cmath>\n#include <cstdio>\n#include <cstdlib>\n#define __host__\n#define __device__\n"
        "static int g_reached, g_tie, g_squeezed; static float g_k, g_lhs, g_rhs;\n" + helpers + "\n" + text + "\n"
        "int main(int argc, char** argv) {\n    for (int j = 1; j < argc; j++) {\n        const int seed = atoi(argv[j]);\n"
        f"        unsigned int state = rand_pcg((unsigned int)seed);\n        g_reached = 0; g_tie = 0; g_squeezed = 0;\n        poisson(state, {RATE}f);\n"
        f"        state = rand_pcg((unsigned int)seed);\n        poisson(state, {PRODUCT_RATE}f);\n"
        '        printf("%d %a %a %a %d %d\\n", g_reached, g_k, g_lhs, g_rhs, g_tie, g_squeezed);\n    }\n}\n'
    )
    exe = tmp_path / "probe"
    import subprocess

    subprocess.run([emulate.find_gxx(), *emulate.GXX_FLAGS, "-o", str(exe), str(source)], check=True, capture_output=True)
    lines = subprocess.run([str(exe), *map(str, SEEDS)], check=True, capture_output=True, text=True).stdout.split("\n")
    found = {}
    for seed, line in zip(SEEDS, lines, strict=False):
        reached, k, lhs, rhs, tie, squeezed = line.split()
        found[seed] = (reached == "1", float.fromhex(k), float.fromhex(lhs), float.fromhex(rhs), tie == "1", squeezed == "2")
    return found


@pytest.fixture(scope="module")
def poisson_runs(tmp_path_factory):
    """(probe, Warp's CPU outputs, the emulated .cu's) of the boundary seeds."""
    folder = tmp_path_factory.mktemp("poisson_edges")
    spec = poisson_spec()
    expected, actual = run(spec, {"s": np.array(SEEDS, np.int32)}, folder)
    return probe(folder), expected, actual


def _threads(seeds) -> list[int]:
    return [SEEDS.index(s) for s in seeds]


def test_poisson_seeds_on_the_acceptance_tests_boundary_match_warp(poisson_runs):
    """Pins the rejection method's ``<=`` (a ``<`` rejects these and draws again): left side == right side."""
    found, expected, actual = poisson_runs
    assert TIES and all(found[s][0] and found[s][2] == found[s][3] for s in TIES), {s: found[s] for s in TIES}
    rows = _threads(TIES)
    assert np.array_equal(actual["out0"][rows], expected["out0"][rows])


def test_poisson_seeds_just_inside_the_acceptance_test_at_small_counts_match_warp(poisson_runs):
    """Pins log-gamma at x = k + 1 < 7 to 1e-6 (its recurrence's steps, the x = 1 guard): a
    log-gamma off by more moves the right side past the left, and the count changes."""
    found, expected, actual = poisson_runs
    for k, seeds in NEAR.items():
        for s in seeds:
            reached, k_found, lhs, rhs = found[s][:4]
            assert reached and k_found == k and 0.0 < rhs - lhs < 1e-6, (s, found[s])
    rows = _threads(s for seeds in NEAR.values() for s in seeds)
    assert np.array_equal(actual["out0"][rows], expected["out0"][rows])


def test_poisson_seeds_on_the_product_methods_boundary_match_warp(poisson_runs):
    """Pins the product method's ``prod > exp(-rate)`` (a ``>=`` counts one more): the first uniform is exp(-0.5)."""
    found, expected, actual = poisson_runs
    assert all(found[s][4] for s in PRODUCT_TIES), {s: found[s] for s in PRODUCT_TIES}
    rows = _threads(PRODUCT_TIES)
    assert np.array_equal(actual["out1"][rows], expected["out1"][rows])


def test_poisson_seeds_on_the_squeeze_boundary_match_warp(poisson_runs):
    """The squeeze ``V <= vr`` with V == vr: a ``<`` there goes on to the full test, which accepts the
    same count (the squeeze lies inside the acceptance region), so this pins the value, not the operator."""
    found, expected, actual = poisson_runs
    assert all(found[s][5] for s in SQUEEZE_TIES), {s: found[s] for s in SQUEEZE_TIES}
    rows = _threads(SQUEEZE_TIES)
    assert np.array_equal(actual["out0"][rows], expected["out0"][rows])


def test_every_boundary_seed_matches_warp_bit_for_bit(poisson_runs):
    _, expected, actual = poisson_runs
    assert differing(actual, expected) == []
