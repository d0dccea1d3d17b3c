"""``wp.lower_bound`` of a float32 table (library_ops' ``lower_bound`` helper, cdf_sample's search):
the .cu's bisection against Warp's CPU run, bit for bit, on a sorted table with runs of equal
entries, for draws equal to an entry (the first of a run is found), below the first, past the last
(Warp returns ``end - 1``), NaN, and signed zeros, over the whole table and a sub-range. A plausible
wrong rendering (``<=`` for ``<``: the last of a run) is caught."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, emulated, warp_cpu

from synth.model.inputs import make_inputs
from synth.model.spec import FLOAT, INT, Call, Const, KernelSpec, Load, Param, Ref, Store, array_type
from synth.render import library_ops

pytestmark = pytest.mark.needs_gxx

THREADS = 64
TABLE = np.array([-0.0, 0.1, 0.2, 0.2, 0.2, 0.5, 0.7, 0.7, 0.9, 0.9], np.float32)
DRAWS = [0.2, 0.7, 0.9, 0.1, -0.0, 0.0, -1.0, 0.95, 2.0, np.nan, np.inf, -np.inf, 0.15, 0.6, 0.5, 0.2000001]


def _spec() -> KernelSpec:
    n = len(TABLE)
    table = Ref("cdf", array_type(FLOAT, 1))
    u = Load("u", FLOAT)
    whole = Call("lower_bound", (table, Const(0, INT), Const(n, INT), u), INT)
    middle = Call("lower_bound", (table, Const(2, INT), Const(7, INT), u), INT)
    params = (
        Param("cdf", "in", FLOAT, (0.0, 1.0), shape=(n,), options=(("sorted", 1),)),
        Param("u", "in", FLOAT, (0.0, 1.0)),
        Param("whole", "out", INT),
        Param("middle", "out", INT),
    )
    return KernelSpec("lower_bound_table", "handmade", 0, THREADS, params, (Store("whole", whole), Store("middle", middle)))


SPECS = [_spec()]


def values_of(spec: KernelSpec) -> dict:
    rng = np.random.default_rng(3)
    u = rng.uniform(-0.1, 1.1, THREADS).astype(np.float32)
    u[: len(DRAWS)] = np.array(DRAWS, np.float32)
    return {**make_inputs(spec), "cdf": TABLE.copy(), "u": u}


@pytest.fixture(scope="module")
def warp_outputs(tmp_path_factory):
    return warp_cpu(SPECS, values_of, tmp_path_factory.mktemp("lower_bound_src"), "test_lower_bound_reference")


def test_lower_bound_matches_warp_bit_for_bit(warp_outputs, tmp_path):
    expected = warp_outputs[SPECS[0].name]
    assert differing(emulated(SPECS, values_of, tmp_path)[SPECS[0].name], expected) == []
    whole = expected["whole"]
    assert whole[0] == 2 and whole[1] == 6 and whole[2] == 8, "an entry's draw finds the first of its run"
    assert whole[8] == len(TABLE) - 1, "past the last entry: end - 1, as Warp's"
    assert set(expected["middle"].tolist()) <= set(range(2, 7))


def test_the_last_of_a_run_of_equal_entries_is_caught(warp_outputs, tmp_path, monkeypatch):
    real = library_ops.helper
    assert "if (a[mid] < value)" in real("lower_bound", "float32")[0], "the planted defect's anchor is gone"

    def mutated(kind, t):
        code, deps = real(kind, t)
        return (code.replace("if (a[mid] < value)", "if (a[mid] <= value)"), deps) if kind == "lower_bound" else (code, deps)

    monkeypatch.setattr(library_ops, "helper", mutated)
    got = emulated(SPECS, values_of, tmp_path)[SPECS[0].name]
    assert "whole" in differing(got, warp_outputs[SPECS[0].name])
