"""The record check (``synth.stages.promises``): each record defect once shipped is caught by the
stage, as a ``record_field`` failure naming the field, and a good record passes."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from synth.generate.cases import Case, spec_for
from synth.model.failures import StageFailure
from synth.render.cuda import files
from synth.stages import promises, standalone_cuda
from synth.stages.batch import Batch, Settings
from synth.toolchain import nvcc

CASES = [Case("half", 0), Case("float64", 8), Case("arithmetic", 0)]


@pytest.fixture(scope="module", autouse=True)
def have_nvcc():
    try:
        nvcc.require_nvcc()
    except nvcc.NvccNotFound as skip:
        pytest.skip(skip.reason)


def check(tmp_path, cases=CASES) -> dict:
    return promises.fields(Batch("unit-promises", cases, Settings(tmp_path)))


def test_good_records_keep_every_promise(tmp_path):
    """Each passes, and what it compared is the record's: the PTX of cuda_kernel alone is nvcc's, ptxas's numbers are its resources."""
    batch = Batch("unit-promises", CASES, Settings(tmp_path))
    results, built = promises.fields(batch), batch.results(standalone_cuda.nvcc_build)
    for case in CASES:
        kept = results[case.id]
        assert isinstance(kept, promises.Kept) and (kept.fields, kept.not_checked) == (("cuda_kernel", "ptx", "resources"), None), kept
        assert kept.alone_ptx == built[case.id].ptx[90] and kept.ptxas == built[case.id].resources


def test_cuda_kernel_is_compiled_alone_at_the_first_architecture(tmp_path):
    """With two architectures, cuda_kernel alone is compared with the record's PTX of the first
    (the lowest), and ptxas's numbers are checked at both."""
    case = Case("arithmetic", 0)
    batch = Batch("unit-promises-archs", [case], Settings(tmp_path, archs=(80, 90)))
    kept, built = promises.fields(batch)[case.id], batch.results(standalone_cuda.nvcc_build)[case.id]
    assert isinstance(kept, promises.Kept) and kept.alone_ptx == built.ptx[80] != built.ptx[90]
    assert sorted(kept.ptxas) == [80, 90]


def test_a_cuda_kernel_that_leaves_its_include_outside_is_caught(tmp_path, monkeypatch):
    """The shipped defect: cuda_fp16.h included by the file above the cut, so the half record's
    ``cuda_kernel`` did not compile alone (``__half`` undefined)."""
    monkeypatch.setattr(files, "device_text", lambda parts: parts.device)
    results = check(tmp_path)
    failure = results[CASES[0].id]
    assert isinstance(failure, StageFailure) and failure.label == "record_field"
    assert failure.message.startswith("cuda_kernel: does not compile alone") and "__half" in failure.message
    assert all(isinstance(results[c.id], promises.Kept) for c in CASES[1:]), "a defect is charged to its own case"


def test_a_ptx_cut_inside_an_inline_asm_block_is_caught(tmp_path, monkeypatch):
    """The shipped defect: the kernel's PTX cut at the first line that is a lone ``}``, inside
    cuda_fp16.h's first multi-line inline asm: ptxas rejects the stored text."""
    monkeypatch.setattr(nvcc, "block_end", lambda ptx, start: ptx.index("\n}\n", start) + 3)
    failure = check(tmp_path, CASES[:1])[CASES[0].id]
    assert isinstance(failure, StageFailure) and failure.label == "record_field"
    assert failure.message.startswith("ptx: ptxas rejects it")


