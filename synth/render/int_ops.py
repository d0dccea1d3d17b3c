"""Integer operators and builtins as both renderers print them (Warp Python and CUDA C++).

Python and C order the bitwise operators differently around comparisons: in Python ``| ^ &``
and the shifts bind tighter than ``==``/``<``, in C looser (``a & b == c`` is ``a & (b == c)``).
The precedences below slot between the renderers' existing numbers (comparison 4, ``+ -`` 5):
Python | 4.25 < ^ 4.5 < & 4.75 < shifts 4.9 < + -; C | 2.25 < ^ 2.5 < & 2.75 < comparisons 4
< shifts 4.5 < + -. On top of what precedence needs, a bitwise or shift operand that is another
kind of infix operation is parenthesized in both (``(a + b) << 2``, ``(h >> 16) ^ h``), as
people write it and as gcc's -Wparentheses asks.

Semantics are Warp 1.19's (warp/native/builtin.h): int32 ``//`` is floor division
(``floordiv_signed``: the C quotient, minus one when the remainder is nonzero and its sign
differs from the divisor's), int64 ``//`` too, uint32/uint64 ``//`` is C's ``/``; ``%`` is C's
``%`` for every type (the sign of the dividend); ``sign(x)`` is ``x < 0 ? -1 : 1``, ``step(x)`` ``x < 0 ? 1 : 0``, ``nonzero(x)``
``x == 0 ? 0 : 1``; min/max/clamp compare; uint32 arithmetic wraps modulo 2^32, uint64 modulo 2^64.
A signed ``x << n`` is two's complement on both of Warp's devices (``-3 << 2 == -12``, ``5 << 30``
wraps), which C++17 leaves undefined, so the CUDA renderer shifts the bits unsigned and converts back
(``(int)((unsigned int)x << n)``; ``synth.render.cuda.kernel``). A count outside 0 .. width - 1 has no
one meaning: Warp's CPU masks it (x86's shl: ``-7 << 40 == -1792`` in int32), a GPU's shl clamps it (0);
the emulation's UBSan stops on it (``undefined_behavior``).
"""

from __future__ import annotations

from synth.model.spec import Binary, Expr

BITWISE = ("bit_and", "bit_or", "bit_xor", "lshift", "rshift")
PY_INFIX = {"floordiv": "//", "bit_and": "&", "bit_or": "|", "bit_xor": "^", "lshift": "<<", "rshift": ">>"}
PY_PRECEDENCE = {"bit_or": 4.25, "bit_xor": 4.5, "bit_and": 4.75, "lshift": 4.9, "rshift": 4.9, "floordiv": 6, "invert": 7}
C_INFIX = {"bit_and": "&", "bit_or": "|", "bit_xor": "^", "lshift": "<<", "rshift": ">>", "floordiv": "/"}  # int32 // is a helper
C_PRECEDENCE = {"bit_or": 2.25, "bit_xor": 2.5, "bit_and": 2.75, "lshift": 4.5, "rshift": 4.5, "floordiv": 6}

_DEV = "__host__ __device__ inline"
# Helpers for the int builtins C lacks (name -> code), each written as Warp's builtin.h has it.
C_HELPERS = {
    "min_int": f"{_DEV} int min_int(int a, int b) {{ return a < b ? a : b; }}",
    "max_int": f"{_DEV} int max_int(int a, int b) {{ return a > b ? a : b; }}",
    "clamp_int": f"{_DEV} int clamp_int(int x, int lo, int hi) {{ return x < lo ? lo : (x > hi ? hi : x); }}",
    "abs_int": f"{_DEV} int abs_int(int x) {{ return x < 0 ? -x : x; }}",
    "floordiv_int": (
        "// Warp's int32 floor division: the C quotient rounds toward zero, so subtract one when the\n"
        "// remainder is nonzero and its sign differs from the divisor's (-7 // 2 == -4).\n"
        f"{_DEV} int floordiv_int(int a, int b)\n{{\n    int q = a / b;\n    const int r = a % b;\n"
        "    if (r != 0 && ((r < 0) != (b < 0))) q -= 1;\n    return q;\n}"
    ),
    "floordiv_int64": (
        "// The same for int64 (Warp's floordiv_signed<int64>): -7 // 2 == -4 beyond 2^32 too.\n"
        f"{_DEV} long long floordiv_int64(long long a, long long b)\n{{\n    long long q = a / b;\n    const long long r = a % b;\n"
        "    if (r != 0 && ((r < 0) != (b < 0))) q -= 1;\n    return q;\n}"
    ),
    "sign_int": f"{_DEV} int sign_int(int x) {{ return x < 0 ? -1 : 1; }}  // Warp's sign: 1 at zero",
    "step_int": f"{_DEV} int step_int(int x) {{ return x < 0 ? 1 : 0; }}  // Warp's step: 1 below zero",
    "nonzero_int": f"{_DEV} int nonzero_int(int x) {{ return x == 0 ? 0 : 1; }}",
    "min_uint": f"{_DEV} unsigned int min_uint(unsigned int a, unsigned int b) {{ return a < b ? a : b; }}",
    "max_uint": f"{_DEV} unsigned int max_uint(unsigned int a, unsigned int b) {{ return a > b ? a : b; }}",
    "clamp_uint": f"{_DEV} unsigned int clamp_uint(unsigned int x, unsigned int lo, unsigned int hi) {{ return x < lo ? lo : (x > hi ? hi : x); }}",
    "bit_count_uint": (
        f"// Warp's bit_count (builtin.h): the number of set bits, an int32.\n{_DEV} int bit_count_uint(unsigned int x)\n{{\n"
        "#ifdef __CUDA_ARCH__\n    return __popc(x);\n#else\n    return __builtin_popcount(x);\n#endif\n}"
    ),
}
# Signed floor division's helper per type (unsigned // is C's /).
FLOORDIV = {"int32": "floordiv_int", "int64": "floordiv_int64"}
KINDS = tuple(C_HELPERS)  # in definition order


def helper(kind: str, t: str) -> tuple[str, tuple[str, ...]]:
    """One integer helper's C++ text (``kind:type``) and the helpers it needs (none)."""
    return C_HELPERS[kind], ()


def clarify(parent: str, child: Expr) -> bool:
    """Whether ``child``, an operand of infix ``parent``, gets parentheses precedence does not need."""
    return isinstance(child, Binary) and child.op != parent and (parent in BITWISE or child.op in BITWISE)
