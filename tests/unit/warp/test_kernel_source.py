"""A real kernel's ``python_source`` runs alone: written by ``synth.warp.kernel_source`` for a kernel
of a module, imported from a file of its own in a fresh process (``synth.stages.promises.source_alone``,
the dataset's own check), it builds the four IR texts the module's kernel built.

One test per construct Warp's own code uses that the writer once spelled wrong or left out: a
vector or matrix type the ``warp`` package does not name (``wp.vec_t``), a name used only in a
parameter annotation of a kernel made by a function, a kernel made by ``wp.Kernel(func, key=...)``,
kernels, functions, structs and constants inside classes, a Python type alias, a Warp scalar
constant, an enum and a tuple that ``wp.static`` indexes, a generic class kernel's overload.
"""

from types import SimpleNamespace

import pytest

from synth.model.failures import StageFailure
from synth.stages import promises
from synth.warp import warp_ir
from synth.warp.kernel_source import kernel_source, missing_at_import, not_written_alone

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _import(tmp_path, name: str, text: str):
    path = tmp_path / f"{name}.py"
    path.write_text(text)
    return warp_ir.import_file(path, f"synth_unit_source_{name}")


def _ir(kernel) -> dict[str, str]:
    cpu = warp_ir.build_kernel_alone(kernel, "cpu", 256, None)
    cuda = warp_ir.build_kernel_alone(kernel, "cuda", 256, 90)
    ir = warp_ir.cut_kernel_texts(kernel.key, (cpu.source, cpu.mangled), (cuda.source, cuda.mangled))
    return {kind: warp_ir.canonical_function_names(text, cpu.functions + cuda.functions) for kind, text in ir.items()}


def assert_builds_alone(tmp_path, kernel, module, generic=None, overload: str = "") -> str:
    """The kernel's source, checked as the dataset checks it: alone, the same four IR texts."""
    source = kernel_source(kernel, warp_ir.build_kernel_alone(kernel, "cpu", 256, None), module, generic)
    case = SimpleNamespace(id="unit-source", kernel=(generic or kernel).key, overload=overload)
    ir = _ir(kernel)
    texts = {case.id: SimpleNamespace(python_source=source, build={"block_dim": 256, "cuda_arch": 90}, ir=ir)}
    alone = promises.source_alone([case], texts, tmp_path / "alone")[case.id]
    assert not isinstance(alone, StageFailure), f"{alone.message}\n{source}"
    assert set(alone) == set(ir)
    for kind in sorted(ir):
        assert promises.without_line_markers(alone[kind]) == promises.without_line_markers(ir[kind]), (kind, source)
    return source


GENERIC_TYPES = """
import warp as wp
from typing import Any

vec5 = wp.types.vector(length=5, dtype=wp.float32)
mat23 = wp.types.matrix(shape=(2, 3), dtype=wp.float32)
WEIGHTS = vec5(0.5, 0.25, 0.125, 1.0, 2.0)


@wp.kernel
def weigh(a: wp.array[vec5], m: wp.array[Any], out: wp.array[float]):
    i = wp.tid()
    out[i] = wp.dot(a[i], WEIGHTS) + m[i][1, 2]


wp.overload(weigh, {"m": wp.array[mat23]})
"""


def test_vector_and_matrix_types_the_package_does_not_name(tmp_path):
    """``wp.types.vector(length=5, ...)`` is a class named ``vec_t``: the source once said
    ``wp.vec_t`` (no such attribute). It is now the constructor's call, and a value of it too."""
    module = _import(tmp_path, "generic_types", GENERIC_TYPES)
    overload = next(iter(warp_ir.overloads(module.weigh).values()))
    source = assert_builds_alone(tmp_path, overload, module, module.weigh, next(iter(warp_ir.overloads(module.weigh))))
    assert "vec5 = wp.types.vector(length=5, dtype=wp.float32)" in source
    assert "WEIGHTS = wp.types.vector(length=5, dtype=wp.float32)(0.5, 0.25, 0.125, 1.0, 2.0)" in source
    assert '"m": wp.array(dtype=wp.types.matrix(shape=(2, 3), dtype=wp.float32))' in source
    assert "wp.vec_t" not in source and "wp.mat_t" not in source


FACTORY = """
import warp as wp

kernels = {}


def make(wptype):
    mat22 = wp.types.matrix(shape=(2, 2), dtype=wptype)

    def check_trace(m: wp.array[mat22], out: wp.array[wptype]):
        out[0] = wptype(2) * wp.trace(m[0])

    key = "check_trace_" + wptype.__name__
    kernels[key] = wp.Kernel(func=check_trace, key=key, options={"enable_backward": False})
    return kernels[key]


make(wp.float16)
"""


def test_a_kernel_made_by_wp_Kernel_with_names_only_its_annotations_use(tmp_path):
    """Warp's tests make kernels by ``wp.Kernel(func=f, key=...)`` from a function defined in a test:
    the source was a plain ``def`` (no kernel), and ``mat22``, read only by an annotation, is no
    closure variable, so it was left out. Now the call follows the text, and ``mat22`` is the type
    the annotation evaluated to."""
    module = _import(tmp_path, "factory", FACTORY)
    kernel = module.kernels["check_trace_float16"]
    source = assert_builds_alone(tmp_path, kernel, module)
    assert "mat22 = wp.types.matrix(shape=(2, 2), dtype=wp.float16)" in source.splitlines()
    assert 'check_trace_float16 = wp.Kernel(func=check_trace, key="check_trace_float16", options={\'enable_backward\': False})' in source


SHADOWED_BUILTIN = """
import warp as wp


def make_atomic(type):
    def atomic_sum(out: wp.array[type], val: wp.array[type], scale: float):
        tid = wp.tid()
        wp.atomic_add(out, 0, val[tid] * wp.float64(scale))

    return wp.Kernel(func=atomic_sum, key=f"atomic_sum_{type.__name__}")


kernel = make_atomic(wp.float64)
"""


def test_an_annotation_names_a_local_that_shadows_a_builtin(tmp_path):
    """Warp's test_atomic makes its kernels with ``def make_atomic_test(type)``: ``wp.array[type]``
    reads the factory's ``type``, which the source took for Python's own (``TypeError: Unrecognized
    type``, 13 records). A builtin's name is left to Python only where it is the builtin as Warp
    reads it (``float`` stays float here)."""
    module = _import(tmp_path, "shadowed", SHADOWED_BUILTIN)
    source = assert_builds_alone(tmp_path, module.kernel, module)
    assert "type = wp.float64" in source.splitlines()
    assert "float =" not in source


MADE_INSIDE = """
import warp as wp


def make_scale(factor: float, dtype):
    @wp.func
    def twice(x: dtype):
        return dtype(2.0) * x

    @wp.kernel
    def scale(x: wp.array[dtype], y: wp.array[dtype]):
        i = wp.tid()
        y[i] = twice(x[i]) * dtype(factor)

    return scale


made = make_scale(3.0, wp.float64)
"""


