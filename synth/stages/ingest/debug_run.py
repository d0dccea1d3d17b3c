"""The CPU run of existing kernels in Warp's debug mode (bounds checks on), in a process of its own.

``python -m synth.stages.ingest.debug_run JOB.json`` runs each job's kernel once on synthesized inputs
and prints one JSON line (``{"synth": ...}``) for each step: ``build`` (the module's debug build
starts; ``build_error`` if Warp raises), ``start`` (the launch starts), and how it ended: ``ok``,
``error`` (a Python exception) or ``skip`` (a parameter no input can be made for: a handle
whose kind or object is refused). Debug mode stops the process at the first
out-of-bounds access (an assertion, SIGILL), so the parent (``synth.stages.modules``) learns
which kernel did it from the last ``start`` line without an end, and runs the rest again. The
build comes before ``start`` so that a process lost while building (Warp's LLVM has exited with
"IO failure on output stream" on a cold kernel cache under load) is told apart from a kernel
that fails on its inputs: the first is retried on the same inputs, never counted against them.

Inputs, for input set 0, 1, 2 or 3 (``INPUT_SETS``): arrays of 64 / 16x16 / 8x8x8 / 4x4x4x4
elements (sets 1 to 3: 2^18 elements, 512x512, 64^3, 16^4), floats uniform in [0, 1) from the
harness's own splitmix stream, ints 0 (valid indices; set 3: 1, for kernels that divide by an
integer element), bools false, quaternions and transforms
the identity; float scalars 0.5 (sets 2 and 3: 0.25, 1, 4, 16, ... in parameter order, for kernels
that divide one by another), int scalars 1; a struct's fields each as a parameter of its type
(``p.field``), an array of structs with each field drawn as above, an indexed array as a drawn
array indexed by n-1, ..., 1, 0 in each dimension (every element once, none where it lies: a lift
that ignores an index array reads other elements); a 1-D Fabric array as a drawn array in up to four
buckets of seeded sizes (``synth.warp.fabric.synthesized``), a Fabric array of arrays as a drawn 2-D
array whose rows are its elements' arrays, each cut to a seeded length of 1 to all its columns
(``synthesized_rows``), an indexed one read through the indices n-1, ..., 1, 0; a ``uint64`` that reaches a mesh, BVH, hash-grid or
volume builtin as a small seeded object of that kind (``synth.warp.synthesized_handles``; an array
of them: ``ELEMENTS`` elements in each dimension, each its id), any other ``uint64`` as an integer. One thread per launch axis
(``wp.tid()``'s arity), through ``wp.launch_tiled`` with its ``block_dim`` where the module
launches it so.
"""

from __future__ import annotations

import ast
import inspect
import json
import sys
import textwrap
import time
from pathlib import Path

import numpy as np

from synth.model.inputs import uniform01
from synth.model.module_case import ModuleCase
from synth.warp import fabric, lift_proof, recorder, synthesized_handles, warp_ir

INPUT_SETS = (
    "small arrays (64 / 16x16 / 8x8x8 / 4x4x4x4 elements), float scalars 0.5, int scalars 1",
    "large arrays (2^18 / 512x512 / 64x64x64 / 16x16x16x16 elements), float scalars 0.5, int scalars 1",
    "large arrays, float scalars 0.25, 1, 4, 16, ... in parameter order, int scalars 1",
    "large arrays, integer elements 1, float scalars 0.25, 1, 4, 16, ... in parameter order, int scalars 1",
)
FABRIC = fabric.KINDS  # the Fabric arrays' classes: fabricarray, indexedfabricarray
BUCKET_CUTS = 3  # a synthesized Fabric array's buckets: split at this many seeded places (up to 4 buckets)
HANDLES = "; handles: "  # after an input set's text, where the run made objects for the kernel's handles


def input_set_of(text: str) -> int | None:
    """The input set a record's ``inputs`` text names (``INPUT_SETS``, then perhaps the handles made); None for none."""
    return next((n for n, words in enumerate(INPUT_SETS) if text == words or text.startswith(words + HANDLES)), None)