def test_resources_that_are_not_the_kernels_own_are_caught(tmp_path, monkeypatch):
    """A record's resources must be what ptxas reports for its kernel's function (float64-s000008's
    frame is 40 bytes; its device functions' are 0, once recorded in its place)."""
    build = standalone_cuda.nvcc_build

    def helper_frame(batch):
        results = build(batch)
        for case_id, result in results.items():
            if case_id == CASES[1].id:
                resources = {arch: {**numbers, "stack_bytes": 0} for arch, numbers in result.resources.items()}
                results[case_id] = dataclasses.replace(result, resources=resources)
        return results

    monkeypatch.setattr(standalone_cuda, "nvcc_build", helper_frame)
    results = check(tmp_path)
    failure = results[CASES[1].id]
    assert isinstance(failure, StageFailure) and failure.label == "record_field"
    assert failure.message.startswith("resources: sm_90: the record has") and "'stack_bytes': 40" in failure.message
    assert isinstance(results[CASES[2].id], promises.Kept)


def test_ptx_of_another_compilation_is_caught(tmp_path, monkeypatch):
    """cuda_kernel compiled alone must give the record's ptx itself (here the record's ptx is the
    standalone file's at another optimization of the same text: one changed line)."""
    build = standalone_cuda.nvcc_build
    planted = []

    def other_ptx(batch):
        results = build(batch)
        case_id = CASES[2].id
        ptx = results[case_id].ptx[90].replace("\tret;", "\tbar.sync \t0;\n\tret;", 1)
        planted.append(ptx.splitlines().index("\tbar.sync \t0;") + 1)
        results[case_id] = dataclasses.replace(results[case_id], ptx={90: ptx})
        return results

    monkeypatch.setattr(standalone_cuda, "nvcc_build", other_ptx)
    failure = check(tmp_path, CASES[2:])[CASES[2].id]
    assert isinstance(failure, StageFailure) and failure.label == "record_field"
    assert failure.message == f"cuda_kernel: compiled alone, its PTX differs from the record's ptx (sm_90) at line {planted[0]}"


def test_an_include_set_unit_keeps_each_kernel_in_its_namespace():
    half = files.render_standalone(spec_for("half", 0)).kernel
    head, code = promises.includes_and_code(half)
    assert head == "#include <cuda_fp16.h>\n" and not code.startswith("\n") and "#include" not in code
    unit = promises.alone_unit({"a": half, "b": half})
    assert unit.startswith("#include <cuda_fp16.h>\n") and unit.count("#include") == 1
    assert "namespace a {" in unit and "namespace b {" in unit
    assert promises.alone_unit({"a": half}) == half, "a kernel alone is its text verbatim"
    with pytest.raises(ValueError):
        promises.alone_unit({"a": half, "b": code})


def test_a_kernel_compiled_alone_again_into_its_folder_gives_the_same_ptx(tmp_path):
    """A second compile of the same cuda_kernel into the folder the first left (a rerun, or a second
    group of the same kernel name) works and gives the same PTX: the folder is reused, not refused."""
    spec = spec_for("arithmetic", 0)
    kernel = files.render_standalone(spec).kernel
    first = promises.compile_alone({spec.name: kernel}, 90, tmp_path / "alone", None)
    again = promises.compile_alone({spec.name: kernel}, 90, tmp_path / "alone", None)
    assert first == again and ".entry" in first[spec.name]


def test_a_kernel_with_a_device_function_in_a_unit_is_cut_from_a_file_of_its_own(tmp_path):
    """nvcc leaves double sin's slow path a .func, compiled for the whole unit: in a unit of several
    kernels, such a kernel's PTX (float64-s000001's, beside float64-s000000) is the PTX of its own file."""
    a, b = spec_for("float64", 1), spec_for("float64", 0)
    kernels = {s.name: files.render_standalone(s).kernel for s in (a, b)}
    together = promises.compile_alone(kernels, 90, tmp_path / "unit", None)
    alone = promises.compile_alone({a.name: kernels[a.name]}, 90, tmp_path / "alone", None)
    assert "\n.func " in alone[a.name] and together[a.name] == alone[a.name]


