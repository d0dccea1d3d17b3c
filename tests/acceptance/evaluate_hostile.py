"""Hostile candidates for the evaluator: each must be refused with its label (tests/acceptance/test_evaluate.py).

Most are written against ``arithmetic-s000017``, a float32 kernel over 256 threads (one whole
block, so a missing bounds check is harmless at the dataset's own shape) that also reads a
neighbour, ``a[(i + 1) % n]``:

    out[i] = (b[i] - a[i] - 2) * (b[i] - a[i]) + a[(i + 1) % n] * 0.125

``float64-s000000`` holds the precision test of a float64 kernel. A candidate is a name, the
case it answers, its target, its text, the label it must get, and what catches it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from synth.generate.cases import parse_case_id
from synth.model.features import features
from synth.model.inputs import make_inputs
from synth.render.cuda import render_standalone
from synth.render.warp_python import render_warp

BASE = "arithmetic-s000017"
WIDE = "float64-s000000"
ATOMIC_ADD, ATOMIC_MIN = "atomic-s000002", "atomic-s000005"  # a float atomic_add into 4 bins (and a min), a float atomic_min into 2
# hostile Warp candidates whose race the lifter cannot see (it refuses the kernel): found in Warp's own CPU code (synth.evaluate.warp_races)
WARP_CODE_CASES = {"warp_non_atomic_add_in_a_helper", "warp_non_atomic_add_behind_a_transform", "warp_tile_reads_a_neighbours_output"}
WARP_CODE = "as Warp's CPU code, built with the race check"  # in such a race's message
ESCAPE = "/tmp/synth-evaluate-escaped.txt"  # where a hostile candidate tries to write
# Tile records: a tile's sum over a partial last tile (82 elements, tiles of 48, a tree reduction
# over 128 threads); tiles that fill their arrays at the record's launch (3 tiles of 128: no bound
# matters there); a single tile (48 elements of one block); a thread-level tile_thread block of 64.
TILE_SUM, TILE_WHOLE, TILE_ONE, TILE_THREAD = "tile_reduce-s000001", "tile_map-s000000", "tile_map-s000002", "tile_thread-s000001"
TILE_CASES = (TILE_SUM, TILE_WHOLE, TILE_ONE, TILE_THREAD)
TILE_THREAD_STORE = "        out[i] = (x1 + s[0] * offset) * wp.float32(wp.untile(shared) + x2)\n"  # its kernel's last line


def record_of(case_id: str) -> dict:
    """A generated case as the dataset records it (the fields the evaluator reads)."""
    case = parse_case_id(case_id)
    spec = case.spec
    standalone = render_standalone(spec)
    return {
        "id": case.id,
        "kind": "generated",
        "category": case.category,
        "seed": case.seed,
        "kernel_name": case.kernel_name,
        "python_source": render_warp(spec),
        "cuda_standalone": standalone.text,
        "cuda_kernel": standalone.kernel,
        "features": features(spec),
        "versions": {},
    }


SIGNATURE = 'extern "C" __global__ void arithmetic_s000017(const float* __restrict__ a, const float* __restrict__ b, float* out, int n)'
INDEX = "    const int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
BOUNDS = "    if (i >= n) return;\n"
RIGHT = "(b[i] - a[i] - 2.0f) * (b[i] - a[i]) + a[(i + 1) % n] * 0.125f"


def kernel(*lines: str, bounds: str = BOUNDS, before: str = "") -> str:
    """An arithmetic_s000017 with ``lines`` as its body (after the index and the bounds check)."""
    return before + SIGNATURE + "\n{\n" + INDEX + bounds + "".join(f"    {line}\n" for line in lines) + "}\n"


def host_code(statement: str) -> str:
    """A file-scope initializer: host code the binary runs before ``main``, whatever the kernel."""
    return f"#include <csignal>\n#include <cstdio>\n#include <cstdlib>\n#include <unistd.h>\nstatic const int hostile_init = [] {{ {statement}; return 0; }}();\n"


def memorized() -> str:
    """A lookup table of the record's outputs on the dataset's own first input draw, keyed by a[0]."""
    from synth.stages.reference import run_forward
    from synth.stages.single_spec import load_spec_kernel

    spec = parse_case_id(BASE).spec
    values = make_inputs(spec, 0)
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        out = run_forward(load_spec_kernel(spec, Path(tmp)), spec, values)["out"]
    table = ", ".join(f"{float(v)!r}f" for v in np.asarray(out, dtype=np.float32))
    a0 = float(values["a"][0])
    return kernel(f"if (a[0] == {a0!r}f) {{ out[i] = TABLE[i]; return; }}", "out[i] = 0.0f;", before=f"__device__ const float TABLE[256] = {{{table}}};\n")


# Right, but written for a block of threads running together: the CPU emulation (one thread after
# another) cannot run it, a device can.
SHARED_MEMORY = (
    SIGNATURE + "\n{\n    __shared__ float tile[256];\n" + INDEX + "    tile[threadIdx.x] = i < n ? b[i] - a[i] : 0.0f;\n    __syncthreads();\n"
    + BOUNDS + "    const float x0 = tile[threadIdx.x];\n    out[i] = (x0 - 2.0f) * x0 + a[(i + 1) % n] * 0.125f;\n}\n"
)  # fmt: skip


@dataclass(frozen=True)
class Hostile:
    name: str
    case: str
    target: str
    text: object  # a string, or a function making it
    label: str
    caught_by: str

    def source(self) -> object:
        return self.text() if callable(self.text) else self.text


CUDA = "cuda_kernel"
PY = "python_source"

HOSTILE = [
    Hostile("all_zeros", BASE, CUDA, kernel("out[i] = 0.0f;"), "degenerate", "degeneracy: all zero where the reference is not"),
    Hostile("copies_an_input", BASE, CUDA, kernel("out[i] = a[i];"), "mismatch", "comparison with the reference"),
    Hostile("first_block_only", BASE, CUDA, kernel("if (blockIdx.x > 0) return;", f"out[i] = {RIGHT};"), "mismatch",
            "the 257-thread launch: its second block keeps the sentinel"),  # fmt: skip
    Hostile("leaves_outputs_untouched", BASE, CUDA, kernel(), "degenerate", "sentinel-filled outputs: the output equals its untouched buffer"),
    Hostile("returns_the_sentinel", BASE, CUDA, kernel("out[i] = -7777.0f;"), "degenerate", "degeneracy: constant, equal to the untouched buffer"),
    Hostile("reads_out_of_bounds", BASE, CUDA, kernel(f"out[i] = {RIGHT} + a[i + n];"), "out_of_bounds", "guard pages around every device buffer"),
    Hostile("writes_out_of_bounds", BASE, CUDA, kernel(f"out[i + n] = 1.0f; out[i] = {RIGHT};"), "out_of_bounds", "guard pages around every device buffer"),
    Hostile("no_bounds_check", BASE, CUDA, kernel(f"out[i] = {RIGHT};", bounds=""), "out_of_bounds",
            "launch shapes that are no multiple of the block (1, 37, 257): guard pages"),  # fmt: skip
    Hostile("hard_coded_length", BASE, CUDA, kernel(f"out[i] = {RIGHT};", bounds="    if (i >= 256) return;\n"), "out_of_bounds",
            "launch shapes other than the dataset's: guard pages"),  # fmt: skip
    Hostile("caches_results_between_launches", BASE, CUDA,
            kernel("if (ready) { out[i] = cache[i]; return; }", f"cache[i] = {RIGHT};", "out[i] = cache[i];", "if (i == n - 1) ready = 1;",
                   before="__device__ float cache[4096];\n__device__ int ready;\n"), "mismatch",
            "every draw compared: the second launch gets the first one's results"),  # fmt: skip
    Hostile("right_on_the_first_launch_only", BASE, CUDA,
            kernel("if (i == 0) launches += 1;", "if (launches > 1) { out[i] = a[i]; return; }", f"out[i] = {RIGHT};", before="__device__ int launches;\n"),
            "mismatch", "every draw of every shape compared, all in one process"),  # fmt: skip
    Hostile("memorized_dataset_outputs", BASE, CUDA, memorized, "degenerate", "fresh input draws (the dataset's draws are never used)"),
    Hostile("nan_everywhere", BASE, CUDA, kernel("out[i] = nanf(\"\");"), "degenerate", "degeneracy: non-finite values"),
    Hostile("half_precision", BASE, CUDA, kernel(f"out[i] = __half2float(__float2half_rn({RIGHT}));", before="#include <cuda_fp16.h>\n"), "mismatch",
            "the tolerance (rtol 1e-4; a half rounding is up to 4.9e-4)"),  # fmt: skip
    Hostile("float_for_double", WIDE, CUDA,
            'extern "C" __global__ void float64_s000000(const double* __restrict__ a, const double* __restrict__ b, const double* __restrict__ c, double* out, int n)\n'
            "{\n    const int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= n) return;\n"
            "    const float x0 = logf(fabsf((float)b[i]) + 1.0f);\n    out[i] = x0 + (float)a[i] * 1.5f + (float)b[i] * 2.0f + (float)c[i] * 1.5f;\n}\n",
            "mismatch", "the float64 tolerance (rtol 2e-13)"),  # fmt: skip
    Hostile("exit_early", BASE, CUDA, host_code("exit(0)") + kernel(f"out[i] = {RIGHT};"), "crash", "no output file: exiting 0 is not finishing"),
    Hostile("exit_in_the_kernel", BASE, CUDA, kernel("exit(0);"), "compile_error", "nvcc: exit is host code"),
    Hostile("prints_expected_looking_text", BASE, CUDA, host_code('printf("done 0\\ndone 1\\ndone 2\\n"); fflush(stdout); exit(0)') + kernel(f"out[i] = {RIGHT};"),
            "crash", "outputs are read from files only, and there are none"),  # fmt: skip
    Hostile("loops_forever", BASE, CUDA, kernel("volatile int spin = 1;", "while (spin) { }"), "timeout", "the CPU-time limit (SIGXCPU)"),
    Hostile("allocates_without_bound", BASE, CUDA, host_code("char* p = (char*)malloc(10ull << 30); memset(p, 1, 10ull << 30)") + kernel(f"out[i] = {RIGHT};"),
            "crash", "the address-space limit: the 10 GB allocation fails"),  # fmt: skip
    Hostile("forks", BASE, CUDA, host_code("if (fork() == 0) exit(0)") + kernel(f"out[i] = {RIGHT};"), "crash", "seccomp kills a process that forks"),
    Hostile("fork_bomb", BASE, CUDA, host_code("for (;;) fork()") + kernel(f"out[i] = {RIGHT};"), "crash", "seccomp kills a process that forks"),
    Hostile("writes_a_file_outside_its_folder", BASE, CUDA,
            host_code(f'FILE* f = fopen("{ESCAPE}", "w"); if (f) {{ fputs("escaped", f); fclose(f); }}') + kernel("out[i] = 0.0f;"), "degenerate",
            "Landlock: the write fails (EACCES); the label is its outputs'"),  # fmt: skip
    Hostile("floods_stdout", BASE, CUDA, host_code("static char line[1 << 16]; memset(line, 'x', sizeof line); for (;;) fwrite(line, 1, sizeof line, stdout)")
            + kernel(f"out[i] = {RIGHT};"), "crash", "the file-size limit (SIGXFSZ): stdout is a file"),  # fmt: skip
    Hostile("hijacks_the_launch", BASE, CUDA, "#define emulate_launch(...) (void)0\n" + kernel(f"out[i] = {RIGHT};"), "degenerate",
            "sentinel-filled outputs: a launch that never happens leaves them untouched"),  # fmt: skip
    Hostile("assumes_zeroed_outputs", BASE, CUDA, kernel(f"out[i] += {RIGHT};"), "mismatch", "sentinel-filled outputs"),
    Hostile("not_cuda", BASE, CUDA, "this is not CUDA {", "compile_error", "nvcc"),
    Hostile("empty", BASE, CUDA, "", "invalid", "refused before building"),
    Hostile("wrong_signature", BASE, CUDA,
            'extern "C" __global__ void arithmetic_s000017(const int* __restrict__ a, const int* __restrict__ b, int* out, int n) { }\n',
            "compile_error", "the record's host code calls the record's signature"),  # fmt: skip
    Hostile("signals_its_parent", BASE, CUDA, host_code("kill(getppid(), 9)") + kernel("out[i] = 0.0f;"), "degenerate",
            "Landlock's signal scope: the kill fails (EPERM); the label is its outputs'"),  # fmt: skip
    # python_source: a Warp kernel in place of the record's
    Hostile("warp_ignores_an_input", BASE, PY, lambda: record_of(BASE)["python_source"].replace("x0 = b[i] - a[i]", "x0 = 1.0 - a[i]"), "mismatch",
            "fresh draws of every input"),  # fmt: skip
    Hostile("warp_all_zeros", BASE, PY, lambda: _warp_body("out[i] = 0.0"), "degenerate", "degeneracy: all zero"),
    Hostile("warp_half_precision", BASE, PY,
            lambda: record_of(BASE)["python_source"].replace("out[i] = x1 * x0", "out[i] = wp.float32(wp.float16(x1 * x0))"), "mismatch",
            "the tolerance"),  # fmt: skip
    Hostile("warp_computes_at_import", BASE, PY, lambda: "import numpy as np\nRESULT = np.zeros(256)\n" + record_of(BASE)["python_source"], "invalid",
            "the gate: a module-level call that is not Warp's"),  # fmt: skip
    Hostile("warp_patches_launch", BASE, PY, lambda: record_of(BASE)["python_source"] + "\nwp.launch = None\n", "invalid", "the gate: assignment to an attribute"),
    Hostile("warp_forks_at_import", BASE, PY, lambda: "import os\nos.fork()\n" + record_of(BASE)["python_source"], "invalid", "the gate: a module-level statement"),
    Hostile("warp_static_escape", BASE, PY,
            lambda: _replaced(record_of(BASE)["python_source"], "x1 = x0 - OFFSET", 'x1 = x0 - wp.static(__import__("os").getpid() * 0.0 + 2.0)'), "invalid",
            "the gate: __import__"),  # fmt: skip
    Hostile("warp_not_python", BASE, PY, "def broken(:\n", "compile_error", "Python's parser"),
    Hostile("warp_no_such_kernel", BASE, PY, lambda: record_of(BASE)["python_source"].replace("def arithmetic_s000017(", "def other_name("), "compile_error",
            "the kernel is looked up by the record's name"),  # fmt: skip
    Hostile("warp_wrong_signature", BASE, PY, lambda: _warp_reordered(), "crash", "Warp refuses the record's launch arguments"),
    # tile records (block-level CUDA, judged in the shim's block mode): edits of the record's own text
    Hostile("tile_drops_a_barrier", TILE_SUM, CUDA, lambda: _tile(TILE_SUM, "        total[threadIdx.x] = part;\n    }\n    __syncthreads();\n",
            "        total[threadIdx.x] = part;\n    }\n"), "race",
            "the block emulator's two thread orders: the tree reads partial sums not yet written"),  # fmt: skip
    Hostile("tile_barrier_in_a_branch", TILE_SUM, CUDA, lambda: _tile(TILE_SUM,
            "        if (threadIdx.x < stride) total[threadIdx.x] += total[threadIdx.x + stride];\n        __syncthreads();\n",
            "        if (threadIdx.x < stride) {\n            total[threadIdx.x] += total[threadIdx.x + stride];\n            __syncthreads();\n        }\n"),
            "race", "the block emulator: threads of a block wait at different barriers"),  # fmt: skip
    Hostile("tile_reduction_off_by_one", TILE_SUM, CUDA, lambda: _tile(TILE_SUM, "elem < 48; elem += BLOCK_DIM) {\n            part += v[elem];",
            "elem < 47; elem += BLOCK_DIM) {\n            part += v[elem];"), "mismatch",
            "comparison with the reference: each tile's total leaves its last element out"),  # fmt: skip
    Hostile("tile_no_bounds_on_partial_tiles", TILE_WHOLE, CUDA, lambda: _tile(_tile(TILE_WHOLE, "src < a_shape0 ? a[src] : 0.0f", "a[src]"),
            "if (dst < out_shape0) out[dst]", "out[dst]"), "out_of_bounds",
            "tile launch shapes whose arrays stop short of whole tiles: guard pages"),  # fmt: skip
    Hostile("tile_ignores_its_block", TILE_ONE, CUDA, lambda: _tile(TILE_ONE, "const int i = blockIdx.x;", "const int i = 0;"), "race",
            "tile launch shapes of more than one tile: every block writes the first tile (the race check; the other tiles would keep the sentinel)"),  # fmt: skip
    Hostile("tile_wrong_block_dim", TILE_THREAD, CUDA, lambda: _tile(TILE_THREAD, "constexpr int BLOCK_DIM = 64;", "constexpr int BLOCK_DIM = 128;"),
            "out_of_bounds", "UBSan's bounds check in the emulation: 128 threads a block index the record's tiles of 64"),  # fmt: skip
    Hostile("warp_tile_sums_another_tile", TILE_SUM, PY, lambda: _tile(TILE_SUM, "total = wp.tile_sum(v)", "total = wp.tile_sum(t0)", PY), "mismatch",
            "comparison with the reference (Warp's CPU, the record's block_dim)"),  # fmt: skip
    Hostile("warp_tile_fixed_offset", TILE_ONE, PY, lambda: _tile(TILE_ONE, "offset=i * 48)\n", "offset=0)\n", PY), "mismatch",
            "tile launch shapes of more than one tile: every block stores the first tile"),  # fmt: skip
    # underruns: a guard page before every buffer too (the evaluator runs each launch with the buffers against either guard)
    Hostile("reads_before_the_start", BASE, CUDA, kernel("const float before = a[i - 1];", f"out[i] = {RIGHT} + (i == 0 ? 0.0f : before * 0.0f);"),
            "out_of_bounds", "the guard page before every buffer: thread 0 reads a[-1]"),  # fmt: skip
    Hostile("writes_before_the_start", BASE, CUDA, kernel("if (i == 0) out[-1] = 1.0f;", f"out[i] = {RIGHT};"), "out_of_bounds",
            "canaries before the buffer (the buffer against the guard page after it), the guard page before it (the other layout)"),  # fmt: skip
    Hostile("reads_far_before_the_start", BASE, CUDA, kernel(f"out[i] = {RIGHT} + (i >= 300 && i < 512 ? a[i - 512] * 0.0f : 0.0f);"), "out_of_bounds",
            "a launch past 512 threads, and the guard page before the buffer"),  # fmt: skip
    Hostile("writes_past_the_end_of_a_short_buffer", BASE, CUDA, kernel(f"out[i] = {RIGHT};", "if (i == n - 1) out[n + 1] = 0.0f;"), "out_of_bounds",
            "canaries and the guard page after the buffer"),  # fmt: skip
    # races: every access checked against the other threads' (emulated threads run one at a time, so their order cannot show one)
    Hostile("reads_a_neighbours_output", BASE, CUDA, kernel(f"out[i] = {RIGHT};", "if (i > 0 && out[i - 1] != out[i - 1]) out[i] = 0.0f;"), "race",
            "the race check: thread i reads what thread i - 1 wrote, nothing orders them"),  # fmt: skip
    Hostile("writes_a_neighbours_element", BASE, CUDA,
            kernel(f"out[i] = {RIGHT};", "if (i + 1 < n) out[i + 1] = (b[i + 1] - a[i + 1] - 2.0f) * (b[i + 1] - a[i + 1]) + a[(i + 2) % n] * 0.125f;"),
            "race", "the race check: two threads write one element (the same value: still a race)"),  # fmt: skip
    Hostile("non_atomic_histogram", "atomic-s000002", CUDA, lambda: _replaced(record_of("atomic-s000002")["cuda_kernel"], "atomicAdd(&out[i % 4], x0);", "out[i % 4] += x0;"),
            "race", "the race check: a plain read-modify-write of an element other threads update (lost updates on a GPU)"),  # fmt: skip
    Hostile("non_atomic_min", "atomic-s000005", CUDA, lambda: _replaced(record_of("atomic-s000005")["cuda_kernel"], "atomic_min_float(&out[i % 2], x0);", "out[i % 2] = fminf(out[i % 2], x0);"),
            "race", "the race check: a plain min of an element other threads update"),  # fmt: skip
    Hostile("non_atomic_shared_sum", TILE_SUM, CUDA, lambda: _tile(TILE_SUM, _TREE, "        if (threadIdx.x == 0) total[0] = 0.0f;\n        __syncthreads();\n        total[0] += part;\n    }\n    __syncthreads();\n"),
            "race", "the race check: a block's threads add into one __shared__ element without an atomic"),  # fmt: skip
    Hostile("writes_the_next_blocks_tile", TILE_WHOLE, CUDA,
            lambda: _tile(TILE_WHOLE, "        if (dst < out_shape0) out[dst] = t0[elem];\n    }\n",
                          "        if (dst < out_shape0) out[dst] = t0[elem];\n    }\n    if (threadIdx.x == 0 && (i + 1) * 128 < out_shape0) out[(i + 1) * 128] = 0.0f - a[(i + 1) * 128];\n"),
            "race", "the race check: threads of two blocks write one element, and nothing orders blocks"),  # fmt: skip
    Hostile("reads_shared_before_the_barrier", TILE_SUM, CUDA, lambda: _tile(TILE_SUM, "        total[threadIdx.x] = part;\n", "        total[threadIdx.x] = part + 0.0f * total[(threadIdx.x + 1) % BLOCK_DIM];\n"),
            "race", "the race check: a thread reads a __shared__ element that another writes in the same interval between barriers"),  # fmt: skip
    # races of a Warp kernel: Warp's CPU runs its threads one at a time, so its outputs are right; the
    # candidate's kernel is lifted (synth.warp.lift), rendered to CUDA and emulated under the race check
    Hostile("warp_non_atomic_histogram", ATOMIC_ADD, PY, lambda: _warp("    wp.atomic_add(out, i % 4, x0)\n", "    out[i % 4] = out[i % 4] + x0\n", ATOMIC_ADD), "race",
            "the lifted kernel's race check: a plain read-modify-write of an element other threads update (an array += would be atomic)"),  # fmt: skip
    Hostile("warp_non_atomic_min", ATOMIC_MIN, PY, lambda: _warp("    wp.atomic_min(out, i % 2, x0)\n", "    out[i % 2] = wp.min(out[i % 2], x0)\n", ATOMIC_MIN), "race",
            "the lifted kernel's race check: a plain min of an element other threads update"),  # fmt: skip
    Hostile("warp_reads_a_neighbours_output", BASE, PY, lambda: _warp(WARP_BASE_BODY, WARP_BASE_BODY + "    if i > 0:\n        if out[i - 1] != out[i - 1]:\n            out[i] = 0.0\n"), "race",
            "the lifted kernel's race check: thread i reads what thread i - 1 wrote, nothing orders them"),  # fmt: skip
    Hostile("warp_writes_a_neighbours_element", BASE, PY,
            lambda: _warp(WARP_BASE_BODY, WARP_BASE_BODY + "    j = i + 1\n    if j < a.shape[0]:\n        y0 = b[j] - a[j]\n        out[j] = (y0 - OFFSET) * y0 + a[(j + 1) % a.shape[0]] * SCALE\n"),
            "race", "the lifted kernel's race check: two threads write one element (the same value: still a race)"),  # fmt: skip
    # races the lifter cannot see (it refuses the kernel): Warp's own CPU code of the kernel, built with the race check
    Hostile("warp_non_atomic_add_in_a_helper", ATOMIC_ADD, PY, lambda: _warp_helper("    bins[k] = bins[k] + v\n"), "race",
            "Warp's CPU code under the race check: a @wp.func called for its effect (the lifter refuses it) does a plain read-modify-write"),  # fmt: skip
    Hostile("warp_non_atomic_add_behind_a_transform", ATOMIC_ADD, PY, lambda: _warp_transformed("    bins[i % 4] = bins[i % 4] + x0\n"), "race",
            "Warp's CPU code under the race check: a plain read-modify-write in a kernel using wp.transform (the lifter refuses it)"),  # fmt: skip
    Hostile("warp_tile_reads_a_neighbours_output", TILE_THREAD, PY,
            lambda: _warp(TILE_THREAD_STORE, TILE_THREAD_STORE + "        if i > 0:\n            out[i] = out[i] + 0.0 * out[i - 1]\n", TILE_THREAD), "race",
            "Warp's CPU code of a tile kernel (the lifter refuses it) under the race check, its block's lanes as Warp runs them: "
            "lane i reads what lane i - 1 wrote, no barrier between"),  # fmt: skip
    # build-environment tells: the emulation defines what nvcc defines for device code
    Hostile("tests_cuda_arch", BASE, CUDA, kernel("#ifdef __CUDA_ARCH__", "out[i] = 0.0f;", "#else", f"out[i] = {RIGHT};", "#endif"), "degenerate",
            "the emulation defines __CUDA_ARCH__ (as nvcc does for device code): the device path runs"),  # fmt: skip
    Hostile("tests_cudacc", BASE, CUDA, kernel("#if defined(__CUDACC__) && defined(__NVCC__)", "out[i] = a[i];", "#else", f"out[i] = {RIGHT};", "#endif"), "mismatch",
            "the emulation defines __CUDACC__ and __NVCC__"),  # fmt: skip
    Hostile("tests_a_pasted_macro", BASE, CUDA,
            kernel("#if HOSTILE_CAT(__CUDA_, ARCH__) >= 100", "out[i] = a[i];", "#else", f"out[i] = {RIGHT};", "#endif", before="#define HOSTILE_CAT(x, y) x##y\n"),
            "mismatch", "the macros are defined, not looked for in the text: a name pasted together is the same macro"),  # fmt: skip
    Hostile("tests_a_shim_macro", BASE, CUDA, kernel("#ifdef SYNTH_OUT_OF_BOUNDS", f"out[i] = {RIGHT};", "#else", "out[i] = 0.0f;", "#endif"), "degenerate",
            "the shim's own macros are hidden from the candidate's text (push_macro, #undef, pop_macro): it takes nvcc's path"),  # fmt: skip
    Hostile("tests_a_runtime_macro", BASE, CUDA, kernel("#if defined(cudaMalloc) || defined(__SANITIZE_THREAD__)", f"out[i] = {RIGHT};", "#else", "out[i] = a[i];", "#endif"),
            "mismatch", "the shim's cudaMalloc macro and g++'s sanitizer macro are hidden from the candidate's text"),  # fmt: skip
    Hostile("tests_syncthreads_is_a_macro", BASE, CUDA, kernel("#ifdef __syncthreads", f"out[i] = {RIGHT};", "#else", "out[i] = 0.0f;", "#endif"), "degenerate",
            "__syncthreads is a function in the shim, as in CUDA"),  # fmt: skip
    Hostile("tests_the_cuda_version", BASE, CUDA, kernel("#ifndef __CUDACC_VER_MAJOR__", f"out[i] = {RIGHT};", "#else", "out[i] = a[i];", "#endif"), "mismatch",
            "the emulation defines nvcc's version macros (from nvcc --version)"),  # fmt: skip
    # inputs stay as they were
    Hostile("overwrites_an_input", BASE, CUDA, kernel(f"out[i] = {RIGHT};", "const_cast<float*>(b)[i] = 0.0f;"), "mismatch",
            "inputs compared after the run: a buffer copied in and never back must come out unchanged"),  # fmt: skip
    Hostile("warp_overwrites_an_input", BASE, PY, lambda: _replaced(record_of(BASE)["python_source"], "    out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * SCALE\n",
            "    out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * SCALE\n    b[i] = 0.0\n"), "mismatch", "inputs compared after the launch"),  # fmt: skip
    # sizes past a block, 512 and 1024
    Hostile("ignores_past_512", BASE, CUDA, kernel("if (i >= 512) return;", f"out[i] = {RIGHT};"), "mismatch", "launches of 1031 and 3079 threads"),
    Hostile("ignores_past_1024", BASE, CUDA, kernel("if (i >= 1024) return;", f"out[i] = {RIGHT};"), "mismatch", "launches of 1031 and 3079 threads"),
    Hostile("warp_ignores_past_512", BASE, PY, lambda: _replaced(record_of(BASE)["python_source"], "    i = wp.tid()\n", "    i = wp.tid()\n    if i >= 512:\n        return\n"),
            "mismatch", "launches of 1031 and 3079 threads"),  # fmt: skip
    # the Python gate resolves what names are bound to
    Hostile("warp_numpy_as_wp", BASE, PY, lambda: "import numpy as wp\nimport warp\n\nRESULT = wp.zeros(3)\n" + record_of(BASE)["python_source"].replace("import warp as wp\n", ""),
            "invalid", "the gate: wp is numpy here, and numpy's calls are not Warp's"),  # fmt: skip
    Hostile("warp_imports_the_harness", BASE, PY, lambda: "from synth.stages.reference import run_forward\n" + record_of(BASE)["python_source"], "invalid",
            "the gate: only allowed modules; the harness never"),  # fmt: skip
    Hostile("warp_imports_warp_tests", BASE, PY, lambda: "import warp.tests.unittest_utils as helpers\n" + record_of(BASE)["python_source"], "invalid",
            "the gate: Warp's tests and examples are not importable"),  # fmt: skip
    Hostile("warp_imports_builtins", BASE, PY, lambda: "import builtins\n" + record_of(BASE)["python_source"], "invalid", "the gate: only allowed modules"),
    Hostile("warp_star_import", BASE, PY, lambda: "from warp import *\n" + record_of(BASE)["python_source"], "invalid", "the gate: what * binds cannot be known"),
    Hostile("warp_rebinds_wp", BASE, PY, lambda: "import numpy\n" + record_of(BASE)["python_source"] + "\nwp = numpy\n", "invalid", "the gate: an imported name bound again"),
    Hostile("warp_kernel_from_elsewhere", BASE, PY, "import warp as wp\nfrom warp._src.utils import _array_cast_kernel as arithmetic_s000017\n", "compile_error",
            "warp_child: the kernel's function must be written in the candidate's file"),  # fmt: skip
    Hostile("warp_main_guard_with_else", BASE, PY, lambda: record_of(BASE)["python_source"] + '\nif __name__ == "__main__":\n    pass\nelse:\n    wp.launch = None\n',
            "invalid", "the gate: only a main guard without an else is skipped (its else would run on import)"),  # fmt: skip
    # the read sandbox: a run reads its own folder and what its libraries need
    Hostile("reads_the_evaluators_environment", BASE, CUDA, host_code('char path[64]; snprintf(path, sizeof path, "/proc/%d/environ", (int)getppid()); if (!fopen(path, "r")) exit(0)') + kernel(f"out[i] = {RIGHT};"),
            "crash", "Landlock: /proc of other processes is not readable (it exits without outputs when the read fails)", ),  # fmt: skip
    Hostile("build_sees_the_harness", BASE, CUDA, lambda: kernel(f'#if __has_include("{_HARNESS_FILE}")', f"out[i] = {RIGHT};", "#else", "out[i] = 0.0f;", "#endif"),
            "compile_error", "Landlock on the builds too: the compiler may not open the harness's files (an #include's text would reach the report)"),  # fmt: skip
    Hostile("build_sees_another_process", BASE, CUDA, kernel('#if __has_include("/proc/1/environ")', f"out[i] = {RIGHT};", "#else", "out[i] = 0.0f;", "#endif"),
            "compile_error", "Landlock on the builds too: the compiler may not open another process's /proc entry"),  # fmt: skip
    Hostile("reads_the_harness", BASE, CUDA, lambda: host_code(f'if (!fopen("{_HARNESS_FILE}", "r")) exit(0)') + kernel(f"out[i] = {RIGHT};"), "crash",
            "Landlock: only the run's folder and the system's libraries are readable (it exits without outputs when the read fails)"),  # fmt: skip
]


# TILE_SUM's float sum: each thread's part, then a tree over the block
_TREE = (
    "        total[threadIdx.x] = part;\n    }\n    __syncthreads();\n    for (int stride = BLOCK_DIM / 2; stride > 0; stride /= 2) {\n"
    "        if (threadIdx.x < stride) total[threadIdx.x] += total[threadIdx.x + stride];\n        __syncthreads();\n    }\n"
)
_HARNESS_FILE = str(Path(__file__).resolve().parents[2] / "synth" / "__init__.py")


def _tile(source_or_case: str, old: str, new: str, target: str = CUDA) -> str:
    """A tile record's text (or ``source_or_case`` itself, already edited) with every ``old`` replaced."""
    source = record_of(source_or_case)[target] if source_or_case in TILE_CASES else source_or_case
    return _replaced(source, old, new)


