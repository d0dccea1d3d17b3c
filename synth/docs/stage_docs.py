"""How two stages work, in their own words: the docstrings of ``synth.stages.gradcheck`` and ``synth.stages.liveness``."""

from __future__ import annotations

import inspect

from synth.docs.markdown import rst


def gradcheck() -> str:
    from synth.stages import gradcheck

    return rst(inspect.getdoc(gradcheck) or "")


def liveness() -> str:
    from synth.stages import liveness

    return rst(inspect.getdoc(liveness) or "")
