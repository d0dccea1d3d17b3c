"""The contained process that imports a Warp kernel and launches it: ``python -m synth.evaluate.warp_child FOLDER``.

It reads ``FOLDER/job.pickle`` (written by the evaluator before anything of the candidate runs):
the module's file, its kernel's name and the runs. Warp's kernel cache is ``FOLDER/warp-cache``,
so nothing a candidate builds reaches the cache other processes share. For each run it launches
the kernel on Warp's CPU and writes the outputs (``.npz``), printing ``done K``. Everything it
writes is the candidate's to forge: the evaluator only reads output arrays back and compares them.

Two kinds of job: ``generated`` (a record's spec gives each run's launch and inputs, as for the
reference) and ``module`` (a kernel of existing code: the arguments of the record's CPU check,
``synth.stages.ingest.debug_run.launch_values``, made here for the record's own kernel and saved by
parameter name, then read back for a candidate's; or the record's captured launches, rebuilt
from their bytes by ``synth.warp.recorder``; every array is an output, struct fields flattened
as the recorder names them; Warp's debug mode checks bounds, as the record's check did).

A candidate's kernel is also lifted into the kernel model (``synth.warp.lift``) before any of its
code runs, for its race check (``synth.evaluate.python_races``): on the first run of each launch
shape (``lift_shape{S}.json``), or for existing code on each run's launch (``race_lift{K}.json``).
Where the lifter refuses it, Warp's own CPU source of the kernel is written instead
(``warp_race.json``, ``synth.evaluate.warp_races``), and a second run of this process on
``job_races.pickle`` launches that source built with the race check.

Exit statuses: 0 every run done, 3 the candidate does not build (import, missing kernel, Warp's
codegen: ``compile_error``), 4 a launch raised (``crash``).
"""

from __future__ import annotations

import json
import pickle
import sys
import traceback
from pathlib import Path

import numpy as np

from synth.stages.ingest.source_alone import MADE_INSIDE

BUILD_FAILED, LAUNCH_FAILED = 3, 4
MODULE = "synth_candidate"


def _fail(status: int, message: str) -> int:
    print(message[-4000:], file=sys.stderr, flush=True)
    return status


def main(argv: list[str] | None = None) -> int:
    argv = argv or sys.argv[1:]
    folder = Path(argv[0])
    job = pickle.loads((folder / (argv[1] if len(argv) > 1 else "job.pickle")).read_bytes())
    import warp as wp

    wp.config.kernel_cache_dir = str(folder / "warp-cache")
    wp.config.quiet = True
    from synth.stages.reference import run_forward
    from synth.warp import warp_ir

    warp_ir.warp()
    module_job = job.get("kind") == "module"
    if module_job:
        wp.config.mode = "debug"
        wp.config.enable_cpu_blocks = True  # tile kernels run their blocks on the CPU
    try:
        module = warp_ir.import_file(folder / job["source"], MODULE)
        kernel = getattr(module, job["kernel"], None)
        if kernel is None and MADE_INSIDE in job["kernel"]:  # made inside a function (a factory, a test body): at module level in its text
            kernel = getattr(module, job["kernel"].rsplit(MADE_INSIDE, 1)[-1], None)
        if kernel is None:  # defined in a class's body (Warp's key: Class__name): among the kernels Warp registered for the module
            kernel = dict(warp_ir.module_kernels(MODULE)).get(job["kernel"])
        if not isinstance(kernel, wp.Kernel):
            return _fail(BUILD_FAILED, f"the module defines no @wp.kernel named {job['kernel']!r}")
        written = Path(kernel.func.__code__.co_filename).resolve()
        if written != (folder / job["source"]).resolve():
            return _fail(BUILD_FAILED, f"the kernel {job['kernel']!r} is not defined in the candidate's file but in {written}: a candidate writes its kernel")
        if job.get("overload"):  # one declared overload of a generic kernel (existing code)
            kernel = warp_ir.overloads(kernel).get(job["overload"])
            if kernel is None:
                return _fail(BUILD_FAILED, f"{job['kernel']!r} declares no overload {job['overload']!r} (wp.overload)")
        kernel.module.options["enable_backward"] = False  # a forward run: half the build
        if module_job:
            kernel.module.options["mode"] = "debug"
            kernel.module.load("cpu", block_dim=warp_ir.cpu_launch_block_dim(job["block_dim"]))
        else:
            if job.get("block_dim") is not None:  # a tile kernel builds and launches with its block's threads, as the reference
                warp_ir.set_block_dim(kernel.module, job["block_dim"])
            warp_ir.build_cpu(kernel.module)  # at the reference's optimization level
    except Exception:
        return _fail(BUILD_FAILED, traceback.format_exc())
    if job.get("races"):  # the race check's run: every launch of the kernel goes through Warp's code built with the check
        from synth.evaluate import warp_races

        warp_races.launch_checked(folder, job["races"])
    if module_job:
        return _module_runs(wp, kernel, job, folder)
    inputs = []
    for run in job["runs"]:
        with np.load(folder / run["inputs"], allow_pickle=False) as data:
            inputs.append({p.name: _value(p, data[p.name]) for p in run["spec"].valued})  # a handle is built from these (reference.launch_args)
    if job.get("lift"):  # before any launch of the candidate's code
        _lift_shapes(kernel, job, inputs, folder)
    for k, (run, values) in enumerate(zip(job["runs"], inputs, strict=True)):
        try:
            outputs = run_forward(kernel, run["spec"], values, kinds=("out", "in"))  # the inputs as the launch left them, compared too
        except Exception:
            return _fail(LAUNCH_FAILED, f"launch {k}: " + traceback.format_exc())
        np.savez(folder / run["outputs"], **outputs)
        print(f"done {k}", flush=True)
    return 0


