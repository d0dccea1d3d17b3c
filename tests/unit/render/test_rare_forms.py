"""Forms Warp allows that the generators draw rarely, rendered in both languages and emulated against
Warp's CPU bit for bit: ``-=``, ``*=`` and ``/=`` on float and int locals (the arithmetic generator
writes them one step in four), ``-=`` on array elements (Warp's atomic_sub, both spellings: the
atomic generator draws them), and 1-D launches whose size leaves one thread in the last block (n = 1 and 257, 513 for the
.cu's 256-thread blocks: a grid one block short loses exactly that thread, and its element keeps its
sentinel). A ``-=`` rendered ``+=``, or a block count rounded down, changes an output here.
Also a component of a local chosen at run time (``t[k] = v``, ``t[k]``, ``m[r, c]``: real code writes
them, ``synth.warp.lift``; the generators never do), read and written, and the dot of a vector longer than four
(Warp's generic loop over ``c[k]``), and a conditional expression as another's condition, and Python's power operator's grouping."""

from __future__ import annotations

import numpy as np
import pytest
from conformance import differing, emulated, warp_cpu

from synth.model.spec import (
    BOOL,
    FLOAT,
    INT,
    MAT33,
    SPATIAL_VECTOR,
    Assign,
    Atomic,
    AugAssign,
    Binary,
    Call,
    Compare,
    Const,
    Construct,
    Element,
    If,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    Select,
    SetElement,
    Store,
    Type,
    Unary,
)
from synth.render.cuda.host import THREADS_PER_BLOCK
from synth.render.warp_python import render_warp

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


def subtracting_spec() -> KernelSpec:
    """x = a[i]; x /= 1.25; x /= b[i]; out[i % 4] -= x (atomic_sub); wp.atomic_sub(out1, i % 2, a[i])."""
    slot = lambda m: Binary("mod", Ref("i", INT), Const(m, INT), INT)  # noqa: E731
    body = (
        Let("x", Load("a", FLOAT)),
        AugAssign("x", "div", Const(1.25)),
        AugAssign("x", "div", Load("b", FLOAT)),
        Atomic("sub", "out", slot(4), X, "aug"),
        Atomic("sub", "out1", slot(2), Load("a", FLOAT)),
    )
    params = (
        Param("a", "in", FLOAT),
        Param("b", "in", FLOAT, (1.0, 2.0)),
        Param("out", "out", FLOAT, length=4, init=0.0),
        Param("out1", "out", FLOAT, length=2, init=0.5),
    )
    return KernelSpec("rare_sub", "handmade", 5, 64, params, body)


def test_division_in_place_and_array_subtraction_match_warp(tmp_path):
    """Pins ``x /= v`` (a division, not a multiplication by the reciprocal) and ``out[k] -= v`` /
    ``wp.atomic_sub`` (Warp's atomic_add of -v, in thread order): every output bit as Warp's CPU,
    and the sums are sums of the negated terms."""
    spec = subtracting_spec()
    (tmp_path / "warp").mkdir()
    expected = warp_cpu([spec], _values, tmp_path / "warp", "test_rare_sub")[spec.name]
    actual = emulated([spec], _values, tmp_path / "emulated")[spec.name]
    assert differing(actual, expected) == []
    a, b = (_values(spec)[name].astype(np.float64) for name in "ab")
    assert np.allclose(expected["out"], [-(a[k::4] / 1.25 / b[k::4]).sum() for k in range(4)], rtol=1e-5)
    assert np.allclose(expected["out1"], [0.5 - a[k::2].sum() for k in range(2)], rtol=1e-5)


VEC5 = Type("vec5", (5,))


def run_time_component_spec() -> KernelSpec:
    """t = wp.spatial_vector(a[i], 1, ..., 5); j = k[i]; pick = t[5 - j]; corner = m[i][j % 3, 2 - j % 3];
    t[j] = b[i]; out = t (a spatial vector's components are the C array ``t.c``); dotted = wp.dot(u[i], w[i]) of two vec5."""
    t, j = Ref("t", SPATIAL_VECTOR), Ref("j", INT)
    row = Binary("mod", j, Const(3, INT), INT)
    body = (
        Let("t", Construct((Load("a", FLOAT), Const(1.0), Const(2.0), Const(3.0), Const(4.0), Const(5.0)), SPATIAL_VECTOR)),
        Let("j", Load("k", INT)),
        Store("pick", Element(t, (Binary("sub", Const(5, INT), j, INT),))),
        Store("corner", Element(Load("m", MAT33), (row, Binary("sub", Const(2, INT), row, INT)))),
        SetElement("t", (j,), Load("b", FLOAT), SPATIAL_VECTOR),
        Store("out", t),
        Store("dotted", Call("dot", (Load("u", VEC5), Load("w", VEC5)), FLOAT)),
    )
    params = (
        Param("a", "in", FLOAT),
        Param("b", "in", FLOAT),
        Param("k", "in", INT, (0, 5)),
        Param("m", "in", MAT33),
        Param("u", "in", VEC5),
        Param("w", "in", VEC5),
        Param("dotted", "out", FLOAT),
        Param("pick", "out", FLOAT),
        Param("corner", "out", FLOAT),
        Param("out", "out", SPATIAL_VECTOR),
    )
    return KernelSpec("rare_element", "handmade", 7, 64, params, body)


