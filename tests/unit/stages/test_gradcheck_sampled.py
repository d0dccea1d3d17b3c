"""The sampled gradient check: kernels that read neighbours, gather, run on 2-D grids or read
struct fields pass with their true adjoints and fail (``grad_mismatch``) with planted wrong ones;
a 2-D grid whose threads read only their own element takes the per-thread method instead.

The kernels are hand-written in ``broken_kernels.py`` (one Warp module shared with
``test_gradcheck.py``); each spec below is the KernelSpec such a kernel would be generated
from, which is all the check reads of it (parameters, launch shape, how outputs are written).
"""


import dataclasses

import numpy as np
import pytest

from synth.generate.cases import spec_for
from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS, SENTINEL, make_inputs
from synth.model.spec import (
    FLOAT,
    INT,
    VEC3,
    Atomic,
    Binary,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    Field,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Let,
    Load,
    Param,
    Ref,
    Return,
    Shape,
    Store,
    Type,
)
from synth.stages import gradcheck
from synth.stages.single_spec import load_spec_kernel
from synth.verify import tolerance
from synth.warp import warp_ir

N = 64
TI, TJ = Ref("i", INT), Ref("j", INT)
A = Param("a", "in", FLOAT, (-1.0, 1.0))
OUT = Param("out", "out", FLOAT, init=SENTINEL)


def func(name: str) -> Func:
    x = Ref("x", FLOAT)
    return Func(name, (("x", FLOAT),), FLOAT, (Return(Binary("mul", x, x, FLOAT)),))


def add(x, y, t=FLOAT):
    return Binary("add", x, y, t)


def mul(x, y, t=FLOAT):
    return Binary("mul", x, y, t)


def sin(x):
    return Call("sin", (x,), FLOAT)


def neighbour_spec(name: str, square: str) -> KernelSpec:
    """out[i] = sin(a[i]) * square(a[min(i + 1, n - 1)])"""
    n = Param("n", "scalar", INT, (N, N))
    right = Call("min", (add(TI, Const(1, INT), INT), Binary("sub", Ref("n", INT), Const(1, INT), INT)), INT)
    value = mul(sin(Load("a", FLOAT)), FuncCall(square, (Load("a", FLOAT, (right,)),), FLOAT))
    return KernelSpec(name, "unit", 11, N, (A, n, OUT), (Store("out", value),), funcs=(func(square),))


def gather_spec(name: str, square: str) -> KernelSpec:
    """t = table[idx[i]]; out[i] = a[i] * sin(t) + square(t), over a table of 16 (each entry gathered ~4 times)."""
    table = Param("table", "in", FLOAT, (-1.0, 1.0), shape=(16,))
    idx = Param("idx", "in", INT, (0, 15))
    t = Ref("t", FLOAT)
    body = (
        Let("t", Load("table", FLOAT, (Load("idx", INT),))),
        Store("out", add(mul(Load("a", FLOAT), sin(t)), FuncCall(square, (t,), FLOAT))),
    )
    return KernelSpec(name, "unit", 12, N, (A, table, idx, OUT), body, funcs=(func(square),))


GRID = KernelSpec(  # out[i, j] = sin(a[i, j]) * a[i, min(j + 1, a.shape[1] - 1)] + 0.5 * a[i, j]
    "grid",
    "unit",
    13,
    (8, 16),
    (A, OUT),
    (
        Store(
            "out",
            add(
                mul(
                    sin(Load("a", FLOAT, (TI, TJ))),
                    Load(
                        "a", FLOAT, (TI, Call("min", (add(TJ, Const(1, INT), INT), Binary("sub", Shape("a", 1), Const(1, INT), INT)), INT))
                    ),
                ),
                mul(Const(0.5), Load("a", FLOAT, (TI, TJ))),
            ),
            (TI, TJ),
        ),
    ),
)

