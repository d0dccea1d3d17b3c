"""The evaluator's parts: pass@k, the Python gate, the launch shapes, the sandbox, the docs' tables."""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
import sys
import time
from pathlib import Path

import pytest

from synth.evaluate import limits, python_gate, report, shapes
from synth.evaluate.verdict import LABELS, first_difference
from synth.generate.cases import spec_for
from synth.generate.categories import CATEGORIES
from synth.render.cuda import render_device
from synth.render.warp_python import render_warp
from synth.toolchain import process, sandbox
from synth.verify.tolerance import Tolerance

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("n, c, k", [(1, 0, 1), (1, 1, 1), (5, 2, 1), (5, 2, 3), (10, 3, 5), (4, 4, 2), (6, 1, 6)])
def test_pass_at_k_is_the_chance_that_k_drawn_candidates_hold_a_pass(n, c, k):
    """Against counting every k-subset of n candidates (c passing) that holds a pass."""
    outcomes = [True] * c + [False] * (n - c)
    subsets = list(itertools.combinations(range(n), k))
    expected = sum(any(outcomes[i] for i in s) for s in subsets) / len(subsets)
    assert report.pass_at_k(n, c, k) == pytest.approx(expected)


def test_scores_leave_unscored_problems_out():
    rows = [
        {"id": "a", "target": "cuda_kernel", "label": "pass"},
        {"id": "a", "target": "cuda_kernel", "label": "compile_error"},
        {"id": "b", "target": "cuda_kernel", "label": "unscored"},
        {"id": "c", "target": "python_source", "label": "mismatch"},
    ]
    got = report.scores(rows, (1, 2))
    assert got["problems"] == 2 and got["candidates"] == 3
    assert got["pass@1"] == pytest.approx((0.5 + 0.0) / 2)
    assert got["pass@2"] == pytest.approx(1.0)  # only problem a has two candidates
    assert got["compile_rate"] == pytest.approx(2 / 3)
    assert got["labels"] == {"pass": 1, "mismatch": 1, "compile_error": 1, "unscored": 1}


def test_the_report_counts_race_checks_done_and_why_not_done():
    """A Warp candidate's race check not done is counted by its reason, never dropped; CUDA rows (no race_check) count in neither."""
    rows = [
        {"id": "a", "target": "python_source", "label": "pass", "race_check": "done", "category": "x"},
        {"id": "a", "target": "python_source", "label": "race", "race_check": "done", "category": "x"},
        {"id": "b", "target": "python_source", "label": "pass", "race_check": "not done: not lifted: a tiled launch", "category": "x"},
        {"id": "c", "target": "python_source", "label": "pass", "race_check": "not done: not lifted: a tiled launch", "category": "x"},
        {"id": "d", "target": "python_source", "label": "pass", "race_check": "not done: not lifted: wp.expect_eq", "category": "x"},
        {"id": "e", "target": "cuda_kernel", "label": "pass", "race_check": "", "category": "x"},
        {"id": "f", "target": "python_source", "label": "mismatch", "race_check": "", "category": "x"},
    ]
    got = report.summary(rows, (1,))["race_checks"]
    assert got == {"done": 2, "not_done": {"not lifted: a tiled launch": 2, "not lifted: wp.expect_eq": 1}}
    assert list(got["not_done"]) == ["not lifted: a tiled launch", "not lifted: wp.expect_eq"]  # most common first


def test_warps_scalar_atomics_are_marked_atomic_for_the_race_check():
    """Warp's CPU atomics are plain read-modify-writes: each of builtin.h's scalar ones (the ones every
    array, vector and matrix atomic ends in) is marked, or the check would call Warp's atomics races."""
    from synth.evaluate import warp_races

    text = (warp_races.native_folder() / "builtin.h").read_text()
    patched = warp_races.atomic_builtin_h(text)
    for name in warp_races.ATOMICS:
        definitions = re.findall(rf"^(?:template <[^>\n]*> )?(SYNTH_UNCHECKED )?inline CUDA_CALLABLE \w+ atomic_{name}\(\w+\* (\w+),[^\n]*\n\{{\n(.*)\n", patched, re.M)
        assert definitions, name
        for unchecked, pointer, first in definitions:
            assert unchecked and first.strip() == f"SYNTH_ATOMIC({pointer});", (name, first)
    with pytest.raises(ValueError, match="atomic_xor"):
        warp_races.atomic_builtin_h(re.sub(r"atomic_xor\(", "atomic_nor(", text))


