"""render_cuda: total over the spec model, Warp's semantics in C++ text, pieces that batches reuse."""

from __future__ import annotations

import dataclasses
import re

import pytest

from synth.generate.cases import spec_for
from synth.generate.categories import CATEGORIES
from synth.model.dtypes import float_literal
from synth.model.spec import (
    BOOL,
    FLOAT,
    INT,
    MAT22,
    VEC3,
    Assign,
    Binary,
    Call,
    Compare,
    Component,
    Const,
    Construct,
    For,
    If,
    KernelSpec,
    Let,
    Load,
    Logical,
    Param,
    Ref,
    Store,
    Unary,
    all_bodies,
    walk_statements,
)
from synth.render import rigid_ops
from synth.render.cuda import render_cuda, render_parts
from synth.render.cuda.helpers import LINALG_KINDS

SEEDS = range(201)


def kernel_of(text: str) -> str:
    start = text.index('extern "C" __global__')
    return text[start : text.index("\n}\n", start)]


def tiny(body, params=None, name="tiny_s000000") -> KernelSpec:
    params = params or (Param("a", "in", FLOAT), Param("b", "in", FLOAT), Param("out", "out", FLOAT))
    return KernelSpec(name=name, category="tiny", seed=0, dim=64, params=tuple(params), body=tuple(body))


def store(e) -> str:
    """The C++ right-hand side that ``out[i] = e`` renders to."""
    text = kernel_of(render_cuda(tiny([Store("out", e)])))
    return re.search(r"out\[i\] = (.*);", text).group(1)


A, B = Load("a", FLOAT), Load("b", FLOAT)


@pytest.mark.parametrize("category", list(CATEGORIES))
def test_every_case_renders_with_the_fixed_structure(category):
    for seed in SEEDS:
        spec = spec_for(category, seed)
        text = render_cuda(spec)
        parts = render_parts(spec)
        assert parts.device in text and parts.host in text, "the standalone file is made of the parts"
        kernel = kernel_of(text)
        if spec.block_dim is not None:  # a tile kernel: blocks of BLOCK_DIM threads (synth/render/cuda/tiles.py)
            assert kernel.startswith(f'extern "C" __global__ void __launch_bounds__(BLOCK_DIM) {spec.name}(')
            assert f"constexpr int BLOCK_DIM = {spec.block_dim};" in text
        else:
            assert kernel.startswith(f'extern "C" __global__ void {spec.name}(')
        if spec.block_dim is not None:
            pass  # its indexing and launch shape: tests/unit/generate/test_tiles.py, tests/unit/toolchain/test_tile_emulation.py
        elif not spec.uses_tid:  # a serial kernel: one thread, no thread index declared
            assert spec.dim == 1 and "if (blockIdx.x * blockDim.x + threadIdx.x >= n) return;" in kernel
            assert "const int i =" not in kernel and "const int threads = 1;" in text
        elif len(spec.shape) == 1:
            assert "const int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= n) return;" in kernel
            assert "const int threads = 256;" in text
        else:  # x along the last launch index, every index bounds-checked
            last = spec.tids[-1]
            assert f"const int {last} = blockIdx.x * blockDim.x + threadIdx.x;" in kernel
            assert "if (" + " || ".join(f"{t} >= n{d}" for d, t in enumerate(spec.tids)) + ") return;" in kernel
            assert "const dim3 threads(" in text and "const dim3 blocks(" in text
        for p in spec.inputs:
            assert re.search(rf"const \w+(?: \w+)?\* __restrict__ {p.name}\b", kernel)  # unsigned int, long long, signed char too
        assert "int main(int argc, char** argv)" in text and "#include <cuda_runtime.h>" in text
        assert f"{spec.name}<<<blocks, threads>>>(" in text
        assert not re.search(r"\bwp[.:]", text), "no Warp names in the CUDA file"


