"""The dataset card: README.md beside the data, with counts, pass rates, sizes and plots.

The card is the one output allowed to carry run metadata (command line, dates, timing),
so the data files and stats.json stay byte-stable across runs.
"""

from __future__ import annotations

import io
from pathlib import Path

from synth.dataset import parquet as parquet_files
from synth.dataset import schema
from synth.dataset.merge import SPLITS, text_length
from synth.model.features import BUILTIN_PREFIX, LANGUAGE_FEATURES, TILE_FEATURES
from synth.model.module_case import KIND as MODULE_KIND
from synth.toolchain.files import atomic_write

RECORD_FORMAT = """\
Each line of `train.jsonl`, `val.jsonl` and `test.jsonl` is one JSON object (keys sorted,
records sorted by `category`, then `seed`):

| field | type | meaning |
|---|---|---|
| `id` | str | case id: `<category>-s<seed:06d>` for a generated kernel (`matrix-s000042`), `<source>-<module>-<kernel>` for existing code (`warp-examples-core.example_wave-wave_solve`; an overload of a generic kernel adds `.<signature>`) |
| `kind` | str | `generated` (made by a generator from a seed) or `warp_module` (a kernel of existing Warp code) |
| `category`, `seed` | str, int or null | the generator and its seed (the seed is the kernel's identity); for existing code, its source and null |
| `kernel_name` | str | the kernel's name in every text below, e.g. `matrix_s000042` |
| `python_source` | str | the Warp kernel: a complete Python module for a generated kernel; for existing code the kernel as written with the structs, functions, constants and imports it uses (and an overload's `wp.overload` declaration) |
| `cpu_forward`, `cpu_backward` | str | Warp's generated C++ for the CPU, forward and adjoint |
| `cuda_forward`, `cuda_backward` | str | Warp's generated CUDA C++, forward and adjoint |
| `cuda_standalone` | str or null | generated kernels: the kernel as a standalone CUDA C++ program that nvcc builds alone (includes, `CUDA_CHECK`, binary file I/O, host code that reads inputs, launches and writes outputs, `main`) |
| `cuda_kernel` | str or null | the device part of `cuda_standalone`, exactly as the file holds it: the vector/matrix types, helpers, structs and `__device__` functions the kernel uses, then the `__global__` kernel: what a model would write for the Warp kernel, without the fixed prelude and host code |
| `ptx` | str or null | PTX of the standalone kernel (nvcc, the lowest architecture built); for existing code, NVRTC's PTX of Warp's CUDA text (the lowest architecture) |
| `ptx_entries` | list of str or null | existing code: the kernel's PTX entry points (forward, backward), named without Warp's hash |
| `resources` | object or null | ptxas numbers (registers, spills, memory) per architecture, e.g. `{"sm_90": {...}}` |
| `launch` | object or null | generated kernels: `dim` (the launch shape, a list of 1 to 3 ints) and, per argument, `name`, `kind` (in/out/scalar), `dtype`, `shape`, input `domain`, output `init` |
| `build` | object or null | existing code and generated tile kernels: `block_dim` and where it came from (`block_dim_from`: the module's launch call, the module default, or `generator`), `launch` (`wp.launch` or `wp.launch_tiled`), `cuda_arch` of the CUDA text, `enable_backward` (the module's, or forced on so the adjoint is recorded) |
| `provenance` | object or null | existing code: `source`, `module`, `path` (relative to the source), `line`, `kernel`, `overload`, the `package`, `version` and `licence` of the distribution holding it (null for loose files), `inputs` (where the CPU run's inputs came from: `captured`, `synthesized`, `none`) and `launched_by` (the test whose launch was recorded first) |
| `captured_inputs` | list or null | existing code whose launches were captured: the first launches (at most 3), each its `dim`, `block_dim`, `tiled` and `args` (`name`, a struct's fields flattened as `p.field`; `kind` array/value/null; Warp `dtype`; `shape`; `data`: the bytes, base64, at most 64 KiB of arrays a launch) |
| `features` | list of str or null | generated kernels: what the kernel exercises, computed from its spec (sorted): e.g. `launch_2d`, `gather`, `while_loop`, `builtin:<name>` per Warp builtin and `tile:<name>` per tile builtin used; see Features below |
| `statements` | int or null | generated kernels: statements in the kernel and its `@wp.func` functions, nested ones included |
| `checks` | object | per check (test) that ran: `{"passed": true}`, plus `worst_error` and `tolerance` for numeric comparisons; a check that could not run here is `{"passed": null, "skipped": reason}` |
| `versions` | object | `warp`, `harness`, `python`, `nvcc` (null if absent) |
| `hash` | str | sha256 of the Warp source (generated: normalized, header dropped, kernel name replaced): the dedup and split key, across both kinds |
| `split` | str | `train`, `val` or `test`, chosen from `hash` |
"""

