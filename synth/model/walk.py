"""The one walk over a kernel's nodes: every walker (spec queries, the grammar's rewrites, the
features, the liveness probes, the tolerances, the renderers' analyses) takes a node's children
from here, so they all see the same tree.

A node is an expression or a statement of ``synth.model.spec`` or ``synth.model.tiles``. Its
children are the values of its fields whose annotation names ``Expr``, ``TileExpr`` or ``Stmt``
(one node, ``None``, or a tuple of nodes), in field order: ``Load.index`` is a child like
``Binary.lhs``; ``Component.index`` (ints) and every ``Type`` (a ``TileType`` too) are not. So a
new node class needs nothing here: its annotated fields say what it holds.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable, Iterator

EXPR, STMT = "Expr", "Stmt"
_KIND = re.compile(rf"\b(?:Tile)?({EXPR}|{STMT})\b")  # a tile expression (synth.model.tiles) is an expression too


@functools.cache
def _plan(cls: type) -> tuple[tuple[str, str], ...]:
    """(field name, EXPR or STMT) for each field of a node class that holds children, in field order."""
    if not dataclasses.is_dataclass(cls):
        raise TypeError(f"unknown expression or statement: a {cls.__name__} is not a node of the kernel model (synth.model.spec)")
    plan = []
    for f in dataclasses.fields(cls):
        annotation = f.type if isinstance(f.type, str) else repr(f.type)
        found = _KIND.search(annotation)
        if found:
            plan.append((f.name, found.group(1)))
    return tuple(plan)


def _held(value) -> tuple:
    """The nodes one field holds: none, one, or a tuple of them."""
    if value is None:
        return ()
    return value if isinstance(value, tuple) else (value,)


def children(node) -> tuple:
    """The direct sub-nodes of ``node`` (expressions and statements), in field order."""
    return tuple(c for name, _ in _plan(type(node)) for c in _held(getattr(node, name)))


def expressions(node) -> tuple:
    """The expressions ``node`` holds directly (a statement's own: not those of nested statements)."""
    return tuple(c for name, kind in _plan(type(node)) if kind == EXPR for c in _held(getattr(node, name)))


def bodies(node) -> tuple[tuple, ...]:
    """The statement lists nested directly in ``node`` (an if's body and else branch, a loop's body)."""
    return tuple(getattr(node, name) for name, kind in _plan(type(node)) if kind == STMT)


def replace_children(node, new_children):
    """``node`` with ``new_children`` in place of ``children(node)`` (same count, same order); each
    field keeps its shape (a single node, or a tuple of as many). ``node`` itself when nothing changed."""
    new_children = tuple(new_children)
    changes, k = {}, 0
    for name, _ in _plan(type(node)):
        old = getattr(node, name)
        if old is None:
            continue
        if isinstance(old, tuple):
            new = new_children[k : k + len(old)]
            k += len(old)
            if any(a is not b for a, b in zip(new, old, strict=True)):
                changes[name] = new
        else:
            new = new_children[k]
            k += 1
            if new is not old:
                changes[name] = new
    if k != len(new_children):
        raise ValueError(f"{type(node).__name__} has {k} children, not {len(new_children)}")
    return dataclasses.replace(node, **changes) if changes else node


def with_expressions(node, fn: Callable):
    """``node`` with ``fn`` applied to each expression it holds directly; nested statements unchanged."""
    return replace_children(node, [fn(c) if kind == EXPR else c for name, kind in _plan(type(node)) for c in _held(getattr(node, name))])


def walk_expr(e) -> Iterator:
    """Yield ``e`` and every sub-expression, depth first."""
    yield e
    for c in children(e):
        yield from walk_expr(c)


def walk_statements(body: tuple) -> Iterator:
    """Yield every statement in ``body``, depth first, in source order."""
    for s in body:
        yield s
        for nested in bodies(s):
            yield from walk_statements(nested)


def mapped_expr(e, fn: Callable):
    """``e`` with ``fn`` applied to every expression node in it, children first."""
    return fn(replace_children(e, [mapped_expr(c, fn) for c in children(e)]))


def mapped_body(body: tuple, fn: Callable) -> tuple:
    """``body`` with ``fn`` applied to every expression node, children first (statements are rebuilt, not passed to ``fn``)."""

    def stmt(s):
        return replace_children(s, [mapped_expr(c, fn) if kind == EXPR else stmt(c) for name, kind in _plan(type(s)) for c in _held(getattr(s, name))])

    return tuple(stmt(s) for s in body)


def with_bodies(node, fn: Callable):
    """``node`` with ``fn`` applied to each statement list nested directly in it (a body may change length)."""
    changes = {name: fn(getattr(node, name)) for name, kind in _plan(type(node)) if kind == STMT}
    return dataclasses.replace(node, **changes) if changes else node
