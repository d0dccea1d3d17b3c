"""A record whose own kernel races at the launch the evaluator judges: the race it has, allowed to candidates.

A record of existing code is judged at the launch its check (or its lift's proof) ran, and there
its own kernel may race: warp's ``autograd.set_element_kernel`` launched on 64 threads has every
thread write the same value to one element. The race check (``cuda_shim_races.h``) counts a
write-write conflict of one value as a race, so the record's own text would be refused. When a
candidate is found racing, the record's own text for that target is judged as a candidate at the
same launches: each class of race it has (the array, this thread's access, the other's:
``array0:write:write``) is allowed in turn (``$SYNTH_RACE_ALLOW``) until it passes. The candidate is
then judged again with those classes allowed: its outputs must still be the reference's, and any
other race (another array, a read of another thread's write) is still a ``race``. Its result names
the classes (``reference_races``). Nothing is allowed where the reference races in a way that has
no class (threads of a block at different barriers) or does not pass with its races allowed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from synth.evaluate.verdict import Verdict

ENV = "SYNTH_RACE_ALLOW"  # read by cuda_shim_races.h as its process starts
CLASS = re.compile(r"\[race class ((?:array\d+|shared):(?:read|write|atomic):(?:read|write|atomic))\]")
MOST = 8  # classes of race one reference may have (each is one more judging of the reference)


def race_class(verdict: Verdict) -> str | None:
    """The class of a ``race`` verdict's conflict (``array0:write:write``), or None (not a race, or one without a class)."""
    found = CLASS.search(verdict.message) if verdict.label == "race" else None
    return found.group(1) if found else None


def race_env(allowed: tuple[str, ...]) -> dict[str, str]:
    """The environment of a run under the race check that allows ``allowed``."""
    return {ENV: ",".join(allowed)} if allowed else {}


def of_reference(judge: Callable[[tuple[str, ...]], Verdict]) -> tuple[str, ...]:
    """The classes of race the reference has, ``judge`` judging its own text with the given ones
    allowed; () where it has none, or where it does not pass once those it has are allowed."""
    allowed: tuple[str, ...] = ()
    for _ in range(MOST):
        verdict = judge(allowed)
        if verdict.label == "pass":
            return allowed
        found = race_class(verdict)
        if found is None or found in allowed:
            return ()
        allowed = (*allowed, found)
    return ()