F64 = Type("float64")
PARTICLE = Type("Particle", fields=(("x", FLOAT), ("v", VEC3)))
PARTICLES = KernelSpec(  # q = p[i]; out[i] = cos(q.x) * length(q.v)
    "particles",
    "unit",
    14,
    N,
    (Param("p", "in", PARTICLE, (-1.0, 1.0)), OUT),
    (
        Let("q", Load("p", PARTICLE)),
        Store(
            "out",
            mul(
                Call("cos", (Field(Ref("q", PARTICLE), "x", FLOAT),), FLOAT), Call("length", (Field(Ref("q", PARTICLE), "v", VEC3),), FLOAT)
            ),
        ),
    ),
    structs=(PARTICLE,),
)

SCATTER_ADD = KernelSpec(  # atomic_add(out, idx[i], sin(a[i]) * a[i]): a histogram-like scatter into 8 slots
    "scatter_add",
    "unit",
    15,
    N,
    (A, Param("idx", "in", INT, (0, 7)), Param("out", "out", FLOAT, length=8, init=0.0)),
    (Atomic("add", "out", Load("idx", INT), mul(sin(Load("a", FLOAT)), Load("a", FLOAT))),),
)

PARTIAL_WRITE = KernelSpec(  # if i % 2 == 0: out[i] = square(a[i + 1]) - a[i]  (odd elements keep the sentinel)
    "partial_write",
    "unit",
    16,
    N,
    (A, OUT),
    (
        If(
            Compare("eq", Binary("mod", TI, Const(2, INT), INT), Const(0, INT)),
            (
                Store(
                    "out",
                    Binary("sub", FuncCall("square", (Load("a", FLOAT, (add(TI, Const(1, INT), INT),)),), FLOAT), Load("a", FLOAT), FLOAT),
                ),
            ),
        ),
    ),
    funcs=(func("square"),),
)

def grid_own_spec(name: str, square: str) -> KernelSpec:
    """v = a[i, j]; out[i, j] = sin(v[0]) * square(v[1]) + float(i - j) * v[2]: a 2-D grid where thread (i, j)
    reads element (i, j) alone (and uses its indices as values)."""
    v = Ref("v", VEC3)
    value = add(
        mul(sin(Component(v, (0,))), FuncCall(square, (Component(v, (1,)),), FLOAT)),
        mul(Call("float", (Binary("sub", TI, TJ, INT),), FLOAT), Component(v, (2,))),
    )
    a = Param("a", "in", VEC3, (-1.0, 1.0))
    return KernelSpec(name, "unit", 17, (8, 16), (a, OUT), (Let("v", Load("a", VEC3)), Store("out", value)), funcs=(func(square),))


GRID_OWN = grid_own_spec("grid_own", "square")

PER_ELEMENT = KernelSpec("correct", "unit", 7, N, (A, Param("out", "out", FLOAT)), (Store("out", Load("a", FLOAT)),))
ATOMIC_I_MOD_M = KernelSpec(
    "atomic_max",
    "unit",
    7,
    N,
    (A, Param("out", "out", FLOAT, length=4, init=-1.0e4)),
    (Atomic("max", "out", Binary("mod", TI, Const(4, INT), INT), Load("a", FLOAT)),),
)

PASSING = {
    "neighbour": neighbour_spec("neighbour", "square"),
    "gather": gather_spec("gather", "square"),
    "grid": GRID,
    "scatter_add": SCATTER_ADD,
    "partial_write": PARTIAL_WRITE,
}


