"""Warp's random numbers (native/rand.h) as CUDA helpers with its bodies, bit for bit.

The state is a uint32 local that every draw advances in place (``unsigned int& state``), so each
draw is a statement of its own. ``helper(kind, type)`` writes one (``synth.render.cuda.helpers`` asks by helper key, ``randf:float32``).
"""

from __future__ import annotations

RANDOM = ("rand_init", "randf", "randi", "randn", "sample_unit_square", "sample_unit_disk", "sample_unit_ring")
RANDOM += ("sample_triangle", "sample_unit_cube", "sample_unit_sphere_surface", "sample_unit_sphere", "sample_unit_hemisphere_surface")
RANDOM += ("randu", "poisson", "sample_unit_hemisphere")
KINDS = ("rand_pcg", *RANDOM)  # in definition order
# C names the helpers define (a kernel's local of the same name is renamed).
NAMES = frozenset(KINDS) | {"random_loggam", "random_poisson_mult", "random_poisson"}

PI = "3.14159265358979323846f"  # Warp's M_PI_F
TWO_PI_DRAW = f"randf(state, 0.0f, 2.0f * {PI})"
_SPHERICAL = "    return {{{r}cosf(theta) * sinf(phi), {r}sinf(theta) * sinf(phi), {r}cosf(phi)}};\n"


# Warp's Poisson sampler (rand.h, after NumPy): products of uniforms below rate 10 (Knuth),
# Hoermann's transformed rejection from 10 on; the same operations in the same order.
POISSON = """__host__ __device__ inline float random_loggam(float x)
{
    const float a[10] = {8.333333333333333e-02f, -2.777777777777778e-03f, 7.936507936507937e-04f, -5.952380952380952e-04f,
                         8.417508417508418e-04f, -1.917526917526918e-03f, 6.410256410256410e-03f, -2.955065359477124e-02f,
                         1.796443723688307e-01f, -1.39243221690590e+00f};
    unsigned int n;
    if ((x == 1.0f) || (x == 2.0f)) {
        return 0.0f;
    } else if (x < 7.0f) {
        n = (unsigned int)(7 - x);
    } else {
        n = 0;
    }
    float x0 = x + (float)n;
    const float x2 = (1.0f / x0) * (1.0f / x0);
    const float lg2pi = 1.8378770664093453f;
    float gl0 = a[9];
    for (int i = 8; i >= 0; i--) {
        gl0 *= x2;
        gl0 += a[i];
    }
    float gl = gl0 / x0 + 0.5f * lg2pi + (x0 - 0.5f) * logf(x0) - x0;
    if (x < 7.0f) {
        for (unsigned int k = 1; k <= n; k++) {
            gl -= logf(x0 - 1.0f);
            x0 -= 1.0f;
        }
    }
    return gl;
}

__host__ __device__ inline unsigned int random_poisson_mult(unsigned int& state, float lam)
{
    const float enlam = expf(-lam);
    unsigned int X = 0;
    float prod = 1.0f;
    while (1) {
        const float U = randf(state);
        prod *= U;
        if (prod > enlam) {
            X += 1;
        } else {
            return X;
        }
    }
}

__host__ __device__ inline unsigned int random_poisson(unsigned int& state, float lam)
{
    const float slam = sqrtf(lam);
    const float loglam = logf(lam);
    const float b = 0.931f + 2.53f * slam;
    const float a = -0.059f + 0.02483f * b;
    const float invalpha = 1.1239f + 1.1328f / (b - 3.4f);
    const float vr = 0.9277f - 3.6224f / (b - 2.0f);
    while (1) {
        const float U = randf(state) - 0.5f;
        const float V = randf(state);
        const float us = 0.5f - fabsf(U);
        const float k = floorf((2.0f * a / us + b) * U + lam + 0.43f);
        if ((us >= 0.07f) && (V <= vr)) {
            return (unsigned int)k;
        }
        if ((k < 0.0f) || ((us < 0.013f) && (V > us))) {
            continue;
        }
        if ((logf(V) + logf(invalpha) - logf(a / (us * us) + b)) <= (-lam + k * loglam - random_loggam(k + 1.0f))) {
            return (unsigned int)k;
        }
    }
}

__host__ __device__ inline unsigned int poisson(unsigned int& state, float lam)
{
    if (lam >= 10.0f) {
        return random_poisson(state, lam);
    } else if (lam == 0.0f) {
        return 0;
    } else {
        return random_poisson_mult(state, lam);
    }
}"""