WATCHED = """import warp as wp


@wp.struct
class Pair:
    values: wp.array(dtype=wp.float64)
    scale: float


@wp.kernel
def watched(a: wp.array2d(dtype=wp.vec3), p: Pair, n: int):
    pass


@wp.kernel
def indexed(a: wp.indexedarray(dtype=float)):
    pass
"""


def test_the_race_check_watches_every_array_of_a_launch_struct_fields_too(tmp_path):
    """The memory a launch's checked run watches: each plain array's bytes from its first element to
    the end of its last (strided too), a struct's array fields as well, the array an indexed array indexes."""
    import ctypes

    import numpy as np

    from synth.evaluate import warp_races
    from synth.warp import warp_ir

    wp = warp_ir.warp()
    (tmp_path / "watched.py").write_text(WATCHED)
    module = warp_ir.import_file(tmp_path / "watched.py", "synth_test_watched")
    Pair, watched, indexed = module.Pair, module.watched, module.indexed
    a = wp.zeros((4, 6), dtype=wp.vec3, device="cpu")[:, ::2]  # strided: 4 rows of 3, every other vec3
    p = Pair()
    p.values = wp.zeros(5, dtype=wp.float64, device="cpu")
    args = type("Args", (ctypes.Structure,), {"_fields_": [("a", type(a.__ctype__())), ("p", Pair.ctype), ("n", ctypes.c_int32)]})(a.__ctype__(), p.__ctype__(), 3)
    assert warp_races.arrays_of(watched, args) == [(a.ptr, 3 * 72 + 2 * 24 + 12), (p.values.ptr, 40)]

    ia = wp.indexedarray(wp.zeros(4, dtype=float, device="cpu"), [wp.array(np.array([0, 2], dtype=np.int32), device="cpu")])
    fields = type("Args", (ctypes.Structure,), {"_fields_": [("a", type(ia.__ctype__()))]})(ia.__ctype__())
    assert warp_races.arrays_of(indexed, fields) == [(ia.data.ptr, 16)]  # the array it indexes


def test_synthesized_arguments_are_saved_and_rebuilt_as_the_reference_had_them(tmp_path):
    """A record of existing code checked on synthesized inputs: a struct argument (field by field) and
    an indexed array (the array it indexes and its indices) are saved by the names the outputs have
    (``recorder.arrays_after``) and rebuilt for the candidates: before, a struct could not be saved
    (the record was unscored) and an indexed array's name was not its output's (the evaluator stopped)."""
    import numpy as np

    from synth.evaluate import warp_child
    from synth.warp import recorder, warp_ir

    wp = warp_ir.warp()
    wt, _ = warp_ir.private_types()
    (tmp_path / "watched.py").write_text(WATCHED)
    module = warp_ir.import_file(tmp_path / "watched.py", "synth_test_saved")
    p = module.Pair()
    p.values, p.scale = wp.array(np.arange(5.0), dtype=wp.float64, device="cpu"), 0.5
    ia = wp.indexedarray(wp.array(np.arange(4.0, dtype=np.float32), device="cpu"), [wp.array(np.array([3, 1], dtype=np.int32), device="cpu")])
    launches = {module.watched: [wp.zeros((2, 3), dtype=wp.vec3, device="cpu"), p, 7], module.indexed: [ia]}
    for kernel, values in launches.items():
        saved = {k: s for a, v in zip(kernel.adj.args, values, strict=True) for k, s in warp_child._saved_as(wp, wt, a.type, a.label, v).items()}
        np.savez(tmp_path / "saved.npz", **saved)
        with np.load(tmp_path / "saved.npz") as data:
            rebuilt = [warp_child._loaded(wp, wt, a.type, a.label, data) for a in kernel.adj.args]
        before, after = recorder.arrays_after(kernel, values), recorder.arrays_after(kernel, rebuilt)
        assert set(before) <= set(saved) and sorted(before) == sorted(after)
        assert all(before[k].tobytes() == after[k].tobytes() for k in before)
    assert rebuilt[0].numpy().tolist() == [3.0, 1.0] and launches[module.watched][1].scale == 0.5


