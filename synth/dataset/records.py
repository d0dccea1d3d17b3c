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
from synth.dataset import schema
from synth.model.case import GENERATED, KernelCase
from synth.model.features import features, statement_count
from synth.model.inputs import array_shape
from synth.model.spec import HANDLE_KINDS, KernelSpec
from synth.toolchain import nvcc

IR_FIELDS = ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward")
OPTIONAL_FIELDS = ("cuda_standalone", "cuda_kernel", "ptx", "resources")
TEXT_FIELDS = ("python_source", *IR_FIELDS, "cuda_standalone", "cuda_kernel", "ptx")
# Fields of existing-code records (null in generated ones, so both kinds have one set of keys)
MODULE_FIELDS = ("build", "provenance", "ptx_entries", "captured_inputs")


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
    """A passed check, with the value's numbers when it carries them, and what it says of itself (``check_fields``)."""
    entry = {"passed": True, **(metrics(value) or {})}
    if hasattr(value, "check_fields") and "worst_error" not in entry:
        entry.update(_jsonable(value.check_fields()))
    return entry


def normalized_source(source: str, kernel_name: str) -> str:
    """The kernel text without the header (it names the seed) and with a neutral kernel name."""
    start = source.find("@wp.")
    body = source[start:] if start >= 0 else source
    return body.replace(kernel_name, "kernel").strip() + "\n"


def source_hash(source: str, kernel_name: str) -> str:
    return hashlib.sha256(normalized_source(source, kernel_name).encode()).hexdigest()


def launch(spec: KernelSpec) -> dict:
    """Launch shape (a list: one entry per dimension) and, per argument: kind, dtype, shape, input domain (and output init)."""
    args = []
    for p in spec.params:
        arg = {"name": p.name, "kind": p.kind, "dtype": p.type.name, "domain": [_number(v) for v in p.domain]}
        arg["shape"] = [] if p.kind in ("scalar", *HANDLE_KINDS) else list(array_shape(spec, p))
        if p.built_from:  # a geometry handle: the parameters its object is built from, role=parameter
            arg["built_from"] = [f"{role}={name}" for role, name in p.built_from]
        if p.options:  # its other construction values, name=value
            arg["options"] = [f"{name}={value!r}" for name, value in p.options]
        if p.kind == "out":
            arg["init"] = _number(p.init)
        args.append(arg)
    return {"dim": list(spec.shape), "args": args}


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


def build_record(case: KernelCase, fields: dict, checks: dict) -> dict:
    """The record of a passing case; ``fields`` holds the texts, ``checks`` an entry per stage name.

    A generated case's record describes its spec (launch, features, statements); a kernel of
    existing code's (``kind`` ``warp_module``) says how it was built and where it comes from
    (``build``, ``provenance``) and carries Warp's own CUDA compiled by NVRTC (``ptx``,
    ``ptx_entries``); each kind has the other's fields as null.
    """
    missing = [f for f in ("python_source", *IR_FIELDS) if not isinstance(fields.get(f), str)]
    if missing:
        raise ValueError(f"{case.id}: record fields missing: {', '.join(missing)}")
    standalone, kernel = fields.get("cuda_standalone"), fields.get("cuda_kernel")
    if (standalone is None) != (kernel is None) or (kernel is not None and kernel not in standalone):
        raise ValueError(f"{case.id}: cuda_kernel must be the device part of cuda_standalone, verbatim")
    generated = case.kind == GENERATED
    record = {
        "id": case.id,
        "kind": case.kind,
        "category": case.category,
        "seed": case.seed,
        "kernel_name": case.kernel_name,
        "python_source": fields["python_source"],
        **{k: fields[k] for k in IR_FIELDS},
        **{k: _jsonable(fields.get(k)) for k in (*OPTIONAL_FIELDS, *MODULE_FIELDS)},
        "launch": launch(case.spec) if generated else None,
        "features": features(case.spec) if generated else None,
        "statements": statement_count(case.spec) if generated else None,
        "checks": {name: checks[name] for name in sorted(checks)},
        "versions": versions(),
        # a generated kernel's name holds its seed: the hash leaves it out; an existing kernel's name is part of the code
        "hash": source_hash(fields["python_source"], case.kernel_name) if generated else hashlib.sha256(fields["python_source"].encode()).hexdigest(),
    }
    dumps(record)  # fail here, loudly, on anything not JSON
    problems = schema.mismatches({**record, "split": ""})  # the split is chosen at merge
    if problems:
        raise ValueError(f"{case.id}: the record does not fit synth/dataset/schema.py: {'; '.join(problems)}")
    return record
