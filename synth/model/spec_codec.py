"""A ``KernelSpec`` as plain JSON data and back, exactly: what crosses a process boundary (a lifted
real kernel is made in the process that ingested its module and checked in pytest's).

Every node is ``{"node": <class name>, <field>: <value>...}``; tuples are lists (the model holds
no list, so every list reads back as a tuple); numbers keep their JSON type (``1.0`` stays a
float, ``1`` an int), which is the model's own distinction between float and int literals.
"""

from __future__ import annotations

import dataclasses

from synth.model import spec as model
from synth.model import tiles

NODES = {
    cls.__name__: cls
    for module in (model, tiles)
    for cls in vars(module).values()
    if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == module.__name__
}


def to_data(value):
    """``value`` (a spec, a node, a tuple, a number ...) as JSON-ready data."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        data = {"node": type(value).__name__}
        for f in dataclasses.fields(value):
            data[f.name] = to_data(getattr(value, f.name))
        return data
    if isinstance(value, (tuple, list)):
        return [to_data(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise TypeError(f"a {type(value).__name__} is not part of the kernel model")


def from_data(data):
    """The value ``to_data`` made; an unknown node name is a ValueError."""
    if isinstance(data, dict):
        name = data.get("node")
        if name not in NODES:
            raise ValueError(f"unknown model node {name!r}")
        return NODES[name](**{k: from_data(v) for k, v in data.items() if k != "node"})
    if isinstance(data, list):
        return tuple(from_data(v) for v in data)
    return data
