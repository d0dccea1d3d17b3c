"""Warp's geometry queries (native/mesh.h) as CUDA helpers with its bodies, bit for bit.

A mesh handle is a ``Mesh`` struct passed by value: the device pointers of the arrays the case
built Warp's mesh from, and their sizes; each query reads them as Warp's does (same operations,
same order). ``helper(kind, type)`` writes one (``synth.render.cuda.helpers`` asks by helper key,
``mesh_eval_position:float32``).
"""

from __future__ import annotations

KINDS = ("mesh", "mesh_eval_position", "mesh_eval_velocity")  # in definition order
# C names the helpers define (a kernel's local of the same name is renamed).
NAMES = frozenset(KINDS[1:]) | {"Mesh"}  # the helper "mesh" defines the struct Mesh

MESH = """// A triangle mesh as Warp's Mesh holds it (native/mesh.h): the arrays it was built from. Warp's
// id is the address of its Mesh; here the kernel gets the struct itself, by value.
struct Mesh
{
    const vec3* points;      // num_points vertices
    const vec3* velocities;  // one per vertex, or nullptr: the mesh was built without velocities
    const int* indices;      // three vertex indices per triangle, counterclockwise
    int num_points;
    int num_tris;
};"""

# Warp's mesh_eval_position / mesh_eval_velocity: the point of triangle `tri` at barycentrics
# (u, v, 1 - u - v) of its vertices i, j, k; a mesh without velocities gives zero (a wp.Mesh always
# has points, so Warp's same test in mesh_eval_position is never taken and is left out).
EVAL = """__host__ __device__ inline vec3 mesh_eval_{what}(Mesh mesh, int tri, float u, float v)
{{
{guard}    const int i = mesh.indices[tri * 3 + 0];
    const int j = mesh.indices[tri * 3 + 1];
    const int k = mesh.indices[tri * 3 + 2];
    const vec3 p = mesh.{array}[i];
    const vec3 q = mesh.{array}[j];
    const vec3 r = mesh.{array}[k];
    return p * u + q * v + r * (1.0f - u - v);
}}"""


def helper(kind: str, t: str = "float32") -> tuple[str, tuple[str, ...]]:
    """One geometry helper (keyed ``kind:float32``) and the keys of the helpers it needs."""
    if kind == "mesh":
        return MESH, ("struct:vec3",)
    if kind in ("mesh_eval_position", "mesh_eval_velocity"):
        what = kind.removeprefix("mesh_eval_")
        array = {"position": "points", "velocity": "velocities"}[what]
        guard = "    if (!mesh.velocities) return vec3{0.0f, 0.0f, 0.0f};\n" if array == "velocities" else ""
        return EVAL.format(what=what, array=array, guard=guard), ("mesh:float32", "mul_vs:vec3", "add:vec3")
    raise KeyError(kind)
