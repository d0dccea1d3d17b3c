"""Every branch of every helper the renderer emits is run by a conformance test, bit for bit against
Warp's CPU, or listed here with why no input can reach it.

The conformance tests are the families' own (``test_math_library``, ``test_random_numbers``,
``test_linalg_builtins``, ``test_quaternion_builtins``, ``test_selection_builtins``, ``test_half``,
``test_integer_ops``, ``test_int64_ops``, ``test_wide_types``, ``test_vector_builtins``, ``test_geometry_queries``, ``test_bvh_queries``, ``test_mesh_ray``, ``test_mesh_point``, ``test_frame_builtins``): each runs its kernels through the CPU
emulation on its edge values and compares the outputs with Warp's CPU bit for bit. Here the same
kernels on the same values run once more through an emulation built with ``--coverage``; gcov's
branch counts of every helper function (its copies in each kernel's namespace summed), of the
shim's half precision and atomics, and of the shared file I/O code (``COMMON``, with malformed
files for its error paths) must all be non-zero. A helper a generated kernel uses that no
conformance kernel calls fails too, so a new helper, or a new branch in one, needs its test.
"""

from __future__ import annotations

import collections
import importlib
import json
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from synth.generate.cases import spec_for
from synth.generate.categories import CATEGORIES
from synth.render.cuda import units
from synth.render.cuda.kernel import helper_keys
from synth.toolchain import emulate

pytestmark = pytest.mark.needs_gxx

# family test module -> its conformance kernels and the input draws each runs on
FAMILIES = {
    "test_math_library": lambda m: [(spec, [values]) for spec, values in m.CASES.values()],
    "test_random_numbers": lambda m: [(spec, [m._inputs(spec, seed) for seed in m.SEEDS]) for spec in m.SPECS],
    "test_selection_builtins": lambda m: [(spec, [m._values(spec)]) for spec in m.SPECS],
    "test_linalg_builtins": lambda m: [(spec, [m.values_of(spec)]) for spec in m.SPECS],
    "test_quaternion_builtins": lambda m: [(spec, [m.values_of(spec)]) for spec in m.SPECS],
    "test_half": lambda m: [(spec, [values]) for spec, values in m.HALF_CASES.values()],
    "test_integer_ops": lambda m: [(spec := m.semantics_spec(), [m.edge_values(spec)])],
    "test_int64_ops": lambda m: [(spec := m.semantics_spec(), [m.edge_values(spec)])],
    "test_wide_types": lambda m: [(spec := m.f64_spec(), [m.f64_values(spec)])],
    "test_vector_builtins": lambda m: [(spec, [m.values_of(spec)]) for spec in m.SPECS],
    "test_geometry_queries": lambda m: [(spec, [m.make_inputs(spec)]) for spec in m.SPECS],
    "test_bvh_queries": lambda m: [(spec, [m.values_of(spec)]) for spec in m.SPECS],
    "test_mesh_ray": lambda m: [(spec, [m.values_of(spec)]) for spec in [*m.SPECS, *m.TIES]],
    "test_mesh_point": lambda m: [(spec, [m.values_of(spec)]) for spec in [*m.SPECS, *m.TIES]],
    "test_frame_builtins": lambda m: [(spec, [m.values_of(spec)]) for spec in m.SPECS],
    "test_lower_bound": lambda m: [(spec, [m.values_of(spec)]) for spec in m.SPECS],
}
GENERATED_SEEDS = range(40)  # the helpers generated kernels use: every category's first 40 seeds

