"""Imports a package that is not installed: ingesting this module skips it, with the reason."""

import a_package_that_does_not_exist  # noqa: F401
import warp as wp


@wp.kernel
def unreachable(a: wp.array(dtype=float)):
    i = wp.tid()
    a[i] = 0.0
