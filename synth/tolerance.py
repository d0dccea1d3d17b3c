"""Every tolerance of the harness, per dtype and check, with the reasoning beside each number.

Comparisons use |actual - expected| <= atol + rtol * |expected| (numpy.isclose's rule).
"""

from __future__ import annotations
