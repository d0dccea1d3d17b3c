"""Warp's geometry queries (native/mesh.h, hashgrid.h, bvh.h) as CUDA helpers with its bodies, bit for bit.

A mesh handle is a ``Mesh`` struct passed by value: the device pointers of the arrays the case
built Warp's mesh from, and their sizes; each query reads them as Warp's does (same operations,
same order). A hash grid is a ``HashGrid`` struct: the sorted point indices and per-cell ranges that
``build_hash_grid`` (host code, hashgrid.cpp's build) makes from the points, so a query visits the
same points in the same order as Warp's. A BVH is a ``Bvh`` struct of the boxes Warp built its tree
of; a query tests every box in index order with Warp's own overlap test (native/intersect.h), so it
finds the SAME SET of items as Warp's traversal (a node's box holds its children's, and the tests
are monotone in the box: a box a query overlaps has every ancestor overlapped), in another ORDER
(Warp's is its tree's): the generated kernels combine the items only in ways the order does not
change (the tie rule, ``synth.generate.categories.bvh_query``). A mesh's ray and point queries test every
face in index order too, keeping a strictly closer (further) one: Warp's smallest (largest) distance, the
lowest index of faces tied at it (their categories read only what that choice does not change).
``helper(kind, type)`` writes one (``synth.render.cuda.helpers`` asks by helper key, ``mesh_eval_position:float32``).
"""

from __future__ import annotations

MESH_KINDS = ("mesh", "mesh_eval_position", "mesh_eval_velocity")
GRID_KINDS = ("hash_grid", "hash_grid_query", "hash_grid_query_next", "hash_grid_point_id")
BVH_KINDS = ("intersect_aabb_aabb", "bvh", "bvh_query_aabb", "bvh_query_ray", "bvh_query_next")
MESH_QUERY_KINDS = ("mesh_query_aabb", "mesh_query_aabb_next", "intersect_ray_tri_woop", "mesh_query_ray")
POINT_QUERY_KINDS = ("closest_point_to_triangle", "mesh_query_point_t", "mesh_query_point_no_sign", "mesh_query_furthest_point_no_sign")
KINDS = (*MESH_KINDS, *GRID_KINDS, *BVH_KINDS, *MESH_QUERY_KINDS, *POINT_QUERY_KINDS)  # in definition order
# C names the helpers define (a kernel's local of the same name is renamed); the helpers "mesh" and
# "hash_grid" define the structs Mesh and HashGrid, and the grid's host build and cell arithmetic; "bvh" the struct Bvh.
NAMES = frozenset(KINDS) - {"mesh", "hash_grid", "bvh"} | {"Mesh", "HashGrid", "hash_grid_query_t", "hash_grid_cell_coord", "hash_grid_index"}
NAMES |= {"hash_grid_query_set_cell", "hash_grid_query_end", "build_hash_grid"}
NAMES |= {"Bvh", "bvh_query_t", "intersect_ray_aabb", "mesh_query_aabb_t", "mesh_query_ray_t", "diff_product"}
NAMES |= {"furthest_point_to_triangle", "mesh_face_is_sliver", "mesh_face_point_dist_sq"}

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


INTERSECT_AABB_AABB = """// Warp's box overlap test (native/intersect.h intersect_aabb_aabb): closed boxes, so boxes that touch
// overlap. (Warp's || of the six tests; | here: the same value, without a branch per test.)
__host__ __device__ inline bool intersect_aabb_aabb(vec3 a_lower, vec3 a_upper, vec3 b_lower, vec3 b_upper)
{
    return !((a_lower.x > b_upper.x) | (a_lower.y > b_upper.y) | (a_lower.z > b_upper.z) | (a_upper.x < b_lower.x) | (a_upper.y < b_lower.y) |
             (a_upper.z < b_lower.z));
}"""

