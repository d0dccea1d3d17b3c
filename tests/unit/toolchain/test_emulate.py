"""The CPU emulation of the standalone .cu agrees with Warp's CPU run, and catches a wrong translation."""

from __future__ import annotations

import dataclasses
import subprocess

import numpy as np
import pytest
from conformance import cpu_kernels

from synth.generate.cases import Case, spec_for
from synth.generate.categories import CATEGORIES
from synth.model.failures import StageFailure, StageSkipped
from synth.model.inputs import DRAWS, make_inputs
from synth.model.spec import (
    BOOL,
    FLOAT,
    INT,
    MAT22,
    MAT44,
    VEC3,
    Assign,
    Atomic,
    Binary,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    For,
    If,
    KernelSpec,
    Let,
    Load,
    Logical,
    Param,
    Ref,
    Store,
    Unary,
)
from synth.render.cuda import INFIX, CudaParts, units
from synth.render.cuda import io as cuda_io
from synth.stages import cuda_builds, standalone_cuda
from synth.stages.batch import Batch, Settings
from synth.stages.reference import run_forward
from synth.toolchain import emulate, nvcc
from synth.verify.compare import Agreement

pytestmark = pytest.mark.needs_gxx


def _f(op, a, b, t=FLOAT):
    return Binary(op, a, b, t)


def _handmade() -> list[KernelSpec]:
    """Nodes the category generators rarely or never produce: constructors, vector and matrix
    negation and division, the zero-vector normalize, atomics into vec3 arrays, float min/max
    atomics, int scalars in an index, a local first defined inside a loop, not/and/or."""
    a3, b3, s = Load("a", VEC3), Load("b", VEC3), Ref("s", FLOAT)
    x = [Ref(f"x{k}", VEC3) for k in range(5)]
    vector = KernelSpec("handmade_vector", "handmade", 0, 64, (
        Param("a", "in", VEC3), Param("b", "in", VEC3), Param("s", "scalar", FLOAT, (0.5, 2.0)),
        Param("out", "out", VEC3), Param("out1", "out", FLOAT), Param("out2", "out", VEC3, length=4),
        Param("out3", "out", VEC3, length=4, init=-5.0)), (
        Let("x0", Construct((Component(a3, (0,)), Component(b3, (1,)), s), VEC3)),
        Let("x1", Unary("neg", x[0], VEC3)),
        Let("x2", _f("div", x[1], _f("add", s, Const(1.0)), VEC3)),
        Let("x3", _f("mul", s, x[2], VEC3)),
        Let("x4", _f("add", Call("normalize", (Construct((Const(0.0), Const(0.0), Const(0.0)), VEC3),), VEC3), x[3], VEC3)),
        Store("out", x[4]),
        Store("out1", Call("length", (_f("sub", x[4], a3, VEC3),), FLOAT)),
        Atomic("add", "out2", _f("mod", Ref("i", INT), Const(4, INT), INT), x[4]),
        Atomic("max", "out3", _f("mod", Ref("i", INT), Const(4, INT), INT), x[4]),
    ))  # fmt: skip
    m2, m4 = Load("a", MAT22), Load("b", MAT44)
    y = [Ref(f"x{k}", MAT22) for k in range(5)]
    matrix = KernelSpec("handmade_matrix", "handmade", 0, 64, (
        Param("a", "in", MAT22), Param("b", "in", MAT44), Param("k", "scalar", INT, (1, 5)),
        Param("out", "out", FLOAT), Param("out1", "out", MAT22)), (
        Let("x0", Construct((Component(m2, (0, 0)), Const(1.0), Const(2.0), Component(m2, (1, 1))), MAT22)),
        Let("x1", Unary("neg", y[0], MAT22)),
        Let("x2", _f("sub", y[1], m2, MAT22)),
        Let("x3", _f("div", y[2], Const(2.0), MAT22)),
        Let("x4", _f("mul", Const(0.5), y[3], MAT22)),
        Store("out1", y[4]),
        Store("out", _f("add", Call("determinant", (m4,), FLOAT), _f("mul", Call("float", (Ref("k", INT),), FLOAT), Component(y[4], (0, 1))))),
    ))  # fmt: skip
    a, acc, x1 = Load("a", FLOAT), Ref("x0", FLOAT), Ref("x1", FLOAT)
    cond = Logical("or", Unary("not", Compare("lt", x1, Const(0.25)), BOOL),
                   Logical("and", Compare("gt", x1, Const(0.5)), Unary("not", Compare("lt", a, Const(0.0)), BOOL)))  # fmt: skip
    index = _f("mod", _f("add", Ref("i", INT), Ref("k", INT), INT), Const(3, INT), INT)
    control = KernelSpec("handmade_control", "handmade", 0, 64, (
        Param("a", "in", FLOAT), Param("k", "scalar", INT, (1, 5)), Param("out", "out", FLOAT),
        Param("out1", "out", FLOAT, length=3, init=5.0), Param("out2", "out", FLOAT, length=3, init=-5.0)), (
        Let("x0", Const(0.0)),
        For("j", 3, (
            Let("x1", _f("mul", a, Call("float", (Ref("j", INT),), FLOAT))),
            If(cond, (Assign("x0", _f("add", acc, x1)),),
               (Assign("x0", _f("sub", acc, Call("clamp", (x1, Const(-0.5), Const(0.5)), FLOAT))),)),
        )),
        Store("out", Call("max", (acc, Unary("neg", Unary("neg", a, FLOAT), FLOAT)), FLOAT)),
        Atomic("min", "out1", index, acc),
        Atomic("max", "out2", _f("mod", Ref("i", INT), Const(3, INT), INT), acc),
    ))  # fmt: skip
    return [vector, matrix, control]