LOADING = """\
```python
# Hugging Face datasets (>= 5): the front matter above declares the splits, their files and typed features
from datasets import load_dataset
ds = load_dataset("path/to/this/folder")   # train / validation / test: the Parquet shards when written, else the JSONL files

# the JSONL files of a folder that also has Parquet shards (datasets reads one format per folder by itself)
ds = load_dataset("json", data_files={"train": "train.jsonl", "validation": "val.jsonl", "test": "test.jsonl"})

# or plain Python
import json
records = [json.loads(line) for line in open("train.jsonl")]
```

Every column is typed (no `json` feature, so floats come back exact from JSONL and Parquet alike).
`checks` and `resources` are structs over the keys the records carry (a check that did not run for
a record is null there). The `validation` split is the file `val.jsonl` (`data/val-*.parquet`); a
split with no records is not declared.
"""


EVALUATION = """\
The `test` split is the benchmark: two translation tasks over its records. Which records carry
which task: every generated record carries both; a record of existing code (`kind: warp_module`)
carries `python_source` where its CPU check ran, and `cuda_kernel` too where its kernel was lifted
into the kernel model (it has `cuda_kernel`; its candidates run on the record's own inputs,
against the original kernel's outputs).

| task | input field | target field | a candidate is |
|---|---|---|---|
| `cuda_kernel` | `python_source` (the Warp kernel) | `cuda_kernel` | CUDA device code in place of the record's: types, helpers, the `extern "C" __global__` kernel with the record's name and parameters |
| `python_source` | `cuda_kernel` (or `cuda_standalone`) | `python_source` | a Python module defining the `@wp.kernel` named `kernel_name`, with the record's parameters |

Write one line per record and task, `{"id": ..., "target": "cuda_kernel" or "python_source",
"candidates": [text, ...]}`, then score them with the harness that wrote this dataset:

```sh
python -m synth.evaluate . predictions.jsonl --out report.json     # or: nox -s evaluate -- . predictions.jsonl --out report.json
```

Each candidate is built (nvcc with the record's host code; Warp in a process of its own) and run
in a sandbox at the record's launch and at other sizes (1, a prime, past one block) on 5 fresh
input draws, against Warp's CPU reference; the report gives pass@k (unbiased), the compile rate
and a label per candidate (`mismatch` with its first differing element, `degenerate`,
`out_of_bounds`, `crash`, `timeout`, `compile_error` ...). Report results with your own `--seed`
so that nobody could have tuned to the inputs. The records' own texts score pass@1 = 1.0.
"""


def _png(fig) -> bytes:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, metadata={"Software": None})
    return buf.getvalue()


