"""External tools: nvcc, g++ (the CPU emulation), one subprocess runner, one atomic writer, the build cache."""