GENERATED = [spec_for(c, 1) for c in CATEGORIES]
HANDMADE = _handmade()
MUTANT = spec_for("arithmetic", 3)  # adds feed its output: flipping + to - must show
REFERENCE_SPECS = GENERATED + HANDMADE + [MUTANT]


@pytest.fixture(scope="module")
def warp_reference(tmp_path_factory):
    """Every reference spec run by Warp on the CPU: a Warp module per block_dim (tile kernels build
    with their own, the others with none), as the pipeline binds them (``codegen.module_groups``)."""
    folder = tmp_path_factory.mktemp("warp_src")
    groups: dict[int | None, list[KernelSpec]] = {}
    for spec in REFERENCE_SPECS:
        groups.setdefault(spec.block_dim, []).append(spec)
    reference = {}
    for block_dim, specs in groups.items():
        copies = cpu_kernels(specs, folder, f"test_emulate_reference_{block_dim or 0}", block_dim)
        for spec, kernel in zip(specs, copies, strict=True):
            reference[spec.name] = run_forward(kernel, spec, make_inputs(spec))
    return reference


def mismatches(spec: KernelSpec, actual: dict, expected: dict) -> str:
    """The pipeline's own comparison (``synth.stages.standalone_cuda.compare``): its message, or "" on agreement."""
    result = standalone_cuda.compare(spec, actual, expected)
    return result.message if isinstance(result, StageFailure) else ""


def test_every_category_and_the_handmade_nodes_match_warp(warp_reference, tmp_path):
    specs = GENERATED + HANDMADE
    results = cuda_builds.emulate_specs(specs, {s.name: make_inputs(s) for s in specs}, tmp_path)
    for spec in specs:
        outputs = results[spec.name]
        assert isinstance(outputs, dict), f"{spec.name}: {outputs}"
        assert not mismatches(spec, outputs, warp_reference[spec.name]), spec.name
        for name, initial in make_inputs(spec).items():
            if spec.param(name).kind == "out":
                assert not np.array_equal(outputs[name], initial), f"{spec.name}.{name} was never written"


def test_the_handmade_nodes_compile_with_nvcc_too(tmp_path):
    try:
        nvcc.require_nvcc()
    except nvcc.NvccNotFound as missing:
        pytest.skip(missing.reason)
    results = cuda_builds.compile_specs(HANDMADE, (90,), tmp_path, executable=False)
    assert all(isinstance(r, nvcc.NvccResult) and r.batch_size == len(HANDMADE) for r in results.values()), results


