"""Tolerances reference: the numbers of ``synth/verify/tolerance.py`` and the derivations written beside them.

The derivations are the module's own comments: each block of comment lines above a constant is
printed with the constant's source line, section by section (the module's ``# ---- title``
lines), and each public function's docstring says how a rule is applied.
"""

from __future__ import annotations

import ast
import inspect
import re
from dataclasses import dataclass, field

from synth.docs import markdown as md

SECTION = re.compile(r"^# -{5,}\s*(?P<title>.*)$")


@dataclass
class Entry:
    names: list[str]
    source: list[str]
    comment: list[str] = field(default_factory=list)


@dataclass
class Section:
    title: str
    entries: list[Entry | ast.FunctionDef] = field(default_factory=list)


def _comment_above(lines: list[str], line: int) -> tuple[list[str], str | None]:
    """The comment lines right above 1-based ``line`` (text without ``#``), and a section title met above them."""
    found, i = [], line - 2
    while i >= 0 and lines[i].startswith("#"):
        title = SECTION.match(lines[i])
        if title:
            return found[::-1], title["title"]
        found.append(lines[i][1:].strip())
        i -= 1
    title = SECTION.match(lines[i]) if i >= 0 else None
    return found[::-1], title["title"] if title else None


def sections(module) -> list[Section]:
    """The module's public constants (grouped under the comment above them) and functions, by section."""
    source = inspect.getsource(module)
    lines = source.splitlines()
    found = [Section("")]
    for node in ast.parse(source).body:
        names = [t.id for t in getattr(node, "targets", [getattr(node, "target", None)]) if isinstance(t, ast.Name)]
        public = [n for n in names if n.isupper() and not n.startswith("_")]
        if not public and not (isinstance(node, ast.FunctionDef) and not node.name.startswith("_")):
            continue
        comment, title = _comment_above(lines, node.lineno)
        if title is not None:
            found.append(Section(title))
        entries = found[-1].entries
        if isinstance(node, ast.FunctionDef):
            entries.append(node)
        elif not comment and entries and isinstance(entries[-1], Entry) and entries[-1].source and _adjacent(lines, node):
            entries[-1].names += public
            entries[-1].source += lines[node.lineno - 1 : node.end_lineno]
        else:
            entries.append(Entry(public, lines[node.lineno - 1 : node.end_lineno], comment))
    return [s for s in found if s.entries]


def _adjacent(lines: list[str], node: ast.stmt) -> bool:
    """Whether the line above ``node`` is code (no blank line between it and the constant before)."""
    above = lines[node.lineno - 2].strip()
    return bool(above) and not above.startswith("#")


def derivations() -> str:
    from synth.verify import tolerance

    parts = [md.prose(paragraph) + "\n" for paragraph in (inspect.getdoc(tolerance) or "").split("\n\n")]
    for section in sections(tolerance):
        if section.title:
            parts.append(f"### {section.title}\n")
        for entry in section.entries:
            if isinstance(entry, ast.FunctionDef):
                function = getattr(tolerance, entry.name)
                params = ", ".join(inspect.signature(function).parameters)
                parts.append(f"`{entry.name}({params})`: {md.prose(inspect.getdoc(function) or '')}\n")
                continue
            parts.append("```python\n" + "\n".join(entry.source) + "\n```\n")
            if entry.comment:
                parts.append(md.prose(" ".join(entry.comment)) + "\n")
    return "\n".join(parts)


CHECK_NAMES = {"forward": "GPU forward", "backward": "GPU backward", "binary": "standalone binary on the GPU",
               "emulation": "CPU emulation of the .cu", "gradcheck": "gradient check", "candidate": "a model's candidate (synth.evaluate)"}


def summary() -> str:
    """The allowances per check and dtype (``tolerance.TOLERANCES``), as the comparisons use them (before the scaling of atol)."""
    from synth.verify import tolerance as t

    order = list(CHECK_NAMES)
    rows = sorted(t.TOLERANCES.items(), key=lambda kv: (order.index(kv[0][0]) if kv[0][0] in order else len(order), kv[0][0], kv[0][1]))
    rendered = [(CHECK_NAMES.get(check, check), dtype, md.code(repr(tol.rtol)), md.code(repr(tol.atol))) for (check, dtype), tol in rows]
    rendered.append(("gradient check", "float16 kernels", "float32's + `half_adjoint_allowance`", "float32's + `half_adjoint_allowance`"))
    return md.table(("check", "arrays", "rtol", "atol (before scaling)"), rendered)
