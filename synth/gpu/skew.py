"""Which CUDA math functions compile to other device code under this host's nvcc than under Warp's NVRTC.

``gpu_binary_exact`` (synth.gpu.exact) compares the standalone .cu, built by nvcc, with Warp's own
CUDA launch, whose PTX comes from the NVRTC Warp bundles. Both inline the toolkit's libdevice
math; where the two toolkits differ in version, a function's implementation may differ too (nvcc
13.0's erff and NVRTC 13.4's use other polynomials), and its results by an ulp or two. Whether it
does is decided here on the CPU: a probe kernel per function, compiled to PTX by both compilers
without contraction, and the function's floating-point instructions and constants compared
(``instructions``). Answers are kept per (nvcc release, NVRTC release, arch, function) in the
build cache, so a function is probed once per toolkit pair; with equal releases nothing is probed
and nothing differs. Measured with nvcc 13.0.88 and NVRTC 13.4.92: of the 108 functions probed,
erff and expm1f differ (4.2 s cold on two busy cores, all at once; a batch probes only what its
cases call: 2.3 s for the 43 functions of 1,950 generated cases; 3 ms warm).
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from synth.toolchain import build_cache, nvcc
from synth.warp import warp_ir

# CUDA's math API functions the standalone .cu may call (synth.model.builtins, synth.render.*_ops
# helpers; float16 builtins go through the float32 ones), with their argument counts: float32
# names end in f, float64 ones are C's.
_FLOAT = {
    **dict.fromkeys(
        "acos acosh asin asinh atan atanh cbrt ceil cos cosh cospi erf erfc erfcinv erfcx erfinv exp exp10 exp2 expm1 fabs floor "
        "lgamma log log10 log1p log2 logb nearbyint normcdf normcdfinv rcbrt rint round rsqrt sin sinh sinpi sqrt tan tanh tgamma trunc".split(),
        1,
    ),
    **dict.fromkeys("atan2 copysign fdim fmax fmin fmod hypot nextafter pow remainder".split(), 2),
    "fma": 3,
}
MATH_FUNCTIONS: dict[str, tuple[str, int]] = {f"{n}f": ("float", k) for n, k in _FLOAT.items()} | {n: ("double", k) for n, k in _FLOAT.items()}
COMPARISON = "float instructions, spaces joined"  # what ``instructions`` compares: part of the cache key
PROBE_FLAGS = ("-fmad=false",)  # as the exact check builds both sides (synth.gpu.exact.UNFUSED, fuse_fp off)


@dataclass(frozen=True)
class Skew:
    """The math functions a case's .cu calls whose device code differs between the two compilers."""

    functions: tuple[str, ...]
    nvcc: str  # nvcc's release line
    nvrtc: str  # NVRTC's release, as Warp reports it

    def describe(self) -> str:
        return f"{', '.join(self.functions)} compile to other device code under nvcc ({self.nvcc}) than under Warp's NVRTC ({self.nvrtc})"

    def fields(self) -> dict:
        return {"functions": list(self.functions), "nvcc": self.nvcc, "nvrtc": self.nvrtc}


def called(source: str) -> tuple[str, ...]:
    """The CUDA math functions a .cu's text calls, sorted."""
    return tuple(sorted({n for n in re.findall(r"\b([A-Za-z_]\w*)\s*\(", source) if n in MATH_FUNCTIONS}))


def nvrtc_release() -> tuple[int, int]:
    """The (major, minor) release of the NVRTC Warp compiles with (``wp_cuda_toolkit_version``: 13040 is 13.4)."""
    warp_ir.warp()
    from warp._src.context import runtime

    version = runtime.core.wp_cuda_toolkit_version()
    return version // 1000, version % 1000 // 10


def nvcc_release() -> tuple[int, int]:
    """The (major, minor) release of this host's nvcc (``release 13.0, V13.0.88``)."""
    found = re.search(r"release (\d+)\.(\d+)", nvcc.nvcc_version())
    if not found:
        raise RuntimeError(f"cannot read nvcc's release from {nvcc.nvcc_version()!r}")
    return int(found[1]), int(found[2])


def probe_source(functions) -> str:
    """One kernel per function: its arguments kernel parameters, its result stored (nothing else to compile)."""
    kernels = []
    for name in functions:
        ctype, arity = MATH_FUNCTIONS[name]
        params = ", ".join(f"{ctype} x{i}" for i in range(arity))
        args = ", ".join(f"x{i}" for i in range(arity))
        kernels.append(f'extern "C" __global__ void probe_{name}({params}, {ctype}* out) {{ out[0] = {name}({args}); }}')
    return "\n".join(kernels) + "\n"


def instructions(ptx: str) -> dict[str, tuple[str, ...]]:
    """Each probe kernel's floating-point code in a PTX text, keyed by function name: its entry and the
    device functions it uses (``nvcc.split_ptx``), each instruction that computes, compares, converts or
    moves a float (``.f32``/``.f64``/``.f16`` or a float immediate) in order, registers named by class
    alone (``%f``, ``%r`` ...).

    What a function computes is its float operations and constants: erff's other polynomials show
    there. Integer and control code is left out because the releases reorganize it without changing a
    result (NVRTC 13.4 unrolls the loop of sinf's large-argument reduction over the same table, and
    adds two integers of remainderf in the other order); an integer-only change would go unseen."""
    found = {}
    for name, text in nvcc.split_ptx(ptx).items():
        lines = (" ".join(line.split("//")[0].split()) for line in text.splitlines())
        floats = (line for line in lines if re.search(r"\.f(?:16|32|64)\b|\b0[fd][0-9A-F]{8,16}\b", line) and not line.startswith("."))
        found[name.removeprefix("probe_")] = tuple(re.sub(r"%([a-zA-Z]+)\d+", r"%\1", line) for line in floats)
    return found


def differing(functions, arch: int, cache: Path) -> Skew:
    """Of ``functions`` (CUDA math function names), those whose device code differs between nvcc and
    Warp's NVRTC for ``arch``. Cached per toolkit pair and function; the uncached ones are probed
    together (one compile per compiler)."""
    ours, theirs = nvcc_release(), nvrtc_release()
    versions = (nvcc.nvcc_version(), f"release {theirs[0]}.{theirs[1]}")
    if ours == theirs:
        return Skew((), *versions)
    keys = {f: build_cache.key_of("math-skew", COMPARISON, *versions, str(arch), *PROBE_FLAGS, f) for f in set(functions)}
    answers = {f: (build_cache.lookup(cache, k) / "differs").read_text() == "yes" for f, k in keys.items() if build_cache.lookup(cache, k)}
    missing = sorted(set(keys) - set(answers))
    if missing:
        source = probe_source(missing)
        with tempfile.TemporaryDirectory(prefix="math-skew-") as tmp:
            (Path(tmp) / "probe.cu").write_text(source)
            a = instructions(nvcc.ptx_with(Path(tmp) / "probe.cu", arch, PROBE_FLAGS))
            b = instructions(warp_ir.compile_source(source, arch, Path(tmp) / "nvrtc", fuse_fp=False))
        for f in missing:
            if f not in a or f not in b:
                raise RuntimeError(f"the probe of {f} compiled to no kernel probe_{f} ({'nvcc' if f not in a else 'NVRTC'})")
            answers[f] = a[f] != b[f]
            build_cache.store(cache, keys[f], {"differs": "yes" if answers[f] else "no"})
    return Skew(tuple(f for f in sorted(answers) if answers[f]), *versions)
