"""The float32 twin of a float16 kernel: the same spec with every float16 value float32.

Finite differences of a kernel computing in half are noise at any useful step (each
operation rounds to 11 bits), so the gradient check differentiates the twin instead and
compares Warp's half adjoint with it (``synth.stages.gradcheck``). The twin reads the same
input values (every half is exact in float32), drops the casts between half and float32
(``wp.float16(x)`` and ``wp.float32(h)`` become ``x`` and ``h``), and keeps every literal's
value as the half kernel has it (the float32 constant rounded to half).
"""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from synth.model.dtypes import SCALARS
from synth.model.spec import FLOAT, NOTHING, Call, Const, KernelSpec, Type

HALF_NAME = "float16"


def is_half(t: Type) -> bool:
    """float16, or a vector/matrix of halves (vec3h ...)."""
    return t.scalar.name == HALF_NAME and not t.is_struct


@functools.lru_cache(maxsize=4096)
def value_types(spec: KernelSpec) -> frozenset[Type]:
    """Every type of the kernel's parameters and values. Asked about ten times per case (each
    rendering of its .cu, each gradient comparison); the walk takes 0.1 ms, the cache's lookup 0.006."""
    found = []
    _map(spec, lambda t: found.append(t) or t)
    return frozenset(found) - {NOTHING}  # a function returning nothing has no value of its type


def uses_half(spec: KernelSpec) -> bool:
    """Whether any parameter or value of the kernel is a half."""
    return any(is_half(t) for t in value_types(spec))


def uses_float64(spec: KernelSpec) -> bool:
    """Whether any parameter or value of the kernel is a float64 (or a vector/matrix of them)."""
    return any(not t.is_struct and t.scalar.name == "float64" for t in value_types(spec))


def _float32(t: Type) -> Type:
    """A half type as the type it computes in (the dtype table's ``via``: float32; vec3h -> vec3)."""
    if t.is_tuple:
        return dataclasses.replace(t, fields=tuple((n, _float32(ft)) for n, ft in t.fields))
    if not is_half(t):
        return t
    via = SCALARS[HALF_NAME].via
    return Type(via) if t.is_scalar else Type(t.name.removesuffix("h"), t.shape)


def float32_twin(spec: KernelSpec) -> KernelSpec:
    """``spec`` with every half value float32 (the same name: it is built in a module of its own)."""
    return _map(spec, _float32)


def _map(node, type_map):
    """``node`` with ``type_map`` applied to every Type in it, and half casts and literals made float32."""
    if isinstance(node, Type):
        return type_map(node)
    if isinstance(node, tuple):
        return tuple(_map(x, type_map) for x in node)
    if not dataclasses.is_dataclass(node):
        return node
    if isinstance(node, Call) and len(node.args) == 1 and (node.fn == HALF_NAME or (node.fn == "float" and is_half(node.args[0].type))):
        if type_map is _float32:  # wp.float16(x) / wp.float32(h): the value itself
            return _map(node.args[0], type_map)
    if isinstance(node, Const) and is_half(node.type) and type_map is _float32:
        return Const(float(np.float16(node.value)), FLOAT)
    changes = {f.name: _map(getattr(node, f.name), type_map) for f in dataclasses.fields(node)}
    return dataclasses.replace(node, **changes)