def _module_runs(wp, kernel, job: dict, folder: Path) -> int:
    from synth.stages.ingest import debug_run
    from synth.warp import recorder, warp_ir

    wt, _ = warp_ir.private_types()
    if job.get("race_lift"):  # a candidate's: before any launch of its code
        _race_lifts(wp, wt, kernel, job, folder)
    for k, run in enumerate(job["runs"]):
        try:
            if "captured" in run:  # a launch the program made, rebuilt from its saved bytes (synth.warp.recorder)
                seed = run.get("redraw")

                def fresh(values, seed=seed):
                    if seed is not None:
                        redraw(kernel, values, seed)

                if run.get("save_inputs"):
                    before = [recorder.deserialize(a.type, run["captured"]["args"], a.label, "cpu") for a in kernel.adj.args]
                    fresh(before)
                    np.savez(folder / run["inputs"], **recorder.arrays_after(kernel, before))
                    if job.get("lift"):
                        _lift_on(kernel, recorder.launch_of(kernel, before, run["captured"]["dim"], run["captured"]["block_dim"], run["captured"]["tiled"]), folder, k)
                args = recorder.replay(kernel, run["captured"], "cpu", prepare=fresh)
            else:
                if run["make_inputs"]:
                    args = debug_run.launch_values(kernel, job["input_set"], run["seed"])
                    np.savez(folder / run["inputs"], **{k: s for a, v in zip(kernel.adj.args, args, strict=True) for k, s in _saved_as(wp, wt, a.type, a.label, v).items()})
                    if job.get("lift"):
                        _lift_on(kernel, recorder.launch_of(kernel, args, job["dim"], None, job["tiled"]), folder, k)
                else:
                    with np.load(folder / run["inputs"], allow_pickle=False) as data:
                        args = [_loaded(wp, wt, a.type, a.label, data) for a in kernel.adj.args]
                launch = wp.launch_tiled if job["tiled"] else wp.launch
                launch(kernel, dim=job["dim"], inputs=args, block_dim=job["block_dim"], device="cpu")
                wp.synchronize_device("cpu")
        except Exception:
            return _fail(LAUNCH_FAILED, f"launch {k}: " + traceback.format_exc())
        np.savez(folder / run["outputs"], **recorder.arrays_after(kernel, args))
        print(f"done {k}", flush=True)
    return 0


