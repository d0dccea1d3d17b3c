"""The host code of one case (``run``: read the input file, launch, write the output file) and
the code every case shares (includes, ``CUDA_CHECK``, the binary file readers and writers)."""

from __future__ import annotations

from pathlib import Path

from synth.model.dtypes import SCALARS
from synth.model.spec import KernelSpec
from synth.render.cuda.kernel import extent_params
from synth.render.cuda.names import c_type

CUDA_SHIM = Path(__file__).with_name("cuda_shim.h")  # the CUDA runtime subset the CPU emulation compiles against
THREADS_PER_BLOCK = 256
# Blocks of a multi-dimensional launch: x runs along the last (fastest) thread index, as Warp's
# row-major thread order, so neighbouring threads touch neighbouring elements.
BLOCK_SHAPES = {2: (16, 16), 3: (8, 8, 4)}

INCLUDES_CUDA = "#include <cuda_runtime.h>\n"
INCLUDES_FP16 = "#include <cuda_fp16.h>\n"  # only in files with float16 values (the emulation's shim has its own __half)
INCLUDES_BF16 = "#include <cuda_bf16.h>\n"  # only in files with bfloat16 values (the shim has its own __nv_bfloat16)
INCLUDES_STD = "#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n"

COMMON = r"""
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
"""

STANDALONE_MAIN = """
int main(int argc, char** argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s INPUTS.bin OUTPUTS.bin\\n", argv[0]);
        return 2;
    }
    return run(argv[1], argv[2]);
}
"""


def launch_line(spec: KernelSpec, launch: str, kernel: str | None = None) -> str:
    """The kernel launch: ``<<<blocks, threads>>>`` for nvcc, the shim's thread loop for the
    emulation; ``kernel``: how the host names the kernel (default: its name)."""
    if spec.block_dim is not None:
        from synth.render.cuda import tiles

        return tiles.launch_line(spec, launch)
    args = []
    for p in spec.params:
        if p.is_indexed_array:  # its struct (indexed_lines)
            args.append(f"indexed_{p.name}")
            continue
        args += [f"fabric_{p.name}"] + ([f"d_{p.name}_indices"] if p.indexed is not None else []) if p.is_fabric else [f"d_{p.name}" if p.kind != "scalar" else f"h_{p.name}"]
    args += [str(spec.array_shape(p)[d]) for p, d in extent_params(spec)]
    args += ["n"] if len(spec.shape) == 1 else [f"n{d}" for d in range(len(spec.shape))]
    call = f"{kernel or spec.name}({', '.join(args)})"
    if launch == "cuda":
        return f"{spec.name}<<<blocks, threads>>>({', '.join(args)});"
    if launch == "emulate":
        return f"emulate_launch(blocks, threads, [&] {{ {call}; }});"
    raise ValueError(f"launch must be 'cuda' or 'emulate', not {launch!r}")


def _grid_lines(spec: KernelSpec) -> list[str]:
    if spec.block_dim is not None:
        from synth.render.cuda import tiles

        sizes = [f"    const int n = {spec.dim};"] if len(spec.shape) == 1 else [f"    const int n = {spec.threads};  // tiles"]
        return sizes, tiles.grid_lines(spec)
    if len(spec.shape) == 1:
        threads = THREADS_PER_BLOCK if spec.uses_tid else 1
        return [
            f"    const int n = {spec.dim};",
        ], [f"    const int threads = {threads};", "    const int blocks = (n + threads - 1) / threads;"]
    nd = len(spec.shape)
    sizes = [f"    const int n{d} = {extent};" for d, extent in enumerate(spec.shape)]
    sizes.append(f"    const int n = {' * '.join(f'n{d}' for d in range(nd))};  // threads")
    block = BLOCK_SHAPES[nd]
    along = [f"n{nd - 1 - a}" for a in range(nd)]  # x along the last launch index
    grid = ", ".join(f"({n} + threads.{'xyz'[a]} - 1) / threads.{'xyz'[a]}" for a, n in enumerate(along))
    return sizes, [f"    const dim3 threads({', '.join(str(b) for b in block)});", f"    const dim3 blocks({grid});"]