def test_emulation_parts_share_the_device_text_and_differ_only_in_the_launch():
    for category in CATEGORIES:
        spec = spec_for(category, 3)
        cuda, emu = render_parts(spec), render_parts(spec, launch="emulate")
        assert emu.device == cuda.device
        diff = [(x, y) for x, y in zip(cuda.host.splitlines(), emu.host.splitlines(), strict=True) if x != y]
        launch = "emulate_block_launch(blocks, threads, BLOCK_DIM, [&]" if spec.block_dim is not None else "emulate_launch(blocks, threads, [&]"
        assert len(diff) == 1 and "<<<" in diff[0][0] and launch in diff[0][1]


RIGID_CALL = re.compile(rf"\b({'|'.join(rigid_ops.KINDS)}|quat_mul|transform_multiply)\(")


def test_only_the_helpers_the_kernel_uses_are_defined():
    for category in CATEGORIES:
        for seed in range(40):
            spec = spec_for(category, seed)
            text = render_cuda(spec)
            end = text.index('extern "C" __global__')
            start = min([text.index(f" {f.name}(") for f in spec.funcs] + [end])
            kernel = text[start:end] + kernel_of(text)  # the kernel and its __device__ functions
            helpers = text[:start]
            for fn in ("dot", "cross", "length", "normalize", "cw_mul", "mat_mul", "mat_vec", "transpose", "determinant", *LINALG_KINDS):
                if re.search(rf"\b{fn}\(", helpers.split("to_host")[-1]):
                    used_by_helper = fn in ("dot", "length") and re.search(r"\b(length|normalize)\(", kernel)
                    # the Huber norms' helpers square their vector with dot (Warp's math.py bodies)
                    used_by_helper = used_by_helper or (fn == "dot" and re.search(r"\bnorm_(pseudo_)?huber\(", kernel))
                    # quat.h/spatial.h's helpers call the vector ones (quat_slerp normalizes an axis, spatial_cross crosses)
                    used_by_helper = used_by_helper or (fn in ("dot", "length", "normalize", "cross") and RIGID_CALL.search(kernel))
                    # a mesh ray query's helper crosses two edges for the face's normal and normalizes it (mesh.h)
                    used_by_helper = used_by_helper or (fn in ("dot", "length", "normalize", "cross") and re.search(r"\bmesh_query_ray\(", kernel))
                    # a mesh point query's helpers dot edges and cross two of them for the sliver test (mesh.h)
                    used_by_helper = used_by_helper or (fn in ("dot", "length", "cross") and re.search(r"\bmesh_query_(furthest_)?point_no_sign\(", kernel))
                    assert re.search(rf"\b{fn}\(", kernel) or used_by_helper, f"{fn} defined but unused"
            types = [p.type for p in spec.params] + [t for st in spec.structs for _, t in st.fields]
            types += [t for f in spec.funcs for _, t in (*f.params, ("", f.returns))]
            types += [s.value.type for body in all_bodies(spec) for s in walk_statements(body) if isinstance(s, Let)]  # a sampler's vec2
            if not any(t.name.startswith(("vec", "mat")) or t.name in rigid_ops.TYPES for t in types):  # a transform holds a vec3
                assert "struct vec" not in text and "struct mat" not in text


def test_scalar_builtins_map_to_c_float_functions():
    assert store(Call("sin", (A,), FLOAT)) == "sinf(a[i])"
    assert store(Call("abs", (A,), FLOAT)) == "fabsf(a[i])"
    assert store(Call("min", (A, B), FLOAT)) == "fminf(a[i], b[i])"
    assert store(Call("pow", (A, Const(0.5)), FLOAT)) == "powf(a[i], 0.5f)"
    assert store(Call("clamp", (A, Const(-3.0), Const(3.0)), FLOAT)) == "fminf(fmaxf(a[i], -3.0f), 3.0f)"


