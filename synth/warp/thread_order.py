"""Whether a kernel's results may depend on the order its threads run in, read from Warp's C++ of it.

Two constructs hand a thread a value decided by which thread got there first: the value an atomic
returns (``slot = wp.atomic_add(counter, 0, 1)``: a slot per thread, in arrival order) and a tile
stack (``wp.tile_stack_push`` returns the slot a thread's value went to, ``wp.tile_stack_pop`` the
value of the slot a thread got). Warp's CPU runs threads in its own fixed order, a GPU in the order
its warps reach the atomic: both are right, and their outputs are permutations of each other, so a
comparison of such a kernel across devices holds only up to the order of each array's elements.
An atomic whose value is dropped (``wp.atomic_add(total, 0, x)``) adds the same sum in any order
and is not counted here.
"""

from __future__ import annotations

import re

_STACK = re.compile(r"\bwp::tile_stack_(push|pop)\(")
_ATOMIC_VALUE = re.compile(r"^\s*(var_\w+) = wp::((?:tile_)?atomic_\w+)\(")  # tile_atomic_add returns the old values too


def _functions(source: str) -> list[list[str]]:
    """The code lines (comments left out) of each function of Warp's generated C++: its
    functions end with a ``}`` alone at the start of a line, and SSA names are per function."""
    found, current = [], []
    for line in source.splitlines():
        if line == "}":
            found.append(current)
            current = []
        elif not line.lstrip().startswith("//"):
            current.append(line)
    found.append(current)
    return found


def _used(name: str, lines: list[str], defined_at: int) -> bool:
    """Whether SSA value ``name`` is read on a line of its function other than where it is
    defined or declared (adjoint calls read ``adj_`` names, not the forward value)."""
    word = re.compile(rf"\b{name}\b")
    for n, line in enumerate(lines):
        if n == defined_at or not word.search(line):
            continue
        if re.fullmatch(rf"\s*(?!return\b)[\w:<>,][\w:<>, ]*\s{name};", line):  # its declaration
            continue
        return True
    return False


def order_dependence(source: str) -> str:
    """Why the kernel's outputs may depend on its threads' order ('' when they cannot by these two
    constructs), from the CPU C++ Warp generated for its module (the kernel and its functions)."""
    for lines in _functions(source):
        for n, line in enumerate(lines):
            stack = _STACK.search(line)
            if stack:
                return f"wp.tile_stack_{stack.group(1)} gives each thread the slot it reached first"
            atomic = _ATOMIC_VALUE.match(line)
            if atomic and _used(atomic.group(1), lines, n):
                return f"the value wp.{atomic.group(2)} returns is used (each thread's depends on which thread came first)"
    return ""


def order_failure(order: str, compared: str) -> tuple[str, str | None]:
    """(label, known) of a device result that differs from the CPU's: a ``mismatch``, or, where the
    threads' order decides the results and even the multisets differ, a ``race`` known by design:
    which threads' values a stack or a counter kept depends on the order they came (no one right
    answer to compare with)."""
    if order and compared != "element by element":
        return "race", f"its results depend on its threads' order ({order}), and the device's order kept other values than the CPU's"
    return "mismatch", None
