"""The gradient check of real code on its captured launches, run by the process that ingested the
kernel's module (``synth.stages.ingest.child``, which holds the kernel): the general check of this
package without a spec.

A captured launch (``synth.warp.recorder``) says what the program passed, not which arrays are
inputs and which outputs; Warp and the launch itself say it. An array is *written* when Warp's own
autograd access verifier marks a store or an atomic to it (``warp_ir.array_access``) or when the
replay changed its bytes (the verifier does not see tile stores); *read* when the verifier marks
a load. The inputs are the kernel's float arrays (float32 or float64 scalars, vectors, matrices,
quaternions, transforms) it does not write; the outputs the float arrays it writes. Float
scalars, structs passed by value, arrays inside structs, struct arrays and integer arrays are
held at their captured values: Warp's tape keeps no gradient of scalars, and integers have none.

The loss is L = sum(w * out) over the outputs, with weights w in [-1, 1) seeded by Warp's kernel
hash and the launch's index (rounded to the output's dtype, so w * out is exact in float64 for
float32 outputs). Warp's adjoint g = dL/dx comes from a ``wp.Tape`` over the launch, backward
from w. The finite differences are the sampled method's (``differences.moved_differences``: the
corners and seeded elements of each input, every component, central differences at two step
levels in the precision of the kernel's float arrays, samples at kinks excluded without looking
at the adjoint); every launch starts from the captured bytes, the moved element aside. The rounding
allowance counts each output's magnitude as max(|out|, what its sum cancelled), estimated from the
inputs (``differences.rounding_magnitudes``): real code has no spec to say which outputs are sums of
large terms of either sign, as a solver's residual y - A x is. Each
captured launch is checked like one input draw of a generated case; the worst is kept.

A kernel is not checked (a labelled skip, with the reason) where the check would not mean what it
says: a kernel declared forward-only; one without a float input or a written float output;
float16 arrays (a real kernel has no float32 twin to take differences of); outputs that are not finite at the captured point; a loss that is not differentiable there (fewer
than ``tolerance.GRAD_MIN_KEPT`` of an input's samples away from kinks); a loss that does not move
with any input there (every difference and every adjoint exactly zero: nothing to compare).
A disagreement is ``grad_mismatch``, a failure like a generated case's. A kernel that reads a
float array it writes (in place: as Warp's verifier flags it, or as the body's subscripts show it,
``x[i] = x[i] * v``, ``x[i] /= v``, which the verifier misses) is checked too: where its adjoint holds for the loss the check passes; where not (Warp's backward
re-runs the forward on the overwritten values), the failure's message says it is in place; one
whose launch also changes integer arrays (a slot taken from an atomic counter: Warp's backward does
not re-run atomics) says it is stateful. Those two, a kernel calling a function whose adjoint is
written by hand, one whose Warp adjoint is NaN or infinite where its outputs are finite, one overwriting a component of
a local computed from its inputs, and one calling on floats a builtin whose adjoint Warp leaves out
(``frac``; ``mod``'s divisor; the tile reductions ``tile_max``, ``tile_min``, ``tile_reduce``
and the tile scans, which Warp declares not differentiable) disagree by
Warp's design: the failure says so (``known``), and its test is an xfail.
"""

from __future__ import annotations

import ast
import re
import time

import numpy as np

from synth.model.failures import StageFailure
from synth.model.inputs import stream_name, uniform01
from synth.stages.gradcheck.agreement import compare_differences
from synth.stages.gradcheck.differences import SAMPLED, moved_differences, rounding_magnitudes, sample_indices
from synth.verify import tolerance
from synth.warp import recorder, warp_ir

FLOAT_SCALARS = ("float16", "float32", "float64")
_ATOMIC = re.compile(r"\batomic_(add|sub)\(")


def _scalar_name(dtype) -> str | None:
    """The scalar type name of an array element type (``float32`` for ``vec3``), None for a struct."""
    wt, codegen = warp_ir.private_types()
    if isinstance(dtype, codegen.Struct):
        return None
    return wt.type_scalar_type(dtype).__name__


