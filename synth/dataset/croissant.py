"""``croissant.json``: the dataset's Croissant 1.1 metadata, with the Responsible-AI fields that apply.

The Hub writes a Croissant file of its own from the card's YAML, without the Responsible-AI
fields; a dataset that wants them ships its own. This one describes the JSONL files of the
merge it is written with (their sha256), one record set per split holding every text and
scalar field of a record (the nested ones: ``checks``, ``provenance``, ``build``... stay in the
JSONL, named in the description), where each source comes from and under which licence
(``prov:wasDerivedFrom``), how every record was checked (``rai:dataPreprocessingProtocol``, from
the stage counts) and its known limits (the rejections by label). Nothing in it depends on the
run (no dates, no timings): the same shards give the same bytes.
"""

from __future__ import annotations

import json
from pathlib import Path

from synth.dataset.card import GENERATED_LICENCE, licences
from synth.dataset.folder import CROISSANT, file_sha256
from synth.dataset.merge import SPLITS
from synth.toolchain.files import atomic_write

CONFORMS_TO = "http://mlcommons.org/croissant/1.1"
CONTEXT = {
    "@language": "en",
    "@vocab": "https://schema.org/",
    "sc": "https://schema.org/",
    "cr": "http://mlcommons.org/croissant/",
    "rai": "http://mlcommons.org/croissant/RAI/",
    "prov": "http://www.w3.org/ns/prov#",
    "dct": "http://purl.org/dc/terms/",
    "citeAs": "cr:citeAs",
    "equivalentProperty": "cr:equivalentProperty",
    "fileProperty": "cr:fileProperty",
    "samplingRate": "cr:samplingRate",
    "column": "cr:column",
    "conformsTo": "dct:conformsTo",
    "data": {"@id": "cr:data", "@type": "@json"},
    "dataType": {"@id": "cr:dataType", "@type": "@vocab"},
    "examples": {"@id": "cr:examples", "@type": "@json"},
    "extract": "cr:extract",
    "field": "cr:field",
    "fileObject": "cr:fileObject",
    "fileSet": "cr:fileSet",
    "format": "cr:format",
    "includes": "cr:includes",
    "isLiveDataset": "cr:isLiveDataset",
    "jsonPath": "cr:jsonPath",
    "key": "cr:key",
    "md5": "cr:md5",
    "parentField": "cr:parentField",
    "path": "cr:path",
    "recordSet": "cr:recordSet",
    "references": "cr:references",
    "regex": "cr:regex",
    "repeated": "cr:repeated",
    "replace": "cr:replace",
    "separator": "cr:separator",
    "source": "cr:source",
    "subField": "cr:subField",
    "transform": "cr:transform",
}
TEXT_FIELDS = (
    ("id", "the case id: <category>-s<seed> for a generated kernel, <source>-<module>-<kernel> for existing code"),
    ("kind", "generated, or warp_module (a kernel of existing Warp code)"),
    ("category", "the generator's category, or the source of existing code"),
    ("kernel_name", "the kernel's name in every text"),
    ("hash", "sha256 of the record's Python source (duplicates are removed by it)"),
    ("split", "train, val or test (a hash split)"),
    ("python_source", "the Warp kernel in Python"),
    ("cpu_forward", "Warp's generated C++ for the CPU, forward"),
    ("cpu_backward", "Warp's generated C++ for the CPU, adjoint"),
    ("cuda_forward", "Warp's generated CUDA C++, forward"),
    ("cuda_backward", "Warp's generated CUDA C++, adjoint"),
    ("cuda_standalone", "the kernel as a standalone CUDA program nvcc builds alone (null where there is none)"),
    ("cuda_kernel", "the device part of cuda_standalone (null where there is none)"),
    ("ptx", "PTX of the standalone kernel, or NVRTC's PTX of Warp's CUDA text for existing code"),
)
NESTED = "launch, build, provenance, captured_inputs, checks, features, statements, resources, ptx_entries, versions"
SPDX = "https://spdx.org/licenses/{}.html"


def _record_set(split: str) -> dict:
    fields = [
        {
            "@type": "cr:Field",
            "@id": f"{split}/{name}",
            "name": name,
            "description": meaning,
            "dataType": "sc:Text",
            "source": {"fileObject": {"@id": f"{split}.jsonl"}, "extract": {"column": name}},
        }
        for name, meaning in TEXT_FIELDS
    ]
    return {"@type": "cr:RecordSet", "@id": split, "name": split, "description": f"the {split} split, one record per kernel", "key": {"@id": f"{split}/id"}, "field": fields}


