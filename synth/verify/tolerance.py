"""Every tolerance of the harness, keyed by (check, dtype), with the reasoning beside each number.

Comparisons use |actual - expected| <= atol + rtol * |expected| (numpy.isclose's rule). The
checks: ``forward``, ``backward``, ``binary`` (a CUDA device against Warp's CPU, synth/gpu/),
``emulation`` (the standalone .cu on the CPU against Warp's CPU), ``gradcheck`` (adjoints
against finite differences). The dtype is the compared array's element type.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from synth.model.dtypes import SCALARS
from synth.model.spec import (
    Atomic,
    Binary,
    Call,
    Construct,
    KernelSpec,
    Load,
    Unary,
    all_bodies,
    statement_expressions,
    walk_expr,
    walk_statements,
)
from synth.model.tiles import summed_terms
from synth.model.twin import is_half, uses_half


@dataclass(frozen=True)
class Tolerance:
    """Passes where |actual - expected| <= atol + rtol * |expected|."""

    rtol: float
    atol: float

    def allowed(self, expected: np.ndarray) -> np.ndarray:
        return self.atol + self.rtol * np.abs(np.asarray(expected, dtype=np.float64))


# ----------------------------------------------------------------------------- GPU vs CPU (synth/gpu/)
# The same kernel on the device and on Warp's CPU differs only in rounding: CUDA contracts
# a*b+c into one FMA, and its sinf/cosf/expf/powf/tanhf are within 2 ulp where the CPU libm is
# within 1. A generated kernel chains at most a few dozen such operations, so about
# 50 ops x 2 ulp x 6e-8 = 6e-6 relative; rtol 1e-4 leaves a 15x margin and still catches a
# wrong operator or a wrong branch (errors of order 1). atol covers outputs near zero that
# come from cancelling larger terms: their error is relative to those terms, so atol is
# scaled by the output array's magnitude, max(1, max|expected|).
# Backward replays the forward and chains the adjoints, about twice the operations, and
# a kinked guard (abs, clamp, min/max) may pick a different side for values within rounding
# of the kink: 10x looser.
# The standalone binary is a different rendering of the same spec, compiled by nvcc with
# the same CUDA math library: the forward numbers.
# Measured on an NVIDIA H100 80GB HBM3 (sm_90, driver 580.159.04, CUDA 13.0; 2026-11-24), seeds
# 0..119 of all 33 categories (3960 cases, 3 input draws each), every check passed; the element
# closest to failing used, of its allowance: forward 0.173 (combined-s000026), backward 0.175
# (func_call-s000033), binary 0.173 (combined-s000026; the binary's worst error equalled Warp
# CUDA's in 3628 of the 3801 recorded cases). A 5.7x margin at worst; kept, since the derivation
# allows for longer chains than these kernels have.
GPU_CHECKS = ("forward", "backward", "binary")
TOLERANCES: dict[tuple[str, str], Tolerance] = {
    ("forward", "float32"): Tolerance(rtol=1e-4, atol=1e-5),
    ("backward", "float32"): Tolerance(rtol=1e-3, atol=1e-4),
    ("binary", "float32"): Tolerance(rtol=1e-4, atol=1e-5),
}
# float64 outputs: the same derivation at eps = 2^-52 (1.1e-16 per ulp). CUDA's double
# functions (tanh, exp, log, atan ...) are within 2 ulp of the correctly rounded result, and an
# FMA contraction is 1 ulp: 50 ops x 2 ulp x 1.1e-16 = 1.1e-14 relative; the float32 rule's
# ~17x margin gives rtol 2e-13, still ~1e12 below a wrong operator's O(1) error. atol is rtol
# / 10 as for float32 (scaled by the array's magnitude and atomic terms); backward 10x looser.
# Measured on the H100 above (float64 category, seeds 0..119): forward and binary 0.0128 of the
# allowance (float64-s000095), backward 0.00093; a 78x margin, kept: the derivation allows for
# kernels with more chained double functions than these.
TOLERANCES |= {
    ("forward", "float64"): Tolerance(rtol=2e-13, atol=2e-14),
    ("backward", "float64"): Tolerance(rtol=2e-12, atol=2e-13),
    ("binary", "float64"): Tolerance(rtol=2e-13, atol=2e-14),
}


# Real code (kernels of existing modules, replayed on captured inputs: synth.stages.modules): no spec
# says which operations a kernel chains, so the forward rule above is applied per dtype of each
# compared array, atol scaled by its magnitude as above; integers and booleans compare exactly (an
# integer result that depends on thread order, an atomic counter used as a slot, is then a
# reported mismatch, not hidden). The chains of real kernels can be longer than the generated
# ones' (the 15x margin of the float32 rule covers ~750 rounding-2-ulp operations); the device
# run that measures them is the gpu stage on an H100 (not measured yet: no device here).
def real_code_gpu(expected: np.ndarray) -> Tolerance:
    """The tolerance of one array of a real kernel's device replay against its CPU replay."""
    expected = np.asarray(expected)
    if expected.dtype.kind in "iub":
        return Tolerance(0.0, 0.0)
    base = tolerance("forward", {2: "float16", 8: "float64"}.get(expected.dtype.itemsize, "float32"))
    finite = np.abs(expected[np.isfinite(expected)].astype(np.float64))
    magnitude = max(1.0, float(finite.max())) if finite.size else 1.0
    return Tolerance(base.rtol, base.atol * magnitude)