BVH = """// A BVH as a query reads Warp's (native/bvh.h): the boxes Warp built its tree of, item k's box
// lowers[k] .. uppers[k]. Here the kernel gets the boxes themselves, by value, and tests each.
struct Bvh
{
    const vec3* lowers;
    const vec3* uppers;
    int num_items;
};

// Warp's ray/box slab test (native/intersect.h intersect_ray_aabb), the ray given by its start and the
// reciprocal of its direction; t is where it enters the box (negative: it starts inside). fminf/fmaxf
// for Warp's min/max: they differ only on NaN and on the sign of a zero, neither of which changes a
// comparison below (a query's direction has no zero component: no 0 * inf).
__host__ __device__ inline bool intersect_ray_aabb(vec3 pos, vec3 rcp_dir, vec3 lower, vec3 upper, float& t)
{
    float l1 = (lower.x - pos.x) * rcp_dir.x;
    float l2 = (upper.x - pos.x) * rcp_dir.x;
    float lmin = fminf(l1, l2);
    float lmax = fmaxf(l1, l2);
    l1 = (lower.y - pos.y) * rcp_dir.y;
    l2 = (upper.y - pos.y) * rcp_dir.y;
    lmin = fmaxf(fminf(l1, l2), lmin);
    lmax = fminf(fmaxf(l1, l2), lmax);
    l1 = (lower.z - pos.z) * rcp_dir.z;
    l2 = (upper.z - pos.z) * rcp_dir.z;
    lmin = fmaxf(fminf(l1, l2), lmin);
    lmax = fminf(fmaxf(l1, l2), lmax);
    t = lmin;
    return (lmax >= 0.0f) & (lmax >= lmin);
}

// A query's state: its box (or its ray: the start and 1 / direction, as Warp's) and the next item to test.
struct bvh_query_t
{
    Bvh bvh;
    vec3 input_lower;  // the box's lower corner; a ray's start
    vec3 input_upper;  // the box's upper corner; a ray's 1 / direction
    bool ray;          // a ray query (bvh_query_ray), else a box query (bvh_query_aabb)
    int next;          // the next item to test: every item, in index order
};"""

BVH_QUERY_AABB = """// Every item whose box overlaps [lower, upper].
__host__ __device__ inline bvh_query_t bvh_query_aabb(Bvh bvh, vec3 lower, vec3 upper) { return {bvh, lower, upper, false, 0}; }"""

BVH_QUERY_RAY = """// Every item whose box the ray start + t * dir crosses (Warp keeps 1 / dir, computed once, per component).
__host__ __device__ inline bvh_query_t bvh_query_ray(Bvh bvh, vec3 start, vec3 dir)
{
    return {bvh, start, vec3{1.0f / dir.x, 1.0f / dir.y, 1.0f / dir.z}, true, 0};
}"""

BVH_QUERY_NEXT = """// The next item the query finds (its index into `index`), or false when every item has been tested.
// A ray's item counts when it enters the item's box before max_dist (in multiples of dir), as Warp's
// !(t >= max_dist); a box query ignores max_dist. Warp's `while` passes +inf by default (Warp 1.19
// has no `for index in query` over a BVH query).
__host__ __device__ inline bool bvh_query_next(bvh_query_t& query, int& index, float max_dist)
{
    while (query.next < query.bvh.num_items) {
        const int item = query.next++;
        const vec3 lower = query.bvh.lowers[item];
        const vec3 upper = query.bvh.uppers[item];
        float t;
        const bool hit = query.ray ? intersect_ray_aabb(query.input_lower, query.input_upper, lower, upper, t) && !(t >= max_dist)
                                   : intersect_aabb_aabb(query.input_lower, query.input_upper, lower, upper);
        if (hit) {
            index = item;
            return true;
        }
    }
    return false;
}

__host__ __device__ inline bool bvh_query_next(bvh_query_t& query, int& index) { return bvh_query_next(query, index, INFINITY); }"""


MESH_QUERY_AABB = """// A mesh AABB query's state (native/mesh.h mesh_query_aabb_t): its box and the next face to test.
struct mesh_query_aabb_t
{
    Mesh mesh;
    vec3 input_lower;
    vec3 input_upper;
    int next;  // every face, in index order
};

// Every face whose bounds overlap [lower, upper].
__host__ __device__ inline mesh_query_aabb_t mesh_query_aabb(Mesh mesh, vec3 lower, vec3 upper) { return {mesh, lower, upper, 0}; }"""

