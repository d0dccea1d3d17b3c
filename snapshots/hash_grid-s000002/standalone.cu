// hash_grid_s000002: standalone CUDA translation of the Warp kernel (hash_grid, seed 2).
// Build: nvcc -arch=sm_90 -o hash_grid_s000002 hash_grid_s000002.cu
// Run:   ./hash_grid_s000002 INPUTS.bin OUTPUTS.bin
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Every CUDA runtime call is checked: on failure, print the call, where, and why, then exit 1.
#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        const cudaError_t err_ = (call);                                                  \
        if (err_ != cudaSuccess) {                                                        \
            fprintf(stderr, "CUDA error: %s failed at %s:%d: %s\n", #call, __FILE__,      \
                    __LINE__, cudaGetErrorString(err_));                                  \
            exit(EXIT_FAILURE);                                                           \
        }                                                                                 \
    } while (0)

// Binary files, all fields little-endian 32-bit words (float32 or int32 values):
//   inputs:  "SYNCUIN1", n (threads), parameter count, then for every kernel parameter in
//            order (arrays, scalars, and the outputs' initial contents): word count, words
//   outputs: "SYNCUOU1", output count, then for every output array: word count, words
// A malformed file is reported on stderr with exit status 2.
static void io_fail(const char* what, const char* detail)
{
    fprintf(stderr, "I/O error: %s: %s\n", what, detail);
    exit(2);
}

static FILE* open_file(const char* path, const char* mode)
{
    FILE* f = fopen(path, mode);
    if (!f) io_fail("cannot open", path);
    return f;
}

static void close_file(FILE* f, const char* path)
{
    if (fclose(f) != 0) io_fail("cannot close", path);
}

static void read_header(FILE* f, int n, unsigned params)
{
    char magic[8];
    unsigned header[2];
    if (fread(magic, 1, 8, f) != 8 || memcmp(magic, "SYNCUIN1", 8) != 0) io_fail("not an input file", "bad magic");
    if (fread(header, 4, 2, f) != 2) io_fail("truncated header", "n and parameter count");
    if (header[0] != (unsigned)n || header[1] != params) io_fail("input file is for another kernel", "n or parameter count");
}

// One parameter's value of `bytes` bytes: its word count, then the bytes (a value that is no
// whole number of words is padded with zero bytes to the next one).
static void read_value(FILE* f, void* dst, size_t bytes, const char* name)
{
    const size_t words = (bytes + 3) / 4, pad = 4 * words - bytes;
    unsigned count = 0;
    char padding[4];
    if (fread(&count, 4, 1, f) != 1) io_fail("missing parameter", name);
    if (count != words) io_fail("wrong word count for parameter", name);
    if (fread(dst, 1, bytes, f) != bytes || fread(padding, 1, pad, f) != pad) io_fail("truncated parameter", name);
}

// An array parameter of `bytes` bytes, read into new host memory (free it).
static void* read_array(FILE* f, size_t bytes, const char* name)
{
    void* host = malloc(bytes ? bytes : 1);
    if (!host) io_fail("out of memory for parameter", name);
    read_value(f, host, bytes, name);
    return host;
}

static void write_header(FILE* f, unsigned outputs)
{
    if (fwrite("SYNCUOU1", 1, 8, f) != 8 || fwrite(&outputs, 4, 1, f) != 1) io_fail("cannot write", "output header");
}

static void write_array(FILE* f, const void* src, size_t bytes)
{
    const size_t words = (bytes + 3) / 4, pad = 4 * words - bytes;
    const unsigned count = (unsigned)words;
    const char padding[4] = {0, 0, 0, 0};
    if (fwrite(&count, 4, 1, f) != 1 || fwrite(src, 1, bytes, f) != bytes || fwrite(padding, 1, pad, f) != pad)
        io_fail("cannot write", "output array");
}

static void* to_device(const void* host, size_t bytes)
{
    void* device = nullptr;
    CUDA_CHECK(cudaMalloc(&device, bytes));
    CUDA_CHECK(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice));
    return device;
}

static void to_host(void* host, const void* device, size_t bytes)
{
    CUDA_CHECK(cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost));
}

// Vector and matrix types (float32 components, as Warp's).
struct vec3 { float x, y, z; };

