"""float16: the emulation shim's half conversions and arithmetic (``synth/render/cuda_shim.h``)
are IEEE round-to-nearest-even, bit for bit, on every half and on every tie between two halves,
and a plausible wrong conversion (truncation, ties away from zero, denormals flushed, overflow
saturated at 65504) is caught by those values."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

from synth.render import cuda
from synth.toolchain import emulate

pytestmark = pytest.mark.skipif(emulate.find_gxx() is None, reason="no g++ for the CUDA emulation")

# A driver over the shim: float -> half of a float file, half -> float of all 65536 halves,
# and + - * of half pairs (each operand pair as two uint16 words).
DRIVER = r"""
#include "cuda_shim.h"
#include <vector>
static std::vector<char> slurp(const char* path)
{
    FILE* f = fopen(path, "rb");
    fseek(f, 0, SEEK_END);
    std::vector<char> data(ftell(f));
    fseek(f, 0, SEEK_SET);
    if (fread(data.data(), 1, data.size(), f) != data.size()) exit(3);
    fclose(f);
    return data;
}
static void spill(const char* path, const void* data, size_t bytes)
{
    FILE* f = fopen(path, "wb");
    fwrite(data, 1, bytes, f);
    fclose(f);
}
int main(int, char** argv)
{
    std::vector<char> floats = slurp(argv[1]);
    size_t n = floats.size() / 4;
    std::vector<unsigned short> halves(n);
    for (size_t k = 0; k < n; ++k) {
        float x;
        memcpy(&x, &floats[4 * k], 4);
        halves[k] = __float2half_rn(x).__x;
    }
    spill(argv[2], halves.data(), 2 * n);
    std::vector<float> widened(65536);
    for (unsigned k = 0; k < 65536; ++k) widened[k] = __half2float(__half{(unsigned short)k});
    spill(argv[3], widened.data(), 4 * 65536);
    std::vector<char> pairs = slurp(argv[4]);
    size_t m = pairs.size() / 4;
    std::vector<unsigned short> ops(4 * m);
    for (size_t k = 0; k < m; ++k) {
        __half a, b;
        memcpy(&a, &pairs[4 * k], 2);
        memcpy(&b, &pairs[4 * k + 2], 2);
        ops[4 * k] = __hadd_rn(a, b).__x;
        ops[4 * k + 1] = __hsub_rn(a, b).__x;
        ops[4 * k + 2] = __hmul_rn(a, b).__x;
        ops[4 * k + 3] = __hneg(a).__x;
    }
    spill(argv[5], ops.data(), 8 * m);
}
"""

ALL_HALVES = np.arange(65536, dtype=np.uint16).view(np.float16)
FINITE = ALL_HALVES[np.isfinite(ALL_HALVES)]


def _floats() -> np.ndarray:
    """Every finite half, every tie between two neighbouring halves (in float32 exactly) with the
    floats just above and below it, the overflow boundary, and random bit patterns."""
    values = np.unique(FINITE.astype(np.float64))
    ties = ((values[:-1] + values[1:]) / 2).astype(np.float32)
    assert (ties.astype(np.float64) == (values[:-1] + values[1:]) / 2).all()  # the ties are exact in float32
    special = np.float32([65504.0, 65519.996, 65520.0, 65536.0, 1e6, 2.0**-24, 2.0**-25, 2.0**-26, 3 * 2.0**-26, 1e-30, np.inf, 0.0])
    rng = np.random.default_rng(16)
    random = rng.integers(0, 2**32, 400_000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    x = np.concatenate(
        [FINITE.astype(np.float32), ties, np.nextafter(ties, np.float32(np.inf)), np.nextafter(ties, np.float32(-np.inf)), special]
    )
    x = np.concatenate([x, -x, random])
    return x[~np.isnan(x)]


def _pairs() -> np.ndarray:
    """Operand pairs: random halves from the whole finite range, and from [-4, 4] (more ties)."""
    rng = np.random.default_rng(17)
    wide = rng.choice(FINITE, size=(200_000, 2))
    near = rng.uniform(-4.0, 4.0, size=(200_000, 2)).astype(np.float16)
    return np.concatenate([wide, near])


def _run(tmp_path, shim_text: str):
    (tmp_path / "cuda_shim.h").write_text(shim_text)
    (tmp_path / "driver.cpp").write_text(DRIVER)
    exe = tmp_path / "driver"
    subprocess.run([emulate.find_gxx(), *emulate.GXX_FLAGS, "-I", str(tmp_path), "-o", str(exe), str(tmp_path / "driver.cpp")], check=True)
    x, pairs = _floats(), _pairs()
    x.tofile(tmp_path / "x.bin")
    pairs.tofile(tmp_path / "pairs.bin")
    paths = [tmp_path / name for name in ("x.bin", "h.bin", "f.bin", "pairs.bin", "ops.bin")]
    subprocess.run([str(exe), *map(str, paths)], check=True)
    halves = np.fromfile(paths[1], np.uint16)
    widened = np.fromfile(paths[2], np.float32)
    ops = np.fromfile(paths[4], np.uint16).reshape(-1, 4)
    return x, halves, widened, pairs, ops


def _mismatches(x, halves, widened, pairs, ops) -> dict[str, int]:
    with np.errstate(over="ignore"):
        expected = x.astype(np.float16).view(np.uint16)  # numpy: round to nearest, ties to even
    nan = np.isnan(ALL_HALVES)
    a, b = pairs[:, 0], pairs[:, 1]
    with np.errstate(over="ignore", invalid="ignore"):
        # the correctly rounded half result: exact in float64 (22-bit products, sums within 2^-24..2^17), rounded once
        exact = [
            (a.astype(np.float64) + b).astype(np.float16),
            (a.astype(np.float64) - b).astype(np.float16),
            (a.astype(np.float64) * b).astype(np.float16),
            -a,
        ]
    return {
        "float2half": int((halves != expected).sum()),
        "half2float": int(
            (widened.view(np.uint32) != ALL_HALVES.astype(np.float32).view(np.uint32))[~nan].sum() + (~np.isnan(widened[nan])).sum()
        ),
        **{
            op: int((ops[:, k] != e.view(np.uint16)).sum())
            for k, (op, e) in enumerate(zip(("add", "sub", "mul", "neg"), exact, strict=True))
        },
    }


def test_shim_half_is_round_to_nearest_even_on_every_half_and_tie(tmp_path):
    """Bit for bit with numpy's float16 (Warp's CPU conversion gives the same bits: clang's
    _Float16), and + - * equal the correctly rounded half operation, as on the GPU."""
    assert _mismatches(*_run(tmp_path, cuda.CUDA_SHIM.read_text())) == dict.fromkeys(
        ("float2half", "half2float", "add", "sub", "mul", "neg"), 0
    )


MUTANTS = {
    "truncation": ("(m + 0xfffu + ((m >> 13) & 1u)) >> 13", "m >> 13"),
    "ties away from zero": ("(m + 0xfffu + ((m >> 13) & 1u)) >> 13", "(m + 0x1000u) >> 13"),
    "denormals flushed": ("} else if (a >= 0x33000000u) {", "} else if (a >= 0x38800000u) {"),
    "overflow saturates": ("h = 0x7c00u;  // 65520", "h = 0x7bffu;  // 65520"),
    "denormal ties up": ("rest > tie || (rest == tie && (h & 1u))", "rest >= tie"),
    "denormal widening wrong": ("5.9604644775390625e-8f", "6.103515625e-05f"),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_a_wrong_conversion_is_caught(tmp_path, mutant):
    old, new = MUTANTS[mutant]
    text = cuda.CUDA_SHIM.read_text()
    assert text.count(old) == 1
    assert sum(_mismatches(*_run(tmp_path, text.replace(old, new))).values()) > 0
