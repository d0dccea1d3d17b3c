"""What a generator asks of a body before keeping it: whether some branch or condition operand is
dead on the inputs' domains (a contradiction, a tautology), and whether a min/max is decided (one side never wins),
read off the spec by sampling and by interval arithmetic."""

from __future__ import annotations

import dataclasses

import numpy as np

from synth.model.inputs import uniform01
from synth.model.spec import (
    FLOAT,
    Binary,
    Call,
    Compare,
    Const,
    Expr,
    For,
    ForQuery,
    If,
    Load,
    Logical,
    Range,
    Return,
    Stmt,
    Unary,
    While,
    statement_selects,
    walk_expr,
)

# ----------------------------------------------------------------------------- reachable branches

REACH_SAMPLES = 4096
REDRAWS = 16  # draws of a body before a generator keeps a dead one (the liveness stage then rejects it)


def has_unreachable_branch(body: tuple[Stmt, ...], domains: dict[str, tuple[float, float]], seed: int = 0) -> bool:
    """Whether some if-body, else-branch or select arm in ``body`` runs for no input in the arrays'
    domains, or an operand of a condition's ``and``/``or`` decides it for none (``_undeciding_operand``).

    Conditions made of comparisons between inputs (the thread's own element) and constants,
    ``and``/``or``/``not``, are evaluated on REACH_SAMPLES seeded points of the inputs'
    domains (the splitmix stream: the same points with any NumPy) along every path; any other
    condition counts as reachable both ways. Generators
    redraw a body this finds dead (a contradiction nested in its opposite, a tautology), so
    the liveness stage seldom has to reject one.
    """
    points = {name: lo + (hi - lo) * uniform01(seed, f"reach_{name}", REACH_SAMPLES) for name, (lo, hi) in domains.items()}
    return _dead_in(body, np.ones(REACH_SAMPLES, dtype=bool), points)


def _dead_in(body: tuple[Stmt, ...], mask: np.ndarray, points: dict) -> bool:
    for s in body:
        for sel in statement_selects(s):  # a select's arms are branches too
            truth = _truth(sel.cond, points)
            if truth is not None and not ((mask & truth).any() and (mask & ~truth).any()):
                return True
            if _undeciding_operand(sel.cond, mask, points):
                return True
        if isinstance(s, (For, Range, While, ForQuery)) and _dead_in(s.body, mask, points):
            return True
        if not isinstance(s, If):
            continue
        truth = _truth(s.cond, points)
        if _undeciding_operand(s.cond, mask, points):
            return True
        taken, skipped = (mask, mask) if truth is None else (mask & truth, mask & ~truth)
        if not taken.any() or (s.orelse and not skipped.any()):
            return True
        if _dead_in(s.body, taken, points) or _dead_in(s.orelse, skipped, points):
            return True
        if s.body and isinstance(s.body[-1], Return) and not s.orelse:
            mask = skipped  # threads that took the early exit run nothing after it
    return False


def _undeciding_operand(cond: Expr, mask: np.ndarray, points: dict) -> bool:
    """Whether an operand of an ``and``/``or`` in ``cond`` decides it for no thread that reaches it:
    the condition with that ``and``/``or`` replaced by its other operand is the same at every
    reaching sample (``b > 0.5 or b > -0.25``: the first never decides; ``b > 0 and b < 0 or c > 0.5``:
    the contradiction never does). Short-circuit operands are branches too: dead ones are dead code."""
    truth = _truth(cond, points)
    if truth is None:
        return False
    for variant in _without_one_operand(cond):
        other = _truth(variant, points)
        if other is not None and not (mask & (other != truth)).any():
            return True
    return False


def _without_one_operand(e: Expr):
    """``e`` with one ``and``/``or`` replaced by one of its operands, every way."""
    if isinstance(e, Logical):
        yield e.lhs
        yield e.rhs
        for lhs in _without_one_operand(e.lhs):
            yield dataclasses.replace(e, lhs=lhs)
        for rhs in _without_one_operand(e.rhs):
            yield dataclasses.replace(e, rhs=rhs)
    elif isinstance(e, Unary) and e.op == "not":
        for arg in _without_one_operand(e.arg):
            yield dataclasses.replace(e, arg=arg)