def fabric_lines(spec: KernelSpec) -> list[str]:
    """Each Fabric array's bucket table, the launch's buckets in order (``Param.buckets``), each bucket's
    elements copied to device memory of its own (as Fabric's buckets are: an element looked up in the
    wrong bucket is not its neighbour); an indexed one's index array on the device too."""
    lines = []
    for p in spec.params:
        if p.lengths:
            lines += _fabric_rows_lines(p)
            continue
        if not p.is_fabric:
            continue
        starts = [sum(p.buckets[:b]) for b in range(len(p.buckets))]
        t = c_type(p.type)
        what = f", read through {p.indexed} indices" if p.indexed is not None else ""
        lines.append(f"    // {p.name}: a Fabric array of {spec.output_length(p)} elements in buckets of {', '.join(map(str, p.buckets))}{what}")
        lines.append(f"    FabricBucket h_{p.name}_buckets[] = {{")
        lines += [f"        {{{s}, {s + n}, to_device(h_{p.name} + {s}, {n} * sizeof({t}))}}," for s, n in zip(starts, p.buckets, strict=True)]
        lines.append("    };")
        lines.append(f"    FabricBucket* d_{p.name}_buckets = (FabricBucket*)to_device(h_{p.name}_buckets, sizeof(h_{p.name}_buckets));")
        lines.append(f"    const FabricArray fabric_{p.name} = {{d_{p.name}_buckets, {len(p.buckets)}}};")
        if p.indexed is not None:
            lines.append(f"    int* d_{p.name}_indices = (int*)to_device(h_{p.name}_indices, bytes_{p.name}_indices);")
    return lines


def _fabric_rows_lines(p) -> list[str]:
    """A Fabric array of arrays' tables, as Warp's: each element's array copied to device memory of its
    own, each bucket's table of their pointers and of their lengths on the device; an indexed one's
    index array on the device too."""
    t, n, name = c_type(p.type), len(p.lengths), p.name
    lines = [
        f"    // {name}: a Fabric array of arrays, {n} elements in buckets of {', '.join(map(str, p.buckets))}"
        + (f", read through {p.indexed} indices" if p.indexed is not None else ""),
        f"    const size_t h_{name}_lengths[] = {{{', '.join(map(str, p.lengths))}}};",
        f"    const size_t h_{name}_counts[] = {{{', '.join(map(str, p.buckets))}}};",
        f"    size_t h_{name}_starts[{n}];  // where each element's array lies in h_{name}",
        f"    void* h_{name}_rows[{n}];",
        f"    for (size_t k = 0, start = 0; k < {n}; start += h_{name}_lengths[k++]) {{",
        f"        h_{name}_starts[k] = start;",
        f"        h_{name}_rows[k] = to_device(h_{name} + start, h_{name}_lengths[k] * sizeof({t}));",
        "    }",
        f"    FabricBucket h_{name}_buckets[{len(p.buckets)}];",
        f"    const size_t* h_{name}_length_tables[{len(p.buckets)}];",
        f"    for (size_t b = 0, start = 0; b < {len(p.buckets)}; start += h_{name}_counts[b++]) {{",
        f"        h_{name}_buckets[b] = {{start, start + h_{name}_counts[b], to_device(h_{name}_rows + start, h_{name}_counts[b] * sizeof(void*))}};",
        f"        h_{name}_length_tables[b] = (const size_t*)to_device(h_{name}_lengths + start, h_{name}_counts[b] * sizeof(size_t));",
        "    }",
        f"    FabricBucket* d_{name}_buckets = (FabricBucket*)to_device(h_{name}_buckets, sizeof(h_{name}_buckets));",
        f"    const size_t* const* d_{name}_length_tables = (const size_t* const*)to_device(h_{name}_length_tables, sizeof(h_{name}_length_tables));",
        f"    const FabricArrayOfArrays fabric_{name} = {{{{d_{name}_buckets, {len(p.buckets)}}}, d_{name}_length_tables}};",
    ]
    if p.indexed is not None:
        lines.append(f"    int* d_{name}_indices = (int*)to_device(h_{name}_indices, bytes_{name}_indices);")
    return lines


