"""Case ids and specs: ``<category>-s<seed:06d>`` names a case, and its seed is its identity."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from synth.generate.categories import CATEGORIES, block_dim_of
from synth.model.case import GENERATED
from synth.model.choices import SeededChooser
from synth.model.spec import KernelSpec

CASE_ID = re.compile(r"^(?P<category>[a-z][a-z0-9_]*)-s(?P<seed>\d{6,})$")
# a generated case (matrix-s000042), or a kernel of existing code (<source>-<module>-<kernel>: two dashes or more)
_CASE_IN_NODE_ID = re.compile(r"\[(?P<case>[a-z][a-z0-9_]*-s\d{6,}|[A-Za-z0-9_.]+(?:-[A-Za-z0-9_.]+){2,})\]")


def case_id_in(nodeid: str) -> str | None:
    """The case id a test's node id is parametrized with (``...::test_x[matrix-s000042]``), or None."""
    m = _CASE_IN_NODE_ID.search(nodeid)
    return m["case"] if m else None


@dataclass(frozen=True, order=True)
class Case:
    """A generated kernel: its category's generator fed with its seed."""

    category: str
    seed: int

    kind = GENERATED

    @property
    def id(self) -> str:
        return f"{self.category}-s{self.seed:06d}"

    @property
    def kernel_name(self) -> str:
        return f"{self.category}_s{self.seed:06d}"

    @property
    def spec(self) -> KernelSpec:
        return spec_for(self.category, self.seed)

    @property
    def block_dim(self) -> int | None:
        """The kernel's ``block_dim`` (a tile kernel's), read without generating it."""
        return block_dim_of(self.category, self.seed)


def parse_case_id(case_id: str) -> Case:
    m = CASE_ID.match(case_id)
    if not m or m["category"] not in CATEGORIES:
        raise ValueError(f"not a case id: {case_id!r} (expected <category>-s<seed:06d>, categories: {', '.join(CATEGORIES)})")
    return Case(m["category"], int(m["seed"]))


@functools.lru_cache(maxsize=4096)
def spec_for(category: str, seed: int) -> KernelSpec:
    """The kernel of one case: the category generator fed by the seeded chooser."""
    return CATEGORIES[category](SeededChooser(seed, stream=category), seed)


def select_cases(categories: list[str], count: int, first_seed: int, shard: tuple[int, int] | None = None) -> list[Case]:
    """The cases of a run, in category-table order then seed; shard (k, n) keeps every n-th from k-1."""
    k, n = shard or (1, 1)
    # only the shard's own cases are made: a shard of a huge run costs its size, not the run's
    return [Case(categories[i // count], first_seed + i % count) for i in range(k - 1, count * len(categories), n)]
