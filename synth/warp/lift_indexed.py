"""Indexed arrays (``wp.indexedarray``) as kernel parameters of the model: what a launch copied of
one, and which of its uses the model holds.

A launch copies an indexed array as the array it indexes (``a.data``) and per dimension an index
array (``a.indices[d]``), null where the dimension is read directly (``synth.warp.recorder``). The
model's parameter is the array it indexes (``Param.shape``) with each index array's length
(``Param.index_lengths``); its elements are found at Warp's address of them
(``synth.render.indexed_ops``). The uses held are those that name one element (``a[i, j]``, read,
stored, added to, ``a[i][j]`` too), ``wp.atomic_*(a, i, j, v)`` and ``a.shape[d]``; a view of part of
it (``a[i]`` of a 2-D one), a function given it, and any other use are refused by label
(``synth.warp.lift_uses``, as for Fabric arrays).
"""

from __future__ import annotations

import ast

from synth.model import spec as m
from synth.warp.refusal import Refused

KIND = "indexedarray"  # the class of Warp's indexed arrays, and the recorder's entry kind of one


def param(name: str, t: m.Type, launch: dict) -> m.Param:
    """An indexed array parameter as its launch copied it: the array it indexes and its index arrays' lengths."""
    by_name = {a["name"]: a for a in launch["args"]}
    entry, data = by_name.get(name), by_name.get(f"{name}.data")
    if entry is None or entry["kind"] != KIND or data is None or data["kind"] != "array":
        raise Refused("an indexed array with no value in the launch")
    lengths = []
    for d in range(len(data["shape"])):
        index = by_name.get(f"{name}.indices[{d}]")
        if index is None:
            raise Refused("an indexed array with no index array in the launch")
        lengths.append(None if index["kind"] == "null" else int(index["shape"][0]))
    if len(data["shape"]) > 3:
        raise Refused("an indexed array of more than 3 dimensions")
    if 0 in lengths:
        raise Refused("an empty array")
    if all(n is None for n in lengths):  # Warp's shape is the array's: read as a plain array would be
        raise Refused("an indexed array with no index array (not modelled)")
    return m.Param(name, "in", t, shape=tuple(data["shape"]), index_lengths=tuple(lengths))


def recorded(p: m.Param) -> str:
    """The name the recorder gives a parameter's array after a launch (``recorder.arrays_after``): an
    indexed array's is the array it indexes, ``p.data``."""
    return f"{p.name}.data" if p.is_indexed_array else p.name


def subscripts(node: ast.Subscript) -> tuple[ast.Name | None, list]:
    """The array a chain of subscripts indexes (``a`` of ``a[i][j, k]``; None where it is not a name)
    and each subscript's index, outermost array first."""
    slices = []
    while isinstance(node, ast.Subscript):
        slices.insert(0, node.slice)
        node = node.value
    return (node if isinstance(node, ast.Name) else None), slices