MESH_QUERY_AABB_NEXT = """// The next face the query finds (its index into `index`), or false when every face has been tested. A
// face's bounds are its three vertices' smallest and largest coordinates (Warp's, made when the mesh is
// built: bounds3::add_point; fminf/fmaxf choose the same values but for the sign of a zero, which no
// comparison sees), tested with Warp's box overlap test.
__host__ __device__ inline bool mesh_query_aabb_next(mesh_query_aabb_t& query, int& index)
{
    while (query.next < query.mesh.num_tris) {
        const int face = query.next++;
        const vec3 p = query.mesh.points[query.mesh.indices[face * 3 + 0]];
        const vec3 q = query.mesh.points[query.mesh.indices[face * 3 + 1]];
        const vec3 r = query.mesh.points[query.mesh.indices[face * 3 + 2]];
        const vec3 lower = {fminf(fminf(p.x, q.x), r.x), fminf(fminf(p.y, q.y), r.y), fminf(fminf(p.z, q.z), r.z)};
        const vec3 upper = {fmaxf(fmaxf(p.x, q.x), r.x), fmaxf(fmaxf(p.y, q.y), r.y), fmaxf(fmaxf(p.z, q.z), r.z)};
        if (intersect_aabb_aabb(query.input_lower, query.input_upper, lower, upper)) {
            index = face;
            return true;
        }
    }
    return false;
}"""


# Warp's ray/triangle test (native/intersect.h intersect_ray_tri_woop: Woop, Benthin and Wald 2013).
INTERSECT_RAY_TRI_WOOP = """// a * b - c * d with one rounding error fewer (Warp's diff_product: two fmaf).
__host__ __device__ inline float diff_product(float a, float b, float c, float d)
{
    const float cd = c * d;
    const float diff = fmaf(a, b, -cd);
    const float error = fmaf(-c, d, cd);
    return diff + error;
}

// Whether the ray p + t * dir crosses triangle (a, b, c), where (t), its barycentrics u, v (of a and b),
// its determinant (sign: negative from the back) and the unnormalized normal (b - a) x (c - a): Warp's
// watertight test, the same operations in the same order; the components by index through arrays.
__host__ __device__ inline bool intersect_ray_tri_woop(vec3 p, vec3 dir, vec3 a, vec3 b, vec3 c, float& t, float& u, float& v, float& sign, vec3& normal)
{
    const float d[3] = {dir.x, dir.y, dir.z};
    int kz = 0;  // dir's longest axis (Warp's max_dim: the first of the largest |component|)
    if (fabsf(d[1]) > fabsf(d[kz])) kz = 1;
    if (fabsf(d[2]) > fabsf(d[kz])) kz = 2;
    int kx = kz + 1;
    if (kx == 3) kx = 0;
    int ky = kx + 1;
    if (ky == 3) ky = 0;
    if (d[kz] < 0.0f) {
        const int tmp = kx;
        kx = ky;
        ky = tmp;
    }
    const float Sx = d[kx] / d[kz];
    const float Sy = d[ky] / d[kz];
    const float Sz = 1.0f / d[kz];
    const vec3 a_p = a - p;
    const vec3 b_p = b - p;
    const vec3 c_p = c - p;
    const float A[3] = {a_p.x, a_p.y, a_p.z};
    const float B[3] = {b_p.x, b_p.y, b_p.z};
    const float C[3] = {c_p.x, c_p.y, c_p.z};
    const float Ax = A[kx] - Sx * A[kz];
    const float Ay = A[ky] - Sy * A[kz];
    const float Bx = B[kx] - Sx * B[kz];
    const float By = B[ky] - Sy * B[kz];
    const float Cx = C[kx] - Sx * C[kz];
    const float Cy = C[ky] - Sy * C[kz];
    float U = diff_product(Cx, By, Cy, Bx);
    float V = diff_product(Ax, Cy, Ay, Cx);
    float W = diff_product(Bx, Ay, By, Ax);
    if (U == 0.0f || V == 0.0f || W == 0.0f) {  // on an edge: the products again in double, as Warp's
        U = (float)((double)Cx * (double)By - (double)Cy * (double)Bx);
        V = (float)((double)Ax * (double)Cy - (double)Ay * (double)Cx);
        W = (float)((double)Bx * (double)Ay - (double)By * (double)Ax);
    }
    if ((U < 0.0f || V < 0.0f || W < 0.0f) && (U > 0.0f || V > 0.0f || W > 0.0f)) return false;
    const float det = U + V + W;
    if (det == 0.0f) return false;
    const float T = U * (Sz * A[kz]) + V * (Sz * B[kz]) + W * (Sz * C[kz]);
    if ((det < 0.0f ? -T : T) < 0.0f) return false;  // Warp's xorf(T, sign_mask(det)) < 0: behind the start
    const float rcp_det = 1.0f / det;
    u = U * rcp_det;
    v = V * rcp_det;
    t = T * rcp_det;
    sign = det;
    normal = cross(b - a, c - a);
    return true;
}"""

