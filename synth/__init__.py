"""Warp kernel verification harness: generated kernels as pytest cases, verified and written out as a dataset."""

HARNESS_VERSION = "0.1.0"
