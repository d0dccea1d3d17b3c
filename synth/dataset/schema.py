"""The record's columns and their types, declared once: the card's Hugging Face ``dataset_info``
features, the Parquet schema and the record check all read this table.

A type is ``string``, ``int64``, ``float64``, ``bool``, ``List(type)``, a struct (a tuple of
``(name, type)``), or ``Keyed(type)``: an object whose keys vary between datasets (``checks``: one
per check that ran; ``resources``: one per CUDA architecture), declared as a struct over the keys
the records carry, so the features are computed from the records (``keyed_names``). There is no
``json`` type on purpose: ``datasets`` reads a JSONL file that has one by re-encoding every line
with pandas' ujson, which keeps 10 decimal places (a worst error of 3.2009e-07 comes back as
3.201e-07, 1e-11 as 0.0); typed columns go through pyarrow's JSON reader, which is exact.
"""

from __future__ import annotations

from dataclasses import dataclass

STRING, INT, FLOAT, BOOL = "string", "int64", "float64", "bool"


@dataclass(frozen=True)
class List:
    item: object


@dataclass(frozen=True)
class Keyed:
    value: object


CHECK = (
    ("passed", BOOL),  # true, or null with `skipped` (a check that could not run here)
    ("skipped", STRING),
    ("worst_error", FLOAT),
    ("tolerance", FLOAT),
    ("max_error", FLOAT),
    ("method", STRING),  # gradcheck: per_thread or sampled (module_gradcheck: sampled)
    ("inputs", STRING),  # module_cpu_run: the input set that ran, or the captured launches replayed; module_gradcheck: launches and samples checked; module_gpu_replay: the launches replayed
    ("dim", List(INT)),  # module_cpu_run: the launch's; module_emulation: the first launch its lift was proved on
    ("device", STRING),  # gpu checks
    ("device_alias", STRING),
    ("arch", INT),
    ("compared", STRING),  # module_gpu_replay: element by element, or as the multiset of each array's elements where its threads' order decides; gpu_binary_exact: at the binary tolerance, and why, where nvcc and Warp's NVRTC compile a called math function differently
    ("not_checked", STRING),  # record_fields: a promise this host could not check, and why
    ("branches", STRING),  # module_liveness: the lifted model's bodies some thread entered, and those none did
    ("bodies", INT),  # module_liveness: how many bodies (if/else, loop, select arm) the lifted model has
    ("entered", INT),  # module_liveness: how many of them some thread entered
)
RESOURCES = (("registers", INT), ("shared_bytes", INT), ("spill_loads", INT), ("spill_stores", INT), ("stack_bytes", INT))
# built_from: a geometry handle's arrays, each ``role=parameter`` (``points=points``, ``indices=indices`` ...);
# options: its other construction values, ``name=value`` (a hash grid's ``dim_x=8``, ``cell_width=0.25`` ...; ``sorted=1`` of an input drawn sorted)
ARG = (("name", STRING), ("kind", STRING), ("dtype", STRING), ("domain", List(FLOAT)), ("shape", List(INT)), ("init", FLOAT), ("built_from", List(STRING)), ("options", List(STRING)))
LAUNCH = (("dim", List(INT)), ("args", List(ARG)))
VERSIONS = (("warp", STRING), ("harness", STRING), ("python", STRING), ("nvcc", STRING))
BUILD = (("block_dim", INT), ("block_dim_from", STRING), ("launch", STRING), ("cuda_arch", INT), ("enable_backward", STRING))
PROVENANCE = (
    *((name, STRING) for name in ("source", "module", "path", "kernel", "overload", "package", "version", "licence")),
    ("line", INT),  # of the kernel's definition in its file
    ("inputs", STRING),  # where its CPU run's inputs come from: captured, synthesized or none
    ("launched_by", STRING),  # the test (or "import") whose launch was recorded first
)
# a struct's fields flattened: "params.dt"; buckets: a Fabric array's bucket sizes, in order; lengths: a Fabric
# array of arrays' elements' lengths, in order (its data every element's array, its shape their sum; synth.warp.fabric)
CAPTURED_ARG = (("name", STRING), ("kind", STRING), ("dtype", STRING), ("shape", List(INT)), ("data", STRING), ("buckets", List(INT)), ("lengths", List(INT)))
CAPTURED_LAUNCH = (("dim", List(INT)), ("block_dim", INT), ("tiled", BOOL), ("args", List(CAPTURED_ARG)))

