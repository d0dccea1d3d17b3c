"""What Warp 1.19 makes of the spellings ``synth.generate.idioms`` draws, measured on the pinned Warp.

The idioms are spellings of the same kernel; these tests hold, per spelling, whether Warp's
generated code changes with it, and how, so the dataset's pairs say the truth about them and a
Warp upgrade that changes one fails here, naming it:

- the same code (the IR texts differ only in the comments that echo the Python source):
  ``wp.array[float]`` / ``wp.array(dtype=...)`` / ``ndim=2``; a literal / a plain module global /
  ``wp.constant``; ``range(n)`` / ``range(wp.static(n))`` / ``range(NAME)``; a literal /
  ``wp.static(3.0 / 4.0)``; a concrete kernel / a generic one declared by ``wp.overload``; a
  typed function / an ``Any`` one; two assignments / one tuple assignment; an ``if`` on a
  comparison / on a bool local holding it;
- the same code under another name: a kernel made in a factory is ``make_k__locals__k``;
- other code, the same values: ``wp.static`` of a loop variable (the loop unrolled, the value a
  constant: no addition left), ``x * wp.static(1.0 / 4.0)`` (a product, not a division), a
  chained comparison (both comparisons in one expression, the middle operand loaded once, no
  short circuit; ``and`` branches);
- another backward: ``@wp.func_grad`` (Warp calls the written adjoint), ``enable_backward=False``
  (no backward code at all);
- refused: ``wp.static(range(n))`` (a range is no value Warp can make), and a chained comparison
  whose last operand is an array element (Warp compares it unloaded: "unequal types").
"""

import hashlib
import re

import numpy as np
import pytest
import warp as wp

from synth.warp import warp_ir

N = 16
KERNEL = '''import warp as wp
from typing import Any
{head}

{funcs}
{decorator}
def k(a: {array}, out: {array}):
    i = wp.tid()
{body}
{tail}
'''


def module(body: str, array: str = "wp.array(dtype=wp.float32)", head: str = "", funcs: str = "", decorator: str = "@wp.kernel", tail: str = "") -> str:
    return KERNEL.format(body=body, array=array, head=head, funcs=funcs, decorator=decorator, tail=tail)


def imported(folder, source: str, name: str = "k"):
    """The kernel ``name`` of a module source, as its module defines it."""
    path = folder / f"spelling_{hashlib.sha256(source.encode()).hexdigest()[:12]}.py"
    path.write_text(source)
    return warp_ir.import_kernel(path, name, module_name=f"spellings.{path.stem}")


def load(folder, source: str, name: str = "k"):
    """The kernel a launch runs (a generic kernel's one overload)."""
    return warp_ir.concrete(imported(folder, source, name))


def texts(folder, source: str, name: str = "k") -> dict[str, str]:
    kernel = load(folder, source, name)
    return warp_ir.kernel_ir(kernel, *warp_ir.compiled_sources(kernel.module, 90))


def code(text: str) -> str:
    """An IR text without its comments (Warp echoes each Python line above its code), a user
    function's native name without the number Warp counts per name in the process (``f_1``)."""
    text = re.sub(r"\b(adj_)?f_\d+\(", r"\1f_(", text)
    return "\n".join(line for line in text.splitlines() if not line.strip().startswith("//"))


def run(kernel, a: np.ndarray, weights: np.ndarray | None = None):
    """out for input a; with ``weights``, also a's gradient of sum(weights * out)."""
    arr = wp.array(a, dtype=float, device="cpu", requires_grad=True)
    out = wp.zeros(len(a), dtype=float, device="cpu", requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, dim=len(a), inputs=[arr], outputs=[out], device="cpu")
    if weights is None:
        return out.numpy()
    tape.backward(grads={out: wp.array(weights.astype(np.float32), device="cpu")})
    return out.numpy(), arr.grad.numpy()


A = np.linspace(-0.9, 0.9, N, dtype=np.float32)
W = (1.0 + 0.5 * np.sin(np.arange(N))).astype(np.float32)

