"""Warp's geometry queries (native/mesh.h, hashgrid.h) as CUDA helpers with its bodies, bit for bit.

A mesh handle is a ``Mesh`` struct passed by value: the device pointers of the arrays the case
built Warp's mesh from, and their sizes; each query reads them as Warp's does (same operations,
same order). A hash grid is a ``HashGrid`` struct: the sorted point indices and per-cell ranges that
``build_hash_grid`` (host code, hashgrid.cpp's build) makes from the points, so a query visits the
same points in the same order as Warp's. ``helper(kind, type)`` writes one
(``synth.render.cuda.helpers`` asks by helper key, ``mesh_eval_position:float32``).
"""

from __future__ import annotations

MESH_KINDS = ("mesh", "mesh_eval_position", "mesh_eval_velocity")
GRID_KINDS = ("hash_grid", "hash_grid_query", "hash_grid_query_next", "hash_grid_point_id")
KINDS = (*MESH_KINDS, *GRID_KINDS)  # in definition order
# C names the helpers define (a kernel's local of the same name is renamed); the helpers "mesh" and
# "hash_grid" define the structs Mesh and HashGrid, and the grid's host build and cell arithmetic.
NAMES = frozenset(KINDS) - {"mesh", "hash_grid"} | {"Mesh", "HashGrid", "hash_grid_query_t", "hash_grid_cell_coord", "hash_grid_index"}
NAMES |= {"hash_grid_query_set_cell", "hash_grid_query_end", "build_hash_grid"}

# Warp's hash grid (hashgrid.h, hashgrid.cpp's hash_grid_update_host), its float32 kind.
HASH_GRID = """// A hash grid as Warp's HashGrid holds it (native/hashgrid.h): dim_x * dim_y * dim_z cells of width
// 1 / cell_width_inv, wrapped around (a point's cell is its floor(coordinate / width) modulo each dim),
// the points' indices sorted by cell and each cell's range of them.
struct HashGrid
{
    const int* point_ids;    // the points' indices, sorted by cell; a cell's own in increasing index order
    const int* cell_starts;  // per cell: its first slot in point_ids
    const int* cell_ends;    // per cell: one past its last slot (== start: an empty cell)
    int dim_x, dim_y, dim_z;
    float cell_width_inv;    // 1.0f / cell_width, rounded once, as Warp's
};

// A cell coordinate: floor, as Warp's (the case's coordinates are small: Warp's clamp of values
// beyond the int range, and of NaN, is never reached and is left out).
__host__ __device__ inline int hash_grid_cell_coord(float v) { return (int)floorf(v); }

// A cell coordinate triple to its cell: each wrapped into [0, dim), x fastest.
__host__ __device__ inline int hash_grid_index(const HashGrid& grid, int x, int y, int z)
{
    int cx = x % grid.dim_x;
    int cy = y % grid.dim_y;
    int cz = z % grid.dim_z;
    if (cx < 0) cx += grid.dim_x;
    if (cy < 0) cy += grid.dim_y;
    if (cz < 0) cz += grid.dim_z;
    return cz * (grid.dim_x * grid.dim_y) + cy * grid.dim_x + cx;
}

// Warp's build (hash_grid_update_host): each point's cell, the indices sorted by cell with a
// stable sort (Warp's radix sort; here a counting sort: a cell's points keep their index order),
// then each cell's range. Host code: it runs before the launch, on the points read from the file.
static void build_hash_grid(const HashGrid& grid, const vec3* points, int num_points, int* point_ids, int* cell_starts, int* cell_ends)
{
    const int num_cells = grid.dim_x * grid.dim_y * grid.dim_z;
    int* cells = (int*)malloc(sizeof(int) * num_points);
    for (int c = 0; c < num_cells; ++c) cell_starts[c] = cell_ends[c] = 0;
    for (int i = 0; i < num_points; ++i) {
        const vec3 p = points[i];
        cells[i] = hash_grid_index(grid, hash_grid_cell_coord(p.x * grid.cell_width_inv), hash_grid_cell_coord(p.y * grid.cell_width_inv),
                                   hash_grid_cell_coord(p.z * grid.cell_width_inv));
        cell_ends[cells[i]] += 1;  // the cell's count, for now
    }
    int start = 0;
    for (int c = 0; c < num_cells; ++c) {
        const int count = cell_ends[c];
        cell_starts[c] = start;
        cell_ends[c] = start;  // the next free slot while placing
        start += count;
    }
    for (int i = 0; i < num_points; ++i) point_ids[cell_ends[cells[i]]++] = i;
    free(cells);
}"""

