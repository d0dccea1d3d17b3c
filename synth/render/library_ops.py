"""Warp's float builtins that C lacks, as CUDA helpers with Warp's bodies (builtin.h, crt.h).

``frac``, ``sign``, ``step``, ``nonzero``, ``lerp``, ``smoothstep``, ``degrees``, ``radians`` in
Warp's evaluation order; ``erfinv``/``erfcinv``: CUDA's on the device (Warp's CUDA calls them)
and Warp's CPU code, Cephes' ``ndtri`` in double, on the host (the emulation compares with Warp's
CPU bit for bit). ``helper(kind, type)`` writes one (``synth.render.cuda.helpers`` asks by helper key).
"""

from __future__ import annotations

from synth.model.builtins import COMPOSITE_LERP
from synth.model.dtypes import SCALARS

# Float builtins Warp defines in its own headers, rendered as helpers with Warp's bodies.
FLOAT_HELPERS = ("frac", "sign", "step", "nonzero", "lerp", "smoothstep", "degrees", "radians")
# The inverse error functions: C has none, CUDA has erfinvf/erfcinvf (Warp's CUDA calls them) and
# Warp's CPU runs Cephes' ndtri in double (crt.h); the helpers do each on its side.
INVERSE_ERF = ("warp_erfinv", "warp_erfcinv")
KINDS = (*FLOAT_HELPERS, "cephes_ndtri", *INVERSE_ERF, "lower_bound")  # in definition order
# C names the helpers define (a kernel's local of the same name is renamed).
NAMES = frozenset(KINDS) | {"cephes_polevl", "cephes_p1evl", "cephes_erfinv"}


CEPHES_NDTRI = """// Warp's CPU inverse error function (crt.h): Cephes' ndtri (Moshier, 1984) in double.
#ifndef __CUDA_ARCH__
static inline double cephes_polevl(double x, const double* coefs, int N)
{
    double ans = coefs[0];
    for (int i = 1; i <= N; i++) ans = ans * x + coefs[i];
    return ans;
}

static inline double cephes_p1evl(double x, const double* coefs, int N)
{
    double ans = x + coefs[0];
    for (int i = 1; i < N; i++) ans = ans * x + coefs[i];
    return ans;
}

static inline double cephes_ndtri(double y)
{
    if (y <= 0.0 || y >= 1.0) return (y <= 0.0) ? -(double)INFINITY : (double)INFINITY;
    const double s2pi = 2.50662827463100050242E0;
    const double exp_neg2 = 0.13533528323661269189;
    static const double P0[5] = {-5.99633501014107895267e1, 9.80010754185999661536e1, -5.66762857469070293439e1,
                                 1.39312609387279679503e1, -1.23916583867381258016e0};
    static const double Q0[8] = {1.95448858338141759834e0, 4.67627912898881538453e0, 8.63602421390890590575e1,
                                 -2.25462687854119370527e2, 2.00260212380060660359e2, -8.20372256168333339912e1,
                                 1.59056225126211695515e1, -1.18331621121330003142e0};
    static const double P1[9] = {4.05544892305962419923e0, 3.15251094599893866154e1, 5.71628192246421288162e1,
                                 4.40805073893200834700e1, 1.46849561928858024014e1, 2.18663306850790267539e0,
                                 -1.40256079171354495875e-1, -3.50424626827848203418e-2, -8.57456785154685413611e-4};
    static const double Q1[8] = {1.57799883256466749731e1, 4.53907635128879210584e1, 4.13172038254672030440e1,
                                 1.50425385692907503408e1, 2.50464946208309415979e0, -1.42182922854787788574e-1,
                                 -3.80806407691578277194e-2, -9.33259480895457427372e-4};
    static const double P2[9] = {3.23774891776946035970e0, 6.91522889068984211695e0, 3.93881025292474443415e0,
                                 1.33303460815807542389e0, 2.01485389549179081538e-1, 1.23716634817820021358e-2,
                                 3.01581553508235416007e-4, 2.65806974686737550832e-6, 6.23974539184983293730e-9};
    static const double Q2[8] = {6.02427039364742014255e0, 3.67983563856160859403e0, 1.37702099489081330271e0,
                                 2.16236993594496635890e-1, 1.34204006088543189037e-2, 3.28014464682127739104e-4,
                                 2.89247864745380683936e-6, 6.79019408009981274425e-9};
    int code = 1;
    double y_work = y;
    if (y_work > (1.0 - exp_neg2)) {
        y_work = 1.0 - y_work;
        code = 0;
    }
    if (y_work > exp_neg2) {
        y_work -= 0.5;
        const double y2 = y_work * y_work;
        double x = y_work + y_work * (y2 * cephes_polevl(y2, P0, 4) / cephes_p1evl(y2, Q0, 8));
        x = x * s2pi;
        return x;
    }
    double x = sqrt(-2.0 * log(y_work));
    const double x0 = x - log(x) / x;
    const double z = 1.0 / x;
    const double x1 = x < 8.0 ? z * cephes_polevl(z, P1, 8) / cephes_p1evl(z, Q1, 8) : z * cephes_polevl(z, P2, 8) / cephes_p1evl(z, Q2, 8);
    x = x0 - x1;
    if (code != 0) x = -x;
    return x;
}

static inline double cephes_erfinv(double z)
{
    if (z == 0.0) return 0.0;
    if (z == 1.0) return (double)INFINITY;
    if (z == -1.0) return -(double)INFINITY;
    if (z < -1.0 || z > 1.0) return (double)NAN;
    return cephes_ndtri((z + 1.0) / 2.0) / sqrt(2.0);
}
#endif"""


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """One helper's C++ text (``kind:float32``) and the helpers it needs."""
    if kind == "cephes_ndtri":
        return CEPHES_NDTRI, ()
    if kind in INVERSE_ERF:
        return inverse_erf_helper(kind), ("cephes_ndtri:float32",)
    if kind == "lower_bound":
        return lower_bound_helper(t), ()
    if kind == "lerp" and t != "float32":
        return composite_lerp(t), (f"struct:{t}",)
    return float_helper(kind), ()