def test_a_wrong_translation_disagrees_with_warp(warp_reference, tmp_path, monkeypatch):
    real = units.render_parts

    def flip_plus(spec, launch="cuda"):
        if spec.name != MUTANT.name:
            return real(spec, launch)
        with monkeypatch.context() as m:
            m.setitem(INFIX, "add", "-")
            return real(spec, launch)

    monkeypatch.setattr(units, "render_parts", flip_plus)
    assert "x1 = b[i] - a[i];" in flip_plus(MUTANT).device
    other = GENERATED[0]
    results = cuda_builds.emulate_specs([MUTANT, other], {s.name: make_inputs(s) for s in (MUTANT, other)}, tmp_path)
    assert mismatches(MUTANT, results[MUTANT.name], warp_reference[MUTANT.name]), "the flipped + went unnoticed"
    assert not mismatches(other, results[other.name], warp_reference[other.name])


def test_a_case_that_breaks_the_build_is_charged_to_itself(tmp_path, monkeypatch):
    specs = GENERATED[:3]
    real = units.render_parts

    def broken(spec, launch="cuda"):
        p = real(spec, launch)
        return CudaParts(p.name, p.device + "this is not C++;\n", p.host) if spec.name == specs[1].name else p

    monkeypatch.setattr(units, "render_parts", broken)
    with pytest.raises(StageFailure):
        cuda_builds.emulate_specs(specs, {s.name: make_inputs(s) for s in specs}, tmp_path / "whole")
    cases = [Case(s.category, s.seed) for s in specs]
    results = standalone_cuda.emulation(Batch("unit-emulate-broken", cases, Settings(tmp_path)))
    failure = results[cases[1].id]
    assert isinstance(failure, StageFailure) and failure.label == "codegen_error"
    assert "error" in failure.artifacts["g++.stderr"]
    assert isinstance(results[cases[0].id], Agreement) and isinstance(results[cases[2].id], Agreement)


def test_a_run_that_crashes_is_charged_to_its_case_and_the_runs_after_it_go_on(tmp_path, monkeypatch):
    """Every case and draw of a batch runs in one process; one case's crash (on its second draw)
    fails that case alone, and the cases after it run in a new process and still agree with Warp."""
    specs = GENERATED[:3]
    real = units.render_parts

    def crashing(spec, launch="cuda"):
        p = real(spec, launch)
        if spec.name != specs[1].name:
            return p
        crash = '    if (strstr(input_path, ".draw1.")) { fprintf(stderr, "planted crash\\n"); abort(); }\n'
        start = p.host.index("{\n", p.host.index("int run(")) + 2
        return CudaParts(p.name, p.device, p.host[:start] + crash + p.host[start:])

    monkeypatch.setattr(units, "render_parts", crashing)
    processes = []
    real_run = emulate.runs.process.run
    monkeypatch.setattr(emulate.runs.process, "run", lambda argv, timeout, **kw: processes.append(argv) or real_run(argv, timeout, **kw))
    cases = [Case(s.category, s.seed) for s in specs]
    results = standalone_cuda.emulation(Batch("unit-emulate-run-crash", cases, Settings(tmp_path)))
    failure = results[cases[1].id]
    assert isinstance(failure, StageFailure) and failure.label == "crash", failure
    assert failure.message.startswith("input draw 1: ") and "signal SIGABRT" in failure.message
    assert "planted crash" in failure.artifacts["stderr.txt"]
    assert isinstance(results[cases[0].id], Agreement) and isinstance(results[cases[2].id], Agreement)
    runs = [argv for argv in processes if argv[0].endswith("/emulate")]  # not g++
    after = (DRAWS - 2) + DRAWS  # case 1's draws after draw 1, then case 2's
    assert [(len(argv) - 1) // 3 for argv in runs] == [3 * DRAWS, after], (
        "3 cases x DRAWS draws in one process, then the runs after the crash in a new one"
    )