def test_dispatch_keeps_per_thread_where_exact():
    """The exact per-thread method for thread-i-reads-element-i kernels; the sampled one for every other read pattern."""
    assert gradcheck.per_thread_applies(PER_ELEMENT) and gradcheck.per_thread_applies(ATOMIC_I_MOD_M)
    for name, spec in PASSING.items():
        assert not gradcheck.per_thread_applies(spec), name
        assert gradcheck.method_for(spec) == "sampled"
    reads_i = KernelSpec(  # an atomic kernel that reads i outside i % m: blocks would renumber it
        "atomic_reads_i",
        "unit",
        7,
        N,
        ATOMIC_I_MOD_M.params,
        (Atomic("max", "out", Binary("mod", TI, Const(4, INT), INT), mul(Load("a", FLOAT), Call("float", (TI,), FLOAT))),),
    )
    assert not gradcheck.per_thread_applies(reads_i)
    own_slot = KernelSpec(  # out[i] += a[i] (Warp's atomic add) owns its slot like a store
        "aug_own_slot", "unit", 7, N, (A, Param("out", "out", FLOAT)), (Atomic("add", "out", TI, Load("a", FLOAT), style="aug"),)
    )
    assert gradcheck.per_thread_applies(own_slot)
    shifted = KernelSpec(
        "aug_shifted",
        "unit",
        7,
        N,
        own_slot.params,
        (Atomic("add", "out", Binary("mod", add(TI, Const(1, INT), INT), Const(N, INT), INT), Load("a", FLOAT)),),
    )
    assert not gradcheck.per_thread_applies(shifted)
    assert gradcheck.per_thread_applies(GRID_OWN)  # a 2-D grid read at the thread's own element
    assert gradcheck.per_thread_applies(PARTICLES)  # a struct array read at the thread's own element
    grid_atomic = KernelSpec(  # on a grid an atomic output stays sampled (the per-thread blocks are 1-D)
        "grid_atomic", "unit", 7, (8, 16), (A, Param("out", "out", FLOAT, length=4, init=0.0)),
        (Atomic("add", "out", Binary("mod", TI, Const(4, INT), INT), Load("a", FLOAT)),),
    )  # fmt: skip
    assert not gradcheck.per_thread_applies(grid_atomic)



def test_dispatch_refuses_per_thread_for_each_documented_exclusion():
    """Each exclusion of ``per_thread_applies``' docstring, on a kernel that meets every other need
    (thread i reads and writes element i alone), is sampled: a tile kernel, one output written two
    ways (another written one way), an atomic output beside a struct array, a float64 atomic output, and an atomic output
    whose length does not divide the threads. Per-thread differences there would mix elements a
    thread does not own (a tile's block, the slots the atomic method's views renumber)."""
    out4 = Param("out", "out", FLOAT, length=4, init=0.0)
    into4 = Atomic("add", "out", Binary("mod", TI, Const(4, INT), INT), Load("a", FLOAT))
    excluded = {
        "tile kernel": dataclasses.replace(PER_ELEMENT, name="tiled", block_dim=64),
        "stored and added (beside an output stored once)": KernelSpec(
            "store_and_add", "unit", 7, N, (A, Param("out", "out", FLOAT), Param("out1", "out", FLOAT)),
            (Store("out", Load("a", FLOAT)), Atomic("add", "out", TI, Load("a", FLOAT)), Store("out1", Load("a", FLOAT))),
        ),
        "atomic beside a struct array": KernelSpec(
            "struct_atomic", "unit", 7, N, (Param("p", "in", PARTICLE, (-1.0, 1.0)), out4),
            (Atomic("add", "out", Binary("mod", TI, Const(4, INT), INT), Field(Load("p", PARTICLE), "x", FLOAT)),), structs=(PARTICLE,),
        ),
        "float64 atomic": KernelSpec(
            "atomic64", "unit", 7, N, (Param("a", "in", F64, (-1.0, 1.0)), Param("out", "out", F64, length=4, init=0.0)),
            (Atomic("add", "out", Binary("mod", TI, Const(4, INT), INT), Load("a", F64)),),
        ),
        "length not dividing the threads": KernelSpec("atomic_mod3", "unit", 7, N, (A, Param("out", "out", FLOAT, length=3, init=0.0)),
                                                      (Atomic("add", "out", Binary("mod", TI, Const(3, INT), INT), Load("a", FLOAT)),)),
    }  # fmt: skip
    assert gradcheck.per_thread_applies(KernelSpec("atomic_mod4", "unit", 7, N, (A, out4), (into4,)))  # the rule's own case
    for why, spec in excluded.items():
        assert not gradcheck.per_thread_applies(spec), why
        assert gradcheck.method_for(spec) == "sampled", why

