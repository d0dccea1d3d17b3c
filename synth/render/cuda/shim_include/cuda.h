// The CPU emulation's stand-in for <cuda.h>: what a candidate needs of it is in cuda_shim.h and
// cuda_shim_guarded.h, included before the candidate's text (synth/evaluate/cuda_target.py).
#pragma once
