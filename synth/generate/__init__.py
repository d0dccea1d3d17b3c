"""Kernel generators: the grammar tables, one module per category, case ids and Hypothesis strategies."""
