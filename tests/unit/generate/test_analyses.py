"""The generators' dead-code analysis: an if-arm no input reaches, and a condition operand that decides
nothing (short-circuit operands are branches too), are found; a live chain is not flagged."""

from __future__ import annotations

from synth.generate.analyses import has_unreachable_branch
from synth.model.spec import BOOL, FLOAT, Assign, Compare, Const, If, Load, Logical

DOMAINS = {"b": (-1.0, 1.0), "c": (-1.0, 1.0)}


def cmp(op: str, array: str, value: float) -> Compare:
    return Compare(op, Load(array, FLOAT), Const(value, FLOAT), BOOL)


def chain(*conditions) -> tuple:
    body: tuple = (Assign("y", Const(0.0, FLOAT)),)
    for k, cond in enumerate(reversed(conditions)):
        body = (If(cond, (Assign("y", Const(float(k + 1), FLOAT)),), body),)
    return body


def test_a_live_chain_is_not_flagged():
    assert not has_unreachable_branch(chain(Logical("or", cmp("gt", "b", 0.5), cmp("lt", "c", -0.25)), cmp("gt", "c", 0.5)), DOMAINS)


def test_an_operand_implied_by_the_other_decides_nothing():
    # b > 0.5 or b > -0.25: whenever the first holds, so does the second
    assert has_unreachable_branch(chain(Logical("or", cmp("gt", "b", 0.5), cmp("gt", "b", -0.25))), DOMAINS)


def test_a_contradiction_inside_a_disjunction_decides_nothing():
    # elif b > 0 and b < 0 or c > 0.5: the arm is reachable, its first operand never true
    contradiction = Logical("and", cmp("gt", "b", 0.0), cmp("lt", "b", 0.0))
    assert has_unreachable_branch(chain(cmp("gt", "b", 0.5), Logical("or", contradiction, cmp("gt", "c", 0.5))), DOMAINS)


def test_an_operand_decided_by_an_earlier_arm_decides_nothing():
    # if b > 0.5: ... elif b < 0.9 and c > 0: every thread reaching the elif has b < 0.9
    assert has_unreachable_branch(chain(cmp("gt", "b", 0.5), Logical("and", cmp("lt", "b", 0.9), cmp("gt", "c", 0.0))), DOMAINS)