def test_a_kernel_made_inside_a_function_is_built_alone_under_its_key(tmp_path):
    """A factory's kernel has Warp's key ``make_scale__locals__scale``; its source defines it at module
    level as ``scale``. Built alone under the key it had, it gives the record's four IR texts; a
    source whose captured value differs gives other texts, and the check names python_source."""
    module = _import(tmp_path, "made_inside", MADE_INSIDE)
    kernel = module.made
    assert kernel.key == "make_scale__locals__scale"
    source = assert_builds_alone(tmp_path, kernel, module)
    assert "factor = 3.0" in source.splitlines() and "def scale(" in source
    case = SimpleNamespace(id="unit-made-inside", kernel=kernel.key, overload="")
    ir = _ir(kernel)
    wrong = {
        case.id: SimpleNamespace(
            python_source=source.replace("factor = 3.0", "factor = 4.0"), build={"block_dim": 256, "cuda_arch": 90}, ir=ir
        )
    }
    alone = promises.source_alone([case], wrong, tmp_path / "wrong")[case.id]
    assert not isinstance(alone, StageFailure) and alone["cpu_forward"] != ir["cpu_forward"]
    assert "make_scale__locals__scale" in alone["cpu_forward"] and "make_scale__locals__twice_0(" in alone["cpu_forward"]


MADE_INSIDE_GENERIC = """
import warp as wp
from typing import Any


def make_axpy():
    @wp.kernel(module="unique")
    def axpy(alpha: Any, x: wp.array[Any], y: wp.array[Any]):
        i = wp.tid()
        y[i] = alpha * x[i] + y[i]

    return axpy


axpy = make_axpy()
"""


def test_a_generic_kernel_made_inside_a_function_is_recorded_with_its_launch_overload(tmp_path):
    """Warp's sparse and linear solvers make generic kernels in factories and launch them: the launch
    makes the overload. Its record names the overload and its source declares it (``wp.overload`` of
    the name the source binds); without that, the source defined a generic kernel that builds nothing."""
    from synth.stages.ingest.child import generic_of
    from synth.warp import recorder

    wp = warp_ir.warp()
    module = _import(tmp_path, "made_inside_generic", MADE_INSIDE_GENERIC)
    rec = recorder.Recorder()
    with rec.installed():
        x = wp.array([1.0, 2.0], dtype=wp.float64, device="cpu")
        wp.launch(module.axpy, dim=2, inputs=[wp.float64(2.0), x, wp.zeros(2, dtype=wp.float64, device="cpu")], device="cpu")
    (seen,) = rec.seen.values()
    assert seen.kernel is not module.axpy  # the launch's overload
    generic, signature = generic_of(seen.kernel)
    assert generic is module.axpy and signature in generic.overloads
    source = assert_builds_alone(tmp_path, seen.kernel, module, generic, signature)
    assert source.rstrip().endswith(
        'wp.overload(axpy, {"alpha": wp.float64, "x": wp.array(dtype=wp.float64), "y": wp.array(dtype=wp.float64)})'
    ), source


CLASSES = """
import warp as wp


class Base:
    FLAG = wp.constant(wp.int32(1 << 20))

    @wp.struct
    class CellArg:
        res: wp.vec3i
        scale: float

    @wp.func
    def flagged(x: int):
        return x | Base.FLAG


class Grid(Base):
    @wp.func
    def coarse(x: int, level: int):
        return x >> level

    @wp.kernel
    def _cells(args: Base.CellArg, a: wp.array[int], out: wp.array[int]):
        i = wp.tid()
        out[i] = Grid.flagged(Grid.coarse(a[i], 1)) + args.res[0] + int(args.scale)
"""


def test_kernels_functions_structs_and_constants_inside_classes(tmp_path):
    """Warp's fem defines kernels, functions and structs in classes (keys ``Grid___cells``,
    ``Base__CellArg``): the source wrote them at module level (no kernel of that key, no
    ``Base``). Now each sits in its class, with the class constants the texts read and an
    inherited function as its defining class's attribute."""
    module = _import(tmp_path, "classes", CLASSES)
    kernel = module.Grid._cells
    source = assert_builds_alone(tmp_path, kernel, module)
    assert "class Base:\n    FLAG = wp.int32(1048576)\n" in source
    assert "class Grid:\n    flagged = Base.flagged\n" in source


CONSTANTS = """
import enum

import warp as wp

ElementIndex = int
MASK = wp.constant(wp.uint32(8))
CORNERS = ((0, 0), (1, 0), (1, 1), (0, 1))


class Mode(enum.IntEnum):
    SUM = 0
    MAX = 1


@wp.func
def corner(i: ElementIndex, k: int):
    return i + wp.static(CORNERS[2][0]) * k


@wp.kernel
def combine(mode: int, a: wp.array[wp.uint32], out: wp.array[int]):
    i = wp.tid()
    if mode == wp.int32(Mode.MAX.value):
        out[i] = int(a[i] & MASK)
    else:
        out[i] = corner(i, 3)
"""


def test_a_type_alias_a_scalar_constant_an_enum_and_a_static_tuple(tmp_path):
    """``ElementIndex = int`` (a Python type), ``wp.constant(wp.uint32(8))`` (a Warp scalar), an
    ``IntEnum`` and a tuple that ``wp.static`` indexes were left out of the source."""
    module = _import(tmp_path, "constants", CONSTANTS)
    source = assert_builds_alone(tmp_path, module.combine, module)
    lines = source.splitlines()
    for line in ("ElementIndex = int", "MASK = wp.uint32(8)", "CORNERS = ((0, 0), (1, 0), (1, 1), (0, 1))", "import enum", "class Mode(enum.IntEnum):"):
        assert line in lines, (line, source)


HANDLERS = """
import warp as wp


@wp.func
def double(a: float):
    return a * 2.0


@wp.func
def square(a: float):
    return a * a


handlers = {"double": double, "square": square}


@wp.kernel
def through_table(out: wp.array[float]):
    add = wp.static(handlers["double"])
    sq = wp.static(handlers["square"])
    out[0] = add(3.0)
    out[1] = sq(3.0)
"""


def test_a_table_of_functions_that_wp_static_indexes(tmp_path):
    """A module-level dict of ``@wp.func`` that the kernel indexes in ``wp.static`` (Warp's
    test_codegen ``assign_static_function_to_local_kernel``) was left out: the record's source did
    not build alone (the main job's one record_field FAILED). It is written after the functions."""
    module = _import(tmp_path, "handlers", HANDLERS)
    source = assert_builds_alone(tmp_path, module.through_table, module)
    assert "handlers = {'double': double, 'square': square}" in source.splitlines()
    assert source.index("def square") < source.index("handlers = {") < source.index("def through_table")