# Warp's closest-hit ray query (native/mesh.h mesh_query_ray, its mesh_query_ray_t).
MESH_QUERY_RAY = """// A ray query's answer, as Warp's mesh_query_ray_t (all zero when nothing is hit).
struct mesh_query_ray_t
{
    bool result;  // whether a face was hit before max_t
    float sign;   // the hit face's determinant: negative when hit from the back
    int face;
    float t;      // the hit's distance along the ray, in multiples of dir
    float u;
    float v;
    vec3 normal;  // the hit face's unit normal
};

// The closest face the ray start + t * dir hits with 0 <= t < max_t. Every face, in index order,
// keeping a hit only when strictly closer (Warp's tri_t < min_t): on faces at exactly the same t the
// lowest index wins here, the first in its BVH's order in Warp (the tie rule of the mesh_ray category).
__host__ __device__ inline mesh_query_ray_t mesh_query_ray(Mesh mesh, vec3 start, vec3 dir, float max_t)
{
    mesh_query_ray_t query = {false, 0.0f, 0, 0.0f, 0.0f, 0.0f, {0.0f, 0.0f, 0.0f}};
    float min_t = max_t;
    vec3 min_normal = {0.0f, 0.0f, 0.0f};
    for (int face = 0; face < mesh.num_tris; ++face) {
        const vec3 p = mesh.points[mesh.indices[face * 3 + 0]];
        const vec3 q = mesh.points[mesh.indices[face * 3 + 1]];
        const vec3 r = mesh.points[mesh.indices[face * 3 + 2]];
        float t, u, v, sign;
        vec3 n;
        // (Warp also asks t >= 0, which the test's own T check already ensures: T and det of one sign)
        if (intersect_ray_tri_woop(start, dir, p, q, r, t, u, v, sign, n) && t < min_t) {
            min_t = t;
            min_normal = n;
            query = {true, sign, face, t, u, v, n};
        }
    }
    if (query.result) query.normal = normalize(min_normal);
    return query;
}"""