COLUMNS: tuple[tuple[str, object], ...] = (
    ("id", STRING),
    ("kind", STRING),
    ("category", STRING),
    ("seed", INT),
    ("kernel_name", STRING),
    ("split", STRING),
    ("hash", STRING),
    ("python_source", STRING),
    ("cpu_forward", STRING),
    ("cpu_backward", STRING),
    ("cuda_forward", STRING),
    ("cuda_backward", STRING),
    ("cuda_standalone", STRING),
    ("cuda_kernel", STRING),
    ("ptx", STRING),
    ("ptx_entries", List(STRING)),
    ("resources", Keyed(RESOURCES)),
    ("launch", LAUNCH),
    ("features", List(STRING)),
    ("statements", INT),
    ("build", BUILD),
    ("provenance", PROVENANCE),
    ("captured_inputs", List(CAPTURED_LAUNCH)),  # existing code: the first launches' arguments, bytes base64 (synth.warp.recorder)
    ("checks", Keyed(CHECK)),
    ("versions", VERSIONS),
)
NAMES = tuple(name for name, _ in COLUMNS)

# What each column holds, for the record-schema reference (docs/reference/record-schema.md, python -m synth.docs).
# Both kinds of record have every column; a field that does not apply to a kind is null.
MEANINGS = {
    "id": "the case: `matrix-s000042` (generated: category and seed), or `warp-examples-core.example_wave-wave_solve` (existing code: source, module, kernel)",
    "kind": "`generated`, or `warp_module` (a kernel of existing code)",
    "category": "the generator (generated), or the source the kernel came from (existing code)",
    "seed": "the generator's seed (generated); null for existing code",
    "kernel_name": "the kernel's name in every text",
    "split": "`train`, `val` or `test`, chosen from `hash` (weights: `--dataset-split`)",
    "hash": "sha256 of the Warp source (generated: normalized, its header and the kernel's name, which holds the seed, left out; "
    "existing code: `python_source` as it is); exact duplicates of either kind are removed by it, the lowest id kept",
    "python_source": "the Warp kernel: a complete Python module (generated); the kernel as written, with the structs, functions, "
    "constants and imports it uses (existing code)",
    "cpu_forward": "Warp's generated C++ of the forward kernel for the CPU. Generated: the variant a CPU launch builds (`block_dim` 1, "
    "with its contiguous-array specialization; a tile kernel's at its own `block_dim`, CPU blocks on), cut from the very source Warp "
    "compiled. Existing code: the variant at the kernel's `block_dim`, the one its CPU run builds (CPU blocks on, as tile kernels need)",
    "cpu_backward": "the same for the adjoint (backward) kernel; empty for a generated kernel declared `enable_backward=False` "
    "(Warp generates none)",
    "cuda_forward": "Warp's generated CUDA of the forward kernel, the source NVRTC compiled (for the lowest `--synth-archs`)",
    "cuda_backward": "the same for the adjoint (backward) kernel (empty where `cpu_backward` is)",
    "cuda_standalone": "the kernel as standalone CUDA C++: includes, `CUDA_CHECK`, binary file I/O, the device code, host code that "
    "reads the inputs, launches and writes the outputs, `main` (null where nvcc and the emulation did not run)",
    "cuda_kernel": "the device part of `cuda_standalone`, exactly as the file holds it: the types, helpers, structs and `__device__` "
    "functions the kernel uses, then the `__global__` kernel; it compiles alone with nvcc, to the same PTX",
    "ptx": "nvcc's PTX of the standalone kernel (generated), or NVRTC's PTX of Warp's CUDA text (existing code), for the lowest architecture",
    "ptx_entries": "existing code: the PTX entry points (forward, backward)",
    "resources": "ptxas numbers per architecture (`{\"sm_90\": {...}}`): registers, shared memory, spills, stack",
    "launch": "generated: `dim` (the launch shape, a list: `[n]`, `[n, m]`, `[n, m, k]`; of a `wp.launch_tiled` kernel, its tiles) and per argument its `name`, `kind` "
    "(in/out/scalar, or mesh/hash_grid/bvh: a geometry handle), `dtype`, `shape`, input `domain`, output `init`, and a handle's `built_from` (the "
    "parameters its object is built from, `role=parameter`: `[\"points=points\", \"indices=indices\"]`) and `options` (its other "
    "construction values, `name=value`: `[\"dim_x=8\", \"cell_width=0.25\"]`; an input array drawn sorted: `[\"sorted=1\"]`)",
    "features": "what the kernel exercises, computed from its spec (sorted names, `synth/model/features.py`: e.g. `launch_2d`, "
    "`gather`, `while_loop`, `builtin:sin`, `tile:tile_load`), and how it is spelled (`annotation_subscript`, `factory_kernel`, "
    "`wp_static` ...: docs/explanation/idioms.md)",
    "statements": "the kernel's statement count (kernel and functions, nested statements included)",
    "build": "existing code and generated tile kernels: how it was built (`block_dim` and where it came from, `launch`, `cuda_arch`, "
    "`enable_backward`)",
    "captured_inputs": "existing code: the first launches' arguments as the program made them (launch dims, block_dim, scalars, structs, array bytes base64; the mesh, BVH, hash grid or volume behind a handle and an indexed array's parts as entries of their own kinds; a Fabric array's elements with its `buckets`' sizes, a Fabric array of arrays' with each element's array's `lengths` too; size-capped), replayed on the CPU; empty where the inputs were synthesized or none could be had (`provenance.inputs` says which)",
    "provenance": "existing code: where it comes from (`source`, `module`, `path`, `line`, `kernel`, `overload`, `package`, `version`, `licence`), where its inputs came from (`inputs`: captured, synthesized or none) and which test launched it first (`launched_by`)",
    "checks": "per stage that ran, by stage name: `{\"passed\": true}` plus `worst_error`/`tolerance` for numeric comparisons "
    "(a gradient check adds its `method`, a gpu check its `device`, `device_alias`, `arch` and `max_error` (the device replay of captured launches: how its arrays were `compared`; the exact check, where it could not compare bit for bit: why), the CPU run of "
    "existing code its `inputs` and `dim`, the liveness of a lifted kernel the `branches` its launches entered, recorded, never a "
    "rejection); `{\"passed\": null, \"skipped\": reason}` if it could not run",
    "versions": "`warp`, `harness`, `python`, `nvcc`: the tools the record was made with (CHANGELOG.md says what each harness version changed)",
}


