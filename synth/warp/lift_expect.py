"""The original kernel instrumented for the verification run of its expectations (``wp.expect_eq``,
``expect_neq``, ``expect_near``), from its own syntax tree: the other side of
``synth.model.expectations.observed``, which instruments the lifted model.

Warp builds the original's function again with a code transformer (Warp's ``code_transformers``:
the kernel's tree changed before Warp reads it) that, for every expectation Warp evaluated while
building the original, binds its operands to locals, stores them, makes the expectation on the
locals and stores its result (``wp.where(a == b, 0, 1)``: Warp's ``==``, the comparison its
expectation makes), at the thread index, into arrays appended to the kernel's parameters. The
expectations are found in the original's tree and typed by Warp's own build (``lift.traced``), not
taken from the model: an expectation the lifter dropped, reordered or changed shows in the arrays.
"""

from __future__ import annotations

import ast
import copy
import hashlib
from dataclasses import dataclass

from synth.model import expectations
from synth.warp import lift, warp_ir


@dataclass(frozen=True)
class Seen:
    """One expectation of the original as Warp built it: where it is, its kind, its operands' Warp types."""

    line: int
    column: int
    kind: str  # eq, neq, near
    actual: object
    expected: object


def seen(kernel, block_dim: int) -> list[Seen]:
    """The expectations of ``kernel``'s body that Warp evaluated, in source order (the model's order).
    A body calling nothing named ``expect_*`` has none and is not built again (an expectation under
    another name is then missed here, and the lift refused: the model's expectations are not these)."""
    if not any(isinstance(n, ast.Call) and _called_name(n).startswith("expect_") for n in ast.walk(kernel.adj.tree)):
        return []
    with lift.traced() as trace:
        warp_ir.build_kernel_alone(kernel, "cpu", block_dim, None)
    found = []
    for node in _statements(kernel.adj.tree.body[0].body):
        func = trace.calls.get(id(node))
        key = getattr(func, "key", None)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and func is not None and func.is_builtin() and key in lift.EXPECTATIONS:
            args = lift._positional(node.value, func) if node.value.keywords else node.value.args
            types = [_value_type(getattr(trace.values.get(id(a)), "type", None)) for a in args[:2]]
            found.append(Seen(node.lineno, node.col_offset, key.removeprefix("expect_"), *types))
    return found


def _value_type(t):
    """An operand's value type: an array element read (``m[i]``) is Warp's reference to one, whose value an array holds."""
    wt, _ = warp_ir.private_types()
    return wt.strip_reference(t) if t is not None and wt.is_reference(t) else t


