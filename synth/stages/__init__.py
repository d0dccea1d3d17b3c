"""The stage registry and the batch machinery; each stage's batch function (codegen, reference, gradcheck, nvcc, emulation)."""