def test_parentheses_follow_cpp_precedence():
    assert store(Binary("sub", A, Binary("sub", B, Const(1.0), FLOAT), FLOAT)) == "a[i] - (b[i] - 1.0f)"
    assert store(Binary("mul", Binary("add", A, B, FLOAT), Const(-0.5), FLOAT)) == "(a[i] + b[i]) * -0.5f"
    # a float's negation is Warp's neg(x) = 0 - x (test_negation.py), a subtraction's precedence
    assert store(Unary("neg", Unary("neg", A, FLOAT), FLOAT)) == "0.0f - (0.0f - a[i])"
    assert store(Unary("neg", Const(-0.25), FLOAT)) == "0.0f - -0.25f"
    assert store(Binary("mul", A, Unary("neg", B, FLOAT), FLOAT)) == "a[i] * (0.0f - b[i])"
    lt, gt = Compare("lt", A, Const(0.0)), Compare("gt", B, Const(0.5))
    text = kernel_of(render_cuda(tiny([Let("x0", Const(0.0)), If(Logical("or", Logical("and", lt, gt), Unary("not", lt, BOOL)),
                                                                 (Assign("x0", A),)), Store("out", Ref("x0", FLOAT))])))  # fmt: skip
    assert "if ((a[i] < 0.0f && b[i] > 0.5f) || !(a[i] < 0.0f)) {" in text
    k = Param("k", "scalar", INT, (1, 5))
    spec = tiny([Store("out", Binary("mul", Call("float", (Binary("add", Ref("k", INT), Const(1, INT), INT),), FLOAT), A, FLOAT))],
                (Param("a", "in", FLOAT), k, Param("out", "out", FLOAT)))  # fmt: skip
    assert "out[i] = (float)(k + 1) * a[i];" in render_cuda(spec)


def test_float_literals_are_float32_with_an_f_suffix():
    assert [float_literal(v) for v in (0.5, 1.0, 3, -0.25, 0.1, 1e-8)] == ["0.5f", "1.0f", "3.0f", "-0.25f", "0.1f", "1e-08f"]
    assert float_literal(1 / 3) == "0.33333334f"  # the float32 value, rounded once like Warp's constant
    with pytest.raises(ValueError, match="not finite"):
        float_literal(1e39)


def test_vectors_and_matrices_are_structs_with_operator_helpers():
    v = Load("v", VEC3)
    params = (Param("v", "in", VEC3), Param("m", "in", MAT22), Param("out", "out", FLOAT))
    body = [
        Let("x0", Binary("div", Unary("neg", v, VEC3), Const(2.0), VEC3)),
        Let("x1", Construct((Component(Ref("x0", VEC3), (2,)), Const(1.0), Const(2.0), Component(Load("m", MAT22), (1, 0))), MAT22)),
        Store("out", Binary("add", Component(Ref("x1", MAT22), (0, 1)), Call("dot", (Ref("x0", VEC3), Binary("mul", Const(0.5), v, VEC3)), FLOAT), FLOAT)),
    ]  # fmt: skip
    text = render_cuda(tiny(body, params))
    assert "struct vec3 { float x, y, z; };" in text and "struct mat22 { float m[2][2]; };" in text
    assert "const vec3 x0 = -v[i] / 2.0f;" in text
    assert "const mat22 x1 = mat22{{{x0.z, 1.0f}, {2.0f, m[i].m[1][0]}}};" in text
    assert "out[i] = x1.m[0][1] + dot(x0, 0.5f * v[i]);" in text
    for helper in (
        "vec3 operator-(vec3 a)",
        "vec3 operator/(vec3 a, float s)",
        "vec3 operator*(float s, vec3 a)",
        "float dot(vec3 a, vec3 b)",
    ):
        assert helper in text
    assert "operator+(vec3" not in text and "cross(" not in text


