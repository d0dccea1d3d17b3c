"""The boundary draw (``synth.model.boundary``, ``inputs.BOUNDARY_DRAW``): some elements of each input
hold exactly the constants the kernel compares it with, and their neighbouring values; the rest is
the uniform draw. The expected values are written here (float32 literals and their neighbours by
numpy), not read from the module."""

from __future__ import annotations

import numpy as np

from synth.model import inputs
from synth.model.inputs import BOUNDARY_DRAW, DRAWS, draw_files, make_inputs
from synth.model.spec import (
    FLOAT,
    INT,
    VEC3,
    Binary,
    Call,
    Compare,
    Component,
    Const,
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
    Unary,
)

F32 = np.float32


def _around(v: float) -> set[float]:
    x = F32(v)
    return {float(np.nextafter(x, F32(-np.inf))), float(x), float(np.nextafter(x, F32(np.inf)))}


def _spec(body, params, seed=7, dim=256, funcs=()) -> KernelSpec:
    return KernelSpec("boundary_k", "handmade", seed, dim, tuple(params), tuple(body), funcs=tuple(funcs))


OUT = Param("out", "out", FLOAT)


def _threshold_spec(seed=7, dim=256) -> KernelSpec:
    """if a[i] < 0.3: out = 1 else out = where(b[i] >= -0.7, 2, 3); c clamped to [-0.25, 1.5]; k[i] > 3."""
    x = Let("x", Load("a", FLOAT))
    branch = If(
        Compare("lt", Ref("x", FLOAT), Const(0.3)),
        (Store("out", Call("clamp", (Load("c", FLOAT), Const(-0.25), Const(1.5)), FLOAT)),),
        (Store("out", Select(Compare("ge", Load("b", FLOAT), Unary("neg", Const(0.7), FLOAT)), Const(2.0), Const(3.0), FLOAT)),),
    )
    count = If(Compare("gt", Load("k", INT), Const(3, INT)), (Store("out1", Const(1, INT)),), (Store("out1", Const(0, INT)),))
    params = (
        Param("a", "in", FLOAT),
        Param("b", "in", FLOAT),
        Param("c", "in", FLOAT, (-2.0, 1.0)),
        Param("k", "in", INT, (0, 9)),
        OUT,
        Param("out1", "out", INT),
    )
    return _spec((x, branch, count), params, seed, dim)


def test_each_compared_constant_and_its_neighbours_sit_on_some_elements_of_the_boundary_draw():
    spec = _threshold_spec()
    drawn = make_inputs(spec, BOUNDARY_DRAW)
    held = {name: set(map(float, drawn[name])) for name in "abck"}
    assert _around(0.3) <= held["a"], "if a[i] < 0.3 (through a local bound once to a[i])"
    assert _around(-0.7) <= held["b"], "wp.where(b[i] >= -0.7, ...)"
    assert _around(-0.25) <= held["c"], "clamp's lower bound"
    assert 1.5 not in held["c"] and float(np.nextafter(F32(1.5), F32(-np.inf))) not in held["c"], "1.5 is outside c's domain [-2, 1]"
    assert {2.0, 3.0, 4.0} <= held["k"], "k[i] > 3: the integer and the ones on each side"


def test_the_uniform_draws_hold_no_boundary_value():
    spec = _threshold_spec()
    for draw in range(BOUNDARY_DRAW):
        a = set(map(float, make_inputs(spec, draw)["a"]))
        assert not (_around(0.3) & a), draw


def test_the_boundary_draw_is_the_last_and_changes_at_most_an_eighth_of_an_array():
    spec = _threshold_spec()
    assert BOUNDARY_DRAW == DRAWS - 1
    drawn = make_inputs(spec, BOUNDARY_DRAW)
    for p in spec.inputs:
        uniform = inputs._uniform_value(spec, p, BOUNDARY_DRAW)
        changed = int(np.count_nonzero(drawn[p.name] != uniform))
        assert 0 < changed <= len(uniform) // 8, p.name


def test_the_boundary_draw_is_deterministic_per_seed_and_placed_by_it():
    a1 = make_inputs(_threshold_spec(seed=7), BOUNDARY_DRAW)["a"]
    a2 = make_inputs(_threshold_spec(seed=7), BOUNDARY_DRAW)["a"]
    a3 = make_inputs(_threshold_spec(seed=8), BOUNDARY_DRAW)["a"]
    assert a1.tobytes() == a2.tobytes()
    at = lambda a: set(np.flatnonzero(a == F32(0.3)))  # noqa: E731
    assert at(a1) and at(a3) and at(a1) != at(a3)


def test_a_compared_vector_component_a_negated_side_and_a_scalar_parameter():
    body = (
        If(Compare("gt", Component(Load("v", VEC3), (1,)), Const(0.5)), (Store("out", Const(1.0)),)),
        If(Compare("lt", Unary("neg", Load("a", FLOAT), FLOAT), Const(0.25)), (Store("out", Const(2.0)),)),
        If(Compare("le", Load("b", FLOAT), Ref("s", FLOAT)), (Store("out", Const(3.0)),)),
    )
    params = (Param("v", "in", VEC3), Param("a", "in", FLOAT), Param("b", "in", FLOAT), Param("s", "scalar", FLOAT), OUT)
    spec = _spec(body, params)
    drawn = make_inputs(spec, BOUNDARY_DRAW)
    assert _around(0.5) <= set(map(float, drawn["v"][:, 1])) and 0.5 not in set(map(float, drawn["v"][:, 0]))
    assert _around(-0.25) <= set(map(float, drawn["a"])), "-a[i] < 0.25 puts -0.25 in a"
    assert _around(drawn["s"]) <= set(map(float, drawn["b"])), "b[i] <= s: s's value in this draw"