def atomic_terms(spec: KernelSpec, array: str) -> int:
    """How many float atomic_add contributions one element of ``array`` may sum (1 if none):
    at ``i % m`` every m-th thread's; through a computed index (a scatter), at most every thread's.
    A tile kernel's: the terms its reductions and tile atomics sum (``tiles.summed_terms``)."""
    if spec.block_dim is not None:
        return summed_terms(spec, array)
    adds = [s for s in walk_statements(spec.body) if isinstance(s, Atomic) and s.op in ("add", "sub") and s.array == array]
    if not adds:
        return 1
    length = spec.output_length(spec.param(array))
    modulo = all(len(s.indices) == 1 and isinstance(s.indices[0], Binary) and s.indices[0].op == "mod" for s in adds)
    return len(adds) * (-(-spec.threads // length) if modulo else spec.threads)


# float16 arrays (wp.float16, wp.vec3h): 11 significant bits, eps = 2^-10 (a rounding moves a
# value by at most 2^-11 of it), largest finite 65504. Warp's CUDA rounds through cvt.rn.f16.f32
# after every operation on halves, as its CPU does in software, so + - * / sqrt (a float result
# rounded once equals the correctly rounded half result: float's 24 bits >= 2 * 11 + 2) are
# identical on both devices, and CUDA's contraction cannot cross a conversion. What differs are
# the float functions (sinf, expf, ... within 2 float ulp of the CPU's): the half result moves
# only where the float result lies within 2 float ulps of a half tie (a chance of about 2^-11 per
# call), and then by one half ulp (2^-10 relative); later operations carry such a step relative to
# their operands, as with float32. A generated kernel makes at most a few such calls per output,
# so 8 half ulps, rtol 8 * 2^-10 = 7.8e-3, is a 4x margin over two flips carried through a chain,
# and a wrong operator, branch or index (errors of order 1) is still 100 times larger. atol is
# scaled by the magnitude and the atomic terms, as for float32; an output near zero from cancelling
# terms of magnitude ~1 keeps their absolute step, one half ulp (2^-10) each: atol 4 * 2^-10.
# Backward: Warp's adjoints of halves are computed in half too (builtin.h's adj_* on T = half),
# about twice the operations: 2x.
# Measured on the H100 above, seeds 0..119: the half category's outputs and adjoints were
# bit-identical to the CPU's (0 of the allowance: no float library result fell near a half
# tie in these seeds); half_storage (half arrays, float32 arithmetic between loads and
# stores) used 0.0607 of the forward and binary allowance (half_storage-s000008: an error of
# 2^-11 = 4.9e-4) and 0.0036 of the backward's.
TOLERANCES |= {
    ("forward", "float16"): Tolerance(rtol=8 * 2.0**-10, atol=4 * 2.0**-10),
    ("backward", "float16"): Tolerance(rtol=16 * 2.0**-10, atol=8 * 2.0**-10),
    ("binary", "float16"): Tolerance(rtol=8 * 2.0**-10, atol=4 * 2.0**-10),
}
# bfloat16 arrays are held as their 16 bits (numpy has no bfloat16: synth.model.dtypes), so they
# compare exactly, bit for bit: only lifted real code has them, whose emulation must be exact, and
# a device rounds a float to bfloat16 as the CPU does (to nearest even), each operation once.
TOLERANCES |= {(check, "bfloat16"): Tolerance(0.0, 0.0) for check in (*GPU_CHECKS, "emulation")}
# Integer (and bool) arrays compare exactly, in every check: integer operations do not round, on
# any device or in any order (measured: every integer array of the bitwise, integer and int64
# categories, seeds 0..119, identical on an H100; the emulation, identical on every seed tested).
EXACT = Tolerance(0.0, 0.0)
TOLERANCES |= {(check, name): EXACT for check in (*GPU_CHECKS, "emulation") for name, s in SCALARS.items() if not s.is_float}


def tolerance(check: str, dtype: str) -> Tolerance:
    """The tolerance of ``check`` on arrays of ``dtype``, before the per-array scaling (``scaled``)."""
    try:
        return TOLERANCES[check, dtype]
    except KeyError:
        raise ValueError(f"no {check} tolerance for {dtype} arrays (synth/verify/tolerance.py keys every tolerance by check and dtype)") from None


# The standalone binary against Warp's own CUDA launch, on one device, both compiled without
# contraction (nvcc -fmad=false; Warp's fuse_fp off): the same operations rounding once each,
# the same CUDA math library (sinf, expf, erfinvf ... of libdevice on both sides), so the same bits
# (synth.gpu.exact). Only a float atomic_add target may differ: the device adds in another order
# on every run, so it keeps the binary check's tolerance, scaled by its terms. "The same library"
# holds where nvcc and Warp's NVRTC come from one CUDA release. Where they do not, a function may
# be implemented differently: synth.gpu.skew finds on the CPU which math functions a case's .cu calls
# compile to other float code under the two (nvcc 13.0.88 against Warp 1.19's NVRTC 13.4.92: erff
# and expm1f of the 108 probed; erff made math_library-s000019, -s000030 and -s000039 differ by 1-2
# ulp on an H200). Such a case is compared bit for bit first and, only where its bits differ, at the
# binary check's tolerance, its check's `compared` naming the functions and releases; every other
# case stays bit for bit, and with equal
# releases nothing changes. Not covered (seen on the H200, not a release difference): nvcc folds a
# math call on constant arguments at compile time, correctly rounded, where Warp's code computes it
# on the device (func_call-s000007: logf(3.5f) folded to 0x3FA05A89, the H200's logf gives
# 0x3FA05A8A); tile_map-s000008's 1-ulp difference is not explained yet.
TOLERANCES |= {("binary_exact", name): EXACT for name in SCALARS}


def exact_tolerance(spec: KernelSpec, array: str, expected: np.ndarray) -> Tolerance:
    """The binary-against-Warp's-CUDA tolerance of one array: exact, but for a float atomic_add target."""
    if spec.param(array).type.is_float and atomic_terms(spec, array) > 1:
        return gpu_tolerance("binary", spec, array, expected)
    return _of_array("binary_exact", spec, array, expected)


def gpu_tolerance(check: str, spec: KernelSpec, array: str, expected: np.ndarray) -> Tolerance:
    """The tolerance of one compared array of a gpu check (``forward``, ``backward``, ``binary``).

    Atomic float sums run in a different order on the device, and the rounding of a
    reordered sum of n terms grows with n (the design's "scale by n"); atomic min/max
    select a value exactly, so only atomic_add targets are widened. ``binary_exact``: see ``exact_tolerance``.
    """
    if check == "binary_exact":
        return exact_tolerance(spec, array, expected)
    return _of_array(check, spec, array, expected)


def _of_array(check: str, spec: KernelSpec, array: str, expected: np.ndarray) -> Tolerance:
    """``check``'s tolerance for the element type of ``array`` (a struct's: float32), scaled; exact for integers."""
    base = tolerance(check, spec.param(array).type.scalar.name)
    return base if base == EXACT else scaled(base, spec, array, expected)


def scaled(base: Tolerance, spec: KernelSpec, array: str, expected: np.ndarray) -> Tolerance:
    """``base`` with atol scaled by the array's magnitude, max(1, max|expected|), and by the
    atomic_add terms summed into one element (a reordered sum rounds with n)."""
    return Tolerance(base.rtol, base.atol * magnitude(expected) * atomic_terms(spec, array))


def magnitude(expected: np.ndarray) -> float:
    """max(1, max|expected|): what atol is scaled by (outputs near zero from cancelling larger terms)."""
    values = np.abs(np.asarray(expected, dtype=np.float64))
    return max(1.0, float(values.max())) if values.size else 1.0


# ----------------------------------------------------------------------------- gradient check (synth/stages/gradcheck/)
# The adjoint (float32 AD, relative error ~1e-6) against central differences of the float32
# forward, the loss summed in float64. A central difference at half-step q has truncation
# q^2 |f'''| / 6 and rounding ~ k eps M / q (M: the loss terms' magnitude); inputs are O(1)
# (domains within [-2, 2]), so the balance is q ~ (3 eps)^(1/3) ~ 5e-3: the first step
# h = 2^-7 (q = 2^-8) gives ~3e-5 M. Powers of two so x +- h is exact for most x (the
# realized step is used anyway). Where the estimates at h disagree (fast oscillation, e.g.
# sin of a large accumulated value: |f'''| ~ 1e5 in combined-s000026), a second level
# h = 2^-10 resolves it at 8x the rounding; a kink disagrees at every level and is excluded.
# Measured on seeds 0..39 of every category (440 cases, 195k samples) with these numbers:
# 0 failures, worst |AD - FD| = 0.51 of the allowance, 0.07% of samples excluded, at most
# 3.1% in one case. A wrong adjoint is off by O(1) relative; rtol 3e-3 still catches 0.3%.
# Re-measured with three input draws on seeds 0..39 of 18 categories (720 cases, 2-D/3-D,
# stencils, gathers, structs, functions and runtime loops among them): 0 grad_mismatch by the
# dispatched method (700k samples, worst 0.51 of the allowance, 0.06% excluded, at most 2.1%
# in one case) nor by the sampled method forced on every case (92k samples, worst 0.39,
# 0.09% excluded, at most 4.2%); one case has zero gradients (degenerate, as before).
FLOAT32_EPS = 2.0**-23
GRAD_STEPS = (2.0**-7, 2.0**-10)
TOLERANCES[("gradcheck", "float32")] = GRADCHECK = Tolerance(rtol=3e-3, atol=1e-4)
# Rounding allowance per sample: GRAD_NOISE_ULPS * eps * M / h. The loss terms come out of
# expression chains whose intermediates can exceed the output (a 4x4 determinant cancels);
# 32 ulps of the output magnitude covered every sample measured, 16 left a 0.7 margin.
# atol 1e-4 is the floor for gradients near zero: 1e-5 failed 13 of 195k such samples.
# M is sum |w * out| over the output elements that CHANGED when the sample's element moved
# (in any of the level's four runs), not over all outputs: both methods take L's change as
# sum(w * (out' - out)) in float64, where w * out is exact (float32 times float32) and an
# output the element does not reach (a far element of a neighbour read, an element no gather
# hits, an unwritten sentinel of -7777) subtracts to exactly zero. Counting those would only
# widen the allowance (a sentinel alone would make it ~4 absolute), never cover an error.
# An output that the step moves by less than half an ulp does not change, and its share of
# the true derivative, below 0.5 eps |out| / h = 3e-5 |out| at h = 2^-7, is missed by the
# difference and not counted in M: it takes a few such outputs before that nears atol.
# Known limit (measured, not covered): matrix-s000050, det(2 b^T b) of a near-singular mat44 b
# (|out| = 0.018 from terms near 1). Its rounding exceeds 32 ulps of |out|, so the first level's
# estimates disagree by noise alone and the second level's difference is 0.7% off, while the
# adjoint matches the exact float64 derivative (32 det(b) cof(b)) to 5 digits: grad_mismatch at
# 1.1x the allowance on 1 sample of 3438, the one such case in 1800 (seeds 0..99 of 18
# categories). The case is rejected, never recorded. A float64 finite difference (a float64 twin
# of the kernel) would remove it; widening GRAD_NOISE_ULPS for every kernel would not be honest.
# The number is pinned from both sides (tests/unit/stages/test_gradcheck_guards.py): on a kernel whose
# outputs are large beside their derivative (64 + a/2, where the noise is most of the allowance), an
# adjoint off by 0.9 of atol + rtol |FD| + 32 eps M / h passes and one off by 1.1 of it fails, so 320
# ulps (1.1 passes) or 3.2 (0.9 fails) is caught.
GRAD_NOISE_ULPS = 32.0
# A sample is kept when its estimates (left vs right derivative, central at h vs h/2) agree
# within this fraction of its allowance: a kink at distance d < h shows in one of them with at
# least 3/4 of the error it causes, so a kept sample's kink error is below 2/3 of the allowance.
# The boundary is kept (spread <= fraction x allowance): a smooth sample's spread is the same noise
# the allowance is made of, so the rule never excludes on equality.
GRAD_KINK_FRACTION = 0.5
# Each input needs this fraction of its samples kept, or the check of its adjoint is vacuous (``degenerate``).
# Why 3/4: measured exclusions are at most 4.2% of one case's samples (the sampled method, above), so
# 25% is a 6x margin over any smooth kernel's; and a case kept at 3/4 still compares 12 of the sampled
# method's 16 elements per input, where an adjoint wrong on a quarter of the interior escapes one
# draw with probability (3/4)^12 = 3% (the three uniform draws: 3e-5; the boundary draw adds a fourth). Counted per input, not over all of them:
# a kernel whose one input sits on a kink everywhere (abs(b) at b's draw) would otherwise hide
# that input's adjoint behind the others' samples. Exactly 3/4 kept passes (kept < 3/4 fails).
GRAD_MIN_KEPT = 0.75
# The verdict: a kept sample fails where |AD - FD| / allowance > 1; at exactly 1 it passes, as a
# tolerance's boundary does everywhere in this file (<= atol + rtol |expected|). A NaN error (a NaN
# adjoint, or an adjoint that is inf where FD is inf) counts as infinitely far: never as no error.
# Refinement and stopping (gradcheck.differences): levels run in GRAD_STEPS order, and a sample's
# finite difference is that of the FIRST level whose estimates agree (``agreement.select_level``): the
# larger step has the smaller rounding (noise ~ 1/h), so a smaller one is used only where the larger
# cannot resolve the curvature. The sampled method stops per sample at its first agreeing level; the
# per-thread method, whose launches move every element at once, runs the next level while ANY element
# still disagrees (it stops when all have agreed), so no element is left with only a disagreeing level
# because another one agreed early. A sample no level agrees on is a kink: excluded and counted.
# The sampled method (any read pattern) moves one element at a time: 4 full launches per step
# level per component, so it checks at most this many elements per float input array and draw,
# with every component of each. The array's corners are always among them (clamped, wrapped
# and shifted indices make the first and last elements' adjoints special), the rest is drawn
# afresh per draw. An adjoint wrong on every element, or on a boundary, is caught by any one
# sample; one wrong on a fraction f of the interior escapes a draw's random part with
# probability (1 - f)^(16 - corners), for f = 1/4 and a 1-D array 1.8%, and the three uniform draws
# 6e-6. The cost is 64 launches per scalar component of an array (16 x 4, the second level
# only where the first disagrees), 1024 for a mat44; measured 7-37 ms per case for all three
# draws on the sampled categories (2-D/3-D grids, stencils, gathers, structs), 5-40 ms when
# forced on the 1-D categories (the per-thread method: 2-16 ms).
GRAD_SAMPLED_ELEMENTS = 16


# float64 kernels (every float input and output float64): the same derivation at eps = 2^-52.
# The balance q ~ (3 eps)^(1/3) = 8.7e-6 ~ 2^-16.8, so the first step h = 2^-16 (q = 2^-17), the
# second 2^-19 (3 bits lower, as for float32). Truncation at q = 2^-17 is q^2/6 |f'''| = 9.7e-12
# |f'''|; the rounding allowance at h = 2^-16 is 32 x 2^-52 x M / 2^-16 = 4.7e-10 M. The float32
# rtol sits at ~1200x its truncation coefficient (3e-3 vs q^2/6 = 2.5e-6 at q = 2^-8); the same
# factor at q = 2^-17 gives 1.2e-8: rtol 1e-8. atol keeps the float32 ratio atol/rtol = 1/30:
# 3e-10, the floor for gradients near zero. A wrong adjoint (off by O(1) relative) is caught with
# ~1e8 to spare, and so is a float32 rounding inside a float64 kernel's adjoint (~1e-7 relative).
# Steps, moves and output weights are float64; the loss change is summed in float64 (w * out is
# then not exact, but rounds within 2^-53 |w * out|, inside the rounding allowance).
# Measured on float64 seeds 0..59, three draws (219k samples, per-thread and sampled methods):
# 0 failures, 0 samples excluded, worst |AD - FD| = 0.15 of the allowance (float64-s000051,
# 5.5e-11 of 3.6e-10); seeds 0..199: 626k samples, 1 excluded, worst 0.163. A 3e-5 relative adjoint error and an adjoint rounded through float32 both
# fail it, and both pass the float32 numbers (tests/unit/stages/test_gradcheck.py).
FLOAT64_EPS = 2.0**-52
GRAD_STEPS_FLOAT64 = (2.0**-16, 2.0**-19)
TOLERANCES[("gradcheck", "float64")] = GRADCHECK_FLOAT64 = Tolerance(rtol=1e-8, atol=3e-10)


# Real code whose outputs cancel (the sampled method on captured launches: synth.stages.gradcheck.captured).
# The rounding allowance counts 32 ulps of |out|, but a sum rounds at the magnitude of its partial sums,
# which |out| does not bound once the sum cancels. Warp's _dense_mv_kernel (warp.optim.linear, float64,
# z = y - A x on a solver iterate captured from Warp's tests) has rows of |z| = 35 whose 80 terms A[r, c]
# x[c] reach partial sums of 3.4e4 (sum |terms| 8.5e4) before y cancels them. Moving A[33, 15] by h moves
# z by the exact x_c h, but every later partial sum rounds that change to its own ulp, symmetrically about
# the unmoved sum, so the four differences at +-h, +-h/2 carry one relative error (8.6e-6 at h = 2^-19,
# 0.3 ulps of the largest partial sum): their spread is 0, no estimate can see it, and it is 12 times the
# allowance of 32 ulps of |z|: grad_mismatch on an adjoint equal to the exact derivative bit for bit.
# The bound needs the magnitude of what the sum cancelled, and real code has no spec naming its sums, so
# the check estimates it from the inputs (``differences.rounding_magnitudes``). By backward error analysis
# a rounded sum is the exact sum of its terms each moved by a few ulps (fl(sum t_c) = sum t_c (1 + theta_c),
# |theta_c| <= n eps), and so is any backward-stable chain of its inputs: an output's rounding is the
# effect of relative moves of the inputs, v_j = x_j dz/dx_j per input element. Moving every input element
# by x (1 + tau) changes z by tau sum v_j; moving it by x (1 + tau s), s = +-1, by tau sum s_j v_j. Where
# the v_j have one sign, |sum s_j v_j| <= |sum v_j| for every s: nothing cancels and the estimate is 0,
# so a kernel without cancellation between its inputs keeps its old allowance exactly (a product, a power,
# exp: their larger condition is not counted as rounding). Where they cancel, |sum s_j v_j| - |sum v_j| is
# at most sum |v_j| - |sum v_j| = twice the part that cancelled, and about the 2-norm of the terms for
# random s: the size of the partial sums that terms of no particular order reach. Each output element's
# magnitude is max(|out|, the largest excess over GRAD_PROBES seeded sign patterns), and the allowance
# stays 32 of its ulps. On the kernel above the magnitude is 0.3 to 6.8 times the row's largest partial
# sum, and the three captured launches pass at 0.022 of the allowance (144 samples, none excluded; before:
# 9 of launch 2's 16 samples of A over their allowance, up to 12x, some of them excluded as kinks by the
# noise alone); in a pipeline run of warp.tests.test_linear_solvers (other captured values) at 0.078. Of
# that run's 168 kernels 159 checks are unchanged; 3 passing ones moved their worst sample (allowance
# +6%, +1.6%, and one whose samples now agree at the first step level); 5 of Warp's known mismatches
# still fail, their allowances changed by up to 23%. Not a worst case: terms ordered to cancel late (all positive, then all negative) reach
# partial sums of sum |terms| / 2 where random signs see about their 2-norm. Cancellation between terms
# of one scalar input (sin(x) s + x^2) is not seen either (each component of an input element moves with
# its own sign, so a matrix's components are told apart); it keeps the 32 ulps of |out| measured on
# generated kernels. tau: large enough that the probe's own rounding is small beside it (eps / tau: 2^-11
# for float32 at tau = 2^-12, 2^-26 for float64 at 2^-26), small enough that curvature does not count
# (tau^2 relative). A discontinuity the move crosses (a float made an index, a branch) would make a change
# of any size, and a mixed move crosses one wherever the kernel tests its inputs for a relation no move of
# some inputs alone keeps (Warp's _ldlt_diagonal_blocks falls back to the identity for a block that is not
# symmetric: a first version, which kept the smaller one-sided change, read that jump as a magnitude of
# 1e8 and hid a mismatch of Warp's known component-overwrite adjoint there). So the rate is a central
# difference at +-tau, kept only where the one at +-tau/2 agrees with it within half: a jump does not scale
# with the step, and one both signs land on cancels; a rate not kept, or an excess not finite, counts as
# none. Pinned from both sides
# (tests/unit/stages/test_captured_gradcheck_cancelling.py): Warp's kernel on such inputs fails with the
# magnitude |out| and passes with the estimate; an adjoint off by 1.1 of the new allowance still fails
# and one off by 0.9 passes; a kernel whose inputs do not cancel, and one whose mixed moves land on a
# fallback, keep 32 ulps of |w out| exactly. The cost: 20 launches per captured launch.
# Generated kernels keep |out| (their records do not change); their one such case, matrix-s000050 above,
# stays a known limit there.
GRAD_PROBES = 4
GRAD_PROBE_STEPS = {"float32": 2.0**-12, "float64": 2.0**-26}


@dataclass(frozen=True)
class GradPrecision:
    """One precision's gradient check: the rounding unit of its values (the allowance's eps),
    its step levels, its comparison tolerance, the relative step of its rounding probes."""

    name: str
    eps: float
    steps: tuple[float, ...]
    tolerance: Tolerance
    probe_step: float


GRAD_PRECISIONS = {
    "float32": GradPrecision("float32", FLOAT32_EPS, GRAD_STEPS, GRADCHECK, GRAD_PROBE_STEPS["float32"]),
    "float64": GradPrecision("float64", FLOAT64_EPS, GRAD_STEPS_FLOAT64, GRADCHECK_FLOAT64, GRAD_PROBE_STEPS["float64"]),
}


def grad_precision(spec: KernelSpec) -> GradPrecision:
    """float64 where every float array (inputs and outputs) is float64: the check is then as fine
    as the kernel. Else float32: a float32 input or output rounds at 2^-24 whatever the kernel
    computes inside (mixed_precision's float64 accumulators), so the float32 numbers hold. A
    float16 kernel is float32 too: its finite differences are its float32 twin's, and its half
    adjoint gets ``half_adjoint_allowance`` on top."""
    return grad_precision_of([p.type.scalar.name for p in spec.params if p.kind != "scalar" and p.type.is_float])


def grad_precision_of(float_arrays: list[str]) -> GradPrecision:
    """``grad_precision`` from the scalar type names of a kernel's float arrays (a captured launch's too)."""
    wide = bool(float_arrays) and all(name == "float64" for name in float_arrays)
    return GRAD_PRECISIONS["float64" if wide else "float32"]


# float16 kernels (the half and half_storage categories). Finite differences of a kernel that
# rounds every operation to 11 bits are noise at any step they could resolve a derivative with,
# so the check differentiates the kernel's float32 twin (synth.model.twin: the same spec with
# every half float32, casts dropped; synth.stages.twins builds it) on the same input values
# (halves are exact in float32) and the same output weights (rounded to half, as the half
# kernel receives them), with the float32 steps, noise and allowance above, and compares Warp's
# half adjoint with that. The half adjoint differs from the exact derivative by its roundings:
# each of the forward's roundings to half (n = half_roundings(spec): every half-valued
# operation, a vector's per component, and every read of a half array, whose adjoint is
# accumulated in half) moves later values by at most eps = 2^-11 of themselves, and the
# reverse pass repeats about one rounded operation per forward one (an adjoint product and its
# accumulation), each moving the gradient by at most eps times a term of it. Terms are O(1) by
# construction (inputs in [-2, 2], literals <= 3, bounded functions, weights in [-1, 1]), so a
# term is at most about max(|g|, 1) where g cancels from terms of size 1. The worst case adds
# the roundings up, 2 n eps max(|FD|, 1) (two roundings, forward and reverse, per count); but
# roundings of either sign add like a random walk, about sqrt(n) of them, and the measured error
# grows so: in units of sqrt(n) eps max(|FD|, 1) the worst of half seeds 0..59 (n = 3..45, three
# draws, every sample; a one-off measurement, not kept: the gradcheck report of test_pipeline
# prints each category's worst error against its allowance) is 1.79 (half_s000030, n = 16), of
# half_storage seeds 0..59 (n = 2..6) 0.67. The allowance added is the smaller of the two bounds,
# HALF_GRAD_ULPS * min(n, 2 sqrt(n)) * eps * max(|FD|, 1): 4 sqrt(n) from n = 4 on, where the worst
# measured is 0.45 of it, and the linear bound below (never looser than it). The linear bound
# alone was loose at large n (4.4% of max(|FD|, 1) at n = 45, where the worst error measured was
# 0.035 of it, so a 2% error of every gradient passed); at n = 45 this allowance is 1.3%.
# half_storage (half in, float32 inside, half out) has n = inputs + outputs and one real
# rounding, the float32 adjoint stored into the half gradient (<= eps |g|).
# A wrong adjoint is caught: 10% and 50% off on a * a + sin(a) in half (n = 6, allowance 0.6%
# of max(|g|, 1)) are grad_mismatch, and so is every gradient 2% off on half_s000058 (n = 43)
# (tests/unit/stages/test_gradcheck_half.py).
HALF_EPS = 2.0**-11  # a rounding to half moves a value by at most 2^-11 of it
HALF_GRAD_ULPS = 2.0


def half_roundings(spec: KernelSpec) -> int:
    """The roundings to half of one thread's forward: each half-valued operation (a vector's one
    per component, a dot or length of n components 2n - 1), and each read of a half array
    (its adjoint accumulates into a half)."""
    count = 0
    for body in all_bodies(spec):
        for s in walk_statements(body):
            for top in statement_expressions(s):
                for e in walk_expr(top):
                    if isinstance(e, Load) and is_half(e.type):
                        count += e.type.components
                    elif isinstance(e, Call) and e.fn in ("dot", "length") and is_half(e.args[0].type):
                        count += 2 * e.args[0].type.components - 1
                    elif isinstance(e, (Binary, Unary, Call, Construct)) and is_half(e.type):
                        count += e.type.components
    return count


def half_adjoint_allowance(spec: KernelSpec, fd: np.ndarray) -> np.ndarray | float:
    """What a float16 kernel's adjoint may differ from its float32 twin's finite difference by,
    beyond the float32 allowance (0 for a kernel without halves); see HALF_GRAD_ULPS."""
    if not uses_half(spec):
        return 0.0
    n = half_roundings(spec)
    return HALF_GRAD_ULPS * min(n, 2.0 * np.sqrt(n)) * HALF_EPS * np.maximum(np.abs(fd), 1.0)


# A tile kernel's sum output can swallow a small change of one term (a move by h of an element
# whose derivative there is d changes the sum by d h, below half its ulp when |sum| is large), and
# the sampled method then neither sees the share of the derivative that flows through the sum nor
# counts the sum's magnitude in the rounding allowance. Measured on combined-s000005 (draw 1,
# element 219): d = 5.5e-4, h = 2^-7, |total| ~ 60, so the 4.3e-6 change was under total's half ulp
# (3.8e-6); the adjoint was exactly the float64 derivative (-3.3665e-4), the difference had only
# the other output's share (1.3e-4), and the allowance without the total was 2.2e-4. A move of
# 0.25, 32 times the step, changes a sum the element reaches by more than its ulp unless the sum
# is locally flat in it over that whole range; a sum it reaches then counts in the allowance as
# if the small steps had changed it (``gradcheck.differences.sampled_differences``). The cost:
# the derivative through a large sum is checked only to that sum's rounding, as it is for the
# samples whose steps do change it.
GRAD_REACH_STEP = 0.25


def grad_noise_scale(spec: KernelSpec, array: str) -> float:
    """The rounding of one element of an output in the sampled method, in units of a single
    float32 result: sqrt(n) for an atomic_add target summing n terms per element (1 otherwise).

    When one term of a float32 running sum moves, every later partial sum rounds afresh: the
    two sums differ by a walk of n independent roundings of at most half an ulp, standard
    deviation ~0.3 sqrt(n) ulp, so GRAD_NOISE_ULPS * sqrt(n) is ~100 deviations. The worst
    case, n / 2 ulps, would let a 10% wrong adjoint pass at n = 256. The per-thread method
    sums atomic terms in float64 itself and needs no scale.
    """
    if spec.block_dim is not None:  # a tile kernel's sums, the same walk of roundings
        return float(np.sqrt(summed_terms(spec, array)))
    adds = [s for s in walk_statements(spec.body) if isinstance(s, Atomic) and s.op in ("add", "sub") and s.array == array]
    if not adds:
        return 1.0
    return float(np.sqrt(len(adds) * -(-spec.threads // spec.output_length(spec.param(array)))))


# ----------------------------------------------------------------------------- CPU emulation of the .cu (synth/toolchain/emulate.py)
# Exact: the emulated .cu's outputs have the bits of Warp's CPU outputs, every dtype (a float's
# sign of zero included, synth.verify.compare). Both run in one process environment on one host:
# g++ -O0 -ffp-contract=off rounds every float operation once, as Warp's CPU code at clang -O0
# does (synth.warp.warp_ir.CPU_OPTIMIZATION_LEVEL); both call the same glibc sinf/expf/powf/tanh...
# (the dynamic linker gives both this host's libm), so a library function can differ only if both
# differ alike; the helpers repeat Warp's evaluation order (fmaf in mat @ mat and ddot, the double
# cofactors of the 4x4 determinant and inverse, Cephes' ndtri in double for erfinv, Warp's own
# half rounding); threads, so atomic sums, run in Warp's CPU order (the shim's launch loop).
# Measured on x86-64 (glibc 2.36, g++ 12.2): 0 bits differ over every category x seeds 0..59 x 3 draws
# (1980 cases), and the helper conformance tests (tests/unit/render/test_helper_branches.py) reach every
# branch of every helper bit for bit. No builtin needs an allowance: none calls a library the two
# sides could take from different places. The old rtol 1e-5 (half: 4 * 2^-10) let a rendering pass
# that widened a float to double (1.6e-7 relative), held a temporary in the wrong precision
# (3.8e-6) or lost a half denormal's mantissa shift (1.2e-4): each is now a failure.
TOLERANCES |= {("emulation", name): EXACT for name, s in SCALARS.items() if s.is_float}


# One exception, a tile kernel's float sums: the .cu reduces a tile as a block does (each thread
# folds its strided elements, then a tree over the threads' partials; scans and products likewise
# in the block's order), while Warp's CPU build runs the tile at block width 1 and sums in element
# order. The same terms added in another order round differently: measured 1 ulp on 47 of 82
# elements of tile_reduce-s000001. Such an array keeps the binary check's tolerance, scaled by the
# terms it sums (tiles.summed_terms), as a device's reordered atomic sum does; every other array
# of a tile kernel stays exact.


def emulation_tolerance(spec: KernelSpec, array: str, expected: np.ndarray) -> Tolerance:
    """The tolerance of one output array of the CPU emulation against Warp's CPU forward: none,
    but for a float array a tile kernel sums into in the block's order (see above)."""
    if spec.block_dim is not None and spec.param(array).type.is_float and summed_terms(spec, array) > 1:
        return gpu_tolerance("binary", spec, array, expected)
    return _of_array("emulation", spec, array, expected)


# ----------------------------------------------------------------------------- a model's kernel against the reference (synth/evaluate)
# A candidate is another rendering of the same computation, written by someone else: it may order
# operations differently (a sum of products added the other way round, constants folded), contract
# a*b+c into an FMA, or call CUDA's fast-math functions (__expf, __sinf: within a few ulps on the
# inputs' domains). Those are the sources of difference the device's numbers above were derived
# for, about 50 operations of 2 ulps each, so a candidate gets the binary check's numbers per dtype,
# scaled the same way (the array's magnitude, the atomic_add terms per element). Arithmetic in a
# lower precision is refused: float16 for a float32 kernel errs by up to 2^-11 = 4.9e-4 relative,
# five times rtol, and float32 for a float64 kernel by ~6e-8, 3e5 times its rtol (both candidates
# of tests/acceptance/evaluate_hostile.py, mismatch). Integers compare exactly. Measured: every record's own
# text of a 20-per-category dataset passes (its emulation is bit-identical to the reference).
TOLERANCES |= {("candidate", name): TOLERANCES["binary", name] for name in SCALARS}


def candidate_tolerance(spec: KernelSpec, array: str, expected: np.ndarray) -> Tolerance:
    """The tolerance of one output array of a candidate's kernel against Warp's CPU reference."""
    return _of_array("candidate", spec, array, expected)


def candidate_tolerance_by_dtype(dtype: str, expected: np.ndarray) -> Tolerance:
    """``candidate_tolerance`` for an array known only by its element type (a kernel of existing
    code has no spec): atol scaled by the array's magnitude; atomic sums run in the same order on
    both sides (Warp's CPU), so no atomic scaling."""
    base = tolerance("candidate", dtype)
    return base if base == EXACT else Tolerance(base.rtol, base.atol * magnitude(expected))


def captured_grad_noise_scale(threads: int) -> float:
    """``grad_noise_scale`` for a captured launch of real code whose forward adds atomically
    (``atomic_add``/``atomic_sub``, ``a[i] += v``): which elements sum how many terms is not known
    without a spec, so the bound is every thread's term in one element, sqrt(threads). Only the
    rounding allowance grows (for 1024 threads, 32 x 32 ulps of the changed outputs' magnitude at
    h = 2^-7: 0.016 of it); rtol and atol stay."""
    return float(np.sqrt(max(1, threads)))
