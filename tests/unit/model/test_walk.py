"""synth.model.walk: one children/replace_children for every node, and every walker agreeing on it."""

from __future__ import annotations

import dataclasses
import typing

from synth.generate.variations import _substituted, with_kernel_prefixed_functions
from synth.model import walk
from synth.model.features import features
from synth.model.spec import (
    FLOAT,
    INT,
    VEC3,
    Atomic,
    Binary,
    Call,
    Component,
    Const,
    Expr,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Load,
    Param,
    Ref,
    Return,
    Select,
    Stmt,
    Store,
    called_functions,
    statement_expressions,
    walk_expr,
    walk_statements,
)

K = Ref("k", INT)
BIN = FuncCall("bin_of", (Load("a", FLOAT),), INT)
GATHER = Load("b", FLOAT, (Binary("add", BIN, K, INT),))  # b[bin_of(a[i]) + k]: a call inside an index


def test_a_load_index_is_a_child_and_a_component_index_is_not():
    assert walk.children(GATHER) == GATHER.index
    v = Component(Load("v", VEC3), (2,))
    assert walk.children(v) == (Load("v", VEC3),)
    assert walk.children(Const(1.0)) == ()


def test_statement_children_are_expressions_then_bodies_in_field_order():
    s = If(Compare := Binary("add", K, K, INT), (Store("out", K),), (Return(),))
    assert walk.expressions(s) == (Compare,)
    assert walk.bodies(s) == ((Store("out", K),), (Return(),))
    assert walk.children(s) == (Compare, Store("out", K), Return())
    store = Store("out", Const(1.0), (K,))
    assert statement_expressions(store) == (Const(1.0), K)  # field order: value, then index
    atomic = Atomic("add", "out", K, Const(1.0))  # a bare index expression, not a tuple
    assert walk.children(atomic) == (K, Const(1.0))
    assert walk.replace_children(atomic, (Ref("m", INT), Const(2.0))) == Atomic("add", "out", Ref("m", INT), Const(2.0))


def _instances():
    """One instance of every expression and statement class, with children where the class holds any."""
    x = Const(0.5)
    exprs = [x, Load("a", FLOAT, (K,)), Ref("r", FLOAT), Binary("add", x, x, FLOAT), Call("sin", (x,), FLOAT), Select(x, x, x, FLOAT)]
    stmts = [Store("out", x, (K,)), If(x, (Return(x),), (Return(),)), Atomic("add", "out", (K, K), x)]
    return exprs + stmts


def test_replace_children_rebuilds_every_node_with_the_same_shape():
    z = Ref("z", FLOAT)
    for node in _instances():
        assert walk.replace_children(node, walk.children(node)) is node
        rebuilt = walk.with_expressions(node, lambda e: z)
        assert type(rebuilt) is type(node)
        assert walk.expressions(rebuilt) == (z,) * len(walk.expressions(node))
        assert walk.bodies(rebuilt) == walk.bodies(node)


def test_every_expression_and_statement_class_is_known_by_its_annotations():
    for cls in (*typing.get_args(Expr), *typing.get_args(Stmt)):
        for f in dataclasses.fields(cls):
            holds_nodes = any(name in str(f.type) for name in ("Expr", "Stmt"))
            assert (f.name in dict(walk._plan(cls))) == holds_nodes, (cls.__name__, f.name)


def test_a_new_node_class_is_walked_without_registration():
    @dataclasses.dataclass(frozen=True)
    class Clamp01:
        arg: Expr
        type: object = FLOAT

    node = Clamp01(GATHER)
    assert walk.children(node) == (GATHER,)
    assert BIN in list(walk_expr(node))


def test_every_walker_reaches_into_a_load_index():
    """The grammar's substitution did not descend into ``Load.index`` while ``walk_expr`` and
    the body mapper did; now each one reaches the call inside ``b[bin_of(a[i]) + k]``."""
    assert BIN in list(walk_expr(GATHER))
    assert _substituted(GATHER, {K: Ref("m", INT)}) == Load("b", FLOAT, (Binary("add", BIN, Ref("m", INT), INT),))
    body = (Store("out", GATHER),)
    assert called_functions(body) == {"bin_of"}
    func = Func("bin_of", (("x", FLOAT),), INT, (Return(Const(0, INT)),))
    spec = KernelSpec("gather_s000000", "gather", 0, 8, (Param("a", "in", FLOAT), Param("b", "in", FLOAT), Param("k", "scalar", INT), Param("out", "out", FLOAT)), body, (func,))
    renamed = with_kernel_prefixed_functions(lambda c, seed: spec)(None, 0)
    assert called_functions(renamed.body) == {"gather_s000000_bin_of"}
    assert {"gather", "wp_func"} <= set(features(spec))
    assert [type(s) for s in walk_statements(renamed.funcs[0].body)] == [Return]