__host__ __device__ inline vec3 operator-(vec3 a, vec3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

__host__ __device__ inline float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

__host__ __device__ inline float length(vec3 a) { return sqrtf(dot(a, a)); }

// A hash grid as Warp's HashGrid holds it (native/hashgrid.h): dim_x * dim_y * dim_z cells of width
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
}

struct hash_grid_query_t
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
}

// The next point of the query (its index into `index`), or false when every cell has been visited.
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
}

// hash_grid kernel, seed 2: one thread per array element.
extern "C" __global__ void hash_grid_s000002(
    const vec3* __restrict__ points,
    const vec3* __restrict__ b,
    HashGrid grid,
    float* out,
    int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x3{};
    const vec3 x0 = b[i];
    hash_grid_query_t query = hash_grid_query(grid, x0, 0.5f);
    int index = (int)0;
    int x1 = (int)0;
    float x2 = (float)0.0f;
    while (hash_grid_query_next(query, index)) {
        x3 = length(points[index] - x0);
        if (x3 <= 0.5f) {
            x1 += 1;
            x2 += (0.5f - x3) * (0.5f - x3);
        }
    }
    out[i] = x2 + (float)x1 * 0.25f;
}

// Host: read the inputs, run hash_grid_s000002 on n threads, write the outputs.
int run(const char* input_path, const char* output_path)
{
    const int n = 128;
    FILE* input = open_file(input_path, "rb");
    read_header(input, n, 3);
    const size_t bytes_points = 128 * sizeof(vec3);
    vec3* h_points = (vec3*)read_array(input, bytes_points, "points");
    const size_t bytes_b = n * sizeof(vec3);
    vec3* h_b = (vec3*)read_array(input, bytes_b, "b");
    const size_t bytes_out = n * sizeof(float);
    float* h_out = (float*)read_array(input, bytes_out, "out");
    close_file(input, input_path);

    vec3* d_points = (vec3*)to_device(h_points, bytes_points);
    vec3* d_b = (vec3*)to_device(h_b, bytes_b);
    float* d_out = (float*)to_device(h_out, bytes_out);
    // grid: Warp's hash grid of points, 8 x 8 x 8 cells of width 0.25f
    HashGrid h_grid = {nullptr, nullptr, nullptr, 8, 8, 8, 1.0f / 0.25f};
    int* h_grid_ids = (int*)malloc(128 * sizeof(int));
    int* h_grid_starts = (int*)malloc(512 * sizeof(int));
    int* h_grid_ends = (int*)malloc(512 * sizeof(int));
    build_hash_grid(h_grid, h_points, 128, h_grid_ids, h_grid_starts, h_grid_ends);
    int* d_grid_ids = (int*)to_device(h_grid_ids, 128 * sizeof(int));
    int* d_grid_starts = (int*)to_device(h_grid_starts, 512 * sizeof(int));
    int* d_grid_ends = (int*)to_device(h_grid_ends, 512 * sizeof(int));
    const HashGrid d_grid = {d_grid_ids, d_grid_starts, d_grid_ends, h_grid.dim_x, h_grid.dim_y, h_grid.dim_z, h_grid.cell_width_inv};

    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;
    hash_grid_s000002<<<blocks, threads>>>(d_points, d_b, d_grid, d_out, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    to_host(h_out, d_out, bytes_out);
    FILE* output = open_file(output_path, "wb");
    write_header(output, 1);
    write_array(output, h_out, bytes_out);
    close_file(output, output_path);
    CUDA_CHECK(cudaFree(d_points));
    free(h_points);
    CUDA_CHECK(cudaFree(d_b));
    free(h_b);
    CUDA_CHECK(cudaFree(d_out));
    free(h_out);
    CUDA_CHECK(cudaFree(d_grid_ids));
    free(h_grid_ids);
    CUDA_CHECK(cudaFree(d_grid_starts));
    free(h_grid_starts);
    CUDA_CHECK(cudaFree(d_grid_ends));
    free(h_grid_ends);
    return 0;
}

int main(int argc, char** argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s INPUTS.bin OUTPUTS.bin\n", argv[0]);
        return 2;
    }
    return run(argv[1], argv[2]);
}
