"""Warp kernel verification harness: generated kernels as pytest cases, verified and written out as a dataset."""

# The harness version, and the project's (pyproject.toml reads it): it changes whenever a record byte can
# change for the same seed and tools, and every record carries it in versions.harness. What each version
# changed: CHANGELOG.md.
HARNESS_VERSION = "0.23.0"
