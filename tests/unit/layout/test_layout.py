"""The house's shape, checked: no module of ``synth`` imports one that imports it back (directly or in
a circle; ``lint-imports`` checks the layers between packages, this the modules inside them), and
the fixture modules of existing code are not collected as tests of this project."""

import grimp


def test_no_module_imports_one_that_imports_it_back():
    graph = grimp.build_graph("synth")  # every import statement, those inside functions and under TYPE_CHECKING too
    circles = sorted(
        f"{a} -> {b}, which imports it back"
        for a in graph.modules
        for b in graph.find_modules_directly_imported_by(a)
        if graph.chain_exists(importer=b, imported=a)
    )
    assert circles == []


def test_the_fixture_modules_of_existing_code_are_not_collected(in_process_pytest):
    result = in_process_pytest("--collect-only", "-q", "tests", "--synth-categories", "none", "--synth-modules", "none")
    collected = [line for line in result.outlines if "::" in line]
    assert collected and not [line for line in collected if line.startswith("tests/captured")]
