"""The liveness stage fails kernels with dead code: an input that never changes an output is
``dead_input``, a branch or loop body no thread enters is ``dead_branch``; live kernels pass.

The probe transformation is checked on hand-built specs; the stage itself runs on hand-built
cases through the real batch pipeline (Warp source rendered, CPU build, reference forward, probe
module build).
"""

from dataclasses import dataclass, field

import numpy as np

from synth.generate.cases import Case
from synth.model.failures import StageFailure, is_environment
from synth.model.inputs import DRAWS, param_value
from synth.model.spec import (
    FLOAT,
    INT,
    Assign,
    Atomic,
    Binary,
    Call,
    Compare,
    Const,
    For,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Let,
    Load,
    Param,
    Range,
    Ref,
    Return,
    Select,
    Store,
    While,
    walk_expr,
    walk_statements,
)
from synth.render.warp_python import render_warp
from synth.stages import liveness
from synth.stages.batch import Batch, Settings

A = Load("a", FLOAT)
B = Load("b", FLOAT)
X = Ref("x0", FLOAT)


def c(v: float) -> Const:
    return Const(v, FLOAT)


def kernel_spec(name: str, params: tuple[Param, ...], body: tuple, funcs: tuple[Func, ...] = (), dim: int = 64) -> KernelSpec:
    return KernelSpec(name, "live_unit", 1, dim, params, body, funcs)


IN_A = Param("a", "in", FLOAT)
IN_B = Param("b", "in", FLOAT)
OUT = Param("out", "out", FLOAT, init=-7777.0)


@dataclass(frozen=True)
class HandCase(Case):
    """A case whose spec is built by hand (its kernel name must be ``<category>_s<seed:06d>``)."""

    hand: KernelSpec | None = field(default=None, compare=False)

    @property
    def spec(self) -> KernelSpec:
        return self.hand


def hand_case(seed: int, params: tuple[Param, ...], body: tuple) -> HandCase:
    return HandCase("live_unit", seed, kernel_spec(f"live_unit_s{seed:06d}", params, body))


def run_stage(tmp_path, *cases: HandCase) -> dict:
    batch = Batch("live-unit", list(cases), Settings(cache_dir=tmp_path))
    try:
        return {c.id: batch._one(c, liveness.check) for c in cases}
    finally:
        batch.close()


# ----------------------------------------------------------------------------- the probe transformation

CLAMP = Func(
    "clamp_half",
    (("x", FLOAT),),
    FLOAT,
    (
        While(Compare("gt", Ref("x", FLOAT), c(0.5)), (Assign("x", Binary("mul", Ref("x", FLOAT), c(0.5), FLOAT)),)),
        If(Compare("lt", Ref("x", FLOAT), c(0.0)), (Return(c(0.0)),)),
        Return(Ref("x", FLOAT)),
    ),
)
TWICE = Func("twice", (("x", FLOAT),), FLOAT, (Return(Binary("mul", FuncCall("clamp_half", (Ref("x", FLOAT),), FLOAT), c(2.0), FLOAT)),))
EVERY_BODY = kernel_spec(
    "every_body",
    (IN_A, Param("n", "scalar", INT, (1, 4)), OUT),
    (
        Let("x0", FuncCall("twice", (A,), FLOAT)),
        If(Compare("gt", A, c(0.0)), (Assign("x0", c(1.0)),), (If(Compare("lt", A, c(-0.5)), (Assign("x0", c(2.0)),)),)),
        For("j", 3, (If(Compare("gt", X, c(0.5)), (Assign("x0", FuncCall("clamp_half", (X,), FLOAT)),)),)),
        Range("k", Const(0, INT), Ref("n", INT), 1, (Assign("x0", Binary("add", X, c(0.25), FLOAT)),)),
        Store("out", X),
    ),
    funcs=(CLAMP, TWICE),
)


def test_probe_points_cover_every_branch_and_loop_body():
    """Kernel: if body, its else, the elif's body (no else of its own), for, the if in it, range: 6; clamp_half: while, if: 2."""
    probed = liveness.with_probes(EVERY_BODY)
    assert liveness.probe_count(EVERY_BODY) == len(probed.points) == 8
    assert [p.index for p in probed.points] == list(range(8))
    assert [p.function for p in probed.points] == [""] * 6 + ["clamp_half"] * 2
    assert probed.points[0].describe() == "the body of `if a[i] > 0.0`"
    assert probed.points[1].describe() == "the else branch of `if a[i] > 0.0`"
    assert probed.points[2].describe() == "the body of `if a[i] < -0.5`"
    assert probed.points[5].describe() == "the body of `for k in range(0, n)`"
    assert probed.points[6].describe() == "the body of `while x > 0.5` in `clamp_half`"
    out = probed.spec.param(liveness.PROBE)
    assert (out.kind, out.type, probed.spec.output_length(out)) == ("out", INT, 8)
    assert probed.spec.name == "every_body_probe" and probed.spec.params[:-1] == EVERY_BODY.params


