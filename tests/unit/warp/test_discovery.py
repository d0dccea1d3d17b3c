"""Finding existing kernels (``synth.warp.discovery``, each module ingested in a process of its own
by ``synth.stages.ingest``): SPEC forms, ids, isolated imports, launch ``block_dim``s, and what a
record's texts are cut and normalized from."""

from __future__ import annotations

import dataclasses
import functools
import string
import textwrap
from pathlib import Path

import pytest

from synth.model.module_case import MAX_ID_BYTES, ModuleCase
from synth.stages import ingest
from synth.stages.ingest import sources
from synth.warp import discovery, warp_ir

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def discover(tmp_path):
    """``discover(specs)``: the run's existing-code cases, ingested with a cache of this test's own."""
    return lambda specs: ingest.discover(specs, tmp_path / "cache", (90,), 2)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


def test_an_example_has_one_id_whatever_the_spec_names_it_by(discover):
    """``warp-examples``, the module's import name and its file all give the same case."""
    wave = sources.examples_root() / "core" / "example_wave.py"
    by_name = sources.candidates("warp.examples.core.example_wave")
    by_file = sources.candidates(str(wave))
    by_all = [c for c in sources.candidates("warp-examples") if c.module == "core.example_wave"]
    assert len(by_name) == len(by_file) == len(by_all) == 1
    for found in (by_name, by_file, by_all):
        c = found[0]
        assert (c.source, c.module, c.import_name, c.path) == ("warp-examples", "core.example_wave", "warp.examples.core.example_wave", "core/example_wave.py")
    cases = discover([str(wave)]).cases
    assert [c.id for c in cases] == [f"warp-examples-core.example_wave-{k}" for k in ("grid_update", "wave_displace", "wave_solve")]


def test_files_and_folders_are_named_after_their_folder(tmp_path, discover):
    write(tmp_path / "mykernels", "sim/step.py", "import warp as wp\n\n@wp.kernel\ndef advance(a: wp.array(dtype=float)):\n    a[wp.tid()] += 1.0\n")
    folder = discover([str(tmp_path / "mykernels")])
    single = discover([str(tmp_path / "mykernels" / "sim" / "step.py")])
    assert [c.id for c in folder.cases] == ["mykernels-sim.step-advance"]
    assert [c.id for c in single.cases] == ["sim-step-advance"]  # a single file: its own folder is the source
    assert folder.cases[0].path == "sim/step.py" and folder.cases[0].import_name == "synth_modules.mykernels.sim.step"


def test_a_spec_that_names_nothing_is_an_error_not_a_skip(tmp_path):
    with pytest.raises(sources.SpecError, match="no such file or folder"):
        sources.candidates(str(tmp_path / "missing.py"))
    with pytest.raises(sources.SpecError, match="not a file, a folder or an importable module"):
        sources.candidates("no_such_package_anywhere")
    (tmp_path / "empty").mkdir()
    with pytest.raises(sources.SpecError, match="holds no Python files"):
        sources.candidates(str(tmp_path / "empty"))


def test_a_module_that_changes_warp_config_at_import_changes_nothing_here(tmp_path, discover):
    """Two of Warp's examples set ``wp.config.enable_backward = False`` at import: every Warp module
    created after them would lose its adjoint if the import were not isolated."""
    write(tmp_path / "cfg", "sets_config.py", """\
        import warp as wp

        wp.config.enable_backward = False
        wp.config.max_unroll = 1
        print("noise at import")

        @wp.kernel
        def k(a: wp.array(dtype=float)):
            a[wp.tid()] = 1.0
        """)
    wp = warp_ir.warp()
    before = (wp.config.enable_backward, wp.config.max_unroll)
    found = discover([str(tmp_path / "cfg")])
    assert [c.kernel for c in found.cases] == ["k"]
    assert (wp.config.enable_backward, wp.config.max_unroll) == before
    assert discovery.kernel_of(found.cases[0]).module.options["enable_backward"] is False  # the module keeps what it asked for