def test_components_chosen_at_run_time_and_a_long_dot_match_warp(tmp_path):
    """Pins the .cu's ``t.c[j] = value`` store and ``t.c[5 - j]`` read of a spatial vector, and
    ``m.m[r][c]`` of a matrix, their indices known only at run time, and a vec5's dot (every term, from
    zero, in index order): every output bit as Warp's CPU,
    and each thread's own component replaced, the others kept (so no store wrote a wrong value or place)."""
    spec = run_time_component_spec()
    values = _values(spec)
    assert set(values["k"].tolist()) == set(range(6)), "every component is chosen by some thread"
    (tmp_path / "warp").mkdir()
    expected = warp_cpu([spec], _values, tmp_path / "warp", "test_rare_element")[spec.name]
    actual = emulated([spec], _values, tmp_path / "emulated")[spec.name]
    assert differing(actual, expected) == []
    built = np.stack([values["a"], *(np.full_like(values["a"], c) for c in (1.0, 2.0, 3.0, 4.0, 5.0))], axis=1)
    rows = np.arange(len(values["k"]))
    assert np.array_equal(expected["pick"], built[rows, 5 - values["k"]])
    assert np.array_equal(expected["corner"], values["m"][rows, values["k"] % 3, 2 - values["k"] % 3])
    built[rows, values["k"]] = values["b"]
    assert np.array_equal(expected["out"], built)
    assert np.allclose(expected["dotted"], (values["u"].astype(np.float64) * values["w"]).sum(axis=1), rtol=1e-5, atol=1e-6)


def chosen_condition_spec() -> KernelSpec:
    """out = a[i] if (a[i] > 0.0 if b[i] > 0.0 else a[i] < -0.5) else b[i]: a conditional expression whose
    condition is itself one (Python needs it parenthesized; Warp allows it), both as ``x if c else y``."""
    a, b = Load("a", FLOAT), Load("b", FLOAT)
    inner = Select(Compare("gt", b, Const(0.0)), Compare("gt", a, Const(0.0)), Compare("lt", a, Const(-0.5)), BOOL, "ifexp")
    params = (Param("a", "in", FLOAT), Param("b", "in", FLOAT), Param("out", "out", FLOAT))
    return KernelSpec("rare_condition", "handmade", 9, 64, params, (Store("out", Select(inner, a, b, FLOAT, "ifexp")),))


def test_a_conditional_condition_keeps_its_parentheses(tmp_path):
    """Pins the Warp Python's parentheses around a conditional expression used as a condition (without
    them it is a syntax error): Warp runs it, the .cu gives its bits, and each thread takes the branch the
    inner choice picks."""
    spec = chosen_condition_spec()
    (tmp_path / "warp").mkdir()
    expected = warp_cpu([spec], _values, tmp_path / "warp", "test_rare_condition")[spec.name]
    assert differing(emulated([spec], _values, tmp_path / "emulated")[spec.name], expected) == []
    a, b = _values(spec)["a"], _values(spec)["b"]
    assert np.array_equal(expected["out"], np.where(np.where(b > 0, a > 0, a < -0.5), a, b))


def power_spec() -> KernelSpec:
    """(-a[i]) ** 2.0, a[i] ** b[i] ** 2.0 (right-associative) and (a[i] ** b[i]) ** 2.0."""
    a, b, two = Load("a", FLOAT), Load("b", FLOAT), Const(2.0)
    body = (
        Store("out", Binary("pow", Unary("neg", a, FLOAT), two, FLOAT)),
        Store("out1", Binary("pow", a, Binary("pow", b, two, FLOAT), FLOAT)),
        Store("out2", Binary("pow", Binary("pow", a, b, FLOAT), two, FLOAT)),
    )
    params = (Param("a", "in", FLOAT, (0.5, 1.5)), Param("b", "in", FLOAT, (-2.0, 2.0)), *(Param(n, "out", FLOAT) for n in ("out", "out1", "out2")))
    return KernelSpec("rare_power", "handmade", 11, 64, params, body)


def test_the_power_operator_keeps_pythons_grouping(tmp_path):
    """Pins ``**``: Warp's pow in the .cu, bit for bit, and Python's grouping in the Warp source (a
    unary minus on the left in parentheses, the right operand grouped first)."""
    spec = power_spec()
    (tmp_path / "warp").mkdir()
    expected = warp_cpu([spec], _values, tmp_path / "warp", "test_rare_power")[spec.name]
    assert differing(emulated([spec], _values, tmp_path / "emulated")[spec.name], expected) == []
    a, b = (_values(spec)[name].astype(np.float64) for name in "ab")
    assert np.allclose(expected["out"], a**2, rtol=1e-6)
    assert np.allclose(expected["out1"], a ** (b**2), rtol=1e-5)
    assert np.allclose(expected["out2"], (a**b) ** 2, rtol=1e-5)


def test_a_bool_literal_is_pythons(tmp_path):
    """Pins bool literals: ``False``/``True`` in the Warp source (as Warp's code writes them, not
    ``wp.bool(0)``), ``false``/``true`` in the .cu, bit for bit with Warp's CPU."""
    flag = Ref("flag", BOOL)
    body = (
        Let("flag", Const(False, BOOL)),
        If(Compare("gt", Load("a", FLOAT), Const(0.0)), (Assign("flag", Const(True, BOOL)),)),
        Store("out", Select(flag, Load("a", FLOAT), Const(-1.0), FLOAT)),
    )
    spec = KernelSpec("rare_bool", "handmade", 13, 64, (Param("a", "in", FLOAT), Param("out", "out", FLOAT)), body)
    lines = render_warp(spec).splitlines()
    assert "    flag = False" in lines and "        flag = True" in lines
    (tmp_path / "warp").mkdir()
    expected = warp_cpu([spec], _values, tmp_path / "warp", "test_rare_bool")[spec.name]
    assert differing(emulated([spec], _values, tmp_path / "emulated")[spec.name], expected) == []
    a = _values(spec)["a"]
    assert np.array_equal(expected["out"], np.where(a > 0, a, np.float32(-1.0)))
