"""The language census (``benchmarks/language_census.py``): the features it reads from a kernel's
text, its counts on a hand-made set of kernels with known answers, and the example kernels it
finds in the installed Warp."""

from __future__ import annotations

import json
import re

import pytest

from benchmarks.language_census import (
    CALIBRATED,
    KERNEL_DECORATORS,
    RECORD_DECORATORS,
    Rules,
    WarpNames,
    census,
    example_kernels,
    module_features,
    record_features,
)
from synth.stages.ingest.sources import WARP_EXAMPLES, candidates

EXAMPLES = '''
import warp as wp
import taichi as ti

SCALE = 0.5


@wp.func
def helper(x: float):
    return wp.mesh_eval_position(wp.uint64(0), 0, x, x)


@wp.kernel
def plain(a: wp.array[float], out: wp.array[float]):
    i = wp.tid()
    out[i] = wp.sin(a[i]) * SCALE


@wp.kernel
def queried(grid: wp.uint64, points: wp.array(dtype=wp.vec3f), out: wp.array[float]):
    i = wp.tid()
    total = float(0.0)
    for index in wp.hash_grid_query(grid, points[i], 0.5):
        total += helper(points[index][0])
    out[i] = total


@wp.kernel
def scaled(a: wp.array[float], s: float):
    i = wp.tid()
    a[i] *= s


@wp.kernel
def scaled_vec(a: wp.array[wp.vec3], s: float):
    i = wp.tid()
    a[i] *= s


@wp.kernel
def covered(a: wp.array[float], out: wp.array[float]):
    i = wp.tid()
    out[i] = wp.sin(a[i]) * 0.5


def make(dtype):
    @wp.kernel
    def copy(a: wp.array(dtype=dtype), out: wp.array(dtype=dtype)):
        i = wp.tid()
        for k in range(wp.static(len(a))):
            out[i] = a[i]

    return copy


@ti.kernel
def not_warp(a: float):
    a *= 2.0
'''

RECORD = '''
import warp as wp


@wp.func
def twice(x: float):
    return x * 2.0


@wp.kernel
def generated(a: wp.array[float], out: wp.array[float]):
    i = wp.tid()
    out[i] = twice(wp.sin(a[i])) * 0.5
'''


CALLING = '''
import warp as wp


@wp.func
def inner(x: float):
    return x ** 2.0


@wp.func
def outer(x: wp.float32):
    return inner(x)


@wp.kernel
def calling(a: wp.array[wp.vec2]):
    i = wp.tid()
    a[i] = wp.vec2f(outer(a[i][0]), 0.0)
'''

WRITES_VEC2 = '''
import warp as wp


@wp.func
def square(x: float):
    return x ** 2.0


@wp.kernel
def generated(a: wp.array[wp.vec2], s: wp.float32):
    i = wp.tid()
    a[i] = wp.vec2(square(a[i][0]) * s, 0.0)
'''


@pytest.fixture(scope="module")
def warp():
    return WarpNames()


@pytest.fixture(scope="module")
def examples(warp):
    return dict(module_features(EXAMPLES, KERNEL_DECORATORS, warp))


def test_only_warp_kernels_are_examples_and_a_factorys_kernel_is_one(examples):
    assert list(examples) == ["plain", "queried", "scaled", "scaled_vec", "covered", "copy"]


def test_features_of_the_kernel_body_not_of_the_functions_it_calls(examples):
    """helper's mesh_eval_position is helper's; queried calls a function."""
    assert "builtin:mesh_eval_position" not in examples["queried"]
    assert {"function_call", "for_query", "builtin:hash_grid_query", "assign_op:+", "type:vec3", "type:float32", "type:uint64"} <= examples["queried"]
    assert "multi_index" not in examples["queried"]  # points[index][0] is two subscripts, not a[i, j]


def test_aliases_and_python_types_name_one_type(examples, warp):
    assert warp.types["vec3f"] == warp.types["vec3"] == "vec3"
    assert {"type:array", "type:float32", "module_global", "builtin:sin", "builtin:tid", "binop:*", "store_subscript"} <= examples["plain"]