_SMALL = {1: (64,), 2: (16, 16), 3: (8, 8, 8), 4: (4, 4, 4, 4)}
_LARGE = {1: (2**18,), 2: (512, 512), 3: (64, 64, 64), 4: (16, 16, 16, 16)}


class NotRunnable(Exception):
    """A parameter this run cannot make a value for (the kernel is recorded as not run)."""


class ArraysTooSmall(NotRunnable):
    """An input set whose arrays are smaller than a synthesized object's indices (a larger set may do)."""


def tid_arity(kernel) -> int:
    """How many indices the kernel takes from ``wp.tid()`` (1 when it takes none)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(kernel.func)))
    except (OSError, SyntaxError, TypeError):
        return 1
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and getattr(node.value.func, "attr", None) == "tid":
            target = node.targets[0]
            return len(target.elts) if isinstance(target, ast.Tuple) else 1
    return 1


def _check_array(wt, codegen, t, name: str, needs: dict) -> None:
    """NotRunnable unless array type ``t`` is a plain or indexed array of values that can be drawn
    (an array of uint64: of ids of synthesized objects, or of values, as ``needs`` says)."""
    concrete = getattr(type(t), "_concrete_cls", type(t))
    if concrete not in (wt.array, wt.indexedarray) and concrete.__name__ not in FABRIC:
        raise NotRunnable(f"parameter {name!r} is a {concrete.__name__}")
    if concrete.__name__ in FABRIC and not fabric.holds(t.dtype):
        raise NotRunnable(f"parameter {name!r} is a {concrete.__name__} of {wt.type_repr(t.dtype)} (a type no Fabric attribute has)")
    if concrete.__name__ in FABRIC and t.dtype is wt.uint64:  # a Fabric attribute's numbers (synth.warp.fabric), drawn 0
        return
    if isinstance(t.dtype, codegen.Struct):
        _check_struct_elements(wt, codegen, t.dtype, name)
        return
    if t.dtype is wt.uint64 and name not in needs:
        raise NotRunnable(f"parameter {name!r} is an array of uint64 (object handles)")
    if not wt.type_is_value(t.dtype):  # textures and other objects: nothing to draw
        raise NotRunnable(f"parameter {name!r} is an array of {getattr(t.dtype, '__name__', t.dtype)}")


def _check_struct_elements(wt, codegen, struct, name: str) -> None:
    """NotRunnable unless every field of an array's struct elements is a value (drawn in place)."""
    for field, var in struct.vars.items():
        if isinstance(var.type, codegen.Struct):
            _check_struct_elements(wt, codegen, var.type, name)
        elif var.type is wt.uint64 or not wt.type_is_value(var.type):
            raise NotRunnable(f"parameter {name!r} is an array of structs holding {wt.type_repr(var.type)} ({struct.key}.{field})")


def _fill_struct_elements(wt, codegen, struct, memory, name: str, seed: int) -> None:
    """Each field of an array of structs (numpy's structured view) drawn as an array of that type is:
    floats uniform in [0, 1), ints 0, bools false, quaternions and transforms the identity."""
    for field, var in struct.vars.items():
        column = memory[field]
        if isinstance(var.type, codegen.Struct):
            _fill_struct_elements(wt, codegen, var.type, column, f"{name}.{field}", seed)
        elif wt.type_is_quaternion(var.type) or wt.type_is_transformation(var.type):
            column[...] = _identity(wt, var.type, column.dtype)
        elif column.dtype.kind == "f":
            column[...] = uniform01(seed, f"{name}.{field}", column.size).reshape(column.shape).astype(column.dtype)