def _fabric_free_lines(spec: KernelSpec) -> list[str]:
    """The memory of the Fabric arrays' bucket tables and index arrays (of arrays of arrays: their
    elements' arrays and tables too)."""
    lines = []
    for p in spec.params:
        if p.lengths:
            lines.append(f"    for (void* row : h_{p.name}_rows) CUDA_CHECK(cudaFree(row));")
            lines.append(f"    for (const size_t* table : h_{p.name}_length_tables) CUDA_CHECK(cudaFree((void*)table));")
            lines.append(f"    CUDA_CHECK(cudaFree((void*)d_{p.name}_length_tables));")
        if p.is_fabric:
            lines.append(f"    for (FabricBucket b : h_{p.name}_buckets) CUDA_CHECK(cudaFree(b.ptr));")
            lines.append(f"    CUDA_CHECK(cudaFree(d_{p.name}_buckets));")
        if p.indexed is not None:
            lines += [f"    CUDA_CHECK(cudaFree(d_{p.name}_indices));", f"    free(h_{p.name}_indices);"]
    return lines


def _indexed_dims(p) -> list[int]:
    """The dimensions of an indexed array read through an index array (``Param.index_lengths``)."""
    return [d for d, n in enumerate(p.index_lengths) if n is not None]


def indexed_read_lines(p) -> list[str]:
    """An indexed array's index arrays, read from the file after the array it indexes, in dimension order."""
    lines = []
    for d in _indexed_dims(p):
        lines.append(f"    const size_t bytes_{p.name}_indices{d} = {p.index_lengths[d]} * sizeof(int);")
        lines.append(f'    int* h_{p.name}_indices{d} = (int*)read_array(input, bytes_{p.name}_indices{d}, "{p.name}.indices[{d}]");')
    return lines


def indexed_lines(spec: KernelSpec) -> list[str]:
    """Each indexed array's struct (``synth.render.indexed_ops``): the array it indexes on the device,
    its extents, each dimension's index array on the device (null where it has none) and the
    extents the kernel sees."""
    lines = []
    for p in spec.params:
        if not p.is_indexed_array:
            continue
        dims = _indexed_dims(p)
        through = ", ".join(f"{p.index_lengths[d]} indices in dimension {d}" for d in dims)
        lines.append(f"    // {p.name}: an indexed array of {'x'.join(map(str, p.shape))} elements, read through {through}")
        lines += [f"    int* d_{p.name}_indices{d} = (int*)to_device(h_{p.name}_indices{d}, bytes_{p.name}_indices{d});" for d in dims]
        indices = _three([f"d_{p.name}_indices{d}" if d in dims else "nullptr" for d in range(len(p.shape))], "nullptr")
        lines.append(f"    const IndexedArray<{c_type(p.type)}> indexed_{p.name} = {{d_{p.name}, {_three(p.shape)}, {indices}, {_three(p.indexed_shape)}}};")
    return lines


def _three(values, fill: str = "0") -> str:
    """A C initializer of three entries: ``values``, then ``fill`` for the dimensions an array lacks."""
    return "{" + ", ".join([*map(str, values), *[fill] * (3 - len(values))]) + "}"


def _indexed_free_lines(spec: KernelSpec) -> list[str]:
    """The memory of the indexed arrays' index arrays."""
    lines = []
    for p in spec.params:
        for d in _indexed_dims(p) if p.is_indexed_array else []:
            lines += [f"    CUDA_CHECK(cudaFree(d_{p.name}_indices{d}));", f"    free(h_{p.name}_indices{d});"]
    return lines


