"""A dataset record: what one passing case produced, as one canonical JSON line.

A record is built from the stage results the case's tests used (memoized per batch, never
recomputed), so it holds exactly what was verified. The plugin hands over the record fields
(each stage's ``Stage.fields``, see ``synth.stages.registry``) and one check entry per stage
name: ``{"passed": true}``, with ``worst_error`` and ``tolerance`` when the stage's value
carries them (attributes or mapping keys).

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

import numpy as np

from synth import HARNESS_VERSION
from synth.generate.cases import Case
from synth.model.features import features, statement_count
from synth.model.inputs import array_shape
from synth.model.spec import KernelSpec
from synth.toolchain import nvcc

IR_FIELDS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward")
OPTIONAL_FIELDS = ("cuda_standalone", "ptx", "resources")
TEXT_FIELDS = ("python_source", *IR_FIELDS, "cuda_standalone", "ptx")


def dumps(obj) -> str:
    """Canonical JSON: sorted keys, fixed separators, ASCII, no NaN (the same bytes everywhere)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=True, allow_nan=False)


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


def check_entry(value) -> dict:
    """A passed check, with the value's numbers when it carries them."""
    return {"passed": True, **(metrics(value) or {})}


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
    except nvcc.NvccNotFound:
        return None  # process.ToolBroken goes up: an nvcc that hangs or crashes is not "no nvcc"


@functools.cache
def versions() -> dict:
    return {
        "warp": importlib.metadata.version("warp-lang"),
        "harness": HARNESS_VERSION,
        "python": platform.python_version(),
        "nvcc": nvcc_version(),
    }


def build_record(case: Case, fields: dict, checks: dict) -> dict:
    """The record of a passing case; ``fields`` holds the texts, ``checks`` an entry per stage name."""
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
        "features": features(case.spec),
        "statements": statement_count(case.spec),
        "checks": {name: checks[name] for name in sorted(checks)},
        "versions": versions(),
        "hash": source_hash(fields["python_source"], case.kernel_name),
    }
    dumps(record)  # fail here, loudly, on anything not JSON
    return record