def plots(stats: dict, records: list[dict]) -> dict[str, bytes]:
    """PNG bytes by file name: category counts per split, text lengths, pass rate per stage."""
    import matplotlib
    import numpy as np

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = {}
    cats = list(stats["by_category"])
    fig, ax = plt.subplots(figsize=(7, 0.35 * len(cats) + 1.5))
    left = [0] * len(cats)
    for split in SPLITS:
        values = [stats["by_category"][c][split] for c in cats]
        ax.barh(cats, values, left=left, label=split)
        left = [a + b for a, b in zip(left, values, strict=True)]
    ax.invert_yaxis()
    ax.set_xlabel("records")
    ax.set_title(f"Records per category ({stats['records']} in all)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.15), ncol=3, frameon=False)
    fig.tight_layout()
    out["categories.png"] = _png(fig)
    plt.close(fig)

    fig, axes = plt.subplots(1, 2, figsize=(10, 3.5))
    lines = [r["python_source"].count("\n") for r in records] or [0]
    axes[0].hist(lines, bins=range(min(lines), max(lines) + 2), align="left")
    axes[0].set_xlabel("lines")
    axes[0].set_title("Warp source length")
    texts = {f: [text_length(r[f]) for r in records if r.get(f)] for f in ("cpu_forward", "cpu_backward", "cuda_forward", "cuda_backward", "cuda_standalone", "cuda_kernel")}
    every = [n for v in texts.values() for n in v] or [10, 1000]
    bins = np.geomspace(max(1, min(every)) * 0.9, max(every) * 1.1, 40)
    for field, lengths in texts.items():
        if lengths:
            axes[1].hist(lengths, bins=bins, histtype="step", label=field)
    axes[1].set_xscale("log")
    axes[1].set_xlabel("characters (log scale)")
    axes[1].set_title("IR and CUDA text length")
    if axes[1].get_legend_handles_labels()[0]:
        axes[1].legend(fontsize=7)
    fig.tight_layout()
    out["lengths.png"] = _png(fig)
    plt.close(fig)

    stages = stats["stages"]
    names = list(stages)
    fig, ax = plt.subplots(figsize=(7, 0.4 * len(names) + 1.5))
    left = [0] * len(names)
    for outcome, color in (("passed", "tab:green"), ("failed", "tab:red"), ("not_run", "tab:gray")):
        values = [stages[n][outcome] for n in names]
        ax.barh(names, values, left=left, label=outcome, color=color)
        left = [a + b for a, b in zip(left, values, strict=True)]
    ax.invert_yaxis()
    ax.set_xlabel("cases")
    ax.set_title("Outcome per check (stage)")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), ncol=3, frameon=False)
    fig.tight_layout()
    out["pass_rates.png"] = _png(fig)
    plt.close(fig)
    return out


def _table(header: list[str], rows: list[list]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join("" if v is None else str(v) for v in row) + " |" for row in rows]
    return "\n".join(lines)


