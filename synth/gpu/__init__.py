"""What needs a CUDA device: detection, Warp CUDA launches, and running the standalone binaries.

Nothing here runs unless the tests are selected with ``-m gpu``; on a host without a usable
device the plugin deselects them and says why in one line.
"""