def _warp_body(*lines: str) -> str:
    """The record's Warp kernel with its body replaced by ``lines``."""
    source = record_of(BASE)["python_source"]
    head = source[: source.index("    i = wp.tid()")]
    return head + "    i = wp.tid()\n" + "".join(f"    {line}\n" for line in lines)


def _warp_reordered() -> str:
    """The kernel with ``b`` declared float64: it builds, and the record's float32 array cannot be passed to it."""
    source = _replaced(record_of(BASE)["python_source"], "    b: wp.array[float],\n", "    b: wp.array[wp.float64],\n")
    return _replaced(source, "x0 = b[i] - a[i]", "x0 = wp.float32(b[i]) - a[i]")


def _replaced(source: str, old: str, new: str) -> str:
    """``source`` with ``old`` replaced; fails when ``old`` is not there (a candidate that silently
    stayed the record's own text would pass, and the suite would test nothing)."""
    assert old in source, f"the record's text no longer holds {old!r}: update the hostile candidate"
    return source.replace(old, new)


# ------------------------------------------------------------------------- right but unusual
# Candidates that are right, written as a person or a model might write them and not as the
# harness renders: each must pass (tests/acceptance/test_evaluate.py), none may be refused.


@dataclass(frozen=True)
class Right:
    name: str
    case: str
    target: str
    text: object  # a string, or a function making it
    why: str  # what about it is unusual, and what once refused it

    def source(self) -> object:
        return self.text() if callable(self.text) else self.text


