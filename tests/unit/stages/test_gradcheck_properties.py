"""Property: for any drawn kernel of any category, Warp's CPU backward agrees with finite differences,
by the kernel's own method and by the sampled one (which then gets checked on every kernel the
generators draw, also those the exact per-thread method covers).

Each example draws a few kernels and builds them as one Warp module (one CPU build per
example, ~3 s). A failing example shrinks by dropping the kernels that pass and simplifying
the one that fails, down to a minimal kernel.
"""

import hashlib

import numpy as np
from hypothesis import given, note, settings
from hypothesis import strategies as st

from synth.generate.cases import Case
from synth.generate.strategies import kernel_specs
from synth.model.failures import StageFailure
from synth.model.inputs import make_inputs
from synth.render.warp_python import render_warp
from synth.stages import gradcheck, twins
from synth.stages.reference import run_forward
from synth.stages.single_spec import load_spec_kernel
from synth.verify.degeneracy import degeneracy
from synth.warp import warp_ir

# A quarter of the profile's examples: each one is a Warp build (ci: 8 -> 2, large: 200 -> 50).
EXAMPLES = max(1, settings.default.max_examples // 4)


def build_kernels(specs, folder) -> list:
    """Kernels for specs that are not seeded cases: imported from their files, built as one module per
    block_dim (a tile kernel's module builds with its own, as the pipeline's batches do)."""
    kernels = [load_spec_kernel(spec, folder) for spec in specs]
    copies = [None] * len(specs)
    for block_dim in dict.fromkeys(spec.block_dim for spec in specs):
        group = [k for k, spec in enumerate(specs) if spec.block_dim == block_dim]
        digest = hashlib.sha256("".join(render_warp(specs[k]) for k in group).encode()).hexdigest()[:12]
        module, built = warp_ir.bind_batch([kernels[k] for k in group], f"synth_gradprop_{digest}")
        if block_dim is not None:
            warp_ir.set_block_dim(module, block_dim)
        warp_ir.build_cpu(module)
        for k, kernel in zip(group, built, strict=True):
            copies[k] = kernel
    return copies


def gradient_problem(kernel, spec, twin=None) -> str | None:
    """Why the backward disagrees with finite differences (``grad_mismatch`` or a crash), or None.

    Kernels whose forward is degenerate (generators can draw ``a - a``) have nothing to check, nor
    have forward-only kernels (``enable_backward=False``);
    a check left vacuous by kinks is not a disagreement either. The differences are taken of the
    kernel's ``twin`` where it has one, as the gradient check does (``synth.stages.twins``: a
    float16 kernel's float32 twin, whose steps are not rounded away to 11 bits).
    """
    if not spec.enable_backward:  # no backward to compare (quantize, the geometry queries): the gradient check skips it so
        return None
    values = make_inputs(spec)
    if degeneracy(run_forward(kernel, spec, values), {p.name: values[p.name] for p in spec.outputs}):
        return None
    run = gradcheck.run_backward(kernel, spec, values, gradcheck.output_adjoints(spec))
    fd_kernel, fd_spec, fd_values = kernel, spec, values
    if twin is not None:
        fd_kernel, fd_spec = twin.kernel, twin.spec
        fd_values = {k: v.astype(np.float32) if getattr(v, "dtype", None) == np.float16 else v for k, v in values.items()}
    for method in dict.fromkeys((gradcheck.method_for(fd_spec), gradcheck.SAMPLED)):
        try:
            gradcheck.compare(spec, run.grads, gradcheck.finite_differences(fd_kernel, fd_spec, fd_values, run.adjoints, method=method))
        except StageFailure as failure:
            if failure.label != "degenerate":
                return f"[{failure.label}] ({method}) {failure.message}"
    return None


def built_twins(specs, folder) -> list:
    """Each spec's twin (``synth.stages.twins.twin_spec``) built in a module of its own, or None."""
    wanted = [twins.twin_spec(spec) for spec in specs]
    built = iter(build_kernels([t for t in wanted if t is not None], folder) if any(wanted) else [])
    return [None if t is None else twins.Twin(t, next(built)) for t in wanted]


@settings(max_examples=EXAMPLES, deadline=None)
@given(specs=st.lists(kernel_specs(), min_size=1, max_size=6, unique_by=lambda s: s.name))
def test_backward_agrees_with_finite_differences(specs, tmp_path_factory):
    folder = tmp_path_factory.getbasetemp() / "gradcheck_examples"
    problems = {}
    kernels, twin_of = build_kernels(specs, folder), built_twins(specs, folder / "twins")
    for spec, kernel, twin in zip(specs, kernels, twin_of, strict=True):
        problem = gradient_problem(kernel, spec, twin)
        if problem:
            note(render_warp(spec))
            problems[spec.name] = problem
    assert not problems, problems


def test_property_helper_catches_a_wrong_adjoint(monkeypatch, tmp_path):
    """The property's own check fails when the adjoint is wrong (so a passing property means something)."""
    case_spec = Case("math", 0).spec
    (kernel,) = build_kernels([case_spec], tmp_path)
    assert gradient_problem(kernel, case_spec) is None
    real = gradcheck.run_backward

    def off_by_ten_percent(*args, **kwargs):
        run = real(*args, **kwargs)
        run.grads = {k: np.asarray(v) * 1.1 for k, v in run.grads.items()}
        return run

    monkeypatch.setattr(gradcheck, "run_backward", off_by_ten_percent)
    assert gradient_problem(kernel, case_spec).startswith("[grad_mismatch]")
