"""For dataset records: which gpu checks a case passed, on which device and architecture, by how much."""

from __future__ import annotations

from collections.abc import Iterable

from gpu.compare import GpuCheck


def gpu_checks(values: Iterable) -> dict:
    """``{check: {device, alias, arch, worst_error, tolerance, max_error}}`` of the GpuCheck values among ``values``.

    ``values`` are a case's stage results (e.g. the values of ``Pipeline.requests`` for the
    case); anything that is not a GpuCheck is ignored, so the caller need not filter. An
    empty dict means no gpu check ran (no device, or the run did not select ``-m gpu``).
    """
    return {v.check: v.record() for v in values if isinstance(v, GpuCheck)}
