"""Property tests: Hypothesis drives the category generators through the pipeline, and a
failing property shrinks to a small kernel."""

import ast

import pytest
from hypothesis import find, given, settings

from synth.generate.cases import spec_for
from synth.generate.categories import CATEGORIES
from synth.generate.strategies import kernel_specs
from synth.model.inputs import make_inputs
from synth.model.spec import (
    QUERY_NEXT,
    Assign,
    Break,
    Call,
    For,
    If,
    Load,
    Ref,
    While,
    all_bodies,
    kernel_expressions,
    reachable_functions,
    used_functions,
    walk_expr,
    walk_statements,
)
from synth.render.warp_python import render_warp
from synth.stages.reference import run_forward
from synth.stages.single_spec import load_spec_kernel, spec_ir
from synth.verify.degeneracy import degeneracy
from synth.warp import warp_ir


@pytest.fixture(scope="module")
def example_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("examples")


@pytest.mark.parametrize("category", list(CATEGORIES))
def test_generated_kernels_codegen(category, example_dir):
    """Every drawn kernel renders to valid Python and Warp generates all four IR texts for it (the
    backward ones empty for a kernel declared ``enable_backward=False``)."""

    @given(kernel_specs(category))
    def check(spec):
        source = render_warp(spec)
        ast.parse(source)
        texts = spec_ir(spec, example_dir)
        assert set(texts) == set(warp_ir.IR_KINDS)
        for kind, text in texts.items():
            if kind.endswith("backward") and not spec.enable_backward:
                assert text == "", kind
                continue
            assert spec.warp_key in text, kind
            assert "_cpu_kernel_" in text or "_cuda_kernel_" in text

    check()


@given(spec=kernel_specs())
def test_generated_kernels_run_on_cpu(example_dir_session, spec):
    """A drawn kernel of any category builds and runs on Warp's CPU with non-degenerate outputs."""
    kernel = load_spec_kernel(spec, example_dir_session)
    values = make_inputs(spec)
    outputs = run_forward(kernel, spec, values)
    assert degeneracy(outputs, {p.name: values[p.name] for p in spec.outputs}) is None


@pytest.fixture(scope="session")
def example_dir_session(tmp_path_factory):
    return tmp_path_factory.mktemp("examples_run")


def test_failing_property_shrinks_to_a_small_kernel(example_dir):
    """A property that fails for any kernel whose CUDA IR calls sin shrinks to one sin of one input."""

    def calls_sin(spec):
        return "wp::sin(" in spec_ir(spec, example_dir)["cuda_forward"]

    minimal = find(kernel_specs("math"), calls_sin, settings=settings(max_examples=200, database=None))
    assert len(minimal.inputs) == 1
    assert len(minimal.body) == 2  # x0 = wp.sin(a[i]); out[i] = x0
    assert used_functions(minimal) == {"sin"}
    assert minimal.dim == 64


def test_shrinking_removes_control_flow():
    """A property failing on any loop in a combined kernel shrinks to the simplest loop."""
    minimal = find(kernel_specs("combined"), lambda s: any(isinstance(x, For) for x in walk_statements(s.body)))
    loops = [x for x in walk_statements(minimal.body) if isinstance(x, For)]
    assert len(loops) == 1 and loops[0].count == 2
    assert sum(isinstance(x, If) for x in walk_statements(minimal.body)) == 1


@pytest.mark.parametrize("category", list(CATEGORIES))
def test_generated_kernels_keep_to_the_loops_warp_differentiates(category):
    """The structural rules of ``synth/generate/grammar.py`` ("loops Warp differentiates"), on
    the seeded kernels the dataset is made of (seeds 0-199; specs only, no build)."""
    for seed in range(200):
        assert_differentiable_forms(spec_for(category, seed))


def _forward_query(spec, loop) -> bool:
    """A forward-only kernel's ``while wp.hash_grid_query_next(...)`` (or a BVH query's ``bvh_query_next``)."""
    return not spec.enable_backward and isinstance(loop.cond, Call) and loop.cond.fn in QUERY_NEXT.values()


def assert_differentiable_forms(spec):
    """No ``break`` in the kernel's own loops; in every ``while``, no reassignment and no array
    index made from the loop's counter, but for a forward-only kernel's hash-grid or BVH traversal
    (``while wp.hash_grid_query_next(query, index)``: no adjoint replays it, and its index is what
    the loop reads); and every ``@wp.func`` is reached from the kernel."""
    assert not any(isinstance(s, Break) for s in walk_statements(spec.body))
    for body in all_bodies(spec):
        for loop in (s for s in walk_statements(body) if isinstance(s, While) and not _forward_query(spec, s)):
            assert not any(isinstance(s, Assign) for s in walk_statements(loop.body))
            counters = {e.name for e in walk_expr(loop.cond) if isinstance(e, Ref)}
            for top in kernel_expressions(loop.body):
                for load in (e for e in walk_expr(top) if isinstance(e, Load) and e.index):
                    assert not {e.name for x in load.index for e in walk_expr(x) if isinstance(e, Ref)} & counters
    assert reachable_functions(spec.body, spec.funcs) == {f.name for f in spec.funcs}


@pytest.mark.parametrize("category", list(CATEGORIES))
def test_every_function_parameter_is_read(category):
    """A ``@wp.func`` parameter nothing reads makes the caller's argument dead code, which the liveness
    stage cannot see when the argument also reaches the output another way (func_call seeds 23, 187,
    241, 264 had one: a callee whose only read of ``x`` was a ``break`` test stripped for its caller)."""
    for seed in range(300):
        spec = spec_for(category, seed)
        for f in spec.funcs:
            read = {e for top in kernel_expressions(f.body) for e in walk_expr(top)}
            assert not [n for n, t in f.params if Ref(n, t) not in read], f"{spec.name}: {f.name} never reads a parameter"
