"""The backward reference and the gradient check, on Warp's CPU device.

Backward: one forward launch on a ``wp.Tape``, then backward from seeded output adjoints;
the result is every float input array's gradient of L = sum(adjoint * output).

Check: those gradients against central finite differences of the same float32 forward
kernel, per sample (one component of one element of one input array). Every thread reads
only element i of each input, so thread i's own result depends on x[i] alone: perturbing
one component of *all* elements at once and reading each thread's result gives every
element's difference from one launch. Atomic outputs mix threads (``out[i % m]``), so for
them the kernel runs in blocks of at most m threads on array views (each thread then owns a
slot), and the loss is assembled in float64 from those per-thread values the way the atomic
combines them: a sum, or for min/max the winning value (only the winner has a gradient, as
in Warp's adjoint). Summing in float64 also keeps the rounding of a long float32 sum out of
the differences.

Kinks (abs, min/max, clamp, branches, atomic winners) make a difference quotient meaningless
next to them. A sample is excluded when its left and right derivative estimates, or its
central estimates at two step sizes, disagree by more than the tolerance: a test that never
looks at the adjoint, so a wrong adjoint cannot hide behind it. Exclusions are counted, and
a case with too few samples left fails.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from synth.model.failures import StageFailure, StageSkipped, crash, skipped_after
from synth.model.inputs import make_inputs, uniform01
from synth.model.spec import Atomic, Binary, Const, KernelSpec, Ref, Store, statement_expressions, walk_expr, walk_statements
from synth.stages import codegen, reference
from synth.stages.batch import Batch, launches_kernels
from synth.verify import tolerance
from synth.verify.degeneracy import gradient_degeneracy
from synth.warp import warp_ir


def output_adjoints(spec: KernelSpec) -> dict[str, np.ndarray]:
    """Seeded incoming gradients of every output, in [-1, 1) (not all ones, so a transposed index shows).

    From the splitmix64 stream of ``synth.model.inputs``, so the bytes never change with NumPy.
    """
    adjoints = {}
    for p in spec.outputs:
        shape = (spec.output_length(p), *p.type.shape)
        u = uniform01(spec.seed, f"adj_{p.name}", int(np.prod(shape)))
        adjoints[p.name] = (2.0 * u - 1.0).astype(np.float32).reshape(shape)
    return adjoints


@dataclass
class Backward:
    """A backward run: the forward outputs, the adjoints it started from, the input gradients."""

    outputs: dict[str, np.ndarray]
    adjoints: dict[str, np.ndarray]
    grads: dict[str, np.ndarray]
    seconds: float = 0.0


def run_backward(kernel, spec: KernelSpec, values: dict, adjoints: dict, device: str = "cpu") -> Backward:
    """Forward on a ``wp.Tape`` and backward from ``adjoints``; gradients of the float input arrays."""
    wp = warp_ir.warp()
    start = time.perf_counter()
    args = reference.launch_args(spec, values, device, requires_grad=True)
    tape = wp.Tape()
    with tape:
        wp.launch(kernel, dim=spec.dim, inputs=args, device=device)
    params = list(zip(spec.params, args, strict=True))
    seeds = {a: reference.warp_array(spec, p, adjoints[p.name], device) for p, a in params if p.kind == "out"}
    tape.backward(grads=seeds)
    wp.synchronize_device(device)
    return Backward(
        outputs={p.name: a.numpy().copy() for p, a in params if p.kind == "out"},
        adjoints=adjoints,
        grads={p.name: a.grad.numpy().copy() for p, a in params if p.kind == "in" and p.type.is_float},
        seconds=time.perf_counter() - start,
    )


# ----------------------------------------------------------------------------- per-thread values


def output_kinds(spec: KernelSpec) -> dict[str, str]:
    """How each output is written: ``store`` (out[i] = v) or its atomic op (``add``, ``min``, ``max``)."""
    kinds: dict[str, set[str]] = {p.name: set() for p in spec.outputs}
    for s in walk_statements(spec.body):
        if isinstance(s, Store):
            kinds[s.array].add("store")
        elif isinstance(s, Atomic):
            kinds[s.array].add(s.op)
    result = {}
    for name, ops in kinds.items():
        if len(ops) > 1:
            raise NotImplementedError(f"gradcheck: output {name!r} is written in more than one way ({sorted(ops)})")
        result[name] = ops.pop() if ops else "store"
    return result


def _check_atomic_indices(spec: KernelSpec) -> None:
    """Blocks on array views renumber the threads: allowed only where ``i`` appears as ``i % len(out)``."""
    for s in walk_statements(spec.body):
        if isinstance(s, Atomic):
            m = spec.output_length(spec.param(s.array))
            if s.index == Binary("mod", Ref("i", s.index.type), Const(m, s.index.type), s.index.type):
                exprs = (s.value,)
            else:
                raise NotImplementedError(f"gradcheck: atomic index {s.index!r} is not i % {m}")
        else:
            exprs = statement_expressions(s)
        for top in exprs:
            if any(isinstance(e, Ref) and e.name == "i" for e in walk_expr(top)):
                raise NotImplementedError("gradcheck: a kernel with atomics reads the thread index outside i % m")


class ThreadValues:
    """Runs the kernel and returns each thread's own result per output, shape (dim, *components).

    A stored output's thread value is out[i]; an atomic output's is what thread i alone puts
    in its slot (init combined with its value). The launches are recorded once and replayed
    with new input values written in place (Warp CPU arrays share memory with ``numpy()``).
    """

    def __init__(self, kernel, spec: KernelSpec, values: dict) -> None:
        wp = warp_ir.warp()
        self.spec = spec
        self.kinds = output_kinds(spec)
        atomic = [spec.output_length(p) for p in spec.outputs if self.kinds[p.name] != "store"]
        if atomic:
            _check_atomic_indices(spec)
        self.block = min(atomic) if atomic else spec.dim
        if spec.dim % self.block:
            raise NotImplementedError(f"gradcheck: dim {spec.dim} is not a multiple of the atomic block {self.block}")
        self.blocks = spec.dim // self.block
        self.arrays = {}
        for p in spec.params:
            if p.kind == "scalar":
                continue
            atomic_out = p.kind == "out" and self.kinds[p.name] != "store"
            length = self.blocks * spec.output_length(p) if atomic_out else spec.dim  # a slot row per block
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
        for p in self.spec.inputs:
            self.arrays[p.name].numpy()[...] = inputs[p.name]
        for p in self.spec.outputs:
            self.arrays[p.name].numpy()[...] = p.init
        for command in self.commands:
            command.launch()
        result = {}
        for p in self.spec.outputs:
            values = self.arrays[p.name].numpy().astype(np.float64)
            if self.kinds[p.name] != "store":
                values = values.reshape(self.blocks, -1)[:, : self.block].reshape(self.spec.dim)
            result[p.name] = values
        return result


class ElementLoss:
    """Each element's share of L = sum(adjoint * output), in float64, from per-thread values.

    For atomic min/max the share of element i is adjoint * (the winner of its slot when x[i]
    moves and every other element stays): the other elements' best is taken from the
    unperturbed run, so one perturb-all launch still gives per-element differences.
    """

    def __init__(self, spec: KernelSpec, kinds: dict[str, str], adjoints: dict, base: dict[str, np.ndarray]) -> None:
        self.spec, self.kinds = spec, kinds
        self.weights, self.others = {}, {}
        for p in spec.outputs:
            w = adjoints[p.name].astype(np.float64)
            kind = kinds[p.name]
            if kind == "store":
                self.weights[p.name] = w.reshape(spec.dim, -1)
                continue
            m = spec.output_length(p)
            self.weights[p.name] = w[np.arange(spec.dim) % m]
            if kind in ("min", "max"):
                self.others[p.name] = _others_best(base[p.name], m, p.init, kind)

    def __call__(self, thread_values: dict[str, np.ndarray], magnitude: bool = False) -> np.ndarray:
        """Per-element loss; with ``magnitude``, the sum of |terms| (the scale of its rounding)."""
        total = np.zeros(self.spec.dim)
        term = np.abs if magnitude else np.asarray
        for p in self.spec.outputs:
            w, v = self.weights[p.name], thread_values[p.name]
            kind = self.kinds[p.name]
            if kind == "store":
                total += term(w * v.reshape(self.spec.dim, -1)).sum(axis=1)
            elif kind == "add":
                total += term(w * (v - p.init))
            else:
                pick = np.maximum if kind == "max" else np.minimum
                total += term(w * pick(self.others[p.name], v))
        return total


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
    """Finite differences of one input array, per step level and (element, component).

    Arrays have shape (levels, dim, components), one level per ``tolerance.GRAD_STEPS`` entry.
    ``fd`` is the central difference at half the level's step; ``spread`` the largest
    disagreement between estimates that agree where the loss is smooth (left vs right
    derivative, central at the full vs the half step); ``noise`` the rounding allowance.
    """

    fd: np.ndarray
    spread: np.ndarray
    noise: np.ndarray


def finite_differences(kernel, spec: KernelSpec, values: dict, adjoints: dict) -> dict[str, Differences]:
    """Central differences of every float input component: four launches per step level and component."""
    run = ThreadValues(kernel, spec, values)
    inputs = {p.name: values[p.name] for p in spec.inputs}
    base = run(inputs)
    loss = ElementLoss(spec, run.kinds, adjoints, base)
    f0 = loss(base)
    magnitude = loss(base, magnitude=True)
    result = {}
    for p in spec.inputs:
        if not p.type.is_float:
            continue
        x = values[p.name].reshape(spec.dim, -1)
        shape = (len(tolerance.GRAD_STEPS), spec.dim, x.shape[1])
        fd, spread, noise = np.zeros(shape), np.zeros(shape), np.zeros(shape)
        for level, h in enumerate(tolerance.GRAD_STEPS):
            noise[level] = (tolerance.GRAD_NOISE_ULPS * tolerance.FLOAT32_EPS * magnitude / h)[:, None]
            for c in range(x.shape[1]):
                f, step = {}, {}
                for s in (h, -h, h / 2, -h / 2):
                    moved = x.copy()
                    moved[:, c] = (x[:, c].astype(np.float64) + s).astype(np.float32)
                    step[s] = moved[:, c].astype(np.float64) - x[:, c].astype(np.float64)
                    f[s] = loss(run({**inputs, p.name: moved.reshape(values[p.name].shape)}))
                wide = (f[h] - f[-h]) / (step[h] - step[-h])
                narrow = (f[h / 2] - f[-h / 2]) / (step[h / 2] - step[-h / 2])
                right = (4.0 * (f[h / 2] - f0) - (f[h] - f0)) / h  # second-order one-sided estimates
                left = (4.0 * (f0 - f[-h / 2]) - (f0 - f[-h])) / h
                fd[level, :, c] = narrow
                spread[level, :, c] = np.maximum(np.abs(wide - narrow), np.abs(right - left))
        result[p.name] = Differences(fd, spread, noise)
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

    def record(self) -> dict:
        """Plain fields (they travel from xdist workers in ``report.user_properties``)."""
        return dict(self.__dict__)


def compare(spec: KernelSpec, grads: dict[str, np.ndarray], diffs: dict[str, Differences]) -> GradCheck:
    """Adjoint against finite differences on the samples away from kinks; raises ``grad_mismatch``.

    Passes where |AD - FD| <= atol + rtol * |FD| + noise (``tolerance.GRADCHECK``).
    A sample is excluded (a kink) where its ``spread`` exceeds ``GRAD_KINK_FRACTION`` of
    that allowance. Too few samples left for any one input (``GRAD_MIN_KEPT``) is
    ``degenerate``: the check of that input's adjoint would be vacuous.
    """
    tol = tolerance.GRADCHECK
    result = GradCheck(spec.category)
    problems, thin = [], []
    for name, d in diffs.items():
        fd, allowed, kept = select_level(d)
        ad = np.asarray(grads[name], dtype=np.float64).reshape(fd.shape)
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
                f"{name}: {bad}/{int(kept.sum())} samples out of tolerance, worst at element {at[0]} component {at[1]}: "
                f"adjoint {ad[at]:.7g} vs finite difference {fd[at]:.7g} (allowed {allowed[at]:.3g})"
            )
    arrays = _arrays(grads, diffs)
    if problems:
        raise StageFailure("grad_mismatch", "backward disagrees with finite differences: " + "; ".join(problems), arrays)
    if thin:
        raise StageFailure(
            "degenerate",
            f"gradient check vacuous: too few samples away from kinks ({'; '.join(thin)}; "
            f"at least {tolerance.GRAD_MIN_KEPT:.0%} of each input's needed)",
            arrays,
        )
    return result


def select_level(d: Differences) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per sample, the first step level whose estimates agree: (fd, allowed error, kept mask).

    A smaller step resolves high curvature (fast oscillation) that the larger one cannot,
    at the price of more rounding noise; a kink stays a kink at every level.
    """
    allowed = tolerance.GRADCHECK.allowed(d.fd) + d.noise
    ok = d.spread <= tolerance.GRAD_KINK_FRACTION * allowed
    level = np.argmax(ok, axis=0)[None]  # first agreeing level (0 where none: then not kept)
    fd = np.take_along_axis(d.fd, level, axis=0)[0]
    return fd, np.take_along_axis(allowed, level, axis=0)[0], ok.any(axis=0)


