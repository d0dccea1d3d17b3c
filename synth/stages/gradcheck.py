"""The backward reference and the gradient check, on Warp's CPU device.

Backward: one forward launch on a ``wp.Tape``, then backward from seeded output weights w;
the result is every float input array's gradient g = J^T w of L = sum(w * output) (a struct
array's: one number per float component of its elements). Integer inputs (index arrays, int
scalars) are never differentiated, and float scalars are launch values Warp keeps no
gradient for, so neither is checked.

Check: g against central finite differences of the same forward kernel. A sample is
one component of one element of one float input array. The steps, the rounding allowance and
the tolerance are the kernel's precision's (``tolerance.grad_precision``): float64 where every
float array is float64 (moves and weights in float64), else float32. Two methods compute the differences;
``per_thread_applies`` picks one per kernel and the result says which (``method``).

``per_thread`` (every element, a few launches). Where thread i reads only element i of each
input (every load and store at the thread index, on a 2-D/3-D grid too, arrays of the launch
shape; atomics only on a 1-D launch without struct parameters, into ``out[i % m]`` or
``out[i]``), thread i's own result depends on x[i] alone:
perturbing one component of *all* elements at once and reading each thread's result gives
every element's difference from one launch. Atomic outputs mix threads, so for them the
kernel runs in blocks of at most m threads on array views (each thread then owns a slot), and
the loss is assembled in float64 from those per-thread values the way the atomic combines
them: a sum, or for min/max the winning value (only the winner has a gradient, as in Warp's
adjoint).

``sampled`` (any read pattern, some elements). Where a thread reads neighbours, gathers
through an index array, or scatters atomically on a grid or beside struct parameters, one element moves
many outputs and one output depends on many elements, so no launch can move all elements at
once: elements move one at a time, and L's central difference along one component of one
element, over full launches, is that element's g. Each difference costs 4 launches per step
level, so each array is sampled (its corners, where clamped and wrapped indices make the
adjoint special, then seeded random elements: ``tolerance.GRAD_SAMPLED_ELEMENTS``), anew for
every input draw. It would be right for every kernel; the per-thread method stays where it
applies because it checks every element, not a sample, for the same few launches.

In both, the second (smaller) step level runs only where the first one's estimates disagree.

Both methods take L's change, not L, in float64: sum(w * (out' - out)) over the outputs, so an
output the moved element does not reach (a far element, an unwritten sentinel) cancels
exactly, and the rounding allowance comes only from the outputs that changed.

Kinks (abs, min/max, clamp, branches, atomic winners, a float turned into an index) make a
difference quotient meaningless next to them. A sample is excluded when its left and right
derivative estimates, or its central estimates at two step sizes, disagree by more than the
tolerance: a test that never looks at the adjoint, so a wrong adjoint cannot hide behind it.
Exclusions are counted, and a case with too few samples left fails.

Every case is checked on each of the ``DRAWS`` seeded input draws (with its own output
weights); the result keeps the worst draw's numbers, and a failure names its draw.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from synth.model.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.model.inputs import DRAWS, array_shape, init_value, make_inputs, stream_name, uniform01
from synth.model.spec import (
    INT,
    Atomic,
    Binary,
    Const,
    KernelSpec,
    Load,
    Param,
    Ref,
    Shape,
    Store,
    all_bodies,
    statement_expressions,
    walk_expr,
    walk_statements,
)
from synth.stages import codegen, reference, twins
from synth.stages.batch import Batch, launches_kernels
from synth.verify import tolerance
from synth.verify.degeneracy import gradient_degeneracy
from synth.warp import warp_ir

PER_THREAD, SAMPLED = "per_thread", "sampled"


def output_adjoints(spec: KernelSpec, draw: int = 0) -> dict[str, np.ndarray]:
    """Seeded weights w of every float output, in [-1, 1) (not all ones, so a transposed index shows),
    in the output's dtype (float32, or float64 for a float64 output).

    From the splitmix64 stream of ``synth.model.inputs``, so the bytes never change with NumPy;
    draw 0's are the first version's. Integer outputs have no gradient and get none.
    """
    adjoints = {}
    for p in spec.outputs:
        if not p.type.is_float:
            continue
        shape = array_shape(spec, p)
        u = uniform01(spec.seed, stream_name(f"adj_{p.name}", draw), int(np.prod(shape, dtype=np.int64)))
        adjoints[p.name] = (2.0 * u - 1.0).astype(p.type.scalar.dtype).reshape(shape)
    return adjoints


def _differentiated(spec: KernelSpec) -> tuple[Param, ...]:
    """The input arrays with a gradient: float element types, struct arrays (their fields are float)."""
    return tuple(p for p in spec.inputs if p.type.is_float)


@dataclass
class Backward:
    """A backward run: the forward outputs, the adjoints it started from, the input gradients."""

    outputs: dict[str, np.ndarray]
    adjoints: dict[str, np.ndarray]
    grads: dict[str, np.ndarray]
    seconds: float = 0.0


def run_backward(kernel, spec: KernelSpec, values: dict, adjoints: dict, device: str = "cpu") -> Backward:
    """Forward on a ``wp.Tape`` and backward from ``adjoints``; gradients of the float input arrays
    (numpy, layout of ``synth.model.inputs``: a struct array's as float32 words)."""
    wp = warp_ir.warp()
    start = time.perf_counter()
    args = reference.launch_args(spec, values, device, requires_grad=True, kernel=kernel)
    tape = wp.Tape()
    with tape:
        reference.launch(kernel, spec, args, device)
    params = dict(zip((p.name for p in spec.params), args, strict=True))
    seeds = {
        params[p.name]: reference.warp_array(spec, p, adjoints[p.name], device, kernel=kernel) for p in spec.outputs if p.name in adjoints
    }
    tape.backward(grads=seeds)
    wp.synchronize_device(device)
    return Backward(
        outputs={p.name: reference.to_numpy(spec, p, params[p.name]) for p in spec.outputs},
        adjoints=adjoints,
        grads={p.name: reference.to_numpy(spec, p, params[p.name].grad) for p in _differentiated(spec)},
        seconds=time.perf_counter() - start,
    )


# ----------------------------------------------------------------------------- which method


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


# ----------------------------------------------------------------------------- per-thread values


class ThreadValues:
    """Runs the kernel and returns each thread's own result per output, shape (dim, *components).

    A stored output's thread value is out[i]; an atomic output's is what thread i alone puts
    in its slot (init combined with its value). Without atomics that is the kernel's own launch
    (``Launcher``: arrays of the launch shape, 2-D/3-D grids and struct arrays included, threads
    and elements in row-major order); with them the kernel runs in blocks of m threads on array
    views, each block's slots a row of their own. The launches are recorded once and replayed
    with new input values written in place (Warp CPU arrays share memory with ``numpy()``).
    Only for kernels ``per_thread_applies`` to.
    """

    def __init__(self, kernel, spec: KernelSpec, values: dict) -> None:
        self.spec = spec
        self.kinds = {name: ops.pop() if ops else "store" for name, ops in output_kinds(spec).items()}
        atomic = [spec.output_length(p) for p in spec.outputs if self.kinds[p.name] != "store"]
        self.launcher = None if atomic else Launcher(kernel, spec, values)
        if self.launcher is not None:
            return
        wp = warp_ir.warp()
        self.block = min(atomic)
        self.blocks = spec.threads // self.block
        self.arrays = {}
        for p in spec.params:
            if p.kind == "scalar":
                continue
            atomic_out = p.kind == "out" and self.kinds[p.name] != "store"
            length = self.blocks * spec.output_length(p) if atomic_out else spec.threads  # a slot row per block
            self.arrays[p.name] = wp.zeros(length, dtype=getattr(wp, p.type.name), device="cpu")
        self.views, self.commands = [], []
        for g in range(self.blocks):
            args = []
            for p in spec.params:
                if p.kind == "scalar":
                    args.append(values[p.name])
                    continue
                size = spec.output_length(p) if p.kind == "out" and self.kinds[p.name] != "store" else self.block
                a = self.arrays[p.name]
                args.append(a if self.blocks == 1 else a[g * size : (g + 1) * size])
            self.views.append(args)  # keep the views alive as long as the recorded launches
            self.commands.append(wp.launch(kernel, dim=self.block, inputs=args, device="cpu", record_cmd=True))

    def __call__(self, inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        if self.launcher is not None:
            for p in self.spec.inputs:
                words = self.launcher.words[p.name]
                words[...] = np.asarray(inputs[p.name]).reshape(words.shape)
            return self.launcher()
        for p in self.spec.inputs:
            self.arrays[p.name].numpy()[...] = inputs[p.name]
        for p in self.spec.outputs:
            self.arrays[p.name].numpy()[...] = init_value(p)
        for command in self.commands:
            command.launch()
        result = {}
        for p in self.spec.outputs:
            values = self.arrays[p.name].numpy().astype(np.float64)
            if self.kinds[p.name] != "store":
                values = values.reshape(self.blocks, -1)[:, : self.block].reshape(self.spec.threads)
            result[p.name] = values
        return result


class ElementLoss:
    """Each element's terms of L = sum(adjoint * output), in float64, from per-thread values.

    For atomic min/max the term of element i is adjoint * (the winner of its slot when x[i]
    moves and every other element stays): the other elements' best is taken from the
    unperturbed run, so one perturb-all launch still gives per-element differences.
    """

    def __init__(self, spec: KernelSpec, kinds: dict[str, str], adjoints: dict, base: dict[str, np.ndarray]) -> None:
        self.spec, self.kinds = spec, kinds
        self.weights, self.others = {}, {}
        for p in spec.outputs:
            if p.name not in adjoints:
                continue
            w = adjoints[p.name].astype(np.float64)
            kind = kinds[p.name]
            if kind == "store":
                self.weights[p.name] = w.reshape(spec.threads, -1)
                continue
            m = spec.output_length(p)
            self.weights[p.name] = w.reshape(m, 1)[np.arange(spec.threads) % m]
            if kind in ("min", "max"):
                self.others[p.name] = _others_best(base[p.name], m, p.init, kind)[:, None]

    def __call__(self, thread_values: dict[str, np.ndarray]) -> np.ndarray:
        """Per element, its loss terms side by side: shape (dim, terms), each exact in float64
        for float32 outputs (a float32 weight times a float32 value), rounded once for float64 ones."""
        terms = []
        for p in self.spec.outputs:
            if p.name not in self.weights:
                continue
            w, v = self.weights[p.name], thread_values[p.name].reshape(self.spec.threads, -1)
            kind = self.kinds[p.name]
            if kind == "store":
                terms.append(w * v)
            elif kind == "add":
                terms.append(w * (v - p.init))
            else:
                pick = np.maximum if kind == "max" else np.minimum
                terms.append(w * pick(self.others[p.name], v))
        return np.concatenate(terms, axis=1) if terms else np.zeros((self.spec.threads, 0))


def _others_best(values: np.ndarray, m: int, init: float, kind: str) -> np.ndarray:
    """For each element, the best (max or min) of its slot's init and every *other* element of the slot."""
    v = values.reshape(-1, m) * (1.0 if kind == "max" else -1.0)  # element r*m + j sits at [r, j]
    rows, cols = np.arange(v.shape[0]), np.arange(m)
    winner = v.argmax(axis=0)
    first = v[winner, cols]
    rest = v.copy()
    rest[winner, cols] = -np.inf
    second = rest.max(axis=0)
    others = np.where(rows[:, None] == winner[None, :], second[None, :], first[None, :])
    others = np.maximum(others, init * (1.0 if kind == "max" else -1.0))
    return others.reshape(-1) * (1.0 if kind == "max" else -1.0)


# ----------------------------------------------------------------------------- finite differences


@dataclass
class Differences:
    """Finite differences of one input array, per step level and (sample element, component).

    Arrays have shape (levels, elements, components), one level per ``tolerance.GRAD_STEPS``
    entry. ``fd`` is the central difference at half the level's step; ``spread`` the largest
    disagreement between estimates that agree where the loss is smooth (left vs right
    derivative, central at the full vs the half step); ``noise`` the rounding allowance.
    ``elements`` are the flat indices of the sampled elements (None: every element, in order);
    ``extent`` the array's extent, to name an element; ``precision`` the check's numbers
    (``tolerance.grad_precision``). A level left NaN was not needed (an earlier level agreed).
    """

    fd: np.ndarray
    spread: np.ndarray
    noise: np.ndarray
    method: str = PER_THREAD
    elements: np.ndarray | None = None
    extent: tuple[int, ...] = ()
    precision: tolerance.GradPrecision = tolerance.GRAD_PRECISIONS["float32"]


def finite_differences(
    kernel, spec: KernelSpec, values: dict, adjoints: dict, draw: int = 0, method: str | None = None
) -> dict[str, Differences]:
    """Central differences of the float input arrays by ``method`` (default: ``method_for(spec)``);
    ``draw`` seeds the sampled method's choice of elements."""
    method = method or method_for(spec)
    if method == PER_THREAD:
        return per_thread_differences(kernel, spec, values, adjoints)
    return sampled_differences(kernel, spec, values, adjoints, draw)


def _noise(magnitude, h: float, precision: tolerance.GradPrecision):
    """The rounding allowance of a difference quotient at step h whose loss terms have ``magnitude``."""
    return tolerance.GRAD_NOISE_ULPS * precision.eps * magnitude / h


def _estimates(d: dict, step: dict, h: float) -> tuple:
    """(central at h/2, spread) from L's changes ``d`` at +-h and +-h/2 (realized steps ``step``)."""
    wide = (d[h] - d[-h]) / (step[h] - step[-h])
    narrow = (d[h / 2] - d[-h / 2]) / (step[h / 2] - step[-h / 2])
    right = (4.0 * d[h / 2] - d[h]) / h  # second-order one-sided estimates
    left = (d[-h] - 4.0 * d[-h / 2]) / h
    return narrow, np.maximum(np.abs(wide - narrow), np.abs(right - left))


def _moved(x: np.ndarray, s: float) -> np.ndarray:
    """x + s rounded once to x's own dtype (float32, or float64)."""
    return (x.astype(np.float64) + s).astype(x.dtype)


def per_thread_differences(kernel, spec: KernelSpec, values: dict, adjoints: dict) -> dict[str, Differences]:
    """Every element's differences at once: four launches per step level and component; the
    second level only where some element's estimates disagree at the first."""
    run = ThreadValues(kernel, spec, values)
    inputs = {p.name: values[p.name] for p in spec.inputs}
    base = run(inputs)
    loss = ElementLoss(spec, run.kinds, adjoints, base)
    t0 = loss(base)
    precision = tolerance.grad_precision(spec)
    result = {}
    for p in _differentiated(spec):
        x = values[p.name].reshape(spec.threads, -1)
        shape = (len(precision.steps), spec.threads, x.shape[1])
        fd, spread, noise = np.full(shape, np.nan), np.full(shape, np.nan), np.full(shape, np.nan)
        for c in range(x.shape[1]):
            agreed = np.zeros(spec.threads, dtype=bool)
            for level, h in enumerate(precision.steps):
                d, step, changed = {}, {}, np.zeros(t0.shape, dtype=bool)
                for s in (h, -h, h / 2, -h / 2):
                    moved = x.copy()
                    moved[:, c] = _moved(x[:, c], s)
                    step[s] = moved[:, c].astype(np.float64) - x[:, c].astype(np.float64)
                    delta = loss(run({**inputs, p.name: moved.reshape(values[p.name].shape)})) - t0
                    d[s] = delta.sum(axis=1)
                    changed |= delta != 0.0
                fd[level, :, c], spread[level, :, c] = _estimates(d, step, h)
                noise[level, :, c] = _noise(np.where(changed, np.abs(t0), 0.0).sum(axis=1), h, precision)
                agreed |= _agree(fd[level, :, c], spread[level, :, c], noise[level, :, c], precision)
                if agreed.all():  # the next level would change no sample's verdict
                    break
        result[p.name] = Differences(fd, spread, noise, PER_THREAD, None, spec.array_shape(p), precision)
    return result


class Launcher:
    """The kernel's full launch, recorded once and replayed; inputs are changed in place through
    ``words`` (per array, (elements, components) numpy views, in the array's dtype, of the Warp CPU arrays), and
    outputs are reset to their initial contents before each replay."""

    def __init__(self, kernel, spec: KernelSpec, values: dict) -> None:
        self.spec = spec
        self.args = reference.launch_args(spec, values, "cpu", kernel=kernel)
        self.words = {}
        for p, a in zip(spec.params, self.args, strict=True):
            if p.kind != "scalar":
                memory = a.numpy()
                words = (memory.view(np.float32) if p.type.is_struct else memory).reshape(spec.output_length(p), -1)
                if not np.shares_memory(words, memory):  # a copy would perturb nothing the kernel reads
                    raise RuntimeError(f"gradcheck: no in-place view of {p.name!r}")
                self.words[p.name] = words
        self.initial = {p.name: np.asarray(values[p.name]).reshape(spec.output_length(p), -1).copy() for p in spec.outputs}
        self.command = reference.launch(kernel, spec, self.args, "cpu", record_cmd=True)

    def __call__(self) -> dict[str, np.ndarray]:
        """One launch; every output as (elements, words) float64."""
        for p in self.spec.outputs:
            self.words[p.name][...] = self.initial[p.name]
        self.command.launch()
        return {p.name: self.words[p.name].astype(np.float64) for p in self.spec.outputs}


def sample_elements(spec: KernelSpec, p: Param, draw: int = 0) -> np.ndarray:
    """The flat indices of the elements of ``p`` the sampled method moves, sorted.

    Every corner of the array (first and last index along each axis: where clamped, wrapped
    and shifted indices make the adjoint different from the interior), then seeded random
    elements without repetition (a partial Fisher-Yates on the splitmix stream), up to
    ``tolerance.GRAD_SAMPLED_ELEMENTS``; every element when there are no more than that.
    """
    extent = spec.array_shape(p)
    n = spec.output_length(p)
    k = tolerance.GRAD_SAMPLED_ELEMENTS
    if n <= k:
        return np.arange(n)
    ends = [(0, e - 1) for e in extent]
    corners = sorted(
        {
            int(np.ravel_multi_index(tuple(end[b] for end, b in zip(ends, bits, strict=True)), extent))
            for bits in np.ndindex(*(2,) * len(extent))
        }
    )
    corners = corners[:k]
    rest, count = n - len(corners), k - len(corners)
    u = uniform01(spec.seed, stream_name(f"grad_{p.name}", draw), count)
    swapped: dict[int, int] = {}
    picked = []
    for t in range(count):  # positions 0..rest-1 stand for the non-corner elements in order
        j = t + int(u[t] * (rest - t))
        picked.append(swapped.get(j, j))
        swapped[j] = swapped.get(t, t)
    chosen = []
    for r in picked:  # position r -> the r-th element that is not a corner
        for c in corners:
            if c <= r:
                r += 1
        chosen.append(r)
    return np.array(sorted(corners + chosen))


def sampled_differences(kernel, spec: KernelSpec, values: dict, adjoints: dict, draw: int = 0) -> dict[str, Differences]:
    """The sampled elements' differences, one element and component at a time over full launches.

    Four launches per step level; the second level runs only where the first one's estimates
    disagree. L's change is summed in float64 from w * (out' - out), so outputs the element does
    not reach cancel exactly; the noise magnitude is sum |w * out| over the outputs that changed
    (an atomic_add target's scaled up: its float32 partial sums round again, ``tolerance.grad_noise_scale``).
    """
    run = Launcher(kernel, spec, values)
    base = run()
    outputs = [p for p in spec.outputs if p.name in adjoints]
    weights = {p.name: adjoints[p.name].astype(np.float64).reshape(spec.output_length(p), -1) for p in outputs}
    t0 = {p.name: weights[p.name] * base[p.name] for p in outputs}
    scale = {p.name: tolerance.grad_noise_scale(spec, p.name) for p in outputs}
    precision = tolerance.grad_precision(spec)
    levels = len(precision.steps)
    result = {}
    for p in _differentiated(spec):
        x = run.words[p.name]
        elements = sample_elements(spec, p, draw)
        shape = (levels, len(elements), x.shape[1])
        fd, spread, noise = np.full(shape, np.nan), np.full(shape, np.nan), np.full(shape, np.nan)
        for e_at, e in enumerate(elements):
            for c in range(x.shape[1]):
                x0 = x[e : e + 1, c].copy()  # keeps the array's dtype
                for level, h in enumerate(precision.steps):
                    d, step, magnitude = {}, {}, 0.0
                    changed = {q.name: np.zeros(t0[q.name].shape, dtype=bool) for q in outputs}
                    for s in (h, -h, h / 2, -h / 2):
                        x[e, c] = _moved(x0, s)[0]
                        step[s] = float(x[e, c]) - float(x0[0])
                        out = run()
                        d[s] = 0.0
                        for q in outputs:
                            delta = weights[q.name] * out[q.name] - t0[q.name]
                            d[s] += float(delta.sum())
                            changed[q.name] |= delta != 0.0
                    x[e, c] = x0[0]
                    for q in outputs:
                        magnitude += scale[q.name] * float(np.abs(t0[q.name][changed[q.name]]).sum())
                    at = (level, e_at, c)
                    fd[at], spread[at] = _estimates(d, step, h)
                    noise[at] = _noise(magnitude, h, precision)
                    if _agree(fd[at], spread[at], noise[at], precision):
                        break
        result[p.name] = Differences(fd, spread, noise, SAMPLED, elements, spec.array_shape(p), precision)
    return result


# ----------------------------------------------------------------------------- comparison


@dataclass
class GradCheck:
    """A passed gradient check of one case, with the numbers the report prints."""

    category: str
    samples: int = 0
    excluded: int = 0
    worst_abs: float = 0.0
    worst_rel: float = 0.0
    worst_ratio: float = 0.0
    seconds: float = 0.0
    inputs: tuple[str, ...] = ()  # the inputs whose adjoints were compared
    worst_error: float = 0.0  # |AD - FD| at the sample closest to failing (dataset records)
    tolerance: float = 0.0  # the error allowed at that sample
    method: str = PER_THREAD  # how the differences were taken: per_thread (every element) or sampled
    draws: int = 1  # input draws checked
    worst_draw: int = 0  # the draw the worst numbers come from

    def record(self) -> dict:
        """Plain fields (they travel from xdist workers in ``report.user_properties``)."""
        return dict(self.__dict__)

    def check_fields(self) -> dict:
        """What a dataset record says of this check besides worst_error/tolerance (synth.dataset.records.metrics)."""
        return {"method": self.method}


def compare(spec: KernelSpec, grads: dict[str, np.ndarray], diffs: dict[str, Differences]) -> GradCheck:
    """Adjoint against finite differences on the samples away from kinks; raises ``grad_mismatch``.

    Passes where |AD - FD| <= atol + rtol * |FD| + noise (the precision's tolerance: ``tolerance.GRADCHECK``
    or ``GRADCHECK_FLOAT64``).
    A sample is excluded (a kink) where its ``spread`` exceeds ``GRAD_KINK_FRACTION`` of
    that allowance. Too few samples left for any one input (``GRAD_MIN_KEPT``) is
    ``degenerate``: the check of that input's adjoint would be vacuous.
    """
    tol = tolerance.grad_precision(spec).tolerance
    result = GradCheck(spec.category, method=next((d.method for d in diffs.values()), method_for(spec)))
    problems, thin = [], []
    for name, d in diffs.items():
        fd, allowed, kept = select_level(d)
        allowed = allowed + tolerance.half_adjoint_allowance(spec, fd)
        ad = np.asarray(grads[name], dtype=np.float64).reshape(-1, fd.shape[1])
        ad = ad if d.elements is None else ad[d.elements]
        err = np.abs(ad - fd)
        err = np.where(np.isnan(err), np.inf, err)
        result.samples += fd.size
        result.inputs += (name,)
        result.excluded += int(np.count_nonzero(~kept))
        if kept.sum() < tolerance.GRAD_MIN_KEPT * kept.size:  # per input: one input's adjoint never goes unchecked
            thin.append(f"{name}: {int(kept.sum())} of {kept.size}")
        if not kept.any():
            continue
        ratio = np.where(kept, err / allowed, 0.0)
        at = np.unravel_index(int(np.argmax(ratio)), ratio.shape)
        result.worst_abs = max(result.worst_abs, float(err[kept].max()))
        result.worst_rel = max(result.worst_rel, float((err / np.maximum(np.abs(fd), tol.atol))[kept].max()))
        if ratio[at] >= result.worst_ratio:
            result.worst_ratio, result.worst_error, result.tolerance = float(ratio[at]), float(err[at]), float(allowed[at])
        if ratio[at] > 1.0:
            bad = int(np.count_nonzero(ratio > 1.0))
            problems.append(
                f"{name}: {bad}/{int(kept.sum())} samples out of tolerance ({d.method}), worst at element {_element(d, at[0])} "
                f"component {at[1]}: adjoint {ad[at]:.7g} vs finite difference {fd[at]:.7g} (allowed {allowed[at]:.3g})"
            )
    if problems:
        raise StageFailure("grad_mismatch", "backward disagrees with finite differences: " + "; ".join(problems), _arrays(spec, grads, diffs))
    if thin:
        raise StageFailure(
            "degenerate",
            f"gradient check vacuous: too few samples away from kinks ({'; '.join(thin)}; "
            f"at least {tolerance.GRAD_MIN_KEPT:.0%} of each input's needed)",
            _arrays(spec, grads, diffs),
        )
    return result


def _element(d: Differences, row: int):
    """The array index of a sample row: an int for a 1-D array, a tuple otherwise."""
    flat = row if d.elements is None else int(d.elements[row])
    if len(d.extent) <= 1:
        return flat
    return tuple(int(v) for v in np.unravel_index(flat, d.extent))


def _agree(fd, spread, noise, precision: tolerance.GradPrecision):
    """Whether a level's estimates agree (no kink within the step): decided without the adjoint."""
    return spread <= tolerance.GRAD_KINK_FRACTION * (precision.tolerance.allowed(fd) + noise)


def select_level(d: Differences) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per sample, the first step level whose estimates agree: (fd, allowed error, kept mask).

    A smaller step resolves high curvature (fast oscillation) that the larger one cannot,
    at the price of more rounding noise; a kink stays a kink at every level.
    """
    allowed = d.precision.tolerance.allowed(d.fd) + d.noise
    with np.errstate(invalid="ignore"):
        ok = _agree(d.fd, d.spread, d.noise, d.precision)  # a level left NaN (not needed) is False here
    level = np.argmax(ok, axis=0)[None]  # first agreeing level (0 where none: then not kept)
    fd = np.take_along_axis(d.fd, level, axis=0)[0]
    return fd, np.take_along_axis(allowed, level, axis=0)[0], ok.any(axis=0)


def _arrays(spec: KernelSpec, grads: dict, diffs: dict[str, Differences]) -> dict:
    arrays = {f"{n}.grad.npy": np.asarray(g) for n, g in grads.items()}
    for n, d in diffs.items():
        fd, allowed, kept = select_level(d)
        arrays[f"{n}.fd.npy"] = fd
        arrays[f"{n}.allowed.npy"] = allowed + tolerance.half_adjoint_allowance(spec, fd)
        arrays[f"{n}.kept.npy"] = kept
        if d.elements is not None:
            arrays[f"{n}.elements.npy"] = d.elements  # the flat indices of fd's rows
    return arrays


def check_kernel(kernel, spec: KernelSpec, backward_run: Backward | None = None, twin: twins.Twin | None = None) -> GradCheck:
    """Backward and finite differences of one built kernel on every input draw; raises StageFailure.

    ``backward_run`` is draw 0's backward when the ``backward`` stage already ran it; the other
    draws run their own, from their own output weights. A float16 kernel's finite differences
    are its float32 ``twin``'s (``synth.stages.twins``), on the same input values and weights.
    The result holds the worst draw's
    numbers (largest ``worst_ratio``), the samples and exclusions of all draws, and ``seconds``
    covering every backward run and finite difference.
    """
    worst, samples, excluded, seconds, inputs = None, 0, 0, 0.0, ()
    for draw in range(DRAWS):
        values = make_inputs(spec, draw)
        run = backward_run if draw == 0 else None
        if run is None:
            run = run_backward(kernel, spec, values, output_adjoints(spec, draw))
            _raise_degenerate(run, draw)
        start = time.perf_counter()
        try:
            if twin is None:
                diffs = finite_differences(kernel, spec, values, run.adjoints, draw)
            else:
                widened = {k: v.astype(np.float32) if v.dtype == np.float16 else v for k, v in values.items()}
                diffs = finite_differences(twin.kernel, twin.spec, widened, run.adjoints, draw)
            result = compare(spec, run.grads, diffs)
        except StageFailure as failure:
            artifacts = {**failure.artifacts, **{f"{k}.adjoint.npy": v for k, v in run.adjoints.items()}}
            raise StageFailure(failure.label, f"input draw {draw}: {failure.message}", artifacts) from failure
        seconds += run.seconds + time.perf_counter() - start
        samples, excluded = samples + result.samples, excluded + result.excluded
        inputs += tuple(n for n in result.inputs if n not in inputs)
        if worst is None or result.worst_ratio > worst.worst_ratio:
            worst = result
            worst.worst_draw = draw
    worst.samples, worst.excluded, worst.seconds, worst.inputs, worst.draws = samples, excluded, seconds, inputs, DRAWS
    return worst


def _raise_degenerate(run: Backward, draw: int = 0) -> None:
    reason = gradient_degeneracy(run.grads)
    if reason:
        arrays = {f"{k}.npy": v for k, v in run.outputs.items()}  # the inputs are written by synth.plugin.artifacts
        arrays.update({f"{k}.adjoint.npy": v for k, v in run.adjoints.items()})
        arrays.update({f"{k}.grad.npy": v for k, v in run.grads.items()})
        raise StageFailure("degenerate", reason if draw == 0 else f"input draw {draw}: {reason}", arrays)


# ----------------------------------------------------------------------------- batch stages


@launches_kernels
def backward(batch: Batch) -> dict:
    """The backward reference per case (draw 0): gradients from the seeded adjoints; all-zero or non-finite is degenerate
    (a skip for a kernel without float input or float output arrays)."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        if not (_differentiated(spec) and any(p.type.is_float for p in spec.outputs)):  # a check of no gradient cannot fail
            results[case.id] = StageSkipped("nothing to differentiate: no float input or no float output array (integers have no gradient)")
            continue
        try:
            batch.value(case, reference.forward)
            kernel = batch.value(case, codegen.cpu_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = skipped_after(failed, "CPU forward reference to differentiate")
            continue
        values = make_inputs(spec)
        try:
            run = run_backward(kernel, spec, values, output_adjoints(spec))
        except Exception:
            results[case.id] = crash("backward launch on the CPU failed")
            continue
        try:
            _raise_degenerate(run)
        except StageFailure as failure:
            results[case.id] = failure
            continue
        results[case.id] = run
    return results


@launches_kernels
def check(batch: Batch) -> dict:
    """The gradient check per case on every input draw: a GradCheck, or its failure (``grad_mismatch``, ``degenerate``, ``crash``)."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        try:
            run = batch.value(case, backward)
            kernel = batch.value(case, codegen.cpu_kernels)
            twin = batch.value(case, twins.twin_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = failed
            continue
        try:
            results[case.id] = check_kernel(kernel, spec, run, twin)
        except StageFailure as failure:
            results[case.id] = failure
        except Exception:
            results[case.id] = crash("gradient check failed to run")
    return results
