"""Categories reference: the category table of ``synth.generate.categories``, one line each from its generator's module docstring."""

from __future__ import annotations

import re
import sys

from synth.docs import markdown as md


def summary(name: str, doc: str) -> str:
    """The docstring's first sentence, without its leading ``name:`` (or ``a / b:``) label."""
    first = md.paragraphs(doc)[0] if doc.strip() else ""
    label = re.match(r"^([\w/ ]+):\s+", first)
    if label and name in re.split(r"[\s/]+", label[1]):
        first = first[label.end() :]
    sentence = re.match(r"(.+?\.)(\s|$)", first)
    return sentence[1] if sentence else first


def table() -> str:
    """One row per category, in the table's order (the order of ``--synth-categories``' list and of the dataset)."""
    from synth.generate.categories import _GENERATORS

    rows = []
    for name, generate in _GENERATORS.items():
        module = sys.modules[generate.__module__]
        rows.append((md.code(name), summary(name, md.docstring(module)), md.code(module.__name__.replace(".", "/") + ".py")))
    return md.table(("category", "what it generates", "generator"), rows)
