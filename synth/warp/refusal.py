"""Why a kernel is not lifted (``synth.warp.lift``, ``synth.warp.lift_tiles``): a module of its own so
that the lifter and its tile part both raise it without importing each other."""

from __future__ import annotations

import re


class Refused(Exception):
    """The kernel cannot be lifted; ``label`` names the first construct the model lacks."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.label = "not lifted: " + re.sub(r" at line \S+", "", what)  # the table counts constructs, not places
        self.where = what
