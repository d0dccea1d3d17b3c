"""Computes for ever at import: ended by its CPU-time limit, not by the wall-time backstop."""

while True:
    pass