def handle_lines(spec: KernelSpec) -> list[str]:
    """Each geometry handle made from its arrays on the device, as Warp's launch built it
    (``Param.built_from``): a mesh's ``Mesh`` of the points, velocities and indices it was built from, a
    BVH's ``Bvh`` of its boxes."""
    lines = []
    for p in spec.handles:
        arrays = dict(p.built_from)
        if p.kind == "hash_grid":
            lines += _hash_grid_lines(spec, p)
            continue
        if p.kind == "bvh":
            lowers, uppers = spec.param(arrays["lowers"]), spec.param(arrays["uppers"])
            lines.append(f"    const Bvh d_{p.name} = {{d_{lowers.name}, d_{uppers.name}, {spec.output_length(lowers)}}};  // {p.name}: the boxes of Warp's BVH")
            continue
        points, indices = spec.param(arrays["points"]), spec.param(arrays["indices"])
        velocities = f"d_{arrays['velocities']}" if "velocities" in arrays else "nullptr"
        faces = spec.output_length(indices) // 3
        lines.append(f"    const Mesh d_{p.name} = {{d_{points.name}, {velocities}, d_{indices.name}, {spec.output_length(points)}, {faces}}};  // {p.name}: the Warp mesh of these arrays")
    return lines


def _hash_grid_lines(spec: KernelSpec, p) -> list[str]:
    """A hash grid as Warp's build makes it, from the points read from the file (``build_hash_grid``), on the device."""
    options, points = dict(p.options), spec.param(dict(p.built_from)["points"])
    count, cells, name = spec.output_length(points), options["dim_x"] * options["dim_y"] * options["dim_z"], p.name
    width = SCALARS["float32"].c_literal(options["cell_width"])
    return [
        f"    // {name}: Warp's hash grid of {points.name}, {options['dim_x']} x {options['dim_y']} x {options['dim_z']} cells of width {width}",
        f"    HashGrid h_{name} = {{nullptr, nullptr, nullptr, {options['dim_x']}, {options['dim_y']}, {options['dim_z']}, 1.0f / {width}}};",
        f"    int* h_{name}_ids = (int*)malloc({count} * sizeof(int));",
        f"    int* h_{name}_starts = (int*)malloc({cells} * sizeof(int));",
        f"    int* h_{name}_ends = (int*)malloc({cells} * sizeof(int));",
        f"    build_hash_grid(h_{name}, h_{points.name}, {count}, h_{name}_ids, h_{name}_starts, h_{name}_ends);",
        f"    int* d_{name}_ids = (int*)to_device(h_{name}_ids, {count} * sizeof(int));",
        f"    int* d_{name}_starts = (int*)to_device(h_{name}_starts, {cells} * sizeof(int));",
        f"    int* d_{name}_ends = (int*)to_device(h_{name}_ends, {cells} * sizeof(int));",
        f"    const HashGrid d_{name} = {{d_{name}_ids, d_{name}_starts, d_{name}_ends, h_{name}.dim_x, h_{name}.dim_y, h_{name}.dim_z, h_{name}.cell_width_inv}};",
    ]


def _handle_free_lines(spec: KernelSpec) -> list[str]:
    """The memory the hash grids' builds took."""
    return [
        line
        for p in spec.handles
        if p.kind == "hash_grid"
        for part in ("ids", "starts", "ends")
        for line in (f"    CUDA_CHECK(cudaFree(d_{p.name}_{part}));", f"    free(h_{p.name}_{part});")
    ]


