"""Printers of a KernelSpec: Warp Python, standalone CUDA (kernel, helpers, host), the CUDA shim and the binary I/O format."""