def _value(wp, wt, codegen, t, name: str, input_set: int, floats_seen: list, seed: int = 0, needs: dict | None = None):
    """A launch value of Warp type ``t`` for parameter ``name`` in ``input_set`` (float arrays and
    synthesized objects drawn with ``seed``; ``needs``: the handles' kinds, ``synthesized_handles.infer``)."""
    needs = {} if needs is None else needs
    if wt.is_array(t):
        _check_array(wt, codegen, t, name, needs)
        dtype = t.dtype
        shape = (_LARGE if input_set else _SMALL)[t.ndim]
        if dtype is wt.uint64 and needs[name].kind != "value":  # ELEMENTS ids of one object: a loop over them indexes no array past its end
            handle = synthesized_handles.build(needs[name], seed, name)
            ids = wp.array(np.full((synthesized_handles.ELEMENTS,) * t.ndim, int(handle), dtype=np.uint64), dtype=wt.uint64, device="cpu")
            ids._synth_owners = {int(handle): handle.owner}
            return ids
        array = wp.zeros(shape, dtype=dtype, device="cpu")
        memory = array.numpy()
        if isinstance(dtype, codegen.Struct):
            _fill_struct_elements(wt, codegen, dtype, memory, f"{name}@{input_set}", seed)
        elif wt.type_is_quaternion(dtype) or wt.type_is_transformation(dtype):
            memory[...] = _identity(wt, dtype, memory.dtype)
        elif memory.dtype.kind == "f":
            count = int(np.prod(memory.shape))
            memory[...] = uniform01(seed, f"{name}@{input_set}", count).reshape(memory.shape).astype(memory.dtype)
        elif memory.dtype.kind in "iu" and input_set == 3:  # no zero divisor (test_arithmetic's integer a / b), still a valid index
            memory[...] = 1
        drawn = wp.array(memory, dtype=dtype, device="cpu")
        if getattr(type(t), "_concrete_cls", type(t)) is wt.indexedarray:  # every element, in reverse
            return wp.indexedarray(drawn, [wp.array(np.arange(n - 1, -1, -1, dtype=np.int32), dtype=wp.int32, device="cpu") for n in shape])
        kind = getattr(type(t), "_concrete_cls", type(t)).__name__
        cuts = uniform01(seed, f"{name}@{input_set}.buckets", BUCKET_CUTS)
        if kind in FABRIC and t.ndim == 2:  # each row an element's array, of a seeded length
            return fabric.synthesized_rows(drawn, cuts, uniform01(seed, f"{name}@{input_set}.lengths", shape[0]), kind == FABRIC[1])
        if kind in FABRIC:
            return fabric.synthesized(drawn, cuts, kind == FABRIC[1])
        return drawn
    if isinstance(t, codegen.Struct):  # each field drawn as a parameter of its type would be
        instance = t()
        for field, var in t.vars.items():
            setattr(instance, field, _value(wp, wt, codegen, var.type, f"{name}.{field}", input_set, floats_seen, seed, needs))
        return instance
    if t is wt.uint64 and needs.get(name, synthesized_handles.Need("value")).kind != "value":
        return synthesized_handles.build(needs[name], seed, name)
    if t is wt.uint64 and name not in needs:
        raise NotRunnable(f"parameter {name!r} is a uint64 (an object handle: mesh, volume, BVH, hash grid)")
    if t in (bool, wt.bool):
        return False
    if wt.type_is_quaternion(t) or wt.type_is_transformation(t):
        return t(*_identity(wt, t, np.float64))
    if wt.type_is_vector(t) or wt.type_is_matrix(t):
        return t()
    if t is int or wt.type_is_int(t):
        return 1
    if t is float or wt.type_is_float(t):
        k = len(floats_seen)
        floats_seen.append(name)
        return 0.25 * 4.0**k if input_set >= 2 else 0.5
    raise NotRunnable(f"parameter {name!r} has type {wt.type_repr(t)}")


