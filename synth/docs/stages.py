"""Stages and failure labels reference: the stage registry, the tests marked with each stage, the labels of ``synth.model.failures``."""

from __future__ import annotations

import ast
from pathlib import Path

from synth.docs.markdown import code, docstring, from_rst, paragraphs, table


def stage_tests(root: Path) -> dict[str, tuple[str, str]]:
    """Stage name -> (test node id, the test's docstring), for every test marked ``@pytest.mark.stage(NAME)`` under ``root/tests``."""
    found = {}
    for path in sorted((root / "tests").rglob("test_*.py")):
        for node in ast.parse(path.read_text()).body:
            if not isinstance(node, ast.FunctionDef):
                continue
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and ast.unparse(deco.func) == "pytest.mark.stage" and deco.args:
                    name = ast.literal_eval(deco.args[0])
                    found[name] = (f"{path.relative_to(root).as_posix()}::{node.name}", from_rst(ast.get_docstring(node) or ""))
    return found


def _registry():
    import synth.gpu.stages  # noqa: F401  (registers the gpu stages)
    from synth.stages import registry

    return registry


def stages(kind: str, root: Path) -> str:
    """The stages that check cases of ``kind`` ("generated", "warp_module"), in registry order."""
    registry = _registry()
    tests = stage_tests(root)
    rows = []
    for stage in registry.STAGES.values():
        if stage.kind != kind:
            continue
        if stage.name in tests:
            test, doc = tests[stage.name]
            test, checks = code(test), paragraphs(doc)[0] if doc else ""
        else:
            test = "— (no test of its own)"
            first = paragraphs(docstring(stage.compute))
            required = " Its fields are in every record." if registry.REQUIRED.get(kind) == stage.name else ""
            checks = (first[0] if first else "") + required
        brings = ", ".join(code(b) for b in stage.brings) or "—"
        rows.append((code(stage.name), test, checks, brings))
    return table(("stage", "test", "what it checks", "brings the fields of"), rows)


def labels() -> str:
    """Every failure label: whose fault it is, what it means, and what the next run on a dataset folder does."""
    from synth.model import failures

    rows = [
        (code(label), "case", failures.MEANINGS[label], "recorded as the case's failure; not run again") for label in failures.CASE_LABELS
    ]
    rows += [(code(label), "environment", failures.MEANINGS[label], "nothing recorded; run again") for label in failures.ENVIRONMENT_LABELS]
    return table(("label", "fault of", "meaning", "in a dataset folder"), rows)


def environment_signs() -> str:
    """The texts that make a compiler error the machine's fault."""
    from synth.model import failures

    return "\n".join(f"- {code(sign)}" for sign in failures.ENVIRONMENT_SIGNS) + "\n"
