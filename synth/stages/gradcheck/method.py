"""Which way the finite differences are taken for a kernel: ``per_thread`` (every element at once,
where thread i reads only element i) or ``sampled`` (elements one at a time, any read pattern)."""

from __future__ import annotations

from synth.model.spec import (
    INT,
    Atomic,
    Binary,
    Const,
    KernelSpec,
    Load,
    Ref,
    Shape,
    Store,
    all_bodies,
    statement_expressions,
    walk_expr,
    walk_statements,
)

PER_THREAD, SAMPLED = "per_thread", "sampled"


def output_kinds(spec: KernelSpec) -> dict[str, set[str]]:
    """How each output is written: ``store`` (out[...] = v) and/or its atomic ops (``add``, ``min``, ``max``)."""
    kinds: dict[str, set[str]] = {p.name: set() for p in spec.outputs}
    for s in walk_statements(spec.body):
        if isinstance(s, Store):
            kinds[s.array].add("store")
        elif isinstance(s, Atomic):
            kinds[s.array].add(s.op)
    return kinds


def per_thread_applies(spec: KernelSpec) -> bool:
    """Whether thread i's results depend on element i of each input alone, so the per-thread method
    (one perturb-all launch per step, every element checked) is exact; else the sampled method runs.

    It needs: every load and store at the thread index (on a 2-D/3-D grid too: thread (i, j)
    reads element (i, j); a struct array's element is all its fields), on an array of the launch
    shape; each output written one way; atomics only on a 1-D launch without struct parameters,
    as ``out[i % m]`` (or ``out[i]`` with m = dim) into a float array of length m dividing dim,
    and then neither ``i`` nor an array's shape read anywhere else (the atomic method runs blocks
    of m threads on array views, which renumbers the threads and shrinks the shapes); and no tile
    kernel (its outputs mix the elements of a block).
    """
    if spec.block_dim is not None:  # a tile kernel's threads compute their block's tiles together
        return False
    kinds = output_kinds(spec)
    if any(len(ops) > 1 for ops in kinds.values()):
        return False
    atomic = {name for name, ops in kinds.items() if ops and ops != {"store"}}
    if atomic and (len(spec.shape) != 1 or any(p.type.is_struct for p in spec.params)):
        return False
    for p in spec.params:
        if p.kind == "scalar":
            continue
        if p.name in atomic:
            m = spec.output_length(p)
            if spec.array_shape(p) != (m,) or p.type.name != "float32" or spec.threads % m:
                return False
        elif spec.array_shape(p) != spec.shape:
            return False
    for body in all_bodies(spec):
        for s in walk_statements(body):
            if isinstance(s, Store) and s.index is not None:
                return False
            if isinstance(s, Atomic):
                if not _owns_slot(spec, s):
                    return False
                exprs = (s.value,)
            else:
                exprs = statement_expressions(s)
            for e in (e for top in exprs for e in walk_expr(top)):
                if isinstance(e, Load) and (e.index is not None or e.array in atomic):
                    return False
                if atomic and (isinstance(e, Shape) or (isinstance(e, Ref) and e.name == "i")):
                    return False
    return True


def _owns_slot(spec: KernelSpec, s: Atomic) -> bool:
    """Whether an atomic's index is ``i % m`` (m the target's length), or ``i`` into a target of dim
    elements (the same slot): thread i's contribution then lands in the slot of its own block row."""
    m = spec.output_length(spec.param(s.array))
    index, i = s.indices[0] if len(s.indices) == 1 else None, Ref("i", INT)
    return index == Binary("mod", i, Const(m, INT), INT) or (index == i and m == spec.threads)


def method_for(spec: KernelSpec) -> str:
    """``per_thread`` where it is exact (``per_thread_applies``), else ``sampled``."""
    return PER_THREAD if per_thread_applies(spec) else SAMPLED
