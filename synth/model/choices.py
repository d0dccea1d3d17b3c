"""The chooser interface generators draw from, with a seeded backend and a Hypothesis backend.

Generators call only ``choice``, ``integer`` and ``boolean``. The seeded backend is a
splitmix64 stream of our own, so seed -> kernel never changes with Python or NumPy
versions. The Hypothesis backend turns every choice into a ``draw``, so a failing property
shrinks: Hypothesis moves toward the first option of ``choice``, toward ``lo`` of
``integer`` and toward ``False``; generators therefore list the simplest option first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1


class Chooser(Protocol):
    def choice(self, options: Sequence[T]) -> T: ...
    def integer(self, lo: int, hi: int) -> int: ...
    def boolean(self) -> bool: ...


def splitmix64(state: int) -> tuple[int, int]:
    """One step of splitmix64: returns (new_state, output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


class SeededChooser:
    """Deterministic choices from a 64-bit seed (the case seed mixed with a stream tag)."""

    def __init__(self, seed: int, stream: str = "") -> None:
        tag = 0
        for ch in stream.encode():
            tag = ((tag * 131) + ch) & MASK64
        self._state = (seed * 0x2545F4914F6CDD1D + tag) & MASK64

    def next_u64(self) -> int:
        self._state, out = splitmix64(self._state)
        return out

    def integer(self, lo: int, hi: int) -> int:
        if hi < lo:
            raise ValueError(f"empty range [{lo}, {hi}]")
        return lo + self.next_u64() % (hi - lo + 1)

    def choice(self, options: Sequence[T]) -> T:
        if not options:
            raise ValueError("choice from an empty sequence")
        return options[self.integer(0, len(options) - 1)]

    def boolean(self) -> bool:
        return bool(self.next_u64() & 1)


class HypothesisChooser:
    """Choices drawn from a Hypothesis ``draw`` function (inside ``@st.composite``)."""

    def __init__(self, draw) -> None:
        from hypothesis import strategies as st

        self._draw = draw
        self._st = st

    def integer(self, lo: int, hi: int) -> int:
        return self._draw(self._st.integers(lo, hi))

    def choice(self, options: Sequence[T]) -> T:
        return self._draw(self._st.sampled_from(list(options)))

    def boolean(self) -> bool:
        return self._draw(self._st.booleans())