class CapturedLaunch:
    """One captured launch rebuilt from its bytes: ``values`` to launch with, numpy ``views`` of
    every array, each array's captured contents (``initial``), the launch's ``dim``."""

    def __init__(self, kernel, launch: dict, grad: tuple[str, ...] = (), held_grads: bool = False) -> None:
        self.kernel, self.data = kernel, launch
        self.values = [recorder.deserialize(a.type, launch["args"], a.label, "cpu") for a in kernel.adj.args]
        wt, _ = warp_ir.private_types()
        for a, v in zip(kernel.adj.args, self.values, strict=True):
            if a.label in grad or (held_grads and type(v) is wt.array and _scalar_name(v.dtype) in (None, *FLOAT_SCALARS)):
                v.requires_grad = True  # held arrays too: a native adjoint may write a struct array's gradient (test_ref's)
        arrays = {**recorder.launch_arrays(kernel, self.values), **recorder.handle_arrays(kernel, self.values)}  # a handle's: held, reset
        self.views = {name: array.numpy() for name, array in arrays.items()}  # CPU: views of the memory
        self.initial = {name: view.copy() for name, view in self.views.items()}
        self.dim = recorder.launch_dim(launch, "cpu")

    def launch(self, **kwargs):
        wp = warp_ir.warp()
        return wp.launch(self.kernel, dim=self.dim, inputs=self.values, device="cpu", block_dim=self.data["block_dim"], **kwargs)

    def arg(self, name: str):
        return next(v for a, v in zip(self.kernel.adj.args, self.values, strict=True) if a.label == name)


def _seed(kernel) -> int:
    return int.from_bytes(kernel.hash[:8], "little") & ((1 << 63) - 1)


def roles(kernel, launch: dict, access: dict, forward: str) -> tuple[dict, CapturedLaunch]:
    """What each array of the kernel is in a captured launch, and the launch run once from its
    bytes: ``inputs`` and ``outputs`` (float array names), ``in_place`` (float arrays read and
    written), ``stateful`` (other arrays the launch changed: counters, flags), ``float16`` (float16 arrays among them), ``precision`` (their scalar names),
    ``atomic`` (the kernel's forward adds atomically). ``access``: ``warp_ir.array_access``'s flags;
    ``forward``: the kernel's CPU forward source."""
    wt, _ = warp_ir.private_types()
    run = CapturedLaunch(kernel, launch)
    run.launch()
    changed = {name for name, view in run.views.items() if view.tobytes() != run.initial[name].tobytes()}
    floats = {}
    for a in kernel.adj.args:
        if wt.is_array(a.type) and _scalar_name(a.type.dtype) in FLOAT_SCALARS and type(run.arg(a.label)) is wt.array and run.arg(a.label).size:  # an indexed array is held
            floats[a.label] = _scalar_name(a.type.dtype)
    written = {name for name in floats if access.get(name, (False, False))[1] or name in changed}
    read_in_source = _read_and_stored(kernel)
    found = {
        "inputs": [name for name in floats if name not in written],
        "outputs": [name for name in floats if name in written],
        "in_place": sorted(name for name in written if access.get(name, (False, False))[0] or name in read_in_source),
        "stateful": sorted(name for name in changed if name not in floats),
        "float16": sorted(name for name, scalar in floats.items() if scalar == "float16"),
        "precision": list(floats.values()),
        "atomic": bool(_ATOMIC.search(forward)),
    }
    return found, run


_ADDITIVE = (ast.Add, ast.Sub)


def _read_and_stored(kernel) -> set[str]:
    """Array parameters the kernel's own body both reads and stores into by subscript: ``x[i] =
    x[i] * y[i]``, ``x[i] /= y[i]`` (an augmented ``*=``, ``/=``... reads the old value; ``+=`` and
    ``-=`` do not need it for the adjoint). Warp's access verifier misses these (it flags a read
    only in some orders), and Warp's backward then reads the overwritten values. The body only:
    what a called ``@wp.func`` does to an array it is passed is the verifier's to see."""
    params = {a.label for a in kernel.adj.args}
    read, stored = set(), set()
    for node in ast.walk(kernel.adj.tree):
        target = node.target if isinstance(node, ast.AugAssign) else None
        if target is not None and isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
            stored.add(target.value.id)
            if not isinstance(node.op, _ADDITIVE):
                read.add(target.value.id)
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            if isinstance(node.ctx, ast.Store):
                stored.add(node.value.id)
            else:
                read.add(node.value.id)
    return read & stored & params


