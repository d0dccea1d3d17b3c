"""What a generated case costs cold, by category: the scheduler hands out the heaviest batch first
(``scheduling``) and the planner splits the cases into batches of even cost (``plan.plan_cases``).
The figures only order and cut batches; they never change a result."""

from __future__ import annotations

from synth.generate.cases import Case

CASE_SECONDS = {
    "arithmetic": 0.131,
    "vector": 0.133,
    "matrix": 0.167,
    "control_flow": 0.140,
    "math": 0.159,
    "atomic": 0.129,
    "nested_loop": 0.277,
    "multi_conditional": 0.170,
    "combined": 0.251,
    "scalar_param": 0.154,
    "random_math": 0.129,
    "grid2d": 0.155,
    "grid3d": 0.168,
    "stencil": 0.192,
    "gather_scatter": 0.142,
    "func_call": 0.208,
    "struct": 0.162,
    "loop_control": 0.224,
    "math_library": 0.143,
    "random": 0.175,
    "linalg": 0.187,
    "integer": 0.122,
    "bitwise": 0.125,
    "stochastic": 0.162,
    "selection": 0.166,
    "quaternion": 0.373,
    "transform": 0.267,
    "rigid_body": 0.297,
    "half_storage": 0.168,
    "half": 0.181,
    "float64": 0.228,
    "int64": 0.125,
    "mixed_precision": 0.203,
    "tile_map": 1.825,
    "tile_reduce": 2.529,
    "tile_matmul": 49.0,
    "tile_thread": 1.218,
    "tile_scan": 1.910,
    "tile_grid": 3.385,
    "mesh_eval": 0.060,
    "hash_grid": 0.125,
    "sampling": 1.141,
    "quantize": 0.390,
    "bvh_query": 0.100,
    "mesh_query": 0.054,
    "mesh_ray": 0.228,
    "mesh_point": 0.185,
    "dtype_factory": 0.109,
    "shading": 0.214,
    "cdf_sample": 0.041,
    "complex_math": 0.118,
}
"""Cold seconds per case of each category on one core, every stage (``python -m
benchmarks.category_costs``, 16 cases each, 2026-11-24, after the host code lost its templates): the
heaviest cost 3.1 times the lightest. The tile categories: 3 cases each, 2026-11-26, on a shared
machine; tile_matmul in CPU seconds of one case (its wall time there, 68 s, was half waiting):
Warp compiles three cuBLASDx LTOs for each (docs/explanation/tiles.md), so its batch goes first.
mesh_eval and hash_grid: 16 cases each, 2026-11-28, on a machine at load 13 where arithmetic measured
2.862 s (its figure above 0.131): their 1.313 s and 2.740 s scaled by that ratio. sampling and quantize:
16 cases each, 2026-11-29, at load 8, arithmetic 1.428 s, sampling 12.441 s (its nvrtc build of Warp's
matrix and sampler code dominates), quantize 4.252 s, scaled the same way. bvh_query and mesh_query: 16
cases each, 2026-11-29, on a loaded machine where arithmetic measured 3.563 s: their 2.712 s and 1.458 s
scaled the same way; mesh_ray: 2.077 s where arithmetic measured 1.196 s; mesh_point: 1.094 s where
arithmetic measured 0.776 s (16 cases each, 2026-11-29, at load 8); dtype_factory 0.225 s and shading
0.442 s where arithmetic measured 0.271 s; cdf_sample 0.162 s where arithmetic measured 0.513 s; complex_math
0.693 s where arithmetic measured 0.768 s (16 cases each, 2026-11-29)."""
OTHER_CASE_SECONDS = 0.2  # a kernel of existing code, or a category not measured yet


def estimated_seconds(cases: list) -> float:
    """A batch's cold cost on one core, as ``CASE_SECONDS`` estimates it."""
    return sum(CASE_SECONDS.get(c.category, OTHER_CASE_SECONDS) if c.kind == Case.kind else OTHER_CASE_SECONDS for c in cases)