GENERIC_IN_CLASS = """
import warp as wp
from typing import Any


class Mesh:
    @wp.kernel
    def _orient(positions: wp.array[Any], out: wp.array[float]):
        i = wp.tid()
        out[i] = wp.length(positions[i])


wp.overload(Mesh._orient, {"positions": wp.array[wp.vec2]})
"""


def test_the_overload_of_a_generic_kernel_inside_a_class(tmp_path):
    """A generic class kernel's overload: declared on the class's attribute, and ingest finds the
    generic kernel (Warp's link from the overload) as it does at module level."""
    from synth.stages.ingest.child import generic_of

    module = _import(tmp_path, "generic_in_class", GENERIC_IN_CLASS)
    generic = module.Mesh._orient
    signature, overload = next(iter(warp_ir.overloads(generic).items()))
    assert generic_of(overload) == (generic, signature) and generic_of(generic) == (None, "")
    source = assert_builds_alone(tmp_path, overload, module, generic, signature)
    assert 'wp.overload(Mesh._orient, {"positions": wp.array(dtype=wp.vec2f)})' in source


def test_what_cannot_run_alone_is_labelled_with_the_names_it_lacks(tmp_path):
    """Warp's fem makes functions per object (``@cache.dynamic_func(suffix=self.name)``, parameters
    annotated ``self.geometry.CellArg``): no module-level text can name ``self``. Such a source
    stays rejected, and its failure says which names it reads at import without defining them."""
    text = "import warp as wp\n\n\n@cache.dynamic_func(suffix=self.name)\ndef f(a: self.CellArg, i: ElementIndex, b: wp.array[float]):\n    return q\n"
    assert missing_at_import(text) == ["cache", "self", "ElementIndex"]
    assert missing_at_import("import warp as wp\nX = 1\n\n\nclass A:\n    K = X\n\n    def g(self, x: K = X):\n        return y\n") == []
    case = SimpleNamespace(id="unit-dynamic", kernel="f", overload="")
    texts = {case.id: SimpleNamespace(python_source=text, build={"block_dim": 256, "cuda_arch": 90})}
    failure = promises.source_alone([case], texts, tmp_path / "alone")[case.id]
    assert isinstance(failure, StageFailure) and failure.label == "record_field"
    assert "NameError" in failure.message
    assert failure.message.endswith("[not written to run alone: its text reads at import names it does not define (cache, self, ElementIndex), values of its program's run]")


PROGRAM_RUN = """
import ast

import warp as wp

_alias = wp.static


def stateful():
    counter = {"n": 0.0}

    def bump():
        counter["n"] += 1.0
        return counter["n"]

    @wp.kernel(module="unique")
    def k(out: wp.array[wp.float32]):
        out[0] = wp.static(bump()) * 10.0 + wp.static(bump())

    return k


def boxed():
    class Box:
        value = 3

    box = Box()

    @wp.kernel(module="unique")
    def k(out: wp.array[wp.int32]):
        out[0] = wp.static(box.value)

    return k


def transformed():
    def raw(out: wp.array[float]):
        x = wp.static(1.0)
        y = 0.0
        out[0] = 10.0 * x + y

    class Reuse(ast.NodeTransformer):
        def visit_FunctionDef(self, node):
            node.body[1].value = node.body[0].value
            return node

    return wp.Kernel(raw, module=wp.get_module("synth_unit_transformed"), code_transformers=[Reuse()])


@wp.kernel
def rebound(out: wp.array[wp.int32]):
    out[0] = _alias(7)


kernels = {"stateful": stateful(), "boxed": boxed(), "transformed": transformed(), "rebound": rebound}
"""


@pytest.mark.parametrize(
    "name, why",
    [
        ("stateful", "its wp.static runs Python of its program's run (bump: a Python function), whose state when Warp parsed it no text holds"),
        ("boxed", "its wp.static runs Python of its program's run (box: a Box made inside a function), whose state when Warp parsed it no text holds"),
        ("transformed", "Warp built it from its text rewritten by code transformers (Reuse), which no text of it holds"),
        ("rebound", "it reads names its program removed before its text was written (_alias)"),
    ],
)
def test_kernels_no_text_can_build_alone_say_why(tmp_path, name, why):
    """Warp's test_static runs Python while Warp parses its kernels (``wp.static(bump())`` of a
    counter, ``wp.static(box.value)`` of a one-shot property), rewrites one's AST with code
    transformers, or binds and removes the global ``wp.static`` is read under: no text holds what
    Warp built, and the check once failed them as the writer's defects. It still fails them (the
    dataset keeps them out), known, with the reason the kernel Warp built shows."""
    module = _import(tmp_path, f"program_run_{name}", PROGRAM_RUN)
    kernel = module.kernels[name]
    build, ir = warp_ir.build_kernel_alone(kernel, "cpu", 256, None), _ir(kernel)
    if name == "rebound":
        del module._alias  # what the test does once its kernel is declared
    assert not_written_alone(kernel, build, module) == why
    case = SimpleNamespace(id="unit-program-run", kernel=kernel.key, overload="")
    texts = {case.id: SimpleNamespace(python_source=kernel_source(kernel, build, module), build={"block_dim": 256, "cuda_arch": 90}, ir=ir, not_alone=why)}
    alone = promises.source_alone([case], texts, tmp_path / "alone")[case.id]
    if name == "transformed":  # its text builds, but not what Warp built from the rewritten AST
        assert not isinstance(alone, StageFailure)
        assert promises.without_line_markers(alone["cpu_backward"]) != promises.without_line_markers(texts[case.id].ir["cpu_backward"])
    else:
        assert isinstance(alone, StageFailure) and alone.known == f"python_source: not written to run alone: {why}", alone.message


def test_a_kernel_whose_text_builds_alone_has_no_such_reason(tmp_path):
    """The reasons above are no blanket: a kernel whose ``wp.static`` reads a module's constant, a
    tuple, a Warp function, and whose names all exist, has none."""
    module = _import(tmp_path, "static_tuple_reason", STATIC_LOOP)
    assert not_written_alone(module.kernels[0], warp_ir.build_kernel_alone(module.kernels[0], "cpu", 256, None), module) == ""
    assert not_written_alone(module.condition, warp_ir.build_kernel_alone(module.condition, "cpu", 256, None), module) == ""


def _assert_all_build_alone(cases, texts, irs, tmp_path) -> None:
    """The cases' sources checked in one process, as the dataset checks a batch: each the same four IR texts."""
    alone = promises.source_alone(cases, texts, tmp_path / "alone")
    for case in cases:
        assert not isinstance(alone[case.id], StageFailure), alone[case.id].message
        for kind in sorted(irs[case.id]):
            assert promises.without_line_markers(alone[case.id][kind]) == promises.without_line_markers(irs[case.id][kind]), (case.id, kind)


