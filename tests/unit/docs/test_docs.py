"""The docs against the code: the generated blocks of docs/ are what ``python -m synth.docs`` renders
now, every path and link the pages name exists, and the project has one version number."""

import ast
import importlib.metadata
import re
import shutil
import tomllib
from pathlib import Path

import pytest

from synth import HARNESS_VERSION
from synth.dataset import schema
from synth.docs import BLOCK, REGENERATE, drift
from synth.docs.__main__ import main
from synth.model import failures

ROOT = Path(__file__).resolve().parents[3]
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", ROOT / "tests" / "README.md", *(ROOT / "docs").rglob("*.md")])
# Pages other work writes, linked from the index before they land.
PENDING = {
    "docs/how-to/add-a-builtin.md",
    "docs/how-to/add-a-dtype.md",
    "docs/how-to/ingest-code.md",
    "docs/how-to/evaluate-a-model.md",
    "docs/reference/faults.md",
    "docs/explanation/tiles.md",
    "docs/explanation/idioms.md",
}


def test_the_generated_blocks_match_the_code():
    problems = drift(ROOT)
    assert not problems, "\n".join(problems) + f"\nregenerate with: {REGENERATE} (then commit docs/)"


@pytest.fixture
def project(tmp_path):
    """A copy of docs/ beside the real tests/ and pyproject.toml (the stage tables and the layers read them)."""
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    (tmp_path / "tests").symlink_to(ROOT / "tests")
    (tmp_path / "pyproject.toml").symlink_to(ROOT / "pyproject.toml")
    return tmp_path


def test_a_drifted_block_fails_the_check_and_regenerating_mends_it(project, capsys):
    page = project / "docs" / "reference" / "options.md"
    original = page.read_text()
    page.write_text(original.replace("cases per category", "cases per kind", 1))
    assert main(["--check", "--root", str(project)]) == 1
    out = capsys.readouterr().out
    assert "docs/reference/options.md: block 'options.pytest' is out of date with the code" in out
    assert f"regenerate with: {REGENERATE}" in out
    assert main(["--root", str(project)]) == 0
    assert page.read_text() == original
    assert main(["--check", "--root", str(project)]) == 0


def test_an_unknown_or_missing_block_fails_the_check(project):
    page = project / "docs" / "reference" / "categories.md"
    text = page.read_text()
    page.write_text(BLOCK.sub("", text) + "<!-- generated: nonsense (python -m synth.docs) -->\n<!-- end generated: nonsense -->\n")
    problems = drift(project)
    assert "docs/reference/categories.md: unknown generated block 'nonsense'" in problems
    assert "docs/: no page holds the generated block 'categories.table'" in problems


def test_every_failure_label_and_record_column_has_its_meaning():
    assert set(failures.MEANINGS) == set(failures.LABELS)
    assert set(schema.MEANINGS) == set(schema.NAMES)


def _code_spans(text: str) -> list[str]:
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)  # command examples name folders of the reader's (out/, D)
    return re.findall(r"`([^`\n]+)`", text)


PATH = re.compile(r"^(?:synth|gpu|tests|benchmarks|docs|snapshots|\.ci)/[\w./-]*$")


@pytest.mark.parametrize(
    "page", [p for p in PAGES if p.name != "CHANGELOG.md"], ids=lambda p: str(p.relative_to(ROOT))
)  # the changelog names files as they were
def test_the_files_a_page_names_exist(page):
    """Every repository path a page names in code (``synth/...``, ``tests/...``; a test id's file) exists."""
    named = {span.split("::")[0] for span in _code_spans(page.read_text())}
    placeholder = re.compile(r"\b[A-Z]{3,}\b")  # synth/generate/categories/NAME.py, rank-NNNNN
    missing = sorted(p for p in named if PATH.match(p) and not placeholder.search(p) and not (ROOT / p).exists())
    assert not missing, f"{page.relative_to(ROOT)} names files that do not exist: {', '.join(missing)}"


def _slug(heading: str) -> str:
    """The anchor GitHub gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _anchors(page: Path) -> set[str]:
    text = re.sub(r"```.*?```", "", page.read_text(), flags=re.DOTALL)
    return {_slug(m) for m in re.findall(r"^#+ (.+)$", text, flags=re.MULTILINE)}


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_links_of_a_page_resolve(page):
    """Every relative link leads to a file of the repository (or a page being written elsewhere), and its #anchor to a heading there."""
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text()):
        if re.match(r"^[a-z]+://", target):
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        where = file.relative_to(ROOT).as_posix() if file.is_relative_to(ROOT) else str(file)
        if not file.exists():
            if where not in PENDING:
                broken.append(target)
        elif anchor and file.suffix == ".md" and anchor not in _anchors(file):
            broken.append(target)
    assert not broken, f"{page.relative_to(ROOT)}: broken links: {', '.join(broken)}"


