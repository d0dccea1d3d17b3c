"""Record schema reference: the columns of ``synth/dataset/schema.py``, their types and meanings."""

from __future__ import annotations

import inspect

from synth.docs.markdown import code, prose, table


def notes() -> str:
    """The schema module's docstring: how types are declared, and why there is no ``json`` type."""
    from synth.dataset import schema

    return "\n".join(prose(p) + "\n" for p in (inspect.getdoc(schema) or "").split("\n\n"))


def _type(kind) -> str:
    from synth.dataset import schema

    if isinstance(kind, schema.Keyed):
        return f"struct keyed by name, each {_type(kind.value)}"
    if isinstance(kind, tuple):
        return "struct"
    if isinstance(kind, schema.List):
        return f"list of {_type(kind.item)}"
    return kind


def columns() -> str:
    """One row per column, in the schema's order."""
    from synth.dataset import schema

    missing = [name for name in schema.NAMES if name not in schema.MEANINGS]
    if missing:
        raise KeyError(f"synth/dataset/schema.py: MEANINGS has no line for {', '.join(missing)}")
    return table(("column", "type", "meaning"), [(code(name), _type(kind), schema.MEANINGS[name]) for name, kind in schema.COLUMNS])


def structs() -> str:
    """The fields of every struct column (a keyed column's value struct), with their types."""
    from synth.dataset import schema

    parts = []
    for name, kind in schema.COLUMNS:
        fields = kind.value if isinstance(kind, schema.Keyed) else kind.item if isinstance(kind, schema.List) else kind
        if not isinstance(fields, tuple):
            continue
        rows = []
        for field, sub in fields:
            rows.append((code(field), _type(sub)))
            inner = sub.item if isinstance(sub, schema.List) else None
            if isinstance(inner, tuple):
                rows += [(code(f"{field}[].{n}"), _type(t)) for n, t in inner]
        heading = {schema.Keyed: f"`{name}`: each key's value", schema.List: f"`{name}`: each item"}.get(type(kind), f"`{name}`")
        parts.append(f"{heading}\n\n" + table(("field", "type"), rows))
    return "\n".join(parts)