def test_every_probed_body_starts_with_its_counter_and_nothing_else_changes():
    probed = liveness.with_probes(EVERY_BODY)
    bumps = []
    for body in (probed.spec.body, *(f.body for f in probed.spec.funcs)):
        for s in walk_statements(body):
            bodies = (s.body, s.orelse) if isinstance(s, If) else (s.body,) if isinstance(s, (For, Range, While)) else ()
            for b in (b for b in bodies if b):
                assert isinstance(b[0], Atomic) and b[0].array == liveness.PROBE, s
                bumps.append(b[0].index.value)
    assert sorted(bumps) == list(range(8))
    without = liveness.with_probes(kernel_spec("plain", (IN_A, OUT), (Store("out", A),)))
    assert without.points == () and without.spec.body == (Store("out", A),)


def test_functions_get_the_probe_array_and_every_call_passes_it():
    probed = liveness.with_probes(EVERY_BODY)
    assert [f.params[-1] for f in probed.spec.funcs] == [(liveness.PROBE, liveness.PROBE_ARRAY)] * 2
    assert [f.params[:-1] for f in probed.spec.funcs] == [f.params for f in EVERY_BODY.funcs]
    calls = []
    for body in (probed.spec.body, *(f.body for f in probed.spec.funcs)):
        for s in walk_statements(body):
            for top in (getattr(s, n) for n in ("value", "cond") if getattr(s, n, None) is not None):
                calls += [e for e in walk_expr(top) if isinstance(e, FuncCall)]
    assert len(calls) == 3  # twice(a[i]) and clamp_half(x0) in the kernel, clamp_half(x) in twice
    assert all(call.args[-1] == liveness.PROBE_REF for call in calls)


def test_the_warp_renderer_prints_the_probe_array_parameter():
    text = render_warp(liveness.with_probes(EVERY_BODY).spec)
    assert "def clamp_half(x: float, probe_hits: wp.array(dtype=wp.int32)) -> float:" in text
    assert "return clamp_half(x, probe_hits) * 2.0" in text


# ----------------------------------------------------------------------------- the stage on hand-built cases


def test_an_input_that_cannot_matter_is_dead_input(tmp_path):
    """``wp.max(a[i], 5.0)`` is 5.0 for every a in [-1, 1]: a is dead, b (added) is live."""
    case = hand_case(11, (IN_A, IN_B, OUT), (Store("out", Binary("add", Call("max", (A, c(5.0)), FLOAT), B, FLOAT)),))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "dead_input" and not is_environment(result)
    assert "input `a` never changes any output" in result.message and "`b`" not in result.message
    assert set(result.artifacts) == set(), "no probe source or hits for a dead input alone"


def test_a_branch_no_thread_takes_is_dead_branch(tmp_path):
    """``if a[i] < 0.0`` inside ``if a[i] > 0.5`` can never run; its else branch does."""
    inner = If(Compare("lt", A, c(0.0)), (Assign("x0", Binary("mul", A, c(2.0), FLOAT)),), (Assign("x0", Binary("mul", A, c(3.0), FLOAT)),))
    case = hand_case(12, (IN_A, OUT), (Let("x0", A), If(Compare("gt", A, c(0.5)), (inner,)), Store("out", X)))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "dead_branch"
    assert result.message == f"on {DRAWS} input draws: the body of `if a[i] < 0.0` runs for no thread"
    hits = result.artifacts["probe_hits.npy"]
    assert hits.shape == (DRAWS, 3) and (hits[:, 1] == 0).all() and (hits[:, 0] == hits[:, 2]).all() and hits[:, 0].sum() > 0
    assert "if a[i] < 0.0:" in result.artifacts["live_unit_s000012_probe.py"], "the probe's source comes with a dead branch"


def test_an_always_true_condition_has_a_dead_else(tmp_path):
    cond = Compare("gt", A, c(-2.0))
    case = hand_case(13, (IN_A, OUT), (If(cond, (Store("out", Binary("mul", A, c(2.0), FLOAT)),), (Store("out", Binary("mul", A, c(3.0), FLOAT)),)),))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "dead_branch"
    assert "the else branch of `if a[i] > -2.0` runs for no thread" in result.message


