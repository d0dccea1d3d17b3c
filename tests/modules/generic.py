"""A generic kernel (``typing.Any`` element type) with two declared overloads, and one with none."""

from typing import Any

import warp as wp


@wp.kernel
def scale(values: wp.array(dtype=Any), factor: float, out: wp.array(dtype=Any)):
    i = wp.tid()
    out[i] = values[i] * factor


wp.overload(scale, {"values": wp.array(dtype=wp.float32), "out": wp.array(dtype=wp.float32)})
wp.overload(scale, {"values": wp.array(dtype=wp.vec3), "out": wp.array(dtype=wp.vec3)})


@wp.kernel
def never_instantiated(values: wp.array(dtype=Any)):
    i = wp.tid()
    values[i] = values[i] + values[i]
