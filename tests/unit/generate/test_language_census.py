"""The language census (``benchmarks/language_census.py``): the features it reads from a kernel's
text, its counts on a hand-made set of kernels with known answers, and the example kernels it
finds in the installed Warp."""

from __future__ import annotations

import json
import re

import pytest

from benchmarks.language_census import (
    KERNEL_DECORATORS,
    RECORD_DECORATORS,
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
