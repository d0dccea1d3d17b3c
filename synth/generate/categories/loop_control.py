"""loop_control: loops with bounds known at run time (a scalar parameter, an array's shape),
``range`` with negative steps, ``while`` loops bounded by a counter, ``continue``, ``break``,
early ``return``, augmented assignment on locals and on array elements, ``wp.where`` and
conditional expressions, and integer ``==``/``!=``.

Warp's reverse mode does not replay a runtime loop: a loop's results are right only where the
loop adds into accumulators (``+=``) that the kernel then uses linearly, and a loop that
``break``s loses the gradient of the whole kernel (measured on warp-lang 1.19). The blocks
below keep to what Warp differentiates: accumulating loops, and ``break`` only inside a
``@wp.func`` search that returns an int (the caller replays the call).
"""

from synth.generate.analyses import has_unreachable_branch
from synth.generate.grammar import (
    CONSTANTS,
    SMOOTH_UNARY,
    THRESHOLDS,
    UNARY,
    Builder,
    add,
    const,
    dynamic_zero,
    first_step_func,
    iadd,
    imod,
    int_const,
    isub,
    mul,
    to_float,
)
from synth.model.choices import Chooser
from synth.model.spec import (
    FLOAT,
    INT,
    Atomic,
    AugAssign,
    Compare,
    Continue,
    FuncCall,
    If,
    Let,
    Load,
    Range,
    Ref,
    Return,
    Select,
    Shape,
    Store,
    While,
)


def generate(c: Chooser, seed: int):
    if c.integer(0, 5) == 0:
        return _serial(c, seed)
    b = Builder("loop_control", seed)
    i = Ref("i", INT)
    a = b.input()
    others = [b.input() for _ in range(c.integer(0, 1))]
    k = b.scalar(INT, (2, 5))
    out = b.output()
    body = []
    terms = []
    blocks = ["while", "range_down", "continue", "search", "select", "shape_loop", "aug_array"]
    chosen = [c.choice(blocks)]
    for _ in range(c.integer(0, 6)):  # 1 to 7 blocks: kernels from a handful of statements to ~40
        extra = c.choice(blocks)
        if extra != "aug_array" or extra not in chosen:
            chosen.append(extra)
    if c.integer(0, 2) == 0:  # threads below a threshold write a cheap value and leave early (the rest keep a's upper range)
        t = const(c.choice(THRESHOLDS))
        body.append(If(Compare("lt", a, t), (Store(out, mul(a, const(c.choice(CONSTANTS)))), Return())))
    for block in chosen:
        x = c.choice([a, *others])
        if block == "while":  # t counts up to k; acc adds one term per pass
            acc, t = b.fresh(), b.fresh(INT)
            body.append(Let(acc.name, dynamic_zero()))
            body.append(Let(t.name, dynamic_zero(INT)))
            term = mul(x, to_float(iadd(t, int_const(1))))
            loop = (AugAssign(acc.name, "add", UNARY[c.choice(SMOOTH_UNARY)](term) if c.boolean() else term), AugAssign(t.name, "add", int_const(1)))
            body.append(While(Compare("lt", t, k), loop))
            terms.append(acc)
        elif block in ("range_down", "continue"):  # for s in range(k, 0, -1) / range(0, k) with a skipped pass
            acc, s = b.fresh(), b.loop_var()
            body.append(Let(acc.name, dynamic_zero()))
            term = add(mul(x, to_float(s)), const(c.choice((0.25, 0.5))))
            inner = (AugAssign(acc.name, "add", UNARY[c.choice(SMOOTH_UNARY)](term) if c.boolean() else term),)
            if block == "continue":  # skip one pass: ``if s == m: continue``, or guard the rest with ``!=``
                skip = int_const(c.integer(0, 1))
                if c.boolean():
                    inner = (If(Compare("eq", s, skip), (Continue(),)), *inner)
                else:
                    inner = (If(Compare("ne", s, skip), inner),)
                body.append(Range(s.name, int_const(0), k, 1, inner))
            else:
                body.append(Range(s.name, k, int_const(0), -1, inner))
            terms.append(acc)
        elif block == "search":  # the first step at which x * (t + 1) passes a threshold, or k
            f = first_step_func(c, f"first_step{len(b.funcs)}")
            b.funcs.append(f)
            steps = b.fresh(INT)
            body.append(Let(steps.name, FuncCall(f.name, (x, k), INT)))
            terms.append(mul(x, to_float(steps)))
        elif block == "select":
            cond = Compare(c.choice(("gt", "lt")), x, const(c.choice(THRESHOLDS)))
            u, v = mul(x, const(c.choice(CONSTANTS))), add(x, const(c.choice(CONSTANTS)))
            sel = b.fresh()
            body.append(Let(sel.name, Select(cond, u, UNARY[c.choice(SMOOTH_UNARY)](v), FLOAT, c.choice(("where", "ifexp")))))
            terms.append(sel)
        elif block == "shape_loop":  # a window over the neighbours, the bound read from the array
            acc, s = b.fresh(), b.loop_var()
            body.append(Let(acc.name, dynamic_zero()))
            n = Shape(x.array, 0)
            read = Load(x.array, FLOAT, (imod(iadd(i, s), n),))
            body.append(Range(s.name, int_const(0), k, 1, (AugAssign(acc.name, "add", mul(read, const(c.choice((0.5, 0.25))))),)))
            terms.append(acc)
        else:  # aug_array: out2[i] += ... per pass (Warp's atomic add on the element)
            tally = b.output(init=0.0)
            s = b.loop_var()
            body.append(Range(s.name, int_const(0), k, 1, (Atomic("add", tally, (i,), mul(x, to_float(iadd(s, int_const(1)))), "aug"),)))
    total = terms[0] if terms else a
    for t in terms[1:]:
        total = add(total, mul(t, const(c.choice(CONSTANTS))))
    for x in [a, *others]:
        total = add(total, mul(x, const(c.choice((0.5, 0.25)))))
    body.append(Store(out, total))
    if isinstance(body[0], If) and has_unreachable_branch(tuple(body), {p.name: p.domain for p in b.params if p.kind == "in"}, seed):
        body = body[1:]  # the early exit leaves a's lower range to a select that needs it: the kernel goes without the exit
    return b.spec(c, body)