def test_the_race_check_of_warps_code_reads_and_writes_only_what_it_made(tmp_path):
    """The candidate's process writes Warp's source into its own folder, so it could leave links there
    instead: a source that is a link out of the folder (to the reference, to /proc) is not read, a name
    the check does not write is refused, and a link where the check writes is not written through."""
    from synth.evaluate import warp_races
    from synth.evaluate.machine import detect

    machine = detect(use_device=False)
    if machine.gxx is None:
        pytest.skip("no g++ here")
    secret = tmp_path / "reference.py"
    secret.write_text("THE ANSWER\n")
    job = {"runs": [{"outputs": "run0.out.npz"}]}
    cases = {"linked": ("warp_race0.cpp", "k", "warp_race0.cpp", "cannot be read"), "named": ("../reference.py", "k", None, "malformed"),
             "injected": ("warp_race0.cpp", "k(); }", None, "malformed"), "planted": ("warp_race0.cpp", "k", "warp_races", "holds what the check writes")}  # fmt: skip
    for name, (source, mangled, link, reason) in cases.items():
        folder = tmp_path / name
        folder.mkdir()
        (folder / warp_races.MANIFEST).write_text(json.dumps({"kernels": {"k|": {"source": source, "mangled": mangled}}}))
        if link:
            (folder / link).symlink_to(secret if link.endswith(".cpp") else tmp_path)
        else:
            (folder / "warp_race0.cpp").write_text("int x;\n")
        found, why = warp_races.race_check(job, [{"shape": [1], "draw": 0}], folder, machine)
        assert found is None and why.startswith("not done: ") and reason in why and "ANSWER" not in why, (name, why)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["injected", "linked", "named", "planted", "reference.py"]  # nothing written through the planted link


def test_a_nan_or_infinity_where_the_reference_has_it_agrees():
    import numpy as np

    expected = {"f": np.array([np.nan, np.inf, -np.inf, 1.0], dtype=np.float32)}
    same = {"f": np.array([np.nan, np.inf, -np.inf, 1.0], dtype=np.float32)}
    assert first_difference(same, expected, lambda n, e: Tolerance(1e-4, 1e-5)) is None
    for wrong in ([1.0, np.inf, -np.inf, 1.0], [np.nan, -np.inf, -np.inf, 1.0], [np.nan, np.inf, -np.inf, np.nan]):
        assert first_difference({"f": np.array(wrong, dtype=np.float32)}, expected, lambda n, e: Tolerance(1e-4, 1e-5)) is not None


def test_first_difference_is_the_first_element_out_of_tolerance_in_row_major_order():
    import numpy as np

    expected = {"out": np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)}
    actual = {"out": np.array([[1.0, 2.5], [9.0, 4.0]], dtype=np.float32)}
    diff = first_difference(actual, expected, lambda name, exp: Tolerance(0.0, 0.1))
    assert diff["index"] == [0, 1] and diff["got"] == 2.5 and diff["expected"] == 2.0 and diff["elements_out_of_tolerance"] == 2
    assert first_difference({"out": np.zeros(3)}, expected, lambda n, e: Tolerance(0, 0))["got"] == "shape [3]"
    assert first_difference({"out": np.array([np.nan, 2.0, 3.0, 4.0]).reshape(2, 2)}, expected, lambda n, e: Tolerance(0, 1))["got"] == "nan"


def test_first_difference_compares_an_array_of_structs_field_by_field():
    import numpy as np

    pair = np.dtype([("x", "<f4"), ("y", "<f4", (3,))])  # real code's arrays of structs (a record of existing code)
    expected = {"items": np.array([(1.0, (2.0, 3.0, 4.0)), (5.0, (6.0, 7.0, 8.0))], dtype=pair)}
    assert first_difference({"items": expected["items"].copy()}, expected, lambda n, e: Tolerance(0.0, 0.0)) is None
    wrong = expected["items"].copy()
    wrong[1]["y"][2] = 8.5
    diff = first_difference({"items": wrong}, expected, lambda n, e: Tolerance(0.0, 0.1))
    assert diff["index"] == [1, 3] and diff["got"] == 8.5 and diff["expected"] == 8.0  # element 1, its fourth number (y[2])


@pytest.mark.parametrize("category", sorted(CATEGORIES))
def test_the_gate_lets_every_generated_kernel_module_through(category):
    for seed in range(6):  # the default seeds and a few more: factories, wp.static, tuples are drawn one time in n
        assert python_gate.refusal(render_warp(spec_for(category, seed))) is None


