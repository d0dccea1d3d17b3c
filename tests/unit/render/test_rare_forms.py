"""Forms Warp allows that the generators never draw, rendered in both languages and emulated against
Warp's CPU bit for bit: ``-=`` and ``*=`` on float and int locals (the generators write only
``+=``), and 1-D launches whose size leaves one thread in the last block (n = 1 and 257, 513 for the
.cu's 256-thread blocks: a grid one block short loses exactly that thread, and its element keeps its
sentinel). A ``-=`` rendered ``+=``, or a block count rounded down, changes an output here."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, emulated, warp_cpu

from synth.model.spec import FLOAT, INT, AugAssign, Binary, Const, KernelSpec, Let, Load, Param, Ref, Store
from synth.render.cuda.host import THREADS_PER_BLOCK

pytestmark = pytest.mark.needs_gxx

X, N = Ref("x", FLOAT), Ref("n", INT)


def augmented_spec(threads: int, tag: str) -> KernelSpec:
    """x = a[i]; x -= b[i]; x *= 1.5; x += 0.25; n = k[i]; n -= 7; n *= -3; out = x, out1 = n."""
    body = (
        Let("x", Load("a", FLOAT)),
        AugAssign("x", "sub", Load("b", FLOAT)),
        AugAssign("x", "mul", Const(1.5)),
        AugAssign("x", "add", Const(0.25)),
        Let("n", Load("k", INT)),
        AugAssign("n", "sub", Const(7, INT)),
        AugAssign("n", "mul", Binary("sub", Const(0, INT), Const(3, INT), INT)),
        Store("out", X),
        Store("out1", N),
    )
    params = (
        Param("a", "in", FLOAT),
        Param("b", "in", FLOAT),
        Param("k", "in", INT, (-50, 50)),
        Param("out", "out", FLOAT),
        Param("out1", "out", INT),
    )
    return KernelSpec(f"rare_{tag}", "handmade", 3, threads, params, body)


# n = 1 (mod 256): the last block holds one thread; 256 and 64 beside them for comparison.
SIZES = (1, THREADS_PER_BLOCK + 1, 2 * THREADS_PER_BLOCK + 1, THREADS_PER_BLOCK, 64)
SPECS = [augmented_spec(n, f"n{n}") for n in SIZES]


def _values(spec: KernelSpec) -> dict:
    from synth.model.inputs import make_inputs

    return make_inputs(spec)


def test_augmented_assignments_and_one_thread_blocks_match_warp(tmp_path):
    """Pins the renderings of ``-=``/``*=`` (float and int) and the 1-D block count at n = 1 (mod 256):
    every output element, the last thread's included, has Warp's CPU bits."""
    (tmp_path / "warp").mkdir()
    expected = warp_cpu(SPECS, _values, tmp_path / "warp", "test_rare_forms")
    actual = emulated(SPECS, _values, tmp_path / "emulated")
    for spec in SPECS:
        assert differing(actual[spec.name], expected[spec.name]) == [], spec.name
    last = expected[SPECS[1].name]["out"][-1]
    assert last != _values(SPECS[1])["out"][-1], "the 257th thread wrote its element (not the sentinel)"
    a, b = (_values(SPECS[1])[name].astype(np.float64) for name in "ab")
    assert np.allclose(expected[SPECS[1].name]["out"], (a - b) * 1.5 + 0.25, rtol=1e-6), "-= subtracts, *= multiplies"