UNIQUE_GENERIC = """
import warp as wp
from typing import Any


@wp.kernel(module="unique")
def scale_rows(s: Any, a: wp.array[Any], out: wp.array[Any]):
    i = wp.tid()
    out[i] = s * a[i]


wp.overload(scale_rows, {"s": wp.float32, "a": wp.array[wp.float32], "out": wp.array[wp.float32]})
wp.overload(scale_rows, {"s": wp.float64, "a": wp.array[wp.float64], "out": wp.array[wp.float64]})
"""


def test_two_overloads_of_a_module_unique_kernel_checked_in_one_process(tmp_path):
    """Each overload's source holds the same ``module="unique"`` kernel: Warp hands the second import
    the kernel of the first (one unique module per content), whose file is the first source, so the
    second source "defined no kernel" (6 of Warp's sparse kernels). Both build alone now."""
    module = _import(tmp_path, "unique_generic", UNIQUE_GENERIC)
    generic = module.scale_rows
    cases, texts, irs = [], {}, {}
    for n, (signature, overload) in enumerate(sorted(warp_ir.overloads(generic).items())):
        case = SimpleNamespace(id=f"unit-unique-{n}", kernel=generic.key, overload=signature)
        source = kernel_source(overload, warp_ir.build_kernel_alone(overload, "cpu", 256, None), module, generic)
        cases.append(case)
        texts[case.id] = SimpleNamespace(python_source=source, build={"block_dim": 256, "cuda_arch": 90})
        irs[case.id] = _ir(overload)
    _assert_all_build_alone(cases, texts, irs, tmp_path)


OPERATOR_OVERLOADS = """
import warp as wp


@wp.func
def add(x: wp.float32, y: wp.float32) -> wp.float32:
    return wp.sub(x, y)


@wp.kernel
def update_doubles(values: wp.array[wp.vec3d], rhs: wp.array[wp.float64]):
    values[0].x += rhs[0]
    values[0][1] += rhs[0]
"""


def test_user_overloads_of_an_operator_the_kernel_uses(tmp_path):
    """A module's ``@wp.func def add(x: wp.float32, ...)``: Warp looks ``add`` up for a ``+=`` before
    its builtin, so it changes the kernel's IR (the update written out) though it matches no float64
    call and no build lists it (Warp's ``aux_test_array_slot_operators``). The source carries it."""
    module = _import(tmp_path, "operator_overloads", OPERATOR_OVERLOADS)
    source = assert_builds_alone(tmp_path, module.update_doubles, module)
    assert "def add(x: wp.float32, y: wp.float32) -> wp.float32:" in source


UNIQUE_TWIN = """
import warp as wp


@wp.kernel(module="unique")
def compute(a: wp.array[float], out: wp.array[float]):
    i = wp.tid()
    out[i] = a[i] * 2.0
"""


def test_two_tests_making_the_same_module_unique_kernel_checked_in_one_process(tmp_path):
    """Two test functions each make the same ``module="unique"`` kernel (Warp's test_tile_fused_ops:
    ``test_tile_axpy_1d`` and ``test_tile_axpy_zero_alpha``): their records' sources are one text. In
    one process Warp hands the second import the first's kernel, which the first job had built under
    its key ``first__locals__compute``: the second source "defined no kernel compute". Both build alone now."""
    module = _import(tmp_path, "unique_twin", UNIQUE_TWIN)
    kernel = module.compute
    source = kernel_source(kernel, warp_ir.build_kernel_alone(kernel, "cpu", 256, None), module)
    cases, texts, irs = [], {}, {}
    for maker in ("first", "second"):
        case = SimpleNamespace(id=f"unit-twin-{maker}", kernel=f"{maker}__locals__compute", overload="")
        kernel.key, kernel._mangled_name = case.kernel, None
        cases.append(case)
        texts[case.id] = SimpleNamespace(python_source=source, build={"block_dim": 256, "cuda_arch": 90})
        irs[case.id] = _ir(kernel)
    _assert_all_build_alone(cases, texts, irs, tmp_path)


KINDS = """
import enum
from enum import IntEnum


class Kind(IntEnum):
    A = 0
    B = 1


class Mode(enum.IntEnum):
    SUM = 0
    MAX = 2
"""

USES_KINDS = """
import warp as wp

from synth_unit_kinds51 import Kind, Mode


@wp.kernel
def pick(out: wp.array[int]):
    i = wp.tid()
    if i == wp.static(Kind.B.value):
        out[i] = wp.static(int(Mode.MAX))
"""


def test_an_enum_of_another_module_comes_with_the_imports_its_text_reads(tmp_path, monkeypatch):
    """An enum class copied from the module that defines it (as mujoco_warp's ``types.GeomType``)
    reads ``IntEnum`` or ``enum`` there, which the kernel's module never imported: the source
    imports them as that module does, and builds alone."""
    (tmp_path / "synth_unit_kinds51.py").write_text(KINDS)
    monkeypatch.syspath_prepend(str(tmp_path))
    module = _import(tmp_path, "uses_kinds", USES_KINDS)
    source = assert_builds_alone(tmp_path, module.pick, module)
    lines = source.splitlines()
    for line in ("import enum", "from enum import IntEnum", "class Kind(IntEnum):", "class Mode(enum.IntEnum):"):
        assert line in lines, (line, source)


ARRAY_KINDS = """
import warp as wp
from typing import Any


@wp.kernel
def double(a: Any, b: Any):
    i = wp.tid()
    b[i] = a[i] + a[i]


@wp.kernel
def row_sums(a: wp.indexedfabricarrayarray(dtype=Any), sums: wp.array[Any]):
    i = wp.tid()
    row = a[i]
    for j in range(row.size):
        sums[i] = sums[i] + row[j]


wp.overload(double, [wp.fabricarray[wp.float32], wp.fabricarray[wp.float32]])
wp.overload(double, [wp.indexedfabricarray[wp.vec3], wp.indexedfabricarray[wp.vec3]])
wp.overload(double, [wp.indexedarray[int], wp.array[int]])
wp.overload(row_sums, [wp.indexedfabricarrayarray(dtype=wp.float32), wp.array[wp.float32]])
"""


def test_overloads_on_fabric_and_indexed_arrays(tmp_path):
    """An overload whose parameters are fabric or indexed arrays: its declaration once said
    ``wp.array(...)`` for each, an overload of another signature (``a1f4`` for ``fa1f4``; Warp's
    test_fabricarray and test_indexedarray, 534 records). Each class is named as written now."""
    module = _import(tmp_path, "array_kinds", ARRAY_KINDS)
    cases, texts, irs = [], {}, {}
    for generic in (module.double, module.row_sums):
        for signature, overload in sorted(warp_ir.overloads(generic).items()):
            case = SimpleNamespace(id=f"unit-kinds-{signature}", kernel=generic.key, overload=signature)
            source = kernel_source(overload, warp_ir.build_kernel_alone(overload, "cpu", 256, None), module, generic)
            cases.append(case)
            texts[case.id] = SimpleNamespace(python_source=source, build={"block_dim": 256, "cuda_arch": 90})
            irs[case.id] = _ir(overload)
    assert sorted(c.id.removeprefix("unit-kinds-") for c in cases) == ["fa1f4_fa1f4", "ia1i4_a1i4", "ifa1v3f4_ifa1v3f4", "ifa2f4_a1f4"]
    by_id = {c.id.removeprefix("unit-kinds-"): texts[c.id].python_source for c in cases}
    assert '{"a": wp.indexedarray(dtype=wp.int32), "b": wp.array(dtype=wp.int32)}' in by_id["ia1i4_a1i4"]
    assert '{"a": wp.indexedfabricarray(dtype=wp.float32, ndim=2), "sums": wp.array(dtype=wp.float32)}' in by_id["ifa2f4_a1f4"]
    _assert_all_build_alone(cases, texts, irs, tmp_path)


