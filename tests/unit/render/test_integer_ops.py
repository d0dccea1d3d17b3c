"""Integer operators: the standalone CUDA (through the CPU emulation) computes exactly what Warp
computes, on edge values (negative operands of // and %, shifts by 0 and 31, negative values and
int32 extremes shifted left),
and both renderers keep Python's and C's different operator precedences apart."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from conformance import one_spec

from synth.model.inputs import param_value
from synth.model.spec import FLOAT, INT, UINT, Atomic, Binary, Call, Compare, Const, KernelSpec, Load, Param, Ref, Select, Store, Unary
from synth.render import int_ops
from synth.render.cuda import render_parts
from synth.render.warp_python import expr as py_expr
from synth.stages import cuda_builds
from synth.stages.reference import run_forward
from synth.stages.single_spec import load_spec_kernel
from synth.verify.tolerance import Tolerance, emulation_tolerance, gpu_tolerance

pytestmark = pytest.mark.needs_gxx

I32_MIN, I32_MAX, U32_MAX = -(2**31), 2**31 - 1, 2**32 - 1
# Per thread: dividend, divisor (never 0, never INT_MIN // -1): every sign pair, exact and inexact
# quotients, a zero dividend, |a| < |b|, and the int32 extremes.
A = [-7, 7, -7, 7, 6, -6, 0, 0, 3, -3, I32_MIN, I32_MAX, I32_MIN, I32_MAX, -1, 1]
B = [2, -2, -2, 2, 3, -3, 5, -5, 7, 7, 3, -3, -3, 2, 2, -2]
U = [0, 1, 7, U32_MAX, 2**31, 5, 6, 100, 3, U32_MAX - 1, 2**31 - 1, 12345, 65536, 255, 256, 9]
V = [1, 2, 3, 7, 2, U32_MAX, 7, 9, 1, 3, 5, 11, 255, 16, 3, 2]
S = [0, 31, 1, 31, 0, 16, 5, 30, 31, 0, 13, 7, 1, 24, 8, 31]  # shift amounts: 0..31 only
X = [-2.5, -0.5, 0.5, 2.9, -1.0e9, 1.0e9, 0.0, -3.99, 7.5, -7.5, 1.5, -1.5, 100.25, -100.75, 0.999, 2.0e9]
N = len(A)

a, b, x = Load("a", INT), Load("b", INT), Load("x", FLOAT)
u, v, s = Load("u", UINT), Load("v", UINT), Load("s", UINT)


def i(op, lhs, rhs):
    return Binary(op, lhs, rhs, lhs.type)


def c(fn, *args, type=None):
    return Call(fn, tuple(args), type or args[0].type)


# Every integer operator and builtin, each one output (name -> value).
CASES = {
    "floordiv": i("floordiv", a, b),
    "mod": i("mod", a, b),
    "bit_and": i("bit_and", a, b),
    "bit_or": i("bit_or", a, b),
    "bit_xor": i("bit_xor", a, b),
    "invert": Unary("invert", a, INT),
    "rshift_signed": i("rshift", a, c("int", s, type=INT)),  # arithmetic shift of negative values, as Warp's
    "lshift_signed": i("lshift", i("bit_and", a, Const(255, INT)), Const(23, INT)),  # never a negative left operand
    "lshift_negative": i("lshift", a, c("int", s, type=INT)),  # negative values and int32 extremes shifted by 0..31: two's complement
    "min": c("min", a, b),
    "max": c("max", a, b),
    "abs": c("abs", i("bit_or", a, Const(1, INT))),  # |INT_MIN| overflows: a | 1 is never INT_MIN
    "clamp": c("clamp", a, Const(-3, INT), Const(4, INT)),
    "sign": c("sign", a),
    "step": c("step", a),
    "nonzero": c("nonzero", a),
    "int_of_float": c("int", x, type=INT),
    "float_of_int": c("float", a, type=FLOAT),
    "uint_of_int": c("uint32", a, type=UINT),
    "int_of_uint": c("int", i("rshift", u, Const(1, UINT)), type=INT),
    "float_of_uint": c("float", u, type=FLOAT),
    "u_floordiv": i("floordiv", u, v),
    "u_mod": i("mod", u, v),
    "u_lshift": i("lshift", u, s),
    "u_rshift": i("rshift", u, s),
    "u_mul": i("mul", u, Const(0x9E3779B9, UINT)),
    "u_add": i("add", u, v),
    "u_sub": i("sub", v, u),
    "u_invert": Unary("invert", u, UINT),
    "u_min": c("min", u, v),
    "u_max": c("max", u, v),
    "u_clamp": c("clamp", u, Const(3, UINT), Const(2**31, UINT)),
    "u_xor": i("bit_xor", u, v),
    "u_select": Select(Compare("eq", i("bit_and", u, Const(1, UINT)), Const(0, UINT)), u, v, UINT),
    "i_compare": Select(Compare("lt", i("bit_and", a, b), Const(0, INT)), a, b, INT),
}
ATOMICS = [("add", INT), ("min", INT), ("max", INT), ("add", UINT), ("min", UINT), ("max", UINT)]


def semantics_spec() -> KernelSpec:
    params = [Param(n, "in", t, (0, 1)) for n, t in (("a", INT), ("b", INT), ("u", UINT), ("v", UINT), ("s", UINT), ("x", FLOAT))]
    body = []
    for k, value in enumerate(CASES.values()):
        params.append(Param(f"out{k}", "out", value.type))
        body.append(Store(f"out{k}", value))
    slot = Binary("mod", Ref("i", INT), Const(2, INT), INT)
    for k, (op, t) in enumerate(ATOMICS):
        name = f"acc{k}"
        init = {"add": 0, "min": I32_MAX if t == INT else U32_MAX, "max": I32_MIN if t == INT else 0}[op]
        params.append(Param(name, "out", t, length=2, init=float(init)))
        body.append(Atomic(op, name, slot, i("bit_xor", a, Const(3, INT)) if t == INT else i("bit_xor", u, Const(3, UINT))))
    return KernelSpec("int_semantics", "unit", 0, N, tuple(params), tuple(body))


def edge_values(spec: KernelSpec) -> dict:
    values = {
        "a": np.array(A, np.int32), "b": np.array(B, np.int32), "u": np.array(U, np.uint32),
        "v": np.array(V, np.uint32), "s": np.array(S, np.uint32), "x": np.array(X, np.float32),
    }  # fmt: skip
    return {**values, **{p.name: param_value(spec, p) for p in spec.outputs}}


@pytest.fixture(scope="module")
def warp_and_emulated(tmp_path_factory):
    spec = semantics_spec()
    values = edge_values(spec)
    return spec, *one_spec(spec, values, tmp_path_factory.mktemp("int"))


def test_warp_integer_semantics_are_as_the_renderer_assumes(warp_and_emulated):
    """The facts the CUDA rendering is built on, read off Warp's own CPU run (not our rendering)."""
    spec, got, _ = warp_and_emulated
    out = {name: got[f"out{k}"] for k, name in enumerate(CASES)}
    floor = [q // d for q, d in zip(A, B, strict=True)]  # Python's // is floor division
    c_rem = [int(np.fmod(q, d)) for q, d in zip(A, B, strict=True)]  # C's %: the dividend's sign
    assert out["floordiv"].tolist() == floor and out["mod"].tolist() == c_rem
    assert out["floordiv"][0] == -4 and out["mod"][0] == -1  # -7 // 2, -7 % 2: (a // b) * b + a % b != a
    assert out["sign"].tolist() == [-1 if q < 0 else 1 for q in A]  # 1 at zero
    assert out["step"].tolist() == [1 if q < 0 else 0 for q in A]
    assert out["nonzero"].tolist() == [int(q != 0) for q in A]
    assert out["int_of_float"].tolist() == [int(f) for f in np.array(X, np.float32)]  # toward zero
    assert out["uint_of_int"].tolist() == [q % 2**32 for q in A]
    assert out["u_lshift"].tolist() == [(w << k) % 2**32 for w, k in zip(U, S, strict=True)]
    assert out["u_sub"].tolist() == [(q - w) % 2**32 for w, q in zip(U, V, strict=True)]
    assert out["rshift_signed"].tolist() == [q >> k for q, k in zip(A, S, strict=True)]
    assert out["lshift_negative"].tolist() == [((q << k) + 2**31) % 2**32 - 2**31 for q, k in zip(A, S, strict=True)]  # the low 32 bits


def test_the_emulated_cuda_matches_warp_exactly_on_edge_values(warp_and_emulated):
    spec, expected, emulated = warp_and_emulated
    assert isinstance(emulated, dict), emulated
    for name, want in expected.items():
        assert emulation_tolerance(spec, name, want) == Tolerance(0.0, 0.0) or spec.param(name).type == FLOAT
        assert emulated[name].dtype == want.dtype, name
        np.testing.assert_array_equal(emulated[name], want, err_msg=name)


def test_a_truncating_floor_division_would_be_caught(warp_and_emulated, tmp_path, monkeypatch):
    """C's truncating / in place of Warp's floor division differs on the negative operands above."""
    spec, expected, _ = warp_and_emulated
    monkeypatch.setitem(int_ops.C_HELPERS, "floordiv_int", "__host__ __device__ inline int floordiv_int(int a, int b) { return a / b; }")
    got = cuda_builds.emulate_specs([spec], {spec.name: edge_values(spec)}, tmp_path)[spec.name]
    k = list(CASES).index("floordiv")
    assert not np.array_equal(got[f"out{k}"], expected[f"out{k}"])


def test_integer_outputs_compare_exactly_on_the_gpu_and_in_the_emulation():
    spec = semantics_spec()
    for p in spec.outputs:
        exact = p.type.is_integer
        want = np.ones(3, dtype=np.float32)
        assert (gpu_tolerance("forward", spec, p.name, want) == Tolerance(0.0, 0.0)) == exact, p.name
        assert emulation_tolerance(spec, p.name, want) == Tolerance(0.0, 0.0), p.name  # the emulation: every dtype


# ----------------------------------------------------------------------------- precedence

INFIX_OPS = ("add", "sub", "mul", "bit_and", "bit_or", "bit_xor", "lshift", "rshift")
DIVISION_OPS = ("floordiv", "mod")  # Python's // binds like *, C's floordiv is a call: both renderings parenthesize apart
P, Q, R = Load("p", UINT), Load("q", UINT), Load("r", UINT)
ROWS = [(0x9E3779B9, 3, 2), (0xF0F0F0F5, 5, 1), (12345, 3, 1)]  # q <op> r is 0..15: a valid shift amount


def _u(op, lhs, rhs):
    return Binary(op, lhs, rhs, UINT)


def trees() -> list:
    """Every (p o1 q) o2 r and p o1 (q o2 r) over the infix ops; each nesting of ``//`` or ``%`` with
    + - * // % (a divisor 0 on some row left out); and each ``x <cmp> y`` with a binary operand on
    either side (as a select of 1 / 0)."""
    found = []
    for o1, o2 in itertools.product(INFIX_OPS, repeat=2):
        found += [_u(o2, _u(o1, P, Q), R), _u(o1, P, _u(o2, Q, R))]
    for o1, o2 in itertools.product(DIVISION_OPS, ("add", "sub", "mul", *DIVISION_OPS)):
        for tree in (_u(o1, _u(o2, P, Q), R), _u(o2, P, _u(o1, Q, R)), _u(o2, _u(o1, P, Q), R), _u(o1, P, _u(o2, Q, R))):
            if tree not in found and all(evaluate(tree, dict(zip("pqr", row, strict=True))) is not None for row in ROWS):
                found.append(tree)
    for op, cmp in itertools.product(INFIX_OPS, ("eq", "lt", "ne", "ge")):
        for cond in (Compare(cmp, _u(op, P, Q), R), Compare(cmp, R, _u(op, P, Q))):
            found.append(Select(cond, Const(1, UINT), Const(0, UINT), UINT))
    return found


def evaluate(e, env: dict) -> int:
    """The tree's value with uint32 wraparound (the reference both renderings must agree with)."""
    if isinstance(e, Load):
        return env[e.array]
    if isinstance(e, Const):
        return int(e.value)
    if isinstance(e, Select):
        return evaluate(e.a if evaluate(e.cond, env) else e.b, env)
    lhs, rhs = evaluate(e.lhs, env), evaluate(e.rhs, env)
    if isinstance(e, Compare):
        return {"eq": lhs == rhs, "ne": lhs != rhs, "lt": lhs < rhs, "ge": lhs >= rhs}[e.op]
    if e.op in DIVISION_OPS:  # None: a divisor 0 (no such tree is rendered)
        return None if lhs is None or not rhs else (lhs // rhs if e.op == "floordiv" else lhs % rhs)
    ops = {"add": lhs + rhs, "sub": lhs - rhs, "mul": lhs * rhs, "bit_and": lhs & rhs, "bit_or": lhs | rhs}
    ops.update({"bit_xor": lhs ^ rhs, "lshift": lhs << rhs if rhs < 32 else None, "rshift": lhs >> rhs if rhs < 32 else None})
    return ops[e.op] % 2**32


def precedence_spec() -> KernelSpec:
    found = trees()
    params = [Param(n, "in", UINT, (0, 1)) for n in "pqr"] + [Param(f"out{k}", "out", UINT) for k in range(len(found))]
    return KernelSpec("int_precedence", "unit", 0, len(ROWS), tuple(params), tuple(Store(f"out{k}", e) for k, e in enumerate(found)))


def test_both_renderings_keep_python_and_c_precedence_apart(tmp_path):
    """Warp parses the Python text with Python's precedence, g++ the C text with C's: both must
    give the tree's value, for every nesting of two infix operators and a comparison."""
    spec = precedence_spec()
    found = trees()
    values = {n: np.array([row[k] for row in ROWS], np.uint32) for k, n in enumerate("pqr")}
    values.update({p.name: np.zeros(len(ROWS), np.uint32) for p in spec.outputs})
    want = [[evaluate(e, dict(zip("pqr", row, strict=True))) for row in ROWS] for e in found]
    warp_out = run_forward(load_spec_kernel(spec, tmp_path / "warp"), spec, values)
    emulated = cuda_builds.emulate_specs([spec], {spec.name: values}, tmp_path / "emulate")[spec.name]
    for k, e in enumerate(found):
        assert warp_out[f"out{k}"].tolist() == want[k], py_expr(e)
        assert emulated[f"out{k}"].tolist() == want[k], py_expr(e)


@pytest.mark.parametrize(
    ("tree", "python", "c"),
    [
        (Compare("eq", _u("bit_and", P, Q), R), "(p[i] & q[i]) == r[i]", "(p[i] & q[i]) == r[i]"),
        (_u("lshift", _u("add", P, Q), Const(2, UINT)), "(p[i] + q[i]) << wp.uint32(2)", "(p[i] + q[i]) << 2u"),
        (_u("bit_and", P, _u("bit_or", Q, R)), "p[i] & (q[i] | r[i])", "p[i] & (q[i] | r[i])"),
        (_u("bit_xor", _u("rshift", P, Const(16, UINT)), P), "(p[i] >> wp.uint32(16)) ^ p[i]", "(p[i] >> 16u) ^ p[i]"),
        (Unary("invert", _u("bit_xor", P, Q), UINT), "~(p[i] ^ q[i])", "~(p[i] ^ q[i])"),
        (_u("bit_or", _u("bit_or", P, Q), R), "p[i] | q[i] | r[i]", "p[i] | q[i] | r[i]"),
        (Binary("floordiv", a, Binary("bit_or", b, Const(1, INT), INT), INT), "a[i] // (b[i] | 1)", "floordiv_int(a[i], b[i] | 1)"),
        (_u("mul", P, Const(0x9E3779B9, UINT)), "p[i] * wp.uint32(0x9E3779B9)", "p[i] * 0x9E3779B9u"),
    ],
)
def test_renderings_of_integer_expressions(tree, python, c):
    assert py_expr(tree) == python
    value = Select(tree, Const(1, UINT), Const(0, UINT), UINT) if isinstance(tree, Compare) else tree
    params = tuple(Param(n, "in", t) for n, t in (("p", UINT), ("q", UINT), ("r", UINT), ("a", INT), ("b", INT)))
    spec = KernelSpec("k", "unit", 0, 4, (*params, Param("out", "out", value.type)), (Store("out", value),))
    assert c in render_parts(spec).device