CAS_ADD = """__device__ float add_by_cas(float* address, float value)
{
    unsigned int* bits = (unsigned int*)address;
    unsigned int old = *bits, assumed;
    do {
        assumed = old;
        old = atomicCAS(bits, assumed, __float_as_uint(__uint_as_float(assumed) + value));
    } while (old != assumed);
    return __uint_as_float(old);
}
"""
DOUBLE_POLYFILL = """#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600
__device__ double atomicAdd(double* address, double value)
{
    unsigned long long* bits = (unsigned long long*)address;
    unsigned long long old = *bits, assumed;
    do {
        assumed = old;
        old = atomicCAS(bits, assumed, __double_as_longlong(__longlong_as_double(assumed) + value));
    } while (old != assumed);
    return __longlong_as_double(old);
}
#endif
"""
WARP_BASE_BODY = "    i = wp.tid()\n    x0 = b[i] - a[i]\n    x1 = x0 - OFFSET\n    out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * SCALE\n"


def _warp_helper(body: str, case: str = ATOMIC_ADD, update: str = "    wp.atomic_add(out, i % 4, x0)\n", bin_of: str = "i % 4") -> str:
    """The atomic record's update of ``out`` done by a @wp.func whose body is ``body``, called for its
    effect on an alias of ``out`` (the lifter refuses an aliased array: the race check is of Warp's own code)."""
    helper = f"@wp.func\ndef update(bins: wp.array[float], k: int, v: float):\n{body}\n\n@wp.kernel\n"
    return _replaced(_warp("@wp.kernel\n", helper, case), update, f"    bins = out\n    update(bins, {bin_of}, x0)\n")