def test_a_module_that_clears_warps_kernel_cache_at_import_clears_nothing(tmp_path, monkeypatch, discover):
    """Two of Warp's examples (benchmarks.benchmark_cloth_warp, benchmark_launches) call
    ``wp.clear_kernel_cache()`` at import: it deletes every ``wp_*`` folder of the kernel cache,
    which the xdist workers share, and unloads this process's modules. A worker importing one
    deleted the other's build in flight and that worker died (a fresh-clone dataset run)."""
    write(tmp_path / "clears", "clears_cache.py", """\
        import warp as wp

        wp.clear_kernel_cache()
        wp.clear_lto_cache()

        @wp.kernel
        def k(a: wp.array(dtype=float)):
            a[wp.tid()] = 1.0
        """)
    wp = warp_ir.warp()
    monkeypatch.setattr(wp.config, "kernel_cache_dir", str(tmp_path / "warp"))
    monkeypatch.setenv("WARP_CACHE_PATH", str(tmp_path / "warp"))  # the ingesting process's cache
    others = [tmp_path / "warp" / "wp_another_workers_module", tmp_path / "warp" / "lto" / "another_workers_lto"]
    for folder in others:
        folder.mkdir(parents=True)
    warps_own = (wp.clear_kernel_cache, wp.clear_lto_cache)
    found = discover([str(tmp_path / "clears")])
    assert [c.kernel for c in found.cases] == ["k"]
    assert all(folder.is_dir() for folder in others)
    discovery.import_module(found.cases[0])  # here too (the CPU run's process imports it again)
    assert all(folder.is_dir() for folder in others)
    assert (wp.clear_kernel_cache, wp.clear_lto_cache) == warps_own  # Warp's own again after the import


def test_modules_that_raise_or_exit_at_import_are_listed_with_their_reason(tmp_path, discover):
    write(tmp_path / "bad", "raises.py", "raise RuntimeError('needs a GPU')\n")
    write(tmp_path / "bad", "exits.py", "import sys\nsys.exit(2)\n")
    found = discover([str(tmp_path / "bad")])
    assert found.cases == []
    assert found.skipped_modules == [("bad:exits", "SystemExit: 2"), ("bad:raises", "RuntimeError: needs a GPU")]


def test_the_block_dim_comes_from_the_launch_call_when_it_can(tmp_path, discover):
    path = write(tmp_path / "launches", "launches.py", """\
        import warp as wp

        BLOCK = 32


        @wp.kernel
        def literal(a: wp.array(dtype=float)):
            a[wp.tid()] = 1.0


        @wp.kernel
        def constant(a: wp.array(dtype=float)):
            a[wp.tid()] = 2.0


        @wp.kernel
        def unresolved(a: wp.array(dtype=float)):
            a[wp.tid()] = 3.0


        @wp.kernel
        def never_launched(a: wp.array(dtype=float)):
            a[wp.tid()] = 4.0


        class Runner:
            def __init__(self, block):
                self.block = block

            def run(self, a):
                wp.launch(literal, dim=1, inputs=[a], block_dim=128)
                wp.launch_tiled(kernel=constant, dim=[1], inputs=[a], block_dim=BLOCK)
                wp.launch(self.unresolved_kernel(), dim=1, inputs=[a])
                wp.launch(unresolved, dim=1, inputs=[a], block_dim=self.block)
        """)
    found = {c.kernel: c for c in discover([str(path)]).cases}
    module = discovery.import_module(found["literal"])
    assert discovery.launches(found["literal"], module) == discovery.Launch(128, False, "launches.py:31")
    assert discovery.launches(found["constant"], module) == discovery.Launch(32, True, "launches.py:32")
    assert discovery.launches(found["unresolved"], module) == discovery.Launch(None, False, "launches.py:34")
    assert discovery.launches(found["never_launched"], module) == discovery.Launch(None, False, "")


def test_case_ids_are_file_name_safe_and_round_trip():
    case = ModuleCase("my src", "pkg.mod", "kern", "a1f4", "pkg.mod", "/x/pkg/mod.py", "pkg/mod.py", "pkg.mod")
    assert case.id.startswith("my_src_") and case.id.endswith("-pkg.mod-kern.a1f4") and not set(case.id) - set(string.ascii_letters + string.digits + "_.-")
    assert ModuleCase.from_dict(case.to_dict()) == case
    assert (case.kind, case.seed, case.category, case.kernel_name) == ("warp_module", None, "my src", "kern")
    fem = ModuleCase("warp-library", "_src.fem.field.virtual", "dispatch_kernel_fn", "Arg_84f46fa9_" * 40, "warp.fem", "/x/v.py", "v.py", "warp.fem", "h1234abcd")
    assert len(fem.id.encode()) < 200 and fem.id.startswith("warp-library-_src.fem.field.virtual-dispatch_kernel_fn.Arg_84f46fa9_") and fem.id.endswith(".h1234abcd")
    assert fem.id != dataclasses.replace(fem, overload="Arg_84f46fa9_" * 39).id and ModuleCase.from_dict(fem.to_dict()) == fem  # a hash keeps overloads apart


