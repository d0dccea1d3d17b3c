"""Finite differences of the loss L = sum(w * out) along each sampled input component, by the
per-thread method (each thread's own result, every element at once) or the sampled one (full
launches, one element at a time), per step level, with their spread and rounding allowance."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from synth.model.inputs import init_value, stream_name, uniform01
from synth.model.spec import KernelSpec, Param
from synth.stages import reference
from synth.stages.gradcheck.backward import differentiated
from synth.stages.gradcheck.method import PER_THREAD, SAMPLED, method_for, output_kinds
from synth.verify import tolerance
from synth.warp import warp_ir


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
            self.arrays[p.name] = wp.zeros(length, dtype=warp_ir.value_type(p.type), device="cpu")
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
            elif kind in ("add", "sub"):  # out = init +- the thread's value: w (out - init) either way
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
    for p in differentiated(spec):
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
                agreed |= agree(fd[level, :, c], spread[level, :, c], noise[level, :, c], precision)
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
    """The flat indices of the elements of ``p`` the sampled method moves, sorted (``sample_indices``)."""
    return sample_indices(spec.array_shape(p), spec.seed, f"grad_{p.name}", draw)


def sample_indices(extent: tuple[int, ...], seed: int, stream: str, draw: int = 0) -> np.ndarray:
    """The flat indices of the elements of an array of ``extent`` the sampled method moves, sorted.

    Every corner of the array (first and last index along each axis: where clamped, wrapped
    and shifted indices make the adjoint different from the interior), then seeded random
    elements without repetition (a partial Fisher-Yates on the splitmix stream ``stream`` of
    ``seed``), up to ``tolerance.GRAD_SAMPLED_ELEMENTS``; every element when there are no more than that.
    """
    n = int(np.prod(extent, dtype=np.int64))
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
    u = uniform01(seed, stream_name(stream, draw), count)
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
    """The sampled elements' differences, one element and component at a time over full launches
    (``moved_differences``); the noise magnitude of an atomic_add target is scaled up: its float32
    partial sums round again (``tolerance.grad_noise_scale``); a tile kernel's sums are reached first."""
    run = Launcher(kernel, spec, values)
    outputs = [p for p in spec.outputs if p.name in adjoints]
    return moved_differences(
        run,
        {p.name: run.words[p.name] for p in differentiated(spec)},
        {p.name: adjoints[p.name].astype(np.float64).reshape(spec.output_length(p), -1) for p in outputs},
        {p.name: tolerance.grad_noise_scale(spec, p.name) for p in outputs},
        {p.name: (sample_elements(spec, p, draw), spec.array_shape(p)) for p in differentiated(spec)},
        tolerance.grad_precision(spec),
        sums=tuple(p.name for p in outputs if spec.block_dim is not None and tolerance.grad_noise_scale(spec, p.name) > 1.0),
    )