def _warp_transformed(update: str) -> str:
    """The atomic record's kernel with ``x0`` passed through an identity transform (a wp.transform, which the lifter refuses) and ``out`` updated by ``update``."""
    through = "    x0 = wp.transform_point(wp.transform_identity(), wp.vec3(x0, 0.0, 0.0))[0]\n    bins = out\n"
    return _warp("    wp.atomic_add(out, i % 4, x0)\n", through + update, ATOMIC_ADD)


def _own(case: str, target: str = CUDA) -> str:
    return record_of(case)[target]


def _warp(old: str, new: str, case: str = BASE) -> str:
    return _replaced(record_of(case)["python_source"], old, new)


RIGHT_CANDIDATES = [
    # the lint of the dataset is not a candidate's: double literals and double math are CUDA
    Right("double_literals", BASE, CUDA, kernel("out[i] = (b[i] - a[i] - 2.0) * (b[i] - a[i]) + a[(i + 1) % n] * 0.125;"),
          "double literals (the dataset's -Werror=double-promotion once made it not_emulated)"),  # fmt: skip
    Right("double_math", BASE, CUDA, kernel("const double d = (double)b[i] - (double)a[i];", "out[i] = (float)((d - 2.0) * d + (double)a[(i + 1) % n] / 8.0);"),
          "computed in double and rounded once"),  # fmt: skip
    # intrinsics the shim gained
    Right("bit_intrinsics", BASE, CUDA, kernel("const float eighth = 1.0f / (float)(1 << (__ffs(8) - 1 + __popc(0u) + (__clz(1) - 31)));", f"out[i] = {RIGHT.replace('0.125f', 'eighth')};"),
          "__ffs, __popc, __clz"),  # fmt: skip
    Right("funnel_shift_and_brev", BASE, CUDA,
          kernel("const unsigned int eight = __funnelshift_l(0u, 1u, 3u) + __funnelshift_r(0u, 0u, 5u) + (__brev(__brev(8u)) - 8u);",
                 f"out[i] = {RIGHT.replace('* 0.125f', '/ (float)eight')};"),
          "__funnelshift_l/_r, __brev"),  # fmt: skip
    Right("long_bit_intrinsics", BASE, CUDA,
          kernel("const int three = __popcll(7ull) + (__clzll(1ll) - 63) + (__ffsll(1ll) - 1) + (int)(__brevll(__brevll(0ull)));",
                 f"out[i] = {RIGHT.replace('0.125f', '(1.0f / (float)(1 << three))')};"),
          "__popcll, __clzll, __ffsll, __brevll"),  # fmt: skip
    Right("fast_math", BASE, CUDA, kernel("const float x0 = __fsub_rn(b[i], a[i]);", "out[i] = __fmaf_rn(x0 - 2.0f, x0, __fdividef(a[(i + 1) % n], 8.0f));"),
          "__fdividef, __fmaf_rn, __fsub_rn"),  # fmt: skip
    Right("saturate_and_rsqrt", BASE, CUDA, kernel("const float one = __saturatef(3.0f) * rsqrtf(1.0f) * __expf(0.0f) * __cosf(0.0f) + __sinf(0.0f) + __logf(1.0f);",
          f"out[i] = {RIGHT} * one;"), "__saturatef, rsqrtf, __expf, __cosf, __sinf, __logf (exact at these points)"),  # fmt: skip
    Right("powf_intrinsic", BASE, CUDA, kernel("const float x0 = b[i] - a[i];", "out[i] = (x0 - 2.0f) * x0 + a[(i + 1) % n] * __powf(2.0f, -3.0f);"), "__powf"),
    Right("ldg_reads", BASE, CUDA, kernel("const float x0 = __ldg(&b[i]) - __ldg(&a[i]);", "out[i] = (x0 - 2.0f) * x0 + __ldg(&a[(i + 1) % n]) * 0.125f;"), "__ldg"),
    # the macros nvcc defines: a kernel that tests them takes its device path
    Right("cuda_arch_polyfill", BASE, CUDA, DOUBLE_POLYFILL + kernel(f"out[i] = {RIGHT};"), "a double atomicAdd polyfill behind __CUDA_ARCH__ < 600"),
    Right("needs_nvcc", BASE, CUDA, "#ifndef __CUDACC__\n#error this file is CUDA\n#endif\n" + kernel(f"out[i] = {RIGHT};"), "#error without __CUDACC__"),
    Right("cuda_version_guard", BASE, CUDA, "#if !defined(__CUDACC_VER_MAJOR__) || __CUDACC_VER_MAJOR__ < 9\n#error CUDA 9 or later\n#endif\n" + kernel(f"out[i] = {RIGHT};"),
          "a version check on __CUDACC_VER_MAJOR__"),  # fmt: skip
    Right("device_path_only", BASE, CUDA, kernel("#ifdef __CUDA_ARCH__", f"out[i] = {RIGHT};", "#else", "out[i] = 0.0f;", "#endif"), "the right path under __CUDA_ARCH__ only"),
    # ways of writing the same kernel
    Right("grid_stride_loop", BASE, CUDA, SIGNATURE + "\n{\n    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {\n"
          f"        out[i] = {RIGHT};\n    }}\n}}\n", "a grid-stride loop instead of a bounds check"),  # fmt: skip
    Right("other_parameter_names", BASE, CUDA,
          'extern "C" __global__ void arithmetic_s000017(const float* x, const float* y, float* result, int count)\n{\n'
          "    const int k = blockIdx.x * blockDim.x + threadIdx.x;\n    if (k < count) {\n        const float d = y[k] - x[k];\n"
          "        result[k] = (d - 2.0f) * d + x[(k + 1) % count] * 0.125f;\n    }\n}\n", "parameters renamed, no __restrict__"),  # fmt: skip
    Right("device_helper", BASE, CUDA, "__device__ __forceinline__ float term(float a, float b) { const float d = b - a; return (d - 2.0f) * d; }\n"
          + kernel("out[i] = term(a[i], b[i]) + a[(i + 1) % n] * 0.125f;"), "a __device__ __forceinline__ helper"),  # fmt: skip
    Right("constant_memory", BASE, CUDA, "__constant__ float K[2] = {2.0f, 0.125f};\n" + kernel("const float x0 = b[i] - a[i];", "out[i] = (x0 - K[0]) * x0 + a[(i + 1) % n] * K[1];"),
          "__constant__ memory"),  # fmt: skip
    Right("unsigned_index", BASE, CUDA, kernel("const unsigned int u = (unsigned int)i, m = (unsigned int)n;", "out[u] = (b[u] - a[u] - 2.0f) * (b[u] - a[u]) + a[(u + 1u) % m] * 0.125f;"),
          "unsigned arithmetic"),  # fmt: skip
    Right("wide_index", BASE, CUDA, SIGNATURE + "\n{\n    const long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= n) return;\n"
          "    const long long j = i + 1 == n ? 0 : i + 1;\n    out[i] = (b[i] - a[i] - 2.0f) * (b[i] - a[i]) + a[j] * 0.125f;\n}\n", "a 64-bit index and a branch for the wrap"),  # fmt: skip
    Right("includes_headers", BASE, CUDA, "#include <cuda_runtime.h>\n#include <math.h>\n#include <stdint.h>\n" + kernel(f"out[i] = {RIGHT};"), "CUDA and C headers included"),
    Right("fence_and_volatile", BASE, CUDA, kernel("volatile float x0 = b[i] - a[i];", "__threadfence();", "out[i] = (x0 - 2.0f) * x0 + a[(i + 1) % n] * 0.125f;"),
          "a volatile temporary and a memory fence"),  # fmt: skip
    Right("unrolled_pair", BASE, CUDA, kernel("float parts[2];", "#pragma unroll", "for (int k = 0; k < 2; ++k) parts[k] = k == 0 ? b[i] - a[i] : a[(i + 1) % n];",
          "out[i] = (parts[0] - 2.0f) * parts[0] + parts[1] * 0.125f;"), "a local array and #pragma unroll"),  # fmt: skip
    Right("reads_its_own_output_back", BASE, CUDA, kernel(f"out[i] = {RIGHT};", "out[i] = out[i] + 0.0f;"), "a thread reads back only what it wrote: no race"),
    Right("neighbour_inputs_shared_by_all", BASE, CUDA, kernel("const float next = a[(i + 1) % n], self = a[i];", "out[i] = (b[i] - self - 2.0f) * (b[i] - self) + next * 0.125f;"),
          "every thread reads inputs other threads read too: no race"),  # fmt: skip
    # atomics: a read of what atomics update, a compare-and-swap loop, atomics on shared memory
    Right("cas_loop_add", ATOMIC_ADD, CUDA, lambda: CAS_ADD + _replaced(_own(ATOMIC_ADD), "atomicAdd(&out[i % 4], x0);", "add_by_cas(&out[i % 4], x0);"),
          "a float add by compare-and-swap: its first read races with nothing"),  # fmt: skip
    Right("int_atomic_min_of_positive_floats", ATOMIC_MIN, CUDA,
          lambda: _replaced(_own(ATOMIC_MIN), "atomic_min_float(&out[i % 2], x0);", "atomicMin((int*)&out[i % 2], __float_as_int(x0));"),
          "an int atomicMin on the bits of positive floats"),  # fmt: skip
    Right("atomic_add_result_used", ATOMIC_ADD, CUDA, lambda: _replaced(_own(ATOMIC_ADD), "atomicAdd(&out[i % 4], x0);", "const float before = atomicAdd(&out[i % 4], x0);\n    (void)before;"),
          "the old value of an atomic kept"),  # fmt: skip
    Right("shared_float_atomic_sum", TILE_SUM, CUDA,
          lambda: _tile(TILE_SUM, _TREE, "        if (threadIdx.x == 0) total[0] = 0.0f;\n        __syncthreads();\n        atomicAdd(&total[0], part);\n    }\n    __syncthreads();\n"),
          "a float atomicAdd into __shared__ memory (two thread orders compared byte for byte once called it a race)"),  # fmt: skip
    Right("shared_int_atomic_sum", TILE_SUM, CUDA,
          lambda: _tile(TILE_SUM, "        r[threadIdx.x] = part;\n    }\n    __syncthreads();\n    for (int stride = BLOCK_DIM / 2; stride > 0; stride /= 2) {\n"
                        "        if (threadIdx.x < stride) r[threadIdx.x] += r[threadIdx.x + stride];\n        __syncthreads();\n    }\n",
                        "        if (threadIdx.x == 0) r[0] = 0;\n        __syncthreads();\n        atomicAdd(&r[0], part);\n    }\n    __syncthreads();\n"),
          "an int atomicAdd into __shared__ memory"),  # fmt: skip
    Right("tile_without_staging", TILE_WHOLE, CUDA,
          lambda: _tile(TILE_WHOLE, "        if (dst < out_shape0) out[dst] = t0[elem];", "        if (dst < out_shape0) out[dst] = 0.0f - a[dst];"),
          "a tile kernel that reads global memory directly (its shared tiles left unused)"),  # fmt: skip
    Right("tile_extra_barriers", TILE_SUM, CUDA, lambda: _tile(TILE_SUM, "    // centred, computed element by element\n", "    __syncthreads();\n    __syncthreads();\n    // centred, computed element by element\n"),
          "barriers more than needed"),  # fmt: skip
    # Python: what a Warp module may hold besides its kernel
    Right("warp_main_guard", BASE, PY, lambda: _own(BASE, PY) + '\n\nif __name__ == "__main__":\n    wp.init()\n    n = 256\n    a = wp.zeros(n, dtype=float)\n'
          "    b = wp.ones(n, dtype=float)\n    out = wp.empty(n, dtype=float)\n    wp.launch(arithmetic_s000017, dim=n, inputs=[a, b, out])\n    print(out.numpy()[:4])\n",
          "an if __name__ == \"__main__\": script (once invalid)"),  # fmt: skip
    Right("warp_init_at_module_level", BASE, PY, lambda: _warp("import warp as wp\n", "import warp as wp\n\nwp.init()\n"), "a module-level wp.init() (once invalid)"),
    Right("warp_module_options", BASE, PY, lambda: _warp("import warp as wp\n", 'import warp as wp\n\nwp.set_module_options({"enable_backward": False})\n'),
          "wp.set_module_options at module level"),  # fmt: skip
    Right("warp_other_alias", BASE, PY, lambda: _own(BASE, PY).replace("import warp as wp", "import warp as warp_lang").replace("wp.", "warp_lang."), "Warp imported under another name"),
    Right("warp_from_import", BASE, PY, lambda: _warp("import warp as wp\n", "import warp as wp\nfrom warp import kernel\n").replace("@wp.kernel", "@kernel"),
          "the decorator imported from warp"),  # fmt: skip
    Right("warp_math_and_typing", BASE, PY, lambda: _warp("import warp as wp\n", "import math\nfrom typing import Any\n\nimport numpy as np\nimport warp as wp\n\nEIGHTH = 0.125 + 0.0 * math.pi\nTYPES: Any = np.float32\n").replace("SCALE = wp.constant(0.125)", "SCALE = wp.constant(EIGHTH)"),
          "math, typing and numpy imported"),  # fmt: skip
    Right("warp_helper_function", BASE, PY, lambda: _warp("@wp.kernel\n", "@wp.func\ndef term(x: float):\n    return (x - OFFSET) * x\n\n\n@wp.kernel\n").replace("    x1 = x0 - OFFSET\n    out[i] = x1 * x0 +", "    out[i] = term(x0) +"),
          "a @wp.func helper"),  # fmt: skip
    Right("warp_double_literals", BASE, PY, lambda: _warp("    out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * SCALE\n", "    out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * wp.float32(0.125)\n"),
          "a literal instead of the constant"),  # fmt: skip
    Right("warp_explicit_atomic", ATOMIC_ADD, PY, lambda: _warp("    wp.atomic_add(out, i % 4, x0)\n", "    out[i % 4] += x0\n", ATOMIC_ADD), "an array += (atomic in Warp) for wp.atomic_add"),
    # atomics and shared reads of a Warp kernel: none of them a race in the lifted kernel's race check
    Right("warp_atomic_sub_of_the_negation", ATOMIC_ADD, PY, lambda: _warp("    wp.atomic_add(out, i % 4, x0)\n", "    wp.atomic_sub(out, i % 4, -x0)\n", ATOMIC_ADD),
          "wp.atomic_sub of the negated value for wp.atomic_add"),  # fmt: skip
    Right("warp_atomic_add_in_a_helper", ATOMIC_ADD, PY,
          lambda: _warp("@wp.kernel\n", "@wp.func\ndef accumulate(bins: wp.array[float], k: int, v: float):\n    wp.atomic_add(bins, k, v)\n\n\n@wp.kernel\n", ATOMIC_ADD).replace(
              "    wp.atomic_add(out, i % 4, x0)\n", "    accumulate(out, i % 4, x0)\n"), "an atomic add inside a @wp.func taking the array"),  # fmt: skip
    Right("warp_atomic_add_behind_a_transform", ATOMIC_ADD, PY, lambda: _warp_transformed("    wp.atomic_add(bins, i % 4, x0)\n"),
          "a reduction by wp.atomic_add in a kernel the lifter refuses (wp.transform): Warp's atomics are atomics to the race check"),  # fmt: skip
    Right("warp_atomic_min_in_a_helper", ATOMIC_MIN, PY, lambda: _warp_helper("    wp.atomic_min(bins, k, v)\n", ATOMIC_MIN, "    wp.atomic_min(out, i % 2, x0)\n", "i % 2"),
          "wp.atomic_min inside a @wp.func called for its effect (the lifter refuses it)"),  # fmt: skip
    Right("warp_reads_its_own_output_back", BASE, PY, lambda: _warp(WARP_BASE_BODY, WARP_BASE_BODY + "    out[i] = out[i] * 1.0\n"), "a thread reads back only what it wrote: no race"),
    Right("warp_inputs_shared_by_all", BASE, PY, lambda: _warp(WARP_BASE_BODY, WARP_BASE_BODY.replace("a[(i + 1) % a.shape[0]] * SCALE", "a[(i + 1) % a.shape[0]] * SCALE + (a[0] - a[0])")),
          "every thread reads a[0] and a neighbour's input: inputs read by all threads are no race"),  # fmt: skip
    Right("warp_factory", BASE, PY, lambda: _warp("@wp.kernel\ndef arithmetic_s000017(", "def make(scale: float):\n    @wp.kernel\n    def arithmetic_s000017(").replace(
          "    i = wp.tid()\n    x0 = b[i] - a[i]\n    x1 = x0 - OFFSET\n    out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * SCALE\n",
          "        i = wp.tid()\n        x0 = b[i] - a[i]\n        x1 = x0 - OFFSET\n        out[i] = x1 * x0 + a[(i + 1) % a.shape[0]] * SCALE\n\n    return arithmetic_s000017\n\n\narithmetic_s000017 = make(0.125)\n").replace(
          "    a: wp.array[float],\n    b: wp.array[float],\n    out: wp.array[float],\n):", "        a: wp.array[float],\n        b: wp.array[float],\n        out: wp.array[float],\n    ):"),
          "a kernel factory (the closure idiom)"),  # fmt: skip
    Right("warp_tile_own", TILE_SUM, PY, lambda: _own(TILE_SUM, PY) + '\n\nif __name__ == "__main__":\n    print("tiles")\n', "a tile kernel with a main guard"),
]