def test_paths_in_warp_line_comments_are_made_machine_independent():
    text = "x; // /home/me/proj/sim/step.py:12\ny; // /opt/venv/site-packages/warp/_src/fem/a.py:3\nz; // /elsewhere/b.py:9\n"
    roots = {"/home/me/proj": "<proj>", "/opt/venv/site-packages/warp": "<warp>"}
    assert warp_ir.normalize_paths(text, roots) == "x; // <proj>/sim/step.py:12\ny; // <warp>/_src/fem/a.py:3\nz; // <elsewhere>/b.py:9\n"
    debug = '#line 156 "/home/me/proj/sim/step.py"\n    var_0 = a;\n#line 3 "/elsewhere/b.py"\n'  # mode="debug": #line directives
    assert warp_ir.normalize_paths(debug, roots) == '#line 156 "<proj>/sim/step.py"\n    var_0 = a;\n#line 3 "<elsewhere>/b.py"\n'


def test_function_names_in_texts_do_not_depend_on_what_was_imported_before():
    """Warp numbers same-named functions over the whole process (``periodic_wrap_1`` after another
    module's ``periodic_wrap``): the texts number them within the kernel's own build."""

    class F:
        def __init__(self, key, native):
            self.key, self.native_func = key, native

    functions = (F("wrap", "wrap_3"), F("lerp", "lerp_0"), F("wrap", "wrap_7"))
    text = "v = wrap_3(a); adj_wrap_3(a, adj); w = wrap_7(b); wrap_30(c); mywrap_3(d); wrap_3_replay(e); lerp_0(f)"
    assert warp_ir.canonical_function_names(text, functions) == (
        "v = wrap_0(a); adj_wrap_0(a, adj); w = wrap_1(b); wrap_30(c); mywrap_3(d); wrap_0_replay(e); lerp_0(f)"
    )


ORDER_SCRIPT = """
import sys
from pathlib import Path
from synth.stages.ingest import child as ingest_child
from synth.stages.ingest import sources
from synth.warp import discovery
discovery.import_module(sources.all_candidates([sys.argv[1]])[0])  # its periodic_wrap is created first: Warp's counter is at 1 for the example's
c = sources.all_candidates(["warp.examples.optim.example_particle_repulsion"])[0]
job = {"candidate": c.__dict__, "run": False, "archs": [90], "gpu": None}
result = ingest_child.ingest(job, ingest_child.ptx_compiler(Path(sys.argv[2]), Path(sys.argv[2]) / "work"))
entry = next(e for e in result["kernels"] if e["case"]["kernel"] == "integrate")
folder = Path("snapshots") / entry["id"]
same = all(entry["ir"][kind] == (folder / f"{kind}.{'cpp' if kind.startswith('cpu') else 'cu'}").read_text() for kind in entry["ir"])
print("same" if same else "different")
"""


