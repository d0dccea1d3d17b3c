"""Warp kernel verification harness: generated kernels as pytest cases, verified and written out as a dataset."""

HARNESS_VERSION = "0.7.0"  # 0.7.0: the per-thread gradient check (every element) also for 2-D/3-D grids and struct arrays read at the thread's own element (their records' gradcheck method, worst_error and tolerance change). 0.6.0: the CPU reference built at clang -O0 (emulation errors of kernels with wp.pow(x, 0.5) become 0). 0.5.0: records gain cuda_kernel, launch.dim is a list, Parquet shards typed by synth/dataset/schema.py. 0.4.0: loops, breaks, structs, serial kernels spread over the categories (same seeds, new kernels); existing code as cases; records gain kind, build, provenance, ptx_entries
# 0.3.0: the kernel language grows (multi-D, funcs, structs, runtime loops), 3 input draws, records carry features
# 0.2.0: record checks are keyed by stage name (synth.stages.registry)
