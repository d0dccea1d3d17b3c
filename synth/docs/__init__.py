"""The generated parts of ``docs/``: blocks between markers in the Markdown pages, rendered from the code.

A page is written by hand except for its blocks::

    <!-- generated: options.pytest (python -m synth.docs) -->
    ...rendered from the code...
    <!-- end generated: options.pytest -->

``python -m synth.docs`` rewrites every block of every page under ``docs/``; ``--check`` (and
``tests/unit/docs/test_docs.py``) lists the blocks that no longer match the code. Each block name is one
render function below, reading the code's own tables (the plugin's options, the stage registry,
the failure labels, the record schema, the category table, the tolerances and their derivations).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from synth.docs import categories, formats, layers, options, schema, stage_docs, stages, tolerances

REGENERATE = "python -m synth.docs"

# Block name -> its rendering, given the project folder (the stage tests are found under its tests/).
BLOCKS: dict[str, Callable[[Path], str]] = {
    "architecture.layers": layers.layers,
    "options.pytest": lambda root: options.pytest_options(),
    "options.distributed": lambda root: options.distributed_options(),
    "options.export": lambda root: options.export_options(),
    "options.evaluate": lambda root: options.evaluate_options(),
    "stages.generated": lambda root: stages.stages("generated", root),
    "stages.warp_module": lambda root: stages.stages("warp_module", root),
    "stages.labels": lambda root: stages.labels(),
    "stages.environment_signs": lambda root: stages.environment_signs(),
    "stages.gradcheck": lambda root: stage_docs.gradcheck(),
    "stages.liveness": lambda root: stage_docs.liveness(),
    "schema.notes": lambda root: schema.notes(),
    "schema.columns": lambda root: schema.columns(),
    "schema.structs": lambda root: schema.structs(),
    "categories.table": lambda root: categories.table(),
    "formats.io_files": lambda root: formats.io_files(),
    "formats.dataset_folder": lambda root: formats.dataset_folder(),
    "tolerances.summary": lambda root: tolerances.summary(),
    "tolerances.derivations": lambda root: tolerances.derivations(),
}

BLOCK = re.compile(
    r"(<!-- generated: (?P<name>[\w.]+) \(python -m synth\.docs\) -->\n)(?P<body>.*?)(<!-- end generated: (?P=name) -->)", re.DOTALL
)


def pages(root: Path) -> list[Path]:
    """Every Markdown page under ``root/docs``, in a fixed order."""
    return sorted((root / "docs").rglob("*.md"))


def regenerate(text: str, rendered: dict[str, str]) -> str:
    """``text`` with each block's body replaced by its rendering; an unknown block name is an error."""

    def body(match: re.Match) -> str:
        name = match["name"]
        if name not in rendered:
            raise KeyError(f"unknown generated block {name!r}; known: {', '.join(sorted(rendered))}")
        return match[1] + rendered[name] + match[4]

    return BLOCK.sub(body, text)


def render_all(root: Path) -> dict[str, str]:
    """Every block's body, rendered once, between blank lines (so no Markdown table or list runs into a marker)."""
    return {name: "\n" + render(root).strip("\n") + "\n\n" for name, render in BLOCKS.items()}


def drift(root: Path) -> list[str]:
    """What differs between the pages under ``root/docs`` and the code: one line per problem, empty when none."""
    rendered = render_all(root)
    problems, seen = [], set()
    for page in pages(root):
        text = page.read_text()
        where = page.relative_to(root)
        for match in BLOCK.finditer(text):
            name = match["name"]
            seen.add(name)
            if name not in rendered:
                problems.append(f"{where}: unknown generated block {name!r}")
            elif match["body"] != rendered[name]:
                problems.append(f"{where}: block {name!r} is out of date with the code")
    problems += [f"docs/: no page holds the generated block {name!r}" for name in sorted(set(rendered) - seen)]
    return problems


def write(root: Path) -> list[Path]:
    """Rewrite the blocks of every page under ``root/docs``; the pages that changed."""
    rendered = render_all(root)
    changed = []
    for page in pages(root):
        text = page.read_text()
        new = regenerate(text, rendered)
        if new != text:
            page.write_text(new)
            changed.append(page)
    return changed