def _arrays(grads: dict, diffs: dict[str, Differences]) -> dict:
    arrays = {f"{n}.grad.npy": np.asarray(g) for n, g in grads.items()}
    for n, d in diffs.items():
        fd, allowed, kept = select_level(d)
        arrays[f"{n}.fd.npy"] = fd
        arrays[f"{n}.allowed.npy"] = allowed
        arrays[f"{n}.kept.npy"] = kept
    return arrays


def check_kernel(kernel, spec: KernelSpec, backward_run: Backward | None = None) -> GradCheck:
    """Backward (unless given) and finite differences of one built kernel; raises StageFailure.

    ``seconds`` of the result covers the backward run and the finite differences.
    """
    values = make_inputs(spec)
    if backward_run is None:
        backward_run = run_backward(kernel, spec, values, output_adjoints(spec))
        _raise_degenerate(backward_run)
    start = time.perf_counter()
    diffs = finite_differences(kernel, spec, values, backward_run.adjoints)
    try:
        result = compare(spec, backward_run.grads, diffs)
    except StageFailure as failure:
        failure.artifacts.update({f"{k}.adjoint.npy": v for k, v in backward_run.adjoints.items()})
        raise
    result.seconds = backward_run.seconds + time.perf_counter() - start
    return result


def _raise_degenerate(run: Backward) -> None:
    reason = gradient_degeneracy(run.grads)
    if reason:
        arrays = {f"{k}.npy": v for k, v in run.outputs.items()}  # the inputs are written by synth.plugin.artifacts
        arrays.update({f"{k}.adjoint.npy": v for k, v in run.adjoints.items()})
        arrays.update({f"{k}.grad.npy": v for k, v in run.grads.items()})
        raise StageFailure("degenerate", reason, arrays)


# ----------------------------------------------------------------------------- batch stages


@launches_kernels
def backward(batch: Batch) -> dict:
    """The backward reference per case: gradients from the seeded adjoints; all-zero or non-finite is degenerate."""
    results = {}
    for case in batch.cases:
        spec = case.spec
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
    """The gradient check per case: a GradCheck, or its failure (``grad_mismatch``, ``degenerate``, ``crash``)."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        try:
            run = batch.value(case, backward)
            kernel = batch.value(case, codegen.cpu_kernels)
        except (StageFailure, StageSkipped) as failed:
            results[case.id] = failed
            continue
        try:
            results[case.id] = check_kernel(kernel, spec, run)
        except StageFailure as failure:
            results[case.id] = failure
        except Exception:
            results[case.id] = crash("gradient check failed to run")
    return results
