"""Which uses of an array parameter the model holds only in part (Fabric arrays, indexed arrays): every
use must be an element (as many indices as the array has dimensions, ``a[i, j]`` or ``a[i][j]``), the
array of an atomic (``wp.atomic_add(a, i, v)``) or, where the kind allows it, its shape (``a.shape[d]``);
the first other use is refused by a label naming the kind."""

from __future__ import annotations

import ast
from dataclasses import dataclass

from synth.warp.refusal import Refused


@dataclass(frozen=True)
class ArrayKind:
    """How the labels name one kind of array, and whether ``a.shape[d]`` of it is held."""

    one: str  # "a Fabric array"
    many: str  # "Fabric arrays"
    held: str  # the uses held, as the last label says them
    shape: bool


FABRIC = ArrayKind("a Fabric array", "Fabric arrays", "its elements, a[i]", shape=False)
INDEXED = ArrayKind("an indexed array", "indexed arrays", "its elements and shape", shape=True)


def _indices(node: ast.Subscript) -> int:
    return len(node.slice.elts) if isinstance(node.slice, ast.Tuple) else 1


def check_uses(tree: ast.AST, ndims: dict[str, int], kind: ArrayKind) -> None:
    """Refused unless every use in ``tree`` of an array of ``kind`` (``ndims``: each one's dimensions) is
    held: an element, not a view of part of it (fewer indices) nor a store through such a view; the array
    of an atomic, not given to any other function; ``a.shape[d]`` where ``kind.shape``; nothing else."""
    parents = {id(child): node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Name) and node.id in ndims):
            continue
        parent = parents.get(id(node))
        if isinstance(parent, ast.Subscript) and parent.value is node:
            outer, count = parent, _indices(parent)
            while count < ndims[node.id] and isinstance(parents.get(id(outer)), ast.Subscript) and parents[id(outer)].value is outer:
                outer = parents[id(outer)]
                count += _indices(outer)
            if count < ndims[node.id]:
                raise Refused(f"a view of {kind.one} ({count} of its {ndims[node.id]} indices: not modelled)")
            if outer is not parent and not isinstance(outer.ctx, ast.Load):
                raise Refused(f"a store through a view of {kind.one}, a[i][j] = v (not modelled)")
            continue
        if isinstance(parent, ast.Call):
            called = parent.func.attr if isinstance(parent.func, ast.Attribute) else getattr(parent.func, "id", "a call")
            if called.startswith("atomic_") and parent.args and parent.args[0] is node:
                continue
            raise Refused(f"{kind.one} given to {called} ({kind.many} passed to a function are not modelled)")
        if kind.shape and isinstance(parent, ast.Attribute) and parent.attr == "shape" and isinstance(parents.get(id(parent)), ast.Subscript):
            continue
        if isinstance(parent, ast.Attribute):
            raise Refused(f"{kind.one}'s .{parent.attr} (not modelled)")
        raise Refused(f"{kind.one} used other than by {kind.held} (not modelled)")