def test_warp_specific_definitions():
    v, m = Load("v", VEC3), Load("m", MAT22)
    params = (Param("v", "in", VEC3), Param("m", "in", MAT22), Param("out", "out", VEC3), Param("out1", "out", MAT22))
    body = [Store("out", Call("normalize", (v,), VEC3)), Store("out1", Binary("matmul", m, m, MAT22))]
    text = render_cuda(tiny(body, params))
    assert "if (l > 0.0f) return {a.x / l, a.y / l, a.z / l};\n    return {0.0f, 0.0f, 0.0f};" in text  # zero vector for length 0
    assert "sum = fmaf(a.m[row][k], b.m[k][col], sum);" in text  # Warp's mat @ mat accumulates with fma


def test_atomics_use_atomicadd_and_a_cas_loop_for_float_min():
    index = Binary("mod", Ref("i", INT), Const(4, INT), INT)
    params = (Param("a", "in", FLOAT), Param("out", "out", FLOAT, length=4), Param("out1", "out", FLOAT, length=4, init=1e4))
    from synth.model.spec import Atomic

    text = render_cuda(tiny([Atomic("add", "out", index, A), Atomic("min", "out1", index, A)], params))
    assert "atomicAdd(&out[i % 4], a[i]);" in text
    assert "atomic_min_float(&out1[i % 4], a[i]);" in text
    assert "atomicCAS(bits, assumed, __float_as_int(fminf(value, __int_as_float(assumed))))" in text
    assert "atomic_max_float" not in text
    assert "const size_t bytes_out1 = 4 * sizeof(float);" in text


def test_locals_first_defined_in_a_block_are_declared_at_the_top():
    body = [Let("x0", Const(0.0)), For("j", 3, (Let("x1", Binary("mul", A, Call("float", (Ref("j", INT),), FLOAT), FLOAT)),
                                                Assign("x0", Binary("add", Ref("x0", FLOAT), Ref("x1", FLOAT), FLOAT)))),
            Store("out", Ref("x0", FLOAT))]  # fmt: skip
    text = kernel_of(render_cuda(tiny(body)))
    assert "float x1{};" in text and "        x1 = a[i] * (float)j;" in text
    assert "float x0 = 0.0f;" in text and "const float x0" not in text  # reassigned, so not const


def test_names_taken_in_cpp_are_renamed():
    params = (Param("float", "in", FLOAT), Param("n", "scalar", FLOAT), Param("dot", "out", FLOAT))
    text = render_cuda(tiny([Store("dot", Binary("mul", Load("float", FLOAT), Ref("n", FLOAT), FLOAT))], params))
    kernel = " ".join(kernel_of(text).split())
    assert "const float* __restrict__ float_, float n, float* dot_, int num_threads) {" in kernel
    assert "if (i >= num_threads) return;" in kernel and "dot_[i] = float_[i] * n;" in kernel


def test_a_thread_index_named_n_keeps_the_thread_count_apart():
    """``n = wp.tid()`` (fem's shape tests): the thread count must not take the thread index's name."""
    spec = dataclasses.replace(tiny([Store("out", Binary("add", A, Call("float", (Ref("n", INT),), FLOAT), FLOAT))]), tid_names=("n",))
    kernel = " ".join(kernel_of(render_cuda(spec)).split())
    assert "const int n = blockIdx.x * blockDim.x + threadIdx.x; if (n >= num_threads) return;" in kernel
    assert len(re.findall(r"\bint n\b", kernel)) == 1


def test_unknown_nodes_are_errors():
    with pytest.raises(ValueError, match="unknown builtin"):
        render_cuda(tiny([Store("out", Call("lgamma", (A,), FLOAT))]))
    with pytest.raises(ValueError, match="wp.sin on int32: the table spells it on float32, float64, float16 only"):
        render_cuda(tiny([Store("out", Call("sin", (Ref("i", INT),), FLOAT))]))
    with pytest.raises(TypeError, match="unknown expression"):
        render_cuda(tiny([Store("out", object())]))
