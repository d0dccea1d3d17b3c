"""A kernel of existing code whose adjoint Warp cannot compile, where the kernel never builds one:
its PTX failure is known by design (the records hold the adjoint, forced on), named, and only where
the forward alone, as declared, compiles."""

from __future__ import annotations

import itertools

import pytest

from synth.stages.ingest.child import forward_only_compiles
from synth.warp import warp_ir

SOURCE = '''
import warp as wp


@wp.func
def index_passthrough(indices: wp.tile[int, 8]) -> wp.tile[int, 8]:
    return indices[:]


@wp.kernel(module="unique", enable_backward=False)
def gather_row(src: wp.array2d[float], dst: wp.array1d[float]):
    t = wp.tile_load(src, shape=(8, 8))
    indices = wp.tile_arange(0, 8, dtype=int, storage="shared")
    wp.tile_store(dst, t[index_passthrough(indices)][0])


@wp.kernel(module="unique")
def gather_row_with_adjoint(src: wp.array2d[float], dst: wp.array1d[float]):
    t = wp.tile_load(src, shape=(8, 8))
    indices = wp.tile_arange(0, 8, dtype=int, storage="shared")
    wp.tile_store(dst, t[index_passthrough(indices)][0])
'''  # the kernel of Warp's test_tile_view.test_tile_inline_user_function_index


@pytest.fixture(scope="module")
def kernels(tmp_path_factory):
    path = tmp_path_factory.mktemp("forward_only") / "forward_only_kernels.py"
    path.write_text(SOURCE)
    return warp_ir.import_file(path, "synth_test_forward_only_kernels")


@pytest.fixture
def compile_ptx(tmp_path):
    count = itertools.count()
    return lambda build, arch: warp_ir.compile_cuda(build, arch, tmp_path / str(next(count)))


def test_an_adjoint_the_kernel_never_builds_is_a_known_ptx_failure(kernels, compile_ptx):
    with pytest.raises(Exception, match="error code 6"):
        compile_ptx(warp_ir.build_kernel_alone(kernels.gather_row, "cuda", 32, 90), 90)
    why = forward_only_compiles(kernels.gather_row, 32, 90, compile_ptx)
    assert why.startswith("Warp's adjoint of it does not compile") and "declares enable_backward=False" in why


def test_an_adjoint_the_kernel_asks_for_is_not_known(kernels, compile_ptx):
    assert forward_only_compiles(kernels.gather_row_with_adjoint, 32, 90, compile_ptx) == ""
