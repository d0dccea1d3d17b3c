"""The evaluator: judge a code model's CUDA or Warp against the dataset's records, trusting nothing it wrote.

``python -m synth.evaluate DATASET PREDICTIONS`` (``cli``) reads the records and the candidates,
rebuilds each record's kernel as a problem (``problems``: launch shapes from ``shapes``, fresh
input draws, Warp's CPU reference for each), judges every candidate in a sandbox
(``cuda_target``: nvcc, the CPU emulation, a CUDA device; ``warp_target``: a Python process of
its own, after ``python_gate``), labels it (``verdict``) and scores the run (``report``:
pass@k, compile rate, per category and feature). Limits: ``limits``; the host: ``machine``.
"""
