"""The gradient check tests' kernels: ``broken_kernels.py`` and ``half_broken_kernels.py``, each one
Warp module built once for the CPU."""

from pathlib import Path

import pytest

from synth.warp import warp_ir

HERE = Path(__file__).resolve().parent


def _module(file: str, first: str):
    """``get(name)``: a kernel of ``file``, its module built for the CPU (through its kernel ``first``)."""

    def get(name):
        return warp_ir.import_kernel(HERE / file, name, module_name=f"synth_unit.{Path(file).stem}")

    warp_ir.build_cpu(get(first).module)
    return get


@pytest.fixture(scope="module")
def kernels():
    return _module("broken_kernels.py", "correct")


@pytest.fixture(scope="module")
def half_kernels():
    return _module("half_broken_kernels.py", "twin")
