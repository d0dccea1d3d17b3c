"""Cases from existing Warp code: one per ``@wp.kernel`` (per declared overload of a generic one)
found in the modules a ``--synth-modules`` SPEC names.

A ``ModuleCase`` is plain data (it crosses to xdist workers as a dict): where the kernel comes
from and how to import its module again. Its id, ``<source>-<module>-<kernel>``, is stable and
file-name safe: ``warp-examples-core.example_sph-compute_density``, and for an overload of a
generic kernel ``<kernel>.<Warp's signature>`` (``scale.a1f4_f4_a1f4``).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import asdict, dataclass

KIND = "warp_module"
_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def safe(part: str) -> str:
    """An id part with every character outside letters, digits, ``_``, ``.`` and ``-`` replaced by ``_``."""
    return _UNSAFE.sub("_", part)


def short_hash(text: str) -> str:
    """12 hex digits of the text's sha256: what tells two names apart that were the same, in every file name made of them."""
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()[:12]


def unique_safe(part: str) -> str:
    """``safe(part)``, with a hash of ``part`` added when characters were replaced: ``é.py`` and
    ``ü.py`` (both ``_``) or ``a b`` and ``a+b`` stay two ids."""
    replaced = safe(part)
    return replaced if replaced == part else f"{replaced}_{short_hash(part)}"


def shortened(text: str, limit: int) -> str:
    """``text`` when it fits in ``limit`` bytes, else its head and a hash of the whole (the same text always gives the same result)."""
    if len(text.encode()) <= limit:
        return text
    return f"{text[: limit - 13]}_{short_hash(text)}"


OVERLOAD_IN_ID = 64  # an overload signature longer than this is shortened in the id (its head and a hash)
# A case id names folders: a batch's (``<first id>--<last id>.<pid>``, synth.stages.batch), a
# snapshot's, an artifact's. Two ids, the separator and a pid fit in a 255-byte file name.
MAX_ID_BYTES = 120


@dataclass(frozen=True, order=True)
class ModuleCase:
    """One kernel of an existing module.

    ``source`` names where the modules came from (``warp-examples``, or the SPEC's folder or
    top-level package name); ``module`` is the module's dotted path within it; ``kernel`` the
    kernel's key, and ``overload`` Warp's signature of one declared overload of a generic
    kernel (empty otherwise). ``import_name`` is what ``importlib`` imports, and ``file`` the
    module's file (absolute, this machine's; records carry ``path``, relative to the source
    root). ``spec`` is the SPEC it came from (for a re-run command). A kernel made by a function
    (``variant``: several kernels of one key, told apart by Warp's hash) exists only while its
    program runs: its texts and inputs come from its ``capture`` file alone.
    """

    source: str
    module: str
    kernel: str
    overload: str
    import_name: str
    file: str
    path: str
    spec: str
    variant: str = ""  # "h" + 8 hex digits of Warp's kernel hash, for a kernel a function made (a factory, a closure, a test body)
    capture: str = ""  # the result file of the process that ingested its module (``synth.stages.ingest``)
    inputs: str = ""  # where its CPU run's inputs come from: captured, synthesized or none

    kind = KIND
    seed = None

    @property
    def id(self) -> str:
        overload = self.overload
        if len(overload) > OVERLOAD_IN_ID:  # a signature of struct types (fem's) makes a file name past 255 bytes
            overload = f"{overload[:40]}_{hashlib.sha256(overload.encode()).hexdigest()[:12]}"
        name = self.kernel + (f".{overload}" if overload else "") + (f".{self.variant}" if self.variant else "")
        # module and kernel names hold no "-"; a long or non-ASCII file name is shortened with a hash
        return shortened(f"{unique_safe(self.source)}-{unique_safe(self.module)}-{unique_safe(name)}", MAX_ID_BYTES)

    @property
    def category(self) -> str:
        """The dataset groups existing code by its source, beside the generators' categories."""
        return self.source

    @property
    def kernel_name(self) -> str:
        """The name the kernel has in its Python source and IR texts (an overload's is its kernel's)."""
        return self.kernel

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> ModuleCase:
        return cls(**data)
