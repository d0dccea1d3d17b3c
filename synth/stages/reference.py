"""The reference: the kernel run on Warp's CPU device with the case's seeded inputs, one run per draw.

Values travel as numpy arrays in the layout of ``synth.model.inputs`` (a struct as its
float32 words); ``warp_array`` and ``to_numpy`` convert at the launch boundary.
"""

from __future__ import annotations

import traceback

import numpy as np

from synth.model.failures import StageFailure
from synth.model.inputs import DRAWS, make_inputs
from synth.model.spec import HANDLE_KINDS, KernelSpec, Param
from synth.stages import codegen
from synth.stages.batch import Batch, launches_kernels
from synth.verify.degeneracy import degeneracy
from synth.warp import fabric, handles, warp_ir


def struct_class(kernel, spec: KernelSpec, p: Param):
    """The Warp struct class of a struct parameter (or of an array's elements), from the kernel's signature."""
    arg = kernel.adj.args[spec.params.index(p)].type
    return arg if p.kind == "scalar" else arg.dtype


def warp_array(spec: KernelSpec, p: Param, value: np.ndarray, device: str, requires_grad: bool = False, kernel=None):
    """``value`` (numpy, layout of ``synth.model.inputs``) as a Warp array of the parameter's dtype."""
    wp = warp_ir.warp()
    if p.type.is_struct:
        cls = struct_class(kernel, spec, p)
        records = np.ascontiguousarray(value, dtype=np.float32).view(np.dtype(cls.numpy_dtype()))
        return wp.array(records.reshape(spec.array_shape(p)), dtype=cls, device=device, requires_grad=requires_grad)
    return wp.array(value, dtype=warp_ir.value_type(p.type), device=device, requires_grad=requires_grad)


def to_numpy(spec: KernelSpec, p: Param, array) -> np.ndarray:
    """A Warp array's contents in the layout of ``synth.model.inputs`` (struct records as float32 words)."""
    value = array.numpy().copy()
    if p.type.is_struct:
        value = value.view(np.float32).reshape(*spec.array_shape(p), p.type.components)
    return value


def struct_value(kernel, spec: KernelSpec, p: Param, words: np.ndarray):
    """A struct parameter passed by value, its fields filled from its float32 words."""
    value = struct_class(kernel, spec, p)()
    offset = 0
    for name, t in p.type.fields:
        n = t.components
        part = words[offset : offset + n]
        setattr(value, name, float(part[0]) if t.is_scalar else warp_ir.value_type(t)(*(float(x) for x in part)))
        offset += n
    return value


def launch_args(spec: KernelSpec, values: dict, device: str, requires_grad: bool = False, kernel=None) -> list:
    """Warp launch arguments in parameter order: arrays on ``device``, scalars as Python values.

    ``kernel`` is needed when the kernel has struct parameters (their Warp class comes from it).
    """
    wp = warp_ir.warp()
    args, by_name = [], {}
    for p in spec.params:
        if p.kind in HANDLE_KINDS:  # built from the arrays before it, as the case's record says
            args.append(handles.generated(p.kind, {role: by_name[name] for role, name in p.built_from}, dict(p.options)))
        elif p.kind == "scalar":
            args.append(struct_value(kernel, spec, p, values[p.name]) if p.type.is_struct else values[p.name])
        elif p.kind == "none":  # an array passed as None (a lifted kernel of real code)
            args.append(None)
        elif p.is_fabric:  # a Fabric array (of arrays) over its elements, read through its index array where indexed (a lifted kernel of real code)
            fa = fabric.over(warp_array(spec, p, values[p.name], device, False, kernel), p.buckets, lengths=p.lengths or None)
            args.append(fa[wp.array(values[f"{p.name}.indices"], dtype=wp.int32, device=device)] if p.indexed is not None else fa)
        elif p.is_indexed_array:  # the array it indexes read through its index arrays (a lifted kernel of real code)
            indices = [wp.array(values[f"{p.name}.indices[{d}]"], dtype=wp.int32, device=device) if n is not None else None for d, n in enumerate(p.index_lengths)]
            args.append(wp.indexedarray(warp_array(spec, p, values[p.name], device, False, kernel), indices))
        else:
            args.append(warp_array(spec, p, values[p.name], device, requires_grad and p.type.is_float, kernel))
        by_name[p.name] = args[-1]
    return args


def launch(kernel, spec: KernelSpec, args: list, device: str, record_cmd: bool = False):
    """The kernel's launch as its spec says: ``wp.launch`` over ``spec.dim`` threads, or for a tile
    kernel with its ``block_dim`` (``wp.launch_tiled`` when ``spec.tiled``: ``dim`` counts tiles).
    On the CPU a tile kernel's blocks run their threads together (``wp.config.enable_cpu_blocks``,
    set by ``synth.warp.warp_ir.warp``), as on a GPU."""
    wp = warp_ir.warp()
    if spec.block_dim is None:
        return wp.launch(kernel, dim=spec.dim, inputs=args, device=device, record_cmd=record_cmd)
    run = wp.launch_tiled if spec.tiled else wp.launch
    return run(kernel, dim=spec.dim, inputs=args, device=device, block_dim=spec.block_dim, record_cmd=record_cmd)


def run_forward(kernel, spec: KernelSpec, values: dict, device: str = "cpu", kinds: tuple[str, ...] = ("out",)) -> dict[str, np.ndarray]:
    """Launch once and return the output arrays by name (``kinds``: the input arrays too, as the launch left them)."""
    wp = warp_ir.warp()
    args = launch_args(spec, values, device, kernel=kernel)
    launch(kernel, spec, args, device)
    wp.synchronize_device(device)
    return {p.name: to_numpy(spec, p, a.data if p.is_indexed_array else a) for p, a in zip(spec.params, args, strict=True) if p.kind in kinds}


class Outputs(dict):
    """Draw 0's output arrays by name (what single-run consumers read), with every draw's in ``draws``."""

    def __init__(self, draws: list[dict[str, np.ndarray]]) -> None:
        super().__init__(draws[0])
        self.draws = draws


@launches_kernels
def forward(batch: Batch) -> dict:
    """Forward outputs on the CPU for every case and each of the ``DRAWS`` input draws;
    degenerate outputs in any draw are failures."""
    results = {}
    for case in batch.cases:
        spec = case.spec
        try:
            kernel = batch.value(case, codegen.cpu_kernels)
        except StageFailure as failure:
            results[case.id] = failure
            continue
        draws = []
        for draw in range(DRAWS):
            values = make_inputs(spec, draw)
            initial = {p.name: values[p.name] for p in spec.outputs}
            try:
                outputs = run_forward(kernel, spec, values)
            except Exception as exc:
                draws = StageFailure("crash", f"CPU launch failed: {exc}", {"traceback.txt": traceback.format_exc()})
                break
            reason = degeneracy(outputs, initial)
            if reason:
                arrays = {f"{k}.npy": v for k, v in {**values, **outputs}.items() if isinstance(v, np.ndarray)}
                draws = StageFailure("degenerate", f"input draw {draw}: {reason}", arrays)
                break
            draws.append(outputs)
        results[case.id] = draws if isinstance(draws, StageFailure) else Outputs(draws)
    return results