@pytest.mark.parametrize(
    "source, why",
    [
        ("import numpy as np\nnp.save('x.npy', 1)\n", "an expression statement"),
        ("import os\nos.system('true')\n", "imports os, which a candidate may not"),
        ("import numpy as np\nX = np.zeros(3)\n", "an assignment of a computed value"),
        ("import warp as wp\nwp.launch = print\n", "an assignment of a computed value"),
        ("def helper():\n    return 1\n", "is not a @wp.kernel or @wp.func"),
        ("import numpy as np\ndef make():\n    x = np.ones(3)\n    return x\n", "factory 'make': an assignment of a computed value"),
        ("def make():\n    def inner():\n        return 1\n    return inner\n", "defines a plain function 'inner'"),
        ("import numpy as np\ndef make(s):\n    return s\nk = make(np.ones(3))\n", "an assignment of a computed value"),
        ("import numpy as np\nk = helper(1.0)\n", "an assignment of a computed value"),
        ("import warp as wp\n@wp.kernel\ndef k(a: wp.array(dtype=float)):\n    x = eval('1')\n", "calls 'eval'"),
        ("import warp as wp\nE = eval\n", "an assignment of a computed value"),
        ("import warp as wp\nX = __builtins__\n", "uses '__builtins__'"),
        ("import warp as wp\n@wp.kernel\ndef k(a: wp.array(dtype=float)):\n    x = a.__class__\n", "reaches the attribute '__class__'"),
        ("import warp as wp\n@wp.kernel\ndef k(a: wp.array(dtype=float)):\n    x = wp.static(len([1]))\n", "wp.static of something"),
        ("import warp as wp\nclass S:\n    x: float\n", "is not a @wp.struct"),
        ("import warp as wp\nclass N:\n    @wp.func\n    def f(x: float):\n        return x\n    def g(x):\n        return x\n", "nor a namespace of Warp definitions (it defines 'g')"),
        ("import warp as wp\nclass N:\n    @wp.func\n    def f(x: float):\n        return x\n    class M:\n        pass\n", "it defines 'M'"),
        ("import warp as wp\nclass N:\n    @wp.func\n    def f(x: float):\n        return x\n    wp.launch(None, dim=1)\n", "class 'N': an expression statement"),
        ("import warp as wp\nif True:\n    pass\n", "a If statement"),
        # what a name is bound to, not how it is spelled
        ("import numpy as wp\nX = wp.zeros(3)\n", "an assignment of a computed value"),
        ("import numpy as wp\nwp.init()\n", "an expression statement"),
        ("from synth.stages.reference import run_forward\n", "imports synth.stages.reference, which a candidate may not"),
        ("import synth\n", "imports synth, which a candidate may not"),
        ("import warp.tests.unittest_utils as u\n", "imports warp.tests.unittest_utils"),
        ("from warp.examples import core\n", "imports warp.examples"),
        ("import builtins\n", "imports builtins"),
        ("import os.path\n", "imports os.path"),
        ("from warp import *\n", "imports * from warp"),
        ("from . import kernels\n", "a relative import"),
        ("import warp as wp\nimport numpy as wp\n", "binds 'wp' to numpy, already bound to warp"),
        ("import warp as wp\nimport numpy\nwp = numpy\n", "binds 'wp' again"),
        ("import warp as wp\ndef make(wp):\n    return wp\n", "binds 'wp' again"),
        ("import warp as wp\n@wp.kernel\ndef k(a: wp.array(dtype=float)):\n    for wp in range(3):\n        pass\n", "binds 'wp' again"),
        ("import warp as wp\nif __name__ == '__main__':\n    pass\nelse:\n    wp.launch = None\n", "uses '__name__'"),
        ("import warp as wp\nwp.launch(None, dim=1)\n", "an expression statement"),
        # a kernel's body function (wp.Kernel(func=...)) is no factory: calling it at import is refused
        ("import warp as wp\ndef body(n: int):\n    return n\nk = wp.Kernel(func=body, key='k')\nx = body(1)\n", "an assignment of a computed value"),
        ("import warp as wp\nimport numpy as np\ndef body(a: np.save('x', 1)):\n    pass\nk = wp.Kernel(func=body, key='k')\n", "computed annotations"),
    ],
)
def test_the_gate_refuses_code_that_runs_at_import(source, why):
    refused = python_gate.refusal(source)
    assert refused is not None and why in refused, refused