# Branches no input can reach, by (function, the line's text): why.
UNREACHABLE = {
    ("cudaMalloc", "*p = static_cast<T*>(malloc(bytes ? bytes : 1));"): "no kernel has an array of zero bytes (every launch has a thread)",
    ("cudaMalloc", "return *p ? cudaSuccess : cudaErrorMemoryAllocation;"): "malloc of a few kilobytes does not fail",
    ("cudaMalloc", "if (*p) synth_track(*p, bytes);"): "malloc of a few kilobytes does not fail",
    ("cudaGetErrorString", 'return err == cudaSuccess ? "no error" : "out of memory";'): "only reached on a failed runtime call, which the shim never reports",
    ("read_array", "void* host = malloc(bytes ? bytes : 1);"): "no kernel has an array of zero bytes (every launch has a thread)",
    ("read_array", "if (!host) io_fail(\"out of memory for parameter\", name);"): "malloc of a few kilobytes does not fail",
    ("to_device", "CUDA_CHECK(cudaMalloc(&device, bytes));"): "the shim's cudaMalloc fails only when malloc does",
    ("to_device", "CUDA_CHECK(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice));"): "the shim's cudaMemcpy cannot fail",
    ("to_host", "CUDA_CHECK(cudaMemcpy(host, device, bytes, cudaMemcpyDeviceToHost));"): "the shim's cudaMemcpy cannot fail",
    ("atomicCAS", "SYNTH_UNCHECKED inline int atomicCAS(int* p, int compare, int v) { SYNTH_ATOMIC(p); int old = *p; if (old == compare) *p = v; return old; }"): (
        "the shim runs threads one at a time: no thread writes between a CAS loop's read and its CAS, which always succeeds (on a device the gpu stages run the retries)"
    ),
    ("atomic_min_float", "} while (old != assumed);"): "the CAS never fails in the shim (see atomicCAS): the loop does not repeat",
    ("atomic_max_float", "} while (old != assumed);"): "the CAS never fails in the shim (see atomicCAS): the loop does not repeat",
    ("write_header", 'if (fwrite("SYNCUOU1", 1, 8, f) != 8 || fwrite(&outputs, 4, 1, f) != 1) io_fail("cannot write", "output header");'): (
        "12 bytes into an empty stdio buffer always succeed (a full device fails at fclose, which is run)"
    ),
    ("write_array", "if (fwrite(&count, 4, 1, f) != 1 || fwrite(src, 1, bytes, f) != bytes || fwrite(padding, 1, pad, f) != pad)"): (
        "the 4-byte count and the 0-3 padding bytes are buffered: only the values outgrow the buffer (that failure is run)"
    ),
    ("cephes_ndtri", "if (y <= 0.0 || y >= 1.0) return (y <= 0.0) ? -(double)INFINITY : (double)INFINITY;"): (
        "y <= 0 only: cephes_erfinv, its only caller, returns first for z <= -1, and (z + 1) / 2 > 0 for every z > -1 (Warp's text, kept); "
        "y >= 1 is reached, by erfcinv at 2^-53 (test_math_library's values; its +inf checked by value in test_helper_boundaries.py)"
    ),
    # Warp's closest_point_to_triangle (intersect.h) tests the regions of a face in turn; in exact arithmetic
    # the earlier ones hold every point these conditions' false sides would admit, and float32 searches of
    # 150 million non-sliver faces and points found none that rounding takes there (generated-kernels.md, mesh_point)
    ("closest_point_to_triangle", "if (vb <= 0.0f && d2 >= 0.0f && d6 <= 0.0f) {  // edge ac"): (
        "d2 < 0 (behind a along ac) with vb <= 0 (outside ac): vertex a's or edge ab's region, tested before"
    ),
    ("closest_point_to_triangle", "if (va <= 0.0f && (d4 - d3) >= 0.0f && (d5 - d6) >= 0.0f) {  // edge bc"): (
        "d4 - d3 < 0 (behind b along bc) or d5 - d6 < 0 (beyond c) with va <= 0 (outside bc): vertex b's or c's region, tested before"
    ),
}
SHIM_FUNCTIONS = re.compile(r"^(__float2half_rn|__half2float|__h\w+|atomic\w+|cudaMalloc|cudaGetErrorString)\b")
COMMON_FUNCTIONS = ("io_fail", "open_file", "close_file", "read_header", "read_value", "read_array", "write_header", "write_array", "to_device", "to_host")