def test_the_gradient_rules_page_names_every_form_the_evidence_measures():
    """Every kernel form tests/unit/warp/test_warp_reverse_mode.py measures is on the page that explains the rules."""
    tree = ast.parse((ROOT / "tests" / "unit" / "warp" / "test_warp_reverse_mode.py").read_text())
    ids = [
        ast.literal_eval(keyword.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "pytest.mark.parametrize"
        for keyword in node.keywords
        if keyword.arg == "ids"
    ]
    forms = [form for group in ids for form in group]
    assert len(forms) >= 10
    page = (ROOT / "docs" / "explanation" / "warp-gradient-rules.md").read_text()
    missing = [form for form in forms if f"`{form}`" not in page]
    assert not missing, f"docs/explanation/warp-gradient-rules.md does not name: {', '.join(missing)}"


def test_one_version_number():
    """pyproject.toml takes its version from HARNESS_VERSION, the installed metadata says the same, and the changelog has its entry."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "synth.HARNESS_VERSION"}
    installed = importlib.metadata.version("warp-kernel-harness")
    assert installed == HARNESS_VERSION, (
        f"the installed metadata says {installed}: reinstall (pip install -e .) after changing HARNESS_VERSION"
    )
    changelog = (ROOT / "CHANGELOG.md").read_text()
    assert re.search(rf"^## {re.escape(HARNESS_VERSION)} \(\d{{4}}-\d\d-\d\d\)$", changelog, flags=re.MULTILINE), (
        f"CHANGELOG.md has no entry for {HARNESS_VERSION}"
    )
    assert "\n## Unreleased\n" in changelog


def test_the_readme_is_short_and_holds_the_command_ci_runs():
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) <= 200
    assert "python3 -m pip install nox && python3 -m nox -s tests" in readme
    assert "python3 -m nox -s tests" in (ROOT / ".ci" / "run").read_text()


def test_the_exit_status_table_is_the_codes_of_each_command():
    """docs/reference/exit-statuses.md lists, per command, exactly the statuses its code defines, and each row names a test that exists."""
    from synth import export
    from synth.distributed import cli as distributed
    from synth.evaluate import cli as evaluate

    text = (ROOT / "docs" / "reference" / "exit-statuses.md").read_text()
    rows = re.findall(r"^\| `([^`]+)`[^|]*\| (\d+) \| [^|]+ \| (.+) \|$", text, flags=re.MULTILINE)
    table: dict[str, set[int]] = {}
    for command, status, _ in rows:
        table.setdefault(command, set()).add(int(status))
    assert table == {
        "pytest": {int(c) for c in pytest.ExitCode},
        "nox -s …": {0, 1},  # nox's own: the session succeeded or failed
        "python -m synth.distributed": {
            distributed.WRITTEN,
            distributed.REJECTED,
            distributed.INTERRUPTED,
            distributed.FAILED,
            distributed.USAGE,
        },
        "python -m synth.evaluate": {evaluate.WRITTEN, evaluate.INTERRUPTED, evaluate.NOT_WRITTEN, evaluate.USAGE},
        "python -m synth.export": {0, export.MISMATCH, export.USAGE},
        "python -m synth.docs": {0, 1},
    }
    missing = []
    for _, _, tests in rows:
        for test in re.findall(r"`(tests/[^`]+::\w+)", tests):
            file, name = test.split("::")
            if not re.search(rf"^def {name}\(", (ROOT / file).read_text(), flags=re.MULTILINE):
                missing.append(test)
    assert not missing, f"exit-statuses.md names tests that do not exist: {missing}"


def test_the_faults_page_quotes_the_messages_its_tests_see():
    """Every message docs/reference/faults.md quotes as what the harness now says (its "after" column,
    a quoted span with a space in it) is asserted, in its longest piece between "…", by a test file the row names."""
    text = (ROOT / "docs" / "reference" / "faults.md").read_text()
    wrong = []
    for row in re.findall(r"^\|(?!---)(.+)\|$", text, flags=re.MULTILINE):
        cells = [c.strip() for c in row.split(" | ")]
        if len(cells) != 4 or cells[0] == "fault":
            continue
        files = {m for m in re.findall(r"`(tests/[\w/]+\.py)", cells[3])} or {"tests/unit/toolchain/test_faults.py"}
        tests = "".join((ROOT / f).read_text() for f in files)
        for quoted in [q for q in re.findall(r"`([^`]*)`", cells[2]) if re.search(r"[A-Za-z] ", q)]:
            piece = max((p.strip(" ;:,.()") for p in quoted.split("…")), key=len)
            if len(piece) >= 10 and piece not in tests:
                wrong.append(f"{piece!r} (row: {cells[0][:50]})")
    assert not wrong, "faults.md quotes messages no test of its row asserts:\n" + "\n".join(wrong)
