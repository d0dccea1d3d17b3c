"""Today's Warp idioms, drawn per kernel like real code, after its category generator made it.

Warp's own code (its examples, its tests, ``newton``, ``mujoco_warp``) annotates arrays as
``wp.array[float]``, names constants at module level or captures them in kernel factories,
writes ``wp.static(...)``, returns tuples from functions, chains comparisons, declares
``enable_backward=False`` where no gradient is wanted, writes generic ``Any`` functions and
kernels with ``wp.overload``, and custom adjoints with ``@wp.func_grad``. Each is a rewrite of
the generated spec here, each drawn on its own, and each a feature of the record
(``synth.model.features``).

The draws come from a chooser of their own (the case seed's ``<category>:idioms`` stream), so a
kernel keeps the logic its generator drew and only the idioms vary. Most rewrites keep every
value as it was (spellings: Warp's generated code is the same, or differs only as the record's
texts show, ``tests/unit/warp/test_warp_spellings.py``); one changes what the kernel computes and is
checked like any generated logic: a comparison tightened into a range test (``lo < x < hi``, kept
only where every branch still runs for some input). Rewrites that do not apply to a kernel leave
it as it is. Every decision is a draw whose shrunk value is "no", so a Hypothesis example shrinks
toward the generator's own kernel.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from synth.generate import derivative
from synth.generate.analyses import has_unreachable_branch
from synth.generate.variations import _leaves, _substituted
from synth.model import walk
from synth.model.choices import Chooser, SeededChooser
from synth.model.spec import (
    ADJ_RET,
    BOOL,
    FLOAT,
    INT,
    OPAQUE_TYPES,
    Binary,
    Break,
    Call,
    Compare,
    Component,
    Const,
    Continue,
    Expr,
    Field,
    For,
    ForQuery,
    Func,
    FuncCall,
    If,
    KernelSpec,
    Let,
    Load,
    Logical,
    ModuleConstant,
    Range,
    Ref,
    Return,
    Select,
    Static,
    Stmt,
    TupleOf,
    Unpack,
    While,
    kernel_expressions,
    tuple_of,
    walk_expr,
    walk_statements,
)
from synth.model.walk import mapped_body

FLOAT_NAMES = ("scale", "offset", "gain", "weight", "bias", "rate", "factor", "shift")
COUNT_NAMES = ("steps", "iterations", "terms", "count")
FLAG_NAMES = ("inside", "active", "take", "hit", "keep")
FLIPPED = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le"}
MAX_GRAD_NODES = 80  # a custom adjoint longer than this is not written (the function keeps Warp's own)


def with_idioms(generate: Callable[[Chooser, int], KernelSpec], category: str) -> Callable[[Chooser, int], KernelSpec]:
    """The generator, its kernels rewritten by ``idiomatic`` with draws of their own: the seeded
    chooser's ``<category>:idioms`` stream (the kernel's logic keeps the category's stream), a
    Hypothesis chooser's next draws."""

    def generate_idiomatic(c: Chooser, seed: int) -> KernelSpec:
        spec = generate(c, seed)
        idioms = SeededChooser(seed, stream=f"{category}:idioms") if isinstance(c, SeededChooser) else c
        return idiomatic(idioms, spec)

    generate_idiomatic.__doc__ = generate.__doc__
    return generate_idiomatic