def conformance() -> list:
    """(spec, [input draws]) of every family's conformance kernels."""
    found = []
    for module, cases in FAMILIES.items():
        found += cases(importlib.import_module(module))
    return found


@pytest.fixture(scope="module")
def covered(tmp_path_factory):
    """gcov's branch counts of the conformance kernels' emulation: {(function, line text): [count per branch]}."""
    cases = conformance()
    specs = [spec for spec, _ in cases]
    folder = tmp_path_factory.mktemp("coverage")
    source = folder / "emulate.cpp"
    text = units.emulation_unit(specs)
    # io_fail exits: declared so here, gcov counts no return from it (an edge no run can take)
    source.write_text(text.replace(IO_FAIL, "[[noreturn]] " + IO_FAIL.rstrip("\n{") + ";\n" + IO_FAIL, 1))
    gxx = emulate.find_gxx()
    flags = [*emulate.GXX_FLAGS, "--coverage", "-I", str(emulate.SHIM.parent)]
    subprocess.run([gxx, *flags, "-c", "-o", str(folder / "emulate.o"), str(source)], check=True, capture_output=True)
    subprocess.run([gxx, "--coverage", "-o", str(folder / "emulate"), str(folder / "emulate.o")], check=True, capture_output=True)
    results = emulate.run_all(folder / "emulate", specs, {spec.name: draws for spec, draws in cases}, folder)
    failed = {name: r for name, r in results.items() if not isinstance(r, list)}
    assert not failed, f"a conformance kernel failed in the coverage build: {failed}"
    largest = max(specs, key=lambda spec: sum(spec.output_length(p) * p.type.nbytes for p in spec.outputs))
    padded = next(spec for spec in specs if spec.params[-1].kind == "out" and spec.output_length(spec.params[-1]) * spec.params[-1].type.nbytes % 4)
    malformed_files(folder / "emulate", padded, largest, folder)
    report = subprocess.run(["gcov", "-b", "--json-format", "--stdout", "emulate.gcda"], cwd=folder, check=True, capture_output=True, text=True)
    return branch_counts(json.loads(report.stdout), source.read_text().splitlines(), (emulate.SHIM.read_text().splitlines()), {s.name for s in specs})


def branch_counts(report: dict, source: list[str], shim: list[str], kernels: set[str]) -> dict:
    """Branch counts per (function, line text) of the helpers, the shim and the shared I/O code; a
    function's copies in the kernels' namespaces are one function (their branches summed)."""
    counts: dict = collections.defaultdict(list)
    for file in report["files"]:
        text = shim if file["file"].endswith("cuda_shim.h") else source
        names = {f["name"]: f["demangled_name"] for f in file["functions"]}
        for line in file["lines"]:
            name = names.get(line.get("function_name"), "")
            function = re.sub(r"^\w+::", "", name) if name.split("::")[0] in kernels else name
            function = re.sub(r"<.*", "", function.split("(")[0]).split()[-1]  # a template's has its return type first
            if not _checked(function, file["file"], name, kernels):
                continue
            branches = [b["count"] for b in line["branches"] if not b["throw"]]
            if not branches:
                continue
            key = (function, text[line["line_number"] - 1].strip())
            known = counts[key]
            counts[key] = [a + b for a, b in zip(known, branches, strict=True)] if known else branches
    return dict(counts)


def _checked(function: str, file: str, name: str, kernels: set[str]) -> bool:
    """Whether a function's branches must all run: a helper (in a kernel's namespace, not the kernel
    nor its host code), the shim's half precision, atomics and allocation, the shared I/O code."""
    if file.endswith("cuda_shim.h"):
        return bool(SHIM_FUNCTIONS.match(function))
    if function in COMMON_FUNCTIONS:
        return True
    namespace = name.split("::")[0]
    return namespace in kernels and function not in kernels and function != "run" and "lambda" not in name


