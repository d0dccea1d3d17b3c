"""``reference_races``: the classes of race a record's own text has, found one by one, and none where it does not pass with them allowed."""

from __future__ import annotations

from synth.evaluate.reference_races import ENV, of_reference, race_class, race_env
from synth.evaluate.verdict import Verdict

MESSAGE = "emulation: race: a data race: thread 1 of block 0 writes byte 0 of device array {n}, which thread 0 of block 0 wrote ... [race class array{n}:write:write] at launch [64] draw 0"


def _judge(races: list[str], then: Verdict):
    """A reference that races with each of ``races`` until all are allowed, then gets ``then``; the allowances it was judged with."""
    calls = []

    def judge(allowed: tuple[str, ...]) -> Verdict:
        calls.append(allowed)
        left = [r for r in races if r not in allowed]
        return Verdict("race", f"... [race class {left[0]}] at launch [64] draw 0") if left else then

    return judge, calls


def test_each_race_of_the_reference_is_allowed_in_turn_until_it_passes():
    judge, calls = _judge(["array0:write:write", "array1:read:write"], Verdict("pass"))
    assert of_reference(judge) == ("array0:write:write", "array1:read:write")
    assert calls == [(), ("array0:write:write",), ("array0:write:write", "array1:read:write")]


def test_a_reference_without_races_allows_none():
    judge, calls = _judge([], Verdict("pass"))
    assert of_reference(judge) == () and calls == [()]


def test_nothing_is_allowed_where_the_reference_fails_otherwise_or_races_without_a_class():
    judge, _ = _judge(["array0:write:write"], Verdict("mismatch", "first difference"))
    assert of_reference(judge) == ()
    assert of_reference(lambda allowed: Verdict("race", "emulation: race: thread 3 of block 0 waits at another barrier")) == ()
    # a class the run was told to allow and still reports: not trusted
    assert of_reference(lambda allowed: Verdict("race", MESSAGE.format(n=0))) == ()


def test_the_class_is_read_from_a_race_only():
    assert race_class(Verdict("race", MESSAGE.format(n=2))) == "array2:write:write"
    assert race_class(Verdict("mismatch", MESSAGE.format(n=2))) is None
    assert race_class(Verdict("race", "emulation: race: the block's threads waited at different barriers")) is None
    assert race_env(()) == {} and race_env(("array0:write:write", "shared:read:write")) == {ENV: "array0:write:write,shared:read:write"}
