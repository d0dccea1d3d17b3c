"""Architecture reference: the layers of the import-linter contract in pyproject.toml, each package's first docstring line."""

from __future__ import annotations

import importlib
import re
import tomllib
from pathlib import Path

from synth.docs.markdown import code, docstring, paragraphs, table


def layers(root: Path) -> str:
    """One row per package of the layers contract, top layer first."""
    contracts = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]
    (contract,) = [c for c in contracts if c["type"] == "layers"]
    rows = []
    for level, layer in enumerate(contract["layers"], start=1):
        for name in (n.strip() for n in re.split(r"[|:]", layer)):  # independent (|) or not (:) siblings
            module = importlib.import_module(name)
            first = paragraphs(docstring(module))
            path = name.replace(".", "/") + ("/" if Path(module.__file__).name == "__init__.py" else ".py")
            rows.append((str(level), code(path), first[0] if first else ""))
    return table(("layer", "package", "what it holds"), rows)