MODULE_OPTIONS = """
import warp as wp

wp.set_module_options({"max_unroll": 2})


@wp.kernel
def unrolled(a: wp.array[float]):
    i = wp.tid()
    for j in range(4):
        a[i] = a[i] * 2.0 + float(j)
"""


def test_the_options_its_module_set(tmp_path):
    """``wp.set_module_options`` at the top of a test file (Warp's ``tile/test_tile_*_no_mathdx``
    turn the mathdx solvers off, 38 records) changes the kernel's IR: the source alone once built
    the default's. It now sets the options its module set, and no other."""
    module = _import(tmp_path, "module_options", MODULE_OPTIONS)
    source = assert_builds_alone(tmp_path, module.unrolled, module)
    assert "wp.set_module_options({'max_unroll': 2})" in source.splitlines()
    plain = _import(tmp_path, "no_options", MODULE_OPTIONS.replace('wp.set_module_options({"max_unroll": 2})', ""))
    assert "set_module_options" not in kernel_source(plain.unrolled, warp_ir.build_kernel_alone(plain.unrolled, "cpu", 256, None), plain)


FUNCTION_ALIASES = """
import warp as wp


@wp.func
def double_it(x: float):
    return 2.0 * x


@wp.func
def apply(f: wp.Function, x: float):
    return f(x)


TARGET = double_it
BUILTIN_TARGET = wp.sin
TID_FUNCTION = wp._src.context.builtin_functions["tid"]


def make(helper):
    @wp.kernel
    def through(a: wp.array[float]):
        i = TID_FUNCTION()
        a[i] = apply(TARGET, a[i]) + apply(BUILTIN_TARGET, a[i]) + helper(a[i])

    return through


kernel = make(double_it)
"""


def test_functions_read_under_other_names(tmp_path):
    """A Warp function the kernel reads under another name than its own: a module global
    (``FUNCTION_TARGET = function_double_it``, Warp's test_func_parameter_targets), a builtin
    (``= wp.sin``; ``tid``, which the package does not export, read from Warp's builtin table as
    test_template_launch_bounds does) or a factory's parameter (test_unique_module's ``helper_func``).
    The source once left the name undefined (``Referencing undefined symbol``); it now binds it after the function."""
    module = _import(tmp_path, "aliases", FUNCTION_ALIASES)
    source = assert_builds_alone(tmp_path, module.kernel, module)
    lines = source.splitlines()
    assert {"TARGET = double_it", "BUILTIN_TARGET = wp.sin", "helper = double_it", "TID_FUNCTION = wp._src.context.builtin_functions['tid']"} <= set(lines)
    assert lines.index("TARGET = double_it") > lines.index("def double_it(x: float):")


NAMESPACES = """
import types

import warp as wp


@wp.func
def zero():
    return 0


BUILTINS = types.SimpleNamespace(tid=wp._src.context.builtin_functions["tid"], sin=wp.sin)
USERS = types.SimpleNamespace(first=zero)


@wp.kernel
def through_namespaces(out: wp.array2d[float]):
    i, j = BUILTINS.tid()
    out[i, j] = BUILTINS.sin(float(i * 2 + j)) + float(USERS.first())
"""


def test_functions_read_through_a_namespace(tmp_path):
    """``TID_NAMESPACE.tid()`` and ``namespace.tid()`` of a user function (``types.SimpleNamespace``,
    Warp's test_template_launch_bounds): the source once left the namespace undefined (``Referencing
    undefined symbol``); it is now the call that makes it again, after the functions it holds."""
    module = _import(tmp_path, "namespaces", NAMESPACES)
    source = assert_builds_alone(tmp_path, module.through_namespaces, module)
    lines = source.splitlines()
    assert "BUILTINS = types.SimpleNamespace(sin=wp.sin, tid=wp._src.context.builtin_functions['tid'])" in lines
    assert "import types" in lines and lines.index("USERS = types.SimpleNamespace(first=zero)") > lines.index("def zero():")


DEFERRED_STATIC = """
import warp as wp


def make_kernel(values):
    @wp.kernel(module="unique", enable_backward=False)
    def with_deferred_static(result: wp.array[int]):
        tid = wp.tid()
        if tid == 0:
            for i in range(wp.static(len(values))):
                result[i] = wp.static(values[i])

    return with_deferred_static


kernel = make_kernel([100, 200])
"""


def test_a_factory_list_that_wp_static_indexes(tmp_path):
    """A factory's list read by ``wp.static(values[i])`` (Warp's test_unique_module): the source once
    left ``values`` out (a list was no value it wrote). It is a list of its numbers now."""
    module = _import(tmp_path, "deferred_static", DEFERRED_STATIC)
    source = assert_builds_alone(tmp_path, module.kernel, module)
    assert "values = [100, 200]" in source.splitlines()


INSTANCING = """
import warp as wp


def create_func_closure(value: int):
    @wp.func
    def f():
        return value

    @wp.func
    def f(x: int):
        return f() * x

    return f


closure_1 = create_func_closure(2)
closure_2 = create_func_closure(3)


def create_fk_closure(a, b):
    @wp.func
    def fk_func():
        return a

    @wp.kernel
    def fk_kernel(out: wp.array[int]):
        out[0] = fk_func() + b

    return fk_func, fk_kernel


fk_func_1, fk_kernel_1 = create_fk_closure(10, 7)
fk_func_2, fk_kernel_2 = create_fk_closure(40, 2)


@wp.kernel
def closures_kernel(a: wp.array[int]):
    a[0] = closure_1()
    a[1] = closure_1(2)
    a[2] = closure_2(5)


@wp.kernel
def fk_combine_kernel(a: wp.array[int]):
    a[0] = fk_func_1() + fk_func_2()
"""