def test_line_markers_are_all_that_is_left_out_of_the_ir_comparison():
    text = "    // x = a[i]                         <L 12>\n    var_0 = a;\n    // /abs/where/file.py:14\n    // <warp>/native/x.py:3\n"
    moved = "    // x = a[i]        <L 3>\n    var_0 = a;\n    // <alone>/source_0.py:5\n    // <warp>/native/x.py:3\n"
    assert promises.without_line_markers(text) == promises.without_line_markers(moved)
    assert promises.without_line_markers(text) != promises.without_line_markers(moved.replace("var_0 = a", "var_0 = b"))
    assert promises.without_line_markers(text) != promises.without_line_markers(moved.replace("x.py:3", "y.py:3"))
    debug, debug_moved = '#line 156 "<proj>/tests/t.py"\n    var_0 = a;\n', '#line 6 "<alone>/source_28.py"\n    var_0 = a;\n'
    assert promises.without_line_markers(debug) == promises.without_line_markers(debug_moved)
    assert promises.without_line_markers(debug) != promises.without_line_markers(debug_moved.replace("var_0 = a", "var_0 = b"))


MODULE = """\
import numpy as np
import warp as wp

TILE_N = 128
np_type, wp_type = np.float64, wp.float64
scale = wp.vec2d(wp.float64(1 / TILE_N), wp.float64(2 / TILE_N))
dtype = wp.float16


@wp.kernel
def scaled(x: wp.array[wp.vec2d], y: wp.array[wp_type], h: wp.array[dtype]):
    i = wp.tid()
    y[i] = wp.dot(x[i], scale) * wp_type(TILE_N)
    h[i] = dtype(1.5)
"""


def test_a_kernels_python_source_takes_the_module_globals_it_names(tmp_path):
    """The shipped defect: globals from a tuple assignment (``wp_type``), a Warp type (``dtype``)
    and a vector value (``scale``) were left out of the source, which then did not run alone.
    Now each is one assignment, and the source alone, in a fresh process, builds the same IR."""
    from types import SimpleNamespace

    from synth.warp import warp_ir
    from synth.warp.kernel_source import kernel_source

    path = tmp_path / "globals_module.py"
    path.write_text(MODULE)
    module = warp_ir.import_file(path, "synth_unit_globals_module")
    kernel = module.scaled
    cpu = warp_ir.build_kernel_alone(kernel, "cpu", 256, None)
    cuda = warp_ir.build_kernel_alone(kernel, "cuda", 256, 90)
    source = kernel_source(kernel, cpu, module)
    for line in ("wp_type = wp.float64", "dtype = wp.float16", "scale = wp.vec2d(0.0078125, 0.015625)", "TILE_N = 128"):
        assert line in source.splitlines(), (line, source)
    ir = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
    case = SimpleNamespace(id="unit-globals", kernel="scaled", overload="")
    texts = {case.id: SimpleNamespace(python_source=source, build={"block_dim": 256, "cuda_arch": 90})}
    alone = promises.source_alone([case], texts, tmp_path / "alone")[case.id]
    assert set(alone) == set(ir)
    for kind in ir:
        assert promises.without_line_markers(alone[kind]) == promises.without_line_markers(ir[kind]), kind
    texts[case.id].python_source = source.replace("dtype = wp.float16\n", "")
    failure = promises.source_alone([case], texts, tmp_path / "lacking")[case.id]
    assert isinstance(failure, StageFailure) and failure.label == "record_field"
    assert failure.message.startswith("python_source: does not build alone in a fresh process") and "dtype" in failure.message


UNIQUE_MODULE = """
import warp as wp


@wp.kernel(module="unique")
def doubled(x: wp.array[float], y: wp.array[float]):
    i = wp.tid()
    y[i] = 2.0 * x[i]
"""