def _lift_shapes(kernel, job: dict, inputs: list[dict], folder: Path) -> None:
    """The candidate's kernel lifted on the first run of each launch shape (``lift_shape{S}.json``),
    for the race check of its lifted CUDA (``synth.evaluate.python_races``)."""
    from synth.stages.reference import launch_args

    done = set()
    for run, values in zip(job["runs"], inputs, strict=True):
        spec = run["spec"]
        if run["shape"] not in done:
            done.add(run["shape"])
            arguments = lambda spec=spec, values=values: launch_args(spec, values, "cpu", kernel=kernel)  # noqa: E731
            _write_lift(kernel, arguments, (list(spec.shape), spec.block_dim, spec.tiled), folder / f"lift_shape{run['shape']}.json")


def _race_lifts(wp, wt, kernel, job: dict, folder: Path) -> None:
    """A candidate for a record of existing code: its kernel lifted on each run's launch as the run
    will make it (``race_lift{K}.json``, with the launch), for its race check."""
    from synth.warp import recorder

    for k, run in enumerate(job["runs"]):
        if "captured" in run:
            captured, seed = run["captured"], run.get("redraw")

            def arguments(captured=captured, seed=seed) -> list:
                args = [recorder.deserialize(a.type, captured["args"], a.label, "cpu") for a in kernel.adj.args]
                if seed is not None:
                    redraw(kernel, args, seed)
                return args

            shape = (captured["dim"], captured["block_dim"], captured["tiled"])
        else:

            def arguments(run=run) -> list:
                with np.load(folder / run["inputs"], allow_pickle=False) as data:
                    return [_loaded(wp, wt, a.type, a.label, data) for a in kernel.adj.args]

            shape = (job["dim"], None, job["tiled"])
        _write_lift(kernel, arguments, shape, folder / f"race_lift{k}.json", keep_launch=True, block_dim=job["block_dim"] if "captured" not in run else None)


def _write_lift(kernel, arguments, shape: tuple, path: Path, keep_launch: bool = False, block_dim: int | None = None) -> None:
    """``kernel`` lifted on a launch of ``arguments()`` (``shape``: dim, block_dim, tiled), written to
    ``path``: ``{"spec": ...}`` (and the launch), or ``{"refused": label}``. A generic kernel is
    lifted as the overload a launch on those arguments builds (``wp.launch`` resolves it so).
    Called before any of the candidate's code runs; whatever the lifter raises is a refusal,
    never the candidate's failure. ``block_dim``: the block the launch asks for, where not ``shape``'s."""
    import json

    from synth.model import spec_codec
    from synth.warp import lift, recorder

    try:
        args = arguments()
        if kernel.is_generic:
            kernel = kernel.add_overload(kernel.infer_argument_types(args))
        launch = recorder.launch_of(kernel, args, *shape)
        found = {"spec": spec_codec.to_data(lift.lift(kernel, launch))} | ({"launch": launch} if keep_launch else {})
    except lift.Refused as why:
        found = {"refused": why.label}
    except Exception as exc:  # the lifter's own failure: the race check is not done, the candidate is judged as before
        found = {"refused": f"not lifted: the lifter failed ({type(exc).__name__}: {str(exc).strip()[:200]})"}
    path.write_text(json.dumps(found))
    if "refused" in found:  # its race check is then of Warp's own CPU code of the kernel
        from synth.evaluate import warp_races

        warp_races.write_source(kernel, path.parent, shape[1] if block_dim is None else block_dim)


def _lift_on(kernel, launch: dict, folder: Path, k: int) -> None:
    """For a record whose kernel was lifted (it has a ``cuda_kernel``): run ``k``'s launch, its arguments
    before the run (``lift{k}.json``), and the kernel lifted on it (``lift.json``, from the first run:
    the spec its .cu is rendered from) or why not."""
    import json

    from synth.model import spec_codec
    from synth.warp import lift

    (folder / f"lift{k}.json").write_text(json.dumps(launch))
    if k == 0:
        try:
            found = {"spec": spec_codec.to_data(lift.lift(kernel, launch))}
        except lift.Refused as why:
            found = {"refused": why.label}
        (folder / "lift.json").write_text(json.dumps(found))