def _truth(e: Expr, points: dict) -> np.ndarray | None:
    """A condition's value at every sample point, or None where it reads anything else."""
    if isinstance(e, Logical):
        lhs, rhs = _truth(e.lhs, points), _truth(e.rhs, points)
        if lhs is None or rhs is None:
            return None
        return lhs & rhs if e.op == "and" else lhs | rhs
    if isinstance(e, Unary) and e.op == "not":
        arg = _truth(e.arg, points)
        return None if arg is None else ~arg
    if isinstance(e, Compare):
        lhs, rhs = _value(e.lhs, points), _value(e.rhs, points)
        if lhs is None or rhs is None:
            return None
        return {"lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal, "eq": np.equal, "ne": np.not_equal}[e.op](lhs, rhs)
    return None


def _value(e: Expr, points: dict):
    if isinstance(e, Const):
        return float(e.value)
    if isinstance(e, Load) and e.index is None and e.array in points:
        return points[e.array]
    return None


# ----------------------------------------------------------------------------- decided min/max

_MONOTONE = {"tanh": np.tanh, "exp": np.exp, "log": np.log, "sqrt": np.sqrt}


def interval(e: Expr, domains: dict[str, tuple[float, float]]) -> tuple[float, float] | None:
    """A range holding every value of a float expression over the inputs' domains (wider is
    allowed, narrower never), or None where the expression reads anything else."""
    if isinstance(e, Const):
        return float(e.value), float(e.value)
    if isinstance(e, Load) and e.index is None and e.array in domains:
        return tuple(map(float, domains[e.array]))
    if isinstance(e, Unary) and e.op == "neg":
        r = interval(e.arg, domains)
        return None if r is None else (-r[1], -r[0])
    if isinstance(e, Binary) and e.type == FLOAT and e.op in ("add", "sub", "mul", "div"):
        a, b = interval(e.lhs, domains), interval(e.rhs, domains)
        if a is None or b is None:
            return None
        if e.op == "add":
            return a[0] + b[0], a[1] + b[1]
        if e.op == "sub":
            return a[0] - b[1], a[1] - b[0]
        if e.op == "div":
            if b[0] <= 0.0 <= b[1]:
                return None
            b = (1.0 / b[1], 1.0 / b[0])
        products = [x * y for x in a for y in b]
        return min(products), max(products)
    if isinstance(e, Call) and e.type == FLOAT:
        args = [interval(x, domains) for x in e.args]
        if any(r is None for r in args):
            return None
        if e.fn in ("sin", "cos"):
            return -1.0, 1.0
        if e.fn == "abs":
            lo, hi = args[0]
            return (0.0 if lo <= 0.0 <= hi else min(abs(lo), abs(hi))), max(abs(lo), abs(hi))
        if e.fn in ("min", "max"):
            pick = min if e.fn == "min" else max
            return pick(args[0][0], args[1][0]), pick(args[0][1], args[1][1])
        if e.fn == "clamp":
            return max(min(args[0][0], args[2][1]), args[1][0]), min(max(args[0][1], args[1][0]), args[2][1])
        if e.fn in _MONOTONE and args[0][0] > (0.0 if e.fn in ("log", "sqrt") else -np.inf):
            f = _MONOTONE[e.fn]
            return float(f(args[0][0])), float(f(args[0][1]))
        if e.fn == "pow" and args[0][0] > 0.0 and args[1][0] == args[1][1] >= 0.0:
            return args[0][0] ** args[1][0], args[0][1] ** args[1][0]
    return None


def has_decided_min_max(e: Expr, domains: dict[str, tuple[float, float]]) -> bool:
    """Whether some ``wp.min``/``wp.max`` in ``e`` always picks the same side: its operand ranges
    over the domains do not overlap, or it absorbs its other side (``max(x, min(y, x))`` is x,
    ``min(x, max(y, x))`` is x). The other side, and any input only it reads, is dead."""
    for x in walk_expr(e):
        if isinstance(x, Call) and x.fn in ("min", "max") and len(x.args) == 2:
            a, b = interval(x.args[0], domains), interval(x.args[1], domains)
            if a is not None and b is not None and (a[1] < b[0] or b[1] < a[0]):
                return True
            dual = "max" if x.fn == "min" else "min"
            for kept, other in (x.args, x.args[::-1]):
                if isinstance(other, Call) and other.fn == dual and kept in other.args:
                    return True
    return False