def test_a_module_unique_kernels_source_builds_alone(tmp_path):
    """Warp registers a ``module="unique"`` kernel in a module of its own, not under its file's
    module name: the source-alone check found no kernel in such a source (11 kernels of Warp's
    deterministic-backward tests failed ``record_field``). It finds it as ingest does."""
    from types import SimpleNamespace

    from synth.warp import warp_ir
    from synth.warp.kernel_source import kernel_source

    path = tmp_path / "unique_module.py"
    path.write_text(UNIQUE_MODULE)
    module = warp_ir.import_file(path, "synth_unit_unique_module")
    kernel = module.doubled
    cpu = warp_ir.build_kernel_alone(kernel, "cpu", 256, None)
    cuda = warp_ir.build_kernel_alone(kernel, "cuda", 256, 90)
    ir = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
    case = SimpleNamespace(id="unit-unique", kernel="doubled", overload="")
    texts = {case.id: SimpleNamespace(python_source=kernel_source(kernel, cpu, module), build={"block_dim": 256, "cuda_arch": 90})}
    alone = promises.source_alone([case], texts, tmp_path / "alone")[case.id]
    assert not isinstance(alone, StageFailure), alone.message
    for kind in ir:
        assert promises.without_line_markers(alone[kind]) == promises.without_line_markers(ir[kind]), kind


def test_an_existing_kernels_source_alone_must_build_the_records_texts():
    """The verdict on a module record's python_source: the texts the source builds alone equal to
    the record's (line markers aside) keep it; another text is a record_field failure naming
    python_source, with both texts and the source as its artifacts."""
    from types import SimpleNamespace

    case = SimpleNamespace(id="unit-alone", kernel="k", overload="")
    ptx = SimpleNamespace(entries={90: ["k_cuda_kernel_forward"]})
    texts = SimpleNamespace(ir={"cpu_forward": "void k_cpu_kernel_forward() { y = x; }\n"}, python_source="# the kernel's source\n", not_alone="")
    kept = promises._judge_module(case, texts, ptx, {"k_cuda_kernel_forward": {}}, dict(texts.ir), 90)
    assert isinstance(kept, promises.Kept) and "python_source" in kept.fields, kept
    other = {"cpu_forward": "void k_cpu_kernel_forward() { y = 2 * x; }\n"}
    failure = promises._judge_module(case, texts, ptx, {"k_cuda_kernel_forward": {}}, other, 90)
    assert isinstance(failure, StageFailure) and failure.label == "record_field" and failure.message.startswith("python_source: ")
    assert set(failure.artifacts) == {"cpu_forward.alone", "cpu_forward.record", "python_source.py"}
    assert failure.artifacts["cpu_forward.alone"] == other["cpu_forward"]
    assert failure.known is None
    texts.not_alone = "Warp built it from its text rewritten by code transformers (ReuseCall), which no text of it holds"
    known = promises._judge_module(case, texts, ptx, {"k_cuda_kernel_forward": {}}, other, 90)
    assert known.label == "record_field" and known.known == f"python_source: not written to run alone: {texts.not_alone}"  # the kernel Warp built says why: an xfail


def test_the_fresh_process_gets_ten_seconds_more_per_kernel(tmp_path, monkeypatch):
    """One fresh process imports every source of a batch: Warp's import (~2 s) once, and a codegen
    per kernel, so its limit is 120 s plus 10 s per kernel: a batch of 30 gets 420 s, not 120."""
    from types import SimpleNamespace

    limits = []
    monkeypatch.setattr(promises.process, "run", lambda argv, timeout, **kw: limits.append(timeout) or SimpleNamespace(stdout="", stderr="", returncode=0, how="exit status 0"))
    cases = [SimpleNamespace(id=f"unit-{k}", kernel="k", overload="") for k in range(30)]
    texts = {c.id: SimpleNamespace(python_source="import warp as wp\n", build={"block_dim": 256, "cuda_arch": 90}) for c in cases}
    promises.source_alone(cases, texts, tmp_path)
    assert limits == [420.0]


