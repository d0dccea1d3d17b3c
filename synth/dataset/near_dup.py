"""Near-duplicate kernels: Jaccard similarity of token shingles, found with MinHash + LSH.

Exact duplicates are removed by hash; near-duplicates (the same kernel up to a constant or a
variable) are only reported, since a generator's templates make some similarity expected.
MinHash banding finds candidate pairs in about linear time; each candidate's Jaccard is then
computed exactly, so a reported pair is never a false positive (a missed pair is possible but
unlikely above the threshold). Fixed hash parameters make the result deterministic.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from itertools import combinations

import numpy as np

SHINGLE = 5  # tokens per shingle
THRESHOLD = 0.8  # Jaccard at or above which two kernels are near-duplicates (one token apart in a short kernel)
BANDS, ROWS = 16, 4  # 64 MinHash values: a pair at Jaccard 0.8 is a candidate with probability 0.9998
_TOKEN = re.compile(r"\w+|[^\w\s]")
_rng = np.random.Generator(np.random.PCG64(20240601))
_A = _rng.integers(1, 2**63, size=BANDS * ROWS, dtype=np.uint64) | np.uint64(1)
_B = _rng.integers(0, 2**63, size=BANDS * ROWS, dtype=np.uint64)


def shingles(text: str, k: int = SHINGLE) -> frozenset[str]:
    tokens = _TOKEN.findall(text)
    if len(tokens) <= k:
        return frozenset([" ".join(tokens)])
    return frozenset(" ".join(tokens[i : i + k]) for i in range(len(tokens) - k + 1))


def jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def _signature(items: frozenset[str]) -> np.ndarray:
    h = np.array([int.from_bytes(hashlib.blake2b(s.encode(), digest_size=8).digest(), "little") for s in items], dtype=np.uint64)
    return (h[None, :] * _A[:, None] + _B[:, None]).min(axis=1)  # uint64 arithmetic wraps: a hash mod 2**64


def near_duplicates(texts: dict[str, str], threshold: float = THRESHOLD) -> list[tuple[str, str, float]]:
    """Pairs ``(id_a, id_b, jaccard)`` with ``id_a < id_b`` and similarity >= threshold, sorted."""
    sets = {key: shingles(text) for key, text in texts.items()}
    buckets: dict[tuple, list[str]] = defaultdict(list)
    for key in sorted(sets):
        sig = _signature(sets[key])
        for band in range(BANDS):
            buckets[(band, sig[band * ROWS : (band + 1) * ROWS].tobytes())].append(key)
    candidates = {pair for members in buckets.values() if len(members) > 1 for pair in combinations(members, 2)}
    pairs = [(a, b, jaccard(sets[a], sets[b])) for a, b in candidates]
    return sorted((a, b, round(j, 4)) for a, b, j in pairs if j >= threshold)
