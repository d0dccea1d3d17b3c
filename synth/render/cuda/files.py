"""Whole CUDA files: one case's standalone .cu (with its device part, the dataset's
``cuda_kernel``) and a batch's translation unit (each case in its own namespace, one ``main``)."""

from __future__ import annotations

from dataclasses import dataclass

from synth.model.spec import HANDLE_KINDS, LIFTED, KernelSpec
from synth.model.twin import uses_half, value_types
from synth.render.cuda.device import render_device
from synth.render.cuda.host import COMMON, INCLUDES_BF16, INCLUDES_CUDA, INCLUDES_FP16, INCLUDES_STD, STANDALONE_MAIN, render_host


@dataclass(frozen=True)
class CudaParts:
    """One case's CUDA text in pieces: ``device`` (types, helpers, kernel) and ``host`` (``run``)."""

    name: str
    device: str
    host: str
    half: bool = False  # it uses __half: an nvcc build includes cuda_fp16.h
    bfloat16: bool = False  # it uses __nv_bfloat16: an nvcc build includes cuda_bf16.h

    @property
    def includes(self) -> str:
        """The CUDA headers of its 16-bit float types (the emulation's shim has its own)."""
        return (INCLUDES_FP16 if self.half else "") + (INCLUDES_BF16 if self.bfloat16 else "")


def render_parts(spec: KernelSpec, launch: str = "cuda") -> CudaParts:
    """The case's device part (types, helpers, kernel) and host part (``run``)."""
    bfloat16 = any(t.scalar.name == "bfloat16" for t in value_types(spec) if not t.is_struct)
    return CudaParts(spec.name, render_device(spec), render_host(spec, launch), uses_half(spec), bfloat16)


@dataclass(frozen=True)
class StandaloneFile:
    """The standalone .cu of one case (``text``) and its device part (``kernel``: the includes it
    needs, types, helpers, functions and the kernel), which the file holds verbatim and which
    compiles alone: what a model would learn to write."""

    text: str
    kernel: str


def render_cuda(spec: KernelSpec) -> str:
    """The standalone .cu of one case: ``nvcc -arch=sm_90 -o k k.cu`` builds it, ``./k in.bin out.bin`` runs it."""
    return render_standalone(spec).text


def render_standalone(spec: KernelSpec, parts: CudaParts | None = None) -> StandaloneFile:
    """The standalone .cu with its device part (the same string, cut out before joining);
    ``parts``: the case's ``render_parts`` already rendered (a batch's, ``synth.render.cuda.units``)."""
    parts = parts or render_parts(spec)
    what = f"the Warp kernel ({spec.category}, seed {spec.seed})" if spec.category != LIFTED else "a Warp kernel (lifted from existing Warp code)"
    header = (
        f"// {spec.name}: standalone CUDA translation of {what}.\n"
        f"// Build: nvcc -arch=sm_90 -o {spec.name} {spec.name}.cu\n"
        f"// Run:   ./{spec.name} INPUTS.bin OUTPUTS.bin\n"
    )
    kernel = device_text(parts)
    text = "\n".join([header + INCLUDES_CUDA + INCLUDES_STD + io_note(spec, COMMON), kernel, parts.host + STANDALONE_MAIN])
    return StandaloneFile(text, kernel)


def device_text(parts: CudaParts) -> str:
    """The device part as a file of its own (the dataset's ``cuda_kernel``): its own includes
    (``cuda_fp16.h`` for __half, ``cuda_bf16.h`` for __nv_bfloat16; nvcc includes the CUDA runtime in every .cu), then the code."""
    return (parts.includes + "\n" if parts.includes else "") + parts.device


IO_NOTE_32 = "// Binary files, all fields little-endian 32-bit words (float32 or int32 values):\n"


def io_note(spec: KernelSpec, common: str) -> str:
    """``common`` with its note on the binary files true for the kernel: a kernel with values
    other than 4 bytes wide (float64, int64, float16, int8 ...) says how they are laid out."""
    values = [p for p in spec.params if p.kind not in HANDLE_KINDS]  # a handle is built, not read
    sizes = {p.type.scalar.size for p in values}
    if sizes <= {4}:
        return common
    names = ", ".join(sorted({p.type.scalar.name for p in values}))
    note = (
        f"// Binary files, little-endian, counted in 32-bit words; values in the parameter's type ({names}):\n"
        "// an 8-byte value is two words, an array of 1- or 2-byte values is packed and its end\n"
        "// padded with zero bytes to a whole word:\n"
    )
    if IO_NOTE_32 not in common:
        raise ValueError("the shared code's note on binary files changed: update io_note")
    return common.replace(IO_NOTE_32, note, 1)


def batch_source(parts: list[CudaParts], includes: str | None = None) -> str:
    """One translation unit for many cases: shared code once, each case in ``namespace <name>``,
    and a ``main`` that runs the named cases in order: ``exe CASE INPUTS.bin OUTPUTS.bin [CASE
    INPUTS.bin OUTPUTS.bin ...]``, printing ``done K`` after the K-th (from 0), and stopping at the first
    that fails (with its status). Many runs in one process, because a process's first CUDA call
    creates a context and the driver makes those one at a time (0.3 s each on an H100: 16 workers
    running one process per case and draw waited ~9 s for each; see synth/toolchain/runs.py).
    ``includes`` defaults to the CUDA runtime's (and cuda_fp16.h where a case uses __half)."""
    if includes is None:
        includes = INCLUDES_CUDA + (INCLUDES_FP16 if any(p.half for p in parts) else "") + (INCLUDES_BF16 if any(p.bfloat16 for p in parts) else "") + INCLUDES_STD
    names = [p.name for p in parts]
    if len(set(names)) != len(names):
        raise ValueError("a batch holds each kernel name once")
    chunks = [includes + COMMON]
    for p in parts:
        chunks.append(f"namespace {p.name} {{\n\n{p.device}\n{p.host}\n}}  // namespace {p.name}\n")
    dispatch = "\n".join(f'    if (strcmp(name, "{n}") == 0) return {n}::run(inputs, outputs);' for n in names)
    chunks.append(
        "static int run_case(const char* name, const char* inputs, const char* outputs)\n{\n"
        f'{dispatch}\n    fprintf(stderr, "unknown case %s\\n", name);\n    return 2;\n}}\n\n'
        "int main(int argc, char** argv)\n{\n    if (argc < 4 || (argc - 1) % 3 != 0) {\n"
        '        fprintf(stderr, "usage: %s CASE INPUTS.bin OUTPUTS.bin [CASE INPUTS.bin OUTPUTS.bin ...]\\n", argv[0]);\n        return 2;\n    }\n'
        "    for (int i = 1; i < argc; i += 3) {\n"
        "        int status = run_case(argv[i], argv[i + 1], argv[i + 2]);\n"
        "        if (status != 0) return status;\n"
        '        printf("done %d\\n", (i - 1) / 3);\n'
        "        fflush(stdout);\n    }\n    return 0;\n}\n"
    )
    return "\n".join(chunks)
