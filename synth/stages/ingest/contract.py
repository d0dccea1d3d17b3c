"""What an ingesting process hands back: the typed, versioned contract between ``synth.stages.ingest.child``
(which writes a module's result as JSON) and the controller and module stages (which read it).

The child writes plain JSON; the controller reads it once with ``ModuleIngest.from_dict`` and keeps
``to_dict()`` in the cache, and every module stage reads typed fields (``entry_of``), never a
string-keyed dict. A key the contract does not name is an error (``ContractError``), so a new key
of the child is a new field here, with a default; ``FORMAT`` changes when the layout's meaning does
(it is part of the cache key). Fields that are None are left out of ``to_dict``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import ClassVar

from synth.model.module_case import ModuleCase

FORMAT = 6
"""6: a test module's result names the tests left out because they ended its process by a signal (``dropped_tests``); 5: kernels say why no text of them builds alone, where the kernel Warp built shows it (``source_not_alone``); 4: kernels say whether their results depend on their threads' order (``order_dependent``) and
device replays how they were compared; 3: the result is read through this contract (None-valued keys left out); 2: untyped dicts."""


class ContractError(ValueError):
    """A result that does not fit the contract: a key it does not name, or a missing required one."""


def _plain(value):
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


class Part:
    """A dataclass of the contract: ``to_dict`` (None fields left out) and a strict ``from_dict``.
    ``NESTED`` names the fields whose values are parts too (a list of them where it says so)."""

    NESTED: ClassVar[dict] = {}
    LISTS: ClassVar[frozenset] = frozenset()

    def to_dict(self) -> dict:
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self) if getattr(self, f.name) is not None}

    @classmethod
    def from_dict(cls, data: dict):
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ContractError(f"{cls.__name__} has no field {', '.join(unknown)} (add it to synth/stages/ingest/contract.py, with a default)")
        values = {}
        for key, value in data.items():
            parse = cls.NESTED.get(key)
            if value is not None and parse is not None:
                value = [parse(v) for v in value] if key in cls.LISTS else parse(value)
            values[key] = value
        try:
            return cls(**values)
        except TypeError as exc:
            raise ContractError(f"{cls.__name__}: {exc}") from None


@dataclass(frozen=True)
class Failure(Part):
    """Why a step of the child failed for one kernel (its codegen, NVRTC's PTX)."""

    message: str
    traceback: str = ""
    known: str | None = None  # a failure by design, its reason (the kernel's own build never meets it)


@dataclass(frozen=True)
class Build(Part):
    """How the kernel's texts were built (a record's ``build`` field)."""

    block_dim: int
    block_dim_from: str
    launch: str  # wp.launch or wp.launch_tiled
    cuda_arch: int
    enable_backward: str

    @property
    def tiled(self) -> bool:
        return self.launch == "wp.launch_tiled"


@dataclass(frozen=True)
class Captured(Part):
    """The kernel's launches the recorder copied (``synth.warp.recorder.Launch.to_dict``), how each
    CPU replay from the bytes alone went (``exact``, or why not), and how often it was launched."""

    launches: list[dict]
    replays: list[str]
    calls: int = 0

    @property
    def dim(self) -> list[int]:
        """The first launch's shape."""
        return self.launches[0]["dim"]


@dataclass(frozen=True)
class GradCheckResult(Part):
    """The captured gradient check (``synth.stages.gradcheck.captured.check``): ``skipped`` with why,
    ``passed`` False with a label and message, or ``passed`` True with its numbers."""

    passed: bool | None = None
    skipped: str | None = None
    label: str | None = None
    message: str | None = None
    traceback: str | None = None
    known: str | None = None  # a failure by design, its reason (an expected failure, not a defect)
    worst_error: float | None = None
    tolerance: float | None = None
    worst_ratio: float | None = None
    worst_launch: int | None = None
    samples: int | None = None
    excluded: int | None = None
    launches: int | None = None
    inputs: list | None = None
    outputs: list | None = None
    precision: str | None = None
    cpu_seconds: float | None = None


@dataclass(frozen=True)
class GpuResult(Part):
    """The captured launches replayed on the device against their CPU replays: ``unavailable`` (the
    child saw no device), ``passed`` False with a message, or ``passed`` True with its numbers."""

    unavailable: str | None = None
    passed: bool | None = None
    label: str | None = None  # a failure's: mismatch, or race (known: the threads' order decides)
    known: str | None = None
    message: str | None = None
    launch: int | None = None
    worst_error: float | None = None
    tolerance: float | None = None
    launches: int | None = None
    device: str | None = None
    compared: str | None = None  # element by element, or as multisets where the threads' order decides (and why)


@dataclass(frozen=True)
class LiftResult(Part):
    """The lift of a kernel (``synth.warp.lift_proof.prove``: by the ingesting process on its captured
    launches, or by its debug CPU run on synthesized inputs): ``refused`` with the label, or the spec
    (``spec_codec`` data), the launches it was checked on, the original's outputs on each (base64 by
    parameter name) and which of Warp's IR texts of the model are the original's."""

    format: int | None = None
    refused: str | None = None
    traceback: str | None = None
    spec: dict | None = None
    launches: list[int] = field(default_factory=list)
    expected: list[dict] = field(default_factory=list)
    ir_same: bool | None = None
    ir_differs: list[str] = field(default_factory=list)  # which of Warp's four IR texts of the model differ from the original's
    stdout: list[str] | None = None  # a kernel that prints: what the original wrote on each launch (base64)


@dataclass(frozen=True)
class KernelEntry(Part):
    """One kernel of an ingested module: its case, texts, where its inputs come from, and what the
    child computed of it (see ``synth.stages.ingest.child``)."""

    case: ModuleCase
    id: str
    static: bool
    identity: str = ""  # Warp's kernel hash: one case per distinct kernel
    line: int = 0
    inputs: str = "none"  # captured, synthesized or none
    inputs_reason: str = ""
    launched_by: str | None = None
    python_source: str | None = None
    ir: dict[str, str] | None = None
    build: Build | None = None
    ptx: dict[str, str] = field(default_factory=dict)  # by architecture
    ptx_entries: dict[str, list[str]] = field(default_factory=dict)
    ptx_error: Failure | None = None
    codegen_error: Failure | None = None
    order_dependent: str = ""  # why its results may depend on its threads' order (synth.warp.thread_order), or ''
    source_not_alone: str = ""  # why no text of it builds its IR alone (synth.warp.kernel_source.not_written_alone), or ''
    captured: Captured | None = None
    gradcheck: GradCheckResult | None = None
    lift: LiftResult | None = None
    gpu: GpuResult | None = None

    NESTED: ClassVar[dict] = {
        "case": ModuleCase.from_dict,
        "build": Build.from_dict,
        "ptx_error": Failure.from_dict,
        "codegen_error": Failure.from_dict,
        "captured": Captured.from_dict,
        "gradcheck": GradCheckResult.from_dict,
        "lift": LiftResult.from_dict,
        "gpu": GpuResult.from_dict,
    }

    @property
    def builds(self) -> bool:
        return self.codegen_error is None


@dataclass(frozen=True)
class TestCounts(Part):
    """The outcomes of a test module's tests, run by the child."""

    passed: int = 0
    failed: int = 0
    skipped: int = 0
    failures: list[str] = field(default_factory=list)
    changed_directory: str | None = None

    @property
    def run(self) -> int:
        return self.passed + self.failed + self.skipped


@dataclass(frozen=True)
class ModuleIngest(Part):
    """One module's result: its kernels, or why it was skipped (the module, or its process, failed).
    ``format`` is None when no child finished (a process that exited, was killed or timed out: not
    cached, it may be the machine's); ``file`` is the cache file it was read from."""

    format: int | None = None
    label: str = ""
    skipped: str | None = None
    tests: TestCounts | None = None
    not_instantiated: list[list[str]] = field(default_factory=list)
    not_recorded: list[list[str]] = field(default_factory=list)
    not_made: list[list] = field(default_factory=list)  # [file, line, source:module.factory.kernel, why]: a factory's kernel no code made
    made: list[list] = field(default_factory=list)  # [file, line] of every kernel this module's run recorded (another module's factory kernels too)
    kernels: list[KernelEntry] = field(default_factory=list)
    backward_launches: int | None = None
    dropped_tests: list[list[str]] = field(default_factory=list)  # [test id, why]: a test that ended the process by a signal, left out of the run that gave this result
    cpu_seconds: float | None = None
    seconds: float | None = None
    file: str | None = None

    NESTED: ClassVar[dict] = {"tests": TestCounts.from_dict, "kernels": KernelEntry.from_dict}
    LISTS: ClassVar[frozenset] = frozenset({"kernels"})

    @property
    def finished(self) -> bool:
        """Whether a child wrote this result (a function of the module, cached)."""
        return self.format is not None

    def entry(self, case_id: str) -> KernelEntry:
        for entry in self.kernels:
            if entry.id == case_id:
                return entry
        raise LookupError(f"{self.file} holds no kernel {case_id}")