@pytest.mark.parametrize(
    "source",
    [
        "import warp as wp\nwp.init()\n",
        "import warp as wp\nwp.set_module_options({'enable_backward': False})\n",
        "import warp as wp\nif __name__ == '__main__':\n    import os\n    wp.init()\n    print(os.getcwd())\n",
        "import warp as warp_lang\n@warp_lang.kernel\ndef k(a: warp_lang.array(dtype=float)):\n    i = warp_lang.tid()\n    a[i] = 1.0\n",
        "from warp import kernel, tid\nimport warp\n@kernel\ndef k(a: warp.array(dtype=float)):\n    a[tid()] = 1.0\n",
        "import math\nfrom typing import Any\nimport numpy as np\nimport warp as wp\nPI = wp.constant(math.pi)\nT: Any = np.float32\n",
        # Warp's tests make one kernel per dtype from a plain function (a record's own text keeps that form)
        "import warp as wp\ndtype = wp.float32\ndef select(a: wp.array[dtype], i: int, out: wp.array[dtype]):\n    out[0] = a[i]\n"
        "select_float32 = wp.Kernel(func=select, key='select_float32')\n",
        # real code calls @wp.func methods of a plain class (warp.fem's AdaptiveNanogrid.coarse_ijk)
        "import warp as wp\nclass Grid:\n    FLAG = wp.int32(8)\n\n    @wp.func\n    def shift(i: int):\n        return i | Grid.FLAG\n"
        "@wp.kernel\ndef k(a: wp.array(dtype=int)):\n    a[0] = Grid.shift(a[0])\n",
        # and constants of a plain class, with a kernel in another class's body (warp.fem's NodeCategory.EXTERIOR, NodePartition)
        "import warp as wp\nclass NodeCategory:\n    EXTERIOR = 4\n\nclass NodePartition:\n    @wp.kernel\n    def k(a: wp.array(dtype=int)):\n"
        "        a[0] = NodeCategory.EXTERIOR\n",
    ],
)
def test_the_gate_lets_a_main_guard_init_and_other_spellings_of_warp_through(source):
    assert python_gate.refusal(source) is None


def test_a_record_of_existing_code_may_import_what_its_own_text_imports():
    own = "import newton\nimport warp as wp\n"
    assert python_gate.refusal("import newton.geometry as geo\n") is not None
    assert python_gate.refusal("import newton.geometry as geo\n", python_gate.allowed_for(own)) is None
    assert python_gate.refusal("import synth\n", python_gate.allowed_for("import synth\n")) is not None
    helpers = "import warp.tests.aux_test_module as aux\n"  # a record of Warp's tests reads a helper module of theirs
    assert python_gate.refusal(helpers) is not None and python_gate.refusal(helpers, python_gate.allowed_for(helpers)) is None
    assert python_gate.refusal("import warp.tests.unittest_utils as u\n", python_gate.allowed_for(helpers)) is not None


def test_a_parameter_may_bear_a_builtins_name():
    source = "import warp as wp\n@wp.kernel\ndef k(input: wp.array(dtype=float), vars: float):\n    i = wp.tid()\n    input[i] = input[i] * vars\n"
    assert python_gate.refusal(source) is None


def test_the_gate_lets_constants_structs_and_overloads_through():
    source = (
        '"""doc"""\nimport warp as wp\nN = 4\nSCALE = wp.constant(2.0 * N)\n\n@wp.struct\nclass P:\n    """fields"""\n    x: float\n    v: wp.vec3\n\n'
        "@wp.func\ndef f(x: float, k: int = 2):\n    return x * float(k)\n\n@wp.kernel(enable_backward=False)\ndef k(a: wp.array(dtype=float), p: P):\n"
        "    i = wp.tid()\n    a[i] = f(a[i]) * wp.static(SCALE)\n\nwp.overload(k, {'a': wp.array(dtype=float)})\n"
    )
    assert python_gate.refusal(source) is None


def test_a_size_is_used_only_where_the_kernel_text_stays_the_same():
    # mixed_precision seed 1 reads a[j * 128 + i]: its stride is the launch size, baked into the text
    own = spec_for("mixed_precision", 1)
    used, skipped = shapes.launch_shapes("mixed_precision", 1, own)
    assert [s.dim for s in used] == [list(own.shape)]
    assert skipped and all("changes with the size" in why for why in skipped)
    # an elementwise 1-D kernel takes every size
    used, skipped = shapes.launch_shapes("arithmetic", 17, spec_for("arithmetic", 17))
    assert [s.dim for s in used] == [[256], [1], [37], [257], [1031], [3079]] and not skipped
    for s in used:
        assert render_warp(s.spec) == render_warp(used[0].spec)