# Builtins whose adjoint Warp 1.19 gets wrong on float arguments (the evidence, measured against
# finite differences: tests/unit/warp/test_warp_reverse_mode.py, frac_of_input, mod_by_input and
# test_a_volume_transforms_adjoint_applies_the_map_not_its_transpose): the call's pattern in the
# kernel's CPU source, the argument whose adjoint is wrong, what Warp leaves out.
_WARP_MISSING_ADJOINTS = (
    (re.compile(r"wp::frac\((var_\w+)\)"), 0, "frac's adjoint (Warp declares frac not differentiable: 0 where the derivative is 1)"),
    (re.compile(r"wp::mod\((var_\w+), (var_\w+)\)"), 1, "mod's adjoint of its divisor (d mod(x, y) / dy = -trunc(x / y))"),
    # Warp declares these tile builtins not differentiable (their adjoints in tile_reduce.h and
    # tile_scan.h say MISSINGADJOINT): the backward emits no adjoint, so the gradient through them is 0
    (re.compile(r"wp::tile_(?:max|min)\((var_\w+)\)"), 0, "tile_max's and tile_min's adjoint (declared not differentiable: 0 where the extreme element's is the output's)"),
    (re.compile(r"wp::tile_reduce(?:_axis)?\(wp::\w+, (var_\w+)"), 0, "tile_reduce's adjoint (declared not differentiable, whole tile or along an axis: 0 for every operator)"),
    (re.compile(r"wp::tile_scan_(?:inclusive|exclusive|max_inclusive|min_inclusive)\((var_\w+)\)"), 0, "the tile scans' adjoint (declared not differentiable: 0 where a prefix's elements each move it)"),
)
# wrong only where the grid's map is not symmetric: counted where the launch passes such a volume
_VOLUME_TRANSFORM = (
    re.compile(r"wp::volume_(?:index_to_world|world_to_index)(?:_dir)?\((var_\w+), (var_\w+)\)"),
    1,
    "the transpose in a volume transform's adjoint (volume_index_to_world, volume_world_to_index: it applies the grid's map where its transpose is due; this launch's grid rotates)",
)
_DECLARED = re.compile(r"^\s*(wp::[\w:<>, ]+) (var_\w+);$", re.M)
_DECLARED_TILE = re.compile(r"^\s*(wp::tile_\w+_t<[\w:<>, ]+>) (var_\w+) = ", re.M)  # a tile's type names its element's


def _warps_adjoint(grads: dict, inputs: list[str], source: str, rotating_grid: bool = False) -> str | None:
    """Why a disagreement is Warp's own adjoint, where the check can say so: an adjoint that is NaN
    or infinite at a captured point whose outputs are finite (Warp's backward there: eigenvectors
    of repeated eigenvalues, a singular factorization), or a call on floats of a builtin whose
    adjoint Warp gets wrong (``_WARP_MISSING_ADJOINTS``; a volume transform where the launch passes
    a grid whose map is not symmetric, ``rotating_grid``). ``source``: the kernel's CPU source."""
    bad = [name for name in inputs if not np.isfinite(grads[name]).all()]
    if bad:
        return f"Warp's own adjoint of {', '.join(bad)} is not finite at the captured point (its outputs are): not differentiable there by Warp's backward"
    if _overwrites_computed_components(source):
        return "it overwrites a component of a local vector or matrix computed from its inputs (v[k] = ...), and Warp 1.19 passes the write's adjoint on to the overwritten value as well"
    declared = {var: kind for kind, var in _DECLARED.findall(source) + _DECLARED_TILE.findall(source)}
    table = _WARP_MISSING_ADJOINTS + ((_VOLUME_TRANSFORM,) if rotating_grid else ())
    missing = [why for pattern, at, why in table for call in pattern.finditer(source) if "float" in declared.get(call.group(at + 1), "")]
    if missing:
        return f"Warp 1.19 leaves out {' and '.join(dict.fromkeys(missing))}, on floats this kernel passes it"
    return None


_ASSIGNED = re.compile(r"^\s*(var_\w+) = (.*);$", re.M)
_VAR = re.compile(r"\bvar_\w+")
_COMPONENT_WRITE = re.compile(r"wp::assign_inplace\((var_\w+),")