def _checks(stats: dict) -> str:
    stages = ", ".join(f"{name} {s['passed']} passed, {s['failed']} failed, {s['not_run']} not run" for name, s in sorted(stats["stages"].items()))
    return (
        "Every record passed every check that ran for it; a case that failed one is left out and counted by label. "
        "Generated kernels: Warp's CPU run (forward, backward) is the reference; the gradient check compares Warp's adjoint "
        "with finite differences; liveness rejects dead inputs and branches; NVRTC compiles Warp's CUDA text; the standalone "
        ".cu is compiled by nvcc and emulated on the CPU against the reference (bit for bit, tiles within a derived "
        "allowance); a second launch shape; every record field is checked against what the card says. Existing code: "
        "Warp's IR and NVRTC's PTX, a CPU run on its captured launches (or synthesized inputs), a gradient check on "
        "captured launches, its Python source rebuilt alone in a fresh process, and, where the kernel lifts into the "
        f"harness's kernel model, the same standalone .cu, nvcc and emulation against the original. Per check: {stages}."
    )


def _limits(stats: dict) -> str:
    labels = ", ".join(f"{label} {n}" for label, n in sorted(stats.get("failure_labels", {}).items())) or "none"
    return (
        "Checks run on the CPU (Warp's CPU backend and an emulation of the CUDA file) unless the run was on a CUDA host. "
        "Existing code's pairs stop at Warp's IR unless the kernel lifts into the kernel model (cuda_standalone is null "
        "otherwise); kernels taking object handles (mesh, volume, BVH, hash grid) or structs have no CPU run. Generated "
        "kernels span the categories of the harness's grammar, not all of Warp. Near duplicates are counted in stats.json, "
        f"not removed. Cases rejected, by label: {labels}. Nested fields ({NESTED}) are in the JSONL records, not in this "
        "file's record sets."
    )


def _derived_from(stats: dict) -> list[dict]:
    found = []
    if any(kind != "warp_module" for kind in stats.get("by_kind", {})):
        found.append(
            {
                "@type": "prov:Entity",
                "name": "generated kernels",
                "description": "kernels made by the harness's generators from seeds (the seed is the kernel's identity)",
                "license": SPDX.format(GENERATED_LICENCE),
            }
        )
    for source, entry in sorted(stats.get("sources", {}).items()):
        found.append(
            {
                "@type": "prov:Entity",
                "name": source,
                "description": f"{entry['records']} records of existing code from {', '.join(entry['packages']) or 'loose files'}",
                "license": [SPDX.format(licence) for licence in entry["licences"]],
            }
        )
    return found


def metadata(folder: Path, stats: dict) -> dict:
    """The Croissant document of the JSONL files in ``folder`` (a staged merge)."""
    v = stats["versions"]
    splits = [s for s in SPLITS if stats["by_split"][s]]  # an empty split has no rows to read
    return {
        "@context": CONTEXT,
        "@type": "sc:Dataset",
        "conformsTo": CONFORMS_TO,
        "name": "warp-kernels",
        "description": "NVIDIA Warp kernels (generated, and existing Warp code) with Warp's generated C++/CUDA forward and "
        "adjoint, and for generated kernels a standalone CUDA file, each pair verified by the harness that made it.",
        "license": [SPDX.format(licence) for licence in licences(stats)],
        "url": "README.md",
        "version": v["harness"],
        "isLiveDataset": False,
        "keywords": ["cuda", "warp", "code", "compiler-ir", "ptx"],
        "distribution": [
            {
                "@type": "cr:FileObject",
                "@id": f"{split}.jsonl",
                "name": f"{split}.jsonl",
                "contentUrl": f"{split}.jsonl",
                "encodingFormat": "application/jsonlines",
                "sha256": file_sha256(Path(folder) / f"{split}.jsonl"),
            }
            for split in splits
        ],
        "recordSet": [_record_set(split) for split in splits],
        "prov:wasDerivedFrom": _derived_from(stats),
        "prov:wasGeneratedBy": {
            "@type": "prov:Activity",
            "name": f"warp-kernel-harness {v['harness']}",
            "description": f"Warp {v['warp']}, {v['nvcc']}, Python {v['python']}, CUDA architectures sm_{v['archs']}",
        },
        "rai:dataCollection": "Generated kernels come from the harness's generators, one per seed and category. Existing code "
        "is Warp's examples, tests and library modules (and any package or folder named), each run in a process of its own "
        "under a recorder of wp.launch; each distinct kernel becomes a case, its first launches' arguments its inputs.",
        "rai:dataCollectionType": ["Synthetic data", "Software collection (existing open-source code)"],
        "rai:dataPreprocessingProtocol": _checks(stats),
        "rai:dataLimitations": _limits(stats),
        "rai:dataUseCases": "Training and evaluating code models that write GPU code: Warp Python to Warp's C++/CUDA and to "
        "standalone CUDA (python -m synth.evaluate scores a model's predictions against the records).",
        "rai:personalSensitiveInformation": "None: the records are program source, compiler output and numeric inputs.",
        "rai:dataReleaseMaintenancePlan": "Regenerated by the harness: the same seeds and versions give the same bytes; "
        "the versions each record was made with are in its versions field.",
    }


def write(folder: Path, stats: dict) -> None:
    """Write ``croissant.json`` into ``folder`` beside the JSONL files it describes."""
    atomic_write(Path(folder) / CROISSANT, json.dumps(metadata(folder, stats), indent=1, ensure_ascii=False) + "\n")