def launch_values(kernel, input_set: int, seed: int = 0, needs: dict | None = None) -> list:
    """The kernel's launch arguments for ``input_set`` as ``run`` makes them, float arrays drawn
    with ``seed`` (0: the record's own run); ``needs``: ``handle_needs``'s, if known; raises NotRunnable."""
    wp = warp_ir.warp()
    wt, codegen = warp_ir.private_types()
    floats: list[str] = []
    needs = handle_needs(kernel, input_set) if needs is None else needs
    return [_value(wp, wt, codegen, a.type, a.label, input_set, floats, seed, needs) for a in kernel.adj.args]


def handle_needs(kernel, input_set: int) -> dict:
    """What each uint64 place of the kernel needs (``synthesized_handles.infer``), its objects'
    query indices checked against the dimensions of the kernel's arrays in ``input_set``; raises NotRunnable."""
    wt, codegen = warp_ir.private_types()
    try:
        needs = synthesized_handles.infer(kernel)
    except synthesized_handles.Refused as why:
        raise NotRunnable(str(why)) from None
    extents: list[int] = []

    def visit(t) -> None:
        if wt.is_array(t) and t.ndim in _SMALL:
            extents.extend((_LARGE if input_set else _SMALL)[t.ndim])
        elif isinstance(t, codegen.Struct):
            for var in t.vars.values():
                visit(var.type)

    for a in kernel.adj.args:
        visit(a.type)
    try:
        for name, need in needs.items():
            synthesized_handles.check_sizes(name, need, extents)
    except synthesized_handles.Refused as why:
        raise ArraysTooSmall(str(why)) from None
    return needs


def why_not_runnable(kernel) -> str | None:
    """Why no synthesized input can be made for one of the kernel's parameters (None: all can)."""
    wp = warp_ir.warp()
    wt, codegen = warp_ir.private_types()
    try:
        needs = handle_needs(kernel, len(INPUT_SETS) - 1)  # the largest arrays: a set of smaller ones is an error of that set
    except NotRunnable as why:
        return str(why)

    def check(t, name: str) -> None:
        if wt.is_array(t):  # checked without allocating: the type alone decides
            _check_array(wt, codegen, t, name, needs)
            if t.ndim not in _SMALL:
                raise NotRunnable(f"parameter {name!r} has {t.ndim} dimensions")
        elif isinstance(t, codegen.Struct):
            for field, var in t.vars.items():
                check(var.type, f"{name}.{field}")
        elif t is not wt.uint64:  # a handle's object is built only for a run
            _value(wp, wt, codegen, t, name, 0, [], 0, needs)
        elif name not in needs:
            raise NotRunnable(f"parameter {name!r} is a uint64 (an object handle: mesh, volume, BVH, hash grid)")

    try:
        for a in kernel.adj.args:
            check(a.type, a.label)
    except NotRunnable as why:
        return str(why)
    return None


def _identity(wt, dtype, np_dtype):
    """The identity quaternion (x, y, z, w), or transform (position, then rotation)."""
    if wt.type_is_quaternion(dtype):
        return np.array([0.0, 0.0, 0.0, 1.0], dtype=np_dtype)
    return np.array([0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0], dtype=np_dtype)  # transform: p, then q


def cpu_block_dim(block_dim: int | None) -> int:
    """The block_dim Warp's CPU builds and runs a launch of ``block_dim`` with; NotRunnable where
    it refuses it (more than 1024 threads a block with CPU blocks on: a launch its program made to
    see CUDA refuse it, as test_launch's ``noop_kernel``)."""
    try:
        return warp_ir.cpu_launch_block_dim(block_dim)
    except ValueError as why:
        raise NotRunnable(f"Warp's CPU runs no block of its launch's block_dim ({why})") from None


def reads_no_argument(kernel) -> bool:
    """Whether the kernel's body uses its parameters only as arrays it stores into by subscript
    (``out[0] = ...``): what it does then is the same on every input, so a failure is its own
    code's (test_tile_oob's kernels index a tile of zeros out of bounds to see Warp's assertion)."""
    params = {a.label for a in kernel.adj.args}
    stored = {id(node.value) for node in ast.walk(kernel.adj.tree) if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Store)}
    return not any(isinstance(node, ast.Name) and node.id in params and id(node) not in stored for node in ast.walk(kernel.adj.tree))