@pytest.mark.parametrize("name", sorted(PASSING))
def test_true_adjoints_pass(kernels, name):
    spec = PASSING[name]
    result = gradcheck.check_kernel(kernels(name), spec)
    floats = [p for p in spec.inputs if p.type.is_float]
    expected = sum(min(spec.output_length(p), tolerance.GRAD_SAMPLED_ELEMENTS) * p.type.components for p in floats)
    assert result.method == "sampled" and result.draws == DRAWS
    assert result.samples == expected * DRAWS and result.excluded <= result.samples // 20
    assert 0.0 < result.worst_ratio < 1.0
    assert result.inputs == tuple(p.name for p in floats)  # never the int index array or the int scalar


@pytest.mark.parametrize(
    ("name", "spec", "wrong_input"),
    [
        ("neighbour_wrong", neighbour_spec("neighbour_wrong", "square_wrong"), "a"),
        ("gather_wrong", gather_spec("gather_wrong", "square_wrong"), "table"),
    ],
)
def test_planted_wrong_adjoints_fail(kernels, name, spec, wrong_input):
    """A wrong adjoint on the neighbour's value, or on the gathered value, is a grad_mismatch of that input."""
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels(name), spec)
    assert failure.value.label == "grad_mismatch"
    message = failure.value.message
    assert message.startswith("input draw 0:") and f"{wrong_input}: " in message and "(sampled)" in message
    assert f"{wrong_input}.elements.npy" in failure.value.artifacts
    if name == "gather_wrong":
        assert "a: " not in message  # a's own adjoint is right: the failure names the input that is wrong


def test_grid_read_at_own_element_checks_every_element(kernels):
    """A 2-D grid whose threads read their own element takes the per-thread method: every element of
    every component is a sample (not 16 elements), and the differences equal the sampled method's."""
    spec = GRID_OWN
    result = gradcheck.check_kernel(kernels("grid_own"), spec)
    assert result.method == "per_thread" and result.samples == 8 * 16 * 3 * DRAWS
    assert result.excluded <= result.samples // 20 and 0.0 < result.worst_ratio < 1.0
    values = make_inputs(spec)
    run = gradcheck.run_backward(kernels("grid_own"), spec, values, gradcheck.output_adjoints(spec))
    every = gradcheck.finite_differences(kernels("grid_own"), spec, values, run.adjoints)["a"]
    sampled = gradcheck.finite_differences(kernels("grid_own"), spec, values, run.adjoints, method="sampled")["a"]
    np.testing.assert_array_equal(sampled.fd[0], every.fd[0][sampled.elements])


def test_struct_array_read_at_own_element_checks_every_word(kernels):
    """A struct array read whole at the thread index takes the per-thread method: every float word
    (field component) of every element is a sample, moved in the struct's own memory."""
    result = gradcheck.check_kernel(kernels("particles"), PARTICLES)
    assert result.method == "per_thread" and result.samples == N * 4 * DRAWS
    assert result.excluded <= result.samples // 20 and 0.0 < result.worst_ratio < 1.0
    values = make_inputs(PARTICLES)
    run = gradcheck.run_backward(kernels("particles"), PARTICLES, values, gradcheck.output_adjoints(PARTICLES))
    every = gradcheck.finite_differences(kernels("particles"), PARTICLES, values, run.adjoints)["p"]
    sampled = gradcheck.finite_differences(kernels("particles"), PARTICLES, values, run.adjoints, method="sampled")["p"]
    np.testing.assert_array_equal(sampled.fd[0], every.fd[0][sampled.elements])  # the sampled method's struct words agree
    for wrong in (run.grads["p"] * np.float32(1.02), np.where(np.arange(4) == 3, -run.grads["p"], run.grads["p"])):
        with pytest.raises(StageFailure) as failure:  # 2% off everywhere, or one field component's sign
            gradcheck.compare(PARTICLES, {"p": wrong}, gradcheck.finite_differences(kernels("particles"), PARTICLES, values, run.adjoints))
        assert failure.value.label == "grad_mismatch"


