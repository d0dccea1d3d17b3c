"""Warp's expectations (``wp.expect_eq``, ``expect_neq``, ``expect_near``) as CUDA helpers with Warp's
meaning (warp/native/builtin.h): compare, and when the expectation fails print Warp's message with
both values (as Warp's ``print`` writes them) and go on. Each returns 1 when it failed, 0 when it
held: the dataset's ``.cu`` drops the value, the verification run stores it
(``synth.model.expectations``). ``helper(kind, type)`` writes one (``synth.render.cuda.helpers``
asks by helper key).
"""

from __future__ import annotations

from synth.model.dtypes import SCALARS, scalar_of, split_composite
from synth.render import component_ops, half_ops, print_ops

KINDS = ("expect_eq", "expect_neq", "expect_near")
NAMES = frozenset(KINDS)
# The value types an expectation is rendered for: scalars (their printf format and argument), and
# the vectors and matrices of the model (components printed as Warp prints them: "%g " of float(c); printf takes a double).
SCALAR_FORMATS = print_ops.SCALAR_FORMATS
VECTORS = tuple(f"vec{n}{s}" for s in ("", "d", "i") for n in (2, 3, 4))
MATRICES = tuple(f"mat{n}{n}{s}" for s in ("", "d") for n in (2, 3, 4))
# the vectors and matrices of every other scalar (synth.render.component_ops; a half vector's components are __half too)
OTHERS = (*component_ops.TYPES, *half_ops.HALF_VECTORS)
TYPES = (*SCALAR_FORMATS, *VECTORS, *MATRICES, *OTHERS)


def rendered(kind: str, type_name: str) -> bool:
    """Whether the helper of an expectation of this kind on values of this type is written."""
    if kind == "expect_near":
        return type_name in ("float32", "float64")
    found = split_composite(type_name)
    return type_name in TYPES or (found is not None and found[0][:3] in ("vec", "mat"))  # and every other shape (vec5, mat32ub)


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """The C++ text of one expectation helper and the helpers it needs (its value type)."""
    if not rendered(kind, t):
        raise ValueError(f"no {t} helper for {kind}: expectations are rendered for {', '.join(TYPES)}, vectors and matrices of other shapes (expect_near: float32, float64)")
    c = SCALARS[t].c if t in SCALARS else t
    deps = () if t in SCALARS else (f"struct:{t}",)
    expected_fmt, expected_args = print_ops.printed(t, "expected")
    actual_fmt, actual_args = print_ops.printed(t, "actual")
    if kind == "expect_near":
        c_abs = "fabsf" if t == "float32" else "fabs"
        tolerance_fmt, tolerance_args = print_ops.printed(t, "tolerance")
        difference_fmt, _ = print_ops.printed(t, "")
        return (
            f"// Warp's wp.expect_near (builtin.h): prints the values when they differ by more than the tolerance; 1 when it failed.\n"
            f"__host__ __device__ inline int expect_near({c} actual, {c} expected, {c} tolerance)\n{{\n"
            f"    const {c} difference = {c_abs}(actual - expected);\n"
            f"    if (!(difference > tolerance)) return 0;\n"
            f'    printf("Error, expect_near() failed with tolerance {tolerance_fmt}", {tolerance_args});\n'
            f'    printf("    Expected: {expected_fmt}", {expected_args});\n'
            f'    printf("    Actual: {actual_fmt}", {actual_args});\n'
            f'    printf("    Absolute difference: {difference_fmt}", {print_ops.printed(t, "difference")[1]});\n'
            f"    return 1;\n}}"
        ), deps
    widen = scalar_of(t).widen or "{0}"  # halves and bfloat16s compare as their floats (Warp's operator==)
    equal = " && ".join(f"{widen.format(x.format(v='actual'))} == {widen.format(x.format(v='expected'))}" for row in print_ops.components(t) for x in row)
    held = f"{equal}" if kind == "expect_eq" else f"!({equal})"
    what = "differ" if kind == "expect_eq" else "are equal"
    return (
        f"// Warp's wp.{kind} (builtin.h): prints both values when they {what}; 1 when it failed.\n"
        f"__host__ __device__ inline int {kind}({c} actual, {c} expected)\n{{\n"
        f"    if ({held}) return 0;\n"
        f'    printf("Error, {kind}() failed:\\n");\n'
        f'    printf("\\t Expected: {expected_fmt}", {expected_args});\n'
        f'    printf("\\t Actual: {actual_fmt}", {actual_args});\n'
        f"    return 1;\n}}"
    ), deps
