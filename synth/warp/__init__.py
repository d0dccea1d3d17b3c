"""The only code that touches Warp's private API (warp._src): importing, binding and building kernels, extracting IR."""
