"""The gpu stages in the stage registry: their names are the gpu checks of a dataset record."""

from synth.gpu import exact, executable, launch, lifted_binary
from synth.model.module_case import KIND as MODULE_KIND
from synth.stages.registry import Stage, register

register(
    Stage("gpu_forward", launch.forward),
    Stage("gpu_backward", launch.backward),
    Stage("gpu_binary", executable.binary, brings=("cuda_source",)),
    Stage("gpu_binary_exact", exact.binary_exact),
    Stage("module_gpu_binary", lifted_binary.binary, brings=("module_cuda_source",), kind=MODULE_KIND),
)