# Warp's closest point of a triangle (native/intersect.h closest_point_to_triangle, Ericson's regions).
CLOSEST_POINT_TO_TRIANGLE = """// The barycentrics (u, v) of a, b of the point of triangle (a, b, c) closest to p: Warp's region
// tests in its order, each region's weights computed as Warp's (a vertex's exactly 0 and 1).
__host__ __device__ inline void closest_point_to_triangle(vec3 a, vec3 b, vec3 c, vec3 p, float& u, float& v)
{
    const vec3 ab = b - a;
    const vec3 ac = c - a;
    const vec3 ap = p - a;
    float w;
    const float d1 = dot(ab, ap);
    const float d2 = dot(ac, ap);
    if (d1 <= 0.0f && d2 <= 0.0f) {  // vertex a
        v = 0.0f;
        w = 0.0f;
        u = 1.0f - v - w;
        return;
    }
    const vec3 bp = p - b;
    const float d3 = dot(ab, bp);
    const float d4 = dot(ac, bp);
    if (d3 >= 0.0f && d4 <= d3) {  // vertex b
        v = 1.0f;
        w = 0.0f;
        u = 1.0f - v - w;
        return;
    }
    const float vc = d1 * d4 - d3 * d2;
    if (vc <= 0.0f && d1 >= 0.0f && d3 <= 0.0f) {  // edge ab
        v = d1 / (d1 - d3);
        w = 0.0f;
        u = 1.0f - v - w;
        return;
    }
    const vec3 cp = p - c;
    const float d5 = dot(ab, cp);
    const float d6 = dot(ac, cp);
    if (d6 >= 0.0f && d5 <= d6) {  // vertex c
        v = 0.0f;
        w = 1.0f;
        u = 1.0f - v - w;
        return;
    }
    const float vb = d5 * d2 - d1 * d6;
    if (vb <= 0.0f && d2 >= 0.0f && d6 <= 0.0f) {  // edge ac
        v = 0.0f;
        w = d2 / (d2 - d6);
        u = 1.0f - v - w;
        return;
    }
    const float va = d3 * d6 - d5 * d4;
    if (va <= 0.0f && (d4 - d3) >= 0.0f && (d5 - d6) >= 0.0f) {  // edge bc
        w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        v = 1.0f - w;
        u = 1.0f - v - w;
        return;
    }
    const float denom = 1.0f / (va + vb + vc);  // inside the face
    v = vb * denom;
    w = vc * denom;
    u = 1.0f - v - w;
}

// Warp's furthest point of a triangle (intersect.h furthest_point_to_triangle): the furthest vertex,
// the first of equal distances but for a, kept only when strictly the furthest.
__host__ __device__ inline void furthest_point_to_triangle(vec3 a, vec3 b, vec3 c, vec3 p, float& u, float& v)
{
    const vec3 pa = p - a;
    const vec3 pb = p - b;
    const vec3 pc = p - c;
    const float dist_a = dot(pa, pa);
    const float dist_b = dot(pb, pb);
    const float dist_c = dot(pc, pc);
    u = 0.0f;
    v = 0.0f;
    if (dist_a > dist_b && dist_a > dist_c) u = 1.0f;
    else if (dist_b > dist_c) v = 1.0f;
}"""

# What Warp's point queries share (native/mesh.h): their answer, the sliver test and a face's distance.
MESH_QUERY_POINT_T = """// A point query's answer, as Warp's mesh_query_point_t (all zero when nothing is found).
struct mesh_query_point_t
{
    bool result;  // whether a face was found within the query's distance
    float sign;   // 0 for the _no_sign queries
    int face;
    float u;      // barycentrics of the face's first and second vertex
    float v;
};

// Warp's sliver test: a face whose normal is tiny beside its squared edges is skipped (a face of two
// equal vertices; one of three gives 0 / 0, NaN, which no comparison holds: Warp tests it).
__host__ __device__ inline bool mesh_face_is_sliver(vec3 p, vec3 q, vec3 r)
{
    const vec3 e0 = q - p;
    const vec3 e1 = r - p;
    const vec3 e2 = r - q;
    return length(cross(e0, e1)) / (dot(e0, e0) + dot(e1, e1) + dot(e2, e2)) < 1.e-6f;
}

// The squared distance from `point` of the face's point at (u, v) as Warp computes it: w = 1 - u - v,
// c = u * p + v * q + w * r, then |c - point|^2.
__host__ __device__ inline float mesh_face_point_dist_sq(vec3 p, vec3 q, vec3 r, vec3 point, float u, float v, float& w)
{
    w = 1.0f - u - v;
    const vec3 d = u * p + v * q + w * r - point;
    return dot(d, d);
}"""

MESH_QUERY_POINT = """// The face closest to `point` within max_dist (strictly), as Warp's mesh_query_point_no_sign: every
// face but slivers, in index order, keeping a strictly closer one (Warp's dist_sq < min_dist_sq; Warp
// visits its BVH's leaves nearest first, so on faces at exactly the same distance the first in its order
// wins, here the lowest index: the tie rule of the mesh_point category). Warp's u is 1 - v - w again.
__host__ __device__ inline mesh_query_point_t mesh_query_point_no_sign(Mesh mesh, vec3 point, float max_dist)
{
    mesh_query_point_t query = {false, 0.0f, 0, 0.0f, 0.0f};
    float min_dist_sq = max_dist * max_dist;
    float min_v = 0.0f, min_w = 0.0f;
    for (int face = 0; face < mesh.num_tris; ++face) {
        const vec3 p = mesh.points[mesh.indices[face * 3 + 0]];
        const vec3 q = mesh.points[mesh.indices[face * 3 + 1]];
        const vec3 r = mesh.points[mesh.indices[face * 3 + 2]];
        if (mesh_face_is_sliver(p, q, r)) continue;
        float u, v, w;
        closest_point_to_triangle(p, q, r, point, u, v);
        const float dist_sq = mesh_face_point_dist_sq(p, q, r, point, u, v, w);
        if (dist_sq < min_dist_sq) {
            min_dist_sq = dist_sq;
            min_v = v;
            min_w = w;
            query.face = face;
        }
    }
    if (min_dist_sq < max_dist * max_dist) {
        query.result = true;
        query.u = 1.0f - min_v - min_w;
        query.v = min_v;
    }
    return query;
}"""

