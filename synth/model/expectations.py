"""The verification run of a kernel with expectations (``wp.expect_eq``, ``expect_neq``, ``expect_near``:
the model's ``Expect``).

Warp's assertion kernels often write no array: their only effect is the message an expectation
prints when it fails. Compared on their outputs alone, a ``.cu`` that checks nothing would pass
as well as a right one. So the check compares what each expectation sees: in the verification run
(``observed``) each expectation's operands are stored, in the order the kernel reaches them, to
arrays of their own, and its result (1 failed, 0 held, computed by the rendering's own expectation:
the ``.cu``'s helper, Warp's ``==``) to an int32 array, all at the thread index. The original kernel is
instrumented the same way by ``synth.warp.lift_expect`` (from its own syntax tree, not from the
model), so a dropped, reordered or wrong expectation differs in these arrays. The dataset shows the
kernel as lifted (``Expect`` without ``outcome``); the verification run differs only by the stores.

The names are fixed per expectation's place in source order (``k``): ``_expect<k>_actual``,
``_expect<k>_expected`` (the operands' type), ``_expect<k>_failed`` (int32, -1 before the kernel
runs: an expectation a thread never reached keeps it).
"""

from __future__ import annotations

import base64
import dataclasses

import numpy as np

from synth.model import spec as m
from synth.model.inputs import array_shape, dtype_of, init_value
from synth.model.walk import walk_statements, with_bodies

PREFIX = "_expect"
NOT_REACHED = -1  # the initial value of an outcome array: no thread stored to it


def names(k: int) -> tuple[str, str, str]:
    """The arrays of the ``k``-th expectation: its actual and expected operands, its outcome."""
    return f"{PREFIX}{k}_actual", f"{PREFIX}{k}_expected", f"{PREFIX}{k}_failed"


def expectations(body: tuple) -> list[m.Expect]:
    """The expectations of a kernel body, in source order."""
    return [s for s in walk_statements(body) if isinstance(s, m.Expect)]


def observation_params(spec: m.KernelSpec) -> tuple[m.Param, ...]:
    """The verification run's extra output arrays, shaped as the launch (one element per thread)."""
    shape = spec.shape
    params = []
    for k, e in enumerate(expectations(spec.body)):
        actual, expected, failed = names(k)
        params += [
            m.Param(actual, "out", e.actual.type, shape=shape),
            m.Param(expected, "out", e.expected.type, shape=shape),
            m.Param(failed, "out", m.INT, shape=shape, init=float(NOT_REACHED)),
        ]
    return tuple(params)


def observed(spec: m.KernelSpec) -> m.KernelSpec:
    """``spec`` with each expectation's operands bound to locals, stored, and its result stored
    (``Expect.outcome``); the observation arrays are parameters after the kernel's own."""
    counter = iter(range(len(expectations(spec.body))))

    def rewrite(body: tuple) -> tuple:
        out = []
        for s in body:
            if isinstance(s, m.Expect):
                k = next(counter)
                actual, expected, failed = names(k)
                a, b = m.Ref(f"{actual}_value", s.actual.type), m.Ref(f"{expected}_value", s.expected.type)
                out += [
                    m.Let(a.name, s.actual),
                    m.Let(b.name, s.expected),
                    m.Store(actual, a),
                    m.Store(expected, b),
                    dataclasses.replace(s, actual=a, expected=b, outcome=failed),
                ]
            else:
                out.append(with_bodies(s, rewrite))
        return tuple(out)

    tids = spec.tid_names if spec.uses_tid else thread_names(len(spec.shape))  # a kernel's own locals may be i, j, k
    return dataclasses.replace(spec, body=rewrite(spec.body), params=spec.params + observation_params(spec), tid_names=tids)


def thread_names(ndim: int) -> tuple[str, ...]:
    """The thread indices' names a verification run reads where the kernel read none (no kernel takes them: ``synth.warp.lift``)."""
    return tuple(f"{PREFIX}_t{d}" for d in range(ndim))



def observed_launch(spec: m.KernelSpec, launch: dict) -> dict:
    """A launch (``synth.warp.recorder.Launch.to_dict``) with the observation arrays of ``spec``
    (``observation_params``) added at their initial values: operands zero, outcomes ``NOT_REACHED``."""
    args = list(launch["args"])
    for p in observation_params(spec):
        data = np.full(array_shape(spec, p), init_value(p), dtype=dtype_of(p)).tobytes()
        args.append({"name": p.name, "kind": "array", "dtype": p.type.name, "shape": list(spec.shape), "data": base64.b64encode(data).decode("ascii")})
    return launch | {"args": args}
