"""The category table: name -> generator ``(chooser, seed) -> KernelSpec``.

A generator is total: any sequence of choices gives a valid, numerically safe kernel.
"""

from synth.generate.categories import (
    arithmetic,
    atomic,
    bitwise,
    combined,
    control_flow,
    float64,
    func_call,
    gather_scatter,
    grid,
    half,
    half_storage,
    int64,
    integer,
    linalg,
    loop_control,
    math_library,
    matrix,
    multi_conditional,
    nested_loop,
    random_math,
    random_numbers,
    scalar_param,
    stencil,
    structs,
    unary_math,
    vector,
)
from synth.generate.grammar import with_kernel_prefixed_functions

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
    "half_storage": half_storage.generate,
    "half": half.generate,
    "float64": float64.generate,
    "int64": int64.generate,
}

CATEGORIES = {name: with_kernel_prefixed_functions(generate) for name, generate in _GENERATORS.items()}