def composite_lerp(t: str) -> str:
    """Warp's lerp of two vectors or matrices, ``a * (1 - t) + b * t``: each component scaled, then added,
    as the float one (Warp's operators do it component by component, in this order)."""
    if t not in COMPOSITE_LERP:
        raise ValueError(f"no {t} helper for lerp: written for {', '.join(COMPOSITE_LERP)}")
    c, one = ("double", "1.0") if t.endswith("d") else ("float", "1.0f")
    n = int(t[3])
    head = f"__host__ __device__ inline {t} lerp(const {t}& a, const {t}& b, {c} t)\n{{\n"
    if t.startswith("vec"):
        return head + f"    return {{{', '.join(f'a.{f} * ({one} - t) + b.{f} * t' for f in 'xyzw'[:n])}}};\n}}"
    return head + (
        f"    {t} r;\n    for (int row = 0; row < {n}; ++row)\n        for (int col = 0; col < {n}; ++col)\n"
        f"            r.m[row][col] = a.m[row][col] * ({one} - t) + b.m[row][col] * t;\n    return r;\n}}"
    )


def lower_bound_helper(t: str) -> str:
    """Warp's lower_bound (array.h): the first index in [begin, end) whose element is not below
    ``value`` (``end - 1`` when there is none), by bisection in Warp's order of probes."""
    c = SCALARS[t].c
    return (
        f"__host__ __device__ inline int lower_bound(const {c}* a, int begin, int end, {c} value)\n{{\n"
        "    int lower = begin;\n    int upper = end - 1;\n"
        "    while (lower < upper) {\n        const int mid = lower + (upper - lower) / 2;\n"
        "        if (a[mid] < value) {\n            lower = mid + 1;\n        } else {\n            upper = mid;\n        }\n    }\n"
        "    return lower;\n}"
    )


def inverse_erf_helper(kind: str) -> str:
    """erfinv/erfcinv: CUDA's on the device (as Warp's CUDA), Warp's Cephes code on the host (as Warp's CPU)."""
    device, host = {"warp_erfinv": ("erfinvf(x)", "cephes_erfinv((double)x)"), "warp_erfcinv": ("erfcinvf(x)", "cephes_erfinv(1.0 - (double)x)")}[kind]
    return f"__host__ __device__ inline float {kind}(float x)\n{{\n#ifdef __CUDA_ARCH__\n    return {device};\n#else\n    return (float){host};\n#endif\n}}"


def float_helper(kind: str) -> str:
    """A float builtin Warp defines itself (builtin.h), with Warp's body and evaluation order."""
    dev = "__host__ __device__ inline float"
    return {
        "frac": f"// Warp's frac: x - trunc(x), so the fraction keeps the sign of x.\n{dev} frac(float x) {{ return x - truncf(x); }}",
        "sign": f"// Warp's sign: -1 below zero, else 1 (1 at zero).\n{dev} sign(float x) {{ return x < 0.0f ? -1.0f : 1.0f; }}",
        "step": f"// Warp's step: 1 below zero, else 0.\n{dev} step(float x) {{ return x < 0.0f ? 1.0f : 0.0f; }}",
        "nonzero": f"{dev} nonzero(float x) {{ return x == 0.0f ? 0.0f : 1.0f; }}",
        "lerp": f"{dev} lerp(float a, float b, float t) {{ return a * (1.0f - t) + b * t; }}",
        "smoothstep": (
            "// Warp's smoothstep: the Hermite curve of x's place between the edges, clamped to [0, 1].\n"
            f"{dev} smoothstep(float edge0, float edge1, float x)\n{{\n"
            "    x = fminf(fmaxf((x - edge0) / (edge1 - edge0), 0.0f), 1.0f);\n"
            "    return x * x * (3.0f - 2.0f * x);\n}"
        ),
        "degrees": (
            "// Warp's degrees/radians multiply by a double constant: the product is rounded once, to float.\n"
            f"{dev} degrees(float x) {{ return (float)((double)x * 57.29577951308232087679); }}"
        ),
        "radians": f"{dev} radians(float x) {{ return (float)((double)x * 0.01745329251994329577); }}",
    }[kind]