def test_grid_with_a_wrong_adjoint_fails_per_thread(kernels):
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernels("grid_own_wrong"), grid_own_spec("grid_own_wrong", "square_wrong"))
    message = failure.value.message
    assert failure.value.label == "grad_mismatch" and "a: " in message and "(per_thread)" in message
    assert "worst at element (" in message  # named by its (i, j)


def test_sampled_method_reproduces_per_thread_differences(kernels):
    """On a kernel both methods apply to, the sampled differences are the per-thread ones at the sampled
    elements, bit for bit (thread e's output sees a[e] alone either way), and they judge alike."""
    kernel, spec = kernels("correct"), PER_ELEMENT
    values = make_inputs(spec)
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    every = gradcheck.finite_differences(kernel, spec, values, run.adjoints)["a"]
    sampled = gradcheck.finite_differences(kernel, spec, values, run.adjoints, method="sampled")["a"]
    assert every.method == "per_thread" and sampled.method == "sampled" and len(sampled.elements) == tolerance.GRAD_SAMPLED_ELEMENTS
    np.testing.assert_array_equal(sampled.fd[0], every.fd[0][sampled.elements])
    np.testing.assert_array_equal(sampled.noise[0], every.noise[0][sampled.elements])
    assert gradcheck.compare(spec, run.grads, {"a": sampled}).method == "sampled"
    wrong = gradcheck.run_backward(kernels("wrong_adjoint"), spec, values, run.adjoints)
    with pytest.raises(StageFailure) as failure:
        gradcheck.compare(
            spec, wrong.grads, gradcheck.finite_differences(kernels("wrong_adjoint"), spec, values, run.adjoints, method="sampled")
        )
    assert failure.value.label == "grad_mismatch"


def test_noise_comes_from_the_outputs_that_change(kernels):
    """Element k of partial_write reaches one output (out[k] or out[k-1]); the sentinels of the odd
    outputs and every other output cancel, so the allowance is that one output's rounding."""
    spec, kernel = PARTIAL_WRITE, kernels("partial_write")
    values = make_inputs(spec)
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    d = gradcheck.sampled_differences(kernel, spec, values, run.adjoints)["a"]
    terms = np.abs(run.adjoints["out"].astype(np.float64) * run.outputs["out"])
    h = tolerance.GRAD_STEPS[0]
    for row, k in enumerate(d.elements):
        reached = k if k % 2 == 0 else k - 1
        assert d.noise[0, row, 0] == tolerance.GRAD_NOISE_ULPS * tolerance.FLOAT32_EPS * terms[reached] / h
    everything = tolerance.GRAD_NOISE_ULPS * tolerance.FLOAT32_EPS * terms.sum() / h
    assert d.noise[0].max() < everything / 100  # the sentinels alone would allow an error of ~1


def test_elements_include_the_corners_and_are_seeded():
    k = tolerance.GRAD_SAMPLED_ELEMENTS
    small = KernelSpec("s", "unit", 1, k, (A, OUT), ())
    assert gradcheck.sample_elements(small, A).tolist() == list(range(k))
    one = gradcheck.sample_elements(PER_ELEMENT, A)
    assert len(set(one.tolist())) == k and {0, N - 1} <= set(one.tolist()) and 0 <= one.min() and one.max() < N
    assert np.array_equal(one, gradcheck.sample_elements(PER_ELEMENT, A))
    assert not np.array_equal(one, gradcheck.sample_elements(PER_ELEMENT, A, draw=1))
    two = gradcheck.sample_elements(GRID, A)
    assert {0, 15, 112, 127} <= set(two.tolist()) and len(set(two.tolist())) == k
    cube = KernelSpec("c", "unit", 3, (4, 5, 6), (A, OUT), ())
    three = set(gradcheck.sample_elements(cube, A).tolist())
    assert {int(np.ravel_multi_index((x, y, z), (4, 5, 6))) for x in (0, 3) for y in (0, 4) for z in (0, 5)} <= three