@pytest.mark.parametrize("name", ["closures_kernel", "fk_combine_kernel"])
def test_closures_a_factory_made_at_module_level(tmp_path, name):
    """Two closures of one factory (Warp's test_codegen_instancing: ``closure_func_1 =
    create_func_closure(17)``, ``closure_func_2 = ...(42)``) are one text with two captured values:
    the source once wrote that text once, under its own name, and the kernel's names were undefined.
    It now holds the factory and its calls, which make both again; not the closure's text alone."""
    module = _import(tmp_path, f"instancing_{name}", INSTANCING)
    source = assert_builds_alone(tmp_path, getattr(module, name), module)
    factory = "create_func_closure" if name == "closures_kernel" else "create_fk_closure"
    assert f"def {factory}(" in source
    calls = [line for line in source.splitlines() if f"= {factory}(" in line]
    assert calls == (["closure_1 = create_func_closure(2)", "closure_2 = create_func_closure(3)"] if name == "closures_kernel" else ["fk_func_1, fk_kernel_1 = create_fk_closure(10, 7)", "fk_func_2, fk_kernel_2 = create_fk_closure(40, 2)"])
    assert source.count("def f(") + source.count("def fk_func(") == (2 if name == "closures_kernel" else 1)  # the factory's, not copied out


REDEFINED = """
import warp as wp


@wp.func
def global_func():
    return 17


global_func_1 = global_func


@wp.func
def global_func():
    return 42


global_func_2 = global_func


@wp.kernel
def redefined_kernel(a: wp.array[int]):
    a[0] = global_func()
    a[1] = global_func_1()
    a[2] = global_func_2()
"""


def test_a_name_bound_between_two_definitions_of_one_function(tmp_path):
    """``global_func_1 = global_func`` between two ``def global_func`` (Warp's test_codegen_instancing):
    each name is bound right after its own definition's text, so it keeps that one; the two texts in
    the order of their definitions (Warp numbers them so), whichever the kernel calls first."""
    module = _import(tmp_path, "redefined", REDEFINED)
    source = assert_builds_alone(tmp_path, module.redefined_kernel, module)
    lines = source.splitlines()
    assert lines.index("global_func_1 = global_func") < lines.index("    return 42") < lines.index("global_func_2 = global_func")


def test_a_kernel_its_factory_made_keeps_its_closure_values(tmp_path):
    """The kernel a factory made with its closure (``fk_kernel_2`` of ``create_fk_closure(40, 2)``)
    is written alone with that call's values, not as the factory and its calls."""
    module = _import(tmp_path, "instancing_fk_kernel", INSTANCING)
    source = assert_builds_alone(tmp_path, module.fk_kernel_2, module)
    assert {"a = 40", "b = 2"} <= set(source.splitlines()) and "create_fk_closure" not in source


LOOP_GLOBAL = """
import warp as wp

kernels = {}


def make(dtype):
    def count(values: wp.array[dtype], counts: wp.array[wp.int32]):
        i = wp.tid()
        counts[i] = wp.bit_count(values[i])

    kernels[dtype.__name__] = wp.Kernel(func=count, key="count_" + dtype.__name__)


for dtype in (wp.int64, wp.uint64):
    make(dtype)
"""


def test_an_annotation_name_a_module_global_of_the_same_name_shadows(tmp_path):
    """``make(dtype)``'s annotation reads its parameter, while a module loop left a global ``dtype``
    (its last value: Warp's test_bit_count, test_special_values register their kernels so). The source
    once took the global (uint64 for the int64 kernel); the annotation's value comes first now."""
    module = _import(tmp_path, "loop_global", LOOP_GLOBAL)
    source = assert_builds_alone(tmp_path, module.kernels["int64"], module)
    assert "dtype = wp.int64" in source.splitlines()


STATIC_CALL = """
import warp as wp


@wp.struct
class Pair:
    a: float
    b: int


@wp.func
def make_pair(a: float, b: int):
    p = Pair()
    p.a = a
    p.b = b
    return p


@wp.kernel
def kernel(results: wp.array[Pair]):
    results[0] = wp.static(make_pair(1.5, 2))
"""


def test_a_function_called_only_inside_wp_static(tmp_path):
    """A ``@wp.func`` the kernel calls only inside ``wp.static(...)`` (Python runs it while Warp parses
    the kernel: Warp's test_static ``construct_struct``) is in no build's functions; the source once
    left it undefined (``name 'make_pair' is not defined``). Its text is in the source now."""
    module = _import(tmp_path, "static_call", STATIC_CALL)
    source = assert_builds_alone(tmp_path, module.kernel, module)
    assert "def make_pair(a: float, b: int):" in source


STATIC_LOOP = """
import warp as wp


def make():
    @wp.func
    def plus(a: int, b: int):
        return a + b

    @wp.func
    def minus(a: int, b: int):
        return a - b

    kernels = []
    for func in [plus, minus]:

        @wp.kernel
        def through_static(results: wp.array[int]):
            results[0] = wp.static(func)(3, 2)

        kernels.append(through_static)
    return kernels


def make_condition():
    captured = "hello"

    @wp.kernel
    def static_condition(results: wp.array[int]):
        if wp.static(captured == "world"):
            results[0] = 1
        else:
            results[0] = 2

    return static_condition


kernels = make()
condition = make_condition()
"""


def test_what_wp_static_read_when_warp_parsed_the_kernel(tmp_path):
    """A kernel made in a loop reads ``wp.static(func)`` of its loop variable (Warp's test_static
    ``function_variable_kernel``): the source once took the closure's last value (``minus``, whose text
    no build lists) and left ``func`` undefined; it takes the value Warp's parse resolved now. A string
    a static condition compares (``static_condition2``) is written as its literal."""
    module = _import(tmp_path, "static_loop", STATIC_LOOP)
    source = assert_builds_alone(tmp_path, module.kernels[0], module)
    assert "func = plus" in source.splitlines() and "def minus(" not in source
    assert "captured = 'hello'" in assert_builds_alone(tmp_path, module.condition, module).splitlines()


STRUCT_FACTORY = """
import warp as wp


def create_struct():
    @wp.struct
    class S:
        x: int

    return S


First = create_struct()
Second = create_struct()


@wp.kernel
def kernel(a: wp.array[int]):
    s1 = First()
    s2 = Second()
    s1.x = 17
    s2.x = 42
    a[0] = s1.x
    a[1] = s2.x
"""


def test_two_structs_of_one_factory(tmp_path):
    """Two structs one factory made (the same key ``S``, Warp's test_codegen_instancing): the source
    once wrote ``class S`` twice and left ``First`` undefined. It is the factory and its calls now."""
    module = _import(tmp_path, "struct_factory", STRUCT_FACTORY)
    source = assert_builds_alone(tmp_path, module.kernel, module)
    assert "First = create_struct()" in source and "Second = create_struct()" in source and source.count("class S:") == 1