def moved_differences(
    run,
    words: dict,
    weights: dict,
    scale: dict,
    samples: dict,
    precision: tolerance.GradPrecision,
    sums: tuple[str, ...] = (),
    magnitudes: dict | None = None,
) -> dict[str, Differences]:
    """The sampled method on any launch: ``run()`` launches it and returns each weighted output as
    (elements, components) float64; ``words`` are the inputs' (elements, components) views that
    the launch reads, moved in place; ``weights`` the outputs' w, ``scale`` their noise scales,
    ``samples`` each input's (flat element indices, extent).

    Four launches per step level; the second level runs only where the first one's estimates
    disagree. L's change is summed in float64 from w * (out' - out), so outputs the element does
    not reach cancel exactly; the noise magnitude is sum |w * out| over the outputs that changed,
    or sum |w| * m where ``magnitudes`` gives each output element's rounding magnitude m
    (``rounding_magnitudes``).

    A tile kernel's sum (a tile sum, a product, a block total added atomically: the outputs named
    in ``sums``) can swallow its change: a term moved by less than half an ulp of the sum leaves
    it unchanged, so its share of the derivative is missing from the difference, and the sum would
    not count in the noise magnitude. For such kernels each sample first moves its element by
    ``tolerance.GRAD_REACH_STEP`` (one launch): every sum output that changes then is reached by
    the element and counts in the magnitude whether or not the small steps changed it.
    """
    base = run()
    t0 = {name: w * base[name] for name, w in weights.items()}
    size = {name: np.abs(t0[name]) if magnitudes is None else np.abs(w) * magnitudes[name] for name, w in weights.items()}
    levels = len(precision.steps)
    result = {}
    for name, x in words.items():
        elements, extent = samples[name]
        shape = (levels, len(elements), x.shape[1])
        fd, spread, noise = np.full(shape, np.nan), np.full(shape, np.nan), np.full(shape, np.nan)
        for e_at, e in enumerate(elements):
            for c in range(x.shape[1]):
                x0 = x[e : e + 1, c].copy()  # keeps the array's dtype
                reached = {}
                if sums:
                    x[e, c] = _moved(x0, tolerance.GRAD_REACH_STEP)[0]
                    out = run()
                    reached = {q: out[q] != base[q] for q in sums}
                for level, h in enumerate(precision.steps):
                    d, step, magnitude = {}, {}, 0.0
                    changed = {q: reached.get(q, np.zeros(t0[q].shape, dtype=bool)).copy() for q in weights}
                    for s in (h, -h, h / 2, -h / 2):
                        x[e, c] = _moved(x0, s)[0]
                        step[s] = float(x[e, c]) - float(x0[0])
                        out = run()
                        d[s] = 0.0
                        for q, w in weights.items():
                            delta = w * out[q] - t0[q]
                            d[s] += float(delta.sum())
                            changed[q] |= delta != 0.0
                    x[e, c] = x0[0]
                    if step[h / 2] == step[-h / 2]:  # h/2 is under half the element's ulp: it cannot move at
                        break  # this step or a smaller one; its estimates stay NaN, the sample is not kept
                    for q in weights:
                        magnitude += scale[q] * float(size[q][changed[q]].sum())
                    at = (level, e_at, c)
                    fd[at], spread[at] = _estimates(d, step, h)
                    noise[at] = _noise(magnitude, h, precision)
                    if agree(fd[at], spread[at], noise[at], precision):
                        break
        result[name] = Differences(fd, spread, noise, SAMPLED, elements, extent, precision)
    return result


def rounding_magnitudes(run, words: dict, base: dict, precision: tolerance.GradPrecision, seed: int, draw: int = 0) -> dict[str, np.ndarray]:
    """Per output element, the magnitude its rounding works at: max(|out|, what its sum cancelled), the
    cancelled amount estimated by moving inputs (``tolerance.GRAD_PROBES``): every element of every input
    in ``words`` to x (1 + t s), once with s = 1 everywhere and once per probe with seeded signs s = +-1; a
    probe's |d out / dt| beyond the all-ones one is cancelled amount. The rate is a central difference at
    t = +-tau (the precision's ``probe_step``), kept only where the one at +-tau/2 agrees with it within half
    (a discontinuity crossed does not scale with the step; a move off a set the kernel tests for, a
    symmetric matrix, lands on the same fallback at both signs and cancels). ``run``, ``words`` as for
    ``moved_differences``; ``base``: ``run()``'s outputs at the inputs as they are, which are restored."""
    tau = precision.probe_step
    saved = {name: x.copy() for name, x in words.items()}

    def rate(signs: dict) -> dict:
        out = {}
        for t in (tau, -tau, tau / 2, -tau / 2):
            for name, x in words.items():
                x[...] = (saved[name].astype(np.float64) * (1.0 + t * signs[name])).astype(x.dtype)
            out[t] = run()
        found = {}
        for q in base:
            with np.errstate(invalid="ignore", over="ignore"):
                wide = (out[tau][q] - out[-tau][q]) / (2.0 * tau)
                narrow = (out[tau / 2][q] - out[-tau / 2][q]) / tau
                found[q] = np.where(np.abs(wide - narrow) <= 0.5 * np.maximum(np.abs(wide), np.abs(narrow)), np.abs(wide), np.nan)
        return found

    same = rate({name: np.ones(x.shape) for name, x in words.items()})
    found = {q: np.abs(out) for q, out in base.items()}
    for probe in range(tolerance.GRAD_PROBES):
        signs = {name: np.where(uniform01(seed, stream_name(f"probe_{name}_{probe}", draw), x.size) < 0.5, -1.0, 1.0).reshape(x.shape) for name, x in words.items()}
        mixed = rate(signs)
        for q in base:
            with np.errstate(invalid="ignore"):
                cancelled = mixed[q] - same[q]
            found[q] = np.maximum(found[q], np.where(np.isfinite(cancelled), cancelled, 0.0))  # a rate not kept, or not finite: none
    for name, x in words.items():
        x[...] = saved[name]
    return found


def agree(fd, spread, noise, precision: tolerance.GradPrecision):
    """Whether a level's estimates agree (no kink within the step): decided without the adjoint."""
    return spread <= tolerance.GRAD_KINK_FRACTION * (precision.tolerance.allowed(fd) + noise)

