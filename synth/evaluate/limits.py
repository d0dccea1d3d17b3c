"""Every limit a candidate runs under, in one place, with why each number is what it is.

A build (nvcc, g++) compiles the candidate's text; a run executes what was built (the CPU
emulation, the binary on a device) or, for a Warp candidate, imports and launches it in a
Python process. All of them are contained (``synth.toolchain.sandbox``); a limit exceeded is the
candidate's failure (``timeout`` for time, ``crash`` for memory and file size), never the run's.

CPU time is the bound that means something; the wall-clock limits are several times the CPU
limits, only against a program that sleeps or blocks: on a shared host (2 cores, a load of 30
was seen here) a CPU-second can take ten seconds of wall time, and a correct candidate must not
time out because the machine is busy.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from synth.render.cuda import CUDA_SHIM
from synth.toolchain import emulate, nvcc
from synth.toolchain.sandbox import GiB, Limits, MiB

# What a run may read besides its own folder: the system's libraries and loader cache, and its own
# /proc entry; not another process's /proc (the evaluator's environment), not a reference or the
# dataset (they lie outside the candidate's folder). A Warp run adds the interpreter and the
# packages it imports (``warp_target.warp_limits``); a build the harness's CUDA shim (its
# headers), since an #include of another file would put that file's text in the build's messages,
# and so in the report. The compilers (g++, nvcc and the CUDA toolkit) live under /usr, or where
# ``with_toolchain`` adds them.
SYSTEM_READS = ("/usr", "/lib", "/lib64", "/etc/ld.so.cache", "/etc/localtime", "/dev/null", "/dev/urandom", "/dev/zero", "/proc/self")
BUILD_READS = (*SYSTEM_READS, str(CUDA_SHIM.parent))



def toolchain_prefixes() -> tuple[str, ...]:
    """Where this host's compilers are installed, where that is outside the system folders: a build
    runs them, and an emulation loads their runtime libraries (libstdc++, the sanitizers'). An H200
    host's ``$CXX`` was /opt/gcc/bin/g++: without its prefix every emulation failed to start its
    compiler, and the evaluator judged candidates on the device alone."""
    found = set()
    for tool in (emulate.find_gxx(), nvcc.find_nvcc()):
        if tool:
            prefix = Path(tool).resolve().parents[1]
            if not any(prefix.is_relative_to(root) for root in ("/usr", "/lib", "/lib64")):
                found.add(str(prefix))
    return tuple(sorted(found))


def with_toolchain(limits: Limits) -> Limits:
    """``limits``, readable also where this host's compilers are installed (``toolchain_prefixes``),
    when its reads are confined at all."""
    if limits.readable is None:
        return limits
    return dataclasses.replace(limits, readable=(*limits.readable, *toolchain_prefixes()))


# nvcc or g++ on one candidate: a generated kernel builds in 0.3 s (nvcc -cubin) to 1 s (g++ with
# the shim) here; 60 CPU-seconds is a template or macro bomb, not a slow kernel. cicc and cc1plus
# take a few hundred MB on these files: 4 GiB of address space is a runaway. The compilers start
# their own front end, assembler and linker, so new processes are allowed.
BUILD = Limits(cpu_s=60, memory_bytes=4 * GiB, file_bytes=256 * MiB, open_files=1024, processes="allowed", readable=BUILD_READS)
BUILD_WALL_S = 600.0

# The CPU emulation of every launch shape and draw of one candidate, in one process: the records'
# own kernels take milliseconds in all (at most 257 threads or 605 for a 3-D launch, 5 draws,
# up to 6 shapes); 5 CPU-seconds is an infinite loop. Buffers are a few hundred KB: 2 GiB of
# address space stops a runaway allocation (a 10 GB one fails at once).
RUN = Limits(cpu_s=5, memory_bytes=2 * GiB, file_bytes=64 * MiB, open_files=64, readable=SYSTEM_READS)
RUN_WALL_S = 60.0

# The same runs on a CUDA device: a process's first CUDA call makes a context (0.3 s on an H100,
# longer while other processes make theirs), so more time; the driver reserves terabytes of
# address space, so memory is bounded by RLIMIT_DATA (the heap and private writable mappings),
# and the device nodes must be writable (opening /dev/nvidia* for writing is how the driver works),
# and so must the process's own /proc entry: under Landlock without it, an H100's driver (580.159)
# failed the first cudaMalloc with "OS call failed" (found by allowing one folder at a time).
# A fork fails rather than kills, in case the driver tries one (the CPU emulation, run first, kills).
DEVICE_RUN = Limits(cpu_s=30, memory_bytes=8 * GiB, file_bytes=64 * MiB, open_files=256, memory_rlimit="DATA", writable=("/dev", "/proc/self"), processes="refused")
DEVICE_RUN_WALL_S = 120.0

# A Warp candidate: Python and Warp start in 0.5 CPU-seconds; building one kernel cold (its own
# kernel cache, see synth.evaluate.warp_target) takes 2 to 3 here, the launches milliseconds:
# 30 CPU-seconds is ten times that. Warp and LLVM map about 1 GB; 4 GiB stops a runaway
# allocation. The kernel cache's objects are a few MB. A fork fails rather than kills: Python's
# ctypes.util.find_library (Warp looking for the CUDA driver) runs ldconfig and carries on without it.
WARP = Limits(cpu_s=30, memory_bytes=4 * GiB, file_bytes=256 * MiB, open_files=256, processes="refused", readable=SYSTEM_READS)
WARP_WALL_S = 240.0


def describe() -> dict:
    """Every limit, for the report."""
    return {
        "build": {**BUILD.describe(), "wall_seconds": BUILD_WALL_S},
        "cpu_emulation_run": {**RUN.describe(), "wall_seconds": RUN_WALL_S},
        "device_run": {**DEVICE_RUN.describe(), "wall_seconds": DEVICE_RUN_WALL_S},
        "warp_run": {**WARP.describe(), "wall_seconds": WARP_WALL_S},
    }