def test_struct_fields_are_differentiated_word_by_word(kernels):
    spec = PARTICLES
    values = make_inputs(spec)
    run = gradcheck.run_backward(kernels("particles"), spec, values, gradcheck.output_adjoints(spec))
    assert run.grads["p"].shape == (N, 4) and run.outputs["out"].shape == (N,)
    x, v = values["p"][:, 0].astype(np.float64), values["p"][:, 1:].astype(np.float64)
    w = run.adjoints["out"].astype(np.float64)
    np.testing.assert_allclose(run.grads["p"][:, 0], -w * np.sin(x) * np.linalg.norm(v, axis=1), rtol=1e-5, atol=1e-6)


def test_every_draw_runs_its_own_backward(kernels, monkeypatch):
    """Draw 0's backward comes from the backward stage; draws 1.. run theirs, and their failures name the draw."""
    spec, kernel = PASSING["neighbour"], kernels("neighbour")
    draw0 = gradcheck.run_backward(kernel, spec, make_inputs(spec), gradcheck.output_adjoints(spec))
    real = gradcheck.run_backward
    calls = []

    def off_by_ten_percent(*args, **kwargs):
        run = real(*args, **kwargs)
        calls.append(run)
        run.grads = {k: v * np.float32(1.1) for k, v in run.grads.items()}
        return run

    monkeypatch.setattr(gradcheck, "run_backward", off_by_ten_percent)
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernel, spec, draw0)
    assert failure.value.label == "grad_mismatch" and failure.value.message.startswith("input draw 1:")
    assert len(calls) == 1 and not np.array_equal(calls[0].adjoints["out"], draw0.adjoints["out"])


def test_an_adjoint_wrong_only_at_the_boundary_is_caught(kernels):
    """The clamped neighbour read makes element n-1's adjoint special; it is always sampled, so an
    error there alone fails on every draw (a random sample of 16 of 64 would miss it 3 times in 4)."""
    spec, kernel = PASSING["neighbour"], kernels("neighbour")
    for draw in range(DRAWS):
        values = make_inputs(spec, draw)
        run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec, draw))
        diffs = gradcheck.finite_differences(kernel, spec, values, run.adjoints, draw)
        assert gradcheck.compare(spec, run.grads, diffs).worst_ratio < 1.0
        wrong = run.grads["a"].copy()
        wrong[N - 1] *= 1.05
        with pytest.raises(StageFailure) as failure:
            gradcheck.compare(spec, {"a": wrong}, diffs)
        assert failure.value.label == "grad_mismatch" and f"element {N - 1} " in failure.value.message


def test_the_random_elements_skip_every_corner_without_repeating_one():
    """Pins the mapping of a drawn position to the r-th element that is not a corner (``c <= r``): with
    17 elements, 2 corners and 14 drawn of the 15 others, position 0 (element 1) is nearly always drawn;
    a corner counted only when strictly below r would map it onto corner 0 again."""
    from synth.stages.gradcheck.differences import sample_indices

    k = tolerance.GRAD_SAMPLED_ELEMENTS
    for seed in range(10):
        picked = sample_indices((k + 1,), seed, "a").tolist()
        assert len(picked) == len(set(picked)) == k and picked[0] == 0 and picked[-1] == k, (seed, picked)


def test_a_tile_block_total_that_swallows_the_small_steps_is_reached(tmp_path):
    """tile_reduce-s000005 sums a[k] + b[k] over one block of 48 into out (noise scale sqrt 48),
    here with b near 3e4: the total's ulp is 0.125, so a move by 2^-7 or 2^-10 leaves it unchanged
    and the small steps alone would see a derivative 0 against an adjoint w. The reach step (a move
    of 0.25) changes it, so the total counts in the rounding allowance and the exact adjoint passes."""
    base = spec_for("tile_reduce", 5)
    spec = dataclasses.replace(
        base, name="tile_total_swallows", params=tuple(dataclasses.replace(p, domain=(30000.0, 30001.0)) if p.name == "b" else p for p in base.params)
    )
    assert spec.block_dim is not None and spec.array_shape(spec.param("a")) == (48,) == spec.array_shape(spec.param("b"))
    assert tolerance.grad_noise_scale(spec, "out") == float(np.sqrt(48))
    kernel = load_spec_kernel(spec, tmp_path)
    warp_ir.build_cpu(kernel.module)
    result = gradcheck.check_kernel(kernel, spec)
    assert result.method == "sampled" and result.worst_ratio < 1.0 and result.inputs == ("a", "b")