def test_a_comparison_inside_a_function_reaches_the_array_its_argument_reads():
    f = Func("f", (("x", FLOAT),), FLOAT, (Return(Select(Compare("lt", Ref("x", FLOAT), Const(-0.5)), Const(1.0), Const(0.0), FLOAT)),))
    spec = _spec((Store("out", FuncCall("f", (Load("a", FLOAT),), FLOAT)),), (Param("a", "in", FLOAT), OUT), funcs=(f,))
    assert _around(-0.5) <= set(map(float, make_inputs(spec, BOUNDARY_DRAW)["a"]))


def test_a_computed_side_and_a_reassigned_local_are_not_solved():
    """a[i] * 2 < 0.5 would need an inverse the rounding may not have; a local assigned again is not its first value."""
    body = (
        If(Compare("lt", Binary("mul", Load("a", FLOAT), Const(2.0), FLOAT), Const(0.5)), (Store("out", Const(1.0)),)),
        Let("y", Load("b", FLOAT)),
        Let("y2", Const(0.0)),
    )
    from synth.model.spec import Assign

    body = (*body, Assign("y", Const(0.125)), If(Compare("lt", Ref("y", FLOAT), Const(0.5)), (Store("out", Const(2.0)),)))
    spec = _spec(body, (Param("a", "in", FLOAT), Param("b", "in", FLOAT), OUT))
    drawn = make_inputs(spec, BOUNDARY_DRAW)
    for name in "ab":
        assert drawn[name].tobytes() == inputs._uniform_value(spec, spec.param(name), BOUNDARY_DRAW).tobytes(), name


def test_a_runtime_loop_bound_gets_its_start_and_one_pass():
    body = (Let("x", Const(0.0)), Range("j", Const(0, INT), Load("n", INT), 1, ()), Store("out", Ref("x", FLOAT)))
    spec = _spec(body, (Param("n", "in", INT, (0, 6)), OUT))
    assert {0, 1, 2} <= set(map(int, make_inputs(spec, BOUNDARY_DRAW)["n"]))


def test_a_scalar_loop_bound_takes_one_pass_for_every_thread():
    body = (Range("j", Const(2, INT), Ref("steps", INT), 1, ()), Store("out", Const(0.0)))
    spec = _spec(body, (Param("steps", "scalar", INT, (1, 5)), OUT))
    assert make_inputs(spec, BOUNDARY_DRAW)["steps"] == 3, (
        "start + step: no neighbours (one value for every thread), and no empty loop for all"
    )


def test_small_arrays_and_subnormal_neighbours_are_left_out():
    body = (If(Compare("lt", Load("a", FLOAT), Const(0.0)), (Store("out", Const(1.0)),)),)
    big = make_inputs(_spec(body, (Param("a", "in", FLOAT), OUT)), BOUNDARY_DRAW)["a"]
    assert 0.0 in set(map(float, big)) and not np.any((big != 0) & (np.abs(big) < np.finfo(F32).tiny))
    small = _spec(body, (Param("a", "in", FLOAT), OUT), dim=3)
    assert make_inputs(small, BOUNDARY_DRAW)["a"].tobytes() == inputs._uniform_value(small, small.param("a"), BOUNDARY_DRAW).tobytes()


def test_a_failure_on_the_boundary_draw_names_its_placed_values():
    spec = _threshold_spec()
    text = draw_files(spec, BOUNDARY_DRAW)["input_draw.txt"]
    assert text.startswith(f"input draw {BOUNDARY_DRAW}\n")
    drawn = make_inputs(spec, BOUNDARY_DRAW)["a"]
    position = int(np.flatnonzero(drawn == F32(0.3))[0])
    assert f"boundary a[{position}] = {float(F32(0.3))!r}\n" in text
    assert "boundary" not in draw_files(spec, 0)["input_draw.txt"]


def test_a_sorted_input_stays_sorted_in_every_draw_the_boundary_draw_too():
    """``options`` ``sorted=1`` (a table wp.lower_bound searches): every draw, the boundary draw's
    placed constants included, is sorted, and holds the values of the unsorted draw."""
    table = Load("cdf", FLOAT, (Ref("i", INT),))
    body = (If(Compare("lt", table, Const(0.5)), (Store("out", table),)),)  # compared: the boundary draw places 0.5 in it
    params = (Param("cdf", "in", FLOAT, (0.0, 1.0), options=(("sorted", 1),)), Param("out", "out", FLOAT))
    spec = KernelSpec("sorted_table", "handmade", 3, 256, params, body)
    unsorted = KernelSpec("sorted_table", "handmade", 3, 256, (Param("cdf", "in", FLOAT, (0.0, 1.0)), params[1]), body)
    for draw in range(DRAWS):
        values, plain = make_inputs(spec, draw)["cdf"], make_inputs(unsorted, draw)["cdf"]
        assert np.all(np.diff(values) >= 0), draw
        assert np.array_equal(values, np.sort(plain)), draw
    assert F32(0.5) in make_inputs(spec, BOUNDARY_DRAW)["cdf"]
