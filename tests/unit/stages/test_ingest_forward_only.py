"""A kernel of existing code whose adjoint Warp cannot compile, where the kernel never builds one:
its PTX failure is known by design (the records hold the adjoint, forced on), named, and only where
the forward alone, as declared, compiles. Likewise a kernel whose ``@wp.func_native`` C++ does not
compile for CUDA (its program's own text), only where the source without the snippets compiles."""

from __future__ import annotations

import itertools

import pytest

from synth.stages.ingest.child import forward_only_compiles, native_snippets_fail
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


@wp.func_native("""
    float fraction;
    const wp::int64 cell = wp::texture_grad_cell(coord, 1, size, size, mode, fraction);
    return wp::cpu_apply_address_mode_index(cell + neighbor, size, mode);
""")
def addressed_cell(coord: float, size: int, mode: int, neighbor: int) -> wp.int64: ...


@wp.func_native("return a * 2;")
def doubled(a: int) -> int: ...


@wp.kernel(module="unique", enable_backward=False)
def check_cells(out: wp.array[wp.int64]):
    neighbor = wp.tid()
    out[neighbor] = addressed_cell(2.0, 2147483647, int(wp.TextureAddressMode.CLAMP), neighbor)


@wp.kernel(module="unique", enable_backward=False)
def snippet_and_bad_index(src: wp.array2d[float], dst: wp.array1d[float], out: wp.array[int]):
    out[0] = doubled(3)
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


def test_a_native_snippet_for_the_cpu_only_is_a_known_ptx_failure(kernels, compile_ptx):
    """Warp's test_texture ``check_cells``: its snippet calls ``cpu_apply_address_mode_index``, which
    Warp's texture.h defines only outside ``__CUDA_ARCH__``; NVRTC fails (error code 6), the source
    without the snippet compiles: the PTX failure is known, naming the snippet."""
    with pytest.raises(Exception, match="error code 6"):
        compile_ptx(warp_ir.build_kernel_alone(kernels.check_cells, "cuda", 32, 90), 90)
    assert forward_only_compiles(kernels.check_cells, 32, 90, compile_ptx) == ""
    assert native_snippets_fail(kernels.check_cells, 32, 90, compile_ptx).startswith("the C++ of its native snippets (@wp.func_native addressed_cell) does not compile for CUDA")


def test_a_failure_beside_a_snippet_that_compiles_is_not_known(kernels, compile_ptx):
    """A snippet that compiles beside a failure of Warp's own (gather_row's adjoint): without the
    snippet the kernel still fails, so it is not the snippet's; a kernel without snippets has no such reason."""
    with pytest.raises(Exception, match="error code 6"):
        compile_ptx(warp_ir.build_kernel_alone(kernels.snippet_and_bad_index, "cuda", 32, 90), 90)
    assert native_snippets_fail(kernels.snippet_and_bad_index, 32, 90, compile_ptx) == ""
    assert native_snippets_fail(kernels.gather_row, 32, 90, compile_ptx) == ""