def _nearest_rank(ordered: list[int], percent: int) -> int:
    """The nearest-rank percentile of a sorted list (an element of it, never an interpolation)."""
    return ordered[max(0, -(-percent * len(ordered) // 100) - 1)]


def features_section(records: list[dict]) -> list[str]:
    """Card lines: records per feature (language features in ``LANGUAGE_FEATURES`` order, then builtins
    by count) and the statement-count spread. Records written before features were recorded lack the
    fields: they are named as not recorded and left out of the shares, never guessed."""
    lines = ["## Features", ""]
    existing = sum(r.get("kind") == MODULE_KIND for r in records)
    records = [r for r in records if r.get("kind") != MODULE_KIND]  # features come from a generated kernel's spec
    if existing:
        lines += [f"Computed for generated kernels only: the {existing} records of existing code have no spec (their `features` is null).", ""]
    listed = [r["features"] for r in records if isinstance(r.get("features"), list)]
    missing = len(records) - len(listed)
    if not listed:
        why = f"none of the {len(records)} records has a `features` field" if records else "no records"
        lines += [f"Features: not recorded ({why}).", ""]
    else:
        counts: dict[str, int] = {}
        for names in listed:
            for name in names:
                counts[name] = counts.get(name, 0) + 1
        builtins = sorted((n for n in counts if n.startswith(BUILTIN_PREFIX)), key=lambda n: (-counts[n], n))
        others = sorted(n for n in counts if not n.startswith(BUILTIN_PREFIX) and n not in LANGUAGE_FEATURES and n not in TILE_FEATURES)
        order = [*LANGUAGE_FEATURES, *TILE_FEATURES, *others, *builtins]
        lines += [
            f"What the kernels exercise, computed from each kernel's typed spec (record field `features`): records using each "
            f"feature, of the {len(listed)} records that list their features (a language feature no record uses shows 0). "
            f"{len(builtins)} distinct Warp builtins are used.",
            "",
        ]
        if missing:
            lines += [f"Not recorded for {missing} record(s) written before the `features` field existed; they are not counted here.", ""]
        share = len(listed)
        lines += [
            _table(["feature", "records", "share"], [[n, counts.get(n, 0), f"{100 * counts.get(n, 0) / share:.1f}%"] for n in order]),
            "",
        ]
    statements = sorted(r["statements"] for r in records if isinstance(r.get("statements"), int))
    if statements:
        spread = ", ".join(f"{label} {_nearest_rank(statements, p)}" for label, p in (("p10", 10), ("p50", 50), ("p90", 90)))
        line = f"Statements per kernel (the kernel and its functions, nested ones included), over {len(statements)} record(s): min {statements[0]}, {spread}, max {statements[-1]}"
        unrecorded = len(records) - len(statements)
        lines.append(line + (f"; not recorded for {unrecorded} record(s)." if unrecorded else "."))
    else:
        lines.append("Statements per kernel: not recorded.")
    return [*lines, ""]


def kinds_section(stats: dict) -> list[str]:
    """Card lines: generated and existing-code records counted apart, and the sources of the latter with their licences."""
    kinds = stats.get("by_kind", {})
    lines = ["## Generated and existing code", "", _table(["kind", "records"], [[k, n] for k, n in kinds.items()]), ""]
    sources = stats.get("sources", {})
    if sources:
        lines += [
            "Existing code by source (each record's `provenance` names its module and file; licences as the distribution's metadata states them, "
            "`unknown` for files no installed distribution holds; inputs: where the CPU run's inputs came from, `captured` from the code's own "
            "launches, `synthesized` by the harness, `none` not run):",
            "",
            _table(
                ["source", "records", "inputs", "package", "licence"],
                [[s, e["records"], _inputs(e), ", ".join(e["packages"]) or "-", ", ".join(e["licences"])] for s, e in sources.items()],
            ),
            "",
        ]
    return lines


def lift_section(records: list[dict] | tuple) -> list[str]:
    """Card lines: how many records of existing code carry a standalone CUDA pair (their kernel lifted
    into the kernel model and emulated bit for bit against the original), per source, and the
    refusal labels of the others (``synth.warp.lift``), most common first."""
    existing = [r for r in records if r.get("provenance")]
    if not existing:
        return []
    by_source: dict[str, list[int]] = {}
    labels: dict[str, int] = {}
    for r in existing:
        row = by_source.setdefault(r["category"], [0, 0, 0])
        row[0] += 1
        if r.get("cuda_kernel"):
            row[1] += 1
            live = (r.get("checks") or {}).get("module_liveness") or {}
            row[2] += live.get("passed") is True and live.get("entered") == live.get("bodies")
        else:
            why = ((r.get("checks") or {}).get("module_cuda_source") or {}).get("skipped") or "lift not run"
            labels[why] = labels.get(why, 0) + 1
    total, lifted, whole = len(existing), sum(row[1] for row in by_source.values()), sum(row[2] for row in by_source.values())
    rows = [[source, n, k, f"{100 * k / n:.0f}%", w] for source, (n, k, w) in sorted(by_source.items())]
    lines = [
        "## Standalone CUDA of existing code",
        "",
        f"{lifted} of {total} records of existing code carry `cuda_standalone` and `cuda_kernel`: the kernel lifted into the "
        "harness's kernel model (exactly, or refused with the first construct the model lacks), its model printed back to "
        "Warp giving the original's outputs bit for bit on the captured launches (else on the synthesized inputs of its "
        "debug CPU run), and its standalone CUDA, emulated on the CPU, giving them too. The others keep Warp's IR alone. "
        "*Every body entered*: those whose launches took every branch, loop body and select arm of the kernel (check "
        "`module_liveness`; the others were proved on launches that leave some code unrun, named in that check).",
        "",
        _table(
            ["source", "records", "with standalone CUDA", "share", "every body entered"],
            [*rows, ["all", total, lifted, f"{100 * lifted / total:.0f}%", whole]],
        ),
        "",
    ]
    if labels:
        top = sorted(labels.items(), key=lambda kv: (-kv[1], kv[0]))
        lines += ["Why the others have none (most common first):", "", _table(["reason", "records"], [[k, n] for k, n in top[:25]]), ""]
        if len(top) > 25:
            lines += [f"... and {len(top) - 25} more reasons ({sum(n for _, n in top[25:])} records).", ""]
    return lines


def _inputs(entry: dict) -> str:
    found = entry.get("inputs")
    return ", ".join(f"{n} {kind}" for kind, n in found.items()) if found else "not recorded"


GENERATED_LICENCE = "Apache-2.0"  # generated records: the harness's output and Warp's (Apache-2.0) code generation
HUB_LICENCES = {"Apache-2.0": "apache-2.0", "MIT": "mit", "BSD-3-Clause": "bsd-3-clause", "BSD-2-Clause": "bsd-2-clause"}
HUB_SPLITS = {"train": "train", "val": "validation", "test": "test"}  # our split names -> the Hub's
TAGS = ["cuda", "warp", "nvidia-warp", "gpu", "code", "compiler-ir", "ptx", "synthetic"]


def licences(stats: dict) -> list[str]:
    """Every licence the records carry: the generated records' and each existing-code source's."""
    found = {GENERATED_LICENCE} if any(k != MODULE_KIND for k in stats.get("by_kind", {})) else set()
    for entry in stats.get("sources", {}).values():
        found.update(entry["licences"])
    return sorted(found)


def size_category(records: int) -> str:
    """The Hub's ``size_categories`` bucket of a record count."""
    for bound, name in ((10**3, "n<1K"), (10**4, "1K<n<10K"), (10**5, "10K<n<100K"), (10**6, "100K<n<1M"), (10**7, "1M<n<10M")):
        if records < bound:
            return name
    return "10M<n<100M"


def front_matter(stats: dict, parquet: bool, keys: dict[str, list[str]]) -> str:
    """The YAML the Hub and ``datasets.load_dataset(DIR)`` read: licence, tags, size, and the files of
    each split with typed features. One config: ``datasets`` picks one reader for all configs of a
    folder, so the Parquet shards when written, else the JSONL files. A split without records is
    left out (``datasets`` refuses a declared split with no rows in JSONL). ``keys``: the keys of
    the keyed columns over the records (``schema.keyed_names``), the fields of their structs."""
    import yaml

    def path(split: str) -> str:
        return parquet_files.pattern(split) if parquet else f"{split}.jsonl"

    found = licences(stats)
    meta = {
        "pretty_name": "Warp kernels with their generated C++/CUDA",
        "license": HUB_LICENCES.get(found[0], "other") if len(found) == 1 else "other",
    }
    if meta["license"] == "other":
        meta["license_name"] = ("mixed: " + ", ".join(found)) if len(found) > 1 else (found[0] if found else "none")
    meta |= {"task_categories": ["text-generation"], "tags": TAGS, "size_categories": [size_category(stats["records"])]}
    splits = [s for s in SPLITS if stats["by_split"][s]]
    if splits:
        meta["configs"] = [{"config_name": "default", "data_files": [{"split": HUB_SPLITS[s], "path": path(s)} for s in splits]}]
        meta["dataset_info"] = {"config_name": "default", "features": schema.hub_features(keys)}
    return "---\n" + yaml.safe_dump(meta, sort_keys=False, width=1000) + "---\n\n"


def render(stats: dict, run: dict, runs: list[dict], records: list[dict] | tuple = (), parquet: bool = False) -> str:
    v = stats["versions"]
    cats = stats["by_category"]
    near = stats["near_duplicates"]
    nvcc = run.get("nvcc") or "not found"
    parts = [
        front_matter(stats, parquet, schema.keyed_names(records)) + "# Warp kernel dataset",
        "",
        "[NVIDIA Warp](https://github.com/NVIDIA/warp) kernels paired with the C++/CUDA Warp generates for them "
        "(forward and adjoint, CPU and CUDA): kernels generated from a seed by a typed program model (with a standalone "
        "CUDA version, where that stage ran), and kernels of existing Warp code (with provenance). A record is written "
        f"only if **every check that ran for it passed** ({', '.join(stats['stages']) or 'none ran'}; see Checks below). "
        "Degenerate outputs (NaN, all zero, constant, untouched buffer) count as failures.",
        "",
        f"**{stats['records']} records**: " + ", ".join(f"{stats['by_split'][s]} {s}" for s in SPLITS)
        + f" (split {'/'.join(str(stats['split_weights'][s]) for s in SPLITS)} by source hash).",
        "",
        "## How it was made",
        "",
        f"- command: `{run['command']}`",
        f"- versions: warp-lang {v.get('warp')}, harness {v.get('harness')}, Python {run.get('python')}, nvcc {nvcc}",
        f"- last run: {run['finished']} UTC, {run['workers']} worker(s), {run['duration_s']:.1f} s, "
        f"{run['new_records']} new records ({run['records_per_s']:.2f} records/s), {run['new_failures']} new failures",
        f"- runs so far: {len(runs)}; the data is the union of their shards (a rerun skips the cases already in the folder)",
    ]
    if run.get("broken_lines"):
        parts.append(f"- {run['broken_lines']} shard line(s) dropped: truncated by an interrupted run, or changed since written (their cases are checked again by the next run)")
    parts += ["", "## Record format", "", RECORD_FORMAT, "## Loading", "", LOADING, "## Evaluation task", "", EVALUATION]
    parts += [
        "## Categories",
        "",
        _table(["category", *SPLITS, "total", "failed cases"], [[c, *(cats[c][s] for s in SPLITS), cats[c]["total"], cats[c]["failed"]] for c in cats]),
        "",
        "![records per category](plots/categories.png)",
        "",
        *kinds_section(stats),
        *lift_section(records),
        *features_section(list(records)),
        "## Checks",
        "",
        f"{stats['cases']['attempted']} cases attempted, {stats['cases']['passed']} passed every check that ran, "
        f"{stats['cases']['failed']} were excluded.",
        "",
        _table(
            ["check", "passed", "failed", "not run", "pass rate"],
            [[n, s["passed"], s["failed"], s["not_run"], "" if s["pass_rate"] is None else f"{100 * s['pass_rate']:.1f}%"] for n, s in stats["stages"].items()],
        ),
        "",
        "Failure labels: " + (", ".join(f"{k} {n}" for k, n in stats["failure_labels"].items()) or "none") + ".",
        "",
        "![outcome per check](plots/pass_rates.png)",
        "",
        "## Sizes (characters, or lines)",
        "",
        _table(
            ["text", "count", "min", "median", "mean", "p90", "max"],
            [[k, d["count"], d.get("min"), d.get("p50"), d.get("mean"), d.get("p90"), d.get("max")] for k, d in stats["sizes"].items()],
        ),
        "",
        "![text lengths](plots/lengths.png)",
        "",
        "## Duplicates",
        "",
        f"- exact duplicates (same normalized source hash) removed: {stats['exact_duplicates_removed']}; the lowest case id of each is kept.",
        f"- near-duplicates (Jaccard >= {near['threshold']} over {near['shingle_tokens']}-token shingles of the normalized source, "
        f"MinHash-LSH candidates verified exactly): {near['pairs']} pairs, {near['records_with_near_duplicate']} records "
        f"({100 * near['rate']:.1f}%), {near['cross_split_pairs']} pairs across splits. They are kept.",
        "",
        "Statistics in machine-readable form: `stats.json`.",
        "",
    ]
    return "\n".join(parts)


def write_card(root: Path, stats: dict, records: list[dict], run: dict, runs: list[dict], parquet: bool = False) -> None:
    for name, data in plots(stats, records).items():
        atomic_write(root / "plots" / name, data)
    # a command line may hold bytes that are not UTF-8 (a folder's name, kept by Python as surrogates): shown escaped
    atomic_write(root / "README.md", render(stats, run, runs, records, parquet).encode("utf-8", "backslashreplace"))