def _serial(c: Chooser, seed: int):
    """One thread walks whole arrays (no ``wp.tid()``, a launch of 1 thread), as serial setup and
    reduction kernels do: a running sum that skips every k-th element (``continue``), or a walk
    from the end with a negative step; the bound is read from the array's shape.

    A ``while`` walk (``j += k``) is not generated: Warp 1.19 puts the adjoint of ``a[j]`` on
    the wrong elements when a ``while`` counter indexes an array (see ``synth/generate/grammar.py``)."""
    b = Builder("loop_control", seed)
    n = c.choice((64, 128, 256))
    arrays = [b.input(shape=(n,)) for _ in range(c.integer(1, 2))]
    k = b.scalar(INT, (2, 5))
    out = b.output(length=1)
    j, total = b.loop_var(), b.fresh()
    reads = [Load(x.array, FLOAT, (j,)) for x in arrays]
    term = mul(reads[0], const(c.choice(CONSTANTS)))
    if c.boolean():
        term = UNARY[c.choice(SMOOTH_UNARY)](term)
    for r in reads[1:]:
        term = mul(term, r)
    count = Shape(arrays[0].array, 0)
    if c.boolean():  # for j in range(a.shape[0]): if j % k == 0: continue; total += ...
        skip = If(Compare("eq", imod(j, k), int_const(0)), (Continue(),))
        loop = Range(j.name, int_const(0), count, 1, (skip, AugAssign(total.name, "add", term)))
    else:  # for j in range(a.shape[0] - 1, -1, -step): total += ...
        loop = Range(j.name, isub(count, int_const(1)), int_const(-1), -c.choice((1, 2)), (AugAssign(total.name, "add", term),))
    body = [Let(total.name, dynamic_zero()), loop, Store(out, mul(total, const(c.choice((0.5, 0.25, 2.0)))), (int_const(0),))]
    return b.spec(c, body, dim=1)