def test_an_element_wise_tile_output_takes_no_reach_step(tmp_path, monkeypatch):
    """Only a tile kernel's sums are reached first: an element-wise output's allowance counts what
    the small steps change. tile_grid-s000000 stores a - b * b, here with a near 3e4 (ulp 2^-8) and
    |b| < 2.5e-5: the small steps of b leave the output unchanged (its true derivative, |2b| < 5e-5,
    is under atol), so the exact adjoint passes and one 3e-4 off is grad_mismatch. Reached by a
    move of 0.25, the output (~3e4) would count in the allowance and let that error pass."""
    base = spec_for("tile_grid", 0)
    domains = {"a": (30000.0, 30001.0), "b": (-2.5e-5, 2.5e-5)}
    spec = dataclasses.replace(base, name="tile_flat_b", params=tuple(dataclasses.replace(p, domain=domains.get(p.name, p.domain)) for p in base.params))
    assert spec.block_dim is not None and tolerance.grad_noise_scale(spec, "out") == 1.0
    kernel = load_spec_kernel(spec, tmp_path)
    warp_ir.build_cpu(kernel.module)
    assert gradcheck.check_kernel(kernel, spec).worst_ratio < 1.0
    real = gradcheck.compare
    monkeypatch.setattr(gradcheck, "compare", lambda s, grads, diffs: real(s, {**grads, "b": np.asarray(grads["b"]) + 3e-4}, diffs))
    with pytest.raises(StageFailure) as failure:
        gradcheck.check_kernel(kernel, spec)
    assert failure.value.label == "grad_mismatch" and "b: " in failure.value.message


def test_a_vector_output_is_checked_sampled_over_its_components(kernels):
    """out[i] = vec3(sin(a[i]), square(a[min(i + 1, n - 1)]), 2 a[i]): a neighbour read (sampled)
    into a vec3 output, whose adjoints and weights are (elements, 3): the true adjoint passes."""
    n = Param("n", "scalar", INT, (N, N))
    right = Call("min", (add(TI, Const(1, INT), INT), Binary("sub", Ref("n", INT), Const(1, INT), INT)), INT)
    value = Construct((sin(Load("a", FLOAT)), FuncCall("square", (Load("a", FLOAT, (right,)),), FLOAT), mul(Const(2.0), Load("a", FLOAT))), VEC3)
    spec = KernelSpec("vec_neighbour", "unit", 11, N, (A, n, Param("out", "out", VEC3)), (Store("out", value),), funcs=(func("square"),))
    result = gradcheck.check_kernel(kernels("vec_neighbour"), spec)
    assert result.method == "sampled" and result.worst_ratio < 1.0 and result.samples == tolerance.GRAD_SAMPLED_ELEMENTS * DRAWS


def test_an_element_too_large_to_move_is_not_kept_rather_than_a_division_by_zero():
    """A captured element whose ulp exceeds every step (1e30 in float32: x + h rounds back to x)
    has no difference quotient: its sample is left NaN and not kept, where the realized step of
    zero once divided (ZeroDivisionError in Warp's optim.linear kernels); a movable element of the
    same launch is still differenced, and agrees with the derivative 2."""
    from synth.stages.gradcheck.agreement import select_level
    from synth.stages.gradcheck.differences import moved_differences
    from synth.verify import tolerance

    x = np.array([[1.5], [1e30]], dtype=np.float32)
    found = moved_differences(
        lambda: {"y": 2.0 * x.astype(np.float64)},
        {"x": x},
        {"y": np.ones((2, 1))},
        {"y": 1.0},
        {"x": (np.array([0, 1]), (2,))},
        tolerance.grad_precision_of(["float32"]),
    )
    fd, _, kept = select_level(found["x"])
    assert kept.tolist() == [[True], [False]]
    assert abs(fd[0, 0] - 2.0) < 1e-3 and np.isnan(fd[1, 0])
