"""Order-free combinations of the items a geometry query finds (the BVH and mesh AABB categories).

Warp visits a BVH's items in its tree's order; the standalone CUDA tests every item in index order
(``synth.render.geometry_ops``). Both find the same set, so a kernel may combine the items only in a
way their order does not change: a count, an integer sum, the bitwise or of a bit per item, the
largest or smallest of an int key per item, the largest of a float per item drawn in (0.25, 1) (no -0, no NaN: float
max is then order-free), or a count of the items passing a test of their own. A float sum in
visiting order is never drawn.
"""

from __future__ import annotations

from collections.abc import Callable

from synth.generate.grammar import Builder, call, dynamic_zero, imod, int_const
from synth.model.choices import Chooser
from synth.model.spec import FLOAT, INT, Assign, AugAssign, Binary, Call, Expr, If, Let, Load, Ref, Stmt

COMBINERS = ("sum", "max", "min", "bits", "value_max", "near")
KEYS = 1000  # an int key per item, drawn in [0, KEYS)


def combine(c: Chooser, b: Builder, kind: str, index: Ref, count: int, near: Callable[[], Expr]) -> tuple[list[Stmt], list[Stmt], Ref]:
    """One combination of the items (``index`` each, below ``count``): its initialization, its step
    per item, the local holding it. ``near()`` is the item's own test (a bool) for ``near``."""
    if kind == "value_max":  # the largest of a value per item
        acc = b.fresh(FLOAT)
        values = b.input(FLOAT, domain=(0.25, 1.0), shape=(count,))
        return [Let(acc.name, dynamic_zero())], [Assign(acc.name, call("max", acc, Load(values.array, FLOAT, (index,))))], acc
    acc = b.fresh(INT)
    if kind == "sum":
        return [Let(acc.name, dynamic_zero(INT))], [AugAssign(acc.name, "add", index)], acc
    if kind in ("max", "min"):  # the largest or smallest of a key per item (in [0, KEYS); -1 or KEYS: no item)
        keys = b.index_array(KEYS, shape=(count,))
        start = -1 if kind == "max" else KEYS
        return [Let(acc.name, Call("int", (int_const(start),), INT))], [Assign(acc.name, Call(kind, (acc, Load(keys.array, INT, (index,))), INT))], acc
    if kind == "bits":  # a bit per item, index % 31
        bit = Binary("lshift", int_const(1), imod(index, int_const(31)), INT)
        return [Let(acc.name, dynamic_zero(INT))], [Assign(acc.name, Binary("bit_or", acc, bit, INT))], acc
    if kind == "near":
        return [Let(acc.name, dynamic_zero(INT))], [If(near(), (AugAssign(acc.name, "add", int_const(1)),))], acc
    raise ValueError(f"no combination {kind!r}")


def combined_loop_parts(c: Chooser, b: Builder, index: Ref, count: int, near: Callable[[], Expr]) -> tuple[list[Stmt], list[Stmt], list[Ref]]:
    """One or two drawn combinations and the item count: (initializations, steps per item, the locals
    to store, the count first)."""
    found = b.fresh(INT)
    kinds = [c.choice(COMBINERS)]
    if c.boolean():
        kinds.append(c.choice(tuple(k for k in COMBINERS if k != kinds[0])))
    inits: list[Stmt] = [Let(found.name, dynamic_zero(INT))]
    steps: list[Stmt] = [AugAssign(found.name, "add", int_const(1))]
    accs = [found]
    for kind in kinds:
        init, step, acc = combine(c, b, kind, index, count, near)
        inits += init
        steps += step
        accs.append(acc)
    return inits, steps, accs