def _overwrites_computed_components(source: str) -> bool:
    """Whether the CPU source writes a component of a local (``wp::assign_inplace``) whose value was
    computed from the arguments: the form Warp 1.19 differentiates wrong (evidence:
    ``component_write_over_input`` in tests/unit/warp/test_warp_reverse_mode.py); a local built
    from constants and then written (``component_write_into_constants``) is differentiated right.
    Taint from every argument (``var_<name>``; ``var_<n>`` are Warp's own) through the assignments;
    a component write taints nothing, so only the local's own value counts."""
    tainted = {v for v in _VAR.findall(source) if not v[4:].isdigit()}
    assignments = _ASSIGNED.findall(source)
    grown = True
    while grown:
        grown = False
        for target, expression in assignments:
            if target not in tainted and not tainted.isdisjoint(_VAR.findall(expression)):
                tainted.add(target)
                grown = True
    return any(target in tainted for target in _COMPONENT_WRITE.findall(source))


def _rotating_grid(launch: CapturedLaunch) -> bool:
    """Whether the launch passes a volume (a ``uint64`` parameter) whose index-to-world map is not symmetric."""
    wp = warp_ir.warp()
    for value in launch.values:
        volume = getattr(value, "owner", None)
        if isinstance(volume, wp.Volume):
            m = np.array(volume.get_grid_info().transform_matrix, dtype=np.float64).reshape(3, 3)
            if not np.array_equal(m, m.T):
                return True
    return False


def _skip_reason(found: dict) -> str | None:
    if found["float16"]:
        return f"float16 arrays ({', '.join(found['float16'])}): differences in half precision resolve no derivative, and real code has no float32 twin"
    if not found["outputs"]:
        return "writes no float array (its outputs are integers, or arrays inside structs or indexed): no loss to differentiate"
    if not found["inputs"]:
        return "no float input array (every float array it takes is one it writes): nothing to differentiate"
    return None


def _weights(kernel, launch: CapturedLaunch, outputs: list[str], draw: int) -> dict[str, np.ndarray]:
    """Seeded w in [-1, 1) per output, rounded to its scalar type, as (elements, components)."""
    found = {}
    for name in outputs:
        view = launch.views[name]
        u = uniform01(_seed(kernel), stream_name(f"adj_{name}", draw), view.size)
        found[name] = (2.0 * u - 1.0).astype(view.dtype).reshape(view.shape)
    return found


def _adjoints(kernel, launch: dict, found: dict, weights: dict) -> dict[str, np.ndarray]:
    """Warp's gradients of the inputs: a tape over the launch, backward from the weights."""
    wp = warp_ir.warp()
    run = CapturedLaunch(kernel, launch, grad=tuple(found["inputs"] + found["outputs"]), held_grads=True)
    tape = wp.Tape()
    with tape:
        run.launch()
    seeds = {}
    for name, w in weights.items():
        out = run.arg(name)
        seeds[out] = wp.array(w, dtype=out.dtype, shape=out.shape, device="cpu")
    tape.backward(grads=seeds)
    wp.synchronize_device("cpu")
    grads = {}
    for name in found["inputs"]:
        g = run.arg(name).grad.numpy()
        grads[name] = g.reshape(run.arg(name).size, -1).astype(np.float64)
    return grads


def _differences(kernel, launch: dict, found: dict, weights: dict, draw: int, precision: tolerance.GradPrecision) -> dict:
    """The sampled method over full launches from the captured bytes (the moved element aside)."""
    run = CapturedLaunch(kernel, launch)
    command = run.launch(record_cmd=True)
    inputs = set(found["inputs"])
    resets = [(run.views[name], run.initial[name]) for name in run.views if name not in inputs]
    outputs = {name: run.views[name].reshape(run.arg(name).size, -1) for name in found["outputs"]}

    def evaluate() -> dict[str, np.ndarray]:
        for view, initial in resets:
            view[...] = initial
        command.launch()
        return {name: rows.astype(np.float64) for name, rows in outputs.items()}

    threads = int(np.prod(run.dim, dtype=np.int64))
    scale = tolerance.captured_grad_noise_scale(threads) if found["atomic"] else 1.0
    words, samples = {}, {}
    for name in found["inputs"]:
        array = run.arg(name)
        words[name] = run.views[name].reshape(array.size, -1)
        samples[name] = (sample_indices(tuple(array.shape), _seed(kernel), f"grad_{name}", draw), tuple(array.shape))
    flat = {name: w.astype(np.float64).reshape(run.arg(name).size, -1) for name, w in weights.items()}
    magnitudes = rounding_magnitudes(evaluate, words, evaluate(), precision, _seed(kernel), draw)
    diffs = moved_differences(evaluate, words, flat, dict.fromkeys(flat, scale), samples, precision, magnitudes=magnitudes)
    for name in found["inputs"]:
        if run.views[name].tobytes() != run.initial[name].tobytes():
            raise RuntimeError(f"gradcheck: input {name!r} was not restored after its differences")
    return diffs


