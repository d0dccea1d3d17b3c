"""The builtin table (synth.model.builtins): every call the generators make is declared, typed and
spelled by it; its names exist in Warp; the helpers it needs come in an order C++ accepts."""

from __future__ import annotations

import pytest

from synth.generate.categories import CATEGORIES
from synth.model.builtins import BUILTINS, builtin
from synth.model.choices import SeededChooser
from synth.model.spec import FLOAT, INT, Call, all_bodies, kernel_expressions, walk_expr
from synth.render.cuda import RESERVED
from synth.render.cuda.helpers import helper_code, helper_order
from synth.render.cuda.kernel import _KernelWriter
from synth.render.cuda.tiles import TileKernelWriter
from synth.warp.warp_ir import builtin_names

SEEDS = range(12)


def _specs():
    return [CATEGORIES[name](SeededChooser(seed, name), seed) for name in CATEGORIES for seed in SEEDS]


SPECS = _specs()
WARP_BUILTINS = builtin_names()


def _calls(spec):
    return [e for body in all_bodies(spec) for top in kernel_expressions(body) for e in walk_expr(top) if isinstance(e, Call)]


def test_every_generated_call_is_declared_spelled_and_typed_by_the_table():
    seen = set()
    for spec in SPECS:
        for e in _calls(spec):
            b = builtin(e.fn)
            arg_types = tuple(a.type for a in e.args)
            b.spelling(arg_types)  # raises where no spelling fits
            expected = b.result_name(arg_types)
            assert expected in (None, e.type.name), f"{spec.name}: wp.{e.fn}({', '.join(t.name for t in arg_types)}) is {e.type.name}, the table says {expected}"
            seen.add(e.fn)
    assert len(seen) > 60  # the generators use most of the table


def test_unknown_and_unspelled_calls_are_errors():
    with pytest.raises(ValueError, match="unknown builtin 'lgamma'"):
        builtin("lgamma")
    with pytest.raises(ValueError, match=r"wp.lerp on int32, int32, int32: the table spells it on float32, composite \(vec2 vec3 vec4 vec2d .* mat44d\) only"):
        builtin("lerp").spelling((INT, INT, INT))
    assert builtin("min").spelling((FLOAT, FLOAT)).c == "fmin{s}({args})"


def test_every_builtin_is_warps_and_every_c_name_it_brings_is_reserved():
    for name, b in BUILTINS.items():
        warp_name = {"float": "float32", "int": "int32"}.get(name, name)
        assert warp_name in WARP_BUILTINS, f"wp.{warp_name} is not a Warp builtin"
        assert b.names <= RESERVED, name


def test_helpers_need_only_helpers_defined_before_them():
    """A file defines its helpers sorted by ``helper_order``; C++ needs each one's callees above it."""
    keys = set()
    for spec in SPECS:
        writer = TileKernelWriter(spec) if spec.block_dim is not None else _KernelWriter(spec, spec.body)  # as render_device picks
        for body in all_bodies(spec):
            writer.statements(body, 1)
        keys |= writer.helpers
    todo = list(keys)
    while todo:
        key = todo.pop()
        for need in helper_code(key)[1]:
            if need not in keys:
                keys.add(need)
                todo.append(need)
            if not need.startswith("struct:"):  # types all come first
                assert helper_order(need) < helper_order(key), f"{key} needs {need}, defined after it"
    assert len(keys) > 100