MESH_QUERY_FURTHEST_POINT = """// The face whose furthest vertex is furthest from `point`, beyond min_dist (strictly), as Warp's
// mesh_query_furthest_point_no_sign: every face but slivers, in index order, keeping a strictly further
// one (Warp's dist_sq > min_dist_sq; on equal distances Warp's BVH order decides, here the lowest index).
__host__ __device__ inline mesh_query_point_t mesh_query_furthest_point_no_sign(Mesh mesh, vec3 point, float min_dist)
{
    mesh_query_point_t query = {false, 0.0f, 0, 0.0f, 0.0f};
    float max_dist_sq = min_dist * min_dist;
    float max_v = 0.0f, max_w = 0.0f;
    for (int face = 0; face < mesh.num_tris; ++face) {
        const vec3 p = mesh.points[mesh.indices[face * 3 + 0]];
        const vec3 q = mesh.points[mesh.indices[face * 3 + 1]];
        const vec3 r = mesh.points[mesh.indices[face * 3 + 2]];
        if (mesh_face_is_sliver(p, q, r)) continue;
        float u, v, w;
        furthest_point_to_triangle(p, q, r, point, u, v);
        const float dist_sq = mesh_face_point_dist_sq(p, q, r, point, u, v, w);
        if (dist_sq > max_dist_sq) {
            max_dist_sq = dist_sq;
            max_v = v;
            max_w = w;
            query.face = face;
        }
    }
    if (max_dist_sq > min_dist * min_dist) {
        query.result = true;
        query.u = 1.0f - max_v - max_w;
        query.v = max_v;
    }
    return query;
}"""


# The BVH and mesh query helpers: (code, the keys of the helpers it needs).
QUERIES = {
    "intersect_aabb_aabb": (INTERSECT_AABB_AABB, ("struct:vec3",)),
    "bvh": (BVH, ("intersect_aabb_aabb:float32",)),
    **{kind: (code, ("bvh:float32",)) for kind, code in (("bvh_query_aabb", BVH_QUERY_AABB), ("bvh_query_ray", BVH_QUERY_RAY), ("bvh_query_next", BVH_QUERY_NEXT))},
    "mesh_query_aabb": (MESH_QUERY_AABB, ("mesh:float32",)),
    "mesh_query_aabb_next": (MESH_QUERY_AABB_NEXT, ("mesh_query_aabb:float32", "intersect_aabb_aabb:float32")),
    "intersect_ray_tri_woop": (INTERSECT_RAY_TRI_WOOP, ("sub:vec3", "cross:vec3")),
    "mesh_query_ray": (MESH_QUERY_RAY, ("mesh:float32", "intersect_ray_tri_woop:float32", "normalize:vec3")),
    "closest_point_to_triangle": (CLOSEST_POINT_TO_TRIANGLE, ("sub:vec3", "dot:vec3")),
    "mesh_query_point_t": (MESH_QUERY_POINT_T, ("mesh:float32", "sub:vec3", "add:vec3", "mul_sv:vec3", "cross:vec3", "length:vec3")),
    **{kind: (code, ("mesh_query_point_t:float32", "closest_point_to_triangle:float32")) for kind, code in (("mesh_query_point_no_sign", MESH_QUERY_POINT), ("mesh_query_furthest_point_no_sign", MESH_QUERY_FURTHEST_POINT))},
}


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
    if kind in QUERIES:
        return QUERIES[kind]
    raise KeyError(kind)