# Warp's query (hash_grid_query_t, float32): the cells of the box [pos - radius, pos + radius], at
# most one pass over each dimension, visited z outermost, then y, then x; each cell's points in order.
HASH_GRID_QUERY = """struct hash_grid_query_t
{
    int x_start, y_start, z_start;
    int x_end, y_end, z_end;
    int x, y, z;        // the cell being visited
    int cell_index;     // the next slot of its range
    int cell_end;       // one past its range
    HashGrid grid;
};

__host__ __device__ inline void hash_grid_query_set_cell(hash_grid_query_t& query)
{
    const int cell = hash_grid_index(query.grid, query.x, query.y, query.z);
    query.cell_index = query.grid.cell_starts[cell];
    query.cell_end = query.grid.cell_ends[cell];
}

// A dimension's last cell: a radius wider than the grid visits each of its cells once.
__host__ __device__ inline int hash_grid_query_end(int start, int end, int dim)
{
    return (long long)end - (long long)start >= (long long)dim ? start + (dim - 1) : end;
}

__host__ __device__ inline hash_grid_query_t hash_grid_query(HashGrid grid, vec3 pos, float radius)
{
    hash_grid_query_t query;
    query.grid = grid;
    const float cell_width_inv = grid.cell_width_inv;
    query.x_start = hash_grid_cell_coord((pos.x - radius) * cell_width_inv);
    query.y_start = hash_grid_cell_coord((pos.y - radius) * cell_width_inv);
    query.z_start = hash_grid_cell_coord((pos.z - radius) * cell_width_inv);
    query.x_end = hash_grid_query_end(query.x_start, hash_grid_cell_coord((pos.x + radius) * cell_width_inv), grid.dim_x);
    query.y_end = hash_grid_query_end(query.y_start, hash_grid_cell_coord((pos.y + radius) * cell_width_inv), grid.dim_y);
    query.z_end = hash_grid_query_end(query.z_start, hash_grid_cell_coord((pos.z + radius) * cell_width_inv), grid.dim_z);
    query.x = query.x_start;
    query.y = query.y_start;
    query.z = query.z_start;
    hash_grid_query_set_cell(query);
    return query;
}"""

HASH_GRID_QUERY_NEXT = """// The next point of the query (its index into `index`), or false when every cell has been visited.
__host__ __device__ inline bool hash_grid_query_next(hash_grid_query_t& query, int& index)
{
    while (1) {
        if (query.cell_index < query.cell_end) {
            index = query.grid.point_ids[query.cell_index++];
            return true;
        }
        query.x++;
        if (query.x > query.x_end) {
            query.x = query.x_start;
            query.y++;
        }
        if (query.y > query.y_end) {
            query.y = query.y_start;
            query.z++;
        }
        if (query.z > query.z_end) return false;
        hash_grid_query_set_cell(query);
    }
}"""

HASH_GRID_POINT_ID = """// The index of the point in slot `index` of the grid's cell order.
__host__ __device__ inline int hash_grid_point_id(HashGrid grid, int index) { return grid.point_ids[index]; }"""

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
    if kind == "hash_grid":
        return HASH_GRID, ("struct:vec3",)
    if kind == "hash_grid_query":
        return HASH_GRID_QUERY, ("hash_grid:float32",)
    if kind == "hash_grid_query_next":
        return HASH_GRID_QUERY_NEXT, ("hash_grid_query:float32",)
    if kind == "hash_grid_point_id":
        return HASH_GRID_POINT_ID, ("hash_grid:float32",)
    raise KeyError(kind)