REDEFINED_STRUCTS = """
import warp as wp


@wp.struct
class GlobalStruct:
    v: float


GlobalStruct1 = GlobalStruct


@wp.struct
class GlobalStruct:
    v: wp.vec2


GlobalStruct2 = GlobalStruct


@wp.kernel
def global_struct_ctor_kernel(a: wp.array[float]):
    s0 = GlobalStruct()
    s1 = GlobalStruct1()
    s2 = GlobalStruct2()
    s0.v = wp.vec2(1.0, 2.0)
    s1.v = 3.0
    s2.v = wp.vec2(4.0, 5.0)
    a[0] = s0.v[0]
    a[2] = s1.v
    a[3] = s2.v[0]


@wp.struct
class ClosureStruct1:
    v: float


@wp.struct
class ClosureStruct2:
    v: wp.vec2


@wp.func
def closure_struct_func(s: ClosureStruct1):
    return 17.0


@wp.func
def closure_struct_func(s: ClosureStruct2):
    return 42.0


def create_type_closure_struct(struct_type):
    @wp.kernel
    def k(expected: float):
        s = struct_type()
        result = closure_struct_func(s)
        wp.expect_eq(result, expected)

    return k


type_closure_kernel_struct1 = create_type_closure_struct(ClosureStruct1)
type_closure_kernel_struct2 = create_type_closure_struct(ClosureStruct2)
"""


@pytest.mark.parametrize("name", ["global_struct_ctor_kernel", "type_closure_kernel_struct1", "type_closure_kernel_struct2"])
def test_structs_redefined_and_read_under_other_names(tmp_path, name):
    """``GlobalStruct1 = GlobalStruct`` between two ``class GlobalStruct`` and a factory's ``struct_type``
    (Warp's test_codegen_instancing): the source once wrote the first class's text twice (Python's
    ``inspect`` finds the first definition for both) and left the other names undefined. Each text is
    its own definition now, in their order, each name bound right after the struct it names."""
    module = _import(tmp_path, f"redefined_structs_{name}", REDEFINED_STRUCTS)
    lines = assert_builds_alone(tmp_path, getattr(module, name), module).splitlines()
    if name == "global_struct_ctor_kernel":
        assert lines.index("    v: float") < lines.index("GlobalStruct1 = GlobalStruct") < lines.index("    v: wp.vec2") < lines.index("GlobalStruct2 = GlobalStruct")
    else:
        assert f"struct_type = ClosureStruct{name[-1]}" in lines


def test_a_submodule_read_through_its_package(tmp_path):
    """``warp.tests.aux_test_compile_consts_dummy.MINUS_ONE`` after ``import warp`` (Warp's
    test_compile_consts): the source once imported ``warp`` alone, which binds no ``warp.tests``;
    it imports the submodule it reads now."""
    text = "import warp as wp\nimport warp\nimport warp.tests.aux_test_compile_consts_dummy\n\n\n@wp.kernel\ndef kernel(a: wp.array[int]):\n    a[0] = warp.tests.aux_test_compile_consts_dummy.MINUS_ONE\n"
    module = _import(tmp_path, "submodule_read", text)
    source = assert_builds_alone(tmp_path, module.kernel, module)
    assert "import warp.tests.aux_test_compile_consts_dummy" in source.splitlines() and "import warp.tests" not in source.splitlines()


ENUM_CONSTANTS = """
import enum

import warp as wp


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


class Flag(enum.IntFlag):
    A = 1
    B = 2


HIGH = wp.constant(wp.int32(Level.HIGH))
BOTH = wp.constant(wp.int32(Flag.A | Flag.B))


@wp.kernel
def levels(out: wp.array[int]):
    out[0] = HIGH + BOTH
"""


def test_a_warp_scalar_constant_of_an_enum_member(tmp_path):
    """``wp.constant(wp.int32(MyIntEnum.A))`` (Warp's test_enum): the source once wrote the member's
    repr, ``wp.int32(<Level.HIGH: 2>)``, no Python; it writes the member's integer now, which is what
    Warp writes in the IR for it."""
    module = _import(tmp_path, "enum_constants", ENUM_CONSTANTS)
    lines = assert_builds_alone(tmp_path, module.levels, module).splitlines()
    assert "HIGH = wp.int32(2)" in lines and "BOTH = wp.int32(3)" in lines


STRUCT_VALUES = """
import math

import warp as wp


@wp.struct
class Inner:
    scale: wp.float64
    offset: wp.vec2


@wp.struct
class Outer:
    inner: Inner
    flag: wp.int32
    limit: wp.float64


@wp.func
def outer_flag(o: Outer):
    return o.flag


def make():
    params = Outer()
    params.inner.scale = 0.1
    params.inner.offset = wp.vec2(-1.0, 4.0)
    params.flag = 7
    params.limit = wp.float64(math.inf)

    @wp.kernel(module="unique")
    def k(scale: wp.array[wp.float64], offset: wp.array[wp.vec2], flag: wp.array[int], limit: wp.array[wp.float64]):
        scale[0] = wp.static(params).inner.scale
        offset[0] = wp.static(params).inner.offset
        flag[0] = outer_flag(wp.static(params)) + wp.static(params).flag
        limit[0] = wp.static(params).limit

    return k


kernel = make()
"""


def test_a_struct_value_wp_static_reads(tmp_path):
    """``wp.static(params).inner.scale`` of a struct value the test made (Warp's test_compile_consts):
    once called a value of the program's run no text holds; the source makes it again now, field by
    field (a nested struct's fields by their path, an infinite float64 as ``float('inf')``)."""
    module = _import(tmp_path, "struct_values", STRUCT_VALUES)
    build = warp_ir.build_kernel_alone(module.kernel, "cpu", 256, None)
    assert not_written_alone(module.kernel, build, module) == ""
    lines = assert_builds_alone(tmp_path, module.kernel, module).splitlines()
    for line in ("params = Outer()", "params.inner.scale = 0.1", "params.inner.offset = wp.vec2f(-1.0, 4.0)", "params.limit = wp.float64(float('inf'))"):
        assert line in lines, (line, lines)


HELPER_STATICS = """
import warp as wp


def late_table():
    late_bound_targets = [None]

    @wp.func
    def call_late_bound_targets(value_out: wp.array[int]):
        for index in range(wp.static(len(late_bound_targets))):
            wp.static(late_bound_targets[index])(value_out)

    @wp.kernel(module="unique", enable_backward=False)
    def late_kernel(value_out: wp.array[int]):
        call_late_bound_targets(value_out)

    @wp.func
    def write_constant_value(value_out: wp.array[int]):
        value_out[0] = 42

    late_bound_targets[0] = write_constant_value
    return late_kernel


def evaluated():
    events = []

    def record(index):
        events.append(index)
        return index + 1

    @wp.func
    def write_values(values_out: wp.array[int]):
        for index in range(2):
            values_out[index] = wp.static(record(index))

    @wp.kernel(module="unique", enable_backward=False)
    def evaluated_kernel(values_out: wp.array[int]):
        write_values(values_out)

    return evaluated_kernel


kernels = {"late": late_table(), "evaluated": evaluated()}
"""


