"""The one type every case is, whatever made it: a kernel to check, generated (``synth.generate.cases.Case``)
or of existing code (``synth.model.module_case.ModuleCase``). The stages' batches, the records and the
plugin name a case by it, so nothing outside ``synth.generate`` imports a generator to name one."""

from __future__ import annotations

from typing import ClassVar, Protocol

GENERATED = "generated"  # the kind of a generated case (``synth.model.module_case.KIND``: existing code's)


class KernelCase(Protocol):
    """What the stages, the records and the plugin read of any case."""

    kind: ClassVar[str]  # GENERATED, or module_case.KIND: which stages check it (``synth.stages.registry.Stage.kind``)

    @property
    def id(self) -> str:
        """Its stable id: test parameter, snapshot folder, record id."""
        ...

    @property
    def category(self) -> str:
        """A generated case's category; existing code's source."""
        ...

    @property
    def kernel_name(self) -> str:
        """The kernel's name in its Python source and IR texts."""
        ...

    @property
    def seed(self) -> int | None:
        """A generated case's seed; None for existing code."""
        ...