def test_the_host_code_rejects_an_input_file_of_another_kernel(tmp_path):
    spec, other = GENERATED[0], GENERATED[1]
    exe = cuda_builds.build_emulation([spec], tmp_path)
    cuda_io.write_inputs(tmp_path / "other.bin", other, make_inputs(other))
    proc = subprocess.run([str(exe), spec.name, str(tmp_path / "other.bin"), str(tmp_path / "out.bin")], capture_output=True, text=True)
    assert proc.returncode == 2 and "I/O error" in proc.stderr
    longer = dataclasses.replace(spec, dim=2 * spec.dim)  # the file says n = 2 * dim
    failure = emulate.run_all(exe, [longer], {longer.name: make_inputs(longer)}, tmp_path)[longer.name]
    assert isinstance(failure, StageFailure) and "status 2" in failure.message
    assert failure.label == "crash" and "I/O error" in failure.artifacts["stderr.txt"]


def test_no_compiler_is_a_skip(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("CXX", raising=False)
    case = Case(GENERATED[0].category, GENERATED[0].seed)
    result = standalone_cuda.emulation(Batch("unit-no-gxx", [case], Settings(tmp_path)))[case.id]
    assert isinstance(result, StageSkipped) and "g++ is not on PATH" in result.reason


# ----------------------------------------------------------------------------- the file layout


def test_inputs_round_trip_and_outputs_are_read_back_by_name(tmp_path):
    spec = HANDMADE[1]  # mat22 and mat44 arrays, an int scalar
    values = make_inputs(spec)
    cuda_io.write_inputs(tmp_path / "in.bin", spec, values)
    data = (tmp_path / "in.bin").read_bytes()
    assert data[:8] == b"SYNCUIN1" and np.frombuffer(data, "<u4", 2, 8).tolist() == [spec.dim, len(spec.params)]
    back = cuda_io.read_inputs(tmp_path / "in.bin", spec)
    for name, value in values.items():
        np.testing.assert_array_equal(back[name], value)
    assert isinstance(back["k"], int)
    out = np.arange(spec.dim, dtype="<f4"), np.arange(spec.dim * 4, dtype="<f4")
    words = b"".join(np.array([a.size], "<u4").tobytes() + a.tobytes() for a in out)
    (tmp_path / "out.bin").write_bytes(b"SYNCUOU1" + np.array([2], "<u4").tobytes() + words)
    read = cuda_io.read_outputs(tmp_path / "out.bin", spec)
    assert read["out"].shape == (spec.dim,) and read["out1"].shape == (spec.dim, 2, 2)
    np.testing.assert_array_equal(read["out1"].ravel(), out[1])
    (tmp_path / "short.bin").write_bytes((tmp_path / "out.bin").read_bytes()[:-4])
    with pytest.raises(ValueError, match="out1"):
        cuda_io.read_outputs(tmp_path / "short.bin", spec)


def test_missing_outputs_start_at_their_init_and_wrong_shapes_are_refused(tmp_path):
    spec = HANDMADE[2]
    values = {k: v for k, v in make_inputs(spec).items() if spec.param(k).kind != "out"}
    cuda_io.write_inputs(tmp_path / "in.bin", spec, values)
    assert cuda_io.read_inputs(tmp_path / "in.bin", spec)["out1"].tolist() == [5.0, 5.0, 5.0]
    with pytest.raises(ValueError, match="parameter a"):
        cuda_io.write_inputs(tmp_path / "bad.bin", spec, {**values, "a": np.zeros(3)})


def test_an_exact_check_catches_one_wrong_element():
    """With a zero allowance (int32 outputs), one differing element is a mismatch, not a NaN that passes."""
    from synth.verify.compare import compare_arrays
    from synth.verify.tolerance import Tolerance

    expected = {"out": np.array([1, 2, 3], dtype=np.int32)}
    exact = lambda name, exp: Tolerance(0.0, 0.0)  # noqa: E731
    agreement, problems = compare_arrays({"out": np.array([1, 7, 3], dtype=np.int32)}, expected, exact, ("emulated", "cpu"))
    assert problems and "1/3 elements" in problems[0]
    agreement, problems = compare_arrays({"out": expected["out"].copy()}, expected, exact, ("emulated", "cpu"))
    assert not problems and agreement.worst_error == 0.0
