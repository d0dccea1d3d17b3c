"""Kernels a module's functions define are listed when no code made them (``synth.warp.discovery.
factory_kernels``, ``synth.stages.ingest.merge``): with the factory that makes them, per module, and
not when another module's run (its tests) made them."""

from synth.stages import ingest
from synth.stages.ingest import sources
from synth.warp import discovery

FACTORIES = '''import warp as wp


def make_called(scale: float):
    @wp.kernel
    def scaled(a: wp.array(dtype=float)):
        i = wp.tid()
        a[i] = a[i] * scale

    return scaled


def make_by_b():
    @wp.kernel(module="unique")
    def ones(a: wp.array(dtype=float)):
        a[wp.tid()] = 1.0

    return ones


class Builder:
    def build(self):
        @wp.kernel
        def twos(a: wp.array(dtype=float)):
            a[wp.tid()] = 2.0

        return twos


SCALED = make_called(2.0)
'''

CALLS_B = "import a\n\nONES = a.make_by_b()\n"

DECORATOR_LINES = [n + 1 for n, line in enumerate(FACTORIES.splitlines()) if line.strip().startswith("@wp.kernel")]


def test_the_kernels_defined_inside_functions_are_found_with_their_factory_and_first_line(tmp_path):
    path = tmp_path / "a.py"
    path.write_text(FACTORIES)
    found = [(f.factory, f.kernel, f.line) for f in discovery.factory_kernels(str(path))]
    assert found == [("make_called", "scaled", DECORATOR_LINES[0]), ("make_by_b", "ones", DECORATOR_LINES[1]), ("build", "twos", DECORATOR_LINES[2])]


def test_a_factory_kernel_no_module_made_is_listed_with_its_factory_and_one_another_module_made_is_not(tmp_path):
    folder = tmp_path / "mods"
    folder.mkdir()
    (folder / "a.py").write_text(FACTORIES)
    (folder / "b.py").write_text(CALLS_B)
    candidates = sources.all_candidates([str(folder)])
    limits = ingest.Limits(timeout_s=120.0, run_timeout_s=120.0)
    alone = ingest.merge(candidates[:1], ingest.ingest_all(candidates[:1], tmp_path / "cache", (90,), 1, limits))
    assert [label for label, _ in alone.not_made] == ["mods:a.make_by_b.ones", "mods:a.build.twos"]
    assert alone.not_made[1][1].startswith(f"made by build() (line {DECORATOR_LINES[2]}), which importing the module never called")
    assert alone.counts["mods"]["not_made"] == 2
    both = ingest.merge(candidates, ingest.ingest_all(candidates, tmp_path / "cache", (90,), 1, limits))
    assert [label for label, _ in both.not_made] == ["mods:a.build.twos"]  # b's import made a.make_by_b's kernel
    assert sources.Discovery.from_dict(both.to_dict()).not_made == both.not_made