BASE = "    out[i] = a[i] * 0.75 + 0.5"
LOOP = "    s = float(0.0)\n    for t in range({count}):\n        s += a[i] * float(t + 1)\n    out[i] = s"
SAME_CODE = {
    "subscript annotations": (module(BASE), module(BASE, array="wp.array[float]")),
    "ndim keyword": (module(BASE), module(BASE, array="wp.array(dtype=float, ndim=1)")),
    "plain module global": (module(BASE), module("    out[i] = a[i] * SCALE + 0.5", head="SCALE = 0.75")),
    "wp.constant": (module(BASE), module("    out[i] = a[i] * SCALE + 0.5", head="SCALE = wp.constant(0.75)")),
    "dyadic literal as wp.static": (module(BASE), module("    out[i] = a[i] * wp.static(3.0 / 4.0) + 0.5")),
    "range(wp.static(n))": (module(LOOP.format(count="3")), module(LOOP.format(count="wp.static(3)"))),
    "range(NAME)": (module(LOOP.format(count="3")), module(LOOP.format(count="STEPS"), head="STEPS = 3")),
    "generic kernel with wp.overload": (
        module(BASE),
        module(BASE, array="wp.array[Any]", tail='wp.overload(k, {"a": wp.array[float], "out": wp.array[float]})'),
    ),
    "Any function": (
        module("    out[i] = f(a[i])", funcs="@wp.func\ndef f(x: float) -> float:\n    return x * 0.75\n\n"),
        module("    out[i] = f(a[i])", funcs="@wp.func\ndef f(x: Any):\n    return x * 0.75\n\n"),
    ),
    "bool local": (
        module("    if a[i] > 0.25:\n        out[i] = a[i] * 2.0\n    else:\n        out[i] = a[i]"),
        module("    inside = a[i] > 0.25\n    if inside:\n        out[i] = a[i] * 2.0\n    else:\n        out[i] = a[i]"),
    ),
    "tuple assignment": (
        module("    x = a[i] * 0.75\n    y = a[i] + 0.5\n    out[i] = x * y"),
        module("    x, y = a[i] * 0.75, a[i] + 0.5\n    out[i] = x * y"),
    ),
}


@pytest.mark.parametrize("name", SAME_CODE)
def test_spellings_with_the_same_code(tmp_path, name):
    old, new = (texts(tmp_path, source) for source in SAME_CODE[name])
    for kind in warp_ir.IR_KINDS:
        assert code(old[kind]) == code(new[kind]), f"{name}: Warp's {kind} code changed with the spelling"


def test_a_factory_kernel_is_the_same_code_under_its_qualified_name(tmp_path):
    factory = "def make_k(scale: float):\n    @wp.kernel(module=\"unique\")\n    def k(a: wp.array[float], out: wp.array[float]):\n"
    factory += "        i = wp.tid()\n        out[i] = a[i] * scale + 0.5\n\n    return k\n\n\nk = make_k(0.75)\n"
    source = "import warp as wp\n\n\n" + factory
    kernel = load(tmp_path, source)
    assert kernel.key == "make_k__locals__k"
    assert kernel.module.name.startswith("make_k__locals__k_")  # module="unique": a Warp module named by its hash
    old, new = texts(tmp_path, module(BASE)), texts(tmp_path, source)
    for kind in warp_ir.IR_KINDS:
        assert code(old[kind]).replace("wp_args_k", "wp_args_make_k__locals__k").replace(" k_c", " make_k__locals__k_c") == code(new[kind])


OTHER_CODE = {
    # name: (old, new, {a piece of forward code: (its count in the old code, in the new)})
    "wp.static of a loop variable": (
        module(LOOP.format(count="3")),
        module(LOOP.format(count="3").replace("float(t + 1)", "float(wp.static(t + 1))")),
        {"wp::add(": (6, 3)},  # t + 1 is a constant of each unrolled iteration: only the three += add
    ),
    "product with a folded reciprocal": (
        module("    out[i] = a[i] / 4.0"),
        module("    out[i] = a[i] * wp.static(1.0 / 4.0)"),
        {"wp::div(": (1, 0), "wp::mul(": (0, 1)},
    ),
    "chained comparison": (
        module("    if -0.5 < a[i] and a[i] < 0.5:\n        out[i] = a[i] * 2.0\n    else:\n        out[i] = a[i]"),
        module("    if -0.5 < a[i] < 0.5:\n        out[i] = a[i] * 2.0\n    else:\n        out[i] = a[i]"),
        {") && (": (0, 1), " && var_": (1, 0), "wp::load(": (4, 3)},  # one expression, no short circuit; a[i] loaded once
    ),
}


@pytest.mark.parametrize("name", OTHER_CODE)
def test_spellings_with_other_code_and_the_same_values(tmp_path, name):
    old_source, new_source, counts = OTHER_CODE[name]
    old, new = texts(tmp_path, old_source), texts(tmp_path, new_source)
    for piece, expected in counts.items():
        found = tuple(code(t["cpu_forward"]).split("builtin_tid1d")[1].count(piece) for t in (old, new))
        assert found == expected, f"{name}: {piece!r} appears {found[0]} and {found[1]} times in the old and the new forward code"
    (old_out, old_grad), (new_out, new_grad) = (run(load(tmp_path, s), A, W) for s in (old_source, new_source))
    np.testing.assert_array_equal(new_out, old_out)
    np.testing.assert_array_equal(new_grad, old_grad)