def test_a_list_of_functions_a_helper_wp_static_indexes(tmp_path):
    """``wp.static(late_bound_targets[index])`` in a ``@wp.func`` (Warp's test_module_variants): a list
    of functions, filled after the helper was declared, was left out of the source; it is written as
    the list of the functions it held when Warp built the kernel."""
    module = _import(tmp_path, "helper_statics_late", HELPER_STATICS)
    kernel = module.kernels["late"]
    assert not_written_alone(kernel, warp_ir.build_kernel_alone(kernel, "cpu", 256, None), module) == ""
    lines = assert_builds_alone(tmp_path, kernel, module).splitlines()
    assert "late_bound_targets = [write_constant_value]" in lines


def test_a_helper_whose_wp_static_runs_a_python_function_says_why(tmp_path):
    """``wp.static(record(index))`` in a ``@wp.func`` the kernel calls runs Python of the program's
    run while Warp parses it, as in a kernel's own text: the reason was looked for in the kernel's text alone."""
    module = _import(tmp_path, "helper_statics_evaluated", HELPER_STATICS)
    kernel = module.kernels["evaluated"]
    why = not_written_alone(kernel, warp_ir.build_kernel_alone(kernel, "cpu", 256, None), module)
    assert why == "its wp.static runs Python of its program's run (record: a Python function), whose state when Warp parsed it no text holds"


SQUARE_TWO = """
import warp as wp


@wp.func
def sqr(x: float):
    return x * x


@wp.kernel
def kern(expect: float):
    wp.expect_eq(sqr(2.0), expect)
"""


def test_a_kernel_whose_file_was_rewritten_after_warp_parsed_it(tmp_path):
    """Warp's test_reload writes a module's file anew and reloads it: Python's ``inspect`` then reads
    the new file at the old function's lines, and the source once paired the new text with the old
    kernel's IR. The source is the text Warp parsed (``adj.source``) where the file no longer holds it."""
    module = _import(tmp_path, "rewritten", SQUARE_TWO)
    (tmp_path / "rewritten.py").write_text(SQUARE_TWO.replace("sqr", "multiply").replace("2.0", "4.0"))
    source = assert_builds_alone(tmp_path, module.kern, module)
    assert "multiply" not in source and "    wp.expect_eq(sqr(2.0), expect)" in source.splitlines()


PREAMBLE = """
import warp as wp


def make():
    preamble = "namespace synth_unit {\\nCUDA_CALLABLE inline float twice(float x) { return x + x; }\\n}\\n"

    @wp.kernel(module="unique", enable_backward=False)
    def preamble_kernel(out: wp.array[wp.float32]):
        out[0] = wp.synth_unit_twice(1.5)

    wp.set_module_options(
        {"extra_build_options": wp.ModuleBuildOptions(extra_cpu_preamble=preamble, extra_cuda_preamble=preamble)},
        module=preamble_kernel.module,
    )
    return preamble_kernel


wp.build_experimental.add_builtin("synth_unit_twice", {"x": wp.float32}, wp.float32, native_name="synth_unit::twice")
kernel = make()
"""


def test_a_cpp_function_the_program_registered_and_the_preamble_that_defines_it(tmp_path):
    """``wp.warp_test_preamble_double(1.5)`` of a function ``wp.build_experimental.add_builtin``
    registered, defined by a preamble the test set on the kernel's module after declaring it (Warp's
    test_external_build): a fresh process knew no such builtin. The source registers it, and sets the
    preamble on the kernel's module as the program did (the decorator's own options are not repeated)."""
    module = _import(tmp_path, "preamble", PREAMBLE)
    lines = assert_builds_alone(tmp_path, module.kernel, module).splitlines()
    assert "wp.build_experimental.add_builtin('synth_unit_twice', {'x': wp.float32}, wp.float32, native_name='synth_unit::twice')" in lines
    (options,) = [line for line in lines if line.startswith("wp.set_module_options(")]
    assert options.startswith("wp.set_module_options({'extra_build_options': wp.ModuleBuildOptions(extra_cpu_preamble='namespace synth_unit")
    assert options.endswith("}, module=preamble_kernel.module)") and "enable_backward" not in options


HALF_CONSTANTS = """
import warp as wp

wp.init()  # a half vector's constructor converts through Warp's runtime

vec3h = wp.types.vector(length=3, dtype=wp.float16)
mat22bf = wp.types.matrix(shape=(2, 2), dtype=wp.bfloat16)
CV = wp.constant(vec3h(1, 2, 0.5))
CM = wp.constant(mat22bf(1.5, -2, 3, 4))


@wp.kernel
def halves(out: wp.array[float]):
    out[0] = float(CV[0] + CV[2]) + float(CM[0, 1])
"""


def test_half_precision_vector_and_matrix_constants(tmp_path):
    """``wp.constant(vec2(1, 2))`` of ``float16`` (Warp's test_vec_scalar_ops): a half vector holds its
    components' bits, which the source once wrote as the numbers (``vec2h(15360.0, 16384.0)``); it
    writes the components now, of ``bfloat16`` too."""
    module = _import(tmp_path, "half_constants", HALF_CONSTANTS)
    lines = assert_builds_alone(tmp_path, module.halves, module).splitlines()
    assert "CV = wp.types.vector(length=3, dtype=wp.float16)(1.0, 2.0, 0.5)" in lines
    assert "CM = wp.types.matrix(shape=(2, 2), dtype=wp.bfloat16)(1.5, -2.0, 3.0, 4.0)" in lines


STRUCT_IN_A_FUNCTION = """
import warp as wp


@wp.struct
class MeshHandleField:
    mesh_id: wp.handle


def make():  # a test's body
    @wp.struct
    class MeshQuery:
        query_point: wp.vec3
        tag: wp.uint64
        mesh: MeshHandleField
        other_mesh_id: wp.handle
        max_dist: float

    @wp.kernel
    def query_from_struct_kernel(
        queries: wp.array[MeshQuery],
        distances: wp.array2d[float],
    ):
        tid, mesh_index = wp.tid()
        q = queries[tid]
        mesh_id = q.mesh.mesh_id if mesh_index == 0 else q.other_mesh_id
        face = int(0)
        u = float(0.0)
        v = float(0.0)
        wp.mesh_query_point_no_sign(mesh_id, q.query_point, q.max_dist, face, u, v)
        cp = wp.mesh_eval_position(mesh_id, face, u, v)
        distances[tid, mesh_index] = wp.length(cp - q.query_point)

    return query_from_struct_kernel


kernel = make()
"""


def test_a_struct_defined_inside_a_function(tmp_path):
    """A ``@wp.struct`` defined in a test's body (Warp's test_apic_mesh): Warp's key for it,
    ``make__locals__MeshQuery``, names its C++ type in the IR. The source once defined it as
    ``class MeshQuery`` (a type of another name, so other IR texts); it is defined under its key now,
    bound to the name the kernel reads."""
    module = _import(tmp_path, "struct_in_a_function", STRUCT_IN_A_FUNCTION)
    lines = assert_builds_alone(tmp_path, module.kernel, module).splitlines()
    assert "class make__locals__MeshQuery:" in lines and "MeshQuery = make__locals__MeshQuery" in lines
