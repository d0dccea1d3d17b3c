"""A loop variable assigned inside its loop (``for i in range(n): ... i = i + 2``), held exactly.

Python (and Warp, which follows it) rebinds the loop variable from the range at every iteration:
an assignment in the body changes the name for the rest of that iteration only. C's ``for (int i
...)`` steps from whatever the body left in ``i``. So the model gives the body a local of its own,
a fresh name bound to the loop variable at the body's top (``i_1 = i``), and every read and write
of the variable in the body is of that local; the loop's own variable is never written.

A loop variable named like a local bound before the loop (``b = ...`` in one branch, ``for b in
range(...)`` in the other, as Warp's sparse matrix product does) is the loop's own C variable under a
fresh name (``renamed``); after the loop Python's name holds the loop's last value, which the C local
does not, so the lifter refuses the name's use after the loop.
"""

from __future__ import annotations

import ast
import dataclasses

from synth.model import spec as m
from synth.model import walk


def assigns(loop: ast.For) -> bool:
    """Whether the loop's body assigns its variable (``i = ...``, ``i += ...``), at any depth."""
    var = loop.target.id
    for node in ast.walk(ast.Module(body=loop.body, type_ignores=[])):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == var for t in node.targets):
            return True
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == var:
            return True
    return False


def fresh_name(var: str, tree: ast.AST, taken) -> str:
    """``var_1`` (``var_2`` ...): a name the function's source and the lifted names do not use."""
    used = (
        {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | {a.arg for a in ast.walk(tree) if isinstance(a, ast.arg)} | set(taken)
    )
    k = 1
    while f"{var}_{k}" in used:
        k += 1
    return f"{var}_{k}"


def own_local(var: str, name: str, body: tuple) -> tuple:
    """The loop body with every read and write of ``var`` made one of the local ``name``, bound to
    ``var`` first."""

    def write(body):
        out = []
        for s in body:
            if isinstance(s, (m.Assign, m.AugAssign)) and s.name == var:
                s = dataclasses.replace(s, name=name)
            out.append(walk.with_bodies(s, write))
        return tuple(out)

    return (m.Let(name, m.Ref(var, m.INT)), *write(renamed(var, name, body)))


def renamed(var: str, name: str, body: tuple) -> tuple:
    """The loop body with every read of ``var`` (the loop variable) made one of ``name``, the loop's C
    variable; nothing else changes when the two are equal."""
    if name == var:
        return body

    def read(e):
        return dataclasses.replace(e, name=name) if isinstance(e, m.Ref) and e.name == var else e

    return walk.mapped_body(body, read)