def _called_name(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")


def _statements(body: list):
    """Every statement of a body, nested ones after their parent, in source order (an if's body, then its else)."""
    for s in body:
        yield s
        for field in ("body", "orelse"):
            nested = getattr(s, field, None)
            if isinstance(nested, list):
                yield from _statements(nested)


class Observer(ast.NodeTransformer):
    """Rewrites each expectation at a ``Seen`` place into its observed form, and reads the thread
    index at the kernel's top (``_expect_t0, ... = wp.tid()``)."""

    def __init__(self, places: dict[tuple[int, int], int], ndim: int) -> None:
        self.places, self.ndim = places, ndim

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        self.generic_visit(node)
        tid = ast.parse(f"{self._tids} = wp.tid()").body[0]
        node.body.insert(0, ast.copy_location(tid, node.body[0]))
        return ast.fix_missing_locations(node)

    @property
    def _tids(self) -> str:
        return ", ".join(expectations.thread_names(self.ndim))

    def visit_Expr(self, node: ast.Expr):
        k = self.places.get((node.lineno, node.col_offset))
        if k is None:
            return node
        call = node.value
        actual, expected, failed = expectations.names(k)
        a, b = f"{actual}_value", f"{expected}_value"
        kind = _called_name(call)
        positional = list(call.args) + [kw.value for kw in call.keywords]  # Warp's own order: seen() resolved it
        outcome = {
            "expect_eq": f"wp.where({a} == {b}, 0, 1)",
            "expect_neq": f"wp.where({a} == {b}, 1, 0)",
            "expect_near": f"wp.where(wp.abs({a} - {b}) > {expectations.PREFIX}{k}_tolerance, 1, 0)",
        }[kind]
        text = [f"{a} = 0", f"{b} = 0"]
        if kind == "expect_near":
            text.append(f"{expectations.PREFIX}{k}_tolerance = 0")
        text += [f"{actual}[{self._tids}] = {a}", f"{expected}[{self._tids}] = {b}", "CALL", f"{failed}[{self._tids}] = {outcome}"]
        statements = [ast.parse(line).body[0] for line in text]
        for target, value in zip(statements, positional, strict=False):  # the operands, as written, into the locals
            target.value = value
        names = [a, b] + ([f"{expectations.PREFIX}{k}_tolerance"] if kind == "expect_near" else [])
        statements[text.index("CALL")] = ast.Expr(ast.Call(copy.deepcopy(call.func), [ast.Name(n, ast.Load()) for n in names], []))
        return [ast.copy_location(s, node) for s in statements]


@dataclass
class Instrumented:
    kernel: object  # the original, observed (a Warp kernel with the observation arrays appended)
    seen: list[Seen]
    module: str  # its Warp module's name, to forget after use


def instrument(kernel, block_dim: int, ndim: int) -> Instrumented | None:
    """The original kernel built again with its expectations observed (``Observer``), for launches of
    ``ndim`` dimensions; None when Warp evaluated no expectation in its body."""
    found = seen(kernel, block_dim)
    if not found:
        return None
    wp = warp_ir.warp()
    from warp._src import codegen
    from warp._src.context import get_module

    if kernel.func.__globals__.get("wp") is not wp:
        raise lift.Refused("wp.expect_eq in a module that does not name warp wp (the observed kernel calls wp.where)")
    # Warp's hash tells apart kernels of one key a factory made with other closure values (test_compile_consts'
    # closure_kernel_fn twice): one module for both built the first one's code for the second
    built = (getattr(kernel, "hash", None) or b"").hex()
    name = "synth_observed_" + hashlib.sha256(f"{kernel.module.name}:{kernel.key}:{kernel.sig}:{built}".encode()).hexdigest()[:12]
    module = get_module(name)
    module.options.update(kernel.module.options)
    module.options["enable_backward"] = False  # the forward code alone is run
    observer = Observer({(s.line, s.column): k for k, s in enumerate(found)}, ndim)
    observed = wp.Kernel(func=kernel.func, key=f"{kernel.key}_observed", module=module, options=dict(kernel.options), code_transformers=[observer])
    adj = observed.adj
    adj.args, adj.symbols, adj.arg_types = [], {}, {}
    extra = []
    for k, s in enumerate(found):
        actual, expected, failed = expectations.names(k)
        extra += [(actual, s.actual), (expected, s.expected), (failed, wp.int32)]
    params = [(a.label, a.type) for a in kernel.adj.args] + [(n, wp.array(dtype=t, ndim=ndim)) for n, t in extra]
    for label, t in params:
        var = codegen.Var(label, t, requires_grad=False)
        var.is_parameter = True
        if warp_ir.private_types()[0].is_array(t):
            var.ref_origin = codegen._LValueOrigin.from_local(var)
        adj.args.append(var)
        adj.symbols[label] = var
        adj.arg_types[label] = t
    observed.is_generic = False
    observed.arg_indices = {a.label: i for i, a in enumerate(adj.args)}
    observed.options["enable_backward"] = False
    return Instrumented(observed, found, name)


def forget(instrumented: Instrumented) -> None:
    """Drop the instrumented kernel's Warp module (a worker's memory stays flat)."""
    from warp._src.context import user_modules

    user_modules.pop(instrumented.module, None)


def model_types(instrumented: Instrumented) -> list[tuple[str, str, str]]:
    """Each observed expectation of the original as (kind, the model's type of each operand), for
    comparing with the lifted model's (``synth.model.expectations``)."""
    return [(s.kind, lift.model_type(s.actual, "an expectation").name, lift.model_type(s.expected, "an expectation").name) for s in instrumented.seen]