SOFTPLUS = "@wp.func\ndef softplus(x: float) -> float:\n    return wp.log(1.0 + wp.exp(x))\n\n"
SOFTPLUS_GRAD = "@wp.func_grad(softplus)\ndef adj_softplus(x: float, adj_ret: float):\n    wp.adjoint[x] += adj_ret / (1.0 + wp.exp(-x))\n\n"


def test_a_custom_adjoint_replaces_warps_and_gives_the_same_gradient(tmp_path):
    automatic = module("    out[i] = softplus(a[i]) * 2.0", funcs=SOFTPLUS)
    custom = module("    out[i] = softplus(a[i]) * 2.0", funcs=SOFTPLUS + SOFTPLUS_GRAD)
    kernel = load(tmp_path, custom)
    cpu, _ = warp_ir.compiled_sources(kernel.module, 90)
    assert "// user-defined adjoint code" in cpu  # in the function's adjoint, outside the kernel's own texts
    (out, grad), (out_auto, grad_auto) = run(kernel, A, W), run(load(tmp_path, automatic), A, W)
    np.testing.assert_array_equal(out, out_auto)
    np.testing.assert_allclose(grad, grad_auto, rtol=2e-7, atol=0)  # a few float32 roundings apart: sigmoid vs exp / (1 + exp)


def test_a_tuple_return_passes_values_through_reference_parameters_and_is_differentiated_right(tmp_path):
    funcs = "@wp.func\ndef polar(x: float, y: float) -> tuple[float, float]:\n    return wp.sqrt(x * x + y * y + 1.0), wp.atan2(y, x)\n\n"
    kernel = load(tmp_path, module("    r, t = polar(a[i], 0.5)\n    out[i] = r * wp.cos(t)", funcs=funcs))
    cpu, _ = warp_ir.compiled_sources(kernel.module, 90)
    assert "wp::float32 & ret_0," in cpu and "wp::float32 & ret_1)" in cpu
    _, grad = run(kernel, A, W)
    h = 2.0**-10
    fd = (run(kernel, A + h).astype(np.float64) - run(kernel, A - h).astype(np.float64)) * W / (2 * h)
    np.testing.assert_allclose(grad, fd, rtol=2e-3, atol=2e-3)


def test_enable_backward_false_generates_no_backward(tmp_path):
    kernel = load(tmp_path, module(BASE, decorator="@wp.kernel(enable_backward=False)"))
    cpu, cuda = warp_ir.compiled_sources(kernel.module, 90)
    assert "_cpu_kernel_backward" not in cpu and "_cuda_kernel_backward" not in cuda
    ir = warp_ir.kernel_ir(kernel, cpu, cuda)
    assert ir["cpu_backward"] == ir["cuda_backward"] == "" and ir["cpu_forward"] and ir["cuda_forward"]


def test_a_kernel_bound_into_a_batch_module_keeps_its_options_and_overload(tmp_path):
    forward_only = load(tmp_path, module(BASE, decorator="@wp.kernel(enable_backward=False)"))
    generic = imported(tmp_path, SAME_CODE["generic kernel with wp.overload"][1])
    assert generic.is_generic
    module_, (a, b) = warp_ir.bind_batch([forward_only, generic], "spellings_batch_" + tmp_path.name)
    assert a.options["enable_backward"] is False and not b.is_generic and b.generic_parent is not None
    cpu, cuda = warp_ir.compiled_sources(module_, 90)
    assert warp_ir.kernel_ir(a, cpu, cuda)["cpu_backward"] == ""
    assert warp_ir.kernel_ir(b, cpu, cuda)["cpu_backward"]


@pytest.mark.parametrize(
    "body, message",
    [
        ("    for t in wp.static(range(3)):\n        out[i] = a[i]", "range"),
        ("    if 0.0 < a[i] < a[i]:\n        out[i] = a[i]", "Cannot chain comparisons of unequal types"),
    ],
    ids=["wp.static(range(n))", "chained comparison ending in an array element"],
)
def test_spellings_warp_refuses(tmp_path, body, message):
    """Still refused: if this fails, Warp accepts the spelling now and the generators may use it."""
    kernel = load(tmp_path, module(body))
    with pytest.raises(Exception, match=message):
        warp_ir.compiled_sources(kernel.module, 90)