def check(kernel, launches: list[dict], block_dim: int, backward: bool) -> dict:
    """The check on each captured launch (replayed exactly): ``{"passed": True, numbers...}``,
    ``{"skipped": why}``, or ``{"passed": False, "label", "message"}``; see the module docstring."""
    if not backward:
        return {"skipped": "forward only: the kernel or its module declares enable_backward=False (its adjoint is not meant to be used)"}
    start = time.process_time()  # CPU seconds: the host is shared, wall time says little
    access, source = warp_ir.array_access(kernel, block_dim)
    forward = source[: source.find("_cpu_kernel_backward")] if "_cpu_kernel_backward" in source else source
    worst, samples, excluded, checked, skips = None, 0, 0, 0, []
    for draw, launch in enumerate(launches):
        found, base = roles(kernel, launch, access, forward)
        why = _skip_reason(found)
        if why:
            return {"skipped": why}
        if not all(np.isfinite(base.views[name]).all() for name in found["outputs"]):
            skips.append(f"launch {draw}: outputs not finite at the captured point")
            continue
        precision = tolerance.grad_precision_of(found["precision"])
        weights = _weights(kernel, base, found["outputs"], draw)
        grads = _adjoints(kernel, launch, found, weights)
        diffs = _differences(kernel, launch, found, weights, draw, precision)
        try:
            result = compare_differences("captured", grads, diffs, SAMPLED)
        except StageFailure as failure:
            if failure.label == "degenerate":
                skips.append(f"launch {draw}: not differentiable at the captured point ({failure.message})")
                continue
            note = ""
            if found["in_place"]:
                note = f" (in place: it reads the float array {', '.join(found['in_place'])} it writes, and Warp's backward re-runs the forward on the overwritten values)"
            elif found["stateful"]:
                note = f" (stateful: the launch also changes {', '.join(found['stateful'])}, which Warp's backward sees as the forward left them; it does not re-run atomics)"
            custom = warp_ir.custom_adjoints(kernel)
            known = f"its adjoint is custom by design (@wp.func_grad/@wp.func_replay of {', '.join(custom)})" if custom else note.strip(" ()") or None
            known = known or _warps_adjoint(grads, found["inputs"], source, _rotating_grid(base))
            return {"passed": False, "label": failure.label, "message": f"launch {draw}: {failure.message}{note}"[:2000], "known": known}
        moved = any(np.any(d.fd[~np.isnan(d.fd)] != 0.0) for d in diffs.values()) or any(np.any(g != 0.0) for g in grads.values())
        if not moved:
            skips.append(f"launch {draw}: the loss does not move with any float input at the captured point (every difference and adjoint is 0)")
            continue
        checked += 1
        samples, excluded = samples + result.samples, excluded + result.excluded
        if worst is None or result.worst_ratio > worst[0].worst_ratio:
            worst = (result, draw, found)
    seconds = round(time.process_time() - start, 3)
    if worst is None:
        return {"skipped": "; ".join(skips), "cpu_seconds": seconds}
    result, draw, found = worst
    return {
        "passed": True,
        "worst_error": result.worst_error,
        "tolerance": result.tolerance,
        "worst_ratio": result.worst_ratio,
        "worst_launch": draw,
        "samples": samples,
        "excluded": excluded,
        "launches": checked,
        "inputs": found["inputs"],
        "outputs": found["outputs"],
        "precision": tolerance.grad_precision_of(found["precision"]).name,
        "cpu_seconds": seconds,
    }
