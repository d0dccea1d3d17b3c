"""C++ names in the standalone .cu: the C type of a value, and the names a spec's identifier must
not take (renamed with a trailing ``_``)."""

from __future__ import annotations

from synth.model.builtins import BUILTINS, TILE_C_NAMES
from synth.model.dtypes import SCALARS
from synth.model.spec import Type
from synth.render import expect_ops, fabric_ops, geometry_ops, half_ops, indexed_ops, int_ops, library_ops, print_ops, random_ops, rigid_ops

INDENT = "    "
FIELDS = "xyzw"
TYPE_ORDER = ("vec2", "vec3", "vec4", "mat22", "mat33", "mat44")


def field(n: int, k: int) -> str:
    """The C member holding component ``k`` of an ``n``-vector: x, y, z, w up to four components
    (Warp's own names for them), else ``c[k]``: a longer vector is an array, as Warp's vec_t."""
    return FIELDS[k] if n <= len(FIELDS) else f"c[{k}]"


def components_array(t: Type) -> bool:
    """Whether a vector's components are a C array ``c[n]`` (a spatial vector, a vector longer than
    four): a component chosen at run time is then ``v.c[k]``, no helper."""
    return t.name == "spatial_vector" or (t.is_vector and t.shape[0] > len(FIELDS))

# Names a parameter or local must not take in C++ (keywords, the CUDA runtime's, the C names
# every builtin brings: synth.model.builtins, and the helpers' own); renamed with a trailing _.
RESERVED = (
    frozenset(
        """auto bool break case char class const continue default delete do double else enum explicit extern false float for
    friend goto if inline int long namespace new operator private protected public register return short signed sizeof
    static struct switch template this throw true try typedef typename union unsigned using virtual void volatile while
    dim3 threadIdx blockIdx blockDim gridDim run main atomicAdd atomicCAS atomicMin atomicMax""".split()
    )
    | frozenset().union(*(b.names for b in BUILTINS.values()))
    | library_ops.NAMES
    | expect_ops.NAMES
    | print_ops.NAMES
    | random_ops.NAMES
    | geometry_ops.NAMES
    | fabric_ops.NAMES
    | indexed_ops.NAMES
    | {"mat_mul", "mat_vec", "atomic_min_float", "atomic_max_float", "fmaf", "n0", "n1", "n2", "extract", "set_component", "nullptr"}
    | set(int_ops.C_HELPERS)
    | set(TYPE_ORDER)
    | rigid_ops.NAMES
    | set(rigid_ops.TYPES)
    | set(half_ops.HALF_VECTORS)
    | {"hdiv"}
    | TILE_C_NAMES
)


def c_type(t: Type) -> str:
    """A scalar's C type (``synth.model.dtypes``), else the name of the rendered struct."""
    return SCALARS[t.name].c if t.name in SCALARS else t.name


def c_name(name: str) -> str:
    """A spec name as a C++ identifier (a trailing _ where the name is taken in C++)."""
    return name + "_" if name in RESERVED else name