def test_ptxas_gets_a_second_more_per_file(tmp_path, monkeypatch):
    """All of a batch's PTX files go to one ptxas call, whose limit is 60 s plus 1 s per file: 40 files get 100 s."""
    from types import SimpleNamespace

    limits = []
    monkeypatch.setattr(promises, "find_ptxas", lambda: Path("ptxas"))
    monkeypatch.setattr(promises.process, "run", lambda argv, timeout, **kw: limits.append(timeout) or SimpleNamespace(stdout="", stderr="", returncode=0))
    promises.assemble({f"k{n}": f".visible .entry k{n}(\n" for n in range(40)}, 90, tmp_path)
    assert limits == [100.0]


def test_a_kernels_includes_are_cut_from_its_code_with_the_one_blank_line_after_them():
    assert promises.includes_and_code("#include <cuda_fp16.h>\n\n__device__ int x;\n") == (
        "#include <cuda_fp16.h>\n",
        "__device__ int x;\n",
    )
    assert promises.includes_and_code("#include <cuda_fp16.h>\n__device__ int x;\n") == ("#include <cuda_fp16.h>\n", "__device__ int x;\n")
    assert promises.includes_and_code("\n__device__ int x;\n") == ("", "\n__device__ int x;\n")


TABLE = ".global .align 4 .b8 __cudart_i2opi_f[24] = {65, 144};\n"


def test_ptx_texts_are_grouped_so_that_no_call_declares_a_name_twice():
    texts = {
        "a": f"{TABLE}.visible .entry a(\n",
        "b": ".visible .entry b(\n",
        "c": f"{TABLE}.func  (.param .b64 func_retval0) __internal_accurate_pow(\n.visible .entry c(\n",
        "d": f".extern .func vprintf\n{TABLE}.visible .entry d(\n",
        "e": ".func __internal_accurate_pow(\n.visible .entry e(\n",
    }
    assert promises.module_symbols(texts["c"]) == {"__cudart_i2opi_f", "__internal_accurate_pow", "c"}
    groups = promises.disjoint_groups(texts)
    assert groups == [["a", "b", "e"], ["c"], ["d"]]  # first fit, in order: each copy of the table in a call of its own


def test_kernels_that_each_carry_the_sin_table_are_assembled_without_a_call_per_kernel(tmp_path, monkeypatch):
    """ptxas given several files assembles them as one module: three kernels that each define float
    sin's table (``__cudart_i2opi_f``) crashed it (ptxas 13.0: SIGSEGV), and every case of the batch
    was then assembled alone, one call each. Now each call holds files that declare no name twice,
    and the numbers are those of each file assembled alone."""
    cases = [Case("math", 0), Case("math", 1), Case("math", 2), Case("arithmetic", 0), Case("vector", 0)]
    batch = Batch("unit-promises-table", cases, Settings(tmp_path))
    built = batch.results(standalone_cuda.nvcc_build)
    carriers = [c.kernel_name for c in cases if "__cudart_i2opi_f" in built[c.id].ptx[90]]
    assert len(carriers) == 3, f"the test needs three kernels with float sin's table, found {carriers}"
    calls = []
    real = promises.process.run
    monkeypatch.setattr(promises.process, "run", lambda argv, timeout, **kw: (calls.append(argv) if "ptxas" in Path(argv[0]).name else None) or real(argv, timeout, **kw))
    results = promises.fields(batch)
    assert all(isinstance(results[c.id], promises.Kept) for c in cases), results
    files_per_call = [names for argv in calls if (names := [Path(a).name.split(".")[0] for a in argv if str(a).endswith(".ptx")])]  # not --version
    assert len(files_per_call) == 3 and sorted(sum(files_per_call, [])) == sorted(c.kernel_name for c in cases)
    assert all(len(set(names) & set(carriers)) == 1 for names in files_per_call), files_per_call
    for case in cases:
        alone = promises.assemble({case.kernel_name: built[case.id].ptx[90]}, 90, tmp_path / "alone" / case.kernel_name)
        assert results[case.id].ptxas[90] == alone[case.kernel_name][case.kernel_name]
