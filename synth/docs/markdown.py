"""Small Markdown writers shared by the renderers: tables, code spans, and plain text as Markdown."""

from __future__ import annotations

import inspect
import re

CODE_SPAN = re.compile(r"(`[^`]*`)")
EMPHASIS = re.compile(r"((?<![\w*])\*(?=\S)[^*]+?(?<=\S)\*(?![\w*]))")  # *word*, as reStructuredText and Markdown both write it


def escape(text: str) -> str:
    """Text shown as written: outside code spans and ``*emphasis*``, a ``*`` is arithmetic
    (``a*b+c``, ``w * out``), and ``<`` starts no HTML tag."""

    def plain(part: str) -> str:
        pieces = EMPHASIS.split(part)
        return "".join(p if EMPHASIS.fullmatch(p) else p.replace("*", "\\*").replace("<", "&lt;") for p in pieces)

    return "".join(p if p.startswith("`") else plain(p) for p in CODE_SPAN.split(text))


def cell(text: object) -> str:
    """One table cell: a single line, pipes escaped."""
    return escape(" ".join(str(text).split())).replace("|", "\\|")


def table(header: tuple[str, ...], rows: list[tuple]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def code(text: str) -> str:
    """Inline code, whatever backticks ``text`` holds."""
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def from_rst(text: str) -> str:
    """A docstring's reStructuredText literals (``x``) as Markdown's (`x`)."""
    return re.sub(r"``(.+?)``", r"`\1`", text)


def docstring(obj: object) -> str:
    """``obj``'s docstring, dedented, its literals as Markdown's ('' when it has none)."""
    return from_rst(inspect.getdoc(obj) or "")


def paragraphs(text: str) -> list[str]:
    """The paragraphs of a docstring, each joined into one line."""
    return [" ".join(p.split()) for p in text.split("\n\n") if p.strip()]


def prose(text: str) -> str:
    """Plain text (a comment, a docstring paragraph) as one Markdown paragraph."""
    return escape(from_rst(" ".join(text.split())))


def rst(text: str) -> str:
    """A docstring as Markdown: its paragraphs as prose, its ``::`` literal blocks (indented) as code blocks."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip("\n")):
        lines = block.splitlines()
        if all(line.startswith("    ") for line in lines if line.strip()):
            literal = "\n".join(line[4:] for line in lines)
            if out and out[-1].startswith("```text\n"):  # a literal block interrupted by a blank line
                out[-1] = out[-1][: -len("```")] + "\n" + literal + "\n```"
            else:
                out.append("```text\n" + literal + "\n```")
        elif lines[0].startswith("- "):  # a bullet list: an item per "- " line, its continuation lines joined to it
            items = re.split(r"\n(?=- )", block)
            out.append("\n".join("- " + prose(item[2:]) for item in items))
        else:
            paragraph = prose(block)
            out.append(paragraph[:-2] + ":" if paragraph.endswith("::") else paragraph)
    return "\n\n".join(out) + "\n"