IO_FAIL = "static void io_fail(const char* what, const char* detail)\n{"


def _input_file(spec, folder: Path) -> Path:
    from synth.model.inputs import make_inputs
    from synth.render.cuda.io import write_inputs

    path = folder / f"{spec.name}.good.in.bin"
    write_inputs(path, spec, make_inputs(spec))
    return path


def _fails(exe: Path, spec, inputs: Path, outputs: Path, message: str) -> None:
    proc = subprocess.run([str(exe), spec.name, str(inputs), str(outputs)], capture_output=True, text=True)
    assert proc.returncode == 2 and f"I/O error: {message}" in proc.stderr, (inputs.name, outputs, proc.returncode, proc.stderr)


def malformed_files(exe: Path, padded, large, folder: Path) -> None:
    """Run the shared I/O code's error paths: each malformed input file ends the run with status 2
    and its message, and so does an output that cannot be written (``padded``: a kernel whose last
    parameter ends in padding; ``large``: one whose output outgrows stdio's buffer)."""
    data = _input_file(padded, folder).read_bytes()
    n, count = padded.threads, len(padded.params)
    cases = {
        "cannot open": None,
        "not an input file": [b"SYNCUIN0" + data[8:], data[:5]],
        "truncated header": [data[:10]],
        "input file is for another kernel": [data[:8] + np.array([n + 1, count], "<u4").tobytes() + data[16:], data[:8] + np.array([n, count + 1], "<u4").tobytes() + data[16:]],
        "missing parameter": [data[:16]],
        "wrong word count for parameter": [data[:16] + np.uint32(1).tobytes() + data[20:]],
        "truncated parameter": [data[:-5], data[:-1]],  # inside the last values, inside their padding
    }
    for message, contents in cases.items():
        for k, content in enumerate(contents or [None]):
            path = folder / f"bad.{message.replace(' ', '_')}.{k}.bin"
            if content is not None:
                path.write_bytes(content)
            _fails(exe, padded, path, folder / "out.bin", message)
    _fails(exe, padded, _input_file(padded, folder), folder / "no_such_folder" / "out.bin", "cannot open")
    _fails(exe, padded, _input_file(padded, folder), Path("/dev/full"), "cannot close")  # a few bytes: buffered until fclose
    _fails(exe, large, _input_file(large, folder), Path("/dev/full"), "cannot write")  # more than stdio buffers


def test_every_helper_branch_runs_in_a_conformance_test(covered):
    unreached = {key: counts for key, counts in covered.items() if 0 in counts and key not in UNREACHABLE}
    lines = [f"{function}: {text}  (branches run {counts})" for (function, text), counts in sorted(unreached.items())]
    assert not unreached, f"{len(unreached)} helper lines have a branch no conformance input takes:\n" + "\n".join(lines)


def test_the_unreachable_list_is_current(covered):
    """A listed branch that runs now, or whose line is gone, is taken off the list."""
    stale = [key for key in UNREACHABLE if key not in covered or 0 not in covered[key]]
    assert not stale, f"listed as unreachable, but run or gone: {stale}"


def test_every_helper_a_generated_kernel_uses_has_a_conformance_test():
    tested = set().union(*(helper_keys(spec) for spec, _ in conformance()))
    used: dict[str, str] = {}
    for category in sorted(CATEGORIES):
        for seed in GENERATED_SEEDS:
            spec = spec_for(category, seed)
            if spec.block_dim is not None:  # a tile kernel's device code is synth.render.cuda.tiles', not these helpers
                continue
            for key in helper_keys(spec) - tested:
                used.setdefault(key, spec.name)
    assert not used, "helpers generated kernels use that no conformance test calls: " + ", ".join(f"{k} ({v})" for k, v in sorted(used.items()))
