"""Warp IR extraction and builds: normalized texts, and no stale binaries after a PTX compile."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from synth.generate.cases import Case
from synth.stages.single_spec import load_spec_kernel
from synth.warp import warp_ir

ROOT = Path(__file__).resolve().parents[3]


def test_unsupported_warp_version_is_named(monkeypatch):
    import warp

    monkeypatch.setattr(warp, "__version__", "0.0.1")
    with pytest.raises(warp_ir.UnsupportedWarpError, match="supports only warp-lang==1.19.0"):
        warp_ir.warp()


def test_ir_texts_have_no_hash_or_path(tmp_path):
    spec = Case("vector", 1).spec
    kernel = load_spec_kernel(spec, tmp_path)
    texts = warp_ir.kernel_ir(kernel, *warp_ir.compiled_sources(kernel.module, 90), (str(tmp_path),))
    for kind, text in texts.items():
        assert kernel.get_mangled_name() not in text, kind
        assert str(tmp_path) not in text, kind
        assert f"{spec.warp_key}_{'cpu' if kind.startswith('cpu') else 'cuda'}_kernel_" in text


STALE_CHECK = """
import dataclasses, sys
from pathlib import Path
import numpy as np
from synth.warp import warp_ir
from synth.generate.cases import Case
from synth.model.inputs import make_inputs
from synth.stages.reference import run_forward
from synth.model.spec import FLOAT, Binary, Const, Load, Store
from synth.stages.single_spec import load_spec_kernel
factor = float(sys.argv[1])
spec = Case("arithmetic", 0).spec
spec = dataclasses.replace(spec, body=(Store("out", Binary("mul", Load("a", FLOAT), Const(factor), FLOAT)),))
kernel = load_spec_kernel(spec, Path(sys.argv[2]))
module, (copy,) = warp_ir.bind_batch([kernel], "synth_test_same_name")
warp_ir.compile_ptx(module, 90, Path(sys.argv[2]) / "ptx")
warp_ir.build_cpu(module)
values = make_inputs(spec)
np.testing.assert_array_equal(run_forward(copy, spec, values)["out"], values["a"] * np.float32(factor))
"""


def test_a_module_compiled_to_ptx_never_loads_a_stale_cpu_binary(tmp_path):
    """Two processes build a module of the same name with different kernel bodies, each
    compiling PTX first: the second must run its own code, not the first one's cached binary
    (as it would if the PTX step left Warp caching by module name)."""
    env = {**os.environ, "WARP_CACHE_PATH": str(tmp_path / "warp")}
    for factor in ("2.0", "3.0"):
        run = subprocess.run([sys.executable, "-c", STALE_CHECK, factor, str(tmp_path / factor)], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=300)
        assert run.returncode == 0, run.stderr[-3000:]


def test_a_module_name_is_bound_once_per_process(tmp_path):
    """Two live Warp modules of one name crash Warp's CPU runtime, so bind_batch refuses that."""
    first, second = (load_spec_kernel(Case("arithmetic", s).spec, tmp_path) for s in (0, 1))
    module, copies = warp_ir.bind_batch([first], "synth_test_bound_once")
    assert warp_ir.bind_batch([first], "synth_test_bound_once") == (module, copies)
    with pytest.raises(ValueError, match="already bound to other kernels"):
        warp_ir.bind_batch([second], "synth_test_bound_once")
    warp_ir.release("synth_test_bound_once")
    other, _ = warp_ir.bind_batch([second], "synth_test_bound_once")
    assert other is not module
    warp_ir.release("synth_test_bound_once")


def test_ir_texts_are_the_sources_warp_compiles(tmp_path, monkeypatch):
    """The IR is cut from the sources Warp's builds compile, generated once per target: the .cpp
    of the CPU variant a CPU launch runs (block_dim 1, with its contiguous-array specialization)
    and the .cu NVRTC compiles are, byte for byte, the texts ``compiled_sources`` gave."""
    import warp

    monkeypatch.setattr(warp.config, "kernel_cache_dir", str(tmp_path / "warp"))  # a build, not a cached .cpp of other paths
    categories = ("arithmetic", "grid2d", "struct", "func_call", "atomic", "float64")
    kernels = [load_spec_kernel(Case(c, 0).spec, tmp_path) for c in categories]
    module, copies = warp_ir.bind_batch(kernels, "synth_test_compiled_sources")
    try:
        cpu, cuda = warp_ir.compiled_sources(module, 90)
        warp_ir.build_cpu(module)
        ptx = warp_ir.compile_ptx(module, 90, tmp_path / "ptx")
        ident = module.get_module_identifier(1)
        assert (Path(warp.config.kernel_cache_dir) / ident / f"{ident}.cpp").read_text() == cpu
        assert (ptx.parent / f"{ptx.name.split('.')[0]}.cu").read_text() == cuda
        assert len(module._run_codegen.asked()) == 2  # one codegen per target, reused by both builds
        first = warp_ir.kernel_ir(copies[0], cpu, cuda)
        assert "wp_contiguous_args" in first["cpu_forward"] and "wp_contiguous_args" in first["cpu_backward"]
    finally:
        warp_ir.release("synth_test_compiled_sources")