def test_a_live_kernel_passes_with_every_input_and_probe_point_checked(tmp_path):
    s, n = Param("s", "scalar", FLOAT, (-0.5, 0.5)), Param("n", "scalar", INT, (1, 4))
    body = (
        Let("x0", A),
        For("j", 2, (Assign("x0", Binary("add", X, Binary("mul", B, c(0.5), FLOAT), FLOAT)),)),
        If(Compare("gt", A, Ref("s", FLOAT)), (Assign("x0", Binary("mul", X, c(2.0), FLOAT)),), (Assign("x0", Binary("sub", X, Call("float", (Ref("n", INT),), FLOAT), FLOAT)),)),
        Store("out", X),
    )
    case = hand_case(14, (IN_A, IN_B, s, n, OUT), body)
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, liveness.Liveness), result
    assert set(result.live) == {"a", "b", "s", "n"} and result.unvaried == ()
    assert len(result.points) == 3 and result.hits.shape == (DRAWS, 3)
    assert (result.hits[:, 0] == 2 * 64).all()  # the for body: twice per thread
    assert (result.hits[:, 1] + result.hits[:, 2] == 64).all() and (result.hits[:, 1:].sum(axis=0) > 0).all()  # each arm runs


def test_dead_branch_names_the_dead_inputs_too(tmp_path):
    """b is read only in a branch that never runs: the label is the branch, the message names both."""
    case = hand_case(15, (IN_A, IN_B, OUT), (Let("x0", A), If(Compare("gt", A, c(2.0)), (Assign("x0", B),)), Store("out", X)))
    result = run_stage(tmp_path, case)[case.id]
    assert result.label == "dead_branch"
    assert "the body of `if a[i] > 2.0` runs for no thread" in result.message and "input `b` never changes any output" in result.message


def test_a_probe_that_does_not_build_is_a_crash_not_the_cases_label(tmp_path, monkeypatch):
    """The probe kernel is the harness's: its failure is an environment failure with the traceback, retried by a rerun."""
    monkeypatch.setattr(liveness, "render_warp", lambda spec: render_warp(spec).replace("wp.atomic_add(", "wp.atomic_nothing("))
    case = hand_case(16, (IN_A, OUT), (If(Compare("gt", A, c(0.0)), (Store("out", A),), (Store("out", Binary("mul", A, c(2.0), FLOAT)),)),))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "crash" and is_environment(result)
    assert "probe kernel did not build" in result.message and "atomic_nothing" in result.artifacts["traceback.txt"]
    assert "live_unit_s000016_probe.py" in result.artifacts


def test_replacement_values():
    """Another draw's value when one differs; an int scalar falls back to another in-domain value; a one-value domain has none."""
    spec = kernel_spec("repl", (IN_A, Param("n", "scalar", INT, (0, 1)), Param("m", "scalar", INT, (3, 3)), OUT), (Store("out", A),))
    a = spec.param("a")
    assert not np.array_equal(liveness.replacement(spec, a, 0), param_value(spec, a, 0))
    n = spec.param("n")
    for draw in range(DRAWS):
        assert liveness.replacement(spec, n, draw) == 1 - param_value(spec, n, draw)
    assert liveness.replacement(spec, spec.param("m"), 0) is None


def test_a_dead_branch_inside_a_function_is_found_through_its_calls(tmp_path):
    """``clip`` gets the probe array from its caller; its ``if x > 2.0`` (x in [-1, 1]) has no hit."""
    x = Ref("x", FLOAT)
    clip = Func("clip", (("x", FLOAT),), FLOAT, (If(Compare("gt", x, c(0.5)), (Return(c(0.5)),)), If(Compare("gt", x, c(2.0)), (Return(c(2.0)),)), Return(x)))
    case = HandCase("live_unit", 17, kernel_spec("live_unit_s000017", (IN_A, OUT), (Store("out", FuncCall("clip", (A,), FLOAT)),), funcs=(clip,)))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "dead_branch"
    assert result.message == f"on {DRAWS} input draws: the body of `if x > 2.0` in `clip` runs for no thread"
    hits = result.artifacts["probe_hits.npy"]
    assert (hits[:, 0] > 0).all() and (hits[:, 1] == 0).all()


def test_a_function_only_an_uncalled_function_calls_is_dead_branch(tmp_path):
    """``unused`` is never called and ``half`` only by ``unused``: both are dead code, though
    neither has a branch for the probe to count; ``twice``, which the kernel calls, is live."""
    x = Ref("x", FLOAT)
    half = Func("half", (("x", FLOAT),), FLOAT, (Return(Binary("mul", x, c(0.5), FLOAT)),))
    unused = Func("unused", (("x", FLOAT),), FLOAT, (Return(FuncCall("half", (x,), FLOAT)),))
    twice = Func("twice", (("x", FLOAT),), FLOAT, (Return(Binary("mul", x, c(2.0), FLOAT)),))
    body = (Store("out", FuncCall("twice", (A,), FLOAT)),)
    case = HandCase("live_unit", 18, kernel_spec("live_unit_s000018", (IN_A, OUT), body, funcs=(half, unused, twice)))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "dead_branch"
    assert result.message == (
        f"on {DRAWS} input draws: function `half` is never called from the kernel; function `unused` is never called from the kernel"
    )