def helper(kind: str, t: str = "float32") -> tuple[str, tuple[str, ...]]:
    """One of Warp's random functions (rand.h, keyed ``kind:float32``), same operations in the same order; where Warp
    draws twice in one expression (randn), the draws are named in the order Warp's CPU runs them."""
    dev, state = "__host__ __device__ inline", "unsigned int& state"
    vec = lambda n, body: (f"{dev} vec{n} {kind}({state})\n{{\n{body}}}", ("randf:float32", f"struct:vec{n}"))  # noqa: E731
    acos_ = lambda x: f"acosf(fminf(fmaxf({x}, -1.0f), 1.0f))"  # noqa: E731  (Warp's acos clamps)
    if kind == "rand_pcg":
        return (
            "// Warp's random numbers (rand.h): a PCG hash (Jarzynski and Olano, JCGT 2020) of a 32-bit state.\n"
            f"{dev} unsigned int rand_pcg(unsigned int state)\n{{\n"
            "    unsigned int b = state * 747796405u + 2891336453u;\n"
            "    unsigned int c = ((b >> ((b >> 28u) + 4u)) ^ b) * 277803737u;\n"
            "    return (c >> 22u) ^ c;\n}"
        ), ()
    if kind == "rand_init":
        return (
            f"{dev} unsigned int rand_init(int seed) {{ return rand_pcg((unsigned int)seed); }}\n"
            f"{dev} unsigned int rand_init(int seed, int offset) {{ return rand_pcg((unsigned int)seed + rand_pcg((unsigned int)offset)); }}"
        ), ("rand_pcg:float32",)
    if kind == "randf":
        return (
            "// Uniform in [0, 1 - 2^-24], in steps of 2^-24: the top 24 bits of the next state.\n"
            f"{dev} float randf({state})\n{{\n    state = rand_pcg(state);\n    return (state >> 8) * (1.0f / 16777216.0f);\n}}\n"
            f"{dev} float randf({state}, float lo, float hi) {{ return (hi - lo) * randf(state) + lo; }}"
        ), ("rand_pcg:float32",)
    if kind == "randi":
        return (
            f"{dev} int randi({state}, int lo, int hi)\n{{\n    state = rand_pcg(state);\n    return state % (hi - lo) + lo;\n}}"
        ), ("rand_pcg:float32",)
    if kind == "randu":
        return (
            f"{dev} unsigned int randu({state}) {{ state = rand_pcg(state); return state; }}\n"
            f"{dev} unsigned int randu({state}, unsigned int lo, unsigned int hi)\n{{\n    state = rand_pcg(state);\n    return state % (hi - lo) + lo;\n}}"
        ), ("rand_pcg:float32",)
    if kind == "poisson":
        return POISSON, ("randf:float32",)
    if kind == "randn":
        return (
            "// Box-Muller, as Warp: the first draw feeds the log, the second the cosine.\n"
            f"{dev} float randn({state})\n{{\n    const float u1 = randf(state);\n    const float u2 = randf(state);\n"
            f"    return sqrtf(-2.0f * logf(u1 + 5.96e-8f)) * cosf(2.0f * {PI} * u2);\n}}"
        ), ("randf:float32",)
    if kind == "sample_unit_square":
        return vec(2, "    const float x = randf(state) - 0.5f;\n    const float y = randf(state) - 0.5f;\n    return {x, y};\n")
    if kind == "sample_unit_cube":
        return vec(3, "".join(f"    const float {f} = randf(state) - 0.5f;\n" for f in "xyz") + "    return {x, y, z};\n")
    if kind == "sample_triangle":
        return vec(2, "    const float r = sqrtf(randf(state));\n    const float u = 1.0f - r;\n    const float v = randf(state) * r;\n    return {u, v};\n")
    if kind == "sample_unit_ring":
        return vec(2, f"    const float theta = {TWO_PI_DRAW};\n    return {{cosf(theta), sinf(theta)}};\n")
    if kind == "sample_unit_disk":
        return vec(2, f"    const float r = sqrtf(randf(state));\n    const float theta = {TWO_PI_DRAW};\n    return {{r * cosf(theta), r * sinf(theta)}};\n")
    hemi = "hemisphere" in kind
    phi = acos_("1.0f - randf(state)" if hemi else "1.0f - 2.0f * randf(state)")
    lines = f"    const float phi = {phi};\n    const float theta = {TWO_PI_DRAW};\n"
    if kind in ("sample_unit_sphere_surface", "sample_unit_hemisphere_surface"):
        return vec(3, lines + _SPHERICAL.format(r=""))
    if kind in ("sample_unit_sphere", "sample_unit_hemisphere"):
        return vec(3, lines + "    const float r = powf(randf(state), 1.0f / 3.0f);\n" + _SPHERICAL.format(r="r * "))
    raise KeyError(kind)