def test_a_build_that_generates_code_other_than_the_irs_is_an_error(tmp_path, monkeypatch):
    """Were Warp's build to ask for code under other options than those the IR texts were cut
    from, its binary would not be the texts' code: the build stops. Another variant of the module
    (a GPU launch's block_dim, the CPU standing in for a GPU) gets codegen of its own."""
    import warp

    monkeypatch.setattr(warp.config, "kernel_cache_dir", str(tmp_path / "warp"))
    module, copies = warp_ir.bind_batch([load_spec_kernel(Case("arithmetic", 1).spec, tmp_path)], "synth_test_other_source")
    try:
        cpu, cuda = warp_ir.compiled_sources(module, 90)
        module.load("cpu", block_dim=256)  # the stand-in GPU's variant: its own source, the IR's untouched
        assert len(module._run_codegen.asked()) == 3
        assert warp_ir.compiled_sources(module, 90) == (cpu, cuda)
        warp_ir.build_cpu(module)
        warp_ir.compile_ptx(module, 90, tmp_path / "ptx")
        assert len(module._run_codegen.asked()) == 3  # both builds took the IR's code
    finally:
        warp_ir.release("synth_test_other_source")
    real = warp_ir.cuda_options  # the IR cut under options Warp's compile does not use
    monkeypatch.setattr(warp_ir, "cuda_options", lambda m, arch: real(m, arch) | {"fast_math": True})
    module, _ = warp_ir.bind_batch([load_spec_kernel(Case("arithmetic", 2).spec, tmp_path)], "synth_test_other_source_b")
    try:
        warp_ir.compiled_sources(module, 90)
        with pytest.raises(RuntimeError, match="NVRTC compile for sm_90 of synth_test_other_source_b generated code for options other than the IR's"):
            warp_ir.compile_ptx(module, 90, tmp_path / "ptx_b")
    finally:
        warp_ir.release("synth_test_other_source_b")


def test_the_cpu_build_is_at_its_level_and_leaves_the_cuda_build_at_warps(tmp_path):
    """build_cpu builds the CPU variant at CPU_OPTIMIZATION_LEVEL, whichever stage asked first,
    and the PTX of the same module afterwards is Warp's default (-O3) PTX, as from a module
    that was never built for the CPU."""
    spec = Case("math", 0).spec
    built, fresh = load_spec_kernel(spec, tmp_path / "a"), load_spec_kernel(spec, tmp_path / "b")
    module, _ = warp_ir.bind_batch([built], "synth_test_cpu_level_a")
    other, _ = warp_ir.bind_batch([fresh], "synth_test_cpu_level_b")
    try:
        warp_ir.build_cpu(module)
        assert module.resolved_options[1]["optimization_level"] == warp_ir.CPU_OPTIMIZATION_LEVEL == 0
        assert module.options["optimization_level"] is None
        after_cpu = warp_ir.compile_ptx(module, 90, tmp_path / "ptx_a").read_text()
        alone = warp_ir.compile_ptx(other, 90, tmp_path / "ptx_b").read_text()
        same_names = lambda text: re.sub(rf"{spec.name}_[0-9a-f]+", "K", text.replace("synth_test_cpu_level_b", "synth_test_cpu_level_a"))  # noqa: E731
        assert ".entry" in after_cpu and same_names(after_cpu) == same_names(alone)
    finally:
        warp_ir.release("synth_test_cpu_level_a")
        warp_ir.release("synth_test_cpu_level_b")


ATTRIBUTED = '''
import warp as wp


@wp.kernel(launch_bounds=128)
def bounded(a: wp.array[float]):
    a[wp.tid()] = 1.0


@wp.kernel(cluster_dim=2, enable_backward=False, module="unique")
def clustered(a: wp.array[float]):
    a[wp.tid()] = 2.0
'''


