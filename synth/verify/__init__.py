"""Comparisons against the reference, tolerances with their derivations, degeneracy checks."""