def test_a_select_arm_no_thread_takes_is_dead_branch(tmp_path):
    """``wp.where(a[i] > 2.0, ...)`` (a in [-1, 1]) never takes its true arm; the ``x if a[i] > 0.0 else y``
    beside it takes both. Each select gets two probe points, counted just before its statement."""
    dead = Select(Compare("gt", A, c(2.0)), Binary("mul", A, c(2.0), FLOAT), Binary("mul", A, c(3.0), FLOAT), FLOAT, "where")
    live = Select(Compare("gt", A, c(0.0)), B, Binary("mul", B, c(0.5), FLOAT), FLOAT, "ifexp")
    case = hand_case(19, (IN_A, IN_B, OUT), (Let("x0", live), Store("out", Binary("add", X, dead, FLOAT))))
    assert liveness.probe_count(case.spec) == len(liveness.with_probes(case.spec).points) == 4
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, StageFailure) and result.label == "dead_branch"
    assert result.message == f"on {DRAWS} input draws: the true arm of the select on `a[i] > 2.0` runs for no thread"
    hits = result.artifacts["probe_hits.npy"]
    assert (hits[:, 0] + hits[:, 1] == 64).all() and (hits[:, 0] > 0).all() and (hits[:, 1] > 0).all()
    assert (hits[:, 2] == 0).all() and (hits[:, 3] == 64).all()


# ----------------------------------------------------------------------------- the thresholds: one hit is live, one changed bit is live


def test_a_probe_point_is_dead_at_zero_hits_over_all_draws_and_live_at_one():
    """Pins ``dead_points``: the total over draws, and the threshold at zero (one hit anywhere is live)."""
    points = tuple(liveness.ProbePoint(k, "", f"point {k}") for k in range(4))
    hits = np.array([[0, 0, 0, 5], [1, 0, 0, 0], [0, 0, 1, 0]])  # point 0 once in draw 1, point 2 once in draw 2
    result = liveness.Liveness({}, (), points, hits)
    assert [p.index for p in result.dead_points] == [1]


def test_a_branch_one_thread_enters_in_one_draw_is_live(tmp_path):
    """``if i == 0: if n * 1 == <draw 0's n>:`` runs for one thread in one draw: one hit over all draws, live;
    and ``n``, which changes one output element in one draw, is a live input. (``n * 1``: the boundary
    draw puts a scalar compared directly with a constant on it, which would enter the branch twice.)"""
    n = Param("n", "scalar", INT, (0, 3))
    draws = [param_value(kernel_spec("probe", (IN_A, n, OUT), ()), n, d) for d in range(DRAWS)]
    assert draws[0] not in draws[1:], draws  # seed 1's draws of n: 3, 2, 0, 1
    computed = Binary("mul", Ref("n", INT), Const(1, INT), INT)
    once = If(Compare("eq", computed, Const(draws[0], INT)), (Assign("x0", Binary("mul", A, c(2.0), FLOAT)),))
    case = hand_case(20, (IN_A, n, OUT), (Let("x0", A), If(Compare("eq", Ref("i", INT), Const(0, INT)), (once,)), Store("out", X)))
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, liveness.Liveness), result
    assert result.hits.sum(axis=0).tolist() == [DRAWS, 1] and set(result.live) == {"a", "n"}


def test_an_int_scalar_whose_draws_agree_is_replaced_by_another_in_domain_value():
    """Pins ``replacement``'s fallback: when every draw holds the same int, the first other value of
    the domain (both ends included) is tried; scalars named m0..m23 in (0, 1) include such a one."""
    params = tuple(Param(f"m{k}", "scalar", INT, (0, 1)) for k in range(24))
    spec = kernel_spec("repl_fallback", (*params, OUT), (Store("out", c(1.0)),))
    same = [p for p in params if len({param_value(spec, p, d) for d in range(DRAWS)}) == 1]
    assert same, "some scalar's draws agree (the fallback is reached)"
    for p in same:
        assert all(liveness.replacement(spec, p, d) == 1 - param_value(spec, p, d) for d in range(DRAWS))


def test_a_one_value_scalar_is_unvaried_not_dead(tmp_path):
    """Pins input_liveness's ``tried``: a parameter with no other value to try is ``unvaried`` (not
    checkable), never ``dead_input``; the kernel passes."""
    m = Param("m", "scalar", INT, (3, 3))
    body = (Store("out", Binary("mul", A, Call("float", (Ref("m", INT),), FLOAT), FLOAT)),)
    case = hand_case(21, (IN_A, m, OUT), body)
    result = run_stage(tmp_path, case)[case.id]
    assert isinstance(result, liveness.Liveness), result
    assert result.unvaried == ("m",) and set(result.live) == {"a"}