def test_an_example_kernel_text_does_not_depend_on_modules_imported_before_it(tmp_path):
    import subprocess
    import sys

    write(tmp_path / "other", "wraps.py", "import warp as wp\n\n@wp.func\ndef periodic_wrap(x: float, s: float) -> float:\n    return x - s\n")
    done = subprocess.run(
        [sys.executable, "-c", ORDER_SCRIPT, str(tmp_path / "other"), str(tmp_path / "cache")], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "same"


def test_a_library_module_is_imported_through_its_public_package():
    """``warp._src.fem.quadrature.pic_quadrature`` entered directly is a circular import in Warp 1.19;
    through ``warp.fem``, as users import it, it imports (a fresh interpreter: this one may have
    imported warp.fem already)."""
    import subprocess
    import sys

    probe = (
        "from synth.stages.ingest import sources\nfrom synth.warp import discovery\n"
        "(c,) = [c for c in sources.candidates('warp-library') if c.import_name == 'warp._src.fem.quadrature.pic_quadrature']\n"
        "print(discovery.import_module(c).PicQuadrature.__name__)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split()[-1] == "PicQuadrature"


def test_ids_are_unique_by_construction_and_fit_every_file_name_made_of_them():
    """Names that sanitizing made equal (é.py and ü.py, "a b" and "a+b") stay apart with a hash; a
    long module file name is shortened with a hash, so the batch folder of two such ids (``<id>--<id>.<pid>``) fits in 255 bytes."""

    def case(module: str, source: str = "src") -> ModuleCase:
        return ModuleCase(source, module, "k", "", module, f"/x/{module}.py", f"{module}.py", "/x")

    ids = [case(m).id for m in ("é", "ü", "a b", "a+b", "a_b")]
    assert len(set(ids)) == len(ids), ids
    assert case("é").id == case("é").id and case("a_b").id == "src-a_b-k"  # a name sanitizing leaves alone keeps its id
    long = [case("m" * 240 + tail).id for tail in ("a", "b")]
    assert long[0] != long[1] and all(len(i.encode()) <= MAX_ID_BYTES for i in long)
    assert len(f"{long[0]}--{long[1]}.{2**22}".encode()) <= 255
    wide = case("模块" * 60).id  # 3 bytes a character: shortened by bytes, not characters
    assert len(wide.encode()) <= MAX_ID_BYTES and not set(wide) - set(string.ascii_letters + string.digits + "_.-")


def test_a_package_kernel_found_by_import_and_by_its_test_is_one_case_with_the_captured_inputs(tmp_path, monkeypatch, discover):
    """Laid out as mujoco_warp is (``pkg/_src/a.py`` and its ``pkg/_src/a_test.py``): the kernel
    imported with ``a`` and the one ``a_test`` launches are one case, named by the defining module's
    import name with the package prefix, whichever module found it; the captured version wins."""
    root = tmp_path / "site"
    write(root, "mjpkg51/__init__.py", "")
    write(root, "mjpkg51/_src/__init__.py", "")
    write(root, "mjpkg51/_src/a.py", """\
        import warp as wp


        @wp.kernel
        def scale(a: wp.array(dtype=float)):
            i = wp.tid()
            a[i] = a[i] * 2.0


        def make(k: float):
            @wp.kernel
            def shift(a: wp.array(dtype=float)):
                i = wp.tid()
                a[i] = a[i] + k

            return shift


        shift_one = make(1.0)
        """)
    write(root, "mjpkg51/_src/a_test.py", """\
        import unittest

        import numpy as np
        import warp as wp

        from mjpkg51._src import a


        class ScaleTest(unittest.TestCase):
            def id(self):  # as absl's parameterized tests have it: the parameters' repr appended
                return super().id() + " ('<mujoco>" + "<geom/>" * 100 + "</mujoco>')"

            def test_scale0(self):
                x = wp.array(np.arange(4, dtype=np.float32), device="cpu")
                wp.launch(a.scale, dim=4, inputs=[x], device="cpu", block_dim=64)
                wp.launch(a.shift_one, dim=4, inputs=[x], device="cpu", block_dim=64)
        """)
    monkeypatch.syspath_prepend(str(root))
    monkeypatch.setenv("PYTHONPATH", str(root))
    monkeypatch.setattr(ingest, "_python_path", functools.cache(ingest._python_path.__wrapped__))  # read once per process: read it again
    found = discover(["mjpkg51"])
    by_kernel = {c.kernel: c for c in found.cases}
    assert sorted(by_kernel) == ["make__locals__shift", "scale"], (found.skipped_modules, [c.id for c in found.cases])
    for case in found.cases:
        assert case.module == "mjpkg51._src.a" and case.path == "mjpkg51/_src/a.py", case
        assert case.inputs == "captured", case
        entry = ingest.entry_of(case)
        assert entry.launched_by == "mjpkg51:mjpkg51._src.a_test.ScaleTest.test_scale0", entry.launched_by
        assert entry.build.block_dim_from == f"the launch by {entry.launched_by}"
    assert found.counts["mjpkg51"]["captured"] == 2 and found.counts["mjpkg51"]["kernels_found"] == 4