def idiomatic(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """``spec`` with the idioms drawn for it, in a fixed order (each later rewrite sees the earlier ones)."""
    for rewrite in (
        tuple_returned,
        tuple_assigned,
        bool_flag,
        chained_comparisons,
        custom_adjoint,
        generic_function,
        named_constants,
        static_expressions,
        generic_kernel,
        forward_only,
        array_annotations,
    ):
        spec = rewrite(c, spec)
    return spec


def _drawn(c: Chooser, times: int, of: int) -> bool:
    """True ``times`` times in ``of``; a Hypothesis draw shrinks to False (its integer to 1)."""
    return c.integer(1, of) > of - times


# ----------------------------------------------------------------------------- tuples


def _random_states(spec: KernelSpec) -> set[str]:
    """Locals holding a random state (``wp.rand_init``), which every draw advances in place."""
    return {s.name for s in walk_statements(spec.body) if isinstance(s, Let) and isinstance(s.value, Call) and s.value.fn == "rand_init"}


def _movable(e: Expr, states: set[str]) -> bool:
    """Whether a value may move into a function or a tuple: it draws no random number and its type is a plain value."""
    for x in walk_expr(e):  # every draw reads its state
        if (isinstance(x, Call) and x.fn == "rand_init") or (isinstance(x, Ref) and x.name in states):
            return False
    return not e.type.is_tuple


def _reads(e: Expr, name: str) -> bool:
    return any(isinstance(x, Ref) and x.name == name for x in walk_expr(e))


def _independent_pairs(spec: KernelSpec) -> list[int]:
    """Positions k of the kernel body where statements k and k+1 are definitions ``x = e0``,
    ``y = e1`` that may be written together: e1 does not read x, neither draws a random number."""
    states = _random_states(spec)
    found = []
    for k in range(len(spec.body) - 1):
        a, b = spec.body[k], spec.body[k + 1]
        if isinstance(a, Let) and isinstance(b, Let) and not _reads(b.value, a.name) and _movable(a.value, states) and _movable(b.value, states):
            found.append(k)
    return found


def tuple_returned(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in six, two neighbouring definitions computed by one ``@wp.func`` returning both:
    ``x0, x1 = <kernel>_pair(a[i], s)``, the function ``return e0, e1`` over the values they read
    (Warp passes the results back through reference parameters, ``ret_0`` and ``ret_1``)."""
    if not _drawn(c, 1, 6):
        return spec
    name = f"{spec.name}_pair"
    pairs = [k for k in _independent_pairs(spec) if not any(isinstance(e, Load | Ref) for e in (spec.body[k].value, spec.body[k + 1].value))]
    if not pairs or any(f.name == name for f in spec.funcs):
        return spec
    k = pairs[c.integer(0, len(pairs) - 1)]
    first, second = spec.body[k], spec.body[k + 1]
    if any(x.value.type.name in OPAQUE_TYPES for x in (first, second)):  # a query's state is no value a function returns
        return spec
    free: list[Expr] = []
    _leaves(first.value, free)
    _leaves(second.value, free)
    names: list[str] = []
    for x in free:
        base = x.array if isinstance(x, Load) else x.name if isinstance(x, Ref) else f"{x.array}_shape{x.dim}"
        names.append(base if base not in names else f"{base}{len(names)}")
    mapping = {x: Ref(n, x.type) for x, n in zip(free, names, strict=True)}
    returns = tuple_of(first.value.type, second.value.type)
    value = TupleOf((_substituted(first.value, mapping), _substituted(second.value, mapping)), returns)
    func = Func(name, tuple((n, x.type) for x, n in zip(free, names, strict=True)), returns, (Return(value),))
    unpack = Unpack((first.name, second.name), FuncCall(name, tuple(free), returns))
    return replace(spec, funcs=(*spec.funcs, func), body=(*spec.body[:k], unpack, *spec.body[k + 2 :]))


def tuple_assigned(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in six, two neighbouring definitions written as one tuple assignment: ``x0, x1 = e0, e1``."""
    if not _drawn(c, 1, 6):
        return spec
    pairs = _independent_pairs(spec)
    if not pairs:
        return spec
    k = pairs[c.integer(0, len(pairs) - 1)]
    first, second = spec.body[k], spec.body[k + 1]
    value = TupleOf((first.value, second.value), tuple_of(first.value.type, second.value.type))
    return replace(spec, body=(*spec.body[:k], Unpack((first.name, second.name), value), *spec.body[k + 2 :]))


# ----------------------------------------------------------------------------- conditions


def _taken_names(spec: KernelSpec) -> set[str]:
    names = {p.name for p in spec.params} | set(spec.tids) | {f.name for f in spec.funcs} | {k.name for k in spec.constants}
    for body in (spec.body, *(f.body for f in spec.funcs)):
        for s in walk_statements(body):
            names |= set(getattr(s, "names", ())) | {getattr(s, "name", "")} | {getattr(s, "var", "")}
    for f in spec.funcs:
        names |= {n for n, _ in f.params}
    return names


def bool_flag(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in three, the condition of the kernel's first ``if`` computed first as a bool
    local: ``inside = a[i] > 0.25`` then ``if inside:``."""
    if not _drawn(c, 1, 3):
        return spec
    name = next((n for n in FLAG_NAMES if n not in _taken_names(spec)), None)
    if name is None:
        return spec
    done = []

    def rewrite(body: tuple[Stmt, ...]) -> tuple[Stmt, ...]:
        out: list[Stmt] = []
        for s in body:
            if isinstance(s, If) and not done and isinstance(s.cond, Compare | Logical):
                done.append(s)
                out += [Let(name, s.cond), replace(s, cond=Ref(name, BOOL))]
                continue
            if isinstance(s, If):  # an elif chain stays one: its ifs are not rewritten
                s = replace(s, body=rewrite(s.body), orelse=s.orelse if len(s.orelse) == 1 and isinstance(s.orelse[0], If) else rewrite(s.orelse))
            elif isinstance(s, For | Range | While | ForQuery):
                s = replace(s, body=rewrite(s.body))
            out.append(s)
        return tuple(out)

    body = rewrite(spec.body)
    return replace(spec, body=body) if done else spec


def chainable(first: Compare, second: Compare) -> bool:
    """Whether Warp 1.19 compiles ``first.lhs < first.rhs < second.rhs`` as the two comparisons:
    one operand type throughout, and a last operand that is a value, not an array element or a
    field: Warp compares each later operand unloaded with the loaded one before it, and an array
    element is a reference type there ("Cannot chain comparisons of unequal types";
    tests/unit/warp/test_warp_spellings.py). The shared middle is no literal (``0.0 < x and x < 0.5``
    is chained around x, never around a constant), and two literal ends make a range that holds
    something (``0.0 < x < 0.0`` would be always false: such an ``and`` keeps its spelling)."""
    types = {first.lhs.type, first.rhs.type, second.rhs.type}
    if isinstance(first.lhs, Const) and isinstance(second.rhs, Const):
        lo, hi = float(first.lhs.value), float(second.rhs.value)
        if (lo >= hi) if first.op in ("lt", "le") else (lo <= hi):
            return False
    return first.rhs == second.lhs and len(types) == 1 and not isinstance(first.rhs, Const) and not isinstance(second.rhs, Load | Component | Field)


def _chain(e: Logical) -> Logical | None:
    """``lhs and rhs`` as a chained comparison ``a < m < b`` when both compare one shared operand
    with a bound on either side (each ``Compare`` flipped as needed); None otherwise."""
    if e.op != "and" or e.style or not (isinstance(e.lhs, Compare) and isinstance(e.rhs, Compare)):
        return None
    for first in (e.lhs, _flip(e.lhs)):
        for second in (e.rhs, _flip(e.rhs)):
            if first is None or second is None or not chainable(first, second):
                continue
            up = first.op in ("lt", "le") and second.op in ("lt", "le")
            down = first.op in ("gt", "ge") and second.op in ("gt", "ge")
            if up or down:
                return Logical("and", first, second, style="chained")
    return None


def _flip(e: Compare) -> Compare | None:
    return Compare(FLIPPED[e.op], e.rhs, e.lhs) if e.op in FLIPPED else None


def chained_comparisons(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Three times in four, ``lo < x and x < hi`` written ``lo < x < hi`` (the same test); and two
    times in three, a condition (of an ``if`` or a select) comparing an input with a constant,
    ``a[i] < c``, made a range test ``lo < a[i] < c`` with lo inside the input's domain: a change
    of the kernel's logic, kept only where every branch and select arm still runs for some input
    (the first such condition that keeps them)."""
    if not _drawn(c, 3, 4):
        return spec
    chained = _map_kernel_and_funcs(spec, lambda e: (_chain(e) or e) if isinstance(e, Logical) else e)
    if not _drawn(c, 2, 3):
        return chained
    domains = {p.name: p.domain for p in spec.inputs}
    for target in range(4):
        seen = [0]
        body = _tightened(chained.body, domains, target, seen)
        if seen[0] <= target:  # no condition left to try
            break
        if not has_unreachable_branch(body, domains, spec.seed):
            return replace(chained, body=body)
    return chained


def _tightened(body: tuple[Stmt, ...], domains: dict, target: int, seen: list[int]) -> tuple[Stmt, ...]:
    """``body`` with its ``target``-th eligible condition (``_range_test``; counted in ``seen``, in
    source order) made a range test."""

    def condition(e: Expr) -> Expr:
        ranged = _range_test(e, domains)
        if ranged is None:
            return e
        seen[0] += 1
        return ranged if seen[0] - 1 == target else e

    def selects(e: Expr) -> Expr:
        e = _each_child(e, selects)
        return replace(e, cond=condition(e.cond)) if isinstance(e, Select) else e

    out = []
    for s in body:
        s = _each_child(s, selects)
        if isinstance(s, If):
            s = replace(s, cond=condition(s.cond), body=_tightened(s.body, domains, target, seen), orelse=_tightened(s.orelse, domains, target, seen))
        elif isinstance(s, For | Range | While | ForQuery):
            s = replace(s, body=_tightened(s.body, domains, target, seen))
        out.append(s)
    return tuple(out)


def _range_test(e: Expr, domains: dict) -> Logical | None:
    """``a[i] < c`` as ``lo < a[i] < c`` (``c < a[i] < hi`` for ``>``), the new bound halfway from
    the domain's end to c, rounded to a multiple of 1/8; None for any other condition."""
    if not (isinstance(e, Compare) and e.op in FLIPPED):
        return None
    cond = e if isinstance(e.lhs, Load) else _flip(e)
    x, bound = cond.lhs, cond.rhs
    if not (isinstance(x, Load) and x.index is None and x.array in domains and x.type == FLOAT and isinstance(bound, Const) and bound.type == FLOAT):
        return None
    lo, hi = domains[x.array]
    c = float(bound.value)
    below = cond.op in ("lt", "le")
    new = round(((lo if below else hi) + c) / 2 * 8) / 8
    if not (lo < new < hi) or new == c or (new > c) == below:
        return None
    if below:  # new < x < c
        return Logical("and", Compare("lt", Const(new, FLOAT), x), Compare(cond.op, x, bound), style="chained")
    return Logical("and", Compare(FLIPPED[cond.op], bound, x), Compare("lt", x, Const(new, FLOAT)), style="chained")  # c < x < new


def _map_kernel_and_funcs(spec: KernelSpec, fn: Callable[[Expr], Expr]) -> KernelSpec:
    funcs = tuple(replace(f, body=mapped_body(f.body, fn)) for f in spec.funcs)
    return replace(spec, body=mapped_body(spec.body, fn), funcs=funcs)


# ----------------------------------------------------------------------------- functions


def _inlined_return(f: Func) -> Expr | None:
    """The value a function returns, its local definitions substituted, when its body is
    definitions then one ``return`` (no branch, loop or reassignment); else None."""
    values: dict = {}
    for s in f.body[:-1]:
        if not isinstance(s, Let):
            return None
        values[Ref(s.name, s.value.type)] = _substituted(s.value, values)
    last = f.body[-1] if f.body else None
    if not isinstance(last, Return) or last.value is None:
        return None
    return _substituted(last.value, values)


def _grad(f: Func) -> tuple[tuple[str, Expr], ...] | None:
    """``wp.adjoint[x] += adj_ret * d f / d x`` for each float32 parameter, or None where it cannot be written."""
    if f.returns != FLOAT or f.generic or f.grad is not None or any(t not in (FLOAT, INT) for _, t in f.params):
        return None
    value = _inlined_return(f)
    if value is None:
        return None
    grads = []
    for name, t in f.params:
        if t != FLOAT:
            continue
        d = derivative.derivative(value, name)
        if d is None:
            return None
        if not derivative._is(d, 0.0):
            grads.append((name, derivative.mul(Ref(ADJ_RET, FLOAT), d)))
    if not grads or sum(1 for _, g in grads for _ in walk_expr(g)) > MAX_GRAD_NODES:
        return None
    return tuple(grads)


def custom_adjoint(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in three, a function of float32 parameters gets a custom adjoint (``@wp.func_grad``):
    its exact derivative, written out (``synth.generate.derivative``), which Warp's backward pass
    calls instead of differentiating the function itself."""
    if not _drawn(c, 1, 3):
        return spec
    options = [(k, g) for k, f in enumerate(spec.funcs) if (g := _grad(f)) is not None]
    if not options:
        return spec
    k, grad = options[c.integer(0, len(options) - 1)]
    funcs = list(spec.funcs)
    funcs[k] = replace(funcs[k], grad=grad)
    return replace(spec, funcs=tuple(funcs))


def generic_function(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in five, a function's value parameters annotated ``typing.Any``: Warp makes its
    overload for the types the kernel calls it with (the same ones)."""
    if not _drawn(c, 1, 5):
        return spec
    options = [k for k, f in enumerate(spec.funcs) if f.grad is None and not f.returns.is_tuple and any(not t.is_struct for _, t in f.params)]
    if not options:
        return spec
    k = options[c.integer(0, len(options) - 1)]
    funcs = list(spec.funcs)
    funcs[k] = replace(funcs[k], generic=tuple(n for n, t in funcs[k].params if not t.is_struct))
    return replace(spec, funcs=tuple(funcs))


def generic_kernel(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """One time in sixteen, the kernel's float arrays annotated ``wp.array[Any]`` and the kernel
    declared for their types with ``wp.overload`` (not for a kernel made in a factory)."""
    if not _drawn(c, 1, 16) or spec.factory:
        return spec
    generic = tuple(p.name for p in spec.params if p.kind != "scalar" and p.type.is_float and not p.type.is_struct)
    return replace(spec, generic_params=generic) if generic else spec


def forward_only(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Three times in four, a kernel with nothing to differentiate (no float input or no float
    output array) declared ``@wp.kernel(enable_backward=False)``, as Warp's own code declares such kernels."""
    differentiable = any(p.type.is_float for p in spec.inputs) and any(p.type.is_float for p in spec.outputs)
    if differentiable or not _drawn(c, 3, 4):
        return spec
    return replace(spec, enable_backward=False)


# ----------------------------------------------------------------------------- constants


def _hoistable(e: Expr) -> bool:
    return isinstance(e, Const) and e.type == FLOAT and not e.named and float(e.value) != 0.0


def _float_constants(body: tuple[Stmt, ...]) -> list[float]:
    """The float32 literals a body reads, in first-use order (not 0.0, not a cast's argument, not inside wp.static)."""
    found: list[float] = []

    def visit(e: Expr) -> None:
        if isinstance(e, Call) and e.fn in ("float", "int"):
            return
        if isinstance(e, Static):
            return
        if _hoistable(e) and float(e.value) not in found:
            found.append(float(e.value))
        for child in walk.children(e):
            visit(child)

    for top in kernel_expressions(body):
        visit(top)
    return found


def _replace_constant(body: tuple[Stmt, ...], value: float, ref: Ref) -> tuple[Stmt, ...]:
    """``body`` with every float32 literal of ``value`` read as ``ref`` (not inside casts or wp.static)."""

    def swap(e: Expr) -> Expr:
        if (isinstance(e, Call) and e.fn in ("float", "int")) or isinstance(e, Static):
            return e
        if _hoistable(e) and float(e.value) == value:
            return ref
        return _each_child(e, swap)

    return _rewrite(body, swap)


def _each_child(node, fn: Callable[[Expr], Expr]):
    """``node`` (an expression or a statement) with ``fn`` applied to each expression it holds
    directly; nested statements are left alone."""
    return walk.with_expressions(node, fn)


def _rewrite(body: tuple[Stmt, ...], fn: Callable[[Expr], Expr]) -> tuple[Stmt, ...]:
    """``body`` with ``fn`` applied to the top-level expressions of every statement, nested ones included."""
    return tuple(walk.replace_children(s, [fn(c) if isinstance(c, Expr.__args__) else _rewrite((c,), fn)[0] for c in walk.children(s)]) for s in body)


def named_constants(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Literals given names, as real code names its parameters: half the kernels keep their literals;
    the others name one or two of their float literals and a static loop's count, as plain module
    globals (``SCALE = 0.5``), as ``wp.constant``, or as closure variables of a factory that makes
    the kernel (``def make_k(scale: float): @wp.kernel ... ; k = make_k(0.5)``, captured by value).
    Warp's code is the literal's in every case."""
    kind = c.choice(("literal", "literal", "global", "global", "closure", "closure", "wp_constant", "literal"))
    if kind == "literal":
        return spec
    closure = kind == "closure"
    taken = _taken_names(spec)
    constants = list(spec.constants)
    body, funcs = spec.body, spec.funcs
    # a closure variable exists only in the factory: the functions (defined beside it) keep their literals
    values = _float_constants(body) if closure else _float_constants(body) + [v for f in funcs for v in _float_constants(f.body)]
    values = list(dict.fromkeys(values))
    for _ in range(min(len(values), c.integer(1, 2))):
        value = values.pop(c.integer(0, len(values) - 1))
        name = _fresh(FLOAT_NAMES, taken, closure)
        ref = Ref(name, FLOAT)
        body = _replace_constant(body, value, ref)
        if not closure:
            funcs = tuple(replace(f, body=_replace_constant(f.body, value, ref)) for f in funcs)
        constants.append(ModuleConstant(name, value, FLOAT, kind))
    loops = [s for s in walk_statements(body) if isinstance(s, For) and s.count_name is None]
    if loops and c.boolean():
        count = loops[0].count
        name = _fresh(COUNT_NAMES, taken, closure)
        body = _named_counts(body, count, name)
        constants.append(ModuleConstant(name, count, INT, kind))
    if len(constants) == len(spec.constants):
        return spec
    style = replace(spec.style, unique_module=closure and c.integer(0, 2) > 0)
    return replace(spec, body=body, funcs=funcs, constants=tuple(constants), style=style)


def _fresh(names: tuple[str, ...], taken: set[str], closure: bool) -> str:
    for n in names:
        name = n if closure else n.upper()
        if name not in taken:
            taken.add(name)
            return name
    raise ValueError("no constant name left")  # more names than a kernel's constants


def _named_counts(body: tuple[Stmt, ...], count: int, name: str) -> tuple[Stmt, ...]:
    out = []
    for s in body:
        if isinstance(s, For):
            s = replace(s, body=_named_counts(s.body, count, name), count_name=name if s.count == count and s.count_name is None else s.count_name)
        elif isinstance(s, If):
            s = replace(s, body=_named_counts(s.body, count, name), orelse=_named_counts(s.orelse, count, name))
        elif isinstance(s, Range | While | ForQuery):
            s = replace(s, body=_named_counts(s.body, count, name))
        out.append(s)
    return tuple(out)


# ----------------------------------------------------------------------------- wp.static


def _power_of_two(e: Expr) -> bool:
    """A float32 literal 2^k (dividing by it is multiplying by its exact reciprocal)."""
    if not (isinstance(e, Const) and e.type == FLOAT and not e.named and float(e.value) > 0.0):
        return False
    mantissa = float(e.value)
    while mantissa >= 2.0:
        mantissa /= 2.0
    while mantissa < 1.0:
        mantissa *= 2.0
    return mantissa == 1.0


def static_expressions(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """``wp.static``, evaluated by Python when Warp generates code: one time in three a kernel, with
    each of these drawn: spells its static loops ``range(wp.static(n))``; folds integer expressions
    of a static loop's variable (``float(wp.static(t + 1))``: Warp then unrolls the loop, each
    iteration with its own constant); turns a division by a power of two into a product with its
    reciprocal folded at code generation (``x * wp.static(1.0 / 4.0)``: the same value, exactly);
    writes a literal that is a small dyadic fraction as one (``wp.static(3.0 / 4.0)`` for 0.75)."""
    if not _drawn(c, 1, 3):
        return spec
    constants = {k.value: k.name for k in spec.constants if k.type == FLOAT}
    spell_loops, fold_vars, fold_divisions, fractions = c.boolean(), c.boolean(), c.boolean(), c.boolean()
    if not (spell_loops or fold_vars or fold_divisions or fractions):
        spell_loops = True

    def body_of(body: tuple[Stmt, ...], loop_vars: frozenset[str]) -> tuple[Stmt, ...]:
        out = []
        for s in body:
            if isinstance(s, For):
                # a loop with its own continue or break is not unrolled by folding its variable
                inner = loop_vars | {s.var} if fold_vars and not _loop_control(s.body) else loop_vars
                s = replace(s, body=body_of(s.body, inner), static=s.static or spell_loops)
            elif isinstance(s, If):
                s = replace(s, body=body_of(s.body, loop_vars), orelse=body_of(s.orelse, loop_vars))
            elif isinstance(s, Range | While | ForQuery):  # a run-time loop: its variable is no constant
                s = replace(s, body=body_of(s.body, frozenset()))
            out.append(_fold_statement(s, loop_vars, constants if fold_divisions else None))
        return tuple(out)

    funcs = tuple(replace(f, body=body_of(f.body, frozenset())) for f in spec.funcs)
    body = body_of(spec.body, frozenset())
    if fractions:
        values = [v for v in _float_constants(body) if _fraction(v) is not None]
        if values:
            value = values[c.integer(0, len(values) - 1)]
            body = _replace_constant(body, value, _fraction(value))
    return replace(spec, body=body, funcs=funcs)


def _fraction(value: float) -> Static | None:
    """A literal that is n / 2^k (k = 1 .. 3, n odd and below 8) as ``wp.static(n.0 / 2^k.0)``:
    Python's quotient is exact, and so is Warp's float32 constant: the literal's."""
    for d in (2.0, 4.0, 8.0):
        n = value * d
        if n == int(n) and int(n) % 2 and 0 < abs(n) < 8:
            return Static(Binary("div", Const(n, FLOAT), Const(d, FLOAT), FLOAT), FLOAT)
    return None


def _fold_statement(s: Stmt, loop_vars: frozenset[str], constants: dict | None) -> Stmt:
    """A statement's own expressions (not its nested bodies') with the wp.static folds applied."""

    def fold(e: Expr) -> Expr:
        if isinstance(e, Static):
            return e
        if loop_vars and isinstance(e, Call) and e.fn == "float" and _loop_expression(e.args[0], loop_vars):
            return replace(e, args=(Static(e.args[0], INT),))
        if constants is not None and isinstance(e, Binary) and e.op == "div" and e.type == FLOAT and _power_of_two(e.rhs):
            divisor = Ref(constants[e.rhs.value], FLOAT) if e.rhs.value in constants else e.rhs
            reciprocal = Static(Binary("div", Const(1.0, FLOAT), divisor, FLOAT), FLOAT)
            return Binary("mul", fold(e.lhs), reciprocal, FLOAT)
        return _each_child(e, fold)

    return _each_child(s, fold)


def _loop_control(body: tuple[Stmt, ...]) -> bool:
    """Whether a loop body holds a ``continue`` or ``break`` of its own (not one of a nested loop's)."""
    for s in body:
        if isinstance(s, Continue | Break):
            return True
        if isinstance(s, If) and (_loop_control(s.body) or _loop_control(s.orelse)):
            return True
    return False


def _loop_expression(e: Expr, loop_vars: frozenset[str]) -> bool:
    """An int32 expression of static loop variables and int literals (``t``, ``t + 1``, ``2 * t``), reading at least one variable."""
    if isinstance(e, Ref):
        return e.name in loop_vars
    if isinstance(e, Binary) and e.op in ("add", "sub", "mul") and e.type == INT:
        parts = (e.lhs, e.rhs)
        return all(_loop_expression(x, loop_vars) or (isinstance(x, Const) and x.type == INT) for x in parts) and any(
            _loop_expression(x, loop_vars) for x in parts
        )
    return False


# ----------------------------------------------------------------------------- annotations


def array_annotations(c: Chooser, spec: KernelSpec) -> KernelSpec:
    """Three kernels in four annotate arrays ``wp.array[float]`` (Warp's own code since 1.12), the
    others ``wp.array(dtype=...)``; the same type to Warp."""
    if not _drawn(c, 3, 4):
        return spec
    return replace(spec, style=replace(spec.style, arrays="subscript"))