def test_a_tile_record_is_tried_at_other_tile_counts_where_only_its_launch_comment_changes():
    """tile_reduce seed 1 (a tile's sum over 82 elements in tiles of 48): one tile, one tile of one
    element, five tiles; its texts then differ only in the docstring and comment that describe the launch."""
    own = spec_for("tile_reduce", 1)
    used, skipped = shapes.launch_shapes("tile_reduce", 1, own)
    assert [(s.dim, s.spec.array_shape(s.spec.params[0])) for s in used] == [([2], (82,)), ([1], (48,)), ([1], (1,)), ([5], (239,))] and not skipped
    for s in used[1:]:
        for text, own_text in ((render_warp(s.spec), render_warp(own)), (render_device(s.spec), render_device(own))):
            changed = {line.strip() for line in set(text.splitlines()) ^ set(own_text.splitlines())}
            assert changed and all(line.startswith(("Launched as wp.launch_tiled(", "// tile_reduce kernel, seed 1:")) for line in changed), changed


def test_a_tile_record_whose_body_changes_with_its_size_keeps_its_own_shape():
    """The relaxed text rule for tile kernels still refuses a size whose kernel body differs."""
    own = spec_for("tile_map", 0)
    other = shapes.rebuilt_tiles("tile_map", 0, ((5,), 1))
    assert shapes.same_texts(other, own)
    assert not shapes.same_texts(dataclasses.replace(other, body=other.body[:-1]), own)


def test_a_resized_kernel_has_its_arrays_resized_with_it():
    own = spec_for("stencil", 1)  # a 1-D stencil over an array of its own length
    used, _ = shapes.launch_shapes("stencil", 1, own)
    for s in used:
        assert all(s.spec.array_shape(p)[0] >= s.spec.shape[0] for p in s.spec.params if p.kind != "scalar")


# ----------------------------------------------------------------------------- the sandbox


def contained(tmp_path: Path, code: str, **limits_kw) -> process.Completed:
    (tmp_path / "p.py").write_text(code)
    lim = sandbox.Limits(**{"cpu_s": 5, "memory_bytes": 1 << 30, "file_bytes": 1 << 20, **limits_kw})
    return process.run([sys.executable, "p.py"], 60, contain=sandbox.Contained(tmp_path, lim))


def need(feature: str):
    if feature not in sandbox.features():
        pytest.skip(f"this machine's kernel does not offer it: {sandbox.features().get('unavailable')}")


def test_a_contained_process_that_forks_is_killed(tmp_path):
    need("seccomp")
    done = contained(tmp_path, "import os\nos.fork()\nprint('forked')\n")
    assert done.how == "signal SIGSYS" and "forked" not in done.stdout


def test_a_refused_fork_fails_and_threads_still_run(tmp_path):
    need("seccomp")
    code = "import os, threading\ntry:\n    os.fork()\nexcept OSError as e:\n    print('refused', e.errno)\nt = threading.Thread(target=print, args=('thread',))\nt.start(); t.join()\n"
    done = contained(tmp_path, code, processes="refused")
    assert done.returncode == 0 and "refused 1" in done.stdout and "thread" in done.stdout


def test_a_contained_process_writes_only_in_its_folder(tmp_path):
    need("landlock")
    outside = tmp_path.parent / f"{tmp_path.name}-outside.txt"
    code = f"open('inside.txt', 'w').write('ok')\ntry:\n    open({str(outside)!r}, 'w')\nexcept PermissionError:\n    print('refused')\n"
    done = contained(tmp_path, code)
    assert "refused" in done.stdout and (tmp_path / "inside.txt").read_text() == "ok" and not outside.exists()