def keyed_names(records) -> dict[str, list[str]]:
    """Per ``Keyed`` column, every key the records carry, sorted: the fields of its struct."""
    records = list(records)
    return {
        name: sorted({key for r in records if isinstance(r.get(name), dict) for key in r[name]})
        for name, kind in COLUMNS
        if isinstance(kind, Keyed)
    }


NULL = "null"  # a keyed column no record has a key of (Parquet has no empty struct): all null


def _resolved(kind, keys: list[str] | None):
    if isinstance(kind, Keyed):
        return tuple((key, kind.value) for key in keys) if keys else NULL
    return kind


def hub_features(keys: dict[str, list[str]]) -> list[dict]:
    """``dataset_info.features`` as the Hub's YAML writes it (``datasets.Features._to_yaml_list``)."""

    def entry(name: str, kind) -> dict:
        if isinstance(kind, tuple):
            return {"name": name, "struct": [entry(n, k) for n, k in kind]}
        if isinstance(kind, List):
            return {"name": name, "list": [entry(n, k) for n, k in kind.item] if isinstance(kind.item, tuple) else kind.item}
        return {"name": name, "dtype": kind}

    return [entry(name, _resolved(kind, keys.get(name))) for name, kind in COLUMNS]


def arrow_schema(keys: dict[str, list[str]]):
    """The Parquet schema, the same types as ``hub_features``."""
    import pyarrow as pa

    def arrow(kind):
        if isinstance(kind, tuple):
            return pa.struct([pa.field(n, arrow(k)) for n, k in kind])
        if isinstance(kind, List):
            return pa.list_(arrow(kind.item))
        return {STRING: pa.string(), INT: pa.int64(), FLOAT: pa.float64(), BOOL: pa.bool_(), NULL: pa.null()}[kind]

    return pa.schema([pa.field(name, arrow(_resolved(kind, keys.get(name)))) for name, kind in COLUMNS])


def mismatches(record: dict) -> list[str]:
    """What in a record does not fit the columns: missing or extra keys, values of another type."""
    problems = [f"missing column {n!r}" for n in NAMES if n not in record]
    problems += [f"unknown column {k!r}" for k in record if k not in NAMES]
    for name, kind in COLUMNS:
        if name in record:
            problems += [f"{name}{where}" for where in _misfits(record[name], kind)]
    return problems


def _misfits(value, kind) -> list[str]:
    if value is None:
        return []
    if isinstance(kind, Keyed):
        kind = tuple((key, kind.value) for key in value) if isinstance(value, dict) else ()
    if isinstance(kind, tuple):
        if not isinstance(value, dict):
            return [f": {type(value).__name__}, not an object"]
        fields = dict(kind)
        found = [f".{k}: not a declared field" for k in value if k not in fields]
        return found + [f".{k}{w}" for k, sub in fields.items() for w in _misfits(value.get(k), sub)]
    if isinstance(kind, List):
        if not isinstance(value, list):
            return [f": {type(value).__name__}, not a list"]
        return [f"[{i}]{w}" for i, v in enumerate(value) for w in _misfits(v, kind.item)]
    ok = {
        STRING: isinstance(value, str),
        INT: isinstance(value, int) and not isinstance(value, bool),
        FLOAT: isinstance(value, (int, float)) and not isinstance(value, bool),
        BOOL: isinstance(value, bool),
    }[kind]
    return [] if ok else [f": {type(value).__name__} {str(value)[:40]!r}, not {kind}"]
