"""Which Warp builtins the generated kernels use: the ``builtin:`` and ``tile:`` features of the
first seeds of every category, the count the project keeps at 150 or more over seeds 0-19 (tests/unit/generate/test_builtin_census.py).

Run ``python -m synth.generate.builtin_census [--seeds 20] [--by-category]``: it prints the
count and every declared builtin no generator drew. Computed from the specs' features, as the
records hold them, without running a stage (about 10 s for 20 seeds of every category).
"""

from __future__ import annotations

import argparse

from synth.generate.cases import spec_for
from synth.generate.categories import CATEGORIES
from synth.model.builtins import BUILTINS, TILE_BUILTINS
from synth.model.features import BUILTIN_PREFIX, features
from synth.model.tiles import TILE_FEATURE_PREFIX

SEEDS = 20


def builtins_used(seeds: int = SEEDS, categories: list[str] | None = None) -> dict[str, set[str]]:
    """Each ``builtin:``/``tile:`` feature of seeds 0..seeds-1 of the categories (all by default),
    with the categories using it."""
    used: dict[str, set[str]] = {}
    for category in categories or list(CATEGORIES):
        for seed in range(seeds):
            for name in features(spec_for(category, seed)):
                if name.startswith((BUILTIN_PREFIX, TILE_FEATURE_PREFIX)):
                    used.setdefault(name, set()).add(category)
    return used


def never_drawn(used: dict[str, set[str]]) -> list[str]:
    """The declared builtins (``synth.model.builtins``) no kernel of ``used`` calls."""
    declared = [b.feature for b in BUILTINS.values()] + [b.feature for b in TILE_BUILTINS.values()]
    return sorted(set(declared) - set(used))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=SEEDS, help="seeds 0..N-1 of every category (default 20)")
    parser.add_argument("--by-category", action="store_true", help="list each builtin with the categories using it")
    args = parser.parse_args(argv)
    used = builtins_used(args.seeds)
    builtins = sum(n.startswith(BUILTIN_PREFIX) for n in used)
    print(f"{len(used)} builtins used by seeds 0-{args.seeds - 1} of {len(CATEGORIES)} categories: {builtins} builtin: + {len(used) - builtins} tile:")
    print("declared, never drawn:", ", ".join(never_drawn(used)) or "none")
    if args.by_category:
        for name in sorted(used):
            print(f"  {name}: {', '.join(sorted(used[name]))}")


if __name__ == "__main__":
    main()