def test_a_closure_typed_array_and_static_contents(examples):
    assert {"closure_annotation", "for_range", "wp_static"} <= examples["copy"]
    assert "builtin:len" not in examples["copy"]  # inside wp.static: Python's, not Warp's


def test_the_census_of_the_hand_made_set(examples, warp):
    used = set().union(*(f for _, f in module_features(RECORD, RECORD_DECORATORS, warp)))
    result = census(list(examples.items()), used)
    distinct = set().union(*examples.values())
    assert (result.kernels, result.features, result.covered) == (6, len(distinct), len(distinct & used))
    assert result.expressible == 1  # covered
    ranked = [(name, blocked, alone) for name, blocked, alone in result.missing]
    # *= blocks scaled (alone) and scaled_vec (with vec3); vec3 blocks scaled_vec and queried, neither alone
    assert ranked[:3] == [("assign_op:*", 2, 1), ("type:vec3", 2, 0), ("module_global", 1, 1)]
    assert {name for name, _, _ in ranked} == distinct - used


def test_records_of_existing_code_do_not_count(tmp_path, warp):
    lines = [
        {"kind": "generated", "python_source": RECORD},
        {"kind": "warp_module", "python_source": EXAMPLES},
    ]
    (tmp_path / "train.jsonl").write_text("".join(json.dumps(r) + "\n" for r in lines))
    used, records = record_features(tmp_path, warp)
    assert records == 1
    assert "builtin:hash_grid_query" not in used and {"builtin:sin", "function_call", "return_value"} <= used


def test_every_wp_kernel_of_the_installed_examples_is_found(warp):
    """The AST finds exactly the functions the examples decorate with ``@wp.kernel`` (counted
    here by their text); ``@ti.kernel`` (a Taichi benchmark) is not one."""
    decorated = 0
    for candidate in candidates(WARP_EXAMPLES):
        with open(candidate.file, encoding="utf-8") as f:
            decorated += sum(bool(re.match(r"\s*@wp\.kernel\b", line)) for line in f)
    assert len(example_kernels(warp)) == decorated > 100


def test_the_optional_rules_follow_calls_transitively_and_keep_spellings(warp):
    """Only the kernel's text by default; ``follow_calls`` adds inner's ``**`` through outer, and
    ``spellings`` names each type as written (``wp.vec2`` annotated, ``wp.vec2f`` constructed,
    outer's ``wp.float32``, inner's ``float``) beside the type it is."""
    (_, plain), = module_features(CALLING, KERNEL_DECORATORS, warp)
    (_, followed), = module_features(CALLING, KERNEL_DECORATORS, warp, Rules(follow_calls=True))
    (_, spelled), = module_features(CALLING, KERNEL_DECORATORS, warp, Rules(spellings=True))
    (_, both), = module_features(CALLING, KERNEL_DECORATORS, warp, CALIBRATED)
    assert {"type:vec2", "function_call"} <= plain and "binop:**" not in plain
    assert not any(f.startswith("spelling:") for f in plain | followed)
    assert {"binop:**", "return_value"} <= followed - plain
    assert spelled - plain == {"spelling:array", "spelling:vec2", "spelling:vec2f"}
    assert both - followed == {"spelling:array", "spelling:vec2", "spelling:vec2f", "spelling:float32", "spelling:float"}


def test_a_spelling_the_records_never_write_blocks_the_kernel(warp):
    """Records writing ``wp.vec2`` cover the type, not the spelling ``wp.vec2f``."""
    for rules, expressible, missing in ((Rules(), 1, []), (CALIBRATED, 0, [("spelling:vec2f", 1, 1)])):
        examples = module_features(CALLING, KERNEL_DECORATORS, warp, rules)
        used = set().union(*(f for _, f in module_features(WRITES_VEC2, RECORD_DECORATORS, warp, rules)))
        result = census(examples, used)
        assert (result.expressible, result.missing) == (expressible, missing)