def test_a_cuda_kernel_with_attributes_in_its_signature_is_cut(tmp_path, monkeypatch):
    """Warp writes ``__launch_bounds__(N)`` and ``WP_CLUSTER_DIMS(...)`` into a CUDA kernel's
    signature line (Warp's cuda.test_occupancy and test_cluster_dim kernels): the texts are still cut,
    attributes included, not refused as "no function starting ..." (12 unrecorded cases of the main job)."""
    import warp

    monkeypatch.setattr(warp.config, "kernel_cache_dir", str(tmp_path / "warp"))
    (tmp_path / "attributed.py").write_text(ATTRIBUTED)
    module = warp_ir.import_file(str(tmp_path / "attributed.py"), "synth_test_attributed")
    expected = {"bounded": "__launch_bounds__(128) __global__ void", "clustered": "WP_CLUSTER_DIMS(2, 1, 1) __global__ void"}
    for name, attribute in expected.items():
        kernel = getattr(module, name)
        cpu, cuda = warp_ir.compiled_sources(kernel.module, 90)
        texts = warp_ir.kernel_ir(kernel, cpu, cuda)
        assert texts["cuda_forward"].startswith(f'extern "C" {attribute} {name}_cuda_kernel_forward('), texts["cuda_forward"][:200]
        assert texts["cuda_forward"].rstrip().endswith("}") and texts["cpu_forward"]
        assert warp_ir.without_attributes(texts["cuda_forward"]) == texts["cuda_forward"].replace(attribute, "__global__ void", 1) != texts["cuda_forward"]
    assert expected["bounded"] in warp_ir.kernel_ir(module.bounded, *warp_ir.compiled_sources(module.bounded.module, 90))["cuda_backward"]


CCD_LIKE = """
import warp as wp


def ccd_kernel_builder(block_dim: int):
    @wp.kernel(module="unique", module_options={"block_dim": block_dim}, enable_backward=False, grid_stride=False, launch_bounds=(block_dim, 8))
    def ccd_kernel(a: wp.array(dtype=float), b: wp.array(dtype=float)):
        i = wp.tid()
        b[i] = a[i] * 2.0

    return ccd_kernel


kernel = ccd_kernel_builder(64)
"""


def test_a_kernel_alone_is_cut_by_the_name_its_source_defines_when_its_cached_hash_changed(tmp_path, monkeypatch):
    """Laid out as mujoco_warp's ``collision_convex.ccd_kernel_builder`` (``module="unique"``, a
    ``block_dim`` module option, ``launch_bounds``, forward only). Warp keeps one hash per kernel
    object, which hashing another variant of its module replaces ("Hashing another block-size
    variant can change the shared Kernel.hash"): a name read back from ``get_mangled_name()`` after
    the build need not be the one the source was generated under. The texts are cut by the name
    the source defines (``ccd_kernel_builder__locals__ccd_kernel_<hash>_cuda_kernel_forward`` was
    not found in Warp's source: a LookupError, counted as an environment failure)."""
    path = tmp_path / "ccd_like.py"
    path.write_text(CCD_LIKE)
    kernel = warp_ir.import_file(path, "synth_unit_ccd_like").kernel
    from warp._src.context import ModuleBuilder

    generate = ModuleBuilder.codegen

    def codegen_then_another_variant(self, device):
        source = generate(self, device)
        for k in self.kernels:
            k.hash = bytes(32)  # as another variant's hasher leaves it
        return source

    monkeypatch.setattr(ModuleBuilder, "codegen", codegen_then_another_variant)
    cpu = warp_ir.build_kernel_alone(kernel, "cpu", 64, None)
    cuda = warp_ir.build_kernel_alone(kernel, "cuda", 64, 90)
    assert kernel.get_mangled_name() == f"{kernel.key}_00000000" != cuda.mangled
    assert cpu.mangled == cuda.mangled and re.fullmatch(rf"{kernel.key}_[0-9a-f]{{8}}", cuda.mangled)
    texts = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
    assert 'extern "C" __launch_bounds__(64, 8) __global__ void ccd_kernel_builder__locals__ccd_kernel_cuda_kernel_forward(' in texts["cuda_forward"]


def test_a_debug_ptx_names_no_folder_of_the_machine_or_the_run(tmp_path, monkeypatch):
    """A debug build's ``.file`` lines name Warp's headers where the package is installed and NVRTC's
    builtin header in the compile's scratch folder: the record's PTX keeps the names below them."""
    import warp

    package = Path(warp.__file__).resolve().parent
    work = tmp_path / "scratch.4242" / "ptx" / "0123" / "90"
    (tmp_path / "scratch.4242").mkdir()
    monkeypatch.chdir(tmp_path / "scratch.4242")  # the ingest child's working folder
    ptx = (
        f'.version 8.8\n\t.file\t1 "{package}/native/builtin.h"\n\t.file\t2 "{tmp_path}/scratch.4242/__nv_nvrtc_builtin_header.h"\n'
        f'\t.file\t3 "{work}/kernel.cu"\n\t.file\t4 "/usr/include/other.h"\n\tmov.u32 %r1, 0;\n'
    )
    portable = warp_ir.portable_ptx(ptx, work)
    assert str(tmp_path) not in portable and str(package) not in portable
    assert '.file\t1 "warp/native/builtin.h"' in portable
    assert '.file\t2 "__nv_nvrtc_builtin_header.h"' in portable
    assert '.file\t3 "kernel.cu"' in portable
    assert '.file\t4 "/usr/include/other.h"' in portable  # outside the machine's run folders: kept
    assert portable.splitlines()[-1] == "\tmov.u32 %r1, 0;"  # code untouched
