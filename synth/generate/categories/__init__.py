"""The category table: name -> generator ``(chooser, seed) -> KernelSpec``.

A generator is total: any sequence of choices gives a valid, numerically safe kernel.
"""

from synth.generate.categories import (
    arithmetic,
    atomic,
    bitwise,
    bvh_query,
    cdf_sample,
    combined,
    complex_math,
    control_flow,
    dtype_factory,
    float64,
    func_call,
    gather_scatter,
    grid,
    half,
    half_storage,
    hash_grid,
    int64,
    integer,
    linalg,
    loop_control,
    math_library,
    matrix,
    mesh_eval,
    mesh_point,
    mesh_query,
    mesh_ray,
    mixed_precision,
    multi_conditional,
    nested_loop,
    quantize,
    quaternion,
    random_math,
    random_numbers,
    rigid_body,
    sampling,
    scalar_param,
    selection,
    shading,
    stencil,
    stochastic,
    structs,
    tile_grid,
    tile_map,
    tile_matmul,
    tile_reduce,
    tile_scan,
    tile_thread,
    transform,
    unary_math,
    vector,
)
from synth.generate.idioms import with_idioms
from synth.generate.tiles import drawn_block_dim
from synth.generate.variations import with_kernel_prefixed_functions

_GENERATORS = {
    "arithmetic": arithmetic.generate,
    "vector": vector.generate,
    "matrix": matrix.generate,
    "control_flow": control_flow.generate,
    "math": unary_math.generate,
    "atomic": atomic.generate,
    "nested_loop": nested_loop.generate,
    "multi_conditional": multi_conditional.generate,
    "combined": combined.generate,
    "scalar_param": scalar_param.generate,
    "random_math": random_math.generate,
    "grid2d": grid.generate_2d,
    "grid3d": grid.generate_3d,
    "stencil": stencil.generate,
    "gather_scatter": gather_scatter.generate,
    "func_call": func_call.generate,
    "struct": structs.generate,
    "loop_control": loop_control.generate,
    "math_library": math_library.generate,
    "random": random_numbers.generate,
    "linalg": linalg.generate,
    "integer": integer.generate,
    "bitwise": bitwise.generate,
    "stochastic": stochastic.generate,
    "selection": selection.generate,
    "quaternion": quaternion.generate,
    "transform": transform.generate,
    "rigid_body": rigid_body.generate,
    "half_storage": half_storage.generate,
    "half": half.generate,
    "float64": float64.generate,
    "int64": int64.generate,
    "mixed_precision": mixed_precision.generate,
    "tile_map": tile_map.generate,
    "tile_reduce": tile_reduce.generate,
    "tile_matmul": tile_matmul.generate,
    "tile_thread": tile_thread.generate,
    "tile_scan": tile_scan.generate,
    "tile_grid": tile_grid.generate,
    "mesh_eval": mesh_eval.generate,
    "hash_grid": hash_grid.generate,
    "sampling": sampling.generate,
    "quantize": quantize.generate,
    "bvh_query": bvh_query.generate,
    "mesh_query": mesh_query.generate,
    "mesh_ray": mesh_ray.generate,
    "mesh_point": mesh_point.generate,
    "dtype_factory": dtype_factory.generate,
    "shading": shading.generate,
    "cdf_sample": cdf_sample.generate,
    "complex_math": complex_math.generate,
}

CATEGORIES = {name: with_idioms(with_kernel_prefixed_functions(generate), name) for name, generate in _GENERATORS.items()}

# The categories whose every kernel is a tile kernel, and those whose kernels sometimes are.
TILE_CATEGORIES = ("tile_map", "tile_reduce", "tile_matmul", "tile_thread", "tile_scan", "tile_grid")
_SOMETIMES_TILED = {"combined": combined.block_dim}


def block_dim_of(category: str, seed: int) -> int | None:
    """A case's ``KernelSpec.block_dim`` without generating the kernel (a tile case draws it from a
    stream of its own): what the batch planner groups cases by, one Warp module per block_dim."""
    if category in TILE_CATEGORIES:
        return drawn_block_dim(category, seed)
    sometimes = _SOMETIMES_TILED.get(category)
    return sometimes(seed) if sometimes else None
