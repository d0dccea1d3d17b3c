"""Hypothesis settings profiles: ``ci`` (default: small, derandomized, reproducible) and
``large`` (for exploring), chosen with the HYPOTHESIS_PROFILE environment variable."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=8, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.register_profile("large", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