def test_a_contained_process_with_confined_reads_reads_only_its_folder_and_the_system(tmp_path):
    """``Limits.readable``: its folder and the system's libraries, not the evaluator's /proc entry
    (its environment) nor a file beside its folder (a reference laid out next to a candidate)."""
    need("landlock")
    beside = tmp_path.parent / f"{tmp_path.name}-reference.txt"
    beside.write_text("the answer")
    (tmp_path / "own.txt").write_text("mine")
    code = (
        f"import os\nfor path in ('own.txt', '/usr/lib/os-release', f'/proc/{{os.getppid()}}/environ', {str(beside)!r}):\n"
        "    try:\n        open(path).read()\n        print('read', path)\n    except OSError:\n        print('refused', path)\n"
    )  # fmt: skip
    done = contained(tmp_path, code, readable=(*limits.SYSTEM_READS, sys.prefix, sys.base_prefix, *sys.path[1:]))
    said = done.stdout.splitlines()
    assert "read own.txt" in said, done.stderr
    assert f"refused {beside}" in said and any(line.startswith("refused /proc/") for line in said), said


def test_a_contained_process_has_no_network(tmp_path):
    need("network")
    code = "import socket\ns = socket.socket()\ns.settimeout(2)\ntry:\n    s.connect(('1.1.1.1', 80))\nexcept OSError as e:\n    print('no network', e.errno)\n"
    assert "no network" in contained(tmp_path, code).stdout


def test_memory_cpu_and_file_size_limits(tmp_path):
    assert "MemoryError" in contained(tmp_path, "x = bytearray(10 * 1024**3)\n").stderr
    start = time.monotonic()
    assert contained(tmp_path, "while True:\n    pass\n", cpu_s=1).how in ("signal SIGXCPU", "signal SIGKILL")
    assert time.monotonic() - start < 60
    done = contained(tmp_path, "import sys\nwhile True:\n    sys.stdout.write('x' * 65536)\n")
    assert "File too large" in done.stderr and len(done.stdout) <= 64 * 1024


def test_a_contained_timeout_kills_the_process_group(tmp_path):
    (tmp_path / "p.py").write_text("import time\ntime.sleep(600)\n")
    with pytest.raises(process.ToolTimeout):
        process.run([sys.executable, "p.py"], 1, contain=sandbox.Contained(tmp_path))


# ----------------------------------------------------------------------------- the reference page


def test_the_reference_page_names_every_label_and_limit():
    page = (ROOT / "docs" / "reference" / "evaluation.md").read_text()
    for label, meaning in LABELS.items():
        assert f"| `{label}` | {meaning} |" in page
    for run in (limits.BUILD, limits.RUN, limits.DEVICE_RUN, limits.WARP):
        assert f"({run.memory_bytes} bytes" in page and f"({run.file_bytes} bytes)" in page and f"| {run.cpu_s} |" in page
    for wall in (limits.BUILD_WALL_S, limits.RUN_WALL_S, limits.DEVICE_RUN_WALL_S, limits.WARP_WALL_S):
        assert f"| {wall:g} s |" in page
    for rank, sizes in shapes.EVALUATION_TARGETS.items():
        spelled = ", ".join("x".join(map(str, s)) if isinstance(s, tuple) else str(s) for s in sizes)
        assert spelled in page, rank


def test_the_warp_child_imports_what_the_evaluator_imported_without_site_packages(tmp_path):
    """The Warp child's environment names where the harness, Warp and numpy were imported from:
    without site-packages (``python -S``), as when they come from a ``PYTHONPATH`` of ours (a
    checkout, an offline site on a CUDA host), the child still imports them; the bare clean
    environment does not."""
    import subprocess
    import sys

    from synth.evaluate.warp_process import child_env
    from synth.toolchain import sandbox

    probe = [sys.executable, "-S", "-c", "import synth.evaluate.warp_child, warp, numpy"]
    assert subprocess.run(probe, env=child_env(tmp_path), capture_output=True).returncode == 0
    assert subprocess.run(probe, env=sandbox.clean_env(None, tmp_path), capture_output=True).returncode != 0


def test_a_compiler_without_the_race_check_instrumentation_is_named(tmp_path):
    """A $CXX that refuses ``-fsanitize=thread`` would make every candidate not_emulated: it is
    found once and named (the cuda_kernel target is then unscored without a device)."""
    from synth.evaluate.cuda_target import race_check_missing

    fake = tmp_path / "fake-cxx"
    fake.write_text("#!/bin/sh\necho 'unknown argument: --param=tsan-instrument-func-entry-exit=0' >&2\nexit 1\n")
    fake.chmod(0o755)
    assert "unknown argument" in race_check_missing(str(fake))