def render_host(spec: KernelSpec, launch: str = "cuda", kernel: str | None = None) -> str:
    """``int run(input_path, output_path)``: read the input file, launch, write the output file.

    Host buffers are plain ``malloc`` memory handled by size in bytes (``read_array``,
    ``to_device``, ``to_host``, ``write_array`` in ``COMMON``), not a template per element
    type: a batch holds each case's types in its own namespace, and ``std::vector`` of each
    made the host compiler instantiate some 150 functions per case, half of nvcc's time
    on a batch (benchmarks/HISTORY.md: "The fifth speed round")."""
    sizes, grid = _grid_lines(spec)
    lines = [
        f"// Host: read the inputs, run {spec.name} on n threads, write the outputs.",
        "int run(const char* input_path, const char* output_path)",
        "{",
        *sizes,
        '    FILE* input = open_file(input_path, "rb");',
        f"    read_header(input, n, {len(spec.valued)});",
    ]
    for p in spec.valued:
        t = c_type(p.type)
        if p.kind == "scalar":
            zero = " = 0" if p.type.is_scalar and not p.type.scalar.via else "{}"  # __half, __nv_bfloat16 and vectors have no conversion from int
            lines.append(f"    {t} h_{p.name}{zero};")
            lines.append(f'    read_value(input, &h_{p.name}, sizeof(h_{p.name}), "{p.name}");')
            continue
        if p.kind == "in" and p.shape is None:
            length = "n"
        elif p.kind == "out" and p.shape is None and p.length is None:
            length = "n"
        else:
            length = str(spec.output_length(p))
        lines.append(f"    const size_t bytes_{p.name} = {length} * sizeof({t});")
        lines.append(f'    {t}* h_{p.name} = ({t}*)read_array(input, bytes_{p.name}, "{p.name}");')
        if p.indexed is not None:  # its index array follows it in the file
            lines.append(f"    const size_t bytes_{p.name}_indices = {p.indexed} * sizeof(int);")
            lines.append(f'    int* h_{p.name}_indices = (int*)read_array(input, bytes_{p.name}_indices, "{p.name}.indices");')
        if p.is_indexed_array:  # its index arrays follow it in the file
            lines += indexed_read_lines(p)
    lines.append("    close_file(input, input_path);")
    lines.append("")
    for p in spec.params:
        t = c_type(p.type)
        if p.kind == "none":
            lines.append(f"    {t}* d_{p.name} = nullptr;  // passed as None")
    arrays = [p for p in spec.valued if p.kind != "scalar"]
    for p in arrays:
        t = c_type(p.type)
        if not p.is_fabric:  # a Fabric array's buckets are copied one by one (fabric_lines)
            lines.append(f"    {t}* d_{p.name} = ({t}*)to_device(h_{p.name}, bytes_{p.name});")
    lines += fabric_lines(spec)
    lines += indexed_lines(spec)
    lines += handle_lines(spec)
    lines += [
        "",
        *grid,
        f"    {launch_line(spec, launch, kernel)}",
        "    CUDA_CHECK(cudaGetLastError());",
        "    CUDA_CHECK(cudaDeviceSynchronize());",
        "",
    ]
    outputs = spec.outputs
    for p in outputs:
        if p.lengths:  # each element's array from its own memory
            lines.append(f"    for (size_t k = 0; k < {len(p.lengths)}; ++k) to_host(h_{p.name} + h_{p.name}_starts[k], h_{p.name}_rows[k], h_{p.name}_lengths[k] * sizeof({c_type(p.type)}));")
        elif p.is_fabric:
            lines.append(f"    for (FabricBucket b : h_{p.name}_buckets) to_host(h_{p.name} + b.index_start, b.ptr, (b.index_end - b.index_start) * sizeof({c_type(p.type)}));")
        else:
            lines.append(f"    to_host(h_{p.name}, d_{p.name}, bytes_{p.name});")
    lines.append('    FILE* output = open_file(output_path, "wb");')
    lines.append(f"    write_header(output, {len(outputs)});")
    for p in outputs:
        lines.append(f"    write_array(output, h_{p.name}, bytes_{p.name});")
    lines.append("    close_file(output, output_path);")
    for p in arrays:
        if not p.is_fabric:
            lines.append(f"    CUDA_CHECK(cudaFree(d_{p.name}));")
        lines.append(f"    free(h_{p.name});")
    lines += _fabric_free_lines(spec)
    lines += _indexed_free_lines(spec)
    lines += _handle_free_lines(spec)
    lines += ["    return 0;", "}"]
    return "\n".join(lines) + "\n"