def redraw(kernel, values: list, seed: int) -> None:
    """Every float array among launch ``values`` (struct fields included) drawn afresh, uniformly
    within its captured values' range and in its shape: the program's inputs, values no candidate
    saw (an array of one value, or none finite, is kept)."""
    from synth.warp import recorder

    rng = np.random.default_rng(seed)
    for _, array in sorted(recorder.launch_arrays(kernel, values).items()):
        data = array.numpy()
        finite = data[np.isfinite(data)] if data.dtype.kind == "f" else data[:0]
        if finite.size and finite.min() < finite.max():
            array.assign(rng.uniform(float(finite.min()), float(finite.max()), data.shape).astype(data.dtype))


def _saved(value) -> np.ndarray:
    """A launch argument as an array: a Warp array's contents, a number, a vector's or matrix's components."""
    return value.numpy() if hasattr(value, "numpy") else np.asarray(value)


def _saved_as(wp, wt, t, label: str, value) -> dict[str, np.ndarray]:
    """A launch argument of type ``t`` as arrays to save, by the names ``recorder.arrays_after`` gives
    them: a struct field by field (``label.field``), an indexed array as the array it indexes
    (``label.data``) and its index arrays; anything else as one array."""
    if wt.type_is_struct(t):
        fields = ((name, var.type, getattr(value, name)) for name, var in t.vars.items())
        return {k: s for name, ft, v in fields if v is not None for k, s in _saved_as(wp, wt, ft, f"{label}.{name}", v).items()}
    if isinstance(value, wp.indexedarray):
        return {f"{label}.data": value.data.numpy(), **{f"{label}.indices{k}": i.numpy() for k, i in enumerate(value.indices) if i is not None}}
    from synth.warp import synthesized_handles

    recipe = synthesized_handles.recipe_of(value)
    if recipe is not None:  # a synthesized object: how to make it again, never its address; its arrays as they start
        from synth.warp import handles

        held = handles.id_arrays(value, label) if wt.is_array(t) else handles.arrays(value, label)
        made = {label: np.zeros_like(_saved(value)), f"{label}@object": np.frombuffer(json.dumps(recipe, sort_keys=True).encode(), dtype=np.uint8)}
        return {**made, **{name: np.array(array.numpy()) for name, array in held.items()}}
    return {label: _saved(value)}


def _loaded(wp, wt, t, label: str, data):
    """Launch argument ``label`` of type ``t`` back from what ``_saved_as`` saved in ``data``."""
    if wt.type_is_struct(t):
        value = t()
        for name, var in t.vars.items():
            if any(k == f"{label}.{name}" or k.startswith(f"{label}.{name}.") for k in data.files):
                setattr(value, name, _loaded(wp, wt, var.type, f"{label}.{name}", data))
        return value
    if f"{label}.data" in data.files:
        base = wp.array(data[f"{label}.data"], dtype=t.dtype, device="cpu")
        named = [f"{label}.indices{k}" for k in range(base.ndim)]
        return wp.indexedarray(base, [wp.array(data[n], dtype=wp.int32, device="cpu") if n in data.files else None for n in named])
    from synth.warp import synthesized_handles

    if f"{label}@object" in data.files:  # made again from its recipe: the same bytes (synth.warp.synthesized_handles)
        handle = synthesized_handles.from_recipe(json.loads(data[f"{label}@object"].tobytes()))
        if not wt.is_array(t):
            return handle
        ids = wp.array(np.full(data[label].shape, int(handle), dtype=np.uint64), dtype=wp.uint64, device="cpu")
        ids._synth_owners = {int(handle): handle.owner}
        return ids
    return _argument(wp, wt, t, data[label])


def _argument(wp, wt, t, saved: np.ndarray):
    """A launch argument of Warp type ``t`` back from ``_saved``."""
    if wt.is_array(t):
        return wp.array(saved, dtype=t.dtype, device="cpu")
    if t in (bool, wt.bool):
        return bool(saved.item())
    if saved.ndim:  # a vector, matrix, quaternion or transform: its components
        return t(*saved.ravel().tolist())
    return saved.item()


def _value(p, array: np.ndarray):
    """A launch value back from its npz array: a scalar parameter as a Python number (a struct's words stay an array)."""
    if p.kind == "scalar" and not p.type.is_struct:
        return array.item()
    return array


if __name__ == "__main__":
    sys.exit(main())
