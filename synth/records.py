"""A dataset record: what one passing case produced, as one canonical JSON line.

A record is built from the stage results the case's tests used (memoized per batch, never
recomputed), so it holds exactly what was verified. Stage results join a record in two ways:

- fields: ``FIELDS_OF`` maps a stage (``module.qualname``) to a function from its per-case
  value to record fields; a value may instead carry ``dataset_fields() -> dict`` itself;
- checks: a value carrying ``worst_error`` and ``tolerance`` (attributes or mapping keys)
  adds them to the check (test) that asked for it; a check without numbers is ``{"passed": true}``.

Every byte of a record is a function of the case alone (no time, host or batch), so the
dataset does not depend on worker count, batching or resumption.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import json
import math
import platform
import subprocess

import numpy as np

from synth import HARNESS_VERSION, codegen, nvcc, standalone
from synth.cases import Case
from synth.inputs import array_shape
from synth.spec import KernelSpec

IR_FIELDS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward")
OPTIONAL_FIELDS = ("cuda_standalone", "ptx", "resources")
TEXT_FIELDS = ("python_source", *IR_FIELDS, "cuda_standalone", "ptx")


def _ir_fields(value: dict) -> dict:
    return {k: value[k] for k in IR_FIELDS}


def _nvcc_fields(result) -> dict:
    """The PTX of the first architecture compiled, and ptxas resources per architecture."""
    first = min(result.ptx) if result.ptx else None
    return {
        "ptx": result.ptx[first] if first is not None else None,
        "resources": {f"sm_{arch}": numbers for arch, numbers in sorted(result.resources.items())} or None,
    }


# Stage (module.qualname) -> record fields of its per-case value. Stages whose values are
# plain text or dicts are listed here; richer values may define ``dataset_fields()`` instead.
FIELDS_OF = {
    "synth.codegen.sources": lambda value: {"python_source": value},
    "synth.codegen.ir": _ir_fields,
    "synth.standalone.sources": lambda value: {"cuda_standalone": value},
    "synth.standalone.nvcc_build": _nvcc_fields,
}
REQUIRED_STAGES = (codegen.sources, codegen.ir)  # every record has their fields
# A stage a test used brings another stage's fields too (memoized; a pure render): the .cu
# joins a record when a test compiled or emulated it, not only when its snapshot test ran
# (that test skips outside the committed cases).
COMPANIONS = {
    "synth.standalone.nvcc_build": standalone.sources,
    "synth.standalone.emulation": standalone.sources,
}


def stage_name(stage) -> str:
    return f"{stage.__module__}.{stage.__qualname__}"


def dumps(obj) -> str:
    """Canonical JSON: sorted keys, fixed separators, ASCII, no NaN (the same bytes everywhere)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False)


def fields_of(stage, value) -> dict:
    """The record fields one stage value contributes (empty for internal stages)."""
    if hasattr(value, "dataset_fields"):
        return dict(value.dataset_fields())
    convert = FIELDS_OF.get(stage_name(stage))
    return convert(value) if convert else {}


def _number(x):
    x = float(x)
    return x if math.isfinite(x) else repr(x)


def _jsonable(x):
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (str, bool)) or x is None:
        return x
    if isinstance(x, (int, np.integer)):
        return int(x)  # registers, byte counts: integers stay integers
    return _number(x)


def metrics(value) -> dict | None:
    """``{"worst_error", "tolerance", ...check_fields()}`` of a stage value that carries them, else None."""
    get = value.get if isinstance(value, dict) else lambda k: getattr(value, k, None)
    worst, tol = get("worst_error"), get("tolerance")
    if worst is None or tol is None:
        return None
    found = {"worst_error": _number(worst), "tolerance": _jsonable(tol)}
    if hasattr(value, "check_fields"):  # e.g. a gpu check names its device and architecture
        found.update(_jsonable(value.check_fields()))
    return found


def _ratio(m: dict) -> float:
    worst, tol = m["worst_error"], m["tolerance"]
    if isinstance(worst, float) and isinstance(tol, float) and tol > 0:
        return worst / tol
    return math.inf if not isinstance(worst, float) else worst


def check_entry(values: list) -> dict:
    """A passed check; with the binding (largest error/tolerance) metrics of the values it used."""
    found = [m for m in map(metrics, values) if m]
    entry = {"passed": True}
    if found:
        entry.update(max(found, key=_ratio))
    return entry


def normalized_source(source: str, kernel_name: str) -> str:
    """The kernel text without the header (it names the seed) and with a neutral kernel name."""
    start = source.find("@wp.")
    body = source[start:] if start >= 0 else source
    return body.replace(kernel_name, "kernel").strip() + "\n"


def source_hash(source: str, kernel_name: str) -> str:
    return hashlib.sha256(normalized_source(source, kernel_name).encode()).hexdigest()


def launch(spec: KernelSpec) -> dict:
    """Launch dimension and, per argument: kind, dtype, shape, input domain (and output init)."""
    args = []
    for p in spec.params:
        arg = {"name": p.name, "kind": p.kind, "dtype": p.type.name, "domain": [_number(v) for v in p.domain]}
        arg["shape"] = [] if p.kind == "scalar" else list(array_shape(spec, p))
        if p.kind == "out":
            arg["init"] = _number(p.init)
        args.append(arg)
    return {"dim": spec.dim, "args": args}


@functools.cache
def nvcc_version() -> str | None:
    """``nvcc --version``'s release line; None without nvcc."""
    try:
        return nvcc.nvcc_version()
    except (nvcc.NvccNotFound, OSError, subprocess.SubprocessError):
        return None


@functools.cache
def versions() -> dict:
    return {
        "warp": importlib.metadata.version("warp-lang"),
        "harness": HARNESS_VERSION,
        "python": platform.python_version(),
        "nvcc": nvcc_version(),
    }


def build_record(case: Case, fields: dict, checks: dict) -> dict:
    """The record of a passing case; ``fields`` holds the texts, ``checks`` what ran per test."""
    missing = [f for f in ("python_source", *IR_FIELDS) if not isinstance(fields.get(f), str)]
    if missing:
        raise ValueError(f"{case.id}: record fields missing: {', '.join(missing)}")
    record = {
        "id": case.id,
        "category": case.category,
        "seed": case.seed,
        "kernel_name": case.kernel_name,
        "python_source": fields["python_source"],
        **{k: fields[k] for k in IR_FIELDS},
        **{k: _jsonable(fields.get(k)) for k in OPTIONAL_FIELDS},
        "launch": launch(case.spec),
        "checks": {name: checks[name] for name in sorted(checks)},
        "versions": versions(),
        "hash": source_hash(fields["python_source"], case.kernel_name),
    }
    dumps(record)  # fail here, loudly, on anything not JSON
    return record
