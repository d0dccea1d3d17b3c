"""The category table: name -> generator ``(chooser, seed) -> KernelSpec``.

A generator is total: any sequence of choices gives a valid, numerically safe kernel.
"""

from synth.categories import (
    arithmetic,
    atomic,
    combined,
    control_flow,
    math,
    matrix,
    multi_conditional,
    nested_loop,
    random_math,
    scalar_param,
    vector,
)

CATEGORIES = {
    "arithmetic": arithmetic.generate,
    "vector": vector.generate,
    "matrix": matrix.generate,
    "control_flow": control_flow.generate,
    "math": math.generate,
    "atomic": atomic.generate,
    "nested_loop": nested_loop.generate,
    "multi_conditional": multi_conditional.generate,
    "combined": combined.generate,
    "scalar_param": scalar_param.generate,
    "random_math": random_math.generate,
}