def _say(**message) -> None:
    print(json.dumps({"synth": message}, sort_keys=True), flush=True)


def run(job: dict) -> None:
    from synth.warp import discovery

    wp = warp_ir.warp()
    wp.config.mode = "debug"
    wp.config.enable_cpu_blocks = True  # tile kernels run their blocks on the CPU

    for item in job["cases"]:
        case = ModuleCase.from_dict(item["case"])
        input_set, block_dim, tiled = item["input_set"], item["block_dim"], item["tiled"]
        kernel = discovery.kernel_of(case)
        kernel.module.options["mode"] = "debug"
        kernel.module.options["enable_backward"] = False  # a forward run: half the build
        try:
            cpu_blocks = cpu_block_dim(block_dim)
            needs = handle_needs(kernel, input_set)
            args = launch_values(kernel, input_set, needs=needs)
        except ArraysTooSmall as why:  # the next input set's arrays are larger
            _say(error=case.id, input_set=input_set, message=str(why))
            continue
        except NotRunnable as why:
            _say(skip=case.id, reason=str(why))
            continue
        dim = [1] * tid_arity(kernel)
        plain = frozenset(place for place, need in needs.items() if need.kind == "value")  # uint64 values, not handles
        launch = recorder.launch_of(kernel, args, dim, block_dim, tiled, plain) if item.get("lift") else None
        _say(build=case.id, input_set=input_set)
        try:
            kernel.module.load("cpu", block_dim=cpu_blocks)
        except Exception as exc:
            _say(build_error=case.id, message=f"{type(exc).__name__}: {exc}"[:2000])
            continue
        _say(start=case.id, input_set=input_set, **({"reads_none": True} if reads_no_argument(kernel) else {}))
        started = time.perf_counter()
        try:
            if tiled:
                wp.launch_tiled(kernel, dim=dim, inputs=args, block_dim=block_dim, device="cpu")
            else:
                wp.launch(kernel, dim=dim, inputs=args, block_dim=block_dim, device="cpu")
            wp.synchronize_device("cpu")
        except Exception as exc:
            _say(error=case.id, input_set=input_set, message=f"{type(exc).__name__}: {exc}"[:2000])
            continue
        made = synthesized_handles.described(kernel, args)
        _say(ok=case.id, input_set=input_set, dim=dim, seconds=round(time.perf_counter() - started, 3), **({"handles": made} if made else {}))
        if launch is not None:
            wide = wide_dim(kernel, args, len(dim)) if item.get("wide", True) and not tiled and not made else None  # a handle's thread-index queries are bounded for one thread
            if wide is not None:  # every thread of the kernel's first array: bounds checked here before the proof
                launch = recorder.launch_of(kernel, launch_values(kernel, input_set, needs=needs), wide, block_dim, tiled, plain)
                _say(wide_start=case.id, dim=wide)
                recorder.replay(kernel, launch)
                _say(wide_ok=case.id)
            _say(lift_start=case.id)  # a lifted model that ends the process is refused, the kernel's run stands
            _say(lift=case.id, launch=launch, result=lift_proof.prove(kernel, [launch], Path.cwd()))


def wide_dim(kernel, values: list, arity: int) -> list[int] | None:
    """The launch a lift is proved on where the kernel allows it: one thread per element of its first
    array of as many dimensions as ``wp.tid()`` gives (one thread proves little of an index; a Fabric
    array of arrays is one dimension of elements); None when it has none. The parent learns from ``wide_start`` without ``wide_ok`` that it read out of
    bounds, and proves the lift on the one-thread launch instead."""
    wt, _ = warp_ir.private_types()
    for a, v in zip(kernel.adj.args, values, strict=True):
        if wt.is_array(a.type) and v is not None and len(v.shape) == arity and arity <= 3:
            return [int(x) for x in v.shape]
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    run(json.loads(Path(argv[0]).read_text()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
